// SPDX-License-Identifier: MIT
/*
 * Table-driven assembly of the mem classes (see asm/tab.h): the entry point
 * and the operand checks the class groups share.  The modifier parser is in
 * tab_mem_mods_asm.c, the line splitter in tab_mem_split.c; the class groups
 * in tab_mem_ds_asm.c, tab_mem_flat_asm.c, tab_mem_buf_asm.c,
 * tab_mem_img_asm.c, tab_mem_exp_asm.c (isa/tab_mem*.c print them).
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab_mem.h"
#include "isa/tab_valu.h"

/* ------------------------------------------------------------ operands */

int gsi_mem_count(struct gsi_tab_asm *a, const struct mem_line *ml, unsigned int lo, unsigned int hi)
{
	if (ml->n >= lo && ml->n <= hi)
		return 1;
	if (ml->n > hi)
		gsi_asm_error(a->st, ml->op[hi].o.col, GS_ERR_SYNTAX,
			      "too many operands for %s, expected %u", a->mnem, hi);
	else
		gsi_asm_error(a->st, ml->n ? ml->op[ml->n - 1].o.col : a->mcol, GS_ERR_SYNTAX,
			      "missing operand for %s, expected %u operands", a->mnem, lo);
	return 0;
}

static void want_desc(char *b, size_t size, const char *k, unsigned int width)
{
	if (width <= 1)
		snprintf(b, size, "a %s", k);
	else
		snprintf(b, size, "%u consecutive %ss (%s[N:N+%u])", width, k, k[0] == 'V' ? "v" : "s", width - 1);
}

/* The 96-bit transpose loads (gfx950 ds_read_b96_tr_b6, gfx1250
 * ds_load_tr6_b96 and global_load_tr6_b96) take their data tuple at any
 * register where other tuples must start even: LLVM gives them an unaligned
 * register class (PR #125169, the CDNA4 guide). */
static int odd_tuple_ok(const struct gsi_tab_asm *a, unsigned int width)
{
	return width == 3 && (strstr(a->mnem, "_b96_tr_b6") || strstr(a->mnem, "_tr6_b96"));
}

int gsi_mem_want_vreg(struct gsi_tab_asm *a, const struct opnd *o, unsigned int width, int agpr_ok,
		      unsigned int *n, int *agpr)
{
	char b[96];

	if (o->kind == OPND_REG && o->vgpr && o->code >= 256 && (o->nregs ? o->nregs : 1) == width &&
	    (!o->agpr || agpr_ok) && width >= 2 && (o->code & 1) && gsi_valu_aligned(a->ctx) &&
	    !odd_tuple_ok(a, width)) {
		/* gfx90a+ and gfx1250: register tuples start at an even register */
		gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX, "invalid operand '%s' for %s on %s, expected an even-aligned %s tuple",
			      o->text, a->mnem, a->ctx->tname, o->agpr ? "AGPR" : "VGPR");
		return 0;
	}
	if (o->kind == OPND_REG && o->vgpr && o->code >= 256 && (o->nregs ? o->nregs : 1) == width &&
	    (!o->agpr || agpr_ok)) {
		*n = o->code - 256;
		if (agpr)
			*agpr = o->agpr;
		return 1;
	}
	want_desc(b, sizeof(b), agpr_ok ? "VGPR or AGPR" : "VGPR", width);
	if (o->kind == OPND_REG && o->agpr && !agpr_ok)
		gsi_asm_error(a->st, o->col, GS_ERR_UNSUPPORTED, "invalid operand '%s' for %s on %s, expected %s",
			      o->text, a->mnem, a->ctx->tname, b);
	else
		gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX, "invalid operand '%s' for %s, expected %s",
			      o->text, a->mnem, b);
	return 0;
}

int gsi_mem_want_sreg(struct gsi_tab_asm *a, const struct opnd *o, unsigned int width,
		      unsigned int *code)
{
	char b[96];
	int c = o->kind == OPND_REG && !o->vgpr ? gsi_tab_src_code(a->ctx, o) : -1;

	if (o->kind == OPND_SYM && a->ctx->layout == GSI_LAYOUT_GFX9 && width == 2) {
		/* gfx9 pairs the operand parser leaves as symbols */
		if (gsi_streq(o->sym, "flat_scratch") || gsi_streq(o->sym, "xnack_mask")) {
			*code = o->sym[0] == 'f' ? 102 : 104;
			return 1;
		}
	}

	unsigned int nc, nw;

	/* a named register of the layout below the constants (flat_scratch_lo,
	 * xnack_mask on gfx9, ...) as llvm-mc-22 takes it */
	if (o->kind == OPND_SYM && gsi_tab_named_src(a->ctx, o->sym, &nc, &nw) && nc < 128 && nw == width) {
		*code = nc;
		return 1;
	}
	if (c >= 0 && (o->nregs ? o->nregs : 1) == width && (c < 106 || (c >= 108 && c <= 123) ||
							  (width == 1 && c < 128) ||
							  (width == 2 && c == 106))) {  /* vcc; exec: llvm-mc-22 takes none */
		*code = (unsigned int)c;
		return 1;
	}
	want_desc(b, sizeof(b), "SGPR", width);
	gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX, "invalid operand '%s' for %s, expected %s",
		      o->text, a->mnem, b);
	return 0;
}

int gsi_mem_want_ssrc(struct gsi_tab_asm *a, const struct opnd *o, unsigned int *code)
{
	int c = -1;

	if (o->kind == OPND_REG && !o->vgpr && (o->nregs ? o->nregs : 1) == 1)
		c = gsi_tab_src_code(a->ctx, o);
	else if (o->kind == OPND_INT && o->ival >= 0 && o->ival <= 64)
		c = 128 + (int)o->ival;
	else if (o->kind == OPND_INT && o->ival >= -16 && o->ival < 0)
		c = 192 - (int)o->ival;
	else if (o->kind == OPND_FLOAT) {
		/* inline floats 240..248 (0.5, -0.5, 1.0, ... -4.0, 1/(2*pi)) */
		static const double fl[9] = { 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0, 0.15915494 };

		for (int i = 0; i < 9; i++)
			if (o->fval == fl[i] || (i == 8 && o->fval > 0.159154 && o->fval < 0.159155))
				c = 240 + i;
	}
	else if (o->kind == OPND_SYM && a->ctx->layout != GSI_LAYOUT_GFX12) {
		/* src_shared_base .. src_private_limit and src_scc (gfx9 also
		 * src_pops_exiting_wave_id, src_vccz, src_execz): llvm-mc-22
		 * takes them as soffset before gfx12 */
		unsigned int nc, width;

		if (gsi_tab_named_src(a->ctx, o->sym, &nc, &width) && width <= 1 && !o->neg && !o->abs &&
		    ((nc >= 235 && nc <= 238) || nc == 253 ||
		     (a->ctx->layout == GSI_LAYOUT_GFX9 && (nc == 239 || nc == 251 || nc == 252))))
			c = (int)nc;
	}
	if (c < 0 && o->kind == OPND_SYM && a->ctx->layout == GSI_LAYOUT_GFX9) {
		/* gfx9 names of codes 102-105, which the operand parser leaves as symbols */
		static const char *const names[] = { "flat_scratch_lo", "flat_scratch_hi",
						     "xnack_mask_lo", "xnack_mask_hi" };

		for (int i = 0; i < 4; i++)
			if (!strcmp(o->sym, names[i]))
				c = 102 + i;
	}
	if (c == 125 && a->ctx->layout == GSI_LAYOUT_GFX9)
		c = -1;  /* no null before gfx10 (gsi_tab_src_code maps it to 125) */
	if (c >= 0 && (a->ctx->layout != GSI_LAYOUT_GFX12 || c < 128)) {
		*code = (unsigned int)c;
		return 1;
	}
	gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX,
		      "invalid operand '%s' for %s, expected an SGPR, m0%s or an inline constant", o->text,
		      a->mnem, a->ctx->layout == GSI_LAYOUT_GFX9 ? "" : ", null");
	return 0;
}

void gsi_mem_store(struct gsi_tab_asm *a, const uint32_t *w, unsigned int ndw)
{
	for (unsigned int i = 0; i < ndw * 4; i++)
		a->out[i] = (uint8_t)(w[i / 4] >> (8 * (i % 4)));
	a->size = ndw * 4;
}

int gsi_tab_asm_mem(struct gsi_tab_asm *a)
{
	const char *cls;

	if (!a->nrows || a->suffix[0])
		return -1;
	cls = a->rows[0].cls;
	if (gsi_streq(cls, "DS"))
		return gsi_mem_asm_ds(a, &a->rows[0]);
	if (gsi_streq(cls, "FLAT") || gsi_streq(cls, "GLOBAL") || gsi_streq(cls, "SCRATCH"))
		return gsi_mem_asm_flat(a, &a->rows[0]);
	if (gsi_streq(cls, "MUBUF") || gsi_streq(cls, "MTBUF") || gsi_streq(cls, "VBUFFER"))
		return gsi_mem_asm_buf(a, &a->rows[0]);
	if (gsi_streq(cls, "MIMG") || gsi_streq(cls, "VIMAGE") || gsi_streq(cls, "VSAMPLE"))
		return gsi_mem_asm_img(a, &a->rows[0]);
	if (gsi_streq(cls, "EXP"))
		return gsi_mem_asm_exp(a, &a->rows[0]);
	return -1;
}
