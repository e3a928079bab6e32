// tools/bench/emu/lds-loop.s: the LDS-bound emulator benchmark (make bench).
// Each wave of a 256-thread workgroup runs ITER iterations of: store its
// value to LDS, wait, load a neighbour's value (lane + 1), wait, add.  The
// wave's own rows only (no barrier): 8 LDS instructions and waits per
// iteration plus loop control.  Arguments: out (one f32 per thread), iter.
	.text
	.globl	lds_loop
	.p2align 8
	.type	lds_loop,@function
lds_loop:
	s_load_b64	s[4:5], s[0:1], 0x0		// out
	s_load_b32	s6, s[0:1], 0x8			// iter
	v_lshlrev_b32	v1, 2, v0			// LDS address of this thread
	v_add_nc_u32	v2, 4, v1			// the next thread's
	v_cvt_f32_u32	v3, v0
	s_lshl_b32	s7, s2, 10
	v_add_nc_u32	v5, s7, v1			// out offset
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.Lloop:
	ds_store_b32	v1, v3
	ds_load_b32	v4, v2
	ds_store_b32	v1, v3 offset:1024
	ds_load_b32	v6, v2 offset:1024
.if .amdgcn.gfx_generation_number >= 12
	s_wait_dscnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_add_f32	v3, v3, v4
	v_add_f32	v3, v3, v6
	s_sub_u32	s6, s6, 1
	s_cmp_lg_u32	s6, 0
	s_cbranch_scc1	.Lloop
	global_store_b32 v5, v3, s[4:5]
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel lds_loop
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 12
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_group_segment_fixed_size 4096
		.amdhsa_next_free_vgpr 8
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
