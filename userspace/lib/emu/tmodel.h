/* SPDX-License-Identifier: MIT */
/*
 * The timing model's own structures, shared by timing.c, memtime.c and
 * timed.c only (the rest of the emulator sees timing.h).
 */
#ifndef GS_EMU_TMODEL_H
#define GS_EMU_TMODEL_H

#include "emu/cache.h"
#include "emu/timing.h"

/* A queue in front of a level, served at a unit's share of the level's
 * bandwidth.  Times are cycles << 16. */
struct emu_srv {
	uint64_t free;
	uint64_t per_byte;         /* (cycles << 16) one byte takes; 0: no limit */
};

#define EMU_TM_SIMDS 8         /* SIMDs of one unit, at most (a WGP has 4, a CU 4) */

/* One unit (WGP or CU) of the machine while a dispatch runs. */
struct emu_tunit {
	struct emu_tm *tm;
	uint32_t id, sa, xcd;
	struct emu_cache l0[2];    /* per CU */
	struct emu_cache kc, ic;   /* scalar data and instruction caches */
	struct emu_cache tlb[2];   /* UTCL1 and (modelled per unit) UTCL2 */
	struct emu_cache_view gl1, l2, mall;
	struct emu_srv srv[GS_ML_N][2];   /* [level][CU] (shared levels use [0]) */
	struct emu_pipe simd[EMU_TM_SIMDS][4];   /* VALU, TRANS, SALU, MATRIX of each SIMD */
	struct emu_pipe cu[2][3];  /* VMEM, LDS, SMEM per CU */
	uint64_t *perf;            /* its performance-counter sums (emu/perf.h) */
};

/* The device's model. */
struct emu_tm {
	const struct gs_machine *m;
	uint64_t now;              /* the device clock, shader cycles (cp.c) */
	uint64_t dispatch_t0;      /* its value when the running dispatch began */
	uint64_t dispatch_len;     /* that dispatch's length (timed.c) */
	struct emu_cache *gl1;     /* one per shader array (none when the machine has no GL1) */
	struct emu_cache *l2;      /* one per XCD */
	struct emu_cache mall;
	unsigned int n_gl1, n_l2;
};

/* memtime.c: a unit's private caches and queues for a dispatch; share the
 * shared levels' bandwidth among the units active in an epoch. */
int gsi_emu_tunit_init(struct emu_tunit *u, struct emu_tm *tm, uint32_t id);
void gsi_emu_tunit_free(struct emu_tunit *u);
void gsi_emu_tunit_shares(struct emu_tunit *u, unsigned int in_sa, unsigned int in_xcd, unsigned int in_gpu);
/* Invalidate what a cache operation (EMU_COP_*) acts on, at cycle t; the
 * cycles it costs. */
uint64_t gsi_emu_tm_cacheop(struct emu_tunit *u, unsigned int cu, unsigned int cop, uint64_t t);

/* perf.c: add n events of model m to a wave's sums (timing events). */
void gsi_emu_perf_event(struct emu *e, const struct wave *w, unsigned int m, uint64_t n);

#endif /* GS_EMU_TMODEL_H */
