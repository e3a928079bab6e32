// SPDX-License-Identifier: MIT
/*
 * Small floating-point formats (fp8/bf8 OCP and FNUZ, fp6, bf6, fp4, and
 * the IEEE halves/singles for rounding results): decode to double, encode
 * with nearest-even or stochastic rounding.  Rules in minifloat.h.  Every
 * operation is exact in double (ldexp, floor, compares), so the host's
 * rounding mode, which the emulator sets from MODE, does not matter.
 */
#include <math.h>
#include <stddef.h>
#include <stdint.h>

#include "emu/minifloat.h"

static const struct gsi_mf_info mf_tab[GS_MF_COUNT] = {
	[GS_MF_E4M3]      = { "e4m3",      8, 4, 3,   7, 0, 2, 0x7e },
	[GS_MF_E5M2]      = { "e5m2",      8, 5, 2,  15, 1, 1, 0x7b },
	[GS_MF_E4M3_FNUZ] = { "e4m3_fnuz", 8, 4, 3,   8, 0, 3, 0x7f },
	[GS_MF_E5M2_FNUZ] = { "e5m2_fnuz", 8, 5, 2,  16, 0, 3, 0x7f },
	[GS_MF_E2M3]      = { "e2m3",      6, 2, 3,   1, 0, 0, 0x1f },
	[GS_MF_E3M2]      = { "e3m2",      6, 3, 2,   3, 0, 0, 0x1f },
	[GS_MF_E2M1]      = { "e2m1",      4, 2, 1,   1, 0, 0, 0x7 },
	[GS_MF_F16]       = { "f16",      16, 5, 10, 15, 1, 1, 0x7bff },
	[GS_MF_BF16]      = { "bf16",     16, 8, 7, 127, 1, 1, 0x7f7f },
	[GS_MF_F32]       = { "f32",      32, 8, 23, 127, 1, 1, 0x7f7fffffu },
};

const struct gsi_mf_info *gsi_mf_info(enum gs_mf_fmt f)
{
	return (unsigned int)f < GS_MF_COUNT ? &mf_tab[f] : NULL;
}

static uint32_t sign_bit(const struct gsi_mf_info *t)
{
	return 1u << (t->bits - 1);
}

static uint32_t mag_mask(const struct gsi_mf_info *t)
{
	return sign_bit(t) - 1;
}

double gsi_mf_decode(enum gs_mf_fmt f, uint32_t code)
{
	const struct gsi_mf_info *t = gsi_mf_info(f);
	uint32_t mag, e, m, emax;
	double v;

	if (!t)
		return NAN;
	code &= t->bits == 32 ? 0xffffffffu : (1u << t->bits) - 1;
	mag = code & mag_mask(t);
	e = mag >> t->mbits;
	m = mag & ((1u << t->mbits) - 1);
	emax = (1u << t->ebits) - 1;
	if (t->nan == 3 && code == sign_bit(t))
		return NAN;
	if (t->nan == 1 && e == emax)
		v = m ? NAN : INFINITY;
	else if (t->nan == 2 && mag == mag_mask(t))
		v = NAN;
	else if (e == 0)
		v = ldexp((double)m, 1 - t->bias - t->mbits);
	else
		v = ldexp((double)((1u << t->mbits) + m), (int)e - t->bias - t->mbits);
	return code & sign_bit(t) ? -v : v;
}

double gsi_mf_max(enum gs_mf_fmt f)
{
	const struct gsi_mf_info *t = gsi_mf_info(f);

	return t ? gsi_mf_decode(f, t->maxc) : NAN;
}

static uint32_t nan_code(const struct gsi_mf_info *t, uint32_t sign)
{
	switch (t->nan) {
	case 1: return sign | ((1u << t->ebits) - 1) << t->mbits | 1u << (t->mbits - 1);
	case 2: return sign | mag_mask(t);
	case 3: return sign_bit(t);
	default: return sign | t->maxc;
	}
}

/* Beyond the range: saturate, infinity, or NaN (see minifloat.h). */
static uint32_t over_code(const struct gsi_mf_info *t, uint32_t sign, unsigned int flags)
{
	if ((flags & GS_MF_SAT) || (!t->has_inf && !t->nan))
		return sign | t->maxc;
	if (t->has_inf)
		return sign | ((1u << t->ebits) - 1) << t->mbits;
	return nan_code(t, sign);
}

/* Nearest integer, ties to even (floor is exact in any rounding mode). */
static double rne(double n)
{
	double f = floor(n), d = n - f;

	if (d > 0.5 || (d == 0.5 && fmod(f, 2.0) != 0.0))
		f += 1.0;
	return f;
}

/* n's low k fraction bits plus the low k bits of rng, truncated. */
static double sr(double n, int k, uint32_t rng)
{
	double fl = floor(n), frac = n - fl, r;

	k = k > 32 ? 32 : k < 0 ? 0 : k;
	r = (double)(k == 32 ? rng : rng & ((1u << k) - 1));
	return fl + (ldexp(frac, k) + r >= ldexp(1.0, k));
}

uint32_t gsi_mf_encode(enum gs_mf_fmt f, double x, unsigned int flags,
		      uint32_t rng, int src_sig)
{
	const struct gsi_mf_info *t = gsi_mf_info(f);
	uint32_t sign, zero;
	double a, r, maxv;
	int ex, q, emin;

	if (!t)
		return 0;
	sign = signbit(x) ? sign_bit(t) : 0;
	zero = t->nan == 3 ? 0 : sign;
	if (isnan(x))
		return nan_code(t, sign);
	if (isinf(x))
		return over_code(t, sign, flags);
	a = fabs(x);
	if (a == 0.0)
		return zero;
	emin = 1 - t->bias;
	maxv = gsi_mf_decode(f, t->maxc);
	frexp(a, &ex);                                  /* a in [2^(ex-1), 2^ex) */
	q = (ex - 1 < emin ? emin : ex - 1) - t->mbits; /* exponent of the quantum */
	if (flags & GS_MF_SR)
		r = sr(ldexp(a, -q), q - (ex - (src_sig < 1 ? 24 : src_sig)), rng);
	else
		r = rne(ldexp(a, -q));
	a = ldexp(r, q);
	if (a > maxv)
		return over_code(t, sign, flags);
	if (a == 0.0)
		return zero;
	frexp(a, &ex);
	if (ex - 1 < emin)  /* subnormal */
		return sign | (uint32_t)ldexp(a, t->mbits - emin);
	return sign | (uint32_t)(ex - 1 + t->bias) << t->mbits |
	       ((uint32_t)ldexp(a, t->mbits - (ex - 1)) - (1u << t->mbits));
}

double gsi_mf_e8m0(uint32_t code)
{
	code &= 0xff;
	return code == 0xff ? NAN : ldexp(1.0, (int)code - 127);
}
