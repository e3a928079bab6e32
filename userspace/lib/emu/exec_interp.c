// SPDX-License-Identifier: MIT
/*
 * gfx11/gfx12 VINTERP: parameter interpolation as VALU math with fixed
 * cross-lane reads inside each quad (RDNA3 ISA guide section 16.13 and
 * 12.3, "VALU Parameter Interpolation"; the RDNA4 guide keeps the
 * instructions and encoding; llvm-mc-22 encodes them alike for gfx1100
 * and gfx1201).  With qb the lane's quad base (lane & ~3):
 *
 *   v_interp_p10_f32      D = fma(S0[qb + 1], S1, S2[qb])
 *   v_interp_p2_f32       D = fma(S0[qb + 2], S1, S2)
 *   v_interp_p10_f16_f32  D.f32 = f32(S0[qb + 1].f16) * S1.f32 + f32(S2[qb].f16)
 *   v_interp_p2_f16_f32   D.f16 = f16(f32(S0[qb + 2].f16) * S1.f32 + S2.f32)
 *   *_rtz_*               the same, rounding toward zero
 *
 * (the guide's pseudocode writes "lane.i % 4 + 1", its notes the fixed
 * DPP8 selects {1,1,1,1,5,5,5,5}, {0,0,0,0,4,4,4,4}, {2,...,6,...}: the quad's
 * lanes, as done here).  The implicit DPP acts as "fetch invalid = 1": the
 * quad's lanes are read whether EXEC has them or not; EXEC lanes are
 * written.  Fields (VINTERP, 64 bits): VDST [7:0], WAIT_EXP [10:8] (wait
 * for EXPcnt <= N before issue: exec.c waits, as s_waitcnt expcnt would),
 * OPSEL [14:11] (src0, src1, src2, dst: the high half of a 16-bit operand;
 * the guide: "must be zero for any other operands/results", so OPSEL on a
 * 32-bit operand is refused though llvm-mc-22 accepts it), CLMP [15], OP
 * [22:16], SRC0/1/2 [40:32]/[49:41]/[58:50] (VGPRs only: llvm-mc-22
 * rejects SGPRs and constants; refused), NEG [63:61] (per source; for a
 * 16-bit source its half's sign).  The result of p2_f16 goes to the half
 * OPSEL[3] names and the other half is kept.
 *
 * The RDNA4 guide's pseudocode (16.13) writes every form with fma(), the
 * f16 ones as fma(32'F(S0.f16), S1.f32, ...), and p2_f16 as
 * 16'F(fma(...)): an f32 rounding, then the f16 one, as done here.
 * Assumed (Documentation/emulator.rst, "VINTERP"): the non-RTZ forms round
 * per MODE.FP_ROUND (the f32 step per its 32-bit field, the f16 result per
 * the 16/64-bit field) and inputs/outputs follow MODE.FP_DENORM like other
 * VALU; the guides say only that they "do not detect or report exceptions".
 */
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "emu/exec_interp.h"

enum { P10_F32, P2_F32, P10_F16, P2_F16, P10_RTZ_F16, P2_RTZ_F16 };

/* sem v_fma_f32: the hazard checker reads three 32-bit sources and one
 * destination VGPR; exec.c routes these ops here by address */
static const struct gs_isa_op interp_ops[6] = {
	{ "v_interp_p10_f32", GS_ENC_VOP3, 0, 0xffff, GS_SEM_V_FMA_F32, GS_SIG_VOP3S3, 1, 1 },
	{ "v_interp_p2_f32", GS_ENC_VOP3, 1, 0xffff, GS_SEM_V_FMA_F32, GS_SIG_VOP3S3, 1, 1 },
	{ "v_interp_p10_f16_f32", GS_ENC_VOP3, 2, 0xffff, GS_SEM_V_FMA_F32, GS_SIG_VOP3S3, 1, 1 },
	{ "v_interp_p2_f16_f32", GS_ENC_VOP3, 3, 0xffff, GS_SEM_V_FMA_F32, GS_SIG_VOP3S3, 1, 1 },
	{ "v_interp_p10_rtz_f16_f32", GS_ENC_VOP3, 4, 0xffff, GS_SEM_V_FMA_F32, GS_SIG_VOP3S3, 1, 1 },
	{ "v_interp_p2_rtz_f16_f32", GS_ENC_VOP3, 5, 0xffff, GS_SEM_V_FMA_F32, GS_SIG_VOP3S3, 1, 1 },
};

/* OPSEL bits each form allows: its 16-bit operands (src0, src1, src2, dst) */
static const uint8_t opsel_ok[6] = { 0, 0, 0x5, 0x9, 0x5, 0x9 };

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

const struct gs_isa_op *gsi_emu_interp_ops(unsigned int *n)
{
	*n = 6;
	return interp_ops;
}

int gsi_emu_interp_op(const struct gs_isa_op *op)
{
	return op >= interp_ops && op < interp_ops + 6;
}

int gsi_emu_interp_index(const char *name)
{
	for (int k = 0; k < 6; k++)
		if (!strcmp(name, interp_ops[k].name))
			return k;
	return -1;
}

unsigned int gsi_emu_interp_fetch(const struct gs_isa *isa, const uint8_t *p, size_t avail, unsigned int k,
				  struct gs_inst *in, const char **why)
{
	static const char *const opsel_why[6] = {
		NULL, NULL,
		"v_interp_p10_f16_f32 with op_sel on src1 (the f32 I/J coordinate) or the f32 destination: the RDNA3 guide says OPSEL must be zero for 32-bit operands and results and gives no behaviour for it (llvm-mc-22 accepts it); not emulated",
		"v_interp_p2_f16_f32 with op_sel on src1 (the f32 I/J coordinate) or src2 (the f32 partial result): the RDNA3 guide says OPSEL must be zero for 32-bit operands and gives no behaviour for it (llvm-mc-22 accepts it); not emulated",
		"v_interp_p10_rtz_f16_f32 with op_sel on src1 (the f32 I/J coordinate) or the f32 destination: the RDNA3 guide says OPSEL must be zero for 32-bit operands and results and gives no behaviour for it (llvm-mc-22 accepts it); not emulated",
		"v_interp_p2_rtz_f16_f32 with op_sel on src1 (the f32 I/J coordinate) or src2 (the f32 partial result): the RDNA3 guide says OPSEL must be zero for 32-bit operands and gives no behaviour for it (llvm-mc-22 accepts it); not emulated",
	};
	const struct gs_isa_op *op;
	uint32_t w0, w1;

	if (!isa || (isa->gen != GS_GEN_GFX11 && isa->gen != GS_GEN_GFX12) || avail < 8 || k >= 6)
		return 0;
	op = &interp_ops[k];
	w0 = get32(p);
	w1 = get32(p + 4);
	if ((w0 >> 16 & 0x7f) != k)  /* the table layer named it: OP agrees */
		return 0;
	memset(in, 0, sizeof(*in));
	in->op = op;
	in->enc = GS_ENC_VOP3;
	in->size = 8;
	in->vdst = (uint16_t)(w0 & 0xff);
	in->imm = (int32_t)(w0 >> 8 & 7);  /* WAIT_EXP */
	in->opsel = (uint8_t)(w0 >> 11 & 0xf);
	in->clamp = (uint8_t)(w0 >> 15 & 1);
	in->src[0] = (uint16_t)(w1 & 0x1ff);
	in->src[1] = (uint16_t)(w1 >> 9 & 0x1ff);
	in->src[2] = (uint16_t)(w1 >> 18 & 0x1ff);
	in->neg = (uint8_t)(w1 >> 29 & 7);
	for (unsigned int i = 0; i < 3; i++)
		if (in->src[i] < GS_OPR_VGPR0) {
			*why = "a VINTERP source that is not a VGPR (the RDNA3 guide: \"VGPR 0-255\"; llvm-mc-22 calls it an invalid register): not emulated";
			return 0;
		}
	if (in->opsel & ~opsel_ok[k]) {
		*why = opsel_why[k] ? opsel_why[k]
			: "VINTERP f32 interpolation with op_sel set (llvm-mc-22 takes no op_sel on v_interp_p10_f32/v_interp_p2_f32; the RDNA3 guide says OPSEL must be zero for 32-bit operands): not emulated";
		return 0;
	}
	return 8;
}

/* ---- execution ---- */

/* An f16 operand's bits under MODE.FP_DENORM's 16/64-bit field (0 and 2
 * flush input denormals), as a float (exact). */
static float h_in(const struct wave *w, uint16_t h)
{
	if ((w->denorm16_64 == 0 || w->denorm16_64 == 2) && !(h & 0x7c00))
		h &= 0x8000;
	return (float)gsi_f16_to_double(h);
}

/* f32 -> f16 in rounding mode r (0 nearest even, 1 +inf, 2 -inf, 3 toward
 * zero): the nearest-even code, moved one step when on the wrong side. */
static uint16_t h_round(float f, unsigned int r)
{
	uint16_t h = gsi_f16_from_double((double)f);
	double back = gsi_f16_to_double(h), x = (double)f;

	if (!r || isnan(x) || back == x)
		return h;
	if (r == 1 && back < x)
		h = h == 0x8000 ? 0x0001 : (h & 0x8000) ? h - 1 : h + 1;
	else if (r == 2 && back > x)
		h = h == 0x0000 ? 0x8001 : (h & 0x8000) ? h + 1 : h - 1;
	else if (r == 3 && fabs(back) > fabs(x))
		h = h - 1;
	return h;
}

static float clamp01(float r)
{
	return isnan(r) ? 0.0f : r < 0.0f ? 0.0f : r > 1.0f ? 1.0f : r;
}

int gsi_emu_interp(struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg, size_t size)
{
	unsigned int k = (unsigned int)(in->op - interp_ops), s[3];
	int f16 = k >= P10_F16, p2 = k == P2_F32 || k == P2_F16 || k == P2_RTZ_F16;
	int rtz = k == P10_RTZ_F16 || k == P2_RTZ_F16;
	/* source lanes: S0 at qb + 1 (p10) or qb + 2 (p2); S2 at qb (p10) or the lane */
	unsigned int s0_at = p2 ? 2 : 1;
	uint32_t out[64];
	float rv[64];
	int prev;

	for (unsigned int i = 0; i < 3; i++) {
		s[i] = in->src[i] - GS_OPR_VGPR0;
		if (s[i] >= w->n_vgprs) {
			snprintf(msg, size, "%s reads v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
				 in->op->name, s[i], w->n_vgprs);
			return GS_ERR_FAULT;
		}
	}
	if (in->vdst >= w->n_vgprs) {
		snprintf(msg, size, "%s writes v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
			 in->op->name, in->vdst, w->n_vgprs);
		return GS_ERR_FAULT;
	}
	/* all lanes read before any is written (D may be a source) */
	prev = fegetround();
	if (rtz)
		fesetround(FE_TOWARDZERO);
	else {
		static const int fe[4] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };

		fesetround(fe[w->round32 & 3]);
	}
	for (unsigned int l = 0; l < w->lanes && l < 64; l++) {
		unsigned int qb = l & ~3u;
		uint32_t a = w->v[s[0]][qb + s0_at], b = w->v[s[1]][l], c = w->v[s[2]][p2 ? l : qb];
		float x, y, z, r;

		if (!(exec >> l & 1))
			continue;
		if (in->neg & 2)
			b ^= 0x80000000u;
		y = gsi_emu_f32_in(w, b);
		if (f16) {  /* S0 (and p10's S2) are halves; NEG flips the half's sign */
			uint16_t ha = (uint16_t)(in->opsel & 1 ? a >> 16 : a);

			x = h_in(w, (uint16_t)(ha ^ (in->neg & 1 ? 0x8000 : 0)));
		} else
			x = gsi_emu_f32_in(w, a ^ (in->neg & 1 ? 0x80000000u : 0));
		if (f16 && !p2) {
			uint16_t hc = (uint16_t)(in->opsel & 4 ? c >> 16 : c);

			z = h_in(w, (uint16_t)(hc ^ (in->neg & 4 ? 0x8000 : 0)));
		} else
			z = gsi_emu_f32_in(w, c ^ (in->neg & 4 ? 0x80000000u : 0));
		r = fmaf(x, y, z);
		rv[l] = in->clamp ? clamp01(r) : r;
	}
	fesetround(prev);  /* the f16 rounding below is exact integer work on the host's default mode */
	for (unsigned int l = 0; l < w->lanes && l < 64; l++) {
		if (!(exec >> l & 1))
			continue;
		if (f16 && p2) {  /* to f16, into the half OPSEL[3] names */
			uint16_t h = h_round(rv[l], rtz ? 3 : w->round16_64);
			uint32_t d = w->v[in->vdst][l];

			if ((w->denorm16_64 == 0 || w->denorm16_64 == 1) && !(h & 0x7c00))
				h &= 0x8000;
			out[l] = in->opsel & 8 ? (d & 0xffffu) | (uint32_t)h << 16 : (d & 0xffff0000u) | h;
		} else
			out[l] = gsi_emu_f32_out(w, rv[l]);
	}
	for (unsigned int l = 0; l < w->lanes && l < 64; l++)
		if (exec >> l & 1)
			w->v[in->vdst][l] = out[l];
	return GS_OK;
}
