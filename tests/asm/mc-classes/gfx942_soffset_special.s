// Special registers as buffer soffset on gfx9 (no null).
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx942 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx950 -show-encoding %s
buffer_load_dword v1, off, s[4:7], exec_hi
buffer_load_dword v1, off, s[4:7], exec_lo
buffer_load_dword v1, off, s[4:7], vcc_hi
buffer_load_dword v1, off, s[4:7], src_execz
buffer_load_dword v1, off, s[4:7], src_vccz
buffer_load_dword v1, off, s[4:7], src_scc
buffer_load_dword v1, off, s[4:7], src_pops_exiting_wave_id
buffer_load_dword v1, off, s[4:7], src_shared_base
buffer_load_dword v1, off, s[4:7], null
buffer_store_dword v1, v2, s[8:11], exec_lo offen
