// SPDX-License-Identifier: MIT
/*
 * RDNA4 transposing loads (global_load_tr_b128 / _b64, emu/load_tr.c) on
 * "emu:gfx1201": a wave32 kernel gives each lane an address from a table,
 * runs the load and stores every lane's registers; the test compares each
 * lane's bytes with the lane rule written here independently (bit
 * operations on the lane number, not the library's function), for three
 * address patterns: contiguous, a random permutation of the lanes' chunks,
 * and the row-major WMMA B-fragment addressing of the public sources (whose
 * result is then checked as a matrix fragment: lane L holds column L % 16,
 * K rows 8 (L / 16) + e).  The EXEC rule both ways (all ones, zero, partial
 * with and without the checker), LOADcnt, wave64 and gfx1100 are covered too.
 */
#include "harness.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"

#define TABLE 0      /* per-lane byte offsets (into in) */
#define MATRIX 1024  /* the matrix bytes */

/* Expected byte k (0..15 for _b128, 0..7 for _b64) of lane l's registers,
 * given the bytes each lane's address points at. */
static uint8_t expect(int b128, const uint8_t *in, const uint32_t *off, unsigned int l, unsigned int k)
{
	unsigned int e, src, byte;

	if (b128) {  /* element e = k / 2, byte k % 2 of it: lane (l & ~7) | e, element l & 7 */
		e = k >> 1;
		src = (l & 0x18) | e;
		byte = (l & 7) << 1 | (k & 1);
	} else {     /* element e = k: lane bits 4 of l, 3 of e, 2 <- bit 3 of l, 1:0 of e */
		e = k;
		src = (l & 0x10) | (e & 4) << 1 | (l & 8) >> 1 | (e & 3);
		byte = l & 7;
	}
	return in[off[src] + byte];
}

/* The kernel: lane l loads its offset, then the transposing load at in +
 * offset, and stores its 4 (2) registers to out + 16 l (8 l).  pre: lines
 * before the load (EXEC changes), mid: right after it (before the wait). */
static enum gs_status run_tr(struct emu_env *e, int b128, const char *pre, const char *mid,
			     struct gs_error *err)
{
	char body[2048];

	snprintf(body, sizeof(body),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tv_lshlrev_b32 v2, %d, v0\n"
		 "\tWAIT_KM\n"
		 "\tglobal_load_b32 v3, v1, s[4:5]\n"
		 "\tv_mov_b32 v4, 0xdeadbeef\n\tv_mov_b32 v5, 0xdeadbeef\n"
		 "\tv_mov_b32 v6, 0xdeadbeef\n\tv_mov_b32 v7, 0xdeadbeef\n"
		 "\tWAIT_LOAD\n"
		 "%s"
		 "\t%s\n"
		 "%s"
		 "\tWAIT_LOAD\n"
		 "\ts_mov_b32 exec_lo, -1\n"
		 "\t%s v2, %s, s[6:7]\n",
		 b128 ? 4 : 3, pre ? pre : "",
		 b128 ? "global_load_tr_b128 v[4:7], v3, s[4:5]" : "global_load_tr_b64 v[4:5], v3, s[4:5]",
		 mid ? mid : "", b128 ? "global_store_b128" : "global_store_b64", b128 ? "v[4:7]" : "v[4:5]");
	return emu_run(e, body, NULL, 1, 32, err);
}

/* Fill the matrix with random bytes and the table with offsets. */
static void setup(struct emu_env *e, const uint32_t *off, uint32_t seed)
{
	uint8_t *in = (uint8_t *)emu_in(e);

	for (unsigned int i = 0; i < 1024; i++)
		in[MATRIX + i] = (uint8_t)emu_xs(&seed);
	memcpy(in + TABLE, off, 32 * 4);
	memset(emu_out(e), 0x5a, 1024);
}

/* Every byte of every lane against expect(); exec: lanes written. */
static int compare(struct emu_env *e, int b128, const uint32_t *off, uint32_t exec, const char *what)
{
	const uint8_t *in = (const uint8_t *)emu_in(e), *out = (const uint8_t *)emu_out(e);
	unsigned int n = b128 ? 16 : 8, bad = 0, first = 0;

	for (unsigned int l = 0; l < 32; l++)
		for (unsigned int k = 0; k < n; k++) {
			/* an inactive lane keeps 0xdeadbeef (bytes ef be ad de) */
			uint8_t want = exec >> l & 1 ? expect(b128, in, off, l, k)
						     : (uint8_t)(0xdeadbeefu >> 8 * (k & 3));

			if (out[l * n + k] != want && !bad++)
				first = l * n + k;
		}
	return CHECK(!bad, "gfx1201: %s: %s, every lane's %u bytes follow the lane rule (%u wrong, first lane %u byte %u)",
		     b128 ? "global_load_tr_b128" : "global_load_tr_b64", what, n, bad, first / n, first % n);
}

static void test_layout(struct emu_env *e, int b128)
{
	const char *name = b128 ? "global_load_tr_b128" : "global_load_tr_b64";
	unsigned int chunk = b128 ? 16 : 8;
	uint32_t off[32], seed = 0x1234567u + (uint32_t)b128;
	struct gs_error err = { 0 };
	enum gs_status st;

	/* contiguous: lane l's chunk is the l-th */
	for (unsigned int l = 0; l < 32; l++)
		off[l] = MATRIX + chunk * l;
	setup(e, off, seed);
	st = run_tr(e, b128, NULL, NULL, &err);
	if (CHECK(st == GS_OK, "gfx1201: %s runs (%s)", name, st ? err.msg : "ok"))
		compare(e, b128, off, 0xffffffffu, "contiguous chunks");

	/* a random permutation of the chunks, at an odd byte offset (no alignment asked) */
	for (unsigned int l = 0; l < 32; l++)
		off[l] = l;
	for (unsigned int l = 31; l > 0; l--) {
		unsigned int j = emu_xs(&seed) % (l + 1), t = off[l];

		off[l] = off[j];
		off[j] = t;
	}
	for (unsigned int l = 0; l < 32; l++)
		off[l] = MATRIX + 3 + chunk * off[l];
	setup(e, off, seed);
	st = run_tr(e, b128, NULL, NULL, &err);
	if (CHECK(st == GS_OK, "gfx1201: %s with permuted addresses runs (%s)", name, st ? err.msg : "ok"))
		compare(e, b128, off, 0xffffffffu, "permuted unaligned chunks");

	/* A row-major 16x16 matrix T (row stride 16 elements) addressed as the
	 * sources do for a WMMA B operand: lane L then holds column L % 16,
	 * rows 8 (L / 16) + e.  Lane L's address: _b128 row 8 (L / 16) + L % 8,
	 * column 8 ((L / 8) % 2); _b64 row 4 (L / 8) + L % 4, column 8 ((L / 4) % 2). */
	for (unsigned int l = 0; l < 32; l++) {
		unsigned int row = b128 ? 8 * (l / 16) + l % 8 : (l / 8) * 4 + (l & 3);
		unsigned int col = b128 ? 8 * (l / 8 % 2) : (l & 4 ? 8 : 0);

		off[l] = MATRIX + (row * 16 + col) * (chunk / 8);
	}
	setup(e, off, seed);
	st = run_tr(e, b128, NULL, NULL, &err);
	if (CHECK(st == GS_OK, "gfx1201: %s with fragment addresses runs (%s)", name, st ? err.msg : "ok")) {
		const uint8_t *in = (const uint8_t *)emu_in(e), *out = (const uint8_t *)emu_out(e);
		unsigned int esz = chunk / 8, bad = 0;

		compare(e, b128, off, 0xffffffffu, "WMMA fragment addresses");
		for (unsigned int l = 0; l < 32; l++)
			for (unsigned int el = 0; el < 8; el++)
				for (unsigned int b = 0; b < esz; b++) {
					unsigned int row = 8 * (l / 16) + el, col = l % 16;

					bad += out[l * chunk + el * esz + b] != in[MATRIX + (row * 16 + col) * esz + b];
				}
		CHECK(!bad, "gfx1201: %s: lane L holds column L %% 16, rows 8 (L / 16) + e of the row-major matrix (%u bytes wrong)",
		      name, bad);
	}
}

static void test_exec(struct emu_env *e, int b128)
{
	const char *name = b128 ? "global_load_tr_b128" : "global_load_tr_b64";
	uint32_t off[32];
	struct gs_error err = { 0 };
	enum gs_status st;

	for (unsigned int l = 0; l < 32; l++)
		off[l] = MATRIX + (b128 ? 16 : 8) * l;

	/* EXEC 0: an S_NOP; even an unmapped address is not read */
	setup(e, off, 77);
	st = run_tr(e, b128, "\tv_mov_b32 v3, 0xfff000\n\ts_mov_b32 exec_lo, 0\n", NULL, &err);
	if (CHECK(st == GS_OK, "gfx1201: %s with EXEC 0 runs (%s)", name, st ? err.msg : "ok"))
		compare(e, b128, off, 0, "EXEC 0 leaves every register alone");

	/* partial EXEC: undefined on hardware, the checker says so */
	setup(e, off, 78);
	st = run_tr(e, b128, "\ts_mov_b32 exec_lo, 0xffff\n", NULL, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "hazard (emulated checker)") && strstr(err.msg, name) &&
	      strstr(err.msg, "EXEC 0x0000ffff") &&
	      strstr(err.msg, "requires EXEC all ones"),
	      "gfx1201: %s with EXEC 0x0000ffff is reported by the checker (%d: %s)", name, st, err.msg);

	/* the result is pending on LOADcnt: reading it before the wait is a hazard */
	setup(e, off, 79);
	st = run_tr(e, b128, NULL, "\tv_mov_b32 v10, v5\n", &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v5") && strstr(err.msg, "s_wait_loadcnt 0"),
	      "gfx1201: %s: reading its destination before s_wait_loadcnt is a hazard (%d: %s)", name, st,
	      err.msg);
}

/* With the checker off a partial EXEC runs: the emulator's choice for this
 * undefined case is that inactive lanes' bytes read as zero and inactive
 * lanes keep their registers. */
static void test_nocheck(int b128)
{
	const char *name = b128 ? "global_load_tr_b128" : "global_load_tr_b64";
	struct gs_device_options o = { .size = sizeof(o), .no_check = 1 };
	struct emu_env e;
	struct gs_error err = { 0 };
	uint32_t off[32], exec = 0x00ff00ffu;
	enum gs_status st;

	memset(&e, 0, sizeof(e));
	e.tname = "gfx1201";
	e.gen = 12;
	e.file = "test_emu_load_tr.c";
	if (!CHECK(gs_device_open("emu:gfx1201", &o, &e.dev, &err) == GS_OK &&
		   gs_bo_alloc(e.dev, EMU_BUF, 0, &e.in, &err) == GS_OK &&
		   gs_bo_alloc(e.dev, EMU_BUF, 0, &e.out, &err) == GS_OK, "emu:gfx1201 without the checker: %s", err.msg)) {
		emu_close(&e);
		return;
	}
	for (unsigned int l = 0; l < 32; l++)
		off[l] = MATRIX + (b128 ? 16 : 8) * l;
	setup(&e, off, 80);
	/* inactive lanes' chunks zeroed: the expected values then need no special case */
	for (unsigned int l = 0; l < 32; l++)
		if (!(exec >> l & 1))
			memset((uint8_t *)emu_in(&e) + off[l], 0, b128 ? 16 : 8);
	st = run_tr(&e, b128, "\ts_mov_b32 exec_lo, 0x00ff00ff\n", NULL, &err);
	if (CHECK(st == GS_OK, "gfx1201 without the checker: %s with EXEC 0x00ff00ff runs (%s)", name,
		  st ? err.msg : "ok"))
		compare(&e, b128, off, exec, "checker off, EXEC 0x00ff00ff: active lanes only");
	emu_close(&e);
}

static void test_refused(void)
{
	struct emu_env e;
	struct gs_error err = { 0 };
	enum gs_status st;

	/* wave64: the lane layout is not known, so it is refused clearly.  The
	 * wave64 form (2 VGPRs) as words: llvm-mc-22 -mattr=+wavefrontsize64
	 * encodes "global_load_tr_b128 v[4:5], v1, s[4:5]" so (checked live
	 * below when it is installed); gfxshim's assembler spells only the
	 * wave32 register counts. */
	static const uint32_t w64[3] = { 0xee15c004u, 0x00000004u, 0x00000001u };
	FILE *f = popen("echo 'global_load_tr_b128 v[4:5], v1, s[4:5]' | llvm-mc-22 -arch=amdgcn -mcpu=gfx1201 "
			"-mattr=+wavefrontsize64 -show-encoding 2>/dev/null", "r");
	char line[256], body[512];
	int seen = 0;

	while (f && fgets(line, sizeof(line), f))
		seen |= strstr(line, "[0x04,0xc0,0x15,0xee,0x04,0x00,0x00,0x00,0x01,0x00,0x00,0x00]") != NULL;
	if (f && pclose(f) == 0)
		CHECK(seen, "llvm-mc-22 encodes the wave64 global_load_tr_b128 as the words the test runs");
	else
		printf("ok %d - # SKIP llvm-mc-22 not installed\n", ++t_count);
	if (emu_open(&e, "gfx1201", 12, "test_emu_load_tr.c")) {
		e.wave64 = 1;
		snprintf(body, sizeof(body),
			 "\ts_load_b64 s[4:5], s[0:1], 0x0\n"
			 "\tv_lshlrev_b32 v1, 4, v0\n"
			 "\ts_wait_kmcnt 0\n"
			 "\t.long 0x%08x, 0x%08x, 0x%08x\n", w64[0], w64[1], w64[2]);
		st = emu_run(&e, body, "\t.amdhsa_wavefront_size32 0\n", 1, 64, &err);
		CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "global_load_tr_b128 in wave64 is not emulated"),
		      "gfx1201: global_load_tr_b128 in wave64 is refused as not emulated (%d: %s)", st, err.msg);
	}
	emu_close(&e);
	/* gfx1100 has no transposing loads (llvm-mc-22 rejects them too) */
	if (emu_open(&e, "gfx1100", 11, "test_emu_load_tr.c")) {
		struct gs_asm_options ao = { 0 };
		struct gs_program *prog = NULL;
		static const char src[] = "\t.text\nk:\n\tglobal_load_tr_b128 v[4:7], v1, s[4:5]\n\ts_endpgm\n";

		ao.target = gs_target_find("gfx1100");
		ao.filename = "tr.s";
		st = gs_assemble(src, strlen(src), &ao, &prog, &err);
		CHECK(st != GS_OK && strstr(err.msg, "tr.s:3:"), "gfx1100: global_load_tr_b128 does not assemble (%s)",
		      st ? err.msg : "assembled");
		gs_program_free(prog);
	}
	emu_close(&e);
}

/* gfxshim's encoding and disassembly of a few forms against llvm-mc-22, live. */
static void test_llvm(void)
{
	static const char *const lines[] = {
		"global_load_tr_b128 v[0:3], v[4:5], off",
		"global_load_tr_b128 v[8:11], v4, s[2:3] offset:-16",
		"global_load_tr_b64 v[0:1], v[4:5], off offset:64",
		"global_load_tr_b64 v[6:7], v1, s[10:11]",
	};

	if (!lo_setup())
		return;
	for (size_t i = 0; i < sizeof(lines) / sizeof(lines[0]); i++)
		lo_check_line("gfx1201", lines[i]);
	lo_cleanup();
}

int main(void)
{
	struct emu_env e;

	(void)t_fmt;
	if (emu_open(&e, "gfx1201", 12, "test_emu_load_tr.c")) {
		for (int b128 = 1; b128 >= 0; b128--) {
			test_layout(&e, b128);
			test_exec(&e, b128);
		}
	}
	emu_close(&e);
	test_nocheck(1);
	test_nocheck(0);
	test_refused();
	test_llvm();
	return t_done();
}
