// vadd with the wait for its global loads left out: the emulator's checker
// must stop at the v_add_f32 that reads v3/v4 before they are loaded.
	.text
	.globl	nowait
	.p2align 8
nowait:
	s_load_b128	s[4:7], s[0:1], 0x0
	s_load_b64	s[8:9], s[0:1], 0x10
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_lshlrev_b32	v2, 2, v0
	global_load_b32	v3, v2, s[4:5]
	global_load_b32	v4, v2, s[6:7]
	// (the wait for the loads belongs here)
	v_add_f32	v3, v3, v4
	global_store_b32 v2, v3, s[8:9]
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel nowait
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 24
		.amdhsa_next_free_vgpr 5
		.amdhsa_next_free_sgpr 10
	.end_amdhsa_kernel
