// SPDX-License-Identifier: MIT
/*
 * The assembler's input at its edges (issue 23): the line reader (CRLF,
 * control characters), symbols at scale (300k labels, a 200k-long chain of
 * forward .set symbols, which llvm-mc-22 itself overflows its stack on),
 * and whole messages.  Each check asserts the exact bytes or message; the
 * speed of the large inputs is measured by `make bench`, not here.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "harness.h"

static struct gs_program *assemble(const char *target, const char *src, size_t n, struct gs_error *err)
{
	struct gs_asm_options opt = { .target = gs_target_find(target), .filename = "t.s" };
	struct gs_program *p = NULL;

	if (gs_assemble(src, n, &opt, &p, err) != GS_OK) {
		if (p && p->diagnostics && p->diagnostics[0])
			snprintf(err->msg, sizeof(err->msg), "%s", p->diagnostics);
		gs_program_free(p);
		return NULL;
	}
	return p;
}

/* src must fail with exactly this diagnostics text (every line of it). */
static void expect_diag(const char *src, size_t n, const char *want, const char *what)
{
	struct gs_asm_options opt = { .target = gs_target_find("gfx1201"), .filename = "t.s" };
	struct gs_program *p = NULL;
	enum gs_status st = gs_assemble(src, n, &opt, &p, &(struct gs_error){ 0 });

	CHECK(st != GS_OK, "%s: refused", what);
	CHECK_STR(p ? p->diagnostics : NULL, want, what);
	gs_program_free(p);
}

/* a literal source, NULs in it included */
#define DIAG(src, want, what) expect_diag(src, sizeof(src) - 1, want, what)

static int same_bytes(const struct gs_program *p, const uint8_t *b, size_t n)
{
	return p && p->text_size == n && !memcmp(p->text, b, n);
}

static void test_line_ends(void)
{
	static const char lf[] = ".text\ns_nop 0\nL: s_mov_b32 s0, 5 ; c\ns_branch L\ns_endpgm\n";
	static const char crlf[] = ".text\r\ns_nop 0\r\nL: s_mov_b32 s0, 5 ; c\r\ns_branch L\r\ns_endpgm\r\n";
	static const char crlf_eof[] = "s_endpgm\r";
	struct gs_error err = { 0 };
	struct gs_program *a = assemble("gfx1201", lf, strlen(lf), &err), *b;
	static const uint8_t endpgm[] = { 0x00, 0x00, 0xb0, 0xbf };

	b = assemble("gfx1201", crlf, strlen(crlf), &err);
	CHECK(a && b, "CRLF source assembles (%s)", err.msg);
	CHECK(a && b && same_bytes(b, a->text, a->text_size), "CRLF gives the bytes of LF");
	gs_program_free(a);
	gs_program_free(b);
	a = assemble("gfx1201", crlf_eof, strlen(crlf_eof), &err);
	CHECK(same_bytes(a, endpgm, 4), "a CR before the end of the file is a line end (%s)", err.msg);
	gs_program_free(a);

	DIAG("s_nop 0\x01\ns_endpgm\n",
		    "t.s:1:8: error: unexpected control character 0x01, expected text (a line ends with LF or CRLF)\n",
		    "SOH in an instruction");
	DIAG("s_nop 0\rs_endpgm\n",
		    "t.s:1:8: error: unexpected control character 0x0d (a carriage return not before a line feed), "
		    "expected text (a line ends with LF or CRLF)\n", "a lone CR");
	DIAG("s_nop 0\n\ts_endpgm\x00\n",
		    "t.s:2:10: error: unexpected control character 0x00, expected text (a line ends with LF or CRLF)\n",
		    "NUL after an instruction");
	DIAG(".text\ns_\x1b" "endpgm\n.long 1\x7f\n",
		    "t.s:2:3: error: unexpected control character 0x1b, expected text (a line ends with LF or CRLF)\n"
		    "t.s:3:8: error: unexpected control character 0x7f, expected text (a line ends with LF or CRLF)\n",
		    "ESC and DEL, each line reported");
	DIAG("s_nop 0\f\n",
		    "t.s:1:8: error: unexpected control character 0x0c, expected text (a line ends with LF or CRLF)\n",
		    "form feed (llvm-mc-22 refuses it too)");
	{
		static const char ok[] = ".text\ns_nop 0 ; \x01\x7f\x1b in a comment\n.ascii \"a\x01\x7f\"\n";
		static const uint8_t want[] = { 0x00, 0x00, 0x80, 0xbf, 'a', 0x01, 0x7f };

		a = assemble("gfx1201", ok, strlen(ok), &err);
		CHECK(same_bytes(a, want, sizeof(want)), "control characters in comments and strings kept as llvm-mc-22 "
		      "keeps them (%s)", err.msg);
		gs_program_free(a);
	}
}

/* A text that grows (no fixed buffer: the inputs here are megabytes). */
struct text {
	char *p;
	size_t n, cap;
};

static void add(struct text *t, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add(struct text *t, const char *fmt, ...)
{
	va_list ap;
	int n;

	if (t->cap - t->n < 256) {
		t->cap = t->cap ? t->cap * 2 : 1 << 16;
		t->p = realloc(t->p, t->cap);
		if (!t->p)
			abort();
	}
	va_start(ap, fmt);
	n = vsnprintf(t->p + t->n, t->cap - t->n, fmt, ap);
	va_end(ap);
	t->n += (size_t)n;
}

/* x0 = x1+1 ... x{n-1} = xn+1, xn = 0: x0 is n. */
static char *chain(unsigned int n, int define_last, size_t *len)
{
	struct text t = { 0 };

	add(&t, ".text\n");
	for (unsigned int i = 0; i < n; i++)
		add(&t, "x%u = x%u+1\n", i, i + 1);
	if (define_last)
		add(&t, "x%u = 0\n", n);
	add(&t, "s_mov_b32 s0, x0\n");
	*len = t.n;
	return t.p;
}

static int64_t literal_of(const struct gs_program *p)
{
	/* s_mov_b32 s0, <literal>: ff 00 80 be, then the value */
	if (!p || p->text_size < 8 || p->text[0] != 0xff)
		return -1;
	return (int64_t)(p->text[4] | p->text[5] << 8 | p->text[6] << 16 | (uint32_t)p->text[7] << 24);
}

static void test_symbols_at_scale(void)
{
	struct gs_error err = { 0 };
	struct gs_program *p;
	struct text t = { 0 };
	size_t n;
	char *src;

	/* the 65-link chain (llvm-mc-22: 65), and 200k links */
	src = chain(65, 1, &n);
	p = assemble("gfx1201", src, n, &err);
	CHECK_EQ(literal_of(p), 65, "a chain of 65 forward .set symbols gives 65 (%s)", err.msg);
	gs_program_free(p);
	free(src);
	src = chain(200000, 1, &n);
	p = assemble("gfx1201", src, n, &err);
	CHECK_EQ(literal_of(p), 200000, "a chain of 200000 forward .set symbols gives 200000 (%s)", err.msg);
	gs_program_free(p);
	free(src);

	/* 300k labels, a branch back to one near the end */
	add(&t, ".text\n");
	for (unsigned int i = 0; i < 300000; i++)
		add(&t, "L%u:\n\ts_nop 0\n", i);
	add(&t, "\ts_branch L299990\n");
	p = assemble("gfx1201", t.p, t.n, &err);
	/* offset of the branch 1200000; L299990 at 1199960: (1199960 - 1200004) / 4 = -11 */
	CHECK(p && p->text_size == 1200004 && p->text[1200000] == 0xf5 && p->text[1200001] == 0xff,
	      "300000 labels: the branch resolves to the right one (%s)", err.msg);
	gs_program_free(p);
	t.n = 0;
	add(&t, "L1:\nL2:\nL1:\n");
	p = assemble("gfx1201", t.p, t.n, &err);
	CHECK_STR(p ? "" : err.msg, "t.s:3:1: error: label 'L1' redefined, first defined at line 1\n",
		  "a label defined twice is still found through the hash table");
	gs_program_free(p);
	free(t.p);
}

static void test_symbol_errors(void)
{
	size_t n;
	char *src = chain(64, 0, &n);
	struct text t = { 0 };
	char want[2048];

	expect_diag(src, n, "t.s:66:15: error: cannot evaluate 'x0' (= x1+1, line 2): undefined symbol 'x64' in "
		    "'x63' (= x64+1, line 65), expected a symbol defined earlier with .set, .equ or '='\n",
		    "a chain ending in an undefined symbol names both ends");
	free(src);
	DIAG("a = b+1\nb = c*2\nc = a\ns_mov_b32 s0, b\n",
		    "t.s:4:15: error: cannot evaluate 'b' (= c*2, line 2): symbol 'b' is defined in terms of itself, "
		    "expected a value\n", "a cycle through three symbols");
	DIAG(".set a, L+1\nL:\ns_mov_b32 s0, a\n",
		    "t.s:3:15: error: cannot evaluate 'a' (= L+1, line 1): label 'L' in an expression, expected a number "
		    "or a .set symbol (label arithmetic needs relocations, which gfxshim does not make)\n",
		    "a label defined after the .set that names it");
	DIAG(".set a, b\n.set b, 1/0\ns_mov_b32 s0, a\n",
		    "t.s:2:10: error: division by zero\n"
		    "t.s:3:15: error: cannot evaluate 'a' (= b, line 1): undefined symbol 'b', expected a symbol defined "
		    "earlier with .set, .equ or '='\n", "an error in a definition is reported where it is made");
	DIAG(".set a, b\n.set b, c/0\nc=1\ns_mov_b32 s0, a\n",
		    "t.s:4:15: error: cannot evaluate 'a' (= b, line 1) in 'b' (= c/0, line 2): division by zero\n",
		    "an error in a kept definition is reported where it is used");

	/* messages are never cut: a 600-character expression comes back whole */
	add(&t, ".set a, b");
	for (int i = 0; i < 100; i++)
		add(&t, " + 12345");
	add(&t, "\ns_mov_b32 s0, a\n");
	snprintf(want, sizeof(want), "t.s:2:15: error: cannot evaluate 'a' (= %.*s, line 1): undefined symbol 'b', "
		 "expected a symbol defined earlier with .set, .equ or '='\n", (int)(strchr(t.p, '\n') - t.p - 8),
		 t.p + 8);
	expect_diag(t.p, t.n, want, "a message of 700 characters, whole");
	t.n = 0;
	add(&t, ".long 1 + 2");
	for (int i = 0; i < 400; i++)
		add(&t, " 3");
	add(&t, "\n");
	{
		struct gs_asm_options opt = { .target = gs_target_find("gfx1201"), .filename = "t.s" };
		struct gs_program *p = NULL;

		gs_assemble(t.p, t.n, &opt, &p, &(struct gs_error){ 0 });
		CHECK(p && strlen(p->diagnostics) > 850 && strstr(p->diagnostics, " 3 3 3' after '1 + 2 ', expected an "
		      "operator or the end of the expression\n"), "a message echoing 800 characters of source, whole");
		gs_program_free(p);
	}
	free(t.p);
}

/* 64-bit arithmetic wraps as in llvm-mc-22 (UBSan: no signed overflow). */
static void test_wrap(void)
{
	static const char src[] =
		".long (9223372036854775807+1) >> 32\n"   /* 0x80000000 */
		".long -(-9223372036854775807-1) >> 32\n" /* 0x80000000 */
		".long (-9223372036854775807-1) / -1 >> 32\n"
		".long (9223372036854775807*3) >> 32\n"    /* 0x7fffffff */
		"s_nop (-9223372036854775807-1) & 0xffff\n"
		"s_setprio (9223372036854775807+1) & 3\n";
	static const uint8_t want[] = {
		0x00, 0x00, 0x00, 0x80, 0x00, 0x00, 0x00, 0x80, 0x00, 0x00, 0x00, 0x80, 0xff, 0xff, 0xff, 0x7f,
		0x00, 0x00, 0x80, 0xbf, 0x00, 0x00, 0xb5, 0xbf,
	};
	struct gs_error err = { 0 };
	struct gs_program *p = assemble("gfx1201", src, strlen(src), &err);

	CHECK(same_bytes(p, want, sizeof(want)), "INT64_MAX+1, -INT64_MIN, INT64_MIN/-1 wrap (%s)", err.msg);
	gs_program_free(p);
	DIAG("s_mov_b32 s0, 9223372036854775807+1\n",
		    "t.s:1:15: error: literal '9223372036854775807+1' out of range for s_mov_b32, expected a "
		    "32-bit value\n", "INT64_MAX+1 as a 32-bit operand: refused (llvm-mc-22: invalid operand)");
	/* the UBSan findings (the scalar layer's own evaluator, gone) */
	DIAG("s_mov_b32 s0, -9223372036854775808\ns_nop -9223372036854775808\ns_sendmsg 9223372036854775807+1\n",
	     "t.s:1:15: error: literal '-9223372036854775808' out of range for s_mov_b32, expected a "
	     "32-bit value\n"
	     "t.s:2:7: error: immediate '-9223372036854775808' out of range for s_nop, expected a 16-bit value "
	     "(-32768..65535)\n"
	     "t.s:3:11: error: message '9223372036854775807+1' out of range, expected 0..65535\n",
	     "-INT64_MIN and INT64_MAX+1 in scalar operands: refused, no overflow");
}

/*
 * The line reader looks at 8 bytes at a time for what it must see (comment
 * starts, quotes, control characters), then byte by byte: each such byte at
 * every place of a line, across the words, is found there.
 */
static void test_reader_places(void)
{
	static const char base[] = "s_mov_b32 s0, 1";   /* 15 characters, then blanks */
	static const uint8_t want[] = { 0x81, 0x00, 0x80, 0xbe };
	unsigned int missed_ctl = 0, missed_cmt = 0, missed_tab = 0;

	for (unsigned int at = 15; at < 40; at++) {
		char line[64], msg[160];
		struct gs_error err = { 0 };
		struct gs_program *p;

		/* blanks to `at`, then a control character: an error at its column */
		for (unsigned int c = 1; c < 0x80; c = c == 0x1f ? 0x7f : c + 1) {
			struct gs_asm_options opt = { .target = gs_target_find("gfx1201"), .filename = "t.s" };

			if (c == '\t' || c == '\n' || c == '\r')
				continue;  /* a blank; the line's end; CR before it is CRLF */
			snprintf(line, sizeof(line), "%s%*s%c\n", base, (int)(at - 15), "", (char)c);
			p = NULL;
			gs_assemble(line, strlen(line), &opt, &p, &err);
			snprintf(msg, sizeof(msg), "t.s:1:%u: error: unexpected control character 0x%02x", at + 1, c);
			missed_ctl += !p || strncmp(p->diagnostics, msg, strlen(msg)) != 0;
			gs_program_free(p);
		}
		/* a comment starting there, and a tab there: the same bytes */
		snprintf(line, sizeof(line), "%s%*s; x \x01 \"\n", base, (int)(at - 15), "");
		p = assemble("gfx1201", line, strlen(line), &err);
		missed_cmt += !same_bytes(p, want, sizeof(want));
		gs_program_free(p);
		snprintf(line, sizeof(line), "%s%*s\t//\x02\n", base, (int)(at - 15), "");
		p = assemble("gfx1201", line, strlen(line), &err);
		missed_tab += !same_bytes(p, want, sizeof(want));
		gs_program_free(p);
	}
	CHECK_EQ(missed_ctl, 0, "a control character at each of columns 16..40 is reported at its column");
	CHECK_EQ(missed_cmt, 0, "a ';' comment at each of columns 16..40 is taken out");
	CHECK_EQ(missed_tab, 0, "a tab and a '//' comment at each of columns 16..40 are read as blank and comment");
}

int main(void)
{
	test_line_ends();
	test_reader_places();
	test_symbols_at_scale();
	test_symbol_errors();
	test_wrap();
	return t_done();
}
