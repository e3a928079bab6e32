// SPDX-License-Identifier: MIT
/*
 * Value semantics of the transcendental, rounding and bit-manipulation VALU
 * instructions, as pure functions of their operands (exec.c fetches the
 * operands, applies modifiers and denormal modes, and writes the results).
 *
 * Accuracy (Documentation/emulator.rst): the ISA guides promise about 1 ULP
 * for the f32 transcendentals; the emulator evaluates them in double
 * precision and rounds once to the destination format, which is within one
 * ULP (almost always the correctly rounded value).  Special values follow
 * the RDNA3/RDNA4 guides' functional examples: log(+-0) = -inf, log of a
 * negative number or -inf is NaN (0xffc00000), rsq(+-0) = +-inf, sin/cos of
 * an infinity is NaN, and sin/cos take their input in revolutions.
 */
#include <math.h>
#include <string.h>

#include "emu/emu.h"

/* The NaN the guides' examples show for invalid inputs (sign set, quiet). */
static double default_nan(void)
{
	uint64_t u = 0xfff8000000000000ull;
	double d;

	memcpy(&d, &u, 8);
	return d;
}

/* sin(2 pi r) for a finite r: the whole revolutions are dropped exactly,
 * the rest folded into [-1/4, 1/4] by exact steps, so multiples of 1/2 give
 * exact zeros (+0; the guides show sin(-MaxFloat) = +0) and odd multiples
 * of 1/4 exact +-1. */
static double sin_rev(double r)
{
	double f = r - nearbyint(r);  /* exact, in [-1/2, 1/2] */

	if (f > 0.25)
		f = 0.5 - f;
	else if (f < -0.25)
		f = -0.5 - f;
	if (f == 0.0)  /* +0, but sin(-0) = -0 (the guides' examples) */
		return r == 0.0 ? r : 0.0;
	return sin(f * 2.0 * M_PI);
}

static double cos_rev(double r)
{
	double f = r - nearbyint(r);  /* cos is even: fold |f| into [0, 1/2] */

	f = fabs(f);
	/* cos(2 pi f) = sin(2 pi (1/4 - f)), 1/4 - f exact in [-1/4, 1/4] */
	f = 0.25 - f;
	if (f == 0.0)
		return 0.0;
	return sin(f * 2.0 * M_PI);
}

/* One-source float operations shared by the f16, f32 and f64 forms, in
 * double precision; the caller rounds once to its format. */
int gsi_emu_funary(unsigned int sem, double x, double *r)
{
	switch (sem) {
	case GS_SEM_V_EXP_F32:
	case GS_SEM_V_EXP_F16:
		*r = exp2(x);
		return 1;
	case GS_SEM_V_LOG_F32:
	case GS_SEM_V_LOG_F16:
		if (isnan(x))
			*r = x;
		else if (x == 0.0)
			*r = -INFINITY;
		else
			*r = x < 0 ? default_nan() : log2(x);
		return 1;
	case GS_SEM_V_RCP_F16:
	case GS_SEM_V_RCP_F64:
		*r = 1.0 / x;
		return 1;
	case GS_SEM_V_RSQ_F32:
	case GS_SEM_V_RSQ_F16:
	case GS_SEM_V_RSQ_F64:
		if (isnan(x))
			*r = x;
		else
			*r = x < 0 ? default_nan() : 1.0 / sqrt(x);  /* -0: 1 / -0 = -inf */
		return 1;
	case GS_SEM_V_SQRT_F16:
	case GS_SEM_V_SQRT_F64:
		*r = isnan(x) ? x : x < 0 ? default_nan() : sqrt(x);
		return 1;
	case GS_SEM_V_SIN_F32:
	case GS_SEM_V_SIN_F16:
		*r = isnan(x) ? x : isinf(x) ? default_nan() : sin_rev(x);
		return 1;
	case GS_SEM_V_COS_F32:
	case GS_SEM_V_COS_F16:
		*r = isnan(x) ? x : isinf(x) ? default_nan() : cos_rev(x);
		return 1;
	case GS_SEM_V_FLOOR_F32:
	case GS_SEM_V_FLOOR_F16:
	case GS_SEM_V_FLOOR_F64:
		*r = floor(x);
		return 1;
	case GS_SEM_V_CEIL_F32:
	case GS_SEM_V_CEIL_F16:
	case GS_SEM_V_CEIL_F64:
		*r = ceil(x);
		return 1;
	case GS_SEM_V_TRUNC_F32:
	case GS_SEM_V_TRUNC_F16:
	case GS_SEM_V_TRUNC_F64:
		*r = trunc(x);
		return 1;
	case GS_SEM_V_RNDNE_F32:
	case GS_SEM_V_RNDNE_F16:
	case GS_SEM_V_RNDNE_F64:
		/* to nearest even whatever MODE.FP_ROUND says (the remainder is
		 * exact; the sign of a zero result is x's) */
		*r = isfinite(x) ? copysign(x - remainder(x, 1.0), x) : x;
		return 1;
	case GS_SEM_V_FRACT_F32:
	case GS_SEM_V_FRACT_F16:
	case GS_SEM_V_FRACT_F64:
		/* x - floor(x), kept below 1 (a tiny negative x would round to
		 * 1.0): the largest value of the format below 1; infinities give
		 * NaN */
		if (isnan(x))
			*r = x;
		else if (isinf(x))
			*r = default_nan();
		else
			*r = fmin(x - floor(x), sem == GS_SEM_V_FRACT_F16 ? 0x1.ffcp-1
					       : sem == GS_SEM_V_FRACT_F32 ? 0x1.fffffep-1 : 0x1.fffffffffffffp-1);
		return 1;
	case GS_SEM_V_RCP_IFLAG_F32:  /* rcp that signals integer exceptions: the same value */
		*r = 1.0 / x;
		return 1;
	}
	return 0;
}

/* V_MAX/V_MIN (RDNA3, IEEE mode quiets and returns a signalling NaN) and
 * V_MAX_NUM/V_MIN_NUM (RDNA4: a NaN only when both are) on f32, per the ISA
 * pseudocode; +0 counts as greater than -0. */
float gsi_emu_fminmax(float a, float b, int max, int num, int ieee)
{
	uint32_t ua, ub;

	memcpy(&ua, &a, 4);
	memcpy(&ub, &b, 4);
	if (!num && ieee && isnan(a) && !(ua & 0x00400000)) {
		ua |= 0x00400000;
		memcpy(&a, &ua, 4);
		return a;
	}
	if (!num && ieee && isnan(b) && !(ub & 0x00400000)) {
		ub |= 0x00400000;
		memcpy(&b, &ub, 4);
		return b;
	}
	if (num && isnan(a) && isnan(b)) {
		ua |= 0x00400000;
		memcpy(&a, &ua, 4);
		return a;
	}
	if (isnan(a))
		return b;
	if (isnan(b))
		return a;
	if (a == 0.0f && b == 0.0f)
		return (signbit(a) != 0) == max ? b : a;
	return (max ? a > b : a < b) ? a : b;
}

/* V_MED3_F32 / V_MED3_NUM_F32 (ISA pseudocode): with a NaN operand, the
 * three-way minimum; otherwise the larger of the two operands that are not
 * the maximum. */
float gsi_emu_fmed3(float a, float b, float c, int num, int ieee)
{
	float mx;

	if (isnan(a) || isnan(b) || isnan(c))
		return gsi_emu_fminmax(gsi_emu_fminmax(a, b, 0, num, ieee), c, 0, num, ieee);
	mx = gsi_emu_fminmax(gsi_emu_fminmax(a, b, 1, num, ieee), c, 1, num, ieee);
	if (mx == a)  /* float equality, as the pseudocode: +0 == -0 */
		return gsi_emu_fminmax(b, c, 1, num, ieee);
	if (mx == b)
		return gsi_emu_fminmax(a, c, 1, num, ieee);
	return gsi_emu_fminmax(a, b, 1, num, ieee);
}

static uint32_t bfrev(uint32_t x)
{
	uint32_t r = 0;

	for (unsigned int i = 0; i < 32; i++)
		r |= (x >> i & 1) << (31 - i);
	return r;
}

/* V_PERM_B32: byte k of the result selected by byte k of S2 from the eight
 * bytes {S0, S1} (S1 is bytes 0-3); 8-11 sign-replicate bytes 1, 3, 5, 7,
 * 12 gives 0x00, 13+ 0xff (RDNA3/RDNA4 ISA pseudocode, BYTE_PERMUTE). */
static uint32_t perm(uint32_t s0, uint32_t s1, uint32_t sel)
{
	uint64_t in = (uint64_t)s0 << 32 | s1;
	uint32_t d = 0;

	for (unsigned int k = 0; k < 4; k++) {
		unsigned int s = sel >> (8 * k) & 0xff;
		uint32_t b;

		if (s >= 13)
			b = 0xff;
		else if (s == 12)
			b = 0;
		else if (s >= 8)
			b = (in >> (16 * (s - 8) + 15) & 1) ? 0xff : 0;
		else
			b = (uint32_t)(in >> (8 * s)) & 0xff;
		d |= b << (8 * k);
	}
	return d;
}

static int32_t sext24(uint32_t x)
{
	return (int32_t)(x << 8) >> 8;
}

/* Integer VALU operations of up to three 32-bit sources. */
int gsi_emu_int_op(unsigned int sem, uint32_t a, uint32_t b, uint32_t c, uint32_t *d)
{
	int32_t ia = (int32_t)a, ib = (int32_t)b, ic = (int32_t)c, t;
	uint32_t u;

	switch (sem) {
	case GS_SEM_V_BFREV_B32: *d = bfrev(a); return 1;
	/* count from the MSB / LSB; -1 (0xffffffff) when no bit is set */
	case GS_SEM_V_CLZ_I32_U32: case GS_SEM_V_FFBH_U32:  /* gfx9 names */
		*d = a ? (uint32_t)__builtin_clz(a) : 0xffffffffu; return 1;
	case GS_SEM_V_CTZ_I32_B32: case GS_SEM_V_FFBL_B32:
		*d = a ? (uint32_t)__builtin_ctz(a) : 0xffffffffu; return 1;
	case GS_SEM_V_BCNT_U32_B32: *d = (uint32_t)__builtin_popcount(a) + b; return 1;
	case GS_SEM_V_MIN_I32: *d = (uint32_t)(ia < ib ? ia : ib); return 1;
	case GS_SEM_V_MAX_I32: *d = (uint32_t)(ia > ib ? ia : ib); return 1;
	case GS_SEM_V_MUL_HI_I32: *d = (uint32_t)((uint64_t)((int64_t)ia * ib) >> 32); return 1;
	case GS_SEM_V_BFE_I32: {
		unsigned int off = b & 31, w = c & 31;

		if (!w) {
			*d = 0;
			return 1;
		}
		/* shift the field to the top, then arithmetic-shift it down */
		if (off + w >= 32)
			*d = (uint32_t)(ia >> off);
		else
			*d = (uint32_t)((int32_t)(a << (32 - off - w)) >> (32 - w));
		return 1;
	}
	case GS_SEM_V_BFI_B32: *d = (a & b) | (~a & c); return 1;
	case GS_SEM_V_ALIGNBIT_B32: *d = (uint32_t)((((uint64_t)a << 32) | b) >> (c & 31)); return 1;
	case GS_SEM_V_PERM_B32: *d = perm(a, b, c); return 1;
	case GS_SEM_V_AND_OR_B32: *d = (a & b) | c; return 1;
	case GS_SEM_V_OR3_B32: *d = a | b | c; return 1;
	case GS_SEM_V_LSHL_OR_B32: *d = (a << (b & 31)) | c; return 1;
	case GS_SEM_V_MAD_I32_I24: *d = (uint32_t)((int64_t)sext24(a) * sext24(b)) + c; return 1;
	case GS_SEM_V_MIN3_I32: t = ia < ib ? ia : ib; *d = (uint32_t)(t < ic ? t : ic); return 1;
	case GS_SEM_V_MAX3_I32: t = ia > ib ? ia : ib; *d = (uint32_t)(t > ic ? t : ic); return 1;
	case GS_SEM_V_MIN3_U32: u = a < b ? a : b; *d = u < c ? u : c; return 1;
	case GS_SEM_V_MAX3_U32: u = a > b ? a : b; *d = u > c ? u : c; return 1;
	case GS_SEM_V_MED3_I32: {
		int32_t lo = ia < ib ? ia : ib, hi = ia < ib ? ib : ia;

		*d = (uint32_t)(ic < lo ? lo : ic > hi ? hi : ic);
		return 1;
	}
	case GS_SEM_V_MED3_U32: {
		uint32_t lo = a < b ? a : b, hi = a < b ? b : a;

		*d = c < lo ? lo : c > hi ? hi : c;
		return 1;
	}
	}
	return 0;
}

/*
 * gfx9 v_screen_partition_4se_b32: D = TABLE[S0[7:0]], the 256-entry table
 * of the Vega, MI100 (CDNA1) and MI200 (CDNA2) ISA guides (the four agree;
 * the CDNA3/CDNA4 guides do not describe the instruction, llvm-mc-22 takes
 * it for gfx942/gfx950).  The guides derive it: S0[7:0] = {x_min[6:5],
 * y_min[6:5], x_max[6:5], y_max[6:5]} of a rectangle in 32-pixel tiles, and
 * the SE of tile (x, y) is {x[5] ^ y[6], y[5] ^ x[6]}; entry i is the mask
 * of the SEs the tiles from min to max (wrapping modulo 4) cover, which
 * tests/unit/test_emu_valu4.c recomputes for all 256 entries.
 */
static const uint8_t screen_4se[256] = {
	0x1, 0x3, 0x7, 0xf, 0x5, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf,
	0xf, 0x2, 0x6, 0xe, 0xf, 0xa, 0xf, 0xf, 0xf, 0xb, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf,
	0xd, 0xf, 0x4, 0xc, 0xf, 0xf, 0x5, 0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0xf,
	0x9, 0xb, 0xf, 0x8, 0xf, 0xf, 0xf, 0xa, 0xf, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf,
	0xf, 0xf, 0xf, 0xf, 0x4, 0xc, 0xd, 0xf, 0x6, 0xf, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf,
	0xf, 0xf, 0xf, 0xf, 0xf, 0x8, 0x9, 0xb, 0xf, 0x9, 0x9, 0xf, 0xf, 0xd, 0xf, 0xf,
	0xf, 0xf, 0xf, 0xf, 0x7, 0xf, 0x1, 0x3, 0xf, 0xf, 0x9, 0xf, 0xf, 0xf, 0xb, 0xf,
	0xf, 0xf, 0xf, 0xf, 0x6, 0xe, 0xf, 0x2, 0x6, 0xf, 0xf, 0x6, 0xf, 0xf, 0xf, 0x7,
	0xb, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x2, 0x3, 0xb, 0xf, 0xa, 0xf, 0xf, 0xf,
	0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x1, 0x9, 0xd, 0xf, 0x5, 0xf, 0xf,
	0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf, 0xf, 0xe, 0xf, 0x8, 0xc, 0xf, 0xf, 0xa, 0xf,
	0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0x6, 0x7, 0xf, 0x4, 0xf, 0xf, 0xf, 0x5,
	0x9, 0xf, 0xf, 0xf, 0xd, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x8, 0xc, 0xe, 0xf,
	0xf, 0x6, 0x6, 0xf, 0xf, 0xe, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0xf, 0x4, 0x6, 0x7,
	0xf, 0xf, 0x6, 0xf, 0xf, 0xf, 0x7, 0xf, 0xf, 0xf, 0xf, 0xf, 0xb, 0xf, 0x2, 0x3,
	0x9, 0xf, 0xf, 0x9, 0xf, 0xf, 0xf, 0xb, 0xf, 0xf, 0xf, 0xf, 0x9, 0xd, 0xf, 0x1,
};

/*
 * gfx9 v_exp_legacy_f32 / v_log_legacy_f32 (Vega, MI100, MI200 guides:
 * "D.f = pow(2.0, S0.f). Power with legacy semantics.", "D.f = log2(S0.f).
 * Base 2 logarithm with legacy semantics."; the CDNA3/CDNA4 guides list
 * them as transcendentals without a description).  What "legacy" changes
 * is published nowhere at hand (LLVM 22 has no intrinsic for them, only
 * llvm.amdgcn.log.clamp for SI's v_log_clamp_f32; Mesa ACO lists the
 * opcodes only), so only inputs whose result any reading of the formula
 * gives run: exp of a finite x whose 2^x is a normal number (zero and
 * denormal x give 1.0 flushed or not), log of a positive normal finite x;
 * both within one ULP as v_exp_f32/v_log_f32.  Other inputs (the special
 * values, where legacy rules differ if anywhere) return -1 and refuse.
 * a: S0's bits after the neg/abs modifiers; *d: the result's f32 bits.
 */
int gsi_emu_legacy_op(unsigned int sem, uint32_t a, uint32_t *d)
{
	unsigned int ex = a >> 23 & 0xff;
	float x, r;

	memcpy(&x, &a, 4);
	switch (sem) {
	case GS_SEM_V_SCREEN_PARTITION_4SE_B32:
		*d = screen_4se[a & 0xff];
		return 1;
	case GS_SEM_V_EXP_LEGACY_F32:
		if (ex == 0xff || x < -126.0f || x >= 128.0f)
			return -1;
		r = ex == 0 ? 1.0f : (float)exp2((double)x);
		break;
	case GS_SEM_V_LOG_LEGACY_F32:
		if (ex == 0 || ex == 0xff || a >> 31)
			return -1;
		r = (float)log2((double)x);
		break;
	default:
		return 0;
	}
	memcpy(d, &r, 4);
	return 1;
}
