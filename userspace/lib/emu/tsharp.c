// SPDX-License-Identifier: MIT
/*
 * Image resource descriptors (T#) and the emulator's linear texel layout.
 *
 * Field positions (facts from ROCR-Runtime src/image/resource_gfx11.h for
 * gfx11 and PAL gfx12_sq_ko_reg.h sq_img_rsrc_t for gfx12, both matching
 * Mesa ac_descriptors.c's construction):
 *   word0: BASE_ADDRESS[39:8]; word1 7:0: BASE_ADDRESS[47:40]
 *   gfx11 word1: MAX_MIP 19:16, FORMAT 27:20, WIDTH-1 [1:0] in 31:30;
 *         word2: WIDTH-1 [13:2] in 11:0, HEIGHT-1 27:14;
 *         word3: DST_SEL_X..W 11:0, BASE_LEVEL 15:12, LAST_LEVEL 19:16,
 *                SW_MODE 24:20, TYPE 31:28;
 *         word4: DEPTH 12:0, PITCH_MSB 13, BASE_ARRAY 28:16
 *   gfx12 word1: MAX_MIP 16:12, FORMAT 24:17, BASE_LEVEL 29:25, WIDTH-1
 *                [1:0] in 31:30;
 *         word2: WIDTH-1 [15:2] in 13:0, HEIGHT-1 29:14;
 *         word3: DST_SEL_X..W 11:0, LAST_LEVEL 19:15, SW_MODE 24:20, TYPE 31:28;
 *         word4: DEPTH 13:0, PITCH_MSB 15:14, BASE_ARRAY 28:16
 * DEPTH is the depth - 1 of a 3D image, the last slice of an array (Mesa:
 * "the last accessible layer"), and on gfx10.3+ the row pitch - 1 of a
 * linear 1D/2D image with a custom pitch (low bits; PITCH_MSB the rest).
 * MSAA images put log2(samples) in LAST_LEVEL (Mesa).
 *
 * The layout below is the emulator's own rule for SW_MODE 0 (linear),
 * not checked against addrlib: levels follow each other from the base
 * address, each starting on a 256-byte boundary; inside a level, texel
 * (x, y, slice, fragment) is at
 *   (((slice * rows + y) * pitch + x) * samples + fragment) * bytes.
 */
#include <stdio.h>

#include "emu/tsharp.h"

static uint32_t bits(uint32_t v, unsigned int lo, unsigned int n)
{
	return (v >> lo) & ((1u << n) - 1);
}

void gsi_tsharp_read(enum gs_gen gen, const uint32_t *w, int r128, struct gsi_tsharp *t)
{
	uint32_t w4 = r128 ? 0 : w[4];

	t->base = ((uint64_t)w[0] | (uint64_t)bits(w[1], 0, 8) << 32) << 8;
	for (unsigned int i = 0; i < 4; i++)
		t->sel[i] = (uint8_t)bits(w[3], 3 * i, 3);
	t->sw_mode = (uint8_t)bits(w[3], 20, 5);
	t->type = (uint8_t)bits(w[3], 28, 4);
	t->base_array = bits(w4, 16, 13);
	if (gen == GS_GEN_GFX12) {
		t->max_mip = (uint8_t)bits(w[1], 12, 5);
		t->format = bits(w[1], 17, 8);
		t->base_level = (uint8_t)bits(w[1], 25, 5);
		t->width = (bits(w[1], 30, 2) | bits(w[2], 0, 14) << 2) + 1;
		t->height = bits(w[2], 14, 16) + 1;
		t->last_level = (uint8_t)bits(w[3], 15, 5);
		t->depth = bits(w4, 0, 14) + 1;
		t->pitch = bits(w4, 0, 16) + 1;
	} else {
		t->max_mip = (uint8_t)bits(w[1], 16, 4);
		t->format = bits(w[1], 20, 8);
		t->width = (bits(w[1], 30, 2) | bits(w[2], 0, 12) << 2) + 1;
		t->height = bits(w[2], 14, 14) + 1;
		t->base_level = (uint8_t)bits(w[3], 12, 4);
		t->last_level = (uint8_t)bits(w[3], 16, 4);
		t->depth = bits(w4, 0, 13) + 1;
		t->pitch = bits(w4, 0, 14) + 1;
	}
}

static uint32_t minify(uint32_t v, unsigned int level)
{
	v = level < 32 ? v >> level : 0;
	return v ? v : 1;
}

static void level_of(const struct gsi_tsharp *t, unsigned int level, struct gsi_img_level *l)
{
	int msaa = t->type == GSI_IMG_2D_MSAA || t->type == GSI_IMG_2D_MSAA_ARRAY;
	int one_d = t->type == GSI_IMG_1D || t->type == GSI_IMG_1D_ARRAY;
	/* a linear 1D/2D image's custom pitch (gfx10.3+), when it fits the width */
	int pitched = t->type == GSI_IMG_1D || t->type == GSI_IMG_2D || t->type == GSI_IMG_2D_MSAA;
	uint32_t pitch0 = pitched && t->pitch >= t->width ? t->pitch : t->width;

	l->w = minify(t->width, level);
	l->h = one_d ? 1 : minify(t->height, level);
	l->d = t->type == GSI_IMG_3D ? minify(t->depth, level) : 1;
	l->pitch = minify(pitch0, level) > l->w ? minify(pitch0, level) : l->w;
	if (t->type == GSI_IMG_3D)
		l->slices = l->d;
	else if (t->type == GSI_IMG_1D_ARRAY || t->type == GSI_IMG_2D_ARRAY || t->type == GSI_IMG_CUBE ||
		 t->type == GSI_IMG_2D_MSAA_ARRAY)
		l->slices = t->depth;
	else
		l->slices = 1;
	l->samples = msaa ? 1u << (t->last_level & 7) : 1;
}

int gsi_tsharp_level(const struct gsi_tsharp *t, unsigned int level, unsigned int bpe,
		     struct gsi_img_level *l, char *msg, size_t size)
{
	uint64_t off = 0;

	if (t->sw_mode != 0) {
		snprintf(msg, size,
			 "image resource with SW_MODE %u (a tiled swizzle mode): the emulator addresses images as linear (SW_MODE 0) only; tiled layouts are not emulated",
			 t->sw_mode);
		return 0;
	}
	if (t->type < GSI_IMG_1D) {
		snprintf(msg, size, "image resource with TYPE %u (a buffer or no image type): not an image the emulator addresses",
			 t->type);
		return 0;
	}
	for (unsigned int i = 0; i <= level; i++) {
		level_of(t, i, l);
		if (i == level)
			break;
		off += (uint64_t)l->pitch * l->h * l->slices * l->samples * bpe;
		off = (off + 255) & ~(uint64_t)255;
	}
	l->offset = off;
	return 1;
}
