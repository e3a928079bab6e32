// SPDX-License-Identifier: MIT
/* Step detection (tools/gfxshim/bench_steps.c) on synthetic curves: the
 * shapes real latency and bandwidth sweeps have -- plateaus with noise,
 * transitions spread over an octave, single outliers, a TLB step at large
 * footprints, short bumps -- and the flat curve the untimed emulator gives. */
#include <math.h>
#include <stdint.h>
#include <stdlib.h>

#include "bench_steps.h"
#include "harness.h"

#define MAXP 256

struct curve {
	double x[MAXP], y[MAXP];
	size_t n;
};

/* Footprints from 1 KiB to hi bytes, ppo points per octave. */
static void sweep(struct curve *c, double hi, int ppo)
{
	c->n = 0;
	for (double e = 10; exp2(e) <= hi * 1.0001 && c->n < MAXP; e += 1.0 / ppo)
		c->x[c->n++] = exp2(e);
}

struct level_def {
	double cap;     /* bytes the level holds */
	double value;   /* its latency */
};

/* A cache hierarchy's curve: flat at each level up to its capacity, then a
 * log-linear ramp over `ramp` octaves to the next level's value. */
static void hierarchy(struct curve *c, const struct level_def *lv, size_t nl, double ramp)
{
	for (size_t i = 0; i < c->n; i++) {
		double x = c->x[i], y = lv[nl - 1].value;

		for (size_t l = 0; l + 1 < nl; l++) {
			if (x <= lv[l].cap) {
				y = lv[l].value;
				break;
			}
			if (ramp > 0 && x < lv[l].cap * exp2(ramp)) {
				double t = log2(x / lv[l].cap) / ramp;

				y = exp(log(lv[l].value) * (1 - t) + log(lv[l + 1].value) * t);
				break;
			}
		}
		c->y[i] = y;
	}
}

/* Multiplicative noise, uniform in +-amp, from a fixed-seed generator. */
static void add_noise(struct curve *c, double amp, uint32_t seed)
{
	for (size_t i = 0; i < c->n; i++) {
		seed = seed * 1664525u + 1013904223u;
		c->y[i] *= 1.0 + amp * (2.0 * (seed >> 8) / 16777216.0 - 1.0);
	}
}

static size_t detect(const struct curve *c, struct step_level *lv, size_t max)
{
	return steps_detect(c->x, c->y, c->n, NULL, lv, max, NULL);
}

/* Each expected level found, in order: value within tol, its end no more
 * than `before` octaves below the capacity and `after` above it (one sweep
 * point: noise can hide where a gradual transition starts). */
static void check_levels(const char *what, const struct step_level *got, size_t n_got,
			 const struct level_def *want, size_t n_want, double tol, double before, double after)
{
	int ok = n_got == n_want;

	CHECK(ok, "%s: %zu levels found (want %zu)", what, n_got, n_want);
	for (size_t i = 0; ok && i < n_want; i++) {
		double rel = fabs(got[i].value / want[i].value - 1);

		CHECK(rel <= tol, "%s: level %zu value %.1f (want %.1f within %.0f%%)", what, i + 1, got[i].value,
		      want[i].value, tol * 100);
		if (i + 1 < n_want)
			CHECK(got[i].x_end <= want[i].cap * exp2(after) * 1.0001 &&
				      got[i].x_end >= want[i].cap * exp2(-before),
			      "%s: level %zu ends at %.0f bytes (capacity %.0f)", what, i + 1, got[i].x_end, want[i].cap);
	}
}

static const struct level_def rdna[] = {
	{ 16384, 30 }, { 262144, 62 }, { 6 << 20, 115 }, { 96 << 20, 210 }, { 1e30, 360 },
};

static void test_flat(void)
{
	struct curve c;
	struct step_level lv[8];
	size_t n;
	double sigma;

	sweep(&c, 16 << 20, 2);
	for (size_t i = 0; i < c.n; i++)
		c.y[i] = 2.25;  /* the untimed emulator: the same count at every footprint */
	n = steps_detect(c.x, c.y, c.n, NULL, lv, 8, &sigma);
	CHECK_EQ(n, 1, "flat curve: one level");
	CHECK(n == 1 && lv[0].value == 2.25 && lv[0].first == 0 && lv[0].last == c.n - 1 &&
		      lv[0].x_end == c.x[c.n - 1] && lv[0].n == c.n,
	      "flat curve: the level spans every point and ends at the largest footprint");
	CHECK(sigma > 0 && sigma < 0.01, "flat curve: noise at the floor (%.4f)", sigma);

	c.n = 2;
	n = detect(&c, lv, 8);
	CHECK(n == 1 && lv[0].n == 2, "two equal points: one level");
	c.n = 1;
	n = detect(&c, lv, 8);
	CHECK(n == 1 && lv[0].n == 1, "one point: one level");
	c.n = 0;
	CHECK(detect(&c, lv, 8) == 0, "no points: no level");
}

static void test_clean_staircase(void)
{
	struct curve c;
	struct step_level lv[8];
	size_t n;

	sweep(&c, 512 << 20, 4);
	hierarchy(&c, rdna, 5, 0);
	n = detect(&c, lv, 8);
	check_levels("sharp staircase", lv, n, rdna, 5, 0.001, 0.26, 0);
	for (size_t i = 0; i + 1 < n && n == 5; i++) {
		double last = 0;  /* the largest footprint measured within the capacity */

		for (size_t k = 0; k < c.n; k++)
			if (c.x[k] <= rdna[i].cap)
				last = c.x[k];
		CHECK(lv[i].x_end == last, "sharp staircase: level %zu ends at the last point within %.0f bytes",
		      i + 1, rdna[i].cap);
	}
	CHECK(n == 5 && lv[4].x_end == c.x[c.n - 1], "sharp staircase: the last level runs to the end of the sweep");
}

static void test_noisy_ramps(void)
{
	struct curve c;
	struct step_level lv[8];
	size_t n;

	for (uint32_t seed = 1; seed <= 5; seed++) {
		char what[64];

		sweep(&c, 512 << 20, 4);
		hierarchy(&c, rdna, 5, 1.0);  /* each transition spreads over an octave */
		add_noise(&c, 0.03, seed);
		n = detect(&c, lv, 8);
		snprintf(what, sizeof(what), "3%% noise, 1-octave ramps (seed %u)", seed);
		check_levels(what, lv, n, rdna, 5, 0.04, 0.76, 0.25);
	}
	/* coarser sweep (2 points per octave) with gentler 2-octave ramps; the
	 * sweep goes on to 8x the last cache so the last level has its 3 points */
	sweep(&c, 1024.0 * (1 << 20), 2);
	hierarchy(&c, rdna, 5, 2.0);
	add_noise(&c, 0.02, 9);
	n = detect(&c, lv, 8);
	check_levels("2 points per octave, 2-octave ramps", lv, n, rdna, 5, 0.04, 1.1, 0.5);
}

static void test_outliers_and_bumps(void)
{
	struct curve c;
	struct step_level lv[8];
	size_t n, spike = 0, bump = 0;

	sweep(&c, 512 << 20, 4);
	hierarchy(&c, rdna, 5, 1.0);
	add_noise(&c, 0.02, 3);
	for (size_t i = 0; i < c.n; i++)
		if (c.x[i] >= 65536 && !spike)
			spike = i;  /* in the middle of level 2 */
	c.y[spike] *= 1.8;
	n = detect(&c, lv, 8);
	check_levels("one outlier (x1.8) inside a level", lv, n, rdna, 5, 0.04, 0.76, 0.25);
	CHECK(n == 5 && lv[1].first < spike && lv[1].last > spike, "the outlier stays inside level 2's span");

	/* a 2-point bump of +30% in the middle of level 3: too short to be a level */
	hierarchy(&c, rdna, 5, 1.0);
	add_noise(&c, 0.02, 4);
	for (size_t i = 0; i < c.n; i++)
		if (c.x[i] >= (1 << 21) && !bump)
			bump = i;
	c.y[bump] *= 1.3;
	c.y[bump + 1] *= 1.3;
	n = detect(&c, lv, 8);
	check_levels("a 2-point bump inside a level", lv, n, rdna, 5, 0.04, 0.76, 0.25);
}

static void test_tlb_step(void)
{
	/* DRAM latency rises again once the pages outgrow the TLB's reach: a
	 * real further level, found like the others */
	static const struct level_def tlb[] = {
		{ 16384, 30 }, { 262144, 62 }, { 6 << 20, 115 }, { 96 << 20, 210 }, { 256 << 20, 360 }, { 1e30, 470 },
	};
	struct curve c;
	struct step_level lv[8];
	size_t n;

	sweep(&c, 2048.0 * (1 << 20), 4);
	hierarchy(&c, tlb, 6, 0.75);
	add_noise(&c, 0.02, 7);
	n = detect(&c, lv, 8);
	check_levels("TLB step after DRAM", lv, n, tlb, 6, 0.04, 0.76, 0.25);
}

static void test_bandwidth_shape(void)
{
	/* bandwidth falls level by level (GB/s); the same detection applies */
	static const struct level_def bw[] = {
		{ 32768, 9000 }, { 4 << 20, 5200 }, { 64 << 20, 2600 }, { 1e30, 880 },
	};
	struct curve c;
	struct step_level lv[8];
	size_t n;

	sweep(&c, 256 << 20, 4);
	hierarchy(&c, bw, 4, 1.0);
	add_noise(&c, 0.04, 11);
	n = detect(&c, lv, 8);
	check_levels("bandwidth curve (decreasing)", lv, n, bw, 4, 0.05, 0.76, 0.25);
	for (size_t i = 0; i + 1 < n; i++)
		CHECK(lv[i].value > lv[i + 1].value, "bandwidth levels decrease (%zu)", i + 1);
}

static void test_bad_input(void)
{
	double x[6] = { 1024, 2048, 4096, 8192, 16384, 32768 };
	double y[6] = { 10, NAN, 10, -1, INFINITY, 10.2 };
	struct step_level lv[2];
	size_t n = steps_detect(x, y, 6, NULL, lv, 2, NULL);

	CHECK(n == 1 && lv[0].n == 3 && lv[0].first == 0 && lv[0].last == 5,
	      "NaN, negative and infinite values are skipped, not levels (got %zu)", n);
	/* max smaller than the count: the count is still returned */
	{
		struct curve c;

		sweep(&c, 512 << 20, 4);
		hierarchy(&c, rdna, 5, 0);
		CHECK(steps_detect(c.x, c.y, c.n, NULL, lv, 2, NULL) == 5, "max 2: still reports 5 levels");
		CHECK(lv[0].value == 30 && lv[1].value == 62, "max 2: the first two written");
	}
}

int main(void)
{
	test_flat();
	test_clean_staircase();
	test_noisy_ramps();
	test_outliers_and_bumps();
	test_tlb_step();
	test_bandwidth_shape();
	test_bad_input();
	return t_done();
}
