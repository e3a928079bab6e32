// SPDX-License-Identifier: MIT
/*
 * gfx11/gfx12 VINTERP on the emulator (exec_interp.c): each case's bytes
 * are llvm-mc-22's for its text (put into the kernel with .byte: the
 * hand-shaped assembler has no VINTERP), run on gfx1100 and gfx1201 over
 * 32 lanes of random VGPR data, and each lane is checked against a model
 * written here from the RDNA3 guide's pseudocode: the quad's lanes qb + 1
 * / qb + 2 / qb (qb = lane & ~3) for S0 and S2, the multiply-add evaluated
 * exactly in long double (inputs are ranged so the exact value fits) and
 * rounded once to f32 (and p2_f16 then to f16, by a rounding written here)
 * to nearest even or toward zero; NEG per source (a 16-bit source's half),
 * OPSEL halves, CLMP, the kept destination half, EXEC-disabled lanes still
 * read as sources, a p10 -> p2 chain, WAIT_EXP against an lds_direct_load
 * (EXPcnt) and the refusals (OPSEL on a 32-bit operand, lds_param_load).
 */
#include <fenv.h>
#include <math.h>

#include "harness.h"
#include "emu_testutil.h"
#include "emu_case.h"
#include "llvm_oracle.h"

static int have_llvm;

static uint32_t fu(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float uf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

/* llvm-mc-22's bytes of text as a ".byte" line; 0 when it rejects it */
static int llvm_line(const struct emu_env *e, const char *text, char *buf, size_t size)
{
	struct enc b;
	char hx[128];

	if (!lo_llvm_asm(e->tname, 0, text, &b) || !b.n)
		return 0;
	lo_hex(&b, hx, sizeof(hx));
	snprintf(buf, size, ".byte %s", hx);
	return 1;
}

/* ---------------------------------------------------------------- model */

/* f16 bits -> exact value */
static long double h2l(uint16_t h)
{
	int ex = h >> 10 & 0x1f;
	long double m = h & 0x3ff, v;

	if (ex == 0x1f)
		v = m ? NAN : INFINITY;
	else if (ex == 0)
		v = ldexpl(m, -24);
	else
		v = ldexpl(m + 1024, ex - 25);
	return h & 0x8000 ? -v : v;
}

/* an exact value -> f16 bits, to nearest even (rtz 0) or toward zero */
static uint16_t l2h(long double v, int rtz)
{
	uint16_t s = signbit(v) ? 0x8000 : 0;
	long double a = fabsl(v), q, fr;
	int ex;
	uint32_t i;

	if (isnan(v))
		return 0x7e00;
	if (isinf(v))
		return s | 0x7c00;
	if (a == 0)
		return s;
	ex = ilogbl(a);
	if (ex < -14)
		ex = -14;
	q = ldexpl(a, 10 - ex);  /* the significand in units of the last place */
	i = (uint32_t)q;
	fr = q - i;
	if (!rtz && (fr > 0.5L || (fr == 0.5L && (i & 1))))
		i++;
	if (i >= 2048) {
		i >>= 1;
		ex++;
	}
	if (i < 1024)  /* a denormal (ex == -14) */
		return s | (uint16_t)i;
	if (ex > 15)
		return rtz ? s | 0x7bff : s | 0x7c00;
	return s | (uint16_t)((ex + 15) << 10 | (i - 1024));
}

/* an exact value -> f32, in the current rounding mode set by the caller */
static float l2f(long double v, int rtz)
{
	int prev = fegetround();
	float f;

	fesetround(rtz ? FE_TOWARDZERO : FE_TONEAREST);
	f = (float)v;
	fesetround(prev);
	return f;
}

enum op { P10, P2, P10H, P2H };

struct icase {
	const char *text;
	enum op op;
	int rtz;
	unsigned int neg, opsel, clamp, chain;
};

/* in + 0: S0/P data (v2), + 512: I (v4) and J (v5), + 1024: S2 (v6) */
static int lane_ok(void *vctx, const uint32_t *in, const uint32_t *out, unsigned int l, uint32_t *want)
{
	const struct icase *c = vctx;
	unsigned int qb = l & ~3u, s0l = c->op == P2 || c->op == P2H ? qb + 2 : qb + 1;
	unsigned int s2l = c->op == P2 || c->op == P2H ? l : qb;
	int s2p = strstr(c->text, "v4, v2") || strstr(c->text, "v4, -v2");  /* S2 is the P data (v2) */
	uint32_t a = in[2 * s0l], b = in[128 + 2 * l], d = in[(s2p ? 0 : 256) + 2 * s2l];
	long double x, y, z, r;
	float f;

	if (c->chain) {  /* p10 into v6, then p2 with J: P0 + I P10 + J P20 */
		float t = l2f((long double)uf(in[2 * (qb + 1)]) * uf(in[128 + 2 * l]) + uf(in[2 * qb]), 0);

		f = l2f((long double)uf(in[2 * (qb + 2)]) * uf(in[128 + 2 * l + 1]) + t, 0);
		*want = fu(f);
		if (isnan(f))
			return (out[2 * l] & 0x7f800000) == 0x7f800000 && (out[2 * l] & 0x7fffff);
		return out[2 * l] == *want;
	}
	y = uf(b ^ (c->neg & 2 ? 0x80000000u : 0));
	if (c->op == P10H || c->op == P2H)
		x = h2l((uint16_t)((c->opsel & 1 ? a >> 16 : a) ^ (c->neg & 1 ? 0x8000 : 0)));
	else
		x = uf(a ^ (c->neg & 1 ? 0x80000000u : 0));
	if (c->op == P10H)
		z = h2l((uint16_t)((c->opsel & 4 ? d >> 16 : d) ^ (c->neg & 4 ? 0x8000 : 0)));
	else
		z = uf(d ^ (c->neg & 4 ? 0x80000000u : 0));
	r = x * y + z;  /* exact for the ranged inputs */
	f = l2f(r, c->rtz);
	if (c->clamp)
		f = isnan(f) ? 0.0f : f < 0 ? 0.0f : f > 1 ? 1.0f : f;
	if (c->op == P2H) {
		uint16_t h = l2h((long double)f, c->rtz);

		*want = c->opsel & 8 ? (0xdeadbeefu & 0xffff) | (uint32_t)h << 16 : (0xdeadbeefu & 0xffff0000u) | h;
	} else
		*want = fu(f);
	if (isnan(f) && c->op != P2H)  /* any NaN */
		return (out[2 * l] & 0x7f800000) == 0x7f800000 && (out[2 * l] & 0x7fffff);
	return out[2 * l] == *want;
}

/* a random f16 of magnitude [0.25, 4) */
static uint16_t rh(uint32_t *st)
{
	uint32_t r = emu_xs(st);

	return (uint16_t)((r & 0x8000) | (13 + (r >> 16) % 4) << 10 | (r >> 4 & 0x3ff));
}

/* a random f32 of magnitude [0.25, 4) */
static uint32_t rf(uint32_t *st)
{
	uint32_t r = emu_xs(st);

	return (r & 0x80000000u) | (125 + (r >> 8) % 4) << 23 | (emu_xs(st) & 0x7fffff);
}

static void fill(struct emu_env *e, int f16)
{
	uint32_t *in = emu_in(e), st = 0x1ee7u + (uint32_t)f16;

	for (unsigned int l = 0; l < 64; l++) {
		/* I and J in [2^-8, 1) (barycentrics), positive */
		in[2 * l] = f16 ? (uint32_t)rh(&st) | (uint32_t)rh(&st) << 16 : rf(&st);
		in[128 + 2 * l] = (119 + emu_xs(&st) % 8) << 23 | (emu_xs(&st) & 0x7fffff);
		in[128 + 2 * l + 1] = (119 + emu_xs(&st) % 8) << 23 | (emu_xs(&st) & 0x7fffff);
		in[256 + 2 * l] = rf(&st);
		in[256 + 2 * l + 1] = rf(&st);
	}
	if (!f16) {  /* special P10/P20 values in a few quads (IEEE rules, exact in the model) */
		in[2 * 5] = 0x7f800000;   /* +inf */
		in[2 * 9] = 0x7fc00000;   /* NaN */
		in[2 * 13] = 0x80000000;  /* -0 */
		in[2 * 12] = 0x80000000;  /* ... with a -0 P0: -0 * I + -0 = -0 */
		in[2 * 18] = 0xff800000;  /* -inf */
	}
}

static void t_cases(struct emu_env *e)
{
	static const struct icase cs[] = {
		{ "v_interp_p10_f32 v8, v2, v4, v2", P10, 0, 0, 0, 0, 0 },  /* the guide's usage */
		{ "v_interp_p10_f32 v8, v2, v4, v6 wait_exp:7", P10, 0, 0, 0, 0, 0 },
		{ "v_interp_p10_f32 v8, -v2, -v4, -v6", P10, 0, 7, 0, 0, 0 },
		{ "v_interp_p10_f32 v8, v2, v4, v2 clamp", P10, 0, 0, 0, 1, 0 },
		{ "v_interp_p2_f32 v8, v2, v4, v6", P2, 0, 0, 0, 0, 0 },
		{ "v_interp_p2_f32 v8, -v2, v4, v6 clamp wait_exp:2", P2, 0, 1, 0, 1, 0 },
		{ "v_interp_p10_f16_f32 v8, v2, v4, v2", P10H, 0, 0, 0, 0, 0 },
		{ "v_interp_p10_f16_f32 v8, v2, v4, v2 op_sel:[1,0,1,0]", P10H, 0, 0, 5, 0, 0 },
		{ "v_interp_p10_f16_f32 v8, -v2, -v4, -v6 op_sel:[0,0,1,0]", P10H, 0, 7, 4, 0, 0 },
		{ "v_interp_p10_f16_f32 v8, v2, v4, v6 clamp", P10H, 0, 0, 0, 1, 0 },
		{ "v_interp_p10_rtz_f16_f32 v8, v2, v4, v6 op_sel:[1,0,0,0]", P10H, 1, 0, 1, 0, 0 },
		{ "v_interp_p10_rtz_f16_f32 v8, -v2, v4, v2", P10H, 1, 1, 0, 0, 0 },
		{ "v_interp_p2_f16_f32 v8, v2, v4, v6", P2H, 0, 0, 0, 0, 0 },
		{ "v_interp_p2_f16_f32 v8, v2, v4, v6 op_sel:[1,0,0,1]", P2H, 0, 0, 9, 0, 0 },
		{ "v_interp_p2_f16_f32 v8, -v2, v4, -v6 clamp", P2H, 0, 5, 0, 1, 0 },
		{ "v_interp_p2_rtz_f16_f32 v8, v2, v4, v6", P2H, 1, 0, 0, 0, 0 },
		{ "v_interp_p2_rtz_f16_f32 v8, -v2, -v4, v6 op_sel:[0,0,0,1]", P2H, 1, 3, 8, 0, 0 },
	};

	for (size_t i = 0; i < sizeof(cs) / sizeof(cs[0]); i++) {
		char line[160];

		if (!CHECK(llvm_line(e, cs[i].text, line, sizeof(line)), "%s: llvm-mc-22 encodes '%s'", e->tname, cs[i].text))
			continue;
		fill(e, cs[i].op == P10H || cs[i].op == P2H);
		emu_case(e, line, cs[i].text, lane_ok, (void *)&cs[i]);
	}
}

/* p10 then p2 on the same P data (I in v4, J in v5): the guide's pair */
static void t_chain(struct emu_env *e)
{
	static const struct icase c = { "p10 -> p2", P10, 0, 0, 0, 0, 1 };
	char a[160], b[160], inst[400];

	if (!llvm_line(e, "v_interp_p10_f32 v6, v2, v4, v2", a, sizeof(a)) ||
	    !llvm_line(e, "v_interp_p2_f32 v8, v2, v5, v6", b, sizeof(b)))
		return;
	snprintf(inst, sizeof(inst), "%s\n\t%s", a, b);
	fill(e, 0);
	emu_case(e, inst, "v_interp_p10_f32 v6, v2, v4, v2; v_interp_p2_f32 v8, v2, v5, v6", lane_ok, (void *)&c);
}

/* EXEC = one lane a quad (qb): it still reads lanes qb + 1 (disabled);
 * the disabled lanes keep v8's 0xdeadbeef */
static int exec_ok(void *vctx, const uint32_t *in, const uint32_t *out, unsigned int l, uint32_t *want)
{
	static const struct icase p10 = { "v_interp_p10_f32 v8, v2, v4, v2", P10, 0, 0, 0, 0, 0 };

	(void)vctx;
	if (l & 3) {
		*want = 0xdeadbeef;
		return out[2 * l] == *want;
	}
	return lane_ok((void *)&p10, in, out, l, want);
}

static void t_exec(struct emu_env *e)
{
	char a[160], inst[300];

	if (!llvm_line(e, "v_interp_p10_f32 v8, v2, v4, v2", a, sizeof(a)))
		return;
	snprintf(inst, sizeof(inst), "s_mov_b32 exec_lo, 0x11111111\n\t%s\n\ts_mov_b32 exec_lo, -1", a);
	fill(e, 0);
	emu_case(e, inst, "EXEC 0x11111111: v_interp_p10_f32 v8, v2, v4, v2 (reads disabled lanes)", exec_ok, NULL);
}

/* wave64 (gfx11/gfx12 run VINTERP in either size): the 16 quads of 64 lanes */
static void t_wave64(struct emu_env *e)
{
	static const struct icase c = { "v_interp_p2_f16_f32 v8, v2, v4, v6 op_sel:[1,0,0,1]", P2H, 0, 0, 9, 0, 0 };
	static char body[4096];
	char line[160];
	const uint32_t *in = emu_in(e), *out = emu_out(e);
	unsigned int bad = 0, first = 0;
	uint32_t want = 0, w1 = 0;
	int ok;

	if (!llvm_line(e, c.text, line, sizeof(line)))
		return;
	fill(e, 1);
	memset(emu_out(e), 0, 512);
	snprintf(body, sizeof(body), EMU_CASE_KERNEL, line);
	e->wave64 = 1;
	ok = emu_run_ok(e, "wave64 v_interp_p2_f16_f32", body, "\t.amdhsa_wavefront_size32 0\n", 1, 64);
	e->wave64 = 0;
	if (!ok)
		return;
	for (unsigned int l = 0; l < 64; l++)
		if (!lane_ok((void *)&c, in, out, l, &want) && !bad++) {
			first = l;
			w1 = want;
		}
	CHECK(!bad, "%s: wave64 '%s' on 64 lanes as computed in C (%u wrong; lane %u got 0x%08x want 0x%08x)", e->tname,
	      c.text, bad, first, out[2 * first], w1);
}

/* WAIT_EXP: an lds_direct_load (EXPcnt) feeds the interpolation */
static enum gs_status run_direct(struct emu_env *e, const char *vinterp, struct gs_error *err)
{
	char body[2048];

	snprintf(body, sizeof(body),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n\tWAIT_KM\n"
		 "\tglobal_load_b32 v3, v1, s[4:5]\n\tWAIT_LOAD\n\tds_store_b32 v1, v3\n\tWAIT_DS\n"
		 "\ts_mov_b32 m0, 0x20008\n\tv_mov_b32 v4, 0.5\n\t%s v2\n\t%s\n"
		 "\tglobal_store_b32 v1, v8, s[6:7]\n",
		 e->gen == 12 ? "ds_direct_load" : "lds_direct_load", vinterp);
	memset(err, 0, sizeof(*err));
	memset(emu_out(e), 0, 512);
	return emu_run(e, body, "\t.amdhsa_group_segment_fixed_size 256", 1, 32, err);
}

static void t_wait_exp(struct emu_env *e)
{
	uint32_t *in = emu_in(e), *out = emu_out(e);
	struct gs_error err;
	enum gs_status st;
	char a[160];
	unsigned int bad = 0;

	for (unsigned int l = 0; l < 32; l++)
		in[l] = fu(1.5f + (float)l);
	if (llvm_line(e, "v_interp_p10_f32 v8, v2, v4, v2 wait_exp:0", a, sizeof(a))) {
		st = run_direct(e, a, &err);
		if (CHECK(st == GS_OK, "%s: lds_direct_load then v_interp_p10_f32 wait_exp:0 runs (%s)", e->tname, err.msg)) {
			for (unsigned int l = 0; l < 32; l++)  /* every lane: M0 0x20008 -> in[2] */
				bad += out[l] != fu(uf(in[2]) * 0.5f + uf(in[2]));
			CHECK(!bad, "%s: wait_exp:0 waits for the direct load: P10 * 0.5 + P0 of LDS dword 2 (%u lanes wrong)",
			      e->tname, bad);
		}
	}
	if (llvm_line(e, "v_interp_p10_f32 v8, v2, v4, v2 wait_exp:1", a, sizeof(a))) {
		st = run_direct(e, a, &err);
		CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "v2"),
		      "%s: wait_exp:1 leaves the direct load in flight: reading v2 is a hazard (%d: %s)", e->tname, st,
		      err.msg);
	}
}

/* refusals with their reasons */
static void t_refused(struct emu_env *e)
{
	static const struct { const char *g11, *g12, *piece; } r[] = {
		{ "v_interp_p10_f16_f32 v8, v2, v4, v2 op_sel:[0,1,0,0]", NULL, "OPSEL must be zero for 32-bit operands" },
		{ "v_interp_p10_f16_f32 v8, v2, v4, v2 op_sel:[0,0,0,1]", NULL, "the f32 destination" },
		{ "v_interp_p2_f16_f32 v8, v2, v4, v6 op_sel:[0,0,1,0]", NULL, "src2 (the f32 partial result)" },
		{ "v_interp_p2_rtz_f16_f32 v8, v2, v4, v6 op_sel:[0,1,0,0]", NULL, "v_interp_p2_rtz_f16_f32 with op_sel" },
		{ "lds_param_load v1, attr0.x", "ds_param_load v1, attr0.x", "pixel-shader attribute parameters" },
	};

	for (size_t i = 0; i < sizeof(r) / sizeof(r[0]); i++) {
		const char *text = e->gen == 12 && r[i].g12 ? r[i].g12 : r[i].g11;
		char line[160], body[300];
		struct gs_error err = { 0 };
		enum gs_status st;

		if (!CHECK(llvm_line(e, text, line, sizeof(line)), "%s: llvm-mc-22 encodes '%s'", e->tname, text))
			continue;
		snprintf(body, sizeof(body), "\t%s\n", line);
		st = emu_run(e, body, NULL, 1, 32, &err);
		CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, r[i].piece) && strstr(err.msg, "not emulated") &&
			      !strstr(err.msg, "does not execute yet"),
		      "%s: '%s' refused with its reason (%d: %s)", e->tname, text, st, err.msg);
	}
}

static void tests(struct emu_env *e)
{
	if (!have_llvm) {
		CHECK(1, "%s # SKIP llvm-mc-22 not found", e->tname);
		return;
	}
	t_cases(e);
	t_chain(e);
	t_exec(e);
	t_wave64(e);
	t_wait_exp(e);
	t_refused(e);
}

int main(void)
{
	int st, rc;
	char *o = tu_run("command -v llvm-mc-22", &st);

	have_llvm = o && st == 0 && *o && tu_tmpdir(lo_dir, sizeof(lo_dir));
	free(o);
	rc = emu_main(tests, "test_emu_interp.s");
	lo_cleanup();
	return rc;
}
