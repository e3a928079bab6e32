// SPDX-License-Identifier: MIT
/*
 * Emulator semantics of the VALU float arithmetic of exec_float.c (issue
 * #5): each instruction runs on "emu:gfx1100", "emu:gfx1201" and
 * "emu:gfx942" where LLVM has it, over 64 lanes of special values (NaN,
 * sNaN, infinities, signed zeros, denormals, one) and random ones, and is
 * compared bit for bit with a reference computed here: in long double, with
 * fp_ref.h's independent binary16/bfloat16 rounding, under both denormal
 * settings and (max/min) both IEEE modes.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"
#include "fp_ref.h"

#define NL 64

enum fmt { H, F, D, B, P, Q };  /* f16, f32, f64, bf16 (raw bits in the low part of 64); pairs: P two f16, Q two f32 */

struct mode {
	int dn32, dn1664, ieee;  /* FP_DENORM per size (3 keep, 0 flush), IEEE */
};

static struct mode g;  /* the running case's mode */

typedef uint64_t (*ref_fn)(uint64_t a, uint64_t b, uint64_t c, uint64_t old);

struct tcase {
	const char *op;      /* the instruction: sources v[2:3] v[4:5] v[6:7], result v8 (v[8:9]) */
	enum fmt in, out;
	ref_fn ref;
	unsigned int gens;   /* bits: 1 gfx11, 2 gfx12, 4 gfx9 */
	int modes;           /* also run with flushing / non-IEEE */
	enum fmt in2;        /* src2's format when it differs (0: in's) */
	int ulp;             /* compare within 1 ULP (sums the emulator rounds from double) */
};

/* ---- formats ---- */

static long double val(uint64_t b, enum fmt f)
{
	float x;
	double d;
	uint32_t u;

	switch (f) {
	case H: return fp_h2d((uint32_t)b & 0xffff);
	case B: return fp_b2d((uint32_t)b & 0xffff);
	case F: u = (uint32_t)b; memcpy(&x, &u, 4); return x;
	default: memcpy(&d, &b, 8); return d;
	}
}

static uint64_t sgn(enum fmt f) { return f == D ? 1ull << 63 : f == F ? 0x80000000u : 0x8000; }
static uint64_t expm(enum fmt f) { return f == D ? 0x7ffull << 52 : f == F ? 0x7f800000u : f == B ? 0x7f80 : 0x7c00; }
static uint64_t qb(enum fmt f) { return f == D ? 1ull << 51 : f == F ? 0x400000u : f == B ? 0x40 : 0x200; }
static int isn(uint64_t b, enum fmt f) { return isnan(val(b, f)); }

static int flushes(enum fmt f, int out)
{
	int m = f == F || f == B ? g.dn32 : g.dn1664;

	return out ? m == 0 || m == 1 : m == 0 || m == 2;
}

static uint64_t fl(uint64_t b, enum fmt f, int out)
{
	return flushes(f, out) && !(b & expm(f)) ? b & sgn(f) : b;
}

/* The format's bits of x, rounded to nearest even, output flush. */
static uint64_t enc(long double x, enum fmt f)
{
	uint64_t b = 0;

	if (isnan(x))
		return sgn(f) | expm(f) | qb(f);
	if (f == H)
		b = fp_round_search((double)x, fp_h2d, 0x7c00, 0);
	else if (f == B)
		b = fp_round_search((double)x, fp_b2d, 0x7f80, 0);
	else if (f == F) {
		float v = (float)x;
		uint32_t u;

		memcpy(&u, &v, 4);
		b = u;
	} else {
		double v = (double)x;

		memcpy(&b, &v, 8);
	}
	return fl(b, f, 1);
}

static uint64_t in(uint64_t b, enum fmt f) { return fl(b, f, 0); }

/* ---- references ---- */

/* an arithmetic result: the first NaN operand quieted, else x */
static uint64_t arith(enum fmt f, long double x, int n, uint64_t a, uint64_t b, uint64_t c)
{
	uint64_t s[3] = { a, b, c };

	for (int i = 0; i < n; i++)
		if (isn(s[i], f))
			return s[i] | qb(f);
	return enc(x, f);
}

static uint64_t r_sub16(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	(void)o;
	a = in(a, H), b = in(b, H);
	return arith(H, val(a, H) - val(b, H), 2, a, b, c);
}

static uint64_t r_subrev16(uint64_t a, uint64_t b, uint64_t c, uint64_t o) { return r_sub16(b, a, c, o); }

static uint64_t r_subrev32(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	(void)o;
	a = in(a, F), b = in(b, F);
	return arith(F, (float)val(b, F) - (float)val(a, F), 2, b, a, c);
}

/* max/min: kind 0 IEEE-mode rules, 1 _num, 2 maximum */
static uint64_t mm(uint64_t a, uint64_t b, enum fmt f, int max, int kind)
{
	long double x = val(a, f), y = val(b, f);
	int na = isnan(x), nb = isnan(y);

	if (kind == 2 && (na || nb))
		return (na ? a : b) | qb(f);
	if (kind == 0 && g.ieee && ((na && !(a & qb(f))) || (nb && !(b & qb(f)))))
		return ((na && !(a & qb(f))) ? a : b) | qb(f);
	if (na && nb)
		return a | qb(f);
	if (na)
		return b;
	if (nb)
		return a;
	if (x == y)  /* +0 above -0 */
		return ((a & sgn(f)) != 0) == max ? b : a;
	return (max ? x > y : x < y) ? a : b;
}

#define MMREF(nm, f, max, kind) \
	static uint64_t nm(uint64_t a, uint64_t b, uint64_t c, uint64_t o) \
	{ (void)c; (void)o; return fl(mm(in(a, f), in(b, f), f, max, kind), f, 1); }
MMREF(r_max16, H, 1, 0)
MMREF(r_min16, H, 0, 0)
MMREF(r_maxnum16, H, 1, 1)
MMREF(r_minnum16, H, 0, 1)
MMREF(r_maximum16, H, 1, 2)
MMREF(r_minimum16, H, 0, 2)
MMREF(r_max64, D, 1, 0)
MMREF(r_min64, D, 0, 0)
MMREF(r_maxnum64, D, 1, 1)
MMREF(r_maximum32, F, 1, 2)

static uint64_t r_maxmin32(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	(void)o;
	return fl(mm(mm(in(a, F), in(b, F), F, 1, 0), in(c, F), F, 0, 0), F, 1);
}

static uint64_t r_ldexp16(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	(void)c; (void)o;
	a = in(a, H);
	return arith(H, ldexpl(val(a, H), (int16_t)b), 1, a, 0, 0);
}

static uint64_t r_ldexp64(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	int32_t e = (int32_t)b;

	(void)c; (void)o;
	a = in(a, D);
	return arith(D, ldexpl(val(a, D), e < -5000 ? -5000 : e > 5000 ? 5000 : e), 1, a, 0, 0);
}

static uint64_t r_fmac16(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	long double x, y, z;

	(void)c;
	a = in(a, H), b = in(b, H), o = in(o & 0xffff, H);
	x = val(a, H), y = val(b, H), z = val(o, H);
	if ((isinf(x) && y == 0) || (isinf(y) && x == 0))
		return isn(a, H) || isn(b, H) || isn(o, H) ? arith(H, 0, 3, a, b, o) : 0xfe00;
	return arith(H, x * y + z, 3, a, b, o);  /* exact in long double */
}

static uint64_t r_floor16(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	(void)b; (void)c; (void)o;
	a = in(a, H);
	return arith(H, floorl(val(a, H)), 1, a, 0, 0);
}

static uint64_t r_rndne64(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	long double x;

	(void)b; (void)c; (void)o;
	a = in(a, D);
	x = val(a, D);
	return arith(D, isinf(x) ? x : copysignl(nearbyintl(x), x), 1, a, 0, 0);
}

static uint64_t r_fract64(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	long double x, fr;

	(void)b; (void)c; (void)o;
	a = in(a, D);
	x = val(a, D);
	if (isinf(x))
		return 0xfff8000000000000ull;
	fr = x - floorl(x);
	if ((double)fr >= 1.0)
		fr = 0x1.fffffffffffffp-1;
	return arith(D, fr, 1, a, 0, 0);
}

static uint64_t r_muldx9(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	(void)c; (void)o;
	a = in(a, F), b = in(b, F);
	if (val(a, F) == 0 || val(b, F) == 0)
		return 0;
	return arith(F, (float)val(a, F) * (float)val(b, F), 2, a, b, 0);
}


/* ---- packed and mixed-format references ---- */

static uint64_t hh(uint64_t p, int hi) { return p >> (hi ? 16 : 0) & 0xffff; }

/* v_pk_max_f16 v8, v2, v4 op_sel:[1,0] op_sel_hi:[0,1] (IEEE rules; gfx12's _num) */
static uint64_t pkmax(uint64_t a, uint64_t b, int kind)
{
	uint64_t lo = fl(mm(in(hh(a, 1), H), in(hh(b, 0), H), H, 1, kind), H, 1);
	uint64_t hi = fl(mm(in(hh(a, 0), H), in(hh(b, 1), H), H, 1, kind), H, 1);

	return lo | hi << 16;
}

static uint64_t r_pkmax(uint64_t a, uint64_t b, uint64_t c, uint64_t o) { (void)c; (void)o; return pkmax(a, b, 0); }
static uint64_t r_pkmaxnum(uint64_t a, uint64_t b, uint64_t c, uint64_t o) { (void)c; (void)o; return pkmax(a, b, 1); }

/* dot2 of f16 pairs plus an f32 (NaN: the first quieted, widened) */
static uint64_t r_dot2(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	uint64_t x[4] = { in(hh(a, 0), H), in(hh(b, 0), H), in(hh(a, 1), H), in(hh(b, 1), H) };
	long double p0, p1;

	(void)o;
	c = in(c & 0xffffffffu, F);
	for (int i = 0; i < 4; i++)
		if (isn(x[i], H))
			return (x[i] & 0x8000) << 16 | 0x7fc00000u | (x[i] & 0x3ff) << 13;
	if (isn(c, F))
		return c | qb(F);
	p0 = val(x[0], H) * val(x[1], H);
	p1 = val(x[2], H) * val(x[3], H);
	if (isinf(p0 + p1) && isinf(val(c, F)) && (p0 + p1 > 0) != (val(c, F) > 0))
		return 0xffc00000u;
	if (isinf(p0) && isinf(p1) && (p0 > 0) != (p1 > 0))
		return 0xffc00000u;
	return enc(p0 + p1 + val(c, F), F);
}

/* v_pk_add_f32 v[8:9], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1] */
static uint64_t r_pkadd32(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	uint64_t x0 = in(a >> 32, F), y0 = in(b & 0xffffffffu, F), x1 = in(a & 0xffffffffu, F), y1 = in(b >> 32, F);

	(void)c; (void)o;
	return arith(F, (float)val(x0, F) + (float)val(y0, F), 2, x0, y0, 0) |
	       arith(F, (float)val(x1, F) + (float)val(y1, F), 2, x1, y1, 0) << 32;
}

/* v_fma_mix_f32 v8, v2, v4, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]: a.hi * b.lo + c (f32) */
static uint64_t r_mix(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	uint64_t x = in(hh(a, 1), H), y = in(hh(b, 0), H);
	long double p;

	(void)o;
	c = in(c & 0xffffffffu, F);
	if (isn(x, H))
		return (x & 0x8000) << 16 | 0x7fc00000u | (x & 0x3ff) << 13;
	if (isn(y, H))
		return (y & 0x8000) << 16 | 0x7fc00000u | (y & 0x3ff) << 13;
	if (isn(c, F))
		return c | qb(F);
	p = val(x, H) * val(y, H);
	if ((isinf(val(x, H)) && val(y, H) == 0) || (isinf(val(y, H)) && val(x, H) == 0) ||
	    (isinf(p) && isinf(val(c, F)) && (p > 0) != (val(c, F) > 0)))
		return 0xffc00000u;
	return enc(p + val(c, F), F);
}

/* LLVM's f32 division (div_scale, rcp, Newton steps, div_fmas, div_fixup)
 * gives the correctly rounded quotient a / b */
static uint64_t r_fdiv(uint64_t a, uint64_t b, uint64_t c, uint64_t o)
{
	long double x, y;

	(void)c; (void)o;
	a = in(a, F), b = in(b, F);
	if (isn(a, F) || isn(b, F))
		return (isn(a, F) ? a : b) | qb(F);
	x = val(a, F), y = val(b, F);
	if ((x == 0 && y == 0) || (isinf(x) && isinf(y)))
		return 0xffc00000u;
	return enc((float)x / (float)y, F);
}

#define FDIV(VCC, SDST) \
	"v_div_scale_f32 v10, " SDST ", v4, v4, v2\n\tv_div_scale_f32 v11, " VCC ", v2, v4, v2\n" \
	"\tv_rcp_f32 v12, v10\n\tv_fma_f32 v13, -v10, v12, 1.0\n\tv_fma_f32 v12, v13, v12, v12\n" \
	"\tv_mul_f32 v13, v11, v12\n\tv_fma_f32 v14, -v10, v13, v11\n\tv_fma_f32 v13, v14, v12, v13\n" \
	"\tv_fma_f32 v10, -v10, v13, v11\n\tv_div_fmas_f32 v10, v10, v12, v13\n" \
	"\tv_div_fixup_f32 v8, v10, v4, v2"

/* ---- inputs ---- */

static const uint64_t sp16[] = { 0x7e00, 0x7d00, 0x7c00, 0xfc00, 0x0000, 0x8000, 0x0001, 0x83ff, 0x3c00,
				 0xbc00, 0x3555, 0x7bff, 0x0400, 0x3800 };
static const uint64_t sp32[] = { 0x7fc00000, 0x7fa00000, 0x7f800000, 0xff800000, 0, 0x80000000, 1, 0x807fffff,
				 0x3f800000, 0xbf800000, 0x3eaaaaab, 0x7f7fffff, 0x00800000, 0x3f000000 };
static const uint64_t sp64[] = { 0x7ff8000000000000ull, 0x7ff4000000000000ull, 0x7ff0000000000000ull,
				 0xfff0000000000000ull, 0, 0x8000000000000000ull, 1, 0x800fffffffffffffull,
				 0x3ff0000000000000ull, 0xbff0000000000000ull, 0x3fd5555555555555ull,
				 0x7fefffffffffffffull, 0x0010000000000000ull, 0x3fe0000000000000ull };
#define NSP 14

static uint32_t rs = 20261130;

static uint64_t rnd64(void) { return (uint64_t)emu_xs(&rs) << 32 | emu_xs(&rs); }

/* lane l's source i: special values in pairs over the first lanes, random
 * values (of a moderate exponent half the time) after */
static uint64_t input(enum fmt f, unsigned int i, unsigned int l)
{
	const uint64_t *sp = f == D ? sp64 : f == F ? sp32 : sp16;
	unsigned int k = i == 0 ? l % NSP : i == 1 ? (l / NSP + l) % NSP : (l * 5 + 3) % NSP;
	uint64_t r = rnd64();

	if (f == P)
		return input(H, i, l) | input(H, (i + 1) % 3, (l * 7 + 1) % NL) << 16;
	if (f == Q)
		return input(F, i, l) | input(F, (i + 1) % 3, (l * 7 + 1) % NL) << 32;
	if (l < 42)
		return sp[k];
	if (f == H || f == B)
		return r & 0xffff;
	if (f == F)
		return l & 1 ? (uint32_t)r : ((uint32_t)r & 0x83ffffffu) | 0x3c000000u;
	return l & 1 ? r : (r & 0x800fffffffffffffull) | 0x3fc0000000000000ull;
}

/* ---- running ---- */

static const char *kernel(int gen)
{
	if (gen == 9)
		return "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		       "\tv_lshlrev_b32 v1, 3, v0\n"
		       "\ts_waitcnt lgkmcnt(0)\n"
		       "\tglobal_load_dwordx2 v[2:3], v1, s[4:5]\n"
		       "\tglobal_load_dwordx2 v[4:5], v1, s[4:5] offset:512\n"
		       "\tglobal_load_dwordx2 v[6:7], v1, s[4:5] offset:1024\n"
		       "\tv_mov_b32 v8, 0xdeadbeef\n\tv_mov_b32 v9, 0xdeadbeef\n"
		       "\ts_waitcnt vmcnt(0)\n"
		       "\t%s\n"
		       "\ts_nop 2\n"  /* CDNA3: a v_dot result waits 3 states before a read */
		       "\tglobal_store_dwordx2 v1, v[8:9], s[6:7]\n";
	return EMU_CASE_KERNEL;
}

static void run_case(struct emu_env *e, const struct tcase *t, struct mode m)
{
	char body[2048], kd[256];
	uint64_t *inp = (uint64_t *)emu_in(e), *out = (uint64_t *)emu_out(e);
	uint64_t a[NL], b[NL], c[NL];
	int bad = -1;
	uint64_t want = 0, got = 0;
	int gen9 = e->gen == 9;

	g = m;
	for (unsigned int l = 0; l < NL; l++) {
		a[l] = input(t->in, 0, l);
		b[l] = input(t->in, 1, l);
		c[l] = input(t->in2 ? t->in2 : t->in, 2, l);
		inp[l] = a[l];
		inp[64 + l] = b[l];
		inp[128 + l] = c[l];
		out[l] = 0;
	}
	snprintf(body, sizeof(body), kernel(e->gen), t->op);
	snprintf(kd, sizeof(kd), "%s\t.amdhsa_float_denorm_mode_32 %d\n\t.amdhsa_float_denorm_mode_16_64 %d\n%s",
		 gen9 ? "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n" : "", m.dn32, m.dn1664,
		 e->gen == 12 ? "" : m.ieee ? "" : "\t.amdhsa_ieee_mode 0\n");
	if (!emu_run_ok(e, t->op, body, kd, gen9 ? 1 : 2, gen9 ? 64 : 32))
		return;
	for (unsigned int l = 0; l < NL && bad < 0; l++) {
		uint64_t old = 0xdeadbeefdeadbeefull;
		uint64_t r = t->ref(a[l], b[l], c[l], old);

		if (t->out == H || t->out == B)  /* a 16-bit result in the low half; gfx9 zeroes the high */
			want = (gen9 && !strstr(t->op, "fmac") ? 0xdeadbeef00000000ull : 0xdeadbeefdead0000ull) | (r & 0xffff);
		else if (t->out == F)
			want = 0xdeadbeef00000000ull | (r & 0xffffffffu);
		else
			want = r;
		got = out[l];
		if (got != want && !(t->ulp && !isn(got, F) && !isn(want, F) &&
				     ((got - want) & 0xffffffffu) + 1 <= 2 && (got >> 32) == (want >> 32)))
			bad = (int)l;
	}
	CHECK(bad < 0, "%s: %s (denorm %d/%d ieee %d): lane %d: a 0x%llx b 0x%llx c 0x%llx gives 0x%llx, expected 0x%llx",
	      e->tname, t->op, m.dn32, m.dn1664, m.ieee, bad, bad < 0 ? 0ull : (unsigned long long)a[bad],
	      bad < 0 ? 0ull : (unsigned long long)b[bad], bad < 0 ? 0ull : (unsigned long long)c[bad],
	      (unsigned long long)got, (unsigned long long)want);
}

static const struct tcase cases[] = {
	{ "v_sub_f16 v8, v2, v4", H, H, r_sub16, 7, 1 },
	{ "v_subrev_f16 v8, v2, v4", H, H, r_subrev16, 7, 1 },
	{ "v_sub_f16_e64 v8, v2, v4", H, H, r_sub16, 7, 0 },
	{ "v_subrev_f32 v8, v2, v4", F, F, r_subrev32, 7, 1 },
	{ "v_max_f16 v8, v2, v4", H, H, r_max16, 5, 1 },
	{ "v_min_f16 v8, v2, v4", H, H, r_min16, 5, 1 },
	{ "v_max_num_f16 v8, v2, v4", H, H, r_maxnum16, 2, 1 },
	{ "v_min_num_f16 v8, v2, v4", H, H, r_minnum16, 2, 1 },
	{ "v_maximum_f16 v8, v2, v4", H, H, r_maximum16, 2, 0 },
	{ "v_minimum_f16 v8, v2, v4", H, H, r_minimum16, 2, 0 },
	{ "v_maximum_f32 v8, v2, v4", F, F, r_maximum32, 2, 0 },
	{ "v_max_f64 v[8:9], v[2:3], v[4:5]", D, D, r_max64, 5, 1 },
	{ "v_min_f64 v[8:9], v[2:3], v[4:5]", D, D, r_min64, 5, 1 },
	{ "v_max_num_f64 v[8:9], v[2:3], v[4:5]", D, D, r_maxnum64, 2, 1 },
	{ "v_maxmin_f32 v8, v2, v4, v6", F, F, r_maxmin32, 1, 1 },
	{ "v_ldexp_f16 v8, v2, v4", H, H, r_ldexp16, 7, 1 },
	{ "v_fmac_f16 v8, v2, v4", H, H, r_fmac16, 3, 1 },
	{ "v_ldexp_f64 v[8:9], v[2:3], v4", D, D, r_ldexp64, 7, 1 },
	{ "v_floor_f16 v8, v2", H, H, r_floor16, 7, 1 },
	{ "v_rndne_f64 v[8:9], v[2:3]", D, D, r_rndne64, 7, 1 },
	{ "v_fract_f64 v[8:9], v[2:3]", D, D, r_fract64, 7, 1 },
	{ "v_mul_dx9_zero_f32 v8, v2, v4", F, F, r_muldx9, 3, 1 },
	{ "v_mul_legacy_f32 v8, v2, v4", F, F, r_muldx9, 4, 1 },
	{ "v_pk_max_f16 v8, v2, v4 op_sel:[1,0] op_sel_hi:[0,1]", P, F, r_pkmax, 5, 1 },
	{ "v_pk_max_num_f16 v8, v2, v4 op_sel:[1,0] op_sel_hi:[0,1]", P, F, r_pkmaxnum, 2, 1 },
	{ "v_dot2_f32_f16 v8, v2, v4, v6", P, F, r_dot2, 7, 1, F, 1 },
	{ "v_pk_add_f32 v[8:9], v[2:3], v[4:5] op_sel:[1,0] op_sel_hi:[0,1]", Q, D, r_pkadd32, 4, 1 },
	{ "v_fma_mix_f32 v8, v2, v4, v6 op_sel:[1,0,0] op_sel_hi:[1,1,0]", P, F, r_mix, 4, 1, F, 0 },
	{ FDIV("vcc_lo", "s20"), F, F, r_fdiv, 3, 0 },
	{ FDIV("vcc", "s[20:21]"), F, F, r_fdiv, 4, 0 },
};

/* v_trig_preop_f64 against the first 216 bits of 2/pi (fdlibm's published
 * table of 24-bit digits): segment S1 of 53 bits from bit 53 * S1 (plus
 * S0's exponent beyond 1077), scaled to its place. */
static void t_trig_preop(struct emu_env *e)
{
	static const uint32_t digits[9] = { 0xA2F983, 0x6E4E44, 0x1529FC, 0x2757D1, 0xF534DD,
					    0xC0DB62, 0x95993C, 0x439041, 0xFE5163 };
	uint64_t *inp = (uint64_t *)emu_in(e), *out = (uint64_t *)emu_out(e);
	char body[1024], kd[160];
	int bad = -1;
	uint64_t want = 0;

	for (unsigned int l = 0; l < NL; l++) {
		double a = l < 32 ? 1.0 : 0x1p77;  /* biased exponent 1100: 23 bits further */

		memcpy(&inp[l], &a, 8);
		inp[64 + l] = l % 3;
		out[l] = 0;
	}
	snprintf(body, sizeof(body), kernel(e->gen), "v_trig_preop_f64 v[8:9], v[2:3], v4");
	snprintf(kd, sizeof(kd), "%s", e->gen == 9 ? "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n" : "");
	if (!emu_run_ok(e, "v_trig_preop_f64", body, kd, e->gen == 9 ? 1 : 2, e->gen == 9 ? 64 : 32))
		return;
	for (unsigned int l = 0; l < NL && bad < 0; l++) {
		unsigned int shift = (l % 3) * 53 + (l < 32 ? 0 : 23);
		uint64_t m = 0;
		double d;

		for (unsigned int k = 0; k < 53; k++) {
			unsigned int bit = shift + k;

			m = m << 1 | (digits[bit / 24] >> (23 - bit % 24) & 1);
		}
		d = ldexp((double)m, -53 - (int)shift);
		memcpy(&want, &d, 8);
		if (out[l] != want)
			bad = (int)l;
	}
	CHECK(bad < 0, "%s: v_trig_preop_f64: lane %d gives 0x%llx, expected 0x%llx", e->tname, bad,
	      bad < 0 ? 0ull : (unsigned long long)out[bad], (unsigned long long)want);
}

static void t_cases(struct emu_env *e)
{
	unsigned int bit = e->gen == 11 ? 1 : e->gen == 12 ? 2 : 4;
	static const struct mode modes[] = { { 3, 3, 1 }, { 0, 0, 1 }, { 3, 3, 0 }, { 1, 2, 1 } };

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		if (!(cases[i].gens & bit))
			continue;
		for (size_t k = 0; k < (cases[i].modes ? 4u : 1u); k++) {
			if (k == 2 && e->gen == 12)
				continue;  /* gfx12 has no IEEE mode bit */
			run_case(e, &cases[i], modes[k]);
		}
	}
}

static void tests(struct emu_env *e)
{
	t_cases(e);
	t_trig_preop(e);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1201 gfx942", tests, "test_emu_float.s");
}
