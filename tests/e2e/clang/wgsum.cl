// SPDX-License-Identifier: MIT
// A tree reduction of 256 values per workgroup in LDS, with barriers
// between the steps (several waves per workgroup on every target).
__kernel void wgsum(__global const uint *x, __global uint *out)
{
	__local uint s[256];
	uint l = __builtin_amdgcn_workitem_id_x(), g = __builtin_amdgcn_workgroup_id_x();

	s[l] = x[g * 256 + l] * 3u + (l >> 2);
	for (uint st = 128; st > 0; st >>= 1) {
		__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
		__builtin_amdgcn_s_barrier();
		__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
		if (l < st)
			s[l] += s[l + st];
	}
	if (l == 0)
		out[g] = s[0];
}
