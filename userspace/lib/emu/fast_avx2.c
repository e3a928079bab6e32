// SPDX-License-Identifier: MIT
/* The fast handlers compiled for AVX2 and FMA (fast_ops.h): chosen by
 * fast.c on hosts that have both. */
#if defined(__x86_64__) && defined(__GNUC__)
#pragma GCC target("avx2,fma")
#define FAST_SUFFIX _avx2
#define FAST_HAVE_FMA 1
#include "emu/fast_ops.h"

emu_fast_fn gsi_emu_fast_avx2(unsigned int sem);
emu_fast_fn gsi_emu_fast_avx2_cmp(void);

emu_fast_fn gsi_emu_fast_avx2(unsigned int sem)
{
	return handler_avx2(sem);
}

emu_fast_fn gsi_emu_fast_avx2_cmp(void)
{
	return compare_avx2();
}
#else
#include "emu/code.h"

emu_fast_fn gsi_emu_fast_avx2(unsigned int sem);
emu_fast_fn gsi_emu_fast_avx2_cmp(void);

emu_fast_fn gsi_emu_fast_avx2(unsigned int sem)
{
	(void)sem;
	return NULL;
}

emu_fast_fn gsi_emu_fast_avx2_cmp(void)
{
	return NULL;
}
#endif
