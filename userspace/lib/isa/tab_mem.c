// SPDX-License-Identifier: MIT
/*
 * Table-driven printing of the mem classes (see isa/tab_print.h): the
 * entry point and what the class groups share -- the instruction view,
 * register text, field masks.  The modifier engine is in tab_mem_mods.c; the
 * class groups in tab_mem_ds.c, tab_mem_flat.c, tab_mem_buf.c,
 * tab_mem_img.c, tab_mem_exp.c (asm/tab_mem_*_asm.c assemble them).
 */
#include <pthread.h>
#include <stdio.h>
#include <string.h>

#include "isa/tab_mem.h"
#include "isa/tab_valu.h"
#include "isa/isa_int.h"

/* ------------------------------------------------------------ view */

/* What a memory row's name says (atomic, compare-and-swap, store), per row
 * once (issue 16): bit 0 atomic, 1 cmpswap, 2 store; kept (gsi_row_name_bits) when
 * the row is first asked (all 4138 at once cost more than a small file). */
static atomic_uchar kinds[GS_ISA_NROWS];

static unsigned int kind_by_name(const char *n)
{
	int atomic = strstr(n, "_atomic") != NULL;

	return (unsigned int)atomic | (atomic && (strstr(n, "cmpswap") || strstr(n, "cmpst"))) << 1 |
	       (!atomic && (strstr(n, "_store") || strstr(n, "_write"))) << 2;
}

static unsigned int kind_of(const struct gs_isa_inst *row)
{
	return gsi_row_name_bits(kinds, row, kind_by_name);
}

void gsi_mem_view(struct mem_view *v, const struct gsi_tab_ctx *c, const struct gs_isa_inst *row)
{
	unsigned int k = kind_of(row);

	memset(v, 0, sizeof(*v));
	v->c = c;
	v->row = row;
	v->name = row->mnemonic;
	v->atomic = k & 1;
	v->cmpswap = (k >> 1) & 1;
	v->store = (k >> 2) & 1;
	v->th_kind = v->atomic ? 2 : v->store ? 1 : 0;
}

/* ------------------------------------------------------------ text */

void gsi_mem_reg(struct gsi_tab_line *l, enum gs_isa_kind k, unsigned int n, unsigned int width)
{
	char b[32];

	if (!l->size) {  /* a verdict: no text (the operand still counts) */
		gsi_tab_operand(l, "");
		return;
	}
	gsi_tab_reg_text(k, n, width, b, sizeof(b));
	gsi_tab_operand(l, b);
}

void gsi_mem_src(const struct gsi_tab_ctx *c, struct gsi_tab_line *l, unsigned int code,
		 unsigned int width)
{
	struct gsi_tab_src s;
	char b[48];

	memset(&s, 0, sizeof(s));
	s.code = code;
	s.width = width;
	s.bits = 32;
	gsi_tab_src_text(c, &s, b, sizeof(b));
	gsi_tab_operand(l, b);
}

uint32_t gsi_mem_mods_mask(const struct mem_mod *m, unsigned int dw)
{
	uint32_t k = 0;

	for (; m->kind != MK_END; m++) {
		if (m->dw == dw)
			k |= (m->width >= 32 ? 0xffffffffu : ((1u << m->width) - 1)) << m->lo;
		if (m->kind == MK_FMT9 && m->adw == dw)
			k |= 7u << m->alo;
	}
	return k;
}

uint32_t gsi_mem_fixed_mask(const struct gsi_tab_fmt *f, unsigned int dw)
{
	uint32_t m = 0;

	for (unsigned int i = 0; i < f->npre; i++)
		if (f->pre[i].dw == dw)
			m |= ((1u << f->pre[i].width) - 1) << f->pre[i].lo;
	if (f->has_op && f->op_dw == dw)
		m |= ((1u << f->op_width) - 1) << f->op_lo;
	return m;
}

void gsi_mem_keep_masks(const struct gsi_tab_fmt *f, const struct mem_mod *m, uint32_t *keep, unsigned int ndw)
{
	/* one walk of each list for every dword (the per-dword masks walked them per dword) */
	for (; m->kind != MK_END; m++) {
		if (m->dw < ndw)
			keep[m->dw] |= gsi_tab_mask(m->width) << m->lo;  /* (the same mask, no branch) */
		if (m->kind == MK_FMT9 && m->adw < ndw)
			keep[m->adw] |= 7u << m->alo;
	}
	for (unsigned int i = 0; i < f->npre; i++)
		if (f->pre[i].dw < ndw)
			keep[f->pre[i].dw] |= ((1u << f->pre[i].width) - 1) << f->pre[i].lo;
	if (f->has_op && f->op_dw < ndw)
		keep[f->op_dw] |= ((1u << f->op_width) - 1) << f->op_lo;
}

/* ------------------------------------------------------------ entry points */

unsigned int gsi_tab_print_mem(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       char *buf, size_t size)
{
	struct gsi_tab_line l;
	const char *cls = d->row.cls;
	unsigned int n, id = d->row.cls_id;

	gsi_tab_line_init(&l, buf, size);
	gsi_tab_text(&l, d->row.mnemonic);
	if (!cls)
		n = 0;
	else if (id == GS_ISA_GEN_DS)
		n = gsi_mem_print_ds(c, d, &l);
	else if (id == GS_ISA_GEN_FLAT || id == GS_ISA_GEN_GLOBAL || id == GS_ISA_GEN_SCRATCH)
		n = gsi_mem_print_flat(c, d, &l);
	else if (id == GS_ISA_GEN_MUBUF || id == GS_ISA_GEN_MTBUF || id == GS_ISA_GEN_VBUFFER)
		n = gsi_mem_print_buf(c, d, &l);
	else if (id == GS_ISA_GEN_MIMG || id == GS_ISA_GEN_VIMAGE || id == GS_ISA_GEN_VSAMPLE)
		n = gsi_mem_print_img(c, d, &l);
	else if (id == GS_ISA_GEN_EXP)
		n = gsi_mem_print_exp(c, d, &l);
	else
		n = 0;
	return n;  /* a short buffer holds a truncated text, same size */
}
