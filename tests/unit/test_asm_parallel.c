// SPDX-License-Identifier: MIT
/*
 * The assembler on several threads (asm/parallel.c) gives what it gives on
 * one: the same status, bytes, line table, messages and counts, for sources
 * long enough to be handed out in chunks -- plain runs, labels and branches
 * between them, .set symbols, warnings, errors (the batch redone in order),
 * max_errors inside a batch, a symbol kept as text (par_abort), relocations,
 * .if blocks, wave64 and gfx942.  Each case also asserts which way it went:
 * merged from the threads, or redone in order, so neither path is left
 * untested by a fallback that always runs.
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/asm_int.h"
#include "harness.h"

/* everyday lines of several families, gfx1201 */
static const char *const lines12[] = {
	"s_mov_b32 s0, K+1", "s_add_u32 s1, s2, 0x1234", "s_load_b64 s[2:3], s[0:1], 0x10",
	"v_add_f32 v0, v1, v2", "v_fma_f32 v3, v4, s5, 1.0", "v_mov_b32_e32 v5, 0.5",
	"v_cmp_lt_f32 vcc_lo, v1, v2", "v_cndmask_b32 v1, v2, v3, vcc_lo", "v_lshlrev_b32 v1, 2, v0",
	"global_load_b32 v1, v[2:3], off offset:64", "ds_store_b32 v1, v2 offset:8",
	"v_dual_add_f32 v1, v2, v3 :: v_dual_mul_f32 v4, v5, v6", "v_pk_fma_f16 v1, v2, v3, v4",
	"buffer_load_b32 v1, off, s[4:7], s8 offset:16", "s_wait_loadcnt 0x0",
	"v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[12:15], v[0:7]", "s_nop 3",
};

/* gfx942, wave64 */
static const char *const lines9[] = {
	"s_mov_b64 s[0:1], exec", "v_add_f32 v0, v1, v2", "v_cmp_gt_u32 vcc, v1, v2",
	"v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]", "global_load_dword v1, v[2:3], off",
	"ds_read_b32 v1, v2 offset:4", "v_mov_b32_dpp v1, v2 row_shl:1", "s_waitcnt vmcnt(0)",
};

struct src {
	char *s;
	size_t len, cap;
};

static void add(struct src *b, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void add(struct src *b, const char *fmt, ...)
{
	va_list ap;
	int n;

	for (;;) {
		va_start(ap, fmt);
		n = vsnprintf(b->s + b->len, b->cap - b->len, fmt, ap);
		va_end(ap);
		if (n >= 0 && (size_t)n < b->cap - b->len)
			break;
		b->cap = b->cap ? b->cap * 2 : 4096;
		b->s = realloc(b->s, b->cap);
		if (!b->s)
			abort();
	}
	b->len += (size_t)n;
}

/* Kinds of extra statements mixed into the lines. */
enum {
	LABELS = 1,       /* a label every 50 lines, branches back and forward */
	WARNINGS = 2,     /* gfx12 s_waitcnt every 700 lines (on gfx942 a plain line) */
	ERRORS = 4,       /* a bad register every 3000 lines */
	KEPT_TEXT = 8,    /* an operand naming a symbol kept as text */
	RELOC = 16,       /* sym@rel32@lo lines */
	COND = 32,        /* .if 0 blocks */
	DUPLICATE = 64,   /* a label defined twice inside one batch */
	LABEL_EXPR = 128, /* a label in an expression (an error; the threads read no labels) */
};

static struct src make(const char *const *lines, size_t nlines, size_t n, unsigned int extra)
{
	struct src b = { 0 };

	add(&b, "\t.text\n.set K, 41\n");
	if (extra & KEPT_TEXT)
		add(&b, ".set F, G + 1\nG = 2\n");
	for (size_t i = 0; i < n; i++) {
		if ((extra & LABELS) && i % 50 == 0)
			add(&b, "L%zu:\n\ts_cbranch_scc0 L%zu\n", i / 50, i / 50 + 3);
		if ((extra & LABELS) && i % 50 == 25)
			add(&b, "\ts_branch L%zu\n", i / 50);
		if ((extra & WARNINGS) && i % 700 == 350)
			add(&b, "\ts_waitcnt 0\n");
		if ((extra & ERRORS) && i % 3000 == 1500)
			add(&b, "\tv_add_f32 v0, v1, s300\n");
		if ((extra & KEPT_TEXT) && i == n / 2)
			add(&b, "\ts_mov_b32 s0, F\n");
		if ((extra & RELOC) && i % 4000 == 2000)
			add(&b, "\ts_add_u32 s0, s0, L0@rel32@lo+4\n");
		if ((extra & DUPLICATE) && (i == n / 2 || i == n / 2 + 100))
			add(&b, "Ldup:\n");
		if ((extra & LABEL_EXPR) && i == n / 3)
			add(&b, "\ts_mov_b32 s0, L1+4\n");
		if ((extra & COND) && i % 5000 == 10)
			add(&b, ".if 0\n\ts_mov_b32 s0, s300\n.endif\n");
		add(&b, "\t%s ; line %zu\n", lines[i % nlines], i);
	}
	if (extra & (LABELS | RELOC)) {
		for (size_t k = 0; k <= n / 50 + 3; k++)
			if (k > (n - 1) / 50)
				add(&b, "L%zu:\n", k);  /* the forward targets past the end */
	}
	add(&b, "\ts_endpgm\n");
	return b;
}

struct run {
	enum gs_status status;
	struct gs_program *p;
	struct gs_error err;
};

static struct run assemble(const char *target, const struct src *s, int wave64, unsigned int jobs,
			   unsigned int max_errors)
{
	struct gs_asm_options opt = { .target = gs_target_find(target), .filename = "p.s", .wave64 = wave64,
				      .jobs = jobs, .max_errors = max_errors };
	struct run r = { 0 };

	r.status = gs_assemble(s->s, s->len, &opt, &r.p, &r.err);
	return r;
}

/* one thread and four give the same; shared: the batches went that way
 * (1 merged, 0 some redone in order) */
static void same(const char *what, const char *target, const struct src *s, int wave64, unsigned int max_errors,
		 int merged, int errors, int warnings)
{
	unsigned long m0 = gsi_asm_batches_shared, r0 = gsi_asm_batches_redone;
	struct run a = assemble(target, s, wave64, 1, max_errors);
	unsigned long m1 = gsi_asm_batches_shared, r1 = gsi_asm_batches_redone;
	struct run b = assemble(target, s, wave64, 4, max_errors);
	unsigned long m2 = gsi_asm_batches_shared, r2 = gsi_asm_batches_redone;
	int both = a.p && b.p;

	CHECK(m1 == m0 && r1 == r0, "%s: one thread hands nothing out", what);
	if (merged)
		CHECK(m2 > m1 && r2 == r1, "%s: batches merged from the threads (%lu merged, %lu redone)", what,
		      m2 - m1, r2 - r1);
	else
		CHECK(r2 > r1, "%s: a batch redone in order (%lu merged, %lu redone)", what, m2 - m1, r2 - r1);
	CHECK_EQ(b.status, a.status, "%s: status", what);
	CHECK_STR(b.err.msg, a.err.msg, "%s: first message", what);
	CHECK(both, "%s: both made a program", what);
	if (both) {
		if (!max_errors)
			CHECK(a.p->text_size > 4 * 1000, "%s: a long text (%zu bytes)", what, a.p->text_size);
		CHECK(b.p->text_size == a.p->text_size && !memcmp(b.p->text, a.p->text, a.p->text_size),
		      "%s: same bytes (%zu, %zu)", what, b.p->text_size, a.p->text_size);
		CHECK(b.p->n_lines == a.p->n_lines &&
		      !memcmp(b.p->lines, a.p->lines, a.p->n_lines * sizeof(*a.p->lines)),
		      "%s: same line table (%zu, %zu entries)", what, b.p->n_lines, a.p->n_lines);
		CHECK_STR(b.p->diagnostics, a.p->diagnostics, "%s: same messages", what);
		CHECK_EQ(b.p->n_errors, a.p->n_errors, "%s: errors", what);
		CHECK_EQ(b.p->n_warnings, a.p->n_warnings, "%s: warnings", what);
		CHECK(errors ? a.p->n_errors > 0 : a.p->n_errors == 0, "%s: %u errors", what, a.p->n_errors);
		CHECK(warnings ? a.p->n_warnings > 0 : a.p->n_warnings == 0, "%s: %u warnings", what,
		      a.p->n_warnings);
	}
	gs_program_free(a.p);
	gs_program_free(b.p);
}

#define N(a) (sizeof(a) / sizeof(*(a)))

int main(void)
{
	static const struct {
		const char *what;
		unsigned int extra, max_errors;
		int merged;
	} cases[] = {
		{ "plain run", 0, 0, 1 },
		{ "labels and branches", LABELS, 0, 1 },
		{ "warnings", WARNINGS, 0, 1 },
		{ "errors", ERRORS, 0, 0 },
		{ "max_errors 3 inside a batch", ERRORS | WARNINGS, 3, 0 },
		{ "a symbol kept as text", KEPT_TEXT, 0, 0 },
		{ "relocations", RELOC | LABELS, 0, 1 },
		{ ".if 0 blocks", COND, 0, 1 },
		{ "a label defined twice", LABELS | DUPLICATE, 0, 1 },
		{ "a label in an expression", LABELS | LABEL_EXPR, 0, 0 },
	};

	for (size_t i = 0; i < N(cases); i++) {
		/* the plain run spans three batches (parallel.c BATCH_LINES, 32768) */
		struct src s = make(lines12, N(lines12), i ? 20000 : 70000, cases[i].extra);

		same(cases[i].what, "gfx1201", &s, 0, cases[i].max_errors, cases[i].merged,
		     !!(cases[i].extra & (ERRORS | DUPLICATE | LABEL_EXPR)), !!(cases[i].extra & WARNINGS));
		free(s.s);
	}
	{
		struct src s = make(lines9, N(lines9), 12000, LABELS | WARNINGS);

		same("gfx942 wave64", "gfx942", &s, 1, 0, 1, 0, 0);
		free(s.s);
	}
	{
		/* a batch's lines past max_errors are never read: the counts and the
		 * "too many errors" line agree */
		struct src s = { 0 };

		add(&s, "\t.text\n");
		for (int i = 0; i < 3000; i++)
			add(&s, "\t%s\n", i % 7 == 3 ? "s_mov_b32 s0, s300" : "v_add_f32 v0, v1, v2");
		same("every 7th line an error, max_errors 20", "gfx1201", &s, 0, 20, 0, 1, 0);
		free(s.s);
	}
	{
		/* short files stay on the caller's thread */
		struct src s = make(lines12, N(lines12), 100, 0);
		unsigned long m0 = gsi_asm_batches_shared, r0 = gsi_asm_batches_redone;
		struct run r = assemble("gfx1201", &s, 0, 4, 0);

		CHECK(r.status == GS_OK && gsi_asm_batches_shared == m0 && gsi_asm_batches_redone == r0,
		      "100 lines: assembled on one thread");
		gs_program_free(r.p);
		free(s.s);
	}
	return t_done();
}
