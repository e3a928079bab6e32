// SPDX-License-Identifier: MIT
/*
 * bench launch: submit-to-fence latency of one dispatch, the rate of
 * back-to-back dispatches in one submission, and the clocks: the shader
 * clock against REALTIME, the CP timestamp clock against the host's
 * (probe kernels in tools/gfxshim/bench/launch.s).  The PM4 streams are
 * built here from the module's kernel descriptor, as gs_launch does; the
 * last figures are the library's launch itself on the device's submission
 * path (gs_launch_timed), so that runs on amdgpu:N, kfd:N:pm4 and
 * kfd:N:aql, merged, compare the paths.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "bench.h"
#include "gfxshim/pm4.h"

#define FENCE 0x600dcafeu
#define LDS_GRANULE 512  /* COMPUTE_PGM_RSRC2.LDS_SIZE unit */

static const struct bench_col cols[] = {
	{ "metric", "metric", "text" },
	{ "value", "value", "%.4g" },
	{ "unit", "unit", "text" },
	{ "spread_pct", "spread %", "%.1f" },
	{ NULL, NULL, NULL },
};

static double now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec * 1e9 + (double)ts.tv_nsec;
}

static void metric(struct bench_result *r, const char *key, const char *label, const struct bench_stat *s,
		   const char *unit)
{
	struct bench_point *pt = bench_point_add(r);

	bench_pt_str(pt, "metric", label);
	bench_pt_str(pt, "key", key);
	bench_pt_num(pt, "value", s->med);
	bench_pt_num(pt, "min", s->min);
	bench_pt_num(pt, "max", s->max);
	bench_pt_str(pt, "unit", unit);
	bench_pt_num(pt, "spread_pct", s->spread_pct);
	bench_pt_num(pt, "samples", s->n);
	bench_sum_add(r, key, label, s->med, unit);
}

/* One dispatch of `empty` (no arguments, one wave) into s. */
static enum gs_status empty_dispatch(struct bench_env *e, struct gs_module *m, struct gs_pm4 *s, uint64_t fence_va,
				     struct gs_error *err)
{
	const struct gs_kernel *k = gs_codeobj_kernel(gs_module_codeobj(m), "empty", &(size_t){ 0 });
	struct gs_dispatch d = GS_DISPATCH_INIT;

	if (!k)
		return gs_error_set(err, GS_ERR_INVALID, "launch.s has no kernel 'empty'");
	memset(&d, 0, sizeof(d));
	d.size = sizeof(d);
	d.code_va = gs_module_va(m) + k->entry_offset;
	d.rsrc1 = k->kd.compute_pgm_rsrc1;
	d.rsrc2 = k->kd.compute_pgm_rsrc2 & ~(0x1ffu << 15);
	d.rsrc3 = k->kd.compute_pgm_rsrc3;
	d.n_user_sgpr = (k->kd.compute_pgm_rsrc2 >> 1) & 0x1f;  /* none are enabled: zeros */
	d.grid[0] = d.grid[1] = d.grid[2] = 1;
	d.block[0] = e->lanes;
	d.block[1] = d.block[2] = 1;
	d.wave32 = !!(k->kd.kernel_code_properties & GS_KCP_ENABLE_WAVEFRONT_SIZE32);
	d.fence_va = fence_va;
	d.fence_value = FENCE;
	return gs_pm4_build_dispatch(s, &d, err);
}

/* Copy a finished stream into a buffer to submit. */
static enum gs_status to_ib(struct bench_env *e, struct gs_pm4 *s, struct gs_bo **ib, struct gs_error *err)
{
	enum gs_status st = gs_pm4_status(s, err);

	if (!st)
		st = gs_bo_alloc(e->dev, s->n * 4, 0, ib, err);
	if (!st)
		memcpy((*ib)->cpu, s->dw, s->n * 4);
	return st;
}

/* A one-sample stat: gs_launch_timed gives its own median/min/max. */
static void timed_metric(struct bench_result *r, const char *key, const char *label, double med, double min,
			 double max, unsigned int n)
{
	struct bench_stat s = { med, min, max, med > 0 ? 100 * (max - min) / med : 0, n };

	metric(r, key, label, &s, "us");
}

/* The library's own launch on this device's submission path
 * (gs_launch_timed: arguments, hidden arguments and all, as gs_launch
 * runs it): emu, cs (the render node), kfd-pm4 or kfd-aql.  Comparing
 * paths is `bench launch` on each --device, then `bench merge`. */
static enum gs_status path_latency(struct bench_env *e, struct gs_module *m, unsigned int n, unsigned int b2b,
				   struct bench_result *r, struct gs_error *err)
{
	struct gs_launch_desc d = { .size = sizeof(d), .kernel = "empty", .grid = { 1, 1, 1 }, .block = { e->lanes, 1, 1 } };
	struct gs_launch_timing t = GS_LAUNCH_TIMING_INIT;
	enum gs_status st;

	bench_progress(e, "launch", "gs_launch_timed", 0, 1);
	st = gs_launch_timed(e->dev, m, &d, n, b2b, &t, err);
	if (st)
		return st;
	bench_pt_str(&r->settings, "launch_path", t.path ? t.path : "unknown");
	timed_metric(r, "launch_us", "gs_launch: submit to completion seen, one dispatch (host clock)",
		     (double)t.median_ns / 1e3, (double)t.min_ns / 1e3, (double)t.max_ns / 1e3, t.n);
	if (t.b2b)
		timed_metric(r, "launch_b2b_us", "gs_launch_timed back to back: per dispatch (host clock)",
			     (double)t.b2b_ns / 1e3 / t.b2b, (double)t.b2b_ns / 1e3 / t.b2b,
			     (double)t.b2b_ns / 1e3 / t.b2b, 1);
	return GS_OK;
}

enum gs_status bench_launchrate(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
				struct gs_error *err)
{
	unsigned int disp = o->dispatches ? o->dispatches : e->quick ? 16 : 256;
	unsigned int nsub = e->quick ? 8 : e->timed ? 200 : 32, spin = e->quick ? 64 : e->timed ? 1u << 18 : 4096;
	struct gs_module *m;
	struct gs_bo *fence = NULL, *ts = NULL, *ib1 = NULL, *ibn = NULL, *out = NULL;
	struct gs_pm4 s1, sn;
	double lat[256], rate[64], per[64], mhz[64], khz[64];
	struct bench_stat st_lat, st_rate, st_per, st_mhz, st_khz;
	enum gs_status st;

	gs_pm4_init(&s1, e->t);
	gs_pm4_init(&sn, e->t);
	r->cols = cols;
	bench_pt_num(&r->settings, "submissions", nsub);
	bench_pt_num(&r->settings, "dispatches_per_submission", disp);
	bench_pt_num(&r->settings, "spin_iterations", spin);
	bench_pt_num(&r->settings, "timestamp_khz_reported", (double)e->facts.timestamp_khz);
	if (!e->timed)
		bench_note(r, "untimed emulator: host times measure the emulator's speed; GPU ticks count work; "
			      "the clock rates are ratios of emulated counters");
	st = bench_module_get(e, "launch", &m, err);
	if (!st)
		st = gs_bo_alloc(e->dev, 8, 0, &fence, err);
	if (!st)
		st = gs_bo_alloc(e->dev, 16, 0, &ts, err);
	if (!st)
		st = gs_bo_alloc(e->dev, 64, 0, &out, err);
	if (!st)
		st = empty_dispatch(e, m, &s1, fence->va, err);
	if (!st)
		st = to_ib(e, &s1, &ib1, err);
	/* back to back: the GPU clock before the first, D dispatches, the
	 * clock after the last (bottom of pipe), the fence */
	if (!st) {
		gs_pm4_timestamp_top(&sn, ts->va);
		for (unsigned int i = 0; i < disp && !st; i++)
			st = empty_dispatch(e, m, &sn, 0, err);
		gs_pm4_timestamp_bottom(&sn, ts->va + 8);
		gs_pm4_release_mem_fence(&sn, fence->va, FENCE);
	}
	if (!st)
		st = to_ib(e, &sn, &ibn, err);
	if (st)
		goto done;

	for (unsigned int i = 0; i < e->warmup + nsub && i < e->warmup + 256; i++) {
		double t0;

		bench_progress(e, "launch", "submit to fence", i, e->warmup + nsub);
		memset(fence->cpu, 0, 8);
		t0 = now_ns();
		st = gs_device_submit(e->dev, ib1, 0, (uint32_t)s1.n, err);
		if (st)
			goto done;
		if (i >= e->warmup)
			lat[i - e->warmup] = (now_ns() - t0) / 1e3;
		if (*(volatile uint32_t *)fence->cpu != FENCE) {
			st = gs_error_set(err, GS_ERR_HANG, "the empty dispatch finished without writing its fence");
			goto done;
		}
	}
	bench_stats(lat, nsub < 256 ? nsub : 256, &st_lat);
	metric(r, "submit_fence_us", "submit to fence, one empty dispatch (host clock)", &st_lat, "us");

	for (unsigned int q = 0; q < e->repeats; q++) {
		uint64_t t[2];
		double ns;

		bench_progress(e, "launch", "back to back", q, e->repeats);
		memset(fence->cpu, 0, 8);
		memset(ts->cpu, 0xff, 16);
		st = gs_device_submit(e->dev, ibn, 0, (uint32_t)sn.n, err);
		if (st)
			goto done;
		memcpy(t, ts->cpu, 16);
		if (t[0] == UINT64_MAX || t[1] == UINT64_MAX || t[1] < t[0]) {
			st = gs_error_set(err, GS_ERR_IO, "back-to-back dispatches: the GPU timestamps were not written in order");
			goto done;
		}
		ns = bench_ticks_ns(e, (double)(t[1] - t[0]));
		rate[q] = ns > 0 ? disp / ns * 1e9 : NAN;
		per[q] = ns / disp / 1e3;
	}
	bench_stats(rate, e->repeats, &st_rate);
	bench_stats(per, e->repeats, &st_per);
	metric(r, "dispatch_rate", "back-to-back dispatches in one submission (GPU clock)", &st_rate, "1/s");
	metric(r, "dispatch_us", "time per back-to-back dispatch (GPU clock)", &st_per, "us");

	for (unsigned int q = 0; q < e->repeats; q++) {
		struct bench_args a = { .out = out->va, .p = { 0, spin, 0, 0 } };
		struct bench_rec rec;
		uint64_t ticks;
		double t0, host;

		bench_progress(e, "launch", "clocks", q, e->repeats);
		t0 = now_ns();
		st = bench_launch(e, m, "clock_spin", 1, 1, &a, &ticks, err);
		if (st)
			goto done;
		host = now_ns() - t0;
		bench_rec_decode(e, out->cpu, &rec);
		if (rec.d[0] != spin * 8)
			bench_fail(r, "clock_spin counted %u adds, expected %u", rec.d[0], spin * 8);
		/* cycles per REALTIME tick times the REALTIME rate */
		mhz[q] = rec.rt_ticks > 0 ? rec.cycles / rec.rt_ticks * (double)e->facts.timestamp_khz / 1e3 : NAN;
		/* CP ticks over the host's time of the whole launch: a lower bound */
		khz[q] = host > 0 ? (double)ticks / host * 1e6 : NAN;
	}
	bench_stats(mhz, e->repeats, &st_mhz);
	bench_stats(khz, e->repeats, &st_khz);
	metric(r, "shader_clock_mhz", "shader clock (cycles over REALTIME at the reported rate)", &st_mhz, "MHz");
	metric(r, "cp_clock_khz", "CP timestamp ticks per host ms over a launch (a lower bound)", &st_khz, "kHz");
	st = path_latency(e, m, nsub, disp, r, err);
done:
	bench_progress_end(e);
	gs_pm4_free(&s1);
	gs_pm4_free(&sn);
	gs_bo_free(e->dev, ibn);
	gs_bo_free(e->dev, ib1);
	gs_bo_free(e->dev, out);
	gs_bo_free(e->dev, ts);
	gs_bo_free(e->dev, fence);
	return st;
}
