// SPDX-License-Identifier: MIT
/*
 * The bench suite's environment: the device (stable clocks and the
 * benchmark lease on silicon), the probe kernels assembled for its target,
 * launches, the timer records the probes write, statistics and progress.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "bench.h"
#include "bench_kernels.h"
#include "cli.h"
#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"

/* The benchmark lease of the gfxshim.ko device that is this GPU: warn and
 * go on without it when the module is not loaded; wait while another
 * process holds it. */
static void take_lease(struct bench_env *e)
{
	struct gs_kmod_device d[32];
	struct gs_error err = { 0 };
	size_t n = 0;
	bool got = false;
	int32_t holder = 0;

	if (gs_kmod_open(NULL, 0, &e->km, &err)) {
		if (err.status == GS_ERR_NODEV)
			snprintf(e->lease_note, sizeof(e->lease_note),
				 "none: gfxshim.ko is not loaded, so other GPU work may disturb the figures");
		else
			snprintf(e->lease_note, sizeof(e->lease_note), "none: %.150s", err.msg);
		fprintf(stderr, "gfxshim bench: warning: no benchmark lease (%s)\n", e->lease_note);
		e->km = NULL;
		return;
	}
	if (gs_kmod_devices(e->km, d, 32, &n, &err) == GS_OK) {
		for (size_t i = 0; i < n && i < 32; i++) {
			char bdf[16];

			snprintf(bdf, sizeof(bdf), "%04x:%02x:%02x.%u", d[i].pci_domain & 0xffff, d[i].pci_bus,
				 d[i].pci_dev, d[i].pci_func & 7);
			if (!(d[i].flags & GS_KMOD_DEV_PCI) || strcmp(bdf, e->info.pci_bdf))
				continue;
			if (gs_kmod_lease_try_acquire(e->km, d[i].index, d[i].uid, &got, &holder, &err) == GS_OK &&
			    !got) {
				fprintf(stderr, "gfxshim bench: waiting for the lease on %s, held by pid %d\n", bdf,
					holder);
				if (gs_kmod_lease_acquire(e->km, d[i].index, d[i].uid, &err) == GS_OK)
					got = true;
			}
			if (got) {
				snprintf(e->lease_note, sizeof(e->lease_note), "held on %s", bdf);
				fprintf(stderr, "gfxshim bench: holding the benchmark lease on %s\n", bdf);
				return;
			}
			break;
		}
	}
	snprintf(e->lease_note, sizeof(e->lease_note), "none: %.150s",
		 err.msg[0] ? err.msg : "gfxshim.ko has not attached to this GPU");
	fprintf(stderr, "gfxshim bench: warning: no benchmark lease (%s)\n", e->lease_note);
	gs_kmod_close(e->km);
	e->km = NULL;
}

/* Open with stable clocks when asked; if the driver refuses them, open
 * without and say so (the figures are still taken, and labelled). */
static enum gs_status open_device(struct bench_env *e, const struct bench_common *c, struct gs_error *err)
{
	struct gs_device_options o = { .size = sizeof(o), .default_target = "gfx1201" };  /* the hazard checker on */
	struct gs_error first = { 0 };
	enum gs_status st;

	o.stable_pstate = !c->no_stable_pstate;
	o.timing = c->timing;
	st = gs_device_open(c->device, &o, &e->dev, o.stable_pstate ? &first : err);
	e->info.size = sizeof(e->info);
	if (st == GS_OK)
		gs_device_get_info(e->dev, &e->info);
	/* "auto" falls back to the emulator when the GPU refused to open: try
	 * the GPU once more without stable clocks before taking that */
	if (o.stable_pstate && (st || (e->info.backend && !strcmp(e->info.backend, "emu") &&
				       !strncmp(e->info.note, "found", 5))) &&
	    strncmp(c->device, "emu", 3)) {
		struct gs_device *d2 = NULL;
		struct gs_error e2 = { 0 };

		o.stable_pstate = 0;
		if (gs_device_open(c->device, &o, &d2, &e2) == GS_OK) {
			struct gs_device_info i2 = GS_DEVICE_INFO_INIT;

			gs_device_get_info(d2, &i2);
			if (strcmp(i2.backend, "emu") || st) {
				gs_device_close(e->dev);
				e->dev = d2;
				e->info = i2;
				if (strcmp(i2.backend, "emu"))
					snprintf(e->pstate_note, sizeof(e->pstate_note),
						 "refused (%.150s): clocks may vary between points", first.msg);
				st = GS_OK;
			} else {
				gs_device_close(d2);
			}
		} else if (st) {
			*err = first;
		}
	}
	if (st)
		return st;
	e->amdgpu = !strcmp(e->info.backend, "amdgpu");
	if (!e->amdgpu)
		snprintf(e->pstate_note, sizeof(e->pstate_note), "not applicable (emulator)");
	else if (!e->pstate_note[0] && !c->no_stable_pstate) {
		e->stable_pstate = 1;
		snprintf(e->pstate_note, sizeof(e->pstate_note), "stable pstate (standard)");
	} else if (!e->pstate_note[0])
		snprintf(e->pstate_note, sizeof(e->pstate_note), "not asked (--no-stable-pstate)");
	return GS_OK;
}

int bench_env_open(struct bench_env *e, const struct bench_common *c, int argc, char **argv)
{
	struct gs_error err = { 0 };
	const char *ev;

	memset(e, 0, sizeof(*e));
	if (open_device(e, c, &err))
		return report(&err);
	e->facts.size = sizeof(e->facts);
	gs_device_get_facts(e->dev, &e->facts, NULL);
	e->t = e->info.target;
	e->lanes = e->t->gen == GS_GEN_GFX9 ? 64 : 32;
	ev = gs_device_evidence(e->dev);
	/* the emulator's clock counts instructions until the timing model
	 * exists; its evidence turns "modelled" then */
	snprintf(e->evidence, sizeof(e->evidence), "%s", strcmp(ev, "emulated") ? ev : "emulated-untimed");
	e->timed = !strcmp(e->evidence, "silicon") || !strcmp(e->evidence, "modelled");
	e->quick = c->quick;
	e->repeats = c->repeats ? c->repeats : c->quick ? 2 : e->timed ? 5 : 3;
	e->warmup = c->warmup_set ? c->warmup : e->timed ? 1 : 0;
	e->progress = isatty(2);
	provenance_fill(&e->prov, e->dev, argc, argv);
	snprintf(e->prov.evidence, sizeof(e->prov.evidence), "%s", e->evidence);
	fprintf(stderr, "gfxshim bench: device: %s %s\n", e->info.name, bench_evidence_tag(e->evidence));
	if (e->info.note[0])
		fprintf(stderr, "gfxshim bench: note: %s\n", e->info.note);
	if (!e->amdgpu)
		snprintf(e->lease_note, sizeof(e->lease_note), "not needed (the emulator is not shared)");
	else if (c->no_lease)
		snprintf(e->lease_note, sizeof(e->lease_note), "not taken (--no-lease)");
	else
		take_lease(e);
	if (e->amdgpu)
		fprintf(stderr, "gfxshim bench: clocks: %s\n", e->pstate_note);
	if (!e->timed)
		fprintf(stderr, "gfxshim bench: note: %s figures are instruction counts of the emulator, "
				"not timings; curves are flat until the emulator has a timing model\n",
			e->evidence);
	return EXIT_OK;
}

void bench_env_close(struct bench_env *e)
{
	for (unsigned int i = 0; i < e->nmods; i++)
		gs_module_free(e->mods[i].mod);
	gs_kmod_close(e->km);  /* releases the lease */
	gs_device_close(e->dev);
	memset(e, 0, sizeof(*e));
}

void bench_env_describe(const struct bench_env *e, struct bench_report *rep)
{
	rep->prov = e->prov;
	snprintf(rep->evidence, sizeof(rep->evidence), "%s", e->evidence);
	bench_pt_num(&rep->run, "repeats", e->repeats);
	bench_pt_num(&rep->run, "warmup", e->warmup);
	bench_pt_num(&rep->run, "quick", e->quick);
	bench_pt_num(&rep->run, "stable_pstate", e->stable_pstate);
	bench_pt_str(&rep->run, "clocks", e->pstate_note);
	bench_pt_str(&rep->run, "lease", e->lease_note);
	bench_pt_num(&rep->run, "wave_size", e->lanes);
	bench_pt_num(&rep->run, "timestamp_khz", (double)e->facts.timestamp_khz);
	bench_pt_str(&rep->run, "cycle_counter", e->t->gen == GS_GEN_GFX9    ? "s_memtime (64 bits)"
						  : e->t->gen == GS_GEN_GFX11 ? "HW_REG_SHADER_CYCLES (20 bits, accumulated)"
									     : "HW_REG_SHADER_CYCLES_LO (32 bits)");
	bench_pt_str(&rep->run, "realtime", e->t->gen == GS_GEN_GFX9 ? "s_memrealtime"
								    : "s_sendmsg_rtn_b64 MSG_RTN_GET_REALTIME");
	snprintf(rep->settings_note, sizeof(rep->settings_note),
		 "%u repeat%s, %u warm-up launch%s; clocks: %.80s; lease: %.100s", e->repeats,
		 e->repeats == 1 ? "" : "s", e->warmup, e->warmup == 1 ? "" : "es", e->pstate_note, e->lease_note);
}

enum gs_status bench_module_get(struct bench_env *e, const char *probe, struct gs_module **m, struct gs_error *err)
{
	const struct bench_kernel_src *src = NULL;
	struct gs_asm_options ao = { 0 };
	struct gs_program *p = NULL;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	uint8_t *co = NULL;
	size_t size = 0;
	enum gs_status st;

	for (unsigned int i = 0; i < e->nmods; i++)
		if (!strcmp(e->mods[i].probe, probe)) {
			*m = e->mods[i].mod;
			return GS_OK;
		}
	for (const struct bench_kernel_src *s = bench_kernel_srcs; s->name; s++)
		if (!strcmp(s->name, probe))
			src = s;
	if (!src)
		return gs_error_set(err, GS_ERR_INVALID, "no probe source '%s' (tools/gfxshim/bench/%s.s)", probe, probe);
	if (e->nmods == sizeof(e->mods) / sizeof(e->mods[0]))
		return gs_error_set(err, GS_ERR_RANGE, "too many probe modules");
	ao.target = e->t;
	ao.filename = src->path;
	st = gs_assemble(src->text, src->len, &ao, &p, err);
	if (st) {
		if (p && p->diagnostics && p->diagnostics[0])
			fprintf(stderr, "%s", p->diagnostics);
		gs_program_free(p);
		return gs_error_prefix(err, "assembling the %s probes for %s", probe, e->t->name);
	}
	in.target = p->target;
	in.text = p->text;
	in.text_size = p->text_size;
	in.kernels = p->kernels;
	in.n_kernels = p->n_kernels;
	st = gs_codeobj_write(&in, &co, &size, err);
	gs_program_free(p);
	if (!st)
		st = gs_module_load(e->dev, co, size, m, err);
	free(co);
	if (st)
		return st;
	snprintf(e->mods[e->nmods].probe, sizeof(e->mods[0].probe), "%s", probe);
	e->mods[e->nmods++].mod = *m;
	return GS_OK;
}

int bench_has_kernel(struct gs_module *m, const char *kernel)
{
	size_t idx;

	return gs_codeobj_kernel(gs_module_codeobj(m), kernel, &idx) != NULL;
}

static void put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

enum gs_status bench_launch(struct bench_env *e, struct gs_module *m, const char *kernel, uint32_t grid,
			    uint32_t block, const struct bench_args *a, uint64_t *ticks, struct gs_error *err)
{
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	uint8_t ka[40];
	enum gs_status st;

	put32(ka + 0, (uint32_t)a->out);
	put32(ka + 4, (uint32_t)(a->out >> 32));
	put32(ka + 8, (uint32_t)a->a);
	put32(ka + 12, (uint32_t)(a->a >> 32));
	put32(ka + 16, (uint32_t)a->b);
	put32(ka + 20, (uint32_t)(a->b >> 32));
	for (int i = 0; i < 4; i++)
		put32(ka + 24 + 4 * i, a->p[i]);
	ld.kernel = kernel;
	ld.grid[0] = grid;
	ld.block[0] = block;
	ld.kernarg = ka;
	ld.kernarg_size = sizeof(ka);
	ld.timestamps = ticks != NULL;
	st = gs_launch(e->dev, m, &ld, &res, err);
	free(res.pm4);
	if (!st && ticks)
		*ticks = res.elapsed_ticks;
	return st;
}

enum gs_status bench_bo(struct bench_env *e, uint64_t size, struct gs_bo **bo, struct gs_error *err)
{
	enum gs_status st;

	if (!e->amdgpu)
		return gs_bo_alloc(e->dev, size, 0, bo, err);
	st = gs_bo_alloc(e->dev, size, GS_BO_VRAM | GS_BO_CPU_VISIBLE, bo, err);
	if (st)
		gs_error_prefix(err, "%llu bytes of CPU-visible VRAM (without resizable BAR the CPU sees only part "
				     "of VRAM: lower --max-size)", (unsigned long long)size);
	return st;
}

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

void bench_rec_decode(const struct bench_env *e, const void *raw, struct bench_rec *r)
{
	const uint8_t *b = raw;
	uint32_t w[16];
	uint64_t c0, c1, r0, r1;

	for (int i = 0; i < 16; i++)
		w[i] = get32(b + 4 * i);
	c0 = (uint64_t)w[1] << 32 | w[0];
	c1 = (uint64_t)w[3] << 32 | w[2];
	r0 = (uint64_t)w[5] << 32 | w[4];
	r1 = (uint64_t)w[7] << 32 | w[6];
	/* gfx12's SHADER_CYCLES_LO is 32 bits; gfx11's count is already summed
	 * in 32 bits; gfx9's s_memtime is 64 bits */
	r->cycles = e->t->gen == GS_GEN_GFX9 ? (double)(c1 - c0) : (double)(uint32_t)(c1 - c0);
	r->rt_ticks = r1 >= r0 ? (double)(r1 - r0) : NAN;
	memcpy(r->d, w + 8, sizeof(r->d));
}

double bench_ticks_ns(const struct bench_env *e, double ticks)
{
	return e->facts.timestamp_khz ? ticks * 1e6 / (double)e->facts.timestamp_khz : NAN;
}

static int cmp_dbl(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

void bench_stats(const double *v, size_t n, struct bench_stat *s)
{
	double *t = n ? malloc(n * sizeof(*t)) : NULL;
	size_t m = 0;

	memset(s, 0, sizeof(*s));
	s->med = s->min = s->max = s->spread_pct = NAN;
	if (!t)
		return;
	for (size_t i = 0; i < n; i++)
		if (isfinite(v[i]))
			t[m++] = v[i];
	if (m) {
		qsort(t, m, sizeof(*t), cmp_dbl);
		s->med = m % 2 ? t[m / 2] : (t[m / 2 - 1] + t[m / 2]) / 2;
		s->min = t[0];
		s->max = t[m - 1];
		s->spread_pct = s->med != 0 ? 100.0 * (s->max - s->min) / fabs(s->med) : 0;
		s->n = (unsigned int)m;
	}
	free(t);
}

void bench_progress(struct bench_env *e, const char *bench, const char *what, size_t done, size_t total)
{
	char bar[31];
	size_t fill = total ? done * 30 / total : 0;

	if (!e->progress)
		return;
	for (size_t i = 0; i < 30; i++)
		bar[i] = i < fill ? '#' : '.';
	bar[30] = 0;
	fprintf(stderr, "\r%-9s [%s] %3zu%% %.40s\033[K", bench, bar, total ? done * 100 / total : 0, what);
	fflush(stderr);
	e->progress_shown = 1;
}

void bench_progress_end(struct bench_env *e)
{
	if (e->progress && e->progress_shown)
		fputs("\r\033[K", stderr);
	e->progress_shown = 0;
}
