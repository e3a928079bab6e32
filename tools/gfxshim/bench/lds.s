// lds.s: LDS latency, bank conflicts, and the cross-lane LDS instructions.
//
// What it measures (one wave, cycles from the shader clock, REALTIME too):
// - lds_chase: the latency of one ds_load_b32 (gfx9 ds_read_b32) whose
//   address is the previous load's value: a random single cycle through
//   p0 dwords of LDS, copied there from a (the host builds it, Sattolo).
// - lds_bank: every lane loads the dword at lane * p0 (the stride in
//   dwords), 8 loads in flight, then one wait: the cost per instruction
//   grows with the lanes that land in the same bank.
// - lds_bperm_lat / lds_swz_lat: ds_bpermute_b32 (rotate by one lane) and
//   ds_swizzle_b32 (swap neighbouring lanes) in a dependent chain: latency.
// - lds_bperm_tput / lds_swz_tput: 8 independent ones, then one wait:
//   throughput.
//
// Kernel arguments (the shared 40-byte layout):
//   0x00 out    result records, 64 bytes per round
//   0x08 a      lds_chase: the chain (p0 dwords, each the byte address in
//               LDS of the next)
//   0x18 p0     lds_chase: dwords in the chain (a multiple of the wave size,
//               at most 4096); lds_bank: the lane stride in dwords (1..64)
//   0x1c p1     instructions per round (a multiple of 8)
//   0x20 p2     rounds (>= 1)
//
// Launch: one workgroup of one wave (32 threads on gfx11/gfx12, 64 on gfx9).
//
// Why the sequence is right:
// - Each LDS instruction is followed by the wait for its counter (gfx12
//   s_wait_dscnt, gfx11 and gfx9 s_waitcnt lgkmcnt) only where the next
//   instruction needs its result (the chains), and after 8 of them in the
//   throughput loops; nothing else uses LGKMcnt inside the timed loops (the
//   timer values are waited for before the loop starts).
// - The chase runs on lane 0 alone (EXEC = 1): one address per instruction,
//   no bank conflict, pure latency.
// - Destination and source alternate between two registers in the chains.
// - Timer placement as in latency.s (REALTIME, then the cycle counter; at the
//   end the reverse); gfx11 accumulates its 20-bit counter per iteration.
//
// Result record (64 bytes per round): dwords 0-7 the timers (latency.s),
// 8 the chase's final address (lds_chase), 9-15 zero.
//
// Registers: s[4:13] the shared arguments; s14 record offset, s15
// instructions left; s[20:31] timers; v0 lane id, v1-v3 addresses and
// chains, v[8:15] throughput destinations, v40 record offset, v[44:59]
// the record.

	.text

// ---------------------------------------------------------------- lds_chase

	.globl	lds_chase
	.p2align 8
	.type	lds_chase,@function
lds_chase:
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
	// copy the chain into LDS: lane l copies dwords l, l + wave, ...
	v_lshlrev_b32	v1, 2, v0
	s_mov_b32	s16, 0
.Lc_copy:
.if .amdgcn.gfx_generation_number >= 12
	global_load_b32	v2, v1, s[6:7]
	s_wait_loadcnt	0
	ds_store_b32	v1, v2
	v_add_nc_u32	v1, 128, v1
	s_add_u32	s16, s16, 32
.elseif .amdgcn.gfx_generation_number == 11
	global_load_b32	v2, v1, s[6:7]
	s_waitcnt	vmcnt(0)
	ds_store_b32	v1, v2
	v_add_nc_u32	v1, 128, v1
	s_add_u32	s16, s16, 32
.else
	global_load_dword v2, v1, s[6:7]
	s_waitcnt	vmcnt(0)
	ds_write_b32	v1, v2
	v_add_u32	v1, 256, v1
	s_add_u32	s16, s16, 64
.endif
	s_cmp_lt_u32	s16, s10
	s_cbranch_scc1	.Lc_copy
.if .amdgcn.gfx_generation_number >= 12
	s_wait_dscnt	0
	s_mov_b32	exec_lo, 1
.elseif .amdgcn.gfx_generation_number == 11
	s_waitcnt	lgkmcnt(0)
	s_mov_b32	exec_lo, 1
.else
	s_waitcnt	lgkmcnt(0)
	s_mov_b64	exec, 1
.endif
	v_mov_b32	v1, 0
	s_mov_b32	s14, 0
.Lc_round:
	s_mov_b32	s15, s11
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
.Lc_loop:
.if .amdgcn.gfx_generation_number >= 12
	ds_load_b32	v3, v1
	s_wait_dscnt	0
	ds_load_b32	v1, v3
	s_wait_dscnt	0
	ds_load_b32	v3, v1
	s_wait_dscnt	0
	ds_load_b32	v1, v3
	s_wait_dscnt	0
	ds_load_b32	v3, v1
	s_wait_dscnt	0
	ds_load_b32	v1, v3
	s_wait_dscnt	0
	ds_load_b32	v3, v1
	s_wait_dscnt	0
	ds_load_b32	v1, v3
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_load_b32	v3, v1
	s_waitcnt	lgkmcnt(0)
	ds_load_b32	v1, v3
	s_waitcnt	lgkmcnt(0)
	ds_load_b32	v3, v1
	s_waitcnt	lgkmcnt(0)
	ds_load_b32	v1, v3
	s_waitcnt	lgkmcnt(0)
	ds_load_b32	v3, v1
	s_waitcnt	lgkmcnt(0)
	ds_load_b32	v1, v3
	s_waitcnt	lgkmcnt(0)
	ds_load_b32	v3, v1
	s_waitcnt	lgkmcnt(0)
	ds_load_b32	v1, v3
	s_waitcnt	lgkmcnt(0)
.else
	ds_read_b32	v3, v1
	s_waitcnt	lgkmcnt(0)
	ds_read_b32	v1, v3
	s_waitcnt	lgkmcnt(0)
	ds_read_b32	v3, v1
	s_waitcnt	lgkmcnt(0)
	ds_read_b32	v1, v3
	s_waitcnt	lgkmcnt(0)
	ds_read_b32	v3, v1
	s_waitcnt	lgkmcnt(0)
	ds_read_b32	v1, v3
	s_waitcnt	lgkmcnt(0)
	ds_read_b32	v3, v1
	s_waitcnt	lgkmcnt(0)
	ds_read_b32	v1, v3
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
	s_cbranch_scc1	.Lc_loop
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
	v_mov_b32	v40, s14
	v_mov_b32	v44, s22
	v_mov_b32	v45, s23
	v_mov_b32	v46, s26
	v_mov_b32	v47, s27
	v_mov_b32	v48, s20
	v_mov_b32	v49, s21
	v_mov_b32	v50, s24
	v_mov_b32	v51, s25
	v_mov_b32	v52, v1
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
	s_add_u32	s14, s14, 64
	s_sub_u32	s12, s12, 1
	s_cmp_lg_u32	s12, 0
	s_cbranch_scc1	.Lc_round
	s_endpgm

// ---------------------------------------------------------------- lds_bank

	.globl	lds_bank
	.p2align 8
	.type	lds_bank,@function
lds_bank:
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
	// this lane's address: lane * stride dwords
	v_mul_u32_u24	v1, s10, v0
	v_lshlrev_b32	v1, 2, v1
	s_mov_b32	s14, 0
.Lb_round:
	s_mov_b32	s15, s11
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
.Lb_loop:
.if .amdgcn.gfx_generation_number >= 12
	ds_load_b32	v8, v1
	ds_load_b32	v9, v1
	ds_load_b32	v10, v1
	ds_load_b32	v11, v1
	ds_load_b32	v12, v1
	ds_load_b32	v13, v1
	ds_load_b32	v14, v1
	ds_load_b32	v15, v1
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_load_b32	v8, v1
	ds_load_b32	v9, v1
	ds_load_b32	v10, v1
	ds_load_b32	v11, v1
	ds_load_b32	v12, v1
	ds_load_b32	v13, v1
	ds_load_b32	v14, v1
	ds_load_b32	v15, v1
	s_waitcnt	lgkmcnt(0)
.else
	ds_read_b32	v8, v1
	ds_read_b32	v9, v1
	ds_read_b32	v10, v1
	ds_read_b32	v11, v1
	ds_read_b32	v12, v1
	ds_read_b32	v13, v1
	ds_read_b32	v14, v1
	ds_read_b32	v15, v1
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
	s_cbranch_scc1	.Lb_loop
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
	v_mov_b32	v40, s14
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
	s_add_u32	s14, s14, 64
	s_sub_u32	s12, s12, 1
	s_cmp_lg_u32	s12, 0
	s_cbranch_scc1	.Lb_round
	s_endpgm

// ---------------------------------------------------------------- lds_bperm_lat
// ds_bpermute_b32 from lane + 1 (v2 holds the byte address of that lane),
// a dependent chain.

	.globl	lds_bperm_lat
	.p2align 8
	.type	lds_bperm_lat,@function
lds_bperm_lat:
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
	v_add_nc_u32	v2, 1, v0
	v_and_b32	v2, 31, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.elseif .amdgcn.gfx_generation_number == 11
	v_add_nc_u32	v2, 1, v0
	v_and_b32	v2, 31, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.else
	v_add_u32	v2, 1, v0
	v_and_b32	v2, 63, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.endif
	s_mov_b32	s14, 0
.Lpl_round:
	s_mov_b32	s15, s11
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
.Lpl_loop:
.if .amdgcn.gfx_generation_number >= 12
	ds_bpermute_b32	v3, v2, v1
	s_wait_dscnt	0
	ds_bpermute_b32	v1, v2, v3
	s_wait_dscnt	0
	ds_bpermute_b32	v3, v2, v1
	s_wait_dscnt	0
	ds_bpermute_b32	v1, v2, v3
	s_wait_dscnt	0
	ds_bpermute_b32	v3, v2, v1
	s_wait_dscnt	0
	ds_bpermute_b32	v1, v2, v3
	s_wait_dscnt	0
	ds_bpermute_b32	v3, v2, v1
	s_wait_dscnt	0
	ds_bpermute_b32	v1, v2, v3
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_bpermute_b32	v3, v2, v1
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v1, v2, v3
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v3, v2, v1
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v1, v2, v3
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v3, v2, v1
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v1, v2, v3
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v3, v2, v1
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v1, v2, v3
	s_waitcnt	lgkmcnt(0)
.else
	ds_bpermute_b32	v3, v2, v1
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v1, v2, v3
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v3, v2, v1
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v1, v2, v3
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v3, v2, v1
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v1, v2, v3
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v3, v2, v1
	s_waitcnt	lgkmcnt(0)
	ds_bpermute_b32	v1, v2, v3
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
	s_cbranch_scc1	.Lpl_loop
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
	v_mov_b32	v40, s14
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
	s_add_u32	s14, s14, 64
	s_sub_u32	s12, s12, 1
	s_cmp_lg_u32	s12, 0
	s_cbranch_scc1	.Lpl_round
	s_endpgm

// ---------------------------------------------------------------- lds_bperm_tput
// ds_bpermute_b32 from lane + 1 (v2 holds the byte address of that lane),
// 8 independent, then one wait.

	.globl	lds_bperm_tput
	.p2align 8
	.type	lds_bperm_tput,@function
lds_bperm_tput:
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
	v_add_nc_u32	v2, 1, v0
	v_and_b32	v2, 31, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.elseif .amdgcn.gfx_generation_number == 11
	v_add_nc_u32	v2, 1, v0
	v_and_b32	v2, 31, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.else
	v_add_u32	v2, 1, v0
	v_and_b32	v2, 63, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.endif
	s_mov_b32	s14, 0
.Lpt_round:
	s_mov_b32	s15, s11
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
.Lpt_loop:
.if .amdgcn.gfx_generation_number >= 12
	ds_bpermute_b32	v8, v2, v1
	ds_bpermute_b32	v9, v2, v1
	ds_bpermute_b32	v10, v2, v1
	ds_bpermute_b32	v11, v2, v1
	ds_bpermute_b32	v12, v2, v1
	ds_bpermute_b32	v13, v2, v1
	ds_bpermute_b32	v14, v2, v1
	ds_bpermute_b32	v15, v2, v1
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_bpermute_b32	v8, v2, v1
	ds_bpermute_b32	v9, v2, v1
	ds_bpermute_b32	v10, v2, v1
	ds_bpermute_b32	v11, v2, v1
	ds_bpermute_b32	v12, v2, v1
	ds_bpermute_b32	v13, v2, v1
	ds_bpermute_b32	v14, v2, v1
	ds_bpermute_b32	v15, v2, v1
	s_waitcnt	lgkmcnt(0)
.else
	ds_bpermute_b32	v8, v2, v1
	ds_bpermute_b32	v9, v2, v1
	ds_bpermute_b32	v10, v2, v1
	ds_bpermute_b32	v11, v2, v1
	ds_bpermute_b32	v12, v2, v1
	ds_bpermute_b32	v13, v2, v1
	ds_bpermute_b32	v14, v2, v1
	ds_bpermute_b32	v15, v2, v1
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
	s_cbranch_scc1	.Lpt_loop
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
	v_mov_b32	v40, s14
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
	s_add_u32	s14, s14, 64
	s_sub_u32	s12, s12, 1
	s_cmp_lg_u32	s12, 0
	s_cbranch_scc1	.Lpt_round
	s_endpgm

// ---------------------------------------------------------------- lds_swz_lat
// ds_swizzle_b32 swapping neighbouring lanes (offset:swizzle(SWAP,1)),
// a dependent chain.

	.globl	lds_swz_lat
	.p2align 8
	.type	lds_swz_lat,@function
lds_swz_lat:
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
	v_add_nc_u32	v2, 1, v0
	v_and_b32	v2, 31, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.elseif .amdgcn.gfx_generation_number == 11
	v_add_nc_u32	v2, 1, v0
	v_and_b32	v2, 31, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.else
	v_add_u32	v2, 1, v0
	v_and_b32	v2, 63, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.endif
	s_mov_b32	s14, 0
.Lsl_round:
	s_mov_b32	s15, s11
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
.Lsl_loop:
.if .amdgcn.gfx_generation_number >= 12
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_wait_dscnt	0
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_wait_dscnt	0
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_wait_dscnt	0
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_wait_dscnt	0
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_wait_dscnt	0
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_wait_dscnt	0
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_wait_dscnt	0
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
.else
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v3, v1 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
	ds_swizzle_b32	v1, v3 offset:swizzle(SWAP,1)
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
	s_cbranch_scc1	.Lsl_loop
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
	v_mov_b32	v40, s14
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
	s_add_u32	s14, s14, 64
	s_sub_u32	s12, s12, 1
	s_cmp_lg_u32	s12, 0
	s_cbranch_scc1	.Lsl_round
	s_endpgm

// ---------------------------------------------------------------- lds_swz_tput
// ds_swizzle_b32 swapping neighbouring lanes (offset:swizzle(SWAP,1)),
// 8 independent, then one wait.

	.globl	lds_swz_tput
	.p2align 8
	.type	lds_swz_tput,@function
lds_swz_tput:
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
	v_add_nc_u32	v2, 1, v0
	v_and_b32	v2, 31, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.elseif .amdgcn.gfx_generation_number == 11
	v_add_nc_u32	v2, 1, v0
	v_and_b32	v2, 31, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.else
	v_add_u32	v2, 1, v0
	v_and_b32	v2, 63, v2
	v_lshlrev_b32	v2, 2, v2
	v_mov_b32	v1, v0
.endif
	s_mov_b32	s14, 0
.Lst_round:
	s_mov_b32	s15, s11
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
.Lst_loop:
.if .amdgcn.gfx_generation_number >= 12
	ds_swizzle_b32	v8, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v9, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v10, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v11, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v12, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v13, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v14, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v15, v1 offset:swizzle(SWAP,1)
	s_wait_dscnt	0
.elseif .amdgcn.gfx_generation_number == 11
	ds_swizzle_b32	v8, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v9, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v10, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v11, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v12, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v13, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v14, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v15, v1 offset:swizzle(SWAP,1)
	s_waitcnt	lgkmcnt(0)
.else
	ds_swizzle_b32	v8, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v9, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v10, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v11, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v12, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v13, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v14, v1 offset:swizzle(SWAP,1)
	ds_swizzle_b32	v15, v1 offset:swizzle(SWAP,1)
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
	s_cbranch_scc1	.Lst_loop
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
	v_mov_b32	v40, s14
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
	s_add_u32	s14, s14, 64
	s_sub_u32	s12, s12, 1
	s_cmp_lg_u32	s12, 0
	s_cbranch_scc1	.Lst_round
	s_endpgm

	.rodata
	.p2align 6
// .if cannot stand inside an .amdhsa_kernel block (llvm-mc-22): one block
// per generation family; gfx9 (gfx90a+) needs .amdhsa_accum_offset.
.if .amdgcn.gfx_generation_number == 9
	.amdhsa_kernel lds_chase
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel lds_bank
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel lds_bperm_lat
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel lds_bperm_tput
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel lds_swz_lat
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
	.amdhsa_kernel lds_swz_tput
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
.else
	.amdhsa_kernel lds_chase
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
	.end_amdhsa_kernel
	.amdhsa_kernel lds_bank
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
	.end_amdhsa_kernel
	.amdhsa_kernel lds_bperm_lat
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
	.end_amdhsa_kernel
	.amdhsa_kernel lds_bperm_tput
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
	.end_amdhsa_kernel
	.amdhsa_kernel lds_swz_lat
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
	.end_amdhsa_kernel
	.amdhsa_kernel lds_swz_tput
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_group_segment_fixed_size 16384
	.end_amdhsa_kernel
.endif
