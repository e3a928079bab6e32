/* SPDX-License-Identifier: MIT */
/*
 * gfx9 (CDNA3 gfx942, CDNA4 gfx950) MFMA as pure functions: the shape of
 * each instruction, where every A/B/C/D element lives in a wave64 register
 * image, and D = A x B + C on such images.  The wave side (registers, AGPRs,
 * operand checks) is gsi_emu_mfma() in mfma.c; tests drive these directly.
 */
#ifndef GS_EMU_MFMA_H
#define GS_EMU_MFMA_H

#include <stddef.h>
#include <stdint.h>

#define GS_MFMA_LANES 64

enum gs_mfma_type {
	GS_MFMA_F32, GS_MFMA_F16, GS_MFMA_BF16, GS_MFMA_I8, GS_MFMA_I32, GS_MFMA_F64,
	GS_MFMA_FP8, GS_MFMA_BF8,  /* E4M3 / E5M2: FNUZ on gfx942, OCP on gfx950 */
	GS_MFMA_XF32,              /* an f32 whose low 13 mantissa bits are dropped */
	GS_MFMA_F8F6F4,            /* gfx950: A's format from CBSZ, B's from BLGP */
};

/* f8f6f4 formats (the CBSZ / BLGP value): OCP E4M3, E5M2, E2M3, E3M2, E2M1. */
enum gs_mfma_fmt { GS_MFMA_FMT_FP8, GS_MFMA_FMT_BF8, GS_MFMA_FMT_FP6, GS_MFMA_FMT_BF6, GS_MFMA_FMT_FP4 };

struct gs_mfma_shape {
	const char *name;      /* llvm-mc-22 mnemonic */
	uint8_t m, n, k, blocks;
	uint8_t in, out;       /* enum gs_mfma_type of A (and B) and of C/D */
	uint8_t in_b;          /* of B when it differs (fp8 x bf8), else 0 */
	uint8_t gfx950;        /* CDNA4 (gfx950) only */
	uint8_t cbsz_abid;     /* CBSZ/ABID broadcast defined (multi-block A) */
	uint8_t blgp;          /* BLGP lane pattern defined (f64: negate bits instead) */
};

/* Where one element lives: register offset from the operand's first
 * register, lane, and bit offset within the 32-bit lane value (64-bit
 * elements: the register pair reg, reg + 1, bit 0). */
struct gs_mfma_pos {
	unsigned int reg, lane, bit;
};

struct gs_isa_op;

/* The shape of an MFMA mnemonic; NULL when it is not one emulated.  _of:
 * the same for op's name, read once per op (op_fact.h; op may be NULL):
 * what an executing instruction asks. */
const struct gs_mfma_shape *gsi_mfma_shape(const char *name);
const struct gs_mfma_shape *gsi_mfma_shape_of(const struct gs_isa_op *op);
/* Bits of an element of type t. */
unsigned int gsi_mfma_bits(unsigned int t);
/* Registers (32-bit) per lane of A, of B and of C/D. */
unsigned int gsi_mfma_nab(const struct gs_mfma_shape *s);
unsigned int gsi_mfma_ncd(const struct gs_mfma_shape *s);

/* A[i][k] (outer = i) or B[k][j] (outer = j) of block b, as stored (no
 * CBSZ/ABID/BLGP: those choose which stored block/lane a product reads). */
struct gs_mfma_pos gsi_mfma_ab_pos(const struct gs_mfma_shape *s, unsigned int outer, unsigned int k,
				   unsigned int b);
/* C[i][j] / D[i][j] of block b. */
struct gs_mfma_pos gsi_mfma_cd_pos(const struct gs_mfma_shape *s, unsigned int i, unsigned int j,
				   unsigned int b);
/* The A block read in place of block b under CBSZ/ABID. */
unsigned int gsi_mfma_a_block(unsigned int b, unsigned int cbsz, unsigned int abid);
/* The B lane read in place of lane l under BLGP (not for f64). */
unsigned int gsi_mfma_blgp_lane(unsigned int l, unsigned int blgp);

/* Operands of one MFMA as register images img[reg][lane]. */
struct gs_mfma_args {
	const uint32_t (*a)[GS_MFMA_LANES];
	const uint32_t (*b)[GS_MFMA_LANES];
	const uint32_t (*c)[GS_MFMA_LANES];  /* NULL: every C element is c_const */
	uint64_t c_const;                    /* bits in C's format (f64: 64 bits) */
	unsigned int cbsz, abid, blgp;
	int ocp;                             /* fp8/bf8 are the OCP formats (gfx950), else FNUZ */
	/* gfx950 v_mfma_scale_* (f8f6f4 only): the scale VGPRs of A and B, per
	 * lane, and the byte each reads (OPSEL 0..3); abid may then be 1 */
	int scaled;
	const uint32_t *scale[2];
	unsigned int scale_sel[2];
};

/* d[0 .. ncd-1][lane] = A x B + C.  d may alias c (C is read first).
 * Returns 0, or -1 when cbsz/abid/blgp are out of range for the shape. */
int gsi_mfma_compute(const struct gs_mfma_shape *s, const struct gs_mfma_args *x,
		     uint32_t (*d)[GS_MFMA_LANES]);

/* f8f6f4: registers per lane of an operand in format f (8, 6, 4; 0 for
 * an unknown format), and where its element e of lane group g (lane / M)
 * sits on the K axis (fp8/bf8: two 16-element pieces K/2 apart; fp4 and
 * fp6/bf6: 32 consecutive K; -1 for an unknown format). */
unsigned int gsi_mfma_f8f6f4_regs(unsigned int f);
int gsi_mfma_f8f6f4_k(const struct gs_mfma_shape *s, unsigned int f, unsigned int g, unsigned int e);

/* An element's bits (type t; OCP or FNUZ fp8/bf8) as a double. */
double gsi_mfma_to_d(unsigned int t, uint64_t v, int ocp);

/* Do registers first..first+n-1 (operand index idx, an AGPR when agpr)
 * fit the kernel's allocation?  Else msg says which ("MFMA reads a[..]"). */
struct wave;
struct gs_inst;
int gsi_emu_mfma_regs_ok(const struct wave *w, unsigned int first, unsigned int n, int agpr, unsigned int idx,
			 const char *kind, const char *what, char *msg, size_t size);

/* The registers one MFMA or SMFMAC instruction uses, as it runs (the
 * checkers' view, mfma_hazard.c and waitcnt.c): per lane, A's, B's (f8f6f4:
 * by the CBSZ/BLGP formats) and C/D's.  SMFMAC: A is the stored half, src2
 * is the index (one ArchVGPR, idx set) and D is also read as the
 * accumulator.  gfx950 v_mfma_scale_* (a 16-byte instruction): scale set,
 * its scale VGPRs in gs_inst.vdata / vdata1 (operand codes) and the bytes
 * they read in opsel / opsel_hi bits 0 (A) and 1 (B).  0 when the
 * instruction is no MFMA this emulator knows (the table's counts apply). */
struct gs_mfma_regs {
	unsigned int na, nb, ncd;
	int smfmac, scaled;
};
int gsi_mfma_inst_regs(const struct gs_inst *in, struct gs_mfma_regs *r);

/* ---- SMFMAC (smfmac.c): D += 4:2-sparse A x B, src2 the index VGPR ---- */

/* The shape of an SMFMAC mnemonic (K is the dense K); NULL if none; _of:
 * op's, once per op (op may be NULL). */
const struct gs_mfma_shape *gsi_smfmac_shape(const char *name);
const struct gs_mfma_shape *gsi_smfmac_shape_of(const struct gs_isa_op *op);
/* Registers per lane of the stored (half) A, of B; index sets of Src2. */
unsigned int gsi_smfmac_na(const struct gs_mfma_shape *s);
unsigned int gsi_smfmac_nb(const struct gs_mfma_shape *s);
unsigned int gsi_smfmac_nsets(const struct gs_mfma_shape *s);
/* Stored A element e of row i in lane group lgrp (K lgrp * P ..). */
struct gs_mfma_pos gsi_smfmac_a_pos(const struct gs_mfma_shape *s, unsigned int i, unsigned int e,
				    unsigned int lgrp);

struct gs_smfmac_args {
	const uint32_t (*a)[GS_MFMA_LANES];
	const uint32_t (*b)[GS_MFMA_LANES];
	const uint32_t *idx;                 /* the index VGPR, per lane */
	const uint32_t (*d)[GS_MFMA_LANES];  /* the accumulator (D before) */
	unsigned int cbsz, abid, blgp;
	int ocp;
};

/* d[0 .. ncd-1][lane] = D + A x B (d may alias x->d); -1 when abid/blgp
 * are out of range. */
int gsi_smfmac_compute(const struct gs_mfma_shape *s, const struct gs_smfmac_args *x,
		       uint32_t (*d)[GS_MFMA_LANES]);

struct emu;
struct wave;
struct gs_inst;
int gsi_emu_smfmac(struct emu *e, struct wave *w, const struct gs_inst *in,
		   const struct gs_mfma_shape *s, char *msg, size_t size);

#endif /* GS_EMU_MFMA_H */
