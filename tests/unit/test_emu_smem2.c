// SPDX-License-Identifier: MIT
/*
 * gfx9 scalar scratch on the emulator (emu/exec_smem.c) on gfx942 and
 * gfx950: s_scratch_store_dword/x2/x4 then s_scratch_load_dword/x2/x4 read
 * the values back, with immediate, SGPR, M0 and SGPR + immediate offsets
 * (the address's low two bits ignored) and a garbage SBASE (the hardware
 * ignores it: FLAT_SCRATCH is the base); two waves of a workgroup and two
 * workgroups each see only their own slot; the checker reports a load
 * result read before s_waitcnt lgkmcnt(0); an access past the wave's slot,
 * a negative offset and scratch without a private segment fault.  The
 * expected values come from the input buffer, in this file.
 */
#include "harness.h"
#include "emu_testutil.h"

/* 64 bytes per lane: a 4 KiB slot per wave64 wave (WAVESIZE 4 x 1 KiB) */
#define KD "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n" \
	   "\t.amdhsa_private_segment_fixed_size 64\n\t.amdhsa_enable_private_segment 1\n"
#define SLOT 4096

/*
 * Wave index w (tid / 64) of workgroup g (s2): idx = 2g + w.  Data
 * s[16:31] = in[idx * 16 ..]; stores: s16 @ 0, s17 @ M0 = 4 (SBASE
 * s[60:61], never set), s[18:19] @ s40 = 8, s[20:23] @ s40 + 8, s[24:27] @
 * 0x23 (-> 0x20), s[28:31] @ 0xff0 (the slot's last 16 bytes).  A barrier,
 * the data SGPRs clobbered, then loads: x4 @ 0 -> s[32:35], x4 @ s41 = 16
 * -> s[36:39], x2 @ 0x20 -> s[42:43], x1 @ 0x28 -> s44, x1 @ 0x2e (->
 * 0x2c) -> s45, x4 @ M0 = 0xff0 -> s[52:55]; out[idx * 16 ..] gets
 * s[32:39], s[42:45], s[52:55].
 */
static const char *body =
	"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
	"\tv_readfirstlane_b32 s9, v0\n"
	"\ts_lshr_b32 s9, s9, 6\n"
	"\ts_lshl_b32 s10, s2, 1\n"
	"\ts_add_u32 s10, s10, s9\n"          /* idx */
	"\ts_lshl_b32 s11, s10, 6\n"          /* idx * 64 bytes */
	"\ts_waitcnt lgkmcnt(0)\n"
	"\ts_add_u32 s4, s4, s11\n\ts_addc_u32 s5, s5, 0\n"
	"\ts_add_u32 s6, s6, s11\n\ts_addc_u32 s7, s7, 0\n"
	"\ts_load_dwordx16 s[16:31], s[4:5], 0x0\n"
	"\ts_movk_i32 s40, 0x8\n\ts_movk_i32 s41, 0x10\n\ts_mov_b32 m0, 4\n"
	"\ts_waitcnt lgkmcnt(0)\n"
	"\ts_scratch_store_dword s16, s[0:1], 0x0\n"
	"\ts_scratch_store_dword s17, s[60:61], m0\n"
	"\ts_scratch_store_dwordx2 s[18:19], s[0:1], s40\n"
	"\ts_scratch_store_dwordx4 s[20:23], s[0:1], s40 offset:0x8\n"
	"\ts_scratch_store_dwordx4 s[24:27], s[0:1], 0x23\n"
	"\ts_scratch_store_dwordx4 s[28:31], s[0:1], 0xff0\n"
	"\ts_waitcnt lgkmcnt(0)\n"
	"\ts_barrier\n"
	"\ts_mov_b64 s[16:17], 0\n\ts_mov_b64 s[20:21], 0\n\ts_mov_b64 s[28:29], 0\n"
	"\ts_movk_i32 m0, 0xff0\n"
	"\ts_scratch_load_dwordx4 s[32:35], s[0:1], 0x0\n"
	"\ts_scratch_load_dwordx4 s[36:39], s[0:1], s41\n"
	"\ts_scratch_load_dwordx2 s[42:43], s[0:1], 0x20\n"
	"\ts_scratch_load_dword s44, s[0:1], 0x28\n"
	"\ts_scratch_load_dword s45, s[0:1], 0x2e\n"
	"\ts_scratch_load_dwordx4 s[52:55], s[60:61], m0\n"
	"\ts_waitcnt lgkmcnt(0)\n"
	"\tv_mov_b32 v2, 0\n";

static void dump(char *buf, size_t size, unsigned int first, unsigned int n, unsigned int slot)
{
	size_t k = strlen(buf);

	for (unsigned int i = 0; i < n; i++)
		k += (size_t)snprintf(buf + k, size - k, "\tv_mov_b32 v1, s%u\n\tglobal_store_dword v2, v1, s[6:7] offset:%u\n",
				      first + i, 4 * (slot + i));
}

static void t_roundtrip(struct emu_env *e, unsigned int groups)
{
	static char src[16384];
	const uint32_t *in = emu_in(e), *out = emu_out(e);
	uint32_t seed = 0x5eed0000u + groups;
	unsigned int bad = 0, first = 0;

	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		emu_in(e)[i] = emu_xs(&seed);
	memset(emu_out(e), 0xa5, EMU_BUF);
	snprintf(src, sizeof(src), "%s", body);
	dump(src, sizeof(src), 32, 8, 0);
	dump(src, sizeof(src), 42, 4, 8);
	dump(src, sizeof(src), 52, 4, 12);
	if (!emu_run_ok(e, "s_scratch store/load round trip", src, KD, groups, 128))
		return;
	for (unsigned int idx = 0; idx < 2 * groups; idx++) {
		const uint32_t *d = in + idx * 16, *o = out + idx * 16;
		/* s16..s23, s24 s25 (0x20), s26 (0x28), s27 (0x2c), s28..s31 (0xff0) */
		const uint32_t want[16] = { d[0], d[1], d[2], d[3], d[4], d[5], d[6], d[7],
					    d[8], d[9], d[10], d[11], d[12], d[13], d[14], d[15] };

		for (unsigned int i = 0; i < 16; i++)
			if (o[i] != want[i] && !bad++)
				first = idx * 16 + i;
	}
	CHECK(!bad, "%s: %u workgroup(s) of 2 waves read back their own scalar scratch: %u dwords differ (first out[%u] 0x%08x, expected 0x%08x)",
	      e->tname, groups, bad, first, out[first], in[first]);
}

static enum gs_status run(struct emu_env *e, const char *b, const char *kd, struct gs_error *err)
{
	memset(err, 0, sizeof(*err));
	return emu_run(e, b, kd, 1, 64, err);
}

static void t_checks(struct emu_env *e)
{
	struct gs_error err;
	enum gs_status st;

	st = run(e, "\ts_movk_i32 s8, 0x1234\n\ts_scratch_store_dword s8, s[0:1], 0x10\n\ts_waitcnt lgkmcnt(0)\n"
		    "\ts_scratch_load_dword s9, s[0:1], 0x10\n\ts_add_u32 s10, s9, 1\n", KD, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "s9") && strstr(err.msg, "s_waitcnt lgkmcnt(0)"),
	      "%s: an s_scratch_load result read before its wait is reported (%d: %s)", e->tname, st, err.msg);
	st = run(e, "\ts_scratch_load_dword s9, s[0:1], 0x10\n\ts_waitcnt lgkmcnt(0)\n\ts_add_u32 s10, s9, 1\n", KD, &err);
	CHECK(st == GS_OK, "%s: the same load read after its wait runs (%d: %s)", e->tname, st, st ? err.msg : "ok");

	st = run(e, "\ts_movk_i32 s8, 0xffc\n\ts_scratch_store_dwordx2 s[10:11], s[0:1], s8\n", KD, &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "VM fault (emulated)") &&
	      strstr(err.msg, "scalar scratch write of 8 bytes at wave offset 4092") &&
	      strstr(err.msg, "slot of 4096 bytes") && strstr(err.msg, "s_scratch_store_dwordx2"),
	      "%s: a store past the wave's slot faults (%d: %s)", e->tname, st, err.msg);
	/* the immediate is signed (21 bits), an SGPR offset unsigned (LLVM's soffset reference) */
	st = run(e, "\ts_scratch_load_dword s10, s[0:1], -0x8\n", KD, &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "scalar scratch read of 4 bytes at wave offset -8"),
	      "%s: a negative immediate scalar scratch offset faults (%d: %s)", e->tname, st, err.msg);
	st = run(e, "\ts_mov_b32 s8, -8\n\ts_scratch_load_dword s10, s[0:1], s8\n", KD, &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "scalar scratch read of 4 bytes at wave offset 4294967288"),
	      "%s: an SGPR offset of 0xfffffff8 is unsigned: past the slot (%d: %s)", e->tname, st, err.msg);
	st = run(e, "\ts_scratch_load_dword s10, s[0:1], 0x0\n", "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n",
		 &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "scalar scratch access, but the kernel has no private segment"),
	      "%s: scalar scratch without a private segment faults (%d: %s)", e->tname, st, err.msg);
}

static void tests(struct emu_env *e)
{
	e->wave64 = 1;
	t_roundtrip(e, 1);
	t_roundtrip(e, 2);
	t_checks(e);
}

int main(void)
{
	return emu_main_on("gfx942 gfx950", tests, "test_emu_smem2.s");
}
