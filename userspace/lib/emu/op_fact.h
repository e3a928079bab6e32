/* SPDX-License-Identifier: MIT */
/*
 * Facts the emulator reads off an instruction's name (a compare's condition
 * and type, a memory operation's kind and width, a min/max's flavour, ...)
 * are pure functions of the op.  EMU_OP_FACT defines a lookup that parses
 * every op of the tables once, the first time any is asked for, and then
 * only indexes: executing an instruction compares no strings.
 */
#ifndef GS_EMU_OP_FACT_H
#define GS_EMU_OP_FACT_H

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#include "isa/inst.h"

/* The ops facts are kept for: every generation's table, then the
 * emulator's own (VINTERP, mix, the extra memory operations).  slot(op) is
 * in [0, gsi_emu_op_slots()), or gsi_emu_op_slots() for an op of none. */
unsigned int gsi_emu_op_slots(void);
unsigned int gsi_emu_op_slot(const struct gs_isa_op *op);
const struct gs_isa_op *gsi_emu_op_at(unsigned int slot);
/* The generation's table op belongs to; NULL for the emulator's own ops. */
const struct gs_isa *gsi_emu_op_isa(const struct gs_isa_op *op);

/* Define int NAME(const struct gs_isa_op *op, T *out): PARSE(op, T *)
 * (which fills a zeroed T and returns non-zero when it knows the op),
 * precomputed for every op; *out is written only for a known op.  An op of
 * no table (a test's own) is parsed when asked; a NULL op is unknown. */
#define EMU_OP_FACT(NAME, T, PARSE)                                               \
	static struct NAME##_fact {                                               \
		T v;                                                              \
		unsigned char ok;                                                 \
	} *NAME##_tab;                                                            \
	static pthread_once_t NAME##_once = PTHREAD_ONCE_INIT;                    \
	static void NAME##_build(void)                                            \
	{                                                                         \
		unsigned int n = gsi_emu_op_slots();                              \
                                                                                  \
		NAME##_tab = calloc(n ? n : 1, sizeof(*NAME##_tab));              \
		for (unsigned int i = 0; NAME##_tab && i < n; i++)                \
			NAME##_tab[i].ok = PARSE(gsi_emu_op_at(i), &NAME##_tab[i].v) != 0; \
	}                                                                         \
	int NAME(const struct gs_isa_op *op, T *out)                              \
	{                                                                         \
		unsigned int i = gsi_emu_op_slot(op);                             \
		T v;                                                              \
		int ok;                                                           \
                                                                                  \
		if (!op)                                                          \
			return 0;                                                 \
		pthread_once(&NAME##_once, NAME##_build);                         \
		if (NAME##_tab && i < gsi_emu_op_slots()) {                       \
			if (NAME##_tab[i].ok)                                     \
				*out = NAME##_tab[i].v;                           \
			return NAME##_tab[i].ok;                                  \
		}                                                                 \
		memset(&v, 0, sizeof(v));                                         \
		ok = PARSE(op, &v) != 0;                                          \
		if (ok)                                                           \
			*out = v;                                                 \
		return ok;                                                        \
	}

/* The same for PARSE(const char *name, T *): a parse of op->name. */
#define EMU_NAME_FACT(NAME, T, PARSE)                                             \
	static int NAME##_of_op(const struct gs_isa_op *op, T *v)                 \
	{                                                                         \
		return PARSE(op->name, v);                                        \
	}                                                                         \
	EMU_OP_FACT(NAME, T, NAME##_of_op)

#endif /* GS_EMU_OP_FACT_H */
