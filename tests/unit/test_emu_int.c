// SPDX-License-Identifier: MIT
/*
 * Emulator semantics of the integer, bit, lane and packed-integer VALU
 * instructions (issue #5, emu/exec_int.c and emu/exec_lane.c).  Each case
 * assembles one instruction into a kernel that loads three 64-bit inputs
 * per lane (v[2:3], v[4:5], v[6:7]) and stores v[8:9] (preset to
 * 0xdeadbeef), runs it on "emu:gfx1100", "emu:gfx1201" (wave32) and
 * "emu:gfx942" (wave64) where the target has the instruction, and compares
 * every lane with a value computed here in C from the ISA guides'
 * pseudocode.  Inputs mix edge values (0, all ones, signed minimums and
 * maximums, shift counts at and past the width) with random ones.  Lane
 * ops also run with inactive lanes and in wave64 on gfx1100.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "harness.h"
#include "emu_testutil.h"

#define DEAD 0xdeadbeefu
#define G11 1
#define G12 2
#define G9 4
#define GALL (G11 | G12 | G9)

static struct emu_env *g_env;
static int g_gen;      /* 9, 11, 12 */
static unsigned int g_lanes;

static uint64_t A[64], B[64], C[64];

/* ---- references (one lane) ---- */

typedef uint64_t (*ref_fn)(uint64_t a, uint64_t b, uint64_t c, unsigned int l);

static int64_t s16(uint64_t v) { return (int16_t)(v & 0xffff); }
static int64_t s32(uint64_t v) { return (int32_t)(v & 0xffffffffu); }
static uint64_t u16(uint64_t v) { return v & 0xffff; }
static uint64_t u32(uint64_t v) { return v & 0xffffffffu; }

/* the 16-bit result in v8's low half: gfx11/gfx12 keep the high half, gfx9 zeroes it */
static uint64_t lo16(int64_t r)
{
	uint64_t hi = g_gen == 9 ? 0 : DEAD & 0xffff0000u;

	return (uint64_t)DEAD << 32 | hi | ((uint64_t)r & 0xffff);
}

static uint64_t r32(int64_t r) { return (uint64_t)DEAD << 32 | ((uint64_t)r & 0xffffffffu); }

static int64_t clu(int64_t v, int bits) { int64_t m = ((int64_t)1 << bits) - 1; return v < 0 ? 0 : v > m ? m : v; }
static int64_t cls_(int64_t v, int bits)
{
	int64_t lo = -((int64_t)1 << (bits - 1)), hi = ((int64_t)1 << (bits - 1)) - 1;

	return v < lo ? lo : v > hi ? hi : v;
}

#define R(name, expr) \
	static uint64_t name(uint64_t a, uint64_t b, uint64_t c, unsigned int l) \
	{ (void)a; (void)b; (void)c; (void)l; return expr; }

R(r_add_u16, lo16((int64_t)(u16(a) + u16(b))))
R(r_add_u16_cl, lo16(clu((int64_t)(u16(a) + u16(b)), 16)))
R(r_sub_u16, lo16((int64_t)(u16(a) - u16(b))))
R(r_sub_u16_cl, lo16(clu((int64_t)u16(a) - (int64_t)u16(b), 16)))
R(r_subrev_u16, lo16((int64_t)(u16(b) - u16(a))))
R(r_add_i16, lo16(s16(a) + s16(b)))
R(r_add_i16_cl, lo16(cls_(s16(a) + s16(b), 16)))
R(r_sub_i16, lo16(s16(a) - s16(b)))
R(r_sub_i16_cl, lo16(cls_(s16(a) - s16(b), 16)))
R(r_mul_lo_u16, lo16((int64_t)(u16(a) * u16(b))))
R(r_max_u16, lo16((int64_t)(u16(a) > u16(b) ? u16(a) : u16(b))))
R(r_min_u16, lo16((int64_t)(u16(a) < u16(b) ? u16(a) : u16(b))))
R(r_max_i16, lo16(s16(a) > s16(b) ? s16(a) : s16(b)))
R(r_min_i16, lo16(s16(a) < s16(b) ? s16(a) : s16(b)))
R(r_lshl_b16, lo16((int64_t)(u16(b) << (a % 16))))
R(r_lshr_b16, lo16((int64_t)(u16(b) >> (a % 16))))
R(r_ashr_i16, lo16(s16(b) >> (a % 16)))
R(r_and_b16, lo16((int64_t)(a & b)))
R(r_or_b16, lo16((int64_t)(a | b)))
R(r_xor_b16, lo16((int64_t)(a ^ b)))
R(r_not_b16, lo16((int64_t)~a))
R(r_mad_u16, lo16((int64_t)(u16(a) * u16(b) + u16(c))))
R(r_mad_u16_cl, lo16(clu((int64_t)(u16(a) * u16(b) + u16(c)), 16)))
R(r_mad_i16, lo16(s16(a) * s16(b) + s16(c)))
R(r_mad_i16_cl, lo16(cls_(s16(a) * s16(b) + s16(c), 16)))
R(r_mad_u32_u16, r32((int64_t)(u16(a) * u16(b) + u32(c))))
R(r_mad_u32_u16_cl, r32(clu((int64_t)(u16(a) * u16(b) + u32(c)), 32)))
R(r_mad_i32_i16, r32(s16(a) * s16(b) + s32(c)))
R(r_mad_i32_i16_cl, r32(cls_(s16(a) * s16(b) + s32(c), 32)))

static int64_t sort3(int64_t x, int64_t y, int64_t z, int which)
{
	int64_t t;

	if (x > y) { t = x; x = y; y = t; }
	if (y > z) { t = y; y = z; z = t; }
	if (x > y) { t = x; x = y; y = t; }
	return which == 0 ? x : which == 1 ? y : z;
}

R(r_min3_u16, lo16(sort3((int64_t)u16(a), (int64_t)u16(b), (int64_t)u16(c), 0)))
R(r_med3_u16, lo16(sort3((int64_t)u16(a), (int64_t)u16(b), (int64_t)u16(c), 1)))
R(r_max3_u16, lo16(sort3((int64_t)u16(a), (int64_t)u16(b), (int64_t)u16(c), 2)))
R(r_min3_i16, lo16(sort3(s16(a), s16(b), s16(c), 0)))
R(r_med3_i16, lo16(sort3(s16(a), s16(b), s16(c), 1)))
R(r_max3_i16, lo16(sort3(s16(a), s16(b), s16(c), 2)))
R(r_add_i32, r32(s32(a) + s32(b)))
R(r_add_i32_cl, r32(cls_(s32(a) + s32(b), 32)))
R(r_sub_i32, r32(s32(a) - s32(b)))
R(r_sub_i32_cl, r32(cls_(s32(a) - s32(b), 32)))
R(r_subrev_u32, r32((int64_t)(u32(b) - u32(a))))
R(r_subrev_u32_cl, r32(clu((int64_t)u32(b) - (int64_t)u32(a), 32)))

static int64_t s24(uint64_t v) { return (int64_t)((int32_t)((uint32_t)v << 8) >> 8); }

R(r_mul_hi_u32_u24, r32((int64_t)(((a & 0xffffff) * (b & 0xffffff)) >> 32)))
R(r_mul_i32_i24, r32(s24(a) * s24(b)))
R(r_mul_hi_i32_i24, r32((s24(a) * s24(b)) >> 32))
R(r_add_lshl_u32, r32((int64_t)(u32(u32(a) + u32(b)) << (c % 32))))
R(r_xad_u32, r32((int64_t)((u32(a) ^ u32(b)) + u32(c))))
R(r_xor3_b32, r32((int64_t)(a ^ b ^ c)))
R(r_alignbyte, r32((int64_t)(((u32(a) << 32) | u32(b)) >> (8 * (c % 4)))))
R(r_bfm, r32((int64_t)(((1ull << (a % 32)) - 1) << (b % 32))))

static uint64_t r_mbcnt_lo(uint64_t a, uint64_t b, uint64_t c, unsigned int l)
{
	unsigned int n = 0;

	(void)c;
	for (unsigned int k = 0; k < l && k < 32; k++)
		n += (unsigned int)(a >> k & 1);
	return r32((int64_t)(n + u32(b)));
}

static uint64_t r_mbcnt_hi(uint64_t a, uint64_t b, uint64_t c, unsigned int l)
{
	unsigned int n = 0;

	(void)c;
	for (unsigned int k = 32; k < l; k++)
		n += (unsigned int)(a >> (k - 32) & 1);
	return r32((int64_t)(n + u32(b)));
}

static uint64_t ad(uint64_t x, uint64_t y) { return x > y ? x - y : y - x; }

static uint64_t sad8(uint64_t a, uint64_t b, int masked)
{
	uint64_t s = 0;

	for (int k = 0; k < 4; k++) {
		uint64_t x = a >> (8 * k) & 0xff, y = b >> (8 * k) & 0xff;

		if (!masked || y)
			s += ad(x, y);
	}
	return s;
}

R(r_sad_u8, r32((int64_t)(sad8(a, b, 0) + u32(c))))
R(r_sad_hi_u8, r32((int64_t)((sad8(a, b, 0) << 16) + u32(c))))
R(r_sad_u16, r32((int64_t)(ad(a & 0xffff, b & 0xffff) + ad(a >> 16 & 0xffff, b >> 16 & 0xffff) + u32(c))))
R(r_sad_u32, r32((int64_t)(ad(u32(a), u32(b)) + u32(c))))
R(r_msad_u8, r32((int64_t)(sad8(a, b, 1) + u32(c))))

static uint64_t r_lerp(uint64_t a, uint64_t b, uint64_t c, unsigned int l)
{
	uint64_t d = 0;

	(void)l;
	for (int k = 0; k < 4; k++)
		d |= (((a >> (8 * k) & 0xff) + (b >> (8 * k) & 0xff) + (c >> (8 * k) & 1)) / 2) << (8 * k);
	return r32((int64_t)d);
}

static uint64_t qsad(uint64_t a, uint64_t b, uint64_t c, int masked, int cl)
{
	uint64_t d = 0;

	for (int k = 0; k < 4; k++) {
		uint64_t s = sad8(a >> (8 * k), b, masked) + (c >> (16 * k) & 0xffff);

		d |= (cl && s > 0xffff ? 0xffff : s & 0xffff) << (16 * k);
	}
	return d;
}

R(r_qsad, qsad(a, b, c, 0, 0))
R(r_mqsad, qsad(a, b, c, 1, 0))

static uint64_t cls32(uint64_t a)
{
	uint32_t v = (uint32_t)a;

	for (int i = 1; i < 32; i++)
		if ((v >> (31 - i) & 1) != v >> 31)
			return r32(i);
	return r32(-1);
}

R(r_cls, cls32(a))
R(r_lshr_b64, b >> (a % 64))
R(r_ashr_i64, (uint64_t)((int64_t)b >> (a % 64)))
R(r_lshl_add_u64, (a << (b % 8)) + c)
R(r_mov_b64, a)
R(r_mad_i64_i32, (uint64_t)(s32(a) * s32(b) + (int64_t)c))

/* dot products: elements of w bits, signedness per source */
static int64_t dotp(uint64_t a, uint64_t b, int n, int sa, int sb)
{
	int w = 32 / n;
	int64_t s = 0;

	for (int k = 0; k < n; k++) {
		int64_t x = (int64_t)(a >> (k * w) & ((1u << w) - 1)), y = (int64_t)(b >> (k * w) & ((1u << w) - 1));

		if (sa && x >= (1 << (w - 1)))
			x -= 1 << w;
		if (sb && y >= (1 << (w - 1)))
			y -= 1 << w;
		s += x * y;
	}
	return s;
}

R(r_dot2_i16, r32(dotp(a, b, 2, 1, 1) + s32(c)))
R(r_dot2_i16_cl, r32(cls_(dotp(a, b, 2, 1, 1) + s32(c), 32)))
R(r_dot2_u16, r32(dotp(a, b, 2, 0, 0) + (int64_t)u32(c)))
R(r_dot2_u16_cl, r32(clu(dotp(a, b, 2, 0, 0) + (int64_t)u32(c), 32)))
R(r_dot4_i8, r32(dotp(a, b, 4, 1, 1) + s32(c)))
R(r_dot4_iu8_us, r32(dotp(a, b, 4, 0, 1) + s32(c)))
R(r_dot4_iu8_uu, r32(dotp(a, b, 4, 0, 0) + s32(c)))
R(r_dot4_u8, r32(dotp(a, b, 4, 0, 0) + (int64_t)u32(c)))
R(r_dot8_i4, r32(dotp(a, b, 8, 1, 1) + s32(c)))
R(r_dot8_iu4_su, r32(dotp(a, b, 8, 1, 0) + s32(c)))
R(r_dot8_u4, r32(dotp(a, b, 8, 0, 0) + (int64_t)u32(c)))
R(r_dot8_u4_cl, r32(clu(dotp(a, b, 8, 0, 0) + (int64_t)u32(c), 32)))
/* v_dot*c accumulate into the destination (v8 = DEAD) */
R(r_dot2c, r32(dotp(a, b, 2, 1, 1) + (int32_t)DEAD))
R(r_dot4c, r32(dotp(a, b, 4, 1, 1) + (int32_t)DEAD))
R(r_dot8c, r32(dotp(a, b, 8, 1, 1) + (int32_t)DEAD))

/* packed: op per half with op_sel [0,0] op_sel_hi [1,1] (the defaults) */
static uint64_t pk(uint64_t a, uint64_t b, uint64_t c, int op, int cl)
{
	uint64_t d = 0;

	for (int k = 0; k < 2; k++) {
		uint64_t x = a >> (16 * k) & 0xffff, y = b >> (16 * k) & 0xffff, z = c >> (16 * k) & 0xffff;
		int64_t r = 0, sr = 0;
		int sg = 0;

		switch (op) {
		case 0: r = (int64_t)(x + y); break;
		case 1: r = (int64_t)x - (int64_t)y; break;
		case 2: sr = s16(x) + s16(y); sg = 1; break;
		case 3: sr = s16(x) - s16(y); sg = 1; break;
		case 4: r = (int64_t)(x * y); break;
		case 5: r = (int64_t)(x > y ? x : y); break;
		case 6: r = (int64_t)(x < y ? x : y); break;
		case 7: sr = s16(x) > s16(y) ? s16(x) : s16(y); sg = 1; break;
		case 8: sr = s16(x) < s16(y) ? s16(x) : s16(y); sg = 1; break;
		case 9: r = (int64_t)(y << (x % 16)); break;
		case 10: r = (int64_t)(y >> (x % 16)); break;
		case 11: sr = s16(y) >> (x % 16); sg = 1; break;
		case 12: r = (int64_t)(x * y + z); break;
		case 13: sr = s16(x) * s16(y) + s16(z); sg = 1; break;
		}
		if (sg)
			r = cl ? cls_(sr, 16) : sr;
		else if (cl)
			r = clu(r, 16);
		d |= ((uint64_t)r & 0xffff) << (16 * k);
	}
	return r32((int64_t)d);
}

#define PK(name, op, cl) R(name, pk(a, b, c, op, cl))
PK(r_pk_add_u16, 0, 0) PK(r_pk_add_u16_cl, 0, 1) PK(r_pk_sub_u16, 1, 0) PK(r_pk_sub_u16_cl, 1, 1)
PK(r_pk_add_i16, 2, 0) PK(r_pk_add_i16_cl, 2, 1) PK(r_pk_sub_i16, 3, 0) PK(r_pk_sub_i16_cl, 3, 1)
PK(r_pk_mul_lo_u16, 4, 0) PK(r_pk_max_u16, 5, 0) PK(r_pk_min_u16, 6, 0) PK(r_pk_max_i16, 7, 0)
PK(r_pk_min_i16, 8, 0) PK(r_pk_lshl, 9, 0) PK(r_pk_lshr, 10, 0) PK(r_pk_ashr, 11, 0)
PK(r_pk_mad_u16, 12, 0) PK(r_pk_mad_u16_cl, 12, 1) PK(r_pk_mad_i16, 13, 0)

/* op_sel:[1,1] op_sel_hi:[0,0] swaps the halves each result half reads */
static uint64_t r_pk_add_u16_swap(uint64_t a, uint64_t b, uint64_t c, unsigned int l)
{
	(void)l;
	return pk(u32(a) >> 16 | u32(a) << 16, u32(b) >> 16 | u32(b) << 16, c, 0, 0);
}

/* gfx11/gfx12 VOP3 op_sel: a's and the result's high halves */
static uint64_t r_add_u16_opsel(uint64_t a, uint64_t b, uint64_t c, unsigned int l)
{
	(void)c; (void)l;
	return (uint64_t)DEAD << 32 | (u16(u16(a >> 16) + u16(b)) << 16) | (DEAD & 0xffff);
}

/* v_cndmask_b16 with s10 = 0x12345678 as the lane mask */
R(r_cndmask_b16, lo16((int64_t)(0x12345678u >> l & 1 ? u16(b) : u16(a))))

/* carry-out forms: the result in v8, the lane mask in s[10:11] checked separately */
R(r_subrev_co, r32((int64_t)(u32(b) - u32(a))))

/* ---- cases ---- */

struct tcase {
	const char *op11, *op12, *op9;  /* the instruction per generation (NULL: not there) */
	ref_fn ref;
};

#define S(x) x, x, x
static const struct tcase cases[] = {
	{ "v_add_nc_u16 v8, v2, v4", "v_add_nc_u16 v8, v2, v4", "v_add_u16 v8, v2, v4", r_add_u16 },
	{ "v_add_nc_u16 v8, v2, v4 clamp", "v_add_nc_u16 v8, v2, v4 clamp", "v_add_u16_e64 v8, v2, v4 clamp", r_add_u16_cl },
	{ "v_sub_nc_u16 v8, v2, v4", "v_sub_nc_u16 v8, v2, v4", "v_sub_u16 v8, v2, v4", r_sub_u16 },
	{ "v_sub_nc_u16 v8, v2, v4 clamp", "v_sub_nc_u16 v8, v2, v4 clamp", "v_sub_u16_e64 v8, v2, v4 clamp", r_sub_u16_cl },
	{ NULL, NULL, "v_subrev_u16 v8, v2, v4", r_subrev_u16 },
	{ "v_add_nc_i16 v8, v2, v4", "v_add_nc_i16 v8, v2, v4", "v_add_i16 v8, v2, v4", r_add_i16 },
	{ "v_add_nc_i16 v8, v2, v4 clamp", "v_add_nc_i16 v8, v2, v4 clamp", "v_add_i16 v8, v2, v4 clamp", r_add_i16_cl },
	{ "v_sub_nc_i16 v8, v2, v4", "v_sub_nc_i16 v8, v2, v4", "v_sub_i16 v8, v2, v4", r_sub_i16 },
	{ "v_sub_nc_i16 v8, v2, v4 clamp", "v_sub_nc_i16 v8, v2, v4 clamp", "v_sub_i16 v8, v2, v4 clamp", r_sub_i16_cl },
	{ S("v_mul_lo_u16 v8, v2, v4"), r_mul_lo_u16 },
	{ S("v_max_u16 v8, v2, v4"), r_max_u16 },
	{ S("v_min_u16 v8, v2, v4"), r_min_u16 },
	{ S("v_max_i16 v8, v2, v4"), r_max_i16 },
	{ S("v_min_i16 v8, v2, v4"), r_min_i16 },
	{ S("v_lshlrev_b16 v8, v2, v4"), r_lshl_b16 },
	{ S("v_lshrrev_b16 v8, v2, v4"), r_lshr_b16 },
	{ S("v_ashrrev_i16 v8, v2, v4"), r_ashr_i16 },
	{ "v_and_b16 v8, v2, v4", "v_and_b16 v8, v2, v4", NULL, r_and_b16 },
	{ "v_or_b16 v8, v2, v4", "v_or_b16 v8, v2, v4", NULL, r_or_b16 },
	{ "v_xor_b16 v8, v2, v4", "v_xor_b16 v8, v2, v4", NULL, r_xor_b16 },
	{ "v_not_b16 v8, v2", "v_not_b16 v8, v2", NULL, r_not_b16 },
	{ S("v_mad_u16 v8, v2, v4, v6"), r_mad_u16 },
	{ S("v_mad_u16 v8, v2, v4, v6 clamp"), r_mad_u16_cl },
	{ S("v_mad_i16 v8, v2, v4, v6"), r_mad_i16 },
	{ S("v_mad_i16 v8, v2, v4, v6 clamp"), r_mad_i16_cl },
	{ S("v_mad_u32_u16 v8, v2, v4, v6"), r_mad_u32_u16 },
	{ S("v_mad_u32_u16 v8, v2, v4, v6 clamp"), r_mad_u32_u16_cl },
	{ S("v_mad_i32_i16 v8, v2, v4, v6"), r_mad_i32_i16 },
	{ S("v_mad_i32_i16 v8, v2, v4, v6 clamp"), r_mad_i32_i16_cl },
	{ S("v_min3_u16 v8, v2, v4, v6"), r_min3_u16 },
	{ S("v_med3_u16 v8, v2, v4, v6"), r_med3_u16 },
	{ S("v_max3_u16 v8, v2, v4, v6"), r_max3_u16 },
	{ S("v_min3_i16 v8, v2, v4, v6"), r_min3_i16 },
	{ S("v_med3_i16 v8, v2, v4, v6"), r_med3_i16 },
	{ S("v_max3_i16 v8, v2, v4, v6"), r_max3_i16 },
	{ "v_add_nc_u16 v8.h, v2.h, v4.l", NULL, NULL, r_add_u16_opsel },
	{ "v_cndmask_b16 v8, v2, v4, s10", "v_cndmask_b16 v8, v2, v4, s10", NULL, r_cndmask_b16 },
	{ "v_add_nc_i32 v8, v2, v4", "v_add_nc_i32 v8, v2, v4", "v_add_i32 v8, v2, v4", r_add_i32 },
	{ "v_add_nc_i32 v8, v2, v4 clamp", "v_add_nc_i32 v8, v2, v4 clamp", "v_add_i32 v8, v2, v4 clamp", r_add_i32_cl },
	{ "v_sub_nc_i32 v8, v2, v4", "v_sub_nc_i32 v8, v2, v4", "v_sub_i32 v8, v2, v4", r_sub_i32 },
	{ "v_sub_nc_i32 v8, v2, v4 clamp", "v_sub_nc_i32 v8, v2, v4 clamp", "v_sub_i32 v8, v2, v4 clamp", r_sub_i32_cl },
	{ "v_subrev_nc_u32 v8, v2, v4", "v_subrev_nc_u32 v8, v2, v4", "v_subrev_u32 v8, v2, v4", r_subrev_u32 },
	{ "v_subrev_nc_u32_e64 v8, v2, v4 clamp", "v_subrev_nc_u32_e64 v8, v2, v4 clamp", "v_subrev_u32_e64 v8, v2, v4 clamp", r_subrev_u32_cl },
	{ S("v_mul_hi_u32_u24 v8, v2, v4"), r_mul_hi_u32_u24 },
	{ S("v_mul_i32_i24 v8, v2, v4"), r_mul_i32_i24 },
	{ S("v_mul_hi_i32_i24 v8, v2, v4"), r_mul_hi_i32_i24 },
	{ S("v_add_lshl_u32 v8, v2, v4, v6"), r_add_lshl_u32 },
	{ S("v_xad_u32 v8, v2, v4, v6"), r_xad_u32 },
	{ "v_xor3_b32 v8, v2, v4, v6", "v_xor3_b32 v8, v2, v4, v6", NULL, r_xor3_b32 },
	{ S("v_alignbyte_b32 v8, v2, v4, v6"), r_alignbyte },
	{ S("v_bfm_b32 v8, v2, v4"), r_bfm },
	{ S("v_mbcnt_lo_u32_b32 v8, v2, v4"), r_mbcnt_lo },
	{ S("v_mbcnt_hi_u32_b32 v8, v2, v4"), r_mbcnt_hi },
	{ S("v_sad_u8 v8, v2, v4, v6"), r_sad_u8 },
	{ S("v_sad_hi_u8 v8, v2, v4, v6"), r_sad_hi_u8 },
	{ S("v_sad_u16 v8, v2, v4, v6"), r_sad_u16 },
	{ S("v_sad_u32 v8, v2, v4, v6"), r_sad_u32 },
	{ S("v_msad_u8 v8, v2, v4, v6"), r_msad_u8 },
	{ S("v_lerp_u8 v8, v2, v4, v6"), r_lerp },
	{ S("v_qsad_pk_u16_u8 v[8:9], v[2:3], v4, v[6:7]"), r_qsad },
	{ S("v_mqsad_pk_u16_u8 v[8:9], v[2:3], v4, v[6:7]"), r_mqsad },
	{ "v_cls_i32 v8, v2", "v_cls_i32 v8, v2", "v_ffbh_i32 v8, v2", r_cls },
	{ S("v_lshrrev_b64 v[8:9], v2, v[4:5]"), r_lshr_b64 },
	{ S("v_ashrrev_i64 v[8:9], v2, v[4:5]"), r_ashr_i64 },
	{ NULL, NULL, "v_lshl_add_u64 v[8:9], v[2:3], v4, v[6:7]", r_lshl_add_u64 },
	{ NULL, NULL, "v_mov_b64 v[8:9], v[2:3]", r_mov_b64 },
	{ "v_mad_i64_i32 v[8:9], s10, v2, v4, v[6:7]", "v_mad_co_i64_i32 v[8:9], s10, v2, v4, v[6:7]",
	  "v_mad_i64_i32 v[8:9], s[10:11], v2, v4, v[6:7]", r_mad_i64_i32 },
	{ "v_subrev_co_u32 v8, s10, v2, v4", "v_subrev_co_u32 v8, s10, v2, v4",
	  "v_subrev_co_u32 v8, s[10:11], v2, v4", r_subrev_co },
	{ S("v_pk_add_u16 v8, v2, v4"), r_pk_add_u16 },
	{ S("v_pk_add_u16 v8, v2, v4 clamp"), r_pk_add_u16_cl },
	{ S("v_pk_add_u16 v8, v2, v4 op_sel:[1,1] op_sel_hi:[0,0]"), r_pk_add_u16_swap },
	{ S("v_pk_sub_u16 v8, v2, v4"), r_pk_sub_u16 },
	{ S("v_pk_sub_u16 v8, v2, v4 clamp"), r_pk_sub_u16_cl },
	{ S("v_pk_add_i16 v8, v2, v4"), r_pk_add_i16 },
	{ S("v_pk_add_i16 v8, v2, v4 clamp"), r_pk_add_i16_cl },
	{ S("v_pk_sub_i16 v8, v2, v4"), r_pk_sub_i16 },
	{ S("v_pk_sub_i16 v8, v2, v4 clamp"), r_pk_sub_i16_cl },
	{ S("v_pk_mul_lo_u16 v8, v2, v4"), r_pk_mul_lo_u16 },
	{ S("v_pk_max_u16 v8, v2, v4"), r_pk_max_u16 },
	{ S("v_pk_min_u16 v8, v2, v4"), r_pk_min_u16 },
	{ S("v_pk_max_i16 v8, v2, v4"), r_pk_max_i16 },
	{ S("v_pk_min_i16 v8, v2, v4"), r_pk_min_i16 },
	{ S("v_pk_lshlrev_b16 v8, v2, v4"), r_pk_lshl },
	{ S("v_pk_lshrrev_b16 v8, v2, v4"), r_pk_lshr },
	{ S("v_pk_ashrrev_i16 v8, v2, v4"), r_pk_ashr },
	{ S("v_pk_mad_u16 v8, v2, v4, v6"), r_pk_mad_u16 },
	{ S("v_pk_mad_u16 v8, v2, v4, v6 clamp"), r_pk_mad_u16_cl },
	{ S("v_pk_mad_i16 v8, v2, v4, v6"), r_pk_mad_i16 },
	{ NULL, NULL, "v_dot2_i32_i16 v8, v2, v4, v6", r_dot2_i16 },
	{ NULL, NULL, "v_dot2_i32_i16 v8, v2, v4, v6 clamp", r_dot2_i16_cl },
	{ NULL, NULL, "v_dot2_u32_u16 v8, v2, v4, v6", r_dot2_u16 },
	{ NULL, NULL, "v_dot2_u32_u16 v8, v2, v4, v6 clamp", r_dot2_u16_cl },
	{ "v_dot4_i32_iu8 v8, v2, v4, v6 neg_lo:[1,1,0]", "v_dot4_i32_iu8 v8, v2, v4, v6 neg_lo:[1,1,0]",
	  "v_dot4_i32_i8 v8, v2, v4, v6", r_dot4_i8 },
	{ "v_dot4_i32_iu8 v8, v2, v4, v6 neg_lo:[0,1,0]", "v_dot4_i32_iu8 v8, v2, v4, v6 neg_lo:[0,1,0]", NULL,
	  r_dot4_iu8_us },
	{ "v_dot4_i32_iu8 v8, v2, v4, v6", "v_dot4_i32_iu8 v8, v2, v4, v6", NULL, r_dot4_iu8_uu },
	{ S("v_dot4_u32_u8 v8, v2, v4, v6"), r_dot4_u8 },
	{ "v_dot8_i32_iu4 v8, v2, v4, v6 neg_lo:[1,1,0]", "v_dot8_i32_iu4 v8, v2, v4, v6 neg_lo:[1,1,0]",
	  "v_dot8_i32_i4 v8, v2, v4, v6", r_dot8_i4 },
	{ "v_dot8_i32_iu4 v8, v2, v4, v6 neg_lo:[1,0,0]", "v_dot8_i32_iu4 v8, v2, v4, v6 neg_lo:[1,0,0]", NULL,
	  r_dot8_iu4_su },
	{ S("v_dot8_u32_u4 v8, v2, v4, v6"), r_dot8_u4 },
	{ S("v_dot8_u32_u4 v8, v2, v4, v6 clamp"), r_dot8_u4_cl },
	{ NULL, NULL, "v_dot2c_i32_i16 v8, v2, v4", r_dot2c },
	{ NULL, NULL, "v_dot4c_i32_i8 v8, v2, v4", r_dot4c },
	{ NULL, NULL, "v_dot8c_i32_i4 v8, v2, v4", r_dot8c },
};

/* ---- kernels ---- */

static const char k11[] =
	"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
	"\tv_lshlrev_b32 v1, 3, v0\n"
	"\tWAIT_KM\n"
	"\tglobal_load_b64 v[2:3], v1, s[4:5]\n"
	"\tglobal_load_b64 v[4:5], v1, s[4:5] offset:512\n"
	"\tglobal_load_b64 v[6:7], v1, s[4:5] offset:1024\n"
	"\tv_mov_b32 v8, 0xdeadbeef\n\tv_mov_b32 v9, 0xdeadbeef\n"
	"\ts_mov_b32 s10, 0x12345678\n\ts_mov_b32 s11, 0x9abcdef0\n"
	"\tWAIT_LOAD\n"
	"%s\n"
	"\tglobal_store_b64 v1, v[8:9], s[6:7]\n"
	"\tv_mov_b32 v2, s10\n\tv_mov_b32 v3, s11\n"
	"\tglobal_store_b64 v1, v[2:3], s[6:7] offset:512\n";
static const char k9[] =
	"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
	"\tv_lshlrev_b32 v1, 3, v0\n"
	"\ts_waitcnt lgkmcnt(0)\n"
	"\tglobal_load_dwordx2 v[2:3], v1, s[4:5]\n"
	"\tglobal_load_dwordx2 v[4:5], v1, s[4:5] offset:512\n"
	"\tglobal_load_dwordx2 v[6:7], v1, s[4:5] offset:1024\n"
	"\tv_mov_b32 v8, 0xdeadbeef\n\tv_mov_b32 v9, 0xdeadbeef\n"
	"\ts_mov_b32 s10, 0x12345678\n\ts_mov_b32 s11, 0x9abcdef0\n"
	"\ts_waitcnt vmcnt(0)\n"
	"%s\n"
	"\ts_nop 2\n"  /* CDNA3: a v_dot result waits 3 states before a read */
	"\tglobal_store_dwordx2 v1, v[8:9], s[6:7]\n"
	"\tv_mov_b32 v2, s10\n\tv_mov_b32 v3, s11\n"
	"\tglobal_store_dwordx2 v1, v[2:3], s[6:7] offset:512\n";

#define KD9 "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n"
#define KD64 "\t.amdhsa_wavefront_size32 0\n"

static const char *kd_of(void)
{
	return g_gen == 9 ? KD9 : g_lanes == 64 ? KD64 : "";
}

static int run(const char *what, const char *inst)
{
	static char body[4096];

	snprintf(body, sizeof(body), g_gen == 9 ? k9 : k11, inst);
	return emu_run_ok(g_env, what, body, kd_of(), g_lanes, g_lanes);
}

static void put_inputs(void)
{
	uint32_t *in = emu_in(g_env);

	for (unsigned int l = 0; l < 64; l++) {
		memcpy(in + 2 * l, &A[l], 8);
		memcpy(in + 128 + 2 * l, &B[l], 8);
		memcpy(in + 256 + 2 * l, &C[l], 8);
	}
	memset(emu_out(g_env), 0, EMU_BUF);
}

static uint64_t out64(unsigned int i)
{
	uint64_t v;

	memcpy(&v, emu_out(g_env) + 2 * i, 8);
	return v;
}

static void make_inputs(uint32_t seed)
{
	static const uint64_t edge[] = {
		0, 1, 0xffff, 0x8000, 0x7fff, 0xffffffffu, 0x80000000u, 0x7fffffffu,
		15, 16, 31, 32, 63, 64, 0xffffffffffffffffull, 0x8000000000000000ull,
		0x00ff00ff, 0xff00ff00u, 0x80008000u, 0x7fff7fffu, 0x01010101, 0x88888888u, 0x77777777, 0xfffe,
	};
	uint32_t st = seed;
	const unsigned int ne = sizeof(edge) / sizeof(edge[0]);

	for (unsigned int l = 0; l < 64; l++) {
		uint64_t r[3];

		for (int k = 0; k < 3; k++)
			r[k] = (uint64_t)emu_xs(&st) << 32 | emu_xs(&st);
		/* lanes walk the edge values in all three operands at different rates */
		A[l] = l < ne ? edge[l] : r[0];
		B[l] = l < ne ? edge[(l * 7 + 3) % ne] : r[1];
		C[l] = l < ne ? edge[(l * 5 + 1) % ne] : r[2];
		if (l >= 48) {  /* small shift counts and 16-bit extremes */
			A[l] = (r[0] & 0xffffffff00000000ull) | (l % 20);
			B[l] = l & 1 ? 0x8000 : r[1];
		}
	}
}

static void t_ops(void)
{
	int gi = g_gen == 11 ? 0 : g_gen == 12 ? 1 : 2;
	unsigned int n_run = 0;

	for (unsigned int seed = 1; seed <= 2; seed++) {
		make_inputs(0x5eed0000u + seed * 7919);
		for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
			const struct tcase *t = &cases[i];
			const char *op = gi == 0 ? t->op11 : gi == 1 ? t->op12 : t->op9;
			char inst[200];
			int bad = -1;

			if (!op)
				continue;
			snprintf(inst, sizeof(inst), "\t%s", op);
			put_inputs();
			if (!run(op, inst))
				continue;
			n_run++;
			for (unsigned int l = 0; l < g_lanes && bad < 0; l++)
				if (out64(l) != t->ref(A[l], B[l], C[l], l))
					bad = (int)l;
			CHECK(bad < 0, "%s: %s: lane %d: a 0x%llx b 0x%llx c 0x%llx: got 0x%016llx, expected 0x%016llx",
			      g_env->tname, op, bad, bad < 0 ? 0ull : (unsigned long long)A[bad],
			      bad < 0 ? 0ull : (unsigned long long)B[bad], bad < 0 ? 0ull : (unsigned long long)C[bad],
			      bad < 0 ? 0ull : (unsigned long long)out64((unsigned int)bad),
			      bad < 0 ? 0ull : (unsigned long long)t->ref(A[bad], B[bad], C[bad], (unsigned int)bad));
			/* the lane-mask results (carry out in s10 / s[10:11]) */
			if (strstr(op, "subrev_co") || strstr(op, "mad_i64") || strstr(op, "mad_co_i64")) {
				uint64_t m = 0, got = out64(64);

				for (unsigned int l = 0; l < g_lanes; l++) {
					int co;

					if (strstr(op, "subrev_co"))
						co = u32(A[l]) > u32(B[l]);
					else {
						__int128 s = (__int128)s32(A[l]) * s32(B[l]) + (__int128)(int64_t)C[l];

						co = (int)((unsigned __int128)s >> 64 & 1);
					}
					m |= (uint64_t)co << l;
				}
				if (g_lanes == 32)
					m |= 0x9abcdef000000000ull;  /* s11 untouched */
				CHECK(got == m, "%s: %s: lane mask 0x%016llx, expected 0x%016llx", g_env->tname, op,
				      (unsigned long long)got, (unsigned long long)m);
			}
		}
	}
	CHECK(n_run > 60, "%s: %u integer cases ran", g_env->tname, n_run);
}

/* ---- lane ops ---- */

/* v[2] = lane id * 0x101 + 7, v[4] per-lane selectors; exec has lanes
 * 3, 17 and (wave64) 40 off; results in v8 of every lane */
static int run_lane(const char *what, const char *inst)
{
	char body[2048];

	snprintf(body, sizeof(body),
		 "\tv_mul_u32_u24 v2, 0x101, v0\n"
		 "\tv_add_nc_u32 v2, 7, v2\n"
		 "\tv_xor_b32 v4, 5, v0\n"
		 "\tv_mov_b32 v8, 0xdeadbeef\n"
		 "\tv_mov_b32 v9, 0xcafe\n"
		 "\tv_mov_b32 v10, 0x1234\n"
		 "\ts_mov_b32 s12, 0\n\ts_mov_b32 s13, 0\n"
		 "%s"
		 "%s\n"
		 "%s"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n"
		 "\tWAIT_KM\n"
		 "\tglobal_store_b32 v1, v8, s[6:7]\n"
		 "\tglobal_store_b32 v1, v9, s[6:7] offset:256\n"
		 "\tv_mov_b32 v3, s12\n"
		 "\tglobal_store_b32 v1, v3, s[6:7] offset:512\n"
		 "\tglobal_store_b32 v1, v10, s[6:7] offset:768\n",
		 g_lanes == 64 ? "\ts_mov_b64 s[20:21], exec\n\ts_mov_b32 exec_lo, 0xfffdfff7\n\ts_mov_b32 exec_hi, 0xfffffeff\n"
			       : "\ts_mov_b32 s20, exec_lo\n\ts_mov_b32 exec_lo, 0xfffdfff7\n",
		 inst,
		 g_lanes == 64 ? "\ts_mov_b64 exec, s[20:21]\n" : "\ts_mov_b32 exec_lo, s20\n");
	memset(emu_out(g_env), 0, EMU_BUF);
	return emu_run_ok(g_env, what, body, kd_of(), g_lanes, g_lanes);
}

static int active(unsigned int l)
{
	return l != 3 && l != 17 && l != 40;
}

static uint32_t v2_of(unsigned int l) { return l * 0x101 + 7; }

static void check_v8(const char *what, uint32_t (*want)(unsigned int l))
{
	const uint32_t *o = emu_out(g_env);
	int bad = -1;

	for (unsigned int l = 0; l < g_lanes && bad < 0; l++)
		if (o[l] != want(l))
			bad = (int)l;
	CHECK(bad < 0, "%s (%u lanes): %s: lane %d: got 0x%08x, expected 0x%08x", g_env->tname, g_lanes, what, bad,
	      bad < 0 ? 0 : o[bad], bad < 0 ? 0 : want((unsigned int)bad));
}

static uint64_t g_sel;
static int g_fi, g_bc, g_x;

static uint32_t w_permlane(unsigned int l)
{
	unsigned int row = l / 16, k = (unsigned int)(g_sel >> (4 * (l % 16)) & 15) + 16 * (g_x ? row ^ 1 : row);

	if (!active(l))
		return DEAD;
	if (!active(k) && !g_fi)
		return g_bc ? 0 : DEAD;
	return v2_of(k);
}

static uint32_t w_permlane_var(unsigned int l)
{
	unsigned int row = l / 16, k = ((l ^ 5) & 15) + 16 * (g_x ? row ^ 1 : row);

	if (!active(l))
		return DEAD;
	if (!active(k) && !g_fi)
		return g_bc ? 0 : DEAD;
	return v2_of(k);
}

static uint32_t w_permlane64(unsigned int l)
{
	if (!active(l))
		return DEAD;
	return g_lanes == 64 ? v2_of(l ^ 32) : DEAD;
}

static uint32_t w_movrels(unsigned int l) { return active(l) ? 0x1234 : DEAD; }  /* v8 = v[2 + 8] = v10 */
static uint32_t w_swap_v8(unsigned int l) { return active(l) ? v2_of(l) : DEAD; }
static uint32_t w_writelane(unsigned int l) { return l == 5 ? 0x77 : DEAD; }

static void t_lanes(void)
{
	const uint32_t *o = emu_out(g_env);
	char inst[200];

	if (g_gen == 9)
		return;  /* gfx9's lane ops: t_lanes9 */
	/* readlane ignores EXEC: lane 17 is inactive */
	if (run_lane("v_readlane_b32", "\ts_mov_b32 s14, 17\n\tv_readlane_b32 s12, v2, s14\n"))
		CHECK(o[128] == v2_of(17), "%s: v_readlane_b32 lane 17: 0x%08x", g_env->tname, o[128]);
	if (run_lane("v_writelane_b32", "\ts_movk_i32 s14, 0x77\n\tv_writelane_b32 v8, s14, 5\n"))
		check_v8("v_writelane_b32", w_writelane);
	for (g_x = 0; g_x < 2; g_x++)
		for (int m = 0; m < (g_gen == 12 ? 1 : 3); m++) {  /* gfx12 VOP3 OP_SEL is not decoded */
			g_fi = m == 1;
			g_bc = m == 2;
			g_sel = 0x0123456789abcdefull ^ (uint64_t)(g_x * 0x1111111111111111ull) ^ 0x8d;
			snprintf(inst, sizeof(inst),
				 "\ts_mov_b32 s14, 0x%08x\n\ts_mov_b32 s15, 0x%08x\n\t%s v8, v2, s14, s15%s",
				 (uint32_t)g_sel, (uint32_t)(g_sel >> 32), g_x ? "v_permlanex16_b32" : "v_permlane16_b32",
				 m == 1 ? " op_sel:[1,0]" : m == 2 ? " op_sel:[0,1]" : "");
			if (run_lane(inst, inst))
				check_v8(inst, w_permlane);
			if (g_gen != 12)
				continue;
			snprintf(inst, sizeof(inst), "\t%s v8, v2, v4%s",
				 g_x ? "v_permlanex16_var_b32" : "v_permlane16_var_b32",
				 m == 1 ? " op_sel:[1,0]" : m == 2 ? " op_sel:[0,1]" : "");
			if (run_lane(inst, inst))
				check_v8(inst, w_permlane_var);
		}
	if (run_lane("v_permlane64_b32", "\tv_permlane64_b32 v8, v2"))
		check_v8("v_permlane64_b32", w_permlane64);
	if (run_lane("v_movrels_b32", "\ts_mov_b32 m0, 8\n\tv_movrels_b32 v8, v2"))
		check_v8("v_movrels_b32 (M0 8)", w_movrels);
	if (run_lane("v_movreld_b32", "\ts_mov_b32 m0, 6\n\tv_movreld_b32 v2, v2"))
		check_v8("v_movreld_b32 (M0 6)", w_swap_v8);
	if (run_lane("v_movrelsd_b32", "\ts_mov_b32 m0, 0\n\tv_movrelsd_b32 v8, v2"))
		check_v8("v_movrelsd_b32", w_swap_v8);
	if (run_lane("v_movrelsd_2_b32", "\ts_mov_b32 m0, 0x60000\n\tv_movrelsd_2_b32 v2, v2"))
		check_v8("v_movrelsd_2_b32 (dst + 6)", w_swap_v8);
	if (run_lane("v_swap_b32", "\tv_swap_b32 v8, v2\n\tv_mov_b32 v9, v2")) {
		check_v8("v_swap_b32", w_swap_v8);
		for (unsigned int l = 0; l < g_lanes; l++)
			if (active(l) && o[64 + l] != DEAD) {
				CHECK(0, "%s: v_swap_b32: v2 of lane %u is 0x%08x, expected 0xdeadbeef", g_env->tname, l, o[64 + l]);
				break;
			}
	}
	if (run_lane("v_swaprel_b32", "\ts_mov_b32 m0, 0x60000\n\tv_swaprel_b32 v2, v2"))
		check_v8("v_swaprel_b32 (dst + 6)", w_swap_v8);
	/* M0 past the allocation: a fault naming the register */
	{
		struct gs_error err = { 0 };
		char body[512];
		enum gs_status st;

		snprintf(body, sizeof(body), "\ts_mov_b32 m0, 100\n\tv_movrels_b32 v8, v2\n");
		st = emu_run(g_env, body, kd_of(), g_lanes, g_lanes, &err);
		CHECK(st == GS_ERR_FAULT && strstr(err.msg, "v102"), "%s: v_movrels_b32 past the VGPRs: %s",
		      g_env->tname, st ? err.msg : "ran");
	}
}

static void t_lanes9(void)
{
	const uint32_t *o = emu_out(g_env);
	char body[1024];

	if (g_gen != 9)
		return;
	snprintf(body, sizeof(body),
		 "\tv_mul_u32_u24 v2, 0x101, v0\n"
		 "\tv_add_u32 v2, 7, v2\n"
		 "\tv_mov_b32 v8, 0xdeadbeef\n"
		 "\ts_mov_b32 s14, 40\n"
		 "\tv_readlane_b32 s12, v2, s14\n"
		 "\ts_movk_i32 s15, 0x77\n"
		 "\ts_mov_b32 m0, 5\n"
		 "\tv_writelane_b32 v8, s15, m0\n"
		 "\tv_swap_b32 v9, v2\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		 "\ts_waitcnt lgkmcnt(0)\n"
		 "\tv_mov_b32 v3, s12\n"
		 "\tglobal_store_dword v1, v8, s[6:7]\n"
		 "\tglobal_store_dword v1, v3, s[6:7] offset:256\n"
		 "\tglobal_store_dword v1, v9, s[6:7] offset:512\n");
	memset(emu_out(g_env), 0, EMU_BUF);
	if (!emu_run_ok(g_env, "gfx9 lane ops", body, KD9, 64, 64))
		return;
	CHECK(o[64] == v2_of(40), "%s: v_readlane_b32 lane 40: 0x%08x", g_env->tname, o[64]);
	CHECK(o[5] == 0x77 && o[6] == DEAD, "%s: v_writelane_b32 lane 5: 0x%08x 0x%08x", g_env->tname, o[5], o[6]);
	CHECK(o[128 + 9] == v2_of(9), "%s: v_swap_b32: 0x%08x", g_env->tname, o[128 + 9]);
}

static void tests(struct emu_env *e)
{
	g_env = e;
	g_gen = e->gen;
	g_lanes = e->wave64 ? 64 : 32;
	if (g_gen == 9 || g_lanes == 32)  /* gfx11 wave64: the lane ops only */
		t_ops();
	t_lanes();
	t_lanes9();
}

int main(void)
{
	static const struct { const char *tname; int gen, wave64; } targets[] = {
		{ "gfx1100", 11, 0 }, { "gfx1201", 12, 0 }, { "gfx942", 9, 1 }, { "gfx1100", 11, 1 },
	};

	(void)t_fmt;
	for (size_t i = 0; i < sizeof(targets) / sizeof(targets[0]); i++) {
		struct emu_env e;

		if (emu_open(&e, targets[i].tname, targets[i].gen, "test_emu_int.s")) {
			e.wave64 = targets[i].wave64;
			tests(&e);
		}
		emu_close(&e);
	}
	return t_done();
}
