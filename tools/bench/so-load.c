// SPDX-License-Identifier: MIT
/*
 * Load cost of libgfxshim.so: dlopen (RTLD_NOW: every relocation applied)
 * and the first gs_regdb_find, which fills that database's view, each
 * timed on a fresh load (dlclose between runs), median of N runs per
 * library.  Documentation/bench.rst has the command and the figures.
 *
 *   cc -O2 -o build/so-load tools/bench/so-load.c -ldl
 *   build/so-load 200 OLD/libgfxshim.so.0.1.0 build/lib/libgfxshim.so.0.1.0
 */
#define _POSIX_C_SOURCE 200809L
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double now_us(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return ts.tv_sec * 1e6 + ts.tv_nsec / 1e3;
}

static int cmp(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return (x > y) - (x < y);
}

int main(int argc, char **argv)
{
	int n = argc > 2 ? atoi(argv[1]) : 0;
	double *load, *find;

	if (n < 1) {
		fprintf(stderr, "usage: so-load RUNS LIB.so...\n");
		return 2;
	}
	load = calloc((size_t)n, sizeof(*load));
	find = calloc((size_t)n, sizeof(*find));
	if (!load || !find)
		return 3;
	for (int l = 2; l < argc; l++) {
		for (int i = 0; i < n; i++) {
			double t0 = now_us(), t1, t2;
			void *h = dlopen(argv[l], RTLD_NOW | RTLD_LOCAL);
			const void *(*find_db)(const char *);

			t1 = now_us();
			if (!h) {
				fprintf(stderr, "so-load: %s\n", dlerror());
				return 3;
			}
			*(void **)&find_db = dlsym(h, "gs_regdb_find");
			if (!find_db || !find_db("gc_11_0_0")) {
				fprintf(stderr, "so-load: %s: no gs_regdb_find or no gc_11_0_0\n", argv[l]);
				return 3;
			}
			t2 = now_us();
			dlclose(h);
			load[i] = t1 - t0;
			find[i] = t2 - t1;
		}
		qsort(load, (size_t)n, sizeof(*load), cmp);
		qsort(find, (size_t)n, sizeof(*find), cmp);
		printf("%s: dlopen %.0f us, first gs_regdb_find %.0f us (median of %d)\n",
		       argv[l], load[n / 2], find[n / 2], n);
	}
	free(load);
	free(find);
	return 0;
}
