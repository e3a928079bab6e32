// SPDX-License-Identifier: MIT
/*
 * The mem family's reading of an operand text: the words of the one
 * splitter (tab_split.c) as operands (registers, off, NSA lists
 * [v1, v2, v[3:4]]) and the trailing modifiers, which may carry symbolic
 * values (th:TH_LOAD_NT, dim:SQ_RSRC_IMG_2D, format:[BUF_FMT_32_FLOAT]).
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

static int unexpected_comma(struct gsi_tab_asm *a, unsigned int col)
{
	gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "unexpected ',', expected an operand");
	return 0;
}

int gsi_mem_split(struct gsi_tab_asm *a, struct mem_line *ml, int exp)
{
	struct gsi_words ws;
	int mods = 0;

	/* not the whole line: its register lists (34 KiB) are read only up to
	 * nlist, and memset of them was the layer's top cost */
	ml->n = ml->nm = 0;
	for (size_t i = 0; i < sizeof(ml->op) / sizeof(ml->op[0]); i++) {
		gsi_opnd_clear(&ml->op[i].o);
		ml->op[i].nlist = 0;
	}
	/* the modifier slots are cleared as they are taken (read up to nm only) */
	gsi_split_words(a->rest, a->rcol, &ws);
	if (ws.overflow) {
		gsi_asm_error(a->st, a->rcol, GS_ERR_SYNTAX, "too many operands and modifiers");
		return 0;
	}
	for (unsigned int wi = 0; wi < ws.n; wi++) {
		const struct gsi_word *wd = &ws.w[wi];
		int after_comma = wd->item_start;
		unsigned int col = wd->col;
		char tok[160];

		if (ws.empty && ws.empty < col)
			return unexpected_comma(a, ws.empty);
		if (wd->comma && mods)
			return unexpected_comma(a, wd->comma);  /* operands after the modifiers */
		if (wd->len >= sizeof(tok)) {
			gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "operand too long");
			return 0;
		}
		memcpy(tok, wd->s, wd->len);
		tok[wd->len] = 0;
		/* after a comma always an operand (a16 is also an AGPR); the
		 * first word unless it is a modifier of an operand-less row */
		/* gfx11 tbuffers also take format:N between srsrc and soffset,
		 * and (gfx11+) after a comma following soffset */
		if (!mods && after_comma && tok[0] == 'f' && !strncmp(tok, "format:", 7) &&
		    ((ml->n == 3 && a->ctx->layout == GSI_LAYOUT_GFX11) ||
		     (ml->n == 4 && a->ctx->layout != GSI_LAYOUT_GFX9 && !strncmp(a->mnem, "tbuffer_", 8)))) {
			struct mem_modtok *m = &ml->m[ml->nm++];

			memset(m, 0, sizeof(*m));
			m->col = col;
			m->has_val = 1;
			gsi_copy(m->key, sizeof(m->key), "format");
			gsi_copy(m->val, sizeof(m->val), tok + 7);
			continue;
		}
		if (!mods && ((after_comma && ml->n) || (exp && ml->n == 1) ||
			      (!ml->n && !(a->rows[0].nops == 0 && looks_like_mod(tok))))) {
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
			} else if (!gsi_asm_parse_operand_n(a->st, tok, wd->len, col, &mo->o)) {
				return 0;
			}
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
			if (colon) {
				*colon = 0;
				gsi_copy(m->val, sizeof(m->val), colon + 1);
				m->has_val = 1;
			}
			gsi_copy(m->key, sizeof(m->key), tok);
		}
	}
	if (ws.empty)
		return unexpected_comma(a, ws.empty);
	if (ws.trailing_comma && mods)
		return unexpected_comma(a, ws.trailing_comma);
	if (ws.trailing_comma) {
		gsi_asm_error(a->st, ws.trailing_comma, GS_ERR_SYNTAX, "missing operand after ','");
		return 0;
	}
	return 1;
}
