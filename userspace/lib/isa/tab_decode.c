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

/* A target's context (out of line: the per-line path below saves no
 * registers for it). */
static __attribute__((noinline)) void ctx_proto(struct gsi_tab_ctx *p, const struct gs_target *t)
{
	memset(p, 0, sizeof(*p));
	p->target = t;
	p->tname = t->name;
	p->tidx = gs_isa_target_index(t->name);
	p->gfx1250 = p->tidx >= 0 && p->tidx == gs_isa_target_index("gfx1250");
	p->layout = t->gen == GS_GEN_GFX9 ? GSI_LAYOUT_GFX9 : t->gen == GS_GEN_GFX11 ? GSI_LAYOUT_GFX11 : GSI_LAYOUT_GFX12;
	p->wave64 = t->gen == GS_GEN_GFX9;  /* CDNA is wave64 only */
}

/* the last target's context, per thread: three are made per instruction
 * line (assembly, re-decode, verdict), the same each time */
static _Thread_local const struct gs_target *ctx_last;
static _Thread_local struct gsi_tab_ctx ctx_cur;

static inline const struct gsi_tab_ctx *ctx_of(const struct gs_target *t)
{
	if (__builtin_expect(ctx_last != t, 0)) {
		ctx_proto(&ctx_cur, t);
		ctx_last = t;
	}
	return &ctx_cur;
}

int gsi_tab_ctx_init(struct gsi_tab_ctx *c, const struct gs_target *t)
{
	const struct gsi_tab_ctx *proto;

	if (!t) {
		memset(c, 0, sizeof(*c));
		return 0;
	}
	proto = ctx_of(t);
	*c = *proto;
	if (c->tidx < 0) {
		/* as before: the target and its index, nothing else */
		memset(c, 0, sizeof(*c));
		c->target = t;
		c->tname = t->name;
		c->tidx = proto->tidx;
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
static const struct gsi_tab_fmt *fmts_of[NLAYOUTS];  /* gsi_tab_formats(l), kept with the rest */
static uint8_t fmt_bits[NLAYOUTS][MAXFMTS];
static int fmt_cls[NLAYOUTS][MAXFMTS];
/* by_top's formats as a list, most prefix bits first (format order among
 * equal ones): find_row stops after the first matching ones' bits. */
static uint8_t top_list[NLAYOUTS][256][MAXFMTS];
static uint8_t top_count[NLAYOUTS][256];
/* A format's prefix as masks and values of dwords 0 and 1 (need: the dwords
 * it reads), slow when it is not one (prefix_matches then). */
static struct { uint32_t m0, v0, m1, v1; uint8_t need, slow; } fmt_pre[NLAYOUTS][MAXFMTS];
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

	fmts_of[l] = fmts;
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
	for (unsigned int k = 0; k < nfmts[l] && k < MAXFMTS; k++) {
		const struct gsi_tab_fmt *f = &fmts[k];

		for (unsigned int i = 0; i < f->npre; i++) {
			unsigned int dw = f->pre[i].dw, lo = f->pre[i].lo, wd = f->pre[i].width;
			uint32_t m = wd >= 32 ? 0xffffffffu : (1u << wd) - 1, *mm, *vv;

			if (dw > 1 || !wd || lo + wd > 32 || (f->pre[i].val & ~m)) {
				fmt_pre[l][k].slow = 1;  /* not a mask test: prefix_matches */
				break;
			}
			mm = dw ? &fmt_pre[l][k].m1 : &fmt_pre[l][k].m0;
			vv = dw ? &fmt_pre[l][k].v1 : &fmt_pre[l][k].v0;
			if (*mm & (m << lo)) {
				fmt_pre[l][k].slow = 1;  /* overlapping fields */
				break;
			}
			*mm |= m << lo;
			*vv |= f->pre[i].val << lo;
			if (dw + 1u > fmt_pre[l][k].need)
				fmt_pre[l][k].need = (uint8_t)(dw + 1);
		}
	}
	/* each top byte's formats most prefix bits first, then in format order:
	 * the formats in that order once, then each top's of them */
	{
		uint8_t order[MAXFMTS];
		unsigned int no = 0;

		for (int b = 32 * 2; b >= 0; b--)  /* (prefix bits: two fields of a dword at most) */
			for (unsigned int k = 0; k < nfmts[l] && k < MAXFMTS; k++)
				if (fmt_bits[l][k] == b)
					order[no++] = (uint8_t)k;
		for (unsigned int top = 0; top < 256; top++) {
			unsigned int n = 0;

			for (unsigned int i = 0; i < no; i++)
				if ((by_top[l][top] >> order[i]) & 1)
					top_list[l][top][n++] = order[i];
			top_count[l][top] = (uint8_t)n;
		}
	}
}

/* prefix_matches by the masks where the format has them */
static int pre_matches(unsigned int l, unsigned int k, const struct gsi_tab_fmt *f, const struct gsi_tab_dec *d)
{
	if (fmt_pre[l][k].slow)
		return prefix_matches(f, d->w, d->ndw);
	return d->ndw >= fmt_pre[l][k].need && (d->w[0] & fmt_pre[l][k].m0) == fmt_pre[l][k].v0 &&
	       (fmt_pre[l][k].need < 2 || (d->w[1] & fmt_pre[l][k].m1) == fmt_pre[l][k].v1);
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
	const struct gsi_tab_fmt *fmts;
	unsigned int best = 0, bits[64], match[64], n = 0;

	if (by_top_ready(c->layout) && nfmts[c->layout] <= MAXFMTS) {
		/* the candidates, most prefix bits first: the first match's bits
		 * are the most any match has; those of its bits in format order */
		unsigned int l = c->layout, top = d->w[0] >> 24;

		fmts = fmts_of[l];  /* (read after by_top_ready, which built it) */

		for (unsigned int i = 0; i < top_count[l][top]; i++) {
			unsigned int k = top_list[l][top][i], opcode = 0;
			const struct gsi_tab_fmt *f = &fmts[k];

			if (fmt_bits[l][k] < best)
				break;
			if (!pre_matches(l, k, f, d))
				continue;
			if (!fmt_bits[l][k])
				return 0;  /* no prefix bits: nothing matched */
			best = fmt_bits[l][k];
			if (f->vopd == 2 || f->ndw > d->ndw)
				continue;
			if (f->has_op)
				opcode = gsi_tab_get(d->w, f->op_dw, f->op_lo, f->op_width);
			if (gsi_isa_find_row(c->tidx, fmt_cls[l][k], opcode, &d->row)) {
				d->fmt = f;
				return 1;
			}
		}
		return 0;
	}
	/* the matching classes, once, in format order */
	fmts = gsi_tab_formats(c->layout);
	for (unsigned int k = 0; fmts[k].cls && n < 64; k++)
		if (prefix_matches(&fmts[k], d->w, d->ndw)) {
			bits[n] = prefix_bits(&fmts[k]);
			best = bits[n] > best ? bits[n] : best;
			match[n++] = k;
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
		if (gsi_isa_find_row(c->tidx, class_index(f->cls), opcode, &d->row)) {
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
	/* the words are little-endian: per instruction, twice (one fixed-size
	 * copy per dword, inline, not a copy of a length known only here) */
	for (unsigned int i = 0; i < d->ndw; i++)
		memcpy(&d->w[i], p + 4 * i, 4);
#else
	for (unsigned int i = 0; i < d->ndw * 4; i++)
		d->w[i / 4] |= (uint32_t)p[i] << (8 * (i % 4));
#endif
}

int gsi_tab_decode(const struct gs_target *t, const uint8_t *p, size_t avail, struct gsi_tab_dec *d)
{
	/* the thread's context in place, not a copy (gsi_tab_find reads it only) */
	const struct gsi_tab_ctx *c = t ? ctx_of(t) : NULL;

	if (!c || c->tidx < 0 || avail < 4) {
		memset(d, 0, sizeof(*d));
		return 0;
	}
	gsi_tab_words(p, avail, d);  /* (it zeroes d first) */
	return gsi_tab_find(c, d);
}

