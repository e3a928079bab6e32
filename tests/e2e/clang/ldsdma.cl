// SPDX-License-Identifier: MIT
// gfx942/gfx950 LDS DMA from clang-22: __builtin_amdgcn_global_load_lds
// copies 4 bytes a lane from global memory straight into LDS (lane i's
// dword at the LDS pointer + 4 * i, AMDGPUUsage), with an immediate offset
// that applies to both addresses; the kernel then reads LDS back with
// ordinary loads.  x is rand; lds[256..259] stay unwritten and unread.
__kernel void ldsdma(__global uint *x, __global uint *out)
{
	__local uint lds[520];
	uint i = __builtin_amdgcn_workitem_id_x();
	uint w = i / 64u;

	__builtin_amdgcn_global_load_lds(x + i, lds + w * 64, 4, 0, 0);
	__builtin_amdgcn_global_load_lds(x + 256 + i, lds + 256 + w * 64, 4, 16, 0);
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	out[i] = lds[255 - i] * 3u + lds[260 + ((i + 5) & 255)];
}
