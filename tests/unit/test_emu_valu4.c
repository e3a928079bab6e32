// SPDX-License-Identifier: MIT
/*
 * The last VALU odds and ends on the emulator (helper "valu4"):
 *
 *   gfx942/gfx950 v_screen_partition_4se_b32: all 256 table entries
 *     against the guides' own derivation (SE of tile (x, y) is
 *     {x[5] ^ y[6], y[5] ^ x[6]}; the mask of SEs a rectangle of tiles
 *     covers), recomputed here, with junk in S0[31:8];
 *   gfx942/gfx950 v_exp_legacy_f32 / v_log_legacy_f32: the inputs whose
 *     result the guides' formula fixes (compared with exp2l/log2l within
 *     one ULP, exact where the result is exact), the VOP3 neg/abs
 *     modifiers, and the refusal of the special inputs, naming the lane
 *     and the value;
 *   gfx950 lone v_mfma_ld_scale_b32: refused with the CDNA4 guide's reason;
 *   gfx1100/gfx1201 v_illegal (llvm-mc-22's bytes): a fault "illegal
 *     instruction (emulated)" naming the PC.
 */
#include <math.h>

#include "harness.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"

#define KD9 "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n"

static int have_llvm;

static uint32_t fu(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float uf(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

/* out[i] = op(in[i]) over 64 lanes a workgroup (gfx9 wave64) */
static enum gs_status run9(struct emu_env *e, const char *op, unsigned int groups, struct gs_error *err)
{
	char body[1024];

	snprintf(body, sizeof(body),
		 "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		 "\ts_lshl_b32 s3, s2, 6\n"
		 "\tv_add_u32 v1, s3, v0\n"
		 "\tv_lshlrev_b32 v1, 2, v1\n"
		 "\ts_waitcnt lgkmcnt(0)\n"
		 "\tglobal_load_dword v2, v1, s[4:5]\n"
		 "\ts_waitcnt vmcnt(0)\n"
		 "\t%s\n"
		 "\tglobal_store_dword v1, v3, s[6:7]\n", op);
	memset(err, 0, sizeof(*err));
	memset(emu_out(e), 0, EMU_BUF);
	return emu_run(e, body, KD9, groups, 64, err);
}

/* ---------------------------------------------------------------- screen partition */

/* The guides' derivation: S0[7:0] = {x_min[6:5], y_min[6:5], x_max[6:5],
 * y_max[6:5]}; tiles from min to max, wrapping modulo 4. */
static uint32_t screen_ref(uint32_t s)
{
	unsigned int x0 = s >> 6 & 3, y0 = s >> 4 & 3, x1 = s >> 2 & 3, y1 = s & 3, m = 0;

	for (unsigned int x = x0;; x = (x + 1) & 3) {
		for (unsigned int y = y0;; y = (y + 1) & 3) {
			unsigned int se = ((x & 1) ^ (y >> 1)) << 1 | ((y & 1) ^ (x >> 1));

			m |= 1u << se;
			if (y == y1)
				break;
		}
		if (x == x1)
			break;
	}
	return m;
}

static void t_screen(struct emu_env *e)
{
	uint32_t *in = emu_in(e), *out = emu_out(e), seed = 0x5eed4u;
	struct gs_error err;
	unsigned int bad = 0, first = 0;

	for (unsigned int i = 0; i < 256; i++)
		in[i] = i | (emu_xs(&seed) & 0xffffff00u);  /* only S0[7:0] selects */
	if (!CHECK(run9(e, "v_screen_partition_4se_b32 v3, v2", 4, &err) == GS_OK, "%s: v_screen_partition_4se_b32 runs (%s)",
		   e->tname, err.msg))
		return;
	for (unsigned int i = 0; i < 256; i++)
		if (out[i] != screen_ref(i) && !bad++)
			first = i;
	CHECK(!bad, "%s: v_screen_partition_4se_b32: all 256 entries are the SE masks the guides derive (%u wrong; first %u: 0x%x want 0x%x)",
	      e->tname, bad, first, out[first], screen_ref(first));
}

/* ---------------------------------------------------------------- legacy exp/log */

/* |got - want| within one ULP of the f32 result (exact when want is) */
static int ulp1(uint32_t got, long double want)
{
	float w = (float)want;
	long double ulp;

	if (!isfinite(w))
		return 0;
	if ((long double)w == want)
		return got == fu(w);
	ulp = ldexpl(1.0L, ilogbl(want) - 23);
	return fabsl((long double)uf(got) - want) <= ulp;
}

static void t_legacy_values(struct emu_env *e, int log)
{
	const char *op = log ? "v_log_legacy_f32 v3, v2" : "v_exp_legacy_f32 v3, v2";
	uint32_t *in = emu_in(e), *out = emu_out(e), seed = log ? 0x10cu : 0xe4bu;
	/* edges inside the defined domain, then random ones */
	static const uint32_t exp_edge[] = { 0x00000000, 0x80000000, 0x00000001, 0x807fffff, 0x3f800000, 0xc2fc0000,
					     0x42fffffe, 0x42ffffff, 0xbf000000, 0x3f000000, 0x41200000, 0xc2f00001 };
	static const uint32_t log_edge[] = { 0x3f800000, 0x00800000, 0x7f7fffff, 0x40000000, 0x3f000000, 0x4b800000,
					     0x3f800001, 0x3f7fffff, 0x00ffffff, 0x42c80000 };
	const uint32_t *edge = log ? log_edge : exp_edge;
	unsigned int ne = log ? sizeof(log_edge) / 4 : sizeof(exp_edge) / 4, bad = 0, first = 0;
	struct gs_error err;

	for (unsigned int i = 0; i < 128; i++) {
		float x;

		if (i < ne) {
			in[i] = edge[i];
			continue;
		}
		if (log)  /* a positive normal: exponent field 1..254 */
			in[i] = (emu_xs(&seed) % 254 + 1) << 23 | (emu_xs(&seed) & 0x7fffff);
		else {  /* x in [-126, 128) */
			x = -126.0f + 254.0f * (float)(emu_xs(&seed) >> 8) / 16777216.0f;
			in[i] = fu(x);
		}
	}
	if (!CHECK(run9(e, op, 2, &err) == GS_OK, "%s: %s on the defined inputs runs (%s)", e->tname, op, err.msg))
		return;
	for (unsigned int i = 0; i < 128; i++) {
		long double x = (long double)uf(in[i]);
		long double want = log ? log2l(x) : (!(in[i] & 0x7f800000) ? 1.0L : exp2l(x));

		if (!ulp1(out[i], want) && !bad++)
			first = i;
	}
	CHECK(!bad, "%s: %s within 1 ULP of long-double %s on 128 lanes (%u wrong; first: in 0x%08x got 0x%08x)", e->tname,
	      op, log ? "log2l" : "exp2l", bad, in[first], out[first]);
}

/* VOP3 neg/abs reach the legacy ops: log2(|-x|), exp2(-x) */
static void t_legacy_mods(struct emu_env *e)
{
	uint32_t *in = emu_in(e), *out = emu_out(e);
	struct gs_error err;
	unsigned int bad = 0;

	for (unsigned int i = 0; i < 64; i++)
		in[i] = fu(-(float)(i + 1) * 0.75f);  /* negative: only |x| is a log input */
	if (CHECK(run9(e, "v_log_legacy_f32_e64 v3, |v2|", 1, &err) == GS_OK, "%s: v_log_legacy_f32 |v2| runs (%s)",
		  e->tname, err.msg)) {
		for (unsigned int i = 0; i < 64; i++)
			bad += !ulp1(out[i], log2l(fabsl((long double)uf(in[i]))));
		CHECK(!bad, "%s: v_log_legacy_f32 |x| = log2(|x|) (%u lanes wrong)", e->tname, bad);
	}
	bad = 0;
	if (CHECK(run9(e, "v_exp_legacy_f32_e64 v3, -v2", 1, &err) == GS_OK, "%s: v_exp_legacy_f32 -v2 runs (%s)",
		  e->tname, err.msg)) {
		for (unsigned int i = 0; i < 64; i++)
			bad += !ulp1(out[i], exp2l(-(long double)uf(in[i])));
		CHECK(!bad, "%s: v_exp_legacy_f32 -x = 2^-x (%u lanes wrong)", e->tname, bad);
	}
}

/* the special inputs stay refused, naming the instruction, lane and value */
static void t_legacy_refused(struct emu_env *e)
{
	static const struct { const char *op; uint32_t x; } r[] = {
		{ "v_log_legacy_f32 v3, v2", 0x00000000 },  /* log(0): -inf or -max_float? */
		{ "v_log_legacy_f32 v3, v2", 0x80000000 },
		{ "v_log_legacy_f32 v3, v2", 0xbf800000 },  /* negative */
		{ "v_log_legacy_f32 v3, v2", 0x00000001 },  /* denormal: flushed or not? */
		{ "v_log_legacy_f32 v3, v2", 0x7f800000 },
		{ "v_log_legacy_f32 v3, v2", 0x7fc00000 },
		{ "v_exp_legacy_f32 v3, v2", 0x7f800000 },
		{ "v_exp_legacy_f32 v3, v2", 0xff800000 },
		{ "v_exp_legacy_f32 v3, v2", 0x7fc00000 },
		{ "v_exp_legacy_f32 v3, v2", 0x43000000 },  /* 128: 2^128 overflows */
		{ "v_exp_legacy_f32 v3, v2", 0xc2fe0000 },  /* -127: a denormal result */
	};
	uint32_t *in = emu_in(e);

	for (size_t i = 0; i < sizeof(r) / sizeof(r[0]); i++) {
		struct gs_error err;
		enum gs_status st;
		char val[40];

		for (unsigned int l = 0; l < 64; l++)
			in[l] = l < 5 ? 0x3f800000u : r[i].x;  /* lanes 0-4 fine, lane 5 the first special */
		st = run9(e, r[i].op, 1, &err);
		snprintf(val, sizeof(val), "lane 5's input 0x%08x", r[i].x);
		CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, r[i].op[2] == 'l' ? "v_log_legacy_f32" : "v_exp_legacy_f32") && strstr(err.msg, val) &&
			      strstr(err.msg, "legacy semantics") && strstr(err.msg, "not emulated"),
		      "%s: '%s' on 0x%08x refused naming lane and value (%d: %s)", e->tname, r[i].op, r[i].x, st, err.msg);
	}
}

/* ---------------------------------------------------------------- ld_scale, v_illegal */

static void t_ld_scale(struct emu_env *e)
{
	struct gs_error err = { 0 };
	enum gs_status st = emu_run(e, "\tv_mfma_ld_scale_b32 v20, v21\n\tv_mov_b32 v1, 0\n", KD9, 1, 64, &err);

	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "v_mfma_ld_scale_b32 not followed by a v_mfma_scale_f32_") &&
		      strstr(err.msg, "4-dword scaled MFMA") && !strstr(err.msg, "does not execute yet"),
	      "%s: a lone v_mfma_ld_scale_b32 is refused with the CDNA4 guide's reason (%d: %s)", e->tname, st, err.msg);
}

static void t_illegal(struct emu_env *e)
{
	struct enc b;
	char body[256], hx[64], pc[32];
	struct gs_error err = { 0 };
	enum gs_status st;

	if (!have_llvm) {
		CHECK(1, "%s: v_illegal # SKIP llvm-mc-22 not found", e->tname);
		return;
	}
	if (!CHECK(lo_llvm_asm(e->tname, 0, "v_illegal", &b) && b.n == 4, "%s: llvm-mc-22 encodes v_illegal", e->tname))
		return;
	lo_hex(&b, hx, sizeof(hx));
	/* two instructions first: v_illegal sits at PC 8 of the kernel */
	snprintf(body, sizeof(body), "\ts_mov_b32 s8, 1\n\ts_mov_b32 s9, 2\n\t.byte %s\n\ts_mov_b32 s10, 3\n", hx);
	st = emu_run(e, body, NULL, 1, 32, &err);
	/* the kernel is 256-byte aligned: its third dword's PC ends in 08 */
	snprintf(pc, sizeof(pc), "08: v_illegal: ");
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "illegal instruction (emulated)") && strstr(err.msg, pc) &&
		      strstr(err.msg, "ILLEGAL_INST") && strstr(err.msg, "at PC 0x"),
	      "%s: v_illegal faults the wave as an illegal instruction, naming the PC (%d: %s)", e->tname, st, err.msg);
}

static void tests(struct emu_env *e)
{
	if (e->gen != 9) {
		t_illegal(e);
		return;
	}
	t_screen(e);
	t_legacy_values(e, 0);
	t_legacy_values(e, 1);
	t_legacy_mods(e);
	t_legacy_refused(e);
	if (!strcmp(e->tname, "gfx950"))
		t_ld_scale(e);
}

int main(void)
{
	int st, rc;
	char *o = tu_run("command -v llvm-mc-22", &st);

	have_llvm = o && st == 0 && *o && tu_tmpdir(lo_dir, sizeof(lo_dir));
	free(o);
	rc = emu_main_on("gfx1100 gfx1201 gfx942 gfx950", tests, "test_emu_valu4.s");
	lo_cleanup();
	return rc;
}
