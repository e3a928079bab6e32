// SPDX-License-Identifier: MIT
/*
 * SMFMAC (sparse MFMA) of CDNA3 (gfx942) and CDNA4 (gfx950), wave64:
 * D += A x B with A 4:2 structured-sparse: of every 4 consecutive K of a row
 * of A, 2 are stored and a 2-bit index each says which.  Src2 holds the
 * indices (an ArchVGPR), D is also the accumulator C.
 *
 * Layout (AMD's matrix instruction calculator, table "cdna3", and its
 * README "Example of Printing Compression Index Information"; facts,
 * written anew here).  M = N, one block; G = 64 / M lane groups along K,
 * P = K / G consecutive K per lane:
 *   B[k][j]: lane j + M floor(k / P), element k % P (the dense MFMA rule,
 *     gsi_mfma_ab_pos);
 *   A: row i, K group of lane i + M g' holds K P g' .. P g' + P - 1, as
 *     P / 4 groups of 4; group h keeps 2 elements, stored elements 2h and
 *     2h + 1 of the lane (in bit order: A holds P / 2 elements);
 *   index: in the same lane, group h's 4 bits at bit 4h of a P-bit segment
 *     of the Src2 VGPR, the low 2 bits for stored element 2h, the high 2
 *     for 2h + 1.  CBSZ = 0: ABID picks the segment (16-bit inputs: 8-bit
 *     segments, ABID 0..3; 8-bit inputs: 16-bit, ABID 0..1); CBSZ != 0:
 *     ABID is ignored, segment 0;
 *   D: the dense MFMA C/D rule (gsi_mfma_cd_pos).
 * The gfx950-only shapes (16x16x64 / 32x32x32 f16/bf16, 16x16x128 /
 * 32x32x64 i8/fp8/bf8: K doubled, A and B twice the registers) are not in
 * the calculator: the same rule is assumed (P = 16 or 32, so a 16-bit
 * index segment, or the whole VGPR for 8-bit inputs), not confirmed.
 * BLGP has no defined meaning (the calculator: not supported): refused.
 * Only stored elements multiply (a skipped zero times an infinite B adds
 * nothing); two stored elements of a group naming the same position both
 * add.
 * Arithmetic as the dense MFMA (mfma.c): products exact, added in double in
 * k order starting from D, rounded once to f32; i8 sums exact, i32 wraps.
 * fp8/bf8: FNUZ on gfx942, OCP on gfx950.
 */
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/mfma.h"
#include "emu/op_fact.h"

#define L GS_MFMA_LANES

#define S(nm, m_, k_, a, b, o, g950) \
	{ .name = nm, .m = m_, .n = m_, .k = k_, .blocks = 1, .in = GS_MFMA_##a, .out = GS_MFMA_##o, \
	  .in_b = GS_MFMA_##b, .gfx950 = g950 }

static const struct gs_mfma_shape shapes[] = {
	S("v_smfmac_f32_16x16x32_f16", 16, 32, F16, F16, F32, 0),
	S("v_smfmac_f32_32x32x16_f16", 32, 16, F16, F16, F32, 0),
	S("v_smfmac_f32_16x16x32_bf16", 16, 32, BF16, BF16, F32, 0),
	S("v_smfmac_f32_32x32x16_bf16", 32, 16, BF16, BF16, F32, 0),
	S("v_smfmac_i32_16x16x64_i8", 16, 64, I8, I8, I32, 0),
	S("v_smfmac_i32_32x32x32_i8", 32, 32, I8, I8, I32, 0),
	S("v_smfmac_f32_16x16x64_bf8_bf8", 16, 64, BF8, BF8, F32, 0),
	S("v_smfmac_f32_16x16x64_bf8_fp8", 16, 64, BF8, FP8, F32, 0),
	S("v_smfmac_f32_16x16x64_fp8_bf8", 16, 64, FP8, BF8, F32, 0),
	S("v_smfmac_f32_16x16x64_fp8_fp8", 16, 64, FP8, FP8, F32, 0),
	S("v_smfmac_f32_32x32x32_bf8_bf8", 32, 32, BF8, BF8, F32, 0),
	S("v_smfmac_f32_32x32x32_bf8_fp8", 32, 32, BF8, FP8, F32, 0),
	S("v_smfmac_f32_32x32x32_fp8_bf8", 32, 32, FP8, BF8, F32, 0),
	S("v_smfmac_f32_32x32x32_fp8_fp8", 32, 32, FP8, FP8, F32, 0),
	/* CDNA4 only (layout assumed, see above) */
	S("v_smfmac_f32_16x16x64_f16", 16, 64, F16, F16, F32, 1),
	S("v_smfmac_f32_32x32x32_f16", 32, 32, F16, F16, F32, 1),
	S("v_smfmac_f32_16x16x64_bf16", 16, 64, BF16, BF16, F32, 1),
	S("v_smfmac_f32_32x32x32_bf16", 32, 32, BF16, BF16, F32, 1),
	S("v_smfmac_i32_16x16x128_i8", 16, 128, I8, I8, I32, 1),
	S("v_smfmac_i32_32x32x64_i8", 32, 64, I8, I8, I32, 1),
	S("v_smfmac_f32_16x16x128_bf8_bf8", 16, 128, BF8, BF8, F32, 1),
	S("v_smfmac_f32_16x16x128_bf8_fp8", 16, 128, BF8, FP8, F32, 1),
	S("v_smfmac_f32_16x16x128_fp8_bf8", 16, 128, FP8, BF8, F32, 1),
	S("v_smfmac_f32_16x16x128_fp8_fp8", 16, 128, FP8, FP8, F32, 1),
	S("v_smfmac_f32_32x32x64_bf8_bf8", 32, 64, BF8, BF8, F32, 1),
	S("v_smfmac_f32_32x32x64_bf8_fp8", 32, 64, BF8, FP8, F32, 1),
	S("v_smfmac_f32_32x32x64_fp8_bf8", 32, 64, FP8, BF8, F32, 1),
	S("v_smfmac_f32_32x32x64_fp8_fp8", 32, 64, FP8, FP8, F32, 1),
};

const struct gs_mfma_shape *gsi_smfmac_shape(const char *name)
{
	size_t n;

	if (!name)
		return NULL;
	n = strlen(name);
	if (n > 4 && strcmp(name + n - 4, "_e64") == 0)
		n -= 4;
	for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
		if (strlen(shapes[i].name) == n && strncmp(shapes[i].name, name, n) == 0)
			return &shapes[i];
	return NULL;
}

static int gsi_smfmac_shape_fact(const struct gs_isa_op *op, const struct gs_mfma_shape **s);

static int gsi_smfmac_shape_parse(const struct gs_isa_op *op, const struct gs_mfma_shape **s)
{
	*s = gsi_smfmac_shape(op->name);
	return *s != NULL;
}

EMU_OP_FACT(gsi_smfmac_shape_fact, const struct gs_mfma_shape *, gsi_smfmac_shape_parse)

const struct gs_mfma_shape *gsi_smfmac_shape_of(const struct gs_isa_op *op)
{
	const struct gs_mfma_shape *s = NULL;

	if (op)
		gsi_smfmac_shape_fact(op, &s);
	return s;
}

/* K per lane (P). */
static unsigned int per_lane(const struct gs_mfma_shape *s)
{
	return s->k / (L / s->m);
}

unsigned int gsi_smfmac_na(const struct gs_mfma_shape *s)
{
	return per_lane(s) / 2 * gsi_mfma_bits(s->in) / 32;
}

unsigned int gsi_smfmac_nb(const struct gs_mfma_shape *s)
{
	return per_lane(s) * gsi_mfma_bits(s->in) / 32;
}

unsigned int gsi_smfmac_nsets(const struct gs_mfma_shape *s)
{
	return 32 / per_lane(s);
}

struct gs_mfma_pos gsi_smfmac_a_pos(const struct gs_mfma_shape *s, unsigned int i, unsigned int e,
				    unsigned int lgrp)
{
	unsigned int bits = gsi_mfma_bits(s->in);
	struct gs_mfma_pos p;

	p.lane = i + s->m * lgrp;
	p.reg = e * bits / 32;
	p.bit = e * bits % 32;
	return p;
}

static uint32_t get(const uint32_t (*img)[L], struct gs_mfma_pos p, unsigned int bits)
{
	return img[p.reg][p.lane] >> p.bit & (bits == 32 ? 0xffffffffu : (1u << bits) - 1);
}

int gsi_smfmac_compute(const struct gs_mfma_shape *s, const struct gs_smfmac_args *x,
		       uint32_t (*d)[GS_MFMA_LANES])
{
	static _Thread_local double am[32][128], bm[128][32];
	static unsigned char has[32][128];  /* A[i][k] is stored (else a skipped zero) */
	unsigned int per = per_lane(s), groups = L / s->m, bits = gsi_mfma_bits(s->in);
	unsigned int set = x->cbsz ? 0 : x->abid, ncd = gsi_mfma_ncd(s);
	int integer = s->out == GS_MFMA_I32;
	uint32_t out[16][L];

	if ((!x->cbsz && x->abid >= gsi_smfmac_nsets(s)) || x->blgp || ncd > 16 || s->m > 32 ||
	    s->k > 128)
		return -1;
	memset(am, 0, sizeof(am));
	memset(has, 0, sizeof(has));
	for (unsigned int g = 0; g < groups; g++)
		for (unsigned int i = 0; i < s->m; i++) {
			unsigned int lane = i + s->m * g;
			uint32_t idx = per == 32 ? x->idx[lane] : x->idx[lane] >> (per * set) & ((1u << per) - 1);

			for (unsigned int e = 0; e < per / 2; e++) {
				struct gs_mfma_pos p = gsi_smfmac_a_pos(s, i, e, g);
				unsigned int k = per * g + 4 * (e / 2) + (idx >> (2 * e) & 3);

				am[i][k] += gsi_mfma_to_d(s->in, get(x->a, p, bits), x->ocp);
				has[i][k] = 1;
			}
		}
	for (unsigned int j = 0; j < s->n; j++)
		for (unsigned int k = 0; k < s->k; k++)
			bm[k][j] = gsi_mfma_to_d(s->in_b, get(x->b, gsi_mfma_ab_pos(s, j, k, 0), bits), x->ocp);
	for (unsigned int i = 0; i < s->m; i++)
		for (unsigned int j = 0; j < s->n; j++) {
			struct gs_mfma_pos pc = gsi_mfma_cd_pos(s, i, j, 0);
			uint32_t cv = x->d[pc.reg][pc.lane];
			double acc = gsi_mfma_to_d(s->out, cv, 0);
			int64_t iacc = (int32_t)cv;

			for (unsigned int k = 0; k < s->k; k++) {
				if (!has[i][k])
					continue;
				if (integer)
					iacc += (int64_t)(am[i][k] * bm[k][j]);  /* |.| < 2^15: exact */
				else
					acc += am[i][k] * bm[k][j];
			}
			if (integer) {
				out[pc.reg][pc.lane] = (uint32_t)iacc;
			} else {
				float f = (float)acc;  /* rounds to nearest even */

				memcpy(&out[pc.reg][pc.lane], &f, 4);
			}
		}
	memcpy(d, out, sizeof(out[0]) * ncd);
	return 0;
}

/* ---- one instruction of a wave ---- */

int gsi_emu_smfmac(struct emu *e, struct wave *w, const struct gs_inst *in,
		   const struct gs_mfma_shape *s, char *msg, size_t size)
{
	uint64_t exec = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;
	struct gs_smfmac_args x = { 0 };
	unsigned int reg[2], n[2] = { gsi_smfmac_na(s), gsi_smfmac_nb(s) }, ncd = gsi_mfma_ncd(s);
	unsigned int dreg, ireg;

	if (w->lanes != 64) {
		snprintf(msg, size, "%s in wave%u: SMFMAC is a wave64 instruction", s->name, w->lanes);
		return GS_ERR_UNSUPPORTED;
	}
	if (exec != ~0ull) {
		snprintf(msg, size, "%s with EXEC 0x%016llx is not emulated: the matrix spans all 64 lanes, expected EXEC all ones",
			 s->name, (unsigned long long)exec);
		return GS_ERR_UNSUPPORTED;
	}
	for (unsigned int i = 0; i < 3; i++)
		if (in->src[i] < GS_OPR_VGPR0) {
			snprintf(msg, size, "%s: %s operand code %u is not emulated; expected a %s",
				 s->name, i == 0 ? "A" : i == 1 ? "B" : "index", in->src[i],
				 i == 2 ? "VGPR" : "VGPR or AGPR");
			return GS_ERR_UNSUPPORTED;
		}
	for (unsigned int i = 0; i < 2; i++) {
		int agpr = in->acc >> (1 + i) & 1;

		reg[i] = (agpr ? w->agpr_base : 0) + in->src[i] - GS_OPR_VGPR0;
		if (!gsi_emu_mfma_regs_ok(w, reg[i], n[i], agpr, in->src[i] - GS_OPR_VGPR0, "SMFMAC", "reads", msg, size))
			return GS_ERR_FAULT;
	}
	ireg = in->src[2] - GS_OPR_VGPR0;  /* the index is an ArchVGPR whatever ACC_CD says */
	if (!gsi_emu_mfma_regs_ok(w, ireg, 1, 0, ireg, "SMFMAC", "reads the index", msg, size))
		return GS_ERR_FAULT;
	dreg = (in->acc & 1 ? w->agpr_base : 0) + in->vdst;
	if (!gsi_emu_mfma_regs_ok(w, dreg, ncd, in->acc & 1, in->vdst, "SMFMAC", "accumulates into", msg, size))
		return GS_ERR_FAULT;
	x.a = (const uint32_t (*)[L])&w->v[reg[0]];
	x.b = (const uint32_t (*)[L])&w->v[reg[1]];
	x.idx = w->v[ireg];
	x.d = (const uint32_t (*)[L])&w->v[dreg];
	x.cbsz = in->cbsz;
	x.abid = in->abid;
	x.blgp = in->blgp;
	x.ocp = e->target->gc_minor >= 5;  /* CDNA4 (GC 9.5) takes the OCP fp8 formats */
	if (gsi_smfmac_compute(s, &x, &w->v[dreg])) {
		if (in->blgp)
			snprintf(msg, size, "%s blgp:%u is not emulated: no B lane pattern is defined for SMFMAC; expected blgp:0",
				 s->name, in->blgp);
		else
			snprintf(msg, size, "%s cbsz:0 abid:%u: expected abid below %u (the index sets of the Src2 VGPR)",
				 s->name, in->abid, gsi_smfmac_nsets(s));
		return GS_ERR_UNSUPPORTED;
	}
	return GS_OK;
}
