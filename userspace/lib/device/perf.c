// SPDX-License-Identifier: MIT
/*
 * Performance-counter sets: resolve event names against the generation's
 * catalogue (regs/gen_perf.c, regs/perf_cat.c), emit the PM4 that programs and reads them (the
 * pm4 layer's perf-counter builders), and sum the per-instance results.
 * The sequence follows Mesa radeonsi si_perfcounter.c and aqlprofile's
 * pmc_builder.h; Documentation/perf-counters.rst walks through it.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device/backend.h"
#include "regs/perf_int.h"
#include "gfxshim/pm4.h"
#include "gfxshim/regs.h"

#define NAME_LEN 64

/* Copies of b the reads enumerate under topology t. */
static unsigned int instances(const struct gs_perf_block *b, const struct gs_perf_topology *t)
{
	switch (b->dist) {
	case GS_PERF_GLOBAL: return 1;
	case GS_PERF_PER_SE: return t->se;
	case GS_PERF_PER_SA: return t->se * t->sa_per_se;
	case GS_PERF_PER_WGP: return t->se * t->sa_per_se * t->wgp_per_sa;
	case GS_PERF_PER_L2: return t->l2_channels;
	default: return 0;
	}
}

enum gs_status gs_perf_set_init(struct gs_perf_set *ps, const struct gs_target *t,
				const char *const *names, unsigned int n,
				const struct gs_perf_topology *topo, struct gs_error *err)
{
	unsigned int used[32] = { 0 };

	memset(ps, 0, sizeof(*ps));
	ps->target = t;
	ps->cat = gs_perf_catalogue_for(t);
	if (!ps->cat)
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "performance counters: no catalogue for %s",
				    t ? t->name : "(no target)");
	if (!names || n == 0 || n > GS_PERF_MAX)
		return gs_error_set(err, GS_ERR_INVALID, "performance counters: %u asked for, expected 1..%d",
				    n, GS_PERF_MAX);
	if (!topo || !topo->se || !topo->sa_per_se || !topo->wgp_per_sa || !topo->l2_channels ||
	    topo->se > 64 || topo->sa_per_se > 8 || topo->wgp_per_sa > 32 || topo->l2_channels > 64)
		return gs_error_set(err, GS_ERR_INVALID,
				    "performance counters: chip layout %u SE x %u SA x %u WGP, %u L2 channels is not usable",
				    topo ? topo->se : 0, topo ? topo->sa_per_se : 0, topo ? topo->wgp_per_sa : 0,
				    topo ? topo->l2_channels : 0);
	ps->topo = *topo;
	for (unsigned int i = 0; i < n; i++) {
		const struct gs_perf_event *ev = gs_perf_event_find(ps->cat, names[i]);
		const struct gs_perf_block *b;
		unsigned int bi, k;

		if (!ev)
			return gs_error_set(err, GS_ERR_INVALID,
					    "unknown performance counter '%s' for %s (gfxshim counters --target %s lists them)",
					    names[i] ? names[i] : "", t->name, t->name);
		for (k = 0; k < ps->n; k++)
			if (ps->slot[k].event == ev)
				return gs_error_set(err, GS_ERR_INVALID, "performance counter %s asked for twice",
						    ev->name);
		b = gs_perf_block_find(ps->cat, ev->block);
		bi = (unsigned int)(b - ps->cat->blocks);
		if (!b || bi >= 32)
			return gs_error_set(err, GS_ERR_INVALID, "performance counter %s: block %s is not in the catalogue",
					    ev->name, ev->block);
		if (b->dist == GS_PERF_UNKNOWN)
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "performance counter %s: how block %s is replicated on %s is not known to gfxshim (%s)",
					    ev->name, b->name, t->name, b->source);
		if (used[bi] == b->n_counters)
			return gs_error_set(err, GS_ERR_RANGE,
					    "performance counter %s: block %s has %u counters, all taken by earlier ones",
					    ev->name, b->name, b->n_counters);
		ps->slot[ps->n].event = ev;
		ps->slot[ps->n].block = b;
		ps->slot[ps->n].counter = used[bi]++;
		ps->n_reads += instances(b, topo);
		ps->n++;
	}
	if (ps->n_reads > GS_PERF_MAX_READS)
		return gs_error_set(err, GS_ERR_RANGE, "performance counters: %u instance reads, at most %d",
				    ps->n_reads, GS_PERF_MAX_READS);
	return GS_OK;
}

enum gs_status gs_perf_topology_from_facts(const struct gs_device_facts *f, struct gs_perf_topology *t,
					   struct gs_error *err)
{
	t->se = f->num_se;
	t->sa_per_se = f->num_sa_per_se;
	/* a WGP is two CUs on gfx10+ (the kernel's num_cu_per_sh counts CUs) */
	t->wgp_per_sa = f->target && f->target->cu_per_wgp ? f->cu_per_sa / f->target->cu_per_wgp : f->cu_per_sa;
	t->l2_channels = f->l2_channels;
	if (!t->se || !t->sa_per_se || !t->wgp_per_sa || !t->l2_channels)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "performance counters: %s reported %u SE, %u SA per SE, %u CU per SA, %u L2 channels; all are needed%s%s",
				    f->name[0] ? f->name : "the device", f->num_se, f->num_sa_per_se, f->cu_per_sa, f->l2_channels,
				    f->missing[0] ? ": " : "", f->missing);
	return GS_OK;
}

/* The layout the reads enumerate: the device's, or the emulator's. */
static enum gs_status device_topology(struct gs_device *dev, struct gs_perf_topology *t,
				      struct gs_error *err)
{
	struct gs_device_facts f = GS_DEVICE_FACTS_INIT;
	enum gs_status st;

	if (dev->info.emulated) {
		/* the emulator is one SE, one SA, one WGP, one L2 channel */
		*t = (struct gs_perf_topology){ 1, 1, 1, 1 };
		return GS_OK;
	}
	st = gs_device_get_facts(dev, &f, err);
	return st ? st : gs_perf_topology_from_facts(&f, t, err);
}

enum gs_status gs_perf_set_for_device(struct gs_perf_set *ps, struct gs_device *dev,
				      const char *const *names, unsigned int n, struct gs_error *err)
{
	struct gs_perf_topology t;
	enum gs_status st;
	char refused[256] = "";
	size_t len = 0;
	int timed;

	if (!dev)
		return gs_error_set(err, GS_ERR_INVALID, "performance counters: no device");
	st = device_topology(dev, &t, err);
	if (!st)
		st = gs_perf_set_init(ps, dev->info.target, names, n, &t, err);
	if (st || !dev->info.emulated)
		return st;
	timed = !strcmp(gs_device_evidence(dev), "modelled");
	for (unsigned int i = 0; i < ps->n; i++) {
		enum gsi_perf_model m = gsi_perf_model_of(ps->slot[i].event->name);

		if ((m == GSI_PERF_NONE || (gsi_perf_model_timed(m) && !timed)) && len < sizeof(refused) - 1)
			len += (size_t)snprintf(refused + len, sizeof(refused) - len, "%s%s", len ? ", " : "",
						ps->slot[i].event->name);
	}
	if (len) {
		char known[1024];
		size_t k = 0;

		for (unsigned int i = 0; gsi_perf_model_event(i) && k < sizeof(known) - 1; i++)
			if (timed || !gsi_perf_model_timed(gsi_perf_model_of(gsi_perf_model_event(i))))
				k += (size_t)snprintf(known + k, sizeof(known) - k, "%s%s", k ? ", " : "",
						      gsi_perf_model_event(i));
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "the emulator does not model %s (it counts %s%s)",
				    refused, known, timed ? "" : "; the timing model, --timing on, counts more");
	}
	return GS_OK;
}

/* PERF_SEL and, for the gfx9 SQ, the bank/client/SIMD masks Mesa ORs in
 * (ac_perfcounter.c cik_SQ select_or). */
static uint32_t select_value(const struct gs_perf_set *ps, const struct gs_perf_slot *sl,
			     const char *reg)
{
	const struct gs_reg *r = gs_target_reg_by_name(ps->target, reg);
	const struct gs_reg_field *f = gsi_perf_sel_field(r);
	uint32_t v = f ? (sl->event->id << f->shift) & f->mask : sl->event->id;

	if ((ps->target->features & GS_FEAT_SQ_SEL_MASKS) && strcmp(sl->block->name, "SQ") == 0) {
		static const char *const masks[] = { "SQC_BANK_MASK", "SQC_CLIENT_MASK", "SIMD_MASK" };

		for (int i = 0; i < 3; i++)
			if ((f = gs_reg_field(r, masks[i])))
				v |= f->mask;
	}
	return v;
}

static int uses_sq(const struct gs_perf_set *ps)
{
	for (unsigned int i = 0; i < ps->n; i++)
		if (strcmp(ps->slot[i].block->name, "SQ") == 0)
			return 1;
	return 0;
}

static void reg_with_fields(struct gs_pm4 *s, enum gs_reg_id reg, const enum gs_field_id *fields,
			    const uint32_t *vals, int n)
{
	const struct gs_regdb *db = gs_regdb_for_target(s->target);
	uint32_t v = 0;

	for (int i = 0; i < n; i++) {
		const struct gs_reg_field *f = gs_field_by_id(db, fields[i]);

		if (!f) {
			if (s->status == GS_OK) {
				s->status = GS_ERR_UNSUPPORTED;
				snprintf(s->msg, sizeof(s->msg), "pm4: %s lacks %s or its fields", s->target->name,
					 gs_reg_id_name(reg));
			}
			return;
		}
		v |= (vals[i] << f->shift) & f->mask;
	}
	gs_pm4_set_uconfig_reg_id(s, reg, &v, 1);
}

void gs_pm4_perf_begin(struct gs_pm4 *s, const struct gs_perf_set *ps)
{
	struct gs_pm4_perfcounter pc[GS_PERF_MAX];
	char sel[GS_PERF_MAX][NAME_LEN], lo[GS_PERF_MAX][NAME_LEN];

	if (s->status != GS_OK || !ps || !ps->n)
		return;
	for (unsigned int i = 0; i < ps->n; i++) {
		gs_perf_block_regs(ps->slot[i].block, ps->slot[i].counter, sel[i], lo[i], NULL, NAME_LEN);
		pc[i] = (struct gs_pm4_perfcounter){ sel[i], select_value(ps, &ps->slot[i], sel[i]), lo[i],
						     -1, -1, -1 };
	}
	gs_pm4_perfcounters_setup(s, pc, ps->n);
	if (uses_sq(ps)) {
		/* count compute waves (aqlprofile sq_control_enable_value: CS_EN) */
		static const enum gs_field_id ctrl[] = { GS_FIELD_SQ_PERFCOUNTER_CTRL__CS_EN };
		static const enum gs_field_id ctrl2[] = { GS_FIELD_SQ_PERFCOUNTER_CTRL2__FORCE_EN,
							  GS_FIELD_SQ_PERFCOUNTER_CTRL2__VMID_EN };

		reg_with_fields(s, GS_REG_SQ_PERFCOUNTER_CTRL, ctrl, (const uint32_t[]){ 1 }, 1);
		if (ps->target->features & GS_FEAT_SQ_CTRL2)  /* sq_control2_enable_value */
			reg_with_fields(s, GS_REG_SQ_PERFCOUNTER_CTRL2, ctrl2, (const uint32_t[]){ 1, 0xffff }, 2);
	}
	gs_pm4_set_sh_reg_id(s, GS_REG_COMPUTE_PERFCOUNT_ENABLE, (const uint32_t[]){ 1 }, 1);
	gs_pm4_perfcounters_start(s);
}

void gs_pm4_perf_end(struct gs_pm4 *s, const struct gs_perf_set *ps, uint64_t va)
{
	struct gs_pm4_perfcounter *pc;
	char lo[GS_PERF_MAX][NAME_LEN];
	unsigned int k = 0;
	const struct gs_perf_topology *t;

	if (s->status != GS_OK || !ps || !ps->n)
		return;
	pc = calloc(ps->n_reads ? ps->n_reads : 1, sizeof(*pc));
	if (!pc) {
		s->status = GS_ERR_NOMEM;
		snprintf(s->msg, sizeof(s->msg), "out of memory");
		return;
	}
	t = &ps->topo;
	for (unsigned int i = 0; i < ps->n; i++) {
		const struct gs_perf_block *b = ps->slot[i].block;
		struct gs_pm4_perfcounter base = { NULL, 0, lo[i], -1, -1, -1 };

		gs_perf_block_regs(b, ps->slot[i].counter, NULL, lo[i], NULL, NAME_LEN);
		for (unsigned int se = 0; se < t->se; se++)
			for (unsigned int sa = 0; sa < t->sa_per_se; sa++)
				for (unsigned int w = 0; w < t->wgp_per_sa; w++) {
					struct gs_pm4_perfcounter p = base;

					if (b->dist == GS_PERF_GLOBAL || b->dist == GS_PERF_PER_L2) {
						if (se || sa || w)
							continue;
					} else if (b->dist == GS_PERF_PER_SE) {
						if (sa || w)
							continue;
						p.se = (int)se;
					} else if (b->dist == GS_PERF_PER_SA) {
						if (w)
							continue;
						p.se = (int)se;
						p.sa = (int)sa;
					} else {
						p.se = (int)se;
						p.sa = (int)sa;
						p.instance = (int)w;
					}
					if (b->dist == GS_PERF_PER_L2) {
						for (unsigned int c = 0; c < t->l2_channels && k < ps->n_reads; c++) {
							p.instance = (int)c;
							pc[k++] = p;
						}
					} else if (k < ps->n_reads) {
						pc[k++] = p;
					}
				}
	}
	gs_pm4_perfcounters_stop(s);
	gs_pm4_perfcounters_read(s, pc, k, va);
	gs_pm4_set_sh_reg_id(s, GS_REG_COMPUTE_PERFCOUNT_ENABLE, (const uint32_t[]){ 0 }, 1);
	free(pc);
}

enum gs_status gs_perf_collect(const struct gs_perf_set *ps, const uint64_t *raw,
			       struct gs_perf_value *out, struct gs_error *err)
{
	unsigned int k = 0;

	for (unsigned int i = 0; i < ps->n; i++) {
		unsigned int m = instances(ps->slot[i].block, &ps->topo);
		uint64_t sum = 0;

		for (unsigned int j = 0; j < m; j++, k++) {
			if (raw[k] == UINT64_MAX)
				return gs_error_set(err, GS_ERR_IO,
						    "performance counter %s: instance %u of %u was not written by the GPU",
						    ps->slot[i].event->name, j, m);
			sum = sum > UINT64_MAX - raw[k] ? UINT64_MAX : sum + raw[k];
		}
		out[i] = (struct gs_perf_value){ ps->slot[i].event->name, ps->slot[i].block->name,
						 ps->slot[i].event->id, sum, m };
	}
	return GS_OK;
}
