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

void gsi_emu_fast_prepare(const struct emu *e, struct emu_uop *u)
{
	const struct gs_inst *in = &u->f.in[0];
	emu_fast_fn fn;
	const char *env;

	u->fast = NULL;
	if (u->f.n != 1 || !in->op)
		return;
	env = getenv("GFXSHIM_EMU_FAST");
	if (env && !strcmp(env, "0"))
		return;
#if defined(__x86_64__) && defined(__GNUC__)
	fn = __builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma") ? gsi_emu_fast_avx2(in->op->sem)
									      : gsi_emu_fast_base(in->op->sem);
#else
	fn = gsi_emu_fast_base(in->op->sem);
#endif
	if (!fn)
		return;
	if (!valu_ok(e, u, in) && !salu_ok(u, in)) {
		memset(u->kind, 0, sizeof(u->kind));
		u->vmax = 0;
		return;
	}
	u->fast = fn;
}
