// SPDX-License-Identifier: MIT
/*
 * Assembler tests.  LLVM 22 is the oracle: every line of tests/asm/enc-*.s
 * is encoded by llvm-mc-22 and by gfxshim and the bytes must be identical;
 * the disassembler must print llvm-mc's canonical text.  Bad input must give
 * the exact message and location.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "harness.h"
#include "llvm_oracle.h"

#define MAX_LINES 512

struct ref {
	char text[160];
	uint8_t bytes[16];
	unsigned int n;
};

/* Run llvm-mc-22 over a file: one ref per instruction, in order. */
static int llvm_encode(const char *cpu, int wave64, const char *path, struct ref *refs, int max)
{
	char cmd[512];
	char *out, *line, *save = NULL;
	int n = 0, st;

	snprintf(cmd, sizeof(cmd), "llvm-mc-22 -arch=amdgcn -mcpu=%s%s -show-encoding %s 2>&1", cpu,
		 wave64 ? " -mattr=+wavefrontsize64" : "", path);
	out = tu_run(cmd, &st);
	if (!out || st != 0) {
		printf("# llvm-mc-22 failed (status %d): %s\n", st, out ? out : "(no output)");
		free(out);
		return -1;
	}
	for (line = strtok_r(out, "\n", &save); line && n < max; line = strtok_r(NULL, "\n", &save)) {
		char *enc = strstr(line, "; encoding: [");
		char *p;

		if (!enc)
			continue;
		*enc = 0;
		snprintf(refs[n].text, sizeof(refs[n].text), "%s", line);
		lo_squash(refs[n].text);
		refs[n].n = 0;
		for (p = enc + 13; *p && *p != ']' && refs[n].n < 16;) {
			refs[n].bytes[refs[n].n++] = (uint8_t)strtoul(p, &p, 16);
			if (*p == ',')
				p++;
		}
		n++;
	}
	free(out);
	return n;
}

static void check_file(const struct gs_target *t, const char *rel, int wave64)
{
	static struct ref refs[MAX_LINES];
	char path[512], *src, *line, *save = NULL;
	int n, i = 0, enc_ok = 0, txt_ok = 0, lines = 0;

	tu_src(rel, path, sizeof(path));
	src = tu_read_file(path, NULL);
	if (!CHECK(src != NULL, "read %s", rel))
		return;
	n = llvm_encode(t->name, wave64, path, refs, MAX_LINES);
	if (!CHECK(n > 0, "llvm-mc-22 encodes %s for %s (is llvm-22 installed?)", rel, t->name)) {
		free(src);
		return;
	}
	for (line = strtok_r(src, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		struct gs_asm_options opt = { .target = t, .filename = rel, .wave64 = wave64 };
		struct gs_program *p = NULL;
		struct gs_error err = { 0 };
		char text[160];
		unsigned int isize = 0;
		char stmt[200];

		while (isspace((unsigned char)*line))
			line++;
		if (!*line || line[0] == '/')
			continue;
		lines++;
		if (i >= n) {
			CHECK(0, "%s: llvm-mc produced fewer encodings than lines (%d)", t->name, n);
			break;
		}
		snprintf(stmt, sizeof(stmt), "%s\n", line);
		if (gs_assemble(stmt, strlen(stmt), &opt, &p, &err) != GS_OK) {
			CHECK(0, "%s: assemble '%s': %s", t->name, line, err.msg);
		} else if (p->text_size != refs[i].n || memcmp(p->text, refs[i].bytes, refs[i].n)) {
			CHECK(0, "%s: '%s' encodes like llvm-mc", t->name, line);
			printf("#   got: ");
			for (size_t k = 0; k < p->text_size; k++)
				printf("%02x ", p->text[k]);
			printf("\n#   want:");
			for (unsigned int k = 0; k < refs[i].n; k++)
				printf(" %02x", refs[i].bytes[k]);
			printf("\n");
		} else {
			enc_ok++;
			if (gs_disasm_one_wave(t, wave64 ? GS_DISASM_WAVE64 : 0, p->text, p->text_size, 0, text, sizeof(text), &isize, &err) == GS_OK) {
				lo_squash(text);
				if (strcmp(text, refs[i].text) == 0 && isize == p->text_size)
					txt_ok++;
				else
					CHECK_STR(text, refs[i].text, "%s: disassembly of '%s'", t->name, line);
			} else {
				CHECK(0, "%s: disassemble '%s': %s", t->name, line, err.msg);
			}
		}
		gs_program_free(p);
		i++;
	}
	CHECK_EQ(enc_ok, lines, "%s %s: all %d encodings identical to llvm-mc-22", t->name, rel, lines);
	CHECK_EQ(txt_ok, lines, "%s %s: all %d disassemblies identical to llvm-mc-22", t->name, rel, lines);
	free(src);
}

/* Assemble src for target; expect failure with exactly this first message. */
static void expect_error(const char *tname, const char *src, const char *want)
{
	struct gs_asm_options opt = { .target = gs_target_find(tname), .filename = "bad.s" };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	enum gs_status st = gs_assemble(src, strlen(src), &opt, &p, &err);

	CHECK(st != GS_OK, "%s: rejected: %s", tname, want);
	CHECK_STR(err.msg, want, "%s: message", tname);
	gs_program_free(p);
}

static void test_errors(void)
{
	expect_error("gfx1201", "v_foo_b32 v0, v1\n", "bad.s:1:1: error: unknown instruction 'v_foo_b32' for gfx1201");
	expect_error("gfx1100", "  s_barrier_signal -1\n",
		     "bad.s:1:3: error: instruction 's_barrier_signal' is not available on gfx1100 (RDNA3); it exists on gfx1200");
	expect_error("gfx1100", "s_nop 0\nv_mov_b32 s0, v1\n",
		     "bad.s:2:11: error: invalid operand 's0' for operand 1 of v_mov_b32, expected a VGPR");
	expect_error("gfx1201", "s_nop 70000\n",
		     "bad.s:1:7: error: immediate '70000' out of range for s_nop, expected a 16-bit value (-32768..65535)");
	expect_error("gfx1100", "ds_gws_init v1 offset:8\n",
		     "bad.s:1:1: error: ds_gws_init runs on GDS only, expected gds after the operands");
	expect_error("gfx1100", "ds_add_gs_reg_rtn v[5:6], v1\n",
		     "bad.s:1:1: error: ds_add_gs_reg_rtn runs on GDS only, expected gds after the operands");
	expect_error("gfx1100", "global_load_b32 v1, v2, s[0:1] offset:4096\n",
		     "bad.s:1:32: error: offset 4096 out of range for global_load_b32, expected a 13-bit signed offset (-4096..4095)");
	expect_error("gfx1100", "s_load_b64 s[1:2], s[0:1], 0\n",
		     "bad.s:1:12: error: invalid register alignment 's[1:2]' for s_load_b64, expected a first register that is a multiple of 2");
	expect_error("gfx1100", "v_add_f32 v0, v1\n", "bad.s:1:1: error: v_add_f32: too few operands, expected 3 operands");
	expect_error("gfx1100", "s_branch nowhere\n", "bad.s:1:10: error: undefined label 'nowhere'");
	expect_error("gfx1100", "v_mov_b32 v300, 0\n", "bad.s:1:11: error: register 'v300' out of range, expected v0..v255");
	expect_error("gfx1100", "s_waitcnt vmcnt(64)\n", "bad.s:1:11: error: vmcnt(64) out of range, expected 0..63");
	expect_error("gfx1100", ".amdhsa_kernel k\n.amdhsa_next_free_vgpr 4\n.end_amdhsa_kernel\n",
		     "bad.s:3:1: error: .amdhsa_kernel k (line 1) lacks .amdhsa_next_free_sgpr, expected it inside the block");
	expect_error("gfx1100", ".amdhsa_kernel k\n.amdhsa_bogus 1\n.end_amdhsa_kernel\n",
		     "bad.s:2:1: error: unknown .amdhsa_kernel field .amdhsa_bogus, expected one of the fields in Documentation/assembler.rst");
	expect_error("gfx1100", ".frobnicate\n", "bad.s:1:1: error: unknown directive .frobnicate");
	expect_error("gfx1100", "v_add_nc_u32 v0, 0x1234, 0x5678\n",
		     "bad.s:1:26: error: second literal '0x5678', expected at most one distinct literal per instruction");

	expect_error("gfx1100", "v_add_f32_e64 v5, v2, v3 foo\n",
		     "bad.s:1:26: error: unexpected modifier 'foo' for v_add_f32_e64, expected one of its modifiers or none");
	expect_error("gfx1100", "s_mov_b32 s0, s1 glc\n",
		     "bad.s:1:18: error: unexpected 'glc' after operand 2 of s_mov_b32, expected ','");
	expect_error("gfx1100", "v_cmp_gt_u32 vcc, s0, v1\n",
		     "bad.s:1:14: error: invalid operand 'vcc' for operand 1 of v_cmp_gt_u32, expected an SGPR (sN, vcc_lo, null): a lane mask is 32 bits in wave32 (--wave64 selects wave64)");

	/* hwreg()/sendmsg(): each generation's names */
	expect_error("gfx1201", "s_getreg_b32 s0, hwreg(HW_REG_HW_ID1)\n",
		     "bad.s:1:24: error: unknown hardware register 'HW_REG_HW_ID1' for gfx1201, expected a HW_REG_* name or a number");
	expect_error("gfx1100", "s_getreg_b32 s0, hwreg(HW_REG_HW_ID1, 8)\n",
		     "bad.s:1:18: error: invalid hardware register 'hwreg(HW_REG_HW_ID1, 8)', expected hwreg(HW_REG_..., offset, size), hwreg(HW_REG_...) or a number");
	expect_error("gfx1100", "s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_SE_AID_ID)\n",
		     "bad.s:1:31: error: unknown message 'MSG_RTN_GET_SE_AID_ID' for gfx1100, expected a MSG_* name or a number");

	/* f16 / f64 / packed f16 operands */
	/* an inexact double takes its high half as the literal, with a warning, as
	 * llvm-mc-22 does ("Low 32-bits will be set to zero") */
	{
		static const char src[] = "v_add_f64 v[0:1], v[2:3], 0.1\n";
		static const uint8_t want[] = { 0x00, 0x00, 0x27, 0xd7, 0x02, 0xff, 0x01, 0x00, 0x99, 0x99, 0xb9, 0x3f };
		struct gs_asm_options opt = { .target = gs_target_find("gfx1100"), .filename = "w.s" };
		struct gs_program *p = NULL;
		struct gs_error err = { 0 };

		CHECK(gs_assemble(src, strlen(src), &opt, &p, &err) == GS_OK && p && p->text_size == sizeof(want) &&
		      !memcmp(p->text, want, sizeof(want)),
		      "gfx1100: v_add_f64 with 0.1 assembles to llvm-mc-22's bytes (high half 0x3fb99999)");
		CHECK(p && p->n_warnings == 1 && strstr(p->diagnostics, "w.s:1:27: warning: literal '0.1'"),
		      "gfx1100: ... with a warning at the literal");
		gs_program_free(p);
	}
	expect_error("gfx1201", "v_add_f64 v[0:1], s[1:2], v[2:3]\n",
		     "bad.s:1:19: error: invalid operand 's[1:2]' for operand 2 of v_add_f64, expected an even-aligned SGPR pair");
	expect_error("gfx1100", "v_add_f16 v0, 0x12345, v2\n",
		     "bad.s:1:15: error: immediate 0x12345 out of range for operand 2 of v_add_f16, expected a 16-bit value");
	expect_error("gfx1201", "v_pk_add_f16 v0, -v1, v2\n",
		     "bad.s:1:18: error: invalid operand '-v1' for operand 2 of v_pk_add_f16, expected no -x or |x| (use neg_lo:[...] / neg_hi:[...])");

	/* WMMA: per-generation operand widths, C constants, modifiers */
	expect_error("gfx1201", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]\n",
		     "bad.s:1:33: error: invalid operand 'v[8:15]' for operand 2 of v_wmma_f32_16x16x16_f16, expected a range of 4 registers");
	expect_error("gfx1100", "v_wmma_f16_16x16x16_f16 v[0:3], v[8:15], v[16:23], v[0:3]\n",
		     "bad.s:1:25: error: invalid operand 'v[0:3]' for operand 1 of v_wmma_f16_16x16x16_f16, expected a VGPR range of 8 registers");
	expect_error("gfx1100", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], 0x3f800000\n",
		     "bad.s:1:52: error: invalid operand '0x3f800000' for operand 4 of v_wmma_f32_16x16x16_f16, expected a range of 8 registers or an inline constant");
	expect_error("gfx1100", "v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] clamp\n",
		     "bad.s:1:59: error: invalid modifier 'clamp' for v_wmma_f32_16x16x16_f16 on gfx1100, expected one of neg_lo, neg_hi");
	expect_error("gfx1201", "v_wmma_f16_16x16x16_f16 v[0:3], v[8:11], v[16:19], v[0:3] op_sel:[0,0,1]\n",
		     "bad.s:1:59: error: invalid modifier 'op_sel:[0,0,1]' for v_wmma_f16_16x16x16_f16 on gfx1201, expected one of neg_lo, neg_hi");
	expect_error("gfx1201", "v_wmma_i32_16x16x16_iu8 v[0:7], v[8:9], v[16:17], v[0:7] neg_lo:[0,0,1]\n",
		     "bad.s:1:58: error: invalid neg_lo operand for v_wmma_i32_16x16x16_iu8 on gfx1201, expected neg_lo on A and B only (their signedness)");
	expect_error("gfx1100", "v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[16:19], v[0:7] neg_lo:[1,2,0]\n",
		     "bad.s:1:59: error: invalid neg_lo for v_wmma_i32_16x16x16_iu8, expected neg_lo:[0|1,0|1,0|1]");

	/* DS: offsets, two-address offsets, GDS, swizzle macros */
	expect_error("gfx1100", "ds_load_b32 v0, v1 offset:65536\n",
		     "bad.s:1:20: error: offset 65536 out of range for ds_load_b32, expected a 16-bit unsigned offset (0..65535)");
	expect_error("gfx1201", "ds_store_2addr_b32 v1, v2, v3 offset0:256\n",
		     "bad.s:1:31: error: offset0 256 out of range for ds_store_2addr_b32, expected an 8-bit unsigned offset (0..255)");
	expect_error("gfx1201", "ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,3)\n",
		     "bad.s:1:23: error: invalid swizzle 'swizzle(SWAP,3)', expected swizzle(QUAD_PERM|BITMASK_PERM|SWAP|REVERSE|BROADCAST|FFT|ROTATE,...) or a 16-bit number");
	expect_error("gfx1100", "ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM,0,1)\n",
		     "bad.s:1:23: error: invalid swizzle 'swizzle(QUAD_PERM,0,1)', expected swizzle(QUAD_PERM|BITMASK_PERM|SWAP|REVERSE|BROADCAST|FFT|ROTATE,...) or a 16-bit number");
	expect_error("gfx1100", "ds_load_b32 v0, v1 offset:swizzle(SWAP,2)\n",
		     "bad.s:1:20: error: invalid value 'swizzle(SWAP,2)' for offset of ds_load_b32, expected a number");
	expect_error("gfx1201", "ds_load_b64 v0, v1\n",
		     "bad.s:1:13: error: invalid operand 'v0' for ds_load_b64, expected 2 consecutive VGPRs (v[N:N+1])");

	/* Several errors are all reported, each with its line. */
	{
		const char *src = "v_bad v0\ns_nop 0\ns_nop x y\nv_mov_b32 s0, 1\n";
		struct gs_asm_options opt = { .target = gs_target_find("gfx1100"), .filename = "multi.s" };
		struct gs_program *p = NULL;
		struct gs_error err = { 0 };

		gs_assemble(src, strlen(src), &opt, &p, &err);
		CHECK(p && p->n_errors == 3, "three errors reported (got %u)", p ? p->n_errors : 0);
		CHECK(p && strstr(p->diagnostics, "multi.s:1:1:") && strstr(p->diagnostics, "multi.s:3:") &&
		      strstr(p->diagnostics, "multi.s:4:11:"), "each error names its line");
		gs_program_free(p);
	}
	/* gfx12 s_waitcnt assembles (like llvm-mc) but warns. */
	{
		const char *src = "s_waitcnt vmcnt(0)\n";
		struct gs_asm_options opt = { .target = gs_target_find("gfx1201"), .filename = "w.s" };
		struct gs_program *p = NULL;

		CHECK(gs_assemble(src, strlen(src), &opt, &p, NULL) == GS_OK, "gfx12 s_waitcnt assembles");
		CHECK(p && p->n_warnings == 1 && strstr(p->diagnostics, "w.s:1:1: warning: s_waitcnt on gfx1201 (RDNA4) acts as S_WAIT_IDLE"),
		      "gfx12 s_waitcnt warns: %s", p ? p->diagnostics : "");
		gs_program_free(p);
	}
}

/* Labels and branches: offsets in dwords from the next instruction. */
static void test_labels(void)
{
	const char *src = "top:\n  s_nop 0\n  s_cbranch_scc0 done\n  s_branch top\ndone: s_endpgm\n";
	struct gs_asm_options opt = { .target = gs_target_find("gfx1100"), .filename = "l.s" };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };

	if (!CHECK(gs_assemble(src, strlen(src), &opt, &p, &err) == GS_OK, "labels assemble: %s", err.msg))
		return;
	CHECK_EQ(p->text_size, 16, "four instructions");
	CHECK_EQ(p->text[4] | p->text[5] << 8, 1, "forward branch skips one dword");
	CHECK_EQ((int16_t)(p->text[8] | p->text[9] << 8), -3, "backward branch to the top");
	gs_program_free(p);
}

/* The .amdhsa_kernel block gives the descriptor clang-22 gives. */
static void test_kd_vs_llvm(const char *tname)
{
	static const char body[] =
		".text\n.globl k\n.p2align 8\n.type k,@function\nk:\n  s_endpgm\n"
		".rodata\n.p2align 6\n.amdhsa_kernel k\n"
		"  .amdhsa_next_free_vgpr 10\n  .amdhsa_next_free_sgpr 20\n"
		"  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_user_sgpr_dispatch_ptr 1\n"
		"  .amdhsa_kernarg_size 24\n  .amdhsa_group_segment_fixed_size 1024\n"
		"  .amdhsa_system_sgpr_workgroup_id_y 1\n  .amdhsa_system_vgpr_workitem_id 1\n"
		"  .amdhsa_float_denorm_mode_32 3\n"
		".end_amdhsa_kernel\n";
	char dir[64], path[128], cmd[512], src[1024];
	struct gs_asm_options opt = { .target = NULL, .filename = "kd.s" };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	struct gs_codeobj co;
	uint8_t *img;
	size_t len;
	int st;
	char *out;

	snprintf(src, sizeof(src), ".amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n%s", tname, body);
	if (!CHECK(tu_tmpdir(dir, sizeof(dir)), "tmpdir"))
		return;
	snprintf(path, sizeof(path), "%s/kd.s", dir);
	tu_write_file(path, src, strlen(src));
	snprintf(cmd, sizeof(cmd),
		 "cd %s && clang-22 -target amdgcn-amd-amdhsa -mcpu=%s -mcode-object-version=5 -c kd.s -o kd.o 2>&1 && ld.lld-22 -shared kd.o -o kd.co 2>&1",
		 dir, tname);
	out = tu_run(cmd, &st);
	CHECK(st == 0, "%s: clang-22 builds the reference kernel: %s", tname, out ? out : "");
	free(out);
	snprintf(path, sizeof(path), "%s/kd.co", dir);
	img = (uint8_t *)tu_read_file(path, &len);
	if (!CHECK(img && gs_codeobj_read(img, len, &co, &err) == GS_OK, "%s: read LLVM's code object: %s", tname, err.msg)) {
		free(img);
		return;
	}
	if (CHECK(gs_assemble(src, strlen(src), &opt, &p, &err) == GS_OK, "%s: kernel assembles: %s", tname, err.msg) &&
	    CHECK_EQ(p->n_kernels, 1, "one kernel")) {
		struct gs_kernel_descriptor a = p->kernels[0].kd, b = co.kernels[0].kd;

		a.kernel_code_entry_byte_offset = b.kernel_code_entry_byte_offset = 0;
		CHECK_EQ(a.compute_pgm_rsrc1, b.compute_pgm_rsrc1, "%s: rsrc1 as LLVM", tname);
		CHECK_EQ(a.compute_pgm_rsrc2, b.compute_pgm_rsrc2, "%s: rsrc2 as LLVM", tname);
		CHECK_EQ(a.compute_pgm_rsrc3, b.compute_pgm_rsrc3, "%s: rsrc3 as LLVM", tname);
		CHECK_EQ(a.kernel_code_properties, b.kernel_code_properties, "%s: code properties as LLVM", tname);
		CHECK(memcmp(&a, &b, sizeof(a)) == 0, "%s: whole descriptor equals LLVM's", tname);
		CHECK_EQ(p->kernels[0].entry_offset, 0, "entry at .text start");
	}
	gs_program_free(p);
	gs_codeobj_free(&co);
	free(img);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	free(tu_run(cmd, NULL));
}

int main(void)
{
	const struct gs_target *g11 = gs_target_find("gfx1100"), *g12 = gs_target_find("gfx1201");

	check_file(g11, "tests/asm/enc-common.s", 0);
	check_file(g11, "tests/asm/enc-gfx11.s", 0);
	check_file(g12, "tests/asm/enc-common.s", 0);
	check_file(g12, "tests/asm/enc-gfx12.s", 0);
	check_file(g11, "tests/asm/enc-wave64.s", 1);
	check_file(g12, "tests/asm/enc-wave64.s", 1);
	test_errors();
	test_labels();
	test_kd_vs_llvm("gfx1100");
	test_kd_vs_llvm("gfx1201");
	return t_done();
}
