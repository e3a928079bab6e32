/* SPDX-License-Identifier: MIT */
/*
 * Performance counters: a per-generation catalogue of hardware blocks and
 * their events (facts from rocprofiler-sdk, Mesa and aqlprofile, see
 * Documentation/perf-counters.rst), and counter sets that a launch programs
 * and reads through PM4 -- the same packets on every backend.  The emulator
 * counts a documented subset with its own model (emulated counts, not
 * silicon measurements) and refuses the rest by name.
 */
#ifndef GFXSHIM_PERF_H
#define GFXSHIM_PERF_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"
#include "gfxshim/target.h"

#ifdef __cplusplus
extern "C" {
#endif

struct gs_device;
struct gs_pm4;

/* How many copies of a block a chip has; a counter's value is the sum over
 * all of them (each read under its own GRBM_GFX_INDEX). */
enum gs_perf_dist {
	GS_PERF_GLOBAL,   /* one */
	GS_PERF_PER_SE,   /* one per shader engine */
	GS_PERF_PER_SA,   /* one per shader array */
	GS_PERF_PER_WGP,  /* one per WGP (instance index = WGP within its SA) */
	GS_PERF_PER_L2,   /* one per L2 channel (instance index) */
	GS_PERF_UNKNOWN,  /* no public fact on the layout: listed, not programmable on silicon */
};
const char *gs_perf_dist_name(enum gs_perf_dist d);

/* A block: counter i uses select register <prefix><stride*i>_SELECT and
 * reads <prefix><i>_LO (and <prefix><i>_HI when has_hi). */
struct gs_perf_block {
	const char *name;        /* "SQ" */
	const char *prefix;      /* "SQ_PERFCOUNTER" */
	unsigned int n_counters; /* counters that can count at once */
	unsigned int select_stride;
	int has_hi;              /* 64-bit counter; else 32-bit */
	enum gs_perf_dist dist;
	const char *source;      /* where these facts come from */
};

/* An event a block can count: its PERF_SEL value. */
struct gs_perf_event {
	const char *name;        /* "SQ_WAVES" */
	const char *block;       /* "SQ" */
	uint32_t id;             /* PERF_SEL */
	const char *description;
};

struct gs_perf_catalogue {
	const char *name;        /* "gfx11", "gfx12", "gfx942", "gfx950" */
	const char *source;      /* the events' source */
	const struct gs_perf_block *blocks;
	unsigned int n_blocks;
	const struct gs_perf_event *events;
	unsigned int n_events;
};

/* The catalogue of t's generation; NULL when there is none. */
const struct gs_perf_catalogue *gs_perf_catalogue_for(const struct gs_target *t);
const struct gs_perf_block *gs_perf_block_find(const struct gs_perf_catalogue *c, const char *name);
const struct gs_perf_event *gs_perf_event_find(const struct gs_perf_catalogue *c, const char *name);
/* Register names of counter i of block b ("" for hi when 32-bit); 0 when i
 * is out of range. */
int gs_perf_block_regs(const struct gs_perf_block *b, unsigned int i, char *select, char *lo,
		       char *hi, size_t size);

/* What the emulator counts for an event (by name), or NULL when it does not
 * model it. */
const char *gs_perf_emulated_meaning(const char *event);

/* ---- counter sets ---- */
#define GS_PERF_MAX 16        /* counters per set */
#define GS_PERF_MAX_READS 1024 /* instance reads per set */

struct gs_perf_slot {
	const struct gs_perf_event *event;
	const struct gs_perf_block *block;
	unsigned int counter;    /* which of the block's counters */
};

/* The chip layout the reads enumerate (the emulator: 1 of each). */
struct gs_perf_topology {
	unsigned int se, sa_per_se, wgp_per_sa, l2_channels;
};

struct gs_perf_set {
	const struct gs_target *target;
	const struct gs_perf_catalogue *cat;
	struct gs_perf_slot slot[GS_PERF_MAX];
	unsigned int n;
	struct gs_perf_topology topo;
	unsigned int n_reads;    /* 64-bit result slots the PM4 writes */
};

/* Resolve event names for t (each counted once; at most the block's
 * counters per block), with topology topo.  Errors name the offending
 * counter: unknown name, block out of counters, layout unknown. */
enum gs_status gs_perf_set_init(struct gs_perf_set *ps, const struct gs_target *t,
				const char *const *names, unsigned int n,
				const struct gs_perf_topology *topo, struct gs_error *err);
/* A real device's layout from its facts (gfxshim/device.h): SEs, SAs per
 * SE, WGPs per SA (CUs / 2 on gfx10+, CUs on gfx9), L2 channels.
 * GS_ERR_UNSUPPORTED, naming what is missing, when a fact is 0. */
struct gs_device_facts;
enum gs_status gs_perf_topology_from_facts(const struct gs_device_facts *f, struct gs_perf_topology *t,
					   struct gs_error *err);
/* The same for a device: its target and topology; on the emulator every
 * event it does not model is refused, all named in one message. */
enum gs_status gs_perf_set_for_device(struct gs_perf_set *ps, struct gs_device *dev,
				      const char *const *names, unsigned int n, struct gs_error *err);

/* PM4 before the dispatch: GRBM_GFX_INDEX broadcast, CP_PERFMON_CNTL reset,
 * SQ_PERFCOUNTER_CTRL (CS_EN) and, gfx11+, SQ_PERFCOUNTER_CTRL2 (FORCE_EN)
 * when an SQ counter is used, each select register, COMPUTE_PERFCOUNT_ENABLE,
 * EVENT_WRITE PERFCOUNTER_START, CP_PERFMON_CNTL START_COUNTING. */
void gs_pm4_perf_begin(struct gs_pm4 *s, const struct gs_perf_set *ps);
/* PM4 after it: CS_PARTIAL_FLUSH, PERFCOUNTER_SAMPLE + STOP, CP_PERFMON_CNTL
 * STOP_COUNTING | PERFMON_SAMPLE_ENABLE, then per counter and instance
 * GRBM_GFX_INDEX + COPY_DATA (perf source) to va + 8 * k (32-bit counters:
 * WRITE_DATA 0 to the high half), broadcast, COMPUTE_PERFCOUNT_ENABLE 0. */
void gs_pm4_perf_end(struct gs_pm4 *s, const struct gs_perf_set *ps, uint64_t va);

/* One counter's result: the sum over every instance read. */
struct gs_perf_value {
	const char *name, *block;
	uint32_t event;
	uint64_t value;
	unsigned int instances;
};
/* Sum raw[0 .. ps->n_reads) per counter; a slot still at UINT64_MAX (not
 * written by the GPU) is an error naming the counter. */
enum gs_status gs_perf_collect(const struct gs_perf_set *ps, const uint64_t *raw,
			       struct gs_perf_value *out, struct gs_error *err);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_PERF_H */
