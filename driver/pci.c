// SPDX-License-Identifier: GPL-2.0
/*
 * PCI attach and detach: every PCI device bound to the driver named by
 * pci_driver= (default "amdgpu") becomes a gfxshim device, and stops
 * being one when that driver unbinds from it.  gfxshim never touches the
 * device's MMIO or the driver's state: it only copies facts the PCI core
 * already read from config space (ids, revision, address), looks the gfx
 * target up by device id, and finds the DRM render node among the
 * device's children in the driver core.
 *
 * Attach and detach of one device are serialized by the driver core's
 * device_lock(): the bus notifier runs under it, and the scan of the
 * devices bound before the module loaded takes it.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/device.h>
#include <linux/kstrtox.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/notifier.h>
#include <linux/pci.h>
#include <linux/slab.h>
#include <linux/string.h>

#include "gfxshim_drv.h"

static char *pci_driver = "amdgpu";
module_param(pci_driver, charp, 0444);
MODULE_PARM_DESC(pci_driver, "Attach to the PCI devices bound to this driver (default amdgpu, empty: none)");

static void gfxshim_pci_release(struct gfxshim_device *gdev)
{
	pci_dev_put(gdev->pdev);
	kfree(gdev);
}

static const struct gfxshim_dev_ops gfxshim_pci_ops = {
	.release = gfxshim_pci_release,
};

/* Caller holds device_lock(dev). */
static bool gfxshim_pci_wanted(struct device *dev)
{
	return pci_driver && pci_driver[0] && dev->driver &&
	       !strcmp(dev->driver->name, pci_driver);
}

/* Caller holds device_lock(&pdev->dev). */
static void gfxshim_pci_attach(struct pci_dev *pdev)
{
	struct gfxshim_device *gdev;
	int ret;

	gdev = kzalloc(sizeof(*gdev), GFP_KERNEL);
	if (!gdev)
		return;
	gfxshim_device_init(gdev);
	gdev->ops = &gfxshim_pci_ops;
	gdev->dev_flags = GFXSHIM_DEV_PCI;
	gdev->pdev = pci_dev_get(pdev);
	gdev->vendor_id = pdev->vendor;
	gdev->device_id = pdev->device;
	gdev->revision = pdev->revision;
	gdev->target = gfxshim_target_of_pci(pdev->vendor, pdev->device);
	gdev->pci_domain = pci_domain_nr(pdev->bus);
	gdev->pci_bus = pdev->bus->number;
	gdev->pci_devfn = pdev->devfn;
	ret = gfxshim_add_device(gdev);
	if (ret && ret != -EEXIST)
		pci_warn(pdev, "gfxshim: cannot attach: %d\n", ret);
	else if (!ret)
		pci_info(pdev, "gfxshim: attached as device %u\n", gdev->index);
	gfxshim_put_device(gdev);	/* the table holds it, or it is freed */
}

/* A DRM render node "renderD<N>" (class drm) among the children: N. */
static int gfxshim_pci_render_child(struct device *dev, void *data)
{
	const char *name = dev_name(dev);
	unsigned int minor;

	if (!dev->class || strcmp(dev->class->name, "drm") ||
	    strncmp(name, "renderD", 7) || kstrtouint(name + 7, 10, &minor) ||
	    !minor)
		return 0;
	*(u32 *)data = minor;
	return 1;
}

/**
 * gfxshim_pci_render_minor() - the render node of a PCI device, now
 * @pdev: the device; the caller holds a reference
 *
 * The DRM core makes each minor's device a child of the device the DRM
 * driver is bound to (here the pci_dev), named "renderD<N>" for the
 * render node.  It is looked up at each call, not at attach: the driver
 * may register its DRM device after the bound notification, or not at
 * all.  The driver core's child list is walked with references on each
 * child (klist), so no lock of the driver's is taken or needed.  May
 * sleep; call without gfxshim_lock (putting a child may release it).
 *
 * Return: N, or 0 when the device has no render node.
 */
u32 gfxshim_pci_render_minor(struct pci_dev *pdev)
{
	u32 minor = 0;

	device_for_each_child(&pdev->dev, &minor, gfxshim_pci_render_child);
	return minor;
}

static int gfxshim_pci_notify(struct notifier_block *nb, unsigned long action,
			      void *data)
{
	struct device *dev = data;

	switch (action) {
	case BUS_NOTIFY_BOUND_DRIVER:
		if (gfxshim_pci_wanted(dev))
			gfxshim_pci_attach(to_pci_dev(dev));
		break;
	case BUS_NOTIFY_UNBIND_DRIVER:
	case BUS_NOTIFY_DEL_DEVICE:
		/* before the driver lets go of the device */
		gfxshim_remove_pci(to_pci_dev(dev));
		break;
	}
	return NOTIFY_DONE;
}

static struct notifier_block gfxshim_pci_nb = {
	.notifier_call = gfxshim_pci_notify,
};

static int gfxshim_pci_scan_one(struct device *dev, void *data)
{
	device_lock(dev);
	if (gfxshim_pci_wanted(dev))
		gfxshim_pci_attach(to_pci_dev(dev));
	device_unlock(dev);
	return 0;
}

/*
 * The notifier goes first, so no bind is missed; a device both notified
 * and scanned is attached once (gfxshim_add_device() refuses a pci_dev it
 * already has).
 */
int gfxshim_pci_init(void)
{
	int ret;

	ret = bus_register_notifier(&pci_bus_type, &gfxshim_pci_nb);
	if (ret)
		return ret;
	bus_for_each_dev(&pci_bus_type, NULL, NULL, gfxshim_pci_scan_one);
	return 0;
}

/* After this no new PCI device is attached; the caller detaches the rest. */
void gfxshim_pci_exit(void)
{
	bus_unregister_notifier(&pci_bus_type, &gfxshim_pci_nb);
}
