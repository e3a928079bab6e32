// SPDX-License-Identifier: MIT
/*
 * Conditional assembly: .if/.elseif/.else/.endif over integers and LLVM's
 * predefined target symbols (.amdgcn.gfx_generation_number, _minor,
 * _stepping), so one source can serve several generations the way it does
 * with clang-22 / llvm-mc-22 -triple amdgcn-amd-amdhsa.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm_int.h"

int gsi_asm_skipping(const struct asm_state *st)
{
	return st->n_cond && !st->cond[st->n_cond - 1].active;
}

/* gfx1201 -> 12, 0, 1; gfx942 -> 9, 4, 2 (last two characters are hex digits). */
static int target_symbol(const struct asm_state *st, const char *name, int64_t *v)
{
	const char *t = st->target ? st->target->name + 3 : NULL;
	size_t n;

	if (strncmp(name, ".amdgcn.gfx_generation_", 23) != 0 || !t)
		return 0;
	n = strlen(t);
	if (strcmp(name + 23, "number") == 0)
		*v = strtol(t, NULL, 10) / 100;
	else if (strcmp(name + 23, "minor") == 0)
		*v = strtol((char[]){ t[n - 2], 0 }, NULL, 16);
	else if (strcmp(name + 23, "stepping") == 0)
		*v = strtol((char[]){ t[n - 1], 0 }, NULL, 16);
	else
		return 0;
	return 1;
}

/* Operand of a condition: number or predefined symbol. */
static int term(struct asm_state *st, const char *s, unsigned int col, int64_t *v)
{
	if (gsi_asm_parse_int(s, v) || target_symbol(st, s, v))
		return 1;
	gsi_asm_error(st, col, GS_ERR_SYNTAX,
		  "cannot evaluate '%s' in a condition, expected a number or .amdgcn.gfx_generation_number/_minor/_stepping", s);
	return 0;
}

/* EXPR := TERM [OP TERM], OP one of == != < <= > >= */
static int eval(struct asm_state *st, const char *rest, unsigned int rcol, int *out)
{
	static const char *const ops[] = { "==", "!=", "<=", ">=", "<", ">" };
	char a[96], b[96];
	const char *op = NULL, *p = NULL;
	int64_t x, y;

	for (size_t i = 0; i < 6 && !p; i++) {
		p = strstr(rest, ops[i]);
		op = ops[i];
	}
	if (!p) {
		snprintf(a, sizeof(a), "%s", rest);
		if (!term(st, a, rcol, &x))
			return 0;
		*out = x != 0;
		return 1;
	}
	snprintf(a, sizeof(a), "%.*s", (int)(p - rest), rest);
	snprintf(b, sizeof(b), "%s", p + strlen(op));
	for (size_t n = strlen(a); n && isspace((unsigned char)a[n - 1]); n--)
		a[n - 1] = 0;
	{
		char *bb = b;

		while (isspace((unsigned char)*bb))
			bb++;
		if (!term(st, a, rcol, &x) ||
		    !term(st, bb, rcol + (unsigned int)(p - rest) + (unsigned int)strlen(op), &y))
			return 0;
	}
	switch (op[0]) {
	case '=': *out = x == y; break;
	case '!': *out = x != y; break;
	case '<': *out = op[1] ? x <= y : x < y; break;
	default: *out = op[1] ? x >= y : x > y; break;
	}
	return 1;
}

int gsi_asm_conditional(struct asm_state *st, const char *name, unsigned int col,
		    const char *rest, unsigned int rcol)
{
	int outer = !gsi_asm_skipping(st), v = 0;

	if (strcmp(name, ".if") == 0) {
		if (st->n_cond == sizeof(st->cond) / sizeof(st->cond[0])) {
			gsi_asm_error(st, col, GS_ERR_SYNTAX, ".if nested too deeply");
			return 1;
		}
		if (outer && !eval(st, rest, rcol, &v))
			v = 0;
		st->cond[st->n_cond].active = outer && v;
		st->cond[st->n_cond].taken = !outer || v;
		st->cond[st->n_cond].seen_else = 0;
		st->cond[st->n_cond].line = st->line;
		st->n_cond++;
		return 1;
	}
	if (strcmp(name, ".elseif") && strcmp(name, ".else") && strcmp(name, ".endif"))
		return 0;
	if (!st->n_cond) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "%s without .if", name);
		return 1;
	}
	if (strcmp(name, ".endif") == 0) {
		st->n_cond--;
		return 1;
	}
	{
		struct asm_cond *c = &st->cond[st->n_cond - 1];
		int parent = st->n_cond < 2 || st->cond[st->n_cond - 2].active;

		if (c->seen_else) {
			gsi_asm_error(st, col, GS_ERR_SYNTAX, "%s after .else (the .if is at line %u)", name, c->line);
			return 1;
		}
		if (strcmp(name, ".else") == 0) {
			c->seen_else = 1;
			c->active = parent && !c->taken;
			c->taken = 1;
		} else {
			if (parent && !c->taken && !eval(st, rest, rcol, &v))
				v = 0;
			c->active = parent && !c->taken && v;
			c->taken |= c->active;
		}
	}
	return 1;
}
