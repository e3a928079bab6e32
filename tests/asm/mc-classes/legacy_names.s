// Older mnemonics llvm-mc-22 takes for an instruction (gfx10 memory names on
// gfx11/gfx12, gfx908 MFMA names on gfx940+): the generated table
// userspace/lib/asm/gen_asm_aliases.c (tools/gen/gen-aliases.py).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
flat_atomic_add v[3:4], v9
flat_atomic_swap v7, v[3:4], v9 offset:16 glc
flat_atomic_smin_x2 v[3:4], v[6:7]
flat_atomic_umax v[10:11], v2
global_load_dword v1, v[2:3], off offset:8
global_store_dwordx2 v[2:3], v[4:5], off
global_atomic_cmpswap_x2 v[2:3], v[4:7], off
buffer_load_dword v1, off, s[4:7], s1 offset:4
buffer_store_short v1, v2, s[4:7], 0 offen
buffer_atomic_add_x2 v[2:3], off, s[8:11], s2
scratch_load_ubyte v1, off, s3 offset:2
scratch_store_dwordx4 v1, v[4:7], off
ds_write_b32 v1, v2 offset:8
ds_read_u16 v3, v4
v_dot4_i32_i8 v1, v2, v3, v4
v_dot8_i32_i4 v5, v6, v7, v8
s_inst_prefetch 0x0
s_inst_prefetch 3
