// SPDX-License-Identifier: MIT
/*
 * One instruction line -> bytes: the spellings llvm-mc-22 takes that are
 * rewritten first (older mnemonics, gfx950 permlane swap bound_ctrl/fi,
 * |lit(x)| folding, VOPC without its vcc), then the table-driven layer
 * (tab_core_asm.c), then the re-decode check every emitted instruction
 * passes before it stays.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab.h"
#include "isa/tab_valu.h"
#include "asm/alias.h"


/* What an instruction line left in the assembler's state, to undo a try. */
struct asm_mark {
	size_t diag_len, text_len, n_lines, n_fixups;
	unsigned int n_errors, n_warnings;
	enum gs_status first_status;
	int had_first_msg;   /* first_msg is only ever set once, when empty */
};

static void mark(const struct asm_state *st, struct asm_mark *m)
{
	m->diag_len = st->diag_len;
	m->text_len = st->text_len;
	m->n_lines = st->n_lines;
	m->n_fixups = st->n_fixups;
	m->n_errors = st->n_errors;
	m->n_warnings = st->n_warnings;
	m->first_status = st->first_status;
	m->had_first_msg = st->first_msg[0] != 0;
}

static void rewind_to(struct asm_state *st, const struct asm_mark *m)
{
	st->diag_len = m->diag_len;
	if (st->diag)
		st->diag[st->diag_len] = 0;
	st->text_len = m->text_len;
	st->n_lines = m->n_lines;
	st->n_fixups = m->n_fixups;
	st->n_errors = m->n_errors;
	st->n_warnings = m->n_warnings;
	st->first_status = m->first_status;
	if (!m->had_first_msg)
		st->first_msg[0] = 0;
}

/* An instruction line, through the table-driven layer. */
static void instruction_once(struct asm_state *st, const char *mnem, unsigned int mcol,
			     const char *rest, unsigned int rcol)
{
	if (!st->target) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX,
			      "instruction '%s' before the target is known, expected .amdgcn_target or --target first",
			      mnem);
		return;
	}
	gsi_tab_assemble(st, mnem, mcol, rest, rcol);
}

/* Top-level operands of a line (commas outside brackets and parentheses):
 * their count, and where the first starts and ends. */
static unsigned int top_operands(const char *rest, const char **first, size_t *first_len)
{
	unsigned int n = 0, depth = 0;
	const char *p = rest;

	while (*p == ' ' || *p == '\t')
		p++;
	*first = p;
	*first_len = strcspn(p, ", \t");
	if (!*p)
		return 0;
	for (n = 1; *p; p++) {
		if (*p == '[' || *p == '(')
			depth++;
		else if ((*p == ']' || *p == ')') && depth)
			depth--;
		else if (*p == ',' && !depth && p[1 + strspn(p + 1, " \t")])
			n++;  /* (a trailing comma starts no operand) */
	}
	return n;
}

/* Could this operand be a compare's lane-mask destination (an SGPR, or
 * SGPR pair in wave64, by name)?  llvm-mc-22 then reports missing operands
 * at the mnemonic, else the first operand as the invalid one. */
static int mask_like(const struct asm_state *st, const char *o, size_t n)
{
	int w64 = st->wave64 || st->target->gen == GS_GEN_GFX9;

	if (n == 3 && !strncmp(o, "vcc", 3))
		return w64;
	if ((n == 6 && !strncmp(o, "vcc_lo", 6)) || (n == 4 && !strncmp(o, "null", 4)))
		return !w64 || o[0] == 'n';
	if (o[0] == 's' && o[1] == '[')
		return w64;
	if (o[0] == 's' && isdigit((unsigned char)o[1]))
		return !w64;
	return 0;
}

/*
 * VOPC compares: llvm-mc-22 takes the e32 form without its vcc destination
 * (v_cmp_lt_f64 v[0:1], v[2:3] is v_cmp_lt_f64_e32 vcc_lo, v[0:1], v[2:3]),
 * and reports a line short of operands at the mnemonic when what is there
 * could start the line (a lane mask; any source of v_cmpx), else at the
 * first operand.  1 when this took the line.
 */
static int vopc_short_line(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
			   unsigned int rcol, const struct asm_mark *before)
{
	size_t len = strlen(mnem), flen;
	int cmpx = !strncmp(mnem, "v_cmpx_", 7), e64 = len > 4 && !strcmp(mnem + len - 4, "_e64");
	const char *first, *msg = st->diag ? st->diag + before->diag_len : "";
	unsigned int n = top_operands(rest, &first, &flen), want;

	if ((strncmp(mnem, "v_cmp_", 6) && !cmpx) || strstr(mnem, "_sdwa") || strstr(mnem, "_dpp") ||
	    (!strstr(msg, "operands, got") && !strstr(msg, "too few operands") && !strstr(msg, "missing operand")))
		return 0;
	want = cmpx && st->target->gen != GS_GEN_GFX9 ? 2 : 3;  /* gfx9's v_cmpx write a lane mask too */
	if (n == want - 1 && (!cmpx || want == 3) && !e64 && len + 4 < 64) {
		char e32[64];
		const char *dst = st->wave64 || st->target->gen == GS_GEN_GFX9 ? "vcc, " : "vcc_lo, ";
		char line[512];

		if (strlen(dst) + strlen(first) < sizeof(line) && rcol > strlen(dst)) {
			memcpy(line, dst, strlen(dst));
			memcpy(line + strlen(dst), first, strlen(first) + 1);
			rewind_to(st, before);
			/* the e32 form: the e64 one has no implicit destination */
			snprintf(e32, sizeof(e32), "%s%s", mnem, len > 4 && !strcmp(mnem + len - 4, "_e32") ? "" : "_e32");
			instruction_once(st, e32, mcol, line, rcol + (unsigned int)(first - rest) - (unsigned int)strlen(dst));
			if (st->n_errors == before->n_errors)
				return 1;
		}
	}
	if (n >= want)
		return 0;
	rewind_to(st, before);
	if (!n || cmpx || mask_like(st, first, flen))
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "too few operands for %s, expected %u", mnem, want);
	else
		gsi_asm_error(st, rcol + (unsigned int)(first - rest), GS_ERR_SYNTAX,
			      "invalid operand '%.*s' for %s, expected a lane-mask destination (or the e32 form's two sources)",
			      (int)flen, first, mnem);
	return 1;
}

/*
 * |lit(x)| (operand.c gsi_asm_lit_mods): llvm-mc-22 folds the modifiers
 * into the value when it picks the e32 form, which it does when the |x|
 * line is valid and the folded one encodes as e32; 1 when that line stands.
 */
static int lit_mods_folded(struct asm_state *st, const char *mnem, unsigned int mcol, const char *mods,
			   const char *fold, unsigned int rcol, const struct asm_mark *before)
{
	char text[GS_DISASM_TEXT_MAX];
	size_t len = strlen(mnem);
	unsigned int isz = 0;
	const char *sp;

	if (!fold[0] || (len > 4 && !strcmp(mnem + len - 4, "_e64")))
		return 0;
	instruction_once(st, mnem, mcol, mods, rcol);
	if (st->n_errors != before->n_errors || st->n_lines != before->n_lines + 1) {
		rewind_to(st, before);
		return 0;
	}
	rewind_to(st, before);
	instruction_once(st, mnem, mcol, fold, rcol);
	if (st->n_errors == before->n_errors && st->n_lines == before->n_lines + 1 &&
	    gs_disasm_one_wave(st->target, st->wave64 ? GS_DISASM_WAVE64 : 0, st->text + st->lines[before->n_lines].offset,
			       st->text_len - st->lines[before->n_lines].offset, 0, text, sizeof(text), &isz, NULL) == GS_OK &&
	    (sp = strchr(text, ' ')) && sp - text > 4 && !strncmp(sp - 4, "_e32", 4))
		return 1;
	rewind_to(st, before);
	return 0;
}

/*
 * Every instruction is decoded again before it stays.  First the table
 * decoder, without text (redecode.c): the bytes must read back as the row
 * the line was built for, of the class's size -- a mismatch (another row, a
 * size read back otherwise) is an error at the line.  What it cannot
 * decide (VOPD, DPP/SDWA words, no row) goes to the disassembler: bytes it does not read
 * back as one instruction of exactly their length (a field the decoder finds
 * invalid, a dropped dword) are an error at the line, never silent output.
 */
static void redecode_check(struct asm_state *st, const char *mnem, unsigned int mcol, size_t n_lines,
			   const struct asm_mark *before)
{
	st->built.kind = st->built.kind && st->built.line >= n_lines && st->built.line < st->n_lines
			 ? st->built.kind : 0;
	for (size_t i = n_lines; i < st->n_lines; i++) {
		uint32_t off = st->lines[i].offset;
		size_t n = (i + 1 < st->n_lines ? st->lines[i + 1].offset : st->text_len) - off;
		char text[GS_DISASM_TEXT_MAX];
		unsigned int isz = 0, flags = st->wave64 ? GS_DISASM_WAVE64 : 0;
		struct gsi_tab_dec d;
		int r = st->built.kind && st->built.line == i
			? gsi_asm_redecode_dec(st->target, st->text + off, n, &st->built, text, sizeof(text), &d) : -1;

		/* the row read back; then the verdict on the bytes as a whole (a
		 * tfe bit on a store, clamp where the row has none) on the row as
		 * decoded (not found a second time), and a VALU line's operands as
		 * the verdict decoded them against the text's; when the verdict
		 * refuses, the check below says so */
		if (r == 1) {
			struct vop vd;
			int kept = 0;
			unsigned int vn = gsi_tab_valid_dec_vop(st->target, flags, &d, &vd, &kept);

			if (kept && gsi_asm_vop_agrees(&d, &vd, &st->built.vop, text, sizeof(text)) == 0)
				r = 0;
			else if (vn == n)
				continue;
		}
		if (r == 0) {
			rewind_to(st, before);
			gsi_asm_error(st, mcol, GS_ERR_INVALID,
				      "'%s' encodes as bytes that gfxshim's decoder reads back with other operands (%s), "
				      "refused: an assembler defect, expected an encoding that decodes to itself",
				      mnem, text);
			return;
		}
		if (r < 0 && gsi_asm_valid_size(st->target, flags, st->text + off, n) == n)
			continue;  /* the verdict without text; text only for the message */
		if (gs_disasm_one_wave(st->target, flags, st->text + off, n, off, text,
				       sizeof(text), &isz, NULL) == GS_OK && isz == n)
			continue;
		rewind_to(st, before);
		gsi_asm_error(st, mcol, GS_ERR_INVALID,
			      "'%s' encodes as %zu bytes that gfxshim's decoder reads back as %u (%s), refused: "
			      "an assembler defect, expected an encoding that decodes to itself",
			      mnem, n, isz, text);
		return;
	}
}

/*
 * gfx950 v_permlane16_swap_b32 / v_permlane32_swap_b32 take bound_ctrl:N and
 * fi:N (the VOP3 op_sel bits 1 and 0; llvm-mc-22 sets bound_ctrl for any N)
 * and no op_sel: rewritten to the _e64 form with op_sel, which the tables
 * know.  1 when the line was refused.
 */
static int permlane_swap(struct asm_state *st, const char **mnem, unsigned int mcol, const char **rest,
			 char *name, size_t nsize, char *out, size_t osize)
{
	const char *m = *mnem, *p;
	size_t n, o = 0;
	int bc = 0, fi = 0, any = 0, e32;

	if (m[0] != 'v' || m[1] != '_' || m[2] != 'p' || strncmp(m, "v_permlane", 10))
		return 0;  /* (per line: the common case without a call) */
	n = strlen(m);
	e32 = n > 4 && !strcmp(m + n - 4, "_e32");
	if (!strstr(m, "_swap_b32") || !st->target || st->target->gen != GS_GEN_GFX9 || n + 5 > nsize)
		return 0;
	if (strstr(*rest, "op_sel")) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "not a valid operand: %s takes bound_ctrl:N and fi:N, "
			      "expected no op_sel", m);
		return 1;
	}
	for (p = *rest; *p && o + 1 < osize;) {
		if ((p == *rest || p[-1] == ' ') && (!strncmp(p, "bound_ctrl:", 11) || !strncmp(p, "fi:", 3))) {
			int is_bc = p[0] == 'b';
			const char *v = p + (is_bc ? 11 : 3);
			long x = strtol(v, (char **)&p, 0);

			if (p == v || x < 0 || x > 1) {
				gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "invalid value for %s, expected 0 or 1",
					      is_bc ? "bound_ctrl" : "fi");
				return 1;
			}
			if (is_bc)
				bc = 1;  /* bound_ctrl:0 sets it too, as in llvm-mc-22 */
			else
				fi = (int)x;
			any = 1;
			continue;
		}
		out[o++] = *p++;
	}
	out[o] = 0;
	if (!any)
		return 0;
	if (e32) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "invalid operand for instruction: %s has no bound_ctrl or fi, "
			      "expected the _e64 form", m);
		return 1;
	}
	while (o && out[o - 1] == ' ')
		out[--o] = 0;
	if (bc || fi)
		snprintf(out + o, osize - o, " op_sel:[%d,%d]", fi, bc);
	memcpy(name, m, n + 1);
	if (!(n > 4 && !strcmp(m + n - 4, "_e64")))
		memcpy(name + n, "_e64", 5);
	*mnem = name;
	*rest = out;
	return 0;
}

void gsi_asm_instruction(struct asm_state *st, const char *mnem, unsigned int mcol,
			 const char *rest, unsigned int rcol)
{
	struct asm_mark before;
	size_t n_lines = st->n_lines;
	char mods[512], fold[512];
	unsigned int ecol = 0;
	const char *canon = st->target ? gsi_asm_alias_of(st->target->name, mnem) : NULL;
	int lm;

	char pl_name[64], pl_rest[512];

	if (canon)
		mnem = canon;  /* an older spelling llvm-mc-22 takes (gen_asm_aliases.c) */
	if (permlane_swap(st, &mnem, mcol, &rest, pl_name, sizeof(pl_name), pl_rest, sizeof(pl_rest)))
		return;
	lm = strstr(rest, "lit") ? gsi_asm_lit_mods(mnem, rest, rcol, mods, fold, sizeof(mods), &ecol) : 0;

	mark(st, &before);
	if (lm < 0) {
		/* -lit(x): refused, unless the line has a worse fault first (an unknown mnemonic) */
		char at[32];

		instruction_once(st, mnem, mcol, rest, rcol);
		snprintf(at, sizeof(at), ":%u:%u: ", st->line, mcol);
		if (st->n_errors != before.n_errors && st->diag && strstr(st->diag + before.diag_len, at))
			return;
		rewind_to(st, &before);
		gsi_asm_error(st, ecol, GS_ERR_SYNTAX, "%s", mods);
		return;
	}
	if (lm > 0 && lit_mods_folded(st, mnem, mcol, mods, fold, rcol, &before))
		return;
	instruction_once(st, mnem, mcol, lm > 0 ? mods : rest, rcol);
	if (st->listing && st->n_lines == n_lines + 1) {
		gsi_list_lits(st, n_lines, lm > 0 ? mods : rest);  /* llvm keeps the lit() mark in its text */
		gsi_list_true16(st, n_lines, rest);
	}
	if (st->n_errors != before.n_errors && st->target && !st->nomem)
		vopc_short_line(st, mnem, mcol, rest, rcol, &before);
	if (st->n_errors == before.n_errors && st->target && !st->nomem)
		redecode_check(st, mnem, mcol, n_lines, &before);
}
