// SPDX-License-Identifier: MIT
/*
 * Absolute integer expressions and assembler symbols (.set, .equ, .equiv,
 * NAME = EXPR), evaluated the way llvm-mc-22 evaluates them for amdgcn
 * (checked live, tests/unit/test_asm_expr.c):
 *
 *  - LLVM's GNU-as operator precedence (AsmParser getGNUBinOpPrecedence),
 *    lowest first: ||; &&; == != <> < <= > >=; + -; | ^ & !(or-not);
 *    * / % << >>.  Unary - + ~ ! bind tightest.  All left-associative.
 *  - 64-bit two's-complement wrap-around, computed in unsigned arithmetic
 *    (9223372036854775807+1 is -9223372036854775808, as in llvm-mc); >> is a
 *    logical shift; comparisons are signed and give -1 for true, && and ||
 *    give 1.  INT64_MIN / -1 is INT64_MIN (llvm-mc-22 crashes on it); a shift
 *    count outside 0..63 is an error (llvm-mc's result there is the host's).
 *  - numbers: decimal, 0x hex, 0b binary, a leading 0 is octal.
 *  - .set/.equ/= may redefine a symbol, .equiv may not, and a label may not
 *    become a symbol.
 *
 * Symbols as llvm-mc binds them: a definition whose names are all defined
 * takes its value at once (a later redefinition of a name it used does not
 * change it).  One that names a symbol not yet defined is kept as text; each
 * name in it is bound to that symbol's definition of the moment, or, for a
 * name not yet defined, to the definition it gets next (a later
 * redefinition makes a new definition, which the text does not see):
 *
 *     .set p, q+1 ; .set q, r ; .set r, 3 ; .set r, 9 ; .set q, 20   -> p = 4
 *
 * Such a definition is evaluated where it is used, with the definitions it
 * needs evaluated first by an explicit stack (no recursion, so a chain of
 * 200k forward .set symbols needs no deep C stack), and its value is kept:
 * once every name it reaches is defined it can never change.  A failure is
 * kept too, with the undefined symbol it waits for, until that symbol is
 * defined.  So each definition is evaluated once: linear time.
 *
 * llvm-mc turns what it cannot evaluate (undefined symbols, label
 * differences, division by zero) into relocations; gfxshim has none, so
 * those are errors that name the token.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm_int.h"
#include "asm/symtab.h"

/* The assembly running on this thread, for gsi_asm_parse_int's callers that
 * have no asm_state at hand (set by every statement, cleared at the end). */
static _Thread_local struct asm_state *current;

enum var_kind {
	VAR_UNDEF,   /* named by a kept definition before it was defined */
	VAR_VALUE,   /* a number */
	VAR_TEXT,    /* kept as text (it named a symbol not yet defined) */
};

/* One definition of a symbol; a redefinition is a new one (see the top). */
struct asm_var {
	uint32_t name;         /* key in st->var_names */
	unsigned int line;
	uint8_t kind;          /* enum var_kind */
	uint8_t equiv;         /* from .equiv: may not be redefined */
	uint8_t state;         /* VAR_TEXT: 0 not evaluated, 1 evaluated (val), 2 being evaluated */
	int64_t val;
	uint32_t text;         /* VAR_TEXT: its expression, at st->var_text + text */
	uint32_t refs, n_refs; /* VAR_TEXT: the definitions its names are bound to, at st->var_refs + refs */
	uint32_t blocked;      /* VAR_TEXT: 1 + the undefined symbol its last evaluation waited for */
	uint32_t blocked_in;   /* ... and the definition that named it */
	uint32_t scan;         /* resolve(): the next of refs to look at */
};

/* A name bound to no definition: a target symbol (.amdgcn.gfx_generation_*). */
#define REF_NAME UINT32_MAX
/* defining: a name not defined yet (its placeholder is made when the
 * definition is kept) */
#define REF_NEW (UINT32_MAX - 1)

/* A name seen while defining: what it was bound to. */
struct ref_seen {
	uint32_t var;          /* index in st->vars, REF_NAME or REF_NEW */
	const char *name;
	uint32_t len;
};

struct ex {
	struct asm_state *st;
	const char *s, *p;       /* whole text, cursor */
	unsigned int col;        /* column of s[0] */
	int failed, undef;       /* an error; it was an undefined symbol */
	unsigned int depth;      /* parentheses and unary operators */
	const char *at;          /* where the first error is */
	char *why;               /* its message (malloc'd, whole) */
	int nomem;
	int quiet;               /* no message wanted (gsi_expr_quiet): none is formatted */
	/* evaluating a kept definition: the definitions its names are bound to */
	const uint32_t *bound;
	uint32_t n_bound, next;
	/* defining: an undefined name is no error (the definition is kept as
	 * text); every name is recorded in order */
	int defining;
	struct ref_seen *seen;
	size_t n_seen, seen_cap;
};

static void fail(struct ex *e, const char *at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void fail(struct ex *e, const char *at, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (e->failed)
		return;
	e->failed = 1;
	e->at = at;
	if (e->quiet)
		return;  /* the hot path of operand parsing: no formatting, no malloc */
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	e->why = n >= 0 ? malloc((size_t)n + 1) : NULL;
	if (!e->why) {
		e->nomem = 1;
		return;
	}
	va_start(ap, fmt);
	vsnprintf(e->why, (size_t)n + 1, fmt, ap);
	va_end(ap);
}

static void ex_done(struct ex *e)
{
	free(e->why);
	free(e->seen);
	e->why = NULL;
	e->seen = NULL;
}

static void blanks(struct ex *e)
{
	while (*e->p == ' ' || *e->p == '\t')
		e->p++;
}

static const char *var_name(const struct asm_state *st, const struct asm_var *v)
{
	return gsi_symtab_name(&st->var_names, v->name);
}

static const char *var_text(const struct asm_state *st, const struct asm_var *v)
{
	return st->var_text + v->text;
}

/* The current definition of a name (also a placeholder), or -1. */
static long lookup(const struct asm_state *st, const char *name, size_t len)
{
	uint32_t i;

	return st && gsi_symtab_get(&st->var_names, name, len, &i) ? (long)i : -1;
}

/* The current definition of a name, NULL when it has none yet. */
static struct asm_var *find_var(struct asm_state *st, const char *name)
{
	long i = lookup(st, name, strlen(name));

	return i >= 0 && st->vars[i].kind != VAR_UNDEF ? &st->vars[i] : NULL;
}

/* gfx1201 -> 12, 0, 1; gfx942 -> 9, 4, 2 (last two characters are hex digits). */
int gsi_expr_target_symbol(const struct asm_state *st, const char *name, int64_t *v)
{
	const char *t = st && st->target ? st->target->name + 3 : NULL;
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

static int64_t number(struct ex *e)
{
	const char *start = e->p, *p = e->p;
	unsigned int base = 10;
	uint64_t v = 0;
	int digits = 0, over = 0;

	if (p[0] == '0' && (p[1] == 'x' || p[1] == 'X'))
		base = 16, p += 2;
	else if (p[0] == '0' && (p[1] == 'b' || p[1] == 'B'))
		base = 2, p += 2;
	else if (p[0] == '0' && gsi_is_digit(p[1]))
		base = 8, p++;
	for (;; p++, digits++) {
		unsigned int d;

		if (gsi_is_digit(*p))
			d = (unsigned int)(*p - '0');
		else if (isxdigit((unsigned char)*p))
			d = (unsigned int)(tolower((unsigned char)*p) - 'a' + 10);
		else
			break;
		if (d >= base)
			break;
		if (v > (UINT64_MAX - d) / base)
			over = 1;
		v = v * base + d;
	}
	e->p = p;
	if (!digits || gsi_ident_char(*p)) {
		while (gsi_ident_char(*e->p))
			e->p++;
		fail(e, start, "invalid number '%.*s', expected decimal, 0x hex, 0b binary or 0 octal digits",
		     (int)(e->p - start), start);
		return 0;
	}
	if (over)
		fail(e, start, "number '%.*s' out of range, expected at most 64 bits", (int)(p - start), start);
	return (int64_t)v;
}

/* Why a kept definition could not be evaluated. */
struct why {
	enum { WHY_UNDEF, WHY_CYCLE, WHY_ERROR, WHY_NOMEM } kind;
	uint32_t var;   /* UNDEF: the undefined symbol; CYCLE: the symbol met again; ERROR: the definition */
	uint32_t in;    /* UNDEF: the definition that named it */
	char *msg;      /* ERROR: the message (malloc'd) */
};

static int eval_text(struct asm_state *st, uint32_t v, struct why *w);

static int push(struct asm_state *st, size_t *sp, uint32_t v)
{
	if (!gsi_asm_grow(st, (void **)&st->var_stack, &st->var_stack_cap, *sp + 1, sizeof(*st->var_stack)))
		return 0;
	st->var_stack[(*sp)++] = v;
	st->vars[v].state = 2;
	st->vars[v].scan = 0;
	return 1;
}

/* Evaluate kept definition v, the definitions it needs first (deepest first,
 * an explicit stack), keeping each value.  1: st->vars[v].val; 0: *w says why. */
static int resolve(struct asm_state *st, uint32_t v, struct why *w)
{
	struct asm_var *vars = st->vars;
	size_t sp = 0;
	int ok = 1;

	if (vars[v].state == 1)
		return 1;
	if (vars[v].blocked && vars[vars[v].blocked - 1].kind == VAR_UNDEF) {
		*w = (struct why){ WHY_UNDEF, vars[v].blocked - 1, vars[v].blocked_in, NULL };
		return 0;
	}
	if (!push(st, &sp, v)) {
		*w = (struct why){ WHY_NOMEM, v, v, NULL };
		return 0;
	}
	while (sp && ok) {
		uint32_t u = st->var_stack[sp - 1];
		struct asm_var *U = &vars[u];
		int deeper = 0;

		while (U->scan < U->n_refs && !deeper && ok) {
			uint32_t r = st->var_refs[U->refs + U->scan];
			struct asm_var *R = r == REF_NAME ? NULL : &vars[r];

			if (!R || R->kind == VAR_VALUE || (R->kind == VAR_TEXT && R->state == 1)) {
				U->scan++;
			} else if (R->kind == VAR_UNDEF) {
				*w = (struct why){ WHY_UNDEF, r, u, NULL };
				ok = 0;
			} else if (R->state == 2) {
				*w = (struct why){ WHY_CYCLE, r, u, NULL };
				ok = 0;
			} else if (R->blocked && vars[R->blocked - 1].kind == VAR_UNDEF) {
				*w = (struct why){ WHY_UNDEF, R->blocked - 1, R->blocked_in, NULL };
				ok = 0;
			} else if (!push(st, &sp, r)) {
				*w = (struct why){ WHY_NOMEM, r, u, NULL };
				ok = 0;
			} else {
				deeper = 1;
			}
		}
		if (deeper || !ok)
			continue;
		/* every name it uses has its value: evaluate its own text */
		if (!eval_text(st, u, w)) {
			ok = 0;
			continue;
		}
		U->state = 1;
		sp--;
	}
	/* what is left on the stack waits for the same thing */
	while (!ok && sp) {
		struct asm_var *U = &vars[st->var_stack[--sp]];

		U->state = 0;
		if (w->kind == WHY_UNDEF) {
			U->blocked = w->var + 1;
			U->blocked_in = w->in;
		}
	}
	return ok;
}

static int64_t expr(struct ex *e, int minprec);

/* A kept definition's own text, each name taking the value of the definition
 * it is bound to (all evaluated by resolve() already). */
static int eval_text(struct asm_state *st, uint32_t v, struct why *w)
{
	struct asm_var *V = &st->vars[v];
	struct ex e;
	int64_t x;

	memset(&e, 0, sizeof(e));
	e.st = st;
	e.s = e.p = var_text(st, V);
	e.bound = st->var_refs + V->refs;
	e.n_bound = V->n_refs;
	x = expr(&e, 1);
	blanks(&e);
	if (!e.failed && *e.p)
		fail(&e, e.p, "unexpected '%s'", e.p);
	if (e.failed) {
		*w = (struct why){ e.nomem ? WHY_NOMEM : WHY_ERROR, v, v, e.why };
		e.why = NULL;
		ex_done(&e);
		return 0;
	}
	ex_done(&e);
	V->val = x;
	return 1;
}

/* A label defined so far.  A batch's thread reads none: the labels its
 * lines see are defined when the batch is placed (parallel.c); the batch is
 * redone in order. */
static const struct asm_sym *label_seen(struct asm_state *st, const char *name)
{
	if (st->par_worker) {
		st->par_abort = 1;
		return NULL;
	}
	return gsi_asm_find_sym(st, name);
}

/* "cannot evaluate 'A' (= B+1, line 3): ..." for a use of kept definition v. */
static void explain(struct ex *e, const char *at, uint32_t v, struct why *w)
{
	struct asm_state *st = e->st;
	const struct asm_var *V = &st->vars[v], *I = &st->vars[w->in], *X = &st->vars[w->var];
	char *in = NULL;
	int n = 0;

	if (e->quiet) {
		fail(e, at, "%s", "");
		e->undef |= w->kind == WHY_UNDEF;
		free(w->msg);
		w->msg = NULL;
		return;
	}
	if (w->kind != WHY_CYCLE && w->in != v) {
		n = snprintf(NULL, 0, " in '%s' (= %s, line %u)", var_name(st, I), var_text(st, I), I->line);
		in = malloc((size_t)n + 1);
		if (in)
			snprintf(in, (size_t)n + 1, " in '%s' (= %s, line %u)", var_name(st, I), var_text(st, I), I->line);
	}
	if (w->kind == WHY_UNDEF && label_seen(st, var_name(st, X)))
		fail(e, at, "cannot evaluate '%s' (= %s, line %u): label '%s'%s in an expression, expected a number or "
		     "a .set symbol (label arithmetic needs relocations, which gfxshim does not make)",
		     var_name(st, V), var_text(st, V), V->line, var_name(st, X), in ? in : "");
	else if (w->kind == WHY_UNDEF)
		fail(e, at, "cannot evaluate '%s' (= %s, line %u): undefined symbol '%s'%s, expected a symbol defined "
		     "earlier with .set, .equ or '='", var_name(st, V), var_text(st, V), V->line, var_name(st, X),
		     in ? in : "");
	else if (w->kind == WHY_CYCLE)
		fail(e, at, "cannot evaluate '%s' (= %s, line %u): symbol '%s' is defined in terms of itself, expected a "
		     "value", var_name(st, V), var_text(st, V), V->line, var_name(st, X));
	else if (w->kind == WHY_ERROR)
		fail(e, at, "cannot evaluate '%s' (= %s, line %u)%s: %s", var_name(st, V), var_text(st, V), V->line,
		     in ? in : "", w->msg ? w->msg : "out of memory");
	else
		fail(e, at, "cannot evaluate '%s': out of memory", var_name(st, V));
	if (w->kind == WHY_UNDEF)
		e->undef = 1;
	if (w->kind == WHY_NOMEM)
		e->nomem = 1;
	free(in);
	free(w->msg);
	w->msg = NULL;
}

/* defining: note what a name was bound to. */
static void seen(struct ex *e, uint32_t var, const char *name, size_t len)
{
	if (!e->defining)
		return;
	if (e->n_seen == e->seen_cap) {
		size_t c = e->seen_cap ? e->seen_cap * 2 : 8;
		struct ref_seen *n = realloc(e->seen, c * sizeof(*n));

		if (!n) {
			e->nomem = 1;
			fail(e, name, "out of memory");
			return;
		}
		e->seen = n;
		e->seen_cap = c;
	}
	e->seen[e->n_seen++] = (struct ref_seen){ var, name, (uint32_t)len };
}

static int64_t symbol(struct ex *e)
{
	const char *start = e->p;
	char name[GS_NAME_MAX];
	size_t n;
	long i;
	int64_t v = 0;
	struct why w = { 0 };  /* (set on every failure; gcc cannot always see it) */

	while (gsi_ident_char(*e->p))
		e->p++;
	n = (size_t)(e->p - start);
	if (n >= sizeof(name)) {
		fail(e, start, "symbol name '%.20s...' too long, expected at most %zu characters",
		     start, sizeof(name) - 1);
		return 0;
	}
	memcpy(name, start, n);
	name[n] = 0;
	if (e->bound) {
		/* a kept definition's text: its names are bound already */
		uint32_t r = e->next < e->n_bound ? e->bound[e->next++] : REF_NAME;

		if (r != REF_NAME && e->st->vars[r].kind != VAR_UNDEF)
			return e->st->vars[r].val;
		if (gsi_expr_target_symbol(e->st, name, &v))
			return v;
		fail(e, start, "undefined symbol '%s'", name);
		return 0;
	}
	i = lookup(e->st, name, n);
	if (i >= 0 && e->st->vars[i].kind == VAR_VALUE) {
		seen(e, (uint32_t)i, start, n);
		return e->st->vars[i].val;
	}
	if (i >= 0 && e->st->vars[i].kind == VAR_TEXT) {
		if (e->st->par_worker) {
			/* resolving writes the definitions' memo and work stack, which
			 * the assembly's threads share: the batch is redone in order */
			e->st->par_abort = 1;
			fail(e, start, "symbol '%s' kept as text, left to the assembly's own thread", name);
			return 0;
		}
		if (resolve(e->st, (uint32_t)i, &w)) {
			seen(e, (uint32_t)i, start, n);
			return e->st->vars[i].val;
		}
		if (e->defining && w.kind == WHY_UNDEF) {
			/* it waits for a symbol still undefined: so does this one */
			e->undef = 1;
			seen(e, (uint32_t)i, start, n);
			return 0;
		}
		explain(e, start, (uint32_t)i, &w);
		return 0;
	}
	if (gsi_expr_target_symbol(e->st, name, &v)) {
		seen(e, REF_NAME, start, n);
		return v;
	}
	if (e->st && !e->quiet && label_seen(e->st, name)) {  /* (quiet: a failure either way) */
		fail(e, start, "label '%s' in an expression, expected a number or a .set symbol "
		     "(label arithmetic needs relocations, which gfxshim does not make)", name);
		return 0;
	}
	e->undef = 1;
	if (e->defining) {
		seen(e, i >= 0 ? (uint32_t)i : REF_NEW, start, n);
		return 0;
	}
	fail(e, start, "undefined symbol '%s', expected a symbol defined earlier with .set, .equ or '='", name);
	return 0;
}

static int64_t unary(struct ex *e)
{
	const char *at;
	int64_t v;

	blanks(e);
	at = e->p;
	if (e->depth > 256) {
		fail(e, at, "expression nested too deeply");
		return 0;
	}
	switch (*at) {
	case '-':
	case '+':
	case '~':
	case '!':
		e->p++;
		e->depth++;
		v = unary(e);
		e->depth--;
		return *at == '-' ? (int64_t)(0 - (uint64_t)v) : *at == '~' ? ~v : *at == '!' ? !v : v;
	case '(':
		e->p++;
		e->depth++;
		v = expr(e, 1);
		e->depth--;
		blanks(e);
		if (!*e->p)
			fail(e, e->p, "missing ')' to close the '(' at column %u", e->col + (unsigned int)(at - e->s));
		else if (*e->p != ')')
			fail(e, e->p, "unexpected '%s', expected ')' to close the '(' at column %u", e->p,
			     e->col + (unsigned int)(at - e->s));
		else
			e->p++;
		return v;
	case '\'':  /* a character constant: 'a', '\n' */
		if (at[1] && at[1] != '\\' && at[2] == '\'') {
			e->p += 3;
			return (unsigned char)at[1];
		}
		if (at[1] == '\\' && at[2] && strchr("ntr0\\'", at[2]) && at[3] == '\'') {
			e->p += 4;
			return at[2] == 'n' ? '\n' : at[2] == 't' ? '\t' : at[2] == 'r' ? '\r' : at[2] == '0' ? 0 : at[2];
		}
		fail(e, at, "invalid character constant in '%s', expected 'c' or an escape such as '\\n'", e->s);
		return 0;
	case 0:
		fail(e, at, "missing operand at the end of '%s', expected a number, a symbol or '('", e->s);
		return 0;
	default:
		if (gsi_is_digit(*at))
			return number(e);
		if (gsi_ident_start(*at)) {
			v = symbol(e);
			blanks(e);
			if (*e->p == '(')
				fail(e, e->p, "unexpected '(' after '%.*s', expected an operator (no functions in expressions)",
				     (int)(e->p - at), at);
			return v;
		}
		fail(e, at, "unexpected '%c' in '%s', expected a number, a symbol, '(' or a unary operator", *at, e->s);
		return 0;
	}
}

/* The binary operator at p: its precedence (0: none), length and code. */
static int binop(const char *p, int *len)
{
	static const struct { const char *t; int prec; } ops[] = {
		{ "||", 1 }, { "&&", 2 },
		{ "==", 3 }, { "!=", 3 }, { "<>", 3 }, { "<=", 3 }, { ">=", 3 },
		{ "<<", 6 }, { ">>", 6 }, { "<", 3 }, { ">", 3 },
		{ "+", 4 }, { "-", 4 },
		{ "|", 5 }, { "^", 5 }, { "&", 5 }, { "!", 5 },
		{ "*", 6 }, { "/", 6 }, { "%", 6 },
	};

	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		size_t n = ops[i].t[1] ? 2 : 1;  /* (no strlen/strncmp per operator) */

		if (p[0] == ops[i].t[0] && (n == 1 || p[1] == ops[i].t[1])) {
			*len = (int)n;
			return ops[i].prec;
		}
	}
	return 0;
}

static int64_t apply(struct ex *e, const char *op, int len, int64_t a, int64_t b)
{
	uint64_t ua = (uint64_t)a, ub = (uint64_t)b;

	switch (op[0]) {
	case '|': return len == 2 ? (a || b) : (int64_t)(ua | ub);
	case '&': return len == 2 ? (a && b) : (int64_t)(ua & ub);
	case '^': return (int64_t)(ua ^ ub);
	case '+': return (int64_t)(ua + ub);
	case '-': return (int64_t)(ua - ub);
	case '*': return (int64_t)(ua * ub);
	case '/':
	case '%':
		if (e->undef)
			return 0;  /* defining, a name not yet known: kept as text */
		if (b == 0) {
			fail(e, op, "%s by zero", op[0] == '/' ? "division" : "remainder");
			return 0;
		}
		if (a == INT64_MIN && b == -1)
			return op[0] == '/' ? a : 0;
		return op[0] == '/' ? a / b : a % b;
	case '=': return a == b ? -1 : 0;
	case '!': return len == 2 ? (a != b ? -1 : 0) : (int64_t)(ua | ~ub);
	case '<':
	case '>':
		if (len == 2 && op[1] == op[0]) {
			if (e->undef)
				return 0;
			if (b < 0 || b > 63) {
				fail(e, op, "shift count %lld out of range, expected 0..63", (long long)b);
				return 0;
			}
			return op[0] == '<' ? (int64_t)(ua << b) : (int64_t)(ua >> b);
		}
		if (len == 2 && op[1] == '>')
			return a != b ? -1 : 0;
		if (op[0] == '<')
			return (len == 2 ? a <= b : a < b) ? -1 : 0;
		return (len == 2 ? a >= b : a > b) ? -1 : 0;
	}
	return 0;
}

static int64_t expr(struct ex *e, int minprec)
{
	int64_t lhs = unary(e);

	for (;;) {
		const char *op;
		int len, prec;
		int64_t rhs;

		blanks(e);
		op = e->p;
		prec = binop(op, &len);
		if (!prec || prec < minprec || e->failed)
			return lhs;
		e->p += len;
		rhs = expr(e, prec + 1);
		if (e->failed)
			return lhs;
		lhs = apply(e, op, len, lhs, rhs);
	}
}

/* Evaluate all of s into *v; 1 on success, else e says why (ex_done frees it).
 * mode: 0 with a message, 1 defining (see struct ex), 2 quiet. */
static int run(struct ex *e, struct asm_state *st, const char *s, unsigned int col, int mode, int64_t *v)
{
	memset(e, 0, sizeof(*e));
	e->st = st;
	e->s = e->p = s;
	e->col = col;
	e->defining = mode == 1;
	e->quiet = mode == 2;
	*v = expr(e, 1);
	blanks(e);
	if (!e->failed && *e->p)
		fail(e, e->p, "unexpected '%s' after '%.*s', expected an operator or the end of the expression",
		     e->p, (int)(e->p - s), s);
	return !e->failed && !e->undef;
}

static void report(struct asm_state *st, const struct ex *e)
{
	if (e->nomem) {
		st->nomem = 1;
		return;
	}
	gsi_asm_error(st, e->col + (unsigned int)(e->at - e->s),
		      e->undef ? GS_ERR_SYNTAX : strstr(e->why, "range") ? GS_ERR_RANGE : GS_ERR_SYNTAX,
		      "%s", e->why);
}

int gsi_expr_eval(struct asm_state *st, const char *s, unsigned int col, int64_t *v)
{
	struct ex e;
	int ok = run(&e, st, s, col, 0, v);

	if (!ok)
		report(st, &e);
	ex_done(&e);
	return ok;
}

/* Only characters an expression can hold, and no name(...) macro call. */
static int expr_like(const char *s)
{
	for (const char *p = s; *p; p++) {
		if (!gsi_ident_char(*p) && !strchr("()+-*/%<>=!&|^~ \t'\\", *p))
			return 0;
		if (*p == '(' && p > s && gsi_ident_char(p[-1]))
			return 0;
	}
	return *s != 0;
}

int gsi_expr_quiet(const char *s, int64_t *v)
{
	struct ex e;
	int64_t x;
	int ok;

	if (!expr_like(s))
		return 0;
	ok = run(&e, current, s, 0, 2, &x);
	ex_done(&e);
	if (ok)
		*v = x;
	return ok;
}

/* Is an operand's text one for the evaluator: an expression, or a .set
 * symbol (a bare name that is none is a label, or a name the instruction knows)? */
static int evaluable_operand(struct asm_state *st, const char *s)
{
	const char *p = s;

	if (!expr_like(s))
		return 0;
	while (gsi_ident_char(*p))
		p++;
	return *p || find_var(st, s);
}

int gsi_expr_operand(struct asm_state *st, struct opnd *o)
{
	int64_t v;

	if (o->abs || !evaluable_operand(st, o->text))
		return 0;
	if (!gsi_expr_eval(st, o->text, o->col, &v))
		return -1;
	o->kind = OPND_INT;
	o->ival = v;
	o->neg = 0;
	return 1;
}

int gsi_expr_explain_operand(struct asm_state *st, const char *s, unsigned int col)
{
	int64_t v;

	return evaluable_operand(st, s) && !gsi_expr_eval(st, s, col, &v);
}

/* A new definition for name (VAR_UNDEF); its index, or -1 when out of memory. */
static long new_var(struct asm_state *st, const char *name, size_t len)
{
	struct asm_var *var;
	uint32_t key;

	if (st->n_vars >= UINT32_MAX - 2 ||
	    !gsi_asm_grow(st, (void **)&st->vars, &st->vars_cap, st->n_vars + 1, sizeof(*var)))
		return -1;
	key = gsi_symtab_put(&st->var_names, name, len, (uint32_t)st->n_vars);
	if (!key) {
		st->nomem = 1;
		return -1;
	}
	var = &st->vars[st->n_vars];
	memset(var, 0, sizeof(*var));
	var->name = key;
	return (long)st->n_vars++;
}

/* Keep val as the text of definition v, with the definitions its names are
 * bound to (placeholders made for those not defined yet). */
static int keep_text(struct asm_state *st, uint32_t v, const char *val, const struct ex *e)
{
	size_t len = strlen(val);
	uint32_t refs;

	if (st->var_text_len + len + 1 > UINT32_MAX || st->n_var_refs + e->n_seen > UINT32_MAX ||
	    !gsi_asm_grow(st, (void **)&st->var_text, &st->var_text_cap, st->var_text_len + len + 1, 1) ||
	    !gsi_asm_grow(st, (void **)&st->var_refs, &st->var_refs_cap, st->n_var_refs + e->n_seen,
			  sizeof(*st->var_refs)))
		return 0;
	refs = (uint32_t)st->n_var_refs;
	for (size_t k = 0; k < e->n_seen; k++) {
		uint32_t r = e->seen[k].var;

		if (r == REF_NEW) {
			/* the first of its uses makes the placeholder, the others find it */
			long i = lookup(st, e->seen[k].name, e->seen[k].len);

			if (i < 0 && (i = new_var(st, e->seen[k].name, e->seen[k].len)) < 0)
				return 0;
			r = (uint32_t)i;
		}
		st->var_refs[st->n_var_refs++] = r;
	}
	memcpy(st->var_text + st->var_text_len, val, len + 1);
	st->vars[v].kind = VAR_TEXT;
	st->vars[v].text = (uint32_t)st->var_text_len;
	st->vars[v].refs = refs;
	st->vars[v].n_refs = (uint32_t)e->n_seen;
	st->var_text_len += len + 1;
	return 1;
}

/* Define name = value text, the way .set (equiv 0) or .equiv (1) does. */
static void define(struct asm_state *st, const char *name, size_t nlen, unsigned int ncol,
		   const char *val, unsigned int vcol, int equiv)
{
	struct asm_var *var;
	struct ex e;
	int64_t v;
	long i;
	char buf[GS_NAME_MAX];

	st->def_known = 0;
	if (!nlen) {
		gsi_asm_error(st, ncol, GS_ERR_SYNTAX, "missing symbol name, expected NAME before the value");
		return;
	}
	if (!gsi_ident_start(name[0])) {
		gsi_asm_error(st, ncol, GS_ERR_SYNTAX,
			      "invalid symbol name '%.*s', expected a letter, '_', '.' or '$' first", (int)nlen, name);
		return;
	}
	for (size_t k = 1; k < nlen; k++)
		if (!gsi_ident_char(name[k])) {
			gsi_asm_error(st, ncol + (unsigned int)k, GS_ERR_SYNTAX,
				      "unexpected '%c' in symbol name '%.*s', expected letters, digits, '_', '.' or '$'",
				      name[k], (int)nlen, name);
			return;
		}
	if (nlen >= sizeof(buf)) {
		gsi_asm_error(st, ncol, GS_ERR_SYNTAX, "symbol name too long, expected at most %zu characters",
			      sizeof(buf) - 1);
		return;
	}
	memcpy(buf, name, nlen);
	buf[nlen] = 0;
	if (!*val) {
		gsi_asm_error(st, vcol, GS_ERR_SYNTAX, "missing expression after '%s', expected a value", buf);
		return;
	}
	{
		const struct asm_sym *l = gsi_asm_find_sym(st, buf);

		if (l) {
			gsi_asm_error(st, vcol, GS_ERR_SYNTAX, "redefinition of '%s', a label at line %u", buf, l->line);
			return;
		}
	}
	var = find_var(st, buf);
	if (var && (equiv || var->equiv)) {
		gsi_asm_error(st, vcol, GS_ERR_SYNTAX, "redefinition of '%s' (line %u)%s", buf, var->line,
			      equiv ? ", which .equiv refuses" : ", defined with .equiv");
		return;
	}
	if (!run(&e, st, val, vcol, 1, &v) && (e.failed || !e.undef)) {
		report(st, &e);
		ex_done(&e);
		return;
	}
	/* a placeholder (named by a kept definition) is filled in place; a
	 * symbol defined already gets a new definition */
	i = lookup(st, buf, nlen);
	if (i < 0 || st->vars[i].kind != VAR_UNDEF)
		i = new_var(st, buf, nlen);
	if (i < 0 || (e.undef && !keep_text(st, (uint32_t)i, val, &e))) {
		st->nomem = 1;
		ex_done(&e);
		return;
	}
	var = &st->vars[i];
	if (!e.undef) {
		var->kind = VAR_VALUE;
		var->val = v;
		st->def_known = 1;
		st->def_val = v;
	}
	var->line = st->line;
	var->equiv = (uint8_t)equiv;
	ex_done(&e);
}

int gsi_expr_directive(struct asm_state *st, const char *name, unsigned int col,
		       const char *rest, unsigned int rcol)
{
	const char *comma;
	size_t n;
	unsigned int vcol;

	(void)col;
	current = st;
	if (strcmp(name, ".set") && strcmp(name, ".equ") && strcmp(name, ".equiv"))
		return 0;
	comma = strchr(rest, ',');
	n = comma ? (size_t)(comma - rest) : strlen(rest);
	while (n && (rest[n - 1] == ' ' || rest[n - 1] == '\t'))
		n--;
	if (!comma) {
		size_t k = 0, b;

		while (gsi_ident_char(rest[k]))
			k++;
		for (b = k; rest[b] == ' ' || rest[b] == '\t'; b++)
			;
		if (!k)
			gsi_asm_error(st, rcol, GS_ERR_SYNTAX, "missing symbol name, expected %s NAME, EXPR", name);
		else
			gsi_asm_error(st, rcol + (unsigned int)b, GS_ERR_SYNTAX,
				      "%s%s%s after '%.*s', expected ',' (%s NAME, EXPR)", rest[b] ? "unexpected '" : "missing ','",
				      rest[b] ? rest + b : "", rest[b] ? "'" : "", (int)k, rest, name);
		return 1;
	}
	vcol = rcol + (unsigned int)(comma + 1 - rest);
	comma++;
	while (*comma == ' ' || *comma == '\t')
		comma++, vcol++;
	define(st, rest, n, rcol, comma, vcol, strcmp(name, ".equiv") == 0);
	return 1;
}

int gsi_expr_is_assignment(const char *name, const char *rest)
{
	const char *eq = strchr(name, '=');

	return eq ? eq[1] != '=' : rest[0] == '=' && rest[1] != '=';
}

void gsi_expr_bind(struct asm_state *st)
{
	current = st;
}

int gsi_expr_assignment(struct asm_state *st, const char *name, unsigned int col,
			const char *rest, unsigned int rcol)
{
	const char *eq;
	const char *val;
	unsigned int vcol;

	current = st;
	if (!gsi_expr_is_assignment(name, rest))
		return 0;
	eq = strchr(name, '=');
	if (eq) {                          /* N=4, N= 4 */
		val = eq[1] ? eq + 1 : rest;
		vcol = eq[1] ? col + (unsigned int)(eq + 1 - name) : rcol;
	} else {                           /* N = 4 */
		val = rest + 1;
		vcol = rcol + 1;
		while (*val == ' ' || *val == '\t')
			val++, vcol++;
	}
	{
		unsigned int errors = st->n_errors;
		size_t n = eq ? (size_t)(eq - name) : strlen(name);
		char nm[GS_NAME_MAX];

		define(st, name, n, col, val, vcol, 0);
		if (st->listing && st->n_errors == errors && n < sizeof(nm)) {
			memcpy(nm, name, n);
			nm[n] = 0;
			gsi_list_assignment(st, nm, val);
		}
	}
	return 1;
}

void gsi_expr_free(struct asm_state *st)
{
	free(st->vars);
	free(st->var_text);
	free(st->var_refs);
	free(st->var_stack);
	gsi_symtab_free(&st->var_names);
	st->vars = NULL;
	st->var_text = NULL;
	st->var_refs = NULL;
	st->var_stack = NULL;
	st->n_vars = st->vars_cap = 0;
	if (current == st)
		current = NULL;
}

int gsi_expr_explain(struct asm_state *st, const char *s, unsigned int col)
{
	int64_t v;

	return expr_like(s) && !gsi_expr_eval(st, s, col, &v);
}
