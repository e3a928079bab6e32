// SPDX-License-Identifier: MIT
// Private char and short arrays indexed with values known only at run time:
// too big to live in registers or LDS, so they go to scratch (byte/short
// stores and sign-extending loads). x is rand.
// llvm-objdump-22 -d at -O2 (loops unrolled): gfx11/gfx12
// scratch_store_b8/b16/b32/b96, scratch_load_i8/i16/u16, gfx11
// scratch_load_d16_b16 and scratch_store_d16_hi_b16; gfx942/gfx950
// scratch_store_byte/short/dword/dwordx3, scratch_load_sbyte/sshort/ushort.
__kernel void scratch(__global const uint *x, __global uint *out)
{
	uint i = __builtin_amdgcn_workitem_id_x();
	char a[300];
	short s[300];
	uint idx = x[i] % 300u;
	int sum = 0;

	for (int j = 0; j < 300; j++) {
		a[j] = (char)(x[(i + j) & 63] * 7u + j);
		s[j] = (short)(x[(i * 3 + j) & 63] * 1237u - j * 77u);
	}
	for (int k = 0; k < 24; k++) {
		sum += a[idx] * 3 + s[(idx * 7 + i) % 300u];
		idx = (idx + x[(k + i) & 63] % 97u) % 300u;
		a[(idx * 11) % 300u] = (char)(sum >> 3);
		s[idx] += (short)k;
	}
	out[i] = (uint)sum;
}
