// SPDX-License-Identifier: MIT
/* Operand syntax: registers, ranges, special registers, numbers, labels. */
#include <ctype.h>
#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <stddef.h>
#include <string.h>
#include <strings.h>

#include "asm/asm_int.h"
#include "isa/tab_fmt.h"

static int plain_int(const char *s, int64_t *v);

/* A number, or else an expression of numbers and .set symbols (expr.c). */
int gsi_asm_parse_int(const char *s, int64_t *v)
{
	const char *p = s + (*s == '-' || *s == '+');

	if (plain_int(s, v))
		return 1;
	/* a float literal (1.0, -0.5e2) is never an integer expression: skip
	 * the evaluator (speed: every float operand came here first) */
	if (gsi_is_digit(*p)) {
		while (gsi_is_digit(*p))
			p++;
		if (*p == '.') {
			for (p++; gsi_is_digit(*p); p++)
				;
			if (*p == 'e' || *p == 'E') {
				p += 1 + (p[1] == '-' || p[1] == '+');
				while (gsi_is_digit(*p))
					p++;
			}
			if (!*p)
				return 0;
		}
	}
	return gsi_expr_quiet(s, v);
}

/* Integers: decimal, 0x hex, 0b binary, octal after a leading 0 (as
 * llvm-mc reads them: 010 is 8, 08 no number), optional sign.  Whole string. */
static int plain_int(const char *s, int64_t *v)
{
	int neg = 0;
	unsigned long long u;
	int base = 10;

	if (*s == '-' || *s == '+')
		neg = *s++ == '-';
	if (!gsi_is_digit(*s))
		return 0;
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		base = 16;
		s += 2;
	} else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
		base = 2;
		s += 2;
	} else if (s[0] == '0' && s[1]) {
		base = 8;
		s++;
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
	if (!gsi_is_digit(s[*s == '-' || *s == '+']) &&
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

/* A named source register (src_scc, null, flat_scratch, ...) of any layout:
 * its modifiers -x, |x|, -|x| are the instruction's, not an expression's. */
static const struct gsi_named_src *named_src(const char *x, size_t n)
{
	for (const struct gsi_named_src *r = gsi_named_srcs; r->name; r++)
		if (r->name[0] == x[0] && strlen(r->name) == n && !strncmp(x, r->name, n))  /* [0]: speed */
			return r;
	return NULL;
}

/* src_vccz, src_execz, src_pops_exiting_wave_id (and their short names):
 * sources of gfx9 only, to llvm-mc-22's assembler.  ([0]: most operands
 * are none of them; skip the table walk.) */
static int gfx9_only_src(const struct asm_state *st, const char *x)
{
	const char *n = strncmp(x, "src_", 4) ? x : x + 4;
	const struct gsi_named_src *r;

	if (!st->target || st->target->gen == GS_GEN_GFX9 || (n[0] != 'v' && n[0] != 'e' && n[0] != 'p'))
		return 0;
	r = named_src(x, strlen(x));
	return r && gsi_tab_src_gfx9_only(r->code);
}

/* sN, vN, ttmpN, s[a:b], v[a:b], ttmp[a:b].  Returns 1 if it is a
 * register, 0 if not, -1 if it is a malformed register (error reported). */
static int parse_reg(struct asm_state *st, const char *s, unsigned int col, struct opnd *o)
{
	unsigned int base, limit, lo, hi, plen;
	const char *p;
	char *end;

	if (s[0] == 'v' && (gsi_is_digit(s[1]) || s[1] == '[')) {
		base = GS_OPR_VGPR0, limit = 256, plen = 1;
	} else if (s[0] == 's' && (gsi_is_digit(s[1]) || s[1] == '[')) {
		base = 0, limit = 106, plen = 1;
	} else if (s[0] == 'a' && (gsi_is_digit(s[1]) || s[1] == '[')) {
		base = GS_OPR_VGPR0, limit = 256, plen = 1;
	} else if (s[0] == 't' && strncmp(s, "ttmp", 4) == 0 && (gsi_is_digit(s[4]) || s[4] == '[')) {
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

int gsi_asm_parse_operand(struct asm_state *st, const char *s, unsigned int col, struct opnd *o)
{
	return gsi_asm_parse_operand_n(st, s, strlen(s), col, o);
}

int gsi_asm_parse_operand_n(struct asm_state *st, const char *s, size_t n, unsigned int col, struct opnd *o)
{
	char buf[64];
	const char *x = s;   /* the operand without |bars|: s itself, or buf */
	int r;

	gsi_opnd_clear(o);
	o->col = col;
	{  /* gsi_copy without a second strlen */
		size_t k = n < sizeof(o->text) ? n : sizeof(o->text) - 1;

		memcpy(o->text, s, k);
		o->text[k] = 0;
	}
	if (n == 0) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "missing operand");
		return 0;
	}
	if (n >= sizeof(buf)) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "operand '%.20s...' too long", s);
		return 0;
	}
	/* |x| and -x modifiers (VOP3 sources). */
	if (s[0] == '-' && (s[1] == 'v' || s[1] == 's' || s[1] == '|' || named_src(s + 1, n - 1))) {
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
	if (gfx9_only_src(st, x)) {
		/* llvm-mc-22 disassembles them on gfx11+ but takes none */
		gsi_asm_error(st, col, GS_ERR_UNSUPPORTED, "src_%s register not available on this GPU",
			      x + (strncmp(x, "src_", 4) ? 0 : 4));
		return 0;
	}
	for (size_t i = 0; (x[0] == 'v' || x[0] == 'e' || x[0] == 'm' || x[0] == 'n' || x[0] == 's') &&
			   i < sizeof(specials) / sizeof(specials[0]); i++) {
		if (strcmp(x, specials[i].name) == 0) {
			if (specials[i].code == GS_OPR_NULL && st->target && st->target->gen == GS_GEN_GFX9) {
				/* gfx9 has no null register; llvm-mc-22 prints code 125 so, takes none */
				gsi_asm_error(st, col, GS_ERR_UNSUPPORTED, "'null' operand is not supported on this GPU");
				return 0;
			}
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
	if ((o->neg || o->abs) && named_src(x, strlen(x))) {
		o->kind = OPND_SYM;  /* the table layer takes it by name (tab_operand_asm.c) */
		gsi_copy(o->sym, sizeof(o->sym), x);
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
	if (gsi_is_ident(x)) {
		o->kind = OPND_SYM;
		gsi_copy(o->sym, sizeof(o->sym), x);
		return 1;
	}
bad:
	gsi_asm_error(st, col, GS_ERR_SYNTAX,
		  "invalid operand '%s', expected a register, a number or a label", o->text);
	return 0;
}

/*
 * lit()/lit64() under neg/abs modifiers, as llvm-mc-22 takes them:
 * -lit(x) is refused at the '-'; |lit(x)| and -|lit(x)| lose the lit() mark
 * and are |x| and -|x| (the VOP3 modifier bits, inline when x is), except
 * that where the e32 form is picked the modifiers fold into the value
 * (v_add_f32 v0, -|lit(1.0)|, v1 is v_add_f32_e32 v0, -1.0, v1).
 * mods gets rest with each such operand as |x|, fold with it as the folded
 * value (or "" when a value does not fold: integers under neg, or below 0),
 * both column for column like rest so later messages point right.
 * Returns -1 for a -lit(x) (the message in mods, its column in *errcol),
 * 0 with nothing to do, 1 with mods and fold.
 */
int gsi_asm_lit_mods(const char *mnem, const char *rest, unsigned int rcol, char *mods, char *fold, size_t size,
		     unsigned int *errcol)
{
	size_t n = strlen(rest);
	int depth = 0, any = 0, folds = 1;
	const char *op = rest;

	if (n >= size || !strstr(rest, "lit"))
		return 0;
	memcpy(mods, rest, n + 1);
	memcpy(fold, rest, n + 1);
	for (const char *p = rest;; p++) {
		if (*p && *p != ',') {
			if (*p == '(' || *p == '[')
				depth++;
			else if ((*p == ')' || *p == ']') && depth)
				depth--;
			continue;
		}
		if (*p == ',' && depth)
			continue;
		{
			/* one top-level operand [op, p) */
			const char *s = op, *l, *in, *e, *bar = NULL;
			int neg = 0, abs = 0, k;

			while (s < p && (*s == ' ' || *s == '\t'))
				s++;
			l = s;
			if (*l == '-') {
				neg = 1;
				l++;
			}
			if (*l == '|') {
				abs = 1;
				bar = l++;
			}
			k = !strncmp(l, "lit64(", 6) ? 6 : !strncmp(l, "lit(", 4) ? 4 : 0;
			if (k && neg && !abs) {
				/* (a 32-bit scalar operand takes the '-' as an expression's:
				 * llvm points at the parenthesis) */
				int expr = !strncmp(mnem, "s_", 2) && !strstr(mnem, "64");

				*errcol = rcol + (unsigned int)((expr ? l + k - 1 : s) - rest);
				snprintf(mods, size, "invalid operand '%.*s', expected lit() without a neg modifier (negate the value inside)",
					 (int)(p - s), s);
				return -1;
			}
			in = l + k;
			e = k && abs ? strchr(in, ')') : NULL;
			if (e && e < p && e[1] == '|') {
				size_t at = (size_t)(s - rest), vlen = (size_t)(e - in);
				size_t end = (size_t)(e + 2 - rest), v0 = (size_t)(in - rest);
				int64_t iv;
				int isint;
				char val[96];

				if (vlen >= sizeof(val) - 2)
					return 0;
				memcpy(val, in, vlen);
				val[vlen] = 0;
				/* mods: [-]|value| where the operand was (llvm points at
				 * its bar when the operand takes no modifier), then blanks */
				memset(mods + at, ' ', end - at);
				{
					size_t b = (size_t)(bar - rest);

					if (neg)
						mods[b - 1] = '-';
					mods[b] = '|';
					memcpy(mods + b + 1, val, vlen);
					mods[b + 1 + vlen] = '|';
				}
				/* fold: the value with its sign set by the modifiers */
				memset(fold + at, ' ', end - at);
				{
					const char *m = val;

					char num[96];

					while (*m == ' ')
						m++;
					snprintf(num, sizeof(num), "%s", m);
					num[strcspn(num, " \t")] = 0;
					isint = gsi_asm_parse_int(num, &iv);
					if (isint) {
						if ((iv < -16 || iv > 64) && strstr(mnem, "f64")) {
							/* llvm-mc-22 refuses a literal integer there, at the value */
							*errcol = rcol + (unsigned int)(m - val) + (unsigned int)v0;
							snprintf(mods, size,
								 "invalid operand '%.*s', expected an inline constant in |lit()| of a 64-bit float operand",
								 (int)(end - at), rest + at);
							return -1;
						}
						/* (a 64-bit operand keeps an integer's modifier bits) */
						if (neg || iv < 0 || strstr(mnem, "64"))
							folds = 0;
						memcpy(fold + v0, m, strlen(m));
					} else {
						if (*m == '-' || *m == '+')
							m++;
						if (neg)
							fold[v0 - 1] = '-';
						memcpy(fold + v0, m, strlen(m));
					}
				}
				any = 1;
			}
		}
		if (!*p)
			break;
		op = p + 1;
	}
	if (!any)
		return 0;
	if (!folds)
		fold[0] = 0;
	return 1;
}
