// SPDX-License-Identifier: MIT
// tools/bench/emu/matmul.cl: the compiled-kernel emulator benchmark (make
// bench), built by clang-22 at bench time: a naive single-precision matrix
// product c = a x b of n x n matrices, one thread per element of c, 16x16
// threads per workgroup.  No device library: ids from the builtins.  The
// arguments are padded to 32 bytes (pad) so that LLVM's wide scalar loads
// of them stay inside the kernel-argument segment.
__kernel void matmul(__global const float *a, __global const float *b, __global float *c, uint n, uint pad)
{
	uint j = __builtin_amdgcn_workgroup_id_x() * 16 + __builtin_amdgcn_workitem_id_x();
	uint i = __builtin_amdgcn_workgroup_id_y() * 16 + __builtin_amdgcn_workitem_id_y();
	float acc = 0.0f;

	if (i >= n || j >= n)
		return;
	for (uint k = 0; k < n; k++)
		acc += a[i * n + k] * b[k * n + j];
	c[i * n + j] = acc;
}
