// Two scalar loads, then a wait that lets one of them still be in flight:
// scalar memory returns out of order, so reading either is a hazard.
	.text
	.globl	smem
	.p2align 8
smem:
	s_load_b64	s[4:5], s[0:1], 0x0
	s_load_b32	s6, s[0:1], 0x8
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	1
.else
	s_waitcnt	lgkmcnt(1)
.endif
	v_mov_b32	v1, s4
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel smem
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 16
		.amdhsa_next_free_vgpr 2
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
