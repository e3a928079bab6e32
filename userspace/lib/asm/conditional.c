// SPDX-License-Identifier: MIT
/*
 * Conditional assembly: .if/.elseif/.else/.endif over expressions (expr.c)
 * of integers, .set symbols and LLVM's predefined target symbols
 * (.amdgcn.gfx_generation_number, _minor, _stepping), so one source can serve several generations the way it does
 * with clang-22 / llvm-mc-22 -triple amdgcn-amd-amdhsa.
 */
#include <string.h>

#include "asm/asm_int.h"

int gsi_asm_skipping(const struct asm_state *st)
{
	return st->n_cond && !st->cond[st->n_cond - 1].active;
}

/* The condition: an expression (expr.c), true when not zero. */
static int eval(struct asm_state *st, const char *rest, unsigned int rcol, int *out)
{
	int64_t x;

	if (!gsi_expr_eval(st, rest, rcol, &x))
		return 0;
	*out = x != 0;
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
