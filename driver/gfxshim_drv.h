/* SPDX-License-Identifier: GPL-2.0 */
/*
 * gfxshim.ko internals shared between the module's files.
 */
#ifndef _GFXSHIM_DRV_H
#define _GFXSHIM_DRV_H

#include <linux/kref.h>
#include <linux/types.h>
#include <linux/wait.h>

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
const struct gfxshim_target *gfxshim_target_of_pci(u16 vendor, u16 device);
u64 gfxshim_gen_regs(enum gfxshim_gen gen);

struct file;
struct pci_dev;
struct pid;
struct gfxshim_device;

/**
 * struct gfxshim_dev_ops - what differs between device kinds
 * @read_reg: read register @reg, already checked against the allowlist;
 *	may be called with interrupts off; NULL when there is none
 * @release: free the device; called once its last reference is gone
 */
struct gfxshim_dev_ops {
	int (*read_reg)(struct gfxshim_device *gdev, u32 reg, u64 *val);
	void (*release)(struct gfxshim_device *gdev);
};

/**
 * struct gfxshim_device - one device visible through /dev/gfxshim
 * @ref: references: the device table's, and one per ioctl using it
 * @target: its gfx target, NULL when unknown (a PCI id not in the table)
 * @ops: device-kind operations
 * @dev_flags: GFXSHIM_DEV_* bits
 * @vendor_id: PCI vendor id, 0 when virtual (unless made from a PCI id)
 * @device_id: PCI device id, 0 when virtual (unless made from a PCI id)
 * @revision: PCI revision id, 0 when virtual
 * @pci_domain: PCI domain, 0 when virtual
 * @pci_bus: PCI bus number, 0 when virtual
 * @pci_devfn: PCI device and function, 0 when virtual
 * @gpu_clock_hz: frequency of GFXSHIM_REG_GPU_CLOCK, 0 when unreadable
 * @regs: readable register ids (allowlist of the generation and the kind)
 * @clock_base_ns: virtual devices: CLOCK_MONOTONIC_RAW at creation
 * @pdev: PCI devices: the pci_dev, referenced until release
 * @uid: unique id of this attachment (never reused while loaded)
 * @index: its index in the device table, while attached
 * @detached: removed from the table; ioctls on it fail with -ENODEV.
 *	Written under gfxshim_lock.
 * @lease_owner: the file holding the lease, or NULL (only compared,
 *	never dereferenced).  Under gfxshim_lock.
 * @lease_pid: the process that acquired the lease.  Under gfxshim_lock.
 * @lease_wq: waiters for the lease (woken on release and on detach)
 */
struct gfxshim_device {
	struct kref ref;
	const struct gfxshim_target *target;
	const struct gfxshim_dev_ops *ops;
	u32 dev_flags;
	u16 vendor_id;
	u16 device_id;
	u8 revision;
	u32 pci_domain;
	u8 pci_bus;
	u8 pci_devfn;
	u32 gpu_clock_hz;
	u64 regs;
	u64 clock_base_ns;
	struct pci_dev *pdev;
	u64 uid;
	u32 index;
	bool detached;
	struct file *lease_owner;
	struct pid *lease_pid;
	wait_queue_head_t lease_wq;
};

void gfxshim_device_init(struct gfxshim_device *gdev);
void gfxshim_put_device(struct gfxshim_device *gdev);
int gfxshim_add_device(struct gfxshim_device *gdev);
void gfxshim_remove_pci(struct pci_dev *pdev);
void gfxshim_remove_all(void);

#if IS_ENABLED(CONFIG_GFXSHIM_VDEV)
int gfxshim_vdev_init(void);
#else
static inline int gfxshim_vdev_init(void)
{
	return 0;
}
#endif

u32 gfxshim_pci_render_minor(struct pci_dev *pdev);
int gfxshim_pci_init(void);
void gfxshim_pci_exit(void);

#endif /* _GFXSHIM_DRV_H */
