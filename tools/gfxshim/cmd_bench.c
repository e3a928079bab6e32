// SPDX-License-Identifier: MIT
/* gfxshim bench: the microbenchmark suite's command line (bench.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli.h"
#include "numparse.h"
#include "outfile.h"

/* options a subcommand takes besides the common ones */
#define O_SIZES   (1u << 0)  /* --min-size --max-size */
#define O_LAT     (1u << 1)  /* --per-octave --strides --steps --path */
#define O_GROUPS  (1u << 2)  /* --groups */
#define O_LDS     (1u << 3)  /* --strides (dwords) */
#define O_WG      (1u << 4)  /* --sizes */
#define O_ITERS   (1u << 5)  /* --iters */
#define O_DISP    (1u << 6)  /* --dispatches */

struct bench_def {
	const char *name;
	bench_fn fn;
	unsigned int opts;
	const char *summary;
	const char *help;     /* what it measures, its own options, an example */
};

static const char common_help[] =
	"common options:\n"
	"  --device D          auto (default: a real GPU when one can be used, else the\n"
	"                      emulator), emu (gfx1201), emu:TARGET, amdgpu:N\n"
	"  --quick             small sizes and few repeats (for tests)\n"
	"  --repeats N         measurements per point, reported as median and spread\n"
	"                      (default 5 on silicon, 3 on the emulator, 2 with --quick)\n"
	"  --warmup N          untimed launches before each series (default 1 when timed)\n"
	"  --json FILE         the report as JSON (schema gfxshim-bench/1)\n"
	"  --csv FILE          one row per measurement\n"
	"  --svg FILE          the plots\n"
	"  --no-stable-pstate  do not ask the driver for stable clocks (silicon)\n"
	"  --no-lease          do not take gfxshim.ko's benchmark lease (silicon)\n"
	"  --timing on|off     emulator: the timing model (default off), so the figures\n"
	"                      are the modelled machine's (emu:gfx1100:7900xtx; emu:T\n"
	"                      takes T's default machine, Documentation/emulator-timing.rst)\n"
	"\n"
	"Results are labelled: silicon, modelled (the emulator's timing model),\n"
	"emulated-untimed (the emulator's instruction-counting clock: not time), mock.\n"
	"Exit status: 0 measured, 1 a check inside a benchmark failed, 2 usage,\n"
	"3 device or file error.\n";

static const struct bench_def defs[] = {
	{ "latency", bench_latency, O_SIZES | O_LAT, "pointer-chase latency per footprint; cache levels detected",
	  "Pointer chase (a random single cycle, Sattolo) through a footprint sweep, on\n"
	  "the vector path (global_load) and the scalar path (s_load), one lane, each\n"
	  "load's address the previous load's value.  Cycles from the shader clock, ns\n"
	  "from REALTIME.  The levels (plateaus) of each curve are detected from the\n"
	  "curve and written as \"steps\".\n"
	  "\n"
	  "  --min-size S        first footprint (default 1K)\n"
	  "  --max-size S        last footprint (default 4x the target's last-level cache,\n"
	  "                      at least 64M; 1M on the untimed emulator, 64K with --quick)\n"
	  "  --per-octave N      footprints per doubling (default 4; 2 untimed; 1 quick)\n"
	  "  --strides LIST      chain strides in bytes, comma-separated (default 128);\n"
	  "                      page-sized strides show the TLBs: --strides 128,4096,65536\n"
	  "  --steps N           timed loads per round (default 4096; 256 untimed; 64 quick)\n"
	  "  --path P            vector, scalar or both (default)\n"
	  "Sizes take K, M, G (KiB, MiB, GiB).\n"
	  "\n"
	  "example:\n"
	  "  gfxshim bench latency --device amdgpu:0 --json lat.json --svg lat.svg\n"
	  "  gfxshim bench latency --device emu:gfx1100 --quick\n" },
	{ "bandwidth", bench_bandwidth, O_SIZES | O_GROUPS, "read, write and copy bandwidth per footprint",
	  "Every workgroup streams the footprint with 16-byte loads and/or stores\n"
	  "(global_load_b128 / global_store_b128), each starting at its own offset, so\n"
	  "small footprints stay in the caches near the CUs and large ones reach DRAM.\n"
	  "Time from the command processor's timestamps around the dispatch.  Copy\n"
	  "counts the bytes read and written.  Levels are detected per kernel.\n"
	  "\n"
	  "  --min-size S        first footprint (default 16K; a multiple of 16K)\n"
	  "  --max-size S        last (default 4x the last-level cache, at least 64M;\n"
	  "                      256K on the untimed emulator, 64K with --quick)\n"
	  "  --groups N          workgroups of 256 threads (default 4 per CU; 4 emulated)\n"
	  "\n"
	  "example:\n"
	  "  gfxshim bench bandwidth --device amdgpu:0 --svg bw.svg\n" },
	{ "lds", bench_lds, O_LDS | O_ITERS, "LDS latency, bank conflicts by stride, ds_bpermute/ds_swizzle",
	  "LDS pointer-chase latency (ds_load_b32, one lane); bank-conflict cost: every\n"
	  "lane loads at lane x stride dwords, 8 loads in flight; ds_bpermute_b32 and\n"
	  "ds_swizzle_b32 as dependent chains (latency) and 8 independent (throughput).\n"
	  "\n"
	  "  --strides LIST      lane strides in dwords, 1..64 (default 1..64; quick 1,2,4..64)\n"
	  "  --iters N           instructions per measurement (default 1024; 64 quick)\n"
	  "\n"
	  "example:\n"
	  "  gfxshim bench lds --device emu:gfx1201 --svg lds.svg\n" },
	{ "atomics", bench_atomics, O_GROUPS | O_ITERS, "global and LDS atomic latency and throughput",
	  "Atomic add on global memory and LDS: latency (one lane, each waited for) and\n"
	  "throughput (every lane of a workgroup, 8 in flight), returning and not,\n"
	  "contended (one address) and not (one cache line per lane); RDNA4's and\n"
	  "CDNA3's packed global_atomic_pk_add_f16/bf16 and ds_pk_add_rtn_f16 where\n"
	  "the target has them.  Results are checked against the sums expected.\n"
	  "\n"
	  "  --iters N           atomics per lane (default 256; 16 quick)\n"
	  "\n"
	  "example:\n"
	  "  gfxshim bench atomics --device amdgpu:0 --json atomics.json\n" },
	{ "barrier", bench_barrier, O_WG | O_ITERS, "s_barrier vs split barriers across workgroup sizes",
	  "The workgroup barrier in a loop: gfx9/gfx11 s_barrier, gfx12\n"
	  "s_barrier_signal -1 / s_barrier_wait -1 back to back, and (gfx12) the split\n"
	  "form with 16 independent VALU instructions between signal and wait, against\n"
	  "the same VALU work followed by the barrier, across workgroup sizes.\n"
	  "\n"
	  "  --sizes LIST        workgroup sizes in threads (default 64,128,256,512,1024)\n"
	  "  --iters N           barriers per measurement (default 256; 64 untimed; 16 quick)\n"
	  "\n"
	  "example:\n"
	  "  gfxshim bench barrier --device emu:gfx1201 --sizes 64,256,1024\n" },
	{ "waitcnt", bench_waitcnt, 0, "what each wait counter covers, and when it returns",
	  "Issue 8 operations of one class (vector load, store, LDS, scalar load), then\n"
	  "wait for 7, 6, ... 0 outstanding, reading the clock after each wait and\n"
	  "copying the result each wait guarantees: which results are visible, in\n"
	  "which order the counter retires.  Cross-counter probes: an operation of one\n"
	  "class, a wait on another counter, then on its own: which wait takes the\n"
	  "latency shows which counter the operation decrements (timing: needs silicon\n"
	  "or the timing model).  gfx12: s_wait_idle after loads of every class.\n"
	  "\n"
	  "example:\n"
	  "  gfxshim bench waitcnt --device amdgpu:0 --json waitcnt.json\n" },
	{ "launch", bench_launchrate, O_DISP, "submit-to-fence latency, dispatch rate, clock rates",
	  "Submit-to-fence latency of one empty dispatch (host clock around the\n"
	  "submission), the rate of back-to-back dispatches in one submission (GPU\n"
	  "timestamps), and the shader clock against REALTIME and the CP timestamp\n"
	  "clock against the host's.\n"
	  "\n"
	  "  --dispatches N      dispatches in the back-to-back submission (default 256; 16 quick)\n"
	  "\n"
	  "example:\n"
	  "  gfxshim bench launch --device amdgpu:0\n" },
	{ "matrix", bench_matrix, O_ITERS, "WMMA/SWMMAC and MFMA/SMFMAC latency and throughput",
	  "Each matrix instruction of the target (gfx11/gfx12 WMMA and SWMMAC, gfx942\n"
	  "and gfx950 MFMA and SMFMAC) in a dependent chain (D feeds C: latency) and in\n"
	  "4 independent chains (throughput), one wave; FLOPs per cycle per wave.\n"
	  "\n"
	  "  --iters N           instructions per chain (default 256; 8 quick)\n"
	  "\n"
	  "example:\n"
	  "  gfxshim bench matrix --device emu:gfx942 --svg mfma.svg\n" },
};

#define N_DEFS (sizeof(defs) / sizeof(defs[0]))

static void usage(FILE *f)
{
	fprintf(f, "usage: gfxshim bench SUBCOMMAND [options]   (gfxshim bench SUBCOMMAND --help)\n\n"
		   "Microbenchmarks with hand-built kernels (tools/gfxshim/bench/*.s), the same\n"
		   "on silicon and on the emulator.\n\nsubcommands:\n");
	for (size_t i = 0; i < N_DEFS; i++)
		fprintf(f, "  %-10s %s\n", defs[i].name, defs[i].summary);
	fprintf(f, "  %-10s %s\n", "all", "every benchmark above, one report");
	fprintf(f, "  %-10s %s\n", "merge", "A.json B.json ...: one cross-machine report (Markdown, HTML)");
	fprintf(f, "\n%s\nexample:\n"
		   "  gfxshim bench all --device emu:gfx1201 --json r.json --svg r.svg\n"
		   "  gfxshim bench merge a.json b.json --md report.md --html report.html\n",
		common_help);
}

/* "64K", "16M", "1G", "4096" (K, M, G are KiB, MiB, GiB; "KiB" also taken). */
static int parse_size(const char *s, uint64_t min, uint64_t max, uint64_t *v, char *why, size_t n)
{
	char num[32];
	size_t len = strlen(s), k = len;
	unsigned int shift = 0;

	if (len >= 3 && !strcmp(s + len - 2, "iB"))
		k = len - 2;
	if (k && k != len) {
		char c = s[k - 1];

		if (c != 'K' && c != 'M' && c != 'G') {
			snprintf(why, n, "expected a size like 64K, 16M or 1G, got '%s'", s);
			return -1;
		}
	}
	if (k && (s[k - 1] == 'K' || s[k - 1] == 'k' || s[k - 1] == 'M' || s[k - 1] == 'G')) {
		shift = s[k - 1] == 'G' ? 30 : s[k - 1] == 'M' ? 20 : 10;
		k--;
	}
	if (k >= sizeof(num) || !k) {
		snprintf(why, n, "expected a size like 64K, 16M or 1G, got '%s'", s);
		return -1;
	}
	memcpy(num, s, k);
	num[k] = 0;
	if (num_u64(num, 0, UINT64_MAX >> shift, v, why, n))
		return -1;
	*v <<= shift;
	if (*v < min || *v > max) {
		snprintf(why, n, "expected a size from %llu to %llu bytes, got '%s'", (unsigned long long)min,
			 (unsigned long long)max, s);
		return -1;
	}
	return 0;
}

/* "1,2,4" into out (at most max), each in [min, max_v]. */
static int parse_list(const char *s, uint64_t min, uint64_t maxv, int sizes, uint64_t *out, unsigned int max,
		      unsigned int *n, char *why, size_t wn)
{
	char buf[512], *save = NULL;

	*n = 0;
	if (strlen(s) >= sizeof(buf) || !*s) {
		snprintf(why, wn, "expected a comma-separated list, got '%s'", s);
		return -1;
	}
	strcpy(buf, s);
	for (char *t = strtok_r(buf, ",", &save); t; t = strtok_r(NULL, ",", &save)) {
		if (*n == max) {
			snprintf(why, wn, "at most %u values", max);
			return -1;
		}
		if (sizes ? parse_size(t, min, maxv, &out[*n], why, wn) : num_u64(t, min, maxv, &out[*n], why, wn))
			return -1;
		(*n)++;
	}
	return 0;
}

static int num_opt(const char *cmd, const char *opt, const char *v, uint64_t min, uint64_t max, uint64_t *out)
{
	char why[160];

	if (num_u64(v, min, max, out, why, sizeof(why)))
		return usage_error(cmd, "bad %s: %s", opt, why);
	return 0;
}

/* Parse argv (argv[0] the subcommand) into c and o; EXIT_OK, or the exit code. */
static int parse(const struct bench_def *d, int argc, char **argv, struct bench_common *c, struct bench_opts *o)
{
	unsigned int allowed = d ? d->opts : 0;
	const char *cmd = d ? d->name : "all";
	char why[160];
	const char *v;
	uint64_t x;

	c->device = "auto";
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];

		if (!strcmp(a, "-h") || !strcmp(a, "--help")) {
			if (d)
				printf("usage: gfxshim bench %s [options]\n\n%s\n%s", d->name, d->help, common_help);
			else
				printf("usage: gfxshim bench all [common options]\n\nEvery benchmark with its "
				       "defaults, one report (JSON \"results\": one entry per benchmark).\n\n%s\n"
				       "example:\n  gfxshim bench all --device emu:gfx1201 --json r.json --svg r.svg\n",
				       common_help);
			exit(EXIT_OK);
		} else if ((v = opt_value(argc, argv, &i, "--device"))) {
			c->device = v;
		} else if (!strcmp(a, "--quick")) {
			c->quick = 1;
		} else if ((v = opt_value(argc, argv, &i, "--repeats"))) {
			if (num_opt(cmd, "--repeats", v, 1, 64, &x))
				return EXIT_USAGE;
			c->repeats = (unsigned int)x;
		} else if ((v = opt_value(argc, argv, &i, "--warmup"))) {
			if (num_opt(cmd, "--warmup", v, 0, 100, &x))
				return EXIT_USAGE;
			c->warmup = (unsigned int)x;
			c->warmup_set = 1;
		} else if ((v = opt_value(argc, argv, &i, "--json"))) {
			c->json = v;
		} else if ((v = opt_value(argc, argv, &i, "--csv"))) {
			c->csv = v;
		} else if ((v = opt_value(argc, argv, &i, "--svg"))) {
			c->svg = v;
		} else if (!strcmp(a, "--no-stable-pstate")) {
			c->no_stable_pstate = 1;
		} else if (!strcmp(a, "--no-lease")) {
			c->no_lease = 1;
		} else if ((v = opt_value(argc, argv, &i, "--timing"))) {
			if (strcmp(v, "on") && strcmp(v, "off"))
				return usage_error(cmd, "bad --timing '%s', expected on or off", v);
			c->timing = strcmp(v, "on") ? GS_EMU_TIMING_OFF : GS_EMU_TIMING_ON;
		} else if ((allowed & O_SIZES) && (v = opt_value(argc, argv, &i, "--min-size"))) {
			if (parse_size(v, 1024, 1ull << 40, &o->min_size, why, sizeof(why)))
				return usage_error(cmd, "bad --min-size: %s", why);
		} else if ((allowed & O_SIZES) && (v = opt_value(argc, argv, &i, "--max-size"))) {
			if (parse_size(v, 1024, 1ull << 40, &o->max_size, why, sizeof(why)))
				return usage_error(cmd, "bad --max-size: %s", why);
		} else if ((allowed & O_LAT) && (v = opt_value(argc, argv, &i, "--per-octave"))) {
			if (num_opt(cmd, "--per-octave", v, 1, 16, &x))
				return EXIT_USAGE;
			o->per_octave = (unsigned int)x;
		} else if ((allowed & O_LAT) && (v = opt_value(argc, argv, &i, "--strides"))) {
			if (parse_list(v, 8, 1ull << 30, 1, o->strides, 8, &o->n_strides, why, sizeof(why)))
				return usage_error(cmd, "bad --strides: %s", why);
			for (unsigned int k = 0; k < o->n_strides; k++)
				if (o->strides[k] % 8)
					return usage_error(cmd, "bad --strides: %llu is not a multiple of 8 (the chain "
								"holds 8-byte addresses)",
							   (unsigned long long)o->strides[k]);
		} else if ((allowed & O_LAT) && (v = opt_value(argc, argv, &i, "--steps"))) {
			if (num_opt(cmd, "--steps", v, 8, 1u << 24, &x))
				return EXIT_USAGE;
			o->steps = (unsigned int)x;
		} else if ((allowed & O_LAT) && (v = opt_value(argc, argv, &i, "--path"))) {
			if (!strcmp(v, "vector"))
				o->paths = 1;
			else if (!strcmp(v, "scalar"))
				o->paths = 2;
			else if (!strcmp(v, "both"))
				o->paths = 3;
			else
				return usage_error(cmd, "bad --path '%s', expected vector, scalar or both", v);
		} else if ((allowed & O_GROUPS) && (v = opt_value(argc, argv, &i, "--groups"))) {
			if (num_opt(cmd, "--groups", v, 1, 65535, &x))
				return EXIT_USAGE;
			o->groups = (unsigned int)x;
		} else if ((allowed & (O_LDS | O_WG)) &&
			   (v = opt_value(argc, argv, &i, (allowed & O_LDS) ? "--strides" : "--sizes"))) {
			uint64_t l[BENCH_MAX_LIST];

			if (parse_list(v, (allowed & O_LDS) ? 1 : 32, (allowed & O_LDS) ? 64 : 1024, 0, l, BENCH_MAX_LIST,
				       &o->n_list, why, sizeof(why)))
				return usage_error(cmd, "bad %s: %s", (allowed & O_LDS) ? "--strides" : "--sizes", why);
			for (unsigned int k = 0; k < o->n_list; k++)
				o->list[k] = (unsigned int)l[k];
		} else if ((allowed & O_ITERS) && (v = opt_value(argc, argv, &i, "--iters"))) {
			if (num_opt(cmd, "--iters", v, 8, 1u << 20, &x))
				return EXIT_USAGE;
			o->iters = (unsigned int)x;
		} else if ((allowed & O_DISP) && (v = opt_value(argc, argv, &i, "--dispatches"))) {
			if (num_opt(cmd, "--dispatches", v, 1, 4096, &x))
				return EXIT_USAGE;
			o->dispatches = (unsigned int)x;
		} else if (a[0] == '-') {
			return usage_error(cmd, "unknown option '%s' (gfxshim bench %s --help)", a, cmd);
		} else {
			return usage_error(cmd, "unexpected argument '%s'", a);
		}
	}
	return EXIT_OK;
}

static int write_outputs(const struct bench_common *c, const struct bench_report *rep)
{
	struct gs_error err = { 0 };
	struct outbuf b;
	int rc = EXIT_OK;

	if (c->json && !outbuf_open(&b, &err)) {
		bench_report_json(b.f, rep);
		if (outbuf_commit(&b, c->json, &err))
			rc = report(&err);
	} else if (c->json) {
		rc = report(&err);
	}
	if (c->csv && !outbuf_open(&b, &err)) {
		bench_report_csv(b.f, rep);
		if (outbuf_commit(&b, c->csv, &err))
			rc = report(&err);
	} else if (c->csv) {
		rc = report(&err);
	}
	if (c->svg) {
		struct svg_doc d;
		char note[200], *text = NULL;
		size_t len = 0;

		snprintf(note, sizeof(note), "%s, %s %s", rep->prov.target, rep->prov.device,
			 bench_evidence_tag(rep->evidence));
		if (svg_doc_begin(&d, 820)) {
			fprintf(stderr, "gfxshim: error: out of memory for the plots\n");
			return EXIT_ERROR;
		}
		for (size_t i = 0; i < rep->nres; i++) {
			const struct bench_result *r = &rep->res[i];

			bench_plot(&d, &r, NULL, 1, note);
		}
		if (svg_doc_end(&d, &text, &len)) {
			fprintf(stderr, "gfxshim: error: out of memory for the plots\n");
			return EXIT_ERROR;
		}
		if (out_write_atomic(c->svg, text, len, &err))
			rc = report(&err);
		free(text);
	}
	return rc;
}

static int run(const struct bench_def *d, int argc, char **argv)
{
	struct bench_common c = { 0 };
	struct bench_opts o = { 0 };
	struct bench_env e;
	struct bench_report rep = { 0 };
	int rc = parse(d, argc, argv, &c, &o), failed = 0, errors = 0;
	size_t n = d ? 1 : N_DEFS;

	if (rc)
		return rc;
	if (d && c.svg && !bench_has_plot(d->name))
		return usage_error(d->name, "bench %s has no plot (its figures are in the table and JSON)", d->name);
	rc = bench_env_open(&e, &c, argc + 1, argv - 1);
	if (rc)
		return rc;
	snprintf(rep.bench, sizeof(rep.bench), "%s", d ? d->name : "all");
	bench_env_describe(&e, &rep);
	rep.res = calloc(n, sizeof(*rep.res));
	if (!rep.res) {
		bench_env_close(&e);
		fprintf(stderr, "gfxshim: error: out of memory\n");
		return EXIT_ERROR;
	}
	for (size_t i = 0; i < n; i++) {
		const struct bench_def *b = d ? d : &defs[i];
		struct bench_result *r = &rep.res[rep.nres++];
		struct gs_error err = { 0 };

		bench_result_init(r, b->name);
		if (b->fn(&e, &o, r, &err)) {
			bench_progress_end(&e);
			fprintf(stderr, "gfxshim bench %s: error: %s\n", b->name, err.msg);
			bench_note(r, "error: %s", err.msg);
			errors++;
		}
		if (r->oom) {
			fprintf(stderr, "gfxshim bench %s: error: out of memory for the results\n", b->name);
			errors++;
		}
		bench_result_table(stdout, r, e.evidence);
		failed += r->n_failed != 0;
	}
	printf("\n%s on %s (%s): %s\n", rep.bench, e.info.name, e.evidence, rep.settings_note);
	rc = write_outputs(&c, &rep);
	bench_env_close(&e);
	bench_report_free(&rep);
	if (!rc && errors)
		rc = EXIT_ERROR;
	if (!rc && failed)
		rc = EXIT_FAIL;
	return stdout_finish(rc);
}

int cmd_bench(int argc, char **argv)
{
	if (argc < 2) {
		usage(stderr);
		return EXIT_USAGE;
	}
	if (!strcmp(argv[1], "-h") || !strcmp(argv[1], "--help") || !strcmp(argv[1], "help")) {
		usage(stdout);
		return EXIT_OK;
	}
	if (!strcmp(argv[1], "merge"))
		return bench_merge(argc - 1, argv + 1);
	if (!strcmp(argv[1], "all"))
		return run(NULL, argc - 1, argv + 1);
	for (size_t i = 0; i < N_DEFS; i++)
		if (!strcmp(argv[1], defs[i].name))
			return run(&defs[i], argc - 1, argv + 1);
	fprintf(stderr, "gfxshim bench: unknown subcommand '%s'\n\n", argv[1]);
	usage(stderr);
	return EXIT_USAGE;
}
