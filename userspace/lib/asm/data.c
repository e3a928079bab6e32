// SPDX-License-Identifier: MIT
/*
 * Data and alignment directives in .text: integers (.byte .short .long
 * .quad and their .Nbyte spellings), strings (.ascii .asciz .string),
 * runs (.fill .zero .skip .space) and alignment (.p2align .align .balign),
 * with llvm-mc-22's rules: .align/.balign take a byte count that must be a
 * power of two on AMDGPU, code is padded with s_nop 0 unless a fill byte is
 * given, a maximum skip larger than the padding leaves it out.  Each one
 * also writes its line of the listing in llvm's form.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab.h"

static int in_text(struct asm_state *st, const char *name, unsigned int col)
{
	if (gsi_asm_in_text(st))
		return 1;
	gsi_asm_error(st, col, GS_ERR_UNSUPPORTED, "%s outside .text is not supported yet", name);
	return 0;
}

unsigned int gsi_asm_next_item(const char **p, const char *rest, unsigned int rcol, char *out, size_t size)
{
	/* callers give size strlen(rest) + 1 where an item may be an expression,
	 * so nothing is cut; a cut name (a fixed buffer) is refused by them */
	const char *s = *p;
	size_t n = strcspn(s, ","), b = 0, e = n;

	while (b < e && (s[b] == ' ' || s[b] == '\t'))
		b++;
	while (e > b && (s[e - 1] == ' ' || s[e - 1] == '\t'))
		e--;
	snprintf(out, size, "%.*s", (int)(e - b < size - 1 ? e - b : size - 1), s + b);
	*p = s[n] == ',' ? s + n + 1 : s + n;
	return rcol + (unsigned int)(s + b - rest);
}

/* An integer item: a number or an expression of .set symbols. */
static int value(struct asm_state *st, const char *it, unsigned int col, const char *what, int64_t *v)
{
	if (gsi_asm_parse_int(it, v))
		return 1;
	if (!gsi_expr_explain(st, it, col))
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "invalid %s '%s', expected an integer", what, it);
	return 0;
}

static void emit_int(struct asm_state *st, uint64_t v, unsigned int size)
{
	uint8_t b[8];

	for (unsigned int i = 0; i < size; i++)
		b[i] = (uint8_t)(v >> (8 * i));
	gsi_asm_emit(st, b, size);
}

/* A buffer for the items of rest (each as long as rest at most). */
static char *item_buf(struct asm_state *st, const char *rest)
{
	char *b = malloc(strlen(rest) + 1);

	if (!b)
		st->nomem = 1;
	return b;
}

void gsi_asm_data(struct asm_state *st, const char *name, const char *rest, unsigned int rcol)
{
	unsigned int size = 4;
	const char *list = ".long", *p = rest;
	char *it;

	if (!strcmp(name, ".byte"))
		size = 1, list = ".byte";
	else if (!strcmp(name, ".short") || !strcmp(name, ".2byte"))
		size = 2, list = ".short";
	else if (!strcmp(name, ".quad") || !strcmp(name, ".8byte"))
		size = 8, list = ".quad";
	if (!in_text(st, name, rcol) || !(it = item_buf(st, rest)))
		return;
	while (*p) {
		unsigned int col = gsi_asm_next_item(&p, rest, rcol, it, strlen(rest) + 1);
		int64_t v;

		if (!value(st, it, col, name + 1, &v))
			break;
		if (size < 8 && (v < -(1LL << (size * 8 - 1)) || v >= (1LL << (size * 8)))) {
			gsi_asm_error(st, col, GS_ERR_RANGE, "invalid %s value '%s', expected an integer that fits %u byte%s",
				      name, it, size, size > 1 ? "s" : "");
			break;
		}
		emit_int(st, (uint64_t)v, size);
		gsi_list_line(st, "\t%s\t%lld", list, (long long)v);
	}
	free(it);
}

/* One quoted string at s (GNU escapes: \n \t \\ \" \ooo \xHH...); its
 * bytes into out, the count in *n; the text after the closing quote. */
static const char *quoted(struct asm_state *st, const char *s, unsigned int col, uint8_t *out, size_t cap, size_t *n)
{
	static const char esc_from[] = "btnfr\"\\", esc_to[] = "\b\t\n\f\r\"\\";
	const char *p = s + 1;

	*n = 0;
	if (*s != '"') {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "expected a quoted string");
		return NULL;
	}
	while (*p && *p != '"') {
		unsigned int c = (unsigned char)*p++;

		if (c == '\\') {
			const char *e = strchr(esc_from, *p);

			if (*p >= '0' && *p <= '7') {
				c = 0;
				for (int k = 0; k < 3 && *p >= '0' && *p <= '7'; k++)
					c = c * 8 + (unsigned int)(*p++ - '0');
			} else if (*p == 'x' || *p == 'X') {
				p++;
				c = 0;
				while ((*p >= '0' && *p <= '9') || (*p >= 'a' && *p <= 'f') || (*p >= 'A' && *p <= 'F')) {
					c = c * 16 + (unsigned int)(*p <= '9' ? *p - '0' : (*p | 0x20) - 'a' + 10);
					p++;
				}
			} else if (*p && e) {
				c = (unsigned char)esc_to[e - esc_from];
				p++;
			} else {
				gsi_asm_error(st, col + (unsigned int)(p - s), GS_ERR_SYNTAX,
					      "invalid escape sequence, expected one of \\b \\t \\n \\f \\r \\\" \\\\ \\ooo \\xHH");
				return NULL;
			}
		}
		if (*n == cap) {
			gsi_asm_error(st, col, GS_ERR_RANGE, "string longer than %zu bytes", cap);
			return NULL;
		}
		out[(*n)++] = (uint8_t)c;
	}
	if (*p != '"') {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "unterminated string, expected '\"'");
		return NULL;
	}
	return p + 1;
}

/* llvm's listing of bytes: one .byte for a single byte, else .ascii with
 * C escapes and octal for the unprintable. */
static void list_bytes(struct asm_state *st, const uint8_t *b, size_t n)
{
	char txt[512 * 4 + 3];
	size_t k = 0;

	if (n == 1) {
		gsi_list_line(st, "\t.byte\t%u", b[0]);
		return;
	}
	if (!n)
		return;
	txt[k++] = '"';
	for (size_t i = 0; i < n; i++) {
		static const char from[] = "\b\f\n\r\t", to[] = "bfnrt";
		const char *e = b[i] ? strchr(from, b[i]) : NULL;

		if (b[i] == '"' || b[i] == '\\') {
			txt[k++] = '\\';
			txt[k++] = (char)b[i];
		} else if (e) {
			txt[k++] = '\\';
			txt[k++] = to[e - from];
		} else if (b[i] >= 0x20 && b[i] < 0x7f) {
			txt[k++] = (char)b[i];
		} else {
			k += (size_t)snprintf(txt + k, 5, "\\%03o", b[i]);
		}
	}
	txt[k++] = '"';
	txt[k] = 0;
	gsi_list_line(st, "\t.ascii\t%s", txt);
}

void gsi_asm_string(struct asm_state *st, const char *name, const char *rest, unsigned int rcol)
{
	int nul = strcmp(name, ".ascii") != 0;   /* .asciz and .string end with a zero byte */
	const char *p = rest;

	if (!in_text(st, name, rcol))
		return;
	for (;;) {
		uint8_t b[512];
		size_t n;
		unsigned int col = rcol + (unsigned int)(p - rest);

		p = quoted(st, p, col, b, sizeof(b), &n);
		if (!p)
			return;
		gsi_asm_emit(st, b, n);
		list_bytes(st, b, n);
		if (nul) {
			static const uint8_t z;

			gsi_asm_emit(st, &z, 1);
			gsi_list_line(st, "\t.byte\t0");
		}
		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			return;
		if (*p != ',') {
			gsi_asm_error(st, rcol + (unsigned int)(p - rest), GS_ERR_SYNTAX, "unexpected '%s', expected ',' and a string", p);
			return;
		}
		p++;
		while (*p == ' ' || *p == '\t')
			p++;
	}
}

/* .fill COUNT[, SIZE[, VALUE]]; .zero/.skip/.space COUNT[, BYTE] */
void gsi_asm_fill(struct asm_state *st, const char *name, const char *rest, unsigned int rcol)
{
	int fill = !strcmp(name, ".fill");
	const char *p = rest;
	int64_t a[3] = { 0, 1, 0 };
	int given = 0, ok = 1;
	char *it;

	if (!in_text(st, name, rcol) || !(it = item_buf(st, rest)))
		return;
	while (*p && given < (fill ? 3 : 2) && ok) {
		unsigned int col = gsi_asm_next_item(&p, rest, rcol, it, strlen(rest) + 1);

		ok = value(st, it, col, name + 1, &a[given]);
		given++;
	}
	free(it);
	if (!ok)
		return;
	if (!fill && given == 2)
		a[2] = a[1], a[1] = 1;
	if (*p || !given || a[0] < 0 || a[0] > (1 << 24) || a[1] < 0 || a[1] > 8) {
		gsi_asm_error(st, rcol, GS_ERR_SYNTAX, "invalid %s '%s', expected %s", name, rest,
			      fill ? "COUNT[, SIZE 0..8[, VALUE]] with COUNT 0..16M" : "COUNT[, BYTE] with COUNT 0..16M");
		return;
	}
	for (int64_t i = 0; i < a[0]; i++)
		emit_int(st, (uint64_t)a[2], (unsigned int)(fill ? a[1] : 1));
	if (fill)
		gsi_list_line(st, "\t.fill\t%lld, %lld, 0x%llx", (long long)a[0], (long long)a[1],
			      (unsigned long long)a[2] & (a[1] == 8 ? ~0ull : (1ull << (8 * a[1])) - 1));
	else if (given == 2)
		gsi_list_line(st, "\t.zero\t%lld,%lld", (long long)a[0], (long long)a[2]);
	else
		gsi_list_line(st, "\t.zero\t%lld", (long long)a[0]);
}

/* The items of an alignment directive, read. */
static void align(struct asm_state *st, const char *name, char *const it[3], const unsigned int col[3], int code)
{
	static const uint8_t nop[4] = { 0x00, 0x00, 0x80, 0xbf }; /* s_nop 0 */
	int64_t a = 0, fill = 0, max = 0;
	size_t pad;

	if (!value(st, it[0], col[0], "alignment", &a))
		return;
	if (strcmp(name, ".p2align") != 0) {
		int lg = 0;

		if (a <= 0 || (a & (a - 1))) {
			gsi_asm_error(st, col[0], GS_ERR_SYNTAX, "alignment must be a power of 2, got '%s'", it[0]);
			return;
		}
		while ((1LL << lg) < a)
			lg++;
		a = lg;
	}
	if (a < 0 || a > 16) {
		gsi_asm_error(st, col[0], GS_ERR_SYNTAX, "invalid alignment '%s', expected %s", it[0],
			      strcmp(name, ".p2align") ? "a power of two up to 65536" : "a power of two exponent 0..16");
		return;
	}
	if (it[1][0] && !value(st, it[1], col[1], "fill value", &fill))
		return;
	if (it[2][0] && (!value(st, it[2], col[2], "maximum", &max) || max < 0))
		return;
	if (it[1][0])
		code = 0;
	if (code && it[2][0])
		gsi_list_line(st, "\t.p2align\t%lld, , %lld", (long long)a, (long long)max);
	else if (code)
		gsi_list_line(st, "\t.p2align\t%lld", (long long)a);
	else if (it[2][0])
		gsi_list_line(st, "\t.p2align\t%lld, 0x%llx, %lld", (long long)a, (unsigned long long)fill, (long long)max);
	else
		gsi_list_line(st, "\t.p2align\t%lld, 0x%llx", (long long)a, (unsigned long long)fill);
	if (!gsi_asm_in_text(st))
		return;  /* .rodata: only the kernel descriptors, which gfxshim places itself */
	pad = (size_t)((1u << a) - st->text_len % (1u << a)) % (1u << a);
	if (it[2][0] && (int64_t)pad > max)
		return;
	if (it[1][0]) {
		uint8_t f = (uint8_t)fill;

		for (size_t i = 0; i < pad; i++)
			gsi_asm_emit(st, &f, 1);
		return;
	}
	while (st->text_len % (1u << a)) {
		static const uint8_t z[4];

		if (st->text_len % 4)
			gsi_asm_emit(st, z, 4 - st->text_len % 4);
		else
			gsi_asm_emit(st, nop, 4);
	}
}

/* .p2align EXP[, FILL[, MAX]], .align/.balign BYTES[, FILL[, MAX]] */
void gsi_asm_align(struct asm_state *st, const char *name, const char *rest, unsigned int rcol)
{
	const char *p = rest;
	char *it[3];
	unsigned int col[3] = { rcol, rcol, rcol };
	int code = gsi_asm_in_text(st);

	if (!(it[0] = item_buf(st, rest)))
		return;
	if (!(it[1] = item_buf(st, rest)) || !(it[2] = item_buf(st, rest))) {
		free(it[0]);
		free(it[1]);
		return;
	}
	it[0][0] = it[1][0] = it[2][0] = 0;
	for (int k = 0; k < 3 && *p; k++)
		col[k] = gsi_asm_next_item(&p, rest, rcol, it[k], strlen(rest) + 1);
	align(st, name, it, col, code);
	for (int k = 0; k < 3; k++)
		free(it[k]);
}
