// SPDX-License-Identifier: MIT
// s[63 - l]: clang-22 folds the constant into the DS offset and computes
// the base as 0 - 4*l (ds_load_b32 v, v offset:252), relying on the
// hardware adding base and offset in 32 bits (LLVM's isDSOffsetLegal for
// gfx8+), as the emulator does (exec_ds.c).
__kernel void ldswrap(__global const uint *x, __global uint *out)
{
	__local uint s[64];
	uint l = __builtin_amdgcn_workitem_id_x();

	s[l] = x[l];
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	out[l] = s[63 - l];
}
