// examples/vadd-cdna.s: c[i] = a[i] + b[i] on CDNA3/CDNA4 (gfx942, gfx950),
// one thread per element; the same kernarg layout as vadd.s:
//
//   0x00 a: global float*     0x08 b: global float*
//   0x10 c: global float*     0x18 n: u32
// Launch with 64 threads per workgroup (one wave64; gfx9 has no wave32).
//
//   gfxshim run examples/vadd-cdna.s --target gfx942 --grid 4 --block 64 \
//       --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 \
//       --arg c=buf:f32:256 --arg n=u32:256 --expect c=a+b
//
// gfx9 spellings: s_load_dwordx4, v_add_u32 (no carry out), v_add_co_u32
// with vcc, exec as a 64-bit pair, one s_waitcnt for every counter.

	.text
	.globl	vadd
	.p2align 8
	.type	vadd,@function
vadd:
	// s[0:1] kernarg pointer, s2 workgroup id x, v0 thread id x
	s_load_dwordx4	s[4:7], s[0:1], 0x0		// a, b
	s_load_dwordx2	s[8:9], s[0:1], 0x10		// c
	s_load_dword	s10, s[0:1], 0x18		// n
	s_lshl_b32	s3, s2, 6			// first element of this workgroup
	v_add_u32	v1, s3, v0			// i
	s_waitcnt	lgkmcnt(0)
	v_cmp_gt_u32	vcc, s10, v1			// i < n ?
	s_and_saveexec_b64 s[12:13], vcc
	s_cbranch_execz	.Ldone
	v_lshlrev_b32	v2, 2, v1			// byte offset
	global_load_dword v3, v2, s[4:5]		// a[i]
	global_load_dword v4, v2, s[6:7]		// b[i]
	v_mov_b32	v7, s9
	v_add_co_u32	v6, vcc, s8, v2			// &c[i], 64-bit add
	v_addc_co_u32	v7, vcc, 0, v7, vcc
	s_waitcnt	vmcnt(0)
	v_add_f32	v3, v3, v4
	global_store_dword v[6:7], v3, off	// tuples start even (gfx90a+)
.Ldone:
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel vadd
		.amdhsa_user_sgpr_kernarg_segment_ptr 1	// s[0:1]
		.amdhsa_kernarg_size 28
		.amdhsa_system_sgpr_workgroup_id_x 1	// s2
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 14
		.amdhsa_accum_offset 8
	.end_amdhsa_kernel
