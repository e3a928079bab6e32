// Never ends: the emulator's watchdog must stop it with a clear error.
	.text
	.globl	endless
	.p2align 8
endless:
	s_mov_b32	s0, 0
.Lspin:
	s_add_i32	s0, s0, 1
	s_branch	.Lspin
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel endless
		.amdhsa_next_free_vgpr 1
		.amdhsa_next_free_sgpr 1
	.end_amdhsa_kernel
