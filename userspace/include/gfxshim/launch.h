/* SPDX-License-Identifier: MIT */
/*
 * Load a code object onto a device and launch its kernels: the kernel
 * descriptor becomes a PM4 dispatch (the same bytes for every backend).
 */
#ifndef GFXSHIM_LAUNCH_H
#define GFXSHIM_LAUNCH_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/error.h"

#ifdef __cplusplus
extern "C" {
#endif

struct gs_module;

/* Parse the code object (copied; the caller's buffer may go) and upload its
 * loadable segments into an executable buffer. */
enum gs_status gs_module_load(struct gs_device *dev, const uint8_t *image, size_t size,
			      struct gs_module **out, struct gs_error *err);
void gs_module_free(struct gs_module *m);
const struct gs_codeobj *gs_module_codeobj(const struct gs_module *m);
/* GPU address where the module's load image starts (code at + entry_offset). */
uint64_t gs_module_va(const struct gs_module *m);

struct gs_launch_desc {
	const char *kernel;        /* NULL: the only kernel */
	uint32_t grid[3];          /* workgroups in x, y, z (0 counts as 1) */
	uint32_t block[3];         /* threads per workgroup (0 counts as 1) */
	const void *kernarg;       /* kernel arguments, copied */
	size_t kernarg_size;
};

/* What a launch did, for reports and --dump-pm4. */
struct gs_launch_result {
	uint32_t *pm4;             /* the dispatch stream as submitted (malloc'd) */
	size_t pm4_ndw;
	int wave32;
	uint32_t waves_per_group;
};

/* Launch and wait.  result may be NULL; else free result->pm4. */
enum gs_status gs_launch(struct gs_device *dev, struct gs_module *m, const struct gs_launch_desc *d,
			 struct gs_launch_result *result, struct gs_error *err);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_LAUNCH_H */
