// SPDX-License-Identifier: MIT
/*
 * MFMA (matrix fused multiply-add) of CDNA3 (gfx942) and CDNA4 (gfx950),
 * wave64: D = A x B + C, in blocks of M x N x K.
 *
 * Shapes and modifier support: AMD's matrix instruction calculator
 * (github.com/ROCm/amd_matrix_instruction_calculator, matrix_calculator.py,
 * table "cdna3", fp8/bf8 included).  The gfx950-only 16x16x32 / 32x32x16
 * f16/bf16 and 16x16x64 / 32x32x32 i8 shapes are not in the calculator (it
 * stops at CDNA3); their M/N/K and
 * register counts are llvm-mc-22's operand sizes, and their lane layout is
 * the calculator's gfx9 rule below, which gives the same placement that
 * ROCm/composable_kernel states for the f16/bf16 ones (ck_tile
 * warp_gemm_attribute_mfma_impl.hpp, ...F16F16F32M16N16K32: 16 M lanes x 4
 * K lane groups, 8 consecutive K per lane; ...M32N32K16: 32 x 2, 8).  The
 * i8 ones follow the same rule unverified.
 *
 * Lane layout (the calculator's InstCalcGfx9; facts, written anew here).
 * Block b of B blocks, lanes 0..63:
 *   A[i][k] (and B[k][j] with j for i): with G = 64 / (M B) lane groups
 *     along K and P = K / G elements per lane,
 *       lane = i + M b + M B floor(k / P),  element e = k % P of the lane,
 *     element e in register e*bits/32 at bit (e*bits)%32 (64-bit: the pair
 *     2e, 2e + 1).
 *   C/D[i][j] (32-bit: row groups of H = 4, 64-bit: H = 1): with
 *     R = 64 / N row groups per register, Q = ceil(64 H / (M N)) blocks
 *     per register,
 *       slot = b (M N / 64) + H floor(i / (H R)) + i % H,
 *       lane = N (b % Q) + N Q (floor(i / H) % R) + j,
 *     slot = register (64-bit: register pair 2 slot).
 *   CBSZ/ABID: block b's products read A block
 *     floor(b / 2^CBSZ) 2^CBSZ + ABID (CBSZ <= log2 B, ABID < 2^CBSZ).
 *   BLGP: the B value of lane l is read from lane
 *     0: l  1: l % 32  2: l % 32 + 32  3: (l + 16) % 64  4..7: l % 16 + 16 (BLGP - 4).
 *   f64 (CDNA3/4): BLGP bits 0, 1, 2 negate A, B, C instead.
 *
 * Arithmetic (the ISA guides do not give the internal precision; these are
 * the emulator's choices, as for WMMA): f32/f16/bf16/fp8/bf8 products are
 * exact in double; C plus the K products of an element are added in double
 * precision (each addition rounded to double), in k order, and the sum is
 * rounded to f32, to nearest even.
 * Denormals are kept (the MODE denorm bits do not apply).  xf32 (CDNA3
 * only): each f32 input is first truncated toward zero to 10 mantissa bits
 * (the tf32 layout 1-8-10), as ROCm/rocm-libraries PR 9176 reports the
 * gfx942 hardware does; a NaN input stays NaN (not confirmed).  The
 * calculator's xf32 lane layout is the rule below with 32-bit elements.  i8 products are
 * signed and summed exactly; the i32 result wraps.  f64: fma() in k order
 * starting from C (each step rounded to nearest even).  An inline constant
 * as C is one value for every element: float constants in C's format,
 * integer constants a (sign-extended) bit pattern.  fp8 (E4M3) and bf8
 * (E5M2) are the FNUZ formats on CDNA3 and the OCP ones on CDNA4 ("Matrix
 * Core Programming on AMD CDNA3 and CDNA4 architecture", ROCm blogs, 2025).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/mfma.h"
#include "emu/op_fact.h"
#include "emu/minifloat.h"

#define L GS_MFMA_LANES

/* ---- shapes ---- */

#define S(nm, m_, n_, k_, b, i, o, g950, cb, bl) \
	{ .name = nm, .m = m_, .n = n_, .k = k_, .blocks = b, .in = GS_MFMA_##i, .out = GS_MFMA_##o, \
	  .gfx950 = g950, .cbsz_abid = cb, .blgp = bl }
#define S8(nm, m_, n_, k_, a, b) \
	{ .name = nm, .m = m_, .n = n_, .k = k_, .blocks = 1, .in = GS_MFMA_##a, .out = GS_MFMA_F32, \
	  .in_b = GS_MFMA_##b }

static const struct gs_mfma_shape shapes[] = {
	/* CDNA3 (and CDNA4): calculator table "cdna3" */
	S("v_mfma_f32_32x32x1_2b_f32", 32, 32, 1, 2, F32, F32, 0, 1, 1),
	S("v_mfma_f32_16x16x1_4b_f32", 16, 16, 1, 4, F32, F32, 0, 1, 1),
	S("v_mfma_f32_4x4x1_16b_f32", 4, 4, 1, 16, F32, F32, 0, 1, 1),
	S("v_mfma_f32_32x32x2_f32", 32, 32, 2, 1, F32, F32, 0, 0, 1),
	S("v_mfma_f32_16x16x4_f32", 16, 16, 4, 1, F32, F32, 0, 0, 1),
	S("v_mfma_f32_32x32x4_2b_f16", 32, 32, 4, 2, F16, F32, 0, 1, 1),
	S("v_mfma_f32_16x16x4_4b_f16", 16, 16, 4, 4, F16, F32, 0, 1, 1),
	S("v_mfma_f32_4x4x4_16b_f16", 4, 4, 4, 16, F16, F32, 0, 1, 1),
	S("v_mfma_f32_32x32x8_f16", 32, 32, 8, 1, F16, F32, 0, 0, 0),
	S("v_mfma_f32_16x16x16_f16", 16, 16, 16, 1, F16, F32, 0, 0, 0),
	S("v_mfma_i32_32x32x4_2b_i8", 32, 32, 4, 2, I8, I32, 0, 1, 1),
	S("v_mfma_i32_16x16x4_4b_i8", 16, 16, 4, 4, I8, I32, 0, 1, 1),
	S("v_mfma_i32_4x4x4_16b_i8", 4, 4, 4, 16, I8, I32, 0, 1, 1),
	S("v_mfma_i32_32x32x16_i8", 32, 32, 16, 1, I8, I32, 0, 0, 0),
	S("v_mfma_i32_16x16x32_i8", 16, 16, 32, 1, I8, I32, 0, 0, 0),
	S("v_mfma_f32_32x32x4_2b_bf16", 32, 32, 4, 2, BF16, F32, 0, 1, 1),
	S("v_mfma_f32_16x16x4_4b_bf16", 16, 16, 4, 4, BF16, F32, 0, 1, 1),
	S("v_mfma_f32_4x4x4_16b_bf16", 4, 4, 4, 16, BF16, F32, 0, 1, 1),
	S("v_mfma_f32_32x32x8_bf16", 32, 32, 8, 1, BF16, F32, 0, 0, 0),
	S("v_mfma_f32_16x16x16_bf16", 16, 16, 16, 1, BF16, F32, 0, 0, 0),
	S("v_mfma_f64_16x16x4_f64", 16, 16, 4, 1, F64, F64, 0, 0, 1),
	S("v_mfma_f64_4x4x4_4b_f64", 4, 4, 4, 4, F64, F64, 0, 0, 1),
	S("v_mfma_f32_16x16x8_xf32", 16, 16, 8, 1, XF32, F32, 0, 0, 0),
	S("v_mfma_f32_32x32x4_xf32", 32, 32, 4, 1, XF32, F32, 0, 0, 0),
	S8("v_mfma_f32_16x16x32_bf8_bf8", 16, 16, 32, BF8, BF8),
	S8("v_mfma_f32_16x16x32_bf8_fp8", 16, 16, 32, BF8, FP8),
	S8("v_mfma_f32_16x16x32_fp8_bf8", 16, 16, 32, FP8, BF8),
	S8("v_mfma_f32_16x16x32_fp8_fp8", 16, 16, 32, FP8, FP8),
	S8("v_mfma_f32_32x32x16_bf8_bf8", 32, 32, 16, BF8, BF8),
	S8("v_mfma_f32_32x32x16_bf8_fp8", 32, 32, 16, BF8, FP8),
	S8("v_mfma_f32_32x32x16_fp8_bf8", 32, 32, 16, FP8, BF8),
	S8("v_mfma_f32_32x32x16_fp8_fp8", 32, 32, 16, FP8, FP8),
	/* CDNA4 only (see the header comment) */
	S("v_mfma_f32_16x16x32_f16", 16, 16, 32, 1, F16, F32, 1, 0, 0),
	S("v_mfma_f32_32x32x16_f16", 32, 32, 16, 1, F16, F32, 1, 0, 0),
	S("v_mfma_f32_16x16x32_bf16", 16, 16, 32, 1, BF16, F32, 1, 0, 0),
	S("v_mfma_f32_32x32x16_bf16", 32, 32, 16, 1, BF16, F32, 1, 0, 0),
	S("v_mfma_i32_16x16x64_i8", 16, 16, 64, 1, I8, I32, 1, 0, 0),
	S("v_mfma_i32_32x32x32_i8", 32, 32, 32, 1, I8, I32, 1, 0, 0),
	S("v_mfma_f32_16x16x128_f8f6f4", 16, 16, 128, 1, F8F6F4, F32, 1, 0, 0),
	S("v_mfma_f32_32x32x64_f8f6f4", 32, 32, 64, 1, F8F6F4, F32, 1, 0, 0),
};

const struct gs_mfma_shape *gsi_mfma_shape(const char *name)
{
	size_t n;

	if (!name)
		return NULL;
	n = strlen(name);
	if (n > 4 && strcmp(name + n - 4, "_e64") == 0)  /* a table may keep LLVM's suffix */
		n -= 4;
	for (size_t i = 0; i < sizeof(shapes) / sizeof(shapes[0]); i++)
		if (strlen(shapes[i].name) == n && strncmp(shapes[i].name, name, n) == 0)
			return &shapes[i];
	return NULL;
}

static int gsi_mfma_shape_fact(const struct gs_isa_op *op, const struct gs_mfma_shape **s);

static int gsi_mfma_shape_parse(const struct gs_isa_op *op, const struct gs_mfma_shape **s)
{
	*s = gsi_mfma_shape(op->name);
	return *s != NULL;
}

EMU_OP_FACT(gsi_mfma_shape_fact, const struct gs_mfma_shape *, gsi_mfma_shape_parse)

const struct gs_mfma_shape *gsi_mfma_shape_of(const struct gs_isa_op *op)
{
	const struct gs_mfma_shape *s = NULL;

	if (op)
		gsi_mfma_shape_fact(op, &s);
	return s;
}

unsigned int gsi_mfma_bits(unsigned int t)
{
	switch (t) {
	case GS_MFMA_F16: case GS_MFMA_BF16: return 16;
	case GS_MFMA_I8: case GS_MFMA_FP8: case GS_MFMA_BF8:
	case GS_MFMA_F8F6F4: return 8;  /* f8f6f4: the widest format's */
	case GS_MFMA_F64: return 64;
	default: return 32;
	}
}

unsigned int gsi_mfma_nab(const struct gs_mfma_shape *s)
{
	unsigned int bits = (unsigned int)s->m * s->k * s->blocks / L * gsi_mfma_bits(s->in);

	return bits < 32 ? 1 : bits / 32;
}

unsigned int gsi_mfma_ncd(const struct gs_mfma_shape *s)
{
	return (unsigned int)s->m * s->n * s->blocks / L * gsi_mfma_bits(s->out) / 32;
}

/* ---- layout (every shape has M == N, so A and B share the rule) ---- */

struct gs_mfma_pos gsi_mfma_ab_pos(const struct gs_mfma_shape *s, unsigned int outer, unsigned int k,
				   unsigned int b)
{
	unsigned int groups = L / ((unsigned int)s->m * s->blocks), per = s->k / groups;
	unsigned int e = k % per, bits = gsi_mfma_bits(s->in);
	struct gs_mfma_pos p;

	p.lane = outer + s->m * b + s->m * s->blocks * (k / per);
	p.reg = bits == 64 ? 2 * e : e * bits / 32;
	p.bit = bits == 64 ? 0 : e * bits % 32;
	return p;
}

struct gs_mfma_pos gsi_mfma_cd_pos(const struct gs_mfma_shape *s, unsigned int i, unsigned int j,
				   unsigned int b)
{
	unsigned int h = gsi_mfma_bits(s->out) == 64 ? 1 : 4, mn = (unsigned int)s->m * s->n;
	unsigned int rows = L / s->n, q = (L * h + mn - 1) / mn;
	unsigned int slot = b * (mn / L) + h * (i / (h * rows)) + i % h;
	struct gs_mfma_pos p;

	p.lane = s->n * (b % q) + s->n * q * ((i / h) % rows) + j;
	p.reg = h == 1 ? 2 * slot : slot;
	p.bit = 0;
	return p;
}

unsigned int gsi_mfma_a_block(unsigned int b, unsigned int cbsz, unsigned int abid)
{
	return (b >> cbsz << cbsz) + abid;
}

unsigned int gsi_mfma_blgp_lane(unsigned int l, unsigned int blgp)
{
	switch (blgp & 7) {
	case 0: return l;
	case 1: return l % 32;
	case 2: return l % 32 + 32;
	case 3: return (l + 16) % 64;
	default: return l % 16 + 16 * ((blgp & 7) - 4);
	}
}

/* ---- arithmetic ---- */

static uint64_t get(const uint32_t (*img)[L], struct gs_mfma_pos p, unsigned int bits)
{
	if (bits == 64)
		return img[p.reg][p.lane] | (uint64_t)img[p.reg + 1][p.lane] << 32;
	return img[p.reg][p.lane] >> p.bit & (bits == 32 ? 0xffffffffu : (1u << bits) - 1);
}

/* An 8-bit float: E4M3 (fp8) or E5M2 (bf8).  FNUZ (CDNA3): bias 8 / 16,
 * 0x80 is the only NaN, no infinities or -0.  OCP (CDNA4): bias 7 / 15,
 * E4M3 S.1111.111 is NaN (no infinities), E5M2 has IEEE infinities and NaNs. */
static double f8_to_d(uint32_t v, int bf8, int ocp)
{
	unsigned int eb = bf8 ? 5 : 4, mb = 7 - eb, top = (1u << eb) - 1;
	unsigned int ex = v >> mb & top, m = v & ((1u << mb) - 1);
	int bias = (int)(top / 2) + !ocp;
	double x;

	if (!ocp && v == 0x80)
		return NAN;
	if (ocp && bf8 && ex == top)
		return m ? NAN : v & 0x80 ? -INFINITY : INFINITY;
	if (ocp && !bf8 && ex == top && m == (1u << mb) - 1)
		return NAN;
	x = ex ? ldexp((double)(m | 1u << mb), (int)ex - bias - (int)mb)
	       : ldexp((double)m, 1 - bias - (int)mb);
	return v & 0x80 ? -x : x;
}

double gsi_mfma_to_d(unsigned int t, uint64_t v, int ocp)
{
	uint32_t u = (uint32_t)v;
	float f;
	double d;

	switch (t) {
	case GS_MFMA_F16: return gsi_f16_to_double((uint16_t)v);
	case GS_MFMA_BF16:
		u <<= 16;  /* bf16 is the high half of an f32 */
		memcpy(&f, &u, 4);
		return f;
	case GS_MFMA_F32: memcpy(&f, &u, 4); return f;
	case GS_MFMA_XF32:
		/* truncated (toward zero) to 1-8-10 bits; NaN stays NaN */
		if ((u & 0x7f800000u) != 0x7f800000u || !(u & 0x7fffffu))
			u &= 0xffffe000u;
		memcpy(&f, &u, 4);
		return f;
	case GS_MFMA_I8: return (int8_t)v;
	case GS_MFMA_I32: return (int32_t)v;
	case GS_MFMA_FP8: return f8_to_d((uint32_t)v & 0xff, 0, ocp);
	case GS_MFMA_BF8: return f8_to_d((uint32_t)v & 0xff, 1, ocp);
	default: memcpy(&d, &v, 8); return d;
	}
}

/* Elements of A (or B) in all blocks: 64 lanes x at most 16 per lane. */
#define MAXE 1024

/* Gather a source into m[(b M + outer) K + k] as doubles; lanes are read
 * through BLGP (B only; 0 for A). */
static void gather(const struct gs_mfma_shape *s, const uint32_t (*img)[L], unsigned int t,
		   unsigned int blgp, int ocp, double *m)
{
	unsigned int bits = gsi_mfma_bits(s->in);

	for (unsigned int b = 0; b < s->blocks; b++)
		for (unsigned int o = 0; o < s->m; o++)
			for (unsigned int k = 0; k < s->k; k++) {
				struct gs_mfma_pos p = gsi_mfma_ab_pos(s, o, k, b);

				p.lane = gsi_mfma_blgp_lane(p.lane, blgp);
				m[(b * s->m + o) * s->k + k] = gsi_mfma_to_d(t, get(img, p, bits), ocp);
			}
}

/* ---- f8f6f4 (gfx950): formats per operand ----
 *
 * CBSZ gives A's format, BLGP B's (0 fp8 E4M3, 1 bf8 E5M2, 2 fp6 E2M3,
 * 3 bf6 E3M2, 4 fp4 E2M1; ROCm blogs "Matrix Core Programming on AMD CDNA3
 * and CDNA4 architecture", section 5.4).  A lane i + M g holds row i (B:
 * column) elements in bit order, on the K axis:
 *   fp8/bf8 (8 VGPRs): element e at K (K/2) floor(e / 16) + 16 g + e % 16
 *     (the blog's 32x32x64 fp8 loads; for 16x16x128 "K bytes [16 klane,
 *     +16) and [64 + 16 klane, +16)", the notes of a public gfx950 fp8 MoE
 *     kernel written against aiter's a8w8 kernels);
 *   fp4 (4 VGPRs): nibble e (low first) at K 32 g + e (the blog's 32x32x64
 *     fp4 loads; 16x16x128 by the same rule, not confirmed);
 *   fp6/bf6 (6 VGPRs): the 32 six-bit codes packed end to end, element e
 *     at bits 6e .. 6e + 5 of the lane's 192-bit register image (two
 *     elements straddle registers) -- the packing of gfx950's own
 *     v_cvt_scalef32_pk32_*fp6/bf6 (exec_scale.c) and of AMD's rocRoller
 *     FP6x16 (16 codes in 3 dwords, LSB first); on the K axis as fp4
 *     (K 32 g + e), assumed, not confirmed.
 * ABID must be 0 (bit 11 set marks the scaled form, below).  Products
 * exact, added in double in k order from C, rounded once to f32 (as the
 * other MFMAs).
 *
 * v_mfma_scale_* (gfx950; llvm-mc-22 encodes a v_mfma_ld_scale_b32 word
 * pair naming the scale VGPRs, then the f8f6f4 MFMA with bit 11 set): an
 * E8M0 scale per 32 K of each row of A and column of B, 2^(s - 127) (0xff:
 * NaN).  A[i][k]'s scale is byte OPSEL_A of lane i + M floor(k / 32) of
 * scale_src0, B[k][j]'s byte OPSEL_B of lane j + N floor(k / 32) of
 * scale_src1 (one scale a lane: 16x16x128 has 16 rows x 4 blocks, 32x32x64
 * 32 x 2; the ROCm blog's "each thread stores 1 entry of Ax"; public
 * gfx950 MXFP4 kernels fill lane i + 16 g's byte 0 with row i's block-g
 * scale; for fp8's split K pieces the same lane rule is assumed).  OPSEL_A = op_sel[0] | op_sel_hi[0]
 * << 1, OPSEL_B = op_sel[1] | op_sel_hi[1] << 1 (llc-22's lowering of
 * llvm.amdgcn.mfma.scale.*'s opsel arguments).  A scaled product is a x
 * 2^sa x b x 2^sb, exact, summed as above (scales of 127 give the unscaled
 * result bit for bit). */

unsigned int gsi_mfma_f8f6f4_regs(unsigned int f)
{
	static const unsigned int n[5] = { 8, 8, 6, 6, 4 };

	return f < 5 ? n[f] : 0;
}

int gsi_mfma_f8f6f4_k(const struct gs_mfma_shape *s, unsigned int f, unsigned int g, unsigned int e)
{
	if (f <= GS_MFMA_FMT_BF8)
		return (int)(s->k / 2 * (e / 16) + 16 * g + e % 16);
	if (f <= GS_MFMA_FMT_FP4)
		return (int)(32 * g + e);  /* fp6/bf6: assumed as fp4 */
	return -1;
}

static double f8f6f4_val(unsigned int f, uint32_t v)
{
	static const enum gs_mf_fmt mf[5] = { GS_MF_E4M3, GS_MF_E5M2, GS_MF_E2M3, GS_MF_E3M2, GS_MF_E2M1 };

	return gsi_mf_decode(mf[f], v);
}

/* Element e (bits wide) of a lane's register image, straddling registers. */
static uint32_t elem(const uint32_t (*img)[L], unsigned int l, unsigned int e, unsigned int bits)
{
	unsigned int bit = e * bits, r = bit / 32, sh = bit % 32;
	uint64_t v = img[r][l];

	if (sh + bits > 32)
		v |= (uint64_t)img[r + 1][l] << 32;
	return (uint32_t)(v >> sh) & ((1u << bits) - 1);
}

/* 2^(s - 127) of an E8M0 scale (0xff: NaN). */
static double e8m0(uint32_t s)
{
	return s == 0xff ? NAN : ldexp(1.0, (int)s - 127);
}

static int f8f6f4_compute(const struct gs_mfma_shape *s, const struct gs_mfma_args *x,
			  uint32_t (*d)[GS_MFMA_LANES])
{
	static const unsigned int ebits[5] = { 8, 8, 6, 6, 4 };
	static _Thread_local double am[32][128], bm[128][32];
	unsigned int fmt[2] = { x->cbsz, x->blgp }, per = s->k / (L / s->m), ncd = gsi_mfma_ncd(s);
	uint32_t out[16][L];

	if ((x->abid && !x->scaled) || gsi_mfma_f8f6f4_k(s, fmt[0], 0, 0) < 0 ||
	    gsi_mfma_f8f6f4_k(s, fmt[1], 0, 0) < 0 || ncd > 16 || s->m > 32 || s->k > 128 ||
	    (x->scaled && (!x->scale[0] || !x->scale[1] || x->scale_sel[0] > 3 || x->scale_sel[1] > 3)))
		return -1;
	for (unsigned int op = 0; op < 2; op++) {
		const uint32_t (*img)[L] = op ? x->b : x->a;
		unsigned int bits = ebits[fmt[op]];

		for (unsigned int l = 0; l < L; l++)
			for (unsigned int e = 0; e < per; e++) {
				double val = f8f6f4_val(fmt[op], elem(img, l, e, bits));
				unsigned int k = (unsigned int)gsi_mfma_f8f6f4_k(s, fmt[op], l / s->m, e);

				if (x->scaled)  /* the scale of this row (column) and 32-K block */
					val *= e8m0(x->scale[op][l % s->m + s->m * (k / 32)] >>
						    (8 * x->scale_sel[op]) & 0xff);
				if (op)
					bm[k][l % s->m] = val;
				else
					am[l % s->m][k] = val;
			}
	}
	for (unsigned int i = 0; i < s->m; i++)
		for (unsigned int j = 0; j < s->n; j++) {
			struct gs_mfma_pos pc = gsi_mfma_cd_pos(s, i, j, 0);
			double acc = gsi_mfma_to_d(GS_MFMA_F32, x->c ? x->c[pc.reg][pc.lane] : x->c_const, 0);
			float f;

			for (unsigned int k = 0; k < s->k; k++)
				acc += am[i][k] * bm[k][j];
			f = (float)acc;  /* rounds to nearest even */
			memcpy(&out[pc.reg][pc.lane], &f, 4);
		}
	memcpy(d, out, sizeof(out[0]) * ncd);
	return 0;
}

int gsi_mfma_compute(const struct gs_mfma_shape *s, const struct gs_mfma_args *x,
		     uint32_t (*d)[GS_MFMA_LANES])
{
	static const unsigned int log2b[17] = { [1] = 0, [2] = 1, [4] = 2, [8] = 3, [16] = 4 };
	unsigned int ob = gsi_mfma_bits(s->out), ncd = gsi_mfma_ncd(s);
	int f64 = s->out == GS_MFMA_F64, i8 = s->in == GS_MFMA_I8;
	unsigned int neg = f64 ? x->blgp : 0;
	uint32_t out[32][L];
	double am[MAXE], bm[MAXE];

	if (s->in == GS_MFMA_F8F6F4)
		return f8f6f4_compute(s, x, d);
	if (x->cbsz > log2b[s->blocks] || x->abid >= 1u << x->cbsz || x->blgp > 7 ||
	    (x->cbsz && !s->cbsz_abid) || (x->blgp && !s->blgp) || ncd > 32 ||
	    (unsigned int)s->blocks * s->m * s->k > MAXE)
		return -1;
	gather(s, x->a, s->in, 0, x->ocp, am);
	gather(s, x->b, s->in_b ? s->in_b : s->in, f64 ? 0 : x->blgp, x->ocp, bm);
	if (neg & 3)
		for (unsigned int e = 0; e < (unsigned int)s->blocks * s->m * s->k; e++) {
			am[e] = neg & 1 ? -am[e] : am[e];
			bm[e] = neg & 2 ? -bm[e] : bm[e];
		}
	for (unsigned int b = 0; b < s->blocks; b++) {
		const double *ar = &am[gsi_mfma_a_block(b, x->cbsz, x->abid) * s->m * s->k];
		const double *br = &bm[b * s->m * s->k];

		for (unsigned int i = 0; i < s->m; i++) {
			/* the row's position once: along a row only the lane moves, by j */
			const struct gs_mfma_pos row = gsi_mfma_cd_pos(s, i, 0, b);

			for (unsigned int j = 0; j < s->n; j++) {
				const struct gs_mfma_pos pc = { .reg = row.reg, .lane = row.lane + j, .bit = row.bit };
				uint64_t cv = x->c ? get(x->c, pc, ob) : x->c_const;
				const double *a = &ar[i * s->k], *bb = &br[j * s->k];
				double acc = gsi_mfma_to_d(s->out, cv, 0);
				int64_t iacc = (int32_t)cv;

				if (neg & 4)
					acc = -acc;
				for (unsigned int k = 0; k < s->k; k++) {
					if (i8)  /* i8 products (< 2^15) are exact in double */
						iacc += (int64_t)(a[k] * bb[k]);
					else if (f64)
						acc = fma(a[k], bb[k], acc);
					else
						acc += a[k] * bb[k];
				}
				if (s->out == GS_MFMA_I32) {
					out[pc.reg][pc.lane] = (uint32_t)iacc;
				} else if (f64) {
					uint64_t u;

					memcpy(&u, &acc, 8);
					out[pc.reg][pc.lane] = (uint32_t)u;
					out[pc.reg + 1][pc.lane] = (uint32_t)(u >> 32);
				} else {
					float f = (float)acc;  /* rounds to nearest even */

					memcpy(&out[pc.reg][pc.lane], &f, 4);
				}
			}
		}
	}
	memcpy(d, out, sizeof(out[0]) * ncd);
	return 0;
}

/* ---- one instruction of a wave ---- */

int gsi_emu_mfma_regs_ok(const struct wave *w, unsigned int first, unsigned int n, int agpr, unsigned int idx,
			 const char *kind, const char *what, char *msg, size_t size)
{
	if (first + n <= w->n_vgprs)
		return 1;
	snprintf(msg, size, "%s %s %c[%u:%u] but the kernel allocates only %u registers%s (raise .amdhsa_next_free_vgpr%s)",
		 kind, what, agpr ? 'a' : 'v', idx, idx + n - 1, w->n_vgprs,
		 agpr ? " in its unified VGPR/AGPR file" : "", agpr ? " or .amdhsa_accum_offset" : "");
	return 0;
}

/* The bits of an inline constant (operand code) as a C operand of type t. */
static int c_inline(unsigned int code, unsigned int t, uint64_t *v)
{
	if (code >= 128 && code <= 208) {
		int64_t n = code <= 192 ? (int64_t)code - 128 : 192 - (int64_t)code;

		*v = t == GS_MFMA_F64 ? (uint64_t)n : (uint32_t)n;
		return 1;
	}
	if (code >= 240 && code < 240 + GSI_NINLINE_FLOATS) {
		*v = t == GS_MFMA_F64 ? gsi_inline_f64[code - 240] : gsi_inline_f32[code - 240];
		return 1;
	}
	return 0;
}

/* A gfx950 v_mfma_scale_*: the decoder's 16-byte ld_scale + f8f6f4 pair. */
static int is_scaled(const struct gs_mfma_shape *s, const struct gs_inst *in)
{
	return s && s->in == GS_MFMA_F8F6F4 && in->size == 16;
}

int gsi_mfma_inst_regs(const struct gs_inst *in, struct gs_mfma_regs *r)
{
	const struct gs_isa_op *op = in ? in->op : NULL;
	const struct gs_mfma_shape *s = gsi_mfma_shape_of(op);

	memset(r, 0, sizeof(*r));
	if (s) {
		r->ncd = gsi_mfma_ncd(s);
		if (s->in == GS_MFMA_F8F6F4) {
			r->na = gsi_mfma_f8f6f4_regs(in->cbsz);
			r->nb = gsi_mfma_f8f6f4_regs(in->blgp);
			if (!r->na || !r->nb)  /* an unknown format: the widest */
				r->na = r->nb = 8;
			r->scaled = is_scaled(s, in);
		} else {
			r->na = r->nb = gsi_mfma_nab(s);
		}
		return 1;
	}
	s = gsi_smfmac_shape_of(op);
	if (!s)
		return 0;
	r->na = gsi_smfmac_na(s);
	r->nb = gsi_smfmac_nb(s);
	r->ncd = gsi_mfma_ncd(s);
	r->smfmac = 1;
	return 1;
}

/* The scale VGPR (operand code) of a v_mfma_scale_*'s A or B. */
static int scale_reg(const struct wave *w, const struct gs_mfma_shape *s, unsigned int code, const char *which,
		     unsigned int *reg, char *msg, size_t size)
{
	if (code < GS_OPR_VGPR0) {
		snprintf(msg, size, "v_mfma_scale_%s: %s scale operand code %u is not emulated; expected a VGPR",
			 s->name + 7, which, code);
		return GS_ERR_UNSUPPORTED;
	}
	*reg = code - GS_OPR_VGPR0;
	if (!gsi_emu_mfma_regs_ok(w, *reg, 1, 0, *reg, "MFMA", "reads the scale", msg, size))
		return GS_ERR_FAULT;
	return GS_OK;
}

int gsi_emu_mfma(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size)
{
	const struct gs_mfma_shape *s = gsi_mfma_shape_of(in->op);
	uint64_t exec = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;
	struct gs_mfma_args x = { 0 };
	unsigned int reg[3], nab, ncd, dreg;

	if (!s && gsi_smfmac_shape_of(in->op))
		return gsi_emu_smfmac(e, w, in, gsi_smfmac_shape_of(in->op), msg, size);
	if (!s) {
		snprintf(msg, size, "%s is not emulated (emulated MFMA: the f32, xf32, f16, bf16, i8, fp8/bf8 and f64 shapes and SMFMAC; see Documentation/emulator.rst)",
			 in->op ? in->op->name : "this MFMA");
		return GS_ERR_UNSUPPORTED;
	}
	if (w->lanes != 64) {
		snprintf(msg, size, "%s in wave%u: MFMA is a wave64 instruction", s->name, w->lanes);
		return GS_ERR_UNSUPPORTED;
	}
	if (exec != ~0ull) {
		snprintf(msg, size, "%s with EXEC 0x%016llx is not emulated: the matrix spans all 64 lanes, expected EXEC all ones",
			 s->name, (unsigned long long)exec);
		return GS_ERR_UNSUPPORTED;
	}
	nab = gsi_mfma_nab(s);
	ncd = gsi_mfma_ncd(s);
	if (s->in == GS_MFMA_F8F6F4 &&
	    (gsi_mfma_f8f6f4_k(s, in->cbsz, 0, 0) < 0 || gsi_mfma_f8f6f4_k(s, in->blgp, 0, 0) < 0 ||
	     in->abid > (unsigned int)is_scaled(s, in))) {
		snprintf(msg, size, "%s cbsz:%u blgp:%u abid:%u is not emulated: expected the A/B formats fp8 (0), bf8 (1), fp6 (2), bf6 (3) or fp4 (4) and abid:0 (bit 11 set only in a v_mfma_scale_* pair)",
			 s->name, in->cbsz, in->blgp, in->abid);
		return GS_ERR_UNSUPPORTED;
	}
	if (is_scaled(s, in)) {
		unsigned int sreg[2];
		int st;

		if ((st = scale_reg(w, s, in->vdata, "A", &sreg[0], msg, size)) != GS_OK ||
		    (st = scale_reg(w, s, in->vdata1, "B", &sreg[1], msg, size)) != GS_OK)
			return st;
		x.scaled = 1;
		x.scale[0] = w->v[sreg[0]];
		x.scale[1] = w->v[sreg[1]];
		x.scale_sel[0] = (in->opsel & 1) | (in->opsel_hi & 1) << 1;
		x.scale_sel[1] = (in->opsel >> 1 & 1) | (in->opsel_hi >> 1 & 1) << 1;
	}
	for (unsigned int i = 0; i < 3; i++) {
		int agpr = in->acc >> (1 + i) & 1;

		if (in->src[i] < GS_OPR_VGPR0) {
			if (i == 2 && c_inline(in->src[i], s->out, &x.c_const))
				continue;
			snprintf(msg, size, "%s: %s operand code %u is not emulated; expected a VGPR or AGPR%s",
				 s->name, i == 0 ? "A" : i == 1 ? "B" : "C", in->src[i],
				 i == 2 ? " or an inline constant" : "");
			return GS_ERR_UNSUPPORTED;
		}
		reg[i] = (agpr ? w->agpr_base : 0) + in->src[i] - GS_OPR_VGPR0;
		if (!gsi_emu_mfma_regs_ok(w, reg[i], i == 2 ? ncd : s->in != GS_MFMA_F8F6F4 ? nab
				 : gsi_mfma_f8f6f4_regs(i ? in->blgp : in->cbsz), agpr, in->src[i] - GS_OPR_VGPR0,
			     "MFMA", "reads", msg, size))
			return GS_ERR_FAULT;
	}
	dreg = (in->acc & 1 ? w->agpr_base : 0) + in->vdst;
	if (!gsi_emu_mfma_regs_ok(w, dreg, ncd, in->acc & 1, in->vdst, "MFMA", "writes", msg, size))
		return GS_ERR_FAULT;
	x.a = (const uint32_t (*)[L])&w->v[reg[0]];
	x.b = (const uint32_t (*)[L])&w->v[reg[1]];
	x.c = in->src[2] >= GS_OPR_VGPR0 ? (const uint32_t (*)[L])&w->v[reg[2]] : NULL;
	x.cbsz = in->cbsz;
	x.abid = in->abid;
	x.blgp = in->blgp | (s->out == GS_MFMA_F64 ? in->neg & 7 : 0);
	x.ocp = e->target->gc_minor >= 5;  /* CDNA4 (GC 9.5) takes the OCP fp8 formats */
	if (gsi_mfma_compute(s, &x, &w->v[dreg])) {
		if ((in->cbsz || in->abid) && !s->cbsz_abid)
			snprintf(msg, size, "%s cbsz:%u abid:%u is not emulated: the calculator defines no A block broadcast for it; expected cbsz:0 abid:0",
				 s->name, in->cbsz, in->abid);
		else if (in->blgp && !s->blgp)
			snprintf(msg, size, "%s blgp:%u is not emulated: the calculator defines no B lane pattern for it; expected blgp:0",
				 s->name, in->blgp);
		else
			snprintf(msg, size, "%s cbsz:%u abid:%u: expected cbsz <= log2(%u blocks) and abid < 2^cbsz",
				 s->name, in->cbsz, in->abid, s->blocks);
		return GS_ERR_UNSUPPORTED;
	}
	return GS_OK;
}
