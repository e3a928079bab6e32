// SPDX-License-Identifier: MIT
/*
 * Exports (EXP; "exp" on gfx11, "export" on gfx12) of the table-driven
 * layer: the target (mrt0-7, mrtz, pos0-4, prim, dual_src_blend0/1), four
 * sources that are VGPRs or off by the en mask, done and row_en.
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab_mem.h"

static int target_name(unsigned int t, char *b, size_t size)
{
	if (t <= 7)
		return snprintf(b, size, "mrt%u", t);
	if (t == 8)
		return snprintf(b, size, "mrtz");
	if (t >= 12 && t <= 16)
		return snprintf(b, size, "pos%u", t - 12);
	if (t == 20)
		return snprintf(b, size, "prim");
	if (t == 21 || t == 22)
		return snprintf(b, size, "dual_src_blend%u", t - 21);
	return 0;
}

static const struct mem_mod exp_mods[] = {
	{ "done", MK_FLAG, 0, 11, 1, 0, 0 },
	{ "row_en", MK_FLAG, 0, 13, 1, 0, 0 },
	{ NULL, MK_END, 0, 0, 0, 0, 0 },
};

unsigned int gsi_mem_print_exp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       struct gsi_tab_line *l)
{
	struct mem_view v;
	char b[32];
	unsigned int en = d->w[0] & 15;

	if (c->layout == GSI_LAYOUT_GFX9)
		return 0;
	if (d->w[0] & 0x03ffd400u)
		return 0;  /* bits llvm drops */
	if (!target_name((d->w[0] >> 4) & 63, b, sizeof(b)))
		return 0;
	gsi_tab_text(l, " ");
	gsi_tab_text(l, b);
	for (unsigned int i = 0; i < 4; i++) {
		unsigned int r = (d->w[1] >> (8 * i)) & 255;

		if (en & (1u << i)) {
			gsi_tab_reg_text(GS_ISA_K_VGPR, r, 1, b, sizeof(b));
		} else {
			if (r)
				return 0;
			snprintf(b, sizeof(b), "off");
		}
		gsi_tab_text(l, i ? ", " : " ");
		gsi_tab_text(l, b);
	}
	gsi_mem_view(&v, c, &d->row);
	if (!gsi_mem_print_mods(&v, exp_mods, d->w, l))
		return 0;
	return 8;
}

int gsi_mem_asm_exp(struct gsi_tab_asm *a, const struct gs_isa_inst *row)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(a->ctx->layout, "EXP");
	struct mem_line ml;
	struct mem_view v;
	uint32_t w[2] = { 0, 0 };
	unsigned int t;
	char b[32];

	if (!f || !gsi_mem_split(a, &ml, 1) || !gsi_mem_count(a, &ml, 5, 5))
		return 0;
	for (t = 0; t < 64; t++)
		if (target_name(t, b, sizeof(b)) && !strcmp(b, ml.op[0].o.text))
			break;
	if (t == 64) {
		gsi_asm_error(a->st, ml.op[0].o.col, GS_ERR_SYNTAX,
			      "invalid export target '%s', expected mrt0-7, mrtz, pos0-4, prim or dual_src_blend0/1",
			      ml.op[0].o.text);
		return 0;
	}
	gsi_tab_put(w, f->pre[0].dw, f->pre[0].lo, f->pre[0].width, f->pre[0].val);
	gsi_tab_put(w, 0, 4, 6, t);
	for (unsigned int i = 0; i < 4; i++) {
		const struct opnd *o = &ml.op[i + 1].o;
		unsigned int n;

		if (o->kind == OPND_OFF)
			continue;
		if (ml.op[i + 1].nlist || !gsi_mem_want_vreg(a, o, 1, 0, &n, NULL))
			return 0;
		w[0] |= 1u << i;
		w[1] |= n << (8 * i);
	}
	gsi_mem_view(&v, a->ctx, row);
	if (!gsi_mem_asm_mods(a, &v, exp_mods, &ml, w))
		return 0;
	gsi_mem_store(a, w, 2);
	return 1;
}
