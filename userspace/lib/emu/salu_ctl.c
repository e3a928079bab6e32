// SPDX-License-Identifier: MIT
/*
 * gfx9's branch stack and VSKIP mode, run as the Vega ISA's pseudo-code
 * says (below), and the scalar wave control the emulator refuses by name,
 * with the reason.  Each refusal says "not emulated" (the coverage tool
 * keeps listing them) and what the instruction is for.  Sources:
 *  - s_rfe_b64 / s_rfe_restore_b64: return from the trap handler; the
 *    emulator has no trap handler (s_trap stops the wave, exec_salu.c).
 *  - s_endpgm_saved: "terminates the wave due to context save; intended
 *    for use only within the trap handler" (an ISA summary table; amdkfd's
 *    CWSR trap handlers end saved waves with it).
 *  - s_endpgm_ordered_ps_done: ends a pixel shader and reports ordered
 *    (POPS) completion: no compute meaning.
 *  - s_wait_event: LLVM's WaitEvent operand (SIDefines.h, AMDGPUAsmUtils.cpp)
 *    has gfx11 bit 0 DONT_WAIT_EXPORT_READY and gfx12 bit 1 EXPORT_READY;
 *    llvm.amdgcn.wait.event.export.ready selects s_wait_event 0 on gfx11.
 *    Export readiness concerns exports, which compute waves do not make;
 *    what the instruction does in a compute wave (even with no wait bit) is
 *    not in the sources used, so every form is refused.
 *  - s_alloc_vgpr: gfx12 dynamic VGPRs (LLVM: amdgpu-dynamic-vgpr,
 *    llvm.amdgcn.s.alloc.vgpr returns whether the allocation succeeded;
 *    wave32 only); a dispatch here never launches a wave in dynamic-VGPR
 *    mode, and what the instruction does outside it is not in the sources.
 *  - s_subvector_loop_begin/end (gfx11): the subvector loop changes EXEC
 *    and PC by rules whose pseudo-code was not available to check.
 *  - s_setkill: sets the wave's KILL status bit (a debugging aid for the
 *    host's kill-wave command); the emulator has no host kill path.
 */
#include <stdio.h>

#include "emu/salu_ctl.h"

/*
 * gfx9 fork/join, from the Vega ISA's instruction descriptions (the ".arch
 * file" text gem5 carries in src/arch/amdgpu/vega/insts/instructions.cc):
 *   S_CBRANCH_G_FORK S0, S1 / S_CBRANCH_I_FORK S0, SIMM16 (target = PC + 4 +
 *   SIMM16 * 4): pass = S0 & EXEC, fail = ~S0 & EXEC; pass == EXEC: PC =
 *   target; fail == EXEC: PC += 4; else the smaller mask runs first: fewer
 *   fail lanes: EXEC = fail, SGPR[CSP*4] = {target, pass}, CSP++, PC += 4;
 *   otherwise EXEC = pass, SGPR[CSP*4] = {PC + 4, fail}, CSP++, PC = target.
 *   S_CBRANCH_JOIN S0: CSP == S0: PC += 4 (second arrival); else CSP--,
 *   {PC, EXEC} = SGPR[CSP*4] (128 bits from 4 consecutive SGPRs).
 *   S_SETVSKIP S0, S1: VSKIP = S0[S1[4:0]]; while VSKIP is set no VOP*,
 *   M*BUF, MIMG, DS or FLAT instruction issues.
 * CSP is MODE[31:29] and VSKIP MODE[28] (SQ_WAVE_MODE in the gc_9_4_3
 * register headers, regs/gen_gc_9_4_3.c).  {a, b} is read as the guides'
 * concatenation, a the high half: SGPR[4c], [4c+1] hold the mask and
 * SGPR[4c+2], [4c+3] the PC.  A push with CSP 7 (the 3-bit field full)
 * and a join that would pop with CSP 0 are refused: the description does
 * not say what silicon does then.  Not checked: the one wait state
 * s_setvskip needs after it and the S_WAITCNT it needs before it.
 */
#define MODE_CSP(w) ((w)->mode >> 29 & 7)
#define MODE_VSKIP(w) ((w)->mode >> 28 & 1)

static int src64(const struct wave *w, unsigned int code, uint64_t *v, const char *name, char *msg, size_t size)
{
	if (gsi_emu_scalar_src64(w, code, v))
		return 0;
	snprintf(msg, size, "%s: 64-bit operand code %u not emulated (use an SGPR pair, vcc or exec)", name, code);
	return GS_ERR_UNSUPPORTED;
}

static unsigned int popc(uint64_t v)
{
	unsigned int n = 0;

	for (; v; v &= v - 1)
		n++;
	return n;
}

static int cb_fork(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t *next, char *msg, size_t size)
{
	const char *n = in->op->name;
	uint64_t mask, target, pass, fail, ex = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;
	uint64_t push_pc, push_mask;
	unsigned int csp = MODE_CSP(w);
	int st;

	if (in->op->sem == GS_SEM_S_CBRANCH_G_FORK) {
		st = src64(w, in->src[0], &mask, n, msg, size);
		if (!st)
			st = src64(w, in->src[1], &target, n, msg, size);
	} else {
		st = src64(w, in->sdst, &mask, n, msg, size);
		target = w->pc + 4 + (uint64_t)((int64_t)(int16_t)in->imm * 4);
	}
	if (st)
		return st;
	pass = mask & ex;
	fail = ~mask & ex;
	if (pass == ex) {
		*next = target;
		return 0;
	}
	if (fail == ex)
		return 0;  /* PC += 4: *next already */
	if (csp == 7) {
		snprintf(msg, size,
			 "%s: the branch stack is full (MODE.CSP is 7, a 3-bit field; SGPR[28:31] hold its last entry): a deeper fork is not emulated",
			 n);
		return GS_ERR_UNSUPPORTED;
	}
	if (popc(fail) < popc(pass)) {
		w->s[GS_OPR_EXEC_LO] = (uint32_t)fail;
		w->s[GS_OPR_EXEC_HI] = (uint32_t)(fail >> 32);
		push_pc = target;
		push_mask = pass;
	} else {
		w->s[GS_OPR_EXEC_LO] = (uint32_t)pass;
		w->s[GS_OPR_EXEC_HI] = (uint32_t)(pass >> 32);
		push_pc = *next;
		push_mask = fail;
		*next = target;
	}
	w->s[4 * csp] = (uint32_t)push_mask;
	w->s[4 * csp + 1] = (uint32_t)(push_mask >> 32);
	w->s[4 * csp + 2] = (uint32_t)push_pc;
	w->s[4 * csp + 3] = (uint32_t)(push_pc >> 32);
	gsi_emu_mode_set(e, w, e->mode.csp, csp + 1);
	return 0;
}

static int cb_join(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t *next, char *msg, size_t size)
{
	unsigned int csp = MODE_CSP(w);
	uint32_t saved;

	if (!gsi_emu_scalar_src(w, in->src[0], in->literal, 0, &saved)) {
		snprintf(msg, size, "s_cbranch_join: operand code %u not emulated", in->src[0]);
		return GS_ERR_UNSUPPORTED;
	}
	if (csp == saved)
		return 0;  /* the second arrival: go on */
	if (!csp) {
		snprintf(msg, size,
			 "s_cbranch_join: MODE.CSP is 0 but S0 (the saved CSP) is %u: no fork entry to return to (popping an empty branch stack is not emulated)",
			 saved);
		return GS_ERR_UNSUPPORTED;
	}
	csp--;
	gsi_emu_mode_set(e, w, e->mode.csp, csp);
	w->s[GS_OPR_EXEC_LO] = w->s[4 * csp];
	w->s[GS_OPR_EXEC_HI] = w->s[4 * csp + 1];
	*next = w->s[4 * csp + 2] | (uint64_t)w->s[4 * csp + 3] << 32;
	return 0;
}

static int setvskip(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size)
{
	uint32_t a, b;

	if (!gsi_emu_scalar_src(w, in->src[0], in->literal, 0, &a) ||
	    !gsi_emu_scalar_src(w, in->src[1], in->literal, 0, &b)) {
		snprintf(msg, size, "s_setvskip: operand code %u or %u not emulated", in->src[0], in->src[1]);
		return GS_ERR_UNSUPPORTED;
	}
	gsi_emu_mode_set(e, w, e->mode.vskip, a >> (b & 31) & 1);
	return 0;
}

int gsi_emu_vskipped(struct emu *e, const struct wave *w, const struct gs_inst *in)
{
	if (e->target->gen != GS_GEN_GFX9 || !MODE_VSKIP(w))
		return 0;
	switch (in->enc) {
	case GS_ENC_VOP1: case GS_ENC_VOP2: case GS_ENC_VOPC: case GS_ENC_VOP3: case GS_ENC_VOP3P:
	case GS_ENC_FLAT: case GS_ENC_SCRATCH: case GS_ENC_DS: case GS_ENC_MUBUF: case GS_ENC_MTBUF:
	case GS_ENC_MIMG: case GS_ENC_VSAMPLE: case GS_ENC_LDSDIR:
		return 1;
	}
	return 0;
}

static int no(char *msg, size_t size, const char *name, const char *why)
{
	snprintf(msg, size, "%s is not emulated: %s", name, why);
	return GS_ERR_UNSUPPORTED;
}

int gsi_emu_salu_ctl(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t *next, char *msg,
		     size_t size)
{
	const char *n = in->op->name;
	unsigned int imm = (unsigned int)in->imm & 0xffff;

	switch (in->op->sem) {
	case GS_SEM_S_RFE_B64:
	case GS_SEM_S_RFE_RESTORE_B64:
		return no(msg, size, n,
			  "it returns from the trap handler (trap-handler-only), and the emulator has no trap handler: s_trap stops the wave");
	case GS_SEM_S_ENDPGM_SAVED:
		return no(msg, size, n,
			  "it ends a wave the context-save trap handler has saved (trap-handler-only); end a kernel with s_endpgm");
	case GS_SEM_S_ENDPGM_ORDERED_PS_DONE:
		return no(msg, size, n,
			  "it ends a pixel shader and signals ordered pixel-shader (POPS) completion (pixel-shader-only); end a kernel with s_endpgm");
	case GS_SEM_S_SETKILL:
		return no(msg, size, n,
			  "it sets the wave's KILL status bit for the host's kill-wave debugging path, which the emulator does not have");
	case GS_SEM_S_WAIT_EVENT: {
		/* gfx11: bit 0 set = don't wait for export ready; gfx12: bit 1 = wait */
		unsigned int known = e->target->gen == GS_GEN_GFX11 ? 1 : 2;
		int waits = e->target->gen == GS_GEN_GFX11 ? !(imm & 1) : !!(imm & 2);

		snprintf(msg, size,
			 "s_wait_event 0x%x is not emulated: %s (LLVM's WaitEvent operand); export readiness belongs to graphics waves, and what the instruction does in a compute wave is not in the sources used",
			 imm, imm & ~known ? "it sets an event bit LLVM does not name" :
			 waits ? "it waits for export ready" : "it requests no export-ready wait");
		return GS_ERR_UNSUPPORTED;
	}
	case GS_SEM_S_ALLOC_VGPR:
		return no(msg, size, n,
			  "it resizes the wave's VGPRs in gfx12 dynamic-VGPR mode (wave32, LLVM amdgpu-dynamic-vgpr), which no dispatch here launches a wave in; its effect outside that mode is not documented in the sources used");
	case GS_SEM_S_SUBVECTOR_LOOP_BEGIN:
	case GS_SEM_S_SUBVECTOR_LOOP_END:
		return no(msg, size, n,
			  "the gfx11 wave64 subvector loop (running a block once per 32-lane half) changes EXEC and PC by rules not checked against the RDNA3 ISA guide");
	case GS_SEM_S_CBRANCH_G_FORK:
	case GS_SEM_S_CBRANCH_I_FORK:
		return cb_fork(e, w, in, next, msg, size);
	case GS_SEM_S_CBRANCH_JOIN:
		return cb_join(e, w, in, next, msg, size);
	case GS_SEM_S_SETVSKIP:
		return setvskip(e, w, in, msg, size);
	}
	return 1;
}
