// SPDX-License-Identifier: MIT
/*
 * The scalar ALU: SOP1, SOP2, SOPC and SOPK operations and the SOPP ones
 * that only affect timing, per the pseudocode of the RDNA3/RDNA3.5/RDNA4
 * and CDNA3 ISA guides.  Dispatch is on the semantic id, so one case serves
 * every generation and spelling (gfx9 s_andn2_b32 = gfx11 s_and_not1_b32).
 * Scalar float (RDNA3.5 gfx1150+, RDNA4) honours MODE like the VALU:
 * FP_DENORM flushes inputs and outputs, FP_ROUND rounds the result.
 */
#include <math.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/op_fact.h"
#include "emu/salu_ctl.h"
#include "gfxshim/isa.h"

struct sx {
	struct emu *e;
	struct wave *w;
	const struct gs_inst *in;
	char *msg;
	size_t size;
	int st;       /* 0, or the gs_status of the first failure */
};

static void bad(struct sx *x, int st, const char *fmt, ...)
{
	va_list ap;

	if (x->st)
		return;
	x->st = st;
	va_start(ap, fmt);
	vsnprintf(x->msg, x->size, fmt, ap);
	va_end(ap);
}

/* ---- operands ---- */

static int sgpr_code(unsigned int code)
{
	return code < 128 && code != GS_OPR_NULL;
}

/* A 32-bit scalar source: SGPRs and the special registers, inline
 * constants (f16 ones as f16 bits when f16 is set), SCC, the literal. */
static uint32_t rd(struct sx *x, unsigned int code, int f16)
{
	uint32_t v;

	if (gsi_emu_scalar_src(x->w, code, x->in->literal, f16, &v))
		return v;
	bad(x, GS_ERR_UNSUPPORTED, "scalar source operand code %u not emulated", code);
	return 0;
}

/* A 64-bit scalar source: an SGPR pair, an inline integer (sign-extended),
 * an inline float as f64 bits, the 32-bit literal sign- or zero-extended
 * per the operand's type (gsi_emu_lit64). */
static uint64_t rd64(struct sx *x, unsigned int code)
{
	uint64_t v;

	if (gsi_emu_scalar_src64(x->w, code, &v))
		return v;
	if (code >= 240 && code <= 248)
		return gsi_inline_f64[code - 240];
	if (code == GS_OPR_LITERAL) {
		if (gsi_emu_lit64(x->in->op->sem, x->in->literal, &v))
			return v;
		bad(x, GS_ERR_UNSUPPORTED,
		    "%s: a literal with bit 31 set as a 64-bit source is not emulated (llvm types the operand unsigned, the guides signed); use an SGPR pair",
		    x->in->op->name);
		return 0;
	}
	bad(x, GS_ERR_UNSUPPORTED, "64-bit scalar operand code %u not emulated (use an SGPR pair or an inline constant)",
	    code);
	return 0;
}

static void wr(struct sx *x, unsigned int code, uint32_t v)
{
	if (code == GS_OPR_NULL)
		return;
	if (code >= 128) {
		bad(x, GS_ERR_INVALID, "scalar destination code %u is not a register", code);
		return;
	}
	x->w->s[code] = v;
}

static void wr64(struct sx *x, unsigned int code, uint64_t v)
{
	wr(x, code, (uint32_t)v);
	if (code != GS_OPR_NULL)
		wr(x, code + 1, (uint32_t)(v >> 32));
}

static uint64_t exec_rd(const struct wave *w, int wide)
{
	return w->s[GS_OPR_EXEC_LO] | (wide ? (uint64_t)w->s[GS_OPR_EXEC_HI] << 32 : 0);
}

static void exec_wr(struct wave *w, int wide, uint64_t v)
{
	w->s[GS_OPR_EXEC_LO] = (uint32_t)v;
	if (wide)
		w->s[GS_OPR_EXEC_HI] = (uint32_t)(v >> 32);
}

/* ---- bit helpers ---- */

static int ctz64(uint64_t v, unsigned int bits)
{
	for (unsigned int i = 0; i < bits; i++)
		if (v >> i & 1)
			return (int)i;
	return -1;
}

static int clz64(uint64_t v, unsigned int bits)
{
	for (unsigned int i = 0; i < bits; i++)
		if (v >> (bits - 1 - i) & 1)
			return (int)i;
	return -1;
}

/* s_cls (s_flbit_i32): leading bits equal to the sign bit, -1 when all are */
static int cls64(uint64_t v, unsigned int bits)
{
	uint64_t s = v >> (bits - 1) & 1;

	for (unsigned int i = 1; i < bits; i++)
		if ((v >> (bits - 1 - i) & 1) != s)
			return (int)i;
	return -1;
}

static unsigned int popcount64(uint64_t v)
{
	unsigned int n = 0;

	for (; v; v &= v - 1)
		n++;
	return n;
}

static uint64_t brev64(uint64_t v, unsigned int bits)
{
	uint64_t r = 0;

	for (unsigned int i = 0; i < bits; i++)
		r |= (v >> i & 1) << (bits - 1 - i);
	return r;
}

/* bits [off, off + width) of v (width 0: 0; widths past the value take
 * every bit above off), sign-extended from the field's top bit when sign
 * (the signed forms shift arithmetically: S0.i32 >> offset) */
static uint64_t bfe(uint64_t v, unsigned int bits, unsigned int off, unsigned int width, int sign)
{
	uint64_t f = sign ? (uint64_t)((bits == 32 ? (int64_t)(int32_t)v : (int64_t)v) >> off) : v >> off;

	if (width == 0)
		return 0;
	if (width < 64)
		f &= (1ull << width) - 1;
	if (sign && width < 64 && (f >> (width - 1) & 1))
		f |= ~0ull << width;
	return bits == 64 ? f : f & 0xffffffffu;
}

/* ---- floats ---- */

static double f16_in(const struct sx *x, uint16_t h)
{
	if ((x->w->denorm16_64 == 0 || x->w->denorm16_64 == 2) && (h & 0x7c00) == 0)
		h &= 0x8000;
	return gsi_f16_to_double(h);
}

/* r rounded once to f16 per MODE.FP_ROUND (nearest even, +inf, -inf, zero),
 * output denormals flushed per MODE.FP_DENORM. */
static uint16_t f16_out(const struct sx *x, double r)
{
	uint16_t h = gsi_f16_from_double(r);
	double back = gsi_f16_to_double(h);
	unsigned int mode = x->w->round16_64;

	if (mode && !isnan(r) && back != r) {
		if (mode == 1 && back < r)
			h = h == 0x8000 ? 0x0001 : (h & 0x8000) ? h - 1 : h + 1;
		else if (mode == 2 && back > r)
			h = h == 0x0000 ? 0x8001 : (h & 0x8000) ? h + 1 : h - 1;
		else if (mode == 3 && fabs(back) > fabs(r))
			h = h - 1;
	}
	if ((x->w->denorm16_64 == 0 || x->w->denorm16_64 == 1) && (h & 0x7c00) == 0)
		h &= 0x8000;
	return h;
}

/* a * b + c for f16 values as a double that rounds to f16 like the exact
 * result (the product is exact; TwoSum's error makes the sum round-to-odd). */
static double fma16(double a, double b, double c)
{
	double p = a * b, s = p + c, bb, e;
	uint64_t u;

	if (!isfinite(s))
		return s;
	bb = s - p;
	e = (p - (s - bb)) + (c - bb);
	if (e == 0.0)
		return s;
	if ((e > 0) != (s > 0))
		s = nextafter(s, 0.0);
	memcpy(&u, &s, 8);
	u |= 1;
	memcpy(&s, &u, 8);
	return s;
}

/* IEEE 754-2019 minimum/maximum (s_minimum_f32, RDNA4): NaN when either is,
 * -0 below +0. */
static double fmin2019(double a, double b, int max)
{
	if (isnan(a) || isnan(b))
		return NAN;
	if (a == b)
		return (signbit(a) != 0) == !max ? a : b;
	return (a < b) == !max ? a : b;
}

/* s_min_f16 / s_max_f16 / the _num forms in double (exact for f16): as
 * gsi_emu_fminmax does for f32 (a NaN selects the other operand; both NaN:
 * a quiet NaN; IEEE mode and the legacy names quiet a signalling NaN). */
static double fminmax16(double a, double b, int max, int num, int ieee, uint16_t ha, uint16_t hb)
{
	int sa = isnan(a) && !(ha & 0x200), sb = isnan(b) && !(hb & 0x200);

	if (!num && ieee && (sa || sb))
		return NAN;
	if (isnan(a))
		return b;
	if (isnan(b))
		return a;
	return fmin2019(a, b, max);
}

static int fcmp(unsigned int sem, double a, double b)
{
	int un = isnan(a) || isnan(b);

	switch (sem) {
	case GS_SEM_S_CMP_LT_F32: case GS_SEM_S_CMP_LT_F16: return a < b;
	case GS_SEM_S_CMP_EQ_F32: case GS_SEM_S_CMP_EQ_F16: return a == b;
	case GS_SEM_S_CMP_LE_F32: case GS_SEM_S_CMP_LE_F16: return a <= b;
	case GS_SEM_S_CMP_GT_F32: case GS_SEM_S_CMP_GT_F16: return a > b;
	case GS_SEM_S_CMP_LG_F32: case GS_SEM_S_CMP_LG_F16: return a < b || a > b;
	case GS_SEM_S_CMP_GE_F32: case GS_SEM_S_CMP_GE_F16: return a >= b;
	case GS_SEM_S_CMP_O_F32: case GS_SEM_S_CMP_O_F16: return !un;
	case GS_SEM_S_CMP_U_F32: case GS_SEM_S_CMP_U_F16: return un;
	case GS_SEM_S_CMP_NGE_F32: case GS_SEM_S_CMP_NGE_F16: return !(a >= b);
	case GS_SEM_S_CMP_NLG_F32: case GS_SEM_S_CMP_NLG_F16: return !(a < b || a > b);
	case GS_SEM_S_CMP_NGT_F32: case GS_SEM_S_CMP_NGT_F16: return !(a > b);
	case GS_SEM_S_CMP_NLE_F32: case GS_SEM_S_CMP_NLE_F16: return !(a <= b);
	case GS_SEM_S_CMP_NEQ_F32: case GS_SEM_S_CMP_NEQ_F16: return !(a == b);
	case GS_SEM_S_CMP_NLT_F32: case GS_SEM_S_CMP_NLT_F16: return !(a < b);
	}
	return -1;
}

/* The f32 operations: 1 done. */
static int salu_f32(struct sx *x, unsigned int sem, uint32_t a, uint32_t b, uint32_t *d, int *scc)
{
	float fa = gsi_emu_f32_in(x->w, a), fb = gsi_emu_f32_in(x->w, b), r;
	int c;

	switch (sem) {
	case GS_SEM_S_ADD_F32: r = fa + fb; break;
	case GS_SEM_S_SUB_F32: r = fa - fb; break;
	case GS_SEM_S_MUL_F32: r = fa * fb; break;
	case GS_SEM_S_FMAC_F32: r = fmaf(fa, fb, gsi_emu_f32_in(x->w, x->w->s[x->in->sdst & 0x7f])); break;
	case GS_SEM_S_FMAAK_F32: r = fmaf(fa, fb, gsi_emu_f32_in(x->w, x->in->literal)); break;
	case GS_SEM_S_FMAMK_F32: r = fmaf(fa, gsi_emu_f32_in(x->w, x->in->literal), fb); break;
	case GS_SEM_S_MIN_F32: r = gsi_emu_fminmax(fa, fb, 0, 0, x->w->ieee); break;
	case GS_SEM_S_MAX_F32: r = gsi_emu_fminmax(fa, fb, 1, 0, x->w->ieee); break;
	case GS_SEM_S_MIN_NUM_F32: r = gsi_emu_fminmax(fa, fb, 0, 1, x->w->ieee); break;
	case GS_SEM_S_MAX_NUM_F32: r = gsi_emu_fminmax(fa, fb, 1, 1, x->w->ieee); break;
	case GS_SEM_S_MINIMUM_F32: r = (float)fmin2019(fa, fb, 0); break;
	case GS_SEM_S_MAXIMUM_F32: r = (float)fmin2019(fa, fb, 1); break;
	case GS_SEM_S_CEIL_F32: r = ceilf(fa); break;
	case GS_SEM_S_FLOOR_F32: r = floorf(fa); break;
	case GS_SEM_S_TRUNC_F32: r = truncf(fa); break;
	case GS_SEM_S_RNDNE_F32: r = nearbyintf(fa); break;  /* FE_TONEAREST set by the caller */
	case GS_SEM_S_CVT_F32_I32: r = (float)(int32_t)a; break;
	case GS_SEM_S_CVT_F32_U32: r = (float)a; break;
	case GS_SEM_S_CVT_I32_F32: *d = (uint32_t)gsi_emu_f32_to_i32(fa); return 1;
	case GS_SEM_S_CVT_U32_F32: *d = gsi_emu_f32_to_u32(fa); return 1;
	case GS_SEM_S_CVT_F16_F32: *d = f16_out(x, (double)fa); return 1;
	case GS_SEM_S_CVT_PK_RTZ_F16_F32: *d = gsi_emu_f16_rtz(fa) | (uint32_t)gsi_emu_f16_rtz(fb) << 16; return 1;
	default:
		if ((c = fcmp(sem, fa, fb)) < 0)
			return 0;
		*scc = c;
		return 2;
	}
	*d = gsi_emu_f32_out(x->w, r);
	return 1;
}

/* The f16 operations (16-bit results zero-extended in the SGPR): 1 done. */
static int salu_f16(struct sx *x, unsigned int sem, uint32_t a, uint32_t b, uint32_t *d, int *scc)
{
	uint16_t ha = (uint16_t)a, hb = (uint16_t)b;
	double fa = f16_in(x, ha), fb = f16_in(x, hb), r;
	int c;

	switch (sem) {
	case GS_SEM_S_ADD_F16: r = fa + fb; break;
	case GS_SEM_S_SUB_F16: r = fa - fb; break;
	case GS_SEM_S_MUL_F16: r = fa * fb; break;
	case GS_SEM_S_FMAC_F16: r = fma16(fa, fb, f16_in(x, (uint16_t)x->w->s[x->in->sdst & 0x7f])); break;
	case GS_SEM_S_MIN_F16: r = fminmax16(fa, fb, 0, 0, x->w->ieee, ha, hb); break;
	case GS_SEM_S_MAX_F16: r = fminmax16(fa, fb, 1, 0, x->w->ieee, ha, hb); break;
	case GS_SEM_S_MIN_NUM_F16: r = fminmax16(fa, fb, 0, 1, x->w->ieee, ha, hb); break;
	case GS_SEM_S_MAX_NUM_F16: r = fminmax16(fa, fb, 1, 1, x->w->ieee, ha, hb); break;
	case GS_SEM_S_MINIMUM_F16: r = fmin2019(fa, fb, 0); break;
	case GS_SEM_S_MAXIMUM_F16: r = fmin2019(fa, fb, 1); break;
	case GS_SEM_S_CEIL_F16: r = ceil(fa); break;
	case GS_SEM_S_FLOOR_F16: r = floor(fa); break;
	case GS_SEM_S_TRUNC_F16: r = trunc(fa); break;
	case GS_SEM_S_RNDNE_F16: r = nearbyint(fa); break;
	case GS_SEM_S_CVT_F32_F16: *d = gsi_emu_f32_out(x->w, (float)fa); return 1;
	case GS_SEM_S_CVT_HI_F32_F16: *d = gsi_emu_f32_out(x->w, (float)f16_in(x, (uint16_t)(a >> 16))); return 1;
	default:
		if ((c = fcmp(sem, fa, fb)) < 0)
			return 0;
		*scc = c;
		return 2;
	}
	if (isnan(r))
		r = NAN;  /* quiet */
	*d = f16_out(x, r);
	return 1;
}

/* What salu_float and salu_int read off a sem's name: worked out once for
 * every sem, the first time any is asked, not per instruction. */
enum { SEM_F16 = 1, SEM_64 = 2 };  /* _f16; _b64/_u64/_i64 */

static unsigned char sem_flags_tab[GS_SEM_COUNT];
static pthread_once_t sem_flags_once = PTHREAD_ONCE_INIT;

static void sem_flags_build(void)
{
	for (unsigned int i = 0; i < GS_SEM_COUNT; i++) {
		const char *n = gsi_sem_names[i];

		if (!n)
			continue;
		sem_flags_tab[i] = (unsigned char)((strstr(n, "_f16") ? SEM_F16 : 0) |
						   (strstr(n, "_b64") || strstr(n, "_u64") || strstr(n, "_i64") ? SEM_64 : 0));
	}
}

static unsigned int sem_flags(unsigned int sem)
{
	pthread_once(&sem_flags_once, sem_flags_build);
	return sem < GS_SEM_COUNT ? sem_flags_tab[sem] : 0;
}

/* Scalar float: 1 done (result in *d), 2 a compare (SCC in *scc), 0 not one. */
static int salu_float(struct sx *x, unsigned int sem, uint32_t a, uint32_t b, uint32_t *d, int *scc)
{
	int r, prev;

	if ((sem_flags(sem) & SEM_F16) && sem != GS_SEM_S_CVT_F16_F32 && sem != GS_SEM_S_CVT_PK_RTZ_F16_F32) {
		prev = gsi_emu_round_enter(x->w, 16);
		r = salu_f16(x, sem, a, b, d, scc);
	} else {
		/* rndne rounds to nearest whatever MODE says; the rest per FP_ROUND */
		prev = sem == GS_SEM_S_RNDNE_F32 ? -1 : gsi_emu_round_enter(x->w, 32);
		r = salu_f32(x, sem, a, b, d, scc);
	}
	gsi_emu_round_leave(prev);
	return r;
}

/* ---- gfx12 v_s_*: a VALU transcendental of one scalar source into an SGPR ---- */

/* The VALU op whose value the v_s_* op computes (the RDNA4 guide gives
 * both the same pseudocode, D0 being an SGPR); 0 when sem is none. */
static unsigned int v_s_base(unsigned int sem)
{
	switch (sem) {
	case GS_SEM_V_S_EXP_F32: return GS_SEM_V_EXP_F32;
	case GS_SEM_V_S_EXP_F16: return GS_SEM_V_EXP_F16;
	case GS_SEM_V_S_LOG_F32: return GS_SEM_V_LOG_F32;
	case GS_SEM_V_S_LOG_F16: return GS_SEM_V_LOG_F16;
	case GS_SEM_V_S_RCP_F32: return GS_SEM_V_RCP_F32;
	case GS_SEM_V_S_RCP_F16: return GS_SEM_V_RCP_F16;
	case GS_SEM_V_S_RSQ_F32: return GS_SEM_V_RSQ_F32;
	case GS_SEM_V_S_RSQ_F16: return GS_SEM_V_RSQ_F16;
	case GS_SEM_V_S_SQRT_F32: return GS_SEM_V_SQRT_F32;
	case GS_SEM_V_S_SQRT_F16: return GS_SEM_V_SQRT_F16;
	}
	return 0;
}

/* VOP3 abs/neg on source 0, then the value (exec_trans.c, in double, rounded
 * once per MODE.FP_ROUND), omod, clamp and the output denormal flush, as the
 * VALU does; an f16 result fills the SGPR's low half, the high half zero (as
 * the scalar f16 ops write). */
static int v_s(struct sx *x, unsigned int base)
{
	const struct gs_inst *in = x->in;
	int f16 = base == GS_SEM_V_EXP_F16 || base == GS_SEM_V_LOG_F16 || base == GS_SEM_V_RCP_F16 ||
		  base == GS_SEM_V_RSQ_F16 || base == GS_SEM_V_SQRT_F16;
	uint32_t b = in->src[0] < GS_OPR_VGPR0 ? rd(x, in->src[0], f16) : 0, sign = f16 ? 0x8000 : 0x80000000u;
	static const double omod[4] = { 1.0, 2.0, 4.0, 0.5 };
	int prev;
	double r;

	if (in->src[0] >= GS_OPR_VGPR0 || in->sdst >= 128) {  /* llvm: invalid register */
		bad(x, GS_ERR_INVALID, "%s: the source and destination are scalar (an SGPR or a constant)", in->op->name);
		return 1;
	}
	if (x->st)
		return 1;
	if (f16)
		b &= 0xffff;
	if (in->abs & 1)
		b &= ~sign;
	if (in->neg & 1)
		b ^= sign;
	prev = gsi_emu_round_enter(x->w, f16 ? 16 : 32);
	if (f16) {
		gsi_emu_funary(base, f16_in(x, (uint16_t)b), &r);
		r *= omod[in->omod & 3];
		if (in->clamp)
			r = isnan(r) ? 0.0 : r < 0.0 ? 0.0 : r > 1.0 ? 1.0 : r;
		wr(x, in->sdst, f16_out(x, r));
	} else {
		float f = gsi_emu_f32_in(x->w, b), y;

		/* rcp and sqrt as the VALU computes them: one f32 operation */
		if (base == GS_SEM_V_RCP_F32)
			y = 1.0f / f;
		else if (base == GS_SEM_V_SQRT_F32)
			y = sqrtf(f);
		else
			y = gsi_emu_funary(base, (double)f, &r) ? (float)r : 0.0f;
		y *= (float)omod[in->omod & 3];
		if (in->clamp)
			y = isnan(y) ? 0.0f : y < 0.0f ? 0.0f : y > 1.0f ? 1.0f : y;
		wr(x, in->sdst, gsi_emu_f32_out(x->w, y));
	}
	gsi_emu_round_leave(prev);
	return 1;
}

/* ---- integer ---- */

/* s_*_saveexec / s_*_wrexec: the new EXEC from S0 and EXEC; 0 not one. */
static int saveexec(unsigned int sem, uint64_t s, uint64_t ex, uint64_t *n, int *wide, int *wrexec)
{
	*wrexec = 0;
	switch (sem) {
	case GS_SEM_S_AND_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_AND_SAVEEXEC_B32: *n = s & ex; return 1;
	case GS_SEM_S_OR_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_OR_SAVEEXEC_B32: *n = s | ex; return 1;
	case GS_SEM_S_XOR_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_XOR_SAVEEXEC_B32: *n = s ^ ex; return 1;
	case GS_SEM_S_NAND_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_NAND_SAVEEXEC_B32: *n = ~(s & ex); return 1;
	case GS_SEM_S_NOR_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_NOR_SAVEEXEC_B32: *n = ~(s | ex); return 1;
	case GS_SEM_S_XNOR_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_XNOR_SAVEEXEC_B32: *n = ~(s ^ ex); return 1;
	case GS_SEM_S_AND_NOT0_SAVEEXEC_B64: case GS_SEM_S_ANDN1_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_AND_NOT0_SAVEEXEC_B32: *n = ~s & ex; return 1;
	case GS_SEM_S_AND_NOT1_SAVEEXEC_B64: case GS_SEM_S_ANDN2_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_AND_NOT1_SAVEEXEC_B32: *n = s & ~ex; return 1;
	case GS_SEM_S_OR_NOT0_SAVEEXEC_B64: case GS_SEM_S_ORN1_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_OR_NOT0_SAVEEXEC_B32: *n = ~s | ex; return 1;
	case GS_SEM_S_OR_NOT1_SAVEEXEC_B64: case GS_SEM_S_ORN2_SAVEEXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_OR_NOT1_SAVEEXEC_B32: *n = s | ~ex; return 1;
	}
	*wrexec = 1;
	switch (sem) {
	case GS_SEM_S_AND_NOT0_WREXEC_B64: case GS_SEM_S_ANDN1_WREXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_AND_NOT0_WREXEC_B32: *n = ~s & ex; return 1;
	case GS_SEM_S_AND_NOT1_WREXEC_B64: case GS_SEM_S_ANDN2_WREXEC_B64: *wide = 1; /* fall through */
	case GS_SEM_S_AND_NOT1_WREXEC_B32: *n = s & ~ex; return 1;
	}
	return 0;
}

/* s_movrels/s_movreld/s_movrelsd_2: SGPR index + M0 (gfx11 movrelsd_2: M0[9:0]
 * for the source, M0[25:16] for the destination), inside s0..s105. */
static int movrel(struct sx *x, unsigned int sem)
{
	const struct gs_inst *in = x->in;
	uint32_t m0 = x->w->s[GS_OPR_M0];
	unsigned int n = sem == GS_SEM_S_MOVRELS_B64 || sem == GS_SEM_S_MOVRELD_B64 ? 2 : 1;
	unsigned int s = in->src[0], d = in->sdst;
	int rel_s = sem != GS_SEM_S_MOVRELD_B32 && sem != GS_SEM_S_MOVRELD_B64;
	int rel_d = sem == GS_SEM_S_MOVRELD_B32 || sem == GS_SEM_S_MOVRELD_B64 || sem == GS_SEM_S_MOVRELSD_2_B32;

	if (sem == GS_SEM_S_MOVRELSD_2_B32) {
		s += m0 & 0x3ff;
		d += m0 >> 16 & 0x3ff;
	} else if (rel_s) {
		s += m0;
	} else {
		d += m0;
	}
	if ((rel_s && (!sgpr_code(in->src[0]) || s + n > 106)) || (rel_d && (!sgpr_code(in->sdst) || d + n > 106))) {
		bad(x, GS_ERR_UNSUPPORTED, "M0-relative SGPR index out of s0..s105 (M0 = %u)", m0);
		return 1;
	}
	if (n == 2)
		wr64(x, d, rd64(x, s));
	else
		wr(x, d, rd(x, s, 0));
	return 1;
}

/* The 32-bit and 64-bit integer operations of SOP1/SOP2/SOPC: 1 done. */
static int salu_int(struct sx *x, unsigned int sem)
{
	const struct gs_inst *in = x->in;
	struct wave *w = x->w;
	unsigned int s0 = in->src[0], s1 = in->src[1];
	uint32_t a = 0, b = 0, d;
	uint64_t a64, b64, r64;
	int scc = -1, wide = 0, wrexec;
	int b64op = (sem_flags(sem) & SEM_64) != 0;

	/* 32-bit sources read once (64-bit forms read their own) */
	if (!b64op || sem == GS_SEM_S_BITSET0_B64 || sem == GS_SEM_S_BITSET1_B64 ||
	    sem == GS_SEM_S_BITREPLICATE_B64_B32 || sem == GS_SEM_S_BFM_B64) {
		a = rd(x, s0, 0);
		if (in->enc != GS_ENC_SOP1)
			b = rd(x, s1, 0);
	}
	switch (sem) {
	/* ---- 32-bit, SCC unchanged ---- */
	case GS_SEM_S_MOV_B32: d = a; break;
	case GS_SEM_S_CMOV_B32: if (!w->scc) return 1; d = a; break;
	case GS_SEM_S_BREV_B32: d = (uint32_t)brev64(a, 32); break;
	case GS_SEM_S_CTZ_I32_B32: case GS_SEM_S_FF1_I32_B32: d = (uint32_t)ctz64(a, 32); break;
	case GS_SEM_S_FF0_I32_B32: d = (uint32_t)ctz64(~a & 0xffffffffu, 32); break;
	case GS_SEM_S_CLZ_I32_U32: case GS_SEM_S_FLBIT_I32_B32: d = (uint32_t)clz64(a, 32); break;
	case GS_SEM_S_CLS_I32: case GS_SEM_S_FLBIT_I32: d = (uint32_t)cls64(a, 32); break;
	case GS_SEM_S_SEXT_I32_I8: d = (uint32_t)(int32_t)(int8_t)a; break;
	case GS_SEM_S_SEXT_I32_I16: d = (uint32_t)(int32_t)(int16_t)a; break;
	case GS_SEM_S_BITSET0_B32: wr(x, in->sdst, rd(x, in->sdst, 0) & ~(1u << (a & 31))); return 1;
	case GS_SEM_S_BITSET1_B32: wr(x, in->sdst, rd(x, in->sdst, 0) | 1u << (a & 31)); return 1;
	case GS_SEM_S_MUL_I32: d = a * b; break;
	case GS_SEM_S_MUL_HI_U32: d = (uint32_t)((uint64_t)a * b >> 32); break;
	case GS_SEM_S_MUL_HI_I32: d = (uint32_t)((uint64_t)((int64_t)(int32_t)a * (int32_t)b) >> 32); break;
	case GS_SEM_S_CSELECT_B32: d = w->scc ? a : b; break;
	case GS_SEM_S_BFM_B32: d = (uint32_t)(((1ull << (a & 31)) - 1) << (b & 31)); break;
	case GS_SEM_S_PACK_LL_B32_B16: d = (a & 0xffff) | b << 16; break;
	case GS_SEM_S_PACK_LH_B32_B16: d = (a & 0xffff) | (b & 0xffff0000u); break;
	case GS_SEM_S_PACK_HL_B32_B16: d = a >> 16 | b << 16; break;
	case GS_SEM_S_PACK_HH_B32_B16: d = a >> 16 | (b & 0xffff0000u); break;
	/* ---- 32-bit, SCC from the result or the operation ---- */
	case GS_SEM_S_NOT_B32: d = ~a; scc = d != 0; break;
	case GS_SEM_S_BCNT0_I32_B32: d = 32 - popcount64(a); scc = d != 0; break;
	case GS_SEM_S_BCNT1_I32_B32: d = popcount64(a); scc = d != 0; break;
	case GS_SEM_S_ABS_I32: d = (int32_t)a < 0 ? 0u - a : a; scc = d != 0; break;
	case GS_SEM_S_QUADMASK_B32:
		d = 0;
		for (unsigned int i = 0; i < 8; i++)
			d |= (uint32_t)((a >> (4 * i) & 0xf) != 0) << i;
		scc = d != 0;
		break;
	case GS_SEM_S_WQM_B32:
		d = 0;
		for (unsigned int i = 0; i < 8; i++)
			d |= (a >> (4 * i) & 0xf) ? 0xfu << (4 * i) : 0;
		scc = d != 0;
		break;
	case GS_SEM_S_ADD_U32: case GS_SEM_S_ADD_CO_U32: d = a + b; scc = d < a; break;
	case GS_SEM_S_SUB_U32: case GS_SEM_S_SUB_CO_U32: d = a - b; scc = b > a; break;
	case GS_SEM_S_ADDC_U32: case GS_SEM_S_ADD_CO_CI_U32:
		r64 = (uint64_t)a + b + (unsigned int)w->scc;
		d = (uint32_t)r64; scc = r64 >> 32 != 0; break;
	case GS_SEM_S_SUBB_U32: case GS_SEM_S_SUB_CO_CI_U32:
		r64 = (uint64_t)a - b - (unsigned int)w->scc;
		d = (uint32_t)r64; scc = r64 >> 32 != 0; break;
	case GS_SEM_S_ADD_I32: case GS_SEM_S_ADD_CO_I32: d = a + b; scc = ((a ^ d) & (b ^ d)) >> 31; break;
	case GS_SEM_S_SUB_I32: case GS_SEM_S_SUB_CO_I32: d = a - b; scc = ((a ^ b) & (a ^ d)) >> 31; break;
	case GS_SEM_S_ABSDIFF_I32: d = a - b; d = (int32_t)d < 0 ? 0u - d : d; scc = d != 0; break;
	case GS_SEM_S_AND_B32: d = a & b; scc = d != 0; break;
	case GS_SEM_S_OR_B32: d = a | b; scc = d != 0; break;
	case GS_SEM_S_XOR_B32: d = a ^ b; scc = d != 0; break;
	case GS_SEM_S_AND_NOT1_B32: case GS_SEM_S_ANDN2_B32: d = a & ~b; scc = d != 0; break;
	case GS_SEM_S_OR_NOT1_B32: case GS_SEM_S_ORN2_B32: d = a | ~b; scc = d != 0; break;
	case GS_SEM_S_NAND_B32: d = ~(a & b); scc = d != 0; break;
	case GS_SEM_S_NOR_B32: d = ~(a | b); scc = d != 0; break;
	case GS_SEM_S_XNOR_B32: d = ~(a ^ b); scc = d != 0; break;
	case GS_SEM_S_LSHL_B32: d = a << (b & 31); scc = d != 0; break;
	case GS_SEM_S_LSHR_B32: d = a >> (b & 31); scc = d != 0; break;
	case GS_SEM_S_ASHR_I32: d = (uint32_t)((int32_t)a >> (b & 31)); scc = d != 0; break;
	case GS_SEM_S_LSHL1_ADD_U32: case GS_SEM_S_LSHL2_ADD_U32:
	case GS_SEM_S_LSHL3_ADD_U32: case GS_SEM_S_LSHL4_ADD_U32:
		r64 = ((uint64_t)a << (sem == GS_SEM_S_LSHL1_ADD_U32 ? 1 : sem == GS_SEM_S_LSHL2_ADD_U32 ? 2
				       : sem == GS_SEM_S_LSHL3_ADD_U32 ? 3 : 4)) + b;
		d = (uint32_t)r64; scc = r64 >> 32 != 0; break;
	case GS_SEM_S_MIN_U32: scc = a < b; d = a < b ? a : b; break;
	case GS_SEM_S_MAX_U32: scc = a > b; d = a > b ? a : b; break;
	case GS_SEM_S_MIN_I32: scc = (int32_t)a < (int32_t)b; d = scc ? a : b; break;
	case GS_SEM_S_MAX_I32: scc = (int32_t)a > (int32_t)b; d = scc ? a : b; break;
	case GS_SEM_S_BFE_U32: d = (uint32_t)bfe(a, 32, b & 31, b >> 16 & 0x7f, 0); scc = d != 0; break;
	case GS_SEM_S_BFE_I32: d = (uint32_t)bfe(a, 32, b & 31, b >> 16 & 0x7f, 1); scc = d != 0; break;
	/* ---- SOPC ---- */
	case GS_SEM_S_CMP_EQ_U32: case GS_SEM_S_CMP_EQ_I32: w->scc = a == b; return 1;
	case GS_SEM_S_CMP_LG_U32: case GS_SEM_S_CMP_LG_I32: w->scc = a != b; return 1;
	case GS_SEM_S_CMP_LT_U32: w->scc = a < b; return 1;
	case GS_SEM_S_CMP_LE_U32: w->scc = a <= b; return 1;
	case GS_SEM_S_CMP_GT_U32: w->scc = a > b; return 1;
	case GS_SEM_S_CMP_GE_U32: w->scc = a >= b; return 1;
	case GS_SEM_S_CMP_LT_I32: w->scc = (int32_t)a < (int32_t)b; return 1;
	case GS_SEM_S_CMP_LE_I32: w->scc = (int32_t)a <= (int32_t)b; return 1;
	case GS_SEM_S_CMP_GT_I32: w->scc = (int32_t)a > (int32_t)b; return 1;
	case GS_SEM_S_CMP_GE_I32: w->scc = (int32_t)a >= (int32_t)b; return 1;
	case GS_SEM_S_BITCMP0_B32: w->scc = !(a >> (b & 31) & 1); return 1;
	case GS_SEM_S_BITCMP1_B32: w->scc = a >> (b & 31) & 1; return 1;
	case GS_SEM_S_CMP_EQ_U64: w->scc = rd64(x, s0) == rd64(x, s1); return 1;
	case GS_SEM_S_CMP_LG_U64: w->scc = rd64(x, s0) != rd64(x, s1); return 1;
	case GS_SEM_S_BITCMP0_B64: w->scc = !(rd64(x, s0) >> (rd(x, s1, 0) & 63) & 1); return 1;
	case GS_SEM_S_BITCMP1_B64: w->scc = rd64(x, s0) >> (rd(x, s1, 0) & 63) & 1; return 1;
	default:
		goto wide64;
	}
	if (scc >= 0)
		w->scc = scc;
	wr(x, in->sdst, d);
	return 1;

wide64:
	/* ---- 64-bit ---- */
	switch (sem) {
	case GS_SEM_S_BITSET0_B64: wr64(x, in->sdst, rd64(x, in->sdst) & ~(1ull << (a & 63))); return 1;
	case GS_SEM_S_BITSET1_B64: wr64(x, in->sdst, rd64(x, in->sdst) | 1ull << (a & 63)); return 1;
	case GS_SEM_S_BITREPLICATE_B64_B32:
		r64 = 0;
		for (unsigned int i = 0; i < 32; i++)
			r64 |= (uint64_t)(a >> i & 1) * 3 << (2 * i);
		wr64(x, in->sdst, r64);
		return 1;
	case GS_SEM_S_BFM_B64: wr64(x, in->sdst, (((a & 63) == 0 ? 0 : ~0ull >> (64 - (a & 63)))) << (b & 63)); return 1;
	}
	wide = 0;
	if (in->enc == GS_ENC_SOP1 && saveexec(sem, 0, 0, &r64, &wide, &wrexec)) {
		/* D = the old EXEC (wrexec: the new), EXEC = f(S0, EXEC), SCC = EXEC != 0 */
		uint64_t old = exec_rd(w, wide);

		a64 = wide ? rd64(x, s0) : rd(x, s0, 0);
		saveexec(sem, a64, old, &r64, &wide, &wrexec);
		if (!wide)
			r64 &= 0xffffffffu;
		if (x->st)
			return 1;
		exec_wr(w, wide, r64);
		w->scc = r64 != 0;
		if (wide)
			wr64(x, in->sdst, wrexec ? r64 : old);
		else
			wr(x, in->sdst, (uint32_t)(wrexec ? r64 : old));
		return 1;
	}
	a64 = rd64(x, s0);
	switch (sem) {  /* one 64-bit source; SCC unchanged unless said */
	case GS_SEM_S_MOV_B64: wr64(x, in->sdst, a64); return 1;
	case GS_SEM_S_CMOV_B64: if (w->scc) wr64(x, in->sdst, a64); return 1;
	case GS_SEM_S_BREV_B64: wr64(x, in->sdst, brev64(a64, 64)); return 1;
	case GS_SEM_S_NOT_B64: r64 = ~a64; wr64(x, in->sdst, r64); w->scc = r64 != 0; return 1;
	case GS_SEM_S_BCNT0_I32_B64: d = 64 - popcount64(a64); wr(x, in->sdst, d); w->scc = d != 0; return 1;
	case GS_SEM_S_BCNT1_I32_B64: d = popcount64(a64); wr(x, in->sdst, d); w->scc = d != 0; return 1;
	case GS_SEM_S_CTZ_I32_B64: case GS_SEM_S_FF1_I32_B64: wr(x, in->sdst, (uint32_t)ctz64(a64, 64)); return 1;
	case GS_SEM_S_FF0_I32_B64: wr(x, in->sdst, (uint32_t)ctz64(~a64, 64)); return 1;
	case GS_SEM_S_CLZ_I32_U64: case GS_SEM_S_FLBIT_I32_B64: wr(x, in->sdst, (uint32_t)clz64(a64, 64)); return 1;
	case GS_SEM_S_CLS_I32_I64: case GS_SEM_S_FLBIT_I32_I64: wr(x, in->sdst, (uint32_t)cls64(a64, 64)); return 1;
	case GS_SEM_S_QUADMASK_B64:
		r64 = 0;
		for (unsigned int i = 0; i < 16; i++)
			r64 |= (uint64_t)((a64 >> (4 * i) & 0xf) != 0) << i;
		wr64(x, in->sdst, r64);
		w->scc = r64 != 0;
		return 1;
	case GS_SEM_S_WQM_B64:
		r64 = 0;
		for (unsigned int i = 0; i < 16; i++)
			r64 |= (a64 >> (4 * i) & 0xf) ? 0xfull << (4 * i) : 0;
		wr64(x, in->sdst, r64);
		w->scc = r64 != 0;
		return 1;
	case GS_SEM_S_LSHL_B64: r64 = a64 << (rd(x, s1, 0) & 63); break;
	case GS_SEM_S_LSHR_B64: r64 = a64 >> (rd(x, s1, 0) & 63); break;
	case GS_SEM_S_ASHR_I64: r64 = (uint64_t)((int64_t)a64 >> (rd(x, s1, 0) & 63)); break;
	case GS_SEM_S_BFE_U64: case GS_SEM_S_BFE_I64:
		b = rd(x, s1, 0);
		r64 = bfe(a64, 64, b & 63, b >> 16 & 0x7f, sem == GS_SEM_S_BFE_I64);
		break;
	default:
		if (in->enc != GS_ENC_SOP1)
			goto two64;
		return 0;
	}
	wr64(x, in->sdst, r64);
	w->scc = r64 != 0;
	return 1;

two64:
	b64 = rd64(x, s1);
	switch (sem) {
	case GS_SEM_S_AND_B64: r64 = a64 & b64; break;
	case GS_SEM_S_OR_B64: r64 = a64 | b64; break;
	case GS_SEM_S_XOR_B64: r64 = a64 ^ b64; break;
	case GS_SEM_S_AND_NOT1_B64: case GS_SEM_S_ANDN2_B64: r64 = a64 & ~b64; break;
	case GS_SEM_S_OR_NOT1_B64: case GS_SEM_S_ORN2_B64: r64 = a64 | ~b64; break;
	case GS_SEM_S_NAND_B64: r64 = ~(a64 & b64); break;
	case GS_SEM_S_NOR_B64: r64 = ~(a64 | b64); break;
	case GS_SEM_S_XNOR_B64: r64 = ~(a64 ^ b64); break;
	case GS_SEM_S_CSELECT_B64: wr64(x, in->sdst, w->scc ? a64 : b64); return 1;
	case GS_SEM_S_MUL_U64: wr64(x, in->sdst, a64 * b64); return 1;
	case GS_SEM_S_ADD_NC_U64: wr64(x, in->sdst, a64 + b64); return 1;
	case GS_SEM_S_SUB_NC_U64: wr64(x, in->sdst, a64 - b64); return 1;
	default:
		return 0;
	}
	wr64(x, in->sdst, r64);
	w->scc = r64 != 0;
	return 1;
}

/* SOPK: 1 done, 0 not one. */
static int salu_k(struct sx *x, unsigned int sem, uint64_t *next)
{
	const struct gs_inst *in = x->in;
	struct wave *w = x->w;
	int32_t k = (int16_t)in->imm;       /* sign-extended SIMM16 */
	uint32_t ku = (uint16_t)in->imm, d, r;

	switch (sem) {
	case GS_SEM_S_MOVK_I32: wr(x, in->sdst, (uint32_t)k); return 1;
	case GS_SEM_S_CMOVK_I32: if (w->scc) wr(x, in->sdst, (uint32_t)k); return 1;
	case GS_SEM_S_VERSION: return 1;  /* the code's microcode version: no effect */
	case GS_SEM_S_CALL_B64:
		wr64(x, in->sdst, w->pc + 4);
		*next = w->pc + 4 + (int64_t)k * 4;
		return 1;
	}
	d = rd(x, in->sdst, 0);
	switch (sem) {
	case GS_SEM_S_CMPK_EQ_I32: w->scc = (int32_t)d == k; return 1;
	case GS_SEM_S_CMPK_LG_I32: w->scc = (int32_t)d != k; return 1;
	case GS_SEM_S_CMPK_GT_I32: w->scc = (int32_t)d > k; return 1;
	case GS_SEM_S_CMPK_GE_I32: w->scc = (int32_t)d >= k; return 1;
	case GS_SEM_S_CMPK_LT_I32: w->scc = (int32_t)d < k; return 1;
	case GS_SEM_S_CMPK_LE_I32: w->scc = (int32_t)d <= k; return 1;
	case GS_SEM_S_CMPK_EQ_U32: w->scc = d == ku; return 1;
	case GS_SEM_S_CMPK_LG_U32: w->scc = d != ku; return 1;
	case GS_SEM_S_CMPK_GT_U32: w->scc = d > ku; return 1;
	case GS_SEM_S_CMPK_GE_U32: w->scc = d >= ku; return 1;
	case GS_SEM_S_CMPK_LT_U32: w->scc = d < ku; return 1;
	case GS_SEM_S_CMPK_LE_U32: w->scc = d <= ku; return 1;
	case GS_SEM_S_ADDK_I32: case GS_SEM_S_ADDK_CO_I32:
		r = d + (uint32_t)k;
		w->scc = ((d ^ r) & ((uint32_t)k ^ r)) >> 31;  /* signed overflow */
		wr(x, in->sdst, r);
		return 1;
	case GS_SEM_S_MULK_I32: wr(x, in->sdst, d * (uint32_t)k); return 1;
	}
	return 0;
}

/* SOPP that only affect timing, instruction fetch or tracing: 1. */
static int salu_p(unsigned int sem)
{
	switch (sem) {
	case GS_SEM_S_CLAUSE:             /* groups memory instructions: timing */
	case GS_SEM_S_DELAY_ALU:          /* a scheduling hint for dependent VALU */
	case GS_SEM_S_WAITCNT_DEPCTR:     /* waits on ALU dependencies the emulator never has */
	case GS_SEM_S_WAIT_ALU:
	case GS_SEM_S_WAIT_IDLE:          /* every earlier instruction completed in order */
	case GS_SEM_S_SET_INST_PREFETCH_DISTANCE:
	case GS_SEM_S_ICACHE_INV:         /* the emulator has no instruction cache */
	case GS_SEM_S_CODE_END:           /* padding after s_endpgm */
	case GS_SEM_S_TTRACEDATA:         /* thread trace: not recorded */
	case GS_SEM_S_TTRACEDATA_IMM:
	case GS_SEM_S_INCPERFLEVEL:       /* performance level counters: not modelled */
	case GS_SEM_S_DECPERFLEVEL:
		return 1;
	}
	return 0;
}

/* ---- wave control, messages, traps (SOPP/SOPK/SOP1/SOPC) ---- */

/* s_sendmsg's messages: the name llvm-mc prints and why it has no compute
 * meaning here, kept together so a refusal is worded by the id, not by
 * comparing names. */
struct msg {
	const char *name, *why;
};

#define WHY_INT "it raises a host interrupt, and the emulator has no interrupt path"
#define WHY_SAVE "the context-save trap handler sends it (trap-handler-only)"
/* ROCm's trap handler: mGetDoorbellId */
#define WHY_DOORBELL \
	"it returns the queue's doorbell id in EXEC_LO for the trap handler; the emulator has no queue doorbell"
#define WHY_HALT "it stops wave launch or halts waves for a debugger"
#define WHY_POPS "ordered pixel-shader (POPS) completion (pixel-shader-only)"
#define WHY_GFX "a geometry/tessellation-stage message (graphics-only)"

/* NULL: a message number LLVM does not name. */
static const struct msg *msg_of(enum gs_gen gen, unsigned int id)
{
	static const struct msg g9[16] = {
		{ NULL, NULL }, { "MSG_INTERRUPT", WHY_INT }, { "MSG_GS", WHY_GFX }, { "MSG_GS_DONE", WHY_GFX },
		{ "MSG_SAVEWAVE", WHY_SAVE }, { "MSG_STALL_WAVE_GEN", WHY_HALT }, { "MSG_HALT_WAVES", WHY_HALT },
		{ "MSG_ORDERED_PS_DONE", WHY_POPS }, { "MSG_EARLY_PRIM_DEALLOC", WHY_GFX },
		{ "MSG_GS_ALLOC_REQ", WHY_GFX }, { "MSG_GET_DOORBELL", WHY_DOORBELL },
	};
	static const struct msg g11[16] = {
		{ NULL, NULL }, { "MSG_INTERRUPT", WHY_INT }, { "MSG_HS_TESSFACTOR", WHY_GFX },
		{ "MSG_DEALLOC_VGPRS", WHY_GFX }, { NULL, NULL }, { "MSG_STALL_WAVE_GEN", WHY_HALT },
		{ "MSG_HALT_WAVES", WHY_HALT }, { NULL, NULL }, { NULL, NULL }, { "MSG_GS_ALLOC_REQ", WHY_GFX },
	};
	const struct msg *m;

	if (id >= 16 || (gen == GS_GEN_GFX12 && (id == 5 || id == 6)))
		return NULL;
	m = gen == GS_GEN_GFX9 ? &g9[id] : &g11[id];
	return m->name ? m : NULL;
}

/* s_sendmsg/s_sendmsghalt: MSG_DEALLOC_VGPRS (gfx11/gfx12, which LLVM puts
 * before s_endpgm) releases VGPRs the wave no longer uses: nothing to do
 * here.  Every other message goes to hardware the emulator lacks (shader
 * interrupts, geometry/tessellation, wave halting): refused, the message named. */
static void sendmsg(struct sx *x, unsigned int sem)
{
	enum gs_gen gen = x->e->target->gen;
	unsigned int id = (unsigned int)x->in->imm & (gen == GS_GEN_GFX9 ? 0xfu : 0xffu);
	const struct msg *m = msg_of(gen, id);
	char name[40];

	if (m)
		snprintf(name, sizeof(name), "%s (%u)", m->name, id);
	else
		snprintf(name, sizeof(name), "%u", id);
	if (sem == GS_SEM_S_SENDMSGHALT) {
		bad(x, GS_ERR_UNSUPPORTED, "s_sendmsghalt: message %s and the halt that follows it are not emulated (a halted wave needs a debugger to resume)",
		    name);
		return;
	}
	if (gen != GS_GEN_GFX9 && id == 3)
		return;
	bad(x, GS_ERR_UNSUPPORTED, "s_sendmsg: message %s is not emulated: %s (emulated: %s)", name,
	    m ? m->why : "a message number LLVM does not name",
	    gen == GS_GEN_GFX9 ? "none on gfx9" : "MSG_DEALLOC_VGPRS");
}

/* SOPP beyond timing: 1 done (or failed into x), 0 not one. */
static int salu_sys(struct sx *x, unsigned int sem)
{
	unsigned int imm = (unsigned int)x->in->imm & 0xffff;

	switch (sem) {
	case GS_SEM_S_TRAP: {  /* TrapID = SIMM16[7:0] (AMDGPUUsage: 2 llvm.trap, 3 llvm.debugtrap) */
		unsigned int id = imm & 0xff;

		bad(x, GS_ERR_FAULT, "trap (emulated): the wave enters the trap handler with trap id %u%s; the emulator has no trap handler, so the wave stops here",
		    id, id == 2 ? " (llvm.trap: the kernel aborted)" : id == 3 ? " (llvm.debugtrap)" : "");
		return 1;
	}
	case GS_SEM_S_SETHALT:  /* SIMM16[0]: halt; 0 resumes, which a running wave already is */
		if (imm & 1)
			bad(x, GS_ERR_HANG, "s_sethalt %u halts the wave (emulated): nothing resumes it without a debugger, so it would never end",
			    imm);
		return 1;
	case GS_SEM_S_SENDMSG:
	case GS_SEM_S_SENDMSGHALT:
		sendmsg(x, sem);
		return 1;
	case GS_SEM_S_WAKEUP:  /* no wave waits for it: s_sleep only counts cycles here */
		return 1;
	case GS_SEM_S_SET_GPR_IDX_OFF:  /* MODE.GPR_IDX_EN = 0 */
		x->w->gpr_idx_en = 0;
		gsi_emu_mode_set(x->e, x->w, x->e->mode.gpr_idx_en, 0);
		return 1;
	case GS_SEM_S_SET_GPR_IDX_MODE:  /* M0[15:12] = SIMM16[3:0] */
		x->w->s[GS_OPR_M0] = (x->w->s[GS_OPR_M0] & ~0xf000u) | (imm & 0xf) << 12;
		return 1;
	}
	return 0;
}

/* SOPK beyond arithmetic: 1 done, 0 not one. */
static int salu_k_sys(struct sx *x, unsigned int sem, uint64_t *next)
{
	const struct gs_inst *in = x->in;
	struct wave *w = x->w;
	unsigned int imm = (unsigned int)in->imm & 0xffff, n;
	uint32_t v;

	switch (sem) {
	case GS_SEM_S_SETREG_IMM32_B32: {
		/* the value is the literal dword after the instruction; the
		 * decoders give SOPK one dword, so it is read (and skipped) here */
		const uint8_t *p = in->has_literal ? NULL : gsi_emu_mem_ptr(x->e, w->pc + 4, 4);
		char m[200];

		if (in->has_literal) {
			v = in->literal;
		} else if (p) {
			memcpy(&v, p, 4);
			*next = w->pc + 8;
		} else {
			bad(x, GS_ERR_FAULT, "s_setreg_imm32_b32: its literal at 0x%llx is not inside any buffer object",
			    (unsigned long long)(w->pc + 4));
			return 1;
		}
		if (!gsi_emu_setreg(x->e, w, imm & 0x3f, (imm >> 6) & 0x1f, (imm >> 11) + 1, v, m, sizeof(m)))
			bad(x, GS_ERR_UNSUPPORTED, "%s", m);
		return 1;
	}
	/* gfx11: wait until the counter is at most SGPR[SDST][5:0] + SIMM16[5:0] */
	case GS_SEM_S_WAITCNT_VMCNT:
	case GS_SEM_S_WAITCNT_EXPCNT:
	case GS_SEM_S_WAITCNT_LGKMCNT:
		n = (rd(x, in->sdst, 0) & 0x3f) + (imm & 0x3f);
		if (x->st)
			return 1;
		if (sem == GS_SEM_S_WAITCNT_VMCNT) {
			gsi_emu_wait(x->e, w, EMU_CNT_LOAD, n);
		} else if (sem == GS_SEM_S_WAITCNT_EXPCNT) {
			gsi_emu_wait(x->e, w, EMU_CNT_EXP, n);
		} else {  /* LGKMcnt counts scalar memory and DS */
			gsi_emu_wait(x->e, w, EMU_CNT_KM, n);
			gsi_emu_wait(x->e, w, EMU_CNT_DS, n);
		}
		return 1;
	}
	return 0;
}

/* SOP1/SOPC wave state: 1 done, 0 not one. */
static int salu_state(struct sx *x, unsigned int sem)
{
	const struct gs_inst *in = x->in;
	struct wave *w = x->w;

	switch (sem) {
	case GS_SEM_S_SLEEP_VAR:  /* as s_sleep: about 64 * S0[6:0] clocks */
		w->slept += 64u * (rd(x, in->src[0], 0) & 0x7f);
		return 1;
	case GS_SEM_S_SET_GPR_IDX_IDX:  /* M0[7:0] = S0[7:0] */
		w->s[GS_OPR_M0] = (w->s[GS_OPR_M0] & ~0xffu) | (rd(x, in->src[0], 0) & 0xff);
		return 1;
	case GS_SEM_S_SET_GPR_IDX_ON:
		/* MODE.GPR_IDX_EN = 1; M0[7:0] = S0[7:0]; M0[15:12] = the SIMM4 in
		 * the SSRC1 field (which VALU operands index: gsi_emu_gpr_idx) */
		w->s[GS_OPR_M0] = (w->s[GS_OPR_M0] & ~0xf0ffu) | (rd(x, in->src[0], 0) & 0xff) | (in->src[1] & 0xf) << 12;
		w->gpr_idx_en = 1;
		gsi_emu_mode_set(x->e, w, x->e->mode.gpr_idx_en, 1);
		return 1;
	}
	return 0;
}

unsigned int gsi_emu_salu_regs(const struct gs_inst *in, int i)
{
	const struct gs_isa_op *op = in->op;
	unsigned int sem = op->sem;

	switch (in->enc) {
	case GS_ENC_VOP3:  /* gfx12 v_s_*: one SGPR each way */
		return i <= 0 ? 1 : 0;
	case GS_ENC_SOP1:
		return i < 0 ? op->dregs : i == 0 ? op->sregs : 0;
	case GS_ENC_SOP2:
	case GS_ENC_SOPC:
		if (i < 0)
			return in->enc == GS_ENC_SOP2 ? op->dregs : 0;
		if (i == 1 && sem == GS_SEM_S_SET_GPR_IDX_ON)
			return 0;  /* the mode, an immediate in the SSRC1 field */
		if (i == 1 && (sem == GS_SEM_S_LSHL_B64 || sem == GS_SEM_S_LSHR_B64 || sem == GS_SEM_S_ASHR_I64 ||
			       sem == GS_SEM_S_BFE_U64 || sem == GS_SEM_S_BFE_I64 || sem == GS_SEM_S_BITCMP0_B64 ||
			       sem == GS_SEM_S_BITCMP1_B64))
			return 1;
		return op->sregs;
	case GS_ENC_SOPK:
		return i < 0 ? op->dregs : 0;
	}
	return 0;
}

/* A scalar float op whose name says _f16 reads 16-bit sources: once per op. */
static int op_f16_fact(const struct gs_isa_op *op, int *f16);

static int op_f16_parse(const char *name, int *f16)
{
	*f16 = strstr(name, "_f16") != NULL;
	return 1;
}

EMU_NAME_FACT(op_f16_fact, int, op_f16_parse)

static int op_f16(const struct gs_isa_op *op)
{
	int f16 = 0;

	op_f16_fact(op, &f16);
	return f16;
}

int gsi_emu_salu(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t *next, char *msg, size_t size)
{
	struct sx x = { e, w, in, msg, size, 0 };
	unsigned int sem = in->op->sem;
	uint32_t a, b, d = 0;
	int scc = 0, r;

	r = gsi_emu_salu_ctl(e, w, in, next, msg, size);  /* fork/join, refused wave control (salu_ctl.c) */
	if (r <= 0)
		return r ? r : 1;
	switch (in->enc) {
	case GS_ENC_VOP3:  /* gfx12 v_s_* (the decoder put the VOP3 vdst into sdst) */
		if (!v_s_base(sem))
			return 0;
		v_s(&x, v_s_base(sem));
		return x.st ? x.st : 1;
	case GS_ENC_SOPP:
		if (salu_sys(&x, sem))
			return x.st ? x.st : 1;
		return salu_p(sem);
	case GS_ENC_SOPK:
		r = salu_k(&x, sem, next);
		if (!r && !x.st)
			r = salu_k_sys(&x, sem, next);
		return x.st ? x.st : r;
	case GS_ENC_SOPC:
		if (salu_state(&x, sem))
			return x.st ? x.st : 1;
		break;
	case GS_ENC_SOP1:
		if (sem == GS_SEM_S_GETPC_B64 || sem == GS_SEM_S_SWAPPC_B64) {
			uint64_t to = sem == GS_SEM_S_SWAPPC_B64 ? rd64(&x, in->src[0]) : 0;

			wr64(&x, in->sdst, w->pc + 4);
			if (sem == GS_SEM_S_SWAPPC_B64)
				*next = to;
			return x.st ? x.st : 1;
		}
		if (salu_state(&x, sem))
			return x.st ? x.st : 1;
		if (sem == GS_SEM_S_SETPC_B64) {
			*next = rd64(&x, in->src[0]);
			return x.st ? x.st : 1;
		}
		if (sem == GS_SEM_S_MOVRELS_B32 || sem == GS_SEM_S_MOVRELD_B32 || sem == GS_SEM_S_MOVRELSD_2_B32 ||
		    sem == GS_SEM_S_MOVRELS_B64 || sem == GS_SEM_S_MOVRELD_B64) {
			movrel(&x, sem);
			return x.st ? x.st : 1;
		}
		break;
	default:
		break;
	}
	if (in->op->sig == GS_SIG_SALU && in->enc != GS_ENC_SOPP) {  /* scalar float */
		int f16 = op_f16(in->op) && sem != GS_SEM_S_CVT_F16_F32 &&
			  sem != GS_SEM_S_CVT_PK_RTZ_F16_F32;

		a = rd(&x, in->src[0], f16);
		b = in->enc == GS_ENC_SOP1 ? 0 : rd(&x, in->src[1], f16);
		r = x.st ? 0 : salu_float(&x, sem, a, b, &d, &scc);
		if (r == 1)
			wr(&x, in->sdst, d);
		else if (r == 2)
			w->scc = scc;
		if (x.st)
			return x.st;
		if (r)
			return 1;
	}
	r = salu_int(&x, sem);
	return x.st ? x.st : r;
}
