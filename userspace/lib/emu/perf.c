// SPDX-License-Identifier: MIT
/*
 * Emulated performance counters.  The command processor hands over the
 * perf-counter register writes of the stream; a select register write is
 * looked up in the generation's catalogue (regs/gen_perf.c) to learn which
 * event it selects, and only events the emulator models are accepted --
 * anything else is an error naming the event.  Counting happens while
 * CP_PERFMON_CNTL.PERFMON_STATE is START_COUNTING; SQ events also need
 * SQ_PERFCOUNTER_CTRL.CS_EN and COMPUTE_PERFCOUNT_ENABLE, as on silicon
 * (aqlprofile pmc_builder.h).  The emulator is one SE, one SA, one WGP and
 * one L2 channel: GRBM_GFX_INDEX may select index 0 or broadcast.
 */
#include <stdio.h>
#include <string.h>

#include "isa/inst.h"
#include "regs/perf_int.h"
#include "emu/emu.h"
#include "emu/tmodel.h"
#include "gfxshim/pm4.h"

_Static_assert(GSI_PERF_N <= EMU_PERF_MODELS, "emu_perf.count is too small");

static int ready(struct emu *e)
{
	struct emu_perf *p = &e->perf;
	static const char *const perfmon[] = { "CP_PERFMON_CNTL", "CP_CP_PERFMON_CNTL", NULL };
	const struct gs_reg *g, *c, *q, *en;
	const struct gs_reg_field *cs, *stf;

	if (p->ready)
		return 1;
	g = gs_reg_by_name(e->db, "GRBM_GFX_INDEX");
	c = gs_reg_by_names(e->db, perfmon);
	q = gs_reg_by_name(e->db, "SQ_PERFCOUNTER_CTRL");
	en = gs_reg_by_name(e->db, "COMPUTE_PERFCOUNT_ENABLE");
	cs = gs_reg_field(q, "CS_EN");
	stf = gs_reg_field(c, "PERFMON_STATE");
	if (!g || !c || !q || !en || !cs || !stf || en->addr < EMU_SH_BASE || en->addr >= EMU_SH_BASE + EMU_SH_SIZE)
		return 0;
	p->a_grbm = g->addr;
	p->a_perfmon = c->addr;
	p->a_sq_ctrl = q->addr;
	p->a_perfcount_enable = en->addr;
	p->sq_cs_en_mask = cs->mask;
	p->perf_state_mask = stf->mask;
	p->perf_state_shift = stf->shift;
	p->ready = 1;
	return 1;
}

static const char *reg_name(const struct emu *e, uint32_t addr)
{
	const struct gs_reg *r = gs_reg_by_addr(e->db, addr);

	return r ? r->name : "an unknown register";
}

/* GRBM_GFX_INDEX must address the emulator's only instance (index 0) or
 * broadcast, field by field. */
static enum gs_status grbm_check(struct emu *e, const struct gs_pm4_packet *pkt, const char *what,
				 struct gs_error *err)
{
	static const char *const idx[3][2] = {
		{ "SE_INDEX", "SE_BROADCAST_WRITES" },
		{ "SA_INDEX", "SA_BROADCAST_WRITES" },
		{ "INSTANCE_INDEX", "INSTANCE_BROADCAST_WRITES" },
	};
	const struct gs_reg *r = gs_reg_by_addr(e->db, e->perf.a_grbm);

	for (int i = 0; i < 3; i++) {
		const struct gs_reg_field *f = gs_reg_field(r, idx[i][0]);
		const struct gs_reg_field *b = gs_reg_field(r, idx[i][1]);

		if (!f && i == 1) {  /* gfx9 names: SH_* */
			f = gs_reg_field(r, "SH_INDEX");
			b = gs_reg_field(r, "SH_BROADCAST_WRITES");
		}
		if (!f || !b || (e->perf.grbm & b->mask) || !(e->perf.grbm & f->mask))
			continue;
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "dword %zu: %s under GRBM_GFX_INDEX %s %u: the emulator models one SE, one SA, one WGP and one L2 channel (index 0)",
				    pkt->offset, what, idx[i][0], (e->perf.grbm & f->mask) >> f->shift);
	}
	return GS_OK;
}

/* A select register write: which block counter, which event, which model. */
static enum gs_status select_write(struct emu *e, const struct gs_pm4_packet *pkt, uint32_t addr,
				   uint32_t v, int *handled, struct gs_error *err)
{
	const struct gs_perf_catalogue *cat = gs_perf_catalogue_for(e->target);
	char sel[64], lo[64], hi[64];

	*handled = 0;
	for (unsigned int b = 0; cat && b < cat->n_blocks; b++) {
		const struct gs_perf_block *blk = &cat->blocks[b];

		for (unsigned int i = 0; i < blk->n_counters; i++) {
			const struct gs_reg *rs, *rl, *rh;
			const struct gs_reg_field *f;
			const struct gs_perf_event *ev = NULL;
			struct emu_perf_slot *s = NULL;
			uint32_t id;
			enum gs_status st;

			gs_perf_block_regs(blk, i, sel, lo, hi, sizeof(sel));
			rs = gs_reg_by_name(e->db, sel);
			if (!rs || rs->addr != addr)
				continue;
			*handled = 1;
			st = grbm_check(e, pkt, sel, err);
			if (st)
				return st;
			f = gsi_perf_sel_field(rs);
			id = f ? (v & f->mask) >> f->shift : v;
			for (unsigned int k = 0; k < cat->n_events; k++)
				if (cat->events[k].id == id && strcmp(cat->events[k].block, blk->name) == 0)
					ev = &cat->events[k];
			if (!ev || gsi_perf_model_of(ev->name) == GSI_PERF_NONE)
				return gs_error_set(err, GS_ERR_UNSUPPORTED,
						    "dword %zu: %s selects %s event %u%s%s%s, which the emulator does not count",
						    pkt->offset, sel, blk->name, id, ev ? " (" : "", ev ? ev->name : "",
						    ev ? ")" : "");
			if (gsi_perf_model_timed(gsi_perf_model_of(ev->name)) && !e->tm)
				return gs_error_set(err, GS_ERR_UNSUPPORTED,
						    "dword %zu: %s selects %s, which the emulator does not count without the timing model (--timing on)",
						    pkt->offset, sel, ev->name);
			rl = gs_reg_by_name(e->db, lo);
			rh = hi[0] ? gs_reg_by_name(e->db, hi) : NULL;
			if (!rl)
				return gs_error_set(err, GS_ERR_UNSUPPORTED, "dword %zu: %s has no %s in %s",
						    pkt->offset, sel, lo, e->db->name);
			for (unsigned int k = 0; k < e->perf.n_slots; k++)
				if (e->perf.slot[k].select_addr == addr)
					s = &e->perf.slot[k];
			if (!s && e->perf.n_slots == EMU_PERF_SLOTS)
				return gs_error_set(err, GS_ERR_RANGE, "dword %zu: more than %d counters programmed",
						    pkt->offset, EMU_PERF_SLOTS);
			if (!s)
				s = &e->perf.slot[e->perf.n_slots++];
			s->select_addr = addr;
			s->lo_addr = rl->addr;
			s->hi_addr = rh ? rh->addr : 0;
			s->model = (uint8_t)gsi_perf_model_of(ev->name);
			return GS_OK;
		}
	}
	return GS_OK;
}

int gsi_emu_perf_reg(struct emu *e, const struct gs_pm4_packet *pkt, uint32_t addr, uint32_t v,
		     enum gs_status *st, struct gs_error *err)
{
	struct emu_perf *p = &e->perf;
	int handled;

	*st = GS_OK;
	if (!ready(e))
		return 0;
	if (addr == p->a_grbm) {
		p->grbm = v;
		return 1;
	}
	if (addr == p->a_perfmon) {
		unsigned int state = (v & p->perf_state_mask) >> p->perf_state_shift;

		if (state > 2) {
			*st = gs_error_set(err, GS_ERR_UNSUPPORTED,
					   "dword %zu: CP_PERFMON_CNTL.PERFMON_STATE %u is not emulated (0 reset, 1 start, 2 stop)",
					   pkt->offset, state);
			return 1;
		}
		if (state == 0)  /* DISABLE_AND_RESET */
			memset(p->count, 0, sizeof(p->count));
		p->state = state;
		return 1;
	}
	if (addr == p->a_sq_ctrl) {
		p->sq_ctrl = v;
		return 1;
	}
	if (strcmp(reg_name(e, addr), "SQ_PERFCOUNTER_CTRL2") == 0)
		return 1;  /* FORCE_EN / VMID_EN: the emulator has one VMID and no clock gating */
	*st = select_write(e, pkt, addr, v, &handled, err);
	return handled || *st;
}

enum gs_status gsi_emu_perf_read(struct emu *e, const struct gs_pm4_packet *pkt, uint32_t addr,
				 uint64_t *v, struct gs_error *err)
{
	struct emu_perf *p = &e->perf;
	enum gs_status st;

	if (!ready(e))
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "dword %zu: %s has no perf-counter registers the emulator knows",
				    pkt->offset, e->target->name);
	st = grbm_check(e, pkt, reg_name(e, addr), err);
	if (st)
		return st;
	for (unsigned int k = 0; k < p->n_slots; k++) {
		const struct emu_perf_slot *s = &p->slot[k];
		uint64_t c = p->count[s->model];

		/* SQ's wave-cycle events count quad-cycles (rocprofiler-sdk's descriptions) */
		if (s->model == GSI_PERF_WAVE_CYCLES || s->model == GSI_PERF_WAIT_ANY ||
		    s->model == GSI_PERF_WAIT_INST_ANY || s->model == GSI_PERF_WAIT_INST_LDS)
			c /= 4;

		if (addr == s->lo_addr) {
			*v = s->hi_addr ? c : (uint32_t)c;  /* a 32-bit counter wraps */
			return GS_OK;
		}
		if (s->hi_addr && addr == s->hi_addr) {
			*v = c >> 32;
			return GS_OK;
		}
	}
	return gs_error_set(err, GS_ERR_UNSUPPORTED,
			    "dword %zu: COPY_DATA reads perf register %s (0x%x), which no select register the emulator accepted feeds",
			    pkt->offset, reg_name(e, addr), addr);
}

static int counting(const struct emu *e)
{
	return e->perf.state == 1;
}

static int sq_counting(const struct emu *e)
{
	return counting(e) && (e->perf.sq_ctrl & e->perf.sq_cs_en_mask) &&
	       (e->sh[e->perf.a_perfcount_enable - EMU_SH_BASE] & 1);
}

static void add_to(uint64_t *c, uint64_t n)
{
	*c = *c > UINT64_MAX - n ? UINT64_MAX : *c + n;
}

static void add(struct emu *e, enum gsi_perf_model m, uint64_t n)
{
	add_to(&e->perf.count[m], n);
}

void gsi_emu_perf_add(struct emu *e, unsigned int m, uint64_t n)
{
	if (m < EMU_PERF_MODELS && n)
		add_to(&e->perf.count[m], n);
}

/* A wave's events go to its worker's sums (w->perf), else to the device. */
static void wadd(struct emu *e, const struct wave *w, enum gsi_perf_model m, uint64_t n)
{
	if (w->perf)
		add_to(&w->perf[m], n);
	else
		add(e, m, n);
}

void gsi_emu_perf_ticks(struct emu *e, uint64_t ticks, int busy)
{
	if (!counting(e))
		return;
	add(e, GSI_PERF_GRBM_COUNT, ticks);
	if (busy)
		add(e, GSI_PERF_GRBM_GUI_ACTIVE, ticks);
}

void gsi_emu_perf_wave(struct emu *e, const struct wave *w)
{
	if (sq_counting(e))
		wadd(e, w, GSI_PERF_WAVES, 1);
}

int gsi_emu_perf_sq_on(const struct emu *e)
{
	return e->perf.state && sq_counting(e);
}

void gsi_emu_perf_inst(struct emu *e, const struct wave *w, const struct gs_inst *in)
{
	if (!e->perf.state || !sq_counting(e))  /* the common case: one test */
		return;
	gsi_emu_perf_inst_sq(e, w, in);
}

void gsi_emu_perf_inst_sq(struct emu *e, const struct wave *w, const struct gs_inst *in)
{
	gsi_emu_perf_insts(e, w, in->op->enc, 1);
}

/* n instructions of encoding enc: the events gsi_emu_perf_inst counts,
 * n at once (saturating, as n single counts would) */
void gsi_emu_perf_insts(struct emu *e, const struct wave *w, unsigned int enc, uint64_t n)
{
	int valu = 0;

	switch (enc) {
	case GS_ENC_SOP1:
	case GS_ENC_SOP2:
	case GS_ENC_SOPK:
	case GS_ENC_SOPC:
		wadd(e, w, GSI_PERF_INSTS_SALU, n);
		break;
	case GS_ENC_SMEM:
		wadd(e, w, GSI_PERF_INSTS_SMEM, n);
		break;
	case GS_ENC_VOP1:
	case GS_ENC_VOP2:
	case GS_ENC_VOPC:
	case GS_ENC_VOP3:
	case GS_ENC_VOP3P:
		wadd(e, w, GSI_PERF_INSTS_VALU, n);
		valu = 1;
		break;
	case GS_ENC_DS:
		wadd(e, w, GSI_PERF_INSTS_LDS, n);
		break;
	case GS_ENC_FLAT:
	case GS_ENC_SCRATCH:
		wadd(e, w, GSI_PERF_INSTS_FLAT, n);
		break;
	default:  /* SOPP: branches, waits, s_endpgm */
		break;
	}
	if (w->lanes == 32) {
		wadd(e, w, GSI_PERF_WAVE32_INSTS, n);
		if (valu)
			wadd(e, w, GSI_PERF_INSTS_WAVE32_VALU, n);
	} else {
		wadd(e, w, GSI_PERF_WAVE64_INSTS, n);
	}
}

void gsi_emu_perf_event(struct emu *e, const struct wave *w, unsigned int m, uint64_t n)
{
	int sq = m == GSI_PERF_WAVE_CYCLES || m == GSI_PERF_BUSY_CYCLES || m == GSI_PERF_WAIT_ANY ||
		 m == GSI_PERF_WAIT_INST_ANY || m == GSI_PERF_WAIT_INST_LDS || m == GSI_PERF_LDS_BANK_CONFLICT ||
		 m == GSI_PERF_INST_CYCLES_VMEM;

	if (!n || m >= EMU_PERF_MODELS || !(sq ? sq_counting(e) : counting(e)))
		return;
	if (w)
		wadd(e, w, (enum gsi_perf_model)m, n);
	else
		add(e, (enum gsi_perf_model)m, n);
}
