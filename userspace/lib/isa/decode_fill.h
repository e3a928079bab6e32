/* SPDX-License-Identifier: MIT */
/*
 * The fillers of the decoder (decode.c: gsi_decode_inst): each reads the
 * fields of one form of bytes whose class and row the raw table decoder
 * (tab_decode.c) has identified, into gs_inst.  They trust the
 * identification and llvm-mc-22's verdict (gsi_tab_valid) and refuse only
 * what the emulator's executors do not run (*why says why, when known).
 * Internal to isa/: the emulator and the checker see gsi_decode_inst.
 */
#ifndef GS_ISA_DECODE_FILL_H
#define GS_ISA_DECODE_FILL_H

#include <stddef.h>
#include <stdint.h>

#include "isa/inst.h"
#include "isa/tab_fmt.h"

/* SOP*, SMEM, VOP1/VOP2/VOPC/VOP3/VOP3SD/VOP3P, LDSDIR, DS, GLOBAL, SCRATCH
 * of gfx11/gfx12 (decode_hand.c): the op of the hand-shaped execution table
 * isa at d's opcode; the size, 0 when the table lacks it or an operand is
 * one the executors do not read (a VOP3 OPSEL bit on a non-VGPR half). */
unsigned int gsi_fill_hand(const struct gs_isa *isa, const struct gsi_tab_dec *d, const uint8_t *p, size_t avail,
			   struct gs_inst *in);

/* DPP16/DPP8 of VOP1/VOP2/VOPC/VOP3 (gfx11, gfx12; decode_dpp.c): the base
 * instruction with src[0] the DPP word's VGPR and in->dpp set. */
unsigned int gsi_fill_dpp(const struct gs_isa *isa, const struct gsi_tab_dec *d, const uint8_t *p, size_t avail,
			  struct gs_inst *in, const char **why);

/* VOPD pairs (gfx11, gfx12; decode_vopd.c): X in in[0], Y in in[1], the
 * halves as encoded in h (VOPD is wave32 only). */
unsigned int gsi_fill_vopd(const struct gs_isa *isa, const struct gs_target *t, const uint8_t *p, size_t avail,
			   int wave64, struct gs_inst in[2], struct gs_vopd_half h[2], const char **why);

/* MUBUF/MTBUF, gfx12 VBUFFER (decode_buf.c).  A tbuffer's FORMAT field is
 * left in in->literal (has_literal stays 0). */
unsigned int gsi_fill_buf(const struct gs_target *t, const struct gsi_tab_dec *d, struct gs_inst *in,
			  const char **why);

/* MIMG / VIMAGE / VSAMPLE (decode_img.c): in->img. */
unsigned int gsi_fill_img(const struct gs_target *t, const struct gsi_tab_dec *d, struct gs_inst *in,
			  const char **why);

/* gfx9 (CDNA3/CDNA4; decode_gfx9.c), every class but buffers: AGPR
 * operands keep their numbers, marked in gs_inst.acc (MFMA), gs_inst.agpr
 * and GS_BUF_ACC. */
unsigned int gsi_fill_gfx9(const struct gs_isa *isa, const struct gs_target *t, const struct gsi_tab_dec *d,
			   const uint8_t *p, size_t avail, struct gs_inst *in);

#endif /* GS_ISA_DECODE_FILL_H */
