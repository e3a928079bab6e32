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

#endif /* GS_EMU_SCRATCH_H */
