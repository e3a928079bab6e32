// SPDX-License-Identifier: MIT
/*
 * The mem family's line splitter: operands (registers, off, NSA lists
 * [v1, v2, v[3:4]]) and the trailing modifiers, which may carry symbolic
 * values (th:TH_LOAD_NT, dim:SQ_RSRC_IMG_2D, format:[BUF_FMT_32_FLOAT]) that
 * the shared gsi_asm_split() does not take.
 */
#include <ctype.h>
#include <string.h>

#include "asm/tab_mem.h"

/* ------------------------------------------------------------ splitting */

static int parse_list(struct gsi_tab_asm *a, const char *s, unsigned int col, struct mem_opnd *mo)
{
	const char *p = s + 1;

	mo->nlist = 0;
	mo->o.kind = OPND_SYM;
	mo->o.col = col;
	gsi_copy(mo->o.text, sizeof(mo->o.text), s);
	while (*p && *p != ']') {
		char item[64];
		size_t n = 0;
		unsigned int icol;

		while (*p == ' ' || *p == '\t')
			p++;
		icol = col + (unsigned int)(p - s);
		for (int depth = 0; p[n] && n < sizeof(item) - 1; n++) {
			if (p[n] == '[')
				depth++;
			else if (p[n] == ']' && depth)
				depth--;
			else if (!depth && (p[n] == ',' || p[n] == ']' || p[n] == ' '))
				break;
		}
		memcpy(item, p, n);
		item[n] = 0;
		if (mo->nlist == MEM_MAX_LIST) {
			gsi_asm_error(a->st, icol, GS_ERR_SYNTAX, "too many registers in the address list");
			return 0;
		}
		if (!gsi_asm_parse_operand(a->st, item, icol, &mo->list[mo->nlist]))
			return 0;
		mo->nlist++;
		p += n;
		while (*p == ' ' || *p == '\t')
			p++;
		if (*p == ',')
			p++;
		else if (*p != ']') {
			gsi_asm_error(a->st, col + (unsigned int)(p - s), GS_ERR_SYNTAX,
				      "expected ',' or ']' in the address list");
			return 0;
		}
	}
	if (*p != ']' || !mo->nlist) {
		gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "invalid address list '%s', expected [vN, vM, ...]", s);
		return 0;
	}
	return 1;
}

/* A word is a modifier when it has a ':' outside brackets or is a bare flag. */
static int looks_like_mod(const char *w)
{
	static const char *const flags[] = {
		"glc", "slc", "dlc", "scc", "sc0", "sc1", "nt", "nv", "gds", "idxen", "offen", "lds",
		"tfe", "lwe", "unorm", "a16", "d16", "r128", "done", "vm", "compr", "row_en",
		"scale_offset", "addr64",
	};

	const char *colon = strchr(w, ':');

	if (colon) {
		for (const char *p = w; p < colon; p++)
			if (!isalnum((unsigned char)*p) && *p != '_')
				return 0;  /* v[1:2], s[4:7], ttmp[0:3] */
		return colon > w;
	}
	for (size_t i = 0; i < sizeof(flags) / sizeof(*flags); i++)
		if (!strcmp(w, flags[i]))
			return 1;
	return 0;
}

int gsi_mem_split(struct gsi_tab_asm *a, struct mem_line *ml, int exp)
{
	const char *s = a->rest, *p = s;
	int after_comma = 1, mods = 0;

	/* not the whole line: its register lists (34 KiB) are read only up to
	 * nlist, and memset of them was the layer's top cost */
	ml->n = ml->nm = 0;
	for (size_t i = 0; i < sizeof(ml->op) / sizeof(ml->op[0]); i++) {
		gsi_opnd_clear(&ml->op[i].o);
		ml->op[i].nlist = 0;
	}
	/* the modifier slots are cleared as they are taken (read up to nm only) */
	while (*p) {
		char tok[160];
		const char *start;
		size_t n;
		int depth = 0;
		unsigned int col;

		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		if (*p == ',') {
			if (after_comma || mods) {
				gsi_asm_error(a->st, a->rcol + (unsigned int)(p - s), GS_ERR_SYNTAX,
					      "unexpected ',', expected an operand");
				return 0;
			}
			after_comma = 1;
			p++;
			continue;
		}
		start = p;
		while (*p && (depth || (*p != ',' && *p != ' ' && *p != '\t'))) {
			if (*p == '[' || *p == '(')
				depth++;
			else if ((*p == ']' || *p == ')') && depth)
				depth--;
			p++;
		}
		n = (size_t)(p - start);
		col = a->rcol + (unsigned int)(start - s);
		if (n >= sizeof(tok)) {
			gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "operand too long");
			return 0;
		}
		memcpy(tok, start, n);
		tok[n] = 0;
		/* after a comma always an operand (a16 is also an AGPR); the
		 * first word unless it is a modifier of an operand-less row */
		/* gfx11 tbuffers also take format:N between srsrc and soffset,
		 * and (gfx11+) after a comma following soffset */
		if (!mods && after_comma && !strncmp(tok, "format:", 7) &&
		    ((ml->n == 3 && a->ctx->layout == GSI_LAYOUT_GFX11) ||
		     (ml->n == 4 && a->ctx->layout != GSI_LAYOUT_GFX9 && !strncmp(a->mnem, "tbuffer_", 8)))) {
			struct mem_modtok *m = &ml->m[ml->nm++];

			memset(m, 0, sizeof(*m));
			m->col = col;
			m->has_val = 1;
			gsi_copy(m->key, sizeof(m->key), "format");
			gsi_copy(m->val, sizeof(m->val), tok + 7);
			after_comma = 0;
			continue;
		}
		if (!mods && ((after_comma && ml->n) || (exp && ml->n == 1) ||
			      (!ml->n && !(looks_like_mod(tok) && a->rows[0].nops == 0)))) {
			struct mem_opnd *mo;

			if (ml->n == 8) {
				gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "too many operands");
				return 0;
			}
			mo = &ml->op[ml->n++];
			gsi_opnd_clear(&mo->o);
			mo->nlist = 0;
			if (tok[0] == '[') {
				if (!parse_list(a, tok, col, mo))
					return 0;
			} else if (exp && ml->n == 1) {
				mo->o.kind = OPND_SYM;
				mo->o.col = col;
				gsi_copy(mo->o.sym, sizeof(mo->o.sym), tok);
				gsi_copy(mo->o.text, sizeof(mo->o.text), tok);
			} else if (!gsi_asm_parse_operand(a->st, tok, col, &mo->o)) {
				return 0;
			}
			after_comma = 0;
			continue;
		}
		/* a modifier */
		{
			struct mem_modtok *m;
			char *colon = strchr(tok, ':');

			mods = 1;
			if (ml->nm == sizeof(ml->m) / sizeof(ml->m[0])) {
				gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "too many modifiers");
				return 0;
			}
			m = &ml->m[ml->nm++];
			memset(m, 0, sizeof(*m));
			m->col = col;
			if (colon && (*p == ' ' || *p == '\t')) {
				/* offset:N * 4: an expression's blanks are inside its value */
				const char *e = gsi_expr_word_end((char *)start, (char *)p);
				const char *c = strchr(p, ',');

				if (!e || (c && c < e))
					e = c ? c : p + strlen(p);
				while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
					e--;
				if (e > p && (size_t)(e - start) < sizeof(tok)) {
					memcpy(tok, start, (size_t)(e - start));
					tok[e - start] = 0;
					colon = strchr(tok, ':');
					p = e;
				}
			}
			if (colon) {
				*colon = 0;
				gsi_copy(m->val, sizeof(m->val), colon + 1);
				m->has_val = 1;
			}
			gsi_copy(m->key, sizeof(m->key), tok);
		}
	}
	if (after_comma && ml->n && !mods) {
		gsi_asm_error(a->st, a->rcol + (unsigned int)(p - s), GS_ERR_SYNTAX,
			      "missing operand after ','");
		return 0;
	}
	return 1;
}
