// SPDX-License-Identifier: MIT
/*
 * Buffer instructions of the table-driven layer: MUBUF and MTBUF (gfx9,
 * gfx11) and VBUFFER (gfx12, gfx1250).  vaddr is off, one VGPR (idxen or
 * offen) or a pair (both); tfe adds a data register; gfx9's lds form drops
 * vdata; MTBUF/tbuffer formats print as llvm does (format:[...], format:N,
 * nothing for the default).
 */
#include <string.h>

#include "isa/tab_mem.h"

static const struct buf_bits bits9 = { 1, 0, 1, 8, 1, 16, 5, 4, 1, 24, 8, 0, 13, 0, 12, 255, 0, 1 };
static const struct buf_bits bits11 = { 1, 0, 1, 8, 1, 16, 5, 4, 1, 24, 8, 1, 23, 1, 22, 1, 21, 0 };
static const struct buf_bits bits12 = { 2, 0, 1, 0, 1, 9, 7, 1, 0, 0, 7, 1, 31, 1, 30, 0, 22, 0 };

const struct buf_bits *gsi_mem_buf_bits(const struct gsi_tab_ctx *c)
{
	return c->layout == GSI_LAYOUT_GFX9 ? &bits9 : c->layout == GSI_LAYOUT_GFX11 ? &bits11 : &bits12;
}

int gsi_mem_is_tbuffer(const struct gs_isa_inst *row)
{
	return row->cls_id == GS_ISA_GEN_MTBUF || gsi_starts(row->mnemonic, "tbuffer_");  /* per line: inline */
}

void gsi_mem_buf_mods(const struct gsi_tab_ctx *c, const struct gs_isa_inst *row, struct mem_mod *m)
{
	const struct buf_bits *b = gsi_mem_buf_bits(c);
	int tb = gsi_mem_is_tbuffer(row), mtbuf = row->cls_id == GS_ISA_GEN_MTBUF;
	unsigned int i = 0;

	if (tb) {
		if (c->layout == GSI_LAYOUT_GFX9)
			m[i++] = (struct mem_mod){ "format", MK_FMT9, 0, 19, 4, 0, 23 };
		else if (c->layout == GSI_LAYOUT_GFX11)
			m[i++] = (struct mem_mod){ "format", MK_UFMT, 0, 19, 7, 0, 0 };
		else
			m[i++] = (struct mem_mod){ "format", MK_UFMT, 1, 23, 7, 0, 0 };
	}
	m[i++] = (struct mem_mod){ "idxen", MK_FLAG, b->idxen_dw, b->idxen_lo, 1, 0, 0 };
	m[i++] = (struct mem_mod){ "offen", MK_FLAG, b->offen_dw, b->offen_lo, 1, 0, 0 };
	switch (c->layout) {
	case GSI_LAYOUT_GFX9:
		m[i++] = (struct mem_mod){ "offset", MK_OFFU, 0, 0, 12, 0, 0 };
		m[i++] = (struct mem_mod){ "sc0", MK_FLAG, 0, 14, 1, 0, 0 };
		if (mtbuf) {
			m[i++] = (struct mem_mod){ "nt", MK_FLAG, 1, 22, 1, 0, 0 };
			m[i++] = (struct mem_mod){ "sc1", MK_FLAG, 1, 21, 1, 0, 0 };
		} else {
			m[i++] = (struct mem_mod){ "nt", MK_FLAG, 0, 17, 1, 0, 0 };
			m[i++] = (struct mem_mod){ "sc1", MK_FLAG, 0, 15, 1, 0, 0 };
			m[i++] = (struct mem_mod){ "lds", MK_FLAG, 0, 16, 1, 0, 0 };
		}
		break;
	case GSI_LAYOUT_GFX11:
		m[i++] = (struct mem_mod){ "offset", MK_OFFU, 0, 0, 12, 0, 0 };
		m[i++] = (struct mem_mod){ "glc", MK_FLAG, 0, 14, 1, 0, 0 };
		m[i++] = (struct mem_mod){ "slc", MK_FLAG, 0, 12, 1, 0, 0 };
		m[i++] = (struct mem_mod){ "dlc", MK_FLAG, 0, 13, 1, 0, 0 };
		m[i++] = (struct mem_mod){ "tfe", MK_FLAG, 1, 21, 1, 0, 0 };
		break;
	default:
		m[i++] = (struct mem_mod){ "offset", MK_OFFU, 2, 8, 23, 0, 0 };
		m[i++] = (struct mem_mod){ "th", MK_TH, 1, 20, 3, 1, 18 };
		m[i++] = (struct mem_mod){ "scope", MK_SCOPE, 1, 18, 2, 0, 0 };
		m[i++] = (struct mem_mod){ "nv", MK_FLAG, 0, 7, 1, 0, 0 };
		m[i++] = (struct mem_mod){ "tfe", MK_FLAG, 0, 22, 1, 0, 0 };
		break;
	}
	m[i] = (struct mem_mod){ NULL, MK_END, 0, 0, 0, 0, 0 };
}

/* Whether the row takes a flag (the tables omit tfe on VBUFFER). */
int gsi_mem_flag_ok(const struct gsi_tab_ctx *c, const struct mem_view *v, const char *name)
{
	if (gsi_streq(name, "tfe") && c->layout == GSI_LAYOUT_GFX12)
		return !v->store && !v->atomic && v->row->nops;
	return gs_isa_has_modifier(v->row, name);
}

void gsi_mem_buf_form(const struct gs_isa_inst *row, int idxen, int offen, int tfe, int lds,
		     struct buf_form *f)
{
	memset(f, 0, sizeof(*f));
	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o = { 0 };  /* (set: the return is not read) */

		gsi_isa_operand(row, i, &o);
		if (o.kind == GS_ISA_K_VGPR) {
			f->has_vdata = 1;
			f->vdata_w = (int)o.width;
		} else if (o.kind == GS_ISA_K_SPECIAL) {
			f->has_vaddr = 1;
		} else if (o.kind == GS_ISA_K_SGPR && o.width == 4) {
			f->has_rsrc = 1;
		} else if (o.kind == GS_ISA_K_SGPR) {
			f->has_soff = 1;
		}
	}
	if (f->has_vdata && tfe)
		f->vdata_w++;
	if (lds)
		f->has_vdata = 0;
	f->vaddr_w = idxen + offen;
}

/* -------------------------------------------------------- printing */

unsigned int gsi_mem_print_buf(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       struct gsi_tab_line *l)
{
	const struct buf_bits *b = gsi_mem_buf_bits(c);
	const uint32_t *w = d->w;
	unsigned int ndw = c->layout == GSI_LAYOUT_GFX12 ? 3 : 2;
	struct mem_view v;
	struct mem_mod mods[12];
	struct buf_form f;
	uint32_t used[3] = { 0, 0, 0 };
	int idxen = (int)gsi_tab_get(w, b->idxen_dw, b->idxen_lo, 1);
	int offen = (int)gsi_tab_get(w, b->offen_dw, b->offen_lo, 1);
	int tfe = b->tfe_dw != 255 && gsi_tab_get(w, b->tfe_dw, b->tfe_lo, 1);
	int lds = c->layout == GSI_LAYOUT_GFX9 && d->row.cls_id != GS_ISA_GEN_MTBUF && gsi_tab_get(w, 0, 16, 1);
	int acc = b->acc && gsi_tab_get(w, 1, 23, 1);

	gsi_mem_view(&v, c, &d->row);
	gsi_mem_buf_form(&d->row, idxen, offen, tfe, lds, &f);
	if (lds && !GSI_HAS_MOD(&d->row, LDS))
		return 0;
	if (tfe && (v.store || v.atomic || !gsi_mem_flag_ok(c, &v, "tfe")))
		return 0;
	if (f.has_vdata) {
		gsi_mem_reg(l, acc ? GS_ISA_K_AGPR : GS_ISA_K_VGPR, gsi_tab_get(w, b->vdata_dw, b->vdata_lo, 8),
			    (unsigned int)f.vdata_w);
		used[b->vdata_dw] |= 0xffu << b->vdata_lo;
	} else if (acc) {
		return 0;
	}
	if (acc)
		used[1] |= 1u << 23;
	if (f.has_vaddr) {
		if (f.vaddr_w)
			gsi_mem_reg(l, GS_ISA_K_VGPR, gsi_tab_get(w, b->vaddr_dw, b->vaddr_lo, 8),
				    (unsigned int)f.vaddr_w);
		else
			gsi_tab_operand(l, "off");
		if (f.vaddr_w)
			used[b->vaddr_dw] |= 0xffu << b->vaddr_lo;
	} else if (idxen || offen) {
		return 0;
	}
	if (f.has_rsrc) {
		unsigned int r = gsi_tab_get(w, b->rsrc_dw, b->rsrc_lo, b->rsrc_w) * b->rsrc_scale;

		if (r & 3 || (r > 100 && (r < 108 || r > 120)))
			return 0;
		gsi_mem_reg(l, r >= 108 ? GS_ISA_K_TTMP : GS_ISA_K_SGPR, r >= 108 ? r - 108 : r, 4);
		used[b->rsrc_dw] |= ((1u << b->rsrc_w) - 1) << b->rsrc_lo;
	}
	if (f.has_soff) {
		unsigned int s = gsi_tab_get(w, b->soff_dw, b->soff_lo, b->soff_w);

		/* what llvm-mc-22 decodes: any SGPR-file code (vcc, exec, m0,
		 * null; no null before gfx10), inline integers and floats, and
		 * the src_* specials (not in gfx12's 7-bit field) */
		if (!((s <= 127 && !(c->layout == GSI_LAYOUT_GFX9 && s == 125)) || (s >= 128 && s <= 208) ||
		      (s >= 235 && s <= 239) || (s >= 240 && s <= 248) || (s >= 251 && s <= 253)))
			return 0;
		gsi_mem_src(c, l, s, 1);
		used[b->soff_dw] |= ((1u << b->soff_w) - 1) << b->soff_lo;
	}
	gsi_mem_buf_mods(c, &d->row, mods);
	for (const struct mem_mod *m = mods; m->kind != MK_END; m++)
		if (m->kind == MK_FLAG && gsi_tab_get(w, m->dw, m->lo, 1) &&
		    !gsi_mem_flag_ok(c, &v, m->name))  /* (the bit first: mostly clear) */
			return 0;  /* e.g. idxen on buffer_wbl2 */
	if (!gsi_mem_print_mods(&v, mods, w, l))
		return 0;
	/* non-tbuffer VBUFFER rows keep format at llvm's default (1) */
	if (c->layout == GSI_LAYOUT_GFX12 && !gsi_mem_is_tbuffer(&d->row)) {
		if (gsi_tab_get(w, 1, 23, 7) != 1)
			return 0;
		used[1] |= 0x7fu << 23;
	}
	gsi_mem_keep_masks(d->fmt, mods, used, ndw);
	for (unsigned int dw = 0; dw < ndw; dw++)
		if (w[dw] & ~used[dw])
			return 0;
	return ndw * 4;
}
