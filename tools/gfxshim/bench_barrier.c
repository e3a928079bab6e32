// SPDX-License-Identifier: MIT
/*
 * bench barrier: the workgroup barrier (gfx9/gfx11 s_barrier, gfx12
 * s_barrier_signal/s_barrier_wait) alone, after VALU work, and split
 * around that work (gfx12), across workgroup sizes (probe kernels in
 * tools/gfxshim/bench/barrier.s).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

static const struct bench_col cols[] = {
	{ "variant", "variant", "text" },
	{ "threads", "threads", "%.0f" },
	{ "waves", "waves", "%.0f" },
	{ "cycles", "cycles/iter", "%.2f" },
	{ "cycles_slowest_wave", "slowest wave", "%.2f" },
	{ "ns", "ns/iter", "%.2f" },
	{ "spread_pct", "spread %", "%.1f" },
	{ NULL, NULL, NULL },
};

static const struct {
	const char *kernel, *variant, *what;
} variants[] = {
	{ "bar_plain", "barrier", "the barrier alone" },
	{ "bar_work", "work+barrier", "16 dependent v_fma_f32, then the barrier" },
	{ "bar_split", "split", "signal, 16 dependent v_fma_f32, wait (gfx12)" },
	{ "work_only", "work", "16 dependent v_fma_f32, no barrier" },
};

enum gs_status bench_barrier(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			     struct gs_error *err)
{
	static const unsigned int dflt[] = { 64, 128, 256, 512, 1024 }, quick[] = { 64, 256 };
	unsigned int sizes[BENCH_MAX_LIST], nsz = 0, iters = o->iters ? o->iters : e->quick ? 16 : e->timed ? 256 : 64;
	struct gs_module *m;
	struct gs_bo *out = NULL;
	size_t total, done = 0;
	enum gs_status st;

	if (o->n_list) {
		nsz = o->n_list;
		memcpy(sizes, o->list, nsz * sizeof(sizes[0]));
	} else if (e->quick) {
		nsz = 2;
		memcpy(sizes, quick, sizeof(quick));
	} else {
		nsz = 5;
		memcpy(sizes, dflt, sizeof(dflt));
	}
	iters = (iters + 7) / 8 * 8;
	total = nsz * 4;
	bench_pt_num(&r->settings, "iters", iters);
	bench_pt_str(&r->settings, "cycles", "per loop iteration of the median wave");
	r->cols = cols;
	st = bench_module_get(e, "barrier", &m, err);
	if (!st)
		st = gs_bo_alloc(e->dev, 64 * 32, 0, &out, err);
	if (st)
		goto done;
	for (size_t v = 0; v < sizeof(variants) / sizeof(variants[0]); v++) {
		if (!bench_has_kernel(m, variants[v].kernel)) {
			bench_note(r, "%s (%s): not on %s (no split barrier)", variants[v].variant, variants[v].what,
				   e->t->name);
			done += nsz;
			continue;
		}
		for (unsigned int i = 0; i < nsz; i++) {
			unsigned int threads = sizes[i], waves = (threads + e->lanes - 1) / e->lanes;
			struct bench_args a = { .out = out->va, .p = { 0, iters, 0, waves } };
			double cyc[64], slow[64], ns[64];
			struct bench_stat sc, ss, sn;
			struct bench_point *pt;
			char what[48], key[48], label[96];

			snprintf(what, sizeof(what), "%s, %u threads", variants[v].variant, threads);
			bench_progress(e, "barrier", what, done++, total);
			for (unsigned int q = 0; q < e->warmup + e->repeats; q++) {
				double wc[32];
				struct bench_stat sw;
				unsigned int k = q < e->warmup ? 0 : q - e->warmup;

				st = bench_launch(e, m, variants[v].kernel, 1, threads, &a, NULL, err);
				if (st)
					goto done;
				if (q < e->warmup)
					continue;
				for (unsigned int w = 0; w < waves && w < 32; w++) {
					struct bench_rec rec;

					bench_rec_decode(e, (const uint8_t *)out->cpu + 64 * w, &rec);
					wc[w] = rec.cycles / iters;
					if (w == 0)
						ns[k] = bench_ticks_ns(e, rec.rt_ticks) / iters;
				}
				bench_stats(wc, waves, &sw);
				cyc[k] = sw.med;
				slow[k] = sw.max;
			}
			bench_stats(cyc, e->repeats, &sc);
			bench_stats(slow, e->repeats, &ss);
			bench_stats(ns, e->repeats, &sn);
			pt = bench_point_add(r);
			bench_pt_str(pt, "variant", variants[v].variant);
			bench_pt_num(pt, "threads", threads);
			bench_pt_num(pt, "waves", waves);
			bench_pt_num(pt, "cycles", sc.med);
			bench_pt_num(pt, "cycles_slowest_wave", ss.med);
			bench_pt_num(pt, "ns", sn.med);
			bench_pt_num(pt, "spread_pct", sc.spread_pct);
			snprintf(key, sizeof(key), "%s.t%u.cycles", variants[v].kernel, threads);
			snprintf(label, sizeof(label), "%s, %u threads", variants[v].variant, threads);
			bench_sum_add(r, key, label, sc.med, "cycles");
		}
	}
done:
	bench_progress_end(e);
	gs_bo_free(e->dev, out);
	return st;
}
