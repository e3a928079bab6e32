// SPDX-License-Identifier: MIT
/*
 * Texel / buffer element formats (see format.h for the layout rule).
 *
 * Numbering facts:
 *  - gfx11 and gfx12 unified FORMAT codes 0-63: llvm-mc-22's BUF_FMT_*
 *    names (tbuffer format:N prints them; the same on gfx1100, gfx1201):
 *    1-6 8_*, 7-13 16_*, 14-19 8_8_*, 20-22 32_{UINT,SINT,FLOAT},
 *    23-29 16_16_*, 30 10_11_11_FLOAT, 31 11_11_10_FLOAT, 32-35
 *    10_10_10_2_{UNORM,SNORM,UINT,SINT}, 36-41 2_10_10_10_{UNORM..SINT},
 *    42-47 8_8_8_8_*, 48-50 32_32_*, 51-57 16_16_16_16_*, 58-60
 *    32_32_32_*, 61-63 32_32_32_32_*.  Numeric formats of a run follow
 *    UNORM, SNORM, USCALED, SSCALED, UINT, SINT, FLOAT.
 *  - gfx11 image-only codes 64-79 (8_SRGB, 8_8_SRGB, 8_8_8_8_SRGB,
 *    5_9_9_9_FLOAT, 5_6_5, 1_5_5_5, 5_5_5_1, 4_4_4_4 UNORM, 4_4, 1, 1_REV,
 *    32_FLOAT_CLAMP, 8_24 UNORM/UINT, 24_8 UNORM/UINT): Mesa's GFX11_FORMAT
 *    enum as recalled, not confirmed against a register database here.
 *  - gfx9 DATA_FORMAT (llvm-mc-22's BUF_DATA_FORMAT_*): 1 8, 2 16, 3 8_8,
 *    4 32, 5 16_16, 6 10_11_11, 7 11_11_10, 8 10_10_10_2, 9 2_10_10_10,
 *    10 8_8_8_8, 11 32_32, 12 16_16_16_16, 13 32_32_32, 14 32_32_32_32;
 *    image-only 16 5_6_5, 17 1_5_5_5, 18 5_5_5_1, 19 4_4_4_4, 20 8_24,
 *    21 24_8 (Mesa's COLOR_* numbers, which the image data formats share).
 *    NUM_FORMAT 0 UNORM .. 5 SINT, 7 FLOAT (BUF_NUM_FORMAT_*), 9 SRGB
 *    (images).
 *
 * Conversions (D3D / Vulkan rules; the AMD guides give no formulas):
 * UNORM x / (2^n - 1), SNORM max(x / (2^(n-1) - 1), -1), SCALED the
 * integer as a float, SRGB the sRGB curve on x, y, z (w linear UNORM).
 * Stores: NaN -> 0, clamp, scale, round to nearest even (UNORM, SNORM,
 * SRGB); SCALED clamp and truncate toward zero; UINT / SINT keep the low
 * n bits; FLOAT to f16 / f11 / f10 rounding to nearest even.
 */
#include <fenv.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "emu/format.h"
#include "emu/minifloat.h"

static uint32_t f32_bits(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static float bits_f32(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static void set(struct gsi_fmt *f, unsigned int nc, unsigned int b0, unsigned int b1, unsigned int b2,
		unsigned int b3, unsigned int nf)
{
	f->nc = (uint8_t)nc;
	f->bits[0] = (uint8_t)b0;
	f->bits[1] = (uint8_t)(nc > 1 ? b1 : 0);
	f->bits[2] = (uint8_t)(nc > 2 ? b2 : 0);
	f->bits[3] = (uint8_t)(nc > 3 ? b3 : 0);
	f->nf = (uint8_t)nf;
	f->bytes = (uint8_t)((f->bits[0] + f->bits[1] + f->bits[2] + f->bits[3]) / 8);
}

/* Runs of plain formats in the gfx11 unified numbering. */
static const struct { uint8_t first, nc, bits, nf0, n; } uruns[] = {
	{ 1, 1, 8, GSI_NF_UNORM, 6 },   { 7, 1, 16, GSI_NF_UNORM, 7 }, { 14, 2, 8, GSI_NF_UNORM, 6 },
	{ 20, 1, 32, GSI_NF_UINT, 3 },  { 23, 2, 16, GSI_NF_UNORM, 7 }, { 42, 4, 8, GSI_NF_UNORM, 6 },
	{ 48, 2, 32, GSI_NF_UINT, 3 },  { 51, 4, 16, GSI_NF_UNORM, 7 }, { 58, 3, 32, GSI_NF_UINT, 3 },
	{ 61, 4, 32, GSI_NF_UINT, 3 },
};

int gsi_fmt_from_unified(enum gs_gen gen, unsigned int code, struct gsi_fmt *f, char *msg, size_t size)
{
	static const uint8_t nf3210[] = { GSI_NF_UNORM, GSI_NF_SNORM, GSI_NF_UINT, GSI_NF_SINT };

	memset(f, 0, sizeof(*f));
	if (gen != GS_GEN_GFX11 && gen != GS_GEN_GFX12 && gen != GS_GEN_GFX125) {
		snprintf(msg, size, "unified format code %u: the unified numbering is gfx11/gfx12's", code);
		return 0;
	}
	for (size_t i = 0; i < sizeof(uruns) / sizeof(uruns[0]); i++)
		if (code >= uruns[i].first && code < uruns[i].first + uruns[i].n) {
			unsigned int b = uruns[i].bits;

			set(f, uruns[i].nc, b, b, b, b, uruns[i].nf0 + (code - uruns[i].first));
			return 1;
		}
	if (code == 30)
		set(f, 3, 11, 11, 10, 0, GSI_NF_FLOAT);
	else if (code == 31)
		set(f, 3, 10, 11, 11, 0, GSI_NF_FLOAT);
	else if (code >= 32 && code <= 35)
		set(f, 4, 2, 10, 10, 10, nf3210[code - 32]);
	else if (code >= 36 && code <= 41)
		set(f, 4, 10, 10, 10, 2, GSI_NF_UNORM + (code - 36));
	else if (code == 64)
		set(f, 1, 8, 0, 0, 0, GSI_NF_SRGB);
	else if (code == 65)
		set(f, 2, 8, 8, 0, 0, GSI_NF_SRGB);
	else if (code == 66)
		set(f, 4, 8, 8, 8, 8, GSI_NF_SRGB);
	else if (code == 68)
		set(f, 3, 5, 6, 5, 0, GSI_NF_UNORM);
	else if (code == 69)
		set(f, 4, 5, 5, 5, 1, GSI_NF_UNORM);
	else if (code == 70)
		set(f, 4, 1, 5, 5, 5, GSI_NF_UNORM);
	else if (code == 71)
		set(f, 4, 4, 4, 4, 4, GSI_NF_UNORM);
	else if (code >= 76 && code <= 77)
		set(f, 2, 24, 8, 0, 0, code == 76 ? GSI_NF_UNORM : GSI_NF_UINT);
	else if (code >= 78 && code <= 79)
		set(f, 2, 8, 24, 0, 0, code == 78 ? GSI_NF_UNORM : GSI_NF_UINT);
	if (f->nc)
		return 1;
	if (code == 0)
		snprintf(msg, size, "format code 0 (BUF_FMT_INVALID)");
	else if (code == 67)
		snprintf(msg, size, "format code 67 (5_9_9_9_FLOAT, a shared exponent) is not converted");
	else if (code < 80)
		snprintf(msg, size, "format code %u (4_4, 1-bit or 32_FLOAT_CLAMP) is not converted", code);
	else
		snprintf(msg, size, "format code %u is none the emulator converts (block-compressed, "
			 "subsampled, depth-stencil or reserved)", code);
	return 0;
}

int gsi_fmt_from_gfx9(unsigned int dfmt, unsigned int nfmt, struct gsi_fmt *f, char *msg, size_t size)
{
	/* little-endian component widths of DATA_FORMAT 0-21 */
	static const uint8_t w[22][4] = {
		{ 0 }, { 8 }, { 16 }, { 8, 8 }, { 32 }, { 16, 16 }, { 11, 11, 10 }, { 10, 11, 11 },
		{ 2, 10, 10, 10 }, { 10, 10, 10, 2 }, { 8, 8, 8, 8 }, { 32, 32 }, { 16, 16, 16, 16 },
		{ 32, 32, 32 }, { 32, 32, 32, 32 }, { 0 }, { 5, 6, 5 }, { 5, 5, 5, 1 }, { 1, 5, 5, 5 },
		{ 4, 4, 4, 4 }, { 24, 8 }, { 8, 24 },
	};
	unsigned int nc = 0, nf;

	memset(f, 0, sizeof(*f));
	if (dfmt < 22)
		while (nc < 4 && w[dfmt][nc])
			nc++;
	if (!nc) {
		snprintf(msg, size, "DATA_FORMAT %u is none the emulator converts (invalid, reserved or an "
			 "image-only compressed / shared-exponent format)", dfmt);
		return 0;
	}
	if (nfmt <= 5)
		nf = GSI_NF_UNORM + nfmt;
	else if (nfmt == 7)
		nf = GSI_NF_FLOAT;
	else if (nfmt == 9)
		nf = GSI_NF_SRGB;
	else {
		snprintf(msg, size, "NUM_FORMAT %u is none the emulator converts", nfmt);
		return 0;
	}
	set(f, nc, w[dfmt][0], w[dfmt][1], w[dfmt][2], w[dfmt][3], nf);
	/* 32-bit normalized/scaled: not a defined conversion; FLOAT needs 16,
	 * 32 or the 11/10-bit float layouts; SRGB 8-bit components */
	if ((f->bits[0] == 32 && nf < GSI_NF_UINT) ||
	    (nf == GSI_NF_FLOAT && f->bits[0] != 16 && f->bits[0] != 32 && dfmt != 6 && dfmt != 7) ||
	    (nf == GSI_NF_SRGB && dfmt != 1 && dfmt != 3 && dfmt != 10)) {
		snprintf(msg, size, "DATA_FORMAT %u with NUM_FORMAT %u is not a conversion the emulator makes", dfmt,
			 nfmt);
		memset(f, 0, sizeof(*f));
		return 0;
	}
	return 1;
}

int gsi_fmt_is_int(const struct gsi_fmt *f)
{
	return f->nf == GSI_NF_UINT || f->nf == GSI_NF_SINT;
}

uint32_t gsi_fmt_one(const struct gsi_fmt *f)
{
	return gsi_fmt_is_int(f) ? 1u : 0x3f800000u;
}

uint32_t gsi_fmt_uf_to_f32(uint32_t code, unsigned int mbits)
{
	uint32_t e = code >> mbits & 31, m = code & ((1u << mbits) - 1);

	if (e == 31)
		return m ? 0x7fc00000u : 0x7f800000u;
	if (!e)
		return f32_bits((float)ldexp(m, -14 - (int)mbits));
	return f32_bits((float)ldexp(1.0 + ldexp(m, -(int)mbits), (int)e - 15));
}

/* Round to nearest integer, ties to even. */
static double rne(double v)
{
	double fl = floor(v), d = v - fl;

	if (d > 0.5 || (d == 0.5 && fmod(fl, 2.0) != 0.0))
		return fl + 1.0;
	return fl;
}

uint32_t gsi_fmt_f32_to_uf(uint32_t f32, unsigned int mbits)
{
	float x = bits_f32(f32);
	uint32_t inf = 31u << mbits, code;
	double m;
	int e;

	if (isnan(x))
		return inf | 1u << (mbits - 1);
	if (f32 >> 31 || x == 0.0f)
		return 0;
	if (isinf(x))
		return inf;
	if (x < ldexp(1.0, -14)) {
		code = (uint32_t)rne(ldexp(x, 14 + (int)mbits));  /* a carry gives the smallest normal */
	} else {
		m = frexp(x, &e);  /* x = m * 2^e, m in [0.5, 1) */
		if (e - 1 + 15 >= 31)
			return inf;
		/* exponent field e - 1 + 15, mantissa (2m - 1) * 2^mbits; a carry
		 * out of the mantissa steps the exponent */
		code = ((uint32_t)(e - 1 + 15) << mbits) + (uint32_t)rne(ldexp(2.0 * m - 1.0, (int)mbits));
	}
	return code >= inf ? inf : code;
}

static double srgb_to_linear(double c)
{
	return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4);
}

static double linear_to_srgb(double l)
{
	return l <= 0.0031308 ? l * 12.92 : 1.055 * pow(l, 1.0 / 2.4) - 0.055;
}

static uint32_t get_bits(const uint8_t *p, unsigned int pos, unsigned int n)
{
	uint32_t v = 0;

	for (unsigned int i = 0; i < n; i++)
		v |= (uint32_t)(p[(pos + i) / 8] >> ((pos + i) % 8) & 1) << i;
	return v;
}

static void put_bits(uint8_t *p, unsigned int pos, unsigned int n, uint32_t v)
{
	for (unsigned int i = 0; i < n; i++) {
		uint8_t bit = (uint8_t)(1u << ((pos + i) % 8));

		if (v >> i & 1)
			p[(pos + i) / 8] |= bit;
		else
			p[(pos + i) / 8] &= (uint8_t)~bit;
	}
}

static uint32_t unpack_one(const struct gsi_fmt *f, unsigned int c, uint32_t raw)
{
	unsigned int n = f->bits[c];
	int32_t sx = n >= 32 ? (int32_t)raw : (int32_t)(raw << (32 - n)) >> (32 - n);
	double max = ldexp(1.0, (int)n) - 1.0, smax = ldexp(1.0, (int)n - 1) - 1.0;

	switch (f->nf) {
	case GSI_NF_UNORM: return f32_bits((float)(raw / max));
	case GSI_NF_SNORM: return f32_bits((float)(sx / smax < -1.0 ? -1.0 : sx / smax));
	case GSI_NF_USCALED: return f32_bits((float)raw);
	case GSI_NF_SSCALED: return f32_bits((float)sx);
	case GSI_NF_UINT: return raw;
	case GSI_NF_SINT: return (uint32_t)sx;
	case GSI_NF_SRGB: return f32_bits((float)(c == 3 ? raw / max : srgb_to_linear(raw / max)));
	default:
		if (n == 16)
			return f32_bits((float)gsi_mf_decode(GS_MF_F16, raw));
		if (n == 11 || n == 10)
			return gsi_fmt_uf_to_f32(raw, n - 5);
		return raw;
	}
}

/* The conversions round to nearest whatever MODE set the host to. */
void gsi_fmt_unpack(const struct gsi_fmt *f, const uint8_t *src, uint32_t out[4])
{
	unsigned int pos = 0;
	int mode = fegetround();

	fesetround(FE_TONEAREST);

	out[0] = out[1] = out[2] = 0;
	out[3] = gsi_fmt_one(f);
	for (unsigned int c = 0; c < f->nc && c < 4; c++) {
		out[c] = unpack_one(f, c, get_bits(src, pos, f->bits[c]));
		pos += f->bits[c];
	}
	fesetround(mode);
}

static uint32_t pack_one(const struct gsi_fmt *f, unsigned int c, uint32_t v)
{
	unsigned int n = f->bits[c];
	uint32_t mask = n >= 32 ? 0xffffffffu : (1u << n) - 1;
	double x = bits_f32(v), max = ldexp(1.0, (int)n) - 1.0, smax = ldexp(1.0, (int)n - 1) - 1.0;

	if (isnan(x) && f->nf != GSI_NF_FLOAT)
		x = 0.0;
	switch (f->nf) {
	case GSI_NF_UNORM:
	case GSI_NF_SRGB:
		x = x < 0.0 ? 0.0 : x > 1.0 ? 1.0 : x;
		if (f->nf == GSI_NF_SRGB && c < 3)
			x = linear_to_srgb(x);
		return (uint32_t)rne(x * max);
	case GSI_NF_SNORM:
		x = x < -1.0 ? -1.0 : x > 1.0 ? 1.0 : x;
		return (uint32_t)(int32_t)rne(x * smax) & mask;
	case GSI_NF_USCALED:
		x = x < 0.0 ? 0.0 : x > max ? max : x;
		return (uint32_t)trunc(x);
	case GSI_NF_SSCALED:
		x = x < -smax - 1.0 ? -smax - 1.0 : x > smax ? smax : x;
		return (uint32_t)(int32_t)trunc(x) & mask;
	case GSI_NF_UINT:
	case GSI_NF_SINT:
		return v & mask;
	default:
		if (n == 16)
			return gsi_mf_encode(GS_MF_F16, x, 0, 0, 0) & 0xffff;
		if (n == 11 || n == 10)
			return gsi_fmt_f32_to_uf(v, n - 5);
		return v;
	}
}

void gsi_fmt_pack(const struct gsi_fmt *f, const uint32_t in[4], uint8_t *dst)
{
	unsigned int pos = 0;
	int mode = fegetround();

	fesetround(FE_TONEAREST);

	for (unsigned int c = 0; c < f->nc && c < 4; c++) {
		put_bits(dst, pos, f->bits[c], pack_one(f, c, in[c]));
		pos += f->bits[c];
	}
	fesetround(mode);
}
