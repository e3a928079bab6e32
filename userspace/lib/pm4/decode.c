// SPDX-License-Identifier: MIT
/*
 * Field-by-field view of framed packets, for the text and JSON listings.
 * Layouts: the kernel's nvd.h (gfx10+) and soc15d.h (gfx9), including the
 * PACKET3_*__ field macros of "drm/amdgpu: update and cleanup PM4 headers"
 * (amd-gfx, Jan 2025); event names from vega10/soc21/soc24_enum.h.
 */
#include <string.h>

#include "pm4/pm4_internal.h"

#define F_WIDE 1 /* dword dw and dw + 1 form one 64-bit value */

struct pf {
	uint8_t dw, shift, width, flags;
	const char *name;
	const char *const *enums; /* names of values 0..n_enums-1 */
	uint8_t n_enums;
};

#define E(a) a, (uint8_t)(sizeof(a) / sizeof(a[0]))

static const char *const sel_src[] = {
	"REG", "MEM", "TC_L2", "GDS", "PERF", "IMM", "ATOMIC_RETURN", "GDS_ATOMIC0",
	"GDS_ATOMIC1", "GPU_CLOCK",
};
static const char *const sel_dst[] = { "REG", "MEM_GRBM", "TC_L2", "GDS", "PERF", "MEM", "REG_DC" };
static const char *const wait_func[] = { "ALWAYS", "LT", "LE", "EQ", "NE", "GE", "GT" };
static const char *const mem_space[] = { "REG", "MEM" };
static const char *const data_sel[] = { "NONE", "DATA32", "DATA64", "GPU_CLOCK", "SYS_CLOCK" };
static const char *const int_sel[] = { "NONE", "INT_ONLY", "INT_AFTER_WRITE", "SEND_DATA_AFTER_WR_CONFIRM" };

static const struct pf f_write_data[] = {
	{ 0, 8, 4, 0, "DST_SEL", E(sel_dst) }, { 0, 16, 1, 0, "WR_ONE_ADDR", NULL, 0 },
	{ 0, 20, 1, 0, "WR_CONFIRM", NULL, 0 }, { 0, 25, 2, 0, "CACHE_POLICY", NULL, 0 },
	{ 0, 30, 2, 0, "ENGINE_SEL", NULL, 0 }, { 1, 0, 32, F_WIDE, "DST_ADDR", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_copy_data[] = {
	{ 0, 0, 4, 0, "SRC_SEL", E(sel_src) }, { 0, 8, 4, 0, "DST_SEL", E(sel_dst) },
	{ 0, 13, 2, 0, "SRC_CACHE_POLICY", NULL, 0 }, { 0, 16, 1, 0, "COUNT_SEL", NULL, 0 },
	{ 0, 20, 1, 0, "WR_CONFIRM", NULL, 0 }, { 0, 25, 2, 0, "DST_CACHE_POLICY", NULL, 0 },
	{ 0, 30, 1, 0, "ENGINE_PFP", NULL, 0 },
	{ 1, 0, 32, F_WIDE, "SRC", NULL, 0 }, { 3, 0, 32, F_WIDE, "DST", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_wait_reg_mem[] = {
	{ 0, 0, 3, 0, "FUNCTION", E(wait_func) }, { 0, 4, 2, 0, "MEM_SPACE", E(mem_space) },
	{ 0, 6, 2, 0, "OPERATION", NULL, 0 }, { 0, 8, 2, 0, "ENGINE", NULL, 0 },
	{ 1, 0, 32, F_WIDE, "POLL_ADDR", NULL, 0 }, { 3, 0, 32, 0, "REFERENCE", NULL, 0 },
	{ 4, 0, 32, 0, "MASK", NULL, 0 }, { 5, 0, 16, 0, "POLL_INTERVAL", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_indirect_buffer[] = {
	{ 0, 0, 32, F_WIDE, "IB_BASE", NULL, 0 }, { 2, 0, 20, 0, "IB_SIZE", NULL, 0 },
	{ 2, 20, 1, 0, "CHAIN", NULL, 0 }, { 2, 23, 1, 0, "VALID", NULL, 0 },
	{ 2, 24, 4, 0, "VMID", NULL, 0 }, { 2, 28, 2, 0, "CACHE_POLICY", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_event_write[] = {
	{ 0, 0, 6, 0, "EVENT_TYPE", NULL, 0 }, { 0, 8, 4, 0, "EVENT_INDEX", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_event_write_addr[] = {
	{ 0, 0, 6, 0, "EVENT_TYPE", NULL, 0 }, { 0, 8, 4, 0, "EVENT_INDEX", NULL, 0 },
	{ 1, 0, 32, F_WIDE, "ADDRESS", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_dispatch_direct[] = {
	{ 0, 0, 32, 0, "DIM_X", NULL, 0 }, { 1, 0, 32, 0, "DIM_Y", NULL, 0 },
	{ 2, 0, 32, 0, "DIM_Z", NULL, 0 }, { 3, 0, 32, 0, "DISPATCH_INITIATOR", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_dispatch_indirect[] = {
	{ 0, 0, 32, F_WIDE, "ADDR", NULL, 0 }, { 2, 0, 32, 0, "DISPATCH_INITIATOR", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_dispatch_indirect_gfx[] = {
	{ 0, 0, 32, 0, "DATA_OFFSET", NULL, 0 }, { 1, 0, 32, 0, "DISPATCH_INITIATOR", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_pred_exec[] = {
	{ 0, 0, 14, 0, "EXEC_COUNT", NULL, 0 }, { 0, 24, 8, 0, "VIRTUAL_XCC_ID_SELECT", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_release_mem_gfx10[] = {
	{ 0, 0, 6, 0, "EVENT_TYPE", NULL, 0 }, { 0, 8, 4, 0, "EVENT_INDEX", NULL, 0 },
	{ 0, 12, 1, 0, "GCR_GLM_WB", NULL, 0 }, { 0, 13, 1, 0, "GCR_GLM_INV", NULL, 0 },
	{ 0, 14, 1, 0, "GCR_GLV_INV", NULL, 0 }, { 0, 15, 1, 0, "GCR_GL1_INV", NULL, 0 },
	{ 0, 16, 1, 0, "GCR_GL2_US", NULL, 0 }, { 0, 17, 2, 0, "GCR_GL2_RANGE", NULL, 0 },
	{ 0, 19, 1, 0, "GCR_GL2_DISCARD", NULL, 0 }, { 0, 20, 1, 0, "GCR_GL2_INV", NULL, 0 },
	{ 0, 21, 1, 0, "GCR_GL2_WB", NULL, 0 }, { 0, 22, 1, 0, "GCR_SEQ", NULL, 0 },
	{ 0, 25, 2, 0, "CACHE_POLICY", NULL, 0 }, { 0, 28, 1, 0, "EXECUTE", NULL, 0 },
	{ 1, 16, 2, 0, "DST_SEL", NULL, 0 }, { 1, 24, 3, 0, "INT_SEL", E(int_sel) },
	{ 1, 29, 3, 0, "DATA_SEL", E(data_sel) },
	{ 2, 0, 32, F_WIDE, "ADDR", NULL, 0 }, { 4, 0, 32, F_WIDE, "DATA", NULL, 0 },
	{ 6, 0, 32, 0, "INT_CTXID", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_release_mem_gfx9[] = {
	{ 0, 0, 6, 0, "EVENT_TYPE", NULL, 0 }, { 0, 8, 4, 0, "EVENT_INDEX", NULL, 0 },
	{ 0, 12, 1, 0, "TCL1_VOL_ACTION_EN", NULL, 0 }, { 0, 13, 1, 0, "TC_VOL_ACTION_EN", NULL, 0 },
	{ 0, 15, 1, 0, "TC_WB_ACTION_EN", NULL, 0 }, { 0, 16, 1, 0, "TCL1_ACTION_EN", NULL, 0 },
	{ 0, 17, 1, 0, "TC_ACTION_EN", NULL, 0 }, { 0, 19, 1, 0, "TC_NC_ACTION_EN", NULL, 0 },
	{ 0, 20, 1, 0, "TC_WC_ACTION_EN", NULL, 0 }, { 0, 21, 1, 0, "TC_MD_ACTION_EN", NULL, 0 },
	{ 0, 25, 2, 0, "CACHE_POLICY", NULL, 0 }, { 0, 28, 1, 0, "EXECUTE", NULL, 0 },
	{ 1, 16, 2, 0, "DST_SEL", NULL, 0 }, { 1, 24, 3, 0, "INT_SEL", E(int_sel) },
	{ 1, 29, 3, 0, "DATA_SEL", E(data_sel) },
	{ 2, 0, 32, F_WIDE, "ADDR", NULL, 0 }, { 4, 0, 32, F_WIDE, "DATA", NULL, 0 },
	{ 6, 0, 32, 0, "INT_CTXID", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
/* gfx9 CP_COHER_CNTL (soc15d.h) and the common range dwords */
static const struct pf f_acquire_mem_gfx9[] = {
	{ 0, 3, 1, 0, "TC_NC_ACTION_ENA", NULL, 0 }, { 0, 4, 1, 0, "TC_WC_ACTION_ENA", NULL, 0 },
	{ 0, 5, 1, 0, "TC_INV_METADATA_ACTION_ENA", NULL, 0 },
	{ 0, 15, 1, 0, "TCL1_VOL_ACTION_ENA", NULL, 0 }, { 0, 18, 1, 0, "TC_WB_ACTION_ENA", NULL, 0 },
	{ 0, 22, 1, 0, "TCL1_ACTION_ENA", NULL, 0 }, { 0, 23, 1, 0, "TC_ACTION_ENA", NULL, 0 },
	{ 0, 25, 1, 0, "CB_ACTION_ENA", NULL, 0 }, { 0, 26, 1, 0, "DB_ACTION_ENA", NULL, 0 },
	{ 0, 27, 1, 0, "SH_KCACHE_ACTION_ENA", NULL, 0 },
	{ 0, 28, 1, 0, "SH_KCACHE_VOL_ACTION_ENA", NULL, 0 },
	{ 0, 29, 1, 0, "SH_ICACHE_ACTION_ENA", NULL, 0 },
	{ 0, 30, 1, 0, "SH_KCACHE_WB_ACTION_ENA", NULL, 0 },
	{ 1, 0, 32, 0, "COHER_SIZE", NULL, 0 }, { 2, 0, 8, 0, "COHER_SIZE_HI", NULL, 0 },
	{ 3, 0, 32, 0, "COHER_BASE", NULL, 0 }, { 4, 0, 24, 0, "COHER_BASE_HI", NULL, 0 },
	{ 5, 0, 16, 0, "POLL_INTERVAL", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
/* gfx10+: COHER_CNTL, range, POLL_INTERVAL, GCR_CNTL (nvd.h) */
static const struct pf f_acquire_mem_gfx10[] = {
	{ 0, 0, 31, 0, "COHER_CNTL", NULL, 0 }, { 0, 31, 1, 0, "ENGINE_SEL", NULL, 0 },
	{ 1, 0, 32, 0, "COHER_SIZE", NULL, 0 }, { 2, 0, 8, 0, "COHER_SIZE_HI", NULL, 0 },
	{ 3, 0, 32, 0, "COHER_BASE", NULL, 0 }, { 4, 0, 24, 0, "COHER_BASE_HI", NULL, 0 },
	{ 5, 0, 16, 0, "POLL_INTERVAL", NULL, 0 },
	{ 6, 0, 2, 0, "GCR_GLI_INV", NULL, 0 }, { 6, 2, 2, 0, "GCR_GL1_RANGE", NULL, 0 },
	{ 6, 4, 1, 0, "GCR_GLM_WB", NULL, 0 }, { 6, 5, 1, 0, "GCR_GLM_INV", NULL, 0 },
	{ 6, 6, 1, 0, "GCR_GLK_WB", NULL, 0 }, { 6, 7, 1, 0, "GCR_GLK_INV", NULL, 0 },
	{ 6, 8, 1, 0, "GCR_GLV_INV", NULL, 0 }, { 6, 9, 1, 0, "GCR_GL1_INV", NULL, 0 },
	{ 6, 10, 1, 0, "GCR_GL2_US", NULL, 0 }, { 6, 11, 2, 0, "GCR_GL2_RANGE", NULL, 0 },
	{ 6, 13, 1, 0, "GCR_GL2_DISCARD", NULL, 0 }, { 6, 14, 1, 0, "GCR_GL2_INV", NULL, 0 },
	{ 6, 15, 1, 0, "GCR_GL2_WB", NULL, 0 }, { 6, 16, 2, 0, "GCR_SEQ", NULL, 0 },
	{ 6, 18, 1, 0, "GCR_RANGE_IS_PA", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_set_reg[] = {
	{ 0, 0, 16, 0, "REG_OFFSET", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};
static const struct pf f_set_reg_index[] = {
	{ 0, 0, 16, 0, "REG_OFFSET", NULL, 0 }, { 0, 28, 4, 0, "INDEX", NULL, 0 },
	{ 0, 0, 0, 0, NULL, NULL, 0 },
};

const char *gs_pm4_event_name(unsigned int ev)
{
	switch (ev) {
	case GS_PM4_EV_CACHE_FLUSH_TS: return "CACHE_FLUSH_TS";
	case GS_PM4_EV_CS_PARTIAL_FLUSH: return "CS_PARTIAL_FLUSH";
	case GS_PM4_EV_CACHE_FLUSH_AND_INV_TS: return "CACHE_FLUSH_AND_INV_TS_EVENT";
	case 0x16: return "CACHE_FLUSH_AND_INV_EVENT";
	case GS_PM4_EV_PERFCOUNTER_START: return "PERFCOUNTER_START";
	case GS_PM4_EV_PERFCOUNTER_STOP: return "PERFCOUNTER_STOP";
	case GS_PM4_EV_PERFCOUNTER_SAMPLE: return "PERFCOUNTER_SAMPLE";
	case GS_PM4_EV_BOTTOM_OF_PIPE_TS: return "BOTTOM_OF_PIPE_TS";
	case GS_PM4_EV_CS_DONE: return "CS_DONE";
	case 0x30: return "PS_DONE";
	}
	return NULL;
}

static const struct pf *table(const struct gs_pm4_packet *p, enum gs_gen gen)
{
	if (p->type != 3)
		return NULL;
	switch (p->opcode) {
	case GS_PM4_WRITE_DATA: return p->body_dw >= 3 ? f_write_data : NULL;
	case GS_PM4_COPY_DATA: return p->body_dw == 5 ? f_copy_data : NULL;
	case GS_PM4_WAIT_REG_MEM: return p->body_dw == 6 ? f_wait_reg_mem : NULL;
	case GS_PM4_INDIRECT_BUFFER: return p->body_dw == 3 ? f_indirect_buffer : NULL;
	case GS_PM4_EVENT_WRITE:
		return p->body_dw == 1 ? f_event_write : p->body_dw == 3 ? f_event_write_addr : NULL;
	case GS_PM4_DISPATCH_DIRECT: return p->body_dw == 4 ? f_dispatch_direct : NULL;
	case GS_PM4_DISPATCH_INDIRECT:
		return p->body_dw == 3 ? f_dispatch_indirect :
		       p->body_dw == 2 ? f_dispatch_indirect_gfx : NULL;
	case GS_PM4_PRED_EXEC: return p->body_dw == 1 ? f_pred_exec : NULL;
	case GS_PM4_RELEASE_MEM:
		if (p->body_dw != 7)
			return NULL;
		return gen == GS_GEN_GFX9 ? f_release_mem_gfx9 : f_release_mem_gfx10;
	case GS_PM4_ACQUIRE_MEM:
		/* the form follows the size: count 5 gfx9, count 6 gfx10+ */
		return p->body_dw == 6 ? f_acquire_mem_gfx9 : p->body_dw == 7 ? f_acquire_mem_gfx10 : NULL;
	case GS_PM4_SET_SH_REG:
	case GS_PM4_SET_UCONFIG_REG:
	case GS_PM4_SET_CONTEXT_REG:
	case GS_PM4_SET_CONFIG_REG:
		return p->body_dw >= 1 ? f_set_reg : NULL;
	case GS_PM4_SET_SH_REG_INDEX:
	case GS_PM4_SET_UCONFIG_REG_INDEX:
		return p->body_dw >= 1 ? f_set_reg_index : NULL;
	}
	return NULL;
}

size_t gs_pm4_fields(const struct gs_pm4_packet *pkt, enum gs_gen gen,
		     struct gs_pm4_field *out, size_t max)
{
	const struct pf *f;
	size_t n = 0;

	if (!pkt || !out)
		return 0;
	f = table(pkt, gen);
	for (; f && f->name && n < max; f++) {
		uint64_t v;

		if (f->dw >= pkt->body_dw || ((f->flags & F_WIDE) && (size_t)f->dw + 1 >= pkt->body_dw))
			continue;
		if (f->flags & F_WIDE)
			v = pkt->body[f->dw] | (uint64_t)pkt->body[f->dw + 1] << 32;
		else
			v = (pkt->body[f->dw] >> f->shift) &
			    (f->width == 32 ? 0xffffffffu : (1u << f->width) - 1);
		out[n].name = f->name;
		out[n].value = v;
		out[n].wide = !!(f->flags & F_WIDE);
		out[n].meaning = NULL;
		if (f->enums && v < f->n_enums)
			out[n].meaning = f->enums[v];
		if (strcmp(f->name, "EVENT_TYPE") == 0)
			out[n].meaning = gs_pm4_event_name((unsigned int)v);
		n++;
	}
	return n;
}
