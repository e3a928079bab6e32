// null as the wave64 lane mask of v_cndmask_b32_e64 (issue 25: the decoder
// refused null as a 64-bit operand, so the re-decode check refused the line).
// Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -mattr=+wavefrontsize64 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -mattr=+wavefrontsize64 -show-encoding %s
v_cndmask_b32_e64 v1, v2, v3, null
v_cndmask_b32_e64 v1, -v2, |v3|, null
v_add_co_ci_u32_e64 v1, s[4:5], v2, v3, null
