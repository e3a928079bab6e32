/* SPDX-License-Identifier: MIT */
/*
 * Small binary floating-point formats of the AMD matrix and conversion
 * instructions, as pure functions on codes (no host rounding mode used:
 * every step is exact in double, rounding is done by hand).
 *
 *   format          bits  exp/man  bias  largest    inf  NaN codes
 *   GS_MF_E4M3        8    4/3       7    448        -    S.1111.111
 *   GS_MF_E5M2        8    5/2      15    57344      yes  S.11111.xx (xx!=0)
 *   GS_MF_E4M3_FNUZ   8    4/3       8    240        -    0x80 only (no -0)
 *   GS_MF_E5M2_FNUZ   8    5/2      16    57344      -    0x80 only (no -0)
 *   GS_MF_E2M3 (fp6)  6    2/3       1    7.5        -    -
 *   GS_MF_E3M2 (bf6)  6    3/2       3    28         -    -
 *   GS_MF_E2M1 (fp4)  4    2/1       1    6          -    -
 *   GS_MF_F16        16    5/10     15    65504      yes  IEEE
 *   GS_MF_BF16       16    8/7     127    ~3.39e38   yes  IEEE
 *   GS_MF_F32        32    8/23    127    FLT_MAX    yes  IEEE
 *
 * E4M3/E5M2 are the OCP 8-bit floats (gfx12, gfx950), the _FNUZ ones
 * gfx942's; E2M3/E3M2/E2M1 the OCP MX 6- and 4-bit elements.  Codes sit in
 * the low bits of a uint32_t, the sign in the top bit of the format.
 *
 * Encoding (gsi_mf_encode): round to nearest, ties to even, or with
 * GS_MF_SR stochastically.  Out of range (after rounding) and infinities:
 *   - GS_MF_SAT, or a format with neither infinity nor NaN (fp6, fp4):
 *     the largest finite value of the sign;
 *   - else infinity when the format has one, else NaN.
 * NaN gives the format's NaN (quiet for IEEE: 0x7e00 / 0x7fc0 /
 * 0x7fc00000 with the sign), for fp6/fp4 the largest value of its sign
 * (OCP MX leaves it to the implementation; AMD's HIP host reference does
 * this).  Zero keeps its sign except in FNUZ formats.  Subnormal results
 * are kept (no flush).
 *
 * Stochastic rounding (GS_MF_SR): x is taken as a value of a format with
 * src_sig significand bits (24 for f32 sources, 11 f16, 8 bf16); the k
 * bits of it that the target drops (at most 32) get the low k bits of rng
 * added, then the result is truncated.  This follows the gfx942/gfx950
 * emulation of v_cvt_sr_* already in exec_cvt.c; the hardware's exact bit
 * alignment of the random dword is not confirmed against a guide.
 *
 * E8M0 (OCP MX scale): 2^(code-127), 0xff NaN.  gfx950's *_scalef32_*
 * instructions pass the scale as an f32 whose exponent field is that code
 * (gs_mf_scale_exp).
 */
#ifndef GS_EMU_MINIFLOAT_H
#define GS_EMU_MINIFLOAT_H

#include <stdint.h>

enum gs_mf_fmt {
	GS_MF_E4M3,
	GS_MF_E5M2,
	GS_MF_E4M3_FNUZ,
	GS_MF_E5M2_FNUZ,
	GS_MF_E2M3,
	GS_MF_E3M2,
	GS_MF_E2M1,
	GS_MF_F16,
	GS_MF_BF16,
	GS_MF_F32,
	GS_MF_COUNT
};

struct gsi_mf_info {
	const char *name;   /* "e4m3", "fp4", ... */
	int bits;           /* code width */
	int ebits, mbits, bias;
	int has_inf;        /* exponent all ones, mantissa 0 */
	int nan;            /* 0 none, 1 IEEE-like (all-ones exponent), 2 all-ones
	                       magnitude (OCP E4M3), 3 only 0x80 (FNUZ) */
	uint32_t maxc;      /* code of the largest finite value */
};

/* The format's description; NULL for an unknown one. */
const struct gsi_mf_info *gsi_mf_info(enum gs_mf_fmt f);

/* Exact value of a code (bits above the format's width ignored). */
double gsi_mf_decode(enum gs_mf_fmt f, uint32_t code);

/* Largest finite value of the format. */
double gsi_mf_max(enum gs_mf_fmt f);

#define GS_MF_SAT 1u  /* out of range and infinities: the largest finite value */
#define GS_MF_SR  2u  /* stochastic rounding with rng (see above) */

/* x (any double) to a code of the format; see the rules above.  src_sig
 * (used with GS_MF_SR only): x's significand bits, 1..53. */
uint32_t gsi_mf_encode(enum gs_mf_fmt f, double x, unsigned int flags,
		      uint32_t rng, int src_sig);

/* OCP MX E8M0 scale: 2^(code-127); 0xff is NaN. */
double gsi_mf_e8m0(uint32_t code);

/* gfx950 scalef32 operand: the E8M0 code in the f32's exponent field. */
static inline uint32_t gs_mf_scale_exp(uint32_t f32bits)
{
	return f32bits >> 23 & 0xff;
}

#endif
