// SPDX-License-Identifier: MIT
/*
 * The timed dispatch (timing.h): the workgroups run on the modelled
 * machine's units (WGPs on RDNA, CUs on CDNA).  Workgroup k goes to the
 * (k mod units)-th unit of an order that spreads consecutive workgroups
 * over the XCDs and shader engines first; a unit holds as many of its
 * workgroups at once as its wave slots, VGPRs, LDS and the scratch slots
 * allow, launching the next when one ends.  Within a unit the waves run
 * in the order of their clocks: the wave furthest behind runs until it is
 * a little ahead of the next one (SLACK cycles), so waves sharing a SIMD
 * interleave in the pipes' calendars as they would cycle by cycle.
 *
 * Units interact only through the shared caches and queues (GL1, L2,
 * MALL, DRAM).  Time advances in epochs of EPOCH cycles: within one, every
 * unit runs on its own against the shared caches as they were when the
 * epoch began plus its own accesses (cache.h's views), at its share of
 * each shared level's bandwidth; at the epoch's end the units' accesses
 * are applied to the shared caches in (cycle, unit, sequence) order.  So a
 * unit's timing never depends on how far another unit's host thread has
 * got, and every cycle count is the same for any number of host threads;
 * the units of an epoch run on as many threads as the device has.
 *
 * Functional results are those of the untimed emulator for kernels whose
 * workgroups do not race; workgroups that race through memory see each
 * other's writes in host order, as untimed.
 */
#include <stdlib.h>
#include <string.h>

#include "emu/dispatch.h"
#include "emu/tmodel.h"
#include "regs/perf_int.h"

#define EPOCH 4096u    /* cycles of one epoch */
#define SLACK 64u      /* cycles a wave may run ahead of the one behind it */
#define RUN_MAX 4096u  /* instructions per turn, at most (limits are checked between turns) */

/* A workgroup slot of a unit. */
struct slot {
	uint64_t k;                /* the workgroup in it (live) */
	int live;
	struct wave *waves;        /* d->n_waves */
	struct emu_tw *tws;
	struct emu_twg tg;
	uint8_t *lds;
	unsigned int first_slot;   /* its waves' scratch slots */
	uint64_t launch;
};

/* A runnable wave in the order run_unit picks them: the earliest clock,
 * then the higher s_setprio, then the first slot and wave. */
struct pick {
	uint64_t t;
	int prio;
	unsigned int idx;          /* slot * n_waves + wave */
	struct wave *w;
	struct slot *sl;
};

struct unit {
	struct emu_tunit tu;
	struct pick *heap;         /* its runnable waves, a binary min-heap (n_slots * n_waves) */
	uint64_t order;            /* its place in the dispatch order: workgroups order, order + n, ... */
	uint64_t next_k;           /* the next of its workgroups to launch */
	unsigned int n_slots;
	struct slot *slots;
	uint64_t perf[EMU_PERF_MODELS];
	uint64_t insts, fast, end, first, free_at, turns;
	int busy;                  /* has resident workgroups or more to launch */
	enum gs_status st;
	uint64_t err_k;
	struct gs_error err;
};

struct tdisp {
	struct emu *e;
	struct emu_disp *d;
	const struct gs_machine *m;
	struct unit *units;
	unsigned int n_units;      /* units the dispatch uses */
	unsigned int max_slots;
	uint64_t t0, t1;           /* the running epoch */
	unsigned int next;         /* atomic: the next unit to run this epoch */
	/* a barrier for the host threads */
	pthread_mutex_t mu;
	pthread_cond_t cv;
	unsigned int arrived, generation, threads;
	int finished;
	enum gs_status fatal;      /* out of memory in the model */
	struct gs_error fatal_err;
};

static uint64_t max64(uint64_t a, uint64_t b)
{
	return a > b ? a : b;
}

/* The unit (index of the machine) that the i-th place of the order is. */
static unsigned int unit_of_order(const struct gs_machine *m, unsigned int i)
{
	unsigned int sas_per_se = m->ses >= m->sas ? 1 : m->sas / m->ses, ses = m->sas / sas_per_se;
	unsigned int se = i % ses, sa = se * sas_per_se + (i / ses) % sas_per_se;

	return sa * m->units_per_sa + (i / m->sas) % m->units_per_sa;
}

/* Workgroups one unit can hold at once. */
static unsigned int occupancy(const struct gs_machine *m, const struct emu_disp *d)
{
	unsigned int simds = m->simds_per_cu * m->cus_per_unit, n = m->max_wg_per_unit;
	uint64_t wave_bytes = (uint64_t)d->n_vgprs * (d->lanes == 64 && m->simd_lanes == 32 ? 64 : d->lanes) * 4;
	uint64_t per_simd = wave_bytes ? m->vgpr_bytes / wave_bytes : m->waves_per_simd;

	if (per_simd > m->waves_per_simd)
		per_simd = m->waves_per_simd;
	if (n > per_simd * simds / d->n_waves)
		n = (unsigned int)(per_simd * simds / d->n_waves);
	if (d->lds_size && n > m->lds_bytes / d->lds_size)
		n = m->lds_bytes / d->lds_size;
	return n ? n : 1;
}

static void tw_reset(struct emu_tw *tw)
{
	uint64_t *alog = tw->alog;
	unsigned int cap = tw->caplog, cu = tw->cu, simd = tw->simd;
	struct emu_tunit *u = tw->unit;
	struct emu_twg *wg = tw->wg;
	struct emu_pipe *p[EMU_TP_N];

	memcpy(p, tw->pipe, sizeof(p));
	memset(tw, 0, sizeof(*tw));
	tw->alog = alog;
	tw->caplog = cap;
	tw->cu = cu;
	tw->simd = simd;
	tw->unit = u;
	tw->wg = wg;
	memcpy(tw->pipe, p, sizeof(p));
}

static enum gs_status unit_init(struct tdisp *td, struct unit *u, unsigned int index, unsigned int order,
				uint64_t assigned, struct gs_error *err)
{
	const struct gs_machine *m = td->m;
	struct emu_disp *d = td->d;
	unsigned int simds = m->simds_per_cu * m->cus_per_unit;

	u->order = order;
	u->next_k = order;
	u->n_slots = assigned < td->max_slots ? (unsigned int)assigned : td->max_slots;
	u->busy = assigned > 0;
	gsi_emu_tunit_init(&u->tu, td->e->tm, unit_of_order(m, order));
	u->tu.perf = u->perf;
	u->slots = calloc(u->n_slots, sizeof(*u->slots));
	u->heap = calloc((size_t)u->n_slots * d->n_waves + 1, sizeof(*u->heap));
	if (!u->slots || !u->heap)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the timed dispatch");
	for (unsigned int s = 0; s < u->n_slots; s++) {
		struct slot *sl = &u->slots[s];

		sl->waves = calloc(d->n_waves, sizeof(*sl->waves));
		sl->tws = calloc(d->n_waves, sizeof(*sl->tws));
		if (!sl->waves || !sl->tws || (d->lds_size && !(sl->lds = malloc(d->lds_size))))
			return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the timed dispatch's waves");
		sl->first_slot = (index * td->max_slots + s) * d->n_waves;
		for (unsigned int i = 0; i < d->n_waves; i++) {
			struct emu_tw *tw = &sl->tws[i];
			unsigned int simd = (s * d->n_waves + i) % simds;

			sl->waves[i].v = calloc(d->n_vgprs, sizeof(*sl->waves[i].v));
			if (!sl->waves[i].v)
				return gs_error_set(err, GS_ERR_NOMEM, "out of memory for VGPRs");
			sl->waves[i].tw = tw;
			tw->unit = &u->tu;
			tw->wg = &sl->tg;
			tw->simd = simd;
			tw->cu = simd / m->simds_per_cu;
			tw->pipe[EMU_TP_VALU] = &u->tu.simd[simd][0];
			tw->pipe[EMU_TP_TRANS] = &u->tu.simd[simd][1];
			tw->pipe[EMU_TP_SALU] = &u->tu.simd[simd][2];
			tw->pipe[EMU_TP_MATRIX] = &u->tu.simd[simd][3];
			tw->pipe[EMU_TP_VMEM] = &u->tu.cu[tw->cu][0];
			tw->pipe[EMU_TP_LDS] = &u->tu.cu[0][1];  /* the WGP's LDS */
			tw->pipe[EMU_TP_SMEM] = &u->tu.cu[0][2];
		}
	}
	return GS_OK;
}

static void unit_free(struct unit *u, const struct emu_disp *d)
{
	for (unsigned int s = 0; u->slots && s < u->n_slots; s++) {
		struct slot *sl = &u->slots[s];

		for (unsigned int i = 0; sl->waves && i < d->n_waves; i++) {
			free(sl->waves[i].v);
			gsi_emu_pending_free(&sl->waves[i]);
		}
		for (unsigned int i = 0; sl->tws && i < d->n_waves; i++)
			free(sl->tws[i].alog);
		free(sl->waves);
		free(sl->tws);
		free(sl->lds);
	}
	free(u->slots);
	free(u->heap);
	gsi_emu_tunit_free(&u->tu);
}

/* Launch the unit's next workgroup into slot sl at cycle t. */
static void launch(struct tdisp *td, struct unit *u, struct slot *sl, uint64_t t)
{
	struct emu_disp *d = td->d;
	const struct gs_core_timing *c = td->m->core;

	sl->k = u->next_k;
	u->next_k += td->n_units;
	sl->live = 1;
	sl->launch = t;
	sl->tg.release = 0;
	if (sl->lds)
		memset(sl->lds, 0, d->lds_size);
	if (!u->turns && !u->first)
		u->first = t;
	for (unsigned int i = 0; i < d->n_waves; i++) {
		struct wave *w = &sl->waves[i];

		tw_reset(w->tw);
		gsi_emu_wave_start(td->e, d, w, sl->k, i, sl->first_slot + i, sl->waves, sl->lds, u->perf);
		w->t = t + (uint64_t)i * c->wave_launch;
		w->tw->bar_t = w->t;
		w->tw->fetch_line = UINT64_MAX;
		memset(w->tw->iline, 0xff, sizeof(w->tw->iline));
	}
}

/* A workgroup whose waves all ended: count it, free its slot, launch the
 * unit's next one. */
static void retire(struct tdisp *td, struct unit *u, struct slot *sl)
{
	struct emu_disp *d = td->d;
	struct emu *e = td->e;
	uint64_t end = 0;

	for (unsigned int i = 0; i < d->n_waves; i++) {
		struct wave *w = &sl->waves[i];
		uint64_t we = max64(w->t, w->tw->stores_done);

		end = max64(end, we);
		u->insts += w->n_insts;
		u->fast += w->n_fast;
		gsi_emu_perf_event(e, w, GSI_PERF_WAVE_CYCLES, w->t - (sl->launch + (uint64_t)i * td->m->core->wave_launch));
		gsi_emu_perf_event(e, w, GSI_PERF_WAIT_INST_ANY, w->tw->stall);
	}
	sl->live = 0;
	u->end = max64(u->end, end);
	__atomic_fetch_add(&d->done, 1, __ATOMIC_RELAXED);
	if (u->next_k < d->total && u->next_k <= __atomic_load_n(&d->stop, __ATOMIC_RELAXED))
		launch(td, u, sl, end + td->m->core->wave_launch);
}

static int runnable(const struct wave *w)
{
	return !w->ended && w->barrier != EMU_BAR_WAITING;
}

/* The barrier of slot sl: release it when every live wave arrived; a
 * deadlock (live waves, none runnable, no release) is an error. */
static enum gs_status barriers(struct tdisp *td, struct unit *u, struct slot *sl, int *released,
			       struct gs_error *err)
{
	struct emu_disp *d = td->d;
	unsigned int live = 0, run = 0;
	char where[256];

	if (gsi_emu_barrier_release(sl->waves, d->n_waves)) {
		gsi_emu_tm_bar_release(sl->waves, d->n_waves, td->m->core->barrier);
		*released = 1;
		return GS_OK;
	}
	for (unsigned int i = 0; i < d->n_waves; i++) {
		live += !sl->waves[i].ended;
		run += runnable(&sl->waves[i]);
	}
	if (!live || run)
		return GS_OK;
	(void)u;
	for (unsigned int i = 0; i < d->n_waves; i++)
		if (!sl->waves[i].ended) {
			gsi_emu_where(td->e, &sl->waves[i], where, sizeof(where));
			break;
		}
	return gs_error_set(err, GS_ERR_HANG,
			    "barrier deadlock (emulated): every live wave of the workgroup waits at a barrier that can never complete; first: %s",
			    where);
}

static int picks_before(const struct pick *a, const struct pick *b)
{
	if (a->t != b->t)
		return a->t < b->t;
	if (a->prio != b->prio)
		return a->prio > b->prio;
	return a->idx < b->idx;
}

static void sift_down(struct pick *h, unsigned int n, unsigned int i)
{
	for (;;) {
		unsigned int c = 2 * i + 1, m = i;
		struct pick tmp;

		if (c < n && picks_before(&h[c], &h[m]))
			m = c;
		if (c + 1 < n && picks_before(&h[c + 1], &h[m]))
			m = c + 1;
		if (m == i)
			return;
		tmp = h[i];
		h[i] = h[m];
		h[m] = tmp;
		i = m;
	}
}

/* The unit's runnable waves as a heap; their count.  Rebuilt when waves
 * other than the one that ran change (a barrier released, a workgroup
 * retired and the next launched): between those only the running wave's
 * clock and priority move, and it sinks to its place. */
static unsigned int picks_build(const struct emu_disp *d, struct unit *u)
{
	unsigned int n = 0;

	for (unsigned int s = 0; s < u->n_slots; s++) {
		struct slot *sl = &u->slots[s];

		for (unsigned int i = 0; sl->live && i < d->n_waves; i++) {
			struct wave *w = &sl->waves[i];

			if (runnable(w))
				u->heap[n++] = (struct pick){ w->t, w->tw->prio, s * d->n_waves + i, w, sl };
		}
	}
	for (unsigned int i = n / 2; i-- > 0;)
		sift_down(u->heap, n, i);
	return n;
}

/* Run unit u until every wave is at or past t1 (or blocked, or done).
 * The wave furthest behind runs until it is SLACK past the next one. */
static void run_unit(struct tdisp *td, struct unit *u)
{
	struct emu *e = td->e;
	struct emu_disp *d = td->d;
	uint64_t t1 = td->t1, insts = 0;
	struct pick *h = u->heap;
	unsigned int n = picks_build(d, u);

	while (!u->st && n && h[0].t < t1) {
		struct wave *best = h[0].w;
		struct slot *bsl = h[0].sl;
		uint64_t second = t1;
		uint64_t before;
		int changed = 0;
		enum gs_status st;

		for (unsigned int c = 1; c <= 2 && c < n; c++)
			if (h[c].t < second)
				second = h[c].t;
		best->tw->yield = second + SLACK < t1 ? second + SLACK : t1;
		if (best->tw->yield <= best->t)
			best->tw->yield = best->t + 1;
		before = best->n_insts;
		st = gsi_emu_run(e, best, RUN_MAX, &u->err);
		insts += best->n_insts - before;
		if (!st && !(++u->turns & 63)) {
			/* the watchdog counts the whole dispatch's instructions */
			__atomic_fetch_add(&d->insts, insts, __ATOMIC_RELAXED);
			insts = 0;
			st = gsi_emu_interrupted(e, d, best, 0, &u->err);
		}
		if (!st && (best->ended || best->barrier != EMU_BAR_NONE))
			st = barriers(td, u, bsl, &changed, &u->err);
		if (st) {
			u->st = st;
			u->err_k = bsl->k;
			break;
		}
		if (best->ended) {
			unsigned int i;

			for (i = 0; i < d->n_waves && bsl->waves[i].ended; i++)
				;
			if (i == d->n_waves) {
				retire(td, u, bsl);
				changed = 1;
			}
		}
		if (changed || !runnable(best)) {
			n = picks_build(d, u);
		} else {
			h[0].t = best->t;
			h[0].prio = best->tw->prio;
			sift_down(h, n, 0);
		}
	}
	__atomic_fetch_add(&d->insts, insts, __ATOMIC_RELAXED);
	u->busy = 0;
	for (unsigned int s = 0; s < u->n_slots; s++)
		u->busy |= u->slots[s].live;
}

/* The threads' barrier. */
static void sync_threads(struct tdisp *td)
{
	unsigned int gen;

	pthread_mutex_lock(&td->mu);
	gen = td->generation;
	if (++td->arrived == td->threads) {
		td->arrived = 0;
		td->generation++;
		pthread_cond_broadcast(&td->cv);
	} else {
		while (gen == td->generation)
			pthread_cond_wait(&td->cv, &td->mu);
	}
	pthread_mutex_unlock(&td->mu);
}

/* Apply the epoch's logs to the shared caches, in unit order per cache. */
static int merge(struct tdisp *td)
{
	struct emu_tm *tm = td->e->tm;
	struct emu_cache_view **v = malloc(td->n_units * sizeof(*v));
	int rc = 0;

	if (!v)
		return -1;
	for (unsigned int c = 0; c < tm->n_gl1 && !rc; c++) {
		unsigned int n = 0;

		for (unsigned int i = 0; i < td->n_units; i++)
			if (td->units[i].tu.gl1.g == &tm->gl1[c])
				v[n++] = &td->units[i].tu.gl1;
		rc = n ? gsi_cache_merge(&tm->gl1[c], v, n, EPOCH) : 0;
	}
	for (unsigned int c = 0; c < tm->n_l2 && !rc; c++) {
		unsigned int n = 0;

		for (unsigned int i = 0; i < td->n_units; i++)
			if (td->units[i].tu.l2.g == &tm->l2[c])
				v[n++] = &td->units[i].tu.l2;
		rc = n ? gsi_cache_merge(&tm->l2[c], v, n, EPOCH) : 0;
	}
	if (!rc) {
		for (unsigned int i = 0; i < td->n_units; i++)
			v[i] = &td->units[i].tu.mall;
		rc = gsi_cache_merge(&tm->mall, v, td->n_units, EPOCH);
	}
	free(v);
	return rc;
}

/* Between epochs (one thread): merge, then the next epoch's shares; 1
 * when the dispatch is over. */
static int between(struct tdisp *td)
{
	const struct gs_machine *m = td->m;
	unsigned int *in_sa = calloc(m->sas, sizeof(*in_sa)), *in_xcd = calloc(m->xcds, sizeof(*in_xcd));
	unsigned int in_gpu = 0, busy = 0, failed = 0;
	uint64_t next = UINT64_MAX;

	if (!in_sa || !in_xcd || merge(td)) {
		free(in_sa);
		free(in_xcd);
		td->fatal = gs_error_set(&td->fatal_err, GS_ERR_NOMEM, "out of memory in the timing model");
		return 1;
	}
	for (unsigned int i = 0; i < td->n_units; i++) {
		struct unit *u = &td->units[i];

		failed |= u->st != GS_OK;
		if (!u->busy)
			continue;
		busy++;
		in_sa[u->tu.sa]++;
		in_xcd[u->tu.xcd]++;
		in_gpu++;
		/* the earliest clock of a runnable wave: epochs with nothing to do are skipped */
		for (unsigned int s = 0; s < u->n_slots; s++)
			for (unsigned int w = 0; u->slots[s].live && w < td->d->n_waves; w++)
				if (runnable(&u->slots[s].waves[w]))
					next = next < u->slots[s].waves[w].t ? next : u->slots[s].waves[w].t;
	}
	for (unsigned int i = 0; i < td->n_units; i++) {
		struct unit *u = &td->units[i];

		gsi_emu_tunit_shares(&u->tu, in_sa[u->tu.sa], in_xcd[u->tu.xcd], in_gpu);
	}
	free(in_sa);
	free(in_xcd);
	if (!busy || failed)
		return 1;
	if (next == UINT64_MAX) {  /* busy units without a runnable wave: the barrier check missed one */
		td->fatal = gs_error_set(&td->fatal_err, GS_ERR_HANG,
					 "barrier deadlock (emulated): no wave of the dispatch can run");
		return 1;
	}
	td->t0 = td->t1;
	if (next != UINT64_MAX && next >= td->t0 + EPOCH)
		td->t0 = next / EPOCH * EPOCH;
	td->t1 = td->t0 + EPOCH;
	for (unsigned int i = 0; i < td->n_units; i++) {
		gsi_cache_view_epoch(&td->units[i].tu.gl1, td->t0);
		gsi_cache_view_epoch(&td->units[i].tu.l2, td->t0);
		gsi_cache_view_epoch(&td->units[i].tu.mall, td->t0);
	}
	return 0;
}

static void *thread_main(void *arg)
{
	struct tdisp *td = arg;

	for (;;) {
		for (;;) {
			unsigned int i = __atomic_fetch_add(&td->next, 1, __ATOMIC_RELAXED);

			if (i >= td->n_units)
				break;
			if (td->units[i].busy)
				run_unit(td, &td->units[i]);
		}
		sync_threads(td);
		/* thread 0 merged in the meantime (see gsi_emu_timed_dispatch) */
		sync_threads(td);
		if (td->finished)
			break;
	}
	return NULL;
}

enum gs_status gsi_emu_timed_dispatch(struct emu *e, struct emu_disp *d, struct gs_error *err)
{
	struct emu_tm *tm = e->tm;
	struct tdisp td = { 0 };
	unsigned int units = gs_machine_units(tm->m), nt;
	pthread_t *tid = NULL;
	enum gs_status st = GS_OK;
	uint64_t len = 0;

	td.e = e;
	td.d = d;
	td.m = tm->m;
	td.max_slots = occupancy(tm->m, d);
	td.n_units = d->total < units ? (unsigned int)d->total : units;
	if (d->slots) {  /* every resident wave needs a scratch slot of its own */
		unsigned int fit = d->slots / d->n_waves;

		if (td.n_units > fit)
			td.n_units = fit ? fit : 1;
		if (td.max_slots > fit / td.n_units)
			td.max_slots = fit / td.n_units ? fit / td.n_units : 1;
	}
	td.units = calloc(td.n_units, sizeof(*td.units));
	if (!td.units)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the timed dispatch");
	for (unsigned int i = 0; i < td.n_units && !st; i++) {
		uint64_t assigned = (d->total - i + td.n_units - 1) / td.n_units;

		st = unit_init(&td, &td.units[i], i, i, assigned, err);
	}
	for (unsigned int i = 0; i < td.n_units && !st; i++) {
		struct unit *u = &td.units[i];

		for (unsigned int s = 0; s < u->n_slots && u->next_k < d->total; s++)
			launch(&td, u, &u->slots[s], (uint64_t)s * d->n_waves * tm->m->core->wave_launch);
	}
	if (!st) {
		td.t0 = 0;
		td.t1 = EPOCH;
		td.next = 0;
		for (unsigned int i = 0; i < td.n_units; i++) {
			gsi_emu_tunit_shares(&td.units[i].tu, 1, 1, 1);
			gsi_cache_view_epoch(&td.units[i].tu.gl1, 0);
			gsi_cache_view_epoch(&td.units[i].tu.l2, 0);
			gsi_cache_view_epoch(&td.units[i].tu.mall, 0);
		}
		between(&td);  /* the first epoch's shares (merges nothing) */
		td.t0 = 0;
		td.t1 = EPOCH;
		for (unsigned int i = 0; i < td.n_units; i++) {
			gsi_cache_view_epoch(&td.units[i].tu.gl1, 0);
			gsi_cache_view_epoch(&td.units[i].tu.l2, 0);
			gsi_cache_view_epoch(&td.units[i].tu.mall, 0);
		}
		nt = gsi_emu_host_threads(e, td.n_units);
		td.threads = nt;
		pthread_mutex_init(&td.mu, NULL);
		pthread_cond_init(&td.cv, NULL);
		if (nt > 1 && !(tid = calloc(nt, sizeof(*tid))))
			nt = td.threads = 1;
		for (unsigned int i = 1; i < nt; i++)
			if (pthread_create(&tid[i], NULL, thread_main, &td) != 0) {
				/* fewer threads: the barrier counts only the started ones */
				pthread_mutex_lock(&td.mu);
				td.threads--;
				pthread_mutex_unlock(&td.mu);
			}
		for (;;) {
			for (;;) {
				unsigned int i = __atomic_fetch_add(&td.next, 1, __ATOMIC_RELAXED);

				if (i >= td.n_units)
					break;
				if (td.units[i].busy)
					run_unit(&td, &td.units[i]);
			}
			sync_threads(&td);
			td.finished = between(&td);
			td.next = 0;
			sync_threads(&td);
			if (td.finished)
				break;
		}
		for (unsigned int i = 1; i < nt; i++)
			if (tid[i])
				pthread_join(tid[i], NULL);
		free(tid);
		pthread_mutex_destroy(&td.mu);
		pthread_cond_destroy(&td.cv);
	}
	if (!st && td.fatal) {
		st = td.fatal;
		if (err)
			*err = td.fatal_err;
	}
	/* the lowest-numbered failing workgroup's error (gsi_emu_dispatch reports it) */
	for (unsigned int i = 0; i < td.n_units; i++)
		if (td.units[i].st)
			gsi_emu_disp_failed(d, td.units[i].err_k, td.units[i].st, &td.units[i].err);
	/* the dispatch's length, the counters, the statistics; SQ_BUSY_CYCLES
	 * sums each shader engine's span of active waves */
	{
		unsigned int ses = tm->m->ses;
		uint64_t *lo = calloc(ses, sizeof(*lo)), *hi = calloc(ses, sizeof(*hi)), busy = 0;

		for (unsigned int i = 0; i < td.n_units; i++) {
			struct unit *u = &td.units[i];
			unsigned int se = ses ? u->tu.sa * ses / tm->m->sas : 0;

			len = max64(len, u->end);
			for (int m = 0; m < EMU_PERF_MODELS; m++)
				gsi_emu_perf_add(e, (unsigned int)m, u->perf[m]);
			e->stat_insts += u->insts;
			e->stat_fast += u->fast;
			if (lo && hi && u->end) {
				if (!hi[se] || u->first < lo[se])
					lo[se] = u->first;
				hi[se] = max64(hi[se], u->end);
			}
		}
		for (unsigned int s = 0; lo && hi && s < ses; s++)
			busy += hi[s] - lo[s];
		if (td.n_units && td.units[0].slots && td.units[0].slots[0].waves)
			gsi_emu_perf_event(e, NULL, GSI_PERF_BUSY_CYCLES, busy);
		free(lo);
		free(hi);
	}
	for (unsigned int i = 0; i < td.n_units; i++)
		unit_free(&td.units[i], d);
	free(td.units);
	tm->dispatch_len = len;
	return st;
}
