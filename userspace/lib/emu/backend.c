// SPDX-License-Identifier: MIT
/* The emulator as a gs_device backend. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device/backend.h"
#include "emu/code.h"
#include "emu/emu.h"
#include "emu/timing.h"

/* The device: the emulator and its GPU clock (cp.c), which lasts as long as
 * the device (dev->priv). */
struct emu_device {
	struct emu e;
	uint64_t clock;
};

static void emu_close(void *priv)
{
	struct emu_device *d = priv;
	struct emu *e = &d->e;

	for (size_t i = 0; i < e->n_maps; i++) {
		gsi_emu_code_free(&e->maps[i]);
		gsi_emu_mem_free_host(&e->maps[i]);
	}
	free(e->maps);
	gsi_emu_tm_free(e);
	pthread_mutex_destroy(&e->code_lock);
	free(d);
}

static enum gs_status emu_bo_alloc(void *priv, uint64_t size, unsigned int flags,
				   struct gs_bo *bo, struct gs_error *err)
{
	struct emu *e = &((struct emu_device *)priv)->e;
	uint8_t *host;

	(void)flags;
	if (!gsi_emu_mem_map(e, size, &bo->va, &host))
		return gs_error_set(err, size ? GS_ERR_NOMEM : GS_ERR_INVALID,
				    "emulator: cannot allocate a buffer of %llu bytes",
				    (unsigned long long)size);
	bo->cpu = host;
	bo->size = size;
	return GS_OK;
}

static void emu_bo_free(void *priv, struct gs_bo *bo)
{
	gsi_emu_mem_unmap(&((struct emu_device *)priv)->e, bo->va);
}

static enum gs_status emu_submit(void *priv, uint64_t ib_va, uint32_t ndw, struct gs_error *err)
{
	struct emu_device *d = priv;

	return gsi_emu_cp_run_clocked(&d->e, &d->clock, ib_va, ndw, err);
}

static const struct gs_backend_ops emu_ops;

struct emu *gsi_emu_of(struct gs_device *dev)
{
	return dev && dev->ops == &emu_ops ? &((struct emu_device *)dev->priv)->e : NULL;
}

/* Results of the timing model are "modelled" (DESIGN.md: evidence labels). */
static const char *emu_evidence(const void *priv)
{
	return ((const struct emu_device *)priv)->e.tm ? "modelled" : "emulated";
}

static const struct gs_backend_ops emu_ops = {
	.name = "emu",
	.close = emu_close,
	.bo_alloc = emu_bo_alloc,
	.bo_free = emu_bo_free,
	.submit = emu_submit,
	.evidence = emu_evidence,
};

static int lookup(const struct gs_regdb *db, const char *name, uint32_t *addr)
{
	const struct gs_reg *r = gs_reg_by_name(db, name);

	if (!r || r->addr < EMU_SH_BASE || r->addr >= EMU_SH_BASE + EMU_SH_SIZE)
		return 0;
	*addr = r->addr;
	return 1;
}

enum gs_status gsi_emu_init(struct emu *e, const struct gs_target *t, const struct gs_device_options *opt,
			    struct gs_error *err)
{
	struct emu_regs *r = &e->r;
	int ok;

	if (!gs_target_emulated(t))
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "the emulator cannot run %s (%s) yet%s", t->name, t->arch,
				    t->features & GS_FEAT_DISPATCH ? " (disabled in .config)" : "");
	e->target = t;
	e->isa = gsi_isa_exec_for(t);
	e->db = gs_regdb_find(t->regdb);
	e->max_wave_insts = opt && opt->max_wave_insts ? opt->max_wave_insts : 1u << 24;
	e->check = !(opt && opt->no_check);
	if (opt) {
		e->threads = opt->threads;
		e->progress = opt->progress;
		e->progress_ctx = opt->progress_ctx;
		e->cancel = opt->cancel;
		e->max_total_insts = opt->max_total_insts;
		e->max_seconds = opt->max_seconds;
	}
	e->gfx9 = t->gen == GS_GEN_GFX9;
	ok = e->isa && e->db &&
	     lookup(e->db, "COMPUTE_PGM_LO", &r->pgm_lo) && lookup(e->db, "COMPUTE_PGM_HI", &r->pgm_hi) &&
	     lookup(e->db, "COMPUTE_PGM_RSRC1", &r->rsrc1) && lookup(e->db, "COMPUTE_PGM_RSRC2", &r->rsrc2) &&
	     lookup(e->db, "COMPUTE_PGM_RSRC3", &r->rsrc3) && lookup(e->db, "COMPUTE_USER_DATA_0", &r->user_data0) &&
	     lookup(e->db, "COMPUTE_TMPRING_SIZE", &r->tmpring) &&
	     lookup(e->db, "COMPUTE_RESOURCE_LIMITS", &r->resource_limits) &&
	     lookup(e->db, "COMPUTE_NUM_THREAD_X", &r->num_thread[0]) &&
	     lookup(e->db, "COMPUTE_NUM_THREAD_Y", &r->num_thread[1]) &&
	     lookup(e->db, "COMPUTE_NUM_THREAD_Z", &r->num_thread[2]) &&
	     lookup(e->db, "COMPUTE_START_X", &r->start[0]) && lookup(e->db, "COMPUTE_START_Y", &r->start[1]) &&
	     lookup(e->db, "COMPUTE_START_Z", &r->start[2]);
	if (ok) {
		gsi_emu_mode_fields(e);
		gsi_emu_rows_init(e);
	}
	if (!ok || pthread_mutex_init(&e->code_lock, NULL) != 0)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "emulator: %s lacks an instruction table or the compute registers in %s",
				    t->name, t->regdb ? t->regdb : "(no register database)");
	if (opt && opt->timing > 0) {  /* the timing model on the target's machine (timing.h) */
		const struct gs_machine *m = gs_machine_find(t, opt->machine);
		char all[256] = "";

		if (!m) {
			for (unsigned int i = 0; gs_machine_at(i); i++) {
				size_t len = strlen(all);

				snprintf(all + len, sizeof(all) - len, "%s%s:%s", i ? ", " : "", gs_machine_at(i)->target,
					 gs_machine_at(i)->name);
			}
			pthread_mutex_destroy(&e->code_lock);
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "the timing model has no machine %s%s for %s; it models %s",
					    opt->machine ? "named " : "", opt->machine ? opt->machine : "", t->name, all);
		}
		if (gsi_emu_tm_create(e, m, err) != GS_OK) {
			pthread_mutex_destroy(&e->code_lock);
			return err ? err->status : GS_ERR_NOMEM;
		}
	}
	return GS_OK;
}

enum gs_status gsi_emu_open(const struct gs_target *t, const struct gs_device_options *opt,
			   struct gs_device *dev, struct gs_error *err)
{
	struct emu_device *d = calloc(1, sizeof(*d));
	enum gs_status st;

	if (!d)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	st = gsi_emu_init(&d->e, t, opt, err);
	if (st) {
		free(d);
		return st;
	}
	dev->ops = &emu_ops;
	dev->priv = d;
	dev->info.target = t;
	dev->info.backend = "emu";
	dev->info.emulated = 1;
	if (d->e.tm)
		snprintf(dev->info.name, sizeof(dev->info.name), "gfxshim emulator (%s, %s, timing model of the %s)",
			 t->name, t->arch, d->e.tm ? gsi_emu_tm_machine(&d->e)->product : "");
	else
		snprintf(dev->info.name, sizeof(dev->info.name), "gfxshim emulator (%s, %s)", t->name, t->arch);
	return GS_OK;
}
