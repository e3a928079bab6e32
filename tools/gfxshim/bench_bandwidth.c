// SPDX-License-Identifier: MIT
/*
 * bench bandwidth: read, write and copy over a footprint sweep (probe
 * kernels in tools/gfxshim/bench/bandwidth.s), timed with the CP's
 * timestamps around each dispatch; levels per kernel (bench_steps.h).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "bench_steps.h"

#define BLOCK (16u << 10)   /* bytes one workgroup moves per iteration */
#define THREADS 256u
#define PATTERN 0x600df00du /* what bw_write stores */

static const struct bench_col cols[] = {
	{ "kernel", "kernel", "text" },
	{ "size_bytes", "footprint", "bytes" },
	{ "groups", "groups", "%.0f" },
	{ "passes", "passes", "%.0f" },
	{ "gbps", "GB/s", "%.4g" },
	{ "ns", "ns", "%.0f" },
	{ "spread_pct", "spread %", "%.1f" },
	{ NULL, NULL, NULL },
};

/* the source's content: a hash of the dword index, so sums are not trivial */
static uint32_t src_word(uint64_t i)
{
	return (uint32_t)(i * 2654435761u) ^ 0x5bd1e995u;
}

/* What bw_read's thread t of workgroup 0 sums: dword 0 of each of its four
 * 16-byte accesses in every block, `passes` times (workgroup 0 starts at
 * block 0). */
static uint32_t want_sum(uint64_t f, uint32_t passes, uint32_t t)
{
	uint32_t s = 0;

	for (uint64_t b = 0; b < f / BLOCK; b++)
		for (uint32_t k = 0; k < 4; k++)
			s += src_word((b * BLOCK + t * 16u + k * 4096u) / 4);
	return s * passes;
}

static uint64_t rnd(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/* Check the kernel's effect; a mismatch is a failed check of the result. */
static void verify(struct bench_env *e, struct bench_result *r, const char *kernel, uint64_t f, uint32_t passes,
		   const struct gs_bo *out, const struct gs_bo *dst)
{
	uint64_t seed = f | 1;

	(void)e;
	if (!strcmp(kernel, "read")) {
		for (uint32_t t = 0; t < THREADS; t++) {
			uint32_t got, want = want_sum(f, passes, t);

			memcpy(&got, (const uint8_t *)out->cpu + 4 * t, 4);
			if (got != want) {
				bench_fail(r, "read of %llu bytes: thread %u of workgroup 0 summed 0x%08x, expected 0x%08x",
					   (unsigned long long)f, t, got, want);
				return;
			}
		}
		return;
	}
	/* write and copy: sampled dwords of the destination (the CPU reads
	 * VRAM slowly), the first and the last included */
	for (uint32_t k = 0; k < 4096; k++) {
		uint64_t i = k == 0 ? 0 : k == 1 ? f / 4 - 1 : rnd(&seed) % (f / 4);
		uint32_t got, want = !strcmp(kernel, "write") ? PATTERN : src_word(i);

		memcpy(&got, (const uint8_t *)dst->cpu + 4 * i, 4);
		if (got != want) {
			bench_fail(r, "%s of %llu bytes: destination dword %llu is 0x%08x, expected 0x%08x", kernel,
				   (unsigned long long)f, (unsigned long long)i, got, want);
			return;
		}
	}
}

enum gs_status bench_bandwidth(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			       struct gs_error *err)
{
	static const char *const kernels[] = { "read", "write", "copy" };
	const struct bench_target_defaults *td = bench_target_defaults(e->t);
	uint64_t lo = o->min_size ? o->min_size : BLOCK, hi, want_bytes, sizes[64];
	uint32_t groups = o->groups ? o->groups : e->facts.cu_active ? e->facts.cu_active * 4 : 4;
	size_t nsz = 0, done = 0;
	struct gs_module *m;
	struct gs_bo *src = NULL, *dst = NULL, *out = NULL;
	enum gs_status st;

	if (o->max_size)
		hi = o->max_size;
	else if (e->quick)
		hi = 64 << 10;
	else if (!e->timed)
		hi = 256 << 10;  /* untimed: the curve only shows the launch overhead amortised */
	else
		hi = td->llc_bytes * 4 > (64ull << 20) ? td->llc_bytes * 4 : 64ull << 20;
	lo = (lo + BLOCK - 1) / BLOCK * BLOCK;
	if (hi > 0xffffc000ull)
		hi = 0xffffc000ull;  /* the footprint is a 32-bit argument */
	/* two footprints per doubling, whole blocks */
	for (double x = (double)lo; x <= (double)hi * 1.0001 && nsz < 64; x *= M_SQRT2) {
		uint64_t s = (uint64_t)x / BLOCK * BLOCK;

		if (s >= lo && (!nsz || s != sizes[nsz - 1]))
			sizes[nsz++] = s;
	}
	if (!nsz)
		return gs_error_set(err, GS_ERR_INVALID, "bandwidth: --min-size is above --max-size");
	hi = sizes[nsz - 1];
	/* bytes per launch: enough that the launch overhead does not count (silicon) */
	want_bytes = e->timed && !e->quick ? 256ull << 20 : 0;
	bench_pt_num(&r->settings, "min_size", (double)lo);
	bench_pt_num(&r->settings, "max_size", (double)hi);
	bench_pt_num(&r->settings, "groups", groups);
	bench_pt_num(&r->settings, "threads_per_group", THREADS);
	bench_pt_num(&r->settings, "bytes_per_launch_min", (double)want_bytes);
	bench_pt_str(&r->settings, "sizes_from", td->source);
	bench_pt_str(&r->settings, "timing", "CP timestamps around the dispatch (COPY_DATA GPU clock, RELEASE_MEM bottom of pipe)");
	r->cols = cols;
	if (!e->timed)
		bench_note(r, "untimed emulator: bytes per emulated-clock nanosecond, a work count, not a bandwidth");

	st = bench_module_get(e, "bandwidth", &m, err);
	if (!st)
		st = bench_bo(e, hi, &src, err);
	if (!st)
		st = bench_bo(e, hi, &dst, err);
	if (!st)
		st = gs_bo_alloc(e->dev, (uint64_t)groups * THREADS * 4, 0, &out, err);
	if (st)
		goto done;
	for (uint64_t i = 0; i < hi / 4; i++) {
		uint32_t w = src_word(i);

		memcpy((uint8_t *)src->cpu + 4 * i, &w, 4);
	}
	for (int k = 0; k < 3; k++) {
		double x[64], y[64];
		struct step_level lv[16];
		size_t nl;

		for (size_t i = 0; i < nsz; i++) {
			uint64_t f = sizes[i], blocks = f / BLOCK, ticks;
			uint32_t passes = 1, step = (uint32_t)(blocks / groups ? blocks / groups : 1);
			double bytes, ns[64], bps[64];
			struct bench_args a = { .out = out->va, .a = src->va, .b = dst->va };
			struct bench_stat sn, sb;
			struct bench_point *pt;
			char kname[16], what[64];

			if (want_bytes && f * groups < want_bytes)
				passes = (uint32_t)((want_bytes + f * groups - 1) / (f * groups));
			a.p[0] = (uint32_t)f;
			a.p[1] = passes;
			a.p[3] = step;
			bytes = (double)f * groups * passes * (k == 2 ? 2 : 1);
			snprintf(kname, sizeof(kname), "bw_%s", kernels[k]);
			snprintf(what, sizeof(what), "%s %llu bytes", kernels[k], (unsigned long long)f);
			bench_progress(e, "bandwidth", what, done++, 3 * nsz);
			for (unsigned int w = 0; w < (i == 0 ? e->warmup : 0); w++)
				if ((st = bench_launch(e, m, kname, groups, THREADS, &a, &ticks, err)))
					goto done;
			memset(dst->cpu, 0, f);
			for (unsigned int q = 0; q < e->repeats && q < 64; q++) {
				if ((st = bench_launch(e, m, kname, groups, THREADS, &a, &ticks, err)))
					goto done;
				ns[q] = bench_ticks_ns(e, (double)ticks);
				bps[q] = ns[q] > 0 ? bytes / ns[q] * 1e9 : NAN;
			}
			verify(e, r, kernels[k], f, passes, out, dst);
			bench_stats(ns, e->repeats, &sn);
			bench_stats(bps, e->repeats, &sb);
			pt = bench_point_add(r);
			bench_pt_str(pt, "kernel", kernels[k]);
			bench_pt_num(pt, "size_bytes", (double)f);
			bench_pt_num(pt, "groups", groups);
			bench_pt_num(pt, "passes", passes);
			bench_pt_num(pt, "bytes", bytes);
			bench_pt_num(pt, "ns", sn.med);
			bench_pt_num(pt, "bytes_per_second", sb.med);
			bench_pt_num(pt, "bytes_per_second_min", sb.min);
			bench_pt_num(pt, "bytes_per_second_max", sb.max);
			bench_pt_num(pt, "gbps", sb.med / 1e9);
			bench_pt_num(pt, "spread_pct", sb.spread_pct);
			bench_pt_num(pt, "repeats", sb.n);
			x[i] = (double)f;
			y[i] = sb.med;
		}
		{
			double peak = 0;
			char key[48], label[96];

			for (size_t i = 0; i < nsz; i++)
				if (y[i] > peak)
					peak = y[i];
			snprintf(key, sizeof(key), "%s.peak.gbps", kernels[k]);
			snprintf(label, sizeof(label), "%s bandwidth, the highest of the sweep", kernels[k]);
			bench_sum_add(r, key, label, peak / 1e9, "GB/s");
			snprintf(key, sizeof(key), "%s.largest.gbps", kernels[k]);
			snprintf(label, sizeof(label), "%s bandwidth at the largest footprint", kernels[k]);
			bench_sum_add(r, key, label, y[nsz - 1] / 1e9, "GB/s");
		}
		nl = steps_detect(x, y, nsz, NULL, lv, 16, NULL);
		for (size_t l = 0; l < nl && l < 16; l++) {
			struct bench_step *s = bench_step_add(r);
			char key[48], label[96];

			if (!s)
				break;
			snprintf(s->series, sizeof(s->series), "%s", kernels[k]);
			snprintf(s->path, sizeof(s->path), "%s", kernels[k]);
			s->stride_bytes = NAN;
			s->level = (unsigned int)l + 1;
			s->size_begin = lv[l].x_begin;
			s->size_bytes = lv[l].x_end;
			s->value = lv[l].value;
			s->points = (unsigned int)lv[l].n;
			s->open = lv[l].last == nsz - 1;
			s->primary = k == 0;  /* read */
			snprintf(key, sizeof(key), "%s.level%zu.gbps", kernels[k], l + 1);
			snprintf(label, sizeof(label), "%s bandwidth, level %zu", kernels[k], l + 1);
			bench_sum_add(r, key, label, lv[l].value / 1e9, "GB/s");
			snprintf(key, sizeof(key), "%s.level%zu.size", kernels[k], l + 1);
			snprintf(label, sizeof(label), "%s bandwidth, level %zu ends at%s", kernels[k], l + 1,
				 s->open ? " (sweep end)" : "");
			bench_sum_add(r, key, label, lv[l].x_end, "bytes");
		}
	}
done:
	bench_progress_end(e);
	gs_bo_free(e->dev, out);
	gs_bo_free(e->dev, dst);
	gs_bo_free(e->dev, src);
	return st;
}
