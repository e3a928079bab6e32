// SPDX-License-Identifier: MIT
/*
 * The table-driven layer's core: which class a word belongs to, which row an
 * opcode names, which family prints or assembles it, and text building.
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab.h"
#include "isa/isa_int.h"

int gsi_tab_ctx_init(struct gsi_tab_ctx *c, const struct gs_target *t)
{
	memset(c, 0, sizeof(*c));
	if (!t)
		return 0;
	c->target = t;
	c->tname = t->name;
	{
		/* one lookup by name per target and thread, not per instruction */
		static _Thread_local const struct gs_target *last;
		static _Thread_local int last_idx;

		if (last != t) {
			last_idx = gs_isa_target_index(t->name);
			last = t;
		}
		c->tidx = last_idx;
	}
	if (c->tidx < 0)
		return 0;
	c->layout = t->gen == GS_GEN_GFX9 ? GSI_LAYOUT_GFX9
		    : t->gen == GS_GEN_GFX11 ? GSI_LAYOUT_GFX11 : GSI_LAYOUT_GFX12;
	c->wave64 = t->gen == GS_GEN_GFX9;  /* CDNA is wave64 only */
	return 1;
}

/* ------------------------------------------------------------ text lines */

void gsi_tab_line_init(struct gsi_tab_line *l, char *buf, size_t size)
{
	l->buf = buf;
	l->size = size;
	l->len = 0;
	l->nops = 0;
	if (size)
		buf[0] = 0;
}

void gsi_tab_text(struct gsi_tab_line *l, const char *s)
{
	size_t n = strlen(s);

	if (!l->size)
		return;
	if (l->len + n >= l->size)
		n = l->len + 1 < l->size ? l->size - l->len - 1 : 0;
	memcpy(l->buf + l->len, s, n);
	l->len += n;
	l->buf[l->len] = 0;
}

void gsi_tab_operand(struct gsi_tab_line *l, const char *s)
{
	gsi_tab_text(l, l->nops++ ? ", " : " ");
	gsi_tab_text(l, s);
}

void gsi_tab_modifier(struct gsi_tab_line *l, const char *s)
{
	gsi_tab_text(l, " ");
	gsi_tab_text(l, s);
}

/* ------------------------------------------------------------- families */

enum family { FAM_NONE, FAM_SCALAR, FAM_VALU, FAM_VX, FAM_MEM };

static enum family family_of(const char *cls)
{
	static const char *const scalar[] = { "SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM" };
	static const char *const mem[] = { "DS", "FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF",
					   "VBUFFER", "MIMG", "VIMAGE", "VSAMPLE", "EXP" };

	if (!strncmp(cls, "VOP", 3) && strncmp(cls, "VOP3P", 5) && strncmp(cls, "VOPD", 4))
		return FAM_VALU;  /* the common case first (speed): VOP1, VOP2, VOPC, VOP3, VOP3SD */
	for (size_t i = 0; i < sizeof(scalar) / sizeof(*scalar); i++)
		if (cls[0] == scalar[i][0] && !strcmp(cls, scalar[i]))  /* [0]: per line, keep it cheap */
			return FAM_SCALAR;
	for (size_t i = 0; i < sizeof(mem) / sizeof(*mem); i++)
		if (cls[0] == mem[i][0] && !strcmp(cls, mem[i]))
			return FAM_MEM;
	if (!strncmp(cls, "VOP3P", 5) || !strncmp(cls, "VOPD", 4) || !strcmp(cls, "VINTERP") ||
	    !strcmp(cls, "VINTRP") || !strcmp(cls, "LDSDIR"))
		return FAM_VX;
	return FAM_VALU;  /* VOP1, VOP2, VOPC, VOP3, VOP3SD */
}

/* ----------------------------------------------------------- disassembly */

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
static int find_row(const struct gsi_tab_ctx *c, struct gsi_tab_dec *d)
{
	const struct gsi_tab_fmt *fmts = gsi_tab_formats(c->layout);
	unsigned int best = 0;

	for (const struct gsi_tab_fmt *f = fmts; f->cls; f++)
		if (prefix_matches(f, d->w, d->ndw) && prefix_bits(f) > best)
			best = prefix_bits(f);
	if (!best)
		return 0;
	for (const struct gsi_tab_fmt *f = fmts; f->cls; f++) {
		unsigned int opcode = 0;

		if (prefix_bits(f) != best || !prefix_matches(f, d->w, d->ndw) || f->vopd == 2)
			continue;
		if (f->ndw > d->ndw)
			continue;
		if (f->has_op)
			opcode = gsi_tab_get(d->w, f->op_dw, f->op_lo, f->op_width);
		if (gs_isa_find_opcode(c->tname, f->cls, opcode, &d->row, NULL) == GS_OK) {
			d->fmt = f;
			return 1;
		}
	}
	return 0;
}

/* gfx1250 VOP3PX2: a scale VOP3P pair whose opcode the tables lack, then the
 * WMMA pair whose opcode names the VOP3PX2 row (printed by tab_vx_x2.c). */
static int find_x2(const struct gsi_tab_ctx *c, struct gsi_tab_dec *d)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(c->layout, "VOP3P");

	if (c->layout != GSI_LAYOUT_GFX12 || !f || d->ndw < 4 || !prefix_matches(f, d->w, d->ndw) ||
	    !prefix_matches(f, d->w + 2, d->ndw - 2) ||
	    gs_isa_find_opcode(c->tname, "VOP3PX2", gsi_tab_get(d->w, 2, f->op_lo, f->op_width), &d->row, NULL) != GS_OK)
		return 0;
	d->fmt = f;
	return 1;
}

int gsi_tab_decode(const struct gs_target *t, const uint8_t *p, size_t avail, struct gsi_tab_dec *d)
{
	struct gsi_tab_ctx c;

	memset(d, 0, sizeof(*d));
	if (!gsi_tab_ctx_init(&c, t) || avail < 4)
		return 0;
	d->ndw = (unsigned int)(avail / 4 < 8 ? avail / 4 : 8);
	for (unsigned int i = 0; i < d->ndw * 4; i++)
		d->w[i / 4] |= (uint32_t)p[i] << (8 * (i % 4));
	return find_row(&c, d);
}

unsigned int gsi_tab_disasm(const struct gs_target *t, unsigned int flags, const uint8_t *p,
			    size_t avail, uint64_t pc, char *buf, size_t size)
{
	struct gsi_tab_ctx c;
	struct gsi_tab_dec d;
	unsigned int n = 0;

	if (size)
		buf[0] = 0;
	if (!gsi_tab_ctx_init(&c, t) || avail < 4)
		return 0;
	c.wave64 = c.wave64 || !!(flags & GS_DISASM_WAVE64);
	c.llvm_disasm = !!(flags & GS_DISASM_LLVM_DISASSEMBLER);
	c.pc = pc;
	memset(&d, 0, sizeof(d));
	d.ndw = (unsigned int)(avail / 4 < 8 ? avail / 4 : 8);
	for (unsigned int i = 0; i < d.ndw * 4; i++)
		d.w[i / 4] |= (uint32_t)p[i] << (8 * (i % 4));
	if (!find_row(&c, &d) && !find_x2(&c, &d))
		return gsi_vx_print_vopd3(&c, &d, buf, size);
	switch (family_of(d.row.cls)) {
	case FAM_SCALAR:
		n = gsi_tab_print_scalar(&c, &d, buf, size);
		break;
	case FAM_MEM:
		n = gsi_tab_print_mem(&c, &d, buf, size);
		break;
	case FAM_VX:
		n = gsi_tab_print_vx(&c, &d, buf, size);
		break;
	default:
		n = gsi_tab_print_valu(&c, &d, buf, size);
		break;
	}
	if (n > d.ndw * 4)
		n = 0;  /* truncated */
	if (!n && size)
		buf[0] = 0;
	return n;
}

/* -------------------------------------------------------------- assembly */

static const char *const suffixes[] = { "_e32", "_e64", "_dpp", "_sdwa", "_e64_dpp" };

int gsi_tab_assemble(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
		     unsigned int rcol)
{
	struct gsi_tab_ctx c;
	struct gsi_tab_asm a;
	char name[64];
	size_t len = strlen(mnem);
	int r;

	if (!gsi_tab_ctx_init(&c, st->target) || len >= sizeof(name))
		return -1;
	c.wave64 = c.wave64 || st->wave64;
	memset(&a, 0, sizeof(a));
	a.st = st;
	a.ctx = &c;
	a.mnem = mnem;
	a.mcol = mcol;
	a.rest = rest;
	a.rcol = rcol;
	a.suffix = "";
	memcpy(name, mnem, len + 1);
	a.nrows = gsi_isa_rows_named(c.tidx, name, a.rows, 16);
	for (size_t i = sizeof(suffixes) / sizeof(*suffixes); !a.nrows && i-- > 0;) {
		size_t sl = strlen(suffixes[i]);

		if (len > sl && !strcmp(mnem + len - sl, suffixes[i])) {
			name[len - sl] = 0;
			a.suffix = suffixes[i];
			a.nrows = gsi_isa_rows_named(c.tidx, name, a.rows, 16);
			if (!a.nrows)
				memcpy(name, mnem, len + 1);
		}
	}
	/* llvm's aliases (v_max3_f16 for gfx12's v_max3_num_f16) take the canonical rows;
	 * gfx1250 has its own list (s_getpc_b64 -> s_get_pc_i64, generated) */
	int gfx1250 = !st->isa && st->target->gen == GS_GEN_GFX125;

	for (size_t i = 0; !a.nrows && (st->isa || gfx1250) && i <= sizeof(suffixes) / sizeof(*suffixes); i++) {
		const char *sx = i ? suffixes[i - 1] : "", *canon = NULL;
		size_t sl = strlen(sx);

		if (len <= sl || strcmp(mnem + len - sl, sx))
			continue;
		name[len - sl] = 0;
		if (gfx1250) {
			canon = gs_isa_alias_name(gs_isa_gfx1250_aliases, name);
		} else {
			const struct gs_isa_op *op = gs_isa_by_name(st->isa, name);

			canon = op && strcmp(op->name, name) ? op->name : NULL;
		}
		if (canon && strlen(canon) < sizeof(name)) {
			memcpy(name, canon, strlen(canon) + 1);
			a.suffix = sx;
			a.nrows = gsi_isa_rows_named(c.tidx, name, a.rows, 16);
		}
		if (!a.nrows) {
			memcpy(name, mnem, len + 1);
			a.suffix = "";
		}
	}
	/* gfx950 v_mfma_scale_X: v_mfma_ld_scale_b32 + v_mfma_X, paired by tab_vx_vop3p.c */
	if (!a.nrows && !strncmp(mnem, "v_mfma_scale_", 13)) {
		snprintf(name, sizeof(name), "v_mfma_%s", mnem + 13);
		a.nrows = gsi_isa_rows_named(c.tidx, name, a.rows, 16);
	}
	if (!a.nrows && !strncmp(mnem, "v_dual_", 7))
		a.nrows = gsi_vx_vopd3_row(&c, mnem, a.rows);  /* gfx1250 VOPD3-only ops */
	if (!a.nrows)
		return -1;
	a.name = name;
	switch (family_of(a.rows[0].cls)) {
	case FAM_SCALAR:
		r = gsi_tab_asm_scalar(&a);
		break;
	case FAM_MEM:
		r = gsi_tab_asm_mem(&a);
		break;
	case FAM_VX:
		r = gsi_tab_asm_vx(&a);
		break;
	default:
		r = gsi_tab_asm_valu(&a);
		break;
	}
	if (r < 0) {
		gsi_asm_error(st, mcol, GS_ERR_UNSUPPORTED,
			      "instruction '%s' (%s) is known to LLVM for %s but gfxshim cannot assemble it yet",
			      mnem, a.rows[0].cls, st->target->name);
		return 0;
	}
	if (r == 0)
		return 0;
	gsi_asm_emit_instruction(st, a.out, a.size);
	return 1;
}
