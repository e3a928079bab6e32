// SPDX-License-Identifier: MIT
// Atomics through generic pointers that land in LDS or in global memory,
// chosen per lane (each lane its own word, so no order matters): clang-22
// emits flat_atomic_add(_u32) returning, with scope bits on gfx12, which the
// emulator routes by aperture.
#define RLX __ATOMIC_RELAXED
#define WG __MEMORY_SCOPE_WRKGRP
__kernel void flatatom(__global uint *g, __global uint *out)
{
	__local uint l[128];
	uint t = __builtin_amdgcn_workitem_id_x();

	if (t < 128)
		l[t] = t * 3;
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	__generic uint *p = (t & 1) ? (__generic uint *)&l[t >> 1] : (__generic uint *)&g[t >> 1];
	uint old = __scoped_atomic_fetch_add(p, t + 1, RLX, WG);
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	out[t] = t < 128 ? l[t] : g[t - 128];
	out[256 + t] = old;
}
