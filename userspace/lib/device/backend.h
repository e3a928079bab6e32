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
};

struct gs_device {
	const struct gs_backend_ops *ops;
	void *priv;
	struct gs_device_info info;
	gs_submit_observer observer;
	void *observer_ctx;
};

/* Backend constructors. */
enum gs_status gs_emu_open(const struct gs_target *t, const struct gs_device_options *opt,
			   struct gs_device *dev, struct gs_error *err);

/* The amdgpu backend (userspace/lib/amdgpu), when built; device.c has the
 * stand-ins that say it is disabled.  gs_amdgpu_probe: how many amdgpu
 * render nodes there are, the first one's path in first_node. */
enum gs_status gs_amdgpu_open(int index, const struct gs_device_options *opt,
			      struct gs_device *dev, struct gs_error *err);
int gs_amdgpu_probe(char *first_node, size_t size);

#endif /* GS_DEVICE_BACKEND_H */
