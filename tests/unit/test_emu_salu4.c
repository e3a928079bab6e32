// SPDX-License-Identifier: MIT
/*
 * Scalar wave control on the emulator (emu/salu_ctl.c, exec_salu.c's
 * s_sendmsg) on gfx1100, gfx1201, gfx942 and gfx950.  gfx9 fork/join runs
 * as the Vega pseudo-code says: divergent forks in both orders (the side
 * with fewer lanes first), s_cbranch_g_fork and s_cbranch_i_fork, uniform
 * masks (no push), CSP per path, the stack entry in SGPR[0:3], EXEC after
 * the join; a join with an empty stack is refused; s_setvskip skips vector
 * instructions until cleared.  Refused by name with the reason:
 * trap-handler returns (s_rfe_b64, gfx9 s_rfe_restore_b64), s_endpgm_saved,
 * s_endpgm_ordered_ps_done, s_setkill, gfx12 s_alloc_vgpr, gfx11 subvector
 * loops, s_wait_event's forms (with and without the export-ready wait bit)
 * and s_sendmsg messages with no compute meaning; each refusal is checked
 * for its status and its text pieces.
 */
#include "harness.h"
#include "emu_testutil.h"

#define KD9 "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n"

static const char *kd(const struct emu_env *e)
{
	return e->gen == 9 ? KD9 : NULL;
}

/* line must be refused as GS_ERR_UNSUPPORTED with every piece in the message */
static void refused(struct emu_env *e, const char *line, const char *const *pieces)
{
	struct gs_error err = { 0 };
	char body[256];
	enum gs_status st;
	int all = 1;

	snprintf(body, sizeof(body), "\t%s\n", line);
	st = emu_run(e, body, kd(e), 1, e->gen == 9 ? 64 : 32, &err);
	if (st == GS_ERR_SYNTAX)
		return;  /* the assembly failure is a failed check already */
	for (const char *const *p = pieces; *p; p++)
		all &= strstr(err.msg, *p) != NULL;
	CHECK(st == GS_ERR_UNSUPPORTED && all, "%s: '%s' refused with its reason (%d: %s)", e->tname, line, st,
	      err.msg);
}

static unsigned int popc64(uint64_t v)
{
	unsigned int n = 0;

	for (; v; v &= v - 1)
		n++;
	return n;
}

#define R(line, ...) refused(e, line, (const char *const[]){ __VA_ARGS__, NULL })

static void t_trap_only(struct emu_env *e)
{
	R("s_rfe_b64 s[0:1]", "s_rfe_b64 is not emulated", "returns from the trap handler (trap-handler-only)",
	  "no trap handler");
	R("s_endpgm_saved", "s_endpgm_saved is not emulated", "context-save trap handler", "trap-handler-only",
	  "end a kernel with s_endpgm");
	R("s_setkill 1", "s_setkill is not emulated", "KILL status bit", "kill-wave");
	if (e->gen != 12)
		R("s_endpgm_ordered_ps_done", "s_endpgm_ordered_ps_done is not emulated", "pixel-shader-only", "POPS");
	if (e->gen == 9) {
		R("s_rfe_restore_b64 s[4:5], s6", "s_rfe_restore_b64 is not emulated", "trap-handler-only");
	}
	if (e->gen == 11) {
		R("s_subvector_loop_begin s0, 0", "s_subvector_loop_begin is not emulated", "subvector loop");
		R("s_subvector_loop_end s0, 0", "s_subvector_loop_end is not emulated", "subvector loop");
	}
	if (e->gen == 12)
		R("s_alloc_vgpr s0", "s_alloc_vgpr is not emulated", "dynamic-VGPR mode");
}

static void t_wait_event(struct emu_env *e)
{
	/* gfx11: bit 0 = dont_wait_export_ready; gfx12: bit 1 = export_ready */
	if (e->gen == 11) {
		R("s_wait_event 0x0", "s_wait_event 0x0 is not emulated", "it waits for export ready", "WaitEvent");
		R("s_wait_event 0x1", "s_wait_event 0x1 is not emulated", "it requests no export-ready wait",
		  "not in the sources used");
		R("s_wait_event 0x3", "s_wait_event 0x3 is not emulated", "an event bit LLVM does not name");
	} else if (e->gen == 12) {
		R("s_wait_event 0x2", "s_wait_event 0x2 is not emulated", "it waits for export ready");
		R("s_wait_event 0x0", "s_wait_event 0x0 is not emulated", "it requests no export-ready wait");
		R("s_wait_event 0x4", "s_wait_event 0x4 is not emulated", "an event bit LLVM does not name");
	}
}

static void t_sendmsg(struct emu_env *e)
{
	R("s_sendmsg sendmsg(MSG_INTERRUPT)", "message MSG_INTERRUPT (1) is not emulated", "host interrupt");
	if (e->gen != 12)  /* gfx12 has no MSG_HALT_WAVES */
		R("s_sendmsg sendmsg(MSG_HALT_WAVES)", "message MSG_HALT_WAVES (6) is not emulated", "for a debugger");
	if (e->gen == 9) {
		R("s_sendmsg sendmsg(MSG_SAVEWAVE)", "message MSG_SAVEWAVE (4) is not emulated", "trap-handler-only",
		  "emulated: none on gfx9");
		R("s_sendmsg sendmsg(MSG_ORDERED_PS_DONE)", "message MSG_ORDERED_PS_DONE (7) is not emulated",
		  "pixel-shader-only");
		R("s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)", "message MSG_GS_DONE (3) is not emulated",
		  "graphics-only");
	}
}

/*
 * gfx9 fork/join (the Vega pseudo-code, salu_ctl.c): lanes l with
 * (l % 4 == 0) == !inv take the fork (pass).  IF adds 1 to v5 and records
 * CSP (s41) and EXEC (s[42:43]); ELSE adds 16 and records CSP (s44), EXEC
 * (s[46:47]) and the stack entry s[0:3] (s[48:51]); after the join: EXEC
 * (s[52:53]) and CSP (s54).  s[56:57] = s_getpc_b64's value, the address
 * 8 bytes before the fork; IF is 16 bytes, so ELSE is at s[56:57] + 28.  mode 0:
 * i_fork with the divergent mask, 1: g_fork with it (target in s[58:59]),
 * 2: i_fork with exec (all pass), 3: i_fork with s[60:61] = 0 (all fail).
 */
static void t_fork(struct emu_env *e, int mode, int inv)
{
	static const char *const mask[] = { "vcc", "vcc", "exec", "s[60:61]" };
	char body[4096];
	const uint32_t *out = emu_out(e);
	uint64_t pass = 0, fail, m;
	unsigned int bad = 0;

	for (unsigned int l = 0; l < 64; l++)
		if ((l % 4 == 0) != inv)
			pass |= 1ull << l;
	if (mode == 2)
		pass = ~0ull;
	if (mode == 3)
		pass = 0;
	fail = ~pass;
	memset(emu_out(e), 0, EMU_BUF);
	snprintf(body, sizeof(body),
		 "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n"
		 "\ts_mov_b64 s[36:37], exec\n\ts_mov_b64 s[60:61], 0\n"
		 "\ts_mov_b32 s41, 0xdead\n\ts_mov_b32 s44, 0xdead\n"
		 "\ts_getreg_b32 s40, hwreg(HW_REG_MODE, 29, 3)\n"
		 "\tv_and_b32 v3, 3, v0\n\tv_cmp_%s_u32 vcc, 0, v3\n\tv_mov_b32 v5, 0\n"
		 "\ts_getpc_b64 s[56:57]\n"
		 "\ts_add_u32 s58, s56, 28\n\ts_addc_u32 s59, s57, 0\n"  /* 8 bytes more before the fork */
		 "\t%s\n"
		 "\tv_add_u32 v5, 1, v5\n\ts_getreg_b32 s41, hwreg(HW_REG_MODE, 29, 3)\n"
		 "\ts_mov_b64 s[42:43], exec\n\ts_branch JOIN\n"
		 "ELSE:\n"
		 "\tv_add_u32 v5, 16, v5\n\ts_getreg_b32 s44, hwreg(HW_REG_MODE, 29, 3)\n"
		 "\ts_mov_b64 s[46:47], exec\n\ts_mov_b64 s[48:49], s[0:1]\n\ts_mov_b64 s[50:51], s[2:3]\n"
		 "JOIN:\n"
		 "\ts_cbranch_join s40\n"
		 "\ts_mov_b64 s[52:53], exec\n\ts_getreg_b32 s54, hwreg(HW_REG_MODE, 29, 3)\n"
		 "\ts_mov_b64 exec, s[36:37]\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n\tglobal_store_dword v1, v5, s[6:7]\n"
		 "\tv_mov_b32 v2, 0\n",
		 inv ? "ne" : "eq", mode == 1 ? "s_cbranch_g_fork vcc, s[58:59]" : "");
	if (mode != 1) {  /* i_fork: as long as s_cbranch_g_fork (4 bytes): ELSE stays put */
		char *f = strstr(body, "\t\n\tv_add_u32 v5, 1");

		if (f) {
			char tail[4096];

			snprintf(tail, sizeof(tail), "%s", f + 2);
			snprintf(f, sizeof(body) - (size_t)(f - body), "\ts_cbranch_i_fork %s, ELSE\n%s", mask[mode], tail);
		}
	}
	for (unsigned int i = 41; i <= 57; i++)
		snprintf(body + strlen(body), sizeof(body) - strlen(body),
			 "\tv_mov_b32 v1, s%u\n\tglobal_store_dword v2, v1, s[6:7] offset:%u\n", i, 256 + 4 * (i - 41));
	if (!emu_run_ok(e, "fork/join", body, kd(e), 1, 64))
		return;
	/* each lane: +16 if it passed, +1 if it failed */
	for (unsigned int l = 0; l < 64; l++)
		bad += out[l] != ((pass >> l & 1) ? 16u : 1u);
	CHECK(!bad, "%s: %s mode %d inv %d: %u lanes ran the wrong path (lane 0: %u)", e->tname, mask[mode], mode,
	      inv, bad, out[0]);
#define S(i) out[64 + (i) - 41]
#define S64(i) (S(i) | (uint64_t)S((i) + 1) << 32)
	m = S64(56) + 12;  /* IF: after s_add_u32, s_addc_u32 and the fork */
	if (mode >= 2) {  /* uniform: one path, no push, CSP 0 throughout */
		CHECK(mode == 2 ? S(44) == 0 && S64(46) == ~0ull && S(41) == 0xdead : S(41) == 0 && S64(42) == ~0ull &&
		      S(44) == 0xdead, "%s: uniform %s takes one path without a push (s41 %x s44 %x)", e->tname,
		      mask[mode], S(41), S(44));
	} else if (popc64(fail) < popc64(pass)) {  /* IF (fail lanes) first, ELSE popped */
		CHECK(S(41) == 1 && S64(42) == fail && S(44) == 0 && S64(46) == pass &&
		      S64(48) == pass && S64(50) == m + 16,
		      "%s: fork with fewer fail lanes: IF first (CSP 1, EXEC fail), then ELSE from the entry {ELSE, pass} (s41 %u s44 %u entry %llx %llx)",
		      e->tname, S(41), S(44), (unsigned long long)S64(48), (unsigned long long)S64(50));
	} else {  /* ELSE (pass lanes) first, IF popped */
		CHECK(S(44) == 1 && S64(46) == pass && S64(48) == fail && S64(50) == m && S(41) == 0 &&
		      S64(42) == fail,
		      "%s: fork with fewer pass lanes: ELSE first (CSP 1, EXEC pass, entry {IF, fail}), then IF (s41 %u s44 %u entry %llx %llx)",
		      e->tname, S(41), S(44), (unsigned long long)S64(48), (unsigned long long)S64(50));
	}
	CHECK(S(54) == 0 && S64(52) == (mode >= 2 ? ~0ull :  /* uniform: EXEC untouched */
				       popc64(fail) < popc64(pass) ? pass : fail),
	      "%s: after the join CSP is 0 and EXEC the last path's (%llx)", e->tname, (unsigned long long)S64(52));
#undef S
#undef S64
}

static void t_fork_limits(struct emu_env *e)
{
	/* a full stack (CSP 7) is out of reach: each divergent fork runs the
	 * smaller half, so 64 lanes allow 6 pushes, and s_setreg of MODE.CSP
	 * is refused (hwreg.c) */
	R("s_mov_b32 s8, 5\n\ts_cbranch_join s8", "s_cbranch_join: MODE.CSP is 0 but S0 (the saved CSP) is 5",
	  "empty branch stack");
}

/* s_setvskip: VSKIP = S0[S1[4:0]]; vector instructions do not issue while it is set */
static void t_vskip(struct emu_env *e)
{
	const uint32_t *out = emu_out(e);
	unsigned int bad = 0;

	memset(emu_out(e), 0xa5, EMU_BUF);
	if (!emu_run_ok(e, "s_setvskip",
			"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)\n"
			"\tv_lshlrev_b32 v1, 2, v0\n\tv_mov_b32 v5, 7\n\ts_waitcnt vmcnt(0)\n"
			"\ts_mov_b32 s8, 0x10\n\ts_mov_b32 s9, 0x24\n"      /* S1[4:0] = 4: bit 4 of 0x10 = 1 */
			"\ts_setvskip s8, s9\n\ts_nop 0\n"
			"\tv_mov_b32 v5, 9\n\tglobal_store_dword v1, v5, s[6:7] offset:512\n"
			"\ts_getreg_b32 s10, hwreg(HW_REG_MODE, 28, 1)\n"
			"\ts_mov_b32 s11, 0\n\ts_setvskip s11, s11\n\ts_nop 0\n"
			"\tglobal_store_dword v1, v5, s[6:7]\n"
			"\tv_mov_b32 v2, 0\n\tv_mov_b32 v3, s10\n\tglobal_store_dword v2, v3, s[6:7] offset:1024\n",
			kd(e), 1, 64))
		return;
	for (unsigned int l = 0; l < 64; l++)
		bad += out[l] != 7 || out[128 + l] != 0xa5a5a5a5u;
	CHECK(!bad && out[256] == 1,
	      "%s: with VSKIP set (MODE[28] %u) v_mov and global_store were skipped, after clearing it stores run (%u lanes wrong)",
	      e->tname, out[256], bad);
}

static void tests(struct emu_env *e)
{
	if (e->gen == 9) {
		for (int mode = 0; mode < 4; mode++)
			for (int inv = 0; inv < (mode < 2 ? 2 : 1); inv++)
				t_fork(e, mode, inv);
		t_fork_limits(e);
		t_vskip(e);
	}
	t_trap_only(e);
	t_wait_event(e);
	t_sendmsg(e);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1201 gfx942 gfx950", tests, "test_emu_salu4.s");
}
