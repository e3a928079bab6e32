// SPDX-License-Identifier: MIT
/*
 * VOP3P of every layout, table-driven: packed math, dot products, v_fma_mix*,
 * WMMA/SWMMAC (gfx11, gfx12, gfx1250) and MFMA/SMFMAC/v_accvgpr_* (gfx942,
 * gfx950), printed as llvm-mc-22 does (asm/tab_vx_vop3p_asm.c assembles them).
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
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <string.h>

#include "isa/tab_vx_vop3p.h"
#include "isa/isa_int.h"

static int field_of(const char *f)
{
	if (gsi_streq(f, "vdst"))
		return F_VDST;
	if (gsi_streq(f, "src0"))
		return F_SRC0;
	if (gsi_streq(f, "src1"))
		return F_SRC1;
	if (gsi_streq(f, "src2"))
		return F_SRC2;
	return -1;
}

/* What a VOP3P row's name says (gsi_vx_p3_analyse's string tests), per
 * table row once: the printer and the assembler analyse each VOP3P line. */
enum {
	NB_F64 = 1, NB_WMMA = 2, NB_F8F6F4 = 4, NB_SMFMAC = 8, NB_KEY16 = 16, NB_X128 = 32,
	NB_PK16 = 64, NB_SWMMAC = 128, NB_ACCRD = 256, NB_KNOWN = 512
};

static unsigned int name_bits_by_name(const char *n)
{
	unsigned int b = 0;

	b |= strstr(n, "_f64") ? NB_F64 : 0;
	b |= !strncmp(n, "v_wmma_", 7) || !strncmp(n, "v_swmmac_", 9) ? NB_WMMA : 0;
	b |= strstr(n, "f8f6f4") ? NB_F8F6F4 : 0;
	b |= !strncmp(n, "v_smfmac_", 9) ? NB_SMFMAC : 0;
	b |= strstr(n, "f16_") || strstr(n, "bf16_") ? NB_KEY16 : 0;
	b |= strstr(n, "x128_") ? NB_X128 : 0;
	b |= !strncmp(n, "v_pk_", 5) && (strstr(n, "f16") || strstr(n, "bf16")) ? NB_PK16 : 0;
	b |= !strncmp(n, "v_swmmac_", 9) ? NB_SWMMAC : 0;
	b |= gsi_streq(n, "v_accvgpr_read_b32") ? NB_ACCRD : 0;
	return b;
}

static atomic_ushort name_bits[GS_ISA_NROWS];

static unsigned int name_bits_of(const struct gs_isa_inst *r)
{
	if (r->row < GS_ISA_NROWS && r->mnemonic == gsi_isa_str + gsi_isa_rows[r->row].name) {
		/* threads that race store the same value: relaxed is enough */
		unsigned int b = atomic_load_explicit(&name_bits[r->row], memory_order_relaxed);

		if (!b) {
			b = NB_KNOWN | name_bits_by_name(r->mnemonic);
			atomic_store_explicit(&name_bits[r->row], (unsigned short)b, memory_order_relaxed);
		}
		return b;
	}
	return name_bits_by_name(r->mnemonic);  /* a row the caller made up */
}

static void analyse(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, struct p3row *p)
{
	unsigned int next = F_SRC0, nb = name_bits_of(r);

	memset(p, 0, sizeof(*p));
	p->mai = c->layout == GSI_LAYOUT_GFX9 && (GSI_HAS_MOD(r, CBSZ) || GSI_HAS_MOD(r, BLGP));
	p->f64neg = p->mai && (nb & NB_F64);
	p->mix = GSI_HAS_MOD(r, ABS);
	p->wmma = !!(nb & NB_WMMA);
	p->fmt = GSI_HAS_MOD(r, MATRIX_A_FMT);
	p->mfmt = p->mai && (nb & NB_F8F6F4);
	p->smfmac = !!(nb & NB_SMFMAC);
	p->lit = c->layout != GSI_LAYOUT_GFX9;
	p->reuse = GSI_HAS_MOD(r, MATRIX_A_REUSE);
	if (GSI_HAS_MOD(r, INDEX_KEY)) {
		/* index_key bits llvm prints: one for 16-bit A (f16/bf16) and gfx1250's
		 * x128 shapes, two for 8-bit A (it assembles only 0..1) */
		int one = (nb & NB_KEY16) || ((nb & NB_X128) && gsi_streq(c->tname, "gfx1250"));

		p->key = one ? 1 : 3;
	}
	p->opsel = GSI_HAS_MOD(r, OP_SEL);
	p->opsel_hi = GSI_HAS_MOD(r, OP_SEL_HI);
	p->neg_lo = GSI_HAS_MOD(r, NEG_LO);
	p->neg_hi = GSI_HAS_MOD(r, NEG_HI);
	p->clamp = GSI_HAS_MOD(r, CLAMP);
	p->fp16 = !!(nb & NB_PK16);
	p->hi_def = p->mix || p->fmt ? 0 : p->reuse ? 3 : 7;
	for (unsigned int i = 0; i < r->nops && p->nops < 8; i++) {
		struct gs_isa_operand o;
		int f;

		if (gsi_isa_operand(r, i, &o) != GS_OK)
			break;
		f = field_of(o.field);
		if (f < 0 && next <= F_SRC2)
			f = (int)next;
		if (f < 0)
			continue;
		if (f >= F_SRC0 && f + 1 > (int)next)
			next = (unsigned int)f + 1;
		p->op[p->nops].f = f;
		p->op[p->nops].k = o.kind;
		p->op[p->nops].width = o.width ? o.width : 1;
		p->nops++;
	}
	/* v_accvgpr_read_b32's AGPR source is not in the tables' operand list */
	if ((nb & NB_ACCRD) && p->nops == 1) {
		p->op[1].f = F_SRC0;
		p->op[1].k = GS_ISA_K_AGPR;
		p->op[1].width = 1;
		p->nops = 2;
	}
	for (unsigned int i = 0; i < p->nops; i++) {
		if (p->op[i].f >= F_SRC0)
			p->nsrc++;
		/* wave64 WMMA/SWMMAC: half the registers per lane (the tables list wave32);
		 * gfx11 halves C/D only, gfx12 every matrix (not SWMMAC's index) */
		if (c->wave64 && p->wmma && c->layout != GSI_LAYOUT_GFX9 && p->op[i].width > 1 &&
		    (p->op[i].f == F_VDST || p->op[i].f == F_SRC2 ||
		     (c->layout == GSI_LAYOUT_GFX12 && !(p->op[i].f == F_SRC2 && (nb & NB_SWMMAC)))) &&
		    !(p->op[i].f == F_SRC2 && (nb & NB_SWMMAC)))
			p->op[i].width /= 2;
	}
}

/*
 * A table row's analysis, kept per row (the printer and the assembler ask
 * it per VOP3P line): it reads the row and, of the context, the layout, the
 * wave size and whether the target is named gfx1250 (index_key rows only).
 * The first context's is kept (a program has one target); another
 * context's is made anew.  Written once under the lock, then read.
 */
static struct p3row p3_kept[GS_ISA_NROWS];
static atomic_uchar p3_key[GS_ISA_NROWS];  /* 0: none; 1 + the context's bits */
static pthread_mutex_t p3_lock = PTHREAD_MUTEX_INITIALIZER;

void gsi_vx_p3_analyse(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, struct p3row *p)
{
	const struct gs_isa_row *t;
	unsigned int key;

	if (r->row >= GS_ISA_NROWS || (unsigned int)c->layout > 3u) {
		analyse(c, r, p);
		return;
	}
	t = &gsi_isa_rows[r->row];
	if (r->mnemonic != gsi_isa_str + t->name || r->cls_id != t->cls || r->nops != t->nops ||
	    r->modifiers != t->mods || r->targets != t->targets) {
		analyse(c, r, p);  /* a row the caller made up */
		return;
	}
	key = 1u + ((unsigned int)c->layout | (unsigned int)!!c->wave64 << 2 |
		    (unsigned int)(GSI_HAS_MOD(r, INDEX_KEY) && gsi_streq(c->tname, "gfx1250")) << 3);
	if (atomic_load_explicit(&p3_key[r->row], memory_order_acquire) == key) {
		*p = p3_kept[r->row];
		return;
	}
	analyse(c, r, p);
	pthread_mutex_lock(&p3_lock);
	if (!atomic_load_explicit(&p3_key[r->row], memory_order_relaxed)) {
		p3_kept[r->row] = *p;
		atomic_store_explicit(&p3_key[r->row], (unsigned char)key, memory_order_release);
	}
	pthread_mutex_unlock(&p3_lock);
}

/* gfx12 SWMMAC (gfx1200/gfx1201): llvm-mc-22's disassembler takes the whole
 * OPSEL field as index_key, up to the wave size's range (gsi_swmmac_shape:
 * wave64 doubles it), and refuses any other value.  The number of keys, 0
 * for every other instruction. */
static unsigned int swmmac_keys(const struct gsi_tab_ctx *c, const char *name, struct gs_swmmac_shape *s)
{
	const struct gs_isa_op *op;

	if (!gsi_starts(name, "v_swmmac_") || !c->target || c->target->gen != GS_GEN_GFX12)
		return 0;
	op = gsi_isa_by_name(gsi_isa_for(c->target), name);
	if (!op || !gsi_swmmac_shape(op->sem, GS_GEN_GFX12, c->wave64, s))
		return 0;
	return s->nkey;
}

static unsigned int get(const uint32_t *w, unsigned int dw, unsigned int lo, unsigned int n)
{
	return gsi_tab_get(w, dw, lo, n);
}

/* ------------------------------------------------------------ disassembly */

struct p3dec {
	unsigned int vdst, src[3], opsel, hi, nlo, nhi, clamp;
	unsigned int cbsz, abid, acc_cd, acc, blgp;
	uint32_t lit;
	int has_lit;
};

static void decode(const uint32_t *w, struct p3dec *x)
{
	memset(x, 0, sizeof(*x));
	x->vdst = get(w, 0, 0, 8);
	x->nhi = get(w, 0, 8, 3);
	x->opsel = get(w, 0, 11, 3);
	x->hi = get(w, 1, 27, 2) | get(w, 0, 14, 1) << 2;
	x->clamp = get(w, 0, 15, 1);
	x->src[0] = get(w, 1, 0, 9);
	x->src[1] = get(w, 1, 9, 9);
	x->src[2] = get(w, 1, 18, 9);
	x->nlo = get(w, 1, 29, 3);
	x->cbsz = get(w, 0, 8, 3);
	x->abid = get(w, 0, 11, 4);
	x->acc_cd = get(w, 0, 15, 1);
	x->acc = get(w, 1, 27, 2);
	x->blgp = get(w, 1, 29, 3);
}

/*
 * gfx12 SWMMAC fields llvm-mc-22's disassembler accepts: A and B VGPRs, the
 * default OPSEL_HI, no NEG on the index; NEG_LO/NEG_HI on A and B of 16-bit
 * floats, NEG_LO alone of integers (signedness), none of fp8/bf8; clamp on
 * integers only.
 */
static int swmmac_fields_ok(const struct gs_swmmac_shape *s, const struct p3dec *x)
{
	int integer = s->type == GS_WMMA_I32_IU8 || s->type == GS_WMMA_I32_IU4;

	if (x->src[0] < 256 || x->src[1] < 256 || x->hi != 7 || ((x->nlo | x->nhi) & 4))
		return 0;
	if (x->clamp && !integer)
		return 0;
	return s->ebits == 16 || (!x->nhi && (integer || !x->nlo));
}

/* scale: gfx950 v_mfma_scale_*: the v_mfma_ld_scale_b32 words before the MFMA's */
static unsigned int print_one(const struct gsi_tab_ctx *c, const struct gs_isa_inst *row, const uint32_t *w,
			      unsigned int ndw, struct gsi_tab_line *l, const char *name, const uint32_t *scale)
{
	struct p3row p;
	struct p3dec x;
	struct gs_swmmac_shape sw;
	unsigned int n, mask, nkey, bytes = 8;
	int past, gfx1250;
	char t[80], u[64];

	int text = l->size != 0;  /* a verdict (size 0) formats nothing: no text decides */

	gsi_vx_p3_analyse(c, row, &p);
	decode(w, &x);
	/* gfx11/gfx12 WMMA tuples running past v255: llvm-mc-22 prints them
	 * (v[252:259]); gfx9 and every other VOP3P form are refused */
	past = p.wmma && c->layout != GSI_LAYOUT_GFX9;
	{
		static _Thread_local int idx = -2;  /* one name lookup per thread */

		if (idx == -2)
			idx = gs_isa_target_index("gfx1250");
		gfx1250 = idx;
	}
	gsi_tab_text(l, name);
	for (unsigned int i = 0; i < p.nops; i++) {
		enum gs_isa_kind k = p.op[i].k;
		unsigned int width = p.op[i].width;

		if (p.op[i].f == F_VDST) {
			if (p.mai && x.acc_cd)
				k = GS_ISA_K_AGPR;
			if ((k != GS_ISA_K_VGPR && k != GS_ISA_K_AGPR) || (x.vdst + width > 256 && !past) ||
			    (c->layout == GSI_LAYOUT_GFX9 && width > 1 && x.vdst % 2))
				return 0;  /* gfx9 register tuples are even-aligned */
			if (text)
				gsi_tab_reg_text(k, x.vdst, width, t, sizeof(t));
		} else {
			unsigned int s = (unsigned int)p.op[i].f - F_SRC0;
			struct gsi_tab_src src = { x.src[s], width, 0, 0, 0, 32 };

			if (p.mfmt && s < 2)
				src.width = fmt_width(s ? x.blgp : x.cbsz, 8);
			if (p.fmt && s < 2)
				src.width = fmt_width(s ? x.hi : x.opsel, 16);
			/* MFMA A/B and SMFMAC's index are VGPRs/AGPRs, MFMA C no SGPR:
			 * llvm-mc cannot assemble what it would print */
			if (p.mai && src.code < 256 && (s < 2 || p.smfmac || src.code < 128))
				return 0;
			if (src.code >= 256 && src.code - 256 + src.width > 256 && (!past || c->tidx == gfx1250))
				return 0;  /* gfx1250: llvm-mc-22 crashes on such bytes */
			if (src.code >= 256)
				src.agpr = k == GS_ISA_K_AGPR || (p.mai && (s == 2 ? x.acc_cd && !p.smfmac : (x.acc >> s) & 1));
			else if (k == GS_ISA_K_AGPR)
				return 0;  /* llvm prints an invalid-register comment */
			if (src.code >= 256 && src.width > 1 && c->layout == GSI_LAYOUT_GFX9 && (src.code - 256) % 2)
				return 0;
			if (src.code == 255) {
				if (ndw < 3 || !p.lit)
					return 0;
				if (text)
					gsi_vx_lit_text(w[2], src_type(&p, row->mnemonic, s), u, sizeof(u));
				bytes = 12;
			} else {
				/* constants (null, 1.0) in a wide source print as themselves */
				if (src.code >= 124 && src.code < 256 && src.width > 2)
					src.width = 1;
				if (!gsi_tab_src_valid(c, src.code, src.width))
					return 0;
				if (text)
					gsi_tab_src_text(c, &src, u, sizeof(u));
			}
			if (text) {
				int ng = p.mix && ((x.nlo >> s) & 1), ab = p.mix && ((x.nhi >> s) & 1);
				/* neg(1.0), neg(0x1234): -1.0, -0x1234 are other numbers */
				int fn = ng && !ab && (isdigit((unsigned char)u[0]) || u[0] == '-');

				snprintf(t, sizeof(t), "%s%s%s%s%s", fn ? "neg(" : ng ? "-" : "", ab ? "|" : "", u,
					 ab ? "|" : "", fn ? ")" : "");
			}
		}
		gsi_tab_operand(l, t);
	}
	if (scale) {
		struct p3dec y;

		decode(scale, &y);
		for (unsigned int s = 0; s < 2; s++) {
			struct gsi_tab_src src = { y.src[s], 1, 0, 0, 0, 32 };

			if (src.code < 256)
				return 0;  /* llvm prints what it cannot assemble */
			gsi_tab_src_text(c, &src, t, sizeof(t));
			gsi_tab_operand(l, t);
		}
		if (y.opsel & 3)
			gsi_vx_bits(l, "op_sel", y.opsel & 3, 3);
		gsi_vx_bits(l, "op_sel_hi", y.hi & 3, 3);
	}
	if (p.mai) {
		if (x.cbsz) {
			if (text) {
				snprintf(t, sizeof(t), "cbsz:%u", x.cbsz);
				gsi_tab_modifier(l, t);
			}
		}
		if (x.abid && GSI_HAS_MOD(row, ABID)) {
			if (text) {
				snprintf(t, sizeof(t), "abid:%u", x.abid);
				gsi_tab_modifier(l, t);
			}
		}
		if (p.f64neg) {
			if (x.blgp)
				gsi_vx_bits(l, "neg", x.blgp, 3);
		} else if (x.blgp && GSI_HAS_MOD(row, BLGP)) {
			if (text) {
				snprintf(t, sizeof(t), "blgp:%u", x.blgp);
				gsi_tab_modifier(l, t);
			}
		}
		return bytes;
	}
	n = p.wmma ? 3 : p.nsrc;
	mask = (1u << n) - 1;
	if (p.opsel && (x.opsel & mask))
		gsi_vx_bits(l, "op_sel", x.opsel, n);
	if (p.opsel_hi && (x.hi & mask) != (p.hi_def & mask))
		gsi_vx_bits(l, "op_sel_hi", x.hi, n);
	nkey = p.wmma ? swmmac_keys(c, row->mnemonic, &sw) : 0;
	if (nkey) {
		if (x.opsel >= nkey || !swmmac_fields_ok(&sw, &x))
			return 0;
		if (x.opsel) {
			if (text) {
				snprintf(t, sizeof(t), "index_key:%u", x.opsel);
				gsi_tab_modifier(l, t);
			}
		}
	} else if (p.key && (x.opsel & (unsigned int)p.key) > 1) {
		return 0;  /* llvm-mc-22 prints index_key:2/3 but assembles 0..1 only */
	} else if (p.key && (x.opsel & (unsigned int)p.key)) {
		if (text) {
			snprintf(t, sizeof(t), "index_key:%u", x.opsel & (unsigned int)p.key);
			gsi_tab_modifier(l, t);
		}
	}
	if (p.fmt) {
		if (x.opsel > 4 || x.hi > 4)
			return 0;
		if (x.opsel) {
			if (text) {
				snprintf(t, sizeof(t), "matrix_a_fmt:MATRIX_FMT_%s", fmt_names[x.opsel]);
				gsi_tab_modifier(l, t);
			}
		}
		if (x.hi) {
			if (text) {
				snprintf(t, sizeof(t), "matrix_b_fmt:MATRIX_FMT_%s", fmt_names[x.hi]);
				gsi_tab_modifier(l, t);
			}
		}
	}
	if (p.reuse) {
		if (get(w, 0, 13, 1))
			gsi_tab_modifier(l, "matrix_a_reuse");
		if (get(w, 0, 14, 1))
			gsi_tab_modifier(l, "matrix_b_reuse");
	}
	if (!p.mix) {
		if (p.neg_lo && (x.nlo & mask))
			gsi_vx_bits(l, "neg_lo", x.nlo, n);
		if (p.neg_hi && (x.nhi & mask))
			gsi_vx_bits(l, "neg_hi", x.nhi, n);
	}
	if (p.clamp && x.clamp)
		gsi_tab_modifier(l, "clamp");
	return bytes;
}


static int dpp_marker(unsigned int s0)
{
	return s0 == DPP16 || s0 == DPP8 || s0 == DPP8_FI;
}

static unsigned int print_dpp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, unsigned int s0,
			      char *buf, size_t size)
{
	struct gsi_tab_line l;
	struct gsi_valu_dpp q;
	struct p3row p;
	uint32_t w[2], x;
	unsigned int s1, s2;
	char name[96];
	int dpp8 = s0 != DPP16;

	if (d->ndw < 3 || !(dpp8 ? GSI_HAS_MOD(&d->row, DPP8) : GSI_HAS_MOD(&d->row, DPP)))
		return 0;
	gsi_vx_p3_analyse(c, &d->row, &p);
	x = d->w[2];
	w[0] = d->w[0];
	w[1] = d->w[1];
	gsi_tab_put(w, 1, 0, 9, 256 + (x & 0xff));
	s1 = get(w, 1, 9, 9);
	s2 = get(w, 1, 18, 9);
	if ((s1 < 256 && dpp_vgpr(c, &p, d->row.mnemonic, 1)) || (s2 < 256 && dpp_vgpr(c, &p, d->row.mnemonic, 2)) ||
	    s1 == 255 || s2 == 255 || (!strncmp(d->row.mnemonic, "v_dot4_", 7) && get(w, 0, 8, 2)))
		return 0;
	/* unknown controls and set reserved or source-modifier bits: llvm
	 * prints what assembles to other bytes */
	if (!gsi_valu_dpp_decode(c, x, s0, &q) || dpp_word(c, 256 + (x & 0xff), dpp8, &q) != x)
		return 0;
	snprintf(name, sizeof(name), "%s_e64_dpp", d->row.mnemonic);
	gsi_tab_line_init(&l, buf, size);
	if (!print_one(c, &d->row, w, 2, &l, name, NULL))
		return 0;
	gsi_valu_dpp_print_ctl(c, &q, dpp8, &l);
	return 12;
}

unsigned int gsi_vx_print_vop3p(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				char *buf, size_t size)
{
	struct gsi_tab_line l;

	gsi_tab_line_init(&l, buf, size);
	/* gfx950: v_mfma_ld_scale_b32 and an f8f6f4 MFMA whose bit 11 is set are
	 * one instruction, v_mfma_scale_* */
	if (gsi_streq(d->row.mnemonic, "v_mfma_ld_scale_b32") && d->ndw >= 4 &&
	    gsi_tab_get(d->w, 2, 23, 9) == 0x1A7 && gsi_tab_get(d->w, 2, 11, 1)) {
		struct gs_isa_inst m;
		char name[96];

		if (gsi_isa_find_row(c->tidx, GS_ISA_GEN_VOP3P, gsi_tab_get(d->w, 2, 16, 7), &m) &&
		    !strncmp(m.mnemonic, "v_mfma_", 7) && strstr(m.mnemonic, "f8f6f4")) {
			unsigned int n;

			if (gsi_tab_get(d->w, 2, 12, 3))
				return 0;  /* abid bits llvm drops */
			snprintf(name, sizeof(name), "v_mfma_scale_%s", m.mnemonic + 7);
			n = print_one(c, &m, d->w + 2, d->ndw - 2, &l, name, d->w);
			return n ? n + 8 : 0;
		}
	}
	if (c->layout != GSI_LAYOUT_GFX9 && dpp_marker(gsi_tab_get(d->w, 1, 0, 9)))
		return print_dpp(c, d, gsi_tab_get(d->w, 1, 0, 9), buf, size);
	return print_one(c, &d->row, d->w, d->ndw, &l, d->row.mnemonic, NULL);
}
