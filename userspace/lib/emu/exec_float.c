// SPDX-License-Identifier: MIT
/*
 * VALU float arithmetic beyond exec.c's core set (issue #5): f16/bf16/f32/
 * f64 operations that are neither compares nor conversions, as functions of
 * one lane's raw source bits (exec.c fetches them by width and writes the
 * result).  Semantics follow the RDNA3/RDNA4/CDNA3 ISA guides' pseudocode:
 *
 *  - modifiers: abs then neg per source (VOP3); VOP3P: neg_lo/neg_hi per
 *    half, op_sel/op_sel_hi pick the halves (fma_mix: neg_hi is abs);
 *    omod then clamp on the result; clamp turns NaN into +0.
 *  - denormals per MODE.FP_DENORM (f32 and bf16 use the 32-bit field, f16
 *    and f64 the 16/64-bit one), flushed to signed zero on input and/or
 *    output; rounding per MODE.FP_ROUND, once, to the destination format.
 *  - NaN: an arithmetic result with a NaN operand is that operand quieted
 *    (the first in operand order); invalid operations give the default NaN
 *    (sign set, quiet, as exec_trans.c).  max/min: the IEEE-mode rules of
 *    exec_trans.c's gsi_emu_fminmax for every width; the _num forms return
 *    NaN only when both are; maximum/minimum (RDNA4) any NaN.
 *  - fused operations round once; mad (gfx9 v_mad_f16, v_mac_f16) rounds
 *    the product first; dot products sum exact products in double and
 *    round once.
 */
#include <fenv.h>
#include <math.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/op_fact.h"

enum { W16 = 16, W32 = 32, W64 = 64, WBF = 17 };  /* formats (WBF: bfloat16) */

struct fv {
	double v;
	uint64_t b;  /* bits after modifiers and input flush */
	unsigned int w;
};

static uint64_t sign_of(unsigned int w)
{
	return w == W64 ? 1ull << 63 : w == W32 ? 0x80000000u : 0x8000u;
}

static uint64_t exp_of(unsigned int w)
{
	return w == W64 ? 0x7ff0000000000000ull : w == W32 ? 0x7f800000u : w == WBF ? 0x7f80u : 0x7c00u;
}

static uint64_t quiet_of(unsigned int w)
{
	return w == W64 ? 1ull << 51 : w == W32 ? 0x400000u : w == WBF ? 0x40u : 0x200u;
}

static uint64_t dnan(unsigned int w)  /* the default NaN */
{
	return sign_of(w) | exp_of(w) | quiet_of(w);
}

static double dec(uint64_t b, unsigned int w)
{
	if (w == W64) {
		double d;

		memcpy(&d, &b, 8);
		return d;
	}
	if (w == W32 || w == WBF) {
		uint32_t u = w == WBF ? (uint32_t)(b & 0xffff) << 16 : (uint32_t)b;
		float f;

		memcpy(&f, &u, 4);
		return f;
	}
	return gsi_f16_to_double((uint16_t)b);
}

static int flush(const struct wave *wv, unsigned int w, int out)
{
	unsigned int m = w == W32 || w == WBF ? wv->denorm32 : wv->denorm16_64;

	return out ? m == 0 || m == 1 : m == 0 || m == 2;
}

/* A source of format w from its raw bits: abs, neg, input flush. */
static struct fv mk(const struct wave *wv, uint64_t raw, unsigned int w, int abs, int neg)
{
	struct fv x;

	if (w != W64)
		raw &= w == W32 ? 0xffffffffu : 0xffffu;
	if (abs)
		raw &= ~sign_of(w);
	if (neg)
		raw ^= sign_of(w);
	if (flush(wv, w, 0) && !(raw & exp_of(w)))
		raw &= sign_of(w);
	x.b = raw;
	x.w = w;
	x.v = dec(raw, w);
	return x;
}

static int is_nan(const struct fv *x) { return isnan(x->v); }
static int is_snan(const struct fv *x) { return is_nan(x) && !(x->b & quiet_of(x->w)); }
static uint64_t quiet(const struct fv *x) { return x->b | quiet_of(x->w); }

/* ---- rounding to a format ---- */

/* d to the nearest integer, ties to even, whatever the host rounding mode
 * (the remainder is exact). */
static double rint_even(double d)
{
	if (!isfinite(d))
		return d;
	return copysign(d - remainder(d, 1.0), d);
}

/* f16 (man 10) or bf16 (man 7, exp 8) bits of d rounded to nearest even. */
static uint64_t small_rne(double d, unsigned int w)
{
	int man = w == WBF ? 7 : 10, emin = w == WBF ? -126 : -14, emax = w == WBF ? 127 : 15, ex, q;
	uint64_t sign = signbit(d) ? 0x8000 : 0, n;
	double a = fabs(d);

	if (isnan(d))
		return sign | exp_of(w) | quiet_of(w);
	if (a == 0.0)
		return sign;
	if (isinf(a))
		return sign | exp_of(w);
	frexp(a, &ex);              /* a in [2^(ex-1), 2^ex) */
	q = ex - 1 - man;           /* the quantum at a */
	if (q < emin - man)
		q = emin - man;     /* subnormals */
	n = (uint64_t)rint_even(ldexp(a, -q));
	if (n >> (man + 1)) {       /* rounded up into the next binade */
		n >>= 1;
		q++;
	}
	if (n < (1ull << man))      /* subnormal (or zero): the pattern is n */
		return sign | n;
	if (q + man > emax)
		return sign | exp_of(w);
	return sign | (uint64_t)(q + man - emin + 1) << man | (n - (1ull << man));
}

/* One step from h (not NaN) toward +inf (up) or -inf. */
static uint64_t small_step(uint64_t h, int up)
{
	if ((h & 0x7fff) == 0)
		return up ? 1 : 0x8001;
	return (h & 0x8000) == (up ? 0 : 0x8000) ? h + 1 : h - 1;
}

/* d rounded to f16/bf16 per MODE.FP_ROUND (0 even, 1 +inf, 2 -inf, 3 zero). */
static uint64_t small_round(double d, unsigned int w, unsigned int mode)
{
	uint64_t h = small_rne(d, w);
	double back = dec(h, w);

	if (!mode || isnan(d) || back == d)
		return h;
	if (mode == 1 && back < d)
		return small_step(h, 1);
	if (mode == 2 && back > d)
		return small_step(h, 0);
	if (mode == 3 && fabs(back) > fabs(d))
		return small_step(h, signbit(back) != 0);
	return h;
}

/* The result r in format w: omod, clamp, one rounding per MODE (f32: the
 * host's, which exec.c set; f64: already rounded), output flush. */
static uint64_t put(const struct emu_fop *s, unsigned int w, double r)
{
	const struct wave *wv = s->w;
	uint64_t b;

	switch (s->in->omod) {
	case 1: r *= 2.0; break;
	case 2: r *= 4.0; break;
	case 3: r *= 0.5; break;
	}
	if (s->in->clamp)
		r = isnan(r) ? 0.0 : r < 0.0 ? 0.0 : r > 1.0 ? 1.0 : r;
	if (isnan(r))
		return dnan(w);
	if (w == W64) {
		memcpy(&b, &r, 8);
	} else if (w == W32) {
		float f = (float)r;
		uint32_t u;

		memcpy(&u, &f, 4);
		b = u;
	} else {
		b = small_round(r, w, w == WBF ? wv->round32 : wv->round16_64);
	}
	if (flush(wv, w, 1) && !(b & exp_of(w)))
		b &= sign_of(w);
	return b;
}

/* A result that is NaN because operand x is: x quieted (clamp: +0). */
static uint64_t put_nan(const struct emu_fop *s, unsigned int w, const struct fv *x)
{
	if (s->in->clamp)
		return 0;
	(void)w;
	return quiet(x);
}

/* The first NaN among n operands, or NULL. */
static const struct fv *first_nan(const struct fv *x, unsigned int n)
{
	for (unsigned int i = 0; i < n; i++)
		if (is_nan(&x[i]))
			return &x[i];
	return NULL;
}

/* a * b + c rounded once: the double product of narrower formats is exact;
 * the sum's rounding error (TwoSum) makes the double round-to-odd, so a
 * later rounding to 24 bits or fewer is correct (53 >= 24 + 2). */
static double fma_odd(double a, double b, double c)
{
	int mode = fegetround();
	double p, sum, bb, e;
	uint64_t u;

	fesetround(FE_TONEAREST);  /* TwoSum is exact only there */
	p = a * b;
	sum = p + c;
	bb = sum - p;
	e = (p - (sum - bb)) + (c - bb);
	fesetround(mode);
	if (!isfinite(sum) || !isfinite(p))
		return a * b + c;  /* infinities and NaN: as the host, in the current mode */
	if (e == 0.0)
		return sum;
	if ((e > 0) != (sum > 0))  /* sum is beyond the exact value: step back toward zero */
		sum = nextafter(sum, 0.0);
	memcpy(&u, &sum, 8);
	u |= 1;  /* round to odd */
	memcpy(&sum, &u, 8);
	return sum;
}

/* ---- max / min ---- */

enum mm { MM_IEEE, MM_NUM, MM_MAXIMUM };

/* max (or min) of two: MM_IEEE as V_MAX_F32 on RDNA3/CDNA3 (IEEE mode: a
 * signalling NaN returns quieted; else a NaN yields the other operand),
 * MM_NUM as V_MAX_NUM (NaN only when both are), MM_MAXIMUM as RDNA4's
 * V_MAXIMUM (any NaN gives NaN); +0 is greater than -0 in all. */
static struct fv mm2(const struct fv *a, const struct fv *b, int max, enum mm kind, int ieee)
{
	struct fv r;

	if (kind == MM_MAXIMUM && (is_nan(a) || is_nan(b))) {
		r = is_nan(a) ? *a : *b;
		r.b = quiet(&r);
		return r;
	}
	if (kind == MM_IEEE && ieee && (is_snan(a) || is_snan(b))) {
		r = is_snan(a) ? *a : *b;
		r.b = quiet(&r);
		return r;
	}
	if (is_nan(a) && is_nan(b)) {
		r = *a;
		r.b = quiet(&r);
		return r;
	}
	if (is_nan(a))
		return *b;
	if (is_nan(b))
		return *a;
	if (a->v == 0.0 && b->v == 0.0)
		return (signbit(a->v) != 0) == max ? *b : *a;
	return (max ? a->v > b->v : a->v < b->v) ? *a : *b;
}

/* med3: with a NaN the three-way min; else the larger of the two that are
 * not the maximum (ISA pseudocode, as gsi_emu_fmed3). */
static struct fv med3(const struct fv *x, enum mm kind, int ieee)
{
	struct fv t, mx;

	if (is_nan(&x[0]) || is_nan(&x[1]) || is_nan(&x[2])) {
		t = mm2(&x[0], &x[1], 0, kind, ieee);
		return mm2(&t, &x[2], 0, kind, ieee);
	}
	t = mm2(&x[0], &x[1], 1, kind, ieee);
	mx = mm2(&t, &x[2], 1, kind, ieee);
	if (mx.v == x[0].v)
		return mm2(&x[1], &x[2], 1, kind, ieee);
	if (mx.v == x[1].v)
		return mm2(&x[0], &x[2], 1, kind, ieee);
	return mm2(&x[0], &x[1], 1, kind, ieee);
}

/* A max/min result: its bits, after omod/clamp/flush when those apply. */
static uint64_t put_sel(const struct emu_fop *s, const struct fv *r)
{
	if (is_nan(r))
		return s->in->clamp ? 0 : r->b;
	if (!s->in->omod && !s->in->clamp) {
		uint64_t b = r->b;

		if (flush(s->w, r->w, 1) && !(b & exp_of(r->w)))
			b &= sign_of(r->w);
		return b;
	}
	return put(s, r->w, r->v);
}

/* ---- division helpers (V_DIV_SCALE, V_DIV_FMAS, V_DIV_FIXUP) ---- */

static int bexp(const struct fv *x)  /* the biased exponent field */
{
	return (int)((x->b & exp_of(x->w)) >> (x->w == W64 ? 52 : x->w == W32 ? 23 : 10));
}

static int is_denorm(double d, unsigned int w)
{
	double lo = w == W64 ? 0x1p-1022 : w == W32 ? 0x1p-126 : 0x1p-14;

	return d != 0.0 && fabs(d) < lo;
}

/* V_DIV_SCALE: S0 the value to scale, S1 the denominator, S2 the
 * numerator; VCC set when the quotient will need the fixup scale. */
static uint64_t div_scale(const struct emu_fop *s, const struct fv *x, int *vcc)
{
	unsigned int w = x[0].w;
	int f64 = w == W64, big = f64 ? 768 : 96, sh = f64 ? 128 : 64, tiny = f64 ? 53 : 23;
	double d = x[0].v, q;
	struct fv keep = x[0];

	*vcc = 0;
	if (x[2].v == 0.0 || x[1].v == 0.0)
		return f64 ? 0x7ff8000000000000ull : 0x7fc00000u;
	q = x[2].v / x[1].v;  /* "S2 / S1 == DENORM": the quotient's magnitude */
	if (bexp(&x[2]) - bexp(&x[1]) >= big) {
		*vcc = 1;
		if (x[0].v == x[1].v)
			d = ldexp(d, sh);
	} else if (is_denorm(x[1].v, w)) {
		d = ldexp(d, sh);
	} else if (is_denorm(1.0 / x[1].v, W64) && is_denorm(q, w)) {
		*vcc = 1;
		if (x[0].v == x[1].v)
			d = ldexp(d, sh);
	} else if (is_denorm(1.0 / x[1].v, W64)) {
		d = ldexp(d, -sh);
	} else if (is_denorm(q, w)) {
		*vcc = 1;
		if (x[0].v == x[2].v)
			d = ldexp(d, sh);
	} else if (bexp(&x[2]) <= tiny) {
		d = ldexp(d, sh);
	}
	if (d == x[0].v || isnan(d))  /* not scaled: S0 */
		return put_sel(s, &keep);
	return put(s, w, d);
}

/* V_DIV_FMAS: fma, scaled by 2^+-64 (f64: 2^+-128) when VCC is set. */
static uint64_t div_fmas(const struct emu_fop *s, const struct fv *x)
{
	unsigned int w = x[0].w;
	int f64 = w == W64;
	double r;
	const struct fv *n = first_nan(x, 3);

	if (n)
		return put_nan(s, w, n);
	r = f64 ? fma(x[0].v, x[1].v, x[2].v) : fma_odd(x[0].v, x[1].v, x[2].v);
	if (s->vcc)
		r = ldexp(r, bexp(&x[2]) > (f64 ? 1023 : 127) ? (f64 ? 128 : 64) : (f64 ? -128 : -64));
	return put(s, w, r);
}

/* V_DIV_FIXUP: S0 the quotient, S1 the denominator, S2 the numerator;
 * special cases of the division, else S0 with the quotient's sign. */
static uint64_t div_fixup(const struct emu_fop *s, const struct fv *x)
{
	unsigned int w = x[0].w;
	uint64_t sg = (x[1].b ^ x[2].b) & sign_of(w);
	int ediff = bexp(&x[2]) - bexp(&x[1]);
	int under = w == W64 ? -1075 : w == W32 ? -150 : -25;

	if (is_nan(&x[2]))
		return put_nan(s, w, &x[2]);
	if (is_nan(&x[1]))
		return put_nan(s, w, &x[1]);
	if ((x[1].v == 0.0 && x[2].v == 0.0) || (isinf(x[1].v) && isinf(x[2].v)))
		return s->in->clamp ? 0 : dnan(w);
	if (x[1].v == 0.0 || isinf(x[2].v))
		return put(s, w, sg ? -INFINITY : INFINITY);
	if (isinf(x[1].v) || x[2].v == 0.0)
		return put(s, w, sg ? -0.0 : 0.0);
	if (ediff < under)  /* the quotient underflows */
		return put(s, w, sg ? -0.0 : 0.0);
	if (bexp(&x[0]) == (w == W64 ? 2047 : w == W32 ? 255 : 31))  /* it overflowed (inf or NaN) */
		return put(s, w, sg ? -INFINITY : INFINITY);
	return put(s, w, sg ? -fabs(x[0].v) : fabs(x[0].v));
}

/* ---- cube map (V_CUBEID/SC/TC/MA_F32, ISA pseudocode) ---- */

static double cube(unsigned int sem, double x, double y, double z)
{
	double ax = fabs(x), ay = fabs(y), az = fabs(z);
	int face = az >= ax && az >= ay ? 2 : ay >= ax ? 1 : 0;

	switch (sem) {
	case GS_SEM_V_CUBEID_F32:
		return face == 2 ? (z < 0 ? 5.0 : 4.0) : face == 1 ? (y < 0 ? 3.0 : 2.0) : (x < 0 ? 1.0 : 0.0);
	case GS_SEM_V_CUBESC_F32:
		return face == 2 ? (z < 0 ? -x : x) : face == 1 ? x : (x < 0 ? z : -z);
	case GS_SEM_V_CUBETC_F32:
		return face == 2 ? -y : face == 1 ? (y < 0 ? -z : z) : -y;
	default:  /* CUBEMA */
		return 2.0 * (face == 2 ? z : face == 1 ? y : x);
	}
}

/* ---- V_TRIG_PREOP_F64 ---- */

#define PI_WORDS 48  /* 1536 bits of fixed point: 2/pi's 1201 bits and guard bits */

/* x / d for a fixed-point bignum (word 0 most significant). */
static void big_div(uint32_t *x, uint32_t d)
{
	uint64_t r = 0;

	for (unsigned int i = 0; i < PI_WORDS; i++) {
		uint64_t cur = r << 32 | x[i];

		x[i] = (uint32_t)(cur / d);
		r = cur % d;
	}
}

static void big_add(uint32_t *x, const uint32_t *y, int sub)
{
	uint64_t carry = 0;

	for (int i = PI_WORDS - 1; i >= 0; i--) {
		uint64_t v = sub ? (uint64_t)x[i] - y[i] - carry : (uint64_t)x[i] + y[i] + carry;

		x[i] = (uint32_t)v;
		carry = sub ? (v >> 63) & 1 : v >> 32;
	}
}

/* acc += sign * k * atan(1/n) (Machin's series; word 0 holds the units). */
static void big_atan(uint32_t *acc, uint32_t n, uint32_t k)
{
	uint32_t t[PI_WORDS] = { 0 }, q[PI_WORDS];

	t[0] = k;
	big_div(t, n);  /* k / n */
	for (uint32_t j = 0;; j++) {
		int zero = 1;

		memcpy(q, t, sizeof(q));
		big_div(q, 2 * j + 1);
		big_add(acc, q, j & 1);
		big_div(t, n);
		big_div(t, n);
		for (unsigned int i = 0; i < PI_WORDS; i++)
			zero &= !t[i];
		if (zero)
			return;
	}
}

/* Bit i (0: the most significant) of the binary fraction of 2/pi, computed
 * once per host thread: pi = 16 atan(1/5) - 4 atan(1/239) in fixed point,
 * then 2/pi by long division. */
static int two_over_pi_bit(unsigned int i)
{
	static _Thread_local uint8_t bits[1201];
	static _Thread_local int done;

	if (!done) {
		uint32_t pi[PI_WORDS] = { 0 }, neg[PI_WORDS] = { 0 }, r[PI_WORDS] = { 0 };

		big_atan(pi, 5, 16);
		big_atan(neg, 239, 4);
		big_add(pi, neg, 1);
		r[0] = 2;
		for (unsigned int k = 0; k < 1201; k++) {  /* r = 2 r; a bit where r >= pi */
			int ge = 1;

			big_add(r, r, 0);
			for (unsigned int w = 0; w < PI_WORDS; w++)
				if (r[w] != pi[w]) {
					ge = r[w] > pi[w];
					break;
				}
			bits[k] = (uint8_t)ge;
			if (ge)
				big_add(r, pi, 1);
		}
		done = 1;
	}
	return i < 1201 ? bits[i] : 0;
}

/* 53 bits of 2/pi from bit (S1[4:0] * 53 + the excess of a large S0's
 * exponent), scaled to their place (ISA pseudocode). */
static uint64_t trig_preop(const struct emu_fop *s, const struct fv *x)
{
	int ex = bexp(&x[0]);
	unsigned int shift = (unsigned int)(s->raw[1] & 31) * 53 + (ex > 1077 ? (unsigned int)(ex - 1077) : 0);
	uint64_t m = 0;
	int scale = -53 - (int)shift + (ex >= 1968 ? 128 : 0);

	for (unsigned int k = 0; k < 53; k++)
		m = m << 1 | (uint64_t)two_over_pi_bit(shift + k);
	return put(s, W64, ldexp((double)m, scale));
}

/* ---- the operations ---- */

/* Format and kind of an op's operands: src width (w), destination width
 * (dw), sources (n).  0 when sem is not one of this file's. */
struct opinfo {
	unsigned int w, dw, n;
};

static int info(unsigned int sem, struct opinfo *o)
{
	switch (sem) {
	case GS_SEM_V_SUB_F16: case GS_SEM_V_SUBREV_F16: case GS_SEM_V_MAX_F16: case GS_SEM_V_MIN_F16:
	case GS_SEM_V_MAX_NUM_F16: case GS_SEM_V_MIN_NUM_F16: case GS_SEM_V_MAXIMUM_F16:
	case GS_SEM_V_MINIMUM_F16: case GS_SEM_V_FMAC_F16: case GS_SEM_V_MAC_F16: case GS_SEM_V_LDEXP_F16:
		*o = (struct opinfo){ W16, W16, 2 };
		return 1;
	case GS_SEM_V_DIV_FIXUP_F16: case GS_SEM_V_DIV_FIXUP_LEGACY_F16: case GS_SEM_V_MAD_F16:
	case GS_SEM_V_MAD_LEGACY_F16: case GS_SEM_V_FMA_LEGACY_F16: case GS_SEM_V_MAX3_F16:
	case GS_SEM_V_MIN3_F16: case GS_SEM_V_MED3_F16: case GS_SEM_V_MAX3_NUM_F16: case GS_SEM_V_MIN3_NUM_F16:
	case GS_SEM_V_MED3_NUM_F16: case GS_SEM_V_MAXIMUM3_F16: case GS_SEM_V_MINIMUM3_F16:
	case GS_SEM_V_MAXMIN_F16: case GS_SEM_V_MINMAX_F16: case GS_SEM_V_MAXMIN_NUM_F16:
	case GS_SEM_V_MINMAX_NUM_F16: case GS_SEM_V_MAXIMUMMINIMUM_F16: case GS_SEM_V_MINIMUMMAXIMUM_F16:
		*o = (struct opinfo){ W16, W16, 3 };
		return 1;
	case GS_SEM_V_SUBREV_F32: case GS_SEM_V_MUL_DX9_ZERO_F32: case GS_SEM_V_MUL_LEGACY_F32:
	case GS_SEM_V_FMAC_DX9_ZERO_F32: case GS_SEM_V_MAXIMUM_F32: case GS_SEM_V_MINIMUM_F32:
		*o = (struct opinfo){ W32, W32, 2 };
		return 1;
	case GS_SEM_V_DIV_SCALE_F32: case GS_SEM_V_DIV_FMAS_F32: case GS_SEM_V_DIV_FIXUP_F32:
	case GS_SEM_V_FMA_DX9_ZERO_F32: case GS_SEM_V_MAXIMUM3_F32: case GS_SEM_V_MINIMUM3_F32:
	case GS_SEM_V_MAXMIN_F32: case GS_SEM_V_MINMAX_F32: case GS_SEM_V_MAXMIN_NUM_F32:
	case GS_SEM_V_MINMAX_NUM_F32: case GS_SEM_V_MAXIMUMMINIMUM_F32: case GS_SEM_V_MINIMUMMAXIMUM_F32:
	case GS_SEM_V_CUBEID_F32: case GS_SEM_V_CUBESC_F32: case GS_SEM_V_CUBETC_F32: case GS_SEM_V_CUBEMA_F32:
		*o = (struct opinfo){ W32, W32, 3 };
		return 1;
	case GS_SEM_V_MAX_F64: case GS_SEM_V_MIN_F64: case GS_SEM_V_MAX_NUM_F64: case GS_SEM_V_MIN_NUM_F64:
	case GS_SEM_V_MAXIMUM_F64: case GS_SEM_V_MINIMUM_F64: case GS_SEM_V_FMAC_F64: case GS_SEM_V_LDEXP_F64:
		*o = (struct opinfo){ W64, W64, 2 };
		return 1;
	case GS_SEM_V_TRIG_PREOP_F64:
		*o = (struct opinfo){ W64, W64, 2 };
		return 1;
	case GS_SEM_V_FLOOR_F16: case GS_SEM_V_CEIL_F16: case GS_SEM_V_TRUNC_F16: case GS_SEM_V_RNDNE_F16:
	case GS_SEM_V_FRACT_F16:
		*o = (struct opinfo){ W16, W16, 1 };
		return 1;
	case GS_SEM_V_FLOOR_F64: case GS_SEM_V_CEIL_F64: case GS_SEM_V_TRUNC_F64: case GS_SEM_V_RNDNE_F64:
	case GS_SEM_V_FRACT_F64:
		*o = (struct opinfo){ W64, W64, 1 };
		return 1;
	case GS_SEM_V_DIV_SCALE_F64: case GS_SEM_V_DIV_FMAS_F64: case GS_SEM_V_DIV_FIXUP_F64:
		*o = (struct opinfo){ W64, W64, 3 };
		return 1;
	/* packed sources (both halves of a 32-bit register) */
	case GS_SEM_V_PK_FMAC_F16:
		*o = (struct opinfo){ W16, W32, 2 };
		return 1;
	case GS_SEM_V_DOT2C_F32_F16: case GS_SEM_V_DOT2ACC_F32_F16:
		*o = (struct opinfo){ W16, W32, 2 };
		return 1;
	case GS_SEM_V_DOT2C_F32_BF16:
		*o = (struct opinfo){ WBF, W32, 2 };
		return 1;
	case GS_SEM_V_DOT2_F16_F16:
		*o = (struct opinfo){ W16, W16, 3 };
		return 1;
	case GS_SEM_V_DOT2_BF16_BF16:
		*o = (struct opinfo){ WBF, WBF, 3 };
		return 1;
	}
	return 0;
}

/* A min/max's flavour, from its mnemonic once per op (op_fact.h): max
 * (else min), v_max* first (maxmin: else minmax), and the NaN rule. */
struct mmf {
	unsigned char max, first_max;
	enum mm kind;
};

static int mm_parse(const char *name, struct mmf *f)
{
	f->max = strstr(name, "_max") != NULL;
	f->first_max = !strncmp(name, "v_max", 5);
	f->kind = strstr(name, "imum") ? MM_MAXIMUM : strstr(name, "_num_") ? MM_NUM : MM_IEEE;
	return 1;
}

static int mm_of(const struct gs_isa_op *op, struct mmf *f);
EMU_NAME_FACT(mm_of, struct mmf, mm_parse)

/* dot2 of two packed pairs plus an accumulator c (format of the sum cw). */
static uint64_t dot2(const struct emu_fop *s, uint32_t a, uint32_t b, const struct fv *c, unsigned int w,
		     unsigned int cw)
{
	struct fv x[5];
	double r;
	const struct fv *n;

	x[0] = mk(s->w, a & 0xffff, w, 0, 0);
	x[1] = mk(s->w, b & 0xffff, w, 0, 0);
	x[2] = mk(s->w, a >> 16, w, 0, 0);
	x[3] = mk(s->w, b >> 16, w, 0, 0);
	x[4] = *c;
	n = first_nan(x, 5);
	if (n && s->in->clamp)
		return 0;
	if (n && n->w != cw && cw == W32)  /* a 16-bit NaN widened as a conversion would */
		return (n->b & 0x8000) << 16 | 0x7fc00000u |
		       (n->w == WBF ? (n->b & 0x7f) << 16 : (n->b & 0x3ff) << 13);
	if (n)
		return put_nan(s, cw, n);
	r = x[0].v * x[1].v + x[2].v * x[3].v;  /* products exact; one rounding of the pair */
	if (isinf(x[4].v) && isinf(r) && (x[4].v > 0) != (r > 0))
		return s->in->clamp ? 0 : dnan(cw);
	return put(s, cw, r + x[4].v);
}

int gsi_emu_float(unsigned int sem, const struct emu_fop *s, struct emu_fres *r)
{
	struct opinfo o;
	struct fv x[3];
	const struct fv *n;
	struct mmf mf;
	unsigned int w;
	int ieee;

	if (!info(sem, &o))
		return 0;
	if (!s)
		return 1;
	w = o.w;
	ieee = s->w->ieee;
	r->width = o.dw == WBF ? 16 : o.dw;
	r->mask = -1;
	for (unsigned int i = 0; i < 3; i++)  /* (packed-source ops take their halves below) */
		x[i] = mk(s->w, s->raw[i], w, s->in->abs >> i & 1, s->in->neg >> i & 1);
	switch (sem) {
	case GS_SEM_V_SUB_F16:
	case GS_SEM_V_SUBREV_F16:
	case GS_SEM_V_SUBREV_F32: {
		int rev = sem != GS_SEM_V_SUB_F16;
		const struct fv *p = rev ? &x[1] : &x[0], *q = rev ? &x[0] : &x[1];

		if (is_nan(p) || is_nan(q))
			r->bits = put_nan(s, w, is_nan(p) ? p : q);
		else if (w == W32)
			r->bits = put(s, w, (double)((float)p->v - (float)q->v));
		else
			r->bits = put(s, w, p->v - q->v);
		return 1;
	}
	case GS_SEM_V_MAX_F16: case GS_SEM_V_MIN_F16: case GS_SEM_V_MAX_NUM_F16: case GS_SEM_V_MIN_NUM_F16:
	case GS_SEM_V_MAXIMUM_F16: case GS_SEM_V_MINIMUM_F16: case GS_SEM_V_MAXIMUM_F32:
	case GS_SEM_V_MINIMUM_F32: case GS_SEM_V_MAX_F64: case GS_SEM_V_MIN_F64: case GS_SEM_V_MAX_NUM_F64:
	case GS_SEM_V_MIN_NUM_F64: case GS_SEM_V_MAXIMUM_F64: case GS_SEM_V_MINIMUM_F64: {
		struct fv m = (mm_of(s->in->op, &mf), mm2(&x[0], &x[1], mf.max, mf.kind, ieee));

		r->bits = put_sel(s, &m);
		return 1;
	}
	case GS_SEM_V_MAX3_F16: case GS_SEM_V_MIN3_F16: case GS_SEM_V_MAX3_NUM_F16: case GS_SEM_V_MIN3_NUM_F16:
	case GS_SEM_V_MAXIMUM3_F16: case GS_SEM_V_MINIMUM3_F16: case GS_SEM_V_MAXIMUM3_F32:
	case GS_SEM_V_MINIMUM3_F32: {
		struct fv t, m;

		mm_of(s->in->op, &mf);
		t = mm2(&x[0], &x[1], mf.max, mf.kind, ieee);
		m = mm2(&t, &x[2], mf.max, mf.kind, ieee);

		r->bits = put_sel(s, &m);
		return 1;
	}
	case GS_SEM_V_MED3_F16: case GS_SEM_V_MED3_NUM_F16: {
		struct fv m = (mm_of(s->in->op, &mf), med3(x, mf.kind, ieee));

		r->bits = put_sel(s, &m);
		return 1;
	}
	/* maxmin: min(max(S0, S1), S2); minmax: max(min(S0, S1), S2) */
	case GS_SEM_V_MAXMIN_F16: case GS_SEM_V_MINMAX_F16: case GS_SEM_V_MAXMIN_NUM_F16:
	case GS_SEM_V_MINMAX_NUM_F16: case GS_SEM_V_MAXIMUMMINIMUM_F16: case GS_SEM_V_MINIMUMMAXIMUM_F16:
	case GS_SEM_V_MAXMIN_F32: case GS_SEM_V_MINMAX_F32: case GS_SEM_V_MAXMIN_NUM_F32:
	case GS_SEM_V_MINMAX_NUM_F32: case GS_SEM_V_MAXIMUMMINIMUM_F32: case GS_SEM_V_MINIMUMMAXIMUM_F32: {
		struct fv t, m;

		mm_of(s->in->op, &mf);
		t = mm2(&x[0], &x[1], mf.first_max, mf.kind, ieee);
		m = mm2(&t, &x[2], !mf.first_max, mf.kind, ieee);

		r->bits = put_sel(s, &m);
		return 1;
	}
	case GS_SEM_V_FMAC_F16:
	case GS_SEM_V_MAC_F16:
	case GS_SEM_V_FMAC_F64:
	case GS_SEM_V_FMAC_DX9_ZERO_F32:
		x[2] = mk(s->w, s->old, w, 0, 0);  /* the accumulator: D */
		/* fall through */
	case GS_SEM_V_MAD_F16:
	case GS_SEM_V_MAD_LEGACY_F16:
	case GS_SEM_V_FMA_LEGACY_F16:
	case GS_SEM_V_FMA_DX9_ZERO_F32: {
		int dx9 = sem == GS_SEM_V_FMAC_DX9_ZERO_F32 || sem == GS_SEM_V_FMA_DX9_ZERO_F32;
		int mad = sem == GS_SEM_V_MAC_F16 || sem == GS_SEM_V_MAD_F16 || sem == GS_SEM_V_MAD_LEGACY_F16;

		if (dx9 && (x[0].v == 0.0 || x[1].v == 0.0)) {  /* DX9 rules: 0 * anything = 0 */
			r->bits = is_nan(&x[2]) ? put_nan(s, w, &x[2]) : put(s, w, x[2].v);
			return 1;
		}
		if ((n = first_nan(x, 3)) != NULL) {
			r->bits = put_nan(s, w, n);
			return 1;
		}
		if (((isinf(x[0].v) && x[1].v == 0.0) || (isinf(x[1].v) && x[0].v == 0.0)) ||
		    (isinf(x[0].v * x[1].v) && isinf(x[2].v) && (x[0].v * x[1].v > 0) != (x[2].v > 0))) {
			r->bits = s->in->clamp ? 0 : dnan(w);
			return 1;
		}
		if (mad) {  /* the product rounded to f16 first (per MODE), then the sum */
			struct fv p = mk(s->w, small_round(x[0].v * x[1].v, W16, s->w->round16_64), W16, 0, 0);

			r->bits = put(s, w, p.v + x[2].v);
		} else if (w == W64) {
			r->bits = put(s, w, fma(x[0].v, x[1].v, x[2].v));
		} else {
			r->bits = put(s, w, fma_odd(x[0].v, x[1].v, x[2].v));
		}
		return 1;
	}
	case GS_SEM_V_MUL_DX9_ZERO_F32:
	case GS_SEM_V_MUL_LEGACY_F32:
		if (x[0].v == 0.0 || x[1].v == 0.0)  /* DX9 rules: 0 * anything (NaN, inf) = +0 */
			r->bits = put(s, w, 0.0);
		else if ((n = first_nan(x, 2)) != NULL)
			r->bits = put_nan(s, w, n);
		else
			r->bits = put(s, w, (double)((float)x[0].v * (float)x[1].v));
		return 1;
	case GS_SEM_V_LDEXP_F16:
	case GS_SEM_V_LDEXP_F64: {
		/* f16: the exponent is S1's i16; f64: S1's i32 */
		int32_t e = w == W16 ? (int16_t)s->raw[1] : (int32_t)s->raw[1];

		if (is_nan(&x[0]))
			r->bits = put_nan(s, w, &x[0]);
		else
			r->bits = put(s, w, ldexp(x[0].v, e < -20000 ? -20000 : e > 20000 ? 20000 : e));
		return 1;
	}
	case GS_SEM_V_DIV_SCALE_F32:
	case GS_SEM_V_DIV_SCALE_F64: {
		int vcc;

		r->bits = div_scale(s, x, &vcc);
		r->mask = vcc;
		return 1;
	}
	case GS_SEM_V_DIV_FMAS_F32:
	case GS_SEM_V_DIV_FMAS_F64:
		r->bits = div_fmas(s, x);
		return 1;
	case GS_SEM_V_TRIG_PREOP_F64:
		r->bits = trig_preop(s, x);
		return 1;
	case GS_SEM_V_FLOOR_F16: case GS_SEM_V_CEIL_F16: case GS_SEM_V_TRUNC_F16: case GS_SEM_V_RNDNE_F16:
	case GS_SEM_V_FRACT_F16: case GS_SEM_V_FLOOR_F64: case GS_SEM_V_CEIL_F64: case GS_SEM_V_TRUNC_F64:
	case GS_SEM_V_RNDNE_F64: case GS_SEM_V_FRACT_F64: {
		double v;

		if (is_nan(&x[0])) {  /* exec_trans.c's value; a NaN stays itself, quieted */
			r->bits = put_nan(s, w, &x[0]);
			return 1;
		}
		gsi_emu_funary(sem, x[0].v, &v);
		r->bits = put(s, w, v);
		return 1;
	}
	case GS_SEM_V_DIV_FIXUP_F16:
	case GS_SEM_V_DIV_FIXUP_LEGACY_F16:
	case GS_SEM_V_DIV_FIXUP_F32:
	case GS_SEM_V_DIV_FIXUP_F64:
		r->bits = div_fixup(s, x);
		return 1;
	case GS_SEM_V_CUBEID_F32: case GS_SEM_V_CUBESC_F32: case GS_SEM_V_CUBETC_F32: case GS_SEM_V_CUBEMA_F32: {
		/* the pseudocode's comparisons as written (a NaN compares false) */
		double v = cube(sem, x[0].v, x[1].v, x[2].v);

		n = first_nan(x, 3);
		r->bits = isnan(v) && n ? put_nan(s, w, n) : put(s, w, v);
		return 1;
	}
	case GS_SEM_V_PK_FMAC_F16: {
		uint32_t a = (uint32_t)s->raw[0], b = (uint32_t)s->raw[1], d = (uint32_t)s->old;
		uint64_t out = 0;

		for (unsigned int k = 0; k < 32; k += 16) {
			struct fv y[3] = { mk(s->w, a >> k, W16, 0, 0), mk(s->w, b >> k, W16, 0, 0),
					   mk(s->w, d >> k, W16, 0, 0) };

			n = first_nan(y, 3);
			if (n)
				out |= put_nan(s, W16, n) << k;
			else if ((isinf(y[0].v) && y[1].v == 0.0) || (isinf(y[1].v) && y[0].v == 0.0) ||
				 (isinf(y[0].v * y[1].v) && isinf(y[2].v) && (y[0].v * y[1].v > 0) != (y[2].v > 0)))
				out |= dnan(W16) << k;
			else
				out |= put(s, W16, fma_odd(y[0].v, y[1].v, y[2].v)) << k;
		}
		r->bits = out;
		return 1;
	}
	case GS_SEM_V_DOT2C_F32_F16:
	case GS_SEM_V_DOT2ACC_F32_F16:
	case GS_SEM_V_DOT2C_F32_BF16: {
		struct fv c = mk(s->w, s->old, W32, 0, 0);

		r->bits = dot2(s, (uint32_t)s->raw[0], (uint32_t)s->raw[1], &c, w, W32);
		return 1;
	}
	case GS_SEM_V_DOT2_F16_F16:
	case GS_SEM_V_DOT2_BF16_BF16: {
		/* VOP3: neg on src0/src1 negates both halves; src2 is the 16-bit accumulator */
		uint32_t a = (uint32_t)s->raw[0] ^ (s->in->neg & 1 ? 0x80008000u : 0);
		uint32_t b = (uint32_t)s->raw[1] ^ (s->in->neg & 2 ? 0x80008000u : 0);
		struct fv c = mk(s->w, s->raw[2], w, s->in->abs >> 2 & 1, s->in->neg >> 2 & 1);

		if (s->in->abs & 3) {
			a &= s->in->abs & 1 ? 0x7fff7fffu : ~0u;
			b &= s->in->abs & 2 ? 0x7fff7fffu : ~0u;
		}
		r->bits = dot2(s, a, b, &c, w, w);
		return 1;
	}
	}
	return 0;
}

/* ---- VOP3P: packed f16 max/min, packed f32 (gfx9), dot2, fma_mix ---- */

int gsi_emu_float_packed(unsigned int sem, const struct emu_fop *s, struct emu_fres *r)
{
	const struct gs_inst *in = s ? s->in : NULL;
	int ieee;

	switch (sem) {
	case GS_SEM_V_PK_MAX_F16: case GS_SEM_V_PK_MIN_F16: case GS_SEM_V_PK_MAX_NUM_F16:
	case GS_SEM_V_PK_MIN_NUM_F16: case GS_SEM_V_PK_MAXIMUM_F16: case GS_SEM_V_PK_MINIMUM_F16:
	case GS_SEM_V_PK_MAXIMUM3_F16: case GS_SEM_V_PK_MINIMUM3_F16: case GS_SEM_V_PK_ADD_F32:
	case GS_SEM_V_PK_MUL_F32: case GS_SEM_V_PK_FMA_F32: case GS_SEM_V_DOT2_F32_F16:
	case GS_SEM_V_DOT2_F32_BF16: case GS_SEM_V_FMA_MIX_F32: case GS_SEM_V_FMA_MIXLO_F16:
	case GS_SEM_V_FMA_MIXHI_F16:
		break;
	default:
		return 0;
	}
	if (!s)
		return 1;
	ieee = s->w->ieee;
	r->mask = -1;
	r->width = 32;
	switch (sem) {
	case GS_SEM_V_PK_ADD_F32:
	case GS_SEM_V_PK_MUL_F32:
	case GS_SEM_V_PK_FMA_F32: {
		unsigned int ns = sem == GS_SEM_V_PK_FMA_F32 ? 3 : 2;
		uint64_t out = 0;

		r->width = 64;
		for (unsigned int k = 0; k < 2; k++) {
			struct fv y[3];
			const struct fv *n;
			double v;

			for (unsigned int i = 0; i < 3; i++) {
				unsigned int sel = (k ? in->opsel_hi : in->opsel) >> i & 1;

				y[i] = mk(s->w, i < ns ? s->raw[i] >> (32 * sel) : 0, W32, 0,
					  (k ? in->neg_hi : in->neg) >> i & 1);
			}
			n = first_nan(y, ns);
			if (n) {
				out |= put_nan(s, W32, n) << (32 * k);
				continue;
			}
			if (sem == GS_SEM_V_PK_ADD_F32)
				v = (double)((float)y[0].v + (float)y[1].v);
			else if (sem == GS_SEM_V_PK_MUL_F32)
				v = (double)((float)y[0].v * (float)y[1].v);
			else if ((isinf(y[0].v) && y[1].v == 0.0) || (isinf(y[1].v) && y[0].v == 0.0))
				v = NAN;
			else
				v = (double)fmaf((float)y[0].v, (float)y[1].v, (float)y[2].v);
			out |= (isnan(v) ? (in->clamp ? 0 : dnan(W32)) : put(s, W32, v)) << (32 * k);
		}
		r->bits = out;
		return 1;
	}
	case GS_SEM_V_DOT2_F32_F16:
	case GS_SEM_V_DOT2_F32_BF16: {
		/* the low product from the op_sel halves, the high one from op_sel_hi;
		 * neg_lo/neg_hi negate those halves; src2 is f32 (neg_lo[2] negates it) */
		unsigned int w = sem == GS_SEM_V_DOT2_F32_BF16 ? WBF : W16;
		uint32_t h[2];
		struct fv c = mk(s->w, s->raw[2], W32, 0, in->neg >> 2 & 1);

		for (unsigned int i = 0; i < 2; i++) {
			uint32_t v = (uint32_t)s->raw[i];
			uint32_t lo = (v >> (16 * (in->opsel >> i & 1))) & 0xffff, hi = (v >> (16 * (in->opsel_hi >> i & 1))) & 0xffff;

			lo ^= in->neg >> i & 1 ? 0x8000 : 0;
			hi ^= in->neg_hi >> i & 1 ? 0x8000 : 0;
			h[i] = lo | hi << 16;
		}
		r->bits = dot2(s, h[0], h[1], &c, w, W32);
		return 1;
	}
	case GS_SEM_V_FMA_MIX_F32:
	case GS_SEM_V_FMA_MIXLO_F16:
	case GS_SEM_V_FMA_MIXHI_F16: {
		/* each source f32 (op_sel_hi clear) or the f16 half op_sel picks;
		 * neg_lo negates, neg_hi takes the absolute value */
		struct fv y[3];
		const struct fv *n;
		unsigned int dw = sem == GS_SEM_V_FMA_MIX_F32 ? W32 : W16;
		uint64_t b;

		for (unsigned int i = 0; i < 3; i++) {
			uint32_t v = (uint32_t)s->raw[i];

			if (in->opsel_hi >> i & 1)
				y[i] = mk(s->w, v >> (16 * (in->opsel >> i & 1)), W16, in->neg_hi >> i & 1, in->neg >> i & 1);
			else
				y[i] = mk(s->w, v, W32, in->neg_hi >> i & 1, in->neg >> i & 1);
			if (y[i].w == W16 && is_nan(&y[i])) {  /* widen the NaN to the f32 pattern */
				y[i].b = (y[i].b & 0x8000) << 16 | 0x7f800000u | (y[i].b & 0x3ff) << 13;
				y[i].w = W32;
			}
		}
		n = first_nan(y, 3);
		if (n) {
			b = in->clamp ? 0 : n->b | quiet_of(W32);
			if (dw == W16 && !in->clamp)
				b = (b >> 16 & 0x8000) | 0x7c00 | quiet_of(W16) | (b >> 13 & 0x3ff);
		} else if ((isinf(y[0].v) && y[1].v == 0.0) || (isinf(y[1].v) && y[0].v == 0.0) ||
			   (isinf(y[0].v * y[1].v) && isinf(y[2].v) && (y[0].v * y[1].v > 0) != (y[2].v > 0))) {
			b = in->clamp ? 0 : dnan(dw);
		} else {
			b = put(s, dw, fma_odd(y[0].v, y[1].v, y[2].v));
		}
		if (sem == GS_SEM_V_FMA_MIXLO_F16)
			b = (s->old & 0xffff0000u) | b;
		else if (sem == GS_SEM_V_FMA_MIXHI_F16)
			b = (s->old & 0xffffu) | b << 16;
		r->bits = b;
		return 1;
	}
	default: {  /* packed f16 max/min family */
		int three = sem == GS_SEM_V_PK_MAXIMUM3_F16 || sem == GS_SEM_V_PK_MINIMUM3_F16;
		struct mmf f;
		int max = (mm_of(in->op, &f), f.max);
		enum mm kind = f.kind;
		uint64_t out = 0;

		for (unsigned int k = 0; k < 2; k++) {
			struct fv y[3], m;

			for (unsigned int i = 0; i < 3; i++) {
				unsigned int sel = (k ? in->opsel_hi : in->opsel) >> i & 1;

				y[i] = mk(s->w, (uint32_t)s->raw[i] >> (16 * sel), W16, 0, (k ? in->neg_hi : in->neg) >> i & 1);
			}
			m = mm2(&y[0], &y[1], max, kind, ieee);
			if (three)
				m = mm2(&m, &y[2], max, kind, ieee);
			out |= put_sel(s, &m) << (16 * k);
		}
		r->bits = out;
		return 1;
	}
	}
}

/* gfx9 16-bit results zero the high half except for these (LLVM's
 * GCNSubtarget::zeroesHigh16BitsOfDest; RDNA keeps it always). */
int gsi_emu_gfx9_keeps_hi(unsigned int sem)
{
	return sem == GS_SEM_V_MAC_F16 || sem == GS_SEM_V_FMAC_F16;
}
