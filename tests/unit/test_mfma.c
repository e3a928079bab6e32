// SPDX-License-Identifier: MIT
/*
 * gfx9 MFMA (CDNA3 gfx942, CDNA4 gfx950) in the emulator (emu/mfma.c).
 *
 * 1. Layout facts: element positions stated by public sources, asserted
 *    against gsi_mfma_ab_pos/cd_pos, so a layout bug cannot cancel out
 *    between scatter and gather below:
 *      [calc]  ROCm/amd_matrix_instruction_calculator README.md examples
 *              (CDNA2 mnemonics; the same gfx9 rule; shapes from its tables)
 *      [blog]  "Matrix Core Programming on AMD CDNA3 and CDNA4 architecture"
 *              (ROCm blogs, Salykov et al., 2025): the HIP examples' loads
 *      [ck]    ROCm/composable_kernel ck_tile warp_gemm_attribute_mfma_impl.hpp
 *              (kAMLane / kABKLane / kABKPerLane / kCMLane of the gfx950 shapes)
 * 2. Every shape: random A, B, C matrices scattered into a register image,
 *    gsi_mfma_compute, D gathered and compared with a matrix product
 *    computed here (f16/fp8 decoding written here; the documented order:
 *    products exact, added in double in k order from C, then rounded to
 *    f32), and once more with small integers, where any order is exact.
 *    CBSZ/ABID (A block broadcast) and BLGP (B lane pattern, f64: negation)
 *    are checked against their descriptions in the calculator's README.
 * 3. The wave entry gsi_emu_mfma: AGPR/VGPR operands, inline-constant C,
 *    refusals (EXEC, register bounds, modifiers).
 * 4. The register counts per lane agree with the emulator's execution
 *    table and with llvm-mc-22's operand sizes (# SKIP without llvm-mc-22).
 * 5. End to end on "emu:gfx942" / "emu:gfx950": kernels load A, B, C,
 *    run one v_mfma (A/B and C/D in VGPRs or AGPRs, C an inline constant,
 *    cbsz/abid/blgp/neg) and store D.
 *    Every shape moves raw per-lane fragments (packed with the layout
 *    functions checked in 1); v_mfma_f32_32x32x2_f32 also loads row-major
 *    matrices with the addresses of the blog's HIP example, compared with a
 *    product computed here, so the whole path is checked without them.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/mfma.h"
#include "harness.h"
#include "fp_ref.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"

#define L GS_MFMA_LANES

/* ------------------------------------------------------------ random numbers */

static uint64_t rs = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(void)
{
	rs ^= rs << 13;
	rs ^= rs >> 7;
	rs ^= rs << 17;
	return (uint32_t)(rs >> 11);
}

static double f32d(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

/* fp8/bf8 in the OCP formats (gfx950) rather than FNUZ (gfx942). */
static int ocp;

/* An 8-bit float with e exponent bits, by the format tables of the ROCm
 * blog cited in mfma.c: FNUZ bias 2^(e-1), 0x80 NaN; OCP bias 2^(e-1) - 1,
 * E4M3 0x7f/0xff NaN, E5M2 exponent 31 infinity/NaN. */
static double f8(uint32_t v, unsigned int e)
{
	unsigned int mb = 7 - e, ex = (v & 0x7f) >> mb, fr = v & ((1u << mb) - 1);
	int bias = (1 << (e - 1)) - (ocp ? 1 : 0);
	double x;

	if (!ocp && v == 0x80)
		return NAN;
	if (ocp && e == 5 && ex == 31)
		return fr ? NAN : v & 0x80 ? -INFINITY : INFINITY;
	if (ocp && e == 4 && (v & 0x7f) == 0x7f)
		return NAN;
	x = ex == 0 ? fr * pow(2, 1 - bias - (int)mb) : ((1 << mb) + fr) * pow(2, (int)ex - bias - (int)mb);
	return v & 0x80 ? -x : x;
}

/* A value of type t as a double (i8/i32: signed). */
static double val(unsigned int t, uint64_t bits)
{
	double d;

	switch (t) {
	case GS_MFMA_FP8: return f8((uint32_t)bits & 0xff, 4);
	case GS_MFMA_BF8: return f8((uint32_t)bits & 0xff, 5);
	case GS_MFMA_F16: return fp_h2d((uint32_t)bits & 0xffff);
	case GS_MFMA_BF16: return f32d((uint32_t)bits << 16);
	case GS_MFMA_F32: return f32d((uint32_t)bits);
	case GS_MFMA_I8: return (int8_t)bits;
	case GS_MFMA_I32: return (int32_t)bits;
	default: memcpy(&d, &bits, 8); return d;
	}
}

/* A random finite value of type t; small: an integer in [-4, 4]. */
static uint64_t rand_val(unsigned int t, int small)
{
	uint32_t r = rnd(), s = r & 1;
	int n = (int)(rnd() % 9) - 4;
	float f = (float)n;
	double d = n;
	uint32_t u;
	uint64_t q;

	switch (t) {
	case GS_MFMA_F16:
		if (small) {   /* integers up to 4 are exact binary16 values */
			static const uint16_t h[9] = { 0xc400, 0xc200, 0xc000, 0xbc00, 0, 0x3c00, 0x4000, 0x4200, 0x4400 };
			return h[n + 4];
		}
		/* exponent 8..22 (2^-7 .. 2^7), denormals now and then */
		return s << 15 | (r % 16 == 0 ? 0 : (8 + (r >> 1) % 15)) << 10 | (rnd() & 1023);
	case GS_MFMA_BF16:
		if (small) {
			memcpy(&u, &f, 4);
			return u >> 16;
		}
		return s << 15 | (120 + (r >> 1) % 15) << 7 | (rnd() & 127);
	case GS_MFMA_F32:
		if (small) {
			memcpy(&u, &f, 4);
			return u;
		}
		return s << 31 | (120u + (r >> 1) % 15) << 23 | (rnd() & 0x7fffff);
	case GS_MFMA_I8:
		return small ? (uint8_t)n : (uint8_t)r;
	case GS_MFMA_FP8:
	case GS_MFMA_BF8: {
		static const uint8_t e4[9] = { 0xc8, 0xc4, 0xc0, 0xb8, 0, 0x38, 0x40, 0x44, 0x48 };  /* OCP E4M3 */
		static const uint8_t e5[9] = { 0xc4, 0xc2, 0xc0, 0xbc, 0, 0x3c, 0x40, 0x42, 0x44 };  /* OCP E5M2 */
		unsigned int v;

		if (small)  /* FNUZ: one more exponent step for the same value */
			return t == GS_MFMA_FP8 ? (n ? e4[n + 4] + (ocp ? 0 : 8) : 0)
						: (n ? e5[n + 4] + (ocp ? 0 : 4) : 0);
		do
			v = rnd() & 0xff;
		while (isnan(val(t, v)) || isinf(val(t, v)));
		return v;
	}
	case GS_MFMA_I32:
		return small ? (uint32_t)n : rnd() ^ (uint32_t)rnd() << 16;
	default:
		if (!small) {
			d = ldexp((double)(rnd() | 1u << 31) * (s ? -1 : 1), -31 + (int)(rnd() % 12) - 6);
			d += ldexp((double)rnd(), -60);
		}
		memcpy(&q, &d, 8);
		return q;
	}
}

/* ------------------------------------------------------------ matrices <-> register images */

#define MAXB 16
#define MAXK 64
#define MAXM 32

struct mats {
	uint64_t a[MAXB][MAXM][MAXK];  /* A[b][i][k] */
	uint64_t b[MAXB][MAXK][MAXM];  /* B[b][k][j] */
	uint64_t c[MAXB][MAXM][MAXM];  /* C[b][i][j] */
};

static uint32_t ia[16][L], ib[16][L], ic[32][L], id[32][L];

static void put(uint32_t (*img)[L], struct gs_mfma_pos p, unsigned int bits, uint64_t v)
{
	if (bits == 64) {
		img[p.reg][p.lane] = (uint32_t)v;
		img[p.reg + 1][p.lane] = (uint32_t)(v >> 32);
	} else if (bits == 32) {
		img[p.reg][p.lane] = (uint32_t)v;
	} else {
		uint32_t m = ((1u << bits) - 1) << p.bit;

		img[p.reg][p.lane] = (img[p.reg][p.lane] & ~m) | ((uint32_t)v << p.bit & m);
	}
}

static uint64_t take(uint32_t (*img)[L], struct gs_mfma_pos p, unsigned int bits)
{
	if (bits == 64)
		return img[p.reg][p.lane] | (uint64_t)img[p.reg + 1][p.lane] << 32;
	return bits == 32 ? img[p.reg][p.lane] : img[p.reg][p.lane] >> p.bit & ((1u << bits) - 1);
}

static void scatter(const struct gs_mfma_shape *s, const struct mats *x)
{
	unsigned int ibits = gsi_mfma_bits(s->in), obits = gsi_mfma_bits(s->out);

	memset(ia, 0, sizeof(ia));
	memset(ib, 0, sizeof(ib));
	memset(ic, 0, sizeof(ic));
	for (unsigned int b = 0; b < s->blocks; b++)
		for (unsigned int i = 0; i < s->m; i++)
			for (unsigned int k = 0; k < s->k; k++) {
				put(ia, gsi_mfma_ab_pos(s, i, k, b), ibits, x->a[b][i][k]);
				put(ib, gsi_mfma_ab_pos(s, i, k, b), ibits, x->b[b][k][i]);
			}
	for (unsigned int b = 0; b < s->blocks; b++)
		for (unsigned int i = 0; i < s->m; i++)
			for (unsigned int j = 0; j < s->n; j++)
				put(ic, gsi_mfma_cd_pos(s, i, j, b), obits, x->c[b][i][j]);
}

/* Every register lane of A/B/C/D is some element, each element once. */
static int layout_is_bijective(const struct gs_mfma_shape *s)
{
	static uint8_t seen[32 * L * 4];
	unsigned int ibits = gsi_mfma_bits(s->in), per = 32 / (ibits > 32 ? 32 : ibits);
	unsigned int nab = gsi_mfma_nab(s), ncd = gsi_mfma_ncd(s), slots;

	memset(seen, 0, sizeof(seen));
	for (unsigned int b = 0; b < s->blocks; b++)
		for (unsigned int i = 0; i < s->m; i++)
			for (unsigned int k = 0; k < s->k; k++) {
				struct gs_mfma_pos p = gsi_mfma_ab_pos(s, i, k, b);
				unsigned int at = (p.reg * L + p.lane) * per + p.bit / (ibits > 32 ? 32 : ibits);

				if (p.reg >= nab || p.lane >= L || at >= sizeof(seen) || seen[at]++)
					return 0;
			}
	slots = s->blocks * s->m * s->k;
	if (slots * ibits != nab * 32 * L)
		return 0;
	memset(seen, 0, sizeof(seen));
	for (unsigned int b = 0; b < s->blocks; b++)
		for (unsigned int i = 0; i < s->m; i++)
			for (unsigned int j = 0; j < s->n; j++) {
				struct gs_mfma_pos p = gsi_mfma_cd_pos(s, i, j, b);
				unsigned int at = p.reg * L + p.lane;

				if (p.reg >= ncd || p.lane >= L || seen[at]++)
					return 0;
			}
	return s->blocks * s->m * s->n * gsi_mfma_bits(s->out) == ncd * 32 * L;
}

/* ------------------------------------------------------------ the reference product */

/* D[b][i][j] as bits, A block ablk[b], B read through negations (f64). */
static uint64_t ref_elem(const struct gs_mfma_shape *s, const struct mats *x, unsigned int b,
			 unsigned int ab, unsigned int i, unsigned int j, unsigned int neg)
{
	double acc = val(s->out, x->c[b][i][j]);
	int64_t iacc = (int32_t)x->c[b][i][j];
	uint64_t q;
	float f;
	uint32_t u;

	if (neg & 4)
		acc = -acc;
	for (unsigned int k = 0; k < s->k; k++) {
		double av = val(s->in, x->a[ab][i][k]), bv = val(s->in_b ? s->in_b : s->in, x->b[b][k][j]);

		if (s->in == GS_MFMA_I8)
			iacc += (int64_t)av * (int64_t)bv;
		else if (s->in == GS_MFMA_F64)
			acc = fma(neg & 1 ? -av : av, neg & 2 ? -bv : bv, acc);
		else
			acc += av * bv;
	}
	if (s->out == GS_MFMA_I32)
		return (uint32_t)iacc;
	if (s->out == GS_MFMA_F64) {
		memcpy(&q, &acc, 8);
		return q;
	}
	f = (float)acc;
	memcpy(&u, &f, 4);
	return u;
}

static void fill(const struct gs_mfma_shape *s, struct mats *x, int small)
{
	for (unsigned int b = 0; b < s->blocks; b++)
		for (unsigned int i = 0; i < s->m; i++) {
			for (unsigned int k = 0; k < s->k; k++) {
				x->a[b][i][k] = rand_val(s->in, small);
				x->b[b][k][i] = rand_val(s->in_b ? s->in_b : s->in, small);
			}
			for (unsigned int j = 0; j < s->n; j++)
				x->c[b][i][j] = rand_val(s->out, small);
		}
}

/* A block broadcast to block b: the README's "CBSZ/ABID" prose (block
 * ABID of each group of 2^CBSZ consecutive blocks feeds the whole group). */
static unsigned int cbsz_src(unsigned int b, unsigned int cbsz, unsigned int abid)
{
	return b / (1u << cbsz) * (1u << cbsz) + abid;
}

/* Compare D with the reference; returns mismatches, first one described. */
static unsigned int compare(const struct gs_mfma_shape *s, const struct mats *x, unsigned int cbsz,
			    unsigned int abid, unsigned int neg, char *why, size_t size)
{
	unsigned int bad = 0, obits = gsi_mfma_bits(s->out);

	for (unsigned int b = 0; b < s->blocks; b++)
		for (unsigned int i = 0; i < s->m; i++)
			for (unsigned int j = 0; j < s->n; j++) {
				uint64_t want = ref_elem(s, x, b, cbsz_src(b, cbsz, abid), i, j, neg);
				uint64_t got = take(id, gsi_mfma_cd_pos(s, i, j, b), obits);

				if (got != want && !bad++)
					snprintf(why, size, "D[%u][%u] block %u: got 0x%llx (%g) want 0x%llx (%g)",
						 i, j, b, (unsigned long long)got, val(s->out, got),
						 (unsigned long long)want, val(s->out, want));
			}
	return bad;
}

static int run(const struct gs_mfma_shape *s, unsigned int cbsz, unsigned int abid, unsigned int blgp)
{
	struct gs_mfma_args a = { .a = ia, .b = ib, .c = ic, .cbsz = cbsz, .abid = abid, .blgp = blgp, .ocp = ocp };

	memset(id, 0xcd, sizeof(id));
	return gsi_mfma_compute(s, &a, id);
}

/* ------------------------------------------------------------ 1. layout facts */

static const struct gs_mfma_shape *shape(const char *name)
{
	const struct gs_mfma_shape *s = gsi_mfma_shape(name);

	if (!s) {
		CHECK(0, "%s is in the shape table", name);
		exit(t_done() | 1);
	}
	return s;
}

#define POS(p, r, l, bt) ((p).reg == (r) && (p).lane == (l) && (p).bit == (bt))

static void test_layout_facts(void)
{
	/* [calc] CDNA2 v_mfma_f32_4x4x4f16 = CDNA3 v_mfma_f32_4x4x4_16b_f16 (4x4x4, 16 blocks) */
	const struct gs_mfma_shape *s = shape("v_mfma_f32_4x4x4_16b_f16");
	/* [calc] shapes of CDNA2 instructions (its dict_insts "cdna2") */
	static const struct gs_mfma_shape bf16x2 = {
		.name = "v_mfma_f32_16x16x2bf16", .m = 16, .n = 16, .k = 2, .blocks = 4,
		.in = GS_MFMA_BF16, .out = GS_MFMA_F32, .cbsz_abid = 1, .blgp = 1,
	};
	static const struct gs_mfma_shape f64x4 = {
		.name = "v_mfma_f64_4x4x4f64", .m = 4, .n = 4, .k = 4, .blocks = 4,
		.in = GS_MFMA_F64, .out = GS_MFMA_F64, .blgp = 1,
	};

	CHECK(POS(gsi_mfma_ab_pos(s, 1, 2, 4), 1, 17, 0), "[calc] 4x4x4f16: A[1][2].B4 = v1{17}.[15:0]");
	CHECK(POS(gsi_mfma_ab_pos(s, 1, 3, 4), 1, 17, 16), "[calc] 4x4x4f16: v1{17}.[31:16] = A[1][3].B4");
	CHECK(POS(gsi_mfma_cd_pos(s, 3, 2, 1), 3, 6, 0), "[calc] 4x4x4f16: D[3][2].B1 = v3{6}");
	CHECK(POS(gsi_mfma_ab_pos(s, 3, 0, 1), 0, 7, 0) && POS(gsi_mfma_ab_pos(s, 2, 0, 1), 0, 6, 0) &&
	      POS(gsi_mfma_ab_pos(s, 3, 3, 1), 1, 7, 16) && POS(gsi_mfma_ab_pos(s, 2, 3, 1), 1, 6, 16),
	      "[calc] 4x4x4f16: D[3][2].B1 sources Src0_v0{7}.[15:0] * Src1_v0{6}.[15:0] ... Src0_v1{7}.[31:16] * Src1_v1{6}.[31:16]");
	CHECK(POS(gsi_mfma_cd_pos(s, 2, 1, 8), 2, 33, 0), "[calc] 4x4x4f16: v2{33} = D[2][1].B8");

	CHECK(POS(gsi_mfma_cd_pos(&f64x4, 0, 3, 0), 0, 3, 0) && POS(gsi_mfma_cd_pos(&f64x4, 1, 0, 0), 0, 16, 0),
	      "[calc] 4x4x4f64: D[0][3] = v[1:0]{3}, D[1][0] = v[1:0]{16} (block 0)");

	CHECK(POS(gsi_mfma_ab_pos(&bf16x2, 15, 1, 3), 0, 63, 16),
	      "[calc] 16x16x2bf16: A[15][1] of block 3 = v0{63}.[31:16]");
	CHECK(gsi_mfma_a_block(0, 2, 2) == 2 && gsi_mfma_a_block(3, 2, 2) == 2 &&
	      POS(gsi_mfma_ab_pos(&bf16x2, 1, 0, gsi_mfma_a_block(1, 2, 2)), 0, 33, 0),
	      "[calc] 16x16x2bf16 cbsz 2 abid 2: blocks 0-3 read A[1][0] from v0{33}.[15:0]");
	CHECK(gsi_mfma_blgp_lane(gsi_mfma_ab_pos(&bf16x2, 0, 0, 0).lane, 2) == 32 &&
	      gsi_mfma_blgp_lane(gsi_mfma_ab_pos(&bf16x2, 15, 1, 1).lane, 2) == 63 &&
	      gsi_mfma_blgp_lane(gsi_mfma_ab_pos(&bf16x2, 0, 0, 2).lane, 2) == 32,
	      "[calc] 16x16x2bf16 blgp 2: B[0][0].B0 from v0{32}, B[1][15].B1 from v0{63}, B[0][0].B2 from v0{32}");
	CHECK(gsi_mfma_a_block(5, 1, 1) == 5 && gsi_mfma_a_block(4, 1, 1) == 5 && gsi_mfma_a_block(11, 2, 1) == 9 &&
	      gsi_mfma_a_block(7, 4, 13) == 13,
	      "[calc] CBSZ/ABID prose: cbsz 1 abid 1 block 5 for 4-5, cbsz 2 abid 1 block 9 for 8-11, cbsz 4 abid 13 for all");

	/* [blog] 5.1 v_mfma_f32_32x32x2f32: lane t loads A[t%32][t/32], B[t/32][t%32];
	 * c_reg[4q + r] is C[(t/32)*4 + 8q + r][t%32] */
	s = shape("v_mfma_f32_32x32x2_f32");
	{
		int ok = 1;

		for (unsigned int t = 0; t < 64; t++) {
			ok &= POS(gsi_mfma_ab_pos(s, t % 32, t / 32, 0), 0, t, 0);
			for (unsigned int q = 0; q < 4; q++)
				for (unsigned int r = 0; r < 4; r++)
					ok &= POS(gsi_mfma_cd_pos(s, t / 32 * 4 + 8 * q + r, t % 32, 0), 4 * q + r, t, 0);
		}
		CHECK(ok, "[blog] 32x32x2 f32: A/B element of lane t, C/D registers 0-15 of every lane");
	}
	/* [blog] 5.2 v_mfma_f32_16x16x16f16: a_reg[e] = A[t%16][4(t/16) + e],
	 * b_reg[e] = B[4(t/16) + e][t%16], c_reg[e] = C[e + 4(t/16)][t%16] */
	s = shape("v_mfma_f32_16x16x16_f16");
	{
		int ok = 1;

		for (unsigned int t = 0; t < 64; t++)
			for (unsigned int e = 0; e < 4; e++) {
				ok &= POS(gsi_mfma_ab_pos(s, t % 16, 4 * (t / 16) + e, 0), e / 2, t, 16 * (e % 2));
				ok &= POS(gsi_mfma_cd_pos(s, e + 4 * (t / 16), t % 16, 0), e, t, 0);
			}
		CHECK(ok, "[blog] 16x16x16 f16: A/B halves and C/D registers of every lane");
	}
	/* [blog] 5.3 v_mfma_f32_32x32x16_fp8_fp8 (8-bit, same shape as the i8
	 * 32x32x16): a_reg byte e = A[t%32][8(t/32) + e] */
	s = shape("v_mfma_i32_32x32x16_i8");
	{
		int ok = 1;

		for (unsigned int t = 0; t < 64; t++)
			for (unsigned int e = 0; e < 8; e++)
				ok &= POS(gsi_mfma_ab_pos(s, t % 32, 8 * (t / 32) + e, 0), e / 4, t, 8 * (e % 4));
		CHECK(ok, "[blog] 32x32x16 8-bit: byte e of lane t is A[t%%32][8(t/32)+e]");
	}
	/* [ck] gfx950 16x16x32 f16/bf16: kAMLane 16, kABKLane 4, kABKPerLane 8;
	 * C: kCMLane 4, kCNLane 16, kCM1PerLane 4 */
	for (int bf = 0; bf < 2; bf++) {
		int ok = 1;

		s = shape(bf ? "v_mfma_f32_16x16x32_bf16" : "v_mfma_f32_16x16x32_f16");
		for (unsigned int t = 0; t < 64; t++)
			for (unsigned int e = 0; e < 8; e++)
				ok &= POS(gsi_mfma_ab_pos(s, t % 16, 8 * (t / 16) + e, 0), e / 2, t, 16 * (e % 2));
		for (unsigned int t = 0; t < 64; t++)
			for (unsigned int e = 0; e < 4; e++)
				ok &= POS(gsi_mfma_cd_pos(s, 4 * (t / 16) + e, t % 16, 0), e, t, 0);
		CHECK(ok, "[ck] %s: lane t holds A[t%%16][8(t/16)+e], C[4(t/16)+e][t%%16]", s->name);
	}
	/* [ck] gfx950 32x32x16 f16/bf16: kAMLane 32, kABKLane 2, kABKPerLane 8 */
	for (int bf = 0; bf < 2; bf++) {
		int ok = 1;

		s = shape(bf ? "v_mfma_f32_32x32x16_bf16" : "v_mfma_f32_32x32x16_f16");
		for (unsigned int t = 0; t < 64; t++)
			for (unsigned int e = 0; e < 8; e++)
				ok &= POS(gsi_mfma_ab_pos(s, t % 32, 8 * (t / 32) + e, 0), e / 2, t, 16 * (e % 2));
		CHECK(ok, "[ck] %s: lane t holds A[t%%32][8(t/32)+e]", s->name);
	}
}

/* The 8-bit float decoding the reference uses, against the blog's table:
 * largest finite values and two exact integers per format. */
static void test_f8_formats(void)
{
	ocp = 0;
	CHECK(f8(0x7f, 4) == 240 && f8(0x7f, 5) == 57344 && isnan(f8(0x80, 4)) && f8(0x40, 4) == 1 &&
	      f8(0x40, 5) == 1 && f8(0xc8, 4) == -2 && f8(0xc4, 5) == -2,
	      "FNUZ E4M3 max 240, E5M2 max 57344, 0x80 NaN, 1.0 = 0x40 in both, -2.0 = 0xc8 / 0xc4");
	ocp = 1;
	CHECK(f8(0x7e, 4) == 448 && isnan(f8(0x7f, 4)) && f8(0x7b, 5) == 57344 && isinf(f8(0x7c, 5)) &&
	      f8(0x38, 4) == 1 && f8(0x3c, 5) == 1 && f8(0x80, 4) == 0 && signbit(f8(0x80, 4)),
	      "OCP E4M3 max 448, 0x7f NaN, E5M2 max 57344, 0x7c infinity, 1.0 = 0x38 / 0x3c, 0x80 = -0");
	ocp = 0;
}

/* ------------------------------------------------------------ 2. every shape */

static const char *const all_names[] = {
	"v_mfma_f32_32x32x1_2b_f32", "v_mfma_f32_16x16x1_4b_f32", "v_mfma_f32_4x4x1_16b_f32",
	"v_mfma_f32_32x32x2_f32", "v_mfma_f32_16x16x4_f32", "v_mfma_f32_32x32x4_2b_f16",
	"v_mfma_f32_16x16x4_4b_f16", "v_mfma_f32_4x4x4_16b_f16", "v_mfma_f32_32x32x8_f16",
	"v_mfma_f32_16x16x16_f16", "v_mfma_i32_32x32x4_2b_i8", "v_mfma_i32_16x16x4_4b_i8",
	"v_mfma_i32_4x4x4_16b_i8", "v_mfma_i32_32x32x16_i8", "v_mfma_i32_16x16x32_i8",
	"v_mfma_f32_32x32x4_2b_bf16", "v_mfma_f32_16x16x4_4b_bf16", "v_mfma_f32_4x4x4_16b_bf16",
	"v_mfma_f32_32x32x8_bf16", "v_mfma_f32_16x16x16_bf16", "v_mfma_f64_16x16x4_f64",
	"v_mfma_f64_4x4x4_4b_f64", "v_mfma_f32_16x16x32_f16", "v_mfma_f32_32x32x16_f16",
	"v_mfma_f32_16x16x32_bf16", "v_mfma_f32_32x32x16_bf16", "v_mfma_i32_16x16x64_i8",
	"v_mfma_i32_32x32x32_i8", "v_mfma_f32_16x16x32_bf8_bf8", "v_mfma_f32_16x16x32_bf8_fp8",
	"v_mfma_f32_16x16x32_fp8_bf8", "v_mfma_f32_16x16x32_fp8_fp8", "v_mfma_f32_32x32x16_bf8_bf8",
	"v_mfma_f32_32x32x16_bf8_fp8", "v_mfma_f32_32x32x16_fp8_bf8", "v_mfma_f32_32x32x16_fp8_fp8",
};
#define NSHAPES (sizeof(all_names) / sizeof(all_names[0]))

static struct mats X;

static void test_shapes(void)
{
	char why[256] = "";

	for (size_t n = 0; n < NSHAPES; n++) {
		const struct gs_mfma_shape *s = shape(all_names[n]);

		int f8 = s->in == GS_MFMA_FP8 || s->in == GS_MFMA_BF8;

		CHECK(layout_is_bijective(s), "%s: every register lane of A, B, C/D holds exactly one element", s->name);
		for (ocp = 0; ocp < 1 + f8; ocp++)
			for (int small = 0; small < 2; small++) {
				unsigned int bad;

				fill(s, &X, small);
				scatter(s, &X);
				why[0] = 0;
				CHECK(run(s, 0, 0, 0) == 0, "%s computes", s->name);
				bad = compare(s, &X, 0, 0, 0, why, sizeof(why));
				CHECK(bad == 0, "%s%s: D = A x B + C, %s values (%u of %u elements differ) %s", s->name,
				      f8 ? ocp ? " (OCP fp8, gfx950)" : " (FNUZ fp8, gfx942)" : "",
				      small ? "small integer" : "random", bad, s->blocks * s->m * s->n, why);
			}
		ocp = 0;
	}
	/* D may be C's registers: C is read first */
	{
		const struct gs_mfma_shape *s = shape("v_mfma_f32_16x16x16_f16");
		struct gs_mfma_args a = { .a = ia, .b = ib, .c = ic };

		fill(s, &X, 0);
		scatter(s, &X);
		CHECK(gsi_mfma_compute(s, &a, ic) == 0, "D aliasing C computes");
		memcpy(id, ic, sizeof(id));
		CHECK(compare(s, &X, 0, 0, 0, why, sizeof(why)) == 0, "D aliasing C: %s", why);
	}
}

/* The B lane read for lane l: the calculator README's BLGP descriptions. */
static unsigned int blgp_src(unsigned int l, unsigned int blgp)
{
	switch (blgp) {
	case 1: return l & 31;               /* broadcast the first 32 lanes */
	case 2: return 32 + (l & 31);        /* broadcast the second 32 lanes */
	case 3: return (l + 16) & 63;        /* rotate down by 16 */
	case 0: return l;
	default: return 16 * (blgp - 4) + (l & 15);  /* broadcast the (blgp-3)th 16 lanes */
	}
}

static void test_modifiers(void)
{
	char why[256] = "";

	for (size_t n = 0; n < NSHAPES; n++) {
		const struct gs_mfma_shape *s = shape(all_names[n]);
		unsigned int lb = s->blocks == 16 ? 4 : s->blocks == 4 ? 2 : s->blocks == 2 ? 1 : 0;

		if (s->cbsz_abid) {
			unsigned int bad = 0;

			for (unsigned int cbsz = 1; cbsz <= lb; cbsz++) {
				unsigned int abid = rnd() % (1u << cbsz);

				fill(s, &X, 0);
				scatter(s, &X);
				why[0] = 0;
				if (run(s, cbsz, abid, 0) ||
				    compare(s, &X, cbsz, abid, 0, why, sizeof(why))) {
					bad++;
					break;
				}
			}
			CHECK(bad == 0, "%s cbsz 1..%u: block b reads A of block ABID of its group %s", s->name, lb, why);
			CHECK(run(s, lb + 1, 0, 0) != 0 && run(s, 1, 2, 0) != 0,
			      "%s: cbsz > log2(blocks) and abid >= 2^cbsz are refused", s->name);
		} else {
			CHECK(run(s, 1, 0, 0) != 0, "%s: cbsz refused (no broadcast defined)", s->name);
		}
		if (s->blgp && s->in != GS_MFMA_F64) {
			/* D(blgp) == D(0) with B's lanes permuted as described */
			unsigned int bad = 0, nab = gsi_mfma_nab(s), ncd = gsi_mfma_ncd(s);
			static uint32_t ref[32][L], saved[16][L];

			fill(s, &X, 0);
			scatter(s, &X);
			memcpy(saved, ib, sizeof(ib));
			for (unsigned int blgp = 1; blgp < 8 && !bad; blgp++) {
				memcpy(ib, saved, sizeof(ib));
				for (unsigned int r = 0; r < nab; r++)
					for (unsigned int l = 0; l < L; l++)
						ib[r][l] = saved[r][blgp_src(l, blgp)];
				run(s, 0, 0, 0);
				memcpy(ref, id, sizeof(ref));
				memcpy(ib, saved, sizeof(ib));
				if (run(s, 0, 0, blgp) || memcmp(ref, id, ncd * sizeof(id[0])))
					bad = blgp;
			}
			CHECK(bad == 0, "%s blgp 1..7: B lanes broadcast/rotated as described (first bad: %u)", s->name, bad);
		} else if (!s->blgp) {
			CHECK(run(s, 0, 0, 1) != 0, "%s: blgp refused (no lane pattern defined)", s->name);
		}
		if (s->in == GS_MFMA_F64) {
			unsigned int bad = 0;

			for (unsigned int neg = 1; neg < 8; neg++) {
				fill(s, &X, 0);
				scatter(s, &X);
				if (run(s, 0, 0, neg) || compare(s, &X, 0, 0, neg, why, sizeof(why)))
					bad++;
			}
			CHECK(bad == 0, "%s: BLGP bits negate A, B, C (CDNA3, calculator README) %s", s->name, why);
		}
	}
}

/* ------------------------------------------------------------ 3. the wave entry */

static void test_wave(void)
{
	static uint32_t regs[512][EMU_MAX_LANES];
	static const struct gs_isa_op op = { .name = "v_mfma_f32_16x16x16_f16" };
	static const struct gs_isa_op op64 = { .name = "v_mfma_f64_4x4x4_4b_f64" };
	static const struct gs_isa_op op_bad = { .name = "v_mfma_f32_8x8x8_nosuch" };
	const struct gs_mfma_shape *s = shape(op.name);
	struct emu e = { .target = gs_target_find("gfx942") };
	struct wave w = { 0 };
	struct gs_inst in = { 0 };
	char msg[512], why[256] = "";
	int st;

	w.v = regs;
	w.n_vgprs = 512;
	w.agpr_base = 256;
	w.lanes = 64;
	w.s[GS_OPR_EXEC_LO] = w.s[GS_OPR_EXEC_HI] = 0xffffffffu;

	/* D a[8:11] = A v[2:3] x B a[4:5] + C v[20:23] */
	fill(s, &X, 0);
	scatter(s, &X);
	memcpy(&regs[2], ia, 2 * sizeof(regs[0]));
	memcpy(&regs[256 + 4], ib, 2 * sizeof(regs[0]));
	memcpy(&regs[20], ic, 4 * sizeof(regs[0]));
	in.op = &op;
	in.vdst = 8;
	in.src[0] = GS_OPR_VGPR0 + 2;
	in.src[1] = GS_OPR_VGPR0 + 4;
	in.src[2] = GS_OPR_VGPR0 + 20;
	in.acc = 1 | 1 << 2;
	msg[0] = 0;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK_EQ(st, GS_OK, "wave: %s a[8:11], v[2:3], a[4:5], v[20:23] runs %s", op.name, msg);
	memcpy(id, &regs[256 + 8], 4 * sizeof(regs[0]));
	CHECK(compare(s, &X, 0, 0, 0, why, sizeof(why)) == 0, "wave: D in AGPRs a[8:11] %s", why);

	/* C an inline constant: 1.0 and the integer 2 (a bit pattern) */
	in.src[2] = 242;   /* 1.0 */
	in.acc = 0;
	in.src[1] = GS_OPR_VGPR0 + 4;
	memcpy(&regs[4], ib, 2 * sizeof(regs[0]));
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	for (unsigned int b = 0; b < 1; b++)
		for (unsigned int i = 0; i < 16; i++)
			for (unsigned int j = 0; j < 16; j++)
				X.c[b][i][j] = 0x3f800000u;
	memcpy(id, &regs[8], 4 * sizeof(regs[0]));
	CHECK(st == GS_OK && compare(s, &X, 0, 0, 0, why, sizeof(why)) == 0, "wave: C = 1.0 (inline constant) %s", why);
	in.src[2] = 130;   /* integer 2 */
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int j = 0; j < 16; j++)
			X.c[0][i][j] = 2;
	memcpy(id, &regs[8], 4 * sizeof(regs[0]));
	CHECK(st == GS_OK && compare(s, &X, 0, 0, 0, why, sizeof(why)) == 0,
	      "wave: C = 2 (integer inline constant: the bit pattern 0x2) %s", why);

	/* f64: neg:[1,0,1] arrives in neg (or blgp) */
	{
		const struct gs_mfma_shape *s64 = shape(op64.name);
		struct gs_inst i64 = in;

		fill(s64, &X, 0);
		scatter(s64, &X);
		memcpy(&regs[0], ia, 2 * sizeof(regs[0]));
		memcpy(&regs[2], ib, 2 * sizeof(regs[0]));
		memcpy(&regs[4], ic, 2 * sizeof(regs[0]));
		i64.op = &op64;
		i64.vdst = 6;
		i64.src[0] = GS_OPR_VGPR0;
		i64.src[1] = GS_OPR_VGPR0 + 2;
		i64.src[2] = GS_OPR_VGPR0 + 4;
		i64.neg = 5;
		st = gsi_emu_mfma(&e, &w, &i64, msg, sizeof(msg));
		memcpy(id, &regs[6], 2 * sizeof(regs[0]));
		CHECK(st == GS_OK && compare(s64, &X, 0, 0, 5, why, sizeof(why)) == 0,
		      "wave: %s neg:[1,0,1] negates A and C %s", op64.name, why);
	}

	/* fp8 follows the target: FNUZ on gfx942, OCP on gfx950 */
	{
		static const struct gs_isa_op op8 = { .name = "v_mfma_f32_16x16x32_fp8_bf8" };
		const struct gs_mfma_shape *s8 = shape(op8.name);
		struct gs_inst i8 = in;
		int bad = 0;

		for (ocp = 0; ocp < 2; ocp++) {
			e.target = gs_target_find(ocp ? "gfx950" : "gfx942");
			fill(s8, &X, 0);
			scatter(s8, &X);
			memcpy(&regs[0], ia, 2 * sizeof(regs[0]));
			memcpy(&regs[2], ib, 2 * sizeof(regs[0]));
			memcpy(&regs[4], ic, 4 * sizeof(regs[0]));
			i8.op = &op8;
			i8.vdst = 8;
			i8.src[0] = GS_OPR_VGPR0;
			i8.src[1] = GS_OPR_VGPR0 + 2;
			i8.src[2] = GS_OPR_VGPR0 + 4;
			i8.acc = 0;
			st = gsi_emu_mfma(&e, &w, &i8, msg, sizeof(msg));
			memcpy(id, &regs[8], 4 * sizeof(regs[0]));
			if (!e.target || st != GS_OK || compare(s8, &X, 0, 0, 0, why, sizeof(why)))
				bad |= 1 << ocp;
		}
		ocp = 0;
		e.target = gs_target_find("gfx942");
		CHECK(bad == 0, "wave: %s reads FNUZ fp8/bf8 on gfx942, OCP on gfx950 (bad: %d) %s", op8.name, bad, why);
	}

	/* refusals */
	in.src[2] = GS_OPR_VGPR0 + 20;
	w.s[GS_OPR_EXEC_HI] = 0;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "EXEC"), "wave: partial EXEC refused: %s", msg);
	w.s[GS_OPR_EXEC_HI] = 0xffffffffu;
	in.vdst = 254;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_OK, "wave: D v[254:257] within the 512-register file runs");
	w.n_vgprs = 256;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_FAULT && strstr(msg, "v[254:257]"), "wave: D past the allocation refused: %s", msg);
	w.n_vgprs = 512;
	in.vdst = 8;
	in.src[0] = 5;     /* s5 */
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "A operand"), "wave: SGPR A refused: %s", msg);
	in.src[0] = GS_OPR_VGPR0 + 2;
	in.blgp = 1;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "blgp:1"), "wave: blgp on a shape without a lane pattern refused: %s", msg);
	in.blgp = 0;
	in.op = &op_bad;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "nosuch"), "wave: an unknown MFMA refused as not emulated: %s", msg);
	in.op = &op;
	w.lanes = 32;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "wave32"), "wave: wave32 refused: %s", msg);
}

/* ------------------------------------------------------------ 4. register counts vs llvm-mc-22 */

static void emit(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void regs_text(char *buf, size_t size, char kind, unsigned int first, unsigned int n);

/* The emulator's execution table (generated from llvm-mc-22) agrees. */
static void test_table_sizes(void)
{
	for (size_t n = 0; n < NSHAPES; n++) {
		const struct gs_mfma_shape *s = shape(all_names[n]);
		unsigned int nab = gsi_mfma_nab(s), ncd = gsi_mfma_ncd(s);

		for (int t = s->gfx950; t < 2; t++) {
			const struct gs_isa *isa = gsi_isa_exec_for(gs_target_find(t ? "gfx950" : "gfx942"));
			const struct gs_isa_op *op = isa ? gsi_isa_by_name(isa, s->name) : NULL;

			CHECK(op && op->sig == GS_SIG_MFMA && op->dregs == ncd && op->sregs == nab,
			      "%s table: %s writes %u and reads %u registers (table: %u, %u)", t ? "gfx950" : "gfx942",
			      s->name, ncd, nab, op ? op->dregs : 0, op ? op->sregs : 0);
		}
	}
}

/* Line of shape n with C/D registers ncd (A/B nab). */
static void asm_line(char *buf, size_t size, const struct gs_mfma_shape *s, unsigned int ncd)
{
	unsigned int nab = gsi_mfma_nab(s);
	char ab[16], bb[16];

	regs_text(ab, sizeof(ab), 'v', 40, nab);
	regs_text(bb, sizeof(bb), 'v', 44, nab);
	snprintf(buf, size, "%s a[0:%u], %s, %s, a[0:%u]", s->name, ncd - 1, ab, bb, ncd - 1);
}

/* Per target: every shape it has assembles with our register counts and
 * is rejected with one C/D register fewer; gfx942 rejects gfx950's. */
static void test_llvm_sizes(void)
{
	static char good[2][8192], bad[2][8192], only950[4096];
	unsigned int lines[2] = { 0, 0 };

	if (!lo_setup()) {
		CHECK(1, "# SKIP llvm-mc-22 not installed");
		return;
	}
	for (int t = 0; t < 2; t++) {
		good[t][0] = bad[t][0] = 0;
		for (size_t n = 0; n < NSHAPES; n++) {
			const struct gs_mfma_shape *s = shape(all_names[n]);
			char line[128];

			if (s->gfx950 && !t)
				continue;
			asm_line(line, sizeof(line), s, gsi_mfma_ncd(s));
			emit(good[t], sizeof(good[t]), "%s\n", line);
			asm_line(line, sizeof(line), s, gsi_mfma_ncd(s) - 1);
			emit(bad[t], sizeof(bad[t]), "%s\n", line);
			lines[t]++;
		}
	}
	only950[0] = 0;
	for (size_t n = 0; n < NSHAPES; n++) {
		const struct gs_mfma_shape *s = shape(all_names[n]);
		char line[128];

		if (s->gfx950) {
			asm_line(line, sizeof(line), s, gsi_mfma_ncd(s));
			emit(only950, sizeof(only950), "%s\n", line);
		}
	}
	for (int t = 0; t < 2; t++) {
		const char *tn = t ? "gfx950" : "gfx942";
		unsigned int ln = 0, miss = 0, errs = 0;
		char *out, *p;
		int st;

		out = lo_run_st(tn, 0, 0, good[t], 1, &st);
		for (size_t n = 0; n < NSHAPES && out; n++) {
			const struct gs_mfma_shape *s = shape(all_names[n]);
			char line[128];

			if (s->gfx950 && !t)
				continue;
			asm_line(line, sizeof(line), s, gsi_mfma_ncd(s));
			if (!CHECK(strstr(out, line) != NULL, "llvm-mc-22 (%s) takes %s", tn, line))
				miss++;
		}
		CHECK(out && st == 0 && !miss, "llvm-mc-22 (%s): all %u shapes assemble with our register counts", tn,
		      lines[t]);
		free(out);
		out = lo_run_st(tn, 0, 0, bad[t], 1, &st);
		for (ln = 1; ln <= lines[t] && out; ln++) {
			char at[32];

			snprintf(at, sizeof(at), "<stdin>:%u:", ln);
			errs += (p = strstr(out, at)) != NULL && strstr(p, "error") != NULL;
		}
		CHECK(out && errs == lines[t], "llvm-mc-22 (%s) rejects each shape with one C/D register fewer (%u of %u)",
		      tn, errs, lines[t]);
		free(out);
	}
	{
		char *out;
		int st;

		out = lo_run_st("gfx942", 0, 0, only950, 1, &st);
		CHECK(out && strstr(out, "not supported") && st != 0, "llvm-mc-22: the gfx950 shapes are not gfx942's");
		free(out);
	}
	lo_cleanup();
}

/* ------------------------------------------------------------ 5. end to end */

struct e2e {
	const char *tname;
	struct gs_device *dev;
	struct gs_bo *a, *b, *c, *d;
};

#define FRAG_AB 16    /* bytes per lane of the A/B fragment buffers */
#define FRAG_CD 128   /* bytes per lane of the C/D fragment buffers */

static void emit(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void emit(char *buf, size_t size, const char *fmt, ...)
{
	size_t n = strlen(buf);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf + n, size - n, fmt, ap);
	va_end(ap);
}

static enum gs_status e2e_run(struct e2e *x, const char *body, struct gs_error *err)
{
	static char src[32768];
	uint64_t args[4] = { x->a->va, x->b->va, x->c->va, x->d->va };

	/* 64 VGPRs, then the AGPRs (ACCUM_OFFSET 64) */
	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n%s\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 32\n\t.amdhsa_next_free_sgpr 16\n"
		 "\t.amdhsa_next_free_vgpr 128\n\t.amdhsa_accum_offset 64\n\t.end_amdhsa_kernel\n", body);
	return emu_launch(x->dev, x->tname, "test_mfma", 1, src, 64, 64, args, sizeof(args), err);
}

static void regs_text(char *buf, size_t size, char kind, unsigned int first, unsigned int n)
{
	if (n == 1)
		snprintf(buf, size, "%c%u", kind, first);
	else
		snprintf(buf, size, "%c[%u:%u]", kind, first, first + n - 1);
}

#define E2E_ACD 1     /* C/D in AGPRs */
#define E2E_AAB 2     /* A/B in AGPRs */
#define E2E_C1 4      /* C the inline constant 1.0 (f32 C) */

/* One shape through a kernel: fragments in, D fragments out. */
static void e2e_shape(struct e2e *x, const struct gs_mfma_shape *s, int how, const char *mods,
		      unsigned int cbsz, unsigned int abid, unsigned int blgp)
{
	static char k[16384];
	unsigned int nab = gsi_mfma_nab(s), ncd = gsi_mfma_ncd(s), f64 = s->out == GS_MFMA_F64;
	uint32_t *a = x->a->cpu, *b = x->b->cpu, *c = x->c->cpu, *d = x->d->cpu;
	char ra[16], rb[16], rc[16], rd[16], what[96], why[256] = "";
	struct gs_error err = { 0 };
	int agpr = how & E2E_ACD;
	enum gs_status st;

	fill(s, &X, 0);
	if (how & E2E_C1)
		for (unsigned int bl = 0; bl < s->blocks; bl++)
			for (unsigned int i = 0; i < s->m; i++)
				for (unsigned int j = 0; j < s->n; j++)
					X.c[bl][i][j] = 0x3f800000u;
	scatter(s, &X);
	snprintf(what, sizeof(what), "%s C/D, %s A/B%s%s%s", agpr ? "AGPR" : "VGPR", how & E2E_AAB ? "AGPR" : "VGPR",
		 how & E2E_C1 ? ", C 1.0" : "", mods[0] ? ", " : "", mods);
	for (unsigned int l = 0; l < L; l++) {
		for (unsigned int r = 0; r < 4; r++) {
			a[l * 4 + r] = r < nab ? ia[r][l] : 0;
			b[l * 4 + r] = r < nab ? ib[r][l] : 0;
		}
		for (unsigned int r = 0; r < 32; r++) {
			c[l * 32 + r] = r < ncd ? ic[r][l] : 0;
			d[l * 32 + r] = 0xdeadbeef;
		}
	}
	k[0] = 0;
	emit(k, sizeof(k), "\ts_load_dwordx8 s[4:11], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 4, v0\n"
	     "\tv_lshlrev_b32 v2, 7, v0\n\ts_waitcnt lgkmcnt(0)\n"
	     "\tglobal_load_dwordx4 v[4:7], v1, s[4:5]\n\tglobal_load_dwordx4 v[8:11], v1, s[6:7]\n");
	for (unsigned int i = 0; i < ncd; i += 4)
		emit(k, sizeof(k), "\tglobal_load_dwordx%u v[%u:%u], v2, s[8:9] offset:%u\n", ncd - i >= 4 ? 4 : 2,
		     16 + i, 16 + i + (ncd - i >= 4 ? 3 : 1), 4 * i);
	emit(k, sizeof(k), "\ts_waitcnt vmcnt(0)\n");
	if (agpr)
		for (unsigned int r = 0; r < ncd; r++)
			emit(k, sizeof(k), "\tv_accvgpr_write_b32 a%u, v%u\n", r, 16 + r);
	if (how & E2E_AAB)
		for (unsigned int r = 0; r < 8; r++)
			emit(k, sizeof(k), "\tv_accvgpr_write_b32 a%u, v%u\n", 32 + r, 4 + r);
	regs_text(ra, sizeof(ra), how & E2E_AAB ? 'a' : 'v', how & E2E_AAB ? 32 : 4, nab);
	regs_text(rb, sizeof(rb), how & E2E_AAB ? 'a' : 'v', how & E2E_AAB ? 36 : 8, nab);
	regs_text(rd, sizeof(rd), agpr ? 'a' : 'v', agpr ? 0 : 16, ncd);
	snprintf(rc, sizeof(rc), "%s", how & E2E_C1 ? "1.0" : rd);
	/* s_nop 1: the AGPR writes just before are VALU writes the MFMA reads
	 * (2 wait states); after it 20, the most any shape needs before its D
	 * is read (16-pass XDL on gfx950; emu/mfma_hazard.c) */
	emit(k, sizeof(k), "\ts_nop 1\n\t%s %s, %s, %s, %s%s%s\n\ts_nop 7\n\ts_nop 7\n\ts_nop 3\n", s->name, rd, ra, rb, rc,
	     mods[0] ? " " : "", mods);
	if (agpr)
		for (unsigned int r = 0; r < ncd; r++)
			emit(k, sizeof(k), "\tv_accvgpr_read_b32 v%u, a%u\n", 16 + r, r);
	for (unsigned int i = 0; i < ncd; i += 4)
		emit(k, sizeof(k), "\tglobal_store_dwordx%u v2, v[%u:%u], s[10:11] offset:%u\n", ncd - i >= 4 ? 4 : 2,
		     16 + i, 16 + i + (ncd - i >= 4 ? 3 : 1), 4 * i);
	st = e2e_run(x, k, &err);
	if (!CHECK(st == GS_OK, "%s: %s %s runs (%s)", x->tname, s->name, what, st ? err.msg : "ok"))
		return;
	for (unsigned int l = 0; l < L; l++)
		for (unsigned int r = 0; r < ncd; r++)
			id[r][l] = d[l * 32 + r];
	if (blgp && !f64) {
		/* a B lane pattern has no matrix-level reference here: the pure
		 * function (its BLGP checked in test_modifiers) with the same
		 * modifiers is the reference */
		static uint32_t ref[32][L];
		struct gs_mfma_args ar = { .a = ia, .b = ib, .c = ic, .blgp = blgp, .cbsz = cbsz, .abid = abid, .ocp = ocp };

		gsi_mfma_compute(s, &ar, ref);
		CHECK(memcmp(ref, id, ncd * sizeof(id[0])) == 0, "%s: %s %s equals the checked pure function", x->tname,
		      s->name, what);
		return;
	}
	CHECK(compare(s, &X, cbsz, abid, f64 ? blgp : 0, why, sizeof(why)) == 0,
	      "%s: %s %s: D = A x B + C %s", x->tname, s->name, what, why);
}

/* v_mfma_f32_32x32x2_f32 with row-major matrices and the blog's addressing:
 * A 32x2 (lane t: A[t%32][t/32]), B 2x32 (B[t/32][t%32]), C/D 32x32
 * (register 4q+r of lane t: row 4(t/32) + 8q + r, column t%32). */
static void e2e_rowmajor(struct e2e *x)
{
	static char k[8192];
	float *a = x->a->cpu, *b = x->b->cpu, *c = x->c->cpu, *d = x->d->cpu;
	struct gs_error err = { 0 };
	unsigned int bad = 0;
	enum gs_status st;

	for (unsigned int i = 0; i < 64; i++) {
		a[i] = (float)((int)(rnd() % 17) - 8) / 4;
		b[i] = (float)((int)(rnd() % 17) - 8) / 8;
	}
	for (unsigned int i = 0; i < 1024; i++) {
		c[i] = (float)((int)(rnd() % 101) - 50);
		d[i] = -12345.0f;
	}
	k[0] = 0;
	emit(k, sizeof(k), "\ts_load_dwordx8 s[4:11], s[0:1], 0x0\n"
	     "\tv_and_b32 v3, 31, v0\n\tv_lshrrev_b32 v5, 5, v0\n"
	     "\tv_lshlrev_b32 v6, 1, v3\n\tv_add_u32 v6, v6, v5\n\tv_lshlrev_b32 v6, 2, v6\n"
	     "\tv_lshlrev_b32 v7, 2, v0\n"
	     "\tv_lshlrev_b32 v8, 2, v3\n\tv_lshlrev_b32 v9, 9, v5\n\tv_add_u32 v8, v8, v9\n"
	     "\ts_waitcnt lgkmcnt(0)\n"
	     "\tglobal_load_dword v10, v6, s[4:5]\n\tglobal_load_dword v11, v7, s[6:7]\n");
	for (unsigned int g = 0; g < 16; g++)
		emit(k, sizeof(k), "\tglobal_load_dword v%u, v8, s[8:9] offset:%u\n", 16 + g, 128 * (8 * (g / 4) + g % 4));
	emit(k, sizeof(k), "\ts_waitcnt vmcnt(0)\n\tv_mfma_f32_32x32x2_f32 v[16:31], v10, v11, v[16:31]\n"
	     "\ts_nop 7\n\ts_nop 7\n\ts_nop 7\n\ts_nop 7\n");
	for (unsigned int g = 0; g < 16; g++)
		emit(k, sizeof(k), "\tglobal_store_dword v8, v%u, s[10:11] offset:%u\n", 16 + g, 128 * (8 * (g / 4) + g % 4));
	st = e2e_run(x, k, &err);
	if (!CHECK(st == GS_OK, "%s: row-major v_mfma_f32_32x32x2_f32 runs (%s)", x->tname, st ? err.msg : "ok"))
		return;
	for (unsigned int i = 0; i < 32; i++)
		for (unsigned int j = 0; j < 32; j++) {
			float want = (float)((double)c[32 * i + j] + (double)a[2 * i] * b[j] + (double)a[2 * i + 1] * b[32 + j]);

			bad += d[32 * i + j] != want;
		}
	CHECK(bad == 0, "%s: row-major 32x32x2 f32 with the blog's addressing: D = A B + C (%u of 1024 differ)",
	      x->tname, bad);
}

static void test_e2e_target(const char *tname)
{
	struct e2e x = { .tname = tname };
	struct gs_error err = { 0 };
	char spec[32];

	snprintf(spec, sizeof(spec), "emu:%s", tname);
	if (gs_device_open(spec, NULL, &x.dev, &err) != GS_OK) {
		CHECK(1, "# SKIP %s: %s", spec, err.msg);
		return;
	}
	if (!CHECK(gs_bo_alloc(x.dev, 4096, 0, &x.a, &err) == GS_OK && gs_bo_alloc(x.dev, 4096, 0, &x.b, &err) == GS_OK &&
		   gs_bo_alloc(x.dev, 8192, 0, &x.c, &err) == GS_OK && gs_bo_alloc(x.dev, 8192, 0, &x.d, &err) == GS_OK,
		   "%s: buffers", tname))
		goto out;
	ocp = strcmp(tname, "gfx950") == 0;
	e2e_rowmajor(&x);
	for (size_t n = 0; n < NSHAPES; n++) {
		const struct gs_mfma_shape *s = shape(all_names[n]);

		if (s->gfx950 && !ocp)
			continue;
		e2e_shape(&x, s, (int)(n % 4 == 1 ? E2E_ACD : n % 4 == 2 ? E2E_AAB : n % 4 == 3 ? E2E_ACD | E2E_AAB : 0),
			  "", 0, 0, 0);
	}
	e2e_shape(&x, shape("v_mfma_f32_16x16x16_bf16"), E2E_ACD | E2E_C1, "", 0, 0, 0);
	e2e_shape(&x, shape("v_mfma_f32_4x4x4_16b_f16"), E2E_ACD, "cbsz:2 abid:3", 2, 3, 0);
	e2e_shape(&x, shape("v_mfma_i32_16x16x4_4b_i8"), 0, "cbsz:1 abid:1 blgp:3", 1, 1, 3);
	e2e_shape(&x, shape("v_mfma_f32_32x32x2_f32"), E2E_ACD | E2E_AAB, "blgp:6", 0, 0, 6);
	e2e_shape(&x, shape("v_mfma_f64_16x16x4_f64"), 0, "neg:[1,0,1]", 0, 0, 5);
	ocp = 0;
out:
	if (x.a)
		gs_bo_free(x.dev, x.a);
	if (x.b)
		gs_bo_free(x.dev, x.b);
	if (x.c)
		gs_bo_free(x.dev, x.c);
	if (x.d)
		gs_bo_free(x.dev, x.d);
	gs_device_close(x.dev);
}

int main(void)
{
	test_layout_facts();
	test_f8_formats();
	test_shapes();
	test_modifiers();
	test_wave();
	test_table_sizes();
	test_llvm_sizes();
	test_e2e_target("gfx942");
	test_e2e_target("gfx950");
	return t_done();
}
