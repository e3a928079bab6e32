// examples/vadd.s: c[i] = a[i] + b[i] for every i < n, one thread per element.
//
// Kernel arguments (kernarg segment, 28 bytes):
//   0x00 a: global float*     0x08 b: global float*
//   0x10 c: global float*     0x18 n: u32
// Launch with 64 threads per workgroup (the kernel computes i = group * 64 + x).
//
// One source for RDNA3 (gfx11) and RDNA4 (gfx12): the wait instructions
// differ, chosen with .if on LLVM's predefined .amdgcn.gfx_generation_number
// (clang-22 and llvm-mc-22 -triple amdgcn-amd-amdhsa accept the same file).
//
//   gfxshim run examples/vadd.s --target gfx1201 --grid 4 --block 64 \
//       --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 \
//       --arg c=buf:f32:256 --arg n=u32:256 --expect c=a+b

	.text
	.globl	vadd
	.p2align 8
	.type	vadd,@function
vadd:
	// s[0:1] kernarg pointer, s2 workgroup id x, v0 thread id x
	s_load_b128	s[4:7], s[0:1], 0x0		// a, b
	s_load_b64	s[8:9], s[0:1], 0x10		// c
	s_load_b32	s10, s[0:1], 0x18		// n
	s_lshl_b32	s3, s2, 6			// first element of this workgroup
	v_add_nc_u32	v1, s3, v0			// i
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_cmp_gt_u32	vcc_lo, s10, v1			// i < n ?
	s_and_saveexec_b32 s11, vcc_lo
	s_cbranch_execz	.Ldone
	v_lshlrev_b32	v2, 2, v1			// byte offset
	global_load_b32	v3, v2, s[4:5]			// a[i]
	global_load_b32	v4, v2, s[6:7]			// b[i]
	v_add_co_u32	v5, vcc_lo, s8, v2		// &c[i], 64-bit add
	v_add_co_ci_u32	v6, vcc_lo, s9, 0, vcc_lo
.if .amdgcn.gfx_generation_number >= 12
	s_wait_loadcnt	0
.else
	s_waitcnt	vmcnt(0)
.endif
	v_add_f32	v3, v3, v4
	global_store_b32 v[5:6], v3, off
.Ldone:
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel vadd
		.amdhsa_user_sgpr_kernarg_segment_ptr 1	// s[0:1]
		.amdhsa_kernarg_size 28
		.amdhsa_system_sgpr_workgroup_id_x 1	// s2
		.amdhsa_next_free_vgpr 7
		.amdhsa_next_free_sgpr 12
	.end_amdhsa_kernel
