// gfx1250's own special sources (issue 25, conformance.sh --specials):
// src_flat_scratch_base_lo/hi in every source slot, and as a carry-in;
// m0 and vcc_hi as a scratch saddr.  Our lines.
// RUN: llvm-mc -arch=amdgcn -mcpu=gfx1250 -show-encoding %s
v_or_b32_e32 v50, src_flat_scratch_base_lo, v219
v_cvt_f64_i32_e64 v[230:231], src_flat_scratch_base_hi
v_cvt_pk_norm_i16_f16 v77, -|src_flat_scratch_base_lo|, v3
v_mul_f64_e64 v[124:125], -src_flat_scratch_base_lo, v[10:11]
v_mul_u64_e32 v[238:239], src_flat_scratch_base_lo, v[94:95]
v_add_co_ci_u32_e64 v103, s14, v157, v239, src_flat_scratch_base_lo
v_cmpx_ngt_f64_e32 src_flat_scratch_base_lo, v[186:187]
v_dual_mul_dx9_zero_f32 v10, src_flat_scratch_base_lo, v194 :: v_dual_mov_b32 v5, v17
scratch_load_b96 v[126:128], off, m0
scratch_load_b96 v[126:128], off, vcc_hi
v_mov_b64 v[4:5], null
