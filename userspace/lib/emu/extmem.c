// SPDX-License-Identifier: MIT
/*
 * The emulator on caller-owned memory (extmem.h): the same command processor
 * and waves as the emulator backend, with the mapping table pointing at the
 * caller's buffers for the length of one run.
 */
#include <stdlib.h>
#include <string.h>

#include "emu/code.h"
#include "emu/emu.h"
#include "emu/extmem.h"

struct gsi_emu_ext {
	struct emu e;
	uint64_t clock;
	struct emu_map *maps;   /* this run's table (the hosts are the caller's) */
	size_t cap;
};

enum gs_status gsi_emu_ext_create(const char *target, uint64_t max_wave_insts, struct gsi_emu_ext **out,
				  struct gs_error *err)
{
	const struct gs_target *t = gs_target_find(target);
	/* one host thread: the caller's miss callback keeps no lock */
	struct gs_device_options opt = { .max_wave_insts = max_wave_insts, .threads = 1 };
	struct gsi_emu_ext *x;
	enum gs_status st;

	*out = NULL;
	if (!t)
		return gs_error_set(err, GS_ERR_INVALID, "unknown target '%s', expected e.g. gfx1100 or gfx1201",
				    target);
	x = calloc(1, sizeof(*x));
	if (!x)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	st = gsi_emu_init(&x->e, t, &opt, err);
	if (st) {
		free(x);
		return st;
	}
	*out = x;
	return GS_OK;
}

void gsi_emu_ext_destroy(struct gsi_emu_ext *x)
{
	if (!x)
		return;
	pthread_mutex_destroy(&x->e.code_lock);
	free(x->maps);
	free(x);
}

enum gs_status gsi_emu_ext_bind(struct gsi_emu_ext *x, const struct gsi_emu_ext_map *maps, size_t n,
				gsi_emu_miss_fn miss, void *miss_ctx, struct emu **e, uint64_t **clock,
				struct gs_error *err)
{
	if (n > x->cap) {
		struct emu_map *m = realloc(x->maps, n * sizeof(*m));

		if (!m)
			return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
		x->maps = m;
		x->cap = n;
	}
	for (size_t i = 0; i < n; i++) {
		x->maps[i].va = maps[i].va;
		x->maps[i].size = maps[i].size;
		x->maps[i].host = maps[i].host;
		x->maps[i].mapped = 0;    /* the caller's memory: never freed here */
		x->maps[i].code = NULL;   /* decoded for this run only: the table is rebuilt for the next */
		x->maps[i].retired = NULL;
	}
	x->e.maps = x->maps;
	x->e.n_maps = n;
	x->e.maps_gen++;  /* a new table: mem.c's cached lookups are stale */
	x->e.maps_cap = n;   /* nothing here maps or unmaps */
	x->e.on_miss = miss;
	x->e.miss_ctx = miss_ctx;
	*e = &x->e;
	*clock = &x->clock;
	return GS_OK;
}

void gsi_emu_ext_unbind(struct gsi_emu_ext *x)
{
	/* code decoded from the caller's memory is valid for this binding only */
	for (size_t i = 0; i < x->e.n_maps; i++)
		gsi_emu_code_free(&x->maps[i]);
	x->e.maps = NULL;
	x->e.maps_gen++;
	x->e.n_maps = x->e.maps_cap = 0;
	x->e.on_miss = NULL;
	x->e.miss_ctx = NULL;
}

enum gs_status gsi_emu_ext_run(struct gsi_emu_ext *x, const struct gsi_emu_ext_map *maps, size_t n,
			       uint64_t ib_va, uint32_t ndw, gsi_emu_miss_fn miss, void *miss_ctx,
			       struct gs_error *err)
{
	struct emu *e;
	uint64_t *clock;
	enum gs_status st = gsi_emu_ext_bind(x, maps, n, miss, miss_ctx, &e, &clock, err);

	if (st)
		return st;
	st = gsi_emu_cp_run_clocked(e, clock, ib_va, ndw, err);
	gsi_emu_ext_unbind(x);
	return st;
}

uint64_t gsi_emu_ext_clock(const struct gsi_emu_ext *x)
{
	return x->clock;
}
