// s_barrier_signal(_isfirst) take the barrier id as m0 or an inline constant
// only (no SGPR, no literal).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1250 -show-encoding %s
s_barrier_signal -1
s_barrier_signal m0
s_barrier_signal 7
s_barrier_signal_isfirst -2
s_barrier_signal 200
s_barrier_signal s3
s_barrier_signal_isfirst 0x1000
