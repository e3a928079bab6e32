// SPDX-License-Identifier: MIT
/*
 * The KFD layer without a GPU: the topology read from a sysfs tree this
 * test writes (CPU nodes skipped, properties, caches, memory banks, the
 * target of a gfx_target_version), the context-save sizes the kernel
 * requires (kfd_queue.c's formula, checked against the sizes tinygrad uses
 * on a 7900 XTX), device specs refused by name, and no /dev/kfd: a clear
 * error from kfd:0 and "auto" falling back to the emulator.
 */
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "gfxshim/device.h"
#include "gfxshim/kfd.h"
#include "harness.h"
#include "kfd/kfd_int.h"
#include "testutil.h"

static void put(const char *root, const char *rel, const char *text)
{
	char path[512], dir[512], *slash;
	FILE *f;

	snprintf(path, sizeof(path), "%s/%s", root, rel);
	snprintf(dir, sizeof(dir), "%s", path);
	for (char *p = dir + strlen(root) + 1; (slash = strchr(p, '/')); p = slash + 1) {
		*slash = 0;
		mkdir(dir, 0755);
		*slash = '/';
	}
	f = fopen(path, "w");
	if (f) {
		fputs(text, f);
		fclose(f);
	}
}

static void test_topology(void)
{
	char root[256], cmd[300];
	struct gs_kfd_node n[4];
	struct gs_error err = { 0 };
	int count = -1;
	enum gs_status st;

	if (!CHECK(tu_tmpdir(root, sizeof(root)), "a temporary sysfs tree"))
		return;
	put(root, "nodes/0/gpu_id", "0\n");
	put(root, "nodes/0/properties", "cpu_cores_count 16\nsimd_count 0\n");
	put(root, "nodes/1/gpu_id", "48477\n");
	put(root, "nodes/1/name", "gfx1100\n");
	put(root, "nodes/1/properties",
	    "cpu_cores_count 0\nsimd_count 192\nmem_banks_count 1\ncaches_count 2\nmax_waves_per_simd 16\n"
	    "lds_size_in_kb 64\nwave_front_size 32\narray_count 12\nsimd_arrays_per_engine 2\ncu_per_simd_array 8\n"
	    "simd_per_cu 2\ngfx_target_version 110000\nvendor_id 4098\ndevice_id 29772\nlocation_id 768\n"
	    "domain 0\ndrm_render_minor 128\nnum_cp_queues 8\nmax_engine_clk_fcompute 2482\nnum_xcc 1\n");
	put(root, "nodes/1/caches/0/properties", "level 1\nsize 32\ncache_line_size 128\ntype 5\n");
	put(root, "nodes/1/caches/0/sibling_map", "1,0,0,0,\n");
	put(root, "nodes/1/caches/1/properties", "level 2\nsize 6144\ncache_line_size 128\ntype 5\n");
	put(root, "nodes/1/caches/1/sibling_map", "1,1,1,1,\n");
	put(root, "nodes/1/mem_banks/0/properties", "heap_type 1\nsize_in_bytes 25753026560\n");
	put(root, "nodes/2/gpu_id", "7777\n");
	put(root, "nodes/2/properties", "simd_count 1216\nsimd_per_cu 4\ngfx_target_version 90402\nnum_xcc 8\n"
				       "cwsr_size 1234567\nctl_stack_size 8192\ndrm_render_minor 129\n");
	put(root, "nodes/10/gpu_id", "9999\n");
	put(root, "nodes/10/properties", "gfx_target_version 100100\n");
	st = gsi_kfd_nodes_at(root, n, 4, &count, &err);
	CHECK(st == GS_OK && count == 3, "three GPU nodes, the CPU node left out (%d, %s)", count, err.msg);
	CHECK(n[0].node == 1 && n[0].gpu_id == 48477 && strcmp(n[0].name, "gfx1100") == 0,
	      "node 1: gpu_id and name");
	CHECK(n[0].target && strcmp(n[0].target->name, "gfx1100") == 0, "node 1: gfx_target_version 110000 is gfx1100");
	CHECK(n[0].simd_count == 192 && n[0].simd_per_cu == 2 && n[0].array_count == 12 &&
	      n[0].simd_arrays_per_engine == 2 && n[0].lds_size_in_kb == 64 && n[0].drm_render_minor == 128 &&
	      n[0].max_engine_clk_fcompute == 2482, "node 1: the shape, LDS, render minor, clock");
	CHECK(n[0].n_caches == 2 && n[0].caches[1].level == 2 && n[0].caches[1].size_kb == 6144 &&
	      n[0].caches[1].line_size == 128 && n[0].caches[0].sibling_cus == 1 && n[0].caches[1].sibling_cus == 4,
	      "node 1: two caches with levels, sizes, lines and the CUs sharing them");
	CHECK(n[0].local_mem_bytes == 25753026560ull, "node 1: its memory bank's size");
	CHECK(n[1].target && strcmp(n[1].target->name, "gfx942") == 0 && n[1].num_xcc == 8 &&
	      n[1].cwsr_size == 1234567, "node 2: gfx942 (90402), 8 XCCs, the kernel's cwsr_size");
	CHECK(n[2].node == 10 && !n[2].target, "node 10 sorts numerically; gfx1010 is no gfxshim target");
	count = 9;
	st = gsi_kfd_nodes_at(root, n, 1, &count, &err);
	CHECK(st == GS_OK && count == 1, "at most max nodes");
	st = gsi_kfd_nodes_at("/nonexistent-gfxshim", n, 4, &count, &err);
	CHECK(st == GS_ERR_NODEV && strstr(err.msg, "no KFD topology") && count == 0,
	      "no topology: GS_ERR_NODEV: %s", err.msg);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", root);
	if (system(cmd))
		printf("# could not remove %s\n", root);
}

static void test_versions(void)
{
	static const struct {
		uint32_t v;
		const char *name;
	} t[] = { { 90402, "gfx942" }, { 90500, "gfx950" }, { 110000, "gfx1100" }, { 110501, "gfx1151" },
		  { 120001, "gfx1201" }, { 120000, "gfx1200" }, { 110003, "gfx1103" } };
	int good = 1;

	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		const struct gs_target *g = gs_kfd_target_for_version(t[i].v);

		good &= g && strcmp(g->name, t[i].name) == 0;
	}
	CHECK(good, "gfx_target_version to target: 90402 gfx942, 90500 gfx950, 110000 gfx1100, 110501 gfx1151, ...");
	CHECK(!gs_kfd_target_for_version(0) && !gs_kfd_target_for_version(90016) && !gs_kfd_target_for_version(80003),
	      "no target for 0, a stepping past 15, or gfx803");
}

static void test_cwsr(void)
{
	struct gs_kfd_node n;
	struct gs_kfd_cwsr c = GS_KFD_CWSR_INIT;

	/* a 7900 XTX as KFD shows it: 96 CUs of 2 SIMDs, 12 arrays, 2 per SE */
	memset(&n, 0, sizeof(n));
	n.gfx_target_version = 110000;
	n.simd_count = 192;
	n.simd_per_cu = 2;
	n.array_count = 12;
	n.simd_arrays_per_engine = 2;
	n.num_xcc = 1;
	gs_kfd_cwsr_sizes(&n, &c);
	/* tinygrad (ops_kfd.py) creates its queues there with ctl_stack_size
	 * 0xa000 and a 0x2C02000-byte area: what the formula gives */
	CHECK_EQ(c.ctl_stack_size, 0xa000, "gfx1100, 96 CUs: control stack 0xa000");
	CHECK_EQ(c.total_bytes, 0x2C02000, "gfx1100, 96 CUs: context save area 0x2C02000 with the debugger's bytes");
	CHECK_EQ(c.debug_memory_size, 3072 * 32, "gfx1100: 32 debugger bytes per wave, 32 waves per CU");
	/* gfx9: the control stack is 8 bytes a wave, waves capped by the arrays */
	memset(&n, 0, sizeof(n));
	n.gfx_target_version = 90402;
	n.simd_count = 4 * 38 * 8;
	n.simd_per_cu = 4;
	n.array_count = 4 * 8;
	n.simd_arrays_per_engine = 1;
	n.num_xcc = 8;
	gs_kfd_cwsr_sizes(&n, &c);
	CHECK(c.ctl_stack_size == (40 + 38 * 40 * 8 + 8 + 4095) / 4096 * 4096 &&
	      c.cwsr_size == c.ctl_stack_size + (38 * (0x80000 + 0x4000 + 0x10000 + 0x1000) + 4095) / 4096 * 4096 &&
	      c.total_bytes == ((uint64_t)c.cwsr_size + c.debug_memory_size) * 8,
	      "gfx942 of 8 XCCs x 38 CUs: per-XCC sizes, the area eight times (%u, %u)", c.ctl_stack_size, c.cwsr_size);
	n.cwsr_size = 0x123000;
	n.ctl_stack_size = 0x5000;
	gs_kfd_cwsr_sizes(&n, &c);
	CHECK(c.cwsr_size == 0x123000 && c.ctl_stack_size == 0x5000, "the kernel's reported sizes win over the formula");
}

static void test_specs(void)
{
	static const char *const bad[] = { "kfd:x", "kfd:0:foo", "kfd:99", "kfd:0:", "kfd:-1", "kfdx" };
	struct gs_device *dev = (struct gs_device *)1;
	struct gs_error err = { 0 };
	int good = 1;

	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		enum gs_status st = gs_device_open(bad[i], NULL, &dev, &err);

		good &= st == GS_ERR_INVALID && dev == NULL;
		if (st != GS_ERR_INVALID)
			printf("# %s: %d %s\n", bad[i], st, err.msg);
	}
	CHECK(good, "kfd:x, kfd:0:foo, kfd:99, kfd:0:, kfd:-1, kfdx refused as bad devices");
	CHECK(strstr(err.msg, "emu:TARGET:MACHINE, amdgpu:N or kfd:N[:pm4|:aql]") != NULL,
	      "an unknown device lists the forms: %s", err.msg);
}

static void test_no_device(void)
{
	struct gs_device *dev = NULL;
	struct gs_device_info info = GS_DEVICE_INFO_INIT;
	struct gs_error err = { 0 };
	enum gs_status st;

	if (access("/dev/kfd", F_OK) == 0) {
		CHECK(1, "# SKIP this machine has a /dev/kfd");
		return;
	}
	st = gs_device_open("kfd:0", NULL, &dev, &err);
	CHECK((st == GS_ERR_NODEV && strstr(err.msg, "kfd:0: no /dev/kfd")) || st == GS_ERR_UNSUPPORTED,
	      "kfd:0 without /dev/kfd: %s", err.msg);
	st = gs_device_open("kfd:1:aql", NULL, &dev, &err);
	CHECK(st != GS_OK && strstr(err.msg, "kfd:1"), "kfd:1:aql names itself: %s", err.msg);
	st = gs_device_open("auto", NULL, &dev, &err);
	if (CHECK(st == GS_OK, "auto without a GPU opens")) {
		gs_device_get_info(dev, &info);
		CHECK(info.emulated && info.path && strcmp(info.path, "emu") == 0 && strcmp(gs_device_evidence(dev), "emulated") == 0,
		      "auto: the emulator, path emu, evidence emulated (%s)", info.note);
		gs_device_close(dev);
	}
	st = gs_device_open("emu:gfx942", NULL, &dev, &err);
	if (CHECK(st == GS_OK, "emu:gfx942 opens")) {
		struct gs_submit_time t = GS_SUBMIT_TIME_INIT;

		gs_device_last_submit(dev, &t);
		CHECK(t.start_ns == 0 && t.end_ns == 0 && t.count == 0, "no submission yet: no submit time");
		gs_device_close(dev);
	}
}

int main(void)
{
	test_topology();
	test_versions();
	test_cwsr();
	test_specs();
	test_no_device();
	return t_failed != 0;
}
