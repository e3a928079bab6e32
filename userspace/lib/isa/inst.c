// SPDX-License-Identifier: MIT
/* Per-generation instruction tables (generated) and lookups. */
#include <math.h>
#include <string.h>

#include "isa/inst.h"
#include "isa/tab_fmt.h"
#include "isa/isa_int.h"

extern const struct gs_isa gsi_isa_gfx11;
extern const struct gs_isa gsi_isa_gfx12;
extern const struct gs_isa gsi_isa_gfx9;

const uint32_t gsi_inline_f32[GSI_NINLINE_FLOATS] = {
	0x3f000000, 0xbf000000, 0x3f800000, 0xbf800000, 0x40000000,
	0xc0000000, 0x40800000, 0xc0800000, 0x3e22f983,
};
const uint16_t gsi_inline_f16[GSI_NINLINE_FLOATS] = {
	0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000, 0xc000, 0x4400, 0xc400, 0x3118,
};
const uint16_t gsi_inline_bf16[GSI_NINLINE_FLOATS] = {
	0x3f00, 0xbf00, 0x3f80, 0xbf80, 0x4000, 0xc000, 0x4080, 0xc080, 0x3e22,
};
const uint64_t gsi_inline_f64[GSI_NINLINE_FLOATS] = {
	0x3fe0000000000000ull, 0xbfe0000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull,
	0x4000000000000000ull, 0xc000000000000000ull, 0x4010000000000000ull, 0xc010000000000000ull,
	0x3fc45f306dc9c882ull,
};
const char *const gsi_inline_text[GSI_NINLINE_FLOATS] = {
	"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494",
};

const struct gs_isa *gsi_isa_for(const struct gs_target *t)
{
	if (!t)
		return NULL;
	switch (t->gen) {
	case GS_GEN_GFX11:
		return &gsi_isa_gfx11;
	case GS_GEN_GFX12:
		return &gsi_isa_gfx12;
	default:
		return NULL;
	}
}

/* gfx9's table serves the emulator only: the assembler and disassembler must
 * not see it (they would take their hand-shaped path for gfx9). */
const struct gs_isa *gsi_isa_exec_for(const struct gs_target *t)
{
	if (t && t->gen == GS_GEN_GFX9)
		return &gsi_isa_gfx9;
	return gsi_isa_for(t);
}

const struct gs_isa *gsi_isa_nth(unsigned int i)
{
	static const struct gs_isa *const all[] = { &gsi_isa_gfx9, &gsi_isa_gfx11, &gsi_isa_gfx12 };

	return i < sizeof(all) / sizeof(all[0]) ? all[i] : NULL;
}

/*
 * Each table's aliases in name order (stable: of equal names the first
 * listed comes first), built once: every mnemonic the hand-shaped tables
 * lack (the table-driven layer's) is looked up among them per line.
 */
enum { ALIAS_ISAS = 3, ALIAS_MAX = 512 };  /* gsi_isa_nth's tables; others walk */
static uint16_t alias_sorted[ALIAS_ISAS][ALIAS_MAX];
static unsigned int alias_count[ALIAS_ISAS];
static int alias_ok[ALIAS_ISAS];
static struct gsi_once alias_once[ALIAS_ISAS] = { GSI_ONCE_INIT, GSI_ONCE_INIT, GSI_ONCE_INIT };

static void alias_build(unsigned int k)
{
	const struct gs_isa *isa = gsi_isa_nth(k);
	unsigned int n = 0;

	if (!isa)
		return;
	while (isa->aliases[n].alias && n < ALIAS_MAX)
		n++;
	if (isa->aliases[n].alias)
		return;  /* too many: left to the walk */
	for (unsigned int i = 0; i < n; i++) {  /* insertion sort: stable */
		unsigned int j = i;

		while (j && strcmp(isa->aliases[alias_sorted[k][j - 1]].alias, isa->aliases[i].alias) > 0) {
			alias_sorted[k][j] = alias_sorted[k][j - 1];
			j--;
		}
		alias_sorted[k][j] = (uint16_t)i;
	}
	alias_count[k] = n;
	alias_ok[k] = 1;
}

static void alias_build0(void) { alias_build(0); }
static void alias_build1(void) { alias_build(1); }
static void alias_build2(void) { alias_build(2); }

/* The first alias entry of the table named name; NULL if none, or (*walk)
 * when the table has no sorted index.  A table's index is built when it is
 * first asked. */
static const struct gs_isa_alias *alias_find(const struct gs_isa *isa, const char *name, int *walk)
{
	static void (*const build[ALIAS_ISAS])(void) = { alias_build0, alias_build1, alias_build2 };

	*walk = 1;
	for (unsigned int k = 0; k < ALIAS_ISAS; k++) {
		unsigned int lo = 0, hi;

		if (gsi_isa_nth(k) != isa)
			continue;
		if (gsi_once(&alias_once[k], build[k]) != 0 || !alias_ok[k])
			return NULL;
		*walk = 0;
		hi = alias_count[k];
		while (lo < hi) {  /* the first >= name */
			unsigned int mid = (lo + hi) / 2;

			if (strcmp(isa->aliases[alias_sorted[k][mid]].alias, name) < 0)
				lo = mid + 1;
			else
				hi = mid;
		}
		return lo < alias_count[k] && !strcmp(isa->aliases[alias_sorted[k][lo]].alias, name)
		       ? &isa->aliases[alias_sorted[k][lo]] : NULL;
	}
	return NULL;
}

const struct gs_isa_op *gsi_isa_by_name(const struct gs_isa *isa, const char *name)
{
	unsigned int lo = 0, hi = isa->n_ops;

	while (lo < hi) {  /* binary search in the generated name order */
		unsigned int mid = (lo + hi) / 2;
		const struct gs_isa_op *op = &isa->ops[isa->by_name[mid]];
		int c = strcmp(op->name, name);

		if (c == 0)
			return op;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	{
		int walk;
		const struct gs_isa_alias *a = alias_find(isa, name, &walk);

		if (a)
			return gsi_isa_by_name(isa, a->name);
		if (!walk)
			return NULL;
	}
	/* a table without the sorted index: the list in order */
	for (const struct gs_isa_alias *a = isa->aliases; a->alias; a++)
		if (gsi_streq(a->alias, name))
			return gsi_isa_by_name(isa, a->name);
	return NULL;
}

const char *gsi_isa_alias_name(const struct gs_isa_alias *list, const char *name)
{
	for (const struct gs_isa_alias *a = list; a->alias; a++)
		if (strcmp(a->alias, name) == 0)
			return a->name;
	return NULL;
}

const struct gs_isa_op *gsi_isa_by_opcode(const struct gs_isa *isa, enum gs_enc enc,
					 unsigned int opcode)
{
	for (unsigned int i = 0; i < isa->n_ops; i++) {
		const struct gs_isa_op *op = &isa->ops[i];

		if (enc == GS_ENC_VOP3 ? (op->enc == GS_ENC_VOP3 ? op->opcode == opcode
								 : op->op3 == opcode)
				       : (op->enc == enc && op->opcode == opcode))
			return op;
	}
	return NULL;
}

/* A/B: 16 elements per lane on RDNA3 (replicated across the lane halves),
 * K/2 on RDNA4 (K split between them), half that in wave64; 16-bit elements
 * pack two per VGPR, 8-bit four, 4-bit eight.  C/D: 8 results per lane in
 * wave32, 4 in wave64; 32-bit ones take a VGPR each, 16-bit ones one
 * halfword of a VGPR each on RDNA3 (OPSEL[2] picks which) and two per VGPR
 * on RDNA4 (seed 000 section 3; AMD's matrix instruction calculator for
 * the 8- and 4-bit inputs, llvm-mc-22's operand sizes). */
int gsi_wmma_shape(unsigned int sem, enum gs_gen gen, int wave64, struct gs_wmma_shape *s)
{
	unsigned int nel;

	s->k = 16;
	switch (sem) {
	case GS_SEM_V_WMMA_F32_16X16X16_F16: s->type = GS_WMMA_F32_F16; s->ebits = 16; break;
	case GS_SEM_V_WMMA_F32_16X16X16_BF16: s->type = GS_WMMA_F32_BF16; s->ebits = 16; break;
	case GS_SEM_V_WMMA_F16_16X16X16_F16: s->type = GS_WMMA_F16_F16; s->ebits = 16; break;
	case GS_SEM_V_WMMA_BF16_16X16X16_BF16: s->type = GS_WMMA_BF16_BF16; s->ebits = 16; break;
	case GS_SEM_V_WMMA_I32_16X16X16_IU8: s->type = GS_WMMA_I32_IU8; s->ebits = 8; break;
	case GS_SEM_V_WMMA_I32_16X16X16_IU4: s->type = GS_WMMA_I32_IU4; s->ebits = 4; break;
	case GS_SEM_V_WMMA_I32_16X16X32_IU4: s->type = GS_WMMA_I32_IU4; s->ebits = 4; s->k = 32; break;
	case GS_SEM_V_WMMA_F32_16X16X16_FP8_FP8: s->type = GS_WMMA_F32_FP8_FP8; s->ebits = 8; break;
	case GS_SEM_V_WMMA_F32_16X16X16_FP8_BF8: s->type = GS_WMMA_F32_FP8_BF8; s->ebits = 8; break;
	case GS_SEM_V_WMMA_F32_16X16X16_BF8_FP8: s->type = GS_WMMA_F32_BF8_FP8; s->ebits = 8; break;
	case GS_SEM_V_WMMA_F32_16X16X16_BF8_BF8: s->type = GS_WMMA_F32_BF8_BF8; s->ebits = 8; break;
	default: return 0;
	}
	s->cd16 = s->type == GS_WMMA_F16_F16 || s->type == GS_WMMA_BF16_BF16;
	if (gen == GS_GEN_GFX11) {
		nel = 16;
		s->ncd = wave64 ? 4 : 8;
	} else {
		nel = s->k / (wave64 ? 4 : 2);
		s->ncd = (wave64 ? 4 : 8) / (s->cd16 ? 2 : 1);
	}
	s->nab = nel * s->ebits / 32;
	if (s->nab == 0)
		s->nab = 1;
	return 1;
}

/* SWMMAC (gfx12): per lane in wave32, A holds half of the lane's 16 (32 for
 * 16x16x64) K elements, B all of them, D 8 results (two per VGPR when
 * 16-bit); wave64 halves A, B and D.  Index sets per VGPR: AMD's matrix
 * instruction calculator (ROCm/amd_matrix_instruction_calculator, RDNA4),
 * and llvm-mc-22's index_key range. */
int gsi_swmmac_shape(unsigned int sem, enum gs_gen gen, int wave64, struct gs_swmmac_shape *s)
{
	unsigned int w = wave64 ? 2 : 1;

	if (gen != GS_GEN_GFX12)
		return 0;
	s->k = 32;
	switch (sem) {
	case GS_SEM_V_SWMMAC_F32_16X16X32_F16: s->type = GS_WMMA_F32_F16; s->ebits = 16; break;
	case GS_SEM_V_SWMMAC_F32_16X16X32_BF16: s->type = GS_WMMA_F32_BF16; s->ebits = 16; break;
	case GS_SEM_V_SWMMAC_F16_16X16X32_F16: s->type = GS_WMMA_F16_F16; s->ebits = 16; break;
	case GS_SEM_V_SWMMAC_BF16_16X16X32_BF16: s->type = GS_WMMA_BF16_BF16; s->ebits = 16; break;
	case GS_SEM_V_SWMMAC_I32_16X16X32_IU8: s->type = GS_WMMA_I32_IU8; s->ebits = 8; break;
	case GS_SEM_V_SWMMAC_I32_16X16X32_IU4: s->type = GS_WMMA_I32_IU4; s->ebits = 4; break;
	case GS_SEM_V_SWMMAC_I32_16X16X64_IU4: s->type = GS_WMMA_I32_IU4; s->ebits = 4; s->k = 64; break;
	case GS_SEM_V_SWMMAC_F32_16X16X32_FP8_FP8: s->type = GS_WMMA_F32_FP8_FP8; s->ebits = 8; break;
	case GS_SEM_V_SWMMAC_F32_16X16X32_FP8_BF8: s->type = GS_WMMA_F32_FP8_BF8; s->ebits = 8; break;
	case GS_SEM_V_SWMMAC_F32_16X16X32_BF8_FP8: s->type = GS_WMMA_F32_BF8_FP8; s->ebits = 8; break;
	case GS_SEM_V_SWMMAC_F32_16X16X32_BF8_BF8: s->type = GS_WMMA_F32_BF8_BF8; s->ebits = 8; break;
	default: return 0;
	}
	s->cd16 = s->type == GS_WMMA_F16_F16 || s->type == GS_WMMA_BF16_BF16;
	/* bits per lane (wave32): B K/2 elements, A half of them */
	s->nb = s->k / 2 * s->ebits / 32 / w;
	s->na = s->nb / 2 ? s->nb / 2 : 1;
	s->ncd = (s->cd16 ? 4 : 8) / w;
	s->nkey = wave64 ? (s->ebits == 4 ? 2 : 4) : (s->k == 64 ? 1 : 2);
	return 1;
}

static unsigned int opnd_bits(unsigned int sem, int i)
{
	switch (sem) {
	case GS_SEM_V_ADD_F16:
	case GS_SEM_V_MUL_F16:
	case GS_SEM_V_FMA_F16:
	case GS_SEM_V_PK_ADD_F16:
	case GS_SEM_V_PK_MUL_F16:
	case GS_SEM_V_PK_FMA_F16:
		return 16;
	case GS_SEM_V_CVT_F16_F32:
		return i < 0 ? 16 : 32;
	case GS_SEM_V_CVT_F32_F16:
		return i < 0 ? 32 : 16;
	case GS_SEM_V_RCP_F16:
	case GS_SEM_V_SQRT_F16:
	case GS_SEM_V_RSQ_F16:
	case GS_SEM_V_EXP_F16:
	case GS_SEM_V_LOG_F16:
	case GS_SEM_V_SIN_F16:
	case GS_SEM_V_COS_F16:
		return 16;
	case GS_SEM_V_ADD_F64:
	case GS_SEM_V_MUL_F64:
	case GS_SEM_V_FMA_F64:
	case GS_SEM_V_RCP_F64:
	case GS_SEM_V_RSQ_F64:
	case GS_SEM_V_SQRT_F64:
		return 64;
	case GS_SEM_V_CVT_F64_F32:
		return i < 0 ? 64 : 32;
	case GS_SEM_V_CVT_F32_F64:
		return i < 0 ? 32 : 64;
	case GS_SEM_V_MQSAD_U32_U8:    /* valurest: 128-bit accumulators, 64-bit data, 32-bit reference */
		return i == 0 ? 64 : i == 1 ? 32 : 128;
	case GS_SEM_V_ASHR_PK_I8_I32:  /* valurest: two bytes (a 16-bit half) from 32-bit sources */
	case GS_SEM_V_ASHR_PK_U8_I32:
		return i < 0 ? 16 : 32;
	case GS_SEM_V_LSHLREV_B64:   /* shift amount, 64-bit value */
		return i == 0 ? 32 : 64;
	case GS_SEM_V_MAD_U64_U32:
	case GS_SEM_V_MAD_CO_U64_U32:
		return i < 0 || i == 2 ? 64 : 32;
	case GS_SEM_V_SAD_U16:        /* vint: packed halves in 32-bit registers */
	case GS_SEM_V_DOT2_I32_I16:
	case GS_SEM_V_DOT2_U32_U16:
	case GS_SEM_V_DOT2C_I32_I16:
		return 32;
	case GS_SEM_V_QSAD_PK_U16_U8:  /* vint: 64-bit data and accumulators, 32-bit reference */
	case GS_SEM_V_MQSAD_PK_U16_U8:
		return i == 1 ? 32 : 64;
	case GS_SEM_V_CVT_PK_RTZ_F16_F32:  /* packed result, whole register */
	case GS_SEM_V_PACK_B32_F16:
	case GS_SEM_V_PK_FMAC_F16:         /* VOP2 packed f16 (vfloat) */
	case GS_SEM_V_DOT2C_F32_F16:       /* packed pairs into an f32 accumulator */
	case GS_SEM_V_DOT2ACC_F32_F16:
	case GS_SEM_V_DOT2C_F32_BF16:
		return 32;
	case GS_SEM_V_DOT2_F16_F16:        /* packed pairs, 16-bit accumulator and result */
	case GS_SEM_V_DOT2_BF16_BF16:
		return i == 0 || i == 1 ? 32 : 16;
	case GS_SEM_V_SAT_PK_U8_I16:       /* two i16 in, two u8 out */
		return i < 0 ? 16 : 32;
	case GS_SEM_V_CVT_PK_F32_FP8:      /* two bytes in, two f32 out */
	case GS_SEM_V_CVT_PK_F32_BF8:
		return i < 0 ? 64 : 32;
	}
	return sem < GS_SEM_COUNT ? gsi_opnd_bits_named(gsi_sem_names[sem], i) : 32;
}

unsigned int gsi_opnd_bits(unsigned int sem, int i)
{
	/* asked per operand, several times per instruction, and the name rule
	 * parses the mnemonic: each sem's widths are kept once worked out
	 * (per thread: no locking; 0 = not yet) */
	static _Thread_local uint8_t bits[GS_SEM_COUNT][5];  /* destination, sources 0..3 */

	if (i < -1 || i > 3 || sem >= GS_SEM_COUNT)
		return opnd_bits(sem, i);
	if (!bits[sem][i + 1])
		bits[sem][i + 1] = (uint8_t)opnd_bits(sem, i);
	return bits[sem][i + 1];
}

/* Width of a type suffix such as f16, bf16, i64 or b32 (0: not a type). */
static unsigned int type_bits(const char *t, size_t n)
{
	if (n >= 3 && strchr("fiub", t[0]) && (t[n - 2] == '1' || t[n - 2] == '3' || t[n - 2] == '6') &&
	    (n == 3 || (n == 4 && t[0] == 'b' && t[1] == 'f'))) {
		if (!strncmp(t + n - 2, "16", 2))
			return 16;
		if (!strncmp(t + n - 2, "32", 2))
			return 32;
		if (!strncmp(t + n - 2, "64", 2))
			return 64;
	}
	return 0;
}

/* The operand widths LLVM's VALU names spell: v_<op>_<T> has every operand
 * of type T, v_<op>_<D>_<S> a D result from S sources (v_cvt_f32_f16), the
 * compares' sources are their type and v_cmp_class_* takes a 32-bit class
 * mask (16-bit for f16).  Shift amounts and ldexp/trig_preop exponents of
 * 64-bit ops are 32-bit; mad/dot accumulate in the result type; packed
 * results (v_pk_*, v_cvt_pk*) fill the whole register.  Scalar ops, matrix
 * ops and names without a type suffix are 32. */
unsigned int gsi_opnd_bits_named(const char *name, int i)
{
	unsigned int ty[4], nt = 0, d, s;
	const char *p, *end;

	if (strncmp(name, "v_", 2) || strstr(name, "mma") || strstr(name, "mfma"))
		return 32;
	end = name + strlen(name);
	while (nt < 4) {  /* trailing type suffixes, last first */
		p = end;
		while (p > name && p[-1] != '_')
			p--;
		if (p == name || !(ty[nt] = type_bits(p, (size_t)(end - p))))
			break;
		nt++;
		end = p - 1;
	}
	if (!nt)
		return 32;
	s = ty[0];
	d = nt > 1 ? ty[1] : s;
	if (!strncmp(name, "v_cmp_class_", 12) || !strncmp(name, "v_cmpx_class_", 13))
		return i == 1 && s != 16 ? 32 : s;
	if (!strncmp(name, "v_cmp", 5))
		return i < 0 ? 32 : s;
	if (i < 0)
		return !strncmp(name, "v_cvt_pk", 8) ? 32 : d;
	if (i == 2 && nt > 1 && (!strncmp(name, "v_mad", 5) || !strncmp(name, "v_dot", 5)))
		return d;
	if (s == 64 && i == 1 && (strstr(name, "ldexp") || strstr(name, "trig_preop")))
		return 32;
	if (s == 64 && (strstr(name, "lshl") || strstr(name, "lshr") || strstr(name, "ashr"))) {
		int rev = strstr(name, "rev_") != NULL;

		if (i == (rev ? 0 : 1))
			return 32;
	}
	return s;
}

/* IEEE binary16 bits of d, rounded once to nearest even (overflow: infinity,
 * NaN: a quiet NaN keeping the payload's top bits). */
uint16_t gsi_f16_from_double(double d)
{
	uint64_t b;
	uint16_t sign;
	double a = fabs(d), r;
	int ex, q, e16;
	uint32_t n;

	memcpy(&b, &d, 8);
	sign = (uint16_t)(b >> 48 & 0x8000);
	if (isnan(d))
		return (uint16_t)(sign | 0x7e00 | (b >> 42 & 0x1ff));
	if (a == 0.0)
		return sign;
	if (a >= 65520.0)  /* halfway between 65504 and 2^16 rounds to even: infinity */
		return sign | 0x7c00;
	frexp(a, &ex);          /* a in [2^(ex-1), 2^ex) */
	q = ex - 11;            /* exponent of the f16 quantum at a */
	if (q < -24)
		q = -24;        /* subnormals: quantum 2^-24 */
	r = nearbyint(ldexp(a, -q));  /* exact scaling, then round to nearest even */
	n = (uint32_t)r;
	if (q == -24)           /* n * 2^-24: the bit pattern is n (1024.. are normal) */
		return (uint16_t)(sign | n);
	if (n == 2048) {
		n = 1024;
		q++;
	}
	e16 = q + 25;
	if (e16 >= 31)
		return sign | 0x7c00;
	return (uint16_t)(sign | e16 << 10 | (n - 1024));
}

double gsi_f16_to_double(uint16_t h)
{
	unsigned int e = h >> 10 & 0x1f, m = h & 0x3ff;
	double v;

	if (e == 31)
		v = m ? NAN : INFINITY;
	else if (e == 0)
		v = ldexp((double)m, -24);
	else
		v = ldexp((double)(m | 0x400), (int)e - 25);
	return h & 0x8000 ? -v : v;
}
