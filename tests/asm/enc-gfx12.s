// gfx12-only encodings (see enc-common.s).
s_wait_kmcnt 0
s_wait_loadcnt 0
s_wait_storecnt 0
s_wait_dscnt 0
s_wait_loadcnt 3
s_wait_loadcnt_dscnt 0
s_wait_storecnt_dscnt 0
s_wait_expcnt 0
s_wait_samplecnt 0
s_wait_bvhcnt 0
s_barrier_signal -1
s_barrier_wait -1
s_add_co_u32 s0, s1, s2
s_sub_co_u32 s0, s1, s2
s_add_co_ci_u32 s0, s1, 0
s_add_co_i32 s0, s1, s2
s_sub_co_i32 s0, s1, -1
s_add_u32 s0, s1, s2
v_max_num_f32 v0, v1, v2
v_min_num_f32 v0, v1, v2
global_load_b32 v1, v2, s[0:1] offset:100000
v_min_num_f32 v0, v1, v2 mul:4
