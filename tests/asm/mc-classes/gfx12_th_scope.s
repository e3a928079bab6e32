// gfx12 cache policy: th:*_BYPASS needs scope:SCOPE_SYS, th:TH_LOAD_LU and
// th:TH_STORE_WB (the same code) refuse it, and th:/scope: are given once.
// Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1250 -show-encoding %s
global_load_b32 v3, v[4:5], off th:TH_LOAD_BYPASS scope:SCOPE_SYS
global_load_b32 v3, v[4:5], off th:TH_LOAD_BYPASS scope:SCOPE_DEV
global_load_b32 v3, v[4:5], off scope:SCOPE_SYS th:TH_LOAD_LU
global_load_b32 v3, v[4:5], off th:TH_LOAD_LU scope:SCOPE_SE
buffer_store_b32 v3, off, s[8:11], s2 th:TH_STORE_WB
buffer_store_b32 v3, off, s[8:11], s2 th:TH_STORE_BYPASS
buffer_store_b32 v3, off, s[8:11], s2 th:TH_STORE_BYPASS scope:SCOPE_SYS
image_load v1, v2, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_LOAD_NT th:TH_LOAD_NT
image_load v1, v2, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D scope:SCOPE_DEV scope:SCOPE_DEV
global_atomic_add_u32 v[0:1], v2, off th:TH_ATOMIC_NT scope:SCOPE_SYS
