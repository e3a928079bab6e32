// SPDX-License-Identifier: MIT
/*
 * The KFD layer's connection, memory, clocks, events and queues against the
 * mock /dev/kfd: the test runs itself again under libgfxshim-mockdrm.so
 * (GFXSHIM_MOCKDRM=gfx1100), and skips when the mock is not built.
 *
 *   the connection: version 1.17, the node, the render node's facts, the
 *   apertures; every memory kind (GTT, coherent GTT, VRAM, CPU-visible VRAM,
 *   the doorbell slice, the MMIO remap page) at GPU VA = CPU address, freed
 *   and its range reused; the clock counters; a signal event that times out;
 *   PM4 and AQL queues created and destroyed, a CU mask; a second
 *   connection to the same GPU refused by name (one VM per GPU).
 */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "harness.h"
#include "kfd/kfd_int.h"

#ifdef GS_HAVE_KFD
static uint64_t raw_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void test_connection(void)
{
	struct gsi_kfd *k = NULL, *k2 = NULL;
	struct gsi_kfd_mem m[6];
	struct gsi_kfd_clocks c;
	struct gsi_kfd_queue *pm4 = NULL, *aql = NULL, *bad = NULL;
	struct gs_error err = { 0 };
	static const enum gsi_kfd_mem_kind kinds[6] = { GSI_KFD_GTT, GSI_KFD_GTT_UC, GSI_KFD_VRAM, GSI_KFD_VRAM_CPU,
							 GSI_KFD_DOORBELL, GSI_KFD_MMIO };
	static const uint64_t sizes[6] = { 10000, 4096, 1 << 20, 65536, 8192, 4096 };
	uint64_t first_va, t0;
	uint32_t id = 0, mask[2] = { 0x1, 0 };
	uint64_t slot = 0;
	enum gs_status st;
	int good = 1;

	st = gsi_kfd_open(0, &k, &err);
	if (!CHECK(st == GS_OK, "kfd:0 opens on the mock (%s)", err.msg))
		return;
	CHECK_EQ(k->major, 1, "GET_VERSION: major 1");
	CHECK_EQ(k->minor, 17, "GET_VERSION: minor 17 (6.12)");
	CHECK(k->mock && k->node.target && strcmp(k->node.target->name, "gfx1100") == 0 &&
	      strcmp(k->drm_name, "/dev/dri/renderD128") == 0, "the node is gfx1100 on the mock's renderD128");
	CHECK(k->gpu_counter_khz == 100000 && k->cu_active == 2, "AMDGPU_INFO_DEV_INFO through the render node");
	CHECK(k->lds_base == 0x1000000000000ull && k->scratch_base == 0x2000000000000ull && k->gpuvm_base &&
	      k->gpuvm_limit > k->gpuvm_base, "apertures: LDS and scratch where the emulator has them, GPUVM");
	for (int i = 0; i < 6; i++) {
		st = gsi_kfd_mem_alloc(k, kinds[i], sizes[i], i == 0, &m[i], &err);
		good &= st == GS_OK;
		if (st)
			printf("# %s: %s\n", gsi_kfd_mem_kind_name(kinds[i]), err.msg);
	}
	CHECK(good, "every memory kind allocates and maps: GTT, coherent GTT, VRAM, CPU-visible VRAM, doorbell, MMIO");
	if (good) {
		CHECK(m[0].cpu == (void *)(uintptr_t)m[0].va && m[0].size == 12288, "GTT: the CPU sees it at its GPU VA, page-rounded");
		memset(m[0].cpu, 0x5a, 10000);
		CHECK(((uint8_t *)m[0].cpu)[9999] == 0x5a, "GTT: written through its CPU mapping");
		CHECK(!m[2].cpu && m[3].cpu && m[5].cpu && !m[4].cpu, "VRAM has no CPU mapping, CPU-visible VRAM and MMIO have");
		CHECK(m[1].va >= m[0].va + m[0].size + 4096, "a guard page between buffers");
		first_va = m[0].va;
		for (int i = 0; i < 6; i++)
			gsi_kfd_mem_free(k, &m[i]);
		st = gsi_kfd_mem_alloc(k, GSI_KFD_GTT, 4096, 0, &m[0], &err);
		CHECK(st == GS_OK && m[0].va == first_va, "a freed range is used again");
		gsi_kfd_mem_free(k, &m[0]);
	}
	st = gsi_kfd_mem_alloc(k, GSI_KFD_DOORBELL, 4096, 0, &m[0], &err);
	CHECK(st == GS_ERR_IO && strstr(err.msg, "AMDKFD_IOC_ALLOC_MEMORY_OF_GPU of 4096 bytes of doorbell: Invalid argument"),
	      "a doorbell allocation of the wrong size: refused by name: %s", err.msg);
	t0 = raw_ns();
	st = gsi_kfd_clocks(k, &c, &err);
	CHECK(st == GS_OK && c.system_freq == 1000000000u && c.cpu_ns >= t0 && c.cpu_ns - t0 < 1000000000u,
	      "GET_CLOCK_COUNTERS: CLOCK_MONOTONIC_RAW ns, a 1 GHz system clock");
	st = gsi_kfd_event_signal(k, &id, &slot, &err);
	if (CHECK(st == GS_OK && slot == k->event_page.va + id * 8ull, "a signal event on the event page (id %u)", id)) {
		CHECK(*(volatile uint64_t *)(uintptr_t)slot == UINT64_MAX, "its slot starts unsignalled (all ones)");
		CHECK(gsi_kfd_event_wait(k, id, 1, &err) == 0, "WAIT_EVENTS on it times out");
		gsi_kfd_event_destroy(k, id);
	}
	st = gsi_kfd_queue_create(k, GSI_KFD_QUEUE_PM4, 4096, 0, &pm4, &err);
	CHECK(st == GS_OK && pm4->r.doorbell && (pm4->doorbell_offset & 8191) != 0,
	      "a PM4 queue; its doorbell at CREATE_QUEUE's offset");
	st = gsi_kfd_queue_create(k, GSI_KFD_QUEUE_AQL, 8192, 0, &aql, &err);
	CHECK(st == GS_OK && pm4 && aql->r.doorbell != pm4->r.doorbell && aql->r.aql, "an AQL queue beside it, its own doorbell");
	if (aql)
		CHECK(gsi_kfd_queue_cu_mask(aql, mask, 64, &err) == GS_OK, "SET_CU_MASK of 64 bits");
	if (pm4)
		CHECK(gsi_kfd_queue_cu_mask(pm4, mask, 40, &err) == GS_ERR_INVALID, "a 40-bit CU mask refused");
	st = gsi_kfd_queue_create(k, GSI_KFD_QUEUE_PM4, 3000, 0, &bad, &err);
	CHECK(st == GS_ERR_INVALID && strstr(err.msg, "power of two"), "a ring of 3000 bytes refused");
	st = gsi_kfd_open(0, &k2, &err);
	CHECK(st != GS_OK && strstr(err.msg, "one per GPU"), "a second kfd:0 in the process: refused by name: %s",
	      err.msg);
	gsi_kfd_queue_destroy(aql);
	gsi_kfd_queue_destroy(pm4);
	CHECK(k->queues == 0, "both queues destroyed");
	gsi_kfd_close(k);
	st = gsi_kfd_open(3, &k, &err);
	CHECK(st == GS_ERR_NODEV && strstr(err.msg, "kfd:3: the KFD topology has 1 GPU node"),
	      "kfd:3 on one GPU: %s", err.msg);
}
#endif

int main(int argc, char **argv)
{
	const char *build = getenv("GS_BUILD");
	char so[1024];

	(void)argc;
	if (!getenv("GFXSHIM_MOCKDRM")) {
		snprintf(so, sizeof(so), "%s/lib/libgfxshim-mockdrm.so", build ? build : "build");
		if (access(so, R_OK)) {
			CHECK(1, "# SKIP the mock (%s) is not built", so);
			return 0;
		}
		setenv("GFXSHIM_MOCKDRM", "gfx1100", 1);
		setenv("LD_PRELOAD", so, 1);
		execv("/proc/self/exe", argv);
		CHECK(0, "re-running under the mock");
		return 1;
	}
#ifdef GS_HAVE_KFD
	test_connection();
#else
	CHECK(1, "# SKIP the KFD backend is not built (linux-source-6.12 missing)");
#endif
	return t_failed != 0;
}
