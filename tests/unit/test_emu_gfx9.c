// SPDX-License-Identifier: MIT
/*
 * The emulator on CDNA3 (gfx942) and CDNA4 (gfx950): kernels written in
 * gfx9 syntax, assembled by gfxshim, launched on "emu:<target>" through the
 * public API (gfx9 PM4, the emulator's CP, decode through the table-driven
 * layer).  Expected values are computed here in C.  The decoder itself is
 * compared with llvm-mc-22's encodings of every execution-table sample
 * (# SKIP without llvm-mc-22).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "emu/decode.h"
#include "emu/emu.h"
#include "harness.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"
#include "emu_llvm_dis.h"

/* every gfx9 kernel descriptor needs the AGPR split of its VGPRs */
#define KD "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n"

static uint32_t xs_state = 9942;

static uint32_t xs(void) { return emu_xs(&xs_state); }

static void fill(struct emu_env *e)
{
	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		emu_in(e)[i] = xs();
	memset(emu_out(e), 0, EMU_BUF);
}

/* c[i] = a[i] + b[i] over 256 elements in four workgroups of one wave each */
static void t_vector_add(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\ts_lshl_b32 s3, s2, 6\n"
		"\tv_add_u32 v1, s3, v0\n"
		"\tv_lshlrev_b32 v1, 2, v1\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_load_dword v2, v1, s[4:5]\n"
		"\tglobal_load_dword v3, v1, s[4:5] offset:1024\n"
		"\ts_waitcnt vmcnt(0)\n"
		"\tv_add_u32 v2, v2, v3\n"
		"\tglobal_store_dword v1, v2, s[6:7]\n";
	const uint32_t *in = emu_in(e), *out = emu_out(e);
	int bad = -1;

	fill(e);
	if (!emu_run_ok(e, "vector add", body, KD, 4, 64))
		return;
	for (int i = 0; i < 256 && bad < 0; i++)
		if (out[i] != in[i] + in[256 + i])
			bad = i;
	CHECK(bad < 0, "%s: vector add: element %d is 0x%x, expected 0x%x", e->tname, bad,
	      bad < 0 ? 0 : out[bad], bad < 0 ? 0 : in[bad] + in[256 + bad]);
}

/* A kernel expected to fail: its status, and err's message. */
static enum gs_status run_err(struct emu_env *e, const char *body, const char *kd, unsigned int grid,
			      unsigned int block, struct gs_error *err)
{
	memset(err, 0, sizeof(*err));
	return emu_run(e, body, kd, grid, block, err);
}

/* SALU: a counted loop (s_cmp + s_cbranch_scc1, literals), a 64-bit add
 * through SCC, s_cselect; VALU control flow: exec masking with
 * s_and_saveexec_b64 and an s_cbranch_execz that skips a whole block */
static void t_salu_branches(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\ts_mov_b32 s8, 0\n"
		"\ts_mov_b32 s9, 1\n"
		"loop:\n"
		"\ts_add_u32 s8, s8, s9\n"
		"\ts_add_u32 s9, s9, 1\n"
		"\ts_cmp_le_u32 s9, 100\n"
		"\ts_cbranch_scc1 loop\n"
		"\ts_mul_i32 s10, s8, 3\n"
		"\ts_cmp_eq_u32 s10, 15150\n"
		"\ts_cselect_b32 s11, 7, 9\n"
		"\ts_mov_b32 s12, -1\n"
		"\ts_mov_b32 s13, 5\n"
		"\ts_add_u32 s12, s12, 1\n"
		"\ts_addc_u32 s13, s13, 0\n"
		"\tv_mov_b32 v2, v0\n"
		"\tv_cmp_gt_u32 vcc, 10, v0\n"
		"\ts_and_saveexec_b64 s[14:15], vcc\n"
		"\tv_add_u32 v2, 100, v2\n"
		"\ts_mov_b64 exec, s[14:15]\n"
		"\tv_cmp_le_u32 vcc, 10, v0\n"
		"\ts_and_saveexec_b64 s[14:15], vcc\n"
		"\tv_add_u32 v2, 0x200, v2\n"
		"\ts_mov_b64 exec, s[14:15]\n"
		"\tv_cmp_gt_u32 vcc, 0, v0\n"      /* no lane */
		"\ts_and_saveexec_b64 s[14:15], vcc\n"
		"\ts_cbranch_execz skip\n"
		"\ts_mov_b32 s11, 0xbad\n"
		"skip:\n"
		"\ts_mov_b64 exec, s[14:15]\n"
		"\tv_cmp_eq_u32 vcc, v0, v0\n"
		"\ts_cbranch_vccz skip2\n"
		"\ts_add_u32 s13, s13, 10\n"
		"skip2:\n"
		"\tv_lshlrev_b32 v1, 4, v0\n"
		"\tv_mov_b32 v4, s8\n\tv_mov_b32 v5, s10\n\tv_mov_b32 v6, s11\n\tv_mov_b32 v7, s13\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_store_dwordx4 v1, v[4:7], s[6:7]\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tglobal_store_dword v1, v2, s[6:7] offset:1024\n";
	const uint32_t *out = emu_out(e);
	uint32_t sum = 0;
	int bad = -1;

	fill(e);
	if (!emu_run_ok(e, "SALU loop and branches", body, KD, 1, 64))
		return;
	for (uint32_t i = 1; i <= 100; i++)
		sum += i;
	for (int l = 0; l < 64 && bad < 0; l++) {
		uint32_t want[4] = { sum, sum * 3, sum * 3 == 15150 ? 7 : 9, 5 + 1 + 10 };

		if (memcmp(&out[4 * l], want, sizeof(want)) ||
		    out[256 + l] != (uint32_t)l + (l < 10 ? 100 : 0x200))
			bad = l;
	}
	CHECK(bad < 0, "%s: SALU/branches: lane %d got %u %u %u %u, v2 %u", e->tname, bad,
	      bad < 0 ? 0 : out[4 * bad], bad < 0 ? 0 : out[4 * bad + 1], bad < 0 ? 0 : out[4 * bad + 2],
	      bad < 0 ? 0 : out[4 * bad + 3], bad < 0 ? 0 : out[256 + bad]);
}

/* SMEM: immediate offsets, an SGPR offset, m0 as the offset (code 124 on
 * gfx9), SGPR + immediate (SOE), dwordx8 */
static void t_smem(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n"
		"\ts_load_dwordx2 s[6:7], s[0:1], 0x8\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\ts_load_dword s8, s[4:5], 0x10\n"
		"\ts_movk_i32 s9, 0x20\n"
		"\ts_load_dword s10, s[4:5], s9\n"
		"\ts_mov_b32 m0, 0x44\n"
		"\ts_load_dword s11, s[4:5], m0\n"
		"\ts_load_dwordx4 s[12:15], s[4:5], s9 offset:0x4\n"
		"\ts_load_dwordx8 s[16:23], s[4:5], 0x40\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tv_mov_b32 v30, 0\n"
		"\tv_mov_b32 v2, s8\n\tv_mov_b32 v3, s10\n\tv_mov_b32 v4, s11\n\tv_mov_b32 v5, s12\n"
		"\tglobal_store_dwordx4 v30, v[2:5], s[6:7]\n"
		"\tv_mov_b32 v2, s13\n\tv_mov_b32 v3, s14\n\tv_mov_b32 v4, s15\n\tv_mov_b32 v5, s16\n"
		"\tglobal_store_dwordx4 v30, v[2:5], s[6:7] offset:16\n"
		"\tv_mov_b32 v2, s17\n\tv_mov_b32 v3, s20\n\tv_mov_b32 v4, s23\n\tv_mov_b32 v5, m0\n"
		"\tglobal_store_dwordx4 v30, v[2:5], s[6:7] offset:32\n";
	const uint32_t *in = emu_in(e), *out = emu_out(e);
	uint32_t want[12];

	fill(e);
	if (!emu_run_ok(e, "SMEM loads", body, KD, 1, 64))
		return;
	want[0] = in[4];
	want[1] = in[8];
	want[2] = in[17];
	want[3] = in[9];
	want[4] = in[10];
	want[5] = in[11];
	want[6] = in[12];
	want[7] = in[16];
	want[8] = in[17];
	want[9] = in[20];
	want[10] = in[23];
	want[11] = 0x44;
	for (int i = 0; i < 12; i++)
		CHECK(out[i] == want[i], "%s: SMEM value %d is 0x%x, expected 0x%x", e->tname, i, out[i], want[i]);
}

/* global loads and stores of 1, 2 and 4 dwords, a 64-bit address built with
 * v_add_co_u32/v_addc_co_u32 (VCC carry), flat_load_dword, non-returning
 * atomics on one address and returning ones (sc0) after a store to the same
 * address */
static void t_global(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_lshlrev_b32 v1, 4, v0\n"
		"\tv_lshlrev_b32 v20, 2, v0\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_load_dwordx4 v[4:7], v1, s[4:5]\n"
		"\tglobal_load_dwordx2 v[8:9], v1, s[4:5] offset:2048\n"
		"\tv_mov_b32 v11, s5\n"
		"\tv_add_co_u32 v10, vcc, s4, v20\n"
		"\tv_addc_co_u32 v11, vcc, 0, v11, vcc\n"
		"\tglobal_load_dword v12, v[10:11], off offset:3072\n"
		"\tflat_load_dword v13, v[10:11] offset:3328\n"
		"\ts_waitcnt vmcnt(0)\n"
		"\tv_add_u32 v4, v4, v8\n"
		"\tv_sub_u32 v5, v5, v9\n"
		"\tv_xor_b32 v6, v6, v12\n"
		"\tv_add_u32 v7, v7, v13\n"
		"\tglobal_store_dwordx4 v1, v[4:7], s[6:7]\n"
		"\tglobal_store_dwordx2 v1, v[8:9], s[6:7] offset:1024\n"
		"\tv_add_u32 v2, 1, v0\n"
		"\tv_mov_b32 v21, 0\n"
		"\tglobal_atomic_add v21, v2, s[6:7] offset:2048\n"
		"\tv_mul_u32_u24 v3, v0, 3\n"
		"\tglobal_store_dword v20, v3, s[6:7] offset:3072\n"
		"\tglobal_atomic_add v22, v20, v2, s[6:7] offset:3072 sc0\n"
		"\ts_waitcnt vmcnt(0)\n"
		"\tglobal_store_dword v20, v22, s[6:7] offset:2304\n";
	const uint32_t *in = emu_in(e), *out = emu_out(e);
	int bad = -1;

	fill(e);
	if (!emu_run_ok(e, "global memory", body, KD, 1, 64))
		return;
	for (int l = 0; l < 64 && bad < 0; l++) {
		const uint32_t *a = &in[4 * l], *b = &in[512 + 4 * l];
		uint32_t want[6] = { a[0] + b[0], a[1] - b[1], a[2] ^ in[768 + l], a[3] + in[832 + l], b[0], b[1] };

		if (memcmp(&out[4 * l], want, 16) || memcmp(&out[256 + 4 * l], &want[4], 8) ||
		    out[576 + l] != 3u * l || out[768 + l] != 3u * l + l + 1)
			bad = l;
	}
	CHECK(bad < 0, "%s: global loads/stores/returning atomics: lane %d wrong", e->tname, bad);
	CHECK(out[512] == 64 * 65 / 2, "%s: 64 global_atomic_add of lane+1 give %u, expected %u", e->tname,
	      out[512], 64 * 65 / 2);
}

/* LDS across four waves: each lane writes, s_waitcnt lgkmcnt(0), s_barrier,
 * then reads what a lane of the next wave wrote (ds_read_b32, ds_read2_b32,
 * a b64 round trip) and every lane adds 1 to one LDS word (ds_add_u32) */
static void t_lds_barrier(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx2 s[6:7], s[0:1], 0x8\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tv_mul_u32_u24 v2, v0, 3\n"
		"\tv_add_u32 v2, 7, v2\n"
		"\tds_write_b32 v1, v2\n"
		"\tv_mov_b32 v9, 1\n"
		"\tv_mov_b32 v10, 0x1000\n"
		"\tds_add_u32 v10, v9\n"
		"\tv_lshlrev_b32 v11, 3, v0\n"
		"\tv_xor_b32 v3, 0x5a5a, v2\n"
		"\tds_write_b64 v11, v[2:3] offset:2048\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\ts_barrier\n"
		"\tv_add_u32 v3, 0x100, v1\n"
		"\tv_and_b32 v3, 0x3ff, v3\n"
		"\tds_read_b32 v4, v3\n"
		"\tds_read2_b32 v[6:7], v3 offset0:1 offset1:2\n"
		"\tv_add_u32 v12, 0x200, v11\n"
		"\tv_and_b32 v12, 0x7ff, v12\n"
		"\tds_read_b64 v[14:15], v12 offset:2048\n"
		"\tds_read_b32 v5, v10\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tv_lshlrev_b32 v13, 4, v0\n"
		"\tglobal_store_dwordx4 v13, v[4:7], s[6:7]\n"
		"\tv_add_u32 v11, 0x1000, v11\n"
		"\tglobal_store_dwordx2 v11, v[14:15], s[6:7]\n";
	const uint32_t *out = emu_out(e);
	int bad = -1;
	char kd[256];

	fill(e);
	snprintf(kd, sizeof(kd), "%s\t.amdhsa_group_segment_fixed_size 8192\n", KD);
	if (!emu_run_ok(e, "LDS with s_barrier", body, kd, 1, 256))
		return;
	for (int t = 0; t < 256 && bad < 0; t++) {
		int u = (t + 64) % 256;
		/* read2: dword offsets 1 and 2 past the address (LDS words u+1, u+2) */
		uint32_t w1 = u + 1 < 256 ? 3u * (u + 1) + 7 : 0;  /* past the words written: 0 */
		uint32_t w2 = u + 2 < 256 ? 3u * (u + 2) + 7 : 0;
		uint32_t want[4] = { 3u * u + 7, 256, w1, w2 };

		if (memcmp(&out[4 * t], want, 16) || out[1024 + 2 * t] != 3u * u + 7 ||
		    out[1024 + 2 * t + 1] != ((3u * u + 7) ^ 0x5a5a))
			bad = t;
	}
	CHECK(bad < 0, "%s: LDS across waves: thread %d got %u %u %u %u", e->tname, bad,
	      bad < 0 ? 0 : out[4 * bad], bad < 0 ? 0 : out[4 * bad + 1], bad < 0 ? 0 : out[4 * bad + 2],
	      bad < 0 ? 0 : out[4 * bad + 3]);
}

/* AGPRs: v_accvgpr_write (VGPR and inline constant), v_accvgpr_mov,
 * v_accvgpr_read, a global load into an AGPR; the VGPRs stay untouched */
static void t_agpr(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_load_dword v2, v1, s[4:5]\n"
		"\tglobal_load_dword a7, v1, s[4:5] offset:256\n"
		"\ts_waitcnt vmcnt(0)\n"
		"\tv_accvgpr_write_b32 a0, v2\n"
		"\tv_accvgpr_mov_b32 a5, a0\n"
		"\tv_accvgpr_write_b32 a6, 17\n"
		"\tv_accvgpr_write_b32 a1, v0\n"
		"\tv_mov_b32 v2, 0\n"
		"\tv_accvgpr_read_b32 v4, a5\n"
		"\tv_accvgpr_read_b32 v5, a6\n"
		"\tv_accvgpr_read_b32 v6, a7\n"
		"\tv_accvgpr_read_b32 v7, a1\n"
		"\tv_lshlrev_b32 v8, 4, v0\n"
		"\tglobal_store_dwordx4 v8, v[4:7], s[6:7]\n"
		"\tglobal_store_dword v1, v2, s[6:7] offset:1024\n";
	const uint32_t *in = emu_in(e), *out = emu_out(e);
	int bad = -1;

	fill(e);
	memset(emu_out(e), 0xff, 2048);
	if (!emu_run_ok(e, "AGPR round trip", body, KD, 1, 64))
		return;
	for (int l = 0; l < 64 && bad < 0; l++) {
		uint32_t want[4] = { in[l], 17, in[64 + l], (uint32_t)l };

		if (memcmp(&out[4 * l], want, 16) || out[256 + l] != 0)
			bad = l;
	}
	CHECK(bad < 0, "%s: AGPR round trip: lane %d got %u %u %u %u", e->tname, bad,
	      bad < 0 ? 0 : out[4 * bad], bad < 0 ? 0 : out[4 * bad + 1], bad < 0 ? 0 : out[4 * bad + 2],
	      bad < 0 ? 0 : out[4 * bad + 3]);
}

/* The checker: a load used before its s_waitcnt is reported with the wait
 * that covers it (vmcnt counts the younger load that may stay in flight);
 * with the wait the kernel runs clean.  vmcnt(17) uses the field's high
 * bits (15:14), lgkmcnt the 4-bit field 11:8. */
static void t_checker(struct emu_env *e)
{
	static const char fmt[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"%s"
		"\tglobal_load_dword v2, v1, s[4:5]\n"
		"\tglobal_load_dword v3, v1, s[4:5] offset:256\n"
		"%s"
		"\tv_add_u32 v2, 1, v2\n"
		"\tglobal_store_dword v1, v2, s[6:7]\n";
	static const char many[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"%s"
		"\ts_waitcnt vmcnt(17)\n"
		"\tv_mov_b32 v40, v%u\n"
		"\tglobal_store_dword v1, v40, s[6:7]\n";
	char body[4096], loads[2048];
	struct gs_error err;
	enum gs_status st;
	size_t n = 0;

	fill(e);
	snprintf(body, sizeof(body), fmt, "\ts_waitcnt lgkmcnt(0)\n", "");
	st = run_err(e, body, KD, 1, 64, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "expected s_waitcnt vmcnt(1)"),
	      "%s: a load used without its wait is reported (%d: %s)", e->tname, st, err.msg);
	snprintf(body, sizeof(body), fmt, "", "\ts_waitcnt vmcnt(0)\n");
	st = run_err(e, body, KD, 1, 64, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "s_waitcnt lgkmcnt(0)"),
	      "%s: a scalar load used without its wait is reported (%d: %s)", e->tname, st, err.msg);
	snprintf(body, sizeof(body), fmt, "\ts_waitcnt lgkmcnt(0)\n", "\ts_waitcnt vmcnt(1)\n");
	memset(emu_out(e), 0, EMU_BUF);
	if (emu_run_ok(e, "the same kernel with its waits", body, KD, 1, 64))
		CHECK(emu_out(e)[5] == emu_in(e)[5] + 1, "%s: with the waits the result is right", e->tname);

	/* 20 loads in flight; vmcnt(17) completes the oldest 3 */
	for (unsigned int i = 0; i < 20; i++)
		n += (size_t)snprintf(loads + n, sizeof(loads) - n,
				      "\tglobal_load_dword v%u, v1, s[4:5] offset:%u\n", 10 + i, 4 * i);
	snprintf(body, sizeof(body), many, loads, 12u);
	CHECK(emu_run_ok(e, "vmcnt(17) covers the third of 20 loads", body, KD, 1, 64), "%s: vmcnt high bits", e->tname);
	snprintf(body, sizeof(body), many, loads, 13u);
	st = run_err(e, body, KD, 1, 64, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "expected s_waitcnt vmcnt(16)"),
	      "%s: vmcnt(17) does not cover the fourth of 20 loads (%d: %s)", e->tname, st, err.msg);
}

/* The checker at s_barrier: an LDS write or a global store still in flight */
static void t_barrier_checker(struct emu_env *e)
{
	static const char fmt[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\t%s\n"
		"%s"
		"\ts_barrier\n";
	char body[1024], kd[256];
	struct gs_error err;
	enum gs_status st;

	snprintf(kd, sizeof(kd), "%s\t.amdhsa_group_segment_fixed_size 1024\n", KD);
	snprintf(body, sizeof(body), fmt, "ds_write_b32 v1, v0", "");
	st = run_err(e, body, kd, 1, 128, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "expected s_waitcnt lgkmcnt(0) before the barrier"),
	      "%s: LDS write in flight at s_barrier (%d: %s)", e->tname, st, err.msg);
	snprintf(body, sizeof(body), fmt, "ds_write_b32 v1, v0", "\ts_waitcnt lgkmcnt(0)\n");
	CHECK(emu_run_ok(e, "LDS write waited for before s_barrier", body, kd, 1, 128), "%s", e->tname);
}

/* A global store in flight at s_barrier: outside tgsplit mode the waves share
 * one CU and its L1, AMDGPUUsage's workgroup release needs no vmcnt wait and
 * clang-22 emits none, so it is clean and the other wave reads the data; with
 * .amdhsa_tg_split 1 the waves may sit on different CUs and it is a hazard. */
static void t_barrier_store(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_and_b32 v1, 63, v0\n"
		"\tv_lshlrev_b32 v1, 2, v1\n"
		"\tv_add_u32 v2, 100, v0\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tv_cmp_gt_u32 vcc, 64, v0\n"
		"\ts_cbranch_vccz .Lreader\n"
		"\tglobal_store_dword v1, v2, s[6:7]\n"
		"\ts_barrier\n"
		"\ts_branch .Lend\n"
		".Lreader:\n"
		"\ts_barrier\n"
		"\tglobal_load_dword v3, v1, s[6:7]\n"
		"\ts_waitcnt vmcnt(0)\n"
		"\tglobal_store_dword v1, v3, s[6:7] offset:256\n"
		".Lend:\n"
		"\ts_waitcnt vmcnt(0)\n";
	const uint32_t *out = emu_out(e);
	char kd[256];
	struct gs_error err;
	enum gs_status st;
	int ok;

	memset(emu_out(e), 0, 512);
	ok = emu_run_ok(e, "global store in flight at s_barrier", body, KD, 1, 128);
	for (unsigned int l = 0; ok && l < 64; l++)
		ok = out[64 + l] == 100 + l;
	CHECK(ok, "%s: a global store in flight at s_barrier is clean outside tgsplit and wave 1 reads wave 0's data",
	      e->tname);
	snprintf(kd, sizeof(kd), "%s\t.amdhsa_tg_split 1\n", KD);
	st = run_err(e, body, kd, 1, 128, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "global_store_dword v1, v2, s[6:7]") &&
	      strstr(err.msg, "expected s_waitcnt vmcnt(0) before the barrier"),
	      "%s: ... and a hazard with .amdhsa_tg_split 1 (%d: %s)", e->tname, st, err.msg);
}

/* MFMA end to end: v_mfma_f32_16x16x4_f32 with A (through an AGPR) and B
 * from memory, C the inline 0, D in AGPRs; then D (read back) + A x B in
 * VGPRs.  Layout
 * (AMD matrix instruction calculator, 16x16x4 f32): A[i][k] in lane
 * i + 16k, B[k][j] in lane j + 16k, D[i][j] in register i % 4, lane
 * j + 16 (i / 4).  Small integers: every sum is exact.  Without the wait
 * for the loads the checker reports the MFMA. */
static void t_mfma(struct emu_env *e)
{
	static const char fmt[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_load_dword v2, v1, s[4:5]\n"
		"\tglobal_load_dword v3, v1, s[4:5] offset:256\n"
		"%s"
		"\tv_accvgpr_write_b32 a8, v2\n"
		"\ts_nop 1\n"
		"\tv_mfma_f32_16x16x4_f32 a[0:3], a8, v3, 0\n"
		"\ts_nop 7\n\ts_nop 7\n"
		"\tv_accvgpr_read_b32 v4, a0\n\tv_accvgpr_read_b32 v5, a1\n"
		"\tv_accvgpr_read_b32 v6, a2\n\tv_accvgpr_read_b32 v7, a3\n"
		"\ts_nop 1\n"  /* VALU write -> MFMA read: 2 wait states (mfma_hazard.c) */
		"\tv_mfma_f32_16x16x4_f32 v[10:13], v2, v3, v[4:7]\n"
		"\ts_nop 7\n\ts_nop 7\n"
		"\tv_lshlrev_b32 v8, 4, v0\n"
		"\tglobal_store_dwordx4 v8, v[4:7], s[6:7]\n"
		"\tglobal_store_dwordx4 v8, v[10:13], s[6:7] offset:1024\n";
	char body[2048];
	float a[16][4], b[4][16];
	uint32_t *in = emu_in(e);
	const uint32_t *out = emu_out(e);
	struct gs_error err;
	enum gs_status st;
	int bad = -1;

	fill(e);
	for (int l = 0; l < 64; l++) {
		float fa = (float)((int)(xs() % 9) - 4), fb = (float)((int)(xs() % 9) - 4);

		a[l % 16][l / 16] = fa;
		b[l / 16][l % 16] = fb;
		memcpy(&in[l], &fa, 4);
		memcpy(&in[64 + l], &fb, 4);
	}
	snprintf(body, sizeof(body), fmt, "\ts_waitcnt vmcnt(0)\n");
	if (!emu_run_ok(e, "v_mfma_f32_16x16x4_f32", body, KD, 1, 64))
		return;
	for (int i = 0; i < 16 && bad < 0; i++)
		for (int j = 0; j < 16 && bad < 0; j++) {
			float d = 0, got, got2;
			int lane = j + 16 * (i / 4), r = i % 4;

			for (int k = 0; k < 4; k++)
				d += a[i][k] * b[k][j];
			memcpy(&got, &out[4 * lane + r], 4);
			memcpy(&got2, &out[256 + 4 * lane + r], 4);
			if (got != d || got2 != 2 * d)
				bad = i * 16 + j;
		}
	CHECK(bad < 0, "%s: MFMA D[%d][%d] differs from A x B computed in C", e->tname, bad / 16, bad % 16);
	snprintf(body, sizeof(body), fmt, "\ts_waitcnt vmcnt(1)\n");  /* B (v3) still in flight */
	st = run_err(e, body, KD, 1, 64, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "v_mfma_f32_16x16x4_f32") && strstr(err.msg, "uses v3") &&
	      strstr(err.msg, "s_waitcnt vmcnt(0)"),
	      "%s: MFMA reading a load in flight is reported (%d: %s)", e->tname, st, err.msg);
}

/* ---------------------------------------------------------- decoder vs llvm */

static void add_line(char **buf, size_t *n, size_t *cap, const char *s)
{
	size_t l = strlen(s);

	if (*n + l + 2 > *cap) {
		char *b = realloc(*buf, (*cap = 2 * *cap + l + 2));

		if (!b)
			return;
		*buf = b;
	}
	memcpy(*buf + *n, s, l);
	*n += l;
	(*buf)[(*n)++] = '\n';
	(*buf)[*n] = 0;
}

/* Every sample line of tools/gen/isa-ops.txt (each alternative, and its _e64
 * form) and a few literal forms, as llvm-mc-22 encodes them for tname: each
 * instruction the execution table has decodes as that instruction, taking
 * exactly llvm's bytes. */
static void t_decode_vs_llvm(const char *tname)
{
	static const char *const extra[] = {
		"v_mov_b32 v0, 0x12345678", "s_mov_b32 s0, 0x12345678", "v_add_f32 v0, 0x3fc00000, v1",
		"v_cmp_eq_u32 vcc, 0x1234, v1", "s_cmp_eq_u32 s0, 0x1234", "s_add_u32 s0, 0x1234, s1",
		"v_cndmask_b32 v0, 0x1234, v1, vcc", "s_mov_b32 m0, s1", "v_add_co_u32 v0, s[4:5], v1, v2",
		"v_addc_co_u32 v0, s[4:5], v1, v2, s[6:7]", "v_cndmask_b32 v0, v1, v2, s[4:5]",
		"global_load_dword a0, v[2:3], off", "ds_read_b32 a1, v1 offset:8", "ds_write2_b32 v1, a2, a3 offset1:5",
		"global_atomic_add v1, v[2:3], v4, off sc0", "s_load_dword s0, s[2:3], m0",
		"s_load_dwordx2 s[0:1], s[2:3], s4 offset:0x10", "v_readfirstlane_b32 s1, v2",
		"v_mfma_f32_32x32x8_f16 v[0:15], v[0:1], v[2:3], v[0:15] cbsz:1 abid:1 blgp:2",
	};
	const struct gs_target *t = gs_target_find(tname);
	struct emu em;
	struct wave w;
	char path[512], bad_text[300] = "";
	char *ops, *input = NULL, *out, *line, *save = NULL;
	size_t len = 0, n = 0, cap = 0;
	unsigned int checked = 0, bad = 0;
	int st;

	memset(&em, 0, sizeof(em));
	memset(&w, 0, sizeof(w));
	em.target = t;
	em.isa = gsi_isa_exec_for(t);
	w.lanes = 64;
	ops = tu_read_file(tu_src("tools/gen/isa-ops.txt", path, sizeof(path)), &len);
	if (!CHECK(ops && em.isa, "%s: read %s and the execution table", tname, path)) {
		free(ops);
		return;
	}
	for (char *l = strtok_r(ops, "\n", &save); l; l = strtok_r(NULL, "\n", &save)) {
		char mnem[64], sig[32], sample[200] = "", one[300];
		char *alt, *bar;
		int dr, sr;

		if (l[0] == '#' || sscanf(l, "%63s %31s %d %d %199[^\n]", mnem, sig, &dr, &sr, sample) < 4)
			continue;
		if (strchr(mnem, ':') && strncmp(mnem, "gfx9:", 5))
			continue;
		for (alt = sample; alt; alt = bar ? bar + 3 : NULL) {
			bar = strstr(alt, " | ");
			if (bar)
				*bar = 0;
			snprintf(one, sizeof(one), "%s %s", mnem + (strchr(mnem, ':') ? 5 : 0), alt);
			add_line(&input, &n, &cap, one);
			snprintf(one, sizeof(one), "%s_e64 %s", mnem + (strchr(mnem, ':') ? 5 : 0), alt);
			add_line(&input, &n, &cap, one);
		}
	}
	for (size_t i = 0; i < sizeof(extra) / sizeof(extra[0]); i++)
		add_line(&input, &n, &cap, extra[i]);
	out = input ? lo_run_st(tname, 0, 0, input, 0, &st) : NULL;
	for (line = out ? strtok_r(out, "\n", &save) : NULL; line; line = strtok_r(NULL, "\n", &save)) {
		char mn[64], *enc = strstr(line, "; encoding: [");
		uint8_t b[32];
		unsigned int nb = 0, v, size;
		const struct gs_isa_op *op;
		struct gs_inst in;
		size_t ml;

		if (!enc || sscanf(line, " %63s", mn) != 1)
			continue;
		ml = strlen(mn);
		if (ml > 4 && (!strcmp(mn + ml - 4, "_e32") || !strcmp(mn + ml - 4, "_e64")))
			mn[ml - 4] = 0;
		if (!(op = gsi_isa_by_name(em.isa, mn)))
			continue;  /* not in the execution table */
		for (char *q = enc + 13; q && nb < sizeof(b) && sscanf(q, "0x%x", &v) == 1;) {
			b[nb++] = (uint8_t)v;
			q = strchr(q, ',');
			q = q ? q + 1 : NULL;
		}
		checked++;
		size = emu_decode1(&em, &w, b, nb, &in);
		if (size != nb || in.op != op) {
			if (!bad++)
				snprintf(bad_text, sizeof(bad_text), "%.200s: decoded %s, %u bytes", line,
					 in.op ? in.op->name : "nothing", size);
		}
	}
	if (!out) {
		CHECK(1, "# SKIP %s: llvm-mc-22 did not run", tname);
	} else {
		CHECK(bad == 0 && checked >= 200,
		      "%s: %u encodings of llvm-mc-22 decode as the same instruction and size (%u wrong%s%s)",
		      tname, checked, bad, bad ? ", first: " : "", bad_text);
	}
	free(out);
	free(input);
	free(ops);
}

/* gfx9 VALU spellings: v_ffbh_u32/v_ffbl_b32, the VOP3 carry forms with an
 * SGPR-pair mask, v_cndmask_b32 on one, v_subb_co_u32 with VCC,
 * v_mad_u64_u32, v_lshlrev_b64, a VOP1 literal */
static void t_valu(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_load_dword v2, v1, s[4:5]\n"
		"\tglobal_load_dword v3, v1, s[4:5] offset:256\n"
		"\ts_waitcnt vmcnt(0)\n"
		"\tv_ffbh_u32 v4, v2\n"
		"\tv_ffbl_b32 v5, v3\n"
		"\tv_add_co_u32_e64 v6, s[8:9], v2, v3\n"
		"\tv_cndmask_b32_e64 v7, 0, 1, s[8:9]\n"
		"\tv_mad_u64_u32 v[8:9], s[10:11], v2, v3, v[2:3]\n"
		"\tv_lshlrev_b64 v[10:11], 5, v[2:3]\n"
		"\ts_mov_b64 vcc, s[8:9]\n"
		"\tv_subb_co_u32 v12, vcc, v2, v3, vcc\n"
		"\tv_mov_b32 v13, 0x12345678\n"
		"\tv_xor_b32 v13, v13, v0\n"
		"\tv_cndmask_b32 v14, 0, 1, vcc\n"
		"\tv_mov_b32 v15, 0\n"
		"\tv_lshlrev_b32 v20, 6, v0\n"
		"\tglobal_store_dwordx4 v20, v[4:7], s[6:7]\n"
		"\tglobal_store_dwordx4 v20, v[8:11], s[6:7] offset:16\n"
		"\tglobal_store_dwordx4 v20, v[12:15], s[6:7] offset:32\n";
	const uint32_t *in = emu_in(e), *out = emu_out(e);
	int bad = -1, badk = 0;

	fill(e);
	in = emu_in(e);
	for (int l = 0; l < 8; l++)  /* zero, and values whose sum carries */
		emu_in(e)[l] = l == 0 ? 0 : 0xffffff00u + (uint32_t)l;
	emu_in(e)[64] = 0;
	if (!emu_run_ok(e, "gfx9 VALU forms", body, KD, 1, 64))
		return;
	for (int l = 0; l < 64 && bad < 0; l++) {
		uint32_t a = in[l], b = in[64 + l];
		uint64_t ab = (uint64_t)b << 32 | a, sum = (uint64_t)a + b;
		uint32_t carry = (uint32_t)(sum >> 32);
		uint64_t mad = (uint64_t)a * b + ab, sh = ab << 5;
		uint64_t sub = (uint64_t)a - b - carry;
		uint32_t want[12] = {
			a ? (uint32_t)__builtin_clz(a) : 0xffffffffu, b ? (uint32_t)__builtin_ctz(b) : 0xffffffffu,
			(uint32_t)sum, carry, (uint32_t)mad, (uint32_t)(mad >> 32), (uint32_t)sh, (uint32_t)(sh >> 32),
			(uint32_t)sub, 0x12345678u ^ (uint32_t)l, (uint32_t)(sub >> 32 != 0), 0,
		};

		for (int k = 0; k < 12 && bad < 0; k++)
			if (out[16 * l + k] != want[k]) {
				bad = l;
				badk = k;
			}
	}
	CHECK(bad < 0, "%s: gfx9 VALU forms: lane %d value %d is 0x%x", e->tname, bad, badk,
	      bad < 0 ? 0 : out[16 * bad + badk]);
}

/* LDS per target: gfx950 (CDNA4) has 160 KiB per workgroup, gfx942 64 KiB;
 * a kernel using 128 KiB + runs on the one and is refused on the other */
static void t_lds_size(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx2 s[6:7], s[0:1], 0x8\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tv_add_u32 v2, 0x20000, v1\n"
		"\tv_add_u32 v3, 5, v0\n"
		"\tds_write_b32 v2, v3\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tds_read_b32 v4, v2\n"
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_store_dword v1, v4, s[6:7]\n";
	char kd[256];
	struct gs_error err;
	enum gs_status st;
	int big = e->dev && gs_target_find(e->tname)->lds_bytes >= 163840;

	snprintf(kd, sizeof(kd), "%s\t.amdhsa_group_segment_fixed_size 135168\n", KD);
	memset(emu_out(e), 0, EMU_BUF);
	st = run_err(e, body, kd, 1, 64, &err);
	if (!strcmp(e->tname, "gfx950")) {
		CHECK(big && st == GS_OK && emu_out(e)[63] == 68, "%s: 132 KiB of LDS (%d: %s)", e->tname, st, err.msg);
	} else {
		CHECK(!big && st == GS_ERR_INVALID && strstr(err.msg, "65536"),
		      "%s: 132 KiB of LDS is more than the target has (%d: %s)", e->tname, st, err.msg);
	}
}

/* s_memtime counts the wave's cycles (instructions executed, this one
 * included); s_memrealtime is the GPU clock: the dispatch's start plus the
 * same count, so realtime - memtime is the same for both reads and > 0.
 * Both return like scalar loads: reading before lgkmcnt(0) is a hazard. */
static void t_memtime(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"     /* 1 */
		"\ts_memtime s[8:9]\n"                       /* 2 */
		"\ts_nop 0\n"
		"\ts_memrealtime s[10:11]\n"                 /* 4 */
		"\ts_waitcnt lgkmcnt(0)\n"
		"\tv_mov_b32 v1, 0\n"
		"\tv_mov_b32 v2, s8\n\tv_mov_b32 v3, s9\n\tv_mov_b32 v4, s10\n\tv_mov_b32 v5, s11\n"
		"\tglobal_store_dwordx4 v1, v[2:5], s[6:7]\n";
	const uint32_t *out = emu_out(e);
	struct gs_error err;
	enum gs_status st;

	fill(e);
	if (emu_run_ok(e, "s_memtime / s_memrealtime", body, KD, 1, 64))
		CHECK(out[0] == 2 && out[1] == 0 && out[3] == 0 && out[2] > 4,
		      "%s: s_memtime = %u:%u (expected 2), s_memrealtime = %u:%u (expected T0 + 4, T0 > 0)",
		      e->tname, out[1], out[0], out[3], out[2]);
	st = run_err(e, "\ts_memrealtime s[10:11]\n\ts_mov_b32 s12, s10\n\ts_waitcnt lgkmcnt(0)\n", KD, 1, 64,
		     &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "s_memrealtime") && strstr(err.msg, "lgkmcnt(0)"),
	      "%s: reading s_memrealtime's result before the wait is a hazard: %s", e->tname, err.msg);
}

static void tests(struct emu_env *e)
{
	t_vector_add(e);
	t_salu_branches(e);
	t_smem(e);
	t_global(e);
	t_lds_barrier(e);
	t_barrier_store(e);
	t_agpr(e);
	t_checker(e);
	t_barrier_checker(e);
	t_mfma(e);
	t_valu(e);
	t_lds_size(e);
	t_memtime(e);
}

int main(void)
{
	static const char *const targets[] = { "gfx942", "gfx950" };

	(void)t_fmt;
	if (lo_setup()) {
		t_decode_vs_llvm("gfx942");
		t_decode_vs_llvm("gfx950");
		lo_cleanup();
	}
	for (size_t i = 0; i < sizeof(targets) / sizeof(targets[0]); i++) {
		struct emu_env e;

		if (emu_open(&e, targets[i], 9, "test_emu_gfx9.s")) {
			e.wave64 = 1;
			tests(&e);
		}
		emu_close(&e);
	}
	return t_done();
}
