/* SPDX-License-Identifier: MIT */
/*
 * Client of the gfxshim kernel module (/dev/gfxshim, uapi/gfxshim.h):
 * device facts, allowlisted registers, the exclusive benchmark lease and
 * CPU-GPU clock correlation.  Documentation/module.rst describes what the
 * module does and why.
 *
 * Errors are values: every call returns an enum gs_status and, given a
 * struct gs_error, leaves a message there.  GS_ERR_NODEV means the module
 * is not loaded, or the device at that index is gone (detached); the
 * library never prints, aborts or exits.  A struct gs_kmod is not
 * thread-safe; open one per thread (each open is its own lease holder).
 */
#ifndef GFXSHIM_KMOD_H
#define GFXSHIM_KMOD_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"

#ifdef __cplusplus
extern "C" {
#endif

#define GS_KMOD_DEFAULT_PATH "/dev/gfxshim"

/* gs_kmod_open() flags */
#define GS_KMOD_READONLY    (1u << 0)	/* open read-only: no leases */

/* gs_kmod_info.features (the module's GFXSHIM_FEAT_* bits) */
#define GS_KMOD_FEAT_REGS   (1ull << 0)
#define GS_KMOD_FEAT_VDEV   (1ull << 1)
#define GS_KMOD_FEAT_LEASE  (1ull << 2)
#define GS_KMOD_FEAT_CLOCK  (1ull << 3)
#define GS_KMOD_FEAT_PCI    (1ull << 4)

/* gs_kmod_device.flags (GFXSHIM_DEV_*) */
#define GS_KMOD_DEV_VIRTUAL (1u << 0)	/* simulated (vdevs=) */
#define GS_KMOD_DEV_PCI     (1u << 1)	/* a PCI device bound to the GPU driver */

/* Register ids of gs_kmod_read_reg() (enum gfxshim_reg) */
enum gs_kmod_reg {
	GS_KMOD_REG_GPU_CLOCK = 0,
	GS_KMOD_REG_GRBM_STATUS = 1,
	GS_KMOD_REG_GRBM_STATUS2 = 2,
	GS_KMOD_REG_CP_STAT = 3,
};

#define GS_KMOD_CLOCK_MAX_SAMPLES 1024

struct gs_kmod;

struct gs_kmod_info {
	uint32_t abi_version;	/* (major << 16) | minor */
	uint32_t num_devices;	/* indices 0..num_devices-1; some may be empty */
	uint64_t features;	/* GS_KMOD_FEAT_* */
};

struct gs_kmod_device {
	uint32_t index;
	uint32_t flags;		/* GS_KMOD_DEV_* */
	uint16_t vendor_id;	/* PCI ids; 0 for a virtual device (unless made
				 * from a PCI id: vdevs=1002:744c) */
	uint16_t device_id;
	uint8_t revision;
	uint8_t pci_bus;
	uint8_t pci_dev;
	uint8_t pci_func;
	uint32_t pci_domain;
	uint32_t gfx_version;	/* (major << 16) | (minor << 8) | stepping; 0: unknown */
	char target[16];	/* "gfx1201"; "" when the module does not know it
				 * (a PCI device id not in its table) */
	uint32_t gpu_clock_hz;	/* 0: the module cannot read the GPU clock */
	uint64_t regs;		/* readable register ids (bit n: enum gs_kmod_reg n) */
	uint64_t uid;		/* identity of this attachment; 0 from an ABI 1.0 module */
	int32_t lease_pid;	/* holder's pid; 0 not leased, -1 not visible */
	uint32_t render_minor;	/* N of /dev/dri/renderD<N> (PCI devices), looked
				 * up at the call; 0: none, or an ABI < 1.2 module */
};

struct gs_kmod_clock {
	uint64_t cpu_ns_before;	/* the CPU clock before the GPU clock was read */
	uint64_t gpu_ticks;	/* the GPU clock, at gpu_clock_hz */
	uint64_t cpu_ns_after;	/* the CPU clock after */
	uint64_t window_ns;	/* cpu_ns_after - cpu_ns_before: the uncertainty */
	uint32_t gpu_clock_hz;
};

/* Open the module's device (path NULL: GS_KMOD_DEFAULT_PATH) and check its
 * ABI.  GS_ERR_NODEV when it does not exist (module not loaded). */
enum gs_status gs_kmod_open(const char *path, unsigned int flags,
			    struct gs_kmod **out, struct gs_error *err);
void gs_kmod_close(struct gs_kmod *km);

enum gs_status gs_kmod_query(struct gs_kmod *km, struct gs_kmod_info *out,
			     struct gs_error *err);

/* GS_ERR_NODEV when no device is at @index (never was, or detached). */
enum gs_status gs_kmod_device_info(struct gs_kmod *km, uint32_t index,
				   struct gs_kmod_device *out, struct gs_error *err);

/* The devices present, in index order: fills out[0..min(*count, max)-1],
 * *count = how many there are (may exceed max). */
enum gs_status gs_kmod_devices(struct gs_kmod *km, struct gs_kmod_device *out,
			       size_t max, size_t *count, struct gs_error *err);

enum gs_status gs_kmod_read_reg(struct gs_kmod *km, uint32_t index,
				uint32_t reg, uint64_t *value, struct gs_error *err);

/*
 * The exclusive benchmark lease of device @index.  @uid 0, or the device's
 * gs_kmod_device.uid (then GS_ERR_NODEV if @index now names another
 * device).  The lease belongs to this gs_kmod (its open file) and ends at
 * release, gs_kmod_close() or the process's death.
 *
 * gs_kmod_lease_acquire() waits while another holder has it; a signal
 * ends the wait with GS_ERR_IO ("interrupted") unless its handler has
 * SA_RESTART.  gs_kmod_lease_try_acquire() never waits: *acquired says
 * whether it got the lease, *holder_pid (may be NULL) who has it if not.
 */
enum gs_status gs_kmod_lease_acquire(struct gs_kmod *km, uint32_t index,
				     uint64_t uid, struct gs_error *err);
enum gs_status gs_kmod_lease_try_acquire(struct gs_kmod *km, uint32_t index,
					 uint64_t uid, bool *acquired,
					 int32_t *holder_pid, struct gs_error *err);
enum gs_status gs_kmod_lease_release(struct gs_kmod *km, uint32_t index,
				     uint64_t uid, struct gs_error *err);

/* The tightest of @samples (1..GS_KMOD_CLOCK_MAX_SAMPLES) back-to-back
 * (CPU, GPU, CPU) clock reads; @clockid: CLOCK_MONOTONIC_RAW,
 * CLOCK_MONOTONIC or CLOCK_BOOTTIME.  GS_ERR_UNSUPPORTED for a device
 * whose GPU clock the module cannot read. */
enum gs_status gs_kmod_clock_correlate(struct gs_kmod *km, uint32_t index,
				       uint32_t samples, int clockid,
				       struct gs_kmod_clock *out, struct gs_error *err);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_KMOD_H */
