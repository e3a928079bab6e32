// SPDX-License-Identifier: MIT
/*
 * userspace/lib/emu/minifloat.c against references built here from the
 * formats' definitions (OCP 8-bit floats, OCP MX fp6/fp4/E8M0, gfx942's
 * FNUZ 8-bit floats, IEEE f16/bf16/f32): every code decoded, encoding by
 * searching the value grid for the nearest value (ties to the even code),
 * saturation, NaN/infinity rules, signed zeros, and stochastic rounding
 * against a "fraction plus random bits carries" formulation.
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "harness.h"
#include "emu/minifloat.h"

struct ref {
	enum gs_mf_fmt f;
	int bits, e, m, bias;
	int inf;           /* has infinities */
	int nanmode;       /* 0 none, 1 IEEE, 2 all-ones magnitude, 3 0x80 only */
	double max;        /* largest finite value (from the spec tables) */
};

static const struct ref refs[] = {
	{ GS_MF_E4M3, 8, 4, 3, 7, 0, 2, 448.0 },
	{ GS_MF_E5M2, 8, 5, 2, 15, 1, 1, 57344.0 },
	{ GS_MF_E4M3_FNUZ, 8, 4, 3, 8, 0, 3, 240.0 },
	{ GS_MF_E5M2_FNUZ, 8, 5, 2, 16, 0, 3, 57344.0 },
	{ GS_MF_E2M3, 6, 2, 3, 1, 0, 0, 7.5 },
	{ GS_MF_E3M2, 6, 3, 2, 3, 0, 0, 28.0 },
	{ GS_MF_E2M1, 4, 2, 1, 1, 0, 0, 6.0 },
	{ GS_MF_F16, 16, 5, 10, 15, 1, 1, 65504.0 },
	{ GS_MF_BF16, 16, 8, 7, 127, 1, 1, 3.3895313892515355e38 },
};

/* value of a code by the textbook formula; NaN/inf per the format's rules */
static double ref_val(const struct ref *r, uint32_t c)
{
	uint32_t s = c >> (r->bits - 1) & 1, mag = c & ((1u << (r->bits - 1)) - 1);
	uint32_t e = mag >> r->m, m = mag & ((1u << r->m) - 1);
	double v;

	if (r->nanmode == 3 && c == 1u << (r->bits - 1))
		return NAN;
	if (r->nanmode == 2 && mag == (1u << (r->bits - 1)) - 1)
		return NAN;
	if (r->nanmode == 1 && e == (1u << r->e) - 1)
		return m ? NAN : s ? -INFINITY : INFINITY;
	if (e == 0)
		v = (double)m / (double)(1u << r->m) * pow(2.0, 1 - r->bias);
	else
		v = (1.0 + (double)m / (double)(1u << r->m)) * pow(2.0, (int)e - r->bias);
	return s ? -v : v;
}

static int same_val(double a, double b)
{
	if (isnan(a) || isnan(b))
		return isnan(a) && isnan(b);
	return a == b && signbit(a) == signbit(b);
}

/* nearest finite code to x >= 0 (ties: even code); -1 when rounding goes
 * past the largest value (the grid continued by one step) */
static int ref_near(const struct ref *r, double x)
{
	uint32_t n = 1u << (r->bits - 1), best = 0, c;
	double bd = INFINITY, maxv = 0, prev = 0, step;

	for (c = 0; c < n; c++) {
		double v = ref_val(r, c), d;

		if (!isfinite(v))
			continue;
		if (v > maxv)
			maxv = v;
		d = fabs(v - x);
		if (d < bd || (d == bd && !(c & 1))) {
			bd = d;
			best = c;
		}
	}
	for (c = 0; c < n; c++) {  /* the value below the largest: its step */
		double v = ref_val(r, c);

		if (isfinite(v) && v < maxv && v > prev)
			prev = v;
	}
	step = maxv - prev;
	/* the next grid value is maxv + step; its code parity is the opposite */
	if (fabs(maxv + step - x) < bd || (fabs(maxv + step - x) == bd && (best & 1)))
		return -1;
	return (int)best;
}

static uint32_t ref_code_of(const struct ref *r, double v)  /* v is on the grid */
{
	uint32_t n = 1u << r->bits;

	for (uint32_t c = 0; c < n; c++)
		if (same_val(ref_val(r, c), v))
			return c;
	return 0xffffffffu;
}

static uint32_t xs_state = 12345;
static uint32_t xs(void)
{
	xs_state ^= xs_state << 13;
	xs_state ^= xs_state >> 17;
	xs_state ^= xs_state << 5;
	return xs_state;
}

static void test_decode(const struct ref *r)
{
	uint32_t n = 1u << r->bits, bad = 0;
	const struct gsi_mf_info *t = gsi_mf_info(r->f);

	for (uint32_t c = 0; c < n; c++)
		if (!same_val(gsi_mf_decode(r->f, c), ref_val(r, c)))
			bad++;
	CHECK(bad == 0, "%s: all %u codes decode to their textbook values (%u wrong)", t->name, n, bad);
	CHECK(gsi_mf_max(r->f) == r->max, "%s: largest finite value %g", t->name, r->max);
	CHECK(t->bits == r->bits && t->ebits == r->e && t->mbits == r->m && t->bias == r->bias,
	      "%s: info fields", t->name);
}

/* expected encoding of x under the rules of minifloat.h (RNE) */
static uint32_t ref_enc(const struct ref *r, double x, int sat)
{
	uint32_t sign = signbit(x) ? 1u << (r->bits - 1) : 0;
	uint32_t maxc = ref_code_of(r, r->max);
	int c;

	if (isnan(x)) {
		if (r->nanmode == 0)
			return sign | maxc;
		if (r->nanmode == 3)
			return 0x80;
		if (r->nanmode == 2)
			return sign | ((1u << (r->bits - 1)) - 1);
		return sign | ((1u << r->e) - 1) << r->m | 1u << (r->m - 1);
	}
	c = isinf(x) || fabs(x) > 2 * r->max ? -1 : ref_near(r, fabs(x));
	if (c < 0) {
		if (sat || r->nanmode == 0)
			return sign | maxc;
		if (r->inf)
			return sign | ((1u << r->e) - 1) << r->m;
		return r->nanmode == 3 ? 0x80 : sign | ((1u << (r->bits - 1)) - 1);
	}
	if (c == 0 && r->nanmode == 3)
		return 0;
	return sign | (uint32_t)c;
}

static void test_encode(const struct ref *r)
{
	const struct gsi_mf_info *t = gsi_mf_info(r->f);
	uint32_t n = 1u << (r->bits - 1), bad = 0, cnt = 0;
	double edges[] = { 0.0, -0.0, INFINITY, -INFINITY, NAN, -NAN, 1e-300, -1e-300, 1e300 };

	/* every finite value (wide formats: a sample), the midpoints to the next
	 * one (codes grow with the magnitude) and their neighbours */
	for (uint32_t c = 0; c + 1 < n; c += r->bits > 8 ? 331 : 1) {
		double v = ref_val(r, c), w = ref_val(r, c + 1);

		if (!isfinite(v))
			continue;
		if (!isfinite(w))
			w = v + (v - ref_val(r, c - 1));  /* past the largest: the grid continued */
		for (int k = 0; k < 3; k++) {
			double x = k == 0 ? (v + w) / 2 : k == 1 ? nextafter((v + w) / 2, 0) : nextafter((v + w) / 2, 1e300);

			for (int sg = 0; sg < 2; sg++)
				for (int sat = 0; sat < 2; sat++) {
					double y = sg ? -x : x;

					cnt++;
					if (gsi_mf_encode(r->f, y, sat ? GS_MF_SAT : 0, 0, 24) != ref_enc(r, y, sat))
						bad++;
				}
		}
		for (int sg = 0; sg < 2; sg++) {
			cnt++;
			if (gsi_mf_encode(r->f, sg ? -v : v, 0, 0, 24) != ref_enc(r, sg ? -v : v, 0))
				bad++;
		}
	}
	CHECK(bad == 0, "%s: %u grid values, midpoints (ties to even) and neighbours encode (%u wrong)",
	      t->name, cnt, bad);
	bad = 0;
	for (size_t i = 0; i < sizeof(edges) / sizeof(edges[0]); i++)
		for (int sat = 0; sat < 2; sat++)
			if (gsi_mf_encode(r->f, edges[i], sat ? GS_MF_SAT : 0, 0, 24) != ref_enc(r, edges[i], sat)) {
				bad++;
				printf("# %s: %g sat %d: got 0x%x want 0x%x\n", t->name, edges[i], sat,
				       gsi_mf_encode(r->f, edges[i], sat ? GS_MF_SAT : 0, 0, 24), ref_enc(r, edges[i], sat));
			}
	CHECK(bad == 0, "%s: NaN, infinities, signed zeros, huge and tiny values (%u wrong)", t->name, bad);
	/* just beyond the largest value: overflow rule; a hair above: still the largest */
	CHECK(gsi_mf_encode(r->f, r->max * 1.0001, 0, 0, 24) == ref_enc(r, r->max * 1.0001, 0),
	      "%s: max * 1.0001", t->name);
	CHECK(gsi_mf_encode(r->f, -r->max * 4, GS_MF_SAT, 0, 24) == ref_enc(r, -r->max * 4, 1),
	      "%s: -4 max saturates with SAT", t->name);
	bad = 0;
	for (int i = 0; i < (r->bits > 8 ? 60 : 4000); i++) {  /* random doubles over the range */
		double x = ldexp((double)(xs() & 0xffffff) / 16777216.0 + 0.5, (int)(xs() % 40) - 20) * (xs() & 1 ? -1 : 1);

		x *= r->max / 8;
		if (gsi_mf_encode(r->f, x, 0, 0, 24) != ref_enc(r, x, 0))
			bad++;
	}
	CHECK(bad == 0, "%s: random values (%u wrong)", t->name, bad);
}

/* stochastic rounding: x a 24-bit-significand value between grid values lo
 * and hi; the k = log2((hi - lo) / ulp(x)) dropped bits plus the low k bits
 * of rng carry into the kept ones */
static void test_sr(const struct ref *r)
{
	const struct gsi_mf_info *t = gsi_mf_info(r->f);
	uint32_t bad = 0, cnt = 0;

	for (int i = 0; i < (r->bits > 8 ? 100 : 3000); i++) {
		float xf = (float)ldexp((double)(xs() & 0xffffff) / 16777216.0 + 0.5, (int)(xs() % 12) - 6) * (float)r->max / 4;
		double x = xf, lo, hi, ulp, frac, want;
		uint32_t rng = xs(), got, wc;
		int ex, k, c;

		if (x >= r->max)
			continue;
		/* the grid values around x */
		lo = 0;
		hi = r->max;
		for (c = 0; c < 1 << (r->bits - 1); c++) {
			double v = ref_val(r, (uint32_t)c);

			if (!isfinite(v))
				continue;
			if (v <= x && v > lo)
				lo = v;
			if (v > x && v < hi)
				hi = v;
		}
		frexp(x, &ex);
		ulp = ldexp(1.0, ex - 24);
		k = (int)lrint(log2((hi - lo) / ulp));
		frac = (x - lo) / ulp;  /* exact integer below 2^k */
		if (k > 32 || k < 1)
			continue;
		want = frac + (double)(k == 32 ? rng : rng & ((1u << k) - 1)) >= ldexp(1.0, k) ? hi : lo;
		wc = ref_code_of(r, want);
		got = gsi_mf_encode(r->f, x, GS_MF_SR, rng, 24);
		cnt++;
		if (got != wc)
			bad++;
	}
	CHECK(cnt > (r->bits > 8 ? 30u : 1000u) && bad == 0, "%s: stochastic rounding of %u random f32 values (%u wrong)", t->name, cnt, bad);
	/* beyond the range after rounding up: the overflow rule (SAT: largest) */
	CHECK(gsi_mf_encode(r->f, r->max * 1.0000001, GS_MF_SR | GS_MF_SAT, 0xffffffffu, 24) ==
	      ref_code_of(r, r->max), "%s: sr past the largest value with SAT", t->name);
}

int main(void)
{
	(void)t_fmt;  /* harness.h helper not used here */
	for (size_t i = 0; i < sizeof(refs) / sizeof(refs[0]); i++) {
		test_decode(&refs[i]);
		test_encode(&refs[i]);
		test_sr(&refs[i]);
	}
	/* f32: a few rounding cases against the host's own conversion */
	CHECK(gsi_mf_encode(GS_MF_F32, 1.0 + ldexp(1.0, -24), 0, 0, 53) == 0x3f800000u, "f32: 1 + 2^-24 ties to 1");
	CHECK(gsi_mf_encode(GS_MF_F32, 1.0 + ldexp(3.0, -24), 0, 0, 53) == 0x3f800002u, "f32: 1 + 3*2^-24 ties to even up");
	CHECK(gsi_mf_encode(GS_MF_F32, ldexp(1.0, -149), 0, 0, 53) == 1u, "f32: smallest denormal kept");
	CHECK(gsi_mf_encode(GS_MF_F32, ldexp(1.0, -150), 0, 0, 53) == 0u, "f32: half the smallest denormal ties to 0");
	CHECK(gsi_mf_encode(GS_MF_F32, 1e39, 0, 0, 53) == 0x7f800000u, "f32: overflow to infinity");
	/* E8M0 */
	CHECK(gsi_mf_e8m0(127) == 1.0 && gsi_mf_e8m0(0) == ldexp(1.0, -127) && gsi_mf_e8m0(254) == ldexp(1.0, 127) &&
	      isnan(gsi_mf_e8m0(255)), "e8m0: 2^(code-127), 0xff NaN");
	CHECK(gs_mf_scale_exp(0x3f800000u) == 127 && gs_mf_scale_exp(0x40000000u) == 128 &&
	      gs_mf_scale_exp(0xff800000u) == 255, "scalef32 operand: exponent field");
	CHECK(gsi_mf_info((enum gs_mf_fmt)99) == NULL && isnan(gsi_mf_decode((enum gs_mf_fmt)99, 0)) &&
	      gsi_mf_encode((enum gs_mf_fmt)99, 1.0, 0, 0, 24) == 0, "unknown format: no crash");
	return t_done();
}
