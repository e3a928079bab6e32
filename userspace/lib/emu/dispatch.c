// SPDX-License-Identifier: MIT
/*
 * DISPATCH_DIRECT: turn the SH registers the stream set into workgroups of
 * waves with their initial state (AMDGPUUsage "Initial Kernel Execution
 * State": user SGPRs, then workgroup ids; workitem ids packed in v0 on
 * gfx11+), and run each workgroup's waves round-robin, handling barriers.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/scratch.h"
#include "gfxshim/pm4.h"

#define QUANTUM 64  /* instructions a wave runs before the next one gets a turn */

struct wg {
	struct wave *waves;
	unsigned int n;
};

static uint32_t reg(const struct emu *e, uint32_t addr)
{
	return e->sh[addr - EMU_SH_BASE];
}

static void init_wave(struct emu *e, struct wave *w, const uint32_t wgid[3], const uint32_t block[3],
		      unsigned int first_thread, unsigned int threads)
{
	uint32_t rsrc2 = reg(e, e->r.rsrc2);
	unsigned int user = (rsrc2 >> 1) & 0x1f, s = 0;
	unsigned int comp = (rsrc2 >> 11) & 3;
	uint64_t exec = 0;

	for (s = 0; s < user; s++)
		w->s[s] = reg(e, e->r.user_data0 + s);
	for (unsigned int d = 0; d < 3; d++)
		if (rsrc2 & (1u << (7 + d)))
			w->s[s++] = wgid[d];
	if (rsrc2 & (1u << 10))  /* TG_SIZE_EN: workgroup info, waves in group */
		w->s[s++] = (block[0] * block[1] * block[2] + w->lanes - 1) / w->lanes;
	for (unsigned int l = 0; l < w->lanes; l++) {
		unsigned int t = first_thread + l, x, y, z;

		if (t >= threads)
			continue;
		exec |= 1ull << l;
		x = t % block[0];
		y = (t / block[0]) % block[1];
		z = t / (block[0] * block[1]);
		w->v[0][l] = x | (comp >= 1 ? y << 10 : 0) | (comp >= 2 ? z << 20 : 0);
	}
	w->s[GS_OPR_EXEC_LO] = (uint32_t)exec;
	w->s[GS_OPR_EXEC_HI] = (uint32_t)(exec >> 32);
	w->pc = (uint64_t)reg(e, e->r.pgm_lo) << 8 | (uint64_t)reg(e, e->r.pgm_hi) << 40;
	w->wg[0] = wgid[0];
	w->wg[1] = wgid[1];
	w->wg[2] = wgid[2];
	if (e->target->gen == GS_GEN_GFX12) {
		/* architected SGPRs (AMDGPUUsage, GFX12): the workgroup ids in
		 * TTMP9 (X) and TTMP7 (Y in 15:0, Z in 31:16); clang-22 reads them
		 * there.  TTMP0 is operand code 108. */
		w->s[108 + 9] = wgid[0];
		w->s[108 + 7] = (wgid[1] & 0xffff) | wgid[2] << 16;
	}
	gsi_emu_mode_init(e, w);  /* MODE from RSRC1 (hwreg.c) */
}

/* Release a barrier once every live wave has arrived (ended waves no longer count). */
static int barrier_release(struct wg *g)
{
	return gsi_emu_barrier_release(g->waves, g->n);  /* barrier.c */
}

static enum gs_status run_group(struct emu *e, struct wg *g, struct gs_error *err)
{
	enum gs_status st;
	unsigned int done = 0;

	while (done < g->n) {
		int progressed = 0;

		done = 0;
		for (unsigned int i = 0; i < g->n; i++) {
			struct wave *w = &g->waves[i];

			if (!w->ended && w->barrier != EMU_BAR_WAITING) {
				st = gsi_emu_run(e, w, QUANTUM, err);
				if (st)
					return st;
				progressed = 1;
			}
			done += w->ended;
		}
		if (barrier_release(g))
			progressed = 1;
		if (!progressed && done < g->n) {
			char where[256];

			for (unsigned int i = 0; i < g->n; i++)
				if (!g->waves[i].ended) {
					gsi_emu_where(e, &g->waves[i], where, sizeof(where));
					break;
				}
			return gs_error_set(err, GS_ERR_HANG,
					    "barrier deadlock (emulated): every live wave of the workgroup waits at a barrier that can never complete; first: %s",
					    where);
		}
	}
	return GS_OK;
}

enum gs_status gsi_emu_dispatch(struct emu *e, const uint32_t dims[3], uint32_t initiator,
			    struct gs_error *err)
{
	uint32_t rsrc1 = reg(e, e->r.rsrc1), rsrc2 = reg(e, e->r.rsrc2);
	unsigned int lanes = initiator & GS_DISPATCH_INIT_CS_W32_EN ? 32 : 64;
	int gfx9 = e->target->gen == GS_GEN_GFX9;
	/* VGPR granule: gfx11/gfx12 8 in wave32, 4 in wave64; gfx90a+ 8, and the
	 * count covers the unified file (VGPRs, then AGPRs from ACCUM_OFFSET) */
	unsigned int gran = lanes == 32 || gfx9 ? 8 : 4;
	unsigned int n_vgprs = ((rsrc1 & 0x3f) + 1) * gran, max_vgprs = gfx9 ? 512 : 256;
	unsigned int agpr_base = gfx9 ? ((reg(e, e->r.rsrc3) & 0x3f) + 1) * 4 : 0;
	uint32_t block[3], start[3], wgid[3];
	unsigned int threads, n_waves, lds_size;
	struct wg g = { 0 };
	uint8_t *lds = NULL;
	enum gs_status st = GS_OK;

	if (!(initiator & GS_DISPATCH_INIT_COMPUTE_SHADER_EN))
		return gs_error_set(err, GS_ERR_PM4, "DISPATCH_DIRECT without COMPUTE_SHADER_EN in its initiator 0x%x", initiator);
	if (initiator & (1u << 5))
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "USE_THREAD_DIMENSIONS dispatches are not emulated yet");
	if (lanes == 64 && !(e->target->features & GS_FEAT_WAVE64))
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "%s has no wave64", e->target->name);
	if (lanes == 32 && gfx9)
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "%s runs wave64 only; the dispatch asks for wave32 (CS_W32_EN)",
				    e->target->name);
	if (n_vgprs > max_vgprs)
		n_vgprs = max_vgprs;
	/* COMPUTE_PGM_RSRC3.TG_SPLIT (gfx90a+, bit 16): the workgroup's waves may
	 * sit on different CUs, so the barrier rule for stores changes (waitcnt.c) */
	e->tgsplit = gfx9 && (reg(e, e->r.rsrc3) >> 16 & 1);
	/* LDS: COMPUTE_PGM_RSRC2.LDS_SIZE in 512-byte granules (gfx11/gfx12),
	 * allocated and zeroed for every workgroup */
	lds_size = ((rsrc2 >> 15) & 0x1ff) * 512u;
	if (lds_size > e->target->lds_bytes)
		return gs_error_set(err, GS_ERR_INVALID,
				    "COMPUTE_PGM_RSRC2.LDS_SIZE asks for %u bytes of LDS; %s has %u per workgroup",
				    lds_size, e->target->name, e->target->lds_bytes);
	for (int d = 0; d < 3; d++) {
		block[d] = reg(e, e->r.num_thread[d]) & 0xffff;
		start[d] = reg(e, e->r.start[d]);
		if (!block[d])
			return gs_error_set(err, GS_ERR_INVALID, "COMPUTE_NUM_THREAD_%c is 0", "XYZ"[d]);
	}
	threads = block[0] * block[1] * block[2];
	if (threads > 1024)
		return gs_error_set(err, GS_ERR_INVALID, "workgroup of %u threads, hardware allows at most 1024", threads);
	n_waves = (threads + lanes - 1) / lanes;
	if (rsrc2 & 1) {  /* SCRATCH_EN: every wave of a workgroup needs a slot (scratch.c) */
		struct emu_scratch sc;

		/* gfx9 targets here are gfx942/gfx950: architected flat scratch too */
		if (e->target->gen != GS_GEN_GFX11 && e->target->gen != GS_GEN_GFX12 && !gfx9)
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "the kernel enables scratch (COMPUTE_PGM_RSRC2.SCRATCH_EN); the emulator has scratch on gfx9 (gfx942/gfx950), gfx11 and gfx12 only");
		if (!gsi_emu_scratch_regs(e, &sc))
			return gs_error_set(err, GS_ERR_UNSUPPORTED, "scratch: %s lacks the scratch registers", e->db->name);
		if (!sc.base || !sc.wave_bytes || sc.waves < n_waves)
			return gs_error_set(err, GS_ERR_INVALID,
					    "the kernel enables scratch (COMPUTE_PGM_RSRC2.SCRATCH_EN) but the dispatch gives %u slots of %u bytes at 0x%llx (COMPUTE_TMPRING_SIZE, COMPUTE_DISPATCH_SCRATCH_BASE) for %u waves per workgroup",
					    sc.waves, sc.wave_bytes, (unsigned long long)sc.base, n_waves);
	}
	g.waves = calloc(n_waves, sizeof(*g.waves));
	if (!g.waves)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory for %u waves", n_waves);
	for (unsigned int i = 0; i < n_waves; i++) {
		g.waves[i].v = calloc(n_vgprs, sizeof(*g.waves[i].v));
		if (!g.waves[i].v) {
			st = gs_error_set(err, GS_ERR_NOMEM, "out of memory for VGPRs");
			goto out;
		}
	}
	if (lds_size && !(lds = malloc(lds_size))) {
		st = gs_error_set(err, GS_ERR_NOMEM, "out of memory for %u bytes of LDS", lds_size);
		goto out;
	}
	g.n = n_waves;
	for (wgid[2] = start[2]; wgid[2] < start[2] + dims[2]; wgid[2]++)
		for (wgid[1] = start[1]; wgid[1] < start[1] + dims[1]; wgid[1]++)
			for (wgid[0] = start[0]; wgid[0] < start[0] + dims[0]; wgid[0]++) {
				if (lds)
					memset(lds, 0, lds_size);
				for (unsigned int i = 0; i < n_waves; i++) {
					struct wave *w = &g.waves[i];
					uint32_t (*v)[EMU_MAX_LANES] = w->v;
					struct emu_pending pend = w->pend;  /* empty: its wave ended */

					memset(w, 0, sizeof(*w));
					memset(v, 0, n_vgprs * sizeof(*v));
					w->v = v;
					w->pend = pend;
					w->n_vgprs = n_vgprs;
					w->agpr_base = agpr_base;
					w->lanes = lanes;
					w->id = i;
					w->group = g.waves;
					w->group_n = n_waves;
					w->lds = lds;
					w->lds_size = lds_size;
					init_wave(e, w, wgid, block, i * lanes, threads);
					gsi_emu_perf_wave(e, w);  /* SQ_WAVES */
				}
				st = run_group(e, &g, err);
				for (unsigned int i = 0; i < n_waves; i++) {
					e->stat_insts += g.waves[i].n_insts;
					e->stat_fast += g.waves[i].n_fast;
				}
				if (st)
					goto out;
			}
out:
	for (unsigned int i = 0; i < n_waves; i++) {
		free(g.waves[i].v);
		gsi_emu_pending_free(&g.waves[i]);
	}
	free(g.waves);
	free(lds);
	return st;
}
