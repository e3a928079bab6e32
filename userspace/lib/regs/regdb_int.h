/* SPDX-License-Identifier: MIT */
/*
 * Layout of the generated register databases (gen_gc_*.c, written by
 * tools/gen/gen-regs.py).  The tables hold no pointers: names are offsets
 * into one string per database, registers with the same fields share one
 * field list.  So the shared library needs no relocations for them and
 * loads without touching them.  The public struct gs_reg / gs_reg_field view
 * (gfxshim/regs.h) of a database is filled once, on first use, in storage
 * the generated file reserves (.bss).
 */
#ifndef GS_REGS_REGDB_INT_H
#define GS_REGS_REGDB_INT_H

#include <pthread.h>
#include <stdint.h>

#include "gfxshim/regs.h"

struct gsi_reg_field_row {
	uint32_t name;           /* offset into str */
	uint8_t shift;
	uint32_t mask;
};

struct gsi_reg_row {
	uint32_t name;           /* offset into str */
	uint32_t addr;
	uint32_t first;          /* its first field in fields[] */
	uint16_t n_fields;
	uint8_t aperture;        /* enum gs_reg_aperture */
};

struct gsi_regdb {
	struct gs_regdb pub;     /* first: a gs_regdb pointer is a gsi_regdb pointer */
	const char *str;
	const struct gsi_reg_row *rows;     /* pub.n_regs by name, then pub.n_wave by name */
	uint32_t n_rows;
	const struct gsi_reg_field_row *fields;
	uint32_t n_fields;
	const uint16_t *reg_ids;            /* [GS_REG_ID_COUNT]: row + 1, 0 absent */
	const uint32_t *field_ids;          /* [GS_FIELD_ID_COUNT]: field row + 1, 0 absent */
	struct gs_reg *view;                /* [n_rows], pub.regs and pub.wave point here */
	struct gs_reg_field *view_fields;   /* [n_fields] */
	pthread_once_t *once;
	void (*fill)(void);                 /* calls gsi_regdb_fill on this database */
};

/* Fill db's view from its rows (once, through db->once). */
void gsi_regdb_fill(const struct gsi_regdb *db);

/* The names of the ids (gen_reg_ids.c). */
struct gsi_field_id_row {
	uint16_t reg;            /* enum gs_reg_id */
	uint16_t name;           /* offset into gsi_reg_id_str */
};
extern const char gsi_reg_id_str[];
extern const uint16_t gsi_reg_id_names[GS_REG_ID_COUNT];
extern const struct gsi_field_id_row gsi_field_ids[GS_FIELD_ID_COUNT];

#endif /* GS_REGS_REGDB_INT_H */
