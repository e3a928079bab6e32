// SPDX-License-Identifier: MIT
/*
 * WMMA on the emulator, wave32, gfx1100 (RDNA3) and gfx1201 (RDNA4).
 *
 * Kernels load A and B from global memory following each generation's lane
 * layout (seed 000 section 3), run one WMMA and write D back; the result is
 * compared with a matrix product computed here in C, with float16/bfloat16
 * conversions written here (not the emulator's).  A layout probe dumps each
 * lane's A, B and D registers so the test checks the seed's formulas lane by
 * lane, and the checker's WMMA D->A/B overlap rule is exercised both ways.
 *
 * Memory: A is 16x16 row-major (A[m][k]), B is stored transposed (Bt[n][k],
 * so a lane's column of B is contiguous), 32-bit C and D are 16x16
 * row-major and loaded / stored by the kernel per the layout; 16-bit C and
 * D travel as raw per-lane fragments (8 dwords per lane) that this test
 * packs and unpacks with the seed's 16-bit formulas.
 */
#include <math.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "harness.h"
#include "fp_ref.h"
#include "emu_testutil.h"

enum ty { F32_F16, F32_BF16, F16_F16, BF16_BF16, I32_IU8 };

static const char *const mnem[] = {
	"v_wmma_f32_16x16x16_f16", "v_wmma_f32_16x16x16_bf16", "v_wmma_f16_16x16x16_f16",
	"v_wmma_bf16_16x16x16_bf16", "v_wmma_i32_16x16x16_iu8",
};

struct env {
	const char *tname;
	int g12;
	struct gs_device *dev;
	struct gs_bo *a, *b, *c, *d;
};

static uint32_t f2u(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

/* ------------------------------------------------ running */

/* Assemble body as kernel "k" (kernarg: a, b, c, d pointers) and launch one wave32. */
static enum gs_status run(struct env *e, const char *body, unsigned int vgprs, struct gs_error *err)
{
	static char src[16384];
	uint64_t args[4] = { e->a->va, e->b->va, e->c->va, e->d->va };

	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n%s\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 32\n\t.amdhsa_next_free_sgpr 16\n"
		 "\t.amdhsa_next_free_vgpr %u\n\t.end_amdhsa_kernel\n", body, vgprs);
	return emu_launch(e->dev, e->tname, "test_wmma", 0, src, 32, 32, args, sizeof(args), err);
}

/* Append formatted text. */
static void emit(char *buf, size_t size, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static void emit(char *buf, size_t size, const char *fmt, ...)
{
	size_t n = strlen(buf);
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf + n, size - n, fmt, ap);
	va_end(ap);
}

/*
 * The kernel.  v1 = t, v2 = q, v6 = lane * 32 (raw fragment offset).
 * A -> v[8..], B -> v[16..], C/D in v[24..31].
 *   16-bit A/B: gfx11 a lane holds row t, K 0..15 (32 bytes at t*32);
 *               gfx12 K 4q..4q+3 and 8+4q..8+4q+3 (8 bytes at t*32 + 8q, +16).
 *   8-bit A/B:  gfx11 16 bytes at t*16; gfx12 K 8q..8q+7 (8 bytes at t*16 + 8q,
 *               AMD's matrix instruction calculator, rdna4 v_wmma_i32_16x16x16_iu8).
 *   32-bit C/D at VGPR g: row 2g+q (gfx11) / 8q+g (gfx12), column t.
 * raw_d: D is dumped as 8 raw dwords per lane (and A/B too when dump_ab).
 */
static void kernel(const struct env *e, enum ty ty, const char *mods, const char *csrc, int raw_c,
		   int dump_ab, char *k, size_t size)
{
	int ab8 = ty == I32_IU8, cd16 = ty == F16_F16 || ty == BF16_BF16;
	unsigned int nab = e->g12 ? (ab8 ? 2 : 4) : (ab8 ? 4 : 8), ncd = cd16 && e->g12 ? 4 : 8;
	const char *wk = e->g12 ? "s_wait_kmcnt 0" : "s_waitcnt lgkmcnt(0)";
	const char *wl = e->g12 ? "s_wait_loadcnt 0" : "s_waitcnt vmcnt(0)";

	k[0] = 0;
	emit(k, size, "\ts_load_b256 s[4:11], s[0:1], 0x0\n\tv_and_b32 v1, 15, v0\n"
	     "\tv_lshrrev_b32 v2, 4, v0\n\tv_lshlrev_b32 v6, 5, v0\n\t%s\n", wk);
	/* A and B per the layout */
	emit(k, size, "\tv_lshlrev_b32 v3, %d, v1\n", ab8 ? 4 : 5);
	if (e->g12)
		emit(k, size, "\tv_lshlrev_b32 v4, 3, v2\n\tv_add_nc_u32 v3, v3, v4\n");
	for (int s = 0; s < 2; s++) {
		unsigned int r = s ? 16 : 8;
		const char *base = s ? "s[6:7]" : "s[4:5]";

		if (!e->g12 && !ab8)
			emit(k, size, "\tglobal_load_b128 v[%u:%u], v3, %s\n\tglobal_load_b128 v[%u:%u], v3, %s offset:16\n",
			     r, r + 3, base, r + 4, r + 7, base);
		else if (!e->g12)
			emit(k, size, "\tglobal_load_b128 v[%u:%u], v3, %s\n", r, r + 3, base);
		else if (!ab8)
			emit(k, size, "\tglobal_load_b64 v[%u:%u], v3, %s\n\tglobal_load_b64 v[%u:%u], v3, %s offset:16\n",
			     r, r + 1, base, r + 2, r + 3, base);
		else
			emit(k, size, "\tglobal_load_b64 v[%u:%u], v3, %s\n", r, r + 1, base);
	}
	/* C: 32-bit per the layout, or raw fragments */
	emit(k, size, "\tv_lshlrev_b32 v5, 2, v1\n\tv_lshlrev_b32 v4, %d, v2\n\tv_add_nc_u32 v5, v5, v4\n",
	     e->g12 ? 9 : 6);
	if (!csrc && raw_c)
		emit(k, size, "\tglobal_load_b128 v[24:27], v6, s[8:9]\n\tglobal_load_b128 v[28:31], v6, s[8:9] offset:16\n");
	else if (!csrc)
		for (unsigned int g = 0; g < 8; g++)
			emit(k, size, "\tglobal_load_b32 v%u, v5, s[8:9] offset:%u\n", 24 + g, e->g12 ? g * 64 : g * 128);
	emit(k, size, "\t%s\n", wl);
	emit(k, size, "\t%s v[24:%u], v[8:%u], v[16:%u], ", mnem[ty], 23 + ncd, 7 + nab, 15 + nab);
	if (csrc)
		emit(k, size, "%s", csrc);
	else
		emit(k, size, "v[24:%u]", 23 + ncd);
	emit(k, size, "%s%s\n", mods[0] ? " " : "", mods);
	/* D */
	if (raw_c || dump_ab) {
		emit(k, size, "\tglobal_store_b128 v6, v[24:27], s[10:11]\n\tglobal_store_b128 v6, v[28:31], s[10:11] offset:16\n");
		if (dump_ab)
			emit(k, size, "\tglobal_store_b128 v6, v[8:11], s[10:11] offset:1024\n"
			     "\tglobal_store_b128 v6, v[12:15], s[10:11] offset:1040\n"
			     "\tglobal_store_b128 v6, v[16:19], s[10:11] offset:2048\n"
			     "\tglobal_store_b128 v6, v[20:23], s[10:11] offset:2064\n");
	} else {
		for (unsigned int g = 0; g < 8; g++)
			emit(k, size, "\tglobal_store_b32 v5, v%u, s[10:11] offset:%u\n", 24 + g, e->g12 ? g * 64 : g * 128);
	}
}

/* ------------------------------------------------ the matmul check */

static uint32_t xs_state = 12345;

static uint32_t xs(void)
{
	xs_state ^= xs_state << 13;
	xs_state ^= xs_state >> 17;
	xs_state ^= xs_state << 5;
	return xs_state;
}

/* Row of 16-bit result slot u in lane half q and its (register, halfword):
 * seed 000 section 3, "FP16/BF16 accumulator and output packing". */
static void slot16(const struct env *e, int q, int u, int s, int *row, int *reg, int *half)
{
	if (e->g12) {
		*row = 8 * q + u;
		*reg = u / 2;
		*half = u % 2;
	} else {
		*row = 2 * u + q;
		*reg = u;
		*half = s;
	}
}

static void test_matmul(struct env *e, enum ty ty, const char *mods, int sa, int sb, int clamp,
			int opsel2, const char *what)
{
	static char k[16384];
	static double A[16][16], B[16][16], C[16][16];
	uint16_t *a16 = e->a->cpu, *b16 = e->b->cpu;
	uint8_t *a8 = e->a->cpu, *b8 = e->b->cpu;
	uint32_t *c32 = e->c->cpu, *d32 = e->d->cpu;
	int cd16 = ty == F16_F16 || ty == BF16_BF16, bf = ty == F32_BF16 || ty == BF16_BF16;
	int bad = 0, first = -1;
	uint32_t got_first = 0, want_first = 0;
	struct gs_error err = { 0 };
	enum gs_status st;

	memset(e->d->cpu, 0xcd, 4096);
	/* inputs: small-mantissa values (f16/bf16) or random bytes (iu8) */
	for (int m = 0; m < 16; m++)
		for (int kk = 0; kk < 16; kk++) {
			if (ty == I32_IU8) {
				uint8_t va = (uint8_t)xs(), vb = (uint8_t)xs();

				a8[m * 16 + kk] = va;
				b8[m * 16 + kk] = vb;      /* Bt[n = m][k = kk] */
				A[m][kk] = sa ? (int8_t)va : va;
				B[kk][m] = sb ? (int8_t)vb : vb;
				continue;
			}
			{
				double va = ((int)(xs() % 41) - 20) / 8.0, vb = ((int)(xs() % 41) - 20) / 16.0;
				uint16_t ha = bf ? fp_d2b(va) : fp_d2h(va), hb = bf ? fp_d2b(vb) : fp_d2h(vb);

				a16[m * 16 + kk] = ha;
				b16[m * 16 + kk] = hb;     /* Bt[n = m][k = kk] */
				A[m][kk] = bf ? fp_b2d(ha) : fp_h2d(ha);
				B[kk][m] = bf ? fp_b2d(hb) : fp_h2d(hb);
			}
		}
	for (int m = 0; m < 16; m++)
		for (int n = 0; n < 16; n++) {
			if (ty == I32_IU8) {
				/* clamp 1 and 2: C near the i32 limits (saturates / wraps) */
				int32_t v = !clamp ? (int32_t)xs() >> 12
					  : xs() & 1 ? INT32_MAX - (int32_t)(xs() % 300000)
					  : INT32_MIN + (int32_t)(xs() % 300000);

				C[m][n] = v;
				c32[m * 16 + n] = (uint32_t)v;
			} else if (!cd16) {
				float v = (float)(((int)(xs() % 201) - 100) / 4.0);

				C[m][n] = v;
				c32[m * 16 + n] = f2u(v);
			} else {
				double v = ((int)(xs() % 201) - 100) / 4.0;

				C[m][n] = bf ? fp_b2d(fp_d2b(v)) : fp_h2d(fp_d2h(v));
			}
		}
	if (cd16) {
		/* raw C fragments, per the 16-bit formulas; other halves garbage */
		for (int l = 0; l < 32; l++) {
			for (int r = 0; r < 8; r++)
				c32[l * 8 + r] = 0xdead0000u | (uint32_t)(l * 8 + r);
			for (int u = 0; u < 8; u++) {
				int row, reg, half;
				uint16_t h;

				slot16(e, l / 16, u, opsel2, &row, &reg, &half);
				h = bf ? fp_d2b(C[row][l % 16]) : fp_d2h(C[row][l % 16]);
				c32[l * 8 + reg] = (c32[l * 8 + reg] & ~(0xffffu << (16 * half))) |
						   (uint32_t)h << (16 * half);
			}
		}
	}
	kernel(e, ty, mods, NULL, cd16, 0, k, sizeof(k));
	st = run(e, k, 32, &err);
	if (!CHECK(st == GS_OK, "%s: %s runs (%s)", e->tname, what, st ? err.msg : "ok"))
		return;
	for (int l = 0; l < 32; l++)
		for (int g = 0; g < 8; g++) {
			int q = l / 16, t = l % 16, row, reg, half;
			uint32_t want, got;
			double acc;

			if (cd16)
				slot16(e, q, g, opsel2, &row, &reg, &half);
			else
				row = e->g12 ? 8 * q + g : 2 * g + q, reg = g, half = 0;
			if (ty == I32_IU8) {
				int64_t s = (int64_t)C[row][t];

				for (int kk = 0; kk < 16; kk++)
					s += (int64_t)A[row][kk] * (int64_t)B[kk][t];
				if (clamp == 1)
					s = s > INT32_MAX ? INT32_MAX : s < INT32_MIN ? INT32_MIN : s;
				want = (uint32_t)s;
			} else {
				acc = C[row][t];
				for (int kk = 0; kk < 16; kk++)
					acc += A[row][kk] * B[kk][t];
				want = cd16 ? (bf ? fp_d2b(acc) : fp_d2h(acc)) : f2u((float)acc);
			}
			got = cd16 ? d32[l * 8 + reg] >> (16 * half) & 0xffff : d32[row * 16 + t];
			if (got != want && !bad++) {
				first = l * 8 + g;
				got_first = got;
				want_first = want;
			}
			/* gfx11: the unselected halfword keeps what C's register held */
			if (cd16 && !e->g12 && (d32[l * 8 + reg] >> (16 * (1 - half)) & 0xffff) !=
					       (c32[l * 8 + reg] >> (16 * (1 - half)) & 0xffff) && !bad++) {
				first = l * 8 + g;
				got_first = d32[l * 8 + reg];
				want_first = c32[l * 8 + reg];
			}
		}
	CHECK(bad == 0, "%s: %s equals the CPU matmul (%d of 256 differ; first lane %d slot %d: 0x%x, want 0x%x)",
	      e->tname, what, bad, first / 8, first % 8, got_first, want_first);
}

/* ------------------------------------------------ the layout probe */

/* Fills A (index matrix or identity), B likewise, as f16. */
static void fill_probe(struct env *e, int a_index)
{
	uint16_t *a = e->a->cpu, *b = e->b->cpu;

	for (int m = 0; m < 16; m++)
		for (int kk = 0; kk < 16; kk++) {
			a[m * 16 + kk] = a_index ? fp_d2h(m * 16 + kk) : fp_d2h(m == kk);
			b[m * 16 + kk] = a_index ? fp_d2h(m == kk) : fp_d2h(kk * 16 + m);  /* Bt[n=m][k] */
		}
}

static void test_probe(struct env *e)
{
	static char k[16384];
	uint32_t *out = e->d->cpu;
	struct gs_error err = { 0 };
	int bad_a = 0, bad_b = 0, bad_d = 0, bad_h = 0;
	unsigned int nel = e->g12 ? 8 : 16;

	/* A = index matrix (A[m][k] = 16m + k), B = I: D = A */
	for (int pass = 0; pass < 2; pass++) {
		fill_probe(e, pass == 0);
		memset(out, 0, 4096);
		kernel(e, F32_F16, "", "0", 0, 1, k, sizeof(k));
		if (!CHECK(run(e, k, 32, &err) == GS_OK, "%s: layout probe %d runs (%s)", e->tname, pass, err.msg))
			return;
		for (int l = 0; l < 32; l++) {
			int q = l / 16, t = l % 16;

			/* A (pass 0) or B (pass 1) element e in VGPR e/2, halfword e%2 */
			for (unsigned int el = 0; el < nel; el++) {
				uint32_t dw = out[(pass ? 512 : 256) + l * 8 + el / 2];
				int idx = (int)fp_h2d((uint16_t)(dw >> (16 * (el % 2))));
				int kk = e->g12 ? 4 * q + 8 * (int)(el / 4) + (int)(el % 4) : (int)el;

				/* A[t][k] = 16t + k; B[k][t] = 16k + t */
				if (idx != (pass ? 16 * kk + t : 16 * t + kk))
					pass ? bad_b++ : bad_a++;
			}
			/* D at VGPR g: A's or B's index of (row, t) */
			for (int g = 0; g < 8; g++) {
				int row = e->g12 ? 8 * q + g : 2 * g + q;
				float f;

				memcpy(&f, &out[l * 8 + g], 4);
				if ((int)f != 16 * row + t)
					bad_d++;
			}
		}
	}
	CHECK_EQ(bad_a, 0, "%s: probe: every lane's A elements sit where seed 000's formula puts them (%d wrong)",
	      e->tname, bad_a);
	CHECK_EQ(bad_b, 0, "%s: probe: every lane's B elements sit where seed 000's formula puts them (%d wrong)",
	      e->tname, bad_b);
	CHECK_EQ(bad_d, 0, "%s: probe: every lane's FP32 D registers hold D[%s, t] (%d wrong)", e->tname,
	      e->g12 ? "8q + g" : "2g + q", bad_d);

	/* 16-bit D packing: D = A (index matrix) with C = 0, f16 results */
	for (int s = 0; s < (e->g12 ? 1 : 2); s++) {
		fill_probe(e, 1);
		memset(out, 0, 4096);
		kernel(e, F16_F16, s ? "op_sel:[0,0,1]" : "", "0", 1, 0, k, sizeof(k));
		if (!CHECK(run(e, k, 32, &err) == GS_OK, "%s: 16-bit probe runs (%s)", e->tname, err.msg))
			return;
		for (int l = 0; l < 32; l++)
			for (int u = 0; u < 8; u++) {
				int row, reg, half;

				slot16(e, l / 16, u, s, &row, &reg, &half);
				if ((int)fp_h2d((uint16_t)(out[l * 8 + reg] >> (16 * half))) != 16 * row + l % 16)
					bad_h++;
			}
		CHECK_EQ(bad_h, 0, "%s: probe: 16-bit D result u of every lane is D[%s, t] in %s (%d wrong)",
		      e->tname, e->g12 ? "8q + u" : "2u + q", e->g12 ? "V[u/2][u%2]" : s ? "V[u][1] (op_sel:[0,0,1])" : "V[u][0]",
		      bad_h);
	}
}

/* ------------------------------------------------ the checker's overlap rule */

static void test_hazard(struct env *e)
{
	char k[1024];
	struct gs_error err = { 0 };
	enum gs_status st;
	const char *w1 = e->g12 ? "v_wmma_f32_16x16x16_f16 v[24:31], v[8:11], v[16:19], 0"
				: "v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], 0";
	const char *w2 = e->g12 ? "v_wmma_f32_16x16x16_f16 v[32:39], v[8:11], v[28:31], 0"
				: "v_wmma_f32_16x16x16_f16 v[32:39], v[26:33], v[16:23], 0";
	const char *wc = e->g12 ? "v_wmma_f32_16x16x16_f16 v[24:31], v[8:11], v[16:19], v[24:31]"
				: "v_wmma_f32_16x16x16_f16 v[24:31], v[8:15], v[16:23], v[24:31]";
	const char *sep[] = { "", "\ts_nop 0\n", "\tv_nop\n", "\tv_mov_b32 v40, 1\n" };

	for (int i = 0; i < 4; i++) {
		snprintf(k, sizeof(k), "\t%s\n%s\t%s\n", w1, sep[i], w2);
		st = run(e, k, 48, &err);
		if (i < 2) {
			CHECK(st == GS_ERR_HAZARD, "%s: WMMA reading the previous WMMA's D as %s%s is a hazard (%s)",
			      e->tname, e->g12 ? "B" : "A", i ? " with only s_nop between" : "", err.msg);
			CHECK(strstr(err.msg, "wave 0 of workgroup (0,0,0) at PC 0x") &&
			      strstr(err.msg, w2) && strstr(err.msg, e->g12 ? "reads v[28:31] as B, which overlaps v[24:31]"
									      : "reads v[26:33] as A, which overlaps v[24:31]") &&
			      strstr(err.msg, "expected v_nop") && strstr(err.msg, "D->A/B overlap"),
			      "%s: the message names wave, PC, instruction, registers and rule: %s", e->tname, err.msg);
		} else {
			CHECK(st == GS_OK, "%s: the same WMMA pair separated by %s is clean (%s)", e->tname,
			      i == 2 ? "v_nop" : "an independent VALU op", st ? err.msg : "ok");
		}
	}
	/* D -> C only: no gap required */
	snprintf(k, sizeof(k), "\t%s\n\t%s\n", w1, wc);
	st = run(e, k, 48, &err);
	CHECK(st == GS_OK, "%s: D->C-only overlap needs no separator (%s)", e->tname, st ? err.msg : "ok");
	/* a WMMA reading a register a load has not written yet: the load checker */
	snprintf(k, sizeof(k), "\ts_load_b256 s[4:11], s[0:1], 0x0\n\t%s\n\tv_mov_b32 v2, 0\n"
		 "\tglobal_load_b32 v9, v2, s[4:5]\n\t%s\n", e->g12 ? "s_wait_kmcnt 0" : "s_waitcnt lgkmcnt(0)", w1);
	st = run(e, k, 48, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v9"), "%s: WMMA reading a pending load's register is a hazard (%s)",
	      e->tname, err.msg);
}

/* ------------------------------------------------ main */

static void test_target(const char *tname, int g12)
{
	struct env e = { tname, g12, NULL, NULL, NULL, NULL, NULL };
	struct gs_error err = { 0 };
	char spec[32];

	snprintf(spec, sizeof(spec), "emu:%s", tname);
	if (!CHECK(gs_device_open(spec, NULL, &e.dev, &err) == GS_OK, "open %s: %s", spec, err.msg))
		return;
	if (!CHECK(gs_bo_alloc(e.dev, 4096, 0, &e.a, &err) == GS_OK && gs_bo_alloc(e.dev, 4096, 0, &e.b, &err) == GS_OK &&
		   gs_bo_alloc(e.dev, 4096, 0, &e.c, &err) == GS_OK && gs_bo_alloc(e.dev, 4096, 0, &e.d, &err) == GS_OK,
		   "%s: buffers", tname))
		goto out;
	test_probe(&e);
	test_matmul(&e, F32_F16, "", 0, 0, 0, 0, "f32 += f16 x f16");
	test_matmul(&e, F32_BF16, "", 0, 0, 0, 0, "f32 += bf16 x bf16");
	test_matmul(&e, F16_F16, "", 0, 0, 0, 0, "f16 += f16 x f16");
	test_matmul(&e, BF16_BF16, "", 0, 0, 0, 0, "bf16 += bf16 x bf16");
	if (!g12) {
		test_matmul(&e, F16_F16, "op_sel:[0,0,1]", 0, 0, 0, 1, "f16 += f16 x f16, op_sel:[0,0,1] (high halves)");
		test_matmul(&e, BF16_BF16, "op_sel:[0,0,1]", 0, 0, 0, 1, "bf16 += bf16 x bf16, op_sel:[0,0,1]");
	}
	test_matmul(&e, I32_IU8, "", 0, 0, 0, 0, "i32 += u8 x u8");
	test_matmul(&e, I32_IU8, "neg_lo:[1,1,0]", 1, 1, 0, 0, "i32 += i8 x i8 (neg_lo:[1,1,0])");
	test_matmul(&e, I32_IU8, "neg_lo:[0,1,0]", 0, 1, 0, 0, "i32 += u8 x i8 (neg_lo:[0,1,0])");
	test_matmul(&e, I32_IU8, "neg_lo:[1,0,0] clamp", 1, 0, 1, 0, "i32 += i8 x u8 near the i32 limits, clamp (saturates)");
	test_matmul(&e, I32_IU8, "neg_lo:[1,0,0]", 1, 0, 2, 0, "i32 += i8 x u8 near the i32 limits, no clamp (wraps)");
	test_hazard(&e);
out:
	if (e.a)
		gs_bo_free(e.dev, e.a);
	if (e.b)
		gs_bo_free(e.dev, e.b);
	if (e.c)
		gs_bo_free(e.dev, e.c);
	if (e.d)
		gs_bo_free(e.dev, e.d);
	gs_device_close(e.dev);
}

int main(void)
{
	test_target("gfx1100", 0);
	test_target("gfx1201", 1);
	return t_done();
}
