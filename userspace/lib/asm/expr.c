// SPDX-License-Identifier: MIT
/*
 * Absolute integer expressions and assembler symbols (.set, .equ, .equiv,
 * NAME = EXPR), evaluated the way llvm-mc-22 evaluates them for amdgcn
 * (checked live, tests/unit/test_asm_expr.c):
 *
 *  - LLVM's GNU-as operator precedence (AsmParser getGNUBinOpPrecedence),
 *    lowest first: ||; &&; == != <> < <= > >=; + -; | ^ & !(or-not);
 *    * / % << >>.  Unary - + ~ ! bind tightest.  All left-associative.
 *  - 64-bit two's-complement wrap-around; >> is a logical shift;
 *    comparisons give -1 for true, && and || give 1.
 *  - numbers: decimal, 0x hex, 0b binary, a leading 0 is octal.
 *  - .set/.equ/= may redefine a symbol, .equiv may not, and a label may not
 *    become a symbol.  A definition naming a symbol not yet defined keeps its
 *    text and is evaluated where it is used (llvm-mc does the same).
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

/* The assembly running on this thread, for gsi_asm_parse_int's callers that
 * have no asm_state at hand (set by every statement, cleared at the end). */
static _Thread_local struct asm_state *current;

struct ex {
	struct asm_state *st;
	const char *s, *p;       /* whole text, cursor */
	unsigned int col;        /* column of s[0] */
	int failed, undef;       /* an error; it was an undefined symbol */
	unsigned int depth;      /* parentheses and nested symbols */
	const char *at;          /* where the first error is */
	char why[200];
};

static void fail(struct ex *e, const char *at, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

static void fail(struct ex *e, const char *at, const char *fmt, ...)
{
	va_list ap;

	if (e->failed)
		return;
	e->failed = 1;
	e->at = at;
	va_start(ap, fmt);
	vsnprintf(e->why, sizeof(e->why), fmt, ap);
	va_end(ap);
}

static int ident_start(char c)
{
	return isalpha((unsigned char)c) || c == '_' || c == '.' || c == '$';
}

static int ident_char(char c)
{
	return isalnum((unsigned char)c) || c == '_' || c == '.' || c == '$';
}

static void blanks(struct ex *e)
{
	while (*e->p == ' ' || *e->p == '\t')
		e->p++;
}

static struct asm_var *find_var(struct asm_state *st, const char *name)
{
	for (size_t i = 0; st && i < st->n_vars; i++)
		if (strcmp(st->vars[i].name, name) == 0)
			return &st->vars[i];
	return NULL;
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

static int64_t expr(struct ex *e, int minprec);

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
	else if (p[0] == '0' && isdigit((unsigned char)p[1]))
		base = 8, p++;
	for (;; p++, digits++) {
		unsigned int d;

		if (isdigit((unsigned char)*p))
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
	if (!digits || ident_char(*p)) {
		while (ident_char(*e->p))
			e->p++;
		fail(e, start, "invalid number '%.*s', expected decimal, 0x hex, 0b binary or 0 octal digits",
		     (int)(e->p - start), start);
		return 0;
	}
	if (over)
		fail(e, start, "number '%.*s' out of range, expected at most 64 bits", (int)(p - start), start);
	return (int64_t)v;
}

static int64_t symbol(struct ex *e)
{
	const char *start = e->p;
	char name[GS_NAME_MAX];
	size_t n;
	struct asm_var *var;
	int64_t v = 0;

	while (ident_char(*e->p))
		e->p++;
	n = (size_t)(e->p - start);
	if (n >= sizeof(name)) {
		fail(e, start, "symbol name '%.20s...' too long, expected at most %zu characters",
		     start, sizeof(name) - 1);
		return 0;
	}
	memcpy(name, start, n);
	name[n] = 0;
	var = find_var(e->st, name);
	if (var && var->deferred[0]) {
		/* a definition kept as text: evaluate it now, where it is used */
		struct ex in = { e->st, var->deferred, var->deferred, 0, 0, 0, e->depth + 1, NULL, { 0 } };

		if (var->busy || in.depth > 64) {
			fail(e, start, "symbol '%s' is defined in terms of itself, expected a value", name);
			return 0;
		}
		var->busy = 1;
		v = expr(&in, 1);
		var->busy = 0;
		blanks(&in);
		if (!in.failed && *in.p)
			fail(&in, in.p, "unexpected '%s'", in.p);
		if (in.failed) {
			e->undef |= in.undef;
			fail(e, start, "cannot evaluate '%s' (= %s, line %u): %s", name, var->deferred,
			     var->line, in.why);
		}
		return v;
	}
	if (var)
		return var->val;
	if (gsi_expr_target_symbol(e->st, name, &v))
		return v;
	for (size_t i = 0; e->st && i < e->st->n_syms; i++)
		if (strcmp(e->st->syms[i].name, name) == 0) {
			fail(e, start, "label '%s' in an expression, expected a number or a .set symbol "
			     "(label arithmetic needs relocations, which gfxshim does not make)", name);
			return 0;
		}
	e->undef = 1;
	fail(e, start, "undefined symbol '%s', expected a symbol defined earlier with .set, .equ or '='", name);
	return 0;
}

static int64_t unary(struct ex *e)
{
	const char *at;
	int64_t v;

	blanks(e);
	at = e->p;
	if (e->depth > 64) {
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
		if (isdigit((unsigned char)*at))
			return number(e);
		if (ident_start(*at)) {
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
		size_t n = strlen(ops[i].t);

		if (strncmp(p, ops[i].t, n) == 0) {
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

/* Evaluate all of s into *v; 1 on success, else e says why. */
static int run(struct ex *e, struct asm_state *st, const char *s, unsigned int col, int64_t *v)
{
	memset(e, 0, sizeof(*e));
	e->st = st;
	e->s = e->p = s;
	e->col = col;
	*v = expr(e, 1);
	blanks(e);
	if (!e->failed && *e->p)
		fail(e, e->p, "unexpected '%s' after '%.*s', expected an operator or the end of the expression",
		     e->p, (int)(e->p - s), s);
	return !e->failed;
}

static void report(struct asm_state *st, const struct ex *e)
{
	gsi_asm_error(st, e->col + (unsigned int)(e->at - e->s),
		      e->undef ? GS_ERR_SYNTAX : strstr(e->why, "range") ? GS_ERR_RANGE : GS_ERR_SYNTAX,
		      "%s", e->why);
}

int gsi_expr_eval(struct asm_state *st, const char *s, unsigned int col, int64_t *v)
{
	struct ex e;

	if (run(&e, st, s, col, v))
		return 1;
	report(st, &e);
	return 0;
}

/* Only characters an expression can hold, and no name(...) macro call. */
static int expr_like(const char *s)
{
	for (const char *p = s; *p; p++) {
		if (!ident_char(*p) && !strchr("()+-*/%<>=!&|^~ \t'\\", *p))
			return 0;
		if (*p == '(' && p > s && ident_char(p[-1]))
			return 0;
	}
	return *s != 0;
}

int gsi_expr_quiet(const char *s, int64_t *v)
{
	struct ex e;
	int64_t x;

	if (!expr_like(s) || !run(&e, current, s, 0, &x))
		return 0;
	*v = x;
	return 1;
}

int gsi_expr_operand(struct asm_state *st, struct opnd *o)
{
	int64_t v;

	const char *p = o->text;

	if (o->abs || !expr_like(o->text))
		return 0;
	while (ident_char(*p))
		p++;
	if (!*p && !find_var(st, o->text))
		return 0;  /* a label, or a name the instruction knows */
	if (!gsi_expr_eval(st, o->text, o->col, &v))
		return -1;
	o->kind = OPND_INT;
	o->ival = v;
	o->neg = 0;
	return 1;
}

char *gsi_expr_word_end(char *w, char *sp)
{
	char *p = sp;

	if (!sp || w[0] == '|' || (w[0] == '-' && w[1] == '|'))
		return sp;  /* |v1| abs syntax: its bars are no operators */
	while (p && *p) {
		char *q = p;
		int depth = 0;

		while (*q == ' ' || *q == '\t')
			q++;
		if (!*q || !(strchr("+-*/%<>=!&|^~(", p[-1]) || strchr("+-*/%<>=!&|^)", *q)))
			return p;
		/* an operator joins the next word: go on to the blank after it */
		for (p = q; *p; p++) {
			if (*p == '(' || *p == '[')
				depth++;
			else if ((*p == ')' || *p == ']') && depth)
				depth--;
			else if (!depth && (*p == ' ' || *p == '\t'))
				break;
		}
	}
	return NULL;
}

/* Define name = value text, the way .set (equiv 0) or .equiv (1) does. */
static void define(struct asm_state *st, const char *name, size_t nlen, unsigned int ncol,
		   const char *val, unsigned int vcol, int equiv)
{
	struct asm_var *var;
	struct ex e;
	int64_t v;
	char buf[GS_NAME_MAX];

	if (!nlen) {
		gsi_asm_error(st, ncol, GS_ERR_SYNTAX, "missing symbol name, expected NAME before the value");
		return;
	}
	if (!ident_start(name[0])) {
		gsi_asm_error(st, ncol, GS_ERR_SYNTAX,
			      "invalid symbol name '%.*s', expected a letter, '_', '.' or '$' first", (int)nlen, name);
		return;
	}
	for (size_t i = 1; i < nlen; i++)
		if (!ident_char(name[i])) {
			gsi_asm_error(st, ncol + (unsigned int)i, GS_ERR_SYNTAX,
				      "unexpected '%c' in symbol name '%.*s', expected letters, digits, '_', '.' or '$'",
				      name[i], (int)nlen, name);
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
	for (size_t i = 0; i < st->n_syms; i++)
		if (strcmp(st->syms[i].name, buf) == 0) {
			gsi_asm_error(st, vcol, GS_ERR_SYNTAX, "redefinition of '%s', a label at line %u",
				      buf, st->syms[i].line);
			return;
		}
	var = find_var(st, buf);
	if (var && (equiv || var->equiv)) {
		gsi_asm_error(st, vcol, GS_ERR_SYNTAX, "redefinition of '%s' (line %u)%s", buf, var->line,
			      equiv ? ", which .equiv refuses" : ", defined with .equiv");
		return;
	}
	if (!run(&e, st, val, vcol, &v) && !(e.undef && strlen(val) < sizeof(var->deferred))) {
		report(st, &e);
		return;
	}
	if (!var) {
		if (!gsi_asm_grow(st, (void **)&st->vars, &st->vars_cap, st->n_vars + 1, sizeof(*var)))
			return;
		var = &st->vars[st->n_vars++];
		memset(var, 0, sizeof(*var));
		memcpy(var->name, buf, nlen + 1);
	}
	var->val = v;
	var->deferred[0] = 0;
	if (e.failed)  /* names a symbol defined later: evaluated where used */
		gsi_copy(var->deferred, sizeof(var->deferred), val);
	var->line = st->line;
	var->equiv = equiv;
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

		while (ident_char(rest[k]))
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

int gsi_expr_assignment(struct asm_state *st, const char *name, unsigned int col,
			const char *rest, unsigned int rcol)
{
	const char *eq = strchr(name, '=');
	const char *val;
	unsigned int vcol;

	current = st;
	if (eq && eq[1] != '=') {          /* N=4, N= 4 */
		val = eq[1] ? eq + 1 : rest;
		vcol = eq[1] ? col + (unsigned int)(eq + 1 - name) : rcol;
	} else if (!eq && rest[0] == '=' && rest[1] != '=') {   /* N = 4 */
		val = rest + 1;
		vcol = rcol + 1;
		while (*val == ' ' || *val == '\t')
			val++, vcol++;
	} else {
		return 0;
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
	st->vars = NULL;
	st->n_vars = st->vars_cap = 0;
	if (current == st)
		current = NULL;
}

int gsi_expr_explain(struct asm_state *st, const char *s, unsigned int col)
{
	int64_t v;

	return expr_like(s) && !gsi_expr_eval(st, s, col, &v);
}
