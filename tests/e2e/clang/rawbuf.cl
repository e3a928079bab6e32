// SPDX-License-Identifier: MIT
// Buffer instructions through a V# with a range: NUM_RECORDS = n bytes, a
// raw buffer (stride 0; OOB_SELECT 3 from gfx10), so lanes past n read 0
// and their stores and atomics are dropped. x is iota, out fill=0xaaaaaaaa:
// words 0..63 dword copy, 64..127 bytes read, 128..159 shorts written,
// 160..163 atomic sums, 164..227 what the returning atomic gave.
// llvm-objdump-22 -d: gfx11/gfx12 buffer_load_b32, buffer_load_u8,
// buffer_store_b32, buffer_store_b16, buffer_atomic_add_u32 (returning);
// gfx942/gfx950 buffer_load_dword/ubyte, buffer_store_dword/short,
// buffer_atomic_add; all offen with the V# built in SGPRs.
#if defined(__GFX9__)
#define W3 0x00027000u	/* DST_SEL 0, NUM_FORMAT float, DATA_FORMAT 32 */
#else
#define W3 0x30014000u	/* OOB_SELECT 3 (raw), FORMAT 32 */
#endif
__kernel void rawbuf(__global uint *x, __global uint *out, uint n)
{
	uint i = __builtin_amdgcn_workitem_id_x();
	__amdgpu_buffer_rsrc_t rx = __builtin_amdgcn_make_buffer_rsrc(x, 0, n, W3);
	__amdgpu_buffer_rsrc_t ro = __builtin_amdgcn_make_buffer_rsrc(out, 0, n, W3);
	__amdgpu_buffer_rsrc_t rs = __builtin_amdgcn_make_buffer_rsrc(out + 128, 0, n / 2, W3);
	__amdgpu_buffer_rsrc_t ra = __builtin_amdgcn_make_buffer_rsrc(out + 160, 0, 8, W3);
	uint v = __builtin_amdgcn_raw_buffer_load_b32(rx, i * 4, 0, 0);
	int r;

	/* the store goes through the ranged V# too: lanes past n leave 0xaaaaaaaa */
	__builtin_amdgcn_raw_buffer_store_b32(v * 3 + 1, ro, i * 4, 0, 0);
	out[64 + i] = __builtin_amdgcn_raw_buffer_load_b8(rx, i * 3 + 1, 0, 0) + 1000u * (v == 0);
	__builtin_amdgcn_raw_buffer_store_b16((ushort)(i * 1001), rs, i * 2, 0, 0);
	/* only words 0 and 1 are in range (8 bytes) */
	r = __builtin_amdgcn_raw_ptr_buffer_atomic_add_i32((int)i + 1, ra, (i & 3) * 4, 0, 0);
	out[164 + i] = (i & 3) >= 2 ? (uint)r : 7u + (r == 0 && i >= 4);
}
