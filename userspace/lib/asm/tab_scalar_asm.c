// SPDX-License-Identifier: MIT
/*
 * Table-driven assembly of the scalar classes (see asm/tab.h): llvm's text
 * of SOP1, SOP2, SOPK, SOPC, SOPP and SMEM instructions to the bytes
 * llvm-mc-22 gives, with errors naming the operand and what was expected.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab_scalar.h"
#include "asm/tab_scalar_int.h"

/* ---------------------------------------------------------------- tokens */

/* The words of the one splitter (tab_split.c) grouped by comma item, each word copied. */
void gsi_sc_split(const char *rest, unsigned int rcol, struct sc_items *it)
{
	struct gsi_words ws;

	/* every item empty, without zeroing the word buffers past their first
	 * byte (6 KiB per scalar line): the readers stop at the terminator */
	for (unsigned int i = 0; i < SC_MAX_ITEMS; i++) {
		it->item[i].nw = 0;
		for (unsigned int k = 0; k < SC_MAX_WORDS; k++) {
			it->item[i].w[k][0] = 0;
			it->item[i].col[k] = 0;
		}
	}
	it->n = 0;
	gsi_split_words(rest, rcol, &ws);
	it->overflow = ws.overflow;
	it->empty = ws.empty;
	it->trailing_comma = ws.trailing_comma;
	for (unsigned int i = 0; i < ws.n; i++) {
		const struct gsi_word *wd = &ws.w[i];
		struct sc_item *item;

		if (wd->item_start && it->n++ == SC_MAX_ITEMS) {
			it->overflow = 1;
			it->n = SC_MAX_ITEMS;
			return;
		}
		item = &it->item[it->n - 1];
		if (item->nw < SC_MAX_WORDS && wd->len < sizeof(item->w[0])) {
			memcpy(item->w[item->nw], wd->s, wd->len);
			item->w[item->nw][wd->len] = 0;
			item->col[item->nw] = wd->col;
			item->nw++;
		} else {
			it->overflow = 1;
		}
	}
	if (it->empty && it->n < SC_MAX_ITEMS)
		it->n++;  /* the empty item counts: the operand count check reports it */
}

/* ---------------------------------------------------------------- operands */

static int bad(struct gsi_tab_asm *a, unsigned int col, const char *text, const char *want)
{
	if (gsi_expr_explain_operand(a->st, text, col))
		return 0;  /* X+1 with X undefined: what the evaluator says */
	gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "invalid operand '%s' for %s, expected %s", text, a->mnem, want);
	return 0;
}

/* bad() for a register of the wrong size (the text built only when it is wanted) */
static int bad_width(struct gsi_tab_asm *a, unsigned int col, const char *text, unsigned int width)
{
	char want[48];

	snprintf(want, sizeof(want), width == 1 ? "a 32-bit scalar register" : "%u aligned scalar registers", width);
	return bad(a, col, text, want);
}

/* A register or named register: 1 and its layout code, 0 error reported, -1 not a register. */
static int reg_code(struct gsi_tab_asm *a, const char *s, unsigned int col, unsigned int width,
		    unsigned int *code)
{
	const struct gsi_tab_ctx *c = a->ctx;
	unsigned int w = 0;
	struct opnd o;

	if (gsi_tab_named_src(c, s, code, &w)) {
		if ((w && w != width) || (!w && width > 2) || !gsi_tab_src_valid(c, *code, width))
			return bad_width(a, col, s, width);
		return 1;
	}
	if (!((s[0] == 's' || s[0] == 'v' || s[0] == 'a') && (gsi_is_digit(s[1]) || s[1] == '[')) &&
	    strncmp(s, "ttmp", 4))
		return -1;
	if (!gsi_asm_parse_operand(a->st, s, col, &o))
		return 0;
	if (o.kind != OPND_REG)
		return -1;
	if (o.vgpr)
		return bad(a, col, s, "a scalar register (scalar instructions take no VGPRs)");
	if (o.nregs != width)
		return bad_width(a, col, s, width);
	if (o.code < 106 && o.code >= gsi_tab_sgpr_limit(c)) {
		gsi_asm_error(a->st, col, GS_ERR_RANGE, "register '%s' out of range for %s, expected s0..s%u", s,
			      c->tname, gsi_tab_sgpr_limit(c) - 1);
		return 0;
	}
	if (!gsi_tab_src_valid(c, o.code, width)) {
		gsi_asm_error(a->st, col, GS_ERR_SYNTAX,
			      "invalid register alignment '%s' for %s, expected a first register that is a multiple of %u",
			      s, a->mnem, width >= 4 ? 4 : 2);
		return 0;
	}
	*code = o.code;
	return 1;
}

/* lit(X) / lit64(X): 1 / 2 and X copied to inner; 0 otherwise. */
static int parse_lit_call(const char *s, char *inner, size_t size)
{
	size_t n = strlen(s), k = !strncmp(s, "lit(", 4) ? 4 : !strncmp(s, "lit64(", 6) ? 6 : 0;

	if (!k || n < k + 2 || s[n - 1] != ')' || n - k - 1 >= size)
		return 0;
	memcpy(inner, s + k, n - k - 1);
	inner[n - k - 1] = 0;
	return k == 4 ? 1 : 2;
}

static int is_float_text(const char *s)
{
	const char *p = s + (*s == '-' || *s == '+');

	if (!strncmp(p, "0x", 2) || !strncmp(p, "0X", 2))
		return 0;
	return (gsi_is_digit(*p) || *p == '.') && strpbrk(s, ".eE") != NULL;
}

/*
 * A scalar source: register, named register, inline constant or literal.
 * lit and has_lit carry the instruction's one literal (two sources may share
 * it); has_lit is 1 for a 32-bit literal, 2 for gfx1250's 64-bit one (code 254).
 */
int gsi_sc_parse_src(struct gsi_tab_asm *a, const char *s, unsigned int col, unsigned int width,
		     unsigned int *code, uint64_t *lit, int *has_lit)
{
	unsigned int bits = gsi_sc_src_bits(a->name, a->rows[0].cls, width);
	int lit64 = bits == 64 && a->ctx->target && a->ctx->target->gen == GS_GEN_GFX125;
	char inner[64];
	int force = parse_lit_call(s, inner, sizeof(inner)), r, kind = 1;
	const char *v = force ? inner : s;
	int64_t iv;
	uint64_t val;

	if (bits == 17)
		bits = 32;
	if (!force) {
		r = reg_code(a, s, col, width, code);
		if (r >= 0)
			return r;
	}
	if (is_float_text(v)) {
		char *end;
		double d = strtod(v, &end);
		uint64_t b;

		if (*end || !isfinite(d))
			return bad(a, col, s, "a register, an integer or a floating-point constant");
		r = gsi_tab_inline_float_code(d, bits);
		if (r < 0 && ((bits == 64 && d == 0.15915494309189532) ||
			      (bits != 64 && (float)d == (float)0.15915494309189532)))
			r = 248;
		if (r >= 0 && !force) {
			*code = (unsigned int)r;
			return 1;
		}
		if (bits == 64) {
			/* llvm-mc-22 points at the number, inside any lit()/lit64() */
			gsi_asm_error(a->st, col + (force == 1 ? 4 : force == 2 ? 6 : 0), GS_ERR_RANGE,
				      "invalid operand '%s' for a 64-bit integer operand of %s, expected an integer or an inline constant (0.5, 1.0, 2.0, 4.0, their negations, 0.15915494309189532)%s",
				      v, a->mnem, force ? ", and no floating-point value inside lit()/lit64()" : "");
			return 0;
		}
		gsi_tab_float_bits(d, bits, &b);
		val = (uint32_t)b;
	} else if (gsi_sc_int(v, &iv)) {
		int64_t lo = bits == 16 ? -32768 : -2147483648LL, hi = bits == 16 ? 0xffff : 0xffffffffLL;

		if (!lit64 && (iv < lo || iv > hi)) {
			/* (llvm-mc-22 points at the number, inside any lit()/lit64()) */
			gsi_asm_error(a->st, col + (force == 1 ? 4 : force == 2 ? 6 : 0), GS_ERR_RANGE,
				      "literal '%s' out of range for %s, expected a %u-bit value",
				      s, a->mnem, bits == 16 ? 16 : 32);
			return 0;
		}
		/* an integer whose bits are an inline constant of the operand's type is one */
		r = gsi_tab_int_inline_code(iv, bits);
		if (r >= 0 && !force) {
			*code = (unsigned int)r;
			return 1;
		}
		val = (uint64_t)iv & (bits == 16 ? 0xffffu : bits == 32 || (lit64 && force == 1) ? 0xffffffffu : ~0ull);
		/*
		 * gfx1250: a 32-bit literal of a 64-bit operand holds 0..0x7fffffff, the
		 * rest takes 64 bits; llvm-mc-22 encodes lit(x) as a 64-bit literal
		 * holding x's low 32 bits.
		 */
		if (lit64 && (force || iv < 0 || iv > 0x7fffffff))
			kind = 2;
	} else {
		return bad(a, col, s, "a scalar register, an inline constant or a literal");
	}
	if (*has_lit && (*lit != val || *has_lit != kind)) {
		gsi_asm_error(a->st, col, GS_ERR_SYNTAX,
			      "second literal '%s' in %s, expected at most one distinct literal per instruction", s, a->mnem);
		return 0;
	}
	*lit = val;
	*has_lit = kind;
	*code = kind == 2 ? 254 : 255;
	return 1;
}

/* A destination: SGPRs, TTMPs, vcc, m0, null, exec. */
int gsi_sc_parse_dst(struct gsi_tab_asm *a, const char *s, unsigned int col, unsigned int width, unsigned int *code)
{
	int r = reg_code(a, s, col, width, code);

	if (r < 0 || (r > 0 && *code >= 128))
		return bad(a, col, s, width == 1 ? "a scalar register as destination" : "an aligned scalar register pair or range as destination");
	return r;
}

int gsi_sc_count(struct gsi_tab_asm *a, const struct sc_items *it, unsigned int n)
{
	if (it->overflow) {
		gsi_asm_error(a->st, a->rcol, GS_ERR_SYNTAX, "operands of %s too long", a->mnem);
		return 0;
	}
	if (it->empty) {
		gsi_asm_error(a->st, it->empty, GS_ERR_SYNTAX, "unexpected ',', expected an operand before it");
		return 0;
	}
	if (it->trailing_comma) {
		gsi_asm_error(a->st, it->trailing_comma, GS_ERR_SYNTAX, "missing operand after ','");
		return 0;
	}
	if (it->n != n) {
		gsi_asm_error(a->st, it->n > n ? it->item[n].col[0] : a->mcol, GS_ERR_SYNTAX,
			      "%s takes %u operand%s, got %u", a->mnem, n, n == 1 ? "" : "s", it->n);
		return 0;
	}
	for (unsigned int i = 0; i < it->n; i++)
		if (it->item[i].nw != 1 && !gsi_streq(a->rows[0].cls, "SMEM")) {
			gsi_asm_error(a->st, it->item[i].col[it->item[i].nw > 1], GS_ERR_SYNTAX,
				      "unexpected '%s' after operand %u of %s, expected ','", it->item[i].w[1], i + 1,
				      a->mnem);
			return 0;
		}
	return 1;
}

static void put_word(struct gsi_tab_asm *a, uint32_t w, unsigned int at)
{
	for (unsigned int i = 0; i < 4; i++)
		a->out[at + i] = (uint8_t)(w >> (8 * i));
}

static uint32_t base_word(const struct gsi_tab_fmt *f, unsigned int opcode)
{
	uint32_t w[2] = { 0, 0 };

	for (unsigned int i = 0; i < f->npre; i++)
		gsi_tab_put(w, f->pre[i].dw, f->pre[i].lo, f->pre[i].width, f->pre[i].val);
	gsi_tab_put(w, f->op_dw, f->op_lo, f->op_width, opcode);
	return w[0];
}

static int add_fixup(struct gsi_tab_asm *a, const char *name, unsigned int col)
{
	struct asm_state *st = a->st;
	struct asm_fixup *f;

	if (!gsi_asm_grow(st, (void **)&st->fixups, &st->fixups_cap, st->n_fixups + 1, sizeof(*f)))
		return 0;
	f = &st->fixups[st->n_fixups++];
	gsi_copy(f->name, sizeof(f->name), name);
	f->inst_offset = (uint32_t)st->text_len;
	f->line = st->line;
	f->col = col;
	return 1;
}

/* A 16-bit immediate (or a branch label when branch is set). */
static int imm16(struct gsi_tab_asm *a, const char *s, unsigned int col, int branch, uint32_t *v)
{
	int64_t iv;

	if (gsi_sc_int(s, &iv)) {
		if (iv < -32768 || iv > 65535) {
			gsi_asm_error(a->st, col, GS_ERR_RANGE,
				      "immediate '%s' out of range for %s, expected a 16-bit value (-32768..65535)", s, a->mnem);
			return 0;
		}
		*v = (uint32_t)iv & 0xffff;
		return 1;
	}
	if (branch && gsi_is_ident(s)) {
		*v = 0;
		return add_fixup(a, s, col);
	}
	return bad(a, col, s, branch ? "a label or a 16-bit offset" : "a 16-bit immediate");
}

/* ---------------------------------------------------------------- classes */

static int asm_sop(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct sc_items *it)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(a->ctx->layout, row->cls);
	uint32_t w = base_word(f, row->opcode);
	uint64_t lit = 0;
	int has_lit = 0;

	if (!gsi_sc_count(a, it, row->nops))
		return 0;
	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o = { 0 };  /* (a row the tables hold: always filled) */
		const struct gsi_tab_field *fl;
		const char *s = it->item[i].w[0];
		unsigned int col = it->item[i].col[0], code = 0;
		uint32_t v;

		gsi_isa_operand(row, i, &o);  /* (inline: per operand) */
		if (o.kind == GS_ISA_K_LITERAL) {
			int64_t iv;
			char *end;
			double d;

			if (gsi_sc_int(s, &iv) && iv >= -2147483648LL && iv <= 0xffffffffLL) {
				v = (uint32_t)iv;
			} else if (is_float_text(s) && (d = strtod(s, &end), !*end)) {
				uint64_t b;

				gsi_tab_float_bits(d, 32, &b);
				v = (uint32_t)b;
			} else {
				return bad(a, col, s, "a 32-bit constant");
			}
			if (has_lit && lit != v) {
				gsi_asm_error(a->st, col, GS_ERR_SYNTAX,
					      "second literal '%s' in %s, expected at most one distinct literal per instruction",
					      s, a->mnem);
				return 0;
			}
			lit = v;
			has_lit = 1;
			continue;
		}
		fl = gsi_tab_field_of(f, o.field[0] ? o.field : gsi_streq(row->cls, "SOPC") ? "ssrc1" : "ssrc0");
		if (!fl)
			return -1;
		if (o.kind == GS_ISA_K_NAMED) {
			if (!gsi_sc_sendmsg_parse(a->st, a->ctx, s, col, &v))
				return 0;
			if (v > 0xff) {
				gsi_asm_error(a->st, col, GS_ERR_RANGE, "message '%s' out of range for %s, expected 0..255", s,
					      a->mnem);
				return 0;
			}
			code = v;
		} else if (o.kind == GS_ISA_K_IMM) {
			if (!gsi_sc_gpr_idx_parse(a->st, s, col, &v))
				return 0;
			if (v > 0xff) {
				gsi_asm_error(a->st, col, GS_ERR_RANGE, "mode '%s' out of range, expected 0..255", s);
				return 0;
			}
			code = v;
		} else if (gsi_streq(fl->name, "sdst")) {
			if (!gsi_sc_parse_dst(a, s, col, o.width ? o.width : 1, &code))
				return 0;
		} else if (!gsi_sc_parse_src(a, s, col, o.width ? o.width : 1, &code, &lit, &has_lit)) {
			return 0;
		}
		if (!strncmp(row->mnemonic, "s_barrier_signal", 16) && !(code == 125 || (code >= 128 && code < 255)))
			/* the barrier id: m0 or an inline constant (llvm-mc-22) */
			return bad(a, col, s, "m0 or an inline constant (the barrier id)");
		{
			uint32_t ww[2] = { w, 0 };

			gsi_tab_put(ww, 0, fl->lo, fl->width, code);
			w = ww[0];
		}
	}
	put_word(a, w, 0);
	a->size = 4;
	if (has_lit) {
		put_word(a, (uint32_t)lit, 4);
		a->size = 8;
	}
	if (has_lit == 2) {
		put_word(a, (uint32_t)(lit >> 32), 8);
		a->size = 12;
	}
	return 1;
}

static int asm_sopk(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct sc_items *it)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(a->ctx->layout, "SOPK");
	uint32_t w = base_word(f, row->opcode), imm = 0, lit = 0;
	int has_lit = 0;

	if (!gsi_sc_count(a, it, row->nops))
		return 0;
	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o = { 0 };  /* (a row the tables hold: always filled) */
		const char *s = it->item[i].w[0];
		unsigned int col = it->item[i].col[0], code;

		gsi_isa_operand(row, i, &o);  /* (inline: per operand) */
		switch (o.kind) {
		case GS_ISA_K_NAMED:
			if (!gsi_sc_hwreg_parse(a->st, a->ctx, s, col, &imm))
				return 0;
			break;
		case GS_ISA_K_LITERAL: {
			int64_t iv;

			if (!gsi_sc_int(s, &iv) || iv < -2147483648LL || iv > 0xffffffffLL)
				return bad(a, col, s, "a 32-bit value");
			lit = (uint32_t)iv;
			has_lit = 1;
			break;
		}
		case GS_ISA_K_IMM:
			if (gsi_streq(a->name, "s_version")) {
				if (!gsi_sc_version_parse(a->st, s, col, &imm))
					return 0;
			} else if (!imm16(a, s, col, gsi_sc_imm_style(a->name, "SOPK") == SC_IMM_UDEC, &imm)) {
				return 0;
			}
			break;
		default:
			if (!gsi_sc_parse_dst(a, s, col, o.width ? o.width : 1, &code))
				return 0;
			w |= code << 16;
			break;
		}
	}
	put_word(a, w | imm, 0);
	a->size = 4;
	if (has_lit) {
		put_word(a, lit, 4);
		a->size = 8;
	}
	return 1;
}

/* The operand text of the whole line (SOPP symbolic operands hold blanks). */
static int asm_sopp(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct sc_items *it)
{
	const struct gsi_tab_fmt *f = gsi_tab_format(a->ctx->layout, "SOPP");
	const char *m = a->name, *s = a->rest;
	uint32_t w = base_word(f, row->opcode), imm = 0;
	unsigned int col = a->rcol;
	int r;

	while (*s == ' ' || *s == '\t')
		s++, col++;
	if (!row->nops) {
		if (!*s) {
			put_word(a, w, 0);
			a->size = 4;
			return 1;
		}
		if (!gsi_streq(m, "s_endpgm")) {
			gsi_asm_error(a->st, col, GS_ERR_SYNTAX, "%s takes no operand, got '%s'", a->mnem, s);
			return 0;
		}
	} else if (!*s) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_SYNTAX, "%s takes 1 operand, got none", a->mnem);
		return 0;
	}
	if (!strcmp(m, "s_waitcnt")) {
		const struct gs_target *t = a->st->target;

		if (t->features & GS_FEAT_SPLIT_WAITCNT)
			gsi_asm_warn(a->st, a->mcol,
				     "s_waitcnt on %s (%s) acts as S_WAIT_IDLE and ignores its operand; expected "
				     "s_wait_loadcnt, s_wait_storecnt, s_wait_dscnt or s_wait_kmcnt", t->name, t->arch);
		r = gsi_sc_waitcnt_parse(a->st, a->ctx, s, col, &imm);
	} else if (!strcmp(m, "s_sendmsg") || !strcmp(m, "s_sendmsghalt"))
		r = gsi_sc_sendmsg_parse(a->st, a->ctx, s, col, &imm);
	else if (gsi_streq(m, "s_waitcnt_depctr") || gsi_streq(m, "s_wait_alu"))
		r = gsi_sc_depctr_parse(a->st, a->ctx, s, col, &imm);
	else if (gsi_streq(m, "s_delay_alu"))
		r = gsi_sc_delay_alu_parse(a->st, s, col, &imm);
	else if (gsi_streq(m, "s_set_gpr_idx_mode"))
		r = gsi_sc_gpr_idx_parse(a->st, s, col, &imm);
	else {
		if (it->n != 1 || it->item[0].nw != 1)
			return gsi_sc_count(a, it, 1) && bad(a, col, s, "one 16-bit immediate");
		r = imm16(a, s, col, gsi_sc_imm_style(m, "SOPP") == SC_IMM_UDEC, &imm);
	}
	if (!r)
		return 0;
	put_word(a, w | (imm & 0xffff), 0);
	a->size = 4;
	return 1;
}

int gsi_tab_asm_scalar(struct gsi_tab_asm *a)
{
	struct sc_items it;
	const struct gs_isa_inst *row = &a->rows[0];

	if (a->suffix[0]) {
		gsi_asm_error(a->st, a->mcol, GS_ERR_SYNTAX, "instruction '%s' has no %s form, expected '%s'", a->mnem,
			      a->suffix, a->name);
		return 0;
	}
	gsi_sc_split(a->rest, a->rcol, &it);
	if (gsi_streq(row->cls, "SMEM"))
		return gsi_sc_asm_smem(a, row, &it);
	if (gsi_streq(row->cls, "SOPK"))
		return asm_sopk(a, row, &it);
	if (gsi_streq(row->cls, "SOPP"))
		return asm_sopp(a, row, &it);
	return asm_sop(a, row, &it);
}
