// SPDX-License-Identifier: MIT
// A tiled matmul C = A * B (M x K times K x N, row-major) with 36 bytes of
// arguments: clang-22 reads the three sizes at 0x18..0x23 with one 16-byte
// scalar load (s_load_b128 / s_load_dwordx4 at 0x18), four bytes past the
// segment, as it may: a ROCm runtime pads the kernarg segment (and so does
// gfxshim, Documentation/runtime.rst).
#define T 8
__kernel void matmul(__global const float *a, __global const float *b, __global float *c,
		     uint m, uint n, uint k)
{
	__local float ta[T][T], tb[T][T];
	uint tx = __builtin_amdgcn_workitem_id_x(), ty = __builtin_amdgcn_workitem_id_y();
	uint col = __builtin_amdgcn_workgroup_id_x() * T + tx, row = __builtin_amdgcn_workgroup_id_y() * T + ty;
	float acc = 0.0f;

	for (uint t = 0; t < k; t += T) {
		ta[ty][tx] = row < m && t + tx < k ? a[row * k + t + tx] : 0.0f;
		tb[ty][tx] = col < n && t + ty < k ? b[(t + ty) * n + col] : 0.0f;
		__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
		__builtin_amdgcn_s_barrier();
		__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
		for (uint i = 0; i < T; i++)
			acc = __builtin_fmaf(ta[ty][i], tb[i][tx], acc);
		__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
		__builtin_amdgcn_s_barrier();
		__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	}
	if (row < m && col < n)
		c[row * n + col] = acc;
}
