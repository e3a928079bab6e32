// SPDX-License-Identifier: MIT
/*
 * The texture sampler for image_sample* / image_gather4* / image_get_lod on
 * gfx11 and gfx12 (see sampler.h for the interface and
 * Documentation/emulator.rst "Texture sampler" for the sources of each rule
 * and what is assumed).  This file: one lane's sample; the S# reader is in
 * sampler_ssharp.c, the address-VGPR layout in sampler_layout.c.
 */
#include <fenv.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gfxshim/error.h"
#include "emu/sampler.h"

#define SUBTEXEL 256.0  /* 8 fraction bits for texel coordinates and LOD (assumed, as D3D) */

/* ---------------------------------------------------------------- helpers */

void gsi_emu_quad_derivs(const float c[4], float *dh, float *dv)
{
	*dh = c[1] - c[0];
	*dv = c[2] - c[0];
}

void gsi_emu_quad_derivs_fine(const float c[4], unsigned int l, float *dh, float *dv)
{
	l &= 3;
	*dh = c[l | 1] - c[l & ~1u];
	*dv = c[l | 2] - c[l & ~2u];
}

void gsi_emu_cube_coords(const float d[3], float layer, float out[3])
{
	float ax = fabsf(d[0]), ay = fabsf(d[1]), az = fabsf(d[2]);
	float sc, tc, ma, id;

	/* V_CUBEID/SC/TC/MA_F32: z wins ties, then y */
	if (az >= ax && az >= ay) {
		id = d[2] < 0 ? 5.0f : 4.0f;
		sc = d[2] < 0 ? -d[0] : d[0];
		tc = -d[1];
		ma = 2.0f * d[2];
	} else if (ay >= ax) {
		id = d[1] < 0 ? 3.0f : 2.0f;
		sc = d[0];
		tc = d[1] < 0 ? -d[2] : d[2];
		ma = 2.0f * d[1];
	} else {
		id = d[0] < 0 ? 1.0f : 0.0f;
		sc = d[0] < 0 ? d[2] : -d[2];
		tc = -d[1];
		ma = 2.0f * d[0];
	}
	out[0] = sc / fabsf(ma) + 1.5f;
	out[1] = tc / fabsf(ma) + 1.5f;
	out[2] = layer * 8.0f + id;
}

static double round_even(double x)
{
	double f = floor(x), d = x - f;

	if (d > 0.5)
		return f + 1;
	if (d < 0.5)
		return f;
	return fmod(f, 2.0) == 0 ? f : f + 1;
}

static double quant(double x)  /* to the subtexel grid, nearest */
{
	return floor(x * SUBTEXEL + 0.5) / SUBTEXEL;
}

static float f32(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static uint32_t u32(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static double sane(double x)  /* NaN -> 0, and keep indices representable */
{
	if (isnan(x))
		return 0;
	return x > 1e9 ? 1e9 : x < -1e9 ? -1e9 : x;
}

/* ---------------------------------------------------------------- addressing */

/* Mirror an index once about the edge: -1 -> 0, -2 -> 1, ... */
static long long mirror(long long i)
{
	return i >= 0 ? i : -(1 + i);
}

/* The texel index of integer index i on an axis of n texels under mode m;
 * -1 for "the border color". */
static long long wrap_index(unsigned int m, long long i, long long n)
{
	long long r;

	switch (m) {
	case GSI_TEX_WRAP:
		r = i % n;
		return r < 0 ? r + n : r;
	case GSI_TEX_MIRROR:
		r = i % (2 * n);
		if (r < 0)
			r += 2 * n;
		return r < n ? r : 2 * n - 1 - r;
	case GSI_TEX_CLAMP_LAST_TEXEL:
		return i < 0 ? 0 : i >= n ? n - 1 : i;
	case GSI_TEX_MIRROR_ONCE_LAST_TEXEL:
		r = mirror(i);
		return r >= n ? n - 1 : r;
	case GSI_TEX_MIRROR_ONCE_HALF_BORDER:
	case GSI_TEX_MIRROR_ONCE_BORDER:
		r = mirror(i);
		return r >= n ? -1 : r;
	default:  /* CLAMP_HALF_BORDER, CLAMP_BORDER */
		return i < 0 || i >= n ? -1 : i;
	}
}

/* The texel-space coordinate of one axis before filtering: half-border modes
 * clamp it to [0, n] (GL_CLAMP: the edge texel weighs half against the
 * border at most), mirror-once modes mirror it about 0. */
static double axis_coord(unsigned int m, double t, double n)
{
	if (m == GSI_TEX_MIRROR_ONCE_HALF_BORDER)
		t = fabs(t);
	if (m == GSI_TEX_CLAMP_HALF_BORDER || m == GSI_TEX_MIRROR_ONCE_HALF_BORDER)
		t = t < 0 ? 0 : t > n ? n : t;
	return t;
}

/* ---------------------------------------------------------------- one level */

struct lane {
	const struct gsi_ssharp *s;
	const struct gsi_img_view *v;
	const struct gsi_sample_in *in;
	unsigned int nsp;        /* spatial axes: 1, 2 or 3 */
	int unorm, cube, compare, gather;
	unsigned int mode[3];    /* addressing per axis */
	int layer;               /* absolute slice for arrays / cubes */
	int seamless, face, cube_base;  /* cubes: filtering crosses face edges; face 0's slice */
	int off[3];
	char *msg;
	size_t size;
};

/* Up to 8 taps of one level, each with a weight and its 4 values. */
struct taps {
	unsigned int n;
	double w[8];
	double val[8][4];
	uint32_t raw[8][4];
};

static void border(const struct lane *L, uint32_t t[4])
{
	uint32_t one = L->v->numclass == GSI_IMG_FLOAT ? u32(1.0f) : 1u;

	t[0] = t[1] = t[2] = 0;
	t[3] = L->s->border_color_type == GSI_TEX_BORDER_TRANS_BLACK ? 0 : one;
	if (L->s->border_color_type == GSI_TEX_BORDER_OPAQUE_WHITE)
		t[0] = t[1] = t[2] = one;
}

/* ---------------------------------------------------------------- seamless cubes */

/* The direction (|major| = 1) of face-local u, v in [-1, 1] (sc / |ma|,
 * tc / |ma| of V_CUBESC/TC): the inverse of gsi_emu_cube_coords. */
static void face_dir(int face, double u, double v, double d[3])
{
	switch (face) {
	case 0: d[0] = 1; d[1] = -v; d[2] = -u; break;
	case 1: d[0] = -1; d[1] = -v; d[2] = u; break;
	case 2: d[0] = u; d[1] = 1; d[2] = v; break;
	case 3: d[0] = u; d[1] = -1; d[2] = -v; break;
	case 4: d[0] = u; d[1] = -v; d[2] = 1; break;
	default: d[0] = -u; d[1] = -v; d[2] = -1; break;
	}
}

static long long clampi(long long i, long long n)
{
	return i < 0 ? 0 : i >= n ? n - 1 : i;
}

/* Texel (i, j) of the current face, one texel beyond an edge: the texel of
 * the neighbouring face its center projects onto (nearest). */
static int cube_cross(const struct lane *L, long long i, long long j, const long long n[3], unsigned int level,
		      uint32_t t[4])
{
	double d[3], u, v;
	float df[3] = { 0, 0, 0 }, c[3];
	int face;
	long long i2, j2;

	face_dir(L->face, 2.0 * ((double)i + 0.5) / (double)n[0] - 1, 2.0 * ((double)j + 0.5) / (double)n[1] - 1, d);
	for (int k = 0; k < 3; k++)
		df[k] = (float)d[k];
	gsi_emu_cube_coords(df, 0, c);  /* the face that direction selects */
	face = (int)c[2];
	u = 2.0 * (c[0] - 1.0) - 1;
	v = 2.0 * (c[1] - 1.0) - 1;
	i2 = clampi((long long)floor((u + 1) * (double)n[0] / 2 - 0.5 + 0.5), n[0]);
	j2 = clampi((long long)floor((v + 1) * (double)n[1] / 2 - 0.5 + 0.5), n[1]);
	return L->v->fetch(L->v->ctx, (int)i2, (int)j2, L->cube_base + face, level, t);
}

/* A texel of a seamless cube: across an edge from the neighbouring face; a
 * corner (both outside) is the average of the three texels that meet there
 * (as D3D specifies). */
static int cube_texel(const struct lane *L, const long long idx[3], const long long n[3], unsigned int level,
		      uint32_t t[4])
{
	int in_i = idx[0] >= 0 && idx[0] < n[0], in_j = idx[1] >= 0 && idx[1] < n[1];
	long long ci = clampi(idx[0], n[0]), cj = clampi(idx[1], n[1]);
	uint32_t a[4], b[4];
	int st;

	if (in_i && in_j)
		return L->v->fetch(L->v->ctx, (int)idx[0], (int)idx[1], L->layer, level, t);
	if (in_i || in_j)
		return cube_cross(L, idx[0], idx[1], n, level, t);
	st = cube_cross(L, ci, idx[1], n, level, a);
	if (!st)
		st = cube_cross(L, idx[0], cj, n, level, b);
	if (!st)
		st = L->v->fetch(L->v->ctx, (int)ci, (int)cj, L->layer, level, t);
	if (st || L->v->numclass != GSI_IMG_FLOAT)
		return st;
	for (int k = 0; k < 4; k++)
		t[k] = u32((float)(((double)f32(a[k]) + f32(b[k]) + f32(t[k])) / 3.0));
	return GS_OK;
}

static int texel(const struct lane *L, const long long idx[3], const long long n[3], unsigned int level,
		 uint32_t t[4])
{
	long long c[3] = { 0, 0, 0 };

	if (L->seamless)
		return cube_texel(L, idx, n, level, t);
	for (unsigned int a = 0; a < L->nsp; a++) {
		c[a] = wrap_index(L->mode[a], idx[a], n[a]);
		if (c[a] < 0) {
			if (L->s->border_color_type == GSI_TEX_BORDER_REGISTER)
				return gsi_emu_samp_fail(L->msg, L->size, GS_ERR_UNSUPPORTED,
					    "a border texel with BORDER_COLOR_TYPE register (the TA border "
					    "color table, entry %u) is not emulated",
					    L->s->border_color_ptr);
			border(L, t);
			return GS_OK;
		}
	}
	return L->v->fetch(L->v->ctx, (int)c[0], (int)c[1], L->nsp == 3 ? (int)c[2] : L->layer, level, t);
}

/* The value a tap contributes: the texel, or the depth-compare result. */
static void tap_value(const struct lane *L, const uint32_t t[4], double val[4])
{
	if (L->compare) {
		double r = L->in->zref, d = f32(t[0]);
		int pass;

		switch (L->s->depth_compare) {
		case GSI_TEX_CMP_NEVER: pass = 0; break;
		case GSI_TEX_CMP_LESS: pass = r < d; break;
		case GSI_TEX_CMP_EQUAL: pass = r == d; break;
		case GSI_TEX_CMP_LEQUAL: pass = r <= d; break;
		case GSI_TEX_CMP_GREATER: pass = r > d; break;
		case GSI_TEX_CMP_NOTEQUAL: pass = r != d; break;
		case GSI_TEX_CMP_GEQUAL: pass = r >= d; break;
		default: pass = 1; break;
		}
		val[0] = val[1] = val[2] = val[3] = pass ? 1.0 : 0.0;
		return;
	}
	for (unsigned int c = 0; c < 4; c++)
		val[c] = L->v->numclass == GSI_IMG_FLOAT ? (double)f32(t[c]) : 0.0;
}

/* The taps of view level lv (0 = the base level) with xy filter `lin_xy`
 * and z filter `lin_z` (1 = linear). */
static int level_taps(const struct lane *L, unsigned int lv, int lin_xy, int lin_z, struct taps *T)
{
	const struct gsi_img_view *v = L->v;
	unsigned int level = v->base_level + lv;
	long long n[3], i0[3];
	double frac[3];
	int lin[3];
	unsigned int a, k;
	int st;

	n[0] = v->width >> level ? v->width >> level : 1;
	n[1] = v->height >> level ? v->height >> level : 1;
	n[2] = v->depth >> level ? v->depth >> level : 1;
	for (a = 0; a < L->nsp; a++) {
		double c = sane(L->in->coord[a]);
		double t;

		if (L->cube)
			c -= 1.0;  /* face coordinates arrive in [1, 2] */
		t = L->unorm ? c : c * (double)n[a];
		t = axis_coord(L->mode[a], t, (double)n[a]);
		lin[a] = a == 2 ? lin_z : lin_xy;
		if (lin[a]) {  /* taps floor(t - 0.5) and +1, weight from the subtexel fraction */
			double q = quant(t - 0.5);

			i0[a] = (long long)floor(q);
			frac[a] = q - floor(q);
		} else {       /* TRUNC_COORD: floor of the coordinate; else of its subtexel rounding */
			i0[a] = (long long)floor(L->s->trunc_coord ? t : quant(t));
			frac[a] = 0;
		}
		i0[a] += L->off[a];
	}
	T->n = 0;
	for (k = 0; k < (1u << L->nsp); k++) {
		long long idx[3] = { 0, 0, 0 };
		double w = 1;
		int skip = 0;

		for (a = 0; a < L->nsp; a++) {
			unsigned int hi = (k >> a) & 1;

			if (hi && !lin[a]) {
				skip = 1;
				break;
			}
			idx[a] = i0[a] + hi;
			if (lin[a])
				w *= hi ? frac[a] : 1 - frac[a];
		}
		if (skip)
			continue;
		st = texel(L, idx, n, level, T->raw[T->n]);
		if (st)
			return st;
		tap_value(L, T->raw[T->n], T->val[T->n]);
		T->w[T->n++] = w;
	}
	return GS_OK;
}

/* Combine taps (of one or two levels, weights already scaled). */
static void reduce(const struct lane *L, const struct taps *T, unsigned int nt, double out[4])
{
	unsigned int red = L->s->reduction;

	for (unsigned int c = 0; c < 4; c++) {
		double acc = red == GSI_TEX_MIN ? INFINITY : red == GSI_TEX_MAX ? -INFINITY : 0;

		for (unsigned int t = 0; t < nt; t++)
			for (unsigned int i = 0; i < T[t].n; i++) {
				double x = T[t].val[i][c];

				if (red == GSI_TEX_BLEND) {
					if (T[t].w[i] != 0)  /* a zero weight hides an inf / NaN texel */
						acc += T[t].w[i] * x;
				}
				else if (T[t].w[i] > 0)
					acc = red == GSI_TEX_MIN ? fmin(acc, x) : fmax(acc, x);
			}
		out[c] = acc;
	}
}

/* ---------------------------------------------------------------- LOD */

static double lambda_from_derivs(const struct lane *L)
{
	const struct gsi_img_view *v = L->v;
	double n[3], rh = 0, rv = 0, rho;
	unsigned int b = v->base_level;

	n[0] = v->width >> b ? v->width >> b : 1;
	n[1] = v->height >> b ? v->height >> b : 1;
	n[2] = v->depth >> b ? v->depth >> b : 1;
	for (unsigned int a = 0; a < L->nsp; a++) {
		double s = L->unorm ? 1.0 : n[a];
		double h = sane(L->in->dh[a]) * s, w = sane(L->in->dv[a]) * s;

		rh += h * h;
		rv += w * w;
	}
	rho = sqrt(rh > rv ? rh : rv);
	return rho > 0 ? log2(rho) : -INFINITY;
}

static int check(const struct gsi_ssharp *s, const struct gsi_img_view *v, const struct gsi_sample_in *in,
		 char *msg, size_t size)
{
	unsigned int f = in->flags;

	if (!v->fetch)
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "the image view has no fetch function");
	if (!v->width || (!v->height && gsi_emu_dim_derivs(v->dim) > 1) ||
	    (!v->depth && v->dim == GSI_DIM_3D))
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "the image view has a zero dimension");
	if (v->last_level < v->base_level || v->last_level > 15)
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "the view's levels %u..%u are not a range of 0..15",
			    v->base_level, v->last_level);
	if (v->last_array < v->base_array &&
	    (v->dim == GSI_DIM_1D_ARRAY || v->dim == GSI_DIM_2D_ARRAY || v->dim == GSI_DIM_CUBE))
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "the view's slices %u..%u are not a range",
			    v->base_array, v->last_array);
	if ((unsigned int)v->dim > GSI_DIM_2D_ARRAY)
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "unknown image dimension %d", (int)v->dim);
	if ((f & GSI_SMP_L) && (f & (GSI_SMP_LZ | GSI_SMP_B | GSI_SMP_D | GSI_SMP_CL)))
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "_l cannot be combined with _lz, _b, _d or _cl");
	if ((f & GSI_SMP_LZ) && (f & (GSI_SMP_B | GSI_SMP_D | GSI_SMP_CL)))
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "_lz cannot be combined with _b, _d or _cl");
	if ((f & GSI_SMP_GATHER) && (f & GSI_SMP_GET_LOD))
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "gather4 and get_lod are different instructions");
	if ((f & GSI_SMP_GATHER) && (v->dim == GSI_DIM_1D || v->dim == GSI_DIM_1D_ARRAY ||
				     v->dim == GSI_DIM_3D))
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "gather4 needs a 2D, 2D array or cube image");
	if ((f & GSI_SMP_GATHER) && (in->dmask == 0 || (in->dmask & (in->dmask - 1)) || in->dmask > 15))
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "gather4 needs exactly one DMASK bit, not 0x%x",
			    in->dmask);
	if ((f & GSI_SMP_C) && v->numclass != GSI_IMG_FLOAT)
		return gsi_emu_samp_fail(msg, size, GS_ERR_UNSUPPORTED, "depth compare on an integer format");
	(void)s;
	return GS_OK;
}

/* ---------------------------------------------------------------- one lane */

static int sample_lane(const struct gsi_ssharp *s, const struct gsi_img_view *v, const struct gsi_sample_in *in,
		       uint32_t out[4], char *msg, size_t size)
{
	struct lane L;
	unsigned int f = in->flags, q, lv0 = 0, lv1 = 0;
	double lam, lam_b, lam_c, minl, d, wmip = 0, res[4];
	struct taps T[2];
	int lin_xy, lin_z, st;

	st = check(s, v, in, msg, size);
	if (st)
		return st;
	memset(&L, 0, sizeof(L));
	L.s = s;
	L.v = v;
	L.in = in;
	L.msg = msg;
	L.size = size;
	L.nsp = gsi_emu_dim_derivs(v->dim);
	L.unorm = in->unorm || s->force_unnormalized;
	L.cube = v->dim == GSI_DIM_CUBE;
	L.compare = !!(f & GSI_SMP_C);
	L.gather = !!(f & GSI_SMP_GATHER);
	for (unsigned int a = 0; a < 3; a++) {
		L.mode[a] = s->clamp[a];
		if (f & GSI_SMP_O) {  /* 6-bit signed offsets at bits 5:0, 13:8, 21:16 */
			int o = (int)((in->offset >> (8 * a)) & 0x3f);

			L.off[a] = o >= 32 ? o - 64 : o;
		}
	}

	/* the slice of arrays and cubes */
	if (v->dim == GSI_DIM_1D_ARRAY || v->dim == GSI_DIM_2D_ARRAY || v->dim == GSI_DIM_CUBE) {
		double c = sane(in->coord[L.nsp]), lim = (double)(v->last_array - v->base_array);
		double sl;

		if (L.cube) {  /* 8 * cube + face */
			double fi = floor(c < 0 ? 0 : c);
			double face = fmod(fi, 8.0), cube = floor(fi / 8.0);

			sl = cube * 6 + (face > 5 ? 5 : face);
		} else {
			sl = round_even(c);
		}
		sl = sl < 0 ? 0 : sl > lim ? lim : sl;
		L.layer = (int)(v->base_array + sl);
		if (L.cube) {
			L.face = (int)fmod(sl, 6.0);
			L.cube_base = L.layer - L.face;
			L.seamless = !s->disable_cube_wrap;
		}
	}

	/* LOD: explicit, zero, or from derivatives (given, or the caller's quad ones) */
	if (f & GSI_SMP_L)
		lam = sane(in->lod);
	else if (f & GSI_SMP_LZ)
		lam = 0;
	else
		lam = lambda_from_derivs(&L);
	lam_b = lam + s->lod_bias + ((f & GSI_SMP_B) ? sane(in->bias) : 0);
	minl = s->min_lod > v->min_lod ? s->min_lod : v->min_lod;
	if ((f & GSI_SMP_CL) && sane(in->clamp) > minl)
		minl = sane(in->clamp);
	lam_c = lam_b > s->max_lod ? s->max_lod : lam_b;
	lam_c = lam_c < minl ? minl : lam_c;
	lam_c = quant(lam_c);
	q = v->last_level - v->base_level;
	d = lam_c < 0 ? 0 : lam_c > q ? q : lam_c;

	if (f & GSI_SMP_GET_LOD) {
		out[0] = u32((float)d);
		out[1] = u32((float)lam_b);
		out[2] = out[3] = 0;
		return GS_OK;
	}

	/* filters: magnification when the LOD is <= 0 */
	lin_xy = (lam_c <= 0 ? s->mag_filter : s->min_filter) & 1;  /* aniso ones as their base */
	lin_z = s->z_filter == GSI_TEX_NONE ? lin_xy : s->z_filter == GSI_TEX_LINEAR;
	if (L.gather)
		lin_xy = lin_z = 1;
	if (v->numclass != GSI_IMG_FLOAT && !L.compare && !L.gather && (lin_xy || (L.nsp == 3 && lin_z)))
		return gsi_emu_samp_fail(msg, size, GS_ERR_UNSUPPORTED,
			    "linear filtering of an integer format (the S# asks for a bilinear %s)",
			    lam_c <= 0 ? "XY_MAG_FILTER" : "XY_MIN_FILTER");

	/* mip levels */
	if (s->mip_filter == GSI_TEX_NONE) {
		lv0 = 0;
	} else if (s->mip_filter == GSI_TEX_POINT || L.gather) {
		lv0 = d <= 0.5 ? 0 : (unsigned int)(ceil(d + 0.5) - 1);
	} else {
		lv0 = (unsigned int)floor(d);
		lv1 = lv0 + 1 > q ? q : lv0 + 1;
		wmip = d - floor(d);
	}

	st = level_taps(&L, lv0, lin_xy, lin_z, &T[0]);
	if (st)
		return st;
	if (L.gather) {  /* (i0,j1), (i1,j1), (i1,j0), (i0,j0); taps are k = i + 2j */
		static const unsigned int order[4] = { 2, 3, 1, 0 };
		unsigned int comp = (unsigned int)__builtin_ctz(in->dmask);

		for (unsigned int i = 0; i < 4; i++)
			out[i] = L.compare ? u32((float)T[0].val[order[i]][0]) : T[0].raw[order[i]][comp];
		return GS_OK;
	}
	if (wmip > 0 && lv1 != lv0 && v->numclass != GSI_IMG_FLOAT && !L.compare)
		return gsi_emu_samp_fail(msg, size, GS_ERR_UNSUPPORTED,
			    "linear mip filtering of an integer format (S# MIP_FILTER linear)");
	if (wmip > 0 && lv1 != lv0) {
		st = level_taps(&L, lv1, lin_xy, lin_z, &T[1]);
		if (st)
			return st;
		for (unsigned int i = 0; i < T[0].n; i++)
			T[0].w[i] *= 1 - wmip;
		for (unsigned int i = 0; i < T[1].n; i++)
			T[1].w[i] *= wmip;
		reduce(&L, T, 2, res);
	} else if (T[0].n == 1 && !L.compare) {
		memcpy(out, T[0].raw[0], 16);  /* point sampling: the texel's bits as fetched */
		return GS_OK;
	} else {
		reduce(&L, T, 1, res);
	}
	if (L.compare) {
		out[0] = u32((float)res[0]);
		out[1] = out[2] = out[3] = 0;
		return GS_OK;
	}
	for (unsigned int c = 0; c < 4; c++)
		out[c] = u32((float)res[c]);
	return GS_OK;
}

/* The sampler's own arithmetic rounds to nearest whatever MODE.FP_ROUND the
 * wave runs with (the host rounding mode may be switched by the caller). */
int gsi_emu_sample(const struct gsi_ssharp *s, const struct gsi_img_view *v, const struct gsi_sample_in *in,
		   uint32_t out[4], char *msg, size_t size)
{
	int mode = fegetround(), st;

	fesetround(FE_TONEAREST);
	st = sample_lane(s, v, in, out, msg, size);
	fesetround(mode);
	return st;
}
