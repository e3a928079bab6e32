// Stores to the address in its first argument: pass an unmapped one and the
// emulator must report a GPU page fault naming the wave, PC and instruction.
	.text
	.globl	fault
	.p2align 8
fault:
	s_load_b64	s[2:3], s[0:1], 0x0
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, s2
	v_mov_b32	v1, s3
	v_mov_b32	v2, 42
	global_store_b32 v[0:1], v2, off
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel fault
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 8
		.amdhsa_next_free_vgpr 3
		.amdhsa_next_free_sgpr 4
	.end_amdhsa_kernel
