/* SPDX-License-Identifier: MIT */
/*
 * Image instructions (MIMG gfx11, VIMAGE/VSAMPLE gfx12): the decoder into
 * gs_inst.img (decode_img.c) and the address-VGPR layout of the sample
 * instructions (img_addr.c), which the decoder needs for a gfx11 NSA
 * list's length and the emulator's sampler (emu/sampler.h) to read the
 * addresses.  Not a public interface.
 */
#ifndef GS_ISA_IMG_H
#define GS_ISA_IMG_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/target.h"

struct gs_inst;

/* The view's dimensionality: the values of the instruction's DIM field
 * (T# TYPE - 8; the caller checks they agree).  MSAA is not sampled. */
enum gsi_img_dim {
	GSI_DIM_1D = 0,
	GSI_DIM_2D,
	GSI_DIM_3D,
	GSI_DIM_CUBE,       /* also cube arrays: the face coordinate is 8 * layer + face */
	GSI_DIM_1D_ARRAY,
	GSI_DIM_2D_ARRAY,
};

/* The suffixes of the mnemonic (image_sample_c_d_cl_o_g16 ...). */
enum {
	GSI_SMP_B = 1u << 0,    /* _b: bias */
	GSI_SMP_C = 1u << 1,    /* _c: depth compare (z-compare reference) */
	GSI_SMP_D = 1u << 2,    /* _d: explicit derivatives */
	GSI_SMP_L = 1u << 3,    /* _l: explicit lod */
	GSI_SMP_LZ = 1u << 4,   /* _lz: lod zero */
	GSI_SMP_CL = 1u << 5,   /* _cl: lod clamp */
	GSI_SMP_O = 1u << 6,    /* _o: texel offsets */
	GSI_SMP_G16 = 1u << 7,  /* _g16: 16-bit derivatives */
	GSI_SMP_GATHER = 1u << 8,  /* image_gather4* */
	GSI_SMP_GET_LOD = 1u << 9, /* image_get_lod */
};

/* The GSI_SMP_* flags of a mnemonic (image_sample_c_d_cl_o_g16,
 * image_gather4_c_lz_o, image_get_lod ...); GS_ERR_INVALID for a name that
 * is not a sample / gather4 / get_lod or has a suffix outside
 * _c _d _l _lz _b _cl _o _g16 (e.g. gfx10's _cd). */
int gsi_img_sample_flags(const char *mnemonic, unsigned int *flags);

/* What one address component is. */
enum gsi_addr_kind {
	GSI_ADDR_OFFSET,   /* packed texel offsets (always a full dword) */
	GSI_ADDR_BIAS,
	GSI_ADDR_ZCOMPARE, /* f32, always a full dword */
	GSI_ADDR_DH,       /* d/dh of coordinate `index` (0 x, 1 y, 2 z) */
	GSI_ADDR_DV,       /* d/dv of coordinate `index` */
	GSI_ADDR_COORD,    /* coordinate `index`: x, y, then z / slice / face */
	GSI_ADDR_LOD,
	GSI_ADDR_CLAMP,
};

struct gsi_addr_comp {
	uint8_t kind;      /* enum gsi_addr_kind */
	uint8_t index;     /* coordinate number for DH / DV / COORD */
	uint8_t dword;     /* address dword (VGPR) number, 0-based */
	uint8_t half;      /* 0: the whole dword (f32 or integer); 1: bits 15:0; 2: bits 31:16 (f16) */
};

#define GSI_ADDR_MAX 16

/* The address components of a sample/gather4/get_lod instruction in dword
 * order: offset, bias, z-compare, derivatives (all d/dh then all d/dv),
 * coordinates, then lod or clamp.  a16 packs the coordinates and lod/clamp
 * two to a dword (low half first) and makes the bias f16 (alone in the low
 * half of its dword); offset and z-compare stay full dwords.  _g16 (not
 * a16) packs the derivatives two to a dword per direction, the odd one of
 * 1D and 3D alone.  Checked against llc-22's lowering of the
 * llvm.amdgcn.image.* intrinsics on gfx1100 and gfx1201.  *n components,
 * *ndwords dwords.  Refused (GS_ERR_INVALID): _l with _lz / _b / _d / _cl,
 * _lz with _b / _d / _cl, _g16 without _d, gather4 with _d, get_lod with
 * any suffix. */
int gsi_img_sample_layout(unsigned int flags, enum gsi_img_dim dim, int a16,
			  struct gsi_addr_comp comp[GSI_ADDR_MAX], unsigned int *n,
			  unsigned int *ndwords, char *msg, size_t size);

/* Number of coordinates (1..3) and of derivatives per direction (1..3) of dim. */
unsigned int gsi_img_dim_coords(enum gsi_img_dim dim);
unsigned int gsi_img_dim_derivs(enum gsi_img_dim dim);

#endif /* GS_ISA_IMG_H */
