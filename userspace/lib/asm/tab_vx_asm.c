// SPDX-License-Identifier: MIT
/*
 * Table-driven assembly of VOP3P, VOP3PX2, VOPD, VINTERP and LDSDIR (see
 * asm/tab.h): the entry point and the helpers the family's assembler files
 * share (tab_vx_vop3p_asm.c, tab_vx_x2_asm.c, tab_vx_vopd_asm.c,
 * tab_vx_interp_asm.c): operand and modifier syntax, numbers as llvm-mc-22
 * encodes them per type.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "asm/tab_vx.h"
#include "isa/tab_valu.h"

int gsi_tab_asm_vx(struct gsi_tab_asm *a)
{
	const char *cls = a->rows[0].cls;

	if (gsi_streq(cls, "VOP3P"))
		return gsi_vx_asm_vop3p(a);
	if (gsi_streq(cls, "VOP3PX2"))
		return gsi_vx_asm_x2(a);
	if (!strncmp(cls, "VOPD", 4))
		return gsi_vx_asm_vopd(a);
	if (gsi_streq(cls, "VINTERP") || gsi_streq(cls, "LDSDIR"))
		return gsi_vx_asm_interp(a);
	return -1;
}

void gsi_vx_out(struct gsi_tab_asm *a, const uint32_t *w, unsigned int bytes)
{
	a->size = bytes;
	for (unsigned int i = 0; i < bytes && i < sizeof(a->out); i++)
		a->out[i] = (uint8_t)(w[i / 4] >> (8 * (i % 4)));
}

/* ---------------------------------------------------------------- numbers */

static const double inline_fl[] = { 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0 };

static uint32_t float_bits(double d, enum gsi_vx_type t)
{
	union { float f; uint32_t u; } x;

	if (t == GSI_VX_TF16 || t == GSI_VX_TMIX) {
		uint64_t v = 0;

		gsi_tab_float_bits(d, 16, &v);
		return (uint32_t)v;
	}
	x.f = (float)d;
	if (t == GSI_VX_TBF16 || t == GSI_VX_TMIXBF)
		return (x.u + 0x7fff + ((x.u >> 16) & 1)) >> 16;  /* round to nearest even */
	return x.u;
}

int gsi_vx_imm(const struct gsi_vx_opnd *o, enum gsi_vx_type t, unsigned int *code, uint32_t *lit)
{
	*lit = 0;
	if (o->o.kind == OPND_FLOAT) {
		if (o->lit)
			return 0;
		for (unsigned int i = 0; i < 8; i++)
			if (o->o.fval == inline_fl[i]) {
				*code = 240 + i;
				return 1;
			}
		if (fabs(o->o.fval - 0.15915494309189532) < 1e-8) {
			*code = 248;
			return 1;
		}
		*code = 255;
		*lit = float_bits(o->o.fval, t);
		return 1;
	}
	if (o->o.kind != OPND_INT)
		return 0;
	return gsi_vx_int_imm(o->o.ival, o->lit, t, code, lit);
}

/* --------------------------------------------------------------- parsing */

int gsi_vx_list(const char *val, unsigned int n, unsigned int *bits)
{
	const char *p = val;
	unsigned int i = 0, max = n < 4 ? 4 : n;  /* llvm takes [1] .. [1,0,0,0] for two sources */

	*bits = 0;
	if (*p++ != '[')
		return 0;
	for (;;) {
		while (*p == ' ')
			p++;
		if ((*p != '0' && *p != '1') || i >= max)
			return 0;
		*bits |= (unsigned int)(*p++ - '0') << i++;
		while (*p == ' ')
			p++;
		if (*p == ']')
			break;
		if (*p++ != ',')
			return 0;
	}
	*bits &= (1u << n) - 1;
	return p[1] == 0;
}

int gsi_vx_mod_int(struct gsi_tab_asm *a, const struct gsi_vx_mod *m, unsigned int max, unsigned int *v)
{
	int64_t x;

	if (!m->has_val || !gsi_asm_parse_int(m->val, &x) || x < 0 || x > (int64_t)max) {
		gsi_asm_error(a->st, m->col, GS_ERR_RANGE, "invalid value for %s in %s, expected %s:0..%u",
			      m->key, a->mnem, m->key, max);
		return 0;
	}
	*v = (unsigned int)x;
	return 1;
}

/* Strip "name(" ... ")" around s (in place); 1 when it was there. */
static int strip_call(char *s, const char *name)
{
	size_t n = strlen(name), len;  /* (name: a literal, folded) */

	if (s[0] != name[0] || strncmp(s, name, n) || s[n] != '(')
		return 0;  /* ([0]: per operand, most are no call) */
	len = strlen(s);
	if (len < n + 2 || s[len - 1] != ')')
		return 0;
	memmove(s, s + n + 1, len - n - 2);
	s[len - n - 2] = 0;
	return 1;
}

static int parse_src(struct gsi_tab_asm *a, char *s, unsigned int col, struct gsi_vx_opnd *x)
{
	size_t len;
	unsigned int code, width;

	gsi_vx_opnd_clear(x);  /* per operand: not its string buffers */
	x->col = col;
	gsi_copy(x->text, sizeof(x->text), s);
	if (strip_call(s, "neg")) {
		x->neg = 1;
	} else if (s[0] == '-' && !isdigit((unsigned char)s[1]) && s[1] != '.') {
		x->neg = 1;
		memmove(s, s + 1, strlen(s));
	}
	len = strlen(s);
	if (len >= 2 && s[0] == '|' && s[len - 1] == '|') {
		x->abs = 1;
		memmove(s, s + 1, len - 2);
		s[len - 2] = 0;
	} else if (strip_call(s, "abs")) {
		x->abs = 1;
	}
	if (strip_call(s, "lit"))
		x->lit = 1;
	if (!x->lit && gsi_tab_named_src(a->ctx, s, &code, &width)) {
		x->o.kind = OPND_REG;
		x->o.code = code;
		x->o.nregs = width ? width : 1;
		x->o.col = col;
		gsi_copy(x->o.text, sizeof(x->o.text), x->text);
		return 1;
	}
	if (!x->lit && gsi_streq(s, "src_lds_direct") && gsi_valu_src_special(a->ctx, s) >= 0) {
		x->o.kind = OPND_REG;  /* gfx11/gfx12 (not gfx1250) */
		x->o.code = (unsigned int)gsi_valu_src_special(a->ctx, s);
		x->o.nregs = 1;
		x->o.col = col;
		gsi_copy(x->o.text, sizeof(x->o.text), x->text);
		return 1;
	}
	if (!gsi_asm_parse_operand(a->st, s, col, &x->o))
		return 0;
	gsi_copy(x->o.text, sizeof(x->o.text), x->text);
	if (x->o.kind == OPND_REG) {
		int r;

		if (x->lit)
			goto bad;
		if (x->o.neg || x->o.abs) {
			x->neg |= x->o.neg;
			x->abs |= x->o.abs;
		}
		r = gsi_tab_src_code(a->ctx, &x->o);
		if (r < 0)
			goto bad;
		x->o.code = (unsigned int)r;
		return 1;
	}
	if (x->o.kind == OPND_INT || (x->o.kind == OPND_FLOAT && !x->lit))
		return 1;
	if (x->o.kind == OPND_SYM && !x->lit && !x->abs)
		return 1;  /* attr0.x, v1.l: the family decides */
bad:
	gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "invalid operand '%s' for %s", x->text, a->mnem);
	return 0;
}

/* Is the word at w the first after a comma (blanks skipped)? */
/* The words of the one splitter (tab_split.c) as operands (a word at a comma)
 * and trailing modifiers. */
int gsi_vx_split(struct gsi_tab_asm *a, const char *rest, unsigned int rcol, struct gsi_vx_ops *ops)
{
	struct gsi_words ws;

	ops->n = ops->nm = 0;
	gsi_split_words(rest, rcol, &ws);
	if (ws.overflow) {
		gsi_asm_error(a->st, rcol, GS_ERR_SYNTAX, "too many operands and modifiers for %s", a->mnem);
		return 0;
	}
	for (unsigned int i = 0; i < ws.n; i++) {
		const struct gsi_word *wd = &ws.w[i];
		unsigned int col = wd->col;
		char item[96];

		if (ws.empty && ws.empty < col) {
			gsi_asm_error(a->st, ws.empty, GS_ERR_SYNTAX, "missing operand for %s", a->mnem);
			return 0;
		}
		if (wd->len >= sizeof(item)) {
			gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "operand too long");
			return 0;
		}
		memcpy(item, wd->s, wd->len);
		item[wd->len] = 0;
		if (ops->nm == 0 && (ops->n == 0 || wd->item_start || wd->item_end)) {
			if (ops->n == 8) {
				gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "too many operands for %s", a->mnem);
				return 0;
			}
			if (!parse_src(a, item, col, &ops->o[ops->n]))
				return 0;
			ops->n++;
		} else {
			struct gsi_vx_mod *m;
			char *colon = strchr(item, ':');

			if (ops->nm == 16) {
				gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "too many modifiers for %s", a->mnem);
				return 0;
			}
			m = &ops->m[ops->nm++];
			memset(m, 0, sizeof(*m));
			m->col = col;
			if (colon) {
				*colon = 0;
				m->has_val = 1;
				gsi_copy(m->val, sizeof(m->val), colon + 1);
			}
			gsi_copy(m->key, sizeof(m->key), item);
		}
	}
	if (ws.empty) {
		gsi_asm_error(a->st, ws.empty, GS_ERR_SYNTAX, "missing operand for %s", a->mnem);
		return 0;
	}
	if (ws.trailing_comma) {
		gsi_asm_error(a->st, ws.trailing_comma, GS_ERR_SYNTAX, "missing operand after ','");
		return 0;
	}
	return 1;
}
