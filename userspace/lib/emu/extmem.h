/* SPDX-License-Identifier: MIT */
/*
 * The emulator on memory its caller owns (tools/mockdrm: the mock render
 * node's buffer objects).  A PM4 indirect buffer runs against exactly the
 * mappings the caller lists, at their GPU virtual addresses; nothing in them
 * is copied, allocated or freed here.
 */
#ifndef GS_EMU_EXTMEM_H
#define GS_EMU_EXTMEM_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"

struct gsi_emu_ext_map {
	uint64_t va, size;   /* GPU virtual address range [va, va + size) */
	uint8_t *host;       /* the caller's memory behind it */
};

/* Told of every access that found no mapping (faults, and the fetch
 * unit's look-ahead past the end of a code buffer). */
typedef void (*gsi_emu_miss_fn)(void *ctx, uint64_t va, uint64_t size);

struct gsi_emu_ext;

/* An emulator for target (e.g. "gfx1201"); max_wave_insts 0: the default
 * watchdog.  Its SH registers, perf counters and GPU clock live with it. */
enum gs_status gsi_emu_ext_create(const char *target, uint64_t max_wave_insts, struct gsi_emu_ext **out,
				  struct gs_error *err);
void gsi_emu_ext_destroy(struct gsi_emu_ext *x);

/* Execute ndw dwords of PM4 at ib_va against maps[0..n) (the caller keeps
 * them alive during the call).  Faults, hangs and bad packets come back as
 * the emulator reports them (GS_ERR_FAULT, GS_ERR_HANG, ...). */
enum gs_status gsi_emu_ext_run(struct gsi_emu_ext *x, const struct gsi_emu_ext_map *maps, size_t n,
			       uint64_t ib_va, uint32_t ndw, gsi_emu_miss_fn miss, void *miss_ctx,
			       struct gs_error *err);

/* The emulator with maps[0..n) bound as gsi_emu_ext_run binds them, for
 * callers that drive the command processor themselves (emu/queue.c), until
 * gsi_emu_ext_unbind; *e and *clock stay valid as long as x. */
struct emu;
enum gs_status gsi_emu_ext_bind(struct gsi_emu_ext *x, const struct gsi_emu_ext_map *maps, size_t n,
				gsi_emu_miss_fn miss, void *miss_ctx, struct emu **e, uint64_t **clock,
				struct gs_error *err);
void gsi_emu_ext_unbind(struct gsi_emu_ext *x);

/* The emulated GPU clock (ticks of GS_EMU_CLOCK_KHZ; a count of work). */
uint64_t gsi_emu_ext_clock(const struct gsi_emu_ext *x);

#endif /* GS_EMU_EXTMEM_H */
