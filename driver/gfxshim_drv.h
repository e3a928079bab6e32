/* SPDX-License-Identifier: GPL-2.0 */
/*
 * gfxshim.ko internals shared between the module's files.
 */
#ifndef _GFXSHIM_DRV_H
#define _GFXSHIM_DRV_H

#include <linux/types.h>

#include "gfxshim.h"

#define GFXSHIM_MAX_DEVICES	16
#define GFXSHIM_MAX_VDEVS	8

/* Hardware generations: each has its own register allowlist. */
enum gfxshim_gen {
	GFXSHIM_GEN_GFX9_4,	/* CDNA3/CDNA4: gfx942, gfx950 */
	GFXSHIM_GEN_GFX11,	/* RDNA3: gfx1100-gfx1103 */
	GFXSHIM_GEN_GFX11_5,	/* RDNA3.5: gfx1150-gfx1153 */
	GFXSHIM_GEN_GFX12,	/* RDNA4: gfx1200, gfx1201 */
};

/**
 * struct gfxshim_target - one gfx target the module knows
 * @name: target name, "gfx1201"
 * @gfx_version: (major << 16) | (minor << 8) | stepping
 * @gen: register generation
 */
struct gfxshim_target {
	const char *name;
	u32 gfx_version;
	enum gfxshim_gen gen;
};

const struct gfxshim_target *gfxshim_target_find(const char *name);
u64 gfxshim_gen_regs(enum gfxshim_gen gen);

struct gfxshim_device;

/**
 * struct gfxshim_dev_ops - what differs between device kinds
 * @read_reg: read register @reg, already checked against the allowlist
 */
struct gfxshim_dev_ops {
	int (*read_reg)(struct gfxshim_device *gdev, u32 reg, u64 *val);
};

/**
 * struct gfxshim_device - one device visible through /dev/gfxshim
 * @target: its gfx target
 * @ops: device-kind operations
 * @dev_flags: GFXSHIM_DEV_* bits
 * @vendor_id: PCI vendor id, 0 when virtual
 * @device_id: PCI device id, 0 when virtual
 * @revision: PCI revision id, 0 when virtual
 * @gpu_clock_hz: frequency of GFXSHIM_REG_GPU_CLOCK
 * @regs: readable register ids (allowlist of the generation and the kind)
 * @clock_base_ns: virtual devices: CLOCK_MONOTONIC_RAW at creation
 */
struct gfxshim_device {
	const struct gfxshim_target *target;
	const struct gfxshim_dev_ops *ops;
	u32 dev_flags;
	u16 vendor_id;
	u16 device_id;
	u8 revision;
	u32 gpu_clock_hz;
	u64 regs;
	u64 clock_base_ns;
};

int gfxshim_add_device(struct gfxshim_device *gdev);

#if IS_ENABLED(CONFIG_GFXSHIM_VDEV)
int gfxshim_vdev_init(void);
void gfxshim_vdev_exit(void);
#else
static inline int gfxshim_vdev_init(void)
{
	return 0;
}

static inline void gfxshim_vdev_exit(void)
{
}
#endif

#endif /* _GFXSHIM_DRV_H */
