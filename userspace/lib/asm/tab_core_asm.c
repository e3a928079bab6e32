// SPDX-License-Identifier: MIT
/*
 * The table-driven assembler's entry: which rows a mnemonic names (suffixes,
 * aliases), which family assembles it.
 */
#include <stddef.h>
#include <stdio.h>
#include <string.h>

#include "asm/tab.h"
#include "isa/isa_int.h"

/* -------------------------------------------------------------- assembly */

static const char *const suffixes[] = { "_e32", "_e64", "_dpp", "_sdwa", "_e64_dpp" };
static const unsigned char suffix_len[] = { 4, 4, 4, 5, 8 };  /* their strlen */

/* Does the name of len bytes end in suffixes[k]?  (Per line: no strlen or strcmp call.) */
static int has_suffix(const char *mnem, size_t len, size_t k)
{
	size_t sl = suffix_len[k];

	_Static_assert(sizeof(suffix_len) == sizeof(suffixes) / sizeof(*suffixes), "a length per suffix");
	return len > sl && mnem[len - sl] == '_' && !memcmp(mnem + len - sl, suffixes[k], sl);
}

/* Another target whose table has the mnemonic (as written or without a form
 * suffix), for a precise message; NULL when none has it. */
static const char *other_target(const char *mnem, const struct gsi_tab_ctx *c)
{
	struct gs_isa_inst row;
	char name[64];
	size_t len = strlen(mnem);

	for (unsigned int i = 0; gs_target_at(i); i++) {
		const struct gs_target *o = gs_target_at(i);
		int t = gs_isa_target_index(o->name);

		if (t < 0 || t == c->tidx)
			continue;
		if (gsi_isa_rows_named(t, mnem, &row, 1))
			return o->name;
		for (size_t k = 0; k < sizeof(suffixes) / sizeof(*suffixes); k++) {
			size_t sl = suffix_len[k];

			if (len < sizeof(name) && has_suffix(mnem, len, k)) {
				memcpy(name, mnem, len - sl);
				name[len - sl] = 0;
				if (gsi_isa_rows_named(t, name, &row, 1))
					return o->name;
			}
		}
	}
	return NULL;
}

static void unknown(struct asm_state *st, const char *mnem, unsigned int mcol, const struct gsi_tab_ctx *c)
{
	const char *g = other_target(mnem, c);

	if (g)
		gsi_asm_error(st, mcol, GS_ERR_UNSUPPORTED, "instruction '%s' is not available on %s (%s); it exists on %s",
			      mnem, st->target->name, st->target->arch, g);
	else
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "unknown instruction '%s' for %s", mnem, st->target->name);
}

int gsi_tab_assemble(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
		     unsigned int rcol)
{
	struct gsi_tab_ctx c;
	struct gsi_tab_asm a;
	char name[64];
	size_t len = strlen(mnem);
	int r;

	if (!gsi_tab_ctx_init(&c, st->target)) {
		gsi_asm_error(st, mcol, GS_ERR_UNSUPPORTED, "no instruction tables for %s", st->target->name);
		return 0;
	}
	if (len >= sizeof(name)) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "unknown instruction '%.40s...'", mnem);
		return 0;
	}
	c.wave64 = c.wave64 || st->wave64;
	memset(&a, 0, offsetof(struct gsi_tab_asm, rows));
	a.st = st;
	a.ctx = &c;
	a.mnem = mnem;
	a.mcol = mcol;
	a.rest = rest;
	a.rcol = rcol;
	a.suffix = "";
	memcpy(name, mnem, len + 1);
	a.nrows = gsi_isa_rows_named_n(c.tidx, name, len, a.rows, 16);
	for (size_t i = sizeof(suffixes) / sizeof(*suffixes); !a.nrows && i-- > 0;) {
		size_t sl = suffix_len[i];

		if (has_suffix(mnem, len, i)) {
			name[len - sl] = 0;
			a.suffix = suffixes[i];
			a.nrows = gsi_isa_rows_named_n(c.tidx, name, len - sl, a.rows, 16);
			if (!a.nrows)
				memcpy(name, mnem, len + 1);
		}
	}
	/* llvm's aliases (v_max3_f16 for gfx12's v_max3_num_f16) take the canonical rows;
	 * gfx1250 has its own list (s_getpc_b64 -> s_get_pc_i64, generated) */
	int gfx1250 = !st->isa && st->target->gen == GS_GEN_GFX125;

	for (size_t i = 0; !a.nrows && (st->isa || gfx1250) && i <= sizeof(suffixes) / sizeof(*suffixes); i++) {
		const char *sx = i ? suffixes[i - 1] : "", *canon = NULL;
		size_t sl = i ? suffix_len[i - 1] : 0;

		if (i ? !has_suffix(mnem, len, i - 1) : !len)
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
	if (!a.nrows) {
		unknown(st, mnem, mcol, &c);
		return 0;
	}
	a.name = name;
	switch (gsi_tab_row_family(&a.rows[0])) {
	case GSI_FAM_SCALAR:
		r = gsi_tab_asm_scalar(&a);
		break;
	case GSI_FAM_MEM:
		r = gsi_tab_asm_mem(&a);
		break;
	case GSI_FAM_VX:
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
	st->built.kind = 2;
	st->built.line = st->n_lines;
	st->built.name = a.rows[0].mnemonic;
	st->built.ncls = a.nrows;
	for (unsigned int i = 0; i < a.nrows; i++)
		st->built.cls[i] = (uint16_t)a.rows[i].cls_id;
	st->built.vop = a.vop;
	gsi_asm_emit_instruction(st, a.out, a.size);
	return 1;
}
