// gfx908 MFMA names on gfx940+ (and gfx950).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx942 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx950 -show-encoding %s
v_mfma_f32_32x32x1f32 a[32:63], v4, v5, a[32:63]
v_mfma_f32_16x16x1f32 v[16:31], v1, v2, v[16:31] cbsz:1 abid:1
v_mfma_f32_4x4x1f32 a[4:7], v1, a2, a[4:7] blgp:3
v_mfma_f32_16x16x16f16 a[0:3], v[6:7], v[8:9], a[0:3]
v_mfma_i32_32x32x4i8 v[0:31], v1, v2, v[0:31]
v_mfma_f64_16x16x4f64 v[8:15], v[2:3], v[4:5], v[8:15] neg:[0,0,1]
v_mfma_f32_32x32x8bf16_1k a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_16x16x4bf16 a[0:15], v[2:3], v[4:5], a[0:15]
v_mfma_f32_32x32x4f16 a[0:31], v[10:11], v[12:13], a[0:31]
