// A private vector indexed by a uniform value known only at run time:
// clang-22 keeps it in VGPRs and indexes them -- s_set_gpr_idx_on on
// gfx942/gfx950, v_movrels/v_movreld with M0 on gfx11/gfx12.
__kernel void vidx(__global const uint *in, __global uint *out)
{
	uint t = __builtin_amdgcn_workitem_id_x();
	uint16 v = *(__global const uint16 *)(in + 16 * (t & 3));
	uint j = in[100] & 15;

	v = v * (uint16)(t + 1);
	uint k = (j * 7 + 3) & 15;
	switch (k & 1) {
	case 0: v.s3 = t; break;
	default: break;
	}
	uint16 w = v;
	w[j] = 77 + t;
	out[t] = v[j] + w[k] + w[(k + 5) & 15];
}
