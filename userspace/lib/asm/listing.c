// SPDX-License-Identifier: MIT
/*
 * The listing `gfxshim asm` prints: what llvm-mc-22's assembler streamer
 * echoes for a source file -- instructions in canonical text (with their
 * encodings and branch fixups), labels, and directives in the form llvm
 * prints them (`.long 0x10` as `.long 16`, `.align 16` as `.p2align 4`,
 * `x = 2` as `.set x, 2`, a section line only when the section changes).
 *
 * Data and alignment directives list themselves (data.c); the others are
 * formatted here.  Directives and labels are kept as text lines tagged with the number of
 * instructions before them; instructions are disassembled from the final
 * bytes when the listing is built, so a line always shows what was emitted.
 */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab.h"

void gsi_list_line(struct asm_state *st, const char *fmt, ...)
{
	struct asm_list_item *it;
	va_list ap;
	char buf[512];
	int n;

	if (!st->listing)
		return;
	va_start(ap, fmt);
	n = vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	if (n < 0)
		return;
	if ((size_t)n >= sizeof(buf))
		n = sizeof(buf) - 1;
	if (!gsi_asm_grow(st, (void **)&st->list, &st->list_cap, st->n_list + 1, sizeof(*it)) ||
	    !gsi_asm_grow(st, (void **)&st->list_pool, &st->list_pool_cap, st->list_pool_len + (size_t)n + 1, 1))
		return;
	it = &st->list[st->n_list++];
	it->at = st->n_lines;
	it->text = st->list_pool_len;
	memcpy(st->list_pool + st->list_pool_len, buf, (size_t)n + 1);
	st->list_pool_len += (size_t)n + 1;
}

/* A copy of s without blanks (llvm prints expressions unspaced: x+1). */
static void unspaced(const char *s, char *out, size_t size)
{
	size_t n = 0;

	for (; *s && n + 1 < size; s++)
		if (*s != ' ' && *s != '\t')
			out[n++] = *s;
	out[n] = 0;
}

/* .p2align N[, FILL[, MAX]] as llvm prints it: the fill shown in hex,
 * and always outside code sections (their padding is s_nop). */
/* llvm names the location counter '.' in an expression by a temporary
 * label it prints first (.size f, .-f -> .Ltmp0: .size f, .Ltmp0-f). */
static void dot_label(struct asm_state *st, char *e, size_t size)
{
	char out[128], tmp[24];
	size_t n = 0;
	int used = 0;

	snprintf(tmp, sizeof(tmp), ".Ltmp%u", st->list_tmp);
	for (size_t i = 0; e[i] && n + strlen(tmp) + 1 < sizeof(out); i++) {
		int word = i && (isalnum((unsigned char)e[i - 1]) || e[i - 1] == '_' || e[i - 1] == '.' || e[i - 1] == '$');
		int dot = e[i] == '.' && !word && !(isalnum((unsigned char)e[i + 1]) || e[i + 1] == '_' || e[i + 1] == '.');

		if (dot) {
			memcpy(out + n, tmp, strlen(tmp));
			n += strlen(tmp);
			used = 1;
		} else {
			out[n++] = e[i];
		}
	}
	out[n] = 0;
	if (!used)
		return;
	st->list_tmp++;
	gsi_list_line(st, "%s:", tmp);
	snprintf(e, size, "%s", out);
}

static void symbol_lines(struct asm_state *st, const char *dir, const char *rest)
{
	const char *p = rest;
	char it[GS_NAME_MAX];

	while (*p) {
		gsi_asm_next_item(&p, rest, 0, it, sizeof(it));
		if (it[0])
			gsi_list_line(st, "\t%s\t%s", dir, it);
	}
}

/* The section a directive switches to, and the line llvm-mc-22 lists for it
 * -- only when the section changes (the implicit .text at the start is
 * listed when a directive first names it). */
void gsi_asm_section(struct asm_state *st, const char *name, const char *rest)
{
	char sec[GS_NAME_MAX], flags[128], line[GS_NAME_MAX + 160];
	const char *p = rest;

	if (!strcmp(name, ".section")) {
		gsi_asm_next_item(&p, rest, 0, sec, sizeof(sec));
		unspaced(p, flags, sizeof(flags));
	} else {
		snprintf(sec, sizeof(sec), "%s", name);
		flags[0] = 0;
	}
	if (!strcmp(sec, st->section))
		return;
	snprintf(st->section, sizeof(st->section), "%s", sec);
	if (!strcmp(sec, ".text") || !strcmp(sec, ".data"))
		snprintf(line, sizeof(line), "\t%s", sec);
	else if (!strcmp(sec, ".rodata") && !flags[0])
		snprintf(line, sizeof(line), "\t.section\t.rodata,\"a\",@progbits");
	else if (flags[0])  /* llvm names the default type: "ax" -> "ax",@progbits */
		snprintf(line, sizeof(line), "\t.section\t%s,%s%s", sec, flags,
			 strchr(flags, '@') || strchr(flags, '%') ? "" : ",@progbits");
	else
		snprintf(line, sizeof(line), "\t.section\t%s", sec);
	gsi_list_line(st, "%s", line);
}

int gsi_asm_in_text(const struct asm_state *st)
{
	return !st->section[0] || !strncmp(st->section, ".text", 5);
}

void gsi_list_directive(struct asm_state *st, const char *name, const char *rest)
{
	char a[GS_NAME_MAX], b[128];

	if (!st->listing)
		return;
	if (!strcmp(name, ".globl") || !strcmp(name, ".global")) {
		symbol_lines(st, ".globl", rest);
	} else if (!strcmp(name, ".weak") || !strcmp(name, ".local")) {
		symbol_lines(st, name, rest);
	} else if (!strcmp(name, ".type")) {
		const char *p = rest;

		gsi_asm_next_item(&p, rest, 0, a, sizeof(a));
		if (*p) {
			gsi_asm_next_item(&p, rest, 0, b, sizeof(b));
			if (b[0] == '%')
				b[0] = '@';
			gsi_list_line(st, "\t.type\t%s,%s", a, b);
		}
	} else if (!strcmp(name, ".size")) {
		const char *p = rest;

		gsi_asm_next_item(&p, rest, 0, a, sizeof(a));
		if (*p) {
			unspaced(p, b, sizeof(b));
			dot_label(st, b, sizeof(b));
			gsi_list_line(st, "\t.size\t%s, %s", a, b);
		}
	} else if (!strcmp(name, ".amdgcn_target")) {
		gsi_list_line(st, "\t.amdgcn_target %s", rest);
		gsi_list_line(st, "%s", "");
	} else if (!strcmp(name, ".set") || !strcmp(name, ".equ") || !strcmp(name, ".equiv")) {
		const char *p = rest;

		gsi_asm_next_item(&p, rest, 0, a, sizeof(a));
		if (*p) {
			gsi_list_assignment(st, a, p);
			gsi_list_line(st, "\t.no_dead_strip\t%s", a);
		}
	}
}

void gsi_list_assignment(struct asm_state *st, const char *name, const char *expr)
{
	char e[128];
	int64_t v;

	if (!st->listing)
		return;
	unspaced(expr, e, sizeof(e));
	if (gsi_expr_quiet(e, &v))
		gsi_list_line(st, ".set %s, %lld", name, (long long)v);
	else
		gsi_list_line(st, ".set %s, %s", name, e);
}

/* The fixup of the instruction at off, if any (fixups are in text order). */
static const struct asm_fixup *fixup_at(const struct asm_state *st, size_t *k, uint32_t off)
{
	while (*k < st->n_fixups && st->fixups[*k].inst_offset < off)
		(*k)++;
	return *k < st->n_fixups && st->fixups[*k].inst_offset == off ? &st->fixups[*k] : NULL;
}

struct strbuf {
	char *p;
	size_t len, cap;
	int nomem;
};

static void put(struct strbuf *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	for (;;) {
		size_t room = b->cap - b->len;

		va_start(ap, fmt);
		n = vsnprintf(b->p ? b->p + b->len : NULL, b->p ? room : 0, fmt, ap);
		va_end(ap);
		if (n < 0) {
			b->nomem = 1;
			return;
		}
		if (b->p && (size_t)n < room) {
			b->len += (size_t)n;
			return;
		}
		{
			size_t c = b->cap ? b->cap * 2 : 4096;
			char *q;

			while (c < b->len + (size_t)n + 1)
				c *= 2;
			q = realloc(b->p, c);
			if (!q) {
				b->nomem = 1;
				return;
			}
			b->p = q;
			b->cap = c;
		}
	}
}

/* One instruction line; a branch to a label prints the label and, with
 * encodings, llvm's placeholder bytes A,A and its fixup note. */
static void inst_line(struct strbuf *b, const struct asm_state *st, uint32_t off, const struct asm_fixup *f,
		      const struct asm_reloc *r, int encoding)
{
	char text[GS_DISASM_TEXT_MAX + GS_NAME_MAX + 32];
	unsigned int isz = 0, lit = 0;
	uint8_t code[32];
	size_t avail = st->text_len - off < sizeof(code) ? st->text_len - off : sizeof(code);

	/* a relocated literal prints as the placeholder it was assembled with,
	 * which is then replaced by llvm's text for it */
	memcpy(code, st->text + off, avail);
	if (r) {
		uint32_t ph = gsi_asm_reloc_placeholder();
		char *at, hex[16];

		lit = r->lit_offset - off;
		for (int k = 0; k < 4 && lit + (unsigned int)k < avail; k++)
			code[lit + (unsigned int)k] = (uint8_t)(ph >> (8 * k));
		gs_disasm_one_wave(st->target, st->wave64 ? GS_DISASM_WAVE64 : 0, code, avail, off, text,
				   GS_DISASM_TEXT_MAX, &isz, NULL);
		snprintf(hex, sizeof(hex), "0x%x", ph);
		at = strstr(text, hex);
		if (at) {
			char tail[GS_DISASM_TEXT_MAX];

			snprintf(tail, sizeof(tail), "%s", at + strlen(hex));
			snprintf(at, sizeof(text) - (size_t)(at - text), "%s%s", r->text, tail);
		}
	} else {
		gs_disasm_one_wave(st->target, st->wave64 ? GS_DISASM_WAVE64 : 0, code, avail, off, text,
				   GS_DISASM_TEXT_MAX, &isz, NULL);
	}
	if (f) {
		/* the label is the last operand (s_branch L, s_call_b64 s[0:1], L) */
		char *cut = strrchr(text, ',');

		if (!cut)
			cut = strchr(text, ' ');
		if (cut) {
			cut[1] = 0;
			if (*cut == ',')
				strcat(text, " ");
			strcat(text, f->name);
		}
	}
	if (!encoding) {
		put(b, "\t%s\n", text);
		return;
	}
	put(b, "\t%-39s ; encoding: [", text);
	for (unsigned int k = 0; k < isz; k++) {
		if ((f && k < 2) || (r && k >= lit && k < lit + 4))
			put(b, "%sA", k ? "," : "");
		else
			put(b, "%s0x%02x", k ? "," : "", st->text[off + k]);
	}
	put(b, "]\n");
	if (f)
		put(b, "%40s;   fixup A - offset: 0, value: %s, kind: fixup_si_sopp_br\n", "", f->name);
	if (r)
		put(b, "%40s;   fixup A - offset: %u, value: %s, kind: FK_PCRel_4\n", "", lit, r->text);
}

char *gsi_list_build(const struct asm_state *st)
{
	struct strbuf b = { 0 };
	size_t line = 0, fk = 0, rk = 0;
	int encoding = (st->listing & GS_ASM_LISTING_ENCODING) != 0;

	for (size_t i = 0; i <= st->n_list; i++) {
		size_t upto = i < st->n_list ? st->list[i].at : st->n_lines;

		for (; line < upto; line++) {
			uint32_t off = st->lines[line].offset;

			inst_line(&b, st, off, fixup_at(st, &fk, off), gsi_asm_reloc_at(st, &rk, off), encoding);
		}
		if (i < st->n_list)
			put(&b, "%s\n", st->list_pool + st->list[i].text);
	}
	if (!b.p)
		put(&b, "%s", "");
	if (b.nomem) {
		free(b.p);
		return NULL;
	}
	return b.p;
}
