// SPDX-License-Identifier: MIT
/* The CLI's element types and .npy headers (tools/gfxshim/elem.c, npy.c):
 * f16/bf16 rounding at the edges (ties to even, subnormals, overflow),
 * strict parsing, the shortest round-trip text, .npy headers both ways. */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "elem.h"
#include "harness.h"
#include "npy.h"

static void rounding(void)
{
	static const struct {
		enum elem_type t;
		double v;
		uint64_t bits;
		const char *what;
	} cases[] = {
		{ T_F16, 65504.0, 0x7bff, "f16 max" },
		{ T_F16, 65519.0, 0x7bff, "f16 below the overflow midpoint" },
		{ T_F16, 65520.0, 0x7c00, "f16 overflow midpoint rounds to even: inf" },
		{ T_F16, 6.103515625e-05, 0x0400, "f16 smallest normal" },
		{ T_F16, 5.9604644775390625e-08, 0x0001, "f16 smallest subnormal" },
		{ T_F16, 2.98023223876953125e-08, 0x0000, "f16 half the smallest subnormal: tie to even 0" },
		{ T_F16, 8.94069671630859375e-08, 0x0002, "f16 1.5 subnormal quanta: tie to even 2" },
		{ T_F16, 6.097555160522461e-05, 0x03ff, "f16 largest subnormal" },
		{ T_F16, 6.102e-05, 0x0400, "f16 past the subnormal/normal midpoint rounds up into the normals" },
		{ T_F16, -0.0, 0x8000, "f16 -0" },
		{ T_F16, 0.1, 0x2e66, "f16 0.1" },
		{ T_F16, 1e10, 0x7c00, "f16 far past max: inf" },
		{ T_F16, -INFINITY, 0xfc00, "f16 -inf" },
		{ T_BF16, 1.0, 0x3f80, "bf16 1" },
		{ T_BF16, 1.00390625, 0x3f80, "bf16 1 + 2^-8: tie to even" },
		{ T_BF16, 1.01171875, 0x3f82, "bf16 1 + 3*2^-8: tie to even (up)" },
		{ T_BF16, 0.1, 0x3dcd, "bf16 0.1" },
		{ T_BF16, 3.4e38, 0x7f80, "bf16 past max: inf" },
		{ T_BF16, 9.183549615799121e-41, 0x0001, "bf16 smallest subnormal" },
		{ T_F32, 16777217.0, 0x4b800000, "f32 2^24 + 1: tie to even" },
	};

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		CHECK_EQ(elem_from_double(cases[i].t, cases[i].v), cases[i].bits, "%s", cases[i].what);
	CHECK(isnan(elem_to_double(T_F16, elem_from_double(T_F16, NAN))), "f16 NaN stays NaN");
	CHECK(elem_to_double(T_F16, 0x0001) == 5.9604644775390625e-08 && elem_to_double(T_BF16, 0xc000) == -2.0,
	      "f16/bf16 to double exactly");
	CHECK(elem_to_i64(T_I8, 0x80) == -128 && elem_to_i64(T_I16, 0x7fff) == 32767 && elem_to_i64(T_U8, 0xff) == 255,
	      "integers widen with their sign");
	CHECK(elem_from_double(T_I8, -1.0) == 0xff && elem_from_double(T_U16, 65537.0) == 1,
	      "integers from doubles wrap at their width");
}

static void text(void)
{
	static const struct {
		enum elem_type t;
		uint64_t bits;
		const char *want;
	} cases[] = {
		{ T_F32, 0x3dcccccd, "0.1" }, { T_F32, 0x3eaaaaab, "0.33333334" }, { T_F32, 0x80000000, "-0" },
		{ T_F32, 0x00000001, "1e-45" }, { T_F32, 0x7f800000, "inf" }, { T_F32, 0x7fc00000, "nan" },
		{ T_F64, 0x3fd3333333333334ull, "0.30000000000000004" }, { T_F16, 0x3555, "0.3333" },
		{ T_BF16, 0x3eab, "0.334" }, { T_F16, 0x7bff, "6.55e+04" }, { T_I64, 0x8000000000000000ull, "-9223372036854775808" },
		{ T_U64, UINT64_MAX, "18446744073709551615" }, { T_I8, 0xff, "-1" },
	};
	char buf[64], why[160];
	uint64_t v;

	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		elem_format(cases[i].t, cases[i].bits, buf, sizeof(buf));
		CHECK_STR(buf, cases[i].want, "shortest text of the value");
	}
	elem_format_hex(T_F16, 0x3c00, buf, sizeof(buf));
	CHECK_STR(buf, "0x3c00", "hex at the type's width");
	CHECK(elem_parse(T_I8, "0x80", &v, why, sizeof(why)) == 0 && v == 0x80, "i8 takes a 0x bit pattern");
	CHECK(elem_parse(T_I8, "-129", &v, why, sizeof(why)) && strstr(why, "from -128 to 127"), "i8 -129: %s", why);
	CHECK(elem_parse(T_U32, "1 ", &v, why, sizeof(why)), "trailing junk refused");
	CHECK(elem_parse(T_F32, "1e400", &v, why, sizeof(why)), "f32 1e400 refused");
	CHECK(elem_parse(T_F32, "-inf", &v, why, sizeof(why)) == 0 && v == 0xff800000, "f32 -inf");
	CHECK(elem_parse(T_F32, "0.1", &v, why, sizeof(why)) == 0 && v == 0x3dcccccd, "f32 0.1 in one rounding");
	CHECK(elem_parse(T_U64, "18446744073709551615", &v, why, sizeof(why)) == 0 && v == UINT64_MAX, "u64 max");
}

static void npy(void)
{
	uint8_t h[256];
	struct npy_info info;
	char why[200];
	size_t n = npy_header(h, sizeof(h), "<f4", 1000);
	static const char odd[] = "\x93NUMPY\x01\x00\x3b\x00{'shape': (3, 4), 'fortran_order': True, 'descr': '>i2'}  \n";
	static const char bad[] = "\x93NUMPY\x01\x00\x23\x00{'descr': '<f4', 'shape': (3,)}   \n";

	CHECK(n && n % 64 == 0 && h[n - 1] == '\n', "npy_header: 64-byte aligned, newline-terminated");
	CHECK(npy_parse(h, n, &info, why, sizeof(why)) == 0 && strcmp(info.descr, "<f4") == 0 && info.count == 1000 &&
	      info.ndim == 1 && !info.fortran_order && info.data_offset == n, "npy_parse reads npy_header's header");
	CHECK(npy_parse((const uint8_t *)odd, sizeof(odd) - 1, &info, why, sizeof(why)) == 0 && info.count == 12 &&
	      info.ndim == 2 && info.fortran_order && strcmp(info.descr, ">i2") == 0,
	      "keys in any order, 2-D, Fortran order, big-endian descr: %s", why);
	CHECK(npy_parse((const uint8_t *)bad, sizeof(bad) - 1, &info, why, sizeof(why)) && strstr(why, "fortran_order"),
	      "a missing key is named: %s", why);
	CHECK(npy_parse((const uint8_t *)"PK\x03\x04", 4, &info, why, sizeof(why)) && strstr(why, "not a .npy file"),
	      "not a .npy file: %s", why);
	h[8] = 0xff;
	CHECK(npy_parse(h, n, &info, why, sizeof(why)) && strstr(why, "runs past the end"), "a header past the end: %s", why);
}

int main(void)
{
	rounding();
	text();
	npy();
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
