// gfx12 VOPC e32 with true16 low halves: llvm-mc-22 takes v1.l (and echoes
// it) though its disassembler prints the fake16 v1 (issue 25, LLVM's
// gfx12_asm_vopc.s); the e64 form takes no halves.  The .h halves
// (v_cmp_class_f16 vcc_lo, v1.h, v2.l) llvm-mc-22 assembles to v129, which
// its own disassembler calls an invalid register: gfxshim refuses those
// (Documentation/conformance.rst).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1200 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -mattr=+wavefrontsize64 -show-encoding %s
v_cmp_class_f16 vcc_lo, v1.l, v2.l
v_cmp_class_f16_e32 vcc_lo, s105, v2.l
v_cmp_lt_f16 vcc_lo, v1.l, v127.l
v_cmp_eq_u16 vcc_lo, -1, v2.l
v_cmpx_class_f16 v1.l, v2.l
v_cmpx_gt_i16_e32 0xfe0b, v127.l
v_cmp_class_f16_e64 s5, v1.l, v2.l
v_cmp_lt_f16 vcc_lo, v128.l, v2.l
v_cmp_lt_f32 vcc_lo, v1.l, v2
