// SPDX-License-Identifier: MIT
/*
 * The gfx12 (RDNA4) barrier instructions beyond the workgroup barrier's
 * plain signal and wait (exec.c keeps those): s_barrier_signal{,_isfirst}
 * with any barrier number, s_get_barrier_state, s_barrier_wait on the trap
 * barrier, and the named-barrier ops (refused).  RDNA4 ISA section 5.6 and
 * the instruction pseudocode:
 *
 *   -1  the workgroup barrier: member count = the workgroup's waves, signal
 *       count = waves that signalled since it last completed; it completes
 *       when every wave signalled or ended, and each wave's S_BARRIER_WAIT
 *       then passes once (the wave's barrierComplete bit).
 *   -2  the trap barrier: "if the user shader tries to signal or wait on it,
 *       the operation is ignored" (section 5.6; the pseudocode: signal is an
 *       S_NOP without WAVE_STATUS.PRIV, isfirst gives SCC 0).
 *    0  signal is an S_NOP, isfirst gives SCC 0.
 *   >0  and M0 as the operand: "reserved for other architectures" (named
 *       barriers); refused, as are s_barrier_init/join/leave, which the RDNA4
 *       guide does not list although LLVM 22 assembles them for gfx12.
 *
 * A workgroup of one wave has no barrier resource (section 2.3: "barrier ops
 * are treated as S_NOP"): isfirst gives SCC 0 (InWorkgroup() false) and the
 * state reads 0; signal and wait still pair up as on larger workgroups.
 *
 * The emulator keeps the workgroup barrier as each wave's enum emu_barrier:
 * the signal count is the number of waves SIGNALLED or WAITING.  A signal
 * completes the barrier at once when it is the last one (so a following
 * s_get_barrier_state reads 0, as on hardware); dispatch.c also completes it
 * when the last unsignalled wave ends.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"

static int arrived(const struct wave *w)
{
	return w->barrier == EMU_BAR_SIGNALLED || w->barrier == EMU_BAR_WAITING;
}

int gsi_emu_barrier_release(struct wave *waves, unsigned int n)
{
	unsigned int live = 0, in = 0;

	for (unsigned int i = 0; i < n; i++) {
		if (waves[i].ended)
			continue;
		live++;
		in += arrived(&waves[i]);
	}
	if (!live || in < live)
		return 0;
	for (unsigned int i = 0; i < n; i++) {
		struct wave *w = &waves[i];

		if (w->barrier == EMU_BAR_WAITING)
			w->barrier = EMU_BAR_NONE;
		else if (w->barrier == EMU_BAR_SIGNALLED)
			w->barrier = EMU_BAR_RELEASED;
	}
	return 1;
}

int gsi_emu_barrier_sem(unsigned int sem)
{
	switch (sem) {
	case GS_SEM_S_BARRIER_SIGNAL:
	case GS_SEM_S_BARRIER_SIGNAL_ISFIRST:
	case GS_SEM_S_GET_BARRIER_STATE:
	case GS_SEM_S_BARRIER_INIT:
	case GS_SEM_S_BARRIER_JOIN:
	case GS_SEM_S_BARRIER_LEAVE:
		return 1;
	}
	return 0;
}

/* Waves of w's workgroup (w alone when the dispatcher gave no group). */
static struct wave *group(struct wave *w, unsigned int *n)
{
	*n = w->group ? w->group_n : 1;
	return w->group ? w->group : w;
}

/* { 9'0, signalCnt[6:0], 5'0, memberCnt[6:0], 3'0, valid } of barrier -1 or -2. */
static uint32_t state(struct wave *w, int32_t id)
{
	unsigned int n, sig = 0, members = 0;
	struct wave *g = group(w, &n);

	if (n < 2)
		return 0;  /* no barrier resource */
	for (unsigned int i = 0; i < n; i++) {
		members += !g[i].ended;  /* an ended wave no longer has to signal */
		sig += id == -1 && arrived(&g[i]);
	}
	return (sig & 0x7f) << 16 | (members & 0x7f) << 4 | 1;
}

static int get_state(struct emu *e, struct wave *w, const struct gs_inst *in, int32_t id, char *msg, size_t size)
{
	struct emu_op op = { .cnt = EMU_CNT_KM, .sgpr = 1, .pc = w->pc };

	if (in->sdst == GS_OPR_NULL)
		return 0;
	op.reg = in->sdst;
	op.nregs = 1;
	op.vals = calloc(1, 4);
	if (!op.vals) {
		snprintf(msg, size, "out of memory for s_get_barrier_state");
		return GS_ERR_NOMEM;
	}
	op.vals[0] = state(w, id);
	if (!gsi_emu_op_issue(e, w, &op)) {  /* KMcnt, as the guide says */
		snprintf(msg, size, "out of memory for s_get_barrier_state");
		return GS_ERR_NOMEM;
	}
	return 0;
}

int gsi_emu_barrier_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint32_t value, char *msg,
		       size_t size)
{
	unsigned int sem = in->op->sem, n;
	int32_t id = (int32_t)value;
	struct wave *g;

	if (sem == GS_SEM_S_BARRIER_INIT || sem == GS_SEM_S_BARRIER_JOIN || sem == GS_SEM_S_BARRIER_LEAVE) {
		snprintf(msg, size,
			 "%s is not emulated: gfx12 has only the workgroup and trap barriers (RDNA4 ISA section 5.6; this encoding is Reserved there, LLVM 22 assembles it anyway); named barriers are gfx1250's (CDNA5 ISA section 5.6.2)",
			 in->op->name);
		return GS_ERR_UNSUPPORTED;
	}
	if (sem == GS_SEM_S_BARRIER_WAIT) {  /* exec.c handles -1 */
		if (id == -2)
			return 0;  /* the trap barrier: ignored for a user shader (RDNA4 section 5.6) */
		snprintf(msg, size,
			 "s_barrier_wait %d is not emulated: the RDNA4 guide reserves barrier bit 0 (SIMM16 >= 0); only -1 (workgroup) and -2 (trap, ignored) are documented",
			 id);
		return GS_ERR_UNSUPPORTED;
	}
	if (in->src[0] == GS_OPR_M0 || id > 0 || id < -2) {
		snprintf(msg, size,
			 "%s %s%d is not emulated: the RDNA4 guide documents barriers -1 (workgroup), -2 (trap) and 0 (an S_NOP); M0 and other numbers are reserved for other architectures (named barriers)",
			 in->op->name, in->src[0] == GS_OPR_M0 ? "M0 = " : "", id);
		return GS_ERR_UNSUPPORTED;
	}
	if (sem == GS_SEM_S_GET_BARRIER_STATE) {
		if (id == 0) {
			snprintf(msg, size, "s_get_barrier_state 0 is not emulated: barrier 0 has no documented state");
			return GS_ERR_UNSUPPORTED;
		}
		return get_state(e, w, in, id, msg, size);
	}
	if (id != -1) {  /* 0 or the trap barrier: an S_NOP; isfirst gives SCC 0 */
		if (sem == GS_SEM_S_BARRIER_SIGNAL_ISFIRST)
			w->scc = 0;
		return 0;
	}
	g = group(w, &n);
	if (sem == GS_SEM_S_BARRIER_SIGNAL_ISFIRST) {
		unsigned int sig = 0;

		for (unsigned int i = 0; i < n; i++)
			sig += arrived(&g[i]);
		w->scc = n > 1 && sig == 0;
	}
	w->barrier = EMU_BAR_SIGNALLED;  /* runs on; s_barrier_wait blocks until all did */
	gsi_emu_barrier_release(g, n);
	return 0;
}
