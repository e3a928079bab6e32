// WMMA/SWMMAC read matrices from VGPRs only: an SGPR or a constant as A or B
// (or SWMMAC's index) is refused, C may be an inline constant.  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
v_wmma_f32_16x16x16_f16 v[16:23], 1.0, v[8:15], v[16:23]
v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], 2, v[16:23]
v_wmma_f32_16x16x16_f16 v[16:23], s[0:7], v[8:15], v[16:23]
v_wmma_f32_16x16x16_bf16 v[16:23], v[0:7], s[8:15], v[16:23]
v_wmma_f32_16x16x16_f16 v[16:23], v[0:7], v[8:15], s[0:7]
v_wmma_i32_16x16x16_iu8 v[8:15], v[0:3], v[4:7], 1
v_wmma_f16_16x16x16_f16 v[16:23], v[0:7], v[8:15], v[16:23]
v_wmma_f32_16x16x16_f16 v[8:15], v[0:3], v[4:7], -1.0
v_wmma_f32_16x16x16_f16 v[8:15], v[0:3], v[4:7], v[8:15]
v_wmma_i32_16x16x16_iu8 v[4:11], v[0:1], s[2:3], v[4:11]
