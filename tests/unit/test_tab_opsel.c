// SPDX-License-Identifier: MIT
/*
 * VOP3 OPSEL bits against llvm-mc-22, live, generator style: every VOP3 row
 * of the gfx11 targets that takes op_sel is encoded with each of the 16
 * OPSEL combinations (bits 11-14), disassembled by llvm-mc-22 and by
 * gfxshim (the texts must be equal: llvm prints true16 halves for some ops
 * and op_sel:[...] for its fake16 ones), and llvm's text assembled by both
 * (the bytes must be equal).  A second pass does the same on gfx11/gfx12
 * with an inline float constant in src0 of every 16-bit VOP3, VOP1, VOP2 and
 * VOPC row (llvm prints an integer op's 0.5 as 0x3800, text it assembles as a
 * literal; 0.5 stays the inline constant).  Hand-written lines (v_pk_fmac_f16
 * constants, gfx950 op_sel of the partial-destination conversions, gfx1250
 * lit64 in VOP3) must get llvm's bytes or be refused like llvm refuses them.  Skipped without llvm-mc-22.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

#include "gfxshim/isa.h"

#define MAXI 8192

struct item {
	struct enc e;
	char mn[64];
};

/* The 9-bit source code of a register operand: v2/v4/v6 (s2/s4/s6) by position. */
static uint32_t src_code(const struct gs_isa_operand *o, unsigned int pos)
{
	if (o->kind == GS_ISA_K_SGPR)
		return 2 + 2 * pos;
	if (o->kind == GS_ISA_K_SPECIAL)
		return !strncmp(o->special, "vcc", 3) ? 106 : !strncmp(o->special, "exec", 4) ? 126 : 124;
	return 256 + 2 + 2 * pos;
}

/* Targets of the gfx9 layout (gs_isa_inst.targets bits). */
static uint32_t gfx9_mask;

/* An e32 (VOP1/VOP2/VOPC) encoding of row in with src0 code src0, v8 and v4 for the VGPR fields. */
static int build32(const struct gs_isa_inst *in, uint32_t src0, struct enc *e)
{
	uint32_t w = !strcmp(in->cls, "VOP1") ? 0x3Fu << 25 | (in->opcode & 0xff) << 9 | 8u << 17
		     : !strcmp(in->cls, "VOP2") ? (in->opcode & 0x3f) << 25 | 8u << 17 | 4u << 9
						: 0x3Eu << 25 | (in->opcode & 0xff) << 17 | 4u << 9;

	if (in->size != 4)
		return 0;  /* fmamk/fmaak: a literal of their own */
	w |= src0;
	e->n = 4;
	for (unsigned int b = 0; b < 4; b++)
		e->b[b] = (uint8_t)(w >> (8 * b));
	return 1;
}

/* A VOP3 encoding of row in (gfx11/gfx12 layout) with OPSEL bits opsel and src0 code src0 (0: a register). */
static int build(const struct gs_isa_inst *in, unsigned int opsel, uint32_t src0, struct enc *e)
{
	int gfx9 = (in->targets & ~gfx9_mask) == 0;
	uint32_t w[2] = { (gfx9 ? 0xD0000000u : 0xD4000000u) | (in->opcode & 0x3ff) << 16 | (opsel & 15) << 11, 0 };

	if (strcmp(in->cls, "VOP3"))
		return build32(in, src0, e);

	for (unsigned int i = 0; i < in->nops; i++) {
		struct gs_isa_operand o;

		if (gs_isa_operand(in, i, &o) != GS_OK || !o.field)
			return 0;
		if (!strcmp(o.field, "vdst"))
			w[0] |= o.kind == GS_ISA_K_VGPR ? 8 : o.kind == GS_ISA_K_SGPR ? 10 : 106;
		else if (!strcmp(o.field, "src0"))
			w[1] |= src0 ? src0 : src_code(&o, 0);
		else if (!strcmp(o.field, "src1"))
			w[1] |= src_code(&o, 1) << 9;
		else if (!strcmp(o.field, "src2"))
			w[1] |= src_code(&o, 2) << 18;
		else if (o.field[0])
			return 0;  /* a field this generator does not fill */
	}
	if (!strncmp(in->mnemonic, "v_cmpx_", 7) && !gfx9)
		w[0] = (w[0] & ~0xffu) | 126;
	e->n = 8;
	for (unsigned int b = 0; b < 8; b++)
		e->b[b] = (uint8_t)(w[b / 4] >> (8 * (b % 4)));
	return 1;
}

/* Does the row have a 16-bit operand (a true16 half or a 16-bit type in its name)? */
static int is16(const struct gs_isa_inst *in)
{
	for (unsigned int i = 0; i < in->nops; i++) {
		struct gs_isa_operand o;

		if (gs_isa_operand(in, i, &o) == GS_OK && o.h16)
			return 1;
	}
	return strstr(in->mnemonic, "16") != NULL;
}

struct tally {
	unsigned int n, llvm_text, stable, refused, dis_ok, asm_n, asm_ok, shown;
};

/* Compare items[0, n) on target tname; add to *t. */
static void compare(const char *tname, struct item *it, unsigned int n, struct tally *t)
{
	const struct gs_target *tg = gs_target_find(tname);
	struct lo_res *r1 = calloc(n ? n : 1, sizeof(*r1)), *r2 = calloc(n ? n : 1, sizeof(*r2));
	char **items = calloc(n ? n : 1, sizeof(*items));
	int w64 = !strncmp(tname, "gfx9", 4);  /* gfx9: wave64 only */

	if (!tg || !r1 || !r2 || !items)
		goto out;
	for (unsigned int i = 0; i < n; i++) {
		char hx[128];

		lo_hex(&it[i].e, hx, sizeof(hx));
		items[i] = malloc(strlen(hx) + 3);
		if (items[i])
			sprintf(items[i], "[%s]", hx);
	}
	lo_batch(tname, w64, 1, items, n, r1);
	for (unsigned int i = 0; i < n; i++) {
		free(items[i]);
		items[i] = strdup(r1[i].ninst == 1 ? r1[i].text : "s_nop 0");
	}
	lo_batch(tname, w64, 0, items, n, r2);
	for (unsigned int i = 0; i < n; i++) {
		char got[256] = "", diag[512] = "", hx[128];
		struct enc oe;
		int ours, stable;

		t->n++;
		if (r1[i].ninst != 1 || strstr(r1[i].text, "/*Invalid"))
			continue;  /* llvm refuses the bytes */
		t->llvm_text++;
		/* llvm re-encodes the bytes as given and assembles its text back */
		stable = r1[i].e.n == it[i].e.n && !memcmp(r1[i].e.b, it[i].e.b, it[i].e.n) && r2[i].ninst == 1;
		t->stable += stable;
		lo_hex(&it[i].e, hx, sizeof(hx));
		ours = lo_disasm(tg, w64, &it[i].e, got, sizeof(got)) == it[i].e.n;
		if (ours && !strcmp(got, r1[i].text))
			t->dis_ok++;
		else if (!ours && !stable)
			t->dis_ok++, t->refused++;  /* llvm re-encodes the bytes otherwise: refusing is fine */
		else if (t->shown++ < (getenv("TOPSEL_ALL") ? 100000u : 40u))
			printf("# %s disasm [%s]: llvm '%s', ours '%s'\n", tname, hx, r1[i].text, ours ? got : "(refused)");
		if (r2[i].ninst != 1)
			continue;  /* llvm does not take its own text back */
		t->asm_n++;
		if (lo_asm(tg, w64, r1[i].text, &oe, diag, sizeof(diag)) && oe.n == r2[i].e.n &&
		    !memcmp(oe.b, r2[i].e.b, oe.n))
			t->asm_ok++;
		else if (t->shown++ < (getenv("TOPSEL_ALL") ? 100000u : 40u)) {
			lo_hex(&oe, hx, sizeof(hx));
			printf("# %s asm '%s': ours [%s] %s\n", tname, r1[i].text, hx, diag);
		}
	}
out:
	if (items)
		for (unsigned int i = 0; i < n; i++)
			free(items[i]);
	free(items);
	free(r1);
	free(r2);
}

/* Items of target tname: VOP3 rows with op_sel, each OPSEL combination (opsel) or
 * 16-bit VOP3 rows with each inline float constant in src0 (!opsel). */
static unsigned int gen(const char *tname, int opsel, struct item *it)
{
	static const uint32_t fconst[] = { 240, 241, 242, 243, 244, 245, 246, 247, 248 };
	struct gs_isa_inst in;
	unsigned int n = 0;

	for (unsigned int i = 0; gs_isa_at(tname, i, &in) == GS_OK && n + 16 < MAXI; i++) {
		if (strcmp(in.cls, "VOP3") && (opsel || (strcmp(in.cls, "VOP1") && strcmp(in.cls, "VOP2") &&
							 strcmp(in.cls, "VOPC"))))
			continue;
		if (opsel) {
			if (!gs_isa_has_modifier(&in, "op_sel"))
				continue;
			for (unsigned int k = 0; k < 16; k++)
				if (build(&in, k, 0, &it[n].e))
					snprintf(it[n++].mn, sizeof(it[0].mn), "%s", in.mnemonic);
		} else {
			if (!is16(&in))
				continue;
			for (unsigned int k = 0; k < sizeof(fconst) / sizeof(*fconst); k++)
				if (build(&in, 0, fconst[k], &it[n].e))
					snprintf(it[n++].mn, sizeof(it[0].mn), "%s", in.mnemonic);
		}
	}
	return n;
}

static void run(const char *targets, int opsel)
{
	struct item *it = calloc(MAXI, sizeof(*it));
	char tl[256], *s, *save = NULL;

	if (!it)
		return;
	snprintf(tl, sizeof(tl), "%s", targets);
	for (s = strtok_r(tl, ",", &save); s; s = strtok_r(NULL, ",", &save)) {
		struct tally t;
		unsigned int n = gen(s, opsel, it);

		memset(&t, 0, sizeof(t));
		compare(s, it, n, &t);
		printf("# %s %s: %u encodings, llvm-mc-22 prints %u (%u re-encode as given; we refuse %u others)\n", s,
		       opsel ? "op_sel" : "inline-float", t.n, t.llvm_text, t.stable, t.refused);
		CHECK(n > 0 && t.llvm_text > n / 4, "%s", t_fmt("%s: %u of %u %s encodings decoded by llvm-mc-22", s,
		      t.llvm_text, n, opsel ? "op_sel" : "inline-float"));
		CHECK(t.dis_ok == t.llvm_text, "%s %s: %u/%u disassembled as llvm-mc-22", s,
		      opsel ? "op_sel" : "inline-float", t.dis_ok, t.llvm_text);
		CHECK(t.asm_ok == t.asm_n, "%s %s: %u/%u of llvm's texts assembled to llvm's bytes", s,
		      opsel ? "op_sel" : "inline-float", t.asm_ok, t.asm_n);
	}
	free(it);
}

/* Hand-written lines: llvm-mc-22 and gfxshim give the same bytes, or both refuse the line. */
static const char *const lines[] = {
	"gfx1100,gfx1201,gfx942", "v_pk_fmac_f16 v8, 0.5, v4", "v_pk_fmac_f16 v8, 1.0, v4", "v_pk_fmac_f16 v8, 1.5, v4",
	"v_pk_fmac_f16 v8, 0.15915494, v4", "v_pk_fmac_f16 v8, 0x38003800, v4", "v_pk_fmac_f16 v8, 0x3800, v4",
	"v_pk_fmac_f16 v8, 0x3118, v4", "v_pk_fmac_f16 v8, 0x3f000000, v4", "v_pk_fmac_f16 v8, 0xffffffff, v4",
	"v_pk_fmac_f16 v8, -1, v4", "v_pk_fmac_f16 v8, 0xffff, v4", NULL,
	"gfx1100", "v_cvt_i32_i16_e64 v8, 0x3800", "v_cvt_i32_i16_e64 v8, 0.5", "v_cvt_f16_i16_e64 v8.l, 0x3c00",
	"v_add_nc_u16 v8.l, 0x3118, v4.l", "v_add_nc_u16 v8.l, 0.15915494, v4.l", "v_mad_u32_u16 v8, 0xc000, v4.l, v6",
	"v_fmac_f16_e64 v8.h, v2.h, v4.l", "v_pack_b32_f16 v167, -v246.l, v219.l clamp",
	"v_pack_b32_f16 v1, -|v2.h|, |v3.l|", NULL,
	"gfx1201", "v_cvt_i32_i16_e64 v8, 0x3800", "v_cvt_i32_i16_e64 v8, 0.5", "v_add_nc_u16 v8, 0x4400, v4",
	"v_add_nc_u16 v8, 4.0, v4", NULL,
	"gfx950", "v_cvt_scalef32_sr_fp8_f32 v8, v2, v4, v6 op_sel:[0,0,1,1]",
	"v_cvt_scalef32_sr_fp8_f32 v8, v2, v4, v6 op_sel:[0,0,0,1]", "v_cvt_scalef32_sr_pk_fp4_f16 v8, v2, v4, v6 op_sel:[0,0,1]",
	"v_cvt_scalef32_sr_bf8_bf16 v8, v2, v4, v6 op_sel:[1,1,1,1]", "v_cvt_scalef32_pk_fp4_f16 v8, v2, v4 op_sel:[1,0,0,1]",
	"v_cvt_scalef32_pk_fp4_f16 v8, v2, v4 op_sel:[1,0,1]", "v_cvt_scalef32_pk_fp4_bf16 v8, v2, v4 op_sel:[0,1]",
	"v_cvt_sr_fp8_f32 v8, v2, v4 op_sel:[0,0,1,1]", "v_cvt_sr_bf8_f32 v8, v2, v4 op_sel:[1,0,0]",
	"v_cvt_sr_fp8_f32 v8, v2, v4 op_sel:[0,0,1]", NULL,
	/* gfx1250 lit64: VOP3 takes lit64(x) for x < 2^32 only */
	"gfx1250", "v_fma_f64 v[2:3], v[4:5], lit64(0x12345678), v[6:7]", "v_fma_f64 v[2:3], v[4:5], v[6:7], lit64(0x5)",
	"v_cvt_f32_f64_e64 v2, lit64(0x12345678)", "v_add_f64_e64 v[2:3], lit64(0x12345678), v[4:5]",
	"v_cmp_eq_u64_e64 s4, lit64(0x1234), v[4:5]", "v_add_nc_u64_e64 v[2:3], lit64(0x1234), v[4:5]",
	"v_fma_f64 v[2:3], 0x123456789abcdef0, v[4:5], v[6:7]", "v_fma_f64 v[2:3], lit64(0x123456789abcdef0), v[4:5], v[6:7]",
	"v_add_nc_u64_e64 v[2:3], 0x123456789abcdef0, v[4:5]", "v_ceil_f64 v[2:3], lit64(0x4009000000000000)",
	"v_ceil_f64 v[2:3], 0x4009000000000000", "v_mov_b64 v[2:3], 0x100000000", "s_mov_b64 s[2:3], lit64(0x5)",
	"s_add_nc_u64 s[2:3], s[4:5], 0x123456789abcdef0", "v_cvt_f32_f64_e32 v2, 0x123456789abcdef0", NULL,
	NULL,
};

static void check_lines(void)
{
	for (unsigned int i = 0; lines[i]; i++) {
		char tl[64], *s, *save = NULL;
		unsigned int first = i + 1;

		for (i = first; lines[i]; i++)
			;
		snprintf(tl, sizeof(tl), "%s", lines[first - 1]);
		for (s = strtok_r(tl, ",", &save); s; s = strtok_r(NULL, ",", &save)) {
			const struct gs_target *t = gs_target_find(s);
			int w64 = !strncmp(s, "gfx9", 4);

			for (unsigned int k = first; t && lines[k]; k++) {
				struct enc le, oe;
				char diag[512] = "", hx[128], ohx[128];
				int lok = lo_llvm_asm(s, w64, lines[k], &le), ook = lo_asm(t, w64, lines[k], &oe, diag, sizeof(diag));

				lo_hex(&le, hx, sizeof(hx));
				lo_hex(&oe, ohx, sizeof(ohx));
				CHECK(lok == ook && (!lok || (le.n == oe.n && !memcmp(le.b, oe.b, le.n))),
				      "%s", t_fmt("%s '%s': llvm-mc-22 %s [%s], gfxshim %s [%s] %.100s", s, lines[k],
						  lok ? "takes" : "refuses", hx, ook ? "takes" : "refuses", ohx, ook ? "" : diag));
				if (lok) {
					/* llvm's text for the bytes, where it assembles back to them
					 * (not: v_ceil_f64 lit64(0x4009000000000000) prints 0x40090000) */
					char want[256], got[256] = "";
					struct enc re;

					lo_llvm_disasm(s, w64, &le, want, sizeof(want));
					lo_disasm(t, w64, &le, got, sizeof(got));
					if (lo_llvm_asm(s, w64, want, &re) && re.n == le.n && !memcmp(re.b, le.b, le.n))
						CHECK_STR(got, want, "%s: [%s] disassembled as llvm-mc-22", s, hx);
				}
			}
		}
	}
}

int main(void)
{
	const char *tg = getenv("TOPSEL_TARGETS");

	if (!lo_setup())
		return 0;
	for (unsigned int i = 0; i < gs_isa_target_count(); i++)
		if (!strncmp(gs_isa_target_name(i), "gfx9", 4))
			gfx9_mask |= 1u << i;
	check_lines();
	run(tg ? tg : "gfx1100,gfx950", 1);
	run(tg ? tg : "gfx1100,gfx1201", 0);
	lo_cleanup();
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
