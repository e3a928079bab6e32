// SPDX-License-Identifier: MIT
/*
 * Integer, bit and packed-integer VALU operations (issue #5): the 16-bit
 * ops, the 32-bit ones exec.c lacks, the 64-bit shifts and multiply-adds,
 * the SAD family, packed 16-bit integer math and the integer dot products
 * of gfx11 (gfx1100), gfx12 (gfx1201) and gfx9 (gfx942/gfx950).  Semantics
 * follow the pseudocode of the RDNA3/RDNA4/CDNA3 ISA guides.  Lane ops
 * (readlane, permlane, movrel, swap) are in exec_lane.c.
 *
 * 16-bit operands: a VGPR's low half, or its high half when VOP3 OP_SEL
 * bit i (the destination: bit 3) or a true16 v.h of a gfx11 32-bit encoding
 * names it (gsi_emu_t16_hi); inline integers and literals give their low 16
 * bits, inline floats their f16 value.  16-bit results keep the other half
 * on gfx11/gfx12 and zero the high half on gfx9 (LLVM's
 * GCNSubtarget::zeroesHigh16BitsOfDest).  CLAMP saturates to the result's
 * unsigned or signed range.
 */
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/exec_int.h"

/* ---- operands ---- */

int gsi_vi_fail(struct vi *x, int st, const char *fmt, const char *a)
{
	if (!*x->st) {
		*x->st = st;
		snprintf(x->msg, x->size, fmt, x->in.op->name, a ? a : "");
	}
	return 1;
}

uint32_t gsi_vi_vgpr(struct vi *x, unsigned int r, unsigned int lane)
{
	if (x->probe)
		return 0;
	if (r >= x->w->n_vgprs) {
		char m[80];

		snprintf(m, sizeof(m), "v%u (%u allocated)", r, x->w->n_vgprs);
		gsi_vi_fail(x, GS_ERR_FAULT, "%s reads %s; raise .amdhsa_next_free_vgpr", m);
		return 0;
	}
	return x->w->v[r][lane];
}

void gsi_vi_vgpr_set(struct vi *x, unsigned int r, unsigned int lane, uint32_t v)
{
	if (x->probe)
		return;
	if (r >= x->w->n_vgprs) {
		char m[80];

		snprintf(m, sizeof(m), "v%u (%u allocated)", r, x->w->n_vgprs);
		gsi_vi_fail(x, GS_ERR_FAULT, "%s writes %s; raise .amdhsa_next_free_vgpr", m);
		return;
	}
	x->w->v[r][lane] = v;
}

/* A 32-bit source operand code for one lane (as exec.c's src()). */
uint32_t gsi_vi_src(struct vi *x, unsigned int code, unsigned int lane)
{
	uint32_t v;

	if (x->probe)
		return 0;
	if (code >= GS_OPR_VGPR0)
		return gsi_vi_vgpr(x, code - GS_OPR_VGPR0, lane);
	if (gsi_emu_scalar_src(x->w, code, x->in.literal, 0, &v))
		return v;
	gsi_vi_fail(x, GS_ERR_UNSUPPORTED, "%s: operand code not emulated%s", NULL);
	return 0;
}

/* gsi_emu_t16_hi, but gfx9 has no true16: v128.. are VGPRs there. */
static int t16hi(struct vi *x, int i, unsigned int *reg)
{
	if (x->e->target->gen == GS_GEN_GFX9 && x->in.enc != GS_ENC_VOP3) {
		*reg = i < 0 ? x->in.vdst : x->in.src[i] - GS_OPR_VGPR0;
		return 0;
	}
	return gsi_emu_t16_hi(&x->in, i, reg);
}

/* Source i as 16 bits (high half per OP_SEL / true16). */
static uint32_t src16(struct vi *x, unsigned int i, unsigned int lane)
{
	unsigned int code = x->in.src[i], reg;

	if (code >= GS_OPR_VGPR0 && t16hi(x, (int)i, &reg))
		return gsi_vi_vgpr(x, reg, lane) >> 16;
	if (code >= 240 && code <= 248)
		return gsi_inline_f16[code - 240];
	if (code < 128 && x->in.enc == GS_ENC_VOP3 && (x->in.opsel >> i & 1))  /* an SGPR's high half */
		return gsi_vi_src(x, code, lane) >> 16;
	return gsi_vi_src(x, code, lane) & 0xffff;
}

/* Source i as 64 bits: a register pair or an inline integer (sign-extended). */
static uint64_t src64(struct vi *x, unsigned int i, unsigned int lane)
{
	unsigned int code = x->in.src[i];
	uint64_t v;

	if (code >= GS_OPR_VGPR0)
		return gsi_vi_vgpr(x, code - GS_OPR_VGPR0, lane) |
		       (uint64_t)gsi_vi_vgpr(x, code - GS_OPR_VGPR0 + 1, lane) << 32;
	if (gsi_emu_scalar_src64(x->w, code, &v))
		return v;
	if (code == GS_OPR_LITERAL && gsi_emu_lit64(x->in.op->sem, x->in.literal, &v))
		return v;  /* sign- or zero-extended per operand type */
	gsi_vi_fail(x, GS_ERR_UNSUPPORTED,
		    "%s: a literal or float constant as a 64-bit integer operand is not emulated; use a register or an inline integer%s",
		    NULL);
	return 0;
}

/* Source i at its width (gsi_opnd_bits); 128-bit sources give their low 64 bits. */
static uint64_t srcw(struct vi *x, unsigned int i, unsigned int lane)
{
	unsigned int bits = gsi_opnd_bits(x->in.op->sem, (int)i);

	if (x->probe)
		return 0;
	if (bits == 16)
		return src16(x, i, lane);
	if (bits >= 64)
		return src64(x, i, lane);
	if (x->in.enc != GS_ENC_VOP3 && x->in.src[i] >= GS_OPR_VGPR0) {
		unsigned int reg;

		if (t16hi(x, (int)i, &reg))
			return gsi_vi_vgpr(x, reg, lane) >> 16;
	}
	return gsi_vi_src(x, x->in.src[i], lane);
}

/* A 16-bit result: one half, the other kept (gfx9: the high half zeroed). */
static void res16(struct vi *x, unsigned int lane, uint32_t h)
{
	unsigned int reg;
	int hi = t16hi(x, -1, &reg);
	uint32_t old;

	h &= 0xffff;
	if (x->e->target->gen == GS_GEN_GFX9 && !hi) {
		gsi_vi_vgpr_set(x, reg, lane, h);
		return;
	}
	old = gsi_vi_vgpr(x, reg, lane);
	gsi_vi_vgpr_set(x, reg, lane, hi ? (old & 0xffffu) | h << 16 : (old & 0xffff0000u) | h);
}

static void res64(struct vi *x, unsigned int lane, uint64_t v)
{
	gsi_vi_vgpr_set(x, x->in.vdst, lane, (uint32_t)v);
	gsi_vi_vgpr_set(x, x->in.vdst + 1, lane, (uint32_t)(v >> 32));
}

/* A lane mask operand (wave32: one SGPR, wave64: a pair). */
static uint64_t mask_rd(struct vi *x, unsigned int code)
{
	uint64_t m = gsi_vi_src(x, code, 0);

	if (x->w->lanes == 64 && code < 127)
		m |= (uint64_t)x->w->s[code + 1] << 32;
	return m;
}

static void mask_wr(struct vi *x, unsigned int code, uint64_t m)
{
	if (code == GS_OPR_NULL)
		return;
	if (code >= 127) {
		gsi_vi_fail(x, GS_ERR_INVALID, "%s: the lane-mask destination is not a register%s", NULL);
		return;
	}
	x->w->s[code] = (uint32_t)m;
	if (x->w->lanes == 64)
		x->w->s[code + 1] = (uint32_t)(m >> 32);
}

/* ---- pure helpers ---- */

static int64_t sat_s(int64_t v, unsigned int bits)
{
	int64_t lo = -((int64_t)1 << (bits - 1)), hi = ((int64_t)1 << (bits - 1)) - 1;

	return v < lo ? lo : v > hi ? hi : v;
}

static uint64_t sat_u(int64_t v, unsigned int bits)
{
	uint64_t hi = bits == 64 ? UINT64_MAX : ((uint64_t)1 << bits) - 1;

	return v < 0 ? 0 : (uint64_t)v > hi ? hi : (uint64_t)v;
}

static int32_t sx16(uint64_t v) { return (int16_t)(uint16_t)v; }
static int32_t sx24(uint32_t v) { return (int32_t)(v << 8) >> 8; }
static uint32_t absdiff(uint32_t a, uint32_t b) { return a > b ? a - b : b - a; }

static uint32_t sad_u8(uint32_t a, uint32_t b, uint32_t acc, int masked)
{
	for (unsigned int k = 0; k < 32; k += 8)
		if (!masked || (b >> k & 0xff))
			acc += absdiff(a >> k & 0xff, b >> k & 0xff);
	return acc;
}

static uint32_t med3u(uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t lo = a < b ? a : b, hi = a < b ? b : a;

	return c < lo ? lo : c > hi ? hi : c;
}

static int32_t med3s(int32_t a, int32_t b, int32_t c)
{
	int32_t lo = a < b ? a : b, hi = a < b ? b : a;

	return c < lo ? lo : c > hi ? hi : c;
}

/* Leading bits equal to the sign bit after it (v_cls_i32 / gfx9 v_ffbh_i32); -1: all equal. */
static uint32_t cls32(uint32_t a)
{
	uint32_t t = a ^ (uint32_t)((int32_t)a >> 31);

	return t ? (uint32_t)__builtin_clz(t) : 0xffffffffu;
}

/* The dot products' element sum: n elements of w bits of a and b, each
 * signed per sa/sb. */
static int64_t dot(uint32_t a, uint32_t b, unsigned int n, int sa, int sb)
{
	unsigned int w = 32 / n;
	int64_t s = 0;

	for (unsigned int k = 0; k < n; k++) {
		uint32_t ea = a >> (k * w) & ((1u << w) - 1), eb = b >> (k * w) & ((1u << w) - 1);
		int64_t va = sa && (ea >> (w - 1)) ? (int64_t)ea - (1 << w) : ea;
		int64_t vb = sb && (eb >> (w - 1)) ? (int64_t)eb - (1 << w) : eb;

		s += va * vb;
	}
	return s;
}

/* ---- one lane of a non-packed operation ---- */

/* 1 done; 0 not one of these (x->probe: only that answer).  *cout: the
 * lane's carry/borrow out. */
static int lane_op(struct vi *x, unsigned int l, uint64_t cin_mask, int *cout)
{
	unsigned int sem = x->in.op->sem;
	int cl = x->in.clamp, cin = (int)(cin_mask >> l & 1);
	uint64_t a = 0, b = 0, c = 0, r;
	int64_t s;
	uint32_t d;
	unsigned int ns = x->in.op->sig == GS_SIG_VOP1 ? 1
			  : x->in.op->sig == GS_SIG_VOP3S3 || x->in.op->sig == GS_SIG_VOP3SD3 ? 3 : 2;

	a = srcw(x, 0, l);
	if (ns > 1)
		b = srcw(x, 1, l);
	if (ns > 2)
		c = srcw(x, 2, l);
	switch (sem) {
	/* 16-bit results */
	case GS_SEM_V_ADD_NC_U16: case GS_SEM_V_ADD_U16:
		res16(x, l, cl ? sat_u((int64_t)a + (int64_t)b, 16) : a + b); return 1;
	case GS_SEM_V_SUB_NC_U16: case GS_SEM_V_SUB_U16:
		res16(x, l, cl ? sat_u((int64_t)a - (int64_t)b, 16) : a - b); return 1;
	case GS_SEM_V_SUBREV_U16:
		res16(x, l, cl ? sat_u((int64_t)b - (int64_t)a, 16) : b - a); return 1;
	case GS_SEM_V_ADD_NC_I16: case GS_SEM_V_ADD_I16:
		res16(x, l, (uint32_t)(cl ? sat_s(sx16(a) + sx16(b), 16) : sx16(a) + sx16(b))); return 1;
	case GS_SEM_V_SUB_NC_I16: case GS_SEM_V_SUB_I16:
		res16(x, l, (uint32_t)(cl ? sat_s(sx16(a) - sx16(b), 16) : sx16(a) - sx16(b))); return 1;
	case GS_SEM_V_MUL_LO_U16: res16(x, l, cl ? sat_u((int64_t)(a * b), 16) : a * b); return 1;
	case GS_SEM_V_MAX_U16: res16(x, l, a > b ? a : b); return 1;
	case GS_SEM_V_MIN_U16: res16(x, l, a < b ? a : b); return 1;
	case GS_SEM_V_MAX_I16: res16(x, l, sx16(a) > sx16(b) ? a : b); return 1;
	case GS_SEM_V_MIN_I16: res16(x, l, sx16(a) < sx16(b) ? a : b); return 1;
	case GS_SEM_V_LSHLREV_B16: res16(x, l, (uint32_t)(b << (a & 15))); return 1;
	case GS_SEM_V_LSHRREV_B16: res16(x, l, (uint32_t)(b >> (a & 15))); return 1;
	case GS_SEM_V_ASHRREV_I16: res16(x, l, (uint32_t)(sx16(b) >> (a & 15))); return 1;
	case GS_SEM_V_AND_B16: res16(x, l, (uint32_t)(a & b)); return 1;
	case GS_SEM_V_OR_B16: res16(x, l, (uint32_t)(a | b)); return 1;
	case GS_SEM_V_XOR_B16: res16(x, l, (uint32_t)(a ^ b)); return 1;
	case GS_SEM_V_NOT_B16: res16(x, l, (uint32_t)~a); return 1;
	case GS_SEM_V_MAD_U16: case GS_SEM_V_MAD_LEGACY_U16:  /* legacy: gfx9's gfx8 encoding */
		res16(x, l, cl ? sat_u((int64_t)(a * b + c), 16) : a * b + c); return 1;
	case GS_SEM_V_MAD_I16: case GS_SEM_V_MAD_LEGACY_I16:
		s = (int64_t)sx16(a) * sx16(b) + sx16(c);
		res16(x, l, (uint32_t)(cl ? sat_s(s, 16) : s)); return 1;
	case GS_SEM_V_MAX3_U16: res16(x, l, (uint32_t)(a > b ? (a > c ? a : c) : (b > c ? b : c))); return 1;
	case GS_SEM_V_MIN3_U16: res16(x, l, (uint32_t)(a < b ? (a < c ? a : c) : (b < c ? b : c))); return 1;
	case GS_SEM_V_MED3_U16: res16(x, l, med3u((uint32_t)a, (uint32_t)b, (uint32_t)c)); return 1;
	case GS_SEM_V_MAX3_I16: s = sx16(a) > sx16(b) ? sx16(a) : sx16(b); res16(x, l, (uint32_t)(s > sx16(c) ? s : sx16(c))); return 1;
	case GS_SEM_V_MIN3_I16: s = sx16(a) < sx16(b) ? sx16(a) : sx16(b); res16(x, l, (uint32_t)(s < sx16(c) ? s : sx16(c))); return 1;
	case GS_SEM_V_MED3_I16: res16(x, l, (uint32_t)med3s(sx16(a), sx16(b), sx16(c))); return 1;
	/* 32-bit results */
	case GS_SEM_V_ADD_NC_I32: case GS_SEM_V_ADD_I32:
		s = (int64_t)(int32_t)a + (int32_t)b;
		d = (uint32_t)(cl ? sat_s(s, 32) : s); break;
	case GS_SEM_V_SUB_NC_I32: case GS_SEM_V_SUB_I32:
		s = (int64_t)(int32_t)a - (int32_t)b;
		d = (uint32_t)(cl ? sat_s(s, 32) : s); break;
	case GS_SEM_V_SUBREV_NC_U32: case GS_SEM_V_SUBREV_U32:
		d = (uint32_t)(cl ? sat_u((int64_t)b - (int64_t)a, 32) : b - a); break;
	case GS_SEM_V_SUBREV_CO_U32:
		s = (int64_t)b - (int64_t)a;
		*cout = s < 0;
		d = (uint32_t)(cl ? sat_u(s, 32) : (uint64_t)s); break;
	case GS_SEM_V_SUBREV_CO_CI_U32: case GS_SEM_V_SUBBREV_CO_U32:
		s = (int64_t)b - (int64_t)a - cin;
		*cout = s < 0;
		d = (uint32_t)(cl ? sat_u(s, 32) : (uint64_t)s); break;
	case GS_SEM_V_MUL_HI_U32_U24: d = (uint32_t)(((a & 0xffffff) * (b & 0xffffff)) >> 32); break;
	case GS_SEM_V_MUL_I32_I24:
		s = (int64_t)sx24((uint32_t)a) * sx24((uint32_t)b);
		d = (uint32_t)(cl ? sat_s(s, 32) : s); break;
	case GS_SEM_V_MUL_HI_I32_I24:
		d = (uint32_t)((uint64_t)((int64_t)sx24((uint32_t)a) * sx24((uint32_t)b)) >> 32); break;
	case GS_SEM_V_ADD_LSHL_U32: d = (uint32_t)(a + b) << (c & 31); break;
	case GS_SEM_V_XAD_U32: d = (uint32_t)((a ^ b) + c); break;
	case GS_SEM_V_XOR3_B32: d = (uint32_t)(a ^ b ^ c); break;
	/* valurest: maxmin = min(max(S0, S1), S2), minmax = max(min(S0, S1), S2) */
	case GS_SEM_V_MAXMIN_I32: s = (int32_t)a > (int32_t)b ? (int32_t)a : (int32_t)b; d = (uint32_t)(s < (int32_t)c ? s : (int32_t)c); break;
	case GS_SEM_V_MINMAX_I32: s = (int32_t)a < (int32_t)b ? (int32_t)a : (int32_t)b; d = (uint32_t)(s > (int32_t)c ? s : (int32_t)c); break;
	case GS_SEM_V_MAXMIN_U32: r = a > b ? a : b; d = (uint32_t)(r < c ? r : c); break;
	case GS_SEM_V_MINMAX_U32: r = a < b ? a : b; d = (uint32_t)(r > c ? r : c); break;
	case GS_SEM_V_XNOR_B32: d = ~(uint32_t)(a ^ b); break;
	case GS_SEM_V_PRNG_B32:  /* gfx950: one LFSR step (CDNA4 guide's pseudocode, unchecked here) */
		d = (uint32_t)(a << 1) ^ (a >> 31 & 1 ? 197u : 0u); break;
	case GS_SEM_V_ALIGNBYTE_B32:  /* the shift's half per OPSEL[2] (exec_t16.c) */
		d = (uint32_t)(((a << 32) | (b & 0xffffffffu)) >> (8 * (gsi_emu_opsel_lo16(&x->in, 2, (uint32_t)c) & 3)));
		break;
	case GS_SEM_V_BFM_B32: d = (uint32_t)(((1ull << (a & 31)) - 1) << (b & 31)); break;
	case GS_SEM_V_MBCNT_LO_U32_B32:
		d = (uint32_t)__builtin_popcountll(a & (((uint64_t)1 << l) - 1) & 0xffffffffu) + (uint32_t)b; break;
	case GS_SEM_V_MBCNT_HI_U32_B32:
		d = (uint32_t)__builtin_popcountll(a & ((((uint64_t)1 << l) - 1) >> 32)) + (uint32_t)b; break;
	case GS_SEM_V_SAD_U8: r = sad_u8((uint32_t)a, (uint32_t)b, (uint32_t)c, 0); d = (uint32_t)r; break;
	case GS_SEM_V_SAD_HI_U8: d = (sad_u8((uint32_t)a, (uint32_t)b, 0, 0) << 16) + (uint32_t)c; break;
	case GS_SEM_V_SAD_U16:
		d = absdiff(a & 0xffff, b & 0xffff) + absdiff(a >> 16 & 0xffff, b >> 16 & 0xffff) + (uint32_t)c; break;
	case GS_SEM_V_SAD_U32: d = absdiff((uint32_t)a, (uint32_t)b) + (uint32_t)c; break;
	case GS_SEM_V_MSAD_U8: d = sad_u8((uint32_t)a, (uint32_t)b, (uint32_t)c, 1); break;
	case GS_SEM_V_LERP_U8:
		d = 0;
		for (unsigned int k = 0; k < 32; k += 8)
			d |= (((uint32_t)(a >> k & 0xff) + (uint32_t)(b >> k & 0xff) + (uint32_t)(c >> k & 1)) >> 1) << k;
		break;
	case GS_SEM_V_CLS_I32: case GS_SEM_V_FFBH_I32: d = cls32((uint32_t)a); break;
	case GS_SEM_V_MAD_U32_U16:
		r = a * b + c;
		d = (uint32_t)(cl ? sat_u((int64_t)r, 32) : r); break;
	case GS_SEM_V_MAD_I32_I16:
		s = (int64_t)sx16(a) * sx16(b) + (int32_t)c;
		d = (uint32_t)(cl ? sat_s(s, 32) : s); break;
	case GS_SEM_V_DOT2C_I32_I16: case GS_SEM_V_DOT4C_I32_I8: case GS_SEM_V_DOT8C_I32_I4: {
		unsigned int n = sem == GS_SEM_V_DOT2C_I32_I16 ? 2 : sem == GS_SEM_V_DOT4C_I32_I8 ? 4 : 8;

		s = dot((uint32_t)a, (uint32_t)b, n, 1, 1) + (int32_t)gsi_vi_vgpr(x, x->in.vdst, l);
		d = (uint32_t)(cl ? sat_s(s, 32) : s); break;
	}
	case GS_SEM_V_CNDMASK_B16:
		if (x->in.abs & 1) a &= 0x7fff;
		if (x->in.abs & 2) b &= 0x7fff;
		if (x->in.neg & 1) a ^= 0x8000;
		if (x->in.neg & 2) b ^= 0x8000;
		res16(x, l, (uint32_t)(cin ? b : a)); return 1;
	/* 64-bit and wider results */
	case GS_SEM_V_LSHRREV_B64: res64(x, l, b >> (a & 63)); return 1;
	case GS_SEM_V_ASHRREV_I64: res64(x, l, (uint64_t)((int64_t)b >> (a & 63))); return 1;
	case GS_SEM_V_LSHL_ADD_U64: res64(x, l, (a << (b & 7)) + c); return 1;
	case GS_SEM_V_MOV_B64: res64(x, l, a); return 1;
	case GS_SEM_V_MAD_I64_I32: case GS_SEM_V_MAD_CO_I64_I32: {
		/* 65-bit signed sum; the carry out is its bit 64 */
		__int128 t = (__int128)(int32_t)a * (int32_t)b + (__int128)(int64_t)c;

		*cout = (int)((unsigned __int128)t >> 64 & 1);
		if (cl)
			t = t > INT64_MAX ? INT64_MAX : t < INT64_MIN ? INT64_MIN : t;
		res64(x, l, (uint64_t)t);
		return 1;
	}
	case GS_SEM_V_QSAD_PK_U16_U8: case GS_SEM_V_MQSAD_PK_U16_U8:
		r = 0;
		for (unsigned int k = 0; k < 4; k++) {
			uint32_t t = sad_u8((uint32_t)(a >> (8 * k)), (uint32_t)b, (uint32_t)(c >> (16 * k) & 0xffff),
					    sem == GS_SEM_V_MQSAD_PK_U16_U8);

			r |= (uint64_t)(cl && t > 0xffff ? 0xffff : t & 0xffff) << (16 * k);
		}
		res64(x, l, r);
		return 1;
	default:
		return 0;
	}
	gsi_vi_vgpr_set(x, x->in.vdst, l, d);
	return 1;
}

/* ---- packed 16-bit integer math and the dot products (VOP3P) ---- */

static int packed_lane(struct vi *x, unsigned int l)
{
	unsigned int sem = x->in.op->sem, ns = x->in.op->sig == GS_SIG_VOP3P3 ? 3 : 2;
	uint32_t v[3] = { 0, 0, 0 }, d = 0;
	int64_t s;

	for (unsigned int i = 0; i < ns; i++)
		v[i] = gsi_vi_src(x, x->in.src[i], l);
	switch (sem) {
	case GS_SEM_V_DOT2_I32_I16: case GS_SEM_V_DOT2_U32_U16:
	case GS_SEM_V_DOT4_I32_I8: case GS_SEM_V_DOT4_I32_IU8: case GS_SEM_V_DOT4_U32_U8:
	case GS_SEM_V_DOT8_I32_I4: case GS_SEM_V_DOT8_I32_IU4: case GS_SEM_V_DOT8_U32_U4: {
		unsigned int n = sem == GS_SEM_V_DOT2_I32_I16 || sem == GS_SEM_V_DOT2_U32_U16 ? 2
				 : sem == GS_SEM_V_DOT8_I32_I4 || sem == GS_SEM_V_DOT8_I32_IU4 || sem == GS_SEM_V_DOT8_U32_U4 ? 8 : 4;
		int iu = sem == GS_SEM_V_DOT4_I32_IU8 || sem == GS_SEM_V_DOT8_I32_IU4;
		int sg = sem == GS_SEM_V_DOT2_I32_I16 || sem == GS_SEM_V_DOT4_I32_I8 || sem == GS_SEM_V_DOT8_I32_I4;
		int sa = iu ? x->in.neg & 1 : sg, sb = iu ? x->in.neg >> 1 & 1 : sg;

		s = dot(v[0], v[1], n, sa, sb);
		if (sg || iu) {
			s += (int32_t)v[2];
			d = (uint32_t)(x->in.clamp ? sat_s(s, 32) : s);
		} else {
			s += v[2];
			d = (uint32_t)(x->in.clamp ? sat_u(s, 32) : (uint64_t)s);
		}
		gsi_vi_vgpr_set(x, x->in.vdst, l, d);
		return 1;
	}
	}
	for (unsigned int k = 0; k < 2; k++) {
		uint32_t h[3];
		int64_t r;
		int sg = 0;

		for (unsigned int i = 0; i < ns; i++)
			h[i] = v[i] >> (16 * ((k ? x->in.opsel_hi : x->in.opsel) >> i & 1)) & 0xffff;
		switch (sem) {
		case GS_SEM_V_PK_ADD_U16: r = (int64_t)h[0] + h[1]; break;
		case GS_SEM_V_PK_SUB_U16: r = (int64_t)h[0] - h[1]; break;
		case GS_SEM_V_PK_ADD_I16: r = sx16(h[0]) + sx16(h[1]); sg = 1; break;
		case GS_SEM_V_PK_SUB_I16: r = sx16(h[0]) - sx16(h[1]); sg = 1; break;
		case GS_SEM_V_PK_MUL_LO_U16: r = (int64_t)h[0] * h[1]; break;
		case GS_SEM_V_PK_MAX_U16: r = h[0] > h[1] ? h[0] : h[1]; break;
		case GS_SEM_V_PK_MIN_U16: r = h[0] < h[1] ? h[0] : h[1]; break;
		case GS_SEM_V_PK_MAX_I16: r = sx16(h[0]) > sx16(h[1]) ? sx16(h[0]) : sx16(h[1]); break;
		case GS_SEM_V_PK_MIN_I16: r = sx16(h[0]) < sx16(h[1]) ? sx16(h[0]) : sx16(h[1]); break;
		case GS_SEM_V_PK_LSHLREV_B16: r = h[1] << (h[0] & 15); break;
		case GS_SEM_V_PK_LSHRREV_B16: r = h[1] >> (h[0] & 15); break;
		case GS_SEM_V_PK_ASHRREV_I16: r = sx16(h[1]) >> (h[0] & 15); break;
		case GS_SEM_V_PK_MAD_U16: r = (int64_t)h[0] * h[1] + h[2]; break;
		case GS_SEM_V_PK_MAD_I16: r = (int64_t)sx16(h[0]) * sx16(h[1]) + sx16(h[2]); sg = 1; break;
		default: return 0;
		}
		/* clamp: only the add/sub/mad forms take it (llvm-mc-22) */
		if (x->in.clamp)
			r = sg ? sat_s(r, 16) : (int64_t)sat_u(r, 16);
		d |= ((uint32_t)r & 0xffff) << (16 * k);
	}
	gsi_vi_vgpr_set(x, x->in.vdst, l, d);
	return 1;
}

static int is_packed(unsigned int sem)
{
	switch (sem) {
	case GS_SEM_V_PK_ADD_U16: case GS_SEM_V_PK_SUB_U16: case GS_SEM_V_PK_ADD_I16:
	case GS_SEM_V_PK_SUB_I16: case GS_SEM_V_PK_MUL_LO_U16: case GS_SEM_V_PK_MAX_U16:
	case GS_SEM_V_PK_MIN_U16: case GS_SEM_V_PK_MAX_I16: case GS_SEM_V_PK_MIN_I16:
	case GS_SEM_V_PK_LSHLREV_B16: case GS_SEM_V_PK_LSHRREV_B16: case GS_SEM_V_PK_ASHRREV_I16:
	case GS_SEM_V_PK_MAD_U16: case GS_SEM_V_PK_MAD_I16:
	case GS_SEM_V_DOT2_I32_I16: case GS_SEM_V_DOT2_U32_U16: case GS_SEM_V_DOT4_I32_I8:
	case GS_SEM_V_DOT4_I32_IU8: case GS_SEM_V_DOT4_U32_U8: case GS_SEM_V_DOT8_I32_I4:
	case GS_SEM_V_DOT8_I32_IU4: case GS_SEM_V_DOT8_U32_U4:
		return 1;
	}
	return 0;
}

/* ---- the instruction ---- */

static uint64_t exec_of(const struct wave *w)
{
	uint64_t m = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;

	return w->lanes == 32 ? m & 0xffffffffu : m;
}

int gsi_emu_vint(struct emu *e, struct wave *w, const struct gs_inst *in, int *st, char *msg, size_t size)
{
	struct vi x = { .e = e, .w = w, .in = *in, .st = st, .msg = msg, .size = size };
	uint64_t exec = exec_of(w), cin = 0, cout = 0;
	uint32_t dppv[EMU_MAX_LANES];
	int sig = in->op->sig, packed = is_packed(in->op->sem);

	*st = 0;
	if (gsi_emu_vlane(&x))
		return 1;
	if (gsi_emu_vscale(&x))  /* exec_scale.c: wide operands, minifloats */
		return 1;
	if (packed) {
		for (unsigned int i = 0; i < (sig == GS_SIG_VOP3P3 ? 3u : 2u); i++)
			if (in->src[i] >= 128 && in->src[i] < GS_OPR_VGPR0)
				return gsi_vi_fail(&x, GS_ERR_UNSUPPORTED,
						   "%s: constants in packed integer math are not emulated (the ISA guides do not say what fills the high half); use a register%s",
						   NULL);
		for (unsigned int l = 0; l < w->lanes && !*st; l++)
			if (exec >> l & 1)
				packed_lane(&x, l);
		return 1;
	}
	if (in->enc == GS_ENC_VOP3P)
		return 0;
	if (sig == GS_SIG_CARRY || sig == GS_SIG_CNDMASK)
		cin = mask_rd(&x, in->src[2]);
	x.probe = 1;
	if (!lane_op(&x, 0, 0, &(int){ 0 }))
		return 0;
	x.probe = 0;
	if (in->dpp) {
		if (!gsi_emu_dpp_src0(w, in, exec, dppv, &exec, msg, size)) {
			*st = GS_ERR_FAULT;
			return 1;
		}
		x.in.src[0] = GS_OPR_LITERAL;
	}
	for (unsigned int l = 0; l < w->lanes && !*st; l++) {
		int co = 0;

		if (!(exec >> l & 1))
			continue;
		if (in->dpp)
			x.in.literal = dppv[l];
		lane_op(&x, l, cin, &co);
		cout |= (uint64_t)co << l;
	}
	if (*st)
		return 1;
	switch (in->op->sem) {  /* lane-mask results: inactive lanes read 0 */
	case GS_SEM_V_SUBREV_CO_U32: case GS_SEM_V_SUBREV_CO_CI_U32: case GS_SEM_V_SUBBREV_CO_U32:
	case GS_SEM_V_MAD_I64_I32: case GS_SEM_V_MAD_CO_I64_I32:
		mask_wr(&x, in->sdst, cout);
		break;
	}
	return 1;
}
