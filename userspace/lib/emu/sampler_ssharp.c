// SPDX-License-Identifier: MIT
/*
 * The S# (sampler descriptor) of gfx11 and gfx12 for the emulator's texture
 * sampler (sampler.h); the field positions and their sources are in
 * Documentation/emulator.rst ("Texture sampler").
 */
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "gfxshim/error.h"
#include "emu/sampler.h"

/* A refusal: the message into msg (when given), st returned. */
int gsi_emu_samp_fail(char *msg, size_t size, int st, const char *fmt, ...)
{
	va_list ap;

	if (msg && size) {
		va_start(ap, fmt);
		vsnprintf(msg, size, fmt, ap);
		va_end(ap);
	}
	return st;
}

static unsigned int bits(uint32_t w, unsigned int lo, unsigned int n)
{
	return (w >> lo) & ((1u << n) - 1);
}

int gsi_emu_ssharp_read(enum gs_gen gen, const uint32_t s[4], struct gsi_ssharp *o, char *msg,
			size_t size)
{
	unsigned int lod_bits, bias, sec;

	if (gen != GS_GEN_GFX11 && gen != GS_GEN_GFX12)
		return gsi_emu_samp_fail(msg, size, GS_ERR_UNSUPPORTED,
			    "the sampler (S#) is emulated for gfx11 and gfx12 only");
	memset(o, 0, sizeof(*o));
	/* word 0: the same fields on gfx10..gfx12 */
	for (unsigned int i = 0; i < 3; i++)
		o->clamp[i] = (uint8_t)bits(s[0], 3 * i, 3);
	o->max_aniso_ratio = (uint8_t)bits(s[0], 9, 3);
	o->depth_compare = (uint8_t)bits(s[0], 12, 3);
	o->force_unnormalized = (uint8_t)bits(s[0], 15, 1);
	o->trunc_coord = (uint8_t)bits(s[0], 27, 1);
	o->disable_cube_wrap = (uint8_t)bits(s[0], 28, 1);
	o->reduction = (uint8_t)bits(s[0], 29, 2);
	if (bits(s[0], 19, 1))
		return gsi_emu_samp_fail(msg, size, GS_ERR_UNSUPPORTED,
			    "S# MC_COORD_TRUNC (word 0 bit 19) is not emulated");
	if (bits(s[0], 20, 1))
		return gsi_emu_samp_fail(msg, size, GS_ERR_UNSUPPORTED,
			    "S# FORCE_DEGAMMA (word 0 bit 20, sRGB decode in the sampler) is not emulated");
	if (o->reduction == 3)
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "S# FILTER_MODE 3 (word 0 bits 30:29) is reserved");

	/* word 1: MIN_LOD / MAX_LOD, unsigned fixed point with 8 fraction bits:
	 * 12 bits each on gfx11, 13 bits each on gfx12 */
	lod_bits = gen == GS_GEN_GFX12 ? 13 : 12;
	o->min_lod = (float)bits(s[1], 0, lod_bits) / 256.0f;
	o->max_lod = (float)bits(s[1], lod_bits, lod_bits) / 256.0f;

	/* word 2: LOD_BIAS (signed 14 bits, 8 fraction bits), filters */
	bias = bits(s[2], 0, 14);
	o->lod_bias = (float)((int)(bias ^ 0x2000u) - 0x2000) / 256.0f;
	sec = bits(s[2], 14, 6);
	if (sec)
		return gsi_emu_samp_fail(msg, size, GS_ERR_UNSUPPORTED,
			    "S# LOD_BIAS_SEC %u (word 2 bits 19:14) is not emulated", sec);
	o->mag_filter = (uint8_t)bits(s[2], 20, 2);
	o->min_filter = (uint8_t)bits(s[2], 22, 2);
	o->z_filter = (uint8_t)bits(s[2], 24, 2);
	o->mip_filter = (uint8_t)bits(s[2], 26, 2);
	if (o->z_filter == 3)
		return gsi_emu_samp_fail(msg, size, GS_ERR_INVALID, "S# Z_FILTER 3 (word 2 bits 25:24) is reserved");
	if (o->mip_filter == 3)
		return gsi_emu_samp_fail(msg, size, GS_ERR_UNSUPPORTED,
			    "S# MIP_FILTER 3 (point with aniso adjustment, word 2 bits 27:26) is not emulated");

	/* word 3: BORDER_COLOR_PTR 29:18, BORDER_COLOR_TYPE 31:30 */
	o->border_color_ptr = (uint16_t)bits(s[3], 18, 12);
	o->border_color_type = (uint8_t)bits(s[3], 30, 2);
	return GS_OK;
}
