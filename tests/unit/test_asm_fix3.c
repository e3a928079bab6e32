// SPDX-License-Identifier: MIT
/*
 * Assembler and disassembler behaviours compared with llvm-mc-22 live:
 * odd-register data tuples of the 96-bit transpose loads (gfx950, gfx1250),
 * gfx1250's v_mad_u64_u32/v_mad_i64_i32 aliases, lit()/lit64() spellings on
 * gfx11/gfx12 64-bit VALU sources, SWMMAC index_key per wave size, and VOPC
 * lines short of operands (implicit vcc, error columns).  Each line passes
 * when gfxshim gives llvm's bytes, or refuses it at llvm's column.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

/* llvm-mc-22's answer for a line: bytes in e (1), or the error column in *col (0). */
static int llvm_line(const char *tname, int wave64, const char *line, struct enc *e, unsigned int *col)
{
	char src[600], *out, *p;
	int st;

	snprintf(src, sizeof(src), "%s\n", line);
	out = lo_run_st(tname, wave64, 0, src, 1, &st);
	*col = 0;
	e->n = 0;
	if (!out)
		return -1;
	p = strstr(out, "<stdin>:1:");
	if (p && strstr(p, "error"))
		*col = (unsigned int)strtoul(p + 10, NULL, 10);
	else
		lo_parse_enc(out, e);
	free(out);
	return *col == 0 && e->n;
}

/* The column of a "<stdin>:1:COL: ..." diagnostic. */
static unsigned int diag_col(const char *d)
{
	const char *p = strstr(d, ":1:");

	return p ? (unsigned int)strtoul(p + 3, NULL, 10) : 0;
}

/* One line: gfxshim accepts it with llvm's bytes, or refuses it at llvm's column. */
static void same(const char *tname, int wave64, const char *line)
{
	const struct gs_target *t = gs_target_find(tname);
	struct enc le, ge;
	unsigned int lcol;
	char diag[512], lh[128], gh[128];
	int lok, gok;

	if (!t) {
		CHECK(0, "%s: unknown target", tname);
		return;
	}
	lok = llvm_line(tname, wave64, line, &le, &lcol);
	gok = lo_asm(t, wave64, line, &ge, diag, sizeof(diag));
	if (lok < 0) {
		CHECK(0, "%s: llvm-mc-22 did not run on '%s'", tname, line);
		return;
	}
	if (lok) {
		lo_hex(&le, lh, sizeof(lh));
		lo_hex(&ge, gh, sizeof(gh));
		if (!CHECK(gok && !strcmp(lh, gh), "%s%s: '%s' assembles as llvm's [%s]", tname,
			   wave64 ? " wave64" : "", line, lh))
			printf("#   gfxshim: %s\n", gok ? gh : diag);
	} else if (!CHECK(!gok && diag_col(diag) == lcol, "%s%s: '%s' refused at llvm's column %u", tname,
			  wave64 ? " wave64" : "", line, lcol)) {
		if (gok) {
			lo_hex(&ge, gh, sizeof(gh));
			printf("#   gfxshim: [%s]\n", gh);
		} else {
			printf("#   gfxshim: %s\n", diag);
		}
	}
}

/* 1: the 96-bit transpose loads take any start register; other tuples start even. */
static void odd_tuples(void)
{
	static const char *const g950[] = {
		"ds_read_b96_tr_b6 v[1:3], v0", "ds_read_b96_tr_b6 v[3:5], v1 offset:64",
		"ds_read_b96_tr_b6 a[1:3], v0", "ds_read_b96_tr_b6 v[0:2], v0",
		"ds_read_b96 v[1:3], v0", "ds_write_b96 v0, v[1:3]", "global_load_dwordx3 v[1:3], v[4:5], off",
		"buffer_load_dwordx3 v[1:3], off, s[0:3], 0", "flat_load_dwordx3 v[1:3], v[4:5]",
		"scratch_load_dwordx3 v[1:3], off, s0", "ds_read_b64_tr_b8 v[1:2], v0",
		"ds_read_b64_tr_b16 v[1:2], v0", "ds_read_b64_tr_b4 v[1:2], v0",
	};
	static const char *const g1250[] = {
		"ds_load_tr6_b96 v[1:3], v0", "ds_load_tr6_b96 v[5:7], v0 offset:16",
		"global_load_tr6_b96 v[1:3], v0, s[0:1]", "global_load_tr6_b96 v[1:3], v[4:5], off",
		"global_load_tr6_b96 v[1:3], v[5:6], off", "ds_load_b96 v[1:3], v0",
		"global_load_b96 v[1:3], v[4:5], off", "ds_load_tr4_b64 v[1:2], v0",
		"global_load_tr4_b64 v[1:2], v0, s[0:1]", "scratch_load_b96 v[1:3], off, s0",
	};

	for (size_t i = 0; i < sizeof(g950) / sizeof(*g950); i++)
		same("gfx950", 0, g950[i]);
	for (size_t i = 0; i < sizeof(g1250) / sizeof(*g1250); i++)
		same("gfx1250", 0, g1250[i]);
}

/* 2: gfx1250 takes gfx11's v_mad_u64_u32/v_mad_i64_i32 names. */
static void mad64(void)
{
	static const char *const lines[] = {
		"v_mad_u64_u32 v[0:1], s0, v1, v2, v[4:5]", "v_mad_i64_i32 v[0:1], s0, v1, v2, v[4:5]",
		"v_mad_u64_u32 v[2:3], vcc_lo, v1, v2, 0 clamp", "v_mad_i64_i32 v[4:5], null, s1, v2, v[6:7]",
		"v_mad_u64_u32 v[0:1], s0, v1, v2, v[3:4]", "v_mad_u64_u32 v[1:2], s0, v1, v2, v[4:5]",
		"v_mad_co_u64_u32 v[0:1], s0, v1, v2, v[4:5]",
	};

	for (size_t i = 0; i < sizeof(lines) / sizeof(*lines); i++)
		same("gfx1250", 0, lines[i]);
}

/* 3: lit()/lit64() on 64-bit VOP3/VOP2 sources (and their 32-bit ones). */
static void lits(void)
{
	static const char *const forms[] = {
		"v_add_f64 v[0:1], %s, v[2:3]", "v_add_f64 v[0:1], v[2:3], %s", "v_mul_f64 v[0:1], %s, v[2:3]",
		"v_fma_f64 v[0:1], v[2:3], %s, v[4:5]", "v_max_f64 v[0:1], %s, v[2:3]",
		"v_ldexp_f64 v[0:1], %s, v2", "v_ldexp_f64 v[0:1], v[2:3], %s", "v_ashrrev_i64 v[0:1], v0, %s",
		"v_ashrrev_i64 v[0:1], %s, v[2:3]", "v_lshlrev_b64 v[0:1], v0, %s", "v_lshrrev_b64 v[0:1], v0, %s",
		"v_trig_preop_f64 v[0:1], %s, v2", "v_div_fixup_f64 v[0:1], v[2:3], v[4:5], %s",
		"v_mad_u64_u32 v[0:1], s0, v1, v2, %s", "v_cmp_lt_f64_e64 s0, %s, v[2:3]",
		"v_cmp_eq_u64_e64 s0, v[2:3], %s", "v_fract_f64 v[0:1], %s", "v_sqrt_f64_e64 v[0:1], %s",
		"v_cvt_f32_f64 v0, %s", "v_add_nc_u32_e64 v0, v1, %s", "v_add_f32_e64 v0, v1, %s",
	};
	/* (the values inside lit() fit 32 bits: llvm's column for a wider one
	 * and for -lit()/|lit()| is not modelled, see the report) */
	static const char *const spell[] = {
		"lit(0x40090000)", "lit64(0x40090000)", "lit(1.0)", "lit64(1.0)", "0x40090000", "lit(-1)",
		"lit64(-1)", "lit(0.5)", "lit64(2)", "lit64(0x80000000)", "lit( 1.5 )",
	};
	static const char *const tn[] = { "gfx1100", "gfx1201" };
	char line[200];

	for (size_t k = 0; k < 2; k++)
		for (size_t f = 0; f < sizeof(forms) / sizeof(*forms); f++)
			for (size_t s = 0; s < sizeof(spell) / sizeof(*spell); s++) {
				snprintf(line, sizeof(line), forms[f], spell[s]);
				same(tn[k], 0, line);
			}
}

/* 4: SWMMAC index_key in the disassembler, wave32 and wave64. */
static void swmmac_keys(void)
{
	const struct gs_target *t = gs_target_find("gfx1201");

	for (int w = 0; w < 2; w++)
		for (unsigned int opc = 0x50; opc <= 0x5a; opc++)
			for (unsigned int k = 0; k < 8; k++) {
				struct enc e = { { 0x00, (uint8_t)(0x40 | k << 3), (uint8_t)opc, 0xcc, 0x08, 0x19, 0x52,
						   0x1c }, 8 };
				char lt[256], gt[256];
				unsigned int n;

				lo_llvm_disasm("gfx1201", w, &e, lt, sizeof(lt));
				n = lo_disasm(t, w, &e, gt, sizeof(gt));
				if (strncmp(lt, "v_swmmac_", 9)) {
					/* llvm abandons the word (and decodes the next one on its own) */
					CHECK(!n || strncmp(gt, "v_swmmac_", 9), "wave%d opcode %#x index bits %u: refused as llvm does",
					      w ? 64 : 32, opc, k);
					continue;
				}
				if (!CHECK(n == 8 && !strcmp(lt, gt), "wave%d opcode %#x index bits %u: '%s'", w ? 64 : 32, opc,
					   k, lt))
					printf("#   gfxshim: '%s'\n", gt);
			}
}

/* 5: VOPC compares short of operands: the implicit vcc form and llvm's columns. */
static void vopc_short(void)
{
	static const char *const lines[] = {
		"v_cmp_lt_f64", "v_cmp_lt_f64 v[0:1]", "v_cmp_lt_f64 v[0:1], v[2:3]", "v_cmp_lt_f64_e32 v[0:1], v[2:3]",
		"v_cmp_lt_f64_e64 v[0:1], v[2:3]", "v_cmp_eq_u64 v[0:1]", "v_cmp_eq_u64 s[0:1], v[2:3]",
		"v_cmp_lt_f64 1.0, v[2:3]", "v_cmp_lt_f64 v[0:1], 1.0", "v_cmp_class_f64 v[0:1], v2",
		"v_cmp_lt_f64 vcc_lo, v[0:1]", "v_cmp_lt_f64 vcc, v[0:1]", "v_cmp_lt_f64 vcc_lo, v[0:1],",
		"v_cmp_lt_f64_e64 s0, v[0:1]", "v_cmp_lt_f64_e64 s[0:1], v[0:1]", "v_cmp_lt_f64 vcc_lo",
		"v_cmpx_lt_f64 v[0:1]", "v_cmpx_lt_f64 v[0:1], v[2:3]", "v_cmp_lt_f64 s0, v[0:1]",
		"v_cmp_lt_f32 v0, v1", "v_cmp_lt_f32 v0, v1 clamp", "v_cmp_ne_u64 0x1234, v[0:1]",
	};
	static const struct {
		const char *t;
		int w64;
	} tg[] = { { "gfx1100", 0 }, { "gfx1201", 0 }, { "gfx1201", 1 }, { "gfx942", 0 }, { "gfx1250", 0 } };

	for (size_t k = 0; k < sizeof(tg) / sizeof(*tg); k++)
		for (size_t i = 0; i < sizeof(lines) / sizeof(*lines); i++)
			same(tg[k].t, tg[k].w64, lines[i]);
}

int main(void)
{
	(void)t_fmt;
	if (!lo_setup())
		return 0;
	odd_tuples();
	mad64();
	lits();
	swmmac_keys();
	vopc_short();
	lo_cleanup();
	return t_done();
}
