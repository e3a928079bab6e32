// SPDX-License-Identifier: MIT
/*
 * bench latency: pointer chase over a footprint sweep (probe kernels in
 * tools/gfxshim/bench/latency.s), vector and scalar paths, optionally at
 * several strides; levels detected from each curve (bench_steps.h).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_steps.h"

#define WARM_MAX (1u << 22)  /* untimed steps at most: ~3 s at DRAM latency */

static const struct bench_col cols[] = {
	{ "path", "path", "text" },
	{ "stride_bytes", "stride", "bytes" },
	{ "size_bytes", "footprint", "bytes" },
	{ "cycles", "cycles/load", "%.2f" },
	{ "ns", "ns/load", "%.2f" },
	{ "spread_pct", "spread %", "%.1f" },
	{ NULL, NULL, NULL },
};

/* xorshift64*: a fixed-seed generator, so a chain is the same every run */
static uint64_t rnd(uint64_t *s)
{
	*s ^= *s >> 12;
	*s ^= *s << 25;
	*s ^= *s >> 27;
	return *s * 2685821657736338717ull;
}

/* Sattolo's algorithm: next[] is one cycle through all n elements. */
static void sattolo(uint32_t *next, uint32_t n, uint64_t seed)
{
	for (uint32_t i = 0; i < n; i++)
		next[i] = i;
	for (uint32_t i = n - 1; i > 0; i--) {
		uint32_t j = (uint32_t)(rnd(&seed) % i), t = next[i];

		next[i] = next[j];
		next[j] = t;
	}
}

/* The footprints of the sweep: per_octave points per doubling, rounded
 * down to whole strides, without repeats. */
static size_t sizes(uint64_t lo, uint64_t hi, unsigned int ppo, uint64_t stride, uint64_t *out, size_t max)
{
	size_t n = 0;

	for (double e = log2((double)lo); n < max; e += 1.0 / ppo) {
		uint64_t s = (uint64_t)(exp2(e) + 0.5) / stride * stride;

		if (s > hi)
			break;
		if (s >= 2 * stride && (!n || s != out[n - 1]))
			out[n++] = s;
	}
	return n;
}

struct series {
	const char *path, *kernel;
	uint64_t stride;
	size_t first, n;  /* its points in r->pts */
};

static void detect(struct bench_result *r, const struct series *s, int primary)
{
	double x[512], y[512], ns[512];
	struct step_level lv[16];
	size_t n = s->n < 512 ? s->n : 512, nl;

	for (size_t i = 0; i < n; i++) {
		x[i] = bench_pt_numv(&r->pts[s->first + i], "size_bytes", NAN);
		y[i] = bench_pt_numv(&r->pts[s->first + i], "cycles", NAN);
		ns[i] = bench_pt_numv(&r->pts[s->first + i], "ns", NAN);
	}
	nl = steps_detect(x, y, n, NULL, lv, 16, NULL);
	for (size_t l = 0; l < nl && l < 16; l++) {
		struct bench_step *st = bench_step_add(r);
		struct bench_stat sn;
		char key[48], label[96];

		if (!st)
			return;
		snprintf(st->series, sizeof(st->series), "%s, stride %llu B", s->path, (unsigned long long)s->stride);
		snprintf(st->path, sizeof(st->path), "%s", s->path);
		st->stride_bytes = (double)s->stride;
		st->level = (unsigned int)l + 1;
		st->size_begin = lv[l].x_begin;
		st->size_bytes = lv[l].x_end;
		st->value = lv[l].value;
		bench_stats(ns + lv[l].first, lv[l].last - lv[l].first + 1, &sn);
		st->value_ns = sn.med;
		st->points = (unsigned int)lv[l].n;
		st->open = lv[l].last == n - 1;
		st->primary = primary;
		snprintf(key, sizeof(key), "%s.s%llu.level%zu.cycles", s->path, (unsigned long long)s->stride, l + 1);
		snprintf(label, sizeof(label), "%s load, stride %llu B: level %zu latency", s->path,
			 (unsigned long long)s->stride, l + 1);
		bench_sum_add(r, key, label, st->value, "cycles");
		snprintf(key, sizeof(key), "%s.s%llu.level%zu.ns", s->path, (unsigned long long)s->stride, l + 1);
		bench_sum_add(r, key, label, st->value_ns, "ns");
		snprintf(key, sizeof(key), "%s.s%llu.level%zu.size", s->path, (unsigned long long)s->stride, l + 1);
		snprintf(label, sizeof(label), "%s load, stride %llu B: level %zu ends at%s", s->path,
			 (unsigned long long)s->stride, l + 1, st->open ? " (sweep end)" : "");
		bench_sum_add(r, key, label, st->size_bytes, "bytes");
	}
}

enum gs_status bench_latency(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			     struct gs_error *err)
{
	const struct bench_target_defaults *td = bench_target_defaults(e->t);
	uint64_t lo = o->min_size ? o->min_size : 1024, hi, strides[8] = { 128 };
	unsigned int ppo = o->per_octave ? o->per_octave : e->quick ? 1 : e->timed ? 4 : 2;
	unsigned int steps = o->steps ? o->steps : e->quick ? 64 : e->timed ? 4096 : 256;
	unsigned int rounds = e->repeats, nstr = o->n_strides ? o->n_strides : 1;
	int paths = o->paths ? o->paths : 3;
	struct series ser[16];
	size_t nser = 0, total = 0, done = 0;
	struct gs_module *m;
	struct gs_bo *chain = NULL, *out = NULL;
	uint32_t *next = NULL;
	uint64_t sz[512], min_stride = UINT64_MAX;
	enum gs_status st;

	if (o->max_size)
		hi = o->max_size;
	else if (e->quick)
		hi = 64 << 10;
	else if (!e->timed)
		hi = 1 << 20;  /* untimed: flat whatever the size; the timing model raises this */
	else
		hi = td->llc_bytes * 4 > (64ull << 20) ? td->llc_bytes * 4 : 64ull << 20;
	if (o->n_strides)
		memcpy(strides, o->strides, sizeof(strides));
	steps = (steps + 7) / 8 * 8;
	bench_pt_num(&r->settings, "min_size", (double)lo);
	bench_pt_num(&r->settings, "max_size", (double)hi);
	bench_pt_num(&r->settings, "per_octave", ppo);
	bench_pt_num(&r->settings, "steps", steps);
	bench_pt_num(&r->settings, "rounds", rounds);
	bench_pt_str(&r->settings, "sizes_from", td->source);
	r->cols = cols;
	if (!e->timed && !e->quick && !o->max_size)
		bench_note(r, "untimed emulator: the sweep stops at 1 MiB (the curve is flat at any size); "
			      "--max-size sets it");
	if (e->t->gen == GS_GEN_GFX11)
		bench_note(r, "gfx11: per-load cycles include 5/8 of an SALU instruction each, the 20-bit "
			      "SHADER_CYCLES counter's accumulation");

	st = bench_module_get(e, "latency", &m, err);
	if (!st)
		st = bench_bo(e, hi + 64, &chain, err);
	if (!st)
		st = bench_bo(e, 64ull * rounds, &out, err);
	if (st)
		goto done;
	for (unsigned int s = 0; s < nstr; s++)
		for (int p = 0; p < 2; p++) {
			if (!(paths & (1 << p)) || nser == 16)
				continue;
			ser[nser].path = p ? "scalar" : "vector";
			ser[nser].kernel = p ? "lat_scalar" : "lat_vector";
			ser[nser].stride = strides[s];
			total += sizes(lo, hi, ppo, strides[s], sz, 512);
			nser++;
		}
	for (unsigned int i = 0; i < nstr; i++)
		if (strides[i] < min_stride)
			min_stride = strides[i];
	next = malloc((hi / min_stride + 1) * sizeof(*next));
	if (!next) {
		st = gs_error_set(err, GS_ERR_NOMEM, "out of memory for a chain of %llu bytes", (unsigned long long)hi);
		goto done;
	}
	for (size_t si = 0; si < nser; si++) {
		struct series *s = &ser[si];
		size_t n = sizes(lo, hi, ppo, s->stride, sz, 512);

		s->first = r->npts;
		s->n = 0;
		for (size_t i = 0; i < n; i++) {
			/* warm-up: the whole chain once (capped: beyond the last
			 * cache, warming does not change what the loads hit) */
			uint32_t elems = (uint32_t)(sz[i] / s->stride);
			uint32_t warm = ((elems < WARM_MAX ? elems : WARM_MAX) + 1) / 2 * 2;
			uint8_t *base = chain->cpu;
			struct bench_args a = { .out = out->va, .a = chain->va, .p = { warm, steps, rounds, 0 } };
			double cyc[64], ns[64];
			struct bench_stat sc, sn;
			struct bench_point *pt;
			char what[64];
			uint32_t at = 0;

			snprintf(what, sizeof(what), "%s stride %llu, %llu bytes", s->path, (unsigned long long)s->stride,
				 (unsigned long long)sz[i]);
			bench_progress(e, "latency", what, done++, total);
			sattolo(next, elems, 0x9e3779b97f4a7c15ull ^ sz[i] ^ (s->stride << 40));
			for (uint32_t k = 0; k < elems; k++) {
				uint64_t va = chain->va + (uint64_t)next[k] * s->stride;

				memcpy(base + (uint64_t)k * s->stride, &va, 8);
			}
			for (unsigned int w = 0; w < (i == 0 ? e->warmup : 0); w++) {
				st = bench_launch(e, m, s->kernel, 1, 1, &a, NULL, err);
				if (st)
					goto done;
			}
			memset(out->cpu, 0, 64ull * rounds);
			st = bench_launch(e, m, s->kernel, 1, 1, &a, NULL, err);
			if (st)
				goto done;
			/* where the chain must be after each round */
			for (uint32_t k = 0; k < warm % elems; k++)
				at = next[at];
			for (unsigned int q = 0; q < rounds && q < 64; q++) {
				struct bench_rec rec;
				uint64_t got, want;

				for (uint32_t k = 0; k < steps % elems; k++)
					at = next[at];
				bench_rec_decode(e, (uint8_t *)out->cpu + 64 * q, &rec);
				got = (uint64_t)rec.d[1] << 32 | rec.d[0];
				want = chain->va + (uint64_t)at * s->stride;
				if (got != want)
					bench_fail(r, "%s chase of %llu bytes, round %u: the chain ended at 0x%llx, expected 0x%llx",
						   s->path, (unsigned long long)sz[i], q + 1, (unsigned long long)got,
						   (unsigned long long)want);
				cyc[q] = rec.cycles / steps;
				ns[q] = bench_ticks_ns(e, rec.rt_ticks) / steps;
			}
			bench_stats(cyc, rounds < 64 ? rounds : 64, &sc);
			bench_stats(ns, rounds < 64 ? rounds : 64, &sn);
			pt = bench_point_add(r);
			bench_pt_str(pt, "path", s->path);
			bench_pt_num(pt, "stride_bytes", (double)s->stride);
			bench_pt_num(pt, "size_bytes", (double)sz[i]);
			bench_pt_num(pt, "elements", elems);
			bench_pt_num(pt, "cycles", sc.med);
			bench_pt_num(pt, "cycles_min", sc.min);
			bench_pt_num(pt, "cycles_max", sc.max);
			bench_pt_num(pt, "ns", sn.med);
			bench_pt_num(pt, "ns_min", sn.min);
			bench_pt_num(pt, "ns_max", sn.max);
			bench_pt_num(pt, "spread_pct", sc.spread_pct);
			bench_pt_num(pt, "rounds", sc.n);
			s->n++;
		}
		detect(r, s, si == 0);
	}
done:
	bench_progress_end(e);
	free(next);
	gs_bo_free(e->dev, out);
	gs_bo_free(e->dev, chain);
	return st;
}
