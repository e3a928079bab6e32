/* SPDX-License-Identifier: MIT */
/*
 * Image resource descriptors (T#) of gfx11 and gfx12 and the emulator's
 * linear texel addressing (emu/exec_image.c).
 */
#ifndef GS_EMU_TSHARP_H
#define GS_EMU_TSHARP_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/target.h"

/* SQ_RSRC_IMG_* (the TYPE field; the instructions' dim is TYPE - 8). */
enum { GSI_IMG_1D = 8, GSI_IMG_2D, GSI_IMG_3D, GSI_IMG_CUBE, GSI_IMG_1D_ARRAY, GSI_IMG_2D_ARRAY,
       GSI_IMG_2D_MSAA, GSI_IMG_2D_MSAA_ARRAY };

/* DST_SEL values: 0 -> 0, 1 -> 1, 4..7 -> x..w of the texel. */
enum { GSI_SEL_0 = 0, GSI_SEL_1 = 1, GSI_SEL_X = 4 };

struct gsi_tsharp {
	uint64_t base;            /* byte address (256-byte aligned) */
	uint32_t width, height;   /* level-0 size */
	uint32_t depth;           /* DEPTH + 1: 3D depth, arrays' last slice + 1 */
	uint32_t pitch;           /* DEPTH with PITCH_MSB, + 1: 1D/2D/2D_MSAA row pitch (texels) */
	uint32_t base_array;
	unsigned int format;      /* unified FORMAT code */
	uint8_t sel[4];           /* DST_SEL_X..W */
	uint8_t base_level, last_level, max_mip;
	uint8_t sw_mode, type;
};

/* Read the 8 dwords (4 with r128) of a T# into t. */
void gsi_tsharp_read(enum gs_gen gen, const uint32_t *w, int r128, struct gsi_tsharp *t);

/* The emulator's linear layout of one mip level (absolute level number).
 * Everything in texels / elements: row pitch, rows, slices (3D depth or
 * array slices), samples per texel; offset of the level in bytes. */
struct gsi_img_level {
	uint32_t w, h, d;         /* the level's size (d: 3D depth, else 1) */
	uint32_t pitch, slices, samples;
	uint64_t offset;
};

/* 0 and msg for a T# the emulator does not address (tiled swizzle modes,
 * a type it lacks); else fills l for level (absolute) of a bpe-byte format. */
int gsi_tsharp_level(const struct gsi_tsharp *t, unsigned int level, unsigned int bpe,
		     struct gsi_img_level *l, char *msg, size_t size);

#endif
