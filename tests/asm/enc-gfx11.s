// gfx11-only encodings (see enc-common.s).
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(0)
s_waitcnt vmcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(1) & lgkmcnt(2)
s_waitcnt expcnt(0)
s_waitcnt 0
s_barrier
s_add_u32 s0, s1, s2
s_sub_u32 s0, s1, s2
s_addc_u32 s0, s1, 0
s_add_i32 s0, s1, s2
s_sub_i32 s0, s1, -1
v_max_f32 v0, v1, v2
v_min_f32 v0, v1, v2
s_waitcnt_vscnt null, 0x0
s_waitcnt_vscnt null, 3
// WMMA (VOP3P), wave32: A/B 8 VGPRs (iu8 4), C/D 8
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[0:7]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], 1.0
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], 0
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], -1
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1,0,0]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[0,1,0] neg_hi:[0,1,0]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[0,0,1] neg_hi:[0,0,1]
v_wmma_f32_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] neg_lo:[1, 1, 1]
v_wmma_f32_16x16x16_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_f32_16x16x16_bf16 v[200:207], v[100:107], v[248:255], 0.5
v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] op_sel:[0,0,1]
v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] op_sel_hi:[0,1,1]
v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], v[0:7] op_sel:[0,0,1] neg_lo:[1,0,0] neg_hi:[0,1,0]
v_wmma_f16_16x16x16_f16 v[0:7], v[8:15], v[16:23], -2.0
v_wmma_bf16_16x16x16_bf16 v[0:7], v[8:15], v[16:23], v[0:7]
v_wmma_bf16_16x16x16_bf16 v[0:7], v[8:15], v[16:23], v[0:7] op_sel:[0,0,1]
v_wmma_bf16_16x16x16_bf16 v[0:7], v[8:15], v[16:23], 1.0 neg_hi:[1,1,0]
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[16:19], v[0:7]
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[16:19], v[0:7] neg_lo:[1,1,0]
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[16:19], v[0:7] neg_lo:[0,1,0] clamp
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[16:19], 64
v_wmma_i32_16x16x16_iu8 v[0:7], v[8:11], v[16:19], v[0:7] neg_hi:[0,0,1]
s_getreg_b32 s0, hwreg(HW_REG_HW_ID1)
s_getreg_b32 s1, hwreg(HW_REG_HW_ID2, 8, 4)
s_getreg_b32 s2, hwreg(HW_REG_SHADER_CYCLES)
s_getreg_b32 s2, hwreg(HW_REG_SHADER_CYCLES, 0, 20)
s_getreg_b32 s3, hwreg(HW_REG_MODE)
s_getreg_b32 s3, hwreg(27)
// Lines the hand-shaped path refuses and the table-driven layer takes, as llvm-mc does
v_add_nc_u32 v5, v2, v3 clamp
v_pk_add_f16 v0, v1, v2 op_sel:[1,0,0]
ds_store_b32 v1, v2 gds
// gfx11's GDS-only operations (rows the generator finds with GDS set)
ds_add_gs_reg_rtn v[5:6], v1 offset:65535 gds
ds_sub_gs_reg_rtn v[5:6], v1 offset:8 gds
ds_gws_init v1 offset:65535 gds
ds_gws_barrier v1 gds
ds_gws_sema_v gds
ds_gws_sema_p offset:8 gds
ds_gws_sema_release_all gds
ds_gws_sema_br v1 gds
ds_ordered_count v5, v1 offset:4 gds
