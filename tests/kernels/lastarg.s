// tests/kernels/lastarg.s: 400 bytes of kernel arguments -- a pointer and
// 98 u32 values -- of which the kernel stores the last (offset 396) to
// out[0]: far more arguments than gfxshim run once allowed (32).
	.text
	.globl	lastarg
	.p2align 8
	.type	lastarg,@function
lastarg:
	s_load_b64	s[4:5], s[0:1], 0x0		// out
	s_load_b32	s6, s[0:1], 0x18c		// the 98th u32
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v1, 0
	v_mov_b32	v2, s6
	global_store_b32 v1, v2, s[4:5]
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel lastarg
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 400
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
