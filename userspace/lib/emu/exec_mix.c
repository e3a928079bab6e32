// SPDX-License-Identifier: MIT
/*
 * gfx11/gfx12 instructions the hand-shaped tables lack, run as ones the
 * emulator has (emu/decode.c asks here when the hand-shaped decoder refuses
 * bytes the table-driven layer names; their text is the table layer's):
 *
 * - v_fma_mix_f32, v_fma_mixlo_f16, v_fma_mixhi_f16 (VOP3P): exec_float.c's
 *   mix semantics (shared with gfx9): source i is f32, or with OPSEL_HI[i]
 *   the f16 half OPSEL[i] picks (converted exactly); NEG_LO negates and
 *   NEG_HI takes the absolute value; one fused rounding; clamp; mixlo /
 *   mixhi write the low / high half of the VGPR and keep the other (RDNA3
 *   and RDNA4 ISA guides, V_FMA_MIX*; llvm's default op_sel_hi:[0,0,0],
 *   which the hand-shaped VOP3P tables do not model, is why they are here).
 * - v_fmaak_f16 (D = S0 * S1 + K) and v_fmamk_f16 (D = S0 * K + S1), VOP2
 *   with a 16-bit K in the dword after: v_fma_f16 (VOP3) with K as its
 *   literal; gfx11's true16 halves (VGPR index bit 7: v1.h) become OPSEL.
 * - gfx11 v_mov_b16 (e32/e64) as v_or_b16 D, S0, 0, and v_swap_b16 (D and
 *   S0 trade the 16-bit halves they name) through exec_lane.c's swap.
 */
#include <string.h>

#include "emu/emu.h"

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* Operations of the semantic table's ids for gfx9's mix lines, which the
 * gfx11/gfx12 tables have no row for. */
static const struct gs_isa_op mix_ops[] = {
	{ "v_fma_mix_f32", GS_ENC_VOP3P, 0, 0xffff, GS_SEM_V_FMA_MIX_F32, GS_SIG_VOP3P3, 1, 1 },
	{ "v_fma_mixlo_f16", GS_ENC_VOP3P, 0, 0xffff, GS_SEM_V_FMA_MIXLO_F16, GS_SIG_VOP3P3, 1, 1 },
	{ "v_fma_mixhi_f16", GS_ENC_VOP3P, 0, 0xffff, GS_SEM_V_FMA_MIXHI_F16, GS_SIG_VOP3P3, 1, 1 },
};

/* emu_row.arg of the rows gsi_emu_mix_row takes */
enum { MIX_FMA_MIX, MIX_FMAAK16, MIX_FMAMK16, MIX_MOV16, MIX_SWAP16 };

static unsigned int mix(const uint8_t *p, size_t avail, const struct gs_isa_op *op, struct gs_inst *in)
{
	uint32_t w0, w1;

	if (!op || avail < 8)
		return 0;
	w0 = get32(p);
	w1 = get32(p + 4);
	memset(in, 0, sizeof(*in));
	in->op = op;
	in->enc = GS_ENC_VOP3P;
	in->size = 8;
	in->vdst = (uint16_t)(w0 & 0xff);
	in->neg_hi = (uint8_t)(w0 >> 8 & 7);
	in->opsel = (uint8_t)(w0 >> 11 & 7);
	in->opsel_hi = (uint8_t)((w0 >> 14 & 1) << 2 | (w1 >> 27 & 3));
	in->clamp = (uint8_t)(w0 >> 15 & 1);
	in->src[0] = (uint16_t)(w1 & 0x1ff);
	in->src[1] = (uint16_t)(w1 >> 9 & 0x1ff);
	in->src[2] = (uint16_t)(w1 >> 18 & 0x1ff);
	in->neg = (uint8_t)(w1 >> 29 & 7);
	for (unsigned int i = 0; i < 3; i++)
		if (in->src[i] == GS_OPR_LITERAL)
			return 0;  /* llvm-mc-22 takes none; the table layer named the bytes anyway */
	return 8;
}

/* A 16-bit VGPR operand of a 32-bit encoding: its register and, on gfx11,
 * the high half (index bit 7); gfx12 has no such halves (llvm-mc-22 calls
 * those encodings invalid): -1. */
static int half(enum gs_gen gen, unsigned int *v)
{
	if (*v < 128)
		return 0;
	if (gen != GS_GEN_GFX11)
		return -1;
	*v -= 128;
	return 1;
}

static unsigned int fmak16(const struct gs_isa *isa, const uint8_t *p, size_t avail, int ak,
			   const struct gs_isa_op *fma, struct gs_inst *in)
{
	int h0 = 0, h1, hd;
	unsigned int s0, v1, vd;
	uint32_t w0;

	if (!fma || avail < 8)
		return 0;
	w0 = get32(p);
	s0 = w0 & 0x1ff;
	v1 = w0 >> 9 & 0xff;
	vd = w0 >> 17 & 0xff;
	if (s0 == GS_OPR_LITERAL)
		return 0;  /* K is the only literal */
	if (s0 >= GS_OPR_VGPR0) {
		s0 -= GS_OPR_VGPR0;
		h0 = half(isa->gen, &s0);
		s0 += GS_OPR_VGPR0;
	}
	h1 = half(isa->gen, &v1);
	hd = half(isa->gen, &vd);
	if (h0 < 0 || h1 < 0 || hd < 0)
		return 0;
	memset(in, 0, sizeof(*in));
	in->op = fma;
	in->enc = GS_ENC_VOP3;
	in->size = 8;
	in->vdst = (uint16_t)vd;
	in->src[0] = (uint16_t)s0;
	in->src[ak ? 1 : 2] = (uint16_t)(GS_OPR_VGPR0 + v1);
	in->src[ak ? 2 : 1] = GS_OPR_LITERAL;
	in->literal = get32(p + 4) & 0xffff;
	in->has_literal = 1;
	in->opsel = (uint8_t)(h0 | h1 << (ak ? 1 : 2) | hd << 3);
	return 8;
}

/* The VOP3 fields of a 16-bit move: no modifiers but OPSEL (llvm-mc-22's
 * v_mov_b16_e64 has op_sel only). */
static int vop3_move(uint32_t w0, uint32_t w1, unsigned int *vd, unsigned int *s0, unsigned int *sel)
{
	if ((w0 >> 8 & 7) || (w0 >> 15 & 1) || (w1 >> 27))
		return 0;
	*vd = w0 & 0xff;
	*s0 = w1 & 0x1ff;
	*sel = w0 >> 11 & 0xf;
	return !(*sel & 6);
}

/* gfx11 (true16 only in llvm-mc-22; gfx12 lacks both): v_mov_b16 runs as
 * v_or_b16 with 0, v_swap_b16 as mix_swap16 (exec_lane.c swaps the halves
 * OPSEL[0] (src0) and OPSEL[3] (vdst) name). */
static const struct gs_isa_op mix_swap16 = { "v_swap_b16", GS_ENC_VOP1, 0, 0xffff, GS_SEM_V_SWAP_B32, GS_SIG_VOP1, 1, 1 };

const struct gs_isa_op *gsi_emu_mix_ops(unsigned int *n)
{
	*n = sizeof(mix_ops) / sizeof(mix_ops[0]);
	return mix_ops;
}

const struct gs_isa_op *gsi_emu_swap16_op(void)
{
	return &mix_swap16;
}

static unsigned int move16(const struct gs_isa *isa, const uint8_t *p, size_t avail, int mov,
			   const struct gs_isa_op *op, struct gs_inst *in)
{
	int swap = !mov;
	unsigned int vd, s0, sel = 0, size = 4;
	uint32_t w0;

	if (!op || isa->gen != GS_GEN_GFX11 || avail < 4)
		return 0;
	w0 = get32(p);
	if (w0 >> 26 == 0x35) {  /* VOP3 */
		if (!mov || avail < 8 || !vop3_move(w0, get32(p + 4), &vd, &s0, &sel))
			return 0;
		size = 8;
	} else {
		int h;

		vd = w0 >> 17 & 0xff;
		s0 = w0 & 0x1ff;
		sel = (unsigned int)half(isa->gen, &vd) << 3;
		if (s0 >= GS_OPR_VGPR0) {
			s0 -= GS_OPR_VGPR0;
			h = half(isa->gen, &s0);
			s0 += GS_OPR_VGPR0;
			sel |= (unsigned int)h;
		}
	}
	if (swap && s0 < GS_OPR_VGPR0)
		return 0;
	memset(in, 0, sizeof(*in));
	in->op = op;
	in->enc = mov ? GS_ENC_VOP3 : GS_ENC_VOP1;
	in->size = size;
	in->vdst = (uint16_t)vd;
	in->src[0] = (uint16_t)s0;
	in->src[1] = 128;  /* v_or_b16's 0 */
	in->opsel = (uint8_t)sel;
	if (s0 == GS_OPR_LITERAL) {
		if (avail < size + 4)
			return 0;
		in->literal = get32(p + size) & 0xffff;
		in->has_literal = 1;
		size += 4;
		in->size = size;
	}
	return size;
}

int gsi_emu_mix_row(const struct gs_isa *isa, const char *name, struct emu_row *r)
{
	r->kind = EMU_ROW_MIX;
	for (size_t i = 0; i < sizeof(mix_ops) / sizeof(mix_ops[0]); i++)
		if (!strcmp(name, mix_ops[i].name)) {
			r->arg = MIX_FMA_MIX;
			r->op = &mix_ops[i];
			return 1;
		}
	if (!strcmp(name, "v_fmaak_f16") || !strcmp(name, "v_fmamk_f16")) {
		r->arg = name[5] == 'a' ? MIX_FMAAK16 : MIX_FMAMK16;
		r->op = gsi_isa_by_name(isa, "v_fma_f16");
	} else if (!strcmp(name, "v_mov_b16")) {
		r->arg = MIX_MOV16;
		r->op = gsi_isa_by_name(isa, "v_or_b16");
	} else if (!strcmp(name, "v_swap_b16")) {
		r->arg = MIX_SWAP16;
		r->op = &mix_swap16;
	} else {
		r->kind = EMU_ROW_NONE;
		return 0;
	}
	return 1;
}

unsigned int gsi_emu_mix_fetch(const struct gs_isa *isa, const uint8_t *p, size_t avail, const struct emu_row *r,
			       struct gs_inst *in)
{
	if (!isa || (isa->gen != GS_GEN_GFX11 && isa->gen != GS_GEN_GFX12) || r->kind != EMU_ROW_MIX || !r->op)
		return 0;
	switch (r->arg) {
	case MIX_FMA_MIX:
		return mix(p, avail, r->op, in);
	case MIX_FMAAK16:
	case MIX_FMAMK16:
		return fmak16(isa, p, avail, r->arg == MIX_FMAAK16, r->op, in);
	default:
		return move16(isa, p, avail, r->arg == MIX_MOV16, r->op, in);
	}
}
