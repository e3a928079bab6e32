// SPDX-License-Identifier: MIT
/*
 * gfx950 transposing LDS loads (ds_read_b64_tr_b16/_b8/_b4,
 * ds_read_b96_tr_b6; emu/ds_tr.c) on "emu:gfx950" in wave64.  A kernel
 * copies 1 KiB of random bytes to LDS, gives each lane an LDS address from
 * a table, runs the load and stores every lane's registers.  The expected
 * values are written here from the public sources, per element size, not
 * with the library's function:
 *
 *   b16: Triton's ds_read_b64_tr figure (LinearLayoutConversions.cpp): in
 *        each group of 16 lanes, lane t's row is M 4 (t % 4)..+3 of K t / 4,
 *        and lane i receives column M = i, K 0..3;
 *   b8:  Modular's Mojo ds_read_tr8_b64 page: "each 16-lane row ... performs
 *        two interleaved 8x8 byte transposes": lanes 0-7 of a group take
 *        their bytes from the even lanes, lanes 8-15 from the odd ones;
 *   b4, b6: CDNA4 ISA section 11.4 (16 consecutive K values a lane) with
 *        Triton's ds_read_tr4 address layout (lane t of a group loads K t):
 *        a 16x16 transpose of 4- or 6-bit elements.
 *
 * Two address patterns: random rows, and a K-major matrix addressed as those
 * sources do, whose result is checked as the matrix fragment the CDNA4 guide
 * describes (lane i of group g: column i, N consecutive K).  Then EXEC (all
 * ones required; 0 does nothing; partial: the checker, or with the checker
 * off inactive rows read as zero), alignment, LGKMcnt, the LDS bound,
 * gfx942 (no such instructions) and encodings against llvm-mc-22.
 */
#include "harness.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"

#define TABLE 0      /* per-lane LDS addresses */
#define MATRIX 1024  /* the 1 KiB copied to LDS address 0 */

static const char kd[] = "\t.amdhsa_accum_offset 32\n\t.amdhsa_group_segment_fixed_size 1024\n";

static const struct fmt {
	const char *name, *regs;
	unsigned int bits, n, nregs;  /* element bits, elements a lane, VGPRs */
} fmts[] = {
	{ "ds_read_b64_tr_b16", "v[8:9]", 16, 4, 2 },
	{ "ds_read_b64_tr_b8", "v[8:9]", 8, 8, 2 },
	{ "ds_read_b64_tr_b4", "v[8:9]", 4, 16, 2 },
	{ "ds_read_b96_tr_b6", "v[8:10]", 6, 16, 3 },
};

/* Element r of lane l comes from element *j of lane *s's row (see the top). */
static void want_src(unsigned int bits, unsigned int l, unsigned int r, unsigned int *s, unsigned int *j)
{
	unsigned int g = l & ~15u, i = l & 15;

	if (bits == 16) {       /* lane with K = r and the M block holding M = i */
		*s = g + 4 * r + i / 4;
		*j = i % 4;
	} else if (bits == 8) { /* interleaved: the lane of K = r, half i / 8 */
		*s = g + 2 * r + i / 8;
		*j = i % 8;
	} else {                /* lane r's row, element i */
		*s = g + r;
		*j = i;
	}
}

static unsigned int bits_at(const uint8_t *p, unsigned int pos, unsigned int n)
{
	unsigned int v = 0;

	for (unsigned int b = 0; b < n; b++)
		v |= (unsigned int)((p[(pos + b) >> 3] >> ((pos + b) & 7)) & 1) << b;
	return v;
}

/* pre: lines before the load (EXEC, addresses); mid: right after it. */
static enum gs_status run_tr(struct emu_env *e, const struct fmt *f, const char *pre, const char *mid,
			     struct gs_error *err)
{
	char body[2048];

	snprintf(body, sizeof(body),
		 "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tv_lshlrev_b32 v2, 4, v0\n"
		 "\ts_waitcnt lgkmcnt(0)\n"
		 "\tglobal_load_dword v3, v1, s[4:5]\n"
		 "\tglobal_load_dwordx4 v[4:7], v2, s[4:5] offset:%d\n"
		 "\tv_mov_b32 v8, 0xdeadbeef\n\tv_mov_b32 v9, 0xdeadbeef\n"
		 "\tv_mov_b32 v10, 0xdeadbeef\n\tv_mov_b32 v11, 0xdeadbeef\n"
		 "\ts_waitcnt vmcnt(0)\n"
		 "\tds_write_b128 v2, v[4:7]\n"
		 "\ts_waitcnt lgkmcnt(0)\n"
		 "\ts_barrier\n"
		 "%s"
		 "\t%s %s, v3\n"
		 "%s"
		 "\ts_waitcnt lgkmcnt(0)\n"
		 "\ts_mov_b64 exec, -1\n"
		 "\tglobal_store_dwordx4 v2, v[8:11], s[6:7]\n",
		 MATRIX, pre ? pre : "", f->name, f->regs, mid ? mid : "");
	return emu_run(e, body, kd, 1, 64, err);
}

static void setup(struct emu_env *e, const uint32_t *addr, uint32_t seed)
{
	uint8_t *in = (uint8_t *)emu_in(e);

	for (unsigned int i = 0; i < 1024; i++)
		in[MATRIX + i] = (uint8_t)emu_xs(&seed);
	memcpy(in + TABLE, addr, 64 * 4);
	memset(emu_out(e), 0x5a, 1024);
}

/* Every element of every lane against want_src(); exec: lanes written,
 * rows of inactive lanes read as zero when zero_inactive. */
static int compare(struct emu_env *e, const struct fmt *f, const uint32_t *addr, uint64_t exec, const char *what)
{
	const uint8_t *in = (const uint8_t *)emu_in(e) + MATRIX, *out = (const uint8_t *)emu_out(e);
	unsigned int bad = 0, first = 0;

	for (unsigned int l = 0; l < 64; l++) {
		const uint8_t *o = out + 16 * l;

		for (unsigned int r = 0; r < f->n; r++) {
			unsigned int s, j, want, got = bits_at(o, r * f->bits, f->bits);

			want_src(f->bits, l, r, &s, &j);
			want = !(exec >> l & 1) ? bits_at((const uint8_t *)"\xef\xbe\xad\xde\xef\xbe\xad\xde\xef\xbe\xad\xde",
							  r * f->bits, f->bits)
			       : exec >> s & 1 ? bits_at(in + addr[s], j * f->bits, f->bits) : 0;
			if (got != want && !bad++)
				first = l * 16 + r;
		}
		for (unsigned int k = 4 * f->nregs; k < 16; k++)  /* the VGPRs after the destination */
			bad += o[k] != (uint8_t)(0xdeadbeefu >> 8 * (k & 3));
	}
	return CHECK(!bad, "gfx950: %s: %s: every lane's %u elements follow the lane rule (%u wrong, first lane %u element %u)",
		     f->name, what, f->n, bad, first / 16, first % 16);
}

static void test_layout(struct emu_env *e, const struct fmt *f, uint32_t seed)
{
	unsigned int row = f->bits == 6 ? 16 : 8;  /* a row's aligned slot */
	uint32_t addr[64];
	struct gs_error err = { 0 };
	enum gs_status st;

	/* random aligned rows (repeats allowed) */
	for (unsigned int l = 0; l < 64; l++)
		addr[l] = row * (emu_xs(&seed) % (1024 / row));
	setup(e, addr, seed);
	st = run_tr(e, f, NULL, NULL, &err);
	if (CHECK(st == GS_OK, "gfx950: %s with random rows runs (%s)", f->name, st ? err.msg : "ok"))
		compare(e, f, addr, ~0ull, "random rows");

	/* A K-major matrix: row K holds M = 0..15 (16 elements, bits / 8
	 * bytes each; 6-bit rows padded to 16 bytes as rocRoller does).  Group g
	 * loads K = N g .. N g + N - 1, each lane its part of one K row as the
	 * sources address it: b16 lane t: K t / 4, M 4 (t % 4); b8: K t / 2,
	 * M 8 (t % 2); b4/b6: K t, all of it. */
	for (unsigned int l = 0; l < 64; l++) {
		/* per: lanes per K row (4, 2, 1, 1) */
		unsigned int g = l / 16, t = l % 16, rb = f->bits == 6 ? 16 : 2 * f->bits, per = 16 / f->n;

		addr[l] = (f->n * g + t / per) * rb + (t % per) * 8;
	}
	setup(e, addr, seed + 1);
	st = run_tr(e, f, NULL, NULL, &err);
	if (CHECK(st == GS_OK, "gfx950: %s with matrix addresses runs (%s)", f->name, st ? err.msg : "ok")) {
		const uint8_t *in = (const uint8_t *)emu_in(e) + MATRIX, *out = (const uint8_t *)emu_out(e);
		unsigned int rb = f->bits == 6 ? 16 : 2 * f->bits, bad = 0;

		compare(e, f, addr, ~0ull, "matrix addresses");
		for (unsigned int l = 0; l < 64; l++)
			for (unsigned int r = 0; r < f->n; r++) {
				unsigned int k = f->n * (l / 16) + r, m = l % 16;

				bad += bits_at(out + 16 * l, r * f->bits, f->bits) !=
				       bits_at(in + k * rb, m * f->bits, f->bits);
			}
		CHECK(!bad, "gfx950: %s: lane l holds column M = l %% 16, K = %u (l / 16) + 0..%u of the K-major matrix (%u wrong)",
		      f->name, f->n, f->n - 1, bad);
	}
}

static void test_exec(struct emu_env *e, const struct fmt *f)
{
	uint32_t addr[64];
	struct gs_error err = { 0 };
	enum gs_status st;

	for (unsigned int l = 0; l < 64; l++)
		addr[l] = (f->bits == 6 ? 16 : 8) * l;

	/* EXEC 0: nothing read (an address past LDS is harmless), nothing written */
	setup(e, addr, 71);
	st = run_tr(e, f, "\tv_mov_b32 v3, 0x8000\n\ts_mov_b64 exec, 0\n", NULL, &err);
	if (CHECK(st == GS_OK, "gfx950: %s with EXEC 0 runs (%s)", f->name, st ? err.msg : "ok"))
		compare(e, f, addr, 0, "EXEC 0 leaves every register alone");

	/* partial EXEC: the guide requires all ones */
	setup(e, addr, 72);
	st = run_tr(e, f, "\ts_mov_b32 exec_hi, 0\n", NULL, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "hazard (emulated checker)") && strstr(err.msg, f->name) &&
	      strstr(err.msg, "EXEC 0x00000000ffffffff") && strstr(err.msg, "requires EXEC all ones"),
	      "gfx950: %s with EXEC 0x00000000ffffffff is reported by the checker (%d: %s)", f->name, st, err.msg);

	/* an address not aligned to the data size */
	setup(e, addr, 73);
	st = run_tr(e, f, "\tv_add_u32 v3, 4, v3\n", NULL, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "lane 0 reads LDS address 0x4,") &&
	      strstr(err.msg, f->bits == 6 ? "not a multiple of 16" : "not a multiple of 8"),
	      "gfx950: %s at a misaligned address is reported by the checker (%d: %s)", f->name, st, err.msg);

	/* the result is pending on LGKMcnt */
	setup(e, addr, 74);
	st = run_tr(e, f, NULL, "\tv_mov_b32 v12, v9\n", &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v9") && strstr(err.msg, "lgkmcnt"),
	      "gfx950: %s: reading its destination before s_waitcnt lgkmcnt is a hazard (%d: %s)", f->name, st,
	      err.msg);

	/* past the 1 KiB of LDS */
	setup(e, addr, 75);
	st = run_tr(e, f, f->bits == 6 ? "\tv_add_u32 v3, 0x3f0, v3\n" : "\tv_add_u32 v3, 0x3f8, v3\n", NULL, &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "LDS memory violation") && strstr(err.msg, "lane 1 reads"),
	      "gfx950: %s past the LDS allocation faults naming the lane (%d: %s)", f->name, st, err.msg);
}

/* Checker off: a partial EXEC runs, inactive lanes' rows read as zero and
 * inactive lanes keep their registers (the emulator's choice). */
static void test_nocheck(const struct fmt *f)
{
	struct gs_device_options o = { .size = sizeof(o), .no_check = 1 };
	struct emu_env e;
	struct gs_error err = { 0 };
	uint32_t addr[64];
	uint64_t exec = 0x0f0f00ff00ff0f0full;
	enum gs_status st;

	memset(&e, 0, sizeof(e));
	e.tname = "gfx950";
	e.gen = 9;
	e.wave64 = 1;
	e.file = "test_emu_ds3.c";
	if (!CHECK(gs_device_open("emu:gfx950", &o, &e.dev, &err) == GS_OK &&
		   gs_bo_alloc(e.dev, EMU_BUF, 0, &e.in, &err) == GS_OK &&
		   gs_bo_alloc(e.dev, EMU_BUF, 0, &e.out, &err) == GS_OK, "emu:gfx950 without the checker: %s", err.msg)) {
		emu_close(&e);
		return;
	}
	for (unsigned int l = 0; l < 64; l++)
		addr[l] = (f->bits == 6 ? 16 : 8) * (63 - l);
	setup(&e, addr, 76);
	st = run_tr(&e, f, "\ts_mov_b32 exec_lo, 0x00ff0f0f\n\ts_mov_b32 exec_hi, 0x0f0f00ff\n", NULL, &err);
	if (CHECK(st == GS_OK, "gfx950 without the checker: %s with a partial EXEC runs (%s)", f->name,
		  st ? err.msg : "ok"))
		compare(&e, f, addr, exec, "checker off, EXEC 0x0f0f00ff00ff0f0f: inactive rows read as zero");
	emu_close(&e);
}

/* ds_read_b96_tr_b6 may start at an odd VGPR (CDNA4 ISA section 11.4;
 * LLVM accepts v[9:11]).  gfxshim's assembler still asks for an even
 * tuple, so the words are llvm-mc-22's encoding of
 * "ds_read_b96_tr_b6 v[9:11], v3" (checked live in test_llvm). */
static void test_odd(struct emu_env *e)
{
	static const struct fmt f6 = { "ds_read_b96_tr_b6", "v[8:10]", 6, 16, 3 };
	const uint8_t *in, *out;
	uint32_t addr[64];
	struct gs_error err = { 0 };
	unsigned int bad = 0;
	enum gs_status st;
	char body[2048];

	for (unsigned int l = 0; l < 64; l++)
		addr[l] = 16 * ((l * 7) % 64);
	setup(e, addr, 81);
	snprintf(body, sizeof(body),
		 "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tv_lshlrev_b32 v2, 4, v0\n"
		 "\ts_waitcnt lgkmcnt(0)\n"
		 "\tglobal_load_dword v3, v1, s[4:5]\n"
		 "\tglobal_load_dwordx4 v[4:7], v2, s[4:5] offset:%d\n"
		 "\tv_mov_b32 v8, 0xdeadbeef\n"
		 "\ts_waitcnt vmcnt(0)\n"
		 "\tds_write_b128 v2, v[4:7]\n"
		 "\ts_waitcnt lgkmcnt(0)\n"
		 "\t.long 0xd9c20000, 0x09000003\n"
		 "\ts_waitcnt lgkmcnt(0)\n"
		 "\tglobal_store_dwordx4 v2, v[8:11], s[6:7]\n", MATRIX);
	st = emu_run(e, body, kd, 1, 64, &err);
	if (!CHECK(st == GS_OK, "gfx950: ds_read_b96_tr_b6 v[9:11] (odd first VGPR) runs (%s)", st ? err.msg : "ok"))
		return;
	in = (const uint8_t *)emu_in(e) + MATRIX;
	out = (const uint8_t *)emu_out(e);
	for (unsigned int l = 0; l < 64; l++) {
		bad += memcmp(out + 16 * l, "\xef\xbe\xad\xde", 4) != 0;
		for (unsigned int r = 0; r < 16; r++) {
			unsigned int s, j;

			want_src(f6.bits, l, r, &s, &j);
			bad += bits_at(out + 16 * l + 4, 6 * r, 6) != bits_at(in + addr[s], 6 * j, 6);
		}
	}
	CHECK(!bad, "gfx950: ds_read_b96_tr_b6 v[9:11] writes v9-v11 by the lane rule, v8 kept (%u wrong)", bad);
}

/* gfxshim's encoding and disassembly against llvm-mc-22 (gfx950), and
 * gfx942, which has none of these instructions. */
static void test_llvm(void)
{
	static const char *const lines[] = {
		"ds_read_b64_tr_b16 v[2:3], v1 offset:8",
		"ds_read_b64_tr_b8 v[0:1], v255",
		"ds_read_b64_tr_b4 v[4:5], v6 offset:65535",
		"ds_read_b96_tr_b6 v[2:4], v0 offset:16",
	};
	const struct gs_target *t942 = gs_target_find("gfx942");
	FILE *odd = popen("echo 'ds_read_b96_tr_b6 v[9:11], v3' | llvm-mc-22 -arch=amdgcn -mcpu=gfx950 -show-encoding 2>/dev/null", "r");
	char oline[256];
	int seen = 0;

	while (odd && fgets(oline, sizeof(oline), odd))
		seen |= strstr(oline, "[0x00,0x00,0xc2,0xd9,0x03,0x00,0x00,0x09]") != NULL;
	if (odd && pclose(odd) == 0)
		CHECK(seen, "llvm-mc-22 encodes ds_read_b96_tr_b6 v[9:11], v3 as the words test_odd runs");
	else
		printf("ok %d - # SKIP llvm-mc-22 not installed\n", ++t_count);

	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++) {
		struct gs_asm_options ao = { .target = t942, .filename = "tr.s" };
		struct gs_program *prog = NULL;
		struct gs_error err = { 0 };
		char src[200];

		snprintf(src, sizeof(src), "\t.text\n\t%s\n", lines[i]);
		CHECK(gs_assemble(src, strlen(src), &ao, &prog, &err) != GS_OK && strstr(err.msg, "tr.s:2:"),
		      "gfx942: '%s' does not assemble (%s)", lines[i], err.msg[0] ? err.msg : "assembled");
		gs_program_free(prog);
	}
	if (!lo_setup())
		return;
	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++)
		lo_check_line("gfx950", lines[i]);
	lo_cleanup();
}

int main(void)
{
	struct emu_env e;

	(void)t_fmt;
	if (emu_open(&e, "gfx950", 9, "test_emu_ds3.c")) {
		e.wave64 = 1;
		for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++) {
			test_layout(&e, &fmts[i], 0x2468ace1u + (uint32_t)i);
			test_exec(&e, &fmts[i]);
		}
		test_odd(&e);
	}
	emu_close(&e);
	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++)
		test_nocheck(&fmts[i]);
	test_llvm();
	return t_done();
}
