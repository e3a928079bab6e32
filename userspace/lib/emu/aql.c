// SPDX-License-Identifier: MIT
/*
 * The AQL packet processor's kernel dispatch: what the CP firmware does
 * with a hsa_kernel_dispatch_packet_t before the dispatch begins -- read the
 * kernel descriptor (AMDGPUUsage "Kernel Descriptor"), program
 * COMPUTE_PGM_*, the workgroup size, LDS from group_segment_size and the
 * user SGPRs the descriptor enables ("Initial Kernel Execution State", in
 * its fixed order) -- expressed as the PM4 the library's builder emits for
 * the same dispatch, then run by the emulator's command processor.  So an
 * AQL dispatch and a PM4 dispatch of the same kernel reach the same
 * registers and the same dispatch path.
 */
#include <string.h>

#include "emu/emu.h"
#include "emu/queue.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/pm4.h"

#define KD_BYTES 64
#define LDS_GRANULE 512  /* COMPUTE_PGM_RSRC2.LDS_SIZE unit (as device/launch.c) */

static uint32_t rd32(const uint8_t *p)
{
	uint32_t v;

	memcpy(&v, p, 4);
	return v;
}

static void put2(struct gs_dispatch *d, uint64_t v)
{
	d->user_sgpr[d->n_user_sgpr++] = (uint32_t)v;
	d->user_sgpr[d->n_user_sgpr++] = (uint32_t)(v >> 32);
}

enum gs_status gsi_emu_aql_dispatch(struct emu *e, uint64_t *clock, const struct gsi_emu_queue *q,
				    uint64_t pkt_va, uint64_t pkt_id, const struct gs_aql_packet *p,
				    struct gs_error *err)
{
	const struct gs_aql_dispatch *a = &p->dispatch;
	const uint8_t *kd = gsi_emu_mem_ptr(e, a->kernel_object, KD_BYTES);
	unsigned int dims = a->setup & 3, want;
	uint32_t rsrc2, lds, priv;
	uint16_t kcp;
	int64_t entry;
	struct gs_dispatch d;
	struct gs_pm4 s;
	enum gs_status st;

	if (!kd || a->kernel_object % 64)
		return gs_error_set(err, GS_ERR_FAULT,
				    "GPU page fault (emulated): the kernel descriptor at 0x%llx is %s",
				    (unsigned long long)a->kernel_object, kd ? "not 64-byte aligned" : "not mapped");
	memset(&d, 0, sizeof(d));
	d.size = sizeof(d);
	memcpy(&entry, kd + 16, 8);
	d.code_va = a->kernel_object + (uint64_t)entry;
	d.rsrc3 = rd32(kd + 44);
	d.rsrc1 = rd32(kd + 48);
	rsrc2 = rd32(kd + 52);
	memcpy(&kcp, kd + 56, 2);
	priv = a->private_segment_size;
	if (priv || (rsrc2 & 1))
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "kernel at 0x%llx: %u bytes of private segment; the emulated packet processor does not set up the queue's scratch (amd_queue_t scratch_*) yet",
				    (unsigned long long)a->kernel_object, priv);
	if (kcp & (GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER | GS_KCP_ENABLE_SGPR_FLAT_SCRATCH_INIT))
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "kernel at 0x%llx enables the private segment buffer or flat scratch init user SGPRs (code properties 0x%x), which targets with architected flat scratch do not have",
				    (unsigned long long)a->kernel_object, kcp);
	lds = (a->group_segment_size + LDS_GRANULE - 1) / LDS_GRANULE;
	d.rsrc2 = (rsrc2 & ~(0x1ffu << 15)) | (lds & 0x1ff) << 15;
	d.wave32 = !!(kcp & GS_KCP_ENABLE_WAVEFRONT_SIZE32);
	for (unsigned int i = 0; i < 3; i++) {
		uint32_t wg = a->workgroup_size[i], grid = a->grid_size[i];

		if (i >= dims && (wg != 1 || grid != 1))
			return gs_error_set(err, GS_ERR_INVALID,
					    "dispatch of %u dimensions with workgroup %u and grid %u in dimension %u (expected 1)",
					    dims, wg, grid, i);
		if (!wg || !grid)
			return gs_error_set(err, GS_ERR_INVALID, "workgroup size %u, grid size %u in dimension %u",
					    wg, grid, i);
		if (grid % wg)
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "grid size %u is not a multiple of the workgroup size %u in dimension %u: partial workgroups are not emulated",
					    grid, wg, i);
		d.block[i] = wg;
		d.grid[i] = grid / wg;
	}
	/* user SGPRs in AMDGPUUsage's order, as the packet processor loads them */
	if (kcp & GS_KCP_ENABLE_SGPR_DISPATCH_PTR)
		put2(&d, pkt_va);
	if (kcp & GS_KCP_ENABLE_SGPR_QUEUE_PTR)
		put2(&d, q->queue_va);
	if (kcp & GS_KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR)
		put2(&d, a->kernarg_address);
	if (kcp & GS_KCP_ENABLE_SGPR_DISPATCH_ID)
		put2(&d, pkt_id);
	if (kcp & GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE)
		d.user_sgpr[d.n_user_sgpr++] = priv;
	want = (rsrc2 >> 1) & 0x1f;
	if (want < d.n_user_sgpr)
		return gs_error_set(err, GS_ERR_INVALID,
				    "kernel at 0x%llx asks for %u user SGPRs but its code properties describe %u",
				    (unsigned long long)a->kernel_object, want, d.n_user_sgpr);
	while (d.n_user_sgpr < want)
		d.user_sgpr[d.n_user_sgpr++] = 0;
	gs_pm4_init(&s, e->target);
	st = gs_pm4_build_dispatch(&s, &d, err);
	if (!st)
		st = gsi_emu_cp_exec(e, clock, s.dw, (uint32_t)s.n, err);
	gs_pm4_free(&s);
	return st;
}
