// SPDX-License-Identifier: MIT
/*
 * true16 high halves on the emulator (gfx1100): 16-bit operands of VOP1/VOP2
 * naming vN.h (VGPR index bit 7 in the 32-bit encodings) and VOP3 op_sel.
 * Each case runs one instruction on random f16 pairs; the expected 32-bit
 * destination word is computed here in C (binary16 by its definition, the
 * untouched half of the destination kept).  The hand-shaped decoder's text
 * for each case's bytes is compared with llvm-mc-22 live, and on gfx1201,
 * where llvm-mc-22 calls the 32-bit .h encodings invalid, the decoder must
 * refuse them too.
 *
 * Integer clamp (VOP3 CLAMP on integer ops, gfx1100 and gfx1201): the
 * result saturates (unsigned to [0, 2^32-1], signed to the i32 range,
 * v_mad_u64_u32 to 2^64-1) while carry-outs stay the unclamped ones;
 * expected values computed here in C with 64-bit arithmetic.
 *
 * LDS direct load (lds_direct_load on gfx1100, ds_direct_load on gfx1201):
 * M0[15:0] the byte address, M0[18:16] the type (RDNA4 ISA section 12.4),
 * the value broadcast to every quad with an enabled lane, completion on
 * EXPcnt: reading the destination before an expcnt wait (or after only the
 * DS/LGKM wait) is a hazard the checker reports.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "fp_ref.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"
#include "isa/inst.h"
#include "decode_text.h"
#include "ref_encode.h"

static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float u2f(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }

/* halves of the inputs a (v2), b (v4), c (v6) */
#define AL fp_h2d(a & 0xffff)
#define AH fp_h2d(a >> 16)
#define BL fp_h2d(b & 0xffff)
#define BH fp_h2d(b >> 16)
#define CH fp_h2d(c >> 16)
#define KEEP_LO(h) ((old & 0xffffu) | (fp_d2h(h) << 16))
#define KEEP_HI(h) ((old & 0xffff0000u) | fp_d2h(h))

static uint32_t expect(int n, uint32_t a, uint32_t b, uint32_t c, uint32_t old)
{
	switch (n) {
	case 0: return KEEP_LO(AH + BL);
	case 1: return KEEP_HI(AH * BH);
	case 2: return KEEP_LO(AL + BH);
	case 3: return KEEP_LO(AH * BL + CH);
	case 4: return f2u((float)AH);
	case 5: return (old & 0xffffu) | fp_d2h(u2f(a)) << 16;
	case 6: return KEEP_LO(-AH * fabs(BL) * 2.0);
	case 7: return (a >> 16) | (b & 0xffff) << 16;
	case 8: return KEEP_LO(1.0 + BH);
	case 9: return KEEP_HI(AH + BH);
	default: return 0;
	}
}

static const char *const insts[] = {
	"v_add_f16 v8.h, v2.h, v4.l",
	"v_mul_f16 v8.l, v2.h, v4.h",
	"v_add_f16_e64 v8.h, v2.l, v4.h",
	"v_fma_f16 v8.h, v2.h, v4.l, v6.h",
	"v_cvt_f32_f16 v8, v2.h",
	"v_cvt_f16_f32 v8.h, v2",
	"v_mul_f16_e64 v8.h, -v2.h, |v4.l| mul:2",
	"v_pack_b32_f16 v8, v2.h, v4.l",
	"v_add_f16 v8.h, 1.0, v4.h",
	"v_add_f16_e64 v8.l, v2.h, v4.h",
};

#define NCASE (sizeof(insts) / sizeof(insts[0]))

/* random f16 values k/64, |k| <= 1000: exact in binary16 */
static uint32_t rnd_pair(uint32_t *st)
{
	uint32_t lo = fp_d2h(((int)(emu_xs(st) % 2001) - 1000) / 64.0);
	uint32_t hi = fp_d2h(((int)(emu_xs(st) % 2001) - 1000) / 64.0);

	return lo | hi << 16;
}

static void test_exec(struct emu_env *e)
{
	uint32_t *in = emu_in(e), *out = emu_out(e), st = 777;
	char body[2048];

	for (size_t n = 0; n < NCASE; n++) {
		unsigned int bad = 0, first = 0;
		uint32_t got1 = 0, want1 = 0;

		for (unsigned int i = 0; i < 3 * 128; i++)
			in[i] = rnd_pair(&st);
		if (n == 5)  /* a 32-bit float source */
			for (unsigned int l = 0; l < 32; l++)
				in[2 * l] = f2u((float)(((int)(emu_xs(&st) % 20001) - 10000) / 37.0));
		memset(out, 0, 512);
		snprintf(body, sizeof(body), EMU_CASE_KERNEL, insts[n]);
		if (!emu_run_ok(e, insts[n], body, NULL, 1, 32))
			continue;
		for (unsigned int l = 0; l < 32; l++) {
			uint32_t want = expect((int)n, in[2 * l], in[128 + 2 * l], in[256 + 2 * l], 0xdeadbeefu);

			if (out[2 * l] != want) {
				if (!bad++) {
					first = l;
					got1 = out[2 * l];
					want1 = want;
				}
			}
		}
		CHECK(!bad, "%s: '%s' on 32 lanes as computed in C (%u wrong; lane %u got 0x%08x want 0x%08x)", e->tname,
		      insts[n], bad, first, got1, want1);
	}
}

/* ------------------------------------------------ integer clamp */

static uint32_t usat(uint64_t v) { return v > UINT32_MAX ? UINT32_MAX : (uint32_t)v; }
static uint32_t ssat(int64_t v) { return (uint32_t)(v > INT32_MAX ? INT32_MAX : v < INT32_MIN ? INT32_MIN : v); }
static int64_t s24(uint32_t v) { return (int32_t)(v << 8) >> 8; }

static const char *const clamp_insts[] = {
	"v_add_nc_u32_e64 v8, v2, v4 clamp",
	"v_sub_nc_u32_e64 v8, v2, v4 clamp",
	"v_add_co_u32 v8, vcc_lo, v2, v4 clamp\n\tv_cndmask_b32_e64 v9, 0, 1, vcc_lo",
	"v_sub_co_u32 v8, vcc_lo, v2, v4 clamp\n\tv_cndmask_b32_e64 v9, 0, 1, vcc_lo",
	"v_cmp_gt_u32 vcc_lo, v6, v2\n\tv_add_co_ci_u32_e64 v8, vcc_lo, v2, v4, vcc_lo clamp\n\tv_cndmask_b32_e64 v9, 0, 1, vcc_lo",
	"v_cmp_gt_u32 vcc_lo, v6, v2\n\tv_sub_co_ci_u32_e64 v8, vcc_lo, v2, v4, vcc_lo clamp\n\tv_cndmask_b32_e64 v9, 0, 1, vcc_lo",
	"v_mad_u32_u24 v8, v2, v4, v6 clamp",
	"v_mad_i32_i24 v8, v2, v4, v6 clamp",
	"v_mul_u32_u24_e64 v8, v2, v4 clamp",
	"MAD64 v[8:9], s10, v2, v4, v[6:7] clamp",
	"v_add_nc_u32_e64 v8, v2, v4",
};

#define NCLAMP (sizeof(clamp_insts) / sizeof(clamp_insts[0]))

/* expected v8 (*lo) and v9 (*hi) of case n for lane inputs a, b, c (c2: v7) */
static void clamp_expect(int n, uint32_t a, uint32_t b, uint32_t c, uint32_t c2, uint32_t *lo, uint32_t *hi)
{
	uint32_t ci = c > a;
	uint64_t u;

	*hi = 0xdeadbeefu;
	switch (n) {
	case 0: *lo = usat((uint64_t)a + b); break;
	case 1: *lo = a < b ? 0 : a - b; break;
	case 2: *lo = usat((uint64_t)a + b); *hi = (uint64_t)a + b > UINT32_MAX; break;
	case 3: *lo = a < b ? 0 : a - b; *hi = b > a; break;
	case 4: u = (uint64_t)a + b + ci; *lo = usat(u); *hi = u > UINT32_MAX; break;
	case 5: *lo = (int64_t)a - b - ci < 0 ? 0 : a - b - ci; *hi = (int64_t)a - b - ci < 0; break;
	case 6: *lo = usat((uint64_t)(a & 0xffffff) * (b & 0xffffff) + c); break;
	case 7: *lo = ssat(s24(a) * s24(b) + (int32_t)c); break;
	case 8: *lo = usat((uint64_t)(a & 0xffffff) * (b & 0xffffff)); break;
	case 9: {
		uint64_t add = (uint64_t)c2 << 32 | c, p = (uint64_t)a * b, r = p + add;

		if (r < p)
			r = UINT64_MAX;
		*lo = (uint32_t)r;
		*hi = (uint32_t)(r >> 32);
		break;
	}
	default: *lo = a + b; break;
	}
}

static void test_clamp(struct emu_env *e)
{
	uint32_t *in = emu_in(e), *out = emu_out(e), st = 4242;
	char body[2048], inst[256];

	for (size_t n = 0; n < NCLAMP; n++) {
		unsigned int bad = 0, sat = 0, first = 0;
		uint32_t g1 = 0, w1 = 0;
		const char *p = clamp_insts[n];

		if (!strncmp(p, "MAD64", 5))
			snprintf(inst, sizeof(inst), "%s%s", e->gen == 12 ? "v_mad_co_u64_u32" : "v_mad_u64_u32", p + 5);
		else
			snprintf(inst, sizeof(inst), "%s", p);
		/* half the lanes small (no saturation), half anywhere in 32 bits */
		for (unsigned int i = 0; i < 3 * 128; i++) {
			uint32_t v = emu_xs(&st);

			in[i] = (i / 2) % 2 ? v : v & 0xfff;
		}
		memset(out, 0, 512);
		snprintf(body, sizeof(body), EMU_CASE_KERNEL, inst);
		for (char *q = inst; (q = strchr(q, '\n')) != NULL;)  /* one TAP line: "a; b" */
			memcpy(q, "; ", 2);
		if (!emu_run_ok(e, inst, body, NULL, 1, 32))
			continue;
		for (unsigned int l = 0; l < 32; l++) {
			uint32_t lo, hi, a = in[2 * l], b = in[128 + 2 * l], c = in[256 + 2 * l], c2 = in[256 + 2 * l + 1];

			clamp_expect((int)n, a, b, c, c2, &lo, &hi);
			sat += lo == UINT32_MAX || lo == 0 || lo == (uint32_t)INT32_MAX || lo == (uint32_t)INT32_MIN;
			if (out[2 * l] != lo || out[2 * l + 1] != hi) {
				if (!bad++) {
					first = l;
					g1 = out[2 * l];
					w1 = lo;
				}
			}
		}
		CHECK(!bad, "%s: '%s' on 32 lanes as computed in C (%u wrong; lane %u v8 got 0x%08x want 0x%08x)", e->tname,
		      inst, bad, first, g1, w1);
		if (n + 1 < NCLAMP && n != 9)
			CHECK(sat > 0 && sat < 32, "%s: '%s': the inputs reach the limits in some lanes only (%u)", e->tname,
			      inst, sat);
	}
}

/* ------------------------------------------------ LDS direct load */

/* LDS dword i = in[i]; then the direct load with M0 = m0 under EXEC exec_lo;
 * wait is the text between the load and the store of v8. */
static enum gs_status lds_direct_run(struct emu_env *e, uint32_t m0, uint32_t exec_lo, const char *wait,
				     struct gs_error *err)
{
	char body[2048];

	snprintf(body, sizeof(body),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n\t%s\n"
		 "\tglobal_load_b32 v3, v1, s[4:5]\n\t%s\n\tds_store_b32 v1, v3\n\t%s\n"
		 "\ts_mov_b32 m0, 0x%x\n\tv_mov_b32 v8, 0xdeadbeef\n\ts_mov_b32 exec_lo, 0x%x\n"
		 "\t%s v8\n%s\ts_mov_b32 exec_lo, -1\n\tglobal_store_b32 v1, v8, s[6:7]\n",
		 e->gen == 12 ? "s_wait_kmcnt 0" : "s_waitcnt lgkmcnt(0)",
		 e->gen == 12 ? "s_wait_loadcnt 0" : "s_waitcnt vmcnt(0)",
		 e->gen == 12 ? "s_wait_dscnt 0" : "s_waitcnt lgkmcnt(0)", m0, exec_lo,
		 e->gen == 12 ? "ds_direct_load" : "lds_direct_load", wait);
	memset(emu_out(e), 0, 512);
	return emu_run(e, body, "\t.amdhsa_group_segment_fixed_size 256", 1, 32, err);
}

static void test_lds_direct(struct emu_env *e)
{
	uint32_t *in = emu_in(e), *out = emu_out(e), st = 99;
	const char *expw = e->gen == 12 ? "\ts_wait_expcnt 0\n" : "\ts_waitcnt expcnt(0)\n";
	const char *dsw = e->gen == 12 ? "\ts_wait_dscnt 0\n" : "\ts_waitcnt lgkmcnt(0)\n";
	static const struct { unsigned int type, addr; uint32_t exec; } cases[] = {
		{ 2, 8, 0xffffffffu }, { 0, 12, 0xffffffffu }, { 1, 16, 0x00f00101u },
		{ 4, 20, 0x80000002u }, { 5, 24, 0x0000f000u }, { 2, 124, 0x11111111u },
	};
	struct gs_error err = { 0 };

	for (unsigned int i = 0; i < 64; i++)
		in[i] = emu_xs(&st) | 0x80808080u;  /* sign bits set in every byte and short */
	for (size_t n = 0; n < sizeof(cases) / sizeof(cases[0]); n++) {
		uint32_t m0 = cases[n].addr | cases[n].type << 16, raw = in[cases[n].addr / 4], v;
		unsigned int bad = 0;
		enum gs_status r = lds_direct_run(e, m0, cases[n].exec, expw, &err);

		if (!CHECK(r == GS_OK, "%s: direct load, M0 0x%x, EXEC 0x%08x runs (%s)", e->tname, m0, cases[n].exec,
			   r ? err.msg : "ok"))
			continue;
		switch (cases[n].type) {
		case 0: v = raw & 0xff; break;
		case 1: v = raw & 0xffff; break;
		case 4: v = (uint32_t)(int32_t)(int8_t)raw; break;
		case 5: v = (uint32_t)(int32_t)(int16_t)raw; break;
		default: v = raw; break;
		}
		for (unsigned int l = 0; l < 32; l++) {
			int quad_on = (cases[n].exec >> (l & ~3u) & 0xf) != 0;

			bad += out[l] != (quad_on ? v : 0xdeadbeefu);
		}
		CHECK(!bad, "%s: M0 0x%x (type %u at byte %u), EXEC 0x%08x: lanes of quads with an enabled lane hold 0x%08x, the others keep v8 (%u wrong)",
		      e->tname, m0, cases[n].type, cases[n].addr, cases[n].exec, v, bad);
	}
	/* completion on EXPcnt: no wait, or only the DS/LGKM one, is a hazard */
	CHECK(lds_direct_run(e, 2u << 16, 0xffffffffu, "", &err) == GS_ERR_HAZARD && strstr(err.msg, "v8"),
	      "%s: storing v8 right after the direct load is a hazard (%s)", e->tname, err.msg);
	CHECK(lds_direct_run(e, 2u << 16, 0xffffffffu, dsw, &err) == GS_ERR_HAZARD,
	      "%s: a DS/LGKM wait does not cover the direct load (%s)", e->tname, err.msg);
	CHECK(lds_direct_run(e, 3u << 16, 0xffffffffu, expw, &err) == GS_ERR_INVALID && strstr(err.msg, "M0[18:16]"),
	      "%s: data type 3 is refused (%s)", e->tname, err.msg);
	CHECK(lds_direct_run(e, 2u << 16 | 6, 0xffffffffu, expw, &err) == GS_ERR_INVALID && strstr(err.msg, "aligned"),
	      "%s: a misaligned address is refused (%s)", e->tname, err.msg);
	CHECK(lds_direct_run(e, 2u << 16 | 0xfff0, 0xffffffffu, expw, &err) == GS_ERR_FAULT,
	      "%s: an address past the workgroup's LDS faults (%s)", e->tname, err.msg);
}

/* The hand-shaped decoder's text for llvm-mc-22's bytes of each case. */
static void test_text(void)
{
	const struct gs_target *t11 = gs_target_find("gfx1100"), *t12 = gs_target_find("gfx1201");
	char ours[256], theirs[256];

	for (size_t n = 0; n < NCASE; n++) {
		struct enc b;
		struct gs_inst in = { 0 };  /* (filled by the decoder; zeroed so the compiler sees it set) */

		if (!CHECK(lo_llvm_asm("gfx1100", 0, insts[n], &b), "llvm-mc-22 assembles '%s'", insts[n]))
			continue;
		decode_text(t11, GS_DISASM_LLVM_DISASSEMBLER, b.b, b.n, &in, ours, sizeof(ours));
		lo_squash(ours);
		lo_llvm_disasm("gfx1100", 0, &b, theirs, sizeof(theirs));
		CHECK(ours[0] && !strcmp(ours, theirs), "gfx1100 decoder '%s' vs llvm-mc '%s'", ours, theirs);
		if (ours[0]) {
			uint8_t re[16];

			CHECK(ref_encode(GS_GEN_GFX11, &in, re) == b.n && !memcmp(re, b.b, b.n),
			      "gfx1100 re-encoding '%s' gives llvm-mc's bytes", ours);
		}
		/* the 32-bit .h encodings: invalid for llvm-mc-22 on gfx1201, refused */
		if (b.n == 4) {
			lo_llvm_disasm("gfx1201", 0, &b, theirs, sizeof(theirs));
			struct gs_decoded d;

			CHECK(gsi_decode_inst(t12, b.b, b.n, 0, &d) == 0 &&
			      ((!strstr(theirs, "_f16") && !strstr(theirs, "_f32")) || strstr(theirs, "Invalid register")),
			      "gfx1201 refuses the bytes of '%s' (llvm-mc: '%s')", insts[n], theirs);
		}
	}
}

/* lds_direct_load / ds_direct_load: bytes and text as llvm-mc-22 (hand-shaped path). */
static void test_ldsdir_text(void)
{
	static const struct { const char *t, *line; } lines[] = {
		{ "gfx1100", "lds_direct_load v1" }, { "gfx1100", "lds_direct_load v255 wait_vdst:15" },
		{ "gfx1201", "ds_direct_load v1" }, { "gfx1201", "ds_direct_load v200 wait_va_vdst:7 wait_vm_vsrc:1" },
		{ "gfx1201", "lds_direct_load v3 wait_vm_vsrc:1" },
	};

	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		const struct gs_target *t = gs_target_find(lines[i].t);
		struct enc a, b;
		struct gs_inst in = { 0 };  /* (filled by the decoder; zeroed so the compiler sees it set) */
		char ours[128] = "", theirs[128], diag[256];

		CHECK(lo_asm(t, 0, lines[i].line, &a, diag, sizeof(diag)) && lo_llvm_asm(lines[i].t, 0, lines[i].line, &b) &&
		      a.n == b.n && !memcmp(a.b, b.b, a.n), "%s '%s': bytes as llvm-mc (%s)", lines[i].t, lines[i].line, diag);
		decode_text(t, 0, b.b, 4, &in, ours, sizeof(ours));
		lo_squash(ours);
		lo_llvm_disasm(lines[i].t, 0, &b, theirs, sizeof(theirs));
		CHECK(ours[0] && !strcmp(ours, theirs), "%s: decoder '%s' vs llvm-mc '%s'", lines[i].t, ours, theirs);
	}
}

/* The checker sees a true16 vN.h operand (encoded as v(128 + N) in VOP1/VOP2)
 * as vN: reading v5.h while a load into v5 is in flight is a hazard. */
static void test_t16_hazard(struct emu_env *e)
{
	struct gs_error err = { 0 };
	enum gs_status st;

	st = emu_run(e, "\ts_load_b64 s[4:5], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n"
		     "\tv_mov_b32 v1, 0\n\tglobal_load_b32 v5, v1, s[4:5]\n"
		     "\tv_add_f16 v8.l, v5.h, v4.l\n\ts_waitcnt vmcnt(0)\n", NULL, 1, 32, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "v5") && strstr(err.msg, "global_load_b32"),
	      "gfx1100: reading v5.h before the load into v5 completes is a hazard: %s", err.msg);
	st = emu_run(e, "\ts_load_b64 s[4:5], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n"
		     "\tv_mov_b32 v1, 0\n\tglobal_load_b32 v5, v1, s[4:5]\n"
		     "\ts_waitcnt vmcnt(0)\n\tv_add_f16 v8.l, v5.h, v4.l\n", NULL, 1, 32, &err);
	CHECK(st == GS_OK, "gfx1100: ... and clean after the wait (%s)", st ? err.msg : "ok");
}

int main(void)
{
	struct emu_env e;
	int st = 0;
	char *v = tu_run(LLVM " --version 2>/dev/null", &st);

	if (v && st == 0 && strstr(v, "LLVM") && tu_tmpdir(lo_dir, sizeof(lo_dir))) {
		test_text();
		test_ldsdir_text();
		lo_cleanup();
	} else {
		CHECK(1, "llvm-mc-22 comparisons # SKIP %s not installed", LLVM);
	}
	free(v);
	(void)t_fmt;
	if (emu_open(&e, "gfx1100", 11, "test_emu_t16")) {
		test_exec(&e);
		test_clamp(&e);
		test_lds_direct(&e);
		test_t16_hazard(&e);
	}
	emu_close(&e);
	if (emu_open(&e, "gfx1201", 12, "test_emu_t16")) {
		test_clamp(&e);
		test_lds_direct(&e);
	}
	emu_close(&e);
	return t_done();
}
