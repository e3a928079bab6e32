// SPDX-License-Identifier: MIT
/*
 * The KFD topology of the mock's GPUs, as amdkfd's kfd_topology.c shows it
 * (node_show, kfd_cache_show, mem_bank_show), under the tree sysfs.c
 * writes: /sys/devices/virtual/kfd/kfd/topology/{generation_id,
 * system_properties, nodes/N/...} with /sys/class/kfd/kfd linked to it.
 * Node 0 is the CPU (gpu_id 0), node 1 + i the mock's device i.
 *
 * Each GPU is the small one the mock render node describes
 * (AMDGPU_INFO_DEV_INFO in amdgpu.c): one shader engine, one array, two
 * CUs (one on gfx9).  Values no source gives for such a GPU are the
 * mock's, marked assumed: max_waves_per_simd, num_cp_queues and the two
 * caches (16 KiB L1, 256 KiB L2, 64-byte lines).  The context-save sizes
 * are what kfd_queue.c computes for that shape.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <sys/stat.h>

#include "mockdrm.h"

#define VRAM_BYTES (2ull << 30)   /* as sysfs.c's BAR0 */
#define TOPO "sys/devices/virtual/kfd/kfd/topology"

static int put(const char *root, const char *rel, const char *text)
{
	char path[512];
	size_t n = strlen(text);
	int fd;

	snprintf(path, sizeof(path), "%s/%s", root, rel);
	fd = mock_real.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		return -errno;
	if (write(fd, text, n) != (ssize_t)n) {
		mock_real.close(fd);
		return -EIO;
	}
	mock_real.close(fd);
	return 0;
}

static int mkdirs(const char *root, const char *rel)
{
	char path[512], *p;

	snprintf(path, sizeof(path), "%s/%s", root, rel);
	for (p = path + strlen(root) + 1; (p = strchr(p, '/')); p++) {
		*p = 0;
		if (mkdir(path, 0755) && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	return mkdir(path, 0755) && errno != EEXIST ? -errno : 0;
}

uint32_t mock_kfd_gfx_version(const struct gs_target *t)
{
	unsigned int v = 0, major, minor, step;

	/* the target's name, not its GC version: gfx942 is 9.4.2 to amdkfd
	 * (gfx_target_version 90402) on GC 9.4.3 */
	if (sscanf(t->name, "gfx%u", &v) != 1)
		return 0;
	if (strlen(t->name) == 6) {          /* gfx9XY */
		major = 9;
		sscanf(t->name + 4, "%1x%1x", &minor, &step);
	} else {                             /* gfx1XYZ */
		major = v / 100;
		sscanf(t->name + 5, "%1x%1x", &minor, &step);
	}
	return major * 10000 + minor * 100 + step;
}

static void shape(const struct mock_dev *d, uint32_t *cu, uint32_t *simd_per_cu)
{
	int gfx9 = d->t->gen == GS_GEN_GFX9;

	*cu = gfx9 ? 1 : 2;
	*simd_per_cu = gfx9 ? 4 : 2;
}

/* kfd_queue.c kfd_queue_ctx_save_restore_size (6.12), for the mock's shape:
 * the mock checks CREATE_QUEUE against it (its own copy, not the library's). */
void mock_kfd_cwsr(const struct mock_dev *d, uint32_t *ctl_stack, uint32_t *cwsr, uint32_t *debug)
{
	uint32_t v = mock_kfd_gfx_version(d->t), cu, spc, waves, vgpr = 0x40000, wg, ctl;

	shape(d, &cu, &spc);
	if (v / 100 * 100 == 90400 || v == 90010 || v == 90008)
		vgpr = 0x80000;
	else if (v == 110000 || v == 110001 || v == 110501 || v == 120000 || v == 120001)
		vgpr = 0x60000;
	waves = v < 100100 ? (cu * 40 < 512 ? cu * 40 : 512) : cu * 32;   /* 1 array per engine */
	wg = (cu * (vgpr + 0x4000 + 0x10000 + 0x1000) + 4095) / 4096 * 4096;
	ctl = waves * (v >= 100100 ? 12 : 8) + 8;
	ctl = (40 + ctl + 4095) / 4096 * 4096;
	*ctl_stack = ctl;
	*cwsr = ctl + wg;
	*debug = (waves * 32 + 63) / 64 * 64;
}

static int gpu_node(const char *root, int node, const struct mock_dev *d)
{
	char rel[256], text[2048];
	uint32_t cu, spc, ctl, cwsr, dbg;
	int gfx9 = d->t->gen == GS_GEN_GFX9, r;

	shape(d, &cu, &spc);
	mock_kfd_cwsr(d, &ctl, &cwsr, &dbg);
	for (int c = 0; c < 2; c++) {
		snprintf(rel, sizeof(rel), TOPO "/nodes/%d/caches/%d", node, c);
		if ((r = mkdirs(root, rel)))
			return r;
	}
	snprintf(rel, sizeof(rel), TOPO "/nodes/%d/mem_banks/0", node);
	if ((r = mkdirs(root, rel)))
		return r;
	snprintf(rel, sizeof(rel), TOPO "/nodes/%d/io_links", node);
	if ((r = mkdirs(root, rel)))
		return r;
	snprintf(rel, sizeof(rel), TOPO "/nodes/%d/gpu_id", node);
	snprintf(text, sizeof(text), "%u\n", mock_kfd_gpu_id(d->index));
	if ((r = put(root, rel, text)))
		return r;
	snprintf(rel, sizeof(rel), TOPO "/nodes/%d/name", node);
	snprintf(text, sizeof(text), "%s\n", d->t->name);
	if ((r = put(root, rel, text)))
		return r;
	snprintf(rel, sizeof(rel), TOPO "/nodes/%d/properties", node);
	snprintf(text, sizeof(text),
		 "cpu_cores_count 0\nsimd_count %u\nmem_banks_count 1\ncaches_count 2\nio_links_count 0\n"
		 "p2p_links_count 0\ncpu_core_id_base 0\nsimd_id_base 2147487744\nmax_waves_per_simd %u\n"
		 "lds_size_in_kb %u\ngds_size_in_kb 0\nnum_gws 0\nwave_front_size %u\narray_count 1\n"
		 "simd_arrays_per_engine 1\ncu_per_simd_array %u\nsimd_per_cu %u\nmax_slots_scratch_cu 32\n"
		 "gfx_target_version %u\nvendor_id 4098\ndevice_id %u\nlocation_id %u\ndomain 0\n"
		 "drm_render_minor %d\nhive_id 0\nnum_sdma_engines 0\nnum_sdma_xgmi_engines 0\n"
		 "num_sdma_queues_per_engine 0\nnum_cp_queues 8\ncwsr_size %u\nctl_stack_size %u\n"
		 "max_engine_clk_fcompute 0\nlocal_mem_size 0\nfw_version 0\ncapability 0\ndebug_prop 0\n"
		 "sdma_fw_version 0\nunique_id 0\nnum_xcc 1\nmax_engine_clk_ccompute 0\n",
		 cu * spc, gfx9 ? 10 : 16, d->t->lds_bytes / 1024, d->t->features & GS_FEAT_WAVE32 ? 32 : 64, cu, spc,
		 mock_kfd_gfx_version(d->t), d->pci_device, (0xc1u + (unsigned int)d->index) << 8,
		 MOCK_RENDER_MINOR0 + d->index, cwsr, ctl);
	if ((r = put(root, rel, text)))
		return r;
	for (int c = 0; c < 2; c++) {
		snprintf(rel, sizeof(rel), TOPO "/nodes/%d/caches/%d/properties", node, c);
		snprintf(text, sizeof(text),
			 "processor_id_low 2147487744\nlevel %d\nsize %u\ncache_line_size 64\ncache_lines_per_tag 1\n"
			 "association 16\nlatency 0\ntype 5\n", c + 1, c ? 256 : 16);
		if ((r = put(root, rel, text)))
			return r;
		snprintf(rel, sizeof(rel), TOPO "/nodes/%d/caches/%d/sibling_map", node, c);
		snprintf(text, sizeof(text), "%s\n", c || cu == 1 ? (cu == 1 ? "1" : "1,1") : "1,0");
		if ((r = put(root, rel, text)))
			return r;
	}
	snprintf(rel, sizeof(rel), TOPO "/nodes/%d/mem_banks/0/properties", node);
	snprintf(text, sizeof(text), "heap_type 1\nsize_in_bytes %llu\nflags 0\nwidth 0\nmem_clk_max 0\n",
		 (unsigned long long)VRAM_BYTES);
	return put(root, rel, text);
}

int mock_kfd_sysfs_build(const char *root)
{
	char rel[256];
	int r;

	if ((r = mkdirs(root, TOPO "/nodes/0/caches")) || (r = mkdirs(root, TOPO "/nodes/0/mem_banks")) ||
	    (r = mkdirs(root, "sys/class/kfd")))
		return r;
	snprintf(rel, sizeof(rel), "%s/sys/class/kfd/kfd", root);
	if (symlink("../../devices/virtual/kfd/kfd", rel) && errno != EEXIST)
		return -errno;
	if ((r = put(root, TOPO "/generation_id", "1\n")) ||
	    (r = put(root, TOPO "/system_properties", "platform_oem 0\nplatform_id 0\nplatform_rev 0\n")) ||
	    (r = put(root, TOPO "/nodes/0/gpu_id", "0\n")) || (r = put(root, TOPO "/nodes/0/name", "\n")) ||
	    (r = put(root, TOPO "/nodes/0/properties",
		     "cpu_cores_count 1\nsimd_count 0\nmem_banks_count 0\ncaches_count 0\nio_links_count 0\n"
		     "gfx_target_version 0\ndrm_render_minor 0\n")))
		return r;
	for (int i = 0; i < mock_cfg.n_devs && !r; i++)
		r = gpu_node(root, i + 1, mock_dev_at(i));
	return r;
}
