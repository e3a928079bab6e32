// SPDX-License-Identifier: MIT
/*
 * The VALU family's operand splitter (tab_valu_asm.c): "a, b, c mod:1 mod2"
 * into parsed operands and trailing modifiers.
 */
#include <string.h>

#include "asm/tab.h"

/* The bytes gsi_asm_split's operand scan acts on. */
static const unsigned char split_special[256] = {
	[0] = 1, [','] = 1, ['['] = 1, ['('] = 1, [']'] = 1, [')'] = 1, ['|'] = 1,
};

/* Split "a, b, c mod:1 mod2" into operands and trailing modifiers. */
int gsi_asm_split(struct asm_state *st, const char *rest, unsigned int rcol, struct gsi_operands *ops)
{
	const char *p = rest;

	ops->n = ops->nm = 0;
	while (*p) {
		char item[160];
		const char *start = p;
		size_t len = 0;
		int depth = 0, bars = 0;

		while (*p == ' ' || *p == '\t')
			p++;
		start = p;
		while (*p && (depth || bars % 2 || *p != ',')) {
			/* skip the bytes the loop does not look at (speed) */
			while (!split_special[(unsigned char)*p])
				p++;
			if (!*p || (!depth && !(bars % 2) && *p == ','))
				break;
			if (*p == '[' || *p == '(')
				depth++;
			else if ((*p == ']' || *p == ')') && depth)
				depth--;
			else if (*p == '|' && (*start == '|' || (*start == '-' && start[1] == '|')))
				bars++;  /* |v1| abs bars; elsewhere '|' is an or */
			p++;
		}
		len = (size_t)(p - start);
		while (len && (start[len - 1] == ' ' || start[len - 1] == '\t'))
			len--;
		if (len >= sizeof(item)) {
			gsi_asm_error(st, rcol + (unsigned int)(start - rest), GS_ERR_SYNTAX, "operand too long");
			return 0;
		}
		if (!len) {
			/* "s0,, s1" or ", s1": an empty operand is no operand to drop */
			gsi_asm_error(st, rcol + (unsigned int)(start - rest), GS_ERR_SYNTAX,
				      "unexpected ',', expected an operand before it");
			return 0;
		}
		memcpy(item, start, len);
		item[len] = 0;
		/* first word is the operand, later words are modifiers */
		{
			char *w = item, *sp;
			unsigned int col = rcol + (unsigned int)(start - rest);
			int first = 1;

			while (w && *w) {
				char *lp, *lb;

				/* one scan for the common word without blank, '(' or '['
				 * (speed); else the three searches */
				for (sp = w; *sp && *sp != ' ' && *sp != '\t' && *sp != '(' && *sp != '['; sp++)
					;
				if (!*sp) {
					lp = lb = NULL;
					sp = NULL;
				} else {
					lp = strchr(w, '(');
					lb = strchr(w, '[');
					sp = strpbrk(w, " \t");
				}
				/* a macro such as swizzle(SWAP, 16) or a list such as
				 * neg_lo:[1, 0, 0] may hold blanks */
				if (lp && sp && lp < sp) {
					char *rp = strchr(lp, ')');

					sp = rp ? strpbrk(rp, " \t") : NULL;
				} else if (lb && sp && lb < sp) {
					char *rb = strchr(lb, ']');

					sp = rb ? strpbrk(rb, " \t") : NULL;
				}
				sp = gsi_expr_word_end(w, sp);  /* (1 << 4) | 3 */
				if (sp)
					*sp++ = 0;
				if (first && ops->nm == 0) {
					if (ops->n == MAX_OPNDS) {
						gsi_asm_error(st, col, GS_ERR_SYNTAX, "too many operands");
						return 0;
					}
					if (!gsi_asm_parse_operand(st, w, col, &ops->o[ops->n]))
						return 0;
					ops->n++;
				} else {
					struct modifier *m;
					char *colon = strchr(w, ':');

					if (ops->nm == MAX_MODS) {
						gsi_asm_error(st, col, GS_ERR_SYNTAX, "too many modifiers");
						return 0;
					}
					m = &ops->m[ops->nm++];
					memset(m, 0, sizeof(*m));
					m->col = col;
					if (colon && (strncmp(colon + 1, "swizzle(", 8) == 0 || colon[1] == '[' ||
						      strncmp(colon + 1, "TH_", 3) == 0 ||
						      strncmp(colon + 1, "SCOPE_", 6) == 0)) {
						*colon = 0;
						gsi_copy(m->macro, sizeof(m->macro), colon + 1);
						m->has_val = 1;
					} else if (colon) {
						*colon = 0;
						if (!gsi_asm_parse_int(colon + 1, &m->val)) {
							if (gsi_expr_explain(st, colon + 1, col + (unsigned int)(colon + 1 - w)))
								return 0;
							gsi_asm_error(st, col, GS_ERR_SYNTAX,
								  "invalid value '%s' for modifier '%s', expected a number",
								  colon + 1, w);
							return 0;
						}
						m->has_val = 1;
					}
					gsi_copy(m->key, sizeof(m->key), w);
				}
				first = 0;
				col += (unsigned int)((sp ? sp : w + strlen(w)) - w);
				while (sp && (*sp == ' ' || *sp == '\t')) {
					sp++;
					col++;
				}
				w = sp;
			}
		}
		if (*p == ',') {
			p++;
			if (!*p) {
				gsi_asm_error(st, rcol + (unsigned int)(p - rest), GS_ERR_SYNTAX,
					  "missing operand after ','");
				return 0;
			}
		}
	}
	return 1;
}
