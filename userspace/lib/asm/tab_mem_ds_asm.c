// SPDX-License-Identifier: MIT
/*
 * DS (LDS/GDS) instructions of the table-driven layer: operands from the
 * row, offset:N or offset0:/offset1: for the two-address forms, gds
 * (gfx11), AGPR data through the acc bit (gfx9), ds_swizzle_b32's
 * offset:swizzle(...) as llvm prints it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab_mem.h"

/* -------------------------------------------------------- assembly */

static int swizzle_parse(struct gsi_tab_asm *a, const struct mem_modtok *t, uint32_t *imm)
{
	unsigned int x[5] = { 0 }, n = 0;
	char mode[16] = "", str[8] = "";
	const char *p = t->val + 8;

	if (!strncmp(t->val, "swizzle(", 8)) {
		size_t k = 0;

		while (*p && *p != ',' && *p != ')' && k < sizeof(mode) - 1)
			mode[k++] = *p++;
		mode[k] = 0;
		while (*p == ',') {
			p++;
			while (*p == ' ')
				p++;
			if (*p == '"') {
				k = 0;
				p++;
				while (*p && *p != '"' && k < sizeof(str) - 1)
					str[k++] = *p++;
				str[k] = 0;
				if (*p == '"')
					p++;
			} else if (n < 5) {
				x[n++] = (unsigned int)strtoul(p, (char **)&p, 0);
			}
			while (*p == ' ')
				p++;
		}
		if (gsi_streq(mode, "QUAD_PERM") && n == 4 && x[0] < 4 && x[1] < 4 && x[2] < 4 && x[3] < 4) {
			*imm = 0x8000 | x[0] | x[1] << 2 | x[2] << 4 | x[3] << 6;
			return 1;
		}
		if (gsi_streq(mode, "SWAP") && n == 1 && gsi_mem_pow2(x[0]) && x[0] <= 16) {
			*imm = 31 | x[0] << 10;
			return 1;
		}
		if (gsi_streq(mode, "REVERSE") && n == 1 && gsi_mem_pow2(x[0]) && x[0] >= 2 && x[0] <= 32) {
			*imm = 31 | (x[0] - 1) << 10;
			return 1;
		}
		if (gsi_streq(mode, "BROADCAST") && n == 2 && gsi_mem_pow2(x[0]) && x[0] >= 2 && x[0] <= 32 &&
		    x[1] < x[0]) {
			*imm = (32 - x[0]) | x[1] << 5;
			return 1;
		}
		if (gsi_streq(mode, "FFT") && n == 1 && x[0] < 32) {
			*imm = 0xe000 | x[0];
			return 1;
		}
		if (gsi_streq(mode, "ROTATE") && n == 2 && x[0] < 2 && x[1] < 32) {
			*imm = 0xc000 | x[0] << 10 | x[1] << 5;
			return 1;
		}
		if (gsi_streq(mode, "BITMASK_PERM") && strlen(str) == 5) {
			unsigned int am = 0, om = 0, xm = 0;

			for (unsigned int i = 0; i < 5; i++) {
				unsigned int bit = 16u >> i;

				switch (str[i]) {
				case '0': break;
				case '1': om |= bit; break;
				case 'p': am |= bit; break;
				case 'i': am |= bit; xm |= bit; break;
				default: goto bad;
				}
			}
			*imm = am | om << 5 | xm << 10;
			return 1;
		}
		goto bad;
	} else {
		int64_t v;

		if (gsi_asm_parse_int(t->val, &v) && v >= 0 && v <= 0xffff) {
			*imm = (uint32_t)v;
			return 1;
		}
	}
bad:
	gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX,
		      "invalid swizzle '%s', expected swizzle(QUAD_PERM|BITMASK_PERM|SWAP|REVERSE|BROADCAST|FFT|ROTATE,...) or a 16-bit number",
		      t->val);
	return 0;
}

int gsi_mem_asm_ds(struct gsi_tab_asm *a, const struct gs_isa_inst *row)
{
	const struct gsi_tab_ctx *c = a->ctx;
	const struct gsi_tab_fmt *f = gsi_tab_format(c->layout, "DS");
	struct mem_line ml;
	struct mem_view v;
	struct mem_mod mods[4];
	uint32_t w[2] = { 0, 0 };
	int acc = -1;

	if (!f || !gsi_mem_split(a, &ml, 0) || !gsi_mem_count(a, &ml, row->nops, row->nops))
		return 0;
	gsi_mem_view(&v, c, row);
	gsi_tab_put(w, f->pre[0].dw, f->pre[0].lo, f->pre[0].width, f->pre[0].val);
	gsi_tab_put(w, f->op_dw, f->op_lo, f->op_width, row->opcode);
	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o = { 0 };  /* (a row the tables hold: always filled) */
		const char *fld;
		unsigned int n;
		int agpr = 0;

		gsi_isa_operand(row, i, &o);  /* (inline: per operand) */
		fld = gsi_mem_ds_field(&v, &o);
		if (ml.op[i].nlist) {
			gsi_asm_error(a->st, ml.op[i].o.col, GS_ERR_SYNTAX, "unexpected register list, expected a VGPR");
			return 0;
		}
		if (!gsi_mem_want_vreg(a, &ml.op[i].o, o.width ? o.width : 1,
				       c->layout == GSI_LAYOUT_GFX9 && !gsi_streq(fld, "addr"), &n, &agpr))
			return 0;
		if (!gsi_streq(fld, "addr")) {
			if (acc >= 0 && acc != agpr) {
				gsi_asm_error(a->st, ml.op[i].o.col, GS_ERR_SYNTAX,
					      "invalid operand '%s', expected %s like the other data operands",
					      ml.op[i].o.text, acc ? "AGPRs" : "VGPRs");
				return 0;
			}
			acc = agpr;
		}
		gsi_tab_put(w, 1, gsi_mem_ds_pos(fld), 8, n);
	}
	if (acc > 0)
		gsi_tab_put(w, 0, 25, 1, 1);
	gsi_mem_ds_mods(c, v.name, mods);
	if (gsi_mem_is_swizzle(v.name)) {
		uint32_t imm = 0;
		unsigned int k = 0;

		/* the swizzle offset is taken here, the rest compacted in place (the
		 * line holds 34 KiB of register lists: a copy was the top cost) */
		for (unsigned int i = 0; i < ml.nm; i++) {
			if (gsi_streq(ml.m[i].key, "offset") && ml.m[i].has_val) {
				if (!swizzle_parse(a, &ml.m[i], &imm))
					return 0;
				gsi_tab_put(w, 0, 0, 16, imm);
			} else if (k++ != i) {
				ml.m[k - 1] = ml.m[i];
			}
		}
		ml.nm = k;
	}
	if (!gsi_mem_asm_mods(a, &v, mods, &ml, w))
		return 0;
	if (gsi_mem_ds_gds_only(c, v.name) && !(w[0] >> 17 & 1)) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_SYNTAX, "%s runs on GDS only, expected gds after the operands",
			      a->mnem);
		return 0;
	}
	gsi_mem_store(a, w, 2);
	return 1;
}
