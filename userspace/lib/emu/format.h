/* SPDX-License-Identifier: MIT */
/*
 * Texel / buffer element formats shared by the buffer (exec_buffer.c) and
 * image code: which components an element has, how wide each is, where it
 * sits, and the conversions between memory and the 32-bit register values
 * of format loads and stores.
 *
 * Layout: components are packed from bit 0 of the little-endian element
 * upwards, x first, each bits[i] wide.  The hardware names list the
 * widths from the most significant end (Mesa gfx10_format_table.py
 * reverses them to get the little-endian order), so 2_10_10_10 is x 10
 * bits at bit 0, w 2 bits at bit 30, and 10_11_11 is x 11, y 11, z 10.
 * The plain formats (8, 16, 32-bit components) fit the same rule.
 */
#ifndef GS_EMU_FORMAT_H
#define GS_EMU_FORMAT_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/target.h"

enum gsi_nfmt {
	GSI_NF_UNORM, GSI_NF_SNORM, GSI_NF_USCALED, GSI_NF_SSCALED, GSI_NF_UINT, GSI_NF_SINT, GSI_NF_FLOAT,
	GSI_NF_SRGB
};

struct gsi_fmt {
	uint8_t nc;      /* components in memory (1..4) */
	uint8_t bits[4]; /* bits of component x..w (packed formats differ per component) */
	uint8_t nf;      /* enum gsi_nfmt */
	uint8_t bytes;   /* element size in memory */
};

/* gfx10+ unified FORMAT code (V#/T# FORMAT field, tbuffer format:) as
 * numbered for gen (gfx11 and gfx12 share a numbering that differs from
 * gfx10's; llvm-mc-22 prints the names: format:[BUF_FMT_...]); returns 0
 * with a reason in msg for a code the emulator does not convert */
int gsi_fmt_from_unified(enum gs_gen gen, unsigned int code, struct gsi_fmt *f, char *msg, size_t size);

/* gfx9 DATA_FORMAT / NUM_FORMAT pair (buffers: 4-bit dfmt, 3-bit nfmt;
 * images: 6-bit dfmt, 4-bit nfmt with SRGB = 9) */
int gsi_fmt_from_gfx9(unsigned int dfmt, unsigned int nfmt, struct gsi_fmt *f, char *msg, size_t size);

/* memory element -> the four 32-bit register values a format load returns:
 * float-valued formats (UNORM/SNORM/USCALED/SSCALED/FLOAT/SRGB) as f32 bits,
 * UINT/SINT as integers; components the format lacks read x,y,z = 0 and
 * w = 1 (1.0f for float-valued) */
void gsi_fmt_unpack(const struct gsi_fmt *f, const uint8_t *src, uint32_t out[4]);

/* four register values -> memory element (float to unorm/snorm with
 * rounding and clamping, f32 to f16/f11/f10, integer truncation); only the
 * element's f->bytes bytes are written */
void gsi_fmt_pack(const struct gsi_fmt *f, const uint32_t in[4], uint8_t *dst);

/* The register value of a channel that selects "one" (DST_SEL 1 of a V#,
 * or a missing w): 1 for UINT/SINT, 1.0f otherwise. */
uint32_t gsi_fmt_one(const struct gsi_fmt *f);

/* 1 when the format's numeric format is UINT or SINT (register values are
 * integers), 0 when they are f32 bits. */
int gsi_fmt_is_int(const struct gsi_fmt *f);

/* Unsigned 11- and 10-bit floats (5-bit exponent, bias 15; 6 / 5 mantissa
 * bits; no sign) to and from f32 bits: round to nearest even, negative
 * values and -0 give 0, NaN a NaN, overflow infinity. */
uint32_t gsi_fmt_uf_to_f32(uint32_t code, unsigned int mbits);
uint32_t gsi_fmt_f32_to_uf(uint32_t f32, unsigned int mbits);

#endif
