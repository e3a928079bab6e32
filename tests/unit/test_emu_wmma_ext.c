// SPDX-License-Identifier: MIT
/*
 * The WMMA forms added after test_wmma.c: v_wmma_i32_16x16x16_iu4 (gfx1100,
 * gfx1201), v_wmma_i32_16x16x32_iu4 and v_wmma_f32_16x16x16_{fp8,bf8}_{fp8,bf8}
 * (gfx1201), wave32, on the emulator.
 *
 * The kernel loads raw per-lane fragments of A, B and C, runs one WMMA and
 * stores D's fragments.  This test places every element itself, with the
 * "matrix element to register mapping" that AMD's matrix instruction
 * calculator (ROCm/amd_matrix_instruction_calculator, "rdna3"/"rdna4")
 * prints for each instruction, and compares D with a matrix product
 * computed here: integers exactly (CLAMP saturating, else wrapping), fp8
 * (OCP E4M3) and bf8 (OCP E5M2) decoded here, products summed in double in
 * k order from C and rounded once to f32 (the emulator's documented
 * order).  Edge values: iu4 -8/7/15, i32 limits; fp8 NaN, infinity, the
 * largest values, denormals, -0.  Finally the new lines assemble to
 * llvm-mc-22's bytes (# SKIP without it).  Wave64: every WMMA form but the
 * bf16 ones on both targets, placed with the calculator's wave64 mappings.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"

enum kind { IU4_16, IU4_32, F8 };

struct cs {
	enum kind kind;
	const char *mnem;
	int a5, b5;            /* F8: A / B are bf8 (E5M2) */
};

static uint32_t seed = 0x9e3779b9u;
static uint32_t A[16][32], B[32][16];  /* codes */
static uint32_t C[16][16];             /* bits */

static uint32_t rnd(void) { return emu_xs(&seed); }

/* ---- the calculator's mappings (register, bit, lane) ---- */

struct where { unsigned int reg, bit, lane; };

/* A[i][k] (B[k][j] with j for i): lane copy c (RDNA3 replicates in lanes
 * i and i + 16) */
static struct where ab_where(int g12, enum kind kind, unsigned int i, unsigned int k, unsigned int c)
{
	struct where w;

	if (!g12) {            /* rdna3 iu4: GPR floor(k/8).[4(k%8)+3:4(k%8)], lanes i, i+16 */
		w.reg = k / 8;
		w.bit = 4 * (k % 8);
		w.lane = i + 16 * c;
	} else if (kind == IU4_16) {  /* rdna4: GPR 0, nibble k%8, lane 16 floor(k/8) + i */
		w.reg = 0;
		w.bit = 4 * (k % 8);
		w.lane = 16 * (k / 8) + i;
	} else if (kind == IU4_32) {  /* GPR floor(k/8)%2, nibble k%8, lane 16 floor(k/16) + i */
		w.reg = k / 8 % 2;
		w.bit = 4 * (k % 8);
		w.lane = 16 * (k / 16) + i;
	} else {               /* fp8: GPR floor(k/4)%2, byte k%4, lane 16 floor(k/8) + i */
		w.reg = k / 4 % 2;
		w.bit = 8 * (k % 4);
		w.lane = 16 * (k / 8) + i;
	}
	return w;
}

/* C/D[i][j]: rdna3 GPR floor(i/2), lane 16 (i%2) + j; rdna4 GPR i%8, lane 16 floor(i/8) + j */
static struct where cd_where(int g12, unsigned int i, unsigned int j)
{
	struct where w = { g12 ? i % 8 : i / 2, 0, g12 ? 16 * (i / 8) + j : 16 * (i % 2) + j };

	return w;
}

/* ---- numbers ---- */

static double ocp8(uint32_t v, int e5)
{
	int eb = e5 ? 5 : 4, mb = 7 - eb, bias = e5 ? 15 : 7;
	uint32_t ex = v >> mb & ((1u << eb) - 1), m = v & ((1u << mb) - 1);
	double x;

	if (!e5 && (v & 0x7f) == 0x7f)
		return NAN;
	if (e5 && ex == 31)
		return m ? NAN : v & 0x80 ? -INFINITY : INFINITY;
	x = ex ? ldexp((double)(m | 1u << mb), (int)ex - bias - mb) : ldexp((double)m, 1 - bias - mb);
	return v & 0x80 ? -x : x;
}

static float u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* ---- one run ---- */

struct opts {
	int sa, sb;           /* iu4 signedness (neg_lo[0], neg_lo[1]) */
	int clamp;
	int c_negabs;         /* neg_lo:[0,0,1] neg_hi:[0,0,1]: C' = -|C| */
	const char *c_inline; /* C an inline constant ("1.0", "-4"), else v[16:23] */
	double c_value;
};

static unsigned int kdim(enum kind k) { return k == IU4_32 ? 32 : 16; }

static int run_case(struct emu_env *e, const struct cs *c, const struct opts *o, const char *what)
{
	static char body[4096];
	int g12 = e->gen == 12;
	unsigned int K = kdim(c->kind), nab = g12 ? (c->kind == IU4_16 ? 1 : 2) : 2;
	uint32_t *in = emu_in(e), *out = emu_out(e);
	char mods[128] = "", an[16], bn[16];
	unsigned int bad = 0, first_l = 0, first_g = 0;
	uint32_t got1 = 0, want1 = 0;

	memset(in, 0, 4096);
	memset(out, 0xcd, 2048);
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int k = 0; k < K; k++)
			for (unsigned int cp = 0; cp < (g12 ? 1u : 2u); cp++) {
				struct where wa = ab_where(g12, c->kind, i, k, cp), wb = ab_where(g12, c->kind, i, k, cp);

				in[wa.lane * 2 + wa.reg] |= A[i][k] << wa.bit;
				in[256 + wb.lane * 2 + wb.reg] |= B[k][i] << wb.bit;
			}
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int j = 0; j < 16; j++) {
			struct where w = cd_where(g12, i, j);

			in[512 + w.lane * 8 + w.reg] = C[i][j];
		}
	if (c->kind != F8 && (o->sa || o->sb))
		snprintf(mods, sizeof(mods), " neg_lo:[%d,%d,0]", o->sa, o->sb);
	if (o->clamp)
		snprintf(mods + strlen(mods), sizeof(mods) - strlen(mods), " clamp");
	if (o->c_negabs)
		snprintf(mods + strlen(mods), sizeof(mods) - strlen(mods), " neg_lo:[0,0,1] neg_hi:[0,0,1]");
	snprintf(an, sizeof(an), nab == 1 ? "v8" : "v[8:9]");
	snprintf(bn, sizeof(bn), nab == 1 ? "v10" : "v[10:11]");
	snprintf(body, sizeof(body),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 3, v0\n\tv_lshlrev_b32 v2, 5, v0\n"
		 "\tWAIT_KM\n\tglobal_load_b64 v[8:9], v1, s[4:5]\n\tglobal_load_b64 v[10:11], v1, s[4:5] offset:1024\n"
		 "\tglobal_load_b128 v[16:19], v2, s[4:5] offset:2048\n\tglobal_load_b128 v[20:23], v2, s[4:5] offset:2064\n"
		 "\tWAIT_LOAD\n\t%s v[16:23], %s, %s, %s%s\n"
		 "\tglobal_store_b128 v2, v[16:19], s[6:7]\n\tglobal_store_b128 v2, v[20:23], s[6:7] offset:16\n",
		 c->mnem, an, bn, o->c_inline ? o->c_inline : "v[16:23]", mods);
	if (!emu_run_ok(e, what, body, NULL, 32, 32))
		return 0;
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int j = 0; j < 16; j++) {
			struct where w = cd_where(g12, i, j);
			uint32_t got = out[w.lane * 8 + w.reg], want;
			int same;

			if (c->kind != F8) {
				int64_t s = o->c_inline ? (int64_t)o->c_value : (int64_t)(int32_t)C[i][j];

				for (unsigned int k = 0; k < K; k++) {
					int64_t a = o->sa && (A[i][k] & 8) ? (int64_t)A[i][k] - 16 : A[i][k];
					int64_t b = o->sb && (B[k][j] & 8) ? (int64_t)B[k][j] - 16 : B[k][j];

					s += a * b;
				}
				if (o->clamp)
					s = s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : s;
				want = (uint32_t)s;
				same = got == want;
			} else {
				double acc = o->c_inline ? o->c_value : u2f(C[i][j]);

				if (o->c_negabs)
					acc = -fabs(acc);
				for (unsigned int k = 0; k < K; k++)
					acc += ocp8(A[i][k], c->a5) * ocp8(B[k][j], c->b5);
				want = f2u((float)acc);
				same = got == want || (isnan(u2f(got)) && isnan(u2f(want)));
			}
			if (!same && !bad++) {
				first_l = w.lane;
				first_g = w.reg;
				got1 = got;
				want1 = want;
			}
		}
	return CHECK(bad == 0, "%s: %s equals the CPU matmul (%u of 256 differ; first lane %u v%u: 0x%x, want 0x%x)",
		     e->tname, what, bad, first_l, first_g, got1, want1);
}

/* ---- the inputs ---- */

static void fill_iu4(enum kind kind, int edge, int c_near_limit)
{
	static const uint32_t ev[] = { 0x8, 0x7, 0xf, 0x0, 0x1, 0x9 };

	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int k = 0; k < kdim(kind); k++) {
			A[i][k] = edge ? ev[rnd() % 6] : rnd() & 15;
			B[k][i] = edge ? ev[rnd() % 6] : rnd() & 15;
		}
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int j = 0; j < 16; j++)
			C[i][j] = !c_near_limit ? rnd() >> 8
				: rnd() & 1 ? (uint32_t)(INT32_MAX - (int32_t)(rnd() % 4000))
				: (uint32_t)(INT32_MIN + (int32_t)(rnd() % 4000));
}

static uint32_t f8_code(int e5, int edge)
{
	/* edge: NaN, +-inf (bf8), largest, smallest denormal, -0, 1.0 */
	static const uint8_t e4[] = { 0x7f, 0xff, 0x7e, 0xfe, 0x01, 0x81, 0x80, 0x38, 0x07, 0x08 };
	static const uint8_t e5s[] = { 0x7f, 0x7d, 0x7c, 0xfc, 0x7b, 0xfb, 0x01, 0x80, 0x3c, 0x03 };
	uint32_t v;

	if (edge)
		return e5 ? e5s[rnd() % 10] : e4[rnd() % 10];
	do
		v = rnd() & 0xff;
	while (isnan(ocp8(v, e5)) || isinf(ocp8(v, e5)));
	return v;
}

static void fill_f8(const struct cs *c, int edge)
{
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int k = 0; k < 16; k++) {
			/* edge: one row / column in four carries the edge codes */
			A[i][k] = f8_code(c->a5, edge && i % 4 == 0);
			B[k][i] = f8_code(c->b5, edge && i % 4 == 1);
		}
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int j = 0; j < 16; j++)
			C[i][j] = f2u((float)((int)(rnd() % 2001) - 1000) / 8.0f);
}

/* ---- tests ---- */

static void test_iu4(struct emu_env *e, const struct cs *c)
{
	struct opts o = { 0 };
	char what[160];

	fill_iu4(c->kind, 0, 0);
	snprintf(what, sizeof(what), "%s (u4 x u4)", c->mnem);
	run_case(e, c, &o, what);
	o.sa = o.sb = 1;
	snprintf(what, sizeof(what), "%s neg_lo:[1,1,0] (i4 x i4)", c->mnem);
	run_case(e, c, &o, what);
	fill_iu4(c->kind, 1, 0);
	o.sb = 0;
	snprintf(what, sizeof(what), "%s neg_lo:[1,0,0] (i4 x u4), edge values -8/7/15", c->mnem);
	run_case(e, c, &o, what);
	o.sa = 0;
	o.sb = 1;
	snprintf(what, sizeof(what), "%s neg_lo:[0,1,0] (u4 x i4), edge values", c->mnem);
	run_case(e, c, &o, what);
	fill_iu4(c->kind, 1, 1);
	o.sa = o.sb = 1;
	o.clamp = 1;
	snprintf(what, sizeof(what), "%s neg_lo:[1,1,0] clamp, C near the i32 limits (saturates)", c->mnem);
	run_case(e, c, &o, what);
	o.clamp = 0;
	snprintf(what, sizeof(what), "%s neg_lo:[1,1,0], C near the i32 limits (wraps)", c->mnem);
	run_case(e, c, &o, what);
	fill_iu4(c->kind, 0, 0);
	o.sa = o.sb = 0;
	o.c_inline = "-4";
	o.c_value = -4;
	snprintf(what, sizeof(what), "%s with C the inline constant -4", c->mnem);
	run_case(e, c, &o, what);
}

static void test_f8(struct emu_env *e, const struct cs *c)
{
	struct opts o = { 0 };
	char what[160];

	fill_f8(c, 0);
	snprintf(what, sizeof(what), "%s, random finite values", c->mnem);
	run_case(e, c, &o, what);
	fill_f8(c, 1);
	snprintf(what, sizeof(what), "%s, NaN/inf/largest/denormal/-0 rows and columns", c->mnem);
	run_case(e, c, &o, what);
	fill_f8(c, 0);
	o.c_negabs = 1;
	snprintf(what, sizeof(what), "%s neg_lo:[0,0,1] neg_hi:[0,0,1] (C' = -|C|)", c->mnem);
	run_case(e, c, &o, what);
	o.c_negabs = 0;
	o.c_inline = "1.0";
	o.c_value = 1.0;
	snprintf(what, sizeof(what), "%s with C the inline constant 1.0", c->mnem);
	run_case(e, c, &o, what);
}

/* ---- wave64 ----
 *
 * The calculator's "Wave64 matrix element to register mapping" for each
 * instruction, written here: RDNA3 A/B as in wave32 but replicated in lanes
 * i, i+16, i+32, i+48; C/D GPR floor(i/4), lane (16 i) % 64 + j.  RDNA4
 * A/B: 16-bit GPR floor(k/2)%2 half k%2, lane 32 (floor(k/8)%2) +
 * 16 (floor(k/4)%2) + i; 8-bit GPR 0 byte k%4, lane 32 (floor(k/4)%2) +
 * 16 (floor(k/8)%2) + i; iu4 x16 nibble k%8, lane 16 floor(k/8) + i; iu4 x32
 * nibble k%8, lane 32 (floor(k/8)%2) + 16 (floor(k/16)%2) + i; C/D GPR i%4
 * (16-bit: GPR floor(i/2)%2, half i%2), lane 32 (floor(i/4)%2) +
 * 16 floor(i/8) + j.
 */

enum k64 { W_F32_F16, W_F16_F16, W_IU8, W_IU4_16, W_IU4_32, W_FP8 };

static const char *const m64[] = {
	"v_wmma_f32_16x16x16_f16", "v_wmma_f16_16x16x16_f16", "v_wmma_i32_16x16x16_iu8",
	"v_wmma_i32_16x16x16_iu4", "v_wmma_i32_16x16x32_iu4", "v_wmma_f32_16x16x16_fp8_fp8",
};

static unsigned int bits64(enum k64 k) { return k <= W_F16_F16 ? 16 : k == W_IU8 || k == W_FP8 ? 8 : 4; }

static struct where ab64(int g12, enum k64 kd, unsigned int i, unsigned int k, unsigned int c)
{
	unsigned int b = bits64(kd);
	struct where w;

	if (!g12) {
		w.reg = k * b / 32;
		w.bit = k * b % 32;
		w.lane = i + 16 * c;
	} else if (b == 16) {
		w.reg = k / 2 % 2;
		w.bit = 16 * (k % 2);
		w.lane = 32 * (k / 8 % 2) + 16 * (k / 4 % 2) + i;
	} else if (b == 8) {
		w.reg = 0;
		w.bit = 8 * (k % 4);
		w.lane = 32 * (k / 4 % 2) + 16 * (k / 8 % 2) + i;
	} else if (kd == W_IU4_16) {
		w.reg = 0;
		w.bit = 4 * (k % 8);
		w.lane = 16 * (k / 8) + i;
	} else {
		w.reg = 0;
		w.bit = 4 * (k % 8);
		w.lane = 32 * (k / 8 % 2) + 16 * (k / 16 % 2) + i;
	}
	return w;
}

static struct where cd64(int g12, enum k64 kd, unsigned int i, unsigned int j)
{
	struct where w;

	if (!g12) {
		w.reg = i / 4;
		w.bit = 0;
		w.lane = 16 * i % 64 + j;
	} else {
		w.reg = kd == W_F16_F16 ? i / 2 % 2 : i % 4;
		w.bit = kd == W_F16_F16 ? 16 * (i % 2) : 0;
		w.lane = 32 * (i / 4 % 2) + 16 * (i / 8) + j;
	}
	return w;
}

static double h2d(uint32_t h)  /* binary16, exact */
{
	uint32_t ex = h >> 10 & 31, m = h & 1023;
	double x = ex == 31 ? (m ? NAN : INFINITY) : ex ? ldexp(m | 1024, (int)ex - 25) : ldexp(m, -24);

	return h & 0x8000 ? -x : x;
}

static uint32_t d2h(double x)  /* nearest even by search (finite results only here) */
{
	uint32_t best = 0;
	double bd = INFINITY;

	for (uint32_t c = 0; c < 0x7c00; c++) {
		double d = fabs(h2d(c) - fabs(x));

		if (d < bd || (d == bd && !(c & 1))) {
			bd = d;
			best = c;
		}
	}
	return (x < 0 ? 0x8000u : 0) | best;
}

static void test_wave64(struct emu_env *e, enum k64 kd)
{
	static char body[4096], kdl[128];
	int g12 = e->gen == 12, cd16 = kd == W_F16_F16, integer = kd >= W_IU8 && kd <= W_IU4_32;
	unsigned int K = kd == W_IU4_32 ? 32 : 16, b = bits64(kd);
	unsigned int nab = g12 ? (K / 4 * b + 31) / 32 : 16 * b / 32, ncd = g12 && cd16 ? 2 : 4;
	uint32_t *in = emu_in(e), *out = emu_out(e);
	static double Cd[16][16];
	unsigned int bad = 0;
	uint32_t got1 = 0, want1 = 0;
	char an[16], bn[16];

	if (kd == W_IU4_16 && g12)
		nab = 1;
	memset(in, 0, 8192);
	memset(out, 0, 2048);
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int k = 0; k < K; k++) {
			A[i][k] = b == 16 ? (uint32_t)d2h(((int)(rnd() % 41) - 20) / 8.0) : rnd() & ((1u << b) - 1);
			B[k][i] = b == 16 ? (uint32_t)d2h(((int)(rnd() % 41) - 20) / 16.0) : rnd() & ((1u << b) - 1);
			if (kd == W_FP8)
				A[i][k] = f8_code(0, 0), B[k][i] = f8_code(0, 0);
			for (unsigned int c = 0; c < (g12 ? 1u : 4u); c++) {
				struct where wa = ab64(g12, kd, i, k, c);

				in[wa.lane * 8 + wa.reg] |= A[i][k] << wa.bit;
				in[512 + wa.lane * 8 + wa.reg] |= B[k][i] << wa.bit;  /* B[k][j]: j for i */
			}
		}
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int j = 0; j < 16; j++) {
			struct where w = cd64(g12, kd, i, j);
			double v = ((int)(rnd() % 201) - 100) / 4.0;
			uint32_t bitsv = integer ? (uint32_t)(int32_t)(rnd() >> 10) : cd16 ? d2h(v) : f2u((float)v);

			Cd[i][j] = integer ? (int32_t)bitsv : cd16 ? h2d(bitsv) : v;
			in[1024 + w.lane * 8 + w.reg] |= bitsv << w.bit;
		}
	snprintf(an, sizeof(an), nab == 1 ? "v8" : "v[8:%u]", 7 + nab);
	snprintf(bn, sizeof(bn), nab == 1 ? "v16" : "v[16:%u]", 15 + nab);
	snprintf(body, sizeof(body),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v2, 5, v0\n\tWAIT_KM\n"
		 "\tglobal_load_b128 v[8:11], v2, s[4:5]\n\tglobal_load_b128 v[12:15], v2, s[4:5] offset:16\n"
		 "\tglobal_load_b128 v[16:19], v2, s[4:5] offset:2048\n\tglobal_load_b128 v[20:23], v2, s[4:5] offset:2064\n"
		 "\tv_add_nc_u32 v3, 0x1000, v2\n"
		 "\tglobal_load_b128 v[24:27], v3, s[4:5]\n\tglobal_load_b128 v[28:31], v3, s[4:5] offset:16\n"
		 "\tWAIT_LOAD\n\t%s v[24:%u], %s, %s, v[24:%u]\n"
		 "\tglobal_store_b128 v2, v[24:27], s[6:7]\n\tglobal_store_b128 v2, v[28:31], s[6:7] offset:16\n",
		 m64[kd], 23 + ncd, an, bn, 23 + ncd);
	snprintf(kdl, sizeof(kdl), "\t.amdhsa_wavefront_size32 0\n");
	e->wave64 = 1;
	if (!emu_run_ok(e, m64[kd], body, kdl, 64, 64)) {
		e->wave64 = 0;
		return;
	}
	e->wave64 = 0;
	for (unsigned int i = 0; i < 16; i++)
		for (unsigned int j = 0; j < 16; j++) {
			struct where w = cd64(g12, kd, i, j);
			uint32_t got = out[w.lane * 8 + w.reg] >> w.bit & (cd16 ? 0xffffu : 0xffffffffu), want;

			if (integer) {
				int64_t acc = (int64_t)Cd[i][j];

				for (unsigned int k = 0; k < K; k++)
					acc += (int64_t)A[i][k] * (int64_t)B[k][j];  /* unsigned (no neg_lo) */
				want = (uint32_t)acc;
			} else {
				double acc = Cd[i][j];

				for (unsigned int k = 0; k < K; k++)
					acc += kd == W_FP8 ? ocp8(A[i][k], 0) * ocp8(B[k][j], 0) : h2d(A[i][k]) * h2d(B[k][j]);
				want = cd16 ? d2h(acc) : f2u((float)acc);
			}
			if (got != want && !bad++) {
				got1 = got;
				want1 = want;
			}
		}
	CHECK(bad == 0, "%s: wave64 %s equals the CPU matmul with the calculator's wave64 layout (%u of 256 differ: 0x%x, want 0x%x)",
	      e->tname, m64[kd], bad, got1, want1);
}

/* The decoder agrees with the OCP tables (largest values, the smallest
 * denormal, NaN and infinity encodings). */
static void test_ocp_ref(void)
{
	CHECK(ocp8(0x7e, 0) == 448 && ocp8(0x01, 0) == ldexp(1, -9) && isnan(ocp8(0xff, 0)) &&
	      ocp8(0x38, 0) == 1 && ocp8(0x80, 0) == 0 && signbit(ocp8(0x80, 0)),
	      "reference E4M3: 0x7e = 448, 0x01 = 2^-9, 0x7f/0xff NaN, 0x38 = 1");
	CHECK(ocp8(0x7b, 1) == 57344 && ocp8(0x01, 1) == ldexp(1, -16) && isinf(ocp8(0x7c, 1)) &&
	      isnan(ocp8(0x7d, 1)) && ocp8(0x3c, 1) == 1,
	      "reference E5M2: 0x7b = 57344, 0x01 = 2^-16, 0x7c inf, 0x7d NaN, 0x3c = 1");
}

/* The added WMMA lines against llvm-mc-22's encodings. */
static void test_llvm(struct emu_env *e)
{
	static const char *const g11[] = {
		"v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7]",
		"v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[1,1,0] clamp",
		"v_wmma_i32_16x16x16_iu4 v[16:23], v[8:9], v[10:11], 1",
	};
	static const char *const g12[] = {
		"v_wmma_i32_16x16x16_iu4 v[0:7], v8, v9, v[0:7] neg_lo:[0,1,0] clamp",
		"v_wmma_i32_16x16x32_iu4 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[1,0,0]",
		"v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[8:9], v[10:11], v[0:7]",
		"v_wmma_f32_16x16x16_fp8_bf8 v[0:7], v[8:9], v[10:11], 1.0",
		"v_wmma_f32_16x16x16_bf8_fp8 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[0,0,1] neg_hi:[0,0,1]",
		"v_wmma_f32_16x16x16_bf8_bf8 v[16:23], v[8:9], v[10:11], v[16:23]",
	};
	const struct gs_target *t = gs_target_find(e->tname);
	const char *const *l = e->gen == 12 ? g12 : g11;
	unsigned int n = e->gen == 12 ? 6 : 3;

	if (!lo_dir[0]) {
		int st = 0;
		char *v = tu_run(LLVM " --version 2>/dev/null", &st);
		int have = v && st == 0;

		free(v);
		if (!have || !lo_setup()) {  /* lo_setup prints no plan when llvm-mc-22 runs */
			CHECK(1, "# SKIP llvm-mc-22 not installed");
			return;
		}
	}
	for (unsigned int i = 0; i < n; i++) {
		struct enc want = { { 0 }, 0 }, got = { { 0 }, 0 };
		char diag[256] = "", wh[80], gh[80];

		lo_llvm_asm(e->tname, 0, l[i], &want);
		lo_asm(t, 0, l[i], &got, diag, sizeof(diag));
		lo_hex(&want, wh, sizeof(wh));
		lo_hex(&got, gh, sizeof(gh));
		CHECK(want.n && got.n == want.n && !memcmp(got.b, want.b, want.n), "%s: '%s' assembles to llvm-mc-22's [%s] (got [%s]%s%s)",
		      e->tname, l[i], wh, gh, diag[0] ? ": " : "", diag);
	}
}

static void tests(struct emu_env *e)
{
	static const struct cs g11[] = { { IU4_16, "v_wmma_i32_16x16x16_iu4", 0, 0 } };
	static const struct cs g12[] = {
		{ IU4_16, "v_wmma_i32_16x16x16_iu4", 0, 0 },
		{ IU4_32, "v_wmma_i32_16x16x32_iu4", 0, 0 },
		{ F8, "v_wmma_f32_16x16x16_fp8_fp8", 0, 0 },
		{ F8, "v_wmma_f32_16x16x16_fp8_bf8", 0, 1 },
		{ F8, "v_wmma_f32_16x16x16_bf8_fp8", 1, 0 },
		{ F8, "v_wmma_f32_16x16x16_bf8_bf8", 1, 1 },
	};
	const struct cs *c = e->gen == 12 ? g12 : g11;
	unsigned int n = e->gen == 12 ? 6 : 1;

	for (unsigned int i = 0; i < n; i++) {
		if (c[i].kind == F8)
			test_f8(e, &c[i]);
		else
			test_iu4(e, &c[i]);
	}
	for (int kd = W_F32_F16; kd <= W_FP8; kd++)
		if (e->gen == 12 || kd <= W_IU4_16)
			test_wave64(e, (enum k64)kd);
	test_llvm(e);
}

int main(void)
{
	int rc;

	test_ocp_ref();
	rc = emu_main(tests, "test_emu_wmma_ext");
	lo_cleanup();
	return rc;
}
