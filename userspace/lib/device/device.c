// SPDX-License-Identifier: MIT
/* gs_device: parse the device spec, pick the backend, forward calls. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device/backend.h"
#include "gs_config.h"

static enum gs_status open_emu(const char *tname, const struct gs_device_options *opt,
			       struct gs_device *dev, struct gs_error *err)
{
	const struct gs_target *t = gs_target_find(tname);

	if (!GS_CONFIG_BACKEND_EMU)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "the emulator backend is disabled in .config (CONFIG_GFXSHIM_BACKEND_EMU)");
	if (!t)
		return gs_error_set(err, GS_ERR_INVALID, "unknown target '%s', expected e.g. gfx1100 or gfx1201", tname);
	return gs_emu_open(t, opt, dev, err);
}

enum gs_status gs_device_open(const char *spec, const struct gs_device_options *opt,
			      struct gs_device **out, struct gs_error *err)
{
	const char *dflt = opt && opt->default_target ? opt->default_target : "gfx1201";
	struct gs_device *dev;
	enum gs_status st;
	char node[64];
	int n_real;

	*out = NULL;
	if (!spec)
		spec = "auto";
	dev = calloc(1, sizeof(*dev));
	if (!dev)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	if (strcmp(spec, "emu") == 0) {
		st = open_emu(dflt, opt, dev, err);
	} else if (strncmp(spec, "emu:", 4) == 0) {
		st = open_emu(spec + 4, opt, dev, err);
	} else if (strcmp(spec, "auto") == 0) {
		n_real = GS_CONFIG_BACKEND_AMDGPU ? gs_amdgpu_probe(node, sizeof(node)) : 0;
		st = open_emu(dflt, opt, dev, err);
		if (!st && n_real)
			snprintf(dev->info.note, sizeof(dev->info.note),
				 "found an AMD GPU at %s, but this build has no amdgpu submission backend yet; running on the emulator",
				 node);
		else if (!st)
			snprintf(dev->info.note, sizeof(dev->info.note),
				 "no AMD GPU found; running on the emulator");
	} else if (strncmp(spec, "amdgpu", 6) == 0) {
		n_real = gs_amdgpu_probe(node, sizeof(node));
		st = n_real ? gs_error_set(err, GS_ERR_UNSUPPORTED,
					   "%s: an AMD GPU is present, but the amdgpu submission backend is not implemented in this build",
					   spec)
			    : gs_error_set(err, GS_ERR_NODEV, "%s: no amdgpu device (no render node bound to amdgpu)", spec);
	} else {
		st = gs_error_set(err, GS_ERR_INVALID,
				  "unknown device '%s', expected auto, emu, emu:TARGET or amdgpu:N", spec);
	}
	if (st) {
		free(dev);
		return st;
	}
	*out = dev;
	return GS_OK;
}

void gs_device_close(struct gs_device *dev)
{
	if (!dev)
		return;
	dev->ops->close(dev->priv);
	free(dev);
}

void gs_device_get_info(const struct gs_device *dev, struct gs_device_info *info)
{
	*info = dev->info;
}

enum gs_status gs_bo_alloc(struct gs_device *dev, uint64_t size, unsigned int flags,
			   struct gs_bo **out, struct gs_error *err)
{
	struct gs_bo *bo = calloc(1, sizeof(*bo));
	enum gs_status st;

	*out = NULL;
	if (!bo)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	st = dev->ops->bo_alloc(dev->priv, size, flags, bo, err);
	if (st) {
		free(bo);
		return st;
	}
	*out = bo;
	return GS_OK;
}

void gs_bo_free(struct gs_device *dev, struct gs_bo *bo)
{
	if (!bo)
		return;
	dev->ops->bo_free(dev->priv, bo);
	free(bo);
}

enum gs_status gs_device_submit(struct gs_device *dev, const struct gs_bo *ib, uint64_t offset,
				uint32_t ndw, struct gs_error *err)
{
	if (!ib || offset % 4 || offset + (uint64_t)ndw * 4 > ib->size)
		return gs_error_set(err, GS_ERR_INVALID, "submit: %u dwords at offset %llu do not fit the buffer",
				    ndw, (unsigned long long)offset);
	return dev->ops->submit(dev->priv, ib->va + offset, ndw, err);
}
