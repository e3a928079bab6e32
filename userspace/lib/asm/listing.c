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
	int n;

	if (!st->listing)
		return;
	va_start(ap, fmt);
	n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	/* the whole line, however long (a long expression is listed whole) */
	if (n < 0 || !gsi_asm_grow(st, (void **)&st->list, &st->list_cap, st->n_list + 1, sizeof(*it)) ||
	    !gsi_asm_grow(st, (void **)&st->list_pool, &st->list_pool_cap, st->list_pool_len + (size_t)n + 1, 1))
		return;
	it = &st->list[st->n_list++];
	it->at = st->n_lines;
	it->text = st->list_pool_len;
	it->lit = 0;
	va_start(ap, fmt);
	vsnprintf(st->list_pool + st->list_pool_len, (size_t)n + 1, fmt, ap);
	va_end(ap);
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

/* llvm names the location counter '.' in an expression by a temporary
 * label it prints first (.size f, .-f -> .Ltmp0: .size f, .Ltmp0-f).
 * Returns e with each such '.' replaced (malloc'd), NULL when out of memory. */
static char *dot_label(struct asm_state *st, const char *e)
{
	char tmp[24], *out;
	size_t n = 0, dots = 0;
	int used = 0;

	snprintf(tmp, sizeof(tmp), ".Ltmp%u", st->list_tmp);
	for (size_t i = 0; e[i]; i++)
		dots += e[i] == '.';
	out = malloc(strlen(e) + dots * strlen(tmp) + 1);
	if (!out) {
		st->nomem = 1;
		return NULL;
	}
	for (size_t i = 0; e[i]; i++) {
		int word = i && gsi_ident_char(e[i - 1]);
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
	if (used) {
		st->list_tmp++;
		gsi_list_line(st, "%s:", tmp);
	}
	return out;
}

static void symbol_lines(struct asm_state *st, const char *dir, const char *rest, char *it)
{
	const char *p = rest;

	while (*p) {
		gsi_asm_next_item(&p, rest, 0, it, strlen(rest) + 1);
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
	return !st->section[0] || !memcmp(st->section, ".text", 5);  /* (section: a string, GS_NAME_MAX long) */
}

void gsi_list_directive(struct asm_state *st, const char *name, const char *rest)
{
	size_t size = strlen(rest) + 1;
	char *a, *b, *d;

	if (!st->listing)
		return;
	/* items as long as the line: nothing is cut */
	a = malloc(size);
	b = malloc(size);
	if (!a || !b) {
		st->nomem = 1;
		free(a);
		free(b);
		return;
	}
	if (!strcmp(name, ".globl") || !strcmp(name, ".global")) {
		symbol_lines(st, ".globl", rest, a);
	} else if (!strcmp(name, ".weak") || !strcmp(name, ".local")) {
		symbol_lines(st, name, rest, a);
	} else if (!strcmp(name, ".type")) {
		const char *p = rest;

		gsi_asm_next_item(&p, rest, 0, a, size);
		if (*p) {
			gsi_asm_next_item(&p, rest, 0, b, size);
			if (b[0] == '%')
				b[0] = '@';
			gsi_list_line(st, "\t.type\t%s,%s", a, b);
		}
	} else if (!strcmp(name, ".size")) {
		const char *p = rest;

		gsi_asm_next_item(&p, rest, 0, a, size);
		if (*p) {
			unspaced(p, b, size);
			if ((d = dot_label(st, b))) {
				gsi_list_line(st, "\t.size\t%s, %s", a, d);
				free(d);
			}
		}
	} else if (!strcmp(name, ".amdgcn_target")) {
		gsi_list_line(st, "\t.amdgcn_target %s", rest);
		gsi_list_line(st, "%s", "");
	} else if (!strcmp(name, ".set") || !strcmp(name, ".equ") || !strcmp(name, ".equiv")) {
		const char *p = rest;

		gsi_asm_next_item(&p, rest, 0, a, size);
		if (*p) {
			gsi_list_assignment(st, a, p);
			gsi_list_line(st, "\t.no_dead_strip\t%s", a);
		}
	}
	free(a);
	free(b);
}

void gsi_list_assignment(struct asm_state *st, const char *name, const char *expr)
{
	char *e;

	if (!st->listing)
		return;
	/* the value the definition took (a redefinition .set A, A+1 must not
	 * be evaluated again with the new A) */
	if (st->def_known) {
		gsi_list_line(st, ".set %s, %lld", name, (long long)st->def_val);
		return;
	}
	e = malloc(strlen(expr) + 1);
	if (!e) {
		st->nomem = 1;
		return;
	}
	unspaced(expr, e, strlen(expr) + 1);
	gsi_list_line(st, ".set %s, %s", name, e);
	free(e);
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

/*
 * lit()/lit64() in the listing.  llvm-mc-22 prints an operand spelled
 * lit(X) as lit(V) whenever a literal carries it, inline-able or not:
 * V is the literal the bytes hold (its 64 bits for gfx1250's 8-byte one),
 * but an integer X on a 32- or 16-bit operand shows as the 64-bit value
 * parsed (lit(-1) -> lit(0xffffffffffffffff)).  The disassembly cannot
 * know the spelling, so each such instruction leaves a note (a list item
 * that is not printed): "N:" the number of source operands, then
 * "K M I V;" per lit operand, K its source position,
 * M 1 lit / 2 lit64, I 1 for an integer X of value V.
 */
void gsi_list_lits(struct asm_state *st, size_t inst, const char *rest)
{
	char note[256], inner[128];
	size_t n = 0;
	unsigned int k = 0;
	int depth = 0;

	if (!strstr(rest, "lit"))
		return;
	note[0] = 0;
	for (const char *p = rest; *p; p++) {
		if (*p == '(' || *p == '[')
			depth++;
		else if ((*p == ')' || *p == ']') && depth)
			depth--;
		else if (*p == ',' && !depth)
			k++;
		if (depth || strncmp(p, "lit", 3) || (p > rest && (isalnum((unsigned char)p[-1]) || p[-1] == '_')))
			continue;
		{
			const char *q = p + 3, *e;
			int m = 1, isint;
			int64_t v = 0;

			if (!strncmp(q, "64", 2)) {
				q += 2;
				m = 2;
			}
			while (*q == ' ' || *q == '\t')
				q++;
			if (*q != '(' || !(e = strchr(q, ')')) || (size_t)(e - q) >= sizeof(inner))
				continue;
			memcpy(inner, q + 1, (size_t)(e - q - 1));
			inner[e - q - 1] = 0;
			isint = gsi_expr_quiet(inner, &v);
			if (n + 64 < sizeof(note))
				n += (size_t)snprintf(note + n, sizeof(note) - n, "%u %d %d %lld;", k, m, isint, (long long)v);
		}
	}
	if (!n)
		return;
	gsi_list_line(st, "%u:%s", k + 1, note);
	if (st->n_list && !strcmp(strchr(st->list_pool + st->list[st->n_list - 1].text, ':') + 1, note)) {
		st->list[st->n_list - 1].at = inst;
		st->list[st->n_list - 1].lit = 1;
	}
}

void gsi_list_true16(struct asm_state *st, size_t inst, const char *rest)
{
	int t16 = 0;

	if (!st->listing || (st->target->gen != GS_GEN_GFX11 && st->target->gen != GS_GEN_GFX12))
		return;
	for (const char *p = rest; *p && !t16; p++)
		if ((*p == 'v' || *p == 'V') && (p == rest || !isalnum((unsigned char)p[-1])) &&
		    isdigit((unsigned char)p[1])) {
			const char *q = p + 1;

			while (isdigit((unsigned char)*q))
				q++;
			t16 = *q == '.' && (q[1] == 'l' || q[1] == 'h' || q[1] == 'L' || q[1] == 'H') &&
			      !isalnum((unsigned char)q[2]);
		}
	if (!t16)
		return;
	gsi_list_line(st, "t16");
	if (st->n_list) {
		st->list[st->n_list - 1].at = inst;
		st->list[st->n_list - 1].lit = 2;
	}
}

/* The operands of a disassembly (after the mnemonic), split at top-level
 * commas: starts in at[], count returned. */
static unsigned int split_ops(const char *text, const char **at, unsigned int max)
{
	const char *p = strchr(text, ' ');
	unsigned int n = 0;
	int depth = 0;

	if (!p)
		return 0;
	at[n++] = p + 1;
	for (p++; *p && n < max; p++) {
		if (*p == '(' || *p == '[')
			depth++;
		else if ((*p == ')' || *p == ']') && depth)
			depth--;
		else if (*p == ',' && !depth)
			at[n++] = p + 1;
	}
	return n;
}

/* Is operand i (of n) of the disassembly a 64-bit source? */
static int src64(const struct asm_state *st, const char *mnem, unsigned int i, unsigned int n_ops)
{
	char name[64];
	size_t n = strcspn(mnem, " ");
	const struct gs_isa_op *op;
	unsigned int ndst = 1, src;

	if (n >= sizeof(name))
		return 0;
	memcpy(name, mnem, n);
	name[n] = 0;
	if (n > 4 && (!strcmp(name + n - 4, "_e32") || !strcmp(name + n - 4, "_e64")))
		name[n - 4] = 0;
	/* destinations in front: none for v_cmpx/s_cmp, two with a carry or scale SGPR */
	if (!strncmp(name, "v_cmpx", 6) || !strncmp(name, "s_cmp", 5) || !strncmp(name, "s_bitcmp", 8))
		ndst = 0;
	else if (n_ops >= 4 && (strstr(name, "mad_u64") || strstr(name, "mad_i64") || strstr(name, "mad_co_") ||
				strstr(name, "div_scale") || (strstr(name, "_co_") && !strncmp(mnem + n - 4, "_e64", 4))))
		ndst = 2;
	if (i < ndst)
		return 0;
	src = i - ndst;
	op = st->isa ? gsi_isa_by_name(st->isa, name) : NULL;
	if (op && !strncmp(name, "v_", 2))
		return gsi_opnd_bits(op->sem, (int)src) == 64;
	if (!strncmp(name, "v_", 2))
		return gsi_opnd_bits_named(name, (int)src) == 64;
	n = strlen(name);
	return n > 4 && (!strcmp(name + n - 4, "_b64") || !strcmp(name + n - 4, "_i64") || !strcmp(name + n - 4, "_u64"));
}

/* The disassembly of the isz bytes at code with 0x12345678 at byte `at`. */
static int probe_text(const struct asm_state *st, const uint8_t *code, unsigned int isz, unsigned int at, char *text,
		      size_t size)
{
	uint8_t probe[32];
	unsigned int psz = 0;

	if (isz > sizeof(probe) || at + 4 > isz)
		return 0;
	memcpy(probe, code, isz);
	probe[at] = 0x78, probe[at + 1] = 0x56, probe[at + 2] = 0x34, probe[at + 3] = 0x12;
	return gs_disasm_one_wave(st->target, st->wave64 ? GS_DISASM_WAVE64 : 0, probe, isz, 0, text, size, &psz,
				  NULL) == GS_OK && psz == isz && (strstr(text, "0x12345678") || strstr(text, "0x5678"));
}

/* Rewrite the literal operands of text (isz bytes at code) in llvm's lit() form. */
static void lit_text(const struct asm_state *st, const uint8_t *code, size_t avail, unsigned int isz, char *text,
		     size_t size, const char *note)
{
	unsigned int nsrc_ops = (unsigned int)strtoul(note, NULL, 10);

	char ptext[GS_DISASM_TEXT_MAX], out[GS_DISASM_TEXT_MAX + GS_NAME_MAX + 128];
	const char *ops[MAX_OPNDS + 4], *pops[MAX_OPNDS + 4];
	unsigned int n, pn, shift;
	size_t len = 0;
	const char *from = text;
	int lit8 = 0;

	if (isz < 8 || avail < isz)
		return;
	/* which operands the trailing literal feeds: they print a probe value
	 * put in its place -- the last dword, else (gfx1250's 8-byte literal
	 * of a VOP3, whose high dword must stay zero) the one before it */
	if (!probe_text(st, code, isz, isz - 4, ptext, sizeof(ptext))) {
		if (isz < 12 || !probe_text(st, code, isz, isz - 8, ptext, sizeof(ptext)))
			return;
		lit8 = 1;
	}
	n = split_ops(text, ops, MAX_OPNDS + 4);
	pn = split_ops(ptext, pops, MAX_OPNDS + 4);
	if (n != pn || n < nsrc_ops)
		return;
	shift = n - nsrc_ops;  /* operands the disassembly adds in front (vcc_lo of VOPC e32) */
	for (unsigned int i = shift; i < n; i++) {
		const char *pe = i + 1 < n ? pops[i + 1] : pops[i] + strlen(pops[i]);
		const char *hit = NULL, *x, *tok, *te;
		char val[48];
		unsigned int k, m, isint, digits = 0;
		long long v;
		int found = 0;

		for (x = pops[i]; x + 6 <= pe; x++)
			if (!strncmp(x, "0x5678", 6) || !strncmp(x, "0x12345678", 10)) {
				hit = x;
				break;
			}
		if (!hit)
			continue;
		for (x = strchr(note, ':') + 1; *x && sscanf(x, "%u %u %u %lld;", &k, &m, &isint, &v) == 4;
		     x = strchr(x, ';') + 1)
			if (k + shift == i) {
				found = 1;
				break;
			}
		if (!found)
			continue;
		for (x = hit + 2; isxdigit((unsigned char)*x); x++)
			digits++;
		if (lit8 || digits > 8) {  /* gfx1250's 8-byte literal */
			uint64_t q = 0;

			for (unsigned int b = 0; b < 8; b++)
				q |= (uint64_t)code[isz - 8 + b] << (8 * b);
			snprintf(val, sizeof(val), "0x%llx", (unsigned long long)q);
		} else {
			uint32_t d = (uint32_t)code[isz - 4] | (uint32_t)code[isz - 3] << 8 | (uint32_t)code[isz - 2] << 16 |
				     (uint32_t)code[isz - 1] << 24;

			if (digits == 4)
				d &= 0xffff;
			if (isint && (uint32_t)v == d + (digits == 4 ? (uint32_t)v & 0xffff0000u : 0) && !src64(st, text, i, n))
				snprintf(val, sizeof(val), "0x%llx", (unsigned long long)v);
			else
				snprintf(val, sizeof(val), "0x%x", d);
		}
		/* the literal's token in the real text: past blanks and an abs bar */
		tok = ops[i];
		while (*tok == ' ' || *tok == '|')
			tok++;
		te = tok + strcspn(tok, " ,|");
		len += (size_t)snprintf(out + len, sizeof(out) - len, "%.*s%s(%s)", (int)(tok - from), from,
					m == 2 ? "lit64" : "lit", val);
		if (len >= sizeof(out))
			return;
		from = te;
	}
	if (from == text)
		return;
	if (len + strlen(from) >= size)
		return;
	memcpy(out + len, from, strlen(from) + 1);
	memcpy(text, out, strlen(out) + 1);
	/* the table printer gives gfx11 16-bit VGPRs as true16 halves; the
	 * listing prints llvm's fake16 form (as llvm-mc prints it) unless a high half is used */
	if (st->target->gen == GS_GEN_GFX11 && !strstr(text, ".h")) {
		char *w = text;

		for (const char *r = text; *r; r++) {
			if (r[0] == '.' && r[1] == 'l' && r > text && isdigit((unsigned char)r[-1]) && !isalnum((unsigned char)r[2]))
				r++;
			else
				*w++ = *r;
		}
		*w = 0;
	}
}

/*
 * gfx12 VOPC e32 lines written with true16 halves: llvm-mc-22's echo keeps
 * them (v1.l, v1.h) where its disassembler and gfxshim's print the fake16
 * registers (v1, v129) of the same bytes.
 */
static void gfx12_vopc_halves(char *text, size_t size)
{
	char out[GS_DISASM_TEXT_MAX + GS_NAME_MAX + 32];
	const char *sp = strchr(text, ' '), *p;
	size_t o;

	const char *sixteen = strstr(text, "16");

	if (strncmp(text, "v_cmp", 5) || !sp || sp - text < 8 || strncmp(sp - 4, "_e32", 4) ||
	    !sixteen || sixteen > sp || strstr(text, ".l") || strstr(text, ".h"))
		return;
	o = (size_t)(sp - text);
	memcpy(out, text, o);
	for (p = sp; *p && o + 8 < sizeof(out);) {
		if (p[0] == 'v' && isdigit((unsigned char)p[1]) && (p[-1] == ' ')) {
			char *end;
			unsigned long n = strtoul(p + 1, &end, 10);

			if (!*end || *end == ',' || *end == ' ') {
				o += (size_t)snprintf(out + o, sizeof(out) - o, "v%lu.%c", n >= 128 ? n - 128 : n,
						      n >= 128 ? 'h' : 'l');
				p = end;
				continue;
			}
		}
		out[o++] = *p++;
	}
	out[o] = 0;
	snprintf(text, size, "%s", out);
}

/* A line that spelled no lit()/lit64() (gfx1250): llvm echoes the value as
 * written where its encoding needed the 64-bit literal (v_mov_b64 v[2:3],
 * 0xaf123456), which the disassembly prints as lit64(0xaf123456). */
static void unlit64(char *text)
{
	char *at;

	while ((at = strstr(text, "lit64(")) != NULL) {
		char *end = strchr(at, ')');

		if (!end)
			return;
		memmove(end, end + 1, strlen(end + 1) + 1);
		memmove(at, at + 6, strlen(at + 6) + 1);
	}
}

/* One instruction line; a branch to a label prints the label and, with
 * encodings, llvm's placeholder bytes A,A and its fixup note. */
static void inst_line(struct strbuf *b, const struct asm_state *st, uint32_t off, const struct asm_fixup *f,
		      const struct asm_reloc *r, const char *lits, int encoding, int t16)
{
	unsigned int flags = (st->wave64 ? GS_DISASM_WAVE64 : 0) | (t16 ? GS_DISASM_LLVM_DISASSEMBLER : 0);
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
		gs_disasm_one_wave(st->target, flags, code, avail, off, text,
				   GS_DISASM_TEXT_MAX, &isz, NULL);
		snprintf(hex, sizeof(hex), "0x%x", ph);
		at = strstr(text, hex);
		if (at) {
			char tail[GS_DISASM_TEXT_MAX];

			snprintf(tail, sizeof(tail), "%s", at + strlen(hex));
			snprintf(at, sizeof(text) - (size_t)(at - text), "%s%s", r->text, tail);
		}
	} else {
		gs_disasm_one_wave(st->target, flags, code, avail, off, text,
				   GS_DISASM_TEXT_MAX, &isz, NULL);
		if (lits)
			lit_text(st, code, avail, isz, text, sizeof(text), lits);
		else if (st->target->gen == GS_GEN_GFX11 || st->target->gen == GS_GEN_GFX12)
			gsi_asm_echo_text(text, code, isz, t16);  /* echo.c */
		else
			unlit64(text);
		if (t16 && st->target->gen == GS_GEN_GFX12)
			gfx12_vopc_halves(text, sizeof(text));
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

	const char *lits = NULL;  /* the lit() note of instruction lits_at */
	size_t lits_at = 0;
	size_t t16_at = (size_t)-1;  /* the instruction spelled with true16 halves */

	for (size_t i = 0; i <= st->n_list; i++) {
		size_t upto = i < st->n_list ? st->list[i].at : st->n_lines;

		for (; line < upto; line++) {
			uint32_t off = st->lines[line].offset;

			inst_line(&b, st, off, fixup_at(st, &fk, off), gsi_asm_reloc_at(st, &rk, off),
				  lits && lits_at == line ? lits : NULL, encoding, t16_at == line);
		}
		if (i < st->n_list && st->list[i].lit == 2) {
			t16_at = st->list[i].at;
		} else if (i < st->n_list && st->list[i].lit) {
			lits = st->list_pool + st->list[i].text;
			lits_at = st->list[i].at;
		} else if (i < st->n_list) {
			put(&b, "%s\n", st->list_pool + st->list[i].text);
		}
	}
	if (!b.p)
		put(&b, "%s", "");
	if (b.nomem) {
		free(b.p);
		return NULL;
	}
	return b.p;
}
