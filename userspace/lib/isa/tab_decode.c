// SPDX-License-Identifier: MIT
/*
 * The raw decoder on the generated tables (tab_fmt.h): the target's table
 * index and layout, and for a word which class and row it is -- the most
 * specific class prefix first, then the first class of that prefix whose
 * opcode the target has.
 */
#include <pthread.h>
#include <string.h>

#include "isa/isa_int.h"
#include "isa/tab_fmt.h"

int gsi_tab_ctx_init(struct gsi_tab_ctx *c, const struct gs_target *t)
{
	/* the last target's context, per thread: three are made per
	 * instruction line (assembly, re-decode, verdict), the same each time */
	static _Thread_local const struct gs_target *last;
	static _Thread_local struct gsi_tab_ctx proto;

	if (!t) {
		memset(c, 0, sizeof(*c));
		return 0;
	}
	if (last != t) {
		memset(&proto, 0, sizeof(proto));
		proto.target = t;
		proto.tname = t->name;
		proto.tidx = gs_isa_target_index(t->name);
		proto.gfx1250 = proto.tidx >= 0 && proto.tidx == gs_isa_target_index("gfx1250");
		proto.layout = t->gen == GS_GEN_GFX9 ? GSI_LAYOUT_GFX9
			       : t->gen == GS_GEN_GFX11 ? GSI_LAYOUT_GFX11 : GSI_LAYOUT_GFX12;
		proto.wave64 = t->gen == GS_GEN_GFX9;  /* CDNA is wave64 only */
		last = t;
	}
	*c = proto;
	if (c->tidx < 0) {
		/* as before: the target and its index, nothing else */
		memset(c, 0, sizeof(*c));
		c->target = t;
		c->tname = t->name;
		c->tidx = proto.tidx;
		return 0;
	}
	return 1;
}

static unsigned int prefix_bits(const struct gsi_tab_fmt *f)
{
	unsigned int n = 0;

	for (unsigned int i = 0; i < f->npre; i++)
		n += f->pre[i].width;
	return n;
}

static int prefix_matches(const struct gsi_tab_fmt *f, const uint32_t *w, unsigned int ndw)
{
	for (unsigned int i = 0; i < f->npre; i++) {
		if (f->pre[i].dw >= ndw)
			return 0;
		if (gsi_tab_get(w, f->pre[i].dw, f->pre[i].lo, f->pre[i].width) != f->pre[i].val)
			return 0;
	}
	return 1;
}

/*
 * Find the row of the words: the classes whose prefix matches, most specific
 * prefix first (SOPK's 4 bits before SOP2's 2), and among equally specific
 * ones (VOP3/VOP3SD) the first whose opcode the target has.
 */
/* The class index of a format's class name (a per-thread cache keyed by the
 * name's address: the formats' names are string literals). */
static int class_index(const char *cls)
{
	static _Thread_local const char *key[64];
	static _Thread_local int val[64];
	unsigned int h = (unsigned int)((uintptr_t)cls >> 3) & 63;

	if (key[h] != cls) {
		val[h] = gs_isa_class_index(cls);
		key[h] = cls;
	}
	return val[h];
}

/*
 * Per layout and value of the first dword's top byte, the formats whose
 * prefix bits there agree with it (bit i: format i), built once: the scan
 * below tests those only.  A format left out would fail prefix_matches.
 * With them, per format: its prefix bits and class index.
 */
enum { NLAYOUTS = GSI_LAYOUT_GFX12 + 1, MAXFMTS = 64 };
static uint64_t by_top[NLAYOUTS][256];
static unsigned int nfmts[NLAYOUTS];
static uint8_t fmt_bits[NLAYOUTS][MAXFMTS];
static int fmt_cls[NLAYOUTS][MAXFMTS];
static struct gsi_once by_top_once[NLAYOUTS] = { GSI_ONCE_INIT, GSI_ONCE_INIT, GSI_ONCE_INIT };

/* The bits a format's first-dword prefix fixes in the top byte: which
 * (*mask) and their values (*val); a top agrees when (top & mask) == val. */
static void top_bits(const struct gsi_tab_fmt *f, unsigned int *mask, unsigned int *val)
{
	*mask = *val = 0;
	for (unsigned int i = 0; i < f->npre; i++) {
		unsigned int lo = f->pre[i].lo, hi = lo + f->pre[i].width;

		if (f->pre[i].dw)
			continue;
		for (unsigned int b = lo > 24 ? lo : 24; b < hi && b < 32; b++) {
			*mask |= 1u << (b - 24);
			*val |= ((f->pre[i].val >> (b - lo)) & 1) << (b - 24);
		}
	}
}

/* one layout's tables, built when a context of the layout first decodes
 * (a program has one target: the others' were a startup cost) */
static void by_top_build_one(unsigned int l)
{
	const struct gsi_tab_fmt *fmts = gsi_tab_formats((enum gsi_layout)l);

	for (unsigned int i = 0; fmts[i].cls && i < MAXFMTS; i++) {
		unsigned int mask, val;

		top_bits(&fmts[i], &mask, &val);
		for (unsigned int top = 0; top < 256; top++)
			if ((top & mask) == val)
				by_top[l][top] |= 1ull << i;
	}
	for (nfmts[l] = 0; fmts[nfmts[l]].cls; nfmts[l]++)
		if (nfmts[l] < MAXFMTS) {
			fmt_bits[l][nfmts[l]] = (uint8_t)prefix_bits(&fmts[nfmts[l]]);
			fmt_cls[l][nfmts[l]] = gs_isa_class_index(fmts[nfmts[l]].cls);
		}
}

static void by_top_build0(void) { by_top_build_one(0); }
static void by_top_build1(void) { by_top_build_one(1); }
static void by_top_build2(void) { by_top_build_one(2); }

static int by_top_ready(enum gsi_layout l)
{
	static void (*const build[NLAYOUTS])(void) = { by_top_build0, by_top_build1, by_top_build2 };

	_Static_assert(NLAYOUTS == 3, "one builder per layout");
	return (unsigned int)l < NLAYOUTS && gsi_once(&by_top_once[l], build[l]) == 0;
}

static int find_row(const struct gsi_tab_ctx *c, struct gsi_tab_dec *d)
{
	const struct gsi_tab_fmt *fmts = gsi_tab_formats(c->layout);
	unsigned int best = 0, bits[64], match[64], n = 0;
	int fast = by_top_ready(c->layout) && nfmts[c->layout] <= MAXFMTS;

	/* the matching classes, once, in format order */
	if (fast) {
		/* the candidates' bits only (the formats' order is the bits') */
		for (uint64_t m = by_top[c->layout][d->w[0] >> 24]; m; m &= m - 1) {
			unsigned int k = (unsigned int)__builtin_ctzll(m);

			if (prefix_matches(&fmts[k], d->w, d->ndw)) {
				bits[n] = fmt_bits[c->layout][k];
				best = bits[n] > best ? bits[n] : best;
				match[n++] = k;
			}
		}
	} else {
		for (unsigned int k = 0; fmts[k].cls && n < 64; k++)
			if (prefix_matches(&fmts[k], d->w, d->ndw)) {
				bits[n] = prefix_bits(&fmts[k]);
				best = bits[n] > best ? bits[n] : best;
				match[n++] = k;
			}
	}
	if (!best)
		return 0;
	for (unsigned int i = 0; i < n; i++) {
		const struct gsi_tab_fmt *f = &fmts[match[i]];
		unsigned int opcode = 0;

		if (bits[i] != best || f->vopd == 2 || f->ndw > d->ndw)
			continue;
		if (f->has_op)
			opcode = gsi_tab_get(d->w, f->op_dw, f->op_lo, f->op_width);
		if (gsi_isa_find_row(c->tidx, fast ? fmt_cls[c->layout][match[i]] : class_index(f->cls), opcode,
				     &d->row)) {
			d->fmt = f;
			return 1;
		}
	}
	return 0;
}

/*
 * The row of the words.  (No memo keyed by the words: the assembler's
 * verdict reads the re-decode's row, and a memo cost more per line than
 * its rare hits saved.)
 */
int gsi_tab_find(const struct gsi_tab_ctx *c, struct gsi_tab_dec *d)
{
	return find_row(c, d);
}

/* gfx1250 VOP3PX2: a scale VOP3P pair whose opcode the tables lack, then the
 * WMMA pair whose opcode names the VOP3PX2 row (printed by tab_vx_x2.c). */
int gsi_tab_find_x2(const struct gsi_tab_ctx *c, struct gsi_tab_dec *d)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(c->layout, "VOP3P");

	if (c->layout != GSI_LAYOUT_GFX12 || !f || d->ndw < 4 || !prefix_matches(f, d->w, d->ndw) ||
	    !prefix_matches(f, d->w + 2, d->ndw - 2) ||
	    !gsi_isa_find_row(c->tidx, GS_ISA_GEN_VOP3PX2, gsi_tab_get(d->w, 2, f->op_lo, f->op_width), &d->row))
		return 0;
	d->fmt = f;
	return 1;
}

void gsi_tab_words(const uint8_t *p, size_t avail, struct gsi_tab_dec *d)
{
	memset(d, 0, sizeof(*d));
	d->ndw = (unsigned int)(avail / 4 < 8 ? avail / 4 : 8);
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	memcpy(d->w, p, d->ndw * 4u);  /* the words are little-endian: per instruction, twice */
#else
	for (unsigned int i = 0; i < d->ndw * 4; i++)
		d->w[i / 4] |= (uint32_t)p[i] << (8 * (i % 4));
#endif
}

int gsi_tab_decode(const struct gs_target *t, const uint8_t *p, size_t avail, struct gsi_tab_dec *d)
{
	struct gsi_tab_ctx c;

	if (!gsi_tab_ctx_init(&c, t) || avail < 4) {
		memset(d, 0, sizeof(*d));
		return 0;
	}
	gsi_tab_words(p, avail, d);  /* (it zeroes d first) */
	return gsi_tab_find(&c, d);
}

