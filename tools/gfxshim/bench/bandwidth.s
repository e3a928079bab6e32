// bandwidth.s: read, write and copy bandwidth over a footprint.
//
// What it measures: bytes per second when many waves stream a footprint of
// F bytes with 16-byte accesses.  Every workgroup walks the whole footprint
// in 16 KiB blocks (256 threads x 4 accesses x 16 bytes), each starting at
// its own block, so small footprints stay in the caches next to the CUs and
// large ones come from L2, the Infinity Cache or DRAM; the footprint sweep
// gives one curve per kernel.  Time comes from the command processor's
// timestamps around the dispatch (the host side), not from the kernel.
//
// Kernel arguments (the shared 40-byte layout):
//   0x00 out    bw_read: one dword per thread, the sum of what it read
//               (the host checks workgroup 0's sums)
//   0x08 a      source buffer (read, copy)
//   0x10 b      destination buffer (write, copy)
//   0x18 p0     F, the footprint in bytes: a multiple of 16 KiB
//   0x1c p1     passes over the footprint
//   0x20 p2     unused
//   0x24 p3     step: first block of workgroup w is (w * step) mod (F / 16 KiB)
//
// Launch: workgroups of 256 threads (8 wave32 or 4 wave64), as many as it
// takes to fill the GPU.
//
// Why the sequence is right:
// - 16-byte accesses (b128 / dwordx4), consecutive threads 16 bytes apart:
//   every wave's access is whole cache lines, coalesced.
// - Four accesses per thread per block are in flight together; the read
//   kernel waits once per block and adds one dword of each load into a sum
//   (a use of the data, checked by the host); stores are not waited for
//   inside the loop: the end-of-pipe fence after the dispatch covers them.
// - The block index advances and wraps with scalar instructions (the whole
//   wave agrees), so address arithmetic costs no vector work.
// - Copy reuses the load registers for the stores right after the load
//   wait: a store reads its data when it issues.
//
// Registers: s[0:1] kernarg pointer, s2 workgroup id; s[4:13] the shared
// arguments; s14 block index, s15 blocks in F, s16 iterations left,
// s[18:19] source + block offset, s[24:25] destination + block offset;
// v0 thread id, v1-v4 the four offsets within a block, v5 the sum,
// v[8:23] data.

	.text

// ---------------------------------------------------------------- bw_read
// Read: 4 loads per block, one wait, the sum of one dword of each.

	.globl	bw_read
	.p2align 8
	.type	bw_read,@function
bw_read:
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
	// offsets of this thread's four accesses within a block
	v_lshlrev_b32	v1, 4, v0
.if .amdgcn.gfx_generation_number >= 11
	v_add_nc_u32	v2, 0x1000, v1
	v_add_nc_u32	v3, 0x2000, v1
	v_add_nc_u32	v4, 0x3000, v1
.else
	v_add_u32	v2, 0x1000, v1
	v_add_u32	v3, 0x2000, v1
	v_add_u32	v4, 0x3000, v1
.endif
	// first block: (workgroup * step) mod blocks
	s_lshr_b32	s15, s10, 14
	s_mul_i32	s14, s2, s13
.Lmod_r:
	s_cmp_lt_u32	s14, s15
	s_cbranch_scc1	.Lmod_done_r
	s_sub_u32	s14, s14, s15
	s_branch	.Lmod_r
.Lmod_done_r:
	s_mul_i32	s16, s11, s15
	v_mov_b32	v5, 0
.Lr_loop:
	s_lshl_b32	s17, s14, 14
	s_add_u32	s18, s6, s17
	s_addc_u32	s19, s7, 0
.if .amdgcn.gfx_generation_number >= 12
	global_load_b128	v[8:11], v1, s[18:19]
	global_load_b128	v[12:15], v2, s[18:19]
	global_load_b128	v[16:19], v3, s[18:19]
	global_load_b128	v[20:23], v4, s[18:19]
	s_wait_loadcnt	0
	v_add_nc_u32	v5, v5, v8
	v_add_nc_u32	v5, v5, v12
	v_add_nc_u32	v5, v5, v16
	v_add_nc_u32	v5, v5, v20
.elseif .amdgcn.gfx_generation_number == 11
	global_load_b128	v[8:11], v1, s[18:19]
	global_load_b128	v[12:15], v2, s[18:19]
	global_load_b128	v[16:19], v3, s[18:19]
	global_load_b128	v[20:23], v4, s[18:19]
	s_waitcnt	vmcnt(0)
	v_add_nc_u32	v5, v5, v8
	v_add_nc_u32	v5, v5, v12
	v_add_nc_u32	v5, v5, v16
	v_add_nc_u32	v5, v5, v20
.else
	global_load_dwordx4 v[8:11], v1, s[18:19]
	global_load_dwordx4 v[12:15], v2, s[18:19]
	global_load_dwordx4 v[16:19], v3, s[18:19]
	global_load_dwordx4 v[20:23], v4, s[18:19]
	s_waitcnt	vmcnt(0)
	v_add_u32	v5, v5, v8
	v_add_u32	v5, v5, v12
	v_add_u32	v5, v5, v16
	v_add_u32	v5, v5, v20
.endif
	s_add_u32	s14, s14, 1
	s_cmp_eq_u32	s14, s15
	s_cselect_b32	s14, 0, s14
	s_sub_u32	s16, s16, 1
	s_cmp_lg_u32	s16, 0
	s_cbranch_scc1	.Lr_loop
	// this thread's sum at out + (workgroup * 256 + thread) * 4
	v_lshlrev_b32	v6, 2, v0
	s_lshl_b32	s17, s2, 10
.if .amdgcn.gfx_generation_number >= 11
	v_add_nc_u32	v6, s17, v6
	global_store_b32 v6, v5, s[4:5]
.else
	v_add_u32	v6, s17, v6
	global_store_dword v6, v5, s[4:5]
.endif
	s_endpgm

// ---------------------------------------------------------------- bw_write
// Write: 4 stores of a constant pattern per block (0x600df00d in every dword).

	.globl	bw_write
	.p2align 8
	.type	bw_write,@function
bw_write:
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
	// offsets of this thread's four accesses within a block
	v_lshlrev_b32	v1, 4, v0
.if .amdgcn.gfx_generation_number >= 11
	v_add_nc_u32	v2, 0x1000, v1
	v_add_nc_u32	v3, 0x2000, v1
	v_add_nc_u32	v4, 0x3000, v1
.else
	v_add_u32	v2, 0x1000, v1
	v_add_u32	v3, 0x2000, v1
	v_add_u32	v4, 0x3000, v1
.endif
	// first block: (workgroup * step) mod blocks
	s_lshr_b32	s15, s10, 14
	s_mul_i32	s14, s2, s13
.Lmod_w:
	s_cmp_lt_u32	s14, s15
	s_cbranch_scc1	.Lmod_done_w
	s_sub_u32	s14, s14, s15
	s_branch	.Lmod_w
.Lmod_done_w:
	s_mul_i32	s16, s11, s15
	v_mov_b32	v8, 0x600df00d
	v_mov_b32	v9, 0x600df00d
	v_mov_b32	v10, 0x600df00d
	v_mov_b32	v11, 0x600df00d
	v_mov_b32	v12, 0x600df00d
	v_mov_b32	v13, 0x600df00d
	v_mov_b32	v14, 0x600df00d
	v_mov_b32	v15, 0x600df00d
	v_mov_b32	v16, 0x600df00d
	v_mov_b32	v17, 0x600df00d
	v_mov_b32	v18, 0x600df00d
	v_mov_b32	v19, 0x600df00d
	v_mov_b32	v20, 0x600df00d
	v_mov_b32	v21, 0x600df00d
	v_mov_b32	v22, 0x600df00d
	v_mov_b32	v23, 0x600df00d
.Lw_loop:
	s_lshl_b32	s17, s14, 14
	s_add_u32	s24, s8, s17
	s_addc_u32	s25, s9, 0
.if .amdgcn.gfx_generation_number >= 12
	global_store_b128	v1, v[8:11], s[24:25]
	global_store_b128	v2, v[12:15], s[24:25]
	global_store_b128	v3, v[16:19], s[24:25]
	global_store_b128	v4, v[20:23], s[24:25]
.elseif .amdgcn.gfx_generation_number == 11
	global_store_b128	v1, v[8:11], s[24:25]
	global_store_b128	v2, v[12:15], s[24:25]
	global_store_b128	v3, v[16:19], s[24:25]
	global_store_b128	v4, v[20:23], s[24:25]
.else
	global_store_dwordx4 v1, v[8:11], s[24:25]
	global_store_dwordx4 v2, v[12:15], s[24:25]
	global_store_dwordx4 v3, v[16:19], s[24:25]
	global_store_dwordx4 v4, v[20:23], s[24:25]
.endif
	s_add_u32	s14, s14, 1
	s_cmp_eq_u32	s14, s15
	s_cselect_b32	s14, 0, s14
	s_sub_u32	s16, s16, 1
	s_cmp_lg_u32	s16, 0
	s_cbranch_scc1	.Lw_loop
	s_endpgm

// ---------------------------------------------------------------- bw_copy
// Copy: 4 loads from a, one wait, the same 4 stores to b.

	.globl	bw_copy
	.p2align 8
	.type	bw_copy,@function
bw_copy:
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
	// offsets of this thread's four accesses within a block
	v_lshlrev_b32	v1, 4, v0
.if .amdgcn.gfx_generation_number >= 11
	v_add_nc_u32	v2, 0x1000, v1
	v_add_nc_u32	v3, 0x2000, v1
	v_add_nc_u32	v4, 0x3000, v1
.else
	v_add_u32	v2, 0x1000, v1
	v_add_u32	v3, 0x2000, v1
	v_add_u32	v4, 0x3000, v1
.endif
	// first block: (workgroup * step) mod blocks
	s_lshr_b32	s15, s10, 14
	s_mul_i32	s14, s2, s13
.Lmod_c:
	s_cmp_lt_u32	s14, s15
	s_cbranch_scc1	.Lmod_done_c
	s_sub_u32	s14, s14, s15
	s_branch	.Lmod_c
.Lmod_done_c:
	s_mul_i32	s16, s11, s15
.Lc_loop:
	s_lshl_b32	s17, s14, 14
	s_add_u32	s18, s6, s17
	s_addc_u32	s19, s7, 0
	s_lshl_b32	s17, s14, 14
	s_add_u32	s24, s8, s17
	s_addc_u32	s25, s9, 0
.if .amdgcn.gfx_generation_number >= 12
	global_load_b128	v[8:11], v1, s[18:19]
	global_load_b128	v[12:15], v2, s[18:19]
	global_load_b128	v[16:19], v3, s[18:19]
	global_load_b128	v[20:23], v4, s[18:19]
	s_wait_loadcnt	0
	global_store_b128	v1, v[8:11], s[24:25]
	global_store_b128	v2, v[12:15], s[24:25]
	global_store_b128	v3, v[16:19], s[24:25]
	global_store_b128	v4, v[20:23], s[24:25]
.elseif .amdgcn.gfx_generation_number == 11
	global_load_b128	v[8:11], v1, s[18:19]
	global_load_b128	v[12:15], v2, s[18:19]
	global_load_b128	v[16:19], v3, s[18:19]
	global_load_b128	v[20:23], v4, s[18:19]
	s_waitcnt	vmcnt(0)
	global_store_b128	v1, v[8:11], s[24:25]
	global_store_b128	v2, v[12:15], s[24:25]
	global_store_b128	v3, v[16:19], s[24:25]
	global_store_b128	v4, v[20:23], s[24:25]
.else
	global_load_dwordx4 v[8:11], v1, s[18:19]
	global_load_dwordx4 v[12:15], v2, s[18:19]
	global_load_dwordx4 v[16:19], v3, s[18:19]
	global_load_dwordx4 v[20:23], v4, s[18:19]
	s_waitcnt	vmcnt(0)
	global_store_dwordx4 v1, v[8:11], s[24:25]
	global_store_dwordx4 v2, v[12:15], s[24:25]
	global_store_dwordx4 v3, v[16:19], s[24:25]
	global_store_dwordx4 v4, v[20:23], s[24:25]
.endif
	s_add_u32	s14, s14, 1
	s_cmp_eq_u32	s14, s15
	s_cselect_b32	s14, 0, s14
	s_sub_u32	s16, s16, 1
	s_cmp_lg_u32	s16, 0
	s_cbranch_scc1	.Lc_loop
	s_endpgm

	.rodata
	.p2align 6
// .if cannot stand inside an .amdhsa_kernel block (llvm-mc-22): one block
// per generation family; gfx9 (gfx90a+) needs .amdhsa_accum_offset.
.if .amdgcn.gfx_generation_number == 9
	.amdhsa_kernel bw_read
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
	.amdhsa_kernel bw_write
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
	.amdhsa_kernel bw_copy
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 24
	.end_amdhsa_kernel
.else
	.amdhsa_kernel bw_read
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel bw_write
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel bw_copy
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 24
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.endif
