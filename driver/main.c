// SPDX-License-Identifier: GPL-2.0
/*
 * gfxshim: /dev/gfxshim, a small versioned ioctl interface to facts about
 * AMD GPUs that the DRM render node does not expose.  See
 * Documentation/module.rst.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/fs.h>
#include <linux/ioctl.h>
#include <linux/kernel.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/string.h>
#include <linux/uaccess.h>

#include "gfxshim_drv.h"

static DEFINE_MUTEX(gfxshim_lock);	/* protects the device table */
static struct gfxshim_device *gfxshim_devs[GFXSHIM_MAX_DEVICES];
static unsigned int gfxshim_ndevs;

/* Called at module init only, before /dev/gfxshim exists. */
int gfxshim_add_device(struct gfxshim_device *gdev)
{
	int ret = 0;

	mutex_lock(&gfxshim_lock);
	if (gfxshim_ndevs < GFXSHIM_MAX_DEVICES)
		gfxshim_devs[gfxshim_ndevs++] = gdev;
	else
		ret = -ENOSPC;
	mutex_unlock(&gfxshim_lock);
	return ret;
}

static void gfxshim_clear_devices(void)
{
	mutex_lock(&gfxshim_lock);
	memset(gfxshim_devs, 0, sizeof(gfxshim_devs));
	gfxshim_ndevs = 0;
	mutex_unlock(&gfxshim_lock);
}

/* Caller holds gfxshim_lock. */
static struct gfxshim_device *gfxshim_get_device(u32 index)
{
	lockdep_assert_held(&gfxshim_lock);
	if (index >= gfxshim_ndevs)
		return NULL;
	return gfxshim_devs[index];
}

/*
 * Copy in a struct that begins with "__u32 size": sizes below @min_size
 * are -EINVAL, sizes above GFXSHIM_MAX_STRUCT_SIZE -E2BIG; a caller's
 * struct larger than the module's must have zeros beyond it (-E2BIG).
 */
static int gfxshim_copy_in(void *karg, size_t ksize, size_t min_size,
			   const void __user *uarg, u32 *usize)
{
	u32 size;
	int ret;

	if (get_user(size, (const u32 __user *)uarg))
		return -EFAULT;
	if (size < min_size)
		return -EINVAL;
	if (size > GFXSHIM_MAX_STRUCT_SIZE)
		return -E2BIG;
	ret = copy_struct_from_user(karg, ksize, uarg, size);
	if (ret)
		return ret;
	*usize = size;
	return 0;
}

/* Write back min(caller's size, module's size) bytes, "size" set to it. */
static int gfxshim_copy_out(void __user *uarg, void *karg, size_t ksize,
			    u32 usize)
{
	u32 n = min_t(size_t, usize, ksize);

	*(u32 *)karg = n;
	return copy_to_user(uarg, karg, n) ? -EFAULT : 0;
}

static u64 gfxshim_features(void)
{
	u64 f = 0;

	if (IS_ENABLED(CONFIG_GFXSHIM_REGS))
		f |= GFXSHIM_FEAT_REGS;
	if (IS_ENABLED(CONFIG_GFXSHIM_VDEV))
		f |= GFXSHIM_FEAT_VDEV;
	return f;
}

static long gfxshim_ioc_query(void __user *uarg)
{
	struct gfxshim_query q;
	u32 usize;
	int ret;

	ret = gfxshim_copy_in(&q, sizeof(q), GFXSHIM_QUERY_SIZE_VER0, uarg,
			      &usize);
	if (ret)
		return ret;
	if (q.flags)
		return -EINVAL;

	q.abi_version = GFXSHIM_ABI_VERSION;
	mutex_lock(&gfxshim_lock);
	q.num_devices = gfxshim_ndevs;
	mutex_unlock(&gfxshim_lock);
	q.features = gfxshim_features();
	return gfxshim_copy_out(uarg, &q, sizeof(q), usize);
}

static long gfxshim_ioc_device_info(void __user *uarg)
{
	struct gfxshim_device_info di;
	struct gfxshim_device *gdev;
	u32 usize;
	int ret;

	ret = gfxshim_copy_in(&di, sizeof(di), GFXSHIM_DEVICE_INFO_SIZE_VER0,
			      uarg, &usize);
	if (ret)
		return ret;
	if (di.flags || di.reserved0 || di.reserved1)
		return -EINVAL;

	mutex_lock(&gfxshim_lock);
	gdev = gfxshim_get_device(di.index);
	if (!gdev) {
		mutex_unlock(&gfxshim_lock);
		return -EINVAL;
	}
	di.dev_flags = gdev->dev_flags;
	di.vendor_id = gdev->vendor_id;
	di.device_id = gdev->device_id;
	di.revision = gdev->revision;
	di.gfx_version = gdev->target->gfx_version;
	memset(di.target, 0, sizeof(di.target));
	strscpy(di.target, gdev->target->name, sizeof(di.target));
	di.gpu_clock_hz = gdev->gpu_clock_hz;
	di.regs = IS_ENABLED(CONFIG_GFXSHIM_REGS) ? gdev->regs : 0;
	mutex_unlock(&gfxshim_lock);

	return gfxshim_copy_out(uarg, &di, sizeof(di), usize);
}

static long gfxshim_ioc_read_reg(void __user *uarg)
{
	struct gfxshim_read_reg rr;
	struct gfxshim_device *gdev;
	u32 usize;
	int ret;

	ret = gfxshim_copy_in(&rr, sizeof(rr), GFXSHIM_READ_REG_SIZE_VER0,
			      uarg, &usize);
	if (ret)
		return ret;
	if (rr.flags)
		return -EINVAL;

	mutex_lock(&gfxshim_lock);
	gdev = gfxshim_get_device(rr.index);
	if (!gdev || rr.reg >= 64 || !(gdev->regs & BIT_ULL(rr.reg))) {
		mutex_unlock(&gfxshim_lock);
		return -EINVAL;
	}
	rr.value = 0;
	ret = gdev->ops->read_reg(gdev, rr.reg, &rr.value);
	mutex_unlock(&gfxshim_lock);
	if (ret)
		return ret;

	return gfxshim_copy_out(uarg, &rr, sizeof(rr), usize);
}

/* Commands match on type, number and direction; see uapi/gfxshim.h. */
#define GFXSHIM_CMD(cmd)	((cmd) & ~IOCSIZE_MASK)

static long gfxshim_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg)
{
	void __user *uarg = (void __user *)arg;

	switch (GFXSHIM_CMD(cmd)) {
	case GFXSHIM_CMD(GFXSHIM_IOC_QUERY):
		return gfxshim_ioc_query(uarg);
	case GFXSHIM_CMD(GFXSHIM_IOC_DEVICE_INFO):
		return gfxshim_ioc_device_info(uarg);
	case GFXSHIM_CMD(GFXSHIM_IOC_READ_REG):
		if (!IS_ENABLED(CONFIG_GFXSHIM_REGS))
			return -ENOTTY;
		return gfxshim_ioc_read_reg(uarg);
	default:
		return -ENOTTY;
	}
}

static const struct file_operations gfxshim_fops = {
	.owner		= THIS_MODULE,
	.open		= nonseekable_open,
	.unlocked_ioctl	= gfxshim_ioctl,
	.compat_ioctl	= compat_ptr_ioctl,
};

static struct miscdevice gfxshim_misc = {
	.minor	= MISC_DYNAMIC_MINOR,
	.name	= GFXSHIM_DEVICE_NAME,
	.fops	= &gfxshim_fops,
	.mode	= 0660,
};

static int __init gfxshim_init(void)
{
	int ret;

	/* the ABI's fixed points (uapi/gfxshim.h) */
	BUILD_BUG_ON(offsetof(struct gfxshim_query, features) !=
		     GFXSHIM_QUERY_SIZE_VER0);
	BUILD_BUG_ON(offsetof(struct gfxshim_device_info, gpu_clock_hz) !=
		     GFXSHIM_DEVICE_INFO_SIZE_VER0);
	BUILD_BUG_ON(sizeof(struct gfxshim_read_reg) !=
		     GFXSHIM_READ_REG_SIZE_VER0);
	BUILD_BUG_ON(GFXSHIM_REG_COUNT > 64);

	ret = gfxshim_vdev_init();
	if (ret)
		goto err_vdev;

	ret = misc_register(&gfxshim_misc);
	if (ret) {
		pr_err("cannot register /dev/%s: %d\n", GFXSHIM_DEVICE_NAME,
		       ret);
		goto err_vdev;
	}
	pr_info("ABI %u.%u, %u device(s)\n", GFXSHIM_ABI_MAJOR,
		GFXSHIM_ABI_MINOR, gfxshim_ndevs);
	return 0;

err_vdev:
	gfxshim_clear_devices();
	gfxshim_vdev_exit();
	return ret;
}

static void __exit gfxshim_exit(void)
{
	misc_deregister(&gfxshim_misc);
	gfxshim_clear_devices();
	gfxshim_vdev_exit();
}

module_init(gfxshim_init);
module_exit(gfxshim_exit);

MODULE_DESCRIPTION("gfxshim: device facts and allowlisted registers for AMD GPUs");
MODULE_LICENSE("GPL");
