// SPDX-License-Identifier: MIT
/*
 * The re-decode check's fast half (issue 25: never a wrong encoding): the
 * bytes an instruction line emitted are decoded again by the table decoder
 * (isa/tab_decode.c: class and row from the words, no text) and checked
 * against what the assembler built -- the row's mnemonic and class and the
 * size; bytes that read back as another row are refused too.  Given a
 * gs_inst (kind 1; today only tests build one, with the reference encoder
 * tests/unit/ref_encode.h, the hand-shaped assembler's old one) every operand field
 * the layout names is compared as well (registers, sources, the literal,
 * VOP3 modifiers).  What the fast half cannot decide (no row, a size it does
 * not model: VOPD, SDWA words, MFMA scale pairs) goes to the full check in
 * instruction.c, which prints the bytes with the disassembler.
 */
#include <stdio.h>
#include <string.h>

#include "asm/asm_int.h"
#include "isa/tab_fmt.h"
#include "isa/tab_valu.h"

/* The field of the format named name (the names are string literals, which
 * the linker usually merges: the pointer compare first). */
static const struct gsi_tab_field *field_of(const struct gsi_tab_fmt *fmt, const char *name)
{
	for (unsigned int i = 0; i < 8 && fmt->f[i].name; i++)
		if (fmt->f[i].name == name || !strcmp(fmt->f[i].name, name))
			return &fmt->f[i];
	return NULL;
}

static uint32_t field(const struct gsi_tab_dec *d, const char *name, int *have)
{
	const struct gsi_tab_field *f = field_of(d->fmt, name);

	*have = f != NULL;
	return f ? gsi_tab_get(d->w, f->dw, f->lo, f->width) * (f->scale ? f->scale : 1) : 0;
}

/* One field against the value built: 1 equal (or no such field). */
static int same(const struct gsi_tab_dec *d, const char *name, uint32_t want, char *why, size_t wsize)
{
	int have;
	uint32_t got = field(d, name, &have);

	if (!have || got == want)
		return 1;
	snprintf(why, wsize, "its %s field reads back as %u, built %u", name, got, want);
	return 0;
}

/* The 9-bit source fields that carry a literal when they hold 255. */
static int lit_field(const struct gsi_tab_dec *d)
{
	for (unsigned int i = 0; i < 8 && d->fmt->f[i].name; i++)
		if (d->fmt->f[i].src9 && gsi_tab_get(d->w, d->fmt->f[i].dw, d->fmt->f[i].lo, 9) == GS_OPR_LITERAL)
			return 1;
	return 0;
}

static int is_cls(const struct gsi_tab_dec *d, const char *cls)
{
	return d->fmt->cls == cls || (d->fmt->cls[0] == cls[0] && !strcmp(d->fmt->cls, cls));
}

/* The operand fields of the hand-shaped path's gs_inst (its encoding classes). */
static int hand_fields(const struct gsi_tab_dec *d, const struct gs_inst *in, enum gs_gen gen, char *why,
		       size_t wsize)
{
	int vop3 = is_cls(d, "VOP3") || is_cls(d, "VOP3SD") || is_cls(d, "VOP3P");

	if (is_cls(d, "SOP2") || is_cls(d, "SOP1") || is_cls(d, "SOPC"))
		return same(d, "ssrc0", in->src[0], why, wsize) &&
		       (is_cls(d, "SOP1") || same(d, "ssrc1", in->src[1], why, wsize)) &&
		       (is_cls(d, "SOPC") || same(d, "sdst", in->sdst, why, wsize));
	if (is_cls(d, "SOPK") || is_cls(d, "SOPP"))
		return same(d, "simm16", (uint32_t)in->imm & 0xffff, why, wsize);
	if (is_cls(d, "VOP1") || is_cls(d, "VOP2") || is_cls(d, "VOPC")) {
		if (!same(d, "src0", in->src[0], why, wsize))
			return 0;
		if (!is_cls(d, "VOP1") && !same(d, "vsrc1", (in->src[1] - GS_OPR_VGPR0) & 0xff, why, wsize))
			return 0;
		if (!is_cls(d, "VOPC") && in->op->sig != GS_SIG_READLANE &&
		    !same(d, "vdst", in->vdst & 0xff, why, wsize))
			return 0;
	} else if (vop3) {
		int nsrc = in->op->sig == GS_SIG_VOP3S3 || in->op->sig == GS_SIG_VOP3SD3 || in->op->sig == GS_SIG_VOP3P3 ||
			   in->op->sig == GS_SIG_WMMA || in->op->sig == GS_SIG_SWMMAC || in->op->sig == GS_SIG_MFMA ||
			   in->op->sig == GS_SIG_CNDMASK || in->op->sig == GS_SIG_CARRY ? 3
			   : in->op->sig == GS_SIG_VOP1 || in->op->sig == GS_SIG_READLANE ? 1 : 2;
		static const char *const src[3] = { "src0", "src1", "src2" };

		for (int i = 0; i < nsrc; i++)
			if (!same(d, src[i], in->src[i], why, wsize))
				return 0;
		if (!is_cls(d, "VOP3P")) {
			uint32_t neg = gsi_tab_get(d->w, 1, 29, 3);
			uint32_t omod = gsi_tab_get(d->w, 1, 27, 2);

			if (neg != (in->neg & 7u) || omod != in->omod) {
				snprintf(why, wsize, "its neg/omod bits read back as %u/%u, built %u/%u", neg, omod,
					 in->neg & 7u, in->omod);
				return 0;
			}
			if (is_cls(d, "VOP3") && gen != GS_GEN_GFX9) {
				uint32_t abs = gsi_tab_get(d->w, 0, 8, 3);

				if (abs != (in->abs & 7u)) {
					snprintf(why, wsize, "its abs bits read back as %u, built %u", abs, in->abs & 7u);
					return 0;
				}
			}
		}
	} else if (is_cls(d, "DS")) {
		return same(d, "addr", in->vaddr & 0xff, why, wsize) && same(d, "vdst", in->vdst & 0xff, why, wsize) &&
		       same(d, "data0", in->vdata & 0xff, why, wsize) && same(d, "data1", in->vdata1 & 0xff, why, wsize);
	}
	if (in->has_literal && lit_field(d) && d->ndw > d->fmt->ndw && d->w[d->fmt->ndw] != in->literal) {
		snprintf(why, wsize, "its literal reads back as 0x%08x, built 0x%08x", d->w[d->fmt->ndw], in->literal);
		return 0;
	}
	return 1;
}

/* DPP_CTRL values llvm-mc-22 takes: quad_perm, row_shl/shr/ror 1..15,
 * row_mirror, row_half_mirror; gfx9 also wave_shl/rol/shr/ror and
 * row_bcast:15/31, gfx11/gfx12 row_share and row_xmask instead. */
static int dpp_ctrl_ok(unsigned int c, int gfx9)
{
	if (c <= 0xff || (c >= 0x101 && c <= 0x12f && (c & 0xf)) || c == 0x140 || c == 0x141)
		return 1;
	if (gfx9)
		return c == 0x130 || c == 0x134 || c == 0x138 || c == 0x13c || c == 0x142 || c == 0x143;
	return c >= 0x150 && c <= 0x16f;
}

int gsi_asm_redecode(const struct gs_target *t, const uint8_t *p, size_t n, const struct asm_built *b,
		     char *why, size_t wsize)
{
	return gsi_asm_redecode_dec(t, p, n, b, why, wsize, NULL);
}

int gsi_asm_redecode_dec(const struct gs_target *t, const uint8_t *p, size_t n, const struct asm_built *b,
			 char *why, size_t wsize, struct gsi_tab_dec *found)
{
	struct gsi_tab_dec d;
	const char *name = b->kind == 1 && b->in.op ? b->in.op->name : b->name;
	unsigned int size, dpp = 0;

	why[0] = 0;
	if (!b->kind || !name || n < 4 || !gsi_tab_decode(t, p, n, &d) || !d.fmt || d.fmt->vopd)
		return -1;
	/* the size: the class's words and a literal dword, or a DPP word (its
	 * DPP_CTRL one the layout has); SDWA words are the full check's */
	for (unsigned int i = 0; i < 8 && d.fmt->f[i].name; i++)
		if (d.fmt->f[i].src9) {
			uint32_t v = gsi_tab_get(d.w, d.fmt->f[i].dw, d.fmt->f[i].lo, 9);

			if (v == 0xF9 || ((v == 0xFA || v == 0xE9 || v == 0xEA) && !gsi_streq(d.fmt->f[i].name, "src0")))
				return -1;
			if (v == 0xFA || v == 0xE9 || v == 0xEA)
				dpp = v;
		}
	if (dpp) {
		int gfx9 = t->gen == GS_GEN_GFX9;

		if (d.ndw <= d.fmt->ndw || (gfx9 && dpp != 0xFA) || !GSI_HAS_MOD(&d.row, DPP) ||
		    (dpp == 0xFA && !dpp_ctrl_ok(gsi_tab_get(d.w, d.fmt->ndw, 8, 9), gfx9)))
			return -1;
		size = d.fmt->ndw * 4u + 4u;
	} else {
		size = d.fmt->ndw * 4u + (lit_field(&d) ? 4u : 0u);
	}
	if (d.row.size > size)
		size = d.row.size;
	if (size != n)
		return -1;  /* (a pair too: gfx950 v_mfma_scale_* is v_mfma_ld_scale_b32 and the MFMA) */
	if (d.row.mnemonic != name && strcmp(d.row.mnemonic, name)) {  /* (the table's own string, mostly) */
		snprintf(why, wsize, "it reads back as %s %s, built %s", d.row.cls, d.row.mnemonic, name);
		return 0;
	}
	if (b->kind == 2) {
		unsigned int i;

		for (i = 0; i < b->ncls && b->cls[i] != d.row.cls_id; i++)
			;
		if (i == b->ncls)
			return -1;
	}
	if (b->kind == 1 && !hand_fields(&d, &b->in, t->gen, why, wsize))
		return 0;
	if (found)
		*found = d;
	return 1;
}

int gsi_asm_vop_agrees(const struct gsi_tab_dec *d, const struct vop *v, const struct asm_built_vop *b, char *why,
		       size_t wsize)
{
	why[0] = 0;
	if (!b->set)
		return -1;
	for (unsigned int i = 0; i < b->nops; i++) {
		if (gsi_isa_operand_kind(&d->row, i) == GS_ISA_K_LITERAL)
			continue;  /* a K operand (v_fmaak): the literal, compared below */
		if (v->code[i] != b->code[i]) {
			snprintf(why, wsize, "operand %u reads back as code %u, built %u", i + 1, v->code[i], b->code[i]);
			return 0;
		}
	}
	if (b->has_lit && (!v->has_lit || v->lit != b->lit)) {
		snprintf(why, wsize, "the literal reads back as 0x%x, built 0x%x", v->has_lit ? v->lit : 0, b->lit);
		return 0;
	}
	if (gsi_valu_is_vop3(&d->row) &&
	    (v->neg != b->neg || v->abs != b->abs || v->clamp != b->clamp || v->omod != b->omod)) {
		snprintf(why, wsize, "the modifiers read back as neg %u abs %u clamp %u omod %u, built %u %u %u %u",
			 v->neg, v->abs, v->clamp, v->omod, b->neg, b->abs, b->clamp, b->omod);
		return 0;
	}
	return 1;
}
