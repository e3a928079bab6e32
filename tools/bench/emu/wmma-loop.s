// tools/bench/emu/wmma-loop.s: the matrix emulator benchmark on gfx12 (make
// bench): ITER iterations of two independent v_wmma_f32_16x16x16_f16 (A and
// B in v[0:3]/v[4:7], accumulators v[8:15] and v[16:23]) plus loop control.
// Argument: out (8 f32 per lane), iter.  wave32, gfx1200/gfx1201.
	.text
	.globl	wmma_loop
	.p2align 8
	.type	wmma_loop,@function
wmma_loop:
	s_load_b64	s[4:5], s[0:1], 0x0
	s_load_b32	s6, s[0:1], 0x8
	v_cvt_f32_u32	v0, v0
	v_cvt_f16_f32	v0, v0
	v_mov_b32	v1, v0
	v_mov_b32	v2, v0
	v_mov_b32	v3, v0
	v_mov_b32	v4, 0x3c003c00			// f16 1.0 pairs
	v_mov_b32	v5, v4
	v_mov_b32	v6, v4
	v_mov_b32	v7, v4
	s_wait_kmcnt	0
.Lloop:
	v_wmma_f32_16x16x16_f16 v[8:15], v[0:3], v[4:7], v[8:15]
	v_wmma_f32_16x16x16_f16 v[16:23], v[0:3], v[4:7], v[16:23]
	s_sub_u32	s6, s6, 1
	s_cmp_lg_u32	s6, 0
	s_cbranch_scc1	.Lloop
	v_mbcnt_lo_u32_b32 v24, -1, 0
	v_lshlrev_b32	v24, 5, v24
	global_store_b128 v24, v[8:11], s[4:5]
	global_store_b128 v24, v[12:15], s[4:5] offset:16
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel wmma_loop
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 12
		.amdhsa_next_free_vgpr 25
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
