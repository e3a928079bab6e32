// SPDX-License-Identifier: MIT
/*
 * Operand codes and conversions the SALU (exec_salu.c), the VALU (exec.c)
 * and the integer ops (exec_int.c) share: one definition each.
 */
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"

int gsi_emu_scalar_src(const struct wave *w, unsigned int code, uint32_t literal, int f16, uint32_t *v)
{
	if (code < 128)
		*v = code == GS_OPR_NULL ? 0 : w->s[code];
	else if (code <= 192)
		*v = code - 128;
	else if (code <= 208)
		*v = (uint32_t)(192 - (int)code);
	else if (code >= 240 && code <= 248)
		*v = f16 ? gsi_inline_f16[code - 240] : gsi_inline_f32[code - 240];
	else if (code == GS_OPR_SCC)
		*v = (uint32_t)w->scc;
	else if (code >= 235 && code <= 238)  /* src_{shared,private}_{base,limit}: address bits 63:32 */
		*v = (uint32_t)((code < 237 ? EMU_APERTURE_SHARED : EMU_APERTURE_PRIVATE) >> 32);
	else if (code == GS_OPR_LITERAL)
		*v = literal;
	else
		return 0;
	return 1;
}

int gsi_emu_scalar_src64(const struct wave *w, unsigned int code, uint64_t *v)
{
	if (code < 127 && code != GS_OPR_NULL && code != GS_OPR_M0)
		*v = w->s[code] | (uint64_t)w->s[code + 1] << 32;
	else if (code == GS_OPR_NULL)
		*v = 0;
	else if (code >= 128 && code <= 208)  /* inline integers, sign-extended */
		*v = (uint64_t)(int64_t)(code <= 192 ? (int32_t)(code - 128) : 192 - (int32_t)code);
	else if (code >= 235 && code <= 238)  /* aperture base, or its last byte (limit) */
		*v = (code < 237 ? EMU_APERTURE_SHARED : EMU_APERTURE_PRIVATE) | (code & 1 ? 0 : 0xffffffffull);
	else
		return 0;
	return 1;
}

/* A 64-bit integer operand's 32-bit literal.  The hardware sign-extends it
 * for a signed (I64) operand and zero-extends it otherwise (B64/U64), so
 * llvm folds a negative 32-bit value only into signed ones (LLVM PR 70274;
 * SIInstrInfo::isOperandLegal's Is64BitSignedOp/Is64BitUnsignedOp).  The
 * signed ones are LLVM's I64 operands; s_bfe_i64's source LLVM types B64
 * while the guides read it as I64, so there a literal with bit 31 set is
 * refused (0). */
int gsi_emu_lit64(unsigned int sem, uint32_t lit, uint64_t *v)
{
	int sgn;

	switch (sem) {
	case GS_SEM_S_ASHR_I64:
	case GS_SEM_S_FLBIT_I32_I64:
	case GS_SEM_S_CLS_I32_I64:
	case GS_SEM_V_ASHRREV_I64:
	case GS_SEM_V_MAD_I64_I32:
	case GS_SEM_V_MAD_CO_I64_I32:
	case GS_SEM_V_CMP_F_I64: case GS_SEM_V_CMP_LT_I64: case GS_SEM_V_CMP_EQ_I64: case GS_SEM_V_CMP_LE_I64:
	case GS_SEM_V_CMP_GT_I64: case GS_SEM_V_CMP_NE_I64: case GS_SEM_V_CMP_GE_I64: case GS_SEM_V_CMP_T_I64:
	case GS_SEM_V_CMPX_F_I64: case GS_SEM_V_CMPX_LT_I64: case GS_SEM_V_CMPX_EQ_I64: case GS_SEM_V_CMPX_LE_I64:
	case GS_SEM_V_CMPX_GT_I64: case GS_SEM_V_CMPX_NE_I64: case GS_SEM_V_CMPX_GE_I64: case GS_SEM_V_CMPX_T_I64:
		sgn = 1;
		break;
	case GS_SEM_S_BFE_I64:
		if (lit >> 31)
			return 0;
		sgn = 0;
		break;
	default:
		sgn = 0;
		break;
	}
	*v = sgn ? (uint64_t)(int64_t)(int32_t)lit : lit;
	return 1;
}

/* The CDNA3 guide's SQ_M0_GPR_IDX_WORD: M0[7:0] the index, M0[12..15]
 * VSRC0_REL, VSRC1_REL, VSRC2_REL, VDST_REL.  Only VALU instructions
 * index; a register outside the allocation faults when it is read or
 * written (exec.c's VGPR checks). */
int gsi_emu_gpr_idx(const struct wave *w, struct gs_inst *in, char *msg, size_t size)
{
	uint32_t m0 = w->s[GS_OPR_M0], idx = m0 & 0xff;
	unsigned int sig = in->op->sig;

	switch (in->enc) {
	case GS_ENC_VOP1:
	case GS_ENC_VOP2:
	case GS_ENC_VOPC:
	case GS_ENC_VOP3:
	case GS_ENC_VOP3P:
		break;
	default:
		return 0;  /* scalar, memory: not indexed */
	}
	if (sig == GS_SIG_MFMA) {
		snprintf(msg, size, "%s while s_set_gpr_idx_on is in effect: indexing of matrix operands is not emulated",
			 in->op->name);
		return GS_ERR_UNSUPPORTED;
	}
	for (unsigned int i = 0; i < 3; i++)
		if ((m0 >> (12 + i) & 1) && in->src[i] >= GS_OPR_VGPR0)
			in->src[i] = (uint16_t)(in->src[i] + idx);
	if ((m0 >> 15 & 1) && sig != GS_SIG_VOPC && sig != GS_SIG_VOPCX && sig != GS_SIG_READLANE)
		in->vdst = (uint16_t)(in->vdst + idx);
	return 0;
}

float gsi_emu_f32_in(const struct wave *w, uint32_t b)
{
	float f;

	if ((w->denorm32 == 0 || w->denorm32 == 2) && (b & 0x7f800000) == 0)
		b &= 0x80000000;  /* flush an input denormal to signed zero */
	memcpy(&f, &b, 4);
	return f;
}

uint32_t gsi_emu_f32_out(const struct wave *w, float f)
{
	uint32_t b;

	memcpy(&b, &f, 4);
	if ((w->denorm32 == 0 || w->denorm32 == 1) && (b & 0x7f800000) == 0)
		b &= 0x80000000;
	return b;
}

uint32_t gsi_emu_f32_to_u32(float f)
{
	if (isnan(f) || f <= 0.0f)
		return 0;
	return f >= 4294967296.0f ? 0xffffffffu : (uint32_t)f;
}

int32_t gsi_emu_f32_to_i32(float f)
{
	if (isnan(f))
		return 0;
	if (f <= -2147483648.0f)
		return INT32_MIN;
	return f >= 2147483648.0f ? INT32_MAX : (int32_t)f;
}

uint16_t gsi_emu_f16_rtz(float f)
{
	uint32_t u, sign, mant;
	int ex;

	memcpy(&u, &f, 4);
	sign = (u >> 16) & 0x8000;
	ex = (int)((u >> 23) & 0xff) - 127;
	mant = u & 0x7fffff;
	if (isnan(f))
		return (uint16_t)(sign | 0x7e00);
	if (isinf(f))
		return (uint16_t)(sign | 0x7c00);
	if (ex > 15)
		return (uint16_t)(sign | 0x7bff);
	if (ex >= -14)
		return (uint16_t)(sign | (uint32_t)(ex + 15) << 10 | mant >> 13);
	if (ex < -25)
		return (uint16_t)sign;
	/* denormal: the significand shifted to units of 2^-24, truncated */
	return (uint16_t)(sign | (mant | 0x800000) >> (13 + (-14 - ex)));
}
