// SPDX-License-Identifier: MIT
/*
 * Table-driven assembly of the VALU classes (VOP1, VOP2, VOPC, VOP3, VOP3SD):
 * llvm's text -> struct vop -> the encoder of tab_valu.c.  Without a suffix
 * the e32 form is taken when the operands fit, as llvm-mc does.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab.h"
#include "isa/tab_valu.h"
#include "isa/gen_isa_tables.h"

/* The operand text with true16 halves (v1.l, v1.h) and lit(x) taken out. */
struct prep {
	const char *out;            /* the text to read: text, or the line's own when plain */
	int plain;                  /* nothing taken out: out is the line's text, no shifts */
	char text[512];
	uint8_t half[MAX_OPNDS];    /* 0: none, 1: .l, 2: .h */
	uint8_t lit[MAX_OPNDS];     /* written as lit(...) */
	uint8_t isbig[MAX_OPNDS];   /* a hex number wider than the parser takes */
	uint8_t neg[MAX_OPNDS], abs[MAX_OPNDS];  /* neg(x), |x|, -|x| around a constant */
	uint8_t sext[MAX_OPNDS];    /* SDWA sext(x) */
	uint8_t lit64[MAX_OPNDS];   /* written as lit64(...) (gfx1250) */
	uint64_t big[MAX_OPNDS];
	int colmap[512];            /* column shift at each position of text */
};

/* The characters prep_text looks at (the rest are copied): 1 where the
 * character itself may start something, 2 where the one after it may. */
static const unsigned char prep_char[256] = {
	[','] = 3, ['['] = 1, ['('] = 1, [']'] = 1, [')'] = 1, ['l'] = 1, ['0'] = 1, ['v'] = 1,
	[' '] = 2, [':'] = 2,
};

/*
 * Would prep_text leave the text as it is?  Everything it takes out starts
 * at a '(' (lit(, lit64(, neg(, sext(), a '|' or '-' (|x|, -|x|, -exec_lo), a
 * ':' before a capital (SDWA selects), a '.' before l or h (true16 halves)
 * or an 0x with more than 12 digits.  Most lines have none of them: one
 * look at each character instead of prep_text's walk.
 */
static const unsigned char plain_stop[256] = {
	['('] = 1, ['|'] = 1, ['-'] = 1, [':'] = 2, ['.'] = 3, ['x'] = 4, ['X'] = 4, [0] = 5,
};

static int plain_text(const char *rest, size_t *len)
{
	const char *s = rest;

	for (;; s++) {
		unsigned char k;
		size_t n = 0;

		while (!(k = plain_stop[(unsigned char)*s]))
			s++;
		if (k == 5)
			break;
		if (k == 1 || (k == 2 && isupper((unsigned char)s[1])) || (k == 3 && (s[1] == 'l' || s[1] == 'h')))
			return 0;
		if (k == 4 && s > rest && s[-1] == '0') {
			while (isxdigit((unsigned char)s[1 + n]))
				n++;
			if (n > 12)
				return 0;
		}
	}
	*len = (size_t)(s - rest);
	return 1;
}

static int prep_text(const char *rest, struct prep *p)
{
	size_t o = 0;
	unsigned int opi = 0, depth = 0, shift = 0;
	const char *s = rest;

	memset(p->half, 0, sizeof(p->half));
	memset(p->lit, 0, sizeof(p->lit));
	memset(p->isbig, 0, sizeof(p->isbig));
	memset(p->neg, 0, sizeof(p->neg));
	memset(p->abs, 0, sizeof(p->abs));
	memset(p->sext, 0, sizeof(p->sext));
	memset(p->lit64, 0, sizeof(p->lit64));
	p->plain = plain_text(rest, &o) && o + 1 < sizeof(p->text);  /* (a longer text: too long, below) */
	p->out = p->plain ? rest : p->text;
	if (p->plain)
		return 1;
	o = 0;
	while (*s) {
		/* most characters start nothing and follow nothing that matters */
		if (s > rest && !(prep_char[(unsigned char)*s] & 1) && !(prep_char[(unsigned char)s[-1]] & 2)) {
			do {
				if (o + 2 >= sizeof(p->text))
					return 0;
				p->colmap[o] = (int)shift;
				p->text[o++] = *s++;
			} while (*s && !(prep_char[(unsigned char)*s] & 1) && !(prep_char[(unsigned char)s[-1]] & 2));
			continue;
		}
		/* at the start of an operand: neg(c), |c|, -|c| with c not a register */
		if (opi < MAX_OPNDS && (s == rest || s[-1] == ',' || s[-1] == ' ') && !depth) {
			const char *q = s;
			int ng = 0, ab = 0;

			while (*q == ' ')
				q++;
			if (q[0] == 's' && !strncmp(q, "sext(", 5) && strchr(q, ')')) {  /* [0]: per operand */
				/* SDWA sext(x): keep x, drop the closing parenthesis */
				const char *e = strchr(q, ')');

				p->sext[opi] = 1;
				shift += (unsigned int)(q + 5 - s);
				s = q + 5;
				while (s < e && o + 2 < sizeof(p->text)) {
					p->colmap[o] = (int)shift;
					p->text[o++] = *s++;
				}
				s = e + 1;
				shift++;
				continue;
			}
			if (q[0] == 'n' && !strncmp(q, "neg(", 4))
				ng = 1, q += 4;
			else if (q[0] == '-' && isalpha((unsigned char)q[1]) && q[1] != 'v' && q[1] != 's') {
				/* -exec_lo, -vcc_lo, -m0, -ttmp1: the parser takes -v and -s only */
				p->neg[opi] = 1;
				shift += (unsigned int)(q + 1 - s);
				s = q + 1;
				continue;
			}
			else if (q[0] == '-' && q[1] == '|')
				ng = 1, ab = 1, q += 2;
			else if (q[0] == '|')
				ab = 1, q += 1;
			if ((ng || ab) && *q != 'v' && *q != 's' && *q != 't' && *q != 'a' && *q != 'e' &&
			    *q != 'm' && *q != 'n') {
				const char *e = strchr(q, ng && !ab ? ')' : '|');

				if (e) {
					p->neg[opi] = (uint8_t)ng;
					p->abs[opi] = (uint8_t)ab;
					shift += (unsigned int)(q - s);
					s = q;
					while (s < e && o + 2 < sizeof(p->text)) {
						p->colmap[o] = (int)shift;
						p->text[o++] = *s++;
					}
					s = e + 1;
					shift++;
					continue;
				}
			}
		}
		if (o + 2 >= sizeof(p->text))
			return 0;
		if (*s == ',' && !depth)
			opi++;
		if (*s == '[' || *s == '(')
			depth++;
		if ((*s == ']' || *s == ')') && depth)
			depth--;
		if (s[0] == 'l' && (!strncmp(s, "lit(", 4) || !strncmp(s, "lit64(", 6)) &&
		    (s == rest || !isalnum((unsigned char)s[-1]))) {  /* s[0]: no call per character */
			const char *e = strchr(s, ')');
			unsigned int kl = s[3] == '6' ? 6 : 4;

			if (e && opi < MAX_OPNDS) {
				p->lit[opi] = kl == 4;
				p->lit64[opi] = kl == 6;
				shift += kl;
				for (s += kl; s < e && o + 2 < sizeof(p->text); s++) {
					p->colmap[o] = (int)shift;
					p->text[o++] = *s;
				}
				s = e + 1;
				shift++;
				continue;
			}
		}
		if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X') && (s == rest || !isalnum((unsigned char)s[-1])) &&
		    opi < MAX_OPNDS) {
			const char *e = s + 2;

			while (isxdigit((unsigned char)*e))
				e++;
			if (e - s > 14 && e - s <= 18 && !isalnum((unsigned char)*e)) {
				p->isbig[opi] = 1;
				p->big[opi] = strtoull(s, NULL, 16);
				p->colmap[o] = (int)shift;
				p->text[o++] = '0';
				shift += (unsigned int)(e - s) - 1;
				s = e;
				continue;
			}
		}
		if (s > rest && s[-1] == ':' && isupper((unsigned char)*s)) {
			/* SDWA selects (dst_sel:WORD_1): 100 + their value */
			size_t n = 0;
			int v;
			char name[24];

			while (n + 1 < sizeof(name) && (isalnum((unsigned char)s[n]) || s[n] == '_'))
				name[n] = s[n], n++;
			name[n] = 0;
			v = gsi_valu_sdwa_sel(name);
			if (v < 0 && gsi_valu_sdwa_unused(name) >= 0)
				v = 10 + gsi_valu_sdwa_unused(name);  /* dst_unused: 110 + value */
			if (v >= 0 && o + 5 < sizeof(p->text)) {
				p->colmap[o] = (int)shift;
				o += (size_t)snprintf(p->text + o, 4, "%d", 100 + v);
				shift += (unsigned int)n - 3;
				s += n;
				continue;
			}
		}
		if (*s == 'v' && gsi_is_digit(s[1]) &&
		    (s == rest || !isalnum((unsigned char)s[-1]))) {
			const char *e = s + 1;

			while (gsi_is_digit(*e))
				e++;
			if (e[0] == '.' && (e[1] == 'l' || e[1] == 'h') && !isalnum((unsigned char)e[2]) &&
			    opi < MAX_OPNDS) {
				p->half[opi] = e[1] == 'h' ? 2 : 1;
				while (s < e) {
					p->colmap[o] = (int)shift;
					p->text[o++] = *s++;
				}
				s += 2;
				shift += 2;
				continue;
			}
		}
		p->colmap[o] = (int)shift;
		p->text[o++] = *s++;
	}
	p->colmap[o] = (int)shift;
	p->text[o] = 0;
	return 1;
}

/* ---------------------------------------------------------- one attempt */

struct try {
	struct gsi_tab_asm *a;
	const struct prep *pp;
	struct gsi_operands *ops;
	int report;         /* report errors (the last candidate) */
	int dpp3;           /* a VOP3 DPP form */
	int failed;
};

static unsigned int real_col(const struct try *t, unsigned int col)
{
	unsigned int rel = col >= t->a->rcol ? col - t->a->rcol : 0;

	if (t->pp->plain)
		return col;  /* no shifts */
	if (rel < sizeof(t->pp->colmap) / sizeof(t->pp->colmap[0]) && rel <= strlen(t->pp->text))
		return col + (unsigned int)t->pp->colmap[rel];
	return col;
}

static int fail(struct try *t, unsigned int col, enum gs_status st, const char *fmt, const char *a1,
		const char *a2)
{
	if (t->report && !t->failed) {
		unsigned int i = 0;

		/* an operand of the line: say which one, and of what */
		if (!strcmp(fmt, "invalid operand '%s', expected %s") && t->ops)
			while (i < t->ops->n && t->ops->o[i].text != a1)
				i++;
		if (t->ops && i < t->ops->n && !strcmp(fmt, "invalid operand '%s', expected %s"))
			gsi_asm_error(t->a->st, real_col(t, col), st, "invalid operand '%s' for operand %u of %s, expected %s",
				      a1, i + 1, t->a->mnem, a2);
		else
			gsi_asm_error(t->a->st, real_col(t, col), st, fmt, a1, a2);
	}
	t->failed = 1;
	return 0;
}

static const float inline_f[] = { 0.5f, -0.5f, 1.0f, -1.0f, 2.0f, -2.0f, 4.0f, -4.0f };

static uint32_t f32_bits(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static uint32_t f16_bits(double d)
{
	/* round to nearest even; values here are finite and in range */
	float f = (float)d;
	uint32_t u = f32_bits(f), s = (u >> 16) & 0x8000;
	int e = (int)((u >> 23) & 0xff) - 127 + 15;
	uint32_t m = u & 0x7fffff;

	if (e <= 0) {
		if (e < -10)
			return s;
		m |= 0x800000;
		{
			unsigned int sh = (unsigned int)(14 - e);
			uint32_t r = m >> sh, rem = m & ((1u << sh) - 1), half = 1u << (sh - 1);

			if (rem > half || (rem == half && (r & 1)))
				r++;
			return s | r;
		}
	}
	if (e >= 31)
		return s | 0x7c00;
	{
		uint32_t r = ((uint32_t)e << 10) | (m >> 13), rem = m & 0x1fff;

		if (rem > 0x1000 || (rem == 0x1000 && (r & 1)))
			r++;
		return s | r;
	}
}

/*
 * v_pk_fmac_f16's src0 (packed f16 in an e32 form) as llvm-mc-22 encodes
 * it: integers -16..64 inline; gfx9 takes an f16 inline constant's bits
 * (0x3800) or a float with such bits inline, else a literal (floats as f16
 * bits); gfx11/gfx12 inline only a pair of equal f16 inline halves
 * (0x38003800) and make every float a literal of its f16 bits.
 */
static int pk_fmac_const(struct try *t, struct vop *v, const struct opnd *o, unsigned int idx)
{
	int gfx9 = t->a->ctx->layout == GSI_LAYOUT_GFX9;
	uint32_t lit;

	if (o->kind == OPND_INT && o->ival >= -16 && o->ival <= 64) {
		v->code[idx] = o->ival >= 0 ? 128 + (uint32_t)o->ival : (uint32_t)(192 - o->ival);
		return 1;
	}
	if (o->kind == OPND_INT && (o->ival < -2147483648LL || o->ival > 0xffffffffLL))
		return fail(t, o->col, GS_ERR_RANGE, "literal '%s' out of range, expected %s", o->text, "a 32-bit value");
	lit = o->kind == OPND_FLOAT ? f16_bits(o->fval) : (uint32_t)o->ival;
	if (o->kind == OPND_INT && (int32_t)lit >= -16 && (int32_t)lit < 0) {
		v->code[idx] = (uint32_t)(192 + -(int32_t)lit);
		return 1;
	}
	for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++) {
		uint32_t h = gsi_inline_f16[i];

		if (gfx9 ? lit == h : o->kind == OPND_INT && lit == (h | h << 16)) {
			v->code[idx] = 240 + i;
			return 1;
		}
	}
	if (v->has_lit && v->lit != lit)
		return fail(t, o->col, GS_ERR_UNSUPPORTED, "second literal '%s', expected %s", o->text,
			    "at most one distinct literal per instruction");
	v->has_lit = 1;
	v->lit = lit;
	v->code[idx] = 255;
	return 1;
}

static int int64_float_ok(struct try *t, const struct opnd *o, unsigned int bits, int fp, int forced);

/* gfx12 VOPC e32: llvm-mc-22 takes true16 halves (v1.l, v1.h) of its 16-bit
 * VGPR sources, though its disassembler prints the fake16 form (v1, v129)
 * and the tables carry no half there. */
static int gfx12_vopc_half(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r,
			   const struct gs_isa_operand *ro, int v3)
{
	unsigned int bits;
	int fp;

	if (c->layout != GSI_LAYOUT_GFX12 || v3 || ro->h16 || !gsi_streq(r->cls, "VOPC") ||
	    ro->kind != GS_ISA_K_VGPR || gsi_valu_src_index(ro->field) < 0)
		return 0;
	gsi_valu_src_type(r, ro, &bits, &fp);
	return bits == 16;
}

/* A source operand -> code (and literal). */
static int src_code(struct try *t, struct vop *v, const struct opnd *o, const struct gs_isa_operand *ro,
		    unsigned int idx, int lit_ok, int forced_lit)
{
	const struct gsi_tab_ctx *c = t->a->ctx;
	unsigned int bits, width = ro->width ? ro->width : 1;
	int fp;
	uint32_t lit;

	gsi_valu_src_type(&v->row, ro, &bits, &fp);
	if (o->kind == OPND_REG) {
		int code;

		if (o->agpr != (ro->kind == GS_ISA_K_AGPR))
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    ro->kind == GS_ISA_K_AGPR ? "an AGPR" : "a VGPR, an SGPR or a constant");
		code = gsi_tab_src_code(c, o);
		/* null reads zero at any width (llvm-mc-22: v_mul_f64 v[0:1], null, v[2:3]) */
		if (code < 0 || (o->nregs != width && !(o->nregs == 1 && width == 1) &&
			      !(o->code == GS_OPR_NULL && c->layout != GSI_LAYOUT_GFX9)))
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    width == 2 ? "a 64-bit register pair or a constant"
					       : width > 2 ? "a register range of the operand's size"
							   : "a 32-bit register or a constant");
		if (width == 2 && !o->vgpr && (code & 1) && code < 128)
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    "an even-aligned SGPR pair");
		if (width >= 2 && o->vgpr && (code & 1) && gsi_valu_aligned(c)) {
			/* llvm-mc-22 reports an odd source tuple at the mnemonic
			 * ("vgpr tuples must be 64 bit aligned") */
			if (t->report && !t->failed)
				gsi_asm_error(t->a->st, t->a->mcol, GS_ERR_SYNTAX,
					      "invalid operand '%s' for %s, expected an even-aligned VGPR pair", o->text,
					      t->a->mnem);
			t->failed = 1;
			return 0;
		}
		v->code[idx] = (uint32_t)code;
		return 1;
	}
	if (o->kind == OPND_SYM && gsi_valu_src_special(c, o->sym) >= 0) {
		v->code[idx] = (uint32_t)gsi_valu_src_special(c, o->sym);
		return 1;
	}
	{
		/* gfx9 flat_scratch_lo, xnack_mask_hi, ... (tab_operand.c's names) */
		unsigned int nc, nw;

		if (o->kind == OPND_SYM && gsi_tab_named_src(c, o->sym, &nc, &nw) &&
		    (width == 1 ? nw <= 1 : nw == width || nw == 0)) {
			v->code[idx] = nc;
			return 1;
		}
	}
	if ((o->kind == OPND_INT || o->kind == OPND_FLOAT) && !forced_lit && gsi_streq(v->row.mnemonic, "v_pk_fmac_f16"))
		return pk_fmac_const(t, v, o, idx);
	if (o->kind == OPND_INT && bits == 16) {
		char what[96];

		if (o->ival < -32768 || o->ival > 65535) {
			snprintf(what, sizeof(what), "operand %u of %s", idx + 1, t->a->mnem);
			return fail(t, o->col, GS_ERR_RANGE, "immediate %s out of range for %s, expected a 16-bit value",
				    o->text, what);
		}
		if (!forced_lit && (int16_t)(o->ival & 0xffff) >= -16 && (int16_t)(o->ival & 0xffff) <= 64) {
			int16_t h = (int16_t)(o->ival & 0xffff);

			v->code[idx] = h >= 0 ? 128 + (uint32_t)h : (uint32_t)(192 - h);
			return 1;
		}
	}
	if (o->kind == OPND_INT && !forced_lit && strncmp(v->row.cls, "VOP3P", 5)) {
		/* an integer holding an inline constant's bits, as llvm-mc-22 encodes
		 * it: 0xfffffff0..0xffffffff (-16..-1) on a 32-bit source, an inline
		 * float's bits on a 32-bit or f16 one, the high half of an inline
		 * double on an f64 one (v_add_f16 v0.l, 0x3c00, v2.l is 1.0) */
		if (bits == 32 && o->ival >= 0xfffffff0LL && o->ival <= 0xffffffffLL) {
			v->code[idx] = (uint32_t)(192 - (int32_t)(uint32_t)o->ival);
			return 1;
		}
		for (unsigned int i = 0; o->ival >= 0 && o->ival <= 0xffffffffLL && i < GSI_NINLINE_FLOATS; i++)
			if ((bits == 32 && (uint64_t)o->ival == gsi_inline_f32[i]) ||
			    (bits == 16 && fp && (uint64_t)o->ival == gsi_inline_f16[i]) ||
			    (bits == 64 && fp && i < 8 && (uint64_t)o->ival << 32 == gsi_inline_f64[i])) {
				v->code[idx] = i < 8 ? 240 + i : 248;
				return 1;
			}
	}
	if (o->kind == OPND_INT && !forced_lit) {
		if (o->ival >= 0 && o->ival <= 64) {
			v->code[idx] = 128 + (uint32_t)o->ival;
			return 1;
		}
		if (o->ival >= -16 && o->ival < 0) {
			v->code[idx] = (uint32_t)(192 - o->ival);
			return 1;
		}
	}
	if (o->kind == OPND_FLOAT && !forced_lit) {
		for (unsigned int i = 0; i < 8; i++)
			if (o->fval == inline_f[i]) {
				v->code[idx] = 240 + i;
				return 1;
			}
		if (bits == 64 ? fabs(o->fval - 0.15915494309189532) < 1e-15
			       : (float)o->fval == (float)0.15915494309189532) {
			v->code[idx] = 248;
			return 1;
		}
	}
	if (o->kind == OPND_INT && bits == 16) {
		lit = (uint32_t)o->ival & 0xffff;
	} else if (o->kind == OPND_INT) {
		if (o->ival < -2147483648LL || o->ival > 0xffffffffLL)
			return fail(t, o->col, GS_ERR_RANGE, "literal '%s' out of range, expected %s", o->text,
				    "a 32-bit value");
		lit = (uint32_t)o->ival;
	} else if (o->kind == OPND_FLOAT) {
		if (!int64_float_ok(t, o, bits, fp, forced_lit))
			return 0;
		if (bits == 64) {
			double d = o->fval;
			uint64_t u;

			memcpy(&u, &d, 8);
			if (u & 0xffffffffu)  /* llvm-mc-22 warns and keeps the high half */
				gsi_asm_warn(t->a->st, o->col,
					     "literal '%s' is not exact as a 64-bit float's 32-bit literal, its low 32 bits are set to zero",
					     o->text);
			lit = (uint32_t)(u >> 32);
		} else if (bits == 16) {
			lit = f16_bits(o->fval);
		} else {
			lit = f32_bits((float)o->fval);
		}
	} else {
		return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
			    "a register or a constant");
	}
	if (!lit_ok)
		return fail(t, o->col, GS_ERR_UNSUPPORTED, "literal '%s' not allowed here, expected %s", o->text,
			    c->layout == GSI_LAYOUT_GFX9 ? "a register or an inline constant (no literal in VOP3 on gfx9)"
							 : "a register or an inline constant");
	if (v->has_lit && v->lit != lit)
		return fail(t, o->col, GS_ERR_UNSUPPORTED, "second literal '%s', expected %s", o->text,
			    "at most one distinct literal per instruction");
	v->has_lit = 1;
	v->lit = lit;
	v->code[idx] = 255;
	return 1;
}

/*
 * A floating-point constant for a 64-bit integer operand (v_mov_b64,
 * v_cmp_*_u64): llvm-mc-22 takes only the inline ones, and none inside lit()
 * or lit64(); 0 after the error, 1 when the operand may go on.
 */
static int int64_float_ok(struct try *t, const struct opnd *o, unsigned int bits, int fp, int forced)
{
	if (o->kind != OPND_FLOAT || bits != 64 || fp)
		return 1;
	if (!forced && (gsi_tab_inline_float_code(o->fval, 64) >= 0 || o->fval == 0.15915494309189532))
		return 1;
	return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
		    "an integer or an inline constant (0.5, 1.0, 2.0, 4.0, their negations, 0.15915494309189532) "
		    "for a 64-bit integer operand");
}

/*
 * gfx1250 lit(x) on a 64-bit source: llvm-mc-22 takes x as the 32-bit literal
 * it would be (integers truncated to 32 bits, an f64's high half) and encodes
 * it as a 64-bit literal (code 0xFE), the high dword zero.
 */
static int lit_in_lit64(struct try *t, struct vop *v, const struct opnd *o, unsigned int idx, unsigned int bits,
			int fp)
{
	uint32_t k;

	if (!int64_float_ok(t, o, bits, fp, 1))
		return 0;
	if (o->kind == OPND_FLOAT) {
		double d = o->fval;
		uint64_t u;

		memcpy(&u, &d, 8);
		k = (uint32_t)(u >> 32);
	} else {
		k = (uint32_t)(t->pp->isbig[idx] ? t->pp->big[idx] : (uint64_t)o->ival);
	}
	if (v->has_lit && (v->lit != k || !v->lit64 || v->lit_hi))
		return fail(t, o->col, GS_ERR_UNSUPPORTED, "second literal '%s', expected %s", o->text,
			    "at most one distinct literal per instruction");
	v->has_lit = v->lit64 = 1;
	v->lit = k;
	v->lit_hi = 0;
	v->code[idx] = GSI_VALU_LIT64;
	return 1;
}

/*
 * A number in a source that takes a 64-bit literal (gfx1250 e32 src0): 1 when
 * it became one (code 0xFE, two dwords), 0 after an error, -1 when the number
 * is an inline constant or a 32-bit literal as llvm-mc-22 encodes it: written
 * lit64(x), or a value no 32-bit literal holds (integers outside
 * 0..0x7fffffff, floats with a nonzero low half).
 */
static int lit64_src(struct try *t, struct vop *v, const struct opnd *o, const struct gs_isa_operand *ro,
		     unsigned int idx)
{
	unsigned int bits;
	int fp;
	uint64_t k;

	gsi_valu_src_type(&v->row, ro, &bits, &fp);
	if (!int64_float_ok(t, o, bits, fp, t->pp->lit64[idx]))
		return 0;
	if (o->kind == OPND_FLOAT) {
		double d = o->fval;

		memcpy(&k, &d, 8);
	} else if (o->kind == OPND_INT) {
		k = t->pp->isbig[idx] ? t->pp->big[idx] : (uint64_t)o->ival;
	} else {
		return -1;
	}
	if (!t->pp->lit64[idx]) {
		if (o->kind == OPND_FLOAT && (!fp || !(uint32_t)k || gsi_tab_inline_float_code(o->fval, 64) >= 0 ||
					      o->fval == 0.15915494309189532))
			return -1;  /* 1/(2*pi) too is inline (code 248) */
		if (o->kind == OPND_INT && !t->pp->isbig[idx] && o->ival >= -16 && o->ival <= 64)
			return -1;
		if (o->kind == OPND_INT && t->pp->isbig[idx] && k >= (uint64_t)-16) {
			v->code[idx] = (uint32_t)(192 - (int32_t)(uint32_t)k);  /* a wide spelling of -1..-16 */
			return 1;
		}
		if (o->kind == OPND_INT && fp && t->pp->isbig[idx] && k >= 0xffffffff80000000ull) {
			/* an f64 source takes a sign-extended 32-bit value as a 32-bit literal */
			if (v->has_lit && (v->lit != (uint32_t)k || v->lit64))
				return fail(t, o->col, GS_ERR_UNSUPPORTED, "second literal '%s', expected %s", o->text,
					    "at most one literal per instruction");
			v->has_lit = 1;
			v->lit = (uint32_t)k;
			v->code[idx] = 255;
			return 1;
		}
		if (o->kind == OPND_INT && fp && t->pp->isbig[idx] && !(uint32_t)k) {
			/* the high half is a 32-bit literal or an inline float */
			for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
				if (k == gsi_inline_f64[i]) {
					v->code[idx] = 240 + i;
					return 1;
				}
			if (v->has_lit && v->lit != (uint32_t)(k >> 32))
				return fail(t, o->col, GS_ERR_UNSUPPORTED, "second literal '%s', expected %s", o->text,
					    "at most one literal per instruction");
			v->has_lit = 1;
			v->lit = (uint32_t)(k >> 32);
			v->code[idx] = 255;
			return 1;
		}
		if (o->kind == OPND_INT && (fp ? !(k >> 32) : k <= 0x7fffffffu))
			return -1;
		if (o->kind == OPND_INT && fp && (int64_t)k < 0 && (int64_t)k >= INT32_MIN && !t->pp->isbig[idx])
			return -1;
	}
	if (v->has_lit)
		return fail(t, o->col, GS_ERR_UNSUPPORTED, "second literal '%s', expected %s", o->text,
			    "at most one literal per instruction");
	v->has_lit = v->lit64 = 1;
	v->lit = (uint32_t)k;
	v->lit_hi = (uint32_t)(k >> 32);
	v->code[idx] = GSI_VALU_LIT64;
	return 1;
}

/* A scalar destination (v_cmp e64, v_readlane, VOP3SD carry). */
static int sdst_code(struct try *t, struct vop *v, const struct opnd *o, unsigned int width, unsigned int idx)
{
	int code = o->kind == OPND_REG && !o->vgpr ? gsi_tab_src_code(t->a->ctx, o) : -1;

	/* null discards a lane mask of either width (llvm-mc-22: wave64 too) */
	if (code == GS_OPR_NULL && o->nregs == 1 && t->a->ctx->layout != GSI_LAYOUT_GFX9) {
		v->code[idx] = (uint32_t)code;
		return 1;
	}
	if (code < 0 || code >= 128 || o->nregs != width || (width == 2 && (code & 1)))
		return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
			    width == 2 ? "an SGPR pair (s[2n:2n+1], vcc)"
			    : o->nregs == 2 && t->a->ctx->layout != GSI_LAYOUT_GFX9
			    ? "an SGPR (sN, vcc_lo, null): a lane mask is 32 bits in wave32 (--wave64 selects wave64)"
			    : "an SGPR (sN, vcc_lo, null)");
	v->code[idx] = (uint32_t)code;
	return 1;
}

static int vgpr_code(struct try *t, struct vop *v, const struct opnd *o, unsigned int width, unsigned int idx,
		     int agpr)
{
	if (o->kind != OPND_REG || !o->vgpr || o->agpr != agpr || o->nregs != width)
		return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
			    width == 1 ? "a VGPR" : "a VGPR range of the operand's size");
	if (width >= 2 && (o->code & 1) && gsi_valu_aligned(t->a->ctx))
		return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
			    "an even-aligned VGPR pair");
	v->code[idx] = o->code;
	return 1;
}

static int parse_opsel(struct try *t, const struct modifier *m, const struct gs_isa_inst *r, unsigned int *out)
{
	unsigned int n, bits = 0, k = 0, nsrc;
	const char *p = m->macro;

	gsi_valu_opsel_list(r, 0, &n);
	if (t->dpp3 && !strncmp(r->mnemonic, "v_cmp", 5) && n == 3)
		n = 2;  /* the DPP form has no bit for the SGPR result */
	nsrc = 0;
	for (unsigned int i = 0; i < gsi_valu_nops(r); i++) {
		struct gs_isa_operand o;

		if (gsi_valu_op(r, i, &o) && gsi_valu_src_index(o.field) >= 0)
			nsrc++;
	}
	if (!strncmp(r->mnemonic, "v_fmac_", 7) || !strncmp(r->mnemonic, "v_mac_", 6))
		nsrc = 3;  /* the tied accumulator's bit */
	if (*p++ != '[')
		return fail(t, m->col, GS_ERR_SYNTAX, "invalid op_sel '%s', expected %s", m->macro, "[0,1,...]");
	while (*p && *p != ']') {
		while (*p == ' ')
			p++;
		if ((*p != '0' && *p != '1') || k >= 4)
			return fail(t, m->col, GS_ERR_SYNTAX, "invalid op_sel '%s', expected %s", m->macro,
				    "a list of 0 and 1");
		bits |= (unsigned int)(*p - '0') << k++;
		p++;
		while (*p == ' ')
			p++;
		if (*p == ',')
			p++;
	}
	if (gsi_valu_opsel_direct(r) && k >= 1) {
		*out = bits;  /* the OPSEL bits in order */
		return 1;
	}
	if (k != n)
		return fail(t, m->col, GS_ERR_SYNTAX, "invalid op_sel '%s', expected %s", m->macro,
			    "one bit per source and one for the destination");
	if (!strncmp(r->mnemonic, "v_permlane", 10))
		*out = bits;  /* [fi,bound_ctrl]: no destination bit */
	else
		*out = (bits & ((1u << nsrc) - 1)) | (n > nsrc ? ((bits >> nsrc) & 1) << 3 : 0);
	return 1;
}

static int try_row(struct try *t, const struct gs_isa_inst *r, struct vop *v)
{
	const struct gsi_tab_ctx *c = t->a->ctx;
	const struct gsi_operands *ops = t->ops;
	int v3 = gsi_valu_is_vop3(r);
	unsigned int opi = 0, explicit_opsel = 0;
	struct gsi_valu_ops spare;
	const struct gsi_valu_ops *ex = gsi_valu_ops_own(r, &spare);  /* r's operands */
	unsigned int lazy = 0;

	memset(v, 0, sizeof(*v));
	v->row = *r;
	v->fmt = gsi_valu_row_format(ex, c->layout, r);
	v->sd = gsi_streq(r->cls, "VOP3SD");
	if (!v->fmt)
		return fail(t, t->a->mcol, GS_ERR_UNSUPPORTED, "%s: %s", t->a->mnem, "no encoding on this target");
	unsigned int nops = ex->nops;

	if (ops->n != nops) {
		char want[48];

		snprintf(want, sizeof(want), "%u operands", nops);
		return fail(t, ops->n > nops ? ops->o[nops].col : t->a->mcol, GS_ERR_SYNTAX,
			    ops->n > nops ? "unexpected operand '%s', expected %s" : "%s: too few operands, expected %s",
			    ops->n > nops ? ops->o[nops].text : t->a->mnem, want);
	}
	for (unsigned int i = 0; i < nops; i++, opi++) {
		struct gs_isa_operand ro;
		const struct opnd *o = &ops->o[i];
		int mask, si, lit64_32 = 0, g12h, vonly;
		unsigned int width;
		const struct gsi_tab_field *fl;

		if (!i)
			lazy = gsi_valu_ops_lazy(r, ex);  /* (after the count check, as the facts always were) */
		if (!gsi_valu_operand_m(c, ex, lazy, i, &ro, &mask))
			return 0;
		width = ro.width ? ro.width : 1;
		si = ex->si[i];
		if ((o->neg || o->abs) && (si < 0 || !v3 || gsi_valu_no_fpmods(r, &ro, mask) ||
					   !(o->neg ? GSI_HAS_MOD(r, NEG) : GSI_HAS_MOD(r, ABS))))
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    v3 ? "no neg/abs modifier on this operand" : "no neg/abs in the e32 form");
		g12h = gfx12_vopc_half(c, r, &ro, v3);
		if (t->pp->half[i] && !((ro.h16 || g12h) && o->kind == OPND_REG && o->vgpr))
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    "a 32-bit VGPR here (no .l/.h half)");
		v->hi[i] = t->pp->half[i] == 2;
		if (o->neg)
			v->neg |= 1u << si;
		if (o->abs)
			v->abs |= 1u << si;
		if (ro.kind == GS_ISA_K_SPECIAL) {
			const char *want = ro.special ? ro.special : "";
			int code = o->kind == OPND_REG ? (int)o->code : -1;
			int ok = gsi_streq(want, "vcc_lo") ? code == GS_OPR_VCC_LO && o->nregs == 1
				 : gsi_streq(want, "vcc") ? code == GS_OPR_VCC_LO && o->nregs == 2
				 : !strcmp(o->text, want);

			if (!ok)
				return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected '%s'", o->text, want);
			continue;
		}
		if (ro.kind == GS_ISA_K_LITERAL && r->size == v->fmt->ndw * 4u + 8) {
			/* a 64-bit K (gfx1250 v_fmamk_f64) */
			uint64_t k = t->pp->isbig[i] ? t->pp->big[i] : (uint64_t)o->ival;

			if (o->kind != OPND_INT || !(k >> 32))
				return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
					    "a 64-bit hex constant with high bits set");
			v->has_lit = v->lit64 = 1;
			v->lit = (uint32_t)k;
			v->lit_hi = (uint32_t)(k >> 32);
			continue;
		}
		if (t->pp->lit[i] && (o->kind == OPND_INT || o->kind == OPND_FLOAT) && ro.kind != GS_ISA_K_LITERAL &&
		    (gsi_valu_lit64_ok(c, r, &ro) || gsi_valu_lit64_vop3(c, r, &ro))) {
			unsigned int b;
			int fp;

			gsi_valu_src_type(r, &ro, &b, &fp);
			if (!lit_in_lit64(t, v, o, i, b, fp))
				return 0;
			continue;
		}
		if (t->pp->lit64[i] && gsi_valu_lit64_vop3(c, r, &ro) &&
		    (o->kind == OPND_FLOAT || (o->kind == OPND_INT && (t->pp->isbig[i] ? t->pp->big[i] : (uint64_t)o->ival) >> 32 &&
						!(uint32_t)(t->pp->isbig[i] ? t->pp->big[i] : (uint64_t)o->ival)))) {
			/*
			 * gfx1250 VOP3 lit64() of a float, or of a wide integer with a zero
			 * low half on an f64 source: llvm-mc-22 keeps the high half only
			 */
			unsigned int b;
			int fp;
			double d = o->fval;
			uint64_t u;

			gsi_valu_src_type(r, &ro, &b, &fp);
			if (!int64_float_ok(t, o, b, fp, 1))
				return 0;
			if (o->kind == OPND_INT && !fp)
				return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
					    "a 32-bit value in lit64() on a VOP3 integer source");
			if (o->kind == OPND_INT)
				u = t->pp->isbig[i] ? t->pp->big[i] : (uint64_t)o->ival;
			else
				memcpy(&u, &d, 8);
			if ((uint32_t)u)
				gsi_asm_warn(t->a->st, o->col,
					     "literal '%s' has low 32 bits set, which the VOP3 64-bit literal drops (as llvm-mc-22 does)",
					     o->text);
			u &= ~(uint64_t)0xffffffffu;
			if (v->has_lit && (v->lit != (uint32_t)u || v->lit_hi != (uint32_t)(u >> 32) || !v->lit64))
				return fail(t, o->col, GS_ERR_UNSUPPORTED, "second literal '%s', expected %s", o->text,
					    "at most one distinct literal per instruction");
			v->has_lit = v->lit64 = 1;
			v->lit = (uint32_t)u;
			v->lit_hi = (uint32_t)(u >> 32);
			v->code[i] = GSI_VALU_LIT64;
			continue;
		}
		if (gsi_valu_lit64_ok(c, r, &ro) && ro.kind != GS_ISA_K_LITERAL) {
			int k = lit64_src(t, v, o, &ro, i);

			if (k == 0)
				return 0;
			if (k > 0)
				continue;
		}
		if (o->kind == OPND_INT && gsi_valu_lit64_vop3(c, r, &ro) && (t->pp->lit64[i] || t->pp->isbig[i])) {
			/*
			 * gfx1250 VOP3: lit64(x) for x below 2^32 or a sign-extended
			 * 32-bit value keeps all 64 bits (code 0xFE); a plain wide number
			 * is a 32-bit literal when one holds it (sign-extended, or an
			 * f64's high half) as llvm-mc-22 encodes it
			 */
			uint64_t k = t->pp->isbig[i] ? t->pp->big[i] : (uint64_t)o->ival;
			unsigned int b;
			int fp, sext = k >= 0xffffffff80000000ull;

			gsi_valu_src_type(r, &ro, &b, &fp);
			if (t->pp->lit64[i] && (k <= 0xffffffffu || sext)) {
				if (v->has_lit && (v->lit != (uint32_t)k || v->lit_hi != (uint32_t)(k >> 32) || !v->lit64))
					return fail(t, o->col, GS_ERR_UNSUPPORTED, "second literal '%s', expected %s",
						    o->text, "at most one distinct literal per instruction");
				v->has_lit = v->lit64 = 1;
				v->lit = (uint32_t)k;
				v->lit_hi = (uint32_t)(k >> 32);
				v->code[i] = GSI_VALU_LIT64;
				continue;
			}
			if (!t->pp->lit64[i] && (sext || (fp && !(uint32_t)k))) {
				uint32_t l = sext ? (uint32_t)k : (uint32_t)(k >> 32);

				if (sext && (int32_t)l >= -16) {
					v->code[i] = (uint32_t)(192 - (int32_t)l);  /* inline -1..-16 */
					continue;
				}
				if (v->has_lit && (v->lit != l || v->lit64))
					return fail(t, o->col, GS_ERR_UNSUPPORTED, "second literal '%s', expected %s",
						    o->text, "at most one distinct literal per instruction");
				v->has_lit = 1;
				v->lit = l;
				v->code[i] = 255;
				continue;
			}
		}
		if (t->pp->lit64[i] && !t->pp->isbig[i] && !c->gfx1250) {
			/*
			 * gfx11/gfx12 have no 64-bit literals: llvm-mc-22 refuses lit64()
			 * on a floating-point source (at the lit64), and takes it on an
			 * integer one as the 32-bit literal (an integer 32 bits hold, or
			 * a float's f32 bits on a 32-bit source).
			 */
			unsigned int b;
			int fp;

			gsi_valu_src_type(r, &ro, &b, &fp);
			if (b == 32 && (strstr(r->mnemonic, "_f64") || strstr(r->mnemonic, "ldexp")) &&
			    !strstr(r->mnemonic, "_cvt_") && si > 0)
				fp = 0;  /* an exponent, selector or class mask: i32 */
			if (fp) {
				if (t->report && !t->failed)
					gsi_asm_error(t->a->st, real_col(t, o->col) - 6, GS_ERR_UNSUPPORTED,
						      "lit64() on a floating-point source of %s on %s, expected lit() or a plain literal (64-bit literals: gfx1250)",
						      t->a->mnem, c->tname);
				t->failed = 1;
				return 0;
			}
			lit64_32 = (o->kind == OPND_INT && o->ival >= -2147483648LL && o->ival <= 0xffffffffLL) ||
				   (o->kind == OPND_FLOAT && b == 32);
		}
		if (t->pp->isbig[i] || (t->pp->lit64[i] && !lit64_32)) {
			char tx[96];

			/* the token as written (prep_text took the wide number and lit64() out) */
			if (t->pp->isbig[i])
				snprintf(tx, sizeof(tx), "%s0x%llx%s", t->pp->lit64[i] ? "lit64(" : "",
					 (unsigned long long)t->pp->big[i], t->pp->lit64[i] ? ")" : "");
			else
				snprintf(tx, sizeof(tx), "lit64(%.80s)", o->text);
			return fail(t, o->col, GS_ERR_RANGE, "literal '%s' out of range, expected %s", tx,
				    c->gfx1250 ? "a 32-bit value (64-bit ones: the e32 src0)"
									   : "a 32-bit value");
		}
		if (ro.kind == GS_ISA_K_LITERAL) {
			struct gs_isa_operand tmp = ro;

			tmp.width = 1;
			if (!src_code(t, v, o, &tmp, i, 1, 1))
				return 0;
			continue;
		}
		fl = ro.field[0] ? gsi_valu_ops_field(ex, c->layout, v->fmt, i) : NULL;
		if (!fl)
			return fail(t, o->col, GS_ERR_UNSUPPORTED, "operand '%s' %s", o->text,
				    "has no encoding field in gfxshim's formats");
		vonly = fl->src9 ? gsi_valu_lazy_vonly(lazy, i) : 0;
		if (vonly < 0 && o->kind == OPND_REG && o->vgpr)
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    "an SGPR, M0 or a constant");
		if (vonly > 0 && !(o->kind == OPND_REG && o->vgpr))
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    ro.kind == GS_ISA_K_AGPR ? "an AGPR" : "a VGPR");
		if (fl->src9) {
			if (!src_code(t, v, o, &ro, i, !v3 ? si == 0 : c->layout != GSI_LAYOUT_GFX9,
				      t->pp->lit[i] || lit64_32))
				return 0;
			if (mask && (o->kind != OPND_REG || o->vgpr) && o->kind != OPND_INT &&
			    !(o->kind == OPND_SYM && v->code[i] != 255))  /* src_scc, flat_scratch, ... */
				return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
					    "a lane mask (SGPR or vcc)");
		} else if (ro.kind == GS_ISA_K_VGPR || ro.kind == GS_ISA_K_AGPR) {
			if (!vgpr_code(t, v, o, width, i, ro.kind == GS_ISA_K_AGPR))
				return 0;
		} else if (!sdst_code(t, v, o, width, i)) {
			return 0;
		}
		if ((ro.h16 || gsi_valu_lo128(c, r, &ro)) && !v3 && v->code[i] >= 256 && v->code[i] - 256 >= 128)
			return fail(t, o->col, GS_ERR_RANGE, "register '%s' out of range, expected %s", o->text,
				    "v0..v127 in a 16-bit operand of the e32 form");
		if (v->code[i] >= 256 && v->code[i] - 256 + width > 256)
			return fail(t, o->col, GS_ERR_RANGE, "register range '%s' %s", o->text, "passes v255");
		if (g12h && t->pp->half[i]) {
			/* v1.l / v1.h: v1 / v129 of the encoding llvm's gfx12 disassembler prints */
			/* (the lo128 check above kept it below v128) */
			v->code[i] += t->pp->half[i] == 2 ? 128 : 0;
			v->hi[i] = 0;
		}
	}
	/* modifiers */
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct modifier *m = &ops->m[i];
		const char *k = m->key;

		if (!v3)
			return fail(t, m->col, GS_ERR_SYNTAX, "unexpected modifier '%s', expected %s", k,
				    "none in the e32 form");
		if (gsi_streq(k, "clamp") && !m->has_val && GSI_HAS_MOD(r, CLAMP)) {
			v->clamp = 1;
		} else if ((gsi_streq(k, "mul") || gsi_streq(k, "div")) && m->has_val && !m->macro[0] &&
			   GSI_HAS_MOD(r, OMOD)) {
			if (k[0] == 'm' && (m->val == 2 || m->val == 4))
				v->omod = m->val == 2 ? 1 : 2;
			else if (k[0] == 'd' && m->val == 2)
				v->omod = 3;
			else if (!(k[0] == 'm' && m->val == 1) && !(k[0] == 'd' && m->val == 1))
				return fail(t, m->col, GS_ERR_SYNTAX, "invalid output modifier '%s', expected %s", k,
					    "mul:2, mul:4 or div:2");
		} else if (gsi_streq(k, "byte_sel") && m->has_val && !m->macro[0] && gsi_valu_bytesel_row(r)) {
			if (m->val < 0 || m->val > 3)
				return fail(t, m->col, GS_ERR_RANGE, "invalid %s value, expected %s", k, "0..3");
			v->bytesel = (unsigned int)m->val;
		} else if (gsi_streq(k, "bitop3") && m->has_val && !m->macro[0] && GSI_HAS_MOD(r, BITOP3)) {
			if (m->val < 0 || m->val > 255)
				return fail(t, m->col, GS_ERR_RANGE, "invalid %s value, expected %s", k, "0..255");
			v->bitop3 = (unsigned int)m->val;
		} else if (gsi_streq(k, "op_sel") && m->macro[0] && gsi_valu_has_opsel(r)) {
			if (!parse_opsel(t, m, r, &explicit_opsel))
				return 0;
		} else {
			return fail(t, m->col, GS_ERR_SYNTAX, "unexpected modifier '%s' for %s, expected one of its "
				    "modifiers or none", k, t->a->mnem);
		}
	}
	/* true16 halves already set the op_sel bits they need */
	v->opsel = explicit_opsel;
	if (v3)
		for (unsigned int i = 0; i < nops && i < VOP_MAXOPS; i++) {
			const struct gs_isa_operand *ro = i < ex->n ? &ex->o[i] : NULL;

			if (ro && ro->h16 && ro->field[0] && v->code[i] >= 256) {
				int si = ex->si[i];
				unsigned int b = 1u << (si < 0 ? 3 : si);

				if (v->hi[i])
					v->opsel &= ~b;
				else if (v->opsel & b)
					return fail(t, ops->o[i].col, GS_ERR_SYNTAX,
						    "op_sel disagrees with '%s', expected %s", ops->o[i].text,
						    "the .h half the op_sel bit selects");
			}
		}
	{
		int bad = gsi_valu_bus_bad(c, v);

		if (bad >= 0)
			return fail(t, ops->o[bad].col, GS_ERR_UNSUPPORTED,
				    "operand '%s' violates the constant bus limit, expected %s", ops->o[bad].text,
				    c->layout == GSI_LAYOUT_GFX9 ? "at most one SGPR or literal per instruction on gfx9"
								 : "at most two SGPRs or literals per instruction");
	}
	if (c->layout != GSI_LAYOUT_GFX9 && (gsi_streq(r->mnemonic, "v_lshlrev_b64") ||
					     gsi_streq(r->mnemonic, "v_lshrrev_b64") || gsi_streq(r->mnemonic, "v_ashrrev_i64"))) {
		/* the 64-bit shifts read one scalar value at most (llvm-mc-22) */
		unsigned int nscal = 0;

		for (unsigned int i = 0; i < nops && i < VOP_MAXOPS; i++) {
			struct gs_isa_operand ro;

			if (!gsi_valu_op(r, i, &ro) || gsi_valu_src_index(ro.field) < 0)
				continue;
			/* gfx1250 takes a literal shift count beside an SGPR pair */
			if (v->code[i] == 255 && gsi_valu_src_index(ro.field) == 0 && gsi_streq(c->tname, "gfx1250"))
				continue;
			if (((v->code[i] < 128 && v->code[i] != GS_OPR_NULL) || v->code[i] == 255) && ++nscal > 1)
				return fail(t, ops->o[i].col, GS_ERR_UNSUPPORTED,
					    "invalid operand '%s' (violates constant bus restrictions), expected a VGPR "
					    "or an inline constant: %s reads one scalar value at most", ops->o[i].text,
					    r->mnemonic);
		}
	}
	return 1;
}

/* ------------------------------------------------------------------ DPP */

#define DPP_KEY(s) { s, sizeof(s) - 1 }
static const struct { const char *s; size_t len; } dpp_keys[] = {
	DPP_KEY("quad_perm"), DPP_KEY("row_shl"), DPP_KEY("row_shr"), DPP_KEY("row_ror"), DPP_KEY("row_mirror"),
	DPP_KEY("row_half_mirror"), DPP_KEY("row_share"), DPP_KEY("row_xmask"), DPP_KEY("wave_shl"),
	DPP_KEY("wave_rol"), DPP_KEY("wave_shr"), DPP_KEY("wave_ror"), DPP_KEY("row_bcast"), DPP_KEY("row_newbcast"),
	DPP_KEY("dpp8"), DPP_KEY("row_mask"), DPP_KEY("bank_mask"), DPP_KEY("bound_ctrl"), DPP_KEY("fi"),
};

static int is_dpp_key(const char *k)
{
	size_t n = strlen(k);

	/* per modifier: the length and last character first, one memcmp */
	for (unsigned int i = 0; i < sizeof(dpp_keys) / sizeof(*dpp_keys); i++)
		if (n == dpp_keys[i].len && k[n - 1] == dpp_keys[i].s[n - 1] && !memcmp(k, dpp_keys[i].s, n))
			return 1;
	return 0;
}

/* "[a,b,...]" -> n values below lim; 0 on a malformed list. */
static int parse_list(const char *s, unsigned int *out, unsigned int n, unsigned int lim)
{
	unsigned int k = 0;

	if (*s++ != '[')
		return 0;
	while (*s && *s != ']' && k < n) {
		while (*s == ' ')
			s++;
		if (*s < '0' || *s > '9' || (unsigned int)(*s - '0') >= lim)
			return 0;
		out[k++] = (unsigned int)(*s++ - '0');
		while (*s == ' ')
			s++;
		if (*s == ',')
			s++;
	}
	return k == n && *s == ']' && !s[1];
}

/* The DPP controls among the modifiers (removed from ops); 1 ok, 0 error reported. */
/* A modifier's value as written (its macro text, else the number): built
 * only where it is read, not for every modifier. */
/* The modifier's value as written: its macro text, or the number ("%lld",
 * without snprintf: every DPP control's value goes through here) */
static const char *mod_text(const struct modifier *m, char *val, size_t size)
{
	char d[24];
	size_t n = 0, k = 0;
	uint64_t u = m->val < 0 ? 0 - (uint64_t)m->val : (uint64_t)m->val;

	if (m->macro[0]) {
		gsi_copy(val, size, m->macro);
		return val;
	}
	do
		d[n++] = (char)('0' + u % 10);
	while ((u /= 10) && n < sizeof(d));
	if (m->val < 0 && k + 1 < size)
		val[k++] = '-';
	while (n && k + 1 < size)
		val[k++] = d[--n];
	val[k] = 0;
	return val;
}

static int take_dpp(struct try *t, struct gsi_operands *ops, struct gsi_valu_dpp *p, int *dpp8)
{
	const struct gsi_tab_ctx *c = t->a->ctx;
	unsigned int keep = 0, have_ctrl = 0;

	memset(p, 0, sizeof(*p));
	p->row = p->bank = 15;
	*dpp8 = 0;
	for (unsigned int i = 0; i < ops->nm; i++) {
		struct modifier *m = &ops->m[i];
		char val[32];

		if (!is_dpp_key(m->key)) {
			ops->m[keep++] = *m;
			continue;
		}
		if (gsi_streq(m->key, "dpp8")) {
			if (!parse_list(m->macro, p->sel, 8, 8))
				return fail(t, m->col, GS_ERR_SYNTAX, "invalid %s '%s', expected eight lane numbers 0..7",
					    "dpp8", mod_text(m, val, sizeof(val)));
			*dpp8 = 1;
			have_ctrl++;
		} else if (gsi_streq(m->key, "quad_perm")) {
			unsigned int q[4];

			if (!parse_list(m->macro, q, 4, 4))
				return fail(t, m->col, GS_ERR_SYNTAX, "invalid %s '%s', expected four lane numbers 0..3",
					    "quad_perm", mod_text(m, val, sizeof(val)));
			p->ctrl = q[0] | q[1] << 2 | q[2] << 4 | q[3] << 6;
			have_ctrl++;
		} else if (gsi_streq(m->key, "row_mask") || gsi_streq(m->key, "bank_mask")) {
			if (!m->has_val || m->macro[0] || m->val < 0 || m->val > 15)
				return fail(t, m->col, GS_ERR_RANGE, "invalid %s value '%s', expected 0..15", m->key,
					    mod_text(m, val, sizeof(val)));
			*(m->key[0] == 'r' ? &p->row : &p->bank) = (unsigned int)m->val;
		} else if (gsi_streq(m->key, "bound_ctrl") || gsi_streq(m->key, "fi")) {
			if (!m->has_val || m->macro[0] || m->val < 0 || m->val > 1)
				return fail(t, m->col, GS_ERR_RANGE, "invalid %s value '%s', expected 0 or 1", m->key,
					    mod_text(m, val, sizeof(val)));
			if (m->key[0] == 'f')
				p->fi = (unsigned int)m->val;
			else  /* gfx9 sets the bit for bound_ctrl:0 as well */
				p->bc = m->val || c->layout == GSI_LAYOUT_GFX9;
		} else {
			int ctrl = gsi_valu_dpp_ctrl(c, m->key, m->has_val ? mod_text(m, val, sizeof(val)) : NULL);

			if (ctrl < 0)
				return fail(t, m->col, GS_ERR_SYNTAX, "invalid DPP control '%s', expected %s", m->key,
					    c->layout == GSI_LAYOUT_GFX9 ? "quad_perm, row_shl/shr/ror:1..15, row_mirror, "
					    "row_half_mirror, wave_*:1, row_bcast:15/31"
					    : "quad_perm, row_shl/shr/ror:1..15, row_mirror, row_half_mirror, "
					    "row_share/row_xmask:0..15");
			p->ctrl = (unsigned int)ctrl;
			have_ctrl++;
		}
	}
	ops->nm = keep;
	if (have_ctrl > 1)
		return fail(t, t->a->rcol, GS_ERR_SYNTAX, "%s: %s", t->a->mnem, "more than one DPP control");
	if (!have_ctrl)
		p->ctrl = 0xe4;  /* quad_perm:[0,1,2,3] */
	if (*dpp8 && (p->bc || p->row != 15 || p->bank != 15))
		return fail(t, t->a->rcol, GS_ERR_SYNTAX, "%s: %s", t->a->mnem,
			    "dpp8 takes no row_mask, bank_mask or bound_ctrl");
	if (*dpp8 && c->layout == GSI_LAYOUT_GFX9)
		return fail(t, t->a->rcol, GS_ERR_UNSUPPORTED, "%s: %s", t->a->mnem, "no dpp8 on gfx9");
	return 1;
}

/* The operands and modifiers in use, copied (not the arrays' 4 KiB: a form's
 * own reading of them, per DPP or SDWA line); the rest are never read. */
static void copy_ops(struct gsi_operands *dst, const struct gsi_operands *src)
{
	dst->n = src->n;
	dst->nm = src->nm;
	memcpy(dst->o, src->o, src->n * sizeof(src->o[0]));
	memcpy(dst->m, src->m, src->nm * sizeof(src->m[0]));
}

static int try_dpp(struct try *t, const struct gs_isa_inst *r, struct vop *v, uint32_t *w)
{
	const struct gsi_tab_ctx *c = t->a->ctx;
	struct gsi_operands ops, *saved = t->ops;
	struct gsi_valu_dpp p;
	unsigned int neg = 0, abs = 0, marker;
	int dpp8, ok;

	copy_ops(&ops, saved);
	if (!take_dpp(t, &ops, &p, &dpp8))
		return 0;
	if (!gsi_valu_dpp_ok(c, r, dpp8))
		return fail(t, t->a->mcol, GS_ERR_UNSUPPORTED, "%s: %s", t->a->mnem,
			    dpp8 ? "no dpp8 form of this instruction" : "no DPP form of this instruction");
	if (gsi_valu_dpp_wide(c, r) && (p.ctrl & ~15u) != 0x150)
		return fail(t, t->a->rcol, GS_ERR_UNSUPPORTED, "%s: %s", t->a->mnem,
			    "64-bit operands take row_newbcast only");
	for (unsigned int i = 0; i < ops.n && i < VOP_MAXOPS; i++) {
		struct gs_isa_operand ro;
		int si;

		if (!(ops.o[i].neg || ops.o[i].abs))
			continue;
		si = gsi_valu_op(r, i, &ro) ? gsi_valu_src_index(ro.field) : -1;
		if (si < 0 || si > 1 || dpp8 || !gsi_valu_dpp_srcmods(c, r, ops.o[i].neg ? "neg" : "abs") ||
		    (gsi_valu_no_fpmods(r, &ro, 0) && !strstr(r->mnemonic, "_class_f16")))
			return fail(t, ops.o[i].col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", ops.o[i].text,
				    "no neg/abs on this operand");
		neg |= (unsigned int)ops.o[i].neg << si;
		abs |= (unsigned int)ops.o[i].abs << si;
		ops.o[i].neg = ops.o[i].abs = 0;
	}
	t->ops = &ops;
	ok = try_row(t, r, v);
	t->ops = saved;
	if (!ok || t->failed)
		return 0;
	p.src0_op = 0;
	for (unsigned int i = 0; i < gsi_valu_nops(r); i++) {
		struct gs_isa_operand ro;

		if (gsi_valu_op(r, i, &ro) && gsi_streq(ro.field, "src0"))
			p.src0_op = i;
	}
	if (v->code[p.src0_op] < 256)
		return fail(t, ops.o[p.src0_op].col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s",
			    ops.o[p.src0_op].text, "a VGPR (the DPP source)");
	v->neg = neg;
	v->abs = abs;
	{
		struct vop e = *v;

		marker = dpp8 ? (p.fi ? 0xEA : 0xE9) : 0xFA;
		e.code[p.src0_op] = marker;
		e.hi[p.src0_op] = 0;
		e.neg = e.abs = 0;
		gsi_valu_encode(c, &e, w);
	}
	w[1] = gsi_valu_dpp_word(c, v, v->code[p.src0_op], dpp8, &p);
	return 1;
}

/* VOP3 DPP (_e64_dpp, gfx11+): the VOP3 row with src0 in a DPP dword. */
static int try_vop3_dpp(struct try *t, const struct gs_isa_inst *r, struct vop *v, uint32_t *w)
{
	const struct gsi_tab_ctx *c = t->a->ctx;
	struct gsi_operands ops, *saved = t->ops;
	struct gsi_valu_dpp p;
	int dpp8, ok, i0;

	copy_ops(&ops, saved);
	if (!take_dpp(t, &ops, &p, &dpp8))
		return 0;
	if (c->layout == GSI_LAYOUT_GFX9 || !(dpp8 ? GSI_HAS_MOD(r, DPP8) : GSI_HAS_MOD(r, DPP)))
		return fail(t, t->a->mcol, GS_ERR_UNSUPPORTED, "%s: %s", t->a->mnem,
			    dpp8 ? "no dpp8 form of this instruction" : "no DPP form of this instruction");
	t->ops = &ops;
	ok = try_row(t, r, v);
	t->ops = saved;
	if (!ok || t->failed)
		return 0;
	i0 = gsi_valu_op_index(r, "src0");
	if (i0 < 0 || v->code[i0] < 256)
		return fail(t, i0 < 0 ? t->a->rcol : ops.o[i0].col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s",
			    i0 < 0 ? t->a->mnem : ops.o[i0].text, "a VGPR (the DPP source)");
	if (v->has_lit)
		return fail(t, t->a->rcol, GS_ERR_UNSUPPORTED, "%s: %s", t->a->mnem, "no literal in a DPP form");
	{
		/* gfx1100-gfx1103 read src1 of a VOP3 DPP form from a VGPR only
		 * (gfx1150+ also take an SGPR or an inline constant: llvm-mc-22) */
		int i1 = gsi_valu_op_index(r, "src1");

		if (i1 >= 0 && v->code[i1] < 256 && !strncmp(c->tname, "gfx110", 6))
			return fail(t, ops.o[i1].col, GS_ERR_UNSUPPORTED,
				    "invalid operand '%s' for %s, expected a VGPR (gfx1100-gfx1103 read no SGPR or "
				    "constant as src1 of a DPP form)", ops.o[i1].text, t->a->mnem);
	}
	p.src0_op = (unsigned int)i0;
	{
		struct vop e = *v, x = *v;

		e.code[i0] = dpp8 ? (p.fi ? 0xEA : 0xE9) : 0xFA;
		e.hi[i0] = 0;
		if (v->hi[i0])
			e.opsel |= 1;
		gsi_valu_encode(c, &e, w);
		x.neg = x.abs = 0;
		x.hi[i0] = 0;
		w[2] = gsi_valu_dpp_word(c, &x, v->code[i0], dpp8, &p);
	}
	return 1;
}

/* ----------------------------------------------------------------- SDWA */

/* The SDWA controls and clamp/omod among the modifiers (removed from ops). */
static int take_sdwa(struct try *t, struct gsi_operands *ops, const struct gs_isa_inst *r, struct vop *v,
		     struct gsi_valu_sdwa *s)
{
	unsigned int keep = 0;
	int vopc = gsi_streq(r->cls, "VOPC"), vop1 = gsi_streq(r->cls, "VOP1");

	int no_dst = gsi_valu_sdwa_no_dst(r);

	memset(s, 0, sizeof(*s));
	s->dst_sel = s->src0_sel = s->src1_sel = 6;
	s->dst_unused = no_dst ? 0 : 2;
	for (unsigned int i = 0; i < ops->nm; i++) {
		struct modifier *m = &ops->m[i];
		const char *k = m->key;
		int sel = m->has_val && !m->macro[0] && m->val >= 100 && m->val <= 106 ? (int)m->val - 100 : -1;
		char val[24];

		if (m->macro[0])
			snprintf(val, sizeof(val), "%s", m->macro);
		else
			snprintf(val, sizeof(val), "%lld", (long long)m->val);

		if (gsi_streq(k, "clamp") && !m->has_val && !vopc) {
			v->clamp = 1;
		} else if ((gsi_streq(k, "mul") || gsi_streq(k, "div")) && m->has_val && !m->macro[0] && !vopc &&
			   gsi_valu_dpp_srcmods(t->a->ctx, r, "omod") && gsi_valu_sdwa_fpresult(r)) {
			if (k[0] == 'm' && (m->val == 2 || m->val == 4))
				v->omod = m->val == 2 ? 1 : 2;
			else if (k[0] == 'd' && m->val == 2)
				v->omod = 3;
			else if (!(m->val == 1))
				return fail(t, m->col, GS_ERR_SYNTAX, "invalid output modifier '%s', expected %s", k,
					    "mul:2, mul:4 or div:2");
		} else if ((gsi_streq(k, "dst_sel") || gsi_streq(k, "dst_unused")) && no_dst) {
			return fail(t, m->col, GS_ERR_SYNTAX, "not a valid operand: %s has no %s", r->mnemonic, k);
		} else if (gsi_streq(k, "dst_sel") && !vopc) {
			if (sel < 0)
				return fail(t, m->col, GS_ERR_SYNTAX, "invalid select '%s:%s', expected "
					    "BYTE_0..BYTE_3, WORD_0, WORD_1 or DWORD", k, val);
			s->dst_sel = (unsigned int)sel;
		} else if (gsi_streq(k, "dst_unused") && !vopc) {
			int u = m->has_val && !m->macro[0] && m->val >= 110 && m->val <= 112 ? (int)m->val - 110 : -1;

			if (u < 0)
				return fail(t, m->col, GS_ERR_SYNTAX, "invalid '%s:%s', expected "
					    "UNUSED_PAD, UNUSED_SEXT or UNUSED_PRESERVE", k, val);
			s->dst_unused = (unsigned int)u;
		} else if (gsi_streq(k, "src0_sel") || (gsi_streq(k, "src1_sel") && !vop1)) {
			if (sel < 0)
				return fail(t, m->col, GS_ERR_SYNTAX, "invalid select '%s:%s', expected "
					    "BYTE_0..BYTE_3, WORD_0, WORD_1 or DWORD", k, val);
			*(k[3] == '0' ? &s->src0_sel : &s->src1_sel) = (unsigned int)sel;
		} else {
			ops->m[keep++] = *m;
		}
	}
	ops->nm = keep;
	return 1;
}

/* A source SDWA takes from a scalar field (S0/S1): SGPR, named register, inline constant. */
static int sdwa_scalar(struct try *t, struct vop *v, const struct opnd *o, const struct gs_isa_inst *r,
		       unsigned int idx, const char *field)
{
	struct gs_isa_operand ro;

	memset(&ro, 0, sizeof(ro));
	ro.kind = GS_ISA_K_VGPR;
	ro.width = 1;
	ro.field = field;
	ro.special = "";
	if (!src_code(t, v, o, &ro, idx, 0, 0))
		return 0;
	if (v->code[idx] >= 256 || v->code[idx] == 255 || v->code[idx] == 125)
		return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
			    "a VGPR, an SGPR or an inline constant");
	(void)r;
	return 1;
}

static int try_sdwa(struct try *t, const struct gs_isa_inst *r, struct vop *v, uint32_t *w)
{
	const struct gsi_tab_ctx *c = t->a->ctx;
	struct gsi_operands ops, *saved = t->ops;
	struct gsi_valu_sdwa sd;
	struct opnd scal[2];
	unsigned int neg = 0, abs = 0, sext = 0, clamp = 0, omod = 0, src0, src1 = 256;
	int vopc = gsi_streq(r->cls, "VOPC"), i0, i1, ok, isscal[2] = { 0, 0 };
	struct vop tmp;

	if (c->layout != GSI_LAYOUT_GFX9 || !GSI_HAS_MOD(r, SDWA))
		return fail(t, t->a->mcol, GS_ERR_UNSUPPORTED, "%s: %s", t->a->mnem, "no SDWA form of this instruction");
	copy_ops(&ops, saved);
	memset(&tmp, 0, sizeof(tmp));
	tmp.row = *r;
	if (!take_sdwa(t, &ops, r, &tmp, &sd))
		return 0;
	clamp = tmp.clamp;
	omod = tmp.omod;
	i0 = gsi_valu_op_index(r, "src0");
	i1 = gsi_valu_op_index(r, "vsrc1");
	if (i0 < 0)
		return fail(t, t->a->mcol, GS_ERR_UNSUPPORTED, "%s: %s", t->a->mnem, "no SDWA form of this instruction");
	if (vopc && ops.n > 0) {
		/* the destination: vcc (SD clear) or an SGPR pair */
		const struct opnd *o = &ops.o[0];
		int code = o->kind == OPND_REG && !o->vgpr ? gsi_tab_src_code(c, o) : -1;

		if (code < 0 || o->nregs != 2 || (code & 1) || !gsi_tab_src_valid(c, (unsigned int)code, 2))
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    "vcc or an SGPR pair");
		if (code != GS_OPR_VCC_LO) {
			sd.sd = 1;
			sd.sdst = (unsigned int)code;
		}
		ops.o[0].code = GS_OPR_VCC_LO;
	}
	for (unsigned int i = 0; i < ops.n && i < VOP_MAXOPS; i++) {
		int si = (int)i == i0 ? 0 : (int)i == i1 ? 1 : -1;
		struct opnd *o = &ops.o[i];

		if ((o->neg || o->abs || t->pp->sext[i]) && si < 0)
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    "no modifier on this operand");
		if (si < 0)
			continue;
		if (t->pp->sext[i] && !gsi_valu_sdwa_intmods(r, (unsigned int)si))
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    "neg/abs, not sext, on a floating-point source");
		if ((o->neg || o->abs) && (gsi_valu_sdwa_intmods(r, (unsigned int)si) ||
					   !gsi_valu_dpp_srcmods(c, r, o->neg ? "neg" : "abs")))
			return fail(t, o->col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", o->text,
				    "sext, not neg/abs, on an integer source");
		neg |= (unsigned int)o->neg << si;
		abs |= (unsigned int)o->abs << si;
		sext |= (unsigned int)t->pp->sext[i] << si;
		o->neg = o->abs = 0;
		if (!(o->kind == OPND_REG && o->vgpr && !o->agpr)) {
			/* a scalar source: the e32 row sees v0 in its place */
			scal[si] = *o;
			isscal[si] = 1;
			memset(o, 0, sizeof(*o));
			o->kind = OPND_REG;
			o->code = 256;
			o->nregs = 1;
			o->vgpr = 1;
			o->col = scal[si].col;
			gsi_copy(o->text, sizeof(o->text), "v0");
		}
	}
	t->ops = &ops;
	ok = try_row(t, r, v);
	t->ops = saved;
	if (!ok || t->failed)
		return 0;
	if (isscal[0] && !sdwa_scalar(t, v, &scal[0], r, (unsigned int)i0, "src0"))
		return 0;
	if (isscal[1] && (i1 < 0 || !sdwa_scalar(t, v, &scal[1], r, (unsigned int)i1, "src1")))
		return 0;
	if ((isscal[0] || isscal[1]) &&
	    gsi_valu_sdwa_bus_bad(r, v->code[i0], i1 >= 0 ? v->code[i1] : 256))
		return fail(t, scal[isscal[1]].col, GS_ERR_UNSUPPORTED,
			    "operand '%s' violates the constant bus limit, expected %s", scal[isscal[1]].text,
			    "at most one SGPR per instruction on gfx9");
	src0 = v->code[i0];
	if (i1 >= 0)
		src1 = v->code[i1];
	for (int si = 0; si < 2; si++)
		if (isscal[si] && gsi_valu_sdwa_const_bad(r, (unsigned int)si, v->code[si ? i1 : i0]))
			return fail(t, scal[si].col, GS_ERR_SYNTAX, "invalid operand '%s', expected %s", scal[si].text,
				    "an integer source (no 1/(2*pi) constant)");
	v->neg = neg;
	v->abs = abs;
	v->sext = sext;
	v->clamp = clamp;
	v->omod = omod;
	sd.sext = sext;
	{
		struct vop e = *v;

		e.code[i0] = 0xF9;
		if (i1 >= 0)
			e.code[i1] = 256 + (src1 & 0xff);
		e.neg = e.abs = e.clamp = e.omod = 0;
		gsi_valu_encode(c, &e, w);
	}
	w[1] = gsi_valu_sdwa_word(v, src0, src1, &sd);
	return 1;
}

static int has_dpp_mod(const struct gsi_operands *ops)
{
	for (unsigned int i = 0; i < ops->nm; i++)
		if (is_dpp_key(ops->m[i].key))
			return 1;
	return 0;
}

/* ------------------------------------------------------------- entry */

static int is_valu_cls(unsigned int cls)
{
	return cls == GS_ISA_GEN_VOP1 || cls == GS_ISA_GEN_VOP2 || cls == GS_ISA_GEN_VOPC || cls == GS_ISA_GEN_VOP3 ||
	       cls == GS_ISA_GEN_VOP3SD;
}

/* The operands a VALU encoding was built from, as the re-decode check compares them. */
static void keep_vop(struct gsi_tab_asm *a, const struct vop *v)
{
	struct asm_built_vop *b = &a->vop;
	unsigned int n = gsi_valu_nops(&v->row);

	_Static_assert(VOP_MAXOPS == sizeof(b->code) / sizeof(b->code[0]), "asm_built_vop holds a vop's operands");
	b->set = 1;
	b->nops = n < VOP_MAXOPS ? n : VOP_MAXOPS;
	memcpy(b->code, v->code, sizeof(b->code));
	memcpy(b->hi, v->hi, sizeof(b->hi));
	b->neg = v->neg;
	b->abs = v->abs;
	b->clamp = v->clamp;
	b->omod = v->omod;
	b->has_lit = v->has_lit;
	b->lit = v->lit;
}

int gsi_tab_asm_valu(struct gsi_tab_asm *a)
{
	struct prep pp;
	struct gsi_operands ops;
	const struct gs_isa_inst *cand[16];
	unsigned int nc = 0;
	struct try t;
	struct vop v;
	uint32_t w[6];
	int want3 = gsi_streq(a->suffix, "_e64") ? 1 : gsi_streq(a->suffix, "_e32") ? 0 : -1;

	int dpp = gsi_streq(a->suffix, "_dpp"), sdwa = gsi_streq(a->suffix, "_sdwa");
	int dpp3 = gsi_streq(a->suffix, "_e64_dpp");

	if (dpp3)
		want3 = 1;
	/* e32 candidates first, then VOP3 */
	for (int pass = 0; pass < 2; pass++)
		for (unsigned int i = 0; i < a->nrows; i++) {
			int is3 = gsi_valu_is_vop3(&a->rows[i]);

			if (!is_valu_cls(a->rows[i].cls_id) || is3 != pass || (want3 >= 0 && want3 != is3))
				continue;
			cand[nc++] = &a->rows[i];
		}
	if (!nc) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_SYNTAX, "'%s' has no %s form, expected %s%s", a->mnem,
			      want3 ? "e64" : "e32", a->name, want3 ? "_e32 or no suffix" : "_e64 or no suffix");
		return 0;
	}
	if (!prep_text(a->rest, &pp)) {
		gsi_asm_error(a->st, a->rcol, GS_ERR_SYNTAX, "operands too long");
		return 0;
	}
	if (!gsi_asm_split(a->st, pp.out, a->rcol, &ops))
		return 0;
	dpp = !sdwa && !dpp3 && (dpp || has_dpp_mod(&ops));
	if (dpp || sdwa) {
		unsigned int k = 0;

		for (unsigned int i = 0; i < nc; i++)
			if (!gsi_valu_is_vop3(cand[i]))
				cand[k++] = cand[i];
		nc = k;
		if (!nc) {
			gsi_asm_error(a->st, a->mcol, GS_ERR_UNSUPPORTED, "'%s' has no DPP form, expected %s", a->mnem,
				      "a VOP1, VOP2 or VOPC instruction (VOP3 DPP is not done)");
			return 0;
		}
	}
	memset(&t, 0, sizeof(t));
	t.a = a;
	t.dpp3 = dpp3;
	t.pp = &pp;
	t.ops = &ops;
	for (unsigned int i = 0; i < ops.n && i < MAX_OPNDS; i++) {
		ops.o[i].neg |= pp.neg[i];
		ops.o[i].abs |= pp.abs[i];
	}
	for (unsigned int i = 0; i < nc; i++) {
		t.failed = 0;
		t.report = i + 1 == nc;
		if (sdwa ? try_sdwa(&t, cand[i], &v, w) && !t.failed
			 : dpp3 ? try_vop3_dpp(&t, cand[i], &v, w) && !t.failed
			 : dpp ? try_dpp(&t, cand[i], &v, w) && !t.failed : try_row(&t, cand[i], &v) && !t.failed) {
			unsigned int n = dpp3 ? 3 : dpp || sdwa ? 2 : gsi_valu_encode(a->ctx, &v, w);

			if (!dpp3 && !dpp && !sdwa)
				keep_vop(a, &v);  /* for the re-decode check's operand comparison */

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
			memcpy(a->out, w, n * 4);  /* the bytes are the words, little-endian */
#else
			for (unsigned int k = 0; k < n * 4; k++)
				a->out[k] = (uint8_t)(w[k / 4] >> (8 * (k % 4)));
#endif
			a->size = n * 4;
			return 1;
		}
	}
	return 0;
}
