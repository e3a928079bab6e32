/* SPDX-License-Identifier: MIT */
/*
 * Scratch (private) memory of the emulated waves (scratch.c): gfx11/gfx12
 * architected flat scratch, programmed by the dispatch's SH registers.
 */
#ifndef GS_EMU_SCRATCH_H
#define GS_EMU_SCRATCH_H

#include <stddef.h>
#include <stdint.h>

#include "emu/emu.h"

/* The dispatch's scratch: COMPUTE_PGM_RSRC2.SCRATCH_EN, the buffer at
 * COMPUTE_DISPATCH_SCRATCH_BASE_LO/HI, COMPUTE_TMPRING_SIZE.WAVES slots of
 * WAVESIZE * 256 bytes. */
struct emu_scratch {
	int enabled;
	uint64_t base;
	uint32_t wave_bytes;
	uint32_t waves;
};

/* Read the SH registers into *s; 0 when the database lacks one. */
int gsi_emu_scratch_regs(struct emu *e, struct emu_scratch *s);

/* Execute one scratch load or store (GS_ENC_SCRATCH) for the lanes in
 * exec: 0, or a gs_status with msg set. */
int gsi_emu_scratch_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec,
		       char *msg, size_t size);

/* What one lane of a FLAT/GLOBAL/SCRATCH load or store moves, from the
 * mnemonic (exec_vmem.c; gfx9 and gfx11/gfx12 names): bytes 1, 2, 4, 8,
 * 12 or 16; a sub-dword load sign-extends; d16 1: the low half of the
 * register (the other half kept), 2: the high half (stores: written from
 * it).  0 when the mnemonic is none of those. */
struct emu_vmem_kind {
	uint8_t bytes, sign, d16;
};
int gsi_emu_vmem_kind(const char *mnemonic, struct emu_vmem_kind *k);
/* A sub-dword load's value zero/sign-extended to 32 bits. */
uint32_t gsi_emu_vmem_extend(const struct emu_vmem_kind *k, uint32_t v);

/* Execute one FLAT/GLOBAL load, store or atomic (GS_ENC_FLAT; gfx9 scratch
 * too) for the lanes in exec: 0, or a gs_status with msg set. */
int gsi_emu_vmem_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec,
		    char *msg, size_t size);

/* gfx11/gfx12 flat_* run as their global_* namesake (SADDR off) with
 * gs_inst.buf EMU_VMEM_FLAT: the instruction's size, or 0 when the bytes
 * (text: the table-driven layer's, n the mnemonic's length) are none. */
#define EMU_VMEM_FLAT 0x80
unsigned int gsi_emu_flat_fetch(struct emu *e, const uint8_t *p, size_t avail, const char *text, size_t n,
				struct gs_inst *in);

#endif /* GS_EMU_SCRATCH_H */
