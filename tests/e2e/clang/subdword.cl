// SPDX-License-Identifier: MIT
// Sub-dword global traffic: signed and unsigned byte/short loads (sign
// extension), a char4 vector load, half copies packed into a half2 (d16
// loads on gfx9+), and byte/short/half stores into words whose other bytes
// must keep their old value. x is rand words; out is 0xaaaaaaaa-filled:
// words 0..255 four results per lane, 256..303 bytes, 304..367 shorts,
// 368..399 half pairs, 400..431 halves into high halves.
// llvm-objdump-22 -d at -O2: gfx11/gfx12 global_load_i8/u8/u16/b32,
// global_load_d16_b16 (gfx11), global_load_d16_hi_b16, global_store_b8/b16/
// b32/b64; gfx942/gfx950 global_load_sbyte/ubyte/ushort/dword,
// global_store_byte/short/dword/dwordx2, v_perm_b32 packing the halves.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
__kernel void subdword(__global const uint *x, __global uint *out)
{
	uint i = __builtin_amdgcn_workitem_id_x();
	const __global char *c = (const __global char *)x;
	const __global uchar *uc = (const __global uchar *)x;
	const __global short *s = (const __global short *)x;
	const __global ushort *us = (const __global ushort *)x;
	const __global half *h = (const __global half *)x;
	char4 v = ((const __global char4 *)x)[i + 64];
	half2 hh;

	out[i * 4 + 0] = (int)c[i * 5 + 1];
	out[i * 4 + 1] = (int)s[i * 3 + 1] * 3;
	out[i * 4 + 2] = us[i * 3] * 3u + uc[i * 7 + 2];
	out[i * 4 + 3] = (int)v.x + (int)v.y * 3 + (int)v.z * 5 + (int)v.w * 7;
	((__global uchar *)(out + 256))[i * 3] = (uchar)(i * 37 + 5);
	((__global short *)(out + 304))[i * 2 + 1] = (short)(c[i + 300] * 1000 + (int)i);
	hh.x = h[i * 2 + 257];
	hh.y = h[i * 3 + 400];
	if (i < 32)
		((__global half2 *)(out + 368))[i] = hh;
	else
		((__global half *)(out + 400))[(i - 32) * 2 + 1] = h[i + 600];
}
