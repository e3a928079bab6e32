// SPDX-License-Identifier: MIT
/*
 * gfx12's v_s_* (VOP3 transcendentals of one scalar source writing an
 * SGPR: v_s_exp/log/rcp/rsq/sqrt_f32/_f16) on the emulator (gfx1201):
 * each instruction's bytes are llvm-mc-22's for its text (put into the
 * kernel with .byte), with VOP3 neg/abs/clamp/omod; the SGPR it writes is
 * compared with a C model (double-precision value rounded once, the
 * guides' special values).  One kernel also uses the text through gfxshim's
 * assembler; a VGPR source (llvm: invalid register) is refused.
 */
#include <math.h>

#include "harness.h"
#include "emu_testutil.h"
#include "fp_ref.h"
#include "fbits.h"
#include "llvm_oracle.h"

static int have_llvm;

enum { EXP, LOG, RCP, RSQ, SQRT };
static const char *const names[] = { "exp", "log", "rcp", "rsq", "sqrt" };

/* the value in double (the guides: log(+-0) = -inf, log/rsq/sqrt of x < 0 NaN) */
static double model(int op, double x)
{
	switch (op) {
	case EXP: return exp2(x);
	case LOG: return x == 0 ? -INFINITY : x < 0 ? NAN : log2(x);
	case RCP: return 1.0 / x;
	case RSQ: return x < 0 ? NAN : 1.0 / sqrt(x);
	default: return x < 0 ? NAN : sqrt(x);
	}
}

struct mods {
	const char *text;  /* appended after the source, "" or " clamp" or " mul:2" */
	int neg, abs;      /* on the source (text spells them) */
	double mul;
	int clamp;
};

static uint32_t want32(int op, uint32_t in, const struct mods *m)
{
	float x = bf(in), r;

	if (m->abs)
		x = fabsf(x);
	if (m->neg)
		x = -x;
	/* rcp and sqrt are single f32 operations, correctly rounded */
	r = op == RCP ? 1.0f / x : op == SQRT ? sqrtf(x) : (float)model(op, x);
	r = (float)(r * m->mul);
	if (m->clamp)
		r = isnan(r) ? 0.0f : r < 0 ? 0.0f : r > 1 ? 1.0f : r;
	return fb(r);
}

static uint32_t want16(int op, uint32_t in, const struct mods *m)
{
	double x = fp_h2d(in & 0xffff), r;

	if (m->abs)
		x = fabs(x);
	if (m->neg)
		x = -x;
	r = model(op, x) * m->mul;
	if (m->clamp)
		r = isnan(r) ? 0.0 : r < 0 ? 0.0 : r > 1 ? 1.0 : r;
	return fp_d2h(r);
}

static int nan32(uint32_t v)
{
	return (v & 0x7f800000) == 0x7f800000 && (v & 0x7fffff);
}

static int nan16(uint32_t v)
{
	return (v & 0x7c00) == 0x7c00 && (v & 0x3ff);
}

/* op on inputs in[0..n-1] (s10 each time, results in s20..), mods m */
static void run_op(struct emu_env *e, int op, int f16, const uint32_t *in, unsigned int n, const struct mods *m)
{
	char body[8192], text[128];
	const uint32_t *out = emu_out(e);
	size_t k;

	k = (size_t)snprintf(body, sizeof(body), "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_mov_b32 v2, 0\n\tWAIT_KM\n");
	for (unsigned int i = 0; i < n; i++) {
		struct enc b;
		char hx[128];
		unsigned int nb;

		snprintf(text, sizeof(text), "v_s_%s_%s s%u, %s%ss10%s%s", names[op], f16 ? "f16" : "f32", 20 + i,
			 m->neg ? "-" : "", m->abs ? "|" : "", m->abs ? "|" : "", m->text);
		nb = lo_llvm_asm("gfx1201", 0, text, &b) ? b.n : 0;
		if (!CHECK(nb == 8, "gfx1201: llvm-mc-22 encodes '%s' (%u bytes)", text, nb))
			return;
		lo_hex(&b, hx, sizeof(hx));
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\ts_mov_b32 s10, 0x%x\n\t.byte %s\n", in[i], hx);
	}
	for (unsigned int i = 0; i < n; i++)
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tv_mov_b32 v1, s%u\n\tglobal_store_b32 v2, v1, s[6:7] offset:%u\n",
				      20 + i, 4 * i);
	snprintf(text, sizeof(text), "v_s_%s_%s%s", names[op], f16 ? "f16" : "f32", m->text);
	if (!emu_run_ok(e, text, body, NULL, 1, 32))
		return;
	for (unsigned int i = 0; i < n; i++) {
		uint32_t w = f16 ? want16(op, in[i], m) : want32(op, in[i], m);
		int ok = out[i] == w || (f16 ? nan16(out[i]) && nan16(w) && !(out[i] >> 16) : nan32(out[i]) && nan32(w));

		CHECK(ok, "gfx1201: v_s_%s_%s %s%s0x%x%s%s = 0x%x (model 0x%x)", names[op], f16 ? "f16" : "f32", m->neg ? "-" : "",
		      m->abs ? "|" : "", in[i], m->abs ? "|" : "", m->text, out[i], w);
	}
}

static void tests(struct emu_env *e)
{
	static const uint32_t in32[] = { 0x40000000, 0x3f000000, 0xbf800000, 0x00000000, 0x40400000, 0x3a83126f,
					 0x42c80000, 0x80000000 };
	static const uint32_t in16[] = { 0x4000, 0x3800, 0xbc00, 0x0000, 0x4200, 0x1419, 0x5640, 0x8000 };
	static const struct mods plain = { "", 0, 0, 1.0, 0 }, neg = { "", 1, 0, 1.0, 0 },
				 absmul = { " mul:2", 0, 1, 2.0, 0 }, clamp = { " clamp", 0, 0, 1.0, 1 };
	struct gs_error err;
	char body[512];
	enum gs_status st;

	if (!have_llvm) {
		CHECK(1, "gfx1201 # SKIP llvm-mc-22 not found");
		return;
	}
	for (int op = EXP; op <= SQRT; op++)
		for (int f16 = 0; f16 < 2; f16++) {
			run_op(e, op, f16, f16 ? in16 : in32, 8, &plain);
			run_op(e, op, f16, f16 ? in16 : in32, 4, &neg);
			run_op(e, op, f16, f16 ? in16 : in32, 4, &absmul);
			run_op(e, op, f16, f16 ? in16 : in32, 4, &clamp);
		}
	/* the text through gfxshim's assembler */
	snprintf(body, sizeof(body),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_mov_b32 v2, 0\n\tWAIT_KM\n\ts_mov_b32 s10, 0x40800000\n"
		 "\tv_s_sqrt_f32 s20, s10\n\tv_s_exp_f16 s21, 0x4000\n\tv_mov_b32 v1, s20\n\tglobal_store_b32 v2, v1, s[6:7]\n"
		 "\tv_mov_b32 v1, s21\n\tglobal_store_b32 v2, v1, s[6:7] offset:4\n");
	if (emu_run_ok(e, "v_s_sqrt_f32/v_s_exp_f16 from gfxshim's assembler", body, NULL, 1, 32)) {
		CHECK(emu_out(e)[0] == 0x40000000, "gfx1201: v_s_sqrt_f32 s20, 4.0 = 2.0 (0x%x)", emu_out(e)[0]);
		CHECK(emu_out(e)[1] == 0x4400, "gfx1201: v_s_exp_f16 s21, 2.0 = 4.0 (0x%x)", emu_out(e)[1]);
	}
	/* the hazard checker sees the SGPR source: a load still writing s10 */
	snprintf(body, sizeof(body), "\ts_load_b32 s10, s[0:1], 0x0\n\tv_s_exp_f32 s20, s10\n");
	memset(&err, 0, sizeof(err));
	st = emu_run(e, body, NULL, 1, 32, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "s10"), "gfx1201: v_s_exp_f32 reading s10 before s_wait_kmcnt is a hazard (%d: %s)",
	      st, err.msg);
	/* llvm's bytes with a VGPR source: [0x05,0x00,0x80,0xd6,0x01,0x01,0x00,0x00] */
	snprintf(body, sizeof(body), "\t.byte 0x05,0x00,0x80,0xd6,0x01,0x01,0x00,0x00\n");
	memset(&err, 0, sizeof(err));
	st = emu_run(e, body, NULL, 1, 32, &err);
	CHECK(st != GS_OK && strstr(err.msg, "v_s_exp_f32") && strstr(err.msg, "scalar"),
	      "gfx1201: v_s_exp_f32 with a VGPR source is refused (%d: %s)", st, err.msg);
}

int main(void)
{
	int st, rc;
	char *o = tu_run("command -v llvm-mc-22", &st);

	have_llvm = o && st == 0 && *o && tu_tmpdir(lo_dir, sizeof(lo_dir));
	free(o);
	rc = emu_main_on("gfx1201", tests, "test_emu_vs.s");
	lo_cleanup();
	return rc;
}
