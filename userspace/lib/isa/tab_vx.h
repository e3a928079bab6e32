/* SPDX-License-Identifier: MIT */
/*
 * The vx family's printer (tab_vx*.c): VOP3P/VOP3PX2, VOPD, VINTERP, LDSDIR;
 * shared with its assembler (asm/tab_vx.h).  Not a public interface.
 */
#ifndef GS_ISA_TAB_VX_H
#define GS_ISA_TAB_VX_H

#include "isa/isa_int.h"
#include "isa/tab_print.h"

/* tab_vx_vop3p.c, tab_vx_x2.c, tab_vx_vopd.c, tab_vx_interp.c */
unsigned int gsi_vx_print_vop3p(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				char *buf, size_t size);
unsigned int gsi_vx_print_x2(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, char *buf, size_t size);
unsigned int gsi_vx_print_vopd(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       char *buf, size_t size);
unsigned int gsi_vx_print_interp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				 char *buf, size_t size);

/* ------------------------------------------------------ tab_vx.c helpers */

/* How a source takes numbers (inline constants, literal width and printing). */
enum gsi_vx_type {
	GSI_VX_T32,    /* 32-bit (and packed int16, f32 pairs): f32 inline patterns */
	GSI_VX_TF16,   /* (packed) f16: f16 inline patterns, floats as f16 */
	GSI_VX_TBF16,  /* (packed) bf16 */
	GSI_VX_TMIX,   /* v_fma_mix* sources: 16-bit values, always sign-extended */
	GSI_VX_TMIXBF, /* v_fma_mix*_bf16 sources: the same with bf16 inline patterns */
};

/* An integer operand value v (forced_lit: written lit(v)) -> its inline code,
 * or 255 and *lit; 0 when it cannot be encoded. */
int gsi_vx_int_imm(int64_t v, int forced_lit, enum gsi_vx_type t, unsigned int *code, uint32_t *lit);
/* Text of literal v as llvm prints it for type t: "0x..", or "lit(0x..)" when the
 * plain number would assemble to something else. */
void gsi_vx_lit_text(uint32_t v, enum gsi_vx_type t, char *buf, size_t size);
/* name:[b0,b1,...] with n entries. */
void gsi_vx_bits(struct gsi_tab_line *l, const char *name, unsigned int v, unsigned int n);

/* ------------------------------------ facts the printer and assembler share */

/* VINTERP/LDSDIR (tab_vx_interp.c) */
static const char chans[] = "xyzw";

/* Operand i of a VINTERP row (0 vdst, 1..3 src0..2): is it a 16-bit half? */
static inline int h16_of(const struct gs_isa_inst *r, unsigned int i)
{
	struct gs_isa_operand o;

	return gsi_isa_operand(r, i, &o) == GS_OK && o.h16;
}

/* VOP3PX2 (tab_vx_x2.c) */
/* v_wmma_ld_scale_paired_b32, the scale pair's VOP3P opcode: not a row of the
 * tables (llvm-mc prints it only for scale pairs without a WMMA). */
#define LD_SCALE_PAIRED 0x35

static const char *const fmts[] = { "FP8", "BF8", "FP6", "BF6", "FP4" };
static const char *const sfmts[] = { "E8", "E5M3", "E4M3" };

static inline unsigned int width_of(unsigned int fmt)
{
	return fmt <= 1 ? 16 : fmt <= 3 ? 12 : 8;
}

struct x2 {
	unsigned int afmt, bfmt, ascale, bscale, asfmt, bsfmt, ra, rb, nlo, nhi;
};

#endif /* GS_ISA_TAB_VX_H */
