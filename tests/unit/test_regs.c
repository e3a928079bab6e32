// SPDX-License-Identifier: MIT
/*
 * Register database: known absolute addresses (Mesa sid.h byte addresses / 4),
 * fields from the sh_mask headers, apertures, and lookup round trips over
 * every register of every database.
 */
#include <stdint.h>
#include <string.h>

#include "gfxshim/pm4.h"
#include "gfxshim/regs.h"
#include "gfxshim/target.h"
#include "harness.h"

static const char *const dbs[] = { "gc_9_4_3", "gc_11_0_0", "gc_11_0_3", "gc_11_5_0", "gc_12_0_0" };
#define N_DBS (sizeof(dbs) / sizeof(dbs[0]))

static uint32_t addr_of(const struct gs_regdb *db, const char *name)
{
	const struct gs_reg *r = gs_reg_by_name(db, name);

	return r ? r->addr : 0xffffffffu;
}

static void test_find(void)
{
	for (size_t i = 0; i < N_DBS; i++) {
		const struct gs_regdb *db = gs_regdb_find(dbs[i]);

		CHECK(db != NULL, "regdb %s exists", dbs[i]);
		if (db)
			CHECK_STR(db->name, dbs[i], "regdb %s has its name", dbs[i]);
	}
	CHECK(gs_regdb_find("gc_10_3_0") == NULL, "unknown regdb is NULL");
	CHECK(gs_regdb_find(NULL) == NULL, "NULL regdb name is NULL");

	/* Every target naming a database finds it; gfx950 shares gc_9_4_3. */
	for (unsigned int i = 0; gs_target_at(i); i++) {
		const struct gs_target *t = gs_target_at(i);

		if (t->regdb)
			CHECK(gs_regdb_find(t->regdb) != NULL, "%s: regdb %s found", t->name, t->regdb);
	}
	CHECK_STR(gs_target_find("gfx950")->regdb, "gc_9_4_3", "gfx950 uses gc_9_4_3");
}

static void test_known_addresses(void)
{
	for (size_t i = 0; i < N_DBS; i++) {
		const struct gs_regdb *db = gs_regdb_find(dbs[i]);
		int gfx9 = strcmp(dbs[i], "gc_9_4_3") == 0;

		if (!db)
			continue;
		CHECK_EQ(addr_of(db, "COMPUTE_DISPATCH_INITIATOR"), 0x2E00, "%s DISPATCH_INITIATOR", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_START_X"), 0x2E04, "%s START_X", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_NUM_THREAD_X"), 0x2E07, "%s NUM_THREAD_X", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_PGM_LO"), 0x2E0C, "%s PGM_LO (R_00B830)", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_PGM_HI"), 0x2E0D, "%s PGM_HI", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_PGM_RSRC1"), 0x2E12, "%s PGM_RSRC1", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_PGM_RSRC2"), 0x2E13, "%s PGM_RSRC2", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_TMPRING_SIZE"), 0x2E18, "%s TMPRING_SIZE", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_USER_DATA_0"), 0x2E40, "%s USER_DATA_0", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_USER_DATA_15"), 0x2E4F, "%s USER_DATA_15", dbs[i]);
		CHECK_EQ(addr_of(db, "GRBM_GFX_INDEX"), 0xC200, "%s GRBM_GFX_INDEX", dbs[i]);
		CHECK_EQ(addr_of(db, "GRBM_CNTL"), 0x2000, "%s GRBM_CNTL", dbs[i]);
		CHECK_EQ(addr_of(db, "DB_RENDER_CONTROL"), 0xA000, "%s DB_RENDER_CONTROL", dbs[i]);
		/* gfx9.4.3 keeps RSRC3 at offset 0xe2d (gc_9_4_3_offset.h) */
		CHECK_EQ(addr_of(db, "COMPUTE_PGM_RSRC3"), gfx9 ? 0x2E2D : 0x2E28, "%s PGM_RSRC3", dbs[i]);
		CHECK_EQ(addr_of(db, "COMPUTE_DISPATCH_SCRATCH_BASE_LO"), 0x2E10, "%s SCRATCH_BASE_LO", dbs[i]);
		CHECK(gs_reg_by_name(db, "COMPUTE_STATIC_THREAD_MGMT_SE3") != NULL, "%s has SE3 mask", dbs[i]);
	}
	CHECK(gs_reg_by_name(gs_regdb_find("gc_12_0_0"), "COMPUTE_STATIC_THREAD_MGMT_SE8") != NULL,
	      "gc_12_0_0 has SE8");
	CHECK(gs_reg_by_name(gs_regdb_find("gc_11_0_0"), "COMPUTE_STATIC_THREAD_MGMT_SE8") == NULL,
	      "gc_11_0_0 has no SE8");
	CHECK(gs_reg_by_name(gs_regdb_find("gc_9_4_3"), "COMPUTE_STATIC_THREAD_MGMT_SE4") == NULL,
	      "gc_9_4_3 has no SE4");
	CHECK(gs_reg_by_name(gs_regdb_find("gc_11_0_0"), "regCOMPUTE_PGM_LO") == NULL,
	      "names carry no reg prefix");
	CHECK(gs_reg_by_name(gs_regdb_find("gc_11_0_0"), "NO_SUCH_REGISTER") == NULL,
	      "unknown register is NULL");
	CHECK(gs_reg_by_name(NULL, "COMPUTE_PGM_LO") == NULL, "NULL db is NULL");
}

static void check_field(const char *dbname, const char *reg, const char *field,
			unsigned int shift, uint32_t mask)
{
	const struct gs_reg *r = gs_reg_by_name(gs_regdb_find(dbname), reg);
	const struct gs_reg_field *f = gs_reg_field(r, field);

	CHECK(f != NULL, "%s %s.%s exists", dbname, reg, field);
	if (!f)
		return;
	CHECK_EQ(f->shift, shift, "%s %s.%s shift", dbname, reg, field);
	CHECK_EQ(f->mask, mask, "%s %s.%s mask", dbname, reg, field);
}

static void test_fields(void)
{
	for (size_t i = 0; i < N_DBS; i++) {
		check_field(dbs[i], "COMPUTE_PGM_RSRC2", "SCRATCH_EN", 0, 0x1);
		check_field(dbs[i], "COMPUTE_PGM_RSRC2", "USER_SGPR", 1, 0x3E);
		check_field(dbs[i], "COMPUTE_PGM_RSRC2", "TGID_X_EN", 7, 0x80);
		check_field(dbs[i], "COMPUTE_PGM_RSRC2", "LDS_SIZE", 15, 0x00FF8000);
		check_field(dbs[i], "COMPUTE_DISPATCH_INITIATOR", "COMPUTE_SHADER_EN", 0,
			    GS_DISPATCH_INIT_COMPUTE_SHADER_EN);
		check_field(dbs[i], "COMPUTE_DISPATCH_INITIATOR", "FORCE_START_AT_000", 2,
			    GS_DISPATCH_INIT_FORCE_START_AT_000);
		check_field(dbs[i], "COMPUTE_DISPATCH_INITIATOR", "ORDER_MODE", 6,
			    GS_DISPATCH_INIT_ORDER_MODE);
		check_field(dbs[i], "COMPUTE_TMPRING_SIZE", "WAVES", 0, 0xFFF);
		check_field(dbs[i], "COMPUTE_PGM_HI", "DATA", 0, 0xFF);
	}
	check_field("gc_11_0_0", "COMPUTE_DISPATCH_INITIATOR", "CS_W32_EN", 15, GS_DISPATCH_INIT_CS_W32_EN);
	check_field("gc_12_0_0", "COMPUTE_DISPATCH_INITIATOR", "CS_W32_EN", 15, GS_DISPATCH_INIT_CS_W32_EN);
	check_field("gc_9_4_3", "COMPUTE_TMPRING_SIZE", "WAVESIZE", 12, 0x01FFF000);
	check_field("gc_11_0_0", "COMPUTE_TMPRING_SIZE", "WAVESIZE", 12, 0x07FFF000);
	check_field("gc_12_0_0", "COMPUTE_TMPRING_SIZE", "WAVESIZE", 12, 0x3FFFF000);
	check_field("gc_12_0_0", "COMPUTE_NUM_THREAD_X", "NUM_THREAD_FULL", 0, 0x1FFF);
	check_field("gc_11_0_0", "COMPUTE_NUM_THREAD_X", "NUM_THREAD_FULL", 0, 0xFFFF);
	check_field("gc_11_0_0", "GRBM_GFX_INDEX", "SE_BROADCAST_WRITES", 31, 0x80000000);
	CHECK(gs_reg_field(gs_reg_by_name(gs_regdb_find("gc_11_0_0"), "COMPUTE_PGM_RSRC2"), "NOPE") == NULL,
	      "unknown field is NULL");
	CHECK(gs_reg_field(NULL, "USER_SGPR") == NULL, "field of NULL register is NULL");
}

static void test_apertures(void)
{
	static const struct { uint32_t addr; enum gs_reg_aperture ap; } cases[] = {
		{ 0x1FFF, GS_APERTURE_OTHER }, { 0x2000, GS_APERTURE_CONFIG },
		{ 0x2BFF, GS_APERTURE_CONFIG }, { 0x2C00, GS_APERTURE_SH },
		{ 0x2FFF, GS_APERTURE_SH }, { 0x3000, GS_APERTURE_OTHER },
		{ 0x9FFF, GS_APERTURE_OTHER }, { 0xA000, GS_APERTURE_CONTEXT },
		{ 0xBFFF, GS_APERTURE_CONTEXT }, { 0xC000, GS_APERTURE_UCONFIG },
		{ 0xFFFF, GS_APERTURE_UCONFIG }, { 0x10000, GS_APERTURE_OTHER },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		CHECK_EQ(gs_reg_aperture_of(cases[i].addr), cases[i].ap, "aperture of 0x%x", cases[i].addr);
	CHECK_STR(gs_reg_aperture_name(GS_APERTURE_SH), "sh", "SH name");
	CHECK_STR(gs_reg_aperture_name(GS_APERTURE_UCONFIG), "uconfig", "UCONFIG name");
	CHECK_STR(gs_reg_aperture_name(GS_APERTURE_CONTEXT), "context", "CONTEXT name");
	CHECK_STR(gs_reg_aperture_name(GS_APERTURE_CONFIG), "config", "CONFIG name");
	CHECK_STR(gs_reg_aperture_name(GS_APERTURE_OTHER), "other", "OTHER name");

	const struct gs_regdb *db = gs_regdb_find("gc_12_0_0");
	CHECK_EQ(gs_reg_by_name(db, "COMPUTE_PGM_LO")->aperture, GS_APERTURE_SH, "PGM_LO is SH");
	CHECK_EQ(gs_reg_by_name(db, "GRBM_GFX_INDEX")->aperture, GS_APERTURE_UCONFIG, "GRBM_GFX_INDEX is UCONFIG");
	CHECK_EQ(gs_reg_by_name(db, "GRBM_CNTL")->aperture, GS_APERTURE_CONFIG, "GRBM_CNTL is CONFIG");
	CHECK_EQ(gs_reg_by_name(db, "DB_RENDER_CONTROL")->aperture, GS_APERTURE_CONTEXT, "DB_RENDER_CONTROL is CONTEXT");
}

/* Whole-table properties, one CHECK per database so failures stay readable. */
static void test_tables(void)
{
	static const size_t counts[N_DBS] = { 3600, 5493, 5669, 4639, 5159 };

	for (size_t i = 0; i < N_DBS; i++) {
		const struct gs_regdb *db = gs_regdb_find(dbs[i]);
		size_t bad_order = 0, bad_name = 0, bad_addr = 0, bad_ap = 0, bad_field = 0, bad_idx = 0;

		if (!db)
			continue;
		CHECK_EQ(db->n_regs, counts[i], "%s register count (offset header)", dbs[i]);
		for (size_t k = 0; k < db->n_regs; k++) {
			const struct gs_reg *r = &db->regs[k];
			const struct gs_reg *a = gs_reg_by_addr(db, r->addr);

			if (k && strcmp(db->regs[k - 1].name, r->name) >= 0)
				bad_order++;
			if (gs_reg_by_name(db, r->name) != r)
				bad_name++;
			/* aliases share an address: the lookup yields the first by name */
			if (!a || a->addr != r->addr || strcmp(a->name, r->name) > 0)
				bad_addr++;
			if (r->aperture != gs_reg_aperture_of(r->addr))
				bad_ap++;
			for (unsigned int j = 0; j < r->n_fields; j++) {
				const struct gs_reg_field *f = &r->fields[j];

				if (!f->mask || (f->mask & -f->mask) != (1u << f->shift) ||
				    gs_reg_field(r, f->name) == NULL)
					bad_field++;
			}
			if (k && db->regs[db->by_addr[k - 1]].addr > db->regs[db->by_addr[k]].addr)
				bad_idx++;
		}
		CHECK_EQ(bad_order, 0, "%s regs sorted by name", dbs[i]);
		CHECK_EQ(bad_name, 0, "%s by-name round trip", dbs[i]);
		CHECK_EQ(bad_addr, 0, "%s by-address round trip", dbs[i]);
		CHECK_EQ(bad_ap, 0, "%s apertures match gs_reg_aperture_of", dbs[i]);
		CHECK_EQ(bad_field, 0, "%s fields: mask starts at shift", dbs[i]);
		CHECK_EQ(bad_idx, 0, "%s by_addr sorted", dbs[i]);
		CHECK(gs_reg_by_addr(db, 0xFFFFFFF0u) == NULL, "%s: no register at 0xfffffff0", dbs[i]);
	}
	const struct gs_regdb *db = gs_regdb_find("gc_11_0_0");
	CHECK_STR(gs_reg_by_addr(db, 0x2E0C)->name, "COMPUTE_PGM_LO", "0x2e0c is COMPUTE_PGM_LO");
	CHECK_STR(gs_reg_by_addr(db, 0xC200)->name, "GRBM_GFX_INDEX", "0xc200 is GRBM_GFX_INDEX");
	CHECK(gs_reg_by_addr(NULL, 0x2E0C) == NULL, "by_addr on NULL db");
}

/* Lookups per target (struct gs_target). */
static void test_per_target(void)
{
	static const char *const cp_perfmon[] = { "CP_PERFMON_CNTL", "CP_CP_PERFMON_CNTL", NULL };
	const struct gs_target *t942 = gs_target_find("gfx942"), *t1100 = gs_target_find("gfx1100");
	const struct gs_target *t1151 = gs_target_find("gfx1151"), *t1201 = gs_target_find("gfx1201");
	const struct gs_reg *r;
	int found = -1;

	CHECK(gs_regdb_for_target(t942) == gs_regdb_find("gc_9_4_3"), "gfx942 -> gc_9_4_3");
	CHECK(gs_regdb_for_target(t1100) == gs_regdb_find("gc_11_0_0"), "gfx1100 -> gc_11_0_0");
	CHECK(!t1151 || gs_regdb_for_target(t1151) == gs_regdb_find(t1151->regdb), "gfx1151 -> its regdb");
	CHECK(gs_regdb_for_target(gs_target_find("gfx1250")) == NULL, "gfx1250 has no regdb");
	CHECK(gs_regdb_for_target(NULL) == NULL, "NULL target has no regdb");
	CHECK_EQ(gs_target_reg_by_name(t942, "COMPUTE_PGM_RSRC3")->addr, 0x2e2d, "gfx942 RSRC3 by name");
	CHECK_EQ(gs_target_reg_by_name(t1201, "COMPUTE_PGM_RSRC3")->addr, 0x2e28, "gfx1201 RSRC3 by name");
	r = gs_target_reg_by_addr(t942, 0x2e2d);
	CHECK(r && strcmp(r->name, "COMPUTE_PGM_RSRC3") == 0, "gfx942 0x2e2d by address");
	CHECK(gs_target_reg_by_name(gs_target_find("gfx1250"), "COMPUTE_PGM_LO") == NULL, "gfx1250: no lookups");
	r = gs_reg_by_names(gs_regdb_for_target(t1100), cp_perfmon);
	CHECK(r && strcmp(r->name, "CP_PERFMON_CNTL") == 0, "gfx11 CP_PERFMON_CNTL");
	r = gs_reg_by_names(gs_regdb_for_target(t1201), cp_perfmon);
	CHECK(r && strcmp(r->name, "CP_CP_PERFMON_CNTL") == 0 && r->addr == 0xd808,
	      "gfx12 names it CP_CP_PERFMON_CNTL, same address");
	r = gs_target_reg_by_name(t1100, "COMPUTE_PGM_RSRC2");
	CHECK_EQ(gs_reg_field_get(r, "USER_SGPR", 0x84, &found), 2, "field get USER_SGPR");
	CHECK_EQ(found, 1, "field found");
	CHECK_EQ(gs_reg_field_get(r, "NO_SUCH", 0x84, &found), 0, "unknown field reads 0");
	CHECK_EQ(found, 0, "unknown field not found");
}

/* Ids (gfxshim/reg_ids.h): each id is the register/field its name says,
 * in every database, through the by-name lookups; renames and families. */
static void test_ids(void)
{
	const struct gs_regdb *g9 = gs_regdb_find("gc_9_4_3"), *g11 = gs_regdb_find("gc_11_0_0");
	const struct gs_regdb *g12 = gs_regdb_find("gc_12_0_0");
	const struct gs_reg_field *f;

	for (size_t i = 0; i < N_DBS; i++) {
		const struct gs_regdb *db = gs_regdb_find(dbs[i]);
		size_t bad = 0, badf = 0, present = 0;

		for (int id = 0; id < GS_REG_ID_COUNT; id++) {
			const struct gs_reg *r = gs_reg_by_id(db, (enum gs_reg_id)id);
			const char *n = gs_reg_id_name((enum gs_reg_id)id);
			const struct gs_reg *byname = gs_reg_by_name(db, n) ? gs_reg_by_name(db, n) :
						      gs_wave_reg_by_name(db, n);

			present += r != NULL;
			/* the id's own name finds the same row, unless db renamed it */
			if (byname ? r != byname : r && strcmp(r->name, n) == 0)
				bad++;
		}
		for (int id = 0; id < GS_FIELD_ID_COUNT; id++) {
			const struct gs_reg *r = gs_reg_by_id(db, gs_field_id_reg((enum gs_field_id)id));
			const struct gs_reg_field *fi = gs_field_by_id(db, (enum gs_field_id)id);
			const struct gs_reg_field *byname = gs_reg_field(r, gs_field_id_name((enum gs_field_id)id));

			if ((byname && fi != byname) || (fi && (!r || fi < r->fields || fi >= r->fields + r->n_fields)))
				badf++;
		}
		CHECK_EQ(bad, 0, "%s: register ids match their names", dbs[i]);
		CHECK_EQ(badf, 0, "%s: field ids are fields of their register, matching by name", dbs[i]);
		CHECK(present >= GS_REG_ID_COUNT - 8, "%s: %zu of %d register ids present", dbs[i], present,
		      (int)GS_REG_ID_COUNT);
		for (unsigned int k = 0; k < GS_REG_N_COMPUTE_USER_DATA; k++) {
			const struct gs_reg *r = gs_reg_by_id(db, (enum gs_reg_id)(GS_REG_COMPUTE_USER_DATA_0 + k));

			if (!r || r->addr != gs_reg_by_id(db, GS_REG_COMPUTE_USER_DATA_0)->addr + k)
				bad++;
		}
		CHECK_EQ(bad, 0, "%s: COMPUTE_USER_DATA_0..15 ids are consecutive registers", dbs[i]);
	}
	CHECK_EQ(gs_reg_by_id(g9, GS_REG_COMPUTE_PGM_RSRC3)->addr, 0x2e2d, "gc_9_4_3 RSRC3 by id");
	CHECK_EQ(gs_reg_by_id(g12, GS_REG_COMPUTE_PGM_RSRC3)->addr, 0x2e28, "gc_12_0_0 RSRC3 by id");
	CHECK_STR(gs_reg_by_id(g12, GS_REG_CP_PERFMON_CNTL)->name, "CP_CP_PERFMON_CNTL", "gc_12 rename by id");
	CHECK_STR(gs_reg_by_id(g11, GS_REG_CP_PERFMON_CNTL)->name, "CP_PERFMON_CNTL", "gc_11 name by id");
	f = gs_field_by_id(g9, GS_FIELD_GRBM_GFX_INDEX__SA_INDEX);
	CHECK(f && strcmp(f->name, "SH_INDEX") == 0, "gc_9_4_3 GRBM_GFX_INDEX.SA_INDEX is SH_INDEX");
	f = gs_field_by_id(g11, GS_FIELD_COMPUTE_PGM_RSRC2__USER_SGPR);
	CHECK(f && f->shift == 1 && f->mask == 0x3e, "gc_11 RSRC2.USER_SGPR by id: bits 5:1");
	CHECK(gs_reg_by_id(g9, GS_REG_COMPUTE_STATIC_THREAD_MGMT_SE4) == NULL, "gc_9_4_3 has no SE4 mask");
	CHECK(gs_reg_by_id(g12, GS_REG_COMPUTE_STATIC_THREAD_MGMT_SE8) != NULL, "gc_12 has an SE8 mask");
	CHECK(gs_field_by_id(g12, GS_FIELD_COMPUTE_PGM_RSRC1__IEEE_MODE) == NULL, "gc_12 RSRC1 has no IEEE_MODE");
	CHECK(gs_reg_by_id(g11, GS_REG_SQ_WAVE_MODE) == gs_wave_reg_by_name(g11, "SQ_WAVE_MODE"),
	      "wave state registers have ids");
	CHECK(gs_reg_by_id(NULL, GS_REG_COMPUTE_PGM_LO) == NULL && gs_reg_by_id(g11, GS_REG_ID_COUNT) == NULL &&
	      gs_field_by_id(g11, GS_FIELD_ID_COUNT) == NULL && gs_reg_id_name(GS_REG_ID_COUNT) == NULL,
	      "ids out of range and NULL databases give NULL");
	CHECK_STR(gs_field_id_name(GS_FIELD_COMPUTE_TMPRING_SIZE__WAVESIZE), "WAVESIZE", "field id name");
	CHECK_EQ(gs_field_id_reg(GS_FIELD_COMPUTE_TMPRING_SIZE__WAVESIZE), GS_REG_COMPUTE_TMPRING_SIZE,
		 "field id register");
}

int main(void)
{
	test_find();
	test_known_addresses();
	test_fields();
	test_apertures();
	test_tables();
	test_per_target();
	test_ids();
	return t_done();
}
