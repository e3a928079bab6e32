// SPDX-License-Identifier: MIT
// Global atomics from 128 lanes (two workgroups), with results that do not
// depend on the order the lanes get there: sums, min/max, and/or/xor,
// xchg of one value, wrapping inc/dec, tickets from a returning add, a
// returning inc, a cmpxchg loop and a returning f32 add, each marking its
// ticket's slot once. c is fill=1000 throughout: words 0..15 and 22..27
// 32-bit counters, 16..21 three 64-bit ones (starting at 1000 << 32 |
// 1000), 24..25 f32 sums (starting at the denormal 1000, lost when the
// first whole number is added), 32..671 ticket slots.
// Built with -amdgpu-atomic-optimizer-strategy=None, llvm-objdump-22 -d:
// gfx11/gfx12 global_atomic_add/sub_u32, min/max_i32/u32, and/or/xor_b32,
// swap_b32, cmpswap_b32, inc/dec_u32, add_u64, max_i64, add_f32, the
// returning (glc / th:TH_ATOMIC_RETURN) forms of add, inc, swap, cmpswap,
// min_i32, max_u32, or, add_u64, add_f32; gfx942/gfx950 the same as
// global_atomic_add/sub/smin/smax/umin/umax/and/or/xor/swap/cmpswap/inc/
// dec/add_x2/smax_x2/add_f32, returning with sc0.
#define RLX __ATOMIC_RELAXED
#define DEV __MEMORY_SCOPE_DEVICE
__kernel void gatomic(__global uint *c)
{
	uint i = __builtin_amdgcn_workgroup_id_x() * 64 + __builtin_amdgcn_workitem_id_x();
	__global int *sc = (__global int *)c;
	__global long *l = (__global long *)(c + 16);
	__global float *f = (__global float *)(c + 24);
	int sv = (int)((i * 7919u) ^ 0x5a5au) - 9000;
	uint uv = i * 2654435761u, t, old;

	__scoped_atomic_fetch_add(&c[0], i, RLX, DEV);
	__scoped_atomic_fetch_sub(&c[1], i * 3, RLX, DEV);
	__scoped_atomic_fetch_min(&sc[2], sv, RLX, DEV);
	__scoped_atomic_fetch_max(&sc[3], sv, RLX, DEV);
	__scoped_atomic_fetch_min(&c[4], uv, RLX, DEV);
	__scoped_atomic_fetch_max(&c[5], uv, RLX, DEV);
	__scoped_atomic_fetch_and(&c[6], ~(1u << (i % 7)), RLX, DEV);
	__scoped_atomic_fetch_or(&c[7], 1u << (i % 29 + 3), RLX, DEV);
	__scoped_atomic_fetch_xor(&c[8], i * 0x9e3779b9u, RLX, DEV);
	/* every lane swaps in 7: one gets 1000 back, the others 7 */
	__scoped_atomic_fetch_add(&c[10], __scoped_atomic_exchange_n(&c[9], 7u, RLX, DEV), RLX, DEV);
	/* wrap at 1050: (1000 + 128) mod 1051; dec from 1000 > 990 reloads 990 */
	__builtin_amdgcn_atomic_inc32((volatile __global uint *)&c[11], 1050u, RLX, "agent");
	__builtin_amdgcn_atomic_dec32((volatile __global uint *)&c[12], 990u, RLX, "agent");
	/* returning: tickets 1000..1127 each mark one slot */
	t = __scoped_atomic_fetch_add(&c[13], 1u, RLX, DEV) - 1000;
	if (t < 128)
		c[32 + t] += 1;
	t = __builtin_amdgcn_atomic_inc32((volatile __global uint *)&c[14], 0xffffffffu, RLX, "agent") - 1000;
	if (t < 128)
		c[160 + t] += 2;
	do
		old = __scoped_atomic_load_n(&c[15], RLX, DEV);
	while (!__scoped_atomic_compare_exchange_n(&c[15], &old, old + 2, 0, RLX, RLX, DEV));
	t = (old - 1000) / 2;
	if (t < 128)
		c[288 + t] += 3;
	/* returning min/max: the old value is never above/below the start */
	__scoped_atomic_fetch_add(&c[22], __scoped_atomic_fetch_min(&sc[23], sv, RLX, DEV) <= 1000, RLX, DEV);
	__scoped_atomic_fetch_add(&c[22], __scoped_atomic_fetch_max(&c[26], uv, RLX, DEV) >= 1000u, RLX, DEV);
	__scoped_atomic_fetch_add(&c[22], (__scoped_atomic_fetch_or(&c[27], 1u << (i & 31), RLX, DEV) & 1000u) == 1000u, RLX, DEV);
	/* 64-bit: add with carries between the halves, signed max, returning add */
	__scoped_atomic_fetch_add(&l[0], (long)i * 0x1ffffffffL, RLX, DEV);
	__scoped_atomic_fetch_max(&l[1], ((long)i - 64) * 0x100000000001L, RLX, DEV);
	t = (uint)(__scoped_atomic_fetch_add(&l[2], 0x100000001L, RLX, DEV) - 0x3e8000003e8L);
	if (t < 128)
		c[416 + t] += 4;
	/* f32: whole numbers, so every order gives the same sum */
	__opencl_atomic_fetch_add((volatile __global atomic_float *)&f[0], (float)i, memory_order_relaxed,
				  memory_scope_device);
	t = (uint)__opencl_atomic_fetch_add((volatile __global atomic_float *)&f[1], 1.0f,
					    memory_order_relaxed, memory_scope_device);
	if (t < 128)
		c[544 + t] += 5;
}
