// latency.s: pointer-chase latency of the vector and scalar memory paths.
//
// What it measures: the time one load takes when the address of every load
// is the value the previous one returned.  The host fills a buffer with a
// chain of 64-bit GPU addresses in a random single cycle (Sattolo's
// algorithm), one element every STRIDE bytes over the footprint, so no
// prefetcher or coalescer can guess the next address and every load waits
// for the one before it.  The footprint decides which cache level holds
// the chain; the sweep over footprints gives the latency curve, and large
// strides (one element per page) show the TLBs.
//
// Kernel arguments (the layout every probe shares, 40 bytes):
//   0x00 out    result records, 64 bytes per round (below)
//   0x08 a      address of the chain's first element
//   0x10 b      unused
//   0x18 p0     warm: untimed steps first, an even number (the host passes
//               the chain length, so the footprint is resident before timing)
//   0x1c p1     steps per timed round, a multiple of 8 (the loop is unrolled 8x)
//   0x20 p2     rounds: timed passes after the one warm-up (>= 1)
//   0x24 p3     unused
//
// Launch: one workgroup of one thread; the loads run on lane 0 alone, so
// each is one request for one line.
//
// Why the sequence is right:
// - Dependency: every load's address register is the previous load's
//   destination, and each load is followed by the wait for its own counter
//   (gfx12 s_wait_loadcnt / s_wait_kmcnt, gfx11 and gfx9 s_waitcnt vmcnt /
//   lgkmcnt), which the next load's address needs anyway; nothing else is
//   in flight, so the wait ends when the data returns.
// - Destination and address alternate between two register pairs: with
//   XNACK replay (gfx9) a load must not overwrite its own address.
// - Timer placement: REALTIME is requested first, then the shader-cycle
//   counter read (s_getreg is immediate; gfx9's s_memtime goes through the
//   scalar cache).  At the end the cycle counter is read first, right after
//   the last wait, then REALTIME.  The cycle interval covers the timed loop;
//   the REALTIME interval the loop plus one message round trip.  The timer
//   values return on the scalar-memory counter (KMcnt, gfx11/gfx9 LGKMcnt);
//   the wait for them comes after the end reads, outside the timed loop
//   (the scalar chase's own waits cover them earlier, also before timing
//   starts: there the start values are waited for first).
// - gfx11's SHADER_CYCLES is 20 bits wide (it wraps after ~1M cycles): each
//   iteration adds its delta (mod 2^20) into s28, so long chases do not
//   wrap; that is 5 SALU instructions per 8 loads inside the measured
//   interval (~0.6 cycles per load).  gfx12's SHADER_CYCLES_LO is 32 bits
//   (the host takes the difference mod 2^32), gfx9's s_memtime 64 bits.
// - The loop's own 3 SALU instructions are shared by 8 loads.
// - The record store is waited for (STOREcnt / VScnt / gfx9 VMcnt) before
//   the next round rewrites its data registers; outside the timed region.
//
// Result record (64 bytes per round): dwords 0-1 the cycle counter at
// start, 2-3 at end (gfx11: 0 and the accumulated count), 4-5 REALTIME at
// start, 6-7 at end, 8-9 the chain pointer after the round's last step
// (the host checks it against the chain it built), 10-15 zero.
//
// Registers: s[0:1] kernarg pointer; s[4:5] out, s[6:7] a, s[8:9] b,
// s10-s13 p0-p3 (the shared prologue); s14 record offset, s15 steps left;
// s[20:27] timer values, s28-s31 gfx11 cycle accumulation; the vector
// chain in v[0:1] / v[2:3], the scalar one in s[16:19].

	.text

// ---------------------------------------------------------------- lat_vector
	.globl	lat_vector
	.p2align 8
	.type	lat_vector,@function
lat_vector:
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
	v_mov_b32	v0, s6
	v_mov_b32	v1, s7
	// warm-up: walk the chain untimed (p0 steps, two per iteration)
	s_lshr_b32	s10, s10, 1
	s_cmp_eq_u32	s10, 0
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
	s_sub_u32	s10, s10, 1
	s_cmp_lg_u32	s10, 0
	s_cbranch_scc1	.Lv_warm
.Lv_warm_done:
	s_mov_b32	s14, 0
.Lv_round:
	s_mov_b32	s15, s11
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
	s_sub_u32	s15, s15, 8
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lv_loop
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
	v_mov_b32	v20, s14
.if .amdgcn.gfx_generation_number >= 12
	global_store_b128	v20, v[4:7], s[4:5]
	global_store_b128	v20, v[8:11], s[4:5] offset:16
	global_store_b128	v20, v[12:15], s[4:5] offset:32
	global_store_b128	v20, v[16:19], s[4:5] offset:48
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_store_b128	v20, v[4:7], s[4:5]
	global_store_b128	v20, v[8:11], s[4:5] offset:16
	global_store_b128	v20, v[12:15], s[4:5] offset:32
	global_store_b128	v20, v[16:19], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
.else
	global_store_dwordx4 v20, v[4:7], s[4:5]
	global_store_dwordx4 v20, v[8:11], s[4:5] offset:16
	global_store_dwordx4 v20, v[12:15], s[4:5] offset:32
	global_store_dwordx4 v20, v[16:19], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
.endif
	s_add_u32	s14, s14, 64
	s_sub_u32	s12, s12, 1
	s_cmp_lg_u32	s12, 0
	s_cbranch_scc1	.Lv_round
	s_endpgm

// ---------------------------------------------------------------- lat_scalar
// The same chase through the scalar data cache, into SGPRs; the start
// timer values are waited for before the loop, whose waits would
// otherwise cover them inside the timed interval.
	.globl	lat_scalar
	.p2align 8
	.type	lat_scalar,@function
lat_scalar:
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
	s_mov_b64	s[16:17], s[6:7]
	// warm-up: walk the chain untimed (p0 steps, two per iteration)
	s_lshr_b32	s10, s10, 1
	s_cmp_eq_u32	s10, 0
	s_cbranch_scc1	.Ls_warm_done
.Ls_warm:
.if .amdgcn.gfx_generation_number >= 12
	s_load_b64	s[18:19], s[16:17], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[16:17], s[18:19], 0x0
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	s_load_b64	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
.else
	s_load_dwordx2	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
.endif
	s_sub_u32	s10, s10, 1
	s_cmp_lg_u32	s10, 0
	s_cbranch_scc1	.Ls_warm
.Ls_warm_done:
	s_mov_b32	s14, 0
.Ls_round:
	s_mov_b32	s15, s11
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
.Ls_loop:
.if .amdgcn.gfx_generation_number >= 12
	s_load_b64	s[18:19], s[16:17], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[16:17], s[18:19], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[18:19], s[16:17], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[16:17], s[18:19], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[18:19], s[16:17], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[16:17], s[18:19], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[18:19], s[16:17], 0x0
	s_wait_kmcnt	0
	s_load_b64	s[16:17], s[18:19], 0x0
	s_wait_kmcnt	0
.elseif .amdgcn.gfx_generation_number == 11
	s_load_b64	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_b64	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.else
	s_load_dwordx2	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[18:19], s[16:17], 0x0
	s_waitcnt	lgkmcnt(0)
	s_load_dwordx2	s[16:17], s[18:19], 0x0
	s_waitcnt	lgkmcnt(0)
.endif
	s_sub_u32	s15, s15, 8
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Ls_loop
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
	v_mov_b32	v4, s22
	v_mov_b32	v5, s23
	v_mov_b32	v6, s26
	v_mov_b32	v7, s27
	v_mov_b32	v8, s20
	v_mov_b32	v9, s21
	v_mov_b32	v10, s24
	v_mov_b32	v11, s25
	v_mov_b32	v12, s16
	v_mov_b32	v13, s17
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v16, 0
	v_mov_b32	v17, 0
	v_mov_b32	v18, 0
	v_mov_b32	v19, 0
	v_mov_b32	v20, s14
.if .amdgcn.gfx_generation_number >= 12
	global_store_b128	v20, v[4:7], s[4:5]
	global_store_b128	v20, v[8:11], s[4:5] offset:16
	global_store_b128	v20, v[12:15], s[4:5] offset:32
	global_store_b128	v20, v[16:19], s[4:5] offset:48
	s_wait_storecnt	0
.elseif .amdgcn.gfx_generation_number == 11
	global_store_b128	v20, v[4:7], s[4:5]
	global_store_b128	v20, v[8:11], s[4:5] offset:16
	global_store_b128	v20, v[12:15], s[4:5] offset:32
	global_store_b128	v20, v[16:19], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
.else
	global_store_dwordx4 v20, v[4:7], s[4:5]
	global_store_dwordx4 v20, v[8:11], s[4:5] offset:16
	global_store_dwordx4 v20, v[12:15], s[4:5] offset:32
	global_store_dwordx4 v20, v[16:19], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
.endif
	s_add_u32	s14, s14, 64
	s_sub_u32	s12, s12, 1
	s_cmp_lg_u32	s12, 0
	s_cbranch_scc1	.Ls_round
	s_endpgm

	.rodata
	.p2align 6
// .if cannot stand inside an .amdhsa_kernel block (llvm-mc-22): one block
// per generation family; gfx9 (gfx90a+) needs .amdhsa_accum_offset.
.if .amdgcn.gfx_generation_number == 9
	.amdhsa_kernel lat_vector
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
	.amdhsa_kernel lat_scalar
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
.else
	.amdhsa_kernel lat_vector
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel lat_scalar
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.endif
