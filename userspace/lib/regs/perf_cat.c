// SPDX-License-Identifier: MIT
/*
 * The performance-counter catalogue (gen_perf.c) looked up by name, and the
 * events the emulator models.  Below both the device layer (device/perf.c
 * programs counter sets with it) and the emulator (emu/perf.c counts the
 * events it selects), so neither reaches into the other.
 */
#include <stdio.h>
#include <string.h>

#include "regs/perf_int.h"
#include "gfxshim/regs.h"

const char *gs_perf_dist_name(enum gs_perf_dist d)
{
	static const char *const n[] = { "global", "per-SE", "per-SA", "per-WGP", "per-L2-channel", "unknown" };

	return (unsigned int)d < sizeof(n) / sizeof(n[0]) ? n[d] : "?";
}

const struct gs_perf_catalogue *gs_perf_catalogue_for(const struct gs_target *t)
{
	const char *want = t ? t->perf_catalogue : NULL;

	if (!want)
		return NULL;
	for (unsigned int i = 0; i < gsi_perf_n_catalogues; i++)
		if (strcmp(gsi_perf_catalogues[i].name, want) == 0)
			return &gsi_perf_catalogues[i];
	return NULL;
}

const struct gs_perf_block *gs_perf_block_find(const struct gs_perf_catalogue *c, const char *name)
{
	for (unsigned int i = 0; c && name && i < c->n_blocks; i++)
		if (strcmp(c->blocks[i].name, name) == 0)
			return &c->blocks[i];
	return NULL;
}

const struct gs_perf_event *gs_perf_event_find(const struct gs_perf_catalogue *c, const char *name)
{
	for (unsigned int i = 0; c && name && i < c->n_events; i++)
		if (strcmp(c->events[i].name, name) == 0)
			return &c->events[i];
	return NULL;
}

int gs_perf_block_regs(const struct gs_perf_block *b, unsigned int i, char *select, char *lo,
		       char *hi, size_t size)
{
	if (!b || i >= b->n_counters)
		return 0;
	if (select)
		snprintf(select, size, "%s%u_SELECT", b->prefix, i * b->select_stride);
	if (lo)
		snprintf(lo, size, "%s%u_LO", b->prefix, i);
	if (hi)
		snprintf(hi, size, b->has_hi ? "%s%u_HI" : "", b->prefix, i);
	return 1;
}

/* The emulator's model, by event name (the same names on every generation). */
static const struct {
	const char *event;
	enum gsi_perf_model model;
	const char *meaning;
} models[] = {
	{ "SQ_WAVES", GSI_PERF_WAVES, "waves the dispatch launched" },
	{ "SQ_INSTS_VALU", GSI_PERF_INSTS_VALU, "VALU instructions (VOP1/VOP2/VOPC/VOP3/VOP3P) executed, once per wave" },
	{ "SQ_INSTS_SALU", GSI_PERF_INSTS_SALU, "SALU instructions (SOP1/SOP2/SOPK/SOPC) executed, once per wave" },
	{ "SQ_INSTS_SMEM", GSI_PERF_INSTS_SMEM, "SMEM instructions executed, once per wave" },
	{ "SQ_INSTS_LDS", GSI_PERF_INSTS_LDS, "DS instructions executed, once per wave (FLAT to LDS not included)" },
	{ "SQ_INSTS_FLAT", GSI_PERF_INSTS_FLAT, "FLAT/GLOBAL/SCRATCH instructions executed, once per wave" },
	{ "SQ_WAVE32_INSTS", GSI_PERF_WAVE32_INSTS, "every instruction executed by wave32 waves (s_endpgm included)" },
	{ "SQ_WAVE64_INSTS", GSI_PERF_WAVE64_INSTS, "every instruction executed by wave64 waves (s_endpgm included)" },
	{ "SQ_INSTS_WAVE32_VALU", GSI_PERF_INSTS_WAVE32_VALU, "VALU instructions executed by wave32 waves" },
	{ "GRBM_COUNT", GSI_PERF_GRBM_COUNT, "emulated clock ticks between start and stop" },
	{ "GRBM_GUI_ACTIVE", GSI_PERF_GRBM_GUI_ACTIVE, "emulated clock ticks spent in dispatches (one per wave + the longest wave's cycles); timing on: modelled shader cycles" },
	/* the timing model (Documentation/emulator-timing.rst): timing on only */
	{ "SQ_WAVE_CYCLES", GSI_PERF_WAVE_CYCLES, "modelled wave-cycles from launch to s_endpgm, in quad-cycles (timing on)" },
	{ "SQ_BUSY_CYCLES", GSI_PERF_BUSY_CYCLES, "modelled cycles with waves active, summed over shader engines (timing on)" },
	{ "SQ_WAIT_ANY", GSI_PERF_WAIT_ANY, "modelled wave-cycles stalled in waits and barriers, in quad-cycles (timing on)" },
	{ "SQ_WAIT_INST_ANY", GSI_PERF_WAIT_INST_ANY, "modelled wave-cycles an instruction waited for its operands or a pipe, in quad-cycles (timing on)" },
	{ "SQ_WAIT_INST_LDS", GSI_PERF_WAIT_INST_LDS, "modelled wave-cycles a DS instruction waited for the LDS pipe, in quad-cycles (timing on)" },
	{ "SQ_LDS_BANK_CONFLICT", GSI_PERF_LDS_BANK_CONFLICT, "modelled cycles DS instructions took beyond one pass (bank conflicts; timing on)" },
	{ "SQC_LDS_BANK_CONFLICT", GSI_PERF_LDS_BANK_CONFLICT, "modelled cycles DS instructions took beyond one pass (bank conflicts; timing on)" },
	{ "SQ_INST_CYCLES_VMEM", GSI_PERF_INST_CYCLES_VMEM, "modelled cycles the TA spent on the lines of vector memory instructions (timing on)" },
	{ "TCP_TOTAL_CACHE_ACCESSES", GSI_PERF_L0_ACCESS, "modelled vector L1 (TCP) line accesses, hits and misses (timing on)" },
	{ "TCP_TCC_READ_REQ", GSI_PERF_L0_READ_MISS, "modelled vector L1 read misses sent to the L2 (timing on)" },
	{ "TCC_REQ", GSI_PERF_L2_REQ, "modelled L2 line requests (timing on)" },
	{ "TCC_HIT", GSI_PERF_L2_HIT, "modelled L2 hits (timing on)" },
	{ "TCC_MISS", GSI_PERF_L2_MISS, "modelled L2 misses (timing on)" },
	{ "GL2C_HIT", GSI_PERF_L2_HIT, "modelled L2 hits (timing on)" },
	{ "GL2C_MISS", GSI_PERF_L2_MISS, "modelled L2 misses (timing on)" },
	{ "TCC_EA0_RDREQ", GSI_PERF_L2_EA_RD, "modelled L2 read requests to memory, 64-byte units (timing on)" },
	{ "GL2C_EA_RDREQ_64B", GSI_PERF_L2_EA_RD, "modelled L2 read requests to memory, 64-byte units (timing on)" },
};

int gsi_perf_model_timed(enum gsi_perf_model m)
{
	return m >= GSI_PERF_WAVE_CYCLES && m < GSI_PERF_N;
}

enum gsi_perf_model gsi_perf_model_of(const char *event)
{
	for (size_t i = 0; event && i < sizeof(models) / sizeof(models[0]); i++)
		if (strcmp(models[i].event, event) == 0)
			return models[i].model;
	return GSI_PERF_NONE;
}

const char *gsi_perf_model_event(unsigned int i)
{
	return i < sizeof(models) / sizeof(models[0]) ? models[i].event : NULL;
}

const char *gs_perf_emulated_meaning(const char *event)
{
	for (size_t i = 0; event && i < sizeof(models) / sizeof(models[0]); i++)
		if (strcmp(models[i].event, event) == 0)
			return models[i].meaning;
	return NULL;
}

const struct gs_reg_field *gsi_perf_sel_field(const struct gs_reg *select)
{
	const struct gs_reg_field *f = gs_reg_field(select, "PERF_SEL");

	return f ? f : gs_reg_field(select, "CNTR_SEL0");
}

