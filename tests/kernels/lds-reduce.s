// A workgroup-wide sum through LDS: 256 threads (8 wave32 waves) each store
// a[i] in LDS, then halve the active threads with a barrier between steps
// (tid < stride adds lds[tid + stride] into lds[tid]); every thread writes
// its workgroup's total to c[i].  The waits before each barrier make the
// LDS writes visible to the other waves; the emulator's checker stops a
// kernel without them.
//
// Kernel arguments: 0x00 a: u32*, 0x08 c: u32*.  Launch with --block 256.
//
//   gfxshim run tests/kernels/lds-reduce.s --target gfx1201 --block 256 \
//       --arg a=buf:u32:256:iota --arg c=buf:u32:256 --expect c=32640

	.text
	.globl	lds_reduce
	.p2align 8
	.type	lds_reduce,@function
lds_reduce:
	s_load_b128	s[4:7], s[0:1], 0x0		// a, c
	v_lshlrev_b32	v1, 2, v0			// LDS byte address of this thread
	s_lshl_b32	s3, s2, 10			// workgroup * 256 * 4
	v_add_nc_u32	v2, s3, v1			// byte offset of element i
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	global_load_b32	v3, v2, s[4:5]
.if .amdgcn.gfx_generation_number >= 12
	s_wait_loadcnt	0
.else
	s_waitcnt	vmcnt(0)
.endif
	ds_store_b32	v1, v3
	s_movk_i32	s8, 0x80			// stride in elements
.Lstep:
	// (the wait for the LDS writes belongs here)
.if .amdgcn.gfx_generation_number >= 12
	s_wait_dscnt	0
	s_barrier_signal	-1
	s_barrier_wait	-1
.else
	s_waitcnt	lgkmcnt(0)
	s_barrier
.endif
	v_cmp_gt_u32	vcc_lo, s8, v0			// tid < stride
	s_and_saveexec_b32	s9, vcc_lo
	s_lshl_b32	s10, s8, 2
	v_add_nc_u32	v4, s10, v1
	ds_load_b32	v5, v4				// lds[tid + stride]
	// (the wait for the LDS load belongs here)
.if .amdgcn.gfx_generation_number >= 12
	s_wait_dscnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_add_nc_u32	v3, v3, v5
	ds_store_b32	v1, v3
	s_mov_b32	exec_lo, s9
	s_lshr_b32	s8, s8, 1
	s_cmp_lg_u32	s8, 0
	s_cbranch_scc1	.Lstep
.if .amdgcn.gfx_generation_number >= 12
	s_wait_dscnt	0
	s_barrier_signal	-1
	s_barrier_wait	-1
.else
	s_waitcnt	lgkmcnt(0)
	s_barrier
.endif
	v_mov_b32	v6, 0
	ds_load_b32	v5, v6				// the total
.if .amdgcn.gfx_generation_number >= 12
	s_wait_dscnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	global_store_b32	v2, v5, s[6:7]
	s_endpgm
.Lend:
	.size	lds_reduce, .Lend-lds_reduce

	.rodata
	.p2align 6
	.amdhsa_kernel lds_reduce
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 16
		.amdhsa_group_segment_fixed_size 1024
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 11
	.end_amdhsa_kernel
