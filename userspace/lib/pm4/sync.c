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

static int gen_of(struct gs_pm4 *s, const char *what, enum gs_gen *gen)
{
	if (s->status != GS_OK)
		return 0;
	if (!s->target) {
		gs_pm4_fail(s, GS_ERR_INVALID, "pm4: %s needs a target", what);
		return 0;
	}
	*gen = s->target->gen;
	if (*gen != GS_GEN_GFX9 && *gen != GS_GEN_GFX11 && *gen != GS_GEN_GFX12) {
		gs_pm4_fail(s, GS_ERR_UNSUPPORTED, "pm4: %s is not known for %s",
			    what, s->target->name);
		return 0;
	}
	return 1;
}

void gs_pm4_acquire_mem_all(struct gs_pm4 *s)
{
	enum gs_gen gen;

	if (!gen_of(s, "ACQUIRE_MEM", &gen))
		return;
	if (gen == GS_GEN_GFX9) {
		/* count 5: COHER_CNTL, SIZE, SIZE_HI, BASE, BASE_HI, POLL_INTERVAL */
		const uint32_t body[6] = {
			COHER_SH_ICACHE_ACTION_ENA | COHER_SH_KCACHE_ACTION_ENA |
				COHER_TC_ACTION_ENA | COHER_TCL1_ACTION_ENA |
				COHER_TC_WB_ACTION_ENA,
			0xffffffff, 0xffffff, 0, 0, 0xa,
		};
		gs_pm4_packet3(s, GS_PM4_ACQUIRE_MEM, 0, body, 6);
		return;
	}
	/* gfx10+, count 6: COHER_CNTL 0, whole address range, POLL_INTERVAL,
	 * GCR_CNTL writing back and invalidating every cache level. */
	const uint32_t body[7] = {
		0, 0xffffffff, 0xffffff, 0, 0, 0xa,
		GCR_GL2_INV | GCR_GL2_WB | GCR_GLM_INV | GCR_GLM_WB | GCR_GL1_INV |
			GCR_GLV_INV | GCR_GLK_INV | GCR_GLI_INV(1),
	};
	gs_pm4_packet3(s, GS_PM4_ACQUIRE_MEM, 0, body, 7);
}

void gs_pm4_release_mem_fence(struct gs_pm4 *s, uint64_t va, uint32_t value)
{
	enum gs_gen gen;
	uint32_t dw1;

	if (!gen_of(s, "RELEASE_MEM", &gen))
		return;
	if (va == 0 || (va & 3)) {
		gs_pm4_fail(s, GS_ERR_INVALID,
			    "pm4: fence address 0x%llx must be non-zero and dword aligned",
			    (unsigned long long)va);
		return;
	}
	switch (gen) {
	case GS_GEN_GFX9:
		dw1 = EOP_TCL1_ACTION_EN | EOP_TC_ACTION_EN | EOP_TC_WB_ACTION_EN |
		      EOP_TC_MD_ACTION_EN | RM_EVENT_TYPE(CACHE_FLUSH_AND_INV_TS_EVENT) |
		      RM_EVENT_INDEX(EVENT_INDEX_EOP);
		break;
	case GS_GEN_GFX11:
		/* GLM_INV must accompany GLM_WB (gfx_v11_0.c) */
		dw1 = RM_GCR_SEQ | RM_GCR_GL2_WB | RM_GCR_GLM_INV | RM_GCR_GLM_WB |
		      RM_CACHE_POLICY(3) | RM_EVENT_TYPE(BOTTOM_OF_PIPE_TS) |
		      RM_EVENT_INDEX(EVENT_INDEX_EOP);
		break;
	default: /* gfx12 drops the GLM bits (gfx_v12_0.c) */
		dw1 = RM_GCR_SEQ | RM_GCR_GL2_WB | RM_CACHE_POLICY(3) |
		      RM_EVENT_TYPE(BOTTOM_OF_PIPE_TS) | RM_EVENT_INDEX(EVENT_INDEX_EOP);
		break;
	}
	/* count 6: event, sel, ADDR_LO, ADDR_HI, DATA_LO, DATA_HI, INT_CTXID */
	const uint32_t body[7] = {
		dw1, RM_DATA_SEL(1) | RM_INT_SEL(0),
		(uint32_t)va, (uint32_t)(va >> 32), value, 0, 0,
	};
	gs_pm4_packet3(s, GS_PM4_RELEASE_MEM, 0, body, 7);
}
