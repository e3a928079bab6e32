// SPDX-License-Identifier: MIT
/*
 * The VOP2 forms with a K literal after the instruction, which compilers
 * emit for a*b+c with a constant: v_fmaak_f32 (D = S0 * S1 + K) and
 * v_fmamk_f32 (D = S0 * K + S1), per lane, against C's fmaf.
 */
#include <math.h>

#include "harness.h"
#include "emu_testutil.h"

static void tests(struct emu_env *e)
{
	static const char body11[] =
		"\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v0, 2, v0\n\tWAIT_KM\n"
		"\tglobal_load_b32 v1, v0, s[4:5]\n\tglobal_load_b32 v2, v0, s[4:5] offset:256\n\tWAIT_LOAD\n"
		"\tv_fmaak_f32 v3, v1, v2, 0x3fc00000\n\tv_fmamk_f32 v4, v1, 0xc0200000, v2\n"
		"\tglobal_store_b32 v0, v3, s[6:7]\n\tglobal_store_b32 v0, v4, s[6:7] offset:256\n";
	static const char body9[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v0, 2, v0\n\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_load_dword v1, v0, s[4:5]\n\tglobal_load_dword v2, v0, s[4:5] offset:256\n\ts_waitcnt vmcnt(0)\n"
		"\tv_fmaak_f32 v3, v1, v2, 0x3fc00000\n\tv_fmamk_f32 v4, v1, 0xc0200000, v2\n"
		"\tglobal_store_dword v0, v3, s[6:7]\n\tglobal_store_dword v0, v4, s[6:7] offset:256\n";
	unsigned int lanes = e->gen == 9 ? 64 : 32;
	uint32_t *in = emu_in(e), *out = emu_out(e), s = 12345;
	float k1 = 1.5f, k2 = -2.5f;
	int bad = 0;

	for (unsigned int l = 0; l < 64; l++) {
		float a = (float)(int32_t)(emu_xs(&s) % 2001 - 1000) / 7.0f, b = (float)(int32_t)(emu_xs(&s) % 2001 - 1000) / 3.0f;

		memcpy(&in[l], &a, 4);
		memcpy(&in[64 + l], &b, 4);
	}
	if (!emu_run_ok(e, "v_fmaak_f32 / v_fmamk_f32", e->gen == 9 ? body9 : body11,
			e->gen == 9 ? "\t.amdhsa_accum_offset 32" : NULL, 1, lanes))
		return;
	for (unsigned int l = 0; l < lanes; l++) {
		float a, b, d0, d1, w0, w1;

		memcpy(&a, &in[l], 4);
		memcpy(&b, &in[64 + l], 4);
		memcpy(&d0, &out[l], 4);
		memcpy(&d1, &out[64 + l], 4);
		w0 = fmaf(a, b, k1);
		w1 = fmaf(a, k2, b);
		if (memcmp(&d0, &w0, 4) || memcmp(&d1, &w1, 4)) {
			if (!bad++)
				CHECK(0, "%s: lane %u: fmaak %a (want %a), fmamk %a (want %a)", e->tname, l, d0, w0, d1, w1);
		}
	}
	CHECK(!bad, "%s: v_fmaak_f32 and v_fmamk_f32 equal fmaf on every lane (%d wrong)", e->tname, bad);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1201 gfx942", tests, "test_emu_fmak.s");
}
