// SPDX-License-Identifier: MIT
/*
 * The float MODE of a wave (emu/hwreg.c): the kernel descriptor's
 * .amdhsa_float_round_mode_32/_16_64 reach MODE.FP_ROUND through
 * COMPUTE_PGM_RSRC1.FLOAT_MODE, and every f32, f64 and f16 result rounds in
 * that direction.  Expected values: the host FPU under fesetround (f32,
 * f64) and a search over all f16 values (f16), never the emulator's code.
 * s_getreg_b32 of MODE returns the fields where the ISA guides put them.
 */
#include <fenv.h>
#include <math.h>

#include "harness.h"
#include "emu_testutil.h"

static const char *const round_name[4] = { "nearest-even", "+inf", "-inf", "zero" };
static const int host_mode[4] = { FE_TONEAREST, FE_UPWARD, FE_DOWNWARD, FE_TOWARDZERO };

/* Normal floats in [2^-20, 2^20) of either sign: sums and products stay normal. */
static float rand_float(uint32_t *s)
{
	uint32_t u = emu_xs(s);
	uint32_t exp = 127 - 20 + (u >> 8) % 40, bits = (u & 0x80000000u) | exp << 23 | (emu_xs(s) & 0x7fffff);
	float f;

	memcpy(&f, &bits, 4);
	return f;
}

static double f16_value(uint16_t h)
{
	unsigned int e = h >> 10 & 31, m = h & 0x3ff;
	double v = e == 31 ? (m ? NAN : INFINITY) : e ? ldexp(1024 + m, (int)e - 25) : ldexp(m, -24);

	return h & 0x8000 ? -v : v;
}

/* r rounded to f16 in direction mode, by search: the f16 magnitudes
 * 0x0000..0x7c00 are ordered like their bit patterns. */
static uint16_t f16_directed(double r, int mode)
{
	double a = fabs(r);
	uint16_t sign = r < 0 ? 0x8000 : 0, lo = 0, hi;
	int away;

	while (lo < 0x7c00 && f16_value((uint16_t)(lo + 1)) <= a)
		lo++;  /* largest magnitude <= |r| */
	if (f16_value(lo) == a)
		return sign | lo;
	hi = (uint16_t)(lo + 1);
	if (mode == 0) {
		double dl = a - f16_value(lo), dh = f16_value(hi) - a;

		away = dh < dl || (dh == dl && (hi & 1) == 0);
	} else if (mode == 3) {
		away = 0;
	} else {
		away = (mode == 1) == !sign;  /* +inf rounds positive values away from zero */
	}
	return sign | (away ? hi : lo);
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
	fesetround(host_mode[mode]);
	for (unsigned int l = 0; l < 32; l++) {
		volatile float a = in[2 * l], b = in[128 + 2 * l], c = in[256 + 2 * l];
		float r = strncmp(inst, "v_add", 5) == 0 ? a + b : strncmp(inst, "v_mul", 5) == 0 ? a * b
			  : fmaf(a, b, c);
		uint32_t want;

		memcpy(&want, &r, 4);
		if (out[2 * l] != want && !bad++)
			first = l;
	}
	fesetround(FE_TONEAREST);
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
	fesetround(host_mode[mode]);
	for (unsigned int l = 0; l < 32; l++) {
		volatile double a = in[l], b = in[64 + l];

		bad += out[l] != a + b;
	}
	fesetround(FE_TONEAREST);
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
		double r = f16_value((uint16_t)in[2 * l]) * f16_value((uint16_t)in[128 + 2 * l]);

		if ((uint16_t)out[2 * l] != f16_directed(r, mode) && !bad++)
			first = l;
	}
	CHECK(!bad, "%s: %s: %u of 32 lanes differ (first lane %u: 0x%04x, expected 0x%04x)", e->tname,
	      what, bad, first, out[2 * first] & 0xffff,
	      f16_directed(f16_value((uint16_t)in[2 * first]) * f16_value((uint16_t)in[128 + 2 * first]), mode));
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
}

int main(void)
{
	return emu_main(tests, "test_emu_mode.s");
}
