// SPDX-License-Identifier: MIT
/*
 * bench atomics: global and LDS atomic add latency and throughput,
 * returning and not, contended and spread, and the packed half-precision
 * adds where the target has them (probe kernels in
 * tools/gfxshim/bench/atomics.s).  Every final value is checked.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

#define THREADS 256u

static const struct bench_col cols[] = {
	{ "case", "instruction", "text" },
	{ "mode", "mode", "text" },
	{ "cycles", "cycles/inst", "%.2f" },
	{ "ns", "ns/inst", "%.2f" },
	{ "ops_per_second", "atomics/s", "%.4g" },
	{ "spread_pct", "spread %", "%.1f" },
	{ NULL, NULL, NULL },
};

enum value_kind { V_U32, V_F16, V_BF16 };

static const struct {
	const char *kernel, *name;
	int lds;
	enum value_kind v;
} ops[] = {
	{ "at_global_add_rtn", "global_atomic_add_u32 rtn", 0, V_U32 },
	{ "at_global_add", "global_atomic_add_u32", 0, V_U32 },
	{ "at_lds_add_rtn", "ds_add_rtn_u32", 1, V_U32 },
	{ "at_lds_add", "ds_add_u32", 1, V_U32 },
	{ "at_global_pk_add_f16", "global_atomic_pk_add_f16", 0, V_F16 },
	{ "at_global_pk_add_f16_rtn", "global_atomic_pk_add_f16 rtn", 0, V_F16 },
	{ "at_global_pk_add_bf16", "global_atomic_pk_add_bf16", 0, V_BF16 },
	{ "at_lds_pk_add_f16_rtn", "ds_pk_add_rtn_f16", 1, V_F16 },
};

/* n additions of 1.0 starting from 0, in the packed type: exact until
 * adding 1.0 no longer changes the value (2048 in f16, 256 in bf16). */
static uint32_t want_value(enum value_kind v, uint64_t n)
{
	uint16_t h;

	if (v == V_U32)
		return (uint32_t)n;
	if (v == V_F16) {
		double x = n > 2048 ? 2048 : (double)n;
		int e = 0;

		if (x == 0)
			return 0;
		frexp(x, &e);  /* x = m * 2^e, m in [0.5, 1) */
		h = (uint16_t)((e - 1 + 15) << 10 | ((uint32_t)((x / exp2(e - 1) - 1) * 1024) & 0x3ff));
	} else {
		float f = (float)(n > 256 ? 256 : n);
		uint32_t b;

		memcpy(&b, &f, 4);
		h = (uint16_t)(b >> 16);
	}
	return (uint32_t)h << 16 | h;
}

struct mode {
	const char *name;
	int tput;          /* p2 */
	int spread;        /* a slot per lane */
};

static const struct mode modes[] = {
	{ "latency", 0, 0 },
	{ "contended", 1, 0 },
	{ "spread", 1, 1 },
};

static enum gs_status run_case(struct bench_env *e, struct gs_module *m, size_t k, const struct mode *md,
			       uint32_t groups, uint32_t iters, struct gs_bo *out, struct gs_bo *tgt,
			       struct gs_bo *slots, struct bench_result *r, struct gs_error *err)
{
	uint32_t g = md->tput ? groups : 1, block = md->tput ? THREADS : 1;
	uint32_t waves = (block + e->lanes - 1) / e->lanes, stride = md->spread ? (ops[k].lds ? 4 : 128) : 0;
	uint64_t lanes = (uint64_t)g * block, tbytes = md->spread ? lanes * stride : 128;
	double cyc[64], ns[64], rate[64];
	struct bench_args a = { .out = out->va, .a = tgt->va, .b = slots->va, .p = { stride, iters, md->tput, waves } };
	struct bench_stat sc, sn, sr;
	struct bench_point *pt;
	enum gs_status st;
	uint64_t ticks;

	for (unsigned int q = 0; q < e->warmup + e->repeats && q < 64 + e->warmup; q++) {
		double wc[1024];
		size_t nw = (size_t)g * waves < 1024 ? (size_t)g * waves : 1024;
		struct bench_stat sw;
		unsigned int i = q < e->warmup ? 0 : q - e->warmup;

		memset(tgt->cpu, 0, tbytes);
		memset(slots->cpu, 0, lanes * 4);
		st = bench_launch(e, m, ops[k].kernel, g, block, &a, &ticks, err);
		if (st)
			return st;
		if (q < e->warmup)
			continue;
		for (size_t w = 0; w < nw; w++) {
			struct bench_rec rec;

			bench_rec_decode(e, (const uint8_t *)out->cpu + 64 * w, &rec);
			wc[w] = rec.cycles / iters;
			if (w == 0)
				ns[i] = bench_ticks_ns(e, rec.rt_ticks) / iters;
		}
		bench_stats(wc, nw, &sw);
		cyc[i] = sw.med;
		rate[i] = ticks ? (double)lanes * iters / bench_ticks_ns(e, (double)ticks) * 1e9 : NAN;
	}
	/* the final values: contended one slot (global) or one per workgroup
	 * (LDS, each thread's copy of it); spread one per lane */
	for (uint64_t l = 0; l < lanes; l++) {
		uint32_t got, want;
		const uint8_t *p;

		if (ops[k].lds) {
			p = (const uint8_t *)slots->cpu + 4 * l;
			want = want_value(ops[k].v, md->spread ? iters : (uint64_t)iters * block);
		} else {
			if (!md->spread && l)
				break;
			p = (const uint8_t *)tgt->cpu + l * stride;
			want = want_value(ops[k].v, md->spread ? iters : (uint64_t)iters * lanes);
		}
		memcpy(&got, p, 4);
		if (got != want) {
			bench_fail(r, "%s %s: slot of lane %llu holds 0x%08x, expected 0x%08x", ops[k].name, md->name,
				   (unsigned long long)l, got, want);
			break;
		}
	}
	bench_stats(cyc, e->repeats, &sc);
	bench_stats(ns, e->repeats, &sn);
	bench_stats(rate, e->repeats, &sr);
	pt = bench_point_add(r);
	bench_pt_str(pt, "case", ops[k].name);
	bench_pt_str(pt, "memory", ops[k].lds ? "lds" : "global");
	bench_pt_str(pt, "mode", md->name);
	bench_pt_num(pt, "groups", g);
	bench_pt_num(pt, "threads", block);
	bench_pt_num(pt, "stride_bytes", stride);
	bench_pt_num(pt, "iters", iters);
	bench_pt_num(pt, "cycles", sc.med);
	bench_pt_num(pt, "cycles_min", sc.min);
	bench_pt_num(pt, "cycles_max", sc.max);
	bench_pt_num(pt, "ns", md->tput ? NAN : sn.med);
	bench_pt_num(pt, "ops_per_second", md->tput ? sr.med : NAN);
	bench_pt_num(pt, "spread_pct", sc.spread_pct);
	return GS_OK;
}

enum gs_status bench_atomics(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			     struct gs_error *err)
{
	uint32_t iters = o->iters ? o->iters : e->quick ? 16 : 256;
	uint32_t groups = o->groups ? o->groups : e->facts.cu_active ? e->facts.cu_active : 2;
	struct gs_module *m;
	struct gs_bo *out = NULL, *tgt = NULL, *slots = NULL;
	size_t total = sizeof(ops) / sizeof(ops[0]) * 3, done = 0;
	enum gs_status st;

	iters = (iters + 7) / 8 * 8;
	bench_pt_num(&r->settings, "iters", iters);
	bench_pt_num(&r->settings, "groups", groups);
	bench_pt_num(&r->settings, "threads_per_group", THREADS);
	bench_pt_str(&r->settings, "cycles", "per instruction per wave: the median wave's loop / iters");
	r->cols = cols;
	st = bench_module_get(e, "atomics", &m, err);
	if (!st)
		st = gs_bo_alloc(e->dev, 64ull * groups * (THREADS / 32), 0, &out, err);
	if (!st)
		st = bench_bo(e, (uint64_t)groups * THREADS * 128, &tgt, err);
	if (!st)
		st = gs_bo_alloc(e->dev, (uint64_t)groups * THREADS * 4, 0, &slots, err);
	if (st)
		goto done;
	for (size_t k = 0; k < sizeof(ops) / sizeof(ops[0]); k++) {
		if (!bench_has_kernel(m, ops[k].kernel)) {
			bench_note(r, "%s: not on %s", ops[k].name, e->t->name);
			done += 3;
			continue;
		}
		for (size_t q = 0; q < 3; q++) {
			char key[64], label[96];
			const struct bench_point *pt;

			bench_progress(e, "atomics", ops[k].name, done++, total);
			st = run_case(e, m, k, &modes[q], groups, iters, out, tgt, slots, r, err);
			if (st)
				goto done;
			pt = &r->pts[r->npts - 1];
			snprintf(key, sizeof(key), "%s.%s.cycles", ops[k].kernel + 3, modes[q].name);
			snprintf(label, sizeof(label), "%s, %s", ops[k].name, modes[q].name);
			bench_sum_add(r, key, label, bench_pt_numv(pt, "cycles", NAN), "cycles");
		}
	}
done:
	bench_progress_end(e);
	gs_bo_free(e->dev, slots);
	gs_bo_free(e->dev, tgt);
	gs_bo_free(e->dev, out);
	return st;
}
