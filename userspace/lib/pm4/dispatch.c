// SPDX-License-Identifier: MIT
/*
 * One whole compute dispatch for gfx9 (gfx942/gfx950), gfx11 and gfx12:
 *   ACQUIRE_MEM, COMPUTE_* program/resources/scratch/user data/sizes/CU
 *   masks, [timestamp], DISPATCH_DIRECT, [timestamp], end-of-pipe
 *   RELEASE_MEM fence.
 * gfx9 differs only in facts the register database and the target table
 * carry: COMPUTE_PGM_RSRC3 lives at 0x2e2d (gc_9_4_3, vs 0x2e28),
 * COMPUTE_STATIC_THREAD_MGMT_SE0..3 with SH0/SH1_CU_EN (register database),
 * no wave32 (no GS_FEAT_WAVE32, so no DISPATCH_INITIATOR.CS_W32_EN), the
 * count-5 ACQUIRE_MEM and the CACHE_FLUSH_AND_INV_TS fence (no
 * GS_FEAT_PM4_GCR), and COMPUTE_TMPRING_SIZE.WAVESIZE in 1 KiB units
 * (gs_target.scratch_unit).  gfx942/gfx950 have architected flat scratch (AMDGPUUsage):
 * the same COMPUTE_DISPATCH_SCRATCH_BASE_LO/HI as gfx11+, no private
 * segment buffer V#.
 * Register addresses and field positions come from the target's register
 * database (the sh_mask headers), the values from Mesa's usage (radv/si:
 * PGM_LO = va >> 8, PGM_HI = va >> 40, scratch base >> 8 / >> 40, WAVESIZE
 * in 256-byte units on gfx11+).
 */
#include "pm4/pm4_internal.h"

#define MAX_WRITES 64

/* The register writes of a dispatch, collected before anything is emitted
 * so a missing register or an out-of-range value leaves the stream as is. */
struct writes {
	const struct gs_regdb *db;
	const struct gs_reg *reg[MAX_WRITES];
	uint32_t val[MAX_WRITES];
	unsigned int n;
	struct gs_error *err;
	enum gs_status status;
};

static const struct gs_reg *need(struct writes *w, enum gs_reg_id id)
{
	const struct gs_reg *r = gs_reg_by_id(w->db, id);

	if (!r && w->status == GS_OK)
		w->status = gs_error_set(w->err, GS_ERR_UNSUPPORTED,
					 "dispatch: %s has no register %s", w->db->name, gs_reg_id_name(id));
	return r;
}

static void add(struct writes *w, enum gs_reg_id id, uint32_t v)
{
	const struct gs_reg *r = need(w, id);

	if (!r || w->status != GS_OK)
		return;
	if (w->n == MAX_WRITES) {
		w->status = gs_error_set(w->err, GS_ERR_RANGE, "dispatch: too many register writes");
		return;
	}
	w->reg[w->n] = r;
	w->val[w->n++] = v;
}

/* The field, or NULL with an error naming it. */
static const struct gs_reg_field *need_field(struct writes *w, enum gs_field_id id)
{
	const struct gs_reg_field *f = need(w, gs_field_id_reg(id)) ? gs_field_by_id(w->db, id) : NULL;

	if (!f && w->status == GS_OK)
		w->status = gs_error_set(w->err, GS_ERR_UNSUPPORTED, "dispatch: %s has no field %s.%s",
					 w->db->name, gs_reg_id_name(gs_field_id_reg(id)), gs_field_id_name(id));
	return f;
}

/* Put v into a field (position from the sh_mask header), range-checked. */
static uint32_t field(struct writes *w, enum gs_field_id id, uint64_t v)
{
	const struct gs_reg_field *f = need_field(w, id);

	if (w->status != GS_OK)
		return 0;
	if (v > (f->mask >> f->shift)) {
		w->status = gs_error_set(w->err, GS_ERR_RANGE,
					 "dispatch: %s.%s = %llu does not fit (max %u)",
					 gs_reg_id_name(gs_field_id_reg(id)), gs_field_id_name(id),
					 (unsigned long long)v, f->mask >> f->shift);
		return 0;
	}
	return (uint32_t)(v << f->shift);
}

static uint32_t get_field(struct writes *w, enum gs_field_id id, uint32_t value)
{
	const struct gs_reg_field *f = need_field(w, id);

	return f ? (value & f->mask) >> f->shift : 0;
}

static enum gs_reg_id se_mask(unsigned int se)
{
	return (enum gs_reg_id)(GS_REG_COMPUTE_STATIC_THREAD_MGMT_SE0 + se);
}

static enum gs_status check(const struct gs_target *t, const struct gs_dispatch *d,
			    struct writes *w)
{
	uint32_t threads;

	if (d->wave32 && !(t->features & GS_FEAT_WAVE32))
		return gs_error_set(w->err, GS_ERR_UNSUPPORTED, "dispatch: %s has no wave32", t->name);
	if (d->code_va & 0xff)
		return gs_error_set(w->err, GS_ERR_INVALID,
				    "dispatch: code address 0x%llx is not 256-byte aligned",
				    (unsigned long long)d->code_va);
	if (d->n_user_sgpr > 16)
		return gs_error_set(w->err, GS_ERR_RANGE,
				    "dispatch: %u user SGPRs, COMPUTE_USER_DATA_0..15 hold 16",
				    d->n_user_sgpr);
	if (get_field(w, GS_FIELD_COMPUTE_PGM_RSRC2__USER_SGPR, d->rsrc2) > d->n_user_sgpr)
		return gs_error_set(w->err, GS_ERR_INVALID,
				    "dispatch: kernel expects %u user SGPRs (COMPUTE_PGM_RSRC2.USER_SGPR), dispatch sets %u",
				    get_field(w, GS_FIELD_COMPUTE_PGM_RSRC2__USER_SGPR, d->rsrc2),
				    d->n_user_sgpr);
	for (int i = 0; i < 3; i++)
		if (d->grid[i] == 0 || d->block[i] == 0)
			return gs_error_set(w->err, GS_ERR_INVALID,
					    "dispatch: grid %ux%ux%u, block %ux%ux%u: every size must be >= 1",
					    d->grid[0], d->grid[1], d->grid[2],
					    d->block[0], d->block[1], d->block[2]);
	/* per-dimension bound first so the product cannot overflow */
	threads = d->block[0] > 1024 || d->block[1] > 1024 || d->block[2] > 1024 ? 1025 :
		  d->block[0] * d->block[1] * d->block[2];
	if (threads > 1024)
		return gs_error_set(w->err, GS_ERR_RANGE,
				    "dispatch: block %ux%ux%u has more than 1024 threads",
				    d->block[0], d->block[1], d->block[2]);
	if (get_field(w, GS_FIELD_COMPUTE_PGM_RSRC2__SCRATCH_EN, d->rsrc2) && !d->scratch_va)
		return gs_error_set(w->err, GS_ERR_INVALID,
				    "dispatch: kernel uses scratch (COMPUTE_PGM_RSRC2.SCRATCH_EN) but scratch_va is 0");
	if (d->scratch_va && ((d->scratch_va & 0xff) || d->scratch_waves == 0))
		return gs_error_set(w->err, GS_ERR_INVALID,
				    "dispatch: scratch at 0x%llx for %u waves: expected a 256-byte aligned address and scratch_waves >= 1",
				    (unsigned long long)d->scratch_va, d->scratch_waves);
	if (d->fence_va & 3)
		return gs_error_set(w->err, GS_ERR_INVALID,
				    "dispatch: fence address 0x%llx is not dword aligned",
				    (unsigned long long)d->fence_va);
	if (d->timestamp_va & 7)
		return gs_error_set(w->err, GS_ERR_INVALID,
				    "dispatch: timestamp address 0x%llx is not 8-byte aligned",
				    (unsigned long long)d->timestamp_va);
	if (d->n_cu_mask > 16)
		return gs_error_set(w->err, GS_ERR_RANGE, "dispatch: %u CU masks, at most 16",
				    d->n_cu_mask);
	if (d->n_cu_mask) {
		uint32_t any = 0;

		for (unsigned int i = 0; i < d->n_cu_mask; i++) {
			if (i >= GS_REG_N_COMPUTE_STATIC_THREAD_MGMT_SE || !gs_reg_by_id(w->db, se_mask(i)))
				return gs_error_set(w->err, GS_ERR_RANGE,
						    "dispatch: CU mask for SE%u, but %s has no COMPUTE_STATIC_THREAD_MGMT_SE%u",
						    i, w->db->name, i);
			any |= d->cu_mask[i];
		}
		if (!any)
			return gs_error_set(w->err, GS_ERR_INVALID,
					    "dispatch: the CU masks enable no CU");
	}
	return w->status;
}

static void program(struct writes *w, const struct gs_dispatch *d, uint32_t scratch_unit)
{
	add(w, GS_REG_COMPUTE_PGM_LO, (uint32_t)(d->code_va >> 8));
	add(w, GS_REG_COMPUTE_PGM_HI, field(w, GS_FIELD_COMPUTE_PGM_HI__DATA, d->code_va >> 40));
	add(w, GS_REG_COMPUTE_PGM_RSRC1, d->rsrc1);
	add(w, GS_REG_COMPUTE_PGM_RSRC2, d->rsrc2);
	add(w, GS_REG_COMPUTE_PGM_RSRC3, d->rsrc3);

	if (d->scratch_va) {
		/* WAVESIZE in the target's unit (gs_target.scratch_unit) */
		uint64_t unit = scratch_unit, units = ((uint64_t)d->scratch_bytes_per_wave + unit - 1) / unit;

		add(w, GS_REG_COMPUTE_TMPRING_SIZE,
		    field(w, GS_FIELD_COMPUTE_TMPRING_SIZE__WAVES, d->scratch_waves) |
		    field(w, GS_FIELD_COMPUTE_TMPRING_SIZE__WAVESIZE, units));
		add(w, GS_REG_COMPUTE_DISPATCH_SCRATCH_BASE_LO, (uint32_t)(d->scratch_va >> 8));
		add(w, GS_REG_COMPUTE_DISPATCH_SCRATCH_BASE_HI,
		    field(w, GS_FIELD_COMPUTE_DISPATCH_SCRATCH_BASE_HI__DATA, d->scratch_va >> 40));
	} else {
		add(w, GS_REG_COMPUTE_TMPRING_SIZE, 0);
	}

	/* check() bounds n_user_sgpr by the 16 COMPUTE_USER_DATA_* registers */
	for (unsigned int i = 0; i < d->n_user_sgpr && i < GS_REG_N_COMPUTE_USER_DATA; i++)
		add(w, (enum gs_reg_id)(GS_REG_COMPUTE_USER_DATA_0 + i), d->user_sgpr[i]);

	add(w, GS_REG_COMPUTE_RESOURCE_LIMITS, 0); /* 0: no wave/workgroup limits */
	add(w, GS_REG_COMPUTE_START_X, 0);
	add(w, GS_REG_COMPUTE_START_Y, 0);
	add(w, GS_REG_COMPUTE_START_Z, 0);
	add(w, GS_REG_COMPUTE_NUM_THREAD_X, field(w, GS_FIELD_COMPUTE_NUM_THREAD_X__NUM_THREAD_FULL, d->block[0]));
	add(w, GS_REG_COMPUTE_NUM_THREAD_Y, field(w, GS_FIELD_COMPUTE_NUM_THREAD_Y__NUM_THREAD_FULL, d->block[1]));
	add(w, GS_REG_COMPUTE_NUM_THREAD_Z, field(w, GS_FIELD_COMPUTE_NUM_THREAD_Z__NUM_THREAD_FULL, d->block[2]));

	/* Every CU of every shader engine the database knows (gfx9.4.3:
	 * SE0..3, gfx11: SE0..7, gfx12: SE0..8) unless masks are given; parts
	 * with fewer SEs ignore the rest. */
	for (unsigned int se = 0; se < GS_REG_N_COMPUTE_STATIC_THREAD_MGMT_SE; se++)
		if (gs_reg_by_id(w->db, se_mask(se)))
			add(w, se_mask(se), !d->n_cu_mask ? 0xffffffff : se < d->n_cu_mask ? d->cu_mask[se] : 0);
}

/* SH registers only take effect at DISPATCH_DIRECT, so their order is free:
 * sorted by address, neighbours share a SET_SH_REG packet. */
static void emit_writes(struct gs_pm4 *s, struct writes *w)
{
	unsigned int i = 0;

	for (unsigned int k = 1; k < w->n; k++) /* insertion sort, stable */
		for (unsigned int j = k; j > 0 && w->reg[j - 1]->addr > w->reg[j]->addr; j--) {
			const struct gs_reg *r = w->reg[j];
			uint32_t v = w->val[j];

			w->reg[j] = w->reg[j - 1], w->val[j] = w->val[j - 1];
			w->reg[j - 1] = r, w->val[j - 1] = v;
		}

	while (i < w->n) {
		uint32_t run[MAX_WRITES];
		unsigned int n = 0;

		while (i + n < w->n && w->reg[i + n]->addr == w->reg[i]->addr + n) {
			run[n] = w->val[i + n];
			n++;
		}
		gsi_pm4_set_sh_raw(s, w->reg[i]->addr, run, n);
		i += n;
	}
}

enum gs_status gs_pm4_build_dispatch(struct gs_pm4 *s, const struct gs_dispatch *user,
				     struct gs_error *err)
{
	struct writes w = { .err = err, .status = GS_OK };
	struct gs_dispatch full;
	const struct gs_dispatch *d = &full;
	const struct gs_target *t;
	enum gs_status st;
	uint32_t initiator;

	if (!s || !user)
		return gs_error_set(err, GS_ERR_INVALID, "dispatch: no stream or dispatch");
	st = gsi_abi_in(&full, sizeof(full), user, GS_DISPATCH_SIZE_V1, "gs_dispatch", err);
	if (st)
		return st;
	if (s->status != GS_OK)
		return gs_pm4_status(s, err);
	t = s->target;
	if (!t || !(t->features & GS_FEAT_PM4) || !t->scratch_unit)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "dispatch: no PM4 dispatch for %s (gfx9, gfx11 and gfx12 only)",
				    t ? t->name : "(no target)");
	w.db = gs_regdb_find(t->regdb);
	if (!w.db)
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "dispatch: target %s has no register database",
				    t->name);
	st = check(t, d, &w);
	if (st != GS_OK)
		return st;
	program(&w, d, t->scratch_unit);
	if (w.status != GS_OK)
		return w.status;

	/* COMPUTE_DISPATCH_INITIATOR bits, sh_mask header (same as Mesa). */
	/* gfx9 has no CS_W32_EN (check() refused wave32 there). */
	initiator = GS_DISPATCH_INIT_COMPUTE_SHADER_EN | GS_DISPATCH_INIT_FORCE_START_AT_000 |
		    GS_DISPATCH_INIT_ORDER_MODE | (d->wave32 ? GS_DISPATCH_INIT_CS_W32_EN : 0);
	const uint32_t dd[4] = { d->grid[0], d->grid[1], d->grid[2], initiator };

	gs_pm4_acquire_mem_all(s);
	emit_writes(s, &w);
	if (d->timestamp_va)
		gs_pm4_timestamp_top(s, d->timestamp_va);
	gs_pm4_packet3(s, GS_PM4_DISPATCH_DIRECT, GS_PM4_PKT3_COMPUTE, dd, 4);
	if (d->timestamp_va)
		gs_pm4_timestamp_bottom(s, d->timestamp_va + 8);
	if (d->fence_va)
		gs_pm4_release_mem_fence(s, d->fence_va, d->fence_value);
	return gs_pm4_status(s, err);
}
