/* SPDX-License-Identifier: MIT */
/*
 * Internal layout of the generated instruction tables (gen_isa_tables.c,
 * written by tools/gen/gen-isa-full.py).
 */
#ifndef GS_ISA_INT_H
#define GS_ISA_INT_H

#include <pthread.h>
#include <stdatomic.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "gfxshim/isa.h"
#include "isa/gen_isa_tables.h"

/*
 * A table built once, asked per instruction: pthread_once is a library
 * call of some 50 instructions even when done, so a flag set after it
 * returned answers first (0 when built, as pthread_once).
 */
struct gsi_once {
	pthread_once_t once;
	atomic_int done;
};
#define GSI_ONCE_INIT { PTHREAD_ONCE_INIT, 0 }

static inline int gsi_once(struct gsi_once *o, void (*fn)(void))
{
	if (atomic_load_explicit(&o->done, memory_order_acquire))
		return 0;
	if (pthread_once(&o->once, fn) != 0)
		return -1;
	atomic_store_explicit(&o->done, 1, memory_order_release);
	return 0;
}

/* One instruction shared by every target whose bit is set in .targets. */
struct gs_isa_row {
	uint64_t mods;     /* bit i: gsi_isa_mod_names[i] */
	uint32_t name;     /* offset into gsi_isa_str */
	uint16_t opcode;
	uint16_t ops;      /* first operand in gsi_isa_ops */
	uint16_t targets;  /* bit t: gsi_isa_target_names[t] */
	uint8_t cls;       /* enum gs_isa_gen_class */
	uint8_t size;      /* bytes */
	uint8_t nops;
};

extern const char gsi_isa_str[];
extern const char *const gsi_isa_class_names[GS_ISA_NCLASS];
extern const char *const gsi_isa_mod_names[];
extern const char *const gsi_isa_field_names[];
extern const char *const gsi_isa_special_names[];
extern const char *const gsi_isa_target_names[GS_ISA_NTARGETS];
extern const uint32_t gsi_isa_ops[];
extern const struct gs_isa_row gsi_isa_rows[GS_ISA_NROWS];
extern const uint16_t gsi_isa_name_index[GS_ISA_NROWS];

struct gs_isa_inst;

/* The row of target index t, class index c and opcode (gs_isa_find_opcode
 * without names): 1 when there is one. */
int gsi_isa_find_row(int t, int c, unsigned int opcode, struct gs_isa_inst *out);
/* Table row i (any target): 1 and *out, 0 past the last row. */
int gsi_isa_row_at(unsigned int i, struct gs_isa_inst *out);

/* A mnemonic's hash for the tables that look names up per line (the rows'
 * names, the aliases): its length and first and last 8 bytes, no walk over
 * the name; FNV-1a below 8 characters (n: strlen(s)). */
static inline uint32_t gsi_name_hash_n(const char *s, size_t n)
{
	uint64_t a, b;
	uint32_t h = 2166136261u;

	if (n < 8) {
		while (*s)
			h = (h ^ (uint8_t)*s++) * 16777619u;
		return h;
	}
	memcpy(&a, s, 8);
	memcpy(&b, s + n - 8, 8);
	a = (a ^ (b * 0x9e3779b97f4a7c15ull) ^ n) * 0xff51afd7ed558ccdull;
	return (uint32_t)(a ^ a >> 29 ^ a >> 47);
}

static inline uint32_t gsi_name_hash(const char *s)
{
	return gsi_name_hash_n(s, strlen(s));
}

/* The kind of operand i of a row (gs_isa_operand's .kind without the rest),
 * -1 where gs_isa_operand has none. */
static inline int gsi_isa_operand_kind(const struct gs_isa_inst *inst, unsigned int i)
{
	if (inst->row >= GS_ISA_NROWS || i >= gsi_isa_rows[inst->row].nops)
		return -1;
	return (int)(gsi_isa_ops[gsi_isa_rows[inst->row].ops + i] & 0xff);
}

/* gs_isa_operand inline: the printers ask it per operand of every line,
 * and the call, its checks and the two name lookups cost more than the
 * copy (same answers, same *out untouched on an error). */
static inline enum gs_status gsi_isa_operand(const struct gs_isa_inst *inst, unsigned int i,
					     struct gs_isa_operand *out)
{
	const struct gs_isa_row *r;
	uint32_t v;

	if (!inst || !out || inst->row >= GS_ISA_NROWS)
		return GS_ERR_INVALID;
	r = &gsi_isa_rows[inst->row];
	if (i >= r->nops)
		return GS_ERR_RANGE;
	v = gsi_isa_ops[r->ops + i];
	out->kind = (enum gs_isa_kind)(v & 0xff);
	out->width = (v >> 8) & 0xff;
	out->field = gsi_isa_field_names[(v >> 16) & 0xff];
	out->special = gsi_isa_special_names[(v >> 24) & 0x7f];
	out->h16 = (int)(v >> 31);
	return GS_OK;
}

/* Facts a table row's name gives (by_name: at most 7 bits), worked out once
 * per row into kept[] (the printers and assemblers ask them per line; a row
 * the caller made up is asked anew).  Threads that race store the same
 * value: relaxed is enough. */
static inline unsigned int gsi_row_name_bits(atomic_uchar *kept, const struct gs_isa_inst *row,
					     unsigned int (*by_name)(const char *))
{
	if (row->row < GS_ISA_NROWS && row->mnemonic == gsi_isa_str + gsi_isa_rows[row->row].name) {
		unsigned int k = atomic_load_explicit(&kept[row->row], memory_order_relaxed);

		if (!k) {
			k = 0x80u | by_name(row->mnemonic);
			atomic_store_explicit(&kept[row->row], (unsigned char)k, memory_order_relaxed);
		}
		return k & 0x7fu;
	}
	return by_name(row->mnemonic);
}

/* Every row of target index t named mnemonic, in class order (at most max). */
unsigned int gsi_isa_rows_named(int t, const char *mnemonic, struct gs_isa_inst *out, unsigned int max);
/* the same with mnemonic's strlen known (len) */
unsigned int gsi_isa_rows_named_n(int t, const char *mnemonic, size_t len, struct gs_isa_inst *out,
				  unsigned int max);

#endif /* GS_ISA_INT_H */
