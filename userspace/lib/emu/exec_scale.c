// SPDX-License-Identifier: MIT
/*
 * VALU instructions with wide operands or small-float formats (helper
 * "valurest", issue #5), run lane by lane on the registers:
 *
 * - gfx950 v_cvt_scalef32_*: OCP fp8/bf8/fp6/bf6/fp4 to and from
 *   f32/f16/bf16 with an E8M0 scale taken from the exponent field of an f32
 *   operand (0xff: NaN).  Down conversions divide by the scale, round to
 *   nearest even (sr: stochastically, the seed operand's low bits added
 *   below the kept ones, the same seed for every element) and encode per
 *   minifloat.c: fp8/bf8 overflow to NaN/infinity or with CLAMP to the
 *   largest value; fp6/bf6/fp4 always saturate (NaN too).  Up conversions
 *   multiply by the scale and round to the destination's format (nearest
 *   even, infinity beyond its range).  OPSEL as the unscaled conversions:
 *   the source byte of a single fp8 by OPSEL[0] (bit 1) and OPSEL[1] (bit
 *   0), the source word of a pair by OPSEL[0]; a destination word by
 *   OPSEL[3], a destination byte by OPSEL[3:2]; an f16 result's half by
 *   OPSEL[3]; fp4 source bytes like fp8's.  The rest of a partly written
 *   destination register is kept.  Packing: fp4 two to a byte (low nibble
 *   first), fp6 32 in six dwords (element i at bits 6i..6i+5), f16/bf16 two
 *   to a dword (low half first); 2xpk16 takes elements 0-15 from src0 and
 *   16-31 from src1.  No abs/neg or input denormal flush on these sources.
 * - gfx12 v_dot4_f32_{fp8,bf8}_{fp8,bf8}: S2.f32 plus the four products of
 *   S0's and S1's bytes, summed exactly and rounded once to nearest even.
 * - v_mqsad_u32_u8: four masked SADs of S0's (64-bit) byte windows against
 *   S1 accumulated into S2's four dwords (128-bit), CLAMP saturating.
 * - gfx950 v_bitop3_b32/b16 and v_ashr_pk_{i8,u8}_i32 (bitop_lane), gfx90a+
 *   v_pk_mov_b32 (pkmov_lane), gfx11/gfx12 v_mullit_f32 (mullit_lane).
 *
 * The layouts and the seed/scale rules follow LLVM's operand lists and
 * AMD's HIP host reference for these conversions; they are not checked
 * against hardware (Documentation/emulator.rst).
 */
#include <float.h>
#include <math.h>
#include <stdint.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/exec_int.h"
#include "emu/minifloat.h"
#include "emu/op_fact.h"

enum ty { T_NONE, T_F32, T_F16, T_BF16, T_FP8, T_BF8, T_FP6, T_BF6, T_FP4 };

static enum ty ty_of(const char *s, size_t n)
{
	static const struct { const char *name; enum ty t; } tab[] = {
		{ "f32", T_F32 }, { "f16", T_F16 }, { "bf16", T_BF16 }, { "fp8", T_FP8 },
		{ "bf8", T_BF8 }, { "fp6", T_FP6 }, { "bf6", T_BF6 }, { "fp4", T_FP4 },
	};

	for (size_t i = 0; i < sizeof(tab) / sizeof(tab[0]); i++)
		if (strlen(tab[i].name) == n && !strncmp(tab[i].name, s, n))
			return tab[i].t;
	return T_NONE;
}

static enum gs_mf_fmt mf_of(enum ty t)
{
	switch (t) {
	case T_F32: return GS_MF_F32;
	case T_F16: return GS_MF_F16;
	case T_BF16: return GS_MF_BF16;
	case T_FP8: return GS_MF_E4M3;
	case T_BF8: return GS_MF_E5M2;
	case T_FP6: return GS_MF_E2M3;
	case T_BF6: return GS_MF_E3M2;
	default: return GS_MF_E2M1;
	}
}

static int small(enum ty t)
{
	return t >= T_FP8;
}

static int bits_of(enum ty t)
{
	return t == T_F32 ? 32 : t == T_F16 || t == T_BF16 ? 16 : t == T_FP6 || t == T_BF6 ? 6
	       : t == T_FP4 ? 4 : 8;
}

/* A decoded v_cvt_scalef32_ mnemonic (vs_parse, once per op). */
struct sc {
	int sr;          /* stochastic rounding: a seed operand */
	int n;           /* elements: 1, 2 or 32 */
	int two;         /* 2xpk16: the elements in src0 and src1 */
	enum ty dst, src;
};

static int parse(const char *n, struct sc *c)
{
	const char *u;

	memset(c, 0, sizeof(*c));
	c->n = 1;
	if (!strncmp(n, "sr_", 3)) {
		c->sr = 1;
		n += 3;
	}
	if (!strncmp(n, "pk32_", 5)) {
		c->n = 32;
		n += 5;
	} else if (!strncmp(n, "2xpk16_", 7)) {
		c->n = 32;
		c->two = 1;
		n += 7;
	} else if (!strncmp(n, "pk_", 3)) {
		c->n = 2;
		n += 3;
	}
	u = strchr(n, '_');
	if (!u)
		return 0;
	c->dst = ty_of(n, (size_t)(u - n));
	c->src = ty_of(u + 1, strlen(u + 1));
	return c->dst != T_NONE && c->src != T_NONE && small(c->dst) != small(c->src);
}

static uint64_t exec_mask(const struct wave *w)
{
	uint64_t m = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;

	return w->lanes == 32 ? m & 0xffffffffu : m;
}

/* Source i's VGPR number for a multi-register operand (else a failure). */
static int vreg(struct vi *x, int i, unsigned int *r)
{
	if (x->in.src[i] < GS_OPR_VGPR0) {
		gsi_vi_fail(x, GS_ERR_UNSUPPORTED, "%s: a multi-register source must be VGPRs%s", NULL);
		return 0;
	}
	*r = x->in.src[i] - GS_OPR_VGPR0;
	return 1;
}

/* Element k (of width b bits) of a little-endian packed register run. */
static uint32_t elem(struct vi *x, unsigned int reg, unsigned int lane, int b, int k)
{
	unsigned int bit = (unsigned int)(b * k), r = bit / 32, sh = bit % 32;
	uint64_t v = gsi_vi_vgpr(x, reg + r, lane);

	if (sh + (unsigned int)b > 32)
		v |= (uint64_t)gsi_vi_vgpr(x, reg + r + 1, lane) << 32;
	return (uint32_t)(v >> sh) & (b == 32 ? 0xffffffffu : (1u << b) - 1);
}

/* A float element's value from its bits. */
static double fval(enum ty t, uint32_t bits)
{
	return gsi_mf_decode(mf_of(t), bits);
}

static int src_sig(enum ty t)
{
	return t == T_F32 ? 24 : t == T_F16 ? 11 : 8;
}

/* One lane of a scaled conversion. */
static void scale_lane(struct vi *x, const struct sc *c, unsigned int l)
{
	unsigned int sel = x->in.opsel, nsrc = x->in.op->sig == GS_SIG_VOP3S3 ? 3 : 2, reg = 0, dreg = x->in.vdst;
	uint32_t scale_code = (uint32_t)(gsi_vi_src(x, x->in.src[nsrc - 1], l) >> 23 & 0xff);
	int sexp = (int)scale_code - 127, snan = scale_code == 0xff;
	uint32_t seed = c->sr ? gsi_vi_src(x, x->in.src[1], l) : 0, out[32], old;
	enum gs_mf_fmt sf = mf_of(c->src), df = mf_of(c->dst);
	int sb = bits_of(c->src), db = bits_of(c->dst);
	/* to fp8/bf8, MODE.FP16_OVFL saturates too (CDNA4 ISA 7.3: "Conversion
	 * to F4/F6 does not support FP16_OVFL, while to F8 does") */
	unsigned int flags = (c->sr ? GS_MF_SR : 0) |
			     (x->in.clamp || (x->w->fp16_ovfl && (c->dst == T_FP8 || c->dst == T_BF8)) ? GS_MF_SAT : 0);
	int k;

	if (small(c->src)) {  /* up: small codes to f32/f16/bf16 */
		uint32_t codes = 0;
		double v;

		if (c->n == 32) {
			if (!vreg(x, 0, &reg))
				return;
		} else {
			codes = gsi_vi_src(x, x->in.src[0], l);
			if (c->n == 1)  /* one fp8: byte OPSEL[0]*2 + OPSEL[1] */
				codes >>= 8 * ((sel >> 1 & 1) | (sel & 1) << 1);
			else if (sb == 8)  /* a pair of fp8: word OPSEL[0] */
				codes >>= 16 * (sel & 1);
			else  /* a pair of fp4: one byte, as fp8's */
				codes >>= 8 * ((sel >> 1 & 1) | (sel & 1) << 1);
		}
		for (k = 0; k < c->n; k++) {
			uint32_t code = c->n == 32 ? elem(x, reg, l, sb, k) : codes >> (sb * k) & ((1u << sb) - 1);

			v = snan ? NAN : ldexp(gsi_mf_decode(sf, code), sexp);
			if (snan && (code >> (sb - 1) & 1))
				v = -v;
			out[k] = gsi_mf_encode(df, v, 0, 0, 53);
		}
		if (c->n == 1 && db == 16) {  /* one f16/bf16 into the half OPSEL[3] */
			old = gsi_vi_vgpr(x, dreg, l);
			gsi_vi_vgpr_set(x, dreg, l, sel & 8 ? (old & 0xffff) | out[0] << 16 : (old & 0xffff0000u) | out[0]);
		} else if (db == 32) {
			for (k = 0; k < c->n; k++)
				gsi_vi_vgpr_set(x, dreg + (unsigned int)k, l, out[k]);
		} else {
			for (k = 0; k < c->n; k += 2)
				gsi_vi_vgpr_set(x, dreg + (unsigned int)k / 2, l, out[k] | out[k + 1] << 16);
		}
		return;
	}
	/* down: f32/f16/bf16 to small codes */
	for (k = 0; k < c->n; k++) {
		uint32_t b;

		if (c->n == 32) {
			int half = c->two && k >= 16;

			if (!vreg(x, half ? 1 : 0, &reg))
				return;
			b = elem(x, reg, l, sb, half ? k - 16 : k);
		} else if (sb == 32 && c->n == 2 && c->sr) {  /* sr_pk_fp4_f32: a register pair */
			if (!vreg(x, 0, &reg))
				return;
			b = gsi_vi_vgpr(x, reg + (unsigned int)k, l);
		} else if (sb == 32) {
			b = gsi_vi_src(x, x->in.src[k], l);
		} else {
			b = gsi_vi_src(x, x->in.src[0], l) >> (16 * k) & 0xffff;
		}
		if (x->st && *x->st)
			return;
		out[k] = gsi_mf_encode(df, snan ? copysign(NAN, fval(c->src, b)) : ldexp(fval(c->src, b), -sexp),
				      flags, seed, src_sig(c->src));
	}
	if (c->n == 32) {
		for (unsigned int r = 0; r < 6; r++) {
			uint32_t d = 0;

			for (k = 0; k < 32; k++) {
				int bit = 6 * k - 32 * (int)r;

				if (bit > -6 && bit < 32)
					d |= bit >= 0 ? out[k] << bit : out[k] >> -bit;
			}
			gsi_vi_vgpr_set(x, dreg + r, l, d);
		}
		return;
	}
	old = gsi_vi_vgpr(x, dreg, l);
	if (db == 4) {  /* two fp4 into byte OPSEL[3:2] */
		int sh = 8 * (int)(sel >> 2 & 3);

		gsi_vi_vgpr_set(x, dreg, l, (old & ~(0xffu << sh)) | (out[0] | out[1] << 4) << sh);
	} else if (c->n == 2) {  /* two fp8 into word OPSEL[3] */
		int sh = sel & 8 ? 16 : 0;

		gsi_vi_vgpr_set(x, dreg, l, (old & ~(0xffffu << sh)) | (out[0] | out[1] << 8) << sh);
	} else {  /* one fp8 (sr) into byte OPSEL[3:2] */
		int sh = 8 * (int)(sel >> 2 & 3);

		gsi_vi_vgpr_set(x, dreg, l, (old & ~(0xffu << sh)) | out[0] << sh);
	}
}

/* v_dot4_f32_<a>_<b> (gfx12, OCP formats) */
static void dot4_lane(struct vi *x, enum gs_mf_fmt fa, enum gs_mf_fmt fb, unsigned int l)
{
	uint32_t a = gsi_vi_src(x, x->in.src[0], l), b = gsi_vi_src(x, x->in.src[1], l);
	uint32_t cbits = gsi_vi_src(x, x->in.src[2], l);
	double s = gsi_mf_decode(GS_MF_F32, cbits);

	for (int k = 0; k < 32; k += 8)  /* each product and the sum are exact in double */
		s += gsi_mf_decode(fa, a >> k & 0xff) * gsi_mf_decode(fb, b >> k & 0xff);
	gsi_vi_vgpr_set(x, x->in.vdst, l, gsi_mf_encode(GS_MF_F32, s, 0, 0, 53));
}

static void mqsad_lane(struct vi *x, unsigned int l)
{
	unsigned int r0, r2;
	uint64_t a;
	uint32_t b = gsi_vi_src(x, x->in.src[1], l);

	if (!vreg(x, 0, &r0) || !vreg(x, 2, &r2))
		return;
	a = gsi_vi_vgpr(x, r0, l) | (uint64_t)gsi_vi_vgpr(x, r0 + 1, l) << 32;
	for (unsigned int k = 0; k < 4; k++) {
		uint64_t acc = gsi_vi_vgpr(x, r2 + k, l);
		uint32_t w = (uint32_t)(a >> (8 * k));

		for (unsigned int j = 0; j < 32; j += 8) {  /* masked: reference bytes of 0 skipped */
			uint32_t p = w >> j & 0xff, q = b >> j & 0xff;

			if (q)
				acc += p > q ? p - q : q - p;
		}
		gsi_vi_vgpr_set(x, x->in.vdst + k, l, (uint32_t)(x->in.clamp && acc > 0xffffffffu ? 0xffffffffu : acc));
	}
}

/* gfx950 v_bitop3_b32/b16: each result bit is bit {S0,S1,S2} (S0 the
 * high index bit) of the 8-bit table in the abs (bits 5:3), omod (7:6) and
 * neg (2:0) fields; v_ashr_pk_{i8,u8}_i32: S0 and S1 shifted right
 * arithmetically by S2[4:0], saturated to bytes 0 and 1 of a 16-bit half.
 * A 16-bit result goes to the half OPSEL[3] picks, the other kept. */
static void bitop_lane(struct vi *x, int kind, unsigned int l)
{
	uint32_t a = gsi_vi_src(x, x->in.src[0], l), b = gsi_vi_src(x, x->in.src[1], l);
	uint32_t c = gsi_vi_src(x, x->in.src[2], l), d = 0, old;
	unsigned int tt = (x->in.neg & 7u) | (x->in.abs & 7u) << 3 | (x->in.omod & 3u) << 6;

	if (kind == 3 || kind == 4) {
		for (int i = 0; i < 32; i++)
			if (tt >> ((a >> i & 1) << 2 | (b >> i & 1) << 1 | (c >> i & 1)) & 1)
				d |= 1u << i;
		if (kind == 3) {
			gsi_vi_vgpr_set(x, x->in.vdst, l, d);
			return;
		}
		d &= 0xffff;
	} else {
		int32_t lo = kind == 5 ? -128 : 0, hi = kind == 5 ? 127 : 255;

		for (int k = 0; k < 2; k++) {
			int32_t v = (int32_t)(k ? b : a) >> (c & 31);

			v = v < lo ? lo : v > hi ? hi : v;
			d |= ((uint32_t)v & 0xff) << (8 * k);
		}
	}
	old = gsi_vi_vgpr(x, x->in.vdst, l);
	gsi_vi_vgpr_set(x, x->in.vdst, l, x->in.opsel & 8 ? (old & 0xffff) | d << 16 : (old & 0xffff0000u) | d);
}

/* gfx90a+ v_pk_mov_b32: D.lo = dword OPSEL[0] of S0, D.hi = dword
 * OPSEL_HI[1] of S1 (the packed-lane reading of LLVM's 64-bit moves);
 * sources are VGPR or SGPR pairs. */
static void pkmov_lane(struct vi *x, unsigned int l)
{
	uint32_t lo, hi;
	unsigned int c0 = x->in.src[0], c1 = x->in.src[1];

	if ((c0 >= 128 && c0 < GS_OPR_VGPR0) || (c1 >= 128 && c1 < GS_OPR_VGPR0)) {
		gsi_vi_fail(x, GS_ERR_UNSUPPORTED, "%s: constants as 64-bit packed sources are not emulated; use registers%s", NULL);
		return;
	}
	lo = gsi_vi_src(x, c0 + (x->in.opsel & 1), l);
	hi = gsi_vi_src(x, c1 + (x->in.opsel_hi >> 1 & 1), l);
	gsi_vi_vgpr_set(x, x->in.vdst, l, lo);
	gsi_vi_vgpr_set(x, x->in.vdst + 1, l, hi);
}

/* gfx11/gfx12 v_mullit_f32 (RDNA3 guide): -FLT_MAX when S1 is -FLT_MAX,
 * -inf or NaN or S2 is <= 0 or NaN, else S0 * S1 with 0 * x = 0 (the
 * guide's description); rounded per MODE.FP_ROUND, no denormal flush,
 * no omod/clamp. */
static void mullit_lane(struct vi *x, unsigned int l)
{
	float a, b, c, r;
	uint32_t ua = gsi_vi_src(x, x->in.src[0], l), ub = gsi_vi_src(x, x->in.src[1], l);
	uint32_t uc = gsi_vi_src(x, x->in.src[2], l), ur;

	ua ^= (x->in.abs & 1 ? ua & 0x80000000u : 0) ^ (x->in.neg & 1 ? 0x80000000u : 0);
	ub ^= (x->in.abs & 2 ? ub & 0x80000000u : 0) ^ (x->in.neg & 2 ? 0x80000000u : 0);
	uc ^= (x->in.abs & 4 ? uc & 0x80000000u : 0) ^ (x->in.neg & 4 ? 0x80000000u : 0);
	memcpy(&a, &ua, 4);
	memcpy(&b, &ub, 4);
	memcpy(&c, &uc, 4);
	if (b == -FLT_MAX || (isinf(b) && b < 0) || isnan(b) || c <= 0.0f || isnan(c))
		r = -FLT_MAX;
	else if (a == 0.0f || b == 0.0f)
		r = 0.0f;
	else {
		int pr = gsi_emu_round_enter(x->w, 32);

		r = a * b;
		gsi_emu_round_leave(pr);
	}
	memcpy(&ur, &r, 4);
	gsi_vi_vgpr_set(x, x->in.vdst, l, ur);
}

/* What gsi_emu_vscale runs for an op, read off its name once per op
 * (op_fact.h).  kind -1: nothing to do; 0 v_cvt_scalef32_* (c), 1
 * v_dot4_f32_* (fa, fb), 2 v_mqsad_u32_u8, 3/4 v_bitop3_b32/b16, 5/6
 * v_ashr_pk_i8/u8_i32 (bitop_lane's kinds), 7 v_pk_mov_b32, 8 v_mullit_f32. */
struct vs {
	int kind;
	struct sc c;
	enum gs_mf_fmt fa, fb;
};

static int vs_parse(const char *n, struct vs *v)
{
	v->fa = v->fb = GS_MF_E4M3;
	if (!strcmp(n, "v_pipeflush") || !strcmp(n, "v_clrexcp"))
		v->kind = -1;  /* no pipeline, no exception state to clear */
	else if (!strncmp(n, "v_cvt_scalef32_", 15) && parse(n + 15, &v->c))
		v->kind = 0;
	else if (!strncmp(n, "v_dot4_f32_", 11) && strlen(n) == 18 &&
		 (n[11] == 'f' || n[11] == 'b') && (n[15] == 'f' || n[15] == 'b')) {
		v->kind = 1;
		v->fa = n[11] == 'b' ? GS_MF_E5M2 : GS_MF_E4M3;
		v->fb = n[15] == 'b' ? GS_MF_E5M2 : GS_MF_E4M3;
	} else if (!strcmp(n, "v_mqsad_u32_u8"))
		v->kind = 2;
	else if (!strcmp(n, "v_bitop3_b32") || !strcmp(n, "v_bitop3_b16"))
		v->kind = n[10] == '3' ? 3 : 4;
	else if (!strcmp(n, "v_ashr_pk_i8_i32") || !strcmp(n, "v_ashr_pk_u8_i32"))
		v->kind = n[10] == 'i' ? 5 : 6;
	else if (!strcmp(n, "v_pk_mov_b32"))
		v->kind = 7;
	else if (!strcmp(n, "v_mullit_f32"))
		v->kind = 8;
	else
		return 0;
	return 1;
}

static int vs_of(const struct gs_isa_op *op, struct vs *v);
EMU_NAME_FACT(vs_of, struct vs, vs_parse)

int gsi_emu_vscale(struct vi *x)
{
	uint64_t exec = exec_mask(x->w);
	enum gs_mf_fmt fa, fb;
	struct vs v;
	const struct sc *c = &v.c;
	int kind;

	if (!vs_of(x->in.op, &v))
		return 0;
	if (v.kind < 0)
		return 1;
	kind = v.kind;
	fa = v.fa;
	fb = v.fb;
	if (x->in.dpp)
		return gsi_vi_fail(x, GS_ERR_UNSUPPORTED, "%s: DPP is not emulated for this instruction%s", NULL);
	if (x->probe)
		return 1;
	for (unsigned int l = 0; l < x->w->lanes && !*x->st; l++) {
		if (!(exec >> l & 1))
			continue;
		if (kind == 0)
			scale_lane(x, c, l);
		else if (kind == 1)
			dot4_lane(x, fa, fb, l);
		else if (kind == 2)
			mqsad_lane(x, l);
		else if (kind == 7)
			pkmov_lane(x, l);
		else if (kind == 8)
			mullit_lane(x, l);
		else
			bitop_lane(x, kind, l);
	}
	return 1;
}
