// Special source registers on gfx9 (issue 25, conformance.sh --specials):
// -src_execz, -src_vccz, -src_pops_exiting_wave_id and the other src_* with
// modifiers; flat_scratch and xnack_mask as 64-bit sources and carry-ins;
// flat_scratch_lo, xnack_mask_lo, m0, vcc_hi as a scratch saddr; vcc/exec as
// a global saddr.  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx942 -show-encoding %s
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx950 -show-encoding %s
v_ceil_f64_e64 v[194:195], -src_execz
v_ceil_f64_e64 v[194:195], -|src_vccz|
v_ceil_f64_e64 v[194:195], -src_pops_exiting_wave_id
v_div_scale_f64 v[208:209], s[32:33], -src_shared_base, v[100:101], v[6:7]
v_frexp_mant_f64_e32 v[112:113], flat_scratch
v_ceil_f64_e64 v[194:195], -xnack_mask
v_cmp_u_f64_e32 vcc, flat_scratch, v[174:175]
v_mad_i64_i32 v[182:183], s[70:71], v243, v6, xnack_mask
v_addc_co_u32_e64 v194, s[54:55], v132, v252, flat_scratch
v_addc_co_u32_e64 v194, s[54:55], v132, v252, src_execz
v_addc_co_u32_e64 v194, s[54:55], v132, v252, src_shared_base
scratch_load_lds_sbyte off, flat_scratch_lo
scratch_load_lds_sbyte off, xnack_mask_hi
scratch_load_lds_sbyte off, m0
scratch_load_lds_sbyte off, vcc_hi
global_atomic_swap v26, v177, vcc
v_add_f32_e64 v1, -null, v2
