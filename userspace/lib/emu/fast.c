// SPDX-License-Identifier: MIT
/*
 * Which instructions take a fast handler (fast_ops.h), and their operands
 * resolved once at decode: VGPR rows, SGPRs read at run time, constants.
 * Anything unusual -- DPP, SDWA, VOPD, op_sel, clamp, omod, true16
 * halves, modifiers on integer sources, special source registers --
 * stays on the general path (exec.c), which remains the reference.
 * GFXSHIM_EMU_FAST=0 in the environment turns the fast handlers off.
 */
#include <stdlib.h>
#include <string.h>

#include "emu/code.h"
#include "emu/emu.h"
#include "emu/exec_interp.h"

emu_fast_fn gsi_emu_fast_base(unsigned int sem);
emu_fast_fn gsi_emu_fast_avx2(unsigned int sem);
emu_fast_fn gsi_emu_fast_base_cmp(void);
emu_fast_fn gsi_emu_fast_avx2_cmp(void);

/* Operand i from its 9-bit code: 1 when a fast handler can read it. */
static int operand(struct emu_uop *u, int i, unsigned int code, const struct gs_inst *in)
{
	if (code >= GS_OPR_VGPR0) {
		u->kind[i] = EMU_OPK_VGPR;
		u->reg[i] = (uint16_t)(code - GS_OPR_VGPR0);
		if (u->reg[i] + 1u > u->vmax)
			u->vmax = (uint16_t)(u->reg[i] + 1u);
		return 1;
	}
	if (code == GS_OPR_NULL) {
		u->kind[i] = EMU_OPK_CONST;
		u->k[i] = 0;
		return 1;
	}
	if (code < 128) {
		u->kind[i] = EMU_OPK_SGPR;
		u->reg[i] = (uint16_t)code;
		return 1;
	}
	u->kind[i] = EMU_OPK_CONST;
	if (code <= 192)
		u->k[i] = code - 128;
	else if (code <= 208)
		u->k[i] = (uint32_t)(192 - (int)code);
	else if (code >= 240 && code <= 248)
		u->k[i] = gsi_inline_f32[code - 240];
	else if (code == GS_OPR_LITERAL)
		u->k[i] = in->literal;
	else
		return 0;  /* SCC, VCCZ, EXECZ, apertures ...: the general path */
	return 1;
}

static int float_sem(unsigned int sem)
{
	switch (sem) {
	case GS_SEM_V_ADD_F32: case GS_SEM_V_SUB_F32: case GS_SEM_V_SUBREV_F32: case GS_SEM_V_MUL_F32:
	case GS_SEM_V_FMA_F32: case GS_SEM_V_FMAC_F32:
		return 1;
	}
	return 0;
}

static int valu_ok(const struct emu *e, struct emu_uop *u, const struct gs_inst *in)
{
	unsigned int sig = in->op->sig, nsrc;

	if (in->enc != GS_ENC_VOP1 && in->enc != GS_ENC_VOP2 && in->enc != GS_ENC_VOP3)
		return 0;
	if (in->dpp || in->clamp || in->omod || in->opsel || in->acc || gsi_emu_interp_op(in->op))
		return 0;  /* (VINTERP runs as an f32 FMA of its own: exec_interp.c) */
	if ((in->neg || in->abs) && !float_sem(in->op->sem))
		return 0;
	switch (sig) {
	case GS_SIG_VOP1: nsrc = 1; break;
	case GS_SIG_VOP2: case GS_SIG_VOP3: case GS_SIG_CNDMASK: nsrc = 2; break;
	case GS_SIG_VOP3S3: nsrc = 3; break;
	default: return 0;
	}
	for (unsigned int i = 0; i < nsrc; i++)
		if (!operand(u, (int)i, in->src[i], in))
			return 0;
	if (sig == GS_SIG_CNDMASK) {  /* the lane mask: an SGPR (pair in wave64) */
		unsigned int m = in->src[2];

		if (m >= 128 || m == GS_OPR_NULL || (u->lanes == 64 && (m >= 127 || m == GS_OPR_M0)))
			return 0;
		u->reg[2] = (uint16_t)m;
	}
	u->vdst = in->vdst;
	if (in->vdst + 1u > u->vmax)
		u->vmax = (uint16_t)(in->vdst + 1u);
	for (unsigned int i = 0; i < 3; i++)
		u->abs_[i] = in->abs >> i & 1 ? 0x7fffffffu : 0xffffffffu;
	u->neg = in->neg & 7;
	u->plain = !in->neg && !in->abs;
	(void)e;
	return 1;
}

/* A 32-bit v_cmp_* (not cmpx, not class) to VCC or an SGPR (pair). */
static int vcmp_ok(struct emu_uop *u, const struct gs_inst *in)
{
	struct emu_cmp k;
	unsigned int d = in->sdst;

	if (in->op->sig != GS_SIG_VOPC || (in->enc != GS_ENC_VOPC && in->enc != GS_ENC_VOP3))
		return 0;
	if (in->dpp || in->clamp || in->omod || in->opsel || in->acc)
		return 0;
	if (!gsi_emu_cmp_parse(in->op, &k) || k.bits != 32 || k.cls || k.x)
		return 0;
	if ((in->neg || in->abs) && k.kind != EMU_CMP_FLOAT)
		return 0;
	if (!operand(u, 0, in->src[0], in) || !operand(u, 1, in->src[1], in))
		return 0;
	if (d != GS_OPR_NULL && (d >= 128 || (u->lanes == 64 && (d >= 127 || d == GS_OPR_M0))))
		return 0;
	u->vdst = (uint16_t)d;
	u->k[2] = (uint32_t)k.cond;
	u->simm = (int32_t)k.kind;
	for (unsigned int i = 0; i < 2; i++)
		u->abs_[i] = in->abs >> i & 1 ? 0x7fffffffu : 0xffffffffu;
	u->neg = in->neg & 3;
	return 1;
}

/* s_and/or_saveexec: src0 an SGPR (pair) or, for b32, any constant; b64
 * takes inline integers only (a 64-bit float constant widens otherwise). */
static int saveexec_ok(struct emu_uop *u, const struct gs_inst *in)
{
	int wide = in->op->sem == GS_SEM_S_AND_SAVEEXEC_B64 || in->op->sem == GS_SEM_S_OR_SAVEEXEC_B64;
	unsigned int c = in->src[0];

	if (in->enc != GS_ENC_SOP1 || !operand(u, 0, c, in) || u->kind[0] == EMU_OPK_VGPR)
		return 0;
	if (wide && !((c < 127 && c != GS_OPR_NULL && c != GS_OPR_M0) || (c >= 128 && c <= 208)))
		return 0;
	if (in->sdst != GS_OPR_NULL && (in->sdst >= 128 || (wide && in->sdst >= 127)))
		return 0;
	u->vdst = in->sdst;
	return 1;
}

static int salu_ok(struct emu_uop *u, const struct gs_inst *in)
{
	switch (in->enc) {
	case GS_ENC_SOP1:
	case GS_ENC_SOP2:
	case GS_ENC_SOPC:
		if (!operand(u, 0, in->src[0], in) || u->kind[0] == EMU_OPK_VGPR)
			return 0;
		if (in->enc != GS_ENC_SOP1 && (!operand(u, 1, in->src[1], in) || u->kind[1] == EMU_OPK_VGPR))
			return 0;
		if (in->enc != GS_ENC_SOPC && in->sdst >= 128)
			return 0;
		u->vdst = in->sdst;
		return in->op->sig == GS_SIG_SOP1 || in->op->sig == GS_SIG_SOP2 || in->op->sig == GS_SIG_SOPC;
	case GS_ENC_SOPK:
		if (in->sdst >= 128)
			return 0;
		u->vdst = in->sdst;
		u->simm = in->imm;
		return 1;
	case GS_ENC_SOPP:
		u->simm = in->imm;
		return 1;
	}
	return 0;
}

static int saveexec_sem(unsigned int sem)
{
	return sem == GS_SEM_S_AND_SAVEEXEC_B32 || sem == GS_SEM_S_AND_SAVEEXEC_B64 ||
	       sem == GS_SEM_S_OR_SAVEEXEC_B32 || sem == GS_SEM_S_OR_SAVEEXEC_B64;
}

void gsi_emu_fast_prepare(const struct emu *e, struct emu_uop *u)
{
	const struct gs_inst *in = &u->f.in[0];
	emu_fast_fn fn;
	const char *env;
	int avx2 = 0, ok;

	u->fast = NULL;
	if (u->f.n != 1 || !in->op)
		return;
	env = getenv("GFXSHIM_EMU_FAST");
	if (env && !strcmp(env, "0"))
		return;
#if defined(__x86_64__) && defined(__GNUC__)
	avx2 = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma");
#endif
	if (in->op->sig == GS_SIG_VOPC) {  /* every compare shares one handler */
		fn = avx2 ? gsi_emu_fast_avx2_cmp() : gsi_emu_fast_base_cmp();
		ok = vcmp_ok(u, in);
	} else {
		fn = avx2 ? gsi_emu_fast_avx2(in->op->sem) : gsi_emu_fast_base(in->op->sem);
		ok = fn && (saveexec_sem(in->op->sem) ? saveexec_ok(u, in) : valu_ok(e, u, in) || salu_ok(u, in));
	}
	if (!fn || !ok) {
		memset(u->kind, 0, sizeof(u->kind));
		u->vmax = 0;
		return;
	}
	u->fast = fn;
}
