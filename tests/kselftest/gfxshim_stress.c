// SPDX-License-Identifier: GPL-2.0
/*
 * Concurrency stress for /dev/gfxshim: a few processes with several
 * threads each, every thread on its own file, doing random QUERY,
 * DEVICE_INFO, READ_REG, CLOCK_CORR and lease acquire/release (blocking
 * and not, and closing a file while it holds a lease) for a bounded time,
 * while one thread unbinds and binds the PCI device of
 * $GFXSHIM_PCI_DRIVER through sysfs (when set).  Checks: only the errnos
 * each ioctl documents, a lease is never held by two files of a virtual
 * device at once, the holder sees its own pid.  The kernel log is checked
 * by the caller.
 *
 * Environment: GFXSHIM_STRESS_MS (default 2000), GFXSHIM_PCI_DRIVER.
 */
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#include "gfxshim.h"
#include "kselftest_harness.h"

#define DEV_PATH	"/dev/" GFXSHIM_DEVICE_NAME
#define NPROC		3	/* processes besides the parent */
#define NTHREAD		4	/* threads per process */
#define MAXDEV		16

struct shared {
	uint64_t ops;
	uint64_t leases;
	uint64_t unexpected;
	uint64_t overlap;
	uint64_t wrong_pid;
	uint64_t binds;
	int holders[MAXDEV];
	int is_vdev[MAXDEV];
	char first_error[160];
};

static struct shared *sh;
static uint64_t deadline_ns;

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000ull + ts.tv_nsec;
}

static int xioctl(int fd, unsigned long cmd, void *arg)
{
	return ioctl(fd, cmd, arg) ? -errno : 0;
}

static void unexpected(const char *what, int ret)
{
	if (__atomic_fetch_add(&sh->unexpected, 1, __ATOMIC_RELAXED) == 0)
		snprintf(sh->first_error, sizeof(sh->first_error), "%s: %s (%d)",
			 what, strerror(-ret), ret);
}

/* @ret must be 0 or one of the errnos listed (0-terminated) */
static void expect(const char *what, int ret, const int *ok)
{
	if (!ret)
		return;
	for (; *ok; ok++)
		if (ret == *ok)
			return;
	unexpected(what, ret);
}

static const int e_info[] = { -ENODEV, 0 };
static const int e_reg[] = { -ENODEV, -EINVAL, 0 };
static const int e_clock[] = { -ENODEV, -EOPNOTSUPP, 0 };
static const int e_try[] = { -ENODEV, -EBUSY, 0 };

static int lease(int fd, unsigned long cmd, uint32_t index, uint32_t flags)
{
	struct gfxshim_lease l = { .size = sizeof(l), .flags = flags, .index = index };

	return xioctl(fd, cmd, &l);
}

/* holding the lease of @idx on @fd: check and release (or close) */
static int held(int fd, uint32_t idx, unsigned int *seed)
{
	struct gfxshim_device_info di = { .size = sizeof(di), .index = idx };
	int vdev = sh->is_vdev[idx], ret;

	__atomic_fetch_add(&sh->leases, 1, __ATOMIC_RELAXED);
	if (vdev && __atomic_add_fetch(&sh->holders[idx], 1, __ATOMIC_SEQ_CST) != 1)
		__atomic_fetch_add(&sh->overlap, 1, __ATOMIC_RELAXED);
	ret = xioctl(fd, GFXSHIM_IOC_DEVICE_INFO, &di);
	if (!ret && di.lease_pid != getpid())
		__atomic_fetch_add(&sh->wrong_pid, 1, __ATOMIC_RELAXED);
	expect("device_info (held)", ret, e_info);
	if (rand_r(seed) % 4 == 0)
		usleep(rand_r(seed) % 200);
	if (vdev)
		__atomic_sub_fetch(&sh->holders[idx], 1, __ATOMIC_SEQ_CST);
	if (rand_r(seed) % 8 == 0) {	/* close releases it */
		close(fd);
		return open(DEV_PATH, O_RDWR | O_CLOEXEC);
	}
	expect("lease release", lease(fd, GFXSHIM_IOC_LEASE_RELEASE, idx, 0), e_info);
	return fd;
}

static void *worker(void *arg)
{
	unsigned int seed = (unsigned int)(uintptr_t)arg ^ (unsigned int)getpid() * 2654435761u;
	int fd = open(DEV_PATH, O_RDWR | O_CLOEXEC);
	uint64_t ops = 0;

	if (fd < 0) {
		unexpected("open", -errno);
		return NULL;
	}
	/* this thread only: leave the CPU to the binder's driver probes */
	setpriority(PRIO_PROCESS, 0, 19);
	while (now_ns() < deadline_ns && fd >= 0) {
		struct gfxshim_query q = { .size = sizeof(q) };
		struct gfxshim_device_info di = { .size = sizeof(di) };
		struct gfxshim_read_reg rr = { .size = sizeof(rr) };
		struct gfxshim_clock_corr cc = { .size = sizeof(cc) };
		uint32_t idx, ndev;
		int ret;

		ret = xioctl(fd, GFXSHIM_IOC_QUERY, &q);
		if (ret) {
			unexpected("query", ret);
			break;
		}
		ndev = q.num_devices;
		idx = rand_r(&seed) % (ndev + 2);
		switch (rand_r(&seed) % 6) {
		case 0:
			di.index = idx;
			expect("device_info", xioctl(fd, GFXSHIM_IOC_DEVICE_INFO, &di), e_info);
			break;
		case 1:
			rr.index = idx;
			rr.reg = rand_r(&seed) % 6;
			expect("read_reg", xioctl(fd, GFXSHIM_IOC_READ_REG, &rr), e_reg);
			break;
		case 2:
			cc.index = idx;
			cc.samples = 1 + rand_r(&seed) % 64;
			cc.clockid = CLOCK_MONOTONIC_RAW;
			expect("clock_corr", xioctl(fd, GFXSHIM_IOC_CLOCK_CORR, &cc), e_clock);
			break;
		case 3:
		case 4:
			if (idx >= MAXDEV)
				break;
			ret = lease(fd, GFXSHIM_IOC_LEASE_ACQUIRE, idx, GFXSHIM_LEASE_NONBLOCK);
			expect("lease try", ret, e_try);
			if (!ret)
				fd = held(fd, idx, &seed);
			break;
		case 5:
			/* blocking: every holder lets go within ~200 us */
			if (idx >= MAXDEV)
				break;
			ret = lease(fd, GFXSHIM_IOC_LEASE_ACQUIRE, idx, 0);
			expect("lease acquire", ret, e_info);
			if (!ret)
				fd = held(fd, idx, &seed);
			break;
		}
		ops++;
	}
	if (fd >= 0)
		close(fd);
	__atomic_fetch_add(&sh->ops, ops, __ATOMIC_RELAXED);
	return NULL;
}

static int sysfs_write(const char *drv, const char *op, const char *bdf)
{
	char path[128];
	int fd, ret = 0;

	snprintf(path, sizeof(path), "/sys/bus/pci/drivers/%s/%s", drv, op);
	fd = open(path, O_WRONLY | O_CLOEXEC);
	if (fd < 0)
		return -errno;
	if (write(fd, bdf, strlen(bdf)) < 0)
		ret = -errno;
	close(fd);
	return ret;
}

static char pci_bdf[32];

static void *binder(void *arg)
{
	const char *drv = arg;

	while (now_ns() < deadline_ns) {
		if (sysfs_write(drv, "unbind", pci_bdf)) {
			unexpected("unbind", -errno);
			break;
		}
		usleep(5000);
		if (sysfs_write(drv, "bind", pci_bdf)) {
			unexpected("bind", -errno);
			break;
		}
		__atomic_fetch_add(&sh->binds, 1, __ATOMIC_RELAXED);
		usleep(200000);		/* the workers' turn */
	}
	return NULL;
}

static void run_threads(const char *drv)
{
	pthread_t th[NTHREAD + 1];
	int i, n = 0;

	for (i = 0; i < NTHREAD; i++)
		if (!pthread_create(&th[n], NULL, worker, (void *)(uintptr_t)(i + 1)))
			n++;
	if (drv && pci_bdf[0] && !pthread_create(&th[n], NULL, binder, (void *)drv))
		n++;
	for (i = 0; i < n; i++)
		pthread_join(th[i], NULL);
}

TEST(stress)
{
	const char *ms = getenv("GFXSHIM_STRESS_MS");
	const char *drv = getenv("GFXSHIM_PCI_DRIVER");
	struct gfxshim_query q = { .size = sizeof(q) };
	pid_t kids[NPROC];
	uint32_t i;
	int fd, st, p;

	sh = mmap(NULL, sizeof(*sh), PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS,
		  -1, 0);
	ASSERT_NE(MAP_FAILED, sh);
	memset(sh, 0, sizeof(*sh));
	fd = open(DEV_PATH, O_RDONLY | O_CLOEXEC);
	ASSERT_LE(0, fd);
	ASSERT_EQ(0, xioctl(fd, GFXSHIM_IOC_QUERY, &q));
	for (i = 0; i < q.num_devices && i < MAXDEV; i++) {
		struct gfxshim_device_info di = { .size = sizeof(di), .index = i };

		if (xioctl(fd, GFXSHIM_IOC_DEVICE_INFO, &di))
			continue;
		sh->is_vdev[i] = !!(di.dev_flags & GFXSHIM_DEV_VIRTUAL);
		if ((di.dev_flags & GFXSHIM_DEV_PCI) && !pci_bdf[0])
			snprintf(pci_bdf, sizeof(pci_bdf), "%04x:%02x:%02x.%x", di.pci_domain,
				 di.pci_bus, di.pci_dev, di.pci_func);
	}
	close(fd);
	if (!drv || !*drv)
		drv = NULL;

	deadline_ns = now_ns() + (uint64_t)(ms ? atoi(ms) : 2000) * 1000000ull;
	for (p = 0; p < NPROC; p++) {
		kids[p] = fork();
		if (kids[p] == 0) {
			run_threads(NULL);
			_exit(0);
		}
	}
	run_threads(drv);
	for (p = 0; p < NPROC; p++) {
		ASSERT_EQ(kids[p], waitpid(kids[p], &st, 0));
		EXPECT_TRUE(WIFEXITED(st) && WEXITSTATUS(st) == 0);
	}
	TH_LOG("%llu ioctls, %llu leases, %llu unbind/bind cycles (%s), %d processes x %d threads",
	       (unsigned long long)sh->ops, (unsigned long long)sh->leases,
	       (unsigned long long)sh->binds, pci_bdf[0] ? pci_bdf : "no PCI device",
	       NPROC + 1, NTHREAD);
	EXPECT_EQ(0, sh->unexpected) TH_LOG("first: %s", sh->first_error);
	EXPECT_EQ(0, sh->overlap);
	EXPECT_EQ(0, sh->wrong_pid);
	EXPECT_LT(1000, sh->ops);
	EXPECT_LT(10, sh->leases);
	if (drv && pci_bdf[0])
		EXPECT_LT(0, sh->binds);

	/* the device is back and everything is released */
	fd = open(DEV_PATH, O_RDONLY | O_CLOEXEC);
	ASSERT_LE(0, fd);
	ASSERT_EQ(0, xioctl(fd, GFXSHIM_IOC_QUERY, &q));
	for (i = 0; i < q.num_devices; i++) {
		struct gfxshim_device_info di = { .size = sizeof(di), .index = i };

		if (!xioctl(fd, GFXSHIM_IOC_DEVICE_INFO, &di))
			EXPECT_EQ(0, di.lease_pid) TH_LOG("device %u still leased", i);
	}
	close(fd);
}

TEST_HARNESS_MAIN
