// SPDX-License-Identifier: GPL-2.0
/*
 * gfxshim: /dev/gfxshim, a small versioned ioctl interface to facts about
 * AMD GPUs that the DRM render node does not expose.  See
 * Documentation/module.rst.
 */
#define pr_fmt(fmt) KBUILD_MODNAME ": " fmt

#include <linux/fs.h>
#include <linux/ioctl.h>
#include <linux/irqflags.h>
#include <linux/kernel.h>
#include <linux/kref.h>
#include <linux/miscdevice.h>
#include <linux/module.h>
#include <linux/mutex.h>
#include <linux/nospec.h>
#include <linux/pci.h>
#include <linux/pid.h>
#include <linux/sched.h>
#include <linux/string.h>
#include <linux/time.h>
#include <linux/timekeeping.h>
#include <linux/uaccess.h>
#include <linux/wait.h>

#include "gfxshim_drv.h"

/*
 * gfxshim_lock protects the device table, each device's @detached and its
 * lease (owner and pid).  A device in the table holds a reference; an
 * ioctl that uses a device outside the lock takes one of its own, so a
 * detach never frees a device under a running ioctl or a lease waiter.
 */
static DEFINE_MUTEX(gfxshim_lock);
static struct gfxshim_device *gfxshim_devs[GFXSHIM_MAX_DEVICES];
static u64 gfxshim_next_uid = 1;

void gfxshim_device_init(struct gfxshim_device *gdev)
{
	kref_init(&gdev->ref);
	init_waitqueue_head(&gdev->lease_wq);
}

static void gfxshim_device_release(struct kref *ref)
{
	struct gfxshim_device *gdev = container_of(ref, struct gfxshim_device, ref);

	gdev->ops->release(gdev);
}

void gfxshim_put_device(struct gfxshim_device *gdev)
{
	kref_put(&gdev->ref, gfxshim_device_release);
}

/*
 * Put @gdev in the lowest free slot, with a reference of the table's own.
 * -EEXIST when its pci_dev is already attached, -ENOSPC when full.
 */
int gfxshim_add_device(struct gfxshim_device *gdev)
{
	unsigned int i, slot = GFXSHIM_MAX_DEVICES;

	mutex_lock(&gfxshim_lock);
	for (i = 0; i < GFXSHIM_MAX_DEVICES; i++) {
		if (!gfxshim_devs[i]) {
			slot = min(slot, i);
			continue;
		}
		if (gdev->pdev && gfxshim_devs[i]->pdev == gdev->pdev) {
			mutex_unlock(&gfxshim_lock);
			return -EEXIST;
		}
	}
	if (slot == GFXSHIM_MAX_DEVICES) {
		mutex_unlock(&gfxshim_lock);
		return -ENOSPC;
	}
	kref_get(&gdev->ref);
	gdev->index = slot;
	gdev->uid = gfxshim_next_uid++;
	gfxshim_devs[slot] = gdev;
	mutex_unlock(&gfxshim_lock);
	return 0;
}

/* Caller holds gfxshim_lock and the lease is held. */
static void gfxshim_lease_drop(struct gfxshim_device *gdev)
{
	lockdep_assert_held(&gfxshim_lock);
	WRITE_ONCE(gdev->lease_owner, NULL);
	put_pid(gdev->lease_pid);
	gdev->lease_pid = NULL;
	wake_up_all(&gdev->lease_wq);
}

/*
 * Take @gdev out of the table: later lookups fail with -ENODEV, its lease
 * is dropped and lease waiters wake up to find it detached.  The caller
 * puts the table's reference after unlocking.
 */
static void gfxshim_detach_locked(struct gfxshim_device *gdev)
{
	lockdep_assert_held(&gfxshim_lock);
	gfxshim_devs[gdev->index] = NULL;
	WRITE_ONCE(gdev->detached, true);
	if (gdev->lease_owner)
		gfxshim_lease_drop(gdev);
	else
		wake_up_all(&gdev->lease_wq);
}

/* Detach the device made for @pdev, if there is one. */
void gfxshim_remove_pci(struct pci_dev *pdev)
{
	struct gfxshim_device *gdev = NULL;
	unsigned int i;

	mutex_lock(&gfxshim_lock);
	for (i = 0; i < GFXSHIM_MAX_DEVICES; i++) {
		if (gfxshim_devs[i] && gfxshim_devs[i]->pdev == pdev) {
			gdev = gfxshim_devs[i];
			gfxshim_detach_locked(gdev);
			break;
		}
	}
	mutex_unlock(&gfxshim_lock);
	if (gdev) {
		pci_info(pdev, "gfxshim: device %u detached\n", gdev->index);
		gfxshim_put_device(gdev);
	}
}

void gfxshim_remove_all(void)
{
	struct gfxshim_device *gone[GFXSHIM_MAX_DEVICES] = {};
	unsigned int i;

	mutex_lock(&gfxshim_lock);
	for (i = 0; i < GFXSHIM_MAX_DEVICES; i++) {
		gone[i] = gfxshim_devs[i];
		if (gone[i])
			gfxshim_detach_locked(gone[i]);
	}
	mutex_unlock(&gfxshim_lock);
	for (i = 0; i < GFXSHIM_MAX_DEVICES; i++)
		if (gone[i])
			gfxshim_put_device(gone[i]);
}

/* Caller holds gfxshim_lock.  NULL when @index has no device. */
static struct gfxshim_device *gfxshim_lookup(u32 index, u64 uid)
{
	struct gfxshim_device *gdev;

	lockdep_assert_held(&gfxshim_lock);
	if (index >= GFXSHIM_MAX_DEVICES)
		return NULL;
	gdev = gfxshim_devs[array_index_nospec(index, GFXSHIM_MAX_DEVICES)];
	if (gdev && uid && gdev->uid != uid)
		return NULL;
	return gdev;
}

/* A referenced device, or NULL; gfxshim_put_device() when done. */
static struct gfxshim_device *gfxshim_get_device(u32 index, u64 uid)
{
	struct gfxshim_device *gdev;

	mutex_lock(&gfxshim_lock);
	gdev = gfxshim_lookup(index, uid);
	if (gdev)
		kref_get(&gdev->ref);
	mutex_unlock(&gfxshim_lock);
	return gdev;
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
	return f | GFXSHIM_FEAT_LEASE | GFXSHIM_FEAT_CLOCK | GFXSHIM_FEAT_PCI;
}

static long gfxshim_ioc_query(struct file *file, void *karg)
{
	struct gfxshim_query *q = karg;
	unsigned int i;

	if (q->flags)
		return -EINVAL;

	q->abi_version = GFXSHIM_ABI_VERSION;
	q->num_devices = 0;
	mutex_lock(&gfxshim_lock);
	for (i = 0; i < GFXSHIM_MAX_DEVICES; i++)
		if (gfxshim_devs[i])
			q->num_devices = i + 1;
	mutex_unlock(&gfxshim_lock);
	q->features = gfxshim_features();
	return 0;
}

static long gfxshim_ioc_device_info(struct file *file, void *karg)
{
	struct gfxshim_device_info *di = karg;
	struct gfxshim_device *gdev;
	struct pci_dev *pdev;

	if (di->flags || di->reserved0 || di->reserved1 || di->reserved2 ||
	    di->reserved3 || di->reserved4)
		return -EINVAL;

	memset(di->target, 0, sizeof(di->target));
	mutex_lock(&gfxshim_lock);
	gdev = gfxshim_lookup(di->index, 0);
	if (!gdev) {
		mutex_unlock(&gfxshim_lock);
		return -ENODEV;
	}
	di->dev_flags = gdev->dev_flags;
	di->vendor_id = gdev->vendor_id;
	di->device_id = gdev->device_id;
	di->revision = gdev->revision;
	di->gfx_version = 0;
	if (gdev->target) {
		di->gfx_version = gdev->target->gfx_version;
		strscpy(di->target, gdev->target->name, sizeof(di->target));
	}
	di->gpu_clock_hz = gdev->gpu_clock_hz;
	di->regs = IS_ENABLED(CONFIG_GFXSHIM_REGS) ? gdev->regs : 0;
	di->uid = gdev->uid;
	di->pci_domain = gdev->pci_domain;
	di->pci_bus = gdev->pci_bus;
	di->pci_dev = PCI_SLOT(gdev->pci_devfn);
	di->pci_func = PCI_FUNC(gdev->pci_devfn);
	di->lease_pid = 0;
	if (gdev->lease_pid)
		di->lease_pid = pid_vnr(gdev->lease_pid) ?: -1;
	pdev = gdev->pdev;
	if (pdev)
		kref_get(&gdev->ref);	/* keeps the pci_dev */
	mutex_unlock(&gfxshim_lock);

	/* outside the lock: the walk may drop the last reference of a child */
	di->render_minor = 0;
	if (pdev) {
		di->render_minor = gfxshim_pci_render_minor(pdev);
		gfxshim_put_device(gdev);
	}
	return 0;
}

static long gfxshim_ioc_read_reg(struct file *file, void *karg)
{
	struct gfxshim_read_reg *rr = karg;
	struct gfxshim_device *gdev;
	int ret;

	if (rr->flags)
		return -EINVAL;

	gdev = gfxshim_get_device(rr->index, 0);
	if (!gdev)
		return -ENODEV;
	rr->value = 0;
	if (rr->reg >= 64 || !(gdev->regs & BIT_ULL(rr->reg)) ||
	    !gdev->ops->read_reg)
		ret = -EINVAL;
	else
		ret = gdev->ops->read_reg(gdev, rr->reg, &rr->value);
	gfxshim_put_device(gdev);
	return ret;
}

/* Wake-up condition of a lease waiter (read without gfxshim_lock). */
static bool gfxshim_lease_wait_done(struct gfxshim_device *gdev)
{
	return !READ_ONCE(gdev->lease_owner) || READ_ONCE(gdev->detached);
}

/*
 * The lease belongs to the open file (@file), not to a process: another
 * open of /dev/gfxshim, even in the same process, is another contender.
 * It goes away with the file's last close (gfxshim_release()), which also
 * covers a holder that dies.
 */
static long gfxshim_ioc_lease_acquire(struct file *file, void *karg)
{
	struct gfxshim_lease *l = karg;
	struct gfxshim_device *gdev;
	bool nonblock;
	int ret;

	if ((l->flags & ~GFXSHIM_LEASE_NONBLOCK) || l->reserved)
		return -EINVAL;
	nonblock = (l->flags & GFXSHIM_LEASE_NONBLOCK) ||
		   (file->f_flags & O_NONBLOCK);

	gdev = gfxshim_get_device(l->index, l->uid);
	if (!gdev)
		return -ENODEV;
	for (;;) {
		mutex_lock(&gfxshim_lock);
		if (gdev->detached) {
			ret = -ENODEV;
		} else if (!gdev->lease_owner) {
			WRITE_ONCE(gdev->lease_owner, file);
			gdev->lease_pid = get_pid(task_tgid(current));
			ret = 0;
		} else if (gdev->lease_owner == file) {
			ret = -EALREADY;
		} else {
			ret = -EBUSY;
		}
		mutex_unlock(&gfxshim_lock);
		if (ret != -EBUSY || nonblock)
			break;
		/* -ERESTARTSYS on a signal: restarted or -EINTR (SA_RESTART) */
		ret = wait_event_interruptible(gdev->lease_wq,
					       gfxshim_lease_wait_done(gdev));
		if (ret)
			break;
	}
	gfxshim_put_device(gdev);
	return ret;
}

/* The caller cannot learn it holds the lease (copy-out failed): drop it. */
static void gfxshim_ioc_lease_acquire_undo(struct file *file, void *karg)
{
	struct gfxshim_lease *l = karg;
	struct gfxshim_device *gdev;

	mutex_lock(&gfxshim_lock);
	gdev = gfxshim_lookup(l->index, l->uid);
	if (gdev && gdev->lease_owner == file)
		gfxshim_lease_drop(gdev);
	mutex_unlock(&gfxshim_lock);
}

static long gfxshim_ioc_lease_release(struct file *file, void *karg)
{
	struct gfxshim_lease *l = karg;
	struct gfxshim_device *gdev;
	int ret = 0;

	if (l->flags || l->reserved)
		return -EINVAL;

	mutex_lock(&gfxshim_lock);
	gdev = gfxshim_lookup(l->index, l->uid);
	if (!gdev)
		ret = -ENODEV;
	else if (!gdev->lease_owner)
		ret = -ENOENT;
	else if (gdev->lease_owner != file)
		ret = -EPERM;
	else
		gfxshim_lease_drop(gdev);
	mutex_unlock(&gfxshim_lock);
	return ret;
}

static u64 gfxshim_cpu_ns(clockid_t clockid)
{
	switch (clockid) {
	case CLOCK_MONOTONIC:
		return ktime_get_ns();
	case CLOCK_BOOTTIME:
		return ktime_get_boottime_ns();
	default:
		return ktime_get_raw_ns();
	}
}

/*
 * N back-to-back (CPU clock, GPU clock, CPU clock) samples, interrupts off
 * during each; the one with the narrowest CPU window wins: the GPU clock
 * was read somewhere inside it, so its width bounds the error.
 */
static long gfxshim_ioc_clock_corr(struct file *file, void *karg)
{
	struct gfxshim_clock_corr *cc = karg;
	struct gfxshim_device *gdev;
	u64 t0, t1, ticks;
	unsigned long irqflags;
	int ret = 0;
	u32 i;

	if (cc->flags || !cc->samples ||
	    cc->samples > GFXSHIM_CLOCK_MAX_SAMPLES)
		return -EINVAL;
	if (cc->clockid != CLOCK_MONOTONIC_RAW &&
	    cc->clockid != CLOCK_MONOTONIC && cc->clockid != CLOCK_BOOTTIME)
		return -EINVAL;

	gdev = gfxshim_get_device(cc->index, cc->uid);
	if (!gdev)
		return -ENODEV;
	if (!gdev->ops->read_reg ||
	    !(gdev->regs & BIT_ULL(GFXSHIM_REG_GPU_CLOCK))) {
		gfxshim_put_device(gdev);
		return -EOPNOTSUPP;
	}
	cc->window_ns = U64_MAX;
	for (i = 0; i < cc->samples; i++) {
		local_irq_save(irqflags);
		t0 = gfxshim_cpu_ns(cc->clockid);
		ret = gdev->ops->read_reg(gdev, GFXSHIM_REG_GPU_CLOCK, &ticks);
		t1 = gfxshim_cpu_ns(cc->clockid);
		local_irq_restore(irqflags);
		if (ret)
			break;
		if (t1 - t0 < cc->window_ns) {
			cc->window_ns = t1 - t0;
			cc->cpu_ns_before = t0;
			cc->gpu_ticks = ticks;
			cc->cpu_ns_after = t1;
		}
		cond_resched();
	}
	cc->gpu_clock_hz = gdev->gpu_clock_hz;
	gfxshim_put_device(gdev);
	return ret;
}

/* gfxshim_ioctl_desc.flags */
#define GFXSHIM_IOCTL_WRITE	BIT(0)	/* the file must be open for writing */

/**
 * struct gfxshim_ioctl_desc - one ioctl of /dev/gfxshim
 * @cmd: its command; type, number and direction must match, the size bits
 *	need not: the struct's own leading "size" versions it
 * @func: the handler, on the module's copy of the struct (copied in and
 *	out by gfxshim_ioctl()); NULL when the command is built out
 * @undo: optional: take back what @func did when the copy-out fails
 * @ksize: the module's size of the struct
 * @min_size: the smallest "size" accepted (the struct's ..._SIZE_VER0)
 * @flags: GFXSHIM_IOCTL_* bits
 */
struct gfxshim_ioctl_desc {
	unsigned int cmd;
	long (*func)(struct file *file, void *karg);
	void (*undo)(struct file *file, void *karg);
	u32 ksize;
	u32 min_size;
	u32 flags;
};

#define GFXSHIM_IOCTL(ioctl, type, fn, undo_fn, min, fl)		\
	{								\
		.cmd = ioctl, .func = fn, .undo = undo_fn,		\
		.ksize = sizeof(type), .min_size = min, .flags = fl,	\
	}

static const struct gfxshim_ioctl_desc gfxshim_ioctls[] = {
	GFXSHIM_IOCTL(GFXSHIM_IOC_QUERY, struct gfxshim_query,
		      gfxshim_ioc_query, NULL, GFXSHIM_QUERY_SIZE_VER0, 0),
	GFXSHIM_IOCTL(GFXSHIM_IOC_DEVICE_INFO, struct gfxshim_device_info,
		      gfxshim_ioc_device_info, NULL,
		      GFXSHIM_DEVICE_INFO_SIZE_VER0, 0),
	GFXSHIM_IOCTL(GFXSHIM_IOC_READ_REG, struct gfxshim_read_reg,
		      IS_ENABLED(CONFIG_GFXSHIM_REGS) ?
		      gfxshim_ioc_read_reg : NULL,
		      NULL, GFXSHIM_READ_REG_SIZE_VER0, 0),
	GFXSHIM_IOCTL(GFXSHIM_IOC_LEASE_ACQUIRE, struct gfxshim_lease,
		      gfxshim_ioc_lease_acquire, gfxshim_ioc_lease_acquire_undo,
		      GFXSHIM_LEASE_SIZE_VER0, GFXSHIM_IOCTL_WRITE),
	GFXSHIM_IOCTL(GFXSHIM_IOC_LEASE_RELEASE, struct gfxshim_lease,
		      gfxshim_ioc_lease_release, NULL, GFXSHIM_LEASE_SIZE_VER0,
		      GFXSHIM_IOCTL_WRITE),
	GFXSHIM_IOCTL(GFXSHIM_IOC_CLOCK_CORR, struct gfxshim_clock_corr,
		      gfxshim_ioc_clock_corr, NULL,
		      GFXSHIM_CLOCK_CORR_SIZE_VER0, 0),
};

/* Room for the module's copy of any ioctl's struct. */
union gfxshim_ioctl_arg {
	struct gfxshim_query query;
	struct gfxshim_device_info device_info;
	struct gfxshim_read_reg read_reg;
	struct gfxshim_lease lease;
	struct gfxshim_clock_corr clock_corr;
};

/* Commands match on type, number and direction; see uapi/gfxshim.h. */
#define GFXSHIM_CMD(cmd)	((cmd) & ~IOCSIZE_MASK)

/*
 * As drm_ioctl() does: find the command in gfxshim_ioctls[], check the
 * file's mode, copy the struct in (gfxshim_copy_in(): size-versioned), run
 * the handler on the kernel copy, copy the result out.
 */
static long gfxshim_ioctl(struct file *file, unsigned int cmd,
			  unsigned long arg)
{
	void __user *uarg = (void __user *)arg;
	const struct gfxshim_ioctl_desc *desc = NULL;
	union gfxshim_ioctl_arg karg;
	unsigned int i;
	u32 usize;
	long ret;

	for (i = 0; i < ARRAY_SIZE(gfxshim_ioctls); i++)
		if (GFXSHIM_CMD(cmd) == GFXSHIM_CMD(gfxshim_ioctls[i].cmd))
			desc = &gfxshim_ioctls[i];
	if (!desc || !desc->func)
		return -ENOTTY;
	if ((desc->flags & GFXSHIM_IOCTL_WRITE) &&
	    !(file->f_mode & FMODE_WRITE))
		return -EPERM;

	ret = gfxshim_copy_in(&karg, desc->ksize, desc->min_size, uarg,
			      &usize);
	if (ret)
		return ret;
	ret = desc->func(file, &karg);
	if (ret)
		return ret;
	ret = gfxshim_copy_out(uarg, &karg, desc->ksize, usize);
	if (ret && desc->undo)
		desc->undo(file, &karg);
	return ret;
}

/* Last close of a file: the leases it holds go. */
static int gfxshim_release(struct inode *inode, struct file *file)
{
	unsigned int i;

	mutex_lock(&gfxshim_lock);
	for (i = 0; i < GFXSHIM_MAX_DEVICES; i++)
		if (gfxshim_devs[i] && gfxshim_devs[i]->lease_owner == file)
			gfxshim_lease_drop(gfxshim_devs[i]);
	mutex_unlock(&gfxshim_lock);
	return 0;
}

static const struct file_operations gfxshim_fops = {
	.owner		= THIS_MODULE,
	.open		= nonseekable_open,
	.release	= gfxshim_release,
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
	unsigned int i, n = 0;
	int ret;

	/* the ABI's fixed points (uapi/gfxshim.h) */
	BUILD_BUG_ON(offsetof(struct gfxshim_query, features) !=
		     GFXSHIM_QUERY_SIZE_VER0);
	BUILD_BUG_ON(offsetof(struct gfxshim_device_info, gpu_clock_hz) !=
		     GFXSHIM_DEVICE_INFO_SIZE_VER0);
	BUILD_BUG_ON(offsetof(struct gfxshim_device_info, uid) !=
		     GFXSHIM_DEVICE_INFO_SIZE_VER1);
	BUILD_BUG_ON(offsetof(struct gfxshim_device_info, render_minor) !=
		     GFXSHIM_DEVICE_INFO_SIZE_VER2);
	BUILD_BUG_ON(sizeof(struct gfxshim_device_info) != 88);
	BUILD_BUG_ON(sizeof(struct gfxshim_read_reg) !=
		     GFXSHIM_READ_REG_SIZE_VER0);
	BUILD_BUG_ON(sizeof(struct gfxshim_lease) != GFXSHIM_LEASE_SIZE_VER0);
	BUILD_BUG_ON(sizeof(struct gfxshim_clock_corr) !=
		     GFXSHIM_CLOCK_CORR_SIZE_VER0);
	BUILD_BUG_ON(GFXSHIM_REG_COUNT > 64);
	BUILD_BUG_ON(sizeof(union gfxshim_ioctl_arg) > GFXSHIM_MAX_STRUCT_SIZE);

	ret = gfxshim_vdev_init();
	if (ret)
		goto err_devs;
	ret = gfxshim_pci_init();
	if (ret)
		goto err_devs;

	ret = misc_register(&gfxshim_misc);
	if (ret) {
		pr_err("cannot register /dev/%s: %d\n", GFXSHIM_DEVICE_NAME,
		       ret);
		goto err_pci;
	}
	mutex_lock(&gfxshim_lock);
	for (i = 0; i < GFXSHIM_MAX_DEVICES; i++)
		n += !!gfxshim_devs[i];
	mutex_unlock(&gfxshim_lock);
	pr_info("ABI %u.%u, %u device(s)\n", GFXSHIM_ABI_MAJOR,
		GFXSHIM_ABI_MINOR, n);
	return 0;

err_pci:
	gfxshim_pci_exit();
err_devs:
	gfxshim_remove_all();
	return ret;
}

/* No file is open (each pins the module), so no ioctl is running. */
static void __exit gfxshim_exit(void)
{
	misc_deregister(&gfxshim_misc);
	gfxshim_pci_exit();
	gfxshim_remove_all();
}

module_init(gfxshim_init);
module_exit(gfxshim_exit);

MODULE_DESCRIPTION("gfxshim: device facts, allowlisted registers, leases and clock correlation for AMD GPUs");
MODULE_LICENSE("GPL");
