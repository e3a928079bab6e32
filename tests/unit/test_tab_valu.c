// SPDX-License-Identifier: MIT
/*
 * The table-driven VALU family (userspace/lib/isa/tab_valu*.c, asm/tab_valu_asm.c) against
 * llvm-mc-22, live: hand-written lines with the modifiers the conformance
 * harness does not randomise (neg/abs/clamp/omod/op_sel, literals, inline
 * constants, SGPR sources, true16 halves, lane masks) are assembled by both
 * and the bytes and llvm's disassembly compared; random VOP3/VOP3SD/VOP1/VOP2/
 * VOPC encodings with random modifier bits and source codes are disassembled
 * by both; error messages carry llvm's line:col.  gfx1250 64-bit literals
 * (lit64) are among the hand-written lines.  Skipped without llvm-mc-22.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

#include "isa/inst.h"
#include "gfxshim/isa.h"

#define MAXI 4096

/* ------------------------------------------------- hand-written lines */

struct lines {
	const char *targets;   /* comma list */
	int wave64;
	const char *const *l;
};

/* gfx11/gfx12 lines */
static const char *const l_gfx11[] = {
	"v_rndne_f64 v[2:3], v[4:5]", "v_rndne_f64_e64 v[2:3], -|v[4:5]| clamp mul:2", "v_cvt_i32_f64 v1, s[4:5]",
	"v_cvt_i32_f64_e64 v1, -v[4:5] clamp", "v_cvt_f32_ubyte1 v1, 0x1234", "v_cvt_f32_ubyte1_e64 v1, v2 div:2",
	"v_cubeid_f32 v1, -v2, |s3|, 0.5 clamp", "v_cubeid_f32 v1, 0x1234, v2, 0x1234", "v_div_fixup_f32 v1, v2, 1.0, lit(1.0)",
	"v_cmp_class_f32 vcc_lo, v1, v2", "v_cmp_class_f32_e64 s5, -v1, 3", "v_cmpx_ne_u64 v[1:2], v[4:5]",
	"v_cmpx_ne_u64_e64 0x42, v[4:5]", "v_cmp_ge_i32 vcc_lo, s1, v2", "v_cmp_ge_i32_e64 s4, 0x42, v2",
	"v_cmp_ge_i32_e64 null, v1, -4", "v_mad_i64_i32 v[2:3], s5, v1, v2, v[4:5]",
	"v_mad_i64_i32 v[2:3], null, v1, 7, v[4:5] clamp", "v_div_scale_f64 v[2:3], vcc_lo, v[4:5], -v[6:7], 0.5",
	"v_subrev_co_ci_u32 v1, vcc_lo, v2, v3, vcc_lo", "v_subrev_co_ci_u32_e64 v1, s4, v2, v3, s6",
	"v_subrev_co_ci_u32_e64 v1, s4, v2, v3, s6 clamp", "v_writelane_b32 v1, s2, 5", "v_writelane_b32 v1, 0x1234, m0",
	"v_max3_f16 v5.h, -v1.h, |v2.l|, v3.h clamp", "v_max3_f16 v5.l, v1.l, 0x1234, v3.l", "v_max3_f16 v5.l, v1.l, 0.5, -1",
	"v_cvt_f16_u16 v1.h, v2.l", "v_cvt_f16_u16_e64 v1.h, v2.l", "v_cvt_f16_u16 v1.l, 0x3800",
	"v_cmp_class_f16 vcc_lo, v1.h, v2.l", "v_cmp_class_f16_e64 s5, -v1.h, v200.l", "v_cmp_ne_u16 vcc_lo, v1.l, v2.h",
	"v_cmp_ne_u16_e64 s5, v1.l, 0x3800", "v_mov_b16 v1.h, v2.l", "v_mov_b16_e64 v1.h, 0x3800",
	"v_fmamk_f16 v1.l, v2.l, 0x4444, v3.h", "v_fmaak_f32 v1, v2, v3, 0x11223344", "v_ldexp_f64 v[2:3], -v[4:5], s3",
	"v_frexp_exp_i32_f32 v1, -1", "v_sad_u8 v1, v2, 8, 0xff", "v_xad_u32 v1, v2, v3, 5", "v_xad_u32 v1, s2, s3, v4",
	"v_cvt_pk_norm_i16_f16 v1, -v2.h, |v3.l|", "v_cndmask_b16 v1.h, -v2.l, |v3.h|, s4", "v_sat_pk_u8_i16 v1, v2",
	"v_cvt_floor_i32_f32 v200, v100", "v_rndne_f64 v[2:3], 0.15915494309189532",
	"v_cvt_floor_i32_f32_dpp v1, v2 quad_perm:[1,0,3,2] row_mask:0x3 bank_mask:0x5 bound_ctrl:1 fi:1",
	"v_cvt_floor_i32_f32_dpp v1, -v2 row_shl:3 row_mask:0xf bank_mask:0xf", "v_cvt_floor_i32_f32 v1, |v2| row_ror:15",
	"v_mul_hi_i32_i24 v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0]", "v_mul_hi_i32_i24 v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] fi:1",
	"v_cmp_class_f32 vcc_lo, v1, v2 row_share:3", "v_max_f16 v1.h, -v2.l, |v3.h| quad_perm:[0,1,2,3]",
	"v_subrev_co_ci_u32_dpp v1, vcc_lo, v2, v3, vcc_lo row_xmask:1", "v_cmpx_ne_u32 v1, v2 row_shr:1",
	"v_xnor_b32_dpp v1, v2, v3 row_mirror bound_ctrl:0", "v_cmp_ge_i32 vcc_lo, v1, v2 dpp8:[0,0,0,0,1,1,1,1]",
	"v_max_f16 v1.l, v2.l, v3.l row_half_mirror row_mask:0x1",
	"v_permlane16_b32 v5, v1, s2, s3 op_sel:[1,1]", "v_permlanex16_b32 v5, v1, s2, s3 op_sel:[1,0]",
	"v_mov_b16_e32 v8.h, 1.0", "v_mov_b16_e32 v8.l, 0.5",
	NULL,
};

static const char *const l_gfx11w64[] = {
	"v_cmp_class_f32 vcc, v1, v2", "v_cmp_class_f32_e64 s[4:5], -v1, 3", "v_subrev_co_ci_u32 v1, vcc, v2, v3, vcc",
	"v_cndmask_b16 v1.l, v2.l, v3.l, s[4:5]", "v_div_scale_f64 v[2:3], vcc, v[4:5], v[6:7], v[8:9]",
	"v_mad_i64_i32 v[2:3], s[8:9], v1, v2, v[4:5]", "v_cmp_ne_u16 vcc, v1.l, v2.h", NULL,
};

static const char *const l_gfx12[] = {
	"v_rndne_f64 v[2:3], v[4:5]", "v_rndne_f64_e64 v[2:3], -|v[4:5]| clamp mul:2", "v_cubeid_f32 v1, -v2, |s3|, 0.5 clamp",
	"v_maximum3_f32 v1, v2, v3, 1.0", "v_cmp_class_f32_e64 s5, -v1, 3", "v_cmpx_eq_u32 v1, 0x777",
	"v_cmp_lt_f16 vcc_lo, v1, v2", "v_cmp_lt_f16 vcc_lo, v1, v200", "v_min_num_f16 v200, v1, v2",
	"v_min_num_f16 v2, -v1, |v2| mul:2", "v_cvt_f32_ubyte1 v1, v200", "v_div_scale_f64 v[2:3], vcc_lo, v[4:5], v[6:7], 2.0",
	"v_cvt_pk_f32_fp8 v[1:2], v2 op_sel:[1,0]", "v_cvt_pk_f32_bf8_e64 v[1:2], v2", "v_permlane16_b32 v1, v2, s3, s4",
	"v_cvt_pk_i16_i32 v1, 0x12345, v2", "v_ldexp_f64 v[2:3], -v[4:5], 4.0", "v_cvt_floor_i32_f32 v1, src_scc",
	"v_frexp_exp_i32_f32 v1, lit(5)", "v_subrev_co_ci_u32_e64 v1, s4, v2, v3, s6",
	"v_cvt_floor_i32_f32_dpp v1, -v2 row_shl:3 row_mask:0xf bank_mask:0xf", "v_mul_hi_i32_i24 v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0]",
	"v_cmp_class_f32 vcc_lo, v1, v2 row_share:3", "v_min_num_f16 v1, -v2, |v3| row_xmask:4 bound_ctrl:1",
	"v_max3_f16 v0, v1, v2, v3 op_sel:[1,0,1,1]", "v_min3_f16 v0, v1, v2, v3 op_sel:[0,1,0,1]",
	"v_med3_f16 v0, v1, v2, v3 op_sel:[1,1,1,1]", "v_maxmin_f16 v0, v1, v2, v3 op_sel:[1,0,0,1]",
	"v_permlane16_b32 v5, v1, s2, s3 op_sel:[1,1]", NULL,
};

static const char *const l_gfx1250[] = {
	"v_fmaak_f64 v[2:3], v[4:5], v[6:7], 0x123456789abcdef0", "v_fmamk_f64 v[2:3], v[4:5], 0x4000000000000001, v[6:7]",
	"v_add_nc_u64 v[2:3], 5, v[4:5]", "v_cvt_pk_f16_bf8 v1, v2", "v_cvt_pk_f16_bf8 v1, v200",
	"v_cvt_f16_fp8 v1, v2", "v_sin_f32_e64 v1, -|v2| clamp mul:2", "v_max3_num_f32 v1, -v2, |s3|, 0.5 clamp",
	"v_cvt_f32_bf16 v1, v2", "v_cvt_floor_i32_f32_dpp v1, -v2 row_shl:3 row_mask:0xf bank_mask:0xf",
	"v_mul_hi_i32_i24 v1, v2, v3 dpp8:[7,6,5,4,3,2,1,0] fi:1",
	/* 64-bit literal sources (code 0xFE) */
	"v_add_f64 v[2:3], 0x123456789abcdef0, v[4:5]", "v_mov_b64 v[2:3], lit64(0x7fffffff)",
	"v_add_f64 v[2:3], 0x3ff8000000000000, v[4:5]", "v_add_f64 v[2:3], 0.1, v[4:5]", "v_add_f64 v[2:3], 1.5, v[4:5]",
	"v_mov_b64 v[2:3], lit64(0x12345678)", "v_add_nc_u64 v[2:3], 0x92345678, v[4:5]",
	"v_add_nc_u64 v[2:3], 0x12345678, v[4:5]", "v_add_nc_u64 v[2:3], -500, v[4:5]",
	"v_add_nc_u64 v[2:3], 0xffffffff12345678, v[4:5]", "v_cmp_eq_u64 vcc_lo, 0x123456789abcdef0, v[4:5]",
	"v_cmpx_lt_f64 lit64(0x5), v[4:5]", "v_bitop3_b32 v1, v2, s3, 5 bitop3:9", "v_bitop3_b32 v1, v2, v3, v4 bitop3:0xff",
	"v_bitop3_b16 v1, v2, v3, v4 bitop3:0x20 op_sel:[1,0,0,1]",
	/* lit(x) on a 64-bit source: a 64-bit literal holding x's 32-bit value */
	"v_add_f64 v[0:1], lit(0x40090000), v[2:3]", "v_add_f64 v[0:1], lit(3.14159), v[2:3]",
	"v_add_f64 v[0:1], lit(0x1234567890), v[2:3]", "v_add_f64_e64 v[0:1], lit(1.0), v[2:3]",
	"v_fma_f64 v[0:1], v[4:5], lit(2), v[2:3]", "v_cmp_eq_u64_e64 s0, lit(5), v[2:3]",
	"v_cvt_f32_f64 v0, lit(0x40090000)", "v_mov_b64 v[0:1], lit(-1)", "v_cmp_eq_f64 vcc_lo, lit(0x40090000), v[2:3]",
	"s_mov_b64 s[0:1], lit(0x123456789)", "s_mov_b64 s[0:1], lit(-1)", "v_mov_b64 v[0:1], 0.15915494309189532",
	NULL,
};

static const char *const l_gfx9[] = {
	"v_sin_f32 v1, v2", "v_sin_f32_e64 v1, -|v2| clamp mul:2", "v_cvt_f64_f32 v[2:3], s5",
	"v_max3_f32 v1, -v2, |s3|, 0.5 clamp", "v_add_f32_e64 v1, s2, 0.5 mul:2", "v_add_f32_e64 v1, -1.0, 4.0",
	"v_add_co_u32 v1, vcc, s2, v3", "v_add_co_u32_e64 v1, s[4:5], s2, v3", "v_addc_co_u32 v1, vcc, v2, v3, vcc",
	"v_addc_co_u32_e64 v1, s[6:7], v2, v3, s[8:9]", "v_cmp_lt_f32 vcc, v1, v2", "v_cmp_lt_f32_e64 s[4:5], -v1, v2",
	"v_cmpx_lt_f32_e64 s[4:5], v1, v2", "v_cmp_class_f64 vcc, v[2:3], v4", "v_readlane_b32 s1, v2, s3",
	"v_writelane_b32 v1, s2, 5", "v_add_i16 v5, v1, v2 op_sel:[1,0,1] clamp",
	"v_mad_u16 v5, v1, v2, v3 op_sel:[1,0,1,1] clamp", "v_fma_f16 v5, -v1, |v2|, v3 op_sel:[1,0,1,0] clamp",
	"v_add_u16 v1, 4, v2", "v_add_f16 v1, 0x1234, v2", "v_fmamk_f32 v1, v2, 0x11223344, v3",
	"v_mad_u64_u32 v[2:3], s[4:5], v1, v2, v[4:5]", "v_div_scale_f32 v1, vcc, v2, -v3, 0.5",
	"v_cndmask_b32_e64 v1, -v2, |v3|, s[4:5]", "v_lshlrev_b64 v[2:3], 3, v[4:5]", "v_add_f64 v[2:3], 0.5, v[4:5]",
	"v_mov_b32 v1, src_vccz", "v_nop", "v_add_f32_dpp v1, -v2, |v3| row_shl:3 row_mask:0xf bank_mask:0xf bound_ctrl:0",
	"v_add_f32_dpp v1, v2, v3 wave_shl:1 row_mask:0xa bank_mask:0x1", "v_mov_b32_dpp v1, v2 row_bcast:15 row_mask:0xa bank_mask:0x1",
	"v_max_f16_dpp v1, v2, v3 quad_perm:[3,2,1,0] row_mask:0xa bank_mask:0x1", NULL,
};

static const struct lines all_lines[] = {
	{ "gfx1100,gfx1151", 0, l_gfx11 },
	{ "gfx1100", 1, l_gfx11w64 },
	{ "gfx1201", 0, l_gfx12 },
	{ "gfx1250", 0, l_gfx1250 },
	{ "gfx942,gfx950", 1, l_gfx9 },
};

/* Assemble every line with both; compare bytes, then our disassembly with llvm's text. */
static void check_lines(const char *tname, int wave64, const char *const *l)
{
	const struct gs_target *t = gs_target_find(tname);
	char *in = NULL, *out, *p;
	size_t len = 0;
	unsigned int n = 0, agree_asm = 0, agree_dis = 0, total = 0;

	for (n = 0; l[n]; n++)
		len += strlen(l[n]) + 64;
	in = calloc(1, len + 1);
	/* one line each, with a marker after it so that errors keep alignment */
	for (unsigned int i = 0; i < n; i++)
		sprintf(in + strlen(in), "%s\ns_mov_b32 s93, 0x5eed%04x\n", l[i], i);
	out = lo_run(tname, wave64, 0, in, 0);
	if (!CHECK(t && out, "%s: llvm-mc-22 ran", tname)) {
		free(in);
		free(out);
		return;
	}
	p = out;
	for (unsigned int i = 0; i < n; i++) {
		char line[512], want[256], got[256], diag[512], hx[128];
		struct enc le = { { 0 }, 0 }, oe;
		int have = 0;

		/* llvm's output lines until this line's marker */
		while (*p) {
			char *e = strchr(p, '\n');
			size_t k = e ? (size_t)(e - p) : strlen(p);

			snprintf(line, sizeof(line), "%.*s", (int)k, p);
			p = e ? e + 1 : p + k;
			if (strstr(line, "s_mov_b32 s93, 0x5eed"))
				break;
			if (strstr(line, "encoding:")) {
				lo_parse_enc(line, &le);
				lo_inst_text(line, want, sizeof(want));
				have = 1;
			}
		}
		if (!have) {
			printf("# %s: llvm-mc-22 rejects '%s' (line skipped)\n", tname, l[i]);
			continue;
		}
		total++;
		/* the disassembler's text can differ from the assembler's echo (true16 halves) */
		{
			char hb[160], *dout;

			lo_hex(&le, hx, sizeof(hx));
			snprintf(hb, sizeof(hb), "[%s]\n", hx);
			dout = lo_run(tname, wave64, 1, hb, 0);
			if (dout && strstr(dout, "encoding:")) {
				char *e = strstr(dout, "encoding:");

				while (e > dout && e[-1] != '\n')
					e--;
				lo_inst_text(e, want, sizeof(want));
			}
			free(dout);
		}
		if (lo_asm(t, wave64, l[i], &oe, diag, sizeof(diag)) && oe.n == le.n &&
		    !memcmp(oe.b, le.b, le.n))
			agree_asm++;
		else {
			lo_hex(&le, hx, sizeof(hx));
			CHECK(0, "%s: assemble '%s' as llvm [%s] (ours: %u bytes; %.200s)", tname, l[i], hx, oe.n, diag);
		}
		got[0] = 0;
		if (lo_disasm(t, wave64, &le, got, sizeof(got)) == le.n && !strcmp(got, want))
			agree_dis++;
		else
			CHECK_STR(got, want, "%s: disassemble '%s' as llvm-mc-22", tname, l[i]);
	}
	CHECK(total > 0 && agree_asm == total, "%s%s: %u/%u hand-written lines assemble as llvm-mc-22", tname,
	      wave64 ? " wave64" : "", agree_asm, total);
	CHECK(total > 0 && agree_dis == total, "%s%s: %u/%u disassemble as llvm-mc-22", tname,
	      wave64 ? " wave64" : "", agree_dis, total);
	free(in);
	free(out);
}

/* ---------------------------------------------------- random encodings */

static uint64_t rng = 0x243f6a8885a308d3ull;

static uint32_t rnd(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return (uint32_t)((z ^ (z >> 31)) >> 7);
}

/* A random 9-bit source code of the layout (registers, constants, literal). */
static uint32_t rnd_src(int gfx9, unsigned int width)
{
	static const uint32_t consts[] = { 128, 129, 192, 193, 208, 240, 241, 242, 246, 247, 248, 255, 106, 126 };

	switch (rnd() % 4) {
	case 0: return (rnd() % 50) * 2;                  /* SGPR (even: pairs) */
	case 1: {
		/* no literal on gfx9 (no VOP3 literal, and llvm-mc-22 crashes on some) */
		uint32_t k = consts[rnd() % (sizeof(consts) / sizeof(*consts))];

		return gfx9 && k == 255 ? 128 : k;
	}
	default: return 256 + ((rnd() % 120) & (width > 1 ? ~1u : ~0u));
	}
}

struct cand {
	struct enc e;
	char cls[12];
};

/* llvm's answer for one item: the instructions it printed (0: rejected, -1: crashed). */
static void check_random(const char *tname, int wave64, unsigned int per_class)
{
	const struct gs_target *t = gs_target_find(tname);
	static const char *const classes[] = { "VOP3", "VOP3SD", "VOP1", "VOP2", "VOPC" };
	struct cand *c = calloc(MAXI, sizeof(*c));
	struct lo_res *r1 = calloc(MAXI, sizeof(*r1)), *r2 = calloc(MAXI, sizeof(*r2)), *r3 = calloc(MAXI, sizeof(*r3));
	char **items = calloc(MAXI, sizeof(*items));
	unsigned int *xi = calloc(MAXI, sizeof(*xi)), *xn = calloc(MAXI, sizeof(*xn));
	unsigned int nc = 0, kept = 0, dis_ok = 0, asm_ok = 0, wrong_accept = 0, shown = 0, nx = 0;
	unsigned int crashed = 0;
	int gfx9 = !strncmp(tname, "gfx9", 4);

	if (!t || !c || !r1 || !r2 || !r3 || !items || !xi || !xn)
		goto done;
	for (unsigned int k = 0; k < sizeof(classes) / sizeof(*classes); k++) {
		unsigned int cnt = gs_isa_count(tname, classes[k]);

		for (unsigned int j = 0; j < per_class && cnt && nc < MAXI; j++) {
			struct gs_isa_inst in_;
			unsigned int idx = 0, seen = 0;
			uint32_t w[4] = { 0, 0, 0, 0 }, lit = rnd();
			int v3 = k < 2;

			/* the (rnd % cnt)-th row of the class */
			for (unsigned int i = 0, want = rnd() % cnt; gs_isa_at(tname, i, &in_) == GS_OK; i++)
				if (!strcmp(in_.cls, classes[k]) && seen++ == want) {
					idx = 1;
					break;
				}
			if (!idx)
				continue;
			if (gfx9 && !strcmp(in_.mnemonic, "v_accvgpr_mov_b32"))
				continue;  /* llvm-mc-22 crashes on some of its encodings */
			if (v3) {
				w[0] = (gfx9 ? 0xD0000000u : 0xD4000000u) | (in_.opcode << 16);
				for (unsigned int o = 0; o < in_.nops; o++) {
					struct gs_isa_operand op;

					gs_isa_operand(&in_, o, &op);
					if (!strcmp(op.field, "vdst"))
						w[0] |= op.kind == GS_ISA_K_VGPR ? (rnd() % 200) & ~1u
							: (wave64 ? (rnd() % 50) * 2 : rnd() % 100);
					else if (!strcmp(op.field, "sdst"))
						w[0] |= (wave64 ? (rnd() % 50) * 2 : rnd() % 100) << 8;
					else if (!strcmp(op.field, "src0"))
						w[1] |= rnd_src(gfx9, op.width);
					else if (!strcmp(op.field, "src1"))
						w[1] |= rnd_src(gfx9, op.width) << 9;
					else if (!strcmp(op.field, "src2"))
						w[1] |= rnd_src(gfx9, op.width) << 18;
				}
				if (!gfx9 && !strncmp(in_.mnemonic, "v_cmpx", 6))
					w[0] |= 126;
				if (gs_isa_has_modifier(&in_, "clamp") && rnd() % 3 == 0)
					w[0] |= 1u << 15;
				if (gs_isa_has_modifier(&in_, "abs"))
					w[0] |= (rnd() % 8) << 8;
				if (gs_isa_has_modifier(&in_, "op_sel") && rnd() % 2)
					w[0] |= (rnd() % 16) << 11;
				if (gs_isa_has_modifier(&in_, "omod"))
					w[1] |= (rnd() % 4) << 27;
				if (gs_isa_has_modifier(&in_, "neg"))
					w[1] |= (rnd() % 8) << 29;
				if (rnd() % 16 == 0)
					w[1] |= 1u << (rnd() % 32);   /* a stray bit */
				c[nc].e.n = (w[1] & 0x1ff) == 255 || ((w[1] >> 9) & 0x1ff) == 255 ||
					    ((w[1] >> 18) & 0x1ff) == 255 ? 12 : 8;
				w[2] = lit;
			} else {
				w[0] = !strcmp(classes[k], "VOP1") ? (0x3Fu << 25) | (in_.opcode << 9)
				       : !strcmp(classes[k], "VOP2") ? in_.opcode << 25
				       : (0x3Eu << 25) | (in_.opcode << 17);
				for (unsigned int o = 0; o < in_.nops; o++) {
					struct gs_isa_operand op;

					gs_isa_operand(&in_, o, &op);
					if (!strcmp(op.field, "vdst"))
						w[0] |= ((rnd() % 250) & (op.width > 1 ? ~1u : ~0u)) << 17;
					else if (!strcmp(op.field, "src0"))
						w[0] |= rnd_src(gfx9, op.width) & 0x1ff;
					else if (!strcmp(op.field, "vsrc1"))
						w[0] |= ((rnd() % 250) & (op.width > 1 ? ~1u : ~0u)) << 9;
				}
				if ((w[0] & 0x1ff) == 0xFA || (w[0] & 0x1ff) == 0xF9 || (w[0] & 0x1ff) == 0xE9 ||
				    (w[0] & 0x1ff) == 0xEA)
					w[0] = (w[0] & ~0x1ffu) | 0x101;
				c[nc].e.n = in_.size > 4 ? in_.size : (w[0] & 0x1ff) == 255 ? 8 : 4;
				w[1] = lit;
				w[2] = rnd();
				if (in_.size == 4 && rnd() % 3 == 0) {
					/* a DPP16 or DPP8 form: a VGPR source and random controls */
					static const uint32_t ctrls[] = { 0x1b, 0xe4, 0x00, 0x101, 0x10f, 0x111, 0x121, 0x140,
									  0x141, 0x153, 0x161, 0x130, 0x142, 0x143, 0x170 };
					int d8 = !gfx9 && rnd() % 2;

					w[0] = (w[0] & ~0x1ffu) | (d8 ? 0xE9u + rnd() % 2 : 0xFAu);
					w[1] = d8 ? rnd() : (rnd() & 0xfff400ffu) | ctrls[rnd() % 15] << 8 | (rnd() % 2) << 18 |
									 (rnd() % 2) << 19;
					if (rnd() % 2)
						w[1] = (w[1] & ~0xff000000u) | 0xff000000u;
					c[nc].e.n = 8;
				}
			}
			for (unsigned int b = 0; b < c[nc].e.n; b++)
				c[nc].e.b[b] = (uint8_t)(w[b / 4] >> (8 * (b % 4)));
			snprintf(c[nc].cls, sizeof(c[nc].cls), "%s", classes[k]);
			nc++;
		}
	}
	/* pass 1: llvm's text for each encoding */
	for (unsigned int i = 0; i < nc; i++) {
		char hx[128];

		lo_hex(&c[i].e, hx, sizeof(hx));
		items[i] = malloc(strlen(hx) + 3);
		if (items[i])
			sprintf(items[i], "[%s]", hx);
	}
	lo_batch(tname, wave64, 1, items, nc, r1);
	/* pass 2: llvm must re-assemble its text to the same bytes (round-trip stable) */
	for (unsigned int i = 0; i < nc; i++) {
		free(items[i]);
		items[i] = strdup(r1[i].ninst == 1 ? r1[i].text : "s_nop 0");
	}
	lo_batch(tname, wave64, 0, items, nc, r2);
	for (unsigned int i = 0; i < nc; i++) {
		struct enc oe, cut = c[i].e;
		char got[256] = "", diag[512], hx[128];
		int stable, ours;

		if (r1[i].ninst < 0 && crashed++ < 3 && getenv("TTV_DEBUG")) {
			lo_hex(&c[i].e, hx, sizeof(hx));
			printf("# %s: llvm-mc-22 crashed on [%s] (%s)\n", tname, hx, c[i].cls);
		}
		stable = r1[i].ninst == 1 && r2[i].ninst == 1 && r1[i].e.n == r2[i].e.n && r1[i].e.n <= c[i].e.n &&
			 !memcmp(r1[i].e.b, c[i].e.b, r1[i].e.n) && !memcmp(r2[i].e.b, r1[i].e.b, r1[i].e.n) &&
			 !strstr(r1[i].text, "/*Invalid");  /* llvm's disassembler calls it invalid (its
							     * assembler takes the text, comment ignored) */
		if (stable)
			cut.n = r1[i].e.n;
		ours = lo_disasm(t, wave64, &cut, got, sizeof(got)) == cut.n;
		if (!stable) {
			if (ours && strcmp(got, r1[i].text)) {
				/* we print what llvm does not round-trip: llvm must assemble our text to our bytes */
				unsigned int isz = 0;
				struct gs_error err;

				gs_disasm_one_wave(t, GS_DISASM_LLVM_DISASSEMBLER | (wave64 ? GS_DISASM_WAVE64 : 0),
						   c[i].e.b, c[i].e.n, 0, got, sizeof(got), &isz, &err);
				free(items[nx]);
				items[nx] = strdup(got);
				xi[nx] = i;
				xn[nx++] = isz;
			}
			continue;
		}
		kept++;
		if (ours && !strcmp(got, r1[i].text))
			dis_ok++;
		else if (shown++ < 12) {
			lo_hex(&r1[i].e, hx, sizeof(hx));
			printf("# %s %s disasm [%s]: llvm '%s', ours '%s'\n", tname, c[i].cls, hx, r1[i].text,
			       ours ? got : "(refused)");
		}
		if (lo_asm(t, wave64, r1[i].text, &oe, diag, sizeof(diag)) && oe.n == r1[i].e.n &&
		    !memcmp(oe.b, r1[i].e.b, oe.n))
			asm_ok++;
		else if (shown++ < 12)
			printf("# %s %s asm '%s': %s\n", tname, c[i].cls, r1[i].text, diag);
	}
	/* pass 3: what we print and llvm does not must still assemble (by llvm) to our bytes */
	lo_batch(tname, wave64, 0, items, nx, r3);
	for (unsigned int k = 0; k < nx; k++) {
		const struct enc *ce = &c[xi[k]].e;

		if (r3[k].ninst == 1 && r3[k].e.n == xn[k] && !memcmp(r3[k].e.b, ce->b, xn[k]))
			continue;
		wrong_accept++;
		if (shown++ < 16) {
			char hx[128];

			lo_hex(ce, hx, sizeof(hx));
			printf("# %s %s [%s]: we print '%s', llvm assembles it to %s\n", tname, c[xi[k]].cls, hx,
			       items[k], r3[k].ninst == 1 ? "other bytes" : "nothing");
		}
	}
	printf("# %s: %u random encodings, llvm-mc-22 crashed on %u\n", tname, nc, crashed);
	CHECK(kept > nc / 4, "%s: llvm-mc-22 keeps %u of %u random encodings with modifiers", tname, kept, nc);
	CHECK(dis_ok == kept, "%s: %u/%u disassembled as llvm-mc-22", tname, dis_ok, kept);
	CHECK(asm_ok == kept, "%s: %u/%u of llvm's texts assembled to its bytes", tname, asm_ok, kept);
	CHECK(wrong_accept == 0, "%s: %u of %u encodings llvm does not round-trip are printed as text llvm assembles "
	      "to other bytes", tname, wrong_accept, nx);
done:
	if (items)
		for (unsigned int i = 0; i < nc; i++)
			free(items[i]);
	free(items);
	free(r1);
	free(r2);
	free(r3);
	free(xi);
	free(xn);
	free(c);
}

/* ------------------------------------------------------------- errors */

struct bad {
	const char *target;
	const char *line;
	const char *words;    /* a word our message must hold */
};

static const struct bad bads[] = {
	{ "gfx1100", "v_sin_f32_e64 v1, v2 mul:3", "mul" },
	{ "gfx1100", "v_rndne_f64 v[2:3], v[4:6]", "v[4:6]" },
	{ "gfx1100", "v_max3_f32 v1, v2, s3, 0x1234 clamp div:4", "div" },
	{ "gfx1100", "v_readlane_b32 v1, v2, s3", "v1" },
	{ "gfx1201", "v_cubeid_f32 v1, 0x111, v2, 0x222", "0x222" },
	{ "gfx942", "v_max3_f32 v1, v2, v3, 0x1234", "0x1234" },
	{ "gfx942", "v_fma_f32 v1, s1, s2, v3", "s2" },
	{ "gfx942", "v_cvt_f64_f32 v[1:2], v3", "v[1:2]" },
	{ "gfx1250", "v_add_nc_u64 v[2:3], v[4:5], v[6:8]", "v[6:8]" },
	/* floating-point constants for 64-bit integer operands: only inline ones, none in lit()/lit64() */
	{ "gfx1250", "v_mov_b64 v[0:1], lit64(1.0)", "'1.0'" },
	{ "gfx1250", "v_mov_b64 v[0:1], 1.5", "expected an integer" },
	{ "gfx1250", "v_cmp_eq_u64_e64 s0, lit(1.5), v[2:3]", "'1.5'" },
	{ "gfx1250", "s_mov_b64 s[0:1], -1.5", "'-1.5'" },
	{ "gfx1250", "s_mov_b64 s[0:1], lit(1.0)", "'1.0'" },
	{ "gfx942", "v_cmp_eq_u64 vcc, 1.5, v[2:3]", "expected an integer" },
};

static void check_errors(void)
{
	for (unsigned int i = 0; i < sizeof(bads) / sizeof(*bads); i++) {
		const struct gs_target *t = gs_target_find(bads[i].target);
		char in[256], diag[512], want[64] = "";
		char *out;
		struct enc e;
		const char *m;
		int wave64 = !strncmp(bads[i].target, "gfx9", 4);

		snprintf(in, sizeof(in), "%s\n", bads[i].line);
		out = lo_run(bads[i].target, wave64, 0, in, 1);
		m = out ? strstr(out, "<stdin>:") : NULL;
		if (m) {
			/* llvm's "<stdin>:L:C:" -> ":L:C:" */
			const char *end = strstr(m + 8, ": ");

			snprintf(want, sizeof(want), ":%.*s:", end ? (int)(end - m - 8) : 0, m + 8);
		}
		CHECK(!lo_asm(t, wave64, bads[i].line, &e, diag, sizeof(diag)) && m && strstr(diag, want) &&
		      strstr(diag, bads[i].words),
		      "%s '%s' is refused at llvm's position %s naming '%s' (ours: %.160s)", bads[i].target,
		      bads[i].line, want, bads[i].words, diag);
		free(out);
	}
}

/* Encodings llvm does not re-encode as given (op_sel bits of ops without
 * op_sel, which its decoder ignores): our text must still be llvm's. */
static const char *const hex_items[] = {
	"gfx1201", "0x05,0x78,0x32,0xd5,0x01,0x05,0x02,0x00", "gfx1201", "0x05,0x08,0x62,0xd7,0x01,0x05,0x02,0x00",
	"gfx1201", "0x05,0x40,0xdc,0xd5,0x01,0x01,0x00,0x00", "gfx1201", "0x7e,0x10,0x82,0xd4,0x05,0x03,0x02,0x00",
	"gfx1201", "0x05,0x78,0x03,0xd5,0x01,0x05,0x02,0x00", "gfx1201", "0x05,0x40,0x0f,0xd7,0x01,0x05,0x02,0x00",
	"gfx1100", "0x05,0x78,0x03,0xd5,0x01,0x05,0x02,0x00", "gfx1100", "0x05,0x18,0x5b,0xd6,0x01,0x05,0x0c,0x00",
	"gfx1100", "0xf2,0x38,0x10,0x7f", "gfx942", "0x05,0x78,0x01,0xd1,0x01,0x05,0x02,0x00",
	NULL,
};

static void check_hex(void)
{
	for (unsigned int i = 0; hex_items[i]; i += 2) {
		const struct gs_target *t = gs_target_find(hex_items[i]);
		char want[256], got[256], in[160];
		struct enc e;

		snprintf(in, sizeof(in), "encoding: [%s]", hex_items[i + 1]);
		if (!CHECK(t && lo_parse_enc(in, &e), "%s: parse [%s]", hex_items[i], hex_items[i + 1]))
			continue;
		lo_llvm_disasm(hex_items[i], 0, &e, want, sizeof(want));
		lo_disasm(t, 0, &e, got, sizeof(got));
		CHECK_STR(got, want, "%s: disassemble [%s] as llvm-mc-22", hex_items[i], hex_items[i + 1]);
	}
}

/* ------------------------------------------ 64-bit literals, round trip */

/*
 * gfx1250 64-bit literals llvm-mc-22 prints as text that assembles to other
 * bytes (conformance.rst, Known differences): our bytes must be llvm's, and
 * our text for them must assemble in llvm-mc-22 back to the same bytes.
 */
static const char *const rt_gfx1250[] = {
	"v_add_f64 v[0:1], 0x4009000000000000, v[2:3]", "v_add_f64_e64 v[0:1], lit64(1.5), v[2:3]",
	"v_add_f64_e64 v[0:1], lit64(-17), v[2:3]", "v_cmp_eq_u64_e64 s0, lit64(0xffffffff80000000), v[2:3]",
	"v_add_f64_e64 v[0:1], lit64(0x100000000), v[2:3]", "v_add_f64_e64 v[0:1], 0xffffffff80000000, v[2:3]",
	"v_add_f64 v[0:1], 0xfffffffffffffff0, v[2:3]", "v_add_f64 v[0:1], 0.15915494309189532, v[2:3]",
	"v_fma_f64 v[0:1], 3.14159, v[2:3], v[4:5]", NULL,
};

static void check_roundtrip(void)
{
	const struct gs_target *t = gs_target_find("gfx1250");

	for (unsigned int i = 0; rt_gfx1250[i]; i++) {
		struct enc le = { { 0 }, 0 }, oe = { { 0 }, 0 }, re = { { 0 }, 0 };
		char diag[512], txt[256], lt[256], hx[128];
		int lok = lo_llvm_asm("gfx1250", 0, rt_gfx1250[i], &le);

		if (!CHECK(lok, "gfx1250: llvm-mc-22 assembles '%s'", rt_gfx1250[i]))
			continue;
		lo_hex(&le, hx, sizeof(hx));
		CHECK(lo_asm(t, 0, rt_gfx1250[i], &oe, diag, sizeof(diag)) && oe.n == le.n && !memcmp(oe.b, le.b, le.n),
		      "gfx1250: assemble '%s' as llvm [%s] (ours: %u bytes; %.200s)", rt_gfx1250[i], hx, oe.n, diag);
		if (!CHECK(lo_disasm(t, 0, &le, txt, sizeof(txt)) == le.n, "gfx1250: disassemble [%s]", hx))
			continue;
		CHECK(lo_llvm_asm("gfx1250", 0, txt, &re) && re.n == le.n && !memcmp(re.b, le.b, le.n),
		      "gfx1250: our text '%s' for [%s] assembles back in llvm-mc-22", txt, hx);
		lo_llvm_disasm("gfx1250", 0, &le, lt, sizeof(lt));
		if (strcmp(lt, txt))
			printf("# llvm-mc-22 prints [%s] as '%s' (ours '%s')\n", hx, lt, txt);
	}
}

int main(void)
{
	if (!lo_setup())
		return 0;
	if (getenv("TTV_SEED"))  /* other random encodings, for exploring */
		rng ^= strtoull(getenv("TTV_SEED"), NULL, 0) * 0x9e3779b97f4a7c15ull;
	for (unsigned int i = 0; i < sizeof(all_lines) / sizeof(*all_lines); i++) {
		char tl[64], *s, *save = NULL;

		snprintf(tl, sizeof(tl), "%s", all_lines[i].targets);
		for (s = strtok_r(tl, ",", &save); s; s = strtok_r(NULL, ",", &save))
			check_lines(s, all_lines[i].wave64, all_lines[i].l);
	}
	check_random("gfx1100", 0, 120);
	check_random("gfx1100", 1, 40);
	check_random("gfx1201", 0, 120);
	check_random("gfx1250", 0, 120);
	check_random("gfx942", 1, 120);
	check_random("gfx950", 1, 60);
	check_errors();
	check_hex();
	check_roundtrip();
	if (!getenv("TTV_KEEP"))
		lo_cleanup();
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
