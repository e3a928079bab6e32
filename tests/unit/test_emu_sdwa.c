// SPDX-License-Identifier: MIT
/*
 * The emulator's sub-dword selects on gfx942 and gfx950 (wave64): SDWA
 * forms of VOP1, VOP2 and VOPC -- every src0_sel/src1_sel with and without
 * sext, every dst_sel with UNUSED_PAD/SEXT/PRESERVE, neg/abs, clamp, omod,
 * SGPR and constant sources, src0 and src1 naming one VGPR with different
 * selects, VOPC writing vcc or an SGPR pair, v_cmpx writing EXEC, a carry
 * out -- and VOP3 op_sel on the gfx9 16-bit ops that take it.  Kernels
 * assembled by gfxshim run on "emu:<target>"; each lane is compared with
 * the selects applied here in C.  Against llvm-mc-22: the emulator decodes
 * llvm's encodings of the same lines and prints llvm's disassembly.  Also:
 * 16-bit VOP2/VOPC operands v128+ are whole VGPRs on gfx9 (no true16), and
 * a clang-22 -O2 uchar4 kernel full of v_add_u16_sdwa/v_or_b32_sdwa.
 */
#include <math.h>

#include "emu/decode.h"
#include "emu/emu.h"
#include "harness.h"
#include "fbits.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"
#include "emu_llvm_dis.h"

#define KD "\t.amdhsa_accum_offset 64\n\t.amdhsa_next_free_vgpr 128\n"
#define NL 64

enum { B0, B1, B2, B3, W0, W1, DW };
enum { PAD, SEXT, PRESERVE };
static const char *const sel_name[] = { "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD" };
static const char *const unused_name[] = { "UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE" };

enum op {
	MOV, ADD_U32, LSHL, MUL_U24, ADD_U16, ADD_F16, CVT_F32_F16, ADD_F32, CVT_UB0, CMP_GT_U32, CMP_GT_I32,
	CMP_LT_F16, CMPX_GT_U32, ADD_CO, CNDMASK,
	/* VOP3 op_sel */
	FMA_F16, MAD_U16, ADD_I16, MAX3_F16, MAD_U32_U16,
};

static const char *const op_name[] = {
	"v_mov_b32", "v_add_u32", "v_lshlrev_b32", "v_mul_u32_u24", "v_add_u16", "v_add_f16", "v_cvt_f32_f16",
	"v_add_f32", "v_cvt_f32_ubyte0", "v_cmp_gt_u32", "v_cmp_gt_i32", "v_cmp_lt_f16", "v_cmpx_gt_u32",
	"v_add_co_u32", "v_cndmask_b32", "v_fma_f16", "v_mad_u16", "v_add_i16", "v_max3_f16", "v_mad_u32_u16",
};

struct sc {
	int op;
	const char *s0, *s1, *s2;   /* operands: v2 v3 v5 (integers), v20 v21 v22 (f16 pairs), v23 v24 (f32), s12, constants */
	int sel0, sext0, sel1, sext1, dsel, unused;
	int neg, abs, clamp, omod;  /* neg/abs: bit per source; omod 1 mul:2, 2 mul:4, 3 div:2 */
	const char *sdst;           /* VOPC: "vcc" or "s[8:9]"; VOP3: op_sel as text */
	unsigned int opsel;         /* VOP3 op_sel bits (src0..2, dst 3) */
};

#define S(op, a, b, s0, x0, s1, x1, d, u) { op, a, b, NULL, s0, x0, s1, x1, d, u, 0, 0, 0, 0, NULL, 0 }
static const struct sc cases[] = {
	/* every src0_sel, zero- and sign-extended */
	S(MOV, "v2", NULL, B0, 0, DW, 0, DW, PAD), S(MOV, "v2", NULL, B1, 1, DW, 0, DW, PAD),
	S(MOV, "v2", NULL, B2, 0, DW, 0, DW, PAD), S(MOV, "v2", NULL, B3, 1, DW, 0, DW, PAD),
	S(MOV, "v2", NULL, W0, 1, DW, 0, DW, PAD), S(MOV, "v2", NULL, W1, 0, DW, 0, DW, PAD),
	S(MOV, "v2", NULL, W1, 1, DW, 0, DW, PAD), S(MOV, "v3", NULL, B2, 1, DW, 0, DW, PAD),
	/* every dst_sel with each dst_unused */
	S(MOV, "v2", NULL, DW, 0, DW, 0, B0, PAD), S(MOV, "v2", NULL, DW, 0, DW, 0, B0, SEXT),
	S(MOV, "v2", NULL, DW, 0, DW, 0, B0, PRESERVE), S(MOV, "v3", NULL, DW, 0, DW, 0, B1, PAD),
	S(MOV, "v3", NULL, DW, 0, DW, 0, B1, SEXT), S(MOV, "v3", NULL, DW, 0, DW, 0, B1, PRESERVE),
	S(MOV, "v2", NULL, DW, 0, DW, 0, B2, PAD), S(MOV, "v2", NULL, DW, 0, DW, 0, B2, SEXT),
	S(MOV, "v2", NULL, DW, 0, DW, 0, B2, PRESERVE), S(MOV, "v3", NULL, DW, 0, DW, 0, B3, PAD),
	S(MOV, "v3", NULL, DW, 0, DW, 0, B3, SEXT), S(MOV, "v3", NULL, DW, 0, DW, 0, B3, PRESERVE),
	S(MOV, "v2", NULL, DW, 0, DW, 0, W0, PAD), S(MOV, "v2", NULL, DW, 0, DW, 0, W0, SEXT),
	S(MOV, "v2", NULL, DW, 0, DW, 0, W0, PRESERVE), S(MOV, "v3", NULL, DW, 0, DW, 0, W1, PAD),
	S(MOV, "v3", NULL, DW, 0, DW, 0, W1, SEXT), S(MOV, "v3", NULL, DW, 0, DW, 0, W1, PRESERVE),
	S(MOV, "v2", NULL, B1, 1, DW, 0, W1, SEXT),
	/* two sources; one VGPR twice; SGPRs and constants */
	S(ADD_U32, "v2", "v3", B0, 0, B1, 0, DW, PAD), S(ADD_U32, "v2", "v3", B1, 1, W1, 1, B2, SEXT),
	S(ADD_U32, "v2", "v3", W0, 0, B2, 1, W1, PRESERVE), S(ADD_U32, "v2", "v2", B0, 0, B1, 0, DW, PAD),
	S(ADD_U32, "v3", "v3", W1, 1, W0, 0, B3, PRESERVE), S(ADD_U32, "s12", "v3", B2, 0, B1, 1, DW, PAD),
	S(ADD_U32, "v2", "s12", B3, 1, W0, 0, W0, SEXT), S(ADD_U32, "v2", "7", B0, 0, B0, 0, DW, PAD),
	S(ADD_U32, "-3", "v3", B0, 0, W1, 0, DW, PAD),
	S(LSHL, "v2", "v3", B0, 0, W1, 0, DW, PAD), S(MUL_U24, "v2", "v3", B0, 1, W1, 0, DW, PAD),
	S(ADD_U16, "v2", "v3", B1, 1, W1, 0, W1, PRESERVE), S(ADD_U16, "v2", "v3", W1, 0, B3, 1, DW, PAD),
	S(CVT_F32_F16, "v20", NULL, W1, 0, DW, 0, DW, PAD), S(CVT_UB0, "v2", NULL, B3, 0, DW, 0, DW, PAD),
	S(CVT_UB0, "v2", NULL, W1, 0, DW, 0, DW, PAD), S(CNDMASK, "v2", "v3", B1, 0, W0, 0, DW, PAD),
	S(ADD_CO, "v2", "v3", DW, 0, W1, 0, W0, PRESERVE),
	/* float modifiers */
	{ ADD_F16, "v20", "v21", NULL, W1, 0, W0, 0, W1, PRESERVE, 1, 2, 0, 0, NULL, 0 },
	{ ADD_F16, "v21", "v20", NULL, W0, 0, W1, 0, W0, SEXT, 2, 1, 0, 1, NULL, 0 },
	{ ADD_F16, "v20", "v22", NULL, W1, 0, W1, 0, DW, PAD, 0, 0, 1, 0, NULL, 0 },
	{ ADD_F32, "v23", "v24", NULL, DW, 0, DW, 0, DW, PAD, 1, 2, 1, 3, NULL, 0 },
	{ ADD_F32, "v23", "v24", NULL, DW, 0, DW, 0, DW, PAD, 2, 0, 0, 1, NULL, 0 },
	/* VOPC */
	{ CMP_GT_U32, "v2", "v3", NULL, B0, 0, B1, 0, DW, PAD, 0, 0, 0, 0, "vcc", 0 },
	{ CMP_GT_I32, "v2", "v3", NULL, B1, 1, W1, 1, DW, PAD, 0, 0, 0, 0, "s[8:9]", 0 },
	{ CMP_LT_F16, "v20", "v21", NULL, W1, 0, W0, 0, DW, PAD, 1, 2, 0, 0, "vcc", 0 },
	{ CMPX_GT_U32, "v2", "v3", NULL, B2, 0, B0, 0, DW, PAD, 0, 0, 0, 0, "s[8:9]", 0 },
	/* VOP3 op_sel */
	{ FMA_F16, "v20", "v21", "v22", DW, 0, DW, 0, DW, PAD, 0, 0, 0, 0, "op_sel:[1,0,1,1]", 0xd },
	{ FMA_F16, "v20", "v21", "v22", DW, 0, DW, 0, DW, PAD, 0, 0, 0, 0, "op_sel:[0,1,0,1]", 0xa },
	{ MAD_U16, "v2", "v3", "v5", DW, 0, DW, 0, DW, PAD, 0, 0, 0, 0, "op_sel:[1,1,0,1]", 0xb },
	{ ADD_I16, "v2", "v3", NULL, DW, 0, DW, 0, DW, PAD, 0, 0, 0, 0, "op_sel:[1,0,1]", 0x9 },
	{ MAX3_F16, "v20", "v21", "v22", DW, 0, DW, 0, DW, PAD, 0, 0, 0, 0, "op_sel:[0,1,1,1]", 0xe },
	{ MAD_U32_U16, "v2", "v3", "v5", DW, 0, DW, 0, DW, PAD, 0, 0, 0, 0, "op_sel:[1,1,0,0]", 0x3 },
};
#define NCASES ((unsigned int)(sizeof(cases) / sizeof(cases[0])))

static const uint64_t VCC_IN = 0x3c5a96f00ff0a55aull, SD_IN = 0x5a5a0ff0c3c3a5a5ull;
static const uint64_t execs[] = { ~0ull, 0xf0f0ffff7ffe0ffeull };
static uint32_t R[3][NL], H[3][NL], F[2][NL], SV;

/* f16 <-> double for the exactly representable values the tests use. */
static double h2d(uint32_t h)
{
	int e = (int)(h >> 10 & 31);
	double m = (double)(h & 0x3ff);
	double v = e ? ldexp(1024.0 + m, e - 25) : ldexp(m, -24);

	return h & 0x8000 ? -v : v;
}

static uint32_t d2h(double v)
{
	uint32_t s = signbit(v) ? 0x8000u : 0;
	int e;
	double m;

	v = fabs(v);
	if (v == 0)
		return s;
	m = frexp(v, &e);  /* v = m * 2^e, m in [0.5, 1) */
	return s | (uint32_t)(e + 14) << 10 | ((uint32_t)ldexp(m, 11) & 0x3ff);
}

static uint32_t raw(const char *name, unsigned int l)
{
	if (!strcmp(name, "s12"))
		return SV;
	if (name[0] != 'v')
		return (uint32_t)atoi(name);
	switch (atoi(name + 1)) {
	case 2: return R[0][l];
	case 3: return R[1][l];
	case 5: return R[2][l];
	case 20: return H[0][l];
	case 21: return H[1][l];
	case 22: return H[2][l];
	case 23: return F[0][l];
	default: return F[1][l];
	}
}

static uint32_t sel_of(uint32_t v, int sel, int sext)
{
	unsigned int bits = sel < W0 ? 8 : sel < DW ? 16 : 32, sh = sel < W0 ? 8u * (unsigned int)sel : sel < DW ? 16u * (unsigned int)(sel - W0) : 0;

	if (bits == 32)
		return v;
	v = (v >> sh) & ((1u << bits) - 1);
	if (sext && (v >> (bits - 1)))
		v |= ~0u << bits;
	return v;
}

static uint32_t merge(uint32_t old, uint32_t r, int dsel, int unused)
{
	unsigned int bits = dsel < W0 ? 8 : dsel < DW ? 16 : 32, sh = dsel < W0 ? 8u * (unsigned int)dsel : dsel < DW ? 16u * (unsigned int)(dsel - W0) : 0;
	uint32_t m, f;

	if (bits == 32)
		return r;
	m = ((1u << bits) - 1) << sh;
	f = (r << sh) & m;
	if (unused == PRESERVE)
		return (old & ~m) | f;
	if (unused == SEXT && sh + bits < 32 && (f >> (sh + bits - 1) & 1))
		f |= ~0u << (sh + bits);
	return f;
}

static double fmod16(uint32_t h, const struct sc *c, int i)
{
	if (c->abs >> i & 1)
		h &= 0x7fff;
	if (c->neg >> i & 1)
		h ^= 0x8000;
	return h2d(h & 0xffff);
}

static double omod_clamp(double v, const struct sc *c)
{
	v = c->omod == 1 ? v * 2 : c->omod == 2 ? v * 4 : c->omod == 3 ? v / 2 : v;
	return c->clamp ? (v < 0 ? 0 : v > 1 ? 1 : v) : v;
}

/* Lane l of case c: the new destination (from old) and the lane-mask bit. */
static uint32_t model(const struct sc *c, unsigned int l, uint32_t old, int *bit)
{
	uint32_t a = sel_of(raw(c->s0, l), c->sel0, c->sext0), b = c->s1 ? sel_of(raw(c->s1, l), c->sel1, c->sext1) : 0;
	uint32_t z = c->s2 ? raw(c->s2, l) : 0, r, x[3];
	uint64_t s;

	*bit = 0;
	for (int i = 0; i < 3; i++)  /* op_sel: the selected halves */
		x[i] = (i == 0 ? a : i == 1 ? b : z) >> (c->opsel >> i & 1 ? 16 : 0) & 0xffff;
	switch (c->op) {
	case MOV: r = a; break;
	case ADD_U32: r = a + b; break;
	case LSHL: r = b << (a & 31); break;
	case MUL_U24: r = (a & 0xffffff) * (b & 0xffffff); break;
	case ADD_U16: r = (a + b) & 0xffff; break;
	case ADD_F16: r = d2h(omod_clamp(fmod16(a, c, 0) + fmod16(b, c, 1), c)); break;
	case CVT_F32_F16: r = fb((float)h2d(a & 0xffff)); break;
	case ADD_F32: {
		float p = bf(c->abs & 1 ? a & 0x7fffffff : a), q = bf(c->abs & 2 ? b & 0x7fffffff : b);

		p = c->neg & 1 ? -p : p;
		q = c->neg & 2 ? -q : q;
		r = fb((float)omod_clamp((double)(p + q), c));
		break;
	}
	case CVT_UB0: r = fb((float)(a & 0xff)); break;
	case CMP_GT_U32: case CMPX_GT_U32: *bit = a > b; return old;
	case CMP_GT_I32: *bit = (int32_t)a > (int32_t)b; return old;
	case CMP_LT_F16: *bit = fmod16(a, c, 0) < fmod16(b, c, 1); return old;
	case ADD_CO:
		s = (uint64_t)a + b;
		r = (uint32_t)s;
		*bit = (int)(s >> 32);
		break;
	case CNDMASK: r = VCC_IN >> l & 1 ? b : a; break;
	case FMA_F16: r = d2h(h2d(x[0]) * h2d(x[1]) + h2d(x[2])); break;
	case MAD_U16: r = (x[0] * x[1] + x[2]) & 0xffff; break;
	case ADD_I16: r = (x[0] + x[1]) & 0xffff; break;
	case MAX3_F16: r = d2h(fmax(fmax(h2d(x[0]), h2d(x[1])), h2d(x[2]))); break;
	default: r = x[0] * x[1] + z; break;  /* v_mad_u32_u16: 32-bit src2 */
	}
	if (c->opsel >> 3 & 1)  /* op_sel dst: the high half, the low one kept */
		return (old & 0xffff) | r << 16;
	return merge(old, r, c->dsel, c->unused);
}

static int vopc(const struct sc *c)
{
	return c->op >= CMP_GT_U32 && c->op <= CMPX_GT_U32;
}

/* "-|sext(v2)|" for source i. */
static void opnd(const struct sc *c, int i, char *buf, size_t size)
{
	const char *n = i == 0 ? c->s0 : i == 1 ? c->s1 : c->s2;
	int sx = i == 0 ? c->sext0 : c->sext1;
	char t[40];

	snprintf(t, sizeof(t), sx ? "sext(%s)" : "%s", n);
	snprintf(buf, size, "%s%s%s%s", c->neg >> i & 1 ? "-" : "", c->abs >> i & 1 ? "|" : "", t,
		 c->abs >> i & 1 ? "|" : "");
}

static void text_of(const struct sc *c, unsigned int vd, char *buf, size_t size)
{
	static const char *const om[] = { "", " mul:2", " mul:4", " div:2" };
	char a[40], b[40], z[40], d[16];
	size_t n;

	opnd(c, 0, a, sizeof(a));
	if (c->s1)
		opnd(c, 1, b, sizeof(b));
	if (c->s2)
		opnd(c, 2, z, sizeof(z));
	snprintf(d, sizeof(d), "v%u", vd);
	if (c->opsel) {  /* VOP3 */
		snprintf(buf, size, "%s %s, %s, %s%s%s %s", op_name[c->op], d, a, b, c->s2 ? ", " : "", c->s2 ? z : "",
			 c->sdst);
		return;
	}
	n = (size_t)snprintf(buf, size, "%s_sdwa %s%s, %s", op_name[c->op], vopc(c) ? c->sdst : d,
			     c->op == ADD_CO ? ", vcc" : "", a);
	if (c->s1)
		n += (size_t)snprintf(buf + n, size - n, ", %s", b);
	if (c->op == CNDMASK)
		n += (size_t)snprintf(buf + n, size - n, ", vcc");
	n += (size_t)snprintf(buf + n, size - n, "%s%s", c->clamp ? " clamp" : "", om[c->omod]);
	if (!vopc(c))
		n += (size_t)snprintf(buf + n, size - n, " dst_sel:%s dst_unused:%s", sel_name[c->dsel],
				      unused_name[c->unused]);
	n += (size_t)snprintf(buf + n, size - n, " src0_sel:%s", sel_name[c->sel0]);
	if (c->s1)
		snprintf(buf + n, size - n, " src1_sel:%s", sel_name[c->sel1]);
}

static void fill(uint32_t seed)
{
	static const int small[] = { -7, -2, -1, 0, 1, 2, 3, 5, 6, 12, -12, 4, -4, 8, 7, 9 };

	for (unsigned int l = 0; l < NL; l++) {
		for (int i = 0; i < 3; i++) {
			R[i][l] = emu_xs(&seed);
			H[i][l] = d2h(small[emu_xs(&seed) % 16]) | d2h(small[emu_xs(&seed) % 16]) << 16;
		}
		for (int i = 0; i < 2; i++)
			F[i][l] = fb((float)small[emu_xs(&seed) % 16] * 0.5f);
	}
	SV = emu_xs(&seed);
}

#define CHUNK 16u

/* Cases [k0, k0 + CHUNK) on one kernel: case k writes v4 (old: 0x7e00_0000 |
 * k << 16 | lane), then stores v4, vcc, s[8:9] and EXEC as 0/1 values. */
static void t_chunk(struct emu_env *e, unsigned int k0, uint64_t exec)
{
	static char body[65536];
	static const unsigned int in_reg[] = { 2, 3, 5, 20, 21, 22, 23, 24 };
	uint32_t *in = emu_in(e);
	const uint32_t *out = emu_out(e);
	unsigned int kn = k0 + CHUNK < NCASES ? k0 + CHUNK : NCASES, bad = 0;
	char first[400] = "";
	size_t n = 0;

	for (unsigned int l = 0; l < NL; l++) {
		for (int i = 0; i < 3; i++) {
			in[64 * i + l] = R[i][l];
			in[64 * (3 + i) + l] = H[i][l];
		}
		in[64 * 6 + l] = F[0][l];
		in[64 * 7 + l] = F[1][l];
	}
	memset(emu_out(e), 0, EMU_BUF);
	n += (size_t)snprintf(body + n, sizeof(body) - n,
			      "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n"
			      "\ts_mov_b32 s12, 0x%x\n\ts_waitcnt lgkmcnt(0)\n", SV);
	for (unsigned int i = 0; i < 8; i++)
		n += (size_t)snprintf(body + n, sizeof(body) - n, "\tglobal_load_dword v%u, v1, s[4:5] offset:%u\n",
				      in_reg[i], 256 * i);
	n += (size_t)snprintf(body + n, sizeof(body) - n, "\ts_waitcnt vmcnt(0)\n");
	for (unsigned int k = k0; k < kn; k++) {
		char t[300];

		text_of(&cases[k], 4, t, sizeof(t));
		n += (size_t)snprintf(body + n, sizeof(body) - n,
				      "\tv_or_b32 v4, 0x%x, v0\n"
				      "\ts_mov_b32 vcc_lo, 0x%x\n\ts_mov_b32 vcc_hi, 0x%x\n"
				      "\ts_mov_b32 s8, 0x%x\n\ts_mov_b32 s9, 0x%x\n"
				      "\ts_mov_b32 exec_lo, 0x%x\n\ts_mov_b32 exec_hi, 0x%x\n"
				      "\t%s\n"
				      "\ts_mov_b64 s[10:11], exec\n\ts_mov_b64 exec, -1\n"
				      "\tv_cndmask_b32_e64 v8, 0, 1, vcc\n\tv_cndmask_b32_e64 v9, 0, 1, s[8:9]\n"
				      "\tv_cndmask_b32_e64 v10, 0, 1, s[10:11]\n",
				      0x7e000000u | k << 16, (uint32_t)VCC_IN, (uint32_t)(VCC_IN >> 32), (uint32_t)SD_IN,
				      (uint32_t)(SD_IN >> 32), (uint32_t)exec, (uint32_t)(exec >> 32), t);
		for (unsigned int i = 0; i < 4; i++) {
			unsigned int j = 4 * (k - k0) + i;

			n += (size_t)snprintf(body + n, sizeof(body) - n,
					      "\tv_add_u32 v6, 0x%x, v1\n\tglobal_store_dword v6, v%u, s[6:7]\n", 256 * j,
					      i ? 7 + i : 4);
		}
	}
	if (!emu_run_ok(e, "SDWA/op_sel cases", body, KD, 1, 64))
		return;
	for (unsigned int k = k0; k < kn; k++) {
		const struct sc *c = &cases[k];

		for (unsigned int l = 0; l < NL; l++) {
			uint32_t old = 0x7e000000u | k << 16 | l, want[4], got[4];
			int bit = 0, act = (int)(exec >> l & 1);

			want[0] = act ? model(c, l, old, &bit) : old;
			want[1] = (uint32_t)(VCC_IN >> l & 1);
			want[2] = (uint32_t)(SD_IN >> l & 1);
			want[3] = (uint32_t)act;
			if (vopc(c) && !strcmp(c->sdst, "vcc"))
				want[1] = (uint32_t)(act && bit);
			else if (vopc(c))
				want[2] = (uint32_t)(act && bit);
			if (c->op == CMPX_GT_U32)
				want[3] = (uint32_t)(act && bit);
			if (c->op == ADD_CO)
				want[1] = (uint32_t)(act && bit);
			for (unsigned int i = 0; i < 4; i++)
				got[i] = out[64 * (4 * (k - k0) + i) + l];
			if (!memcmp(got, want, sizeof(want)))
				continue;
			if (!bad++) {
				char t[300];

				text_of(c, 4, t, sizeof(t));
				snprintf(first, sizeof(first), "%s: lane %u got 0x%08x vcc %u sdst %u exec %u, want 0x%08x %u %u %u",
					 t, l, got[0], got[1], got[2], got[3], want[0], want[1], want[2], want[3]);
			}
		}
	}
	CHECK(bad == 0, "%s: cases %u-%u (exec 0x%016llx) give the C model's values in all 64 lanes (%u wrong%s%s)",
	      e->tname, k0, kn - 1, (unsigned long long)exec, bad, bad ? "; first: " : "", first);
}

/* ---------------------------------------------------------------- clang */

/* uchar4 math: clang-22 -O2 adds bytes with v_add_u16_sdwa (src0_sel
 * BYTE_1/BYTE_3/WORD_1, dst_sel:BYTE_1) and packs them back with
 * v_or_b32_sdwa (src0_sel:BYTE_0/WORD_0, dst_sel:WORD_1). */
static const char bytes_cl[] =
	"kernel void bytes(global const uchar4 *a, global const uchar4 *b, global uchar4 *o)\n"
	"{\n"
	"\tuint l = __builtin_amdgcn_workitem_id_x();\n"
	"\tuchar4 x = a[l], y = b[l];\n"
	"\to[l] = (x & y) + (x >> (uchar4)2);\n"
	"}\n";

static void t_clang(struct emu_env *e)
{
	char dir[256], cmd[1400], path[300];
	uint64_t args[64] = { 0 };
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	struct gs_module *m = NULL;
	struct gs_error err = { 0 };
	uint8_t *img;
	size_t len = 0;
	char *asm_text;
	int st;
	uint32_t seed = 99, *in = emu_in(e);

	if (!tu_tmpdir(dir, sizeof(dir))) {
		CHECK(1, "# SKIP %s: no temporary directory", e->tname);
		return;
	}
	snprintf(path, sizeof(path), "%s/bytes.cl", dir);
	tu_write_file(path, bytes_cl, strlen(bytes_cl));
	snprintf(cmd, sizeof(cmd),
		 "cd %s && clang-22 -x cl -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=%s -O2 -Wno-everything -S bytes.cl -o bytes.s && "
		 "clang-22 -x cl -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=%s -O2 -Wno-everything -c bytes.cl -o bytes.o && "
		 "ld.lld-22 -shared bytes.o -o bytes.co 2>&1",
		 dir, e->tname, e->tname);
	free(tu_run(cmd, &st));
	snprintf(path, sizeof(path), "%s/bytes.co", dir);
	img = st == 0 ? (uint8_t *)tu_read_file(path, &len) : NULL;
	snprintf(path, sizeof(path), "%s/bytes.s", dir);
	asm_text = img ? tu_read_file(path, &(size_t){ 0 }) : NULL;
	if (!img || !asm_text) {
		CHECK(1, "# SKIP %s: clang-22 or ld.lld-22 did not build the OpenCL kernel", e->tname);
		goto out;
	}
	CHECK(strstr(asm_text, "v_add_u16_sdwa") && strstr(asm_text, "v_or_b32_sdwa"), "%s: clang-22 -O2 emits v_add_u16_sdwa and v_or_b32_sdwa for the uchar4 kernel", e->tname);
	for (unsigned int i = 0; i < 128; i++)
		in[i] = emu_xs(&seed);
	memset(emu_out(e), 0, EMU_BUF);
	args[0] = e->in->va;
	args[1] = e->in->va + 256;
	args[2] = e->out->va;
	ld.grid[0] = ld.grid[1] = ld.grid[2] = 1;
	ld.block[0] = 64;
	ld.block[1] = ld.block[2] = 1;
	ld.kernarg = args;
	ld.kernarg_size = 3 * sizeof(args[0]);  /* a, b, out: gs_launch adds the hidden arguments */
	st = gs_module_load(e->dev, img, len, &m, &err);
	if (!st)
		st = gs_launch(e->dev, m, &ld, NULL, &err);
	if (st == GS_ERR_UNSUPPORTED && strstr(err.msg, "not emulated") && !strstr(err.msg, "_sdwa")) {
		/* another instruction of the kernel (gfx950's v_bitop3_b16) is not emulated yet */
		CHECK(1, "# SKIP %s: the clang-22 uchar4 kernel stops at an instruction outside SDWA: %s", e->tname,
		      err.msg);
	} else if (CHECK(st == GS_OK, "%s: the clang-22 uchar4 kernel runs (%s)", e->tname, st ? err.msg : "ok")) {
		unsigned int bad = 0, first = 0;
		uint32_t want = 0;

		for (unsigned int l = 0; l < NL; l++) {
			uint32_t w = 0;

			for (unsigned int k = 0; k < 4; k++) {
				uint32_t x = in[l] >> (8 * k) & 0xff, y = in[64 + l] >> (8 * k) & 0xff;

				w |= (((x & y) + (x >> 2)) & 0xff) << (8 * k);
			}
			if (emu_out(e)[l] != w && !bad++) {
				first = l;
				want = w;
			}
		}
		CHECK(bad == 0, "%s: clang-22 uchar4 (x & y) + (x >> 2) equals the C model (%u wrong; first lane %u got 0x%08x, want 0x%08x)",
		      e->tname, bad, first, emu_out(e)[first], want);
	}
	gs_module_free(m);
out:
	free(img);
	free(asm_text);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	free(tu_run(cmd, &st));
}

/* gfx9 has no true16: 16-bit VOP1/VOP2/VOPC operands v128+ are whole VGPRs
 * (gfx11 would read v130 as v2.h), in e32, DPP and SDWA forms. */
static void t_high_vgprs(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n\ts_waitcnt lgkmcnt(0)\n"
		"\tglobal_load_dword v130, v1, s[4:5]\n\tglobal_load_dword v131, v1, s[4:5] offset:256\n"
		"\tv_or_b32 v200, 0x7e000000, v0\n\tv_or_b32 v201, 0x7e010000, v0\n\tv_or_b32 v202, 0x7e020000, v0\n"
		"\ts_waitcnt vmcnt(0)\n\ts_nop 1\n"
		"\tv_add_f16 v200, v130, v131\n"
		"\tv_add_f16_dpp v201, v130, v131 quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n"
		"\tv_add_f16_sdwa v202, v130, v131 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:WORD_1 src1_sel:WORD_0\n"
		"\tv_cmp_lt_f16 vcc, v130, v131\n"
		"\tv_cndmask_b32_e64 v203, 0, 1, vcc\n"
		"\tglobal_store_dword v1, v200, s[6:7]\n\tglobal_store_dword v1, v201, s[6:7] offset:256\n"
		"\tglobal_store_dword v1, v202, s[6:7] offset:512\n\tglobal_store_dword v1, v203, s[6:7] offset:768\n";
	const uint32_t *out = emu_out(e);
	unsigned int bad = 0, first = 0;

	fill(5);
	memcpy(emu_in(e), H[0], sizeof(H[0]));
	memcpy(emu_in(e) + 64, H[1], sizeof(H[1]));
	memset(emu_out(e), 0, EMU_BUF);
	if (!emu_run_ok(e, "16-bit VOP2/VOPC on v128+", body,
			"\t.amdhsa_accum_offset 256\n\t.amdhsa_next_free_vgpr 256\n", 1, 64))
		return;
	for (unsigned int l = 0; l < NL; l++) {
		uint32_t a = H[0][l], b = H[1][l], q = H[0][l ^ 1];
		uint32_t want[4] = {
			d2h(h2d(a & 0xffff) + h2d(b & 0xffff)),
			d2h(h2d(q & 0xffff) + h2d(b & 0xffff)),
			((0x7e020000u | l) & 0xffff) | d2h(h2d(a >> 16) + h2d(b & 0xffff)) << 16,
			h2d(a & 0xffff) < h2d(b & 0xffff),
		};

		for (unsigned int i = 0; i < 4; i++)
			if (out[64 * i + l] != want[i] && !bad++)
				first = 64 * i + l;
	}
	CHECK(bad == 0, "%s: v_add_f16 e32/DPP/SDWA and v_cmp_lt_f16 on v130, v131 -> v200.. read whole VGPRs (%u wrong; first out[%u] = 0x%08x)",
	      e->tname, bad, first, out[first]);
}

static void tests(struct emu_env *e)
{
	t_clang(e);
	t_high_vgprs(e);
	for (size_t x = 0; x < sizeof(execs) / sizeof(execs[0]); x++) {
		fill(77u + (uint32_t)x);
		for (unsigned int k0 = 0; k0 < NCASES; k0 += CHUNK)
			t_chunk(e, k0, execs[x]);
	}
}

/* ---------------------------------------------------------------- llvm */

/* Every case's line: llvm-mc-22 encodes it, the emulator decodes the bytes
 * (SDWA: as SDWA) and prints llvm-mc-22 --disassemble's text. */
static int sdwa_accept(const struct gs_inst *in, unsigned int i, const void *ctx)
{
	(void)ctx;
	return in->dpp == (cases[i].opsel ? 0 : EMU_SDWA) && in->opsel == (cases[i].opsel & 15);
}

static void t_llvm(const char *tname)
{
	static char input[32768];
	struct lo_dis_result r;
	size_t n = 0;

	for (unsigned int k = 0; k < NCASES; k++) {
		char tx[300];

		text_of(&cases[k], 4 + k % 5, tx, sizeof(tx));
		n += (size_t)snprintf(input + n, sizeof(input) - n, "%s\n", tx);
	}
	lo_emu_gfx9_vs_llvm(tname, input, NCASES, sdwa_accept, NULL, &r);
	if (!r.ran) {
		CHECK(1, "# SKIP %s: llvm-mc-22 did not run", tname);
		return;
	}
	CHECK(r.checked == NCASES && r.bad == 0,
	      "%s: %u of %u SDWA/op_sel lines assembled by llvm-mc-22 decode so and print as llvm-mc-22 --disassemble does (%u wrong%s%s)",
	      tname, r.checked, NCASES, r.bad, r.first[0] ? "; first: " : "", r.first);
}

int main(void)
{
	static const char *const targets[] = { "gfx942", "gfx950" };

	(void)t_fmt;
	if (lo_setup()) {
		for (size_t i = 0; i < 2; i++)
			t_llvm(targets[i]);
		lo_cleanup();
	}
	return emu_main_on("gfx942 gfx950", tests, "test_emu_sdwa.s");
}
