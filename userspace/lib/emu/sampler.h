/* SPDX-License-Identifier: MIT */
/*
 * The texture sampler of the emulator's image_sample* / image_gather4* /
 * image_get_lod on gfx11 (RDNA3/3.5) and gfx12 (RDNA4): the S# reader, the
 * address VGPRs' unpacking (their layout is isa/img.h's), and one lane's
 * sample.
 * Self-contained: the caller (exec_image.c) decodes the instruction and the
 * T#, reads the address VGPRs with gsi_emu_sample_layout(), describes the
 * image as a struct gsi_img_view with a texel fetch callback, and writes the
 * returned register values under DMASK.  Sources, and which facts are
 * assumed rather than documented, are in Documentation/emulator.rst
 * ("Texture sampler").
 *
 * All functions return a gs_status (GS_OK, or GS_ERR_UNSUPPORTED /
 * GS_ERR_INVALID with a reason in msg); none aborts.
 */
#ifndef GS_EMU_SAMPLER_H
#define GS_EMU_SAMPLER_H

#include <stddef.h>
#include <stdint.h>

#include "isa/img.h"

#include "gfxshim/target.h"

struct gsi_sample_in;

/* ---------------------------------------------------------------- S# */

/* SQ_TEX_CLAMP (S# word 0 CLAMP_X/Y/Z). */
enum gsi_tex_clamp {
	GSI_TEX_WRAP = 0,
	GSI_TEX_MIRROR = 1,
	GSI_TEX_CLAMP_LAST_TEXEL = 2,
	GSI_TEX_MIRROR_ONCE_LAST_TEXEL = 3,
	GSI_TEX_CLAMP_HALF_BORDER = 4,
	GSI_TEX_MIRROR_ONCE_HALF_BORDER = 5,
	GSI_TEX_CLAMP_BORDER = 6,
	GSI_TEX_MIRROR_ONCE_BORDER = 7,
};

/* SQ_TEX_XY_FILTER; the aniso variants filter as their base filter
 * (anisotropy is not emulated: one isotropic footprint). */
enum gsi_tex_xy_filter {
	GSI_TEX_XY_POINT = 0,
	GSI_TEX_XY_BILINEAR = 1,
	GSI_TEX_XY_ANISO_POINT = 2,
	GSI_TEX_XY_ANISO_BILINEAR = 3,
};

/* SQ_TEX_Z_FILTER (3D depth) and SQ_TEX_MIP_FILTER: NONE, POINT, LINEAR. */
enum gsi_tex_zmip_filter {
	GSI_TEX_NONE = 0,
	GSI_TEX_POINT = 1,
	GSI_TEX_LINEAR = 2,
};

/* SQ_TEX_BORDER_COLOR. */
enum gsi_tex_border {
	GSI_TEX_BORDER_TRANS_BLACK = 0,
	GSI_TEX_BORDER_OPAQUE_BLACK = 1,
	GSI_TEX_BORDER_OPAQUE_WHITE = 2,
	GSI_TEX_BORDER_REGISTER = 3,  /* the TA_BC table: refused when a border texel is needed */
};

/* SQ_TEX_DEPTH_COMPARE: the test is "reference OP texel". */
enum gsi_tex_compare {
	GSI_TEX_CMP_NEVER = 0,
	GSI_TEX_CMP_LESS = 1,
	GSI_TEX_CMP_EQUAL = 2,
	GSI_TEX_CMP_LEQUAL = 3,
	GSI_TEX_CMP_GREATER = 4,
	GSI_TEX_CMP_NOTEQUAL = 5,
	GSI_TEX_CMP_GEQUAL = 6,
	GSI_TEX_CMP_ALWAYS = 7,
};

/* SQ_IMG_FILTER_TYPE (FILTER_MODE): blend = the weighted average; min / max
 * = the component-wise min / max of the texels with a non-zero weight. */
enum gsi_tex_reduction {
	GSI_TEX_BLEND = 0,
	GSI_TEX_MIN = 1,
	GSI_TEX_MAX = 2,
};

/* One S#, decoded.  LODs are the fixed-point fields converted to float. */
struct gsi_ssharp {
	uint8_t clamp[3];            /* enum gsi_tex_clamp for x, y, z */
	uint8_t max_aniso_ratio;     /* read, ignored (no anisotropy) */
	uint8_t depth_compare;       /* enum gsi_tex_compare */
	uint8_t force_unnormalized;
	uint8_t trunc_coord;
	uint8_t disable_cube_wrap;
	uint8_t reduction;           /* enum gsi_tex_reduction (FILTER_MODE) */
	uint8_t mag_filter, min_filter;   /* enum gsi_tex_xy_filter */
	uint8_t z_filter, mip_filter;     /* enum gsi_tex_zmip_filter */
	uint8_t border_color_type;   /* enum gsi_tex_border */
	uint16_t border_color_ptr;   /* index into the TA border color table */
	float min_lod, max_lod;      /* unsigned fixed point, 8 fraction bits */
	float lod_bias;              /* signed fixed point, 8 fraction bits */
};

/* Decode the 4 dwords of an S# for gen (GS_GEN_GFX11 or GS_GEN_GFX12).
 * Refused with a reason: other generations, reserved filter / reduction
 * values. */
/* sampler_ssharp.c: write a refusal's message (printf-style) into msg
 * (when msg and size are given) and return st; the sampler files' errors. */
int gsi_emu_samp_fail(char *msg, size_t size, int st, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));

int gsi_emu_ssharp_read(enum gs_gen gen, const uint32_t s[4], struct gsi_ssharp *out, char *msg,
			size_t size);

/* ---------------------------------------------------------------- image */

/* How fetched texels are combined: float formats (UNORM, SNORM, FLOAT,
 * SRGB, ... already converted to f32) are filtered; UINT / SINT are not
 * (bilinear on them is refused, point works). */
enum gsi_img_numclass {
	GSI_IMG_FLOAT,
	GSI_IMG_UINT,
	GSI_IMG_SINT,
};

/* Fetch one texel already converted to register values (f32 bits for the
 * float class, 32-bit integers otherwise), after the T#'s DST_SEL swizzle.
 * x, y, z_or_layer are in range for `level` (the absolute mip level of the
 * resource); z_or_layer is the depth for 3D, the absolute array slice for
 * arrays and cubes (6 * cube + face, plus the view's base array), 0 else.
 * Returns a gs_status; an error (a fault) stops the sample. */
typedef int (*gsi_img_fetch_fn)(void *ctx, int x, int y, int z_or_layer, unsigned int level,
				uint32_t texel[4]);

struct gsi_img_view {
	enum gsi_img_dim dim;
	unsigned int width, height, depth;   /* mip level 0 of the resource; depth: 3D only */
	unsigned int base_level, last_level; /* the view's levels (T# BASE_LEVEL / LAST_LEVEL) */
	unsigned int base_array, last_array; /* arrays and cubes: the view's slices */
	float min_lod;                       /* T# MIN_LOD (0 if none) */
	enum gsi_img_numclass numclass;
	gsi_img_fetch_fn fetch;
	void *ctx;
};

/* ---------------------------------------------------------------- address VGPRs */

/* Fill in's address fields (offset, bias, zref, dh/dv, coord, lod, clamp)
 * from one lane's address dwords dw[0..ndwords) as laid out by
 * gsi_emu_sample_layout: 16-bit halves are f16, converted exactly; the
 * offset dword is taken as is.  The caller sets flags, unorm and dmask. */
void gsi_emu_sample_unpack(const struct gsi_addr_comp *comp, unsigned int n, const uint32_t *dw,
			   struct gsi_sample_in *in);

/* The sample instructions' address layout is an ISA fact (isa/img.h); the
 * emulator's names for it. */
static inline int gsi_emu_sample_flags(const char *mnemonic, unsigned int *flags)
{
	return gsi_img_sample_flags(mnemonic, flags);
}

static inline int gsi_emu_sample_layout(unsigned int flags, enum gsi_img_dim dim, int a16,
					struct gsi_addr_comp comp[GSI_ADDR_MAX], unsigned int *n,
					unsigned int *ndwords, char *msg, size_t size)
{
	return gsi_img_sample_layout(flags, dim, a16, comp, n, ndwords, msg, size);
}

static inline unsigned int gsi_emu_dim_coords(enum gsi_img_dim dim)
{
	return gsi_img_dim_coords(dim);
}

static inline unsigned int gsi_emu_dim_derivs(enum gsi_img_dim dim)
{
	return gsi_img_dim_derivs(dim);
}

/* ---------------------------------------------------------------- one lane */

/* The inputs of one lane, as f32 after the caller converted f16 ones. */
struct gsi_sample_in {
	unsigned int flags;     /* GSI_SMP_* of the instruction */
	int unorm;              /* the instruction's UNORM bit (ORed with the S# bit) */
	float coord[3];         /* as in the address VGPRs (cube: face-local x, y in [1,2], face id) */
	float bias, zref, lod, clamp;
	float dh[3], dv[3];     /* _d, or implicit ones from gsi_emu_quad_derivs() */
	uint32_t offset;        /* _o dword: x bits 5:0, y 13:8, z 21:16, each signed */
	unsigned int dmask;     /* gather4: the one component it gathers */
};

/* Sample one lane: out[0..3] are the four register values before DMASK
 * (f32 bits for the float class; a point sample returns the texel's bits
 * as fetched).  _c: out[0] is the filtered 0/1 compare result, the rest 0.
 * gather4: the DMASK component of the 4 texels (of the compare results
 * with _c) in the order (i0,j1), (i1,j1), (i1,j0), (i0,j0).  get_lod:
 * out[0] the LOD clamped to the view's levels, out[1] the unclamped one.
 * Refused with a reason (GS_ERR_UNSUPPORTED): see emulator.rst. */
int gsi_emu_sample(const struct gsi_ssharp *s, const struct gsi_img_view *v,
		   const struct gsi_sample_in *in, uint32_t out[4], char *msg, size_t size);

/* Implicit derivatives of one coordinate from its values in the 4 lanes
 * 4k..4k+3 of a quad (lane order: (0,0), (1,0), (0,1), (1,1)): coarse, the
 * same for all four lanes: dh = c[1] - c[0], dv = c[2] - c[0]. */
void gsi_emu_quad_derivs(const float c[4], float *dh, float *dv);

/* The fine alternative (D3D's ddx_fine/ddy_fine): lane l of the quad uses
 * its own row and column, dh = c[l | 1] - c[l & ~1], dv = c[l | 2] - c[l & ~2].
 * Which one silicon's implicit LOD uses is not documented (emulator.rst). */
void gsi_emu_quad_derivs_fine(const float c[4], unsigned int l, float *dh, float *dv);

/* What the compiler does before a cube sample (v_cubeid/sc/tc/ma, then
 * sc / |ma| + 1.5, tc / |ma| + 1.5, 8 * layer + face): direction d and
 * array layer -> the three cube coordinates.  For tests and callers that
 * want to build cube inputs. */
void gsi_emu_cube_coords(const float d[3], float layer, float out[3]);

#endif /* GS_EMU_SAMPLER_H */
