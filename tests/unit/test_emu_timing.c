// SPDX-License-Identifier: MIT
/*
 * The timing model's memory hierarchy (Documentation/emulator-timing.rst):
 * a pointer chase (tools/timing/chase.h) at one size inside each modelled
 * level of each product shows that level's latency from the machine table
 * (gfxshim/machine.h), within 5%, on the vector and the scalar path: one
 * plateau per level, at the configured sizes.  Also: the machine table's
 * lookups and the emu:TARGET:MACHINE device names.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/device.h"
#include "gfxshim/machine.h"
#include "harness.h"
#include "../../tools/timing/chase.h"

static struct gs_device *open_timed(const char *spec, const char *machine, unsigned int threads)
{
	struct gs_device_options o = GS_DEVICE_OPTIONS_INIT;
	struct gs_device *dev = NULL;
	struct gs_error err = { 0 };

	o.timing = GS_EMU_TIMING_ON;
	o.machine = machine;
	o.threads = threads;
	if (!CHECK(gs_device_open(spec, &o, &dev, &err) == GS_OK, "open %s with timing: %s", spec, err.msg))
		return NULL;
	return dev;
}

static void test_table(void)
{
	const struct gs_target *t = gs_target_find("gfx1100");
	char names[128];
	unsigned int n = 0;

	CHECK(gs_machine_find(t, NULL) && !strcmp(gs_machine_find(t, NULL)->name, "7900xtx"),
	      "gfx1100's default machine is the RX 7900 XTX");
	CHECK(gs_machine_find(gs_target_find("gfx1150"), "890M") != NULL, "machine names are case-insensitive");
	CHECK(gs_machine_find(t, "mi300x") == NULL, "a machine of another target is not found");
	CHECK(gs_machine_find(gs_target_find("gfx1101"), NULL) == NULL, "gfx1101 has no machine yet");
	gs_machine_names(gs_target_find("gfx942"), names, sizeof(names));
	CHECK_STR(names, "mi300x", "gfx942's machines");
	for (unsigned int i = 0; gs_machine_at(i); i++) {
		const struct gs_machine *m = gs_machine_at(i);
		int ok = m->shader_mhz && m->realtime_khz == 100000 && m->sas && m->units_per_sa && m->core &&
			 gs_target_find(m->target) && m->lvl[GS_ML_L0].bytes && m->lvl[GS_ML_L2].bytes &&
			 m->lvl[GS_ML_DRAM].bytes;

		/* every present level is bigger and slower than the one before */
		for (int l = GS_ML_GL1; l <= GS_ML_DRAM; l++) {
			int prev = l == GS_ML_GL1 ? GS_ML_L0 : l - 1;

			while (prev > GS_ML_L0 && !m->lvl[prev].bytes)
				prev = prev == GS_ML_GL1 ? GS_ML_L0 : prev - 1;
			if (m->lvl[l].bytes && (m->lvl[l].bytes <= m->lvl[prev].bytes ||
						m->lvl[l].lat_vec <= m->lvl[prev].lat_vec))
				ok = 0;
		}
		CHECK(ok, "machine %s (%s): complete, every level bigger and slower than the one before", m->name,
		      m->product);
		n++;
	}
	CHECK(n >= 5, "at least five machines (%u)", n);
}

static void test_specs(void)
{
	struct gs_device *dev = NULL;
	struct gs_error err = { 0 };
	struct gs_device_info info = GS_DEVICE_INFO_INIT;

	CHECK(gs_device_open("emu:gfx1100:7900xtx", NULL, &dev, &err) == GS_OK, "emu:gfx1100:7900xtx opens (%s)",
	      err.msg);
	if (dev) {
		CHECK(!strcmp(gs_device_evidence(dev), "emulated"), "without timing the evidence stays emulated");
		gs_device_close(dev);
	}
	dev = NULL;
	CHECK(gs_device_open("emu:gfx1100:mi300x", NULL, &dev, &err) == GS_ERR_INVALID &&
	      strstr(err.msg, "unknown machine 'mi300x' for gfx1100") && strstr(err.msg, "7900xtx"),
	      "a machine of another target is refused, naming the target's machines: %s", err.msg);
	CHECK(gs_device_open("emu:gfx942:xnack-", NULL, &dev, &err) == GS_OK, "a feature suffix is still accepted");
	if (dev)
		gs_device_close(dev);
	dev = open_timed("emu:gfx1201", NULL, 1);
	if (dev) {
		gs_device_get_info(dev, &info);
		CHECK(!strcmp(gs_device_evidence(dev), "modelled"), "with timing the evidence is modelled");
		CHECK(strstr(info.name, "RX 9070 XT") != NULL, "the device names its machine: %s", info.name);
		gs_device_close(dev);
	}
	{
		struct gs_device_options o = GS_DEVICE_OPTIONS_INIT;

		o.timing = GS_EMU_TIMING_ON;
		dev = NULL;
		CHECK(gs_device_open("emu:gfx1101", &o, &dev, &err) == GS_ERR_UNSUPPORTED &&
		      strstr(err.msg, "no machine") && strstr(err.msg, "gfx1100:7900xtx"),
		      "timing on a target without a machine is refused, naming the machines: %s", err.msg);
	}
}

/* The size inside level l that the chase tests: between the level before
 * (nearest present one) and l's capacity, geometrically; past the last
 * cache for DRAM. */
static uint64_t size_in(const struct gs_machine *m, int l, int scalar)
{
	uint64_t lo = 0, hi;
	int first = scalar ? GS_ML_SCALAR : GS_ML_L0;

	if (l == first)
		return m->lvl[l].bytes / 4;
	for (int p = l - 1; p >= GS_ML_L0 && !lo; p--)
		if ((p == first || p >= GS_ML_GL1) && m->lvl[p].bytes)
			lo = m->lvl[p].bytes;
	if (l == GS_ML_DRAM)
		return lo + lo / 16;  /* LRU misses everything once the ring exceeds the last cache */
	hi = m->lvl[l].bytes;
	return (uint64_t)sqrt((double)lo * (double)hi) / 4096 * 4096;
}

static void test_plateaus(const char *target)
{
	const struct gs_target *t = gs_target_find(target);
	const struct gs_machine *m = gs_machine_find(t, NULL);
	char spec[64];
	struct gs_device *dev;

	snprintf(spec, sizeof(spec), "emu:%s", target);
	dev = open_timed(spec, NULL, 1);
	if (!dev || !m)
		return;
	for (int scalar = 0; scalar < 2; scalar++) {
		for (int l = scalar ? GS_ML_SCALAR : GS_ML_L0; l <= GS_ML_DRAM; l++) {
			struct chase_result r;
			struct gs_error err = { 0 };
			uint64_t bytes;
			uint32_t lat;
			double want;

			if (l == GS_ML_INST || (l == GS_ML_SCALAR && !scalar) || (l == GS_ML_L0 && scalar) ||
			    !m->lvl[l].bytes)
				continue;
			lat = scalar && m->lvl[l].lat_scalar ? m->lvl[l].lat_scalar : m->lvl[l].lat_vec;
			bytes = size_in(m, l, scalar);
			if (!CHECK(chase_run(dev, t, m, scalar, bytes, m->lvl[GS_ML_L0].line, 512, &r, &err) == GS_OK,
				   "%s %s chase over %llu KiB runs: %s", m->name, scalar ? "scalar" : "vector",
				   (unsigned long long)(bytes >> 10), err.msg))
				continue;
			want = lat;
			CHECK(fabs(r.cycles_per_hop - want) <= 0.05 * want,
			      "%s %s chase over %llu KiB: %.1f cycles a hop, the %s's %u within 5%%", m->name,
			      scalar ? "scalar" : "vector", (unsigned long long)(bytes >> 10), r.cycles_per_hop,
			      gs_mlevel_name(m, (enum gs_mlevel)l), lat);
		}
	}
	gs_device_close(dev);
}

int main(int argc, char **argv)
{
	static const char *const targets[] = { "gfx1100", "gfx1150", "gfx1201", "gfx942", "gfx950" };

	test_table();
	test_specs();
	for (unsigned int i = 0; i < sizeof(targets) / sizeof(targets[0]); i++)
		if (argc < 2 || !strcmp(argv[1], targets[i]))
			test_plateaus(targets[i]);
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
