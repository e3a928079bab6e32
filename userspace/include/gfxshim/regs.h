/* SPDX-License-Identifier: MIT */
/*
 * Register database, generated from the asic_reg gc headers of Debian's
 * linux-source-6.12 by tools/gen/gen-regs.py (userspace/lib/regs/).
 * Code names registers by id (gfxshim/reg_ids.h: a misspelt one does not
 * compile); names are for text: the CLI, the decoder, messages.
 */
#ifndef GFXSHIM_REGS_H
#define GFXSHIM_REGS_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/reg_ids.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Aperture a register lives in, decided by its dword address. */
enum gs_reg_aperture {
	GS_APERTURE_OTHER = 0,   /* privileged / MMIO only */
	GS_APERTURE_CONFIG,      /* SET_CONFIG_REG range */
	GS_APERTURE_SH,          /* SET_SH_REG range (0x2c00..0x2fff) */
	GS_APERTURE_CONTEXT,     /* SET_CONTEXT_REG range */
	GS_APERTURE_UCONFIG,     /* SET_UCONFIG_REG range */
};

struct gs_reg_field {
	const char *name;
	uint8_t shift;
	uint32_t mask;   /* in place (already shifted), as in *_sh_mask.h */
};

struct gs_reg {
	const char *name;        /* without the "reg"/"mm" prefix: "COMPUTE_PGM_LO" */
	uint32_t addr;           /* absolute dword address (segment base applied) */
	uint8_t aperture;        /* enum gs_reg_aperture */
	uint16_t n_fields;
	const struct gs_reg_field *fields;
};

struct gs_regdb {
	const char *name;        /* "gc_12_0_0" */
	size_t n_regs;
	const struct gs_reg *regs;        /* sorted by name */
	const uint32_t *by_addr;          /* indices into regs, sorted by addr */
	size_t n_wave;
	const struct gs_reg *wave;        /* wave state registers (SQ_WAVE_MODE, SQ_WAVE_HW_ID1, ...
					   * as s_getreg reads them): fields only, addr 0, by name */
};

/* By name ("gc_12_0_0"); NULL when unknown.  The first call per database
 * fills its gs_reg view (once per process, thread-safe). */
const struct gs_regdb *gs_regdb_find(const char *name);
/* A register or field by id (reg_ids.h); NULL when db lacks it.  One id
 * covers a register's names across generations (GS_REG_CP_PERFMON_CNTL is
 * CP_CP_PERFMON_CNTL in gc_12_0_0): r->name is db's name for it. */
const struct gs_reg *gs_reg_by_id(const struct gs_regdb *db, enum gs_reg_id id);
const struct gs_reg_field *gs_field_by_id(const struct gs_regdb *db, enum gs_field_id id);
/* The id's own name ("COMPUTE_PGM_RSRC2", "USER_SGPR") and a field id's
 * register; NULL / GS_REG_ID_COUNT when out of range. */
const char *gs_reg_id_name(enum gs_reg_id id);
const char *gs_field_id_name(enum gs_field_id id);
enum gs_reg_id gs_field_id_reg(enum gs_field_id id);
const struct gs_reg *gs_reg_by_name(const struct gs_regdb *db, const char *name);
/* A wave state register by name ("SQ_WAVE_MODE"); NULL when db has none. */
const struct gs_reg *gs_wave_reg_by_name(const struct gs_regdb *db, const char *name);
/* A few addresses carry several names (aliases, e.g. COMPUTE_DESTINATION_EN_SE0
 * and COMPUTE_STATIC_THREAD_MGMT_SE0): gs_reg_by_addr returns the first by
 * name; gs_reg_aliases stores up to max of them in out and returns how many
 * there are. */
const struct gs_reg *gs_reg_by_addr(const struct gs_regdb *db, uint32_t addr);
size_t gs_reg_aliases(const struct gs_regdb *db, uint32_t addr,
		      const struct gs_reg **out, size_t max);
const struct gs_reg_field *gs_reg_field(const struct gs_reg *reg, const char *name);
enum gs_reg_aperture gs_reg_aperture_of(uint32_t addr);
const char *gs_reg_aperture_name(enum gs_reg_aperture a);

/* Per target (struct gs_target, gfxshim/target.h): its database, NULL when
 * it has none (gfx1250) or t is NULL; lookups by name and address in it. */
struct gs_target;
const struct gs_regdb *gs_regdb_for_target(const struct gs_target *t);
const struct gs_reg *gs_target_reg_by_name(const struct gs_target *t, const char *name);
const struct gs_reg *gs_target_reg_by_addr(const struct gs_target *t, uint32_t addr);
/* The first of several names that exists in db (NULL-terminated list):
 * registers renamed between generations, e.g. CP_PERFMON_CNTL (gfx9/11)
 * and CP_CP_PERFMON_CNTL (gfx12). */
const struct gs_reg *gs_reg_by_names(const struct gs_regdb *db, const char *const *names);
/* Value of field fname in v (0 and *found = 0 when the field is unknown;
 * found may be NULL). */
uint32_t gs_reg_field_get(const struct gs_reg *reg, const char *fname, uint32_t v, int *found);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_REGS_H */
