// SPDX-License-Identifier: MIT
/*
 * DPP and VOPD execution (gfx11, gfx12).  DPP permutes the lanes src0 is
 * read from; the permuted values then feed the instruction's usual VALU
 * semantics (exec.c).  A VOPD pair runs its X and Y halves with those
 * semantics too, both reading their sources before either writes.
 *
 * DPP16 (RDNA3/RDNA4 ISA guides, "DPP16"; LLVM's AMDGPUModifierSyntax):
 * lanes form rows of 16; lane l reads src0 from
 *   quad_perm:[a,b,c,d]  (l & ~3) + sel[l & 3]
 *   row_shl:n            l + n     (invalid past the row's end)
 *   row_shr:n            l - n     (invalid before the row's start)
 *   row_ror:n            row + (l - n) mod 16
 *   row_mirror           row + 15 - l % 16
 *   row_half_mirror      (l & ~7) + 7 - l % 8
 *   row_share:n          row + n
 *   row_xmask:n          row + (l % 16 ^ n)
 * A source lane is invalid when it lies outside the row or (FI = 0) is
 * inactive in EXEC; FI = 1 fetches inactive lanes anyway.  For an invalid
 * source, BOUND_CTRL = 1 reads 0, BOUND_CTRL = 0 leaves the lane unwritten.
 * ROW_MASK bit l / 16 and BANK_MASK bit (l / 4) % 4 clear disable the lane's
 * write (treated as EXEC clear for this instruction: a VOPC writes 0 there).
 * DPP8: lane l reads (l & ~7) + sel[l % 8]; an inactive source reads 0
 * unless FI = 1.  The row controls, ROW_MASK/BANK_MASK and BOUND_CTRL agree
 * with tinygrad's hardware-checked test/amd/hw/test_dpp.py (gfx11 wave64);
 * the FI and inactive-source rules are the guides' words, unchecked on silicon.
 * gfx9 (CDNA3/CDNA4, in->dpp EMU_DPP_GFX9) uses the same rules without FI
 * (an inactive source lane is invalid) plus its own controls (dpp16_lane);
 * row_newbcast:n (gfx90a+) is row_share's value and lane.
 */
#include <stdio.h>
#include <string.h>

#include "emu/decode.h"
#include "emu/emu.h"

static int dpp16_lane(unsigned int ctrl, unsigned int l)
{
	unsigned int row = l & ~15u, i = l & 15, n = ctrl & 15;

	if (ctrl <= 0xff)
		return (int)((l & ~3u) | ((ctrl >> (2 * (l & 3))) & 3));
	switch (ctrl >> 4) {
	case 0x10: return i + n < 16 ? (int)(l + n) : -1;     /* row_shl */
	case 0x11: return i >= n ? (int)(l - n) : -1;         /* row_shr */
	case 0x12: return (int)(row | ((i - n) & 15));         /* row_ror */
	case 0x15: return (int)(row | n);                      /* row_share */
	case 0x16: return (int)(row | (i ^ n));                /* row_xmask */
	}
	if (ctrl == 0x140)
		return (int)(row | (15 - i));                  /* row_mirror */
	if (ctrl == 0x141)
		return (int)((l & ~7u) | (7 - (l & 7)));       /* row_half_mirror */
	/* gfx9 only (wave64; the gfx11/gfx12 decoder refuses these values):
	 * wave_shl/rol/shr/ror:1 move by one lane across rows; row_bcast:15
	 * gives each row the previous row's lane 15, row_bcast:31 rows 2 and 3
	 * lane 31 (rows without such a source read an invalid lane) */
	switch (ctrl) {
	case 0x130: return l < 63 ? (int)(l + 1) : -1;         /* wave_shl:1 */
	case 0x134: return (int)((l + 1) & 63);                /* wave_rol:1 */
	case 0x138: return l ? (int)(l - 1) : -1;              /* wave_shr:1 */
	case 0x13c: return (int)((l - 1) & 63);                /* wave_ror:1 */
	case 0x142: return row ? (int)(row - 1) : -1;          /* row_bcast:15 */
	case 0x143: return l >= 32 ? 31 : -1;                  /* row_bcast:31 */
	}
	return -1;
}

int gsi_emu_dpp_src0(const struct wave *w, const struct gs_inst *in, uint64_t exec, uint32_t *v,
		     uint64_t *lanes, char *msg, size_t size)
{
	unsigned int r = in->src[0] - GS_OPR_VGPR0;
	/* a 16-bit src0 of VOP1/VOP2/VOPC: index bit 7 is true16's .h (gfx11;
	 * llvm-mc-22 encodes v2.h as 0x82), the value comes in the low half */
	int hi = in->enc != GS_ENC_VOP3 && in->dpp != EMU_DPP_GFX9 && gsi_opnd_bits(in->op->sem, 0) == 16 &&
		 in->src[0] >= GS_OPR_VGPR0 && r >= 128;

	if (hi)
		r -= 128;
	*lanes = 0;
	if (in->src[0] < GS_OPR_VGPR0 || r >= w->n_vgprs) {
		snprintf(msg, size, "DPP reads v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
			 r, w->n_vgprs);
		return 0;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		int s;

		v[l] = 0;
		if (!(exec >> l & 1))
			continue;
		if (in->dpp == 2) {
			s = (int)((l & ~7u) | ((in->dpp8_sel >> (3 * (l & 7))) & 7));
			v[l] = exec >> s & 1 || in->fi ? w->v[r][s] >> (hi ? 16 : 0) : 0;
			*lanes |= 1ull << l;
			continue;
		}
		if (!(in->row_mask >> (l / 16) & 1) || !(in->bank_mask >> ((l / 4) & 3) & 1))
			continue;
		s = dpp16_lane(in->dpp_ctrl, l);
		if (s >= 0 && (exec >> s & 1 || in->fi))
			v[l] = w->v[r][s] >> (hi ? 16 : 0);
		else if (!in->bound_ctrl)
			continue;
		*lanes |= 1ull << l;
	}
	return 1;
}

/* ---- VOPD ---- */

/* The VGPR a half reads in operand slot s as llvm numbers them (0 src0,
 * 1 src1, 2 src2: fmac's and dot2acc's accumulator vdst, fmamk's vsrc1);
 * -1 when it reads none there. */
static int slot_vgpr(const struct gs_vopd_half *h, int s)
{
	if (s == 0)
		return h->src0 >= GS_OPR_VGPR0 ? h->src0 - GS_OPR_VGPR0 : -1;
	if (s == 1)
		return h->has_vsrc1 && h->k_pos != 2 ? h->vsrc1 : -1;
	if (h->k_pos == 2)
		return h->vsrc1;
	return h->acc ? h->vdst : -1;
}

/*
 * The register rules dual issue needs, which llvm-mc-22's assembler enforces
 * (AMDGPUAsmParser's VOPD validation; the same rules as asm/tab_vx_vopd.c)
 * but hand-written bytes can break:
 *  - X and Y read their src0 and src1 VGPRs from different banks (register
 *    number mod 4), src2 from different banks mod 2 ("srcN operands must
 *    use different VGPR banks"); gfx12 exempts the src0 of two v_dual_mov_b32;
 *  - at most 2 scalar values over both halves: distinct SGPRs, the literal
 *    and v_dual_cndmask's vcc_lo ("violates constant bus restrictions").
 * vdstX and vdstY one even and one odd holds by construction: the encoding
 * stores vdstY's bit 0 as the inverse of vdstX's.  And one rule llvm-mc-22
 * does not check: on gfx12, X must not write a VGPR that Y reads (RDNA4 ISA
 * section 7.8: "The OPX instruction must not overwrite sources of the OPY
 * instruction but the OPY instruction may overwrite the sources of the OPX
 * instruction without creating a hazard"); RDNA3's section 7.6 instead
 * says the halves run at the same time and a read gets the old value, so
 * gfx11 allows it.  LLVM's code generator never pairs them on either
 * (GCNVOPDUtils.cpp: "Cannot pair dependent instructions").
 */
int gsi_emu_vopd_check(const struct emu *e, const struct emu_fetch *f, char *msg, size_t size)
{
	const struct gs_vopd_half *x = &f->vopd[0], *y = &f->vopd[1];
	int movs = x->mov && y->mov;
	unsigned int sgpr[2], ns = 0, lit = 0, vcc;

	for (int s = 0; s < 3; s++) {
		int rx = slot_vgpr(x, s), ry = slot_vgpr(y, s), nb = s == 2 ? 2 : 4;

		if (rx < 0 || ry < 0 || (s == 0 && movs && e->target->gen == GS_GEN_GFX12))
			continue;
		if (rx % nb == ry % nb) {
			snprintf(msg, size,
				 "VOPD pair breaks the dual-issue register rules: src%d operands v%d (X) and v%d (Y) are in the same VGPR bank (register number mod %d); llvm-mc rejects this (\"src%d operands must use different VGPR banks\")",
				 s, rx, ry, nb, s);
			return 1;
		}
	}
	for (int s = 0; s < 3 && e->target->gen == GS_GEN_GFX12; s++) {
		int ry = slot_vgpr(y, s);

		if (ry == x->vdst) {
			snprintf(msg, size,
				 "VOPD pair breaks RDNA4's dual-issue independence rule: X (%s) writes v%d, which Y (%s) reads as %s; the RDNA4 ISA (section 7.8) says X must not overwrite sources of Y (Y may overwrite X's), so silicon's result is undefined (llvm-mc-22 accepts the pair; LLVM never forms it)",
				 x->name, ry, y->name, s == 0 ? "src0" : s == 1 ? "vsrc1" : "src2");
			return 1;
		}
	}
	vcc = f->in[0].op->sig == GS_SIG_CNDMASK || f->in[1].op->sig == GS_SIG_CNDMASK;
	for (int i = 0; i < 2; i++) {
		const struct gs_vopd_half *h = i ? y : x;

		if (h->src0 == GS_OPR_LITERAL || h->k_pos >= 0)
			lit = 1;
		if (h->src0 < GS_OPR_NULL && !(ns && sgpr[0] == h->src0))
			sgpr[ns++] = h->src0;
	}
	if (ns + lit + vcc > 2) {
		snprintf(msg, size,
			 "VOPD pair breaks the dual-issue register rules: it reads %u scalar values (%u SGPRs%s%s) but dual issue allows 2; llvm-mc rejects this (\"invalid operand (violates constant bus restrictions)\")",
			 ns + lit + vcc, ns, lit ? ", a literal" : "", vcc ? ", vcc_lo" : "");
		return 1;
	}
	return 0;
}

static double bf16_in(uint16_t h)
{
	uint32_t b = (uint32_t)h << 16;
	float f;

	memcpy(&f, &b, 4);
	return f;
}

/* v_dual_dot2acc_f32_f16/bf16 (D += S0.lo * S1.lo + S0.hi * S1.hi, one
 * rounding: the products are exact in double) and v_dual_mul_dx9_zero_f32
 * (0 when either factor is 0, else the product), per the ISA guides'
 * pseudocode. */
static int special(struct wave *w, const struct gs_inst *in, unsigned int kind, char *msg, size_t size)
{
	uint64_t exec = w->s[GS_OPR_EXEC_LO];
	unsigned int s0 = in->src[0], s1 = in->src[1] - GS_OPR_VGPR0;

	if (in->vdst >= w->n_vgprs || s1 >= w->n_vgprs ||
	    (s0 >= GS_OPR_VGPR0 && s0 - GS_OPR_VGPR0 >= w->n_vgprs)) {
		snprintf(msg, size, "reads or writes a VGPR beyond the %u the kernel allocates (raise .amdhsa_next_free_vgpr)",
			 w->n_vgprs);
		return GS_ERR_FAULT;
	}
	if (kind != GS_VOPD_MUL_DX9 && s0 >= 128 && s0 < GS_OPR_VGPR0) {
		snprintf(msg, size, "v_dual_dot2acc with a constant or literal src0 is not emulated; use a register");
		return GS_ERR_UNSUPPORTED;
	}
	for (unsigned int l = 0; l < 32; l++) {
		uint32_t a, b = w->v[s1][l];

		if (!(exec >> l & 1))
			continue;
		if (s0 >= GS_OPR_VGPR0)
			a = w->v[s0 - GS_OPR_VGPR0][l];
		else if (s0 < 128)
			a = s0 == GS_OPR_NULL ? 0 : w->s[s0];
		else if (s0 <= 192)
			a = s0 - 128;
		else if (s0 <= 208)
			a = (uint32_t)(192 - (int)s0);
		else if (s0 >= 240 && s0 <= 248)
			a = gsi_inline_f32[s0 - 240];
		else
			a = in->literal;
		if (kind == GS_VOPD_MUL_DX9) {
			float fa = gsi_emu_f32_in(w, a), fb = gsi_emu_f32_in(w, b);

			w->v[in->vdst][l] = gsi_emu_f32_out(w, fa == 0.0f || fb == 0.0f ? 0.0f : fa * fb);
		} else {
			int bf = kind == GS_VOPD_DOT2ACC_BF16;
			double lo = bf ? bf16_in((uint16_t)a) * bf16_in((uint16_t)b)
				       : gsi_f16_to_double((uint16_t)a) * gsi_f16_to_double((uint16_t)b);
			double hi = bf ? bf16_in((uint16_t)(a >> 16)) * bf16_in((uint16_t)(b >> 16))
				       : gsi_f16_to_double((uint16_t)(a >> 16)) * gsi_f16_to_double((uint16_t)(b >> 16));

			w->v[in->vdst][l] = gsi_emu_f32_out(w, (float)(lo + hi + (double)gsi_emu_f32_in(w, w->v[in->vdst][l])));
		}
	}
	return 0;
}

int gsi_emu_vopd(struct emu *e, struct wave *w, const struct emu_fetch *f, gsi_emu_half_fn run, void *ctx,
		 char *msg, size_t size)
{
	uint32_t old[EMU_MAX_LANES], xres[EMU_MAX_LANES];
	unsigned int vx = f->in[0].vdst;
	int keep = vx < w->n_vgprs, st;

	if (e->check && gsi_emu_vopd_check(e, f, msg, size))
		return GS_ERR_HAZARD;
	/* Y must not see X's result: X's destination goes back to its old
	 * value while Y runs (vdstY != vdstX, so X never sees Y's) */
	if (keep)
		memcpy(old, w->v[vx], sizeof(old));
	for (int i = 0; i < 2; i++) {
		if (f->vopd[i].special)
			st = special(w, &f->in[i], f->vopd[i].special, msg, size);
		else
			st = run(ctx, &f->in[i]) ? 0 : 1;
		if (st)
			return st;
		if (i == 0 && keep) {
			memcpy(xres, w->v[vx], sizeof(xres));
			memcpy(w->v[vx], old, sizeof(old));
		}
	}
	if (keep)
		memcpy(w->v[vx], xres, sizeof(xres));
	return 0;
}
