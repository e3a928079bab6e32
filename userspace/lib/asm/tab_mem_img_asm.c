// SPDX-License-Identifier: MIT
/*
 * Image instructions of the table-driven layer: MIMG (gfx11) and VIMAGE /
 * VSAMPLE (gfx12).  vdata's width follows dmask, d16 (packed halves), tfe
 * and gather4's four channels; the address count follows dim, a16 and the
 * instruction's extra arguments (derived from the row's 1D width), printed
 * as a register range or an NSA list [v1, v2, ...].
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab_mem.h"

static int asm_tensor(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct gsi_tab_fmt *fm)
{
	static const unsigned int widths[4] = { 4, 8, 4, 4 };
	struct mem_line ml;
	struct mem_view v;
	uint32_t w[3] = { 0x400001u, 0x7c000000u, 0x7c7c0000u };
	unsigned int x;

	if (!gsi_mem_split(a, &ml, 0))
		return 0;
	if (ml.n != 2 && ml.n != 4) {
		gsi_asm_error(a->st, ml.n ? ml.op[ml.n - 1].o.col : a->mcol, GS_ERR_SYNTAX,
			      "%s takes 2 or 4 SGPR groups (s[N:N+3], s[N:N+7][, s[N:N+3], s[N:N+3]])", a->mnem);
		return 0;
	}
	for (unsigned int i = 0; i < fm->npre; i++)
		gsi_tab_put(w, fm->pre[i].dw, fm->pre[i].lo, fm->pre[i].width, fm->pre[i].val);
	gsi_tab_put(w, fm->op_dw, fm->op_lo, fm->op_width, row->opcode);
	for (unsigned int i = 0; i < ml.n; i++) {
		if (!gsi_mem_want_sreg(a, &ml.op[i].o, widths[i], &x))
			return 0;
		if (x & 3) {
			gsi_asm_error(a->st, ml.op[i].o.col, GS_ERR_SYNTAX,
				      "invalid operand '%s', expected SGPRs starting at a multiple of 4", ml.op[i].o.text);
			return 0;
		}
		gsi_tab_put(w, 2, 8 * i, 8, x);
	}
	gsi_mem_view(&v, a->ctx, row);
	v.th_kind = strstr(row->mnemonic, "store") ? 1 : 0;
	if (!gsi_mem_asm_mods(a, &v, tensor_mods, &ml, w))
		return 0;
	gsi_mem_store(a, w, 3);
	return 1;
}

/* -------------------------------------------------------- assembly */

int gsi_mem_asm_img(struct gsi_tab_asm *a, const struct gs_isa_inst *row)
{
	const struct gsi_tab_ctx *c = a->ctx;
	const struct img_bits *b = gsi_mem_img_bits(row->cls);
	const struct gsi_tab_fmt *fm = gsi_tab_format(c->layout, row->cls);
	int mimg = gsi_streq(row->cls, "MIMG");
	struct mem_line ml;
	struct mem_view v;
	struct mem_mod mods[20];
	struct img_form f;
	uint32_t w[4] = { 0, 0, 0, 0 };
	unsigned int k = 0, x, want, size = mimg ? 8 : 12, naddr = 0;
	const struct mem_opnd *ao;

	if (fm && gsi_mem_is_tensor(row))
		return asm_tensor(a, row, fm);
	if (!fm || !gsi_mem_split(a, &ml, 0))
		return 0;
	gsi_mem_view(&v, c, row);
	for (unsigned int i = 0; i < fm->npre; i++)
		gsi_tab_put(w, fm->pre[i].dw, fm->pre[i].lo, fm->pre[i].width, fm->pre[i].val);
	gsi_tab_put(w, fm->op_dw, fm->op_lo, fm->op_width, row->opcode);
	gsi_mem_img_mods(row, mods);
	if (!gsi_mem_asm_mods(a, &v, mods, &ml, w))
		return 0;
	if (!gsi_mem_img_form(&v, row, gsi_tab_get(w, b->dmask_dw, b->dmask_lo, 4), gsi_tab_get(w, b->dim_dw, b->dim_lo, 3),
		      (int)gsi_tab_get(w, b->a16_dw, b->a16_lo, 1), (int)gsi_tab_get(w, b->d16_dw, b->d16_lo, 1),
		      (int)gsi_tab_get(w, b->tfe_dw, b->tfe_lo, 1), &f)) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_UNSUPPORTED,
			      "%s: this dmask/dim/a16 combination is not supported, expected a dmask of two or more channels for cmpswap",
			      a->mnem);
		return 0;
	}
	want = (unsigned int)(f.has_vdata + 1 + 1 + f.has_samp);
	if (!gsi_mem_count(a, &ml, want, want))
		return 0;
	if (f.has_vdata) {
		if (!gsi_mem_want_vreg(a, &ml.op[k].o, f.vdata_w, 0, &x, NULL)) {
			return 0;
		}
		gsi_tab_put(w, b->vdata_dw, b->vdata_lo, 8, x);
		k++;
	}
	ao = &ml.op[k++];
	if (!ao->nlist) {
		if (!gsi_mem_want_vreg(a, &ao->o, mimg ? f.naddr : 1, 0, &x, NULL))
			return 0;
		if (!mimg && f.naddr != 1) {
			gsi_asm_error(a->st, ao->o.col, GS_ERR_SYNTAX,
				      "invalid address '%s', expected a list of %u address registers [vN, ...]",
				      ao->o.text, f.naddr);
			return 0;
		}
		gsi_tab_put(w, mimg ? 1 : 2, 0, 8, x);
		naddr = f.naddr;
	} else {
		unsigned int slots = mimg ? 5 : b->slots;

		for (unsigned int i = 0; i < ao->nlist; i++) {
			const struct opnd *o = &ao->list[i];
			unsigned int wd = o->nregs ? o->nregs : 1, dw, lo;

			if (!(o->kind == OPND_REG && o->vgpr && !o->agpr) || (wd > 1 && i != slots - 1) ||
			    i >= slots) {
				gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX,
					      "invalid address register '%s', expected a VGPR%s", o->text,
					      i == slots - 1 ? " or a VGPR range" : "");
				return 0;
			}
			naddr += wd;
			gsi_mem_img_slot(mimg, i, &dw, &lo);
			gsi_tab_put(w, dw, lo, 8, o->code - 256);
		}
		if (mimg) {
			gsi_tab_put(w, 0, 0, 1, 1);
			size = 12;
		}
		if (naddr != f.naddr || (mimg && ao->nlist < 2)) {
			gsi_asm_error(a->st, ao->o.col, GS_ERR_SYNTAX,
				      "image address size does not match dim and a16: %u registers given, expected %u",
				      naddr, f.naddr);
			return 0;
		}
	}
	if (!gsi_mem_want_sreg(a, &ml.op[k].o, 8, &x))
		return 0;
	gsi_tab_put(w, b->rsrc_dw, b->rsrc_lo, b->rsrc_w, x / b->rsrc_scale);
	k++;
	if (f.has_samp) {
		if (!gsi_mem_want_sreg(a, &ml.op[k].o, 4, &x))
			return 0;
		gsi_tab_put(w, b->samp_dw, b->samp_lo, b->samp_w, x / b->samp_scale);
	}
	gsi_mem_store(a, w, size / 4);
	return 1;
}
