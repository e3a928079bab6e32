// SPDX-License-Identifier: MIT
// y = a * x + y for the first n elements (clang-22 emits v_fmac_f32 and
// an EXEC-masked tail).
__kernel void saxpy(__global const float *x, __global float *y, float a, uint n)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();

	if (i < n)
		y[i] = a * x[i] + y[i];
}
