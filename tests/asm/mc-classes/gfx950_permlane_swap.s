// gfx950 v_permlane16/32_swap_b32: bound_ctrl:N and fi:N select the VOP3 form
// (bound_ctrl:0 sets the bit too, as llvm-mc-22 does); the e32 form and op_sel
// are refused.  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx950 -show-encoding %s
v_permlane16_swap_b32 v10, v11 bound_ctrl:1
v_permlane16_swap_b32 v10, v11 fi:1
v_permlane32_swap_b32 v7, v200 bound_ctrl:0 fi:1
v_permlane32_swap_b32_e64 v7, v200 fi:0
v_permlane32_swap_b32_e64 v7, v200 bound_ctrl:1 fi:1
v_permlane16_swap_b32_e32 v10, v11 fi:1
v_permlane16_swap_b32_e64 v10, v11 op_sel:[0,1]
v_permlane32_swap_b32 v3, v4
