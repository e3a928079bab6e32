// SPDX-License-Identifier: MIT
/* gfxshim run: assemble (or load), package, dispatch, check. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/kmod.h"
#include "gfxshim/launch.h"
#include "gfxshim/pm4.h"
#include "run_args.h"

static const char run_help[] =
	"usage: gfxshim run FILE.s|FILE.co [options]\n"
	"\n"
	"Assemble FILE (or load a code object), launch one kernel and wait for it.\n"
	"\n"
	"  --target T          gfx target (default: the device's, or .amdgcn_target)\n"
	"  --device D          auto (default), emu, emu:TARGET or amdgpu:N; auto runs on a\n"
	"                      real AMD GPU when one can be used, else on the emulator\n"
	"  --kernel NAME       kernel to launch (default: the only one)\n"
	"  --grid X[,Y,Z]      workgroups (default 1)\n"
	"  --block X[,Y,Z]     threads per workgroup (default 64)\n"
	"  --arg SPEC          kernel argument, in order; repeat for each:\n"
	"                        [NAME=]buf:TYPE:COUNT[:INIT]  a buffer; its address is passed\n"
	"                          TYPE u32|i32|f32, INIT zero|iota|rand|fill=V (default zero)\n"
	"                        [NAME=]TYPE:VALUE             a scalar (u32|i32|f32|u64)\n"
	"  --expect C=A+B      check buffer C elementwise (also A-B, A*B, A, NUMBER)\n"
	"  --print NAME[:N]    print the first N elements of a buffer (default 16)\n"
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
	"  --no-check          emulator: do not stop at hazards (a register read before\n"
	"                      the wait that covers its load); the read then sees the\n"
	"                      old value, as silicon may.  --check (the default) stops\n"
	"\n"
	"Exit status: 0 ran (and checks passed), 1 a check failed, 2 usage, 3 error.\n"
	"\n"
	"example:\n"
	"  gfxshim run examples/vadd.s --target gfx1201 --grid 4 --block 64 \\\n"
	"      --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 \\\n"
	"      --arg n=u32:256 --expect c=a+b\n";

struct run_opts {
	const char *file, *target, *device, *kernel;
	uint32_t grid[3], block[3];
	const char *expect[8], *print[8];
	unsigned int n_expect, n_print;
	int dump_pm4, wave64, no_check, lease, time;
	char counter_buf[512];
	const char *counters[GS_PERF_MAX];
	unsigned int n_counters;
	uint64_t max_insts;
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

static int parse(int argc, char **argv, struct run_opts *o)
{
	const char *v;
	char msg[256];

	o->grid[0] = o->grid[1] = o->grid[2] = 1;
	o->block[0] = 64;
	o->block[1] = o->block[2] = 1;
	o->device = "auto";
	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			fputs(run_help, stdout);
			exit(EXIT_OK);
		} else if ((v = opt_value(argc, argv, &i, "--target"))) {
			o->target = v;
		} else if ((v = opt_value(argc, argv, &i, "--device"))) {
			o->device = v;
		} else if ((v = opt_value(argc, argv, &i, "--kernel"))) {
			o->kernel = v;
		} else if ((v = opt_value(argc, argv, &i, "--grid"))) {
			if (!parse_dims(v, o->grid))
				return usage_error("run", "bad --grid '%s', expected X or X,Y,Z (positive)", v);
		} else if ((v = opt_value(argc, argv, &i, "--block"))) {
			if (!parse_dims(v, o->block))
				return usage_error("run", "bad --block '%s', expected X or X,Y,Z (positive)", v);
		} else if ((v = opt_value(argc, argv, &i, "--arg"))) {
			if (!run_arg_parse(&o->args, v, msg, sizeof(msg)))
				return usage_error("run", "%s", msg);
		} else if ((v = opt_value(argc, argv, &i, "--expect"))) {
			if (o->n_expect == 8)
				return usage_error("run", "at most 8 --expect");
			o->expect[o->n_expect++] = v;
		} else if ((v = opt_value(argc, argv, &i, "--print"))) {
			if (o->n_print == 8)
				return usage_error("run", "at most 8 --print");
			o->print[o->n_print++] = v;
		} else if ((v = opt_value(argc, argv, &i, "--counters"))) {
			if (!parse_counters(o, v))
				return usage_error("run", "bad --counters '%s', expected NAME[,NAME...] (at most %d)",
						   v, GS_PERF_MAX);
		} else if ((v = opt_value(argc, argv, &i, "--max-insts"))) {
			o->max_insts = strtoull(v, NULL, 0);
			if (!o->max_insts)
				return usage_error("run", "bad --max-insts '%s'", v);
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
	struct gs_codeobj_input in;

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
	p = assemble_file(o->file, t, dflt, o->wave64, 0, err);
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

int cmd_run(int argc, char **argv)
{
	struct run_opts o;
	struct gs_error err = { 0 };
	struct gs_device_options dopt = { 0 };
	struct gs_device *dev = NULL;
	struct gs_device_info info;
	struct gs_module *mod = NULL;
	struct gs_launch_desc ld = { 0 };
	struct gs_launch_result res = { 0 };
	const struct gs_target *t = NULL;
	struct gs_program *prog = NULL;
	struct gs_kmod *km = NULL;
	uint8_t *co = NULL, kernarg[512];
	size_t co_size = 0, ka_size = 0;
	int rc, failed = 0;

	memset(&o, 0, sizeof(o));
	rc = parse(argc, argv, &o);
	if (rc)
		return rc;
	if (o.target && !(t = gs_target_find(o.target)))
		return usage_error("run", "unknown target '%s' (see 'gfxshim targets')", o.target);
	/* The code decides the target (unless --target does); then the device. */
	co = load_code(&o, t, gs_target_find("gfx1201"), &co_size, &t, &prog, &err);
	if (!co)
		return report(&err);
	dopt.default_target = t->name;
	dopt.max_wave_insts = o.max_insts;
	dopt.no_check = o.no_check;
	if (gs_device_open(o.device, &dopt, &dev, &err)) {
		free(co);
		gs_program_free(prog);
		return report(&err);
	}
	gs_device_get_info(dev, &info);
	if (gs_module_load(dev, co, co_size, &mod, &err)) {
		rc = report(&err);
		goto out;
	}
	/* a mock's name already says "mock render node (emulated): not a silicon result" */
	fprintf(stderr, "gfxshim: device: %s%s\n", info.name,
		info.mock ? "" : info.emulated ? " [EMULATED: not a silicon result]" : " [silicon]");
	if (info.note[0])
		fprintf(stderr, "gfxshim: note: %s\n", info.note);
	if (o.lease && take_lease(&info, &km, &err)) {
		rc = report(&err);
		goto out;
	}
	if (run_args_setup(&o.args, dev, kernarg, sizeof(kernarg), &ka_size, &err)) {
		rc = report(&err);
		goto out;
	}
	ld.kernel = o.kernel;
	memcpy(ld.grid, o.grid, sizeof(ld.grid));
	memcpy(ld.block, o.block, sizeof(ld.block));
	ld.kernarg = kernarg;
	ld.kernarg_size = ka_size;
	ld.timestamps = o.time;
	ld.counters = o.n_counters ? o.counters : NULL;
	ld.n_counters = o.n_counters;
	rc = gs_launch(dev, mod, &ld, &res, &err);
	if (o.dump_pm4 && res.pm4) {
		struct gs_error e2 = { 0 };

		printf("PM4 stream (%zu dwords):\n", res.pm4_ndw);
		gs_pm4_dump(stdout, info.target, res.pm4, res.pm4_ndw, &e2);
	}
	if (rc) {
		rc = report(&err);
		note_source_line(err.msg, o.file, prog, mod);
		goto out;
	}
	fprintf(stderr, "gfxshim: ran %s on %s: grid %ux%ux%u of %ux%ux%u threads (%u wave%d per workgroup)\n",
		o.kernel ? o.kernel : gs_module_codeobj(mod)->kernels[0].name, info.target->name,
		o.grid[0], o.grid[1], o.grid[2], o.block[0], o.block[1], o.block[2], res.waves_per_group,
		res.wave32 ? 32 : 64);
	if (res.timed)
		fprintf(stderr, "gfxshim: time: %llu ticks = %llu ns at %llu kHz (%s)\n",
			(unsigned long long)res.elapsed_ticks, (unsigned long long)res.elapsed_ns,
			(unsigned long long)res.clock_khz,
			res.clock_emulated ? "emulated clock: counts work, not time" : "GPU clock, silicon");
	if (res.n_counters)
		fprintf(stderr, "gfxshim: counters: %s\n",
			res.counters_emulated ? "the emulator's model (emulated counts, not a silicon measurement)"
					      : "read from the GPU (silicon)");
	for (unsigned int i = 0; i < res.n_counters; i++)
		printf("counter %s: %llu (%s on %s; block %s, %u instance%s)\n", res.counters[i].name,
		       (unsigned long long)res.counters[i].value,
		       info.mock ? "mock" : res.counters_emulated ? "emulated" : "silicon",
		       info.target->name, res.counters[i].block, res.counters[i].instances,
		       res.counters[i].instances == 1 ? "" : "s");
	for (unsigned int i = 0; i < o.n_print; i++)
		if (!run_print(&o.args, o.print[i]))
			rc = EXIT_USAGE;
	for (unsigned int i = 0; i < o.n_expect; i++) {
		char msg[256];
		int ok = run_check(&o.args, o.expect[i], msg, sizeof(msg));

		if (ok < 0) {
			fprintf(stderr, "gfxshim: error: %s\n", msg);
			rc = EXIT_USAGE;
		} else {
			printf("check %s: %s: %s (%s on %s)\n", o.expect[i], msg, ok ? "PASS" : "FAIL",
			       gs_device_evidence(dev), info.target->name);
			failed |= !ok;
		}
	}
	if (!rc && failed)
		rc = EXIT_FAIL;
out:
	gs_kmod_close(km);  /* releases the lease */
	gs_program_free(prog);
	free(res.pm4);
	run_args_free(&o.args, dev);
	gs_module_free(mod);
	free(co);
	gs_device_close(dev);
	return rc;
}
