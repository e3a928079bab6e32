// SPDX-License-Identifier: MIT
// Generic (flat) pointers chosen at run time between a __local array, a
// private array and a __global buffer: flat_* instructions whose lanes land
// in the shared (LDS) aperture, the private (scratch) aperture or memory.
__kernel void flatap(__global const uint *x, __global uint *out)
{
	__local uint lds[256];
	uint priv[64];
	uint i = __builtin_amdgcn_workitem_id_x();
	uint v = x[i];

	for (int j = 0; j < 64; j++)
		priv[j] = v * (j + 1);
	lds[i] = v ^ 0x5a5a5a5au;
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	uint sel = v % 3u;
	out[256 + i] = v + 7;
	uint *p = sel == 0 ? &lds[(i * 5) & 255] : sel == 1 ? &priv[v & 63] : (uint *)&out[256 + i];
	uint got = *p;
	*p = got + i;
	uint again = *p;
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	out[i] = got * 3 + again + lds[(i * 7) & 255] * (sel == 1);
}
