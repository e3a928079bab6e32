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
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/target.h"
#include "harness.h"
#include "testutil.h"

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
	{ "gfx1100", "ds_load_2addr_b64 v[2:5], v1 offset0:256", 30, "expected 0..255" },
	{ "gfx1100", "flat_load_b32 v1, v[2:3] offset:-1", 26, "expected 0..4095" },
	{ "gfx1100", "global_load_u8 v1, v[2:3], off offset:4096", 32, "expected -4096..4095" },
	{ "gfx1100", "global_load_u8 v1, v2, off", 20, "expected 2 consecutive VGPRs" },
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
	{ "gfx942", "global_load_dword v1, v[2:3], off offset:4096", 35, "expected -4096..4095" },
	{ "gfx942", "ds_sub_u32 v1, v2 gds", 19, "not valid" },
	{ "gfx942", "buffer_load_dword v1, off, s[4:7], s1 tfe", 39, "not valid" },
	{ "gfx1201", "global_load_u8 v1, v2, s[4:5] th:1", 31, "expected a TH_* name" },
	{ "gfx1250", "tensor_load_to_lds s[0:3], s[4:11], s[12:15]", 37, "takes 2 or 4 SGPR groups" },
};

/* Collapse runs of blanks so "a  b" equals "a b". */
static void squash(char *s)
{
	char *d = s;
	int sp = 0;

	while (*s == ' ' || *s == '\t')
		s++;
	for (; *s; s++) {
		if (*s == ' ' || *s == '\t') {
			sp = 1;
			continue;
		}
		if (sp && d != s)
			*d++ = ' ';
		sp = 0;
		*d++ = *s;
	}
	*d = 0;
}

static int have_llvm(void)
{
	int st;
	char *out = tu_run("llvm-mc-22 --version 2>&1", &st);

	free(out);
	return out && st == 0;
}

/* llvm-mc-22 on one line: 1 and its bytes, 0 when it refuses the line. */
static int llvm_asm(const char *cpu, const char *line, uint8_t *b, unsigned int *n)
{
	char path[] = "/tmp/gs_tab_mem_XXXXXX", cmd[256];
	char *out, *enc;
	int fd = mkstemp(path), st;

	*n = 0;
	if (fd < 0)
		return 0;
	close(fd);
	{
		char src[256];

		snprintf(src, sizeof(src), "%s\n", line);
		tu_write_file(path, src, strlen(src));
	}
	snprintf(cmd, sizeof(cmd), "llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding %s 2>&1", cpu, path);
	out = tu_run(cmd, &st);
	unlink(path);
	if (!out)
		return 0;
	enc = strstr(out, "; encoding: [");
	if (st != 0 || !enc) {
		free(out);
		return 0;
	}
	for (char *p = enc + 13; *p && *p != ']' && *n < 16;) {
		b[(*n)++] = (uint8_t)strtoul(p, &p, 16);
		if (*p == ',')
			p++;
	}
	free(out);
	return 1;
}

/* llvm-mc-22 --disassemble text of bytes ("" when it cannot). */
static void llvm_disasm(const char *cpu, const uint8_t *b, unsigned int n, char *text, size_t size)
{
	char cmd[512];
	size_t k;
	char *out, *enc, *p;
	int st;

	k = (size_t)snprintf(cmd, sizeof(cmd), "echo '");
	for (unsigned int i = 0; i < n; i++)
		k += (size_t)snprintf(cmd + k, sizeof(cmd) - k, "%s0x%02x", i ? "," : "", b[i]);
	snprintf(cmd + k, sizeof(cmd) - k, "' | llvm-mc-22 -arch=amdgcn -mcpu=%s --disassemble 2>&1", cpu);
	text[0] = 0;
	out = tu_run(cmd, &st);
	if (!out)
		return;
	for (p = strtok(out, "\n"); p; p = strtok(NULL, "\n")) {
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p && *p != '.' && !strstr(p, "warning")) {
			enc = strchr(p, ';');
			if (enc)
				*enc = 0;
			snprintf(text, size, "%s", p);
			squash(text);
			break;
		}
	}
	free(out);
}

static void check_good(const struct tcase *tc)
{
	const struct gs_target *t = gs_target_find(tc->target);
	struct gs_asm_options opt = { .target = t, .filename = "t.s", .wave64 = t && t->gen == GS_GEN_GFX9 };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	uint8_t want[16];
	unsigned int n, isize = 0;
	char src[256], ltext[256], text[256];

	if (!CHECK(t != NULL, "target %s known", tc->target))
		return;
	if (!CHECK(llvm_asm(tc->target, tc->line, want, &n), "%s: llvm-mc-22 assembles '%s'", tc->target,
		   tc->line))
		return;
	snprintf(src, sizeof(src), "%s\n", tc->line);
	if (gs_assemble(src, strlen(src), &opt, &p, &err) != GS_OK) {
		CHECK(0, "%s: gfxshim assembles '%s': %s", tc->target, tc->line, err.msg);
		gs_program_free(p);
		return;
	}
	if (!CHECK(p->text_size == n && !memcmp(p->text, want, n), "%s: '%s' encodes like llvm-mc-22",
		   tc->target, tc->line)) {
		printf("#   got: ");
		for (size_t k = 0; k < p->text_size; k++)
			printf(" %02x", p->text[k]);
		printf("\n#   want:");
		for (unsigned int k = 0; k < n; k++)
			printf(" %02x", want[k]);
		printf("\n");
	}
	gs_program_free(p);
	llvm_disasm(tc->target, want, n, ltext, sizeof(ltext));
	if (gs_disasm_one_wave(t, GS_DISASM_LLVM_DISASSEMBLER | (opt.wave64 ? GS_DISASM_WAVE64 : 0), want, n,
			       0, text, sizeof(text), &isize, &err) != GS_OK) {
		CHECK(0, "%s: gfxshim disassembles '%s': %s", tc->target, tc->line, err.msg);
		return;
	}
	squash(text);
	CHECK(isize == n, "%s: disassembly of '%s' takes %u bytes", tc->target, tc->line, n);
	CHECK_STR(text, ltext, "disassembly like llvm-mc-22");
}

static void check_bad(const char *target, const char *line, unsigned int col, const char *want)
{
	const struct gs_target *t = gs_target_find(target);
	struct gs_asm_options opt = { .target = t, .filename = "t.s", .wave64 = t && t->gen == GS_GEN_GFX9 };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	uint8_t b[16];
	unsigned int n;
	char src[256], loc[32];

	CHECK(!llvm_asm(target, line, b, &n), "%s: llvm-mc-22 refuses '%s'", target, line);
	snprintf(src, sizeof(src), "%s\n", line);
	if (!CHECK(gs_assemble(src, strlen(src), &opt, &p, &err) != GS_OK, "%s: gfxshim refuses '%s'",
		   target, line)) {
		gs_program_free(p);
		return;
	}
	snprintf(loc, sizeof(loc), "t.s:1:%u:", col);
	if (!CHECK(strstr(err.msg, loc) && strstr(err.msg, want), "%s: '%s' -> %s ... %s", target, line, loc,
		   want))
		printf("#   got: %s\n", err.msg);
	gs_program_free(p);
}

int main(void)
{
	if (!have_llvm()) {
		printf("1..0 # SKIP llvm-mc-22 not installed\n");
		return 0;
	}
	for (size_t i = 0; i < sizeof(good) / sizeof(good[0]); i++)
		check_good(&good[i]);
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++)
		check_bad(bad[i].target, bad[i].line, bad[i].col, bad[i].want);
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
