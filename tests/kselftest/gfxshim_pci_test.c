// SPDX-License-Identifier: GPL-2.0
/*
 * kselftest for PCI attach/detach: the module is loaded with
 * pci_driver=$GFXSHIM_PCI_DRIVER (e1000 in the VM, a qemu "-device e1000"):
 * the device appears with its PCI facts, and unbinding the driver through
 * sysfs (or removing the driver) detaches it while files are open and its
 * lease is held: -ENODEV from then on, lease waiters woken, no
 * use-after-free; binding again attaches it anew (a new uid).  The render
 * node the module reports is the one sysfs shows (none for e1000).
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <time.h>
#include <unistd.h>

#include "gfxshim.h"
#include "kselftest_harness.h"

#define DEV_PATH "/dev/" GFXSHIM_DEVICE_NAME

static int xioctl(int fd, unsigned long cmd, void *arg)
{
	return ioctl(fd, cmd, arg) ? -errno : 0;
}

static int device_info(int fd, uint32_t index, struct gfxshim_device_info *di)
{
	memset(di, 0, sizeof(*di));
	di->size = sizeof(*di);
	di->index = index;
	return xioctl(fd, GFXSHIM_IOC_DEVICE_INFO, di);
}

static int lease(int fd, unsigned long cmd, uint32_t index, uint32_t flags, uint64_t uid)
{
	struct gfxshim_lease l = {
		.size = sizeof(l), .flags = flags, .index = index, .uid = uid,
	};

	return xioctl(fd, cmd, &l);
}

static uint32_t num_devices(int fd)
{
	struct gfxshim_query q = { .size = sizeof(q) };

	return xioctl(fd, GFXSHIM_IOC_QUERY, &q) ? 0 : q.num_devices;
}

static void bdf_of(const struct gfxshim_device_info *di, char *buf, size_t n)
{
	snprintf(buf, n, "%04x:%02x:%02x.%x", di->pci_domain, di->pci_bus,
		 di->pci_dev, di->pci_func);
}

/* the attached PCI device at address @bdf (any when NULL): its index or -1 */
static int find_pci(int fd, const char *bdf, struct gfxshim_device_info *out)
{
	uint32_t i, n = num_devices(fd);
	char b[32];

	for (i = 0; i < n; i++) {
		if (device_info(fd, i, out) || !(out->dev_flags & GFXSHIM_DEV_PCI))
			continue;
		bdf_of(out, b, sizeof(b));
		if (!bdf || !strcmp(b, bdf))
			return (int)i;
	}
	return -1;
}

static int sysfs_write(const char *path, const char *val)
{
	int fd = open(path, O_WRONLY | O_CLOEXEC);
	int ret = 0;

	if (fd < 0)
		return -errno;
	if (write(fd, val, strlen(val)) != (ssize_t)strlen(val))
		ret = -errno;
	close(fd);
	return ret;
}

static int bind_op(const char *drv, const char *op, const char *bdf)
{
	char path[128];

	snprintf(path, sizeof(path), "/sys/bus/pci/drivers/%s/%s", drv, op);
	return sysfs_write(path, bdf);
}

static unsigned long sysfs_hex(const char *bdf, const char *attr)
{
	char path[128], buf[32] = "";
	FILE *f;

	snprintf(path, sizeof(path), "/sys/bus/pci/devices/%s/%s", bdf, attr);
	f = fopen(path, "r");
	if (!f)
		return ~0ul;
	if (!fgets(buf, sizeof(buf), f))
		buf[0] = 0;
	fclose(f);
	return strtoul(buf, NULL, 16);
}

static const char *driver_name(void)
{
	const char *d = getenv("GFXSHIM_PCI_DRIVER");

	return d && *d ? d : NULL;
}

/* wait up to 2 s for the device at @bdf to be (@want) attached or not */
static int wait_attached(int fd, const char *bdf, int want, struct gfxshim_device_info *di)
{
	int i, idx = -1;

	for (i = 0; i < 200; i++) {
		idx = find_pci(fd, bdf, di);
		if ((idx >= 0) == want)
			break;
		usleep(10000);
	}
	return idx;
}

TEST(pci_facts)
{
	const char *drv = driver_name();
	struct gfxshim_device_info di, di2;
	char bdf[32], path[160];
	int fd, idx;

	if (!drv)
		SKIP(return, "GFXSHIM_PCI_DRIVER not set");
	fd = open(DEV_PATH, O_RDWR | O_CLOEXEC);
	ASSERT_LE(0, fd);
	idx = find_pci(fd, NULL, &di);
	ASSERT_LE(0, idx) TH_LOG("no PCI device attached (driver %s)", drv);
	bdf_of(&di, bdf, sizeof(bdf));
	snprintf(path, sizeof(path), "/sys/bus/pci/drivers/%s/%s", drv, bdf);
	EXPECT_EQ(0, access(path, F_OK)) TH_LOG("%s not bound to %s", bdf, drv);
	EXPECT_EQ(sysfs_hex(bdf, "vendor"), di.vendor_id);
	EXPECT_EQ(sysfs_hex(bdf, "device"), di.device_id);
	EXPECT_EQ(sysfs_hex(bdf, "revision"), di.revision);
	EXPECT_EQ(GFXSHIM_DEV_PCI, di.dev_flags);
	if (di.vendor_id != 0x1002) {
		/* the target table knows AMD ids only */
		EXPECT_EQ(0, di.target[0]);
		EXPECT_EQ(0, di.gfx_version);
	}
	EXPECT_EQ(0, di.regs);
	TH_LOG("device %d: %s %04x:%04x rev %02x uid %llu", idx, bdf, di.vendor_id,
	       di.device_id, di.revision, (unsigned long long)di.uid);
	/* leases work on PCI devices too */
	EXPECT_EQ(0, lease(fd, GFXSHIM_IOC_LEASE_ACQUIRE, idx, 0, di.uid));
	ASSERT_EQ(0, device_info(fd, idx, &di2));
	EXPECT_EQ(getpid(), di2.lease_pid);
	EXPECT_EQ(di.uid, di2.uid);
	EXPECT_EQ(0, lease(fd, GFXSHIM_IOC_LEASE_RELEASE, idx, 0, 0));
	close(fd);
}

/* N of /sys/bus/pci/devices/@bdf/drm/renderD<N>, 0 when there is none */
static unsigned int sysfs_render_minor(const char *bdf)
{
	unsigned int minor = 0;
	char path[128];
	struct dirent *e;
	DIR *d;

	snprintf(path, sizeof(path), "/sys/bus/pci/devices/%s/drm", bdf);
	d = opendir(path);
	if (!d)
		return 0;
	while ((e = readdir(d)))
		if (sscanf(e->d_name, "renderD%u", &minor) == 1)
			break;
	closedir(d);
	return e ? minor : 0;
}

TEST(pci_render_node)
{
	const char *drv = driver_name();
	struct gfxshim_device_info di;
	unsigned int want;
	char bdf[32];
	int fd, idx;

	if (!drv)
		SKIP(return, "GFXSHIM_PCI_DRIVER not set");
	fd = open(DEV_PATH, O_RDONLY | O_CLOEXEC);
	ASSERT_LE(0, fd);
	idx = find_pci(fd, NULL, &di);
	ASSERT_LE(0, idx);
	bdf_of(&di, bdf, sizeof(bdf));
	want = sysfs_render_minor(bdf);
	EXPECT_EQ(want, di.render_minor);
	EXPECT_EQ(0, di.reserved4);
	TH_LOG("%s (%s): render node %u", bdf, drv, di.render_minor);
	if (getenv("GFXSHIM_EXPECT_RENDER"))
		EXPECT_NE(0, di.render_minor);
	close(fd);
}

struct waiter {
	int fd;
	uint32_t index;
	uint64_t uid;
	int ret;
};

static void *wait_lease(void *arg)
{
	struct waiter *w = arg;

	w->ret = lease(w->fd, GFXSHIM_IOC_LEASE_ACQUIRE, w->index, 0, w->uid);
	return NULL;
}

TEST(pci_unbind_while_open_and_leased)
{
	const char *drv = driver_name();
	struct gfxshim_device_info di, di2;
	struct gfxshim_clock_corr cc;
	struct gfxshim_read_reg rr;
	struct waiter w;
	pthread_t th;
	char bdf[32];
	int fd, fd2, idx, idx2;

	if (!drv)
		SKIP(return, "GFXSHIM_PCI_DRIVER not set");
	fd = open(DEV_PATH, O_RDWR | O_CLOEXEC);
	fd2 = open(DEV_PATH, O_RDWR | O_CLOEXEC);
	ASSERT_LE(0, fd);
	ASSERT_LE(0, fd2);
	idx = find_pci(fd, NULL, &di);
	ASSERT_LE(0, idx);
	bdf_of(&di, bdf, sizeof(bdf));
	ASSERT_EQ(0, lease(fd, GFXSHIM_IOC_LEASE_ACQUIRE, idx, 0, di.uid));

	/* a second file waits for the lease */
	w = (struct waiter){ .fd = fd2, .index = idx, .uid = di.uid, .ret = 1 };
	ASSERT_EQ(0, pthread_create(&th, NULL, wait_lease, &w));
	usleep(50000);
	EXPECT_EQ(1, w.ret);		/* still waiting */

	ASSERT_EQ(0, bind_op(drv, "unbind", bdf));
	pthread_join(th, NULL);
	EXPECT_EQ(-ENODEV, w.ret);	/* woken by the detach */

	EXPECT_EQ(-1, find_pci(fd, bdf, &di2));
	EXPECT_EQ(-ENODEV, device_info(fd, idx, &di2));
	EXPECT_EQ(-ENODEV, lease(fd, GFXSHIM_IOC_LEASE_RELEASE, idx, 0, 0));
	EXPECT_EQ(-ENODEV, lease(fd, GFXSHIM_IOC_LEASE_ACQUIRE, idx,
				 GFXSHIM_LEASE_NONBLOCK, 0));
	memset(&rr, 0, sizeof(rr));
	rr.size = sizeof(rr);
	rr.index = idx;
	EXPECT_EQ(-ENODEV, xioctl(fd, GFXSHIM_IOC_READ_REG, &rr));
	memset(&cc, 0, sizeof(cc));
	cc.size = sizeof(cc);
	cc.index = idx;
	cc.samples = 1;
	cc.clockid = CLOCK_MONOTONIC_RAW;
	EXPECT_EQ(-ENODEV, xioctl(fd, GFXSHIM_IOC_CLOCK_CORR, &cc));

	/* bind again: attached anew through the bus notifier */
	ASSERT_EQ(0, bind_op(drv, "bind", bdf));
	idx2 = wait_attached(fd, bdf, 1, &di2);
	ASSERT_LE(0, idx2) TH_LOG("%s not attached again after bind", bdf);
	EXPECT_NE(di.uid, di2.uid);
	EXPECT_EQ(0, di2.lease_pid);		/* the old lease died with it */
	EXPECT_EQ(di.vendor_id, di2.vendor_id);
	EXPECT_EQ(di.device_id, di2.device_id);
	/* the old uid no longer names anything */
	EXPECT_EQ(-ENODEV, lease(fd, GFXSHIM_IOC_LEASE_ACQUIRE, idx2,
				 GFXSHIM_LEASE_NONBLOCK, di.uid));
	EXPECT_EQ(0, lease(fd2, GFXSHIM_IOC_LEASE_ACQUIRE, idx2,
			   GFXSHIM_LEASE_NONBLOCK, di2.uid));
	EXPECT_EQ(-EBUSY, lease(fd, GFXSHIM_IOC_LEASE_ACQUIRE, idx2,
				GFXSHIM_LEASE_NONBLOCK, 0));
	close(fd2);
	EXPECT_EQ(0, lease(fd, GFXSHIM_IOC_LEASE_ACQUIRE, idx2,
			   GFXSHIM_LEASE_NONBLOCK, 0));
	close(fd);
}

TEST(pci_driver_removed_while_open)
{
	const char *drv = driver_name();
	struct gfxshim_device_info di, di2;
	char bdf[32], cmd[96];
	int fd, idx;

	if (!drv)
		SKIP(return, "GFXSHIM_PCI_DRIVER not set");
	fd = open(DEV_PATH, O_RDWR | O_CLOEXEC);
	ASSERT_LE(0, fd);
	idx = find_pci(fd, NULL, &di);
	ASSERT_LE(0, idx);
	bdf_of(&di, bdf, sizeof(bdf));
	ASSERT_EQ(0, lease(fd, GFXSHIM_IOC_LEASE_ACQUIRE, idx, 0, 0));
	snprintf(cmd, sizeof(cmd), "rmmod %s", drv);
	ASSERT_EQ(0, system(cmd));
	EXPECT_EQ(-1, find_pci(fd, bdf, &di2));
	EXPECT_EQ(-ENODEV, device_info(fd, idx, &di2));
	EXPECT_EQ(-ENODEV, lease(fd, GFXSHIM_IOC_LEASE_RELEASE, idx, 0, 0));
	snprintf(cmd, sizeof(cmd), "modprobe %s", drv);
	ASSERT_EQ(0, system(cmd));
	idx = wait_attached(fd, bdf, 1, &di2);
	ASSERT_LE(0, idx) TH_LOG("%s not attached after modprobe %s", bdf, drv);
	EXPECT_NE(di.uid, di2.uid);
	EXPECT_EQ(0, di2.lease_pid);
	close(fd);
}

TEST_HARNESS_MAIN
