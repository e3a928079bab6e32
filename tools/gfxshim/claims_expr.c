// SPDX-License-Identifier: MIT
/* The claim expression language (claims_expr.h): a recursive-descent
 * parser into a small tree, and its evaluator. */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claims_expr.h"

#define LOOP_MAX (1u << 20)   /* iterations of one all()/any()/count()/sum() */
#define ENV_MAX 8             /* nested loop variables */

enum node_kind { N_NUM, N_PATH, N_CALL, N_UNARY, N_BINARY, N_TERN, N_LOOP };

enum fn_id {
	F_ABS, F_FLOOR, F_MIN, F_MAX, F_ISNAN, F_ISINF, F_ASF32, F_F32, F_ASF16, F_F16, F_ASBF16, F_BF16,
	F_LO, F_HI, F_PACK, F_BIT, F_BITS, F_NEAR, F_LEN, F_POW,
	F_ALL, F_ANY, F_COUNT, F_SUM, F_MAXOF, F_MINOF,
};

static const struct {
	const char *name;
	enum fn_id id;
	int nargs;   /* exact count */
} fns[] = {
	{ "abs", F_ABS, 1 },     { "floor", F_FLOOR, 1 }, { "min", F_MIN, 2 },     { "max", F_MAX, 2 },
	{ "isnan", F_ISNAN, 1 }, { "isinf", F_ISINF, 1 }, { "asf32", F_ASF32, 1 }, { "f32", F_F32, 1 },
	{ "asf16", F_ASF16, 1 }, { "f16", F_F16, 1 },     { "asbf16", F_ASBF16, 1 }, { "bf16", F_BF16, 1 },
	{ "lo", F_LO, 1 },       { "hi", F_HI, 1 },       { "pack", F_PACK, 2 },   { "bit", F_BIT, 2 },
	{ "bits", F_BITS, 3 },   { "near", F_NEAR, 3 },   { "len", F_LEN, 1 },     { "pow", F_POW, 2 },
	{ "all", F_ALL, 4 },     { "any", F_ANY, 4 },     { "count", F_COUNT, 4 }, { "sum", F_SUM, 4 },
	{ "maxof", F_MAXOF, 4 }, { "minof", F_MINOF, 4 },
};

/* operators, two characters encoded as c1 << 8 | c2 */
#define OP2(a, b) ((a) << 8 | (b))

struct cx_node {
	enum node_kind kind;
	int op;                  /* N_UNARY / N_BINARY */
	enum fn_id fn;           /* N_CALL / N_LOOP */
	double num;
	char *var;               /* N_LOOP: the loop variable */
	char *names[CX_PATH_MAX];        /* N_PATH: name parts (NULL: index) */
	struct cx_node *kids[CX_PATH_MAX]; /* N_PATH index exprs; call args; operands */
	int n;
	int col;
};

struct parser {
	const char *s;
	size_t pos;
	char *err;
	size_t errn;
	int failed;
};

static void perr(struct parser *p, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void perr(struct parser *p, const char *fmt, ...)
{
	va_list ap;
	int k;

	if (p->failed)
		return;
	p->failed = 1;
	k = snprintf(p->err, p->errn, "col %zu: ", p->pos + 1);
	va_start(ap, fmt);
	if (k >= 0 && (size_t)k < p->errn)
		vsnprintf(p->err + k, p->errn - (size_t)k, fmt, ap);
	va_end(ap);
}

static void skip_ws(struct parser *p)
{
	while (isspace((unsigned char)p->s[p->pos]))
		p->pos++;
}

static struct cx_node *node(struct parser *p, enum node_kind k)
{
	struct cx_node *n = calloc(1, sizeof(*n));

	if (!n) {
		perr(p, "out of memory");
		return NULL;
	}
	n->kind = k;
	n->col = (int)p->pos + 1;
	return n;
}

static void free_node(struct cx_node *n)
{
	if (!n)
		return;
	for (int i = 0; i < CX_PATH_MAX; i++) {
		free(n->names[i]);
		free_node(n->kids[i]);
	}
	free(n->var);
	free(n);
}

static struct cx_node *parse_expr(struct parser *p);

static int is_ident_start(int c)
{
	return isalpha(c) || c == '_';
}

static int is_ident(int c)
{
	return isalnum(c) || c == '_';
}

static char *ident(struct parser *p)
{
	size_t b = p->pos;
	char *s;

	while (is_ident((unsigned char)p->s[p->pos]))
		p->pos++;
	s = strndup(p->s + b, p->pos - b);
	if (!s)
		perr(p, "out of memory");
	return s;
}

static int accept(struct parser *p, const char *tok)
{
	size_t n = strlen(tok);

	skip_ws(p);
	if (strncmp(p->s + p->pos, tok, n) != 0)
		return 0;
	/* '<' is not '<<' or '<=', '&' not '&&', '|' not '||', '=' never alone */
	if (n == 1 && strchr("<>&|", tok[0]) && (p->s[p->pos + 1] == tok[0] || p->s[p->pos + 1] == '='))
		return 0;
	if (n == 1 && tok[0] == '!' && p->s[p->pos + 1] == '=')
		return 0;
	p->pos += n;
	return 1;
}

static void expect(struct parser *p, const char *tok, const char *what)
{
	if (!accept(p, tok))
		perr(p, "expected '%s' %s", tok, what);
}

static struct cx_node *parse_number(struct parser *p)
{
	const char *b = p->s + p->pos;
	char *end;
	struct cx_node *n = node(p, N_NUM);

	if (!n)
		return NULL;
	if (b[0] == '0' && (b[1] == 'x' || b[1] == 'X')) {
		unsigned long long v = strtoull(b, &end, 16);

		if (!isxdigit((unsigned char)b[2])) {
			perr(p, "expected hex digits after '0x'");
			free_node(n);
			return NULL;
		}
		n->num = (double)v;
	} else {
		n->num = strtod(b, &end);
	}
	if (is_ident((unsigned char)*end)) {
		p->pos = (size_t)(end - p->s);
		perr(p, "unexpected '%c' after a number", *end);
		free_node(n);
		return NULL;
	}
	p->pos = (size_t)(end - p->s);
	return n;
}

/* IDENT '(' args ')' or a path */
static struct cx_node *parse_name(struct parser *p)
{
	size_t start = p->pos;
	char *id = ident(p);
	struct cx_node *n;

	if (!id)
		return NULL;
	skip_ws(p);
	if (p->s[p->pos] == '(') {
		size_t k;

		for (k = 0; k < sizeof(fns) / sizeof(fns[0]); k++)
			if (!strcmp(fns[k].name, id))
				break;
		if (k == sizeof(fns) / sizeof(fns[0])) {
			p->pos = start;
			perr(p, "unknown function '%s'", id);
			free(id);
			return NULL;
		}
		free(id);
		p->pos++;
		if (fns[k].id >= F_ALL) {
			/* all(VAR, LO, HI, EXPR) */
			n = node(p, N_LOOP);
			if (!n)
				return NULL;
			n->fn = fns[k].id;
			skip_ws(p);
			if (!is_ident_start((unsigned char)p->s[p->pos])) {
				perr(p, "expected a loop variable name as the first argument of %s()", fns[k].name);
				free_node(n);
				return NULL;
			}
			n->var = ident(p);
			for (int a = 0; a < 3 && !p->failed; a++) {
				expect(p, ",", "between the arguments");
				if (!p->failed)
					n->kids[n->n++] = parse_expr(p);
			}
			expect(p, ")", "to close the argument list");
		} else {
			n = node(p, N_CALL);
			if (!n)
				return NULL;
			n->fn = fns[k].id;
			skip_ws(p);
			if (p->s[p->pos] != ')')
				do {
					if (n->n == CX_PATH_MAX) {
						perr(p, "too many arguments");
						break;
					}
					n->kids[n->n++] = parse_expr(p);
				} while (!p->failed && accept(p, ","));
			expect(p, ")", "to close the argument list");
			if (!p->failed && n->n != fns[k].nargs)
				perr(p, "%s() takes %d argument%s, got %d", fns[k].name, fns[k].nargs,
				     fns[k].nargs == 1 ? "" : "s", n->n);
			if (!p->failed && n->fn == F_LEN && n->kids[0]->kind != N_PATH)
				perr(p, "len() takes a name (a buffer, an assembled line, a list)");
		}
		if (p->failed) {
			free_node(n);
			return NULL;
		}
		return n;
	}
	if (!strcmp(id, "inf") || !strcmp(id, "nan")) {
		n = node(p, N_NUM);
		if (n)
			n->num = id[0] == 'i' ? INFINITY : NAN;
		free(id);
		return n;
	}
	n = node(p, N_PATH);
	if (!n) {
		free(id);
		return NULL;
	}
	n->col = (int)start + 1;
	n->names[n->n++] = id;
	for (;;) {
		if (accept(p, "[")) {
			if (n->n == CX_PATH_MAX) {
				perr(p, "name too long (at most %d parts)", CX_PATH_MAX);
				break;
			}
			n->kids[n->n++] = parse_expr(p);
			expect(p, "]", "to close the index");
		} else if (p->s[p->pos] == '.' && is_ident_start((unsigned char)p->s[p->pos + 1])) {
			if (n->n == CX_PATH_MAX) {
				perr(p, "name too long (at most %d parts)", CX_PATH_MAX);
				break;
			}
			p->pos++;
			n->names[n->n++] = ident(p);
		} else {
			break;
		}
		if (p->failed)
			break;
	}
	if (p->failed) {
		free_node(n);
		return NULL;
	}
	return n;
}

static struct cx_node *parse_primary(struct parser *p)
{
	int c;

	skip_ws(p);
	c = (unsigned char)p->s[p->pos];
	if (isdigit(c) || (c == '.' && isdigit((unsigned char)p->s[p->pos + 1])))
		return parse_number(p);
	if (is_ident_start(c))
		return parse_name(p);
	if (c == '(') {
		struct cx_node *n;

		p->pos++;
		n = parse_expr(p);
		expect(p, ")", "to close the parenthesis");
		if (p->failed) {
			free_node(n);
			return NULL;
		}
		return n;
	}
	if (!c)
		perr(p, "unexpected end, expected a number, a name or '('");
	else
		perr(p, "unexpected '%c', expected a number, a name or '('", c);
	return NULL;
}

static struct cx_node *parse_unary(struct parser *p)
{
	static const char *const ops[] = { "-", "!", "~", "+" };

	skip_ws(p);
	for (size_t i = 0; i < 4; i++)
		if (accept(p, ops[i])) {
			struct cx_node *n = node(p, N_UNARY);

			if (!n)
				return NULL;
			n->op = ops[i][0];
			n->kids[0] = parse_unary(p);
			n->n = 1;
			if (p->failed) {
				free_node(n);
				return NULL;
			}
			return n;
		}
	return parse_primary(p);
}

/* Binary levels, lowest precedence first. */
static const char *const levels[][5] = {
	{ "||" }, { "&&" }, { "|" }, { "^" }, { "&" }, { "==", "!=" }, { "<=", ">=", "<", ">" },
	{ "<<", ">>" }, { "+", "-" }, { "*", "/", "%" },
};
#define N_LEVELS (sizeof(levels) / sizeof(levels[0]))

static struct cx_node *parse_level(struct parser *p, size_t lvl)
{
	struct cx_node *l;

	if (lvl == N_LEVELS)
		return parse_unary(p);
	l = parse_level(p, lvl + 1);
	while (l && !p->failed) {
		const char *op = NULL;
		struct cx_node *n;

		for (size_t i = 0; i < 5 && levels[lvl][i]; i++)
			if (accept(p, levels[lvl][i])) {
				op = levels[lvl][i];
				break;
			}
		if (!op)
			break;
		n = node(p, N_BINARY);
		if (!n)
			break;
		n->op = op[1] ? OP2(op[0], op[1]) : op[0];
		n->kids[0] = l;
		n->kids[1] = parse_level(p, lvl + 1);
		n->n = 2;
		l = n;
	}
	if (p->failed) {
		free_node(l);
		return NULL;
	}
	return l;
}

static struct cx_node *parse_expr(struct parser *p)
{
	struct cx_node *c = parse_level(p, 0), *n;

	if (!c || !accept(p, "?"))
		return c;
	n = node(p, N_TERN);
	if (!n) {
		free_node(c);
		return NULL;
	}
	n->kids[0] = c;
	n->kids[1] = parse_expr(p);
	expect(p, ":", "in 'a ? b : c'");
	if (!p->failed)
		n->kids[2] = parse_expr(p);
	n->n = 3;
	if (p->failed) {
		free_node(n);
		return NULL;
	}
	return n;
}

int cx_parse(const char *text, struct cx_expr *out, char *err, size_t errn)
{
	struct parser p = { .s = text, .err = err, .errn = errn };
	struct cx_node *n;

	memset(out, 0, sizeof(*out));
	n = parse_expr(&p);
	skip_ws(&p);
	if (!p.failed && p.s[p.pos])
		perr(&p, "unexpected '%c' after the expression", p.s[p.pos]);
	if (p.failed) {
		free_node(n);
		return -1;
	}
	out->root = n;
	out->text = strdup(text);
	if (!out->text) {
		free_node(n);
		out->root = NULL;
		snprintf(err, errn, "out of memory");
		return -1;
	}
	return 0;
}

void cx_free(struct cx_expr *e)
{
	free_node(e->root);
	free(e->text);
	e->root = NULL;
	e->text = NULL;
}

/* ---- evaluation */

struct env {
	const char *var[ENV_MAX];
	double val[ENV_MAX];
	int n;
	cx_lookup fn;
	void *ctx;
	char *err;
	size_t errn;
};

static int eerr(struct env *e, const struct cx_node *n, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int eerr(struct env *e, const struct cx_node *n, const char *fmt, ...)
{
	va_list ap;
	int k = snprintf(e->err, e->errn, "col %d: ", n->col);

	va_start(ap, fmt);
	if (k >= 0 && (size_t)k < e->errn)
		vsnprintf(e->err + k, e->errn - (size_t)k, fmt, ap);
	va_end(ap);
	return -1;
}

static int as_int(struct env *e, const struct cx_node *n, double x, int64_t *v)
{
	*v = 0;
	if (!isfinite(x) || x != floor(x) || fabs(x) >= 9.2e18)
		return eerr(e, n, "bit operation on %g, expected an integer", x);
	*v = (int64_t)x;
	return 0;
}

static double f32_of_bits(uint32_t w)
{
	float f;

	memcpy(&f, &w, 4);
	return f;
}

static uint32_t bits_of_f32(double x)
{
	float f = (float)x;
	uint32_t w;

	memcpy(&w, &f, 4);
	return w;
}

/* Round x to a binary format with ebits exponent and mbits mantissa bits
 * (IEEE layout, round to nearest even, overflow to infinity). */
static unsigned int to_mini(double x, int ebits, int mbits)
{
	unsigned int sign = signbit(x) ? 1u << (ebits + mbits) : 0, emax = (1u << ebits) - 1;
	int bias = (1 << (ebits - 1)) - 1, e, ex;
	uint64_t q;

	if (isnan(x))
		return sign | emax << mbits | 1u << (mbits - 1);
	x = fabs(x);
	if (isinf(x))
		return sign | emax << mbits;
	if (x == 0)
		return sign;
	frexp(x, &e);
	ex = e - 1;
	if (ex < 1 - bias)
		ex = 1 - bias;
	q = (uint64_t)nearbyint(ldexp(x, mbits - ex));
	if (q >= (2ull << mbits)) {
		q >>= 1;
		ex++;
	}
	if (q < (1ull << mbits))
		return sign | (unsigned int)q;  /* subnormal */
	if (ex + bias >= (int)emax)
		return sign | emax << mbits;
	return sign | (unsigned int)(ex + bias) << mbits | (unsigned int)(q - (1ull << mbits));
}

static double from_mini(unsigned int h, int ebits, int mbits)
{
	unsigned int emax = (1u << ebits) - 1, ef = h >> mbits & emax, m = h & ((1u << mbits) - 1);
	int bias = (1 << (ebits - 1)) - 1;
	double v;

	if (ef == emax)
		v = m ? NAN : INFINITY;
	else if (ef == 0)
		v = ldexp(m, 1 - bias - mbits);
	else
		v = ldexp(m + (double)(1u << mbits), (int)ef - bias - mbits);
	return h >> (ebits + mbits) & 1 ? -v : v;
}

double cx_half_to_double(unsigned int h) { return from_mini(h & 0xffff, 5, 10); }
unsigned int cx_double_to_half(double x) { return to_mini(x, 5, 10); }
double cx_bf16_to_double(unsigned int h) { return f32_of_bits((uint32_t)(h & 0xffff) << 16); }
unsigned int cx_double_to_bf16(double x) { return to_mini(x, 8, 7); }

static int eval(struct env *e, const struct cx_node *n, double *out);

static int eval_path(struct env *e, const struct cx_node *n, int len, double *out)
{
	struct cx_path p = { .n = n->n, .len = len };
	char msg[256];

	if (n->n == 1 && !len)
		for (int i = e->n - 1; i >= 0; i--)
			if (!strcmp(e->var[i], n->names[0])) {
				*out = e->val[i];
				return 0;
			}
	for (int i = 0; i < n->n; i++) {
		p.name[i] = n->names[i];
		if (!n->names[i] && eval(e, n->kids[i], &p.index[i]))
			return -1;
	}
	if (e->fn(e->ctx, &p, out, msg, sizeof(msg)))
		return eerr(e, n, "%s", msg);
	return 0;
}

static int eval_loop(struct env *e, const struct cx_node *n, double *out)
{
	double lo = 0, hi = 0, v = 0, acc;
	int64_t a = 0, b = 0;

	if (eval(e, n->kids[0], &lo) || eval(e, n->kids[1], &hi) || as_int(e, n, lo, &a) || as_int(e, n, hi, &b))
		return -1;
	if (b - a > (int64_t)LOOP_MAX)
		return eerr(e, n, "loop of %lld iterations, at most %u", (long long)(b - a), LOOP_MAX);
	if (e->n == ENV_MAX)
		return eerr(e, n, "loops nested deeper than %d", ENV_MAX);
	e->var[e->n] = n->var;
	e->n++;
	acc = n->fn == F_ALL ? 1 : n->fn == F_MAXOF ? -INFINITY : n->fn == F_MINOF ? INFINITY : 0;
	for (int64_t i = a; i < b; i++) {
		e->val[e->n - 1] = (double)i;
		if (eval(e, n->kids[2], &v)) {
			e->n--;
			return -1;
		}
		if (n->fn == F_ALL && v == 0) {
			acc = 0;
			break;
		}
		if (n->fn == F_ANY && v != 0) {
			acc = 1;
			break;
		}
		if (n->fn == F_COUNT)
			acc += v != 0;
		if (n->fn == F_SUM)
			acc += v;
		if (n->fn == F_MAXOF && v > acc)
			acc = v;
		if (n->fn == F_MINOF && v < acc)
			acc = v;
	}
	e->n--;
	*out = acc;
	return 0;
}

static int eval_call(struct env *e, const struct cx_node *n, double *out)
{
	double a[3] = { 0, 0, 0 };
	int64_t i0 = 0, i1 = 0, i2 = 0;

	if (n->fn == F_LEN)
		return eval_path(e, n->kids[0], 1, out);
	for (int i = 0; i < n->n; i++)
		if (eval(e, n->kids[i], &a[i]))
			return -1;
	switch (n->fn) {
	case F_ABS: *out = fabs(a[0]); return 0;
	case F_FLOOR: *out = floor(a[0]); return 0;
	case F_MIN: *out = a[0] < a[1] ? a[0] : a[1]; return 0;
	case F_MAX: *out = a[0] > a[1] ? a[0] : a[1]; return 0;
	case F_POW: *out = pow(a[0], a[1]); return 0;
	case F_ISNAN: *out = isnan(a[0]); return 0;
	case F_ISINF: *out = isinf(a[0]) != 0; return 0;
	case F_NEAR: *out = fabs(a[0] - a[1]) <= a[2] * fmax(1.0, fabs(a[1])); return 0;
	case F_F32: *out = bits_of_f32(a[0]); return 0;
	case F_F16: *out = cx_double_to_half(a[0]); return 0;
	case F_BF16: *out = cx_double_to_bf16(a[0]); return 0;
	default: break;
	}
	if (as_int(e, n, a[0], &i0))
		return -1;
	switch (n->fn) {
	case F_ASF32: *out = f32_of_bits((uint32_t)i0); return 0;
	case F_ASF16: *out = cx_half_to_double((unsigned int)i0); return 0;
	case F_ASBF16: *out = cx_bf16_to_double((unsigned int)i0); return 0;
	case F_LO: *out = (double)(i0 & 0xffff); return 0;
	case F_HI: *out = (double)(i0 >> 16 & 0xffff); return 0;
	default: break;
	}
	if (as_int(e, n, a[1], &i1))
		return -1;
	switch (n->fn) {
	case F_PACK: *out = (double)((i0 & 0xffff) | (i1 & 0xffff) << 16); return 0;
	case F_BIT:
		if (i1 < 0 || i1 > 62)
			return eerr(e, n, "bit(%lld, %lld): bit number out of 0..62", (long long)i0, (long long)i1);
		*out = (double)(i0 >> i1 & 1);
		return 0;
	default: break;
	}
	if (as_int(e, n, a[2], &i2))
		return -1;
	/* bits(w, hi, lo) */
	if (i1 < i2 || i2 < 0 || i1 > 62)
		return eerr(e, n, "bits(w, %lld, %lld): expected 62 >= hi >= lo >= 0", (long long)i1, (long long)i2);
	*out = (double)(i0 >> i2 & (int64_t)((2ull << (i1 - i2)) - 1));
	return 0;
}

static int eval_binary(struct env *e, const struct cx_node *n, double *out)
{
	double a = 0, b = 0;
	int64_t x = 0, y = 0;

	if (eval(e, n->kids[0], &a))
		return -1;
	/* short circuit */
	if (n->op == OP2('&', '&') && a == 0) {
		*out = 0;
		return 0;
	}
	if (n->op == OP2('|', '|') && a != 0) {
		*out = 1;
		return 0;
	}
	if (eval(e, n->kids[1], &b))
		return -1;
	switch (n->op) {
	case OP2('&', '&'): case OP2('|', '|'): *out = b != 0; return 0;
	case OP2('=', '='): *out = a == b; return 0;
	case OP2('!', '='): *out = a != b; return 0;
	case OP2('<', '='): *out = a <= b; return 0;
	case OP2('>', '='): *out = a >= b; return 0;
	case '<': *out = a < b; return 0;
	case '>': *out = a > b; return 0;
	case '+': *out = a + b; return 0;
	case '-': *out = a - b; return 0;
	case '*': *out = a * b; return 0;
	case '/':
		if (b == 0)
			return eerr(e, n, "division by zero");
		*out = a / b;
		return 0;
	default: break;
	}
	if (as_int(e, n, a, &x) || as_int(e, n, b, &y))
		return -1;
	switch (n->op) {
	case '%':
		if (y == 0)
			return eerr(e, n, "modulo by zero");
		*out = (double)(x % y);
		return 0;
	case '&': *out = (double)(x & y); return 0;
	case '|': *out = (double)(x | y); return 0;
	case '^': *out = (double)(x ^ y); return 0;
	case OP2('<', '<'):
	case OP2('>', '>'):
		if (y < 0 || y > 63)
			return eerr(e, n, "shift by %lld, expected 0..63", (long long)y);
		*out = n->op == OP2('<', '<') ? (double)(uint64_t)((uint64_t)x << y) : (double)(x >> y);
		return 0;
	}
	return eerr(e, n, "internal: operator %d", n->op);
}

static int eval(struct env *e, const struct cx_node *n, double *out)
{
	double a = 0;
	int64_t x = 0;

	switch (n->kind) {
	case N_NUM:
		*out = n->num;
		return 0;
	case N_PATH:
		return eval_path(e, n, 0, out);
	case N_CALL:
		return eval_call(e, n, out);
	case N_LOOP:
		return eval_loop(e, n, out);
	case N_TERN:
		if (eval(e, n->kids[0], &a))
			return -1;
		return eval(e, n->kids[a != 0 ? 1 : 2], out);
	case N_BINARY:
		return eval_binary(e, n, out);
	case N_UNARY:
		if (eval(e, n->kids[0], &a))
			return -1;
		switch (n->op) {
		case '-': *out = -a; return 0;
		case '+': *out = a; return 0;
		case '!': *out = a == 0; return 0;
		default:
			/* ~: the complement of a 32-bit word, as the buffers hold */
			if (as_int(e, n, a, &x))
				return -1;
			*out = (double)(~(uint32_t)x);
			return 0;
		}
	}
	return eerr(e, n, "internal: node %d", n->kind);
}

int cx_eval(const struct cx_expr *ex, cx_lookup fn, void *ctx, double *out, char *err, size_t errn)
{
	struct env e = { .fn = fn, .ctx = ctx, .err = err, .errn = errn };

	return eval(&e, ex->root, out);
}

struct names_ctx {
	const char *bound[ENV_MAX * 4];
	int n;
	int (*fn)(void *ctx, const struct cx_path *p);
	void *ctx;
};

static int walk(struct names_ctx *w, const struct cx_node *n)
{
	int r;

	if (!n)
		return 0;
	if (n->kind == N_PATH) {
		struct cx_path p = { .n = n->n };

		if (n->n == 1)
			for (int i = 0; i < w->n; i++)
				if (!strcmp(w->bound[i], n->names[0]))
					return 0;
		for (int i = 0; i < n->n; i++) {
			p.name[i] = n->names[i];
			p.index[i] = 0;
			if (!n->names[i] && (r = walk(w, n->kids[i])))
				return r;
		}
		return w->fn(w->ctx, &p);
	}
	if (n->kind == N_LOOP) {
		if ((r = walk(w, n->kids[0])) || (r = walk(w, n->kids[1])))
			return r;
		if (w->n == (int)(sizeof(w->bound) / sizeof(w->bound[0])))
			return 0;
		w->bound[w->n++] = n->var;
		r = walk(w, n->kids[2]);
		w->n--;
		return r;
	}
	for (int i = 0; i < n->n; i++)
		if ((r = walk(w, n->kids[i])))
			return r;
	return 0;
}

int cx_names(const struct cx_expr *e, int (*fn)(void *ctx, const struct cx_path *p), void *ctx)
{
	struct names_ctx w = { .fn = fn, .ctx = ctx };

	return walk(&w, e->root);
}
