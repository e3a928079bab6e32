// SPDX-License-Identifier: MIT
/*
 * Image instructions of the table-driven layer: MIMG (gfx11) and VIMAGE /
 * VSAMPLE (gfx12).  vdata's width follows dmask, d16 (packed halves), tfe
 * and gather4's four channels; the address count follows dim, a16 and the
 * instruction's extra arguments (derived from the row's 1D width), printed
 * as a register range or an NSA list [v1, v2, ...].
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_mem.h"
#include "isa/isa_int.h"

/* Coordinates and gradients per dim (1D, 2D, 3D, CUBE, 1D_ARRAY, 2D_ARRAY,
 * 2D_MSAA, 2D_MSAA_ARRAY). */
static const unsigned int dim_coords[8] = { 1, 2, 3, 3, 2, 3, 3, 4 };
static const unsigned int dim_grads[8] = { 1, 2, 3, 2, 1, 2, 2, 2 };

static const struct img_bits mimg11 = { 1, 8, 1, 16, 5, 4, 1, 26, 5, 4, 0, 8, 0, 2, 0, 17, 0, 16, 1, 21, 0 };
static const struct img_bits vimage = { 1, 0, 1, 9, 9, 1, 0, 0, 0, 0, 0, 22, 0, 0, 0, 5, 0, 6, 1, 23, 5 };
static const struct img_bits vsample = { 1, 0, 1, 9, 9, 1, 1, 23, 9, 1, 0, 22, 0, 0, 0, 5, 0, 6, 0, 3, 4 };

const struct img_bits *gsi_mem_img_bits(const char *cls)
{
	return gsi_streq(cls, "MIMG") ? &mimg11 : gsi_streq(cls, "VIMAGE") ? &vimage : &vsample;
}

void gsi_mem_img_mods(const struct gs_isa_inst *row, struct mem_mod *out)
{
	/* each modifier the row has, in order, straight into out (the row's
	 * modifier bit: GSI_HAS_MOD, no name lookup) */
	unsigned int j = 0;
	const char *cls = row->cls;
	int mimg = gsi_streq(cls, "MIMG");
#define ADD(B, ...) do { if (row->modifiers & GS_ISA_GEN_MOD_##B) out[j++] = (struct mem_mod){ __VA_ARGS__ }; } while (0)

	ADD(DMASK, "dmask", MK_DMASK, 0, mimg ? 8 : 22, 4, 0, 0);
	ADD(DIM, "dim", MK_DIM, 0, 2 * mimg, 3, 0, 0);
	if (mimg) {
		ADD(UNORM, "unorm", MK_FLAG, 0, 7, 1, 0, 0);
		ADD(GLC, "glc", MK_FLAG, 0, 14, 1, 0, 0);
		ADD(SLC, "slc", MK_FLAG, 0, 12, 1, 0, 0);
		ADD(DLC, "dlc", MK_FLAG, 0, 13, 1, 0, 0);
		ADD(R128, "r128", MK_FLAG, 0, 15, 1, 0, 0);
		ADD(A16, "a16", MK_FLAG, 0, 16, 1, 0, 0);
		ADD(TFE, "tfe", MK_FLAG, 1, 21, 1, 0, 0);
		ADD(LWE, "lwe", MK_FLAG, 1, 22, 1, 0, 0);
		ADD(D16, "d16", MK_FLAG, 0, 17, 1, 0, 0);
	} else {
		int smp = gsi_streq(cls, "VSAMPLE");

		if (smp)
			ADD(UNORM, "unorm", MK_FLAG, 0, 13, 1, 0, 0);
		ADD(TH, "th", MK_TH, 1, 20, 3, 1, 18);
		ADD(SCOPE, "scope", MK_SCOPE, 1, 18, 2, 0, 0);
		ADD(NV, "nv", MK_FLAG, 0, 7, 1, 0, 0);
		ADD(R128, "r128", MK_FLAG, 0, 4, 1, 0, 0);
		ADD(A16, "a16", MK_FLAG, 0, 6, 1, 0, 0);
		if (smp)
			ADD(TFE, "tfe", MK_FLAG, 0, 3, 1, 0, 0);
		else
			ADD(TFE, "tfe", MK_FLAG, 1, 23, 1, 0, 0);
		if (smp)
			ADD(LWE, "lwe", MK_FLAG, 1, 8, 1, 0, 0);
		ADD(D16, "d16", MK_FLAG, 0, 5, 1, 0, 0);
	}
#undef ADD
	out[j] = (struct mem_mod){ NULL, MK_END, 0, 0, 0, 0, 0 };
}

static int has_tok(const char *name, const char *tok)
{
	size_t n = strlen(tok);
	const char *p = name;

	while ((p = strstr(p, tok)) != NULL) {
		if (p[-1] == '_' && (p[n] == '_' || !p[n]))
			return 1;
		p += n;
	}
	return 0;
}

/* What the name's tokens say: bit 0 derivatives, 1 g16, 2 an lod/clamp/mip,
 * 3 four data registers (gather4, image_msaa_load). */
static unsigned int toks_by_name(const char *n)
{
	return (unsigned int)(has_tok(n, "d") || has_tok(n, "cd")) | (unsigned int)has_tok(n, "g16") << 1 |
	       (unsigned int)(has_tok(n, "l") || has_tok(n, "cl") || has_tok(n, "mip")) << 2 |
	       (unsigned int)(strstr(n, "gather4") || gsi_streq(n, "image_msaa_load")) << 3;
}

/* toks_by_name per table row once (eleven strstr walks per image line were
 * most of the image printer's and assembler's cost), gsi_row_name_bits. */
static atomic_uchar toks[GS_ISA_NROWS];

static unsigned int toks_of(const struct gs_isa_inst *row)
{
	return gsi_row_name_bits(toks, row, toks_by_name);
}

/* 0 when the encoding's shape is not one we can describe. */
int gsi_mem_img_form(const struct mem_view *v, const struct gs_isa_inst *row, unsigned int dmask,
		    unsigned int dim, int a16, int d16, int tfe, struct img_form *f)
{
	const char *n = row->mnemonic;
	unsigned int tk = toks_of(row);
	int deriv = tk & 1, g16 = (tk >> 1) & 1, lod = (tk >> 2) & 1;
	int coords = !gsi_streq(n, "image_get_resinfo");
	unsigned int extra, comps, grads, w1;
	unsigned int cnt = 0;

	memset(f, 0, sizeof(*f));
	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o = { 0 };  /* (set: the return is not read) */

		gsi_isa_operand(row, i, &o);
		if (o.kind == GS_ISA_K_SGPR && o.width == 4)
			f->has_samp = 1;
		else if (o.kind == GS_ISA_K_VGPR || o.kind == GS_ISA_K_VGPR_LIST) {
			if (cnt++ == 0) {
				f->has_vdata = 1;
				f->vdata_w = o.width;
			} else {
				f->row_addr_w = o.width;
			}
		}
	}
	if (cnt < 2)
		return 0;
	/* data */
	if (tk & 8) {  /* gather4, image_msaa_load */
		f->vdata_w = d16 ? 2 : 4;
	} else if (v->atomic && v->cmpswap && __builtin_popcount(dmask) < 2) {
		return 0;  /* llvm prints two registers it would not assemble back */
	} else {
		unsigned int k = (unsigned int)__builtin_popcount(dmask);

		f->vdata_w = k ? k : 1;
		if (d16)
			f->vdata_w = (f->vdata_w + 1) / 2;
	}
	if (tfe)
		f->vdata_w++;
	/* addresses (atomics: coordinates only; llvm's gfx12 rows of
	 * image_atomic_cmpswap at dmask 0x1 show a misleading width) */
	w1 = v->atomic ? 1 : f->row_addr_w;
	if (!coords) {
		f->naddr = w1;
		return 1;
	}
	if (w1 < 1u + (deriv ? 2u : 0u) + (lod ? 1u : 0u))
		return 0;
	extra = w1 - 1 - (deriv ? 2 : 0) - (lod ? 1 : 0);
	comps = dim_coords[dim] + (lod ? 1 : 0);
	grads = deriv ? 2 * dim_grads[dim] : 0;
	f->naddr = extra + (a16 ? (comps + 1) / 2 : comps);
	if (deriv)
		f->naddr += g16 ? ((grads / 2 + 1) & ~1u) : grads;  /* a16 leaves gradients 32-bit */
	return 1;
}

/* Where address slot i lives: gfx11 NSA (dw1 byte 0, then dw2), gfx12
 * (dw2, then VIMAGE's fifth slot in dw1 bits 31:24). */
void gsi_mem_img_slot(int mimg, unsigned int i, unsigned int *dw, unsigned int *lo)
{
	if (mimg) {
		*dw = i ? 2 : 1;
		*lo = i ? 8 * (i - 1) : 0;
	} else {
		*dw = i < 4 ? 2 : 1;
		*lo = i < 4 ? 8 * i : 24;
	}
}

/* gfx11 non-NSA address ranges llvm has register classes for. */
static int range_ok(unsigned int n)
{
	return n <= 12 || n == 16;
}

int gsi_mem_is_tensor(const struct gs_isa_inst *row)
{
	return gsi_starts(row->mnemonic, "tensor_");  /* per image line: no libc call */
}

static unsigned int print_tensor(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				 struct gsi_tab_line *l)
{
	const uint32_t *w = d->w;
	struct mem_view v;
	unsigned int s0 = w[2] & 0xff, s1 = (w[2] >> 8) & 0xff, s2 = (w[2] >> 16) & 0xff, s3 = w[2] >> 24;
	int four = s2 != 0x7c;

	if ((w[0] & 0x03ffffffu & ~0x3fc080u) != 0x400001u || (w[1] & 0x00ffffffu & ~0x7c0000u) || (w[1] >> 24) != 0x7c)
		return 0;
	if ((s3 == 0x7c) == four || s0 & 3 || s0 > 100 || s1 & 3 || s1 > 96)
		return 0;
	if (four && (s2 & 3 || s2 > 100 || s3 & 3 || s3 > 100))
		return 0;
	gsi_mem_reg(l, GS_ISA_K_SGPR, s0, 4);
	gsi_mem_reg(l, GS_ISA_K_SGPR, s1, 8);
	if (four) {
		gsi_mem_reg(l, GS_ISA_K_SGPR, s2, 4);
		gsi_mem_reg(l, GS_ISA_K_SGPR, s3, 4);
	}
	gsi_mem_view(&v, c, &d->row);
	v.th_kind = strstr(d->row.mnemonic, "store") ? 1 : 0;
	if (!gsi_mem_print_mods(&v, tensor_mods, w, l))
		return 0;
	return 12;
}

/* -------------------------------------------------------- printing */

unsigned int gsi_mem_print_img(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       struct gsi_tab_line *l)
{
	const struct img_bits *b = gsi_mem_img_bits(d->row.cls);
	const uint32_t *w = d->w;
	int mimg = d->row.cls_id == GS_ISA_GEN_MIMG;
	struct mem_view v;
	struct mem_mod mods[20];
	struct img_form f;
	unsigned int dmask = gsi_tab_get(w, b->dmask_dw, b->dmask_lo, 4);
	unsigned int dim = gsi_tab_get(w, b->dim_dw, b->dim_lo, 3);
	int a16 = (int)gsi_tab_get(w, b->a16_dw, b->a16_lo, 1);
	int d16 = (int)gsi_tab_get(w, b->d16_dw, b->d16_lo, 1);
	int tfe = (int)gsi_tab_get(w, b->tfe_dw, b->tfe_lo, 1);
	unsigned int size = mimg ? 8 : 12, ndw;
	uint32_t used[4] = { 0, 0, 0, 0 };
	char buf[160];

	if (c->layout == GSI_LAYOUT_GFX9)
		return 0;
	if (gsi_mem_is_tensor(&d->row))
		return print_tensor(c, d, l);
	gsi_mem_view(&v, c, &d->row);
	gsi_mem_img_mods(&d->row, mods);
	if (!GSI_HAS_MOD(&d->row, DIM) && dim)
		return 0;
	if (!gsi_mem_img_form(&v, &d->row, dmask, dim, a16, d16, tfe, &f) || !f.naddr)
		return 0;
	if (f.has_vdata) {
		gsi_mem_reg(l, GS_ISA_K_VGPR, gsi_tab_get(w, b->vdata_dw, b->vdata_lo, 8), f.vdata_w);
		used[b->vdata_dw] |= 0xffu << b->vdata_lo;
	}
	/* addresses: a range (gfx11 without NSA), one register, or a list of
	 * slots whose last may hold a range of the remaining addresses */
	if (mimg && !gsi_tab_get(w, 0, 0, 1)) {
		if (!range_ok(f.naddr))
			return 0;
		gsi_mem_reg(l, GS_ISA_K_VGPR, w[1] & 0xff, f.naddr);
		used[1] |= 0xff;
	} else if (!mimg && f.naddr == 1) {
		gsi_mem_reg(l, GS_ISA_K_VGPR, w[2] & 0xff, 1);
		used[2] |= 0xff;
	} else {
		unsigned int slots = mimg ? 5 : b->slots, k = f.naddr < slots ? f.naddr : slots;
		size_t n = 0;

		if (f.naddr < 2)
			return 0;
		if (mimg)
			size = 12;
		if (size > d->ndw * 4)
			return 0;
		for (unsigned int i = 0; i < k; i++) {
			unsigned int dw, lo, r, width = i == k - 1 ? f.naddr - k + 1 : 1;

			gsi_mem_img_slot(mimg, i, &dw, &lo);
			r = gsi_tab_get(w, dw, lo, 8);
			used[dw] |= 0xffu << lo;
			if (!l->size)
				continue;  /* a verdict: no text */
			n += (size_t)snprintf(buf + n, sizeof(buf) - n, "%s", i ? ", " : "[");
			n += (size_t)gsi_tab_reg_text(GS_ISA_K_VGPR, r, width, buf + n, sizeof(buf) - n);
		}
		if (l->size)
			snprintf(buf + n, sizeof(buf) - n, "]");
		else
			buf[0] = 0;
		gsi_tab_operand(l, buf);
	}
	{
		unsigned int r = gsi_tab_get(w, b->rsrc_dw, b->rsrc_lo, b->rsrc_w) * b->rsrc_scale;

		if (r & 3 || (r > 96 && (r < 108 || r > 116)))
			return 0;
		gsi_mem_reg(l, r >= 108 ? GS_ISA_K_TTMP : GS_ISA_K_SGPR, r >= 108 ? r - 108 : r, 8);
		used[b->rsrc_dw] |= ((1u << b->rsrc_w) - 1) << b->rsrc_lo;
	}
	if (f.has_samp) {
		unsigned int r = gsi_tab_get(w, b->samp_dw, b->samp_lo, b->samp_w) * b->samp_scale;

		if (r & 3 || (r > 100 && (r < 108 || r > 120)))
			return 0;
		gsi_mem_reg(l, r >= 108 ? GS_ISA_K_TTMP : GS_ISA_K_SGPR, r >= 108 ? r - 108 : r, 4);
		used[b->samp_dw] |= ((1u << b->samp_w) - 1) << b->samp_lo;
	}
	if (!gsi_mem_print_mods(&v, mods, w, l))
		return 0;
	ndw = size / 4;
	gsi_mem_keep_masks(d->fmt, mods, used, ndw);
	if (mimg)
		used[0] |= 1;  /* nsa */
	for (unsigned int dw = 0; dw < ndw; dw++)
		if (w[dw] & ~used[dw])
			return 0;
	return size;
}
