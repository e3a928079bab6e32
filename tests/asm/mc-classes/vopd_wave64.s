// VOPD exists in wave32 only: llvm-mc-22 refuses every dual-issue line in
// wave64 ("instruction requires wavesize=32").  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -mattr=+wavefrontsize64 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1250 -mattr=-wavefrontsize32,+wavefrontsize64 -show-encoding %s
v_dual_mul_f32 v10, v1, v2 :: v_dual_add_f32 v11, v3, v4
v_dual_mov_b32 v20, s5 :: v_dual_fmac_f32 v21, 2.0, v7
v_dual_cndmask_b32 v0, v1, v2 :: v_dual_mov_b32 v3, 1.0
v_dual_fmaak_f32 v12, v1, v2, 0x40400000 :: v_dual_mov_b32 v13, v4
