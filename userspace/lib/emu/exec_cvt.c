// SPDX-License-Identifier: MIT
/*
 * Value semantics of the VALU conversions (v_cvt_*, v_frexp_*,
 * v_sat_pk_u8_i16) as pure functions of their operands.  exec.c fetches
 * the sources by their widths (true16 halves and VOP3 OPSEL, abs/neg and
 * input denormals applied to float sources), and finishes float results:
 * omod, clamp, one rounding per MODE.FP_ROUND and output flush.
 *
 * Rules (RDNA3/RDNA4 and CDNA3 ISA guides' pseudocode): float -> integer
 * rounds toward zero (floor/flr: toward -inf; nearest/rpi: floor(x + 0.5)),
 * saturates at the integer range, NaN gives 0.  The normalised forms (norm,
 * pk_norm, pknorm) clamp to [-1, 1] / [0, 1], scale by 32767 / 65535 and
 * round to nearest even; pk_u8/pkaccum_u8 round to nearest even and
 * saturate to [0, 255].  fp8/bf8: gfx12 and gfx950 use the OCP formats
 * (E4M3 bias 7, max 448, NaN S.1111.111, no infinity; E5M2 bias 15 with
 * infinities), gfx942 the FNUZ ones (E4M3 bias 8, max 240; E5M2 bias 16;
 * 0x80 the only NaN, no -0, no infinity).  f32 -> fp8 rounds to nearest
 * even (sr: stochastically, the random dword added below the kept bits);
 * a value beyond the largest finite one becomes NaN (OCP E5M2: infinity),
 * or with VOP3 CLAMP the largest finite value.  With MODE.FP16_OVFL = 1 on
 * gfx12 and gfx950 (in->ovfl) an overflowing value or infinity becomes the
 * signed largest finite value and NaN stays NaN (RDNA4 ISA 7.6.2, CDNA4 ISA
 * 7.3, the same table); gfx942's guide text for it was not found, so FNUZ
 * conversions ignore the bit.  gfx950's v_cvt_pk_f16_f32
 * rounds per MODE, v_cvt_pk_bf16_f32 to nearest even, v_cvt_sr_f16_f32 /
 * v_cvt_sr_bf16_f32 stochastically (beyond the range: infinity).
 */
#include <math.h>
#include <pthread.h>
#include <stdint.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/minifloat.h"

static uint64_t sat_int(double x, double lo, double hi)
{
	if (isnan(x))
		return 0;
	x = trunc(x);
	x = x < lo ? lo : x > hi ? hi : x;
	return (uint64_t)(int64_t)x;
}

/* Round to nearest, ties to even, without the host rounding mode (exec.c
 * sets it from MODE around the instruction). */
static double rne(double x)
{
	double f = floor(x), d = x - f;

	if (d > 0.5 || (d == 0.5 && fmod(f, 2.0) != 0.0))
		f += 1.0;
	return f;
}

static double fp_bf16(uint64_t raw)
{
	uint32_t u = (uint32_t)(raw & 0xffff) << 16;
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static uint32_t norm16(double x, int sgn)
{
	if (isnan(x))
		return 0;
	if (sgn) {
		x = x < -1.0 ? -1.0 : x > 1.0 ? 1.0 : x;
		return (uint32_t)(int32_t)rne(x * 32767.0) & 0xffff;
	}
	x = x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
	return (uint32_t)rne(x * 65535.0);
}

static uint32_t u8_of(double x)
{
	if (isnan(x) || x <= 0.0)
		return 0;
	return x >= 255.0 ? 255 : (uint32_t)rne(x);
}

/* x to binary16 (bf: bfloat16) rounding stochastically (S1 the random
 * dword, minifloat.c); beyond the range infinity, or (clamp) the largest
 * finite value. */
static uint32_t sr16(double x, int bf, int clamp, uint32_t rng)
{
	return gsi_mf_encode(bf ? GS_MF_BF16 : GS_MF_F16, x, GS_MF_SR | (clamp ? GS_MF_SAT : 0), rng, 24);
}

/* bfloat16 nearest even of an f32 value (NaN: quiet) */
static uint32_t bf16_rne(double x)
{
	float f = (float)x;
	uint32_t u;

	memcpy(&u, &f, 4);
	if (isnan(f))
		return (u >> 16) | 0x40;
	return (u + 0x7fff + (u >> 16 & 1)) >> 16;
}

/* gfx950's bf16/f16 conversions, told apart by name: once per sem (the
 * first time any is asked), not per lane. */
enum g950 { G_NONE, G_SCALE, G_F32_BF16, G_PK_F16_F32, G_PK_BF16_F32, G_SR_F16_F32, G_SR_BF16_F32 };

static unsigned char g950_of[GS_SEM_COUNT];
static pthread_once_t g950_once = PTHREAD_ONCE_INIT;

static enum g950 g950_parse(const char *n)
{
	if (strncmp(n, "v_cvt_", 6))
		return G_NONE;
	n += 6;
	if (!strncmp(n, "scalef32_", 9))  /* run by exec_scale.c; counted here for OPSEL decoding */
		return G_SCALE;
	if (!strcmp(n, "f32_bf16"))
		return G_F32_BF16;
	if (!strcmp(n, "pk_f16_f32"))
		return G_PK_F16_F32;
	if (!strcmp(n, "pk_bf16_f32"))
		return G_PK_BF16_F32;
	if (!strcmp(n, "sr_f16_f32"))
		return G_SR_F16_F32;
	if (!strcmp(n, "sr_bf16_f32"))
		return G_SR_BF16_F32;
	return G_NONE;
}

static void g950_build(void)
{
	for (unsigned int i = 0; i < GS_SEM_COUNT; i++)
		g950_of[i] = (unsigned char)g950_parse(gsi_sem_names[i] ? gsi_sem_names[i] : "");
}

/* 1 when sem is one of them */
static int cvt_gfx950(unsigned int sem, const struct emu_cvt_in *s, struct emu_cvt_out *o)
{
	enum g950 k;

	pthread_once(&g950_once, g950_build);
	k = sem < GS_SEM_COUNT ? (enum g950)g950_of[sem] : G_NONE;
	switch (k) {
	case G_SCALE:
		return 1;
	case G_F32_BF16:
		o->fmt = 32;
		o->v = fp_bf16(s->raw[0]);
		return 1;
	case G_PK_F16_F32:
		o->fmt = EMU_CVT_PK16;
		o->v = s->f[0];
		o->v2 = s->f[1];
		return 1;
	case G_PK_BF16_F32:
		o->bits = bf16_rne(s->f[0]) | bf16_rne(s->f[1]) << 16;
		return 1;
	case G_SR_F16_F32:
	case G_SR_BF16_F32:
		o->bits = sr16(s->f[0], k == G_SR_BF16_F32, (int)s->clamp, (uint32_t)s->raw[1]);
		return 1;
	case G_NONE:
		break;
	}
	return 0;
}

/* ---- 8-bit floats: minifloat.c ---- */

static enum gs_mf_fmt f8_fmt(int bf8, int fnuz)
{
	return fnuz ? (bf8 ? GS_MF_E5M2_FNUZ : GS_MF_E4M3_FNUZ) : bf8 ? GS_MF_E5M2 : GS_MF_E4M3;
}

static double f8_dec(enum gs_mf_fmt f, uint32_t c)
{
	return gsi_mf_decode(f, c);
}

/* x to the format: nearest even, or (sr) stochastically with rng; beyond
 * the range NaN/infinity or (clamp) the largest finite value. */
static uint32_t f8_enc(enum gs_mf_fmt f, double x, int clamp, int sr, uint32_t rng)
{
	return gsi_mf_encode(f, x, (clamp ? GS_MF_SAT : 0) | (sr ? GS_MF_SR : 0), rng, 24);
}

/* ---- the operations ---- */

int gsi_emu_cvt(unsigned int sem, const struct emu_cvt_in *s, struct emu_cvt_out *o)
{
	int bf8 = 0, sgn = 1, sh;
	enum gs_mf_fmt f8;
	uint32_t lo, hi;
	struct emu_cvt_in z;
	struct emu_cvt_out t;

	if (!s || !o) {  /* the query: is sem one of them? */
		memset(&z, 0, sizeof(z));
		return gsi_emu_cvt(sem, &z, &t);
	}
	o->fmt = 0;
	o->bits = 0;
	o->v = o->v2 = 0.0;
	switch (sem) {
	/* integer -> float: the caller rounds to the result format per MODE */
	case GS_SEM_V_CVT_F16_U16: o->fmt = 16; o->v = (uint16_t)s->raw[0]; return 1;
	case GS_SEM_V_CVT_F16_I16: o->fmt = 16; o->v = (int16_t)s->raw[0]; return 1;
	case GS_SEM_V_CVT_F64_U32: o->fmt = 64; o->v = (uint32_t)s->raw[0]; return 1;
	case GS_SEM_V_CVT_F64_I32: o->fmt = 64; o->v = (int32_t)s->raw[0]; return 1;
	case GS_SEM_V_CVT_F32_UBYTE0:
	case GS_SEM_V_CVT_F32_UBYTE1:
	case GS_SEM_V_CVT_F32_UBYTE2:
	case GS_SEM_V_CVT_F32_UBYTE3:
		sh = sem == GS_SEM_V_CVT_F32_UBYTE0 ? 0 : sem == GS_SEM_V_CVT_F32_UBYTE1 ? 8
		     : sem == GS_SEM_V_CVT_F32_UBYTE2 ? 16 : 24;
		o->fmt = 32;
		o->v = (double)(s->raw[0] >> sh & 0xff);
		return 1;
	case GS_SEM_V_CVT_OFF_F32_I4:  /* a signed nibble in sixteenths */
		o->fmt = 32;
		o->v = (double)(((int)(s->raw[0] & 0xf) ^ 8) - 8) / 16.0;
		return 1;
	/* float -> integer */
	case GS_SEM_V_CVT_U16_F16: o->bits = sat_int(s->f[0], 0, 65535); return 1;
	case GS_SEM_V_CVT_I16_F16: o->bits = sat_int(s->f[0], -32768, 32767) & 0xffff; return 1;
	case GS_SEM_V_CVT_U32_F64: o->bits = sat_int(s->f[0], 0, 4294967295.0); return 1;
	case GS_SEM_V_CVT_I32_F64: o->bits = (uint32_t)sat_int(s->f[0], -2147483648.0, 2147483647.0); return 1;
	case GS_SEM_V_CVT_FLOOR_I32_F32:
	case GS_SEM_V_CVT_FLR_I32_F32:
		o->bits = (uint32_t)sat_int(floor(s->f[0]), -2147483648.0, 2147483647.0);
		return 1;
	case GS_SEM_V_CVT_NEAREST_I32_F32:
	case GS_SEM_V_CVT_RPI_I32_F32:  /* exact in double for an f32 */
		o->bits = (uint32_t)sat_int(floor(s->f[0] + 0.5), -2147483648.0, 2147483647.0);
		return 1;
	case GS_SEM_V_CVT_PK_I16_F32:
		o->bits = (sat_int(s->f[0], -32768, 32767) & 0xffff) | (sat_int(s->f[1], -32768, 32767) & 0xffff) << 16;
		return 1;
	case GS_SEM_V_CVT_PK_U16_F32:
		o->bits = sat_int(s->f[0], 0, 65535) | sat_int(s->f[1], 0, 65535) << 16;
		return 1;
	/* normalised */
	case GS_SEM_V_CVT_NORM_U16_F16: sgn = 0; /* fall through */
	case GS_SEM_V_CVT_NORM_I16_F16: o->bits = norm16(s->f[0], sgn); return 1;
	case GS_SEM_V_CVT_PK_NORM_U16_F16: case GS_SEM_V_CVT_PK_NORM_U16_F32:
	case GS_SEM_V_CVT_PKNORM_U16_F16: case GS_SEM_V_CVT_PKNORM_U16_F32:
		sgn = 0;
		/* fall through */
	case GS_SEM_V_CVT_PK_NORM_I16_F16: case GS_SEM_V_CVT_PK_NORM_I16_F32:
	case GS_SEM_V_CVT_PKNORM_I16_F16: case GS_SEM_V_CVT_PKNORM_I16_F32:
		o->bits = norm16(s->f[0], sgn) | norm16(s->f[1], sgn) << 16;
		return 1;
	/* integer -> integer */
	case GS_SEM_V_CVT_I32_I16: o->bits = (uint32_t)(int32_t)(int16_t)s->raw[0]; return 1;
	case GS_SEM_V_CVT_U32_U16: o->bits = s->raw[0] & 0xffff; return 1;
	case GS_SEM_V_CVT_PK_I16_I32:
		o->bits = (sat_int((int32_t)s->raw[0], -32768, 32767) & 0xffff) |
			  (sat_int((int32_t)s->raw[1], -32768, 32767) & 0xffff) << 16;
		return 1;
	case GS_SEM_V_CVT_PK_U16_U32:
		o->bits = sat_int((uint32_t)s->raw[0], 0, 65535) | sat_int((uint32_t)s->raw[1], 0, 65535) << 16;
		return 1;
	case GS_SEM_V_SAT_PK_U8_I16:
		lo = (uint32_t)sat_int((int16_t)s->raw[0], 0, 255);
		hi = (uint32_t)sat_int((int16_t)(s->raw[0] >> 16), 0, 255);
		o->bits = lo | hi << 8;
		return 1;
	case GS_SEM_V_CVT_PK_U8_F32:  /* byte S1[1:0] of S2 replaced */
		sh = (int)(s->raw[1] & 3) * 8;
		o->bits = ((uint32_t)s->raw[2] & ~(0xffu << sh)) | u8_of(s->f[0]) << sh;
		return 1;
	case GS_SEM_V_CVT_PKACCUM_U8_F32:  /* byte S1[1:0] of the destination replaced */
		sh = (int)(s->raw[1] & 3) * 8;
		o->bits = (s->old & ~(0xffu << sh)) | u8_of(s->f[0]) << sh;
		return 1;
	/* frexp: NaN and infinities give exponent 0 and themselves */
	case GS_SEM_V_FREXP_EXP_I32_F32:
	case GS_SEM_V_FREXP_EXP_I32_F64:
	case GS_SEM_V_FREXP_EXP_I16_F16:
		if (isfinite(s->f[0]))
			frexp(s->f[0], &sh);
		else
			sh = 0;
		o->bits = sem == GS_SEM_V_FREXP_EXP_I16_F16 ? (uint32_t)sh & 0xffff : (uint32_t)sh;
		return 1;
	case GS_SEM_V_FREXP_MANT_F16:
	case GS_SEM_V_FREXP_MANT_F32:
	case GS_SEM_V_FREXP_MANT_F64:
		o->fmt = sem == GS_SEM_V_FREXP_MANT_F16 ? 16 : sem == GS_SEM_V_FREXP_MANT_F32 ? 32 : 64;
		o->v = isfinite(s->f[0]) ? frexp(s->f[0], &sh) : s->f[0];
		return 1;
	/* fp8/bf8 -> f32 (exact); byte / word picked by OPSEL */
	case GS_SEM_V_CVT_F32_BF8: bf8 = 1; /* fall through */
	case GS_SEM_V_CVT_F32_FP8:
		f8 = f8_fmt(bf8, s->fnuz);
		sh = s->vop3 ? ((s->opsel >> 1 & 1) | (s->opsel & 1) << 1) * 8 : 0;
		o->fmt = 32;
		o->v = f8_dec(f8, (uint32_t)(s->raw[0] >> sh) & 0xff);
		return 1;
	case GS_SEM_V_CVT_PK_F32_BF8: bf8 = 1; /* fall through */
	case GS_SEM_V_CVT_PK_F32_FP8: {
		float a, b;
		uint32_t ua, ub;

		f8 = f8_fmt(bf8, s->fnuz);
		sh = s->vop3 && (s->opsel & 1) ? 16 : 0;
		a = (float)f8_dec(f8, (uint32_t)(s->raw[0] >> sh) & 0xff);
		b = (float)f8_dec(f8, (uint32_t)(s->raw[0] >> (sh + 8)) & 0xff);
		memcpy(&ua, &a, 4);
		memcpy(&ub, &b, 4);
		o->bits = ua | (uint64_t)ub << 32;
		return 1;
	}
	/* f32 -> fp8/bf8 into a word / byte of the destination (the rest kept) */
	case GS_SEM_V_CVT_PK_BF8_F32: bf8 = 1; /* fall through */
	case GS_SEM_V_CVT_PK_FP8_F32:
		f8 = f8_fmt(bf8, s->fnuz);
		lo = f8_enc(f8, s->f[0], s->clamp || s->ovfl, 0, 0) | f8_enc(f8, s->f[1], s->clamp || s->ovfl, 0, 0) << 8;
		sh = s->opsel & 8 ? 16 : 0;
		o->bits = (s->old & ~(0xffffu << sh)) | lo << sh;
		return 1;
	case GS_SEM_V_CVT_SR_BF8_F32: bf8 = 1; /* fall through */
	case GS_SEM_V_CVT_SR_FP8_F32:
		f8 = f8_fmt(bf8, s->fnuz);
		sh = (int)(s->opsel >> 2 & 3) * 8;
		o->bits = (s->old & ~(0xffu << sh)) | f8_enc(f8, s->f[0], s->clamp || s->ovfl, 1, (uint32_t)s->raw[1]) << sh;
		return 1;
	}
	return cvt_gfx950(sem, s, o);
}
