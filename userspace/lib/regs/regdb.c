// SPDX-License-Identifier: MIT
/*
 * Register database lookups (gfxshim/regs.h).  The tables are generated
 * (gen_gc_*.c, tools/gen/gen-regs.py, layout in regdb_int.h): rows sorted
 * by name, by_addr indexing them by address, so both lookups are binary
 * searches; ids index a per-database map.
 */
#include <string.h>

#include "gfxshim/regs.h"
#include "gfxshim/target.h"
#include "regs/gen_regdb.h"

static const struct gsi_regdb *const regdbs[] = { GS_GEN_REGDBS };

static const struct gsi_regdb *internal(const struct gs_regdb *db)
{
	return (const struct gsi_regdb *)db;
}

void gsi_regdb_fill(const struct gsi_regdb *db)
{
	for (uint32_t i = 0; i < db->n_fields; i++) {
		const struct gsi_reg_field_row *f = &db->fields[i];

		db->view_fields[i] = (struct gs_reg_field){ db->str + f->name, f->shift, f->mask };
	}
	for (uint32_t i = 0; i < db->n_rows; i++) {
		const struct gsi_reg_row *r = &db->rows[i];

		db->view[i] = (struct gs_reg){ db->str + r->name, r->addr, r->aperture, r->n_fields,
					       r->n_fields ? db->view_fields + r->first : NULL };
	}
}

/* The view is filled here, before any caller holds the database. */
const struct gs_regdb *gs_regdb_find(const char *name)
{
	if (!name)
		return NULL;
	for (size_t i = 0; i < sizeof(regdbs) / sizeof(regdbs[0]); i++)
		if (strcmp(regdbs[i]->pub.name, name) == 0)
			return pthread_once(regdbs[i]->once, regdbs[i]->fill) == 0 ? &regdbs[i]->pub : NULL;
	return NULL;
}

const struct gs_reg *gs_reg_by_id(const struct gs_regdb *db, enum gs_reg_id id)
{
	unsigned int row;

	if (!db || (unsigned int)id >= GS_REG_ID_COUNT)
		return NULL;
	row = internal(db)->reg_ids[id];
	return row ? &internal(db)->view[row - 1] : NULL;
}

const struct gs_reg_field *gs_field_by_id(const struct gs_regdb *db, enum gs_field_id id)
{
	uint32_t f;

	if (!db || (unsigned int)id >= GS_FIELD_ID_COUNT)
		return NULL;
	f = internal(db)->field_ids[id];
	return f ? &internal(db)->view_fields[f - 1] : NULL;
}

const char *gs_reg_id_name(enum gs_reg_id id)
{
	return (unsigned int)id < GS_REG_ID_COUNT ? gsi_reg_id_str + gsi_reg_id_names[id] : NULL;
}

const char *gs_field_id_name(enum gs_field_id id)
{
	return (unsigned int)id < GS_FIELD_ID_COUNT ? gsi_reg_id_str + gsi_field_ids[id].name : NULL;
}

enum gs_reg_id gs_field_id_reg(enum gs_field_id id)
{
	return (unsigned int)id < GS_FIELD_ID_COUNT ? (enum gs_reg_id)gsi_field_ids[id].reg : GS_REG_ID_COUNT;
}

/* Binary search of n registers sorted by name. */
static const struct gs_reg *find_named(const struct gs_reg *regs, size_t n, const char *name)
{
	size_t lo = 0, hi = n;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		int c = strcmp(regs[mid].name, name);

		if (c == 0)
			return &regs[mid];
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return NULL;
}

const struct gs_reg *gs_reg_by_name(const struct gs_regdb *db, const char *name)
{
	return db && name ? find_named(db->regs, db->n_regs, name) : NULL;
}

const struct gs_reg *gs_wave_reg_by_name(const struct gs_regdb *db, const char *name)
{
	return db && name ? find_named(db->wave, db->n_wave, name) : NULL;
}

/* Index in by_addr of the first register at or above addr. */
static size_t lower_bound(const struct gs_regdb *db, uint32_t addr)
{
	size_t lo = 0, hi = db->n_regs;

	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;

		if (db->regs[db->by_addr[mid]].addr < addr)
			lo = mid + 1;
		else
			hi = mid;
	}
	return lo;
}

/* by_addr is sorted by (address, name): aliases come first by name. */
const struct gs_reg *gs_reg_by_addr(const struct gs_regdb *db, uint32_t addr)
{
	size_t i;

	if (!db)
		return NULL;
	i = lower_bound(db, addr);
	if (i < db->n_regs && db->regs[db->by_addr[i]].addr == addr)
		return &db->regs[db->by_addr[i]];
	return NULL;
}

size_t gs_reg_aliases(const struct gs_regdb *db, uint32_t addr,
		      const struct gs_reg **out, size_t max)
{
	size_t n = 0;

	if (!db)
		return 0;
	for (size_t i = lower_bound(db, addr);
	     i < db->n_regs && db->regs[db->by_addr[i]].addr == addr; i++, n++)
		if (out && n < max)
			out[n] = &db->regs[db->by_addr[i]];
	return n;
}

const struct gs_reg_field *gs_reg_field(const struct gs_reg *reg, const char *name)
{
	if (!reg || !name)
		return NULL;
	for (unsigned int i = 0; i < reg->n_fields; i++)
		if (strcmp(reg->fields[i].name, name) == 0)
			return &reg->fields[i];
	return NULL;
}

/*
 * Starts are PACKET3_SET_*_REG_START of nvd.h / soc15d.h.  The kernel's
 * *_END stop at 0xa400 / 0xc400; Mesa's sid.h ends (SI_CONTEXT_REG_END
 * 0x30000, CIK_UCONFIG_REG_END 0x40000, byte addresses) are used instead
 * because packets do reach e.g. the UCONFIG perf-counter registers above
 * 0xc400.  tools/gen/gen-regs.py classifies with the same ranges.
 */
enum gs_reg_aperture gs_reg_aperture_of(uint32_t addr)
{
	if (addr >= 0x2000 && addr < 0x2c00)
		return GS_APERTURE_CONFIG;
	if (addr >= 0x2c00 && addr < 0x3000)
		return GS_APERTURE_SH;
	if (addr >= 0xa000 && addr < 0xc000)
		return GS_APERTURE_CONTEXT;
	if (addr >= 0xc000 && addr < 0x10000)
		return GS_APERTURE_UCONFIG;
	return GS_APERTURE_OTHER;
}

const char *gs_reg_aperture_name(enum gs_reg_aperture a)
{
	switch (a) {
	case GS_APERTURE_OTHER: return "other";
	case GS_APERTURE_CONFIG: return "config";
	case GS_APERTURE_SH: return "sh";
	case GS_APERTURE_CONTEXT: return "context";
	case GS_APERTURE_UCONFIG: return "uconfig";
	}
	return "unknown";
}

const struct gs_regdb *gs_regdb_for_target(const struct gs_target *t)
{
	return t && t->regdb ? gs_regdb_find(t->regdb) : NULL;
}

const struct gs_reg *gs_target_reg_by_name(const struct gs_target *t, const char *name)
{
	return gs_reg_by_name(gs_regdb_for_target(t), name);
}

const struct gs_reg *gs_target_reg_by_addr(const struct gs_target *t, uint32_t addr)
{
	return gs_reg_by_addr(gs_regdb_for_target(t), addr);
}

const struct gs_reg *gs_reg_by_names(const struct gs_regdb *db, const char *const *names)
{
	const struct gs_reg *r;

	for (; names && *names; names++)
		if ((r = gs_reg_by_name(db, *names)))
			return r;
	return NULL;
}

uint32_t gs_reg_field_get(const struct gs_reg *reg, const char *fname, uint32_t v, int *found)
{
	const struct gs_reg_field *f = gs_reg_field(reg, fname);

	if (found)
		*found = f != NULL;
	return f ? (v & f->mask) >> f->shift : 0;
}
