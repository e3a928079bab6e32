// SPDX-License-Identifier: MIT
/*
 * PC-relative label references in a 32-bit literal: `s_add_u32 s0, s0,
 * sym@rel32@lo+4` / `s_addc_u32 s1, s1, sym@rel32@hi+12` after s_getpc_b64,
 * the way code finds data placed in .text.  llvm-mc-22 leaves them to the
 * linker as R_AMDGPU_REL32_LO/HI; gfxshim writes linked code objects, so it
 * resolves them itself as the linker would: S + A - P, P being the address of
 * the literal, low or high 32 bits (ld.lld-22's output is the test's oracle).
 *
 * The operand is assembled as a placeholder literal of the same width (so
 * columns stay right), found again in the emitted bytes and patched once
 * labels are known.  Other relocation kinds (@abs32, @gotpcrel) need a
 * loader and are refused.
 */
#include <stdio.h>
#include <string.h>

#include "asm/asm_int.h"

#define PLACEHOLDER 0x1a2b3c4du

int gsi_asm_reloc_line(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
		       unsigned int rcol)
{
	const char *at = strchr(rest, '@'), *b, *e, *kind;
	char line[1024], expr[GS_NAME_MAX + 64], name[GS_NAME_MAX];
	struct asm_reloc *r;
	size_t n_lines = st->n_lines, off = st->text_len, len, pos;
	int64_t addend = 0;
	int hi;

	if (!at)
		return 0;
	for (b = at; b > rest && gsi_ident_char(b[-1]); b--)
		;
	kind = at + 1;
	if (strncmp(kind, "rel32@lo", 8) && strncmp(kind, "rel32@hi", 8)) {
		gsi_asm_error(st, rcol + (unsigned int)(b - rest), GS_ERR_UNSUPPORTED,
			      "relocation '@%.*s' needs a loader; gfxshim links code objects itself and resolves only sym@rel32@lo and sym@rel32@hi (labels in .text)",
			      (int)strcspn(kind, ", +-"), kind);
		return 1;
	}
	hi = kind[6] == 'h';
	e = kind + 8;
	while (*e && *e != ',')
		e++;
	while (e > kind + 8 && (e[-1] == ' ' || e[-1] == '\t'))
		e--;
	if (at == b || (size_t)(at - b) >= sizeof(name) || (size_t)(e - b) >= sizeof(expr) || strlen(rest) >= sizeof(line)) {
		gsi_asm_error(st, rcol + (unsigned int)(b - rest), GS_ERR_SYNTAX,
			      "invalid relocation operand, expected LABEL@rel32@lo or LABEL@rel32@hi with an optional +N");
		return 1;
	}
	snprintf(name, sizeof(name), "%.*s", (int)(at - b), b);
	if (e > kind + 8) {
		char a[64];

		snprintf(a, sizeof(a), "%.*s", (int)(e - (kind + 8)), kind + 8);
		if (!gsi_expr_eval(st, a, rcol + (unsigned int)(kind + 8 - rest), &addend))
			return 1;
	}
	/* the source with the operand replaced by a literal of the same width */
	len = (size_t)(e - b);
	pos = (size_t)(b - rest);
	memcpy(line, rest, pos);
	snprintf(line + pos, sizeof(line) - pos, "0x%0*x%s", (int)(len > 10 ? len - 2 : 8), PLACEHOLDER, e);
	{
		size_t diag_len = st->diag_len;
		unsigned int errors = st->n_errors;
		char ph[12];

		gsi_asm_instruction(st, mnem, mcol, line, rcol);
		snprintf(ph, sizeof(ph), "%x", PLACEHOLDER);
		if (st->n_lines == n_lines && st->n_errors == errors + 1 && st->diag &&
		    strstr(st->diag + diag_len, ph)) {
			/* refused for the placeholder's sake: say it of the operand */
			st->diag_len = diag_len;
			st->diag[diag_len] = 0;
			st->n_errors = errors;
			gsi_asm_error(st, rcol + (unsigned int)(b - rest), GS_ERR_SYNTAX,
				      "'%.*s' needs a 32-bit literal operand, which %s does not take there",
				      (int)len, b, mnem);
		}
		if (st->n_lines == n_lines)
			return 1;  /* refused: the instruction reported why */
	}
	for (pos = off + 4; pos + 4 <= st->text_len; pos += 4) {
		uint32_t w = (uint32_t)st->text[pos] | (uint32_t)st->text[pos + 1] << 8 |
			     (uint32_t)st->text[pos + 2] << 16 | (uint32_t)st->text[pos + 3] << 24;

		if (w == PLACEHOLDER)
			break;
	}
	if (pos + 4 > st->text_len) {
		gsi_asm_error(st, rcol + (unsigned int)(b - rest), GS_ERR_SYNTAX,
			      "'%.*s' needs a 32-bit literal operand, which %s does not take there", (int)len, b, mnem);
		st->text_len = off;
		st->n_lines = n_lines;
		return 1;
	}
	if (!gsi_asm_grow(st, (void **)&st->relocs, &st->relocs_cap, st->n_relocs + 1, sizeof(*r)))
		return 1;
	r = &st->relocs[st->n_relocs++];
	memset(r, 0, sizeof(*r));
	snprintf(r->name, sizeof(r->name), "%s", name);
	{
		size_t k = 0;

		for (const char *p = b; p < e && k + 1 < sizeof(r->text); p++)
			if (*p != ' ' && *p != '\t')
				r->text[k++] = *p;
		r->text[k] = 0;
	}
	r->addend = addend;
	r->hi = hi;
	r->inst_offset = (uint32_t)off;
	r->lit_offset = (uint32_t)pos;
	r->line = st->line;
	r->col = rcol + (unsigned int)(b - rest);
	return 1;
}

void gsi_asm_reloc_resolve(struct asm_state *st)
{
	for (size_t i = 0; i < st->n_relocs; i++) {
		const struct asm_reloc *r = &st->relocs[i];
		const struct asm_sym *s = gsi_asm_find_sym(st, r->name);
		uint64_t v;
		uint32_t w;

		if (!s) {
			st->line = r->line;
			gsi_asm_error(st, r->col, GS_ERR_SYNTAX, "undefined label '%s', expected a label in .text", r->name);
			continue;
		}
		v = (uint64_t)s->offset + (uint64_t)r->addend - r->lit_offset;
		w = r->hi ? (uint32_t)(v >> 32) : (uint32_t)v;
		for (int k = 0; k < 4; k++)
			st->text[r->lit_offset + k] = (uint8_t)(w >> (8 * k));
	}
}

const struct asm_reloc *gsi_asm_reloc_at(const struct asm_state *st, size_t *k, uint32_t inst_offset)
{
	while (*k < st->n_relocs && st->relocs[*k].inst_offset < inst_offset)
		(*k)++;
	return *k < st->n_relocs && st->relocs[*k].inst_offset == inst_offset ? &st->relocs[*k] : NULL;
}

uint32_t gsi_asm_reloc_placeholder(void)
{
	return PLACEHOLDER;
}
