// SPDX-License-Identifier: MIT
/*
 * Scratch (private) memory in the emulator, gfx1100 and gfx1201, wave32 and
 * wave64 (issue #5): every lane keeps a private array written through the
 * four addressing forms (ST: offset only; SADDR; VADDR; SVS: both), with
 * b32..b128 and positive/negative offsets, reads it back in other shapes
 * and copies it out; several waves and workgroups run at once, so any lane,
 * wave or workgroup seeing another's scratch shows in the values (computed
 * here in C); bytes, halves and unaligned dwords go through the same
 * swizzle.  Also: a scratch load used before its wait is flagged by the
 * checker, an access past the private segment is a VM fault naming the
 * wave, PC and instruction, and a kernel without a private segment faults
 * on its first scratch access; a dispatch built around a scratch buffer the
 * test can read shows the swizzled layout.  The hand-shaped assembler's bytes and text
 * for scratch forms are compared with llvm-mc-22 when it is installed.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "gfxshim/pm4.h"
#include "harness.h"
#include "emu_testutil.h"

#define WORDS 16  /* private dwords per lane */

/*
 * gfx942/gfx950 (architected flat scratch, wave64) run the same kernels,
 * spelled as gfx9 spells them: the gfx11 names below are rewritten
 * (longest first, so scratch_store_b128 is not taken for _b16).
 */
static void spell(const struct emu_env *e, const char *src, char *dst, size_t size)
{
	static const char *const map[][2] = {
		{ "scratch_store_b128", "scratch_store_dwordx4" }, { "scratch_store_b96", "scratch_store_dwordx3" },
		{ "scratch_store_b64", "scratch_store_dwordx2" }, { "scratch_store_b32", "scratch_store_dword" },
		{ "scratch_store_b16", "scratch_store_short" }, { "scratch_store_b8", "scratch_store_byte" },
		{ "scratch_load_b128", "scratch_load_dwordx4" }, { "scratch_load_b96", "scratch_load_dwordx3" },
		{ "scratch_load_b64", "scratch_load_dwordx2" }, { "scratch_load_b32", "scratch_load_dword" },
		{ "scratch_load_u16", "scratch_load_ushort" }, { "scratch_load_i16", "scratch_load_sshort" },
		{ "scratch_load_u8", "scratch_load_ubyte" }, { "scratch_load_i8", "scratch_load_sbyte" },
		{ "global_store_b128", "global_store_dwordx4" }, { "s_load_b128", "s_load_dwordx4" },
		{ "v_add_nc_u32", "v_add_u32" }, { "v_sub_nc_u32", "v_sub_u32" },
	};
	size_t n = 0;

	while (*src && n + 32 < size) {
		size_t i = 0;

		for (; e->gen == 9 && i < sizeof(map) / sizeof(map[0]); i++)
			if (!strncmp(src, map[i][0], strlen(map[i][0])))
				break;
		if (e->gen == 9 && i < sizeof(map) / sizeof(map[0])) {
			n += (size_t)snprintf(dst + n, size - n, "%s", map[i][1]);
			src += strlen(map[i][0]);
		} else {
			dst[n++] = *src++;
		}
	}
	dst[n] = 0;
}

/* the descriptor lines the target's wave size needs (gfx9: the AGPR split) */
static const char *wkd(const struct emu_env *e)
{
	return e->gen == 9 ? "\t.amdhsa_accum_offset 32\n" : e->wave64 ? "\t.amdhsa_wavefront_size32 0\n" : "";
}

/* emu_run_ok() with the kernel body spelled for the target */
static int run_ok(struct emu_env *e, const char *what, const char *body, const char *kd, unsigned int grid,
		  unsigned int block)
{
	static char sp[16384];

	spell(e, body, sp, sizeof(sp));
	return emu_run_ok(e, what, sp, kd, grid, block);
}

/*
 * gid = s2 * BLOCK + tid; private dword j of the lane holds gid * 64 + j.
 * Stores: j 0-1 ST (offset only), 2-3 VADDR b64, 4-7 SADDR b128, 8-11 SVS
 * b128 (s + v = 32), 12-14 VADDR b96 with offset:8 (v = 40), 15 SVS b32
 * with offset:-4 (v 56 + s 8).  Loads: four b128 in other forms, then the
 * lane's 16 dwords go to out[gid * 16 ..].  A barrier between the stores
 * and the loads interleaves the waves of a workgroup.
 */
static const char *body_fmt =
	"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
	"\tv_and_b32 v0, 0x3ff, v0\n"
	"\ts_mul_i32 s8, s2, %u\n"
	"\tv_add_nc_u32 v1, s8, v0\n"
	"%s"
	"\tscratch_store_b32 off, v16, off\n"
	"\tscratch_store_b32 off, v17, off offset:4\n"
	"\tv_mov_b32 v2, 8\n"
	"\tscratch_store_b64 v2, v[18:19], off\n"
	"\ts_movk_i32 s9, 16\n"
	"\tscratch_store_b128 off, v[20:23], s9\n"
	"\tv_mov_b32 v2, 16\n"
	"\tscratch_store_b128 v2, v[24:27], s9\n"
	"\tv_mov_b32 v2, 40\n"
	"\tscratch_store_b96 v2, v[28:30], off offset:8\n"
	"\tv_mov_b32 v2, 56\n"
	"\ts_movk_i32 s10, 8\n"
	"\tscratch_store_b32 v2, v31, s10 offset:-4\n"
	/* every wave of the workgroup stores before any reads back (a wave
	 * reading another's slot would see its values); private stores in
	 * flight at a barrier are no hazard (no other wave reads them) */
	"\tBARRIER\n"
	/* clobber the registers, then read back */
	"\tv_mov_b32 v16, 0\n\tv_mov_b32 v20, 0\n\tv_mov_b32 v24, 0\n\tv_mov_b32 v28, 0\n"
	"\tscratch_load_b128 v[16:19], off, off\n"
	"\tv_mov_b32 v2, 16\n"
	"\tscratch_load_b128 v[20:23], v2, off\n"
	"\ts_movk_i32 s11, 32\n"
	"\tscratch_load_b128 v[24:27], off, s11\n"
	"\tv_mov_b32 v2, 40\n"
	"\tscratch_load_b128 v[28:31], v2, s10\n"
	"\tv_lshlrev_b32 v3, 6, v1\n"
	"\tWAIT_KM\n"
	"\tWAIT_LOAD\n"
	"\tglobal_store_b128 v3, v[16:19], s[6:7]\n"
	"\tglobal_store_b128 v3, v[20:23], s[6:7] offset:16\n"
	"\tglobal_store_b128 v3, v[24:27], s[6:7] offset:32\n"
	"\tglobal_store_b128 v3, v[28:31], s[6:7] offset:48\n";

static const char *kd_fmt =
	"\t.amdhsa_private_segment_fixed_size %u\n\t.amdhsa_enable_private_segment 1\n%s";

static void private_arrays(struct emu_env *e, unsigned int grid, unsigned int block)
{
	char fill[2048], body[8192], kd[256];
	struct gs_bo *small = e->out, *big = NULL;
	struct gs_error err = { 0 };
	uint32_t *out;
	unsigned int n = grid * block, bad = 0, first = 0;
	size_t k = 0;

	/* 64 bytes a lane: more than emu_open()'s buffer holds */
	if (!CHECK(gs_bo_alloc(e->dev, (uint64_t)n * WORDS * 4, 0, &big, &err) == GS_OK, "%s: out buffer: %s",
		   e->tname, err.msg))
		return;
	e->out = big;
	out = emu_out(e);

	/* v16..v31: private dword j = gid * 64 + j */
	for (unsigned int j = 0; j < WORDS; j++)
		k += (size_t)snprintf(fill + k, sizeof(fill) - k, "\tv_lshl_add_u32 v%u, v1, 6, %u\n", 16 + j, j);
	snprintf(body, sizeof(body), body_fmt, block, fill);
	snprintf(kd, sizeof(kd), kd_fmt, WORDS * 4, wkd(e));
	memset(out, 0xee, (size_t)n * WORDS * 4);
	if (!run_ok(e, "private arrays", body, kd, grid, block))
		goto out;
	for (unsigned int g = 0; g < n; g++)
		for (unsigned int j = 0; j < WORDS; j++)
			if (out[g * WORDS + j] != g * 64 + j && !bad++)
				first = g * WORDS + j;
	CHECK(!bad, "%s wave%u: %u workgroups x %u lanes, every lane reads back its own %u private dwords (%u wrong, first out[%u] = 0x%x, want 0x%x)",
	      e->tname, e->wave64 ? 64 : 32, grid, block, WORDS, bad, first, out[first],
	      first / WORDS * 64 + first % WORDS);
out:
	e->out = small;
	gs_bo_free(e->dev, big);
}

/*
 * Bytes, halves and unaligned dwords: lane gid stores byte k (k 0..7) =
 * gid * 8 + k, with bit 7 set for odd k; a b16 at offset 9 and a b32 at
 * offset 13 (both crossing a dword, so two swizzled dwords apart); then
 * reads u8/i8 at 3, u16/i16 at 9, b32 at 13 and at 4, u8 at 1 and b32 at 8
 * back to out[gid * 8 ..].  Expected values from a byte array per lane.
 */
static void sub_dword(struct emu_env *e, unsigned int grid, unsigned int block)
{
	static const char *sub_fmt =
		"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
		"\tv_and_b32 v0, 0x3ff, v0\n"
		"\ts_mul_i32 s8, s2, %u\n"
		"\tv_add_nc_u32 v1, s8, v0\n"
		"\tv_lshlrev_b32 v2, 3, v1\n"
		"%s"
		"\tv_or_b32 v20, 0x8000, v1\n"
		"\tv_mov_b32 v3, 9\n"
		"\tscratch_store_b16 v3, v20, off\n"
		"\tv_or_b32 v21, 0xa5000000, v1\n"
		"\ts_movk_i32 s9, 12\n"
		"\tscratch_store_b32 off, v21, s9 offset:1\n"
		"\tscratch_load_u8 v24, off, off offset:3\n"
		"\tscratch_load_i8 v25, off, off offset:3\n"
		"\tscratch_load_u16 v26, v3, off\n"
		"\tscratch_load_i16 v27, off, s9 offset:-3\n"
		"\tscratch_load_b32 v28, off, off offset:13\n"
		"\tscratch_load_b32 v29, off, off offset:4\n"
		"\tscratch_load_u8 v30, v3, off offset:-8\n"
		"\tscratch_load_b32 v31, off, off offset:8\n"
		"\tv_lshlrev_b32 v3, 5, v1\n"
		"\tWAIT_KM\n"
		"\tWAIT_LOAD\n"
		"\tglobal_store_b128 v3, v[24:27], s[6:7]\n"
		"\tglobal_store_b128 v3, v[28:31], s[6:7] offset:16\n";
	char fill[2048], body[8192], kd[256];
	struct gs_bo *small = e->out, *big = NULL;
	struct gs_error err = { 0 };
	unsigned int n = grid * block, bad = 0, first = 0;
	uint32_t *out;
	size_t k = 0;

	for (unsigned int j = 0; j < 8; j++)
		k += (size_t)snprintf(fill + k, sizeof(fill) - k,
				      "\tv_or_b32 v%u, %u, v2\n\tscratch_store_b8 off, v%u, off offset:%u\n",
				      10 + j, j | (j & 1 ? 0x80 : 0), 10 + j, j);
	snprintf(body, sizeof(body), sub_fmt, block, fill);
	snprintf(kd, sizeof(kd), kd_fmt, 20, wkd(e));
	if (!CHECK(gs_bo_alloc(e->dev, (uint64_t)n * 32, 0, &big, &err) == GS_OK, "%s: out buffer: %s",
		   e->tname, err.msg))
		return;
	e->out = big;
	out = emu_out(e);
	memset(out, 0xee, (size_t)n * 32);
	if (run_ok(e, "bytes, halves, unaligned", body, kd, grid, block)) {
		for (unsigned int g = 0; g < n; g++) {
			uint8_t b[20] = { 0 };
			uint32_t want[8], v;

			for (unsigned int j = 0; j < 8; j++)
				b[j] = (uint8_t)((g * 8 | j) | (j & 1 ? 0x80 : 0));
			v = 0x8000 | g;
			memcpy(b + 9, &v, 2);
			v = 0xa5000000u | g;
			memcpy(b + 13, &v, 4);
			want[0] = b[3];
			want[1] = (uint32_t)(int32_t)(int8_t)b[3];
			want[2] = (uint32_t)b[9] | (uint32_t)b[10] << 8;
			want[3] = (uint32_t)(int32_t)(int16_t)want[2];
			memcpy(&want[4], b + 13, 4);
			memcpy(&want[5], b + 4, 4);
			want[6] = b[1];
			memcpy(&want[7], b + 8, 4);
			for (unsigned int j = 0; j < 8; j++)
				if (out[g * 8 + j] != want[j] && !bad++) {
					first = g * 8 + j;
					printf("# lane %u value %u: 0x%08x, want 0x%08x\n", g, j, out[first], want[j]);
				}
		}
		CHECK(!bad, "%s wave%u: %u x %u lanes: b8/b16 stores, u8/i8/u16/i16 loads, unaligned b16/b32 (%u wrong)",
		      e->tname, e->wave64 ? 64 : 32, grid, block, bad);
	}
	(void)first;
	e->out = small;
	gs_bo_free(e->dev, big);
}

/* One kernel that should fail: status and message parts. */
static void expect_fail(struct emu_env *e, const char *what, const char *body, const char *kd,
			unsigned int block, enum gs_status want, const char *const *parts)
{
	struct gs_error err = { 0 };
	char kdx[256], exp[256], sp[256], bsp[2048];
	enum gs_status st;
	int ok;

	snprintf(kdx, sizeof(kdx), "%s%s", kd, wkd(e));
	spell(e, body, bsp, sizeof(bsp));
	st = emu_run(e, bsp, kdx, 1, block, &err);
	if (st == GS_ERR_SYNTAX)
		return;
	ok = st == want;
	for (unsigned int i = 0; parts[i] && ok; i++) {
		spell(e, parts[i], sp, sizeof(sp));
		emu_expand(e->gen, sp, exp, sizeof(exp));
		ok = strstr(err.msg, exp) != NULL;
	}
	CHECK(ok, "%s wave%u: %s (status %d, want %d): %s", e->tname, e->wave64 ? 64 : 32, what,
	      (int)st, (int)want, err.msg);
}

static void faults(struct emu_env *e)
{
	static const char *const wait[] = { "hazard (emulated checker)", "v5", "WAIT_LOAD", NULL };
	static const char *const past[] = { "VM fault (emulated)", "wave 1 of workgroup (0,0,0)",
					    "scratch_store_b32 v6, v7, off offset:12", "lane 1 writes 4 bytes",
					    "private offset 16", "private segment of 16 bytes", NULL };
	static const char *const none[] = { "no private segment", "scratch_load_b32 v5, off, off", NULL };
	static const char *const neg[] = { "VM fault (emulated)", "lane 0 reads 8 bytes",
					   "scratch_load_b64 v[8:9], off, s12 offset:-4", NULL };
	unsigned int lanes = e->wave64 ? 64 : 32;
	char body[1024];

	expect_fail(e, "a scratch load read before its wait is flagged",
		    "\tv_mov_b32 v5, 1\n\tscratch_store_b32 off, v5, off\n\tscratch_load_b32 v5, off, off offset:0\n"
		    "\tv_add_nc_u32 v6, v5, v5\n",
		    "\t.amdhsa_private_segment_fixed_size 16\n\t.amdhsa_enable_private_segment 1\n",
		    lanes, GS_ERR_HAZARD, wait);
	/* wave 1, lane 1: v6 = 4 * lane, offset 12 -> private offset 16 = the segment's end */
	snprintf(body, sizeof(body),
		 "\tv_and_b32 v0, 0x3ff, v0\n\tv_sub_nc_u32 v6, v0, %u\n\tv_max_i32 v6, 0, v6\n"
		 "\tv_lshlrev_b32 v6, 2, v6\n\tscratch_store_b32 v6, v7, off offset:12\n", lanes);
	expect_fail(e, "a store past the private segment (wave 1 lane 1) is a VM fault", body,
		    "\t.amdhsa_private_segment_fixed_size 16\n\t.amdhsa_enable_private_segment 1\n",
		    2 * lanes, GS_ERR_FAULT, past);
	expect_fail(e, "a negative private offset is a VM fault",
		    "\ts_movk_i32 s12, 0\n\tscratch_load_b64 v[8:9], off, s12 offset:-4\n",
		    "\t.amdhsa_private_segment_fixed_size 16\n\t.amdhsa_enable_private_segment 1\n",
		    lanes, GS_ERR_FAULT, neg);
	expect_fail(e, "scratch without a private segment faults",
		    "\tscratch_load_b32 v5, off, off\n", "", lanes, GS_ERR_FAULT, none);
}

/* ---------------------------------------------------------------- layout */

/*
 * The physical layout, with a dispatch built here around a scratch buffer
 * the test owns (what gs_launch does, with room to look): lane l of wave w
 * writes dword j of its private segment, value w << 16 | l << 8 | j, to
 * slot w at j * 4 * lanes + l * 4 (dword swizzle, wave-size stride); the
 * lanes a partial last wave lacks and every slot past the last wave keep
 * the fill.
 */
static void layout(struct emu_env *e)
{
	static const char *src_fmt =
		"\t.text\n\t.globl k\n\t.p2align 8\nk:\n"
		"\tv_and_b32 v0, 0x3ff, v0\n"
		"\tv_lshrrev_b32 v1, %u, v0\n"              /* wave index */
		"\tv_and_b32 v2, %u, v0\n"                  /* lane */
		"\tv_lshlrev_b32 v1, 16, v1\n"
		"\tv_lshl_or_b32 v4, v2, 8, v1\n"
		"\tv_or_b32 v5, 1, v4\n\tv_or_b32 v6, 2, v4\n\tv_or_b32 v7, 3, v4\n"
		"\tv_or_b32 v8, 4, v4\n\tv_or_b32 v9, 5, v4\n"
		"\tscratch_store_b128 off, v[4:7], off\n"
		"\tv_mov_b32 v3, 8\n"
		"\tscratch_store_b64 v3, v[8:9], off offset:8\n"  /* dwords 4, 5 */
		"\tWAIT_STORE\n\ts_endpgm\n"
		"\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
		"\t.amdhsa_next_free_sgpr 8\n\t.amdhsa_next_free_vgpr 16\n"
		"\t.amdhsa_private_segment_fixed_size 24\n\t.amdhsa_enable_private_segment 1\n"
		"%s\t.end_amdhsa_kernel\n";
	unsigned int lanes = e->wave64 ? 64 : 32, block = 3 * lanes - 7, waves = 3, slots = 5;
	uint32_t unit = e->gen == 9 ? 1024 : 256;  /* COMPUTE_TMPRING_SIZE.WAVESIZE unit */
	uint32_t wave_bytes = (24 * lanes + unit - 1) / unit * unit;
	char src[4096], exp[4096], sp[4096];
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_module *m = NULL;
	struct gs_bo *sbo = NULL, *ib = NULL;
	struct gs_error err = { 0 };
	struct gs_dispatch d = GS_DISPATCH_INIT;
	struct gs_pm4 s;
	const struct gs_kernel *k;
	const uint32_t *mem;
	unsigned int bad = 0, checked = 0;

	snprintf(src, sizeof(src), src_fmt, e->wave64 ? 6 : 5, lanes - 1,
		 wkd(e));
	spell(e, src, sp, sizeof(sp));
	emu_expand(e->gen, sp, exp, sizeof(exp));
	ao.target = gs_target_find(e->tname);
	ao.wave64 = e->wave64;
	ao.filename = e->file;
	if (!CHECK(gs_assemble(exp, strlen(exp), &ao, &prog, &err) == GS_OK, "%s: layout kernel assembles: %s",
		   e->tname, err.msg)) {
		gs_program_free(prog);
		return;
	}
	if (!CHECK(emu_load(e->dev, prog, &m, &err) == GS_OK &&
		   gs_bo_alloc(e->dev, (uint64_t)slots * wave_bytes, 0, &sbo, &err) == GS_OK,
		   "%s: layout module and scratch buffer: %s", e->tname, err.msg))
		goto out;
	k = gs_codeobj_kernel(gs_module_codeobj(m), "k", NULL);
	memset(sbo->cpu, 0x5a, (size_t)slots * wave_bytes);
	memset(&d, 0, sizeof(d));
	d.size = sizeof(d);
	d.code_va = gs_module_va(m) + k->entry_offset;
	d.rsrc1 = k->kd.compute_pgm_rsrc1;
	d.rsrc2 = k->kd.compute_pgm_rsrc2;
	d.rsrc3 = k->kd.compute_pgm_rsrc3;
	d.grid[0] = d.grid[1] = d.grid[2] = 1;
	d.block[0] = block;
	d.block[1] = d.block[2] = 1;
	d.wave32 = !e->wave64;
	d.scratch_va = sbo->va;
	d.scratch_bytes_per_wave = wave_bytes;
	d.scratch_waves = slots;
	gs_pm4_init(&s, ao.target);
	if (gs_pm4_build_dispatch(&s, &d, &err) == GS_OK && gs_bo_alloc(e->dev, s.n * 4, 0, &ib, &err) == GS_OK) {
		memcpy(ib->cpu, s.dw, s.n * 4);
		if (gs_device_submit(e->dev, ib, 0, (uint32_t)s.n, &err) == GS_OK) {
			mem = sbo->cpu;
			for (unsigned int w = 0; w < slots; w++)
				for (unsigned int j = 0; j < wave_bytes / 4 / lanes; j++)
					for (unsigned int l = 0; l < lanes; l++) {
						uint32_t got = mem[(w * wave_bytes + j * 4 * lanes + l * 4) / 4];
						int live = w < waves && w * lanes + l < block && j < 6;
						uint32_t want = live ? w << 16 | l << 8 | j : 0x5a5a5a5au;

						checked++;
						if (got != want && !bad++)
							printf("# slot %u dword %u lane %u: 0x%08x, want 0x%08x\n", w, j, l, got, want);
					}
		}
	}
	gs_pm4_free(&s);
	CHECK(!err.msg[0] && !bad && checked == slots * wave_bytes / 4,
	      "%s wave%u: scratch layout: slot = wave, dword j of lane l at j*4*%u + 4*l (%u of %u dwords wrong) %s",
	      e->tname, lanes, lanes, bad, checked, err.msg);
out:
	gs_bo_free(e->dev, ib);
	gs_bo_free(e->dev, sbo);
	gs_module_free(m);
}

/* ---------------------------------------------------------------- llvm-mc-22 */

static const char *const asm_lines[] = {
	"scratch_load_b32 v0, off, s2 offset:16",
	"scratch_load_b32 v1, v2, off",
	"scratch_load_b32 v1, v2, s3 offset:-4",
	"scratch_load_b32 v1, off, off offset:8",
	"scratch_store_b32 v2, v1, off",
	"scratch_store_b64 off, v[2:3], s4",
	"scratch_store_b128 v5, v[0:3], s4 offset:2047",
	"scratch_load_b64 v[0:1], off, off",
	"scratch_load_b96 v[4:6], v7, vcc_lo offset:4095",
	"scratch_store_b96 v7, v[4:6], m0 offset:-4096",
	"scratch_load_b128 v[252:255], v255, ttmp15",
	"scratch_load_b32 v0, off, exec_lo",
	"scratch_store_b128 off, v[8:11], s105 offset:-1",
	"scratch_load_u8 v3, v4, s5 offset:7",
	"scratch_load_i16 v3, off, off offset:-2",
	"scratch_store_b8 v1, v2, s0",
	"scratch_store_b16 off, v9, m0 offset:3",
};

static int llvm_line(const char *cpu, const char *line, char *text, size_t tsize, uint8_t *b,
		     unsigned int *n)
{
	char cmd[512], buf[512];
	FILE *f;
	int ok = 0;

	snprintf(cmd, sizeof(cmd), "echo '%s' | llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding 2>/dev/null",
		 line, cpu);
	f = popen(cmd, "r");
	if (!f)
		return 0;
	while (fgets(buf, sizeof(buf), f)) {
		char *enc = strstr(buf, "; encoding: [");
		char *p;

		if (!enc)
			continue;
		*n = 0;
		for (p = enc + 13; *p && *p != ']' && *n < 16; p++)
			if (p[0] == '0' && p[1] == 'x')
				b[(*n)++] = (uint8_t)strtoul(p, &p, 16);
		while (enc > buf && (enc[-1] == ' ' || enc[-1] == '\t'))
			enc--;
		*enc = 0;
		p = buf;
		while (*p == ' ' || *p == '\t')
			p++;
		snprintf(text, tsize, "%s", p);
		ok = 1;
	}
	pclose(f);
	return ok;
}

static void vs_llvm(const char *tname)
{
	const struct gs_target *t = gs_target_find(tname);
	unsigned int same = 0, text_same = 0, n_lines = sizeof(asm_lines) / sizeof(asm_lines[0]);

	for (unsigned int i = 0; i < n_lines; i++) {
		struct gs_asm_options ao = { 0 };
		struct gs_program *prog = NULL;
		struct gs_error err = { 0 };
		char ltext[256], dtext[256];
		uint8_t lb[16];
		unsigned int ln = 0, isize = 0;

		if (!llvm_line(tname, asm_lines[i], ltext, sizeof(ltext), lb, &ln)) {
			CHECK(0, "%s: llvm-mc-22 encodes '%s'", tname, asm_lines[i]);
			continue;
		}
		ao.target = t;
		if (gs_assemble(asm_lines[i], strlen(asm_lines[i]), &ao, &prog, &err) == GS_OK &&
		    prog->text_size == ln && !memcmp(prog->text, lb, ln))
			same++;
		else
			printf("# %s: '%s': bytes differ from llvm-mc-22 (%s)\n", tname, asm_lines[i], err.msg);
		gs_program_free(prog);
		if (gs_disasm_one(t, lb, ln, 0, dtext, sizeof(dtext), &isize, &err) == GS_OK &&
		    isize == ln && !strcmp(dtext, ltext))
			text_same++;
		else
			printf("# %s: disassembly '%s', llvm-mc-22 '%s'\n", tname, dtext, ltext);
	}
	CHECK(same == n_lines, "%s: %u/%u scratch lines assemble to llvm-mc-22's bytes", tname, same, n_lines);
	CHECK(text_same == n_lines, "%s: %u/%u disassemble to llvm-mc-22's text", tname, text_same, n_lines);
}

/* ---------------------------------------------------------------- main */

static void tests(struct emu_env *e)
{
	for (int w64 = e->gen == 9; w64 <= 1; w64++) {  /* gfx9: wave64 only */
		unsigned int lanes = w64 ? 64 : 32;

		e->wave64 = w64;
		private_arrays(e, 1, lanes);               /* one wave */
		private_arrays(e, 3, 3 * lanes - 5);       /* three waves (the last partial), three groups */
		sub_dword(e, 2, 2 * lanes - 3);
		faults(e);
		layout(e);
	}
	e->wave64 = 0;
}

int main(void)
{
	if (system("llvm-mc-22 --version >/dev/null 2>&1") != 0) {
		CHECK(1, "# SKIP llvm-mc-22 not installed: no comparison of encodings");
	} else {
		vs_llvm("gfx1100");
		vs_llvm("gfx1201");
	}
	return emu_main_on("gfx1100 gfx1201 gfx942 gfx950", tests, "test_emu_scratch.s");
}
