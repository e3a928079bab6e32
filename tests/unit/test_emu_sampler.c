// SPDX-License-Identifier: MIT
/*
 * The emulator's texture sampler (emu/sampler.h) on fake images held in C
 * arrays: every expected value is derived here by hand (texel values encode
 * their own x, y, slice and level, so a result names the texels and weights
 * that made it), not taken from the implementation.  Covered: the S#
 * fields of gfx11 and gfx12 (built from the documented bit positions) and
 * its refusals; the address-VGPR layout, compared live with llc-22's
 * lowering of the llvm.amdgcn.image.* intrinsics (marker constants show
 * which dword and half each component lands in; SKIP without llc-22);
 * point and bilinear filtering (8-bit subtexel fraction, an assumption);
 * the 8 addressing modes at both edges; border colors; offsets;
 * unnormalized coordinates; arrays (round-to-even slices); 3D; cube face
 * selection for the 6 major axes and the face coordinates; LOD from
 * derivatives, _l, _lz, bias, _cl, S# min/max LOD; mip point and linear;
 * depth compare (PCF); gather4 order; get_lod; min/max reduction.
 */
#include <fenv.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/error.h"
#include "emu/sampler.h"
#include "harness.h"
#include "testutil.h"

static uint32_t fbits(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static float bitsf(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

/* ---------------------------------------------------------------- fake image */

/* Texel value: R = x + 10 y + 100 level + 1000 slice (or z), G = 1 + R,
 * B = -R, A = 0.5; integer class: the same numbers as integers. */
struct fake {
	int calls;
	int uint;       /* integer class */
	float depth[4][4];  /* compare tests: R of level 0 slice 0 from here */
	int use_depth;
};

static float rval(int x, int y, int z, unsigned int level)
{
	return (float)(x + 10 * y + 100 * (int)level + 1000 * z);
}

static int fetch(void *ctx, int x, int y, int z, unsigned int level, uint32_t t[4])
{
	struct fake *f = ctx;
	float r = rval(x, y, z, level);

	f->calls++;
	if (f->use_depth)
		r = f->depth[y][x];
	if (f->uint) {
		t[0] = (uint32_t)r;
		t[1] = (uint32_t)r + 1;
		t[2] = 7;
		t[3] = 9;
		return GS_OK;
	}
	t[0] = fbits(r);
	t[1] = fbits(r + 1);
	t[2] = fbits(-r);
	t[3] = fbits(0.5f);
	return GS_OK;
}

static struct fake g_fake;

static struct gsi_img_view view(enum gsi_img_dim dim, unsigned int w, unsigned int h, unsigned int d,
				unsigned int levels)
{
	struct gsi_img_view v;

	memset(&v, 0, sizeof(v));
	v.dim = dim;
	v.width = w;
	v.height = h;
	v.depth = d;
	v.base_level = 0;
	v.last_level = levels - 1;
	v.base_array = 0;
	v.last_array = dim == GSI_DIM_CUBE ? 11 : 3;
	v.numclass = GSI_IMG_FLOAT;
	v.fetch = fetch;
	v.ctx = &g_fake;
	return v;
}

/* A point-sampling, clamp-to-edge S# with mip filter none. */
static struct gsi_ssharp samp(void)
{
	struct gsi_ssharp s;

	memset(&s, 0, sizeof(s));
	s.clamp[0] = s.clamp[1] = s.clamp[2] = GSI_TEX_CLAMP_LAST_TEXEL;
	s.max_lod = 15;
	s.trunc_coord = 1;
	return s;
}

static struct gsi_sample_in lz(float x, float y, float z)
{
	struct gsi_sample_in in;

	memset(&in, 0, sizeof(in));
	in.flags = GSI_SMP_LZ;
	in.coord[0] = x;
	in.coord[1] = y;
	in.coord[2] = z;
	return in;
}

static char msg[256];
static int g_st;  /* a call's status, taken before CHECK formats msg */

/* Sample and return R (component 0) as float; NAN on an error. */
static float R(const struct gsi_ssharp *s, const struct gsi_img_view *v, const struct gsi_sample_in *in,
	       uint32_t out[4])
{
	uint32_t tmp[4];

	if (!out)
		out = tmp;
	msg[0] = 0;
	if (gsi_emu_sample(s, v, in, out, msg, sizeof(msg)) != GS_OK)
		return NAN;
	return bitsf(out[0]);
}

static int near(float a, float b)
{
	return fabsf(a - b) <= 1e-3f * (1 + fabsf(b));
}

/* ---------------------------------------------------------------- S# */

static void test_ssharp(void)
{
	struct gsi_ssharp s;
	uint32_t w[4];
	int st;

	/* word 0: clamp x/y/z 2:0 5:3 8:6, aniso 11:9, compare 14:12, unnorm 15,
	 * trunc 27, disable cube wrap 28, filter mode 30:29 */
	w[0] = 1u | 6u << 3 | 3u << 6 | 2u << 9 | 5u << 12 | 1u << 15 | 1u << 27 | 1u << 28 | 2u << 29;
	/* gfx11 word 1: min lod 11:0, max lod 23:12 (u4.8) */
	w[1] = (unsigned int)(1.5 * 256) | (unsigned int)(9.25 * 256) << 12;
	/* word 2: lod bias 13:0 (s6.8) = -2.5, mag 21:20, min 23:22, z 25:24, mip 27:26 */
	w[2] = ((unsigned int)(-640) & 0x3fff) | 1u << 20 | 0u << 22 | 2u << 24 | 2u << 26;
	/* word 3: border color ptr 29:18, type 31:30 */
	w[3] = 37u << 18 | 3u << 30;
	st = gsi_emu_ssharp_read(GS_GEN_GFX11, w, &s, msg, sizeof(msg));
	CHECK_EQ(st, GS_OK, "gfx11 S# reads (%s)", msg);
	CHECK(s.clamp[0] == GSI_TEX_MIRROR && s.clamp[1] == GSI_TEX_CLAMP_BORDER &&
	      s.clamp[2] == GSI_TEX_MIRROR_ONCE_LAST_TEXEL, "S# clamp x/y/z");
	CHECK(s.max_aniso_ratio == 2 && s.depth_compare == GSI_TEX_CMP_NOTEQUAL && s.force_unnormalized,
	      "S# aniso ratio, compare func, force unnormalized");
	CHECK(s.trunc_coord && s.disable_cube_wrap && s.reduction == GSI_TEX_MAX, "S# trunc, cube wrap, filter mode");
	CHECK(s.min_lod == 1.5f && s.max_lod == 9.25f, "gfx11 S# min/max lod 1.5 / 9.25 (got %g / %g)",
	      s.min_lod, s.max_lod);
	CHECK(s.lod_bias == -2.5f, "S# lod bias -2.5 (got %g)", s.lod_bias);
	CHECK(s.mag_filter == GSI_TEX_XY_BILINEAR && s.min_filter == GSI_TEX_XY_POINT &&
	      s.z_filter == GSI_TEX_LINEAR && s.mip_filter == GSI_TEX_LINEAR, "S# filters");
	CHECK(s.border_color_ptr == 37 && s.border_color_type == GSI_TEX_BORDER_REGISTER, "S# border ptr/type");

	/* gfx12 word 1: min lod 12:0, max lod 25:13 (u5.8): 16.75 needs 13 bits */
	w[1] = (unsigned int)(16.75 * 256) | (unsigned int)(17 * 256) << 13;
	st = gsi_emu_ssharp_read(GS_GEN_GFX12, w, &s, msg, sizeof(msg));
	CHECK(st == GS_OK && s.min_lod == 16.75f && s.max_lod == 17.0f,
	      "gfx12 S# min/max lod are 13-bit fields (got %g / %g)", s.min_lod, s.max_lod);
	/* the same dword read as gfx11 cuts at bit 12 */
	st = gsi_emu_ssharp_read(GS_GEN_GFX11, w, &s, msg, sizeof(msg));
	CHECK(st == GS_OK && s.min_lod == (float)((unsigned int)(16.75 * 256) & 0xfff) / 256.0f,
	      "gfx11 reads 12 bits of min lod");

	st = gsi_emu_ssharp_read(GS_GEN_GFX9, w, &s, msg, sizeof(msg));
	CHECK_EQ(st, GS_ERR_UNSUPPORTED, "gfx9 S# refused: %s", msg);
	w[1] = 0;
	w[0] = 1u << 20;
	st = gsi_emu_ssharp_read(GS_GEN_GFX12, w, &s, msg, sizeof(msg));
	CHECK_EQ(st, GS_ERR_UNSUPPORTED, "FORCE_DEGAMMA refused: %s", msg);
	w[0] = 3u << 29;
	st = gsi_emu_ssharp_read(GS_GEN_GFX12, w, &s, msg, sizeof(msg));
	CHECK_EQ(st, GS_ERR_INVALID, "FILTER_MODE 3 refused: %s", msg);
	w[0] = 0;
	w[2] = 5u << 14;
	st = gsi_emu_ssharp_read(GS_GEN_GFX11, w, &s, msg, sizeof(msg));
	CHECK_EQ(st, GS_ERR_UNSUPPORTED, "LOD_BIAS_SEC refused: %s", msg);
	w[2] = 3u << 26;
	st = gsi_emu_ssharp_read(GS_GEN_GFX11, w, &s, msg, sizeof(msg));
	CHECK_EQ(st, GS_ERR_UNSUPPORTED, "MIP_FILTER 3 refused: %s", msg);
}

/* ---------------------------------------------------------------- filtering */

static void test_point_bilinear(void)
{
	struct gsi_ssharp s = samp();
	struct gsi_img_view v = view(GSI_DIM_2D, 4, 4, 1, 1);
	struct gsi_sample_in in;
	uint32_t out[4];
	int bad = 0;

	/* point at every texel center returns that texel, all 4 components */
	for (int y = 0; y < 4; y++)
		for (int x = 0; x < 4; x++) {
			in = lz((x + 0.5f) / 4, (y + 0.5f) / 4, 0);
			R(&s, &v, &in, out);
			if (bitsf(out[0]) != rval(x, y, 0, 0) || bitsf(out[1]) != rval(x, y, 0, 0) + 1 ||
			    bitsf(out[2]) != -rval(x, y, 0, 0) || bitsf(out[3]) != 0.5f)
				bad++;
		}
	CHECK_EQ(bad, 0, "point sampling at the 16 texel centers");

	/* bilinear: t - 0.5 = (1.25, 2.75): taps x 1,2 weights .75/.25; y 2,3 weights .25/.75 */
	s.mag_filter = s.min_filter = GSI_TEX_XY_BILINEAR;
	in = lz(1.75f / 4, 3.25f / 4, 0);
	{
		float e = 0.75f * 0.25f * rval(1, 2, 0, 0) + 0.25f * 0.25f * rval(2, 2, 0, 0) +
			  0.75f * 0.75f * rval(1, 3, 0, 0) + 0.25f * 0.75f * rval(2, 3, 0, 0);
		float got = R(&s, &v, &in, out);

		CHECK(near(got, e), "bilinear at (1.25, 2.75) texels: %g, want %g", got, e);
		CHECK(near(bitsf(out[3]), 0.5f), "bilinear of a constant component stays 0.5");
	}
	/* a fraction off the 1/256 grid: 1/3 rounds to 85/256 (assumed 8-bit subtexel precision) */
	in = lz((1.5f + 1.0f / 3) / 4, 0.5f / 4, 0);
	{
		float fr = 85.0f / 256, e = (1 - fr) * rval(1, 0, 0, 0) + fr * rval(2, 0, 0, 0);
		float got = R(&s, &v, &in, NULL);

		CHECK(fabsf(got - e) < 1e-4f, "subtexel fraction 1/3 -> 85/256: %.6f, want %.6f", got, e);
		fesetround(FE_UPWARD);  /* as a wave with MODE.FP_ROUND +inf would leave it */
		got = R(&s, &v, &in, NULL);
		fesetround(FE_TONEAREST);
		CHECK(fabsf(got - e) < 1e-4f, "the same under the host's round-up mode");
	}
	/* 1D: bilinear along x only */
	{
		struct gsi_img_view v1 = view(GSI_DIM_1D, 8, 1, 1, 1);
		float e = 0.5f * rval(3, 0, 0, 0) + 0.5f * rval(4, 0, 0, 0);

		in = lz(4.0f / 8, 0, 0);
		CHECK(near(R(&s, &v1, &in, NULL), e), "1D bilinear halfway between texels 3 and 4");
	}
	/* 3D: trilinear footprint (z filter none = the xy filter) */
	{
		struct gsi_img_view v3 = view(GSI_DIM_3D, 4, 4, 4, 1);
		float e = 0;

		in = lz(2.0f / 4, 1.0f / 4, 3.0f / 4);  /* t-0.5 = (1.5, 0.5, 2.5): halves everywhere */
		for (int k = 0; k < 8; k++)
			e += 0.125f * rval(1 + (k & 1), (k >> 1 & 1), 2 + (k >> 2), 0);
		CHECK(near(R(&s, &v3, &in, NULL), e), "3D linear at a corner of 8 texels: %g", e);
		s.z_filter = GSI_TEX_POINT;  /* point in z: slice floor(3.0) = 3 */
		e = 0.25f * (rval(1, 0, 3, 0) + rval(2, 0, 3, 0) + rval(1, 1, 3, 0) + rval(2, 1, 3, 0));
		CHECK(near(R(&s, &v3, &in, NULL), e), "3D bilinear with point z filter");
	}
}

/* The 8 addressing modes, point sampling of an 4-wide row at texel
 * coordinates t (normalized t / 4): expected texel index or -1 = border. */
static void test_addressing(void)
{
	static const struct {
		float t;
		int want[8];  /* WRAP, MIRROR, CLAMP_LAST, MIRROR_ONCE_LAST, HALF_BORDER, MO_HALF_BORDER, BORDER, MO_BORDER */
	} cases[] = {
		/* t = -0.4: index -1: wrap 3, mirror 0, clamp 0, mirror-once 0; half border clamps
		 * t to 0 -> 0; mirror-once half border: |t| = 0.4 -> 0; border: -1 -> border;
		 * mirror-once border: mirror(-1) = 0 */
		{ -0.4f, { 3, 0, 0, 0, 0, 0, -1, 0 } },
		/* t = -1.5: index -2: wrap 2, mirror 1, clamp 0, mirror-once 1, half border 0,
		 * mirror-once half border |t| = 1.5 -> 1, border -> border, mirror-once border 1 */
		{ -1.5f, { 2, 1, 0, 1, 0, 1, -1, 1 } },
		/* t = 5.2: index 5: wrap 1, mirror 8-1-5 = 2, clamp 3, mirror-once 3,
		 * half border clamps t to 4 -> index 4 -> border; border; border */
		{ 5.2f, { 1, 2, 3, 3, -1, -1, -1, -1 } },
		/* t = -6.5: index -7: wrap 1, mirror: -7 mod 8 = 1 -> 1, clamp 0, mirror once
		 * 6 -> 3, half border t->0 -> 0, mo half border |t| = 6.5 -> 4 -> border,
		 * border, mo border mirror(-7) = 6 -> border */
		{ -6.5f, { 1, 1, 0, 3, 0, -1, -1, -1 } },
	};
	struct gsi_img_view v = view(GSI_DIM_1D, 4, 1, 1, 1);
	int bad = 0;

	for (unsigned int c = 0; c < sizeof(cases) / sizeof(cases[0]); c++)
		for (unsigned int m = 0; m < 8; m++) {
			struct gsi_ssharp s = samp();
			struct gsi_sample_in in = lz(cases[c].t / 4, 0, 0);
			uint32_t out[4];
			float got;
			int w = cases[c].want[m];

			s.clamp[0] = (uint8_t)m;
			s.border_color_type = GSI_TEX_BORDER_OPAQUE_BLACK;
			got = R(&s, &v, &in, out);
			if (w >= 0 ? got != rval(w, 0, 0, 0)
				   : !(got == 0 && bitsf(out[1]) == 0 && bitsf(out[3]) == 1.0f)) {
				printf("#   mode %u t %g: got %g (%s), want %d\n", m, cases[c].t, got, msg, w);
				bad++;
			}
		}
	CHECK_EQ(bad, 0, "8 addressing modes x 4 coordinates");

	/* half border, bilinear at u = 0: half the edge texel, half the border color */
	{
		struct gsi_ssharp s = samp();
		struct gsi_sample_in in = lz(-0.2f, 0, 0);
		uint32_t out[4];

		s.clamp[0] = GSI_TEX_CLAMP_HALF_BORDER;
		s.mag_filter = s.min_filter = GSI_TEX_XY_BILINEAR;
		s.border_color_type = GSI_TEX_BORDER_OPAQUE_WHITE;
		R(&s, &v, &in, out);
		CHECK(near(bitsf(out[0]), 0.5f * rval(0, 0, 0, 0) + 0.5f) &&
		      near(bitsf(out[3]), 0.5f * 0.5f + 0.5f * 1.0f),
		      "half border: 50%% edge texel, 50%% white border (%g, %g)", bitsf(out[0]), bitsf(out[3]));
		s.clamp[0] = GSI_TEX_CLAMP_BORDER;  /* full border at t = -0.8: only border */
		s.border_color_type = GSI_TEX_BORDER_TRANS_BLACK;
		in = lz(-0.2f, 0, 0);
		R(&s, &v, &in, out);
		CHECK(bitsf(out[0]) == 0 && bitsf(out[3]) == 0, "clamp border, outside: transparent black");
		s.border_color_type = GSI_TEX_BORDER_REGISTER;
		g_st = gsi_emu_sample(&s, &v, &in, out, msg, sizeof(msg));
		CHECK(g_st == GS_ERR_UNSUPPORTED,
		      "border color table refused when a border texel is needed: %s", msg);
		in = lz(0.5f, 0, 0);  /* inside: no border texel, no refusal */
		g_st = gsi_emu_sample(&s, &v, &in, out, msg, sizeof(msg));
		CHECK(g_st == GS_OK,
		      "border color table not needed inside the image");
	}
	/* integer class: opaque white border is integer 1 */
	{
		struct gsi_ssharp s = samp();
		struct gsi_img_view vu = v;
		struct gsi_sample_in in = lz(-0.5f, 0, 0);
		uint32_t out[4];

		g_fake.uint = 1;
		vu.numclass = GSI_IMG_UINT;
		s.clamp[0] = GSI_TEX_CLAMP_BORDER;
		s.border_color_type = GSI_TEX_BORDER_OPAQUE_WHITE;
		gsi_emu_sample(&s, &vu, &in, out, msg, sizeof(msg));
		CHECK(out[0] == 1 && out[3] == 1, "uint opaque white border is (1,1,1,1)");
		in = lz(2.5f / 4, 0, 0);
		gsi_emu_sample(&s, &vu, &in, out, msg, sizeof(msg));
		CHECK(out[0] == 2 && out[1] == 3 && out[2] == 7 && out[3] == 9, "uint point sample returns the texel");
		s.mag_filter = s.min_filter = GSI_TEX_XY_BILINEAR;
		g_st = gsi_emu_sample(&s, &vu, &in, out, msg, sizeof(msg));
		CHECK(g_st == GS_ERR_UNSUPPORTED,
		      "bilinear on an integer format refused: %s", msg);
		g_fake.uint = 0;
	}
}

/* Random bilinear samples of a 5x3 image under wrap / mirror / clamp per
 * axis against a reference built differently: each mode as an explicit
 * periodic (or clamped) table of texel indices, weights from the
 * coordinate rounded to 1/256 texel. */
static int ref_index(unsigned int mode, long long i, int n)
{
	int table[64];
	int len = 0;

	if (mode == GSI_TEX_CLAMP_LAST_TEXEL)
		return i < 0 ? 0 : i >= n ? n - 1 : (int)i;
	for (int k = 0; k < n; k++)  /* one period: 0..n-1 (then n-1..0 for mirror) */
		table[len++] = k;
	if (mode == GSI_TEX_MIRROR)
		for (int k = n - 1; k >= 0; k--)
			table[len++] = k;
	while (i < 0)
		i += len;
	return table[i % len];
}

static void test_random_bilinear(void)
{
	static const unsigned int modes[3] = { GSI_TEX_WRAP, GSI_TEX_MIRROR, GSI_TEX_CLAMP_LAST_TEXEL };
	struct gsi_img_view v = view(GSI_DIM_2D, 5, 3, 1, 1);
	unsigned int seed = 12345;
	int bad = 0, total = 0;

	for (int k = 0; k < 600; k++) {
		struct gsi_ssharp s = samp();
		struct gsi_sample_in in;
		float u, w, e = 0, got;
		double a[2];
		int n[2] = { 5, 3 };

		seed = seed * 1103515245u + 12345u;
		u = (float)((seed >> 8) % 20000) / 4000.0f - 2.0f;  /* -2 .. 3 */
		seed = seed * 1103515245u + 12345u;
		w = (float)((seed >> 8) % 20000) / 4000.0f - 2.0f;
		s.clamp[0] = (uint8_t)modes[k % 3];
		s.clamp[1] = (uint8_t)modes[(k / 3) % 3];
		s.mag_filter = s.min_filter = GSI_TEX_XY_BILINEAR;
		in = lz(u, w, 0);
		a[0] = floor(((double)u * 5 - 0.5) * 256 + 0.5) / 256;
		a[1] = floor(((double)w * 3 - 0.5) * 256 + 0.5) / 256;
		for (int j = 0; j < 2; j++)
			for (int i = 0; i < 2; i++) {
				double fx = a[0] - floor(a[0]), fy = a[1] - floor(a[1]);
				double wt = (i ? fx : 1 - fx) * (j ? fy : 1 - fy);
				int x = ref_index(s.clamp[0], (long long)floor(a[0]) + i, n[0]);
				int y = ref_index(s.clamp[1], (long long)floor(a[1]) + j, n[1]);

				e += (float)(wt * rval(x, y, 0, 0));
			}
		got = R(&s, &v, &in, NULL);
		total++;
		if (!(fabsf(got - e) <= 1e-3f)) {
			if (bad < 5)
				printf("#   u %g v %g modes %u/%u: got %g want %g\n", u, w, s.clamp[0], s.clamp[1], got, e);
			bad++;
		}
	}
	CHECK_EQ(bad, 0, "%d random bilinear samples (wrap/mirror/clamp per axis) match the table model", total);
}

static void test_offsets_unnorm_arrays(void)
{
	struct gsi_ssharp s = samp();
	struct gsi_img_view v = view(GSI_DIM_2D, 4, 4, 1, 1);
	struct gsi_sample_in in = lz(1.5f / 4, 1.5f / 4, 0);

	/* _o: x -1 (0x3f), y +2 at bits 13:8 */
	in.flags |= GSI_SMP_O;
	in.offset = 0x3fu | 2u << 8;
	CHECK(R(&s, &v, &in, NULL) == rval(0, 3, 0, 0), "offset (-1, +2) from texel (1,1) -> (0,3)");
	in.offset = 0x3eu | 0x3fu << 8;  /* (-2, -1) -> (-1, 0) -> clamp (0, 0) */
	CHECK(R(&s, &v, &in, NULL) == rval(0, 0, 0, 0), "offset (-2, -1) clamps at the edge");

	/* unnormalized: instruction bit or S# FORCE_UNNORMALIZED */
	in = lz(2.5f, 3.25f, 0);
	in.unorm = 1;
	CHECK(R(&s, &v, &in, NULL) == rval(2, 3, 0, 0), "unnormalized (2.5, 3.25) -> texel (2,3)");
	in.unorm = 0;
	s.force_unnormalized = 1;
	CHECK(R(&s, &v, &in, NULL) == rval(2, 3, 0, 0), "S# FORCE_UNNORMALIZED");
	s.force_unnormalized = 0;

	/* 2D array: slice rounds to nearest even, clamps to the view */
	v = view(GSI_DIM_2D_ARRAY, 4, 4, 1, 1);
	v.base_array = 1;
	v.last_array = 3;   /* 3 slices: 1, 2, 3 */
	{
		static const float sl[] = { 0.4f, 0.5f, 1.5f, 2.5f, 7.0f, -3.0f };
		static const int want[] = { 1, 1, 3, 3, 3, 1 };  /* base + clamp(rne(sl), 0, 2) */
		int bad = 0;

		for (unsigned int i = 0; i < 6; i++) {
			in = lz(0.5f / 4, 0.5f / 4, sl[i]);
			if (R(&s, &v, &in, NULL) != rval(0, 0, want[i], 0))
				bad++;
		}
		CHECK_EQ(bad, 0, "2D array slices: round half to even, base array, clamp");
	}
	/* 1D array: the slice is the second coordinate */
	v = view(GSI_DIM_1D_ARRAY, 4, 1, 1, 1);
	in = lz(3.5f / 4, 2.0f, 0);
	CHECK(R(&s, &v, &in, NULL) == rval(3, 0, 2, 0), "1D array: x 3, slice 2");
}

static void test_cube(void)
{
	static const float dirs[6][3] = {
		{ 2, 0.1f, -0.2f }, { -3, 0.2f, 0.1f }, { 0.3f, 5, -0.1f },
		{ 0.2f, -1, 0.3f }, { 0.1f, -0.2f, 4 }, { -0.3f, 0.1f, -2 },
	};
	struct gsi_ssharp s = samp();
	struct gsi_img_view v = view(GSI_DIM_CUBE, 4, 4, 1, 1);
	float c[3];
	int bad = 0;

	/* the major axis picks the face: +x 0, -x 1, +y 2, -y 3, +z 4, -z 5 */
	for (int f = 0; f < 6; f++) {
		struct gsi_sample_in in;

		gsi_emu_cube_coords(dirs[f], 0, c);
		in = lz(c[0], c[1], c[2]);
		if (c[2] != (float)f || R(&s, &v, &in, NULL) != rval((int)((c[0] - 1) * 4), (int)((c[1] - 1) * 4), f, 0))
			bad++;
	}
	CHECK_EQ(bad, 0, "cube face selection for the 6 major axes");

	/* face coordinates for +x: sc = -z, tc = -y, ma = 2x; x = sc/|ma| + 1.5 */
	{
		const float d[3] = { 1, 0.5f, -0.25f };

		gsi_emu_cube_coords(d, 0, c);
		CHECK(c[0] == 1.625f && c[1] == 1.25f && c[2] == 0,
		      "+x face: (1, .5, -.25) -> (1.625, 1.25, 0), got (%g, %g, %g)", c[0], c[1], c[2]);
	}
	/* -y: sc = x, tc = -z; cube array layer 1: face id 8 + 3 */
	{
		const float d[3] = { 0.5f, -2, 1 };
		struct gsi_sample_in in;

		gsi_emu_cube_coords(d, 1, c);
		CHECK(c[0] == 1.625f && c[1] == 1.25f && c[2] == 11,
		      "-y face in cube 1: (1.625, 1.25, 11), got (%g, %g, %g)", c[0], c[1], c[2]);
		in = lz(c[0], c[1], c[2]);  /* slice 6 * 1 + 3 = 9, texel (2, 1) of 4x4 */
		CHECK(R(&s, &v, &in, NULL) == rval(2, 1, 9, 0), "cube array sample reads slice 9");
	}
	/* seamless filtering (DISABLE_CUBE_WRAP 0): +x's right edge (u = 1, z = -1)
	 * meets -z's left column with the same rows (both have tc = -y); bilinear
	 * halfway across it at row 1: half (3,1) of face 0, half (0,1) of face 5 */
	s.mag_filter = s.min_filter = GSI_TEX_XY_BILINEAR;
	{
		struct gsi_sample_in in = lz(2.0f, 1.0f + 1.5f / 4, 0);
		float e = 0.5f * rval(3, 1, 0, 0) + 0.5f * rval(0, 1, 5, 0);

		CHECK(near(R(&s, &v, &in, NULL), e), "seamless cube: +x right edge blends with -z column 0");
		/* the corner (right, bottom) of +x: direction (1, -1, -1) touches
		 * +x (3,3), -z (0,3) and -y (3,3) (-y: sc = x, tc = -z); the tap
		 * beyond both edges is their average, so the result is their mean */
		in = lz(2.0f, 2.0f, 0);
		e = (rval(3, 3, 0, 0) + rval(0, 3, 5, 0) + rval(3, 3, 3, 0)) / 3;
		CHECK(near(R(&s, &v, &in, NULL), e), "seamless cube corner: mean of the 3 texels (%g)", e);
		/* DISABLE_CUBE_WRAP: the S# clamp mode applies within the face */
		s.disable_cube_wrap = 1;
		in = lz(2.0f, 1.0f + 1.5f / 4, 0);
		CHECK(R(&s, &v, &in, NULL) == rval(3, 1, 0, 0), "DISABLE_CUBE_WRAP: clamp to the face's edge");
		s.disable_cube_wrap = 0;
	}
	s.mag_filter = s.min_filter = GSI_TEX_XY_POINT;

	/* a tie |x| = |z| goes to z (the ISA's order z, y, x) */
	{
		const float d[3] = { 1, 0, -1 };

		gsi_emu_cube_coords(d, 0, c);
		CHECK(c[2] == 5, "tie x/z picks -z");
	}
}

/* ---------------------------------------------------------------- LOD and mips */

static void test_lod(void)
{
	struct gsi_ssharp s = samp();
	struct gsi_img_view v = view(GSI_DIM_2D, 8, 8, 1, 4);  /* 8x8, 4x4, 2x2, 1x1 */
	struct gsi_sample_in in;
	uint32_t out[4];

	/* mip point with _l: level = nearest, .5 rounds down; clamps to q = 3 */
	s.mip_filter = GSI_TEX_POINT;
	{
		static const float lod[] = { 0.4f, 0.5f, 0.6f, 1.5f, 2.2f, 7.0f, -2.0f };
		static const unsigned int want[] = { 0, 0, 1, 1, 2, 3, 0 };
		int bad = 0;

		for (unsigned int i = 0; i < 7; i++) {
			in = lz(0.01f, 0.01f, 0);
			in.flags = GSI_SMP_L;
			in.lod = lod[i];
			if (R(&s, &v, &in, NULL) != rval(0, 0, 0, want[i]))
				bad++;
		}
		CHECK_EQ(bad, 0, "mip point selection from _l");
	}
	/* base level 1 of the view: lod 0 reads resource level 1 */
	{
		struct gsi_img_view vb = v;

		vb.base_level = 1;
		in = lz(0.01f, 0.01f, 0);
		CHECK(R(&s, &vb, &in, NULL) == rval(0, 0, 0, 1), "view base level 1");
	}
	/* mip linear: lod 1.25 -> 0.75 level 1 + 0.25 level 2 (texel (1,1) of 4x4 is (0,0) of 2x2) */
	s.mip_filter = GSI_TEX_LINEAR;
	in = lz(1.5f / 4, 1.5f / 4, 0);
	in.flags = GSI_SMP_L;
	in.lod = 1.25f;
	CHECK(near(R(&s, &v, &in, NULL), 0.75f * rval(1, 1, 0, 1) + 0.25f * rval(0, 0, 0, 2)),
	      "mip linear at lod 1.25");
	/* derivatives: one texel per pixel at level 0 -> lod 0; 4 texels -> lod 2 */
	in = lz(1.5f / 4, 1.5f / 4, 0);
	in.flags = 0;
	in.dh[0] = 1.0f / 8;
	in.dv[1] = 1.0f / 8;
	CHECK(R(&s, &v, &in, NULL) == rval(3, 3, 0, 0), "derivatives of 1 texel: lod 0");
	in.dh[0] = 4.0f / 8;
	in.dv[1] = 0;
	CHECK(R(&s, &v, &in, NULL) == rval(0, 0, 0, 2), "derivatives of 4 texels: lod 2");
	/* rho is the longer of the two directions' lengths: (3, 4) texels -> 5 -> log2 5 */
	in.dh[0] = 3.0f / 8;
	in.dh[1] = 4.0f / 8;
	{
		float l = log2f(5.0f), fr = roundf((l - 2) * 256) / 256;
		float e = (1 - fr) * rval(0, 0, 0, 2) + fr * rval(0, 0, 0, 3);

		CHECK(near(R(&s, &v, &in, NULL), e), "lod log2(5) blends levels 2 and 3");
	}
	in.dh[1] = 0;
	/* S# lod bias + _b bias: lod 2 - 1.5 + 0.5 = 1 */
	in.dh[0] = 4.0f / 8;
	s.lod_bias = -1.5f;
	in.flags = GSI_SMP_B;
	in.bias = 0.5f;
	CHECK(R(&s, &v, &in, NULL) == rval(1, 1, 0, 1), "bias: 2 - 1.5 + 0.5 = lod 1");
	s.lod_bias = 0;
	/* S# max lod 1 caps lod 2; min lod 2.5 raises lod 0; _cl raises */
	in.flags = 0;
	s.max_lod = 1;
	CHECK(R(&s, &v, &in, NULL) == rval(1, 1, 0, 1), "S# max lod 1");
	s.max_lod = 15;
	s.min_lod = 3;
	in.dh[0] = 1.0f / 8;
	CHECK(R(&s, &v, &in, NULL) == rval(0, 0, 0, 3), "S# min lod 3");
	s.min_lod = 0;
	in.flags = GSI_SMP_CL;
	in.clamp = 2;
	CHECK(R(&s, &v, &in, NULL) == rval(0, 0, 0, 2), "_cl 2 raises lod 0 to 2");
	/* mip filter none: always the base level */
	s.mip_filter = GSI_TEX_NONE;
	in.flags = GSI_SMP_L;
	in.lod = 3;
	CHECK(R(&s, &v, &in, NULL) == rval(3, 3, 0, 0), "mip filter none reads the base level");
	/* mag vs min filter: lod <= 0 magnifies (bilinear), lod > 0 minifies (point) */
	s.mip_filter = GSI_TEX_POINT;
	s.mag_filter = GSI_TEX_XY_BILINEAR;
	s.min_filter = GSI_TEX_XY_POINT;
	in = lz(1.0f / 8, 0.5f / 8, 0);
	CHECK(near(R(&s, &v, &in, NULL), 0.5f * (rval(0, 0, 0, 0) + rval(1, 0, 0, 0))), "lod 0: mag filter bilinear");
	in.flags = GSI_SMP_L;
	in.lod = 0.25f;  /* minification, level 0, point: floor(1.0) = texel 1 */
	CHECK(R(&s, &v, &in, NULL) == rval(1, 0, 0, 0), "lod 0.25: min filter point");

	/* 3D: the z derivative counts (depth 8 -> 4 texels per pixel -> lod 2) */
	{
		struct gsi_img_view v3 = view(GSI_DIM_3D, 8, 8, 8, 4);
		struct gsi_ssharp s3 = samp();

		s3.mip_filter = GSI_TEX_POINT;
		in = lz(0.01f, 0.01f, 0.01f);
		in.flags = 0;
		in.dh[2] = 4.0f / 8;
		CHECK(R(&s3, &v3, &in, NULL) == rval(0, 0, 0, 2), "3D: a z derivative of 4 texels selects level 2");
		/* unnormalized: derivatives are already in texels (4 -> lod 2) */
		in = lz(0.5f, 0.5f, 0.5f);
		in.flags = 0;
		in.unorm = 1;
		in.dh[0] = 4;
		CHECK(R(&s3, &v3, &in, NULL) == rval(0, 0, 0, 2), "unnormalized derivatives count in texels");
	}
	/* integer formats: mip linear refused; gather4 on 3D refused */
	{
		struct gsi_img_view vu = v;
		struct gsi_ssharp su = samp();

		vu.numclass = GSI_IMG_SINT;
		su.mip_filter = GSI_TEX_LINEAR;
		in = lz(0.01f, 0.01f, 0);
		in.flags = GSI_SMP_L;
		in.lod = 1.5f;
		g_st = gsi_emu_sample(&su, &vu, &in, out, msg, sizeof(msg));
		CHECK(g_st == GS_ERR_UNSUPPORTED, "linear mip filter on an integer format refused: %s", msg);
		in.lod = 1.0f;  /* exactly one level: fine */
		g_fake.uint = 1;
		g_st = gsi_emu_sample(&su, &vu, &in, out, msg, sizeof(msg));
		g_fake.uint = 0;
		CHECK(g_st == GS_OK && out[0] == 100, "integer mip point at lod 1 reads level 1 (%s)", msg);
		vu = view(GSI_DIM_3D, 4, 4, 4, 1);
		in.flags = GSI_SMP_GATHER | GSI_SMP_LZ;
		in.dmask = 1;
		g_st = gsi_emu_sample(&su, &vu, &in, out, msg, sizeof(msg));
		CHECK(g_st == GS_ERR_INVALID, "gather4 on a 3D image refused: %s", msg);
	}

	/* get_lod: derivatives of 2.828 texels -> 1.5; out[1] adds the bias unclamped */
	s = samp();
	s.lod_bias = 4;
	in = lz(0.5f, 0.5f, 0);
	in.flags = GSI_SMP_GET_LOD;
	in.dh[0] = in.dv[1] = sqrtf(8.0f) / 8;
	R(&s, &v, &in, out);
	CHECK(near(bitsf(out[0]), 3.0f) && near(bitsf(out[1]), 5.5f),
	      "get_lod: clamped 3 (levels), unclamped 1.5 + 4 (got %g, %g)", bitsf(out[0]), bitsf(out[1]));
	s.lod_bias = 0;
	R(&s, &v, &in, out);
	CHECK(near(bitsf(out[0]), 1.5f) && near(bitsf(out[1]), 1.5f), "get_lod 1.5");

	/* quad derivatives: lanes (0,0) (1,0) (0,1) (1,1) */
	{
		const float q[4] = { 0.25f, 0.375f, 0.5f, 0.625f };
		float dh, dv;

		gsi_emu_quad_derivs(q, &dh, &dv);
		CHECK(dh == 0.125f && dv == 0.25f, "quad derivatives: lane 1 - lane 0, lane 2 - lane 0");
		{
			const float r[4] = { 1, 2, 10, 30 };  /* rows differ: 1 vs 20; columns 9 vs 28 */
			float h3, v3, h0, v0;

			gsi_emu_quad_derivs_fine(r, 3, &h3, &v3);
			gsi_emu_quad_derivs_fine(r, 0, &h0, &v0);
			CHECK(h3 == 20 && v3 == 28 && h0 == 1 && v0 == 9,
			      "fine quad derivatives: lane 3 uses row 1 / column 1, lane 0 row 0 / column 0");
		}
	}
}

/* ---------------------------------------------------------------- compare, gather, reduction */

static void test_compare_gather(void)
{
	struct gsi_ssharp s = samp();
	struct gsi_img_view v = view(GSI_DIM_2D, 4, 4, 1, 1);
	struct gsi_sample_in in;
	uint32_t out[4];

	g_fake.use_depth = 1;
	for (int y = 0; y < 4; y++)
		for (int x = 0; x < 4; x++)
			g_fake.depth[y][x] = 0.1f * (float)(x + 4 * y);  /* 0.0 .. 1.5 */
	/* point compare at texel (2,1) = 0.6: ref 0.5 LESS passes, GREATER fails */
	in = lz(2.5f / 4, 1.5f / 4, 0);
	in.flags |= GSI_SMP_C;
	in.zref = 0.5f;
	s.depth_compare = GSI_TEX_CMP_LESS;
	CHECK(R(&s, &v, &in, NULL) == 1.0f, "compare LESS: 0.5 < 0.6 -> 1");
	s.depth_compare = GSI_TEX_CMP_GREATER;
	CHECK(R(&s, &v, &in, NULL) == 0.0f, "compare GREATER: 0.5 > 0.6 -> 0");
	s.depth_compare = GSI_TEX_CMP_NEVER;
	CHECK(R(&s, &v, &in, NULL) == 0.0f, "compare NEVER");
	s.depth_compare = GSI_TEX_CMP_ALWAYS;
	CHECK(R(&s, &v, &in, NULL) == 1.0f, "compare ALWAYS");
	/* PCF: bilinear at the corner of texels (1,1)=.5 (2,1)=.6 (1,2)=.9 (2,2)=1.0, ref 0.7 LESS:
	 * 2 of 4 pass -> 0.5 */
	s.mag_filter = s.min_filter = GSI_TEX_XY_BILINEAR;
	s.depth_compare = GSI_TEX_CMP_LESS;
	in = lz(2.0f / 4, 2.0f / 4, 0);
	in.flags |= GSI_SMP_C;
	in.zref = 0.7f;
	CHECK(near(R(&s, &v, &in, NULL), 0.5f), "PCF: 2 of 4 texels pass -> 0.5");
	/* gather4_c: the 4 results in gather order */
	in.flags |= GSI_SMP_GATHER;
	in.dmask = 1;
	R(&s, &v, &in, out);
	CHECK(bitsf(out[0]) == 1 && bitsf(out[1]) == 1 && bitsf(out[2]) == 0 && bitsf(out[3]) == 0,
	      "gather4_c: (i0,j1) .9 pass, (i1,j1) 1.0 pass, (i1,j0) .6 fail, (i0,j0) .5 fail");
	g_fake.use_depth = 0;

	/* gather4: component 1 (G = R + 1) of (i0,j1), (i1,j1), (i1,j0), (i0,j0) around (1.3, 2.4) */
	s = samp();
	in = lz(1.8f / 4, 2.9f / 4, 0);  /* t - .5 = (1.3, 2.4): i0 1, j0 2 */
	in.flags = GSI_SMP_GATHER | GSI_SMP_LZ;
	in.dmask = 2;
	R(&s, &v, &in, out);
	CHECK(bitsf(out[0]) == rval(1, 3, 0, 0) + 1 && bitsf(out[1]) == rval(2, 3, 0, 0) + 1 &&
	      bitsf(out[2]) == rval(2, 2, 0, 0) + 1 && bitsf(out[3]) == rval(1, 2, 0, 0) + 1,
	      "gather4 G of (1,3) (2,3) (2,2) (1,2): got %g %g %g %g", bitsf(out[0]), bitsf(out[1]),
	      bitsf(out[2]), bitsf(out[3]));
	in.dmask = 3;
	g_st = gsi_emu_sample(&s, &v, &in, out, msg, sizeof(msg));
	CHECK(g_st == GS_ERR_INVALID,
	      "gather4 with two DMASK bits refused: %s", msg);

	/* min / max reduction over the bilinear footprint */
	s = samp();
	s.mag_filter = s.min_filter = GSI_TEX_XY_BILINEAR;
	in = lz(2.0f / 4, 2.0f / 4, 0);   /* texels (1..2, 1..2) */
	s.reduction = GSI_TEX_MIN;
	CHECK(R(&s, &v, &in, NULL) == rval(1, 1, 0, 0), "min reduction");
	s.reduction = GSI_TEX_MAX;
	CHECK(R(&s, &v, &in, NULL) == rval(2, 2, 0, 0), "max reduction");
	in = lz(1.5f / 4, 1.5f / 4, 0);   /* exactly on texel (1,1): the others weigh 0 */
	CHECK(R(&s, &v, &in, NULL) == rval(1, 1, 0, 0), "max ignores zero-weight texels");
}

/* ---------------------------------------------------------------- layout vs llc-22 */

struct lcase {
	unsigned int flags;
	enum gsi_img_dim dim;
	int a16;
};

static const char *const dim_name[] = { "1d", "2d", "3d", "cube", "1darray", "2darray" };

/* The intrinsic's name: op[.c][.d|.l|.b|.lz][.cl][.o].dim */
static void intrinsic(const struct lcase *c, char *buf, size_t size)
{
	unsigned int f = c->flags;

	snprintf(buf, size, "llvm.amdgcn.image.%s%s%s%s%s%s%s%s.%s",
		 (f & GSI_SMP_GET_LOD) ? "getlod" : (f & GSI_SMP_GATHER) ? "gather4" : "sample",
		 (f & GSI_SMP_C) ? ".c" : "", (f & GSI_SMP_D) ? ".d" : "", (f & GSI_SMP_L) ? ".l" : "",
		 (f & GSI_SMP_B) ? ".b" : "", (f & GSI_SMP_LZ) ? ".lz" : "", (f & GSI_SMP_CL) ? ".cl" : "",
		 (f & GSI_SMP_O) ? ".o" : "", dim_name[c->dim]);
}

/* Marker of component i: f16 0x5000 + i, 32-bit 0x45000000 + (i << 12) (f32 2048 + 32 i: exact). */
static uint32_t marker(unsigned int i, int half16)
{
	return half16 ? 0x5000u + i : 0x45000000u + (i << 12);
}

/* Append one function for case c to the IR text. */
static void ir_case(const struct lcase *c, unsigned int k, const struct gsi_addr_comp *comp, unsigned int n,
		    char *ir, size_t size)
{
	char name[128], args[2048], types[512], decl[700];
	size_t al = 0, tl = 0;
	int g16 = !!(c->flags & GSI_SMP_G16);
	unsigned int dmask = (c->flags & GSI_SMP_GATHER) ? 1 : (c->flags & GSI_SMP_GET_LOD) ? 3 : 15;
	const char *ret = (c->flags & GSI_SMP_GET_LOD) ? "<2 x float>" : "<4 x float>";
	const char *rets = (c->flags & GSI_SMP_GET_LOD) ? "v2f32" : "v4f32";

	intrinsic(c, name, sizeof(name));
	al += (size_t)snprintf(args + al, sizeof(args) - al, "i32 %u", dmask);
	tl += (size_t)snprintf(types + tl, sizeof(types) - tl, "i32");
	for (unsigned int i = 0; i < n; i++) {
		int h = comp[i].half != 0;
		const char *t = comp[i].kind == GSI_ADDR_OFFSET ? "i32" : h ? "half" : "float";
		uint32_t m = marker(i, h);

		if (comp[i].kind == GSI_ADDR_OFFSET)
			al += (size_t)snprintf(args + al, sizeof(args) - al, ", i32 %u", m);
		else if (h)
			al += (size_t)snprintf(args + al, sizeof(args) - al, ", half 0xH%04X", m);
		else  /* float constants are written as doubles */
			al += (size_t)snprintf(args + al, sizeof(args) - al, ", float %.1f", (double)bitsf(m));
		tl += (size_t)snprintf(types + tl, sizeof(types) - tl, ", %s", t);
	}
	/* overloads: return, [bias type], [gradient type], coordinate type */
	snprintf(decl, sizeof(decl), "%s.%s%s%s.%s", name, rets,
		 (c->flags & GSI_SMP_B) ? (c->a16 ? ".f16" : ".f32") : "",
		 (c->flags & GSI_SMP_D) ? (g16 ? ".f16" : ".f32") : "", c->a16 ? "f16" : "f32");
	snprintf(ir + strlen(ir), size - strlen(ir),
		 "define amdgpu_cs void @k%u(<8 x i32> inreg %%r, <4 x i32> inreg %%s, ptr addrspace(1) inreg %%o) {\n"
		 "  %%v = call %s @%s(%s, <8 x i32> %%r, <4 x i32> %%s, i1 0, i32 0, i32 0)\n"
		 "  store %s %%v, ptr addrspace(1) %%o\n  ret void\n}\n"
		 "declare %s @%s(%s, <8 x i32>, <4 x i32>, i1, i32, i32)\n",
		 k, ret, decl, args, ret, ret, decl, types);
}

/* From llc's text of function k: the value each vaddr dword holds (from the
 * v_mov_b32 literals before the image instruction).  Returns the count. */
static unsigned int parse_vaddr(const char *text, unsigned int k, uint32_t val[24], int known[24], char mn[64])
{
	char label[32];
	const char *p, *end, *img;
	uint32_t reg[256];
	int have[256];
	unsigned int n = 0;

	memset(have, 0, sizeof(have));
	snprintf(label, sizeof(label), "\nk%u:", k);
	p = strstr(text, label);
	if (!p)
		return 0;
	img = strstr(p, "image_");
	end = strstr(p + 1, "s_endpgm");
	if (!img || !end || img > end)
		return 0;
	sscanf(img, "%63s", mn);
	for (const char *q = p; q < img; q++) {  /* "mov_b32... vN, 0xHEX" */
		unsigned int r;
		unsigned long x;
		char *e;

		if (strncmp(q, "mov_b32", 7))
			continue;
		q += 7;
		while (*q && *q != ' ' && *q != '\t')
			q++;
		while (*q == ' ' || *q == '\t')
			q++;
		if (sscanf(q, "v%u, ", &r) != 1 || r > 255)
			continue;
		q = strchr(q, ',');
		if (!q)
			break;
		x = strtoul(q + 1, &e, 0);
		if (e == q + 1)
			continue;
		reg[r] = (uint32_t)x;
		have[r] = 1;
	}
	/* image_xxx vdst, VADDR, s[..] : VADDR = vN | v[a:b] | [list of those] */
	p = strchr(img, ',');
	if (!p)
		return 0;
	p++;
	while (*p == ' ')
		p++;
	if (*p == '[') {  /* the list ends at the ']' that closes it */
		int depth = 0;

		end = ++p;
		for (; *end && *end != '\n'; end++) {
			if (*end == '[')
				depth++;
			else if (*end == ']' && depth-- == 0)
				break;
		}
	} else {
		end = strchr(p, ',');
	}
	while (p && end && p < end) {
		unsigned int a, b;

		while (*p == ' ')
			p++;
		if (sscanf(p, "v[%u:%u]", &a, &b) == 2) {
			for (unsigned int r = a; r <= b && r < 256 && n < 24; r++, n++) {
				val[n] = have[r] ? reg[r] : 0;
				known[n] = have[r];
			}
		} else if (sscanf(p, "v%u", &a) == 1 && a < 256 && n < 24) {
			val[n] = have[a] ? reg[a] : 0;
			known[n] = have[a];
			n++;
		}
		p = strchr(p, ',');
		if (p)
			p++;
	}
	return n;
}

static void test_layout(void)
{
	static const struct lcase cases[] = {
		{ 0, GSI_DIM_2D, 0 },
		{ GSI_SMP_LZ, GSI_DIM_1D, 0 },
		{ GSI_SMP_L, GSI_DIM_3D, 0 },
		{ GSI_SMP_B | GSI_SMP_O, GSI_DIM_2D_ARRAY, 0 },
		{ GSI_SMP_C | GSI_SMP_B | GSI_SMP_O, GSI_DIM_2D, 1 },
		{ GSI_SMP_B, GSI_DIM_2D, 1 },
		{ GSI_SMP_C | GSI_SMP_D | GSI_SMP_CL | GSI_SMP_O | GSI_SMP_G16, GSI_DIM_3D, 1 },
		{ GSI_SMP_C | GSI_SMP_D | GSI_SMP_O | GSI_SMP_G16, GSI_DIM_3D, 0 },
		{ GSI_SMP_D | GSI_SMP_CL | GSI_SMP_G16, GSI_DIM_1D, 1 },
		{ GSI_SMP_D | GSI_SMP_G16, GSI_DIM_2D, 0 },
		{ GSI_SMP_D, GSI_DIM_CUBE, 0 },
		{ GSI_SMP_D, GSI_DIM_2D, 1 },
		{ GSI_SMP_D | GSI_SMP_CL, GSI_DIM_1D_ARRAY, 0 },
		{ GSI_SMP_L, GSI_DIM_2D_ARRAY, 1 },
		{ GSI_SMP_L, GSI_DIM_1D, 1 },
		{ GSI_SMP_C | GSI_SMP_CL, GSI_DIM_1D_ARRAY, 1 },
		{ GSI_SMP_C | GSI_SMP_LZ | GSI_SMP_O, GSI_DIM_CUBE, 0 },
		{ GSI_SMP_C | GSI_SMP_L | GSI_SMP_O, GSI_DIM_2D_ARRAY, 1 },
		{ GSI_SMP_B | GSI_SMP_CL, GSI_DIM_3D, 1 },
		{ GSI_SMP_GATHER | GSI_SMP_LZ, GSI_DIM_2D, 0 },
		{ GSI_SMP_GATHER | GSI_SMP_C | GSI_SMP_LZ | GSI_SMP_O, GSI_DIM_2D_ARRAY, 1 },
		{ GSI_SMP_GATHER | GSI_SMP_B | GSI_SMP_CL, GSI_DIM_CUBE, 0 },
		{ GSI_SMP_GATHER | GSI_SMP_L, GSI_DIM_CUBE, 0 },
		{ GSI_SMP_GATHER | GSI_SMP_O, GSI_DIM_2D, 1 },
		{ GSI_SMP_GET_LOD, GSI_DIM_CUBE, 0 },
		{ GSI_SMP_GET_LOD, GSI_DIM_2D, 1 },
	};
	static const char *const targets[] = { "gfx1100", "gfx1201" };
	enum { NC = sizeof(cases) / sizeof(cases[0]) };
	struct gsi_addr_comp comp[NC][GSI_ADDR_MAX];
	unsigned int n[NC], nd[NC];
	char dir[256], path[300], cmd[700], *ir;
	size_t irsize = 1 << 17;
	int st, bad = 0;

	/* static refusals */
	st = gsi_emu_sample_layout(GSI_SMP_L | GSI_SMP_B, GSI_DIM_2D, 0, comp[0], &n[0], &nd[0], msg, sizeof(msg));
	CHECK_EQ(st, GS_ERR_INVALID, "_l with _b refused: %s", msg);
	st = gsi_emu_sample_layout(GSI_SMP_G16, GSI_DIM_2D, 0, comp[0], &n[0], &nd[0], msg, sizeof(msg));
	CHECK_EQ(st, GS_ERR_INVALID, "_g16 without _d refused: %s", msg);

	/* mnemonic suffixes -> flags */
	{
		unsigned int f1 = 0, f2 = 0, f3 = 0, f4 = 0;
		int ok = gsi_emu_sample_flags("image_sample_c_d_cl_o_g16", &f1) == GS_OK &&
			 gsi_emu_sample_flags("image_gather4_c_lz_o", &f2) == GS_OK &&
			 gsi_emu_sample_flags("image_get_lod", &f3) == GS_OK &&
			 gsi_emu_sample_flags("image_sample", &f4) == GS_OK;

		CHECK(ok && f1 == (GSI_SMP_C | GSI_SMP_D | GSI_SMP_CL | GSI_SMP_O | GSI_SMP_G16) &&
		      f2 == (GSI_SMP_GATHER | GSI_SMP_C | GSI_SMP_LZ | GSI_SMP_O) && f3 == GSI_SMP_GET_LOD && f4 == 0,
		      "mnemonic suffixes to flags");
		CHECK(gsi_emu_sample_flags("image_sample_cd", &f1) == GS_ERR_INVALID &&
		      gsi_emu_sample_flags("image_load", &f1) == GS_ERR_INVALID &&
		      gsi_emu_sample_flags("image_sample_c_c", &f1) == GS_ERR_INVALID,
		      "unknown suffixes and other images refused");
	}

	/* unpack: _c_b_o 2D a16 = offset, bias (f16 low half), zref f32, (x, y) f16 */
	st = gsi_emu_sample_layout(GSI_SMP_C | GSI_SMP_B | GSI_SMP_O, GSI_DIM_2D, 1, comp[0], &n[0], &nd[0], msg,
				   sizeof(msg));
	{
		/* f16: 0x3800 = 0.5, 0xbc00 = -1, 0x3555 = 0.333251953125, 0x0001 = 2^-24 */
		const uint32_t dw[4] = { 0x123, 0xffff3800u, fbits(0.75f), 0x3555bc00u };
		struct gsi_sample_in in;

		memset(&in, 0, sizeof(in));
		gsi_emu_sample_unpack(comp[0], n[0], dw, &in);
		CHECK(st == GS_OK && nd[0] == 4 && in.offset == 0x123 && in.bias == 0.5f && in.zref == 0.75f &&
		      in.coord[0] == -1.0f && in.coord[1] == 0.333251953125f,
		      "unpack _c_b_o a16: offset, f16 bias, f32 zref, f16 x/y");
	}

	ir = calloc(1, irsize);
	if (!ir)
		return;
	for (unsigned int i = 0; i < NC; i++) {
		st = gsi_emu_sample_layout(cases[i].flags, cases[i].dim, cases[i].a16, comp[i], &n[i], &nd[i], msg,
					   sizeof(msg));
		if (st != GS_OK) {
			CHECK(0, "layout case %u: %s", i, msg);
			free(ir);
			return;
		}
		ir_case(&cases[i], i, comp[i], n[i], ir, irsize);
	}
	{
		char *v = tu_run("llc-22 --version 2>/dev/null", &st);
		int ok = v && st == 0 && strstr(v, "LLVM");

		free(v);
		if (!ok || !tu_tmpdir(dir, sizeof(dir))) {
			printf("ok %d - layout vs llc-22 # SKIP llc-22 not installed\n", ++t_count);
			free(ir);
			return;
		}
	}
	snprintf(path, sizeof(path), "%s/layout.ll", dir);
	tu_write_file(path, ir, strlen(ir));
	for (unsigned int t = 0; t < 2; t++) {
		char *out;
		unsigned int checked = 0;

		bad = 0;
		snprintf(cmd, sizeof(cmd), "llc-22 -mtriple=amdgcn -mcpu=%s %s -o - 2>&1", targets[t], path);
		out = tu_run(cmd, &st);
		if (!out || st != 0) {
			CHECK(0, "llc-22 -mcpu=%s ran: %s", targets[t], out ? out : "(nothing)");
			free(out);
			continue;
		}
		for (unsigned int i = 0; i < NC; i++) {
			uint32_t val[24];
			int known[24];
			char mn[64] = "";
			unsigned int nv = parse_vaddr(out, i, val, known, mn), fl = ~0u;
			int ok = nv == nd[i];

			/* llc's mnemonic has exactly the case's suffixes */
			if (gsi_emu_sample_flags(mn, &fl) != GS_OK || fl != cases[i].flags)
				ok = 0;

			for (unsigned int j = 0; ok && j < n[i]; j++) {
				const struct gsi_addr_comp *c = &comp[i][j];
				uint32_t w = val[c->dword], m = marker(j, c->half != 0);
				uint32_t got = c->half == 0 ? w : c->half == 1 ? (w & 0xffff) : w >> 16;

				ok = known[c->dword] && got == m;
			}
			if (!ok) {
				char name[128];

				intrinsic(&cases[i], name, sizeof(name));
				printf("#   %s: %s a16 %d: llc %s, %u dwords, ours %u\n", targets[t], name, cases[i].a16,
				       mn, nv, nd[i]);
				bad++;
			}
			checked++;
		}
		CHECK(bad == 0, "%s: %u address layouts and mnemonics match llc-22 (dword and half of every component)",
		      targets[t], checked);
		free(out);
	}
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", dir);
	free(tu_run(cmd, &st));
	free(ir);
}

int main(void)
{
	test_ssharp();
	test_point_bilinear();
	test_addressing();
	test_random_bilinear();
	test_offsets_unnorm_arrays();
	test_cube();
	test_lod();
	test_compare_gather();
	test_layout();
	printf("1..%d\n", t_count);
	return t_failed != 0;
}
