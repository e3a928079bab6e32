// gfx12-only encodings (see enc-common.s).
s_wait_kmcnt 0
s_wait_loadcnt 0
s_wait_storecnt 0
s_wait_dscnt 0
s_wait_loadcnt 3
s_wait_loadcnt_dscnt 0
s_wait_storecnt_dscnt 0
s_wait_expcnt 0
s_wait_samplecnt 0
s_wait_bvhcnt 0
s_barrier_signal -1
s_barrier_wait -1
s_add_co_u32 s0, s1, s2
s_sub_co_u32 s0, s1, s2
s_add_co_ci_u32 s0, s1, 0
s_add_co_i32 s0, s1, s2
s_sub_co_i32 s0, s1, -1
s_add_u32 s0, s1, s2
v_max_num_f32 v0, v1, v2
v_min_num_f32 v0, v1, v2
global_load_b32 v1, v2, s[0:1] offset:100000
v_min_num_f32 v0, v1, v2 mul:4
// WMMA (VOP3P), wave32: A/B 4 VGPRs (iu8 2), C/D 8 (16-bit results 4)
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], v[0:7]
v_wmma_f32_16x16x16_f16 v[24:31], v[8:11], v[16:19], v[0:7]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], 1.0
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], 0
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], -1
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], v[0:7] neg_lo:[1,0,0]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], v[0:7] neg_lo:[0,1,0] neg_hi:[0,1,0]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], v[0:7] neg_lo:[0,0,1] neg_hi:[0,0,1]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:11], v[16:19], v[0:7] neg_lo:[1, 1, 1]
v_wmma_f32_16x16x16_bf16 v[0:7], v[8:11], v[16:19], v[0:7]
v_wmma_f32_16x16x16_bf16 v[200:207], v[100:103], v[252:255], 0.5
v_wmma_f16_16x16x16_f16 v[0:3], v[8:11], v[16:19], v[0:3]
v_wmma_f16_16x16x16_f16 v[0:3], v[8:11], v[16:19], v[0:3] neg_lo:[1,0,0] neg_hi:[0,1,0]
v_wmma_f16_16x16x16_f16 v[0:3], v[8:11], v[16:19], -2.0
v_wmma_bf16_16x16x16_bf16 v[0:3], v[8:11], v[16:19], v[0:3]
v_wmma_bf16_16x16x16_bf16 v[0:3], v[8:11], v[16:19], 1.0 neg_hi:[1,1,0]
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:9], v[16:17], v[0:7]
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:9], v[16:17], v[0:7] neg_lo:[1,1,0]
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:9], v[16:17], v[0:7] neg_lo:[0,1,0] clamp
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:9], v[16:17], 64
s_getreg_b32 s0, hwreg(HW_REG_WAVE_HW_ID1)
s_getreg_b32 s1, hwreg(HW_REG_WAVE_HW_ID2, 8, 4)
s_getreg_b32 s2, hwreg(HW_REG_SHADER_CYCLES_LO)
s_getreg_b32 s2, hwreg(HW_REG_SHADER_CYCLES_HI)
s_getreg_b32 s3, hwreg(HW_REG_WAVE_MODE)
s_getreg_b32 s3, hwreg(27)
s_sendmsg_rtn_b32 s0, sendmsg(MSG_RTN_GET_SE_AID_ID)
