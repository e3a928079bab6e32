// SPDX-License-Identifier: MIT
/*
 * gfx12 barrier instructions on the emulator (emu/barrier.c), checked
 * against the RDNA4 guide's rules (section 5.6 and the pseudocode) written
 * here as a model:
 *
 *   s_barrier_signal_isfirst -1: SCC 1 for exactly the first wave of the
 *     workgroup to signal; s_get_barrier_state -1 right after a wave's signal
 *     reads { signalCnt = its arrival rank, memberCnt = the workgroup's
 *     waves, valid 1 } (the last signal completes and resets the barrier, so
 *     the last wave reads 0 or the next barrier's count);
 *     after s_barrier_wait the signal count is 0.  Workgroups of 2, 4 and 8
 *     waves (wave32 and wave64), the waves delayed so the arrival order is
 *     the reverse of their ids.
 *   -2 (trap barrier) and 0: ignored by a user shader (isfirst: SCC 0); a
 *     workgroup of one wave has no barrier (SCC 0, state 0).
 *   Named barriers (s_barrier_init/join/leave, numbers > 0, M0) and
 *     s_barrier_wait on barrier bit 0 are refused with the reason.
 *   Deadlock detection still works: waiting on -1 after signalling only -2;
 *     the checker flags an LDS write in flight at isfirst and a state read
 *     before s_wait_kmcnt.
 *   An early-ending wave does not block the barrier.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"

/* wave w waits (waves - 1 - w) * 30 loop turns, then signals; one dword
 * quadruple out per wave: SCC of isfirst, state after the signal, state
 * after the wait, its wave id.  A second barrier keeps every wave alive
 * until all read the state (an ended wave leaves the member count). */
static const char body[] =
	"\ts_load_b64 s[6:7], s[0:1], 0x8\n"
	"\tv_readfirstlane_b32 s8, v0\n"
	"\ts_lshr_b32 s8, s8, %u\n"
	"\ts_sub_co_u32 s9, %u, s8\n"
	"\ts_mul_i32 s9, s9, 30\n"
	"\ts_add_co_u32 s9, s9, 1\n"
	"delay:\n"
	"\ts_sub_co_u32 s9, s9, 1\n"
	"\ts_cmp_lg_u32 s9, 0\n"
	"\ts_cbranch_scc1 delay\n"
	"\ts_barrier_signal_isfirst -1\n"
	"\ts_cselect_b32 s10, 1, 0\n"
	"\ts_get_barrier_state s11, -1\n"
	"\ts_wait_kmcnt 0\n"
	"\ts_barrier_wait -1\n"
	"\ts_get_barrier_state s12, -1\n"
	"\ts_wait_kmcnt 0\n"
	"\ts_barrier_signal -1\n"  /* no wave ends before all read the state */
	"\ts_barrier_wait -1\n"
	"\ts_lshl_b32 s13, s8, 4\n"
	"\tv_mov_b32 v1, s10\n"
	"\tv_mov_b32 v2, s11\n"
	"\tv_mov_b32 v3, s12\n"
	"\tv_mov_b32 v4, s8\n"
	"\tv_mov_b32 v5, s13\n"
	"\ts_mov_b32 exec_lo, 1\n"
	"\tglobal_store_b128 v5, v[1:4], s[6:7]\n";

static void isfirst(struct emu_env *e, int wave64, unsigned int waves)
{
	unsigned int lanes = wave64 ? 64 : 32, firsts = 0, seen = 0;
	uint32_t *out = emu_out(e);
	char src[2048], what[64];
	int bad = 0;

	e->wave64 = wave64;
	snprintf(src, sizeof(src), body, wave64 ? 6 : 5, waves - 1);
	snprintf(what, sizeof(what), "isfirst, %u waves of %u", waves, lanes);
	memset(out, 0x55, 16 * waves);
	if (!emu_run_ok(e, what, src, wave64 ? "\t.amdhsa_wavefront_size32 0\n" : NULL, 1, waves * lanes)) {
		e->wave64 = 0;
		return;
	}
	e->wave64 = 0;
	for (unsigned int w = 0; w < waves; w++) {
		uint32_t scc = out[4 * w], st = out[4 * w + 1], after = out[4 * w + 2];
		unsigned int rank = waves - w;  /* wave waves-1 signals first (rank 1) */
		uint32_t sig = (st >> 16) & 0x7f, mem = (st >> 4) & 0x7f;

		firsts += scc;
		if (rank < waves)
			seen |= 1u << sig;
		/* after the wait: faster waves may have signalled the second barrier */
		if (out[4 * w + 3] != w || scc != (rank == 1) || (st & 1) != 1 || mem != waves ||
		    (rank < waves ? sig != rank : sig >= waves) || (st & 0xff80ff0e) || (after & 0xffff) != ((waves << 4) | 1) ||
		    (after >> 16) >= waves)
			bad += !CHECK(0, "%s: %s: wave %u: SCC %u, state 0x%08x then 0x%08x; want SCC %u, signal count %u, member count %u, valid 1, then a signal count below %u",
				      e->tname, what, w, scc, st, after, rank == 1, rank == waves ? 0 : rank, waves, waves);
	}
	CHECK(bad == 0 && firsts == 1 && seen == ((1u << waves) - 2),
	      "%s: %s: exactly one first signaller (the earliest), signal counts 1..%u, then the last signal completes the barrier, member count %u",
	      e->tname, what, waves - 1, waves);
}

static void refusals(struct emu_env *e)
{
	static const struct { const char *code, *want; } r[] = {
		{ "\ts_barrier_signal 1\n", "named barriers" },
		{ "\ts_mov_b32 m0, 1\n\ts_barrier_signal m0\n", "M0 = 1" },
		{ "\ts_barrier_signal_isfirst 3\n", "named barriers" },
		{ "\ts_get_barrier_state s3, 1\n", "named barriers" },
		{ "\ts_get_barrier_state s3, 0\n", "barrier 0 has no documented state" },
		{ "\ts_barrier_init -1\n", "s_barrier_init is not emulated: gfx12 has only the workgroup and trap barriers" },
		{ "\ts_barrier_join -1\n", "s_barrier_join is not emulated: gfx12 has only the workgroup and trap barriers" },
		{ "\ts_barrier_leave\n", "s_barrier_leave is not emulated: gfx12 has only the workgroup and trap barriers" },
		{ "\ts_barrier_wait 1\n", "reserves barrier bit 0" },
	};
	struct gs_error err = { 0 };

	for (size_t i = 0; i < sizeof(r) / sizeof(r[0]); i++) {
		enum gs_status st = emu_run(e, r[i].code, NULL, 1, 64, &err);

		char what[64];

		snprintf(what, sizeof(what), "%s", strrchr(r[i].code, '\t') + 1);
		what[strcspn(what, "\n")] = 0;
		CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, r[i].want), "%s: %s is refused with the reason: %s",
		      e->tname, what, err.msg);
	}
}

/* -2 and 0 ignored, a one-wave workgroup, an early end, a deadlock. */
static void others(struct emu_env *e)
{
	uint32_t *out = emu_out(e);
	struct gs_error err = { 0 };
	enum gs_status st;

	memset(out, 0x55, 64);
	if (emu_run_ok(e, "trap barrier -2 and barrier 0",
		       "\ts_load_b64 s[6:7], s[0:1], 0x8\n"
		       "\ts_barrier_signal -2\n\ts_barrier_signal 0\n"
		       "\ts_barrier_signal_isfirst -2\n\ts_cselect_b32 s10, 1, 0\n"
		       "\ts_barrier_signal_isfirst 0\n\ts_cselect_b32 s11, 1, 0\n"
		       "\ts_barrier_wait -2\n"
		       "\ts_get_barrier_state s12, -1\n\ts_wait_kmcnt 0\n"
		       "\tv_mov_b32 v1, s10\n\tv_mov_b32 v2, s11\n\tv_mov_b32 v3, s12\n\tv_mov_b32 v4, 0\n"
		       "\tv_readfirstlane_b32 s8, v0\n\ts_lshl_b32 s8, s8, 2\n\tv_mov_b32 v5, s8\n"
		       "\ts_mov_b32 exec_lo, 1\n\tglobal_store_b128 v5, v[1:4], s[6:7]\n", NULL, 1, 64))
		CHECK(out[0] == 0 && out[1] == 0 && out[2] == ((2u << 4) | 1) && out[32] == 0 && out[33] == 0,
		      "%s: -2 and 0 are ignored (isfirst SCC 0, SCC 0) and leave the workgroup barrier untouched (state 0x%x)",
		      e->tname, out[2]);
	memset(out, 0x55, 64);
	if (emu_run_ok(e, "a one-wave workgroup",
		       "\ts_load_b64 s[6:7], s[0:1], 0x8\n"
		       "\ts_barrier_signal_isfirst -1\n\ts_cselect_b32 s10, 1, 0\n"
		       "\ts_get_barrier_state s11, -1\n\ts_wait_kmcnt 0\n\ts_barrier_wait -1\n"
		       "\tv_mov_b32 v1, s10\n\tv_mov_b32 v2, s11\n\tv_mov_b32 v3, 0\n"
		       "\tglobal_store_b64 v3, v[1:2], s[6:7]\n", NULL, 1, 32))
		CHECK(out[0] == 0 && out[1] == 0, "%s: a one-wave workgroup has no barrier: isfirst SCC %u, state 0x%x (want 0, 0)",
		      e->tname, out[0], out[1]);
	/* wave 0 ends at once; wave 1 signals and waits: the barrier completes */
	st = emu_run(e, "\tv_readfirstlane_b32 s8, v0\n\ts_cmp_eq_u32 s8, 0\n\ts_cbranch_scc1 done\n"
		     "\ts_barrier_signal_isfirst -1\n\ts_barrier_wait -1\ndone:\n", NULL, 1, 64, &err);
	CHECK(st == GS_OK, "%s: an ended wave does not block the others' barrier: %s", e->tname, st ? err.msg : "ok");
	/* signalling only the trap barrier, then waiting on the workgroup's: a deadlock */
	st = emu_run(e, "\ts_barrier_signal -2\n\ts_barrier_wait -1\n", NULL, 1, 64, &err);
	CHECK(st == GS_ERR_HANG && strstr(err.msg, "barrier deadlock"), "%s: waiting on -1 after signalling -2 is a deadlock: %s",
	      e->tname, err.msg);
	/* the checker: an LDS write in flight at s_barrier_signal_isfirst */
	st = emu_run(e, "\tv_lshlrev_b32 v1, 2, v0\n\tds_store_b32 v1, v0\n\ts_barrier_signal_isfirst -1\n\ts_barrier_wait -1\n",
		     "\t.amdhsa_group_segment_fixed_size 512\n", 1, 64, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "barrier while the LDS write"),
	      "%s: an LDS write in flight at s_barrier_signal_isfirst is flagged: %s", e->tname, err.msg);
	/* the checker: a barrier state read before its KMcnt wait */
	st = emu_run(e, "\ts_get_barrier_state s11, -1\n\ts_mov_b32 s12, s11\n", NULL, 1, 64, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "s11"), "%s: s_get_barrier_state's result read before s_wait_kmcnt is flagged: %s",
	      e->tname, err.msg);
}

static void tests(struct emu_env *e)
{
	isfirst(e, 0, 2);
	isfirst(e, 0, 4);
	isfirst(e, 0, 8);
	isfirst(e, 1, 4);
	others(e);
	refusals(e);
}

int main(void)
{
	return emu_main_on("gfx1201", tests, "test_emu_barrier.s");
}
