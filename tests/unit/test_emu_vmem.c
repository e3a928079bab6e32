// SPDX-License-Identifier: MIT
/*
 * FLAT/GLOBAL loads, stores and atomics in the emulator (emu/exec_vmem.c,
 * issue #5) on gfx1100, gfx1151, gfx1201 (wave32) and gfx942, gfx950
 * (wave64, gfx9 names): every load width with zero/sign extension and the
 * d16 forms keeping the other half, b8/b16/d16_hi/b96 stores through the
 * 64-bit VGPR address form, atomics with every lane on one address against
 * sequential application in ascending lane order (worked out here in C),
 * returning and not, 32 and 64 bit; out-of-bounds accesses fault with the
 * lane and address; a load read before its wait is flagged by the checker
 * and runs clean with the wait.  Expected values come from the input bytes.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "isa/inst.h"
#include "emu/atomic.h"
#include "emu/scratch.h"
#include "harness.h"
#include "emu_testutil.h"

static const char *nm(const struct emu_env *e, const char *g11, const char *g9)
{
	return e->gen == 9 ? g9 : g11;
}

static unsigned int lanes_of(const struct emu_env *e)
{
	return e->gen == 9 ? 64 : 32;
}

static const char *kd(const struct emu_env *e)
{
	return e->gen == 9 ? "\t.amdhsa_accum_offset 32\n" : "";
}

static uint8_t in_byte(unsigned int i)
{
	return (uint8_t)(i * 37u + 0x85u);  /* half of them have the sign bit */
}

static uint32_t in_dword(const uint8_t *b, unsigned int off)
{
	return b[off] | (uint32_t)b[off + 1] << 8 | (uint32_t)b[off + 2] << 16 | (uint32_t)b[off + 3] << 24;
}

static void fill(struct emu_env *e)
{
	uint8_t *b = (uint8_t *)emu_in(e);

	for (unsigned int i = 0; i < EMU_BUF; i++)
		b[i] = in_byte(i);
	memset(emu_out(e), 0, EMU_BUF);
}

/* Lane l reads at in + 4l (+ the offsets below); out[16l ..] gets v2..v14. */
static void loads(struct emu_env *e)
{
	char body[4096];
	const uint8_t *b;
	const uint32_t *out;
	unsigned int bad = 0, n = lanes_of(e);

	fill(e);
	b = (const uint8_t *)emu_in(e);
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tv_mov_b32 v6, 0x11223344\n\tv_mov_b32 v7, 0x11223344\n\tv_mov_b32 v8, 0x11223344\n"
		 "\tv_mov_b32 v9, 0x11223344\n\tv_mov_b32 v10, 0x11223344\n\tv_mov_b32 v11, 0x11223344\n"
		 "\tWAIT_KM\n"
		 "\tS_ADD s4, s4, 16\n\tS_ADDC s5, s5, 0\n"
		 "\t%s v2, v1, s[4:5] offset:1\n"
		 "\t%s v3, v1, s[4:5] offset:3\n"
		 "\t%s v4, v1, s[4:5] offset:2\n"
		 "\t%s v5, v1, s[4:5] offset:2\n"
		 "\t%s v6, v1, s[4:5] offset:3\n"
		 "\t%s v7, v1, s[4:5] offset:1\n"
		 "\t%s v8, v1, s[4:5] offset:2\n"
		 "\t%s v9, v1, s[4:5] offset:3\n"
		 "\t%s v10, v1, s[4:5] offset:1\n"
		 "\t%s v11, v1, s[4:5] offset:-2\n"
		 "\t%s v[12:14], v1, s[4:5] offset:256\n"
		 "\tWAIT_LOAD\n"
		 "\tv_lshlrev_b32 v15, 6, v0\n"
		 "\t%s v15, v[2:5], s[6:7]\n"
		 "\t%s v15, v[6:9], s[6:7] offset:16\n"
		 "\t%s v15, v[10:13], s[6:7] offset:32\n"
		 "\t%s v15, v14, s[6:7] offset:48\n",
		 nm(e, "s_load_b128", "s_load_dwordx4"),
		 nm(e, "global_load_u8", "global_load_ubyte"), nm(e, "global_load_i8", "global_load_sbyte"),
		 nm(e, "global_load_u16", "global_load_ushort"), nm(e, "global_load_i16", "global_load_sshort"),
		 nm(e, "global_load_d16_u8", "global_load_ubyte_d16"),
		 nm(e, "global_load_d16_i8", "global_load_sbyte_d16"),
		 nm(e, "global_load_d16_b16", "global_load_short_d16"),
		 nm(e, "global_load_d16_hi_u8", "global_load_ubyte_d16_hi"),
		 nm(e, "global_load_d16_hi_i8", "global_load_sbyte_d16_hi"),
		 nm(e, "global_load_d16_hi_b16", "global_load_short_d16_hi"),
		 nm(e, "global_load_b96", "global_load_dwordx3"),
		 nm(e, "global_store_b128", "global_store_dwordx4"), nm(e, "global_store_b128", "global_store_dwordx4"),
		 nm(e, "global_store_b128", "global_store_dwordx4"), nm(e, "global_store_b32", "global_store_dword"));
	if (!emu_run_ok(e, "sub-dword, d16 and b96 loads", body, kd(e), 1, n))
		return;
	out = emu_out(e);
	for (unsigned int l = 0; l < n; l++) {
		unsigned int a = 4 * l + 16;  /* s[4:5] = in + 16 */
		uint32_t h = 0x11223344u, want[13];

		want[0] = b[a + 1];
		want[1] = (uint32_t)(int32_t)(int8_t)b[a + 3];
		want[2] = b[a + 2] | (uint32_t)b[a + 3] << 8;
		want[3] = (uint32_t)(int32_t)(int16_t)(b[a + 2] | b[a + 3] << 8);
		want[4] = (h & 0xffff0000u) | b[a + 3];
		want[5] = (h & 0xffff0000u) | ((uint32_t)(int32_t)(int8_t)b[a + 1] & 0xffff);
		want[6] = (h & 0xffff0000u) | b[a + 2] | (uint32_t)b[a + 3] << 8;
		want[7] = (h & 0xffff) | (uint32_t)b[a + 3] << 16;
		want[8] = (h & 0xffff) | ((uint32_t)(int32_t)(int8_t)b[a + 1] << 16);
		want[9] = (h & 0xffff) | (uint32_t)(b[a - 2] | b[a - 1] << 8) << 16;
		for (unsigned int i = 0; i < 3; i++)
			want[10 + i] = in_dword(b, a + 256 + 4 * i);
		for (unsigned int i = 0; i < 13; i++) {
			if (out[16 * l + i] != want[i] && bad++ < 4)
				printf("# %s lane %u value %u: 0x%08x, want 0x%08x\n", e->tname, l, i, out[16 * l + i], want[i]);
		}
	}
	CHECK(!bad, "%s: u8/i8/u16/i16, d16 lo/hi (other half kept) and b96 loads (%u wrong)", e->tname, bad);
}

/* 64-bit VGPR address (v[10:11] = out + 16l) with off: b8, b16, d16_hi_b8,
 * d16_hi_b16 into a zeroed line, b96 next to them. */
static void stores(struct emu_env *e)
{
	char body[4096];
	const uint8_t *o;
	unsigned int bad = 0, n = lanes_of(e);

	fill(e);
	snprintf(body, sizeof(body),
		 "\tv_lshlrev_b32 v1, 5, v0\n"
		 "\tv_mov_b32 v5, 0x01010101\n"
		 "\tv_mul_lo_u32 v2, v0, v5\n"
		 "\tv_xor_b32 v2, 0x80c0e0f0, v2\n"
		 "\t%s v3, 1, v2\n\t%s v4, 2, v2\n"
		 "\t%s s[6:7], s[0:1], 0x8\n"
		 "\tWAIT_KM\n"
		 "\tv_mov_b32 v11, s7\n"
		 "\t%s\n\t%s\n"
		 "\t%s v[10:11], v2, off\n"
		 "\t%s v[10:11], v2, off offset:2\n"
		 "\t%s v[10:11], v2, off offset:5\n"
		 "\t%s v[10:11], v2, off offset:6\n"
		 "\t%s v[10:11], v[2:4], off offset:16\n",
		 nm(e, "v_add_nc_u32", "v_add_u32"), nm(e, "v_add_nc_u32", "v_add_u32"),
		 nm(e, "s_load_b64", "s_load_dwordx2"),
		 nm(e, "v_add_co_u32 v10, vcc_lo, s6, v1", "v_add_co_u32 v10, vcc, s6, v1"),
		 nm(e, "v_add_co_ci_u32_e32 v11, vcc_lo, 0, v11, vcc_lo", "v_addc_co_u32 v11, vcc, 0, v11, vcc"),
		 nm(e, "global_store_b8", "global_store_byte"), nm(e, "global_store_b16", "global_store_short"),
		 nm(e, "global_store_d16_hi_b8", "global_store_byte_d16_hi"),
		 nm(e, "global_store_d16_hi_b16", "global_store_short_d16_hi"),
		 nm(e, "global_store_b96", "global_store_dwordx3"));
	if (!emu_run_ok(e, "b8/b16/d16_hi/b96 stores (64-bit VGPR address)", body, kd(e), 1, n))
		return;
	o = (const uint8_t *)emu_out(e);
	for (unsigned int l = 0; l < n; l++) {
		uint32_t v = (l * 0x01010101u) ^ 0x80c0e0f0u;
		uint8_t want[32] = { 0 };

		want[0] = (uint8_t)v;
		want[2] = (uint8_t)v;
		want[3] = (uint8_t)(v >> 8);
		want[5] = (uint8_t)(v >> 16);
		want[6] = (uint8_t)(v >> 16);
		want[7] = (uint8_t)(v >> 24);
		for (unsigned int i = 0; i < 3; i++)
			for (unsigned int k = 0; k < 4; k++)
				want[16 + 4 * i + k] = (uint8_t)((v + i) >> 8 * k);
		for (unsigned int i = 0; i < 32; i++)
			if (o[32 * l + i] != want[i] && bad++ < 4)
				printf("# %s lane %u byte %u: 0x%02x, want 0x%02x\n", e->tname, l, i, o[32 * l + i], want[i]);
	}
	CHECK(!bad, "%s: b8/b16/d16_hi_b8/d16_hi_b16/b96 stores leave the other bytes (%u wrong)", e->tname, bad);
}

/* ---- atomics: every lane on one address ---- */

enum aop { A_ADD, A_SUB, A_SMIN, A_UMAX, A_AND, A_OR, A_XOR, A_SWAP, A_INC, A_DEC, A_CMPSWAP,
	   A_CSUB, A_CONDSUB, A_FADD, A_FMAX, A_FMIN };

struct acase {
	const char *g11, *g9;
	enum aop op;
	int bits;
	const char *g12;  /* gfx12's name when it differs ("-": none) */
};

static const struct acase acases[] = {
	{ "global_atomic_add_u32", "global_atomic_add", A_ADD, 32 },
	{ "global_atomic_sub_u32", "global_atomic_sub", A_SUB, 32 },
	{ "global_atomic_min_i32", "global_atomic_smin", A_SMIN, 32 },
	{ "global_atomic_max_u32", "global_atomic_umax", A_UMAX, 32 },
	{ "global_atomic_and_b32", "global_atomic_and", A_AND, 32 },
	{ "global_atomic_or_b32", "global_atomic_or", A_OR, 32 },
	{ "global_atomic_xor_b32", "global_atomic_xor", A_XOR, 32 },
	{ "global_atomic_swap_b32", "global_atomic_swap", A_SWAP, 32 },
	{ "global_atomic_inc_u32", "global_atomic_inc", A_INC, 32 },
	{ "global_atomic_dec_u32", "global_atomic_dec", A_DEC, 32 },
	{ "global_atomic_cmpswap_b32", "global_atomic_cmpswap", A_CMPSWAP, 32 },
	{ "global_atomic_add_u64", "global_atomic_add_x2", A_ADD, 64 },
	{ "global_atomic_min_i64", "global_atomic_smin_x2", A_SMIN, 64 },
	{ "global_atomic_max_u64", "global_atomic_umax_x2", A_UMAX, 64 },
	{ "global_atomic_xor_b64", "global_atomic_xor_x2", A_XOR, 64 },
	{ "global_atomic_inc_u64", "global_atomic_inc_x2", A_INC, 64 },
	{ "global_atomic_cmpswap_b64", "global_atomic_cmpswap_x2", A_CMPSWAP, 64 },
	{ "global_atomic_csub_u32", NULL, A_CSUB, 32, "global_atomic_sub_clamp_u32" },
	{ NULL, NULL, A_CONDSUB, 32, "global_atomic_cond_sub_u32" },
	{ "global_atomic_add_f32", "global_atomic_add_f32", A_FADD, 32 },
	{ "global_atomic_max_f32", NULL, A_FMAX, 32, "global_atomic_max_num_f32" },
	{ "global_atomic_min_f32", NULL, A_FMIN, 32, "global_atomic_min_num_f32" },
	{ NULL, "global_atomic_add_f64", A_FADD, 64, "-" },
	{ NULL, "global_atomic_max_f64", A_FMAX, 64, "-" },
	{ NULL, "global_atomic_min_f64", A_FMIN, 64, "-" },
};

static const char *aname(const struct emu_env *e, const struct acase *c)
{
	if (e->gen == 9)
		return c->g9;
	if (e->gen == 12 && c->g12)
		return strcmp(c->g12, "-") ? c->g12 : NULL;
	return c->g11;
}

static double as_f(const struct acase *c, uint64_t v)
{
	float f;
	double d;
	uint32_t u = (uint32_t)v;

	if (c->bits == 64) {
		memcpy(&d, &v, 8);
		return d;
	}
	memcpy(&f, &u, 4);
	return f;
}

static uint64_t of_f(const struct acase *c, double x)
{
	float f = (float)x;
	uint32_t u;
	uint64_t v;

	if (c->bits == 64) {
		memcpy(&v, &x, 8);
		return v;
	}
	memcpy(&u, &f, 4);
	return u;
}

static uint64_t apply(const struct acase *c, uint64_t m, uint64_t d, uint64_t cmp)
{
	uint64_t mask = c->bits == 64 ? ~0ull : 0xffffffffull;
	int64_t sm = c->bits == 64 ? (int64_t)m : (int32_t)m, sd = c->bits == 64 ? (int64_t)d : (int32_t)d;

	switch (c->op) {
	case A_ADD: return (m + d) & mask;
	case A_SUB: return (m - d) & mask;
	case A_SMIN: return (uint64_t)(sm < sd ? sm : sd) & mask;
	case A_UMAX: return m > d ? m : d;
	case A_AND: return m & d;
	case A_OR: return m | d;
	case A_XOR: return m ^ d;
	case A_SWAP: return d;
	case A_INC: return m >= d ? 0 : m + 1;
	case A_DEC: return m == 0 || m > d ? d : m - 1;
	case A_CMPSWAP: return m == cmp ? d : m;
	case A_CSUB: return m >= d ? m - d : 0;
	case A_CONDSUB: return m >= d ? m - d : m;
	case A_FADD: return of_f(c, as_f(c, m) + as_f(c, d));  /* exact: quarters */
	case A_FMAX: return as_f(c, d) > as_f(c, m) ? d : m;
	case A_FMIN: return as_f(c, d) < as_f(c, m) ? d : m;
	}
	return m;
}

/* lane l's data (and cmpswap's compare: the value the lane before left) */
static uint64_t adata(const struct acase *c, unsigned int l)
{
	uint64_t v = (uint64_t)(l * 2654435761u) ^ ((uint64_t)(l * 40503u) << 32);

	if (c->op == A_INC || c->op == A_DEC)
		v = 20 + l % 7;
	if (c->op == A_CMPSWAP)
		v = l % 3 == 2 ? 0x5555 : l + 1;  /* every third lane fails its compare */
	if (c->op == A_CSUB || c->op == A_CONDSUB)
		v = 0x7000000u + l * 0x123456u;
	if (c->op == A_FADD || c->op == A_FMAX || c->op == A_FMIN)
		return of_f(c, ((double)(l % 9) - 4.0) * 0.25 * (l % 2 ? 1 : 4));
	return c->bits == 64 ? v : v & 0xffffffffu;
}

static void atomic_case(struct emu_env *e, const struct acase *c, int rtn)
{
	char body[4096];
	unsigned int n = lanes_of(e), dw = c->bits / 32, bad = 0;
	unsigned int nd = (c->op == A_CMPSWAP ? 2 : 1) * dw;  /* data dwords */
	uint32_t *in = emu_in(e), *out;
	uint64_t mem = c->bits == 64 ? 0x8000000000000005ull : 0x80000005u, cmp = 0;

	memset(emu_out(e), 0, EMU_BUF);
	if (c->op == A_CMPSWAP)
		mem = 0;
	if (c->op == A_FADD || c->op == A_FMAX || c->op == A_FMIN)
		mem = of_f(c, 1.5);
	out = emu_out(e);
	out[0] = (uint32_t)mem;
	out[1] = (uint32_t)(mem >> 32);
	/* in[8l ..]: data, then (cmpswap) the compare value */
	for (unsigned int l = 0; l < n; l++) {
		uint64_t d = adata(c, l), k = l;

		memcpy(&in[8 * l], &d, 8);
		if (c->op == A_CMPSWAP) {
			in[8 * l + dw] = (uint32_t)k;
			if (dw == 2)
				in[8 * l + 3] = 0;
		}
	}
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 5, v0\n"
		 "\tv_mov_b32 v8, 0\n"
		 "\tWAIT_KM\n"
		 "\t%s v[2:5], v1, s[4:5]\n"
		 "\tWAIT_LOAD\n"
		 "\t%s %s%sv8, %s, s[6:7]%s\n"
		 "\tWAIT_LOAD\n"
		 "\tv_lshlrev_b32 v1, 3, v0\n"
		 "\t%s v1, v[10:11], s[6:7] offset:1024\n",
		 nm(e, "s_load_b128", "s_load_dwordx4"), nm(e, "global_load_b128", "global_load_dwordx4"),
		 aname(e, c), rtn ? (dw == 2 ? "v[10:11]" : "v10") : "", rtn ? ", " : "",
		 nd == 1 ? "v2" : nd == 2 ? "v[2:3]" : "v[2:5]", rtn ? " ATOMIC_RTN" : "", nm(e, "global_store_b64", "global_store_dwordx2"));
	if (!emu_run_ok(e, aname(e, c), body, kd(e), 1, n))
		return;
	for (unsigned int l = 0; l < n; l++) {
		uint64_t d = adata(c, l), old = mem;

		cmp = l;
		mem = apply(c, mem, d, cmp);
		if (rtn) {
			uint64_t got = out[256 + 2 * l] | (dw == 2 ? (uint64_t)out[256 + 2 * l + 1] << 32 : 0);

			if (got != old && bad++ < 3)
				printf("# %s %s lane %u returned 0x%llx, want 0x%llx\n", e->tname, aname(e, c), l,
				       (unsigned long long)got, (unsigned long long)old);
		}
	}
	{
		uint64_t got = out[0] | (dw == 2 ? (uint64_t)out[1] << 32 : (uint64_t)0);

		if (got != mem && bad++ < 4)
			printf("# %s %s memory 0x%llx, want 0x%llx\n", e->tname, aname(e, c),
			       (unsigned long long)got, (unsigned long long)mem);
	}
	CHECK(!bad, "%s: %s%s, %u lanes on one address = lanes in order", e->tname, aname(e, c),
	      rtn ? " (returning)" : "", n);
}

static void atomics(struct emu_env *e)
{
	for (size_t i = 0; i < sizeof(acases) / sizeof(acases[0]); i++) {
		if (!aname(e, &acases[i]))
			continue;
		atomic_case(e, &acases[i], 1);
		atomic_case(e, &acases[i], 0);
	}
}

/* ---- flat_* (gfx11/gfx12: run as their global_* namesakes) ---- */

static void flat(struct emu_env *e)
{
	char body[4096];
	const uint8_t *b;
	const uint32_t *out;
	unsigned int bad = 0, n = lanes_of(e);
	int g9 = e->gen == 9;

	fill(e);
	b = (const uint8_t *)emu_in(e);
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tv_lshlrev_b32 v14, 4, v0\n"
		 "\tv_mov_b32 v5, 0x11223344\n\tv_mov_b32 v12, 0\n\tv_add_%s v8, 1, v0\n"
		 "\tWAIT_KM\n"
		 "\tv_mov_b32 v3, s5\n\tv_mov_b32 v11, s7\n\tv_mov_b32 v13, s7\n\tv_mov_b32 v10, s6\n"
		 "\t%s v2, %s, s4, v1\n\t%s v3, %s, 0, v3, %s\n"
		 "\t%s v12, %s, s6, v14\n\t%s v13, %s, 0, v13, %s\n"
		 "\t%s v4, v[2:3] offset:4\n"
		 "\t%s v5, v[2:3] offset:6\n"
		 "\t%s v6, v[2:3] offset:1\n"
		 "\t%s v7, v[10:11], v8 ATOMIC_RTN\n"
		 "\ts_waitcnt vmcnt(0) lgkmcnt(0)\n"
		 "\t%s v[12:13], v[4:7] offset:64\n",
		 nm(e, "s_load_b128", "s_load_dwordx4"), g9 ? "u32" : "nc_u32",
		 "v_add_co_u32", g9 ? "vcc" : "vcc_lo", g9 ? "v_addc_co_u32" : "v_add_co_ci_u32_e32",
		 g9 ? "vcc" : "vcc_lo", g9 ? "vcc" : "vcc_lo",
		 "v_add_co_u32", g9 ? "vcc" : "vcc_lo", g9 ? "v_addc_co_u32" : "v_add_co_ci_u32_e32",
		 g9 ? "vcc" : "vcc_lo", g9 ? "vcc" : "vcc_lo",
		 nm(e, "flat_load_b32", "flat_load_dword"), nm(e, "flat_load_d16_hi_b16", "flat_load_short_d16_hi"),
		 nm(e, "flat_load_i8", "flat_load_sbyte"), nm(e, "flat_atomic_add_u32", "flat_atomic_add"),
		 nm(e, "flat_store_b128", "flat_store_dwordx4"));
	if (e->gen == 12) {  /* gfx12 spells the wait per counter */
		char *p = strstr(body, "s_waitcnt vmcnt(0) lgkmcnt(0)");

		memcpy(p, "s_wait_loadcnt 0x0           ", 29);
	}
	if (!emu_run_ok(e, "flat loads, a returning flat atomic and a flat store", body, kd(e), 1, n))
		return;
	out = emu_out(e);
	for (unsigned int l = 0; l < n; l++) {
		unsigned int a = 4 * l;
		uint32_t want[4];

		want[0] = in_dword(b, a + 4);
		want[1] = 0x3344u | (uint32_t)(b[a + 6] | b[a + 7] << 8) << 16;
		want[2] = (uint32_t)(int32_t)(int8_t)b[a + 1];
		want[3] = l * (l + 1) / 2;  /* lanes add l + 1 in ascending order */
		for (unsigned int i = 0; i < 4; i++)
			if (out[16 + 4 * l + i] != want[i] && bad++ < 4)
				printf("# %s lane %u value %u: 0x%08x, want 0x%08x\n", e->tname, l, i, out[16 + 4 * l + i],
				       want[i]);
	}
	if (out[0] != n * (n + 1) / 2 && bad++ < 5)
		printf("# %s flat atomic total %u, want %u\n", e->tname, out[0], n * (n + 1) / 2);
	CHECK(!bad, "%s: flat b32/d16_hi/i8 loads, returning flat atomic add over %u lanes, flat b128 store (%u wrong)",
	      e->tname, n, bad);
}

/* Every gfx11/gfx12 flat_* whose global_* namesake is in the table
 * assembles (table-driven layer) and runs on a valid address. */
static void flat_all(struct emu_env *e)
{
	const struct gs_isa *isa = gsi_isa_exec_for(gs_target_find(e->tname));
	unsigned int tried = 0, ran = 0;

	if (e->gen == 9 || !isa)
		return;
	for (unsigned int i = 0; i < isa->n_ops; i++) {
		const struct gs_isa_op *op = &isa->ops[i];
		char line[160], body[1024], r[16];
		struct gs_asm_options ao = { 0 };
		struct gs_program *prog = NULL;
		struct gs_error err = { 0 };
		unsigned int nr = op->sig == GS_SIG_GLOAD ? op->dregs : op->sregs;

		if (strncmp(op->name, "global_", 7) || op->enc != GS_ENC_FLAT || !strncmp(op->name, "global_load_tr", 14) ||
		    (op->sig != GS_SIG_GLOAD && op->sig != GS_SIG_GSTORE && op->sig != GS_SIG_GATOMIC))
			continue;
		if (nr == 1)
			snprintf(r, sizeof(r), "v10");
		else
			snprintf(r, sizeof(r), "v[10:%u]", 9 + nr);
		if (op->sig == GS_SIG_GLOAD)
			snprintf(line, sizeof(line), "flat_%s %s, v[2:3]", op->name + 7, r);
		else
			snprintf(line, sizeof(line), "flat_%s v[2:3], %s", op->name + 7, r);
		ao.target = gs_target_find(e->tname);
		if (gs_assemble(line, strlen(line), &ao, &prog, &err) != GS_OK) {
			gs_program_free(prog);
			continue;  /* no flat form on this target (global_atomic_csub_u32, ...) */
		}
		gs_program_free(prog);
		tried++;
		snprintf(body, sizeof(body),
			 "\ts_load_b64 s[4:5], s[0:1], 0x0\n\tv_mov_b32 v10, 0\n\tv_mov_b32 v11, 0\n"
			 "\tv_mov_b32 v12, 0\n\tv_mov_b32 v13, 0\n\tWAIT_KM\n"
			 "\tv_mov_b32 v2, s4\n\tv_mov_b32 v3, s5\n\t%s\n\tWAIT_LOAD\n\tWAIT_STORE\n", line);
		{
			enum gs_status st = emu_run(e, body, kd(e), 1, lanes_of(e), &err);

			if (st == GS_OK)
				ran++;
			else if (st != GS_ERR_SYNTAX)
				printf("# %s: %s: %s\n", e->tname, line, err.msg);
		}
	}
	CHECK(tried >= 50 && ran == tried, "%s: %u of %u flat_* forms of the table's global_* run", e->tname, ran, tried);
}

/* ---- scratch d16 forms (gfx11/gfx12) ---- */

static void scratch_d16(struct emu_env *e)
{
	static const uint32_t want[6] = { 0x112200d4, 0x1122ffc3, 0x1122a1b2, 0x00b23344, 0xffa13344, 0xa1b23344 };
	const uint32_t *out;
	unsigned int bad = 0, n = lanes_of(e);

	if (e->gen == 9)
		return;  /* gfx9 scratch is not emulated */
	memset(emu_out(e), 0, EMU_BUF);
	if (!emu_run_ok(e, "scratch d16 loads and d16_hi stores",
			"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
			"\tv_mov_b32 v2, 0xa1b2c3d4\n"
			"\tv_mov_b32 v3, 0x11223344\n\tv_mov_b32 v4, 0x11223344\n\tv_mov_b32 v5, 0x11223344\n"
			"\tv_mov_b32 v6, 0x11223344\n\tv_mov_b32 v7, 0x11223344\n\tv_mov_b32 v8, 0x11223344\n"
			"\tscratch_store_b32 off, v2, off\n"
			"\tscratch_store_d16_hi_b8 off, v2, off offset:4\n"
			"\tscratch_store_d16_hi_b16 off, v2, off offset:6\n"
			"\tscratch_load_d16_u8 v3, off, off\n"
			"\tscratch_load_d16_i8 v4, off, off offset:1\n"
			"\tscratch_load_d16_b16 v5, off, off offset:2\n"
			"\tscratch_load_d16_hi_u8 v6, off, off offset:4\n"
			"\tscratch_load_d16_hi_i8 v7, off, off offset:3\n"
			"\tscratch_load_d16_hi_b16 v8, off, off offset:6\n"
			"\tv_lshlrev_b32 v1, 5, v0\n"
			"\tWAIT_KM\n\tWAIT_LOAD\n"
			"\tglobal_store_b128 v1, v[3:6], s[6:7]\n"
			"\tglobal_store_b64 v1, v[7:8], s[6:7] offset:16\n",
			"\t.amdhsa_private_segment_fixed_size 16\n\t.amdhsa_enable_private_segment 1\n", 1, n))
		return;
	out = emu_out(e);
	for (unsigned int l = 0; l < n; l++)
		for (unsigned int i = 0; i < 6; i++)
			if (out[8 * l + i] != want[i] && bad++ < 4)
				printf("# %s lane %u value %u: 0x%08x, want 0x%08x\n", e->tname, l, i, out[8 * l + i], want[i]);
	CHECK(!bad, "%s: scratch d16 u8/i8/b16 and d16_hi loads keep the other half, d16_hi stores (%u wrong)",
	      e->tname, bad);
}

/* ---- failures ---- */

static void expect_fail(struct emu_env *e, const char *what, const char *body, enum gs_status want,
			const char *const *parts)
{
	emu_run_fails(e, what, body, kd(e), 1, lanes_of(e), want, parts);
}

static void faults(struct emu_env *e)
{
	static const char *const oob[] = { "GPU page fault (emulated)", "lane 1 reads 2 bytes",
					   "which is not inside any buffer object", NULL };
	static const char *const flatf[] = { "GPU page fault (emulated)", "lane 0 writes 1 bytes at 0x40",
					    "aperture", NULL };
	static const char *const wait[] = { "hazard (emulated checker)", "v3", NULL };
	char body[1024];

	/* lane 1 reads 2 bytes 1 GiB past the buffer */
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 30, v0\n\tWAIT_KM\n"
		 "\t%s v2, v1, s[4:5]\n\tWAIT_LOAD\n",
		 nm(e, "s_load_b128", "s_load_dwordx4"), nm(e, "global_load_u16", "global_load_ushort"));
	expect_fail(e, "a load past the buffer is a page fault naming the lane", body, GS_ERR_FAULT, oob);
	snprintf(body, sizeof(body), "\tv_mov_b32 v2, 0x40\n\tv_mov_b32 v3, 0\n\t%s v[2:3], v0\n\tWAIT_STORE\n",
		 nm(e, "flat_store_b8", "flat_store_byte"));
	expect_fail(e, "a flat store outside every buffer names the apertures", body, GS_ERR_FAULT, flatf);
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n\tv_mov_b32 v1, 0\n\tv_mov_b32 v3, 7\n\tWAIT_KM\n"
		 "\t%s v3, v1, s[4:5] offset:2\n\t%%s\tv_add_%s v4, v3, v3\n",
		 nm(e, "s_load_b128", "s_load_dwordx4"), nm(e, "global_load_d16_hi_b16", "global_load_short_d16_hi"),
		 nm(e, "nc_u32", "u32"));
	{
		char b2[1100];

		snprintf(b2, sizeof(b2), body, "");
		expect_fail(e, "a d16_hi load read before its wait is flagged", b2, GS_ERR_HAZARD, wait);
		snprintf(b2, sizeof(b2), body, "\tWAIT_LOAD\n");
		emu_run_ok(e, "the same with the wait", b2, kd(e), 1, lanes_of(e));
	}
}

/* Two d16 loads filling the halves of one register need no wait between
 * them (they complete in order, each keeping the other half); a load whose
 * address is a pending load's destination still does.  gfx11/gfx12 atomics
 * with cache-policy bits (SLC/DLC, TH/SCOPE) run like the plain ones. */
static void inorder(struct emu_env *e)
{
	static const char *const addr[] = { "hazard (emulated checker)", "uses v1", NULL };
	const uint8_t *b;
	const uint32_t *out;
	unsigned int bad = 0, n = lanes_of(e);
	char body[1024];

	fill(e);
	b = (const uint8_t *)emu_in(e);
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n\tv_mov_b32 v3, 0\n\tWAIT_KM\n"
		 "\t%s v3, v1, s[4:5]\n\t%s v3, v1, s[4:5] offset:2\n\tWAIT_LOAD\n\t%s v1, v3, s[6:7]\n",
		 nm(e, "s_load_b128", "s_load_dwordx4"), nm(e, "global_load_d16_b16", "global_load_short_d16"),
		 nm(e, "global_load_d16_hi_b16", "global_load_short_d16_hi"),
		 nm(e, "global_store_b32", "global_store_dword"));
	if (emu_run_ok(e, "two d16 loads into one register without a wait between them", body, kd(e), 1, n)) {
		out = emu_out(e);
		for (unsigned int l = 0; l < n; l++)
			bad += out[l] != in_dword(b, 4 * l);  /* the input is not written here */
		CHECK(!bad, "%s: the two d16 halves make the input dword (%u lanes wrong)", e->tname, bad);
	}
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n\tWAIT_KM\n"
		 "\t%s v1, v1, s[4:5]\n\t%s v2, v1, s[4:5]\n\tWAIT_LOAD\n",
		 nm(e, "s_load_b128", "s_load_dwordx4"), nm(e, "global_load_b32", "global_load_dword"),
		 nm(e, "global_load_b32", "global_load_dword"));
	expect_fail(e, "a load addressed by a pending load's destination is flagged", body, GS_ERR_HAZARD, addr);
	if (e->gen == 9)
		return;
	fill(e);
	snprintf(body, sizeof(body),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n\tv_mov_b32 v2, 5\n\tWAIT_KM\n"
		 "\tglobal_atomic_add_u32 v3, v1, v2, s[4:5] %s\n\tWAIT_LOAD\n"
		 "\tglobal_store_b32 v1, v3, s[6:7]\n\tglobal_atomic_add_u32 v1, v2, s[4:5] %s\n",
		 e->gen == 12 ? "th:TH_ATOMIC_RETURN scope:SCOPE_DEV" : "glc slc dlc",
		 e->gen == 12 ? "th:TH_ATOMIC_NT scope:SCOPE_SYS" : "slc");
	if (emu_run_ok(e, "atomics with cache-policy bits", body, kd(e), 1, n)) {
		const uint32_t *in = emu_in(e);

		out = emu_out(e);
		bad = 0;
		for (unsigned int l = 0; l < n; l++) {
			uint32_t orig = in_byte(4 * l) | (uint32_t)in_byte(4 * l + 1) << 8 |
					(uint32_t)in_byte(4 * l + 2) << 16 | (uint32_t)in_byte(4 * l + 3) << 24;

			bad += out[l] != orig || in[l] != orig + 10;
		}
		CHECK(!bad, "%s: returning and non-returning atomics with cache policy add 5 twice (%u lanes wrong)",
		      e->tname, bad);
	}
}

/* Every FLAT/GLOBAL/SCRATCH op of the execution table has an access kind
 * (loads, stores) or an atomic operation (atomic.c), so none is refused. */
static void table(struct emu_env *e)
{
	const struct gs_isa *isa = gsi_isa_exec_for(gs_target_find(e->tname));
	unsigned int n = 0, bad = 0;

	for (unsigned int i = 0; isa && i < isa->n_ops; i++) {
		const struct gs_isa_op *op = &isa->ops[i];
		struct emu_vmem_kind k;
		struct emu_atomic_op a;
		int ok;

		if (op->sig == GS_SIG_GATOMIC)
			ok = gsi_emu_atomic_parse(op->name, &a);
		else if (op->sig == GS_SIG_GLOAD || op->sig == GS_SIG_GSTORE || op->sig == GS_SIG_SLOAD ||
			 op->sig == GS_SIG_SSTORE)
			ok = gsi_emu_vmem_kind(op, &k) || !strncmp(op->name, "global_load_tr", 14) ||
			     gsi_emu_lds_dma_kind(op, &k);  /* gfx9 LDS DMA (exec_vmem.c) */
		else
			continue;
		n++;
		if (!ok && bad++ < 5)
			printf("# %s: %s has no access kind / atomic operation\n", e->tname, op->name);
	}
	CHECK(isa && !bad && n >= 40, "%s: %u FLAT/GLOBAL/SCRATCH ops of the execution table all run (%u without a kind)",
	      e->tname, n, bad);
}

static void tests(struct emu_env *e)
{
	table(e);
	e->wave64 = e->gen == 9;
	loads(e);
	stores(e);
	atomics(e);
	flat(e);
	flat_all(e);
	scratch_d16(e);
	faults(e);
	inorder(e);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1151 gfx1201 gfx942 gfx950", tests, "test_emu_vmem.c");
}
