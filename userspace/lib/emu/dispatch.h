/* SPDX-License-Identifier: MIT */
/*
 * A dispatch as dispatch.c sets it up, shared with the timed dispatch
 * (timed.c), which runs the same workgroups on the modelled machine.
 */
#ifndef GS_EMU_DISPATCH_H
#define GS_EMU_DISPATCH_H

#include <pthread.h>
#include <stdint.h>
#include <time.h>

#include "emu/emu.h"

/* One dispatch as its workers share it: read-only but for the atomics and
 * what the lock guards. */
struct emu_disp {
	struct emu *e;
	uint32_t dims[3], start[3], block[3];
	unsigned int lanes, n_vgprs, agpr_base, lds_size, n_waves, threads;
	uint64_t total;                /* workgroups */
	uint64_t next;                 /* atomic: the next workgroup to take */
	uint64_t done;                 /* atomic: workgroups finished */
	uint64_t insts;                /* atomic: instructions executed so far */
	uint64_t stop;                 /* atomic: take no workgroup above this (the first failure) */
	struct timespec t0;
	pthread_mutex_t lock;          /* err, err_wg */
	struct gs_error err;
	enum gs_status st;
	uint64_t err_wg;
	unsigned int slots;            /* scratch slots (0: no scratch) */
};

/* Workgroup k (x fastest) of the dispatch: its id. */
void gsi_emu_wg_id(const struct emu_disp *d, uint64_t k, uint32_t wgid[3]);
/* Set up wave i of workgroup k for a run: its registers cleared (its VGPR
 * array and pending-op storage kept), the initial state AMDGPUUsage
 * documents, its scratch slot, LDS, workgroup and perf sums. */
void gsi_emu_wave_start(struct emu *e, struct emu_disp *d, struct wave *w, uint64_t k, unsigned int i,
			unsigned int slot, struct wave *group, uint8_t *lds, uint64_t *perf);
/* Stop now?  The cancel flag or a limit (w: the wave that just ran, or
 * NULL and k the next workgroup). */
enum gs_status gsi_emu_interrupted(struct emu *e, struct emu_disp *d, const struct wave *w, uint64_t k,
				   struct gs_error *err);
/* Record workgroup k's failure if it is the lowest so far. */
void gsi_emu_disp_failed(struct emu_disp *d, uint64_t k, enum gs_status st, const struct gs_error *err);
/* Host threads for n units of work (the device's setting, the cores). */
unsigned int gsi_emu_host_threads(const struct emu *e, uint64_t n);

#endif /* GS_EMU_DISPATCH_H */
