// SPDX-License-Identifier: MIT
// OpenCL built-ins from Debian's device library (opencl.bc, ocml.bc,
// ockl.bc; linked as tests/e2e/devlibs.sh does): work-item functions
// (hidden arguments of code object v5), barrier, exp/sqrt/sin (ocml),
// atomics.  out[g] for every work-item; cnt[0] counts work-items,
// cnt[1] sums get_work_dim(), cnt[2] the maximum get_global_id(0).
__kernel void devlibs(__global float *out, __global const float *x, __global uint *cnt)
{
	size_t g = get_global_id(0), l = get_local_id(0);
	__local float s[64];

	s[l] = exp(x[g] * 0.01f) + sqrt(x[g]);
	barrier(CLK_LOCAL_MEM_FENCE);
	out[g] = s[(l + 1) % get_local_size(0)] + sin(x[g]) + (float)get_local_size(0) +
		 (float)get_num_groups(0) * 1000.0f + (float)get_group_id(0) * 10.0f;
	atomic_inc(&cnt[0]);
	atomic_add(&cnt[1], (uint)get_work_dim());
	atomic_max(&cnt[2], (uint)g);
}
