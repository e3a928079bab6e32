// Special registers as buffer soffset (issue 25: exec_hi assembled to 8 bytes
// that the listing printed as a 4-byte .long).  Our lines; llvm-mc-22 is the
// oracle (tests/e2e/test-llvm-mc-classes.sh).
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1151 -show-encoding %s
buffer_load_format_xy v[180:181], v30, s[4:7], exec_hi offen offset:1378 slc dlc
buffer_load_b32 v1, off, s[4:7], vcc_lo
buffer_load_b32 v1, off, s[4:7], vcc_hi
buffer_load_b32 v1, off, s[4:7], exec_lo
buffer_load_b32 v1, off, s[4:7], src_shared_base
buffer_load_b32 v1, off, s[4:7], src_private_limit
buffer_load_b32 v1, off, s[4:7], src_scc
buffer_load_b32 v1, off, s[4:7], src_vccz
buffer_load_b32 v1, off, s[4:7], src_pops_exiting_wave_id
buffer_load_b32 v1, off, s[4:7], null
buffer_store_b32 v1, v2, s[8:11], exec_lo offen
buffer_atomic_add_u32 v1, off, s[4:7], src_shared_limit
tbuffer_load_format_x v1, off, s[4:7], exec_hi format:1
