// SPDX-License-Identifier: MIT
/*
 * gfx11/gfx12 instructions exec_mix.c runs (gfx1100, gfx1151, gfx1201):
 *
 * - v_fma_mix_f32 / v_fma_mixlo_f16 / v_fma_mixhi_f16: source i is f32, or
 *   with op_sel_hi[i] the f16 half op_sel[i] picks; neg_lo negates, neg_hi
 *   (|x|) takes the absolute value; one fused rounding (to f32, or to f16
 *   in the half mixlo/mixhi write, the other half kept); clamp to [0, 1]
 *   (NaN gives 0).  Expected values from C's fmaf (f16 inputs widen exactly
 *   to float) or, for f16 results, the exact double sum (inputs k/64 and
 *   f16 denormals keep it exact) rounded once to binary16 (fp_ref.h).
 *   Edge inputs: NaN, infinities, denormals, signed zeros (a NaN result
 *   matches any NaN).
 * - v_fmaak_f16 (D = S0 * S1 + K) and v_fmamk_f16 (D = S0 * K + S1) with a
 *   16-bit K, with gfx11's true16 halves (v2.h) and an SGPR source.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "fp_ref.h"
#include "fbits.h"
#include "emu_testutil.h"
#include "emu_case.h"

#define OLD 0xdeadbeefu

enum src { F32, F16P, EDGE };

static const struct mcase {
	const char *g11, *g12;  /* the instruction (the same text when g12 is NULL) */
	enum src a, b, c;       /* what the inputs hold */
} cases[] = {
	/* 0 */ { "v_fma_mix_f32 v8, v2, v4, v6", NULL, F32, F32, F32 },
	/* 1 */ { "v_fma_mix_f32 v8, v2, v4, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]", NULL, F16P, F16P, F32 },
	/* 2 */ { "v_fma_mix_f32 v8, -v2, |v4|, v6 op_sel:[0,1,1] op_sel_hi:[1,1,1]", NULL, F16P, F16P, F16P },
	/* 3 */ { "v_fma_mixlo_f16 v8, v2, v4, v6 op_sel_hi:[1,0,1]", NULL, F16P, F32, F16P },
	/* 4 */ { "v_fma_mixhi_f16 v8, v2, v4, v6 op_sel:[1,1,1] op_sel_hi:[1,1,1] clamp", NULL, F16P, F16P, F16P },
	/* 5 */ { "v_fma_mix_f32 v8, v2, v4, v6 op_sel:[0,1,0] op_sel_hi:[1,1,1]", NULL, EDGE, EDGE, EDGE },
	/* 6 */ { "v_fma_mixlo_f16 v8, v2, -v4, v6 op_sel:[1,0,1] op_sel_hi:[1,1,1] clamp", NULL, EDGE, EDGE, EDGE },
	/* 7 */ { "s_mov_b32 s10, 0x3c004000\n\tv_fma_mix_f32 v8, s10, v4, v6 op_sel_hi:[1,0,0]", NULL, F32, F32, F32 },
	/* 8 */ { "v_fma_mixhi_f16 v8, v2, v4, v6 op_sel_hi:[1,1,0]", NULL, EDGE, EDGE, F32 },
	/* 9 */ { "v_fmaak_f16 v8.h, v2.h, v4.l, 0x3e00", "v_fmaak_f16 v8, v2, v4, 0x3e00", F16P, F16P, F16P },
	/* 10 */ { "v_fmamk_f16 v8.l, v2.l, 0xc100, v4.h", "v_fmamk_f16 v8, v2, 0xc100, v4", F16P, F16P, F16P },
	/* 11 */ { "s_mov_b32 s10, 0x3c004000\n\tv_fmaak_f16 v8.l, s10, v4.h, 0x3e00",
		   "s_mov_b32 s10, 0x3c004000\n\tv_fmaak_f16 v8, s10, v4, 0x3e00", F16P, F16P, F16P },
	/* 12 */ { "v_fmamk_f16 v8.h, v2.l, 0x3800, v4.l", NULL, EDGE, EDGE, EDGE },
};

#define NCASE (sizeof(cases) / sizeof(cases[0]))

static double lo16(uint32_t v) { return fp_h2d(v & 0xffff); }
static double hi16(uint32_t v) { return fp_h2d(v >> 16); }
static uint32_t keep_lo(uint32_t h) { return (OLD & 0xffffu) | (h & 0xffff) << 16; }
static uint32_t keep_hi(uint32_t h) { return (OLD & 0xffff0000u) | (h & 0xffff); }
static double clamp01(double v) { return isnan(v) ? 0.0 : v < 0 ? 0.0 : v > 1 ? 1.0 : v; }

/* a*b+c of values exactly representable, as binary16 rounded once: the
 * IEEE invalid cases give NaN (the sum is exact in double for these inputs) */
static uint32_t h_fma(double a, double b, double c, int clamp)
{
	double r = a * b + c;

	return fp_d2h(clamp ? clamp01(r) : r);
}

static uint32_t f_fma(double a, double b, double c, int clamp)
{
	float r = fmaf((float)a, (float)b, (float)c);

	return fb(clamp ? (float)clamp01(r) : r);
}

static uint32_t expect(int n, uint32_t a, uint32_t b, uint32_t c)
{
	switch (n) {
	case 0: return f_fma(bf(a), bf(b), bf(c), 0);
	case 1: return f_fma(hi16(a), lo16(b), bf(c), 0);
	case 2: return f_fma(-lo16(a), fabs(hi16(b)), hi16(c), 0);
	case 3: return keep_hi(h_fma(lo16(a), bf(b), lo16(c), 0));
	case 4: return keep_lo(h_fma(hi16(a), hi16(b), hi16(c), 1));
	case 5: return f_fma(lo16(a), hi16(b), lo16(c), 0);
	case 6: return keep_hi(h_fma(hi16(a), -lo16(b), hi16(c), 1));
	case 7: return f_fma(2.0, bf(b), bf(c), 0);
	case 8: return keep_lo(h_fma(lo16(a), lo16(b), bf(c), 0));
	case 9: return keep_lo(h_fma(hi16(a), lo16(b), 1.5, 0));
	case 10: return keep_hi(h_fma(lo16(a), -2.5, hi16(b), 0));
	case 11: return keep_hi(h_fma(2.0, hi16(b), 1.5, 0));
	default: return keep_lo(h_fma(lo16(a), 0.5, lo16(b), 0));
	}
}

/* gfx12 spells the true16 halves of cases 9-11 as their low halves */
static uint32_t expect12(int n, uint32_t a, uint32_t b)
{
	switch (n) {
	case 9: return keep_hi(h_fma(lo16(a), lo16(b), 1.5, 0));
	case 10: return keep_hi(h_fma(lo16(a), -2.5, lo16(b), 0));
	default: return keep_hi(h_fma(2.0, lo16(b), 1.5, 0));
	}
}

static uint32_t k64(uint32_t *st) { return fp_d2h(((int)(emu_xs(st) % 2001) - 1000) / 64.0); }

static uint32_t edge16(uint32_t *st)
{
	static const uint16_t v[] = { 0x0000, 0x8000, 0x0001, 0x83ff, 0x0200, 0x7c00, 0xfc00, 0x7e00,
				      0xfd17, 0x3c00, 0xbc00, 0x7bff, 0x0400, 0x3800, 0x4400, 0x1400 };
	uint32_t r = emu_xs(st);

	return r % 4 == 0 ? k64(st) : v[(r >> 4) % 16];
}

static uint32_t value(enum src s, uint32_t *st)
{
	switch (s) {
	case F32:  /* k/64 as f32: products and sums stay exact */
		return fb((float)(((int)(emu_xs(st) % 20001) - 10000) / 64.0));
	case F16P: {
		uint32_t lo = k64(st);

		return lo | k64(st) << 16;
	}
	default: {
		uint32_t lo = edge16(st);

		return lo | edge16(st) << 16;
	}
	}
}

static int is_nan16(uint32_t h) { return (h & 0x7c00) == 0x7c00 && (h & 0x3ff); }

/* equal, or NaN where NaN is wanted (payloads are not compared) */
static int same(uint32_t got, uint32_t want, int f32)
{
	if (got == want)
		return 1;
	if (f32)
		return isnan(bf(got)) && isnan(bf(want));
	for (unsigned int s = 0; s < 32; s += 16)
		if ((got >> s & 0xffff) != (want >> s & 0xffff) && !(is_nan16(got >> s) && is_nan16(want >> s)))
			return 0;
	return 1;
}

struct mctx {
	size_t n;
	int gen, f32;
	unsigned int nan;  /* lanes whose wanted result is a NaN */
};

static int lane_ok(void *ctx, const uint32_t *in, const uint32_t *out, unsigned int l, uint32_t *want)
{
	struct mctx *m = ctx;
	uint32_t a = in[2 * l], b = in[128 + 2 * l], c = in[256 + 2 * l];

	*want = m->gen == 12 && cases[m->n].g12 ? expect12((int)m->n, a, b) : expect((int)m->n, a, b, c);
	m->nan += m->f32 ? isnan(bf(*want)) : is_nan16(*want) || is_nan16(*want >> 16);
	return same(out[2 * l], *want, m->f32) && out[2 * l + 1] == OLD;
}

static void tests(struct emu_env *e)
{
	uint32_t *in = emu_in(e), st = 31337;
	char what[256];

	for (size_t n = 0; n < NCASE; n++) {
		const char *inst = e->gen == 12 && cases[n].g12 ? cases[n].g12 : cases[n].g11;
		struct mctx m = { n, e->gen, !strncmp(strstr(inst, "v_"), "v_fma_mix_f32", 13), 0 };

		if (n == 12 && e->gen == 12)
			continue;  /* v2.l spelled on gfx11 only; case 10 covers gfx12 */
		for (unsigned int l = 0; l < 64; l++) {
			in[2 * l] = value(cases[n].a, &st);
			in[128 + 2 * l] = value(cases[n].b, &st);
			in[256 + 2 * l] = value(cases[n].c, &st);
		}
		emu_case_name(inst, what, sizeof(what));
		if (emu_case(e, inst, what, lane_ok, &m) && n == 5)
			CHECK(m.nan > 0 && m.nan < 32, "%s: '%s': NaN in some lanes only (%u)", e->tname, what, m.nan);
	}
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1151 gfx1201", tests, "test_emu_mix.s");
}
