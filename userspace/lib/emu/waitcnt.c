// SPDX-License-Identifier: MIT
/*
 * Wait counters and the hazard checker.
 *
 * A memory operation increments its counter at issue and completes only
 * when a wait instruction asks for it (or the wave ends): the emulator
 * delays every completion as far as the ISA allows, so a missing wait is
 * never hidden by lucky timing.  Vector memory counters complete in order;
 * scalar memory (KMcnt, gfx11 LGKMcnt) returns out of order, so only a wait
 * for 0 proves a given scalar load finished (RDNA3/RDNA4 ISA guides,
 * "Data dependency resolution"; seed 000 section 6).  With the checker on,
 * touching a register a pending load still writes is reported with the wait
 * that would cover it; with it off the instruction sees the old value.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/mfma.h"
#include "emu/timing.h"

/* Outstanding operations a counter can hold before issue stalls. */
static unsigned int cnt_max(const struct emu *e, enum emu_cnt c)
{
	if (c == EMU_CNT_KM && e->target->gen == GS_GEN_GFX9)
		return 15;  /* gfx9 LGKMcnt has 4 bits */
	return c == EMU_CNT_EXP ? 7 : 63;
}

static void put_vals(struct wave *w, struct emu_op *op)
{
	if (op->pooled & 1 && op->vals && w->pend.n_pool_vals < EMU_POOL_N)
		w->pend.pool_vals[w->pend.n_pool_vals++] = op->vals;
	else
		free(op->vals);
	op->vals = NULL;
	op->pooled &= (uint8_t)~1u;
}

static void put_stores(struct wave *w, struct emu_op *op)
{
	if (op->pooled & 2 && op->stores && w->pend.n_pool_stores < EMU_POOL_N)
		w->pend.pool_stores[w->pend.n_pool_stores++] = op->stores;
	else
		free(op->stores);
	op->stores = NULL;
	op->pooled &= (uint8_t)~2u;
}

uint32_t *gsi_emu_pool_vals(struct wave *w, struct emu_op *op)
{
	op->vals = w->pend.n_pool_vals ? w->pend.pool_vals[--w->pend.n_pool_vals]
				       : malloc(EMU_POOL_VAL_DWORDS * sizeof(uint32_t));
	if (op->vals)
		op->pooled |= 1;
	return op->vals;
}

struct emu_lane_store *gsi_emu_pool_stores(struct wave *w, struct emu_op *op)
{
	op->stores = w->pend.n_pool_stores ? w->pend.pool_stores[--w->pend.n_pool_stores]
					   : malloc(EMU_MAX_LANES * sizeof(struct emu_lane_store));
	if (op->stores)
		op->pooled |= 2;
	return op->stores;
}

void gsi_emu_op_drop(struct wave *w, struct emu_op *op)
{
	put_vals(w, op);
	put_stores(w, op);
}

/* Write an operation's stores and non-returning atomics to memory and drop
 * them (the operation itself may stay counted). */
static void land_stores(struct emu *e, struct wave *w, struct emu_op *op)
{
	const struct emu_map *hint = NULL, *m = op->smap;

	if (m && op->smap_gen == e->maps_gen) {  /* plain dword stores inside m (exec_vmem.c) */
		for (unsigned int k = 0; k < op->n_stores; k++) {
			const struct emu_lane_store *st = &op->stores[k];
			uint8_t *p = m->host + (st->va - m->va);

			if (st->n == 4)
				memcpy(p, st->data, 16);
			else
				memcpy(p, st->data, st->n * 4u);
		}
		put_stores(w, op);
		op->n_stores = 0;
		op->smap = NULL;
		return;
	}
	for (unsigned int k = 0; k < op->n_stores; k++) {
		const struct emu_lane_store *st = &op->stores[k];
		unsigned int nb = st->bytes ? st->bytes : st->n * 4u;
		uint8_t *p = gsi_emu_mem_ptr_near(e, &hint, st->va, nb);  /* checked at issue */

		if (!p)
			continue;
		if (st->at.kind)
			gsi_emu_atomic_rmw(&st->at, p, st->data, NULL);
		else if (nb == 16)  /* b128: one move, not a call */
			memcpy(p, st->data, 16);
		else if (nb == 4)
			memcpy(p, st->data, 4);
		else
			memcpy(p, st->data, nb);
	}
	put_stores(w, op);
	op->n_stores = 0;
	op->smap = NULL;
}

/* Apply and drop ops[i]. */
static void complete(struct emu *e, struct wave *w, size_t i)
{
	struct emu_op *op = &w->pend.ops[i];

	if (op->nregs) {
		for (unsigned int r = 0; r < op->nregs; r++) {
			if (op->regmask && !(op->regmask >> r & 1))
				continue;  /* a register the load skips */
			if (op->sgpr) {
				if (op->reg + r < 128 && op->reg + r != GS_OPR_NULL)
					w->s[op->reg + r] = op->vals[r];
				continue;
			}
			if (op->reg + r >= w->n_vgprs)
				continue;
			/* the register's row and the checks once, then the lanes */
			uint32_t *d = w->v[op->reg + r];
			const uint32_t *v = &op->vals[r * EMU_MAX_LANES];

			if (!op->d16 && op->lanes == (w->lanes == 64 ? ~0ull : 0xffffffffull)) {
				memcpy(d, v, w->lanes * 4u);
				continue;
			}
			for (unsigned int l = 0; l < w->lanes; l++) {
				if (!(op->lanes >> l & 1))
					continue;
				if (op->d16 == 1)
					d[l] = (d[l] & 0xffff0000u) | (v[l] & 0xffffu);
				else if (op->d16 == 2)
					d[l] = (d[l] & 0xffffu) | v[l] << 16;
				else
					d[l] = v[l];
			}
		}
	}
	land_stores(e, w, op);
	put_vals(w, op);
	memmove(op, op + 1, (w->pend.n - i - 1) * sizeof(*op));
	w->pend.n--;
	w->pend.gen++;
}

static unsigned int count(const struct wave *w, enum emu_cnt c)
{
	unsigned int n = 0;

	for (size_t i = 0; i < w->pend.n; i++)
		n += w->pend.ops[i].cnt == c;
	return n;
}

/* Wait until at most n operations of counter c are outstanding.  In-order
 * operations complete oldest first; out-of-order ones (scalar memory) may
 * finish in any order, so for n > 0 none of them is known to have completed.
 * On gfx11 LGKMcnt holds both: DS operations (in order) and scalar loads (out
 * of order); with k in-order operations outstanding, a wait for n > 0
 * guarantees only the oldest k - n of them (the scalar loads may be the ones
 * that finished). */
void gsi_emu_wait(struct emu *e, struct wave *w, enum emu_cnt c, unsigned int n)
{
	unsigned int inorder = 0;

	if (w->tw)  /* the timing model: the wave's clock waits for the counter (timing.h) */
		gsi_emu_tm_wait(e, w, c, n);

	if (n == 0) {
		for (size_t i = 0; i < w->pend.n;) {
			/* a flat access counts on LGKMcnt/DScnt as well (exec_vmem.c) */
			if (w->pend.ops[i].cnt == c || (w->pend.ops[i].flat && (c == EMU_CNT_KM || c == EMU_CNT_DS)))
				complete(e, w, i);
			else
				i++;
		}
		return;
	}
	for (size_t i = 0; i < w->pend.n; i++)
		inorder += w->pend.ops[i].cnt == c && !w->pend.ops[i].ooo;
	for (size_t i = 0; i < w->pend.n && inorder > n;) {
		struct emu_op *op = &w->pend.ops[i];

		if (op->cnt != c || op->ooo) {
			i++;
			continue;
		}
		complete(e, w, i);
		inorder--;
	}
}

void gsi_emu_complete_overlap(struct emu *e, struct wave *w, uint64_t va, unsigned int bytes)
{
	size_t last = SIZE_MAX;
	unsigned int todo = 0;
	enum emu_cnt c;

	for (size_t i = 0; i < w->pend.n; i++) {
		const struct emu_op *op = &w->pend.ops[i];

		for (unsigned int k = 0; k < op->n_stores; k++)
			if (op->stores[k].va < va + bytes && va < op->stores[k].va + op->stores[k].n * 4u)
				last = i;
	}
	if (last == SIZE_MAX)
		return;
	/* the store's counter (gfx9: VMcnt, shared with loads) completes in
	 * order: everything up to that one */
	c = (enum emu_cnt)w->pend.ops[last].cnt;
	for (size_t i = 0; i <= last; i++)
		todo += w->pend.ops[i].cnt == c;
	for (size_t i = 0; todo && i < w->pend.n;) {
		if (w->pend.ops[i].cnt == c) {
			complete(e, w, i);
			todo--;
		} else {
			i++;
		}
	}
}

void gsi_emu_wait_all(struct emu *e, struct wave *w)
{
	while (w->pend.n)
		complete(e, w, 0);
}

void gsi_emu_pending_free(struct wave *w)
{
	for (size_t i = 0; i < w->pend.n; i++) {
		free(w->pend.ops[i].vals);
		free(w->pend.ops[i].stores);
	}
	for (unsigned int i = 0; i < w->pend.n_pool_vals; i++)
		free(w->pend.pool_vals[i]);
	for (unsigned int i = 0; i < w->pend.n_pool_stores; i++)
		free(w->pend.pool_stores[i]);
	free(w->pend.ops);
	memset(&w->pend, 0, sizeof(w->pend));
}

int gsi_emu_op_issue(struct emu *e, struct wave *w, struct emu_op *op)
{
	if (count(w, op->cnt) >= cnt_max(e, op->cnt)) {
		/* the counter is full: issue stalls until its oldest completes */
		for (size_t i = 0; i < w->pend.n; i++)
			if (w->pend.ops[i].cnt == op->cnt) {
				if (w->tw)
					gsi_emu_tm_full(e, w, &w->pend.ops[i]);
				complete(e, w, i);
				break;
			}
	}
	if (w->tw)  /* when it completes (timing.h) */
		gsi_emu_tm_issue(e, w, op);
	if (w->pend.n == w->pend.cap) {
		size_t cap = w->pend.cap ? w->pend.cap * 2 : 16;
		struct emu_op *n = realloc(w->pend.ops, cap * sizeof(*n));

		if (!n) {
			gsi_emu_op_drop(w, op);
			return 0;
		}
		w->pend.ops = n;
		w->pend.cap = cap;
	}
	w->pend.ops[w->pend.n++] = *op;
	w->pend.gen++;
	return 1;
}

/* ---- the wait instructions ---- */

void gsi_emu_wait_inst(struct emu *e, struct wave *w, const struct gs_inst *in)
{
	unsigned int imm = (unsigned int)in->imm & 0xffff;

	switch (in->op->sem) {
	case GS_SEM_S_WAITCNT:
		if (e->target->gen == GS_GEN_GFX9) {
			/* VMcnt 3:0 and 15:14 (loads and stores), EXPcnt 6:4,
			 * LGKMcnt 11:8 (DS and scalar loads) */
			gsi_emu_wait(e, w, EMU_CNT_LOAD, (imm & 0xf) | (imm >> 14 & 3) << 4);
			gsi_emu_wait(e, w, EMU_CNT_EXP, (imm >> 4) & 7);
			gsi_emu_wait(e, w, EMU_CNT_KM, (imm >> 8) & 0xf);
			return;
		}
		if (e->target->gen == GS_GEN_GFX12) {
			/* the legacy opcode acts as S_WAIT_IDLE on RDNA4 */
			for (int c = 0; w->tw && c < EMU_CNT_N; c++)
				gsi_emu_tm_wait(e, w, (enum emu_cnt)c, 0);
			gsi_emu_wait_all(e, w);
			return;
		}
		gsi_emu_wait(e, w, EMU_CNT_LOAD, (imm >> 10) & 0x3f);
		gsi_emu_wait(e, w, EMU_CNT_EXP, imm & 7);
		gsi_emu_wait(e, w, EMU_CNT_KM, (imm >> 4) & 0x3f);
		gsi_emu_wait(e, w, EMU_CNT_DS, (imm >> 4) & 0x3f);
		return;
	case GS_SEM_S_WAITCNT_VSCNT: gsi_emu_wait(e, w, EMU_CNT_STORE, imm & 0x3f); return;
	case GS_SEM_S_WAIT_LOADCNT: gsi_emu_wait(e, w, EMU_CNT_LOAD, imm); return;
	case GS_SEM_S_WAIT_STORECNT: gsi_emu_wait(e, w, EMU_CNT_STORE, imm); return;
	case GS_SEM_S_WAIT_KMCNT: gsi_emu_wait(e, w, EMU_CNT_KM, imm); return;
	case GS_SEM_S_WAIT_DSCNT: gsi_emu_wait(e, w, EMU_CNT_DS, imm); return;
	case GS_SEM_S_WAIT_EXPCNT: gsi_emu_wait(e, w, EMU_CNT_EXP, imm); return;
	case GS_SEM_S_WAIT_SAMPLECNT: gsi_emu_wait(e, w, EMU_CNT_SAMPLE, imm); return;
	case GS_SEM_S_WAIT_BVHCNT: gsi_emu_wait(e, w, EMU_CNT_BVH, imm); return;
	case GS_SEM_S_WAIT_LOADCNT_DSCNT:  /* LOADcnt in 13:8, DScnt in 5:0 */
		gsi_emu_wait(e, w, EMU_CNT_LOAD, (imm >> 8) & 0x3f);
		gsi_emu_wait(e, w, EMU_CNT_DS, imm & 0x3f);
		return;
	case GS_SEM_S_WAIT_STORECNT_DSCNT:
		gsi_emu_wait(e, w, EMU_CNT_STORE, (imm >> 8) & 0x3f);
		gsi_emu_wait(e, w, EMU_CNT_DS, imm & 0x3f);
		return;
	default:
		return;
	}
}

/* ---- the checker ---- */

struct range {
	uint8_t vgpr;
	uint16_t first, n;
};

static void add(struct range *r, unsigned int *n, unsigned int code, unsigned int regs)
{
	if (*n >= 12 || regs == 0)
		return;
	if (code >= GS_OPR_VGPR0)
		r[(*n)++] = (struct range){ 1, (uint16_t)(code - GS_OPR_VGPR0), (uint16_t)regs };
	else if (code < 128 && code != GS_OPR_NULL)
		r[(*n)++] = (struct range){ 0, (uint16_t)code, (uint16_t)regs };
}

/* Registers an instruction reads and writes (operand codes). */
static void touched(enum gs_gen gen, const struct gs_inst *in, unsigned int lm, unsigned int agpr_base,
		    struct range *r, unsigned int *n)
{
	const struct gs_isa_op *op = in->op;
	unsigned int nsrc = 0;
	struct gs_wmma_shape ws;

	*n = 0;
	switch (op->sig) {
	case GS_SIG_WMMA:
		if (!gsi_wmma_shape(op->sem, gen, lm == 2, &ws))
			return;
		add(r, n, in->src[0], ws.nab);
		add(r, n, in->src[1], ws.nab);
		add(r, n, in->src[2], ws.ncd);
		add(r, n, GS_OPR_VGPR0 + in->vdst, ws.ncd);
		add(r, n, GS_OPR_EXEC_LO, lm);
		return;
	case GS_SIG_LDSDIR:  /* M0 (address, type) and the destination */
		add(r, n, GS_OPR_M0, 1);
		add(r, n, GS_OPR_VGPR0 + in->vdst, 1);
		add(r, n, GS_OPR_EXEC_LO, lm);
		return;
	case GS_SIG_SWMMAC: {  /* gfx12: A, B, the index; D is also C */
		struct gs_swmmac_shape ss;

		if (!gsi_swmmac_shape(op->sem, gen, lm == 2, &ss))
			return;
		add(r, n, in->src[0], ss.na);
		add(r, n, in->src[1], ss.nb);
		add(r, n, in->src[2], 1);
		add(r, n, GS_OPR_VGPR0 + in->vdst, ss.ncd);
		add(r, n, GS_OPR_EXEC_LO, lm);
		return;
	}
	case GS_SIG_MFMA: {  /* gfx9: the exact counts (emu/mfma.c); acc bits mark AGPRs */
		struct gs_mfma_regs m;
		unsigned int cnt[3] = { op->sregs, op->sregs, op->dregs }, nd = op->dregs;

		if (gsi_mfma_inst_regs(in, &m)) {
			cnt[0] = m.na;
			cnt[1] = m.nb;
			cnt[2] = m.smfmac ? 1 : m.ncd;  /* SMFMAC: src2 is the index, D the accumulator */
			nd = m.ncd;
			if (m.scaled) {  /* v_mfma_scale_*: the scale VGPRs */
				add(r, n, in->vdata, 1);
				add(r, n, in->vdata1, 1);
			}
		}
		for (unsigned int i = 0; i < 3; i++)
			add(r, n, in->src[i] + (in->acc >> (1 + i) & 1 && in->src[i] >= GS_OPR_VGPR0 ? agpr_base : 0),
			    cnt[i]);
		add(r, n, GS_OPR_VGPR0 + in->vdst + (in->acc & 1 ? agpr_base : 0), nd);
		add(r, n, GS_OPR_EXEC_LO, lm);
		return;
	}
	case GS_SIG_SOP1: case GS_SIG_SOP2: case GS_SIG_SOPC: case GS_SIG_SOP1SRC:
		nsrc = op->sig == GS_SIG_SOP2 || op->sig == GS_SIG_SOPC ? 2 : 1;
		for (unsigned int i = 0; i < nsrc; i++)
			add(r, n, in->src[i], op->sregs ? op->sregs : 1);
		if (op->sig == GS_SIG_SOP1 || op->sig == GS_SIG_SOP2)
			add(r, n, in->sdst, op->dregs);
		if (op->sem == GS_SEM_S_AND_SAVEEXEC_B32 || op->sem == GS_SEM_S_OR_SAVEEXEC_B32 ||
		    op->sem == GS_SEM_S_AND_SAVEEXEC_B64)
			add(r, n, GS_OPR_EXEC_LO, op->dregs);
		return;
	case GS_SIG_SOPK:
		add(r, n, in->sdst, 1);
		return;
	case GS_SIG_SALU:  /* widths per operand (exec_salu.c) */
		if (in->enc == GS_ENC_SMEM)  /* exec_smem.c's */
			goto smem;
		for (int i = -1; i < 2; i++) {
			unsigned int regs = gsi_emu_salu_regs(in, i);

			if (regs)
				add(r, n, i < 0 ? in->sdst : in->src[i], regs);
		}
		return;
	case GS_SIG_MEMTIME:
		add(r, n, in->sdata, 2);
		return;
	case GS_SIG_SMEM:
	smem: {  /* base pair or V#, SOFFSET, data (exec_smem.c) */
		unsigned int nb, nd;
		int so;

		gsi_emu_smem_regs(in, &nb, &nd, &so);
		add(r, n, in->sbase, nb);
		if (so)
			add(r, n, in->soffset, 1);
		add(r, n, in->sdata, nd);
		return;
	}
	case GS_SIG_GLOAD: case GS_SIG_GSTORE: case GS_SIG_GATOMIC:
		add(r, n, GS_OPR_VGPR0 + in->vaddr, in->saddr == GS_OPR_NULL ? 2 : 1);
		add(r, n, in->saddr, 2);
		if (op->sig == GS_SIG_GLOAD)
			add(r, n, GS_OPR_VGPR0 + in->vdst, op->dregs);
		else
			add(r, n, GS_OPR_VGPR0 + in->vdata, op->sregs);
		if (in->rtn)  /* gatomic dregs: cmpswap's return (else the data's width) */
			add(r, n, GS_OPR_VGPR0 + in->vdst, op->dregs ? op->dregs : op->sregs);
		add(r, n, GS_OPR_EXEC_LO, lm);
		return;
	case GS_SIG_BUF:  /* vaddr: index and/or offset; the V# (4 SGPRs); loads write vdata */
		add(r, n, GS_OPR_VGPR0 + in->vaddr, !!(in->buf & GS_BUF_IDXEN) + !!(in->buf & GS_BUF_OFFEN));
		add(r, n, in->sbase, 4);
		add(r, n, in->soffset, 1);
		add(r, n, GS_OPR_VGPR0 + in->vdata, op->dregs ? op->dregs : op->sregs);
		add(r, n, GS_OPR_EXEC_LO, lm);
		return;
	case GS_SIG_IMG: {  /* addresses (NSA slots), T# (and S#), data (exec_image.c) */
		unsigned int last = in->img.nva ? in->img.nva - 1u : 0u;

		for (unsigned int i = 0; i < in->img.nva && i < in->img.naddr; i++)
			add(r, n, GS_OPR_VGPR0 + in->img.va[i], i == last ? in->img.naddr - last : 1);
		add(r, n, in->img.rsrc, in->img.r128 ? 4 : 8);
		if (in->img.has_samp)
			add(r, n, in->img.samp, 4);
		add(r, n, GS_OPR_VGPR0 + in->vdata, in->img.ndata);
		add(r, n, GS_OPR_EXEC_LO, lm);
		return;
	}
	case GS_SIG_SLOAD: case GS_SIG_SSTORE:  /* scratch: one VGPR/SGPR offset each, or off */
		if (in->vaddr != GS_VADDR_OFF)
			add(r, n, GS_OPR_VGPR0 + in->vaddr, 1);
		add(r, n, in->saddr, 1);
		if (op->sig == GS_SIG_SLOAD)
			add(r, n, GS_OPR_VGPR0 + in->vdst, op->dregs);
		else
			add(r, n, GS_OPR_VGPR0 + in->vdata, op->sregs);
		add(r, n, GS_OPR_EXEC_LO, lm);
		return;
	case GS_SIG_DSLOAD: case GS_SIG_DSLOAD2: case GS_SIG_DSSWIZZLE: case GS_SIG_DSRTN:
	case GS_SIG_DSSTORE: case GS_SIG_DSSTORE2: case GS_SIG_DSX: {  /* from the mnemonic (exec_ds.c) */
		struct emu_ds_regs d;

		gsi_emu_ds_regs(in, &d);
		if (d.addr)
			add(r, n, GS_OPR_VGPR0 + in->vaddr, d.addr);
		if (d.data0)
			add(r, n, GS_OPR_VGPR0 + in->vdata, d.data0);
		if (d.data1)
			add(r, n, GS_OPR_VGPR0 + in->vdata1, d.data1);
		if (d.dst)
			add(r, n, GS_OPR_VGPR0 + in->vdst, d.dst);
		if (d.m0)
			add(r, n, GS_OPR_M0, 1);
		add(r, n, GS_OPR_EXEC_LO, lm);
		return;
	}
	case GS_SIG_VOP1: case GS_SIG_READLANE: nsrc = 1; break;
	case GS_SIG_VOP2: case GS_SIG_VOP3: case GS_SIG_VOPC: case GS_SIG_VOPCX: case GS_SIG_VOP3SD: nsrc = 2; break;
	case GS_SIG_VOP3S3: case GS_SIG_VOP3SD3: nsrc = 3; break;
	case GS_SIG_CNDMASK: case GS_SIG_CARRY:
		nsrc = 2;
		add(r, n, in->src[2], lm);
		break;
	default:
		return;
	}
	for (unsigned int i = 0; i < nsrc; i++) {  /* 64-bit sources read a pair */
		unsigned int code = in->src[i], reg;

		if (gen == GS_GEN_GFX11 && code >= GS_OPR_VGPR0) {  /* true16 v128+n is vn.h */
			gsi_emu_t16_hi(in, (int)i, &reg);
			code = GS_OPR_VGPR0 + reg;
		}
		add(r, n, code, gsi_opnd_bits(op->sem, (int)i) == 64 ? 2 : 1);
	}
	if (op->sig == GS_SIG_VOPC || op->sig == GS_SIG_CARRY || op->sig == GS_SIG_VOP3SD ||
	    op->sig == GS_SIG_VOP3SD3)
		add(r, n, in->sdst, lm);
	else if (op->sig == GS_SIG_READLANE)
		add(r, n, in->sdst, 1);
	if (op->sig != GS_SIG_VOPC && op->sig != GS_SIG_VOPCX && op->sig != GS_SIG_READLANE) {
		unsigned int reg = in->vdst;

		if (gen == GS_GEN_GFX11)
			gsi_emu_t16_hi(in, -1, &reg);
		add(r, n, GS_OPR_VGPR0 + reg, op->dregs);
	}
	add(r, n, GS_OPR_EXEC_LO, lm);
}

static void reg_name(int vgpr, unsigned int reg, char *buf, size_t size)
{
	if (vgpr)
		snprintf(buf, size, "v%u", reg);
	else if (reg < 106)
		snprintf(buf, size, "s%u", reg);
	else
		snprintf(buf, size, "%s", reg == GS_OPR_VCC_LO ? "vcc_lo" : reg == GS_OPR_VCC_HI ? "vcc_hi"
				       : reg == GS_OPR_EXEC_LO ? "exec_lo" : reg == GS_OPR_EXEC_HI ? "exec_hi" : "m0");
}

/* The wait that covers ops[i] (everything of its counter issued later may stay). */
static void needed_wait(const struct emu *e, const struct wave *w, size_t i, char *buf, size_t size)
{
	const struct emu_op *op = &w->pend.ops[i];
	unsigned int later = 0;
	int g12 = e->target->gen == GS_GEN_GFX12;

	/* in-order operations issued later may stay outstanding */
	for (size_t k = i + 1; k < w->pend.n; k++)
		later += w->pend.ops[k].cnt == op->cnt && !w->pend.ops[k].ooo;
	if (op->ooo)
		later = 0;
	switch (op->cnt) {
	case EMU_CNT_LOAD:
		snprintf(buf, size, g12 ? "s_wait_loadcnt %u" : "s_waitcnt vmcnt(%u)", later);
		break;
	case EMU_CNT_KM:
		if (!op->ooo)  /* gfx11: a DS operation on LGKMcnt */
			snprintf(buf, size, "s_waitcnt lgkmcnt(%u)", later);
		else
			snprintf(buf, size, g12 ? "s_wait_kmcnt 0 (scalar loads complete out of order)"
						: "s_waitcnt lgkmcnt(0) (scalar loads complete out of order)");
		break;
	case EMU_CNT_DS:
		snprintf(buf, size, "s_wait_dscnt %u", later);
		break;
	case EMU_CNT_SAMPLE:  /* gfx12 image samples (exec_image.c) */
		snprintf(buf, size, "s_wait_samplecnt %u", later);
		break;
	default:
		snprintf(buf, size, "a wait for its counter");
	}
}

/* Is range r the destination of vector load in (and not also its address)? */
static int own_load_dst(const struct gs_inst *in, const struct range *r)
{
	unsigned int sig = in->op->sig, nva;

	if ((sig != GS_SIG_GLOAD && sig != GS_SIG_SLOAD) || !r->vgpr || r->first != in->vdst)
		return 0;
	if (sig == GS_SIG_GLOAD)
		nva = in->saddr == GS_OPR_NULL ? 2 : 1;
	else
		nva = in->vaddr == GS_VADDR_OFF ? 0 : 1;
	return !nva || in->vdst + r->n <= in->vaddr || in->vaddr + nva <= in->vdst;
}

void gsi_emu_touched_mask(const struct emu *e, const struct gs_inst *in, unsigned int lanes,
			  unsigned int agpr_base, uint64_t vmask[8], uint64_t smask[2])
{
	struct range r[12];
	unsigned int n;

	touched(e->target->gen, in, lanes == 64 ? 2 : 1, agpr_base, r, &n);
	for (unsigned int k = 0; k < n; k++)
		for (unsigned int i = r[k].first; i < (unsigned int)r[k].first + r[k].n; i++) {
			if (r[k].vgpr && i < 512)
				vmask[i / 64] |= 1ull << (i % 64);
			else if (!r[k].vgpr && i < 128)
				smask[i / 64] |= 1ull << (i % 64);
		}
}

void gsi_emu_pending_mask(struct wave *w)
{
	memset(w->pend.vmask, 0, sizeof(w->pend.vmask));
	memset(w->pend.smask, 0, sizeof(w->pend.smask));
	for (size_t i = 0; i < w->pend.n; i++) {
		const struct emu_op *op = &w->pend.ops[i];

		for (unsigned int k = op->reg; k < (unsigned int)op->reg + op->nregs; k++) {
			if (!op->sgpr && k < 512)
				w->pend.vmask[k / 64] |= 1ull << (k % 64);
			else if (op->sgpr && k < 128)
				w->pend.smask[k / 64] |= 1ull << (k % 64);
		}
	}
	w->pend.mask_gen = w->pend.gen;
}

int gsi_emu_hazard(struct emu *e, const struct wave *w, const struct gs_inst *in, char *msg, size_t size)
{
	struct range r[12];
	unsigned int n;

	if (!w->pend.n)
		return 0;
	touched(e->target->gen, in, w->lanes == 64 ? 2 : 1, w->agpr_base, r, &n);
	/* newest first: the load that wrote last is the one that matters */
	for (size_t i = w->pend.n; i-- > 0;) {
		const struct emu_op *op = &w->pend.ops[i];

		if (!op->nregs)
			continue;
		for (unsigned int k = 0; k < n; k++) {
			unsigned int lo, hi;
			char name[16], wait[96], at[160];

			if (r[k].vgpr == op->sgpr)
				continue;
			/* a vector load's own destination: it lands at this load's
			 * completion, after the older loads of the in-order counter
			 * (two d16 loads filling the halves of one register) */
			if (own_load_dst(in, &r[k]) && op->cnt == EMU_CNT_LOAD && !op->ooo && !op->sgpr)
				continue;
			lo = r[k].first > op->reg ? r[k].first : op->reg;
			hi = r[k].first + r[k].n < op->reg + op->nregs ? r[k].first + r[k].n : op->reg + op->nregs;
			while (lo < hi && op->regmask && !(op->regmask >> (lo - op->reg) & 1))
				lo++;  /* registers the load skips are free */
			if (lo >= hi)
				continue;
			reg_name(!op->sgpr, lo, name, sizeof(name));
			needed_wait(e, w, i, wait, sizeof(wait));
			{
				struct wave tmp = *w;
				char where[256];

				tmp.pc = op->pc;
				gsi_emu_where(e, &tmp, where, sizeof(where));
				snprintf(at, sizeof(at), "%.150s", strstr(where, "PC ") ? strstr(where, "PC ") : where);
			}
			snprintf(msg, size,
				 "hazard (emulated checker): uses %s, which the load at %s has not written yet; expected %s before this instruction",
				 name, at, wait);
			return 1;
		}
	}
	return 0;
}

/* gfx9 outside tgsplit mode: a workgroup's waves run on one CU and share its
 * vector L1, so a global store issued before the barrier is seen by every
 * wave past it (AMDGPUUsage, memory model GFX942: "no special action is
 * required for coherence between wavefronts in the same work-group"; its
 * workgroup release omits vmcnt(0) unless tgsplit, and clang-22 emits no
 * wait there).  At the arrival the wave's global stores and non-returning
 * atomics reach memory; the operations stay counted on VMcnt until a wait
 * retires them.  LDS writes are not covered: AMDGPUUsage still asks for
 * lgkmcnt(0) between waves (several LDS request queues). */
void gsi_emu_barrier_publish(struct emu *e, struct wave *w)
{
	if (e->target->gen != GS_GEN_GFX9 || e->tgsplit)
		return;
	for (size_t i = 0; i < w->pend.n; i++)
		if (w->pend.ops[i].n_stores && !w->pend.ops[i].scratch)
			land_stores(e, w, &w->pend.ops[i]);
}

/* A barrier arrival with a write in flight: an LDS write (DS store or
 * atomic), or a global/scratch store or non-returning atomic still counted
 * on STOREcnt (gfx11 VScnt; gfx9 VMcnt in tgsplit mode, see above).  Other
 * waves of the workgroup may read the location past the barrier before it
 * lands; AMDGPUUsage's memory model waits for both counters before a
 * workgroup-scope release (gfx11 WGP mode, gfx12, gfx9 tgsplit).  The oldest
 * such write is named. */
int gsi_emu_barrier_hazard(struct emu *e, const struct wave *w, char *msg, size_t size)
{
	int g12 = (e->target->features & GS_FEAT_SPLIT_WAITCNT) != 0;

	for (size_t i = 0; i < w->pend.n; i++) {
		const struct emu_op *op = &w->pend.ops[i];
		int store = op->n_stores != 0 && !op->scratch;  /* on STOREcnt (gfx9: VMcnt); private: no reader */
		struct wave tmp;
		char where[256];
		const char *at;

		if (!op->lds_write && !store)
			continue;
		tmp = *w;
		tmp.pc = op->pc;
		gsi_emu_where(e, &tmp, where, sizeof(where));
		at = strstr(where, "PC ") ? strstr(where, "PC ") : where;
		if (store)
			snprintf(msg, size,
				 "hazard (emulated checker): barrier while the memory write at %.150s is still in flight; other waves may read the location before it lands; expected %s before the barrier",
				 at, g12 ? "s_wait_storecnt 0" : e->target->gen == GS_GEN_GFX9 ? "s_waitcnt vmcnt(0)"
				 : "s_waitcnt_vscnt null, 0x0");
		else
			snprintf(msg, size,
				 "hazard (emulated checker): barrier while the LDS write at %.150s is still in flight; other waves may read LDS before it lands; expected %s before the barrier",
				 at, op->cnt == EMU_CNT_LOAD ? "s_waitcnt vmcnt(0)"  /* gfx9 LDS DMA (exec_vmem.c) */
				 : g12 ? "s_wait_dscnt 0" : "s_waitcnt lgkmcnt(0)");
		return 1;
	}
	return 0;
}

int gsi_emu_lds_dma_pending(const struct wave *w)
{
	for (size_t i = 0; i < w->pend.n; i++)
		if (w->pend.ops[i].dma_hi != w->pend.ops[i].dma_lo)
			return 1;
	return 0;
}

/* The emulator writes an LDS-DMA load's data into LDS at issue; on silicon
 * it lands with the load (VMcnt/LOADcnt), so a DS access of those bytes
 * before the wait reads -- or races with -- the old contents.  The newest
 * overlapping load is named with the wait that covers it. */
int gsi_emu_lds_dma_hazard(struct emu *e, const struct wave *w, uint64_t addr, unsigned int bytes, char *msg,
			   size_t size)
{
	for (size_t i = w->pend.n; i-- > 0;) {
		const struct emu_op *op = &w->pend.ops[i];
		struct wave tmp;
		char where[256], wait[96];
		const char *at;

		/* every DS lane asks: decide on the range before copying anything */
		if (op->dma_hi == op->dma_lo || addr >= op->dma_hi || addr + bytes <= op->dma_lo)
			continue;
		tmp = *w;
		tmp.pc = op->pc;
		gsi_emu_where(e, &tmp, where, sizeof(where));
		at = strstr(where, "PC ") ? strstr(where, "PC ") : where;
		needed_wait(e, w, i, wait, sizeof(wait));
		snprintf(msg, size,
			 "hazard (emulated checker): accesses LDS bytes 0x%llx-0x%llx while the LDS-DMA load at %.150s, which writes LDS 0x%x-0x%x, has not completed; expected %s before this instruction",
			 (unsigned long long)addr, (unsigned long long)(addr + bytes - 1), at, op->dma_lo, op->dma_hi - 1,
			 wait);
		return 1;
	}
	return 0;
}
