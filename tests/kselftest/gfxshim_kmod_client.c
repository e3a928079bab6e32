// SPDX-License-Identifier: GPL-2.0
/*
 * The userspace client library (userspace/lib/kmod, gfxshim/kmod.h)
 * against the real module in the VM: statically linked with kmod.c and
 * core/error.c.  Expects virtual devices (vdevs=) at indices 0.. and,
 * with $GFXSHIM_PCI_DRIVER, PCI devices after them.
 */
#include <errno.h>
#include <signal.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <sys/time.h>
#include <time.h>
#include <unistd.h>

#include "gfxshim/kmod.h"
#include "kselftest_harness.h"

FIXTURE(client) {
	struct gs_kmod *km;
	struct gs_kmod_info info;
	struct gs_error err;
};

FIXTURE_SETUP(client)
{
	ASSERT_EQ(GS_OK, gs_kmod_open(NULL, 0, &self->km, &self->err))
		TH_LOG("%s", self->err.msg);
	ASSERT_EQ(GS_OK, gs_kmod_query(self->km, &self->info, &self->err));
}

FIXTURE_TEARDOWN(client)
{
	gs_kmod_close(self->km);
}

TEST_F(client, query_and_devices)
{
	struct gs_kmod_device devs[16], d;
	size_t n = 0, i;

	EXPECT_EQ(1, self->info.abi_version >> 16);
	EXPECT_NE(0, self->info.features & GS_KMOD_FEAT_LEASE);
	EXPECT_NE(0, self->info.features & GS_KMOD_FEAT_CLOCK);
	ASSERT_EQ(GS_OK, gs_kmod_devices(self->km, devs, 16, &n, &self->err));
	EXPECT_EQ(self->info.num_devices, n);
	ASSERT_LT(0, n);
	for (i = 0; i < n; i++) {
		EXPECT_EQ(i, devs[i].index);
		EXPECT_NE(0, devs[i].uid);
		if (devs[i].flags & GS_KMOD_DEV_VIRTUAL) {
			EXPECT_EQ(0, strncmp(devs[i].target, "gfx", 3));
			EXPECT_EQ(100000000, devs[i].gpu_clock_hz);
			EXPECT_EQ(0, devs[i].render_minor);
		} else {
			EXPECT_EQ(GS_KMOD_DEV_PCI, devs[i].flags);
			EXPECT_NE(0, devs[i].vendor_id);
		}
	}
	/* max smaller than the list: count still complete */
	ASSERT_EQ(GS_OK, gs_kmod_devices(self->km, devs, 1, &n, &self->err));
	EXPECT_EQ(self->info.num_devices, n);
	EXPECT_EQ(GS_ERR_NODEV, gs_kmod_device_info(self->km, 15, &d, &self->err));
	EXPECT_NE(NULL, strstr(self->err.msg, "device 15"));
}

TEST_F(client, read_reg)
{
	uint64_t a = 0, b = 0;

	ASSERT_EQ(GS_OK, gs_kmod_read_reg(self->km, 0, GS_KMOD_REG_GPU_CLOCK, &a, &self->err));
	usleep(1000);
	ASSERT_EQ(GS_OK, gs_kmod_read_reg(self->km, 0, GS_KMOD_REG_GPU_CLOCK, &b, &self->err));
	EXPECT_LT(a, b);
	EXPECT_EQ(GS_ERR_INVALID, gs_kmod_read_reg(self->km, 0, 63, &a, &self->err));
	EXPECT_NE(NULL, strstr(self->err.msg, "allowlist")) TH_LOG("%s", self->err.msg);
	EXPECT_EQ(GS_ERR_NODEV, gs_kmod_read_reg(self->km, 15, 0, &a, &self->err));
}

TEST_F(client, lease)
{
	struct gs_kmod *other, *ro;
	struct gs_kmod_device d;
	bool got = false;
	int32_t holder = 0;

	ASSERT_EQ(GS_OK, gs_kmod_open(NULL, 0, &other, &self->err));
	ASSERT_EQ(GS_OK, gs_kmod_open(NULL, GS_KMOD_READONLY, &ro, &self->err));
	ASSERT_EQ(GS_OK, gs_kmod_device_info(self->km, 0, &d, &self->err));
	ASSERT_EQ(GS_OK, gs_kmod_lease_try_acquire(self->km, 0, d.uid, &got, &holder,
						   &self->err));
	EXPECT_TRUE(got);
	/* busy is an answer, not an error */
	ASSERT_EQ(GS_OK, gs_kmod_lease_try_acquire(other, 0, 0, &got, &holder, &self->err));
	EXPECT_FALSE(got);
	EXPECT_EQ(getpid(), holder);
	EXPECT_EQ(GS_ERR_IO, gs_kmod_lease_release(other, 0, 0, &self->err));
	EXPECT_NE(NULL, strstr(self->err.msg, "another"));
	EXPECT_EQ(GS_ERR_IO, gs_kmod_lease_acquire(ro, 0, 0, &self->err));
	EXPECT_NE(NULL, strstr(self->err.msg, "read-only")) TH_LOG("%s", self->err.msg);
	EXPECT_EQ(GS_ERR_NODEV, gs_kmod_lease_acquire(other, 0, d.uid + 99, &self->err));
	EXPECT_EQ(GS_ERR_INVALID, gs_kmod_lease_acquire(self->km, 0, 0, &self->err));
	ASSERT_EQ(GS_OK, gs_kmod_lease_release(self->km, 0, 0, &self->err));
	EXPECT_EQ(GS_ERR_INVALID, gs_kmod_lease_release(self->km, 0, 0, &self->err));
	ASSERT_EQ(GS_OK, gs_kmod_lease_acquire(other, 0, 0, &self->err));
	gs_kmod_close(other);			/* close releases */
	ASSERT_EQ(GS_OK, gs_kmod_device_info(self->km, 0, &d, &self->err));
	EXPECT_EQ(0, d.lease_pid);
	gs_kmod_close(ro);
}

static void on_alarm(int sig)
{
	(void)sig;
}

TEST_F(client, lease_interrupted)
{
	struct sigaction sa = { .sa_handler = on_alarm };
	struct itimerval it = { .it_value = { .tv_usec = 100000 } };
	struct gs_kmod *other;

	ASSERT_EQ(GS_OK, gs_kmod_open(NULL, 0, &other, &self->err));
	ASSERT_EQ(GS_OK, gs_kmod_lease_acquire(self->km, 0, 0, &self->err));
	sigemptyset(&sa.sa_mask);
	sigaction(SIGALRM, &sa, NULL);		/* no SA_RESTART */
	setitimer(ITIMER_REAL, &it, NULL);
	EXPECT_EQ(GS_ERR_IO, gs_kmod_lease_acquire(other, 0, 0, &self->err));
	EXPECT_NE(NULL, strstr(self->err.msg, "interrupted")) TH_LOG("%s", self->err.msg);
	gs_kmod_close(other);
}

TEST_F(client, clock)
{
	struct gs_kmod_device d;
	struct gs_kmod_clock c;
	size_t i;

	ASSERT_EQ(GS_OK, gs_kmod_clock_correlate(self->km, 0, 64, CLOCK_MONOTONIC_RAW, &c,
						 &self->err));
	EXPECT_EQ(100000000, c.gpu_clock_hz);
	EXPECT_EQ(c.cpu_ns_after - c.cpu_ns_before, c.window_ns);
	EXPECT_NE(0, c.gpu_ticks);
	EXPECT_EQ(GS_ERR_RANGE, gs_kmod_clock_correlate(self->km, 0, 0, CLOCK_MONOTONIC_RAW,
							&c, &self->err));
	EXPECT_EQ(GS_ERR_RANGE, gs_kmod_clock_correlate(self->km, 0, 1025,
							CLOCK_MONOTONIC_RAW, &c, &self->err));
	EXPECT_EQ(GS_ERR_INVALID, gs_kmod_clock_correlate(self->km, 0, 1, CLOCK_REALTIME,
							  &c, &self->err));
	EXPECT_EQ(GS_ERR_NODEV, gs_kmod_clock_correlate(self->km, 15, 1, CLOCK_MONOTONIC,
							&c, &self->err));
	for (i = 0; i < self->info.num_devices; i++) {
		if (gs_kmod_device_info(self->km, i, &d, NULL) || !(d.flags & GS_KMOD_DEV_PCI))
			continue;
		EXPECT_EQ(GS_ERR_UNSUPPORTED,
			  gs_kmod_clock_correlate(self->km, i, 1, CLOCK_MONOTONIC, &c,
						  &self->err));
	}
}

TEST_HARNESS_MAIN
