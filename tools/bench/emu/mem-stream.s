// tools/bench/emu/mem-stream.s: the memory-bound emulator benchmark (make
// bench).  out[i] = in[i] + 1.0 over 16-byte chunks: each thread loads one
// b128, adds to its four dwords and stores them.  Arguments: in, out
// (buffers), n (chunks).  256 threads per workgroup, wave32 on gfx11/gfx12.
	.text
	.globl	mem_stream
	.p2align 8
	.type	mem_stream,@function
mem_stream:
	s_load_b128	s[4:7], s[0:1], 0x0		// in, out
	s_load_b32	s8, s[0:1], 0x10		// n
	s_lshl_b32	s9, s2, 8			// first chunk of this workgroup
	v_add_nc_u32	v1, s9, v0			// chunk index
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_cmp_gt_u32	vcc_lo, s8, v1
	s_and_saveexec_b32 s10, vcc_lo
	s_cbranch_execz	.Ldone
	v_lshlrev_b32	v1, 4, v1			// byte offset
	global_load_b128 v[4:7], v1, s[4:5]
.if .amdgcn.gfx_generation_number >= 12
	s_wait_loadcnt	0
.else
	s_waitcnt	vmcnt(0)
.endif
	v_add_f32	v4, 1.0, v4
	v_add_f32	v5, 1.0, v5
	v_add_f32	v6, 1.0, v6
	v_add_f32	v7, 1.0, v7
	global_store_b128 v1, v[4:7], s[6:7]
.Ldone:
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel mem_stream
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 20
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 11
	.end_amdhsa_kernel
