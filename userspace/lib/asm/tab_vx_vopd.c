// SPDX-License-Identifier: MIT
/*
 * VOPD (gfx11, gfx12, gfx1250 dual issue), table-driven: "X :: Y" with each
 * half's row from VOPD_X / VOPD_Y.  Word 0: srcx0[8:0], vsrcx1[16:9],
 * opy[21:17], opx[25:22]; word 1: srcy0[8:0], vsrcy1[16:9], vdsty[23:17]
 * (bits 7:1; bit 0 is the inverse of vdstx's), vdstx[31:24]; one literal
 * shared by both halves.  The assembler checks llvm-mc's pairing rules and
 * reports them with llvm's words at the offending operand.
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab_vx.h"
#include "isa/isa_int.h"

/* One half: its row and operand values (vdst, src0, vsrc1; literal position). */
struct half {
	struct gs_isa_inst row;
	unsigned int vdst, src0, vsrc1;
	int has_vsrc1, k_pos;      /* k_pos: operand index of the K literal, -1 none */
	unsigned int nops;
};

static void shape(struct half *h)
{
	h->has_vsrc1 = 0;
	h->k_pos = -1;
	h->nops = h->row.nops;
	for (unsigned int i = 0; i < h->row.nops; i++) {
		struct gs_isa_operand o;

		if (gs_isa_operand(&h->row, i, &o) != GS_OK)
			break;
		if (o.kind == GS_ISA_K_LITERAL)
			h->k_pos = (int)i;
		else if (!strncmp(o.field, "vsrc", 4))
			h->has_vsrc1 = 1;
	}
}

/* How src0 takes numbers: v_dual_dot2acc_f32_f16/bf16 read packed 16-bit halves. */
static enum gsi_vx_type src0_type(const struct gs_isa_inst *r)
{
	if (!strncmp(r->mnemonic, "v_dual_dot2acc_", 15))
		return strstr(r->mnemonic, "bf16") ? GSI_VX_TBF16 : GSI_VX_TF16;
	return GSI_VX_T32;
}

static void print_half(const struct gsi_tab_ctx *c, struct gsi_tab_line *l, const struct half *h, uint32_t lit)
{
	char t[48];
	struct gsi_tab_src s = { h->src0, 1, 0, lit, 0, 32 };

	l->nops = 0;
	gsi_tab_text(l, h->row.mnemonic);
	gsi_tab_reg_text(GS_ISA_K_VGPR, h->vdst, 1, t, sizeof(t));
	gsi_tab_operand(l, t);
	if (h->src0 == 255)
		gsi_vx_lit_text(lit, src0_type(&h->row), t, sizeof(t));
	else
		gsi_tab_src_text(c, &s, t, sizeof(t));
	gsi_tab_operand(l, t);
	if (h->k_pos == 2) {
		snprintf(t, sizeof(t), "0x%x", lit);
		gsi_tab_operand(l, t);
	}
	if (h->has_vsrc1) {
		gsi_tab_reg_text(GS_ISA_K_VGPR, h->vsrc1, 1, t, sizeof(t));
		gsi_tab_operand(l, t);
	}
	if (h->k_pos == 3) {
		snprintf(t, sizeof(t), "0x%x", lit);
		gsi_tab_operand(l, t);
	}
}

static int bad_src(unsigned int code)
{
	return code == 254 || (code >= 209 && code <= 239) || (code >= 249 && code <= 252);
}

/* Source s (0, 1, 2) of a decoded half as a VGPR number, -1 when none. */
static int vgpr_src(const struct half *h, int s)
{
	int tied = strstr(h->row.mnemonic, "fmac") || strstr(h->row.mnemonic, "dot2acc");

	if (s == 0)
		return h->src0 >= 256 ? (int)h->src0 - 256 : -1;
	if (s == 1)
		return h->has_vsrc1 && h->k_pos != 2 ? (int)h->vsrc1 : -1;
	if (h->k_pos == 2)
		return (int)h->vsrc1;   /* fmamk: vsrc1 is llvm's src2 */
	return tied ? (int)h->vdst : -1;
}

/* The pairing rules of the assembler (banks, constant bus) on decoded halves. */
static int pair_ok(const struct gsi_tab_ctx *c, const struct half *x, const struct half *y)
{
	int gfx1250 = !strcmp(c->tname, "gfx1250"), movs = !strcmp(x->row.mnemonic, "v_dual_mov_b32") &&
		      !strcmp(y->row.mnemonic, "v_dual_mov_b32");
	unsigned int sgpr[2], ns = 0, lit = 0, vcc;

	for (int s = 0; s < 3; s++) {
		int rx = vgpr_src(x, s), ry = vgpr_src(y, s), nb = s == 2 ? 2 : 4;

		if (rx < 0 || ry < 0 || (rx == ry && gfx1250) || (s == 0 && movs && c->layout == GSI_LAYOUT_GFX12))
			continue;
		if (rx % nb == ry % nb)
			return 0;
	}
	vcc = !strcmp(x->row.mnemonic, "v_dual_cndmask_b32") || !strcmp(y->row.mnemonic, "v_dual_cndmask_b32");
	for (int i = 0; i < 2; i++) {
		unsigned int code = (i ? y : x)->src0;

		if (code == 255 || (i ? y : x)->k_pos >= 0)
			lit = 1;
		if (code < 124 && !(ns && sgpr[0] == code))
			sgpr[ns++] = code;
	}
	return ns + lit + vcc <= 2;
}

unsigned int gsi_vx_print_vopd(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       char *buf, size_t size)
{
	struct gsi_tab_line l;
	struct half x, y;
	const uint32_t *w = d->w;
	uint32_t lit = 0;
	unsigned int bytes = 8;

	gsi_tab_line_init(&l, buf, size);
	if (d->fmt->vopd != 1)
		return 0;
	x.row = d->row;
	if (gs_isa_find_opcode(c->tname, "VOPD_Y", gsi_tab_get(w, 0, 17, 5), &y.row, NULL) != GS_OK)
		return 0;
	shape(&x);
	shape(&y);
	x.src0 = gsi_tab_get(w, 0, 0, 9);
	x.vsrc1 = gsi_tab_get(w, 0, 9, 8);
	y.src0 = gsi_tab_get(w, 1, 0, 9);
	y.vsrc1 = gsi_tab_get(w, 1, 9, 8);
	x.vdst = gsi_tab_get(w, 1, 24, 8);
	y.vdst = gsi_tab_get(w, 1, 17, 7) << 1 | ((x.vdst & 1) ^ 1);
	if (bad_src(x.src0) || bad_src(y.src0))
		return 0;
	if (x.src0 == 255 || y.src0 == 255 || x.k_pos >= 0 || y.k_pos >= 0) {
		if (d->ndw < 3)
			return 0;
		lit = w[2];
		bytes = 12;
	}
	/* fields llvm does not print must be zero to re-encode the same; pairs
	 * that break the assembler's rules would not re-assemble */
	if ((!x.has_vsrc1 && x.vsrc1) || (!y.has_vsrc1 && y.vsrc1) || !pair_ok(c, &x, &y))
		return 0;
	print_half(c, &l, &x, lit);
	gsi_tab_text(&l, " :: ");
	print_half(c, &l, &y, lit);
	return bytes;
}

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
			    x->o.kind == OPND_SYM || (x->o.kind == OPND_REG && !gsi_tab_src_valid(a->ctx, x->o.code, 1)))
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

	if (!strcmp(hs[0].h.row.mnemonic, "v_dual_cndmask_b32") || !strcmp(hs[1].h.row.mnemonic, "v_dual_cndmask_b32"))
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
	int gfx1250 = !strcmp(c->tname, "gfx1250");
	/* llvm-mc-22 encodes such a pair as VOPD3 (96 bits) on gfx1250 */
	static const char vopd3[] = " (llvm-mc would encode the pair as VOPD3, which gfxshim does not support yet)";

	if ((x->h.vdst & 1) == (y->h.vdst & 1)) {
		gsi_asm_error(a->st, y->ops.o[0].col, GS_ERR_SYNTAX, "one dst register must be even and the other odd%s",
			      gfx1250 ? vopd3 : "");
		return 0;
	}
	for (int s = 0; s < 3; s++) {
		unsigned int rx, ry, nb = s == 2 ? 2 : 4;
		const struct gsi_vx_opnd *wx, *wy;

		if (!src_vgpr(x, s, &rx, &wx) || !src_vgpr(y, s, &ry, &wy))
			continue;
		if (rx == ry && gfx1250)
			continue;
		if (s == 0 && c->layout == GSI_LAYOUT_GFX12 && !strcmp(x->h.row.mnemonic, "v_dual_mov_b32") &&
		    !strcmp(y->h.row.mnemonic, "v_dual_mov_b32"))
			continue;
		if (rx % nb == ry % nb) {
			gsi_asm_error(a->st, wy ? wy->col : wx ? wx->col : a->mcol, GS_ERR_SYNTAX,
				      "src%d operands must use different VGPR banks%s", s, gfx1250 ? vopd3 : "");
			return 0;
		}
	}
	return 1;
}

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
	memset(hs, 0, sizeof(hs));
	x->mnem = a->mnem;
	x->mcol = a->mcol;
	if (!find_row(c->tidx, a->name, "VOPD_X", &x->h.row)) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_UNSUPPORTED, "instruction not supported on this GPU");
		return 0;
	}
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
