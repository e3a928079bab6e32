// SPDX-License-Identifier: MIT
/*
 * FLAT, GLOBAL and SCRATCH instructions of the table-driven layer: the
 * address forms (64-bit vaddr with saddr off, 32-bit vaddr with an SGPR
 * pair; scratch's off/vaddr/saddr/both through the sve bit), atomics that
 * return (glc/sc0 on gfx9/gfx11, th bit 0 on gfx12), AGPR data (acc bit,
 * gfx9), offsets (flat unsigned 12-bit on gfx9/gfx11, signed otherwise) and
 * the generation's cache policy.
 */
#include <string.h>

#include "asm/tab_mem.h"

/* Field positions of one layout. */
struct flat_bits {
	uint8_t addr_dw, addr_lo, data_dw, data_lo, vdst_dw, vdst_lo, saddr_dw, saddr_lo;
	uint8_t sve_dw, sve_lo;       /* scratch: vaddr present */
	uint8_t ret_dw, ret_lo;       /* atomics: returns (glc, sc0, th bit 0) */
};

static const struct flat_bits bits9 = { 1, 0, 1, 8, 1, 24, 1, 16, 0, 13, 0, 16 };
static const struct flat_bits bits11 = { 1, 0, 1, 8, 1, 24, 1, 16, 1, 23, 0, 14 };
static const struct flat_bits bits12 = { 2, 0, 1, 23, 1, 0, 0, 0, 1, 17, 1, 20 };

static const struct flat_bits *flat_bits(const struct gsi_tab_ctx *c)
{
	return c->layout == GSI_LAYOUT_GFX9 ? &bits9 : c->layout == GSI_LAYOUT_GFX11 ? &bits11 : &bits12;
}

static void flat_mods(const struct gsi_tab_ctx *c, const char *cls, struct mem_mod *m)
{
	unsigned int i = 0;
	int flat = !strcmp(cls, "FLAT");

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

/* The operand list of an instruction as printed: row operands plus the
 * returned value of an atomic, with the widths of this encoding. */
struct flat_op {
	const char *field;     /* "vdst", "addr", "data", "saddr" */
	enum gs_isa_kind kind;
	unsigned int width;
	int off;               /* printed as "off" */
};

static unsigned int flat_ops(const struct mem_view *v, const struct gs_isa_inst *row, int ret,
			     int saddr_off, int sve, int scratch, struct flat_op *ops)
{
	unsigned int n = 0, dataw = 0;
	int has_vdst = 0, has_saddr = 0;

	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o;

		gs_isa_operand(row, i, &o);
		if (o.field && !strcmp(o.field, "data"))
			dataw = o.width;
		if (o.field && !strcmp(o.field, "vdst"))
			has_vdst = 1;
		if (o.field && !strcmp(o.field, "saddr"))
			has_saddr = 1;
	}
	if (v->atomic && ret && !has_vdst && dataw)
		ops[n++] = (struct flat_op){ "vdst", GS_ISA_K_VGPR, v->cmpswap ? dataw / 2 : dataw, 0 };
	for (unsigned int i = 0; i < row->nops && n < 6; i++) {
		struct gs_isa_operand o;
		struct flat_op *p = &ops[n++];

		gs_isa_operand(row, i, &o);
		p->field = o.field ? o.field : "";
		p->kind = o.kind;
		p->width = o.width;
		p->off = 0;
		if (o.kind == GS_ISA_K_SPECIAL && scratch) {
			/* scratch's vaddr slot */
			p->field = "addr";
			p->kind = GS_ISA_K_VGPR;
			p->width = 1;
			p->off = !sve;
		} else if (!strcmp(p->field, "saddr")) {
			p->off = saddr_off;
		} else if (!strcmp(p->field, "addr") && !scratch && has_saddr) {
			p->width = saddr_off ? 2 : 1;
		}
		if (!p->field[0])
			p->field = i == 0 && !v->store ? "vdst" : "data";
	}
	return n;
}

static unsigned int flat_field(const struct flat_bits *b, const char *f, unsigned int *lo)
{
	if (!strcmp(f, "addr")) {
		*lo = b->addr_lo;
		return b->addr_dw;
	}
	if (!strcmp(f, "data")) {
		*lo = b->data_lo;
		return b->data_dw;
	}
	if (!strcmp(f, "saddr")) {
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
	const struct flat_bits *b = flat_bits(c);
	const char *cls = d->row.cls;
	int scratch = !strcmp(cls, "SCRATCH"), flat = !strcmp(cls, "FLAT");
	struct mem_view v;
	struct mem_mod mods[8];
	struct flat_op ops[8];
	unsigned int n, saddr = gsi_tab_get(d->w, b->saddr_dw, b->saddr_lo, 7);
	unsigned int ndw = c->layout == GSI_LAYOUT_GFX12 ? 3 : 2;
	uint32_t used[3] = { 0, 0, 0 };
	int has_saddr = 0, ret, sve = 0;
	int acc = c->layout == GSI_LAYOUT_GFX9 && gsi_tab_get(d->w, 1, 23, 1);

	gsi_mem_view(&v, c, &d->row);
	for (unsigned int i = 0; i < d->row.nops; i++) {
		struct gs_isa_operand o;

		gs_isa_operand(&d->row, i, &o);
		if (o.field && !strcmp(o.field, "saddr"))
			has_saddr = 1;
	}
	ret = v.atomic && gsi_tab_get(d->w, b->ret_dw, b->ret_lo, 1);
	if (scratch) {
		sve = (int)gsi_tab_get(d->w, b->sve_dw, b->sve_lo, 1);
		used[b->sve_dw] |= 1u << b->sve_lo;
	}
	n = flat_ops(&v, &d->row, ret, saddr == gsi_mem_saddr_off(c), sve, scratch, ops);
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
		unsigned int lo, dw = flat_field(b, ops[i].field, &lo);
		uint32_t x;

		if (!strcmp(ops[i].field, "saddr")) {
			used[dw] |= 0x7fu << lo;
			if (ops[i].off) {
				gsi_tab_operand(l, "off");
				continue;
			}
			x = gsi_tab_get(d->w, dw, lo, 7);
			if (x > 105 && !(x >= 108 && x <= 123) && x != 106 && x != 126)
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
		gsi_mem_reg(l, acc && strcmp(ops[i].field, "addr") ? GS_ISA_K_AGPR : ops[i].kind, x,
			    ops[i].width);
	}
	flat_mods(c, cls, mods);
	if (!gsi_mem_print_mods(&v, mods, d->w, l))
		return 0;
	/* every other bit of the operand words must be zero */
	for (unsigned int dw = 0; dw < ndw; dw++) {
		uint32_t keep = used[dw] | gsi_mem_mods_mask(mods, dw);

		keep |= gsi_mem_fixed_mask(d->fmt, dw);
		if (d->w[dw] & ~keep)
			return 0;
	}
	return ndw * 4;
}

/* -------------------------------------------------------- assembly */

int gsi_mem_asm_flat(struct gsi_tab_asm *a, const struct gs_isa_inst *row)
{
	const struct gsi_tab_ctx *c = a->ctx;
	const struct flat_bits *b = flat_bits(c);
	const struct gsi_tab_fmt *f = gsi_tab_format(c->layout, row->cls);
	int scratch = !strcmp(row->cls, "SCRATCH"), flat = !strcmp(row->cls, "FLAT");
	unsigned int ndw = c->layout == GSI_LAYOUT_GFX12 ? 3 : 2;
	struct mem_line ml;
	struct mem_view v;
	struct mem_mod mods[8];
	struct flat_op ops[8];
	uint32_t w[3] = { 0, 0, 0 };
	unsigned int n;
	int has_saddr = 0, saddr_off = 0, sve = 0, ret = 0, acc = -1;

	if (!f || !gsi_mem_split(a, &ml, 0))
		return 0;
	gsi_mem_view(&v, c, row);
	for (unsigned int i = 0; i < f->npre; i++)
		gsi_tab_put(w, f->pre[i].dw, f->pre[i].lo, f->pre[i].width, f->pre[i].val);
	gsi_tab_put(w, f->op_dw, f->op_lo, f->op_width, row->opcode);
	flat_mods(c, row->cls, mods);
	if (!gsi_mem_asm_mods(a, &v, mods, &ml, w))
		return 0;
	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o;

		gs_isa_operand(row, i, &o);
		if (o.field && !strcmp(o.field, "saddr"))
			has_saddr = 1;
	}
	/* the forms follow from what was written */
	if (v.atomic) {
		ret = (int)gsi_tab_get(w, b->ret_dw, b->ret_lo, 1);
	}
	if (has_saddr && ml.n)
		saddr_off = ml.op[ml.n - 1].o.kind == OPND_OFF;
	if (scratch) {
		unsigned int vi = 0;

		for (unsigned int i = 0; i < row->nops; i++) {
			struct gs_isa_operand o;

			gs_isa_operand(row, i, &o);
			if (o.kind == GS_ISA_K_SPECIAL)
				vi = i;
		}
		sve = vi < ml.n && ml.op[vi].o.kind != OPND_OFF;
	}
	n = flat_ops(&v, row, ret, saddr_off, sve, scratch, ops);
	if (!gsi_mem_count(a, &ml, n, n))
		return 0;
	if (!has_saddr)
		gsi_tab_put(w, b->saddr_dw, b->saddr_lo, 7,
			    flat && c->layout == GSI_LAYOUT_GFX9 ? 0 : gsi_mem_saddr_off(c));
	if (scratch && sve)
		gsi_tab_put(w, b->sve_dw, b->sve_lo, 1, 1);
	for (unsigned int i = 0; i < n; i++) {
		const struct opnd *o = &ml.op[i].o;
		unsigned int lo, dw = flat_field(b, ops[i].field, &lo), x;
		int agpr = 0;

		if (ml.op[i].nlist) {
			gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX, "unexpected register list");
			return 0;
		}
		if (!strcmp(ops[i].field, "saddr")) {
			if (o->kind == OPND_OFF) {
				gsi_tab_put(w, dw, lo, 7, gsi_mem_saddr_off(c));
				continue;
			}
			if (!gsi_mem_want_sreg(a, o, ops[i].width, &x))
				return 0;
			gsi_tab_put(w, dw, lo, 7, x);
			continue;
		}
		if (ops[i].off) {
			if (o->kind != OPND_OFF) {
				gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected off",
					      o->text);
				return 0;
			}
			continue;
		}
		if (!gsi_mem_want_vreg(a, o, ops[i].width,
				       c->layout == GSI_LAYOUT_GFX9 && strcmp(ops[i].field, "addr"), &x, &agpr))
			return 0;
		if (strcmp(ops[i].field, "addr")) {
			if (acc >= 0 && acc != agpr) {
				gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX,
					      "invalid operand '%s', expected %s like the other data operands",
					      o->text, acc ? "an AGPR" : "a VGPR");
				return 0;
			}
			acc = agpr;
		}
		gsi_tab_put(w, dw, lo, 8, x);
	}
	if (acc > 0)
		gsi_tab_put(w, 1, 23, 1, 1);
	gsi_mem_store(a, w, ndw);
	return 1;
}
