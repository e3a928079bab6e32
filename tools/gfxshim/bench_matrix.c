// SPDX-License-Identifier: MIT
/*
 * bench matrix: latency (dependent chain) and throughput (four
 * independent accumulators) of every matrix instruction the target's
 * probe module has (tools/gfxshim/bench/matrix.s: kernels mx_<instruction>).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

static const struct bench_col cols[] = {
	{ "instruction", "instruction", "text" },
	{ "mode", "mode", "text" },
	{ "cycles", "cycles/inst", "%.2f" },
	{ "flops_per_cycle", "FLOP/cycle/wave", "%.1f" },
	{ "ns", "ns/inst", "%.2f" },
	{ "spread_pct", "spread %", "%.1f" },
	{ NULL, NULL, NULL },
};

/* FLOPs of one instruction from its shape: 2*M*N*K for "..._MxNxK_..."
 * (a sparse instruction: the dense product it computes). */
static double flops_of(const char *inst)
{
	unsigned int m, n, k;

	for (const char *p = inst; *p; p++)
		if (*p == '_' && sscanf(p + 1, "%ux%ux%u", &m, &n, &k) == 3)
			return 2.0 * m * n * k;
	return NAN;
}

enum gs_status bench_matrix(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			    struct gs_error *err)
{
	unsigned int iters = o->iters ? o->iters : e->quick ? 8 : 256;
	const struct gs_codeobj *co;
	struct gs_module *m;
	struct gs_bo *out = NULL;
	size_t total = 0, done = 0;
	enum gs_status st;

	iters = (iters + 3) / 4 * 4;
	bench_pt_num(&r->settings, "iters", iters);
	bench_pt_str(&r->settings, "throughput", "4 independent accumulators, one wave");
	r->cols = cols;
	st = bench_module_get(e, "matrix", &m, err);
	if (!st)
		st = gs_bo_alloc(e->dev, 64, 0, &out, err);
	if (st)
		goto done;
	co = gs_module_codeobj(m);
	for (size_t k = 0; k < co->n_kernels; k++)
		total += !strncmp(co->kernels[k].name, "mx_", 3) * 2;
	if (!total)
		bench_note(r, "%s has no matrix instructions", e->t->name);
	for (size_t k = 0; k < co->n_kernels; k++) {
		const char *kn = co->kernels[k].name;
		char inst[96];

		if (strncmp(kn, "mx_", 3))
			continue;
		snprintf(inst, sizeof(inst), "v_%s", kn + 3);
		for (int mode = 0; mode < 2; mode++) {
			struct bench_args a = { .out = out->va, .p = { 0, iters, (uint32_t)mode, 0 } };
			double cyc[64], ns[64], fl = flops_of(inst);
			struct bench_stat sc, sn;
			struct bench_point *pt;
			char key[128], label[128];

			bench_progress(e, "matrix", inst, done++, total);
			for (unsigned int q = 0; q < e->warmup + e->repeats; q++) {
				struct bench_rec rec;

				st = bench_launch(e, m, kn, 1, e->lanes, &a, NULL, err);
				if (st)
					goto done;
				if (q < e->warmup)
					continue;
				bench_rec_decode(e, out->cpu, &rec);
				cyc[q - e->warmup] = rec.cycles / iters;
				ns[q - e->warmup] = bench_ticks_ns(e, rec.rt_ticks) / iters;
			}
			bench_stats(cyc, e->repeats, &sc);
			bench_stats(ns, e->repeats, &sn);
			pt = bench_point_add(r);
			bench_pt_str(pt, "instruction", inst);
			bench_pt_str(pt, "mode", mode ? "throughput" : "latency");
			bench_pt_num(pt, "cycles", sc.med);
			bench_pt_num(pt, "cycles_min", sc.min);
			bench_pt_num(pt, "cycles_max", sc.max);
			bench_pt_num(pt, "ns", sn.med);
			bench_pt_num(pt, "flops", fl);
			bench_pt_num(pt, "flops_per_cycle", sc.med > 0 ? fl / sc.med : NAN);
			bench_pt_num(pt, "spread_pct", sc.spread_pct);
			snprintf(key, sizeof(key), "%.40s.%s.cycles", kn + 3, mode ? "throughput" : "latency");
			snprintf(label, sizeof(label), "%.70s, %s", inst, mode ? "throughput" : "latency");
			bench_sum_add(r, key, label, sc.med, "cycles");
		}
	}
done:
	bench_progress_end(e);
	gs_bo_free(e->dev, out);
	return st;
}
