// SPDX-License-Identifier: MIT
/*
 * The shared atomic ALU (userspace/lib/emu/atomic.c): which mnemonics of
 * LLVM's tables it reads as read-modify-writes, and what each operation
 * leaves in memory and returns, against values worked out by hand from
 * the ISA guides' pseudocode (32 and 64 bit, operand order of cmpswap per
 * generation, float rounding and NaN rules).
 */
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "emu/atomic.h"
#include "gfxshim/isa.h"
#include "harness.h"

struct rmw_case {
	const char *name;
	uint64_t mem, d0, d1;  /* d1: the second value of cmpswap/mskor/wrap */
	uint64_t want;         /* memory afterwards (the old value is mem) */
};

static uint64_t f32(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static uint64_t f64(double d)
{
	uint64_t u;

	memcpy(&u, &d, 8);
	return u;
}

static void rmw_cases(void)
{
	const struct rmw_case cases[] = {
		{ "ds_add_u32", 0xfffffffe, 3, 0, 1 },
		{ "ds_sub_rtn_u32", 5, 7, 0, 0xfffffffe },
		{ "ds_rsub_u32", 5, 7, 0, 2 },
		{ "ds_inc_u32", 4, 4, 0, 0 },
		{ "ds_inc_rtn_u32", 3, 4, 0, 4 },
		{ "ds_dec_u32", 0, 9, 0, 9 },
		{ "ds_dec_u32", 10, 9, 0, 9 },
		{ "ds_dec_rtn_u32", 5, 9, 0, 4 },
		{ "ds_min_i32", 5, 0xffffffff, 0, 0xffffffff },
		{ "ds_min_u32", 5, 0xffffffff, 0, 5 },
		{ "ds_max_i64", 1, 0x8000000000000000ull, 0, 1 },
		{ "ds_max_rtn_u64", 1, 0x8000000000000000ull, 0, 0x8000000000000000ull },
		{ "global_atomic_smax", 0x80000000, 1, 0, 1 },
		{ "global_atomic_umax", 0x80000000, 1, 0, 0x80000000 },
		{ "global_atomic_smin_x2", 0, 0xffffffffffffffffull, 0, 0xffffffffffffffffull },
		{ "global_atomic_umin_x2", 7, 0xffffffffffffffffull, 0, 7 },
		{ "flat_atomic_inc_u64", 0x100000000ull, 0x100000000ull, 0, 0 },
		{ "ds_and_b32", 0xf0f0, 0xff00, 0, 0xf000 },
		{ "ds_or_rtn_b64", 0xf0f0000000000000ull, 0xff, 0, 0xf0f00000000000ffull },
		{ "global_atomic_xor_b32", 0xff00, 0x0ff0, 0, 0xf0f0 },
		{ "ds_mskor_b32", 0xffff00ff, 0x0000ffff, 0x1234, 0xffff1234 },
		{ "ds_mskor_rtn_b64", 0xffffffffffffffffull, 0xff, 0x5a, 0xffffffffffffff5aull },
		/* gfx11/gfx12: new value first, compare second */
		{ "ds_cmpstore_b32", 7, 9, 7, 9 },
		{ "ds_cmpstore_rtn_b32", 7, 9, 8, 7 },
		{ "global_atomic_cmpswap_b32", 7, 9, 7, 9 },
		{ "global_atomic_cmpswap_b64", 0x100000007ull, 1, 0x100000007ull, 1 },
		{ "buffer_atomic_cmpswap_x2", 5, 1, 6, 5 },
		/* gfx9: compare first, new second */
		{ "ds_cmpst_b32", 7, 7, 9, 9 },
		{ "ds_cmpst_rtn_b64", 7, 9, 7, 7 },
		{ "ds_cmpst_f32", f32(-0.0f), f32(0.0f), f32(2.0f), f32(2.0f) },  /* -0 == +0 */
		{ "ds_cmpstore_f32", f32(NAN), f32(2.0f), f32(NAN), f32(NAN) },  /* NaN != NaN */
		{ "ds_wrap_rtn_b32", 10, 4, 100, 6 },
		{ "ds_wrap_rtn_b32", 3, 4, 100, 103 },
		{ "global_atomic_csub_u32", 3, 5, 0, 0 },
		{ "global_atomic_sub_clamp_u32", 9, 5, 0, 4 },
		{ "global_atomic_cond_sub_u32", 3, 5, 0, 3 },
		{ "ds_cond_sub_rtn_u32", 9, 5, 0, 4 },
		{ "ds_sub_clamp_u32", 4, 5, 0, 0 },
		{ "ds_storexchg_rtn_b32", 1, 2, 0, 2 },
		{ "ds_wrxchg_rtn_b64", 1, 0x200000000ull, 0, 0x200000000ull },
		{ "flat_atomic_swap", 1, 2, 0, 2 },
		/* 1 + 2^-24 is a tie: nearest even keeps 1; 1 + 3 * 2^-24 rounds up to 1 + 2^-22 */
		{ "ds_add_f32", f32(1.0f), f32(0x1p-24f), 0, f32(1.0f) },
		{ "ds_add_rtn_f32", f32(1.0f), f32(0x3p-24f), 0, f32(1.0f + 0x1p-22f) },
		{ "global_atomic_add_f32", 1, 1, 0, 2 },  /* denormals kept: 2^-149 + 2^-149 */
		{ "global_atomic_add_f64", f64(1.0), f64(0x1p-53), 0, f64(1.0) },
		{ "ds_add_f64", f64(1.0), f64(0x3p-53), 0, f64(1.0 + 0x1p-51) },
		/* pseudocode min/max: src < tmp ? src : tmp (a NaN keeps memory) */
		{ "ds_min_f32", f32(NAN), f32(1.0f), 0, f32(NAN) },
		{ "ds_min_rtn_f32", f32(3.0f), f32(-1.0f), 0, f32(-1.0f) },
		{ "ds_max_f64", f64(3.0), f64(NAN), 0, f64(3.0) },
		{ "global_atomic_max_f64", f64(-0.0), f64(0.0), 0, f64(-0.0) },
		/* gfx12 *_num: minimumNumber/maximumNumber */
		{ "ds_min_num_f32", f32(NAN), f32(1.0f), 0, f32(1.0f) },
		{ "ds_max_num_rtn_f64", f64(-0.0), f64(0.0), 0, f64(0.0) },
		{ "global_atomic_min_num_f32", f32(0.0f), f32(-0.0f), 0, f32(-0.0f) },
		{ "global_atomic_pk_add_f16", 0x3c00bc00, 0x3c003c00, 0, 0x40000000 },  /* (1,-1)+(1,1) */
		{ "ds_pk_add_rtn_bf16", 0x3f803f80, 0x3f803f80, 0, 0x40004000 },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct rmw_case *k = &cases[i];
		struct emu_atomic_op a;
		uint8_t mem[8];
		uint32_t data[4] = { 0 }, old[2] = { 0xdeadbeef, 0xdeadbeef };
		uint64_t got = 0, gold = 0;

		if (!CHECK(gsi_emu_atomic_parse(k->name, &a), "%s is an atomic", k->name))
			continue;
		memcpy(mem, &k->mem, 8);
		memcpy(data, &k->d0, a.bytes);
		memcpy((uint8_t *)data + a.bytes, &k->d1, a.bytes);
		gsi_emu_atomic_rmw(&a, mem, data, old);
		memcpy(&got, mem, a.bytes);
		memcpy(&gold, old, a.bytes);
		CHECK(got == k->want, "%s: mem 0x%llx data 0x%llx/0x%llx -> 0x%llx (want 0x%llx)", k->name,
		      (unsigned long long)k->mem, (unsigned long long)k->d0, (unsigned long long)k->d1,
		      (unsigned long long)got, (unsigned long long)k->want);
		CHECK(gold == (a.bytes == 4 ? k->mem & 0xffffffffull : k->mem), "%s returns the old value", k->name);
		if (a.bytes == 4)
			CHECK(mem[4] == (uint8_t)(k->mem >> 32), "%s writes 4 bytes only", k->name);
	}
}

/* Operand shapes read from names. */
static void parse_cases(void)
{
	static const struct { const char *name; int ok; unsigned int bytes, data, rtn; } c[] = {
		{ "ds_add_u32", 1, 4, 1, 0 }, { "ds_add_rtn_u64", 1, 8, 2, 1 },
		{ "ds_cmpstore_rtn_b64", 1, 8, 4, 1 }, { "global_atomic_cmpswap_x2", 1, 8, 4, 0 },
		{ "global_atomic_add", 1, 4, 1, 0 }, { "buffer_atomic_pk_add_bf16", 1, 4, 1, 0 },
		{ "ds_mskor_b32", 1, 4, 2, 0 }, { "ds_pk_add_rtn_f16", 1, 4, 1, 1 },
		{ "ds_load_b32", 0, 0, 0, 0 }, { "ds_write2_b32", 0, 0, 0, 0 }, { "ds_nop", 0, 0, 0, 0 },
		{ "ds_append", 0, 0, 0, 0 }, { "ds_condxchg32_rtn_b64", 0, 0, 0, 0 },
		{ "ds_storexchg_2addr_rtn_b32", 0, 0, 0, 0 }, { "ds_wrxchg2st64_rtn_b32", 0, 0, 0, 0 },
		{ "global_atomic_ordered_add_b64", 0, 0, 0, 0 }, { "global_load_b32", 0, 0, 0, 0 },
		{ "ds_bpermute_b32", 0, 0, 0, 0 }, { "v_add_u32", 0, 0, 0, 0 },
		{ "ds_and_f32", 0, 0, 0, 0 }, { "ds_add_rtn_rtn_u32", 0, 0, 0, 0 },
		{ "ds_min_num_u32", 0, 0, 0, 0 }, { "global_atomic_add_u32_x", 0, 0, 0, 0 },
	};

	for (size_t i = 0; i < sizeof(c) / sizeof(c[0]); i++) {
		struct emu_atomic_op a;
		int ok = gsi_emu_atomic_parse(c[i].name, &a);

		CHECK_EQ(ok, c[i].ok, "%s is %san atomic", c[i].name, c[i].ok ? "" : "not ");
		if (ok && c[i].ok)
			CHECK(a.bytes == c[i].bytes && gsi_emu_atomic_data_dwords(&a) == c[i].data && a.rtn == c[i].rtn,
			      "%s: %u bytes, %u data dwords, rtn %u", c[i].name, a.bytes,
			      gsi_emu_atomic_data_dwords(&a), a.rtn);
	}
}

/* Every atomic LLVM 22 knows on the emulated targets is read, except the
 * few whose semantics are not a single read-modify-write. */
static void table_cases(void)
{
	static const char *const targets[] = { "gfx1100", "gfx1151", "gfx1201", "gfx942", "gfx950" };
	static const char *const not_rmw[] = {
		"ds_condxchg32_rtn_b64", "global_atomic_ordered_add_b64", "buffer_atomic_fcmpswap",
		"buffer_atomic_fcmpswap_x2", "global_atomic_fcmpswap", "flat_atomic_fcmpswap",
	};

	for (size_t t = 0; t < sizeof(targets) / sizeof(targets[0]); t++) {
		unsigned int n = gs_isa_count(targets[t], NULL), seen = 0, bad = 0;

		for (unsigned int i = 0; i < n; i++) {
			struct gs_isa_inst in;
			struct emu_atomic_op a;
			const char *m;
			int skip = 0;

			if (gs_isa_at(targets[t], i, &in) != GS_OK)
				continue;
			m = in.mnemonic;
			if (strncmp(m, "flat_atomic_", 12) && strncmp(m, "global_atomic_", 14) &&
			    strncmp(m, "buffer_atomic_", 14) && !(strncmp(m, "ds_", 3) == 0 && strstr(m, "_rtn_")))
				continue;
			for (size_t k = 0; k < sizeof(not_rmw) / sizeof(not_rmw[0]); k++)
				skip |= strcmp(m, not_rmw[k]) == 0;
			if (skip || strstr(m, "2addr") || strstr(m, "wrxchg2") || strstr(m, "bvh") ||
			    strstr(m, "permute"))
				continue;
			seen++;
			if (!gsi_emu_atomic_parse(m, &a) && !bad++)
				CHECK(0, "%s: %s is not read as an atomic", targets[t], m);
		}
		CHECK(seen > 40 && !bad, "%s: %u atomics of LLVM's table read (%u not)", targets[t], seen, bad);
	}
}

int main(void)
{
	parse_cases();
	rmw_cases();
	table_cases();
	return t_done();
}
