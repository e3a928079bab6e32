// SPDX-License-Identifier: MIT
/*
 * Emulator semantics of the scalar-state, f16 and f64 instructions (issue
 * #5).  Kernels are assembled from text, loaded and launched on
 * "emu:gfx1100" and "emu:gfx1201" through the public API; results are
 * compared with values computed here in C (never from the emulator's code).
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

/* ---------------------------------------------------------------- scalar state */

/* Each wave stores s[20:27] at out + 32 * wave (lane 0's thread id / 32). */
static const char store_s20[] =
	"\tWAIT_KM\n"
	"\ts_load_b64 s[2:3], s[0:1], 0x8\n"
	"\tv_lshrrev_b32 v1, 5, v0\n"
	"\tv_lshlrev_b32 v1, 5, v1\n"
	"\tv_mov_b32 v2, s20\n\tv_mov_b32 v3, s21\n\tv_mov_b32 v4, s22\n\tv_mov_b32 v5, s23\n"
	"\tv_mov_b32 v6, s24\n\tv_mov_b32 v7, s25\n\tv_mov_b32 v8, s26\n\tv_mov_b32 v9, s27\n"
	"\tWAIT_KM\n"
	"\tglobal_store_b128 v1, v[2:5], s[2:3]\n"
	"\tglobal_store_b128 v1, v[6:9], s[2:3] offset:16\n";

static void test_hwid(struct emu_env *e)
{
	char body[4096];
	const unsigned int waves = 6;
	uint32_t *out = emu_out(e);
	int bad = 0;

	memset(out, 0x55, 32 * waves);
	snprintf(body, sizeof(body),
		 "\ts_getreg_b32 s20, hwreg(HWID1)\n"
		 "\ts_getreg_b32 s21, hwreg(HWID2)\n"
		 "\ts_getreg_b32 s22, hwreg(HWID1, 8, 2)\n"
		 "\ts_getreg_b32 s23, hwreg(HWID1, 0, 5)\n"
		 "\ts_getreg_b32 s24, hwreg(HWID2, 8, 2)\n"
		 "\ts_mov_b32 s25, 0\n\ts_mov_b32 s26, 0\n\ts_mov_b32 s27, 0\n%s", store_s20);
	if (!emu_run_ok(e, "s_getreg_b32 HW_ID1/HW_ID2", body, NULL, 1, 32 * waves))
		return;
	for (unsigned int i = 0; i < waves && bad < 3; i++) {
		/* the emulator's documented placement: SIMD i % 4, slot i / 4, ME 1 */
		uint32_t id1 = (i / 4) | (i % 4) << 8, id2 = 1u << 8;
		const uint32_t *o = out + 8 * i;

		if (o[0] != id1 || o[1] != id2 || o[2] != i % 4 || o[3] != i / 4 || o[4] != 1) {
			bad++;
			CHECK(0, "%s: wave %u HW_ID1 0x%x HW_ID2 0x%x fields %u %u %u, expected 0x%x 0x%x %u %u 1",
			      e->tname, i, o[0], o[1], o[2], o[3], o[4], id1, id2, i % 4, i / 4);
		}
	}
	if (!bad)
		CHECK(1, "%s: HW_ID1/HW_ID2 and their bit fields for %u waves", e->tname, waves);
}

/* SHADER_CYCLES and MSG_RTN_GET_REALTIME count the wave's instructions
 * (this one included) plus 64 * N per s_sleep N, so their values follow
 * from the program text; REALTIME adds the GPU clock at the dispatch's
 * start (T0, the same for both reads; test_timing.c places it between the
 * launch's timestamps). */
static void test_clocks(struct emu_env *e)
{
	char body[4096];
	uint32_t *out = emu_out(e);

	memset(out, 0x55, 64);
	snprintf(body, sizeof(body),
		 "\ts_getreg_b32 s20, hwreg(%%CYC%%)\n"              /* instruction 1 */
		 "\ts_nop 0\n\ts_nop 0\n"
		 "\ts_getreg_b32 s21, hwreg(%%CYC%%)\n"              /* 4 */
		 "\ts_sendmsg_rtn_b64 s[22:23], sendmsg(MSG_RTN_GET_REALTIME)\n"  /* 5 */
		 "\ts_setprio 3\n"
		 "\ts_sleep 1\n"
		 "\ts_sendmsg_rtn_b32 s24, sendmsg(MSG_RTN_GET_REALTIME)\n"       /* 8 + 64 (s_sleep 1) */
		 "\ts_getreg_b32 s25, hwreg(%%CYC%%, 1, 3)\n"        /* 9 + 64: bits 3:1 of 73 = 4 */
		 "%s"
		 "\ts_mov_b32 s27, 0\n%s",
		 e->gen >= 12 ? "\ts_getreg_b32 s26, hwreg(HW_REG_SHADER_CYCLES_HI)\n"
			      : "\ts_getreg_b32 s26, hwreg(HW_REG_SHADER_CYCLES, 0, 20)\n", store_s20);
	if (!emu_run_ok(e, "SHADER_CYCLES and MSG_RTN_GET_REALTIME", body, NULL, 1, 32))
		return;
	CHECK(out[0] == 1 && out[1] == 4, "%s: SHADER_CYCLES counts instructions: %u %u, expected 1 4",
	      e->tname, out[0], out[1]);
	CHECK(out[2] > 5 && out[3] == 0 && out[4] - out[2] == 8 + 64 - 5,
	      "%s: MSG_RTN_GET_REALTIME b64/b32: %u:%u %u, expected T0 + 5 and T0 + 72 (s_sleep 1 = 64 cycles), T0 > 0",
	      e->tname, out[2], out[3], out[4]);
	CHECK(out[5] == ((73u >> 1) & 7), "%s: hwreg(%%CYC%%, 1, 3) = %u, expected %u", e->tname, out[5], (73u >> 1) & 7);
	CHECK(out[6] == (e->gen >= 12 ? 0u : 10u + 64), "%s: %s = %u", e->tname,
	      e->gen >= 12 ? "SHADER_CYCLES_HI" : "SHADER_CYCLES (20 bits)", out[6]);
}

static void test_scalar_errors(struct emu_env *e)
{
	struct gs_error err = { 0 };
	enum gs_status st;

	/* the message's value returns like a scalar load: use before the wait */
	st = emu_run(e, "\ts_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)\n"
		    "\ts_mov_b32 s22, s20\n\tWAIT_KM\n", NULL, 1, 32, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "s_sendmsg_rtn_b64") &&
	      strstr(err.msg, e->gen >= 12 ? "s_wait_kmcnt 0" : "lgkmcnt(0)"),
	      "%s: reading s_sendmsg_rtn's result before the wait is a hazard: %s", e->tname, err.msg);
	st = emu_run(e, "\ts_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)\n"
		    "\tWAIT_KM\n\ts_mov_b32 s22, s20\n", NULL, 1, 32, &err);
	CHECK(st == GS_OK, "%s: ... and clean with the wait (%s)", e->tname, st ? err.msg : "ok");
	st = emu_run(e, e->gen >= 12 ? "\ts_getreg_b32 s20, hwreg(HW_REG_WAVE_STATUS)\n"
				 : "\ts_getreg_b32 s20, hwreg(HW_REG_STATUS)\n", NULL, 1, 32, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "STATUS (2) is not emulated"),
	      "%s: other hardware registers are refused: %s", e->tname, err.msg);
	st = emu_run(e, "\ts_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_TMA)\n\tWAIT_KM\n", NULL, 1, 32, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "MSG_RTN_GET_TMA is not emulated"),
	      "%s: other messages are refused: %s", e->tname, err.msg);
}

/* ---------------------------------------------------------------- f16, packed f16, f64 */

#define NL 64  /* lanes per case: two wave32 workgroups */

enum { K16, KPK, KF32, K64 };

typedef uint64_t (*ref_fn)(uint64_t a, uint64_t b, uint64_t c);

struct fcase {
	const char *name;
	const char *op;      /* inputs v[2:3] v[4:5] v[6:7], result v8 (f64: v[8:9]) */
	int kind;            /* inputs: K16 low halves, KPK both halves, KF32 f32, K64 doubles */
	ref_fn ref;          /* expected v[8:9] (v9 is 0xdeadbeef unless f64) */
	const char *kd;
	int denorm;          /* FLOAT_DENORM_MODE_16_64 that kd sets (default 3) */
	int out16;           /* result halves to compare as f16 (NaN-tolerant): 1 low, 2 both */
};

static int g_denorm = 3;

/* FLOAT_DENORM_MODE_16_64 on f16 / f64 bit patterns (0 flush in+out, 1 out, 2 in, 3 keep) */
static uint16_t h_fin(uint16_t u) { return (g_denorm == 0 || g_denorm == 2) && !(u & 0x7c00) ? u & 0x8000 : u; }
static uint16_t h_fout(uint16_t u) { return (g_denorm == 0 || g_denorm == 1) && !(u & 0x7c00) ? u & 0x8000 : u; }

static __float128 qh(uint16_t u)
{
	_Float16 h;

	u = h_fin(u);
	memcpy(&h, &u, 2);
	return (__float128)h;
}

/* exact value -> f16 with one rounding (GCC's binary128 -> binary16), flushed */
static uint16_t hq(__float128 q)
{
	_Float16 h = (_Float16)q;
	uint16_t u;

	memcpy(&u, &h, 2);
	return h_fout(u);
}

static __float128 clamp01(__float128 q) { return q != q ? 0 : q < 0 ? 0 : q > 1 ? 1 : q; }

static uint64_t keep_hi(uint16_t r) { return 0xdeadbeefdead0000ull | r; }
static uint64_t r_add16(uint64_t a, uint64_t b, uint64_t c) { (void)c; return keep_hi(hq(qh((uint16_t)a) + qh((uint16_t)b))); }
static uint64_t r_mul16(uint64_t a, uint64_t b, uint64_t c) { (void)c; return keep_hi(hq(qh((uint16_t)a) * qh((uint16_t)b))); }
static uint64_t r_fma16(uint64_t a, uint64_t b, uint64_t c) { return keep_hi(hq(qh((uint16_t)a) * qh((uint16_t)b) + qh((uint16_t)c))); }
static uint64_t r_addmod16(uint64_t a, uint64_t b, uint64_t c)   /* -a + |b| clamp */
{
	(void)c;
	return keep_hi(hq(clamp01(qh((uint16_t)(a ^ 0x8000)) + qh((uint16_t)(b & 0x7fff)))));
}
static uint64_t r_mul2_16(uint64_t a, uint64_t b, uint64_t c) { (void)c; return keep_hi(hq(qh((uint16_t)a) * qh((uint16_t)b) * 2)); }
static uint64_t r_add1_16(uint64_t a, uint64_t b, uint64_t c) { (void)a; (void)c; return keep_hi(hq(1 + qh((uint16_t)b))); }
static uint64_t r_addlit16(uint64_t a, uint64_t b, uint64_t c) { (void)a; (void)c; return keep_hi(hq(qh(0x3555) + qh((uint16_t)b))); }
static uint64_t r_cvt16(uint64_t a, uint64_t b, uint64_t c)
{
	uint32_t u = (uint32_t)a;
	float f;

	(void)b; (void)c;
	if (!(u & 0x7f800000))
		u &= 0x80000000u;  /* FLOAT_DENORM_MODE_32 0 (default) flushes the f32 input */
	memcpy(&f, &u, 4);
	return keep_hi(hq((__float128)f));
}
static uint64_t r_cvt32(uint64_t a, uint64_t b, uint64_t c)
{
	float f = (float)qh((uint16_t)a);  /* exact: every f16 is a normal f32 */
	uint32_t u;

	(void)b; (void)c;
	memcpy(&u, &f, 4);
	return 0xdeadbeef00000000ull | u;
}

/* packed: half k of source i selected by op_sel (k 0) / op_sel_hi (k 1) */
static uint16_t half(uint64_t v, unsigned int hi) { return (uint16_t)(v >> (16 * hi)); }
static uint64_t pk(uint16_t lo, uint16_t hi) { return 0xdeadbeef00000000ull | (uint32_t)hi << 16 | lo; }
static uint64_t r_pkadd(uint64_t a, uint64_t b, uint64_t c)
{
	(void)c;
	return pk(hq(qh(half(a, 0)) + qh(half(b, 0))), hq(qh(half(a, 1)) + qh(half(b, 1))));
}
/* op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] */
static uint64_t r_pkmul_mods(uint64_t a, uint64_t b, uint64_t c)
{
	(void)c;
	return pk(hq(qh(half(a, 1) ^ 0x8000) * qh(half(b, 0))), hq(qh(half(a, 0)) * qh(half(b, 1) ^ 0x8000)));
}
static uint64_t r_pkfma(uint64_t a, uint64_t b, uint64_t c)
{
	return pk(hq(qh(half(a, 0)) * qh(half(b, 0)) + qh(half(c, 0))),
		  hq(qh(half(a, 1)) * qh(half(b, 1)) + qh(half(c, 1))));
}
/* op_sel:[0,0,1] op_sel_hi:[1,1,0] neg_lo:[0,1,0] clamp */
static uint64_t r_pkfma_mods(uint64_t a, uint64_t b, uint64_t c)
{
	return pk(hq(clamp01(qh(half(a, 0)) * qh(half(b, 0) ^ 0x8000) + qh(half(c, 1)))),
		  hq(clamp01(qh(half(a, 1)) * qh(half(b, 1)) + qh(half(c, 0)))));
}

/* f64 */
static uint64_t d_fin(uint64_t u) { return (g_denorm == 0 || g_denorm == 2) && !(u & 0x7ff0000000000000ull) ? u & 1ull << 63 : u; }
static uint64_t d_fout(uint64_t u) { return (g_denorm == 0 || g_denorm == 1) && !(u & 0x7ff0000000000000ull) ? u & 1ull << 63 : u; }
static double dd(uint64_t u) { double d; u = d_fin(u); memcpy(&d, &u, 8); return d; }
static uint64_t ud(double d) { uint64_t u; memcpy(&u, &d, 8); return d_fout(u); }
static uint64_t r_add64(uint64_t a, uint64_t b, uint64_t c) { (void)c; return ud(dd(a) + dd(b)); }
static uint64_t r_mul64(uint64_t a, uint64_t b, uint64_t c) { (void)c; return ud(dd(a) * dd(b)); }
static uint64_t r_fma64(uint64_t a, uint64_t b, uint64_t c) { return ud(fma(dd(a), dd(b), dd(c))); }
static uint64_t r_addmod64(uint64_t a, uint64_t b, uint64_t c) { (void)c; return ud(dd(a ^ 1ull << 63) + dd(b & ~(1ull << 63))); }
static uint64_t r_addlit64(uint64_t a, uint64_t b, uint64_t c) { (void)b; (void)c; return ud(dd(a) + 1.5); }
static uint64_t r_fmaconst64(uint64_t a, uint64_t b, uint64_t c)  /* v[2:3] * 2.0 + -4.0, mul:2 */
{
	(void)b; (void)c;
	return ud(fma(dd(a), 2.0, -4.0) * 2);
}

static const struct fcase fcases[] = {
	{ "v_add_f16", "v_add_f16 v8, v2, v4", K16, r_add16, NULL, 3, 1 },
	{ "v_mul_f16", "v_mul_f16 v8, v2, v4", K16, r_mul16, NULL, 3, 1 },
	{ "v_fma_f16", "v_fma_f16 v8, v2, v4, v6", K16, r_fma16, NULL, 3, 1 },
	{ "v_add_f16_e64 -a |b| clamp", "v_add_f16_e64 v8, -v2, |v4| clamp", K16, r_addmod16, NULL, 3, 1 },
	{ "v_mul_f16_e64 mul:2", "v_mul_f16_e64 v8, v2, v4 mul:2", K16, r_mul2_16, NULL, 3, 1 },
	{ "v_add_f16 inline 1.0", "v_add_f16 v8, 1.0, v4", K16, r_add1_16, NULL, 3, 1 },
	{ "v_add_f16 literal", "v_add_f16 v8, 0x3555, v4", K16, r_addlit16, NULL, 3, 1 },
	{ "v_add_f16 denorm mode 0", "v_add_f16 v8, v2, v4", K16, r_add16,
	  "\t.amdhsa_float_denorm_mode_16_64 0\n", 0, 1 },
	{ "v_fma_f16 denorm mode 1", "v_fma_f16 v8, v2, v4, v6", K16, r_fma16,
	  "\t.amdhsa_float_denorm_mode_16_64 1\n", 1, 1 },
	{ "v_cvt_f16_f32", "v_cvt_f16_f32 v8, v2", KF32, r_cvt16, NULL, 3, 1 },
	{ "v_cvt_f32_f16", "v_cvt_f32_f16 v8, v2", K16, r_cvt32, NULL, 3, 0 },
	{ "v_pk_add_f16", "v_pk_add_f16 v8, v2, v4", KPK, r_pkadd, NULL, 3, 2 },
	{ "v_pk_mul_f16 op_sel/neg", "v_pk_mul_f16 v8, v2, v4 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1]",
	  KPK, r_pkmul_mods, NULL, 3, 2 },
	{ "v_pk_fma_f16", "v_pk_fma_f16 v8, v2, v4, v6", KPK, r_pkfma, NULL, 3, 2 },
	{ "v_pk_fma_f16 op_sel/neg/clamp",
	  "v_pk_fma_f16 v8, v2, v4, v6 op_sel:[0,0,1] op_sel_hi:[1,1,0] neg_lo:[0,1,0] clamp",
	  KPK, r_pkfma_mods, NULL, 3, 2 },
	{ "v_add_f64", "v_add_f64 v[8:9], v[2:3], v[4:5]", K64, r_add64, NULL, 3, 0 },
	{ "v_mul_f64", "v_mul_f64 v[8:9], v[2:3], v[4:5]", K64, r_mul64, NULL, 3, 0 },
	{ "v_fma_f64", "v_fma_f64 v[8:9], v[2:3], v[4:5], v[6:7]", K64, r_fma64, NULL, 3, 0 },
	{ "v_add_f64 -a |b|", "v_add_f64 v[8:9], -v[2:3], |v[4:5]|", K64, r_addmod64, NULL, 3, 0 },
	{ "v_add_f64 literal 1.5", "v_add_f64 v[8:9], v[2:3], 1.5", K64, r_addlit64, NULL, 3, 0 },
	{ "v_fma_f64 constants mul:2", "v_fma_f64 v[8:9], v[2:3], 2.0, -4.0 mul:2", K64, r_fmaconst64, NULL, 3, 0 },
	{ "v_mul_f64 denorm mode 0", "v_mul_f64 v[8:9], v[2:3], v[4:5]", K64, r_mul64,
	  "\t.amdhsa_float_denorm_mode_16_64 0\n", 0, 0 },
};

static uint32_t xs_state = 12345;

static uint32_t xs(void) { return emu_xs(&xs_state); }

static const uint16_t h_edges[] = {
	0x0000, 0x8000, 0x3c00, 0xbc00, 0x3555, 0x7bff, 0xfbff, 0x0400, 0x8400, 0x0001, 0x03ff,
	0x8001, 0x7c00, 0xfc00, 0x7e00, 0x3c01, 0x4248, 0x7800, 0x0200, 0x1400, 0x3800, 0xc000,
};

static uint16_t rnd_h(unsigned int i)
{
	if (i < sizeof(h_edges) / 2 && xs() % 2)
		return h_edges[i];
	if (xs() % 4 == 0)
		return h_edges[xs() % (sizeof(h_edges) / 2)];
	/* mostly moderate exponents, so sums and products stay finite */
	return (uint16_t)((xs() & 0x83ff) | (0x1800 + (xs() % 0x4000 & 0x3c00)));
}

static uint64_t rnd_d(unsigned int i)
{
	static const uint64_t edges[] = {
		0, 1ull << 63, 0x3ff0000000000000ull, 0xbff8000000000000ull, 0x000fffffffffffffull,
		0x0000000000000001ull, 0x8010000000000000ull, 0x7ff0000000000000ull, 0x7ff8000000000000ull,
		0x7fefffffffffffffull, 0x0010000000000000ull, 0x4008000000000000ull, 0x400921fb54442d18ull,
		0x3ca0000000000000ull, 0x0020000000000001ull,
	};

	if (i < sizeof(edges) / 8 && xs() % 2)
		return edges[i];
	return (((uint64_t)xs() << 32 | xs()) & 0x800fffffffffffffull) |
	       (uint64_t)(0x3c0 + xs() % 0x80) << 52;
}

static void fill(struct emu_env *e, int kind)
{
	uint64_t *in = (uint64_t *)emu_in(e);

	for (unsigned int k = 0; k < 3; k++)
		for (unsigned int i = 0; i < NL; i++) {
			uint64_t v;

			switch (kind) {
			case K16: v = (uint64_t)xs() << 16 | rnd_h(i); break;  /* high half is noise */
			case KPK: v = (uint64_t)rnd_h(i) << 16 | rnd_h((i + 7) % NL); break;
			case KF32: {
				static const uint32_t fe[] = { 0x3f800000, 0x477fe000, 0x477ff000, 0x477fefff, 0x33800000,
							       0x33000000, 0x33000001, 0x32ffffff, 0x00000001, 0x7f800000,
							       0xff800000, 0x7fc00000, 0x38800000, 0x387fc000, 0xc2c80000 };

				v = i < sizeof(fe) / 4 ? fe[i] : (xs() & 0x807fffff) | (0x30000000 + (xs() % 0x18000000 & 0x7f800000));
				break;
			}
			default: v = rnd_d(i); break;
			}
			in[k * NL + i] = v;
		}
}

static int h_same(uint16_t g, uint16_t w)
{
	return g == w || ((g & 0x7c00) == 0x7c00 && (g & 0x3ff) && (w & 0x7c00) == 0x7c00 && (w & 0x3ff));
}

static int d_same(uint64_t g, uint64_t w)
{
	uint64_t e = 0x7ff0000000000000ull, m = 0x000fffffffffffffull;

	return g == w || ((g & e) == e && (g & m) && (w & e) == e && (w & m));
}

static int f_same(uint32_t g, uint32_t w)
{
	return g == w || ((g & 0x7f800000) == 0x7f800000 && (g & 0x7fffff) &&
			  (w & 0x7f800000) == 0x7f800000 && (w & 0x7fffff));
}

static void run_fcase(struct emu_env *e, const struct fcase *fc)
{
	char body[2048];
	uint64_t *in = (uint64_t *)emu_in(e), *out = (uint64_t *)emu_out(e);
	int bad = 0;

	fill(e, fc->kind);
	memset(out, 0x55, NL * 8);
	snprintf(body, sizeof(body), EMU_CASE_KERNEL, fc->op);
	if (!emu_run_ok(e, fc->name, body, fc->kd, NL / 32, 32))
		return;
	g_denorm = fc->denorm;
	for (unsigned int i = 0; i < NL && bad < 3; i++) {
		uint64_t a = in[i], b = in[NL + i], c = in[2 * NL + i], w = fc->ref(a, b, c), g = out[i];
		int ok;

		if (fc->kind == K64)
			ok = d_same(g, w);
		else if (fc->out16)
			ok = g >> 32 == w >> 32 && h_same((uint16_t)g, (uint16_t)w) &&
			     (fc->out16 == 2 ? h_same((uint16_t)(g >> 16), (uint16_t)(w >> 16))
					     : (uint16_t)(g >> 16) == (uint16_t)(w >> 16));
		else
			ok = g >> 32 == w >> 32 && f_same((uint32_t)g, (uint32_t)w);
		if (!ok) {
			bad++;
			CHECK(0, "%s: %s lane %u: a=0x%llx b=0x%llx c=0x%llx -> 0x%016llx, expected 0x%016llx",
			      e->tname, fc->name, i, (unsigned long long)a, (unsigned long long)b,
			      (unsigned long long)c, (unsigned long long)g, (unsigned long long)w);
		}
	}
	g_denorm = 3;
	if (!bad)
		CHECK(1, "%s: %s (%d lanes)", e->tname, fc->name, NL);
}

static void test_fp_errors(struct emu_env *e)
{
	struct gs_error err = { 0 };
	enum gs_status st;

	st = emu_run(e, "\tv_mov_b32 v1, 0\n\tv_pk_add_f16 v2, 1.0, v1\n", NULL, 1, 32, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "constants in packed math are not emulated"),
	      "%s: packed math with a constant is refused: %s", e->tname, err.msg);
}

/* ---------------------------------------------------------------- main */

static void test_all(struct emu_env *e)
{
	test_hwid(e);
	test_clocks(e);
	test_scalar_errors(e);
	for (size_t i = 0; i < sizeof(fcases) / sizeof(fcases[0]); i++)
		run_fcase(e, &fcases[i]);
	test_fp_errors(e);
}

int main(void)
{
	return emu_main(test_all, "test_emu_ext");
}
