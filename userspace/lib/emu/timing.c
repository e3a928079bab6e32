// SPDX-License-Identifier: MIT
/*
 * The timing model's instruction side (timing.h): each decoded instruction
 * gets a class, a pipe, the cycles it holds the pipe and its result
 * latency, from the machine's generation rules (gfxshim/machine.h
 * struct gs_core_timing); issuing waits for the operands' ready times and
 * a free cycle of the pipe; waits, barriers and sleeps move the wave's
 * clock; the clocks a kernel and the CP read come from it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa/tab_fmt.h"
#include "emu/mfma.h"
#include "emu/mfma_hazard.h"
#include "emu/op_fact.h"
#include "regs/perf_int.h"
#include "emu/tmodel.h"
#include "gfxshim/asm.h"

/* ---- the device's model ---- */

enum gs_status gsi_emu_tm_create(struct emu *e, const struct gs_machine *m, struct gs_error *err)
{
	struct emu_tm *tm = calloc(1, sizeof(*tm));

	if (!tm)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the timing model");
	tm->m = m;
	tm->n_gl1 = m->lvl[GS_ML_GL1].bytes ? m->sas : 0;
	tm->n_l2 = m->xcds;
	tm->gl1 = calloc(tm->n_gl1 ? tm->n_gl1 : 1, sizeof(*tm->gl1));
	tm->l2 = calloc(tm->n_l2, sizeof(*tm->l2));
	if (!tm->gl1 || !tm->l2) {
		free(tm->gl1);
		free(tm->l2);
		free(tm);
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the timing model");
	}
	for (unsigned int i = 0; i < tm->n_gl1; i++)
		gsi_cache_init(&tm->gl1[i], m->lvl[GS_ML_GL1].bytes, m->lvl[GS_ML_GL1].line, m->lvl[GS_ML_GL1].ways);
	for (unsigned int i = 0; i < tm->n_l2; i++)
		gsi_cache_init(&tm->l2[i], m->lvl[GS_ML_L2].bytes, m->lvl[GS_ML_L2].line, m->lvl[GS_ML_L2].ways);
	gsi_cache_init(&tm->mall, m->lvl[GS_ML_MALL].bytes, m->lvl[GS_ML_MALL].line, m->lvl[GS_ML_MALL].ways);
	e->tm = tm;
	return GS_OK;
}

void gsi_emu_tm_free(struct emu *e)
{
	struct emu_tm *tm = e->tm;

	if (!tm)
		return;
	for (unsigned int i = 0; i < tm->n_gl1; i++)
		gsi_cache_free(&tm->gl1[i]);
	for (unsigned int i = 0; i < tm->n_l2; i++)
		gsi_cache_free(&tm->l2[i]);
	gsi_cache_free(&tm->mall);
	free(tm->gl1);
	free(tm->l2);
	free(tm);
	e->tm = NULL;
}

const struct gs_machine *gsi_emu_tm_machine(const struct emu *e)
{
	return e->tm ? e->tm->m : NULL;
}

/* ---- classes at decode ---- */

static int name_in(const char *name, const char *const *list)
{
	for (; *list; list++) {
		size_t n = strlen(*list);

		if (!strncmp(name, *list, n) && (name[n] == 0 || name[n] == '_'))
			return 1;
	}
	return 0;
}

/* transcendental (quarter rate on its own unit: [llvm] WriteTrans32) */
static int is_trans(const char *n)
{
	static const char *const t[] = { "v_rcp", "v_rsq", "v_sqrt", "v_exp", "v_log", "v_sin", "v_cos",
					 "v_rcp_iflag", "v_exp_legacy", "v_log_legacy", NULL };

	return name_in(n, t);
}

/* 32-bit integer multiplies and the 64-bit results ([llvm] WriteQuarterRate32, WriteIntMul) */
static int is_quarter(const char *n)
{
	static const char *const q[] = { "v_mul_lo_u32", "v_mul_hi_u32", "v_mul_hi_i32", "v_mul_lo_i32",
					 "v_mad_u64_u32", "v_mad_i64_i32", "v_mad_co_u64_u32", "v_mad_co_i64_i32",
					 "v_mul_u64", "v_mad_u32", "v_mad_i32", NULL };

	return name_in(n, q);
}

/* the ops RDNA3/RDNA4 pair in VOPD, which wave64 issues in one pass
 * (assumed: the dual-issue subset is the VOPD opcode list of the ISA
 * guides) */
static int dual_issue(const char *n)
{
	static const char *const d[] = { "v_fmac_f32", "v_fmaak_f32", "v_fmamk_f32", "v_mul_f32", "v_add_f32",
					 "v_sub_f32", "v_subrev_f32", "v_mul_dx9_zero_f32", "v_mov_b32",
					 "v_cndmask_b32", "v_max_f32", "v_min_f32", "v_max_num_f32", "v_min_num_f32",
					 "v_dot2acc_f32_f16", "v_dot2acc_f32_bf16", "v_add_nc_u32", "v_lshlrev_b32",
					 "v_and_b32", "v_fma_f32", NULL };

	return name_in(n, d);
}

/* WMMA/SWMMAC passes of 4 cycles, wave32 (see machine.c's rdna3 note):
 * RDNA3 16-bit 8, 8-bit 4, 4-bit 2; RDNA4 twice the rate (assumed from the
 * RX 9070 XT's doubled matrix throughput per CU). */
static unsigned int wmma_passes(const struct emu *e, const struct gs_inst *in, unsigned int lanes)
{
	struct gs_wmma_shape s;
	unsigned int p = 8;

	if (gsi_wmma_shape(in->op->sem, e->target->gen, lanes == 64, &s))
		p = s.ebits >= 16 ? 8 : s.ebits == 8 ? 4 : 2;
	if (e->target->gen == GS_GEN_GFX12)
		p = p > 1 ? p / 2 : 1;
	return lanes == 64 ? 2 * p : p;
}

/* The timing model's policy from the decoded cache-policy bits (gs_inst.cpol,
 * filled at decode by decode.c: GLC/SLC/DLC gfx11, TH/SCOPE gfx12,
 * SC0/SC1/NT gfx9). */
static unsigned int policy(const struct emu *e, const struct gs_cpol *cp, int store)
{
	enum gs_gen gen = e->target->gen;
	unsigned int p = 0;

	if (gen == GS_GEN_GFX11) {
		/* RDNA3 ISA: GLC=1 loads are device scope (miss in L0 and GL1),
		 * SLC=1 streams, DLC=1 does not allocate in the MALL (seed 000) */
		if (!store && (cp->flags & GS_CPOL_GLC))
			p |= EMU_POL_NO_L0 | EMU_POL_NO_GL1;
		if (cp->flags & GS_CPOL_SLC)
			p |= EMU_POL_STREAM;
		if (cp->flags & GS_CPOL_DLC)
			p |= EMU_POL_NO_MALL;
	} else if (gen == GS_GEN_GFX12) {
		/* RDNA4 ISA: SCOPE SE/DEV miss in the CU's L0, SYS also in the L2
		 * (assumed for loads); TH_*_NT streams */
		if (cp->scope == 1 || cp->scope == 2)
			p |= store ? 0 : EMU_POL_NO_L0;
		if (cp->scope == 3)
			p |= store ? EMU_POL_SYS_WR : EMU_POL_NO_L0 | EMU_POL_NO_L2;
		if (cp->flags & GS_CPOL_TH_NT)
			p |= EMU_POL_STREAM;
	} else {
		/* gfx942: nt and sc1 loads miss in the L1 ([roy]: both hit the
		 * L2); sc0 sc1 stores are system scope, written through */
		int sc0 = !!(cp->flags & GS_CPOL_SC0), sc1 = !!(cp->flags & GS_CPOL_SC1);

		if (!store && (sc1 || (cp->flags & GS_CPOL_NT)))
			p |= EMU_POL_NO_L0;
		if (cp->flags & GS_CPOL_NT)
			p |= EMU_POL_STREAM;
		if (store && sc0 && sc1)
			p |= EMU_POL_SYS_WR;
	}
	return p;
}

/* What a cache instruction (executed as s_nop: decode.c) does, from its
 * table row's mnemonic and its cache policy. */
static unsigned int cache_op(const struct emu *e, const char *name, const struct gs_cpol *cp)
{
	enum gs_gen gen = e->target->gen;

	if (!strncmp(name, "buffer_gl0_inv", 14))
		return EMU_COP_INV_L0;
	if (!strncmp(name, "buffer_gl1_inv", 14))
		return EMU_COP_INV_GL1;
	if (!strncmp(name, "global_inv", 10)) {  /* gfx12: by scope (AMDGPUUsage GFX12 memory model) */
		if (cp->scope == 3)
			return EMU_COP_INV_L0 | EMU_COP_INV_L2;
		return EMU_COP_INV_L0;
	}
	if (!strncmp(name, "global_wb", 9))
		return cp->scope == 3 ? EMU_COP_WB_L2 : 0;
	if (!strncmp(name, "buffer_wbl2", 11))
		return EMU_COP_WB_L2;
	if (!strncmp(name, "buffer_inv", 10) || !strncmp(name, "buffer_wbinvl1", 14))
		return gen == GS_GEN_GFX9 && (cp->flags & GS_CPOL_SC0) && (cp->flags & GS_CPOL_SC1)
			       ? EMU_COP_INV_L0 | EMU_COP_INV_L2 : EMU_COP_INV_L0;
	return 0;
}

static uint16_t sgpr_slot(unsigned int code)
{
	return code < 128 && code != GS_OPR_NULL ? (uint16_t)(EMU_TR_SGPR + code) : (uint16_t)EMU_TR_NONE;
}

static void fast_operands(struct emu_uop *u, const struct gs_inst *in)
{
	u->tsrc[0] = u->tsrc[1] = u->tsrc[2] = u->tdst = u->tdst2 = EMU_TR_NONE;
	for (int i = 0; i < 3; i++) {
		if (u->kind[i] == EMU_OPK_VGPR)
			u->tsrc[i] = u->reg[i];
		else if (u->kind[i] == EMU_OPK_SGPR)
			u->tsrc[i] = sgpr_slot(u->reg[i]);
	}
	switch (in->op->enc) {
	case GS_ENC_VOP1: case GS_ENC_VOP2: case GS_ENC_VOP3:
		if (in->op->sig == GS_SIG_CNDMASK)
			u->tsrc[2] = sgpr_slot(u->reg[2]);
		else if (u->tsrc[2] == EMU_TR_NONE)
			u->tsrc[2] = EMU_TR_SGPR + GS_OPR_EXEC_LO;
		u->tdst = u->vdst;
		break;
	case GS_ENC_SOPC:
		u->tdst = EMU_TR_SCC;
		break;
	case GS_ENC_SOPP:  /* branches read SCC, VCC or EXEC */
		u->tsrc[0] = EMU_TR_SCC;
		u->tsrc[1] = EMU_TR_SGPR + GS_OPR_VCC_LO;
		u->tsrc[2] = EMU_TR_SGPR + GS_OPR_EXEC_LO;
		break;
	default:  /* SOP1/SOP2/SOPK */
		u->tdst = sgpr_slot(u->vdst);
		u->tdst2 = EMU_TR_SCC;
		if (in->op->sem == GS_SEM_S_CSELECT_B32)
			u->tsrc[2] = EMU_TR_SCC;
	}
	u->tfast = 1;
}

void gsi_emu_timing_prepare(const struct emu *e, struct emu_uop *u)
{
	const struct gs_machine *m = e->tm ? e->tm->m : NULL;
	const struct gs_core_timing *c;
	const struct gs_inst *in = &u->f.in[0];
	const char *n;

	u->tcls = EMU_TC_NONE;
	u->tpipe = EMU_TP_SALU;
	u->tissue = 1;
	u->tnext = 1;
	u->tlat = 1;
	u->tpol = 0;
	u->tsrc[0] = u->tsrc[1] = u->tsrc[2] = u->tdst = u->tdst2 = EMU_TR_NONE;
	if (!m || !u->size || !in->op)
		return;
	c = m->core;
	n = in->op->name;
	if (u->f.n == 2) {  /* VOPD: two ops in one issue slot */
		u->tcls = EMU_TC_VALU;
		u->tpipe = EMU_TP_VALU;
		u->tissue = u->lanes == 64 ? c->valu_w64_dual : c->valu_w32;
		u->tlat = c->valu_lat;
		return;
	}
	switch (in->op->enc) {
	case GS_ENC_SOPP:
		if (u->f.table_text) {  /* a cache operation run as s_nop (decode.c) */
			if (u->f.row < GS_ISA_NROWS) {  /* the row the decoder found */
				u->tcls = EMU_TC_CACHE;
				u->tpol = (uint8_t)cache_op(e, gsi_isa_row_name(u->f.row), &in->cpol);
				u->tpipe = EMU_TP_VMEM;
				u->tissue = c->mem_issue;
				u->fast = NULL;  /* s_nop's handler would skip what it does to the caches */
			}
			break;
		}
		switch (in->op->sem) {
		case GS_SEM_S_WAITCNT: case GS_SEM_S_WAIT_LOADCNT: case GS_SEM_S_WAIT_STORECNT:
		case GS_SEM_S_WAIT_KMCNT: case GS_SEM_S_WAIT_DSCNT: case GS_SEM_S_WAIT_LOADCNT_DSCNT:
		case GS_SEM_S_WAIT_STORECNT_DSCNT: case GS_SEM_S_WAIT_EXPCNT: case GS_SEM_S_WAIT_SAMPLECNT:
		case GS_SEM_S_WAIT_BVHCNT:
			u->tcls = EMU_TC_WAIT;
			break;
		case GS_SEM_S_NOP:  /* SIMM16[3:0] + 1 wait states */
			u->tcls = EMU_TC_NONE;
			u->tnext = (uint8_t)((in->imm & 0xf) + 1);
			break;
		case GS_SEM_S_DELAY_ALU:  /* the scoreboard already waits for what it announces */
		case GS_SEM_S_SETPRIO:
			u->tcls = EMU_TC_FREE;
			u->tnext = 0;
			break;
		default:
			if (in->op->sig == GS_SIG_LABEL) {
				u->tcls = EMU_TC_BRANCH;
				u->tlat = c->branch_taken;
			}
		}
		break;
	case GS_ENC_SOP1: case GS_ENC_SOP2: case GS_ENC_SOPK: case GS_ENC_SOPC:
		u->tcls = EMU_TC_SALU;
		u->tlat = c->salu_lat;
		break;
	case GS_ENC_SMEM:
		u->tcls = EMU_TC_SMEM;
		u->tpipe = EMU_TP_SMEM;
		u->tissue = c->mem_issue;
		switch (in->op->sem) {  /* the scalar cache's own operations */
		case GS_SEM_S_DCACHE_INV: case GS_SEM_S_DCACHE_INV_VOL:
			u->tcls = EMU_TC_CACHE;
			u->tpol = EMU_COP_INV_K;
			break;
		case GS_SEM_S_GL1_INV:
			u->tcls = EMU_TC_CACHE;
			u->tpol = EMU_COP_INV_GL1;
			break;
		}
		break;
	case GS_ENC_DS:
		u->tcls = EMU_TC_DS;
		u->tpipe = EMU_TP_LDS;
		u->tissue = c->mem_issue;
		u->tlat = c->lds_lat;
		break;
	case GS_ENC_FLAT: case GS_ENC_SCRATCH: case GS_ENC_MUBUF: case GS_ENC_MTBUF: case GS_ENC_MIMG:
	case GS_ENC_VSAMPLE:
		u->tcls = EMU_TC_VMEM;
		u->tpipe = EMU_TP_VMEM;
		u->tissue = c->mem_issue;
		u->tpol = (uint8_t)policy(e, &in->cpol, strstr(n, "store") != NULL);
		if (strstr(n, "atomic"))
			u->tpol |= EMU_POL_ATOMIC;
		break;
	case GS_ENC_LDSDIR:
		u->tcls = EMU_TC_DS;
		u->tpipe = EMU_TP_LDS;
		u->tissue = c->mem_issue;
		u->tlat = c->lds_lat;
		break;
	default:  /* the VALU encodings */
		u->tpipe = EMU_TP_VALU;
		u->tcls = EMU_TC_VALU;
		u->tissue = u->lanes == 64 ? (dual_issue(n) ? c->valu_w64_dual : c->valu_w64) : c->valu_w32;
		u->tlat = c->valu_lat;
		if (in->op->sig == GS_SIG_WMMA || in->op->sig == GS_SIG_SWMMAC || in->op->sig == GS_SIG_MFMA) {
			unsigned int passes = 8;
			int xdl, dgemm;

			if (in->op->sig == GS_SIG_MFMA) {
				if (!gsi_mfma_class(n, e->target->lds_bytes > 65536, &passes, &xdl, &dgemm))
					passes = 8;
			} else {
				passes = wmma_passes(e, in, u->lanes);
			}
			u->tcls = EMU_TC_MATRIX;
			u->tpipe = EMU_TP_MATRIX;
			u->tissue = (uint8_t)(passes * c->matrix_pass > 255 ? 255 : passes * c->matrix_pass);
			u->tlat = (uint16_t)(passes * c->matrix_pass + c->valu_lat);
		} else if (strstr(n, "_f64")) {
			u->tcls = EMU_TC_DP;
			u->tissue = c->dp_issue;
			u->tlat = c->dp_lat;
		} else if (is_trans(n)) {
			u->tcls = EMU_TC_TRANS;
			u->tpipe = EMU_TP_TRANS;
			u->tissue = c->trans_issue;
			u->tlat = c->trans_lat;
		} else if (is_quarter(n)) {
			u->tcls = EMU_TC_QUARTER;
			u->tissue = c->quarter_issue;
			u->tlat = c->quarter_lat;
		}
		if (u->lanes == 64 && u->tissue < c->valu_w64 && u->tcls != EMU_TC_VALU)
			u->tissue = (uint8_t)(2 * u->tissue);  /* wave64: both halves */
	}
	if (u->fast)
		fast_operands(u, in);
}

/* ---- pipes ---- */

static void slide(struct emu_pipe *p, uint64_t end)
{
	uint64_t nb = (end - EMU_PIPE_WIN + 63) & ~63ull;

	if (nb <= p->base)
		return;
	if (nb - p->base >= EMU_PIPE_WIN) {
		memset(p->w, 0, sizeof(p->w));
	} else {
		for (uint64_t b = p->base; b < nb; b += 64)
			p->w[(b >> 6) & (EMU_PIPE_WORDS - 1)] = 0;
	}
	p->base = nb;
}

/* The busy bits of cycles t .. t+n-1 (bit k: cycle t+k), n <= 64, all
 * inside the window. */
static uint64_t run_bits(const struct emu_pipe *p, uint64_t t, unsigned int n)
{
	unsigned int off = (unsigned int)t & 63, idx = (unsigned int)(t >> 6) & (EMU_PIPE_WORDS - 1);
	uint64_t b = p->w[idx] >> off;

	if (off && off + n > 64)
		b |= p->w[(idx + 1) & (EMU_PIPE_WORDS - 1)] << (64 - off);
	return n < 64 ? b & ((1ull << n) - 1) : b;
}

/* The first free cycle at or after t, a word at a time. */
static uint64_t next_free(struct emu_pipe *p, uint64_t t)
{
	for (;;) {
		uint64_t free;

		if (t >= p->base + EMU_PIPE_WIN)
			slide(p, t + 1);
		free = ~p->w[(t >> 6) & (EMU_PIPE_WORDS - 1)] >> (t & 63);
		if (free)
			return t + (unsigned int)__builtin_ctzll(free);
		t = (t | 63) + 1;
	}
}

/* The earliest run of n free cycles at or after t: a start whose run
 * holds a busy cycle moves past it and past the busy cycles after it
 * (no start among those can be free). */
uint64_t gsi_emu_pipe_calendar(struct emu_pipe *p, uint64_t t, unsigned int n)
{
	if (!n)
		return t;
	if (n > 64)
		n = 64;
	if (t < p->base)
		t = p->base;  /* older than the window: the history is gone (the scheduler keeps waves close) */
	for (;;) {
		uint64_t busy;

		if (t + n > p->base + EMU_PIPE_WIN)
			slide(p, t + n);
		busy = run_bits(p, t, n);
		if (!busy)
			break;
		t = next_free(p, t + (unsigned int)__builtin_ctzll(busy) + 1);
	}
	for (unsigned int k = 0; k < n; k++)
		p->w[((t + k) >> 6) & (EMU_PIPE_WORDS - 1)] |= 1ull << ((t + k) & 63);
	return t;
}

/* ---- the general path ---- */

static uint64_t max64(uint64_t a, uint64_t b)
{
	return a > b ? a : b;
}

/* The latest ready time of the registers the instruction touches (its
 * bitmasks, as the checker keeps them). */
static uint64_t touched_ready(const struct emu_tw *tw, const struct emu_uop *u)
{
	uint64_t t = tw->ready[EMU_TR_SCC];

	for (unsigned int i = 0; i < 8; i++)
		for (uint64_t m = u->vmask[i]; m; m &= m - 1)
			t = max64(t, tw->ready[i * 64 + (unsigned int)__builtin_ctzll(m)]);
	for (unsigned int i = 0; i < 2; i++)
		for (uint64_t m = u->smask[i]; m; m &= m - 1)
			t = max64(t, tw->ready[EMU_TR_SGPR + i * 64 + (unsigned int)__builtin_ctzll(m)]);
	return t;
}

static void set_ready(struct emu_tw *tw, unsigned int first, unsigned int n, uint64_t t)
{
	for (unsigned int i = 0; i < n && first + i < EMU_TR_SCC; i++)
		tw->ready[first + i] = t;
}

/* The results of an ALU instruction of the general path become ready at t. */
static void results(const struct emu *e, struct wave *w, const struct emu_uop *u, uint64_t t)
{
	struct emu_tw *tw = w->tw;

	for (unsigned int h = 0; h < u->f.n; h++) {
		const struct gs_inst *in = &u->f.in[h];
		const struct gs_isa_op *op = in->op;
		unsigned int nd = op->dregs ? op->dregs : 1, lm = w->lanes == 64 ? 2 : 1;

		if (u->f.n == 2) {
			set_ready(tw, u->f.vopd[h].vdst, 1, t);
			continue;
		}
		switch (op->enc) {
		case GS_ENC_SOP1: case GS_ENC_SOP2: case GS_ENC_SOPK:
			if (in->sdst < 128)
				set_ready(tw, EMU_TR_SGPR + in->sdst, nd, t);
			tw->ready[EMU_TR_SCC] = t;
			break;
		case GS_ENC_SOPC:
			tw->ready[EMU_TR_SCC] = t;
			break;
		default:
			if (op->sig == GS_SIG_WMMA || op->sig == GS_SIG_SWMMAC || op->sig == GS_SIG_MFMA) {
				struct gs_wmma_shape ws;
				struct gs_mfma_regs mr;
				unsigned int base = in->vdst, cnt = nd;

				if (op->sig == GS_SIG_MFMA && gsi_mfma_inst_regs(in, &mr)) {
					cnt = mr.ncd;
					base += in->acc & 1 ? w->agpr_base : 0;
				} else if (op->sig == GS_SIG_WMMA && gsi_wmma_shape(op->sem, e->target->gen, lm == 2, &ws)) {
					cnt = ws.ncd;
				}
				set_ready(tw, base, cnt, t);
				break;
			}
			if (op->sig == GS_SIG_VOPC || op->sig == GS_SIG_VOP3SD || op->sig == GS_SIG_CARRY ||
			    op->sig == GS_SIG_READLANE || op->sig == GS_SIG_VOP3SD3 || op->sig == GS_SIG_SALU) {
				if (in->sdst < 128)
					set_ready(tw, EMU_TR_SGPR + in->sdst, lm, t);
				else if (op->sig == GS_SIG_VOPC)
					set_ready(tw, EMU_TR_SGPR + GS_OPR_VCC_LO, lm, t);
			}
			if (op->sig == GS_SIG_VOPCX)
				set_ready(tw, EMU_TR_SGPR + GS_OPR_EXEC_LO, lm, t);
			if (op->sig != GS_SIG_VOPC && op->sig != GS_SIG_VOPCX && op->sig != GS_SIG_READLANE &&
			    op->sig != GS_SIG_SALU)
				set_ready(tw, in->vdst + (in->acc & 1 ? w->agpr_base : 0), nd, t);
		}
	}
}

static int cmp32(const void *a, const void *b)
{
	uint32_t x = *(const uint32_t *)a, y = *(const uint32_t *)b;

	return x < y ? -1 : x > y;
}

/* The passes a DS instruction takes over the LDS banks (4-byte banks; the
 * lanes of a 32-lane half in one pass when they hit distinct banks or the
 * same dword), and in *conflict the passes beyond the fewest its dwords
 * need.  Address-free DS operations (append, permutes, swizzles) take one. */
struct ds_shape {
	unsigned int dw, scale;  /* dwords per lane; bytes per unit of the offsets */
	int two;                 /* two addresses (offset0/offset1) */
	int permute;             /* ds_permute/bpermute: no LDS access */
};

static int ds_shape_parse(const char *n, struct ds_shape *d)
{
	int two = strstr(n, "2addr") || strstr(n, "read2") || strstr(n, "write2") || strstr(n, "wrxchg2");

	d->two = two;
	d->dw = strstr(n, "b128") ? 4 : strstr(n, "b96") ? 3 : strstr(n, "b64") ? 2 : 1;
	d->scale = (two ? d->dw * 4 : 1) * (strstr(n, "st64") || strstr(n, "stride64") ? 64 : 1);
	d->permute = strstr(n, "permute") != NULL;
	return 1;
}

/* once per op (op_fact.h): every timed DS instruction asks */
static int ds_shape_of(const struct gs_isa_op *op, struct ds_shape *d);
EMU_NAME_FACT(ds_shape_of, struct ds_shape, ds_shape_parse)

static unsigned int ds_passes(const struct emu *e, const struct wave *w, const struct emu_uop *u,
			      unsigned int *conflict)
{
	const struct gs_inst *in = &u->f.in[0];
	unsigned int sig = in->op->sig, banks = e->tm->m->core->lds_banks, total = 0, ideal = 0;
	struct ds_shape sh = { 1, 1, 0, 0 };
	unsigned int dw, scale;
	int two;
	uint64_t exec = w->s[GS_OPR_EXEC_LO] | (w->lanes == 64 ? (uint64_t)w->s[GS_OPR_EXEC_HI] << 32 : 0);
	uint32_t d[32 * 8];

	*conflict = 0;
	ds_shape_of(in->op, &sh);
	dw = sh.dw;
	scale = sh.scale;
	two = sh.two;
	if ((sig != GS_SIG_DSLOAD && sig != GS_SIG_DSLOAD2 && sig != GS_SIG_DSSTORE && sig != GS_SIG_DSSTORE2 &&
	     sig != GS_SIG_DSRTN) || sh.permute || in->vaddr >= w->n_vgprs || !banks)
		return 1;
	for (unsigned int g = 0; g < w->lanes; g += 32) {
		unsigned int k = 0, uq = 0, worst = 0, per[64] = { 0 };

		for (unsigned int l = g; l < g + 32 && l < w->lanes; l++) {
			uint32_t a = w->v[in->vaddr][l];

			if (!(exec >> l & 1))
				continue;
			for (unsigned int x = 0; x < (two ? 2u : 1u); x++) {
				uint32_t off = two ? (x ? (uint32_t)in->imm >> 8 & 0xff : (uint32_t)in->imm & 0xff) * scale
						   : (uint32_t)in->imm & 0xffff;

				for (unsigned int j = 0; j < dw; j++)
					d[k++] = (a + off) / 4 + j;
			}
		}
		if (!k)
			continue;
		qsort(d, k, sizeof(d[0]), cmp32);
		for (unsigned int i = 0; i < k; i++)
			if (!i || d[i] != d[i - 1]) {
				unsigned int b = d[i] % (banks < 64 ? banks : 64);

				uq++;
				if (++per[b] > worst)
					worst = per[b];
			}
		total += worst;
		ideal += (uq + banks - 1) / banks;
	}
	*conflict = total > ideal ? total - ideal : 0;
	return total ? total : 1;
}

void gsi_emu_tm_before(struct emu *e, struct wave *w, const struct emu_uop *u)
{
	struct emu_tw *tw = w->tw;
	uint64_t t = w->t, t0 = w->t;

	tw->nlog = 0;
	if (u->tcls == EMU_TC_FREE)
		return;
	t = max64(t, touched_ready(tw, u));
	if (u->tcls == EMU_TC_DS) {
		unsigned int conflict;

		tw->ds_cycles = ds_passes(e, w, u, &conflict);
		gsi_emu_perf_event(e, w, GSI_PERF_LDS_BANK_CONFLICT, conflict);
	}
	if (u->tcls == EMU_TC_DS) {
		struct emu_pipe *p = tw->pipe[EMU_TP_LDS];
		uint64_t t1 = t;
		unsigned int passes = tw->ds_cycles ? tw->ds_cycles : 1;

		t = max64(t, p->busy);
		p->busy = t + passes;
		gsi_emu_perf_event(e, w, GSI_PERF_WAIT_INST_LDS, t - t1);
	} else if (u->tpipe >= EMU_TP_MATRIX) {  /* queues */
		struct emu_pipe *p = tw->pipe[u->tpipe];

		t = max64(t, p->busy);
		p->busy = t + u->tissue;
	} else {
		t = gsi_emu_pipe_take(tw->pipe[u->tpipe], t, u->tissue);
	}
	if (u->tcls == EMU_TC_CACHE)  /* what a cache operation invalidates, and its cost (memtime.c) */
		t += gsi_emu_tm_cacheop(tw->unit, tw->cu, u->tpol, t);
	tw->stall += t - t0;
	w->t = t;
}

void gsi_emu_tm_after(struct emu *e, struct wave *w, const struct emu_uop *u, uint64_t issue)
{
	struct emu_tw *tw = w->tw;

	switch (u->tcls) {
	case EMU_TC_VALU: case EMU_TC_TRANS: case EMU_TC_QUARTER: case EMU_TC_DP: case EMU_TC_MATRIX:
	case EMU_TC_SALU:
		results(e, w, u, issue + u->tlat);
		break;
	case EMU_TC_FREE:
		if (u->f.in[0].op->sem == GS_SEM_S_SETPRIO)
			tw->prio = (int)(u->f.in[0].imm & 3);
		return;
	default:
		break;
	}
	w->t = max64(w->t, issue + u->tnext);
}

void gsi_emu_tm_branch(struct wave *w, const struct emu_uop *u, uint64_t pc0)
{
	if (w->pc != pc0 + u->size)
		w->t += u->tlat;  /* taken */
}

/* ---- waits ---- */

static int cmp64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

void gsi_emu_tm_wait(struct emu *e, struct wave *w, enum emu_cnt c, unsigned int n)
{
	uint64_t done[256], t = w->t;
	unsigned int k = 0;

	for (size_t i = 0; i < w->pend.n && k < 256; i++) {
		const struct emu_op *op = &w->pend.ops[i];

		if (op->cnt == c || (op->flat && (c == EMU_CNT_KM || c == EMU_CNT_DS)))
			done[k++] = op->done;
	}
	if (k <= n)
		return;
	/* the counter reaches n when k - n of them completed: in-order
	 * counters complete oldest first, and their done times never go back
	 * (gsi_emu_tm_issue), so the (k - n)-th smallest is the one */
	qsort(done, k, sizeof(done[0]), cmp64);
	t = max64(t, done[k - n - 1]);
	if (t > w->t) {
		gsi_emu_perf_event(e, w, GSI_PERF_WAIT_ANY, t - w->t);
		w->t = t;
	}
}

void gsi_emu_tm_full(struct emu *e, struct wave *w, const struct emu_op *oldest)
{
	if (oldest->done > w->t) {
		gsi_emu_perf_event(e, w, GSI_PERF_WAIT_ANY, oldest->done - w->t);
		w->t = oldest->done;
	}
}

void gsi_emu_tm_addr(struct wave *w, uint64_t va, uint64_t size)
{
	struct emu_tw *tw = w->tw;

	if (tw->nlog == tw->caplog) {
		unsigned int cap = tw->caplog ? tw->caplog * 2 : 256;
		uint64_t *l = realloc(tw->alog, cap * 2 * sizeof(*l));

		if (!l)
			return;  /* the access then costs what an empty log does */
		tw->alog = l;
		tw->caplog = cap;
	}
	tw->alog[2 * tw->nlog] = va;
	tw->alog[2 * tw->nlog + 1] = size;
	tw->nlog++;
}

/* ---- barriers ---- */

void gsi_emu_tm_bar_arrive(struct wave *w)
{
	w->tw->bar_t = w->t;
}

void gsi_emu_tm_bar_release(struct wave *waves, unsigned int n, unsigned int lat)
{
	uint64_t t = 0;

	for (unsigned int i = 0; i < n; i++)
		if (!waves[i].ended && waves[i].tw)
			t = max64(t, waves[i].tw->bar_t);
	t += lat;
	for (unsigned int i = 0; i < n; i++) {
		struct wave *w = &waves[i];

		if (w->ended || !w->tw)
			continue;
		if (w->barrier == EMU_BAR_NONE)  /* it was blocked: it resumes at the release */
			w->t = max64(w->t, t);
		w->tw->wg->release = t;     /* signalled and running: its wait passes at the release */
	}
}

void gsi_emu_tm_bar_pass(struct wave *w)
{
	w->t = max64(w->t, w->tw->wg->release);
}

/* ---- clocks ---- */

uint64_t gsi_emu_tm_shader_cycles(const struct emu *e, const struct wave *w)
{
	return e->tm->dispatch_t0 + w->t;
}

uint64_t gsi_emu_tm_realtime(const struct emu *e, const struct wave *w)
{
	const struct gs_machine *m = e->tm->m;
	unsigned __int128 c = gsi_emu_tm_shader_cycles(e, w);

	return (uint64_t)(c * m->realtime_khz / ((uint64_t)m->shader_mhz * 1000));
}

/* ---- the CP ---- */

static uint64_t to_realtime(const struct gs_machine *m, uint64_t cycles)
{
	return (uint64_t)((unsigned __int128)cycles * m->realtime_khz / ((uint64_t)m->shader_mhz * 1000));
}

void gsi_emu_tm_cp_ticks(struct emu *e, uint64_t *clock, uint64_t n, int busy)
{
	struct emu_tm *tm = e->tm;
	/* one REALTIME tick (10 ns) a packet, as the untimed CP (assumed) */
	uint64_t cycles = n * ((uint64_t)tm->m->shader_mhz * 1000 / tm->m->realtime_khz);

	tm->now += cycles;
	*clock = to_realtime(tm->m, tm->now);
	gsi_emu_perf_ticks(e, cycles, busy);
}

void gsi_emu_tm_dispatch_begin(struct emu *e)
{
	e->tm->dispatch_t0 = e->tm->now;
	e->tm->dispatch_len = 0;
}

void gsi_emu_tm_dispatch_end(struct emu *e, uint64_t *clock)
{
	struct emu_tm *tm = e->tm;

	tm->now += tm->dispatch_len;
	*clock = to_realtime(tm->m, tm->now);
	gsi_emu_perf_ticks(e, tm->dispatch_len, 1);
}

void gsi_emu_tm_acquire(struct emu *e, const uint32_t *body, size_t n)
{
	struct emu_tm *tm = e->tm;
	int l2, gl1;

	if (e->target->gen == GS_GEN_GFX9) {  /* soc15d.h CP_COHER_CNTL: TC_ACTION_ENA (bit 23) */
		l2 = n >= 1 && (body[0] >> 23 & 1);
		gl1 = 0;
	} else {  /* nvd.h GCR_CNTL (dword 7): GL2_INV bit 14, GL1_INV bit 9 */
		l2 = n >= 7 && (body[6] >> 14 & 1);
		gl1 = n >= 7 && (body[6] >> 9 & 1);
	}
	for (unsigned int i = 0; l2 && i < tm->n_l2; i++)
		gsi_cache_clear(&tm->l2[i]);
	for (unsigned int i = 0; gl1 && i < tm->n_gl1; i++)
		gsi_cache_clear(&tm->gl1[i]);
	/* the CUs' vector, scalar and instruction caches start empty with
	 * every dispatch (timed.c), as the launch's ACQUIRE_MEM invalidates them */
}
