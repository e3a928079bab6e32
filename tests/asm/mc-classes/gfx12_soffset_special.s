// Special registers as buffer soffset on gfx12 (7-bit field: no src_*).
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1250 -show-encoding %s
buffer_load_b32 v1, off, s[4:7], vcc_lo
buffer_load_b32 v1, off, s[4:7], exec_hi
buffer_load_b32 v1, off, s[4:7], null
buffer_load_b32 v1, off, s[4:7], src_shared_base
buffer_store_b32 v1, v2, s[8:11], exec_lo offen
