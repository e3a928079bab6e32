// SPDX-License-Identifier: MIT
/*
 * VOPD (gfx11, gfx12, gfx1250 dual issue), table-driven: "X :: Y" with each
 * half's row from VOPD_X / VOPD_Y.  Word 0: srcx0[8:0], vsrcx1[16:9],
 * opy[21:17], opx[25:22]; word 1: srcy0[8:0], vsrcy1[16:9], vdsty[23:17]
 * (bits 7:1; bit 0 is the inverse of vdstx's), vdstx[31:24]; one literal
 * shared by both halves.  Printed as llvm-mc-22 does; pairs llvm refuses
 * are refused (asm/tab_vx_vopd_asm.c assembles them).
 */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

#include "isa/tab_vx_vopd.h"
#include "isa/isa_int.h"

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
	else if (h->src0 == 254)
		snprintf(t, sizeof(t), "src_lds_direct");  /* bad_src() keeps it off gfx1250 */
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

/* Does the half's op read its destination (fmac, dot2acc: src2 is vdst)?
 * Per table row once (two strstr per VOPD line before). */
static atomic_uchar tied_kept[GS_ISA_NROWS];

static unsigned int tied_by_name(const char *n)
{
	return strstr(n, "fmac") || strstr(n, "dot2acc");
}

static int tied_of(const struct gs_isa_inst *r)
{
	return (int)gsi_row_name_bits(tied_kept, r, tied_by_name);
}

/* Source s (0, 1, 2) of a decoded half as a VGPR number, -1 when none. */
static int vgpr_src(const struct half *h, int s)
{
	int tied;

	if (s == 0)
		return h->src0 >= 256 ? (int)h->src0 - 256 : -1;
	if (s == 1)
		return h->has_vsrc1 && h->k_pos != 2 ? (int)h->vsrc1 : -1;
	if (h->k_pos == 2)
		return (int)h->vsrc1;   /* fmamk: vsrc1 is llvm's src2 */
	tied = tied_of(&h->row);  /* (the name only for src2) */
	return tied ? (int)h->vdst : -1;
}

/* The pairing rules of the assembler (banks, constant bus) on decoded halves. */
static int pair_ok(const struct gsi_tab_ctx *c, const struct half *x, const struct half *y)
{
	int gfx1250 = gsi_streq(c->tname, "gfx1250"), movs = gsi_streq(x->row.mnemonic, "v_dual_mov_b32") &&
		      gsi_streq(y->row.mnemonic, "v_dual_mov_b32");
	unsigned int sgpr[2], ns = 0, lit = 0, vcc;

	for (int s = 0; s < 3; s++) {
		int rx = vgpr_src(x, s), ry = vgpr_src(y, s), nb = s == 2 ? 2 : 4;

		if (rx < 0 || ry < 0 || (rx == ry && gfx1250) || (s == 0 && movs && c->layout == GSI_LAYOUT_GFX12))
			continue;
		if (rx % nb == ry % nb)
			return 0;
	}
	vcc = gsi_streq(x->row.mnemonic, "v_dual_cndmask_b32") || gsi_streq(y->row.mnemonic, "v_dual_cndmask_b32");
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
	if (!gsi_isa_find_row(c->tidx, GS_ISA_GEN_VOPD_Y, gsi_tab_get(w, 0, 17, 5), &y.row))
		return 0;
	shape(&x);
	shape(&y);
	x.src0 = gsi_tab_get(w, 0, 0, 9);
	x.vsrc1 = gsi_tab_get(w, 0, 9, 8);
	y.src0 = gsi_tab_get(w, 1, 0, 9);
	y.vsrc1 = gsi_tab_get(w, 1, 9, 8);
	x.vdst = gsi_tab_get(w, 1, 24, 8);
	y.vdst = gsi_tab_get(w, 1, 17, 7) << 1 | ((x.vdst & 1) ^ 1);
	if (bad_src(c, x.src0) || bad_src(c, y.src0))
		return 0;
	if (x.src0 == 255 || y.src0 == 255 || x.k_pos >= 0 || y.k_pos >= 0) {
		if (d->ndw < 3)
			return 0;
		lit = w[2];
		bytes = 12;
	}
	/* fields llvm does not print must be zero to re-encode the same; pairs
	 * that break the assembler's rules would not re-assemble (llvm-mc's
	 * disassembler prints them) */
	if ((!x.has_vsrc1 && x.vsrc1) || (!y.has_vsrc1 && y.vsrc1) || (!c->llvm_disasm && !pair_ok(c, &x, &y)))
		return 0;
	if (c->verdict)
		return bytes;  /* the text below decides nothing */
	print_half(c, &l, &x, lit);
	gsi_tab_text(&l, " :: ");
	print_half(c, &l, &y, lit);
	return bytes;
}

static const struct d3op *d3_by_op(unsigned int op, unsigned int side)
{
	for (size_t i = 0; i < sizeof(d3ops) / sizeof(*d3ops); i++)
		if (d3ops[i].op == op && (d3ops[i].flags & side))
			return &d3ops[i];
	return NULL;
}

/* Source s's VGPRs (first, count), 0 when it is none. */
static int d3_vgprs(const struct h3 *h, unsigned int s, unsigned int *first, unsigned int *n)
{
	*n = d3_width(h);
	if (s == 0) {
		*first = h->src[0] - 256;
		return h->src[0] >= 256;
	}
	if (s == 2 && (h->op->flags & D3_TIED)) {
		*first = h->vdst;
		return 1;
	}
	*first = h->src[s];
	return s < h->op->nsrc && !(h->op->flags & (D3_CND | D3_BITOP) && s == 2);
}

/*
 * llvm-mc-22's VOPD3 pair rules: distinct destinations, each source pair in
 * different VGPR banks (of four; two 32-bit operands may be the same
 * register), at most two SGPRs; 0 ok, else 1 + the rule broken
 * (1: dst, 2-4: bank of src0-2, 5: constant bus) and *side the half to blame.
 */
int gsi_vx_d3_rules(const struct h3 *x, const struct h3 *y, int *side)
{
	unsigned int sg[4], ns = 0;

	*side = 1;
	if (x->vdst < y->vdst + d3_width(y) && y->vdst < x->vdst + d3_width(x))
		return 1;
	for (unsigned int s = 0; s < 3; s++) {
		unsigned int fx, nx, fy, ny;

		/* llvm-mc-22 checks no bank of a pair with Y v_dual_dot2acc_f32_bf16,
		 * and with X one only src0's (reported as src1's, rule 6) */
		if (gsi_streq(y->op->name, "v_dual_dot2acc_f32_bf16") ||
		    (s && gsi_streq(x->op->name, "v_dual_dot2acc_f32_bf16")))
			break;
		if (!d3_vgprs(x, s, &fx, &nx) || !d3_vgprs(y, s, &fy, &ny))
			continue;
		if (nx == 1 && ny == 1 && fx == fy)
			continue;
		for (unsigned int i = 0; i < nx; i++)
			for (unsigned int j = 0; j < ny; j++)
				if ((fx + i) % 4 == (fy + j) % 4) {
					*side = (x->op->flags & D3_TIED) && s == 2 && !(y->op->flags & D3_TIED) ? 0 : 1;
					return !gsi_streq(x->op->name, "v_dual_dot2acc_f32_bf16") ? 2 + (int)s : 6;
				}
	}
	for (int i = 0; i < 2; i++) {
		const struct h3 *h = i ? y : x;
		unsigned int codes[2] = { h->src[0], h->op->flags & D3_CND ? h->src[2] : 999 };

		for (int k = 0; k < 2; k++) {
			int seen = 0;

			if (codes[k] == 124 || codes[k] >= 128)
				continue;  /* null, constants, VGPRs */
			for (unsigned int j = 0; j < ns; j++)
				seen |= sg[j] == codes[k];
			if (!seen && ns < 4)
				sg[ns++] = codes[k];
		}
	}
	*side = 1;
	return ns > 2 ? 5 : 0;
}

static void d3_print_half(const struct gsi_tab_ctx *c, struct gsi_tab_line *l, const struct h3 *h)
{
	unsigned int wd = d3_width(h);
	char t[64], u[48];

	l->nops = 0;
	gsi_tab_text(l, h->op->name);
	gsi_tab_reg_text(GS_ISA_K_VGPR, h->vdst, wd, t, sizeof(t));
	gsi_tab_operand(l, t);
	for (unsigned int s = 0; s < h->op->nsrc; s++) {
		int ng = (h->neg >> s) & 1, fn;

		if (s == 0) {
			struct gsi_tab_src src = { h->src[0], wd, 0, 0, 0, wd == 2 ? 64 : 32 };

			gsi_tab_src_text(c, &src, u, sizeof(u));
		} else {
			gsi_tab_reg_text(GS_ISA_K_VGPR, h->src[s], wd, u, sizeof(u));
		}
		fn = ng && (isdigit((unsigned char)u[0]) || u[0] == '-');  /* neg(1.0): -1.0 is another constant */
		snprintf(t, sizeof(t), "%s%s%s", fn ? "neg(" : ng ? "-" : "", u, fn ? ")" : "");
		gsi_tab_operand(l, t);
	}
	if (h->op->flags & D3_CND) {
		struct gsi_tab_src src = { h->src[2], 1, 0, 0, 0, 32 };

		gsi_tab_src_text(c, &src, u, sizeof(u));
		gsi_tab_operand(l, u);
	}
	if ((h->op->flags & D3_BITOP) && h->src[2]) {
		snprintf(t, sizeof(t), h->src[2] < 16 ? "bitop3:%u" : "bitop3:0x%x", h->src[2]);
		gsi_tab_modifier(l, t);
	}
}

/* Fields llvm-mc-22 decodes and prints back to the same bytes. */
static int d3_half_ok(const struct gsi_tab_ctx *c, const struct h3 *h)
{
	unsigned int wd = d3_width(h), negs = h->op->flags & D3_NEG ? (1u << h->op->nsrc) - 1 : 0;

	if (h->op->flags & (D3_CND | D3_TIED))
		negs &= 3;
	if ((h->neg & ~negs) || bad_src3(h->src[0]) || h->src[0] == 255 || !gsi_tab_src_valid(c, h->src[0], wd))
		return 0;
	if (wd == 2 && ((h->vdst & 1) || h->vdst > 254 || (h->src[0] >= 256 && (h->src[0] & 1)) ||
			(h->src[0] < 106 && (h->src[0] & 1)) || (h->src[1] & 1) || h->src[1] > 254 ||
			(h->op->nsrc > 2 && ((h->src[2] & 1) || h->src[2] > 254))))
		return 0;
	if (h->op->nsrc < 2 && h->src[1])
		return 0;
	if (h->op->flags & D3_CND)
		return h->src[2] <= 124 && gsi_tab_src_valid(c, h->src[2], 1);
	return h->op->nsrc > 2 || (h->op->flags & D3_BITOP) || !h->src[2];
}

/* Would llvm-mc-22 assemble the text of this pair as VOPD?  Then this VOPD3
 * encoding is not its (it prints the same text). */
int gsi_vx_d3_as_vopd(const struct gsi_tab_ctx *c, const struct h3 *x, const struct h3 *y)
{
	struct half hx, hy;

	if (x->neg || y->neg || (x->op->flags & (D3_CND | D3_BITOP)) || (y->op->flags & (D3_CND | D3_BITOP)) ||
	    x_bf16(x, D3_X) ||
	    !gsi_isa_find_row(c->tidx, GS_ISA_GEN_VOPD_X, x->op->op, &hx.row) ||
	    !gsi_isa_find_row(c->tidx, GS_ISA_GEN_VOPD_Y, y->op->op, &hy.row) ||
	    strcmp(hx.row.mnemonic, x->op->name) || strcmp(hy.row.mnemonic, y->op->name) || x->op->nsrc > 2)
		return 0;
	shape(&hx);
	shape(&hy);
	if (hx.k_pos >= 0 || hy.k_pos >= 0 || (x->vdst & 1) == (y->vdst & 1))
		return 0;
	hx.vdst = x->vdst;
	hx.src0 = x->src[0];
	hx.vsrc1 = x->src[1];
	hy.vdst = y->vdst;
	hy.src0 = y->src[0];
	hy.vsrc1 = y->src[1];
	return pair_ok(c, &hx, &hy);
}

unsigned int gsi_vx_print_vopd3(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, char *buf, size_t size)
{
	const uint32_t *w = d->w;
	struct gsi_tab_line l;
	struct h3 x, y;
	int side;

	if (size)
		buf[0] = 0;
	if (!gsi_streq(c->tname, "gfx1250") || d->ndw < 3 || (w[0] >> 24) != 0xCF || gsi_tab_get(w, 0, 9, 3) ||
	    gsi_tab_get(w, 1, 15, 1))
		return 0;
	memset(&x, 0, sizeof(x));
	memset(&y, 0, sizeof(y));
	x.op = d3_by_op(gsi_tab_get(w, 0, 18, 6), D3_X);
	y.op = d3_by_op(gsi_tab_get(w, 0, 12, 6), D3_Y);
	if (!x.op || !y.op)
		return 0;
	x.src[0] = gsi_tab_get(w, 0, 0, 9);
	x.neg = gsi_tab_get(w, 1, 9, 3);
	x.src[1] = gsi_tab_get(w, 1, 16, 8);
	x.src[2] = gsi_tab_get(w, 1, 24, 8);
	x.vdst = gsi_tab_get(w, 2, 0, 8);
	y.src[0] = gsi_tab_get(w, 1, 0, 9);
	y.neg = gsi_tab_get(w, 1, 12, 3);
	y.src[1] = gsi_tab_get(w, 2, 8, 8);
	y.src[2] = gsi_tab_get(w, 2, 16, 8);
	y.vdst = gsi_tab_get(w, 2, 24, 8);
	if (!d3_half_ok(c, &x) || !d3_half_ok(c, &y) || gsi_vx_d3_rules(&x, &y, &side) || gsi_vx_d3_as_vopd(c, &x, &y))
		return 0;
	if (c->verdict)
		return 12;  /* the text below decides nothing */
	gsi_tab_line_init(&l, buf, size);
	d3_print_half(c, &l, &x);
	gsi_tab_text(&l, " :: ");
	d3_print_half(c, &l, &y);
	return 12;
}
