// SPDX-License-Identifier: MIT
/*
 * Cache synchronisation packets: ACQUIRE_MEM before a dispatch (make memory
 * written by the host visible to the shaders) and an end-of-pipe RELEASE_MEM
 * that writes a fence value once the dispatch's writes reached memory.
 * Layouts and the cache bits are those the kernel itself emits:
 * gfx_v11_0.c / gfx_v12_0.c emit_mem_sync + ring_emit_fence (nvd.h), and
 * gfx_v9_4_3.c (soc15d.h) for gfx9.
 */
#include "pm4/pm4_internal.h"

/* nvd.h PACKET3_ACQUIRE_MEM_GCR_CNTL_* (gfx10+ dword 7). */
#define GCR_GLI_INV(x)  ((x) << 0)
#define GCR_GLM_WB      (1u << 4)
#define GCR_GLM_INV     (1u << 5)
#define GCR_GLK_INV     (1u << 7)
#define GCR_GLV_INV     (1u << 8)
#define GCR_GL1_INV     (1u << 9)
#define GCR_GL2_INV     (1u << 14)
#define GCR_GL2_WB      (1u << 15)

/* soc15d.h PACKET3_ACQUIRE_MEM_CP_COHER_CNTL_* (gfx9 dword 1). */
#define COHER_TC_WB_ACTION_ENA      (1u << 18)
#define COHER_TCL1_ACTION_ENA       (1u << 22)
#define COHER_TC_ACTION_ENA         (1u << 23)
#define COHER_SH_KCACHE_ACTION_ENA  (1u << 27)
#define COHER_SH_ICACHE_ACTION_ENA  (1u << 29)

/* nvd.h PACKET3_RELEASE_MEM_* (dword 1 and 2). */
#define RM_EVENT_TYPE(x)    ((uint32_t)(x) << 0)
#define RM_EVENT_INDEX(x)   ((uint32_t)(x) << 8)
#define RM_GCR_GLM_WB       (1u << 12)
#define RM_GCR_GLM_INV      (1u << 13)
#define RM_GCR_GLV_INV      (1u << 14)
#define RM_GCR_GL1_INV      (1u << 15)
#define RM_GCR_GL2_INV      (1u << 20)
#define RM_GCR_GL2_WB       (1u << 21)
#define RM_GCR_SEQ          (1u << 22)
#define RM_CACHE_POLICY(x)  ((uint32_t)(x) << 25)  /* 3: bypass */
#define RM_DATA_SEL(x)      ((uint32_t)(x) << 29)  /* 1: low 32 bits */
#define RM_INT_SEL(x)       ((uint32_t)(x) << 24)  /* 0: no interrupt */

/* soc15d.h EOP_* action bits (gfx9 dword 1). */
#define EOP_TC_WB_ACTION_EN  (1u << 15)
#define EOP_TCL1_ACTION_EN   (1u << 16)
#define EOP_TC_ACTION_EN     (1u << 17)
#define EOP_TC_MD_ACTION_EN  (1u << 21)

/* VGT_EVENT_TYPE values (soc21_enum.h / navi10_enum.h). */
#define CACHE_FLUSH_AND_INV_TS_EVENT 0x14
#define BOTTOM_OF_PIPE_TS            0x28
/* EVENT_INDEX 5: end-of-pipe timestamp events (as the kernel and Mesa). */
#define EVENT_INDEX_EOP              5

const struct gs_target *gsi_pm4_target(struct gs_pm4 *s, const char *what)
{
	if (s->status != GS_OK)
		return NULL;
	if (!s->target) {
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: %s needs a target", what);
		return NULL;
	}
	if (!(s->target->features & GS_FEAT_PM4)) {
		gsi_pm4_fail(s, GS_ERR_UNSUPPORTED, "pm4: %s is not known for %s",
			    what, s->target->name);
		return NULL;
	}
	return s->target;
}

void gs_pm4_acquire_mem(struct gs_pm4 *s, uint32_t caches)
{
	const struct gs_target *t = gsi_pm4_target(s, "ACQUIRE_MEM");
	uint32_t c = 0;

	if (!t)
		return;
	if (caches & ~GS_PM4_CACHE_ALL) {
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: ACQUIRE_MEM cache actions 0x%x, expected GS_PM4_CACHE_* bits",
			    caches);
		return;
	}
	if (!(t->features & GS_FEAT_PM4_GCR)) {
		/* count 5: COHER_CNTL, SIZE, SIZE_HI, BASE, BASE_HI, POLL_INTERVAL
		 * (gfx_v9_4_3_emit_mem_sync).  gfx9 has no GL1; TC_MD is an EOP
		 * action only. */
		if (caches & GS_PM4_CACHE_ICACHE)
			c |= COHER_SH_ICACHE_ACTION_ENA;
		if (caches & GS_PM4_CACHE_KCACHE)
			c |= COHER_SH_KCACHE_ACTION_ENA;
		if (caches & GS_PM4_CACHE_VCACHE)
			c |= COHER_TCL1_ACTION_ENA;
		if (caches & GS_PM4_CACHE_L2_INV)
			c |= COHER_TC_ACTION_ENA;
		if (caches & GS_PM4_CACHE_L2_WB)
			c |= COHER_TC_WB_ACTION_ENA;
		const uint32_t body[6] = { c, 0xffffffff, 0xffffff, 0, 0, 0xa };

		gs_pm4_packet3(s, GS_PM4_ACQUIRE_MEM, 0, body, 6);
		return;
	}
	/* gfx10+, count 6: COHER_CNTL 0, whole address range, POLL_INTERVAL,
	 * GCR_CNTL (gfx_v11_0_emit_mem_sync / gfx_v12_0_emit_mem_sync). */
	if (caches & GS_PM4_CACHE_ICACHE)
		c |= GCR_GLI_INV(1);
	if (caches & GS_PM4_CACHE_KCACHE)
		c |= GCR_GLK_INV;
	if (caches & GS_PM4_CACHE_VCACHE)
		c |= GCR_GLV_INV;
	if (caches & GS_PM4_CACHE_GL1)
		c |= GCR_GL1_INV;
	if (caches & GS_PM4_CACHE_L2_INV)
		c |= GCR_GL2_INV;
	if (caches & GS_PM4_CACHE_L2_WB)
		c |= GCR_GL2_WB;
	if (caches & GS_PM4_CACHE_META)
		c |= GCR_GLM_INV | GCR_GLM_WB;
	const uint32_t body[7] = { 0, 0xffffffff, 0xffffff, 0, 0, 0xa, c };

	gs_pm4_packet3(s, GS_PM4_ACQUIRE_MEM, 0, body, 7);
}

void gs_pm4_acquire_mem_all(struct gs_pm4 *s)
{
	gs_pm4_acquire_mem(s, GS_PM4_CACHE_ALL);
}

void gs_pm4_release_mem(struct gs_pm4 *s, const struct gs_pm4_release *user)
{
	struct gs_pm4_release rel, *r = &rel;
	struct gs_error e;
	const struct gs_target *t = gsi_pm4_target(s, "RELEASE_MEM");
	unsigned int align;
	uint32_t dw1 = 0;

	if (!t)
		return;
	if (gsi_abi_in(&rel, sizeof(rel), user, GS_PM4_RELEASE_SIZE_V1, "gs_pm4_release", &e)) {
		gsi_pm4_fail(s, e.status, "pm4: RELEASE_MEM: %s", e.msg);
		return;
	}
	if (r->event > 0x3f || r->data_sel > 4 || r->int_sel > 3 || r->cache_policy > 3 ||
	    (r->caches & ~GS_PM4_CACHE_ALL)) {
		gsi_pm4_fail(s, GS_ERR_INVALID,
			    "pm4: RELEASE_MEM event 0x%x data_sel %u int_sel %u cache_policy %u: expected event <= 0x3f, data_sel <= 4, int_sel <= 3, cache_policy <= 3",
			    r ? r->event : 0, r ? r->data_sel : 0, r ? r->int_sel : 0,
			    r ? r->cache_policy : 0);
		return;
	}
	align = r->data_sel == GS_PM4_DATA_32 ? 4 : 8;
	if (r->data_sel != GS_PM4_DATA_NONE && (r->addr == 0 || (r->addr & (align - 1)))) {
		gsi_pm4_fail(s, GS_ERR_INVALID,
			    "pm4: RELEASE_MEM address 0x%llx must be non-zero and %u-byte aligned",
			    (unsigned long long)r->addr, align);
		return;
	}
	if (!(t->features & GS_FEAT_PM4_GCR)) {
		/* soc15d.h EOP_* actions */
		if (r->caches & GS_PM4_CACHE_VCACHE)
			dw1 |= EOP_TCL1_ACTION_EN;
		if (r->caches & GS_PM4_CACHE_L2_INV)
			dw1 |= EOP_TC_ACTION_EN;
		if (r->caches & GS_PM4_CACHE_L2_WB)
			dw1 |= EOP_TC_WB_ACTION_EN;
		if (r->caches & GS_PM4_CACHE_META)
			dw1 |= EOP_TC_MD_ACTION_EN;
	} else {
		/* nvd.h PACKET3_RELEASE_MEM_GCR_*; GCR_SEQ orders the actions
		 * (the kernel sets it with any of them) */
		if (r->caches & GS_PM4_CACHE_VCACHE)
			dw1 |= RM_GCR_GLV_INV;
		if (r->caches & GS_PM4_CACHE_GL1)
			dw1 |= RM_GCR_GL1_INV;
		if (r->caches & GS_PM4_CACHE_L2_INV)
			dw1 |= RM_GCR_GL2_INV;
		if (r->caches & GS_PM4_CACHE_L2_WB)
			dw1 |= RM_GCR_GL2_WB;
		/* GLM_INV must accompany GLM_WB (gfx_v11_0.c); gfx12 drops
		 * the GLM bits (gfx_v12_0.c) */
		if ((r->caches & GS_PM4_CACHE_META) && (t->features & GS_FEAT_RELEASE_GLM))
			dw1 |= RM_GCR_GLM_WB | RM_GCR_GLM_INV;
		if (dw1)
			dw1 |= RM_GCR_SEQ;
	}
	dw1 |= RM_EVENT_TYPE(r->event) | RM_EVENT_INDEX(EVENT_INDEX_EOP) |
	       RM_CACHE_POLICY(r->cache_policy);
	/* count 6: event, sel, ADDR_LO, ADDR_HI, DATA_LO, DATA_HI, INT_CTXID */
	const uint32_t body[7] = {
		dw1, RM_DATA_SEL(r->data_sel) | RM_INT_SEL(r->int_sel),
		(uint32_t)r->addr, (uint32_t)(r->addr >> 32),
		(uint32_t)r->data, (uint32_t)(r->data >> 32), r->int_ctxid,
	};
	gs_pm4_packet3(s, GS_PM4_RELEASE_MEM, 0, body, 7);
}

void gs_pm4_release_mem_fence(struct gs_pm4 *s, uint64_t va, uint32_t value)
{
	struct gs_pm4_release r = { .size = sizeof(r), .data_sel = GS_PM4_DATA_32, .addr = va, .data = value };
	const struct gs_target *t = gsi_pm4_target(s, "RELEASE_MEM");

	if (!t)
		return;
	if (va == 0 || (va & 3)) {
		gsi_pm4_fail(s, GS_ERR_INVALID,
			    "pm4: fence address 0x%llx must be non-zero and dword aligned",
			    (unsigned long long)va);
		return;
	}
	if (!(t->features & GS_FEAT_PM4_GCR)) {
		/* gfx_v9_4_3_ring_emit_fence: flush and invalidate L1/L2 + metadata */
		r.event = CACHE_FLUSH_AND_INV_TS_EVENT;
		r.caches = GS_PM4_CACHE_VCACHE | GS_PM4_CACHE_L2_INV | GS_PM4_CACHE_L2_WB |
			   GS_PM4_CACHE_META;
	} else {
		/* gfx_v11_0 / gfx_v12_0 ring_emit_fence: write back L2 (and GLM) */
		r.event = BOTTOM_OF_PIPE_TS;
		r.caches = GS_PM4_CACHE_L2_WB | GS_PM4_CACHE_META;
		r.cache_policy = 3;
	}
	gs_pm4_release_mem(s, &r);
}
