/* SPDX-License-Identifier: MIT */
/*
 * `gfxshim bench`: the microbenchmark suite (Documentation/bench-suite.rst).
 *
 * Layers, one direction:
 *   bench_env.c     the device, lease, stable pstate, the probe kernels
 *                   (the .s files in tools/gfxshim/bench), launches, timer records, stats
 *   bench_<name>.c  one benchmark each: sizes, launches, points, checks
 *   bench_result.c  the result model: points, levels, summary; JSON, CSV,
 *                   the terminal table, and reading a report back (merge)
 *   bench_plot.c    plots of a result (svgplot.h), also overlaid for merge
 *   bench_merge.c   `bench merge`: Markdown and HTML across machines
 *   cmd_bench.c     the command line
 */
#ifndef GFXSHIM_BENCH_H
#define GFXSHIM_BENCH_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gfxshim/device.h"
#include "gfxshim/kmod.h"
#include "gfxshim/launch.h"
#include "json.h"
#include "provenance.h"
#include "svgplot.h"

#define BENCH_SCHEMA "gfxshim-bench/1"

/* ---------------------------------------------------------------- results */

#define BENCH_KV_MAX 24

/* One named value of a point: a number or a short string. */
struct bench_kv {
	char key[32];
	int is_str;
	double num;           /* NaN: not measured (null in JSON) */
	char str[200];
};

/* One measurement with its parameters ("path": "vector", "size_bytes": 4096,
 * "cycles": 42.5, ...): a JSON object of `points`. */
struct bench_point {
	struct bench_kv kv[BENCH_KV_MAX];
	unsigned int n;
};

/* A detected level of one series of a curve (bench_steps.h). */
struct bench_step {
	char series[64];      /* "vector, stride 128 B" */
	char path[16];        /* the series' parameters, for merge and plots */
	double stride_bytes;
	unsigned int level;   /* 1 = the fastest */
	double size_begin;    /* first footprint on the level */
	double size_bytes;    /* last footprint on it: where the level ends */
	double value;         /* latency in cycles, or bytes per second */
	double value_ns;      /* latency in ns (NaN for bandwidth) */
	unsigned int points;
	int open;             /* the sweep ended on this level (it may go on) */
	int primary;          /* of the report's primary curve (latency: the first series
			       * measured, vector at the first stride; bandwidth: read),
			       * whose levels are the JSON "steps" */
};

/* A headline figure: a row of the merge tables. */
struct bench_sum {
	char key[48];         /* stable across machines: "vector.level1.cycles" */
	char label[96];       /* "vector load, level 1" */
	double value;
	char unit[24];
};

/* A column of the terminal table. */
struct bench_col {
	const char *key;      /* point key */
	const char *head;
	const char *fmt;      /* "bytes", "text", or a printf format for a double */
};

struct bench_result {
	char bench[16];
	struct bench_point *pts;
	size_t npts, cap;
	struct bench_step *steps;
	size_t nsteps, steps_cap;
	struct bench_sum *sums;
	size_t nsums, sums_cap;
	struct bench_point settings;   /* sizes, repeats ... as used */
	char notes[12][320];
	unsigned int nnotes;
	const struct bench_col *cols;  /* terminal table; NULL: every key */
	unsigned int n_failed;         /* checks inside the benchmark that failed */
	int oom;                       /* a point could not be stored */
};

/* A whole report: where it ran, and one result per benchmark. */
struct bench_report {
	struct provenance prov;
	char evidence[24];             /* silicon, modelled, emulated-untimed, mock */
	char bench[16];                /* the subcommand: "latency" ... or "all" */
	char source[256];              /* merge: the file it was read from */
	char settings_note[320];       /* lease, stable pstate, repeats, in words */
	struct bench_point run;        /* the same as values (JSON "run") */
	struct bench_result *res;
	size_t nres;
};

void bench_result_init(struct bench_result *r, const char *bench);
void bench_result_free(struct bench_result *r);
/* A new point (NULL when out of memory: r->oom is set). */
struct bench_point *bench_point_add(struct bench_result *r);
void bench_pt_num(struct bench_point *p, const char *key, double v);
void bench_pt_str(struct bench_point *p, const char *key, const char *v);
const struct bench_kv *bench_pt_get(const struct bench_point *p, const char *key);
double bench_pt_numv(const struct bench_point *p, const char *key, double dflt);
const char *bench_pt_strv(const struct bench_point *p, const char *key, const char *dflt);
struct bench_step *bench_step_add(struct bench_result *r);
void bench_sum_add(struct bench_result *r, const char *key, const char *label, double value, const char *unit);
void bench_note(struct bench_result *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void bench_fail(struct bench_result *r, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

void bench_report_free(struct bench_report *rep);
/* The report as JSON (one benchmark: its fields at the top level; "all":
 * a "results" array), CSV (one row per point, every key a column), and
 * the terminal table. */
void bench_report_json(FILE *f, const struct bench_report *rep);
void bench_report_csv(FILE *f, const struct bench_report *rep);
void bench_result_table(FILE *f, const struct bench_result *r, const char *evidence);
/* Read a report written by bench_report_json (for merge). */
enum gs_status bench_report_read(const char *path, struct bench_report *rep, struct gs_error *err);
/* The "[EMULATED-UNTIMED: ...]" tag for an evidence label. */
const char *bench_evidence_tag(const char *evidence);

/* ---------------------------------------------------------------- plots */

/* Does this benchmark have plots? */
int bench_has_plot(const char *bench);
/* Its plots appended to d; n results of the same benchmark from different
 * machines overlaid (labels[i] names result i, e.g. "gfx1201 silicon"). */
void bench_plot(struct svg_doc *d, const struct bench_result *const *res, const char *const *labels, size_t n,
		const char *note);

/* ---------------------------------------------------------------- environment */

struct bench_common {
	const char *device;            /* --device (auto) */
	int quick;                     /* --quick */
	unsigned int repeats;          /* --repeats (0: default) */
	unsigned int warmup;           /* --warmup N (taken when warmup_set) */
	int warmup_set;                /* else the default: 1 when timed, 0 untimed */
	int no_stable_pstate;          /* --no-stable-pstate */
	int no_lease;                  /* --no-lease */
	int timing;                    /* --timing on|off: the emulator's timing model (GS_EMU_TIMING_*) */
	const char *json, *csv, *svg;  /* output files */
};

struct bench_module {
	char probe[16];
	struct gs_module *mod;
};

struct bench_env {
	struct gs_device *dev;
	struct gs_device_info info;
	struct gs_device_facts facts;
	const struct gs_target *t;
	char evidence[24];
	int timed;                     /* figures are timings (silicon, modelled), not work counts */
	int amdgpu;                    /* the amdgpu backend (a GPU, or the mock render node):
					* stable pstate, the lease and VRAM apply */
	int quick;
	unsigned int repeats, warmup;
	unsigned int lanes;            /* the kernels' wave size: 32 (gfx11/gfx12) or 64 (gfx9) */
	int stable_pstate;             /* 1: the device runs at stable clocks */
	char pstate_note[200];
	char lease_note[200];
	struct gs_kmod *km;            /* holds the lease while open */
	struct provenance prov;
	int progress;                  /* stderr is a terminal */
	int progress_shown;
	struct bench_module mods[12];
	unsigned int nmods;
};

/* Open the device (with stable pstate and the lease on silicon); prints
 * what it did to stderr.  Returns an exit code (EXIT_OK). */
int bench_env_open(struct bench_env *e, const struct bench_common *c, int argc, char **argv);
void bench_env_close(struct bench_env *e);
/* The settings as words and values, for the report. */
void bench_env_describe(const struct bench_env *e, struct bench_report *rep);

/* The probe kernels of tools/gfxshim/bench/PROBE.s assembled for the
 * device's target and loaded (once per environment). */
enum gs_status bench_module_get(struct bench_env *e, const char *probe, struct gs_module **m,
				struct gs_error *err);
int bench_has_kernel(struct gs_module *m, const char *kernel);

/* The arguments every probe takes (the 40-byte layout in the .s files). */
struct bench_args {
	uint64_t out, a, b;
	uint32_t p[4];
};

/* Launch kernel with grid x block (1-D) and the arguments; with
 * timestamps the dispatch's GPU ticks land in *ticks (else NULL). */
enum gs_status bench_launch(struct bench_env *e, struct gs_module *m, const char *kernel, uint32_t grid,
			    uint32_t block, const struct bench_args *a, uint64_t *ticks, struct gs_error *err);
/* A buffer mapped for the CPU (VRAM on silicon, so the GPU measures its
 * own memory, not the host's). */
enum gs_status bench_bo(struct bench_env *e, uint64_t size, struct gs_bo **bo, struct gs_error *err);

/* A timer record (64 bytes, the .s files' layout), decoded. */
struct bench_rec {
	double cycles;                 /* shader clock cycles over the interval */
	double rt_ticks;               /* REALTIME ticks over it */
	uint32_t d[8];                 /* the probe's own dwords 8..15 */
};
void bench_rec_decode(const struct bench_env *e, const void *raw, struct bench_rec *r);
/* REALTIME or CP timestamp ticks in nanoseconds (facts.timestamp_khz). */
double bench_ticks_ns(const struct bench_env *e, double ticks);

struct bench_stat {
	double med, min, max;
	double spread_pct;             /* 100 (max - min) / median */
	unsigned int n;
};
void bench_stats(const double *v, size_t n, struct bench_stat *s);

/* Progress on a terminal (stderr), nothing otherwise. */
void bench_progress(struct bench_env *e, const char *bench, const char *what, size_t done, size_t total);
void bench_progress_end(struct bench_env *e);

/* ---------------------------------------------------------------- benchmarks */

#define BENCH_MAX_LIST 64

/* Options of the benchmarks; zero = the target's default. */
struct bench_opts {
	uint64_t min_size, max_size;   /* latency, bandwidth: footprint sweep */
	unsigned int per_octave;       /* latency: points per octave */
	uint64_t strides[8];           /* latency: chain strides (bytes) */
	unsigned int n_strides;
	unsigned int steps;            /* latency: timed loads per round */
	int paths;                     /* latency: 1 vector, 2 scalar, 3 both */
	unsigned int groups;           /* bandwidth, atomics: workgroups */
	unsigned int list[BENCH_MAX_LIST]; /* lds: strides (dwords); barrier: workgroup sizes */
	unsigned int n_list;
	unsigned int iters;            /* lds, atomics, barrier, waitcnt, matrix: loop count */
	unsigned int dispatches;       /* launch: dispatches per submission */
};

typedef enum gs_status (*bench_fn)(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
				   struct gs_error *err);

enum gs_status bench_latency(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			     struct gs_error *err);
enum gs_status bench_bandwidth(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			       struct gs_error *err);
enum gs_status bench_lds(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			 struct gs_error *err);
enum gs_status bench_atomics(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			     struct gs_error *err);
enum gs_status bench_barrier(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			     struct gs_error *err);
enum gs_status bench_waitcnt(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			     struct gs_error *err);
enum gs_status bench_launchrate(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
				struct gs_error *err);
enum gs_status bench_matrix(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			    struct gs_error *err);

/* Per-target defaults (bench_targets.c): cache sizes that bound the sweeps. */
struct bench_target_defaults {
	const char *target;
	uint64_t l2_bytes;             /* L2 (per XCD on gfx942/gfx950) */
	uint64_t llc_bytes;            /* the last level: Infinity Cache (MALL) or, without one, L2 */
	const char *source;            /* where the sizes come from */
};
const struct bench_target_defaults *bench_target_defaults(const struct gs_target *t);

/* `gfxshim bench merge` */
int bench_merge(int argc, char **argv);

#endif /* GFXSHIM_BENCH_H */
