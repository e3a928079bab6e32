// SPDX-License-Identifier: MIT
/*
 * Format conversion in buffer instructions (issue #5), end to end through
 * the emulator on gfx1100 (wave32 and wave64), gfx1201, gfx942 and gfx950:
 *  - tbuffer_store_format_xyzw with the instruction's format (gfx11/gfx12
 *    unified code, gfx9 dfmt | nfmt << 4): the bytes written against a model
 *    here (UNORM/SNORM clamp and round to nearest even, NaN to 0; UINT the
 *    low bits; f16/f11/f10 the nearest code found by search, ties to the
 *    even code);
 *  - tbuffer_load_format_xyzw of random bytes against the model's decoding;
 *  - buffer_store_format_x into a 4-component format writes one component;
 *    into a packed format it is refused;
 *  - d16 loads (x into the low half, hi into the high half, xy packed, xyz
 *    over two registers) and d16 stores, with the V#'s format;
 *  - gfx9 loads with lds (LDS DMA): LDS at M0 + offset + lane * 4 (lane * 16
 *    for gfx950's dwordx4), no VGPR written, the sign-extending form refused.
 * Expected values never come from emu/format.c.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "harness.h"
#include "fbits.h"
#include "emu_testutil.h"

static uint32_t xs_state = 0x2468ace1u;

static const char *sp(const struct emu_env *e, const char *g11, const char *g9)
{
	return e->gen == 9 ? g9 : g11;
}

/* ---------------------------------------------------------------- model */

enum { UN, SN, UI, SI, FL };

/* A format: little-endian component widths, numeric kind, gfx11/gfx12 unified code, gfx9 dfmt/nfmt. */
struct mfmt {
	const char *name;
	unsigned int nc, w[4], kind, ucode, dfmt, nfmt;
};

static const struct mfmt fmts[] = {
	{ "8_8_8_8_UNORM", 4, { 8, 8, 8, 8 }, UN, 42, 10, 0 },
	{ "8_8_8_8_SNORM", 4, { 8, 8, 8, 8 }, SN, 43, 10, 1 },
	{ "16_16_16_16_FLOAT", 4, { 16, 16, 16, 16 }, FL, 57, 12, 7 },
	{ "16_16_UINT", 2, { 16, 16 }, UI, 27, 5, 4 },
	{ "16_SINT", 1, { 16 }, SI, 12, 2, 5 },
	{ "2_10_10_10_UNORM", 4, { 10, 10, 10, 2 }, UN, 36, 9, 0 },
	{ "32_32_FLOAT", 2, { 32, 32 }, FL, 50, 11, 7 },
	{ "10_11_11_FLOAT", 3, { 11, 11, 10 }, FL, 30, 6, 7 },
	{ "16_16_UNORM", 2, { 16, 16 }, UN, 23, 5, 0 },
};

static unsigned int bytes_of(const struct mfmt *f)
{
	unsigned int b = 0;

	for (unsigned int i = 0; i < f->nc; i++)
		b += f->w[i];
	return b / 8;
}

/* Value of a small float code: 5 exponent bits (bias 15), m mantissa bits, sign bit above when sgn. */
static double small_float(uint32_t c, unsigned int m, int sgn)
{
	unsigned int e = c >> m & 31;
	double mant = c & ((1u << m) - 1), v;

	if (e == 31)
		v = mant ? NAN : INFINITY;
	else if (!e)
		v = ldexp(mant, -14 - (int)m);
	else
		v = ldexp(1.0 + ldexp(mant, -(int)m), (int)e - 15);
	return sgn && c >> (m + 5) & 1 ? -v : v;
}

/* The nearest code of the small float to x (>= 0, finite) by search; ties to the even code; past the
 * largest value by half a step: infinity. */
static uint32_t nearest_code(double x, unsigned int m)
{
	uint32_t inf = 31u << m, best = 0;
	double bd = INFINITY, maxv = small_float(inf - 1, m, 0), step = maxv - small_float(inf - 2, m, 0);

	if (x >= maxv + step / 2)
		return inf;
	for (uint32_t c = 0; c < inf; c++) {
		double d = fabs(small_float(c, m, 0) - x);

		if (d < bd || (d == bd && !(c & 1))) {
			bd = d;
			best = c;
		}
	}
	return best;
}

/* f32 -> f16 code by the search above (sign handled outside). */
static uint32_t to_f16(float x)
{
	if (isnan(x))
		return 0x7e00;
	if (signbit(x))
		return 0x8000 | (isinf(x) ? 0x7c00 : nearest_code(-(double)x, 10));
	return isinf(x) ? 0x7c00 : nearest_code(x, 10);
}

/* Component c of register value v as stored. */
static uint32_t model_pack(const struct mfmt *f, unsigned int c, uint32_t v)
{
	unsigned int n = f->w[c];
	uint32_t mask = n == 32 ? 0xffffffffu : (1u << n) - 1;
	double x = bf(v), max = ldexp(1, (int)n) - 1, smax = ldexp(1, (int)n - 1) - 1;

	switch (f->kind) {
	case UN:
		x = isnan(x) ? 0 : x < 0 ? 0 : x > 1 ? 1 : x;
		return (uint32_t)nearbyint(x * max);
	case SN:
		x = isnan(x) ? 0 : x < -1 ? -1 : x > 1 ? 1 : x;
		return (uint32_t)(int32_t)nearbyint(x * smax) & mask;
	case UI:
	case SI:
		return v & mask;
	default:
		if (n == 32)
			return v;
		if (n == 16)
			return to_f16(bf(v));
		if (isnan(bf(v)))
			return 31u << (n - 5) | 1;  /* any NaN: compared by class below */
		return signbit(bf(v)) ? 0 : isinf(bf(v)) ? 31u << (n - 5) : nearest_code(x, n - 5);
	}
}

/* Component c's raw bits as the register value a load returns. */
static uint32_t model_unpack(const struct mfmt *f, unsigned int c, uint32_t raw)
{
	unsigned int n = f->w[c];
	int32_t sx = n == 32 ? (int32_t)raw : (int32_t)(raw << (32 - n)) >> (32 - n);
	double max = ldexp(1, (int)n) - 1, smax = ldexp(1, (int)n - 1) - 1;

	switch (f->kind) {
	case UN: return fb((float)(raw / max));
	case SN: return fb((float)fmax(sx / smax, -1.0));
	case UI: return raw;
	case SI: return (uint32_t)sx;
	default:
		if (n == 32)
			return raw;
		if (n == 16)
			return fb((float)small_float(raw, 10, 1));
		return fb((float)small_float(raw, n - 5, 0));
	}
}

static uint32_t get_bits(const uint8_t *p, unsigned int pos, unsigned int n)
{
	uint64_t v = 0;

	for (unsigned int i = 0; i < n; i++)
		v |= (uint64_t)(p[(pos + i) / 8] >> ((pos + i) % 8) & 1) << i;
	return (uint32_t)v;
}

/* ---------------------------------------------------------------- kernels */

/* V# over buf (raw, NUM_RECORDS bytes), word3 = w3 | the generation's raw OOB mode. */
static void vsharp(const struct emu_env *e, uint32_t *a, const struct gs_bo *buf, uint32_t num, uint32_t w3)
{
	a[0] = (uint32_t)buf->va;
	a[1] = (uint32_t)(buf->va >> 32 & 0xffff);
	a[2] = num;
	a[3] = w3 | (e->gen == 9 ? 0 : 3u << 28);
}

/* The V# format field of f: gfx9 DATA_FORMAT/NUM_FORMAT, else FORMAT. */
static uint32_t vfmt(const struct emu_env *e, const struct mfmt *f)
{
	return e->gen == 9 ? f->dfmt << 15 | f->nfmt << 12 : f->ucode << 12;
}

#define SEL_XYZW (4u | 5u << 3 | 6u << 6 | 7u << 9)

/*
 * Run body with s[16:17] = in, s[18:19] = out, s[4:7] = V# over in (w3in),
 * s[8:11] = V# over out (w3out), s12 = 0, v0 = lane, v1 = lane * 4,
 * 8 KiB of LDS.  want: the status expected; msg gets the error.
 */
static enum gs_status run(struct emu_env *e, const char *body, uint32_t w3in, uint32_t w3out, char *msg, size_t size)
{
	static char src[8192], exp[8192];
	uint32_t args[12];
	struct gs_error err = { 0 };
	unsigned int lanes = e->wave64 ? 64 : 32;
	enum gs_status st;

	args[0] = (uint32_t)e->in->va;
	args[1] = (uint32_t)(e->in->va >> 32);
	args[2] = (uint32_t)e->out->va;
	args[3] = (uint32_t)(e->out->va >> 32);
	vsharp(e, args + 4, e->in, EMU_BUF, w3in);
	vsharp(e, args + 8, e->out, EMU_BUF, w3out);
	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n"
		 "\t%s s[16:19], s[0:1], 0x0\n\t%s s[4:7], s[0:1], 0x10\n\t%s s[8:11], s[0:1], 0x20\n"
		 "\ts_mov_b32 s12, 0\n\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 2, v0\n\tWAIT_KM\n%s\n\ts_endpgm\n"
		 "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 48\n\t.amdhsa_group_segment_fixed_size 8192\n"
		 "\t.amdhsa_next_free_sgpr 64\n\t.amdhsa_next_free_vgpr 64\n%s\t.end_amdhsa_kernel\n",
		 sp(e, "s_load_b128", "s_load_dwordx4"), sp(e, "s_load_b128", "s_load_dwordx4"),
		 sp(e, "s_load_b128", "s_load_dwordx4"), body,
		 e->gen == 9 ? "\t.amdhsa_accum_offset 32\n" : e->wave64 ? "\t.amdhsa_wavefront_size32 0\n" : "");
	emu_expand(e->gen, src, exp, sizeof(exp));
	st = emu_launch(e->dev, e->tname, e->file, e->wave64, exp, 1, lanes, args, sizeof(args), &err);
	snprintf(msg, size, "%s", st ? err.msg : "ok");
	return st;
}

/* The instruction's format operand. */
static void fmt_operand(const struct emu_env *e, const struct mfmt *f, char *buf, size_t size)
{
	snprintf(buf, size, "format:%u", e->gen == 9 ? f->dfmt | f->nfmt << 4 : f->ucode);
}

/* Register value i of lane l for the stores. */
static uint32_t store_val(const struct mfmt *f, unsigned int l, unsigned int i)
{
	static const float pick[] = { 0.5f, -1.0f, 1.5f, -0.25f, 0.1f, 65520.0f, 1e-5f, 0.75f, 2.0f, -3.0f, 1e6f };

	if (f->kind == UI || f->kind == SI)
		return 0x01020304u * (l + 1) + 0x1111u * i;
	if (l == 5 && i == 0)
		return 0x7fc00000u;  /* NaN */
	if (l < 11 && i == 1)
		return fb(pick[l]);
	return fb(((float)l - 20.0f) * 0.0371f + (float)i * 0.13f);
}

static void tstore(struct emu_env *e, const struct mfmt *f)
{
	unsigned int lanes = e->wave64 ? 64 : 32, eb = bytes_of(f), bad = 0;
	uint8_t *out = (uint8_t *)emu_out(e);
	uint32_t *in = emu_in(e);
	char body[1024], fo[32], msg[400], first[200] = "";
	enum gs_status st;

	for (unsigned int l = 0; l < lanes; l++)
		for (unsigned int i = 0; i < 4; i++)
			in[l * 4 + i] = store_val(f, l, i);
	memset(out, 0xee, EMU_BUF);
	fmt_operand(e, f, fo, sizeof(fo));
	snprintf(body, sizeof(body),
		 "\tv_lshlrev_b32 v20, 4, v0\n\t%s v[8:11], v20, s[16:17]\n\tWAIT_LOAD\n"
		 "\tv_mul_u32_u24 v2, %u, v0\n\ttbuffer_store_format_xyzw v[8:11], v2, s[8:11], s12 %s offen\n\tWAIT_STORE\n",
		 sp(e, "global_load_b128", "global_load_dwordx4"), eb, fo);
	st = run(e, body, 0, 0, msg, sizeof(msg));
	if (!CHECK(st == GS_OK, "%s: tbuffer_store_format_xyzw %s runs (%s)", e->tname, f->name, msg))
		return;
	for (unsigned int l = 0; l < lanes; l++) {
		unsigned int pos = 0;

		for (unsigned int c = 0; c < f->nc; c++) {
			uint32_t got = get_bits(out + l * eb, pos, f->w[c]), want = model_pack(f, c, in[l * 4 + c]);
			int nan = f->kind == FL && f->w[c] < 16 && isnan(bf(in[l * 4 + c]));

			if (nan ? (got >> (f->w[c] - 5)) != 31 || !(got & ((1u << (f->w[c] - 5)) - 1)) : got != want) {
				if (!bad++)
					snprintf(first, sizeof(first), "lane %u component %u (0x%08x) stored 0x%x, want 0x%x", l,
						 c, in[l * 4 + c], got, want);
			}
			pos += f->w[c];
		}
	}
	CHECK(!bad && out[lanes * eb] == 0xee, "%s: tbuffer_store_format_xyzw %s: bytes as the model (%u differ) %s",
	      e->tname, f->name, bad, first);
}

static void tload(struct emu_env *e, const struct mfmt *f)
{
	unsigned int lanes = e->wave64 ? 64 : 32, eb = bytes_of(f), bad = 0;
	const uint8_t *in = (const uint8_t *)emu_in(e);
	uint32_t *out = emu_out(e), one = f->kind == UI || f->kind == SI ? 1 : 0x3f800000u;
	char body[1024], fo[32], msg[400], first[200] = "";
	enum gs_status st;

	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		emu_in(e)[i] = emu_xs(&xs_state);
	memset(out, 0xee, EMU_BUF);
	fmt_operand(e, f, fo, sizeof(fo));
	snprintf(body, sizeof(body),
		 "\tv_mul_u32_u24 v2, %u, v0\n\ttbuffer_load_format_xyzw v[8:11], v2, s[4:7], s12 %s offen\n\tWAIT_LOAD\n"
		 "\tv_lshlrev_b32 v20, 4, v0\n\t%s v20, v[8:11], s[18:19]\n",
		 eb, fo, sp(e, "global_store_b128", "global_store_dwordx4"));
	st = run(e, body, SEL_XYZW, 0, msg, sizeof(msg));
	if (!CHECK(st == GS_OK, "%s: tbuffer_load_format_xyzw %s runs (%s)", e->tname, f->name, msg))
		return;
	for (unsigned int l = 0; l < lanes; l++) {
		unsigned int pos = 0;

		for (unsigned int c = 0; c < 4; c++) {
			uint32_t want = c < f->nc ? model_unpack(f, c, get_bits(in + l * eb, pos, f->w[c])) : c == 3 ? one : 0;
			uint32_t got = out[l * 4 + c];
			int both_nan = f->kind == FL && isnan(bf(want)) && isnan(bf(got));

			if (got != want && !both_nan && !bad++)
				snprintf(first, sizeof(first), "lane %u register %u = 0x%08x, want 0x%08x", l, c, got, want);
			if (c < f->nc)
				pos += f->w[c];
		}
	}
	CHECK(!bad, "%s: tbuffer_load_format_xyzw %s: values as the model (%u differ) %s", e->tname, f->name, bad, first);
}

/* buffer_store_format_x into 8_8_8_8 UNORM writes byte 0 only; into 2_10_10_10 it is refused. */
static void partial_store(struct emu_env *e)
{
	unsigned int lanes = e->wave64 ? 64 : 32, bad = 0;
	const struct mfmt *u8x4 = &fmts[0], *a2 = &fmts[5];
	uint8_t *out = (uint8_t *)emu_out(e);
	char body[512], msg[400];
	enum gs_status st;

	memset(out, 0xee, EMU_BUF);
	snprintf(body, sizeof(body),
		 "\tv_cvt_f32_u32 v8, v0\n\tv_mul_f32 v8, 0x3d000000, v8\n"
		 "\tbuffer_store_format_x v8, v1, s[8:11], s12 offen\n\tWAIT_STORE\n");
	st = run(e, body, 0, vfmt(e, u8x4), msg, sizeof(msg));
	if (CHECK(st == GS_OK, "%s: buffer_store_format_x into 8_8_8_8_UNORM runs (%s)", e->tname, msg)) {
		for (unsigned int l = 0; l < lanes; l++) {
			float x = (float)l * 0.03125f;
			uint32_t want = (uint32_t)nearbyint((x > 1 ? 1 : x) * 255.0);

			bad += out[l * 4] != want || out[l * 4 + 1] != 0xee || out[l * 4 + 2] != 0xee || out[l * 4 + 3] != 0xee;
		}
		CHECK(!bad, "%s: buffer_store_format_x into 8_8_8_8_UNORM: byte 0 = x, bytes 1-3 kept (%u lanes differ)",
		      e->tname, bad);
	}
	st = run(e, body, 0, vfmt(e, a2), msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "packed format"),
	      "%s: buffer_store_format_x into 2_10_10_10 is refused (%s)", e->tname, msg);
}

/* d16 loads with the V#'s format: 8_8_8_8 UNORM to f16 halves; 16_16 UINT to integers. */
static void d16_loads(struct emu_env *e)
{
	unsigned int lanes = e->wave64 ? 64 : 32, bad = 0;
	const uint8_t *in = (const uint8_t *)emu_in(e);
	uint32_t *out = emu_out(e);
	char body[1400], msg[400], first[200] = "";
	enum gs_status st;
	const char *ld = e->gen == 9 ? "buffer_load_format_d16_" : "buffer_load_d16_";
	const char *ldf = e->gen == 9 ? "" : "format_";

	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		emu_in(e)[i] = emu_xs(&xs_state);
	memset(out, 0xee, EMU_BUF);
	/* v8: d16 x (high kept), v9: d16_hi x (low kept), v10: xy, v[12:13]: xyz */
	snprintf(body, sizeof(body),
		 "\tv_lshlrev_b32 v2, 2, v0\n\tv_mov_b32 v8, 0xdead1234\n\tv_mov_b32 v9, 0xbeef5678\n"
		 "\tv_mov_b32 v11, 0x66666666\n\tv_mov_b32 v13, 0x77777777\n"
		 "\t%s%sx v8, v2, s[4:7], s12 offen\n\t%s%s v9, v2, s[4:7], s12 offen\n"
		 "\t%s%sxy v10, v2, s[4:7], s12 offen\n\t%s%sxyz v[12:13], v2, s[4:7], s12 offen\n\tWAIT_LOAD\n"
		 "\tv_lshlrev_b32 v20, 4, v0\n\t%s v20, v[8:11], s[18:19]\n"
		 "\tv_lshlrev_b32 v21, 3, v0\n\t%s v21, v[12:13], s[18:19] offset:1024\n",
		 ld, ldf, e->gen == 9 ? "buffer_load_format_d16_hi_x" : "buffer_load_d16_hi_format_x", "", ld, ldf, ld,
		 ldf, sp(e, "global_store_b128", "global_store_dwordx4"), sp(e, "global_store_b64", "global_store_dwordx2"));
	st = run(e, body, SEL_XYZW | vfmt(e, &fmts[0]), 0, msg, sizeof(msg));
	if (!CHECK(st == GS_OK, "%s: d16 format loads run (%s)", e->tname, msg))
		return;
	for (unsigned int l = 0; l < lanes; l++) {
		uint32_t h[3], want[6];

		for (unsigned int c = 0; c < 3; c++)
			h[c] = to_f16((float)(in[l * 4 + c] / 255.0));
		want[0] = 0xdead0000u | h[0];
		want[1] = 0x5678u | h[0] << 16;
		want[2] = h[0] | h[1] << 16;
		want[3] = 0x66666666u;
		want[4] = h[0] | h[1] << 16;
		want[5] = h[2];
		for (unsigned int i = 0; i < 6; i++) {
			uint32_t got = i < 4 ? out[l * 4 + i] : out[256 + 2 * l + i - 4];

			if (got != want[i] && !bad++)
				snprintf(first, sizeof(first), "lane %u value %u = 0x%08x, want 0x%08x", l, i, got, want[i]);
		}
	}
	CHECK(!bad, "%s: d16 format loads of 8_8_8_8_UNORM: f16 halves, the other half kept for x/hi_x (%u differ) %s",
	      e->tname, bad, first);
}

/* d16 stores: f16 halves into 8_8 UNORM (xy), the high half into 16 SINT (hi_x). */
static void d16_stores(struct emu_env *e)
{
	unsigned int lanes = e->wave64 ? 64 : 32, bad = 0;
	const uint8_t *out = (const uint8_t *)emu_out(e);
	char body[1024], msg[400], first[200] = "";
	enum gs_status st;
	struct mfmt u8x2 = { "8_8_UNORM", 2, { 8, 8 }, UN, 14, 3, 0 };

	memset(emu_out(e), 0xee, EMU_BUF);
	/* v8 = lane * 0x0400 (f16 from 0 up: 0, 2^-14 * ...) | 0x3800 << 16 (0.5) */
	snprintf(body, sizeof(body),
		 "\tv_lshlrev_b32 v8, 8, v0\n\tv_or_b32 v8, 0x38002000, v8\n\tv_lshlrev_b32 v2, 1, v0\n"
		 "\t%s v8, v2, s[8:11], s12 offen\n\tWAIT_STORE\n",
		 e->gen == 9 ? "buffer_store_format_d16_xy" : "buffer_store_d16_format_xy");
	st = run(e, body, 0, vfmt(e, &u8x2), msg, sizeof(msg));
	if (CHECK(st == GS_OK, "%s: d16 format store (xy) runs (%s)", e->tname, msg)) {
		for (unsigned int l = 0; l < lanes; l++) {
			double x = small_float(0x2000u | l << 8, 10, 1);
			uint32_t want0 = (uint32_t)nearbyint((x > 1 ? 1 : x) * 255.0), want1 = 128;

			if ((out[2 * l] != want0 || out[2 * l + 1] != want1) && !bad++)
				snprintf(first, sizeof(first), "lane %u bytes %u %u, want %u %u", l, out[2 * l], out[2 * l + 1],
					 want0, want1);
		}
		CHECK(!bad, "%s: d16 xy store into 8_8_UNORM: f16 halves converted (%u differ) %s", e->tname, bad, first);
	}
	bad = 0;
	memset(emu_out(e), 0xee, EMU_BUF);
	snprintf(body, sizeof(body),
		 "\tv_mul_u32_u24 v8, 0x12345, v0\n\tv_lshlrev_b32 v2, 1, v0\n\t%s v8, v2, s[8:11], s12 offen\n\tWAIT_STORE\n",
		 e->gen == 9 ? "buffer_store_format_d16_hi_x" : "buffer_store_d16_hi_format_x");
	st = run(e, body, 0, vfmt(e, &fmts[4]), msg, sizeof(msg));
	if (CHECK(st == GS_OK, "%s: d16_hi format store runs (%s)", e->tname, msg)) {
		for (unsigned int l = 0; l < lanes; l++)
			bad += (uint32_t)(out[2 * l] | out[2 * l + 1] << 8) != (0x12345u * l >> 16 & 0xffff);
		CHECK(!bad, "%s: d16_hi x store into 16_SINT writes the high half (%u differ)", e->tname, bad);
	}
}

/*
 * gfx9 LDS DMA, the rule global_load_lds_* follows too (test_emu_flat.c
 * checks that path against the same model): lane l's value goes to LDS at
 * (M0 & 0xffff, gfx950 0x3ffff) + offset + 4l as a dword, a byte or short
 * zero- or sign-extended (unverified on silicon: the signed forms only make
 * sense if the lane's whole dword is written).
 */
static void lds_model_put(uint8_t *lds, uint32_t m0, int gfx950, uint32_t off, unsigned int l, const uint8_t *src,
			  unsigned int bytes, int sign)
{
	uint32_t a = (m0 & (gfx950 ? 0x3ffffu : 0xffffu)) + off + 4 * l, v = 0;

	memcpy(&v, src, bytes);
	if (bytes == 1)
		v = sign ? (uint32_t)(int32_t)(int8_t)v : v;
	else if (bytes == 2)
		v = sign ? (uint32_t)(int32_t)(int16_t)v : v;
	memcpy(lds + a, &v, 4);
}

static void lds_dma(struct emu_env *e)
{
	static const struct { const char *op; uint32_t m0_942, m0_950, off; unsigned int bytes; int sign, part; } f[] = {
		{ "buffer_load_ubyte", 0xfffc0010u, 0xfffc0010u, 4, 1, 0, 0 },  /* M0's high bits ignored */
		{ "buffer_load_sbyte", 0x1010fu, 0x10fu, 5, 1, 1, 0 },          /* gfx942: 16 bits of M0 */
		{ "buffer_load_ushort", 0x20eu, 0x20eu, 6, 2, 0, 1 },           /* lanes 0..39 */
		{ "buffer_load_sshort", 0x30eu, 0x30eu, 2, 2, 1, 0 },
		{ "buffer_load_dword", 0x40cu, 0x40cu, 4, 4, 0, 1 },
	};
	int gfx950 = !strcmp(e->tname, "gfx950");
	unsigned int lanes = 64, bad = 0;
	const uint8_t *in = (const uint8_t *)emu_in(e);
	uint32_t *out = emu_out(e);
	static uint8_t want[0x600];
	char body[4000], msg[400], first[200] = "";
	size_t n = 0;
	enum gs_status st;

	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		emu_in(e)[i] = emu_xs(&xs_state);
	memset(out, 0xee, EMU_BUF);
	/* LDS 0..0x5ff prefilled with 0xa5a5a5a5; each form at its M0, under
	 * EXEC lanes 0..39 when part; then LDS copied out and v5 (untouched) */
	n += (size_t)snprintf(body + n, sizeof(body) - n, "\ts_mov_b32 m0, -1\n\tv_mov_b32 v3, 0xa5a5a5a5\n");
	for (unsigned int i = 0; i < 6; i++)
		n += (size_t)snprintf(body + n, sizeof(body) - n, "\tds_write_b32 v1, v3 offset:%u\n", 256 * i);
	n += (size_t)snprintf(body + n, sizeof(body) - n,
			      "\ts_waitcnt lgkmcnt(0)\n\tv_mov_b32 v5, 0x5555\n\tv_cmp_gt_u32 vcc, 40, v0\n");
	for (size_t i = 0; i < sizeof(f) / sizeof(f[0]); i++)
		n += (size_t)snprintf(body + n, sizeof(body) - n, "%s\ts_mov_b32 m0, 0x%x\n\t%s v1, s[4:7], s12 offen offset:%u lds\n%s",
				      f[i].part ? "\ts_and_saveexec_b64 s[20:21], vcc\n" : "",
				      gfx950 ? f[i].m0_950 : f[i].m0_942, f[i].op, f[i].off,
				      f[i].part ? "\ts_mov_b64 exec, s[20:21]\n" : "");
	n += (size_t)snprintf(body + n, sizeof(body) - n, "\ts_waitcnt vmcnt(0)\n\ts_mov_b32 m0, -1\n");
	for (unsigned int i = 0; i < 6; i++)
		n += (size_t)snprintf(body + n, sizeof(body) - n,
				      "\tds_read_b32 v6, v1 offset:%u\n\ts_waitcnt lgkmcnt(0)\n\tglobal_store_dword v1, v6, s[18:19] offset:%u\n",
				      256 * i, 256 * i);
	snprintf(body + n, sizeof(body) - n, "\tglobal_store_dword v1, v5, s[18:19] offset:%u\n\ts_waitcnt vmcnt(0)\n",
		 0x600);
	st = run(e, body, 0, 0, msg, sizeof(msg));
	if (!CHECK(st == GS_OK, "%s: buffer loads with lds run (%s)", e->tname, msg))
		return;
	memset(want, 0xa5, sizeof(want));
	for (size_t i = 0; i < sizeof(f) / sizeof(f[0]); i++)
		for (unsigned int l = 0; l < (f[i].part ? 40u : lanes); l++)
			lds_model_put(want, gfx950 ? f[i].m0_950 : f[i].m0_942, gfx950, f[i].off, l, in + 4 * l + f[i].off,
				      f[i].bytes, f[i].sign);
	for (unsigned int i = 0; i < 0x600 / 4; i++) {
		uint32_t w;

		memcpy(&w, want + 4 * i, 4);
		if (out[i] != w && !bad++)
			snprintf(first, sizeof(first), "LDS 0x%x: 0x%08x, want 0x%08x", 4 * i, out[i], w);
	}
	for (unsigned int l = 0; l < lanes; l++)
		if (out[0x600 / 4 + l] != 0x5555 && !bad++)
			snprintf(first, sizeof(first), "lane %u: v5 0x%x changed", l, out[0x600 / 4 + l]);
	CHECK(!bad, "%s: buffer_load_ubyte/sbyte/ushort/sshort/dword lds (partial EXEC, M0 masked): LDS as the C model, VGPRs untouched (%u differ) %s",
	      e->tname, bad, first);
	st = run(e, "\ts_mov_b32 m0, 0\n\tbuffer_load_format_x v1, s[4:7], s12 offen lds\n\ts_waitcnt vmcnt(0)\n", 0, 0,
		 msg, sizeof(msg));
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(msg, "lds"), "%s: buffer_load_format_x with lds is refused (%s)",
	      e->tname, msg);
	st = run(e, "\ts_movk_i32 m0, 0x1ff8\n\tbuffer_load_sbyte v1, s[4:7], s12 offen lds\n\ts_waitcnt vmcnt(0)\n", 0, 0,
		 msg, sizeof(msg));
	CHECK(st == GS_ERR_FAULT && strstr(msg, "LDS memory violation (emulated): lane 2 of buffer_load_sbyte writes 4 bytes at LDS address 0x2000"),
	      "%s: a buffer lds load past the LDS allocation faults as global_load_lds_* does (%s)", e->tname, msg);
	if (strcmp(e->tname, "gfx950"))
		return;
	bad = 0;
	memset(out, 0xee, EMU_BUF);
	st = run(e,
		 "\ts_movk_i32 m0, 0x100\n\tv_lshlrev_b32 v2, 4, v0\n\tbuffer_load_dwordx4 v2, s[4:7], s12 offen offset:16 lds\n"
		 "\ts_waitcnt vmcnt(0)\n\ts_mov_b32 m0, -1\n\tds_read_b128 v[8:11], v2 offset:272\n\ts_waitcnt lgkmcnt(0)\n"
		 "\tglobal_store_dwordx4 v2, v[8:11], s[18:19]\n\ts_waitcnt vmcnt(0)\n",
		 0, 0, msg, sizeof(msg));
	if (CHECK(st == GS_OK, "%s: buffer_load_dwordx4 with lds runs (%s)", e->tname, msg)) {
		for (unsigned int l = 0; l < lanes; l++)
			bad += memcmp(out + 4 * l, in + 16 * l + 16, 16) != 0;
		CHECK(!bad, "%s: dwordx4 lds: LDS[M0 + offset + lane*16] = 16 loaded bytes (%u lanes differ)", e->tname, bad);
	}
}

static void tests(struct emu_env *e)
{
	for (size_t i = 0; i < sizeof(fmts) / sizeof(fmts[0]); i++) {
		tstore(e, &fmts[i]);
		tload(e, &fmts[i]);
	}
	partial_store(e);
	d16_loads(e);
	d16_stores(e);
	if (e->gen == 9)
		lds_dma(e);
}

int main(void)
{
	static const struct { const char *t; int gen, wave64; } runs[] = {
		{ "gfx1100", 11, 0 }, { "gfx1100", 11, 1 }, { "gfx1201", 12, 0 }, { "gfx942", 9, 1 }, { "gfx950", 9, 1 },
	};

	(void)t_fmt;
	for (size_t i = 0; i < sizeof(runs) / sizeof(runs[0]); i++) {
		struct emu_env e;

		printf("# %s wave%d\n", runs[i].t, runs[i].wave64 ? 64 : 32);
		if (emu_open(&e, runs[i].t, runs[i].gen, "test_emu_tbuffer.c")) {
			e.wave64 = runs[i].wave64;
			tests(&e);
		}
		emu_close(&e);
	}
	return t_done();
}
