// Cache-policy bits spelled off (nosc0, nosc1, nont on gfx940+; noglc, noslc,
// nodlc on gfx11), and each bit once only ("duplicate cache policy
// modifier").  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx942 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
global_load_dword v4, v[6:7], off sc1 nont
global_load_dwordx2 v[4:5], v[6:7], off nosc0 sc1
flat_store_dword v[2:3], v9 nosc1 nt
buffer_load_dword v1, off, s[4:7], s2 nosc0 nosc1 nont
buffer_store_dword v1, off, s[4:7], s2 sc0 nosc0
global_load_b32 v4, v[6:7], off noglc slc
buffer_load_b32 v1, off, s[4:7], s2 nodlc glc
flat_load_b64 v[4:5], v[6:7] noslc nodlc
buffer_store_b32 v1, off, s[4:7], s2 glc glc
