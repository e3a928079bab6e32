// launch.s: kernels for the launch benchmark.
//
// - empty: s_endpgm alone, for the submit-to-fence latency of one dispatch
//   and the rate of back-to-back dispatches (the host builds the PM4 stream).
// - clock_spin: p1 iterations of 8 dependent scalar adds between the timer
//   reads: the shader clock's rate against REALTIME (cycles over REALTIME
//   ticks) and, timed by the CP around the dispatch, the CP timestamp
//   clock against the host's.
//
// Kernel arguments of clock_spin (the shared 40-byte layout):
//   0x00 out    one 64-byte timer record (latency.s's layout)
//   0x1c p1     iterations (>= 1)
//
// Why the sequence is right: the adds depend on each other through s14 and
// SCC-free s_add_u32 chains issue one per cycle at most, so the loop keeps
// the wave busy without memory traffic; timer placement as in latency.s
// (gfx11 accumulates its 20-bit counter every iteration).
//
// Registers: s[4:13] the shared arguments; s14 the chain, s15 iterations
// left; s[20:31] timers; v40 record offset, v[44:59] the record.

	.text

	.globl	empty
	.p2align 8
	.type	empty,@function
empty:
	s_endpgm

	.globl	clock_spin
	.p2align 8
	.type	clock_spin,@function
clock_spin:
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
	s_mov_b32	s14, 0
.Lspin:
	s_add_u32	s14, s14, 1
	s_add_u32	s14, s14, 1
	s_add_u32	s14, s14, 1
	s_add_u32	s14, s14, 1
	s_add_u32	s14, s14, 1
	s_add_u32	s14, s14, 1
	s_add_u32	s14, s14, 1
	s_add_u32	s14, s14, 1
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 1
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lspin
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
	v_mov_b32	v40, 0
	v_mov_b32	v44, s22
	v_mov_b32	v45, s23
	v_mov_b32	v46, s26
	v_mov_b32	v47, s27
	v_mov_b32	v48, s20
	v_mov_b32	v49, s21
	v_mov_b32	v50, s24
	v_mov_b32	v51, s25
	v_mov_b32	v52, s14
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

	.rodata
	.p2align 6
// .if cannot stand inside an .amdhsa_kernel block (llvm-mc-22): one block
// per generation family; gfx9 (gfx90a+) needs .amdhsa_accum_offset.
.if .amdgcn.gfx_generation_number == 9
	.amdhsa_kernel empty
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
		.amdhsa_accum_offset 4
	.end_amdhsa_kernel
	.amdhsa_kernel clock_spin
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 60
	.end_amdhsa_kernel
.else
	.amdhsa_kernel empty
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
	.amdhsa_kernel clock_spin
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 60
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.endif
