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
// null discards the wave64 carry-out / compare result (the table layer's
// lane-mask destinations), with clamp and DPP too
v_add_co_u32 v5, null, v1, v2 clamp
v_add_co_ci_u32_e64 v5, null, v1, v2, s[6:7] clamp
v_sub_co_u32_e64_dpp v5, null, v1, v2 quad_perm:[3,2,1,0] row_mask:0xf bank_mask:0xf
v_add_co_u32_e64_dpp v5, null, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf
v_cmp_eq_u32_e64 null, v1, v2
v_cmp_eq_u32_e64_dpp null, v1, v2 row_shl:1 row_mask:0xf bank_mask:0xf
v_div_scale_f32 v5, null, v1, v2, v3
v_mad_u64_u32 v[5:6], null, v1, v2, v[3:4]
