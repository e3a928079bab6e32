// SPDX-License-Identifier: MIT
/*
 * Exports (EXP; "exp" on gfx11, "export" on gfx12) of the table-driven
 * layer: the target (mrt0-7, mrtz, pos0-4, prim, dual_src_blend0/1), four
 * sources that are VGPRs or off by the en mask, done and row_en.
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab_mem.h"

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
		if (gsi_mem_target_name(t, b, sizeof(b)) && !strcmp(b, ml.op[0].o.text))
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
