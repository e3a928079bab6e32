// atomics.s: latency and throughput of global and LDS atomics.
//
// What it measures: atomic add, returning the old value or not, on global
// memory and on LDS, in two loops chosen by p2:
// - latency (p2 = 0, launched as one thread): each atomic is waited for
//   before the next -- a returning one on the load counter (its data
//   returns like a load), a non-returning one on the store counter (gfx12
//   STOREcnt, gfx11 VScnt, gfx9 VMcnt): the round trip of one atomic;
// - throughput (p2 = 1, whole workgroups): 8 atomics, then one wait.
// The lane stride p0 decides contention: 0 puts every lane on one address
// (contended), a cache line per lane (global) or a dword per lane (LDS)
// spreads them.  RDNA4 and CDNA3 also have packed half-precision adds:
// global_atomic_pk_add_f16/bf16 and ds_pk_add_rtn_f16 (not on gfx11; the
// kernels exist only where the target has the instruction).
//
// Kernel arguments (the shared 40-byte layout):
//   0x00 out    timer records, 64 bytes per wave
//   0x08 a      the global target (global kernels); zeroed by the host
//   0x10 b      LDS kernels: each thread's LDS slot, copied out at the end
//   0x18 p0     lane stride in bytes (0: contended)
//   0x1c p1     atomics per lane (a multiple of 8)
//   0x20 p2     0 latency loop, 1 throughput loop
//   0x24 p3     waves per workgroup (to place the records)
//
// Why the sequence is right:
// - The value added is 1 (packed: 1.0 in both halves), so the host checks
//   every final value: contended, the number of atomics (packed halves stop
//   growing at 2048 in f16 and 256 in bf16, where adding 1.0 no longer
//   changes them); spread, p1 in each slot.
// - Throughput destinations are 8 different registers: no register is
//   written twice while an atomic is in flight.
// - LDS results are read after a wait and a workgroup barrier, so every
//   wave's atomics have landed.
// - Timer placement as in latency.s; the start values are waited for before
//   the loop (LDS atomics share LGKMcnt with them on gfx9/gfx11).
//
// Registers: s[4:13] the shared arguments; s14-s19 scratch; s[20:31]
// timers; v0 thread id, v1 address, v2 the value added, v3 and v[8:15]
// returned values, v4-v5 scratch, v40 record offset, v[44:59] the record.

	.text

// ---------------------------------------------------------------- at_global_add_rtn

	.globl	at_global_add_rtn
	.p2align 8
	.type	at_global_add_rtn,@function
at_global_add_rtn:
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
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.elseif .amdgcn.gfx_generation_number == 11
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.else
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 6
	v_add_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.endif
	v_mov_b32	v2, 1
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
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lgarr_tput
.Lgarr_lat:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_add_u32 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_add_u32 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_add_u32 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_add_u32 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_add_u32 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_add_u32 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_add_u32 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_add_u32 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_add_u32 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_add_u32 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_add_u32 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_add_u32 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_add_u32 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_add_u32 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_add_u32 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_add_u32 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
.else
	global_atomic_add v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_add v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_add v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_add v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_add v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_add v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_add v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_add v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgarr_lat
	s_branch	.Lgarr_done
.Lgarr_tput:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_add_u32 v8, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_add_u32 v9, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_add_u32 v10, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_add_u32 v11, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_add_u32 v12, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_add_u32 v13, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_add_u32 v14, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_add_u32 v15, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_add_u32 v8, v1, v2, s[6:7] glc
	global_atomic_add_u32 v9, v1, v2, s[6:7] glc
	global_atomic_add_u32 v10, v1, v2, s[6:7] glc
	global_atomic_add_u32 v11, v1, v2, s[6:7] glc
	global_atomic_add_u32 v12, v1, v2, s[6:7] glc
	global_atomic_add_u32 v13, v1, v2, s[6:7] glc
	global_atomic_add_u32 v14, v1, v2, s[6:7] glc
	global_atomic_add_u32 v15, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
.else
	global_atomic_add v8, v1, v2, s[6:7] sc0
	global_atomic_add v9, v1, v2, s[6:7] sc0
	global_atomic_add v10, v1, v2, s[6:7] sc0
	global_atomic_add v11, v1, v2, s[6:7] sc0
	global_atomic_add v12, v1, v2, s[6:7] sc0
	global_atomic_add v13, v1, v2, s[6:7] sc0
	global_atomic_add v14, v1, v2, s[6:7] sc0
	global_atomic_add v15, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgarr_tput
.Lgarr_done:
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

// ---------------------------------------------------------------- at_global_add

	.globl	at_global_add
	.p2align 8
	.type	at_global_add,@function
at_global_add:
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
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.elseif .amdgcn.gfx_generation_number == 11
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.else
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 6
	v_add_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.endif
	v_mov_b32	v2, 1
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
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lgan_tput
.Lgan_lat:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_add_u32 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_add_u32 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_add_u32 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
.else
	global_atomic_add v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_add v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_add v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_add v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_add v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_add v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_add v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_add v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgan_lat
	s_branch	.Lgan_done
.Lgan_tput:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	global_atomic_add_u32 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
.else
	global_atomic_add v1, v2, s[6:7]
	global_atomic_add v1, v2, s[6:7]
	global_atomic_add v1, v2, s[6:7]
	global_atomic_add v1, v2, s[6:7]
	global_atomic_add v1, v2, s[6:7]
	global_atomic_add v1, v2, s[6:7]
	global_atomic_add v1, v2, s[6:7]
	global_atomic_add v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgan_tput
.Lgan_done:
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

// ---------------------------------------------------------------- at_lds_add_rtn

	.globl	at_lds_add_rtn
	.p2align 8
	.type	at_lds_add_rtn,@function
at_lds_add_rtn:
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
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// LDS address: thread * stride
	v_mul_lo_u32	v1, v0, s10
.elseif .amdgcn.gfx_generation_number == 11
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// LDS address: thread * stride
	v_mul_lo_u32	v1, v0, s10
.else
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 6
	v_add_u32	v4, s17, v0
	// LDS address: thread * stride
	v_mul_lo_u32	v1, v0, s10
.endif
	v_mov_b32	v2, 1
.if .amdgcn.gfx_generation_number >= 12
	v_mov_b32	v5, 0
	ds_store_b32	v1, v5
	s_wait_dscnt	0
	s_barrier_signal	-1
	s_barrier_wait	-1
.elseif .amdgcn.gfx_generation_number == 11
	v_mov_b32	v5, 0
	ds_store_b32	v1, v5
	s_waitcnt	lgkmcnt(0)
	s_barrier
.else
	v_mov_b32	v5, 0
	ds_write_b32	v1, v5
	s_waitcnt	lgkmcnt(0)
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
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Llarr_tput
.Llarr_lat:
.if .amdgcn.gfx_generation_number >= 12
	ds_add_rtn_u32	v3, v1, v2
	s_wait_dscnt	0
	ds_add_rtn_u32	v3, v1, v2
	s_wait_dscnt	0
	ds_add_rtn_u32	v3, v1, v2
	s_wait_dscnt	0
	ds_add_rtn_u32	v3, v1, v2
	s_wait_dscnt	0
	ds_add_rtn_u32	v3, v1, v2
	s_wait_dscnt	0
	ds_add_rtn_u32	v3, v1, v2
	s_wait_dscnt	0
	ds_add_rtn_u32	v3, v1, v2
	s_wait_dscnt	0
	ds_add_rtn_u32	v3, v1, v2
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
.else
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_rtn_u32	v3, v1, v2
	s_waitcnt	lgkmcnt(0)
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
	s_cbranch_scc1	.Llarr_lat
	s_branch	.Llarr_done
.Llarr_tput:
.if .amdgcn.gfx_generation_number >= 12
	ds_add_rtn_u32	v8, v1, v2
	ds_add_rtn_u32	v9, v1, v2
	ds_add_rtn_u32	v10, v1, v2
	ds_add_rtn_u32	v11, v1, v2
	ds_add_rtn_u32	v12, v1, v2
	ds_add_rtn_u32	v13, v1, v2
	ds_add_rtn_u32	v14, v1, v2
	ds_add_rtn_u32	v15, v1, v2
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_add_rtn_u32	v8, v1, v2
	ds_add_rtn_u32	v9, v1, v2
	ds_add_rtn_u32	v10, v1, v2
	ds_add_rtn_u32	v11, v1, v2
	ds_add_rtn_u32	v12, v1, v2
	ds_add_rtn_u32	v13, v1, v2
	ds_add_rtn_u32	v14, v1, v2
	ds_add_rtn_u32	v15, v1, v2
	s_waitcnt	lgkmcnt(0)
.else
	ds_add_rtn_u32	v8, v1, v2
	ds_add_rtn_u32	v9, v1, v2
	ds_add_rtn_u32	v10, v1, v2
	ds_add_rtn_u32	v11, v1, v2
	ds_add_rtn_u32	v12, v1, v2
	ds_add_rtn_u32	v13, v1, v2
	ds_add_rtn_u32	v14, v1, v2
	ds_add_rtn_u32	v15, v1, v2
	s_waitcnt	lgkmcnt(0)
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
	s_cbranch_scc1	.Llarr_tput
.Llarr_done:
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
.if .amdgcn.gfx_generation_number >= 12
	s_barrier_signal	-1
	s_barrier_wait	-1
	// this thread's LDS slot to b + global thread * 4
	ds_load_b32	v5, v1
	s_wait_dscnt	0
	v_lshlrev_b32	v6, 2, v4
	global_store_b32 v6, v5, s[8:9]
.elseif .amdgcn.gfx_generation_number == 11
	s_barrier
	// this thread's LDS slot to b + global thread * 4
	ds_load_b32	v5, v1
	s_waitcnt	lgkmcnt(0)
	v_lshlrev_b32	v6, 2, v4
	global_store_b32 v6, v5, s[8:9]
.else
	s_barrier
	// this thread's LDS slot to b + global thread * 4
	ds_read_b32	v5, v1
	s_waitcnt	lgkmcnt(0)
	v_lshlrev_b32	v6, 2, v4
	global_store_dword v6, v5, s[8:9]
.endif
	s_endpgm

// ---------------------------------------------------------------- at_lds_add

	.globl	at_lds_add
	.p2align 8
	.type	at_lds_add,@function
at_lds_add:
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
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// LDS address: thread * stride
	v_mul_lo_u32	v1, v0, s10
.elseif .amdgcn.gfx_generation_number == 11
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// LDS address: thread * stride
	v_mul_lo_u32	v1, v0, s10
.else
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 6
	v_add_u32	v4, s17, v0
	// LDS address: thread * stride
	v_mul_lo_u32	v1, v0, s10
.endif
	v_mov_b32	v2, 1
.if .amdgcn.gfx_generation_number >= 12
	v_mov_b32	v5, 0
	ds_store_b32	v1, v5
	s_wait_dscnt	0
	s_barrier_signal	-1
	s_barrier_wait	-1
.elseif .amdgcn.gfx_generation_number == 11
	v_mov_b32	v5, 0
	ds_store_b32	v1, v5
	s_waitcnt	lgkmcnt(0)
	s_barrier
.else
	v_mov_b32	v5, 0
	ds_write_b32	v1, v5
	s_waitcnt	lgkmcnt(0)
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
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Llan_tput
.Llan_lat:
.if .amdgcn.gfx_generation_number >= 12
	ds_add_u32	v1, v2
	s_wait_dscnt	0
	ds_add_u32	v1, v2
	s_wait_dscnt	0
	ds_add_u32	v1, v2
	s_wait_dscnt	0
	ds_add_u32	v1, v2
	s_wait_dscnt	0
	ds_add_u32	v1, v2
	s_wait_dscnt	0
	ds_add_u32	v1, v2
	s_wait_dscnt	0
	ds_add_u32	v1, v2
	s_wait_dscnt	0
	ds_add_u32	v1, v2
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
.else
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
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
	s_cbranch_scc1	.Llan_lat
	s_branch	.Llan_done
.Llan_tput:
.if .amdgcn.gfx_generation_number >= 12
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
.else
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	ds_add_u32	v1, v2
	s_waitcnt	lgkmcnt(0)
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
	s_cbranch_scc1	.Llan_tput
.Llan_done:
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
.if .amdgcn.gfx_generation_number >= 12
	s_barrier_signal	-1
	s_barrier_wait	-1
	// this thread's LDS slot to b + global thread * 4
	ds_load_b32	v5, v1
	s_wait_dscnt	0
	v_lshlrev_b32	v6, 2, v4
	global_store_b32 v6, v5, s[8:9]
.elseif .amdgcn.gfx_generation_number == 11
	s_barrier
	// this thread's LDS slot to b + global thread * 4
	ds_load_b32	v5, v1
	s_waitcnt	lgkmcnt(0)
	v_lshlrev_b32	v6, 2, v4
	global_store_b32 v6, v5, s[8:9]
.else
	s_barrier
	// this thread's LDS slot to b + global thread * 4
	ds_read_b32	v5, v1
	s_waitcnt	lgkmcnt(0)
	v_lshlrev_b32	v6, 2, v4
	global_store_dword v6, v5, s[8:9]
.endif
	s_endpgm

// RDNA4 and CDNA3 only (gfx11 has no packed atomics)
.if .amdgcn.gfx_generation_number != 11

// ---------------------------------------------------------------- at_global_pk_add_f16

	.globl	at_global_pk_add_f16
	.p2align 8
	.type	at_global_pk_add_f16,@function
at_global_pk_add_f16:
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
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.elseif .amdgcn.gfx_generation_number == 11
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.else
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 6
	v_add_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.endif
	v_mov_b32	v2, 0x3c003c00
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
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lgpafn_tput
.Lgpafn_lat:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
.else
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgpafn_lat
	s_branch	.Lgpafn_done
.Lgpafn_tput:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
.else
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	global_atomic_pk_add_f16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgpafn_tput
.Lgpafn_done:
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

// RDNA4 and CDNA3 only (gfx11 has no packed atomics)
.if .amdgcn.gfx_generation_number != 11

// ---------------------------------------------------------------- at_global_pk_add_f16_rtn

	.globl	at_global_pk_add_f16_rtn
	.p2align 8
	.type	at_global_pk_add_f16_rtn,@function
at_global_pk_add_f16_rtn:
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
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.elseif .amdgcn.gfx_generation_number == 11
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.else
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 6
	v_add_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.endif
	v_mov_b32	v2, 0x3c003c00
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
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lgpafrr_tput
.Lgpafrr_lat:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
.else
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_f16 v3, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgpafrr_lat
	s_branch	.Lgpafrr_done
.Lgpafrr_tput:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_pk_add_f16 v8, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_pk_add_f16 v9, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_pk_add_f16 v10, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_pk_add_f16 v11, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_pk_add_f16 v12, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_pk_add_f16 v13, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_pk_add_f16 v14, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	global_atomic_pk_add_f16 v15, v1, v2, s[6:7] th:TH_ATOMIC_RETURN
	s_wait_loadcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_pk_add_f16 v8, v1, v2, s[6:7] glc
	global_atomic_pk_add_f16 v9, v1, v2, s[6:7] glc
	global_atomic_pk_add_f16 v10, v1, v2, s[6:7] glc
	global_atomic_pk_add_f16 v11, v1, v2, s[6:7] glc
	global_atomic_pk_add_f16 v12, v1, v2, s[6:7] glc
	global_atomic_pk_add_f16 v13, v1, v2, s[6:7] glc
	global_atomic_pk_add_f16 v14, v1, v2, s[6:7] glc
	global_atomic_pk_add_f16 v15, v1, v2, s[6:7] glc
	s_waitcnt	vmcnt(0)
.else
	global_atomic_pk_add_f16 v8, v1, v2, s[6:7] sc0
	global_atomic_pk_add_f16 v9, v1, v2, s[6:7] sc0
	global_atomic_pk_add_f16 v10, v1, v2, s[6:7] sc0
	global_atomic_pk_add_f16 v11, v1, v2, s[6:7] sc0
	global_atomic_pk_add_f16 v12, v1, v2, s[6:7] sc0
	global_atomic_pk_add_f16 v13, v1, v2, s[6:7] sc0
	global_atomic_pk_add_f16 v14, v1, v2, s[6:7] sc0
	global_atomic_pk_add_f16 v15, v1, v2, s[6:7] sc0
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgpafrr_tput
.Lgpafrr_done:
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

// RDNA4 and CDNA3 only (gfx11 has no packed atomics)
.if .amdgcn.gfx_generation_number != 11

// ---------------------------------------------------------------- at_global_pk_add_bf16

	.globl	at_global_pk_add_bf16
	.p2align 8
	.type	at_global_pk_add_bf16,@function
at_global_pk_add_bf16:
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
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.elseif .amdgcn.gfx_generation_number == 11
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.else
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 6
	v_add_u32	v4, s17, v0
	// address: global thread * stride
	v_mul_lo_u32	v1, v4, s10
.endif
	v_mov_b32	v2, 0x3f803f80
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
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lgpabn_tput
.Lgpabn_lat:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_wait_storecnt	0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
.else
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgpabn_lat
	s_branch	.Lgpabn_done
.Lgpabn_tput:
.if .amdgcn.gfx_generation_number >= 12
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt_vscnt	null, 0
.else
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	global_atomic_pk_add_bf16 v1, v2, s[6:7]
	s_waitcnt	vmcnt(0)
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
	s_cbranch_scc1	.Lgpabn_tput
.Lgpabn_done:
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

// RDNA4 and CDNA3 only (gfx11 has no packed atomics)
.if .amdgcn.gfx_generation_number != 11

// ---------------------------------------------------------------- at_lds_pk_add_f16_rtn

	.globl	at_lds_pk_add_f16_rtn
	.p2align 8
	.type	at_lds_pk_add_f16_rtn,@function
at_lds_pk_add_f16_rtn:
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
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// LDS address: thread * stride
	v_mul_lo_u32	v1, v0, s10
.elseif .amdgcn.gfx_generation_number == 11
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 5
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 5
	v_add_nc_u32	v4, s17, v0
	// LDS address: thread * stride
	v_mul_lo_u32	v1, v0, s10
.else
	// this wave's record: out + (workgroup * waves + wave) * 64
	v_readfirstlane_b32 s16, v0
	s_lshr_b32	s16, s16, 6
	s_mul_i32	s17, s2, s13
	s_add_u32	s16, s16, s17
	s_lshl_b32	s16, s16, 6
	v_mov_b32	v40, s16
	// global thread index (workgroup * waves * lanes + thread) in v4
	s_lshl_b32	s17, s17, 6
	v_add_u32	v4, s17, v0
	// LDS address: thread * stride
	v_mul_lo_u32	v1, v0, s10
.endif
	v_mov_b32	v2, 0x3c003c00
.if .amdgcn.gfx_generation_number >= 12
	v_mov_b32	v5, 0
	ds_store_b32	v1, v5
	s_wait_dscnt	0
	s_barrier_signal	-1
	s_barrier_wait	-1
.elseif .amdgcn.gfx_generation_number == 11
	v_mov_b32	v5, 0
	ds_store_b32	v1, v5
	s_waitcnt	lgkmcnt(0)
	s_barrier
.else
	v_mov_b32	v5, 0
	ds_write_b32	v1, v5
	s_waitcnt	lgkmcnt(0)
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
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Llpafrr_tput
.Llpafrr_lat:
.if .amdgcn.gfx_generation_number >= 12
	ds_pk_add_rtn_f16 v3, v1, v2
	s_wait_dscnt	0
	ds_pk_add_rtn_f16 v3, v1, v2
	s_wait_dscnt	0
	ds_pk_add_rtn_f16 v3, v1, v2
	s_wait_dscnt	0
	ds_pk_add_rtn_f16 v3, v1, v2
	s_wait_dscnt	0
	ds_pk_add_rtn_f16 v3, v1, v2
	s_wait_dscnt	0
	ds_pk_add_rtn_f16 v3, v1, v2
	s_wait_dscnt	0
	ds_pk_add_rtn_f16 v3, v1, v2
	s_wait_dscnt	0
	ds_pk_add_rtn_f16 v3, v1, v2
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
.else
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
	ds_pk_add_rtn_f16 v3, v1, v2
	s_waitcnt	lgkmcnt(0)
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
	s_cbranch_scc1	.Llpafrr_lat
	s_branch	.Llpafrr_done
.Llpafrr_tput:
.if .amdgcn.gfx_generation_number >= 12
	ds_pk_add_rtn_f16 v8, v1, v2
	ds_pk_add_rtn_f16 v9, v1, v2
	ds_pk_add_rtn_f16 v10, v1, v2
	ds_pk_add_rtn_f16 v11, v1, v2
	ds_pk_add_rtn_f16 v12, v1, v2
	ds_pk_add_rtn_f16 v13, v1, v2
	ds_pk_add_rtn_f16 v14, v1, v2
	ds_pk_add_rtn_f16 v15, v1, v2
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_pk_add_rtn_f16 v8, v1, v2
	ds_pk_add_rtn_f16 v9, v1, v2
	ds_pk_add_rtn_f16 v10, v1, v2
	ds_pk_add_rtn_f16 v11, v1, v2
	ds_pk_add_rtn_f16 v12, v1, v2
	ds_pk_add_rtn_f16 v13, v1, v2
	ds_pk_add_rtn_f16 v14, v1, v2
	ds_pk_add_rtn_f16 v15, v1, v2
	s_waitcnt	lgkmcnt(0)
.else
	ds_pk_add_rtn_f16 v8, v1, v2
	ds_pk_add_rtn_f16 v9, v1, v2
	ds_pk_add_rtn_f16 v10, v1, v2
	ds_pk_add_rtn_f16 v11, v1, v2
	ds_pk_add_rtn_f16 v12, v1, v2
	ds_pk_add_rtn_f16 v13, v1, v2
	ds_pk_add_rtn_f16 v14, v1, v2
	ds_pk_add_rtn_f16 v15, v1, v2
	s_waitcnt	lgkmcnt(0)
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
	s_cbranch_scc1	.Llpafrr_tput
.Llpafrr_done:
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
.if .amdgcn.gfx_generation_number >= 12
	s_barrier_signal	-1
	s_barrier_wait	-1
	// this thread's LDS slot to b + global thread * 4
	ds_load_b32	v5, v1
	s_wait_dscnt	0
	v_lshlrev_b32	v6, 2, v4
	global_store_b32 v6, v5, s[8:9]
.elseif .amdgcn.gfx_generation_number == 11
	s_barrier
	// this thread's LDS slot to b + global thread * 4
	ds_load_b32	v5, v1
	s_waitcnt	lgkmcnt(0)
	v_lshlrev_b32	v6, 2, v4
	global_store_b32 v6, v5, s[8:9]
.else
	s_barrier
	// this thread's LDS slot to b + global thread * 4
	ds_read_b32	v5, v1
	s_waitcnt	lgkmcnt(0)
	v_lshlrev_b32	v6, 2, v4
	global_store_dword v6, v5, s[8:9]
.endif
	s_endpgm
.endif

	.rodata
	.p2align 6
// .if cannot stand inside an .amdhsa_kernel block (llvm-mc-22): one block
// per generation family; gfx9 (gfx90a+) needs .amdhsa_accum_offset.
.if .amdgcn.gfx_generation_number == 9
	.amdhsa_kernel at_global_add_rtn
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel at_global_add
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel at_lds_add_rtn
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel at_lds_add
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel at_global_pk_add_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel at_global_pk_add_f16_rtn
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel at_global_pk_add_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel at_lds_pk_add_f16_rtn
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
.else
	.amdhsa_kernel at_global_add_rtn
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel at_global_add
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel at_lds_add_rtn
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
	.end_amdhsa_kernel
	.amdhsa_kernel at_lds_add
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
	.end_amdhsa_kernel
.if .amdgcn.gfx_generation_number == 12
	.amdhsa_kernel at_global_pk_add_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.endif
.if .amdgcn.gfx_generation_number == 12
	.amdhsa_kernel at_global_pk_add_f16_rtn
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.endif
.if .amdgcn.gfx_generation_number == 12
	.amdhsa_kernel at_global_pk_add_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.endif
.if .amdgcn.gfx_generation_number == 12
	.amdhsa_kernel at_lds_pk_add_f16_rtn
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
	.end_amdhsa_kernel
.endif
.endif
