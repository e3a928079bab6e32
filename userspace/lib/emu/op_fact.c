// SPDX-License-Identifier: MIT
/* The tables of emu/op_fact.h, found once. */
#include "emu/emu.h"
#include "emu/exec_interp.h"
#include "emu/op_fact.h"
#include "emu/vmem_extra.h"

struct gsi_emu_op_range gsi_emu_op_rng[GSI_EMU_OP_RANGES];
unsigned int gsi_emu_op_nrng;
unsigned int gsi_emu_op_hint;

static pthread_once_t once = PTHREAD_ONCE_INIT;

static void add(unsigned int *k, const struct gs_isa_op *ops, unsigned int n, const struct gs_isa *isa)
{
	if (ops && n && *k < GSI_EMU_OP_RANGES)
		gsi_emu_op_rng[(*k)++] = (struct gsi_emu_op_range){ (uintptr_t)ops, (uintptr_t)(ops + n), ops, n, isa };
}

static void build(void)
{
	const struct gs_isa *isa;
	const struct gs_isa_op *ops;
	unsigned int n, k = 0;

	for (unsigned int i = 0; (isa = gsi_isa_nth(i)) != NULL; i++)
		add(&k, isa->ops, isa->n_ops, isa);
	ops = gsi_emu_interp_ops(&n);
	add(&k, ops, n, NULL);
	ops = gsi_emu_mix_ops(&n);
	add(&k, ops, n, NULL);
	add(&k, gsi_emu_swap16_op(), 1, NULL);
	ops = gsi_emu_vmem_extra_ops(&n);
	add(&k, ops, n, NULL);
	__atomic_store_n(&gsi_emu_op_nrng, k, __ATOMIC_RELEASE);  /* the ranges above first */
}

void gsi_emu_op_ranges_init(void)
{
	pthread_once(&once, build);
}

const struct gs_isa *gsi_emu_op_isa(const struct gs_isa_op *op)
{
	unsigned int r, i;

	return op && gsi_emu_op_where(op, &r, &i) ? gsi_emu_op_rng[r].isa : NULL;
}
