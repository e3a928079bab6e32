// SPDX-License-Identifier: MIT
/*
 * The scalar ALU on the emulator (emu/exec_salu.c), on gfx1100, gfx1150,
 * gfx1201 and gfx942 wherever the target's table has the instruction: each
 * SOP1/SOP2/SOPC/SOPK operation runs on edge and random SGPR values (SCC,
 * EXEC and M0 preset too) and its destination, SCC and EXEC are compared
 * with a reference written here from the ISA guides' pseudocode; scalar
 * float with MODE's denorm and round fields; s_getpc/s_setpc/s_swappc/
 * s_call; the timing-only SOPP ops; gfx1100 refuses RDNA3.5's scalar float.
 */
#include <fenv.h>
#include <math.h>

#include "harness.h"
#include "emu_testutil.h"
#include "fp_ref.h"
#include "isa/inst.h"
#include "gfxshim/isa.h"

/* operand shapes: destination and source SGPR counts ("k": SOPK) */
struct op { const char *name, *shape; };

static const struct op ops[] = {
	{ "s_mov_b32", "1:1" }, { "s_mov_b64", "2:2" }, { "s_cmov_b32", "1:1" }, { "s_cmov_b64", "2:2" },
	{ "s_not_b32", "1:1" }, { "s_not_b64", "2:2" }, { "s_brev_b32", "1:1" }, { "s_brev_b64", "2:2" },
	{ "s_bcnt0_i32_b32", "1:1" }, { "s_bcnt0_i32_b64", "1:2" }, { "s_bcnt1_i32_b32", "1:1" },
	{ "s_bcnt1_i32_b64", "1:2" }, { "s_ctz_i32_b32", "1:1" }, { "s_ctz_i32_b64", "1:2" },
	{ "s_clz_i32_u32", "1:1" }, { "s_clz_i32_u64", "1:2" }, { "s_cls_i32", "1:1" }, { "s_cls_i32_i64", "1:2" },
	{ "s_ff0_i32_b32", "1:1" }, { "s_ff0_i32_b64", "1:2" }, { "s_ff1_i32_b32", "1:1" }, { "s_ff1_i32_b64", "1:2" },
	{ "s_flbit_i32_b32", "1:1" }, { "s_flbit_i32_b64", "1:2" }, { "s_flbit_i32", "1:1" },
	{ "s_flbit_i32_i64", "1:2" }, { "s_sext_i32_i8", "1:1" }, { "s_sext_i32_i16", "1:1" },
	{ "s_bitset0_b32", "1:1" }, { "s_bitset0_b64", "2:1" }, { "s_bitset1_b32", "1:1" }, { "s_bitset1_b64", "2:1" },
	{ "s_bitreplicate_b64_b32", "2:1" }, { "s_abs_i32", "1:1" }, { "s_quadmask_b32", "1:1" },
	{ "s_quadmask_b64", "2:2" }, { "s_wqm_b32", "1:1" }, { "s_wqm_b64", "2:2" },
	{ "s_and_saveexec_b32", "1:1" }, { "s_or_saveexec_b32", "1:1" }, { "s_xor_saveexec_b32", "1:1" },
	{ "s_nand_saveexec_b32", "1:1" }, { "s_nor_saveexec_b32", "1:1" }, { "s_xnor_saveexec_b32", "1:1" },
	{ "s_and_not0_saveexec_b32", "1:1" }, { "s_and_not1_saveexec_b32", "1:1" },
	{ "s_or_not0_saveexec_b32", "1:1" }, { "s_or_not1_saveexec_b32", "1:1" },
	{ "s_and_not0_wrexec_b32", "1:1" }, { "s_and_not1_wrexec_b32", "1:1" },
	{ "s_and_saveexec_b64", "2:2" }, { "s_or_saveexec_b64", "2:2" }, { "s_xor_saveexec_b64", "2:2" },
	{ "s_nand_saveexec_b64", "2:2" }, { "s_nor_saveexec_b64", "2:2" }, { "s_xnor_saveexec_b64", "2:2" },
	{ "s_and_not0_saveexec_b64", "2:2" }, { "s_and_not1_saveexec_b64", "2:2" },
	{ "s_or_not0_saveexec_b64", "2:2" }, { "s_or_not1_saveexec_b64", "2:2" },
	{ "s_andn1_saveexec_b64", "2:2" }, { "s_andn2_saveexec_b64", "2:2" }, { "s_orn1_saveexec_b64", "2:2" },
	{ "s_orn2_saveexec_b64", "2:2" }, { "s_and_not0_wrexec_b64", "2:2" }, { "s_and_not1_wrexec_b64", "2:2" },
	{ "s_andn1_wrexec_b64", "2:2" }, { "s_andn2_wrexec_b64", "2:2" },
	{ "s_movrels_b32", "1:1" }, { "s_movrels_b64", "2:2" }, { "s_movreld_b32", "1:1" }, { "s_movreld_b64", "2:2" },
	{ "s_add_u32", "1:1,1" }, { "s_sub_u32", "1:1,1" }, { "s_addc_u32", "1:1,1" }, { "s_subb_u32", "1:1,1" },
	{ "s_add_co_u32", "1:1,1" }, { "s_sub_co_u32", "1:1,1" }, { "s_add_co_ci_u32", "1:1,1" },
	{ "s_sub_co_ci_u32", "1:1,1" }, { "s_add_i32", "1:1,1" }, { "s_sub_i32", "1:1,1" },
	{ "s_add_co_i32", "1:1,1" }, { "s_sub_co_i32", "1:1,1" }, { "s_absdiff_i32", "1:1,1" },
	{ "s_min_i32", "1:1,1" }, { "s_max_i32", "1:1,1" }, { "s_min_u32", "1:1,1" }, { "s_max_u32", "1:1,1" },
	{ "s_mul_i32", "1:1,1" }, { "s_mul_hi_u32", "1:1,1" }, { "s_mul_hi_i32", "1:1,1" }, { "s_mul_u64", "2:2,2" },
	{ "s_add_nc_u64", "2:2,2" }, { "s_sub_nc_u64", "2:2,2" },
	{ "s_and_b32", "1:1,1" }, { "s_or_b32", "1:1,1" }, { "s_xor_b32", "1:1,1" }, { "s_nand_b32", "1:1,1" },
	{ "s_nor_b32", "1:1,1" }, { "s_xnor_b32", "1:1,1" }, { "s_and_not1_b32", "1:1,1" },
	{ "s_or_not1_b32", "1:1,1" }, { "s_andn2_b32", "1:1,1" }, { "s_orn2_b32", "1:1,1" },
	{ "s_and_b64", "2:2,2" }, { "s_or_b64", "2:2,2" }, { "s_xor_b64", "2:2,2" }, { "s_nand_b64", "2:2,2" },
	{ "s_nor_b64", "2:2,2" }, { "s_xnor_b64", "2:2,2" }, { "s_and_not1_b64", "2:2,2" },
	{ "s_or_not1_b64", "2:2,2" }, { "s_andn2_b64", "2:2,2" }, { "s_orn2_b64", "2:2,2" },
	{ "s_lshl_b32", "1:1,1" }, { "s_lshr_b32", "1:1,1" }, { "s_ashr_i32", "1:1,1" },
	{ "s_lshl_b64", "2:2,1" }, { "s_lshr_b64", "2:2,1" }, { "s_ashr_i64", "2:2,1" },
	{ "s_lshl1_add_u32", "1:1,1" }, { "s_lshl2_add_u32", "1:1,1" }, { "s_lshl3_add_u32", "1:1,1" },
	{ "s_lshl4_add_u32", "1:1,1" }, { "s_cselect_b32", "1:1,1" }, { "s_cselect_b64", "2:2,2" },
	{ "s_bfm_b32", "1:1,1" }, { "s_bfm_b64", "2:1,1" }, { "s_bfe_u32", "1:1,1" }, { "s_bfe_i32", "1:1,1" },
	{ "s_bfe_u64", "2:2,1" }, { "s_bfe_i64", "2:2,1" }, { "s_pack_ll_b32_b16", "1:1,1" },
	{ "s_pack_lh_b32_b16", "1:1,1" }, { "s_pack_hl_b32_b16", "1:1,1" }, { "s_pack_hh_b32_b16", "1:1,1" },
	{ "s_cmp_eq_i32", "0:1,1" }, { "s_cmp_lg_i32", "0:1,1" }, { "s_cmp_gt_i32", "0:1,1" },
	{ "s_cmp_ge_i32", "0:1,1" }, { "s_cmp_lt_i32", "0:1,1" }, { "s_cmp_le_i32", "0:1,1" },
	{ "s_cmp_eq_u32", "0:1,1" }, { "s_cmp_lg_u32", "0:1,1" }, { "s_cmp_gt_u32", "0:1,1" },
	{ "s_cmp_ge_u32", "0:1,1" }, { "s_cmp_lt_u32", "0:1,1" }, { "s_cmp_le_u32", "0:1,1" },
	{ "s_cmp_eq_u64", "0:2,2" }, { "s_cmp_lg_u64", "0:2,2" }, { "s_bitcmp0_b32", "0:1,1" },
	{ "s_bitcmp1_b32", "0:1,1" }, { "s_bitcmp0_b64", "0:2,1" }, { "s_bitcmp1_b64", "0:2,1" },
	{ "s_movk_i32", "k" }, { "s_cmovk_i32", "k" }, { "s_cmpk_eq_i32", "k" }, { "s_cmpk_lg_i32", "k" },
	{ "s_cmpk_gt_i32", "k" }, { "s_cmpk_ge_i32", "k" }, { "s_cmpk_lt_i32", "k" }, { "s_cmpk_le_i32", "k" },
	{ "s_cmpk_eq_u32", "k" }, { "s_cmpk_lg_u32", "k" }, { "s_cmpk_gt_u32", "k" }, { "s_cmpk_ge_u32", "k" },
	{ "s_cmpk_lt_u32", "k" }, { "s_cmpk_le_u32", "k" }, { "s_addk_i32", "k" }, { "s_addk_co_i32", "k" },
	{ "s_mulk_i32", "k" },
};

/* SGPRs: s[8:15] sources, s[16:17] destination (preset), s[20:21] EXEC,
 * s22 M0, s23 SCC (nonzero: set) before the instruction. */
struct st {
	uint32_t s[16];       /* s8..s23 */
	uint64_t exec;
	int scc;
};

static int is(const char *m, const char *a) { return !strcmp(m, a); }

static int pc32(uint64_t v) { return __builtin_popcountll(v); }

/* The reference: the state after m with SIMM16 k, from the pseudocode.
 * lanes: 32 or 64.  0 when m is not known here. */
static int ref(const char *m, struct st *x, int k, unsigned int lanes)
{
	uint32_t a = x->s[0], b = x->s[1], *d = &x->s[8];
	uint64_t a64 = a | (uint64_t)x->s[1] << 32, b64 = x->s[2] | (uint64_t)x->s[3] << 32, r;
	uint64_t old = x->exec, emask = lanes == 64 ? ~0ull : 0xffffffffull;
	int n = 0;

#define SET64(v) (r = (v), d[0] = (uint32_t)r, d[1] = (uint32_t)(r >> 32))
	/* lshlN_add */
	if (!strncmp(m, "s_lshl", 6) && strstr(m, "_add_u32")) {
		n = m[6] - '0';
		r = ((uint64_t)a << n) + b;
		d[0] = (uint32_t)r;
		x->scc = r > 0xffffffffull;
		return 1;
	}
	if (strstr(m, "saveexec") || strstr(m, "wrexec")) {
		int wide = strstr(m, "_b64") != NULL, wrexec = strstr(m, "wrexec") != NULL;
		uint64_t s = wide ? a64 : a, e = wide ? old : old & 0xffffffffu, ne;

		if (!strncmp(m, "s_and_not0", 10) || !strncmp(m, "s_andn1", 7))
			ne = ~s & e;
		else if (!strncmp(m, "s_and_not1", 10) || !strncmp(m, "s_andn2", 7))
			ne = s & ~e;
		else if (!strncmp(m, "s_or_not0", 9) || !strncmp(m, "s_orn1", 6))
			ne = ~s | e;
		else if (!strncmp(m, "s_or_not1", 9) || !strncmp(m, "s_orn2", 6))
			ne = s | ~e;
		else if (!strncmp(m, "s_and_", 6))
			ne = s & e;
		else if (!strncmp(m, "s_or_", 5))
			ne = s | e;
		else if (!strncmp(m, "s_xor_", 6))
			ne = s ^ e;
		else if (!strncmp(m, "s_nand_", 7))
			ne = ~(s & e);
		else if (!strncmp(m, "s_nor_", 6))
			ne = ~(s | e);
		else
			ne = ~(s ^ e);
		if (!wide)
			ne &= 0xffffffffu;
		x->exec = wide ? ne : (old & ~0xffffffffull) | ne;
		x->scc = ne != 0;
		if (wide)
			SET64(wrexec ? ne : e);
		else
			d[0] = (uint32_t)(wrexec ? ne : e);
		return 1;
	}
	if (!strncmp(m, "s_movrel", 8)) {
		uint32_t m0 = x->s[14];  /* s8 + m0 / s16 + m0 stay inside s8..s23 here */
		int wide = strstr(m, "_b64") != NULL;

		if (strstr(m, "movrels")) {
			d[0] = x->s[m0];
			if (wide)
				d[1] = x->s[m0 + 1];
		} else {
			x->s[8 + m0] = a;
			if (wide)
				x->s[9 + m0] = b;
		}
		return 1;
	}
	(void)emask;
	if (is(m, "s_mov_b32")) d[0] = a;
	else if (is(m, "s_mov_b64")) SET64(a64);
	else if (is(m, "s_cmov_b32")) { if (x->scc) d[0] = a; }
	else if (is(m, "s_cmov_b64")) { if (x->scc) SET64(a64); }
	else if (is(m, "s_not_b32")) { d[0] = ~a; x->scc = d[0] != 0; }
	else if (is(m, "s_not_b64")) { SET64(~a64); x->scc = r != 0; }
	else if (is(m, "s_brev_b32")) { d[0] = 0; for (int i = 0; i < 32; i++) d[0] |= (a >> i & 1) << (31 - i); }
	else if (is(m, "s_brev_b64")) { uint64_t v = 0; for (int i = 0; i < 64; i++) v |= (a64 >> i & 1) << (63 - i); SET64(v); }
	else if (is(m, "s_bcnt0_i32_b32")) { d[0] = 32 - pc32(a); x->scc = d[0] != 0; }
	else if (is(m, "s_bcnt0_i32_b64")) { d[0] = 64 - pc32(a64); x->scc = d[0] != 0; }
	else if (is(m, "s_bcnt1_i32_b32")) { d[0] = pc32(a); x->scc = d[0] != 0; }
	else if (is(m, "s_bcnt1_i32_b64")) { d[0] = pc32(a64); x->scc = d[0] != 0; }
	else if (is(m, "s_ctz_i32_b32") || is(m, "s_ff1_i32_b32")) d[0] = a ? (uint32_t)__builtin_ctz(a) : ~0u;
	else if (is(m, "s_ctz_i32_b64") || is(m, "s_ff1_i32_b64")) d[0] = a64 ? (uint32_t)__builtin_ctzll(a64) : ~0u;
	else if (is(m, "s_ff0_i32_b32")) d[0] = ~a ? (uint32_t)__builtin_ctz(~a) : ~0u;
	else if (is(m, "s_ff0_i32_b64")) d[0] = ~a64 ? (uint32_t)__builtin_ctzll(~a64) : ~0u;
	else if (is(m, "s_clz_i32_u32") || is(m, "s_flbit_i32_b32")) d[0] = a ? (uint32_t)__builtin_clz(a) : ~0u;
	else if (is(m, "s_clz_i32_u64") || is(m, "s_flbit_i32_b64")) d[0] = a64 ? (uint32_t)__builtin_clzll(a64) : ~0u;
	else if (is(m, "s_cls_i32") || is(m, "s_flbit_i32")) {
		uint32_t v = (int32_t)a < 0 ? ~a : a;  /* leading sign copies = leading zeros of this */
		d[0] = v ? (uint32_t)__builtin_clz(v) : ~0u;
	} else if (is(m, "s_cls_i32_i64") || is(m, "s_flbit_i32_i64")) {
		uint64_t v = (int64_t)a64 < 0 ? ~a64 : a64;
		d[0] = v ? (uint32_t)__builtin_clzll(v) : ~0u;
	}
	else if (is(m, "s_sext_i32_i8")) d[0] = (uint32_t)(int32_t)(int8_t)(a & 0xff);
	else if (is(m, "s_sext_i32_i16")) d[0] = (uint32_t)(int32_t)(int16_t)(a & 0xffff);
	else if (is(m, "s_bitset0_b32")) d[0] &= ~(1u << (a % 32));
	else if (is(m, "s_bitset1_b32")) d[0] |= 1u << (a % 32);
	else if (is(m, "s_bitset0_b64")) SET64((d[0] | (uint64_t)d[1] << 32) & ~(1ull << (a % 64)));
	else if (is(m, "s_bitset1_b64")) SET64((d[0] | (uint64_t)d[1] << 32) | 1ull << (a % 64));
	else if (is(m, "s_bitreplicate_b64_b32")) {
		uint64_t v = 0;
		for (int i = 0; i < 64; i++) v |= (uint64_t)(a >> (i / 2) & 1) << i;
		SET64(v);
	}
	else if (is(m, "s_abs_i32")) { d[0] = a == 0x80000000u ? a : (uint32_t)abs((int32_t)a); x->scc = d[0] != 0; }
	else if (is(m, "s_quadmask_b32") || is(m, "s_quadmask_b64")) {
		int wide = strstr(m, "_b64") != NULL;
		uint64_t v = 0, s = wide ? a64 : a;
		for (int i = 0; i < (wide ? 16 : 8); i++) if (s >> (4 * i) & 15) v |= 1ull << i;
		if (wide) SET64(v); else d[0] = (uint32_t)v;
		x->scc = v != 0;
	} else if (is(m, "s_wqm_b32") || is(m, "s_wqm_b64")) {
		int wide = strstr(m, "_b64") != NULL;
		uint64_t v = 0, s = wide ? a64 : a;
		for (int i = 0; i < (wide ? 64 : 32); i++) if (s >> (i & ~3) & 15) v |= 1ull << i;
		if (wide) SET64(v); else d[0] = (uint32_t)v;
		x->scc = v != 0;
	}
	/* SOP2 */
	else if (is(m, "s_add_u32") || is(m, "s_add_co_u32")) { r = (uint64_t)a + b; d[0] = (uint32_t)r; x->scc = r >> 32 != 0; }
	else if (is(m, "s_sub_u32") || is(m, "s_sub_co_u32")) { d[0] = a - b; x->scc = a < b; }
	else if (is(m, "s_addc_u32") || is(m, "s_add_co_ci_u32")) { r = (uint64_t)a + b + (x->scc != 0); d[0] = (uint32_t)r; x->scc = r >> 32 != 0; }
	else if (is(m, "s_subb_u32") || is(m, "s_sub_co_ci_u32")) { int c = x->scc != 0; d[0] = a - b - c; x->scc = (uint64_t)b + c > a; }
	else if (is(m, "s_add_i32") || is(m, "s_add_co_i32")) { int64_t v = (int64_t)(int32_t)a + (int32_t)b; d[0] = (uint32_t)v; x->scc = v != (int32_t)v; }
	else if (is(m, "s_sub_i32") || is(m, "s_sub_co_i32")) { int64_t v = (int64_t)(int32_t)a - (int32_t)b; d[0] = (uint32_t)v; x->scc = v != (int32_t)v; }
	else if (is(m, "s_absdiff_i32")) { int32_t v = (int32_t)(a - b); d[0] = v < 0 ? 0u - (uint32_t)v : (uint32_t)v; x->scc = d[0] != 0; }
	else if (is(m, "s_min_i32")) { d[0] = (int32_t)a < (int32_t)b ? a : b; x->scc = (int32_t)a < (int32_t)b; }
	else if (is(m, "s_max_i32")) { d[0] = (int32_t)a > (int32_t)b ? a : b; x->scc = (int32_t)a > (int32_t)b; }
	else if (is(m, "s_min_u32")) { d[0] = a < b ? a : b; x->scc = a < b; }
	else if (is(m, "s_max_u32")) { d[0] = a > b ? a : b; x->scc = a > b; }
	else if (is(m, "s_mul_i32")) d[0] = (uint32_t)((int64_t)(int32_t)a * (int32_t)b);
	else if (is(m, "s_mul_hi_u32")) d[0] = (uint32_t)(((uint64_t)a * b) >> 32);
	else if (is(m, "s_mul_hi_i32")) d[0] = (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int32_t)b) >> 32);
	else if (is(m, "s_mul_u64")) SET64(a64 * b64);
	else if (is(m, "s_add_nc_u64")) SET64(a64 + b64);
	else if (is(m, "s_sub_nc_u64")) SET64(a64 - b64);
	else if (is(m, "s_and_b32")) { d[0] = a & b; x->scc = d[0] != 0; }
	else if (is(m, "s_or_b32")) { d[0] = a | b; x->scc = d[0] != 0; }
	else if (is(m, "s_xor_b32")) { d[0] = a ^ b; x->scc = d[0] != 0; }
	else if (is(m, "s_nand_b32")) { d[0] = ~(a & b); x->scc = d[0] != 0; }
	else if (is(m, "s_nor_b32")) { d[0] = ~(a | b); x->scc = d[0] != 0; }
	else if (is(m, "s_xnor_b32")) { d[0] = ~(a ^ b); x->scc = d[0] != 0; }
	else if (is(m, "s_and_not1_b32") || is(m, "s_andn2_b32")) { d[0] = a & ~b; x->scc = d[0] != 0; }
	else if (is(m, "s_or_not1_b32") || is(m, "s_orn2_b32")) { d[0] = a | ~b; x->scc = d[0] != 0; }
	else if (is(m, "s_and_b64")) { SET64(a64 & b64); x->scc = r != 0; }
	else if (is(m, "s_or_b64")) { SET64(a64 | b64); x->scc = r != 0; }
	else if (is(m, "s_xor_b64")) { SET64(a64 ^ b64); x->scc = r != 0; }
	else if (is(m, "s_nand_b64")) { SET64(~(a64 & b64)); x->scc = r != 0; }
	else if (is(m, "s_nor_b64")) { SET64(~(a64 | b64)); x->scc = r != 0; }
	else if (is(m, "s_xnor_b64")) { SET64(~(a64 ^ b64)); x->scc = r != 0; }
	else if (is(m, "s_and_not1_b64") || is(m, "s_andn2_b64")) { SET64(a64 & ~b64); x->scc = r != 0; }
	else if (is(m, "s_or_not1_b64") || is(m, "s_orn2_b64")) { SET64(a64 | ~b64); x->scc = r != 0; }
	else if (is(m, "s_lshl_b32")) { d[0] = a << (b % 32); x->scc = d[0] != 0; }
	else if (is(m, "s_lshr_b32")) { d[0] = a >> (b % 32); x->scc = d[0] != 0; }
	else if (is(m, "s_ashr_i32")) { d[0] = (uint32_t)((int32_t)a >> (b % 32)); x->scc = d[0] != 0; }
	else if (is(m, "s_lshl_b64")) { SET64(a64 << (x->s[2] % 64)); x->scc = r != 0; }
	else if (is(m, "s_lshr_b64")) { SET64(a64 >> (x->s[2] % 64)); x->scc = r != 0; }
	else if (is(m, "s_ashr_i64")) { SET64((uint64_t)((int64_t)a64 >> (x->s[2] % 64))); x->scc = r != 0; }
	else if (is(m, "s_cselect_b32")) d[0] = x->scc ? a : b;
	else if (is(m, "s_cselect_b64")) SET64(x->scc ? a64 : b64);
	else if (is(m, "s_bfm_b32")) d[0] = (uint32_t)((1ull << (a % 32)) - 1) << (b % 32);
	else if (is(m, "s_bfm_b64")) SET64((a % 64 ? ~0ull >> (64 - a % 64) : 0) << (b % 64));
	else if (!strncmp(m, "s_bfe_", 6)) {
		int wide = strstr(m, "64") != NULL, sgn = m[6] == 'i';
		uint32_t ctl = wide ? x->s[2] : b;
		unsigned int off = ctl % (wide ? 64 : 32), w = ctl >> 16 & 0x7f, bits = wide ? 64 : 32;
		/* the signed forms shift arithmetically (S0.i32 >> offset) */
		uint64_t v = sgn ? (uint64_t)((wide ? (int64_t)a64 : (int64_t)(int32_t)a) >> off) : (wide ? a64 : a) >> off;
		uint64_t mask = w >= 64 ? ~0ull : (1ull << w) - 1;

		v &= mask;
		if (sgn && w && w < bits && (v >> (w - 1) & 1))
			v |= ~mask;
		if (!w)
			v = 0;
		if (!wide)
			v &= 0xffffffffu;
		if (wide) SET64(v); else d[0] = (uint32_t)v;
		x->scc = v != 0;
	}
	else if (is(m, "s_pack_ll_b32_b16")) d[0] = (a & 0xffff) | b << 16;
	else if (is(m, "s_pack_lh_b32_b16")) d[0] = (a & 0xffff) | (b >> 16) << 16;
	else if (is(m, "s_pack_hl_b32_b16")) d[0] = a >> 16 | b << 16;
	else if (is(m, "s_pack_hh_b32_b16")) d[0] = a >> 16 | (b >> 16) << 16;
	/* SOPC */
	else if (!strncmp(m, "s_cmp_", 6) || !strncmp(m, "s_cmpk_", 7)) {
		int kk = m[5] == 'k', sg = strstr(m, "_i32") != NULL, w64 = strstr(m, "_u64") != NULL;
		const char *c = m + (kk ? 7 : 6);
		int64_t p = kk ? (sg ? (int32_t)d[0] : (int64_t)d[0]) : sg ? (int32_t)a : (int64_t)a;
		int64_t q = kk ? (sg ? (int64_t)(int16_t)k : (int64_t)(uint16_t)k) : sg ? (int32_t)b : (int64_t)b;

		if (w64) {
			x->scc = c[0] == 'e' ? a64 == b64 : a64 != b64;
			return 1;
		}
		x->scc = !strncmp(c, "eq", 2) ? p == q : !strncmp(c, "lg", 2) ? p != q : !strncmp(c, "gt", 2) ? p > q
			 : !strncmp(c, "ge", 2) ? p >= q : !strncmp(c, "lt", 2) ? p < q : p <= q;
	}
	else if (is(m, "s_bitcmp0_b32")) x->scc = !(a >> (b % 32) & 1);
	else if (is(m, "s_bitcmp1_b32")) x->scc = a >> (b % 32) & 1;
	else if (is(m, "s_bitcmp0_b64")) x->scc = !(a64 >> (x->s[2] % 64) & 1);
	else if (is(m, "s_bitcmp1_b64")) x->scc = a64 >> (x->s[2] % 64) & 1;
	/* SOPK */
	else if (is(m, "s_movk_i32")) d[0] = (uint32_t)(int32_t)(int16_t)k;
	else if (is(m, "s_cmovk_i32")) { if (x->scc) d[0] = (uint32_t)(int32_t)(int16_t)k; }
	else if (is(m, "s_addk_i32") || is(m, "s_addk_co_i32")) {
		int64_t v = (int64_t)(int32_t)d[0] + (int16_t)k;
		d[0] = (uint32_t)v;
		x->scc = v != (int32_t)v;
	}
	else if (is(m, "s_mulk_i32")) d[0] = (uint32_t)((int64_t)(int32_t)d[0] * (int16_t)k);
	else
		return 0;
#undef SET64
	return 1;
}

/* In the target's execution table under this name, and on this CPU (the
 * gfx11 table has gfx1150's scalar float, which gfx1100 lacks). */
static int known(struct emu_env *e, const char *m)
{
	const struct gs_isa *isa = gsi_isa_exec_for(gs_target_find(e->tname));
	const struct gs_isa_op *op = isa ? gsi_isa_by_name(isa, m) : NULL;
	struct gs_isa_inst row;

	return op && !strcmp(op->name, m) && gs_isa_find(e->tname, m, NULL, &row, NULL) == GS_OK;
}

/* The kernel around one instruction: load s[8:23] from in, set M0, EXEC and
 * SCC, run it, store s16, s17, SCC, EXEC (lo, hi) to out. */
static int run(struct emu_env *e, const char *inst, const char *kd)
{
	char body[4096];
	int g9 = e->gen == 9;
	struct gs_error err = { 0 };
	enum gs_status st;

	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n\tWAIT_KM\n"
		 "\t%s s[8:15], s[4:5], 0x0\n\t%s s[16:23], s[4:5], 0x20\n\tWAIT_KM\n"
		 "\ts_mov_b32 m0, s22\n\ts_mov_b32 exec_lo, s20\n%s"
		 "\ts_cmp_lg_u32 s23, 0\n"
		 "\t%s\n"
		 "\ts_cselect_b32 s24, 1, 0\n\ts_mov_b32 s25, exec_lo\n\ts_mov_b32 s26, exec_hi\n"
		 "\ts_mov_b32 exec_lo, -1\n\ts_mov_b32 exec_hi, -1\n"
		 "\tv_mov_b32 v0, 0\n\tv_mov_b32 v2, s16\n\tv_mov_b32 v3, s17\n\tv_mov_b32 v4, s24\n"
		 "\tv_mov_b32 v5, s25\n\tv_mov_b32 v6, s26\n\tv_mov_b32 v7, s18\n"
		 "\t%s v0, v[2:5], s[6:7]\n\t%s v0, v[6:7], s[6:7] offset:16\n",
		 g9 ? "s_load_dwordx4" : "s_load_b128", g9 ? "s_load_dwordx8" : "s_load_b256",
		 g9 ? "s_load_dwordx8" : "s_load_b256", g9 ? "\ts_mov_b32 exec_hi, s21\n" : "", inst,
		 g9 ? "global_store_dwordx4" : "global_store_b128", g9 ? "global_store_dwordx2" : "global_store_b64");
	if (g9) {
		static char kd9[512];

		snprintf(kd9, sizeof(kd9), "\t.amdhsa_accum_offset 32\n%s", kd ? kd : "");
		kd = kd9;
	}
	st = emu_run(e, body, kd, 1, g9 ? 64 : 32, &err);
	if (st == GS_ERR_SYNTAX)
		return 0;  /* emu_launch() reported it */
	return st == GS_OK || CHECK(0, "%s: %s runs: %s", e->tname, inst, err.msg);
}

/* Operands of op for its shape. */
static void operands(const struct op *o, int k, char *buf, size_t size)
{
	if (!strcmp(o->shape, "k"))
		snprintf(buf, size, "%s s16, 0x%x", o->name, k & 0xffff);
	else if (!strcmp(o->shape, "1:1")) snprintf(buf, size, "%s s16, s8", o->name);
	else if (!strcmp(o->shape, "2:2")) snprintf(buf, size, "%s s[16:17], s[8:9]", o->name);
	else if (!strcmp(o->shape, "1:2")) snprintf(buf, size, "%s s16, s[8:9]", o->name);
	else if (!strcmp(o->shape, "2:1")) snprintf(buf, size, "%s s[16:17], s8", o->name);
	else if (!strcmp(o->shape, "1:1,1")) snprintf(buf, size, "%s s16, s8, s9", o->name);
	else if (!strcmp(o->shape, "2:2,2")) snprintf(buf, size, "%s s[16:17], s[8:9], s[10:11]", o->name);
	else if (!strcmp(o->shape, "2:2,1")) snprintf(buf, size, "%s s[16:17], s[8:9], s10", o->name);
	else if (!strcmp(o->shape, "2:1,1")) snprintf(buf, size, "%s s[16:17], s8, s9", o->name);
	else if (!strcmp(o->shape, "0:1,1")) snprintf(buf, size, "%s s8, s9", o->name);
	else if (!strcmp(o->shape, "0:2,2")) snprintf(buf, size, "%s s[8:9], s[10:11]", o->name);
	else snprintf(buf, size, "%s s[8:9], s10", o->name);
}

static const uint32_t edge[][8] = {
	{ 0x7fffffffu, 0x00000001u, 0xffffffffu, 0x80000000u, 1, 2, 3, 4 },     /* signed overflow */
	{ 0, 0, 0, 0, 0, 0, 0, 0 },
	{ 0x80000000u, 0x00200024u, 40, 0x00400025u, 5, 6, 7, 8 },             /* shift >= 32, bfe width 32/64 */
	{ 0x00f0ff01u, 0x00000005u, 0x00000005u, 0xfffffffeu, 9, 10, 11, 12 }, /* bfe width 0 */
	{ 0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 1, 1, 1, 1 },
	{ 0x00008000u, 0x0008000fu, 0x0010003fu, 0x7fffffffu, 0, 0, 0, 0 },   /* bfe signed fields */
};

static void t_ops(struct emu_env *e)
{
	uint32_t seed = 0x1234567u, *in = emu_in(e), *out = emu_out(e);
	unsigned int lanes = e->gen == 9 ? 64 : 32, runs = 0;
	static const int kvals[] = { 0x8123, 0x0005, 0x7fff, 0x0000 };

	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		const struct op *o = &ops[i];
		unsigned int bad = 0, nk = strcmp(o->shape, "k") ? 1 : 4;
		char inst[128], why[300] = "";

		if (!known(e, o->name))
			continue;
		for (unsigned int v = 0; v < 10; v++) {
			for (unsigned int kk = 0; kk < nk; kk++) {
				struct st x;
				int k = kvals[kk];

				for (unsigned int j = 0; j < 8; j++)
					x.s[j] = v < 6 ? edge[v][j] : emu_xs(&seed);
				for (unsigned int j = 8; j < 16; j++)
					x.s[j] = emu_xs(&seed);
				if (v == 2 && nk > 1)
					x.s[8] = (uint32_t)(int32_t)(int16_t)k;  /* an equal compare */
				x.s[14] = (v % 3) * 2;             /* M0: movrel offsets 0, 2, 4 */
				x.s[15] = v & 1;                   /* SCC */
				if (lanes == 32)
					x.s[13] = 0;
				x.exec = x.s[12] | (uint64_t)x.s[13] << 32;
				x.scc = x.s[15] != 0;
				memcpy(in, x.s, sizeof(x.s));
				memset(out, 0x5a, 32);
				operands(o, k, inst, sizeof(inst));
				if (!run(e, inst, NULL))
					return;
				runs++;
				if (!ref(o->name, &x, k, lanes)) {
					snprintf(why, sizeof(why), "no reference");
					bad++;
					continue;
				}
				/* EXEC read back: wave32's EXEC_HI is not architectural */
				if (out[0] != x.s[8] || out[1] != x.s[9] || out[2] != (uint32_t)x.scc ||
				    out[3] != (uint32_t)x.exec || (lanes == 64 && out[4] != (uint32_t)(x.exec >> 32)) ||
				    out[5] != x.s[10]) {
					if (!bad)
						snprintf(why, sizeof(why),
							 "in %08x %08x %08x %08x k %04x scc %d exec %llx: got d %08x %08x scc %u exec %08x %08x s18 %08x, want %08x %08x %d %08x %08x %08x",
							 in[0], in[1], in[2], in[3], k & 0xffff, in[15] != 0,
							 (unsigned long long)(in[12] | (uint64_t)in[13] << 32), out[0], out[1], out[2],
							 out[3], out[4], out[5], x.s[8], x.s[9], x.scc, (uint32_t)x.exec,
							 (uint32_t)(x.exec >> 32), x.s[10]);
					bad++;
				}
			}
		}
		CHECK(!bad, "%s: %s matches the reference on %u inputs%s%s", e->tname, o->name, 10 * nk,
		      bad ? ": " : "", why);
	}
	CHECK(runs > 100, "%s: %u scalar kernels ran", e->tname, runs);
}

/* ---- scalar float (gfx1150, gfx1201) ---- */

static const uint32_t fv[] = { 0x3fc00000u, 0xc0100000u, 0x00000000u, 0x80000000u, 0x7f800000u, 0x7fc00000u,
			       0x00000001u, 0x4f32d05eu, 0xbf800000u, 0x3f000001u, 0x7f7fffffu, 0x40400000u };
static const uint16_t hv[] = { 0x3e00, 0xc080, 0x0000, 0x8000, 0x7c00, 0x7e00, 0x0001, 0x7bff, 0xbc00, 0x3801,
			       0x4200, 0x3555 };

static float f32(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t u32(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static int fcmp_ref(const char *c, double a, double b)
{
	int lt = a < b, eq = a == b, gt = a > b, un = isnan(a) || isnan(b);

	if (!strcmp(c, "lt")) return lt;
	if (!strcmp(c, "eq")) return eq;
	if (!strcmp(c, "le")) return lt || eq;
	if (!strcmp(c, "gt")) return gt;
	if (!strcmp(c, "lg")) return lt || gt;
	if (!strcmp(c, "ge")) return gt || eq;
	if (!strcmp(c, "o")) return !un;
	if (!strcmp(c, "u")) return un;
	if (!strcmp(c, "nge")) return !(gt || eq);
	if (!strcmp(c, "nlg")) return !(lt || gt);
	if (!strcmp(c, "ngt")) return !gt;
	if (!strcmp(c, "nle")) return !(lt || eq);
	if (!strcmp(c, "neq")) return !eq;
	return !lt;  /* nlt */
}

/* min/max with a NaN taking the other operand (IEEE quieting aside), -0 < +0 */
static double mm(double a, double b, int max)
{
	if (isnan(a)) return b;
	if (isnan(b)) return a;
	if (a == b) return (signbit(a) != 0) == !max ? a : b;
	return (a < b) == !max ? a : b;
}

/* Reference of one float op with denormals kept and round to nearest even:
 * 1 and *d, 2 and *scc, 0 skip (a NaN result: any NaN bits are accepted). */
static int fref(const char *m, uint32_t a, uint32_t b, uint32_t d0, uint32_t *d, int *scc)
{
	int h = strstr(m, "_f16") && !strstr(m, "cvt_f16_f32") && !strstr(m, "pk_rtz");
	double x = h ? fp_h2d(a & 0xffff) : f32(a), y = h ? fp_h2d(b & 0xffff) : f32(b), r;
	const char *op = m + 2;

	if (!strncmp(op, "cmp_", 4)) {
		char c[8];
		snprintf(c, sizeof(c), "%.*s", (int)(strrchr(m, '_') - (m + 6)), m + 6);
		*scc = fcmp_ref(c, x, y);
		return 2;
	}
	if (!strncmp(op, "add_", 4)) r = x + y;
	else if (!strncmp(op, "sub_", 4)) r = x - y;
	else if (!strncmp(op, "mul_", 4)) r = x * y;
	else if (!strncmp(op, "fmac_", 5)) r = h ? x * y + fp_h2d(d0 & 0xffff) : fma(x, y, f32(d0));
	else if (!strncmp(op, "min_", 4)) r = mm(x, y, 0);
	else if (!strncmp(op, "max_", 4)) r = mm(x, y, 1);
	else if (!strncmp(op, "minimum_", 8)) r = isnan(x) || isnan(y) ? NAN : mm(x, y, 0);
	else if (!strncmp(op, "maximum_", 8)) r = isnan(x) || isnan(y) ? NAN : mm(x, y, 1);
	else if (!strncmp(op, "ceil_", 5)) r = ceil(x);
	else if (!strncmp(op, "floor_", 6)) r = floor(x);
	else if (!strncmp(op, "trunc_", 6)) r = trunc(x);
	else if (!strncmp(op, "rndne_", 6)) r = x - floor(x) == 0.5 ? 2 * round(x / 2) : round(x);
	else if (!strcmp(op, "cvt_f32_i32")) r = (double)(int32_t)a;
	else if (!strcmp(op, "cvt_f32_u32")) r = (double)a;
	else if (!strcmp(op, "cvt_i32_f32")) { *d = isnan(x) ? 0 : x >= 2147483647.0 ? 0x7fffffffu : x <= -2147483648.0 ? 0x80000000u : (uint32_t)(int32_t)trunc(x); return 1; }
	else if (!strcmp(op, "cvt_u32_f32")) { *d = isnan(x) || x <= 0 ? 0 : x >= 4294967295.0 ? 0xffffffffu : (uint32_t)trunc(x); return 1; }
	else if (!strcmp(op, "cvt_f16_f32")) { if (isnan(x)) return 0; *d = fp_d2h(x); return 1; }
	else if (!strcmp(op, "cvt_f32_f16")) r = fp_h2d(a & 0xffff);
	else if (!strcmp(op, "cvt_hi_f32_f16")) r = fp_h2d(a >> 16);
	else if (!strcmp(op, "cvt_pk_rtz_f16_f32")) {
		if (isnan(x) || isnan(y))
			return 3;  /* a NaN half: not checked */
		/* toward zero: infinities stay, overflow gives the largest finite value */
		*d = (isinf(x) ? (x < 0 ? 0xfc00u : 0x7c00u) : fp_round_search(x, fp_h2d, 0x7c00, 3)) |
		     (isinf(y) ? (y < 0 ? 0xfc00u : 0x7c00u) : fp_round_search(y, fp_h2d, 0x7c00, 3)) << 16;
		return 1;
	}
	else
		return -1;
	if (isnan(r))
		return 0;
	*d = h && strncmp(op, "cvt_", 4) ? fp_d2h(r) : u32((float)r);
	return 1;
}

/* Is the destination f16 (a NaN result is checked as an f16 NaN)? */
static int dst16(const char *m)
{
	return !strncmp(m, "s_cvt_f16", 9) || !strncmp(m, "s_cvt_pk", 8) || (strstr(m, "_f16") && strncmp(m, "s_cvt_", 6));
}

static const char *const fops[] = {
	"s_add_f32", "s_sub_f32", "s_mul_f32", "s_fmac_f32", "s_min_f32", "s_max_f32", "s_min_num_f32",
	"s_max_num_f32", "s_minimum_f32", "s_maximum_f32", "s_ceil_f32", "s_floor_f32", "s_trunc_f32",
	"s_rndne_f32", "s_cvt_f32_i32", "s_cvt_f32_u32", "s_cvt_i32_f32", "s_cvt_u32_f32", "s_cvt_f16_f32",
	"s_cvt_f32_f16", "s_cvt_hi_f32_f16", "s_cvt_pk_rtz_f16_f32", "s_add_f16", "s_sub_f16", "s_mul_f16",
	"s_fmac_f16", "s_min_f16", "s_max_f16", "s_min_num_f16", "s_max_num_f16", "s_minimum_f16",
	"s_maximum_f16", "s_ceil_f16", "s_floor_f16", "s_trunc_f16", "s_rndne_f16",
};

static const char *const conds[] = { "lt", "eq", "le", "gt", "lg", "ge", "o", "u", "nge", "nlg", "ngt", "nle",
				     "neq", "nlt" };

static void t_float_one(struct emu_env *e, const char *m)
{
	static const char kd[] = "\t.amdhsa_float_denorm_mode_32 3\n\t.amdhsa_float_denorm_mode_16_64 3\n";
	uint32_t *in = emu_in(e), *out = emu_out(e);
	int h = strstr(m, "_f16") && !strstr(m, "cvt_f16_f32") && !strstr(m, "pk_rtz");
	int one = strstr(m, "ceil") || strstr(m, "floor") || strstr(m, "trunc") || strstr(m, "rndne") || strstr(m, "cvt_") ;
	int cmp = !strncmp(m, "s_cmp_", 6);
	unsigned int n = 12, bad = 0, tried = 0;
	char inst[96], why[240] = "";

	if (!known(e, m))
		return;
	if (strstr(m, "pk_rtz"))
		one = 0;
	if (cmp)
		snprintf(inst, sizeof(inst), "%s s8, s9", m);
	else if (one)
		snprintf(inst, sizeof(inst), "%s s16, s8", m);
	else
		snprintf(inst, sizeof(inst), "%s s16, s8, s9", m);
	for (unsigned int i = 0; i < n; i++) {
		for (unsigned int j = 0; j < n; j += one ? n : 1) {
			uint32_t d = 0;
			int scc = 0, r;

			memset(in, 0, 64);
			in[0] = h ? hv[i] | 0xabcd0000u : fv[i];
			in[1] = h ? hv[j] | 0x12340000u : fv[j];
			if (strstr(m, "cvt_f32_i32") || strstr(m, "cvt_f32_u32"))
				in[0] = i * 0x1f3d5b79u + 0x7fffff81u * (i & 1);
			if (strstr(m, "cvt_hi"))
				in[0] = (uint32_t)hv[i] << 16 | 0x1234;
			in[8] = h ? hv[(i + j) % n] : fv[(i + j + 3) % n];  /* fmac's addend */
			in[12] = 1;
			r = fref(m, in[0], in[1], in[8], &d, &scc);
			if (r == 3)
				continue;
			if (r < 0) {
				CHECK(0, "%s: no reference for %s", e->tname, m);
				return;
			}
			if (!run(e, inst, kd))
				return;
			tried++;
			if ((r == 1 && out[0] != d) || (r == 2 && out[2] != (uint32_t)scc) ||
			    (r == 0 && !(dst16(m) ? (out[0] & 0x7c00) == 0x7c00 && (out[0] & 0x3ff) : isnan(f32(out[0]))))) {
				if (!bad++)
					snprintf(why, sizeof(why), ": %08x, %08x (d %08x) gave %08x scc %u, want %08x scc %d%s",
						 in[0], in[1], in[8], out[0], out[2], d, scc, r ? "" : " (a NaN)");
			}
		}
	}
	CHECK(!bad, "%s: %s on %u operand pairs (denormals kept, nearest even)%s", e->tname, m, tried, why);
}

static void t_float(struct emu_env *e)
{
	char m[32];

	for (size_t i = 0; i < sizeof(fops) / sizeof(fops[0]); i++)
		t_float_one(e, fops[i]);
	for (size_t i = 0; i < sizeof(conds) / sizeof(conds[0]); i++) {
		snprintf(m, sizeof(m), "s_cmp_%s_f32", conds[i]);
		t_float_one(e, m);
		snprintf(m, sizeof(m), "s_cmp_%s_f16", conds[i]);
		t_float_one(e, m);
	}
}

/* MODE: denormals flushed (FP_DENORM 0) and round toward zero / -inf */
static void t_float_mode(struct emu_env *e)
{
	uint32_t *in = emu_in(e), *out = emu_out(e);
	volatile float a = f32(0x3f800000u), b = f32(0x33000001u), r;  /* 1 + (2^-25 + tiny) */

	if (!known(e, "s_add_f32"))
		return;
	memset(in, 0, 64);
	in[0] = 0x00000003u;   /* denormal */
	in[1] = 0x00000000u;
	in[12] = 1;
	if (run(e, "s_add_f32 s16, s8, s9", "\t.amdhsa_float_denorm_mode_32 0\n"))
		CHECK(out[0] == 0, "%s: s_add_f32 flushes a denormal input (FP_DENORM 0): 0x%08x", e->tname, out[0]);
	in[0] = u32(a);
	in[1] = u32(b);
	fesetround(FE_UPWARD);
	r = a + b;
	fesetround(FE_TONEAREST);
	if (run(e, "s_round_mode 0x1\n\ts_add_f32 s16, s8, s9", NULL))
		CHECK(out[0] == u32(r) && u32(r) != u32(a + b), "%s: s_add_f32 rounds toward +inf after s_round_mode 0x1: 0x%08x want 0x%08x",
		      e->tname, out[0], u32(r));
	in[0] = 0x3c00;        /* 1.0 + 2^-11 + tiny rounds up in f16 toward +inf */
	in[1] = 0x0001;
	if (run(e, "s_round_mode 0x4\n\ts_add_f16 s16, s8, s9", "\t.amdhsa_float_denorm_mode_16_64 3\n"))
		CHECK(out[0] == 0x3c01, "%s: s_add_f16 rounds toward +inf after s_round_mode 0x4: 0x%08x", e->tname, out[0]);
	/* s_fmaak/s_fmamk: K is a literal dword that always follows (8 bytes) */
	in[0] = 0x40400000u;   /* 3.0 */
	in[1] = 0x3f800000u;   /* 1.0 */
	if (run(e, "s_fmaak_f32 s16, s8, s9, 0x40000000", NULL))
		CHECK(out[0] == 0x40a00000u, "%s: s_fmaak_f32 3 * 1 + K 2 = 5: 0x%08x", e->tname, out[0]);
	if (run(e, "s_fmamk_f32 s16, s8, 0x40000000, s9", NULL))
		CHECK(out[0] == 0x40e00000u, "%s: s_fmamk_f32 3 * K 2 + 1 = 7: 0x%08x", e->tname, out[0]);
}

/* gfx1100 has no scalar float: the assembler refuses it like llvm-mc-22 */
static void t_refused(void)
{
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_error err = { 0 };
	static const char src[] = "s_add_f32 s0, s1, s2\n";

	ao.target = gs_target_find("gfx1100");
	CHECK(gs_assemble(src, strlen(src), &ao, &prog, &err) != GS_OK, "gfx1100 refuses s_add_f32: %s", err.msg);
	gs_program_free(prog);
	prog = NULL;
	ao.target = gs_target_find("gfx1150");
	CHECK(gs_assemble(src, strlen(src), &ao, &prog, &err) == GS_OK, "gfx1150 assembles s_add_f32");
	gs_program_free(prog);
}

/* s_getpc/s_setpc/s_swappc/s_call and the timing-only SOPP ops */
static void t_control(struct emu_env *e)
{
	uint32_t *in = emu_in(e), *out = emu_out(e);
	int g9 = e->gen == 9;
	char inst[600];

	memset(in, 0, 64);
	in[12] = 1;
	/* s16 = 4: consecutive s_getpc_b64 give PCs 4 bytes apart */
	if (run(e, "s_getpc_b64 s[2:3]\n\ts_getpc_b64 s[16:17]\n\ts_sub_u32 s16, s16, s2", NULL))
		CHECK(out[0] == 4, "%s: s_getpc_b64 is the next instruction's address (%u)", e->tname, out[0]);
	/* s_setpc_b64 to 16 bytes past s_add_u32: skips s_mov_b32 s16, 1 */
	if (run(e, "s_mov_b32 s16, 0\n\ts_getpc_b64 s[2:3]\n\ts_add_u32 s2, s2, 16\n\ts_addc_u32 s3, s3, 0\n"
		   "\ts_setpc_b64 s[2:3]\n\ts_mov_b32 s16, 1\n\ts_mov_b32 s17, 2", NULL))
		CHECK(out[0] == 0 && out[1] == 2, "%s: s_setpc_b64 jumps (%u %u)", e->tname, out[0], out[1]);
	/* s_swappc_b64: the return address in s[18:19] = swappc + 4 = s2 (start) + 12 */
	if (run(e, "s_mov_b32 s16, 0\n\ts_getpc_b64 s[2:3]\n\ts_mov_b32 s17, s2\n\ts_add_u32 s2, s2, 20\n"
		   "\ts_addc_u32 s3, s3, 0\n\ts_swappc_b64 s[18:19], s[2:3]\n\ts_mov_b32 s16, 1\n"
		   "\ts_sub_u32 s18, s18, s17\n\ts_mov_b32 s17, 3", NULL))
		CHECK(out[0] == 0 && out[5] == 16 && out[1] == 3, "%s: s_swappc_b64 jumps and returns the next address (%u %u %u)",
		      e->tname, out[0], out[5], out[1]);
	/* s_call_b64 to a label: s[18:19] = the call's address + 4 */
	if (run(e, "s_mov_b32 s16, 0\n\ts_getpc_b64 s[2:3]\n\ts_call_b64 s[18:19], .Lt\n\ts_mov_b32 s16, 1\n"
		   ".Lt:\n\ts_sub_u32 s18, s18, s2\n\ts_mov_b32 s17, 5", NULL))
		CHECK(out[0] == 0 && out[5] == 4 && out[1] == 5, "%s: s_call_b64 (%u %u %u)", e->tname, out[0], out[5], out[1]);
	/* timing-only SOPP: nothing changes */
	snprintf(inst, sizeof(inst), "s_mov_b32 s16, 7\n%s\ts_mov_b32 s17, 8",
		 g9 ? "\ts_nop 0\n\ts_icache_inv\n\ts_ttracedata\n\ts_incperflevel 1\n\ts_decperflevel 1\n"
		      "\ts_cbranch_cdbgsys 1\n\ts_cbranch_cdbguser 1\n\ts_mov_b32 s17, 9\n"
		    : e->gen == 11 ? "\ts_clause 0x1\n\ts_delay_alu instid0(VALU_DEP_1)\n\ts_waitcnt_depctr 0xfffe\n"
				     "\ts_wait_idle\n\ts_set_inst_prefetch_distance 0x1\n\ts_icache_inv\n\ts_ttracedata\n"
				     "\ts_ttracedata_imm 0x1\n\ts_incperflevel 1\n\ts_decperflevel 1\n\ts_version 0x1\n"
				     "\ts_cbranch_cdbgsys 1\n\ts_cbranch_cdbguser 1\n\ts_mov_b32 s17, 9\n"
				   : "\ts_clause 0x1\n\ts_delay_alu instid0(VALU_DEP_1)\n\ts_wait_alu 0xfffe\n"
				     "\ts_wait_idle\n\ts_icache_inv\n\ts_ttracedata\n\ts_ttracedata_imm 0x1\n"
				     "\ts_incperflevel 1\n\ts_decperflevel 1\n\ts_version 0x1\n");
	if (run(e, inst, NULL))
		CHECK(out[0] == 7 && out[1] == 8, "%s: timing-only SOPP instructions run as no-ops (%u %u)", e->tname,
		      out[0], out[1]);
}

/* The bytes of s_add_f32 (assembled for gfx1150) in a gfx1100 kernel: the
 * emulator refuses them. */
static void t_refused_exec(struct emu_env *e)
{
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_error err = { 0 };
	static const char src[] = "s_add_f32 s16, s8, s9\n";
	char body[200];
	uint32_t w = 0;

	ao.target = gs_target_find("gfx1150");
	if (!CHECK(gs_assemble(src, strlen(src), &ao, &prog, &err) == GS_OK && prog->text_size >= 4,
		   "gfx1150 assembles s_add_f32 s16, s8, s9"))
		return;
	memcpy(&w, prog->text, 4);
	gs_program_free(prog);
	snprintf(body, sizeof(body), "\t.long 0x%08x\n", w);
	CHECK(emu_run(e, body, NULL, 1, 32, &err) == GS_ERR_UNSUPPORTED && strstr(err.msg, "gfx1100"),
	      "gfx1100's emulator refuses s_add_f32's bytes: %s", err.msg);
}

int main(void)
{
	static const struct { const char *tname; int gen; } targets[] = {
		{ "gfx1100", 11 }, { "gfx1150", 11 }, { "gfx1201", 12 }, { "gfx942", 9 },
	};

	(void)t_fmt;
	t_refused();
	for (size_t i = 0; i < sizeof(targets) / sizeof(targets[0]); i++) {
		struct emu_env e;

		if (emu_open(&e, targets[i].tname, targets[i].gen, "test_emu_salu.s")) {
			e.wave64 = targets[i].gen == 9;
			if (i != 1)
				t_ops(&e);
			if (i == 0)
				t_refused_exec(&e);
			t_float(&e);
			t_float_mode(&e);
			t_control(&e);
		}
		emu_close(&e);
	}
	return t_done();
}
