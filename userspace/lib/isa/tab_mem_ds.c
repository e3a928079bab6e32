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

static int two_offsets(const char *n)
{
	return strstr(n, "2addr") || strstr(n, "write2") || strstr(n, "read2") || strstr(n, "xchg2");
}

static int no_offset(const char *n)
{
	return !strcmp(n, "ds_nop");
}

static int is_swizzle(const char *n)
{
	return !strcmp(n, "ds_swizzle_b32");
}

/* The modifier list of a row: offsets, then gds where the layout has it. */
static void ds_mods(const struct gsi_tab_ctx *c, const char *n, struct mem_mod *m)
{
	unsigned int i = 0;

	if (two_offsets(n)) {
		m[i++] = (struct mem_mod){ "offset0", MK_OFFU, 0, 0, 8, 0, 0 };
		m[i++] = (struct mem_mod){ "offset1", MK_OFFU, 0, 8, 8, 0, 0 };
	} else if (!no_offset(n) && !is_swizzle(n)) {
		m[i++] = (struct mem_mod){ "offset", MK_OFFU, 0, 0, 16, 0, 0 };
	}
	/* gds: gfx11 only (gfx90a+ CDNA and gfx12 have no GDS) */
	if (c->layout == GSI_LAYOUT_GFX11)
		m[i++] = (struct mem_mod){ "gds", MK_FLAG, 0, 17, 1, 0, 0 };
	m[i] = (struct mem_mod){ NULL, MK_END, 0, 0, 0, 0, 0 };
}

/* The field of operand i (rows of a few instructions name none). */
static const char *ds_field(const struct mem_view *v, const struct gs_isa_operand *o)
{
	if (o->field && o->field[0])
		return o->field;
	return v->store ? "data0" : "vdst";
}

static unsigned int ds_pos(const char *f)
{
	return !strcmp(f, "addr") ? 0 : !strcmp(f, "data0") ? 8 : !strcmp(f, "data1") ? 16 : 24;
}

/* -------------------------------------------------------- swizzle text */

static int pow2(unsigned int x)
{
	return x && !(x & (x - 1));
}

static void swizzle_text(unsigned int imm, char *b, size_t size)
{
	if ((imm & 0xff00) == 0x8000) {
		snprintf(b, size, "offset:swizzle(QUAD_PERM,%u,%u,%u,%u)", imm & 3, (imm >> 2) & 3,
			 (imm >> 4) & 3, (imm >> 6) & 3);
	} else if (!(imm & 0x8000)) {
		unsigned int and_m = imm & 31, or_m = (imm >> 5) & 31, xor_m = (imm >> 10) & 31;
		unsigned int group = 32 - and_m;

		if (and_m == 31 && !or_m && pow2(xor_m)) {
			snprintf(b, size, "offset:swizzle(SWAP,%u)", xor_m);
		} else if (and_m == 31 && !or_m && xor_m && pow2(xor_m + 1)) {
			snprintf(b, size, "offset:swizzle(REVERSE,%u)", xor_m + 1);
		} else if (group > 1 && pow2(group) && or_m < group && !xor_m && !(and_m & (group - 1))) {
			snprintf(b, size, "offset:swizzle(BROADCAST,%u,%u)", group, or_m);
		} else {
			char s[6];

			for (unsigned int i = 0; i < 5; i++) {
				unsigned int bit = 16u >> i;

				if (and_m & bit)
					s[i] = (or_m & bit) ? ((xor_m & bit) ? '0' : '1') : ((xor_m & bit) ? 'i' : 'p');
				else
					s[i] = ((or_m ^ xor_m) & bit) ? '1' : '0';
			}
			s[5] = 0;
			snprintf(b, size, "offset:swizzle(BITMASK_PERM,\"%s\")", s);
		}
	} else if ((imm & 0xe000) == 0xe000) {
		snprintf(b, size, "offset:swizzle(FFT,%u)", imm & 31);
	} else if ((imm & 0xe000) == 0xc000) {
		snprintf(b, size, "offset:swizzle(ROTATE,%u,%u)", (imm >> 10) & 1, (imm >> 5) & 31);
	} else {
		snprintf(b, size, "offset:%u", imm);
	}
}

/* -------------------------------------------------------- printing */

unsigned int gsi_mem_print_ds(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			      struct gsi_tab_line *l)
{
	struct mem_view v;
	struct mem_mod mods[4];
	int acc = c->layout == GSI_LAYOUT_GFX9 && gsi_tab_get(d->w, 0, 25, 1);
	uint32_t used = 0;

	gsi_mem_view(&v, c, &d->row);
	for (unsigned int i = 0; i < d->row.nops; i++) {
		struct gs_isa_operand o;
		const char *f;
		enum gs_isa_kind k;

		if (gs_isa_operand(&d->row, i, &o) != GS_OK)
			return 0;
		f = ds_field(&v, &o);
		k = o.kind;
		if (k != GS_ISA_K_VGPR && k != GS_ISA_K_AGPR)
			return 0;
		if (acc && strcmp(f, "addr"))
			k = GS_ISA_K_AGPR;
		used |= 0xffu << ds_pos(f);
		gsi_mem_reg(l, k, gsi_tab_get(d->w, 1, ds_pos(f), 8), o.width);
	}
	if (acc && !used)
		return 0;
	if (d->w[1] & ~used)
		return 0;  /* llvm re-encodes unused operand fields as zero */
	if (d->w[0] & ~(gsi_mem_fixed_mask(d->fmt, 0) | 0xffffu |
			(c->layout == GSI_LAYOUT_GFX9 ? 1u << 25 : c->layout == GSI_LAYOUT_GFX11 ? 1u << 17 : 0)))
		return 0;  /* gds where the target has none, reserved bits */
	ds_mods(c, v.name, mods);
	if (is_swizzle(v.name) && (d->w[0] & 0xffff)) {
		char b[64];

		swizzle_text(d->w[0] & 0xffff, b, sizeof(b));
		gsi_tab_modifier(l, b);
	} else if ((no_offset(v.name)) && (d->w[0] & 0xffff)) {
		return 0;
	}
	if (!gsi_mem_print_mods(&v, mods, d->w, l))
		return 0;
	return 8;
}

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
		if (!strcmp(mode, "QUAD_PERM") && n == 4 && x[0] < 4 && x[1] < 4 && x[2] < 4 && x[3] < 4) {
			*imm = 0x8000 | x[0] | x[1] << 2 | x[2] << 4 | x[3] << 6;
			return 1;
		}
		if (!strcmp(mode, "SWAP") && n == 1 && pow2(x[0]) && x[0] <= 16) {
			*imm = 31 | x[0] << 10;
			return 1;
		}
		if (!strcmp(mode, "REVERSE") && n == 1 && pow2(x[0]) && x[0] >= 2 && x[0] <= 32) {
			*imm = 31 | (x[0] - 1) << 10;
			return 1;
		}
		if (!strcmp(mode, "BROADCAST") && n == 2 && pow2(x[0]) && x[0] >= 2 && x[0] <= 32 &&
		    x[1] < x[0]) {
			*imm = (32 - x[0]) | x[1] << 5;
			return 1;
		}
		if (!strcmp(mode, "FFT") && n == 1 && x[0] < 32) {
			*imm = 0xe000 | x[0];
			return 1;
		}
		if (!strcmp(mode, "ROTATE") && n == 2 && x[0] < 2 && x[1] < 32) {
			*imm = 0xc000 | x[0] << 10 | x[1] << 5;
			return 1;
		}
		if (!strcmp(mode, "BITMASK_PERM") && strlen(str) == 5) {
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
		struct gs_isa_operand o;
		const char *fld;
		unsigned int n;
		int agpr = 0;

		gs_isa_operand(row, i, &o);
		fld = ds_field(&v, &o);
		if (ml.op[i].nlist) {
			gsi_asm_error(a->st, ml.op[i].o.col, GS_ERR_SYNTAX, "unexpected register list, expected a VGPR");
			return 0;
		}
		if (!gsi_mem_want_vreg(a, &ml.op[i].o, o.width ? o.width : 1,
				       c->layout == GSI_LAYOUT_GFX9 && strcmp(fld, "addr"), &n, &agpr))
			return 0;
		if (strcmp(fld, "addr")) {
			if (acc >= 0 && acc != agpr) {
				gsi_asm_error(a->st, ml.op[i].o.col, GS_ERR_SYNTAX,
					      "invalid operand '%s', expected %s like the other data operands",
					      ml.op[i].o.text, acc ? "AGPRs" : "VGPRs");
				return 0;
			}
			acc = agpr;
		}
		gsi_tab_put(w, 1, ds_pos(fld), 8, n);
	}
	if (acc > 0)
		gsi_tab_put(w, 0, 25, 1, 1);
	ds_mods(c, v.name, mods);
	if (is_swizzle(v.name)) {
		struct mem_line rest = ml;
		uint32_t imm = 0;

		rest.nm = 0;
		for (unsigned int i = 0; i < ml.nm; i++) {
			if (!strcmp(ml.m[i].key, "offset") && ml.m[i].has_val) {
				if (!swizzle_parse(a, &ml.m[i], &imm))
					return 0;
				gsi_tab_put(w, 0, 0, 16, imm);
			} else {
				rest.m[rest.nm++] = ml.m[i];
			}
		}
		ml = rest;
	}
	if (!gsi_mem_asm_mods(a, &v, mods, &ml, w))
		return 0;
	gsi_mem_store(a, w, 2);
	return 1;
}
