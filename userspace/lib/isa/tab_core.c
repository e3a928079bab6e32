// SPDX-License-Identifier: MIT
/*
 * The table-driven layer's core: which class a word belongs to, which row an
 * opcode names, which family prints or assembles it, and text building.
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab.h"
#include "isa/isa_int.h"

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
	gsi_tab_words(p, avail, &d);
	if (!gsi_tab_find(&c, &d) && !gsi_tab_find_x2(&c, &d))
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
			canon = gsi_isa_alias_name(gsi_isa_gfx1250_aliases, name);
		} else {
			const struct gs_isa_op *op = gsi_isa_by_name(st->isa, name);

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
