// SPDX-License-Identifier: MIT
/*
 * VOP3P of every layout, table-driven: packed math, dot products, v_fma_mix*,
 * WMMA/SWMMAC (gfx11, gfx12, gfx1250) and MFMA/SMFMAC/v_accvgpr_* (gfx942,
 * gfx950), assembled as llvm-mc-22 does (isa/tab_vx_vop3p.c prints them).
 *
 * Bits (every layout): word 0 vdst[7:0], neg_hi[10:8] (abs on v_fma_mix*),
 * op_sel[13:11], op_sel_hi[2] at 14, clamp 15; word 1 src0/1/2 (9 bits each),
 * op_sel_hi[1:0] at 27, neg_lo[2:0] at 29 (neg on v_fma_mix*).  gfx9 MFMA:
 * cbsz[10:8], abid[14:11], acc_cd 15 (vdst and src2 are AGPRs), acc[1:0] at
 * 27 (src0/src1 AGPRs), blgp[31:29] (neg on f64 shapes).  WMMA reuses op_sel
 * for index_key (SWMMAC) and matrix_a_fmt, op_sel_hi for matrix_b_fmt
 * (f8f6f4 shapes), bits 13/14 for matrix_a_reuse/matrix_b_reuse (gfx1250);
 * wave64 halves their matrix registers.  gfx950 v_mfma_scale_*: a
 * v_mfma_ld_scale_b32 pair (scale VGPRs, op_sel/op_sel_hi) before an f8f6f4
 * MFMA whose bit 11 is set.
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "asm/tab_vx.h"
#include "isa/tab_vx_vop3p.h"
#include "isa/isa_int.h"

/* --------------------------------------------------------------- assembly */

static int mod_bits(struct gsi_tab_asm *a, const struct gsi_vx_mod *m, unsigned int n, unsigned int *v)
{
	if (!m->has_val || !gsi_vx_list(m->val, n, v)) {
		gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid %s for %s, expected %s:[%s]", m->key, a->mnem,
			      m->key, n == 2 ? "0|1,0|1" : n == 3 ? "0|1,0|1,0|1" : "0|1");
		return 0;
	}
	return 1;
}

/* matrix_a_fmt:MATRIX_FMT_FP6 or matrix_a_fmt:2 */
static int mod_fmt(struct gsi_tab_asm *a, const struct gsi_vx_mod *m, unsigned int *v)
{
	for (unsigned int i = 0; i < 5; i++) {
		char t[32];

		snprintf(t, sizeof(t), "MATRIX_FMT_%s", fmt_names[i]);
		if (m->has_val && !strcmp(m->val, t)) {
			*v = i;
			return 1;
		}
	}
	return gsi_vx_mod_int(a, m, 4, v);
}

/*
 * neg_lo/neg_hi bits llvm-mc-22 refuses on matrix ops: A's and B's of the
 * fp8/bf8 WMMA (8-bit floats have no sign modifier there) and the third
 * value of the 16-bit-float SWMMAC (its third source is the index VGPR).
 */
static int wmma_neg_ok(struct gsi_tab_asm *a, const struct gsi_vx_mod *m)
{
	static const char *const f8[] = { "_fp8_fp8", "_fp8_bf8", "_bf8_fp8", "_bf8_bf8" };
	size_t len = strlen(a->name);
	unsigned int v = 0, bad = 0;
	const char *allowed = "";

	if (!mod_bits(a, m, 3, &v))
		return 0;
	for (unsigned int i = 0; i < 4; i++)
		if (len > 8 && !strcmp(a->name + len - 8, f8[i]) && !strncmp(a->name, "v_wmma_", 7)) {
			bad = v & 3;
			allowed = "on C only (fp8/bf8 A and B take none)";
		}
	if (!strncmp(a->name, "v_swmmac_", 9) && !strstr(a->name, "_iu")) {
		bad = v & 4;
		allowed = "on A and B only (the third source is the index)";
	}
	if (!bad)
		return 1;
	gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid %s operand for %s on %s, expected %s %s", m->key, a->mnem,
		      a->ctx->target->name, m->key, allowed);
	return 0;
}

struct p3enc {
	unsigned int opsel, hi, nlo, nhi, clamp, cbsz, abid, blgp, acc_cd, acc, afmt, bfmt, ra, rb, key;
	unsigned int hi_mask;   /* op_sel_hi bits given */
};

static int modifiers(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct p3row *p,
		     const struct gsi_vx_ops *ops, struct p3enc *e)
{
	unsigned int n = p->wmma ? 3 : p->nsrc;

	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct gsi_vx_mod *m = &ops->m[i];
		const char *k = m->key;
		int ok = 1;

		if (p->mai && gsi_streq(k, "cbsz") && has(row, "cbsz"))
			ok = gsi_vx_mod_int(a, m, 7, &e->cbsz);
		else if (p->mai && gsi_streq(k, "abid") && has(row, "abid"))
			ok = gsi_vx_mod_int(a, m, 15, &e->abid);
		else if (p->mai && !p->f64neg && gsi_streq(k, "blgp") && has(row, "blgp"))
			ok = gsi_vx_mod_int(a, m, 7, &e->blgp);
		else if (p->f64neg && gsi_streq(k, "neg"))
			ok = mod_bits(a, m, 3, &e->blgp);
		else if (!p->mai && p->opsel && gsi_streq(k, "op_sel"))
			ok = mod_bits(a, m, n, &e->opsel);
		else if (!p->mai && p->opsel_hi && gsi_streq(k, "op_sel_hi"))
			ok = mod_bits(a, m, n, &e->hi), e->hi_mask = (1u << n) - 1;
		else if (!p->mix && p->neg_lo && gsi_streq(k, "neg_lo")) {
			ok = mod_bits(a, m, n, &e->nlo);
			/* gfx12/gfx1250 integer WMMA/SWMMAC: neg_lo is A's and B's
			 * signedness; C has none (llvm-mc-22: "invalid neg_lo operand") */
			if (ok && p->wmma && a->ctx->layout == GSI_LAYOUT_GFX12 && strstr(a->name, "_iu") &&
			    (e->nlo & 4)) {
				gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX,
					      "invalid neg_lo operand for %s on %s, expected neg_lo on A and B only (their signedness)",
					      a->mnem, a->ctx->target->name);
				return 0;
			}
		}
		else if (!p->mix && p->neg_hi && gsi_streq(k, "neg_hi")) {
			ok = mod_bits(a, m, n, &e->nhi);
			/* gfx1250 v_wmma_f32_16x16x4_f32: llvm-mc-22 takes neg_hi on A and B
			 * and encodes none (f32 elements have no high half) */
			if (ok && p->wmma && gsi_streq(a->name, "v_wmma_f32_16x16x4_f32"))
				e->nhi &= 4;
		}
		else if (p->clamp && gsi_streq(k, "clamp") && !m->has_val)
			e->clamp = 1;
		else if (p->key && gsi_streq(k, "index_key"))
			ok = gsi_vx_mod_int(a, m, 1, &e->key);  /* llvm-mc-22 takes 0..1 on every shape */
		else if (p->fmt && gsi_streq(k, "matrix_a_fmt"))
			ok = mod_fmt(a, m, &e->afmt);
		else if (p->fmt && gsi_streq(k, "matrix_b_fmt"))
			ok = mod_fmt(a, m, &e->bfmt);
		else if (p->reuse && gsi_streq(k, "matrix_a_reuse") && !m->has_val)
			e->ra = 1;
		else if (p->reuse && gsi_streq(k, "matrix_b_reuse") && !m->has_val)
			e->rb = 1;
		else {
			/* the modifiers this row takes, by the same tests as above */
			static const char *const names[] = {
				"cbsz", "abid", "blgp", "neg", "op_sel", "op_sel_hi", "neg_lo", "neg_hi", "clamp",
				"index_key", "matrix_a_fmt", "matrix_b_fmt", "matrix_a_reuse", "matrix_b_reuse",
			};
			const int takes[] = {
				p->mai && has(row, "cbsz"), p->mai && has(row, "abid"),
				p->mai && !p->f64neg && has(row, "blgp"), p->f64neg, !p->mai && p->opsel,
				!p->mai && p->opsel_hi, !p->mix && p->neg_lo, !p->mix && p->neg_hi, p->clamp, p->key,
				p->fmt, p->fmt, p->reuse, p->reuse,
			};
			char list[200] = "";
			size_t at = 0;

			for (size_t j = 0; j < sizeof(names) / sizeof(*names) && at < sizeof(list); j++)
				if (takes[j])
					at += (size_t)snprintf(list + at, sizeof(list) - at, "%s%s", at ? ", " : "",
							       names[j]);
			gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid modifier '%s%s%s' for %s on %s, expected %s%s", k,
				      m->has_val ? ":" : "", m->val, a->mnem, a->ctx->target->name,
				      at ? "one of " : "no modifier", list);
			return 0;
		}
		if (!ok || (p->wmma && !strncmp(k, "neg_", 4) && !wmma_neg_ok(a, m)))
			return 0;
	}
	if (a->ctx->layout == GSI_LAYOUT_GFX9 && !strncmp(a->name, "v_dot", 5) &&
	    (e->opsel || e->hi_mask)) {
		/* gfx940+ dot products: op_sel all 0 and no op_sel_hi at all (llvm-mc-22) */
		gsi_asm_error(a->st, a->mcol, GS_ERR_SYNTAX, "invalid op_sel operand for %s, expected op_sel all 0 "
			      "and no op_sel_hi", a->mnem);
		return 0;
	}
	return 1;
}

/*
 * gfx950 v_mfma_scale_*: the two scale sources after the MFMA's operands and
 * op_sel/op_sel_hi (the scale's) become a v_mfma_ld_scale_b32 word pair in sw;
 * they are removed from ops.
 */
static int scale_part(struct gsi_tab_asm *a, const struct p3row *p, struct gsi_vx_ops *ops, uint32_t *sw)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(a->ctx->layout, "VOP3P");
	struct gs_isa_inst ls;
	unsigned int opsel = 0, hi = 0, code[2], k = 0;

	if (!p->mfmt || gsi_isa_rows_named(a->ctx->tidx, "v_mfma_ld_scale_b32", &ls, 1) != 1 || !f) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_UNSUPPORTED, "instruction '%s' not supported on %s", a->mnem,
			      a->ctx->target->name);
		return 0;
	}
	if (ops->n != p->nops + 2) {
		gsi_asm_error(a->st, ops->n > p->nops + 2 ? ops->o[p->nops + 2].col : a->mcol, GS_ERR_SYNTAX,
			      "%s for %s, expected %u operands", ops->n > p->nops + 2 ? "too many operands" : "too few operands",
			      a->mnem, p->nops + 2);
		return 0;
	}
	for (unsigned int s = 0; s < 2; s++) {
		const struct gsi_vx_opnd *x = &ops->o[p->nops + s];

		if (x->neg || x->abs || x->o.kind != OPND_REG || x->o.code < 256 || x->o.agpr || x->o.nregs != 1) {
			gsi_asm_error(a->st, x->col, GS_ERR_SYNTAX, "invalid operand for instruction");
			return 0;
		}
		code[s] = x->o.code;
	}
	ops->n -= 2;
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct gsi_vx_mod *m = &ops->m[i];
		unsigned int *dst = gsi_streq(m->key, "op_sel") ? &opsel : gsi_streq(m->key, "op_sel_hi") ? &hi : NULL;

		if (!dst) {
			ops->m[k++] = *m;
			continue;
		}
		if (!m->has_val || !gsi_vx_list(m->val, 3, dst)) {
			gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid %s for %s, expected %s:[0|1,0|1,0]", m->key,
				      a->mnem, m->key);
			return 0;
		}
	}
	ops->nm = k;
	sw[0] = sw[1] = 0;
	gsi_tab_put(sw, f->pre[0].dw, f->pre[0].lo, f->pre[0].width, f->pre[0].val);
	gsi_tab_put(sw, f->op_dw, f->op_lo, f->op_width, ls.opcode);
	gsi_tab_put(sw, 0, 11, 2, opsel);  /* third entries are ignored */
	gsi_tab_put(sw, 1, 27, 2, hi);
	gsi_tab_put(sw, 1, 0, 9, code[0]);
	gsi_tab_put(sw, 1, 9, 9, code[1]);
	return 1;
}

/* 0: a DPP control, 1-4: row_mask, bank_mask, bound_ctrl, fi; -1: not DPP. */
static int dpp_rank(const char *k)
{
	if (gsi_streq(k, "row_mask"))
		return 1;
	if (gsi_streq(k, "bank_mask"))
		return 2;
	if (gsi_streq(k, "bound_ctrl"))
		return 3;
	if (gsi_streq(k, "fi"))
		return 4;
	return gsi_streq(k, "dpp8") || gsi_streq(k, "quad_perm") || !strncmp(k, "row_", 4) || !strncmp(k, "wave_", 5)
	       ? 0 : -1;
}

/* dpp8:[a,b,c,d,e,f,g,h], each 0..7 */
static int dpp8_list(const char *s, unsigned int *sel)
{
	for (unsigned int i = 0; i < 8; i++) {
		if (*s++ != (i ? ',' : '['))
			return 0;
		while (*s == ' ')
			s++;
		if (*s < '0' || *s > '7')
			return 0;
		sel[i] = (unsigned int)(*s++ - '0');
		while (*s == ' ')
			s++;
	}
	return s[0] == ']' && !s[1];
}

/*
 * The DPP controls, which llvm-mc-22 takes after the other modifiers in this
 * order: the control, row_mask, bank_mask, bound_ctrl, fi (dpp8: dpp8, fi).
 * They are removed from ops.  -1: there are none; 1: taken; 0: error reported.
 */
static int take_dpp(struct gsi_tab_asm *a, struct gsi_vx_ops *ops, struct gsi_valu_dpp *q, int *dpp8)
{
	unsigned int first = ops->nm, v;
	int prev = -1;

	memset(q, 0, sizeof(*q));
	q->row = q->bank = 15;
	*dpp8 = 0;
	for (unsigned int i = 0; i < ops->nm && first == ops->nm; i++)
		if (dpp_rank(ops->m[i].key) >= 0)
			first = i;
	if (first == ops->nm)
		return -1;
	for (unsigned int i = first; i < ops->nm; i++) {
		const struct gsi_vx_mod *m = &ops->m[i];
		int r = dpp_rank(m->key), ctrl;

		if (r < 0 || (prev < 0 ? r != 0 : r <= prev) || (*dpp8 && r != 4)) {
			gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid operand '%s' for %s, expected %s", m->key,
				      a->mnem, r < 0 ? "the DPP controls after the other modifiers"
				      : "DPP controls in llvm's order: quad_perm/row_*/dpp8, row_mask, bank_mask, bound_ctrl, fi");
			return 0;
		}
		prev = r;
		switch (r) {
		case 0:
			if (gsi_streq(m->key, "dpp8")) {
				if (!m->has_val || !dpp8_list(m->val, q->sel)) {
					gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX,
						      "invalid dpp8 '%s', expected eight lane numbers 0..7", m->val);
					return 0;
				}
				*dpp8 = 1;
				break;
			}
			ctrl = gsi_valu_dpp_ctrl(a->ctx, m->key, m->has_val ? m->val : NULL);
			if (ctrl < 0) {
				gsi_asm_error(a->st, m->col, GS_ERR_SYNTAX, "invalid DPP control '%s%s%s', expected %s",
					      m->key, m->has_val ? ":" : "", m->val,
					      "quad_perm:[a,b,c,d], row_shl/shr/ror:1..15, row_mirror, row_half_mirror, "
					      "row_share/row_xmask:0..15 or dpp8:[...]");
				return 0;
			}
			q->ctrl = (unsigned int)ctrl;
			break;
		case 1:
		case 2:
			if (!gsi_vx_mod_int(a, m, 15, &v))
				return 0;
			*(r == 1 ? &q->row : &q->bank) = v;
			break;
		default:
			if (!gsi_vx_mod_int(a, m, 1, &v))
				return 0;
			*(r == 3 ? &q->bc : &q->fi) = v;
			break;
		}
	}
	ops->nm = first;
	return 1;
}

int gsi_vx_asm_vop3p(struct gsi_tab_asm *a)
{
	const struct gsi_tab_ctx *c = a->ctx;
	const struct gs_isa_inst *row = &a->rows[0];
	const struct gsi_tab_fmt *f = gsi_tab_format(c->layout, "VOP3P");
	struct gsi_vx_ops ops;
	struct p3row p;
	struct p3enc e;
	uint32_t w[3] = { 0, 0, 0 }, lit = 0;
	int nlit = 0, cd_set = 0, scaled;
	unsigned int src[3] = { 0, 0, 0 };
	uint32_t sw[2] = { 0, 0 };
	unsigned int scol[3] = { a->mcol, a->mcol, a->mcol };
	int dpp3 = gsi_streq(a->suffix, "_e64_dpp"), dpp = -1, dpp8 = 0;
	struct gsi_valu_dpp q;

	if (!gsi_streq(row->cls, "VOP3P") || !f || (a->suffix[0] && !dpp3))
		return -1;
	gsi_vx_p3_analyse(c, row, &p);
	memset(&e, 0, sizeof(e));
	if (!gsi_vx_split(a, a->rest, a->rcol, &ops))
		return 0;
	if (c->layout != GSI_LAYOUT_GFX9 && !(dpp = take_dpp(a, &ops, &q, &dpp8)))
		return 0;
	if (dpp3 && c->layout == GSI_LAYOUT_GFX9) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_UNSUPPORTED, "e64_dpp variant of %s is not supported on %s", a->name,
			      c->target->name);
		return 0;
	}
	if (dpp3 && dpp < 0) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_SYNTAX, "too few operands for %s, expected a DPP control "
			      "(quad_perm:[...], row_*, dpp8:[...])", a->mnem);
		return 0;
	}
	if (dpp > 0 && !has(row, dpp8 ? "dpp8" : "dpp")) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_UNSUPPORTED, "%s variant of %s is not supported on %s",
			      dpp8 ? "dpp8" : "e64_dpp", a->name, c->target->name);
		return 0;
	}
	scaled = !strncmp(a->mnem, "v_mfma_scale_", 13);
	if (scaled && !scale_part(a, &p, &ops, sw))
		return 0;
	if (!modifiers(a, row, &p, &ops, &e))
		return 0;
	if (ops.n != p.nops) {
		unsigned int col = ops.n > p.nops ? ops.o[p.nops].col : a->mcol;

		gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "%s for %s, expected %u operands",
			      ops.n > p.nops ? "invalid operand (too many operands)" : "too few operands", a->mnem, p.nops);
		return 0;
	}
	e.hi = (e.hi & e.hi_mask) | (p.hi_def & ~e.hi_mask);
	for (unsigned int i = 0; i < p.nops; i++) {
		const struct gsi_vx_opnd *x = &ops.o[i];
		const struct opnd *o = &x->o;
		enum gs_isa_kind k = p.op[i].k;
		unsigned int width = p.op[i].width, s, code = 0;
		const char *why = NULL;
		char range[64];

		if (p.op[i].f == F_VDST) {
			int want_a = k == GS_ISA_K_AGPR;

			if (o->kind != OPND_REG || o->code < 256 || x->neg || x->abs || o->nregs != width ||
			    (!p.mai && o->agpr != want_a) || (c->layout == GSI_LAYOUT_GFX9 && width > 1 && (o->code - 256) % 2)) {
				char n[40] = "";

				if (width > 1)
					snprintf(n, sizeof(n), " range of %u registers", width);
				gsi_asm_error(a->st, x->col, GS_ERR_SYNTAX,
					      "invalid operand '%s' for operand %u of %s, expected %s%s", x->text, i + 1,
					      a->mnem, want_a ? "an AGPR" : p.mai ? "a VGPR or AGPR" : "a VGPR", n);
				return 0;
			}
			if (p.mai && o->agpr)
				e.acc_cd = cd_set = 1;
			gsi_tab_put(w, 0, 0, 8, o->code - 256);
			continue;
		}
		s = (unsigned int)p.op[i].f - F_SRC0;
		if (p.mfmt && s < 2)
			width = fmt_width(s ? e.blgp : e.cbsz, 8);
		if (p.fmt && s < 2)
			width = fmt_width(s ? e.bfmt : e.afmt, 16);
		if ((x->neg || x->abs) && !p.mix) {
			why = "no -x or |x| (use neg_lo:[...] / neg_hi:[...])";
		} else if (o->kind == OPND_REG) {
			if (p.wmma && !p.mai && o->code < 256)
				why = "a VGPR range (WMMA/SWMMAC read no SGPR)";
			else if (o->agpr && !(k == GS_ISA_K_AGPR || (p.mai && (s < 2 || (cd_set && !p.smfmac)))))
				why = p.mai ? "a VGPR like the destination" : "a VGPR, an SGPR or a constant";
			else if (!o->agpr && k == GS_ISA_K_AGPR)
				why = "an AGPR";
			else if (p.mai && s < 2 && o->code < 256)
				why = "a VGPR or an AGPR";
			else if (p.smfmac && s == 2 && (o->agpr || o->code < 256))
				why = "a VGPR";
			else if (p.mai && s == 2 && o->code < 128)
				why = "a VGPR, an AGPR or an inline constant";
			else if (p.mai && !p.smfmac && s == 2 && o->code >= 256 && o->agpr != (int)e.acc_cd)
				why = e.acc_cd ? "an AGPR like the destination" : "a VGPR like the destination";
			else if (o->nregs != width && !(o->code >= 124 && o->code < 256 && o->nregs == 1) && width == 1)
				why = "a 32-bit register";
			else if (o->nregs != width && !(o->code >= 124 && o->code < 256 && o->nregs == 1)) {
				snprintf(range, sizeof(range), "a range of %u registers", width);  /* only when refused */
				why = range;
			} else if (!gsi_tab_src_valid(c, o->code, o->code >= 124 && o->code < 256 && width > 2 ? 1 : width) ||
				 (c->layout == GSI_LAYOUT_GFX9 && width > 1 && o->code >= 256 && (o->code - 256) % 2))
				why = "an aligned register range";
			code = o->code;
			if (p.mai && s < 2 && o->agpr)
				e.acc |= 1u << s;
		} else if (o->kind == OPND_INT || o->kind == OPND_FLOAT) {
			uint32_t v;

			if ((p.mai && (s < 2 || p.smfmac)) || k == GS_ISA_K_AGPR ||
			    (p.wmma && !p.mai && (s < 2 || !strncmp(row->mnemonic, "v_swmmac_", 9))) ||
			    !gsi_vx_imm(x, src_type(&p, row->mnemonic, s), &code, &v)) {
				why = "a register";
			} else if (p.wmma && (code == 255 || (c->layout == GSI_LAYOUT_GFX11 && o->kind == OPND_INT &&
							      (o->ival < -16 || o->ival > 64)))) {
				/* WMMA/SWMMAC take no literal; gfx11's also no integer
				 * spelling of an inline float (llvm-mc-22) */
				snprintf(range, sizeof(range), "a range of %u registers or an inline constant", width);
				why = range;
			} else if (code == 255) {
				if (!p.lit) {
					gsi_asm_error(a->st, x->col, GS_ERR_UNSUPPORTED, "literal operands are not supported");
					return 0;
				}
				if (nlit && v != lit) {
					gsi_asm_error(a->st, x->col, GS_ERR_SYNTAX, "only one unique literal operand is allowed");
					return 0;
				}
				lit = v;
				nlit = 1;
			}
		} else {
			why = "a register or a number";
		}
		if (why) {
			gsi_asm_error(a->st, x->col, GS_ERR_SYNTAX, "invalid operand '%s' for operand %u of %s, expected %s",
				      x->text, i + 1, a->mnem, why);
			return 0;
		}
		src[s] = code;
		scol[s] = x->col;
		if (p.mix) {
			e.nlo |= (unsigned int)x->neg << s;
			e.nhi |= (unsigned int)x->abs << s;
		}
	}
	gsi_tab_put(w, f->pre[0].dw, f->pre[0].lo, f->pre[0].width, f->pre[0].val);
	gsi_tab_put(w, f->op_dw, f->op_lo, f->op_width, row->opcode);
	gsi_tab_put(w, 1, 0, 9, src[0]);
	gsi_tab_put(w, 1, 9, 9, src[1]);
	gsi_tab_put(w, 1, 18, 9, src[2]);
	if (p.mai) {
		gsi_tab_put(w, 0, 8, 3, e.cbsz);
		gsi_tab_put(w, 0, 11, 4, e.abid);
		gsi_tab_put(w, 0, 15, 1, e.acc_cd);
		gsi_tab_put(w, 1, 27, 2, e.acc);
		gsi_tab_put(w, 1, 29, 3, e.blgp);
	} else {
		if (p.fmt) {
			e.opsel = e.afmt;
			e.hi = e.bfmt;
		}
		e.opsel |= e.key;
		gsi_tab_put(w, 0, 8, 3, e.nhi);
		gsi_tab_put(w, 0, 11, 3, e.opsel);
		gsi_tab_put(w, 0, 14, 1, e.hi >> 2);
		gsi_tab_put(w, 0, 15, 1, e.clamp);
		gsi_tab_put(w, 1, 27, 2, e.hi);
		gsi_tab_put(w, 1, 29, 3, e.nlo);
		if (p.reuse) {
			gsi_tab_put(w, 0, 13, 1, e.ra);
			gsi_tab_put(w, 0, 14, 1, e.rb);
		}
	}
	if (dpp > 0) {
		unsigned int s = 0;
		const char *why = NULL;

		while (s < 3 && !(src[s] < 256 && dpp_vgpr(c, &p, row->mnemonic, s)))
			s++;
		if (s == 1 && src[1] >= 128 && !p.mix && dpp_src1_vgpr_only(c)) {
			/* llvm-mc-22 reports a gfx11 dot product's constant src1 at the mnemonic */
			gsi_asm_error(a->st, a->mcol, GS_ERR_SYNTAX, "src1 immediate operand invalid for %s", a->mnem);
			return 0;
		}
		if (s < 3)
			why = s ? "a VGPR" : "a VGPR (the DPP source)";
		else if (nlit)
			s = src[0] == 255 ? 0 : src[1] == 255 ? 1 : 2;
		else if ((e.nhi & 3) && !strncmp(row->mnemonic, "v_dot4_", 7))
			why = "neg_hi on src2 only in this DPP form", s = 0;  /* llvm-mc-22 drops the others */
		if (why || nlit) {
			gsi_asm_error(a->st, scol[s], GS_ERR_SYNTAX, "invalid operand for %s, expected %s", a->mnem,
				      why ? why : "no literal in a DPP form");
			return 0;
		}
		gsi_tab_put(w, 1, 0, 9, dpp8 ? (q.fi ? DPP8_FI : DPP8) : DPP16);
		w[2] = dpp_word(c, src[0], dpp8, &q);
		gsi_vx_out(a, w, 12);
		return 1;
	}
	if (scaled) {
		uint32_t all[4] = { sw[0], sw[1], w[0] | 1u << 11, w[1] };

		gsi_vx_out(a, all, 16);
		return 1;
	}
	w[2] = lit;
	gsi_vx_out(a, w, nlit ? 12 : 8);
	return 1;
}
