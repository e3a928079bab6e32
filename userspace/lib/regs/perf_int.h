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
	GSI_PERF_N
};
enum gsi_perf_model gsi_perf_model_of(const char *event);
/* The i-th modelled event's name, NULL past the last (perf_cat.c). */
const char *gsi_perf_model_event(unsigned int i);

/* The event field of a select register: PERF_SEL, or CNTR_SEL0 (the CP
 * blocks' name for it in gc_9_4_3); NULL if neither. */
struct gs_reg;
const struct gs_reg_field *gsi_perf_sel_field(const struct gs_reg *select);

#endif /* GS_REGS_PERF_INT_H */
