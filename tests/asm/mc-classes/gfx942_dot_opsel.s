// gfx940+ dot products take op_sel all 0 and no op_sel_hi: anything else is
// "invalid op_sel operand" (it was truncated to three entries).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx942 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx950 -show-encoding %s
v_dot2_u32_u16 v4, v5, v6, s7 op_sel:[0,1,0,1] op_sel_hi:[0,0,1,1]
v_dot2_u32_u16 v4, v5, v6, v7 op_sel:[1,0,0]
v_dot2_f32_f16 v4, v5, v6, v7 op_sel_hi:[1,1,1]
v_dot2_u32_u16 v4, v5, v6, v7 op_sel:[0,0,0]
v_dot2_f32_f16 v4, v5, v6, v7 neg_lo:[0,1,0]
v_pk_fma_f16 v4, v5, v6, v7 op_sel:[0,1,1,1]
