// SPDX-License-Identifier: MIT
/*
 * VOP3 OPSEL on the emulator (gfx1100, gfx1151, gfx1201): the 16-bit halves
 * of VGPR operands (gfx11 spells them v1.h, gfx12 op_sel:[...]), the bits
 * llvm-mc-22 keeps on 32-bit operands (ignored), alignbit/alignbyte's shift
 * half, fp8 byte_sel / word selects and v_permlane16's FI/BOUND_CTRL.  Each
 * case runs one instruction of EMU_CASE_KERNEL on 32 lanes of random inputs;
 * the expected destination words are computed here in C (binary16 and fp8
 * by their definitions, the untouched half of the destination kept).  Edge
 * cases: NaN, infinities, denormals and clamp through v_fma_f16 halves.  A
 * gfx12 VOP3 encoding whose OPSEL llvm-mc-22 drops when it re-encodes
 * (v_add_f16_e64) stays refused.  gfx11's v_mov_b16 and v_swap_b16
 * (exec_mix.c) move and trade halves.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "fp_ref.h"
#include "fbits.h"
#include "emu_testutil.h"
#include "emu_case.h"

enum kind { F16, INT, F32A, FP8, EDGE };

static const struct ocase {
	const char *g11, *g12;  /* NULL: not an instruction of that generation */
	enum kind in;
} cases[] = {
	/* 0 */ { "v_fma_f16 v8.h, v2.h, v4.l, v6.h", "v_fma_f16 v8, v2, v4, v6 op_sel:[1,0,1,1]", F16 },
	/* 1 */ { "v_max3_f16 v8.l, v2.l, v4.h, v6.h", "v_max3_num_f16 v8, v2, v4, v6 op_sel:[0,1,1,0]", F16 },
	/* 2 */ { "v_mad_u16 v8.h, v2.h, v4.h, v6.l", "v_mad_u16 v8, v2, v4, v6 op_sel:[1,1,0,1]", INT },
	/* 3 */ { "v_med3_i16 v8.l, v2.h, v4.l, v6.h", "v_med3_i16 v8, v2, v4, v6 op_sel:[1,0,1,0]", INT },
	/* 4 */ { "v_add_nc_u16 v8.h, v2.h, v4.h", "v_add_nc_u16 v8, v2, v4 op_sel:[1,1,1]", INT },
	/* 5 */ { "v_sub_nc_i16 v8.l, v2.l, v4.h", "v_sub_nc_i16 v8, v2, v4 op_sel:[0,1,0]", INT },
	/* 6 */ { "v_mad_u32_u16 v8, v2.h, v4.l, v6 op_sel:[1,0,1,1]", "v_mad_u32_u16 v8, v2, v4, v6 op_sel:[1,0,1,1]", INT },
	/* 7 */ { "v_mad_i32_i16 v8, v2.l, v4.h, v6 op_sel:[0,1,1,1]", "v_mad_i32_i16 v8, v2, v4, v6 op_sel:[0,1,1,1]", INT },
	/* 8 */ { "v_pack_b32_f16 v8, v2.h, v4.l op_sel:[1,0,1]", "v_pack_b32_f16 v8, v2, v4 op_sel:[1,0,1]", F16 },
	/* 9 */ { "v_alignbit_b32 v8, v2, v4, v6.h", "v_alignbit_b32 v8, v2, v4, v6 op_sel:[0,0,1,0]", INT },
	/* 10 */ { "v_alignbyte_b32 v8, v2, v4, v6.h", "v_alignbyte_b32 v8, v2, v4, v6 op_sel:[0,0,1,0]", INT },
	/* 11 */ { "v_alignbit_b32 v8, v2, v4, v6.h op_sel:[1,1,1,1]", "v_alignbit_b32 v8, v2, v4, v6 op_sel:[1,1,1,1]", INT },
	/* 12 */ { "v_dot2_f16_f16 v8.h, v2, v4, v6.h", "v_dot2_f16_f16 v8, v2, v4, v6 op_sel:[0,0,1,1]", F16 },
	/* 13 */ { NULL, "v_maximum_f16 v8, v2, v4 op_sel:[1,0,1]", F16 },
	/* 14 */ { NULL, "v_cvt_f32_fp8_e64 v8, v2 byte_sel:2", FP8 },
	/* 15 */ { NULL, "v_cvt_f32_bf8_e64 v8, v2 byte_sel:3", FP8 },
	/* 16 */ { NULL, "v_cvt_pk_f32_fp8_e64 v[8:9], v2 op_sel:[1,0]", FP8 },
	/* 17 */ { NULL, "v_cvt_pk_fp8_f32 v8, v2, v4 op_sel:[0,0,1]", FP8 },
	/* 18 */ { "v_cvt_f32_f16_e64 v8, v2.h op_sel:[1,1]", NULL, F16 },
	/* 19 */ { "v_cvt_f16_f32_e64 v8.l, v2 op_sel:[1,0]", NULL, F32A },
	/* 20 */ { "s_mov_b32 s10, 0x89abcdef\n\ts_mov_b32 s11, 0x01234567\n\tv_permlane16_b32 v8, v2, s10, s11 op_sel:[1,1]",
		   "s_mov_b32 s10, 0x89abcdef\n\ts_mov_b32 s11, 0x01234567\n\tv_permlane16_b32 v8, v2, s10, s11 op_sel:[1,1]", INT },
	/* 21 */ { "v_fma_f16 v8.h, v2.l, v4.h, v6.l clamp", "v_fma_f16 v8, v2, v4, v6 op_sel:[0,1,0,1] clamp", EDGE },
	/* 22 */ { "v_fma_f16 v8.l, -v2.h, |v4.l|, v6.h", "v_fma_f16 v8, -v2, |v4|, v6 op_sel:[1,0,1,0]", EDGE },
	/* 23 */ { "v_min3_u16 v8.h, v2.h, v4.l, v6.h", "v_min3_u16 v8, v2, v4, v6 op_sel:[1,0,1,1]", INT },
};

#define NCASE (sizeof(cases) / sizeof(cases[0]))
#define OLD 0xdeadbeefu

static double lo16(uint32_t v) { return fp_h2d(v & 0xffff); }
static double hi16(uint32_t v) { return fp_h2d(v >> 16); }
static int32_t sx(uint32_t v) { return (int16_t)(v & 0xffff); }
static uint32_t keep_lo(uint32_t h) { return (OLD & 0xffffu) | (h & 0xffff) << 16; }
static uint32_t keep_hi(uint32_t h) { return (OLD & 0xffff0000u) | (h & 0xffff); }

/* OCP fp8 (RDNA4): e4m3 (bias 7, S.1111.111 NaN, no infinity) and e5m2 (bias 15, IEEE-like) */
static double fp8_dec(uint32_t b, int bf8)
{
	int s = b >> 7 & 1;
	double v;

	if (bf8) {
		int ex = b >> 2 & 31, m = b & 3;

		v = ex == 31 ? (m ? NAN : INFINITY) : ex ? (4 + m) * pow(2, ex - 17) : m * pow(2, -16);
	} else {
		int ex = b >> 3 & 15, m = b & 7;

		v = ex == 15 && m == 7 ? NAN : ex ? (8 + m) * pow(2, ex - 10) : m * pow(2, -9);
	}
	return s ? -v : v;
}

static double max3d(double a, double b, double c)
{
	double m = a > b ? a : b;

	return m > c ? m : c;
}

static int32_t med3i(int32_t a, int32_t b, int32_t c)
{
	int32_t mx = a > b ? (a > c ? a : c) : (b > c ? b : c), mn = a < b ? (a < c ? a : c) : (b < c ? b : c);

	return a + b + c - mx - mn;
}

static uint32_t umin3(uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t m = a < b ? a : b;

	return m < c ? m : c;
}

/* an f16 result with clamp: NaN and below 0 give 0, above 1 gives 1 */
static double clamp01(double v) { return isnan(v) ? 0.0 : v < 0 ? 0.0 : v > 1 ? 1.0 : v; }

/* expected v8 (*d) and v9 (*d2) of case n for lane l's inputs a, b, c */
static void expect(int n, unsigned int l, const uint32_t *in, uint32_t *d, uint32_t *d2)
{
	uint32_t a = in[2 * l], b = in[128 + 2 * l], c = in[256 + 2 * l];

	*d2 = OLD;
	switch (n) {
	case 0: *d = keep_lo(fp_d2h(hi16(a) * lo16(b) + hi16(c))); break;
	case 1: *d = keep_hi(fp_d2h(max3d(lo16(a), hi16(b), hi16(c)))); break;
	case 2: *d = keep_lo((a >> 16) * (b >> 16) + (c & 0xffff)); break;
	case 3: *d = keep_hi((uint32_t)med3i(sx(a >> 16), sx(b), sx(c >> 16))); break;
	case 4: *d = keep_lo((a >> 16) + (b >> 16)); break;
	case 5: *d = keep_hi((uint32_t)(sx(a) - sx(b >> 16))); break;
	case 6: *d = (a >> 16) * (b & 0xffff) + c; break;
	case 7: *d = (uint32_t)(sx(a) * sx(b >> 16)) + c; break;
	case 8: *d = (a >> 16) | (b & 0xffff) << 16; break;
	case 9: case 11: *d = (uint32_t)(((uint64_t)a << 32 | b) >> (c >> 16 & 31)); break;
	case 10: *d = (uint32_t)(((uint64_t)a << 32 | b) >> (8 * (c >> 16 & 3))); break;
	case 12: *d = keep_lo(fp_d2h(lo16(a) * lo16(b) + hi16(a) * hi16(b) + hi16(c))); break;
	case 13: *d = keep_lo(fp_d2h(hi16(a) > lo16(b) ? hi16(a) : lo16(b))); break;
	case 14: *d = fb((float)fp8_dec(a >> 16 & 0xff, 0)); break;
	case 15: *d = fb((float)fp8_dec(a >> 24, 1)); break;
	case 16:
		*d = fb((float)fp8_dec(a >> 16 & 0xff, 0));
		*d2 = fb((float)fp8_dec(a >> 24, 0));
		break;
	case 18: *d = fb((float)hi16(a)); break;
	case 19: *d = keep_hi(fp_d2h((double)bf(a))); break;
	case 20: *d = in[2 * ((l & ~15u) | (15 - (l & 15)))]; break;
	case 21: *d = keep_lo(fp_d2h(clamp01(lo16(a) * hi16(b) + lo16(c)))); break;
	case 22: *d = keep_hi(fp_d2h(-hi16(a) * fabs(lo16(b)) + hi16(c))); break;
	default: *d = keep_lo(umin3(a >> 16, b & 0xffff, c >> 16)); break;
	}
}

/* 16-bit values that stress the halves: zero, denormals, NaN, infinities */
static uint32_t edge16(uint32_t *st)
{
	static const uint16_t v[] = { 0x0000, 0x8000, 0x0001, 0x83ff, 0x0200, 0x7c00, 0xfc00, 0x7e00,
				      0xfd17, 0x3c00, 0xbc00, 0x7bff, 0x0400, 0x3800, 0x4400, 0x1400 };
	uint32_t r = emu_xs(st);

	if (r % 4 == 0)  /* a random finite value k/64 */
		return fp_d2h(((int)(r >> 8) % 2001 - 1000) / 64.0);
	return v[(r >> 4) % 16];
}

static void fill(enum kind k, uint32_t *in, uint32_t *st)
{
	for (unsigned int i = 0; i < 3 * 128; i++) {
		uint32_t lo, hi;

		switch (k) {
		case F16:  /* k/64, |k| <= 1000: exact in binary16, sums of products exact in double */
			lo = fp_d2h(((int)(emu_xs(st) % 2001) - 1000) / 64.0);
			hi = fp_d2h(((int)(emu_xs(st) % 2001) - 1000) / 64.0);
			in[i] = lo | hi << 16;
			break;
		case EDGE:
			lo = edge16(st);
			in[i] = lo | edge16(st) << 16;
			break;
		case F32A:
			in[i] = i % 2 ? emu_xs(st) : fb((float)((int)(emu_xs(st) % 200001) - 100000) / 37.0f);
			break;
		case FP8:
			in[i] = emu_xs(st);
			break;
		default:
			in[i] = emu_xs(st);
		}
	}
}

/* an f16 NaN in either half counts as any NaN there (payloads are not compared) */
static int same(uint32_t got, uint32_t want, int f16)
{
	if (got == want)
		return 1;
	if (!f16)
		return 0;
	for (unsigned int s = 0; s < 32; s += 16) {
		uint32_t g = got >> s & 0xffff, w = want >> s & 0xffff;

		if (g != w && !((g & 0x7c00) == 0x7c00 && (g & 0x3ff) && (w & 0x7c00) == 0x7c00 && (w & 0x3ff)))
			return 0;
	}
	return 1;
}

struct octx {
	size_t n;
	const uint8_t *f8;  /* case 17: the fp8 bytes the inputs were decoded from */
	unsigned int nan;   /* lanes whose wanted f16 result has a NaN half */
};

static int case_ok(void *ctx, const uint32_t *in, const uint32_t *out, unsigned int l, uint32_t *want)
{
	struct octx *o = ctx;
	size_t n = o->n;
	uint32_t d, d2;
	int f16 = cases[n].in == F16 || cases[n].in == EDGE;

	if (n == 17) {  /* the bytes the f32 inputs were decoded from */
		d = (OLD & 0xffff) | (uint32_t)o->f8[2 * l] << 16 | (uint32_t)o->f8[128 + 2 * l] << 24;
		d2 = OLD;
	} else {
		expect((int)n, l, in, &d, &d2);
	}
	if (cases[n].in == FP8 && n != 17)  /* a NaN fp8 decodes to any f32 NaN */
		for (unsigned int k = 0; k < 2; k++) {
			uint32_t w = k ? d2 : d, g = out[2 * l + k];

			if (isnan(bf(w)) && isnan(bf(g)))
				k ? (d2 = g) : (d = g);
		}
	o->nan += f16 && (((d >> 16 & 0x7c00) == 0x7c00 && (d >> 16 & 0x3ff)) || ((d & 0x7c00) == 0x7c00 && (d & 0x3ff)));
	*want = d;
	return same(out[2 * l], d, f16) && out[2 * l + 1] == d2;
}

static void test_cases(struct emu_env *e)
{
	uint32_t *in = emu_in(e), st = 20261130;
	uint8_t f8[256];
	char what[256];

	for (size_t n = 0; n < NCASE; n++) {
		const char *inst = e->gen == 12 ? cases[n].g12 : cases[n].g11;
		struct octx o = { n, f8, 0 };

		if (!inst)
			continue;
		fill(cases[n].in, in, &st);
		if (n == 17)  /* finite fp8 values exactly: encoding them gives the byte back */
			for (unsigned int i = 0; i < 256; i++) {
				f8[i] = emu_xs(&st) & 0xff;
				if ((f8[i] & 0x7f) == 0x7f)  /* not the NaNs */
					f8[i] ^= 1;
				in[i] = fb((float)fp8_dec(f8[i], 0));
			}
		emu_case_name(inst, what, sizeof(what));
		if (emu_case(e, inst, what, case_ok, &o) && n == 22)
			CHECK(o.nan > 0, "%s: '%s': some lanes give NaN (%u)", e->tname, what, o.nan);
	}
}

/* gfx12 v_add_f16_e64 with OPSEL set: llvm-mc-22 drops the bits (its VOP3
 * form of the VOP2 op has no op_sel), so the emulator does not guess (the
 * table-driven layer calls the bytes illegal today, the hand-shaped decoder
 * refuses them). */
static void test_dropped(struct emu_env *e)
{
	struct gs_error err = { 0 };
	enum gs_status st;

	if (e->gen != 12)
		return;
	st = emu_run(e, "\t.long 0xd5320808, 0x00020902", NULL, 1, 32, &err);
	CHECK(st != GS_OK && (strstr(err.msg, "not emulated") || strstr(err.msg, "illegal")),
	      "%s: v_add_f16_e64 with OPSEL bits llvm drops is refused (%s)", e->tname,
	      st ? err.msg : "ran");
}

/* gfx11's true16-only moves (llvm-mc-22 has neither on gfx12): v_mov_b16
 * (e32 with v.h, e64 with op_sel, a literal, an SGPR, an inline integer)
 * and v_swap_b16 between two VGPRs' halves and within one VGPR; v9 gets
 * the swapped source VGPR. */
static int move_ok(void *ctx, const uint32_t *in, const uint32_t *out, unsigned int l, uint32_t *want)
{
	uint32_t a = in[2 * l], d, d2 = OLD;

	switch (*(const size_t *)ctx) {
	case 0: d = keep_lo(a); break;
	case 1: d = keep_hi(a >> 16); break;
	case 2: d = keep_hi(0x1234); break;
	case 3: d = keep_lo(0x9876); break;
	case 4: d = keep_lo(0xffff); break;
	case 5: d = keep_lo(a); d2 = (a & 0xffff0000u) | OLD >> 16; break;
	case 6: d = a >> 16 | a << 16; break;
	default: d = (OLD & 0xffffu) | a >> 16 << 16; d2 = (a & 0xffffu) | OLD >> 16 << 16; break;
	}
	*want = d;
	return out[2 * l] == d && out[2 * l + 1] == d2;
}

static void test_move16(struct emu_env *e)
{
	static const char *const moves[] = {
		"v_mov_b16 v8.h, v2.l",
		"v_mov_b16_e64 v8.l, v2.h",
		"v_mov_b16 v8.l, 0x1234",
		"s_mov_b32 s10, 0xabcd9876\n\tv_mov_b16 v8.h, s10",
		"v_mov_b16_e64 v8.h, -1",
		"v_swap_b16 v8.h, v2.l\n\tv_mov_b32 v9, v2",
		"v_swap_b16 v2.l, v2.h\n\tv_mov_b32 v8, v2",
		"v_swap_b16 v8.l, v8.l\n\tv_swap_b16 v2.h, v8.h\n\tv_mov_b32 v9, v2",
	};
	uint32_t st = 5150;

	if (e->gen != 11)
		return;
	for (size_t n = 0; n < sizeof(moves) / sizeof(moves[0]); n++) {
		fill(INT, emu_in(e), &st);
		emu_case(e, moves[n], NULL, move_ok, &n);
	}
}

/* v_permlane16_b32's OPSEL[0] (FI) and OPSEL[1] (BOUND_CTRL) with lanes
 * 0-7 and 16-23 active, each reading lane 15 - l of its row (inactive):
 * FI reads it anyway; else BOUND_CTRL writes 0 and without it the lane
 * keeps its value (the RDNA3/RDNA4 guides' V_PERMLANE16_B32). */
static int permlane_ok(void *ctx, const uint32_t *in, const uint32_t *out, unsigned int l, uint32_t *want)
{
	unsigned int sel = *(const unsigned int *)ctx;

	*want = l % 16 >= 8 ? OLD : sel & 1 ? in[2 * ((l & ~15u) | (15 - (l & 15)))] : sel & 2 ? 0 : OLD;
	return out[2 * l] == *want;
}

static void test_permlane(struct emu_env *e)
{
	uint32_t st = 1234;
	char inst[300], what[120];

	for (unsigned int sel = 0; sel < 4; sel++) {
		fill(INT, emu_in(e), &st);
		snprintf(inst, sizeof(inst),
			 "s_mov_b32 s10, 0x89abcdef\n\ts_mov_b32 s11, 0x01234567\n\ts_mov_b32 exec_lo, 0x00ff00ff\n"
			 "\tv_permlane16_b32 v8, v2, s10, s11 op_sel:[%u,%u]\n\ts_mov_b32 exec_lo, -1", sel & 1, sel >> 1);
		snprintf(what, sizeof(what), "v_permlane16_b32 op_sel:[%u,%u] (FI, BOUND_CTRL) under EXEC 0x00ff00ff",
			 sel & 1, sel >> 1);
		emu_case(e, inst, what, permlane_ok, &sel);
	}
}

static void tests(struct emu_env *e)
{
	test_permlane(e);
	test_cases(e);
	test_dropped(e);
	test_move16(e);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1151 gfx1201", tests, "test_emu_opsel.s");
}
