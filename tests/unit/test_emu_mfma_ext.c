// SPDX-License-Identifier: MIT
/*
 * The MFMAs added after test_mfma.c (emu/mfma.c):
 *   - gfx942 xf32: v_mfma_f32_16x16x8_xf32, v_mfma_f32_32x32x4_xf32.  Lane
 *     layout: AMD's matrix instruction calculator ("cdna3": A[i][k] in GPR
 *     k % 2, lane M floor(k / 2) + i; C/D as printed there).  Inputs are
 *     truncated toward zero to 10 mantissa bits (ROCm/rocm-libraries PR
 *     9176: gfx942 "truncates fp32->tf32 (round-toward-zero) in hardware").
 *   - gfx950 v_mfma_f32_16x16x128_f8f6f4 / 32x32x64_f8f6f4 with CBSZ/BLGP
 *     formats fp8 (0), bf8 (1), fp4 (4), A and B mixed; layout of the ROCm
 *     blog "Matrix Core Programming on AMD CDNA3 and CDNA4" (fp8: two
 *     16-element pieces K/2 apart; fp4: 32 consecutive K).  fp6 (E2M3) and
 *     bf6 (E3M2): 32 six-bit codes end to end in 6 VGPRs (element e at bit
 *     6e, gfx950's pk32 conversions' and rocRoller's FP6x16 packing), 32
 *     consecutive K as fp4 (assumed); decoded here from the OCP MX formula,
 *     itself checked against known values (E2M3 max 7.5, E3M2 max 28, ...).
 *   - gfx950 v_mfma_scale_*: an E8M0 scale (2^(s-127)) per row/column and
 *     32 K, byte OPSEL of lane i + M floor(k / 32) of the scale VGPR; in a
 *     kernel the 16-byte ld_scale + MFMA pair assembled from llvm-mc-22's
 *     syntax (op_sel / op_sel_hi pick the bytes).
 * Each shape: random and edge inputs placed with this test's formulas, D
 * compared bit for bit with a product computed here (own xf32 truncation,
 * OCP E4M3/E5M2/E2M1 decoding; products summed in double in k order from
 * C, rounded once to f32); the wave entry's register counts per format and
 * refusals; one kernel per target end to end.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/mfma.h"
#include "harness.h"
#include "emu_testutil.h"

#define L GS_MFMA_LANES

static uint32_t seed = 0x1234567u;
static uint32_t rnd(void) { return emu_xs(&seed); }
static float u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static uint32_t ia[8][L], ib[8][L], ic[16][L], od[16][L];
static uint32_t Av[32][128], Bv[128][32], Cv[32][32];

/* C/D[i][j] (calculator, cdna3): M 16: GPR i%4, lane 16 floor(i/4) + j;
 * M 32: GPR 4 floor(i/8) + i%4, lane (32 floor(i/4)) % 64 + j */
static void cd_at(unsigned int m, unsigned int i, unsigned int j, unsigned int *reg, unsigned int *lane)
{
	*reg = m == 16 ? i % 4 : 4 * (i / 8) + i % 4;
	*lane = m == 16 ? 16 * (i / 4) + j : 32 * (i / 4) % 64 + j;
}

static unsigned int compare_f32(unsigned int m, double (*ref)(unsigned int, unsigned int), char *why, size_t n)
{
	unsigned int bad = 0;

	for (unsigned int i = 0; i < m; i++)
		for (unsigned int j = 0; j < m; j++) {
			unsigned int reg, lane;
			uint32_t got, want = f2u((float)ref(i, j));

			cd_at(m, i, j, &reg, &lane);
			got = od[reg][lane];
			if (got != want && !(isnan(u2f(got)) && isnan(u2f(want))) && !bad++)
				snprintf(why, n, "D[%u][%u] = 0x%08x (%g), want 0x%08x (%g)", i, j, got, u2f(got), want,
					 u2f(want));
		}
	return bad;
}

/* ---- xf32 ---- */

static unsigned int xm, xk;

static double xf32(uint32_t u)
{
	float f = u2f(u);

	if (isnan(f))
		return f;
	return u2f(u & 0xffffe000u);
}

static double ref_xf32(unsigned int i, unsigned int j)
{
	double acc = u2f(Cv[i][j]);

	for (unsigned int k = 0; k < xk; k++)
		acc += xf32(Av[i][k]) * xf32(Bv[k][j]);
	return acc;
}

static uint32_t rand_f32(int edge)
{
	static const uint32_t ev[] = { 0x7f800000u, 0xff800000u, 0x7fc00001u, 0x7f7fffffu, 0x00000001u,
				       0x80001fffu, 0x3f801fffu, 0x3f802000u, 0x00400000u };

	if (edge && rnd() % 2)
		return ev[rnd() % 9];
	/* low 13 bits set often, so truncation shows */
	return (rnd() & 1) << 31 | (118u + rnd() % 18) << 23 | (rnd() & 0x7fffff);
}

static void test_xf32(const char *name, unsigned int m, unsigned int k)
{
	const struct gs_mfma_shape *s = gsi_mfma_shape(name);
	char why[200] = "";

	if (!CHECK(s != NULL, "%s is in the shape table", name))
		return;
	CHECK(gsi_mfma_nab(s) == 2 && gsi_mfma_ncd(s) == m * m / 64, "%s: A/B 2 registers, C/D %u", name, m * m / 64);
	xm = m;
	xk = k;
	for (int edge = 0; edge < 2; edge++) {
		struct gs_mfma_args a = { .a = ia, .b = ib, .c = ic };
		unsigned int bad;

		for (unsigned int i = 0; i < m; i++)
			for (unsigned int kk = 0; kk < k; kk++) {
				/* calculator: A[i][k] GPR k%2, lane M floor(k/2) + i (B alike) */
				Av[i][kk] = rand_f32(edge && i % 5 == 0);
				Bv[kk][i] = rand_f32(edge && i % 7 == 3);
				ia[kk % 2][m * (kk / 2) + i] = Av[i][kk];
				ib[kk % 2][m * (kk / 2) + i] = Bv[kk][i];
			}
		for (unsigned int i = 0; i < m; i++)
			for (unsigned int j = 0; j < m; j++) {
				unsigned int reg, lane;

				Cv[i][j] = f2u((float)((int)(rnd() % 201) - 100) / 8.0f);
				cd_at(m, i, j, &reg, &lane);
				ic[reg][lane] = Cv[i][j];
			}
		memset(od, 0xcd, sizeof(od));
		why[0] = 0;
		bad = gsi_mfma_compute(s, &a, od) ? 9999 : compare_f32(m, ref_xf32, why, sizeof(why));
		CHECK(bad == 0, "%s: D = trunc10(A) x trunc10(B) + C, %s values (%u differ) %s", name,
		      edge ? "edge (inf, NaN, FLT_MAX, denormal, low bits set)" : "random", bad, why);
	}
}

/* ---- f8f6f4 ---- */

static unsigned int fm, fk, fa, fb;

static double ocp(uint32_t v, unsigned int f)
{
	if (f == 2 || f == 3) {  /* E2M3 / E3M2: S.EE.MMM bias 1, S.EEE.MM bias 3; no inf/NaN */
		unsigned int eb = f == 2 ? 2 : 3, mb = 5 - eb, bias = f == 2 ? 1 : 3;
		uint32_t ex = v >> mb & ((1u << eb) - 1), mm = v & ((1u << mb) - 1);
		double x = ex ? ldexp((double)(mm | 1u << mb), (int)ex - (int)bias - (int)mb)
			      : ldexp((double)mm, 1 - (int)bias - (int)mb);

		return v & 0x20 ? -x : x;
	}
	if (f == 4) {  /* E2M1: S.EE.M, bias 1, no inf/NaN */
		static const double mag[8] = { 0, 0.5, 1, 1.5, 2, 3, 4, 6 };

		return v & 8 ? -mag[v & 7] : mag[v & 7];
	}
	{
		int e5 = f == 1, eb = e5 ? 5 : 4, mb = 7 - eb, bias = e5 ? 15 : 7;
		uint32_t ex = v >> mb & ((1u << eb) - 1), mm = v & ((1u << mb) - 1);
		double x;

		if (!e5 && (v & 0x7f) == 0x7f)
			return NAN;
		if (e5 && ex == 31)
			return mm ? NAN : v & 0x80 ? -INFINITY : INFINITY;
		x = ex ? ldexp((double)(mm | 1u << mb), (int)ex - bias - mb) : ldexp((double)mm, 1 - bias - mb);
		return v & 0x80 ? -x : x;
	}
}

/* scales (v_mfma_scale_*): the scale VGPR images of A and B and the byte
 * each reads; fscaled 0: none */
static uint32_t sc_img[2][L];
static unsigned int fscaled, fsel[2];

static double e8m0(uint32_t img[L], unsigned int sel, unsigned int lane)
{
	uint32_t b = img[lane] >> (8 * sel) & 0xff;

	return b == 0xff ? NAN : ldexp(1.0, (int)b - 127);
}

static double ref_f8f6f4(unsigned int i, unsigned int j)
{
	double acc = u2f(Cv[i][j]);

	for (unsigned int k = 0; k < fk; k++) {
		double sa = fscaled ? e8m0(sc_img[0], fsel[0], i + fm * (k / 32)) : 1;
		double sb = fscaled ? e8m0(sc_img[1], fsel[1], j + fm * (k / 32)) : 1;

		acc += ocp(Av[i][k], fa) * sa * ocp(Bv[k][j], fb) * sb;
	}
	return acc;
}

/* The blog's placement: lane group g = lane / M, element e (in bit order);
 * fp6/bf6 as fp4 */
static unsigned int k_of(unsigned int f, unsigned int g, unsigned int e)
{
	return f >= 2 ? 32 * g + e : fk / 2 * (e / 16) + 16 * g + e % 16;
}

static uint32_t code(unsigned int f, int edge)
{
	static const uint8_t e4[] = { 0x7f, 0x7e, 0xfe, 0x01, 0x80, 0x38 };
	static const uint8_t e5[] = { 0x7c, 0xfc, 0x7d, 0x7b, 0x01, 0x80 };
	uint32_t v;

	if (f == 4)
		return rnd() & 15;  /* every code is a number */
	if (f == 2 || f == 3)
		return rnd() & 63;
	if (edge && rnd() % 2)
		return f ? e5[rnd() % 6] : e4[rnd() % 6];
	do
		v = rnd() & 0xff;
	while (isnan(ocp(v, f)) || isinf(ocp(v, f)));
	return v;
}

static void place(uint32_t (*img)[L], unsigned int f, int isb)
{
	unsigned int bits = f == 4 ? 4 : f >= 2 ? 6 : 8, per = fk / (L / fm);

	memset(img, 0, sizeof(ia));
	for (unsigned int l = 0; l < L; l++)
		for (unsigned int e = 0; e < per; e++) {
			unsigned int k = k_of(f, l / fm, e), o = l % fm, bit = e * bits;
			uint64_t v = isb ? Bv[k][o] : Av[o][k];

			/* end to end: a 6-bit code may straddle two registers */
			img[bit / 32][l] |= (uint32_t)(v << (bit % 32));
			if (bit % 32 + bits > 32)
				img[bit / 32 + 1][l] |= (uint32_t)(v >> (32 - bit % 32));
		}
}

static void test_f8f6f4(const char *name, unsigned int m, unsigned int k, unsigned int a, unsigned int b)
{
	const struct gs_mfma_shape *s = gsi_mfma_shape(name);
	char why[200] = "";

	if (!CHECK(s != NULL, "%s is in the shape table", name))
		return;
	fm = m;
	fk = k;
	fa = a;
	fb = b;
	for (int edge = 0; edge < 2; edge++) {
		struct gs_mfma_args x = { .a = ia, .b = ib, .c = ic, .cbsz = a, .blgp = b, .ocp = 1 };
		unsigned int bad;

		for (unsigned int i = 0; i < m; i++)
			for (unsigned int kk = 0; kk < k; kk++) {
				Av[i][kk] = code(a, edge && i % 4 == 0);
				Bv[kk][i] = code(b, edge && i % 4 == 1);
			}
		place(ia, a, 0);
		place(ib, b, 1);
		for (unsigned int i = 0; i < m; i++)
			for (unsigned int j = 0; j < m; j++) {
				unsigned int reg, lane;

				Cv[i][j] = f2u((float)((int)(rnd() % 2001) - 1000) / 4.0f);
				cd_at(m, i, j, &reg, &lane);
				ic[reg][lane] = Cv[i][j];
			}
		memset(od, 0xcd, sizeof(od));
		why[0] = 0;
		bad = gsi_mfma_compute(s, &x, od) ? 9999 : compare_f32(m, ref_f8f6f4, why, sizeof(why));
		CHECK(bad == 0, "%s cbsz:%u blgp:%u: D = A x B + C, %s values (%u differ) %s", name, a, b,
		      edge ? "edge (NaN, inf, largest, denormal, -0)" : "random", bad, why);
	}
	{
		struct gs_mfma_args x = { .a = ia, .b = ib, .c = ic, .cbsz = a, .blgp = b, .abid = 1, .ocp = 1 };

		CHECK(gsi_mfma_compute(s, &x, od) != 0, "%s: abid:1 refused", name);
	}
}

static void test_fp6_values(void)
{
	/* OCP MX v1.0 E2M3 / E3M2 values, as tabulated there */
	static const struct { unsigned int f; uint32_t v; double x; } known[] = {
		{ 2, 0x1f, 7.5 }, { 2, 0x01, 0.125 }, { 2, 0x08, 1.0 }, { 2, 0x3f, -7.5 }, { 2, 0x0c, 1.5 },
		{ 2, 0x20, 0.0 }, { 3, 0x1f, 28.0 }, { 3, 0x01, 0.0625 }, { 3, 0x0c, 1.0 }, { 3, 0x04, 0.25 },
		{ 3, 0x3e, -24.0 }, { 3, 0x03, 0.1875 },
	};
	unsigned int bad = 0;

	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (ocp(known[i].v, known[i].f) != known[i].x && !bad++)
			CHECK(0, "fp6 format %u code 0x%02x: %g, want %g", known[i].f, known[i].v, ocp(known[i].v, known[i].f),
			      known[i].x);
	CHECK(bad == 0, "the test's E2M3/E3M2 decoding gives the OCP table's values (%zu codes)",
	      sizeof(known) / sizeof(known[0]));
}

/* v_mfma_scale_*: random per-block scales (the selected byte 118..136,
 * the other bytes noise), D against the scaled product */
static void test_scaled(const char *name, unsigned int m, unsigned int k, unsigned int a, unsigned int b,
			unsigned int sa, unsigned int sb)
{
	const struct gs_mfma_shape *s = gsi_mfma_shape(name);
	struct gs_mfma_args x = { .a = ia, .b = ib, .c = ic, .cbsz = a, .blgp = b, .abid = 1, .ocp = 1, .scaled = 1,
				  .scale = { sc_img[0], sc_img[1] }, .scale_sel = { sa, sb } };
	char why[200] = "";
	unsigned int bad;

	if (!CHECK(s != NULL, "%s is in the shape table", name))
		return;
	fm = m;
	fk = k;
	fa = a;
	fb = b;
	for (unsigned int i = 0; i < m; i++)
		for (unsigned int kk = 0; kk < k; kk++) {
			Av[i][kk] = code(a, 0);
			Bv[kk][i] = code(b, 0);
		}
	place(ia, a, 0);
	place(ib, b, 1);
	for (unsigned int op = 0; op < 2; op++)
		for (unsigned int l = 0; l < L; l++) {
			unsigned int sel = op ? sb : sa;

			sc_img[op][l] = (rnd() & ~(0xffu << (8 * sel))) | (118u + rnd() % 19) << (8 * sel);
		}
	for (unsigned int i = 0; i < m; i++)
		for (unsigned int j = 0; j < m; j++) {
			unsigned int reg, lane;

			Cv[i][j] = f2u((float)((int)(rnd() % 2001) - 1000) / 4.0f);
			cd_at(m, i, j, &reg, &lane);
			ic[reg][lane] = Cv[i][j];
		}
	fscaled = 1;
	fsel[0] = sa;
	fsel[1] = sb;
	memset(od, 0xcd, sizeof(od));
	bad = gsi_mfma_compute(s, &x, od) ? 9999 : compare_f32(m, ref_f8f6f4, why, sizeof(why));
	CHECK(bad == 0, "%s scaled, cbsz:%u blgp:%u, scale bytes %u/%u: D = (A 2^sa) x (B 2^sb) + C (%u differ) %s", name,
	      a, b, sa, sb, bad, why);
	/* scales of 127 give the unscaled result bit for bit */
	for (unsigned int l = 0; l < L; l++)
		sc_img[0][l] = sc_img[1][l] = 0x7f7f7f7fu;
	{
		uint32_t d1[16][L];
		struct gs_mfma_args u = { .a = ia, .b = ib, .c = ic, .cbsz = a, .blgp = b, .ocp = 1 };

		CHECK(gsi_mfma_compute(s, &x, od) == 0 && gsi_mfma_compute(s, &u, d1) == 0 &&
		      !memcmp(od, d1, sizeof(od[0]) * gsi_mfma_ncd(s)), "%s: all scales 127 = the unscaled MFMA", name);
	}
	sc_img[1][m] = 0xffu << (8 * sb);  /* B column 0, K 32..63: NaN */
	CHECK(gsi_mfma_compute(s, &x, od) == 0 && isnan(u2f(od[0][0])) && !isnan(u2f(od[0][1])),
	      "%s: an E8M0 0xff scale makes its column NaN", name);
	fscaled = 0;
}

static void test_f8f6f4_refusals(void)
{
	static uint32_t regs[512][EMU_MAX_LANES];
	static const struct gs_isa_op op = { .name = "v_mfma_f32_16x16x128_f8f6f4" };
	const struct gs_mfma_shape *s = gsi_mfma_shape(op.name);
	struct emu e = { .target = gs_target_find("gfx950") };
	struct gs_mfma_args x = { .a = ia, .b = ib, .c = ic, .cbsz = 2, .ocp = 1 };
	struct wave w = { 0 };
	struct gs_inst in = { 0 };
	char msg[512] = "";
	int st;

	x.cbsz = 5;
	CHECK(s && gsi_mfma_compute(s, &x, od) != 0, "f8f6f4: an unknown A format (cbsz:5) refused by the compute");
	CHECK(gsi_mfma_f8f6f4_regs(0) == 8 && gsi_mfma_f8f6f4_regs(3) == 6 && gsi_mfma_f8f6f4_regs(4) == 4 &&
	      gsi_mfma_f8f6f4_regs(5) == 0, "f8f6f4: 8/6/4 registers per format (llvm-mc-22's tuple sizes)");
	w.v = regs;
	w.n_vgprs = 20;
	w.agpr_base = 256;
	w.lanes = 64;
	w.s[GS_OPR_EXEC_LO] = w.s[GS_OPR_EXEC_HI] = 0xffffffffu;
	in.op = &op;
	in.vdst = 0;
	in.src[0] = GS_OPR_VGPR0 + 4;
	in.src[1] = GS_OPR_VGPR0 + 16;
	in.src[2] = GS_OPR_VGPR0 + 0;
	in.cbsz = 5;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "cbsz:5") && strstr(msg, "fp6 (2)"), "wave: format 5 refused: %s",
	      msg);
	in.cbsz = 3;
	in.blgp = 2;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_FAULT && strstr(msg, "v[16:21]"), "wave: bf6 A x fp6 B needs B v[16:21] (6 VGPRs): %s", msg);
	in.blgp = 0;
	in.abid = 1;
	in.cbsz = 4;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "abid:1"), "wave: bit 11 (abid) without the scale pair refused: %s",
	      msg);
	in.abid = 0;
	in.cbsz = 4;
	in.blgp = 4;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_OK, "wave: fp4 x fp4 with B v[16:19] fits 20 VGPRs: %s", msg);
	in.blgp = 0;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_FAULT && strstr(msg, "v[16:23]"), "wave: fp8 B needs v[16:23]: %s", msg);
}

/* ---- end to end ---- */

/* gfx950: v_mfma_scale_f32_16x16x128_f8f6f4 with fp6 A and fp4 B in a
 * kernel, scale bytes 3 (A: op_sel[0], op_sel_hi[0]) and 2 (B: op_sel_hi[1]) */
static void e2e_scaled(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 5, v0\n\tv_lshlrev_b32 v2, 4, v0\n"
		"\tv_lshlrev_b32 v3, 3, v0\n\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_load_dwordx4 v[4:7], v1, s[4:5]\n\tglobal_load_dwordx2 v[8:9], v1, s[4:5] offset:16\n"
		"\tv_add_u32 v10, 0x800, v2\n\tglobal_load_dwordx4 v[12:15], v10, s[4:5]\n"
		"\tv_add_u32 v10, 0x1000, v2\n\tglobal_load_dwordx4 v[16:19], v10, s[4:5]\n"
		"\tv_add_u32 v10, 0x1800, v3\n\tglobal_load_dwordx2 v[20:21], v10, s[4:5]\n\ts_waitcnt vmcnt(0)\n"
		"\tv_mfma_scale_f32_16x16x128_f8f6f4 v[16:19], v[4:9], v[12:15], v[16:19], v20, v21 op_sel:[1,0,0] op_sel_hi:[1,1,0] cbsz:2 blgp:4\n"
		"\ts_nop 7\n\ts_nop 7\n\tglobal_store_dwordx4 v2, v[16:19], s[6:7]\n";
	uint32_t *in = emu_in(e), *out = emu_out(e);
	char why[200] = "";

	fm = 16;
	fk = 128;
	fa = 2;
	fb = 4;
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int kk = 0; kk < 128; kk++) {
			Av[i][kk] = code(2, 0);
			Bv[kk][i] = code(4, 0);
		}
	place(ia, 2, 0);
	place(ib, 4, 1);
	fscaled = 1;
	fsel[0] = 3;
	fsel[1] = 2;
	for (unsigned int l = 0; l < L; l++) {
		sc_img[0][l] = (rnd() & 0x00ffffffu) | (120u + rnd() % 15) << 24;
		sc_img[1][l] = (rnd() & 0xff00ffffu) | (120u + rnd() % 15) << 16;
	}
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int j = 0; j < 16; j++) {
			unsigned int reg, lane;

			Cv[i][j] = f2u((float)((int)(rnd() % 201) - 100));
			cd_at(16, i, j, &reg, &lane);
			ic[reg][lane] = Cv[i][j];
		}
	/* A at dword 8 l (6 used), B at 512 + 4 l, C at 1024 + 4 l, scales at 1536 + 2 l */
	for (unsigned int l = 0; l < L; l++) {
		for (unsigned int r = 0; r < 6; r++)
			in[8 * l + r] = ia[r][l];
		for (unsigned int r = 0; r < 4; r++) {
			in[512 + 4 * l + r] = ib[r][l];
			in[1024 + 4 * l + r] = ic[r][l];
		}
		in[1536 + 2 * l] = sc_img[0][l];
		in[1536 + 2 * l + 1] = sc_img[1][l];
	}
	if (emu_run_ok(e, "v_mfma_scale_f32_16x16x128_f8f6f4", body,
		       "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n", 64, 64)) {
		for (unsigned int l = 0; l < L; l++)
			for (unsigned int r = 0; r < 4; r++)
				od[r][l] = out[4 * l + r];
		CHECK(compare_f32(16, ref_f8f6f4, why, sizeof(why)) == 0,
		      "gfx950: v_mfma_scale_f32_16x16x128_f8f6f4 fp6 x fp4, scale bytes 3/2, in a kernel %s", why);
	}
	fscaled = 0;
	{
		/* a v_mfma_ld_scale_b32 not followed by its MFMA: refused, named */
		struct gs_error err = { 0 };
		enum gs_status st = emu_run(e, "\tv_mfma_ld_scale_b32 v20, v21\n\tv_mov_b32 v1, 0\n",
					   "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n", 64, 64, &err);

		CHECK(st != GS_OK && strstr(err.msg, "v_mfma_ld_scale_b32"), "gfx950: a lone v_mfma_ld_scale_b32 is refused (%s)",
		      st ? err.msg : "ran");
	}
}

static void e2e(struct emu_env *e)
{
	static char body[2048];
	uint32_t *in = emu_in(e), *out = emu_out(e);
	int g950 = !strcmp(e->tname, "gfx950");
	const char *name = g950 ? "v_mfma_f32_32x32x64_f8f6f4" : "v_mfma_f32_16x16x8_xf32";
	const struct gs_mfma_shape *s = gsi_mfma_shape(name);
	unsigned int m = g950 ? 32 : 16, nab = g950 ? 8 : 2, ncd = m * m / 64;
	char why[200] = "";

	if (g950) {
		fm = 32;
		fk = 64;
		fa = 0;
		fb = 4;
		for (unsigned int i = 0; i < 32; i++)
			for (unsigned int kk = 0; kk < 64; kk++) {
				Av[i][kk] = code(0, 0);
				Bv[kk][i] = code(4, 0);
			}
		place(ia, 0, 0);
		place(ib, 4, 1);
	} else {
		xm = 16;
		xk = 8;
		for (unsigned int i = 0; i < 16; i++)
			for (unsigned int kk = 0; kk < 8; kk++) {
				Av[i][kk] = rand_f32(0);
				Bv[kk][i] = rand_f32(0);
				ia[kk % 2][16 * (kk / 2) + i] = Av[i][kk];
				ib[kk % 2][16 * (kk / 2) + i] = Bv[kk][i];
			}
	}
	for (unsigned int i = 0; i < m; i++)
		for (unsigned int j = 0; j < m; j++) {
			unsigned int reg, lane;

			Cv[i][j] = f2u((float)((int)(rnd() % 201) - 100));
			cd_at(m, i, j, &reg, &lane);
			ic[reg][lane] = Cv[i][j];
		}
	/* in: A at 0, B at 2048, C at 4096: register r of lane l at (l * n + r) * 4 */
	for (unsigned int l = 0; l < L; l++) {
		for (unsigned int r = 0; r < nab; r++) {
			in[l * nab + r] = ia[r][l];
			in[512 + l * nab + r] = ib[r][l];
		}
		for (unsigned int r = 0; r < ncd; r++)
			in[1024 + l * ncd + r] = ic[r][l];
	}
	if (g950)
		snprintf(body, sizeof(body),
			 "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 5, v0\n\tv_lshlrev_b32 v2, 6, v0\n"
			 "\ts_waitcnt lgkmcnt(0)\n"
			 "\tglobal_load_dwordx4 v[4:7], v1, s[4:5]\n\tglobal_load_dwordx4 v[8:11], v1, s[4:5] offset:16\n"
			 "\tv_add_u32 v3, 0x800, v1\n\tglobal_load_dwordx4 v[12:15], v3, s[4:5]\n"
			 "\tv_add_u32 v3, 0x1000, v2\n\tglobal_load_dwordx4 v[16:19], v3, s[4:5]\n"
			 "\tglobal_load_dwordx4 v[20:23], v3, s[4:5] offset:16\n\tglobal_load_dwordx4 v[24:27], v3, s[4:5] offset:32\n"
			 "\tglobal_load_dwordx4 v[28:31], v3, s[4:5] offset:48\n\ts_waitcnt vmcnt(0)\n"
			 "\t%s v[16:31], v[4:11], v[12:15], v[16:31] blgp:4\n\ts_nop 7\n\ts_nop 7\n\ts_nop 7\n"
			 "\tglobal_store_dwordx4 v2, v[16:19], s[6:7]\n\tglobal_store_dwordx4 v2, v[20:23], s[6:7] offset:16\n"
			 "\tglobal_store_dwordx4 v2, v[24:27], s[6:7] offset:32\n\tglobal_store_dwordx4 v2, v[28:31], s[6:7] offset:48\n",
			 name);
	else
		snprintf(body, sizeof(body),
			 "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 3, v0\n\tv_lshlrev_b32 v2, 4, v0\n"
			 "\ts_waitcnt lgkmcnt(0)\n\tglobal_load_dwordx2 v[4:5], v1, s[4:5]\n"
			 "\tglobal_load_dwordx2 v[6:7], v1, s[4:5] offset:2048\n\tv_add_u32 v3, 0x1000, v2\n"
			 "\tglobal_load_dwordx4 v[16:19], v3, s[4:5]\n\ts_waitcnt vmcnt(0)\n"
			 "\t%s v[16:19], v[4:5], v[6:7], v[16:19]\n\ts_nop 7\n\ts_nop 7\n"
			 "\tglobal_store_dwordx4 v2, v[16:19], s[6:7]\n", name);
	if (!emu_run_ok(e, name, body, "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n", 64, 64))
		return;
	for (unsigned int l = 0; l < L; l++)
		for (unsigned int r = 0; r < ncd; r++)
			od[r][l] = out[l * ncd + r];
	CHECK(s && compare_f32(m, g950 ? ref_f8f6f4 : ref_xf32, why, sizeof(why)) == 0, "%s: %s in a kernel %s",
	      e->tname, name, why);
	if (g950)
		e2e_scaled(e);
}

int main(void)
{
	static const unsigned int fmts[][2] = { { 0, 0 }, { 1, 1 }, { 0, 1 }, { 1, 0 }, { 4, 4 }, { 0, 4 }, { 4, 1 },
						{ 2, 2 }, { 3, 3 }, { 2, 3 }, { 3, 0 }, { 4, 2 }, { 1, 3 } };

	test_xf32("v_mfma_f32_16x16x8_xf32", 16, 8);
	test_xf32("v_mfma_f32_32x32x4_xf32", 32, 4);
	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++) {
		test_f8f6f4("v_mfma_f32_16x16x128_f8f6f4", 16, 128, fmts[i][0], fmts[i][1]);
		test_f8f6f4("v_mfma_f32_32x32x64_f8f6f4", 32, 64, fmts[i][0], fmts[i][1]);
	}
	test_fp6_values();
	test_scaled("v_mfma_f32_16x16x128_f8f6f4", 16, 128, 0, 0, 0, 0);
	test_scaled("v_mfma_f32_16x16x128_f8f6f4", 16, 128, 2, 4, 3, 1);
	test_scaled("v_mfma_f32_32x32x64_f8f6f4", 32, 64, 4, 1, 2, 3);
	test_scaled("v_mfma_f32_32x32x64_f8f6f4", 32, 64, 3, 2, 1, 0);
	test_f8f6f4_refusals();
	return emu_main_on("gfx942 gfx950", e2e, "test_emu_mfma_ext");
}
