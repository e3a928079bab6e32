// SPDX-License-Identifier: MIT
/*
 * bench lds: LDS pointer-chase latency, bank-conflict cost by lane stride,
 * ds_bpermute_b32 and ds_swizzle_b32 latency and throughput (probe kernels
 * in tools/gfxshim/bench/lds.s).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

#define CHAIN_DWORDS 1024u  /* 4 KiB of LDS: every target has it */

static const struct bench_col cols[] = {
	{ "test", "test", "text" },
	{ "mode", "mode", "text" },
	{ "stride_dwords", "stride", "%.0f" },
	{ "cycles", "cycles/inst", "%.2f" },
	{ "ns", "ns/inst", "%.2f" },
	{ "spread_pct", "spread %", "%.1f" },
	{ NULL, NULL, NULL },
};

static uint64_t rnd(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ull;
}

/* One measurement: launch, decode the rounds, add a point.  chain: the
 * chase's next[] to check the final address against (else NULL). */
static enum gs_status measure(struct bench_env *e, struct gs_module *m, const char *kernel, struct bench_args *a,
			      const struct gs_bo *out, const char *test, const char *kind, const char *mode,
			      double stride, const uint32_t *chain, struct bench_result *r, struct gs_error *err)
{
	double cyc[64], ns[64];
	struct bench_stat sc, sn;
	struct bench_point *pt;
	unsigned int rounds = a->p[2], iters = a->p[1];
	uint32_t at = 0;
	enum gs_status st;

	for (unsigned int w = 0; w < e->warmup; w++)
		if ((st = bench_launch(e, m, kernel, 1, e->lanes, a, NULL, err)))
			return st;
	memset(out->cpu, 0, 64ull * rounds);
	st = bench_launch(e, m, kernel, 1, e->lanes, a, NULL, err);
	if (st)
		return st;
	for (unsigned int q = 0; q < rounds; q++) {
		struct bench_rec rec;

		bench_rec_decode(e, (const uint8_t *)out->cpu + 64 * q, &rec);
		cyc[q] = rec.cycles / iters;
		ns[q] = bench_ticks_ns(e, rec.rt_ticks) / iters;
		if (chain) {
			for (unsigned int k = 0; k < iters % a->p[0]; k++)
				at = chain[at];
			if (rec.d[0] != at * 4)
				bench_fail(r, "LDS chase, round %u: ended at LDS address 0x%x, expected 0x%x", q + 1, rec.d[0],
					   at * 4);
		}
	}
	bench_stats(cyc, rounds, &sc);
	bench_stats(ns, rounds, &sn);
	pt = bench_point_add(r);
	bench_pt_str(pt, "test", test);
	bench_pt_str(pt, "kind", kind);
	bench_pt_str(pt, "mode", mode);
	bench_pt_num(pt, "stride_dwords", stride);
	bench_pt_num(pt, "lanes", e->lanes);
	bench_pt_num(pt, "cycles", sc.med);
	bench_pt_num(pt, "cycles_min", sc.min);
	bench_pt_num(pt, "cycles_max", sc.max);
	bench_pt_num(pt, "ns", sn.med);
	bench_pt_num(pt, "spread_pct", sc.spread_pct);
	bench_pt_num(pt, "rounds", sc.n);
	return GS_OK;
}

enum gs_status bench_lds(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			 struct gs_error *err)
{
	static const struct {
		const char *kernel, *test, *mode;
	} ops[] = {
		{ "lds_bperm_lat", "ds_bpermute_b32", "latency" },
		{ "lds_bperm_tput", "ds_bpermute_b32", "throughput" },
		{ "lds_swz_lat", "ds_swizzle_b32", "latency" },
		{ "lds_swz_tput", "ds_swizzle_b32", "throughput" },
	};
	unsigned int iters = o->iters ? o->iters : e->quick ? 64 : 1024, strides[BENCH_MAX_LIST], ns = 0;
	unsigned int rounds = e->repeats;
	struct gs_module *m;
	struct gs_bo *chain = NULL, *out = NULL;
	uint32_t next[CHAIN_DWORDS];
	uint64_t seed = 0x243f6a8885a308d3ull;
	struct bench_args a;
	double worst = 0, base = NAN;
	size_t total, done = 0;
	enum gs_status st;

	iters = (iters + 7) / 8 * 8;
	if (o->n_list) {
		memcpy(strides, o->list, o->n_list * sizeof(strides[0]));
		ns = o->n_list;
	} else {
		for (unsigned int s = 1; s <= 64; s = e->quick ? s * 2 : s + 1)
			strides[ns++] = s;
	}
	total = ns + 5;
	bench_pt_num(&r->settings, "iters", iters);
	bench_pt_num(&r->settings, "rounds", rounds);
	bench_pt_num(&r->settings, "chain_dwords", CHAIN_DWORDS);
	r->cols = cols;
	st = bench_module_get(e, "lds", &m, err);
	if (!st)
		st = bench_bo(e, CHAIN_DWORDS * 4, &chain, err);
	if (!st)
		st = gs_bo_alloc(e->dev, 64ull * rounds, 0, &out, err);
	if (st)
		goto done;

	/* the chase: Sattolo's cycle over CHAIN_DWORDS dwords of LDS */
	for (uint32_t i = 0; i < CHAIN_DWORDS; i++)
		next[i] = i;
	for (uint32_t i = CHAIN_DWORDS - 1; i > 0; i--) {
		uint32_t j = (uint32_t)(rnd(&seed) % i), t = next[i];

		next[i] = next[j];
		next[j] = t;
	}
	for (uint32_t i = 0; i < CHAIN_DWORDS; i++) {
		uint32_t v = next[i] * 4;

		memcpy((uint8_t *)chain->cpu + 4 * i, &v, 4);
	}
	a = (struct bench_args){ .out = out->va, .a = chain->va, .p = { CHAIN_DWORDS, iters, rounds, 0 } };
	bench_progress(e, "lds", "chase", done++, total);
	st = measure(e, m, "lds_chase", &a, out, "ds_load_b32", "op", "latency", NAN, next, r, err);
	if (st)
		goto done;
	bench_sum_add(r, "latency.cycles", "ds_load_b32 latency (chase)", bench_pt_numv(&r->pts[r->npts - 1], "cycles", NAN), "cycles");

	for (unsigned int i = 0; i < ns; i++) {
		char what[32];

		snprintf(what, sizeof(what), "bank stride %u", strides[i]);
		bench_progress(e, "lds", what, done++, total);
		a = (struct bench_args){ .out = out->va, .p = { strides[i], iters, rounds, 0 } };
		st = measure(e, m, "lds_bank", &a, out, "bank", "bank", "throughput", strides[i], NULL, r, err);
		if (st)
			goto done;
		{
			double c = bench_pt_numv(&r->pts[r->npts - 1], "cycles", NAN);

			if (strides[i] == 1)
				base = c;
			if (c > worst)
				worst = c;
		}
	}
	if (isfinite(base))
		bench_sum_add(r, "bank.s1.cycles", "ds_load_b32, lanes 1 dword apart (no conflict)", base, "cycles");
	bench_sum_add(r, "bank.worst.cycles", "ds_load_b32, worst lane stride", worst, "cycles");
	for (size_t k = 0; k < sizeof(ops) / sizeof(ops[0]); k++) {
		char key[48], label[96];

		bench_progress(e, "lds", ops[k].kernel, done++, total);
		a = (struct bench_args){ .out = out->va, .p = { 0, iters, rounds, 0 } };
		st = measure(e, m, ops[k].kernel, &a, out, ops[k].test, "op", ops[k].mode, NAN, NULL, r, err);
		if (st)
			goto done;
		snprintf(key, sizeof(key), "%s.%s.cycles", ops[k].test + 3, ops[k].mode);
		snprintf(label, sizeof(label), "%s %s", ops[k].test, ops[k].mode);
		bench_sum_add(r, key, label, bench_pt_numv(&r->pts[r->npts - 1], "cycles", NAN), "cycles");
	}
done:
	bench_progress_end(e);
	gs_bo_free(e->dev, out);
	gs_bo_free(e->dev, chain);
	return st;
}
