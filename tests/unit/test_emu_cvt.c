// SPDX-License-Identifier: MIT
/*
 * Emulator semantics of the VALU conversions (issue #5, exec_cvt.c):
 * every v_cvt_*, v_frexp_* and v_sat_pk_u8_i16 of gfx1100, gfx1201 and
 * gfx942/gfx950, run as kernels on "emu:<target>" and compared bit for bit
 * with values computed here from the formats' definitions (fp_ref.h for
 * binary16; fp8/bf8 by searching their value grids), over edge values (NaN,
 * +-inf, +-0, denormals, out-of-range values, exact halves) and random ones.
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
#include "isa/inst.h"
#include "harness.h"
#include "emu_testutil.h"
#include "fp_ref.h"

#define NL 64  /* lanes per case */

/* ---------------------------------------------------------------- references */

enum kind { KF32, KF16, KF64, KINT, KI16, KF8, KSR };

struct env {
	int gen;        /* 9, 11, 12 */
	int fnuz;       /* gfx942: FNUZ fp8 */
	int dn32;       /* FLOAT_DENORM_MODE_32 (0 flush in and out, 3 keep) */
	int round16;    /* FLOAT_ROUND_MODE_16_64 */
};
static struct env g;

typedef uint64_t (*ref_fn)(uint64_t a, uint64_t b, uint64_t c);

static uint32_t fu(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float uf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static double fin(uint64_t a)  /* source f32 with input flush per mode */
{
	uint32_t u = (uint32_t)a;

	if ((g.dn32 == 0 || g.dn32 == 2) && !(u & 0x7f800000))
		u &= 0x80000000u;
	return uf(u);
}
static double hin(uint64_t a) { return fp_h2d((uint16_t)a); }
static double din(uint64_t a) { double d; memcpy(&d, &a, 8); return d; }

#define HI 0xdeadbeef00000000ull
static uint64_t r32(uint32_t v) { return HI | v; }
static uint64_t rf32(double v) { return HI | fu((float)v); }       /* exact values only */
static uint64_t r16(uint32_t v) { return 0xdeadbeefdead0000ull | (v & 0xffff); }
static uint64_t rd(double v) { uint64_t u; memcpy(&u, &v, 8); return u; }
static uint32_t h_of(double v) { return fp_round_search(v, fp_h2d, 0x7c00, g.round16); }

/* trunc toward zero, saturate, NaN 0 */
static int64_t sat(double x, double lo, double hi)
{
	if (x != x)
		return 0;
	x = trunc(x);
	return (int64_t)(x < lo ? lo : x > hi ? hi : x);
}
static double rne(double x) { double r = nearbyint(x); return r; }  /* the test runs in nearest mode */

static uint64_t r_f16_u16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(h_of((uint16_t)a)); }
static uint64_t r_f16_i16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(h_of((int16_t)a)); }
static uint64_t r_u16_f16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16((uint32_t)sat(hin(a), 0, 65535)); }
static uint64_t r_i16_f16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16((uint32_t)sat(hin(a), -32768, 32767)); }
static uint64_t r_ub0(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rf32(a & 0xff); }
static uint64_t r_ub1(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rf32(a >> 8 & 0xff); }
static uint64_t r_ub2(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rf32(a >> 16 & 0xff); }
static uint64_t r_ub3(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rf32(a >> 24 & 0xff); }
static uint64_t r_ub0x2(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rf32(2.0 * (a & 0xff)); }
static uint64_t r_f64_i32(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rd((int32_t)a); }
static uint64_t r_f64_u32(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rd((uint32_t)a); }
static uint64_t r_i32_f64(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32((uint32_t)sat(din(a), -2147483648.0, 2147483647.0)); }
static uint64_t r_u32_f64(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32((uint32_t)sat(din(a), 0, 4294967295.0)); }
static uint64_t r_floor(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32((uint32_t)sat(floor(fin(a)), -2147483648.0, 2147483647.0)); }
static uint64_t r_nearest(uint64_t a, uint64_t b, uint64_t c)
{
	double x = fin(a);

	(void)b; (void)c;
	return r32((uint32_t)sat(floor(x + 0.5), -2147483648.0, 2147483647.0));
}
static uint64_t r_i32_i16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32((uint32_t)(int32_t)(int16_t)a); }
static uint64_t r_u32_u16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32((uint16_t)a); }
static uint64_t r_i32_i16_hi(uint64_t a, uint64_t b, uint64_t c) { return r_i32_i16(a >> 16, b, c); }

static uint32_t snorm(double x)
{
	if (x != x)
		return 0;
	x = x < -1 ? -1 : x > 1 ? 1 : x;
	return (uint32_t)(int32_t)rne(x * 32767.0) & 0xffff;
}
static uint32_t unorm(double x)
{
	if (x != x)
		return 0;
	x = x < 0 ? 0 : x > 1 ? 1 : x;
	return (uint32_t)rne(x * 65535.0);
}
static uint64_t r_norm_i16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(snorm(hin(a))); }
static uint64_t r_norm_u16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(unorm(hin(a))); }
static uint64_t r_pknorm_i16_f16(uint64_t a, uint64_t b, uint64_t c) { (void)c; return r32(snorm(hin(a)) | snorm(hin(b)) << 16); }
static uint64_t r_pknorm_u16_f16(uint64_t a, uint64_t b, uint64_t c) { (void)c; return r32(unorm(hin(a)) | unorm(hin(b)) << 16); }
static uint64_t r_pknorm_i16_f16_sel(uint64_t a, uint64_t b, uint64_t c) { (void)c; return r32(snorm(hin(a >> 16)) | snorm(hin(b)) << 16); }
static uint64_t r_pknorm_i16_f32(uint64_t a, uint64_t b, uint64_t c) { (void)c; return r32(snorm(fin(a)) | snorm(fin(b)) << 16); }
static uint64_t r_pknorm_u16_f32(uint64_t a, uint64_t b, uint64_t c) { (void)c; return r32(unorm(fin(a)) | unorm(fin(b)) << 16); }
static uint64_t r_off_i4(uint64_t a, uint64_t b, uint64_t c)
{
	static const double t[16] = { 0, .0625, .125, .1875, .25, .3125, .375, .4375,
				      -.5, -.4375, -.375, -.3125, -.25, -.1875, -.125, -.0625 };

	(void)b; (void)c;
	return rf32(t[a & 15]);
}
static uint64_t r_pk_i16_i32(uint64_t a, uint64_t b, uint64_t c)
{
	(void)c;
	return r32((uint32_t)(sat((int32_t)a, -32768, 32767) & 0xffff) | (uint32_t)(sat((int32_t)b, -32768, 32767) & 0xffff) << 16);
}
static uint64_t r_pk_u16_u32(uint64_t a, uint64_t b, uint64_t c)
{
	(void)c;
	return r32((uint32_t)sat((uint32_t)a, 0, 65535) | (uint32_t)sat((uint32_t)b, 0, 65535) << 16);
}
static uint64_t r_pk_i16_f32(uint64_t a, uint64_t b, uint64_t c)
{
	(void)c;
	return r32((uint32_t)(sat(fin(a), -32768, 32767) & 0xffff) | (uint32_t)(sat(fin(b), -32768, 32767) & 0xffff) << 16);
}
static uint64_t r_pk_u16_f32(uint64_t a, uint64_t b, uint64_t c)
{
	(void)c;
	return r32((uint32_t)sat(fin(a), 0, 65535) | (uint32_t)sat(fin(b), 0, 65535) << 16);
}
static uint32_t u8(double x) { return x != x || x <= 0 ? 0 : x >= 255 ? 255 : (uint32_t)rne(x); }
static uint64_t r_pk_u8(uint64_t a, uint64_t b, uint64_t c)
{
	unsigned int sh = (b & 3) * 8;

	return r32(((uint32_t)c & ~(0xffu << sh)) | u8(fin(a)) << sh);
}
static uint64_t r_pkaccum(uint64_t a, uint64_t b, uint64_t c)
{
	unsigned int sh = (b & 3) * 8;

	(void)c;
	return r32((0xdeadbeefu & ~(0xffu << sh)) | u8(fin(a)) << sh);
}
static uint64_t r_sat_pk(uint64_t a, uint64_t b, uint64_t c)
{
	(void)b; (void)c;
	return r16((uint32_t)sat((int16_t)a, 0, 255) | (uint32_t)sat((int16_t)(a >> 16), 0, 255) << 8);
}
static int fexp(double x) { int e = 0; if (isfinite(x)) frexp(x, &e); return e; }
/* true16 .h destination: the high half written, the low one kept */
static uint64_t hi16(uint64_t r16v) { return (r16v & 0xffff) << 16 | 0xdeadbeef0000beefull; }
static uint64_t r_f16_u16_hi(uint64_t a, uint64_t b, uint64_t c) { return hi16(r_f16_u16(a, b, c)); }
static uint64_t r_sat_pk_hi(uint64_t a, uint64_t b, uint64_t c) { return hi16(r_sat_pk(a, b, c)); }
static uint64_t r_fexp16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16((uint32_t)fexp(hin(a)) & 0xffff); }
static uint64_t r_fexp32(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32((uint32_t)fexp(fin(a))); }
static uint64_t r_fexp64(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r32((uint32_t)fexp(din(a))); }
static double fmant(double x) { int e; return isfinite(x) ? frexp(x, &e) : x; }
static uint64_t r_fmant16(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return r16(h_of(fmant(hin(a)))); }
static uint64_t r_fmant32(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rf32(fmant(fin(a))); }
static uint64_t r_fmant32_negdiv2(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rf32(fmant(-fin(a)) * 0.5); }
static uint64_t r_fmant64(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return rd(fmant(din(a))); }
static uint64_t r_f16_i16_clamp(uint64_t a, uint64_t b, uint64_t c)
{
	double x = (int16_t)a;

	(void)b; (void)c;
	return r16(h_of(x < 0 ? 0 : x > 1 ? 1 : x));
}

/* ---- fp8/bf8 by their value grids ---- */

struct f8 { int mbits, bias, ocp, inf; uint32_t maxc; };

static struct f8 f8_of(int bf8)
{
	struct f8 f = { bf8 ? 2 : 3, (bf8 ? 15 : 7) + g.fnuz, !g.fnuz, bf8 && !g.fnuz,
			g.fnuz ? 0x7f : bf8 ? 0x7b : 0x7e };
	return f;
}
/* value of positive code c (c <= maxc + 1: one past the largest, the overflow step) */
static double f8_val(struct f8 f, uint32_t c)
{
	uint32_t e = c >> f.mbits, m = c & ((1u << f.mbits) - 1);

	return e ? ldexp((double)((1u << f.mbits) | m), (int)e - f.bias - f.mbits)
		 : ldexp((double)m, 1 - f.bias - f.mbits);
}
static double f8_dec(struct f8 f, uint32_t c)
{
	double v;

	if (!f.ocp && c == 0x80)
		return NAN;
	if ((c & 0x7f) > f.maxc)  /* OCP E4M3 0x7f: NaN; E5M2 0x7c: inf, above: NaN */
		v = f.inf && (c & 0x7f) == 0x7c ? INFINITY : NAN;
	else
		v = f8_val(f, c & 0x7f);
	return c & 0x80 ? -v : v;
}
/* mode 0 nearest even, 1 away from zero (sr with all-ones), 2 toward zero (sr with 0) */
static uint32_t f8_enc(struct f8 f, double x, int clamp, int mode)
{
	uint32_t s = signbit(x) ? 0x80 : 0, lo = 0, pick;
	double a = fabs(x);
	uint32_t nan = f.ocp ? s | (f.inf ? 0x7e : 0x7f) : 0x80;

	if (x != x)
		return nan;
	if (isinf(x))
		return clamp ? s | f.maxc : f.inf ? s | 0x7c : nan;
	while (lo + 1 <= f.maxc + 1 && f8_val(f, lo + 1) <= a)
		lo++;
	if (f8_val(f, lo) == a || mode == 2)
		pick = lo;
	else if (mode == 1)
		pick = lo + 1;
	else {
		double dl = a - f8_val(f, lo), dh = f8_val(f, lo + 1) - a;

		pick = dl < dh || (dl == dh && !(lo & 1)) ? lo : lo + 1;
	}
	if (pick > f.maxc)
		return clamp ? s | f.maxc : f.inf ? s | 0x7c : nan;
	if (pick == 0 && !f.ocp)
		return 0;
	return s | pick;
}
static uint64_t f8_r32(double v) { float f = (float)v; return HI | fu(f); }
static uint64_t r_f32_fp8(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return f8_r32(f8_dec(f8_of(0), a & 0xff)); }
static uint64_t r_f32_bf8(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return f8_r32(f8_dec(f8_of(1), a & 0xff)); }
static uint64_t pk_f32(int bf8, uint64_t a)
{
	float x = (float)f8_dec(f8_of(bf8), a & 0xff), y = (float)f8_dec(f8_of(bf8), a >> 8 & 0xff);

	return fu(x) | (uint64_t)fu(y) << 32;
}
static uint64_t r_pk_f32_fp8(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return pk_f32(0, a); }
static uint64_t r_pk_f32_bf8(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return pk_f32(1, a); }
static uint64_t pk8(int bf8, uint64_t a, uint64_t b)
{
	struct f8 f = f8_of(bf8);

	return 0xdeadbeefdead0000ull | f8_enc(f, fin(a), 0, 0) | f8_enc(f, fin(b), 0, 0) << 8;
}
static uint64_t r_pk_fp8(uint64_t a, uint64_t b, uint64_t c) { (void)c; return pk8(0, a, b); }
static uint64_t r_pk_bf8(uint64_t a, uint64_t b, uint64_t c) { (void)c; return pk8(1, a, b); }
static uint64_t r_pk_fp8_hi(uint64_t a, uint64_t b, uint64_t c)
{
	(void)c;
	return (pk8(0, a, b) & 0xffff) << 16 | 0xdeadbeef0000beefull;
}

/* sr with the random dword 0 (truncation) or all ones (away from zero) */
static uint64_t sr8(int bf8, uint64_t a, uint64_t b)
{
	return 0xdeadbeefdeadbe00ull | f8_enc(f8_of(bf8), fin(a), 0, (uint32_t)b ? 1 : 2);
}
static uint64_t r_sr_fp8(uint64_t a, uint64_t b, uint64_t c) { (void)c; return sr8(0, a, b); }
static uint64_t r_sr_fp8_b3(uint64_t a, uint64_t b, uint64_t c) { (void)c; return (sr8(0, a, b) & 0xff) << 24 | 0xdeadbeef00adbeefull; }
static uint64_t r_sr_bf8(uint64_t a, uint64_t b, uint64_t c) { (void)c; return sr8(1, a, b); }

/* ---- gfx950: bf16 and f16 from f32 ---- */
static uint64_t r_f32_bf16(uint64_t a, uint64_t b, uint64_t c)
{
	uint32_t u = fu((float)fp_b2d((uint32_t)a & 0xffff));

	(void)b; (void)c;
	if ((g.dn32 == 0 || g.dn32 == 1) && !(u & 0x7f800000))
		u &= 0x80000000u;
	return HI | u;
}
static uint64_t r_pk_f16_f32(uint64_t a, uint64_t b, uint64_t c) { (void)c; return HI | fp_d2h(fin(a)) | fp_d2h(fin(b)) << 16; }
static uint64_t r_pk_bf16_f32(uint64_t a, uint64_t b, uint64_t c) { (void)c; return HI | fp_d2b(fin(a)) | fp_d2b(fin(b)) << 16; }
/* stochastic rounding with the random dword 0: toward zero; all ones: away
 * from zero (inputs are multiples of 2^-32 of the result's quantum) */
static uint64_t sr_16(int bf, uint64_t a, uint64_t b)
{
	double x = fin(a);
	int mode = (uint32_t)b ? (signbit(x) ? 2 : 1) : 3;
	uint32_t h = bf ? fp_round_search(x, fp_b2d, 0x7f80, mode) : fp_round_search(x, fp_h2d, 0x7c00, mode);

	if (isinf(x) || (!bf && fabs(x) >= 65536.0))  /* infinities, and past f16's exponent range */
		h = (signbit(x) ? 0x8000 : 0) | (bf ? 0x7f80 : 0x7c00);
	return r16(h);
}
static uint64_t r_sr_f16(uint64_t a, uint64_t b, uint64_t c) { (void)c; return sr_16(0, a, b); }
static uint64_t r_sr_bf16(uint64_t a, uint64_t b, uint64_t c) { (void)c; return sr_16(1, a, b); }
static uint64_t r_sr_f16_hi(uint64_t a, uint64_t b, uint64_t c) { (void)c; return (sr_16(0, a, b) & 0xffff) << 16 | 0xdeadbeef0000beefull; }

/* ---------------------------------------------------------------- cases */

#define G11 1
#define G12 2
#define G9 4
#define G950 8  /* gfx950 only */
#define ALL (G11 | G12 | G9)

struct tcase {
	const char *name;
	const char *op;    /* gfx11/gfx12 text (sources v[2:3], v[4:5], v[6:7]; result v8 / v[8:9]) */
	const char *op9;   /* gfx9 text (NULL: op) */
	enum kind kind;
	ref_fn ref;
	int gens;
	const char *kd;
	int dn32, round16;
};

#define RTZ16 "\t.amdhsa_float_round_mode_16_64 3\n"
#define DN3 "\t.amdhsa_float_denorm_mode_32 3\n"

static const struct tcase tcases[] = {
	{ "v_cvt_f16_u16", "v_cvt_f16_u16 v8, v2", NULL, KI16, r_f16_u16, ALL, NULL, 0, 0 },
	{ "v_cvt_f16_i16", "v_cvt_f16_i16 v8, v2", NULL, KI16, r_f16_i16, ALL, NULL, 0, 0 },
	{ "v_cvt_f16_i16 round toward zero", "v_cvt_f16_i16 v8, v2", NULL, KI16, r_f16_i16, ALL, RTZ16, 0, 3 },
	{ "v_cvt_f16_i16_e64 clamp", "v_cvt_f16_i16_e64 v8, v2 clamp", NULL, KI16, r_f16_i16_clamp, ALL, NULL, 0, 0 },
	{ "v_cvt_f16_u16 v8.h (true16)", "v_cvt_f16_u16 v8.h, v2.l", NULL, KI16, r_f16_u16_hi, G11, NULL, 0, 0 },
	{ "v_sat_pk_u8_i16 v8.h (true16)", "v_sat_pk_u8_i16 v8.h, v2", NULL, KI16, r_sat_pk_hi, G11, NULL, 0, 0 },
	{ "v_cvt_u16_f16", "v_cvt_u16_f16 v8, v2", NULL, KF16, r_u16_f16, ALL, NULL, 0, 0 },
	{ "v_cvt_i16_f16", "v_cvt_i16_f16 v8, v2", NULL, KF16, r_i16_f16, ALL, NULL, 0, 0 },
	{ "v_cvt_f32_ubyte0", "v_cvt_f32_ubyte0 v8, v2", NULL, KINT, r_ub0, ALL, NULL, 0, 0 },
	{ "v_cvt_f32_ubyte1", "v_cvt_f32_ubyte1 v8, v2", NULL, KINT, r_ub1, ALL, NULL, 0, 0 },
	{ "v_cvt_f32_ubyte2", "v_cvt_f32_ubyte2 v8, v2", NULL, KINT, r_ub2, ALL, NULL, 0, 0 },
	{ "v_cvt_f32_ubyte3", "v_cvt_f32_ubyte3 v8, v2", NULL, KINT, r_ub3, ALL, NULL, 0, 0 },
	{ "v_cvt_f32_ubyte0_e64 mul:2", "v_cvt_f32_ubyte0_e64 v8, v2 mul:2", NULL, KINT, r_ub0x2, ALL, NULL, 0, 0 },
	{ "v_cvt_f64_i32", "v_cvt_f64_i32 v[8:9], v2", NULL, KINT, r_f64_i32, ALL, NULL, 0, 0 },
	{ "v_cvt_f64_u32", "v_cvt_f64_u32 v[8:9], v2", NULL, KINT, r_f64_u32, ALL, NULL, 0, 0 },
	{ "v_cvt_i32_f64", "v_cvt_i32_f64 v8, v[2:3]", NULL, KF64, r_i32_f64, ALL, NULL, 0, 0 },
	{ "v_cvt_u32_f64", "v_cvt_u32_f64 v8, v[2:3]", NULL, KF64, r_u32_f64, ALL, NULL, 0, 0 },
	{ "v_cvt_floor_i32_f32", "v_cvt_floor_i32_f32 v8, v2", "v_cvt_flr_i32_f32 v8, v2", KF32, r_floor, ALL, NULL, 0, 0 },
	{ "v_cvt_nearest_i32_f32", "v_cvt_nearest_i32_f32 v8, v2", "v_cvt_rpi_i32_f32 v8, v2", KF32, r_nearest, ALL, NULL, 0, 0 },
	{ "v_cvt_floor_i32_f32 denormals kept", "v_cvt_floor_i32_f32 v8, v2", "v_cvt_flr_i32_f32 v8, v2", KF32, r_floor, ALL, DN3, 3, 0 },
	{ "v_cvt_i32_i16", "v_cvt_i32_i16 v8, v2", NULL, KI16, r_i32_i16, G11 | G12, NULL, 0, 0 },
	{ "v_cvt_i32_i16 v2.h (true16)", "v_cvt_i32_i16 v8, v2.h", NULL, KI16, r_i32_i16_hi, G11, NULL, 0, 0 },
	{ "v_cvt_i32_i16_e64 op_sel", "v_cvt_i32_i16_e64 v8, v2.h", NULL, KI16, r_i32_i16_hi, G11, NULL, 0, 0 },
	{ "v_cvt_u32_u16", "v_cvt_u32_u16 v8, v2", NULL, KI16, r_u32_u16, G11 | G12, NULL, 0, 0 },
	{ "v_cvt_norm_i16_f16", "v_cvt_norm_i16_f16 v8, v2", NULL, KF16, r_norm_i16, ALL, NULL, 0, 0 },
	{ "v_cvt_norm_u16_f16", "v_cvt_norm_u16_f16 v8, v2", NULL, KF16, r_norm_u16, ALL, NULL, 0, 0 },
	{ "v_cvt_off_f32_i4", "v_cvt_off_f32_i4 v8, v2", NULL, KINT, r_off_i4, ALL, NULL, 0, 0 },
	{ "v_frexp_exp_i16_f16", "v_frexp_exp_i16_f16 v8, v2", NULL, KF16, r_fexp16, ALL, NULL, 0, 0 },
	{ "v_frexp_exp_i32_f32", "v_frexp_exp_i32_f32 v8, v2", NULL, KF32, r_fexp32, ALL, NULL, 0, 0 },
	{ "v_frexp_exp_i32_f32 denormals kept", "v_frexp_exp_i32_f32 v8, v2", NULL, KF32, r_fexp32, ALL, DN3, 3, 0 },
	{ "v_frexp_exp_i32_f64", "v_frexp_exp_i32_f64 v8, v[2:3]", NULL, KF64, r_fexp64, ALL, NULL, 0, 0 },
	{ "v_frexp_mant_f16", "v_frexp_mant_f16 v8, v2", NULL, KF16, r_fmant16, ALL, NULL, 0, 0 },
	{ "v_frexp_mant_f32", "v_frexp_mant_f32 v8, v2", NULL, KF32, r_fmant32, ALL, NULL, 0, 0 },
	{ "v_frexp_mant_f32_e64 -x div:2", "v_frexp_mant_f32_e64 v8, -v2 div:2", NULL, KF32, r_fmant32_negdiv2, ALL, NULL, 0, 0 },
	{ "v_frexp_mant_f64", "v_frexp_mant_f64 v[8:9], v[2:3]", NULL, KF64, r_fmant64, ALL, NULL, 0, 0 },
	{ "v_sat_pk_u8_i16", "v_sat_pk_u8_i16 v8, v2", NULL, KI16, r_sat_pk, ALL, NULL, 0, 0 },
	{ "v_cvt_pk_i16_i32", "v_cvt_pk_i16_i32 v8, v2, v4", NULL, KINT, r_pk_i16_i32, ALL, NULL, 0, 0 },
	{ "v_cvt_pk_u16_u32", "v_cvt_pk_u16_u32 v8, v2, v4", NULL, KINT, r_pk_u16_u32, ALL, NULL, 0, 0 },
	{ "v_cvt_pk_i16_f32", "v_cvt_pk_i16_f32 v8, v2, v4", NULL, KF32, r_pk_i16_f32, G11 | G12, NULL, 0, 0 },
	{ "v_cvt_pk_u16_f32", "v_cvt_pk_u16_f32 v8, v2, v4", NULL, KF32, r_pk_u16_f32, G11 | G12, NULL, 0, 0 },
	{ "v_cvt_pk_norm_i16_f16", "v_cvt_pk_norm_i16_f16 v8, v2, v4", "v_cvt_pknorm_i16_f16 v8, v2, v4", KF16, r_pknorm_i16_f16, ALL, NULL, 0, 0 },
	{ "v_cvt_pk_norm_u16_f16", "v_cvt_pk_norm_u16_f16 v8, v2, v4", "v_cvt_pknorm_u16_f16 v8, v2, v4", KF16, r_pknorm_u16_f16, ALL, NULL, 0, 0 },
	{ "v_cvt_pk_norm_i16_f16 op_sel", "v_cvt_pk_norm_i16_f16 v8, v2.h, v4.l", NULL, KF16, r_pknorm_i16_f16_sel, G11, NULL, 0, 0 },
	{ "v_cvt_pknorm_i16_f16 op_sel", NULL, "v_cvt_pknorm_i16_f16 v8, v2, v4 op_sel:[1,0,0]", KF16, r_pknorm_i16_f16_sel, G9, NULL, 0, 0 },
	{ "v_cvt_pk_norm_i16_f32", "v_cvt_pk_norm_i16_f32 v8, v2, v4", "v_cvt_pknorm_i16_f32 v8, v2, v4", KF32, r_pknorm_i16_f32, ALL, NULL, 0, 0 },
	{ "v_cvt_pk_norm_u16_f32", "v_cvt_pk_norm_u16_f32 v8, v2, v4", "v_cvt_pknorm_u16_f32 v8, v2, v4", KF32, r_pknorm_u16_f32, ALL, NULL, 0, 0 },
	{ "v_cvt_pk_u8_f32", "v_cvt_pk_u8_f32 v8, v2, v4, v6", NULL, KF32, r_pk_u8, ALL, NULL, 0, 0 },
	{ "v_cvt_pkaccum_u8_f32", NULL, "v_cvt_pkaccum_u8_f32 v8, v2, v4", KF32, r_pkaccum, G9, NULL, 0, 0 },
	{ "v_cvt_f32_fp8", "v_cvt_f32_fp8 v8, v2", NULL, KF8, r_f32_fp8, G12 | G9, NULL, 0, 0 },
	{ "v_cvt_f32_bf8", "v_cvt_f32_bf8 v8, v2", NULL, KF8, r_f32_bf8, G12 | G9, NULL, 0, 0 },
	{ "v_cvt_pk_f32_fp8", "v_cvt_pk_f32_fp8 v[8:9], v2", NULL, KF8, r_pk_f32_fp8, G12 | G9, NULL, 0, 0 },
	{ "v_cvt_pk_f32_bf8", "v_cvt_pk_f32_bf8 v[8:9], v2", NULL, KF8, r_pk_f32_bf8, G12 | G9, NULL, 0, 0 },
	{ "v_cvt_pk_fp8_f32", "v_cvt_pk_fp8_f32 v8, v2, v4", NULL, KF32, r_pk_fp8, G12 | G9, NULL, 0, 0 },
	{ "v_cvt_pk_bf8_f32", "v_cvt_pk_bf8_f32 v8, v2, v4", NULL, KF32, r_pk_bf8, G12 | G9, NULL, 0, 0 },
	{ "v_cvt_pk_fp8_f32 op_sel (high word)", NULL, "v_cvt_pk_fp8_f32 v8, v2, v4 op_sel:[0,0,1]", KF32, r_pk_fp8_hi, G9, NULL, 0, 0 },
	/* gfxshim's gfx9 assembler takes one op_sel bit per source and the
	 * destination's; llvm-mc-22 encodes the byte select in bits 2-3 */
	{ "v_cvt_sr_fp8_f32 op_sel (byte 3)", NULL, ".long 0xd2a46008, 0x00020902  // v_cvt_sr_fp8_f32 v8, v2, v4 op_sel:[0,0,1,1]",
	  KSR, r_sr_fp8_b3, G9, NULL, 0, 0 },
	{ "v_cvt_sr_fp8_f32", "v_cvt_sr_fp8_f32 v8, v2, v4", NULL, KSR, r_sr_fp8, G12 | G9, NULL, 0, 0 },
	{ "v_cvt_f32_bf16", NULL, "v_cvt_f32_bf16 v8, v2", KI16, r_f32_bf16, G950, NULL, 0, 0 },
	{ "v_cvt_pk_f16_f32", NULL, "v_cvt_pk_f16_f32 v8, v2, v4", KF32, r_pk_f16_f32, G950, NULL, 0, 0 },
	{ "v_cvt_pk_bf16_f32", NULL, "v_cvt_pk_bf16_f32 v8, v2, v4", KF32, r_pk_bf16_f32, G950, NULL, 0, 0 },
	{ "v_cvt_sr_f16_f32", NULL, "v_cvt_sr_f16_f32 v8, v2, v4", KSR, r_sr_f16, G950, NULL, 0, 0 },
	{ "v_cvt_sr_f16_f32 op_sel (high half)", NULL, "v_cvt_sr_f16_f32 v8, v2, v4 op_sel:[0,0,1]", KSR, r_sr_f16_hi, G950, NULL, 0, 0 },
	{ "v_cvt_sr_bf16_f32", NULL, "v_cvt_sr_bf16_f32 v8, v2, v4", KSR, r_sr_bf16, G950, NULL, 0, 0 },
	{ "v_cvt_sr_bf8_f32", "v_cvt_sr_bf8_f32 v8, v2, v4", NULL, KSR, r_sr_bf8, G12 | G9, NULL, 0, 0 },
};

/* ---------------------------------------------------------------- inputs */

static uint32_t xs_state = 4242;
static uint32_t xs(void) { return emu_xs(&xs_state); }

static const uint32_t f_edges[] = {
	0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000,
	0x00000001, 0x807fffff, 0x3f000000, 0xbf000000, 0x3fc00000, 0xbfc00000, 0x40200000, 0xc0200000,
	0x4f000000, 0xcf000000, 0x4effffff, 0xcf000001, 0x4f800000, 0x4f7fffff, 0x477fff00,
	0x477fff80, 0x47800000, 0xc7000080, 0xc7000000, 0x46fffe00, 0x437f0000, 0x437f8000, 0x437e8000,
	0x43800000, 0x3effffff, 0x3f7fffff, 0x3f7ffe00, 0x3f7fff00, 0x43e00000, 0x43e80000, 0x43f00000,
	0x43700000, 0x43780000, 0x47600000, 0x47700000, 0x3b000000, 0x3a800000, 0xbb000000,
};
static const uint16_t h_edges[] = {
	0x0000, 0x8000, 0x3c00, 0xbc00, 0x7c00, 0xfc00, 0x7e00, 0xfe00, 0x0001, 0x03ff, 0x0400, 0x7bff,
	0xfbff, 0x3800, 0xb800, 0x3e00, 0xbe00, 0x4100, 0xc100, 0x7800, 0xf800, 0x3bff, 0x3c01, 0x8001,
	0x3555, 0xb555, 0x77ff, 0x7801,
};
static const uint64_t d_edges[] = {
	0, 1ull << 63, 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x7ff0000000000000ull,
	0xfff0000000000000ull, 0x7ff8000000000000ull, 0x0000000000000001ull, 0x000fffffffffffffull,
	0x41dfffffffc00000ull, 0x41dfffffffe00000ull, 0x41e0000000000000ull, 0xc1e0000000000000ull,
	0xc1e0000000200000ull, 0xc1e00000001fffffull, 0x41efffffffe00000ull, 0x41f0000000000000ull,
	0x3fe0000000000000ull, 0xbfe0000000000000ull, 0xbfefffffffffffffull, 0x7fefffffffffffffull,
};
static const uint32_t i_edges[] = {
	0, 1, 0xffffffff, 0x80000000, 0x7fffffff, 0x00007fff, 0x00008000, 0xffff8000, 0xffff7fff,
	0x0000ffff, 0x00010000, 0x12345678, 0x000000ff, 0xff00ff00, 0x00000008, 0x00000007, 0x0000000f,
	0xfffffff8, 0x80000001, 0x0001ffff,
};
static const uint32_t i16_edges[] = {
	0x00000000, 0x7fff8000, 0x80007fff, 0xffff0001, 0x00ff0100, 0x01000100, 0x00fe00ff, 0xff80ff7f,
	0x0800f801, 0x08010fff, 0x7ff08001, 0xfffe0002, 0x10011002, 0x4000c000, 0x0801f7ff,
};

static const uint8_t f8_edges[16] = {
	0x00, 0x80, 0x7f, 0xff, 0x7c, 0xfc, 0x7b, 0xfb, 0x7e, 0xfe, 0x7d, 0x01, 0x81, 0x08, 0x38, 0x40,
};
static unsigned int g_rot;  /* which quarter of the fp8 codes a case sees */

static uint32_t rnd_f32(unsigned int j)
{
	if (j < sizeof(f_edges) / 4)
		return f_edges[j];
	switch (xs() % 4) {
	case 0:  /* an integer-ish value, maybe with a half */
		return fu((float)((int32_t)xs() >> (xs() % 31)) + (xs() % 2 ? 0.5f : 0.0f));
	case 1:  /* the fp8 ranges */
		return (xs() & 0x807fffff) | (uint32_t)(0x60 + xs() % 0x40) << 23;
	default:  /* exponents 2^-140 .. 2^33 */
		return (xs() & 0x807fffff) | (uint32_t)(0x01 + xs() % 0xa0) << 23;
	}
}

static void fill(struct emu_env *e, enum kind k)
{
	uint64_t *in = (uint64_t *)emu_in(e);

	for (unsigned int s = 0; s < 3; s++)
		for (unsigned int i = 0; i < NL; i++) {
			unsigned int j = (i + 7 * s) % NL;  /* sources see different edge values */
			uint64_t v, r = (uint64_t)xs() << 32;

			switch (k) {
			case KF32:
				v = r | rnd_f32(j);
				break;
			case KSR:  /* value; the random dword 0 or all ones */
				if (s == 1)
					v = r | (i % 2 ? 0xffffffffu : 0);
				else
					v = r | (j < sizeof(f_edges) / 4 ? f_edges[j]
						 : (xs() & 0x807fffff) | (uint32_t)(0x6f + xs() % 0x21) << 23);
				break;
			case KF16:
				v = r | (uint64_t)(xs() & 0xffff) << 16 |
				    (j < sizeof(h_edges) / 2 ? h_edges[j] : (uint16_t)((xs() & 0x83ff) | (xs() % 31) << 10));
				if (i % 3 == 0)  /* high halves too (op_sel, .h) */
					v = (v & ~0xffff0000ull) | (uint64_t)h_edges[(j + 5) % (sizeof(h_edges) / 2)] << 16;
				break;
			case KF64:
				v = j < sizeof(d_edges) / 8 ? d_edges[j]
				    : ((uint64_t)xs() << 32 | xs()) & 0x800fffffffffffffull;
				if (j >= sizeof(d_edges) / 8)
					v |= (uint64_t)(0x3c0 + xs() % 0x80) << 52;
				break;
			case KI16:
				v = r | (j < sizeof(i16_edges) / 4 ? i16_edges[j] : xs() >> (xs() % 20));
				break;
			case KF8:  /* the special codes, then a quarter of the codes per case */
				v = r | (xs() & 0xffff0000u) | (j < 16 ? f8_edges[j] | (uint32_t)f8_edges[15 - j] << 8
					 : (uint32_t)((4 * j + g_rot) & 0xff) | (uint32_t)((4 * j + g_rot + 2) & 0xff) << 8);
				break;
			default:
				v = r | (j < sizeof(i_edges) / 4 ? i_edges[j] : xs() >> (xs() % 32));
				break;
			}
			in[s * NL + i] = v;
		}
}

/* ---------------------------------------------------------------- running */

/* Lane l: sources from in + 8l, +512, +1024 into v[2:3], v[4:5], v[6:7];
 * v[8:9] (0xdeadbeef each) to out + 8l.  gfx11/gfx12: two wave32
 * workgroups (EMU_CASE_KERNEL); gfx9: one wave64. */
static const char kernel9[] =
	"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
	"\tv_lshlrev_b32 v1, 3, v0\n"
	"\ts_waitcnt lgkmcnt(0)\n"
	"\tglobal_load_dwordx2 v[2:3], v1, s[4:5]\n"
	"\tglobal_load_dwordx2 v[4:5], v1, s[4:5] offset:512\n"
	"\tglobal_load_dwordx2 v[6:7], v1, s[4:5] offset:1024\n"
	"\tv_mov_b32 v8, 0xdeadbeef\n\tv_mov_b32 v9, 0xdeadbeef\n"
	"\ts_waitcnt vmcnt(0)\n"
	"\t%s\n"
	"\tglobal_store_dwordx2 v1, v[8:9], s[6:7]\n";

static int nan32(uint32_t u) { return (u & 0x7f800000) == 0x7f800000 && (u & 0x7fffff); }
static int nan16(uint32_t u) { return (u & 0x7c00) == 0x7c00 && (u & 0x3ff); }
static int nan64(uint64_t u) { return (u & 0x7ff0000000000000ull) == 0x7ff0000000000000ull && (u << 12); }

/* NaN results match any NaN of the same width (payloads are not specified) */
static int same(uint64_t got, uint64_t want)
{
	if (got == want)
		return 1;
	if (got >> 32 == want >> 32 && nan32((uint32_t)got) && nan32((uint32_t)want))
		return 1;
	if (got >> 16 == want >> 16 && nan16((uint32_t)got & 0xffff) && nan16((uint32_t)want & 0xffff))
		return 1;
	if (nan32((uint32_t)got) && nan32((uint32_t)want) && nan32((uint32_t)(got >> 32)) && nan32((uint32_t)(want >> 32)))
		return 1;
	if (got >> 32 == want >> 32 && (((got ^ want) & 0xffff) == 0 || (nan16(got & 0xffff) && nan16(want & 0xffff))) &&
	    ((((got ^ want) >> 16) & 0xffff) == 0 || (nan16(got >> 16 & 0xffff) && nan16(want >> 16 & 0xffff))))
		return 1;  /* packed f16 pairs */
	return nan64(got) && nan64(want);
}

static int g_cases;

static void run_case(struct emu_env *e, const struct tcase *tc)
{
	char body[2048], kd[256];
	uint64_t *in = (uint64_t *)emu_in(e), *out = (uint64_t *)emu_out(e);
	int mask = e->gen == 9 ? G9 : e->gen == 11 ? G11 : G12, bad = 0;
	const char *op = e->gen == 9 && tc->op9 ? tc->op9 : tc->op;

	if (!strcmp(e->tname, "gfx950"))
		mask |= G950;
	if (!(tc->gens & mask) || !op)
		return;
	if (tc->gens == G950) {  /* added to tools/gen/isa-ops.txt with this test: in the table yet? */
		char mn[64];

		sscanf(op, "%63s", mn);
		if (!gsi_isa_by_name(gsi_isa_exec_for(gs_target_find(e->tname)), mn)) {
			CHECK(1, "%s: %s # SKIP not in the generated execution table yet (run tools/gen/gen-isa.py)",
			      e->tname, tc->name);
			return;
		}
	}
	g.gen = e->gen;
	g.fnuz = !strcmp(e->tname, "gfx942");
	g.dn32 = tc->dn32;
	g.round16 = tc->round16;
	g_rot++;
	fill(e, tc->kind);
	memset(out, 0x55, NL * 8);
	snprintf(body, sizeof(body), e->gen == 9 ? kernel9 : EMU_CASE_KERNEL, op);
	snprintf(kd, sizeof(kd), "%s%s", e->gen == 9 ? "\t.amdhsa_accum_offset 32\n" : "", tc->kd ? tc->kd : "");
	if (!emu_run_ok(e, tc->name, body, kd, e->gen == 9 ? 1 : NL / 32, e->gen == 9 ? 64 : 32))
		return;
	g_cases++;
	for (unsigned int i = 0; i < NL && bad < 3; i++) {
		uint64_t a = in[i], b = in[NL + i], c = in[2 * NL + i], w = tc->ref(a, b, c), got = out[i];

		/* gfx9's 16-bit results: the high half is not asserted here */
		if (e->gen == 9 && (w & 0xffffffffffff0000ull) == 0xdeadbeefdead0000ull)
			got = (got & 0xffff) | 0xdeadbeefdead0000ull;
		if (!same(got, w))
			bad++;
		CHECK(same(got, w), "%s: %s (%s) lane %u: sources 0x%016llx 0x%016llx 0x%016llx -> 0x%016llx, expected 0x%016llx",
		      e->tname, tc->name, op, i, (unsigned long long)a, (unsigned long long)b, (unsigned long long)c,
		      (unsigned long long)got, (unsigned long long)w);
	}
}

static void tests(struct emu_env *e)
{
	for (size_t i = 0; i < sizeof(tcases) / sizeof(tcases[0]); i++)
		run_case(e, &tcases[i]);
}

int main(void)
{
	int st = emu_main_on("gfx1100 gfx1201 gfx942 gfx950", tests, "test_emu_cvt.s");

	printf("# %d conversion cases run\n", g_cases);
	return st;
}
