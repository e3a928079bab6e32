// SPDX-License-Identifier: MIT
// Correctly rounded f32 division (with -cl-fp32-correctly-rounded-divide-sqrt
// clang-22 emits the v_div_scale / v_div_fmas / v_div_fixup sequence) and
// fused multiply-add, returned as bits so the check is exact.
__kernel void fdiv(__global const float *x, __global uint *out)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	float a = x[i] + 1.0f, b = x[i] * 0.75f + 3.0f;

	out[2 * i] = __builtin_bit_cast(uint, a / b);
	out[2 * i + 1] = __builtin_bit_cast(uint, __builtin_fmaf(a, b, -a * b));
}
