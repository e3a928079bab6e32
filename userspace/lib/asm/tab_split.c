// SPDX-License-Identifier: MIT
/*
 * The table-driven layer's one operand splitter: an instruction's operand
 * text into words, for every family (tab_scalar_asm.c, tab_valu_split.c,
 * tab_vx_asm.c, tab_mem_split.c read the words their own way: which are
 * operands, which modifiers).  A word ends at a blank or a comma outside
 * brackets, parentheses and |abs| bars; an operator at the blank joins the
 * next word, so an expression with blanks ((1 << 4) | 3, offset:N * 4) is
 * one word.  Nothing is copied and nothing is reported here: the families
 * word their errors.
 */
#include <string.h>

#include "asm/tab.h"

/* What the scan stops at: 1 blank, 2 comma, 3 bracket open, 4 close, 5 bar, 6 end. */
static const unsigned char stop[256] = {
	[' '] = 1, ['\t'] = 1, [','] = 2, ['('] = 3, ['['] = 3, [')'] = 4, [']'] = 4, ['|'] = 5, [0] = 6,
};
/* Operators that join the words at a blank: ending the first, starting the next. */
static const unsigned char op_end[256] = {
	['+'] = 1, ['-'] = 1, ['*'] = 1, ['/'] = 1, ['%'] = 1, ['<'] = 1, ['>'] = 1, ['='] = 1,
	['!'] = 1, ['&'] = 1, ['|'] = 1, ['^'] = 1, ['~'] = 1, ['('] = 1,
};
static const unsigned char op_start[256] = {
	['+'] = 1, ['-'] = 1, ['*'] = 1, ['/'] = 1, ['%'] = 1, ['<'] = 1, ['>'] = 1, ['='] = 1,
	['!'] = 1, ['&'] = 1, ['|'] = 1, ['^'] = 1, [')'] = 1,
};

static int is_blank(char c)
{
	return c == ' ' || c == '\t';
}

/* Does the blank between the word ending at end and the text at next join them (an operator)? */
static int joins(const char *word, const char *end, const char *next)
{
	if (!*next || *next == ',' || word[0] == '|' || (word[0] == '-' && word[1] == '|'))
		return 0;  /* |v1| abs syntax: its bars are no operators */
	return op_end[(unsigned char)end[-1]] || op_start[(unsigned char)*next];
}

void gsi_split_words(const char *rest, unsigned int rcol, struct gsi_words *ws)
{
	const char *p = rest;
	unsigned int comma = 0;
	int item_start = 1;

	ws->n = 0;
	ws->empty = ws->trailing_comma = 0;
	ws->overflow = 0;
	for (;;) {
		const char *start;
		int depth = 0, bars = 0, abs;

		while (is_blank(*p))
			p++;
		if (!*p)
			break;
		if (*p == ',') {
			if (item_start && !ws->empty)
				ws->empty = rcol + (unsigned int)(p - rest);  /* ", x" or "x,, y" */
			if (!item_start && ws->n)
				ws->w[ws->n - 1].item_end = 1;
			comma = rcol + (unsigned int)(p - rest);
			item_start = 1;
			for (p++; is_blank(*p); p++)
				;
			if (!*p)
				ws->trailing_comma = rcol + (unsigned int)(p - rest);
			continue;
		}
		start = p;
		abs = *p == '|' || (*p == '-' && p[1] == '|');
		for (;;) {
			for (;; p++) {
				unsigned char k;

				while (!(k = stop[(unsigned char)*p]))
					p++;  /* the plain characters of a word, in one loop */
				if (k == 6 || (k <= 2 && !depth && !(bars % 2)))
					break;
				if (k == 3)
					depth++;
				else if (k == 4 && depth)
					depth--;
				else if (k == 5 && abs)
					bars++;
			}
			if (is_blank(*p)) {
				const char *q = p;

				while (is_blank(*q))
					q++;
				if (joins(start, p, q)) {
					p = q;
					continue;
				}
			}
			break;
		}
		if (ws->n == GSI_MAX_WORDS) {
			ws->overflow = 1;
			return;
		}
		ws->w[ws->n].s = start;
		ws->w[ws->n].len = (unsigned int)(p - start);
		ws->w[ws->n].col = rcol + (unsigned int)(start - rest);
		ws->w[ws->n].item_start = (unsigned char)item_start;
		ws->w[ws->n].item_end = 0;
		ws->w[ws->n].comma = item_start ? comma : 0;
		ws->n++;
		item_start = 0;
	}
}
