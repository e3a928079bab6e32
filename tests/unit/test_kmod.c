// SPDX-License-Identifier: MIT
/*
 * The gfxshim module client (gfxshim/kmod.h) on the host: no module here,
 * so only the no-device path and argument validation.  The real paths run
 * in the VM (tests/kselftest/gfxshim_kmod_client.c).
 */
#include <stdbool.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "gfxshim/kmod.h"
#include "harness.h"

int main(void)
{
	struct gs_kmod_device dev;
	struct gs_kmod_clock clk;
	struct gs_kmod_info info;
	struct gs_kmod *km = (struct gs_kmod *)1;
	struct gs_error err;
	bool got = true;
	size_t n = 7;
	uint64_t v;

	/* a path that does not exist: the module is not loaded */
	gs_error_clear(&err);
	CHECK_EQ(gs_kmod_open("/nonexistent/gfxshim", 0, &km, &err), GS_ERR_NODEV,
		 "missing device node is GS_ERR_NODEV");
	CHECK(km == NULL, "no handle on failure");
	CHECK_EQ(err.status, GS_ERR_NODEV, "error records the status");
	CHECK(strstr(err.msg, "/nonexistent/gfxshim") != NULL, "message names the path: %s",
	      err.msg);
	CHECK(strstr(err.msg, "module") != NULL, "message hints at the module");

	/* the default path: absent on a machine without the module */
	if (access(GS_KMOD_DEFAULT_PATH, F_OK) != 0) {
		km = (struct gs_kmod *)1;
		CHECK_EQ(gs_kmod_open(NULL, 0, &km, &err), GS_ERR_NODEV,
			 "no " GS_KMOD_DEFAULT_PATH ": GS_ERR_NODEV");
		CHECK(km == NULL, "no handle");
		CHECK_EQ(gs_kmod_open(NULL, GS_KMOD_READONLY, &km, NULL), GS_ERR_NODEV,
			 "err may be NULL");
	} else {
		CHECK(1, "# SKIP " GS_KMOD_DEFAULT_PATH " exists here");
		CHECK(1, "# SKIP");
		CHECK(1, "# SKIP");
	}

	/* a file that is not the module's device */
	CHECK_EQ(gs_kmod_open("/dev/null", GS_KMOD_READONLY, &km, &err), GS_ERR_UNSUPPORTED,
		 "/dev/null is not a gfxshim device");
	CHECK(km == NULL, "no handle");
	CHECK(strstr(err.msg, "not a gfxshim device") != NULL, "message: %s", err.msg);

	/* argument validation */
	CHECK_EQ(gs_kmod_open(NULL, 0, NULL, &err), GS_ERR_INVALID, "NULL out");
	CHECK_EQ(gs_kmod_open(NULL, 0x80, &km, &err), GS_ERR_INVALID, "unknown flags");
	CHECK(strstr(err.msg, "flags") != NULL, "message: %s", err.msg);
	CHECK_EQ(gs_kmod_open("", 0, &km, &err), GS_ERR_INVALID, "empty path");
	CHECK_EQ(gs_kmod_query(NULL, &info, &err), GS_ERR_INVALID, "query: NULL handle");
	CHECK_EQ(gs_kmod_device_info(NULL, 0, &dev, &err), GS_ERR_INVALID,
		 "device_info: NULL handle");
	CHECK_EQ(gs_kmod_devices(NULL, &dev, 1, &n, &err), GS_ERR_INVALID,
		 "devices: NULL handle");
	CHECK_EQ(gs_kmod_read_reg(NULL, 0, GS_KMOD_REG_GPU_CLOCK, &v, &err), GS_ERR_INVALID,
		 "read_reg: NULL handle");
	CHECK_EQ(gs_kmod_lease_acquire(NULL, 0, 0, &err), GS_ERR_INVALID,
		 "lease_acquire: NULL handle");
	CHECK_EQ(gs_kmod_lease_try_acquire(NULL, 0, 0, &got, NULL, &err), GS_ERR_INVALID,
		 "lease_try_acquire: NULL handle");
	CHECK_EQ(gs_kmod_lease_release(NULL, 0, 0, &err), GS_ERR_INVALID,
		 "lease_release: NULL handle");
	CHECK_EQ(gs_kmod_clock_correlate(NULL, 0, 8, CLOCK_MONOTONIC_RAW, &clk, &err),
		 GS_ERR_INVALID, "clock_correlate: NULL handle");
	CHECK_EQ(gs_kmod_lease_acquire(NULL, 0, 0, NULL), GS_ERR_INVALID,
		 "err may be NULL");
	gs_kmod_close(NULL);
	CHECK(1, "gs_kmod_close(NULL) is a no-op");
	return t_done();
}
