// SPDX-License-Identifier: MIT
/* Element types (elem.h). */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "elem.h"
#include "numparse.h"

static const struct elem_info infos[T_N] = {
	[T_U8] = { "u8", 1, 0, 0, "|u1" },
	[T_I8] = { "i8", 1, 0, 1, "|i1" },
	[T_U16] = { "u16", 2, 0, 0, "<u2" },
	[T_I16] = { "i16", 2, 0, 1, "<i2" },
	[T_F16] = { "f16", 2, 1, 1, "<f2" },
	[T_BF16] = { "bf16", 2, 1, 1, "<u2" },
	[T_U32] = { "u32", 4, 0, 0, "<u4" },
	[T_I32] = { "i32", 4, 0, 1, "<i4" },
	[T_F32] = { "f32", 4, 1, 1, "<f4" },
	[T_U64] = { "u64", 8, 0, 0, "<u8" },
	[T_I64] = { "i64", 8, 0, 1, "<i8" },
	[T_F64] = { "f64", 8, 1, 1, "<f8" },
};

const struct elem_info *elem_info(enum elem_type t)
{
	return &infos[t < T_N ? t : T_U32];
}

int elem_type_parse(const char *s, size_t n, enum elem_type *t)
{
	for (int i = 0; i < T_N; i++)
		if (strlen(infos[i].name) == n && strncmp(s, infos[i].name, n) == 0) {
			*t = (enum elem_type)i;
			return 1;
		}
	return 0;
}

const char *elem_type_list(void)
{
	return "u8, i8, u16, i16, f16, bf16, u32, i32, f32, u64, i64, f64";
}

/* Exponent and mantissa bits of the small float formats. */
static void fmt_bits(enum elem_type t, int *e, int *m)
{
	*e = t == T_F16 ? 5 : 8;
	*m = t == T_F16 ? 10 : 7;
}

/* Round v to a binary format of e exponent and m mantissa bits, to
 * nearest even, with subnormals, overflow to infinity and NaN. */
static uint64_t round_small(double v, int e, int m)
{
	int bias = (1 << (e - 1)) - 1, ue, x;
	uint64_t sign = signbit(v) ? 1ull << (e + m) : 0, q, top = 1ull << m;
	double a = fabs(v);

	if (isnan(v))
		return sign | (((1ull << e) - 1) << m) | (top >> 1);
	if (isinf(v))
		return sign | (((1ull << e) - 1) << m);
	if (a == 0)
		return sign;
	frexp(a, &x);
	ue = x - 1;               /* a = 1.f * 2^ue */
	if (ue < 1 - bias)
		ue = 1 - bias;        /* subnormal: the quantum of the smallest exponent */
	q = (uint64_t)nearbyint(ldexp(a, m - ue));
	if (q >= 2 * top) {       /* rounded up into the next binade */
		q >>= 1;
		ue++;
	}
	if (ue > bias)
		return sign | (((1ull << e) - 1) << m);
	if (q < top)              /* subnormal (or zero): exponent field 0 */
		return sign | q;
	return sign | ((uint64_t)(ue + bias) << m) | (q - top);
}

static double expand_small(uint64_t bits, int e, int m)
{
	int bias = (1 << (e - 1)) - 1;
	uint64_t ex = (bits >> m) & ((1ull << e) - 1), man = bits & ((1ull << m) - 1);
	double s = bits >> (e + m) & 1 ? -1.0 : 1.0;

	if (ex == (1ull << e) - 1)
		return man ? NAN : s * INFINITY;
	if (!ex)
		return s * ldexp((double)man, 1 - bias - m);
	return s * ldexp((double)(man | 1ull << m), (int)ex - bias - m);
}

double elem_to_double(enum elem_type t, uint64_t bits)
{
	int e, m;
	float f;
	double d;
	uint32_t b;

	switch (t) {
	case T_F16:
	case T_BF16:
		fmt_bits(t, &e, &m);
		return expand_small(bits, e, m);
	case T_F32:
		b = (uint32_t)bits;
		memcpy(&f, &b, 4);
		return f;
	case T_F64:
		memcpy(&d, &bits, 8);
		return d;
	default:
		return elem_info(t)->is_signed ? (double)elem_to_i64(t, bits) : (double)bits;
	}
}

uint64_t elem_from_double(enum elem_type t, double v)
{
	int e, m;
	float f;
	uint32_t b;
	uint64_t u;

	switch (t) {
	case T_F16:
	case T_BF16:
		fmt_bits(t, &e, &m);
		return round_small(v, e, m);
	case T_F32:
		f = (float)v;
		memcpy(&b, &f, 4);
		return b;
	case T_F64:
		memcpy(&u, &v, 8);
		return u;
	default: {
		unsigned int w = elem_info(t)->size * 8;
		uint64_t mask = w == 64 ? UINT64_MAX : (1ull << w) - 1;
		/* wrap as the integer arithmetic of that width would */
		if (!(v > -9223372036854775808.0 && v < 18446744073709551616.0))
			return 0;  /* NaN or past 64 bits: no integer to wrap */
		u = v < 0 ? (uint64_t)(int64_t)v : (uint64_t)v;
		return u & mask;
	}
	}
}

int64_t elem_to_i64(enum elem_type t, uint64_t bits)
{
	unsigned int w = elem_info(t)->size * 8;

	if (!elem_info(t)->is_signed || w == 64)
		return (int64_t)bits;
	bits &= (1ull << w) - 1;
	return bits >> (w - 1) ? (int64_t)(bits | ~((1ull << w) - 1)) : (int64_t)bits;
}

uint64_t elem_load(enum elem_type t, const void *base, size_t i)
{
	const uint8_t *p = (const uint8_t *)base + i * elem_info(t)->size;
	uint64_t v = 0;

	for (unsigned int b = 0; b < elem_info(t)->size; b++)
		v |= (uint64_t)p[b] << (8 * b);
	return v;
}

void elem_store(enum elem_type t, void *base, size_t i, uint64_t bits)
{
	uint8_t *p = (uint8_t *)base + i * elem_info(t)->size;

	for (unsigned int b = 0; b < elem_info(t)->size; b++)
		p[b] = (uint8_t)(bits >> (8 * b));
}

int elem_parse(enum elem_type t, const char *s, uint64_t *bits, char *why, size_t n)
{
	const struct elem_info *in = elem_info(t);
	unsigned int w = in->size * 8;
	uint64_t umax = w == 64 ? UINT64_MAX : (1ull << w) - 1, u;
	int64_t v;

	if (in->is_float) {
		double d;

		if (strcmp(s, "nan") == 0 || strcmp(s, "-nan") == 0) {
			d = strcmp(s, "nan") ? -NAN : NAN;
		} else if (strcmp(s, "inf") == 0 || strcmp(s, "-inf") == 0) {
			d = s[0] == '-' ? -INFINITY : INFINITY;
		} else if (num_f64(s, -HUGE_VAL, HUGE_VAL, &d, why, n)) {
			snprintf(why, n, "expected a number (or nan, inf, -inf), got '%s'", s);
			return -1;
		}
		if (t == T_F32 && isfinite(d)) {
			/* strtof: decimal to float in one rounding, not two */
			float f = strtof(s, NULL);
			uint32_t b;

			memcpy(&b, &f, 4);
			*bits = b;
		} else {
			*bits = elem_from_double(t, d);
		}
		return 0;
	}
	if (!in->is_signed)
		return num_u64(s, 0, umax, bits, why, n);
	if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
		/* a bit pattern of the type's width */
		if (num_u64(s, 0, umax, &u, why, n))
			return -1;
		*bits = u;
		return 0;
	}
	if (num_i64(s, w == 64 ? INT64_MIN : -(int64_t)(1ull << (w - 1)),
		    w == 64 ? INT64_MAX : (int64_t)(1ull << (w - 1)) - 1, &v, why, n))
		return -1;
	*bits = (uint64_t)v & umax;
	return 0;
}

/* Does text read back (the way elem_parse reads it) to bits? */
static int reads_back(enum elem_type t, const char *text, uint64_t bits)
{
	if (t == T_F32) {
		float f = strtof(text, NULL);
		uint32_t b;

		memcpy(&b, &f, 4);
		return b == (uint32_t)bits;
	}
	return elem_from_double(t, strtod(text, NULL)) == bits;
}

void elem_format(enum elem_type t, uint64_t bits, char *buf, size_t n)
{
	const struct elem_info *in = elem_info(t);
	double d;

	if (!in->is_float) {
		if (in->is_signed)
			snprintf(buf, n, "%" PRId64, elem_to_i64(t, bits));
		else
			snprintf(buf, n, "%" PRIu64, bits);
		return;
	}
	d = elem_to_double(t, bits);
	if (isnan(d)) {
		snprintf(buf, n, "%snan", signbit(d) ? "-" : "");
		return;
	}
	if (isinf(d)) {
		snprintf(buf, n, "%sinf", d < 0 ? "-" : "");
		return;
	}
	for (int p = 1; p <= 17; p++) {
		snprintf(buf, n, "%.*g", p, d);
		if (reads_back(t, buf, bits))
			return;
	}
}

void elem_format_hex(enum elem_type t, uint64_t bits, char *buf, size_t n)
{
	snprintf(buf, n, "0x%0*" PRIx64, (int)elem_info(t)->size * 2, bits);
}
