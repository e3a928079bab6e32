// VOP3 DPP: gfx1100-gfx1103 read src1 from a VGPR only; gfx1150+ also take an
// SGPR or an inline constant there (src2 takes them on all).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1151 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
v_add3_u32_e64_dpp v7, v8, s9, v10 quad_perm:[0,1,2,3] row_mask:0xf bank_mask:0xf
v_add3_u32_e64_dpp v7, v8, 5, v10 dpp8:[0,1,2,3,4,5,6,7]
v_add3_u32_e64_dpp v7, v8, v9, s10 dpp8:[0,1,2,3,4,5,6,7]
v_max_i32_e64_dpp v1, v2, s4 row_shr:3
v_mul_f32_e64_dpp v1, v2, 2.0 row_mirror
v_mul_f32_e64_dpp v1, v2, v3 row_mirror
v_cmp_gt_u32_e64_dpp s10, v1, s2 quad_perm:[1,1,1,1]
