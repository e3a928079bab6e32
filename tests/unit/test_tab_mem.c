// SPDX-License-Identifier: MIT
/*
 * The table-driven layer's memory family (DS, FLAT/GLOBAL/SCRATCH,
 * MUBUF/MTBUF/VBUFFER, MIMG/VIMAGE/VSAMPLE, EXP) against llvm-mc-22, live:
 * every line below is assembled by llvm-mc-22 and by gfxshim (bytes must be
 * identical), and llvm-mc-22 --disassemble's text of those bytes must equal
 * gfxshim's.  The lines exercise what the conformance harness does not
 * randomise: cache policy per generation, offsets, DS offset0/offset1 and
 * gds, address forms, AGPR data, buffer formats, dmask/dim/NSA, export
 * targets.  Bad lines must be refused by both, with gfxshim naming the
 * column and what was expected.
 */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

struct tcase {
	const char *target;
	const char *line;
};

static const struct tcase good[] = {
	/* gfx942 (CDNA3): sc0/sc1/nt, AGPR data, scratch forms, buffers */
	{ "gfx942", "ds_add_u32 v1, v2 offset:65535" },
	{ "gfx942", "ds_read2_b32 v[2:3], v1 offset0:1 offset1:255" },
	{ "gfx942", "ds_write2st64_b64 v1, v[2:3], v[4:5] offset0:4 offset1:8" },
	{ "gfx942", "ds_read_b128 a[4:7], v1 offset:16" },
	{ "gfx942", "ds_add_rtn_u64 v[2:3], v1, v[4:5] offset:8" },
	{ "gfx942", "ds_swizzle_b32 v1, v2 offset:swizzle(BITMASK_PERM,\"01pip\")" },
	{ "gfx942", "ds_swizzle_b32 v1, v2 offset:swizzle(QUAD_PERM,0,1,2,3)" },
	{ "gfx942", "flat_load_dword v1, v[2:3] offset:4095 sc0 nt sc1" },
	{ "gfx942", "flat_atomic_cmpswap v1, v[2:3], v[4:5] sc0" },
	{ "gfx942", "flat_atomic_cmpswap_x2 a[2:3], v[2:3], a[4:7] sc0" },
	{ "gfx942", "global_load_dword a1, v[2:3], off offset:-4096" },
	{ "gfx942", "global_load_dwordx4 v[4:7], v2, s[4:5] offset:4095 nt" },
	{ "gfx942", "global_atomic_add v1, v2, v3, s[4:5] offset:-8 sc0 sc1" },
	{ "gfx942", "scratch_load_dword v1, v2, off" },
	{ "gfx942", "scratch_load_dword v1, off, s3 offset:-16" },
	{ "gfx942", "scratch_load_dword v1, v2, s3 sc1" },
	{ "gfx942", "scratch_load_dword v1, off, off" },
	{ "gfx942", "buffer_load_dword v1, v2, s[4:7], s1 offen offset:4095 sc0 nt sc1" },
	{ "gfx942", "buffer_load_dword v1, v[2:3], s[4:7], s1 idxen offen" },
	{ "gfx942", "buffer_load_dword a1, v2, s[4:7], 0 idxen" },
	{ "gfx942", "buffer_load_dword off, s[8:11], s0 offset:4 lds" },
	{ "gfx942", "buffer_store_dwordx2 v[2:3], off, ttmp[4:7], m0" },
	{ "gfx942", "buffer_wbl2 sc0 sc1" },
	{ "gfx942", "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_DATA_FORMAT_32,BUF_NUM_FORMAT_FLOAT] sc0" },
	{ "gfx942", "tbuffer_load_format_x v1, v2, s[4:7], s1 format:[BUF_NUM_FORMAT_FLOAT] idxen offset:4" },
	{ "gfx942", "tbuffer_store_format_xy v[2:3], off, s[4:7], -1 format:[BUF_DATA_FORMAT_INVALID]" },
	/* gfx950 */
	{ "gfx950", "global_load_lds_dwordx4 v[2:3], off offset:16" },
	{ "gfx950", "ds_read_b64_tr_b16 v[2:3], v1 offset:8" },
	/* gfx11: glc/slc/dlc, gds, MIMG, exports */
	{ "gfx1100", "ds_sub_u32 v1, v2 offset:4 gds" },
	{ "gfx1100", "ds_load_2addr_stride64_b64 v[2:5], v1 offset0:1 offset1:2" },
	{ "gfx1100", "ds_storexchg_2addr_rtn_b64 v[4:7], v1, v[2:3], v[8:9] offset1:3" },
	{ "gfx1100", "ds_swizzle_b32 v1, v2 offset:swizzle(BROADCAST,4,1)" },
	{ "gfx1100", "flat_load_b32 v1, v[2:3] offset:4095 glc slc dlc" },
	{ "gfx1100", "flat_atomic_cmpswap_b64 v[0:1], v[2:3], v[4:7] offset:8 glc" },
	{ "gfx1100", "global_load_b96 v[4:6], v[2:3], off offset:-4096 slc" },
	{ "gfx1100", "global_atomic_sub_u32 v1, v2, v3, s[4:5] offset:12 glc" },
	{ "gfx1100", "scratch_load_b32 v1, v2, off dlc" },
	{ "gfx1100", "scratch_store_b64 off, v[2:3], s3 offset:-8" },
	{ "gfx1100", "scratch_load_b32 v1, v2, s3" },
	{ "gfx1100", "scratch_load_b32 v1, off, off" },
	{ "gfx1100", "buffer_load_b32 v[1:2], v2, s[4:7], s1 offen offset:4 glc slc dlc tfe" },
	{ "gfx1100", "buffer_load_b32 v1, v[2:3], s[4:7], null idxen offen" },
	{ "gfx1100", "buffer_atomic_add_u32 v1, off, s[4:7], s1 glc" },
	{ "gfx1100", "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_FMT_32_FLOAT] offset:4 glc" },
	{ "gfx1100", "tbuffer_store_format_xyzw v[0:3], v2, s[4:7], s1 format:22 idxen" },
	{ "gfx1100", "image_load v[1:4], v[2:3], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D unorm glc slc dlc" },
	{ "gfx1100", "image_load v[1:2], v[2:3], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe" },
	{ "gfx1100", "image_load v[1:2], v[2:4], s[4:11] dmask:0x7 dim:SQ_RSRC_IMG_3D d16" },
	{ "gfx1100", "image_load v1, v2, s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D a16" },
	{ "gfx1100", "image_sample v1, [v2, v5], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D" },
	{ "gfx1100", "image_sample_d v[1:2], [v2, v5, v6], s[4:11], s[12:15] dmask:0x3 dim:SQ_RSRC_IMG_1D" },
	{ "gfx1100", "image_sample_c_lz_o v1, v[2:6], s[4:11], s[12:15] dmask:0x8 dim:SQ_RSRC_IMG_2D_ARRAY r128" },
	{ "gfx1100", "image_gather4 v[1:4], v[2:3], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D lwe" },
	{ "gfx1100", "image_atomic_add v1, v[2:3], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D glc" },
	{ "gfx1100", "image_atomic_cmpswap v[1:4], v2, s[4:11] dmask:0xf dim:SQ_RSRC_IMG_1D glc" },
	{ "gfx1100", "image_atomic_swap v1, v[2:3], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_3D a16" },
	{ "gfx1100", "exp mrt0 v1, v2, off, v3 done row_en" },
	{ "gfx1100", "exp pos4 off, off, off, off" },
	{ "gfx1100", "exp mrtz v1, off, off, off done" },
	{ "gfx1100", "exp dual_src_blend1 v1, v2, v3, v4" },
	/* gfx1150 */
	{ "gfx1150", "global_load_d16_hi_b16 v1, v2, s[4:5] offset:-2 glc" },
	/* gfx12: th/scope per instruction kind, VBUFFER, VIMAGE, VSAMPLE */
	{ "gfx1201", "ds_min_u32 v1, v2 offset:4" },
	{ "gfx1201", "ds_bvh_stack_push4_pop1_rtn_b32 v1, v2, v3, v[4:7] offset:8" },
	{ "gfx1201", "flat_load_b32 v1, v[2:3] offset:-4 th:TH_LOAD_NT scope:SCOPE_SYS" },
	{ "gfx1201", "flat_atomic_add_u32 v0, v[2:3], v1 th:TH_ATOMIC_RETURN" },
	{ "gfx1201", "global_load_u16 v1, v2, s[4:5] offset:8388607 th:TH_LOAD_BYPASS scope:SCOPE_SYS" },
	{ "gfx1201", "global_store_b96 v[2:3], v[4:6], off offset:-8388608 th:TH_STORE_NT_WB scope:SCOPE_DEV" },
	{ "gfx1201", "global_atomic_or_b32 v2, v1, s[4:5] th:TH_ATOMIC_CASCADE_RT scope:SCOPE_DEV" },
	{ "gfx1201", "global_atomic_max_i32 v0, v2, v1, s[4:5] th:TH_ATOMIC_NT_RETURN scope:SCOPE_SE" },
	{ "gfx1201", "global_atomic_min_u32 v2, v1, s[4:5] th:TH_ATOMIC_CASCADE_NT scope:SCOPE_SYS" },
	{ "gfx1201", "global_inv scope:SCOPE_SYS" },
	{ "gfx1201", "scratch_load_b32 v1, v2, off th:TH_LOAD_HT" },
	{ "gfx1201", "scratch_load_b32 v1, off, s3" },
	{ "gfx1201", "scratch_load_b32 v1, v2, s3 offset:16" },
	{ "gfx1201", "scratch_store_b128 off, v[4:7], off" },
	{ "gfx1201", "buffer_load_b32 v1, v2, s[4:7], s1 offen offset:8388607 th:TH_LOAD_HT scope:SCOPE_DEV" },
	{ "gfx1201", "buffer_load_b32 v[1:2], v[2:3], s[8:11], m0 idxen offen tfe" },
	{ "gfx1201", "buffer_atomic_cmpswap_b32 v[2:3], off, s[4:7], null th:TH_ATOMIC_RETURN" },
	{ "gfx1201", "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_FMT_32_FLOAT] offset:4" },
	{ "gfx1201", "image_load v[1:4], [v2, v3], s[4:11] dmask:0xf dim:SQ_RSRC_IMG_2D th:TH_LOAD_NT" },
	{ "gfx1201", "image_load v[1:2], [v2, v3], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D tfe" },
	{ "gfx1201", "image_load v1, [v2, v3], s[4:11] dmask:0x3 dim:SQ_RSRC_IMG_2D d16" },
	{ "gfx1201", "image_store v[1:3], [v2, v3, v4, v5], s[4:11] dmask:0x7 dim:SQ_RSRC_IMG_2D_MSAA_ARRAY scope:SCOPE_SE" },
	{ "gfx1201", "image_sample v[1:2], [v2, v3], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D unorm tfe lwe" },
	{ "gfx1201", "image_sample v1, [v2, v3, v4], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_3D r128" },
	{ "gfx1201", "image_sample_d v1, [v2, v3, v4, v[5:7]], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D" },
	{ "gfx1201", "image_msaa_load v[1:4], [v2, v3, v4], s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_2D_MSAA" },
	{ "gfx1201", "image_atomic_cmpswap v[1:2], [v2, v3], s[4:11] dmask:0x3 dim:SQ_RSRC_IMG_2D" },
	{ "gfx1201", "image_atomic_add_uint v[1:2], v2, s[4:11] dmask:0x3 dim:SQ_RSRC_IMG_1D th:TH_ATOMIC_RETURN" },
	{ "gfx1201", "export mrt0 v1, v2, off, v3 done row_en" },
	{ "gfx1201", "export prim v1, off, off, off" },
	/* gfx1250: scale_offset, nv, saddr on flat */
	{ "gfx1250", "flat_load_b32 v1, v2, s[4:5] offset:4 scale_offset" },
	{ "gfx1250", "global_load_b32 v1, v2, s[4:5] offset:4 scale_offset th:TH_LOAD_NT scope:SCOPE_SYS nv" },
	{ "gfx1250", "scratch_load_b32 v1, v2, s3 scale_offset" },
	{ "gfx1250", "buffer_load_b32 v1, off, s[8:11], s1 offset:8388607 th:TH_LOAD_NT nv" },
	{ "gfx1250", "ds_load_b64 v[2:3], v1 offset:65535" },
	{ "gfx1250", "tensor_load_to_lds s[0:3], s[4:11]" },
	{ "gfx1250", "tensor_store_from_lds s[8:11], s[12:19], s[16:19], s[20:23] th:TH_STORE_NT scope:SCOPE_SE nv" },
	/* syntax variants llvm-mc accepts */
	{ "gfx1100", "tbuffer_load_format_x v1, off, s[4:7], format:22, s1" },
	{ "gfx1100", "image_load v[1:4], v2, s[4:11] dmask:15 dim:1D" },
	{ "gfx1201", "image_sample v1, [v2], s[4:11], s[12:15] dmask:0x1 dim:1D" },
	{ "gfx1201", "global_load_u8 v1, v2, s[4:5] th:TH_LOAD_RT scope:SCOPE_CU" },
	{ "gfx950", "global_load_sshort v88, v32, flat_scratch offset:768" },
	{ "gfx942", "buffer_load_dword v1, off, s[4:7], xnack_mask_lo offset:0x10" },
	{ "gfx942", "buffer_load_format_d16_x v8, v88, s[4:7], 2.0 idxen offset:2144 sc0" },
	{ "gfx1100", "buffer_load_b32 v1, off, s[4:7], 0.15915494" },
};

/* Lines both must refuse; gfxshim's message names column col and contains want. */
static const struct {
	const char *target, *line;
	unsigned int col;
	const char *want;
} bad[] = {
	{ "gfx1100", "ds_sub_u32 v1, v2 offset:65536", 19, "out of range" },
	{ "gfx1100", "ds_load_2addr_b64 v[2:5], v1 offset0:256", 30, "offset (0..255)" },
	{ "gfx1100", "flat_load_b32 v1, v[2:3] offset:-1", 26, "offset (0..4095)" },
	{ "gfx1100", "global_load_u8 v1, v[2:3], off offset:4096", 32, "-4096..4095" },
	{ "gfx1100", "global_load_u8 v1, v2, off", 20, "2 consecutive VGPRs" },
	{ "gfx1100", "buffer_load_b32 v1, v2, s[4:7], s1", 21, "expected off" },
	{ "gfx1100", "buffer_load_b32 v1, off, s[5:8], s1", 26, "multiple of 4" },
	{ "gfx1100", "tbuffer_load_format_x v1, off, s[4:7], s1 format:[BUF_FMT_BOGUS]", 43, "expected [BUF_FMT_*]" },
	{ "gfx1100", "image_sample v1, [v2, v3, v4], s[4:11], s[12:15] dmask:0x1 dim:SQ_RSRC_IMG_2D", 18,
	  "does not match dim" },
	{ "gfx1100", "image_load v1, v2, s[4:11] dmask:0x1 dim:SQ_RSRC_IMG_9D", 38, "expected an SQ_RSRC_IMG_* name" },
	{ "gfx1100", "exp mrt9 v1, off, off, off", 5, "invalid export target" },
	{ "gfx1100", "ds_sub_u32 v1, a2", 16, "expected a VGPR" },
	{ "gfx1201", "global_load_u8 v1, v2, s[4:5] th:TH_STORE_NT", 31, "expected a TH_* name" },
	{ "gfx1201", "global_load_u8 v1, v2, s[4:5] scope:SCOPE_GPU", 31, "SCOPE_SYS" },
	{ "gfx1201", "global_load_u8 v1, v2, s[4:5] glc", 31, "not valid" },
	{ "gfx1201", "global_load_u8 v1, v2, s[4:5] nv", 31, "not supported on gfx1201" },
	{ "gfx942", "global_load_dword v1, v[2:3], off offset:4096", 35, "offset (-4096..4095)" },
	{ "gfx942", "ds_sub_u32 v1, v2 gds", 19, "not valid" },
	{ "gfx942", "buffer_load_dword v1, off, s[4:7], s1 tfe", 39, "not valid" },
	{ "gfx1201", "global_load_u8 v1, v2, s[4:5] th:1", 31, "expected a TH_* name" },
	{ "gfx1250", "tensor_load_to_lds s[0:3], s[4:11], s[12:15]", 37, "takes 2 or 4 SGPR groups" },
};

/* A hex dump line of n bytes. */
static void dump(const char *what, const uint8_t *b, unsigned int n)
{
	printf("#   %s:", what);
	for (unsigned int k = 0; k < n; k++)
		printf(" %02x", b[k]);
	printf("\n");
}

static void check_good(const struct tcase *tc)
{
	const struct gs_target *t = gs_target_find(tc->target);
	int wave64 = t && t->gen == GS_GEN_GFX9;
	struct enc want, got;
	unsigned int isize;
	char diag[512], ltext[256], text[256];

	if (!CHECK(t != NULL, "target %s known", tc->target))
		return;
	if (!CHECK(lo_llvm_asm(tc->target, 0, tc->line, &want), "%s: llvm-mc-22 assembles '%s'", tc->target,
		   tc->line))
		return;
	if (!lo_asm(t, wave64, tc->line, &got, diag, sizeof(diag))) {
		CHECK(0, "%s: gfxshim assembles '%s': %s", tc->target, tc->line, diag);
		return;
	}
	if (!CHECK(got.n == want.n && !memcmp(got.b, want.b, want.n), "%s: '%s' encodes like llvm-mc-22",
		   tc->target, tc->line)) {
		dump("got", got.b, got.n);
		dump("want", want.b, want.n);
	}
	lo_llvm_disasm(tc->target, 0, &want, ltext, sizeof(ltext));
	isize = lo_disasm(t, wave64, &want, text, sizeof(text));
	if (!isize) {
		CHECK(0, "%s: gfxshim disassembles '%s'", tc->target, tc->line);
		return;
	}
	CHECK(isize == want.n, "%s: disassembly of '%s' takes %u bytes", tc->target, tc->line, want.n);
	CHECK_STR(text, ltext, "disassembly like llvm-mc-22");
}

static void check_bad(const char *target, const char *line, unsigned int col, const char *want)
{
	const struct gs_target *t = gs_target_find(target);
	struct enc b, got;
	char diag[512], loc[32];

	CHECK(!lo_llvm_asm(target, 0, line, &b), "%s: llvm-mc-22 refuses '%s'", target, line);
	if (!CHECK(!lo_asm(t, t && t->gen == GS_GEN_GFX9, line, &got, diag, sizeof(diag)), "%s: gfxshim refuses '%s'",
		   target, line))
		return;
	snprintf(loc, sizeof(loc), "<stdin>:1:%u:", col);
	if (!CHECK(strstr(diag, loc) && strstr(diag, want), "%s: '%s' -> %s ... %s", target, line, loc, want))
		printf("#   got: %s\n", diag);
}

int main(void)
{
	if (!lo_setup())
		return 0;
	for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++)
		check_good(&good[i]);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		check_bad(bad[i].target, bad[i].line, bad[i].col, bad[i].want);
	lo_cleanup();
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
