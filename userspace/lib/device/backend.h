/* SPDX-License-Identifier: MIT */
/* The interface each backend implements (userspace/lib/emu, lib/amdgpu). */
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

/* The amdgpu backend (userspace/lib/amdgpu), when built. */
enum gs_status gs_amdgpu_open(int index, const struct gs_device_options *opt,
			      struct gs_device *dev, struct gs_error *err);

#endif /* GS_DEVICE_BACKEND_H */
