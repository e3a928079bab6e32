// SPDX-License-Identifier: MIT
/*
 * SMFMAC (gfx9 sparse MFMA, emu/smfmac.c): D += 4:2-sparse A x B.
 *
 * 1. The calculator's register formulas: for every CDNA3 shape, the
 *    "matrix element to register mapping" that AMD's matrix instruction
 *    calculator prints (ROCm/amd_matrix_instruction_calculator, table
 *    "cdna3": A GPR/half, index bits, B GPR/bits, D GPR/lane) written here,
 *    and its README's two compression-index examples, checked against the
 *    general per-lane rule this test then uses to place elements (the gfx950
 *    shapes follow that rule by assumption, as smfmac.c documents).
 * 2. Every shape (14 CDNA3, 14 more CDNA4): a random 4:2-sparse A (two
 *    distinct sorted positions per group of 4), B and D are placed in
 *    register images with this test's rule, gsi_smfmac_compute runs, and D
 *    is compared bit for bit with a product computed here: f16/bf16 with
 *    fp_ref.h, fp8/bf8 decoded here (FNUZ for gfx942, OCP for gfx950), i8
 *    exact; only stored elements multiply, added in double in k order from
 *    D, rounded once to f32.  Edge values: f16/bf16 infinities, NaN, the
 *    largest values and denormals; fp8 NaN/infinity/largest/denormal codes;
 *    i8 -128/127 with D near the i32 limits (wraps).  ABID picks the index
 *    set (other sets hold garbage), CBSZ != 0 forces set 0.
 * 3. The wave entry (through gsi_emu_mfma): A in VGPRs, B and D in AGPRs,
 *    and the refusals (blgp, abid range, an SGPR index, wave32, EXEC).
 * 4. End to end on emu:gfx942 and emu:gfx950: a kernel loads the fragments,
 *    runs one v_smfmac and stores D.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/mfma.h"
#include "harness.h"
#include "fp_ref.h"
#include "emu_testutil.h"

#define L GS_MFMA_LANES

static const char *const cdna3[] = {
	"v_smfmac_f32_16x16x32_f16", "v_smfmac_f32_32x32x16_f16", "v_smfmac_f32_16x16x32_bf16",
	"v_smfmac_f32_32x32x16_bf16", "v_smfmac_i32_16x16x64_i8", "v_smfmac_i32_32x32x32_i8",
	"v_smfmac_f32_16x16x64_bf8_bf8", "v_smfmac_f32_16x16x64_bf8_fp8", "v_smfmac_f32_16x16x64_fp8_bf8",
	"v_smfmac_f32_16x16x64_fp8_fp8", "v_smfmac_f32_32x32x32_bf8_bf8", "v_smfmac_f32_32x32x32_bf8_fp8",
	"v_smfmac_f32_32x32x32_fp8_bf8", "v_smfmac_f32_32x32x32_fp8_fp8",
};
static const char *const cdna4[] = {
	"v_smfmac_f32_16x16x64_f16", "v_smfmac_f32_32x32x32_f16", "v_smfmac_f32_16x16x64_bf16",
	"v_smfmac_f32_32x32x32_bf16", "v_smfmac_i32_16x16x128_i8", "v_smfmac_i32_32x32x64_i8",
	"v_smfmac_f32_16x16x128_bf8_bf8", "v_smfmac_f32_16x16x128_bf8_fp8", "v_smfmac_f32_16x16x128_fp8_bf8",
	"v_smfmac_f32_16x16x128_fp8_fp8", "v_smfmac_f32_32x32x64_bf8_bf8", "v_smfmac_f32_32x32x64_bf8_fp8",
	"v_smfmac_f32_32x32x64_fp8_bf8", "v_smfmac_f32_32x32x64_fp8_fp8",
};

static uint32_t seed = 0x2545f491u;
static uint32_t rnd(void) { return emu_xs(&seed); }

/* ---- the element types, from the mnemonic (not from the emulator) ---- */

enum ty { F16, BF16, I8, FP8, BF8 };

struct sh {
	unsigned int m, k, bits;
	enum ty a, b;
	int integer;
};

static struct sh parse(const char *name)
{
	struct sh s = { 0 };
	const char *p = name + strlen("v_smfmac_x32_");
	const char *t;

	s.m = (unsigned int)atoi(p);
	p = strchr(p, 'x') + 1;
	p = strchr(p, 'x') + 1;
	s.k = (unsigned int)atoi(p);
	t = strchr(p, '_') + 1;
	s.integer = name[9] == 'i';
	if (!strcmp(t, "f16"))
		s.a = s.b = F16;
	else if (!strcmp(t, "bf16"))
		s.a = s.b = BF16;
	else if (!strcmp(t, "i8"))
		s.a = s.b = I8;
	else {
		s.a = !strncmp(t, "fp8", 3) ? FP8 : BF8;
		s.b = !strcmp(t + 4, "fp8") ? FP8 : BF8;
	}
	s.bits = s.a == F16 || s.a == BF16 ? 16 : 8;
	return s;
}

/* fp8 (E4M3) / bf8 (E5M2): FNUZ (gfx942: bias 8/16, 0x80 NaN, no inf) or
 * OCP (gfx950: bias 7/15, E4M3 S.1111.111 NaN, E5M2 IEEE-like). */
static double f8(uint32_t v, int e5, int ocp)
{
	int eb = e5 ? 5 : 4, mb = 7 - eb, bias = (e5 ? 15 : 7) + !ocp;
	uint32_t ex = v >> mb & ((1u << eb) - 1), m = v & ((1u << mb) - 1);
	double x;

	if (!ocp && v == 0x80)
		return NAN;
	if (ocp && !e5 && (v & 0x7f) == 0x7f)
		return NAN;
	if (ocp && e5 && ex == 31)
		return m ? NAN : v & 0x80 ? -INFINITY : INFINITY;
	x = ex ? ldexp((double)(m | 1u << mb), (int)ex - bias - mb) : ldexp((double)m, 1 - bias - mb);
	return v & 0x80 ? -x : x;
}

static double val(enum ty t, uint32_t v, int ocp)
{
	switch (t) {
	case F16: return fp_h2d(v);
	case BF16: return fp_b2d(v);
	case I8: return (int8_t)v;
	case FP8: return f8(v, 0, ocp);
	default: return f8(v, 1, ocp);
	}
}

static uint32_t rand_code(enum ty t, int ocp, int edge)
{
	static const uint16_t h_edge[] = { 0x7c00, 0xfc00, 0x7e00, 0x7bff, 0xfbff, 0x0001, 0x8000, 0x3c00 };
	static const uint16_t b_edge[] = { 0x7f80, 0xff80, 0x7fc0, 0x7f7f, 0xff7f, 0x0001, 0x8000, 0x3f80 };
	static const uint8_t i_edge[] = { 0x80, 0x7f, 0xff, 0x00, 0x01 };
	uint32_t v;

	switch (t) {
	case F16:
		if (edge)
			return h_edge[rnd() % 8];
		return (rnd() & 1) << 15 | (10 + rnd() % 10) << 10 | (rnd() & 1023);
	case BF16:
		if (edge)
			return b_edge[rnd() % 8];
		return (rnd() & 1) << 15 | (120 + rnd() % 14) << 7 | (rnd() & 127);
	case I8:
		return edge ? i_edge[rnd() % 5] : rnd() & 0xff;
	default:
		v = rnd() & 0xff;
		if (edge)  /* anything, NaN and infinity codes included */
			return rnd() % 3 ? v : (ocp ? 0x7f : 0x80);
		while (isnan(val(t, v, ocp)) || isinf(val(t, v, ocp)))
			v = rnd() & 0xff;
		return v;
	}
}

/* ---- the calculator's CDNA3 formulas and the general rule ---- */

struct where { unsigned int reg, bit, lane; };

/* Per-lane K (P) and index-set width. */
static unsigned int per(const struct sh *s) { return s->k / (L / s->m); }

/* A[i][k] stored as the slot-th (0, 1) kept element of its group of 4:
 * the general rule (group h = (k % P) / 4 holds stored elements 2h, 2h+1). */
static struct where a_rule(const struct sh *s, unsigned int i, unsigned int k, unsigned int slot)
{
	unsigned int e = 2 * ((k % per(s)) / 4) + slot;
	struct where w = { e * s->bits / 32, e * s->bits % 32, i + s->m * (k / per(s)) };

	return w;
}

/* Index bits of A[i][k]'s slot: bit within the lane's VGPR, set abid. */
static struct where idx_rule(const struct sh *s, unsigned int i, unsigned int k, unsigned int slot,
			     unsigned int set)
{
	struct where w = { 0, per(s) * set + 4 * ((k % per(s)) / 4) + 2 * slot, i + s->m * (k / per(s)) };

	return w;
}

static struct where b_rule(const struct sh *s, unsigned int k, unsigned int j)
{
	unsigned int e = k % per(s);
	struct where w = { e * s->bits / 32, e * s->bits % 32, j + s->m * (k / per(s)) };

	return w;
}

static struct where d_rule(const struct sh *s, unsigned int i, unsigned int j)
{
	/* calculator: 16x16 GPR i%4, lane 16 floor(i/4) + j;
	 * 32x32 GPR 4 floor(i/8) + i%4, lane (32 floor(i/4)) % 64 + j */
	struct where w;

	if (s->m == 16) {
		w.reg = i % 4;
		w.lane = 16 * (i / 4) + j;
	} else {
		w.reg = 4 * (i / 8) + i % 4;
		w.lane = 32 * (i / 4) % 64 + j;
	}
	w.bit = 0;
	return w;
}

static int same(struct where a, struct where b)
{
	return a.reg == b.reg && a.bit == b.bit && a.lane == b.lane;
}

static void test_formulas(void)
{
	for (size_t n = 0; n < sizeof(cdna3) / sizeof(cdna3[0]); n++) {
		struct sh s = parse(cdna3[n]);
		unsigned int bad = 0;

		for (unsigned int i = 0; i < s.m; i++)
			for (unsigned int k = 0; k < s.k; k++) {
				struct where ca, ci, cb;

				if (s.bits == 16) {
					/* A: GPR floor(k/4)%2 (slot = halfword), lane M floor(k/8) + i;
					 * index: [4 (floor(k/4)%2) + 3 : 4 (floor(k/4)%2)];
					 * B: GPR (k%8)/2, half k%2 (calculator: "k = 8 floor(lane/M) + 2 GPR + half") */
					ca = (struct where){ k / 4 % 2, 0, s.m * (k / 8) + i };
					ci = (struct where){ 0, 4 * (k / 4 % 2), s.m * (k / 8) + i };
					cb = (struct where){ k % 8 / 2, 16 * (k % 2), s.m * (k / 8) + i };
				} else {
					/* A: GPR floor(k/8)%2, half floor(k/4)%2, lane M floor(k/16) + i;
					 * index: [4 (floor(k/4)%4) + 3 : ..]; B: GPR floor(k/4)%4, byte k%4 */
					ca = (struct where){ k / 8 % 2, 16 * (k / 4 % 2), s.m * (k / 16) + i };
					ci = (struct where){ 0, 4 * (k / 4 % 4), s.m * (k / 16) + i };
					cb = (struct where){ k / 4 % 4, 8 * (k % 4), s.m * (k / 16) + i };
				}
				bad += !same(a_rule(&s, i, k, 0), ca) || !same(idx_rule(&s, i, k, 0, 0), ci) ||
				       !same(b_rule(&s, k, i), cb);
			}
		CHECK(bad == 0, "%s: the rule gives the calculator's A, index and B positions (%u differ)", cdna3[n], bad);
	}
	/* README: "K[2][31] = v0{50}.[7:4]", and v0{50}.[31:28] with cbsz 0 abid 3 */
	{
		struct sh s = parse("v_smfmac_f32_16x16x32_f16");
		struct where w = idx_rule(&s, 2, 31, 0, 0), w3 = idx_rule(&s, 2, 31, 0, 3);

		CHECK(w.lane == 50 && w.bit == 4 && w3.lane == 50 && w3.bit == 28,
		      "calculator README: 16x16x32 f16 K[2][31] in v0{50}.[7:4], abid 3: [31:28] (got lane %u bits %u, %u)",
		      w.lane, w.bit, w3.bit);
	}
}

/* ---- compute ---- */

static uint32_t ia[8][L], ib[8][L], ix[L], id[16][L], od[16][L];
static uint32_t Av[32][128];             /* stored A codes at their dense position */
static unsigned char Ah[32][128];        /* present */
static uint32_t Bv[128][32], Dv[32][32];

static void put(uint32_t (*img)[L], struct where w, unsigned int bits, uint32_t v)
{
	uint32_t mask = bits == 32 ? 0xffffffffu : ((1u << bits) - 1) << w.bit;

	img[w.reg][w.lane] = (img[w.reg][w.lane] & ~mask) | (v << w.bit & mask);
}

/* Random sparse A, B, D placed with the rule; index set `set` (others garbage). */
static void fill(const struct sh *s, int ocp, int edge, unsigned int set)
{
	memset(ia, 0, sizeof(ia));
	memset(ib, 0, sizeof(ib));
	memset(Ah, 0, sizeof(Ah));
	for (unsigned int l = 0; l < L; l++)
		ix[l] = rnd();
	for (unsigned int i = 0; i < s->m; i++)
		for (unsigned int g = 0; g < s->k; g += 4) {
			unsigned int p0 = rnd() % 4, p1 = (p0 + 1 + rnd() % 3) % 4, t;

			if (p1 < p0)
				t = p0, p0 = p1, p1 = t;
			for (unsigned int slot = 0; slot < 2; slot++) {
				unsigned int k = g + (slot ? p1 : p0);
				uint32_t v = rand_code(s->a, ocp, edge && i % 5 == 0);
				struct where wi = idx_rule(s, i, k, slot, set);

				Av[i][k] = v;
				Ah[i][k] = 1;
				put(ia, a_rule(s, i, k, slot), s->bits, v);
				ix[wi.lane] = (ix[wi.lane] & ~(3u << wi.bit)) | (k % 4) << wi.bit;
			}
		}
	for (unsigned int k = 0; k < s->k; k++)
		for (unsigned int j = 0; j < s->m; j++) {
			Bv[k][j] = rand_code(s->b, ocp, edge && j % 7 == 1);
			put(ib, b_rule(s, k, j), s->bits, Bv[k][j]);
		}
	for (unsigned int i = 0; i < s->m; i++)
		for (unsigned int j = 0; j < s->m; j++) {
			float f = (float)((int)(rnd() % 2001) - 1000) / 16.0f;

			if (s->integer)
				Dv[i][j] = edge ? (rnd() & 1 ? 0x7fffffffu - rnd() % 100 : 0x80000000u + rnd() % 100)
						: rnd() >> 4;
			else
				memcpy(&Dv[i][j], &f, 4);
			put(id, d_rule(s, i, j), 32, Dv[i][j]);
		}
}

static unsigned int compare(const struct sh *s, int ocp, char *why, size_t size)
{
	unsigned int bad = 0;

	for (unsigned int i = 0; i < s->m; i++)
		for (unsigned int j = 0; j < s->m; j++) {
			struct where w = d_rule(s, i, j);
			uint32_t got = od[w.reg][w.lane], want;
			float fg, fw;

			if (s->integer) {
				int64_t acc = (int32_t)Dv[i][j];

				for (unsigned int k = 0; k < s->k; k++)
					if (Ah[i][k])
						acc += (int64_t)(int8_t)Av[i][k] * (int8_t)Bv[k][j];
				want = (uint32_t)acc;
			} else {
				double acc;

				memcpy(&fw, &Dv[i][j], 4);
				acc = fw;
				for (unsigned int k = 0; k < s->k; k++)
					if (Ah[i][k])
						acc += val(s->a, Av[i][k], ocp) * val(s->b, Bv[k][j], ocp);
				fw = (float)acc;
				memcpy(&want, &fw, 4);
			}
			memcpy(&fg, &got, 4);
			memcpy(&fw, &want, 4);
			if (got != want && !(!s->integer && isnan(fg) && isnan(fw)) && !bad++)
				snprintf(why, size, "D[%u][%u] = 0x%08x, want 0x%08x", i, j, got, want);
		}
	return bad;
}

static int run(const struct gs_mfma_shape *gs, unsigned int cbsz, unsigned int abid, unsigned int blgp, int ocp)
{
	struct gs_smfmac_args a = { .a = ia, .b = ib, .idx = ix, .d = id, .cbsz = cbsz, .abid = abid,
				    .blgp = blgp, .ocp = ocp };

	memset(od, 0xcd, sizeof(od));
	return gsi_smfmac_compute(gs, &a, od);
}

static void test_compute(const char *name, int ocp)
{
	const struct gs_mfma_shape *gs = gsi_smfmac_shape(name);
	struct sh s = parse(name);
	char why[160] = "";
	unsigned int nsets = 32 / per(&s);

	if (!CHECK(gs != NULL, "%s is in the SMFMAC shape table", name))
		return;
	CHECK(gsi_smfmac_na(gs) == per(&s) / 2 * s.bits / 32 && gsi_smfmac_nb(gs) == per(&s) * s.bits / 32 &&
	      gsi_mfma_ncd(gs) == s.m * s.m / 64 && gsi_smfmac_nsets(gs) == nsets,
	      "%s: A %u, B %u, D %u registers, %u index sets", name, gsi_smfmac_na(gs), gsi_smfmac_nb(gs),
	      gsi_mfma_ncd(gs), gsi_smfmac_nsets(gs));
	for (int edge = 0; edge < 2; edge++) {
		unsigned int set = edge ? nsets - 1 : 0, bad;

		fill(&s, ocp, edge, set);
		why[0] = 0;
		bad = run(gs, 0, set, 0, ocp) ? 9999 : compare(&s, ocp, why, sizeof(why));
		CHECK(bad == 0, "%s%s: D += sparse A x B, %s values, abid %u (%u differ) %s", name,
		      s.a >= FP8 ? ocp ? " (OCP)" : " (FNUZ)" : "", edge ? "edge" : "random", set, bad, why);
	}
	/* cbsz != 0: abid ignored, set 0 */
	fill(&s, ocp, 0, 0);
	why[0] = 0;
	CHECK(run(gs, 1, nsets - 1, 0, ocp) == 0 && compare(&s, ocp, why, sizeof(why)) == 0,
	      "%s: cbsz:1 abid:%u reads index set 0 %s", name, nsets - 1, why);
	CHECK(run(gs, 0, nsets, 0, ocp) != 0 && run(gs, 0, 0, 1, ocp) != 0,
	      "%s: abid %u (past the index sets) and blgp:1 refused", name, nsets);
}

/* ---- the wave entry ---- */

static void test_wave(void)
{
	static uint32_t regs[512][EMU_MAX_LANES];
	static const struct gs_isa_op op = { .name = "v_smfmac_f32_32x32x16_bf16" };
	struct sh s = parse(op.name);
	struct emu e = { .target = gs_target_find("gfx942") };
	struct wave w = { 0 };
	struct gs_inst in = { 0 };
	char msg[512] = "", why[160] = "";
	int st;

	w.v = regs;
	w.n_vgprs = 512;
	w.agpr_base = 256;
	w.lanes = 64;
	w.s[GS_OPR_EXEC_LO] = w.s[GS_OPR_EXEC_HI] = 0xffffffffu;
	fill(&s, 0, 0, 2);
	/* a[16:31] += v[2:3] x a[4:7], index v40 (abid 2) */
	memcpy(&regs[2], ia, 2 * sizeof(regs[0]));
	memcpy(&regs[256 + 4], ib, 4 * sizeof(regs[0]));
	memcpy(&regs[40], ix, sizeof(regs[0]));
	memcpy(&regs[256 + 16], id, 16 * sizeof(regs[0]));
	in.op = &op;
	in.vdst = 16;
	in.src[0] = GS_OPR_VGPR0 + 2;
	in.src[1] = GS_OPR_VGPR0 + 4;
	in.src[2] = GS_OPR_VGPR0 + 40;
	in.acc = 1 | 1 << 2 | 1 << 3;  /* ACC_CD (D and "C"), B an AGPR */
	in.abid = 2;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK_EQ(st, GS_OK, "wave: %s a[16:31], v[2:3], a[4:7], v40 abid:2 runs %s", op.name, msg);
	memcpy(od, &regs[256 + 16], 16 * sizeof(regs[0]));
	CHECK(compare(&s, 0, why, sizeof(why)) == 0, "wave: D accumulated in AGPRs, the index from VGPR v40 %s", why);

	in.blgp = 1;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "blgp:1"), "wave: blgp refused: %s", msg);
	in.blgp = 0;
	in.abid = 4;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "abid:4") && strstr(msg, "below 4"), "wave: abid 4 refused: %s", msg);
	in.abid = 0;
	in.src[2] = 7;  /* s7 */
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "index operand"), "wave: an SGPR index refused: %s", msg);
	in.src[2] = GS_OPR_VGPR0 + 40;
	in.vdst = 250;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_FAULT && strstr(msg, "a[250:265]"), "wave: D past the allocation refused: %s", msg);
	in.vdst = 16;
	w.s[GS_OPR_EXEC_HI] = 0;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "EXEC"), "wave: partial EXEC refused: %s", msg);
	w.s[GS_OPR_EXEC_HI] = 0xffffffffu;
	w.lanes = 32;
	st = gsi_emu_mfma(&e, &w, &in, msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "wave32"), "wave: wave32 refused: %s", msg);
}

/* ---- end to end ---- */

static void e2e(struct emu_env *e)
{
	const char *name = "v_smfmac_f32_16x16x32_f16";
	const struct gs_mfma_shape *gs = gsi_smfmac_shape(name);
	struct sh s = parse(name);
	static char body[2048];
	uint32_t *in = emu_in(e), *out = emu_out(e);
	char why[160] = "";

	fill(&s, 0, 0, 1);
	/* in: A (2 dwords a lane), B (4), index (1), D (4), each register L dwords */
	for (unsigned int l = 0; l < L; l++) {
		for (unsigned int r = 0; r < 2; r++)
			in[l * 2 + r] = ia[r][l];
		for (unsigned int r = 0; r < 4; r++)
			in[128 + l * 4 + r] = ib[r][l];
		in[384 + l] = ix[l];
		for (unsigned int r = 0; r < 4; r++)
			in[448 + l * 4 + r] = id[r][l];
	}
	snprintf(body, sizeof(body),
		 "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 3, v0\n\tv_lshlrev_b32 v2, 4, v0\n"
		 "\tv_lshlrev_b32 v3, 2, v0\n\ts_waitcnt lgkmcnt(0)\n"
		 "\tglobal_load_dwordx2 v[4:5], v1, s[4:5]\n\tglobal_load_dwordx4 v[8:11], v2, s[4:5] offset:512\n"
		 "\tglobal_load_dword v12, v3, s[4:5] offset:1536\n\tglobal_load_dwordx4 v[16:19], v2, s[4:5] offset:1792\n"
		 "\ts_waitcnt vmcnt(0)\n\t%s v[16:19], v[4:5], v[8:11], v12 abid:1\n\ts_nop 7\n\ts_nop 7\n"
		 "\tglobal_store_dwordx4 v2, v[16:19], s[6:7]\n", name);
	if (!emu_run_ok(e, "v_smfmac kernel", body, "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n", 64, 64))
		return;
	for (unsigned int l = 0; l < L; l++)
		for (unsigned int r = 0; r < 4; r++)
			od[r][l] = out[l * 4 + r];
	CHECK(compare(&s, 0, why, sizeof(why)) == 0 && gs, "%s: %s v[16:19], v[4:5], v[8:11], v12 abid:1 in a kernel %s",
	      e->tname, name, why);
	/* the memory checker sees the registers SMFMAC uses: A's stored half
	 * (v[4:5], not v[4:7]) and one index VGPR (v12, not v[12:15]), so
	 * loads still in flight into v6, v7 and v13 are no hazard; one into
	 * the index is */
	{
		static const char pre[] =
			"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 3, v0\n\tv_lshlrev_b32 v2, 4, v0\n"
			"\tv_lshlrev_b32 v3, 2, v0\n\ts_waitcnt lgkmcnt(0)\n"
			"\tglobal_load_dwordx2 v[4:5], v1, s[4:5]\n\tglobal_load_dwordx4 v[8:11], v2, s[4:5] offset:512\n"
			"\tglobal_load_dword v12, v3, s[4:5] offset:1536\n\tglobal_load_dwordx4 v[16:19], v2, s[4:5] offset:1792\n"
			"\ts_waitcnt vmcnt(0)\n";
		struct gs_error err = { 0 };
		enum gs_status st;

		snprintf(body, sizeof(body),
			 "%s\tglobal_load_dwordx2 v[6:7], v1, s[4:5]\n\tglobal_load_dword v13, v3, s[4:5]\n"
			 "\t%s v[16:19], v[4:5], v[8:11], v12 abid:1\n\ts_waitcnt vmcnt(0)\n\ts_nop 7\n"
			 "\tglobal_store_dwordx4 v2, v[16:19], s[6:7]\n", pre, name);
		st = emu_run(e, body, "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n", 64, 64, &err);
		for (unsigned int l = 0; l < L; l++)
			for (unsigned int r = 0; r < 4; r++)
				od[r][l] = out[l * 4 + r];
		CHECK(st == GS_OK && compare(&s, 0, why, sizeof(why)) == 0,
		      "%s: loads in flight into v[6:7] and v13, next to the SMFMAC's A v[4:5] and index v12, are no hazard (%s) %s",
		      e->tname, st ? err.msg : "ok", why);
		snprintf(body, sizeof(body),
			 "%s\tglobal_load_dword v12, v3, s[4:5] offset:1536\n"
			 "\t%s v[16:19], v[4:5], v[8:11], v12 abid:1\n\ts_waitcnt vmcnt(0)\n", pre, name);
		st = emu_run(e, body, "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n", 64, 64, &err);
		CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v12") && strstr(err.msg, "vmcnt(0)"),
		      "%s: a load in flight into the index v12 is reported (%s)", e->tname, st ? err.msg : "ran clean");
	}
}

int main(void)
{
	test_formulas();
	for (size_t n = 0; n < sizeof(cdna3) / sizeof(cdna3[0]); n++) {
		struct sh s = parse(cdna3[n]);

		test_compute(cdna3[n], 0);
		if (s.a >= FP8)
			test_compute(cdna3[n], 1);  /* gfx950: OCP */
	}
	for (size_t n = 0; n < sizeof(cdna4) / sizeof(cdna4[0]); n++)
		test_compute(cdna4[n], 1);
	test_wave();
	return emu_main_on("gfx942 gfx950", e2e, "test_emu_smfmac");
}
