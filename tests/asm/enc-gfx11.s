// gfx11-only encodings (see enc-common.s).
s_waitcnt lgkmcnt(0)
s_waitcnt vmcnt(0)
s_waitcnt vmcnt(0) lgkmcnt(0)
s_waitcnt vmcnt(1) & lgkmcnt(2)
s_waitcnt expcnt(0)
s_waitcnt 0
s_barrier
s_add_u32 s0, s1, s2
s_sub_u32 s0, s1, s2
s_addc_u32 s0, s1, 0
s_add_i32 s0, s1, s2
s_sub_i32 s0, s1, -1
v_max_f32 v0, v1, v2
v_min_f32 v0, v1, v2
s_waitcnt_vscnt null, 0x0
s_waitcnt_vscnt null, 3
