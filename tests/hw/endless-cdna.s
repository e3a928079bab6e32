// Never ends (tests/kernels/endless.s for CDNA, which wants the AGPR split
// .amdhsa_accum_offset): a real GPU must report a hang, the emulator's
// watchdog stops it.
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
		.amdhsa_next_free_vgpr 4
		.amdhsa_next_free_sgpr 1
		.amdhsa_accum_offset 4
	.end_amdhsa_kernel
