// SPDX-License-Identifier: MIT
/*
 * Emulator semantics of helper "valurest"'s VALU instructions (issue #5):
 * v_maxmin/v_minmax_{i,u}32, v_xnor_b32, v_prng_b32, v_mqsad_u32_u8,
 * gfx12's v_dot4_f32_{fp8,bf8}_{fp8,bf8} and every gfx950
 * v_cvt_scalef32_* conversion, run as kernels on "emu:<target>" and compared
 * per lane with values computed here: the small formats by their textbook
 * definitions (the value grids searched for the nearest value, ties to the
 * even code), f16/bf16 by fp_ref.h, over random data, NaN, infinities,
 * zeros, out-of-range values, NaN and extreme scales, and OPSEL selections.
 * Each lane reads 64 dwords into v16..v79; v80..v111 start as 0xdead00NN
 * and are all compared (the kept parts of partial writes included).
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

#define NIN 64
#define NOUT 32

static uint32_t xs_state = 777;
static uint32_t xs(void) { return emu_xs(&xs_state); }
static uint32_t fu(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float uf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

/* ---------------------------------------------------------- small formats */

enum ty { T_NONE, T_F32, T_F16, T_BF16, T_FP8, T_BF8, T_FP6, T_BF6, T_FP4 };

struct fmt { int bits, e, m, bias, inf, nan; };  /* nan: 0 none, 1 IEEE, 2 all-ones magnitude */

static struct fmt fmt_of(enum ty t)
{
	switch (t) {
	case T_FP8: return (struct fmt){ 8, 4, 3, 7, 0, 2 };
	case T_BF8: return (struct fmt){ 8, 5, 2, 15, 1, 1 };
	case T_FP6: return (struct fmt){ 6, 2, 3, 1, 0, 0 };
	case T_BF6: return (struct fmt){ 6, 3, 2, 3, 0, 0 };
	default: return (struct fmt){ 4, 2, 1, 1, 0, 0 };
	}
}

static double rv(struct fmt f, uint32_t c)
{
	uint32_t s = c >> (f.bits - 1) & 1, mag = c & ((1u << (f.bits - 1)) - 1), e = mag >> f.m, m = mag & ((1u << f.m) - 1);
	double v;

	if (f.nan == 2 && mag == (1u << (f.bits - 1)) - 1)
		return NAN;
	if (f.nan == 1 && e == (1u << f.e) - 1)
		return m ? NAN : s ? -INFINITY : INFINITY;
	v = e ? (1.0 + m / (double)(1u << f.m)) * pow(2, (int)e - f.bias) : m / (double)(1u << f.m) * pow(2, 1 - f.bias);
	return s ? -v : v;
}

static double fmax_of(struct fmt f)
{
	double mx = 0;

	for (uint32_t c = 0; c < 1u << (f.bits - 1); c++)
		if (isfinite(rv(f, c)) && rv(f, c) > mx)
			mx = rv(f, c);
	return mx;
}

static uint32_t over(struct fmt f, uint32_t sign, uint32_t maxc)
{
	if (!f.nan)
		return sign | maxc;
	return f.inf ? sign | ((1u << f.e) - 1) << f.m : sign | ((1u << (f.bits - 1)) - 1);
}

/* x to the format; sr: the carry rule of stochastic rounding with the
 * source's significand of sig bits */
static uint32_t renc(struct fmt f, double x, int sr, uint32_t seed, int sig)
{
	uint32_t sign = signbit(x) ? 1u << (f.bits - 1) : 0, n = 1u << (f.bits - 1), best = 0, maxc = 0, c;
	double a = fabs(x), bd = INFINITY, mx = fmax_of(f), lo = 0, hi = INFINITY, step;

	if (isnan(x))
		return f.nan == 0 ? sign | (n - 1) : f.nan == 2 ? sign | (n - 1) : sign | ((1u << f.e) - 1) << f.m | 1u << (f.m - 1);
	for (c = 0; c < n; c++)
		if (rv(f, c) == mx)
			maxc = c;
	if (isinf(x))
		return over(f, sign, maxc);
	if (a == 0.0)
		return sign;
	step = mx - rv(f, maxc - 1);
	if (sr) {
		double ulp;
		int ex, k;

		for (c = 0; c < n; c++) {
			double v = rv(f, c);

			if (!isfinite(v))
				continue;
			if (v <= a && (v > lo || c == 0))
				lo = v;
			if (v > a && v < hi)
				hi = v;
		}
		if (hi == INFINITY)
			hi = mx + step;
		if (a >= mx + step)
			return over(f, sign, maxc);
		frexp(a, &ex);
		ulp = ldexp(1.0, ex - sig);
		k = (int)lrint(log2((hi - lo) / ulp));
		/* more than 32 dropped bits: the seed lines up with the top 32 */
		a = ldexp((a - lo) / (hi - lo), k > 32 ? 32 : k) + (double)(k >= 32 ? seed : seed & ((1u << k) - 1)) >=
		    ldexp(1.0, k > 32 ? 32 : k) ? hi : lo;
	}
	for (c = 0; c < n; c++) {
		double v = rv(f, c), d = fabs(v - a);

		if (!isfinite(v))
			continue;
		if (d < bd || (d == bd && !(c & 1))) {
			bd = d;
			best = c;
		}
	}
	if (fabs(mx + step - a) < bd || (fabs(mx + step - a) == bd && (best & 1)))
		return over(f, sign, maxc);
	return sign | best;
}

/* ---------------------------------------------------------------- kernels */

static int g_cases;

/* run op on every lane: in[l*64 + i] -> v16+i, v80+i -> out[l*32 + i] */
static int run(struct emu_env *e, const char *op)
{
	static char src[16384], body[16384];
	struct gs_error err = { 0 };
	uint64_t args[2] = { e->in->va, e->out->va };
	unsigned int lanes = e->gen == 9 ? 64 : 32;
	size_t n = 0;
	enum gs_status st;

	n += (size_t)snprintf(body + n, sizeof(body) - n, "\t%s\n\tv_lshlrev_b32 v1, 8, v0\n\tv_lshlrev_b32 v2, 7, v0\n\tWAIT_KM\n",
			      e->gen == 9 ? "s_load_dwordx4 s[4:7], s[0:1], 0x0" : "s_load_b128 s[4:7], s[0:1], 0x0");
	for (int j = 0; j < 16; j++)
		n += (size_t)snprintf(body + n, sizeof(body) - n, "\t%s v[%d:%d], v1, s[4:5] offset:%d\n",
				      e->gen == 9 ? "global_load_dwordx4" : "global_load_b128", 16 + 4 * j, 19 + 4 * j, 16 * j);
	for (int i = 0; i < 32; i++)
		n += (size_t)snprintf(body + n, sizeof(body) - n, "\tv_mov_b32 v%d, 0x%x\n", 80 + i, 0xdead0000u + (unsigned)i);
	n += (size_t)snprintf(body + n, sizeof(body) - n, "\tWAIT_LOAD\n\t%s\n", op);
	for (int j = 0; j < 8; j++)
		n += (size_t)snprintf(body + n, sizeof(body) - n, "\t%s v2, v[%d:%d], s[6:7] offset:%d\n",
				      e->gen == 9 ? "global_store_dwordx4" : "global_store_b128", 80 + 4 * j, 83 + 4 * j, 16 * j);
	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n%s\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size 16\n"
		 "\t.amdhsa_next_free_sgpr 16\n\t.amdhsa_next_free_vgpr 128\n%s\t.end_amdhsa_kernel\n",
		 body, e->gen == 9 ? "\t.amdhsa_accum_offset 128\n" : "");
	emu_expand(e->gen, src, body, sizeof(body));
	memset(emu_out(e), 0x55, lanes * NOUT * 4);
	st = emu_launch(e->dev, e->tname, e->file, e->wave64, body, lanes, lanes, args, sizeof(args), &err);
	if (st == GS_ERR_SYNTAX)
		return 0;
	return CHECK(st == GS_OK, "%s: %s runs (%s)", e->tname, op, st ? err.msg : "ok");
}

typedef void (*ref_fn)(const uint32_t *in, uint32_t *out, const void *arg);

static int nan32(uint32_t u) { return (u & 0x7f800000) == 0x7f800000 && (u & 0x7fffff); }
static int nan16(uint32_t u, int bf) { return bf ? (u & 0x7f80) == 0x7f80 && (u & 0x7f) : (u & 0x7c00) == 0x7c00 && (u & 0x3ff); }

/* compare lanes; nan: 32 / 16 / 17 (bf16): NaN results of that width match any NaN */
static void check(struct emu_env *e, const char *op, ref_fn ref, const void *arg, int nan)
{
	unsigned int lanes = e->gen == 9 ? 64 : 32, bad = 0;
	const uint32_t *in = emu_in(e), *out = emu_out(e);

	if (!run(e, op))
		return;
	g_cases++;
	for (unsigned int l = 0; l < lanes; l++) {
		uint32_t w[NOUT];

		for (int i = 0; i < NOUT; i++)
			w[i] = 0xdead0000u + (unsigned)i;
		ref(in + l * NIN, w, arg);
		for (int i = 0; i < NOUT; i++) {
			uint32_t g = out[l * NOUT + i], x = w[i];
			int ok = g == x || (nan == 32 && nan32(g) && nan32(x)) ||
				 (nan >= 16 && nan16(g & 0xffff, nan == 17) == nan16(x & 0xffff, nan == 17) &&
				  (nan16(g & 0xffff, nan == 17) || !((g ^ x) & 0xffff)) &&
				  nan16(g >> 16, nan == 17) == nan16(x >> 16, nan == 17) &&
				  (nan16(g >> 16, nan == 17) || !((g ^ x) >> 16)));

			if (!ok && bad++ < 4)
				printf("# %s: %s lane %u dword %d: got 0x%08x, expected 0x%08x (in 0x%08x 0x%08x seed 0x%08x scale 0x%08x)\n", e->tname, op, l, i, g, x, in[l * NIN], in[l * NIN + 1], in[l * NIN + 32], in[l * NIN + 34]);
		}
	}
	CHECK(bad == 0, "%s: %s on %u lanes (%u dwords wrong)", e->tname, op, lanes, bad);
}

static void fill_random(struct emu_env *e)
{
	uint32_t *in = emu_in(e);

	for (int i = 0; i < 64 * NIN; i++)
		in[i] = xs();
}

/* ------------------------------------------------------------ integer ops */

static void r_maxmin(const uint32_t *in, uint32_t *out, const void *arg)
{
	int k = *(const int *)arg;  /* 0 maxmin_i 1 minmax_i 2 maxmin_u 3 minmax_u 4 xnor 5 prng */
	int32_t a = (int32_t)in[0], b = (int32_t)in[1], c = (int32_t)in[2], t;
	uint32_t ua = in[0], ub = in[1], uc = in[2], u;

	switch (k) {
	case 0: t = a > b ? a : b; out[0] = (uint32_t)(t < c ? t : c); break;
	case 1: t = a < b ? a : b; out[0] = (uint32_t)(t > c ? t : c); break;
	case 2: u = ua > ub ? ua : ub; out[0] = u < uc ? u : uc; break;
	case 3: u = ua < ub ? ua : ub; out[0] = u > uc ? u : uc; break;
	case 4: out[0] = ~(ua ^ ub); break;
	default: out[0] = ua << 1 ^ (ua & 0x80000000u ? 0xc5u : 0); break;
	}
}

static void r_mqsad(const uint32_t *in, uint32_t *out, const void *arg)
{
	int clamp = *(const int *)arg;
	uint64_t a = in[0] | (uint64_t)in[1] << 32;

	for (int k = 0; k < 4; k++) {
		uint64_t acc = in[4 + k];

		for (int j = 0; j < 4; j++) {
			int p = (int)(a >> (8 * (k + j)) & 0xff), q = (int)(in[2] >> (8 * j) & 0xff);

			if (q)
				acc += (uint64_t)abs(p - q);
		}
		out[k] = clamp && acc > 0xffffffffu ? 0xffffffffu : (uint32_t)acc;
	}
}

/* gfx950 v_bitop3 (arg: table, b16, high half) and v_ashr_pk (arg: -1 i8 / -2 u8, high half) */
static void r_bitop(const uint32_t *in, uint32_t *out, const void *arg)
{
	const int *p = arg;
	uint32_t d = 0;

	if (p[0] >= 0) {
		for (int i = 0; i < 32; i++) {
			int idx = (int)(in[0] >> i & 1) * 4 + (int)(in[1] >> i & 1) * 2 + (int)(in[2] >> i & 1);

			d |= (uint32_t)(p[0] >> idx & 1) << i;
		}
		if (!p[1]) {
			out[0] = d;
			return;
		}
		d &= 0xffff;
	} else {
		for (int k = 0; k < 2; k++) {
			long long v = (long long)(int32_t)in[k] / (1ll << (in[2] & 31));

			if ((int32_t)in[k] < 0 && (long long)(int32_t)in[k] % (1ll << (in[2] & 31)))
				v--;  /* arithmetic shift rounds toward -inf */
			v = p[0] == -1 ? (v < -128 ? -128 : v > 127 ? 127 : v) : (v < 0 ? 0 : v > 255 ? 255 : v);
			d |= (uint32_t)(v & 0xff) << (8 * k);
		}
	}
	out[0] = p[2] ? (out[0] & 0xffff) | d << 16 : (out[0] & 0xffff0000u) | d;
}

static void bitop_tests(struct emu_env *e)
{
	static const int tabs[] = { 0x12, 0xf0, 0xcc, 0xaa, 0x96, 0xe8, 0x00, 0xff, 0x01, 0x80 };
	static int args[64][3];
	int na = 0;
	uint32_t *in = emu_in(e);
	char op[128];

	fill_random(e);
	for (int l = 0; l < 64; l++)
		in[l * NIN + 2] = l & 1 ? xs() : xs() & 31;
	for (size_t i = 0; i < sizeof(tabs) / sizeof(tabs[0]); i++)
		for (int b16 = 0; b16 < 2; b16++) {
			int *a = args[na++];

			a[0] = tabs[i], a[1] = b16, a[2] = b16 && (i & 1);
			snprintf(op, sizeof(op), "v_bitop3_b%d v80, v16, v17, v18 bitop3:0x%x%s", b16 ? 16 : 32, tabs[i],
				 a[2] ? " op_sel:[0,0,0,1]" : "");
			check(e, op, r_bitop, a, 0);
		}
	for (int u = 0; u < 2; u++)
		for (int hi = 0; hi < 2; hi++) {
			int *a = args[na++];

			a[0] = u ? -2 : -1, a[1] = 1, a[2] = hi;
			snprintf(op, sizeof(op), "v_ashr_pk_%s_i32 v80, v16, v17, v18%s", u ? "u8" : "i8", hi ? " op_sel:[0,0,0,1]" : "");
			check(e, op, r_bitop, a, 0);
		}
}

/* gfx9 v_madak_f16 (S0 * S1 + K) / v_madmk_f16 (S0 * K + S1): not fused,
 * the product rounded to f16 first (as v_mad_f16); the high half zeroed */
static void r_madk(const uint32_t *in, uint32_t *out, const void *arg)
{
	int mk = *(const int *)arg;
	double k = fp_h2d(0x4d1a), a = fp_h2d(in[0] & 0xffff), b = fp_h2d(in[1] & 0xffff);
	double p = fp_h2d(fp_d2h(mk ? a * k : a * b));

	out[0] = fp_d2h(p + (mk ? b : k)) & 0xffff;
}

static void madk_tests(struct emu_env *e)
{
	static const int ak = 0, mk = 1;
	uint32_t *in = emu_in(e);

	for (int l = 0; l < 64; l++)  /* normal f16 values of moderate size, both signs */
		for (int i = 0; i < 2; i++)
			in[l * NIN + i] = (xs() & 0x83ff) | (0x3000 + (xs() % 15) * 0x400) | 0xabcd0000u;
	check(e, "v_madak_f16 v80, v16, v17, 0x4d1a", r_madk, &ak, 16);
	check(e, "v_madmk_f16 v80, v16, 0x4d1a, v17", r_madk, &mk, 16);
}

/* gfx90a+ v_pk_mov_b32 v[80:81], v[16:17], v[18:19]: arg {op_sel[0], op_sel_hi[1]} */
static void r_pkmov(const uint32_t *in, uint32_t *out, const void *arg)
{
	const int *p = arg;

	out[0] = in[p[0]];
	out[1] = in[2 + p[1]];
}

static void pkmov_tests(struct emu_env *e)
{
	static const struct { const char *mods; int sel[2]; } c[] = {
		{ "", { 0, 1 } }, { " op_sel:[1,0]", { 1, 1 } }, { " op_sel:[0,1]", { 0, 1 } },
		{ " op_sel_hi:[0,0]", { 0, 0 } }, { " op_sel:[1,1] op_sel_hi:[1,0]", { 1, 0 } },
	};
	char op[128];

	fill_random(e);
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		snprintf(op, sizeof(op), "v_pk_mov_b32 v[80:81], v[16:17], v[18:19]%s", c[i].mods);
		check(e, op, r_pkmov, c[i].sel, 0);
	}
}

/* gfx9 v_mad_legacy_{u,i}16 (arg: signed, clamp): the low halves, high half zeroed */
static void r_madleg(const uint32_t *in, uint32_t *out, const void *arg)
{
	const int *p = arg;
	long long a = p[0] ? (int16_t)in[0] : (uint16_t)in[0], b = p[0] ? (int16_t)in[1] : (uint16_t)in[1];
	long long c = p[0] ? (int16_t)in[2] : (uint16_t)in[2], r = a * b + c;

	if (p[1])
		r = p[0] ? (r < -32768 ? -32768 : r > 32767 ? 32767 : r) : (r > 65535 ? 65535 : r);
	out[0] = (uint32_t)r & 0xffff;
}

static void r_none(const uint32_t *in, uint32_t *out, const void *arg)
{
	(void)in, (void)out, (void)arg;  /* nothing written */
}

/* gfx11/gfx12 v_mullit_f32: the RDNA3 guide's guard, else S0 * S1 (0 * x = 0) */
static void r_mullit(const uint32_t *in, uint32_t *out, const void *arg)
{
	float a = uf(in[0]), b = uf(in[1]), c = uf(in[2]);

	(void)arg;
	if (b == -3.40282347e38f || b == -INFINITY || b != b || c <= 0.0f || c != c)
		out[0] = fu(-3.40282347e38f);
	else
		out[0] = a == 0.0f || b == 0.0f ? 0 : fu((float)((double)a * b));
}

static void mullit_tests(struct emu_env *e)
{
	static const uint32_t sp[] = { 0x7fc00000u, 0xff800000u, 0x7f800000u, 0xff7fffffu, 0, 0x80000000u, 0x3f800000u, 0xbf800000u };
	uint32_t *in = emu_in(e);

	fill_random(e);
	for (int l = 0; l < 64; l++)
		for (int i = 0; i < 3; i++) {
			uint32_t *v = &in[l * NIN + i];

			if ((l + i) % 3 == 0)
				*v = sp[(unsigned)(l * 3 + i) % 8];
			else  /* moderate exponents: products neither overflow nor go denormal */
				*v = (*v & 0x807fffffu) | (uint32_t)(100 + xs() % 56) << 23;
		}
	check(e, "v_mullit_f32 v80, v16, v17, v18", r_mullit, NULL, 32);
}

static void misc_tests(struct emu_env *e)
{
	static const int a[4][2] = { { 0, 0 }, { 0, 1 }, { 1, 0 }, { 1, 1 } };
	char op[128];

	fill_random(e);
	check(e, e->gen == 9 ? "v_clrexcp" : "v_pipeflush", r_none, NULL, 0);
	if (e->gen != 9)
		mullit_tests(e);
	if (e->gen != 9)
		return;
	for (int i = 0; i < 4; i++) {
		snprintf(op, sizeof(op), "v_mad_legacy_%s16 v80, v16, v17, v18%s", a[i][0] ? "i" : "u", a[i][1] ? " clamp" : "");
		check(e, op, r_madleg, a[i], 0);
	}
}

static void int_tests(struct emu_env *e)
{
	static const char *const mm[] = { "v_maxmin_i32", "v_minmax_i32", "v_maxmin_u32", "v_minmax_u32" };
	static const int ks[] = { 0, 1, 2, 3, 4, 5, 0, 1 };
	uint32_t *in = emu_in(e);
	char op[128];

	fill_random(e);
	for (int l = 0; l < 64; l += 4) {  /* equal and extreme values too */
		in[l * NIN + 1] = in[l * NIN];
		in[(l + 1) * NIN + 2] = 0x80000000u;
		in[(l + 2) * NIN] = 0x7fffffffu;
	}
	for (int k = 0; k < 4 && e->gen >= 11; k++) {
		snprintf(op, sizeof(op), "%s v80, v16, v17, v18", mm[k]);
		check(e, op, r_maxmin, &ks[k], 0);
	}
	check(e, e->gen == 9 ? "v_xnor_b32 v80, v16, v17" : "v_xnor_b32 v80, v16, v17", r_maxmin, &ks[4], 0);
	if (!strcmp(e->tname, "gfx950"))
		check(e, "v_prng_b32 v80, v16", r_maxmin, &ks[5], 0);
	/* mqsad: small accumulators, and ones that overflow (clamp) */
	for (int l = 0; l < 64; l++)
		for (int k = 0; k < 4; k++)
			in[l * NIN + 4 + k] = l & 1 ? 0xfffffc00u + (xs() & 0x3ff) : xs() & 0xffff;
	check(e, "v_mqsad_u32_u8 v[80:83], v[16:17], v18, v[20:23]", r_mqsad, &ks[6], 0);
	check(e, "v_mqsad_u32_u8 v[80:83], v[16:17], v18, v[20:23] clamp", r_mqsad, &ks[7], 0);
}

/* ---------------------------------------------------------- dot4 (gfx12) */

static void r_dot4(const uint32_t *in, uint32_t *out, const void *arg)
{
	const int *ab = arg;
	struct fmt fa = fmt_of(ab[0] ? T_BF8 : T_FP8), fb = fmt_of(ab[1] ? T_BF8 : T_FP8);
	double s = uf(in[2]);

	for (int k = 0; k < 32; k += 8)
		s += rv(fa, in[0] >> k & 0xff) * rv(fb, in[1] >> k & 0xff);
	out[0] = fu((float)s);  /* the test runs in round-to-nearest-even */
}

static void dot_tests(struct emu_env *e)
{
	static const int ab[4][2] = { { 0, 0 }, { 0, 1 }, { 1, 0 }, { 1, 1 } };
	uint32_t *in = emu_in(e);
	char op[128];

	fill_random(e);
	for (int l = 0; l < 64; l++) {
		in[l * NIN + 2] = fu((float)((int)(xs() % 2001) - 1000) / 64.0f);
		if (l % 3 == 0)  /* finite inputs mostly: clear NaN/inf codes' top exponent bits */
			in[l * NIN] &= 0xbbbbbbbbu, in[l * NIN + 1] &= 0xbbbbbbbbu;
	}
	for (int i = 0; i < 4; i++) {
		snprintf(op, sizeof(op), "v_dot4_f32_%s_%s v80, v16, v17, v18", ab[i][0] ? "bf8" : "fp8", ab[i][1] ? "bf8" : "fp8");
		check(e, op, r_dot4, ab[i], 32);
	}
}

/* ------------------------------------------------------ scaled conversions */

struct sc {
	char name[64];
	int sr, n, two, opsel;
	enum ty dst, src;
};

static enum ty ty_parse(const char *s, size_t n)
{
	static const char *const names[] = { "", "f32", "f16", "bf16", "fp8", "bf8", "fp6", "bf6", "fp4" };

	for (int i = 1; i < 9; i++)
		if (strlen(names[i]) == n && !strncmp(names[i], s, n))
			return (enum ty)i;
	return T_NONE;
}

static int is_small(enum ty t) { return t >= T_FP8; }
static int width(enum ty t) { return t == T_F32 ? 32 : t == T_F16 || t == T_BF16 ? 16 : t == T_FP6 || t == T_BF6 ? 6 : t == T_FP4 ? 4 : 8; }

static double wide_val(enum ty t, uint32_t b)
{
	return t == T_F32 ? uf(b) : t == T_F16 ? fp_h2d(b & 0xffff) : fp_b2d(b & 0xffff);
}

static uint32_t wide_enc(enum ty t, double v)
{
	if (t == T_F32)
		return fu((float)v);
	if (isnan(v))
		return t == T_F16 ? 0x7e00 : 0x7fc0;
	return t == T_F16 ? fp_d2h(v) : fp_d2b(v);
}

static uint32_t get_bits(const uint32_t *r, int b, int k)
{
	int bit = b * k;
	uint64_t v = r[bit / 32] | (bit % 32 + b > 32 ? (uint64_t)r[bit / 32 + 1] << 32 : 0);

	return (uint32_t)(v >> (bit % 32)) & (b == 32 ? 0xffffffffu : (1u << b) - 1);
}

/* registers: src data v16.. (in[0..]), seed v48 (in[32]), scale v50 (in[34]); dst v80 (out[0..]) */
static void r_scale(const uint32_t *in, uint32_t *out, const void *arg)
{
	const struct sc *c = arg;
	uint32_t scode = in[34] >> 23 & 0xff, seed = in[32], v[32];
	int sb = width(c->src), db = width(c->dst), sel = c->opsel, k;
	int sig = c->src == T_F32 ? 24 : c->src == T_F16 ? 11 : 8;

	if (is_small(c->src)) {
		struct fmt f = fmt_of(c->src);
		uint32_t codes = in[0];

		if (c->n == 1 || (c->n == 2 && sb == 4))
			codes >>= 8 * ((sel >> 1 & 1) | (sel & 1) << 1);
		else if (c->n == 2)
			codes >>= 16 * (sel & 1);
		for (k = 0; k < c->n; k++) {
			uint32_t code = c->n == 32 ? get_bits(in, sb, k) : codes >> (sb * k) & ((1u << sb) - 1);
			double x = rv(f, code);

			x = scode == 0xff ? copysign(NAN, (code >> (sb - 1) & 1) ? -1.0 : 1.0) : ldexp(x, (int)scode - 127);
			v[k] = wide_enc(c->dst, x);
		}
		if (c->n == 1 && db == 16)
			out[0] = sel & 8 ? (out[0] & 0xffff) | v[0] << 16 : (out[0] & 0xffff0000u) | v[0];
		else if (db == 32)
			for (k = 0; k < c->n; k++)
				out[k] = v[k];
		else
			for (k = 0; k < c->n; k += 2)
				out[k / 2] = v[k] | v[k + 1] << 16;
		return;
	}
	for (k = 0; k < c->n; k++) {
		uint32_t b;
		double x;

		if (c->n == 32)
			b = c->two ? (k < 16 ? in[k] : in[16 + k - 16]) : get_bits(in, sb, k);
		else if (sb == 32)
			b = in[k];  /* v16, v17 (or the pair v[16:17]) */
		else
			b = in[0] >> (16 * k) & 0xffff;
		x = wide_val(c->src, b);
		x = scode == 0xff ? copysign(NAN, x) : ldexp(x, -((int)scode - 127));
		v[k] = renc(fmt_of(c->dst), x, c->sr, seed, sig);
	}
	if (c->n == 32) {
		for (int r = 0; r < 6; r++)
			out[r] = 0;
		for (k = 0; k < 32; k++)
			for (int i = 0; i < 6; i++) {
				int bit = 6 * k + i;

				if (v[k] >> i & 1)
					out[bit / 32] |= 1u << (bit % 32);
			}
	} else if (db == 4) {
		int sh = 8 * (sel >> 2 & 3);

		out[0] = (out[0] & ~(0xffu << sh)) | (v[0] | v[1] << 4) << sh;
	} else if (c->n == 2) {
		int sh = sel & 8 ? 16 : 0;

		out[0] = (out[0] & ~(0xffffu << sh)) | (v[0] | v[1] << 8) << sh;
	} else {
		int sh = 8 * (sel >> 2 & 3);

		out[0] = (out[0] & ~(0xffu << sh)) | v[0] << sh;
	}
}

/* a float of the source type spread over the destination format's range (times the scale) */
static uint32_t rnd_wide(enum ty t, double span, int lane, int k)
{
	double x;

	switch ((lane * 7 + k) % 23) {
	case 0: x = NAN; break;
	case 1: x = INFINITY; break;
	case 2: x = -INFINITY; break;
	case 3: x = 0.0; break;
	case 4: x = -0.0; break;
	case 5: x = span * 1e6; break;  /* far out of range */
	default:
		x = ldexp((double)(xs() & 0xffffff) / 16777216.0 + 0.5, (int)(xs() % 14) - 11) * span * 2;
		if (xs() & 1)
			x = -x;
	}
	if (t == T_F32)
		return fu((float)x);
	return t == T_F16 ? fp_d2h(x) | (isnan(x) ? 0x7e00 : 0) : fp_d2b(x) | (isnan(x) ? 0x7fc0 : 0);
}

static void scale_case(struct emu_env *e, const struct sc *c)
{
	uint32_t *in = emu_in(e);
	char op[160], dst[24], srcs[64], sel[40] = "";
	int sb = width(c->src), db = width(c->dst);
	double span = is_small(c->dst) ? fmax_of(fmt_of(c->dst)) : 1;
	static const uint32_t scales[8] = { 127, 127, 124, 131, 0xff, 90, 160, 0 };

	for (int l = 0; l < 64; l++) {
		uint32_t *r = in + l * NIN, sc = scales[l % 8];

		for (int i = 0; i < 32; i++) {
			if (is_small(c->src))
				r[i] = xs();
			else if (sb == 32)
				r[i] = rnd_wide(T_F32, span * ldexp(1.0, (int)sc - 127), l, i);
			else
				r[i] = rnd_wide(c->src, span * ldexp(1.0, (int)sc - 127), l, 2 * i) |
				       rnd_wide(c->src, span * ldexp(1.0, (int)sc - 127), l, 2 * i + 1) << 16;
		}
		r[32] = xs();
		r[34] = sc << 23;
	}
	/* operands (LLVM's layouts) */
	if (is_small(c->src)) {
		int nd = c->n == 32 ? (db == 32 ? 32 : 16) : c->n == 2 && db == 32 ? 2 : 1;

		snprintf(dst, sizeof(dst), nd > 1 ? "v[80:%d]" : "v80", 79 + nd);
		snprintf(srcs, sizeof(srcs), c->n == 32 ? "v[16:21], v50" : "v16, v50");
		if (c->opsel)
			snprintf(sel, sizeof(sel), " op_sel:[%d,%d,%d]", c->opsel & 1, c->opsel >> 1 & 1, c->opsel >> 3 & 1);
	} else {
		snprintf(dst, sizeof(dst), c->n == 32 ? "v[80:85]" : "v80");
		if (c->two)
			snprintf(srcs, sizeof(srcs), "v[16:31], v[32:47], v50");
		else if (c->n == 32)
			snprintf(srcs, sizeof(srcs), "%s%s, v50", sb == 32 ? "v[16:47]" : "v[16:31]", c->sr ? ", v48" : "");
		else if (sb == 32 && c->n == 2)
			snprintf(srcs, sizeof(srcs), c->sr ? "v[16:17], v48, v50" : "v16, v17, v50");
		else
			snprintf(srcs, sizeof(srcs), c->sr ? "v16, v48, v50" : "v16, v50");
		if (c->opsel && (c->sr || (sb == 32 && c->n == 2)))  /* three sources */
			snprintf(sel, sizeof(sel), " op_sel:[0,0,%d,%d]", c->opsel >> 2 & 1, c->opsel >> 3 & 1);
		else if (c->opsel)  /* two: the third bit is the destination's (OPSEL[3]) */
			snprintf(sel, sizeof(sel), " op_sel:[0,0,%d]", c->opsel >> 3 & 1);
	}
	snprintf(op, sizeof(op), "%s %s, %s%s", c->name, dst, srcs, sel);
	check(e, op, r_scale, c, db == 32 ? 32 : db == 16 ? (c->dst == T_BF16 ? 17 : 16) : 0);
}

static const char *const scale_ops[] = {
	"f32_fp8", "f32_bf8", "f16_fp8", "f16_bf8", "pk_f32_fp8", "pk_f32_bf8", "pk_f16_fp8", "pk_f16_bf8",
	"pk_bf16_fp8", "pk_bf16_bf8", "pk_fp8_f32", "pk_bf8_f32", "pk_fp8_f16", "pk_bf8_f16", "pk_fp8_bf16",
	"pk_bf8_bf16", "sr_fp8_f32", "sr_bf8_f32", "sr_fp8_f16", "sr_bf8_f16", "sr_fp8_bf16", "sr_bf8_bf16",
	"pk_f32_fp4", "pk_f16_fp4", "pk_bf16_fp4", "pk_fp4_f32", "pk_fp4_f16", "pk_fp4_bf16", "sr_pk_fp4_f32",
	"sr_pk_fp4_f16", "sr_pk_fp4_bf16", "pk32_f32_fp6", "pk32_f32_bf6", "pk32_f16_fp6", "pk32_f16_bf6",
	"pk32_bf16_fp6", "pk32_bf16_bf6", "pk32_fp6_f16", "pk32_bf6_f16", "pk32_fp6_bf16", "pk32_bf6_bf16",
	"2xpk16_fp6_f32", "2xpk16_bf6_f32", "sr_pk32_fp6_f32", "sr_pk32_bf6_f32", "sr_pk32_fp6_f16",
	"sr_pk32_bf6_f16", "sr_pk32_fp6_bf16", "sr_pk32_bf6_bf16",
};

static int sc_parse(const char *n, struct sc *c)
{
	const char *u;

	memset(c, 0, sizeof(*c));
	snprintf(c->name, sizeof(c->name), "v_cvt_scalef32_%s", n);
	c->n = 1;
	if (!strncmp(n, "sr_", 3))
		c->sr = 1, n += 3;
	if (!strncmp(n, "pk32_", 5))
		c->n = 32, n += 5;
	else if (!strncmp(n, "2xpk16_", 7))
		c->n = 32, c->two = 1, n += 7;
	else if (!strncmp(n, "pk_", 3))
		c->n = 2, n += 3;
	u = strchr(n, '_');
	c->dst = ty_parse(n, (size_t)(u - n));
	c->src = ty_parse(u + 1, strlen(u + 1));
	return c->dst && c->src;
}

static void scale_tests(struct emu_env *e)
{
	for (size_t i = 0; i < sizeof(scale_ops) / sizeof(scale_ops[0]); i++) {
		struct sc c;

		if (!CHECK(sc_parse(scale_ops[i], &c), "%s parses", scale_ops[i]))
			continue;
		scale_case(e, &c);
		/* OPSEL: other source bytes/words, other destination halves/words/bytes */
		if (c.n == 32)
			continue;
		if (is_small(c.src)) {
			c.opsel = c.n == 2 && width(c.src) == 8 ? 1 : 2;
			scale_case(e, &c);
			c.opsel = c.n == 2 && width(c.src) == 8 ? 1 : 1;
			if (c.n == 1 && width(c.dst) == 16)
				c.opsel |= 8;
			scale_case(e, &c);
		} else if (c.n == 2 && width(c.dst) == 8 && !c.sr) {  /* the high word */
			c.opsel = 8;
			scale_case(e, &c);
		} else if (c.sr || width(c.src) == 32) {
			/* byte 1 (OPSEL[2]); OPSEL[3] with it is not tested: gfxshim's gfx9
			 * assembler drops it on the sr forms (a known disagreement with llvm-mc) */
			c.opsel = 4;
			scale_case(e, &c);
		}
	}
}

static void tests(struct emu_env *e)
{
	int_tests(e);
	misc_tests(e);
	if (e->gen == 12)
		dot_tests(e);
	if (e->gen == 9) {
		madk_tests(e);
		pkmov_tests(e);
	}
	if (!strcmp(e->tname, "gfx950")) {
		bitop_tests(e);
		scale_tests(e);
	}
}

int main(void)
{
	int st = emu_main_on("gfx1100 gfx1201 gfx942 gfx950", tests, "test_emu_valurest.s");

	printf("# %d kernels run\n", g_cases);
	return st;
}
