// SPDX-License-Identifier: MIT
/*
 * FLAT, GLOBAL and SCRATCH instructions of the table-driven layer: the
 * address forms (64-bit vaddr with saddr off, 32-bit vaddr with an SGPR
 * pair; scratch's off/vaddr/saddr/both through the sve bit), atomics that
 * return (glc/sc0 on gfx9/gfx11, th bit 0 on gfx12), AGPR data (acc bit,
 * gfx9), offsets (flat unsigned 12-bit on gfx9/gfx11, signed otherwise) and
 * the generation's cache policy.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>

#include "isa/tab_mem.h"

static const struct flat_bits bits9 = { 1, 0, 1, 8, 1, 24, 1, 16, 0, 13, 0, 16 };
static const struct flat_bits bits11 = { 1, 0, 1, 8, 1, 24, 1, 16, 1, 23, 0, 14 };
static const struct flat_bits bits12 = { 2, 0, 1, 23, 1, 0, 0, 0, 1, 17, 1, 20 };

const struct flat_bits *gsi_mem_flat_bits(const struct gsi_tab_ctx *c)
{
	return c->layout == GSI_LAYOUT_GFX9 ? &bits9 : c->layout == GSI_LAYOUT_GFX11 ? &bits11 : &bits12;
}

void gsi_mem_flat_mods(const struct gsi_tab_ctx *c, const char *cls, struct mem_mod *m)
{
	unsigned int i = 0;
	int flat = gsi_streq(cls, "FLAT");

	switch (c->layout) {
	case GSI_LAYOUT_GFX9:
		m[i++] = flat ? (struct mem_mod){ "offset", MK_OFFU, 0, 0, 12, 0, 0 }
			      : (struct mem_mod){ "offset", MK_OFFS, 0, 0, 13, 0, 0 };
		m[i++] = (struct mem_mod){ "sc0", MK_FLAG, 0, 16, 1, 0, 0 };
		m[i++] = (struct mem_mod){ "nt", MK_FLAG, 0, 17, 1, 0, 0 };
		m[i++] = (struct mem_mod){ "sc1", MK_FLAG, 0, 25, 1, 0, 0 };
		break;
	case GSI_LAYOUT_GFX11:
		m[i++] = flat ? (struct mem_mod){ "offset", MK_OFFU, 0, 0, 12, 0, 0 }
			      : (struct mem_mod){ "offset", MK_OFFS, 0, 0, 13, 0, 0 };
		m[i++] = (struct mem_mod){ "glc", MK_FLAG, 0, 14, 1, 0, 0 };
		m[i++] = (struct mem_mod){ "slc", MK_FLAG, 0, 15, 1, 0, 0 };
		m[i++] = (struct mem_mod){ "dlc", MK_FLAG, 0, 13, 1, 0, 0 };
		break;
	default:
		m[i++] = (struct mem_mod){ "offset", MK_OFFS, 2, 8, 24, 0, 0 };
		m[i++] = (struct mem_mod){ "scale_offset", MK_FLAG, 1, 16, 1, 0, 0 };
		m[i++] = (struct mem_mod){ "th", MK_TH, 1, 20, 3, 1, 18 };
		m[i++] = (struct mem_mod){ "scope", MK_SCOPE, 1, 18, 2, 0, 0 };
		m[i++] = (struct mem_mod){ "nv", MK_FLAG, 0, 7, 1, 0, 0 };
		break;
	}
	m[i] = (struct mem_mod){ NULL, MK_END, 0, 0, 0, 0, 0 };
}

/*
 * A row's operands as the flat printer and assembler read them (per line
 * each): field, kind, width of each, the data width, vdst and saddr there.
 * Kept per table row once (relaxed readers see it after the release).
 */
#define FLAT_ROWOPS 8
struct flat_rowops {
	unsigned int dataw;
	int has_vdst, has_saddr;
	struct { const char *field; enum gs_isa_kind kind; unsigned int width; } o[FLAT_ROWOPS];
};

static struct flat_rowops flat_kept[GS_ISA_NROWS];
static atomic_uchar flat_done[GS_ISA_NROWS];
static pthread_mutex_t flat_lock = PTHREAD_MUTEX_INITIALIZER;

static void rowops_make(const struct gs_isa_inst *row, struct flat_rowops *r)
{
	memset(r, 0, sizeof(*r));
	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o = { 0 };  /* (set: the return is not read) */

		gsi_isa_operand(row, i, &o);
		if (o.field && gsi_streq(o.field, "data"))
			r->dataw = o.width;
		if (o.field && gsi_streq(o.field, "vdst"))
			r->has_vdst = 1;
		if (o.field && gsi_streq(o.field, "saddr"))
			r->has_saddr = 1;
		if (i < FLAT_ROWOPS) {
			r->o[i].field = o.field;
			r->o[i].kind = o.kind;
			r->o[i].width = o.width;
		}
	}
}

/* row's operands: the table row's kept, else made in spare (row->nops <= FLAT_ROWOPS) */
static const struct flat_rowops *rowops_of(const struct gs_isa_inst *row, struct flat_rowops *spare)
{
	if (row->row < GS_ISA_NROWS && row->mnemonic == gsi_isa_str + gsi_isa_rows[row->row].name &&
	    row->nops == gsi_isa_rows[row->row].nops) {
		if (atomic_load_explicit(&flat_done[row->row], memory_order_acquire))
			return &flat_kept[row->row];
		rowops_make(row, spare);
		pthread_mutex_lock(&flat_lock);
		if (!atomic_load_explicit(&flat_done[row->row], memory_order_relaxed)) {
			flat_kept[row->row] = *spare;
			atomic_store_explicit(&flat_done[row->row], 1, memory_order_release);
		}
		pthread_mutex_unlock(&flat_lock);
		return spare;
	}
	rowops_make(row, spare);
	return spare;
}

unsigned int gsi_mem_flat_ops(const struct mem_view *v, const struct gs_isa_inst *row, int ret,
			     int saddr_off, int sve, int scratch, struct flat_op *ops)
{
	unsigned int n = 0, dataw;
	int has_vdst, has_saddr;
	struct flat_rowops spare;
	const struct flat_rowops *r;

	r = rowops_of(row, &spare);  /* (the loop below reads six operands at most) */
	dataw = r->dataw;
	has_vdst = r->has_vdst;
	has_saddr = r->has_saddr;
	if (v->atomic && ret && !has_vdst && dataw)
		ops[n++] = (struct flat_op){ "vdst", GS_ISA_K_VGPR, v->cmpswap ? dataw / 2 : dataw, 0 };
	for (unsigned int i = 0; i < row->nops && n < 6; i++) {
		struct flat_op *p = &ops[n++];

		p->field = r->o[i].field ? r->o[i].field : "";
		p->kind = r->o[i].kind;
		p->width = r->o[i].width;
		p->off = 0;
		if (r->o[i].kind == GS_ISA_K_SPECIAL && scratch) {
			/* scratch's vaddr slot */
			p->field = "addr";
			p->kind = GS_ISA_K_VGPR;
			p->width = 1;
			p->off = !sve;
		} else if (gsi_streq(p->field, "saddr")) {
			p->off = saddr_off;
		} else if (gsi_streq(p->field, "addr") && !scratch && has_saddr) {
			p->width = saddr_off ? 2 : 1;
		}
		if (!p->field[0])
			p->field = i == 0 && !v->store ? "vdst" : "data";
	}
	return n;
}

unsigned int gsi_mem_flat_field(const struct flat_bits *b, const char *f, unsigned int *lo)
{
	if (gsi_streq(f, "addr")) {
		*lo = b->addr_lo;
		return b->addr_dw;
	}
	if (gsi_streq(f, "data")) {
		*lo = b->data_lo;
		return b->data_dw;
	}
	if (gsi_streq(f, "saddr")) {
		*lo = b->saddr_lo;
		return b->saddr_dw;
	}
	*lo = b->vdst_lo;
	return b->vdst_dw;
}

/* -------------------------------------------------------- printing */

unsigned int gsi_mem_print_flat(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				struct gsi_tab_line *l)
{
	const struct flat_bits *b = gsi_mem_flat_bits(c);
	const char *cls = d->row.cls;
	int scratch = gsi_streq(cls, "SCRATCH"), flat = gsi_streq(cls, "FLAT");
	struct mem_view v;
	struct mem_mod mods[8];
	struct flat_op ops[8];
	unsigned int n, saddr = gsi_tab_get(d->w, b->saddr_dw, b->saddr_lo, 7);
	unsigned int ndw = c->layout == GSI_LAYOUT_GFX12 ? 3 : 2;
	uint32_t used[3] = { 0, 0, 0 };
	int has_saddr = 0, ret, sve = 0;
	int acc = c->layout == GSI_LAYOUT_GFX9 && gsi_tab_get(d->w, 1, 23, 1);

	gsi_mem_view(&v, c, &d->row);
	{
		struct flat_rowops spare;

		has_saddr = rowops_of(&d->row, &spare)->has_saddr;  /* (kept per row) */
	}
	ret = v.atomic && gsi_tab_get(d->w, b->ret_dw, b->ret_lo, 1);
	if (scratch) {
		sve = (int)gsi_tab_get(d->w, b->sve_dw, b->sve_lo, 1);
		used[b->sve_dw] |= 1u << b->sve_lo;
	}
	n = gsi_mem_flat_ops(&v, &d->row, ret, saddr == gsi_mem_saddr_off(c), sve, scratch, ops);
	if (!has_saddr) {
		/* no saddr operand: the field holds llvm's canonical value */
		unsigned int want = flat && c->layout == GSI_LAYOUT_GFX9 ? 0 : gsi_mem_saddr_off(c);

		if (saddr != want)
			return 0;
		used[b->saddr_dw] |= 0x7fu << b->saddr_lo;
	}
	if (acc && c->layout == GSI_LAYOUT_GFX9)
		used[1] |= 1u << 23;
	for (unsigned int i = 0; i < n; i++) {
		unsigned int lo, dw = gsi_mem_flat_field(b, ops[i].field, &lo);
		uint32_t x;

		if (gsi_streq(ops[i].field, "saddr")) {
			used[dw] |= 0x7fu << lo;
			if (ops[i].off) {
				gsi_tab_operand(l, "off");
				continue;
			}
			x = gsi_tab_get(d->w, dw, lo, 7);
			/* one SGPR (scratch): any below the constants, m0 and vcc_hi
			 * too (llvm-mc-22); a pair: SGPRs, ttmps, vcc, exec */
			if (ops[i].width == 1 ? x >= 128 || !gsi_tab_src_valid(c, x, 1)
					      : x > 105 && !(x >= 108 && x <= 123) && x != 106 && x != 126)
				return 0;
			gsi_mem_src(c, l, x, ops[i].width);
			continue;
		}
		used[dw] |= 0xffu << lo;
		if (ops[i].off) {
			if (gsi_tab_get(d->w, dw, lo, 8))
				return 0;
			gsi_tab_operand(l, "off");
			continue;
		}
		x = gsi_tab_get(d->w, dw, lo, 8);
		if (ops[i].kind == GS_ISA_K_SGPR) {
			gsi_mem_src(c, l, x, ops[i].width);
			continue;
		}
		gsi_mem_reg(l, acc && !gsi_streq(ops[i].field, "addr") ? GS_ISA_K_AGPR : ops[i].kind, x,
			    ops[i].width);
	}
	gsi_mem_flat_mods(c, cls, mods);
	if (!gsi_mem_print_mods(&v, mods, d->w, l))
		return 0;
	/* llvm-mc-22's disassembler ignores a non-returning atomic's VDST
	 * field (the hardware writes nothing); its echo would print 0 there */
	if (c->llvm_disasm && v.atomic && !ret)
		used[b->vdst_dw] |= 0xffu << b->vdst_lo;
	/* every other bit of the operand words must be zero */
	gsi_mem_keep_masks(d->fmt, mods, used, ndw);
	for (unsigned int dw = 0; dw < ndw; dw++)
		if (d->w[dw] & ~used[dw])
			return 0;
	return ndw * 4;
}
