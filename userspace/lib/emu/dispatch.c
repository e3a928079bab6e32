// SPDX-License-Identifier: MIT
/*
 * DISPATCH_DIRECT: turn the SH registers the stream set into workgroups of
 * waves with their initial state (AMDGPUUsage "Initial Kernel Execution
 * State": user SGPRs, then workgroup ids; workitem ids packed in v0 on
 * gfx11+), and run each workgroup's waves round-robin, handling barriers.
 * Workgroups are spread over host threads (struct emu's threads): each
 * worker takes the next workgroup in order and has its own waves, LDS and
 * scratch slots; what they count is summed at the end, and an error is
 * that of the lowest-numbered workgroup that failed, so results do not
 * depend on the number of threads for kernels whose workgroups do not race.
 */
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "emu/emu.h"
#include "emu/dispatch.h"
#include "emu/scratch.h"
#include "emu/timing.h"
#include "gfxshim/pm4.h"

/* instructions a wave runs before the next one gets a turn; small, so that
 * waves reach barriers in the order of the work they did (a longer turn,
 * 512, ran the ALU benchmark 7% faster but let the first wave finish its
 * delay loop before the others started theirs: test_emu_barrier) */
#define QUANTUM 64

struct wg {
	struct wave *waves;
	unsigned int n;
};

/* One worker (host thread) of a dispatch. */
struct worker {
	struct emu_disp *d;
	unsigned int slot0;            /* its first scratch slot */
	struct wg g;
	uint8_t *lds;
	uint64_t perf[EMU_PERF_MODELS];
	uint64_t cycles, insts, fast;
	struct gs_error err;
	pthread_t tid;
	int started;
};

static uint32_t reg(const struct emu *e, uint32_t addr)
{
	return e->sh[addr - EMU_SH_BASE];
}

static void init_wave(struct emu *e, struct wave *w, const uint32_t wgid[3], const uint32_t block[3],
		      unsigned int first_thread, unsigned int threads)
{
	uint32_t rsrc2 = reg(e, e->r.rsrc2);
	unsigned int user = (rsrc2 >> 1) & 0x1f, s = 0;
	unsigned int comp = (rsrc2 >> 11) & 3;
	uint64_t exec = 0;

	for (s = 0; s < user; s++)
		w->s[s] = reg(e, e->r.user_data0 + s);
	for (unsigned int d = 0; d < 3; d++)
		if (rsrc2 & (1u << (7 + d)))
			w->s[s++] = wgid[d];
	if (rsrc2 & (1u << 10))  /* TG_SIZE_EN: workgroup info, waves in group */
		w->s[s++] = (block[0] * block[1] * block[2] + w->lanes - 1) / w->lanes;
	/* thread t = first_thread + l at (t % X, t / X % Y, t / (X * Y)):
	 * divided once for the first lane, then counted up lane by lane */
	unsigned int x = first_thread % block[0], y = first_thread / block[0] % block[1],
		     z = first_thread / (block[0] * block[1]);

	for (unsigned int l = 0; l < w->lanes && first_thread + l < threads; l++) {
		exec |= 1ull << l;
		w->v[0][l] = x | (comp >= 1 ? y << 10 : 0) | (comp >= 2 ? z << 20 : 0);
		if (++x == block[0]) {
			x = 0;
			if (++y == block[1]) {
				y = 0;
				z++;
			}
		}
	}
	w->s[GS_OPR_EXEC_LO] = (uint32_t)exec;
	w->s[GS_OPR_EXEC_HI] = (uint32_t)(exec >> 32);
	w->pc = (uint64_t)reg(e, e->r.pgm_lo) << 8 | (uint64_t)reg(e, e->r.pgm_hi) << 40;
	w->wg[0] = wgid[0];
	w->wg[1] = wgid[1];
	w->wg[2] = wgid[2];
	if (e->target->gen == GS_GEN_GFX12) {
		/* architected SGPRs (AMDGPUUsage, GFX12): the workgroup ids in
		 * TTMP9 (X) and TTMP7 (Y in 15:0, Z in 31:16); clang-22 reads them
		 * there.  TTMP0 is operand code 108. */
		w->s[108 + 9] = wgid[0];
		w->s[108 + 7] = (wgid[1] & 0xffff) | wgid[2] << 16;
	}
	gsi_emu_mode_init(e, w);  /* MODE from RSRC1 (hwreg.c) */
}

void gsi_emu_wave_start(struct emu *e, struct emu_disp *d, struct wave *w, uint64_t k, unsigned int i,
			unsigned int slot, struct wave *group, uint8_t *lds, uint64_t *perf)
{
	uint32_t (*v)[EMU_MAX_LANES] = w->v, wgid[3];
	struct emu_pending pend = w->pend;  /* empty: its wave ended */
	struct emu_tw *tw = w->tw;

	gsi_emu_wg_id(d, k, wgid);
	memset(w, 0, sizeof(*w));
	memset(v, 0, d->n_vgprs * sizeof(*v));
	w->v = v;
	w->pend = pend;
	w->tw = tw;  /* the timed dispatch's (timed.c sets it up) */
	w->n_vgprs = d->n_vgprs;
	w->agpr_base = d->agpr_base;
	w->lanes = d->lanes;
	w->id = i;
	w->slot = slot;
	w->group = group;
	w->group_n = d->n_waves;
	w->lds = lds;
	w->lds_size = d->lds_size;
	w->perf = perf;
	init_wave(e, w, wgid, d->block, i * d->lanes, d->threads);
	gsi_emu_perf_wave(e, w);  /* SQ_WAVES */
}

/* Release a barrier once every live wave has arrived (ended waves no longer count). */
static int barrier_release(struct wg *g)
{
	return gsi_emu_barrier_release(g->waves, g->n);  /* barrier.c */
}

static double since(const struct timespec *t0)
{
	struct timespec t;

	clock_gettime(CLOCK_MONOTONIC, &t);
	return (double)(t.tv_sec - t0->tv_sec) + (double)(t.tv_nsec - t0->tv_nsec) * 1e-9;
}

void gsi_emu_wg_id(const struct emu_disp *d, uint64_t k, uint32_t wgid[3])
{
	wgid[0] = d->start[0] + (uint32_t)(k % d->dims[0]);
	wgid[1] = d->start[1] + (uint32_t)(k / d->dims[0] % d->dims[1]);
	wgid[2] = d->start[2] + (uint32_t)(k / d->dims[0] / d->dims[1]);
}

/* Stop now?  The caller's cancel flag (SIGINT) or a limit; checked
 * between quanta (w: the wave that just ran) and between workgroups (w
 * NULL, k the next one). */
enum gs_status gsi_emu_interrupted(struct emu *e, struct emu_disp *d, const struct wave *w, uint64_t k,
				  struct gs_error *err)
{
	char where[320];
	uint64_t done = __atomic_load_n(&d->done, __ATOMIC_RELAXED);

	if (!(e->cancel && *e->cancel) &&
	    !(e->max_total_insts && __atomic_load_n(&d->insts, __ATOMIC_RELAXED) > e->max_total_insts) &&
	    !(e->max_seconds > 0 && since(&d->t0) > e->max_seconds))
		return GS_OK;
	if (w) {
		gsi_emu_where(e, w, where, sizeof(where));
	} else {
		uint32_t id[3];

		gsi_emu_wg_id(d, k, id);
		snprintf(where, sizeof(where), "the start of workgroup (%u,%u,%u)", id[0], id[1], id[2]);
	}
	if (e->cancel && *e->cancel)
		return gs_error_set(err, GS_ERR_CANCELLED,
				    "interrupted: the dispatch was stopped at %s (%llu of %llu workgroups done)", where,
				    (unsigned long long)done, (unsigned long long)d->total);
	if (e->max_seconds > 0 && since(&d->t0) > e->max_seconds)
		return gs_error_set(err, GS_ERR_HANG,
				    "watchdog: the dispatch ran longer than %g s (%llu of %llu workgroups done) and was stopped at %s; raise the limit with --max-time",
				    e->max_seconds, (unsigned long long)done, (unsigned long long)d->total, where);
	return gs_error_set(err, GS_ERR_HANG,
			    "watchdog: the dispatch executed more than %llu wave-instructions (%llu of %llu workgroups done) and was stopped at %s; raise the limit with --max-total-insts",
			    (unsigned long long)e->max_total_insts, (unsigned long long)done,
			    (unsigned long long)d->total, where);
}

static enum gs_status run_group(struct emu *e, struct emu_disp *d, struct wg *g, struct gs_error *err)
{
	enum gs_status st;
	unsigned int done = 0;
	uint64_t turns = 0;

	while (done < g->n) {
		int progressed = 0;

		done = 0;
		for (unsigned int i = 0; i < g->n; i++) {
			struct wave *w = &g->waves[i];

			if (!w->ended && w->barrier != EMU_BAR_WAITING) {
				uint64_t before = w->n_insts;

				st = gsi_emu_run(e, w, QUANTUM, err);
				__atomic_fetch_add(&d->insts, w->n_insts - before, __ATOMIC_RELAXED);
				if (st)
					return st;
				progressed = 1;
				/* limits and Ctrl-C, every 64 turns (a few thousand instructions) */
				if (!(++turns & 63) && (st = gsi_emu_interrupted(e, d, w, 0, err)) != GS_OK)
					return st;
			}
			done += w->ended;
		}
		if (barrier_release(g))
			progressed = 1;
		if (!progressed && done < g->n) {
			char where[256];

			for (unsigned int i = 0; i < g->n; i++)
				if (!g->waves[i].ended) {
					gsi_emu_where(e, &g->waves[i], where, sizeof(where));
					break;
				}
			return gs_error_set(err, GS_ERR_HANG,
					    "barrier deadlock (emulated): every live wave of the workgroup waits at a barrier that can never complete; first: %s",
					    where);
		}
	}
	return GS_OK;
}

void gsi_emu_disp_failed(struct emu_disp *d, uint64_t k, enum gs_status st, const struct gs_error *err)
{
	pthread_mutex_lock(&d->lock);
	if (!d->st || k < d->err_wg) {
		d->st = st;
		d->err_wg = k;
		d->err = *err;
		__atomic_store_n(&d->stop, k, __ATOMIC_RELAXED);
	}
	pthread_mutex_unlock(&d->lock);
}

/* Report progress (the submitting thread only), at most every 0.2 s. */
static void progress(struct emu *e, struct emu_disp *d, double *last)
{
	double t;

	if (!e->progress)
		return;
	t = since(&d->t0);
	if (t - *last < 0.2)
		return;
	*last = t;
	e->progress(e->progress_ctx, __atomic_load_n(&d->done, __ATOMIC_RELAXED), d->total);
}

static void *work(void *arg)
{
	struct worker *k = arg;
	struct emu_disp *d = k->d;
	struct emu *e = d->e;
	double last = 0;
	int main_thread = k->slot0 == 0;

	for (;;) {
		uint64_t n = __atomic_fetch_add(&d->next, 1, __ATOMIC_RELAXED);
		enum gs_status st;

		if (n >= d->total || n > __atomic_load_n(&d->stop, __ATOMIC_RELAXED))
			break;
		if ((st = gsi_emu_interrupted(e, d, NULL, n, &k->err)) != GS_OK) {
			gsi_emu_disp_failed(d, n, st, &k->err);
			break;
		}
		if (k->lds)
			memset(k->lds, 0, d->lds_size);
		for (unsigned int i = 0; i < d->n_waves; i++)
			gsi_emu_wave_start(e, d, &k->g.waves[i], n, i, k->slot0 + i, k->g.waves, k->lds, k->perf);
		st = run_group(e, d, &k->g, &k->err);
		for (unsigned int i = 0; i < d->n_waves; i++) {
			const struct wave *w = &k->g.waves[i];

			k->insts += w->n_insts;
			k->fast += w->n_fast;
			if (w->ended && gsi_emu_wave_cycles(w) > k->cycles)
				k->cycles = gsi_emu_wave_cycles(w);  /* the dispatch's length (cp.c) */
			if (!w->ended)  /* a failed workgroup: what its waves left in flight */
				gsi_emu_pending_free(&k->g.waves[i]);
		}
		if (st)
			gsi_emu_disp_failed(d, n, st, &k->err);
		__atomic_fetch_add(&d->done, 1, __ATOMIC_RELAXED);
		if (main_thread)
			progress(e, d, &last);
	}
	return NULL;
}

static enum gs_status worker_init(struct worker *k, struct emu_disp *d, unsigned int slot0, struct gs_error *err)
{
	memset(k, 0, sizeof(*k));
	k->d = d;
	k->slot0 = slot0;
	k->g.n = d->n_waves;
	k->g.waves = calloc(d->n_waves, sizeof(*k->g.waves));
	if (!k->g.waves)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for %u waves", d->n_waves);
	for (unsigned int i = 0; i < d->n_waves; i++) {
		k->g.waves[i].v = calloc(d->n_vgprs, sizeof(*k->g.waves[i].v));
		if (!k->g.waves[i].v)
			return gs_error_set(err, GS_ERR_NOMEM, "out of memory for VGPRs");
	}
	if (d->lds_size && !(k->lds = malloc(d->lds_size)))
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for %u bytes of LDS", d->lds_size);
	return GS_OK;
}

static void worker_free(struct worker *k)
{
	for (unsigned int i = 0; k->g.waves && i < k->g.n; i++) {
		free(k->g.waves[i].v);
		gsi_emu_pending_free(&k->g.waves[i]);
	}
	free(k->g.waves);
	free(k->lds);
}

unsigned int gsi_emu_host_threads(const struct emu *e, uint64_t n)
{
	long cores = sysconf(_SC_NPROCESSORS_ONLN);
	unsigned int t = e->threads ? e->threads : cores > 0 ? (unsigned int)cores : 1;

	if (t > 256)
		t = 256;
	if (t > n)
		t = (unsigned int)n;
	return t ? t : 1;
}

/* Host threads to use: the device's setting (0: every core the process
 * may run on), no more than workgroups, nor than the scratch slots allow. */
static unsigned int n_workers(const struct emu *e, const struct emu_disp *d, unsigned int slots)
{
	unsigned int n = gsi_emu_host_threads(e, d->total);

	if (slots && n > slots / d->n_waves)
		n = slots / d->n_waves;
	return n ? n : 1;
}

enum gs_status gsi_emu_dispatch(struct emu *e, const uint32_t dims[3], uint32_t initiator,
			    struct gs_error *err)
{
	uint32_t rsrc1 = reg(e, e->r.rsrc1), rsrc2 = reg(e, e->r.rsrc2);
	unsigned int lanes = initiator & GS_DISPATCH_INIT_CS_W32_EN ? 32 : 64;
	int gfx9 = e->target->gen == GS_GEN_GFX9;
	/* VGPR granule: gfx11/gfx12 8 in wave32, 4 in wave64; gfx90a+ 8, and the
	 * count covers the unified file (VGPRs, then AGPRs from ACCUM_OFFSET) */
	unsigned int gran = lanes == 32 || gfx9 ? 8 : 4;
	unsigned int n_vgprs = ((rsrc1 & 0x3f) + 1) * gran, max_vgprs = gfx9 ? 512 : 256;
	unsigned int agpr_base = gfx9 ? ((reg(e, e->r.rsrc3) & 0x3f) + 1) * 4 : 0;
	unsigned int slots = 0, nw;
	struct emu_disp d = { 0 };
	struct worker *wk;
	enum gs_status st = GS_OK;

	if (!(initiator & GS_DISPATCH_INIT_COMPUTE_SHADER_EN))
		return gs_error_set(err, GS_ERR_PM4, "DISPATCH_DIRECT without COMPUTE_SHADER_EN in its initiator 0x%x", initiator);
	if (initiator & (1u << 5))
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "USE_THREAD_DIMENSIONS dispatches are not emulated yet");
	if (lanes == 64 && !(e->target->features & GS_FEAT_WAVE64))
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "%s has no wave64", e->target->name);
	if (lanes == 32 && gfx9)
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "%s runs wave64 only; the dispatch asks for wave32 (CS_W32_EN)",
				    e->target->name);
	if (n_vgprs > max_vgprs)
		n_vgprs = max_vgprs;
	/* COMPUTE_PGM_RSRC3.TG_SPLIT (gfx90a+, bit 16): the workgroup's waves may
	 * sit on different CUs, so the barrier rule for stores changes (waitcnt.c) */
	e->tgsplit = gfx9 && (reg(e, e->r.rsrc3) >> 16 & 1);
	/* LDS: COMPUTE_PGM_RSRC2.LDS_SIZE in 512-byte granules (gfx11/gfx12),
	 * allocated and zeroed for every workgroup */
	d.lds_size = ((rsrc2 >> 15) & 0x1ff) * 512u;
	if (d.lds_size > e->target->lds_bytes)
		return gs_error_set(err, GS_ERR_INVALID,
				    "COMPUTE_PGM_RSRC2.LDS_SIZE asks for %u bytes of LDS; %s has %u per workgroup",
				    d.lds_size, e->target->name, e->target->lds_bytes);
	for (int i = 0; i < 3; i++) {
		d.block[i] = reg(e, e->r.num_thread[i]) & 0xffff;
		d.start[i] = reg(e, e->r.start[i]);
		d.dims[i] = dims[i];
		if (!d.block[i])
			return gs_error_set(err, GS_ERR_INVALID, "COMPUTE_NUM_THREAD_%c is 0", "XYZ"[i]);
	}
	d.threads = d.block[0] * d.block[1] * d.block[2];
	if (d.threads > 1024)
		return gs_error_set(err, GS_ERR_INVALID, "workgroup of %u threads, hardware allows at most 1024", d.threads);
	d.n_waves = (d.threads + lanes - 1) / lanes;
	d.total = (uint64_t)dims[0] * dims[1] * dims[2];
	if (!d.total)
		return GS_OK;
	if (rsrc2 & 1) {  /* SCRATCH_EN: every wave of a workgroup needs a slot (scratch.c) */
		struct emu_scratch sc;

		/* gfx9 targets here are gfx942/gfx950: architected flat scratch too */
		if (e->target->gen != GS_GEN_GFX11 && e->target->gen != GS_GEN_GFX12 && !gfx9)
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "the kernel enables scratch (COMPUTE_PGM_RSRC2.SCRATCH_EN); the emulator has scratch on gfx9 (gfx942/gfx950), gfx11 and gfx12 only");
		if (!gsi_emu_scratch_regs(e, &sc))
			return gs_error_set(err, GS_ERR_UNSUPPORTED, "scratch: %s lacks the scratch registers", e->db->name);
		if (!sc.base || !sc.wave_bytes || sc.waves < d.n_waves)
			return gs_error_set(err, GS_ERR_INVALID,
					    "the kernel enables scratch (COMPUTE_PGM_RSRC2.SCRATCH_EN) but the dispatch gives %u slots of %u bytes at 0x%llx (COMPUTE_TMPRING_SIZE, COMPUTE_DISPATCH_SCRATCH_BASE) for %u waves per workgroup",
					    sc.waves, sc.wave_bytes, (unsigned long long)sc.base, d.n_waves);
		slots = sc.waves;  /* a worker's waves use slots of their own */
	}
	d.e = e;
	d.lanes = lanes;
	d.n_vgprs = n_vgprs;
	d.agpr_base = agpr_base;
	d.stop = UINT64_MAX;
	d.slots = slots;
	clock_gettime(CLOCK_MONOTONIC, &d.t0);
	if (e->tm) {  /* the timing model runs the workgroups on its machine (timed.c) */
		if (pthread_mutex_init(&d.lock, NULL) != 0)
			return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the dispatch's workers");
		st = gsi_emu_timed_dispatch(e, &d, err);
		if (!st && d.st) {
			st = d.st;
			if (err)
				*err = d.err;
		}
		pthread_mutex_destroy(&d.lock);
		if (!st && e->progress)
			e->progress(e->progress_ctx, d.total, d.total);
		return st;
	}
	nw = n_workers(e, &d, slots);
	wk = calloc(nw, sizeof(*wk));
	if (!wk || pthread_mutex_init(&d.lock, NULL) != 0) {
		free(wk);
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the dispatch's workers");
	}
	for (unsigned int i = 0; i < nw && !st; i++)
		st = worker_init(&wk[i], &d, i * d.n_waves, err);
	/* the submitting thread is worker 0; the others run on threads */
	for (unsigned int i = 1; i < nw && !st; i++)
		wk[i].started = pthread_create(&wk[i].tid, NULL, work, &wk[i]) == 0;
	if (!st)
		work(&wk[0]);
	for (unsigned int i = 1; i < nw; i++)
		if (wk[i].started)
			pthread_join(wk[i].tid, NULL);
	for (unsigned int i = 0; i < nw; i++) {
		for (int m = 0; m < EMU_PERF_MODELS; m++)
			gsi_emu_perf_add(e, m, wk[i].perf[m]);
		if (wk[i].cycles > e->dispatch_cycles)
			e->dispatch_cycles = wk[i].cycles;
		e->stat_insts += wk[i].insts;
		e->stat_fast += wk[i].fast;
		worker_free(&wk[i]);
	}
	free(wk);
	if (!st && d.st) {
		st = d.st;
		if (err)
			*err = d.err;
	}
	pthread_mutex_destroy(&d.lock);
	if (!st && e->progress)
		e->progress(e->progress_ctx, d.total, d.total);
	return st;
}
