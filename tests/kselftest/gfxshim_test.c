// SPDX-License-Identifier: GPL-2.0
/*
 * kselftest for /dev/gfxshim: every ioctl's success and error paths,
 * old-size and new-size structs, leases (exclusivity, blocking, signals,
 * release on close and on kill -9) and clock correlation.  Built
 * statically against kselftest_harness.h from Debian's linux-source-6.12.
 *
 * Environment:
 *   GFXSHIM_EXPECT_VDEVS  comma-separated gfx targets the module was loaded
 *                         with (vdevs=); when set, the device list must match
 *                         it exactly ("" means no device).
 *                         A virtual device made from a PCI id is given as
 *                         "1002:744c=gfx1100": that id, and the target the
 *                         module must report for it.  The list is followed by
 *   GFXSHIM_EXPECT_PCI    that many PCI devices (default 0).
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <signal.h>
#include <sys/mman.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gfxshim.h"
#include "kselftest_harness.h"

#define DEV_PATH "/dev/" GFXSHIM_DEVICE_NAME

/* ABI layout: VER0 sizes are field boundaries, no implicit padding. */
_Static_assert(offsetof(struct gfxshim_query, features) == GFXSHIM_QUERY_SIZE_VER0, "");
_Static_assert(sizeof(struct gfxshim_query) == 24, "");
_Static_assert(offsetof(struct gfxshim_device_info, gpu_clock_hz) ==
	       GFXSHIM_DEVICE_INFO_SIZE_VER0, "");
_Static_assert(offsetof(struct gfxshim_device_info, regs) == 48, "");
_Static_assert(offsetof(struct gfxshim_device_info, uid) ==
	       GFXSHIM_DEVICE_INFO_SIZE_VER1, "");
_Static_assert(offsetof(struct gfxshim_device_info, lease_pid) == 72, "");
_Static_assert(offsetof(struct gfxshim_device_info, render_minor) ==
	       GFXSHIM_DEVICE_INFO_SIZE_VER2, "");
_Static_assert(GFXSHIM_DEVICE_INFO_SIZE_VER2 == 80, "");
_Static_assert(sizeof(struct gfxshim_device_info) == 88, "");
_Static_assert(sizeof(struct gfxshim_read_reg) == GFXSHIM_READ_REG_SIZE_VER0, "");
_Static_assert(sizeof(struct gfxshim_lease) == GFXSHIM_LEASE_SIZE_VER0, "");
_Static_assert(offsetof(struct gfxshim_clock_corr, cpu_ns_before) == 32, "");
_Static_assert(sizeof(struct gfxshim_clock_corr) == GFXSHIM_CLOCK_CORR_SIZE_VER0, "");
_Static_assert(GFXSHIM_REG_COUNT <= 64, "device_info.regs is a 64-bit mask");

/* A caller built against a newer header: 16 bytes the module does not know. */
struct query_next {
	struct gfxshim_query q;
	uint64_t later[2];
};

struct device_info_next {
	struct gfxshim_device_info di;
	uint64_t later[2];
};

struct read_reg_next {
	struct gfxshim_read_reg rr;
	uint64_t later[2];
};

struct lease_next {
	struct gfxshim_lease l;
	uint64_t later[2];
};

struct clock_next {
	struct gfxshim_clock_corr cc;
	uint64_t later[2];
};

#define ALL_FEATURES (GFXSHIM_FEAT_REGS | GFXSHIM_FEAT_VDEV | GFXSHIM_FEAT_LEASE | \
		      GFXSHIM_FEAT_CLOCK | GFXSHIM_FEAT_PCI)

static int xioctl(int fd, unsigned long cmd, void *arg)
{
	return ioctl(fd, cmd, arg) ? -errno : 0;
}

static uint32_t num_devices(int fd)
{
	struct gfxshim_query q = { .size = sizeof(q) };

	if (xioctl(fd, GFXSHIM_IOC_QUERY, &q))
		return 0;
	return q.num_devices;
}

static int device_info(int fd, uint32_t index, struct gfxshim_device_info *di)
{
	memset(di, 0, sizeof(*di));
	di->size = sizeof(*di);
	di->index = index;
	return xioctl(fd, GFXSHIM_IOC_DEVICE_INFO, di);
}

static int read_reg(int fd, uint32_t index, uint32_t reg, uint64_t *val)
{
	struct gfxshim_read_reg rr = {
		.size = sizeof(rr), .index = index, .reg = reg,
	};
	int ret = xioctl(fd, GFXSHIM_IOC_READ_REG, &rr);

	*val = rr.value;
	return ret;
}

static int lease_op(int fd, unsigned long cmd, uint32_t index, uint32_t flags)
{
	struct gfxshim_lease l = { .size = sizeof(l), .flags = flags, .index = index };

	return xioctl(fd, cmd, &l);
}

static int acquire(int fd, uint32_t index)
{
	return lease_op(fd, GFXSHIM_IOC_LEASE_ACQUIRE, index, 0);
}

static int try_acquire(int fd, uint32_t index)
{
	return lease_op(fd, GFXSHIM_IOC_LEASE_ACQUIRE, index, GFXSHIM_LEASE_NONBLOCK);
}

static int release(int fd, uint32_t index)
{
	return lease_op(fd, GFXSHIM_IOC_LEASE_RELEASE, index, 0);
}

static int lease_pid(int fd, uint32_t index)
{
	struct gfxshim_device_info di;

	if (device_info(fd, index, &di))
		return -1000;
	return di.lease_pid;
}

static int clock_corr(int fd, uint32_t index, uint32_t n, int clockid,
		      struct gfxshim_clock_corr *cc)
{
	memset(cc, 0, sizeof(*cc));
	cc->size = sizeof(*cc);
	cc->index = index;
	cc->samples = n;
	cc->clockid = clockid;
	return xioctl(fd, GFXSHIM_IOC_CLOCK_CORR, cc);
}

/* first virtual device, or -1 */
static int first_vdev(int fd, uint32_t ndev)
{
	struct gfxshim_device_info di;
	uint32_t i;

	for (i = 0; i < ndev; i++)
		if (!device_info(fd, i, &di) && (di.dev_flags & GFXSHIM_DEV_VIRTUAL))
			return (int)i;
	return -1;
}

static uint64_t clock_ns(clockid_t id)
{
	struct timespec ts;

	clock_gettime(id, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + ts.tv_nsec;
}

static int has_regs(int fd)
{
	struct gfxshim_query q = { .size = sizeof(q) };

	return !xioctl(fd, GFXSHIM_IOC_QUERY, &q) &&
	       (q.features & GFXSHIM_FEAT_REGS);
}

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + ts.tv_nsec;
}

/* "gfx1201" -> 0x0c0001, "gfx942" -> 0x090402 (last two digits hex) */
static uint32_t parse_target(const char *t)
{
	size_t n;
	unsigned long major;
	char buf[8];

	if (strncmp(t, "gfx", 3))
		return 0;
	t += 3;
	n = strlen(t);
	if (n < 3 || n > 4)
		return 0;
	memcpy(buf, t, n - 2);
	buf[n - 2] = 0;
	major = strtoul(buf, NULL, 10);
	return (uint32_t)(major << 16) |
	       (uint32_t)strtoul((char[]){ t[n - 2], 0 }, NULL, 16) << 8 |
	       (uint32_t)strtoul((char[]){ t[n - 1], 0 }, NULL, 16);
}

FIXTURE(dev) {
	int fd;
	uint32_t ndev;
};

FIXTURE_SETUP(dev)
{
	self->fd = open(DEV_PATH, O_RDONLY | O_CLOEXEC);
	ASSERT_LE(0, self->fd) TH_LOG("open %s: %s", DEV_PATH, strerror(errno));
	self->ndev = num_devices(self->fd);
}

FIXTURE_TEARDOWN(dev)
{
	if (self->fd >= 0)
		close(self->fd);
}

/* ---------------------------------------------------------------- QUERY */

TEST_F(dev, query)
{
	struct gfxshim_query q = { .size = sizeof(q) };

	ASSERT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_QUERY, &q));
	EXPECT_EQ(sizeof(q), q.size);
	EXPECT_EQ(GFXSHIM_ABI_MAJOR, q.abi_version >> 16);
	EXPECT_LE(GFXSHIM_ABI_VERSION, q.abi_version);
	EXPECT_EQ(0, q.features & ~ALL_FEATURES);
	EXPECT_EQ(GFXSHIM_FEAT_LEASE | GFXSHIM_FEAT_CLOCK | GFXSHIM_FEAT_PCI,
		  q.features & (GFXSHIM_FEAT_LEASE | GFXSHIM_FEAT_CLOCK | GFXSHIM_FEAT_PCI));
	EXPECT_GE(16, q.num_devices);
}

TEST_F(dev, query_expected_devices)
{
	const char *want = getenv("GFXSHIM_EXPECT_VDEVS");
	const char *npci = getenv("GFXSHIM_EXPECT_PCI");
	struct gfxshim_device_info di;
	char *list, *tok, *save = NULL, *target;
	uint32_t i = 0, pci = npci ? (uint32_t)atoi(npci) : 0;
	unsigned int vendor, device;

	if (!want)
		SKIP(return, "GFXSHIM_EXPECT_VDEVS not set");
	list = strdup(want);
	ASSERT_NE(NULL, list);
	for (tok = strtok_r(list, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save), i++) {
		ASSERT_GT(self->ndev, i) TH_LOG("missing device %u (%s)", i, tok);
		ASSERT_EQ(0, device_info(self->fd, i, &di));
		EXPECT_EQ(GFXSHIM_DEV_VIRTUAL, di.dev_flags);
		target = strchr(tok, '=');
		if (target) {
			/* made from a PCI id: the id, and its target from the table */
			ASSERT_EQ(2, sscanf(tok, "%x:%x=", &vendor, &device));
			EXPECT_EQ(vendor, di.vendor_id);
			EXPECT_EQ(device, di.device_id);
			EXPECT_STREQ(target + 1, di.target) TH_LOG("%s", tok);
			EXPECT_EQ(parse_target(target + 1), di.gfx_version);
		} else {
			EXPECT_EQ(0, di.vendor_id);
			EXPECT_EQ(0, di.device_id);
			EXPECT_STREQ(tok, di.target);
		}
	}
	for (; pci; pci--, i++) {
		ASSERT_GT(self->ndev, i) TH_LOG("missing PCI device %u", i);
		ASSERT_EQ(0, device_info(self->fd, i, &di));
		EXPECT_EQ(GFXSHIM_DEV_PCI, di.dev_flags);
	}
	EXPECT_EQ(i, self->ndev);
	free(list);
}

TEST_F(dev, query_old_size)
{
	union {
		struct gfxshim_query q;
		unsigned char b[sizeof(struct gfxshim_query)];
	} u;
	size_t i;

	memset(&u, 0xa5, sizeof(u));
	u.q.size = GFXSHIM_QUERY_SIZE_VER0;
	u.q.flags = 0;
	ASSERT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_QUERY, &u));
	EXPECT_EQ(GFXSHIM_QUERY_SIZE_VER0, u.q.size);
	EXPECT_EQ(GFXSHIM_ABI_MAJOR, u.q.abi_version >> 16);
	EXPECT_EQ(self->ndev, u.q.num_devices);
	for (i = GFXSHIM_QUERY_SIZE_VER0; i < sizeof(u); i++)
		ASSERT_EQ(0xa5, u.b[i]) TH_LOG("byte %zu written", i);
}

TEST_F(dev, query_new_size)
{
	struct query_next n;

	memset(&n, 0, sizeof(n));
	n.q.size = sizeof(n);
	ASSERT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_QUERY, &n));
	EXPECT_EQ(sizeof(n.q), n.q.size);
	EXPECT_EQ(GFXSHIM_ABI_MAJOR, n.q.abi_version >> 16);
	EXPECT_EQ(0, n.later[0]);
	EXPECT_EQ(0, n.later[1]);
}

TEST_F(dev, query_new_size_nonzero_tail)
{
	struct query_next n;

	memset(&n, 0, sizeof(n));
	n.q.size = sizeof(n);
	n.later[1] = 1;
	EXPECT_EQ(-E2BIG, xioctl(self->fd, GFXSHIM_IOC_QUERY, &n));
}

TEST_F(dev, query_cmd_size_bits_ignored)
{
	struct query_next n;

	memset(&n, 0, sizeof(n));
	n.q.size = sizeof(n);
	EXPECT_EQ(0, xioctl(self->fd,
			    _IOWR(GFXSHIM_IOC_MAGIC, 0x00, struct query_next), &n));
	EXPECT_EQ(sizeof(n.q), n.q.size);
}

TEST_F(dev, query_bad_size)
{
	struct gfxshim_query q;
	static const uint32_t small[] = { 0, 4, GFXSHIM_QUERY_SIZE_VER0 - 1 };
	size_t i;

	for (i = 0; i < sizeof(small) / sizeof(small[0]); i++) {
		memset(&q, 0, sizeof(q));
		q.size = small[i];
		EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_QUERY, &q))
			TH_LOG("size %u", small[i]);
	}
	memset(&q, 0, sizeof(q));
	q.size = GFXSHIM_MAX_STRUCT_SIZE + 1;
	EXPECT_EQ(-E2BIG, xioctl(self->fd, GFXSHIM_IOC_QUERY, &q));
	q.size = 0xffffffff;
	EXPECT_EQ(-E2BIG, xioctl(self->fd, GFXSHIM_IOC_QUERY, &q));
}

TEST_F(dev, query_bad_flags)
{
	struct gfxshim_query q = { .size = sizeof(q), .flags = 1 };

	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_QUERY, &q));
	q.flags = 0x80000000;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_QUERY, &q));
}

TEST_F(dev, query_efault)
{
	long pg = sysconf(_SC_PAGESIZE);
	unsigned char *m;
	uint32_t *size;

	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_QUERY, NULL));
	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_QUERY, (void *)8));

	/* "size" readable, the rest of the struct on an unmapped page */
	m = mmap(NULL, 2 * pg, PROT_READ | PROT_WRITE,
		 MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, m);
	ASSERT_EQ(0, mprotect(m + pg, pg, PROT_NONE));
	size = (uint32_t *)(m + pg - 8);
	*size = sizeof(struct gfxshim_query);
	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_QUERY, size));

	/* readable but not writable */
	ASSERT_EQ(0, mprotect(m, pg, PROT_READ | PROT_WRITE));
	size = (uint32_t *)m;
	memset(m, 0, sizeof(struct gfxshim_query));
	*size = sizeof(struct gfxshim_query);
	ASSERT_EQ(0, mprotect(m, pg, PROT_READ));
	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_QUERY, size));
	munmap(m, 2 * pg);
}

/* ---------------------------------------------------------------- unknown */

TEST_F(dev, unknown_ioctl)
{
	struct query_next n;

	memset(&n, 0, sizeof(n));
	n.q.size = sizeof(n.q);
	EXPECT_EQ(-ENOTTY, xioctl(self->fd,
				  _IOWR(GFXSHIM_IOC_MAGIC, 0x7f, struct gfxshim_query), &n));
	EXPECT_EQ(-ENOTTY, xioctl(self->fd,
				  _IOWR(GFXSHIM_IOC_MAGIC, 0x06, struct gfxshim_query), &n));
	EXPECT_EQ(-ENOTTY, xioctl(self->fd,
				  _IOR(GFXSHIM_IOC_MAGIC, 0x03, struct gfxshim_lease), &n));
	/* right number, wrong type or direction */
	EXPECT_EQ(-ENOTTY, xioctl(self->fd,
				  _IOWR(GFXSHIM_IOC_MAGIC + 1, 0x00, struct gfxshim_query), &n));
	EXPECT_EQ(-ENOTTY, xioctl(self->fd,
				  _IOR(GFXSHIM_IOC_MAGIC, 0x00, struct gfxshim_query), &n));
	EXPECT_EQ(-ENOTTY, xioctl(self->fd, _IO(GFXSHIM_IOC_MAGIC, 0x00), &n));
	EXPECT_EQ(-ENOTTY, xioctl(self->fd, 0, &n));
}

/* ---------------------------------------------------------------- DEVICE_INFO */

TEST_F(dev, device_info)
{
	struct gfxshim_device_info di;
	uint32_t i;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	for (i = 0; i < self->ndev; i++) {
		ASSERT_EQ(0, device_info(self->fd, i, &di));
		EXPECT_EQ(sizeof(di), di.size);
		EXPECT_EQ(i, di.index);
		EXPECT_EQ(0, di.flags);
		EXPECT_EQ(0, di.reserved0);
		EXPECT_EQ(0, di.reserved1);
		EXPECT_EQ(0, di.reserved2);
		EXPECT_EQ(0, di.reserved3);
		EXPECT_EQ(0, di.reserved4);
		EXPECT_NE(0, di.uid);
		EXPECT_EQ(0, di.lease_pid);
		EXPECT_EQ(0, di.target[sizeof(di.target) - 1]);
		EXPECT_EQ(parse_target(di.target), di.gfx_version)
			TH_LOG("%s: gfx_version %#x", di.target, di.gfx_version);
		if (di.dev_flags & GFXSHIM_DEV_VIRTUAL) {
			EXPECT_NE(0, di.target[0]);
			/* no PCI id, or the one it was made from (vdevs=1002:744c) */
			if (di.vendor_id) {
				EXPECT_EQ(0x1002, di.vendor_id);
				EXPECT_NE(0, di.device_id);
			} else {
				EXPECT_EQ(0, di.device_id);
			}
			EXPECT_EQ(0, di.revision);
			EXPECT_EQ(0, di.render_minor);
			EXPECT_EQ(0, di.pci_domain | di.pci_bus | di.pci_dev | di.pci_func);
			EXPECT_EQ(100000000, di.gpu_clock_hz);
			if (has_regs(self->fd)) {
				EXPECT_NE(0, di.regs & (1ull << GFXSHIM_REG_GPU_CLOCK));
			} else {
				EXPECT_EQ(0, di.regs);
			}
		} else {
			/* PCI: ids and address only; no MMIO, no clock */
			EXPECT_EQ(GFXSHIM_DEV_PCI, di.dev_flags);
			EXPECT_NE(0, di.vendor_id);
			EXPECT_NE(0xffff, di.vendor_id);
			EXPECT_GT(32, di.pci_dev);
			EXPECT_GT(8, di.pci_func);
			EXPECT_EQ(0, di.regs);
			EXPECT_EQ(0, di.gpu_clock_hz);
		}
	}
}

TEST_F(dev, device_info_bad_index)
{
	struct gfxshim_device_info di;

	/* no device at the index: -ENODEV (a detached one looks the same) */
	EXPECT_EQ(-ENODEV, device_info(self->fd, self->ndev, &di));
	EXPECT_EQ(-ENODEV, device_info(self->fd, 16, &di));
	EXPECT_EQ(-ENODEV, device_info(self->fd, 0xffffffff, &di));
}

TEST_F(dev, device_info_bad_flags_reserved)
{
	struct gfxshim_device_info di;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	memset(&di, 0, sizeof(di));
	di.size = sizeof(di);
	di.flags = 1;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &di));
	memset(&di, 0, sizeof(di));
	di.size = sizeof(di);
	di.reserved0 = 1;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &di));
	memset(&di, 0, sizeof(di));
	di.size = sizeof(di);
	di.reserved1 = 0x100;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &di));
	memset(&di, 0, sizeof(di));
	di.size = sizeof(di);
	di.reserved2 = 1;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &di));
	memset(&di, 0, sizeof(di));
	di.size = sizeof(di);
	di.reserved3 = 0x80000000;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &di));
	memset(&di, 0, sizeof(di));
	di.size = sizeof(di);
	di.reserved4 = 1;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &di));
	/* a caller of ABI 1.1 does not have reserved4: not read */
	memset(&di, 0, sizeof(di));
	di.size = GFXSHIM_DEVICE_INFO_SIZE_VER2;
	di.reserved4 = 1;
	EXPECT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &di));
	/* a caller of ABI 1.0 does not have reserved2/3: not read */
	memset(&di, 0, sizeof(di));
	di.size = GFXSHIM_DEVICE_INFO_SIZE_VER1;
	di.reserved3 = 1;
	EXPECT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &di));
}

union device_info_bytes {
	struct gfxshim_device_info di;
	unsigned char b[sizeof(struct gfxshim_device_info)];
};

/*
 * DEVICE_INFO with an older, smaller struct: every byte past @size is
 * poisoned first and must come back untouched, the size must be echoed.
 * Takes _metadata so the harness's EXPECT/ASSERT work in a helper.
 */
static void device_info_sized(struct __test_metadata *_metadata, int fd,
			      union device_info_bytes *u, uint32_t size)
{
	size_t i;

	memset(u, 0x5a, sizeof(*u));
	u->di.size = size;
	u->di.flags = 0;
	u->di.index = 0;
	u->di.reserved0 = 0;
	u->di.reserved1 = 0;
	if (size >= GFXSHIM_DEVICE_INFO_SIZE_VER2) {
		u->di.reserved2 = 0;
		u->di.reserved3 = 0;
	}
	ASSERT_EQ(0, xioctl(fd, GFXSHIM_IOC_DEVICE_INFO, u));
	EXPECT_EQ(size, u->di.size);
	for (i = size; i < sizeof(*u); i++)
		ASSERT_EQ(0x5a, u->b[i]) TH_LOG("size %u: byte %zu written", size, i);
}

TEST_F(dev, device_info_old_size)
{
	union device_info_bytes u;
	struct gfxshim_device_info full;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	ASSERT_EQ(0, device_info(self->fd, 0, &full));

	/* ABI 1.0's first struct (44 bytes) */
	device_info_sized(_metadata, self->fd, &u, GFXSHIM_DEVICE_INFO_SIZE_VER0);
	EXPECT_STREQ(full.target, u.di.target);
	EXPECT_EQ(full.gfx_version, u.di.gfx_version);

	/* ABI 1.0's struct (56 bytes): no uid, PCI address or lease pid */
	device_info_sized(_metadata, self->fd, &u, GFXSHIM_DEVICE_INFO_SIZE_VER1);
	EXPECT_EQ(full.gpu_clock_hz, u.di.gpu_clock_hz);
	EXPECT_EQ(full.regs, u.di.regs);

	/* ABI 1.1's struct (80 bytes): no render node */
	device_info_sized(_metadata, self->fd, &u, GFXSHIM_DEVICE_INFO_SIZE_VER2);
	EXPECT_EQ(full.uid, u.di.uid);
	EXPECT_EQ(full.pci_bus, u.di.pci_bus);
	EXPECT_EQ(full.lease_pid, u.di.lease_pid);

	u.di.size = GFXSHIM_DEVICE_INFO_SIZE_VER0 - 1;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &u));
}

TEST_F(dev, device_info_new_size)
{
	struct device_info_next n;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	memset(&n, 0, sizeof(n));
	n.di.size = sizeof(n);
	ASSERT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &n));
	EXPECT_EQ(sizeof(n.di), n.di.size);
	EXPECT_NE(0, n.di.target[0]);
	EXPECT_EQ(0, n.later[0]);
	EXPECT_EQ(0, n.later[1]);

	memset(&n, 0, sizeof(n));
	n.di.size = sizeof(n);
	n.later[0] = 0xff;
	EXPECT_EQ(-E2BIG, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &n));
}

TEST_F(dev, device_info_efault)
{
	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, NULL));
	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, (void *)-4096L));
}

/* ---------------------------------------------------------------- READ_REG */

TEST_F(dev, read_reg_clock)
{
	uint64_t c0, c1, c2, t0, t1, ticks, expect;
	struct gfxshim_device_info di;
	uint32_t i;

	if (!has_regs(self->fd))
		SKIP(return, "module built without CONFIG_GFXSHIM_REGS");
	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	for (i = 0; i < self->ndev; i++) {
		ASSERT_EQ(0, device_info(self->fd, i, &di));
		if (!(di.regs & (1ull << GFXSHIM_REG_GPU_CLOCK)))
			continue;	/* PCI: the module reads no MMIO */
		t0 = now_ns();
		ASSERT_EQ(0, read_reg(self->fd, i, GFXSHIM_REG_GPU_CLOCK, &c0));
		usleep(20000);
		ASSERT_EQ(0, read_reg(self->fd, i, GFXSHIM_REG_GPU_CLOCK, &c1));
		t1 = now_ns();
		ASSERT_EQ(0, read_reg(self->fd, i, GFXSHIM_REG_GPU_CLOCK, &c2));
		EXPECT_LT(c0, c1);
		EXPECT_LE(c1, c2);
		if (!(di.dev_flags & GFXSHIM_DEV_VIRTUAL))
			continue;
		/* virtual clock follows CLOCK_MONOTONIC_RAW at gpu_clock_hz */
		ticks = c1 - c0;
		expect = (t1 - t0) * (di.gpu_clock_hz / 1000) / 1000000;
		EXPECT_GE(expect + di.gpu_clock_hz / 1000, ticks)
			TH_LOG("%llu ticks in %llu ns", (unsigned long long)ticks,
			       (unsigned long long)(t1 - t0));
		EXPECT_LE(20000ull * (di.gpu_clock_hz / 1000000), ticks);
	}
}

TEST_F(dev, read_reg_allowlist)
{
	struct gfxshim_device_info di;
	uint64_t v;
	uint32_t i, r;

	if (!has_regs(self->fd))
		SKIP(return, "module built without CONFIG_GFXSHIM_REGS");
	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	for (i = 0; i < self->ndev; i++) {
		ASSERT_EQ(0, device_info(self->fd, i, &di));
		for (r = 0; r < 64; r++) {
			int ret = read_reg(self->fd, i, r, &v);

			if (di.regs & (1ull << r)) {
				EXPECT_EQ(0, ret) TH_LOG("%s reg %u", di.target, r);
			} else {
				EXPECT_EQ(-EINVAL, ret) TH_LOG("%s reg %u", di.target, r);
			}
			if (!ret && r != GFXSHIM_REG_GPU_CLOCK &&
			    (di.dev_flags & GFXSHIM_DEV_VIRTUAL))
				EXPECT_EQ(0, v);	/* simulated: idle */
		}
		EXPECT_EQ(-EINVAL, read_reg(self->fd, i, GFXSHIM_REG_COUNT, &v));
		EXPECT_EQ(-EINVAL, read_reg(self->fd, i, 64, &v));
		EXPECT_EQ(-EINVAL, read_reg(self->fd, i, 0xffffffff, &v));
	}
}

TEST_F(dev, read_reg_bad_index_flags)
{
	struct gfxshim_read_reg rr;
	uint64_t v;

	if (!has_regs(self->fd))
		SKIP(return, "module built without CONFIG_GFXSHIM_REGS");
	EXPECT_EQ(-ENODEV, read_reg(self->fd, self->ndev, GFXSHIM_REG_GPU_CLOCK, &v));
	EXPECT_EQ(-ENODEV, read_reg(self->fd, 0xffffffff, GFXSHIM_REG_GPU_CLOCK, &v));
	memset(&rr, 0, sizeof(rr));
	rr.size = sizeof(rr);
	rr.flags = 2;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_READ_REG, &rr));
}

TEST_F(dev, read_reg_sizes)
{
	struct read_reg_next n;

	if (!has_regs(self->fd))
		SKIP(return, "module built without CONFIG_GFXSHIM_REGS");
	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	memset(&n, 0, sizeof(n));
	n.rr.size = sizeof(n);
	ASSERT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_READ_REG, &n));
	EXPECT_EQ(sizeof(n.rr), n.rr.size);
	EXPECT_EQ(0, n.later[0]);

	memset(&n, 0, sizeof(n));
	n.rr.size = sizeof(n);
	n.later[1] = 1ull << 63;
	EXPECT_EQ(-E2BIG, xioctl(self->fd, GFXSHIM_IOC_READ_REG, &n));

	memset(&n, 0, sizeof(n));
	n.rr.size = GFXSHIM_READ_REG_SIZE_VER0 - 1;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_READ_REG, &n));
	n.rr.size = GFXSHIM_MAX_STRUCT_SIZE + 8;
	EXPECT_EQ(-E2BIG, xioctl(self->fd, GFXSHIM_IOC_READ_REG, &n));
}

TEST_F(dev, read_reg_efault)
{
	if (!has_regs(self->fd))
		SKIP(return, "module built without CONFIG_GFXSHIM_REGS");
	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_READ_REG, NULL));
	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_READ_REG, (void *)16));
}

/* ---------------------------------------------------------------- leases */

/* every test here that holds a lease uses its own files: released at close */
static int open_rw(void)
{
	return open(DEV_PATH, O_RDWR | O_CLOEXEC);
}

TEST_F(dev, lease_exclusive_between_fds)
{
	int a, b, c;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	a = open_rw();
	b = open_rw();
	c = open(DEV_PATH, O_RDWR | O_NONBLOCK | O_CLOEXEC);
	ASSERT_LE(0, a);
	ASSERT_LE(0, b);
	ASSERT_LE(0, c);
	EXPECT_EQ(0, lease_pid(a, 0));
	ASSERT_EQ(0, try_acquire(a, 0));
	EXPECT_EQ(getpid(), lease_pid(a, 0));
	EXPECT_EQ(getpid(), lease_pid(self->fd, 0));	/* visible to all */
	EXPECT_EQ(-EALREADY, acquire(a, 0));		/* never blocks on itself */
	EXPECT_EQ(-EBUSY, try_acquire(b, 0));	/* same process, other file */
	EXPECT_EQ(-EBUSY, acquire(c, 0));		/* O_NONBLOCK file */
	EXPECT_EQ(-EPERM, release(b, 0));		/* not the holder */
	if (self->ndev > 1) {				/* per device */
		EXPECT_EQ(0, try_acquire(b, 1));
		EXPECT_EQ(getpid(), lease_pid(a, 1));
		EXPECT_EQ(0, release(b, 1));
	}
	EXPECT_EQ(0, release(a, 0));
	EXPECT_EQ(0, lease_pid(a, 0));
	EXPECT_EQ(-ENOENT, release(a, 0));
	EXPECT_EQ(0, try_acquire(b, 0));
	EXPECT_EQ(-EBUSY, try_acquire(a, 0));
	close(b);					/* last close releases */
	EXPECT_EQ(0, lease_pid(a, 0));
	EXPECT_EQ(0, try_acquire(c, 0));
	close(c);
	EXPECT_EQ(0, try_acquire(a, 0));
	close(a);
	EXPECT_EQ(0, lease_pid(self->fd, 0));
}

TEST_F(dev, lease_needs_write)
{
	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	/* self->fd is O_RDONLY */
	EXPECT_EQ(-EPERM, try_acquire(self->fd, 0));
	EXPECT_EQ(-EPERM, acquire(self->fd, 0));
	EXPECT_EQ(-EPERM, release(self->fd, 0));
	EXPECT_EQ(0, lease_pid(self->fd, 0));
}

TEST_F(dev, lease_bad_args)
{
	long pg = sysconf(_SC_PAGESIZE);
	struct gfxshim_lease *ro;
	struct lease_next n;
	struct gfxshim_device_info di;
	int fd = open_rw();

	ASSERT_LE(0, fd);
	EXPECT_EQ(-ENODEV, try_acquire(fd, self->ndev));
	EXPECT_EQ(-ENODEV, try_acquire(fd, 0xffffffff));
	EXPECT_EQ(-ENODEV, release(fd, 16));
	EXPECT_EQ(-EFAULT, xioctl(fd, GFXSHIM_IOC_LEASE_ACQUIRE, NULL));
	EXPECT_EQ(-EFAULT, xioctl(fd, GFXSHIM_IOC_LEASE_RELEASE, (void *)8));
	if (!self->ndev) {
		close(fd);
		SKIP(return, "no device (load with vdevs=)");
	}
	EXPECT_EQ(-EINVAL, lease_op(fd, GFXSHIM_IOC_LEASE_ACQUIRE, 0, 2));
	EXPECT_EQ(-EINVAL, lease_op(fd, GFXSHIM_IOC_LEASE_ACQUIRE, 0, 0x80000000));
	/* NONBLOCK means nothing to release */
	EXPECT_EQ(-EINVAL, lease_op(fd, GFXSHIM_IOC_LEASE_RELEASE, 0,
				    GFXSHIM_LEASE_NONBLOCK));
	memset(&n, 0, sizeof(n));
	n.l.size = sizeof(n.l);
	n.l.reserved = 1;
	EXPECT_EQ(-EINVAL, xioctl(fd, GFXSHIM_IOC_LEASE_ACQUIRE, &n));
	n.l.reserved = 0;
	n.l.size = GFXSHIM_LEASE_SIZE_VER0 - 1;
	EXPECT_EQ(-EINVAL, xioctl(fd, GFXSHIM_IOC_LEASE_ACQUIRE, &n));
	n.l.size = GFXSHIM_MAX_STRUCT_SIZE + 1;
	EXPECT_EQ(-E2BIG, xioctl(fd, GFXSHIM_IOC_LEASE_ACQUIRE, &n));
	/* newer caller: zero tail accepted, size written back is the module's */
	n.l.size = sizeof(n);
	n.later[1] = 7;
	EXPECT_EQ(-E2BIG, xioctl(fd, GFXSHIM_IOC_LEASE_ACQUIRE, &n));
	EXPECT_EQ(0, lease_pid(fd, 0));
	n.later[1] = 0;
	n.l.flags = GFXSHIM_LEASE_NONBLOCK;
	ASSERT_EQ(0, xioctl(fd, GFXSHIM_IOC_LEASE_ACQUIRE, &n));
	EXPECT_EQ(sizeof(n.l), n.l.size);
	EXPECT_EQ(0, n.later[0]);
	n.l.size = sizeof(n);
	n.l.flags = 0;
	EXPECT_EQ(0, xioctl(fd, GFXSHIM_IOC_LEASE_RELEASE, &n));
	EXPECT_EQ(sizeof(n.l), n.l.size);
	/* uid: must name the device at the index */
	ASSERT_EQ(0, device_info(fd, 0, &di));
	memset(&n, 0, sizeof(n));
	n.l.size = sizeof(n.l);
	n.l.uid = di.uid + 1000;
	EXPECT_EQ(-ENODEV, xioctl(fd, GFXSHIM_IOC_LEASE_ACQUIRE, &n));
	n.l.uid = di.uid;
	EXPECT_EQ(0, xioctl(fd, GFXSHIM_IOC_LEASE_ACQUIRE, &n));
	n.l.uid = di.uid + 1000;
	EXPECT_EQ(-ENODEV, xioctl(fd, GFXSHIM_IOC_LEASE_RELEASE, &n));
	EXPECT_EQ(getpid(), lease_pid(fd, 0));
	/* acquire's result not writable: -EFAULT and the lease is not kept */
	EXPECT_EQ(0, release(fd, 0));
	ro = mmap(NULL, pg, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	ASSERT_NE(MAP_FAILED, ro);
	memset(ro, 0, sizeof(*ro));
	ro->size = sizeof(*ro);
	ASSERT_EQ(0, mprotect(ro, pg, PROT_READ));
	EXPECT_EQ(-EFAULT, xioctl(fd, GFXSHIM_IOC_LEASE_ACQUIRE, ro));
	EXPECT_EQ(0, lease_pid(fd, 0));
	munmap(ro, pg);
	close(fd);
}

/* a child that holds the lease of device @index until killed */
static pid_t spawn_holder(uint32_t index, int hold_ms)
{
	int p[2];
	char c = 0;
	pid_t pid;

	if (pipe(p))
		return -1;
	pid = fork();
	if (pid == 0) {
		int fd = open_rw();

		close(p[0]);
		if (fd < 0 || try_acquire(fd, index))
			_exit(1);
		if (write(p[1], "x", 1) != 1)
			_exit(1);
		if (hold_ms >= 0) {
			usleep(hold_ms * 1000);
			_exit(0);		/* exit closes the file */
		}
		for (;;)
			pause();
	}
	close(p[1]);
	if (pid > 0 && read(p[0], &c, 1) != 1) {
		waitpid(pid, NULL, 0);
		pid = -1;
	}
	close(p[0]);
	return pid;
}

TEST_F(dev, lease_released_on_kill9)
{
	pid_t child;
	int fd, st;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	fd = open_rw();
	ASSERT_LE(0, fd);
	child = spawn_holder(0, -1);
	ASSERT_LT(0, child);
	EXPECT_EQ(child, lease_pid(fd, 0));
	EXPECT_EQ(-EBUSY, try_acquire(fd, 0));		/* other process */
	EXPECT_EQ(-EPERM, release(fd, 0));
	ASSERT_EQ(0, kill(child, SIGKILL));
	ASSERT_EQ(child, waitpid(child, &st, 0));
	EXPECT_TRUE(WIFSIGNALED(st));
	EXPECT_EQ(0, lease_pid(fd, 0));
	EXPECT_EQ(0, try_acquire(fd, 0));
	EXPECT_EQ(getpid(), lease_pid(fd, 0));
	close(fd);
}

TEST_F(dev, lease_blocking_acquire_wakes)
{
	uint64_t t0, t1;
	pid_t child;
	int fd;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	fd = open_rw();
	ASSERT_LE(0, fd);
	/* the holder exits after 200 ms; the blocking acquire waits for it */
	child = spawn_holder(0, 200);
	ASSERT_LT(0, child);
	t0 = now_ns();
	EXPECT_EQ(0, acquire(fd, 0));
	t1 = now_ns();
	EXPECT_EQ(getpid(), lease_pid(fd, 0));
	EXPECT_LE(50000000ull, t1 - t0) TH_LOG("woke after %llu ns",
						 (unsigned long long)(t1 - t0));
	waitpid(child, NULL, 0);
	/* and once more, killed instead of exiting */
	EXPECT_EQ(0, release(fd, 0));
	child = spawn_holder(0, -1);
	ASSERT_LT(0, child);
	if (fork() == 0) {
		usleep(100000);
		kill(child, SIGKILL);
		_exit(0);
	}
	EXPECT_EQ(0, acquire(fd, 0));
	waitpid(child, NULL, 0);
	wait(NULL);
	close(fd);
}

static int sig_fd = -1;
static volatile sig_atomic_t sig_count;

static void on_alarm(int sig)
{
	(void)sig;
	sig_count++;
}

static void on_alarm_release(int sig)
{
	(void)sig;
	sig_count++;
	release(sig_fd, 0);		/* ioctl is async-signal-safe */
}

static void arm(void (*fn)(int), int restart, long ms)
{
	struct sigaction sa = { .sa_handler = fn, .sa_flags = restart ? SA_RESTART : 0 };
	struct itimerval it = { .it_value = { .tv_sec = 0, .tv_usec = ms * 1000 } };

	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, NULL);
	sig_count = 0;
	setitimer(ITIMER_REAL, &it, NULL);
}

TEST_F(dev, lease_wait_interrupted_by_signal)
{
	int a, b;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	a = open_rw();
	b = open_rw();
	ASSERT_LE(0, a);
	ASSERT_LE(0, b);
	ASSERT_EQ(0, try_acquire(a, 0));
	/* a handler without SA_RESTART: the wait ends with EINTR */
	arm(on_alarm, 0, 100);
	EXPECT_EQ(-EINTR, acquire(b, 0));
	EXPECT_EQ(1, sig_count);
	EXPECT_EQ(-EBUSY, try_acquire(b, 0));
	/* with SA_RESTART the wait restarts; the handler releases a's lease */
	sig_fd = a;
	arm(on_alarm_release, 1, 100);
	EXPECT_EQ(0, acquire(b, 0));
	EXPECT_EQ(1, sig_count);
	EXPECT_EQ(-EPERM, release(a, 0));
	EXPECT_EQ(0, release(b, 0));
	signal(SIGALRM, SIG_DFL);
	close(a);
	close(b);
}

/* ---------------------------------------------------------------- CLOCK_CORR */

TEST_F(dev, clock_corr)
{
	struct gfxshim_clock_corr c1, c2;
	struct gfxshim_device_info di;
	static const uint32_t ns[] = { 1, 2, 64, GFXSHIM_CLOCK_MAX_SAMPLES };
	uint64_t t0, t1, dticks, dns;
	uint32_t i, k;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	for (i = 0; i < self->ndev; i++) {
		ASSERT_EQ(0, device_info(self->fd, i, &di));
		if (!(di.dev_flags & GFXSHIM_DEV_VIRTUAL)) {
			EXPECT_EQ(-EOPNOTSUPP, clock_corr(self->fd, i, 4,
							  CLOCK_MONOTONIC_RAW, &c1));
			continue;
		}
		for (k = 0; k < sizeof(ns) / sizeof(ns[0]); k++) {
			t0 = now_ns();
			ASSERT_EQ(0, clock_corr(self->fd, i, ns[k], CLOCK_MONOTONIC_RAW, &c1));
			t1 = now_ns();
			EXPECT_EQ(sizeof(c1), c1.size);
			EXPECT_EQ(di.gpu_clock_hz, c1.gpu_clock_hz);
			EXPECT_LE(t0, c1.cpu_ns_before);
			EXPECT_LE(c1.cpu_ns_before, c1.cpu_ns_after);
			EXPECT_LE(c1.cpu_ns_after, t1);
			EXPECT_EQ(c1.cpu_ns_after - c1.cpu_ns_before, c1.window_ns);
			EXPECT_GT(10000000ull, c1.window_ns);
			EXPECT_NE(0, c1.gpu_ticks);
		}
		/* the simulated clock runs at gpu_clock_hz of CLOCK_MONOTONIC_RAW */
		ASSERT_EQ(0, clock_corr(self->fd, i, 16, CLOCK_MONOTONIC_RAW, &c1));
		usleep(50000);
		ASSERT_EQ(0, clock_corr(self->fd, i, 16, CLOCK_MONOTONIC_RAW, &c2));
		dticks = c2.gpu_ticks - c1.gpu_ticks;
		dns = c2.cpu_ns_after - c1.cpu_ns_before;
		EXPECT_GE(dns / 10 + 2, dticks) TH_LOG("%llu ticks in %llu ns",
						       (unsigned long long)dticks,
						       (unsigned long long)dns);
		dns = c2.cpu_ns_before - c1.cpu_ns_after;
		EXPECT_LE(dns / 10, dticks + 2);
		/* other CPU clocks */
		t0 = clock_ns(CLOCK_MONOTONIC);
		ASSERT_EQ(0, clock_corr(self->fd, i, 8, CLOCK_MONOTONIC, &c1));
		t1 = clock_ns(CLOCK_MONOTONIC);
		EXPECT_LE(t0, c1.cpu_ns_before);
		EXPECT_LE(c1.cpu_ns_after, t1);
		t0 = clock_ns(CLOCK_BOOTTIME);
		ASSERT_EQ(0, clock_corr(self->fd, i, 8, CLOCK_BOOTTIME, &c1));
		t1 = clock_ns(CLOCK_BOOTTIME);
		EXPECT_LE(t0, c1.cpu_ns_before);
		EXPECT_LE(c1.cpu_ns_after, t1);
	}
}

TEST_F(dev, clock_corr_bad_args)
{
	struct gfxshim_clock_corr cc;
	struct gfxshim_device_info di;
	struct clock_next n;
	int v = first_vdev(self->fd, self->ndev);

	EXPECT_EQ(-ENODEV, clock_corr(self->fd, self->ndev, 1, CLOCK_MONOTONIC_RAW, &cc));
	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_CLOCK_CORR, NULL));
	if (v < 0)
		SKIP(return, "no virtual device (load with vdevs=)");
	EXPECT_EQ(-EINVAL, clock_corr(self->fd, v, 0, CLOCK_MONOTONIC_RAW, &cc));
	EXPECT_EQ(-EINVAL, clock_corr(self->fd, v, GFXSHIM_CLOCK_MAX_SAMPLES + 1,
				      CLOCK_MONOTONIC_RAW, &cc));
	EXPECT_EQ(-EINVAL, clock_corr(self->fd, v, 0xffffffff, CLOCK_MONOTONIC_RAW, &cc));
	EXPECT_EQ(-EINVAL, clock_corr(self->fd, v, 1, CLOCK_REALTIME, &cc));
	EXPECT_EQ(-EINVAL, clock_corr(self->fd, v, 1, -1, &cc));
	EXPECT_EQ(-EINVAL, clock_corr(self->fd, v, 1, 99, &cc));
	memset(&cc, 0, sizeof(cc));
	cc.size = sizeof(cc);
	cc.index = v;
	cc.samples = 1;
	cc.clockid = CLOCK_MONOTONIC_RAW;
	cc.flags = 1;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_CLOCK_CORR, &cc));
	cc.flags = 0;
	cc.size = GFXSHIM_CLOCK_CORR_SIZE_VER0 - 1;
	EXPECT_EQ(-EINVAL, xioctl(self->fd, GFXSHIM_IOC_CLOCK_CORR, &cc));
	ASSERT_EQ(0, device_info(self->fd, v, &di));
	cc.size = sizeof(cc);
	cc.uid = di.uid + 1000;
	EXPECT_EQ(-ENODEV, xioctl(self->fd, GFXSHIM_IOC_CLOCK_CORR, &cc));
	cc.uid = di.uid;
	EXPECT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_CLOCK_CORR, &cc));
	/* newer caller */
	memset(&n, 0, sizeof(n));
	n.cc.size = sizeof(n);
	n.cc.index = v;
	n.cc.samples = 3;
	n.cc.clockid = CLOCK_MONOTONIC_RAW;
	ASSERT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_CLOCK_CORR, &n));
	EXPECT_EQ(sizeof(n.cc), n.cc.size);
	EXPECT_EQ(0, n.later[0]);
	EXPECT_EQ(0, n.later[1]);
	n.cc.size = sizeof(n);
	n.later[0] = 1;
	EXPECT_EQ(-E2BIG, xioctl(self->fd, GFXSHIM_IOC_CLOCK_CORR, &n));
	EXPECT_EQ(-EFAULT, xioctl(self->fd, GFXSHIM_IOC_CLOCK_CORR, (void *)-4096L));
}

TEST(read_reg_disabled)
{
	struct gfxshim_read_reg rr = { .size = sizeof(rr) };
	int fd = open(DEV_PATH, O_RDONLY | O_CLOEXEC);

	ASSERT_LE(0, fd);
	if (has_regs(fd)) {
		close(fd);
		SKIP(return, "module built with CONFIG_GFXSHIM_REGS");
	}
	EXPECT_EQ(-ENOTTY, xioctl(fd, GFXSHIM_IOC_READ_REG, &rr));
	close(fd);
}

TEST_HARNESS_MAIN
