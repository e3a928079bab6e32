// SPDX-License-Identifier: MIT
/*
 * VINTERP and LDSDIR (gfx11, gfx12), table-driven.
 *
 * VINTERP: word 0 vdst[7:0], wait_exp[10:8], op_sel[14:11] (src0, src1,
 * src2, dst), clamp 15; word 1 src0/1/2 (9-bit, VGPRs only), neg[31:29].
 * llvm prints "clamp op_sel:[..] wait_exp:N" (wait_exp always), and on gfx11
 * the 16-bit operands in true16 syntax (v2.l / v2.h after their op_sel bit).
 * LDSDIR: vdst[7:0], attr_chan[9:8], attr[15:10], wait_vdst (gfx12:
 * wait_va_vdst)[19:16], op[21:20], gfx12 wait_vm_vsrc 23; bit 22 reserved.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab_vx.h"

/* --------------------------------------------------------------- assembly */

/* A VGPR operand, plain or (gfx11 16-bit operands) vN.l / vN.h. */
static int vgpr_of(const struct gsi_vx_opnd *x, int t16, unsigned int *n, int *hi)
{
	const struct opnd *o = &x->o;

	*hi = 0;
	if (x->abs)
		return 0;
	if (o->kind == OPND_REG && o->vgpr && !o->agpr && o->nregs == 1) {
		*n = o->code - 256;
		return 1;
	}
	if (t16 && o->kind == OPND_SYM && o->sym[0] == 'v' && isdigit((unsigned char)o->sym[1])) {
		char *end;
		unsigned long v = strtoul(o->sym + 1, &end, 10);

		if (v < 256 && end[0] == '.' && (end[1] == 'l' || end[1] == 'h') && !end[2]) {
			*n = (unsigned int)v;
			*hi = end[1] == 'h';
			return 1;
		}
	}
	return 0;
}

static int asm_vinterp(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct gsi_vx_ops *ops)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(a->ctx->layout, "VINTERP");
	int t16 = a->ctx->layout == GSI_LAYOUT_GFX11;
	uint32_t w[2] = { 0, 0 };
	unsigned int opsel = 0, opsel_t16 = 0, neg = 0, clamp = 0, wexp = 0;

	if (!f)
		return -1;
	if (ops->n != 4) {
		gsi_asm_error(a->st, ops->n > 4 ? ops->o[4].col : a->mcol, GS_ERR_SYNTAX,
			      "%s for %s, expected vdst, src0, src1, src2", ops->n > 4 ? "too many operands" : "too few operands",
			      a->mnem);
		return 0;
	}
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct gsi_vx_mod *m = &ops->m[i];

		if (gsi_streq(m->key, "clamp") && !m->has_val) {
			clamp = 1;
		} else if (gsi_streq(m->key, "wait_exp")) {
			if (!gsi_vx_mod_int(a, m, 7, &wexp))
				return 0;
		} else if (gsi_streq(m->key, "op_sel") && gs_isa_has_modifier(row, "op_sel")) {
			if (!m->has_val || !gsi_vx_list(m->val, 4, &opsel)) {
				gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid op_sel for %s, expected op_sel:[0|1,0|1,0|1,0|1]",
					      a->mnem);
				return 0;
			}
		} else {
			gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid modifier '%s' for %s, expected %s",
				      m->key, a->mnem, gs_isa_has_modifier(row, "op_sel") ? "clamp, op_sel:[...] or wait_exp:N"
											   : "clamp or wait_exp:N");
			return 0;
		}
	}
	for (unsigned int i = 0; i < 4; i++) {
		const struct gsi_vx_opnd *o = &ops->o[i];
		unsigned int n, bit = i ? i - 1 : 3;
		int hi;

		if (!vgpr_of(o, t16 && h16_of(row, i), &n, &hi) || (o->neg && !i)) {
			gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX, "invalid operand '%s' for %s, expected %s", o->text,
				      a->mnem, i ? "a VGPR, optionally negated" : "a VGPR");
			return 0;
		}
		if (hi)
			opsel_t16 |= 1u << bit;
		if (i) {
			neg |= (unsigned int)o->neg << (i - 1);
			gsi_tab_put(w, 1, 9 * (i - 1), 9, 256 + n);
		} else {
			gsi_tab_put(w, 0, 0, 8, n);
		}
	}
	opsel |= opsel_t16;
	gsi_tab_put(w, f->pre[0].dw, f->pre[0].lo, f->pre[0].width, f->pre[0].val);
	gsi_tab_put(w, f->op_dw, f->op_lo, f->op_width, row->opcode);
	gsi_tab_put(w, 0, 8, 3, wexp);
	gsi_tab_put(w, 0, 11, 4, opsel);
	gsi_tab_put(w, 0, 15, 1, clamp);
	gsi_tab_put(w, 1, 29, 3, neg);
	gsi_vx_out(a, w, 8);
	return 1;
}

static int asm_ldsdir(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct gsi_vx_ops *ops)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(a->ctx->layout, "LDSDIR");
	int gfx11 = a->ctx->layout == GSI_LAYOUT_GFX11;
	unsigned int want = row->nops >= 2 ? 2 : 1, attr = 0, chan = 0, wv = 0, wm = 0;
	uint32_t w[1] = { 0 };
	const struct gsi_vx_opnd *x;
	const struct opnd *o;

	if (!f)
		return -1;
	if (ops->n != want) {
		gsi_asm_error(a->st, ops->n > want ? ops->o[want].col : a->mcol, GS_ERR_SYNTAX,
			      "%s for %s, expected %s", ops->n > want ? "too many operands" : "too few operands", a->mnem,
			      want == 2 ? "vdst, attrN.c" : "vdst");
		return 0;
	}
	x = &ops->o[0];
	o = &x->o;
	if (o->kind != OPND_REG || o->code < 256 || o->agpr || o->nregs != 1 || x->neg || x->abs) {
		gsi_asm_error(a->st, x->col, GS_ERR_SYNTAX, "invalid operand '%s' for %s, expected a VGPR", x->text, a->mnem);
		return 0;
	}
	gsi_tab_put(w, 0, 0, 8, o->code - 256);
	if (want == 2) {
		const char *s, *dot;
		char *end;
		unsigned long v;

		x = &ops->o[1];
		o = &x->o;
		s = o->sym;
		dot = o->kind == OPND_SYM ? strchr(s, '.') : NULL;
		if (!dot || strncmp(s, "attr", 4) || !isdigit((unsigned char)s[4]) || !dot[1] || dot[2] ||
		    !strchr(chans, dot[1])) {
			gsi_asm_error(a->st, x->col, GS_ERR_SYNTAX, "invalid operand '%s' for %s, expected attrN.x|y|z|w",
				      x->text, a->mnem);
			return 0;
		}
		v = strtoul(s + 4, &end, 10);
		if (end != dot || v > 32) {
			gsi_asm_error(a->st, x->col, GS_ERR_RANGE, "out of bounds interpolation attribute number");
			return 0;
		}
		attr = (unsigned int)v;
		chan = (unsigned int)(strchr(chans, dot[1]) - chans);
	}
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct gsi_vx_mod *m = &ops->m[i];

		if (!strcmp(m->key, gfx11 ? "wait_vdst" : "wait_va_vdst")) {
			if (!gsi_vx_mod_int(a, m, 15, &wv))
				return 0;
		} else if (!gfx11 && gsi_streq(m->key, "wait_vm_vsrc")) {
			if (!gsi_vx_mod_int(a, m, 1, &wm))
				return 0;
		} else {
			gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid modifier '%s' for %s, expected %s", m->key,
				      a->mnem, gfx11 ? "wait_vdst:N" : "wait_va_vdst:N or wait_vm_vsrc:N");
			return 0;
		}
	}
	gsi_tab_put(w, f->pre[0].dw, f->pre[0].lo, f->pre[0].width, f->pre[0].val);
	gsi_tab_put(w, f->op_dw, f->op_lo, f->op_width, row->opcode);
	gsi_tab_put(w, 0, 8, 2, chan);
	gsi_tab_put(w, 0, 10, 6, attr);
	gsi_tab_put(w, 0, 16, 4, wv);
	gsi_tab_put(w, 0, 23, 1, wm);
	gsi_vx_out(a, w, 4);
	return 1;
}

int gsi_vx_asm_interp(struct gsi_tab_asm *a)
{
	const struct gs_isa_inst *row = &a->rows[0];
	struct gsi_vx_ops ops;

	if (a->suffix[0])
		return -1;
	if (!gsi_vx_split(a, a->rest, a->rcol, &ops))
		return 0;
	if (gsi_streq(row->cls, "VINTERP"))
		return asm_vinterp(a, row, &ops);
	return asm_ldsdir(a, row, &ops);
}
