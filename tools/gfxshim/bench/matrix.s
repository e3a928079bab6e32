// matrix.s: latency and throughput of the matrix instructions.
//
// What it measures (one wave, cycles from the shader clock): for each matrix
// instruction of the target -- gfx11 WMMA, gfx12 WMMA and SWMMAC, gfx942 and
// gfx950 MFMA and SMFMAC -- p1 instructions
// - latency (p2 = 0): a dependent chain, each instruction's D the next
//   one's C (accumulation in place), so each waits for the one before;
// - throughput (p2 = 1): four independent accumulators in turn, so four
//   instructions are in flight.
// The host turns cycles per instruction into FLOPs per cycle per wave (a
// sparse instruction counts the FLOPs of the dense product it stands for).
//
// Kernel arguments (the shared 40-byte layout):
//   0x00 out    one 64-byte timer record (latency.s's layout)
//   0x1c p1     instructions (a multiple of 4: each loop iteration issues 4)
//   0x20 p2     0 latency, 1 throughput
//
// Launch: one workgroup of one wave (32 threads on gfx11/gfx12, 64 on gfx9).
//
// Why the sequence is right:
// - Only D feeds C, never A or B: a WMMA whose A/B overlaps the previous
//   D needs a separating instruction (RDNA3/RDNA4 ISA), a chained C does
//   not; on CDNA an MFMA reading the previous MFMA's D exactly as its C
//   (same shape) is the accumulation case the hardware forwards.
// - Operands are zeros (the data do not change the issue timing); the
//   index operand of the sparse forms is v[IDX] = 0.
// - After the loop the results are read by one VALU instruction each (on
//   gfx9 after 3 s_nop 7: the wait states an XDL result needs before a VALU
//   read), so the end timer counts the last instruction's completion.
// - Timer placement as in latency.s.
//
// Registers: s[4:13] the shared arguments; s15 instructions left; s[20:31]
// timers; v[0:63] four accumulators (D/C), then A, B and the sparse index;
// v100 record offset, v[104:119] the record, v[120:123] the reads of D.

	.text

// ---------------------------------------------------------------- gfx12: WMMA, SWMMAC
.if .amdgcn.gfx_generation_number >= 12

// v_wmma_f32_16x16x16_f16: A 4, B 4, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_f32_16x16x16_f16
	.p2align 8
	.type	mx_wmma_f32_16x16x16_f16,@function
mx_wmma_f32_16x16x16_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_f32_16x16x16_f16_tput
.Lwmma_f32_16x16x16_f16_lat:
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:67], v[72:75], v[0:7]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_f16_lat
	s_branch	.Lwmma_f32_16x16x16_f16_done
.Lwmma_f32_16x16x16_f16_tput:
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_f16 v[8:15], v[64:67], v[72:75], v[8:15]
	v_wmma_f32_16x16x16_f16 v[16:23], v[64:67], v[72:75], v[16:23]
	v_wmma_f32_16x16x16_f16 v[24:31], v[64:67], v[72:75], v[24:31]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_f16_tput
.Lwmma_f32_16x16x16_f16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_wmma_f32_16x16x16_bf16: A 4, B 4, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_f32_16x16x16_bf16
	.p2align 8
	.type	mx_wmma_f32_16x16x16_bf16,@function
mx_wmma_f32_16x16x16_bf16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_f32_16x16x16_bf16_tput
.Lwmma_f32_16x16x16_bf16_lat:
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:67], v[72:75], v[0:7]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_bf16_lat
	s_branch	.Lwmma_f32_16x16x16_bf16_done
.Lwmma_f32_16x16x16_bf16_tput:
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_f32_16x16x16_bf16 v[8:15], v[64:67], v[72:75], v[8:15]
	v_wmma_f32_16x16x16_bf16 v[16:23], v[64:67], v[72:75], v[16:23]
	v_wmma_f32_16x16x16_bf16 v[24:31], v[64:67], v[72:75], v[24:31]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_bf16_tput
.Lwmma_f32_16x16x16_bf16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_wmma_f16_16x16x16_f16: A 4, B 4, C/D 4 VGPRs; 8192 FLOPs

	.globl	mx_wmma_f16_16x16x16_f16
	.p2align 8
	.type	mx_wmma_f16_16x16x16_f16,@function
mx_wmma_f16_16x16x16_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_f16_16x16x16_f16_tput
.Lwmma_f16_16x16x16_f16_lat:
	v_wmma_f16_16x16x16_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_wmma_f16_16x16x16_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_wmma_f16_16x16x16_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_wmma_f16_16x16x16_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f16_16x16x16_f16_lat
	s_branch	.Lwmma_f16_16x16x16_f16_done
.Lwmma_f16_16x16x16_f16_tput:
	v_wmma_f16_16x16x16_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_wmma_f16_16x16x16_f16 v[4:7], v[64:67], v[72:75], v[4:7]
	v_wmma_f16_16x16x16_f16 v[8:11], v[64:67], v[72:75], v[8:11]
	v_wmma_f16_16x16x16_f16 v[12:15], v[64:67], v[72:75], v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f16_16x16x16_f16_tput
.Lwmma_f16_16x16x16_f16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_wmma_bf16_16x16x16_bf16: A 4, B 4, C/D 4 VGPRs; 8192 FLOPs

	.globl	mx_wmma_bf16_16x16x16_bf16
	.p2align 8
	.type	mx_wmma_bf16_16x16x16_bf16,@function
mx_wmma_bf16_16x16x16_bf16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_bf16_16x16x16_bf16_tput
.Lwmma_bf16_16x16x16_bf16_lat:
	v_wmma_bf16_16x16x16_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_wmma_bf16_16x16x16_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_wmma_bf16_16x16x16_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_wmma_bf16_16x16x16_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_bf16_16x16x16_bf16_lat
	s_branch	.Lwmma_bf16_16x16x16_bf16_done
.Lwmma_bf16_16x16x16_bf16_tput:
	v_wmma_bf16_16x16x16_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_wmma_bf16_16x16x16_bf16 v[4:7], v[64:67], v[72:75], v[4:7]
	v_wmma_bf16_16x16x16_bf16 v[8:11], v[64:67], v[72:75], v[8:11]
	v_wmma_bf16_16x16x16_bf16 v[12:15], v[64:67], v[72:75], v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_bf16_16x16x16_bf16_tput
.Lwmma_bf16_16x16x16_bf16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_wmma_i32_16x16x16_iu8: A 2, B 2, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_i32_16x16x16_iu8
	.p2align 8
	.type	mx_wmma_i32_16x16x16_iu8,@function
mx_wmma_i32_16x16x16_iu8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_i32_16x16x16_iu8_tput
.Lwmma_i32_16x16x16_iu8_lat:
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:65], v[72:73], v[0:7]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x16_iu8_lat
	s_branch	.Lwmma_i32_16x16x16_iu8_done
.Lwmma_i32_16x16x16_iu8_tput:
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x16_iu8 v[8:15], v[64:65], v[72:73], v[8:15]
	v_wmma_i32_16x16x16_iu8 v[16:23], v[64:65], v[72:73], v[16:23]
	v_wmma_i32_16x16x16_iu8 v[24:31], v[64:65], v[72:73], v[24:31]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x16_iu8_tput
.Lwmma_i32_16x16x16_iu8_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_wmma_i32_16x16x16_iu4: A 1, B 1, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_i32_16x16x16_iu4
	.p2align 8
	.type	mx_wmma_i32_16x16x16_iu4,@function
mx_wmma_i32_16x16x16_iu4:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v72, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_i32_16x16x16_iu4_tput
.Lwmma_i32_16x16x16_iu4_lat:
	v_wmma_i32_16x16x16_iu4 v[0:7], v64, v72, v[0:7]
	v_wmma_i32_16x16x16_iu4 v[0:7], v64, v72, v[0:7]
	v_wmma_i32_16x16x16_iu4 v[0:7], v64, v72, v[0:7]
	v_wmma_i32_16x16x16_iu4 v[0:7], v64, v72, v[0:7]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x16_iu4_lat
	s_branch	.Lwmma_i32_16x16x16_iu4_done
.Lwmma_i32_16x16x16_iu4_tput:
	v_wmma_i32_16x16x16_iu4 v[0:7], v64, v72, v[0:7]
	v_wmma_i32_16x16x16_iu4 v[8:15], v64, v72, v[8:15]
	v_wmma_i32_16x16x16_iu4 v[16:23], v64, v72, v[16:23]
	v_wmma_i32_16x16x16_iu4 v[24:31], v64, v72, v[24:31]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x16_iu4_tput
.Lwmma_i32_16x16x16_iu4_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_wmma_i32_16x16x32_iu4: A 2, B 2, C/D 8 VGPRs; 16384 FLOPs

	.globl	mx_wmma_i32_16x16x32_iu4
	.p2align 8
	.type	mx_wmma_i32_16x16x32_iu4,@function
mx_wmma_i32_16x16x32_iu4:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_i32_16x16x32_iu4_tput
.Lwmma_i32_16x16x32_iu4_lat:
	v_wmma_i32_16x16x32_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x32_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x32_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x32_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x32_iu4_lat
	s_branch	.Lwmma_i32_16x16x32_iu4_done
.Lwmma_i32_16x16x32_iu4_tput:
	v_wmma_i32_16x16x32_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x32_iu4 v[8:15], v[64:65], v[72:73], v[8:15]
	v_wmma_i32_16x16x32_iu4 v[16:23], v[64:65], v[72:73], v[16:23]
	v_wmma_i32_16x16x32_iu4 v[24:31], v[64:65], v[72:73], v[24:31]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x32_iu4_tput
.Lwmma_i32_16x16x32_iu4_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_wmma_f32_16x16x16_fp8_fp8: A 2, B 2, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_f32_16x16x16_fp8_fp8
	.p2align 8
	.type	mx_wmma_f32_16x16x16_fp8_fp8,@function
mx_wmma_f32_16x16x16_fp8_fp8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_f32_16x16x16_fp8_fp8_tput
.Lwmma_f32_16x16x16_fp8_fp8_lat:
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[64:65], v[72:73], v[0:7]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_fp8_fp8_lat
	s_branch	.Lwmma_f32_16x16x16_fp8_fp8_done
.Lwmma_f32_16x16x16_fp8_fp8_tput:
	v_wmma_f32_16x16x16_fp8_fp8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_f32_16x16x16_fp8_fp8 v[8:15], v[64:65], v[72:73], v[8:15]
	v_wmma_f32_16x16x16_fp8_fp8 v[16:23], v[64:65], v[72:73], v[16:23]
	v_wmma_f32_16x16x16_fp8_fp8 v[24:31], v[64:65], v[72:73], v[24:31]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_fp8_fp8_tput
.Lwmma_f32_16x16x16_fp8_fp8_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_wmma_f32_16x16x16_bf8_bf8: A 2, B 2, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_f32_16x16x16_bf8_bf8
	.p2align 8
	.type	mx_wmma_f32_16x16x16_bf8_bf8,@function
mx_wmma_f32_16x16x16_bf8_bf8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_f32_16x16x16_bf8_bf8_tput
.Lwmma_f32_16x16x16_bf8_bf8_lat:
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[64:65], v[72:73], v[0:7]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_bf8_bf8_lat
	s_branch	.Lwmma_f32_16x16x16_bf8_bf8_done
.Lwmma_f32_16x16x16_bf8_bf8_tput:
	v_wmma_f32_16x16x16_bf8_bf8 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_f32_16x16x16_bf8_bf8 v[8:15], v[64:65], v[72:73], v[8:15]
	v_wmma_f32_16x16x16_bf8_bf8 v[16:23], v[64:65], v[72:73], v[16:23]
	v_wmma_f32_16x16x16_bf8_bf8 v[24:31], v[64:65], v[72:73], v[24:31]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_bf8_bf8_tput
.Lwmma_f32_16x16x16_bf8_bf8_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_swmmac_f32_16x16x32_f16: A 4, B 8, C/D 8 VGPRs, sparse index; 16384 FLOPs

	.globl	mx_swmmac_f32_16x16x32_f16
	.p2align 8
	.type	mx_swmmac_f32_16x16x32_f16,@function
mx_swmmac_f32_16x16x32_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v76, 0
	v_mov_b32	v77, 0
	v_mov_b32	v78, 0
	v_mov_b32	v79, 0
	v_mov_b32	v80, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lswmmac_f32_16x16x32_f16_tput
.Lswmmac_f32_16x16x32_f16_lat:
	v_swmmac_f32_16x16x32_f16 v[0:7], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_f16 v[0:7], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_f16 v[0:7], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_f16 v[0:7], v[64:67], v[72:79], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lswmmac_f32_16x16x32_f16_lat
	s_branch	.Lswmmac_f32_16x16x32_f16_done
.Lswmmac_f32_16x16x32_f16_tput:
	v_swmmac_f32_16x16x32_f16 v[0:7], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_f16 v[8:15], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_f16 v[16:23], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_f16 v[24:31], v[64:67], v[72:79], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lswmmac_f32_16x16x32_f16_tput
.Lswmmac_f32_16x16x32_f16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_swmmac_f32_16x16x32_bf16: A 4, B 8, C/D 8 VGPRs, sparse index; 16384 FLOPs

	.globl	mx_swmmac_f32_16x16x32_bf16
	.p2align 8
	.type	mx_swmmac_f32_16x16x32_bf16,@function
mx_swmmac_f32_16x16x32_bf16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v76, 0
	v_mov_b32	v77, 0
	v_mov_b32	v78, 0
	v_mov_b32	v79, 0
	v_mov_b32	v80, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lswmmac_f32_16x16x32_bf16_tput
.Lswmmac_f32_16x16x32_bf16_lat:
	v_swmmac_f32_16x16x32_bf16 v[0:7], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_bf16 v[0:7], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_bf16 v[0:7], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_bf16 v[0:7], v[64:67], v[72:79], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lswmmac_f32_16x16x32_bf16_lat
	s_branch	.Lswmmac_f32_16x16x32_bf16_done
.Lswmmac_f32_16x16x32_bf16_tput:
	v_swmmac_f32_16x16x32_bf16 v[0:7], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_bf16 v[8:15], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_bf16 v[16:23], v[64:67], v[72:79], v80
	v_swmmac_f32_16x16x32_bf16 v[24:31], v[64:67], v[72:79], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lswmmac_f32_16x16x32_bf16_tput
.Lswmmac_f32_16x16x32_bf16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_swmmac_i32_16x16x32_iu8: A 2, B 4, C/D 8 VGPRs, sparse index; 16384 FLOPs

	.globl	mx_swmmac_i32_16x16x32_iu8
	.p2align 8
	.type	mx_swmmac_i32_16x16x32_iu8,@function
mx_swmmac_i32_16x16x32_iu8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v80, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lswmmac_i32_16x16x32_iu8_tput
.Lswmmac_i32_16x16x32_iu8_lat:
	v_swmmac_i32_16x16x32_iu8 v[0:7], v[64:65], v[72:75], v80
	v_swmmac_i32_16x16x32_iu8 v[0:7], v[64:65], v[72:75], v80
	v_swmmac_i32_16x16x32_iu8 v[0:7], v[64:65], v[72:75], v80
	v_swmmac_i32_16x16x32_iu8 v[0:7], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lswmmac_i32_16x16x32_iu8_lat
	s_branch	.Lswmmac_i32_16x16x32_iu8_done
.Lswmmac_i32_16x16x32_iu8_tput:
	v_swmmac_i32_16x16x32_iu8 v[0:7], v[64:65], v[72:75], v80
	v_swmmac_i32_16x16x32_iu8 v[8:15], v[64:65], v[72:75], v80
	v_swmmac_i32_16x16x32_iu8 v[16:23], v[64:65], v[72:75], v80
	v_swmmac_i32_16x16x32_iu8 v[24:31], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lswmmac_i32_16x16x32_iu8_tput
.Lswmmac_i32_16x16x32_iu8_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// v_swmmac_f32_16x16x32_fp8_fp8: A 2, B 4, C/D 8 VGPRs, sparse index; 16384 FLOPs

	.globl	mx_swmmac_f32_16x16x32_fp8_fp8
	.p2align 8
	.type	mx_swmmac_f32_16x16x32_fp8_fp8,@function
mx_swmmac_f32_16x16x32_fp8_fp8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v80, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lswmmac_f32_16x16x32_fp8_fp8_tput
.Lswmmac_f32_16x16x32_fp8_fp8_lat:
	v_swmmac_f32_16x16x32_fp8_fp8 v[0:7], v[64:65], v[72:75], v80
	v_swmmac_f32_16x16x32_fp8_fp8 v[0:7], v[64:65], v[72:75], v80
	v_swmmac_f32_16x16x32_fp8_fp8 v[0:7], v[64:65], v[72:75], v80
	v_swmmac_f32_16x16x32_fp8_fp8 v[0:7], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lswmmac_f32_16x16x32_fp8_fp8_lat
	s_branch	.Lswmmac_f32_16x16x32_fp8_fp8_done
.Lswmmac_f32_16x16x32_fp8_fp8_tput:
	v_swmmac_f32_16x16x32_fp8_fp8 v[0:7], v[64:65], v[72:75], v80
	v_swmmac_f32_16x16x32_fp8_fp8 v[8:15], v[64:65], v[72:75], v80
	v_swmmac_f32_16x16x32_fp8_fp8 v[16:23], v[64:65], v[72:75], v80
	v_swmmac_f32_16x16x32_fp8_fp8 v[24:31], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lswmmac_f32_16x16x32_fp8_fp8_tput
.Lswmmac_f32_16x16x32_fp8_fp8_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_getreg_b32	s26, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_wait_storecnt	0
	s_endpgm

// ---------------------------------------------------------------- gfx11: WMMA
.elseif .amdgcn.gfx_generation_number == 11

// v_wmma_f32_16x16x16_f16: A 8, B 8, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_f32_16x16x16_f16
	.p2align 8
	.type	mx_wmma_f32_16x16x16_f16,@function
mx_wmma_f32_16x16x16_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v76, 0
	v_mov_b32	v77, 0
	v_mov_b32	v78, 0
	v_mov_b32	v79, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_f32_16x16x16_f16_tput
.Lwmma_f32_16x16x16_f16_lat:
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_f16_lat
	s_branch	.Lwmma_f32_16x16x16_f16_done
.Lwmma_f32_16x16x16_f16_tput:
	v_wmma_f32_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f32_16x16x16_f16 v[8:15], v[64:71], v[72:79], v[8:15]
	v_wmma_f32_16x16x16_f16 v[16:23], v[64:71], v[72:79], v[16:23]
	v_wmma_f32_16x16x16_f16 v[24:31], v[64:71], v[72:79], v[24:31]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_f16_tput
.Lwmma_f32_16x16x16_f16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
	s_endpgm

// v_wmma_f32_16x16x16_bf16: A 8, B 8, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_f32_16x16x16_bf16
	.p2align 8
	.type	mx_wmma_f32_16x16x16_bf16,@function
mx_wmma_f32_16x16x16_bf16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v76, 0
	v_mov_b32	v77, 0
	v_mov_b32	v78, 0
	v_mov_b32	v79, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_f32_16x16x16_bf16_tput
.Lwmma_f32_16x16x16_bf16_lat:
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_bf16_lat
	s_branch	.Lwmma_f32_16x16x16_bf16_done
.Lwmma_f32_16x16x16_bf16_tput:
	v_wmma_f32_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f32_16x16x16_bf16 v[8:15], v[64:71], v[72:79], v[8:15]
	v_wmma_f32_16x16x16_bf16 v[16:23], v[64:71], v[72:79], v[16:23]
	v_wmma_f32_16x16x16_bf16 v[24:31], v[64:71], v[72:79], v[24:31]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f32_16x16x16_bf16_tput
.Lwmma_f32_16x16x16_bf16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
	s_endpgm

// v_wmma_f16_16x16x16_f16: A 8, B 8, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_f16_16x16x16_f16
	.p2align 8
	.type	mx_wmma_f16_16x16x16_f16,@function
mx_wmma_f16_16x16x16_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v76, 0
	v_mov_b32	v77, 0
	v_mov_b32	v78, 0
	v_mov_b32	v79, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_f16_16x16x16_f16_tput
.Lwmma_f16_16x16x16_f16_lat:
	v_wmma_f16_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f16_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f16_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f16_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f16_16x16x16_f16_lat
	s_branch	.Lwmma_f16_16x16x16_f16_done
.Lwmma_f16_16x16x16_f16_tput:
	v_wmma_f16_16x16x16_f16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_f16_16x16x16_f16 v[8:15], v[64:71], v[72:79], v[8:15]
	v_wmma_f16_16x16x16_f16 v[16:23], v[64:71], v[72:79], v[16:23]
	v_wmma_f16_16x16x16_f16 v[24:31], v[64:71], v[72:79], v[24:31]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_f16_16x16x16_f16_tput
.Lwmma_f16_16x16x16_f16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
	s_endpgm

// v_wmma_bf16_16x16x16_bf16: A 8, B 8, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_bf16_16x16x16_bf16
	.p2align 8
	.type	mx_wmma_bf16_16x16x16_bf16,@function
mx_wmma_bf16_16x16x16_bf16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v68, 0
	v_mov_b32	v69, 0
	v_mov_b32	v70, 0
	v_mov_b32	v71, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v76, 0
	v_mov_b32	v77, 0
	v_mov_b32	v78, 0
	v_mov_b32	v79, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_bf16_16x16x16_bf16_tput
.Lwmma_bf16_16x16x16_bf16_lat:
	v_wmma_bf16_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_bf16_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_bf16_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_bf16_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_bf16_16x16x16_bf16_lat
	s_branch	.Lwmma_bf16_16x16x16_bf16_done
.Lwmma_bf16_16x16x16_bf16_tput:
	v_wmma_bf16_16x16x16_bf16 v[0:7], v[64:71], v[72:79], v[0:7]
	v_wmma_bf16_16x16x16_bf16 v[8:15], v[64:71], v[72:79], v[8:15]
	v_wmma_bf16_16x16x16_bf16 v[16:23], v[64:71], v[72:79], v[16:23]
	v_wmma_bf16_16x16x16_bf16 v[24:31], v[64:71], v[72:79], v[24:31]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_bf16_16x16x16_bf16_tput
.Lwmma_bf16_16x16x16_bf16_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
	s_endpgm

// v_wmma_i32_16x16x16_iu8: A 4, B 4, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_i32_16x16x16_iu8
	.p2align 8
	.type	mx_wmma_i32_16x16x16_iu8,@function
mx_wmma_i32_16x16x16_iu8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_i32_16x16x16_iu8_tput
.Lwmma_i32_16x16x16_iu8_lat:
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:67], v[72:75], v[0:7]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x16_iu8_lat
	s_branch	.Lwmma_i32_16x16x16_iu8_done
.Lwmma_i32_16x16x16_iu8_tput:
	v_wmma_i32_16x16x16_iu8 v[0:7], v[64:67], v[72:75], v[0:7]
	v_wmma_i32_16x16x16_iu8 v[8:15], v[64:67], v[72:75], v[8:15]
	v_wmma_i32_16x16x16_iu8 v[16:23], v[64:67], v[72:75], v[16:23]
	v_wmma_i32_16x16x16_iu8 v[24:31], v[64:67], v[72:75], v[24:31]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x16_iu8_tput
.Lwmma_i32_16x16x16_iu8_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
	s_endpgm

// v_wmma_i32_16x16x16_iu4: A 2, B 2, C/D 8 VGPRs; 8192 FLOPs

	.globl	mx_wmma_i32_16x16x16_iu4
	.p2align 8
	.type	mx_wmma_i32_16x16x16_iu4,@function
mx_wmma_i32_16x16x16_iu4:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lwmma_i32_16x16x16_iu4_tput
.Lwmma_i32_16x16x16_iu4_lat:
	v_wmma_i32_16x16x16_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x16_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x16_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x16_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x16_iu4_lat
	s_branch	.Lwmma_i32_16x16x16_iu4_done
.Lwmma_i32_16x16x16_iu4_tput:
	v_wmma_i32_16x16x16_iu4 v[0:7], v[64:65], v[72:73], v[0:7]
	v_wmma_i32_16x16x16_iu4 v[8:15], v[64:65], v[72:73], v[8:15]
	v_wmma_i32_16x16x16_iu4 v[16:23], v[64:65], v[72:73], v[16:23]
	v_wmma_i32_16x16x16_iu4 v[24:31], v[64:65], v[72:73], v[24:31]
.if .amdgcn.gfx_generation_number == 11
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
.endif
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lwmma_i32_16x16x16_iu4_tput
.Lwmma_i32_16x16x16_iu4_done:
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	// add this iteration's cycles (mod 2^20) to s28
	s_getreg_b32	s30, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_sub_u32	s31, s30, s29
	s_and_b32	s31, s31, 0xfffff
	s_add_u32	s28, s28, s31
	s_mov_b32	s29, s30
	s_mov_b32	s26, s28
	s_mov_b32	s27, 0
	s_sendmsg_rtn_b64 s[24:25], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_b128	v100, v[104:107], s[4:5]
	global_store_b128	v100, v[108:111], s[4:5] offset:16
	global_store_b128	v100, v[112:115], s[4:5] offset:32
	global_store_b128	v100, v[116:119], s[4:5] offset:48
	s_waitcnt_vscnt	null, 0
	s_endpgm

// ---------------------------------------------------------------- gfx942, gfx950: MFMA, SMFMAC
.else

// v_mfma_f32_32x32x8_f16: A 2, B 2, C/D 16 VGPRs; 16384 FLOPs

	.globl	mx_mfma_f32_32x32x8_f16
	.p2align 8
	.type	mx_mfma_f32_32x32x8_f16,@function
mx_mfma_f32_32x32x8_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_32x32x8_f16_tput
.Lmfma_f32_32x32x8_f16_lat:
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[72:73], v[0:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x8_f16_lat
	s_branch	.Lmfma_f32_32x32x8_f16_done
.Lmfma_f32_32x32x8_f16_tput:
	v_mfma_f32_32x32x8_f16 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x8_f16 v[16:31], v[64:65], v[72:73], v[16:31]
	v_mfma_f32_32x32x8_f16 v[32:47], v[64:65], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_f16 v[48:63], v[64:65], v[72:73], v[48:63]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x8_f16_tput
.Lmfma_f32_32x32x8_f16_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v16
	v_mov_b32	v122, v32
	v_mov_b32	v123, v48
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f32_16x16x16_f16: A 2, B 2, C/D 4 VGPRs; 8192 FLOPs

	.globl	mx_mfma_f32_16x16x16_f16
	.p2align 8
	.type	mx_mfma_f32_16x16x16_f16,@function
mx_mfma_f32_16x16x16_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_16x16x16_f16_tput
.Lmfma_f32_16x16x16_f16_lat:
	v_mfma_f32_16x16x16_f16 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x16_f16 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x16_f16 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x16_f16 v[0:3], v[64:65], v[72:73], v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x16_f16_lat
	s_branch	.Lmfma_f32_16x16x16_f16_done
.Lmfma_f32_16x16x16_f16_tput:
	v_mfma_f32_16x16x16_f16 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x16_f16 v[4:7], v[64:65], v[72:73], v[4:7]
	v_mfma_f32_16x16x16_f16 v[8:11], v[64:65], v[72:73], v[8:11]
	v_mfma_f32_16x16x16_f16 v[12:15], v[64:65], v[72:73], v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x16_f16_tput
.Lmfma_f32_16x16x16_f16_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f32_32x32x8_bf16: A 2, B 2, C/D 16 VGPRs; 16384 FLOPs

	.globl	mx_mfma_f32_32x32x8_bf16
	.p2align 8
	.type	mx_mfma_f32_32x32x8_bf16,@function
mx_mfma_f32_32x32x8_bf16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_32x32x8_bf16_tput
.Lmfma_f32_32x32x8_bf16_lat:
	v_mfma_f32_32x32x8_bf16 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[0:15], v[64:65], v[72:73], v[0:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x8_bf16_lat
	s_branch	.Lmfma_f32_32x32x8_bf16_done
.Lmfma_f32_32x32x8_bf16_tput:
	v_mfma_f32_32x32x8_bf16 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x8_bf16 v[16:31], v[64:65], v[72:73], v[16:31]
	v_mfma_f32_32x32x8_bf16 v[32:47], v[64:65], v[72:73], v[32:47]
	v_mfma_f32_32x32x8_bf16 v[48:63], v[64:65], v[72:73], v[48:63]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x8_bf16_tput
.Lmfma_f32_32x32x8_bf16_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v16
	v_mov_b32	v122, v32
	v_mov_b32	v123, v48
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f32_16x16x16_bf16: A 2, B 2, C/D 4 VGPRs; 8192 FLOPs

	.globl	mx_mfma_f32_16x16x16_bf16
	.p2align 8
	.type	mx_mfma_f32_16x16x16_bf16,@function
mx_mfma_f32_16x16x16_bf16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_16x16x16_bf16_tput
.Lmfma_f32_16x16x16_bf16_lat:
	v_mfma_f32_16x16x16_bf16 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x16_bf16 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x16_bf16 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x16_bf16 v[0:3], v[64:65], v[72:73], v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x16_bf16_lat
	s_branch	.Lmfma_f32_16x16x16_bf16_done
.Lmfma_f32_16x16x16_bf16_tput:
	v_mfma_f32_16x16x16_bf16 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x16_bf16 v[4:7], v[64:65], v[72:73], v[4:7]
	v_mfma_f32_16x16x16_bf16 v[8:11], v[64:65], v[72:73], v[8:11]
	v_mfma_f32_16x16x16_bf16 v[12:15], v[64:65], v[72:73], v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x16_bf16_tput
.Lmfma_f32_16x16x16_bf16_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f32_32x32x2_f32: A 1, B 1, C/D 16 VGPRs; 4096 FLOPs

	.globl	mx_mfma_f32_32x32x2_f32
	.p2align 8
	.type	mx_mfma_f32_32x32x2_f32,@function
mx_mfma_f32_32x32x2_f32:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v72, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_32x32x2_f32_tput
.Lmfma_f32_32x32x2_f32_lat:
	v_mfma_f32_32x32x2_f32 v[0:15], v64, v72, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v64, v72, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v64, v72, v[0:15]
	v_mfma_f32_32x32x2_f32 v[0:15], v64, v72, v[0:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x2_f32_lat
	s_branch	.Lmfma_f32_32x32x2_f32_done
.Lmfma_f32_32x32x2_f32_tput:
	v_mfma_f32_32x32x2_f32 v[0:15], v64, v72, v[0:15]
	v_mfma_f32_32x32x2_f32 v[16:31], v64, v72, v[16:31]
	v_mfma_f32_32x32x2_f32 v[32:47], v64, v72, v[32:47]
	v_mfma_f32_32x32x2_f32 v[48:63], v64, v72, v[48:63]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x2_f32_tput
.Lmfma_f32_32x32x2_f32_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v16
	v_mov_b32	v122, v32
	v_mov_b32	v123, v48
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f32_16x16x4_f32: A 1, B 1, C/D 4 VGPRs; 2048 FLOPs

	.globl	mx_mfma_f32_16x16x4_f32
	.p2align 8
	.type	mx_mfma_f32_16x16x4_f32,@function
mx_mfma_f32_16x16x4_f32:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v72, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_16x16x4_f32_tput
.Lmfma_f32_16x16x4_f32_lat:
	v_mfma_f32_16x16x4_f32 v[0:3], v64, v72, v[0:3]
	v_mfma_f32_16x16x4_f32 v[0:3], v64, v72, v[0:3]
	v_mfma_f32_16x16x4_f32 v[0:3], v64, v72, v[0:3]
	v_mfma_f32_16x16x4_f32 v[0:3], v64, v72, v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x4_f32_lat
	s_branch	.Lmfma_f32_16x16x4_f32_done
.Lmfma_f32_16x16x4_f32_tput:
	v_mfma_f32_16x16x4_f32 v[0:3], v64, v72, v[0:3]
	v_mfma_f32_16x16x4_f32 v[4:7], v64, v72, v[4:7]
	v_mfma_f32_16x16x4_f32 v[8:11], v64, v72, v[8:11]
	v_mfma_f32_16x16x4_f32 v[12:15], v64, v72, v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x4_f32_tput
.Lmfma_f32_16x16x4_f32_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f64_16x16x4_f64: A 2, B 2, C/D 8 VGPRs; 2048 FLOPs

	.globl	mx_mfma_f64_16x16x4_f64
	.p2align 8
	.type	mx_mfma_f64_16x16x4_f64,@function
mx_mfma_f64_16x16x4_f64:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f64_16x16x4_f64_tput
.Lmfma_f64_16x16x4_f64_lat:
	v_mfma_f64_16x16x4_f64 v[0:7], v[64:65], v[72:73], v[0:7]
	v_mfma_f64_16x16x4_f64 v[0:7], v[64:65], v[72:73], v[0:7]
	v_mfma_f64_16x16x4_f64 v[0:7], v[64:65], v[72:73], v[0:7]
	v_mfma_f64_16x16x4_f64 v[0:7], v[64:65], v[72:73], v[0:7]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f64_16x16x4_f64_lat
	s_branch	.Lmfma_f64_16x16x4_f64_done
.Lmfma_f64_16x16x4_f64_tput:
	v_mfma_f64_16x16x4_f64 v[0:7], v[64:65], v[72:73], v[0:7]
	v_mfma_f64_16x16x4_f64 v[8:15], v[64:65], v[72:73], v[8:15]
	v_mfma_f64_16x16x4_f64 v[16:23], v[64:65], v[72:73], v[16:23]
	v_mfma_f64_16x16x4_f64 v[24:31], v[64:65], v[72:73], v[24:31]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f64_16x16x4_f64_tput
.Lmfma_f64_16x16x4_f64_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v8
	v_mov_b32	v122, v16
	v_mov_b32	v123, v24
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_i32_32x32x16_i8: A 2, B 2, C/D 16 VGPRs; 32768 FLOPs

	.globl	mx_mfma_i32_32x32x16_i8
	.p2align 8
	.type	mx_mfma_i32_32x32x16_i8,@function
mx_mfma_i32_32x32x16_i8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_i32_32x32x16_i8_tput
.Lmfma_i32_32x32x16_i8_lat:
	v_mfma_i32_32x32x16_i8 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_i32_32x32x16_i8 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_i32_32x32x16_i8 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_i32_32x32x16_i8 v[0:15], v[64:65], v[72:73], v[0:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_i32_32x32x16_i8_lat
	s_branch	.Lmfma_i32_32x32x16_i8_done
.Lmfma_i32_32x32x16_i8_tput:
	v_mfma_i32_32x32x16_i8 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_i32_32x32x16_i8 v[16:31], v[64:65], v[72:73], v[16:31]
	v_mfma_i32_32x32x16_i8 v[32:47], v[64:65], v[72:73], v[32:47]
	v_mfma_i32_32x32x16_i8 v[48:63], v[64:65], v[72:73], v[48:63]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_i32_32x32x16_i8_tput
.Lmfma_i32_32x32x16_i8_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v16
	v_mov_b32	v122, v32
	v_mov_b32	v123, v48
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_i32_16x16x32_i8: A 2, B 2, C/D 4 VGPRs; 16384 FLOPs

	.globl	mx_mfma_i32_16x16x32_i8
	.p2align 8
	.type	mx_mfma_i32_16x16x32_i8,@function
mx_mfma_i32_16x16x32_i8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_i32_16x16x32_i8_tput
.Lmfma_i32_16x16x32_i8_lat:
	v_mfma_i32_16x16x32_i8 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_i32_16x16x32_i8 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_i32_16x16x32_i8 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_i32_16x16x32_i8 v[0:3], v[64:65], v[72:73], v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_i32_16x16x32_i8_lat
	s_branch	.Lmfma_i32_16x16x32_i8_done
.Lmfma_i32_16x16x32_i8_tput:
	v_mfma_i32_16x16x32_i8 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_i32_16x16x32_i8 v[4:7], v[64:65], v[72:73], v[4:7]
	v_mfma_i32_16x16x32_i8 v[8:11], v[64:65], v[72:73], v[8:11]
	v_mfma_i32_16x16x32_i8 v[12:15], v[64:65], v[72:73], v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_i32_16x16x32_i8_tput
.Lmfma_i32_16x16x32_i8_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f32_16x16x32_fp8_fp8: A 2, B 2, C/D 4 VGPRs; 16384 FLOPs

	.globl	mx_mfma_f32_16x16x32_fp8_fp8
	.p2align 8
	.type	mx_mfma_f32_16x16x32_fp8_fp8,@function
mx_mfma_f32_16x16x32_fp8_fp8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_16x16x32_fp8_fp8_tput
.Lmfma_f32_16x16x32_fp8_fp8_lat:
	v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[64:65], v[72:73], v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x32_fp8_fp8_lat
	s_branch	.Lmfma_f32_16x16x32_fp8_fp8_done
.Lmfma_f32_16x16x32_fp8_fp8_tput:
	v_mfma_f32_16x16x32_fp8_fp8 v[0:3], v[64:65], v[72:73], v[0:3]
	v_mfma_f32_16x16x32_fp8_fp8 v[4:7], v[64:65], v[72:73], v[4:7]
	v_mfma_f32_16x16x32_fp8_fp8 v[8:11], v[64:65], v[72:73], v[8:11]
	v_mfma_f32_16x16x32_fp8_fp8 v[12:15], v[64:65], v[72:73], v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x32_fp8_fp8_tput
.Lmfma_f32_16x16x32_fp8_fp8_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f32_32x32x16_fp8_fp8: A 2, B 2, C/D 16 VGPRs; 32768 FLOPs

	.globl	mx_mfma_f32_32x32x16_fp8_fp8
	.p2align 8
	.type	mx_mfma_f32_32x32x16_fp8_fp8,@function
mx_mfma_f32_32x32x16_fp8_fp8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_32x32x16_fp8_fp8_tput
.Lmfma_f32_32x32x16_fp8_fp8_lat:
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[64:65], v[72:73], v[0:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x16_fp8_fp8_lat
	s_branch	.Lmfma_f32_32x32x16_fp8_fp8_done
.Lmfma_f32_32x32x16_fp8_fp8_tput:
	v_mfma_f32_32x32x16_fp8_fp8 v[0:15], v[64:65], v[72:73], v[0:15]
	v_mfma_f32_32x32x16_fp8_fp8 v[16:31], v[64:65], v[72:73], v[16:31]
	v_mfma_f32_32x32x16_fp8_fp8 v[32:47], v[64:65], v[72:73], v[32:47]
	v_mfma_f32_32x32x16_fp8_fp8 v[48:63], v[64:65], v[72:73], v[48:63]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x16_fp8_fp8_tput
.Lmfma_f32_32x32x16_fp8_fp8_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v16
	v_mov_b32	v122, v32
	v_mov_b32	v123, v48
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_smfmac_f32_16x16x32_f16: A 2, B 4, C/D 4 VGPRs, sparse index; 16384 FLOPs

	.globl	mx_smfmac_f32_16x16x32_f16
	.p2align 8
	.type	mx_smfmac_f32_16x16x32_f16,@function
mx_smfmac_f32_16x16x32_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v80, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lsmfmac_f32_16x16x32_f16_tput
.Lsmfmac_f32_16x16x32_f16_lat:
	v_smfmac_f32_16x16x32_f16 v[0:3], v[64:65], v[72:75], v80
	v_smfmac_f32_16x16x32_f16 v[0:3], v[64:65], v[72:75], v80
	v_smfmac_f32_16x16x32_f16 v[0:3], v[64:65], v[72:75], v80
	v_smfmac_f32_16x16x32_f16 v[0:3], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lsmfmac_f32_16x16x32_f16_lat
	s_branch	.Lsmfmac_f32_16x16x32_f16_done
.Lsmfmac_f32_16x16x32_f16_tput:
	v_smfmac_f32_16x16x32_f16 v[0:3], v[64:65], v[72:75], v80
	v_smfmac_f32_16x16x32_f16 v[4:7], v[64:65], v[72:75], v80
	v_smfmac_f32_16x16x32_f16 v[8:11], v[64:65], v[72:75], v80
	v_smfmac_f32_16x16x32_f16 v[12:15], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lsmfmac_f32_16x16x32_f16_tput
.Lsmfmac_f32_16x16x32_f16_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_smfmac_f32_32x32x16_f16: A 2, B 4, C/D 16 VGPRs, sparse index; 32768 FLOPs

	.globl	mx_smfmac_f32_32x32x16_f16
	.p2align 8
	.type	mx_smfmac_f32_32x32x16_f16,@function
mx_smfmac_f32_32x32x16_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v80, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lsmfmac_f32_32x32x16_f16_tput
.Lsmfmac_f32_32x32x16_f16_lat:
	v_smfmac_f32_32x32x16_f16 v[0:15], v[64:65], v[72:75], v80
	v_smfmac_f32_32x32x16_f16 v[0:15], v[64:65], v[72:75], v80
	v_smfmac_f32_32x32x16_f16 v[0:15], v[64:65], v[72:75], v80
	v_smfmac_f32_32x32x16_f16 v[0:15], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lsmfmac_f32_32x32x16_f16_lat
	s_branch	.Lsmfmac_f32_32x32x16_f16_done
.Lsmfmac_f32_32x32x16_f16_tput:
	v_smfmac_f32_32x32x16_f16 v[0:15], v[64:65], v[72:75], v80
	v_smfmac_f32_32x32x16_f16 v[16:31], v[64:65], v[72:75], v80
	v_smfmac_f32_32x32x16_f16 v[32:47], v[64:65], v[72:75], v80
	v_smfmac_f32_32x32x16_f16 v[48:63], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lsmfmac_f32_32x32x16_f16_tput
.Lsmfmac_f32_32x32x16_f16_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v16
	v_mov_b32	v122, v32
	v_mov_b32	v123, v48
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_smfmac_i32_16x16x64_i8: A 2, B 4, C/D 4 VGPRs, sparse index; 32768 FLOPs

	.globl	mx_smfmac_i32_16x16x64_i8
	.p2align 8
	.type	mx_smfmac_i32_16x16x64_i8,@function
mx_smfmac_i32_16x16x64_i8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	v_mov_b32	v80, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lsmfmac_i32_16x16x64_i8_tput
.Lsmfmac_i32_16x16x64_i8_lat:
	v_smfmac_i32_16x16x64_i8 v[0:3], v[64:65], v[72:75], v80
	v_smfmac_i32_16x16x64_i8 v[0:3], v[64:65], v[72:75], v80
	v_smfmac_i32_16x16x64_i8 v[0:3], v[64:65], v[72:75], v80
	v_smfmac_i32_16x16x64_i8 v[0:3], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lsmfmac_i32_16x16x64_i8_lat
	s_branch	.Lsmfmac_i32_16x16x64_i8_done
.Lsmfmac_i32_16x16x64_i8_tput:
	v_smfmac_i32_16x16x64_i8 v[0:3], v[64:65], v[72:75], v80
	v_smfmac_i32_16x16x64_i8 v[4:7], v[64:65], v[72:75], v80
	v_smfmac_i32_16x16x64_i8 v[8:11], v[64:65], v[72:75], v80
	v_smfmac_i32_16x16x64_i8 v[12:15], v[64:65], v[72:75], v80
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lsmfmac_i32_16x16x64_i8_tput
.Lsmfmac_i32_16x16x64_i8_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// gfx950 (CDNA4) adds the K-doubled 16-bit and i8 shapes
.if .amdgcn.gfx_generation_minor >= 5

// v_mfma_f32_16x16x32_f16: A 4, B 4, C/D 4 VGPRs; 16384 FLOPs

	.globl	mx_mfma_f32_16x16x32_f16
	.p2align 8
	.type	mx_mfma_f32_16x16x32_f16,@function
mx_mfma_f32_16x16x32_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_16x16x32_f16_tput
.Lmfma_f32_16x16x32_f16_lat:
	v_mfma_f32_16x16x32_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_f32_16x16x32_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_f32_16x16x32_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_f32_16x16x32_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x32_f16_lat
	s_branch	.Lmfma_f32_16x16x32_f16_done
.Lmfma_f32_16x16x32_f16_tput:
	v_mfma_f32_16x16x32_f16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_f32_16x16x32_f16 v[4:7], v[64:67], v[72:75], v[4:7]
	v_mfma_f32_16x16x32_f16 v[8:11], v[64:67], v[72:75], v[8:11]
	v_mfma_f32_16x16x32_f16 v[12:15], v[64:67], v[72:75], v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x32_f16_tput
.Lmfma_f32_16x16x32_f16_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f32_32x32x16_f16: A 4, B 4, C/D 16 VGPRs; 32768 FLOPs

	.globl	mx_mfma_f32_32x32x16_f16
	.p2align 8
	.type	mx_mfma_f32_32x32x16_f16,@function
mx_mfma_f32_32x32x16_f16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
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
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_32x32x16_f16_tput
.Lmfma_f32_32x32x16_f16_lat:
	v_mfma_f32_32x32x16_f16 v[0:15], v[64:67], v[72:75], v[0:15]
	v_mfma_f32_32x32x16_f16 v[0:15], v[64:67], v[72:75], v[0:15]
	v_mfma_f32_32x32x16_f16 v[0:15], v[64:67], v[72:75], v[0:15]
	v_mfma_f32_32x32x16_f16 v[0:15], v[64:67], v[72:75], v[0:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x16_f16_lat
	s_branch	.Lmfma_f32_32x32x16_f16_done
.Lmfma_f32_32x32x16_f16_tput:
	v_mfma_f32_32x32x16_f16 v[0:15], v[64:67], v[72:75], v[0:15]
	v_mfma_f32_32x32x16_f16 v[16:31], v[64:67], v[72:75], v[16:31]
	v_mfma_f32_32x32x16_f16 v[32:47], v[64:67], v[72:75], v[32:47]
	v_mfma_f32_32x32x16_f16 v[48:63], v[64:67], v[72:75], v[48:63]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_32x32x16_f16_tput
.Lmfma_f32_32x32x16_f16_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v16
	v_mov_b32	v122, v32
	v_mov_b32	v123, v48
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_f32_16x16x32_bf16: A 4, B 4, C/D 4 VGPRs; 16384 FLOPs

	.globl	mx_mfma_f32_16x16x32_bf16
	.p2align 8
	.type	mx_mfma_f32_16x16x32_bf16,@function
mx_mfma_f32_16x16x32_bf16:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_f32_16x16x32_bf16_tput
.Lmfma_f32_16x16x32_bf16_lat:
	v_mfma_f32_16x16x32_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x32_bf16_lat
	s_branch	.Lmfma_f32_16x16x32_bf16_done
.Lmfma_f32_16x16x32_bf16_tput:
	v_mfma_f32_16x16x32_bf16 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_f32_16x16x32_bf16 v[4:7], v[64:67], v[72:75], v[4:7]
	v_mfma_f32_16x16x32_bf16 v[8:11], v[64:67], v[72:75], v[8:11]
	v_mfma_f32_16x16x32_bf16 v[12:15], v[64:67], v[72:75], v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_f32_16x16x32_bf16_tput
.Lmfma_f32_16x16x32_bf16_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm

// v_mfma_i32_16x16x64_i8: A 4, B 4, C/D 4 VGPRs; 32768 FLOPs

	.globl	mx_mfma_i32_16x16x64_i8
	.p2align 8
	.type	mx_mfma_i32_16x16x64_i8,@function
mx_mfma_i32_16x16x64_i8:
.if .amdgcn.gfx_generation_number >= 11
	s_load_b256	s[4:11], s[0:1], 0x0
	s_load_b64	s[12:13], s[0:1], 0x20
.else
	s_load_dwordx8	s[4:11], s[0:1], 0x0
	s_load_dwordx2	s[12:13], s[0:1], 0x20
.endif
.if .amdgcn.gfx_generation_number >= 12
	s_wait_kmcnt	0
.else
	s_waitcnt	lgkmcnt(0)
.endif
	v_mov_b32	v0, 0
	v_mov_b32	v1, 0
	v_mov_b32	v2, 0
	v_mov_b32	v3, 0
	v_mov_b32	v4, 0
	v_mov_b32	v5, 0
	v_mov_b32	v6, 0
	v_mov_b32	v7, 0
	v_mov_b32	v8, 0
	v_mov_b32	v9, 0
	v_mov_b32	v10, 0
	v_mov_b32	v11, 0
	v_mov_b32	v12, 0
	v_mov_b32	v13, 0
	v_mov_b32	v14, 0
	v_mov_b32	v15, 0
	v_mov_b32	v64, 0
	v_mov_b32	v65, 0
	v_mov_b32	v66, 0
	v_mov_b32	v67, 0
	v_mov_b32	v72, 0
	v_mov_b32	v73, 0
	v_mov_b32	v74, 0
	v_mov_b32	v75, 0
	// timer start
.if .amdgcn.gfx_generation_number >= 12
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_wait_kmcnt	0
	s_getreg_b32	s22, hwreg(HW_REG_SHADER_CYCLES_LO)
	s_mov_b32	s23, 0
.elseif .amdgcn.gfx_generation_number == 11
	s_sendmsg_rtn_b64 s[20:21], sendmsg(MSG_RTN_GET_REALTIME)
	s_waitcnt	lgkmcnt(0)
	s_getreg_b32	s29, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
	s_mov_b32	s28, 0
	s_mov_b64	s[22:23], 0
.else
	s_memrealtime	s[20:21]
	s_waitcnt	lgkmcnt(0)
	s_memtime	s[22:23]
	s_waitcnt	lgkmcnt(0)
.endif
	s_mov_b32	s15, s11
	s_cmp_eq_u32	s12, 0
	s_cbranch_scc0	.Lmfma_i32_16x16x64_i8_tput
.Lmfma_i32_16x16x64_i8_lat:
	v_mfma_i32_16x16x64_i8 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_i32_16x16x64_i8 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_i32_16x16x64_i8 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_i32_16x16x64_i8 v[0:3], v[64:67], v[72:75], v[0:3]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_i32_16x16x64_i8_lat
	s_branch	.Lmfma_i32_16x16x64_i8_done
.Lmfma_i32_16x16x64_i8_tput:
	v_mfma_i32_16x16x64_i8 v[0:3], v[64:67], v[72:75], v[0:3]
	v_mfma_i32_16x16x64_i8 v[4:7], v[64:67], v[72:75], v[4:7]
	v_mfma_i32_16x16x64_i8 v[8:11], v[64:67], v[72:75], v[8:11]
	v_mfma_i32_16x16x64_i8 v[12:15], v[64:67], v[72:75], v[12:15]
	s_sub_u32	s15, s15, 4
	s_cmp_lg_u32	s15, 0
	s_cbranch_scc1	.Lmfma_i32_16x16x64_i8_tput
.Lmfma_i32_16x16x64_i8_done:
	s_nop	7
	s_nop	7
	s_nop	7
	v_mov_b32	v120, v0
	v_mov_b32	v121, v4
	v_mov_b32	v122, v8
	v_mov_b32	v123, v12
	// timer end
	s_memtime	s[26:27]
	s_memrealtime	s[24:25]
	s_waitcnt	lgkmcnt(0)
	v_mov_b32	v100, 0
	v_mov_b32	v104, s22
	v_mov_b32	v105, s23
	v_mov_b32	v106, s26
	v_mov_b32	v107, s27
	v_mov_b32	v108, s20
	v_mov_b32	v109, s21
	v_mov_b32	v110, s24
	v_mov_b32	v111, s25
	v_mov_b32	v112, 0
	v_mov_b32	v113, 0
	v_mov_b32	v114, 0
	v_mov_b32	v115, 0
	v_mov_b32	v116, 0
	v_mov_b32	v117, 0
	v_mov_b32	v118, 0
	v_mov_b32	v119, 0
	global_store_dwordx4 v100, v[104:107], s[4:5]
	global_store_dwordx4 v100, v[108:111], s[4:5] offset:16
	global_store_dwordx4 v100, v[112:115], s[4:5] offset:32
	global_store_dwordx4 v100, v[116:119], s[4:5] offset:48
	s_waitcnt	vmcnt(0)
	s_endpgm
.endif
.endif

	.rodata
	.p2align 6
// .if cannot stand inside an .amdhsa_kernel block (llvm-mc-22): one block
// per generation; gfx9 (gfx90a+) needs .amdhsa_accum_offset.
.if .amdgcn.gfx_generation_number >= 12
	.amdhsa_kernel mx_wmma_f32_16x16x16_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_f32_16x16x16_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_f16_16x16x16_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_bf16_16x16x16_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_i32_16x16x16_iu8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_i32_16x16x16_iu4
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_i32_16x16x32_iu4
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_f32_16x16x16_fp8_fp8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_f32_16x16x16_bf8_bf8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_swmmac_f32_16x16x32_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_swmmac_f32_16x16x32_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_swmmac_i32_16x16x32_iu8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_swmmac_f32_16x16x32_fp8_fp8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.elseif .amdgcn.gfx_generation_number == 11
	.amdhsa_kernel mx_wmma_f32_16x16x16_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_f32_16x16x16_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_f16_16x16x16_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_bf16_16x16x16_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_i32_16x16x16_iu8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
	.amdhsa_kernel mx_wmma_i32_16x16x16_iu4
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
	.end_amdhsa_kernel
.else
	.amdhsa_kernel mx_mfma_f32_32x32x8_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f32_16x16x16_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f32_32x32x8_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f32_16x16x16_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f32_32x32x2_f32
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f32_16x16x4_f32
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f64_16x16x4_f64
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_i32_32x32x16_i8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_i32_16x16x32_i8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f32_16x16x32_fp8_fp8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f32_32x32x16_fp8_fp8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_smfmac_f32_16x16x32_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_smfmac_f32_32x32x16_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_smfmac_i32_16x16x64_i8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
.if .amdgcn.gfx_generation_minor >= 5
	.amdhsa_kernel mx_mfma_f32_16x16x32_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f32_32x32x16_f16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_f32_16x16x32_bf16
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
	.amdhsa_kernel mx_mfma_i32_16x16x64_i8
		.amdhsa_user_sgpr_kernarg_segment_ptr 1
		.amdhsa_kernarg_size 40
		.amdhsa_system_sgpr_workgroup_id_x 1
		.amdhsa_next_free_vgpr 124
		.amdhsa_next_free_sgpr 32
		.amdhsa_accum_offset 124
	.end_amdhsa_kernel
.endif
.endif
