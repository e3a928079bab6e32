/* SPDX-License-Identifier: MIT */
/*
 * What the VOPD/VOPD3 printer (tab_vx_vopd.c) and assembler
 * (asm/tab_vx_vopd_asm.c) share: the halves' shapes, gfx1250's VOPD3
 * opcodes and the pairing rules.  Not a public interface.
 */
#ifndef GS_ISA_TAB_VX_VOPD_H
#define GS_ISA_TAB_VX_VOPD_H

#include <string.h>

#include "isa/tab_vx.h"

/* One half: its row and operand values (vdst, src0, vsrc1; literal position). */
struct half {
	struct gs_isa_inst row;
	unsigned int vdst, src0, vsrc1;
	int has_vsrc1, k_pos;      /* k_pos: operand index of the K literal, -1 none */
	unsigned int nops;
};

static inline void shape(struct half *h)
{
	h->has_vsrc1 = 0;
	h->k_pos = -1;
	h->nops = h->row.nops;
	for (unsigned int i = 0; i < h->row.nops; i++) {
		struct gs_isa_operand o;

		if (gsi_isa_operand(&h->row, i, &o) != GS_OK)
			break;
		if (o.kind == GS_ISA_K_LITERAL)
			h->k_pos = (int)i;
		else if (gsi_starts(o.field, "vsrc"))  /* per half: no libc call */
			h->has_vsrc1 = 1;
	}
}

/* How src0 takes numbers: v_dual_dot2acc_f32_f16/bf16 read packed 16-bit halves. */
static inline enum gsi_vx_type src0_type(const struct gs_isa_inst *r)
{
	if (gsi_starts(r->mnemonic, "v_dual_dot2acc_"))
		return strstr(r->mnemonic, "bf16") ? GSI_VX_TBF16 : GSI_VX_TF16;
	return GSI_VX_T32;
}

/* Source codes no VOPD3 half takes (gfx1250; not swept with specials yet). */
static inline int bad_src3(unsigned int code)
{
	return code == 254 || (code >= 209 && code <= 239) || (code >= 249 && code <= 252);
}

/* Source codes no VOPD half takes (llvm-mc-22 takes src_shared_base ..
 * src_private_limit, src_lds_direct but on gfx1250, gfx1250's
 * src_flat_scratch_base_lo/hi). */
static inline int bad_src(const struct gsi_tab_ctx *c, unsigned int code)
{
	int g1250 = c->gfx1250;  /* (the context's: tidx is gfx1250's, no name lookup per source) */

	if ((code >= 235 && code <= 238) || (code == 254 && !g1250) || ((code == 230 || code == 231) && g1250))
		return 0;
	return bad_src3(code);
}

/* ------------------------------------------------------------------ VOPD3 */

/*
 * gfx1250 VOPD3 (96 bits, first byte 0xCF), which llvm-mc-22 uses when a pair
 * breaks the VOPD rules (dst parity, banks) or needs what only VOPD3 has
 * (neg, v_dual_fma_f32, f64 ops, cndmask's SGPR mask, bitop2).  Word 0:
 * srcx0[8:0], opy[17:12], opx[23:18]; word 1: srcy0[8:0], neg of X's
 * sources[11:9] and Y's[14:12], vsrcx1[23:16], vsrcx2[31:24]; word 2:
 * vdstx[7:0], vsrcy1[15:8], vsrcy2[23:16], vdsty[31:24].  vsrc2 holds
 * cndmask's lane mask (an SGPR code) and bitop2's bitop3.  The instruction
 * tables have no VOPD3 rows: the opcodes are llvm-mc-22's (its disassembler).
 */
enum { D3_X = 1, D3_Y = 2, D3_NEG = 4, D3_TIED = 8, D3_CND = 16, D3_BITOP = 32, D3_F64 = 64 };

struct d3op {
	unsigned char op, nsrc, flags;
	const char *name;
};

static const struct d3op d3ops[] = {
	{ 0, 2, D3_X | D3_Y | D3_NEG | D3_TIED, "v_dual_fmac_f32" },
	{ 3, 2, D3_X | D3_Y | D3_NEG, "v_dual_mul_f32" },
	{ 4, 2, D3_X | D3_Y | D3_NEG, "v_dual_add_f32" },
	{ 5, 2, D3_X | D3_Y | D3_NEG, "v_dual_sub_f32" },
	{ 6, 2, D3_X | D3_Y | D3_NEG, "v_dual_subrev_f32" },
	{ 7, 2, D3_X | D3_Y | D3_NEG, "v_dual_mul_dx9_zero_f32" },
	{ 8, 1, D3_X | D3_Y, "v_dual_mov_b32" },
	{ 9, 2, D3_X | D3_Y | D3_NEG | D3_CND, "v_dual_cndmask_b32" },
	{ 10, 2, D3_X | D3_Y | D3_NEG, "v_dual_max_num_f32" },
	{ 11, 2, D3_X | D3_Y | D3_NEG, "v_dual_min_num_f32" },
	{ 12, 2, D3_X | D3_Y | D3_NEG | D3_TIED, "v_dual_dot2acc_f32_f16" },
	{ 13, 2, D3_X | D3_Y | D3_NEG | D3_TIED, "v_dual_dot2acc_f32_bf16" },
	{ 16, 2, D3_X | D3_Y, "v_dual_add_nc_u32" },
	{ 17, 2, D3_X | D3_Y, "v_dual_lshlrev_b32" },
	{ 18, 2, D3_Y | D3_BITOP, "v_dual_bitop2_b32" },
	{ 19, 3, D3_X | D3_Y | D3_NEG, "v_dual_fma_f32" },
	{ 20, 2, D3_X | D3_Y, "v_dual_sub_nc_u32" },
	{ 21, 2, D3_X | D3_Y, "v_dual_lshrrev_b32" },
	{ 22, 2, D3_X | D3_Y, "v_dual_ashrrev_i32" },
	{ 23, 2, D3_Y, "v_dual_max_i32" },
	{ 24, 2, D3_Y, "v_dual_min_i32" },
	{ 32, 3, D3_X | D3_NEG | D3_F64, "v_dual_fma_f64" },
	{ 33, 2, D3_X | D3_NEG | D3_F64, "v_dual_add_f64" },
	{ 34, 2, D3_X | D3_NEG | D3_F64, "v_dual_mul_f64" },
	{ 35, 2, D3_X | D3_NEG | D3_F64, "v_dual_max_num_f64" },
	{ 36, 2, D3_X | D3_NEG | D3_F64, "v_dual_min_num_f64" },
};

/* One VOPD3 half: src[0] a 9-bit code, src[1]/src[2] VGPR numbers (src[2]:
 * cndmask's SGPR code, bitop2's bitop3); neg bit i for source i. */
struct h3 {
	const struct d3op *op;
	unsigned int vdst, src[3], neg;
	unsigned int col[4];       /* assembly: where each operand was written */
};

static inline unsigned int d3_width(const struct h3 *h)
{
	return h->op->flags & D3_F64 ? 2 : 1;
}

/* llvm-mc-22 on gfx1250 never assembles an X v_dual_dot2acc_f32_bf16 as VOPD. */
static inline int x_bf16(const struct h3 *h, unsigned int side)
{
	return side == D3_X && !strcmp(h->op->name, "v_dual_dot2acc_f32_bf16");
}

/* The VOPD3 pairing rules for halves x and y (tab_vx_vopd.c). */
int gsi_vx_d3_rules(const struct h3 *x, const struct h3 *y, int *side);
int gsi_vx_d3_as_vopd(const struct gsi_tab_ctx *c, const struct h3 *x, const struct h3 *y);

#endif /* GS_ISA_TAB_VX_VOPD_H */
