// SPDX-License-Identifier: MIT
/* gfxshim run: assemble (or load), package, dispatch, check. */
#include <inttypes.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "cli.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/kfd.h"
#include "gfxshim/kmod.h"
#include "gfxshim/launch.h"
#include "gfxshim/pm4.h"
#include "json.h"
#include "numparse.h"
#include "outfile.h"
#include "provenance.h"
#include "run_args.h"

static const char run_help[] =
	"usage: gfxshim run FILE.s|FILE.co [options]\n"
	"\n"
	"Assemble FILE (or load a code object, e.g. from clang-22), launch one kernel\n"
	"and wait for it.  Arguments go where the code object's metadata (.args) puts\n"
	"them, checked against it; the hidden arguments of code object v5 (block\n"
	"counts, group sizes, ...) are filled as a ROCm runtime fills them.\n"
	"\n"
	"  --target T          gfx target (default: the device's, or .amdgcn_target)\n"
	"  --device D          auto (default), emu, emu:TARGET, amdgpu:N (its render node:\n"
	"                      a CS ioctl per launch) or kfd:N[:pm4|:aql] (a compute queue\n"
	"                      built through /dev/kfd, rung by doorbell; pm4 by default);\n"
	"                      auto runs on a real AMD GPU when one can be used -- its KFD\n"
	"                      queue first (AQL on gfx942/gfx950) -- else on the emulator\n"
	"  --kernel NAME       kernel to launch (default: the only one)\n"
	"  --grid X[,Y,Z]      workgroups (default 1)\n"
	"  --block X[,Y,Z]     threads per workgroup (default 64)\n"
	"  --arg SPEC          kernel argument, in order; repeat for each:\n"
	"                        [NAME=]buf:TYPE:COUNT[:INIT]  a buffer; its address is passed\n"
	"                          INIT zero (default), iota, rand[:SEED], fill=V,\n"
	"                          file=PATH (.npy, header checked; else raw little-endian)\n"
	"                        [NAME=]TYPE:VALUE             a scalar\n"
	"                      TYPE u8 i8 u16 i16 f16 bf16 u32 i32 f32 u64 i64 f64\n"
	"                      (rand without a seed: a different stream per argument)\n"
	"  --dynamic-lds N     bytes of LDS beyond the kernel's own (HIP's sharedMemBytes)\n"
	"  --global-offset X[,Y,Z]  OpenCL's global work offset (hidden_global_offset_*)\n"
	"  --expect C=A+B      check buffer C elementwise (also A-B, A*B, A, NUMBER)\n"
	"  --expect-file C=REF check buffer C against REF (.npy or raw)\n"
	"  --rtol R, --atol A  checks pass within atol + rtol*|expected| (default exact)\n"
	"  --print NAME[:N]    print the first N elements (default 16), floats exactly\n"
	"  --print-hex NAME[:N]  the same as bits in hex\n"
	"  --save NAME=PATH    write a buffer after the run (.npy by extension, else raw)\n"
	"  --repeat N          dispatch N times; GPU time min/median/max (implies --time)\n"
	"  --json FILE         what ran, as JSON (device, evidence, kernel, grid, arguments,\n"
	"                      timings, counters, checks); - for standard output\n"
	"  --wave64            assemble with wave64 lane masks (vcc, s[n:n+1])\n"
	"  --lease             hold the device's exclusive benchmark lease (gfxshim.ko)\n"
	"                      while running; waits while another process holds it\n"
	"  --dump-pm4          print the command stream that was submitted, decoded\n"
	"  --time              GPU timestamps around the dispatch (emulator: an emulated\n"
	"                      clock that counts work, not time)\n"
	"  --counters LIST     performance counters over the dispatch, comma-separated\n"
	"                      event names (gfxshim counters --target T lists them);\n"
	"                      printed per counter, labelled emulated or silicon.  The\n"
	"                      emulator counts a documented subset and refuses the rest\n"
	"  --max-insts N       emulator watchdog: instructions per wave (default 16777216)\n"
	"  --max-total-insts N emulator: wave-instructions per dispatch before it is\n"
	"                      stopped (default 17179869184 = 2^34; 0: no limit)\n"
	"  --max-time S        emulator: seconds per dispatch before it is stopped\n"
	"                      (default: no limit)\n"
	"  --threads N         emulator: host threads running workgroups (default: every\n"
	"                      core; 1 is the reproducible reference, Documentation/emulator.rst)\n"
	"  --timing on|off     emulator: the timing model (default off): waves advance\n"
	"                      modelled cycles of the device's machine (emu:gfx1100:7900xtx;\n"
	"                      emu:T takes T's default), clocks, timestamps and cache\n"
	"                      counters are labelled modelled (Documentation/emulator-timing.rst)\n"
	"  --no-check          emulator: do not stop at hazards (a register read before\n"
	"                      the wait that covers its load); the read then sees the\n"
	"                      old value, as silicon may.  --check (the default) stops\n"
	"\n"
	"Exit status: 0 ran (and checks passed), 1 a check failed, 2 usage, 3 error,\n"
	"130 interrupted (Ctrl-C stops the emulator between waves and says where).\n"
	"See Documentation/runtime.rst.\n"
	"\n"
	"examples:\n"
	"  gfxshim run examples/vadd.s --target gfx1201 --grid 4 --block 64 \\\n"
	"      --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 \\\n"
	"      --arg n=u32:256 --expect c=a+b\n"
	"  clang-22 -x hip --offload-arch=gfx1100 -nogpuinc -nogpulib --cuda-device-only \\\n"
	"      --no-gpu-bundle-output -O2 vadd.hip -o vadd.co\n"
	"  gfxshim run vadd.co --grid 4 --block 64 --arg buf:f32:256:rand --arg buf:f32:256:rand \\\n"
	"      --arg buf:f32:256 --arg i32:256 --expect arg2=arg0+arg1 --save arg2=c.npy\n";

/* A growing list of option values (pointing into argv). */
struct strlist {
	const char **v;
	unsigned int n, cap;
};

static int strlist_add(struct strlist *l, const char *s)
{
	if (l->n == l->cap) {
		unsigned int cap = l->cap ? l->cap * 2 : 8;
		const char **nv = realloc(l->v, cap * sizeof(*nv));

		if (!nv)
			return 0;
		l->v = nv;
		l->cap = cap;
	}
	l->v[l->n++] = s;
	return 1;
}

struct run_opts {
	const char *file, *target, *device, *kernel, *json;
	uint32_t grid[3], block[3];
	struct strlist expect, expect_file, print, print_hex, save;
	double rtol, atol;
	int dump_pm4, wave64, no_check, lease, time, timing;
	char counter_buf[512];
	const char *counters[GS_PERF_MAX];
	unsigned int n_counters;
	uint64_t max_insts, repeat, global_offset[3], max_total_insts, threads;
	double max_time;
	uint32_t dynamic_lds;
	struct run_args args;
};

/* "A,B,C" into o->counters (pointing into o->counter_buf); more than one
 * --counters adds up. */
static int parse_counters(struct run_opts *o, const char *v)
{
	size_t used = 0, len = strlen(v);
	char *p, *tok, *save = NULL;

	for (unsigned int i = 0; i < o->n_counters; i++)
		used += strlen(o->counters[i]) + 1;
	if (!len || used + len + 1 > sizeof(o->counter_buf))
		return 0;
	p = o->counter_buf + used;
	memcpy(p, v, len + 1);
	for (tok = strtok_r(p, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		if (o->n_counters == GS_PERF_MAX)
			return 0;
		o->counters[o->n_counters++] = tok;
	}
	return 1;
}

/* Length of one component of "X,Y,Z" / "XxYxZ": up to ',' or an 'x'
 * that is not the x of a 0x prefix. */
static size_t dim_len(const char *p)
{
	size_t n = 0;

	for (; p[n] && p[n] != ','; n++)
		if (p[n] == 'x' && !(n == 1 && p[0] == '0'))
			break;
	return n;
}

/* "X", "X,Y" or "X,Y,Z" (also XxYxZ), each from min to max (numparse.h). */
static int parse_dims_opt(const char *opt, const char *v, uint64_t min, uint64_t max, uint64_t out[3])
{
	const char *p = v;
	char part[32], why[160];

	out[0] = out[1] = out[2] = min;
	for (int i = 0; i < 3; i++) {
		size_t n = dim_len(p);

		if (n >= sizeof(part))
			n = sizeof(part) - 1;
		memcpy(part, p, n);
		part[n] = 0;
		if (num_u64(part, min, max, &out[i], why, sizeof(why)))
			return usage_error("run", "bad %s '%s': %c: %s", opt, v, "xyz"[i], why);
		p += dim_len(p);
		if (!*p)
			return 0;
		p++;
		if (i == 2 || !*p)
			break;
	}
	return usage_error("run", "bad %s '%s', expected X, X,Y or X,Y,Z", opt, v);
}

static int parse_u64_opt(const char *opt, const char *v, uint64_t min, uint64_t max, uint64_t *out)
{
	char why[160];

	if (num_u64(v, min, max, out, why, sizeof(why)))
		return usage_error("run", "bad %s '%s': %s", opt, v, why);
	return 0;
}

/* Ctrl-C: the emulator stops between waves and says where (a second
 * Ctrl-C ends the process at once). */
static volatile int run_interrupted;

static void on_sigint(int sig)
{
	(void)sig;
	run_interrupted = 1;
	signal(SIGINT, SIG_DFL);
}

/* The emulator's progress through a long dispatch, on the terminal. */
static void run_progress(void *ctx, uint64_t done, uint64_t total)
{
	static struct timespec t0;
	struct timespec t;
	double s;

	(void)ctx;
	clock_gettime(CLOCK_MONOTONIC, &t);
	if (!t0.tv_sec)
		t0 = t;
	s = (double)(t.tv_sec - t0.tv_sec) + (double)(t.tv_nsec - t0.tv_nsec) * 1e-9;
	if (done >= total) {
		fprintf(stderr, "\r\033[K");
		t0.tv_sec = 0;
		return;
	}
	fprintf(stderr, "\r  emulating: %" PRIu64 " of %" PRIu64 " workgroups (%.0f%%), %.1f s, %.0f workgroups/s\033[K",
		done, total, 100.0 * (double)done / (double)total, s, s > 0 ? (double)done / s : 0.0);
}

static int parse(int argc, char **argv, struct run_opts *o)
{
	const char *v;
	char msg[512], why[160];
	uint64_t d3[3], n;
	int rc;

	o->grid[0] = o->grid[1] = o->grid[2] = 1;
	o->block[0] = 64;
	o->block[1] = o->block[2] = 1;
	o->device = "auto";
	o->repeat = 1;
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			fputs(run_help, stdout);
			exit(stdout_finish(EXIT_OK));
		} else if ((v = opt_value(argc, argv, &i, "--target"))) {
			o->target = v;
		} else if ((v = opt_value(argc, argv, &i, "--device"))) {
			o->device = v;
		} else if ((v = opt_value(argc, argv, &i, "--kernel"))) {
			o->kernel = v;
		} else if ((v = opt_value(argc, argv, &i, "--grid"))) {
			if ((rc = parse_dims_opt("--grid", v, 1, UINT32_MAX, d3)))
				return rc;
			for (int d = 0; d < 3; d++)
				o->grid[d] = (uint32_t)d3[d];
		} else if ((v = opt_value(argc, argv, &i, "--block"))) {
			if ((rc = parse_dims_opt("--block", v, 1, 1024, d3)))
				return rc;
			for (int d = 0; d < 3; d++)
				o->block[d] = (uint32_t)d3[d];
		} else if ((v = opt_value(argc, argv, &i, "--global-offset"))) {
			if ((rc = parse_dims_opt("--global-offset", v, 0, UINT64_MAX, o->global_offset)))
				return rc;
		} else if ((v = opt_value(argc, argv, &i, "--arg"))) {
			if (!run_arg_parse(&o->args, v, msg, sizeof(msg)))
				return usage_error("run", "%s", msg);
		} else if ((v = opt_value(argc, argv, &i, "--expect"))) {
			if (!strlist_add(&o->expect, v))
				return usage_error("run", "out of memory");
		} else if ((v = opt_value(argc, argv, &i, "--expect-file"))) {
			if (!strlist_add(&o->expect_file, v))
				return usage_error("run", "out of memory");
		} else if ((v = opt_value(argc, argv, &i, "--print"))) {
			if (!strlist_add(&o->print, v))
				return usage_error("run", "out of memory");
		} else if ((v = opt_value(argc, argv, &i, "--print-hex"))) {
			if (!strlist_add(&o->print_hex, v))
				return usage_error("run", "out of memory");
		} else if ((v = opt_value(argc, argv, &i, "--save"))) {
			if (!strchr(v, '=') || !strchr(v, '=')[1])
				return usage_error("run", "bad --save '%s', expected BUFFER=PATH", v);
			if (!strlist_add(&o->save, v))
				return usage_error("run", "out of memory");
		} else if ((v = opt_value(argc, argv, &i, "--rtol"))) {
			if (num_f64(v, 0, 1e300, &o->rtol, why, sizeof(why)))
				return usage_error("run", "bad --rtol '%s': %s", v, why);
		} else if ((v = opt_value(argc, argv, &i, "--atol"))) {
			if (num_f64(v, 0, 1e300, &o->atol, why, sizeof(why)))
				return usage_error("run", "bad --atol '%s': %s", v, why);
		} else if ((v = opt_value(argc, argv, &i, "--repeat"))) {
			if ((rc = parse_u64_opt("--repeat", v, 1, 1000000, &o->repeat)))
				return rc;
		} else if ((v = opt_value(argc, argv, &i, "--dynamic-lds"))) {
			if ((rc = parse_u64_opt("--dynamic-lds", v, 0, UINT32_MAX, &n)))
				return rc;
			o->dynamic_lds = (uint32_t)n;
		} else if ((v = opt_value(argc, argv, &i, "--json"))) {
			o->json = v;
		} else if ((v = opt_value(argc, argv, &i, "--counters"))) {
			if (!parse_counters(o, v))
				return usage_error("run", "bad --counters '%s', expected NAME[,NAME...] (at most %d)",
						   v, GS_PERF_MAX);
		} else if ((v = opt_value(argc, argv, &i, "--max-insts"))) {
			if ((rc = parse_u64_opt("--max-insts", v, 1, UINT64_MAX, &o->max_insts)))
				return rc;
		} else if ((v = opt_value(argc, argv, &i, "--max-total-insts"))) {
			if ((rc = parse_u64_opt("--max-total-insts", v, 0, UINT64_MAX, &o->max_total_insts)))
				return rc;
		} else if ((v = opt_value(argc, argv, &i, "--threads"))) {
			if ((rc = parse_u64_opt("--threads", v, 1, 256, &o->threads)))
				return rc;
		} else if ((v = opt_value(argc, argv, &i, "--timing"))) {
			if (strcmp(v, "on") && strcmp(v, "off"))
				return usage_error("run", "bad --timing '%s', expected on or off", v);
			o->timing = strcmp(v, "on") ? GS_EMU_TIMING_OFF : GS_EMU_TIMING_ON;
		} else if ((v = opt_value(argc, argv, &i, "--max-time"))) {
			char bad[160];

			if (num_f64(v, 0.001, 1e9, &o->max_time, bad, sizeof(bad)))
				return usage_error("run", "--max-time: %s (seconds)", bad);
		} else if (strcmp(argv[i], "--no-check") == 0 || strcmp(argv[i], "--check") == 0) {
			o->no_check = argv[i][2] == 'n';
		} else if (strcmp(argv[i], "--lease") == 0) {
			o->lease = 1;
		} else if (strcmp(argv[i], "--wave64") == 0) {
			o->wave64 = 1;
		} else if (strcmp(argv[i], "--time") == 0) {
			o->time = 1;
		} else if (strcmp(argv[i], "--dump-pm4") == 0) {
			o->dump_pm4 = 1;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			return usage_error("run", "unknown option '%s'", argv[i]);
		} else if (!o->file) {
			o->file = argv[i];
		} else {
			return usage_error("run", "more than one input file ('%s' and '%s')", o->file, argv[i]);
		}
	}
	if (!o->file)
		return usage_error("run", "no input file");
	/* work-items per dimension are 32-bit in a dispatch (AQL grid_size,
	 * HIP's hipModuleLaunchKernel check): say so before anything runs */
	for (int d = 0; d < 3; d++)
		if ((uint64_t)o->grid[d] * o->block[d] > UINT32_MAX)
			return usage_error("run",
					   "--grid %u with --block %u in %c: %llu work-items, more than a dispatch holds (4294967295 per dimension: the grid size is 32-bit in the AQL packet and in HIP's launch check)",
					   o->grid[d], o->block[d], "xyz"[d],
					   (unsigned long long)o->grid[d] * o->block[d]);
	if (o->repeat > 1)
		o->time = 1;
	return EXIT_OK;
}

/* The code object to launch: FILE.co as is, else assembled from source
 * for t (forced) or, failing that, the source's .amdgcn_target or dflt. */
static uint8_t *load_code(const struct run_opts *o, const struct gs_target *t,
			  const struct gs_target *dflt, size_t *size,
			  const struct gs_target **got, struct gs_program **prog, struct gs_error *err)
{
	size_t n;
	uint8_t *data = read_input(o->file, &n, err), *co = NULL;
	struct gs_program *p;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;

	if (!data)
		return NULL;
	if (n >= 4 && memcmp(data, "\177ELF", 4) == 0) {
		struct gs_codeobj c;

		if (gs_codeobj_read(data, n, &c, err)) {
			free(data);
			return NULL;
		}
		*got = c.target;
		gs_codeobj_free(&c);
		*size = n;
		return data;
	}
	free(data);
	p = assemble_file(o->file, t, dflt, o->wave64, 0, 0, err);
	if (!p)
		return NULL;
	in.target = p->target;
	in.text = p->text;
	in.text_size = p->text_size;
	in.kernels = p->kernels;
	in.n_kernels = p->n_kernels;
	*got = p->target;
	if (!p->n_kernels)
		gs_error_set(err, GS_ERR_INVALID, "%s: no .amdhsa_kernel block, nothing to launch", o->file);
	else if (gs_codeobj_write(&in, &co, size, err) == GS_OK)
		fprintf(stderr, "gfxshim: assembled %s for %s: %zu kernel%s, %zu bytes of code\n", o->file,
			p->target->name, p->n_kernels, p->n_kernels == 1 ? "" : "s", p->text_size);
	if (co)
		*prog = p;  /* kept to map a faulting PC back to a source line */
	else
		gs_program_free(p);
	return co;
}

/* "PC 0x..." in an error -> "FILE:LINE" through the assembler's line table. */
static void note_source_line(const char *msg, const char *file, const struct gs_program *p,
			     const struct gs_module *m)
{
	const char *pcs = strstr(msg, "PC 0x");
	const struct gs_codeobj *co = gs_module_codeobj(m);
	unsigned long long pc, off;

	if (!pcs || !p || sscanf(pcs + 3, "%llx", &pc) != 1 || pc < gs_module_va(m))
		return;
	off = pc - gs_module_va(m);
	for (size_t k = 0; k < co->n_kernels && k < p->n_kernels; k++) {
		/* same kernel order in program and object; map load offset -> .text offset */
		unsigned long long t = off - co->kernels[k].entry_offset + p->kernels[k].entry_offset;

		if (off < co->kernels[k].entry_offset)
			continue;
		for (size_t i = 0; i < p->n_lines; i++)
			if (p->lines[i].offset == t) {
				fprintf(stderr, "gfxshim: note: PC 0x%llx is %s:%u\n", pc, file, p->lines[i].line);
				return;
			}
	}
}

/* Take the benchmark lease of the gfxshim.ko device that is this GPU. */
static enum gs_status take_lease(const struct gs_device_info *info, struct gs_kmod **km,
				 struct gs_error *err)
{
	struct gs_kmod_device d[32];
	size_t n = 0;
	bool got = false;
	int32_t holder = 0;
	enum gs_status st;

	if (info->emulated)
		return gs_error_set(err, GS_ERR_INVALID,
				    "--lease is for real GPUs; the emulator is not shared and needs none");
	st = gs_kmod_open(NULL, 0, km, err);
	if (st)
		return gs_error_prefix(err, "--lease needs gfxshim.ko");
	st = gs_kmod_devices(*km, d, 32, &n, err);
	for (size_t i = 0; !st && i < n && i < 32; i++) {
		char bdf[16];

		snprintf(bdf, sizeof(bdf), "%04x:%02x:%02x.%u", d[i].pci_domain & 0xffff, d[i].pci_bus,
			 d[i].pci_dev, d[i].pci_func & 7);
		if (!(d[i].flags & GS_KMOD_DEV_PCI) || strcmp(bdf, info->pci_bdf))
			continue;
		st = gs_kmod_lease_try_acquire(*km, d[i].index, d[i].uid, &got, &holder, err);
		if (!st && !got) {
			fprintf(stderr, "gfxshim: waiting for the lease on %s held by pid %d\n", bdf, holder);
			st = gs_kmod_lease_acquire(*km, d[i].index, d[i].uid, err);
		}
		if (!st)
			fprintf(stderr, "gfxshim: holding the benchmark lease on %s\n", bdf);
		return st;
	}
	return st ? st : gs_error_set(err, GS_ERR_NODEV, "gfxshim.ko has not attached to %s", info->pci_bdf);
}

/* What ran, for --json and the summary lines. */
struct run_record {
	struct gs_launch_result res;     /* the last run's */
	uint64_t *ticks, *ns;            /* per run, with --time */
	uint64_t runs;
	struct check_result *checks;     /* --expect then --expect-file */
	unsigned int n_checks;
	const char *kernel;
	const char *evidence;            /* gs_device_evidence: "modelled" with the timing model */
	char error[GS_ERROR_MSG_MAX];
};

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* min, median (the lower middle of an even count), max of v[0..n) (sorted in place). */
static void stats(uint64_t *v, uint64_t n, uint64_t out[3])
{
	qsort(v, n, sizeof(*v), cmp_u64);
	out[0] = v[0];
	out[1] = v[(n - 1) / 2];
	out[2] = v[n - 1];
}

static void print_times(const struct run_record *r)
{
	uint64_t t[3], ns[3], *ct = malloc(r->runs * 8), *cn = malloc(r->runs * 8);
	int modelled = r->evidence && !strcmp(r->evidence, "modelled");
	const char *what = modelled ? "modelled clock: the timing model's cycles, not silicon"
			   : r->res.clock_emulated ? "emulated clock: counts work, not time" : "GPU clock, silicon";

	if (!ct || !cn) {
		free(ct);
		free(cn);
		return;
	}
	memcpy(ct, r->ticks, r->runs * 8);
	memcpy(cn, r->ns, r->runs * 8);
	stats(ct, r->runs, t);
	stats(cn, r->runs, ns);
	if (r->runs == 1)
		fprintf(stderr, "gfxshim: time: %" PRIu64 " ticks = %" PRIu64 " ns at %llu kHz (%s)\n", t[0], ns[0],
			(unsigned long long)r->res.clock_khz, what);
	else
		fprintf(stderr,
			"gfxshim: time over %" PRIu64 " runs: min %" PRIu64 " ns, median %" PRIu64 " ns, max %" PRIu64
			" ns (%" PRIu64 "/%" PRIu64 "/%" PRIu64 " ticks at %llu kHz; %s)\n",
			r->runs, ns[0], ns[1], ns[2], t[0], t[1], t[2], (unsigned long long)r->res.clock_khz, what);
	free(ct);
	free(cn);
}

static void json_dims(struct json_w *j, const char *key, const uint64_t *v64, const uint32_t *v32)
{
	json_w_arr(j, key);
	for (int d = 0; d < 3; d++)
		json_w_u64(j, NULL, v64 ? v64[d] : v32[d]);
	json_w_end_arr(j);
}

static enum gs_status write_json(const struct run_opts *o, const struct run_record *r, struct gs_device *dev,
				 const struct gs_device_info *info, int argc, char **argv, int rc,
				 struct gs_error *err)
{
	struct outbuf b;
	struct json_w j;
	struct provenance p;
	char buf[96];
	enum gs_status st = outbuf_open(&b, err);

	if (st)
		return st;
	provenance_fill(&p, dev, argc, argv);
	json_w_init(&j, b.f);
	json_w_obj(&j, NULL);
	json_w_obj(&j, "provenance");
	provenance_json(&j, &p);
	json_w_end_obj(&j);
	json_w_str(&j, "evidence", gs_device_evidence(dev));
	/* how the launch reached the GPU: emu, cs, kfd-pm4, kfd-aql */
	json_w_str(&j, "submission_path", info->path);
	json_w_str(&j, "target", info->target->name);
	json_w_str(&j, "file", o->file);
	json_w_str(&j, "kernel", r->kernel);
	json_dims(&j, "grid", NULL, o->grid);
	json_dims(&j, "block", NULL, o->block);
	json_w_u64(&j, "work_items", r->res.work_items);
	json_w_u64(&j, "wave_size", r->res.wave32 ? 32 : 64);
	json_w_u64(&j, "waves_per_group", r->res.waves_per_group);
	json_w_u64(&j, "dynamic_lds", o->dynamic_lds);
	json_dims(&j, "global_offset", o->global_offset, NULL);
	json_w_obj(&j, "kernarg");
	json_w_u64(&j, "bytes", r->res.kernarg_bytes);
	json_w_u64(&j, "allocated", r->res.kernarg_alloc);
	json_w_u64(&j, "explicit_bytes", o->args.blob_size);
	json_w_bool(&j, "from_metadata", r->res.kernarg_from_metadata);
	json_w_u64(&j, "hidden_filled", r->res.n_hidden);
	json_w_str(&j, "hidden_left_zero", r->res.warnings[0] ? r->res.warnings : NULL);
	json_w_end_obj(&j);
	json_w_arr(&j, "args");
	for (unsigned int i = 0; i < o->args.n; i++) {
		const struct run_arg *a = &o->args.a[i];

		json_w_obj(&j, NULL);
		json_w_str(&j, "name", a->name);
		json_w_str(&j, "kind", a->is_buffer ? "buffer" : "scalar");
		json_w_str(&j, "type", elem_info(a->type)->name);
		json_w_u64(&j, "offset", a->offset);
		json_w_u64(&j, "size", a->size);
		if (a->meta)
			json_w_str(&j, "metadata_kind", a->meta->kind_name);
		if (a->is_buffer) {
			json_w_u64(&j, "count", a->count);
			run_arg_init_text(a, buf, sizeof(buf));
			json_w_str(&j, "init", buf);
			json_w_u64(&j, "address", a->bo ? a->bo->va : 0);
		} else {
			elem_format(a->type, a->scalar, buf, sizeof(buf));
			json_w_str(&j, "value", buf);
		}
		json_w_end_obj(&j);
	}
	json_w_end_arr(&j);
	json_w_u64(&j, "runs", r->runs);
	if (r->ticks && r->runs) {
		uint64_t t[3], ns[3];

		json_w_obj(&j, "timings");
		json_w_str(&j, "clock", r->res.clock_emulated ? gs_device_evidence(dev) : "silicon");
		json_w_u64(&j, "clock_khz", r->res.clock_khz);
		json_w_arr(&j, "ticks");
		for (uint64_t i = 0; i < r->runs; i++)
			json_w_u64(&j, NULL, r->ticks[i]);
		json_w_end_arr(&j);
		json_w_arr(&j, "ns");
		for (uint64_t i = 0; i < r->runs; i++)
			json_w_u64(&j, NULL, r->ns[i]);
		json_w_end_arr(&j);
		stats(r->ticks, r->runs, t);
		stats(r->ns, r->runs, ns);
		json_w_u64(&j, "min_ns", ns[0]);
		json_w_u64(&j, "median_ns", ns[1]);
		json_w_u64(&j, "max_ns", ns[2]);
		json_w_end_obj(&j);
	} else {
		json_w_null(&j, "timings");
	}
	json_w_arr(&j, "counters");
	for (unsigned int i = 0; i < r->res.n_counters; i++) {
		json_w_obj(&j, NULL);
		json_w_str(&j, "name", r->res.counters[i].name);
		json_w_str(&j, "block", r->res.counters[i].block);
		json_w_u64(&j, "value", r->res.counters[i].value);
		json_w_u64(&j, "instances", r->res.counters[i].instances);
		json_w_str(&j, "evidence", r->res.counters_emulated ? gs_device_evidence(dev) : "silicon");
		json_w_end_obj(&j);
	}
	json_w_end_arr(&j);
	json_w_arr(&j, "checks");
	for (unsigned int i = 0; i < r->n_checks; i++) {
		const struct check_result *c = &r->checks[i];
		int file = i >= o->expect.n;

		json_w_obj(&j, NULL);
		json_w_str(&j, "expect", file ? o->expect_file.v[i - o->expect.n] : o->expect.v[i]);
		json_w_str(&j, "kind", file ? "file" : "expression");
		json_w_str(&j, "result", c->ok > 0 ? "pass" : c->ok == 0 ? "fail" : "error");
		json_w_u64(&j, "elements", c->n);
		json_w_u64(&j, "mismatches", c->bad);
		json_w_num(&j, "max_abs_error", c->max_abs);
		json_w_num(&j, "rtol", o->rtol);
		json_w_num(&j, "atol", o->atol);
		json_w_str(&j, "message", c->msg);
		json_w_end_obj(&j);
	}
	json_w_end_arr(&j);
	json_w_str(&j, "error", r->error[0] ? r->error : NULL);
	json_w_u64(&j, "exit_status", (uint64_t)rc);
	json_w_end_obj(&j);
	json_w_done(&j);
	return outbuf_commit(&b, o->json, err);
}

/* The launches; 0 or the exit code of the failure (reported). */
static int launch_all(struct run_opts *o, struct gs_device *dev, struct gs_module *mod,
		      const struct gs_device_info *info, const uint8_t *blob, struct run_record *r,
		      const struct gs_program *prog)
{
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	struct gs_error err = { 0 };

	ld.kernel = o->kernel;
	memcpy(ld.grid, o->grid, sizeof(ld.grid));
	memcpy(ld.block, o->block, sizeof(ld.block));
	ld.kernarg = blob;
	ld.kernarg_size = o->args.blob_size;
	ld.timestamps = o->time;
	ld.counters = o->n_counters ? o->counters : NULL;
	ld.n_counters = o->n_counters;
	ld.dynamic_lds = o->dynamic_lds;
	memcpy(ld.global_offset, o->global_offset, sizeof(ld.global_offset));
	if (o->time) {
		r->ticks = calloc(o->repeat, 8);
		r->ns = calloc(o->repeat, 8);
		if (!r->ticks || !r->ns) {
			gs_error_set(&err, GS_ERR_NOMEM, "out of memory");
			snprintf(r->error, sizeof(r->error), "%s", err.msg);
			return report(&err);
		}
	}
	for (uint64_t i = 0; i < o->repeat; i++) {
		enum gs_status st;

		free(r->res.pm4);
		st = gs_launch(dev, mod, &ld, &r->res, &err);
		if (o->dump_pm4 && r->res.pm4 && i == 0) {
			struct gs_error e2 = { 0 };

			printf("PM4 stream (%zu dwords):\n", r->res.pm4_ndw);
			gs_pm4_dump(stdout, info->target, r->res.pm4, r->res.pm4_ndw, &e2);
		}
		if (st) {
			int rc;

			snprintf(r->error, sizeof(r->error), "%s", err.msg);
			rc = report(&err);  /* 130 for Ctrl-C, else 3 */
			note_source_line(err.msg, o->file, prog, mod);
			return rc;
		}
		if (r->ticks) {
			r->ticks[i] = r->res.elapsed_ticks;
			r->ns[i] = r->res.elapsed_ns;
		}
		r->runs = i + 1;
	}
	return 0;
}

int cmd_run(int argc, char **argv)
{
	struct run_opts o;
	struct gs_error err = { 0 };
	struct gs_device_options dopt = GS_DEVICE_OPTIONS_INIT;
	struct gs_device *dev = NULL;
	struct gs_device_info info = GS_DEVICE_INFO_INIT;
	struct gs_module *mod = NULL;
	struct run_record r;
	const struct gs_target *t = NULL, *dflt;
	const struct gs_kernel *k;
	struct gs_program *prog = NULL;
	struct gs_kmod *km = NULL;
	uint8_t *co = NULL, *blob = NULL;
	size_t co_size = 0;
	char msg[1024];
	int rc, failed = 0, launched = 0;

	memset(&o, 0, sizeof(o));
	o.max_total_insts = 1ull << 34;  /* a typo in --grid trips it in minutes, not hours */
	memset(&r, 0, sizeof(r));
	r.res.size = sizeof(r.res);
	rc = parse(argc, argv, &o);
	if (rc)
		goto out;
	if (o.target && !(t = gs_target_find(o.target))) {
		rc = usage_error("run", "unknown target '%s' (see 'gfxshim targets')", o.target);
		goto out;
	}
	/* The code decides the target (unless --target does); then the device. */
	/* a source without .amdgcn_target is assembled for --device emu:T's T */
	dflt = strncmp(o.device, "emu:", 4) == 0 && gs_target_find(o.device + 4) ? gs_target_find(o.device + 4)
										: gs_target_find("gfx1201");
	/* ... and for kfd:N (and auto, which tries kfd:0 first) the GPU's,
	 * from the KFD topology */
	if (strncmp(o.device, "kfd", 3) == 0 || strcmp(o.device, "auto") == 0) {
		struct gs_kfd_node nodes[16];
		int nk = 0, idx = o.device[3] == ':' ? atoi(o.device + 4) : 0;

		if (gs_kfd_nodes(nodes, 16, &nk, NULL) == GS_OK && idx >= 0 && idx < nk && nodes[idx].target)
			dflt = nodes[idx].target;
	}
	co = load_code(&o, t, dflt, &co_size, &t, &prog, &err);
	if (!co) {
		rc = report(&err);
		goto out;
	}
	dopt.default_target = t->name;
	dopt.max_wave_insts = o.max_insts;
	dopt.no_check = o.no_check;
	dopt.threads = (unsigned int)o.threads;
	dopt.timing = o.timing;
	dopt.max_total_insts = o.max_total_insts;
	dopt.max_seconds = o.max_time;
	dopt.cancel = &run_interrupted;
	if (isatty(STDERR_FILENO))  /* workgroups done on the terminal, nothing in pipes */
		dopt.progress = run_progress;
	signal(SIGINT, on_sigint);
	if (gs_device_open(o.device, &dopt, &dev, &err)) {
		rc = report(&err);
		goto out;
	}
	gs_device_get_info(dev, &info);
	r.evidence = gs_device_evidence(dev);
	if (gs_module_load(dev, co, co_size, &mod, &err)) {
		rc = report(&err);
		goto out;
	}
	/* a mock's name already says "mock render node (emulated): not a silicon result" */
	fprintf(stderr, "gfxshim: device: %s%s\n", info.name,
		info.mock ? "" : !strcmp(r.evidence, "modelled") ? " [MODELLED: the emulator's timing model, not a silicon result]"
		: info.emulated ? " [EMULATED: not a silicon result]" : " [silicon]");
	if (info.note[0])
		fprintf(stderr, "gfxshim: note: %s\n", info.note);
	fprintf(stderr, "gfxshim: submission path: %s\n", info.path);
	k = gs_codeobj_kernel(gs_module_codeobj(mod), o.kernel, NULL);
	if (!k) {
		rc = o.kernel ? usage_error("run", "no kernel named '%s' in %s", o.kernel, o.file)
			      : usage_error("run", "%s has %zu kernels; name one with --kernel", o.file,
					    gs_module_codeobj(mod)->n_kernels);
		goto out;
	}
	r.kernel = k->name;
	if (!run_args_layout(&o.args, k, msg, sizeof(msg))) {
		rc = usage_error("run", "%s", msg);
		goto out;
	}
	if (o.lease && take_lease(&info, &km, &err)) {
		rc = report(&err);
		goto out;
	}
	blob = malloc(o.args.blob_size ? o.args.blob_size : 1);
	if (!blob || run_args_alloc(&o.args, dev, &err)) {
		if (!blob)
			gs_error_set(&err, GS_ERR_NOMEM, "out of memory");
		rc = report(&err);
		goto out;
	}
	run_args_blob(&o.args, blob);
	launched = 1;
	rc = launch_all(&o, dev, mod, &info, blob, &r, prog);
	if (rc)
		goto out;
	fprintf(stderr, "gfxshim: ran %s on %s: grid %ux%ux%u of %ux%ux%u threads (%u wave%d per workgroup)%s\n",
		k->name, info.target->name, o.grid[0], o.grid[1], o.grid[2], o.block[0], o.block[1], o.block[2],
		r.res.waves_per_group, r.res.wave32 ? 32 : 64, o.repeat > 1 ? ", repeated" : "");
	if (r.res.kernarg_from_metadata)
		fprintf(stderr,
			"gfxshim: kernel arguments: %u bytes as the code object's .args lay them out, %u hidden arguments filled; segment %u bytes (%u allocated)\n",
			o.args.blob_size, r.res.n_hidden, r.res.kernarg_bytes, r.res.kernarg_alloc);
	if (r.res.warnings[0])
		fprintf(stderr,
			"gfxshim: warning: kernel %s: hidden arguments gfxshim provides no service for, left zero: %s (printf, hostcall, malloc, multi-grid sync or device enqueue will not work)\n",
			k->name, r.res.warnings);
	if (r.ticks)
		print_times(&r);
	if (r.res.n_counters)
		fprintf(stderr, "gfxshim: counters: %s\n",
			!strcmp(gs_device_evidence(dev), "modelled")
				? "the timing model's counts (modelled, not a silicon measurement)"
			: r.res.counters_emulated ? "the emulator's model (emulated counts, not a silicon measurement)"
						  : "read from the GPU (silicon)");
	for (unsigned int i = 0; i < r.res.n_counters; i++)
		printf("counter %s: %llu (%s on %s; block %s, %u instance%s)\n", r.res.counters[i].name,
		       (unsigned long long)r.res.counters[i].value,
		       info.mock ? "mock" : r.res.counters_emulated ? gs_device_evidence(dev) : "silicon",
		       info.target->name, r.res.counters[i].block, r.res.counters[i].instances,
		       r.res.counters[i].instances == 1 ? "" : "s");
	for (unsigned int i = 0; i < o.print.n; i++)
		if (!run_print(&o.args, o.print.v[i], 0))
			rc = EXIT_USAGE;
	for (unsigned int i = 0; i < o.print_hex.n; i++)
		if (!run_print(&o.args, o.print_hex.v[i], 1))
			rc = EXIT_USAGE;
	r.checks = calloc(o.expect.n + o.expect_file.n + 1, sizeof(*r.checks));
	if (!r.checks) {
		gs_error_set(&err, GS_ERR_NOMEM, "out of memory");
		rc = report(&err);
		goto out;
	}
	for (unsigned int i = 0; i < o.expect.n + o.expect_file.n; i++) {
		struct check_result *c = &r.checks[r.n_checks++];
		const char *e = i < o.expect.n ? o.expect.v[i] : o.expect_file.v[i - o.expect.n];

		if (i < o.expect.n)
			run_check(&o.args, e, o.rtol, o.atol, c);
		else
			run_check_file(&o.args, e, o.rtol, o.atol, c);
		if (c->ok < 0) {
			fprintf(stderr, "gfxshim: error: %s\n", c->msg);
			rc = EXIT_USAGE;
		} else {
			printf("check %s: %s: %s (%s on %s)\n", e, c->msg, c->ok ? "PASS" : "FAIL",
			       gs_device_evidence(dev), info.target->name);
			failed |= !c->ok;
		}
	}
	for (unsigned int i = 0; i < o.save.n; i++) {
		if (run_save(&o.args, o.save.v[i], &err)) {
			rc = report(&err);
		} else {
			fprintf(stderr, "gfxshim: saved %s\n", o.save.v[i]);
		}
	}
	if (!rc && failed)
		rc = EXIT_FAIL;
out:
	if (launched && o.json) {
		struct gs_error je = { 0 };

		if (write_json(&o, &r, dev, &info, argc, argv, rc, &je))
			rc = report(&je);
	}
	gs_kmod_close(km);  /* releases the lease */
	gs_program_free(prog);
	free(r.res.pm4);
	free(r.ticks);
	free(r.ns);
	free(r.checks);
	free(blob);
	run_args_free(&o.args, dev);
	free(o.expect.v);
	free(o.expect_file.v);
	free(o.print.v);
	free(o.print_hex.v);
	free(o.save.v);
	gs_module_free(mod);
	free(co);
	gs_device_close(dev);
	return stdout_finish(rc);
}
