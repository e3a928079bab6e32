/* SPDX-License-Identifier: MIT */
/*
 * Devices and buffers: one API over every backend.  "emu:gfx1201" is the
 * software GPU; "amdgpu:N" a real GPU through its DRM render node; "auto"
 * picks a real device when one can be used, else the emulator.
 */
#ifndef GFXSHIM_DEVICE_H
#define GFXSHIM_DEVICE_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"
#include "gfxshim/target.h"

#ifdef __cplusplus
extern "C" {
#endif

struct gs_device;

struct gs_device_options {
	const char *default_target;  /* for "emu" / "auto" without a target; NULL: gfx1201 */
	uint64_t max_wave_insts;     /* emulator watchdog per wave; 0: 1<<24 */
	int no_check;                /* emulator: do not report hazards (reads before their wait) */
	uint64_t timeout_ns;         /* amdgpu: wait per submission; 0: 10 s */
	int stable_pstate;           /* amdgpu: ask for stable clocks (AMDGPU_CTX_OP_SET_STABLE_PSTATE) */
};

struct gs_device_info {
	const struct gs_target *target;
	const char *backend;         /* "emu" or "amdgpu" */
	int emulated;                /* 1: results are emulated, not silicon */
	char name[128];              /* "gfxshim emulator (gfx1201)" */
	char note[256];              /* why "auto" chose this backend, or "" */
	char pci_bdf[16];            /* real devices: "0000:03:00.0"; "" when emulated */
};

/* Real GPUs usable by the amdgpu backend: how many, and the first one's
 * render node.  0 when the backend is not built. */
int gs_device_probe_amdgpu(char *first_node, size_t size);

enum gs_status gs_device_open(const char *spec, const struct gs_device_options *opt,
			      struct gs_device **out, struct gs_error *err);
void gs_device_close(struct gs_device *dev);
void gs_device_get_info(const struct gs_device *dev, struct gs_device_info *info);

/* A buffer object mapped at the same GPU virtual address for every use. */
struct gs_bo {
	uint64_t va;     /* GPU virtual address */
	void *cpu;       /* CPU mapping */
	uint64_t size;
	void *backend;   /* the backend's own record (e.g. libdrm handles) */
};

#define GS_BO_EXEC (1u << 0)  /* will hold code */

enum gs_status gs_bo_alloc(struct gs_device *dev, uint64_t size, unsigned int flags,
			   struct gs_bo **out, struct gs_error *err);
void gs_bo_free(struct gs_device *dev, struct gs_bo *bo);

/* Execute ndw dwords of PM4 at ib->va + offset on the compute queue and wait
 * for them to finish.  GPU faults and hangs come back as GS_ERR_FAULT /
 * GS_ERR_HANG with a message naming the wave, PC and instruction. */
enum gs_status gs_device_submit(struct gs_device *dev, const struct gs_bo *ib, uint64_t offset,
				uint32_t ndw, struct gs_error *err);

/* Called with the exact dwords of every submission, just before the backend
 * gets them (for dumps and for tests asserting what reached a backend). */
typedef void (*gs_submit_observer)(void *ctx, const uint32_t *dw, uint32_t ndw);
void gs_device_set_submit_observer(struct gs_device *dev, gs_submit_observer fn, void *ctx);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_DEVICE_H */
