// SPDX-License-Identifier: MIT
/*
 * The gfx9 MFMA wait-state checker (emu/mfma_hazard.c) on "emu:gfx942" and
 * "emu:gfx950".
 *
 * 1. The pass counts and classes of every MFMA the execution table has
 *    agree with llvm-mca-22's scheduling model (its reciprocal throughput
 *    is the pass count), live; # SKIP without llvm-mca-22.
 * 2. One kernel per rule class: producer, N wait states (s_nop), consumer.
 *    With one wait state fewer than the rule requires the run fails with a
 *    hazard naming both instructions and both counts; with exactly the
 *    required number it runs clean.  The required numbers are the rule
 *    table's (LLVM GCNHazardRecognizer, per target).
 * 3. LLVM as the oracle: small kernels with __builtin_amdgcn_mfma_* and
 *    dependent uses compiled by clang-22 for each target run clean, and
 *    the same code with one wait state taken out of any one of LLVM's
 *    s_nops is reported; # SKIP without clang-22.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/mfma_hazard.h"
#include "harness.h"
#include "testutil.h"
#include "emu_testutil.h"

static const char *const targets[] = { "gfx942", "gfx950" };

struct env {
	const char *tname;
	struct gs_device *dev;
	struct gs_bo *in, *out;
};

/* A kernel: in and out pointers in s[4:5] and s[6:7] (loaded), v1 = 4 x
 * lane, 64 VGPRs then the AGPRs (ACCUM_OFFSET 64). */
static enum gs_status run(struct env *x, const char *body, struct gs_error *err)
{
	static char src[32768];
	uint64_t args[2] = { x->in->va, x->out->va };

	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n\ts_waitcnt lgkmcnt(0)\n%s\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 16\n\t.amdhsa_next_free_sgpr 32\n"
		 "\t.amdhsa_next_free_vgpr 128\n\t.amdhsa_accum_offset 64\n\t.end_amdhsa_kernel\n", body);
	return emu_launch(x->dev, x->tname, "test_mfma_hazard", 1, src, 64, 64, args, sizeof(args), err);
}

/* s_nop lines giving n wait states */
static void nops(unsigned int n, char *buf, size_t size)
{
	size_t l = 0;

	buf[0] = 0;
	while (n && l + 16 < size) {
		unsigned int k = n > 8 ? 8 : n;

		l += (size_t)snprintf(buf + l, size - l, "\ts_nop %u\n", k - 1);
		n -= k;
	}
}

/* ---- 1. classes against llvm-mca-22 ---- */

static void test_classes(void)
{
	static const char *const names[] = {
		"v_mfma_f32_32x32x1_2b_f32", "v_mfma_f32_16x16x1_4b_f32", "v_mfma_f32_4x4x1_16b_f32",
		"v_mfma_f32_32x32x2_f32", "v_mfma_f32_16x16x4_f32", "v_mfma_f32_32x32x4_2b_f16",
		"v_mfma_f32_16x16x4_4b_f16", "v_mfma_f32_4x4x4_16b_f16", "v_mfma_f32_32x32x8_f16",
		"v_mfma_f32_16x16x16_f16", "v_mfma_i32_32x32x4_2b_i8", "v_mfma_i32_16x16x4_4b_i8",
		"v_mfma_i32_4x4x4_16b_i8", "v_mfma_i32_32x32x16_i8", "v_mfma_i32_16x16x32_i8",
		"v_mfma_f32_32x32x4_2b_bf16", "v_mfma_f32_16x16x4_4b_bf16", "v_mfma_f32_4x4x4_16b_bf16",
		"v_mfma_f32_32x32x8_bf16", "v_mfma_f32_16x16x16_bf16", "v_mfma_f64_16x16x4_f64",
		"v_mfma_f64_4x4x4_4b_f64", "v_mfma_f32_16x16x32_bf8_fp8", "v_mfma_f32_32x32x16_fp8_bf8",
		"v_mfma_f32_16x16x8_xf32", "v_mfma_f32_32x32x4_xf32", "v_mfma_f32_16x16x32_f16",
		"v_mfma_f32_32x32x16_bf16", "v_mfma_i32_16x16x64_i8", "v_mfma_i32_32x32x32_i8",
	};
	char dir[256], path[300], cmd[700];
	int st = 0;
	char *v = tu_run("llvm-mca-22 --version 2>/dev/null", &st);
	int have = v && st == 0;

	free(v);
	/* classes stated by LLVM's VOP3PInstructions.td (is_gfx940_xdl, is_dgemm) */
	{
		unsigned int p;
		int xdl, dg;

		CHECK(gsi_mfma_class("v_mfma_f32_32x32x2_f32", 0, &p, &xdl, &dg) && !xdl && !dg && p == 16,
		      "32x32x2 f32: SGEMM, 16 passes");
		CHECK(gsi_mfma_class("v_mfma_f32_16x16x16_f16", 0, &p, &xdl, &dg) && xdl && !dg && p == 4,
		      "16x16x16 f16: XDL, 4 passes");
		CHECK(gsi_mfma_class("v_mfma_f64_16x16x4_f64", 1, &p, &xdl, &dg) && !xdl && dg && p == 16,
		      "gfx950 f64 16x16x4: DGEMM, 16 passes");
		CHECK(!gsi_mfma_class("v_add_f32", 0, &p, &xdl, &dg), "v_add_f32 is no MFMA");
		/* SMFMAC: is_gfx940_xdl; SISchedule.td ^V_SMFMAC_.32_16X16X: 4, _32X32X: 8 (both targets) */
		CHECK(gsi_mfma_class("v_smfmac_f32_16x16x32_f16", 0, &p, &xdl, &dg) && xdl && !dg && p == 4,
		      "SMFMAC 16x16x32 f16: XDL, 4 passes");
		CHECK(gsi_mfma_class("v_smfmac_f32_32x32x64_bf8_fp8", 1, &p, &xdl, &dg) && xdl && !dg && p == 8,
		      "gfx950 SMFMAC 32x32x64 bf8_fp8: XDL, 8 passes");
		CHECK(gsi_mfma_class("v_smfmac_i32_16x16x128_i8", 1, &p, &xdl, &dg) && xdl && !dg && p == 4,
		      "gfx950 SMFMAC 16x16x128 i8: XDL, 4 passes");
	}
	if (!have || !tu_tmpdir(dir, sizeof(dir))) {
		CHECK(1, "# SKIP llvm-mca-22 not installed");
		return;
	}
	for (int t = 0; t < 2; t++) {
		char src[512];
		unsigned int ok = 0, tried = 0;

		/* llvm-mca wants exact operand sizes: try each A/B and C/D size until one parses */
		for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++) {
			static const char *const ab[] = { "v0, v1", "v[0:1], v[2:3]", "v[0:3], v[4:7]" };
			static const char *const cd[] = { "a[0:1]", "a[0:3]", "a[0:7]", "a[0:15]", "a[0:31]" };
			unsigned int p = 0;
			int xdl, dg, found = 0;

			if (!gsi_mfma_class(names[i], t, &p, &xdl, &dg))
				continue;
			for (int a = 0; a < 3 && !found; a++)
				for (int c = 0; c < 5 && !found; c++) {
					char *out;
					double thr = 0;
					const char *q;

					snprintf(path, sizeof(path), "%s/m.s", dir);
					snprintf(src, sizeof(src), "%s %s, %s, %s\n", names[i], cd[c], ab[a], cd[c]);
					if (!tu_write_file(path, src, strlen(src)))
						continue;
					snprintf(cmd, sizeof(cmd),
						 "llvm-mca-22 -mtriple=amdgcn -mcpu=%s -iterations=1 -instruction-info %s 2>/dev/null",
						 targets[t], path);
					out = tu_run(cmd, &st);
					if (out && st == 0 && (q = strstr(out, names[i])) != NULL) {
						/* the Instruction Info line: uOps, latency, RThroughput, ..., text */
						const char *line = q;

						while (line > out && line[-1] != '\n')
							line--;
						if (sscanf(line, "%*u %*u %lf", &thr) == 1) {
							found = 1;
							tried++;
							ok += (unsigned int)(thr + 0.5) == p;
							if ((unsigned int)(thr + 0.5) != p)
								CHECK(0, "%s %s: %u passes here, llvm-mca-22 says %.0f", targets[t], names[i],
								      p, thr);
						}
					}
					free(out);
				}
		}
		CHECK(tried >= 20 && ok == tried, "%s: the pass counts of %u MFMAs agree with llvm-mca-22 (%u)", targets[t],
		      tried, ok);
	}
	/* SMFMAC: src2 is the index VGPR; gfx942 shapes with 2/4 A/B VGPRs, gfx950's with 4/8 */
	for (int t = 0; t < 2; t++) {
		static const char *const sm[] = {
			"v_smfmac_f32_16x16x32_f16 a[0:3], v[0:1], v[2:5], v6",
			"v_smfmac_f32_32x32x16_bf16 a[0:15], v[0:1], v[2:5], v6",
			"v_smfmac_i32_16x16x64_i8 a[0:3], v[0:1], v[2:5], v6",
			"v_smfmac_f32_32x32x32_fp8_bf8 a[0:15], v[0:1], v[2:5], v6",
			"v_smfmac_f32_16x16x64_f16 a[0:3], v[0:3], v[4:11], v12",
			"v_smfmac_i32_32x32x64_i8 a[0:15], v[0:3], v[4:11], v12",
		};
		unsigned int ok = 0, tried = 0;

		for (size_t i = 0; i < sizeof(sm) / sizeof(sm[0]); i++) {
			char nm[64], *out;
			const char *q;
			unsigned int p = 0;
			int xdl, dg;
			double thr = 0;

			if (i >= 4 && !t)
				continue;  /* gfx950 only */
			snprintf(nm, sizeof(nm), "%.*s", (int)strcspn(sm[i], " "), sm[i]);
			snprintf(path, sizeof(path), "%s/s.s", dir);
			if (!gsi_mfma_class(nm, t, &p, &xdl, &dg) || !tu_write_file(path, sm[i], strlen(sm[i])))
				continue;
			snprintf(cmd, sizeof(cmd), "llvm-mca-22 -mtriple=amdgcn -mcpu=%s -iterations=1 -instruction-info %s 2>/dev/null",
				 targets[t], path);
			out = tu_run(cmd, &st);
			if (out && st == 0 && (q = strstr(out, nm)) != NULL) {
				while (q > out && q[-1] != '\n')
					q--;
				if (sscanf(q, "%*u %*u %lf", &thr) == 1) {
					tried++;
					ok += (unsigned int)(thr + 0.5) == p && xdl && !dg;
				}
			}
			free(out);
		}
		CHECK(tried == (t ? 6u : 4u) && ok == tried, "%s: SMFMAC pass counts (XDL) agree with llvm-mca-22 (%u of %u)",
		      targets[t], ok, tried);
	}
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	free(tu_run(cmd, &st));
}

/* ---- 2. one kernel per rule class ---- */

struct rule_case {
	const char *what;
	const char *pre;        /* set-up (may be "") */
	const char *producer;
	const char *consumer;
	unsigned int ws[2];     /* required on gfx942, gfx950 */
	const char *pname, *cname;  /* mnemonics the message names */
};

static const struct rule_case cases[] = {
	{ "VALU write -> MFMA SrcA", "", "v_mov_b32 v4, 1.0",
	  "v_mfma_f32_16x16x16_f16 v[16:19], v[4:5], v[6:7], 0", { 2, 2 }, "v_mov_b32", "v_mfma_f32_16x16x16_f16" },
	{ "v_accvgpr_write -> MFMA SrcC", "", "v_accvgpr_write_b32 a3, 0",
	  "v_mfma_f32_16x16x16_f16 a[0:3], v[4:5], v[6:7], a[0:3]", { 2, 2 }, "v_accvgpr_write_b32",
	  "v_mfma_f32_16x16x16_f16" },
	{ "VALU write of EXEC -> MFMA", "", "v_cmp_eq_u32_e64 exec, v0, v0",
	  "v_mfma_f32_4x4x1_16b_f32 v[16:19], v4, v5, 0", { 4, 4 }, "v_cmp_eq_u32", "v_mfma_f32_4x4x1_16b_f32" },
	{ "XDL 4-pass -> VALU read", "", "v_mfma_f32_16x16x16_f16 v[16:19], v[4:5], v[6:7], 0",
	  "v_add_f32 v20, v17, v17", { 7, 8 }, "v_mfma_f32_16x16x16_f16", "v_add_f32" },
	{ "XDL 16-pass -> v_accvgpr_read", "", "v_mfma_f32_32x32x4_2b_f16 a[0:31], v[4:5], v[6:7], 0",
	  "v_accvgpr_read_b32 v20, a31", { 19, 20 }, "v_mfma_f32_32x32x4_2b_f16", "v_accvgpr_read_b32" },
	{ "SGEMM 8-pass -> memory read", "", "v_mfma_f32_16x16x4_f32 v[16:19], v4, v5, 0",
	  "global_store_dword v1, v18, s[6:7]", { 10, 10 }, "v_mfma_f32_16x16x4_f32", "global_store_dword" },
	{ "XDL 8-pass -> MFMA SrcA", "", "v_mfma_f32_32x32x8_f16 v[16:31], v[4:5], v[6:7], 0",
	  "v_mfma_f32_16x16x16_f16 v[40:43], v[16:17], v[6:7], 0", { 11, 12 }, "v_mfma_f32_32x32x8_f16",
	  "v_mfma_f32_16x16x16_f16" },
	{ "SGEMM 2-pass -> SrcC of the same registers", "", "v_mfma_f32_4x4x1_16b_f32 v[16:19], v4, v5, 0",
	  "v_mfma_f32_4x4x1_16b_f32 v[16:19], v4, v5, v[16:19]", { 2, 2 }, "v_mfma_f32_4x4x1_16b_f32",
	  "v_mfma_f32_4x4x1_16b_f32" },
	{ "XDL -> XDL overlapping SrcC", "", "v_mfma_f32_16x16x16_f16 v[16:19], v[4:5], v[6:7], 0",
	  "v_mfma_f32_16x16x16_f16 v[24:27], v[4:5], v[6:7], v[18:21]", { 5, 6 }, "v_mfma_f32_16x16x16_f16",
	  "v_mfma_f32_16x16x16_f16" },
	{ "SGEMM -> SGEMM overlapping SrcC", "", "v_mfma_f32_16x16x4_f32 v[16:19], v4, v5, 0",
	  "v_mfma_f32_16x16x4_f32 v[24:27], v4, v5, v[18:21]", { 8, 8 }, "v_mfma_f32_16x16x4_f32",
	  "v_mfma_f32_16x16x4_f32" },
	{ "XDL -> SGEMM overlapping SrcC", "", "v_mfma_f32_16x16x16_f16 v[16:19], v[4:5], v[6:7], 0",
	  "v_mfma_f32_16x16x4_f32 v[24:27], v4, v5, v[18:21]", { 5, 6 }, "v_mfma_f32_16x16x16_f16",
	  "v_mfma_f32_16x16x4_f32" },
	{ "XDL -> VALU overwrite (WAW)", "", "v_mfma_f32_16x16x16_f16 v[16:19], v[4:5], v[6:7], 0",
	  "v_mov_b32 v18, 0", { 7, 8 }, "v_mfma_f32_16x16x16_f16", "v_mov_b32" },
	{ "XDL SrcC read -> VALU overwrite (WAR)", "", "v_mfma_f32_16x16x16_f16 a[4:7], v[4:5], v[6:7], a[0:3]",
	  "v_accvgpr_write_b32 a1, 0", { 3, 3 }, "v_mfma_f32_16x16x16_f16", "v_accvgpr_write_b32" },
	{ "f64 16x16x4 -> VALU read", "", "v_mfma_f64_16x16x4_f64 v[16:23], v[4:5], v[6:7], 0",
	  "v_mov_b32 v30, v16", { 11, 19 }, "v_mfma_f64_16x16x4_f64", "v_mov_b32" },
	{ "f64 4x4x4 -> memory read", "", "v_mfma_f64_4x4x4_4b_f64 v[16:17], v[4:5], v[6:7], 0",
	  "global_store_dwordx2 v1, v[16:17], s[6:7]", { 9, 9 }, "v_mfma_f64_4x4x4_4b_f64", "global_store_dwordx2" },
	{ "f64 MFMA -> v_fma_f64", "", "v_mfma_f64_4x4x4_4b_f64 v[16:17], v[4:5], v[6:7], 0",
	  "v_fma_f64 v[30:31], v[4:5], v[6:7], v[8:9]", { 2, 2 }, "v_mfma_f64_4x4x4_4b_f64", "v_fma_f64" },
	{ "f64 16x16x4 -> f64 overlapping SrcC", "", "v_mfma_f64_16x16x4_f64 v[16:23], v[4:5], v[6:7], 0",
	  "v_mfma_f64_16x16x4_f64 v[32:39], v[4:5], v[6:7], v[20:27]", { 9, 17 }, "v_mfma_f64_16x16x4_f64",
	  "v_mfma_f64_16x16x4_f64" },
	{ "f64 16x16x4 -> MFMA SrcB", "", "v_mfma_f64_16x16x4_f64 v[16:23], v[4:5], v[6:7], 0",
	  "v_mfma_f32_16x16x16_f16 v[40:43], v[4:5], v[18:19], 0", { 11, 19 }, "v_mfma_f64_16x16x4_f64",
	  "v_mfma_f32_16x16x16_f16" },
	/* SMFMAC: XDL, 4 passes (16x16) / 8 (32x32); src2 the index (a
	 * SrcA/B-class read), SrcC the accumulator D */
	{ "SMFMAC 4-pass -> VALU read", "", "v_smfmac_f32_16x16x32_f16 v[16:19], v[4:5], v[6:9], v10",
	  "v_add_f32 v20, v17, v17", { 7, 8 }, "v_smfmac_f32_16x16x32_f16", "v_add_f32" },
	{ "SMFMAC 8-pass -> memory read", "", "v_smfmac_f32_32x32x16_bf16 v[16:31], v[4:5], v[6:9], v10",
	  "global_store_dword v1, v30, s[6:7]", { 11, 12 }, "v_smfmac_f32_32x32x16_bf16", "global_store_dword" },
	{ "VALU write -> SMFMAC index", "", "v_mov_b32 v10, 0",
	  "v_smfmac_i32_16x16x64_i8 v[16:19], v[4:5], v[6:9], v10", { 2, 2 }, "v_mov_b32", "v_smfmac_i32_16x16x64_i8" },
	{ "VALU write -> SMFMAC accumulator", "", "v_mov_b32 v18, 0",
	  "v_smfmac_f32_16x16x32_f16 v[16:19], v[4:5], v[6:9], v10", { 2, 2 }, "v_mov_b32", "v_smfmac_f32_16x16x32_f16" },
	{ "SMFMAC 4-pass -> MFMA SrcA", "", "v_smfmac_f32_16x16x32_f16 v[16:19], v[4:5], v[6:9], v10",
	  "v_mfma_f32_16x16x16_f16 v[40:43], v[16:17], v[6:7], 0", { 7, 8 }, "v_smfmac_f32_16x16x32_f16",
	  "v_mfma_f32_16x16x16_f16" },
	{ "SMFMAC 4-pass -> SMFMAC index read", "", "v_smfmac_f32_16x16x32_f16 v[16:19], v[4:5], v[6:9], v10",
	  "v_smfmac_f32_16x16x32_f16 v[20:23], v[4:5], v[6:9], v17", { 7, 8 }, "v_smfmac_f32_16x16x32_f16",
	  "v_smfmac_f32_16x16x32_f16" },
	{ "SMFMAC 8-pass -> XDL overlapping SrcC", "", "v_smfmac_f32_32x32x32_fp8_fp8 v[16:31], v[4:5], v[6:9], v10",
	  "v_mfma_f32_16x16x16_f16 v[40:43], v[4:5], v[6:7], v[28:31]", { 9, 10 }, "v_smfmac_f32_32x32x32_fp8_fp8",
	  "v_mfma_f32_16x16x16_f16" },
	{ "XDL 4-pass -> SMFMAC overlapping accumulator", "", "v_mfma_f32_16x16x16_f16 v[16:19], v[4:5], v[6:7], 0",
	  "v_smfmac_f32_16x16x32_f16 v[18:21], v[4:5], v[6:9], v10", { 5, 6 }, "v_mfma_f32_16x16x16_f16",
	  "v_smfmac_f32_16x16x32_f16" },
};

/* gfx950 only (ws[0] unused): f8f6f4 passes by format, the scale pair */
static const struct rule_case cases950[] = {
	{ "f8f6f4 fp8 (8-pass) -> VALU read", "", "v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[20:27], v[28:35], 0",
	  "v_add_f32 v40, v17, v17", { 0, 12 }, "v_mfma_f32_16x16x128_f8f6f4", "v_add_f32" },
	{ "f8f6f4 fp4 x fp4 (4-pass) -> VALU read", "",
	  "v_mfma_f32_16x16x128_f8f6f4 v[16:19], v[20:23], v[28:31], 0 cbsz:4 blgp:4",
	  "v_add_f32 v40, v17, v17", { 0, 8 }, "v_mfma_f32_16x16x128_f8f6f4", "v_add_f32" },
	{ "f8f6f4 fp6 x fp8 (16-pass) -> MFMA SrcB", "",
	  "v_mfma_f32_32x32x64_f8f6f4 v[40:55], v[20:25], v[28:35], 0 cbsz:2",
	  "v_mfma_f32_16x16x16_f16 v[60:63], v[4:5], v[42:43], 0", { 0, 20 }, "v_mfma_f32_32x32x64_f8f6f4",
	  "v_mfma_f32_16x16x16_f16" },
	{ "VALU write -> v_mfma_scale's B scale", "", "v_mov_b32 v37, 0x7f",
	  "v_mfma_scale_f32_16x16x128_f8f6f4 v[16:19], v[20:27], v[28:35], 0, v36, v37 op_sel_hi:[0,0,0]", { 0, 2 },
	  "v_mov_b32", "v_mfma_scale_f32_16x16x128_f8f6f4" },
	{ "v_mfma_scale fp4 (4-pass) -> VALU read", "",
	  "v_mfma_scale_f32_16x16x128_f8f6f4 v[16:19], v[20:23], v[28:31], 0, v36, v37 op_sel_hi:[0,0,0] cbsz:4 blgp:4",
	  "v_add_f32 v40, v17, v17", { 0, 8 }, "v_mfma_scale_f32_16x16x128_f8f6f4", "v_add_f32" },
};

/* v_dot rules (checkMAIVALUHazards' DOT part): the same on both targets;
 * # SKIP while the emulator does not execute v_dot2_f32_f16 */
static const struct rule_case dot_cases[] = {
	{ "v_dot write -> VALU read", "", "v_dot2_f32_f16 v10, v4, v5, v6", "v_add_f32 v11, v10, v10", { 3, 3 },
	  "v_dot2_f32_f16", "v_add_f32" },
	{ "v_dot write -> the same v_dot's SrcA", "", "v_dot2_f32_f16 v10, v4, v5, v6",
	  "v_dot2_f32_f16 v11, v10, v5, v6", { 3, 3 }, "v_dot2_f32_f16", "v_dot2_f32_f16" },
	{ "v_dot write -> VALU overwrite", "", "v_dot2_f32_f16 v10, v4, v5, v6", "v_mov_b32 v10, 0", { 3, 3 },
	  "v_dot2_f32_f16", "v_mov_b32" },
};

static void rule_case(struct env *x, int t, const struct rule_case *c);

static void test_rules(struct env *x, int t)
{
	struct gs_error derr = { 0 };
	enum gs_status dst = run(x, "\tv_dot2_f32_f16 v10, v4, v5, v10\n\tv_dot2_f32_f16 v10, v4, v5, v10\n", &derr);

	if (dst == GS_ERR_UNSUPPORTED) {
		CHECK(1, "# SKIP %s: v_dot2_f32_f16 is not executed: %s", x->tname, derr.msg);
	} else {
		CHECK(dst == GS_OK, "%s: a v_dot2_f32_f16 chain through SrcC needs no wait state (%s)", x->tname,
		      dst ? derr.msg : "ok");
		for (size_t i = 0; i < sizeof(dot_cases) / sizeof(dot_cases[0]); i++)
			rule_case(x, t, &dot_cases[i]);
	}
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		rule_case(x, t, &cases[i]);
	for (size_t i = 0; t && i < sizeof(cases950) / sizeof(cases950[0]); i++)
		rule_case(x, t, &cases950[i]);
	{
		/* an SMFMAC accumulation chain (D == SrcC) interlocks; registers
		 * past its stored-half A and its one index VGPR are not its */
		struct gs_error err = { 0 };
		enum gs_status st = run(x,
			"\tv_mov_b32 v6, 0\n\tv_mov_b32 v11, 0\n"
			"\tv_smfmac_f32_16x16x32_f16 v[16:19], v[4:5], v[12:15], v10\n"
			"\tv_smfmac_f32_16x16x32_f16 v[16:19], v[4:5], v[12:15], v10\n"
			"\tv_smfmac_f32_32x32x16_f16 a[0:15], v[4:5], v[12:15], v10\n"
			"\tv_smfmac_f32_32x32x16_f16 a[0:15], v[4:5], v[12:15], v10\n", &err);

		CHECK(st == GS_OK, "%s: SMFMAC chains through the accumulator, next to VALU writes of v6 and v11, run clean (%s)",
		      x->tname, st ? err.msg : "ok");
	}
	{
		/* independent instructions count as wait states too */
		struct gs_error err = { 0 };
		enum gs_status st = run(x,
			"\tv_mfma_f32_16x16x16_f16 v[16:19], v[4:5], v[6:7], 0\n\tv_mov_b32 v30, 0\n\ts_mov_b32 s8, 0\n"
			"\tv_mov_b32 v31, 0\n\ts_nop 3\n\tv_add_f32 v20, v17, v17\n", &err);

		CHECK(st == (t ? GS_ERR_HAZARD : GS_OK), "%s: 3 independent instructions and s_nop 3 make 7 wait states (%s)",
		      x->tname, st ? err.msg : "ok");
	}
}

/* One rule: one wait state too few is reported (naming both instructions
 * and both counts), the required number runs clean. */
static void rule_case(struct env *x, int t, const struct rule_case *c)
{
	unsigned int need = c->ws[t];
	static char body[4096];
	char pad[256], counts[64], counts2[64];
	struct gs_error err = { 0 };
	enum gs_status st;

	/* one fewer: a hazard naming both instructions and both counts */
	nops(need - 1, pad, sizeof(pad));
	snprintf(body, sizeof(body), "%s\n\t%s\n%s\t%s\n", c->pre, c->producer, pad, c->consumer);
	st = run(x, body, &err);
	snprintf(counts, sizeof(counts), "with %u wait state%s between them", need - 1, need - 1 == 1 ? "" : "s");
	snprintf(counts2, sizeof(counts2), "; %u required", need);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, c->pname) && strstr(err.msg, c->cname) &&
	      strstr(err.msg, counts) && strstr(err.msg, counts2),
	      "%s: %s with %u wait states is reported (%s)", x->tname, c->what, need - 1, st ? err.msg : "ran clean");
	/* the required number: clean */
	nops(need, pad, sizeof(pad));
	snprintf(body, sizeof(body), "%s\n\t%s\n%s\t%s\n", c->pre, c->producer, pad, c->consumer);
	st = run(x, body, &err);
	CHECK(st == GS_OK, "%s: %s with %u wait states runs clean (%s)", x->tname, c->what, need,
	      st ? err.msg : "ok");
}

/* ---- 3. LLVM's s_nops are exactly enough ---- */

static const char *const llvm_kernels[] = {
	/* XDL 4-pass: SrcC chain, then D stored (memory read) */
	"typedef float v4f __attribute__((ext_vector_type(4)));\n"
	"typedef _Float16 v4h __attribute__((ext_vector_type(4)));\n"
	"K(v4f *out, const v4h *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  v4h a = in[t], b = in[t + 64];\n"
	"  v4f c = {0};\n"
	"  c = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0);\n"
	"  c = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0);\n"
	"  out[t] = c;\n}\n",
	/* XDL 8-pass D read by a VALU, then stored */
	"typedef float v16f __attribute__((ext_vector_type(16)));\n"
	"typedef _Float16 v4h __attribute__((ext_vector_type(4)));\n"
	"K(float *out, const v4h *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  v4h a = in[t], b = in[t + 64];\n"
	"  v16f c = {0};\n"
	"  c = __builtin_amdgcn_mfma_f32_32x32x8f16(a, b, c, 0, 0, 0);\n"
	"  out[t] = c[0] * c[5] + c[15];\n}\n",
	/* SGEMM 16-pass then a dependent SGEMM reading its D as SrcA */
	"typedef float v16f __attribute__((ext_vector_type(16)));\n"
	"K(float *out, const float *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  v16f c = {0};\n"
	"  c = __builtin_amdgcn_mfma_f32_32x32x2f32(in[t], in[t + 64], c, 0, 0, 0);\n"
	"  v16f d = __builtin_amdgcn_mfma_f32_32x32x2f32(c[3], in[t], c, 0, 0, 0);\n"
	"  out[t] = d[1] + d[7];\n}\n",
	/* f64 16x16x4 D read by a VALU */
	"typedef double v4d __attribute__((ext_vector_type(4)));\n"
	"K(double *out, const double *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  v4d c = {0};\n"
	"  c = __builtin_amdgcn_mfma_f64_16x16x4f64(in[t], in[t + 64], c, 0, 0, 0);\n"
	"  out[t] = c[0] + c[3];\n}\n",
	/* 2-pass 4x4 chain (same registers) and a VALU read */
	"typedef float v4f __attribute__((ext_vector_type(4)));\n"
	"K(float *out, const float *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  v4f c = {0};\n"
	"  c = __builtin_amdgcn_mfma_f32_4x4x1f32(in[t], in[t + 64], c, 0, 0, 0);\n"
	"  c = __builtin_amdgcn_mfma_f32_4x4x1f32(in[t + 1], in[t + 65], c, 0, 0, 0);\n"
	"  out[t] = c[0] + c[2];\n}\n",
	/* a loop of accumulating XDL MFMAs (trip count in[0] = 3), then D stored */
	"typedef float v4f __attribute__((ext_vector_type(4)));\n"
	"typedef _Float16 v4h __attribute__((ext_vector_type(4)));\n"
	"K(v4f *out, const v4h *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  int n = ((G const int *)in)[0] & 7;\n"
	"  v4h a = in[t], b = in[t + 64];\n"
	"  v4f c = {0};\n"
	"  for (int i = 0; i < n; i++)\n"
	"    c = __builtin_amdgcn_mfma_f32_16x16x16f16(a, b, c, 0, 0, 0);\n"
	"  out[t] = c;\n}\n",
	/* a 16-pass XDL MFMA (2 blocks) whose D a VALU reads */
	"typedef float v32f __attribute__((ext_vector_type(32)));\n"
	"typedef _Float16 v4h __attribute__((ext_vector_type(4)));\n"
	"K(float *out, const v4h *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  v32f c = {0};\n"
	"  c = __builtin_amdgcn_mfma_f32_32x32x4f16(in[t], in[t + 64], c, 0, 0, 0);\n"
	"  out[t] = c[0] * c[31];\n}\n",
	/* gfx950 only: 16x16x32 f16 into a 32x32x16 bf16 reading it as SrcA/B */
	"//gfx950\n"
	"typedef float v4f __attribute__((ext_vector_type(4)));\n"
	"typedef float v16f __attribute__((ext_vector_type(16)));\n"
	"typedef _Float16 v8h __attribute__((ext_vector_type(8)));\n"
	"typedef __bf16 v8b __attribute__((ext_vector_type(8)));\n"
	"K(float *out, const v8h *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  v4f c = {0};\n"
	"  v16f d = {0};\n"
	"  c = __builtin_amdgcn_mfma_f32_16x16x32_f16(in[t], in[t + 64], c, 0, 0, 0);\n"
	"  v8b a = __builtin_bit_cast(v8b, c);\n"
	"  d = __builtin_amdgcn_mfma_f32_32x32x16_bf16(a, a, d, 0, 0, 0);\n"
	"  out[t] = c[1] + d[2];\n}\n",
	/* SMFMAC: an accumulation chain, the index from memory, D read by a VALU */
	"typedef float v16f __attribute__((ext_vector_type(16)));\n"
	"typedef _Float16 v4h __attribute__((ext_vector_type(4)));\n"
	"typedef _Float16 v8h __attribute__((ext_vector_type(8)));\n"
	"K(float *out, const v8h *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  v8h b = in[t];\n"
	"  v4h a = __builtin_shufflevector(b, b, 1, 3, 5, 7);\n"
	"  int idx = ((G const int *)in)[t + 256];\n"
	"  v16f c = {0};\n"
	"  c = __builtin_amdgcn_smfmac_f32_32x32x16_f16(a, b, c, idx, 0, 0);\n"
	"  c = __builtin_amdgcn_smfmac_f32_32x32x16_f16(a, b, c, idx, 0, 0);\n"
	"  out[t] = c[0] * c[15];\n}\n",
	/* gfx950: a scaled fp8 MFMA (the ld_scale pair) whose D a VALU reads */
	"//gfx950\n"
	"typedef float v4f __attribute__((ext_vector_type(4)));\n"
	"typedef int v8i __attribute__((ext_vector_type(8)));\n"
	"K(float *out, const v8i *in) {\n"
	"  unsigned t = __builtin_amdgcn_workitem_id_x();\n"
	"  v8i a = in[t], b = in[t + 64];\n"
	"  int sa = ((G const int *)in)[t + 8], sb = ((G const int *)in)[t + 72];\n"
	"  v4f c = {0};\n"
	"  c = __builtin_amdgcn_mfma_scale_f32_16x16x128_f8f6f4(a, b, c, 0, 0, 1, sa, 2, sb);\n"
	"  out[t] = c[0] * c[3];\n}\n",
};

/* The instructions of kernel k in clang's assembly, one a line. */
static int body_of(const char *s, char *out, size_t size)
{
	const char *p = strstr(s, "\nk:");
	size_t n = 0;

	if (!p)
		return 0;
	p = strchr(p + 1, '\n');
	out[0] = 0;
	while (p && *++p) {
		const char *e = strchr(p, '\n');
		size_t l = e ? (size_t)(e - p) : strlen(p);
		char line[256];
		char *c;

		if (l >= sizeof(line))
			return 0;
		memcpy(line, p, l);
		line[l] = 0;
		if ((c = strchr(line, ';')) != NULL)
			*c = 0;
		c = line;
		while (*c == ' ' || *c == '\t')
			c++;
		if (!strncmp(c, "s_endpgm", 8))
			return 1;
		{
			size_t tl = strcspn(c, " \t");  /* a label: one token ending in ':' (kept) */
			int label = tl && c[tl - 1] == ':' && !c[tl + strspn(c + tl, " \t")];

			if (*c && (label || *c != '.') && n + strlen(c) + 3 < size)  /* no directives */
				n += (size_t)snprintf(out + n, size - n, "%s%s\n", label ? "" : "\t", c);
		}
		p = e;
	}
	return 0;
}

/* Take one wait state out of s_nop number k (0: the first); 0 when there
 * is none.  In these kernels LLVM pads only for MFMA dependencies. */
static int shave(const char *in, unsigned int k, char *out, size_t size)
{
	const char *p = in;
	unsigned int seen = 0;

	while (p && *p) {
		const char *e = strchr(p, '\n');
		unsigned int v;

		if (sscanf(p, "\ts_nop %u", &v) == 1 && seen++ == k) {
			size_t pre = (size_t)(p - in);

			if (pre + strlen(p) + 16 > size)
				return 0;
			memcpy(out, in, pre);
			if (v)
				snprintf(out + pre, size - pre, "\ts_nop %u%s", v - 1, e ? e : "");
			else
				snprintf(out + pre, size - pre, "%s", e ? e + 1 : "");
			return 1;
		}
		p = e ? e + 1 : NULL;
	}
	return 0;
}

static void test_llvm(struct env *x, const char *dir)
{
	for (size_t i = 0; i < sizeof(llvm_kernels) / sizeof(llvm_kernels[0]); i++) {
		static char src[4096], cmd[1024], body[8192], cut[8192];
		char path[300], spath[300];
		struct gs_error err = { 0 };
		enum gs_status st;
		int rst = 0;
		char *out;

		if (!strncmp(llvm_kernels[i], "//gfx950", 8) && strcmp(x->tname, "gfx950"))
			continue;
		snprintf(src, sizeof(src),
			 "#define G __attribute__((address_space(1)))\n"
			 "#define K(o, i) __attribute__((amdgpu_kernel, amdgpu_flat_work_group_size(64, 64))) void k(G o, G i)\n%s",
			 llvm_kernels[i]);
		/* K(T *out, const U *in): G puts the pointees in the global address space */
		snprintf(path, sizeof(path), "%s/k%zu.c", dir, i);
		snprintf(spath, sizeof(spath), "%s/k%zu_%s.s", dir, i, x->tname);
		if (!CHECK(tu_write_file(path, src, strlen(src)), "%s: write %s", x->tname, path))
			continue;
		snprintf(cmd, sizeof(cmd), "clang-22 -target amdgcn-amd-amdhsa -mcpu=%s -O2 -S -o %s %s 2>&1", x->tname,
			 spath, path);
		out = tu_run(cmd, &rst);
		if (!CHECK(out && rst == 0, "%s: clang-22 compiles LLVM kernel %zu (%s)", x->tname, i, out ? out : "")) {
			free(out);
			continue;
		}
		free(out);
		snprintf(cmd, sizeof(cmd), "cat %s", spath);
		out = tu_run(cmd, &rst);
		if (!CHECK(out && body_of(out, body, sizeof(body)), "%s: LLVM kernel %zu's instructions", x->tname, i)) {
			free(out);
			continue;
		}
		free(out);
		/* clang's kernel reads its pointers (out, in) from s[0:1], which
		 * ours leaves as they are: its "in" is our out buffer, where the
		 * loop kernel finds its trip count */
		((uint32_t *)x->out->cpu)[0] = 3;
		st = run(x, body, &err);
		CHECK(st == GS_OK, "%s: LLVM kernel %zu (its own s_nops) runs clean (%s)\n# %s", x->tname, i,
		      st ? err.msg : "ok", body);
		for (unsigned int k = 0; shave(body, k, cut, sizeof(cut)); k++) {
			((uint32_t *)x->out->cpu)[0] = 3;
			st = run(x, cut, &err);
			CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "mfma"),  /* v_mfma*, v_smfmac* */
			      "%s: LLVM kernel %zu with one wait state fewer at its s_nop %u is reported (%s)", x->tname, i, k,
			      st ? err.msg : "ran clean");
		}
	}
}

int main(void)
{
	char dir[256] = "";
	int st = 0;
	char *v = tu_run("clang-22 --version 2>/dev/null", &st);
	int clang = v && st == 0 && tu_tmpdir(dir, sizeof(dir));

	free(v);
	test_classes();
	for (int t = 0; t < 2; t++) {
		struct env x = { .tname = targets[t] };
		struct gs_error err = { 0 };
		char spec[32];

		snprintf(spec, sizeof(spec), "emu:%s", targets[t]);
		if (!CHECK(gs_device_open(spec, NULL, &x.dev, &err) == GS_OK, "open %s: %s", spec, err.msg))
			continue;
		if (CHECK(gs_bo_alloc(x.dev, 8192, 0, &x.in, &err) == GS_OK && gs_bo_alloc(x.dev, 8192, 0, &x.out, &err) == GS_OK,
			  "%s: buffers", targets[t])) {
			test_rules(&x, t);
			if (clang)
				test_llvm(&x, dir);
			else
				CHECK(1, "# SKIP clang-22 not installed: no LLVM-compiled kernels on %s", targets[t]);
		}
		if (x.in)
			gs_bo_free(x.dev, x.in);
		if (x.out)
			gs_bo_free(x.dev, x.out);
		gs_device_close(x.dev);
	}
	if (dir[0]) {
		char cmd[300];

		snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
		free(tu_run(cmd, &st));
	}
	return t_done();
}
