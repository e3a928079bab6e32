// SPDX-License-Identifier: MIT
/*
 * Plots of bench results: a table of plot specifications (which point
 * keys are x, y and the series) turned into svgplot.h line or bar plots.
 * Several results of one benchmark (merge) share a plot, their series
 * named after the machine they came from.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

enum plot_kind { P_LINE, P_BARS };

struct plot_spec {
	const char *bench;
	enum plot_kind kind;
	const char *title, *xkey, *ykey, *xlabel, *ylabel;
	int xlog, ylog;
	enum svg_fmt xfmt;
	const char *series[3];          /* keys whose values name a series */
	const char *filter_key, *filter_val; /* only points with this value */
	int levels;                     /* line plots: 1 steps in cycles, 2 in ns, 3 in bytes/s */
	double yscale;                  /* y multiplied by this (GB/s from bytes/s) */
};

static const struct plot_spec specs[] = {
	{ "latency", P_LINE, "Load latency: pointer chase", "size_bytes", "cycles", "footprint",
	  "cycles per load (shader clock)", 1, 0, SVG_FMT_BYTES, { "path", "stride_bytes" }, NULL, NULL, 1, 1 },
	{ "latency", P_LINE, "Load latency in time", "size_bytes", "ns", "footprint", "ns per load (REALTIME)", 1, 0,
	  SVG_FMT_BYTES, { "path", "stride_bytes" }, NULL, NULL, 2, 1 },
	{ "bandwidth", P_LINE, "Bandwidth", "size_bytes", "bytes_per_second", "footprint", "GB/s", 1, 0,
	  SVG_FMT_BYTES, { "kernel" }, NULL, NULL, 3, 1e-9 },
	{ "lds", P_BARS, "LDS bank conflicts: ds_load_b32 by lane stride", "stride_dwords", "cycles", NULL,
	  "cycles per instruction (8 in flight)", 0, 0, SVG_FMT_NUM, { NULL }, "test", "bank", 0, 1 },
	{ "lds", P_BARS, "LDS and cross-lane operations", "test", "cycles", NULL, "cycles per instruction", 0, 0,
	  SVG_FMT_NUM, { "mode" }, "kind", "op", 0, 1 },
	{ "atomics", P_BARS, "Atomics", "case", "cycles", NULL, "cycles per instruction (per wave)", 0, 0,
	  SVG_FMT_NUM, { "mode" }, NULL, NULL, 0, 1 },
	{ "barrier", P_LINE, "Workgroup barrier", "threads", "cycles", "workgroup size (threads)",
	  "cycles per iteration", 1, 0, SVG_FMT_NUM, { "variant" }, NULL, NULL, 0, 1 },
	{ "waitcnt", P_LINE, "Wait counters: cycles until wait(k) returned", "done", "cycles", "operations waited for",
	  "cycles since the first issue", 0, 0, SVG_FMT_NUM, { "class" }, "probe", "inorder", 0, 1 },
	{ "matrix", P_BARS, "Matrix instructions", "instruction", "cycles", NULL, "cycles per instruction", 0, 0,
	  SVG_FMT_NUM, { "mode" }, NULL, NULL, 0, 1 },
};

int bench_has_plot(const char *bench)
{
	for (size_t i = 0; i < sizeof(specs) / sizeof(specs[0]); i++)
		if (!strcmp(specs[i].bench, bench))
			return 1;
	return 0;
}

static void kv_text(char *buf, size_t n, const struct bench_kv *kv, const char *key)
{
	if (!kv)
		snprintf(buf, n, "-");
	else if (kv->is_str)
		snprintf(buf, n, "%.*s", (int)n - 1, kv->str);
	else if (strstr(key, "bytes"))
		svg_fmt_bytes(buf, n, kv->num);
	else
		snprintf(buf, n, "%g", kv->num);
}

/* The series name of a point: its series keys' values, after the
 * machine's label when several results share the plot. */
static void series_name(char *buf, size_t n, const struct plot_spec *sp, const struct bench_point *p,
			const char *label)
{
	size_t k = 0;

	buf[0] = 0;
	if (label)
		k = (size_t)snprintf(buf, n, "%s", label);
	for (int i = 0; i < 3 && sp->series[i] && k < n; i++) {
		char v[64];

		kv_text(v, sizeof(v), bench_pt_get(p, sp->series[i]), sp->series[i]);
		k += (size_t)snprintf(buf + k, n - k, "%s%s%s", k ? (i ? ", " : ": ") : "",
				      !strcmp(sp->series[i], "stride_bytes") ? "stride " : "", v);
	}
}

static int wanted(const struct plot_spec *sp, const struct bench_point *p)
{
	return !sp->filter_key || !strcmp(bench_pt_strv(p, sp->filter_key, ""), sp->filter_val);
}

/* Index of s in names[0..*n), added when new; -1 when full. */
static int intern(char (*names)[96], size_t *n, size_t max, const char *s)
{
	for (size_t i = 0; i < *n; i++)
		if (!strcmp(names[i], s))
			return (int)i;
	if (*n == max)
		return -1;
	snprintf(names[*n], 96, "%s", s);
	return (int)(*n)++;
}

#define MAX_SERIES 24
#define MAX_PTS 1024
#define MAX_LEVELS 64
#define MAX_GROUPS (MAX_PTS / 8)

/* Room for one plot's data (on the heap: no state outlives a call). */
struct plot_ws {
	char names[MAX_SERIES][96];
	double xs[MAX_SERIES][MAX_PTS], ys[MAX_SERIES][MAX_PTS];
	char lvl_text[MAX_LEVELS][96];
	char groups[MAX_GROUPS][96];
	double vals[MAX_SERIES * MAX_GROUPS];
};

static void line_plot(struct svg_doc *d, const struct plot_spec *sp, const struct bench_result *const *res,
		      const char *const *labels, size_t nres, const char *note, struct plot_ws *w)
{
	char (*names)[96] = w->names, (*lvl_text)[96] = w->lvl_text;
	double (*xs)[MAX_PTS] = w->xs, (*ys)[MAX_PTS] = w->ys;
	size_t cnt[MAX_SERIES] = { 0 }, ns = 0, nl = 0;
	struct svg_series ser[MAX_SERIES];
	struct svg_level lv[MAX_LEVELS];
	struct svg_line_plot p = { 0 };

	for (size_t r = 0; r < nres; r++) {
		for (size_t i = 0; i < res[r]->npts; i++) {
			const struct bench_point *pt = &res[r]->pts[i];
			char nm[96];
			int s;

			if (!wanted(sp, pt))
				continue;
			series_name(nm, sizeof(nm), sp, pt, nres > 1 ? labels[r] : NULL);
			s = intern(names, &ns, MAX_SERIES, nm);
			if (s < 0 || cnt[s] == MAX_PTS)
				continue;
			xs[s][cnt[s]] = bench_pt_numv(pt, sp->xkey, NAN);
			ys[s][cnt[s]] = bench_pt_numv(pt, sp->ykey, NAN) * sp->yscale;
			cnt[s]++;
		}
		for (size_t i = 0; sp->levels && i < res[r]->nsteps && nl < MAX_LEVELS; i++) {
			const struct bench_step *st = &res[r]->steps[i];
			struct bench_point key = { 0 };
			char nm[96], sz[32];
			int s;

			/* the series this level belongs to, named as its points are */
			bench_pt_str(&key, "path", st->path);
			bench_pt_str(&key, "kernel", st->path);
			bench_pt_num(&key, "stride_bytes", st->stride_bytes);
			series_name(nm, sizeof(nm), sp, &key, nres > 1 ? labels[r] : NULL);
			s = intern(names, &ns, MAX_SERIES, nm);
			if (s < 0)
				continue;
			svg_fmt_bytes(sz, sizeof(sz), st->size_bytes);
			lv[nl].x0 = st->size_begin;
			lv[nl].x1 = st->size_bytes;
			lv[nl].series = (size_t)s;
			if (sp->levels == 1) {
				lv[nl].y = st->value;
				snprintf(lvl_text[nl], 96, "L%u %s%s: %.3g cyc", st->level, st->open ? ">= " : "<= ", sz,
					 st->value);
			} else if (sp->levels == 2) {
				lv[nl].y = st->value_ns;
				snprintf(lvl_text[nl], 96, "L%u %s%s: %.3g ns", st->level, st->open ? ">= " : "<= ", sz,
					 st->value_ns);
			} else {
				lv[nl].y = st->value * sp->yscale;
				snprintf(lvl_text[nl], 96, "L%u %s%s: %.4g GB/s", st->level, st->open ? ">= " : "<= ", sz,
					 st->value * 1e-9);
			}
			lv[nl].label = lvl_text[nl];
			nl++;
		}
	}
	for (size_t s = 0; s < ns; s++) {
		ser[s].name = names[s];
		ser[s].x = xs[s];
		ser[s].y = ys[s];
		ser[s].n = cnt[s];
	}
	p.title = sp->title;
	p.note = note;
	p.xlabel = sp->xlabel;
	p.ylabel = sp->ylabel;
	p.xlog = sp->xlog;
	p.ylog = sp->ylog;
	p.xfmt = sp->xfmt;
	p.series = ser;
	p.n_series = ns;
	p.levels = lv;
	p.n_levels = nl;
	svg_line(d, 420, &p);
}

static void bar_plot(struct svg_doc *d, const struct plot_spec *sp, const struct bench_result *const *res,
		     const char *const *labels, size_t nres, const char *note, struct plot_ws *w)
{
	char (*groups)[96] = w->groups, (*names)[96] = w->names;
	double *vals = w->vals;
	const char *gp[MAX_GROUPS], *np[MAX_SERIES];
	size_t ng = 0, ns = 0;
	struct svg_bar_plot p = { 0 };

	for (size_t i = 0; i < MAX_SERIES * MAX_GROUPS; i++)
		vals[i] = NAN;
	for (size_t r = 0; r < nres; r++)
		for (size_t i = 0; i < res[r]->npts; i++) {
			const struct bench_point *pt = &res[r]->pts[i];
			char g[96], nm[96];
			int gi, si;

			if (!wanted(sp, pt))
				continue;
			kv_text(g, sizeof(g), bench_pt_get(pt, sp->xkey), sp->xkey);
			series_name(nm, sizeof(nm), sp, pt, nres > 1 ? labels[r] : NULL);
			gi = intern(groups, &ng, MAX_GROUPS, g);
			si = intern(names, &ns, MAX_SERIES, nm[0] ? nm : " ");
			if (gi >= 0 && si >= 0)
				vals[(size_t)si * (MAX_GROUPS) + (size_t)gi] = bench_pt_numv(pt, sp->ykey, NAN) * sp->yscale;
		}
	if (!ng)
		return;
	/* compact the rows to n_groups columns, as svg_bars reads them */
	for (size_t s = 0; s < ns; s++)
		memmove(vals + s * ng, vals + s * (MAX_GROUPS), ng * sizeof(*vals));
	for (size_t g = 0; g < ng; g++)
		gp[g] = groups[g];
	for (size_t s = 0; s < ns; s++)
		np[s] = names[s];
	p.title = sp->title;
	p.ylabel = sp->ylabel;
	p.note = note;
	p.groups = gp;
	p.n_groups = ng;
	p.series = np;
	p.n_series = ns;
	p.values = vals;
	p.ylog = sp->ylog;
	svg_bars(d, 380, &p);
}

void bench_plot(struct svg_doc *d, const struct bench_result *const *res, const char *const *labels, size_t n,
		const char *note)
{
	struct plot_ws *w;

	if (!n || !(w = malloc(sizeof(*w))))
		return;
	for (size_t i = 0; i < sizeof(specs) / sizeof(specs[0]); i++) {
		if (strcmp(specs[i].bench, res[0]->bench))
			continue;
		if (specs[i].kind == P_LINE)
			line_plot(d, &specs[i], res, labels, n, note, w);
		else
			bar_plot(d, &specs[i], res, labels, n, note, w);
	}
	free(w);
}
