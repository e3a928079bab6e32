// SPDX-License-Identifier: MIT
/* Operand syntax: registers, ranges, special registers, numbers, labels. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "asm/asm_int.h"

static int plain_int(const char *s, int64_t *v);

/* A number, or else an expression of numbers and .set symbols (expr.c). */
int gsi_asm_parse_int(const char *s, int64_t *v)
{
	const char *p = s + (*s == '-' || *s == '+');

	if (plain_int(s, v))
		return 1;
	/* a float literal (1.0, -0.5e2) is never an integer expression: skip
	 * the evaluator (speed: every float operand came here first) */
	if (isdigit((unsigned char)*p)) {
		while (isdigit((unsigned char)*p))
			p++;
		if (*p == '.') {
			for (p++; isdigit((unsigned char)*p); p++)
				;
			if (*p == 'e' || *p == 'E') {
				p += 1 + (p[1] == '-' || p[1] == '+');
				while (isdigit((unsigned char)*p))
					p++;
			}
			if (!*p)
				return 0;
		}
	}
	return gsi_expr_quiet(s, v);
}

/* Integers: decimal, 0x hex, 0b binary, optional sign.  Whole string. */
static int plain_int(const char *s, int64_t *v)
{
	int neg = 0;
	unsigned long long u;
	int base = 10;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	if (!isdigit((unsigned char)*s))
		return 0;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	} else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		base = 2;
		s += 2;
	}
	if (!isxdigit((unsigned char)*s))
		return 0;
	/* what strtoull did, without its locale and errno (speed); values
	 * above 48 bits are refused, so stop there */
	for (u = 0; *s; s++) {
		unsigned int d = *s >= '0' && *s <= '9' ? (unsigned int)(*s - '0')
				 : *s >= 'a' && *s <= 'f' ? (unsigned int)(*s - 'a' + 10)
				 : *s >= 'A' && *s <= 'F' ? (unsigned int)(*s - 'A' + 10) : 99;

		if (d >= (unsigned int)base)
			return 0;
		u = u * (unsigned int)base + d;
		if (u > 0xffffffffffffull)
			return 0;
	}
	*v = neg ? -(int64_t)u : (int64_t)u;
	return 1;
}

static int parse_float(const char *s, double *v)
{
	char *end;

	if (!strchr(s, '.') && !strchr(s, 'e') && !strchr(s, 'E'))
		return 0;
	if (!isdigit((unsigned char)s[*s == '-' || *s == '+']) &&
	    s[*s == '-' || *s == '+'] != '.')
		return 0;
	*v = strtod(s, &end);
	return *end == 0 && isfinite(*v);
}

static const struct {
	const char *name;
	unsigned int code, nregs;
} specials[] = {
	{ "vcc_lo", GS_OPR_VCC_LO, 1 }, { "vcc_hi", GS_OPR_VCC_HI, 1 },
	{ "vcc", GS_OPR_VCC_LO, 2 },    { "exec_lo", GS_OPR_EXEC_LO, 1 },
	{ "exec_hi", GS_OPR_EXEC_HI, 1 }, { "exec", GS_OPR_EXEC_LO, 2 },
	{ "m0", GS_OPR_M0, 1 },         { "null", GS_OPR_NULL, 1 },
	{ "scc", GS_OPR_SCC, 1 },
};

/* A register number: decimal digits, at most 5 (anything longer is out of range anyway). */
static unsigned int reg_num(const char *p, char **end)
{
	unsigned int v = 0, n = 0;

	while (*p >= '0' && *p <= '9' && n < 6) {
		v = v * 10 + (unsigned int)(*p++ - '0');
		n++;
	}
	*end = (char *)p;
	return v;
}

/* sN, vN, ttmpN, s[a:b], v[a:b], ttmp[a:b].  Returns 1 if it is a
 * register, 0 if not, -1 if it is a malformed register (error reported). */
static int parse_reg(struct asm_state *st, const char *s, unsigned int col, struct opnd *o)
{
	unsigned int base, limit, lo, hi, plen;
	const char *p;
	char *end;

	if (s[0] == 'v' && (isdigit((unsigned char)s[1]) || s[1] == '[')) {
		base = GS_OPR_VGPR0, limit = 256, plen = 1;
	} else if (s[0] == 's' && (isdigit((unsigned char)s[1]) || s[1] == '[')) {
		base = 0, limit = 106, plen = 1;
	} else if (s[0] == 'a' && (isdigit((unsigned char)s[1]) || s[1] == '[')) {
		base = GS_OPR_VGPR0, limit = 256, plen = 1;
	} else if (strncmp(s, "ttmp", 4) == 0 && (isdigit((unsigned char)s[4]) || s[4] == '[')) {
		base = 108, limit = 16, plen = 4;
	} else {
		return 0;
	}
	p = s + plen;
	if (*p == '[') {
		lo = reg_num(p + 1, &end);
		if (end == p + 1 || *end != ':')
			goto bad;
		p = end + 1;
		hi = reg_num(p, &end);
		if (end == p || *end != ']' || end[1])
			goto bad;
		if (hi < lo) {
			gsi_asm_error(st, col, GS_ERR_SYNTAX,
				  "invalid register range '%s', expected the first register not above the last", s);
			return -1;
		}
	} else {
		lo = reg_num(p, &end);
		if (*end)
			return 0; /* e.g. a label named s_loop */
		hi = lo;
	}
	if (hi >= limit) {
		gsi_asm_error(st, col, GS_ERR_RANGE,
			  "register '%s' out of range, expected %s0..%s%u", s,
			  plen == 4 ? "ttmp" : s[0] == 'v' ? "v" : s[0] == 'a' ? "a" : "s",
			  plen == 4 ? "ttmp" : s[0] == 'v' ? "v" : s[0] == 'a' ? "a" : "s", limit - 1);
		return -1;
	}
	o->kind = OPND_REG;
	o->code = base + lo;
	o->nregs = hi - lo + 1;
	o->vgpr = base == GS_OPR_VGPR0;
	o->agpr = s[0] == 'a';
	return 1;
bad:
	gsi_asm_error(st, col, GS_ERR_SYNTAX, "malformed register '%s', expected e.g. %c[0:1]", s, s[0]);
	return -1;
}

static int is_ident(const char *s)
{
	if (!(isalpha((unsigned char)*s) || *s == '_' || *s == '.' || *s == '$'))
		return 0;
	for (s++; *s; s++)
		if (!(isalnum((unsigned char)*s) || *s == '_' || *s == '.' || *s == '$'))
			return 0;
	return 1;
}

int gsi_asm_parse_operand(struct asm_state *st, const char *s, unsigned int col, struct opnd *o)
{
	char buf[64];
	const char *x = s;   /* the operand without |bars|: s itself, or buf */
	size_t n = strlen(s);
	int r;

	memset(o, 0, sizeof(*o));
	o->col = col;
	gsi_copy(o->text, sizeof(o->text), s);
	if (n == 0) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "missing operand");
		return 0;
	}
	if (n >= sizeof(buf)) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "operand '%.20s...' too long", s);
		return 0;
	}
	/* |x| and -x modifiers (VOP3 sources). */
	if (s[0] == '-' && (s[1] == 'v' || s[1] == 's' || s[1] == '|')) {
		o->neg = 1;
		s++;
		n--;
	}
	if (s[0] == '|') {
		if (n < 3 || s[n - 1] != '|') {
			gsi_asm_error(st, col, GS_ERR_SYNTAX, "unterminated '|' in '%s', expected |operand|", o->text);
			return 0;
		}
		memcpy(buf, s + 1, n - 2);
		buf[n - 2] = 0;
		o->abs = 1;
		x = buf;
	} else {
		x = s;  /* no copy (speed) */
	}
	r = parse_reg(st, x, col, o);
	if (r)
		return r > 0;
	for (size_t i = 0; strchr("vemns", x[0]) && x[0] &&
			   i < sizeof(specials) / sizeof(specials[0]); i++) {
		if (strcmp(x, specials[i].name) == 0) {
			o->kind = OPND_REG;
			o->code = specials[i].code;
			o->nregs = specials[i].nregs;
			return 1;
		}
	}
	if (strcmp(x, "off") == 0) {
		o->kind = OPND_OFF;
		return 1;
	}
	if ((o->neg || o->abs) && (r = gsi_expr_operand(st, o)) != 0)
		return r > 0;  /* -N of a .set symbol N */
	if (o->neg || o->abs)
		goto bad;
	if (gsi_asm_parse_int(x, &o->ival)) {
		o->kind = OPND_INT;
		return 1;
	}
	if (parse_float(x, &o->fval)) {
		o->kind = OPND_FLOAT;
		return 1;
	}
	if ((r = gsi_expr_operand(st, o)) != 0)  /* an expression's error */
		return r > 0;
	if (is_ident(x)) {
		o->kind = OPND_SYM;
		gsi_copy(o->sym, sizeof(o->sym), x);
		return 1;
	}
bad:
	gsi_asm_error(st, col, GS_ERR_SYNTAX,
		  "invalid operand '%s', expected a register, a number or a label", o->text);
	return 0;
}
