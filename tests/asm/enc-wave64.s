// wave64 encodings (-mattr=+wavefrontsize64 / --wave64), gfx1100 and gfx1201.
v_cmp_gt_u32 vcc, s0, v1
v_cmp_gt_u32 s[2:3], s0, v1
v_add_co_u32 v2, vcc, s4, v1
v_add_co_u32 v2, s[10:11], s4, v1
v_add_co_ci_u32 v3, vcc, s5, 0, vcc
v_add_co_ci_u32 v3, vcc, 0, v4, vcc
v_cndmask_b32 v0, v1, v2, vcc
v_cndmask_b32 v0, 0, 1, s[4:5]
s_and_saveexec_b64 s[0:1], vcc
