// SPDX-License-Identifier: MIT
/*
 * Long runs of instruction lines, assembled on several threads.
 *
 * The driver (assemble.c) hands every instruction line it may defer to
 * gsi_asm_batch_add -- not a directive or assignment, in .text with a
 * target, no relocation -- and labels to gsi_asm_batch_label, and calls
 * gsi_asm_batch_flush before any other statement and at the end.  A line's
 * encoding then depends only on state no batched line changes (target,
 * wave64, symbols; labels only name branch targets, resolved at the end),
 * so a batch's lines can be assembled in any order.  Once a batch is long enough, its
 * lines are handed out in chunks as they are read: the threads (this one
 * too, once it has read the batch) each assemble chunks into a copy of the
 * state with its own text, lines, fixups and messages, and at the flush the
 * chunks are appended in source order, offsets moved.
 *
 * The result must be what the lines give one after another.  So a batch is
 * assembled again on this thread, in order, when any line in it has an
 * error (the messages' order, first message and max_errors are the
 * driver's), a worker met a symbol kept as text (resolving one writes memo
 * state the threads share) or a label in an expression (the labels are
 * defined when the batch is placed): par_abort; or memory ran out.  Warnings are
 * kept, in order.  tests/unit/test_asm_parallel.c holds both ways to the
 * same bytes, lines and messages.
 */
#include <pthread.h>
#include <stdatomic.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "asm/asm_int.h"

#define CHUNK 64u                  /* lines a thread takes at a time */
#define BATCH_LINES (512u * CHUNK) /* lines collected before a flush */
#define BATCH_TEXT (4u << 20)      /* their text (fixed: threads read it while it grows) */
#define PAR_MIN_LINES (4u * CHUNK) /* fewer stay on this thread (threads cost more) */
#define JOBS_MAX 16u

/* An instruction line, or a label: mnem its name, rest its length */
struct batch_line {
	uint32_t line, mcol, rcol;
	uint32_t mnem, rest;      /* offsets into the batch's text */
	uint32_t label;
	uint32_t at;              /* a label's: the text offset in the thread's state that passed it */
};

/* Where a chunk's outputs are in the state of the thread that made them. */
struct chunk_out {
	unsigned int who;
	size_t first, last;       /* its lines */
	size_t text0, text1, line0, line1, fix0, fix1, diag0, diag1;
	unsigned int warnings;
};

struct asm_batch {
	struct batch_line *lines; /* BATCH_LINES of them */
	size_t n;
	char *text;               /* BATCH_TEXT bytes */
	size_t text_len;
	struct gsi_symtab labels; /* the labels in it (each may be defined once) */

	pthread_t th[JOBS_MAX];
	struct worker_arg {
		struct asm_batch *b;
		unsigned int k;   /* its state, w[k] */
	} arg[JOBS_MAX];
	unsigned int n_threads, jobs;
	int threads_failed;

	/* under mu: the batch handed out */
	pthread_mutex_t mu;
	pthread_cond_t work, done;
	int open;                 /* states copied, chunks may be taken */
	int closed;               /* no more lines: the last chunk may be short */
	int quit;
	size_t published;         /* lines the threads may read */
	size_t next;              /* next chunk to take */
	size_t finished;          /* chunks done */
	int failed;               /* an error, par_abort or no memory: redo in order */
	int open_count;           /* this flush handed the batch out (the counters below) */

	struct asm_state w[JOBS_MAX];  /* w[0]: this thread's */
	struct chunk_out out[BATCH_LINES / CHUNK];
};

atomic_ulong gsi_asm_batches_shared, gsi_asm_batches_redone;

unsigned int gsi_asm_default_jobs(void)
{
	long n = sysconf(_SC_NPROCESSORS_ONLN);

	return n < 1 ? 1u : n > (long)JOBS_MAX ? JOBS_MAX : (unsigned int)n;
}

static int batch_get(struct asm_state *st)
{
	struct asm_batch *b;

	if (st->batch)
		return 1;
	b = calloc(1, sizeof(*b));
	if (b) {
		b->lines = malloc(BATCH_LINES * sizeof(*b->lines));
		b->text = malloc(BATCH_TEXT);
	}
	if (!b || !b->lines || !b->text) {
		if (b) {
			free(b->lines);
			free(b->text);
		}
		free(b);
		st->nomem = 1;
		return 0;
	}
	pthread_mutex_init(&b->mu, NULL);
	pthread_cond_init(&b->work, NULL);
	pthread_cond_init(&b->done, NULL);
	b->jobs = st->jobs ? st->jobs : gsi_asm_default_jobs();
	if (b->jobs > JOBS_MAX)
		b->jobs = JOBS_MAX;
	st->batch = b;
	return 1;
}

/* Chunk c, lines [c * CHUNK, to), assembled into w; its outputs recorded. */
static void assemble_chunk(struct asm_batch *b, unsigned int who, size_t c, size_t to)
{
	struct asm_state *w = &b->w[who];
	struct chunk_out *o = &b->out[c];
	size_t from = c * CHUNK;
	unsigned int errors = w->n_errors, warnings = w->n_warnings;

	o->who = who;
	o->first = from;
	o->last = to;
	o->text0 = w->text_len;
	o->line0 = w->n_lines;
	o->fix0 = w->n_fixups;
	o->diag0 = w->diag_len;
	gsi_expr_bind(w);
	for (size_t i = from; i < to && !w->par_abort && !w->nomem; i++) {
		struct batch_line *l = &b->lines[i];

		l->at = (uint32_t)w->text_len;
		if (l->label)
			continue;
		w->line = l->line;
		gsi_asm_instruction(w, b->text + l->mnem, l->mcol, b->text + l->rest, l->rcol);
	}
	gsi_expr_bind(NULL);
	o->text1 = w->text_len;
	o->line1 = w->n_lines;
	o->fix1 = w->n_fixups;
	o->diag1 = w->diag_len;
	o->warnings = w->n_warnings - warnings;
	if (w->n_errors != errors || w->par_abort || w->nomem) {
		pthread_mutex_lock(&b->mu);
		b->failed = 1;
		pthread_mutex_unlock(&b->mu);
	}
}

/* Under mu: the next chunk that may be taken (*to: the end of its lines),
 * or -1.  (The lines past published are being written.) */
static long take(struct asm_batch *b, size_t *to)
{
	size_t from = b->next * CHUNK;

	if (!b->open || (b->closed ? from >= b->published : from + CHUNK > b->published))
		return -1;
	*to = from + CHUNK < b->published ? from + CHUNK : b->published;
	return (long)b->next++;
}

/* Under mu: every chunk of a closed batch done. */
static int all_done(const struct asm_batch *b)
{
	return b->closed && b->finished * CHUNK >= b->published;
}

/* Take chunks while there are; under mu on entry and on return. */
static void work(struct asm_batch *b, unsigned int who)
{
	size_t to;
	long c;

	while ((c = take(b, &to)) >= 0) {
		int skip = b->failed;  /* the batch is redone anyway */

		pthread_mutex_unlock(&b->mu);
		if (!skip)
			assemble_chunk(b, who, (size_t)c, to);
		pthread_mutex_lock(&b->mu);
		b->finished++;
		if (all_done(b))
			pthread_cond_broadcast(&b->done);
	}
}

static void *worker(void *arg)
{
	struct asm_batch *b = ((struct worker_arg *)arg)->b;
	unsigned int me = ((struct worker_arg *)arg)->k;

	pthread_mutex_lock(&b->mu);
	while (!b->quit) {
		work(b, me);
		if (!b->quit)
			pthread_cond_wait(&b->work, &b->mu);
	}
	pthread_mutex_unlock(&b->mu);
	return NULL;
}

/* Up to jobs - 1 threads besides this one, started once; fewer when they
 * cannot be had (then the others do the work). */
static void start_threads(struct asm_batch *b)
{
	while (!b->threads_failed && b->n_threads + 1 < b->jobs) {
		struct worker_arg *a = &b->arg[b->n_threads];

		a->b = b;
		a->k = b->n_threads + 1;
		if (pthread_create(&b->th[b->n_threads], NULL, worker, a))
			b->threads_failed = 1;
		else
			b->n_threads++;
	}
}

/* A thread's copy of the state: the same target, symbols and limits; its
 * own outputs, empty (their buffers kept from the last batch). */
static void share_state(struct asm_state *w, const struct asm_state *st)
{
	uint8_t *text = w->text;
	struct gs_line_info *lines = w->lines;
	struct asm_fixup *fixups = w->fixups;
	char *diag = w->diag;
	size_t tc = w->text_cap, lc = w->lines_cap, fc = w->fixups_cap, dc = w->diag_cap;

	*w = *st;
	w->text = text;
	w->text_cap = tc;
	w->text_len = 0;
	w->lines = lines;
	w->lines_cap = lc;
	w->n_lines = 0;
	w->fixups = fixups;
	w->fixups_cap = fc;
	w->n_fixups = 0;
	w->diag = diag;
	w->diag_cap = dc;
	w->diag_len = 0;
	w->relocs = NULL;          /* no batched line has one */
	w->n_relocs = w->relocs_cap = 0;
	w->built.kind = 0;
	w->batch = NULL;
	w->par_worker = 1;
	w->par_abort = 0;
}

/* Hand the batch out: the threads' states from this one's, the lines read so far. */
static void open_batch(struct asm_state *st, struct asm_batch *b)
{
	start_threads(b);
	pthread_mutex_lock(&b->mu);
	for (unsigned int k = 0; k <= b->n_threads; k++)
		share_state(&b->w[k], st);
	b->open = 1;
	b->closed = 0;
	b->failed = 0;
	b->next = b->finished = 0;
	b->published = b->n;
	pthread_cond_broadcast(&b->work);
	pthread_mutex_unlock(&b->mu);
}

/* One more chunk: one sleeping thread woken for it (all of them would
 * queue on the lock for one chunk). */
static void publish(struct asm_batch *b)
{
	pthread_mutex_lock(&b->mu);
	b->published = b->n;
	pthread_cond_signal(&b->work);
	pthread_mutex_unlock(&b->mu);
}

static int keep_text(struct asm_batch *b, const char *s, uint32_t *at)
{
	size_t n = strlen(s) + 1;

	if (n > BATCH_TEXT - b->text_len)
		return 0;
	memcpy(b->text + b->text_len, s, n);
	*at = (uint32_t)b->text_len;
	b->text_len += n;
	return 1;
}

/* Line b->n was filled in: count it, hand it out with its chunk. */
static int added(struct asm_state *st, struct asm_batch *b)
{
	b->n++;
	if (b->n % CHUNK == 0) {
		if (b->open)
			publish(b);
		else if (b->n >= PAR_MIN_LINES)
			open_batch(st, b);
	}
	return 1;
}

int gsi_asm_batch_add(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
		      unsigned int rcol)
{
	struct asm_batch *b;
	struct batch_line *l;
	size_t text_len;

	if (!batch_get(st))
		return 0;
	b = st->batch;
	if (b->jobs < 2) {
		gsi_asm_instruction(st, mnem, mcol, rest, rcol);
		return 1;
	}
	for (int tries = 0;; tries++) {
		text_len = b->text_len;
		l = &b->lines[b->n];
		if (b->n < BATCH_LINES && keep_text(b, mnem, &l->mnem) && keep_text(b, rest, &l->rest))
			break;
		b->text_len = text_len;
		gsi_asm_batch_flush(st);  /* full */
		if (tries || st->n_errors >= st->max_errors || st->nomem) {
			if (tries && st->n_errors < st->max_errors && !st->nomem)
				gsi_asm_instruction(st, mnem, mcol, rest, rcol);  /* a line longer than a batch */
			return 1;
		}
	}
	l->line = st->line;
	l->mcol = mcol;
	l->rcol = rcol;
	l->label = 0;
	return added(st, b);
}

int gsi_asm_batch_label(struct asm_state *st, const char *name, size_t len, unsigned int col)
{
	struct asm_batch *b = st->batch;
	struct batch_line *l;
	uint32_t v;

	if (!b || !b->n || b->n >= BATCH_LINES || len + 1 > BATCH_TEXT - b->text_len ||
	    !gsi_asm_label_free(st, name, len) || gsi_symtab_get(&b->labels, name, len, &v))
		return 0;
	if (!gsi_symtab_put(&b->labels, name, len, 0)) {
		st->nomem = 1;
		return 1;
	}
	l = &b->lines[b->n];
	memcpy(b->text + b->text_len, name, len);
	b->text[b->text_len + len] = 0;
	l->mnem = (uint32_t)b->text_len;
	l->rest = (uint32_t)len;
	b->text_len += len + 1;
	l->line = st->line;
	l->mcol = col;
	l->label = 1;
	return added(st, b);
}

/* Append chunk o's outputs (in w) to the assembly's, offsets moved. */
static int merge(struct asm_state *st, const struct asm_batch *b, const struct asm_state *w,
		 const struct chunk_out *o)
{
	size_t nt = o->text1 - o->text0, nl = o->line1 - o->line0, nf = o->fix1 - o->fix0, nd = o->diag1 - o->diag0;
	size_t base = st->text_len, l0 = st->n_lines, f0 = st->n_fixups;
	uint32_t move = (uint32_t)(base - o->text0);

	if (base + nt > UINT32_MAX ||
	    !gsi_asm_grow(st, (void **)&st->lines, &st->lines_cap, l0 + nl, sizeof(*st->lines)) ||
	    !gsi_asm_grow(st, (void **)&st->fixups, &st->fixups_cap, f0 + nf, sizeof(*st->fixups)) ||
	    !gsi_asm_grow(st, (void **)&st->diag, &st->diag_cap, st->diag_len + nd + 1, 1) ||
	    (nt && !gsi_asm_emit(st, w->text + o->text0, nt)))
		return 0;
	for (size_t i = o->first; i < o->last; i++) {
		const struct batch_line *l = &b->lines[i];
		long k;

		if (!l->label)
			continue;
		st->line = l->line;
		k = gsi_asm_define_label(st, b->text + l->mnem, l->rest, l->mcol);
		if (k < 0)
			return 0;  /* out of memory: it was free when read */
		st->syms[k].offset = (uint32_t)(base + (l->at - o->text0));
	}
	for (size_t i = 0; i < nl; i++) {
		st->lines[l0 + i] = w->lines[o->line0 + i];
		st->lines[l0 + i].offset += move;
	}
	st->n_lines += nl;
	for (size_t i = 0; i < nf; i++) {
		st->fixups[f0 + i] = w->fixups[o->fix0 + i];
		st->fixups[f0 + i].inst_offset += move;
	}
	st->n_fixups += nf;
	if (nd)
		memcpy(st->diag + st->diag_len, w->diag + o->diag0, nd);
	st->diag_len += nd;
	st->diag[st->diag_len] = 0;
	st->n_warnings += o->warnings;
	return 1;
}

/* In source order, on this thread, as the driver's loop would (it stops
 * at max_errors). */
static void assemble_in_order(struct asm_state *st, const struct asm_batch *b)
{
	gsi_expr_bind(st);
	for (size_t i = 0; i < b->n; i++) {
		const struct batch_line *l = &b->lines[i];

		if (st->n_errors >= st->max_errors || st->nomem)
			return;
		st->line = l->line;
		if (l->label)
			gsi_asm_define_label(st, b->text + l->mnem, l->rest, l->mcol);
		else
			gsi_asm_instruction(st, b->text + l->mnem, l->mcol, b->text + l->rest, l->rcol);
	}
}

void gsi_asm_batch_flush(struct asm_state *st)
{
	struct asm_batch *b = st->batch;
	unsigned int line = st->line;
	int failed = 1;

	if (!b || !b->n)
		return;
	if (b->open) {
		b->open_count = 1;
		pthread_mutex_lock(&b->mu);
		b->published = b->n;
		b->closed = 1;
		pthread_cond_broadcast(&b->work);
		work(b, 0);
		while (!all_done(b))
			pthread_cond_wait(&b->done, &b->mu);
		b->open = 0;
		failed = b->failed;
		pthread_mutex_unlock(&b->mu);
		gsi_expr_bind(st);
		for (size_t c = 0; !failed && c * CHUNK < b->n; c++)
			if (!merge(st, b, &b->w[b->out[c].who], &b->out[c])) {
				st->nomem = 1;
				break;
			}
	}
	if (b->open_count) {
		atomic_fetch_add(failed ? &gsi_asm_batches_redone : &gsi_asm_batches_shared, 1);
		b->open_count = 0;
	}
	if (failed && !st->nomem)
		assemble_in_order(st, b);
	b->n = 0;
	b->text_len = 0;
	gsi_symtab_free(&b->labels);
	if (st->n_errors < st->max_errors && !st->nomem)
		st->line = line;  /* else the line it stopped at, as the driver's loop stops */
}

void gsi_asm_batch_free(struct asm_state *st)
{
	struct asm_batch *b = st->batch;

	if (!b)
		return;
	pthread_mutex_lock(&b->mu);
	b->quit = 1;
	pthread_cond_broadcast(&b->work);
	pthread_mutex_unlock(&b->mu);
	for (unsigned int i = 0; i < b->n_threads; i++)
		pthread_join(b->th[i], NULL);
	pthread_mutex_destroy(&b->mu);
	pthread_cond_destroy(&b->work);
	pthread_cond_destroy(&b->done);
	for (unsigned int k = 0; k < JOBS_MAX; k++) {
		free(b->w[k].text);
		free(b->w[k].lines);
		free(b->w[k].fixups);
		free(b->w[k].diag);
	}
	free(b->lines);
	free(b->text);
	gsi_symtab_free(&b->labels);
	free(b);
	st->batch = NULL;
}
