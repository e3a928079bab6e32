// SPDX-License-Identifier: MIT
/*
 * VOPD (gfx11, gfx12, gfx1250 dual issue), table-driven: "X :: Y" with each
 * half's row from VOPD_X / VOPD_Y.  Word 0: srcx0[8:0], vsrcx1[16:9],
 * opy[21:17], opx[25:22]; word 1: srcy0[8:0], vsrcy1[16:9], vdsty[23:17]
 * (bits 7:1; bit 0 is the inverse of vdstx's), vdstx[31:24]; one literal
 * shared by both halves.  The assembler checks llvm-mc's pairing rules and
 * reports them with llvm's words at the offending operand (isa/tab_vx_vopd.c
 * prints them).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "asm/tab_vx.h"
#include "isa/tab_vx_vopd.h"
#include "isa/isa_int.h"

/* --------------------------------------------------------------- assembly */

struct ahalf {
	struct half h;
	struct gsi_vx_ops ops;
	unsigned int mcol;
	const char *mnem;
	const struct gsi_vx_opnd *src0, *vsrc1, *k;   /* as written */
	int src2_tied;                                 /* fmac/dot2acc: src2 is vdst */
};

static int find_row(int tidx, const char *name, const char *cls, struct gs_isa_inst *out)
{
	struct gs_isa_inst rows[16];
	unsigned int n = gsi_isa_rows_named(tidx, name, rows, 16);

	for (unsigned int i = 0; i < n; i++)
		if (!strcmp(rows[i].cls, cls)) {
			*out = rows[i];
			return 1;
		}
	return 0;
}

static int is_vgpr(const struct gsi_vx_opnd *x)
{
	return x->o.kind == OPND_REG && x->o.code >= 256 && !x->o.agpr && x->o.nregs == 1 && !x->neg && !x->abs;
}

/* Operands of one half -> vdst/src0/vsrc1 codes (literals are checked across both halves later). */
static int half_operands(struct gsi_tab_asm *a, struct ahalf *s)
{
	struct half *h = &s->h;
	unsigned int vi = 0;

	if (s->ops.nm) {
		gsi_asm_error(a->st, s->ops.m[0].col, GS_ERR_SYNTAX, "invalid operand for instruction");
		return 0;
	}
	if (s->ops.n != h->nops) {
		if (s->ops.n > h->nops)
			gsi_asm_error(a->st, s->ops.o[h->nops].col, GS_ERR_SYNTAX, "invalid operand for instruction");
		else
			gsi_asm_error(a->st, s->mcol, GS_ERR_SYNTAX, "too few operands for instruction");
		return 0;
	}
	s->src2_tied = strstr(h->row.mnemonic, "fmac") || strstr(h->row.mnemonic, "dot2acc");
	for (unsigned int i = 0; i < h->nops; i++) {
		const struct gsi_vx_opnd *x = &s->ops.o[i];

		if ((int)i == h->k_pos) {
			if (x->o.kind != OPND_INT && x->o.kind != OPND_FLOAT)
				goto bad;
			s->k = x;
		} else if (i == 0) {
			if (!is_vgpr(x))
				goto bad;
			h->vdst = x->o.code - 256;
		} else if (vi++ == 0) {
			if (x->neg || x->abs || (x->o.kind == OPND_REG && (x->o.agpr || x->o.nregs != 1)) ||
			    x->o.kind == OPND_SYM || (x->o.kind == OPND_REG && x->o.code != 254 && !gsi_tab_src_valid(a->ctx, x->o.code, 1)))
				goto bad;
			s->src0 = x;
		} else {
			if (!is_vgpr(x))
				goto bad;
			s->vsrc1 = x;
			h->vsrc1 = x->o.code - 256;
		}
		continue;
bad:
		gsi_asm_error(a->st, x->col, GS_ERR_SYNTAX, "invalid operand for instruction");
		return 0;
	}
	return 1;
}

/* The K literal's value (always a literal, even when inline-able). */
static uint32_t k_value(const struct gsi_vx_opnd *x)
{
	union { float f; uint32_t u; } v;

	if (x->o.kind == OPND_FLOAT) {
		v.f = (float)x->o.fval;
		return v.u;
	}
	return (uint32_t)x->o.ival;
}

/* One literal per instruction; llvm points at the first literal (text order)
 * whose value differs from the first one's. */
static int literals(struct gsi_tab_asm *a, struct ahalf *hs, uint32_t *lit, int *nlit)
{
	*nlit = 0;
	for (int i = 0; i < 2; i++) {
		struct ahalf *s = &hs[i];
		const struct gsi_vx_opnd *order[2] = { s->src0, s->k };

		for (int j = 0; j < 2; j++) {
			const struct gsi_vx_opnd *x = order[j];
			uint32_t v;
			unsigned int code;

			if (!x || x->o.kind == OPND_REG)
				continue;
			if (x == s->k) {
				v = k_value(x);
				code = 255;
			} else if (!gsi_vx_imm(x, src0_type(&s->h.row), &code, &v)) {
				gsi_asm_error(a->st, x->col, GS_ERR_SYNTAX, "invalid operand for instruction");
				return 0;
			}
			if (x == s->src0)
				s->h.src0 = code;
			if (code != 255)
				continue;
			if (*nlit && *lit != v) {
				gsi_asm_error(a->st, x->col, GS_ERR_SYNTAX, "only one unique literal operand is allowed");
				return 0;
			}
			*lit = v;
			*nlit = 1;
		}
	}
	return 1;
}

/* At most two scalar values: distinct SGPRs, the literal, cndmask's VCC. */
static int constant_bus(struct gsi_tab_asm *a, const struct ahalf *hs, int nlit)
{
	unsigned int regs[4], nr = 0, count;
	const struct gsi_vx_opnd *last = NULL, *litx = NULL;

	if (gsi_streq(hs[0].h.row.mnemonic, "v_dual_cndmask_b32") || gsi_streq(hs[1].h.row.mnemonic, "v_dual_cndmask_b32"))
		regs[nr++] = 1000;  /* the implicit vcc (a 64-bit register of its own) */
	for (int i = 0; i < 2; i++) {
		const struct gsi_vx_opnd *x = hs[i].src0;

		if (x && x->o.kind == OPND_REG && x->o.code < 256 && x->o.code != 124 /* null */) {
			int seen = 0;

			for (unsigned int j = 0; j < nr; j++)
				seen |= regs[j] == x->o.code;
			if (!seen && nr < 4)
				regs[nr++] = x->o.code;
			last = x;
		}
		if (x && x->o.kind != OPND_REG && hs[i].h.src0 == 255 && !litx)
			litx = x;
	}
	count = nr + (nlit ? 1 : 0);
	if (count <= 2)
		return 1;
	{
		unsigned int col = a->mcol;

		if (last)
			for (int i = 0; i < 2; i++)
				if (hs[i].src0 && hs[i].src0->o.kind == OPND_REG && hs[i].src0->o.code == last->o.code) {
					col = hs[i].src0->col;
					break;
				}
		if (litx && litx->col > col)
			col = litx->col;
		gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "invalid operand (violates constant bus restrictions)");
	}
	return 0;
}

/* The VGPR of source s (0, 1, 2) of a half, and where it was written (NULL: implicit). */
static int src_vgpr(const struct ahalf *h, int s, unsigned int *reg, const struct gsi_vx_opnd **where)
{
	*where = NULL;
	if (s == 0) {
		if (!h->src0 || h->src0->o.kind != OPND_REG || h->src0->o.code < 256)
			return 0;
		*reg = h->src0->o.code - 256;
		*where = h->src0;
		return 1;
	}
	if (s == 1) {
		if (!h->vsrc1 || h->h.k_pos == 2)
			return 0;
		*reg = h->h.vsrc1;
		*where = h->vsrc1;
		return 1;
	}
	if (h->h.k_pos == 2 && h->vsrc1) {  /* fmamk: vsrc1 is llvm's src2 */
		*reg = h->h.vsrc1;
		*where = h->vsrc1;
		return 1;
	}
	if (h->src2_tied) {
		*reg = h->h.vdst;
		return 1;
	}
	return 0;
}

/* llvm-mc's VGPR bank rules: vdst parity; src0/src1 banks of four, src2 of two. */
static int banks(struct gsi_tab_asm *a, const struct ahalf *x, const struct ahalf *y)
{
	const struct gsi_tab_ctx *c = a->ctx;
	int gfx1250 = gsi_streq(c->tname, "gfx1250");

	if (gfx1250 && x->h.vdst == y->h.vdst) {
		gsi_asm_error(a->st, y->ops.o[0].col, GS_ERR_SYNTAX, "dst registers must be distinct");
		return 0;
	}
	if ((x->h.vdst & 1) == (y->h.vdst & 1)) {
		gsi_asm_error(a->st, y->ops.o[0].col, GS_ERR_SYNTAX, "one dst register must be even and the other odd");
		return 0;
	}
	for (int s = 0; s < 3; s++) {
		unsigned int rx, ry, nb = s == 2 ? 2 : 4;
		const struct gsi_vx_opnd *wx, *wy;

		if (!src_vgpr(x, s, &rx, &wx) || !src_vgpr(y, s, &ry, &wy))
			continue;
		if (rx == ry && gfx1250)
			continue;
		if (s == 0 && c->layout == GSI_LAYOUT_GFX12 && gsi_streq(x->h.row.mnemonic, "v_dual_mov_b32") &&
		    gsi_streq(y->h.row.mnemonic, "v_dual_mov_b32"))
			continue;
		if (rx % nb == ry % nb) {
			gsi_asm_error(a->st, wy ? wy->col : wx ? wx->col : a->mcol, GS_ERR_SYNTAX,
				      "src%d operands must use different VGPR banks", s);
			return 0;
		}
	}
	return 1;
}

static int vopd3(struct gsi_tab_asm *a, const char *left, const char *ymn, unsigned int ycol, const char *right,
		 unsigned int yrcol);

int gsi_vx_asm_vopd(struct gsi_tab_asm *a)
{
	const struct gsi_tab_ctx *c = a->ctx;
	const struct gsi_tab_fmt *f = gsi_tab_format(c->layout, "VOPD_X");
	struct ahalf hs[2], *x = &hs[0], *y = &hs[1];
	char left[256], ymn[64];
	const char *sep = strstr(a->rest, "::"), *p;
	size_t n;
	uint32_t lit = 0, w[3] = { 0, 0, 0 };
	int nlit = 0;
	unsigned int ycol, yrcol;

	if (!f)
		return -1;
	if (a->st->wave64) {
		/* dual issue exists in wave32 only (llvm-mc-22 refuses it so on
		 * gfx11, gfx12 and, asked with -wavefrontsize32,+wavefrontsize64,
		 * gfx1250) */
		gsi_asm_error(a->st, a->mcol, GS_ERR_UNSUPPORTED, "instruction requires wavesize=32");
		return 0;
	}
	/* the halves zeroed but for their operand lists' string buffers (8 KiB) */
	for (unsigned int i = 0; i < 2; i++) {
		memset(&hs[i], 0, offsetof(struct ahalf, ops));
		memset((char *)&hs[i] + offsetof(struct ahalf, ops) + sizeof(hs[i].ops), 0,
		       sizeof(hs[i]) - offsetof(struct ahalf, ops) - sizeof(hs[i].ops));
		gsi_vx_ops_clear(&hs[i].ops);
	}
	x->mnem = a->mnem;
	x->mcol = a->mcol;
	if (!sep) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_SYNTAX, "too few operands for instruction");
		return 0;
	}
	n = (size_t)(sep - a->rest);
	if (n >= sizeof(left))
		return -1;
	memcpy(left, a->rest, n);
	left[n] = 0;
	p = sep + 2;
	while (*p == ' ' || *p == '\t')
		p++;
	ycol = a->rcol + (unsigned int)(p - a->rest);
	for (n = 0; p[n] && p[n] != ' ' && p[n] != '\t' && n < sizeof(ymn) - 1; n++)
		ymn[n] = p[n];
	ymn[n] = 0;
	p += n;
	while (*p == ' ' || *p == '\t')
		p++;
	yrcol = a->rcol + (unsigned int)(p - a->rest);
	if (gsi_streq(c->tname, "gfx1250")) {
		int r = vopd3(a, left, ymn, ycol, p, yrcol);

		if (r >= 0)
			return r;
	}
	if (!find_row(c->tidx, a->name, "VOPD_X", &x->h.row)) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_UNSUPPORTED, "instruction not supported on this GPU");
		return 0;
	}
	y->mnem = ymn;
	y->mcol = ycol;
	if (!find_row(c->tidx, ymn, "VOPD_Y", &y->h.row)) {
		gsi_asm_error(a->st, ycol, GS_ERR_UNSUPPORTED, "invalid instruction '%s' after '::', expected a v_dual_* instruction of %s",
			      ymn, c->target->name);
		return 0;
	}
	shape(&x->h);
	shape(&y->h);
	if (!gsi_vx_split(a, left, a->rcol, &x->ops) || !half_operands(a, x) ||
	    !gsi_vx_split(a, p, yrcol, &y->ops) || !half_operands(a, y))
		return 0;
	for (int i = 0; i < 2; i++)
		if (hs[i].src0 && hs[i].src0->o.kind == OPND_REG)
			hs[i].h.src0 = hs[i].src0->o.code;
	if (!literals(a, hs, &lit, &nlit) || !constant_bus(a, hs, nlit) || !banks(a, x, y))
		return 0;
	gsi_tab_put(w, f->pre[0].dw, f->pre[0].lo, f->pre[0].width, f->pre[0].val);
	gsi_tab_put(w, 0, 22, 4, x->h.row.opcode);
	gsi_tab_put(w, 0, 17, 5, y->h.row.opcode);
	gsi_tab_put(w, 0, 0, 9, x->h.src0);
	gsi_tab_put(w, 0, 9, 8, x->h.vsrc1);
	gsi_tab_put(w, 1, 0, 9, y->h.src0);
	gsi_tab_put(w, 1, 9, 8, y->h.vsrc1);
	gsi_tab_put(w, 1, 17, 7, y->h.vdst >> 1);
	gsi_tab_put(w, 1, 24, 8, x->h.vdst);
	w[2] = lit;
	gsi_vx_out(a, w, nlit ? 12 : 8);
	return 1;
}

static const struct d3op *d3_by_name(const char *n, unsigned int side)
{
	for (size_t i = 0; i < sizeof(d3ops) / sizeof(*d3ops); i++)
		if (!strcmp(d3ops[i].name, n) && (d3ops[i].flags & side))
			return &d3ops[i];
	return NULL;
}

unsigned int gsi_vx_vopd3_row(const struct gsi_tab_ctx *c, const char *mnem, struct gs_isa_inst *row)
{
	const struct d3op *op = d3_by_name(mnem, D3_X | D3_Y);

	if (!gsi_streq(c->tname, "gfx1250") || !op)
		return 0;
	memset(row, 0, sizeof(*row));
	row->mnemonic = op->name;
	row->cls = "VOPD3_X";
	row->opcode = op->op;
	return 1;
}

/* A VOPD3 parse failure: where and why (why NULL: the text is no VOPD3). */
struct d3err {
	unsigned int col;
	const char *why;
};

static int d3_fail(struct d3err *e, unsigned int col, const char *why)
{
	if (!e->why) {
		e->col = col;
		e->why = why;
	}
	return 0;
}

/* Characters of -, |, abs( and neg( before an operand's value. */
static unsigned int inner(const char *t)
{
	unsigned int n = 0;

	for (;;) {
		if (t[n] == '-' || t[n] == '|')
			n++;
		else if (!strncmp(t + n, "abs(", 4) || !strncmp(t + n, "neg(", 4))
			n += 4;
		else
			return n;
	}
}

/* One half's text as VOPD3; *forced: it needs VOPD3 (neg, a mask, bitop3, an
 * op VOPD lacks); *lit: it has a literal (which VOPD3 cannot take). */
static int d3_half(struct gsi_tab_asm *a, const char *name, unsigned int mcol, unsigned int side,
		   const struct gsi_vx_ops *ops, struct h3 *h, int *forced, int *pref, int *lit, struct d3err *e)
{
	static const char inv[] = "invalid operand for instruction";
	unsigned int wd, nops;
	struct gs_isa_inst r, tr;

	memset(h, 0, sizeof(*h));
	memset(&tr, 0, sizeof(tr));
	h->op = d3_by_name(name, side);
	if (!h->op)
		return d3_fail(e, mcol, NULL);
	tr.mnemonic = h->op->name;
	if (gs_isa_find_opcode(a->ctx->tname, side == D3_X ? "VOPD_X" : "VOPD_Y", h->op->op, &r, NULL) != GS_OK ||
	    strcmp(r.mnemonic, name) || (h->op->flags & (D3_CND | D3_BITOP)))
		*forced = 1;
	if (x_bf16(h, side))
		*pref = 1;
	wd = d3_width(h);
	nops = 1 + h->op->nsrc + (h->op->flags & D3_CND ? 1 : 0);
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct gsi_vx_mod *m = &ops->m[i];
		unsigned int v;

		if (!(h->op->flags & D3_BITOP) || !gsi_streq(m->key, "bitop3"))
			return d3_fail(e, m->col, inv);
		if (!gsi_vx_mod_int(a, m, 255, &v))
			return 0;
		h->src[2] = v;
		*forced = 1;
	}
	if (ops->n != nops)
		return d3_fail(e, ops->n > nops ? ops->o[nops].col : mcol,
			       ops->n == 3 && (h->op->flags & D3_CND) ? NULL : ops->n > nops ? inv : "too few operands for instruction");
	for (unsigned int i = 0; i < nops; i++) {
		const struct gsi_vx_opnd *x = &ops->o[i];
		const struct opnd *o = &x->o;
		unsigned int s = i - 1;

		h->col[i] = x->col + inner(x->text);  /* llvm points at the register */
		if (x->abs) {
			*forced = 1;  /* llvm-mc-22 points at the register inside |x| / abs(x) */
			return d3_fail(e, x->col + inner(x->text), "ABS not allowed in VOPD3 instructions");
		}
		if (x->neg && (i == 0 || s >= h->op->nsrc || !(h->op->flags & D3_NEG) ||
			       (s == 2 && (h->op->flags & D3_TIED))))
			return side == D3_X ? d3_fail(e, x->col, "not a valid operand.")
					    : d3_fail(e, x->col + inner(x->text), inv);
		if (x->neg) {
			h->neg |= 1u << s;
			*forced = 1;
		}
		if (i == 0 || s > 0) {
			/* vdst, vsrc1, vsrc2: VGPRs (pairs of an f64 op aligned); cndmask's mask an SGPR */
			if (i > 0 && s == 2 && (h->op->flags & D3_CND)) {
				if (o->kind != OPND_REG || o->nregs != 1 || o->code > 124 ||
				    !gsi_tab_src_valid(a->ctx, o->code, 1))
					return d3_fail(e, x->col, inv);
				h->src[2] = o->code;
				*forced = 1;
				continue;
			}
			if (o->kind != OPND_REG || o->code < 256 || o->agpr || o->nregs != wd ||
			    (wd == 2 && (o->code & 1)))
				return d3_fail(e, x->col, inv);
			if (i == 0)
				h->vdst = o->code - 256;
			else
				h->src[s] = o->code - 256;
			continue;
		}
		if (o->kind == OPND_REG) {
			if (o->agpr || (o->nregs != wd && !(o->code >= 124 && o->code < 256)) ||
			    !gsi_tab_src_valid(a->ctx, o->code, wd) || (wd == 2 && o->code < 106 && (o->code & 1)) ||
			    (wd == 2 && o->code >= 256 && (o->code & 1)) || bad_src3(o->code))
				return d3_fail(e, x->col, inv);
			h->src[0] = o->code;
		} else if (o->kind == OPND_INT || o->kind == OPND_FLOAT) {
			uint32_t v;

			if (!gsi_vx_imm(x, wd == 2 ? GSI_VX_T32 : src0_type(&tr), &h->src[0], &v))
				return d3_fail(e, x->col, inv);
			if (h->src[0] == 255) {
				*lit = 1;
				return d3_fail(e, x->col, inv);
			}
		} else {
			return d3_fail(e, x->col, inv);
		}
	}
	return 1;
}

/*
 * gfx1250: assemble the pair as VOPD3 when llvm-mc-22 would: 1 done, 0 error
 * reported, -1 it is VOPD's (the VOPD path then assembles it or reports
 * llvm's VOPD error).
 */
static int vopd3(struct gsi_tab_asm *a, const char *left, const char *ymn, unsigned int ycol, const char *right,
		 unsigned int yrcol)
{
	struct gsi_vx_ops ox, oy;
	struct h3 x, y;
	struct d3err e = { 0, NULL };
	int forced = 0, pref = 0, lit = 0, okx, oky, rule, side;
	unsigned int before = a->st->n_errors;
	uint32_t w[3];

	if (!gsi_vx_split(a, left, a->rcol, &ox) || !gsi_vx_split(a, right, yrcol, &oy))
		return 0;
	okx = d3_half(a, a->name, a->mcol, D3_X, &ox, &x, &forced, &pref, &lit, &e);
	if (a->st->n_errors != before)
		return 0;
	oky = d3_half(a, ymn, ycol, D3_Y, &oy, &y, &forced, &pref, &lit, &e);
	if (a->st->n_errors != before)
		return 0;
	/* llvm-mc-22 puts an X v_dual_dot2acc_f32_bf16 in VOPD3 unless the pair
	 * has a literal, which only VOPD takes */
	if (pref && !lit)
		forced = 1;
	if (!okx || !oky) {
		if (!forced || !e.why)
			return -1;
		gsi_asm_error(a->st, e.col, GS_ERR_SYNTAX, "%s", e.why);
		return 0;
	}
	if (!forced && (lit || gsi_vx_d3_as_vopd(a->ctx, &x, &y)))
		return -1;
	rule = gsi_vx_d3_rules(&x, &y, &side);
	if (rule) {
		const struct h3 *h = side ? &y : &x;
		unsigned int col = rule == 1 ? y.col[0] : rule <= 4 ? h->col[rule - 1] : rule == 6 ? y.col[2] : y.col[1];

		if (!forced)
			return -1;
		if (!col && rule <= 4)
			col = (side ? &x : &y)->col[rule - 1];
		if (!col)
			col = a->mcol;
		if (rule == 1)
			gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "dst registers must be distinct");
		else if (rule <= 4 || rule == 6)
			gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "src%d operands must use different VGPR banks",
				      rule == 6 ? 1 : rule - 2);
		else
			gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "invalid operand (violates constant bus restrictions)");
		return 0;
	}
	w[0] = 0xCFu << 24 | x.op->op << 18 | y.op->op << 12 | x.src[0];
	w[1] = y.src[0] | x.neg << 9 | y.neg << 12 | x.src[1] << 16 | x.src[2] << 24;
	w[2] = x.vdst | y.src[1] << 8 | y.src[2] << 16 | y.vdst << 24;
	gsi_vx_out(a, w, 12);
	return 1;
}
