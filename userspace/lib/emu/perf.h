/* SPDX-License-Identifier: MIT */
/*
 * The emulator's performance counters (perf.c): the registers the PM4
 * stream programs (GRBM_GFX_INDEX, CP_PERFMON_CNTL, SQ_PERFCOUNTER_CTRL,
 * the blocks' select registers) and the events it models, counted while
 * CP_PERFMON_CNTL says START_COUNTING.  Counts are of the emulator's model,
 * never silicon measurements (Documentation/perf-counters.rst).
 */
#ifndef GS_EMU_PERF_H
#define GS_EMU_PERF_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"

#define EMU_PERF_SLOTS 32
#define EMU_PERF_MODELS 32   /* > GSI_PERF_N (regs/perf_int.h) */

/* One programmed counter: its select and value registers. */
struct emu_perf_slot {
	uint32_t select_addr, lo_addr, hi_addr;  /* hi_addr 0: a 32-bit counter */
	uint8_t model;                           /* enum gsi_perf_model */
};

struct emu_perf {
	int ready;                    /* addresses below looked up */
	uint32_t a_grbm, a_perfmon, a_sq_ctrl, a_perfcount_enable;
	uint32_t sq_cs_en_mask, perf_state_mask;
	uint8_t perf_state_shift;
	uint32_t grbm;                /* GRBM_GFX_INDEX as last written */
	uint32_t sq_ctrl;
	unsigned int state;           /* CP_PERFMON_CNTL.PERFMON_STATE: 0 reset, 1 counting, 2 stopped */
	struct emu_perf_slot slot[EMU_PERF_SLOTS];
	unsigned int n_slots;
	uint64_t count[EMU_PERF_MODELS];
};

struct emu;
struct wave;
struct gs_inst;
struct gs_pm4_packet;

/* A register write the command processor could not place elsewhere:
 * 1 handled (or *st set to an error), 0 not a perf-counter register. */
int gsi_emu_perf_reg(struct emu *e, const struct gs_pm4_packet *pkt, uint32_t addr, uint32_t v,
		     enum gs_status *st, struct gs_error *err);
/* COPY_DATA SRC_SEL PERF of register addr: the value, or an error. */
enum gs_status gsi_emu_perf_read(struct emu *e, const struct gs_pm4_packet *pkt, uint32_t addr,
				 uint64_t *v, struct gs_error *err);
/* Events: the emulated clock advanced by ticks (busy: inside a dispatch),
 * a wave was launched, an instruction is about to execute. */
void gsi_emu_perf_ticks(struct emu *e, uint64_t ticks, int busy);
void gsi_emu_perf_wave(struct emu *e, const struct wave *w);
void gsi_emu_perf_inst(struct emu *e, const struct wave *w, const struct gs_inst *in);
/* The same, known to be counting (gsi_emu_perf_sq_on, which exec.c's fast
 * loop asks once per quantum: only the command processor changes it,
 * between dispatches) */
int gsi_emu_perf_sq_on(const struct emu *e);
void gsi_emu_perf_inst_sq(struct emu *e, const struct wave *w, const struct gs_inst *in);
void gsi_emu_perf_insts(struct emu *e, const struct wave *w, unsigned int enc, uint64_t n);
/* Add n events of model m (a dispatch's workers' sums, dispatch.c). */
void gsi_emu_perf_add(struct emu *e, unsigned int m, uint64_t n);

#endif /* GS_EMU_PERF_H */
