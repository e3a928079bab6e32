// SPDX-License-Identifier: MIT
/* The op slots of emu/op_fact.h: one range per table, found by address. */
#include <stdint.h>

#include "emu/emu.h"
#include "emu/exec_interp.h"
#include "emu/op_fact.h"
#include "emu/vmem_extra.h"

struct range {
	const struct gs_isa_op *ops;
	unsigned int n, base;
	const struct gs_isa *isa;  /* NULL: the emulator's own */
};

#define MAX_RANGES 8

static struct range ranges[MAX_RANGES];
static unsigned int n_ranges, n_slots;
static pthread_once_t once = PTHREAD_ONCE_INIT;

static void add(const struct gs_isa_op *ops, unsigned int n, const struct gs_isa *isa)
{
	if (!ops || !n || n_ranges == MAX_RANGES)
		return;
	ranges[n_ranges++] = (struct range){ ops, n, n_slots, isa };
	n_slots += n;
}

static void build(void)
{
	const struct gs_isa *isa;
	const struct gs_isa_op *ops;
	unsigned int n;

	for (unsigned int i = 0; (isa = gsi_isa_nth(i)) != NULL; i++)
		add(isa->ops, isa->n_ops, isa);
	ops = gsi_emu_interp_ops(&n);
	add(ops, n, NULL);
	ops = gsi_emu_mix_ops(&n);
	add(ops, n, NULL);
	add(gsi_emu_swap16_op(), 1, NULL);
	ops = gsi_emu_vmem_extra_ops(&n);
	add(ops, n, NULL);
}

unsigned int gsi_emu_op_slots(void)
{
	pthread_once(&once, build);
	return n_slots;
}

static const struct range *range_of(const struct gs_isa_op *op)
{
	uintptr_t a = (uintptr_t)op;

	pthread_once(&once, build);
	for (unsigned int i = 0; i < n_ranges; i++) {
		uintptr_t lo = (uintptr_t)ranges[i].ops;

		if (a >= lo && a < lo + ranges[i].n * sizeof(*op) && (a - lo) % sizeof(*op) == 0)
			return &ranges[i];
	}
	return NULL;
}

unsigned int gsi_emu_op_slot(const struct gs_isa_op *op)
{
	const struct range *r = range_of(op);

	return r ? r->base + (unsigned int)(op - r->ops) : n_slots;
}

const struct gs_isa *gsi_emu_op_isa(const struct gs_isa_op *op)
{
	const struct range *r = range_of(op);

	return r ? r->isa : NULL;
}

const struct gs_isa_op *gsi_emu_op_at(unsigned int slot)
{
	pthread_once(&once, build);
	for (unsigned int i = 0; i < n_ranges; i++)
		if (slot >= ranges[i].base && slot < ranges[i].base + ranges[i].n)
			return &ranges[i].ops[slot - ranges[i].base];
	return NULL;
}
