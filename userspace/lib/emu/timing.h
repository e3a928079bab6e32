/* SPDX-License-Identifier: MIT */
/*
 * The timing model (Documentation/emulator-timing.rst): with it on, every
 * wave carries a clock of modelled shader cycles (struct wave's t) that its
 * instructions advance by the rules of the machine (gfxshim/machine.h):
 * issue into per-SIMD pipes, register dependencies, memory latency from a
 * modelled cache hierarchy with queueing at each level's bandwidth, waits,
 * barriers, sleeps.  Timing never changes what a kernel computes: the
 * emulator still completes memory operations as late as the ISA allows;
 * the model only says when, in cycles, each thing happens.
 *
 * Files: timing.c (instruction classes at decode, issue, waits, the clock
 * the kernel and the CP read), cache.c (set-associative caches and the
 * per-unit views of shared ones), memtime.c (a memory operation through
 * the hierarchy), timed.c (the dispatch: units, epochs, host threads).
 */
#ifndef GS_EMU_TIMING_H
#define GS_EMU_TIMING_H

#include <stdint.h>

#include "emu/code.h"
#include "emu/emu.h"
#include "gfxshim/machine.h"

/* Instruction classes (struct emu_uop's tcls). */
enum emu_tcls {
	EMU_TC_NONE,       /* costs one issue cycle and nothing else */
	EMU_TC_VALU, EMU_TC_TRANS, EMU_TC_QUARTER, EMU_TC_DP, EMU_TC_MATRIX,
	EMU_TC_SALU, EMU_TC_BRANCH,
	EMU_TC_SMEM, EMU_TC_VMEM, EMU_TC_DS,
	EMU_TC_WAIT,       /* s_waitcnt & co: the stall is the counters' (waitcnt.c) */
	EMU_TC_FREE,       /* s_delay_alu, s_setprio, s_nop 0 ...: no issue slot of their own (assumed) */
	EMU_TC_CACHE,      /* buffer_gl0_inv, global_inv, buffer_wbl2 ... */
	EMU_TC_N
};

/* Pipes a wave's instruction occupies (struct emu_tw's pipe[]). */
enum emu_tpipe {
	EMU_TP_VALU, EMU_TP_TRANS, EMU_TP_SALU,   /* per SIMD, cycle calendars */
	EMU_TP_MATRIX,                             /* per SIMD, busy-until */
	EMU_TP_VMEM, EMU_TP_LDS, EMU_TP_SMEM,      /* per CU / unit, busy-until */
	EMU_TP_N
};

/* Cache-policy bits of a memory instruction (struct emu_uop's tpol). */
#define EMU_POL_NO_L0    0x01  /* bypass the CU's vector cache (device/SE scope, nt, sc1) */
#define EMU_POL_NO_GL1   0x02  /* bypass the shader array's GL1 */
#define EMU_POL_NO_L2    0x04  /* system scope: past the L2 */
#define EMU_POL_STREAM   0x08  /* non-temporal: allocate as the first to evict */
#define EMU_POL_NO_MALL  0x10  /* gfx11 DLC: no allocation in the MALL */
#define EMU_POL_SYS_WR   0x20  /* a store acknowledged by memory, not the L2 */
#define EMU_POL_ATOMIC   0x40  /* an atomic: executes at the L2 */
/* cache operations (tcls EMU_TC_CACHE): what they act on */
#define EMU_COP_INV_L0   0x01
#define EMU_COP_INV_GL1  0x02
#define EMU_COP_INV_L2   0x04
#define EMU_COP_WB_L2    0x08
#define EMU_COP_INV_K    0x10  /* scalar cache */

/* Register ready times: VGPRs 0..511, SGPR operand codes 512..639, SCC,
 * and one slot always 0 (an operand without a register). */
#define EMU_TR_SGPR 512u
#define EMU_TR_SCC 640u
#define EMU_TR_NONE 641u
#define EMU_TR_N 642u

/* A pipe: a calendar of the next EMU_PIPE_WIN cycles (one bit a cycle,
 * base a multiple of 64) for pipes shared by waves that interleave cycle
 * by cycle, or a busy-until time for queues. */
#define EMU_PIPE_WORDS 16u
#define EMU_PIPE_WIN (EMU_PIPE_WORDS * 64u)
struct emu_pipe {
	uint64_t base;
	uint64_t busy;         /* busy-until pipes */
	uint64_t w[EMU_PIPE_WORDS];
};

struct emu_tunit;

/* A wave's timing state (struct wave's tw). */
struct emu_tw {
	uint64_t ready[EMU_TR_N];
	struct emu_pipe *pipe[EMU_TP_N];
	struct emu_tunit *unit;
	struct emu_twg *wg;         /* its workgroup's timing */
	unsigned int cu, simd;      /* within the unit */
	int prio;                   /* s_setprio: breaks ties between waves due at one cycle */
	uint64_t yield;             /* gsi_emu_run returns once the wave's clock passes it */
	uint64_t bar_t;             /* when it last arrived at the barrier */
	uint64_t stores_done;       /* the latest completion of its stores and atomics */
	uint64_t fetch_line;        /* pc >> 6 of the last instruction fetch checked */
	uint64_t iline[4];          /* 64-byte blocks it fetched lately, known in the instruction cache */
	const struct emu_uop *cur;  /* the general-path instruction being issued */
	uint64_t stall;             /* wave-cycles its instructions waited to issue (SQ_WAIT_INST_ANY) */
	uint64_t *alog;             /* addresses the instruction being issued touched */
	unsigned int nlog, caplog;
	uint32_t ds_cycles;         /* the issuing DS instruction's bank-conflict passes */
	uint64_t ds_done, load_done, store_done, km_done;  /* in-order completions per counter */
};

/* A workgroup's timing (the barrier). */
struct emu_twg {
	uint64_t release;           /* when the barrier last completed */
};

/* The device's timing state (struct emu's tm). */
struct emu_tm;

/* Create / free the device's model (backend.c); err set on failure. */
enum gs_status gsi_emu_tm_create(struct emu *e, const struct gs_machine *m, struct gs_error *err);
void gsi_emu_tm_free(struct emu *e);
const struct gs_machine *gsi_emu_tm_machine(const struct emu *e);

/* timing.c: classify a freshly decoded instruction (code.c's decode). */
void gsi_emu_timing_prepare(const struct emu *e, struct emu_uop *u);

/* One instruction of the general path, around its execution (exec.c):
 * before: wait for its operands and a pipe slot, set the wave's clock to
 * the issue cycle; after: its results' ready times, the clock past it. */
void gsi_emu_tm_before(struct emu *e, struct wave *w, const struct emu_uop *u);
void gsi_emu_tm_after(struct emu *e, struct wave *w, const struct emu_uop *u, uint64_t pc0);

/* Take a slot of n cycles at or after t; the cycle it starts. */
uint64_t gsi_emu_pipe_calendar(struct emu_pipe *p, uint64_t t, unsigned int n);
static inline uint64_t gsi_emu_pipe_take(struct emu_pipe *p, uint64_t t, unsigned int n)
{
	unsigned int idx, bit;

	/* the common case: a free cycle in the same 64 of the window */
	if (n == 1 && t >= p->base && t < p->base + EMU_PIPE_WIN) {
		uint64_t free;

		idx = (unsigned int)(t >> 6) & (EMU_PIPE_WORDS - 1);
		bit = (unsigned int)t & 63;
		free = ~p->w[idx] >> bit;
		if (free) {
			bit += (unsigned int)__builtin_ctzll(free);
			p->w[idx] |= 1ull << bit;
			return (t & ~63ull) + bit;
		}
	}
	return gsi_emu_pipe_calendar(p, t, n);
}

/* The fast path's accounting (exec.c's gsi_emu_run): operands, the pipe,
 * the result. */
/* An instruction fetch from a new 64-byte block: its instruction-cache
 * lookup (a miss stalls the wave). */
void gsi_emu_tm_fetch(struct emu *e, struct wave *w);

static inline void gsi_emu_tm_fast(struct emu *e, struct wave *w, const struct emu_uop *u)
{
	struct emu_tw *tw = w->tw;
	uint64_t t, r0, r1, r2;

	if (w->pc >> 6 != tw->fetch_line) {  /* a new block: unless one of its last four, look it up */
		uint64_t b = w->pc >> 6;

		if (b == tw->iline[0] || b == tw->iline[1] || b == tw->iline[2] || b == tw->iline[3])
			tw->fetch_line = b;
		else
			gsi_emu_tm_fetch(e, w);
	}
	t = w->t;
	r0 = tw->ready[u->tsrc[0]];
	r1 = tw->ready[u->tsrc[1]];
	r2 = tw->ready[u->tsrc[2]];
	t = r0 > t ? r0 : t;
	t = r1 > t ? r1 : t;
	t = r2 > t ? r2 : t;
	t = gsi_emu_pipe_take(tw->pipe[u->tpipe], t, u->tissue);
	tw->stall += t - w->t;
	tw->ready[u->tdst] = t + u->tlat;
	tw->ready[u->tdst2] = t + u->tlat;
	tw->ready[EMU_TR_NONE] = 0;
	w->t = t + u->tnext;
}

/* A branch the fast path ran: a taken one costs more. */
void gsi_emu_tm_branch(struct wave *w, const struct emu_uop *u, uint64_t pc0);

/* waitcnt.c: an operation is issued (its completion time, from w->t and
 * the addresses the instruction logged); the wave waits until at most n
 * of counter c are outstanding; the counter is full (wait for the oldest). */
void gsi_emu_tm_issue(struct emu *e, struct wave *w, struct emu_op *op);
void gsi_emu_tm_wait(struct emu *e, struct wave *w, enum emu_cnt c, unsigned int n);
void gsi_emu_tm_full(struct emu *e, struct wave *w, const struct emu_op *oldest);

/* Log an address a memory instruction touches (the exec files' pointer
 * lookups, via gsi_emu_vptr). */
void gsi_emu_tm_addr(struct wave *w, uint64_t va, uint64_t size);
static inline uint8_t *gsi_emu_vptr(struct emu *e, struct wave *w, uint64_t va, uint64_t size)
{
	if (w->tw)
		gsi_emu_tm_addr(w, va, size);
	return gsi_emu_mem_ptr(e, va, size);
}

/* Barriers (exec.c, timed.c): a wave arrives; the barrier of its
 * workgroup completed (every waiting wave resumes at the release). */
void gsi_emu_tm_bar_arrive(struct wave *w);
void gsi_emu_tm_bar_release(struct wave *waves, unsigned int n, unsigned int lat);
/* A wave passes s_barrier_wait on a barrier that completed earlier. */
void gsi_emu_tm_bar_pass(struct wave *w);

/* The clocks (hwreg.c, cp.c): a wave's SHADER_CYCLES and REALTIME, and the
 * CP's GPU clock in REALTIME ticks. */
uint64_t gsi_emu_tm_shader_cycles(const struct emu *e, const struct wave *w);
uint64_t gsi_emu_tm_realtime(const struct emu *e, const struct wave *w);

/* The CP (cp.c): its clock advances by n REALTIME ticks of packet
 * processing (*clock, the CP's GPU clock, follows the device's cycles);
 * a dispatch begins and ends; ACQUIRE_MEM's cache actions (the packet
 * body) invalidate the modelled caches. */
void gsi_emu_tm_cp_ticks(struct emu *e, uint64_t *clock, uint64_t n, int busy);
void gsi_emu_tm_dispatch_begin(struct emu *e);
void gsi_emu_tm_dispatch_end(struct emu *e, uint64_t *clock);
void gsi_emu_tm_acquire(struct emu *e, const uint32_t *body, size_t n);

/* timed.c: run the dispatch d (dispatch.c) on the modelled machine. */
struct emu_disp;
enum gs_status gsi_emu_timed_dispatch(struct emu *e, struct emu_disp *d, struct gs_error *err);

#endif /* GS_EMU_TIMING_H */
