// tests/kernels/copy.s: dst[i] = src[i] for the first n dwords, one thread
// per dword (i = group * 64 + x), for moving bytes of any element type.
// Kernel arguments (20 bytes): 0x00 src, 0x08 dst (global pointers), 0x10 n (u32).
	.text
	.globl	copy
	.p2align 8
	.type	copy,@function
copy:
	s_load_b128	s[4:7], s[0:1], 0x0		// src, dst
	s_load_b32	s8, s[0:1], 0x10		// n
	s_lshl_b32	s3, s2, 6
	v_add_nc_u32	v1, s3, v0			// i
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_cmp_gt_u32	vcc_lo, s8, v1
	s_and_saveexec_b32 s9, vcc_lo
	s_cbranch_execz	.Ldone
	v_lshlrev_b32	v2, 2, v1
	global_load_b32	v3, v2, s[4:5]
.if .amdgcn.gfx_generation_number >= 12
	s_wait_loadcnt	0
.else
	s_waitcnt	vmcnt(0)
.endif
	global_store_b32 v2, v3, s[6:7]
.Ldone:
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel copy
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 20
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 10
	.end_amdhsa_kernel
