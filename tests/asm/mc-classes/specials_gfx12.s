// Special source registers in every slot, with and without modifiers, on
// gfx12 (issue 25, conformance.sh --specials; see specials_gfx11.s).  On
// gfx1250 also: null as a 64-bit source, src_flat_scratch_base_lo/hi.  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1201 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1250 -show-encoding %s
v_add_f32_e64 v1, -src_shared_base, v2
v_add_f32_e64 v1, -|src_private_limit|, v2
v_pack_b32_f16 v15, -src_scc, v6
v_div_scale_f64 v[152:153], s90, -null, v[208:209], v[48:49]
v_cvt_f32_f64_e64 v144, -null
v_mul_f64_e64 v[124:125], null, v[10:11]
v_cvt_f32_f64 v1, null
v_cmp_gt_u64_e32 vcc_lo, null, v[96:97]
v_add_f32_e64 v1, src_vccz, v2
v_add_co_ci_u32_e64 v103, s14, v157, v239, src_shared_base
v_sub_co_ci_u32_e64 v255, s92, v204, v119, src_scc
global_load_d16_u8 v39, v238, vcc
global_load_b32 v1, v2, exec
v_dual_min_num_f32 v118, src_shared_base, v30 :: v_dual_mov_b32 v5, v17
v_dual_mov_b32 v8, v16 :: v_dual_subrev_f32 v45, src_private_base, v155
