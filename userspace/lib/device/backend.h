/* SPDX-License-Identifier: MIT */
/* The interface each backend implements (userspace/lib/emu, lib/amdgpu):
 * everything the device layer asks a backend goes through these, so
 * device.c includes no backend's internals. */
#ifndef GS_DEVICE_BACKEND_H
#define GS_DEVICE_BACKEND_H

#include "gfxshim/device.h"

struct gs_backend_ops {
	const char *name;
	void (*close)(void *priv);
	enum gs_status (*bo_alloc)(void *priv, uint64_t size, unsigned int flags,
				   struct gs_bo *bo, struct gs_error *err);
	void (*bo_free)(void *priv, struct gs_bo *bo);
	enum gs_status (*submit)(void *priv, uint64_t ib_va, uint32_t ndw, struct gs_error *err);
	/* Optional: get ready for a submission that uses performance counters
	 * (amdgpu: a stable-pstate context).  NULL: nothing to do. */
	enum gs_status (*perf_prepare)(void *priv, struct gs_error *err);
	/* Optional: the hardware facts (gs_device_get_facts).  NULL: an
	 * emulated device's come from the target table, others have none. */
	enum gs_status (*get_facts)(const void *priv, struct gs_device_facts *f, struct gs_error *err);
	/* Optional: what a result is evidence of (gs_device_evidence):
	 * "silicon", "mock", ...  NULL: "emulated" for an emulated device,
	 * else "unknown" -- never "silicon" unless the backend says so. */
	const char *(*evidence)(const void *priv);
	/* Optional: the same IB count times back to back, waiting for the
	 * last only (gs_launch_timed).  NULL: submit count times. */
	enum gs_status (*submit_repeat)(void *priv, uint64_t ib_va, uint32_t ndw, uint32_t count,
					struct gs_error *err);
	/* Optional: the device's queue takes AQL packets (kfd:N:aql).  Run
	 * the 64-byte kernel dispatch packet pkt count times in order, with
	 * PM4 at pre_va before and post_va after (ndw 0: none), the backend
	 * adding the completion signal; wait for all of it.  gs_launch then
	 * dispatches through it instead of a PM4 DISPATCH_DIRECT. */
	enum gs_status (*submit_aql)(void *priv, const uint8_t pkt[64], uint32_t count, uint64_t pre_va,
				     uint32_t pre_ndw, uint64_t post_va, uint32_t post_ndw, struct gs_error *err);
	/* Optional: restrict the device's queue to the CUs in mask (n_bits,
	 * a multiple of 32; KFD: AMDKFD_IOC_SET_CU_MASK).  NULL: unsupported. */
	enum gs_status (*cu_mask)(void *priv, const uint32_t *mask, uint32_t n_bits, struct gs_error *err);
	/* Optional: a CPU/GPU clock pair (gs_device_clock_sample).  NULL: unsupported. */
	enum gs_status (*clock_sample)(void *priv, struct gs_clock_sample *s, struct gs_error *err);
};

struct gs_device {
	const struct gs_backend_ops *ops;
	void *priv;
	struct gs_device_info info;
	gs_submit_observer observer;
	void *observer_ctx;
	struct gs_submit_time last;  /* the last submission's host times (gs_device_last_submit) */
};

/* ndw dwords at ib_va count times (back to back where the backend can),
 * timed into dev->last (gs_device_last_submit). */
enum gs_status gsi_device_submit_n(struct gs_device *dev, uint64_t ib_va, uint32_t ndw, uint32_t count,
				   struct gs_error *err);
uint64_t gsi_now_ns(void);  /* CLOCK_MONOTONIC */
/* On an AQL queue (ops->submit_aql): count dispatch packets pkt with the
 * IB's first pre_ndw dwords before and the rest after; observed and timed
 * as gs_device_submit. */
enum gs_status gsi_device_submit_aql(struct gs_device *dev, const struct gs_bo *ib, uint32_t ndw, uint32_t pre_ndw,
				     const uint8_t pkt[64], uint32_t count, struct gs_error *err);

/* Backend constructors. */
enum gs_status gsi_emu_open(const struct gs_target *t, const struct gs_device_options *opt,
			   struct gs_device *dev, struct gs_error *err);

/* The amdgpu backend (userspace/lib/amdgpu), when built; device.c has the
 * stand-ins that say it is disabled.  gsi_amdgpu_probe: how many amdgpu
 * render nodes there are, the first one's path in first_node. */
enum gs_status gsi_amdgpu_open(int index, const struct gs_device_options *opt,
			      struct gs_device *dev, struct gs_error *err);
int gsi_amdgpu_probe(char *first_node, size_t size);

/* The KFD backend (userspace/lib/kfd), when built: GPU node index of the
 * KFD topology with a queue of the kind given (aql 0: PM4, 1: AQL);
 * device.c has the stand-in that says it is not built. */
enum gs_status gsi_kfd_backend_open(int index, int aql, const struct gs_device_options *opt, struct gs_device *dev,
			   struct gs_error *err);

#endif /* GS_DEVICE_BACKEND_H */
