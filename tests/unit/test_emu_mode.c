// SPDX-License-Identifier: MIT
/*
 * The float MODE of a wave (emu/hwreg.c): the kernel descriptor's
 * .amdhsa_float_round_mode_32/_16_64 reach MODE.FP_ROUND through
 * COMPUTE_PGM_RSRC1.FLOAT_MODE, and every f32, f64 and f16 result rounds in
 * that direction; s_round_mode, s_denorm_mode and s_setreg_b32 change MODE
 * at run time.  Expected values: the host FPU under fesetround (f32, f64)
 * and a search over all f16 values (f16), never the emulator's code.
 * s_getreg_b32 of MODE returns the fields where the ISA guides put them.
 */
#include <fenv.h>
#include <math.h>

#include "harness.h"
#include "fp_ref.h"
#include "emu_testutil.h"

static const char *const round_name[4] = { "nearest-even", "+inf", "-inf", "zero" };
static const int host_mode[4] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };

/* The host FPU's a + b, a * b or fma(a, b, c) rounded in direction mode.
 * The empty asm statements pin the operation between the two fesetround()
 * calls: GCC moves float arithmetic across them, even with
 * -frounding-math (GCC bug 34678). */
static float f32_in_mode(char op, float a, float b, float c, int mode)
{
	float r;

	fesetround(host_mode[mode]);
	__asm__ volatile("" : "+m"(a), "+m"(b), "+m"(c));
	r = op == '+' ? a + b : op == '*' ? a * b : fmaf(a, b, c);
	__asm__ volatile("" : "+m"(r));
	fesetround(FE_TONEAREST);
	return r;
}

static double f64_add_in_mode(double a, double b, int mode)
{
	double r;

	fesetround(host_mode[mode]);
	__asm__ volatile("" : "+m"(a), "+m"(b));
	r = a + b;
	__asm__ volatile("" : "+m"(r));
	fesetround(FE_TONEAREST);
	return r;
}

/* Normal floats in [2^-20, 2^20) of either sign: sums and products stay normal. */
static float rand_float(uint32_t *s)
{
	uint32_t u = emu_xs(s);
	uint32_t exp = 127 - 20 + (u >> 8) % 40, bits = (u & 0x80000000u) | exp << 23 | (emu_xs(s) & 0x7fffff);
	float f;

	memcpy(&f, &bits, 4);
	return f;
}


static void round_f32(struct emu_env *e, const char *inst, int mode)
{
	char body[2048], kd[128], what[96];
	uint32_t s = 0x9e3779b9u ^ (uint32_t)mode, bad = 0, first = 0;
	float *in = (float *)emu_in(e);
	uint32_t *out = emu_out(e);

	for (unsigned int l = 0; l < 32; l++) {
		for (unsigned int k = 0; k < 2; k++) {
			in[2 * l + k] = rand_float(&s);
			in[128 + 2 * l + k] = rand_float(&s);
			in[256 + 2 * l + k] = rand_float(&s);
		}
	}
	snprintf(body, sizeof(body), EMU_CASE_KERNEL, inst);
	snprintf(kd, sizeof(kd), "\t.amdhsa_float_round_mode_32 %d\n", mode);
	snprintf(what, sizeof(what), "%s rounding to %s", inst, round_name[mode]);
	if (!emu_run_ok(e, what, body, kd, 1, 32))
		return;
	for (unsigned int l = 0; l < 32; l++) {
		float r = f32_in_mode(inst[2] == 'a' ? '+' : inst[2] == 'm' ? '*' : 'f', in[2 * l],
				      in[128 + 2 * l], in[256 + 2 * l], mode);
		uint32_t want;

		memcpy(&want, &r, 4);
		if (out[2 * l] != want && !bad++)
			first = l;
	}
	CHECK(!bad, "%s: %s: %u of 32 lanes differ (first lane %u: 0x%08x)", e->tname, what, bad, first,
	      out[2 * first]);
}

static void round_f64(struct emu_env *e, int mode)
{
	char body[2048], kd[128], what[96];
	uint32_t s = 0x7f4a7c15u ^ (uint32_t)mode, bad = 0;
	double *in = (double *)emu_in(e), *out = (double *)emu_out(e);

	for (unsigned int l = 0; l < 32; l++) {
		in[l] = rand_float(&s) * (1.0 + ldexp(emu_xs(&s), -52));
		in[64 + l] = rand_float(&s) * (1.0 + ldexp(emu_xs(&s), -40));
	}
	snprintf(body, sizeof(body), EMU_CASE_KERNEL, "v_add_f64 v[8:9], v[2:3], v[4:5]");
	snprintf(kd, sizeof(kd), "\t.amdhsa_float_round_mode_16_64 %d\n", mode);
	snprintf(what, sizeof(what), "v_add_f64 rounding to %s", round_name[mode]);
	if (!emu_run_ok(e, what, body, kd, 1, 32))
		return;
	for (unsigned int l = 0; l < 32; l++)
		bad += out[l] != f64_add_in_mode(in[l], in[64 + l], mode);
	CHECK(!bad, "%s: %s: %u of 32 lanes differ", e->tname, what, bad);
}

static void round_f16(struct emu_env *e, int mode)
{
	char body[2048], kd[128], what[96];
	uint32_t s = 0x2545f491u ^ (uint32_t)mode, bad = 0, first = 0;
	uint32_t *in = emu_in(e), *out = emu_out(e);

	for (unsigned int l = 0; l < 32; l++) {
		/* normal f16 of either sign with exponents 8..22: sums stay normal */
		in[2 * l] = (emu_xs(&s) & 0x83ffu) | (8u + emu_xs(&s) % 15) << 10;
		in[128 + 2 * l] = (emu_xs(&s) & 0x83ffu) | (8u + emu_xs(&s) % 15) << 10;
	}
	snprintf(body, sizeof(body), EMU_CASE_KERNEL, "v_mul_f16 v8, v2, v4");
	snprintf(kd, sizeof(kd), "\t.amdhsa_float_round_mode_16_64 %d\n", mode);
	snprintf(what, sizeof(what), "v_mul_f16 rounding to %s", round_name[mode]);
	if (!emu_run_ok(e, what, body, kd, 1, 32))
		return;
	for (unsigned int l = 0; l < 32; l++) {
		/* the exact product (22 significant bits fit a double) */
		double r = fp_h2d((uint16_t)in[2 * l]) * fp_h2d((uint16_t)in[128 + 2 * l]);

		if ((uint16_t)out[2 * l] != fp_round_search(r, fp_h2d, 0x7c00, mode) && !bad++)
			first = l;
	}
	CHECK(!bad, "%s: %s: %u of 32 lanes differ (first lane %u: 0x%04x, expected 0x%04x)", e->tname,
	      what, bad, first, out[2 * first] & 0xffff,
	      fp_round_search(fp_h2d((uint16_t)in[2 * first]) * fp_h2d((uint16_t)in[128 + 2 * first]), fp_h2d, 0x7c00, mode));
}

/* MODE as s_getreg reads it: FP_ROUND in bits 3:0 (f32 in 1:0), FP_DENORM
 * in 7:4 (f32 in 5:4), IEEE in bit 9 on gfx11 (RDNA3/RDNA4 ISA "MODE"). */
static void getreg_mode(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
		"\ts_getreg_b32 s20, hwreg(1)\n"
		"\tWAIT_KM\n"
		"\tv_mov_b32 v1, 0\n\tv_mov_b32 v2, s20\n"
		"\tglobal_store_b32 v1, v2, s[6:7]\n";
	char kd[256];
	uint32_t want = 1u | 2u << 2 | 2u << 4 | 1u << 6;

	snprintf(kd, sizeof(kd),
		 "\t.amdhsa_float_round_mode_32 1\n\t.amdhsa_float_round_mode_16_64 2\n"
		 "\t.amdhsa_float_denorm_mode_32 2\n\t.amdhsa_float_denorm_mode_16_64 1\n%s",
		 e->gen == 11 ? "\t.amdhsa_ieee_mode 1\n" : "");
	if (e->gen == 11)
		want |= 1u << 9;
	if (!emu_run_ok(e, "s_getreg_b32 hwreg(MODE)", body, kd, 1, 32))
		return;
	CHECK((emu_out(e)[0] & 0x2ff) == want, "%s: MODE reads 0x%x (FP_ROUND/FP_DENORM/IEEE 0x%x), expected 0x%x",
	      e->tname, emu_out(e)[0], emu_out(e)[0] & 0x2ff, want);
}

/* The mode changes at run time: s_round_mode, s_setreg_b32 of MODE's
 * FP_ROUND bits and s_denorm_mode, each followed by the same v_add_f32 on
 * lane-varied inputs (compared with the host FPU / hand-flushed values);
 * s_getreg reads the changed MODE back. */
static void mode_at_run_time(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tWAIT_KM\n"
		"\tglobal_load_b32 v2, v1, s[4:5]\n"
		"\tglobal_load_b32 v3, v1, s[4:5] offset:128\n"
		"\tglobal_load_b32 v10, v1, s[4:5] offset:256\n"
		"\tWAIT_LOAD\n"
		"\ts_round_mode 0x3\n"                     /* f32 toward zero */
		"\tv_add_f32 v4, v2, v3\n"
		"\ts_mov_b32 s8, 1\n"
		"\ts_setreg_b32 hwreg(1, 0, 2), s8\n"      /* f32 toward +inf */
		"\tv_add_f32 v5, v2, v3\n"
		"\ts_round_mode 0x0\n"
		"\ts_denorm_mode 0\n"                      /* flush f32 and f16/f64 denormals */
		"\tv_add_f32 v6, v10, v10\n"
		"\ts_getreg_b32 s9, hwreg(1, 0, 8)\n"
		"\ts_denorm_mode 15\n"
		"\tv_add_f32 v7, v10, v10\n"
		"\tv_mov_b32 v8, s9\n"
		"\tglobal_store_b32 v1, v4, s[6:7]\n"
		"\tglobal_store_b32 v1, v5, s[6:7] offset:128\n"
		"\tglobal_store_b32 v1, v6, s[6:7] offset:256\n"
		"\tglobal_store_b32 v1, v7, s[6:7] offset:384\n"
		"\tglobal_store_b32 v1, v8, s[6:7] offset:512\n";
	uint32_t s = 0x51ed270bu, bad = 0, first = 0;
	float *in = (float *)emu_in(e);
	uint32_t *out = emu_out(e), *inb = emu_in(e);

	for (unsigned int l = 0; l < 32; l++) {
		in[l] = rand_float(&s);
		in[32 + l] = rand_float(&s);
		inb[64 + l] = (emu_xs(&s) & 0x807fffffu) | 1;  /* a nonzero f32 denormal */
	}
	if (!emu_run_ok(e, "s_round_mode / s_setreg_b32 MODE / s_denorm_mode", body, NULL, 1, 32))
		return;
	for (unsigned int l = 0; l < 32; l++) {
		float rz = f32_in_mode('+', in[l], in[32 + l], 0, 3), up = f32_in_mode('+', in[l], in[32 + l], 0, 1);
		float keep = f32_in_mode('+', in[64 + l], in[64 + l], 0, 0);
		uint32_t w[3];

		memcpy(&w[0], &rz, 4);
		memcpy(&w[1], &up, 4);
		memcpy(&w[2], &keep, 4);
		if ((out[l] != w[0] || out[32 + l] != w[1] || out[64 + l] != (inb[64 + l] & 0x80000000u) ||
		     out[96 + l] != w[2]) && !bad++)
			first = l;
	}
	CHECK(!bad, "%s: rounding and denormal modes changed at run time apply to the next v_add_f32 (%u lanes differ; lane %u: %08x %08x %08x %08x)",
	      e->tname, bad, first, out[first], out[32 + first], out[64 + first], out[96 + first]);
	/* after s_round_mode 0 and s_denorm_mode 0: FP_ROUND 0, FP_DENORM 0 */
	CHECK(out[128] == 0, "%s: s_getreg reads MODE[7:0] = 0x%x after the changes, expected 0", e->tname, out[128]);
}

/* MODE fields the emulator does not model, and other registers, are refused by name. */
static void setreg_refused(struct emu_env *e)
{
	struct gs_error err = { 0 };
	enum gs_status st;

	st = emu_run(e, "\ts_mov_b32 s8, 1\n\ts_setreg_b32 hwreg(1, 27, 1), s8\n", NULL, 1, 32, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "MODE.DISABLE_PERF") && strstr(err.msg, "s_setreg_b32"),
	      "%s: s_setreg of MODE.DISABLE_PERF is refused: %s", e->tname, err.msg);
	st = emu_run(e, "\ts_mov_b32 s8, 0\n\ts_setreg_b32 hwreg(1, 27, 1), s8\n", NULL, 1, 32, &err);
	CHECK(st == GS_OK, "%s: ... but writing its current value is harmless (%s)", e->tname, st ? err.msg : "ok");
	st = emu_run(e, "\ts_mov_b32 s8, 0\n\ts_setreg_b32 hwreg(2), s8\n", NULL, 1, 32, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "STATUS (2) is not emulated"),
	      "%s: s_setreg of STATUS is refused: %s", e->tname, err.msg);
}

static void tests(struct emu_env *e)
{
	static const char *const ops[] = {
		"v_add_f32 v8, v2, v4", "v_mul_f32 v8, v2, v4", "v_fma_f32 v8, v2, v4, v6",
	};

	for (int mode = 0; mode < 4; mode++) {
		for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
			round_f32(e, ops[i], mode);
		round_f64(e, mode);
		round_f16(e, mode);
	}
	getreg_mode(e);
	mode_at_run_time(e);
	setreg_refused(e);
}

int main(void)
{
	return emu_main(tests, "test_emu_mode.s");
}
