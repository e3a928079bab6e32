// SPDX-License-Identifier: MIT
/*
 * Buffer instructions of the table-driven layer: MUBUF and MTBUF (gfx9,
 * gfx11) and VBUFFER (gfx12, gfx1250).  vaddr is off, one VGPR (idxen or
 * offen) or a pair (both); tfe adds a data register; gfx9's lds form drops
 * vdata; MTBUF/tbuffer formats print as llvm does (format:[...], format:N,
 * nothing for the default).
 */
#include <string.h>

#include "asm/tab_mem.h"

/* -------------------------------------------------------- assembly */

int gsi_mem_asm_buf(struct gsi_tab_asm *a, const struct gs_isa_inst *row)
{
	const struct gsi_tab_ctx *c = a->ctx;
	const struct buf_bits *b = gsi_mem_buf_bits(c);
	const struct gsi_tab_fmt *fm = gsi_tab_format(c->layout, row->cls);
	unsigned int ndw = c->layout == GSI_LAYOUT_GFX12 ? 3 : 2;
	struct mem_line ml;
	struct mem_view v;
	struct mem_mod mods[12];
	struct buf_form f;
	uint32_t w[3] = { 0, 0, 0 };
	unsigned int k = 0, x, want;
	int idxen, offen, tfe, lds, agpr = 0;

	if (!fm || !gsi_mem_split(a, &ml, 0))
		return 0;
	gsi_mem_view(&v, c, row);
	for (unsigned int i = 0; i < fm->npre; i++)
		gsi_tab_put(w, fm->pre[i].dw, fm->pre[i].lo, fm->pre[i].width, fm->pre[i].val);
	gsi_tab_put(w, fm->op_dw, fm->op_lo, fm->op_width, row->opcode);
	if (gsi_mem_is_tbuffer(row) || c->layout == GSI_LAYOUT_GFX12) {
		if (c->layout == GSI_LAYOUT_GFX9)
			gsi_tab_put(w, 0, 19, 4, 1);
		else
			gsi_tab_put(w, c->layout == GSI_LAYOUT_GFX11 ? 0 : 1, c->layout == GSI_LAYOUT_GFX11 ? 19 : 23, 7, 1);
	}
	gsi_mem_buf_mods(c, row, mods);
	for (unsigned int i = 0; i < ml.nm; i++) {
		const struct mem_mod *m;

		for (m = mods; m->kind != MK_END; m++)
			if (!strcmp(m->name, ml.m[i].key))
				break;
		if (m->kind == MK_FLAG && !gsi_mem_flag_ok(c, &v, m->name)) {
			gsi_asm_error(a->st, ml.m[i].col, GS_ERR_SYNTAX,
				      "modifier '%s' is not valid for %s on %s", ml.m[i].key, a->mnem, c->tname);
			return 0;
		}
	}
	if (!gsi_mem_asm_mods(a, &v, mods, &ml, w))
		return 0;
	idxen = (int)gsi_tab_get(w, b->idxen_dw, b->idxen_lo, 1);
	offen = (int)gsi_tab_get(w, b->offen_dw, b->offen_lo, 1);
	tfe = b->tfe_dw != 255 && gsi_tab_get(w, b->tfe_dw, b->tfe_lo, 1);
	lds = c->layout == GSI_LAYOUT_GFX9 && !gsi_streq(row->cls, "MTBUF") && gsi_tab_get(w, 0, 16, 1);
	gsi_mem_buf_form(row, idxen, offen, tfe, lds, &f);
	want = (unsigned int)(f.has_vdata + f.has_vaddr + f.has_rsrc + f.has_soff);
	if (!gsi_mem_count(a, &ml, want, want))
		return 0;
	if (f.has_vdata) {
		if (!gsi_mem_want_vreg(a, &ml.op[k].o, (unsigned int)f.vdata_w, b->acc, &x, &agpr))
			return 0;
		gsi_tab_put(w, b->vdata_dw, b->vdata_lo, 8, x);
		if (agpr)
			gsi_tab_put(w, 1, 23, 1, 1);
		k++;
	}
	if (f.has_vaddr) {
		const struct opnd *o = &ml.op[k].o;

		if (!f.vaddr_w) {
			if (o->kind != OPND_OFF) {
				gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX,
					      "invalid operand '%s', expected off (vaddr needs idxen or offen)", o->text);
				return 0;
			}
		} else {
			if (!gsi_mem_want_vreg(a, o, (unsigned int)f.vaddr_w, 0, &x, NULL))
				return 0;
			gsi_tab_put(w, b->vaddr_dw, b->vaddr_lo, 8, x);
		}
		k++;
	}
	if (f.has_rsrc) {
		const struct opnd *o = &ml.op[k].o;

		if (!gsi_mem_want_sreg(a, o, 4, &x))
			return 0;
		if (x & 3) {
			gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX,
				      "invalid operand '%s', expected 4 SGPRs starting at a multiple of 4", o->text);
			return 0;
		}
		gsi_tab_put(w, b->rsrc_dw, b->rsrc_lo, b->rsrc_w, x / b->rsrc_scale);
		k++;
	}
	if (f.has_soff) {
		if (!gsi_mem_want_ssrc(a, &ml.op[k].o, &x))
			return 0;
		gsi_tab_put(w, b->soff_dw, b->soff_lo, b->soff_w, x);
		k++;
	}
	gsi_mem_store(a, w, ndw);
	return 1;
}
