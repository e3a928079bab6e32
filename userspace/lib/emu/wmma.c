// SPDX-License-Identifier: MIT
/*
 * WMMA (wave matrix multiply-accumulate), wave32 and wave64: D = A x B + C,
 * 16x16x16 (and gfx12's 16x16x32 iu4).
 *
 * Lane and register layouts, seed 000 section 3 (RDNA3 ISA p.84, RDNA4 ISA
 * pp.101-104).  Lane L = 16q + t (q = L / 16, t = L % 16):
 *
 *   A/B element e of a lane: VGPR e / 2, halfword e % 2 (16-bit elements);
 *   VGPR e / 4, byte e % 4 (8-bit elements).  The lane holds A[t][k] and
 *   B[k][t] with
 *     RDNA3 (gfx11): k = e, e = 0..15; lanes t and t+16 hold the same values
 *     RDNA4 (gfx12): k = 4q + 8 (e / 4) + e % 4, e = 0..7 (8-bit: k = 8q + e)
 *   32-bit C/D at VGPR g (g = 0..7) of the lane: C/D[row][t] with
 *     gfx11: row = 2g + q        gfx12: row = 8q + g
 *   16-bit C/D result u (u = 0..7):
 *     gfx11: row = 2u + q in VGPR u, halfword OPSEL[2]  (the other halfword
 *            is left as it was)
 *     gfx12: row = 8q + u in VGPR u / 2, halfword u % 2
 *
 * The seed gives the RDNA4 K split for 16-bit inputs; 8-bit (iu8, fp8,
 * bf8) and 4-bit (iu4) inputs split K in halves instead: lane half q holds
 * K (K/2) q + e, element e in bit order (k_of(); AMD's matrix instruction
 * calculator, ROCm/amd_matrix_instruction_calculator, "rdna3"/"rdna4").
 * RDNA3 iu4: element e (K = e) is nibble e % 8 of VGPR e / 8.
 *
 * Arithmetic and rounding (the ISA guides do not specify the internal
 * precision; these are the emulator's choices):
 *   - f16/bf16 products are exact (in double); C plus the 16 products are
 *     summed in double precision in k order and rounded once, to nearest
 *     even, to the result format (f32, f16 or bf16); 16-bit results overflow
 *     to infinity.  Denormal inputs and results are kept (FLOAT_DENORM_MODE
 *     does not apply).
 *   - iu8/iu4: 8-/4-bit integers, signed when NEG_LO[0] (A) / NEG_LO[1] (B)
 *     is set, products summed exactly; CLAMP saturates to the i32 range,
 *     otherwise the sum wraps to 32 bits.
 *   - fp8/bf8 (gfx12): OCP E4M3 / E5M2 (emu/minifloat.c), products exact,
 *     summed like f16; A/B take no NEG (llvm-mc-22 rejects it), C does.
 *   - Float NEG_LO[i]/NEG_HI[i] (i = A, B) negate the elements in the low /
 *     high halfwords of that source; NEG_HI[2] takes |C| and NEG_LO[2]
 *     negates C (in that order), as LLVM selects them for gfx12.
 *   - An inline constant as C is one value for every element: a float
 *     constant is converted to the C format, an integer constant is the bit
 *     pattern (as for other floating-point VALU operands).
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/minifloat.h"

/* ---- 16-bit float formats: p significand bits, exponent bias b ---- */

static double h_to_d(uint32_t h, int p, int ebits)
{
	int bias = (1 << (ebits - 1)) - 1;
	uint32_t mant = h & ((1u << (p - 1)) - 1), ex = (h >> (p - 1)) & ((1u << ebits) - 1);
	double v;

	if (ex == (1u << ebits) - 1) {
		v = mant ? NAN : INFINITY;
	} else if (ex == 0) {
		v = mant ? ldexp((double)mant, 1 - bias - (p - 1)) : 0.0;
	} else {
		/* a normal number is exactly a double: its exponent rebiased, its
		 * fraction moved to the top of the double's 52 bits (no ldexp per
		 * element: WMMA converts 1024 of them per instruction) */
		uint64_t b = (uint64_t)((int)ex - bias + 1023) << 52 | (uint64_t)mant << (53 - p);

		memcpy(&v, &b, sizeof(v));
	}
	return h >> 15 & 1 ? -v : v;
}

/* Round x to nearest even in the format; overflow gives infinity. */
static uint32_t d_to_h(double x, int p, int ebits)
{
	int bias = (1 << (ebits - 1)) - 1, emin = 1 - bias, e;
	uint32_t sign = signbit(x) ? 0x8000u : 0, emax_field = (1u << ebits) - 1;
	double q, r;

	if (isnan(x))
		return sign | emax_field << (p - 1) | 1u << (p - 2);
	x = fabs(x);
	if (isinf(x))
		return sign | emax_field << (p - 1);
	if (x == 0)
		return sign;
	frexp(x, &e);
	e -= 1;                          /* x = 1.f * 2^e */
	if (e < emin)
		e = emin;
	q = ldexp(x, (p - 1) - e);       /* significand in units of the last place */
	r = nearbyint(q);                /* the host rounds to nearest even */
	if (r >= ldexp(1.0, p)) {        /* rounding carried into the next binade */
		r /= 2;
		e += 1;
	}
	if (e > bias)
		return sign | emax_field << (p - 1);
	if (r < ldexp(1.0, p - 1))       /* denormal (e == emin) */
		return sign | (uint32_t)r;
	return sign | (uint32_t)(e + bias) << (p - 1) | ((uint32_t)r & ((1u << (p - 1)) - 1));
}

static double f16d(uint32_t h) { return h_to_d(h & 0xffff, 11, 5); }
static double bf16d(uint32_t h) { return h_to_d(h & 0xffff, 8, 8); }

static const double inline_fl[] = { 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0 };

/* ---- the instruction ---- */

struct wm {
	struct emu *e;
	struct wave *w;
	const struct gs_inst *in;
	struct gs_wmma_shape s;
	int g12;
	char *msg;
	size_t size;
};

static int vcheck(struct wm *m, unsigned int first, unsigned int n, const char *what)
{
	if (first + n <= m->w->n_vgprs)
		return 1;
	snprintf(m->msg, m->size, "%s v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
		 what, first + n - 1, m->w->n_vgprs);
	return 0;
}

static int is_int(enum gs_wmma_type t)
{
	return t == GS_WMMA_I32_IU8 || t == GS_WMMA_I32_IU4;
}

/* Source i (0 A, 1 B) of an fp8/bf8 type is E4M3 (fp8), else E5M2. */
static enum gs_mf_fmt f8_fmt(enum gs_wmma_type t, unsigned int i)
{
	int fp8 = i == 0 ? t == GS_WMMA_F32_FP8_FP8 || t == GS_WMMA_F32_FP8_BF8
			 : t == GS_WMMA_F32_FP8_FP8 || t == GS_WMMA_F32_BF8_FP8;

	return fp8 ? GS_MF_E4M3 : GS_MF_E5M2;
}

/* Element e (in bit order) of A or B (src i) in lane l, as a double (float
 * types) or integer (iu8/iu4), with the negate / signedness modifiers. */
static double ab_elem(const struct wm *m, unsigned int i, unsigned int l, unsigned int e)
{
	unsigned int base = m->in->src[i] - GS_OPR_VGPR0, bit = e * m->s.ebits;
	uint32_t v = m->w->v[base + bit / 32][l] >> (bit % 32) & ((1u << m->s.ebits) - 1);
	int sgn = m->in->neg >> i & 1;
	double x;

	switch (m->s.type) {
	case GS_WMMA_I32_IU8: return sgn ? (double)(int8_t)v : (double)v;
	case GS_WMMA_I32_IU4: return sgn && (v & 8) ? (double)v - 16 : (double)v;
	case GS_WMMA_F32_FP8_FP8: case GS_WMMA_F32_FP8_BF8:
	case GS_WMMA_F32_BF8_FP8: case GS_WMMA_F32_BF8_BF8:
		return gsi_mf_decode(f8_fmt(m->s.type, i), v);
	default:
		x = m->s.type == GS_WMMA_F32_BF16 || m->s.type == GS_WMMA_BF16_BF16 ? bf16d(v) : f16d(v);
		return ((e % 2 ? m->in->neg_hi : m->in->neg) >> i & 1) ? -x : x;
	}
}

/* K of element e of lane l (q = (l / 16) % 2, h = l / 32), -1 for none:
 * seed 000 section 3 (16-bit, wave32); gfx12 8-bit and 4-bit elements:
 * lane half q holds K (K/2) q .. (K/2) q + K/2 - 1 in element order (AMD's
 * matrix instruction calculator, rdna4: e.g. v_wmma_i32_16x16x32_iu4
 * A[i][k] in VGPR (k / 8) % 2, nibble k % 8, lane 16 (k / 16) + i).
 * Wave64 (the calculator's wave64 mappings): RDNA3 replicates A/B in all
 * four 16-lane groups; RDNA4 moves the upper half of each wave32 lane's
 * elements to lane + 32: 16-bit K = 8h + 4q + e, 8/4-bit K = (K/2) q +
 * (K/4) h + e, except v_wmma_i32_16x16x16_iu4, whose lanes 0-31 hold K
 * 8q + e as in wave32 and lanes 32-63 are ignored. */
static int k_of(const struct wm *m, unsigned int l, unsigned int e)
{
	unsigned int q = l / 16 % 2, h = l / 32;

	if (!m->g12)
		return (int)e;
	if (m->w->lanes == 64 && m->s.ebits == 16)
		return (int)(8 * h + 4 * q + e);
	if (m->w->lanes == 64 && m->s.ebits == 4 && m->s.k == 16)
		return h ? -1 : (int)(8 * q + e);
	if (m->s.ebits < 16)
		return (int)(m->s.k / 2 * q + m->s.k / 4 * h + e);
	return (int)(4 * q + 8 * (e / 4) + e % 4);
}

/* Row of C/D result slot g of lane l, its VGPR offset and halfword:
 * gfx11 row (lanes / 16) g + l / 16, gfx12 row 8 ((l / 16) % 2) + 4 (l / 32)
 * + g (the calculator's wave64 C/D mappings; wave32: seed 000). */
static void cd_slot(const struct wm *m, unsigned int l, unsigned int g, unsigned int *row,
		    unsigned int *reg, unsigned int *half)
{
	*row = m->g12 ? 8 * (l / 16 % 2) + 4 * (l / 32) + g : m->w->lanes / 16 * g + l / 16;
	*reg = g;
	*half = 0;
	if (m->s.cd16) {
		if (m->g12) {
			*reg = g / 2;
			*half = g % 2;
		} else {
			*half = m->in->opsel >> 2 & 1;
		}
	}
}

static double c_value(const struct wm *m, unsigned int l, unsigned int reg, unsigned int half)
{
	unsigned int code = m->in->src[2];
	uint32_t bits;
	double x;

	if (code < GS_OPR_VGPR0 && code >= 240)
		x = inline_fl[code - 240];
	else {
		bits = code >= GS_OPR_VGPR0 ? m->w->v[code - GS_OPR_VGPR0 + reg][l] >> (16 * half)
		     : code <= 192 ? code - 128 : (uint32_t)(192 - (int)code);
		switch (m->s.type) {
		case GS_WMMA_I32_IU8: case GS_WMMA_I32_IU4: return (double)(int32_t)bits;
		case GS_WMMA_F16_F16: x = f16d(bits); break;
		case GS_WMMA_BF16_BF16: x = bf16d(bits); break;
		default: {
			float f;

			memcpy(&f, &bits, 4);
			x = f;
		}
		}
	}
	if (is_int(m->s.type))
		return x;
	if (m->in->neg_hi & 4)
		x = fabs(x);
	if (m->in->neg & 4)
		x = -x;
	return x;
}

static uint32_t d_bits(const struct wm *m, double x, int64_t ix)
{
	float f;
	uint32_t u;

	switch (m->s.type) {
	case GS_WMMA_I32_IU8: case GS_WMMA_I32_IU4:
		if (m->in->clamp)
			ix = ix > INT32_MAX ? INT32_MAX : ix < INT32_MIN ? INT32_MIN : ix;
		return (uint32_t)ix;
	case GS_WMMA_F16_F16: return d_to_h(x, 11, 5);
	case GS_WMMA_BF16_BF16: return d_to_h(x, 8, 8);
	default:
		f = (float)x;  /* round to nearest even */
		memcpy(&u, &f, 4);
		return u;
	}
}

int gsi_emu_wmma(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size)
{
	struct wm m = { e, w, in, { 0 }, e->target->gen == GS_GEN_GFX12, msg, size };
	double A[16][32], B[32][16];
	uint64_t exec = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;
	unsigned int nel, lanes = w->lanes, nres = lanes == 64 ? 4 : 8;

	if (lanes != 32 && lanes != 64) {
		snprintf(msg, size, "WMMA in a wave of %u lanes: expected wave32 or wave64", lanes);
		return GS_ERR_UNSUPPORTED;
	}
	if (!gsi_wmma_shape(in->op->sem, e->target->gen, lanes == 64, &m.s))
		return GS_ERR_UNSUPPORTED;
	if (exec != (lanes == 64 ? ~0ull : 0xffffffffull)) {
		snprintf(msg, size, "WMMA with EXEC 0x%0*llx is not emulated: the matrix spans all %u lanes, expected EXEC all ones",
			 lanes / 4, (unsigned long long)exec, lanes);
		return GS_ERR_UNSUPPORTED;
	}
	if (is_int(m.s.type) ? (in->neg & 4) || in->neg_hi : 0) {
		snprintf(msg, size, "iu8/iu4 WMMA: only NEG_LO[0] and NEG_LO[1] (A and B signedness) are emulated");
		return GS_ERR_UNSUPPORTED;
	}
	if (m.s.type >= GS_WMMA_F32_FP8_FP8 && ((in->neg | in->neg_hi) & 3)) {
		snprintf(msg, size, "fp8/bf8 WMMA: NEG_LO/NEG_HI on A or B is not defined (llvm-mc-22 rejects it); expected them on C only");
		return GS_ERR_UNSUPPORTED;
	}
	if (in->opsel & 3) {
		snprintf(msg, size, "WMMA OPSEL on A or B is not emulated (OPSEL[2] selects the 16-bit C/D halfword)");
		return GS_ERR_UNSUPPORTED;
	}
	if (!vcheck(&m, in->src[0] - GS_OPR_VGPR0, m.s.nab, "reads") ||
	    !vcheck(&m, in->src[1] - GS_OPR_VGPR0, m.s.nab, "reads") ||
	    (in->src[2] >= GS_OPR_VGPR0 && !vcheck(&m, in->src[2] - GS_OPR_VGPR0, m.s.ncd, "reads")) ||
	    !vcheck(&m, in->vdst, m.s.ncd, "writes"))
		return GS_ERR_FAULT;

	/* gather A and B: element el of lane l (bit order) is A[t][k], B[k][t] */
	nel = m.s.nab * 32 / m.s.ebits;
	for (unsigned int l = 0; l < lanes; l++) {
		unsigned int t = l % 16;

		for (unsigned int el = 0; el < nel; el++) {
			int kk = k_of(&m, l, el);
			unsigned int k = (unsigned int)kk;
			double a, b;

			if (kk < 0)
				continue;
			a = ab_elem(&m, 0, l, el);
			b = ab_elem(&m, 1, l, el);
			if (!m.g12 && l >= 16) {
				/* RDNA3 replicates A/B in lanes t, t+16 (t+32, t+48) */
				if (e->check && (a != A[t][k] || b != B[k][t]) &&
				    !(isnan(a) && isnan(A[t][k])) && !(isnan(b) && isnan(B[k][t]))) {
					unsigned int src = a != A[t][k] ? 0 : 1;
					unsigned int reg = in->src[src] - GS_OPR_VGPR0 + el * m.s.ebits / 32;

					snprintf(msg, size,
						 "RDNA3 WMMA expects %s replicated in every 16-lane group, but v%u of lane %u differs from lane %u (element %u); expected all lane groups to load the same fragment (seed 000 section 3)",
						 src ? "B" : "A", reg, l, t, el);
					return GS_ERR_INVALID;
				}
				continue;
			}
			A[t][k] = a;
			B[k][t] = b;
		}
	}
	/* compute and scatter D (C is read before any D register is written) */
	{
		uint32_t out[8][64];
		unsigned int regs[8], halves[8];

		for (unsigned int l = 0; l < lanes; l++) {
			unsigned int t = l % 16;

			for (unsigned int g = 0; g < nres; g++) {
				unsigned int row, reg, half;
				double acc;
				int64_t iacc;

				cd_slot(&m, l, g, &row, &reg, &half);
				regs[g] = reg;
				halves[g] = half;
				acc = c_value(&m, l, reg, half);
				iacc = (int64_t)acc;
				for (unsigned int k = 0; k < m.s.k; k++) {
					if (is_int(m.s.type))
						iacc += (int64_t)A[row][k] * (int64_t)B[k][t];
					else
						acc += A[row][k] * B[k][t];
				}
				out[g][l] = d_bits(&m, acc, iacc);
			}
		}
		for (unsigned int l = 0; l < lanes; l++)
			for (unsigned int g = 0; g < nres; g++) {
				uint32_t *v = &w->v[in->vdst + regs[g]][l];

				if (m.s.cd16)
					*v = (*v & ~(0xffffu << (16 * halves[g]))) | (out[g][l] & 0xffff) << (16 * halves[g]);
				else
					*v = out[g][l];
			}
	}
	return GS_OK;
}

/* ---- SWMMAC (gfx12): D += sparse A x B, wave32 and wave64 ----
 *
 * Lane and register layouts: AMD's matrix instruction calculator
 * (ROCm/amd_matrix_instruction_calculator 1.3.2, "rdna4", --detail-instruction
 * for each v_swmmac_*), which gives, for lane L = 16q + t and the row/column
 * t of A/B:
 *   A (half of the lane's K stored, 2 of every 4): stored element s (in
 *     the lane's A VGPRs, low bits first: 16-bit halves, bytes, nibbles)
 *     belongs to group g = s / 2 of 4 consecutive K starting at
 *       16-bit:            16 (g / 2) + 8q + 4 (g % 2)
 *       8-bit, iu4 x32:    16q + 4g
 *       iu4 x64:           32q + 4g
 *   index: group g's 4 bits at bit 4g (+16 * index_key, wave32), two 2-bit
 *     positions in the group, the first (bits 4g+1:4g) for stored element
 *     2g and the second for 2g+1 (the convention CK's compress_a_impl fills,
 *     ROCm/composable_kernel include/ck_tile/core/arch/mma/sparse/
 *     sparse_transforms.hpp, hardware-checked for fp16/int8/fp8 per
 *     ROCm/composable_kernel issue 3753).  K of element s: the group's first
 *     K plus its position.
 *   B element e of the lane: 16-bit: K = 16 (e / 8) + 8q + e % 8;
 *     8-bit and iu4 x32: 16q + e; iu4 x64: 32q + e.
 *   C/D (vdst, both): as the dense gfx12 WMMA (row 8q + g, column t).
 * Wave64 (the calculator's wave64 mappings, --wavefront 64): lane
 * L = 32h + 16q + t holds the wave32 lane 16q + t's elements
 * n h .. n h + n - 1 (n: the wave64 lane's count, half the wave32 one):
 * the upper half of each wave32 lane moves to lane + 32, for stored A, B
 * and (as the dense gfx12 WMMA) C/D; except the A of
 * v_swmmac_i32_16x16x32_iu4, one VGPR in both wave sizes, which lanes 0-31
 * hold as in wave32 (lanes 32-63 unused).  The index of a wave64 lane:
 * local group g's 4 bits at bit 4g of a 32 / nkey -bit segment
 * (index_key 0..3 for 16/8-bit inputs, 0..1 for 4-bit).
 * Each stored A element multiplies the B row its index selects, so two
 * elements of a group naming one position both add (what hardware does
 * with such an index is not documented).  Arithmetic as the dense WMMA;
 * fp8 is OCP E4M3 (no infinity, S.1111.111 NaN) and bf8 OCP E5M2 (seed 000
 * section 2, "FP8 (E4M3), BF8 (E5M2)"). */

/* Element e (ebits wide) of the VGPRs at code, lane l, with its modifiers:
 * i is the source (0 A, 1 B) for the negate / signedness bits. */
static double sw_elem(const struct wave *w, const struct gs_inst *in, const struct gs_swmmac_shape *s,
		      unsigned int i, unsigned int l, unsigned int e)
{
	unsigned int bit = e * s->ebits;
	uint32_t v = w->v[in->src[i] - GS_OPR_VGPR0 + bit / 32][l] >> (bit % 32) & ((1u << s->ebits) - 1);
	int sgn = in->neg >> i & 1;
	double x;

	switch (s->type) {
	case GS_WMMA_I32_IU8: return sgn ? (double)(int8_t)v : (double)v;
	case GS_WMMA_I32_IU4: return sgn && (v & 8) ? (double)v - 16 : (double)v;
	case GS_WMMA_F32_FP8_FP8: case GS_WMMA_F32_FP8_BF8:
	case GS_WMMA_F32_BF8_FP8: case GS_WMMA_F32_BF8_BF8:
		return gsi_mf_decode(f8_fmt(s->type, i), v);
	default:
		x = s->type == GS_WMMA_F32_BF16 || s->type == GS_WMMA_BF16_BF16 ? bf16d(v) : f16d(v);
		return ((e % 2 ? in->neg_hi : in->neg) >> i & 1) ? -x : x;
	}
}

/* First K of A group g (B: of element e with g = e / 4 and the offset
 * e % 4 added by the caller) in lane half q. */
static unsigned int sw_group_k(const struct gs_swmmac_shape *s, unsigned int q, unsigned int g)
{
	if (s->ebits == 16)
		return 16 * (g / 2) + 8 * q + 4 * (g % 2);
	return (s->k == 64 ? 32 : 16) * q + 4 * g;
}

static unsigned int sw_b_k(const struct gs_swmmac_shape *s, unsigned int q, unsigned int e)
{
	if (s->ebits == 16)
		return 16 * (e / 8) + 8 * q + e % 8;
	return (s->k == 64 ? 32 : 16) * q + e;
}

int gsi_emu_swmmac(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size)
{
	struct gs_swmmac_shape s, s32;
	struct wm m = { e, w, in, { 0 }, 1, msg, size };
	static _Thread_local double A[16][64], B[64][16];
	uint64_t exec = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;
	int integer;
	unsigned int nstored, nb, na32, nb32, key, lanes = w->lanes, nres = lanes == 64 ? 4 : 8;

	if (lanes != 32 && lanes != 64) {
		snprintf(msg, size, "SWMMAC in a wave of %u lanes: expected wave32 or wave64", lanes);
		return GS_ERR_UNSUPPORTED;
	}
	if (!gsi_swmmac_shape(in->op->sem, e->target->gen, lanes == 64, &s) ||
	    !gsi_swmmac_shape(in->op->sem, e->target->gen, 0, &s32))
		return GS_ERR_UNSUPPORTED;
	if (exec != (lanes == 64 ? ~0ull : 0xffffffffull)) {
		snprintf(msg, size, "SWMMAC with EXEC 0x%0*llx is not emulated: the matrix spans all %u lanes, expected EXEC all ones",
			 lanes / 4, (unsigned long long)exec, lanes);
		return GS_ERR_UNSUPPORTED;
	}
	integer = s.type == GS_WMMA_I32_IU8 || s.type == GS_WMMA_I32_IU4;
	key = in->opsel & 3u;
	if (key >= s.nkey || in->src[0] < GS_OPR_VGPR0 || in->src[1] < GS_OPR_VGPR0 ||
	    in->src[2] < GS_OPR_VGPR0) {
		snprintf(msg, size, "SWMMAC operands not emulated: expected VGPR A, B and index and index_key below %u",
			 s.nkey);
		return GS_ERR_UNSUPPORTED;
	}
	m.s.type = s.type;
	m.s.cd16 = s.cd16;
	m.s.ncd = s.ncd;
	if (!vcheck(&m, in->src[0] - GS_OPR_VGPR0, s.na, "reads") ||
	    !vcheck(&m, in->src[1] - GS_OPR_VGPR0, s.nb, "reads") ||
	    !vcheck(&m, in->src[2] - GS_OPR_VGPR0, 1, "reads") ||
	    !vcheck(&m, in->vdst, s.ncd, "writes"))
		return GS_ERR_FAULT;

	/* gather: A reconstructed dense (K = s.k) from the stored elements and
	 * their positions, B as it is; wave64 lane 32h + L holds wave32 lane
	 * L's elements n h .. (unless the counts are the same: lanes 0-31) */
	memset(A, 0, sizeof(A));
	nstored = s.na * 32 / s.ebits;
	nb = s.nb * 32 / s.ebits;
	na32 = s32.na * 32 / s.ebits;
	nb32 = s32.nb * 32 / s.ebits;
	for (unsigned int l = 0; l < lanes; l++) {
		unsigned int q = l / 16 % 2, t = l % 16, h = l / 32;
		uint32_t idx = w->v[in->src[2] - GS_OPR_VGPR0][l] >> (32 / s.nkey * key);

		for (unsigned int el = 0; el < nstored && (!h || nstored < na32); el++) {
			unsigned int e32 = el + nstored * h;

			A[t][sw_group_k(&s, q, e32 / 2) + (idx >> (2 * el) & 3)] += sw_elem(w, in, &s, 0, l, el);
		}
		for (unsigned int el = 0; el < nb && (!h || nb < nb32); el++)
			B[sw_b_k(&s, q, el + nb * h)][t] = sw_elem(w, in, &s, 1, l, el);
	}
	/* compute, then scatter D (C, in the same registers, is read first) */
	{
		static _Thread_local uint32_t out[8][64];
		unsigned int regs[8], halves[8];
		struct gs_inst ci;

		m.s.type = integer ? GS_WMMA_I32_IU8 : s.type;  /* c_value / d_bits: i32, f32 or 16-bit */
		if (m.s.type >= GS_WMMA_F32_FP8_FP8)
			m.s.type = GS_WMMA_F32_F16;
		ci = *in;
		ci.src[2] = (uint16_t)(GS_OPR_VGPR0 + in->vdst);
		ci.neg = ci.neg_hi = 0;   /* the modifiers are A's and B's */
		m.in = &ci;
		for (unsigned int l = 0; l < lanes; l++) {
			unsigned int t = l % 16;

			for (unsigned int g = 0; g < nres; g++) {
				unsigned int row, reg, half;
				double acc;
				int64_t iacc;

				cd_slot(&m, l, g, &row, &reg, &half);
				regs[g] = reg;
				halves[g] = half;
				acc = c_value(&m, l, reg, half);
				iacc = (int64_t)acc;
				for (unsigned int k = 0; k < s.k; k++) {
					if (integer)
						iacc += (int64_t)A[row][k] * (int64_t)B[k][t];
					else
						acc += A[row][k] * B[k][t];
				}
				out[g][l] = d_bits(&m, acc, iacc);
			}
		}
		for (unsigned int l = 0; l < lanes; l++)
			for (unsigned int g = 0; g < nres; g++) {
				uint32_t *v = &w->v[in->vdst + regs[g]][l];

				if (s.cd16)
					*v = (*v & ~(0xffffu << (16 * halves[g]))) | (out[g][l] & 0xffff) << (16 * halves[g]);
				else
					*v = out[g][l];
			}
	}
	return GS_OK;
}

/* ---- the D -> A/B overlap rule ---- */

static void range_text(unsigned int first, unsigned int n, char *buf, size_t size)
{
	if (n == 1)
		snprintf(buf, size, "v%u", first);
	else
		snprintf(buf, size, "v[%u:%u]", first, first + n - 1);
}

int gsi_emu_wmma_hazard(struct emu *e, const struct wave *w, const struct gs_inst *in, char *msg,
			size_t size)
{
	struct gs_wmma_shape s;
	struct gs_swmmac_shape ss;
	unsigned int n[3], nsrc;
	static const char *const role[] = { "A", "B", "the sparse index" };
	const char *what = "WMMA";

	if (!w->wmma_dn)
		return 0;
	if (gsi_wmma_shape(in->op->sem, e->target->gen, w->lanes == 64, &s)) {
		n[0] = n[1] = s.nab;
		nsrc = 2;
	} else if (gsi_swmmac_shape(in->op->sem, e->target->gen, w->lanes == 64, &ss)) {
		/* RDNA4 also applies the rule to the sparse index (seed 000 section 2) */
		n[0] = ss.na;
		n[1] = ss.nb;
		n[2] = 1;
		nsrc = 3;
		what = "SWMMAC";
	} else {
		return 0;
	}
	for (unsigned int i = 0; i < nsrc; i++) {
		unsigned int first = in->src[i] - GS_OPR_VGPR0;
		char ab[32], d[32], where[256];
		struct wave tmp;
		const char *at;

		if (in->src[i] < GS_OPR_VGPR0 || first >= w->wmma_d + w->wmma_dn ||
		    w->wmma_d >= first + n[i])
			continue;
		range_text(first, n[i], ab, sizeof(ab));
		range_text(w->wmma_d, w->wmma_dn, d, sizeof(d));
		tmp = *w;
		tmp.pc = w->wmma_pc;
		gsi_emu_where(e, &tmp, where, sizeof(where));
		at = strstr(where, "PC ") ? strstr(where, "PC ") : where;
		snprintf(msg, size,
			 "hazard (emulated checker): %s reads %s as %s, which overlaps %s, the D the previous WMMA/SWMMAC at %.150s wrote, with no VALU instruction between them; expected v_nop (or an independent VALU instruction) before this %s (D->A/B overlap rule%s, %s)",
			 what, ab, role[i], d, at, what,
			 e->target->gen == GS_GEN_GFX12 ? ", on RDNA4 also for the sparse index" : "",
			 e->target->gen == GS_GEN_GFX12 ? "RDNA4 ISA pp.100-101" : "RDNA3 ISA p.82, RDNA3.5 ISA p.86");
		return 1;
	}
	return 0;
}

void gsi_emu_wmma_track(struct emu *e, struct wave *w, const struct gs_inst *in)
{
	struct gs_wmma_shape s;
	struct gs_swmmac_shape ss;

	if (gsi_wmma_shape(in->op->sem, e->target->gen, w->lanes == 64, &s) ||
	    gsi_swmmac_shape(in->op->sem, e->target->gen, w->lanes == 64, &ss)) {
		w->wmma_d = in->vdst;
		w->wmma_dn = (uint16_t)(in->op->sig == GS_SIG_SWMMAC ? ss.ncd : s.ncd);
		w->wmma_pc = w->pc;
	} else {
		w->wmma_dn = 0;  /* any other VALU instruction separates */
	}
}
