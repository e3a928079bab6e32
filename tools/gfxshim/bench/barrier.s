// barrier.s: the cost of a workgroup barrier, plain and split.
//
// What it measures: each wave of a workgroup runs p1 iterations of
// - bar_plain: the barrier alone (gfx9/gfx11 s_barrier; gfx12 has no
//   single-instruction barrier: s_barrier_signal -1 then s_barrier_wait -1);
// - bar_work: 16 dependent VALU instructions, then the barrier;
// - bar_split (gfx12 only): s_barrier_signal -1, the same 16 VALU
//   instructions, s_barrier_wait -1 -- the work overlaps the barrier;
// - work_only: the 16 VALU instructions without a barrier.
// bar_work minus work_only is what a barrier costs after work; bar_work
// minus bar_split what the split form saves.
//
// Kernel arguments (the shared 40-byte layout):
//   0x00 out    timer records, 64 bytes per wave
//   0x1c p1     iterations (a multiple of 8: the loop is unrolled 8 times)
//   0x24 p3     waves per workgroup (to place the records)
//
// Launch: one workgroup of 32..1024 threads.
//
// Why the sequence is right:
// - Every wave times its own loop; the barrier makes them advance
//   together, so their times agree and the host takes the median wave.
// - The VALU work is a dependent chain (v_fma_f32 v1, v1, v2, v3), so it
//   takes its latency, not its issue rate, and does not touch the barrier.
// - Timer placement as in latency.s; the start values are waited for
//   before the loop.  A barrier before the timer start lines the waves up.
//
// Registers: s[4:13] the shared arguments; s15 iterations left, s16-s17
// scratch; s[20:31] timers; v0 thread id, v1-v3 the VALU chain, v40 record
// offset, v[44:59] the record.

	.text

// ---------------------------------------------------------------- bar_plain

	.globl	bar_plain
	.p2align 8
	.type	bar_plain,@function
bar_plain:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier_signal	-1
	s_barrier_wait	-1
.elseif .amdgcn.gfx_generation_number == 11
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier
.else
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier
.endif
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
.Lp_loop:
.if .amdgcn.gfx_generation_number >= 12
	s_barrier_signal	-1
	s_barrier_wait	-1
	s_barrier_signal	-1
	s_barrier_wait	-1
	s_barrier_signal	-1
	s_barrier_wait	-1
	s_barrier_signal	-1
	s_barrier_wait	-1
	s_barrier_signal	-1
	s_barrier_wait	-1
	s_barrier_signal	-1
	s_barrier_wait	-1
	s_barrier_signal	-1
	s_barrier_wait	-1
	s_barrier_signal	-1
	s_barrier_wait	-1
.elseif .amdgcn.gfx_generation_number == 11
	s_barrier
	s_barrier
	s_barrier
	s_barrier
	s_barrier
	s_barrier
	s_barrier
	s_barrier
.else
	s_barrier
	s_barrier
	s_barrier
	s_barrier
	s_barrier
	s_barrier
	s_barrier
	s_barrier
.endif
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 8
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lp_loop
	// timer end
.if .amdgcn.gfx_generation_number >= 12
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
.else
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v44, s22
	v_mov_b32	v45, s23
	v_mov_b32	v46, s26
	v_mov_b32	v47, s27
	v_mov_b32	v48, s20
	v_mov_b32	v49, s21
	v_mov_b32	v50, s24
	v_mov_b32	v51, s25
	v_mov_b32	v52, 0
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
.if .amdgcn.gfx_generation_number >= 12
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
.else
	global_store_dwordx4 v40, v[44:47], s[4:5]
	global_store_dwordx4 v40, v[48:51], s[4:5] offset:16
	global_store_dwordx4 v40, v[52:55], s[4:5] offset:32
	global_store_dwordx4 v40, v[56:59], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
.endif
	s_endpgm

// ---------------------------------------------------------------- bar_work

	.globl	bar_work
	.p2align 8
	.type	bar_work,@function
bar_work:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier_signal	-1
	s_barrier_wait	-1
.elseif .amdgcn.gfx_generation_number == 11
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier
.else
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier
.endif
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
.Lw_loop:
.if .amdgcn.gfx_generation_number >= 12
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_signal	-1
	s_barrier_wait	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_signal	-1
	s_barrier_wait	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_signal	-1
	s_barrier_wait	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_signal	-1
	s_barrier_wait	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_signal	-1
	s_barrier_wait	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_signal	-1
	s_barrier_wait	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_signal	-1
	s_barrier_wait	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_signal	-1
	s_barrier_wait	-1
.elseif .amdgcn.gfx_generation_number == 11
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
.else
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier
.endif
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 8
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lw_loop
	// timer end
.if .amdgcn.gfx_generation_number >= 12
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
.else
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v44, s22
	v_mov_b32	v45, s23
	v_mov_b32	v46, s26
	v_mov_b32	v47, s27
	v_mov_b32	v48, s20
	v_mov_b32	v49, s21
	v_mov_b32	v50, s24
	v_mov_b32	v51, s25
	v_mov_b32	v52, 0
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
.if .amdgcn.gfx_generation_number >= 12
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
.else
	global_store_dwordx4 v40, v[44:47], s[4:5]
	global_store_dwordx4 v40, v[48:51], s[4:5] offset:16
	global_store_dwordx4 v40, v[52:55], s[4:5] offset:32
	global_store_dwordx4 v40, v[56:59], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
.endif
	s_endpgm

// ---------------------------------------------------------------- work_only

	.globl	work_only
	.p2align 8
	.type	work_only,@function
work_only:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier_signal	-1
	s_barrier_wait	-1
.elseif .amdgcn.gfx_generation_number == 11
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier
.else
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier
.endif
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
.Lo_loop:
.if .amdgcn.gfx_generation_number >= 12
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
.elseif .amdgcn.gfx_generation_number == 11
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
.else
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
.endif
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 8
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lo_loop
	// timer end
.if .amdgcn.gfx_generation_number >= 12
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
.else
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v44, s22
	v_mov_b32	v45, s23
	v_mov_b32	v46, s26
	v_mov_b32	v47, s27
	v_mov_b32	v48, s20
	v_mov_b32	v49, s21
	v_mov_b32	v50, s24
	v_mov_b32	v51, s25
	v_mov_b32	v52, 0
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
.if .amdgcn.gfx_generation_number >= 12
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
.else
	global_store_dwordx4 v40, v[44:47], s[4:5]
	global_store_dwordx4 v40, v[48:51], s[4:5] offset:16
	global_store_dwordx4 v40, v[52:55], s[4:5] offset:32
	global_store_dwordx4 v40, v[56:59], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
.endif
	s_endpgm

// RDNA4 only: the split barrier
.if .amdgcn.gfx_generation_number >= 12

// ---------------------------------------------------------------- bar_split

	.globl	bar_split
	.p2align 8
	.type	bar_split,@function
bar_split:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.if .amdgcn.gfx_generation_number >= 12
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier_signal	-1
	s_barrier_wait	-1
.elseif .amdgcn.gfx_generation_number == 11
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier
.else
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	v_mov_b32	v1, 1.0
	v_mov_b32	v2, 0.5
	v_mov_b32	v3, 0.25
	s_barrier
.endif
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
.Ls_loop:
	s_barrier_signal	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_wait	-1
	s_barrier_signal	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_wait	-1
	s_barrier_signal	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_wait	-1
	s_barrier_signal	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_wait	-1
	s_barrier_signal	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_wait	-1
	s_barrier_signal	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_wait	-1
	s_barrier_signal	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_wait	-1
	s_barrier_signal	-1
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	v_fma_f32	v1, v1, v2, v3
	s_barrier_wait	-1
	s_sub_u32	s15, s15, 8
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Ls_loop
	// timer end
.if .amdgcn.gfx_generation_number >= 12
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
.else
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v44, s22
	v_mov_b32	v45, s23
	v_mov_b32	v46, s26
	v_mov_b32	v47, s27
	v_mov_b32	v48, s20
	v_mov_b32	v49, s21
	v_mov_b32	v50, s24
	v_mov_b32	v51, s25
	v_mov_b32	v52, 0
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
.if .amdgcn.gfx_generation_number >= 12
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_store_b128	v40, v[44:47], s[4:5]
	global_store_b128	v40, v[48:51], s[4:5] offset:16
	global_store_b128	v40, v[52:55], s[4:5] offset:32
	global_store_b128	v40, v[56:59], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
.else
	global_store_dwordx4 v40, v[44:47], s[4:5]
	global_store_dwordx4 v40, v[48:51], s[4:5] offset:16
	global_store_dwordx4 v40, v[52:55], s[4:5] offset:32
	global_store_dwordx4 v40, v[56:59], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
.endif
	s_endpgm
.endif

	.rodata
	.p2align 6
// .if cannot stand inside an .amdhsa_kernel block (llvm-mc-22): one block
// per generation family; gfx9 (gfx90a+) needs .amdhsa_accum_offset.
.if .amdgcn.gfx_generation_number == 9
	.amdhsa_kernel bar_plain
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel bar_work
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel work_only
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
.else
	.amdhsa_kernel bar_plain
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel bar_work
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel work_only
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.if .amdgcn.gfx_generation_number >= 12
	.amdhsa_kernel bar_split
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.endif
.endif
