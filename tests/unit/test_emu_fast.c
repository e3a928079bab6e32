// SPDX-License-Identifier: MIT
/*
 * The emulator's fast handlers (emu/fast_ops.h) against its general path:
 * every instruction that has one runs on the same inputs -- random bits,
 * floats, denormals, NaNs, infinities, zeros -- with each kind of operand
 * (VGPR, SGPR, inline constant, literal), f32 modifiers, every
 * FLOAT_DENORM_MODE_32, a partial EXEC, wave32 and wave64, gfx11, gfx12 and
 * gfx9, once with the fast handlers on and once off (GFXSHIM_EMU_FAST=0);
 * the results must be the same bits.  The emulator's own count says the
 * fast handlers did run in the first and not in the second.
 */
#include <stdlib.h>

#include "harness.h"
#include "emu_testutil.h"
#include "emu/emu.h"

/* One case: a kernel body applying op (its operands spelled with the
 * tokens below) to the loaded inputs. */
struct tgt {
	const char *name;
	int gen;
	int wave64;
};

/* Inputs: 64 lanes x 4 dwords (a, b, c, old d) and a scalar, from a mix
 * of shapes that exercises the float paths. */
static void fill_inputs(uint32_t *in, uint32_t seed)
{
	uint32_t s = seed;

	for (unsigned int i = 0; i < 4 * 64 + 4; i++) {
		uint32_t r = emu_xs(&s);

		switch (r % 8) {
		case 0: in[i] = emu_xs(&s); break;                                    /* any bits */
		case 1: in[i] = (emu_xs(&s) & 0x807fffffu);  break;                   /* a denormal or zero */
		case 2: in[i] = 0x7f800000u | (r & 0x80000000u); break;               /* infinity */
		case 3: in[i] = 0x7fc00000u | (emu_xs(&s) & 0x803fffffu); break;      /* a NaN */
		case 4: in[i] = r & 31; break;                                        /* a small integer / shift */
		default: {                                                            /* a normal float near 1 */
			float f = (float)((int32_t)emu_xs(&s) % 2000) / 256.0f;

			memcpy(&in[i], &f, 4);
		}
		}
	}
}

/* Assemble and run body on t with the fast handlers on or off; out gets
 * the result rows.  1 when it ran. */
static int run_one(const struct tgt *t, const char *body, const char *kd, int fast, uint32_t *out,
		   uint64_t *nfast, uint32_t seed)
{
	struct emu_env e;
	struct gs_error err = { 0 };
	enum gs_status st;
	char spec[32];
	int ok;

	setenv("GFXSHIM_EMU_FAST", fast ? "1" : "0", 1);
	/* open without emu_open()'s checks: one check per case, below */
	memset(&e, 0, sizeof(e));
	e.tname = t->name;
	e.gen = t->gen;
	e.file = "fast.s";
	snprintf(spec, sizeof(spec), "emu:%s", t->name);
	if (gs_device_open(spec, NULL, &e.dev, &err) || gs_bo_alloc(e.dev, EMU_BUF, 0, &e.in, &err) ||
	    gs_bo_alloc(e.dev, EMU_BUF, 0, &e.out, &err)) {
		CHECK(0, "%s: device and buffers: %s", spec, err.msg);
		emu_close(&e);
		return 0;
	}
	e.wave64 = t->wave64;
	fill_inputs(emu_in(&e), seed);
	memset(emu_out(&e), 0xa5, EMU_BUF);
	st = emu_run(&e, body, kd, 1, t->wave64 ? 64 : 32, &err);
	ok = st == GS_OK;
	if (!ok)
		CHECK(0, "%s: runs (fast %d): %s\n# %s", t->name, fast, err.msg, body);
	memcpy(out, emu_out(&e), 4 * 64 * 2);
	*nfast = gsi_emu_of(e.dev)->stat_fast;
	emu_close(&e);
	return ok;
}

/* The kernel around one instruction: v2, v3, v4 = a, b, c; v5 = old d; s10
 * = a scalar; EXEC partial when asked; d and (scalar ops) s11 / SCC stored. */
static void body_of(const struct tgt *t, const char *op, int partial, char *buf, size_t size)
{
	int g9 = t->gen == 9;
	const char *ld = g9 ? "global_load_dword" : "global_load_b32";
	const char *st = g9 ? "global_store_dword" : "global_store_b32";
	const char *exec = t->wave64 ? "exec" : "exec_lo";
	const char *full = "-1";

	snprintf(buf, size,
		 "\t%s s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tWAIT_KM\n"
		 "\t%s v2, v1, s[4:5]\n\t%s v3, v1, s[4:5] offset:256\n"
		 "\t%s v4, v1, s[4:5] offset:512\n\t%s v5, v1, s[4:5] offset:768\n"
		 "\t%s s10, s[4:5], 0x400\n\ts_mov_b32 s11, 0x12345678\n"
		 "\t%s\n\tWAIT_KM\n"
		 "\ts_cmp_eq_u32 s10, 3\n"  /* SCC from the input, for s_cselect and the branches */
		 "%s"
		 "\t%s\n"
		 "\ts_mov_b%s %s, %s\n"
		 "\ts_cselect_b32 s12, 1, 0\n"
		 "\tv_mov_b32 v6, s11\n\tv_mov_b32 v7, s12\n"
		 "\t%s v1, v5, s[6:7]\n\t%s v1, v6, s[6:7] offset:256\n\t%s v1, v7, s[6:7] offset:512\n",
		 g9 ? "s_load_dwordx4" : "s_load_b128", ld, ld, ld, ld, g9 ? "s_load_dword" : "s_load_b32",
		 g9 ? "s_waitcnt vmcnt(0)" : "WAIT_LOAD",
		 partial ? (t->wave64 ? "\ts_mov_b32 exec_lo, 0x3c3c3c3c\n\ts_mov_b32 exec_hi, 0x5a5a5a5a\n" : "\ts_mov_b32 exec_lo, 0x3c5a5ac3\n")
			 : "",
		 op, t->wave64 ? "64" : "32", exec, full, st, st, st);
}

struct opcase {
	const char *text;   /* gfx11/gfx12 spelling; "@" is replaced per generation below */
	int f32;            /* run under every denorm mode */
	int g9;             /* also on gfx9 (same spelling) */
};

static const struct opcase cases[] = {
	{ "v_add_f32 v5, v2, v3", 1, 1 },
	{ "v_add_f32 v5, -v2, |v3|", 1, 1 },
	{ "v_add_f32_e64 v5, s10, -|v3|", 1, 1 },
	{ "v_add_f32 v5, 0.5, v3", 1, 1 },
	{ "v_add_f32 v5, 0x3f8ccccd, v3", 1, 1 },
	{ "v_sub_f32 v5, v2, v3", 1, 1 },
	{ "v_subrev_f32 v5, v2, v3", 1, 1 },
	{ "v_mul_f32 v5, v2, v3", 1, 1 },
	{ "v_mul_f32 v5, -4.0, v3", 1, 1 },
	{ "v_fma_f32 v5, v2, v3, v4", 1, 1 },
	{ "v_fma_f32 v5, -v2, v3, |v4|", 1, 1 },
	{ "v_fma_f32 v5, v5, v3, s10", 1, 1 },
	{ "v_fma_f32 v5, v2, 1.0, 0x40490fdb", 1, 0 },  /* gfx9 VOP3 has no literal */
	{ "v_fmac_f32 v5, v2, v3", 1, 1 },
	{ "v_fmac_f32_e64 v5, -v2, s10", 1, 1 },
	{ "v_mov_b32 v5, v2", 0, 1 },
	{ "v_mov_b32 v5, s10", 0, 1 },
	{ "v_mov_b32 v5, -7", 0, 1 },
	{ "v_mov_b32 v5, 0xcafe0000", 0, 1 },
	{ "@ADD v5, v2, v3", 0, 1 },
	{ "@ADD v5, s10, v3", 0, 1 },
	{ "@ADD v5, 64, v3", 0, 1 },
	{ "@SUB v5, v2, v3", 0, 1 },
	{ "@SUBREV v5, v2, v3", 0, 1 },
	{ "v_and_b32 v5, v2, v3", 0, 1 },
	{ "v_or_b32 v5, v2, v3", 0, 1 },
	{ "v_xor_b32 v5, v2, v3", 0, 1 },
	{ "v_xor_b32 v5, -1, v3", 0, 1 },
	{ "v_lshlrev_b32 v5, v2, v3", 0, 1 },
	{ "v_lshrrev_b32 v5, v2, v3", 0, 1 },
	{ "v_ashrrev_i32 v5, v2, v3", 0, 1 },
	{ "v_ashrrev_i32 v5, 31, v3", 0, 1 },
	{ "v_mul_lo_u32 v5, v2, v3", 0, 1 },
	{ "v_mul_u32_u24 v5, v2, v3", 0, 1 },
	{ "v_mad_u32_u24 v5, v2, v3, v4", 0, 1 },
	{ "v_lshl_add_u32 v5, v2, v3, v4", 0, 1 },
	{ "v_add3_u32 v5, v2, v3, v4", 0, 1 },
	{ "v_min_u32 v5, v2, v3", 0, 1 },
	{ "v_max_u32 v5, v2, v3", 0, 1 },
	{ "v_min_i32 v5, v2, v3", 0, 1 },
	{ "v_max_i32 v5, v2, v3", 0, 1 },
	{ "v_cvt_f32_u32 v5, v2", 1, 1 },
	{ "v_cvt_f32_i32 v5, v2", 1, 1 },
	{ "v_cndmask_b32 v5, v2, v3, @VCC", 0, 1 },
	{ "v_cndmask_b32_e64 v5, v2, v3, @SPAIR", 0, 1 },
	{ "s_mov_b32 s11, s10", 0, 1 },
	{ "s_mov_b32 s11, 0xabcdef01", 0, 1 },
	{ "@SADD s11, s10, 0xfffffff0", 0, 1 },
	{ "@SSUB s11, s10, 5", 0, 1 },
	{ "@SIADD s11, s10, 0x7ffffff0", 0, 1 },
	{ "@SISUB s11, s10, -9", 0, 1 },
	{ "s_mul_i32 s11, s10, 0x10001", 0, 1 },
	{ "s_and_b32 s11, s10, 0xff00", 0, 1 },
	{ "s_or_b32 s11, s10, 0", 0, 1 },
	{ "s_xor_b32 s11, s10, s10", 0, 1 },
	{ "s_lshl_b32 s11, s10, 4", 0, 1 },
	{ "s_lshr_b32 s11, s10, 3", 0, 1 },
	{ "s_ashr_i32 s11, s10, 31", 0, 1 },
	{ "s_cselect_b32 s11, s10, 77", 0, 1 },
	{ "s_min_u32 s11, s10, 100", 0, 1 },
	{ "s_max_u32 s11, s10, 100", 0, 1 },
	{ "s_movk_i32 s11, 0x8001", 0, 1 },
	{ "s_cmp_eq_u32 s10, 0", 0, 1 },
	{ "s_cmp_lg_u32 s10, 0", 0, 1 },
	{ "s_cmp_lt_u32 s10, 0x80000000", 0, 1 },
	{ "s_cmp_le_u32 s10, 9", 0, 1 },
	{ "s_cmp_gt_u32 s10, 9", 0, 1 },
	{ "s_cmp_ge_u32 s10, 9", 0, 1 },
	{ "s_cmp_lt_i32 s10, 9", 0, 1 },
	{ "s_cmp_le_i32 s10, -9", 0, 1 },
	{ "s_cmp_gt_i32 s10, 9", 0, 1 },
	{ "s_cmp_ge_i32 s10, -9", 0, 1 },
	/* branches: taken or not, the mov after them tells */
	{ "s_cbranch_scc0 .Lb\n\ts_mov_b32 s11, 1\n.Lb:", 0, 1 },
	{ "s_cbranch_scc1 .Lb\n\ts_mov_b32 s11, 1\n.Lb:", 0, 1 },
	{ "s_branch .Lb\n\ts_mov_b32 s11, 1\n.Lb:", 0, 1 },
	{ "s_cbranch_vccz .Lb\n\ts_mov_b32 s11, 1\n.Lb:", 0, 1 },
	{ "s_cbranch_vccnz .Lb\n\ts_mov_b32 s11, 1\n.Lb:", 0, 1 },
	{ "s_cbranch_execz .Lb\n\ts_mov_b32 s11, 1\n.Lb:", 0, 1 },
	{ "s_cbranch_execnz .Lb\n\ts_mov_b32 s11, 1\n.Lb:", 0, 1 },
	{ "s_nop 3", 0, 1 },
	/* compares: the lane mask to vcc (and an SGPR pair), then v_cndmask_b32
	 * makes it visible in v5 too */
	{ "v_cmp_lt_u32 @VCC, v2, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 0, 1 },
	{ "v_cmp_gt_i32 @VCC, s10, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 0, 1 },
	{ "v_cmp_eq_u32_e64 @SPAIR, 5, v3\n\tv_cndmask_b32_e64 v5, 0, 1, @SPAIR", 0, 1 },
	{ "v_cmp_ne_u32 @VCC, v2, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 0, 1 },
	{ "v_cmp_le_i32 @VCC, v2, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 0, 1 },
	{ "v_cmp_ge_u32 @VCC, v2, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 0, 1 },
	{ "v_cmp_lt_f32 @VCC, v2, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 1, 1 },
	{ "v_cmp_lg_f32 @VCC, v2, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 1, 1 },
	{ "v_cmp_neq_f32 @VCC, v2, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 1, 1 },
	{ "v_cmp_nlt_f32 @VCC, v2, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 1, 1 },
	{ "v_cmp_u_f32 @VCC, v2, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 1, 1 },
	{ "v_cmp_ge_f32_e64 @SPAIR, -v2, |v3|\n\tv_cndmask_b32_e64 v5, 0, 1, @SPAIR", 1, 1 },
	{ "v_cmp_eq_f32 @VCC, 0.5, v3\n\tv_cndmask_b32 v5, 0, 1, @VCC", 1, 1 },
	{ "v_cmp_gt_u32_e64 @CMPD, v2, v3", 0, 1 },  /* one instruction: its mask stored from s11 */
	{ "v_cmp_le_f32_e64 @CMPD, v2, -v3", 1, 1 },
	{ "v_cmp_ne_i32_e64 @CMPD, s10, v3", 0, 1 },
	/* saveexec: the old EXEC to s[10:11], EXEC = s10 & EXEC */
	{ "@SAVE_AND @SPAIR, @SPAIR\n\tv_mov_b32 v5, 77\n\t@SAVE_OR @SPAIR, @SPAIR", 0, 1 },
	{ "@SAVE_AND @SPAIR, -1\n\tv_mov_b32 v5, 3", 0, 1 },
};

/* The generation's spelling of the @ tokens. */
static void spell(const struct tgt *t, const char *text, char *buf, size_t size)
{
	static const struct { const char *tok, *g9, *g11, *g12; } subs[] = {
		{ "@ADD", "v_add_u32", "v_add_nc_u32", "v_add_nc_u32" },
		{ "@SUBREV", "v_subrev_u32", "v_subrev_nc_u32", "v_subrev_nc_u32" },
		{ "@SUB", "v_sub_u32", "v_sub_nc_u32", "v_sub_nc_u32" },
		{ "@SADD", "s_add_u32", "s_add_u32", "s_add_co_u32" },
		{ "@SSUB", "s_sub_u32", "s_sub_u32", "s_sub_co_u32" },
		{ "@SIADD", "s_add_i32", "s_add_i32", "s_add_co_i32" },
		{ "@SISUB", "s_sub_i32", "s_sub_i32", "s_sub_co_i32" },

	};
	size_t n = 0;

	while (*text && n + 32 < size) {
		size_t i;

		for (i = 0; i < sizeof(subs) / sizeof(subs[0]); i++)
			if (!strncmp(text, subs[i].tok, strlen(subs[i].tok)))
				break;
		if (i < sizeof(subs) / sizeof(subs[0])) {
			n += (size_t)snprintf(buf + n, size - n, "%s",
					      t->gen == 9 ? subs[i].g9 : t->gen == 11 ? subs[i].g11 : subs[i].g12);
			text += strlen(subs[i].tok);
		} else if (!strncmp(text, "@VCC", 4)) {
			n += (size_t)snprintf(buf + n, size - n, "%s", t->wave64 ? "vcc" : "vcc_lo");
			text += 4;
		} else if (!strncmp(text, "@SAVE_AND", 9) || !strncmp(text, "@SAVE_OR", 8)) {
			int and = text[6] == 'A';

			n += (size_t)snprintf(buf + n, size - n, "s_%s_saveexec_b%d", and ? "and" : "or", t->wave64 ? 64 : 32);
			text += and ? 9 : 8;
		} else if (!strncmp(text, "@CMPD", 5)) {  /* wave64: the pair's high half is s11 */
			n += (size_t)snprintf(buf + n, size - n, "%s", t->wave64 ? "s[10:11]" : "s11");
			text += 5;
		} else if (!strncmp(text, "@SPAIR", 6)) {
			n += (size_t)snprintf(buf + n, size - n, "%s", t->wave64 ? "s[10:11]" : "s10");
			text += 6;
		} else {
			buf[n++] = *text++;
		}
	}
	buf[n] = 0;
}

int main(void)
{
	static const struct tgt targets[] = {
		{ "gfx1100", 11, 0 }, { "gfx1201", 12, 0 }, { "gfx1201", 12, 1 }, { "gfx942", 9, 1 },
	};
	static uint32_t ref[128], got[128];
	char op[256], body[4096], kd[128];
	uint64_t total_fast = 0;

	for (size_t ti = 0; ti < sizeof(targets) / sizeof(targets[0]); ti++) {
		const struct tgt *t = &targets[ti];

		for (size_t ci = 0; ci < sizeof(cases) / sizeof(cases[0]); ci++) {
			const struct opcase *c = &cases[ci];
			unsigned int modes = c->f32 ? 4 : 1;

			if (t->gen == 9 && !c->g9)
				continue;
			spell(t, c->text, op, sizeof(op));
			for (unsigned int mode = 0; mode < modes; mode++)
				for (int partial = 0; partial < 2; partial++) {
					uint64_t nf_on = 0, nf_off = 0, nf_base = 0;
					int single = !strchr(op, '\n');
					uint32_t seed = (uint32_t)(0x9e3779b9u * (ci + 1) + mode * 77 + (unsigned)partial);
					int same;

					body_of(t, op, partial, body, sizeof(body));
					snprintf(kd, sizeof(kd), "\t.amdhsa_float_denorm_mode_32 %u\n%s", c->f32 ? 3 - mode : 3,
						 t->gen == 9 ? "\t.amdhsa_accum_offset 32\n"
						 : t->wave64 ? "\t.amdhsa_wavefront_size32 0\n" : "");
					if (!run_one(t, body, kd, 0, ref, &nf_off, seed) ||
					    !run_one(t, body, kd, 1, got, &nf_on, seed))
						continue;
					/* the same kernel with the instruction replaced by one
					 * that has no fast handler: one fast instruction fewer */
					if (single) {
						body_of(t, "s_setprio 0", partial, body, sizeof(body));
						if (!run_one(t, body, kd, 1, got + 0, &nf_base, seed))
							continue;
						body_of(t, op, partial, body, sizeof(body));
						run_one(t, body, kd, 1, got, &nf_on, seed);
					}
					same = !memcmp(ref, got, sizeof(ref));
					CHECK(same && nf_off == 0 && (!single || nf_on == nf_base + 1),
					      "%s%s: '%s' denorm mode %u%s: fast == general (%s; %s)",
					      t->name, t->wave64 ? " wave64" : "", c->text, c->f32 ? 3 - mode : 3,
					      partial ? ", partial EXEC" : "", same ? "same bits" : "DIFFER",
					      !single ? "several instructions" : nf_on == nf_base + 1 ? "it ran fast" : "IT DID NOT RUN FAST");
					for (unsigned int l = 0; !same && l < 128; l++)
						if (ref[l] != got[l]) {
							printf("#   first difference: dword %u: general 0x%08x, fast 0x%08x\n", l,
							       ref[l], got[l]);
							break;
						}
					total_fast += nf_on;
				}
		}
	}
	CHECK(total_fast > 0, "the fast handlers ran (%llu instructions)", (unsigned long long)total_fast);
	unsetenv("GFXSHIM_EMU_FAST");
	return t_done();
}
