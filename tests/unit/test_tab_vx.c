// SPDX-License-Identifier: MIT
/*
 * The table-driven vx family (userspace/lib/isa/tab_vx*.c, asm/tab_vx*_asm.c: VOP3P, VOPD,
 * VINTERP, LDSDIR) against llvm-mc-22, live:
 *  - hand-written lines with what the conformance harness does not randomise
 *    (op_sel/op_sel_hi/neg_lo/neg_hi/clamp, v_fma_mix neg/abs, literals and
 *    lit(), index_key, matrix formats/reuse, cbsz/abid/blgp, AGPR C/D, f64
 *    neg, VOPD literals and K, true16 VINTERP, LDSDIR waits) are assembled by
 *    both (same bytes) and llvm's bytes disassembled by gfxshim (llvm's text);
 *  - VOPD pairing errors and other rejected lines: same line:col and, for
 *    VOPD, llvm's message;
 *  - random encodings of every row of the four classes (modifier bits and
 *    source codes random) that llvm-mc round-trips: gfxshim prints llvm's text
 *    and assembles it to the same bytes.
 * Skipped without llvm-mc-22.
 */
#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

#include "isa/inst.h"
#include "gfxshim/isa.h"

static int force_w64;   /* gfx11/gfx12 lines in wave64 (-mattr=+wavefrontsize64) */

static int wave64_of(const struct gs_target *t)
{
	return t->gen == GS_GEN_GFX9 || force_w64;
}

/* llvm-mc-22 on input, in wave64 for gfx9 and under force_w64. */
static char *llvm(const char *target, int disasm, const char *input, int merge)
{
	return lo_run(target, !strncmp(target, "gfx9", 4) || force_w64, disasm, input, merge);
}

/* gfxshim's bytes for one line; 0 on error (first diagnostic in diag). */
static int our_asm(const struct gs_target *t, const char *line, struct enc *e, char *diag, size_t dsize)
{
	return lo_asm(t, wave64_of(t), line, e, diag, dsize);
}

/* gfxshim's text for all of e's bytes; 0 when refused or shorter. */
static int our_disasm(const struct gs_target *t, const struct enc *e, char *buf, size_t size)
{
	return lo_disasm(t, wave64_of(t), e, buf, size) == e->n;
}

/* ------------------------------------------------------ hand-written lines */

struct lines {
	const char *targets;     /* comma-separated */
	const char *const *l;
};

static const char *const gfx11_lines[] = {
	"v_pk_add_u16 v1, v2, v3 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1] clamp",
	"v_pk_mad_i16 v1, s2, -1, 0x1234 op_sel_hi:[0,1,1]",
	"v_pk_max_f16 v5, 1.0, v6 neg_hi:[1,1]",
	"v_pk_min_f16 v5, 0x3c00, v6",
	"v_pk_min_f16 v5, lit(0x3c00), v6",
	"v_pk_sub_i16 v5, 0xffffffff, src_scc",
	"v_pk_lshlrev_b16 v1, 0.5, v2 op_sel:[0,1]",
	"v_pk_add_u16 v1, v2, v3 op_sel:[1,0,0,1] op_sel_hi:[0]",
	"v_dot2_f32_f16 v1, v2, v3, v4 op_sel:[1,0,0] neg_lo:[1,0,1] clamp",
	"v_dot2_f32_bf16 v1, v2, v3, 1.0",
	"v_dot2_f32_f16 v1, v2, v3, 0x3c00",
	"v_dot4_i32_iu8 v1, v2, v3, v4 neg_lo:[1,1,0] clamp",
	"v_dot8_i32_iu4 v1, s2, v3, 0x12345678",
	"v_fma_mix_f32 v1, -v2, |v3|, -|s4| op_sel:[1,0,1] op_sel_hi:[1,1,0] clamp",
	"v_fma_mixlo_f16 v1, neg(1.0), v2, 0x3c00",
	"v_fma_mixhi_f16 v1, v2, lit(0x3c00), neg(2)",
	"v_fma_mix_f32 v1, v2, 0xffff, -|2.0|",
	"v_wmma_i32_16x16x16_iu4 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[1,1,0] clamp",
	"v_dual_add_f32 v1, v2, v4 :: v_dual_mul_f32 v2, v3, v5",
	"v_dual_fmaak_f32 v1, v2, v3, 0x40490fdb :: v_dual_fmamk_f32 v2, v5, 0x40490fdb, v6",
	"v_dual_fmaak_f32 v1, v2, v3, 1.0 :: v_dual_mov_b32 v2, 0x3f800000",
	"v_dual_mov_b32 v1, 1.0 :: v_dual_cndmask_b32 v2, s5, v7",
	"v_dual_dot2acc_f32_f16 v1, 0x3c00, v2 :: v_dual_and_b32 v2, v5, v7",
	"v_dual_cndmask_b32 v1, null, v2 :: v_dual_fmamk_f32 v4, 37, 0xae15531e, v7",
	"v_dual_mov_b32 v1, s1 :: v_dual_mov_b32 v2, s1",
	"v_interp_p10_f32 v1, -v2, v3, -v4 clamp wait_exp:3",
	"v_interp_p2_f16_f32 v1.h, v2.h, v3, v4 op_sel:[1,1,0,1] wait_exp:7",
	"v_interp_p10_rtz_f16_f32 v1, -v2.h, v3, v4.l",
	"v_interp_p10_f16_f32 v1, v2, v3, v4 op_sel:[1,0,0,0]",
	"lds_param_load v1, attr3.z wait_vdst:5",
	"lds_param_load v1, attr32.w",
	"lds_direct_load v255 wait_vdst:15",
	NULL,
};

static const char *const gfx12_lines[] = {
	"v_pk_min_num_f16 v1, v2, v3 op_sel:[0,1] clamp",
	"v_pk_maximum_f16 v1, -4.0, v3 neg_lo:[1,0]",
	"v_dot4_f32_fp8_bf8 v1, v2, v3, v4 neg_lo:[0,0,1] neg_hi:[0,0,1]",
	"v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[8:9], v[10:11], 1.0",
	"v_wmma_i32_16x16x32_iu4 v[0:7], v[8:9], v[10:11], v[0:7] neg_lo:[1,0,0] clamp",
	"v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20 index_key:1 neg_lo:[1,0,0]",
	"v_swmmac_i32_16x16x32_iu8 v[0:7], v[8:9], v[12:15], v20 index_key:1 clamp",
	"v_swmmac_f32_16x16x32_fp8_bf8 v[0:7], v[8:9], v[12:15], v20 index_key:1",
	"v_swmmac_bf16_16x16x32_bf16 v[0:3], v[8:11], v[12:19], v20 neg_hi:[0,1,0]",
	"v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v2, v6",
	"v_dual_max_num_f32 v1, v2, v4 :: v_dual_lshlrev_b32 v2, v3, v5",
	"v_interp_p2_f16_f32 v1, v2, v3, v4 op_sel:[1,0,0,1] wait_exp:7",
	"ds_param_load v1, attr3.z wait_va_vdst:5 wait_vm_vsrc:1",
	"ds_direct_load v1 wait_va_vdst:15",
	NULL,
};

static const char *const gfx942_lines[] = {
	"v_mfma_f32_32x32x8_f16 a[0:15], v[2:3], a[4:5], a[0:15] cbsz:1 abid:2 blgp:3",
	"v_mfma_f32_32x32x8_f16 v[0:15], a[2:3], v[4:5], 1.0",
	"v_mfma_f32_4x4x1_16b_f32 a[0:3], v1, v2, -2 blgp:7",
	"v_mfma_f64_16x16x4_f64 v[0:7], v[2:3], v[4:5], v[0:7] neg:[1,0,1]",
	"v_mfma_f64_4x4x4_4b_f64 a[0:1], v[2:3], v[4:5], 0 cbsz:3 abid:3 neg:[0,1,0]",
	"v_smfmac_f32_16x16x32_f16 a[0:3], v[2:3], v[4:7], v8 cbsz:1 abid:2",
	"v_accvgpr_read_b32 v1, a2",
	"v_accvgpr_write_b32 a1, v2",
	"v_accvgpr_write_b32 a1, -5",
	"v_accvgpr_write_b32 a1, s5",
	"v_pk_fma_f32 v[0:1], v[2:3], 1.0, v[6:7] op_sel_hi:[0,1,0] neg_lo:[1,0,0]",
	"v_pk_mov_b32 v[0:1], v[2:3], v[4:5] op_sel:[1,0]",
	"v_pk_mov_b32 v[0:1], 6, src_scc op_sel:[1,0]",
	"v_pk_add_f16 v1, v2, v3 op_sel:[1,0] clamp",
	"v_fma_mix_f32 v1, -v2, |v3|, v4 op_sel_hi:[1,1,0]",
	"v_dot2_i32_i16 v1, v2, v3, v4 clamp",
	NULL,
};

static const char *const gfx950_lines[] = {
	"v_mfma_f32_16x16x128_f8f6f4 v[0:3], v[4:9], v[12:15], v[0:3] cbsz:2 blgp:4",
	"v_mfma_f32_32x32x64_f8f6f4 a[0:15], v[4:11], v[12:19], a[0:15]",
	"v_mfma_ld_scale_b32 v1, v2 op_sel:[1,0]",
	"v_mfma_f32_16x16x32_bf16 a[0:3], v[4:7], v[8:11], a[0:3]",
	"v_smfmac_f32_16x16x64_bf16 v[0:3], v[4:7], v[8:15], v16 abid:1",
	"v_pk_minimum3_f16 v1, v2, v3, v4 op_sel:[1,0,1]",
	"v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], v20, v21",
	"v_mfma_scale_f32_32x32x64_f8f6f4 a[0:15], v[4:9], v[12:17], a[0:15], v20, v21 op_sel:[0,1,0] op_sel_hi:[1,1,0] cbsz:2 blgp:2",
	NULL,
};

static const char *const gfx1250_lines[] = {
	"v_wmma_f32_16x16x32_f16 v[0:7], v[8:15], v[16:23], v[0:7] matrix_a_reuse neg_lo:[1,0,0]",
	"v_swmmac_f32_16x16x64_f16 v[0:7], v[8:15], v[16:31], v32 index_key:1 matrix_b_reuse",
	"v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:39], v[0:7] matrix_a_fmt:MATRIX_FMT_FP6",
	"v_wmma_f32_16x16x128_f8f6f4 v[0:7], v[8:15], v[24:31], v[0:7] matrix_a_fmt:MATRIX_FMT_FP4 matrix_b_fmt:MATRIX_FMT_FP4",
	"v_swmmac_f32_16x16x128_fp8_fp8 v[0:7], v[8:15], v[16:31], v[32:33] index_key:1",
	"v_pk_fma_f32 v[0:1], v[2:3], 0x12345678, v[6:7]",
	"v_pk_fma_f32 v[0:1], v[2:3], v[4:5], null op_sel:[0,1,1]",
	"v_pk_add_max_i16 v1, v2, v3, v4 op_sel:[1,0,0] clamp",
	"v_pk_add_bf16 v1, 1.5, v2",
	"v_pk_add_bf16 v1, 0x3f80, v2",
	"v_fma_mix_f32_bf16 v1, 0x3c00, v2, v3",
	"v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:23], v[24:39], v[0:7], v40, v41",
	"v_wmma_scale_f32_16x16x128_f8f6f4 v[0:7], v[8:19], v[24:31], 1.0, s40, 1 matrix_a_fmt:MATRIX_FMT_FP6 "
	"matrix_b_fmt:MATRIX_FMT_FP4 matrix_b_scale:MATRIX_SCALE_ROW1 matrix_a_scale_fmt:MATRIX_SCALE_FMT_E5M3 "
	"matrix_a_reuse neg_hi:[0,0,1]",
	"v_dual_add_f32 v1, v2, v4 :: v_dual_add_f32 v2, v3, v4",
	"v_dual_mov_b32 v1, v2 :: v_dual_ashrrev_i32 v2, v3, v5",
	"v_dual_sub_f32 v1, v2, v4 :: v_dual_sub_nc_u32 v2, v3, v5",
	NULL,
};

/* VOP3P DPP forms (_e64_dpp, gfx11+): DPP16 controls and masks, DPP8 with fi,
 * the forms without the suffix, source modifiers, SGPR/constant sources */
static const char *const dpp_gfx11_lines[] = {
	"v_dot2_f32_f16_e64_dpp v0, v1, v2, v3 quad_perm:[1,2,3,0] row_mask:0x3 bank_mask:0x5 bound_ctrl:1 fi:1",
	"v_dot2_f32_f16 v0, v1, v2, v3 row_mirror",
	"v_dot2_f32_f16_e64_dpp v0, v1, v2, v3 op_sel:[1,0,1] neg_lo:[1,1,1] neg_hi:[0,1,0] clamp dpp8:[7,6,5,4,3,2,1,0] fi:1",
	"v_dot2_f32_bf16_e64_dpp v5, v255, v2, s3 op_sel_hi:[1,0,1] row_shr:15",
	"v_dot2_f32_bf16_e64_dpp v5, v1, v2, -1 row_half_mirror bound_ctrl:0",
	"v_fma_mix_f32_e64_dpp v0, |v1|, -|v2|, -v3 op_sel:[1,0,0] op_sel_hi:[0,1,1] clamp row_share:5 row_mask:0x1",
	"v_fma_mix_f32_e64_dpp v0, v1, v2, 1.0 dpp8:[0,1,2,3,4,5,6,7]",
	"v_fma_mixlo_f16_e64_dpp v0, v1, v2, vcc_lo row_xmask:15 bank_mask:0x0",
	"v_fma_mixhi_f16 v200, -v1, v2, |v3| row_ror:7 fi:0",
	NULL,
};

static const char *const dpp_gfx12_lines[] = {
	"v_dot2_f32_f16_e64_dpp v0, v1, s2, v3 row_shl:1",
	"v_dot2_f32_bf16_e64_dpp v0, v1, 0.5, null dpp8:[1,1,1,1,2,2,2,2]",
	"v_dot4_f32_fp8_bf8_e64_dpp v0, v1, v2, v3 neg_lo:[0,0,1] row_share:15",
	"v_dot4_f32_bf8_bf8_e64_dpp v0, v1, v2, v3 dpp8:[0,0,0,0,0,0,0,7] fi:1",
	NULL,
};

/* RDNA3.5 takes an SGPR or constant src1 in the dot products' DPP form
 * (gfx1100 refuses it; the refusal is checked with the error tests) */
static const char *const dpp_gfx115x_lines[] = {
	"v_dot2_f32_f16_e64_dpp v0, v1, s2, v3 quad_perm:[0,1,2,3]",
	"v_dot2_f32_bf16_e64_dpp v0, v1, -1, 0.5 row_shl:1",
	"v_dot2_f32_f16_e64_dpp v0, v1, 1, s3 dpp8:[7,6,5,4,3,2,1,0]",
	NULL,
};

static const char *const dpp_gfx1250_lines[] = {
	"v_fma_mix_f32_bf16_e64_dpp v0, -v1, v2, s3 op_sel_hi:[1,1,0] quad_perm:[3,2,1,0]",
	"v_fma_mixlo_bf16_e64_dpp v0, v1, |v2|, v3 clamp dpp8:[1,2,3,4,5,6,7,0]",
	"v_fma_mixhi_bf16 v0, v1, v2, 2.0 row_ror:1 row_mask:0xe",
	"v_fma_mix_f32_e64_dpp v0, v1, v2, v3 op_sel:[0,0,1] row_xmask:1",
	NULL,
};

/* gfx1250 VOPD3 (12 bytes): pairs that break the VOPD rules, neg, the ops
 * only VOPD3 has (fma, f64, bitop2, cndmask's SGPR mask) */
static const char *const vopd3_lines[] = {
	"v_dual_mul_f32 v0, v1, v2 :: v_dual_mov_b32 v2, v3",
	"v_dual_mul_f32 v0, -v1, v2 :: v_dual_mov_b32 v1, v3",
	"v_dual_add_f32 v0, neg(1.0), -v4 :: v_dual_sub_f32 v3, -s2, v5",
	"v_dual_fma_f32 v0, v1, v2, -v3 :: v_dual_fma_f32 v1, v6, v7, v8",
	"v_dual_fmac_f32 v0, v1, v4 :: v_dual_fmac_f32 v2, v3, v5",
	"v_dual_cndmask_b32 v0, s1, v4, s3 :: v_dual_add_f32 v3, s1, v6",
	"v_dual_cndmask_b32 v0, v1, -v4, vcc_lo :: v_dual_mov_b32 v3, v3",
	"v_dual_cndmask_b32 v0, v1, v4, null :: v_dual_cndmask_b32 v3, v2, v6, s105",
	"v_dual_add_f64 v[0:1], s[2:3], v[4:5] :: v_dual_mov_b32 v3, v3",
	"v_dual_fma_f64 v[0:1], -v[2:3], v[4:5], v[6:7] :: v_dual_max_i32 v8, v9, v10",
	"v_dual_min_num_f64 v[10:11], 1.0, v[4:5] :: v_dual_min_i32 v2, v5, v7",
	"v_dual_mov_b32 v0, v1 :: v_dual_bitop2_b32 v3, v4, v5 bitop3:0x12",
	"v_dual_lshlrev_b32 v0, v1, v2 :: v_dual_bitop2_b32 v3, s4, v5 bitop3:7",
	"v_dual_mov_b32 v0, 1.0 :: v_dual_mov_b32 v2, 2.0",
	"v_dual_dot2acc_f32_bf16 v0, -v1, v2 :: v_dual_dot2acc_f32_f16 v4, v6, v7",
	"v_dual_mul_f32 v0, -v1, v2 :: v_dual_dot2acc_f32_bf16 v3, v5, v7",
	NULL,
};

/* wave64 WMMA/SWMMAC: half the C/D registers (gfx12: A/B too) */
static const char *const w64_gfx11_lines[] = {
	"v_wmma_i32_16x16x16_iu4 v[0:3], v[8:9], v[10:11], v[0:3] clamp",
	NULL,
};

static const char *const w64_gfx12_lines[] = {
	"v_wmma_f32_16x16x16_fp8_fp8 v[0:3], v8, v9, v[0:3]",
	"v_wmma_i32_16x16x16_iu4 v[0:3], v8, v10, v[0:3]",
	"v_swmmac_f32_16x16x32_f16 v[0:3], v[8:9], v[12:15], v20 index_key:1",
	NULL,
};

static const struct lines all_lines[] = {
	{ "gfx1100,gfx1151", gfx11_lines },
	{ "gfx1201", gfx12_lines },
	{ "gfx942,gfx950", gfx942_lines },
	{ "gfx950", gfx950_lines },
	{ "gfx1250", gfx1250_lines },
	{ "gfx1100,gfx1201", dpp_gfx11_lines },
	{ "gfx1201", dpp_gfx12_lines },
	{ "gfx1151", dpp_gfx115x_lines },
	{ "gfx1250", dpp_gfx1250_lines },
	{ "gfx1250", vopd3_lines },
};

/* llvm-mc output groups separated by "s_mov_b32 s93, 0x5eedNNNN" markers:
 * the encoded line of group i (exactly one, else "") into res[i]. */
static void groups(char *out, char (*res)[512], unsigned int n)
{
	unsigned int cur = 0, cnt = 0;
	char last[512] = "";

	for (unsigned int i = 0; i < n; i++)
		res[i][0] = 0;
	for (char *l = out ? strtok(out, "\n") : NULL; l; l = strtok(NULL, "\n")) {
		const char *m = strstr(l, "s_mov_b32 s93, 0x5eed");

		if (m) {
			cur = (unsigned int)strtoul(m + 21, NULL, 16);
			if (cnt == 1 && cur < n)
				snprintf(res[cur], sizeof(res[cur]), "%s", last);
			cnt = 0;
			continue;
		}
		if (strstr(l, "encoding:")) {
			cnt++;
			snprintf(last, sizeof(last), "%s", l);
		}
	}
}

#define MAXL 64

static void check_lines(const char *target, const char *const *lines)
{
	const struct gs_target *t = gs_target_find(target);
	static char res[MAXL][512], dres[MAXL][512];
	char in[MAXL * 200], *out;
	size_t len = 0;
	unsigned int n = 0;
	struct enc want[MAXL];

	for (; lines[n] && n < MAXL; n++)
		len += (size_t)snprintf(in + len, sizeof(in) - len, "%s\ns_mov_b32 s93, 0x5eed%04x\n", lines[n], n);
	out = llvm(target, 0, in, 0);
	groups(out, res, n);
	free(out);
	len = 0;
	for (unsigned int i = 0; i < n; i++) {
		char h[160];

		want[i].n = 0;
		if (!lo_parse_enc(res[i], &want[i]))
			continue;
		lo_hex(&want[i], h, sizeof(h));
		len += (size_t)snprintf(in + len, sizeof(in) - len, "[%s]\n[0xff,0x00,0xdd,0xbe,0x%02x,0x%02x,0xed,0x5e]\n", h,
					i & 0xff, i >> 8);
	}
	out = llvm(target, 1, in, 0);
	groups(out, dres, n);
	free(out);
	for (unsigned int i = 0; i < n; i++) {
		char text[512], ours[512], h[160], diag[512];
		struct enc got;
		int ok;

		if (!t || !want[i].n) {
			CHECK(0, "%s: llvm-mc-22 assembles '%s'", target, lines[i]);
			continue;
		}
		got.n = 0;
		ok = our_asm(t, lines[i], &got, diag, sizeof(diag)) && got.n == want[i].n &&
		     !memcmp(got.b, want[i].b, got.n);
		if (!ok)
			printf("# %s: %s\n", target, got.n ? "other bytes" : diag);
		CHECK(ok, "%s: '%s' assembles like llvm-mc", target, lines[i]);
		lo_hex(&want[i], h, sizeof(h));
		if (!dres[i][0]) {
			CHECK(0, "%s: llvm-mc-22 disassembles [%s]", target, h);
			continue;
		}
		lo_inst_text(dres[i], text, sizeof(text));
		if (!our_disasm(t, &want[i], ours, sizeof(ours)))
			snprintf(ours, sizeof(ours), "(refused)");
		CHECK_STR(ours, text, "%s: [%s] disassembles like llvm-mc", target, h);
	}
}

/* ------------------------------------------------------------- errors */

struct bad {
	const char *targets;
	const char *line;
	int vopd;                /* compare llvm's message too */
};

static const struct bad bad_lines[] = {
	{ "gfx1100,gfx1201", "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v3, v6", 1 },
	{ "gfx1100,gfx1201", "v_dual_add_f32 v1, v2, v4 :: v_dual_add_f32 v2, v6, v5", 1 },
	{ "gfx1100", "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v2, v6", 1 },
	{ "gfx1100", "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v2, v2", 1 },
	{ "gfx1201", "v_dual_add_f32 v1, v2, v4 :: v_dual_add_f32 v2, v2, v5", 1 },
	{ "gfx1100,gfx1201", "v_dual_add_f32 v1, v2, v4 :: v_dual_add_f32 v2, v3, v8", 1 },
	{ "gfx1100,gfx1201", "v_dual_fmamk_f32 v1, v2, 0x1, v5 :: v_dual_fmamk_f32 v6, v7, 0x1, v9", 1 },
	{ "gfx1100,gfx1201", "v_dual_fmamk_f32 v1, v2, 0x1, v8 :: v_dual_fmac_f32 v4, v7, v9", 1 },
	{ "gfx1100,gfx1201", "v_dual_mul_f32 v11, 0x24681357, v2 :: v_dual_mul_f32 v10, 0xbabe, v5", 1 },
	{ "gfx1201", "v_dual_add_f32 v5, 0xaf123456, v2 :: v_dual_fmaak_f32 v6, v3, v1, 0xbabe", 1 },
	{ "gfx1201", "v_dual_fmamk_f32 v122, s0, 0xdeadbeef, v161 :: v_dual_fmamk_f32 v123, s0, 0x1234, v162", 1 },
	{ "gfx1100,gfx1201", "v_dual_fmamk_f32 v122, s0, 0xbabe, v161 :: v_dual_fmamk_f32 v123, s1, 0xbabe, v162", 1 },
	{ "gfx1100,gfx1201", "v_dual_cndmask_b32 v255, s1, v2 :: v_dual_mov_b32 v254, 0xbabe", 1 },
	{ "gfx1100,gfx1201", "v_dual_cndmask_b32 v255, 0xbabe, v2 :: v_dual_mov_b32 v254, s1", 1 },
	{ "gfx1100,gfx1201", "v_dual_cndmask_b32 v255, s3, v2 :: v_dual_fmamk_f32 v254, v1, 0xbabe, v162", 1 },
	{ "gfx1100,gfx1201", "v_dual_add_f32 v255, vcc_lo, v2 :: v_dual_cndmask_b32 v6, s1, v3", 1 },
	{ "gfx1100", "v_dual_add_nc_u32 v1, v2, v4 :: v_dual_mov_b32 v2, v3", 1 },
	{ "gfx1100", "v_dual_mov_b32 v1, v2 :: v_dual_mov_b32 v2, v3 foo", 1 },
	{ "gfx1100", "v_dual_add_f32 v1, v2, s4 :: v_dual_mov_b32 v2, v3", 1 },
	{ "gfx1100", "v_dual_mov_b32 v1, v2", 1 },
	{ "gfx942", "v_pk_add_u16 v1, 0x1234, v2", 0 },
	{ "gfx942", "v_mfma_f32_32x32x8_f16 a[0:15], v[2:3], v[4:5], v[0:15]", 0 },
	{ "gfx1201", "v_swmmac_i32_16x16x32_iu8 v[0:7], v[8:9], v[12:15], v20 index_key:2", 0 },
	{ "gfx950", "v_mfma_scale_f32_16x16x128_f8f6f4 v[0:3], v[4:11], v[12:19], v[0:3], s20, v21", 0 },
	{ "gfx1100", "lds_param_load v1, attr33.x", 0 },
	{ "gfx1201", "v_swmmac_f32_16x16x32_f16 v[0:7], v[8:11], v[12:19], v20 index_key:2", 0 },
	/* gfx1250 VOPD3 rules, with llvm's messages */
	{ "gfx1250", "v_dual_fma_f32 v1, v4, v2, v3 :: v_dual_fma_f32 v3, v8, v7, v6", 1 },
	{ "gfx1250", "v_dual_fma_f32 v1, v4, v2, v3 :: v_dual_fma_f32 v3, v5, v6, v8", 1 },
	{ "gfx1250", "v_dual_fma_f32 v1, v4, v2, v3 :: v_dual_fmac_f32 v7, v5, v8", 1 },
	{ "gfx1250", "v_dual_fmac_f32 v7, v5, v8 :: v_dual_fma_f32 v1, v4, v2, v3", 1 },
	{ "gfx1250", "v_dual_fmac_f32 v255, s105, v2 :: v_dual_fmac_f32 v7, s1, v3", 1 },
	{ "gfx1250", "v_dual_fmac_f32 v7, v4, v2 :: v_dual_fmac_f32 v7, v1, v3", 1 },
	{ "gfx1250", "v_dual_add_f64 v[2:3], v[4:5], v[8:9] :: v_dual_ashrrev_i32 v5, v8, v6", 1 },
	{ "gfx1250", "v_dual_add_f64 v[2:3], 1, v[8:9] :: v_dual_ashrrev_i32 v3, v7, v6", 1 },
	{ "gfx1250", "v_dual_add_f64 v[2:3], 100.0, v[8:9] :: v_dual_ashrrev_i32 v4, v7, v6", 1 },
	{ "gfx1250", "v_dual_fma_f32 v255, s105, v2, v255 :: v_dual_fma_f32 v7, 1, 0, v8", 1 },
	{ "gfx1250", "v_dual_fma_f32 v255, s105, v0, |v1| :: v_dual_fma_f32 v7, s1, v0, v8", 1 },
	{ "gfx1250", "v_dual_fma_f32 v255, s105, v0, v1 :: v_dual_fma_f32 v7, s1, v0, -abs(v8)", 1 },
	{ "gfx1250", "v_dual_fma_f32 v255, -s105, v0, v1 :: v_dual_max_i32 v7, s1, -v0", 1 },
	{ "gfx1250", "v_dual_sub_nc_u32 v7, s1, -v0 :: v_dual_fma_f32 v255, -s105, v0, v1", 1 },
	{ "gfx1250", "v_dual_cndmask_b32 v0, s1, v4, s3 :: v_dual_add_f32 v3, s5, v6", 1 },
	{ "gfx1250", "v_dual_dot2acc_f32_bf16 v0, -v1, v2 :: v_dual_mul_f32 v3, v5, v7", 1 },
	/* VOP3P DPP: llvm takes the controls last, in order, and VGPR sources where noted */
	{ "gfx1100,gfx1201,gfx1250", "v_fma_mix_f32_e64_dpp v0, v1, v2, v3 quad_perm:[1,2,3,0] clamp", 0 },
	{ "gfx1100,gfx1201,gfx1250", "v_fma_mix_f32_e64_dpp v0, v1, v2, v3 row_mask:0x3 quad_perm:[1,2,3,0]", 0 },
	{ "gfx1100,gfx1201,gfx1250", "v_fma_mix_f32_e64_dpp v0, v1, v2, v3 dpp8:[1,2,3,0,1,2,3,4] row_mask:0xf", 0 },
	{ "gfx1100,gfx1201,gfx1250", "v_fma_mix_f32_e64_dpp v0, v1, v2, v3 fi:1", 0 },
	{ "gfx1100,gfx1201,gfx1250", "v_fma_mix_f32_e64_dpp v0, v1, v2, v3 row_shl:1 fi:1 bound_ctrl:1", 0 },
	{ "gfx1100,gfx1201,gfx1250", "v_fma_mix_f32_e64_dpp v0, v1, s2, v3 row_shl:1", 0 },
	{ "gfx1100,gfx1201,gfx1250", "v_fma_mix_f32_e64_dpp v0, s1, v2, v3 row_shl:1", 0 },
	{ "gfx1100", "v_dot2_f32_f16_e64_dpp v0, v1, 1.0, v3 row_shl:1", 0 },
	{ "gfx1100", "v_dot2_f32_f16_e64_dpp v0, v1, s2, v3 row_shl:1", 0 },
	{ "gfx1151", "v_fma_mix_f32_e64_dpp v0, v1, s2, v3 row_shl:1", 0 },
	{ "gfx1201", "v_dot4_f32_fp8_fp8_e64_dpp v0, v1, v2, s3 row_ror:5", 0 },
	{ "gfx1100,gfx1201", "v_pk_add_f16_e64_dpp v0, v1, v2 quad_perm:[1,2,3,0]", 0 },
	{ "gfx1201", "v_pk_min_num_f16_e64_dpp v0, v1, v2 quad_perm:[1,2,3,0]", 0 },
};

static int in_list(const char *list, const char *t)
{
	size_t n = strlen(t);

	for (const char *p = list; (p = strstr(p, t)); p += n)
		if ((p == list || p[-1] == ',') && (p[n] == 0 || p[n] == ','))
			return 1;
	return 0;
}

/* "<stdin>:1:45: error: msg" -> "1:45" and "msg"; same for our "<input>:1:45: error: msg". */
static int split_diag(const char *d, char *pos, size_t psize, char *msg, size_t msize)
{
	const char *e = strstr(d, ": error: "), *p;

	if (!e)
		return 0;
	for (p = e; p > d && (isdigit((unsigned char)p[-1]) || p[-1] == ':'); p--)
		;
	snprintf(pos, psize, "%.*s", (int)(e - p), p);
	snprintf(msg, msize, "%.*s", (int)strcspn(e + 9, "\n"), e + 9);
	return 1;
}

static void check_bad(const char *target)
{
	const struct gs_target *t = gs_target_find(target);
	const struct bad *list[64];
	char in[64 * 200], *out, diag[512];
	static char first[64][320];
	size_t len = 0;
	unsigned int n = 0;

	for (size_t b = 0; b < sizeof(bad_lines) / sizeof(*bad_lines) && n < 64; b++)
		if (in_list(bad_lines[b].targets, target)) {
			list[n++] = &bad_lines[b];
			len += (size_t)snprintf(in + len, sizeof(in) - len, "%s\n", bad_lines[b].line);
		}
	if (!n || !t)
		return;
	out = llvm(target, 0, in, 1);
	for (unsigned int i = 0; i < n; i++)
		first[i][0] = 0;
	/* "<stdin>:LINE:COL: error: ..." : the first error of each line */
	for (char *l = out ? strtok(out, "\n") : NULL; l; l = strtok(NULL, "\n")) {
		const char *p = strstr(l, "<stdin>:");
		unsigned long ln;

		if (!p || !strstr(l, ": error: "))
			continue;
		ln = strtoul(p + 8, NULL, 10);
		if (ln >= 1 && ln <= n && !first[ln - 1][0])
			snprintf(first[ln - 1], sizeof(first[ln - 1]), "%s", l);
	}
	free(out);
	for (unsigned int i = 0; i < n; i++) {
		char lpos[32], lmsg[256], opos[32], omsg[256];
		struct enc got;
		const char *c;

		if (!split_diag(first[i], lpos, sizeof(lpos), lmsg, sizeof(lmsg))) {
			CHECK(0, "%s: llvm-mc-22 rejects '%s'", target, list[i]->line);
			continue;
		}
		c = strchr(lpos + 1, ':');  /* llvm's line is i + 1, ours 1: compare columns */
		snprintf(lpos, sizeof(lpos), "%s", c ? c : lpos);
		if (our_asm(t, list[i]->line, &got, diag, sizeof(diag)) ||
		    !split_diag(diag, opos, sizeof(opos), omsg, sizeof(omsg))) {
			CHECK(0, "%s: '%s' is rejected like llvm-mc (%s: %s)", target, list[i]->line, lpos, lmsg);
			continue;
		}
		c = strchr(opos + 1, ':');
		snprintf(opos, sizeof(opos), "%s", c ? c : opos);
		CHECK_STR(opos, lpos, "%s: '%s' rejected at llvm-mc's column", target, list[i]->line);
		if (list[i]->vopd)
			CHECK_STR(omsg, lmsg, "%s: '%s' rejected with llvm-mc's message", target, list[i]->line);
	}
}

/* ---------------------------------------------------- random encodings */

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return (uint32_t)(z ^ (z >> 31));
}

/* A 9-bit source: mostly VGPRs, also SGPRs, constants, a literal. */
static unsigned int rnd_src(unsigned int width, int gfx9)
{
	static const unsigned int consts[] = { 128, 129, 160, 192, 193, 208, 240, 242, 247, 248, 106, 124, 126, 253 };
	unsigned int x = rnd() % 100, n;

	if (x < 60) {
		n = rnd() % (257 - width);
		return 256 + (width > 1 ? n & ~1u : n);
	}
	if (x < 75) {
		n = rnd() % (102 - width);
		return width > 1 ? n & ~1u : n;
	}
	if (x < 93)
		return consts[rnd() % (sizeof(consts) / sizeof(*consts))];
	return gfx9 ? 256 : 255;  /* llvm-mc-22 crashes on gfx9 VOP3P literals */
}

static unsigned int op_width(const struct gs_isa_inst *r, unsigned int i)
{
	struct gs_isa_operand o;

	return gs_isa_operand(r, i, &o) == GS_OK && o.width ? o.width : 1;
}

/* One random encoding of row r (VOPD: X row r with a random Y row); 0 bytes when none. */
static void rnd_enc(const char *target, const struct gs_isa_inst *r, struct enc *e)
{
	int gfx9 = !strncmp(target, "gfx9", 4);
	uint32_t w[3] = { 0, 0, rnd() };
	unsigned int n = 2;

	e->n = 0;
	if (!strcmp(r->cls, "VOP3P")) {
		int mai = gs_isa_has_modifier(r, "cbsz");
		unsigned int s0 = rnd_src(op_width(r, 1), gfx9), s1 = rnd_src(op_width(r, 2), gfx9);
		unsigned int s2 = rnd_src(op_width(r, 3), gfx9);

		if (mai) {  /* A and B are VGPRs or AGPRs (llvm-mc-22 crashes on others) */
			s0 = 256 + (rnd() % 200 & ~7u);
			s1 = 256 + (rnd() % 200 & ~7u);
		}
		unsigned int vd = rnd() % (257 - op_width(r, 0));

		w[0] = (gfx9 ? 0x1A7u << 23 : 0xCCu << 24) | r->opcode << 16 | (op_width(r, 0) > 1 ? vd & ~1u : vd);
		w[1] = s0 | s1 << 9 | s2 << 18;
		if (rnd() % 3) {
			w[0] |= (rnd() & 0xff) << 8;
			w[1] |= (rnd() & 0x1f) << 27;
		} else {
			w[0] |= 0x4000;
			w[1] |= 3u << 27;
		}
		n = s0 == 255 || s1 == 255 || s2 == 255 ? 3 : 2;
	} else if (!strcmp(r->cls, "VOPD_X")) {
		struct gs_isa_inst y;
		unsigned int yi = rnd() % 24;

		if (gs_isa_find_opcode(target, "VOPD_Y", yi, &y, NULL) != GS_OK)
			return;
		w[0] = 0x32u << 26 | r->opcode << 22 | y.opcode << 17 | rnd_src(1, 0) | (rnd() & 0xff) << 9;
		w[1] = rnd_src(1, 0) | (rnd() & 0xff) << 9 | (rnd() & 0x7f) << 17 | (rnd() & 0xff) << 24;
		if (r->nops < 3)
			w[0] &= ~(0xffu << 9);
		if (y.nops < 3)
			w[1] &= ~(0xffu << 9);
		n = (w[0] & 0x1ff) == 255 || (w[1] & 0x1ff) == 255 || r->size == 12 || y.size == 12 ? 3 : 2;
	} else if (!strcmp(r->cls, "VINTERP")) {
		w[0] = 0xCDu << 24 | r->opcode << 16 | (rnd() & 0xffff);
		w[1] = (256 + rnd() % 256) | (256 + rnd() % 256) << 9 | (256 + rnd() % 256) << 18 | (rnd() & 0x1f) << 27;
	} else if (!strcmp(r->cls, "LDSDIR")) {
		w[0] = 0xCEu << 24 | r->opcode << 20 | (rnd() & 0xfffff) | (rnd() & 1) << 23;
		if (r->nops < 2)
			w[0] &= ~0xff00u;
		n = 1;
	} else {
		return;
	}
	for (unsigned int i = 0; i < n * 4; i++)
		e->b[i] = (uint8_t)(w[i / 4] >> (8 * (i % 4)));
	e->n = n * 4;
}

#define MAXR 1600

static void check_random(const char *target, unsigned int per_row)
{
	const struct gs_target *t = gs_target_find(target);
	const struct gs_isa *hand = t ? gsi_isa_for(t) : NULL;
	static struct enc encs[MAXR], canon[MAXR];
	static char texts[MAXR][200];
	static int keep[MAXR];
	char *in, *out;
	size_t cap = MAXR * 96, len = 0;
	unsigned int n = 0, kept = 0, dis_ok = 0, asm_ok = 0;
	struct gs_isa_inst r;

	if (!t)
		return;
	in = malloc(cap);
	if (!in)
		return;
	for (unsigned int i = 0; gs_isa_at(target, i, &r) == GS_OK && n < MAXR; i++) {
		if (strcmp(r.cls, "VOP3P") && strcmp(r.cls, "VOPD_X") && strcmp(r.cls, "VINTERP") && strcmp(r.cls, "LDSDIR"))
			continue;
		if (hand && gsi_isa_by_name(hand, r.mnemonic))
			continue;  /* the hand-shaped path's instruction */
		for (unsigned int k = 0; k < per_row && n < MAXR; k++) {
			char h[160];

			rnd_enc(target, &r, &encs[n]);
			if (!encs[n].n)
				continue;
			lo_hex(&encs[n], h, sizeof(h));
			len += (size_t)snprintf(in + len, cap - len, "[%s]\n[0xff,0x00,0xdd,0xbe,0x%02x,0x%02x,0xed,0x5e]\n", h,
						n & 0xff, n >> 8);
			n++;
		}
	}
	out = llvm(target, 1, in, 0);
	free(in);
	memset(keep, 0, sizeof(keep));
	/* lines between markers belong to one encoding */
	if (out) {
		unsigned int cur = 0, cnt = 0;
		char text[512];
		struct enc e;

		for (char *l = strtok(out, "\n"); l; l = strtok(NULL, "\n")) {
			const char *m = strstr(l, "s_mov_b32 s93, 0x5eed");

			if (m) {
				unsigned int idx = (unsigned int)strtoul(m + 21, NULL, 16);

				if (cnt == 1 && idx < n)
					keep[idx] = 1;
				cur = idx + 1;
				cnt = 0;
				continue;
			}
			if (!lo_parse_enc(l, &e) || cur >= n) {
				cnt += 2;
				continue;
			}
			cnt++;
			lo_inst_text(l, text, sizeof(text));
			if (strstr(text, "/*") || e.n != encs[cur].n)
				cnt++;
			snprintf(texts[cur], sizeof(texts[cur]), "%s", text);
			canon[cur] = e;
		}
		free(out);
	}
	/* llvm-mc must assemble its text back to the same bytes (round-trip stable) */
	{
		char *asm_in = malloc(cap * 2);
		size_t al = 0;

		if (!asm_in)
			return;
		for (unsigned int i = 0; i < n; i++)
			if (keep[i])
				al += (size_t)snprintf(asm_in + al, cap * 2 - al, "%s\ns_mov_b32 s93, 0x5eed%04x\n", texts[i], i);
		asm_in[al] = 0;
		out = llvm(target, 0, asm_in, 0);
		free(asm_in);
		if (out) {
			struct enc e;
			int have = 0;

			for (char *l = strtok(out, "\n"); l; l = strtok(NULL, "\n")) {
				const char *m = strstr(l, "s_mov_b32 s93, 0x5eed");

				if (m) {
					unsigned int idx = (unsigned int)strtoul(m + 21, NULL, 16);

					if (idx < n && keep[idx])
						keep[idx] = have && e.n == canon[idx].n && !memcmp(e.b, canon[idx].b, e.n);
					have = 0;
					continue;
				}
				have = lo_parse_enc(l, &e);
			}
			free(out);
		}
	}
	for (unsigned int i = 0; i < n; i++) {
		char ours[512], diag[512], h[160];
		struct enc got;
		int d, a;

		if (!keep[i])
			continue;
		kept++;
		d = our_disasm(t, &canon[i], ours, sizeof(ours)) && !strcmp(ours, texts[i]);
		a = our_asm(t, texts[i], &got, diag, sizeof(diag)) && got.n == canon[i].n && !memcmp(got.b, canon[i].b, got.n);
		dis_ok += (unsigned int)d;
		asm_ok += (unsigned int)a;
		if (!d || !a) {
			lo_hex(&canon[i], h, sizeof(h));
			printf("# %s [%s] llvm: %s | ours: %s%s\n", target, h, texts[i], d ? "(same)" : ours,
			       a ? "" : " | asm differs");
		}
	}
	CHECK(kept >= n / 3, "%s: llvm-mc round-trips %u of %u random vx encodings", target, kept, n);
	CHECK_EQ(dis_ok, kept, "%s: gfxshim disassembles all %u like llvm-mc", target, kept);
	CHECK_EQ(asm_ok, kept, "%s: gfxshim assembles all %u like llvm-mc", target, kept);
}

/* ------------------------------------------------------------------ main */

int main(void)
{
	static const char *const targets[] = { "gfx1100", "gfx1151", "gfx1201", "gfx942", "gfx950", "gfx1250" };

	if (!lo_setup())
		return 0;
	for (size_t ti = 0; ti < sizeof(targets) / sizeof(*targets); ti++) {
		const char *t = targets[ti];

		for (size_t g = 0; g < sizeof(all_lines) / sizeof(*all_lines); g++)
			if (in_list(all_lines[g].targets, t))
				check_lines(t, all_lines[g].l);
		check_bad(t);
		check_random(t, 3);
	}
	force_w64 = 1;
	check_lines("gfx1100", w64_gfx11_lines);
	check_lines("gfx1201", w64_gfx12_lines);
	force_w64 = 0;
	lo_cleanup();
	return t_done();
}
