// An integer holding an inline constant's bits is that inline constant, as
// llvm-mc-22 encodes it: 0x3c00 on an f16 source is 1.0, 0x3f800000 on a
// 32-bit one 1.0, 0xffffffff -1, 0x40000000 on an f64 source 2.0 (the
// high half); on a 16-bit integer source 0x3c00 stays a literal.  The
// true16 lines go through the table-driven layer, which encoded these as
// literals.  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
v_add_f16 v0.l, 0x3c00, v2.l
v_add_f16 v0.l, 0x3118, v2.l
v_add_f16 v0.l, 0xbc00, v2.h
v_mul_f16 v1.h, 0x3800, v3.l
v_fma_f16 v0.l, v1.l, 0x4000, v2.l
v_add_nc_u16 v1.l, 0x3c00, v0.l
v_add_f16 v0.l, 0xffff, v2.l
v_mov_b32 v0, 0x3f800000
v_add_nc_u32 v1, 0xffffffff, v0
v_add_f32 v1, 0xfffffff0, v0
v_add_f32 v1, 0x3e22f983, v0
v_add_f64 v[0:1], v[2:3], 0x40000000
v_add_f64 v[0:1], v[2:3], 0x3fc45f30
