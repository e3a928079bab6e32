// SPDX-License-Identifier: MIT
/*
 * The table-driven scalar family (userspace/lib/isa/tab_scalar*.c, asm/tab_scalar*_asm.c) against
 * llvm-mc-22, live: lines with the operand forms and modifiers the
 * conformance harness does not randomise (SMEM glc/dlc/nv, th:/scope:,
 * soffset with offset:, prefetch; hwreg with offset and size, sendmsg with
 * operation and stream, s_waitcnt counters, depctr, s_delay_alu, s_version,
 * gpr_idx, literals, named registers, 64-bit constants) are assembled by
 * both and the bytes compared, then llvm's bytes are disassembled by both
 * and the text compared; bad lines are refused by both at llvm's column.
 * Skipped without llvm-mc-22.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

/* Assemble with both, compare bytes; disassemble llvm's bytes with both, compare text. */
static void check_line(const char *target, const char *line)
{
	const struct gs_target *t = gs_target_find(target);
	struct enc want, got;
	char diag[512], hexs[128], wtext[256], gtext[256];

	if (!CHECK(t && lo_llvm_asm(target, 0, line, &want), "%s: llvm-mc assembles '%s'", target, line))
		return;
	lo_asm(t, t->gen == GS_GEN_GFX9, line, &got, diag, sizeof(diag));
	if (!CHECK(got.n == want.n && !memcmp(got.b, want.b, want.n), "%s: '%s' assembles as llvm-mc", target, line))
		printf("#   ours: %s (%u bytes)\n", got.n ? "" : diag, got.n);
	lo_hex(&want, hexs, sizeof(hexs));
	lo_llvm_disasm(target, 0, &want, wtext, sizeof(wtext));
	if (!lo_disasm(t, t->gen == GS_GEN_GFX9, &want, gtext, sizeof(gtext)))
		snprintf(gtext, sizeof(gtext), "(refused)");
	CHECK_STR(gtext, wtext, "%s: %s disassembles as llvm-mc --disassemble", target, hexs);
}

/* A line llvm refuses: we refuse it too, at llvm's line:col. */
static void check_error(const char *target, const char *line)
{
	const struct gs_target *t = gs_target_find(target);
	struct enc got;
	char diag[512], want[32] = "", *out = lo_run(target, 0, 0, line, 1), *p;
	unsigned int col = 0;

	p = out ? strstr(out, "<stdin>:1:") : NULL;
	if (p && sscanf(p, "<stdin>:1:%u:", &col) == 1)
		snprintf(want, sizeof(want), "<stdin>:1:%u:", col);
	free(out);
	if (!CHECK(t && col, "%s: llvm-mc refuses '%s'", target, line))
		return;
	if (!CHECK(!lo_asm(t, t->gen == GS_GEN_GFX9, line, &got, diag, sizeof(diag)) && strstr(diag, want),
		   "%s: '%s' refused at %s", target, line, want))
		printf("#   ours: %s\n", diag);
}

static const char *const ok_gfx9[] = {
	"s_load_dword s0, s[0:1], 0x10 glc", "s_load_dwordx2 s[2:3], s[4:5], s6 offset:0x20",
	"s_load_dwordx4 s[4:7], s[2:3], -0x100", "s_buffer_load_dword s1, s[4:7], s9",
	"s_store_dword s1, s[2:3], 0x4 glc", "s_atomic_add s1, s[2:3], s4 offset:0x8 glc",
	"s_atc_probe 7, s[0:1], 0x10", "s_dcache_inv", "s_dcache_wb_vol", "s_memtime s[0:1]",
	"s_scratch_load_dword s5, s[2:3], xnack_mask_lo",
	"s_mov_b64 s[0:1], flat_scratch", "s_mov_b32 s0, src_shared_base", "s_mov_b32 xnack_mask_lo, 5",
	"s_mov_b32 m0, src_vccz", "s_add_u32 s0, s1, 0x12345678", "s_mov_b32 s0, 0.5",
	"s_mov_b32 s0, 0x3f800000", "s_mov_b64 s[0:1], 0.15915494309189532", "s_mov_b64 s[0:1], -16",
	"s_mov_b64 s[0:1], 0xfffffff0", "s_mov_b32 s0, lit(5)", "s_mov_b32 s0, 0.15915494",
	"s_and_b64 s[0:1], exec, 0x1234", "s_bitcmp1_b64 s[2:3], 63",
	"s_waitcnt vmcnt(1) expcnt(2) lgkmcnt(3)", "s_waitcnt lgkmcnt(0)", "s_waitcnt vmcnt(40)",
	"s_sendmsg sendmsg(MSG_GS, GS_OP_EMIT, 1)", "s_sendmsg sendmsg(MSG_SYSMSG, SYSMSG_OP_REG_RD)",
	"s_sendmsg sendmsg(MSG_GS_DONE, GS_OP_NOP)", "s_sendmsghalt sendmsg(MSG_INTERRUPT)", "s_sendmsg 0x8c",
	"s_getreg_b32 s0, hwreg(HW_REG_HW_ID, 4, 8)", "s_getreg_b32 s0, hwreg(HW_REG_XCC_ID)",
	"s_setreg_b32 hwreg(HW_REG_MODE, 0, 4), s3", "s_setreg_imm32_b32 hwreg(HW_REG_MODE, 0, 4), 0x5",
	"s_set_gpr_idx_on s0, gpr_idx(SRC0,DST)", "s_set_gpr_idx_mode gpr_idx(SRC1)", "s_set_gpr_idx_off",
	"s_cbranch_i_fork s[0:1], 4", "s_call_b64 s[2:3], 16", "s_branch 0xfff0", "s_nop 5", "s_sleep 100",
	"s_trap 2", "s_movk_i32 s0, 0x1234", "s_cmpk_lg_u32 s5, 0xffff", "s_endpgm", "s_endpgm_ordered_ps_done",
	NULL,
};

static const char *const ok_gfx1250[] = {
	"s_load_b32 s0, s[0:1], 0x10 th:TH_LOAD_NT scope:SCOPE_SYS", "s_load_b64 s[2:3], s[4:5], s6 offset:0x20 nv",
	"s_load_b128 s[4:7], s[2:3], m0 offset:-0x800000 th:TH_LOAD_LU scope:SCOPE_SE",
	"s_load_b32 s0, s[0:1], s1 th:TH_LOAD_BYPASS scope:SCOPE_SYS", "s_load_b32 s0, s[0:1], s2 offset:0x10 scale_offset",
	"s_load_b64 s[0:1], s[0:1], 0x10 scale_offset th:TH_LOAD_NT nv", "s_load_b96 null, ttmp[0:1], s32 offset:0xc0",
	"s_load_b96 s[12:14], null, 0x1d69ec",
	"s_buffer_load_i8 s1, s[4:7], null", "s_prefetch_data s[0:1], 0x100, null, 3",
	"s_prefetch_inst_pc_rel 0x10, s4, 31", "s_atc_probe 5, s[2:3], 0x40", "s_dcache_inv",
	"s_wait_loadcnt 0x3", "s_wait_xcnt 0x1", "s_wait_alu depctr_va_vdst(0) depctr_sa_sdst(0)",
	"s_delay_alu instid0(VALU_DEP_1) | instskip(NEXT) | instid1(SALU_CYCLE_1)",
	"s_version UC_VERSION_GFX12|UC_VERSION_W32_BIT", "s_sendmsg sendmsg(MSG_SAVEWAVE_HAS_TDM)",
	"s_getreg_b32 s0, hwreg(HW_REG_XNACK_MASK)", "s_getreg_b32 s1, hwreg(HW_REG_IB_STS2, 3, 7)",
	"s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_CLUSTER_BARRIER_STATE)",
	"s_add_pc_i64 s[0:1]", "s_mul_u64 s[0:1], s[2:3], 0x10000", "s_set_vgpr_msb 5", "s_setprio_inc_wg 2",
	"s_call_i64 s[0:1], 0x20", "s_add_f32 s0, s1, 1.5", "s_add_f16 s0, 0x3800, s1", "s_add_f16 s0, 1.5, s1",
	"s_fmamk_f32 s0, s1, 0x40400000, s2", "s_cvt_f32_f16 s0, 0x3800", "s_cmp_lt_f16 s0, 0.5",
	"s_barrier_signal -1", "s_branch 7", "s_cbranch_execz 0x10",
	"s_mov_b64 s[0:1], 0x123456789", "s_mov_b64 s[0:1], 0x80000000", "s_mov_b64 s[0:1], -17",
	"s_mov_b64 s[0:1], 0x7fffffff", "s_mov_b64 s[0:1], lit64(0x5)", "s_mov_b64 s[0:1], lit(0x80000000)",
	"s_add_nc_u64 s[0:1], 0x100000000, 0x100000000", NULL,
};

static const char *const ok_gfx11[] = {
	"s_load_b512 s[0:15], s[2:3], s2 offset:0x40 glc dlc", "s_load_b512 s[0:15], s[2:3], null",
	"s_buffer_load_b64 s[2:3], s[4:7], 0xfffff dlc", "s_atc_probe 3, s[0:1], null", "s_gl1_inv",
	"s_load_b128 null, s[0:1], 0x0",
	"s_waitcnt_depctr depctr_va_vdst(0) depctr_sa_sdst(0)", "s_waitcnt_vmcnt null, 0x3",
	"s_subvector_loop_begin s0, 4", "s_getreg_b32 s0, hwreg(HW_REG_SHADER_CYCLES, 0, 20)",
	"s_setreg_imm32_b32 hwreg(HW_REG_MODE, 4, 4), 0xff", "s_version UC_VERSION_GFX11",
	"s_sendmsghalt sendmsg(MSG_HALT_WAVES)", "s_ttracedata_imm 0x3", "s_clause 0x3f",
	"s_delay_alu instid0(TRANS32_DEP_2) | instskip(SKIP_2)", "s_cmpk_eq_i32 s1, 0x8000",
	"s_bitset1_b64 s[2:3], ttmp5", "s_brev_b64 s[0:1], src_private_base", NULL,
};

static const char *const ok_gfx12[] = {
	"s_load_i16 s0, s[0:1], -0x10 scope:SCOPE_DEV", "s_buffer_load_b96 s[4:6], s[8:11], s5 offset:0x7fffff",
	"s_prefetch_inst_pc_rel 0x10, null, 4", "s_alloc_vgpr 32", "s_sleep_var s3", "s_wait_event 0x2",
	"s_wait_alu depctr_va_sdst(0)", "s_barrier_leave", "s_sendmsg sendmsg(MSG_RTN_GET_SE_AID_ID)",
	"s_getreg_b32 s0, hwreg(HW_REG_WAVE_SCHED_MODE, 1, 2)", NULL,
};

static const struct { const char *target; const char *line; } errs[] = {
	{ "gfx942", "s_load_dword s0, s[1:2], 0x10" }, { "gfx942", "s_mov_b64 s[0:1], 1.5" },
	{ "gfx942", "s_getreg_b32 s0, hwreg(HW_REG_FOO)" }, { "gfx942", "s_add_u32 s0, 0x12345678, 0x87654321" },
	{ "gfx942", "s_mov_b32 s0, s102" }, { "gfx942", "s_load_dword s0, s[0:1], 0x10 dlc" },
	{ "gfx942", "s_mov_b32 s0, v1" }, { "gfx942", "s_add_u32 s0, s1" }, { "gfx942", "s_endpgm 5 6" },
	{ "gfx942", "s_load_dword s0, s[0:1], s1 offset:0x10 offset:0x20" },
	{ "gfx1250", "s_load_b32 s0, s[0:1], 0x10 glc" }, { "gfx1250", "s_sendmsg sendmsg(MSG_FOO)" },
	{ "gfx1250", "s_mov_b64 s[1:2], s[4:5]" }, { "gfx1250", "s_add_f16 s0, 0x10000, s1" },
	{ "gfx1100", "s_movk_i32 s0, 0x10000" }, { "gfx1100", "s_version FOO" },
	{ "gfx1100", "s_buffer_load_b64 s[2:3], s[4:7], s5 offset:-0x10" }, { "gfx942", "s_mov_b32 s0, null" },
	{ "gfx1201", "s_buffer_load_b32 s1, s[4:7], -0x10" }, { "gfx1201", "s_load_b32 s0, s[0:1], 0x10 scale_offset" }, { "gfx942", "s_load_dword s0, s[0:1], 0x10 glc nv" }, { "gfx1201", "s_load_b32 s1, s[4:5], 0xffffff" },
};

int main(void)
{
	static const struct { const char *const *l; const char *targets[4]; } sets[] = {
		{ ok_gfx9, { "gfx942", "gfx950", NULL } },
		{ ok_gfx1250, { "gfx1250", NULL } },
		{ ok_gfx11, { "gfx1100", "gfx1150", NULL } },
		{ ok_gfx12, { "gfx1201", NULL } },
	};

	if (!lo_setup())
		return 0;
	for (size_t s = 0; s < sizeof(sets) / sizeof(*sets); s++)
		for (unsigned int ti = 0; sets[s].targets[ti]; ti++)
			for (unsigned int i = 0; sets[s].l[i]; i++)
				check_line(sets[s].targets[ti], sets[s].l[i]);
	for (size_t i = 0; i < sizeof(errs) / sizeof(*errs); i++)
		check_error(errs[i].target, errs[i].line);
	lo_cleanup();
	return t_done();
}
