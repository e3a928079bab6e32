// SPDX-License-Identifier: MIT
/*
 * Operand codes and conversions the SALU (exec_salu.c), the VALU (exec.c)
 * and the integer ops (exec_int.c) share: one definition each.
 */
#include <math.h>
#include <string.h>

#include "emu/emu.h"

int gsi_emu_scalar_src(const struct wave *w, unsigned int code, uint32_t literal, int f16, uint32_t *v)
{
	if (code < 128)
		*v = code == GS_OPR_NULL ? 0 : w->s[code];
	else if (code <= 192)
		*v = code - 128;
	else if (code <= 208)
		*v = (uint32_t)(192 - (int)code);
	else if (code >= 240 && code <= 248)
		*v = f16 ? gsi_inline_f16[code - 240] : gsi_inline_f32[code - 240];
	else if (code == GS_OPR_SCC)
		*v = (uint32_t)w->scc;
	else if (code == GS_OPR_LITERAL)
		*v = literal;
	else
		return 0;
	return 1;
}

int gsi_emu_scalar_src64(const struct wave *w, unsigned int code, uint64_t *v)
{
	if (code < 127 && code != GS_OPR_NULL && code != GS_OPR_M0)
		*v = w->s[code] | (uint64_t)w->s[code + 1] << 32;
	else if (code == GS_OPR_NULL)
		*v = 0;
	else if (code >= 128 && code <= 208)  /* inline integers, sign-extended */
		*v = (uint64_t)(int64_t)(code <= 192 ? (int32_t)(code - 128) : 192 - (int32_t)code);
	else
		return 0;
	return 1;
}

float gsi_emu_f32_in(const struct wave *w, uint32_t b)
{
	float f;

	if ((w->denorm32 == 0 || w->denorm32 == 2) && (b & 0x7f800000) == 0)
		b &= 0x80000000;  /* flush an input denormal to signed zero */
	memcpy(&f, &b, 4);
	return f;
}

uint32_t gsi_emu_f32_out(const struct wave *w, float f)
{
	uint32_t b;

	memcpy(&b, &f, 4);
	if ((w->denorm32 == 0 || w->denorm32 == 1) && (b & 0x7f800000) == 0)
		b &= 0x80000000;
	return b;
}

uint32_t gsi_emu_f32_to_u32(float f)
{
	if (isnan(f) || f <= 0.0f)
		return 0;
	return f >= 4294967296.0f ? 0xffffffffu : (uint32_t)f;
}

int32_t gsi_emu_f32_to_i32(float f)
{
	if (isnan(f))
		return 0;
	if (f <= -2147483648.0f)
		return INT32_MIN;
	return f >= 2147483648.0f ? INT32_MAX : (int32_t)f;
}

uint16_t gsi_emu_f16_rtz(float f)
{
	uint32_t u, sign, mant;
	int ex;

	memcpy(&u, &f, 4);
	sign = (u >> 16) & 0x8000;
	ex = (int)((u >> 23) & 0xff) - 127;
	mant = u & 0x7fffff;
	if (isnan(f))
		return (uint16_t)(sign | 0x7e00);
	if (isinf(f))
		return (uint16_t)(sign | 0x7c00);
	if (ex > 15)
		return (uint16_t)(sign | 0x7bff);
	if (ex >= -14)
		return (uint16_t)(sign | (uint32_t)(ex + 15) << 10 | mant >> 13);
	if (ex < -25)
		return (uint16_t)sign;
	/* denormal: the significand shifted to units of 2^-24, truncated */
	return (uint16_t)(sign | (mant | 0x800000) >> (13 + (-14 - ex)));
}
