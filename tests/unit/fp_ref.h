/* SPDX-License-Identifier: MIT */
/*
 * binary16 and bfloat16 by their definitions, for tests that must not use
 * the library's own conversions (the code under test):
 *
 *   fp_h2d(), fp_b2d()   a binary16 / bfloat16 code as a double (exact)
 *   fp_round_search()    the code of a double rounded to nearest even
 *                        (mode 0) or toward +inf (1), -inf (2), zero (3),
 *                        found by binary search over the ordered positive
 *                        codes below the format's infinity
 *   fp_d2h(), fp_d2b()   nearest even binary16 / bfloat16
 */
#ifndef GS_TEST_FP_REF_H
#define GS_TEST_FP_REF_H

#include <math.h>
#include <stdint.h>
#include <string.h>

static inline double fp_h2d(uint32_t h)
{
	int ex = h >> 10 & 31, fr = h & 1023;
	double v = ex == 0 ? fr * pow(2, -24) : ex == 31 ? (fr ? NAN : INFINITY) : (1024 + fr) * pow(2, ex - 25);

	return h & 0x8000 ? -v : v;
}

/* bfloat16 is the upper half of a binary32. */
static inline double fp_b2d(uint32_t b)
{
	uint32_t u = (b & 0xffff) << 16;
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static inline uint32_t fp_round_search(double x, double (*dec)(uint32_t), uint32_t inf, int mode)
{
	uint32_t sign = signbit(x) ? 0x8000 : 0, lo = 0, hi = inf;
	double maxf = dec(inf - 1);
	int away;

	if (isnan(x))
		return inf | (inf & -inf) >> 1;  /* the quiet NaN */
	x = fabs(x);
	if (mode == 0 && x >= maxf + (maxf - dec(inf - 2)) / 2)
		return sign | inf;  /* at or past halfway to the next binade (inf's code is even) */
	while (hi - lo > 1) {  /* dec(lo) <= x < dec(hi) */
		uint32_t mid = (lo + hi) / 2;

		if (dec(mid) <= x)
			lo = mid;
		else
			hi = mid;
	}
	if (dec(lo) == x)
		return sign | lo;
	if (mode == 0) {
		double dl = x - dec(lo), dh = dec(hi) - x;

		away = dh < dl || (dh == dl && (lo & 1));
	} else {
		away = mode == 3 ? 0 : (mode == 1) == !sign;  /* +inf rounds positive values away from 0 */
	}
	return sign | (away ? hi : lo);
}

static inline uint32_t fp_d2h(double x)
{
	return fp_round_search(x, fp_h2d, 0x7c00, 0);
}

static inline uint32_t fp_d2b(double x)
{
	return fp_round_search(x, fp_b2d, 0x7f80, 0);
}

#endif /* GS_TEST_FP_REF_H */
