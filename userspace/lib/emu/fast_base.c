// SPDX-License-Identifier: MIT
/* The fast handlers for any x86-64 (or other) host (fast_ops.h). */
#define FAST_SUFFIX _base
#include "emu/fast_ops.h"

emu_fast_fn gsi_emu_fast_base(unsigned int sem);
emu_fast_fn gsi_emu_fast_base_cmp(void);

emu_fast_fn gsi_emu_fast_base(unsigned int sem)
{
	return handler_base(sem);
}

emu_fast_fn gsi_emu_fast_base_cmp(void)
{
	return compare_base();
}
