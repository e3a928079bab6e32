// SPDX-License-Identifier: MIT
/*
 * MODE.FP16_OVFL in the f32 -> fp8/bf8 conversions (exec_cvt.c, and
 * gfx950's scaled ones in exec_scale.c).  The rule, from the RDNA4 guide
 * (section 7.6.2, p.89) and the CDNA4 guide (section 7.3, the same table;
 * scaled conversions: "to F8 does" support FP16_OVFL):
 *
 *   source               FP8 OVFL=1  FP8 OVFL=0  BF8 OVFL=1  BF8 OVFL=0
 *   NaN                  NaN         NaN         NaN         NaN
 *   +-Inf                +-max E4M3  NaN         +-max E5M2  +-Inf
 *   beyond max FP8       +-max E4M3  NaN         +-max E5M2  +-Inf
 *
 * max E4M3 = 448 (0x7e), max E5M2 = 57344 (0x7b).  Each kernel converts
 * one value a lane with FP16_OVFL from the kernel descriptor
 * (.amdhsa_fp16_overflow), reads the bit back with s_getreg, flips it with
 * s_setreg_b32 and converts again.  Expected codes are written below by hand
 * (nearest even for pk, truncation for sr with a zero random dword), on
 * gfx1201 and gfx950 (plus the scaled forms from f32 and f16 at scale 1.0);
 * gfx942's FNUZ conversions ignore the bit (the emulator's choice: no
 * CDNA3 guide text for it was found), checked as "the same codes either way".
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"

#define N_ -1  /* a NaN of the format */
#define SK -2  /* not checked: the guides leave it open (sr of a value that truncates to max) */

/* f32 source; fp8 pk (ovfl 0, 1), bf8 pk, fp8 sr, bf8 sr */
static const struct c32 {
	uint32_t x;
	int f8[2], b8[2], f8sr[2], b8sr[2];
} c32[] = {
	{ 0x49742400, { N_, 0x7e }, { 0x7c, 0x7b }, { N_, 0x7e }, { 0x7c, 0x7b } },   /* 1e6 */
	{ 0xc9742400, { N_, 0xfe }, { 0xfc, 0xfb }, { N_, 0xfe }, { 0xfc, 0xfb } },   /* -1e6 */
	{ 0x7f800000, { N_, 0x7e }, { 0x7c, 0x7b }, { N_, 0x7e }, { 0x7c, 0x7b } },   /* +inf */
	{ 0xff800000, { N_, 0xfe }, { 0xfc, 0xfb }, { N_, 0xfe }, { 0xfc, 0xfb } },   /* -inf */
	{ 0x7fc00000, { N_, N_ }, { N_, N_ }, { N_, N_ }, { N_, N_ } },               /* NaN */
	{ 0xffc00000, { N_, N_ }, { N_, N_ }, { N_, N_ }, { N_, N_ } },               /* -NaN */
	{ 0x43e00000, { 0x7e, 0x7e }, { 0x5f, 0x5f }, { 0x7e, 0x7e }, { 0x5f, 0x5f } }, /* 448 */
	{ 0xc3e00000, { 0xfe, 0xfe }, { 0xdf, 0xdf }, { 0xfe, 0xfe }, { 0xdf, 0xdf } }, /* -448 */
	{ 0x43e80000, { 0x7e, 0x7e }, { 0x5f, 0x5f }, { 0x7e, 0x7e }, { 0x5f, 0x5f } }, /* 464: tie to 448 */
	{ 0x43f00000, { N_, 0x7e }, { 0x60, 0x60 }, { N_, 0x7e }, { 0x5f, 0x5f } },   /* 480 */
	{ 0x47600000, { N_, 0x7e }, { 0x7b, 0x7b }, { N_, 0x7e }, { 0x7b, 0x7b } },   /* 57344 */
	{ 0x47700000, { N_, 0x7e }, { 0x7c, 0x7b }, { N_, 0x7e }, { SK, SK } },       /* 61440: bf8 tie up */
	{ 0x7f7fffff, { N_, 0x7e }, { 0x7c, 0x7b }, { N_, 0x7e }, { 0x7c, 0x7b } },   /* FLT_MAX */
	{ 0x3f800000, { 0x38, 0x38 }, { 0x3c, 0x3c }, { 0x38, 0x38 }, { 0x3c, 0x3c } }, /* 1 */
	{ 0xbf000000, { 0xb0, 0xb0 }, { 0xb8, 0xb8 }, { 0xb0, 0xb0 }, { 0xb8, 0xb8 } }, /* -0.5 */
};

/* f16 source (gfx950 v_cvt_scalef32_pk_{fp8,bf8}_f16): fp8, bf8 by ovfl */
static const struct c16 {
	uint16_t x;
	int f8[2], b8[2];
} c16[] = {
	{ 0x7c00, { N_, 0x7e }, { 0x7c, 0x7b } },     /* +inf */
	{ 0xfc00, { N_, 0xfe }, { 0xfc, 0xfb } },     /* -inf */
	{ 0x63d0, { N_, 0x7e }, { 0x64, 0x64 } },     /* 1000 */
	{ 0x7bff, { N_, 0x7e }, { 0x7c, 0x7b } },     /* 65504: bf8 rounds past max */
	{ 0x7e00, { N_, N_ }, { N_, N_ } },           /* NaN */
	{ 0x3c00, { 0x38, 0x38 }, { 0x3c, 0x3c } },   /* 1 */
};

#define N32 (sizeof(c32) / sizeof(c32[0]))
#define N16 (sizeof(c16) / sizeof(c16[0]))
#define NK 10  /* results per pass (below); pass 2 at NK + k, MODE bit 23 at 2 * NK */

/* One pass: results k = 0..NK-1 in v10..v19 (v2 f32, v3 zero seed, v4 scale
 * 1.0, v5 f16 pair); the scaled ones only on gfx950. */
static const char pass[] =
	"\tv_mov_b32 v10, 0\n\tv_mov_b32 v11, 0\n\tv_mov_b32 v12, 0\n\tv_mov_b32 v13, 0\n"
	"\tv_mov_b32 v14, 0\n\tv_mov_b32 v15, 0\n\tv_mov_b32 v16, 0\n\tv_mov_b32 v17, 0\n"
	"\tv_mov_b32 v18, 0\n\tv_mov_b32 v19, 0\n"
	"\tv_cvt_pk_fp8_f32 v10, v2, v2\n"
	"\tv_cvt_pk_bf8_f32 v11, v2, v2\n"
	"\tv_cvt_sr_fp8_f32 v12, v2, v3\n"
	"\tv_cvt_sr_bf8_f32 v13, v2, v3\n"
	"%s";
static const char scaled[] =
	"\tv_cvt_scalef32_pk_fp8_f32 v14, v2, v2, v4\n"
	"\tv_cvt_scalef32_pk_bf8_f32 v15, v2, v2, v4\n"
	"\tv_cvt_scalef32_sr_fp8_f32 v16, v2, v3, v4\n"
	"\tv_cvt_scalef32_sr_bf8_f32 v17, v2, v3, v4\n"
	"\tv_cvt_scalef32_pk_fp8_f16 v18, v5, v4\n"
	"\tv_cvt_scalef32_pk_bf8_f16 v19, v5, v4\n";

static int is_nan(int bf8, uint32_t c)
{
	return bf8 ? (c & 0x7c) == 0x7c && (c & 3) : (c & 0x7f) == 0x7f;
}

static int code_ok(int want, int bf8, uint32_t got)
{
	return want == SK || (want == N_ ? is_nan(bf8, got) : got == (uint32_t)want);
}

/* Result r of kind k (pk: both bytes; sr: byte 0) against want. */
static int result_ok(unsigned int k, int want, int bf8, uint32_t r)
{
	int pk = k == 0 || k == 1 || k == 4 || k == 5 || k == 8 || k == 9;

	if (pk && (r >> 16 || (r & 0xff) != (r >> 8 & 0xff)))
		return want == SK;
	if (!pk && r >> 8)
		return 0;
	return code_ok(want, bf8, r & 0xff);
}

static int run_kd(struct emu_env *e, int ovfl)
{
	int g9 = e->gen == 9, g950 = !strcmp(e->tname, "gfx950");
	unsigned int lanes = e->wave64 ? 64 : 32;
	char p1[2048], body[8192], kd[160];
	size_t n;

	snprintf(p1, sizeof(p1), pass, g950 ? scaled : "");
	n = (size_t)snprintf(body, sizeof(body),
			     "\t%s s[4:7], s[0:1], 0x0\n"
			     "\tv_lshlrev_b32 v1, 2, v0\n"
			     "\tv_add_%s v7, 0xa00, v1\n"          /* pass 2's results: gfx9 offsets stop at 4095 */
			     "\tWAIT_KM\n"
			     "\t%s v2, v1, s[4:5]\n"
			     "\t%s v5, v1, s[4:5] offset:256\n"
			     "\tv_mov_b32 v3, 0\n"
			     "\tv_mov_b32 v4, 1.0\n"
			     "\tWAIT_LOAD\n"
			     "%s"
			     "\ts_getreg_b32 s9, hwreg(1, 23, 1)\n"
			     "\ts_mov_b32 s8, %d\n"
			     "\ts_setreg_b32 hwreg(1, 23, 1), s8\n",
			     g9 ? "s_load_dwordx4" : "s_load_b128", g9 ? "u32" : "nc_u32", g9 ? "global_load_dword" : "global_load_b32",
			     g9 ? "global_load_dword" : "global_load_b32", p1, !ovfl);
	for (int k = 0; k < NK; k++)
		n += (size_t)snprintf(body + n, sizeof(body) - n, "\t%s v1, v%d, s[6:7] offset:%d\n",
				      g9 ? "global_store_dword" : "global_store_b32", 10 + k, 256 * k);
	n += (size_t)snprintf(body + n, sizeof(body) - n, "%s", p1);
	for (int k = 0; k < NK; k++)
		n += (size_t)snprintf(body + n, sizeof(body) - n, "\t%s v7, v%d, s[6:7] offset:%d\n",
				      g9 ? "global_store_dword" : "global_store_b32", 10 + k, 256 * k);
	snprintf(body + n, sizeof(body) - n, "\tv_mov_b32 v6, s9\n\t%s v7, v6, s[6:7] offset:%d\n",
		 g9 ? "global_store_dword" : "global_store_b32", 256 * NK);
	snprintf(kd, sizeof(kd), "%s\t.amdhsa_fp16_overflow %d\n", g9 ? "\t.amdhsa_accum_offset 32\n" : "", ovfl);
	memset(emu_out(e), 0x55, 256 * (2 * NK + 1));
	return emu_run_ok(e, ovfl ? "conversions with .amdhsa_fp16_overflow 1" : "conversions with .amdhsa_fp16_overflow 0",
			  body, kd, lanes, lanes);
}

/* Lane l of the f32 / f16 table, or 1.0 beyond it. */
static void fill(struct emu_env *e)
{
	uint32_t *in = emu_in(e);

	for (unsigned int l = 0; l < 64; l++) {
		uint16_t h = l < N16 ? c16[l].x : 0x3c00;

		in[l] = l < N32 ? c32[l].x : 0x3f800000;
		in[64 + l] = h | (uint32_t)h << 16;
	}
}

/* Pass p (0: the descriptor's bit, 1: flipped) of a run with bit kd_ovfl. */
static void check_pass(struct emu_env *e, int kd_ovfl, int p, int g950)
{
	const uint32_t *out = emu_out(e);
	int ovfl = p ? !kd_ovfl : kd_ovfl, bad = 0;
	unsigned int nk = g950 ? NK : 4;

	for (unsigned int k = 0; k < nk; k++) {
		unsigned int rows = k >= 8 ? N16 : N32, kind = k >= 4 && k < 8 ? k - 4 : k;

		for (unsigned int l = 0; l < rows && bad < 4; l++) {
			int bf8 = kind == 1 || kind == 3 || k == 9, want;
			uint32_t r = out[64 * (p * NK + k) + l];

			if (k >= 8)
				want = k == 8 ? c16[l].f8[ovfl] : c16[l].b8[ovfl];
			else
				want = kind == 0 ? c32[l].f8[ovfl] : kind == 1 ? c32[l].b8[ovfl]
				       : kind == 2 ? c32[l].f8sr[ovfl] : c32[l].b8sr[ovfl];
			if (!result_ok(k, want, bf8, r))
				bad += !CHECK(0, "%s: FP16_OVFL %d, result %u, lane %u (source 0x%x): 0x%x, want %s0x%x",
					      e->tname, ovfl, k, l, k >= 8 ? c16[l].x : c32[l].x, r,
					      want == N_ ? "a NaN, e.g. " : "", want == N_ ? (bf8 ? 0x7e : 0x7f) : want);
		}
	}
	CHECK(!bad, "%s: FP16_OVFL = %d (%s) in v_cvt_pk/sr_{fp8,bf8}_f32%s: overflow and infinity %s, NaN stays NaN",
	      e->tname, ovfl, p ? "set by s_setreg_b32" : "from .amdhsa_fp16_overflow",
	      g950 ? " and v_cvt_scalef32_{pk,sr}_{fp8,bf8}_{f32,f16}" : "",
	      ovfl ? "saturate to the largest finite value" : "give NaN (fp8) / infinity (bf8)");
}

static void tests(struct emu_env *e)
{
	int g950 = !strcmp(e->tname, "gfx950");

	fill(e);
	if (!strcmp(e->tname, "gfx942")) {  /* FNUZ: the bit changes nothing */
		const uint32_t *out = emu_out(e);
		int same = 1;

		if (!run_kd(e, 0))
			return;
		for (unsigned int k = 0; k < 4; k++)
			same &= !memcmp(out + 64 * k, out + 64 * (NK + k), 4 * N32);
		CHECK(out[0] == 0x8080 && out[64 * 2] == 0x80 && out[64 * 2 * NK] == 0,
		      "%s: FNUZ: 1e6 converts to NaN 0x80 (pk 0x%x, sr 0x%x) with MODE.FP16_OVFL = %u", e->tname, out[0],
		      out[64 * 2], out[64 * 2 * NK]);
		CHECK(same, "%s: FNUZ conversions give the same codes with FP16_OVFL 0 and 1 (the emulator's choice)",
		      e->tname);
		return;
	}
	for (int kd = 0; kd < 2; kd++) {
		if (!run_kd(e, kd))
			continue;
		CHECK(emu_out(e)[64 * 2 * NK] == (uint32_t)kd, "%s: s_getreg reads MODE.FP16_OVFL = %d from the descriptor (%u)",
		      e->tname, kd, emu_out(e)[64 * 2 * NK]);
		check_pass(e, kd, 0, g950);
		check_pass(e, kd, 1, g950);
	}
}

int main(void)
{
	return emu_main_on("gfx1201 gfx950 gfx942", tests, "fp8ovfl.s");
}
