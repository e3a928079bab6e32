/* SPDX-License-Identifier: MIT */
/*
 * Facts the emulator reads off an instruction's name (a compare's condition
 * and type, a memory operation's kind and width, a min/max's flavour, ...)
 * are pure functions of the op.  EMU_OP_FACT defines a lookup that parses
 * every op of a table once, the first time one of its ops is asked for, and
 * then only indexes: executing an instruction compares no strings.
 */
#ifndef GS_EMU_OP_FACT_H
#define GS_EMU_OP_FACT_H

#include <pthread.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "isa/inst.h"

/* The tables facts are kept for: every generation's, then the emulator's
 * own (VINTERP, mix, the extra memory operations).  Filled once
 * (gsi_emu_op_ranges_init); gsi_emu_op_nrng is published last. */
#define GSI_EMU_OP_RANGES 8
struct gsi_emu_op_range {
	uintptr_t lo, hi;          /* the ops' addresses, [lo, hi) */
	const struct gs_isa_op *ops;
	unsigned int n;
	const struct gs_isa *isa;  /* NULL: the emulator's own */
};
extern struct gsi_emu_op_range gsi_emu_op_rng[GSI_EMU_OP_RANGES];
extern unsigned int gsi_emu_op_nrng;
extern unsigned int gsi_emu_op_hint;  /* the range last found (a process runs one target, mostly) */
void gsi_emu_op_ranges_init(void);

/* Which table op is in (*r) and its index there (*i); 0 for an op of none. */
static inline int gsi_emu_op_where(const struct gs_isa_op *op, unsigned int *r, unsigned int *i)
{
	unsigned int n = __atomic_load_n(&gsi_emu_op_nrng, __ATOMIC_ACQUIRE);
	unsigned int h = __atomic_load_n(&gsi_emu_op_hint, __ATOMIC_RELAXED);
	uintptr_t a = (uintptr_t)op;

	if (!n) {
		gsi_emu_op_ranges_init();
		n = __atomic_load_n(&gsi_emu_op_nrng, __ATOMIC_ACQUIRE);
	}
	for (unsigned int j = 0; j < n; j++) {
		unsigned int k = j ? j - 1 + (j - 1 >= h) : h;  /* the hint first, then the others */
		const struct gsi_emu_op_range *g = &gsi_emu_op_rng[k];

		if (k < n && a - g->lo < g->hi - g->lo) {  /* lo <= a < hi */
			if (k != h)
				__atomic_store_n(&gsi_emu_op_hint, k, __ATOMIC_RELAXED);
			*r = k;
			*i = (unsigned int)(op - g->ops);
			return 1;
		}
	}
	return 0;
}

/* The generation's table op belongs to; NULL for the emulator's own ops. */
const struct gs_isa *gsi_emu_op_isa(const struct gs_isa_op *op);

/* Define int NAME(const struct gs_isa_op *op, T *out): PARSE(op, T *)
 * (which fills a zeroed T and returns non-zero when it knows the op),
 * precomputed for every op of op's table; *out is written only for a known
 * op.  An op of no table (a test's own) is parsed when asked; a NULL op is
 * unknown. */
#define EMU_OP_FACT(NAME, T, PARSE)                                               \
	static struct NAME##_fact {                                               \
		T v;                                                              \
		unsigned char ok;                                                 \
	} *NAME##_tab[GSI_EMU_OP_RANGES];                                         \
	static void NAME##_fill(unsigned int r)                                   \
	{                                                                         \
		static pthread_mutex_t mu = PTHREAD_MUTEX_INITIALIZER;            \
		const struct gsi_emu_op_range *g = &gsi_emu_op_rng[r];            \
		struct NAME##_fact *t;                                            \
                                                                                  \
		pthread_mutex_lock(&mu);                                          \
		if (!__atomic_load_n(&NAME##_tab[r], __ATOMIC_ACQUIRE) &&        \
		    (t = calloc(g->n, sizeof(*t))) != NULL) {                     \
			for (unsigned int i = 0; i < g->n; i++)                   \
				t[i].ok = PARSE(&g->ops[i], &t[i].v) != 0;        \
			__atomic_store_n(&NAME##_tab[r], t, __ATOMIC_RELEASE);    \
		}                                                                 \
		pthread_mutex_unlock(&mu);                                        \
	}                                                                         \
	/* the first ask of op's table, or an op of none (kept out of line) */  \
	static __attribute__((noinline)) int NAME##_slow(const struct gs_isa_op *op, T *out) \
	{                                                                         \
		const struct NAME##_fact *t = NULL;                               \
		unsigned int r, i;                                                \
		T v;                                                              \
		int ok;                                                           \
                                                                                  \
		if (gsi_emu_op_where(op, &r, &i)) {                               \
			NAME##_fill(r);                                           \
			t = __atomic_load_n(&NAME##_tab[r], __ATOMIC_ACQUIRE);    \
		}                                                                 \
		if (t) {                                                          \
			if (t[i].ok)                                              \
				*out = t[i].v;                                    \
			return t[i].ok;                                           \
		}                                                                 \
		memset(&v, 0, sizeof(v));                                         \
		ok = PARSE(op, &v) != 0;                                          \
		if (ok)                                                           \
			*out = v;                                                 \
		return ok;                                                        \
	}                                                                         \
	int NAME(const struct gs_isa_op *op, T *out)                              \
	{                                                                         \
		const struct NAME##_fact *t;                                      \
		unsigned int r, i;                                                \
                                                                                  \
		if (!op)                                                          \
			return 0;                                                 \
		if (!gsi_emu_op_where(op, &r, &i) ||                              \
		    !(t = __atomic_load_n(&NAME##_tab[r], __ATOMIC_ACQUIRE)))     \
			return NAME##_slow(op, out);                              \
		if (t[i].ok)                                                      \
			*out = t[i].v;                                            \
		return t[i].ok;                                                   \
	}

/* The same for PARSE(const char *name, T *): a parse of op->name. */
#define EMU_NAME_FACT(NAME, T, PARSE)                                             \
	static int NAME##_of_op(const struct gs_isa_op *op, T *v)                 \
	{                                                                         \
		return PARSE(op->name, v);                                        \
	}                                                                         \
	EMU_OP_FACT(NAME, T, NAME##_of_op)

#endif /* GS_EMU_OP_FACT_H */
