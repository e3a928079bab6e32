// tools/bench/emu/alu-fma.s: the ALU-bound emulator benchmark (make bench).
// Each wave runs ITER iterations of 64 independent v_fma_f32 (one per
// accumulator v8..v71) plus 3 loop-control instructions, then stores v8.
// Arguments: out (buffer of one f32 per thread), iter (u32).  wave32 on
// gfx11/gfx12.  Wave-instructions: waves * (iter * 67 + 74).
	.text
	.globl	alu_fma
	.p2align 8
	.type	alu_fma,@function
alu_fma:
	s_load_b64	s[4:5], s[0:1], 0x0		// out
	s_load_b32	s6, s[0:1], 0x8			// iter
	v_cvt_f32_u32	v1, v0				// per-lane operands
	v_mov_b32	v2, 0x3f800000
	v_lshlrev_b32	v3, 2, v0
	s_lshl_b32	s7, s2, 10			// workgroup * 256 threads * 4 bytes
	v_add_nc_u32	v3, s7, v3
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v16, 0
	v_mov_b32	v17, 0
	v_mov_b32	v18, 0
	v_mov_b32	v19, 0
	v_mov_b32	v20, 0
	v_mov_b32	v21, 0
	v_mov_b32	v22, 0
	v_mov_b32	v23, 0
	v_mov_b32	v24, 0
	v_mov_b32	v25, 0
	v_mov_b32	v26, 0
	v_mov_b32	v27, 0
	v_mov_b32	v28, 0
	v_mov_b32	v29, 0
	v_mov_b32	v30, 0
	v_mov_b32	v31, 0
	v_mov_b32	v32, 0
	v_mov_b32	v33, 0
	v_mov_b32	v34, 0
	v_mov_b32	v35, 0
	v_mov_b32	v36, 0
	v_mov_b32	v37, 0
	v_mov_b32	v38, 0
	v_mov_b32	v39, 0
	v_mov_b32	v40, 0
	v_mov_b32	v41, 0
	v_mov_b32	v42, 0
	v_mov_b32	v43, 0
	v_mov_b32	v44, 0
	v_mov_b32	v45, 0
	v_mov_b32	v46, 0
	v_mov_b32	v47, 0
	v_mov_b32	v48, 0
	v_mov_b32	v49, 0
	v_mov_b32	v50, 0
	v_mov_b32	v51, 0
	v_mov_b32	v52, 0
	v_mov_b32	v53, 0
	v_mov_b32	v54, 0
	v_mov_b32	v55, 0
	v_mov_b32	v56, 0
	v_mov_b32	v57, 0
	v_mov_b32	v58, 0
	v_mov_b32	v59, 0
	v_mov_b32	v60, 0
	v_mov_b32	v61, 0
	v_mov_b32	v62, 0
	v_mov_b32	v63, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
.Lloop:
	v_fma_f32	v8, v8, v1, v2
	v_fma_f32	v9, v9, v1, v2
	v_fma_f32	v10, v10, v1, v2
	v_fma_f32	v11, v11, v1, v2
	v_fma_f32	v12, v12, v1, v2
	v_fma_f32	v13, v13, v1, v2
	v_fma_f32	v14, v14, v1, v2
	v_fma_f32	v15, v15, v1, v2
	v_fma_f32	v16, v16, v1, v2
	v_fma_f32	v17, v17, v1, v2
	v_fma_f32	v18, v18, v1, v2
	v_fma_f32	v19, v19, v1, v2
	v_fma_f32	v20, v20, v1, v2
	v_fma_f32	v21, v21, v1, v2
	v_fma_f32	v22, v22, v1, v2
	v_fma_f32	v23, v23, v1, v2
	v_fma_f32	v24, v24, v1, v2
	v_fma_f32	v25, v25, v1, v2
	v_fma_f32	v26, v26, v1, v2
	v_fma_f32	v27, v27, v1, v2
	v_fma_f32	v28, v28, v1, v2
	v_fma_f32	v29, v29, v1, v2
	v_fma_f32	v30, v30, v1, v2
	v_fma_f32	v31, v31, v1, v2
	v_fma_f32	v32, v32, v1, v2
	v_fma_f32	v33, v33, v1, v2
	v_fma_f32	v34, v34, v1, v2
	v_fma_f32	v35, v35, v1, v2
	v_fma_f32	v36, v36, v1, v2
	v_fma_f32	v37, v37, v1, v2
	v_fma_f32	v38, v38, v1, v2
	v_fma_f32	v39, v39, v1, v2
	v_fma_f32	v40, v40, v1, v2
	v_fma_f32	v41, v41, v1, v2
	v_fma_f32	v42, v42, v1, v2
	v_fma_f32	v43, v43, v1, v2
	v_fma_f32	v44, v44, v1, v2
	v_fma_f32	v45, v45, v1, v2
	v_fma_f32	v46, v46, v1, v2
	v_fma_f32	v47, v47, v1, v2
	v_fma_f32	v48, v48, v1, v2
	v_fma_f32	v49, v49, v1, v2
	v_fma_f32	v50, v50, v1, v2
	v_fma_f32	v51, v51, v1, v2
	v_fma_f32	v52, v52, v1, v2
	v_fma_f32	v53, v53, v1, v2
	v_fma_f32	v54, v54, v1, v2
	v_fma_f32	v55, v55, v1, v2
	v_fma_f32	v56, v56, v1, v2
	v_fma_f32	v57, v57, v1, v2
	v_fma_f32	v58, v58, v1, v2
	v_fma_f32	v59, v59, v1, v2
	v_fma_f32	v60, v60, v1, v2
	v_fma_f32	v61, v61, v1, v2
	v_fma_f32	v62, v62, v1, v2
	v_fma_f32	v63, v63, v1, v2
	v_fma_f32	v64, v64, v1, v2
	v_fma_f32	v65, v65, v1, v2
	v_fma_f32	v66, v66, v1, v2
	v_fma_f32	v67, v67, v1, v2
	v_fma_f32	v68, v68, v1, v2
	v_fma_f32	v69, v69, v1, v2
	v_fma_f32	v70, v70, v1, v2
	v_fma_f32	v71, v71, v1, v2
	s_sub_u32	s6, s6, 1
	s_cmp_lg_u32	s6, 0
	s_cbranch_scc1	.Lloop
	global_store_b32 v3, v8, s[4:5]
	s_endpgm

	.rodata
	.p2align 6
	.amdhsa_kernel alu_fma
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 12
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 72
		.amdhsa_next_free_sgpr 8
	.end_amdhsa_kernel
