/* SPDX-License-Identifier: MIT */
/*
 * The fast handlers' bodies (fast.c), included by fast_base.c and again by
 * fast_avx2.c, which compiles them for AVX2 and FMA: the same C, two
 * instruction sets, one chosen per host at decode time.  Each handler runs
 * a common instruction whose operands the decoder resolved (code.h) over
 * all lanes in one loop over a scratch row, then merges the row into the
 * destination under EXEC.  A handler returns 0, before changing anything,
 * when the wave's state needs the general path (exec.c): VGPRs beyond the
 * allocation, a float rounding mode other than round-to-nearest.  Results are bit for bit those of exec.c (tests/unit/test_emu_fast.c
 * runs both on the same inputs).
 */
#include <math.h>
#include <string.h>

#include "emu/code.h"
#include "emu/emu.h"

#ifndef FAST_SUFFIX
#error "define FAST_SUFFIX before including fast_ops.h"
#endif
#define FAST_CAT2(a, b) a##b
#define FAST_CAT(a, b) FAST_CAT2(a, b)
#define FAST(name) FAST_CAT(name, FAST_SUFFIX)

/* VL lanes at a time (8 with AVX2, else 4), as GCC vector types: explicit
 * loads of a chunk's sources before its store, so a destination that is
 * also a source (the usual v8 = v8 * v1 + v2) needs no copy and no alias
 * check. */
#ifdef FAST_HAVE_FMA
#define VL 8
#else
#define VL 4
#endif
typedef uint32_t FAST(vu) __attribute__((vector_size(VL * 4)));
typedef int32_t FAST(vi) __attribute__((vector_size(VL * 4)));
typedef float FAST(vf) __attribute__((vector_size(VL * 4)));
#define VU FAST(vu)
#define VI FAST(vi)
#define VF FAST(vf)

static inline VU FAST(ld)(const uint32_t *p)
{
	VU v;

	memcpy(&v, p, sizeof(v));
	return v;
}

static inline void FAST(st)(uint32_t *p, VU v)
{
	memcpy(p, &v, sizeof(v));
}

/* MODE.FP_DENORM's flush of f32 denormals to signed zero (operand.c's
 * gsi_emu_f32_in/out) */
static inline VU FAST(ftz)(VU x)
{
	VU z = (VU)((x & 0x7f800000u) == 0);

	return x & ~(z & 0x7fffffffu);
}

/* all ones in the lanes whose bit of the low VL bits of m is set */
static inline VU FAST(lanes)(uint64_t m)
{
#if VL == 8
	const VU bit = { 1, 2, 4, 8, 16, 32, 64, 128 };
#else
	const VU bit = { 1, 2, 4, 8 };
#endif
	VU e = (VU){ 0 } + (uint32_t)(m & ((1u << VL) - 1));

	return (VU)((e & bit) != 0);
}

/* any lane of m set? */
static inline int FAST(any)(VU m)
{
#if defined(FAST_HAVE_FMA)
	return !__builtin_ia32_ptestz256((__attribute__((vector_size(32))) long long)m,
					 (__attribute__((vector_size(32))) long long)m);
#elif defined(__SSE2__)
	return __builtin_ia32_movmskps((__attribute__((vector_size(16))) float)m) != 0;
#else
	uint32_t r = 0;

	for (int i = 0; i < VL; i++)
		r |= m[i];
	return r != 0;
#endif
}

/* The emulator's NaN rule (exec_float.c's, exec.c's nan_first): a NaN
 * result takes the first NaN operand, quieted, in the operation's operand
 * order; a NaN made from no NaN (inf - inf) stays the host's. */
static inline VU FAST(isnan)(VU x)
{
	/* x != x holds for NaNs only: one unordered compare (no FP state is
	 * read back by the emulator, so its invalid flag on an sNaN is moot) */
	return (VU)((VF)x != (VF)x);
}

static inline VU FAST(nan3)(VU r, VU x, VU y, VU z, int n)
{
	VU bad = FAST(isnan)(r), nx, ny, nz, q = (VU){ 0 } + 0x00400000u;

	if (!FAST(any)(bad))
		return r;
	nx = bad & FAST(isnan)(x);
	ny = bad & ~nx & FAST(isnan)(y);
	nz = n > 2 ? bad & ~nx & ~ny & FAST(isnan)(z) : (VU){ 0 };
	r = (r & ~(nx | ny | nz)) | (nx & (x | q)) | (ny & (y | q)) | (nz & (z | q));
	return r;
}

static inline VU FAST(fma)(VU a, VU b, VU c)
{
#ifdef FAST_HAVE_FMA
	return (VU)__builtin_ia32_vfmaddps256((VF)a, (VF)b, (VF)c);
#else
	VF x = (VF)a, y = (VF)b, z = (VF)c, r;

	for (int i = 0; i < VL; i++)
		r[i] = fmaf(x[i], y[i], z[i]);
	return (VU)r;
#endif
}

static inline uint64_t FAST(exec_of)(const struct wave *w)
{
	uint64_t m = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;

	return w->lanes == 32 ? m & 0xffffffffu : m;
}

/* Source i of u as a row of lanes: the VGPR itself, or tmp filled with the
 * scalar value. */
static inline const uint32_t *FAST(row)(const struct wave *w, const struct emu_uop *u, int i, uint32_t *tmp,
					unsigned int n)
{
	uint32_t v;

	if (u->kind[i] == EMU_OPK_VGPR)
		return w->v[u->reg[i]];
	v = u->kind[i] == EMU_OPK_SGPR ? w->s[u->reg[i]] : u->k[i];
	for (unsigned int l = 0; l < n; l++)
		tmp[l] = v;
	return tmp;
}

static inline int FAST(vgprs_ok)(const struct wave *w, const struct emu_uop *u)
{
	return u->vmax <= w->n_vgprs;
}

/* f32 ops: round to nearest even (MODE.FP_ROUND); other modes switch the
 * host's rounding, which the general path does */
static inline int FAST(f32_mode_ok)(const struct wave *w)
{
	return w->round32 == 0;
}

/* A VALU operation, EXPR in the chunk's sources A, B, C; F32: 1 f32
 * sources and result (their neg/abs and MODE's flush applied, then the NaN
 * rule NANS), 2 an f32 result only (a conversion), 0 integers.  body() is
 * expanded per combination of its flags, so the common loop has no
 * selects; its lanes outside EXEC keep their value. */
#define FAST_VALU(name, nsrc, F32, EXPR, NANS)                                                         \
	static inline __attribute__((always_inline)) void FAST(name##_body)(                           \
		struct wave *w, const struct emu_uop *u, unsigned int n, int mods, int fi, int fo)      \
	{                                                                                              \
		uint32_t ta[EMU_MAX_LANES], tb[EMU_MAX_LANES], tc[EMU_MAX_LANES];                      \
		const uint32_t *a = FAST(row)(w, u, 0, ta, n);                                         \
		const uint32_t *b = nsrc > 1 ? FAST(row)(w, u, 1, tb, n) : a;                          \
		const uint32_t *c = nsrc > 2 ? FAST(row)(w, u, 2, tc, n) : a;                          \
		uint32_t *d = w->v[u->vdst];                                                           \
		uint64_t exec = FAST(exec_of)(w);                                                      \
		int full = exec == (n == 64 ? ~0ull : (1ull << n) - 1);                                \
		VU m0 = (VU){ 0 } + u->abs_[0], m1 = (VU){ 0 } + u->abs_[1], m2 = (VU){ 0 } + u->abs_[2]; \
		VU x0 = (VU){ 0 } + (u->neg & 1 ? 0x80000000u : 0);                                    \
		VU x1 = (VU){ 0 } + (u->neg & 2 ? 0x80000000u : 0);                                    \
		VU x2 = (VU){ 0 } + (u->neg & 4 ? 0x80000000u : 0);                                    \
                                                                                                       \
		for (unsigned int l = 0; l < n; l += VL) {                                              \
			VU A = FAST(ld)(a + l), B = nsrc > 1 ? FAST(ld)(b + l) : A;                    \
			VU C = nsrc > 2 ? FAST(ld)(c + l) : A, D = FAST(ld)(d + l), R;                 \
                                                                                                       \
			if (mods) {                                                                    \
				A = (A & m0) ^ x0;                                                     \
				B = (B & m1) ^ x1;                                                     \
				C = (C & m2) ^ x2;                                                     \
			}                                                                              \
			if (F32 == 1 && fi) {                                                          \
				A = FAST(ftz)(A);                                                      \
				B = FAST(ftz)(B);                                                      \
				C = FAST(ftz)(C);                                                      \
			}                                                                              \
			(void)B; (void)C; (void)D;                                                     \
			R = EXPR;                                                                      \
			if (F32 == 1)                                                                  \
				R = NANS;                                                              \
			if (F32 && fo)                                                                 \
				R = FAST(ftz)(R);                                                      \
			if (!full) {                                                                   \
				VU M = FAST(lanes)(exec >> l);                                        \
				R = (R & M) | (D & ~M);                                                \
			}                                                                              \
			FAST(st)(d + l, R);                                                            \
		}                                                                                      \
	}                                                                                              \
	static inline __attribute__((always_inline)) void FAST(name##_n)(struct wave *w, const struct emu_uop *u, unsigned int n) \
	{                                                                                              \
		int fi = F32 == 1 && (w->denorm32 == 0 || w->denorm32 == 2);                           \
		int fo = F32 && (w->denorm32 == 0 || w->denorm32 == 1);                                \
		int mods = !u->plain;                                                                  \
                                                                                                       \
		if (!mods && !fi && !fo)                                                               \
			FAST(name##_body)(w, u, n, 0, 0, 0);                                           \
		else if (!mods && fi && fo)                                                            \
			FAST(name##_body)(w, u, n, 0, 1, 1);                                           \
		else                                                                                   \
			FAST(name##_body)(w, u, n, mods, fi, fo);                                      \
	}                                                                                              \
	static int FAST(name)(struct wave *w, const struct emu_uop *u)                                 \
	{                                                                                              \
		if (!FAST(vgprs_ok)(w, u) || (F32 && !FAST(f32_mode_ok)(w)))                            \
			return 0;                                                                      \
		if (w->lanes == 32)                                                                    \
			FAST(name##_n)(w, u, 32);                                                      \
		else                                                                                   \
			FAST(name##_n)(w, u, 64);                                                      \
		w->wmma_dn = 0;  /* a VALU instruction separates WMMAs (wmma.c) */                     \
		w->pc += u->size;                                                                      \
		return 1;                                                                              \
	}

#define F(x) ((VF)(x))
#define U(x) ((VU)(x))
/* the destination's old value (D) is v_fmac's addend, flushed as a source */
#define FMAC_C (fi ? FAST(ftz)(D) : D)
/* unsigned and signed less-than as lane masks */
#define LTU(x, y) U((x) < (y))
#define LTI(x, y) U((VI)(x) < (VI)(y))
#define SEL(m, x, y) (((m) & (x)) | (~(m) & (y)))

#define N2(x, y) FAST(nan3)(R, x, y, y, 2)
#define N3(x, y, z) FAST(nan3)(R, x, y, z, 3)
FAST_VALU(v_add_f32, 2, 1, U(F(A) + F(B)), N2(A, B))
FAST_VALU(v_sub_f32, 2, 1, U(F(A) - F(B)), N2(A, B))
FAST_VALU(v_subrev_f32, 2, 1, U(F(B) - F(A)), N2(B, A))
FAST_VALU(v_mul_f32, 2, 1, U(F(A) * F(B)), N2(A, B))
FAST_VALU(v_fma_f32, 3, 1, FAST(fma)(A, B, C), N3(A, B, C))
FAST_VALU(v_fmac_f32, 2, 1, FAST(fma)(A, B, FMAC_C), N3(A, B, FMAC_C))
FAST_VALU(v_mov_b32, 1, 0, A, R)
FAST_VALU(v_add_u32, 2, 0, A + B, R)
FAST_VALU(v_sub_u32, 2, 0, A - B, R)
FAST_VALU(v_subrev_u32, 2, 0, B - A, R)
FAST_VALU(v_and_b32, 2, 0, A & B, R)
FAST_VALU(v_or_b32, 2, 0, A | B, R)
FAST_VALU(v_xor_b32, 2, 0, A ^ B, R)
FAST_VALU(v_lshlrev_b32, 2, 0, B << (A & 31), R)
FAST_VALU(v_lshrrev_b32, 2, 0, B >> (A & 31), R)
FAST_VALU(v_ashrrev_i32, 2, 0, U((VI)B >> (VI)(A & 31)), R)
FAST_VALU(v_mul_lo_u32, 2, 0, A * B, R)
FAST_VALU(v_mul_u32_u24, 2, 0, (A & 0xffffff) * (B & 0xffffff), R)
FAST_VALU(v_mad_u32_u24, 3, 0, (A & 0xffffff) * (B & 0xffffff) + C, R)
FAST_VALU(v_lshl_add_u32, 3, 0, (A << (B & 31)) + C, R)
FAST_VALU(v_add3_u32, 3, 0, A + B + C, R)
FAST_VALU(v_min_u32, 2, 0, SEL(LTU(A, B), A, B), R)
FAST_VALU(v_max_u32, 2, 0, SEL(LTU(B, A), A, B), R)
FAST_VALU(v_min_i32, 2, 0, SEL(LTI(A, B), A, B), R)
FAST_VALU(v_max_i32, 2, 0, SEL(LTI(B, A), A, B), R)
FAST_VALU(v_cvt_f32_u32, 1, 2, U(__builtin_convertvector(A, VF)), R)
FAST_VALU(v_cvt_f32_i32, 1, 2, U(__builtin_convertvector((VI)A, VF)), R)
#undef N2
#undef N3

#undef F
#undef U
#undef FMAC_C
#undef LTU
#undef LTI

/* v_cndmask_b32: b where the lane's bit of the mask operand (src2) is
 * set, else a */
static inline __attribute__((always_inline)) void FAST(v_cndmask_n)(struct wave *w, const struct emu_uop *u, unsigned int n)
{
	uint32_t ta[EMU_MAX_LANES], tb[EMU_MAX_LANES];
	const uint32_t *a = FAST(row)(w, u, 0, ta, n), *b = FAST(row)(w, u, 1, tb, n);
	uint64_t m = w->s[u->reg[2]] | (n == 64 ? (uint64_t)w->s[u->reg[2] + 1] << 32 : 0);
	uint64_t exec = FAST(exec_of)(w);
	uint32_t *d = w->v[u->vdst];

	for (unsigned int l = 0; l < n; l += VL) {
		VU M = FAST(lanes)(m >> l), E = FAST(lanes)(exec >> l);
		VU R = SEL(M, FAST(ld)(b + l), FAST(ld)(a + l));

		FAST(st)(d + l, SEL(E, R, FAST(ld)(d + l)));
	}
}
#undef SEL

static int FAST(v_cndmask_b32)(struct wave *w, const struct emu_uop *u)
{
	if (!FAST(vgprs_ok)(w, u))
		return 0;
	if (w->lanes == 32)
		FAST(v_cndmask_n)(w, u, 32);
	else
		FAST(v_cndmask_n)(w, u, 64);
	w->wmma_dn = 0;
	w->pc += u->size;
	return 1;
}

/* 32-bit compares (VOPC, and VOP3 with an SGPR destination): the lane mask
 * of the active lanes where the condition holds (inactive lanes read 0)
 * to the destination (an SGPR, a pair in wave64; null: nowhere).  u->k[2]
 * holds the condition (exec_cmp.c's numbering, its emu_cmp parse) and
 * u->simm the kind; float sources take their neg/abs and MODE's input
 * flush as the general path's fsrc. */
static inline uint64_t FAST(vcmp_mask)(struct wave *w, const struct emu_uop *u, unsigned int n)
{
	uint32_t ta[EMU_MAX_LANES], tb[EMU_MAX_LANES];
	const uint32_t *a = FAST(row)(w, u, 0, ta, n), *b = FAST(row)(w, u, 1, tb, n);
	struct emu_cmp k = { (int)u->k[2], (enum emu_cmp_kind)u->simm, 32, 0, 0 };
	uint64_t exec = FAST(exec_of)(w), m = 0;
	int fi = w->denorm32 == 0 || w->denorm32 == 2;

	if (k.kind != EMU_CMP_FLOAT)  /* integers: every lane at once, inactive ones masked off */
		return gsi_emu_cmp_int32_lanes(&k, a, b, n) & exec;
	for (unsigned int l = 0; l < n; l++) {
		int r;

		if (!(exec >> l & 1))
			continue;
		if (k.kind == EMU_CMP_FLOAT) {
			uint32_t x = (a[l] & u->abs_[0]) ^ (u->neg & 1 ? 0x80000000u : 0);
			uint32_t y = (b[l] & u->abs_[1]) ^ (u->neg & 2 ? 0x80000000u : 0);
			float fx, fy;

			if (fi && (x & 0x7f800000u) == 0)
				x &= 0x80000000u;
			if (fi && (y & 0x7f800000u) == 0)
				y &= 0x80000000u;
			memcpy(&fx, &x, 4);
			memcpy(&fy, &y, 4);
			r = gsi_emu_cmp_float(&k, fx, fy);
		} else {
			r = gsi_emu_cmp_int(&k, a[l], b[l]);
		}
		m |= (uint64_t)r << l;
	}
	return m;
}

static int FAST(vcmp)(struct wave *w, const struct emu_uop *u)
{
	uint64_t m;

	if (!FAST(vgprs_ok)(w, u))
		return 0;
	m = FAST(vcmp_mask)(w, u, w->lanes);
	if (u->vdst != GS_OPR_NULL) {
		w->s[u->vdst] = (uint32_t)m;
		if (w->lanes == 64)
			w->s[u->vdst + 1] = (uint32_t)(m >> 32);
	}
	w->wmma_dn = 0;
	w->pc += u->size;
	return 1;
}

/* ---- scalar ---- */

static inline uint32_t FAST(sval)(const struct wave *w, const struct emu_uop *u, int i)
{
	return u->kind[i] == EMU_OPK_SGPR ? w->s[u->reg[i]] : u->k[i];
}

/* A SOP1/SOP2 operation: d = EXPR (written unless the destination is
 * null), SCC = SCCX when SCCX is not -1. */
#define FAST_SALU(name, EXPR, SCCX)                                                                    \
	static int FAST(name)(struct wave *w, const struct emu_uop *u)                                 \
	{                                                                                              \
		uint32_t a = FAST(sval)(w, u, 0), b = FAST(sval)(w, u, 1), d = EXPR;                   \
		(void)a;                                                                               \
		int scc = SCCX;                                                                        \
		(void)b;                                                                               \
		if (scc >= 0)                                                                          \
			w->scc = scc;                                                                  \
		if (u->vdst != GS_OPR_NULL)                                                            \
			w->s[u->vdst] = d;                                                             \
		w->pc += u->size;                                                                      \
		return 1;                                                                              \
	}

FAST_SALU(s_mov_b32, a, -1)
FAST_SALU(s_add_u32, a + b, d < a)
FAST_SALU(s_sub_u32, a - b, b > a)
FAST_SALU(s_add_i32, a + b, (int)(((a ^ d) & (b ^ d)) >> 31))
FAST_SALU(s_sub_i32, a - b, (int)(((a ^ b) & (a ^ d)) >> 31))
FAST_SALU(s_mul_i32, a * b, -1)
FAST_SALU(s_and_b32, a & b, d != 0)
FAST_SALU(s_or_b32, a | b, d != 0)
FAST_SALU(s_xor_b32, a ^ b, d != 0)
FAST_SALU(s_lshl_b32, a << (b & 31), d != 0)
FAST_SALU(s_lshr_b32, a >> (b & 31), d != 0)
FAST_SALU(s_ashr_i32, (uint32_t)((int32_t)a >> (b & 31)), d != 0)
FAST_SALU(s_cselect_b32, w->scc ? a : b, -1)
FAST_SALU(s_min_u32, a < b ? a : b, a < b)
FAST_SALU(s_max_u32, a > b ? a : b, a > b)
FAST_SALU(s_movk_i32, (uint32_t)u->simm, -1)

/* s_and/or/xor_saveexec_b32/b64: D = the old EXEC, EXEC = S0 OP EXEC,
 * SCC = the new EXEC != 0 (exec_salu.c's saveexec) */
#define FAST_SAVEEXEC(name, wide, OP)                                                                  \
	static int FAST(name)(struct wave *w, const struct emu_uop *u)                                 \
	{                                                                                              \
		uint64_t a = FAST(sval)(w, u, 0), old = w->s[GS_OPR_EXEC_LO], r;                       \
		if (wide) {                                                                            \
			a |= (uint64_t)(u->kind[0] == EMU_OPK_SGPR ? w->s[u->reg[0] + 1]              \
								   : (uint32_t)((int32_t)u->k[0] >> 31)) << 32; \
			old |= (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;                                   \
		}                                                                                      \
		r = a OP old;                                                                          \
		if (!wide)                                                                             \
			r &= 0xffffffffu;                                                              \
		w->s[GS_OPR_EXEC_LO] = (uint32_t)r;                                                    \
		if (wide)                                                                              \
			w->s[GS_OPR_EXEC_HI] = (uint32_t)(r >> 32);                                    \
		w->scc = r != 0;                                                                       \
		if (u->vdst != GS_OPR_NULL) {                                                          \
			w->s[u->vdst] = (uint32_t)old;                                                 \
			if (wide)                                                                      \
				w->s[u->vdst + 1] = (uint32_t)(old >> 32);                             \
		}                                                                                      \
		w->pc += u->size;                                                                      \
		return 1;                                                                              \
	}

FAST_SAVEEXEC(s_and_saveexec_b32, 0, &)
FAST_SAVEEXEC(s_and_saveexec_b64, 1, &)
FAST_SAVEEXEC(s_or_saveexec_b32, 0, |)
FAST_SAVEEXEC(s_or_saveexec_b64, 1, |)

/* SOPC: SCC = EXPR */
#define FAST_SOPC(name, EXPR)                                                                          \
	static int FAST(name)(struct wave *w, const struct emu_uop *u)                                 \
	{                                                                                              \
		uint32_t a = FAST(sval)(w, u, 0), b = FAST(sval)(w, u, 1);                             \
		w->scc = EXPR;                                                                         \
		w->pc += u->size;                                                                      \
		return 1;                                                                              \
	}

FAST_SOPC(s_cmp_eq_u32, a == b)
FAST_SOPC(s_cmp_lg_u32, a != b)
FAST_SOPC(s_cmp_lt_u32, a < b)
FAST_SOPC(s_cmp_le_u32, a <= b)
FAST_SOPC(s_cmp_gt_u32, a > b)
FAST_SOPC(s_cmp_ge_u32, a >= b)
FAST_SOPC(s_cmp_lt_i32, (int32_t)a < (int32_t)b)
FAST_SOPC(s_cmp_le_i32, (int32_t)a <= (int32_t)b)
FAST_SOPC(s_cmp_gt_i32, (int32_t)a > (int32_t)b)
FAST_SOPC(s_cmp_ge_i32, (int32_t)a >= (int32_t)b)

/* SOPP branches: to PC + 4 + 4 * SIMM16 when COND holds */
#define FAST_BRANCH(name, COND)                                                                        \
	static int FAST(name)(struct wave *w, const struct emu_uop *u)                                 \
	{                                                                                              \
		uint64_t vcc = w->s[GS_OPR_VCC_LO] | (w->lanes == 64 ? (uint64_t)w->s[GS_OPR_VCC_HI] << 32 : 0); \
		(void)vcc;                                                                             \
		w->pc = (COND) ? w->pc + 4 + (int64_t)u->simm * 4 : w->pc + u->size;                   \
		return 1;                                                                              \
	}

FAST_BRANCH(s_branch, 1)
FAST_BRANCH(s_cbranch_scc0, !w->scc)
FAST_BRANCH(s_cbranch_scc1, w->scc)
FAST_BRANCH(s_cbranch_vccz, vcc == 0)
FAST_BRANCH(s_cbranch_vccnz, vcc != 0)
FAST_BRANCH(s_cbranch_execz, FAST(exec_of)(w) == 0)
FAST_BRANCH(s_cbranch_execnz, FAST(exec_of)(w) != 0)

static int FAST(s_nop)(struct wave *w, const struct emu_uop *u)
{
	w->pc += u->size;
	return 1;
}

/* The handlers by semantic id. */
static emu_fast_fn FAST(handler)(unsigned int sem)
{
	switch (sem) {
	case GS_SEM_V_ADD_F32: return FAST(v_add_f32);
	case GS_SEM_V_SUB_F32: return FAST(v_sub_f32);
	case GS_SEM_V_SUBREV_F32: return FAST(v_subrev_f32);
	case GS_SEM_V_MUL_F32: return FAST(v_mul_f32);
	case GS_SEM_V_FMA_F32: return FAST(v_fma_f32);
	case GS_SEM_V_FMAC_F32: return FAST(v_fmac_f32);
	case GS_SEM_V_MOV_B32: return FAST(v_mov_b32);
	case GS_SEM_V_ADD_NC_U32: case GS_SEM_V_ADD_U32: return FAST(v_add_u32);
	case GS_SEM_V_SUB_NC_U32: case GS_SEM_V_SUB_U32: return FAST(v_sub_u32);
	case GS_SEM_V_SUBREV_NC_U32: case GS_SEM_V_SUBREV_U32: return FAST(v_subrev_u32);
	case GS_SEM_V_AND_B32: return FAST(v_and_b32);
	case GS_SEM_V_OR_B32: return FAST(v_or_b32);
	case GS_SEM_V_XOR_B32: return FAST(v_xor_b32);
	case GS_SEM_V_LSHLREV_B32: return FAST(v_lshlrev_b32);
	case GS_SEM_V_LSHRREV_B32: return FAST(v_lshrrev_b32);
	case GS_SEM_V_ASHRREV_I32: return FAST(v_ashrrev_i32);
	case GS_SEM_V_MUL_LO_U32: return FAST(v_mul_lo_u32);
	case GS_SEM_V_MUL_U32_U24: return FAST(v_mul_u32_u24);
	case GS_SEM_V_MAD_U32_U24: return FAST(v_mad_u32_u24);
	case GS_SEM_V_LSHL_ADD_U32: return FAST(v_lshl_add_u32);
	case GS_SEM_V_ADD3_U32: return FAST(v_add3_u32);
	case GS_SEM_V_MIN_U32: return FAST(v_min_u32);
	case GS_SEM_V_MAX_U32: return FAST(v_max_u32);
	case GS_SEM_V_MIN_I32: return FAST(v_min_i32);
	case GS_SEM_V_MAX_I32: return FAST(v_max_i32);
	case GS_SEM_V_CVT_F32_U32: return FAST(v_cvt_f32_u32);
	case GS_SEM_V_CVT_F32_I32: return FAST(v_cvt_f32_i32);
	case GS_SEM_V_CNDMASK_B32: return FAST(v_cndmask_b32);
	case GS_SEM_S_MOV_B32: return FAST(s_mov_b32);
	case GS_SEM_S_ADD_U32: case GS_SEM_S_ADD_CO_U32: return FAST(s_add_u32);
	case GS_SEM_S_SUB_U32: case GS_SEM_S_SUB_CO_U32: return FAST(s_sub_u32);
	case GS_SEM_S_ADD_I32: case GS_SEM_S_ADD_CO_I32: return FAST(s_add_i32);
	case GS_SEM_S_SUB_I32: case GS_SEM_S_SUB_CO_I32: return FAST(s_sub_i32);
	case GS_SEM_S_MUL_I32: return FAST(s_mul_i32);
	case GS_SEM_S_AND_B32: return FAST(s_and_b32);
	case GS_SEM_S_OR_B32: return FAST(s_or_b32);
	case GS_SEM_S_XOR_B32: return FAST(s_xor_b32);
	case GS_SEM_S_LSHL_B32: return FAST(s_lshl_b32);
	case GS_SEM_S_LSHR_B32: return FAST(s_lshr_b32);
	case GS_SEM_S_ASHR_I32: return FAST(s_ashr_i32);
	case GS_SEM_S_CSELECT_B32: return FAST(s_cselect_b32);
	case GS_SEM_S_MIN_U32: return FAST(s_min_u32);
	case GS_SEM_S_MAX_U32: return FAST(s_max_u32);
	case GS_SEM_S_MOVK_I32: return FAST(s_movk_i32);
	case GS_SEM_S_CMP_EQ_U32: case GS_SEM_S_CMP_EQ_I32: return FAST(s_cmp_eq_u32);
	case GS_SEM_S_CMP_LG_U32: case GS_SEM_S_CMP_LG_I32: return FAST(s_cmp_lg_u32);
	case GS_SEM_S_CMP_LT_U32: return FAST(s_cmp_lt_u32);
	case GS_SEM_S_CMP_LE_U32: return FAST(s_cmp_le_u32);
	case GS_SEM_S_CMP_GT_U32: return FAST(s_cmp_gt_u32);
	case GS_SEM_S_CMP_GE_U32: return FAST(s_cmp_ge_u32);
	case GS_SEM_S_CMP_LT_I32: return FAST(s_cmp_lt_i32);
	case GS_SEM_S_CMP_LE_I32: return FAST(s_cmp_le_i32);
	case GS_SEM_S_CMP_GT_I32: return FAST(s_cmp_gt_i32);
	case GS_SEM_S_CMP_GE_I32: return FAST(s_cmp_ge_i32);
	case GS_SEM_S_BRANCH: return FAST(s_branch);
	case GS_SEM_S_CBRANCH_SCC0: return FAST(s_cbranch_scc0);
	case GS_SEM_S_CBRANCH_SCC1: return FAST(s_cbranch_scc1);
	case GS_SEM_S_CBRANCH_VCCZ: return FAST(s_cbranch_vccz);
	case GS_SEM_S_CBRANCH_VCCNZ: return FAST(s_cbranch_vccnz);
	case GS_SEM_S_CBRANCH_EXECZ: return FAST(s_cbranch_execz);
	case GS_SEM_S_CBRANCH_EXECNZ: return FAST(s_cbranch_execnz);
	case GS_SEM_S_NOP: return FAST(s_nop);
	case GS_SEM_S_AND_SAVEEXEC_B32: return FAST(s_and_saveexec_b32);
	case GS_SEM_S_AND_SAVEEXEC_B64: return FAST(s_and_saveexec_b64);
	case GS_SEM_S_OR_SAVEEXEC_B32: return FAST(s_or_saveexec_b32);
	case GS_SEM_S_OR_SAVEEXEC_B64: return FAST(s_or_saveexec_b64);
	}
	return NULL;
}

/* The compare handler (chosen by the instruction's parse, not its sem). */
static emu_fast_fn FAST(compare)(void)
{
	return FAST(vcmp);
}
