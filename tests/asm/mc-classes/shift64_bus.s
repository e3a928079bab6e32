// gfx10+ 64-bit shifts read one scalar value (SGPR or literal) at most:
// "violates constant bus restrictions" with two.  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1250 -show-encoding %s
v_lshlrev_b64 v[8:9], s4, s[10:11]
v_lshrrev_b64 v[8:9], s4, v[10:11]
v_ashrrev_i64 v[8:9], v4, s[10:11]
v_ashrrev_i64 v[8:9], 0x77, s[10:11]
v_lshrrev_b64 v[8:9], 7, s[10:11]
v_lshlrev_b64 v[8:9], s4, 0x1234
