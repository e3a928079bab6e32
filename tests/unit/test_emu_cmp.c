// SPDX-License-Identifier: MIT
/*
 * Every 32-bit v_cmp_<cond>_<i32|u32|f32> the semantic table has, on gfx1100,
 * gfx1201 and gfx942: each lane compares a pair drawn from values that hit
 * every relation (less, equal -- also +0 and -0 --, greater, unordered with
 * NaN), and the result mask is checked against the ISA's condition
 * encoding, written here independently of the emulator: the condition's
 * position in the list below is a 4-bit mask over the relations LT (bit 0),
 * EQ (1), GT (2) and unordered (3), as the guides' opcode order has it.
 */
#include <math.h>

#include "harness.h"
#include "emu_testutil.h"
#include "asm/isa.h"

static const char *const fconds[16] = { "f", "lt", "eq", "le", "gt", "lg", "ge", "o",
					"u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "t" };
static const char *const iconds[8] = { "f", "lt", "eq", "le", "gt", "ne", "ge", "t" };

static const uint32_t fvals[] = { 0x3f800000u, 0x40000000u, 0x00000000u, 0x80000000u, 0x7fc00000u,
				  0xff800000u, 0x7f800000u, 0xbf800000u };
static const uint32_t ivals[] = { 0, 1, 0xffffffffu, 0x80000000u, 0x7fffffffu, 5 };

static int relation_f(uint32_t ua, uint32_t ub)
{
	float a, b;

	memcpy(&a, &ua, 4);
	memcpy(&b, &ub, 4);
	return isnan(a) || isnan(b) ? 3 : a < b ? 0 : a == b ? 1 : 2;
}

static int relation_i(uint32_t a, uint32_t b, int s)
{
	int lt = s ? (int32_t)a < (int32_t)b : a < b;

	return lt ? 0 : a == b ? 1 : 2;
}

/* Is the mnemonic in the target's semantic table?  (gfx12 dropped F and T.) */
static int known(struct emu_env *e, const char *mnem)
{
	const struct gs_isa *isa = gs_isa_exec_for(gs_target_find(e->tname));

	return isa && gs_isa_by_name(isa, mnem);
}

static void one(struct emu_env *e, const char *cond, const char *type, unsigned int mask)
{
	char mnem[32], inst[96], body[2048];
	int g9 = e->gen == 9, f = type[0] == 'f';
	unsigned int lanes = g9 ? 64 : 32, nv = f ? 8 : 6, bad = 0, first = 0;
	uint32_t *in = emu_in(e), *out = emu_out(e);

	snprintf(mnem, sizeof(mnem), "v_cmp_%s_%s", cond, type);
	if (!known(e, mnem))
		return;
	for (unsigned int l = 0; l < lanes; l++) {
		in[l] = f ? fvals[l % nv] : ivals[l % nv];
		in[64 + l] = f ? fvals[(l / nv) % nv] : ivals[(l / nv) % nv];
	}
	snprintf(inst, sizeof(inst), "%s %s, v1, v2", mnem, g9 ? "vcc" : "vcc_lo");
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v0, 2, v0\n"
		 "\tWAIT_KM\n"
		 "\t%s v1, v0, s[4:5]\n"
		 "\t%s v2, v0, s[4:5] offset:256\n"
		 "\tWAIT_LOAD\n"
		 "\t%s\n"
		 "\tv_cndmask_b32 v3, 0, 1, %s\n"
		 "\t%s v0, v3, s[6:7]\n",
		 g9 ? "s_load_dwordx4" : "s_load_b128", g9 ? "global_load_dword" : "global_load_b32",
		 g9 ? "global_load_dword" : "global_load_b32", inst, g9 ? "vcc" : "vcc_lo",
		 g9 ? "global_store_dword" : "global_store_b32");
	memset(out, 0x55, 256);
	if (!emu_run_ok(e, mnem, body, g9 ? "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n" : NULL, 1,
			lanes))
		return;
	for (unsigned int l = 0; l < lanes; l++) {
		int r = f ? relation_f(in[l], in[64 + l]) : relation_i(in[l], in[64 + l], type[0] == 'i');

		if (out[l] != (mask >> r & 1) && !bad++)
			first = l;
	}
	CHECK(!bad, "%s: %s: %u of %u lanes wrong (first lane %u: 0x%08x vs 0x%08x -> %u)", e->tname, mnem, bad,
	      lanes, first, in[first], in[64 + first], out[first]);
}

static void tests(struct emu_env *e)
{
	for (unsigned int i = 0; i < 16; i++)
		one(e, fconds[i], "f32", i);
	for (unsigned int i = 0; i < 8; i++) {
		one(e, iconds[i], "i32", i);
		one(e, iconds[i], "u32", i);
	}
}

int main(void)
{
	static const struct { const char *tname; int gen; } targets[] = {
		{ "gfx1100", 11 }, { "gfx1201", 12 }, { "gfx942", 9 },
	};

	(void)t_fmt;
	for (size_t i = 0; i < sizeof(targets) / sizeof(targets[0]); i++) {
		struct emu_env e;

		if (emu_open(&e, targets[i].tname, targets[i].gen, "test_emu_cmp.s")) {
			e.wave64 = targets[i].gen == 9;
			tests(&e);
		}
		emu_close(&e);
	}
	return t_done();
}
