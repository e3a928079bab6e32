// SPDX-License-Identifier: GPL-2.0
/*
 * kselftest for /dev/gfxshim: every ioctl's success and error paths,
 * old-size and new-size structs.  Built statically against
 * kselftest_harness.h from Debian's linux-source-6.12.
 *
 * Environment:
 *   GFXSHIM_EXPECT_VDEVS  comma-separated gfx targets the module was loaded
 *                         with (vdevs=); when set, the device list must match
 *                         it exactly ("" means no device).
 */
#include <errno.h>
#include <fcntl.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
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
_Static_assert(sizeof(struct gfxshim_device_info) == 56, "");
_Static_assert(sizeof(struct gfxshim_read_reg) == GFXSHIM_READ_REG_SIZE_VER0, "");
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
	EXPECT_EQ(0, q.features & ~(GFXSHIM_FEAT_REGS | GFXSHIM_FEAT_VDEV));
	EXPECT_GE(16, q.num_devices);
}

TEST_F(dev, query_expected_devices)
{
	const char *want = getenv("GFXSHIM_EXPECT_VDEVS");
	struct gfxshim_device_info di;
	char *list, *tok, *save = NULL;
	uint32_t i = 0;

	if (!want)
		SKIP(return, "GFXSHIM_EXPECT_VDEVS not set");
	list = strdup(want);
	ASSERT_NE(NULL, list);
	for (tok = strtok_r(list, ",", &save); tok;
	     tok = strtok_r(NULL, ",", &save), i++) {
		ASSERT_GT(self->ndev, i) TH_LOG("missing device %u (%s)", i, tok);
		ASSERT_EQ(0, device_info(self->fd, i, &di));
		EXPECT_STREQ(tok, di.target);
		EXPECT_EQ(GFXSHIM_DEV_VIRTUAL, di.dev_flags & GFXSHIM_DEV_VIRTUAL);
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
				  _IOWR(GFXSHIM_IOC_MAGIC, 0x03, struct gfxshim_query), &n));
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
		EXPECT_NE(0, di.target[0]);
		EXPECT_EQ(0, di.target[sizeof(di.target) - 1]);
		EXPECT_EQ(parse_target(di.target), di.gfx_version)
			TH_LOG("%s: gfx_version %#x", di.target, di.gfx_version);
		EXPECT_NE(0, di.gpu_clock_hz);
		if (di.dev_flags & GFXSHIM_DEV_VIRTUAL) {
			EXPECT_EQ(0, di.vendor_id);
			EXPECT_EQ(0, di.device_id);
			EXPECT_EQ(0, di.revision);
			EXPECT_EQ(100000000, di.gpu_clock_hz);
		} else {
			EXPECT_EQ(0x1002, di.vendor_id);
		}
		if (has_regs(self->fd)) {
			EXPECT_NE(0, di.regs & (1ull << GFXSHIM_REG_GPU_CLOCK));
		} else {
			EXPECT_EQ(0, di.regs);
		}
	}
}

TEST_F(dev, device_info_bad_index)
{
	struct gfxshim_device_info di;

	EXPECT_EQ(-EINVAL, device_info(self->fd, self->ndev, &di));
	EXPECT_EQ(-EINVAL, device_info(self->fd, 16, &di));
	EXPECT_EQ(-EINVAL, device_info(self->fd, 0xffffffff, &di));
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
}

TEST_F(dev, device_info_old_size)
{
	union {
		struct gfxshim_device_info di;
		unsigned char b[sizeof(struct gfxshim_device_info)];
	} u;
	struct gfxshim_device_info full;
	size_t i;

	if (!self->ndev)
		SKIP(return, "no device (load with vdevs=)");
	ASSERT_EQ(0, device_info(self->fd, 0, &full));
	memset(&u, 0x5a, sizeof(u));
	u.di.size = GFXSHIM_DEVICE_INFO_SIZE_VER0;
	u.di.flags = 0;
	u.di.index = 0;
	u.di.reserved0 = 0;
	u.di.reserved1 = 0;
	ASSERT_EQ(0, xioctl(self->fd, GFXSHIM_IOC_DEVICE_INFO, &u));
	EXPECT_EQ(GFXSHIM_DEVICE_INFO_SIZE_VER0, u.di.size);
	EXPECT_STREQ(full.target, u.di.target);
	EXPECT_EQ(full.gfx_version, u.di.gfx_version);
	for (i = GFXSHIM_DEVICE_INFO_SIZE_VER0; i < sizeof(u); i++)
		ASSERT_EQ(0x5a, u.b[i]) TH_LOG("byte %zu written", i);

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
	EXPECT_EQ(-EINVAL, read_reg(self->fd, self->ndev, GFXSHIM_REG_GPU_CLOCK, &v));
	EXPECT_EQ(-EINVAL, read_reg(self->fd, 0xffffffff, GFXSHIM_REG_GPU_CLOCK, &v));
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
