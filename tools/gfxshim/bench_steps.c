// SPDX-License-Identifier: MIT
/* Step detection on measured curves (bench_steps.h has the method). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench_steps.h"

#define SIGMA_FLOOR 0.004   /* relative noise below this is treated as this */
#define MAX_POINTS 4096

static int cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

/* Median of v[0..n) (n >= 1); tmp has room for n. */
static double median(const double *v, size_t n, double *tmp)
{
	memcpy(tmp, v, n * sizeof(*v));
	qsort(tmp, n, sizeof(*tmp), cmp_dbl);
	return n % 2 ? tmp[n / 2] : (tmp[n / 2 - 1] + tmp[n / 2]) / 2;
}

/* Robust noise of v: the MAD of second differences, scaled to a normal
 * sigma (a second difference carries sqrt 6 times one point's noise).
 * Second differences vanish on a ramp that is linear in log x, so the
 * transitions between levels do not inflate the estimate; each step
 * disturbs only two of them, which a median ignores. */
static double noise(const double *v, size_t n, double *tmp, double *tmp2)
{
	double m;

	if (n < 4)
		return SIGMA_FLOOR;
	for (size_t i = 1; i + 1 < n; i++)
		tmp2[i - 1] = v[i + 1] - 2 * v[i] + v[i - 1];
	m = median(tmp2, n - 2, tmp);
	for (size_t i = 0; i + 2 < n; i++)
		tmp2[i] = fabs(tmp2[i] - m);
	m = 1.4826 * median(tmp2, n - 2, tmp) / sqrt(6.0);
	return m > SIGMA_FLOOR ? m : SIGMA_FLOOR;
}

struct seg {
	size_t a, b;   /* [a, b] in the filtered arrays */
	double value;  /* median of y */
	double lo, hi; /* min and max of v */
	int level;
};

static void seg_stats(struct seg *s, const double *v, const double *y, double *tmp)
{
	s->lo = INFINITY;
	s->hi = -INFINITY;
	for (size_t i = s->a; i <= s->b; i++) {
		s->lo = fmin(s->lo, v[i]);
		s->hi = fmax(s->hi, v[i]);
	}
	s->value = median(y + s->a, s->b - s->a + 1, tmp);
}

/* The least-squares line through v[a..b] (against the index): how much it
 * rises from a to b.  A plateau rises by noise only; a piece of a
 * transition by a steady trend. */
static double rise(const double *v, size_t a, size_t b)
{
	double n = (double)(b - a + 1), sx = 0, sy = 0, sxx = 0, sxy = 0;

	if (b <= a)
		return 0;
	for (size_t i = a; i <= b; i++) {
		double t = (double)(i - a);

		sx += t;
		sy += v[i];
		sxx += t * t;
		sxy += t * v[i];
	}
	return (n * sxy - sx * sy) / (n * sxx - sx * sx) * (double)(b - a);
}

size_t steps_detect(const double *x, const double *y, size_t n, const struct step_opts *o,
		    struct step_level *out, size_t max, double *sigma_out)
{
	double min_step = o && o->min_step > 0 ? o->min_step : 0.10;
	double flat = o && o->flat > 0 ? o->flat : 0.12;
	unsigned int min_pts = o && o->min_points ? o->min_points : 3;
	size_t *idx = NULL, *cut = NULL, m = 0, nseg = 0, nlev = 0;
	double *v = NULL, *fy = NULL, *ps = NULL, *ps2 = NULL, *best = NULL, *tmp = NULL, *tmp2 = NULL;
	struct seg *segs = NULL;
	double sigma, lambda;

	if (sigma_out)
		*sigma_out = 0;
	if (n > MAX_POINTS)
		n = MAX_POINTS;
	idx = calloc(n + 1, sizeof(*idx));
	cut = calloc(n + 1, sizeof(*cut));
	v = calloc(n + 1, sizeof(*v));
	fy = calloc(n + 1, sizeof(*fy));
	ps = calloc(n + 1, sizeof(*ps));
	ps2 = calloc(n + 1, sizeof(*ps2));
	best = calloc(n + 1, sizeof(*best));
	tmp = calloc(n + 1, sizeof(*tmp));
	tmp2 = calloc(n + 1, sizeof(*tmp2));
	segs = calloc(n + 1, sizeof(*segs));
	if (!idx || !cut || !v || !fy || !ps || !ps2 || !best || !tmp || !tmp2 || !segs)
		goto out;
	for (size_t i = 0; i < n; i++)
		if (isfinite(x[i]) && isfinite(y[i]) && y[i] > 0) {
			idx[m] = i;
			fy[m] = y[i];
			v[m++] = log(y[i]);
		}
	if (!m)
		goto out;
	if (min_pts > m)
		min_pts = (unsigned int)m;
	sigma = noise(v, m, tmp, tmp2);
	if (sigma_out)
		*sigma_out = sigma;
	lambda = 3.0 * sigma * sigma * log((double)m + 1.0);

	/* optimal segmentation: best[j] = cost of v[0..j) */
	for (size_t i = 0; i < m; i++) {
		ps[i + 1] = ps[i] + v[i];
		ps2[i + 1] = ps2[i] + v[i] * v[i];
	}
	best[0] = 0;
	for (size_t j = 1; j <= m; j++) {
		best[j] = INFINITY;
		for (size_t i = 0; i < j; i++) {
			double k = (double)(j - i), s = ps[j] - ps[i];
			double c = best[i] + (ps2[j] - ps2[i]) - s * s / k + lambda;

			if (c < best[j]) {
				best[j] = c;
				cut[j] = i;
			}
		}
	}
	/* segments, back to front, then reversed */
	for (size_t j = m; j > 0; j = cut[j]) {
		segs[nseg].a = cut[j];
		segs[nseg].b = j - 1;
		nseg++;
	}
	for (size_t i = 0; i < nseg / 2; i++) {
		struct seg t = segs[i];

		segs[i] = segs[nseg - 1 - i];
		segs[nseg - 1 - i] = t;
	}
	/* adjacent segments that differ by less than the smallest step and
	 * stay flat together are one segment (the penalty alone splits too
	 * eagerly when there are few points to estimate the noise from) */
	for (int merged = 1; merged;) {
		merged = 0;
		for (size_t s = 0; s + 1 < nseg; s++) {
			struct seg u = { .a = segs[s].a, .b = segs[s + 1].b };

			seg_stats(&segs[s], v, fy, tmp);
			seg_stats(&segs[s + 1], v, fy, tmp);
			seg_stats(&u, v, fy, tmp);
			if (fabs(log(segs[s + 1].value / segs[s].value)) >= fmax(log1p(min_step), 4 * sigma) ||
			    u.hi - u.lo > fmax(log1p(flat), 6 * sigma))
				continue;
			segs[s] = u;
			memmove(&segs[s + 1], &segs[s + 2], (nseg - s - 2) * sizeof(*segs));
			nseg--;
			merged = 1;
		}
	}
	/* levels: long enough and flat once the edges that lean towards a
	 * neighbour (the start of a transition the segmentation kept) are
	 * trimmed; the rest are transitions or outliers */
	for (size_t s = 0; s < nseg; s++) {
		double band = fmax(log1p(min_step) / 2, 3 * sigma);

		seg_stats(&segs[s], v, fy, tmp);
		while (segs[s].b > segs[s].a && fabs(v[segs[s].b] - log(segs[s].value)) > band) {
			segs[s].b--;
			seg_stats(&segs[s], v, fy, tmp);
		}
		while (segs[s].b > segs[s].a && fabs(v[segs[s].a] - log(segs[s].value)) > band) {
			segs[s].a++;
			seg_stats(&segs[s], v, fy, tmp);
		}
		/* still leaning or not flat: drop the end farther from the
		 * median while enough points remain */
		for (;;) {
			struct seg *g = &segs[s];
			size_t len = g->b - g->a + 1;
			double med = log(g->value);

			g->level = len >= min_pts && g->hi - g->lo <= fmax(log1p(flat), 6 * sigma) &&
				   fabs(rise(v, g->a, g->b)) <= band;
			if (g->level || len <= min_pts)
				break;
			if (fabs(v[g->b] - med) >= fabs(v[g->a] - med))
				g->b--;
			else
				g->a++;
			seg_stats(g, v, fy, tmp);
		}
	}
	/* merge neighbouring levels (transitions between them ignored) that
	 * differ by less than the smallest step */
	for (size_t s = 0; s < nseg; s++) {
		struct step_level lv;
		size_t t, cnt = 0;

		if (!segs[s].level)
			continue;
		t = s;
		for (size_t u = s + 1; u < nseg; u++) {
			if (!segs[u].level)
				continue;
			if (fabs(log(segs[u].value / segs[t].value)) >= fmax(log1p(min_step), 4 * sigma))
				break;
			t = u;
		}
		/* the merged level's points: those of its level segments */
		for (size_t u = s; u <= t; u++)
			if (segs[u].level)
				for (size_t i = segs[u].a; i <= segs[u].b; i++)
					tmp2[cnt++] = fy[i];
		memset(&lv, 0, sizeof(lv));
		lv.first = idx[segs[s].a];
		lv.last = idx[segs[t].b];
		lv.n = cnt;
		lv.value = median(tmp2, cnt, tmp);
		lv.x_begin = x[lv.first];
		lv.x_end = x[lv.last];
		{
			double lo = INFINITY, hi = -INFINITY;

			for (size_t i = 0; i < cnt; i++) {
				lo = fmin(lo, tmp2[i]);
				hi = fmax(hi, tmp2[i]);
			}
			lv.spread = (hi - lo) / lv.value;
		}
		if (nlev < max)
			out[nlev] = lv;
		nlev++;
		s = t;
	}
out:
	free(idx);
	free(cut);
	free(v);
	free(fy);
	free(ps);
	free(ps2);
	free(best);
	free(tmp);
	free(tmp2);
	free(segs);
	return nlev;
}
