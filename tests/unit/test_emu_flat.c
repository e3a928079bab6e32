// SPDX-License-Identifier: MIT
/*
 * gfx942/gfx950 LDS DMA in the emulator (issue #5): global_load_lds_dword/
 * ubyte/sbyte/ushort/sshort, gfx950 global_load_lds_dwordx3/x4 and
 * scratch_load_lds_* write no VGPR but LDS, at M0 + the instruction offset
 * + lane * 4 (x3/x4: lane * 16; CDNA3/CDNA4 ISA "load to LDS"), a byte or
 * short as its zero/sign-extended dword.  One kernel fills LDS with a
 * pattern, runs every form (one under a partial EXEC, with SADDR and with
 * a 64-bit VADDR, unaligned global addresses), waits on VMcnt and copies
 * LDS out; the expected image is computed here in C from the input bytes.
 * Also: an LDS address past the allocation is an LDS memory violation, and
 * a barrier while an LDS DMA is in flight (no s_waitcnt vmcnt) is flagged.
 *
 * Flat apertures (gfx942, gfx950, gfx1100, gfx1201): flat_* addresses in
 * the shared aperture reach LDS (DS reads see flat stores and flat loads DS
 * stores), in the private aperture the lane's scratch (scratch_* see them),
 * lane by lane within one instruction (even lanes global, odd lanes LDS),
 * the apertures read from src_shared_base (s_mov_b64) and src_private_base
 * (gfx9 s_mov_b32, gfx11/gfx12 v_mov_b32).  Expected values computed here; an LDS
 * address past the allocation faults.  Flat atomics into both apertures
 * (add, xor, cmpswap; 32/64-bit; returning and not) against a C model.
 * M0's high bits are ignored (gfx942 16 bits, gfx950 18); the buffer lds
 * loads follow the same rule (test_emu_tbuffer.c).
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"

#define LDS_BYTES 6144
#define PER_LANE (LDS_BYTES / 4 / 64)  /* dwords each lane fills and copies out */

static void put32(uint8_t *lds, uint32_t a, uint32_t v)
{
	memcpy(lds + a, &v, 4);
}

static uint32_t ext(const uint8_t *p, unsigned int bytes, int sign)
{
	if (bytes == 1)
		return sign ? (uint32_t)(int32_t)(int8_t)p[0] : p[0];
	return sign ? (uint32_t)(int32_t)(int16_t)(p[0] | p[1] << 8) : (uint32_t)(p[0] | p[1] << 8);
}

/* The LDS image the kernel below leaves, from the input bytes. */
static void model(const uint8_t *in, int gfx950, uint8_t *lds)
{
	for (unsigned int i = 0; i < LDS_BYTES / 4; i++)
		put32(lds, 4 * i, 0xa5000000u + i);
	for (unsigned int l = 0; l < 64; l++) {
		uint32_t v;

		memcpy(&v, in + 8 + 4 * l, 4);                         /* dword, SADDR, offset:8 */
		put32(lds, 0x000 + 8 + 4 * l, v);
		put32(lds, 0x200 + 4 + 4 * l, ext(in + 5 * l + 1 + 4, 1, 0));  /* ubyte */
		put32(lds, 0x400 + 4 + 4 * l, ext(in + 5 * l + 1 + 4, 1, 1));  /* sbyte */
		if (l < 40)                                                    /* ushort, EXEC lanes 0..39 */
			put32(lds, 0x600 + 4 * l, ext(in + 6 * l + 2, 2, 0));
		put32(lds, 0x800 + 16 + 4 * l, ext(in + 6 * l + 2 + 16, 2, 1));  /* sshort, offset:16 */
		if (gfx950) {
			memcpy(lds + 0xa00 + 16 * l, in + 16 * l, 16);                 /* dwordx4 */
			memcpy(lds + 0xe00 + 16 + 16 * l, in + 6 * l + 2 + 16, 12);    /* dwordx3: 4th dword kept */
		}
		/* private dwords 0..3 = in dwords 128 + 4l .. ^ 0x5555 */
		memcpy(&v, in + 512 + 16 * l + 4, 4);
		put32(lds, 0x1400 + 4 + 4 * l, v ^ 0x5555);             /* scratch dword at private 4 */
		memcpy(&v, in + 512 + 16 * l + 4, 4);
		v ^= 0x5555;
		put32(lds, 0x1600 + 4 + 4 * l, (uint32_t)(int32_t)(int16_t)(v >> 16));  /* sshort at private 6 */
	}
}

static void lds_dma(struct emu_env *e)
{
	int gfx950 = !strcmp(e->tname, "gfx950");
	char body[16384];
	static uint8_t want[LDS_BYTES];
	uint8_t *in = (uint8_t *)emu_in(e);
	uint32_t *out = emu_out(e), seed = 0x1234567u;
	unsigned int bad = 0;
	size_t n = 0;

	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		emu_in(e)[i] = emu_xs(&seed);
	memset(out, 0xee, EMU_BUF);
	n += (size_t)snprintf(body + n, sizeof(body) - n,
			      "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
			      "\tv_and_b32 v0, 0x3ff, v0\n"
			      "\tv_lshlrev_b32 v1, 2, v0\n");
	for (unsigned int k = 0; k < PER_LANE; k++)
		n += (size_t)snprintf(body + n, sizeof(body) - n,
				      "\tv_add_u32 v4, 0x%x, v0\n\tds_write_b32 v1, v4 offset:%u\n",
				      0xa5000000u + 64 * k, 256 * k);
	n += (size_t)snprintf(body + n, sizeof(body) - n,
			      "\ts_waitcnt lgkmcnt(0)\n"
			      "\tv_mul_u32_u24 v2, 5, v0\n\tv_add_u32 v2, 1, v2\n"
			      "\tv_mul_u32_u24 v5, 6, v0\n\tv_add_u32 v5, 2, v5\n"
			      "\tv_mov_b32 v7, s5\n\tv_add_co_u32 v6, vcc, s4, v5\n\tv_addc_co_u32 v7, vcc, 0, v7, vcc\n"
			      "\ts_mov_b32 m0, 0\n\tglobal_load_lds_dword v1, s[4:5] offset:8\n"
			      "\ts_mov_b32 m0, 0xfffc0200\n\tglobal_load_lds_ubyte v2, s[4:5] offset:4\n"  /* M0 masked */
			      "\ts_mov_b32 m0, %s\n\tglobal_load_lds_sbyte v2, s[4:5] offset:4\n"
			      "\tv_cmp_gt_u32 vcc, 40, v0\n\ts_and_saveexec_b64 s[20:21], vcc\n"
			      "\ts_mov_b32 m0, 0x600\n\tglobal_load_lds_ushort v[6:7], off\n"
			      "\ts_mov_b64 exec, s[20:21]\n"
			      "\ts_mov_b32 m0, 0x800\n\tglobal_load_lds_sshort v[6:7], off offset:16\n"
			      "%s"
			      "\tv_lshlrev_b32 v9, 4, v0\n"
			      "\tglobal_load_dwordx4 v[10:13], v9, s[4:5] offset:512\n"
			      "\ts_waitcnt vmcnt(0)\n"
			      "\tv_xor_b32 v10, 0x5555, v10\n\tv_xor_b32 v11, 0x5555, v11\n"
			      "\tv_xor_b32 v12, 0x5555, v12\n\tv_xor_b32 v13, 0x5555, v13\n"
			      "\tscratch_store_dwordx4 off, v[10:13], off\n"
			      "\ts_waitcnt vmcnt(0)\n"
			      "\ts_mov_b32 m0, 0x1400\n\tscratch_load_lds_dword off, off offset:4\n"
			      "\ts_mov_b32 m0, 0x1600\n\tv_mov_b32 v14, 2\n\tscratch_load_lds_sshort v14, off offset:4\n"
			      "\ts_waitcnt vmcnt(0)\n",
			      gfx950 ? "0x400" : "0x10400",  /* gfx942 reads 16 bits of M0, gfx950 18 */
			      gfx950 ? "\tv_lshlrev_b32 v8, 4, v0\n"
				       "\ts_mov_b32 m0, 0xa00\n\tglobal_load_lds_dwordx4 v8, s[4:5]\n"
				       "\ts_mov_b32 m0, 0xe00\n\tglobal_load_lds_dwordx3 v[6:7], off offset:16\n" : "");
	for (unsigned int k = 0; k < PER_LANE; k++)
		n += (size_t)snprintf(body + n, sizeof(body) - n,
				      "\tds_read_b32 v15, v1 offset:%u\n\ts_add_u32 s8, s6, %u\n\ts_addc_u32 s9, s7, 0\n"
				      "\ts_waitcnt lgkmcnt(0)\n\tglobal_store_dword v1, v15, s[8:9]\n",
				      256 * k, 256 * k);
	if (!emu_run_ok(e, "LDS DMA kernel", body,
			"\t.amdhsa_accum_offset 32\n\t.amdhsa_group_segment_fixed_size 6144\n"
			"\t.amdhsa_private_segment_fixed_size 16\n\t.amdhsa_enable_private_segment 1\n", 1, 64))
		return;
	model(in, gfx950, want);
	for (unsigned int i = 0; i < LDS_BYTES / 4; i++) {
		uint32_t w;

		memcpy(&w, want + 4 * i, 4);
		if (out[i] != w && !bad++)
			printf("# LDS 0x%x: 0x%08x, want 0x%08x\n", 4 * i, out[i], w);
	}
	CHECK(!bad, "%s: global_load_lds_dword/ubyte/sbyte/ushort/sshort%s, scratch_load_lds_dword/sshort: %u of %u LDS dwords differ from the C model",
	      e->tname, gfx950 ? ", dwordx3/x4" : "", bad, LDS_BYTES / 4);
}

static void expect_fail(struct emu_env *e, const char *what, const char *body, enum gs_status want,
			const char *part)
{
	struct gs_error err = { 0 };
	enum gs_status st = emu_run(e, body, "\t.amdhsa_accum_offset 32\n\t.amdhsa_group_segment_fixed_size 512\n", 1,
				    128, &err);

	if (st == GS_ERR_SYNTAX)
		return;
	CHECK(st == want && strstr(err.msg, part), "%s: %s (status %d, want %d): %s", e->tname, what, (int)st, (int)want,
	      err.msg);
}

static void faults(struct emu_env *e)
{
	expect_fail(e, "an LDS DMA past the allocation is an LDS memory violation",
		    "\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 2, v0\n"
		    "\ts_waitcnt lgkmcnt(0)\n\ts_movk_i32 m0, 0x1f8\n\tglobal_load_lds_dword v1, s[4:5]\n",
		    GS_ERR_FAULT, "LDS memory violation (emulated): lane 2 of global_load_lds_dword writes 4 bytes at LDS address 0x200");
	expect_fail(e, "a barrier with an LDS DMA in flight is flagged",
		    "\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 2, v0\n"
		    "\ts_waitcnt lgkmcnt(0)\n\ts_movk_i32 m0, 0\n\tglobal_load_lds_dword v1, s[4:5]\n\ts_barrier\n",
		    GS_ERR_HAZARD, "is still in flight; other waves may read LDS before it lands; expected s_waitcnt vmcnt(0)");
	/* LDS-DMA data lands with the load: reading its bytes needs the vmcnt
	 * wait (the newest overlapping load is named, with the wait that
	 * covers it); other LDS bytes (double buffering) may be read meanwhile */
	expect_fail(e, "a DS read of LDS bytes an LDS DMA is still writing is flagged",
		    "\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 2, v0\n"
		    "\ts_waitcnt lgkmcnt(0)\n\ts_movk_i32 m0, 0x100\n\tglobal_load_lds_dword v1, s[4:5]\n"
		    "\ts_movk_i32 m0, 0\n\tglobal_load_lds_dword v1, s[4:5]\n"
		    "\tds_read_b32 v2, v1 offset:0x104\n\ts_waitcnt vmcnt(0) lgkmcnt(0)\n",
		    GS_ERR_HAZARD, "accesses LDS bytes 0x104-0x107 while the LDS-DMA load at PC ");
	expect_fail(e, "... with the wait that covers it",
		    "\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 2, v0\n"
		    "\ts_waitcnt lgkmcnt(0)\n\ts_movk_i32 m0, 0x100\n\tglobal_load_lds_dword v1, s[4:5]\n"
		    "\ts_movk_i32 m0, 0\n\tglobal_load_lds_dword v1, s[4:5]\n"
		    "\tds_read_b32 v2, v1 offset:0x104\n\ts_waitcnt vmcnt(0) lgkmcnt(0)\n",
		    GS_ERR_HAZARD, "global_load_lds_dword v1, s[4:5], which writes LDS 0x100-0x1ff, has not completed; expected s_waitcnt vmcnt(1) before this instruction");
	if (!strcmp(e->tname, "gfx950"))  /* CDNA4's GEMM pattern: LDS DMA, then transposing reads */
		expect_fail(e, "ds_read_b64_tr_b16 of LDS bytes an LDS DMA is still writing is flagged",
			    "\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 2, v0\n"
			    "\tv_lshlrev_b32 v3, 3, v0\n\ts_waitcnt lgkmcnt(0)\n\ts_movk_i32 m0, 0\n"
			    "\tglobal_load_lds_dword v1, s[4:5]\n\tds_read_b64_tr_b16 v[4:5], v3\n\ts_waitcnt vmcnt(0) lgkmcnt(0)\n",
			    GS_ERR_HAZARD, "ds_read_b64_tr_b16 v[4:5], v3: hazard (emulated checker): accesses LDS bytes 0x0-0x7 while the LDS-DMA load");
	CHECK(emu_run_ok(e, "DS reads of other LDS bytes while an LDS DMA is in flight, and of its bytes after vmcnt",
			 "\ts_load_dwordx2 s[4:5], s[0:1], 0x0\n\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 2, v0\n"
			 "\ts_waitcnt lgkmcnt(0)\n\ts_movk_i32 m0, 0x100\n\tglobal_load_lds_dword v1, s[4:5]\n"
			 "\tds_read_b32 v2, v1\n\ts_waitcnt lgkmcnt(0)\n\tds_write_b32 v1, v2 offset:0x200\n"
			 "\ts_waitcnt vmcnt(0)\n\tds_read_b32 v3, v1 offset:0x100\n\ts_waitcnt lgkmcnt(0)\n",
			 "\t.amdhsa_accum_offset 32\n\t.amdhsa_group_segment_fixed_size 1024\n", 1, 64),
	      "%s: an LDS DMA in flight leaves the other LDS bytes free and its own after the wait", e->tname);
}

/* gfx9 text -> gfx11/gfx12 text (longest names first) */
static void spell(const struct emu_env *e, const char *src, char *dst, size_t size)
{
	static const char *const map[][3] = {
		/* gfx9, gfx11/gfx12 */
		{ "SHARED_HI", "s_mov_b64 s[10:11], src_shared_base", "s_mov_b64 s[10:11], src_shared_base" },
		{ "PRIV_HI", "s_mov_b32 s12, src_private_base", "v_mov_b32 v30, src_private_base\n\tv_readfirstlane_b32 s12, v30" },
		{ "flat_store_dword", "flat_store_dword", "flat_store_b32" },
		{ "flat_store_short", "flat_store_short", "flat_store_b16" },
		{ "flat_load_dword", "flat_load_dword", "flat_load_b32" },
		{ "flat_load_sbyte", "flat_load_sbyte", "flat_load_i8" },
		{ "flat_load_sshort", "flat_load_sshort", "flat_load_i16" },
		{ "flat_atomic_add_x2", "flat_atomic_add_x2", "flat_atomic_add_u64" },
		{ "flat_atomic_add", "flat_atomic_add", "flat_atomic_add_u32" },
		{ "flat_atomic_cmpswap_x2", "flat_atomic_cmpswap_x2", "flat_atomic_cmpswap_b64" },
		{ "flat_atomic_cmpswap", "flat_atomic_cmpswap", "flat_atomic_cmpswap_b32" },
		{ "flat_atomic_xor", "flat_atomic_xor", "flat_atomic_xor_b32" },
		{ "scratch_store_dword", "scratch_store_dword", "scratch_store_b32" },
		{ "scratch_load_dwordx2", "scratch_load_dwordx2", "scratch_load_b64" },
		{ "scratch_load_dword", "scratch_load_dword", "scratch_load_b32" },
		{ "ds_read_b32", "ds_read_b32", "ds_load_b32" },
		{ "ds_write_b32", "ds_write_b32", "ds_store_b32" },
		{ "s_load_dwordx4", "s_load_dwordx4", "s_load_b128" },
		{ "global_store_dwordx2", "global_store_dwordx2", "global_store_b64" },
		{ "global_store_dword", "global_store_dword", "global_store_b32" },
		{ "v_addc_co_u32", "v_addc_co_u32", "v_add_co_ci_u32" },
		{ "v_add_u32", "v_add_u32", "v_add_nc_u32" },
	};
	size_t n = 0, c = e->gen == 9 ? 1 : 2;

	while (*src && n + 48 < size) {
		size_t i = 0;

		for (; i < sizeof(map) / sizeof(map[0]); i++)
			if (!strncmp(src, map[i][0], strlen(map[i][0])))
				break;
		if (i < sizeof(map) / sizeof(map[0])) {
			n += (size_t)snprintf(dst + n, size - n, "%s", map[i][c]);
			src += strlen(map[i][0]);
		} else {
			dst[n++] = *src++;
		}
	}
	dst[n] = 0;
}

/* the descriptor: wave64 everywhere (gfx9: its AGPR split), 1 KiB of LDS, 16 private bytes a lane */
static const char *flat_kd(const struct emu_env *e)
{
	return e->gen == 9 ? "\t.amdhsa_accum_offset 32\n\t.amdhsa_group_segment_fixed_size 1024\n"
			     "\t.amdhsa_private_segment_fixed_size 16\n\t.amdhsa_enable_private_segment 1\n"
			   : "\t.amdhsa_wavefront_size32 0\n\t.amdhsa_group_segment_fixed_size 1024\n"
			     "\t.amdhsa_private_segment_fixed_size 16\n\t.amdhsa_enable_private_segment 1\n";
}

/*
 * Lane l (64 lanes): v4 = 0x1000 + l, v12 = l * 0x10001 ^ 0xabcd0000.
 * out[8l + 0]: ds_read of what flat_store_dword put at shared + 0x100 + 4l
 * out[8l + 1]: flat_load_sbyte of LDS byte 0x301 + 4l, which ds_write wrote
 * out[8l + 2]: scratch_load_dword of private 8, written by flat_store_dword
 * out[8l + 3]: flat_load_sshort of private 14, written by scratch_store_dword
 * out[8l + 4]: flat_load_dword back through the mixed addresses (even
 *   lanes: global out + 0x1000 + 4l, odd: shared + 0x200 + 4l)
 * out[8l + 5]: ds_read of LDS 0x200 + 4l (odd lanes: v4; even: 0x77)
 * out[0x400 + l]: the global word (even lanes: v4; odd: the 0xee fill)
 */
static void apertures(struct emu_env *e)
{
	static const char *body =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_and_b32 v0, 0x3ff, v0\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tv_add_u32 v4, 0x1000, v0\n"
		"\tv_mul_u32_u24 v12, 0x10001, v0\n\tv_xor_b32 v12, 0xabcd0000, v12\n"
		"\tv_mov_b32 v6, 0x77\n\tds_write_b32 v1, v6 offset:512\n"
		"\tv_mul_u32_u24 v6, 0x9b, v0\n\tds_write_b32 v1, v6 offset:768\n"
		"\tSHARED_HI\n\tPRIV_HI\n"
		"\tWAIT_KM\n\tWAIT_DS\n"
		"\tv_mov_b32 v3, s11\n\tv_mov_b32 v2, v1\n"
		"\tflat_store_dword v[2:3], v4 offset:256\n"
		"\tflat_load_sbyte v7, v[2:3] offset:769\n"
		"\tv_mov_b32 v9, s12\n\tv_mov_b32 v8, 8\n"
		"\tflat_store_dword v[8:9], v4\n"
		"\tscratch_store_dword off, v12, off offset:12\n"
		"\tWAIT_LOAD\n\tWAIT_STORE\n\tWAIT_DS\n"
		"\tds_read_b32 v5, v1 offset:256\n"
		"\tscratch_load_dword v10, off, off offset:8\n"
		"\tflat_load_sshort v11, v[8:9] offset:6\n"
		/* mixed: even lanes global out + 0x1000 + 4l, odd lanes shared + 0x200 + 4l */
		"\tv_mov_b32 v19, s7\n\tv_add_co_u32 v18, vcc, s6, v1\n\tv_addc_co_u32 v19, vcc, 0, v19, vcc\n"
		"\tv_add_co_u32 v18, vcc, 0x1000, v18\n\tv_addc_co_u32 v19, vcc, 0, v19, vcc\n"
		"\tv_add_u32 v20, 0x200, v1\n\tv_mov_b32 v21, s11\n"
		"\tv_and_b32 v17, 1, v0\n\tv_cmp_eq_u32 vcc, 0, v17\n"
		"\tv_cndmask_b32 v14, v20, v18, vcc\n\tv_cndmask_b32 v15, v21, v19, vcc\n"
		"\tflat_store_dword v[14:15], v4\n"
		"\tWAIT_LOAD\n\tWAIT_STORE\n\tWAIT_DS\n"
		"\tflat_load_dword v16, v[14:15]\n"
		"\tds_read_b32 v13, v1 offset:512\n"
		"\tv_lshlrev_b32 v22, 5, v0\n"
		"\tWAIT_LOAD\n\tWAIT_DS\n"
		"\tglobal_store_dword v22, v5, s[6:7]\n"
		"\tglobal_store_dword v22, v7, s[6:7] offset:4\n"
		"\tglobal_store_dword v22, v10, s[6:7] offset:8\n"
		"\tglobal_store_dword v22, v11, s[6:7] offset:12\n"
		"\tglobal_store_dword v22, v16, s[6:7] offset:16\n"
		"\tglobal_store_dword v22, v13, s[6:7] offset:20\n";
	char sp[8192];
	uint32_t *out = emu_out(e);
	unsigned int bad = 0;

	e->wave64 = 1;
	spell(e, body, sp, sizeof(sp));
	memset(out, 0xee, EMU_BUF);
	if (!emu_run_ok(e, "flat apertures", sp, flat_kd(e), 1, 64))
		return;
	for (unsigned int l = 0; l < 64; l++) {
		uint32_t v4 = 0x1000 + l, v12 = (l * 0x10001u) ^ 0xabcd0000u, b = (l * 0x9bu) >> 8 & 0xff;
		uint32_t want[7] = { v4, (uint32_t)(int32_t)(int8_t)b, v4, (uint32_t)(int32_t)(int16_t)(v12 >> 16),
				     v4, l & 1 ? v4 : 0x77, l & 1 ? 0xeeeeeeeeu : v4 };
		uint32_t got[7] = { out[8 * l], out[8 * l + 1], out[8 * l + 2], out[8 * l + 3], out[8 * l + 4],
				    out[8 * l + 5], out[0x400 + l] };

		for (unsigned int i = 0; i < 7; i++)
			if (got[i] != want[i] && !bad++)
				printf("# lane %u value %u: 0x%08x, want 0x%08x\n", l, i, got[i], want[i]);
	}
	CHECK(!bad, "%s: flat_* into the shared and private apertures reach LDS and scratch, lane by lane (%u wrong)",
	      e->tname, bad);
}

/*
 * Flat atomics into the apertures (atomic.c's arithmetic, as DS and global
 * atomics): LDS dword i starts as 0xa5000000 + i, lane l's private dwords
 * 0..3 as 0x100/0x200/0x300/0x400 + l.  Shared (address low word = LDS
 * address): add at 4l (no return), add at 0x100 + 4l (returns), cmpswap at
 * 0x200 + 4l (returns; even lanes compare equal), add_x2 at 0x300 + 8l
 * (returns, carries), cmpswap_x2 at 0x500 + 8l (no return; even lanes
 * equal).  Private: add at 0 (returns), xor at 4 (no return), cmpswap_x2 at
 * 8 (returns; even lanes equal), then add_x2 at 8 (no return).  Out: LDS
 * 0..0x7ff, per lane at 0x800 + 64l the returned values and private 0..15.
 */
static void flat_atomics(struct emu_env *e)
{
	static const char *body =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 2, v0\n\tv_lshlrev_b32 v28, 1, v0\n"
		"%s"  /* LDS fill */
		"\tv_add_u32 v12, 0x100, v0\n\tscratch_store_dword off, v12, off\n"
		"\tv_add_u32 v12, 0x200, v0\n\tscratch_store_dword off, v12, off offset:4\n"
		"\tv_add_u32 v12, 0x300, v0\n\tscratch_store_dword off, v12, off offset:8\n"
		"\tv_add_u32 v12, 0x400, v0\n\tscratch_store_dword off, v12, off offset:12\n"
		"\tSHARED_HI\n\tPRIV_HI\n\tWAIT_KM\n\tWAIT_DS\n\tWAIT_STORE\n"
		"\tv_add_u32 v4, 0x1000, v0\n"
		"\tv_and_b32 v29, 1, v0\n\tv_cmp_eq_u32 vcc, 0, v29\n"
		"\tv_mov_b32 v3, s11\n\tv_mov_b32 v2, v1\n"
		"\tflat_atomic_add v[2:3], v4\n"
		"\tflat_atomic_add v7, v[2:3], v4 offset:256 RTN\n"
		"\tv_add_u32 v10, 0xc0de0000, v0\n\tv_add_u32 v11, 0xa5000080, v0\n\tv_cndmask_b32 v11, 0, v11, vcc\n"
		"\tflat_atomic_cmpswap v6, v[2:3], v[10:11] offset:512 RTN\n"
		"\tv_lshlrev_b32 v14, 3, v0\n\tv_mov_b32 v15, s11\n\tv_mov_b32 v16, -1\n\tv_mov_b32 v17, v0\n"
		"\tflat_atomic_add_x2 v[12:13], v[14:15], v[16:17] offset:768 RTN\n"
		"\tv_mul_u32_u24 v24, 3, v0\n\tv_mov_b32 v25, 0xbeef\n"
		"\tv_add_u32 v26, 0xa5000140, v28\n\tv_add_u32 v27, 0xa5000141, v28\n\tv_cndmask_b32 v27, 0, v27, vcc\n"
		"\tflat_atomic_cmpswap_x2 v[14:15], v[24:27] offset:1280\n"
		"\tv_mov_b32 v9, s12\n\tv_mov_b32 v8, 0\n"
		"\tflat_atomic_add v18, v[8:9], v4 RTN\n"
		"\tflat_atomic_xor v[8:9], v4 offset:4\n"
		"\tv_add_u32 v24, 0x11110000, v0\n\tv_mov_b32 v25, 0x2222\n"
		"\tv_add_u32 v26, 0x300, v0\n\tv_cndmask_b32 v26, 1, v26, vcc\n\tv_add_u32 v27, 0x400, v0\n"
		"\tflat_atomic_cmpswap_x2 v[20:21], v[8:9], v[24:27] offset:8 RTN\n"
		"\tflat_atomic_add_x2 v[8:9], v[16:17] offset:8\n"
		"\tWAIT_LOAD\n\tWAIT_STORE\n\tWAIT_DS\n"
		"\tscratch_load_dword v10, off, off\n\tscratch_load_dword v11, off, off offset:4\n"
		"\tscratch_load_dwordx2 v[24:25], off, off offset:8\n"
		"%s"  /* LDS copy-out */
		"\tv_lshlrev_b32 v22, 6, v0\n\tWAIT_LOAD\n"
		"\tglobal_store_dword v22, v7, s[6:7] offset:2048\n"
		"\tglobal_store_dword v22, v6, s[6:7] offset:2052\n"
		"\tglobal_store_dwordx2 v22, v[12:13], s[6:7] offset:2056\n"
		"\tglobal_store_dword v22, v18, s[6:7] offset:2064\n"
		"\tglobal_store_dwordx2 v22, v[20:21], s[6:7] offset:2068\n"
		"\tglobal_store_dword v22, v10, s[6:7] offset:2076\n"
		"\tglobal_store_dword v22, v11, s[6:7] offset:2080\n"
		"\tglobal_store_dwordx2 v22, v[24:25], s[6:7] offset:2084\n";
	char src[8192], fill[1024], copy[1024], sp[8192], *q;
	size_t nf = 0, nc = 0;
	uint32_t *out = emu_out(e), lds[512], ret[64][7];
	unsigned int bad = 0;

	for (unsigned int k = 0; k < 8; k++) {
		nf += (size_t)snprintf(fill + nf, sizeof(fill) - nf,
				       "\tv_add_u32 v5, 0x%x, v0\n\tds_write_b32 v1, v5 offset:%u\n", 0xa5000000u + 64 * k, 256 * k);
		nc += (size_t)snprintf(copy + nc, sizeof(copy) - nc,
				       "\tds_read_b32 v5, v1 offset:%u\n\tWAIT_DS\n\tglobal_store_dword v1, v5, s[6:7] offset:%u\n",
				       256 * k, 256 * k);
	}
	snprintf(src, sizeof(src), body, fill, copy);
	e->wave64 = 1;
	spell(e, src, sp, sizeof(sp));
	while ((q = strstr(sp, " RTN")) != NULL) {  /* the return bit's spelling */
		const char *r = e->gen == 12 ? " th:TH_ATOMIC_RETURN" : e->gen == 9 ? " sc0" : " glc";

		memmove(q + strlen(r), q + 4, strlen(q + 4) + 1);
		memcpy(q, r, strlen(r));
	}
	memset(out, 0xee, EMU_BUF);
	if (!emu_run_ok(e, "flat atomics into the apertures", sp,
			e->gen == 9 ? "\t.amdhsa_accum_offset 32\n\t.amdhsa_group_segment_fixed_size 2048\n"
				      "\t.amdhsa_private_segment_fixed_size 16\n\t.amdhsa_enable_private_segment 1\n"
				    : "\t.amdhsa_wavefront_size32 0\n\t.amdhsa_group_segment_fixed_size 2048\n"
				      "\t.amdhsa_private_segment_fixed_size 16\n\t.amdhsa_enable_private_segment 1\n",
			1, 64))
		return;
	/* the C model, lane by lane in ascending order */
	for (unsigned int i = 0; i < 512; i++)
		lds[i] = 0xa5000000u + i;
	for (unsigned int l = 0; l < 64; l++) {
		uint32_t v4 = 0x1000 + l, even = !(l & 1), p[4] = { 0x100 + l, 0x200 + l, 0x300 + l, 0x400 + l };
		uint64_t m, cmp;
		uint32_t *x = &lds[0xc0 + 2 * l], *y = &lds[0x140 + 2 * l];

		lds[l] += v4;
		ret[l][0] = lds[0x40 + l];
		lds[0x40 + l] += v4;
		ret[l][1] = lds[0x80 + l];
		if (lds[0x80 + l] == (even ? 0xa5000080u + l : 0))
			lds[0x80 + l] = 0xc0de0000u + l;
		m = x[0] | (uint64_t)x[1] << 32;
		ret[l][2] = x[0];
		ret[l][3] = x[1];
		m += 0xffffffffu | (uint64_t)l << 32;
		x[0] = (uint32_t)m;
		x[1] = (uint32_t)(m >> 32);
		cmp = (0xa5000140u + 2 * l) | (uint64_t)(even ? 0xa5000141u + 2 * l : 0) << 32;
		if ((y[0] | (uint64_t)y[1] << 32) == cmp) {
			y[0] = 3 * l;
			y[1] = 0xbeef;
		}
		ret[l][4] = p[0];
		p[0] += v4;
		p[1] ^= v4;
		ret[l][5] = p[2];
		ret[l][6] = p[3];
		m = p[2] | (uint64_t)p[3] << 32;
		cmp = (even ? 0x300u + l : 1) | (uint64_t)(0x400u + l) << 32;
		if (m == cmp)
			m = (0x11110000u + l) | (uint64_t)0x2222 << 32;
		m += 0xffffffffu | (uint64_t)l << 32;
		p[2] = (uint32_t)m;
		p[3] = (uint32_t)(m >> 32);
		{
			uint32_t got[11] = { 0 }, want[11] = { ret[l][0], ret[l][1], ret[l][2], ret[l][3], ret[l][4], ret[l][5],
							      ret[l][6], p[0], p[1], p[2], p[3] };

			memcpy(got, out + 0x200 + 16 * l, sizeof(got));
			for (unsigned int i = 0; i < 11; i++)
				if (got[i] != want[i] && !bad++)
					printf("# lane %u value %u: 0x%08x, want 0x%08x\n", l, i, got[i], want[i]);
		}
	}
	for (unsigned int i = 0; i < 512; i++)
		if (out[i] != lds[i] && !bad++)
			printf("# LDS 0x%x: 0x%08x, want 0x%08x\n", 4 * i, out[i], lds[i]);
	CHECK(!bad, "%s: flat atomics (add, xor, cmpswap; 32 and 64 bits; returning and not) into the shared and private apertures as the C model (%u wrong)",
	      e->tname, bad);
}

static void aperture_faults(struct emu_env *e)
{
	static const struct { const char *what, *body; enum gs_status st; const char *part; } c[] = {
		{ "a flat atomic past the LDS allocation faults",
		  "\tSHARED_HI\n\tv_mov_b32 v3, s11\n\tv_mov_b32 v2, 0x400\n\tflat_atomic_add v[2:3], v2\n",
		  GS_ERR_FAULT, "LDS memory violation (emulated): lane 0 writes 4 bytes at LDS address 0x400" },
		{ "a flat store past the LDS allocation faults",
		  "\tSHARED_HI\n\tv_mov_b32 v3, s11\n\tv_mov_b32 v2, 0x3fe\n\tflat_store_short v[2:3], v2\n"
		  "\tv_mov_b32 v2, 0x400\n\tflat_store_short v[2:3], v2\n",
		  GS_ERR_FAULT, "LDS memory violation (emulated): lane 0 writes 2 bytes at LDS address 0x400" },
		{ "a flat load past the private segment faults",
		  "\tPRIV_HI\n\tv_mov_b32 v3, s12\n\tv_mov_b32 v2, 16\n\tflat_load_dword v4, v[2:3]\n",
		  GS_ERR_FAULT, "VM fault (emulated): lane 0 reads 4 bytes of scratch at private offset 16" },
	};

	e->wave64 = 1;
	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct gs_error err = { 0 };
		char sp[1024];
		enum gs_status st;

		spell(e, c[i].body, sp, sizeof(sp));
		st = emu_run(e, sp, flat_kd(e), 1, 64, &err);
		if (st == GS_ERR_SYNTAX)
			continue;
		CHECK(st == c[i].st && strstr(err.msg, c[i].part), "%s: %s (status %d, want %d): %s", e->tname, c[i].what,
		      (int)st, (int)c[i].st, err.msg);
	}
}

static void tests(struct emu_env *e)
{
	if (e->gen == 9) {
		lds_dma(e);
		faults(e);
	}
	apertures(e);
	flat_atomics(e);
	aperture_faults(e);
}

int main(void)
{
	return emu_main_on("gfx942 gfx950 gfx1100 gfx1201", tests, "test_emu_flat.s");
}
