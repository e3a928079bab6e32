/* SPDX-License-Identifier: MIT */
/*
 * Scratch (private) memory of the emulated waves (scratch.c): architected
 * flat scratch (gfx11/gfx12, gfx942/gfx950), programmed by the dispatch's
 * SH registers.
 */
#ifndef GS_EMU_SCRATCH_H
#define GS_EMU_SCRATCH_H

#include <stddef.h>
#include <stdint.h>

#include "emu/emu.h"

/* The dispatch's scratch: COMPUTE_PGM_RSRC2.SCRATCH_EN, the buffer at
 * COMPUTE_DISPATCH_SCRATCH_BASE_LO/HI, COMPUTE_TMPRING_SIZE.WAVES slots of
 * WAVESIZE * 256 bytes (gfx9: * 1024). */
struct emu_scratch {
	int enabled;
	uint64_t base;
	uint32_t wave_bytes;
	uint32_t waves;
};

/* Read the SH registers into *s; 0 when the database lacks one. */
int gsi_emu_scratch_regs(struct emu *e, struct emu_scratch *s);

/* The byte at private offset off of wave w's lane l (the swizzle: dwords
 * interleaved across the wave's lanes), after the wave's older stores to
 * its dword landed; NULL with a page-fault message in msg when no buffer
 * object holds it. */
uint8_t *gsi_emu_scratch_byte(struct emu *e, struct wave *w, const struct emu_scratch *s, unsigned int l,
			      uint32_t off, char *msg, size_t size);

/* Execute one scratch load or store (GS_ENC_SCRATCH) for the lanes in
 * exec: 0, or a gs_status with msg set. */
int gsi_emu_scratch_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec,
		       char *msg, size_t size);

/* What one lane of a FLAT/GLOBAL/SCRATCH load or store moves, from the
 * op's mnemonic (exec_vmem.c; gfx9 and gfx11/gfx12 names): bytes 1, 2, 4, 8,
 * 12 or 16; a sub-dword load sign-extends; d16 1: the low half of the
 * register (the other half kept), 2: the high half (stores: written from
 * it).  0 when the mnemonic is none of those. */
struct emu_vmem_kind {
	uint8_t bytes, sign, d16;
};
int gsi_emu_vmem_kind(const struct gs_isa_op *op, struct emu_vmem_kind *k);
/* A sub-dword load's value zero/sign-extended to 32 bits. */
uint32_t gsi_emu_vmem_extend(const struct emu_vmem_kind *k, uint32_t v);

/* Execute one FLAT/GLOBAL load, store or atomic (GS_ENC_FLAT; gfx9 scratch
 * too) for the lanes in exec: 0, or a gs_status with msg set. */
int gsi_emu_vmem_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec,
		    char *msg, size_t size);

/* gfx9 LDS DMA loads (global_load_lds_*, scratch_load_lds_*; the buffer
 * forms use the same rule): 1 and *k (what one lane reads) when the mnemonic
 * is one. */
int gsi_emu_lds_dma_kind(const struct gs_isa_op *op, struct emu_vmem_kind *k);
/* Write lane l's loaded bytes (src, k->bytes of them; a byte or short zero-
 * or sign-extended to the lane's dword) to LDS at M0 (16 bits, gfx950 18) +
 * the instruction offset + l * 4 (dwordx3/x4: l * 16): 0, or GS_ERR_FAULT
 * with msg set when that is outside the workgroup's LDS. */
int gsi_emu_lds_dma_put(struct emu *e, struct wave *w, const struct gs_inst *in, unsigned int l,
			const struct emu_vmem_kind *k, const uint8_t *src, char *msg, size_t size);
/* Count an LDS DMA instruction (its LDS writes done at issue) on VMcnt. */
int gsi_emu_lds_dma_issue(struct emu *e, struct wave *w, char *msg, size_t size);

/* gfx11/gfx12 flat_* run as their global_* namesake (SADDR off) with
 * gs_inst.buf EMU_VMEM_FLAT.  gsi_emu_flat_op: at open, the global_* op a
 * table row's mnemonic runs as (NULL: none); gsi_emu_flat_fetch: the
 * instruction's size, or 0 when the bytes are none. */
#define EMU_VMEM_FLAT 0x80
const struct gs_isa_op *gsi_emu_flat_op(const struct gs_isa *isa, const char *name);
unsigned int gsi_emu_flat_fetch(struct emu *e, const uint8_t *p, size_t avail, const struct gs_isa_op *op,
				struct gs_inst *in);

/* gfx11/gfx12 s_mov_b32/s_mov_b64 (SOP1) and v_mov_b32 (VOP1) reading
 * src_shared_base/limit or src_private_base/limit, which the hand-shaped
 * decoder leaves to the table layer.  gsi_emu_aperture_op: at open, the op
 * of a table row's mnemonic that may (NULL: none); gsi_emu_aperture_fetch:
 * the instruction's size, or 0. */
const struct gs_isa_op *gsi_emu_aperture_op(const struct gs_isa *isa, const char *name);
unsigned int gsi_emu_aperture_fetch(struct emu *e, const uint8_t *p, size_t avail, const struct gs_isa_op *op,
				    struct gs_inst *in);

#endif /* GS_EMU_SCRATCH_H */
