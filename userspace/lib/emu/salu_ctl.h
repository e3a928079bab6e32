/* SPDX-License-Identifier: MIT */
/*
 * Scalar wave-control instructions a compute kernel can meet but the
 * emulator has no hardware for (salu_ctl.c): trap-handler returns, context
 * save, pixel-shader endings, dynamic VGPRs, subvector loops, s_setkill
 * and s_wait_event (refused), and gfx9's fork/join branch stack and VSKIP
 * mode (run).
 */
#ifndef GS_EMU_SALU_CTL_H
#define GS_EMU_SALU_CTL_H

#include <stddef.h>

#include "emu/emu.h"

/* 1: in is none of them; 0: executed (*next set for a branch); else a
 * (negative) gs_status with msg naming the instruction and why. */
int gsi_emu_salu_ctl(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t *next, char *msg,
		     size_t size);

/* 1 when gfx9's MODE.VSKIP (s_setvskip) keeps vector instruction in from
 * issuing: it is skipped. */
int gsi_emu_vskipped(struct emu *e, const struct wave *w, const struct gs_inst *in);

#endif /* GS_EMU_SALU_CTL_H */
