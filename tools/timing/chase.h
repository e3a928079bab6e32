/* SPDX-License-Identifier: MIT */
/*
 * A pointer chase on an emulator device with the timing model on, through
 * the public API (used by tests/unit/test_emu_timing.c and
 * tools/timing/calibrate.c).  One lane of one wave follows a ring of
 * pointers laid `stride` bytes apart over `bytes` of memory: a full lap
 * first (it warms every cache level the ring fits in), then `hops`
 * dependent loads between two clock reads.  The loop is unrolled 16 times,
 * so the branch costs under 1% of a hop: what it reports per hop is the
 * latency of the level the ring lives in.  vector: global_load_b64
 * (gfx9: global_load_dwordx2); scalar: s_load_b64 (s_load_dwordx2).
 * Clocks: s_memtime's shader cycles on gfx9, REALTIME (100 MHz) converted
 * at the machine's shader clock on gfx11/gfx12.
 */
#ifndef GS_TOOLS_TIMING_CHASE_H
#define GS_TOOLS_TIMING_CHASE_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "gfxshim/machine.h"

#define CHASE_UNROLL 16

struct chase_result {
	double cycles_per_hop;
	uint64_t counters[16];     /* chase_opts.counters' values */
	uint64_t t0, t1;           /* the clock reads (cycles on gfx9, REALTIME ticks else) */
	uint64_t end;              /* where the chase ended (its last pointer) */
};

/* The kernel's source for target t into buf: mod follows each load's
 * operands (cache-policy bits: " glc", " nt", " scope:SCOPE_DEV"), after
 * each wait comes `after` (a cache operation: "buffer_gl0_inv"); both may
 * be NULL. */
static inline void chase_source(const struct gs_target *t, int scalar, const char *mod, const char *after, char *buf,
				size_t size)
{
	int g9 = t->gen == GS_GEN_GFX9, g12 = t->gen == GS_GEN_GFX12;
	const char *wait_km = g12 ? "s_wait_kmcnt 0" : "s_waitcnt lgkmcnt(0)";
	const char *wait_ld = g12 ? "s_wait_loadcnt 0" : "s_waitcnt vmcnt(0)";
	const char *hop_v = g9 ? "global_load_dwordx2 v[0:1], v[0:1], off" : "global_load_b64 v[0:1], v[0:1], off";
	const char *hop_s = g9 ? "s_load_dwordx2 s[2:3], s[2:3], 0x0" : "s_load_b64 s[2:3], s[2:3], 0x0";
	const char *sub = g12 ? "s_sub_co_u32" : "s_sub_u32";
	char hops[4096], clock0[128], clock1[128];
	size_t n = 0;

	for (int i = 0; i < CHASE_UNROLL; i++)
		n += (size_t)snprintf(hops + n, sizeof(hops) - n, "\t%s%s\n\t%s\n%s%s%s", scalar ? hop_s : hop_v,
				      mod ? mod : "", scalar ? wait_km : wait_ld, after ? "\t" : "", after ? after : "",
				      after ? "\n" : "");
	if (g9) {
		snprintf(clock0, sizeof(clock0), "\ts_memtime s[10:11]\n\t%s\n", wait_km);
		snprintf(clock1, sizeof(clock1), "\ts_memtime s[12:13]\n\t%s\n", wait_km);
	} else {
		snprintf(clock0, sizeof(clock0), "\ts_sendmsg_rtn_b64 s[10:11], sendmsg(MSG_RTN_GET_REALTIME)\n\t%s\n",
			 wait_km);
		snprintf(clock1, sizeof(clock1), "\ts_sendmsg_rtn_b64 s[12:13], sendmsg(MSG_RTN_GET_REALTIME)\n\t%s\n",
			 wait_km);
	}
	snprintf(buf, size,
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n"
		 "\t%s s[4:7], s[0:1], 0x0\n"       /* ring, out */
		 "\t%s s[8:9], s[0:1], 0x10\n"      /* warm-up and measured iterations */
		 "\t%s\n"
		 "\t%s\n"
		 "\tv_mov_b32 v0, s4\n\tv_mov_b32 v1, s5\n\ts_mov_b32 s2, s4\n\ts_mov_b32 s3, s5\n"
		 "\ts_mov_b32 s14, 0\n"
		 /* one loop for the lap and the measurement: its code is fetched (and
		  * its instruction-cache misses paid) during the lap */
		 ".Lloop:\n%s\t%s s8, s8, 1\n\ts_cmp_lg_u32 s8, 0\n\ts_cbranch_scc1 .Lloop\n"
		 "\ts_cmp_eq_u32 s14, 0\n\ts_cbranch_scc0 .Ldone\n"
		 "%s"
		 "\ts_mov_b32 s8, s9\n\ts_mov_b32 s14, 1\n\ts_branch .Lloop\n"
		 ".Ldone:\n%s"
		 "\tv_mov_b32 v2, s10\n\tv_mov_b32 v3, s11\n\tv_mov_b32 v4, s12\n\tv_mov_b32 v5, s13\n"
		 "\tv_mov_b32 v6, s2\n\tv_mov_b32 v7, s3\n\tv_mov_b32 v8, 0\n"
		 "\t%s v8, v[2:5], s[6:7]\n"
		 "\t%s v8, v[0:1], s[6:7] offset:16\n"
		 "\t%s v8, v[6:7], s[6:7] offset:24\n"
		 "\ts_endpgm\n"
		 "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
		 "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t\t.amdhsa_kernarg_size 32\n"
		 "\t\t.amdhsa_next_free_vgpr 12\n\t\t.amdhsa_next_free_sgpr 16\n%s"
		 "\t.end_amdhsa_kernel\n",
		 g9 ? "s_load_dwordx4" : "s_load_b128", g9 ? "s_load_dwordx2" : "s_load_b64", wait_km,
		 g9 ? "s_mov_b64 exec, 1" : "s_mov_b32 exec_lo, 1", hops, sub, clock0, clock1,
		 g9 ? "global_store_dwordx4" : "global_store_b128", g9 ? "global_store_dwordx2" : "global_store_b64",
		 g9 ? "global_store_dwordx2" : "global_store_b64", g9 ? "\t\t.amdhsa_accum_offset 12\n" : "");
}

/* Chase a ring of bytes/stride pointers: hops measured (a multiple of
 * CHASE_UNROLL is used).  GS_OK and *r, else an error with err set. */
/* Variations: cache-policy bits and a cache operation per hop
 * (chase_source), performance counters over the dispatch (at most 16). */
struct chase_opts {
	int scalar;
	const char *mod, *after;
	const char *const *counters;
	unsigned int n_counters;
};

static inline enum gs_status chase_run_with(struct gs_device *dev, const struct gs_target *t,
					    const struct gs_machine *m, const struct chase_opts *co, uint64_t bytes,
					    uint32_t stride, unsigned int hops, struct chase_result *r,
					    struct gs_error *err)
{
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	int scalar = co->scalar;
	static char src[16384];
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	struct gs_module *mod = NULL;
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	struct gs_bo *ring = NULL, *out = NULL;
	uint8_t *img = NULL;
	size_t img_size = 0;
	uint64_t n = bytes / stride, args[4];
	enum gs_status st;

	memset(r, 0, sizeof(*r));
	if (n < 1)
		return gs_error_set(err, GS_ERR_INVALID, "chase: %llu bytes hold no %u-byte step",
				    (unsigned long long)bytes, stride);
	chase_source(t, scalar, co->mod, co->after, src, sizeof(src));
	ao.target = t;
	ao.filename = "chase.s";
	st = gs_assemble(src, strlen(src), &ao, &prog, err);
	if (st)
		return st;
	in = (struct gs_codeobj_input){ .size = sizeof(struct gs_codeobj_input), .target = prog->target, .text = prog->text, .text_size = prog->text_size, .kernels = prog->kernels, .n_kernels = prog->n_kernels };
	st = gs_codeobj_write(&in, &img, &img_size, err);
	gs_program_free(prog);
	if (!st)
		st = gs_module_load(dev, img, img_size, &mod, err);
	free(img);
	if (!st)
		st = gs_bo_alloc(dev, bytes, 0, &ring, err);
	if (!st)
		st = gs_bo_alloc(dev, 64, 0, &out, err);
	if (!st) {
		uint8_t *p = ring->cpu;

		for (uint64_t i = 0; i < n; i++) {
			uint64_t next = ring->va + ((i + 1) % n) * stride;

			memcpy(p + i * stride, &next, 8);
		}
		memset(out->cpu, 0, 64);
		hops = (hops + CHASE_UNROLL - 1) / CHASE_UNROLL * CHASE_UNROLL;
		args[0] = ring->va;
		args[1] = out->va;
		args[2] = ((n + CHASE_UNROLL - 1) / CHASE_UNROLL) | (uint64_t)(hops / CHASE_UNROLL) << 32;
		args[3] = 0;
		ld.grid[0] = ld.grid[1] = ld.grid[2] = 1;
		ld.block[0] = t->gen == GS_GEN_GFX9 ? 64 : 32;
		ld.block[1] = ld.block[2] = 1;
		ld.kernarg = args;
		ld.kernarg_size = sizeof(args);
		ld.counters = co->counters;
		ld.n_counters = co->n_counters > 16 ? 16 : co->n_counters;
		st = gs_launch(dev, mod, &ld, &res, err);
		for (unsigned int i = 0; !st && i < res.n_counters && i < 16; i++)
			r->counters[i] = res.counters[i].value;
		free(res.pm4);
	}
	if (!st) {
		const uint64_t *o = out->cpu;
		double dt;

		r->t0 = o[0];
		r->t1 = o[1];
		r->end = scalar ? o[3] : o[2];
		dt = (double)(r->t1 - r->t0);
		if (t->gen != GS_GEN_GFX9)  /* REALTIME ticks -> shader cycles */
			dt *= (double)m->shader_mhz * 1000.0 / m->realtime_khz;
		r->cycles_per_hop = dt / hops;
	}
	if (out)
		gs_bo_free(dev, out);
	if (ring)
		gs_bo_free(dev, ring);
	gs_module_free(mod);
	return st;
}

static inline enum gs_status chase_run(struct gs_device *dev, const struct gs_target *t, const struct gs_machine *m,
				       int scalar, uint64_t bytes, uint32_t stride, unsigned int hops,
				       struct chase_result *r, struct gs_error *err)
{
	struct chase_opts co = { .scalar = scalar };

	return chase_run_with(dev, t, m, &co, bytes, stride, hops, r, err);
}

#endif /* GS_TOOLS_TIMING_CHASE_H */
