// latency.s: pointer-chase latency of the vector and scalar memory paths.
//
// What it measures: the time one load takes when the address of every load
// is the value the previous one returned.  The host fills a buffer with a
// chain of 64-bit GPU addresses in a random single cycle (Sattolo's
// algorithm), one element every STRIDE bytes over the footprint, so no
// prefetcher or coalescer can guess the next address and every load waits
// for the one before it.  The footprint decides which cache level holds
// the chain; the sweep over footprints gives the latency curve.
//
// Kernel arguments (32 bytes, the layout every probe shares):
//   0x00 out: the per-wave result record (64 bytes, see below)
//   0x08 start: address of the chain's first element
//   0x10 warm: untimed steps first (the host passes >= the chain length,
//        so the whole footprint is resident before the timed steps)
//   0x14 steps: timed steps (a multiple of 8: the loop is unrolled 8 times)
//
// Launch: one workgroup of one thread; the loads run on lane 0 alone, so
// each is one request for one line.
//
// Why the sequence is right:
// - Dependency: every load's address register is the previous load's
//   destination, and each load is followed by the wait for its own counter
//   (gfx12 s_wait_loadcnt / s_wait_kmcnt, gfx11 and gfx9 s_waitcnt vmcnt /
//   lgkmcnt), which is what the next load's address needs anyway; nothing
//   else is in flight, so the wait ends exactly when the data returns.
// - Destination and address alternate between two register pairs: with
//   XNACK replay (gfx9) a load must not overwrite its own address.
// - Timer placement: REALTIME is requested first, then the shader-cycle
//   counter is read (s_getreg is immediate); at the end the cycle counter
//   is read first, right after the last wait, then REALTIME.  The cycle
//   interval thus covers exactly the timed loop; the REALTIME one the loop
//   plus one message round trip.  gfx9's s_memtime/s_memrealtime and the
//   gfx11/gfx12 REALTIME message return through the scalar-memory counter;
//   the final wait for it (KMcnt / LGKMcnt 0) comes after the end reads,
//   outside the timed loop.
// - gfx11's SHADER_CYCLES is 20 bits wide (wraps after ~1M cycles): the
//   loop adds each iteration's delta (mod 2^20) into s28, so long chases
//   do not wrap; that costs 5 SALU instructions per 8 loads, inside the
//   measured interval (~0.6 cycles per load).
// - The loop's own 3 SALU instructions are shared by 8 loads.
//
// Result record (64 bytes at out): dwords 0-1 cycle counter at start,
// 2-3 at end (gfx11: 0 and the accumulated count), 4-5 REALTIME at start,
// 6-7 at end, 8-9 the chain pointer after the last step (the host checks
// it against the chain it built), 10-15 zero.
//
// Registers: s[0:1] kernarg pointer, s2 workgroup id; s[4:7] out, start,
// s8 warm, s9 steps; s[20:27] timer values; s28-s31 gfx11 cycle
// accumulation; vector chain in v[0:1] / v[2:3], scalar in s[12:15].

	.text

// ---------------------------------------------------------------- vector
	.globl	lat_vector
	.p2align 8
	.type	lat_vector,@function
lat_vector:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b128	s[4:7], s[0:1], 0x0
	s_load_b64	s[8:9], s[0:1], 0x10
.else
	s_load_dwordx4	s[4:7], s[0:1], 0x0
	s_load_dwordx2	s[8:9], s[0:1], 0x10
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, s6
	v_mov_b32	v1, s7
	// warm-up: walk the chain untimed (s8 steps, two per iteration)
	s_lshr_b32	s8, s8, 1
	s_cmp_eq_u32	s8, 0
	s_cbranch_scc1	.Lv_warm_done
.Lv_warm:
.if .amdgcn.gfx_generation_number >= 12
	global_load_b64	v[2:3], v[0:1], off
	s_wait_loadcnt	0
	global_load_b64	v[0:1], v[2:3], off
	s_wait_loadcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_load_b64	v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_b64	v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
.else
	global_load_dwordx2 v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
.endif
	s_sub_u32	s8, s8, 1
	s_cmp_lg_u32	s8, 0
	s_cbranch_scc1	.Lv_warm
.Lv_warm_done:
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_memtime	s[22:23]
.endif
.Lv_loop:
.if .amdgcn.gfx_generation_number >= 12
	global_load_b64	v[2:3], v[0:1], off
	s_wait_loadcnt	0
	global_load_b64	v[0:1], v[2:3], off
	s_wait_loadcnt	0
	global_load_b64	v[2:3], v[0:1], off
	s_wait_loadcnt	0
	global_load_b64	v[0:1], v[2:3], off
	s_wait_loadcnt	0
	global_load_b64	v[2:3], v[0:1], off
	s_wait_loadcnt	0
	global_load_b64	v[0:1], v[2:3], off
	s_wait_loadcnt	0
	global_load_b64	v[2:3], v[0:1], off
	s_wait_loadcnt	0
	global_load_b64	v[0:1], v[2:3], off
	s_wait_loadcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_load_b64	v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_b64	v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
	global_load_b64	v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_b64	v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
	global_load_b64	v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_b64	v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
	global_load_b64	v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_b64	v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.else
	global_load_dwordx2 v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
	global_load_dwordx2 v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
	global_load_dwordx2 v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
	global_load_dwordx2 v[2:3], v[0:1], off
	s_waitcnt	vmcnt(0)
	global_load_dwordx2 v[0:1], v[2:3], off
	s_waitcnt	vmcnt(0)
.endif
	s_sub_u32	s9, s9, 8
	s_cmp_lg_u32	s9, 0
	s_cbranch_scc1	.Lv_loop
	// timer end
.if .amdgcn.gfx_generation_number >= 12
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
.else
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
.endif
	// record: timers, then the final pointer
	v_mov_b32	v4, s22
	v_mov_b32	v5, s23
	v_mov_b32	v6, s26
	v_mov_b32	v7, s27
	v_mov_b32	v8, s20
	v_mov_b32	v9, s21
	v_mov_b32	v10, s24
	v_mov_b32	v11, s25
	v_mov_b32	v12, v0
	v_mov_b32	v13, v1
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v16, 0
	v_mov_b32	v17, 0
	v_mov_b32	v18, 0
	v_mov_b32	v19, 0
	v_mov_b32	v20, 0
.if .amdgcn.gfx_generation_number >= 11
	global_store_b128 v20, v[4:7], s[4:5]
	global_store_b128 v20, v[8:11], s[4:5] offset:16
	global_store_b128 v20, v[12:15], s[4:5] offset:32
	global_store_b128 v20, v[16:19], s[4:5] offset:48
.else
	global_store_dwordx4 v20, v[4:7], s[4:5]
	global_store_dwordx4 v20, v[8:11], s[4:5] offset:16
	global_store_dwordx4 v20, v[12:15], s[4:5] offset:32
	global_store_dwordx4 v20, v[16:19], s[4:5] offset:48
.endif
	s_endpgm

// ---------------------------------------------------------------- scalar
// The same chase through the scalar data cache: s_load into SGPRs.
	.globl	lat_scalar
	.p2align 8
	.type	lat_scalar,@function
lat_scalar:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b128	s[4:7], s[0:1], 0x0
	s_load_b64	s[8:9], s[0:1], 0x10
.else
	s_load_dwordx4	s[4:7], s[0:1], 0x0
	s_load_dwordx2	s[8:9], s[0:1], 0x10
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b64	s[12:13], s[6:7]
	s_lshr_b32	s8, s8, 1
	s_cmp_eq_u32	s8, 0
	s_cbranch_scc1	.Ls_warm_done
.Ls_warm:
.if .amdgcn.gfx_generation_number >= 12
	s_load_b64	s[14:15], s[12:13], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[12:13], s[14:15], 0x0
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	s_load_b64	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
.else
	s_load_dwordx2	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
.endif
	s_sub_u32	s8, s8, 1
	s_cmp_lg_u32	s8, 0
	s_cbranch_scc1	.Ls_warm
.Ls_warm_done:
	// timer start; on gfx9 the timer values return on LGKMcnt like the
	// chase's loads, so the first wait in the loop covers them too
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
	s_waitcnt	lgkmcnt(0)
.else
	s_memrealtime	s[20:21]
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
.Ls_loop:
.if .amdgcn.gfx_generation_number >= 12
	s_load_b64	s[14:15], s[12:13], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[12:13], s[14:15], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[14:15], s[12:13], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[12:13], s[14:15], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[14:15], s[12:13], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[12:13], s[14:15], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[14:15], s[12:13], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[12:13], s[14:15], 0x0
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	s_load_b64	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.else
	s_load_dwordx2	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[14:15], s[12:13], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[12:13], s[14:15], 0x0
	s_waitcnt	lgkmcnt(0)
.endif
	s_sub_u32	s9, s9, 8
	s_cmp_lg_u32	s9, 0
	s_cbranch_scc1	.Ls_loop
.if .amdgcn.gfx_generation_number >= 12
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
.else
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v4, s22
	v_mov_b32	v5, s23
	v_mov_b32	v6, s26
	v_mov_b32	v7, s27
	v_mov_b32	v8, s20
	v_mov_b32	v9, s21
	v_mov_b32	v10, s24
	v_mov_b32	v11, s25
	v_mov_b32	v12, s12
	v_mov_b32	v13, s13
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v16, 0
	v_mov_b32	v17, 0
	v_mov_b32	v18, 0
	v_mov_b32	v19, 0
	v_mov_b32	v20, 0
.if .amdgcn.gfx_generation_number >= 11
	global_store_b128 v20, v[4:7], s[4:5]
	global_store_b128 v20, v[8:11], s[4:5] offset:16
	global_store_b128 v20, v[12:15], s[4:5] offset:32
	global_store_b128 v20, v[16:19], s[4:5] offset:48
.else
	global_store_dwordx4 v20, v[4:7], s[4:5]
	global_store_dwordx4 v20, v[8:11], s[4:5] offset:16
	global_store_dwordx4 v20, v[12:15], s[4:5] offset:32
	global_store_dwordx4 v20, v[16:19], s[4:5] offset:48
.endif
	s_endpgm

	.rodata
	.p2align 6
// .if cannot stand inside an .amdhsa_kernel block (llvm-mc-22): one block
// per generation family; gfx9 (gfx90a+) needs .amdhsa_accum_offset.
.if .amdgcn.gfx_generation_number == 9
	.amdhsa_kernel lat_vector
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 32
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
	.amdhsa_kernel lat_scalar
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 32
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
.else
	.amdhsa_kernel lat_vector
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 32
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel lat_scalar
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 32
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.endif
