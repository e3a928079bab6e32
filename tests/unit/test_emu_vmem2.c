// SPDX-License-Identifier: MIT
/*
 * GLOBAL/SCRATCH instructions outside the semantic table (emu/vmem_extra.c)
 * on gfx1100 and gfx1201: global_load_addtid_b32 / global_store_addtid_b32
 * (lane l at SADDR + offset + 4l, EXEC-masked, signed offsets, SADDR off
 * = address 0, wave64 lanes 0..63), gfx12 global/scratch block loads and stores under an M0
 * mask (skipped VGPRs keep their value, skipped dwords stay unwritten,
 * M0 = 0 moves nothing), the checker on a use before the wait, the
 * refusal of global_atomic_ordered_add_b64, and buffer loads with tfe.  Expected values are computed
 * here from the input bytes.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"

#define N 32  /* wave32 */

static uint32_t in_word(unsigned int i)
{
	return 0x9e3779b9u * (i + 1) ^ (i << 7);
}

static void fill(struct emu_env *e)
{
	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		emu_in(e)[i] = in_word(i);
	memset(emu_out(e), 0, EMU_BUF);
}

static void expect_fail(struct emu_env *e, const char *what, const char *body, const char *kd,
			enum gs_status want, const char *const *parts)
{
	emu_run_fails(e, what, body, kd, 1, N, want, parts);
}

/* out[l] = in dword 2 + l; out[32 + l] = in dword 40 + l in the lanes of
 * 0x0f0f0f0f, else v3's 0x01234567; out[64 + l] = 3l + 1 (stored at
 * s[6:7] + 512 - 256); out[96 + l] = 5l + 2 (offset 384). */
static void addtid(struct emu_env *e)
{
	static const char *const off[] = { "GPU page fault (emulated)", "lane 0 of global_load_addtid_b32 reads 4 bytes at 0x10",
					   "saddr + offset + lane id * 4", NULL };
	static const char *const wait[] = { "hazard (emulated checker)", "uses v2", "WAIT_LOAD", NULL };
	const uint32_t *out;
	unsigned int bad = 0;

	fill(e);
	if (!emu_run_ok(e, "global_load/store_addtid_b32",
			"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
			"\tv_lshlrev_b32 v1, 2, v0\n"
			"\tv_mov_b32 v3, 0x01234567\n"
			"\tv_mul_u32_u24 v4, 3, v0\n\tv_add_nc_u32 v4, 1, v4\n"
			"\tv_mul_u32_u24 v5, 5, v0\n\tv_add_nc_u32 v5, 2, v5\n"
			"\tWAIT_KM\n"
			"\tglobal_load_addtid_b32 v2, s[4:5] offset:8\n"
			"\ts_mov_b32 exec_lo, 0x0f0f0f0f\n"
			"\tglobal_load_addtid_b32 v3, s[4:5] offset:160\n"
			"\ts_mov_b32 exec_lo, -1\n"
			"\tS_ADD s8, s6, 512\n\tS_ADDC s9, s7, 0\n"
			"\tglobal_store_addtid_b32 v4, s[8:9] offset:-256\n"
			"\tglobal_store_addtid_b32 v5, s[6:7] offset:384\n"
			"\tWAIT_LOAD\n\tWAIT_STORE\n"
			"\tglobal_store_b32 v1, v2, s[6:7]\n"
			"\tglobal_store_b32 v1, v3, s[6:7] offset:128\n", NULL, 1, N))
		return;
	out = emu_out(e);
	for (unsigned int l = 0; l < N; l++) {
		uint32_t want[4] = { in_word(2 + l), (0x0f0f0f0fu >> l & 1) ? in_word(40 + l) : 0x01234567u, 3 * l + 1,
				     5 * l + 2 };

		for (unsigned int k = 0; k < 4; k++)
			if (out[32 * k + l] != want[k] && bad++ < 4)
				printf("# %s lane %u part %u: 0x%08x, want 0x%08x\n", e->tname, l, k, out[32 * k + l], want[k]);
	}
	CHECK(!bad, "%s: addtid loads (EXEC-masked) and stores (signed offset) at saddr + offset + lane * 4 (%u wrong)",
	      e->tname, bad);
	expect_fail(e, "addtid with saddr off addresses 0 + offset + lane * 4",
		    "\tglobal_load_addtid_b32 v2, off offset:16\n\tWAIT_LOAD\n", NULL, GS_ERR_FAULT, off);
	expect_fail(e, "an addtid load read before its wait is flagged",
		    "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tWAIT_KM\n"
		    "\tglobal_load_addtid_b32 v2, s[4:5]\n\tv_add_nc_u32 v3, v2, v2\n", NULL, GS_ERR_HAZARD, wait);
	emu_run_ok(e, "the same with the wait",
		   "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tWAIT_KM\n"
		   "\tglobal_load_addtid_b32 v2, s[4:5]\n\tWAIT_LOAD\n\tv_add_nc_u32 v3, v2, v2\n", NULL, 1, N);
}

/* ---- gfx12 block loads and stores ---- */

#define LOAD_MASK 0x00a5f00bu   /* VGPRs 0..23 of the block only: v8..v31 */
#define STORE_MASK 0x00c3ff18u

static uint32_t preset(unsigned int n, unsigned int l)
{
	return 0x51000000u + n * 0x100u + l;
}

/* v8..v31 = preset(n, lane) */
static size_t presets(char *p, size_t size)
{
	size_t k = 0;

	for (unsigned int n = 0; n < 24; n++)
		k += (size_t)snprintf(p + k, size - k, "\tv_add_nc_u32 v%u, 0x%x, v0\n", 8 + n, preset(n, 0));
	return k;
}

static void block(struct emu_env *e)
{
	static const char *const wait[] = { "hazard (emulated checker)", "uses v8", "s_wait_loadcnt 0", NULL };
	static const char *const ord[] = { "global_atomic_ordered_add_b64", "not emulated", "ordered", NULL };
	static char body[8192];
	const uint32_t *out;
	unsigned int bad = 0;
	size_t k;

	if (e->gen != 12)
		return;
	/* loads: lane l's block at in + 128l + 16, M0 gaps; then M0 = 0 moves nothing */
	fill(e);
	k = (size_t)snprintf(body, sizeof(body),
			     "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 7, v0\n");
	k += presets(body + k, sizeof(body) - k);
	k += (size_t)snprintf(body + k, sizeof(body) - k,
			      "\tWAIT_KM\n\ts_mov_b32 m0, 0x%x\n\tglobal_load_block v[8:39], v1, s[4:5] offset:16\n"
			      "\ts_mov_b32 m0, 0\n\tglobal_load_block v[8:39], v1, s[4:5]\n\tWAIT_LOAD\n",
			      LOAD_MASK);
	for (unsigned int n = 0; n < 24; n++)
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tglobal_store_b32 v1, v%u, s[6:7] offset:%u\n", 8 + n,
				      4 * n);
	if (emu_run_ok(e, "global_load_block under an M0 mask", body, NULL, 1, N)) {
		out = emu_out(e);
		for (unsigned int l = 0; l < N; l++)
			for (unsigned int n = 0; n < 24; n++) {
				uint32_t want = (LOAD_MASK >> n & 1) ? in_word(32 * l + 4 + n) : preset(n, l);

				if (out[32 * l + n] != want && bad++ < 4)
					printf("# %s lane %u v%u: 0x%08x, want 0x%08x\n", e->tname, l, 8 + n,
					       out[32 * l + n], want);
			}
		CHECK(!bad, "%s: global_load_block loads the M0 VGPRs from consecutive dwords, skipped ones keep their value (%u wrong)",
		      e->tname, bad);
	}
	/* stores: lane l's block at out + 128l + 64 - 56 + 4n (saddr off: a 64-bit VGPR address) */
	fill(e);
	k = (size_t)snprintf(body, sizeof(body),
			     "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 7, v0\n");
	k += presets(body + k, sizeof(body) - k);
	k += (size_t)snprintf(body + k, sizeof(body) - k,
			      "\tWAIT_KM\n\tv_add_nc_u32 v4, 64, v1\n"
			      "\tv_add_co_u32 v2, vcc_lo, s6, v4\n\tv_add_co_ci_u32 v3, vcc_lo, s7, 0, vcc_lo\n"
			      "\ts_mov_b32 m0, 0x%x\n\tglobal_store_block v[2:3], v[8:39], off offset:-56\n\tWAIT_STORE\n",
			      STORE_MASK);
	bad = 0;
	if (emu_run_ok(e, "global_store_block under an M0 mask", body, NULL, 1, N)) {
		out = emu_out(e);
		for (unsigned int l = 0; l < N; l++)
			for (unsigned int n = 0; n < 24; n++) {
				uint32_t want = (STORE_MASK >> n & 1) ? preset(n, l) : 0, got = out[32 * l + n + 2];

				if (got != want && bad++ < 4)
					printf("# %s lane %u dword %u: 0x%08x, want 0x%08x\n", e->tname, l, n, got, want);
			}
		CHECK(!bad, "%s: global_store_block writes the M0 VGPRs, skipped dwords stay unwritten (%u wrong)",
		      e->tname, bad);
	}
	/* scratch: store all 24 (SV mode), reload a subset (SS mode) over other presets */
	fill(e);
	k = (size_t)snprintf(body, sizeof(body), "\ts_load_b128 s[4:7], s[0:1], 0x0\n");
	k += presets(body + k, sizeof(body) - k);
	k += (size_t)snprintf(body + k, sizeof(body) - k,
			      "\tv_mov_b32 v2, 4\n\ts_mov_b32 m0, 0xffffff\n\tscratch_store_block v2, v[8:39], off offset:12\n");
	for (unsigned int n = 0; n < 24; n++)
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tv_mov_b32 v%u, 0x%x\n", 8 + n, 0x77000000u + n);
	k += (size_t)snprintf(body + k, sizeof(body) - k,
			      "\ts_mov_b32 s10, 16\n\ts_mov_b32 m0, 0x%x\n\tscratch_load_block v[8:39], off, s10\n"
			      "\tv_lshlrev_b32 v1, 7, v0\n\tWAIT_KM\n\tWAIT_LOAD\n", LOAD_MASK);
	for (unsigned int n = 0; n < 24; n++)
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tglobal_store_b32 v1, v%u, s[6:7] offset:%u\n", 8 + n,
				      4 * n);
	bad = 0;
	if (emu_run_ok(e, "scratch_store_block then scratch_load_block", body,
		       "\t.amdhsa_private_segment_fixed_size 128\n\t.amdhsa_enable_private_segment 1\n", 1, N)) {
		out = emu_out(e);
		for (unsigned int l = 0; l < N; l++)
			for (unsigned int n = 0; n < 24; n++) {
				uint32_t want = (LOAD_MASK >> n & 1) ? preset(n, l) : 0x77000000u + n;

				if (out[32 * l + n] != want && bad++ < 4)
					printf("# %s lane %u v%u: 0x%08x, want 0x%08x\n", e->tname, l, 8 + n,
					       out[32 * l + n], want);
			}
		CHECK(!bad, "%s: scratch block store/load round trip per lane, M0-skipped VGPRs kept (%u wrong)", e->tname,
		      bad);
	}
	expect_fail(e, "a block-loaded VGPR read before the wait is flagged",
		    "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_mov_b32 v1, 0\n\tWAIT_KM\n\ts_mov_b32 m0, 1\n"
		    "\tglobal_load_block v[8:39], v1, s[4:5]\n\tv_add_nc_u32 v3, v8, v8\n", NULL, GS_ERR_HAZARD, wait);
	/* M0 = 0b101: v9 is skipped, so the wave may use it before the wait and
	 * the load's completion leaves the new value alone */
	fill(e);
	if (emu_run_ok(e, "a VGPR the block load skips is free before the wait",
		       "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n\tWAIT_KM\n\ts_mov_b32 m0, 5\n"
		       "\tglobal_load_block v[8:39], v1, s[4:5]\n\tv_add_nc_u32 v9, 77, v0\n\tWAIT_LOAD\n"
		       "\tv_lshlrev_b32 v1, 3, v0\n\tglobal_store_b64 v1, v[9:10], s[6:7]\n", NULL, 1, N)) {
		out = emu_out(e);
		bad = 0;
		for (unsigned int l = 0; l < N; l++)
			bad += out[2 * l] != 77 + l || out[2 * l + 1] != in_word(l + 2);
		CHECK(!bad, "%s: a VGPR the block load skips (M0 bit clear) is written before the wait without a hazard and keeps that value; the loaded one next to it arrives (%u lanes wrong)",
		      e->tname, bad);
	}
	expect_fail(e, "global_atomic_ordered_add_b64 is refused with its reason",
		    "\tv_mov_b32 v2, 0\n\tv_mov_b32 v3, 0\n\tv_mov_b32 v4, 0\n\tv_mov_b32 v5, 0\n"
		    "\tglobal_atomic_ordered_add_b64 v[2:3], v[4:5], off\n", NULL, GS_ERR_UNSUPPORTED, ord);
}

/* buffer_load_b32 with tfe: the data as without it, the status VGPR v3
 * after it untouched (no NACK: the emulator has no partially resident
 * memory).  V# in s[8:11]: in, stride 0, 4096 records, OOB_SELECT 3. */
static void buffer_tfe(struct emu_env *e)
{
	const uint32_t *out;
	unsigned int bad = 0;

	fill(e);
	if (!emu_run_ok(e, "buffer_load_b32 tfe",
			"\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n"
			"\tv_mov_b32 v3, 0xabcdef01\n\tWAIT_KM\n"
			"\ts_mov_b32 s8, s4\n\ts_and_b32 s9, s5, 0xffff\n\ts_movk_i32 s10, 0x1000\n"
			"\ts_mov_b32 s11, 0x30000000\n\ts_mov_b32 s12, 0\n"
			"\tbuffer_load_b32 v[2:3], v1, s[8:11], s12 offen offset:12 tfe\n\tWAIT_LOAD\n"
			"\tglobal_store_b32 v1, v2, s[6:7]\n\tglobal_store_b32 v1, v3, s[6:7] offset:128\n", NULL, 1, N))
		return;
	out = emu_out(e);
	for (unsigned int l = 0; l < N; l++)
		bad += out[l] != in_word(3 + l) || out[32 + l] != 0xabcdef01u;
	CHECK(!bad, "%s: buffer_load_b32 tfe loads the data and leaves the status VGPR alone (%u lanes wrong)", e->tname,
	      bad);
}

/* wave64: lanes 32..63 too (lane id, not the lane within a half); store
 * then load back, out[l] = 7l + 3 */
static void addtid64(struct emu_env *e)
{
	const uint32_t *out;
	unsigned int bad = 0;

	fill(e);
	e->wave64 = 1;
	if (emu_run_ok(e, "wave64 addtid store and load",
		       "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_mul_u32_u24 v2, 7, v0\n\tv_add_nc_u32 v2, 3, v2\n"
		       "\tv_lshlrev_b32 v1, 2, v0\n\tWAIT_KM\n"
		       "\tglobal_store_addtid_b32 v2, s[6:7] offset:512\n\tWAIT_STORE\n"
		       "\tglobal_load_addtid_b32 v3, s[6:7] offset:512\n\tWAIT_LOAD\n"
		       "\tglobal_store_b32 v1, v3, s[6:7]\n",
		       "\t.amdhsa_wavefront_size32 0\n", 1, 64)) {
		out = emu_out(e);
		for (unsigned int l = 0; l < 64; l++)
			bad += out[l] != 7 * l + 3 || out[128 + l] != 7 * l + 3;
		CHECK(!bad, "%s: wave64 addtid covers lane ids 0..63 (%u lanes wrong)", e->tname, bad);
	}
	e->wave64 = 0;
}

static void tests(struct emu_env *e)
{
	addtid64(e);
	buffer_tfe(e);
	addtid(e);
	block(e);
}

int main(void)
{
	return emu_main(tests, "test_emu_vmem2.c");
}
