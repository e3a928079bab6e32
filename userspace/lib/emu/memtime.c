// SPDX-License-Identifier: MIT
/*
 * A memory operation through the modelled hierarchy (timing.h): its lines,
 * each looked up level by level -- the CU's vector cache (or the unit's
 * scalar cache), the shader array's GL1, the L2 of the unit's XCD, the
 * MALL, DRAM -- in the unit's own caches and its views of the shared ones
 * (cache.h); the line arrives after the serving level's load-to-use
 * latency (the machine table's) plus the longest wait in the queues it
 * passes, each served at the unit's share of that level's bandwidth.  The
 * operation completes when its last line does; in-order counters never
 * complete an operation before an older one.
 *
 * Caches allocate on read misses (the MALL too: memory-side); stores write
 * through the vector cache without allocating (CDNA3's L1 is
 * write-no-allocate [roy]; RDNA's L0 assumed alike), invalidate the GL1
 * (read-only, assumed) and allocate in the L2, which acknowledges them;
 * system-scope stores are acknowledged by memory.  Atomics execute at the
 * L2.  The write-back of a line the L2 allocates for a store is charged to
 * the DRAM queue when the store arrives (once per allocated line).
 */
#include <stdlib.h>
#include <string.h>

#include "regs/perf_int.h"
#include "emu/tmodel.h"

static uint64_t max64(uint64_t a, uint64_t b)
{
	return a > b ? a : b;
}

int gsi_emu_tunit_init(struct emu_tunit *u, struct emu_tm *tm, uint32_t id)
{
	const struct gs_machine *m = tm->m;

	memset(u, 0, sizeof(*u));
	u->tm = tm;
	u->id = id;
	u->sa = id / m->units_per_sa;
	u->xcd = m->xcds > 1 ? u->sa * m->xcds / m->sas : 0;
	for (unsigned int c = 0; c < m->cus_per_unit && c < 2; c++)
		gsi_cache_init(&u->l0[c], m->lvl[GS_ML_L0].bytes, m->lvl[GS_ML_L0].line, m->lvl[GS_ML_L0].ways);
	gsi_cache_init(&u->kc, m->lvl[GS_ML_SCALAR].bytes, m->lvl[GS_ML_SCALAR].line, m->lvl[GS_ML_SCALAR].ways);
	gsi_cache_init(&u->ic, m->lvl[GS_ML_INST].bytes, m->lvl[GS_ML_INST].line, m->lvl[GS_ML_INST].ways);
	for (int i = 0; i < 2; i++)
		gsi_cache_init(&u->tlb[i], (uint64_t)m->tlb[i].entries * m->tlb[i].page, m->tlb[i].page,
			       m->tlb[i].entries < 64 ? m->tlb[i].entries : i ? 16 : m->tlb[i].entries);
	gsi_cache_view_init(&u->gl1, tm->n_gl1 ? &tm->gl1[u->sa % tm->n_gl1] : &tm->mall, id);
	gsi_cache_view_init(&u->l2, &tm->l2[u->xcd % tm->n_l2], id);
	gsi_cache_view_init(&u->mall, &tm->mall, id);
	return 1;
}

void gsi_emu_tunit_free(struct emu_tunit *u)
{
	for (int c = 0; c < 2; c++)
		gsi_cache_free(&u->l0[c]);
	gsi_cache_free(&u->kc);
	gsi_cache_free(&u->ic);
	gsi_cache_free(&u->tlb[0]);
	gsi_cache_free(&u->tlb[1]);
	gsi_cache_view_free(&u->gl1);
	gsi_cache_view_free(&u->l2);
	gsi_cache_view_free(&u->mall);
}

static uint64_t per_byte(uint32_t bw, unsigned int sharers)
{
	return bw ? ((uint64_t)65536 * (sharers ? sharers : 1) + bw - 1) / bw : 0;
}

void gsi_emu_tunit_shares(struct emu_tunit *u, unsigned int in_sa, unsigned int in_xcd, unsigned int in_gpu)
{
	const struct gs_machine *m = u->tm->m;

	for (int c = 0; c < 2; c++)
		u->srv[GS_ML_L0][c].per_byte = per_byte(m->lvl[GS_ML_L0].bw, 1);
	u->srv[GS_ML_SCALAR][0].per_byte = per_byte(m->lvl[GS_ML_SCALAR].bw, 1);
	u->srv[GS_ML_INST][0].per_byte = per_byte(m->lvl[GS_ML_INST].bw, 1);
	u->srv[GS_ML_GL1][0].per_byte = per_byte(m->lvl[GS_ML_GL1].bw, in_sa);
	u->srv[GS_ML_L2][0].per_byte = per_byte(m->lvl[GS_ML_L2].bw, in_xcd);
	u->srv[GS_ML_MALL][0].per_byte = per_byte(m->lvl[GS_ML_MALL].bw, in_gpu);
	u->srv[GS_ML_DRAM][0].per_byte = per_byte(m->lvl[GS_ML_DRAM].bw, in_gpu);
}

/* Queue `bytes` at a server at cycle t: the cycles it waits first. */
static uint64_t queue(struct emu_srv *s, uint64_t t, unsigned int bytes)
{
	uint64_t now = t << 16, start = max64(now, s->free);

	s->free = start + bytes * s->per_byte;
	return (start - now) >> 16;
}

/* Translation of va at cycle t: the cycles a TLB miss adds. */
static uint64_t translate(struct emu_tunit *u, uint64_t va)
{
	const struct gs_machine *m = u->tm->m;

	if (!u->tlb[0].sets || gsi_cache_access(&u->tlb[0], va, EMU_C_READ))
		return 0;
	if (gsi_cache_access(&u->tlb[1], va, EMU_C_READ))
		return m->tlb[0].miss;
	return m->tlb[0].miss + m->tlb[1].miss;
}

enum path { P_VEC, P_SCALAR, P_INST };

/* A shared level's view access over [va, va + bytes) in its own lines:
 * 1 when every line hit. */
static int view_span(struct emu_cache_view *v, uint64_t va, unsigned int bytes, enum emu_cop op, uint64_t t)
{
	uint32_t line = v->g->sets ? 1u << v->g->line_shift : bytes;
	uint64_t a = va & ~(uint64_t)(line - 1);
	int hit = 1;

	do {
		if (gsi_cache_view_access(v, a, op, t) <= 0)
			hit = 0;
		a += line;
	} while (a < va + bytes);
	return hit;
}

/* A read of the line at va (the first level's line size, bytes) at cycle
 * t: when it arrives; *lvl the level that served it. */
static uint64_t read_line(struct emu *e, struct wave *w, enum path path, unsigned int cu, uint64_t va,
			  unsigned int bytes, uint64_t t, unsigned int pol, int atomic)
{
	struct emu_tunit *u = w->tw->unit;
	const struct gs_machine *m = u->tm->m;
	enum emu_cop rd = pol & EMU_POL_STREAM ? EMU_C_STREAM : EMU_C_READ;
	enum gs_mlevel first = path == P_VEC ? GS_ML_L0 : path == P_SCALAR ? GS_ML_SCALAR : GS_ML_INST, s = GS_ML_DRAM;
	struct emu_cache *own = path == P_VEC ? &u->l0[cu] : path == P_SCALAR ? &u->kc : &u->ic;
	uint64_t wait, lat;

	t += translate(u, va);
	if (path == P_VEC)
		gsi_emu_perf_event(e, w, GSI_PERF_L0_ACCESS, 1);
	if (atomic || (path == P_VEC && (pol & EMU_POL_NO_L0)))
		;  /* past the first level */
	else if (gsi_cache_access(own, va, rd))
		s = first;
	if (s == GS_ML_DRAM && path == P_VEC)
		gsi_emu_perf_event(e, w, GSI_PERF_L0_READ_MISS, 1);
	if (s == GS_ML_DRAM && m->lvl[GS_ML_GL1].bytes && !atomic && !(pol & EMU_POL_NO_GL1) &&
	    view_span(&u->gl1, va, bytes, rd, t))
		s = GS_ML_GL1;
	if (s == GS_ML_DRAM && !(pol & EMU_POL_NO_L2)) {
		int hit = view_span(&u->l2, va, bytes, atomic ? EMU_C_WRITE : rd, t);

		gsi_emu_perf_event(e, w, GSI_PERF_L2_REQ, 1);
		gsi_emu_perf_event(e, w, hit ? GSI_PERF_L2_HIT : GSI_PERF_L2_MISS, 1);
		if (hit || atomic)
			s = GS_ML_L2;
		else
			gsi_emu_perf_event(e, w, GSI_PERF_L2_EA_RD, (bytes + 63) / 64);
	}
	if (s == GS_ML_DRAM && m->lvl[GS_ML_MALL].bytes &&
	    view_span(&u->mall, va, bytes, pol & EMU_POL_NO_MALL ? EMU_C_NOALLOC : rd, t))
		s = GS_ML_MALL;
	/* the queues the line passed: from the serving level up to the first */
	wait = 0;
	for (int l = (int)s; l >= (int)first; l--) {
		if (l != (int)first && (l == GS_ML_SCALAR || l == GS_ML_INST || l == GS_ML_L0))
			continue;  /* another path's first level */
		if (!m->lvl[l].bytes && l != GS_ML_DRAM)
			continue;
		wait = max64(wait, queue(&u->srv[l][l == GS_ML_L0 ? cu : 0], t, bytes));
	}
	lat = path == P_VEC ? m->lvl[s].lat_vec : m->lvl[s].lat_scalar;
	if (!lat)
		lat = m->lvl[s].lat_vec;
	return t + lat + wait;
}

/* A store (or atomic) of bytes in the line at va at cycle t: when the L2
 * (or memory, system scope) acknowledges it. */
static uint64_t write_line(struct emu *e, struct wave *w, unsigned int cu, uint64_t va, unsigned int bytes,
			   uint64_t t, unsigned int pol)
{
	struct emu_tunit *u = w->tw->unit;
	const struct gs_machine *m = u->tm->m;
	enum gs_mlevel s = GS_ML_L2;
	uint64_t wait;
	int hit;

	t += translate(u, va);
	gsi_emu_perf_event(e, w, GSI_PERF_L0_ACCESS, 1);
	gsi_cache_access(&u->l0[cu], va, EMU_C_NOALLOC);  /* write-through: a present line stays */
	if (m->lvl[GS_ML_GL1].bytes)
		view_span(&u->gl1, va, bytes, EMU_C_EVICT, t);
	hit = view_span(&u->l2, va, bytes, EMU_C_WRITE, t);
	gsi_emu_perf_event(e, w, GSI_PERF_L2_REQ, 1);
	gsi_emu_perf_event(e, w, hit ? GSI_PERF_L2_HIT : GSI_PERF_L2_MISS, 1);
	wait = max64(queue(&u->srv[GS_ML_L0][cu], t, bytes), queue(&u->srv[GS_ML_L2][0], t, bytes));
	if (pol & EMU_POL_SYS_WR) {
		s = GS_ML_DRAM;
		wait = max64(wait, queue(&u->srv[GS_ML_DRAM][0], t, bytes));
	} else if (!hit) {
		/* a line the L2 takes new is written back to memory once, later:
		 * its bytes pass the DRAM queue now (rewrites of a line the L2
		 * holds cost nothing more) */
		wait = max64(wait, queue(&u->srv[GS_ML_DRAM][0], t, bytes));
	}
	return t + m->lvl[s].lat_vec + wait;
}

static int cmp64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* The lines of size `line` that n (va, bytes) pairs touch, sorted and
 * unique, into out (up to cap); their count. */
static unsigned int lines_of(const uint64_t *pairs, unsigned int n, unsigned int line, uint64_t *out,
			     unsigned int cap)
{
	unsigned int k = 0, u = 0;

	for (unsigned int i = 0; i < n; i++) {
		uint64_t a = pairs[2 * i] & ~(uint64_t)(line - 1), end = pairs[2 * i] + (pairs[2 * i + 1] ? pairs[2 * i + 1] : 1);

		for (; a < end && k < cap; a += line)
			out[k++] = a;
	}
	qsort(out, k, sizeof(*out), cmp64);
	for (unsigned int i = 0; i < k; i++)
		if (!u || out[i] != out[u - 1])
			out[u++] = out[i];
	return u;
}

#define MAX_LINES 1024

void gsi_emu_tm_issue(struct emu *e, struct wave *w, struct emu_op *op)
{
	struct emu_tw *tw = w->tw;
	struct emu_tunit *u = tw->unit;
	const struct gs_machine *m = u->tm->m;
	const struct emu_uop *cur = tw->cur;
	unsigned int pol = cur ? cur->tpol : 0, atomic = pol & EMU_POL_ATOMIC, cu = tw->cu;
	uint64_t t = w->t, done = t, lines[MAX_LINES];
	unsigned int n;

	switch (op->cnt) {
	case EMU_CNT_DS:
		done = t + m->core->lds_lat + (tw->ds_cycles > 1 ? tw->ds_cycles - 1 : 0);
		done = max64(done, tw->ds_done);
		tw->ds_done = done;
		break;
	case EMU_CNT_KM:
		if (!tw->nlog || (cur && cur->tcls != EMU_TC_SMEM)) {  /* a clock value, the barrier state */
			done = t + m->core->smem_clock;
			break;
		}
		n = lines_of(tw->alog, tw->nlog, m->lvl[GS_ML_SCALAR].line, lines, MAX_LINES);
		for (unsigned int i = 0; i < n; i++)
			done = max64(done, read_line(e, w, P_SCALAR, 0, lines[i], m->lvl[GS_ML_SCALAR].line,
						     t + i, 0, 0));
		break;
	default: {
		unsigned int line = m->lvl[GS_ML_L0].line, per = m->lvl[GS_ML_L0].bw ? m->lvl[GS_ML_L0].bw : line;
		uint64_t step;

		if (op->stores && op->n_stores) {
			uint64_t *pairs = malloc((size_t)op->n_stores * 2 * sizeof(*pairs));

			if (!pairs)
				break;
			for (unsigned int k = 0; k < op->n_stores; k++) {
				pairs[2 * k] = op->stores[k].va;
				pairs[2 * k + 1] = op->stores[k].bytes ? op->stores[k].bytes : op->stores[k].n * 4u;
			}
			n = lines_of(pairs, op->n_stores, line, lines, MAX_LINES);
			free(pairs);
			step = (line + per - 1) / per;
			for (unsigned int i = 0; i < n; i++) {
				uint64_t ti = t + i * step;

				done = max64(done, atomic ? read_line(e, w, P_VEC, cu, lines[i], line, ti, pol, 1)
							  : write_line(e, w, cu, lines[i], line, ti, pol));
			}
			tw->stores_done = max64(tw->stores_done, done);
		} else if (tw->nlog) {
			n = lines_of(tw->alog, tw->nlog, line, lines, MAX_LINES);
			step = (line + per - 1) / per;
			for (unsigned int i = 0; i < n; i++)
				done = max64(done, read_line(e, w, P_VEC, cu, lines[i], line, t + i * step, pol, atomic != 0));
			if (atomic)
				tw->stores_done = max64(tw->stores_done, done);
		} else {
			done = t + m->lvl[GS_ML_L0].lat_vec;  /* no address logged (LDS through flat) */
			n = 0;
			step = 0;
		}
		gsi_emu_perf_event(e, w, GSI_PERF_INST_CYCLES_VMEM, n * step);
		if (op->cnt == EMU_CNT_STORE) {
			done = max64(done, tw->store_done);
			tw->store_done = done;
		} else {
			done = max64(done, tw->load_done);
			tw->load_done = done;
		}
	}
	}
	op->done = done;
	tw->nlog = 0;
}

uint64_t gsi_emu_tm_cacheop(struct emu_tunit *u, unsigned int cu, unsigned int cop, uint64_t t)
{
	const struct gs_machine *m = u->tm->m;
	uint64_t cost = 0;

	if (cop & EMU_COP_INV_L0)
		gsi_cache_clear(&u->l0[cu]);
	if (cop & EMU_COP_INV_K)
		gsi_cache_clear(&u->kc);
	if ((cop & EMU_COP_INV_GL1) && m->lvl[GS_ML_GL1].bytes)
		gsi_cache_view_access(&u->gl1, 0, EMU_C_INV, t);
	if (cop & EMU_COP_INV_L2)
		gsi_cache_view_access(&u->l2, 0, EMU_C_INV, t);
	/* a write-back of the L2: dirty lines are not tracked; it costs a
	 * round trip to memory (assumed) */
	if (cop & EMU_COP_WB_L2)
		cost = m->lvl[GS_ML_DRAM].lat_vec;
	return cost;
}

void gsi_emu_tm_fetch(struct emu *e, struct wave *w)
{
	struct emu_tw *tw = w->tw;
	struct emu_tunit *u = tw->unit;
	unsigned int line = u->tm->m->lvl[GS_ML_INST].line;
	uint64_t va = w->pc & ~(uint64_t)(line - 1), t;

	tw->fetch_line = w->pc >> 6;
	tw->iline[tw->fetch_line & 3] = tw->fetch_line;  /* the fast path's filter (timing.h) */
	if (gsi_cache_access(&u->ic, va, EMU_C_NOALLOC))
		return;  /* a hit: the fetch ahead hides it (assumed) */
	t = read_line(e, w, P_INST, 0, va, line, w->t, 0, 0);  /* and fills the line */
	if (t > w->t) {
		gsi_emu_perf_event(e, w, GSI_PERF_WAIT_INST_ANY, t - w->t);
		w->t = t;
	}
}
