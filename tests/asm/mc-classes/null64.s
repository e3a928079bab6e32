// null as a 64-bit source and as a wave64 lane-mask destination.  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -mattr=+wavefrontsize64 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx942 -show-encoding %s
v_floor_f64 v[10:11], null
v_mul_f64 v[2:3], null, v[4:5]
v_fma_f64 v[0:1], v[2:3], null, 1.0
v_cmp_lt_u32_e64 null, v5, v6
v_mad_u64_u32 v[0:1], null, v2, v3, null
v_add_co_u32 v1, null, v2, v3
s_mov_b64 s[4:5], null
