/* SPDX-License-Identifier: MIT */
/*
 * The llvm-mc-22 oracle for unit tests: run it live on a temporary file,
 * read its "; encoding: [...]" bytes and instruction text, and get gfxshim's
 * bytes and text for the same line to compare with; lo_batch() runs many
 * items through one llvm-mc-22 process.  One copy for the test_tab_*.c
 * files; each test keeps its own special cases.
 */
#ifndef GS_TEST_LLVM_ORACLE_H
#define GS_TEST_LLVM_ORACLE_H

#include <ctype.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/target.h"
#include "testutil.h"

#define LLVM "llvm-mc-22"

#define LO_UNUSED __attribute__((unused))

/* One instruction's bytes. */
struct enc {
	uint8_t b[24];
	unsigned int n;
};

/* The temporary directory llvm-mc-22's input files go to (lo_setup makes it). */
static LO_UNUSED char lo_dir[256];

/* 1 when llvm-mc-22 runs and a temporary directory exists; else prints a TAP SKIP plan and returns 0. */
static LO_UNUSED int lo_setup(void)
{
	int st = 0;
	char *v = tu_run(LLVM " --version 2>/dev/null", &st);
	int ok = v && st == 0 && strstr(v, "LLVM");

	free(v);
	if (!ok) {
		printf("1..0 # SKIP %s not installed\n", LLVM);
		return 0;
	}
	if (!tu_tmpdir(lo_dir, sizeof(lo_dir))) {
		printf("1..0 # SKIP no temporary directory\n");
		return 0;
	}
	return 1;
}

/* Removes the temporary directory lo_setup made. */
static LO_UNUSED void lo_cleanup(void)
{
	char cmd[300];
	int st;

	if (!lo_dir[0])
		return;
	snprintf(cmd, sizeof(cmd), "rm -rf %s", lo_dir);
	free(tu_run(cmd, &st));
}

/* llvm-mc-22 -show-encoding (--disassemble when disasm) on input; its stdout (and stderr when merge), or NULL; exit status in *st. */
static LO_UNUSED char *lo_run_st(const char *target, int wave64, int disasm, const char *input, int merge, int *st)
{
	static unsigned int seq;
	char path[320], cmd[800];

	*st = -1;
	snprintf(path, sizeof(path), "%s/in.%u.%s.txt", lo_dir, seq++, target);
	if (!tu_write_file(path, input, strlen(input)))
		return NULL;
	snprintf(cmd, sizeof(cmd), "%s -arch=amdgcn -mcpu=%s%s %s -show-encoding < %s %s", LLVM, target,
		 wave64 ? " -mattr=+wavefrontsize64" : "", disasm ? "--disassemble" : "", path,
		 merge ? "2>&1" : "2>/dev/null");
	return tu_run(cmd, st);
}

/* lo_run_st without the exit status. */
static LO_UNUSED char *lo_run(const char *target, int wave64, int disasm, const char *input, int merge)
{
	int st;

	return lo_run_st(target, wave64, disasm, input, merge, &st);
}

/* The bytes of the first "encoding: [0x..,...]" in s into e; 1 when there are any. */
static LO_UNUSED int lo_parse_enc(const char *s, struct enc *e)
{
	const char *p = strstr(s, "encoding: [");

	e->n = 0;
	if (!p)
		return 0;
	for (p += 11; *p && *p != ']' && e->n < sizeof(e->b);) {
		e->b[e->n++] = (uint8_t)strtoul(p, (char **)&p, 16);
		if (*p == ',')
			p++;
	}
	return e->n > 0;
}

/* Copies s[0, len) to out with blanks trimmed and runs of blanks collapsed to one space (out may be s). */
static LO_UNUSED void lo_squash_to(const char *s, size_t len, char *out, size_t size)
{
	const char *end = s + len;
	size_t n = 0;
	int sp = 0;

	if (!size)
		return;
	for (; s < end && *s && n + 1 < size; s++) {
		if (isspace((unsigned char)*s)) {
			sp = n > 0;
			continue;
		}
		if (sp)
			out[n++] = ' ';
		sp = 0;
		out[n++] = *s;
	}
	out[n] = 0;
}

/* Collapses blanks in s in place ("  a  b " -> "a b"). */
static LO_UNUSED void lo_squash(char *s)
{
	size_t len = strlen(s);

	lo_squash_to(s, len, s, len + 1);
}

/* The instruction text of an llvm-mc output line (before "; encoding:"), blanks collapsed. */
static LO_UNUSED void lo_inst_text(const char *line, char *out, size_t size)
{
	const char *e = strstr(line, "; encoding:");

	lo_squash_to(line, e ? (size_t)(e - line) : strlen(line), out, size);
}

/* The first instruction line of llvm's output (not a directive, comment or diagnostic), comment cut, blanks collapsed. */
static LO_UNUSED void lo_first_text(const char *out, char *buf, size_t size)
{
	buf[0] = 0;
	for (const char *l = out; *l;) {
		const char *e = strchr(l, '\n'), *p = l;

		if (!e)
			e = l + strlen(l);
		while (p < e && isspace((unsigned char)*p))
			p++;
		if (p < e && *p != '.' && *p != ';' && strncmp(p, "<stdin>", 7)) {
			const char *c = memchr(p, ';', (size_t)(e - p));

			lo_squash_to(p, (size_t)((c ? c : e) - p), buf, size);
			return;
		}
		l = *e ? e + 1 : e;
	}
}

/* e's bytes as "0x01,0x02,..." into buf. */
static LO_UNUSED void lo_hex(const struct enc *e, char *buf, size_t size)
{
	size_t k = 0;

	buf[0] = 0;
	for (unsigned int i = 0; i < e->n && k + 6 < size; i++)
		k += (size_t)snprintf(buf + k, size - k, "%s0x%02x", i ? "," : "", e->b[i]);
}

/* llvm-mc-22's bytes for one line into e; 1 when it assembles the line without error. */
static LO_UNUSED int lo_llvm_asm(const char *target, int wave64, const char *line, struct enc *e)
{
	char src[600], *out;
	int st, ok;

	snprintf(src, sizeof(src), "%s\n", line);
	out = lo_run_st(target, wave64, 0, src, 1, &st);
	ok = out && lo_parse_enc(out, e) && st == 0;
	if (!out)
		e->n = 0;
	free(out);
	return ok;
}

/* llvm-mc-22 --disassemble's text for e's bytes into text ("" when it prints none). */
static LO_UNUSED void lo_llvm_disasm(const char *target, int wave64, const struct enc *e, char *text, size_t size)
{
	char hx[128], in[140], *out;

	lo_hex(e, hx, sizeof(hx));
	snprintf(in, sizeof(in), "[%s]\n", hx);
	out = lo_run(target, wave64, 1, in, 1);
	lo_first_text(out ? out : "", text, size);
	free(out);
}

/* gfxshim's bytes for one line into e; 0 on error, with the first diagnostic ("<stdin>:1:col: ...") in diag. */
static LO_UNUSED int lo_asm(const struct gs_target *t, int wave64, const char *line, struct enc *e, char *diag,
			    size_t dsize)
{
	struct gs_asm_options opt;
	struct gs_program *p = NULL;
	struct gs_error err;
	char src[600];
	enum gs_status st;

	memset(&opt, 0, sizeof(opt));
	memset(&err, 0, sizeof(err));
	opt.target = t;
	opt.filename = "<stdin>";
	opt.wave64 = wave64;
	opt.max_errors = 1;
	snprintf(src, sizeof(src), "%s\n", line);
	st = gs_assemble(src, strlen(src), &opt, &p, &err);
	if (diag) {
		snprintf(diag, dsize, "%s", p && p->diagnostics && p->diagnostics[0] ? p->diagnostics : err.msg);
		diag[strcspn(diag, "\n")] = 0;
	}
	e->n = 0;
	if (st == GS_OK && p && p->text_size <= sizeof(e->b)) {
		memcpy(e->b, p->text, p->text_size);
		e->n = (unsigned int)p->text_size;
	}
	gs_program_free(p);
	return st == GS_OK && e->n;
}

/* gfxshim's llvm-style text for e's bytes into buf, blanks collapsed; the bytes it took (0: refused). */
static LO_UNUSED unsigned int lo_disasm(const struct gs_target *t, int wave64, const struct enc *e, char *buf,
				       size_t size)
{
	unsigned int isz = 0;
	struct gs_error err;
	char tmp[512];

	buf[0] = 0;
	if (gs_disasm_one_wave(t, GS_DISASM_LLVM_DISASSEMBLER | (wave64 ? GS_DISASM_WAVE64 : 0), e->b, e->n, 0, tmp,
			       sizeof(tmp), &isz, &err) != GS_OK)
		return 0;
	lo_squash_to(tmp, strlen(tmp), buf, size);
	return isz;
}

/* One item's answer from lo_batch(): how many instructions llvm-mc-22
 * printed for it (-1: it crashed on the item), the last one's text and bytes. */
struct lo_res {
	int ninst;
	char text[256];
	struct enc e;
};

/* One llvm-mc-22 run over items [start, end), each followed by a marker
 * (s_mov_b32 s93, 0x5eedNNNN); the index reached (end when complete). */
static LO_UNUSED unsigned int lo_batch_run(const char *tname, int wave64, int disasm, char *const *items, unsigned int start,
			     unsigned int end, struct lo_res *r)
{
	size_t cap = 64;
	char *in, *out, *p, line[512];
	unsigned int cur = start;

	for (unsigned int i = start; i < end; i++)
		cap += strlen(items[i]) + 64;
	in = calloc(1, cap);
	if (!in)
		return start;
	for (unsigned int i = start, k = 0; i < end; i++, k = strlen(in)) {
		if (disasm)
			snprintf(in + k, cap - k, "%s\n[0xff,0x00,0xdd,0xbe,0x%02x,0x%02x,0xed,0x5e]\n", items[i], i & 0xff,
				 (i >> 8) & 0xff);
		else
			snprintf(in + k, cap - k, "%s\ns_mov_b32 s93, 0x5eed%04x\n", items[i], i & 0xffff);
	}
	out = lo_run(tname, wave64, disasm, in, 0);
	free(in);
	p = out ? out : (char *)"";
	for (unsigned int i = start; i < end; i++)
		memset(&r[i], 0, sizeof(r[i]));
	while (*p && cur < end) {
		char *e = strchr(p, '\n');
		size_t k = e ? (size_t)(e - p) : strlen(p);

		snprintf(line, sizeof(line), "%.*s", (int)k, p);
		p = e ? e + 1 : p + k;
		if (strstr(line, "s_mov_b32 s93, 0x5eed")) {
			cur++;
			continue;
		}
		if (strstr(line, "encoding:")) {
			r[cur].ninst++;
			lo_inst_text(line, r[cur].text, sizeof(r[cur].text));
			lo_parse_enc(line, &r[cur].e);
		}
	}
	free(out);
	return cur;
}

/*
 * Feed items (hex groups when disasm, else source lines) to llvm-mc-22, each
 * followed by a marker, and collect the answer per item.  llvm-mc-22 crashes
 * on a few encodings (Documentation/isa-tables.rst) and loses its buffered
 * output then: such a chunk is run again one item at a time.
 */
static LO_UNUSED void lo_batch(const char *tname, int wave64, int disasm, char *const *items, unsigned int n, struct lo_res *r)
{
	memset(r, 0, n * sizeof(*r));
	for (unsigned int s = 0; s < n; s += 64) {
		unsigned int e = s + 64 < n ? s + 64 : n;

		if (lo_batch_run(tname, wave64, disasm, items, s, e, r) == e)
			continue;
		for (unsigned int i = s; i < e; i++)
			if (lo_batch_run(tname, wave64, disasm, items, i, i + 1, r) != i + 1)
				r[i].ninst = -1;
	}
}

/* One line through both assemblers (after lo_setup; include harness.h
 * first): gfxshim's bytes equal llvm-mc-22's and disassemble back to the
 * line -- up to three checks, or a SKIP when llvm-mc-22 is missing or
 * refuses the line. */
static LO_UNUSED void lo_check_line(const char *tname, const char *line)
{
	const struct gs_target *t = gs_target_find(tname);
	struct enc want, got;
	struct gs_error err = { 0 };
	char diag[300] = "", hw[128], hg[128], text[GS_DISASM_TEXT_MAX] = "";
	unsigned int isize = 0;

	if (!lo_llvm_asm(tname, 0, line, &want)) {
		printf("ok %d - # SKIP llvm-mc-22 not installed or refused '%s'\n", ++t_count, line);
		return;
	}
	if (!CHECK(lo_asm(t, 0, line, &got, diag, sizeof(diag)), "%s: '%s' assembles (%s)", tname, line, diag))
		return;
	lo_hex(&want, hw, sizeof(hw));
	lo_hex(&got, hg, sizeof(hg));
	CHECK_STR(hg, hw, "%s: '%s' encodes like llvm-mc-22", tname, line);
	gs_disasm_one(t, got.b, got.n, 0, text, sizeof(text), &isize, &err);
	CHECK_STR(text, line, "%s: '%s' disassembles back (%u bytes)", tname, line, isize);
}

#endif
