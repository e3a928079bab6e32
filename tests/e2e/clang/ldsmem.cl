// SPDX-License-Identifier: MIT
// LDS beyond dwords: atomics on __local int (add, min, max, returning add
// tickets, a cmpxchg loop), __local char and short arrays (byte/short
// stores into shared words, sign-extending loads), __local long (64-bit
// stores, loads and an atomic add). 256 lanes per workgroup, several waves.
// llvm-objdump-22 -d (atomic optimizer off): ds_add_u32, ds_add_rtn_u32,
// ds_min_i32, ds_max_i32, ds_cmpstore_rtn_b32 (gfx9 ds_cmpst_rtn_b32),
// ds_add_u64, ds_store_b8/b16/b32/b64, ds_load_i8/u8/i16/b32/b64 (gfx9
// ds_write_*/ds_read_*), gfx11 ds_load_u8_d16 and ds_store_b16_d16_hi.
#define RLX __ATOMIC_RELAXED
#define WG __MEMORY_SCOPE_WRKGRP
__kernel void ldsmem(__global const uint *x, __global uint *out)
{
	__local int a[8];
	__local char lc[256];
	__local short ls[256];
	__local uchar mark[256];
	__local long ll[256];
	uint l = __builtin_amdgcn_workitem_id_x(), g = __builtin_amdgcn_workgroup_id_x();
	uint v = x[g * 256 + l];
	int sv = (int)((l * 37u) ^ 0x55u) - 3000 + (int)g;
	int old, t, r;

	if (l < 8)
		a[l] = l == 1 ? 0x7fffffff : l == 2 ? (int)0x80000000 : 0;
	lc[l] = (char)(v * 7u);
	ls[l] = (short)(v * 1237u);
	ll[l] = (long)((ulong)v * 0x100000001UL - l);	/* no signed overflow */
	mark[l] = 0;
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	__scoped_atomic_fetch_add(&a[0], (int)v & 0xffff, RLX, WG);
	__scoped_atomic_fetch_min(&a[1], sv, RLX, WG);
	__scoped_atomic_fetch_max(&a[2], sv, RLX, WG);
	t = __scoped_atomic_fetch_add(&a[3], 1, RLX, WG);
	if ((uint)t < 256)
		__scoped_atomic_fetch_add(&a[5], t, RLX, WG);
	do
		old = __scoped_atomic_load_n(&a[4], RLX, WG);
	while (!__scoped_atomic_compare_exchange_n(&a[4], &old, old + 3, 0, RLX, RLX, WG));
	if ((uint)old / 3 < 256)
		mark[old / 3] += 1;
	__scoped_atomic_fetch_add(&ll[l & 7], (long)l << 28, RLX, WG);
	r = (int)lc[255 - l] * 65536 + ls[(l * 5) & 255];
	__builtin_amdgcn_fence(__ATOMIC_RELEASE, "workgroup");
	__builtin_amdgcn_s_barrier();
	__builtin_amdgcn_fence(__ATOMIC_ACQUIRE, "workgroup");
	/* global stores only after the last barrier: nothing reads them */
	out[g * 520 + l] = r;
	out[g * 520 + 256 + l] = (uint)(ll[255 - l] >> 16) + mark[l];
	if (l < 6)
		out[g * 520 + 512 + l] = a[l];
	if (l < 2)
		out[g * 520 + 518 + l] = (uint)(ll[l] >> (l * 32));
}
