// gfx12 SMEM with an SGPR offset: llvm-mc-22 prints the instruction offset
// when it is zero too (issue 25: the hand-shaped printer dropped it; found on
// LLVM's gfx12_asm_smem.s).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1200 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1250 -show-encoding %s
s_load_b32 s5, s[2:3], s0
s_load_b32 s5, s[2:3], m0 offset:0x0
s_load_b64 s[10:11], s[2:3], s7
s_load_b32 s5, s[2:3], s0 offset:0x10
s_load_b32 vcc_lo, s[2:3], s0
s_buffer_load_b32 s5, s[4:7], s0
