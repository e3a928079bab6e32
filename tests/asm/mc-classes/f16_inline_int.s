// A 16-bit integer operand written as an inline float (0.5, -1.0, ...) is
// echoed as written, and a 16-bit VGPR without true16 halves as v5 (the
// disassembly prints 0x3800 and v5.l); written as 0x3800 it is a literal.
// Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
v_add_nc_i16 v9, s4, 0.5
v_sub_nc_u16 v9, -1.0, v7
v_mul_lo_u16 v3, v4, 0x3800
v_add_nc_u16 v9, 2.0, 4.0 op_sel:[1,0,0]
v_max_i16 v1, v2, -4.0
v_add_nc_i16 v1, v2, v3
