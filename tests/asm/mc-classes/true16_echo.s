// gfx11/gfx12 16-bit VGPR operands: the echo keeps the true16 halves (.l/.h)
// when the line was written with them, and the 32-bit spelling otherwise, as
// llvm-mc-22 does.  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1151 -show-encoding %s
v_rcp_f16 v9.l, v3.l
v_rcp_f16 v9, v3
v_sqrt_f16 v20.h, v7.l
v_cmp_lt_f16 vcc_lo, v4.l, v9.l
v_cmp_lt_f16 vcc_lo, v4, v9
v_cvt_f16_f32 v12.l, v40
v_cvt_f32_f16 v13, v2.l
v_add_f16 v1.l, v2.l, v3.l
v_add_f16 v1, v2, v3
v_fma_f16 v4.l, v5.l, v6.l, v7.l
v_mul_f16_e64 v10.l, -v11.l, |v12.l|
v_cmpx_eq_u16 v30.l, v31.l
