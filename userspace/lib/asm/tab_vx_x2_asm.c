// SPDX-License-Identifier: MIT
/*
 * VOP3PX2 (gfx1250 v_wmma_scale_*): a v_wmma_ld_scale_paired_b32 word pair
 * (the two scale sources and the scale modifiers) followed by the WMMA's
 * VOP3P word pair; the tables list the row under the WMMA's opcode.
 *
 * Scale pair: src0/src1 the scales, src2 v0 (256); word 0 matrix_b_scale_fmt
 * [9:8], matrix_a_scale 11, matrix_a_reuse 13, matrix_b_reuse 14; word 1
 * matrix_b_scale 27, matrix_a_scale_fmt [30:29].  WMMA pair: matrix_a_fmt
 * op_sel[13:11], matrix_b_fmt op_sel_hi (27, 28, 14), neg_hi of C at 10, neg_lo
 * of C at 31.  Other bits are invalid (llvm-mc-22 refuses or prints another
 * instruction), and so are refused here.
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab_vx.h"

/* A symbolic modifier value: "PREFIX<name i>" or a number below n. */
static int sym(struct gsi_tab_asm *a, const struct gsi_vx_mod *m, const char *prefix, const char *const *names,
	       unsigned int n, unsigned int *v)
{
	size_t pl = strlen(prefix);

	if (m->has_val && !strncmp(m->val, prefix, pl))
		for (unsigned int i = 0; i < n; i++)
			if (!strcmp(m->val + pl, names[i])) {
				*v = i;
				return 1;
			}
	return gsi_vx_mod_int(a, m, n - 1, v);
}

int gsi_vx_asm_x2(struct gsi_tab_asm *a)
{
	static const char *const rows[] = { "ROW0", "ROW1" };
	const struct gsi_tab_fmt *f = gsi_tab_format(a->ctx->layout, "VOP3P");
	const struct gs_isa_inst *row = &a->rows[0];
	struct gsi_vx_ops ops;
	struct x2 x;
	uint32_t s[2] = { 0, 0 }, w[2] = { 0, 0 }, all[4];
	unsigned int code[5];

	if (!f || a->suffix[0])
		return -1;
	memset(&x, 0, sizeof(x));
	if (!gsi_vx_split(a, a->rest, a->rcol, &ops))
		return 0;
	for (unsigned int i = 0; i < ops.nm; i++) {
		const struct gsi_vx_mod *m = &ops.m[i];
		const char *k = m->key;
		int ok = 1;

		if (gsi_streq(k, "matrix_a_fmt"))
			ok = sym(a, m, "MATRIX_FMT_", fmts, 5, &x.afmt);
		else if (gsi_streq(k, "matrix_b_fmt"))
			ok = sym(a, m, "MATRIX_FMT_", fmts, 5, &x.bfmt);
		else if (gsi_streq(k, "matrix_a_scale"))
			ok = sym(a, m, "MATRIX_SCALE_", rows, 2, &x.ascale);
		else if (gsi_streq(k, "matrix_b_scale"))
			ok = sym(a, m, "MATRIX_SCALE_", rows, 2, &x.bscale);
		else if (gsi_streq(k, "matrix_a_scale_fmt"))
			ok = sym(a, m, "MATRIX_SCALE_FMT_", sfmts, 3, &x.asfmt);
		else if (gsi_streq(k, "matrix_b_scale_fmt"))
			ok = sym(a, m, "MATRIX_SCALE_FMT_", sfmts, 3, &x.bsfmt);
		else if (gsi_streq(k, "matrix_a_reuse") && !m->has_val)
			x.ra = 1;
		else if (gsi_streq(k, "matrix_b_reuse") && !m->has_val)
			x.rb = 1;
		else if (gsi_streq(k, "neg_lo") || gsi_streq(k, "neg_hi")) {
			unsigned int v;

			ok = m->has_val && gsi_vx_list(m->val, 3, &v) && !(v & 3);
			if (!ok)
				gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid %s for %s, expected %s:[0,0,0|1]", k,
					      a->mnem, k);
			*(k[4] == 'l' ? &x.nlo : &x.nhi) = v >> 2;
		} else {
			gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid modifier '%s' for %s", k, a->mnem);
			return 0;
		}
		if (!ok)
			return 0;
	}
	if (ops.n != 6) {
		gsi_asm_error(a->st, ops.n > 6 ? ops.o[6].col : a->mcol, GS_ERR_SYNTAX, "%s for %s, expected 6 operands",
			      ops.n > 6 ? "too many operands" : "too few operands", a->mnem);
		return 0;
	}
	for (unsigned int i = 0; i < 6; i++) {
		const struct gsi_vx_opnd *o = &ops.o[i];
		unsigned int ci = i ? i - 1 : 0;  /* code[]: A, B, C, scale A, scale B */
		unsigned int want = i == 0 || i == 3 ? 8 : i == 1 ? width_of(x.afmt) : i == 2 ? width_of(x.bfmt) : 1;
		uint32_t v;
		int ok;

		if (o->o.kind == OPND_REG)
			ok = !o->neg && !o->abs && !o->o.agpr && (i >= 4 ? gsi_tab_src_valid(a->ctx, o->o.code, 1) && o->o.nregs == 1
						      : o->o.code >= 256 && o->o.nregs == want && (o->o.code % 2 == 0 || want == 1));
		else
			ok = i >= 3 && !o->neg && !o->abs && gsi_vx_imm(o, GSI_VX_T32, &code[ci], &v) && code[ci] != 255;
		if (!ok) {
			gsi_asm_error(a->st, o->col, GS_ERR_SYNTAX, "invalid operand for instruction");
			return 0;
		}
		if (o->o.kind == OPND_REG && i)
			code[ci] = o->o.code;
		if (i == 0)
			gsi_tab_put(w, 0, 0, 8, o->o.code - 256);
	}
	gsi_tab_put(s, f->pre[0].dw, f->pre[0].lo, f->pre[0].width, f->pre[0].val);
	gsi_tab_put(s, f->op_dw, f->op_lo, f->op_width, LD_SCALE_PAIRED);
	gsi_tab_put(s, 1, 0, 9, code[3]);
	gsi_tab_put(s, 1, 9, 9, code[4]);
	gsi_tab_put(s, 1, 18, 9, 256);
	gsi_tab_put(s, 0, 8, 2, x.bsfmt);
	gsi_tab_put(s, 0, 11, 1, x.ascale);
	gsi_tab_put(s, 0, 13, 1, x.ra);
	gsi_tab_put(s, 0, 14, 1, x.rb);
	gsi_tab_put(s, 1, 27, 1, x.bscale);
	gsi_tab_put(s, 1, 29, 2, x.asfmt);
	gsi_tab_put(w, f->pre[0].dw, f->pre[0].lo, f->pre[0].width, f->pre[0].val);
	gsi_tab_put(w, f->op_dw, f->op_lo, f->op_width, row->opcode);
	gsi_tab_put(w, 1, 0, 9, code[0]);
	gsi_tab_put(w, 1, 9, 9, code[1]);
	gsi_tab_put(w, 1, 18, 9, code[2]);
	gsi_tab_put(w, 0, 11, 3, x.afmt);
	gsi_tab_put(w, 1, 27, 2, x.bfmt);
	gsi_tab_put(w, 0, 14, 1, x.bfmt >> 2);
	gsi_tab_put(w, 0, 10, 1, x.nhi);
	gsi_tab_put(w, 1, 31, 1, x.nlo);
	all[0] = s[0];
	all[1] = s[1];
	all[2] = w[0];
	all[3] = w[1];
	gsi_vx_out(a, all, 16);
	return 1;
}
