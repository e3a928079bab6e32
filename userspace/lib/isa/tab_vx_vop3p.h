/* SPDX-License-Identifier: MIT */
/*
 * What the VOP3P printer (tab_vx_vop3p.c) and assembler
 * (asm/tab_vx_vop3p_asm.c) share: a row's analysis (which fields and
 * modifiers it has, how its sources take numbers) and the DPP forms' facts.
 * Not a public interface.
 */
#ifndef GS_ISA_TAB_VX_VOP3P_H
#define GS_ISA_TAB_VX_VOP3P_H

#include <string.h>

#include "isa/tab_valu.h"
#include "isa/tab_vx.h"

enum { F_VDST, F_SRC0, F_SRC1, F_SRC2 };

/* What a row is, as far as its encoding and text go. */
struct p3row {
	int mai;             /* gfx9 MFMA/SMFMAC: cbsz/abid/blgp, AGPR bits */
	int f64neg;          /* blgp field prints as neg:[..] */
	int mix;             /* v_fma_mix*: -x / |x| sources, op_sel_hi default 0 */
	int wmma;            /* WMMA/SWMMAC: three-entry modifier lists */
	int fmt;             /* matrix_a_fmt / matrix_b_fmt (f8f6f4 shapes) */
	int mfmt;            /* gfx950 MFMA f8f6f4: cbsz/blgp give A/B formats */
	int smfmac;          /* SMFMAC: src2 is the index VGPR, never an AGPR */
	int lit;             /* the layout takes a VOP3 literal (not gfx9) */
	int reuse;           /* matrix_a_reuse / matrix_b_reuse */
	int key;             /* index_key mask (0: none) */
	int fp16;            /* packed 16-bit float sources */
	unsigned int hi_def; /* op_sel_hi canonical value (bit i: source i) */
	unsigned int nsrc, nops;
	struct { int f; enum gs_isa_kind k; unsigned int width; } op[8];
	int opsel, opsel_hi, neg_lo, neg_hi, clamp;
};

static inline int has(const struct gs_isa_inst *r, const char *m)
{
	return gs_isa_has_modifier(r, m);
}

/* How source s takes numbers. */
static inline enum gsi_vx_type src_type(const struct p3row *p, const char *n, unsigned int s)
{
	if (p->mix)
		return strstr(n, "bf16") ? GSI_VX_TMIXBF : GSI_VX_TMIX;
	if (!strncmp(n, "v_pk_", 5) || (!strncmp(n, "v_dot2_", 7) && s < 2 && !strstr(n, "_i16") && !strstr(n, "_u16")))
		return strstr(n, "bf16") ? GSI_VX_TBF16 : strstr(n, "f16") ? GSI_VX_TF16 : GSI_VX_T32;
	return GSI_VX_T32;
}

static const char *const fmt_names[] = { "FP8", "BF8", "FP6", "BF6", "FP4" };

/* Registers of an f8f6f4 source in format f: gfx950 MFMA 8/6/4, gfx1250 WMMA 16/12/8. */
static inline unsigned int fmt_width(unsigned int f, unsigned int fp8)
{
	return f == 4 ? fp8 / 2 : f == 2 || f == 3 ? fp8 * 3 / 4 : fp8;  /* fp8/bf8 and undefined formats: fp8 */
}

/* ------------------------------------------------------------ DPP forms */

/*
 * VOP3P DPP (gfx11+, _e64_dpp: v_dot2_f32_f16/bf16, gfx12 v_dot4_f32_*8,
 * v_fma_mix*): the two VOP3P dwords with src0 = 0xFA (DPP16) or 0xE9/0xEA
 * (DPP8, fi) and the DPP dword after them, its source-modifier bits zero.
 * llvm-mc-22 takes src0 a VGPR, src1 a VGPR (gfx12 dot products: also an
 * SGPR or inline constant), src2 no literal.
 */
#define DPP16 0xFA
#define DPP8 0xE9
#define DPP8_FI 0xEA


/* gfx1100-gfx1103 take only a VGPR as src1 of a VOP3P DPP dot product;
 * RDNA3.5 (gfx1150-gfx1153) also an SGPR or inline constant, as gfx12 does
 * (llvm-mc-22). */
static inline int dpp_src1_vgpr_only(const struct gsi_tab_ctx *c)
{
	return c->layout == GSI_LAYOUT_GFX11 && strncmp(c->tname, "gfx115", 6) != 0;
}

/* Must source s be a VGPR in the DPP form (llvm-mc-22)?  gfx12 v_dot4_f32_*8:
 * every source (and neg_hi on src2 only). */
static inline int dpp_vgpr(const struct gsi_tab_ctx *c, const struct p3row *p, const char *n, unsigned int s)
{
	int dot4 = !strncmp(n, "v_dot4_", 7);

	return s == 0 || dot4 || (s == 1 && (dpp_src1_vgpr_only(c) || p->mix));
}

/* The DPP dword of src0 VGPR code v (256 + n) and controls q. */
static inline uint32_t dpp_word(const struct gsi_tab_ctx *c, unsigned int v, int dpp8, const struct gsi_valu_dpp *q)
{
	struct vop z;

	memset(&z, 0, sizeof(z));
	return gsi_valu_dpp_word(c, &z, v, dpp8, q);
}

/* What row r is (fields, modifiers, register kinds and widths). */
void gsi_vx_p3_analyse(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, struct p3row *p);

#endif /* GS_ISA_TAB_VX_VOP3P_H */
