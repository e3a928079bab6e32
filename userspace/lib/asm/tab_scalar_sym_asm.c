// SPDX-License-Identifier: MIT
/*
 * Symbolic operands of the scalar instructions, parsed as llvm-mc-22 does
 * (isa/tab_scalar_sym.c prints them): s_waitcnt counters, sendmsg(), hwreg(), depctr_*(),
 * s_delay_alu's instid/instskip, s_version's UC_VERSION_* and gpr_idx().
 * Field layouts and names were read back from llvm-mc-22's disassembler on
 * every value of the 16-bit immediate (gfx942, gfx1100, gfx1201, gfx1250).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab_scalar.h"
#include "isa/tab_scalar_sym.h"

/* ------------------------------------------------------------ expressions */

/* An integer operand: the assembler's one evaluator (expr.c: llvm-mc's
 * precedence, octal after a leading 0, 64-bit wrap-around, .set symbols). */
int gsi_sc_int(const char *s, int64_t *v)
{
	return gsi_asm_parse_int(s, v);
}

/* "name(args)": copies name and args; 0 if s is not of that shape. */
static int call_shape(const char *s, char *name, size_t nsize, char *args, size_t asize)
{
	const char *lp = strchr(s, '('), *rp;
	size_t n = strlen(s);

	while (n && (s[n - 1] == ' ' || s[n - 1] == '\t'))
		n--;
	if (!lp || !n || s[n - 1] != ')')
		return 0;
	rp = s + n - 1;
	if ((size_t)(lp - s) >= nsize || (size_t)(rp - lp - 1) >= asize)
		return 0;
	memcpy(name, s, (size_t)(lp - s));
	name[lp - s] = 0;
	while (lp > s && name[0] && (name[strlen(name) - 1] == ' '))
		name[strlen(name) - 1] = 0;
	memcpy(args, lp + 1, (size_t)(rp - lp - 1));
	args[rp - lp - 1] = 0;
	return 1;
}

/* Split args at commas into at most max trimmed pieces; returns the count, -1 if more. */
static int split_args(char *args, char **out, int max)
{
	int n = 0;
	char *p = args;

	if (!*args)
		return 0;
	for (;;) {
		char *c = strchr(p, ',');
		char *e;

		if (n == max)
			return -1;
		if (c)
			*c = 0;
		while (*p == ' ' || *p == '\t')
			p++;
		e = p + strlen(p);
		while (e > p && (e[-1] == ' ' || e[-1] == '\t'))
			*--e = 0;
		out[n++] = p;
		if (!c)
			return n;
		p = c + 1;
	}
}

static unsigned int cnt_put(const struct cnt_field *f, unsigned int imm, unsigned int v)
{
	imm &= ~(((1u << f->width) - 1) << f->lo);
	imm |= (v & ((1u << f->width) - 1)) << f->lo;
	if (f->width2) {
		imm &= ~(((1u << f->width2) - 1) << f->lo2);
		imm |= ((v >> f->width) & ((1u << f->width2) - 1)) << f->lo2;
	}
	return imm;
}

/* Counters "name(N)" separated by blanks, '&' or ','; a plain number is the raw value. */
static int counters_parse(struct asm_state *st, const char *s, unsigned int col, const char *what,
			  int (*one)(void *ctx, const char *name, int64_t v, uint32_t *imm), void *ctx,
			  uint32_t *imm)
{
	const char *p = s;
	const char *example = !strcmp(what, "waitcnt") ? "vmcnt(N)" : "depctr_va_vdst(N)";
	int64_t raw;

	if (gsi_sc_int(s, &raw)) {
		if (raw < -32768 || raw > 65535) {
			gsi_asm_error(st, col, GS_ERR_RANGE, "value '%s' out of range, expected a 16-bit %s value", s, what);
			return 0;
		}
		*imm = (uint32_t)raw & 0xffff;
		return 1;
	}
	int sep = 1, any = 0;

	while (*p) {
		char name[48], num[48];
		const char *lp, *rp;
		int64_t v;
		unsigned int c = col + (unsigned int)(p - s);

		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		c = col + (unsigned int)(p - s);
		/* one '&' or ',' between counters, as llvm-mc-22 takes them */
		if (*p == '&' || *p == ',') {
			if (sep) {
				gsi_asm_error(st, c, GS_ERR_SYNTAX, "unexpected '%c' in %s operand, expected a counter such as %s", *p,
					      what, example);
				return 0;
			}
			sep = 1;
			p++;
			continue;
		}
		sep = 0;
		any = 1;
		lp = strchr(p, '(');
		rp = lp ? strchr(lp, ')') : NULL;
		if (!lp || !rp || (size_t)(lp - p) >= sizeof(name) || (size_t)(rp - lp - 1) >= sizeof(num)) {
			gsi_asm_error(st, c, GS_ERR_SYNTAX, "invalid %s operand '%s', expected e.g. %s", what, p,
				      what[0] == 'w' ? "vmcnt(0) lgkmcnt(0)" : "depctr_va_vdst(0)");
			return 0;
		}
		memcpy(name, p, (size_t)(lp - p));
		name[lp - p] = 0;
		memcpy(num, lp + 1, (size_t)(rp - lp - 1));
		num[rp - lp - 1] = 0;
		if (!gsi_sc_int(num, &v)) {
			gsi_asm_error(st, c, GS_ERR_SYNTAX, "invalid value '%s' in %s(...), expected a number", num, name);
			return 0;
		}
		switch (one(ctx, name, v, imm)) {
		case 0:
			gsi_asm_error(st, c, GS_ERR_SYNTAX, "unknown counter '%s' in %s operand", name, what);
			return 0;
		case -1:
			gsi_asm_error(st, c, GS_ERR_RANGE, "%s(%lld) out of range, expected 0..%u", name, (long long)v,
				      (unsigned int)*imm);
			return 0;
		default:
			break;
		}
		p = rp + 1;
	}
	if (any && sep) {
		gsi_asm_error(st, col + (unsigned int)(p - s), GS_ERR_SYNTAX,
			      "missing counter after the last separator in %s operand, expected a counter such as %s",
			      what, example);
		return 0;
	}
	return 1;
}

static int wait_one(void *ctx, const char *name, int64_t v, uint32_t *imm)
{
	const struct cnt_field *fs = ctx;
	size_t n = strlen(name);
	int sat = n > 4 && !strcmp(name + n - 4, "_sat");

	for (const struct cnt_field *f = fs; f->name; f++)
		if (!strncmp(name, f->name, sat ? n - 4 : n) && strlen(f->name) == (sat ? n - 4 : n)) {
			if (v < 0 || (uint64_t)v > cnt_max(f)) {
				if (!sat || v < 0) {
					*imm = (uint32_t)cnt_max(f);  /* the range, for the message */
					return -1;
				}
				v = cnt_max(f);
			}
			*imm = cnt_put(f, *imm, (unsigned int)v);
			return 1;
		}
	return 0;
}

int gsi_sc_waitcnt_parse(struct asm_state *st, const struct gsi_tab_ctx *c, const char *s, unsigned int col,
			 uint32_t *v)
{
	uint32_t imm = 0;

	for (const struct cnt_field *f = wait_fields(c); f->name; f++)
		imm = cnt_put(f, imm, cnt_max(f));
	*v = imm;
	return counters_parse(st, s, col, "waitcnt", wait_one, (void *)wait_fields(c), v);
}

static int dep_one(void *ctx, const char *name, int64_t v, uint32_t *imm)
{
	(void)ctx;
	for (const struct dep_field *f = depctr; f->name; f++)
		if (!strcmp(name, f->name)) {
			uint32_t m = (1u << f->width) - 1;

			if (v < 0 || v > m) {
				*imm = m;  /* the range, for the message */
				return -1;
			}
			*imm = (*imm & ~(m << f->lo)) | ((uint32_t)v << f->lo);
			return 1;
		}
	return 0;
}

int gsi_sc_depctr_parse(struct asm_state *st, const struct gsi_tab_ctx *c, const char *s, unsigned int col,
			uint32_t *v)
{
	(void)c;
	*v = DEPCTR_DEFAULT;
	return counters_parse(st, s, col, "depctr", dep_one, NULL, v);
}

int gsi_sc_sendmsg_parse(struct asm_state *st, const struct gsi_tab_ctx *c, const char *s, unsigned int col,
			 uint32_t *v)
{
	char name[32], args[96], *a[3];
	int n, gfx9 = c->layout == GSI_LAYOUT_GFX9, num_id;
	int64_t id, op = 0, stream = 0;

	if (gsi_sc_int(s, &id)) {
		if (id < 0 || id > 0xffff) {
			gsi_asm_error(st, col, GS_ERR_RANGE, "message '%s' out of range, expected 0..65535", s);
			return 0;
		}
		*v = (uint32_t)id;
		return 1;
	}
	if (!call_shape(s, name, sizeof(name), args, sizeof(args)) || !gsi_streq(name, "sendmsg") ||
	    (n = split_args(args, a, 3)) < 1) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "invalid message '%s', expected sendmsg(MSG_..., ...) or a number", s);
		return 0;
	}
	if (!(num_id = gsi_sc_int(a[0], &id))) {
		id = gsi_msg_id(gen_of(c), a[0]);
		if (id < 0) {
			gsi_asm_error(st, col + (unsigned int)(strstr(s, a[0]) - s), GS_ERR_SYNTAX,
				      "unknown message '%s' for %s, expected a MSG_* name or a number", a[0], c->tname);
			return 0;
		}
	}
	if (n >= 2 && !gsi_sc_int(a[1], &op)) {
		op = -1;
		for (unsigned int i = 0; i < 5; i++)
			if (op_name((unsigned int)id, i) && !strcmp(op_name((unsigned int)id, i), a[1]))
				op = i;
		if (op < 0) {
			gsi_asm_error(st, col, GS_ERR_SYNTAX, "invalid operation '%s' for this message, expected %s",
				      a[1], id == MSG_SYSMSG ? "a SYSMSG_OP_* name" : "a GS_OP_* name");
			return 0;
		}
	}
	if (n >= 3 && !gsi_sc_int(a[2], &stream)) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "invalid stream '%s', expected 0..3", a[2]);
		return 0;
	}
	/* gfx11+: llvm-mc-22 still ORs a numeric id's operation and stream in
	 * (sendmsg(2, 3, 1) = 0x132); named messages take none */
	if (gfx9 ? (id < 0 || id > 15 || op < 0 || op > 7 || stream < 0 || stream > 3)
		 : (id < 0 || id > 255 || op < 0 || op > 7 || stream < 0 || stream > 3 || (!num_id && (op || stream)))) {
		gsi_asm_error(st, col, GS_ERR_RANGE, "invalid message '%s' for %s, expected %s", s, c->tname,
			      gfx9 ? "id 0..15, operation 0..7, stream 0..3"
				   : "id 0..255, operation 0..7, stream 0..3 (a MSG_* name: no operation or stream)");
		return 0;
	}
	*v = (uint32_t)(id | op << 4 | stream << 8);
	return 1;
}

int gsi_sc_hwreg_parse(struct asm_state *st, const struct gsi_tab_ctx *c, const char *s, unsigned int col,
		       uint32_t *v)
{
	char name[32], args[96], *a[3];
	int n;
	int64_t id, off = 0, sz = 32;

	if (gsi_sc_int(s, &id)) {
		if (id < -32768 || id > 0xffff) {
			gsi_asm_error(st, col, GS_ERR_RANGE, "hwreg value '%s' out of range, expected a 16-bit value", s);
			return 0;
		}
		*v = (uint32_t)id & 0xffff;
		return 1;
	}
	if (!call_shape(s, name, sizeof(name), args, sizeof(args)) || !gsi_streq(name, "hwreg") ||
	    ((n = split_args(args, a, 3)) != 1 && n != 3)) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX,
			      "invalid hardware register '%s', expected hwreg(HW_REG_..., offset, size), hwreg(HW_REG_...) or a number", s);
		return 0;
	}
	if (!gsi_sc_int(a[0], &id)) {
		id = gsi_hwreg_id(gen_of(c), a[0]);
		if (id < 0) {
			gsi_asm_error(st, col + (unsigned int)(strstr(s, a[0]) - s), GS_ERR_SYNTAX,
				      "unknown hardware register '%s' for %s, expected a HW_REG_* name or a number", a[0],
				      c->tname);
			return 0;
		}
	}
	if (n == 3 && (!gsi_sc_int(a[1], &off) || !gsi_sc_int(a[2], &sz))) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "invalid offset or size in '%s', expected numbers", s);
		return 0;
	}
	if (id < 0 || id > 63 || off < 0 || off > 31 || sz < 1 || sz > 32) {
		gsi_asm_error(st, col, GS_ERR_RANGE, "invalid hwreg '%s', expected id 0..63, offset 0..31, size 1..32", s);
		return 0;
	}
	*v = (uint32_t)(id | off << 6 | (sz - 1) << 11);
	return 1;
}

int gsi_sc_delay_alu_parse(struct asm_state *st, const char *s, unsigned int col, uint32_t *v)
{
	const char *p = s;
	int64_t raw;

	*v = 0;
	if (gsi_sc_int(s, &raw)) {
		if (raw < 0 || raw > 0xffff) {
			gsi_asm_error(st, col, GS_ERR_RANGE, "value '%s' out of range, expected 0..65535", s);
			return 0;
		}
		*v = (uint32_t)raw;
		return 1;
	}
	while (*p) {
		char key[16], val[32];
		const char *lp, *rp;
		unsigned int c;
		int found = -1;

		while (*p == ' ' || *p == '\t' || *p == '|')
			p++;
		if (!*p)
			break;
		c = col + (unsigned int)(p - s);
		lp = strchr(p, '(');
		rp = lp ? strchr(lp, ')') : NULL;
		if (!lp || !rp || (size_t)(lp - p) >= sizeof(key) || (size_t)(rp - lp - 1) >= sizeof(val)) {
			gsi_asm_error(st, c, GS_ERR_SYNTAX, "invalid s_delay_alu operand '%s', expected instid0(...) | instskip(...) | instid1(...)", p);
			return 0;
		}
		memcpy(key, p, (size_t)(lp - p));
		key[lp - p] = 0;
		memcpy(val, lp + 1, (size_t)(rp - lp - 1));
		val[rp - lp - 1] = 0;
		if (gsi_streq(key, "instskip")) {
			for (unsigned int i = 0; i < 6; i++)
				if (!strcmp(val, skips[i]))
					found = (int)i;
			if (found < 0) {
				gsi_asm_error(st, c, GS_ERR_SYNTAX, "invalid instskip '%s', expected SAME, NEXT or SKIP_1..SKIP_4", val);
				return 0;
			}
			*v |= (uint32_t)found << 4;
		} else if (gsi_streq(key, "instid0") || gsi_streq(key, "instid1")) {
			for (unsigned int i = 0; i < 12; i++)
				if (!strcmp(val, instids[i]))
					found = (int)i;
			if (found < 0) {
				gsi_asm_error(st, c, GS_ERR_SYNTAX, "invalid %s '%s', expected NO_DEP, VALU_DEP_1..4, TRANS32_DEP_1..3, FMA_ACCUM_CYCLE_1 or SALU_CYCLE_1..3",
					      key, val);
				return 0;
			}
			*v |= (uint32_t)found << (key[6] == '0' ? 0 : 7);
		} else {
			gsi_asm_error(st, c, GS_ERR_SYNTAX, "unknown s_delay_alu field '%s', expected instid0, instskip or instid1", key);
			return 0;
		}
		p = rp + 1;
	}
	return 1;
}

int gsi_sc_version_parse(struct asm_state *st, const char *s, unsigned int col, uint32_t *v)
{
	char e[160];
	size_t n = 0;
	int64_t r;

	/* substitute the names by their values, then evaluate */
	for (const char *p = s; *p && n + 8 < sizeof(e);) {
		if (isdigit((unsigned char)*p)) {
			while (isalnum((unsigned char)*p) && n + 8 < sizeof(e))
				e[n++] = *p++;
		} else if (isalpha((unsigned char)*p) || *p == '_') {
			const char *q = p;
			int found = 0;
			char word[48];

			while (isalnum((unsigned char)*q) || *q == '_')
				q++;
			snprintf(word, sizeof(word), "%.*s", (int)(q - p), p);
			for (unsigned int i = 0; i < 4 && !found; i++)
				if (!strcmp(word, uc_versions[i].name))
					n += (size_t)snprintf(e + n, sizeof(e) - n, "%u", uc_versions[i].v), found = 1;
			for (unsigned int i = 0; i < 3 && !found; i++)
				if (!strcmp(word, uc_bits[i].name))
					n += (size_t)snprintf(e + n, sizeof(e) - n, "%u", uc_bits[i].bit), found = 1;
			if (!found) {
				gsi_asm_error(st, col + (unsigned int)(p - s), GS_ERR_SYNTAX,
					      "unknown name '%s', expected a UC_VERSION_* name or a number", word);
				return 0;
			}
			p = q;
		} else {
			e[n++] = *p++;
		}
	}
	e[n] = 0;
	if (!gsi_sc_int(e, &r) || r < -32768 || r > 0xffff) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "invalid version '%s', expected a 16-bit value or UC_VERSION_* names", s);
		return 0;
	}
	*v = (uint32_t)r & 0xffff;
	return 1;
}

int gsi_sc_gpr_idx_parse(struct asm_state *st, const char *s, unsigned int col, uint32_t *v)
{
	char name[16], args[64], *a[4];
	int n;
	int64_t r;

	if (gsi_sc_int(s, &r)) {
		if (r < 0 || r > 0xffff) {
			gsi_asm_error(st, col, GS_ERR_RANGE, "value '%s' out of range, expected 0..65535", s);
			return 0;
		}
		*v = (uint32_t)r;
		return 1;
	}
	if (!call_shape(s, name, sizeof(name), args, sizeof(args)) || !gsi_streq(name, "gpr_idx") ||
	    (n = split_args(args, a, 4)) < 0) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "invalid operand '%s', expected gpr_idx(SRC0,SRC1,SRC2,DST) or a number", s);
		return 0;
	}
	*v = 0;
	for (int i = 0; i < n; i++) {
		int found = 0;

		for (unsigned int k = 0; k < 4; k++)
			if (!strcmp(a[i], gpr_idx_names[k]) && !(*v & (1u << k)))
				*v |= 1u << k, found = 1;
		if (!found) {
			gsi_asm_error(st, col, GS_ERR_SYNTAX, "invalid gpr_idx mode '%s', expected SRC0, SRC1, SRC2 or DST once each", a[i]);
			return 0;
		}
	}
	return 1;
}
