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
 * (gfx9 s_mov_b32, gfx11/gfx12 v_mov_b32).  Expected values computed here; a flat atomic into an
 * aperture is refused, an LDS address past the allocation faults.
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
			      "\ts_mov_b32 m0, 0x200\n\tglobal_load_lds_ubyte v2, s[4:5] offset:4\n"
			      "\ts_mov_b32 m0, 0x400\n\tglobal_load_lds_sbyte v2, s[4:5] offset:4\n"
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
		{ "flat_atomic_add", "flat_atomic_add", "flat_atomic_add_u32" },
		{ "scratch_store_dword", "scratch_store_dword", "scratch_store_b32" },
		{ "scratch_load_dword", "scratch_load_dword", "scratch_load_b32" },
		{ "ds_read_b32", "ds_read_b32", "ds_load_b32" },
		{ "ds_write_b32", "ds_write_b32", "ds_store_b32" },
		{ "s_load_dwordx4", "s_load_dwordx4", "s_load_b128" },
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

static void aperture_faults(struct emu_env *e)
{
	static const struct { const char *what, *body; enum gs_status st; const char *part; } c[] = {
		{ "a flat atomic into the shared aperture is refused",
		  "\tSHARED_HI\n\tv_mov_b32 v3, s11\n\tv_mov_b32 v2, 0\n\tflat_atomic_add v[2:3], v2\n",
		  GS_ERR_UNSUPPORTED, "a flat atomic into the shared (LDS) aperture" },
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
	aperture_faults(e);
}

int main(void)
{
	return emu_main_on("gfx942 gfx950 gfx1100 gfx1201", tests, "test_emu_flat.s");
}
