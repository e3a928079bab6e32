// SPDX-License-Identifier: MIT
/*
 * The VALU family's reading of an operand text (tab_valu_asm.c): the words
 * of the one splitter (tab_split.c) as parsed operands and trailing modifiers.
 */
#include <stddef.h>
#include <string.h>

#include "asm/tab.h"

/* "s0,, s1" or ", s1": an empty operand is no operand to drop */
static int empty_operand(struct asm_state *st, unsigned int col)
{
	gsi_asm_error(st, col, GS_ERR_SYNTAX, "unexpected ',', expected an operand before it");
	return 0;
}

/* The words of "a, b, c mod:1 mod2" (tab_split.c) as operands and trailing
 * modifiers: an item's first word is an operand until the first modifier. */
int gsi_asm_split(struct asm_state *st, const char *rest, unsigned int rcol, struct gsi_operands *ops)
{
	struct gsi_words ws;

	ops->n = ops->nm = 0;
	gsi_split_words(rest, rcol, &ws);
	if (ws.overflow) {
		gsi_asm_error(st, rcol, GS_ERR_SYNTAX, "too many operands and modifiers");
		return 0;
	}
	for (unsigned int i = 0; i < ws.n; i++) {
		const struct gsi_word *wd = &ws.w[i];
		unsigned int col = wd->col;
		char w[160];

		if (ws.empty && ws.empty < col)
			return empty_operand(st, ws.empty);
		if (wd->len >= sizeof(w)) {
			gsi_asm_error(st, col, GS_ERR_SYNTAX, "operand too long");
			return 0;
		}
		memcpy(w, wd->s, wd->len);
		w[wd->len] = 0;
		if (wd->item_start && ops->nm == 0) {
			if (ops->n == MAX_OPNDS) {
				gsi_asm_error(st, col, GS_ERR_SYNTAX, "too many operands");
				return 0;
			}
			if (!gsi_asm_parse_operand_n(st, w, wd->len, col, &ops->o[ops->n]))
				return 0;
			ops->n++;
		} else {
			struct modifier *m;
			char *colon = memchr(w, ':', wd->len);

			if (ops->nm == MAX_MODS) {
				gsi_asm_error(st, col, GS_ERR_SYNTAX, "too many modifiers");
				return 0;
			}
			m = &ops->m[ops->nm++];
			memset(m, 0, offsetof(struct modifier, macro));  /* (the macro text: its first byte) */
			m->macro[0] = 0;
			m->col = col;
			if (colon && ((colon[1] == 's' && strncmp(colon + 1, "swizzle(", 8) == 0) || colon[1] == '[' ||
				      (colon[1] == 'T' && colon[2] == 'H' && colon[3] == '_') ||
				      (colon[1] == 'S' && strncmp(colon + 1, "SCOPE_", 6) == 0))) {
				*colon = 0;
				gsi_copy(m->macro, sizeof(m->macro), colon + 1);
				m->has_val = 1;
			} else if (colon) {
				*colon = 0;
				if (!gsi_asm_parse_int(colon + 1, &m->val)) {
					if (gsi_expr_explain(st, colon + 1, col + (unsigned int)(colon + 1 - w)))
						return 0;
					gsi_asm_error(st, col, GS_ERR_SYNTAX,
						      "invalid value '%s' for modifier '%s', expected a number", colon + 1, w);
					return 0;
				}
				m->has_val = 1;
			}
			gsi_copy(m->key, sizeof(m->key), w);
		}
	}
	if (ws.empty)
		return empty_operand(st, ws.empty);
	if (ws.trailing_comma) {
		gsi_asm_error(st, ws.trailing_comma, GS_ERR_SYNTAX, "missing operand after ','");
		return 0;
	}
	return 1;
}
