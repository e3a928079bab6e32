// SPDX-License-Identifier: MIT
/*
 * The device layer asks backends through their ops (device/backend.h),
 * never by backend name: facts and evidence come from the ops when a
 * backend has them, the defaults never call a result silicon, and the
 * emulator gets the target table's facts and "emulated".  And the unit
 * tests' own device choice, GS_TEST_DEVICE (emu_testutil.h).
 */
#include <stdlib.h>
#include <string.h>

#include "device/backend.h"
#include "harness.h"
#include "emu_testutil.h"

static int facts_calls;

static void fake_close(void *priv)
{
	(void)priv;
}

static enum gs_status fake_facts(const void *priv, struct gs_device_facts *f, struct gs_error *err)
{
	(void)err;
	facts_calls++;
	memset(f, 0, sizeof(*f));
	f->backend = "fake";
	f->lds_bytes = *(const unsigned int *)priv;
	return GS_OK;
}

static const char *fake_evidence(const void *priv)
{
	(void)priv;
	return "mock";
}

static const struct gs_backend_ops bare_ops = { .name = "bare", .close = fake_close };
static const struct gs_backend_ops full_ops = {
	.name = "fake", .close = fake_close, .get_facts = fake_facts, .evidence = fake_evidence,
};

static void test_ops(void)
{
	unsigned int lds = 12345;
	struct gs_device bare = { .ops = &bare_ops }, full = { .ops = &full_ops, .priv = &lds };
	struct gs_device_facts f = GS_DEVICE_FACTS_INIT;
	struct gs_error err = { 0 };

	CHECK_STR(gs_device_evidence(&bare), "unknown", "a real backend that does not say is not silicon");
	CHECK_EQ(gs_device_get_facts(&bare, &f, &err), GS_ERR_UNSUPPORTED, "nor has it facts");
	CHECK_STR(err.msg, "device facts: the bare backend has none", "message names the backend");
	bare.info.emulated = 1;
	bare.info.target = gs_target_find("gfx1100");
	CHECK_STR(gs_device_evidence(&bare), "emulated", "an emulated device without the op: emulated");
	CHECK(gs_device_get_facts(&bare, &f, &err) == GS_OK && f.emulated &&
	      f.target == bare.info.target && f.lds_bytes == 65536,
	      "and the target table's facts");
	CHECK_STR(gs_device_evidence(&full), "mock", "the backend's own evidence label");
	full.info.emulated = 1;
	CHECK_STR(gs_device_evidence(&full), "mock", "even when the device layer thinks it emulated");
	CHECK(gs_device_get_facts(&full, &f, &err) == GS_OK && facts_calls == 1 && f.lds_bytes == 12345 &&
	      strcmp(f.backend, "fake") == 0, "facts come from the backend's op");
}

static void test_emu_and_probe(void)
{
	struct gs_device *dev = NULL;
	struct gs_error err = { 0 };
	struct gs_device_facts f = GS_DEVICE_FACTS_INIT;
	char node[64] = "x";
	int n;

	if (CHECK(gs_device_open("emu:gfx942", NULL, &dev, &err) == GS_OK, "open emu:gfx942: %s", err.msg)) {
		CHECK_STR(gs_device_evidence(dev), "emulated", "the emulator is emulated evidence");
		CHECK(gs_device_get_facts(dev, &f, &err) == GS_OK && f.emulated &&
		      f.target == gs_target_find("gfx942") && f.wave_size == 64, "its facts: gfx942, wave64");
		gs_device_close(dev);
	}
	n = gs_device_probe_amdgpu(node, sizeof(node));
	CHECK(n >= 0 && (n == 0) == (node[0] == 0), "probe: %d render nodes, first '%s'", n, node);
}

static void test_test_device(void)
{
	struct emu_env e;
	char spec[64];
	int failed;

	unsetenv("GS_TEST_DEVICE");
	CHECK_STR(emu_device_spec("gfx942", spec, sizeof(spec)), "emu:gfx942", "default emu:TARGET");
	setenv("GS_TEST_DEVICE", "amdgpu:1", 1);
	CHECK_STR(emu_device_spec("gfx942", spec, sizeof(spec)), "amdgpu:1", "a GPU as is");
	setenv("GS_TEST_DEVICE", "emu:TARGET", 1);
	CHECK_STR(emu_device_spec("gfx1151", spec, sizeof(spec)), "emu:gfx1151", "TARGET replaced");
	setenv("GS_TEST_DEVICE", "emu:gfx1100", 1);
	if (CHECK(emu_open(&e, "gfx1100", 11, "t.s") == 1, "emu_open on GS_TEST_DEVICE's target"))
		CHECK_STR(gs_device_evidence(e.dev), "emulated", "the device it named");
	emu_close(&e);
	failed = t_failed;
	CHECK(emu_open(&e, "gfx1201", 12, "t.s") == 0 && t_failed == failed && !e.in,
	      "another target's tests skip without a failed check");
	emu_close(&e);
	unsetenv("GS_TEST_DEVICE");
}

int main(void)
{
	test_ops();
	test_emu_and_probe();
	test_test_device();
	return t_done();
}
