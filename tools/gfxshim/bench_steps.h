/* SPDX-License-Identifier: MIT */
/*
 * Levels (plateaus) of a measured curve -- latency or bandwidth against
 * footprint -- found from the curve alone, never from a table of cache
 * sizes.  The method (Documentation/bench-suite.rst, "Step detection"):
 *
 *  1. work on v = ln(y), so a step is a ratio and noise is relative;
 *  2. estimate the noise sigma robustly from the point-to-point differences
 *     (median absolute deviation; a few steps do not move a median);
 *  3. split the curve into constant segments by optimal segmentation
 *     (dynamic programming, least squares plus a penalty of
 *     3 sigma^2 ln(n) per segment, the BIC-like price of a change point);
 *  4. a segment is a level when it has at least min_points points and is
 *     flat (its range within max(flat, 6 sigma)); the rest -- transitions
 *     between levels, single outliers -- belong to no level;
 *  5. neighbouring levels closer than max(min_step, 4 sigma) are one level.
 *
 * A level ends at its last point's x: the largest footprint measured at
 * that level's value (the capacity lies between it and the next point).
 */
#ifndef GFXSHIM_BENCH_STEPS_H
#define GFXSHIM_BENCH_STEPS_H

#include <stddef.h>

struct step_opts {
	double min_step;        /* smallest relative step between levels (0: 0.10) */
	double flat;            /* largest relative range within a level (0: 0.12) */
	unsigned int min_points;/* points a level needs (0: 3; fewer when the curve has fewer) */
};

struct step_level {
	size_t first, last;     /* indices (into the caller's arrays) of its first and last point */
	size_t n;               /* points on the level */
	double value;           /* median y over those points */
	double x_begin, x_end;  /* x of its first and last point */
	double spread;          /* (max - min) / value over the level */
};

/* Levels of y(x) for n points with x ascending (points whose x or y is not
 * finite and positive are skipped); at most max written to out.  Returns
 * how many levels there are (may exceed max).  sigma_out (may be NULL)
 * receives the estimated relative noise. */
size_t steps_detect(const double *x, const double *y, size_t n, const struct step_opts *o,
		    struct step_level *out, size_t max, double *sigma_out);

#endif /* GFXSHIM_BENCH_STEPS_H */
