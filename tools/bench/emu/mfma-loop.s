// tools/bench/emu/mfma-loop.s: the matrix emulator benchmark on gfx9 (make
// bench): ITER iterations of v_mfma_f32_32x32x8_f16 into two independent
// accumulators (a[0:15], a[16:31]) plus loop control; the wait states the
// CDNA3 guide asks for are kept by the interleaving and s_nop.  Argument:
// out (16 f32 per lane), iter.  wave64, gfx942/gfx950.
	.text
	.globl	mfma_loop
	.p2align 8
	.type	mfma_loop,@function
mfma_loop:
	s_load_dwordx2	s[4:5], s[0:1], 0x0
	s_load_dword	s6, s[0:1], 0x8
	v_cvt_f32_u32	v0, v0
	v_cvt_f16_f32	v0, v0
	v_mov_b32	v1, v0
	v_mov_b32	v2, 0x3c003c00
	v_mov_b32	v3, v2
	s_waitcnt	lgkmcnt(0)
	s_nop		1				// VALU write -> MFMA read: 2 wait states
.Lloop:
	v_mfma_f32_32x32x8_f16 a[0:15], v[0:1], v[2:3], a[0:15]
	v_mfma_f32_32x32x8_f16 a[16:31], v[0:1], v[2:3], a[16:31]
	s_sub_u32	s6, s6, 1
	s_cmp_lg_u32	s6, 0
	s_cbranch_scc1	.Lloop
	s_nop		7
	s_nop		7
	s_nop		7
	v_accvgpr_read_b32 v4, a0
	v_mbcnt_lo_u32_b32 v5, -1, 0
	v_mbcnt_hi_u32_b32 v5, -1, v5
	v_lshlrev_b32	v5, 2, v5
	global_store_dword v5, v4, s[4:5]
	s_waitcnt	vmcnt(0)
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel mfma_loop
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 12
		.amdhsa_next_free_vgpr 6
		.amdhsa_next_free_sgpr 8
		.amdhsa_accum_offset 4
		.amdhsa_next_free_vgpr 40
	.end_amdhsa_kernel
