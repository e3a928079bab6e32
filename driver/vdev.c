// SPDX-License-Identifier: GPL-2.0
/*
 * Virtual devices: "vdevs=gfx1100,gfx1201" creates one simulated device
 * per listed target, so the whole uAPI can be exercised without an AMD
 * GPU.  An entry may also be a PCI id, "1002:744c": the device then has
 * that id and the target the PCI id table gives it (as a PCI device with
 * that id would).  Their register file is simulated: a free-running GPU
 * clock and idle status registers.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/ctype.h>
#include <linux/kernel.h>
#include <linux/kstrtox.h>
#include <linux/math64.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/slab.h>
#include <linux/timekeeping.h>

#include "gfxshim_drv.h"

#define GFXSHIM_VDEV_CLOCK_HZ	100000000U	/* like GOLDEN_TSC: 100 MHz */

static char *vdevs[GFXSHIM_MAX_VDEVS];
static unsigned int nr_vdevs;
module_param_array(vdevs, charp, &nr_vdevs, 0444);
MODULE_PARM_DESC(vdevs, "Virtual devices to create, by gfx target or AMD PCI id: vdevs=gfx1100,1002:7550");

/* "1002:744c" (exactly 4:4 hex digits): true and the two ids */
static bool gfxshim_vdev_pci_id(const char *s, u16 *vendor, u16 *device)
{
	char v[5];
	int i;

	if (strlen(s) != 9 || s[4] != ':')
		return false;
	for (i = 0; i < 9; i++)
		if (i != 4 && !isxdigit(s[i]))
			return false;
	memcpy(v, s, 4);
	v[4] = '\0';
	return !kstrtou16(v, 16, vendor) && !kstrtou16(s + 5, 16, device);
}

/* The target of a vdevs= entry, NULL when unknown; @vendor, @device 0 or the PCI id. */
static const struct gfxshim_target *gfxshim_vdev_target(const char *s, u16 *vendor,
							u16 *device)
{
	*vendor = 0;
	*device = 0;
	if (gfxshim_vdev_pci_id(s, vendor, device))
		return gfxshim_target_of_pci(*vendor, *device);
	return gfxshim_target_find(s);
}

static int gfxshim_vdev_read_reg(struct gfxshim_device *gdev, u32 reg,
				 u64 *val)
{
	u64 ns;

	switch (reg) {
	case GFXSHIM_REG_GPU_CLOCK:
		ns = ktime_get_raw_ns() - gdev->clock_base_ns;
		*val = mul_u64_u32_div(ns, gdev->gpu_clock_hz, NSEC_PER_SEC);
		return 0;
	case GFXSHIM_REG_GRBM_STATUS:
	case GFXSHIM_REG_GRBM_STATUS2:
	case GFXSHIM_REG_CP_STAT:
		*val = 0;	/* idle: no busy bit set */
		return 0;
	default:
		return -EINVAL;
	}
}

static void gfxshim_vdev_release(struct gfxshim_device *gdev)
{
	kfree(gdev);
}

static const struct gfxshim_dev_ops gfxshim_vdev_ops = {
	.read_reg = gfxshim_vdev_read_reg,
	.release = gfxshim_vdev_release,
};

/*
 * Adds one device per vdevs= entry, in order (indices 0..).  On an error
 * the devices added so far stay in the table; the caller empties it.
 */
int gfxshim_vdev_init(void)
{
	const struct gfxshim_target *t;
	struct gfxshim_device *gdev;
	u16 vendor, device;
	unsigned int i;
	int ret;

	for (i = 0; i < nr_vdevs; i++) {
		t = gfxshim_vdev_target(vdevs[i], &vendor, &device);
		if (!t) {
			pr_err("vdevs: unknown gfx target or PCI id '%s'\n",
			       vdevs[i]);
			return -EINVAL;
		}
	}

	for (i = 0; i < nr_vdevs; i++) {
		gdev = kzalloc(sizeof(*gdev), GFP_KERNEL);
		if (!gdev)
			return -ENOMEM;
		gfxshim_device_init(gdev);
		gdev->target = gfxshim_vdev_target(vdevs[i], &gdev->vendor_id,
						   &gdev->device_id);
		gdev->ops = &gfxshim_vdev_ops;
		gdev->dev_flags = GFXSHIM_DEV_VIRTUAL;
		gdev->gpu_clock_hz = GFXSHIM_VDEV_CLOCK_HZ;
		gdev->regs = gfxshim_gen_regs(gdev->target->gen);
		gdev->clock_base_ns = ktime_get_raw_ns();
		ret = gfxshim_add_device(gdev);
		gfxshim_put_device(gdev);	/* the table holds it now */
		if (ret)
			return ret;
	}
	return 0;
}
