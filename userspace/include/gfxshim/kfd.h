/* SPDX-License-Identifier: MIT */
/*
 * The KFD layer: amdkfd's /dev/kfd and its topology, under the device API.
 * gs_device_open("kfd:N") (gfxshim/device.h) opens GPU node N of the
 * topology and builds a compute queue of its own: "kfd:N" or "kfd:N:pm4" a
 * PM4 queue, "kfd:N:aql" an AQL queue (Documentation/queues.rst).  What is
 * here lists and describes the GPUs amdkfd knows, without opening them.
 */
#ifndef GFXSHIM_KFD_H
#define GFXSHIM_KFD_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"
#include "gfxshim/target.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GS_KFD_MAX_CACHES 16

/* One cache of a node (topology nodes/N/caches/K/properties). */
struct gs_kfd_cache {
	uint32_t level;          /* 1, 2, 3 */
	uint32_t size_kb;
	uint32_t line_size;      /* cache_line_size, bytes */
	uint32_t type;           /* HSA_CACHE_TYPE_* bits: 1 data, 2 instruction, 4 CPU, 8 HSACU */
	uint32_t sibling_cus;    /* CUs sharing one instance (bits set in sibling_map) */
};

/* A GPU node of /sys/class/kfd/kfd/topology/nodes (the kernel's
 * kfd_topology.c node_show), as read; 0 where the kernel did not say. */
struct gs_kfd_node {
	int node;                     /* the directory's number */
	uint32_t gpu_id;              /* nodes/N/gpu_id: what every KFD ioctl names the GPU by */
	char name[64];                /* nodes/N/name */
	uint32_t gfx_target_version;  /* major*10000 + minor*100 + stepping: 110000 = gfx1100 */
	const struct gs_target *target; /* the target of that version; NULL if gfxshim has none */
	uint32_t simd_count, simd_per_cu, array_count, simd_arrays_per_engine, cu_per_simd_array;
	uint32_t max_waves_per_simd, wave_front_size, lds_size_in_kb, num_xcc;
	uint32_t drm_render_minor;    /* /dev/dri/renderD<minor>: the render node of this GPU */
	uint32_t vendor_id, device_id, location_id, domain;
	uint32_t max_engine_clk_fcompute;  /* MHz */
	uint32_t fw_version, capability, num_cp_queues;
	/* the queue memory rules the kernel checks at CREATE_QUEUE (6.12
	 * reports them; 0 when the kernel does not) */
	uint32_t cwsr_size, ctl_stack_size;
	uint64_t local_mem_bytes;     /* mem_banks: the heap sizes summed */
	unsigned int n_caches;
	struct gs_kfd_cache caches[GS_KFD_MAX_CACHES];
};

/* The GPU nodes under the topology (CPU nodes, gpu_id 0, left out), in
 * node order, at most max; *n is how many.  GS_ERR_NODEV with "no KFD
 * topology (...)" when the directory is missing. */
enum gs_status gs_kfd_nodes(struct gs_kfd_node *nodes, int max, int *n, struct gs_error *err);
/* The target of a gfx_target_version (90402 -> gfx942), NULL if none. */
const struct gs_target *gs_kfd_target_for_version(uint32_t gfx_target_version);

/* The context-save area the kernel requires of a compute queue on node
 * (kfd_queue.c kfd_queue_ctx_save_restore_size, 6.12): control stack and
 * save-area sizes per XCC, and the debugger's bytes per XCC after it.  The
 * area a queue maps is (cwsr + debug) * num_xcc, page-aligned.  Uses the
 * node's cwsr_size / ctl_stack_size when the kernel reported them. */
struct gs_kfd_cwsr {
	uint32_t size;               /* sizeof(struct gs_kfd_cwsr): GS_KFD_CWSR_INIT (index.rst, "ABI") */
	uint32_t ctl_stack_size, cwsr_size, debug_memory_size;
	uint64_t total_bytes;
};
#define GS_KFD_CWSR_INIT { .size = sizeof(struct gs_kfd_cwsr) }
#define GS_KFD_CWSR_SIZE_V1 (offsetof(struct gs_kfd_cwsr, total_bytes) + sizeof(uint64_t))
/* GS_ERR_INVALID (nothing written) for a bad out->size. */
enum gs_status gs_kfd_cwsr_sizes(const struct gs_kfd_node *node, struct gs_kfd_cwsr *out);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_KFD_H */
