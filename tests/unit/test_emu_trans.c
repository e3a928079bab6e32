// SPDX-License-Identifier: MIT
/*
 * Emulator semantics of the transcendental, rounding, conversion and bit
 * VALU instructions (issue #5, exec_trans.c).  Kernels are assembled from
 * text and launched on "emu:gfx1100" and "emu:gfx1201"; expected values are
 * computed here in C: the transcendentals in long double (a different
 * evaluation from the emulator's double one) and compared within the 1 ULP
 * the ISA guides document, everything else bit for bit, and the special
 * values the guides' functional examples list exactly.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "harness.h"
#include "emu_testutil.h"

/* ---------------------------------------------------------------- references */

#define NL 64  /* lanes per case: two wave32 workgroups */

enum kind { KF32, KSIN, KF16, KF64, KINT, KSHIFT };
enum cmp { EXACT, ULP32, ULP16, ULP64 };

typedef uint64_t (*ref_fn)(uint64_t a, uint64_t b, uint64_t c);

struct tcase {
	const char *name;
	const char *op;   /* inputs v[2:3] v[4:5] v[6:7]; result v8 (v[8:9] for 64-bit) */
	enum kind kind;
	ref_fn ref;
	enum cmp cmp;
	const char *kd;   /* extra descriptor lines */
	int dn32;         /* FLOAT_DENORM_MODE_32 that kd sets (LLVM's default: 0) */
	int gen;          /* 0: both generations, else only this one */
};

static int g_dn32;  /* 0 flush in+out, 1 out, 2 in, 3 keep */

static uint32_t fu(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float uf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t fin(uint32_t u) { return (g_dn32 == 0 || g_dn32 == 2) && !(u & 0x7f800000) ? u & 0x80000000u : u; }
static uint32_t fout(uint32_t u) { return (g_dn32 == 0 || g_dn32 == 1) && !(u & 0x7f800000) ? u & 0x80000000u : u; }
static long double xin(uint64_t a) { return (long double)uf(fin((uint32_t)a)); }
static uint64_t r32(long double r) { return 0xdeadbeef00000000ull | fout(fu((float)r)); }
static uint64_t r32f(float r) { return 0xdeadbeef00000000ull | fout(fu(r)); }

static const long double PI_L = 3.141592653589793238462643383279502884L;

/* sin(2 pi x) / cos(2 pi x) of a revolution count; exact zeros where the
 * value is a multiple of 1/2 (sin) or an odd multiple of 1/4 (cos). */
static long double sin_rev(long double x)
{
	long double r = fmodl(x, 1.0L);

	if (fmodl(2 * r, 1.0L) == 0)
		return 0;
	return sinl(2 * PI_L * r);
}

static long double cos_rev(long double x)
{
	long double r = fmodl(x, 1.0L);

	if (fmodl(2 * r + 0.5L, 1.0L) == 0)
		return 0;
	return cosl(2 * PI_L * r);
}

static long double nan_l(void) { return (long double)NAN; }

static uint64_t r_exp(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32(exp2l(xin(a))); }
static uint64_t r_log(uint64_t a, uint64_t b, uint64_t c)
{
	long double x = xin(a);

	(void)b; (void)c;
	return r32(x == 0 ? -INFINITY : x < 0 ? nan_l() : log2l(x));
}
static uint64_t r_rsq(uint64_t a, uint64_t b, uint64_t c)
{
	long double x = xin(a);

	(void)b; (void)c;
	return r32(x < 0 ? nan_l() : 1.0L / sqrtl(x));
}
static uint64_t r_sin(uint64_t a, uint64_t b, uint64_t c)
{
	long double x = xin(a);

	(void)b; (void)c;
	return r32(isnan(x) || isinf(x) ? nan_l() : sin_rev(x));
}
static uint64_t r_cos(uint64_t a, uint64_t b, uint64_t c)
{
	long double x = xin(a);

	(void)b; (void)c;
	return r32(isnan(x) || isinf(x) ? nan_l() : cos_rev(x));
}
static uint64_t r_floor(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32f(floorf(uf(fin((uint32_t)a)))); }
static uint64_t r_ceil(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32f(ceilf(uf(fin((uint32_t)a)))); }
static uint64_t r_trunc(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32f(truncf(uf(fin((uint32_t)a)))); }
static uint64_t r_rndne(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32f(rintf(uf(fin((uint32_t)a)))); }
static uint64_t r_fract(uint64_t a, uint64_t b, uint64_t c)
{
	float x = uf(fin((uint32_t)a)), f;

	(void)b; (void)c;
	if (isinf(x))
		return r32f(NAN);
	f = x - floorf(x);
	return r32f(f >= 1.0f ? 0x1.fffffep-1f : f);
}
static uint64_t r_ldexp(uint64_t a, uint64_t b, uint64_t c) { (void)c; return r32f(ldexpf(uf(fin((uint32_t)a)), (int32_t)b)); }
static uint64_t r_cvt64(uint64_t a, uint64_t b, uint64_t c)
{
	double d = (double)uf(fin((uint32_t)a));
	uint64_t u;

	(void)b; (void)c;
	memcpy(&u, &d, 8);
	return u;
}
static uint64_t r_cvt32(uint64_t a, uint64_t b, uint64_t c)
{
	double d;

	(void)b; (void)c;
	memcpy(&d, &a, 8);
	return r32f((float)d);
}

/* f32 min/max per the ISA pseudocode (NaN: the other operand; IEEE mode on
 * gfx11: a signalling NaN is quieted and returned; +0 > -0). */
static int g_ieee;
static float mm(float a, float b, int max, int num)
{
	uint32_t ua = fu(a), ub = fu(b);

	if (!num && g_ieee && isnan(a) && !(ua & 0x400000))
		return uf(ua | 0x400000);
	if (!num && g_ieee && isnan(b) && !(ub & 0x400000))
		return uf(ub | 0x400000);
	if (isnan(a) && isnan(b))
		return uf(ua | 0x400000);
	if (isnan(a))
		return b;
	if (isnan(b))
		return a;
	if (a == 0 && b == 0)
		return max ? (signbit(a) ? b : a) : (signbit(a) ? a : b);
	return max ? (a > b ? a : b) : (a < b ? a : b);
}
static int g_num;
static uint64_t r_min3f(uint64_t a, uint64_t b, uint64_t c)
{
	return r32f(mm(mm(uf(fin((uint32_t)a)), uf(fin((uint32_t)b)), 0, g_num), uf(fin((uint32_t)c)), 0, g_num));
}
static uint64_t r_max3f(uint64_t a, uint64_t b, uint64_t c)
{
	return r32f(mm(mm(uf(fin((uint32_t)a)), uf(fin((uint32_t)b)), 1, g_num), uf(fin((uint32_t)c)), 1, g_num));
}
static uint64_t r_med3f(uint64_t a, uint64_t b, uint64_t c)
{
	float x = uf(fin((uint32_t)a)), y = uf(fin((uint32_t)b)), z = uf(fin((uint32_t)c)), m;

	if (isnan(x) || isnan(y) || isnan(z))
		return r_min3f(a, b, c);
	m = mm(mm(x, y, 1, g_num), z, 1, g_num);
	return r32f(m == x ? mm(y, z, 1, g_num) : m == y ? mm(x, z, 1, g_num) : mm(x, y, 1, g_num));
}

/* f16: results in v8's low half, the high half (0xbeef) kept */
static long double hin(uint64_t a)
{
	_Float16 h;
	uint16_t u = (uint16_t)a;

	memcpy(&h, &u, 2);
	return (long double)h;
}
static uint64_t r16(long double r)
{
	_Float16 h = (_Float16)(double)r;  /* compared within 1 ULP: double rounding is fine */
	uint16_t u;

	memcpy(&u, &h, 2);
	return 0xdeadbeefdead0000ull | u;
}
static uint64_t r_rcp16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(1.0L / hin(a)); }
static uint64_t r_sqrt16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(hin(a) < 0 ? nan_l() : sqrtl(hin(a))); }
static uint64_t r_rsq16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(hin(a) < 0 ? nan_l() : 1.0L / sqrtl(hin(a))); }
static uint64_t r_exp16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(exp2l(hin(a))); }
static uint64_t r_log16(uint64_t a, uint64_t b, uint64_t c)
{
	long double x = hin(a);

	(void)b; (void)c;
	return r16(x == 0 ? -INFINITY : x < 0 ? nan_l() : log2l(x));
}
static uint64_t r_sin16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(isinf(hin(a)) ? nan_l() : sin_rev(hin(a))); }
static uint64_t r_cos16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(isinf(hin(a)) ? nan_l() : cos_rev(hin(a))); }

/* f64 (FLOAT_DENORM_MODE_16_64 3: kept) */
static long double din(uint64_t a) { double d; memcpy(&d, &a, 8); return (long double)d; }
static uint64_t r64(long double r) { double d = (double)r; uint64_t u; memcpy(&u, &d, 8); return u; }
static uint64_t r_rcp64(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r64(1.0L / din(a)); }
static uint64_t r_rsq64(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r64(din(a) < 0 ? nan_l() : 1.0L / sqrtl(din(a))); }
static uint64_t r_sqrt64(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r64(din(a) < 0 ? nan_l() : sqrtl(din(a))); }

/* integer and bit operations, from the ISA pseudocode */
static uint64_t ri(uint32_t r) { return 0xdeadbeef00000000ull | r; }
static uint64_t r_bfrev(uint64_t a, uint64_t b, uint64_t c)
{
	uint32_t r = 0;

	(void)b; (void)c;
	for (int i = 0; i < 32; i++)
		if (a >> i & 1)
			r |= 1u << (31 - i);
	return ri(r);
}
static uint64_t r_clz(uint64_t a, uint64_t b, uint64_t c)
{
	(void)b; (void)c;
	for (int i = 0; i < 32; i++)
		if ((uint32_t)a >> (31 - i) & 1)
			return ri((uint32_t)i);
	return ri(0xffffffffu);
}
static uint64_t r_ctz(uint64_t a, uint64_t b, uint64_t c)
{
	(void)b; (void)c;
	for (int i = 0; i < 32; i++)
		if ((uint32_t)a >> i & 1)
			return ri((uint32_t)i);
	return ri(0xffffffffu);
}
static uint64_t r_bcnt(uint64_t a, uint64_t b, uint64_t c)
{
	uint32_t n = 0;

	(void)c;
	for (int i = 0; i < 32; i++)
		n += (uint32_t)a >> i & 1;
	return ri(n + (uint32_t)b);
}
static uint64_t r_mini(uint64_t a, uint64_t b, uint64_t c) { (void)c; return ri((int32_t)a < (int32_t)b ? (uint32_t)a : (uint32_t)b); }
static uint64_t r_maxi(uint64_t a, uint64_t b, uint64_t c) { (void)c; return ri((int32_t)a > (int32_t)b ? (uint32_t)a : (uint32_t)b); }
static uint64_t r_mulhii(uint64_t a, uint64_t b, uint64_t c)
{
	(void)c;
	return ri((uint32_t)(((__int128)(int32_t)a * (int32_t)b) >> 32));
}
static uint64_t r_bfei(uint64_t a, uint64_t b, uint64_t c)
{
	unsigned int off = b & 31, w = c & 31;
	int64_t v = (int32_t)a;

	if (!w)
		return ri(0);
	v >>= off;                                   /* arithmetic: the sign fills in */
	v &= (int64_t)((1ull << w) - 1);
	if (v >> (w - 1) & 1)
		v -= (int64_t)(1ull << w);               /* sign-extend from bit w-1 */
	return ri((uint32_t)v);
}
static uint64_t r_bfi(uint64_t a, uint64_t b, uint64_t c) { return ri(((uint32_t)a & (uint32_t)b) | (~(uint32_t)a & (uint32_t)c)); }
static uint64_t r_alignbit(uint64_t a, uint64_t b, uint64_t c)
{
	unsigned __int128 v = (unsigned __int128)(uint32_t)a << 32 | (uint32_t)b;

	return ri((uint32_t)(v >> (c & 31)));
}
static uint64_t r_perm(uint64_t a, uint64_t b, uint64_t c)
{
	uint8_t in[8];
	uint32_t d = 0;

	for (int i = 0; i < 4; i++) {
		in[i] = (uint8_t)((uint32_t)b >> (8 * i));
		in[4 + i] = (uint8_t)((uint32_t)a >> (8 * i));
	}
	for (int k = 0; k < 4; k++) {
		unsigned int s = (uint32_t)c >> (8 * k) & 0xff;
		uint8_t v = s >= 13 ? 0xff : s == 12 ? 0 : s >= 8 ? (in[2 * (s - 8) + 1] & 0x80 ? 0xff : 0) : in[s];

		d |= (uint32_t)v << (8 * k);
	}
	return ri(d);
}
static uint64_t r_andor(uint64_t a, uint64_t b, uint64_t c) { return ri(((uint32_t)a & (uint32_t)b) | (uint32_t)c); }
static uint64_t r_or3(uint64_t a, uint64_t b, uint64_t c) { return ri((uint32_t)a | (uint32_t)b | (uint32_t)c); }
static uint64_t r_lshlor(uint64_t a, uint64_t b, uint64_t c) { return ri(((uint32_t)a << (b & 31)) | (uint32_t)c); }
static int32_t s24(uint64_t x) { return (int32_t)((uint32_t)x & 0xffffff) - ((x & 0x800000) ? 0x1000000 : 0); }
static uint64_t r_madi24(uint64_t a, uint64_t b, uint64_t c) { return ri((uint32_t)((int64_t)s24(a) * s24(b) + (int32_t)c)); }
static int32_t I(uint64_t x) { return (int32_t)(uint32_t)x; }
static uint64_t r_min3i(uint64_t a, uint64_t b, uint64_t c) { int32_t m = I(a) < I(b) ? I(a) : I(b); return ri((uint32_t)(m < I(c) ? m : I(c))); }
static uint64_t r_max3i(uint64_t a, uint64_t b, uint64_t c) { int32_t m = I(a) > I(b) ? I(a) : I(b); return ri((uint32_t)(m > I(c) ? m : I(c))); }
static uint64_t r_min3u(uint64_t a, uint64_t b, uint64_t c) { uint32_t m = (uint32_t)a < (uint32_t)b ? (uint32_t)a : (uint32_t)b; return ri(m < (uint32_t)c ? m : (uint32_t)c); }
static uint64_t r_max3u(uint64_t a, uint64_t b, uint64_t c) { uint32_t m = (uint32_t)a > (uint32_t)b ? (uint32_t)a : (uint32_t)b; return ri(m > (uint32_t)c ? m : (uint32_t)c); }
static uint64_t r_med3i(uint64_t a, uint64_t b, uint64_t c)
{
	int32_t v[3] = { I(a), I(b), I(c) }, t;

	for (int i = 0; i < 2; i++)   /* sort three: the middle one */
		for (int j = 0; j < 2 - i; j++)
			if (v[j] > v[j + 1]) { t = v[j]; v[j] = v[j + 1]; v[j + 1] = t; }
	return ri((uint32_t)v[1]);
}
static uint64_t r_med3u(uint64_t a, uint64_t b, uint64_t c)
{
	uint32_t v[3] = { (uint32_t)a, (uint32_t)b, (uint32_t)c }, t;

	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 2 - i; j++)
			if (v[j] > v[j + 1]) { t = v[j]; v[j] = v[j + 1]; v[j + 1] = t; }
	return ri(v[1]);
}
static uint64_t r_lshl64(uint64_t a, uint64_t b, uint64_t c) { (void)c; return b << (a & 63); }
static uint64_t r_mad64(uint64_t a, uint64_t b, uint64_t c)
{
	return (uint64_t)((unsigned __int128)(uint32_t)a * (uint32_t)b + c);
}

#define DN3 "\t.amdhsa_float_denorm_mode_32 3\n"
#define DN1 "\t.amdhsa_float_denorm_mode_32 1\n"
#define NOIEEE "\t.amdhsa_ieee_mode 0\n"

static const struct tcase tcases[] = {
	{ "v_exp_f32", "v_exp_f32 v8, v2", KF32, r_exp, ULP32, NULL, 0, 0 },
	{ "v_exp_f32 denormals kept", "v_exp_f32 v8, v2", KF32, r_exp, ULP32, DN3, 3, 0 },
	{ "v_exp_f32_e64 -|x|", "v_exp_f32_e64 v8, -|v2|", KF32, NULL, ULP32, NULL, 0, 0 },
	{ "v_log_f32", "v_log_f32 v8, v2", KF32, r_log, ULP32, NULL, 0, 0 },
	{ "v_log_f32 denormals kept", "v_log_f32 v8, v2", KF32, r_log, ULP32, DN3, 3, 0 },
	{ "v_rsq_f32", "v_rsq_f32 v8, v2", KF32, r_rsq, ULP32, NULL, 0, 0 },
	{ "v_rsq_f32 denormals kept", "v_rsq_f32 v8, v2", KF32, r_rsq, ULP32, DN3, 3, 0 },
	{ "v_sin_f32", "v_sin_f32 v8, v2", KSIN, r_sin, ULP32, NULL, 0, 0 },
	{ "v_cos_f32", "v_cos_f32 v8, v2", KSIN, r_cos, ULP32, NULL, 0, 0 },
	{ "v_sin_f32 denormals kept", "v_sin_f32 v8, v2", KSIN, r_sin, ULP32, DN3, 3, 0 },
	{ "v_floor_f32", "v_floor_f32 v8, v2", KF32, r_floor, EXACT, NULL, 0, 0 },
	{ "v_ceil_f32", "v_ceil_f32 v8, v2", KF32, r_ceil, EXACT, NULL, 0, 0 },
	{ "v_trunc_f32", "v_trunc_f32 v8, v2", KF32, r_trunc, EXACT, NULL, 0, 0 },
	{ "v_rndne_f32", "v_rndne_f32 v8, v2", KF32, r_rndne, EXACT, NULL, 0, 0 },
	{ "v_fract_f32", "v_fract_f32 v8, v2", KF32, r_fract, EXACT, NULL, 0, 0 },
	{ "v_fract_f32 denormals kept", "v_fract_f32 v8, v2", KF32, r_fract, EXACT, DN3, 3, 0 },
	{ "v_ldexp_f32", "v_ldexp_f32 v8, v2, v4", KSHIFT, r_ldexp, EXACT, NULL, 0, 0 },
	{ "v_ldexp_f32 denormals out", "v_ldexp_f32 v8, v2, v4", KSHIFT, r_ldexp, EXACT, DN1, 1, 0 },
	{ "v_cvt_f64_f32", "v_cvt_f64_f32 v[8:9], v2", KF32, r_cvt64, EXACT, NULL, 0, 0 },
	{ "v_cvt_f64_f32 denormals kept", "v_cvt_f64_f32 v[8:9], v2", KF32, r_cvt64, EXACT, DN3, 3, 0 },
	{ "v_cvt_f32_f64", "v_cvt_f32_f64 v8, v[2:3]", KF64, r_cvt32, EXACT, NULL, 0, 0 },
	{ "v_cvt_f32_f64 denormals kept", "v_cvt_f32_f64 v8, v[2:3]", KF64, r_cvt32, EXACT, DN3, 3, 0 },
	{ "v_med3_f32", "v_med3_f32 v8, v2, v4, v6", KF32, r_med3f, EXACT, NULL, 0, 11 },
	{ "v_min3_f32", "v_min3_f32 v8, v2, v4, v6", KF32, r_min3f, EXACT, NULL, 0, 11 },
	{ "v_max3_f32", "v_max3_f32 v8, v2, v4, v6", KF32, r_max3f, EXACT, NULL, 0, 11 },
	{ "v_max3_f32 IEEE_MODE 0", "v_max3_f32 v8, v2, v4, v6", KF32, r_max3f, EXACT, NOIEEE, 0, 11 },
	{ "v_med3_num_f32", "v_med3_num_f32 v8, v2, v4, v6", KF32, r_med3f, EXACT, NULL, 0, 12 },
	{ "v_min3_num_f32", "v_min3_num_f32 v8, v2, v4, v6", KF32, r_min3f, EXACT, NULL, 0, 12 },
	{ "v_max3_num_f32", "v_max3_num_f32 v8, v2, v4, v6", KF32, r_max3f, EXACT, NULL, 0, 12 },
	{ "v_rcp_f16", "v_rcp_f16 v8, v2", KF16, r_rcp16, ULP16, NULL, 0, 0 },
	{ "v_sqrt_f16", "v_sqrt_f16 v8, v2", KF16, r_sqrt16, ULP16, NULL, 0, 0 },
	{ "v_rsq_f16", "v_rsq_f16 v8, v2", KF16, r_rsq16, ULP16, NULL, 0, 0 },
	{ "v_exp_f16", "v_exp_f16 v8, v2", KF16, r_exp16, ULP16, NULL, 0, 0 },
	{ "v_log_f16", "v_log_f16 v8, v2", KF16, r_log16, ULP16, NULL, 0, 0 },
	{ "v_sin_f16", "v_sin_f16 v8, v2", KF16, r_sin16, ULP16, NULL, 0, 0 },
	{ "v_cos_f16", "v_cos_f16 v8, v2", KF16, r_cos16, ULP16, NULL, 0, 0 },
	{ "v_rcp_f64", "v_rcp_f64 v[8:9], v[2:3]", KF64, r_rcp64, ULP64, NULL, 0, 0 },
	{ "v_rsq_f64", "v_rsq_f64 v[8:9], v[2:3]", KF64, r_rsq64, ULP64, NULL, 0, 0 },
	{ "v_sqrt_f64", "v_sqrt_f64 v[8:9], v[2:3]", KF64, r_sqrt64, ULP64, NULL, 0, 0 },
	{ "v_bfrev_b32", "v_bfrev_b32 v8, v2", KINT, r_bfrev, EXACT, NULL, 0, 0 },
	{ "v_clz_i32_u32", "v_clz_i32_u32 v8, v2", KINT, r_clz, EXACT, NULL, 0, 0 },
	{ "v_ffbh_u32 (alias)", "v_ffbh_u32 v8, v2", KINT, r_clz, EXACT, NULL, 0, 0 },
	{ "v_ctz_i32_b32", "v_ctz_i32_b32 v8, v2", KINT, r_ctz, EXACT, NULL, 0, 0 },
	{ "v_bcnt_u32_b32", "v_bcnt_u32_b32 v8, v2, v4", KINT, r_bcnt, EXACT, NULL, 0, 0 },
	{ "v_min_i32", "v_min_i32 v8, v2, v4", KINT, r_mini, EXACT, NULL, 0, 0 },
	{ "v_max_i32", "v_max_i32 v8, v2, v4", KINT, r_maxi, EXACT, NULL, 0, 0 },
	{ "v_mul_hi_i32", "v_mul_hi_i32 v8, v2, v4", KINT, r_mulhii, EXACT, NULL, 0, 0 },
	{ "v_bfe_i32", "v_bfe_i32 v8, v2, v4, v6", KSHIFT, r_bfei, EXACT, NULL, 0, 0 },
	{ "v_bfi_b32", "v_bfi_b32 v8, v2, v4, v6", KINT, r_bfi, EXACT, NULL, 0, 0 },
	{ "v_alignbit_b32", "v_alignbit_b32 v8, v2, v4, v6", KINT, r_alignbit, EXACT, NULL, 0, 0 },
	{ "v_perm_b32", "v_perm_b32 v8, v2, v4, v6", KINT, r_perm, EXACT, NULL, 0, 0 },
	{ "v_and_or_b32", "v_and_or_b32 v8, v2, v4, v6", KINT, r_andor, EXACT, NULL, 0, 0 },
	{ "v_or3_b32", "v_or3_b32 v8, v2, v4, v6", KINT, r_or3, EXACT, NULL, 0, 0 },
	{ "v_lshl_or_b32", "v_lshl_or_b32 v8, v2, v4, v6", KINT, r_lshlor, EXACT, NULL, 0, 0 },
	{ "v_mad_i32_i24", "v_mad_i32_i24 v8, v2, v4, v6", KINT, r_madi24, EXACT, NULL, 0, 0 },
	{ "v_med3_i32", "v_med3_i32 v8, v2, v4, v6", KINT, r_med3i, EXACT, NULL, 0, 0 },
	{ "v_med3_u32", "v_med3_u32 v8, v2, v4, v6", KINT, r_med3u, EXACT, NULL, 0, 0 },
	{ "v_min3_i32", "v_min3_i32 v8, v2, v4, v6", KINT, r_min3i, EXACT, NULL, 0, 0 },
	{ "v_max3_i32", "v_max3_i32 v8, v2, v4, v6", KINT, r_max3i, EXACT, NULL, 0, 0 },
	{ "v_min3_u32", "v_min3_u32 v8, v2, v4, v6", KINT, r_min3u, EXACT, NULL, 0, 0 },
	{ "v_max3_u32", "v_max3_u32 v8, v2, v4, v6", KINT, r_max3u, EXACT, NULL, 0, 0 },
	{ "v_lshlrev_b64", "v_lshlrev_b64 v[8:9], v2, v[4:5]", KSHIFT, r_lshl64, EXACT, NULL, 0, 0 },
	{ "v_mad_u64_u32", "v_mad_u64_u32 v[8:9], s20, v2, v4, v[6:7]", KINT, r_mad64, EXACT, NULL, 0, 11 },
	{ "v_mad_co_u64_u32", "v_mad_co_u64_u32 v[8:9], s20, v2, v4, v[6:7]", KINT, r_mad64, EXACT, NULL, 0, 12 },
};

/* ---------------------------------------------------------------- inputs */

static uint32_t xs_state = 777;

static uint32_t xs(void) { return emu_xs(&xs_state); }

static const uint32_t f_edges[] = {
	0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00000,
	0x00000001, 0x807fffff, 0x00800000, 0x7f7fffff, 0xff7fffff, 0x3e800000, 0x3f000000, 0xbf000000,
	0x4b000000, 0x4affffff, 0xcb7fffff, 0x3effffff, 0xb2800000, 0x43000000, 0xc3160000, 0xc2fc0000,
	0x42fe0000, 0x3fc00000, 0x40200000, 0xc0200000, 0x3f7fffff, 0xb0000000,
};
static const uint32_t sin_edges[] = {
	0x00000000, 0x80000000, 0x3e800000, 0xbe800000, 0x3f000000, 0xbf000000, 0x3f400000, 0x3f800000,
	0x7f800000, 0xff800000, 0x7fc00000, 0xff7fffff, 0x437f4000, 0xc3800000, 0x3effffff, 0x3e7fffff,
	0x00000001, 0x34000000, 0x3dcccccd, 0x41100000, 0x3f3fffff, 0x3e000000,
};
static const uint16_t h_edges[] = {
	0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0x0001, 0x03ff, 0x0400, 0x7bff, 0x3400,
	0x3800, 0xb800, 0x4c00, 0xcc00, 0x4900, 0x5000, 0x0200, 0x8001,
};
static const uint64_t d_edges[] = {
	0, 1ull << 63, 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x7ff0000000000000ull,
	0xfff0000000000000ull, 0x7ff8000000000000ull, 0x0000000000000001ull, 0x000fffffffffffffull,
	0x0010000000000000ull, 0x7fefffffffffffffull, 0x4010000000000000ull, 0x3810000000000000ull,
	0x380fffffe0000000ull, 0x36a0000000000000ull, 0x47efffffe0000000ull, 0x47effffff0000000ull,
	0x3ff0000010000000ull, 0x3ff0000030000000ull, 0xc7f0000000000000ull,
};
static const uint32_t i_edges[] = {
	0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x00800000, 0x00ffffff, 0xff800000, 0x12345678,
	0x0c0d0e0f, 0x08090a0b, 0x03020100, 0x07060504, 0x00000020, 0x0000001f, 0x80000001,
};

static uint32_t rnd_f32(enum kind k, unsigned int i)
{
	if (k == KSIN) {
		if (i < sizeof(sin_edges) / 4)
			return sin_edges[i];
		/* revolutions in [-300, 300], some beyond the guides' [-256, 256] */
		return fu(((float)(int32_t)(xs() % 600001) - 300000.0f) / 1000.0f * (xs() % 3 ? 1.0f : 0.001f));
	}
	if (i < sizeof(f_edges) / 4)
		return f_edges[i];
	if (xs() % 5 == 0)
		return f_edges[xs() % (sizeof(f_edges) / 4)];
	/* exponents 2^-140 .. 2^9: denormals, overflow of exp, log of small */
	return (xs() & 0x807fffff) | (uint32_t)(0x01 + xs() % 0x8b) << 23;
}

static void fill(struct emu_env *e, enum kind k)
{
	uint64_t *in = (uint64_t *)emu_in(e);

	for (unsigned int s = 0; s < 3; s++)
		for (unsigned int i = 0; i < NL; i++) {
			unsigned int j = (i + 11 * s) % NL;  /* sources see different edge values */
			uint64_t v;

			switch (k) {
			case KF32:
			case KSIN:
				v = (uint64_t)xs() << 32 | rnd_f32(k, j);
				break;
			case KF16:
				v = (uint64_t)xs() << 16 | (j < sizeof(h_edges) / 2 ? h_edges[j]
					: (uint16_t)((xs() & 0x83ff) | (xs() % 31) << 10));
				break;
			case KF64:
				v = j < sizeof(d_edges) / 8 ? d_edges[j]
				    : ((uint64_t)xs() << 32 | xs()) & 0x800fffffffffffffull;
				if (j >= sizeof(d_edges) / 8)
					v |= (uint64_t)(0x300 + xs() % 0x200) << 52;
				break;
			case KSHIFT:  /* small counts / shift amounts in source 0 of ldexp's b */
				if (s == 0)
					v = (uint64_t)xs() << 32 | rnd_f32(KF32, j);
				else
					v = (uint64_t)xs() << 32 | (j % 4 == 3 ? xs() : (uint32_t)((int32_t)(xs() % 301) - 150));
				break;
			default:
				v = (uint64_t)xs() << 32 | (j < sizeof(i_edges) / 4 ? i_edges[j] : xs() >> (xs() % 32));
				break;
			}
			in[s * NL + i] = v;
		}
}

/* ---------------------------------------------------------------- comparison */

static int64_t ord32(uint32_t u) { return u & 0x80000000u ? -(int64_t)(u & 0x7fffffff) : (int64_t)u; }
static int64_t ord16(uint16_t u) { return u & 0x8000 ? -(int64_t)(u & 0x7fff) : (int64_t)u; }
static __int128 ord64(uint64_t u) { return u >> 63 ? -(__int128)(u & ~(1ull << 63)) : (__int128)u; }
static int nan32(uint32_t u) { return (u & 0x7f800000) == 0x7f800000 && (u & 0x7fffff); }
static int nan16(uint16_t u) { return (u & 0x7c00) == 0x7c00 && (u & 0x3ff); }
static int nan64(uint64_t u) { return (u & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (u << 12); }

/* *exact: 1 bit-exact, 2 both NaN (payloads may differ), 0 within tolerance */
static int same(enum cmp m, int kind64, uint64_t g, uint64_t w, int *exact)
{
	*exact = g == w;
	switch (m) {
	case ULP32:
		if (g >> 32 != w >> 32)
			return 0;
		if (!*exact && nan32((uint32_t)g) && nan32((uint32_t)w))
			*exact = 2;
		if (nan32((uint32_t)g) || nan32((uint32_t)w))
			return nan32((uint32_t)g) && nan32((uint32_t)w);
		return llabs(ord32((uint32_t)g) - ord32((uint32_t)w)) <= 1;
	case ULP16:
		if (g >> 16 != w >> 16)
			return 0;
		if (!*exact && nan16((uint16_t)g) && nan16((uint16_t)w))
			*exact = 2;
		if (nan16((uint16_t)g) || nan16((uint16_t)w))
			return nan16((uint16_t)g) && nan16((uint16_t)w);
		return llabs(ord16((uint16_t)g) - ord16((uint16_t)w)) <= 1;
	case ULP64: {
		__int128 d = ord64(g) - ord64(w);

		if (!*exact && nan64(g) && nan64(w))
			*exact = 2;
		if (nan64(g) || nan64(w))
			return nan64(g) && nan64(w);
		return d >= -1 && d <= 1;
	}
	default:
		if (g == w)
			return 1;
		*exact = 2;
		if (kind64 && nan64(g) && nan64(w))
			return 1;
		return g >> 32 == w >> 32 && nan32((uint32_t)g) && nan32((uint32_t)w);
	}
}

static void run_case(struct emu_env *e, const struct tcase *tc)
{
	char body[2048];
	uint64_t *in = (uint64_t *)emu_in(e), *out = (uint64_t *)emu_out(e);
	int bad = 0, exact = 0, nans = 0, near = 0;
	ref_fn ref = tc->ref;

	if (tc->gen && tc->gen != e->gen)
		return;
	fill(e, tc->kind);
	memset(out, 0x55, NL * 8);
	snprintf(body, sizeof(body), EMU_CASE_KERNEL, tc->op);
	if (!emu_run_ok(e, tc->name, body, tc->kd, NL / 32, 32))
		return;
	g_dn32 = tc->dn32;
	g_ieee = e->gen == 11 && !(tc->kd && strstr(tc->kd, "ieee_mode 0"));
	g_num = e->gen == 12;
	for (unsigned int i = 0; i < NL && bad < 3; i++) {
		uint64_t a = in[i], b = in[NL + i], c = in[2 * NL + i], w, g = out[i];
		int ex;

		if (!ref)  /* -|x| then exp */
			w = r_exp(((uint32_t)a | 0x80000000u), b, c);
		else
			w = ref(a, b, c);
		if (same(tc->cmp, tc->kind == KF64 || strstr(tc->op, "v[8:9]") != NULL, g, w, &ex)) {
			exact += ex == 1;
			nans += ex == 2;
			near += ex == 0;
			continue;
		}
		bad++;
		CHECK(0, "%s: %s lane %u: a=0x%llx b=0x%llx c=0x%llx -> 0x%016llx, expected 0x%016llx",
		      e->tname, tc->name, i, (unsigned long long)a, (unsigned long long)b,
		      (unsigned long long)c, (unsigned long long)g, (unsigned long long)w);
	}
	g_dn32 = 0;
	if (!bad)
		CHECK(1, "%s: %s (%d lanes: %d bit-exact, %d NaN as expected, %d 1 ULP from the reference)",
		      e->tname, tc->name, NL, exact, nans, near);
}

/* The special values of the ISA guides' functional examples, bit for bit
 * (RDNA3/RDNA4 ISA, V_EXP/V_LOG/V_RSQ/V_SIN/V_COS_F32). */
static void test_examples(struct emu_env *e)
{
	static const struct { const char *op; uint32_t in, out; } ex[] = {
		{ "v_exp_f32", 0xff800000, 0x00000000 }, { "v_exp_f32", 0x80000000, 0x3f800000 },
		{ "v_exp_f32", 0x7f800000, 0x7f800000 },
		{ "v_log_f32", 0xff800000, 0xffc00000 }, { "v_log_f32", 0xbf800000, 0xffc00000 },
		{ "v_log_f32", 0x80000000, 0xff800000 }, { "v_log_f32", 0x00000000, 0xff800000 },
		{ "v_log_f32", 0x3f800000, 0x00000000 }, { "v_log_f32", 0x7f800000, 0x7f800000 },
		{ "v_rsq_f32", 0x80000000, 0xff800000 }, { "v_rsq_f32", 0x00000000, 0x7f800000 },
		{ "v_rsq_f32", 0x7f800000, 0x00000000 }, { "v_rsq_f32", 0xbf800000, 0xffc00000 },
		{ "v_sin_f32", 0xff800000, 0xffc00000 }, { "v_sin_f32", 0xff7fffff, 0x00000000 },
		{ "v_sin_f32", 0x80000000, 0x80000000 }, { "v_sin_f32", 0x3e800000, 0x3f800000 },
		{ "v_sin_f32", 0x7f800000, 0xffc00000 },
		{ "v_cos_f32", 0xff800000, 0xffc00000 }, { "v_cos_f32", 0x80000000, 0x3f800000 },
		{ "v_cos_f32", 0x3f000000, 0xbf800000 }, { "v_cos_f32", 0x7f800000, 0xffc00000 },
	};
	const unsigned int n = sizeof(ex) / sizeof(ex[0]);
	char body[8192];
	size_t len = 0;
	uint32_t *in = emu_in(e), *out = emu_out(e);
	int bad = 0;

	/* one lane; the inputs as literals, one result dword each */
	len += (size_t)snprintf(body + len, sizeof(body) - len,
				"\ts_load_b64 s[6:7], s[0:1], 0x8\n\tv_mov_b32 v1, 0\n\tWAIT_KM\n");
	for (unsigned int i = 0; i < n; i++)
		len += (size_t)snprintf(body + len, sizeof(body) - len,
					"\tv_mov_b32 v2, 0x%x\n\t%s v3, v2\n\tglobal_store_b32 v1, v3, s[6:7] offset:%u\n",
					ex[i].in, ex[i].op, 4 * i);
	(void)in;
	memset(out, 0x55, 4 * n);
	if (!emu_run_ok(e, "functional examples", body, NULL, 1, 1))
		return;
	for (unsigned int i = 0; i < n; i++)
		if (out[i] != ex[i].out && bad++ < 4)
			CHECK(0, "%s: %s(0x%08x) = 0x%08x, the ISA guide says 0x%08x", e->tname, ex[i].op,
			      ex[i].in, out[i], ex[i].out);
	if (!bad)
		CHECK(1, "%s: the %u special values of the ISA guides' functional examples", e->tname, n);
}

/* v_mad_u64_u32's carry out (a lane mask) and v_lshlrev_b64 / v_mad with
 * SGPR pairs and inline constants. */
static void test_carry(struct emu_env *e)
{
	char body[2048];
	uint32_t *out = emu_out(e);
	const char *mad = e->gen >= 12 ? "v_mad_co_u64_u32" : "v_mad_u64_u32";

	memset(out, 0x55, 64);
	/* lanes 0..31: a = b = 0xffffffff, c = lane << 33 | 0xffffffff: carries where the
	 * 64-bit sum (2^64 - 2^33 + 1 + c) overflows, i.e. for lanes >= 4 */
	snprintf(body, sizeof(body),
		 "\ts_load_b64 s[6:7], s[0:1], 0x8\n"
		 "\tv_mov_b32 v2, -1\n"
		 "\tv_mov_b32 v6, -1\n"
		 "\tv_lshlrev_b32 v7, 1, v0\n"
		 "\t%s v[8:9], s20, v2, v2, v[6:7]\n"
		 "\ts_mov_b32 s8, 0x80000001\n\ts_mov_b32 s9, 3\n"
		 "\tv_lshlrev_b64 v[10:11], 4, s[8:9]\n"
		 "\t%s v[12:13], null, 7, v2, s[8:9]\n"
		 "\tv_mov_b32 v3, s20\n"
		 "\tv_mov_b32 v1, 0\n"
		 "\tWAIT_KM\n"
		 "\tv_cmp_eq_u32 vcc_lo, 5, v0\n"
		 "\ts_and_saveexec_b32 s21, vcc_lo\n"
		 "\tglobal_store_b64 v1, v[8:9], s[6:7]\n"
		 "\tglobal_store_b32 v1, v3, s[6:7] offset:8\n"
		 "\tglobal_store_b64 v1, v[10:11], s[6:7] offset:16\n"
		 "\tglobal_store_b64 v1, v[12:13], s[6:7] offset:24\n", mad, mad);
	if (!emu_run_ok(e, "v_mad_u64_u32 carry", body, NULL, 1, 32))
		return;
	{
		unsigned __int128 s = (unsigned __int128)0xffffffffu * 0xffffffffu + ((uint64_t)10 << 32 | 0xffffffffu);
		uint32_t carry = 0;
		uint64_t sh = (3ull << 32 | 0x80000001u) << 4, m = 7ull * 0xffffffffu + (3ull << 32 | 0x80000001u);

		for (unsigned int l = 0; l < 32; l++) {
			unsigned __int128 t = (unsigned __int128)0xffffffffu * 0xffffffffu +
					      ((uint64_t)(2 * l) << 32 | 0xffffffffu);

			carry |= (uint32_t)(t >> 64 != 0) << l;
		}
		CHECK(out[0] == (uint32_t)s && out[1] == (uint32_t)((uint64_t)s >> 32) && out[2] == carry,
		      "%s: %s lane 5 = 0x%08x%08x carry mask 0x%08x, expected 0x%016llx 0x%08x", e->tname, mad,
		      out[1], out[0], out[2], (unsigned long long)(uint64_t)s, carry);
		CHECK(out[4] == (uint32_t)sh && out[5] == (uint32_t)(sh >> 32),
		      "%s: v_lshlrev_b64 of an SGPR pair = 0x%08x%08x, expected 0x%016llx", e->tname, out[5], out[4],
		      (unsigned long long)sh);
		CHECK(out[6] == (uint32_t)m && out[7] == (uint32_t)(m >> 32),
		      "%s: %s with a constant and an SGPR pair = 0x%08x%08x, expected 0x%016llx", e->tname, mad,
		      out[7], out[6], (unsigned long long)m);
	}
}

/* ---------------------------------------------------------------- wave64, checker */

/* wave64: v_mad_u64_u32's carry fills an SGPR pair; v_rsq_f32 on all 64
 * lanes */
static void test_wave64(struct emu_env *e)
{
	char body[2048];
	uint32_t *out = emu_out(e);
	const char *mad = e->gen >= 12 ? "v_mad_co_u64_u32" : "v_mad_u64_u32";
	uint64_t carry = 0;
	int ok = 1;

	memset(out, 0x55, 4 * 200);
	/* lane l: (l + 1) * 0xffffffff + 0xfffffff0 << 32: carries for l >= 16 */
	snprintf(body, sizeof(body),
		 "\ts_load_b64 s[6:7], s[0:1], 0x8\n"
		 "\tv_add_nc_u32 v2, 1, v0\n"
		 "\tv_mov_b32 v3, -1\n"
		 "\tv_mov_b32 v6, 0\n"
		 "\tv_mov_b32 v7, 0xfffffff0\n"
		 "\t%s v[8:9], s[20:21], v2, v3, v[6:7]\n"
		 "\tv_cvt_f32_u32 v12, v2\n"
		 "\tv_rsq_f32 v12, v12\n"
		 "\tv_lshlrev_b32 v1, 3, v0\n"
		 "\tv_mov_b32 v4, s20\n\tv_mov_b32 v5, s21\n"
		 "\tWAIT_KM\n"
		 "\tglobal_store_b64 v1, v[8:9], s[6:7]\n"
		 "\tv_lshlrev_b32 v13, 2, v0\n"
		 "\tglobal_store_b32 v13, v12, s[6:7] offset:512\n"
		 "\tglobal_store_b64 v1, v[4:5], s[6:7] offset:768\n", mad);
	e->wave64 = 1;
	ok = emu_run_ok(e, "wave64 v_mad_u64_u32 / v_rsq_f32", body, "\t.amdhsa_wavefront_size32 0\n", 1, 64);
	e->wave64 = 0;
	if (!ok)
		return;
	for (unsigned int l = 0; l < 64; l++) {
		unsigned __int128 t = (unsigned __int128)(l + 1) * 0xffffffffu + ((uint64_t)0xfffffff0u << 32);
		uint64_t got = out[2 * l] | (uint64_t)out[2 * l + 1] << 32;
		float r = (float)(1.0L / sqrtl((long double)(l + 1)));
		uint32_t rb, gb = out[128 + l];

		memcpy(&rb, &r, 4);
		carry |= (uint64_t)(t >> 64 != 0) << l;
		ok &= got == (uint64_t)t && (gb == rb || gb == rb + 1 || gb + 1 == rb);
	}
	/* every lane stored the same mask: look at lane 5's copy */
	ok &= out[192 + 10] == (uint32_t)carry && out[192 + 11] == (uint32_t)(carry >> 32);
	CHECK(ok, "%s: wave64: %s on 64 lanes with its carry in an SGPR pair (0x%08x%08x, expected 0x%016llx), v_rsq_f32 within 1 ULP",
	      e->tname, mad, out[192 + 11], out[192 + 10], (unsigned long long)carry);
}

/* The checker sees both registers of a 64-bit source: a load still
 * writing only the high half is reported. */
static void test_pair_hazard(struct emu_env *e)
{
	struct gs_error err = { 0 };
	enum gs_status st;

	st = emu_run(e, "\ts_load_b64 s[6:7], s[0:1], 0x8\n\tv_mov_b32 v1, 0\n\tWAIT_KM\n"
		    "\tglobal_load_b32 v3, v1, s[6:7]\n"
		    "\tv_sqrt_f64 v[4:5], v[2:3]\n\tWAIT_LOAD\n", NULL, 1, 32, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v3") && strstr(err.msg, "v_sqrt_f64"),
	      "%s: v_sqrt_f64 reading v[2:3] while a load writes v3 is a hazard: %s", e->tname, err.msg);
	st = emu_run(e, "\ts_load_b64 s[6:7], s[0:1], 0x8\n\tv_mov_b32 v1, 0\n\tWAIT_KM\n"
		    "\tglobal_load_b32 v7, v1, s[6:7]\n"
		    "\tv_lshlrev_b64 v[8:9], v1, v[6:7]\n\tWAIT_LOAD\n", NULL, 1, 32, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v7"),
	      "%s: v_lshlrev_b64's 64-bit source pair is checked: %s", e->tname, err.msg);
	st = emu_run(e, "\ts_load_b64 s[6:7], s[0:1], 0x8\n\tv_mov_b32 v1, 0\n\tWAIT_KM\n"
		    "\tglobal_load_b32 v7, v1, s[6:7]\n\tWAIT_LOAD\n"
		    "\tv_lshlrev_b64 v[8:9], v1, v[6:7]\n", NULL, 1, 32, &err);
	CHECK(st == GS_OK, "%s: ... and clean with the wait (%s)", e->tname, st ? err.msg : "ok");
}

/* ---------------------------------------------------------------- main */

static void test_all(struct emu_env *e)
{
	for (size_t i = 0; i < sizeof(tcases) / sizeof(tcases[0]); i++)
		run_case(e, &tcases[i]);
	test_examples(e);
	test_carry(e);
	test_wave64(e);
	test_pair_hazard(e);
}

int main(void)
{
	return emu_main(test_all, "test_emu_trans");
}
