/* SPDX-License-Identifier: MIT */
/*
 * GLOBAL/SCRATCH instructions outside the semantic table (vmem_extra.c):
 * gfx11/gfx12 global_load_addtid_b32 / global_store_addtid_b32 and gfx12
 * global_load_block / global_store_block / scratch_load_block /
 * scratch_store_block.
 */
#ifndef GS_EMU_VMEM_EXTRA_H
#define GS_EMU_VMEM_EXTRA_H

#include <stddef.h>
#include <stdint.h>

#include "emu/emu.h"

/* gs_inst.buf of the instructions below (GS_ENC_FLAT; exec_vmem.c hands
 * them to gsi_emu_vmem_extra_op) */
#define EMU_VMEM_ADDTID 0x40
#define EMU_VMEM_BLOCK 0x20

/* At open: the op of a table row's mnemonic when it is one of them, else
 * NULL.  Decode one: the instruction's size, or 0 when the bytes are not
 * op's encoding. */
const struct gs_isa_op *gsi_emu_vmem_extra_of(const char *name);
/* The operations themselves (*n of them; emu/op_fact.c). */
const struct gs_isa_op *gsi_emu_vmem_extra_ops(unsigned int *n);
unsigned int gsi_emu_vmem_extra_fetch(struct emu *e, const uint8_t *p, size_t avail, const struct gs_isa_op *op,
				      struct gs_inst *in);

/* Execute one for the lanes in exec: 0, or a gs_status with msg set. */
int gsi_emu_vmem_extra_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
			  size_t size);

#endif
