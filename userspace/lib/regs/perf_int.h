/* SPDX-License-Identifier: MIT */
/* Performance counters inside the library: the generated catalogue
 * (gen_perf.c) and the emulator's model of the events it counts
 * (perf_cat.c).  In regs/, below device/ and emu/, which both use it. */
#ifndef GS_REGS_PERF_INT_H
#define GS_REGS_PERF_INT_H

#include "gfxshim/perf.h"

extern const struct gs_perf_catalogue gsi_perf_catalogues[];
extern const unsigned int gsi_perf_n_catalogues;

/* What the emulator counts (Documentation/perf-counters.rst). */
enum gsi_perf_model {
	GSI_PERF_NONE = 0,
	GSI_PERF_WAVES,          /* waves a dispatch launched */
	GSI_PERF_INSTS_VALU,     /* VOP1/VOP2/VOPC/VOP3/VOP3P instructions executed, per wave */
	GSI_PERF_INSTS_SALU,     /* SOP1/SOP2/SOPK/SOPC */
	GSI_PERF_INSTS_SMEM,     /* SMEM */
	GSI_PERF_INSTS_LDS,      /* DS */
	GSI_PERF_INSTS_FLAT,     /* FLAT/GLOBAL/SCRATCH encodings */
	GSI_PERF_WAVE32_INSTS,   /* every instruction of a wave32 wave */
	GSI_PERF_WAVE64_INSTS,   /* every instruction of a wave64 wave */
	GSI_PERF_INSTS_WAVE32_VALU, /* VALU instructions of wave32 waves */
	GSI_PERF_GRBM_COUNT,     /* emulated clock ticks while counting */
	GSI_PERF_GRBM_GUI_ACTIVE, /* emulated ticks spent in dispatches */
	/* the timing model's (emu/timing.h): counted only with it on */
	GSI_PERF_WAVE_CYCLES,    /* wave-cycles from launch to end (read in quad-cycles) */
	GSI_PERF_BUSY_CYCLES,    /* cycles with waves active, summed over shader engines */
	GSI_PERF_WAIT_ANY,       /* wave-cycles stalled in waits and barriers (quad-cycles) */
	GSI_PERF_WAIT_INST_ANY,  /* wave-cycles an issue waited for operands or a pipe (quad-cycles) */
	GSI_PERF_WAIT_INST_LDS,  /* the same for the LDS pipe (quad-cycles) */
	GSI_PERF_LDS_BANK_CONFLICT, /* cycles DS instructions took beyond one pass */
	GSI_PERF_INST_CYCLES_VMEM,  /* cycles the VMEM instructions' lines took at the TA */
	GSI_PERF_L0_ACCESS,      /* vector L0/L1 line accesses, hits and misses */
	GSI_PERF_L0_READ_MISS,   /* of them, reads sent on to the L2 */
	GSI_PERF_L2_REQ,         /* L2 line requests */
	GSI_PERF_L2_HIT,
	GSI_PERF_L2_MISS,
	GSI_PERF_L2_EA_RD,       /* L2 read requests to memory (MALL/DRAM), 64-byte units */
	GSI_PERF_N
};
/* Is model m one that needs the timing model? */
int gsi_perf_model_timed(enum gsi_perf_model m);
enum gsi_perf_model gsi_perf_model_of(const char *event);
/* The i-th modelled event's name, NULL past the last (perf_cat.c). */
const char *gsi_perf_model_event(unsigned int i);

/* The event field of a select register: PERF_SEL, or CNTR_SEL0 (the CP
 * blocks' name for it in gc_9_4_3); NULL if neither. */
struct gs_reg;
const struct gs_reg_field *gsi_perf_sel_field(const struct gs_reg *select);

#endif /* GS_REGS_PERF_INT_H */
