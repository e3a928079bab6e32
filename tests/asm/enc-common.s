// Encodings checked against llvm-mc-22 -show-encoding on gfx1100 and gfx1201
// (tests/unit/test_asm.c).  One instruction per line, no labels.
s_load_b32 s8, s[0:1], 0x18
s_load_b64 s[0:1], s[0:1], 0x0
s_load_b128 s[4:7], s[0:1], 0x10
s_load_b256 s[8:15], s[2:3], 0x40
s_load_b64 s[2:3], s[4:5], -8
s_load_b32 s41, s[4:5], s40 offset:0x4
v_lshlrev_b32 v1, 2, v0
v_lshlrev_b32 v1, s3, v0
v_lshlrev_b32_e64 v1, v0, s3
v_add_co_u32 v2, vcc_lo, s4, v1
v_add_co_u32 v2, s10, s4, v1
v_add_co_u32 v2, s10, v4, 0x1234
v_add_co_ci_u32 v3, vcc_lo, s5, 0, vcc_lo
v_add_co_ci_u32 v3, s10, s5, 0, s10
v_add_co_ci_u32 v3, vcc_lo, 0, v4, vcc_lo
v_add_co_ci_u32_e64 v3, vcc_lo, v1, v4, vcc_lo
v_sub_co_u32 v2, vcc_lo, v4, v1
v_sub_co_ci_u32 v3, vcc_lo, v5, v6, vcc_lo
v_add_nc_u32 v1, s2, v0
v_add_nc_u32 v1, 64, v0
v_add_nc_u32 v1, -16, v0
v_add_nc_u32 v1, 65, v0
v_add_nc_u32 v1, -17, v0
v_add_nc_u32 v1, 0xffffffff, v0
v_sub_nc_u32 v1, v2, v0
v_mov_b32 v0, 0
v_mov_b32 v0, 1.0
v_mov_b32 v0, -4.0
v_mov_b32 v0, 0.5
v_mov_b32 v0, 0x3f800000
v_mov_b32 v0, 0x12345678
v_mov_b32 v0, 1.5
v_mov_b32 v0, s3
v_mov_b32 v255, v128
v_mov_b32 v0, vcc_lo
v_mov_b32 v0, exec_lo
v_mov_b32 v0, m0
v_mov_b32_e64 v0, v1
v_not_b32 v0, v1
v_cvt_f32_u32 v1, v2
v_cvt_f32_i32 v1, v2
v_cvt_u32_f32 v1, v2
v_cvt_i32_f32 v1, v2
v_rcp_f32 v1, v2
v_sqrt_f32 v1, v2
v_readfirstlane_b32 s0, v1
v_add_f32 v0, v1, v2
v_add_f32 v0, s1, v2
v_add_f32 v0, v1, s2
v_add_f32 v0, -v1, |v2|
v_add_f32 v0, 2.0, v2
v_sub_f32 v0, v1, v2
v_mul_f32 v0, v1, v2
v_fmac_f32 v0, v1, v2
v_fma_f32 v0, v1, v2, v3
v_fma_f32 v0, -v1, v2, |v3|
v_mul_u32_u24 v0, v1, v2
v_mul_lo_u32 v0, v1, v2
v_mul_lo_u32 v0, v1, 7
v_mul_hi_u32 v0, v1, v2
v_mad_u32_u24 v0, v1, v2, v3
v_lshl_add_u32 v0, v1, 2, v3
v_add3_u32 v0, v1, v2, v3
v_bfe_u32 v0, v1, 8, 4
v_and_b32 v0, v1, v2
v_or_b32 v0, 0xff00, v2
v_xor_b32 v0, v1, v2
v_lshrrev_b32 v0, 4, v2
v_ashrrev_i32 v0, 4, v2
v_min_u32 v0, v1, v2
v_max_u32 v0, v1, v2
v_cndmask_b32 v0, v1, v2, vcc_lo
v_cndmask_b32 v0, 0, 1, s3
v_cmp_eq_u32 vcc_lo, v1, v2
v_cmp_ne_u32 vcc_lo, 0, v2
v_cmp_lt_u32 vcc_lo, s0, v1
v_cmp_gt_u32 vcc_lo, s0, v1
v_cmp_gt_u32 s2, s0, v1
v_cmp_gt_u32_e64 vcc_lo, v1, v2
v_cmp_le_u32 s4, v1, 5
v_cmp_ge_u32 vcc_lo, v1, v2
v_cmp_lt_i32 vcc_lo, v1, v2
v_cmp_gt_i32 vcc_lo, v1, v2
v_cmp_lt_f32 vcc_lo, v1, v2
v_cmp_gt_f32 vcc_lo, 1.0, v2
v_cmp_eq_f32 vcc_lo, v1, v2
global_load_b32 v1, v[2:3], off
global_load_b32 v1, v2, s[0:1] offset:16
global_load_b32 v1, v[2:3], off offset:-64
global_load_b64 v[4:5], v[2:3], off
global_load_b128 v[4:7], v2, s[2:3]
global_store_b32 v[2:3], v1, off
global_store_b32 v2, v1, s[0:1] offset:-4
global_store_b64 v[2:3], v[4:5], off
global_store_b128 v2, v[4:7], s[4:5] offset:256
global_atomic_add_u32 v[2:3], v1, off
global_atomic_add_u32 v2, v1, s[0:1] offset:8
s_nop 0
s_nop 7
s_endpgm
s_sleep 1
s_cbranch_scc0 4
s_cbranch_scc1 -1
s_cbranch_vccz 0
s_cbranch_vccnz 3
s_cbranch_execz 0
s_cbranch_execnz -5
s_branch 0
s_mov_b32 s0, s1
s_mov_b32 s0, 0x12345
s_mov_b32 s0, -1
s_mov_b32 s0, 1.0
s_mov_b32 exec_lo, s2
s_mov_b32 m0, 0
s_mov_b64 s[0:1], s[2:3]
s_mov_b64 exec, -1
s_not_b32 s0, s1
s_and_saveexec_b32 s0, vcc_lo
s_or_saveexec_b32 s0, s4
s_and_saveexec_b64 s[0:1], s[2:3]
s_mul_i32 s0, s1, s2
s_mul_i32 s0, s1, 100
s_and_b32 s0, s1, 0xffff
s_or_b32 s0, s1, s2
s_xor_b32 s0, s1, s2
s_and_b64 s[0:1], s[2:3], exec
s_lshl_b32 s0, s1, 2
s_lshr_b32 s0, s1, 2
s_ashr_i32 s0, s1, 31
s_min_u32 s0, s1, s2
s_max_u32 s0, s1, s2
s_cselect_b32 s0, s1, 0
s_cmp_eq_u32 s0, 5
s_cmp_lg_u32 s0, s1
s_cmp_lt_u32 s0, s1
s_cmp_le_u32 s0, s1
s_cmp_gt_u32 s0, 0x1000
s_cmp_ge_u32 s0, s1
s_cmp_lt_i32 s0, s1
s_cmp_ge_i32 s0, -3
v_add_f32_e64 v0, v1, v2 clamp
v_mul_f32_e64 v0, v1, v2 mul:2
v_add_f32 v0, v1, v2 div:2
v_fma_f32 v0, v1, v2, v3 clamp mul:4
v_cvt_f32_u32 v0, v1 clamp
s_movk_i32 s0, 0x1234
s_movk_i32 s5, -2
ds_load_b32 v0, v1
ds_load_b32 v0, v1 offset:65535
ds_load_b32 v255, v255 offset:4
ds_load_b64 v[0:1], v1 offset:8
ds_load_b128 v[0:3], v1 offset:16
ds_store_b32 v1, v2
ds_store_b32 v1, v2 offset:4
ds_store_b64 v1, v[2:3] offset:8
ds_store_b128 v1, v[4:7]
ds_load_2addr_b32 v[0:1], v1 offset0:1 offset1:255
ds_load_2addr_b32 v[0:1], v1
ds_load_2addr_b32 v[4:5], v1 offset1:3
ds_store_2addr_b32 v1, v2, v3 offset0:1 offset1:2
ds_store_2addr_b32 v1, v2, v3 offset0:7
ds_add_u32 v1, v2 offset:4
ds_add_rtn_u32 v0, v1, v2 offset:4
ds_max_u32 v1, v2
ds_max_u32 v1, v2 offset:1024
ds_permute_b32 v0, v1, v2 offset:4
ds_bpermute_b32 v0, v1, v2
ds_swizzle_b32 v0, v1
ds_swizzle_b32 v0, v1 offset:0x41f
ds_swizzle_b32 v0, v1 offset:swizzle(SWAP,16)
ds_swizzle_b32 v0, v1 offset:swizzle(SWAP, 2)
ds_swizzle_b32 v0, v1 offset:swizzle(REVERSE,8)
ds_swizzle_b32 v0, v1 offset:swizzle(BROADCAST,4,1)
ds_swizzle_b32 v0, v1 offset:swizzle(QUAD_PERM,0,1,2,3)
ds_swizzle_b32 v0, v1 offset:0x801b
ds_swizzle_b32 v0, v1 offset:swizzle(BITMASK_PERM,"01pip")
ds_swizzle_b32 v0, v1 offset:0xe0
ds_swizzle_b32 v0, v1 offset:0x8100
ds_swizzle_b32 v0, v1 offset:swizzle(FFT,5)
ds_swizzle_b32 v0, v1 offset:swizzle(ROTATE,1,3)
ds_swizzle_b32 v0, v1 offset:0xffff
v_nop
v_cvt_pk_rtz_f16_f32 v0, v1, v2
v_cvt_pk_rtz_f16_f32 v0, s1, v2
v_cvt_pk_rtz_f16_f32 v0, v1, s2
v_pack_b32_f16 v0, v1, v2
v_pack_b32_f16 v7, s1, v200
s_getreg_b32 s0, hwreg(52)
s_getreg_b32 s0, hwreg(52, 8, 3)
s_getreg_b32 s7, hwreg(23, 31, 1)
s_getreg_b32 vcc_lo, 0xffff
s_getreg_b32 s0, 0
s_sendmsg_rtn_b64 s[2:3], sendmsg(MSG_RTN_GET_REALTIME)
s_sendmsg_rtn_b64 s[4:5], sendmsg(MSG_RTN_GET_TMA)
s_sendmsg_rtn_b32 s5, sendmsg(MSG_RTN_GET_REALTIME)
s_sendmsg_rtn_b32 s5, sendmsg(MSG_RTN_GET_DOORBELL)
s_sendmsg_rtn_b64 s[2:3], 131
s_setprio 0
s_setprio 3
s_setprio 65
s_setprio 0xffff
s_sleep 100
v_add_f16 v0, v1, v2
v_add_f16_e64 v0, v1, v2
v_add_f16 v0, s1, v2
v_add_f16 v5, -v1, |v2|
v_add_f16_e64 v0, -v1, |v2| clamp
v_add_f16 v0, 1.0, v2
v_add_f16 v0, 0x3c00, v2
v_add_f16 v0, 0x1234, v2
v_add_f16 v0, 1.5, v2
v_add_f16 v0, -1, v2
v_add_f16 v0, -17, v2
v_add_f16 v0, 0.15915494, v2
v_add_f16 v0, v129, v2
v_add_f16 v0, v1, v200
v_add_f16 v130, v1, v2
v_add_f16 v0, v1, s2
v_add_f16_e64 v0, v1, v2 mul:2
v_mul_f16 v0, v1, v2
v_mul_f16 v7, -4.0, v2
v_mul_f16_e64 v0, v1, 0.5 div:2
v_fma_f16 v0, v1, v2, v3
v_fma_f16 v0, -v1, v2, |v3| clamp
v_fma_f16 v0, v1, 2.0, s3
v_fma_f16 v0, v1, 0x4248, v3
v_cvt_f16_f32 v0, v1
v_cvt_f16_f32 v0, s1
v_cvt_f16_f32 v0, 0.5
v_cvt_f16_f32 v0, 0x3fc00000
v_cvt_f16_f32_e64 v0, -v1 clamp
v_cvt_f16_f32 v200, v1
v_cvt_f32_f16 v0, v1
v_cvt_f32_f16 v0, v201
v_cvt_f32_f16 v0, 1.0
v_cvt_f32_f16 v0, 0x3e00
v_cvt_f32_f16_e64 v0, -|v1|
v_pk_add_f16 v0, v1, v2
v_pk_add_f16 v0, v1, v2 op_sel:[1,0] op_sel_hi:[0,1] neg_lo:[1,0] neg_hi:[0,1]
v_pk_add_f16 v0, v1, v2 op_sel:[1,0] clamp
v_pk_add_f16 v0, v1, v2 neg_lo:[1,0] neg_hi:[1,1] clamp
v_pk_add_f16 v0, 1.0, v2
v_pk_add_f16 v0, s1, v2
v_pk_add_f16 v0, 0x1234, v2
v_pk_add_f16 v0, v1, v2 op_sel_hi:[0,0]
v_pk_mul_f16 v0, v1, v2
v_pk_mul_f16 v0, v1, v2 clamp
v_pk_mul_f16 v3, v4, v5 op_sel:[0,1] op_sel_hi:[1,0]
v_pk_fma_f16 v0, v1, v2, v3
v_pk_fma_f16 v0, v1, v2, v3 op_sel:[0,0,1] op_sel_hi:[1,1,0]
v_pk_fma_f16 v0, v1, v2, v3 neg_lo:[1,1,1] neg_hi:[0,0,1] clamp
v_pk_fma_f16 v0, v1, v2, 2.0
v_fma_f64 v[0:1], v[2:3], v[4:5], v[6:7]
v_fma_f64 v[0:1], -v[2:3], v[4:5], |v[6:7]|
v_fma_f64 v[0:1], v[2:3], v[4:5], 1.0 clamp
v_fma_f64 v[0:1], s[2:3], v[4:5], -4.0
v_fma_f64 v[0:1], v[2:3], 0x40080000, v[6:7]
v_fma_f64 v[0:1], v[2:3], 3.0, v[6:7]
v_fma_f64 v[10:11], v[2:3], v[4:5], 0 mul:2
v_add_f64 v[0:1], v[2:3], v[4:5]
v_add_f64 v[1:2], v[3:4], v[5:6]
v_add_f64 v[0:1], -v[2:3], |v[4:5]|
v_add_f64 v[0:1], s[2:3], 1.0
v_add_f64 v[0:1], v[2:3], 0x40000000
v_add_f64 v[0:1], v[2:3], 0x3ff00000
v_add_f64 v[0:1], 0x3fc45f30, v[2:3]
v_add_f64 v[0:1], 1.5, v[2:3]
v_add_f64 v[0:1], v[2:3], v[4:5] clamp
v_add_f64 v[0:1], 7, v[2:3]
v_add_f64 v[0:1], vcc, v[2:3]
v_mul_f64 v[0:1], v[2:3], v[4:5]
v_mul_f64 v[0:1], v[2:3], v[4:5] mul:2
v_mul_f64 v[0:1], s[4:5], v[4:5]
v_mul_f64 v[0:1], v[4:5], s[4:5]
v_mul_f64 v[0:1], -v[4:5], -0.5
