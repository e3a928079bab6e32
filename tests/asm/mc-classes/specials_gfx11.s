// Special source registers in every slot, with and without modifiers
// (issue 25, found by tools/conformance/conformance.sh --specials: -src_scc,
// -|src_shared_base| and -null were read as expressions; src_* as a carry-in;
// vcc/exec as a global saddr; src_* in a VOPD half; src_vccz, src_execz and
// src_pops_exiting_wave_id accepted where llvm-mc-22 takes none).  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1100 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1151 -show-encoding %s
v_add_f32_e64 v1, -src_shared_base, v2
v_add_f32_e64 v1, -|src_private_limit|, v2
v_add_f32_e64 v1, |src_shared_limit|, -src_private_base
v_cmpx_nle_f32_e64 -src_scc, v46
v_cvt_f32_f64_e64 v144, -null
v_cvt_i32_f64_e64 v168, -|src_scc|
v_fma_f32 v1, v2, -src_scc, -|null|
v_add_f32_e64 v1, -m0, v2
v_add_f32_e64 v1, -exec_lo, |vcc_hi|
v_add_f32_e64 v1, src_execz, v2
v_add_f32_e64 v1, -src_vccz, v2
s_mov_b32 s0, src_pops_exiting_wave_id
v_add_f32 v1, vccz, v2
v_sub_co_ci_u32_e64 v129, s11, v216, v86, src_shared_base
v_add_co_ci_u32_e64 v103, s14, v157, v239, src_scc
v_add_co_ci_u32_e64 v103, s14, v157, v239, src_private_limit
global_load_b64 v[232:233], v139, vcc
global_load_b32 v1, v2, exec
global_store_b32 v1, v2, vcc offset:16
v_dual_add_f32 v236, src_shared_base, v156 :: v_dual_mov_b32 v5, v17
v_dual_mov_b32 v8, v16 :: v_dual_min_f32 v107, src_private_limit, v139
v_dual_add_f32 v236, src_scc, v156 :: v_dual_mov_b32 v5, v17
v_dual_add_f32 v236, src_execz, v156 :: v_dual_mov_b32 v5, v17
