// SPDX-License-Identifier: MIT
// Integer and bit operations compiled by clang-22: multiply high, count
// bits, leading zeros, shifts, min/max and a data-dependent loop.
__kernel void intops(__global uint *out)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	uint h = i * 2654435761u;
	uint mh = (uint)(((ulong)h * 0x9E3779B9u) >> 32);
	uint r = (uint)__builtin_popcount(h) + ((h >> 7) ^ (i << 5)) + mh;
	uint s = 0;

	r += (uint)__builtin_clz(h | 1u) * 1000u;
	r += (uint)(((int)h >> 20) < -100 ? -((int)h >> 20) : 7);
	for (uint k = 0; k < (i & 7u); k++)
		s += k * i;
	out[i] = r + (s > 500u ? 500u : s);
}
