// SPDX-License-Identifier: MIT
/*
 * The assembler's driver: split the source into statements, dispatch them
 * to directives or instructions, resolve labels, and collect every
 * diagnostic as "file:line:col: error: ...".
 */
#include <ctype.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab.h"

int gsi_asm_grow_slow(struct asm_state *st, void **buf, size_t *cap, size_t n, size_t elem)
{
	size_t c = *cap ? *cap : 16;
	void *p;

	if (n <= *cap)
		return 1;
	while (c < n)
		c *= 2;
	p = realloc(*buf, c * elem);
	if (!p) {
		st->nomem = 1;
		return 0;
	}
	*buf = p;
	*cap = c;
	return 1;
}

int gsi_asm_emit(struct asm_state *st, const uint8_t *p, size_t n)
{
	if (!gsi_asm_grow(st, (void **)&st->text, &st->text_cap, st->text_len + n, 1))
		return 0;
	memcpy(st->text + st->text_len, p, n);
	st->text_len += n;
	return 1;
}

int gsi_asm_emit_instruction(struct asm_state *st, const uint8_t *p, size_t n)
{
	struct gs_line_info *li;

	if (!gsi_asm_grow(st, (void **)&st->lines, &st->lines_cap, st->n_lines + 1, sizeof(*li)))
		return 0;
	li = &st->lines[st->n_lines++];
	li->offset = (uint32_t)st->text_len;
	li->line = st->line;
	return gsi_asm_emit(st, p, n);
}

/* One message, whole however long (no fixed buffer cuts it).  Messages of
 * a try that is rolled back are formatted too (a VOPC line retried as its
 * e32 form without vcc, |lit(x)| folding), so the usual short one takes one pass
 * through a stack buffer. */
static void diag(struct asm_state *st, unsigned int col, const char *kind, const char *fmt,
		 va_list ap)
{
	char buf[GS_ERROR_MSG_MAX];
	va_list ap2;
	int h, n;
	size_t at = st->diag_len;

	h = snprintf(buf, sizeof(buf), "%s:%u:%u: %s: ", st->fname, st->line, col ? col : 1, kind);
	if (h < 0)
		return;
	va_copy(ap2, ap);
	n = (size_t)h < sizeof(buf) ? vsnprintf(buf + h, sizeof(buf) - (size_t)h, fmt, ap2) : -1;
	va_end(ap2);
	if (n >= 0 && (size_t)h + (size_t)n < sizeof(buf)) {
		if (!gsi_asm_grow(st, (void **)&st->diag, &st->diag_cap, at + (size_t)h + (size_t)n + 2, 1))
			return;
		memcpy(st->diag + at, buf, (size_t)h + (size_t)n + 1);
	} else {
		/* longer than the buffer: measure, then write it in place */
		h = snprintf(NULL, 0, "%s:%u:%u: %s: ", st->fname, st->line, col ? col : 1, kind);
		va_copy(ap2, ap);
		n = vsnprintf(NULL, 0, fmt, ap2);
		va_end(ap2);
		if (h < 0 || n < 0 ||
		    !gsi_asm_grow(st, (void **)&st->diag, &st->diag_cap, at + (size_t)h + (size_t)n + 2, 1))
			return;
		snprintf(st->diag + at, (size_t)h + 1, "%s:%u:%u: %s: ", st->fname, st->line, col ? col : 1, kind);
		vsnprintf(st->diag + at + h, (size_t)n + 1, fmt, ap);
	}
	st->diag_len = at + (size_t)h + (size_t)n;
	if (kind[0] == 'e' && !st->first_msg[0])
		snprintf(st->first_msg, sizeof(st->first_msg), "%s", st->diag + at);
	st->diag[st->diag_len++] = '\n';
	st->diag[st->diag_len] = 0;
}

void gsi_asm_error(struct asm_state *st, unsigned int col, enum gs_status status, const char *fmt, ...)
{
	va_list ap;

	if (st->n_errors++ >= st->max_errors)
		return;
	if (!st->first_status)
		st->first_status = status;
	if (st->quiet)
		return;  /* a try whose failure is retried */
	va_start(ap, fmt);
	diag(st, col, "error", fmt, ap);
	va_end(ap);
}

void gsi_asm_warn(struct asm_state *st, unsigned int col, const char *fmt, ...)
{
	va_list ap;

	st->n_warnings++;
	va_start(ap, fmt);
	diag(st, col, "warning", fmt, ap);
	va_end(ap);
}

const struct asm_sym *gsi_asm_find_sym(const struct asm_state *st, const char *name)
{
	uint32_t i;

	return gsi_symtab_get(&st->labels, name, strlen(name), &i) ? &st->syms[i] : NULL;
}

int gsi_asm_label_free(const struct asm_state *st, const char *name, size_t len)
{
	char buf[GS_NAME_MAX];

	if (len >= sizeof(buf))
		return 0;
	memcpy(buf, name, len);
	buf[len] = 0;
	return !gsi_asm_find_sym(st, buf);
}

long gsi_asm_define_label(struct asm_state *st, const char *name, size_t len, unsigned int col)
{
	struct asm_sym *s;
	const struct asm_sym *old;
	char buf[GS_NAME_MAX];

	if (len >= sizeof(buf)) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "label too long (%zu characters), expected at most %zu",
			  len, sizeof(buf) - 1);
		return -1;
	}
	memcpy(buf, name, len);
	buf[len] = 0;
	old = gsi_asm_find_sym(st, buf);
	if (old) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX, "label '%s' redefined, first defined at line %u",
			  buf, old->line);
		return -1;
	}
	if (!gsi_asm_grow(st, (void **)&st->syms, &st->syms_cap, st->n_syms + 1, sizeof(*s)))
		return -1;
	if (!gsi_symtab_put(&st->labels, buf, len, (uint32_t)st->n_syms)) {
		st->nomem = 1;
		return -1;
	}
	s = &st->syms[st->n_syms++];
	memcpy(s->name, buf, len + 1);
	s->offset = (uint32_t)st->text_len;
	s->line = st->line;
	s->col = col;
	gsi_list_line(st, "%s:", buf);
	return (long)(st->n_syms - 1);
}

/* The assembly stopped reading lines (the driver's loop condition). */
static int stopped(const struct asm_state *st)
{
	return st->n_errors >= st->max_errors || st->nomem;
}

/* May this statement wait in a batch (parallel.c)?  An instruction line
 * whose assembly changes nothing the next lines read: not a directive,
 * assignment or relocation, and one the instruction path takes. */
static int batchable(const struct asm_state *st, const char *name, const char *rest, int may_assign)
{
	return st->jobs != 1 && name[0] != '.' && !gsi_asm_skipping(st) && !st->in_metadata &&
	       !st->in_kernel && st->target && gsi_asm_in_text(st) && !strchr(rest, '@') &&
	       !(may_assign && gsi_expr_is_assignment(name, rest));
}

/* Handle one line: [label:]... [statement] with comments removed (end: its NUL). */
static void statement(struct asm_state *st, char *s, const char *line0, const char *end)
{
	char *p = s, *name, *rest, *word_end = NULL;
	unsigned int col, rcol;
	int may_assign;

	for (;;) {
		char *q;

		while (*p == ' ' || *p == '\t')
			p++;
		q = p;
		if (!gsi_ident_start(*q))
			break;
		while (gsi_ident_char(*q))
			q++;
		if (*q != ':') {
			word_end = q;  /* no blank before q: the name scan starts there */
			break;
		}
		if (!gsi_asm_skipping(st) &&
		    !gsi_asm_batch_label(st, p, (size_t)(q - p), (unsigned int)(p - line0) + 1)) {
			gsi_asm_batch_flush(st);
			if (stopped(st))
				return;
			gsi_asm_define_label(st, p, (size_t)(q - p), (unsigned int)(p - line0) + 1);
		}
		p = q + 1;
	}
	if (!*p)
		return;
	name = p;
	col = (unsigned int)(p - line0) + 1;
	if (word_end)
		p = word_end;
	while (*p && *p != ' ' && *p != '\t')
		p++;
	if (*p)
		*p++ = 0;
	while (*p == ' ' || *p == '\t')
		p++;
	rest = p;
	rcol = (unsigned int)(p - line0) + 1;
	for (size_t n = (size_t)(end - rest); n && (rest[n - 1] == ' ' || rest[n - 1] == '\t'); n--)
		rest[n - 1] = 0;
	/* a name that is all identifier (it ended where the scan for one did)
	 * holds no '=': then only NAME = EXPR assigns (no strchr per line) */
	may_assign = !word_end || *word_end || rest[0] == '=';
	if (batchable(st, name, rest, may_assign)) {
		gsi_asm_batch_add(st, name, col, rest, rcol);
		return;
	}
	if (st->batch) {
		gsi_asm_batch_flush(st);
		if (stopped(st))
			return;
	}
	if (name[0] == '.' && gsi_asm_conditional(st, name, col, rest, rcol))
		return;
	if (gsi_asm_skipping(st))
		return;
	if (!st->in_metadata && may_assign && gsi_expr_assignment(st, name, col, rest, rcol))
		return;  /* NAME = EXPR (listed by expr.c) */
	if (name[0] == '.') {
		unsigned int errors = st->n_errors;
		int block = st->in_kernel || st->in_metadata;

		gsi_asm_directive(st, name, col, rest, rcol);
		if (!block && st->n_errors == errors)
			gsi_list_directive(st, name, rest);
	} else if (st->in_metadata) {
		return;
	} else if (st->in_kernel) {
		gsi_asm_error(st, col, GS_ERR_SYNTAX,
			  "instruction '%s' inside .amdhsa_kernel, expected .end_amdhsa_kernel first", name);
	} else {
		if (!gsi_asm_in_text(st)) {
			gsi_asm_error(st, col, GS_ERR_SYNTAX, "instruction '%s' outside .text, expected .text first", name);
			return;
		}
		if (!gsi_asm_reloc_line(st, name, col, rest, rcol))
			gsi_asm_instruction(st, name, col, rest, rcol);
	}
}

/*
 * The assembler's one line reader.  A line ends at '\n'; a '\r' just before
 * it (or before the end of the file) is part of the line end, so CRLF files
 * read as llvm-mc-22 reads them.  Any other control character outside a
 * comment or a string (and NUL anywhere) is an error naming it: an
 * invisible byte never becomes part of a mnemonic or an operand.
 */
/* Characters strip_comment must look at; every other byte is copied as is. */
static const unsigned char special[256] = {
	['"'] = 1, [';'] = 1, ['#'] = 1, ['/'] = 1, ['\t'] = 1, [0] = 1, [1] = 1, [2] = 1, [3] = 1,
	[4] = 1, [5] = 1, [6] = 1, [7] = 1, [8] = 1, [10] = 1, [11] = 1, [12] = 1, [13] = 1, [14] = 1,
	[15] = 1, [16] = 1, [17] = 1, [18] = 1, [19] = 1, [20] = 1, [21] = 1, [22] = 1, [23] = 1,
	[24] = 1, [25] = 1, [26] = 1, [27] = 1, [28] = 1, [29] = 1, [30] = 1, [31] = 1, [127] = 1,
};

/* May any of the 8 bytes at p be one of special[]'s: a byte below 0x20, or
 * 0x7f, '"', '#', '/', ';'?  A word at a time, the per-byte test only where
 * one may be.  Each test is exact as a yes/no for the word (checked against
 * special[] on every pair of byte values at every pair of places when it was
 * written; test_asm_input puts each such byte at each place of a line). */
#define ONES 0x0101010101010101ull
#define HIGH 0x8080808080808080ull
#define ZERO_BYTE(v) (((v) - ONES) & ~(v) & HIGH)
static int word_special(const char *p)
{
	uint64_t x;

	memcpy(&x, p, 8);
	return (((x - 0x20 * ONES) & ~x & HIGH) | ZERO_BYTE(x ^ (0x7f * ONES)) |
		ZERO_BYTE((x | ONES) ^ (0x23 * ONES)) |  /* '"' 0x22 and '#' 0x23 */
		ZERO_BYTE(x ^ (0x2f * ONES)) | ZERO_BYTE(x ^ (0x3b * ONES))) != 0;
}

#ifdef __SSE2__
/* The bytes of special[] among the 16 at p, as a bit mask: exact per byte,
 * so the scan lands on the first one (x86-64 always has SSE2). */
static unsigned int block_special(const char *p)
{
	__m128i x = _mm_loadu_si128((const __m128i *)(const void *)p);
	__m128i m = _mm_cmpeq_epi8(_mm_max_epu8(x, _mm_set1_epi8(0x1f)), _mm_set1_epi8(0x1f));  /* <= 0x1f */

	m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8(0x7f)));
	m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8('"')));
	m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8('#')));
	m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8('/')));
	m = _mm_or_si128(m, _mm_cmpeq_epi8(x, _mm_set1_epi8(';')));
	return (unsigned int)_mm_movemask_epi8(m);
}
#endif

/* Copy a line (n bytes, without its '\n') without its comment (';', '#' or
 * '//' outside quotes).  Returns 0 (*out: the bytes kept), or the 1-based
 * column of a control character that may not be there (*bad: the character). */
static size_t strip_comment(const char *src, size_t n, char *dst, unsigned char *bad, size_t *out)
{
	int quote = 0;
	size_t i = 0;

	if (n && src[n - 1] == '\r')
		n--;   /* CRLF */
	while (i < n) {
		size_t run = i;
		char c;

#ifdef __SSE2__
		for (unsigned int m; run + 16 <= n; run += 16)
			if ((m = block_special(src + run)) != 0) {
				run += (size_t)__builtin_ctz(m);
				goto found;
			}
#endif
		while (run + 8 <= n && !word_special(src + run))
			run += 8;
		while (run < n && !special[(unsigned char)src[run]])
			run++;
#ifdef __SSE2__
found:
#endif
		memcpy(dst + i, src + i, run - i);
		i = run;
		if (i == n)
			break;
		c = src[i];
		if (c == '"')
			quote = !quote;
		if (!quote && (c == ';' || c == '#' || (c == '/' && i + 1 < n && src[i + 1] == '/')))
			break;
		if ((!quote && (((unsigned char)c < 0x20 && c != '\t') || c == 0x7f)) || c == 0) {
			*bad = (unsigned char)c;
			dst[i] = 0;
			return i + 1;
		}
		dst[i++] = c == '\t' ? ' ' : c;
	}
	dst[i] = 0;
	*out = i;
	return 0;
}

static void resolve(struct asm_state *st)
{
	for (size_t i = 0; i < st->n_fixups; i++) {
		const struct asm_fixup *f = &st->fixups[i];
		const struct asm_sym *s = gsi_asm_find_sym(st, f->name);
		int64_t delta;

		st->line = f->line;
		if (!s) {
			gsi_asm_error(st, f->col, GS_ERR_SYNTAX, "undefined label '%s'", f->name);
			continue;
		}
		delta = ((int64_t)s->offset - (int64_t)(f->inst_offset + 4)) / 4;
		if (delta < -32768 || delta > 32767) {
			gsi_asm_error(st, f->col, GS_ERR_RANGE,
				  "branch to '%s' out of range (%lld dwords), expected -32768..32767",
				  f->name, (long long)delta);
			continue;
		}
		st->text[f->inst_offset] = (uint8_t)(delta & 0xff);
		st->text[f->inst_offset + 1] = (uint8_t)((delta >> 8) & 0xff);
	}
	gsi_asm_reloc_resolve(st);
	for (size_t i = 0; i < st->n_kernels; i++) {
		const struct asm_sym *s = gsi_asm_find_sym(st, st->kernels[i].name);

		if (!s) {
			st->line = 1;
			gsi_asm_error(st, 1, GS_ERR_SYNTAX,
				  "kernel '%s' has no entry label, expected '%s:' in .text",
				  st->kernels[i].name, st->kernels[i].name);
			continue;
		}
		if (s->offset % 256) {
			st->line = s->line;
			gsi_asm_error(st, s->col, GS_ERR_SYNTAX,
				  "kernel entry '%s' at .text offset 0x%x is not 256-byte aligned, expected .p2align 8 before it",
				  s->name, s->offset);
		}
		st->kernels[i].entry_offset = s->offset;
	}
}

void gs_program_free(struct gs_program *p)
{
	if (!p)
		return;
	free(p->text);
	free(p->kernels);
	free(p->lines);
	free(p->diagnostics);
	free(p->listing);
	free(p);
}

enum gs_status gs_assemble(const char *src, size_t len, const struct gs_asm_options *opt,
			   struct gs_program **out, struct gs_error *err)
{
	struct asm_state st;
	struct gs_program *prog;
	size_t pos = 0;
	char *buf = NULL, *listing = NULL;
	size_t buf_cap = 0;

	*out = NULL;
	memset(&st, 0, sizeof(st));
	st.opt = opt;
	st.fname = opt && opt->filename ? opt->filename : "<input>";
	st.max_errors = opt && opt->max_errors ? opt->max_errors : 1000;
	st.wave64 = opt && opt->wave64;
	st.listing = opt ? opt->listing : 0;
	/* one thread for the listing, which is built line by line */
	st.jobs = st.listing ? 1 : opt && opt->jobs ? opt->jobs : gsi_asm_default_jobs();
	gsi_expr_bind(&st);
	if (opt && opt->target) {
		st.line = 0;
		if (!gsi_asm_set_target(&st, opt->target->name, 0))
			goto done;
		st.target_fixed = 1;
	} else if (opt && opt->default_target && !gsi_asm_set_target(&st, opt->default_target->name, 0)) {
		goto done;
	}
	while (pos < len && st.n_errors < st.max_errors && !st.nomem) {
		const char *nl = memchr(src + pos, '\n', len - pos);
		size_t n = nl ? (size_t)(nl - (src + pos)) : len - pos;

		st.line++;
		if (!gsi_asm_grow(&st, (void **)&buf, &buf_cap, n + 1, 1))
			break;
		{
			unsigned char c = 0;
			size_t kept = 0, bad = strip_comment(src + pos, n, buf, &c, &kept);

			if (bad)
				gsi_asm_error(&st, (unsigned int)bad, GS_ERR_SYNTAX,
					      "unexpected control character 0x%02x%s, expected text (a line ends with "
					      "LF or CRLF)", c, c == '\r' ? " (a carriage return not before a line feed)" : "");
			else
				statement(&st, buf, buf, buf + kept);
		}
		pos += n + 1;
	}
	gsi_asm_batch_flush(&st);
	free(buf);
	st.line++;
	if (st.n_cond)
		gsi_asm_error(&st, 1, GS_ERR_SYNTAX, ".if at line %u never ended, expected .endif",
			  st.cond[st.n_cond - 1].line);
	if (st.in_kernel)
		gsi_asm_error(&st, 1, GS_ERR_SYNTAX, ".amdhsa_kernel %s (line %u) never ended, expected .end_amdhsa_kernel",
			  st.kd.k.name, st.kd.line);
	if (!st.target && !st.n_errors)
		gsi_asm_error(&st, 1, GS_ERR_SYNTAX, "no target given, expected --target or .amdgcn_target");
	if (!st.nomem)
		resolve(&st);
	/* with errors too: the listing shows every line that assembled, as
	 * llvm-mc-22 prints them beside its errors */
	if (st.listing && !st.nomem && !(listing = gsi_list_build(&st)))
		st.nomem = 1;
done:
	gsi_asm_batch_free(&st);
	free(st.list);
	free(st.list_pool);
	free(st.relocs);
	gsi_symtab_free(&st.labels);
	gsi_expr_free(&st);
	if (st.nomem) {
		free(st.text); free(st.lines); free(st.syms); free(st.fixups); free(st.kernels); free(st.diag);
		return gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory while assembling", st.fname);
	}
	free(st.syms);
	free(st.fixups);
	prog = calloc(1, sizeof(*prog));
	if (!prog) {
		free(st.text); free(st.lines); free(st.kernels); free(st.diag); free(listing);
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	}
	prog->target = st.target;
	prog->text = st.text;
	prog->text_size = st.text_len;
	prog->kernels = st.kernels;
	prog->n_kernels = st.n_kernels;
	prog->lines = st.lines;
	prog->n_lines = st.n_lines;
	prog->diagnostics = st.diag ? st.diag : calloc(1, 1);
	prog->listing = listing;
	prog->n_errors = st.n_errors;
	prog->n_warnings = st.n_warnings;
	*out = prog;
	if (st.n_errors) {
		if (st.n_errors > st.max_errors) {
			char more[64];
			size_t dl = prog->diagnostics ? strlen(prog->diagnostics) : 0;
			char *d;

			snprintf(more, sizeof(more), "%s: too many errors (%u), stopped\n", st.fname, st.n_errors);
			d = realloc(prog->diagnostics, dl + strlen(more) + 1);
			if (d) {
				memcpy(d + dl, more, strlen(more) + 1);
				prog->diagnostics = d;
			}
		}
		return gs_error_set(err, st.first_status ? st.first_status : GS_ERR_SYNTAX, "%s", st.first_msg);
	}
	return GS_OK;
}

enum gs_status gs_disasm_one(const struct gs_target *t, const uint8_t *code, size_t avail,
			     uint64_t pc, char *buf, size_t bufsize, unsigned int *isize,
			     struct gs_error *err)
{
	return gs_disasm_one_wave(t, 0, code, avail, pc, buf, bufsize, isize, err);
}

/* The disassembler's verdict without text: llvm-mc-22's (gsi_tab_valid). */
unsigned int gsi_asm_valid_size(const struct gs_target *t, unsigned int flags, const uint8_t *code, size_t avail)
{
	return gsi_tab_valid(t, flags, code, avail);
}

enum gs_status gs_disasm_one_wave(const struct gs_target *t, unsigned int flags, const uint8_t *code,
				  size_t avail, uint64_t pc, char *buf, size_t bufsize,
				  unsigned int *isize, struct gs_error *err)
{
	unsigned int n;
	uint32_t w = 0;

	if (!t)
		return gs_error_set(err, GS_ERR_INVALID, "no target");
	n = gsi_tab_disasm(t, flags, code, avail, pc, buf, bufsize);
	if (n) {
		if (!(flags & GS_DISASM_LLVM_DISASSEMBLER) && (t->gen == GS_GEN_GFX11 || t->gen == GS_GEN_GFX12))
			gsi_asm_echo_text(buf, code, n, 0);
		if (isize)
			*isize = n;
		return GS_OK;
	}
	for (unsigned int i = 0; i < 4 && i < avail; i++)
		w |= (uint32_t)code[i] << (8 * i);
	if (isize)
		*isize = 4;
	snprintf(buf, bufsize, ".long 0x%08x", w);
	return gs_error_set(err, GS_ERR_INVALID, "0x%llx: cannot decode 0x%08x for %s",
			    (unsigned long long)pc, w, t->name);
}
