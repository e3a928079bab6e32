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

/* -------------------------------------------------------- assembly */

int gsi_mem_asm_flat(struct gsi_tab_asm *a, const struct gs_isa_inst *row)
{
	const struct gsi_tab_ctx *c = a->ctx;
	const struct flat_bits *b = gsi_mem_flat_bits(c);
	const struct gsi_tab_fmt *f = gsi_tab_format(c->layout, row->cls);
	int scratch = gsi_streq(row->cls, "SCRATCH"), flat = gsi_streq(row->cls, "FLAT");
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
	gsi_mem_flat_mods(c, row->cls, mods);
	if (!gsi_mem_asm_mods(a, &v, mods, &ml, w))
		return 0;
	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o = { 0 };  /* (a row the tables hold: always filled) */

		gsi_isa_operand(row, i, &o);  /* (inline: per operand) */
		if (o.field && gsi_streq(o.field, "saddr"))
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
			struct gs_isa_operand o = { 0 };  /* (a row the tables hold: always filled) */

			gsi_isa_operand(row, i, &o);  /* (inline: per operand) */
			if (o.kind == GS_ISA_K_SPECIAL)
				vi = i;
		}
		sve = vi < ml.n && ml.op[vi].o.kind != OPND_OFF;
	}
	n = gsi_mem_flat_ops(&v, row, ret, saddr_off, sve, scratch, ops);
	if (!gsi_mem_count(a, &ml, n, n))
		return 0;
	if (!has_saddr)
		gsi_tab_put(w, b->saddr_dw, b->saddr_lo, 7,
			    flat && c->layout == GSI_LAYOUT_GFX9 ? 0 : gsi_mem_saddr_off(c));
	if (scratch && sve)
		gsi_tab_put(w, b->sve_dw, b->sve_lo, 1, 1);
	for (unsigned int i = 0; i < n; i++) {
		const struct opnd *o = &ml.op[i].o;
		unsigned int lo, dw = gsi_mem_flat_field(b, ops[i].field, &lo), x;
		int agpr = 0;

		if (ml.op[i].nlist) {
			gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX, "unexpected register list");
			return 0;
		}
		if (gsi_streq(ops[i].field, "saddr")) {
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
				       c->layout == GSI_LAYOUT_GFX9 && !gsi_streq(ops[i].field, "addr"), &x, &agpr))
			return 0;
		if (!gsi_streq(ops[i].field, "addr")) {
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
