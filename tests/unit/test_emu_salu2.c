// SPDX-License-Identifier: MIT
/*
 * The scalar instructions of wave control on the emulator (emu/exec_salu.c)
 * on gfx1100, gfx1151, gfx1201, gfx942 and gfx950: s_setreg_imm32_b32
 * (MODE through its literal, and the instruction after it still runs);
 * s_trap fails naming the trap id; s_sethalt 0 runs, s_sethalt 1 hangs;
 * s_sendmsg MSG_DEALLOC_VGPRS runs (gfx11/gfx12) and other messages are
 * refused by name; s_sleep_var adds 64 clocks per unit to SHADER_CYCLES;
 * gfx11's s_waitcnt_vmcnt/lgkmcnt cover their loads; s_wakeup; the debug
 * branches are never taken; gfx9's s_set_gpr_idx_idx/mode set M0's fields
 * and s_set_gpr_idx_on/off index the VALU's marked VGPR operands by M0[7:0].
 */
#include "harness.h"
#include "emu_testutil.h"

#define KD9 "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n"

static const char *kd(const struct emu_env *e)
{
	return e->gen == 9 ? KD9 : NULL;
}

static unsigned int lanes(const struct emu_env *e)
{
	return e->gen == 9 ? 64 : 32;
}

/* the body's store of s[first..first+n-1] to out[0..] */
static void store(const struct emu_env *e, char *buf, size_t size, unsigned int first, unsigned int n)
{
	size_t k = strlen(buf);

	for (unsigned int i = 0; i < n; i++)
		k += (size_t)snprintf(buf + k, size - k, "\tv_mov_b32 v1, s%u\n\t%s v2, v1, s[6:7] offset:%u\n", first + i,
				      e->gen == 9 ? "global_store_dword" : "global_store_b32", 4 * i);
}

static const char *head(const struct emu_env *e)
{
	return e->gen == 9 ? "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_mov_b32 v2, 0\n\ts_waitcnt lgkmcnt(0)\n"
			   : "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_mov_b32 v2, 0\n\tWAIT_KM\n";
}

static enum gs_status run(struct emu_env *e, const char *body, struct gs_error *err)
{
	memset(err, 0, sizeof(*err));
	return emu_run(e, body, kd(e), 1, lanes(e), err);
}

static void t_setreg_imm32(struct emu_env *e)
{
	const char *mode = e->gen == 12 ? "HW_REG_WAVE_MODE" : "HW_REG_MODE";
	char body[2048];
	const uint32_t *out = emu_out(e);

	snprintf(body, sizeof(body),
		 "%s\ts_getreg_b32 s8, hwreg(%s)\n"
		 "\ts_setreg_imm32_b32 hwreg(%s, 0, 2), 0x2\n"
		 "\ts_mov_b32 s9, 0x1234\n"
		 "\ts_getreg_b32 s10, hwreg(%s)\n"
		 "\ts_setreg_imm32_b32 hwreg(%s, 0, 4), 0xfffffff0\n"
		 "\ts_getreg_b32 s11, hwreg(%s)\n",
		 head(e), mode, mode, mode, mode, mode);
	store(e, body, sizeof(body), 8, 4);
	if (!emu_run_ok(e, "s_setreg_imm32_b32", body, kd(e), 1, lanes(e)))
		return;
	CHECK(out[1] == 0x1234, "%s: the instruction after s_setreg_imm32_b32's literal runs (s9 0x%x)", e->tname, out[1]);
	CHECK(out[2] == ((out[0] & ~3u) | 2), "%s: MODE[1:0] = 2 (0x%x -> 0x%x)", e->tname, out[0], out[2]);
	CHECK(out[3] == (out[0] & ~0xfu), "%s: MODE[3:0] = the literal's low 4 bits, 0 (0x%x)", e->tname, out[3]);
}

static void t_trap_halt_msg(struct emu_env *e)
{
	char body[1024];
	struct gs_error err;
	enum gs_status st;

	snprintf(body, sizeof(body), "%s\ts_trap 2\n", head(e));
	st = run(e, body, &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "trap id 2") && strstr(err.msg, "llvm.trap") &&
	      strstr(err.msg, "no trap handler"), "%s: s_trap 2 stops the wave naming the trap (%d: %s)", e->tname, st,
	      err.msg);
	snprintf(body, sizeof(body), "%s\ts_trap 0x7\n", head(e));
	st = run(e, body, &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "trap id 7"), "%s: s_trap 7 (%d: %s)", e->tname, st, err.msg);

	snprintf(body, sizeof(body), "%s\ts_sethalt 0\n\ts_wakeup\n", head(e));
	CHECK(emu_run_ok(e, "s_sethalt 0, s_wakeup", body, kd(e), 1, lanes(e)), "%s: s_sethalt 0", e->tname);
	snprintf(body, sizeof(body), "%s\ts_sethalt 1\n", head(e));
	st = run(e, body, &err);
	CHECK(st == GS_ERR_HANG && strstr(err.msg, "s_sethalt 1 halts the wave"), "%s: s_sethalt 1 (%d: %s)", e->tname, st,
	      err.msg);

	if (e->gen != 9) {
		snprintf(body, sizeof(body), "%s\ts_sendmsg sendmsg(MSG_DEALLOC_VGPRS)\n", head(e));
		CHECK(emu_run_ok(e, "s_sendmsg MSG_DEALLOC_VGPRS", body, kd(e), 1, lanes(e)), "%s: dealloc", e->tname);
	}
	snprintf(body, sizeof(body), "%s\ts_sendmsg sendmsg(MSG_INTERRUPT)\n", head(e));
	st = run(e, body, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "message MSG_INTERRUPT (1) is not emulated"),
	      "%s: s_sendmsg MSG_INTERRUPT refused by name (%d: %s)", e->tname, st, err.msg);
	snprintf(body, sizeof(body), "%s\ts_sendmsghalt sendmsg(MSG_INTERRUPT)\n", head(e));
	st = run(e, body, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "s_sendmsghalt: message MSG_INTERRUPT (1)"),
	      "%s: s_sendmsghalt refused (%d: %s)", e->tname, st, err.msg);
}

/* s_sleep_var: SHADER_CYCLES advances 64 per unit more than with 0 */
static void t_sleep_var(struct emu_env *e)
{
	uint32_t d[2];

	for (unsigned int i = 0; i < 2; i++) {
		char body[1024];

		snprintf(body, sizeof(body),
			 "%s\ts_mov_b32 s12, %u\n\ts_getreg_b32 s8, hwreg(%%CYC%%)\n\ts_sleep_var s12\n"
			 "\ts_getreg_b32 s9, hwreg(%%CYC%%)\n",
			 head(e), i ? 0x85u : 0u);  /* bits above 6:0 are ignored */
		store(e, body, sizeof(body), 8, 2);
		if (!emu_run_ok(e, "s_sleep_var", body, kd(e), 1, lanes(e)))
			return;
		d[i] = emu_out(e)[1] - emu_out(e)[0];
	}
	CHECK(d[1] - d[0] == 64 * 5, "%s: s_sleep_var 0x85 sleeps 320 clocks more than 0 (%u vs %u)", e->tname, d[1], d[0]);
}

/* gfx11's SOPK waits: each covers its counter */
static void t_sopk_waits(struct emu_env *e)
{
	char body[2048];
	const uint32_t *in = emu_in(e), *out = emu_out(e);
	struct gs_error err;
	enum gs_status st;

	for (unsigned int i = 0; i < 8; i++)
		emu_in(e)[i] = 0x5000 + 17 * i;
	snprintf(body, sizeof(body),
		 "%s\tglobal_load_b32 v3, v2, s[4:5] offset:4\n\ts_load_b32 s8, s[4:5], 0x8\n"
		 "\ts_mov_b32 s13, 0\n\ts_waitcnt_vmcnt s13, 0x0\n\ts_waitcnt_lgkmcnt null, 0x0\n\ts_waitcnt_expcnt null, 0x0\n"
		 "\tv_add_nc_u32 v3, s8, v3\n\tglobal_store_b32 v2, v3, s[6:7]\n",
		 head(e));
	if (emu_run_ok(e, "s_waitcnt_vmcnt/lgkmcnt/expcnt", body, NULL, 1, 32))
		CHECK(out[0] == in[1] + in[2], "%s: the SOPK waits cover both loads (0x%x)", e->tname, out[0]);
	/* vmcnt(1) after two loads leaves the second in flight */
	snprintf(body, sizeof(body),
		 "%s\tglobal_load_b32 v3, v2, s[4:5] offset:4\n\tglobal_load_b32 v4, v2, s[4:5] offset:8\n"
		 "\ts_waitcnt_vmcnt null, 0x1\n\tv_add_nc_u32 v3, v4, v3\n",
		 head(e));
	st = run(e, body, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v4"), "%s: s_waitcnt_vmcnt null, 1 leaves the newer load (%d: %s)",
	      e->tname, st, err.msg);
}

static void t_debug_branch(struct emu_env *e)
{
	char body[1024];

	snprintf(body, sizeof(body),
		 "%s\ts_mov_b32 s8, 1\n\ts_cbranch_cdbgsys skip\n\ts_cbranch_cdbguser skip\n"
		 "\ts_cbranch_cdbgsys_or_user skip\n\ts_cbranch_cdbgsys_and_user skip\n\ts_mov_b32 s8, 2\nskip:\n",
		 head(e));
	store(e, body, sizeof(body), 8, 1);
	if (emu_run_ok(e, "debug branches", body, kd(e), 1, lanes(e)))
		CHECK(emu_out(e)[0] == 2, "%s: without a debugger the debug branches fall through", e->tname);
}

/* gfx9 VGPR indexing: M0[7:0] index, M0[15:12] mode */
static void t_gpr_idx(struct emu_env *e)
{
	char body[1024];

	snprintf(body, sizeof(body),
		 "%s\ts_mov_b32 m0, 0xabcd0f00\n\ts_mov_b32 s12, 0x12345\n\ts_set_gpr_idx_idx s12\n\ts_mov_b32 s8, m0\n"
		 "\ts_set_gpr_idx_mode gpr_idx(SRC1,DST)\n\ts_mov_b32 s9, m0\n\ts_set_gpr_idx_off\n",
		 head(e));
	store(e, body, sizeof(body), 8, 2);
	if (emu_run_ok(e, "s_set_gpr_idx_idx/mode/off", body, kd(e), 1, lanes(e))) {
		CHECK(emu_out(e)[0] == 0xabcd0f45, "%s: s_set_gpr_idx_idx sets M0[7:0] (0x%x)", e->tname, emu_out(e)[0]);
		CHECK(emu_out(e)[1] == 0xabcdaf45, "%s: s_set_gpr_idx_mode sets M0[15:12] (0x%x)", e->tname, emu_out(e)[1]);
	}
}

/* s_set_gpr_idx_on: MODE.GPR_IDX_EN, M0 = index | mode << 12, and the VALU's
 * marked VGPR operands + M0[7:0] until s_set_gpr_idx_off (the CDNA3 guide);
 * v10..v17 hold 100..107, the model reads them by the indexed number */
static void t_gpr_idx_on(struct emu_env *e)
{
	char body[4096];
	const uint32_t *out = emu_out(e);
	uint32_t v[24] = { 0 };
	size_t k;

	k = (size_t)snprintf(body, sizeof(body), "%s", head(e));
	for (unsigned int i = 10; i < 18; i++) {
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tv_mov_b32 v%u, %u\n", i, 90 + i);
		v[i] = 90 + i;
	}
	v[20] = 1000;
	k += (size_t)snprintf(body + k, sizeof(body) - k,
		"\tv_mov_b32 v20, 1000\n\ts_mov_b32 m0, 0xabcd0000\n\ts_mov_b32 s2, 0x103\n\ts_mov_b32 s3, 5\n"
		"\ts_set_gpr_idx_on s2, gpr_idx(SRC0)\n"
		"\ts_mov_b32 s8, m0\n\ts_getreg_b32 s9, hwreg(HW_REG_MODE, 27, 1)\n"
		"\tv_mov_b32 v1, v10\n"                      /* v1 = v13 */
		"\ts_set_gpr_idx_idx s3\n\tv_mov_b32 v3, v10\n"  /* v3 = v15 */
		"\ts_set_gpr_idx_off\n\ts_getreg_b32 s10, hwreg(HW_REG_MODE, 27, 1)\n"
		"\tv_mov_b32 v4, v10\n"                      /* off: v4 = v10 */
		"\ts_set_gpr_idx_on s2, gpr_idx(SRC1,DST)\n"
		"\tv_add_u32 v10, v20, v11\n"                /* v13 = v20 + v14 */
		"\tv_mov_b32 v11, s3\n"                      /* v14 = 5 (an SGPR source is not indexed) */
		"\ts_set_gpr_idx_off\n"
		"\tv_mov_b32 v5, v13\n\tv_mov_b32 v6, v14\n\tv_mov_b32 v7, v10\n\tv_mov_b32 v8, v11\n");
	k += (size_t)snprintf(body + k, sizeof(body) - k,
		"\tv_mov_b32 v9, s8\n\tglobal_store_dword v2, v9, s[6:7]\n"
		"\tv_mov_b32 v9, s9\n\tglobal_store_dword v2, v9, s[6:7] offset:4\n"
		"\tv_mov_b32 v9, s10\n\tglobal_store_dword v2, v9, s[6:7] offset:8\n"
		"\tglobal_store_dword v2, v1, s[6:7] offset:12\n\tglobal_store_dword v2, v3, s[6:7] offset:16\n"
		"\tglobal_store_dword v2, v4, s[6:7] offset:20\n\tglobal_store_dword v2, v5, s[6:7] offset:24\n"
		"\tglobal_store_dword v2, v6, s[6:7] offset:28\n\tglobal_store_dword v2, v7, s[6:7] offset:32\n"
		"\tglobal_store_dword v2, v8, s[6:7] offset:36\n");
	if (!emu_run_ok(e, "s_set_gpr_idx_on", body, kd(e), 1, lanes(e)))
		return;
	CHECK(out[0] == (0xabcd0000u | 0x03 | 1u << 12), "%s: s_set_gpr_idx_on s2 (0x103), gpr_idx(SRC0): M0 = 0x%x", e->tname,
	      out[0]);
	CHECK(out[1] == 1 && out[2] == 0, "%s: MODE.GPR_IDX_EN 1 while on (%u), 0 after off (%u)", e->tname, out[1], out[2]);
	CHECK(out[3] == v[13], "%s: SRC0 indexed by 3: v_mov_b32 v1, v10 reads v13 (%u)", e->tname, out[3]);
	CHECK(out[4] == v[15], "%s: s_set_gpr_idx_idx 5 while on: reads v15 (%u)", e->tname, out[4]);
	CHECK(out[5] == v[10], "%s: after s_set_gpr_idx_off v10 is v10 (%u)", e->tname, out[5]);
	CHECK(out[6] == v[20] + v[14], "%s: SRC1,DST: v_add_u32 v10, v20, v11 writes v13 = v20 + v14 (%u)", e->tname, out[6]);
	CHECK(out[7] == 5, "%s: DST: v_mov_b32 v11, s3 writes v14 (%u)", e->tname, out[7]);
	CHECK(out[8] == v[10] && out[9] == v[11], "%s: v10, v11 untouched (%u %u)", e->tname, out[8], out[9]);
}

static void tests(struct emu_env *e)
{
	t_setreg_imm32(e);
	t_trap_halt_msg(e);
	if (e->gen == 12)
		t_sleep_var(e);
	if (e->gen == 11)
		t_sopk_waits(e);
	if (e->gen != 12)
		t_debug_branch(e);
	if (e->gen == 9) {
		t_gpr_idx(e);
		t_gpr_idx_on(e);
	}
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1151 gfx1201 gfx942 gfx950", tests, "test_emu_salu2.s");
}
