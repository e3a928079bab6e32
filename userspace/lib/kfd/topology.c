// SPDX-License-Identifier: MIT
/*
 * amdkfd's topology in sysfs (kfd_topology.c): nodes/N/{gpu_id, name,
 * properties, caches/K/properties, mem_banks/K/properties}, "key value"
 * lines.  No ioctl: this works without /dev/kfd and without the KFD
 * backend built.
 */
#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "core/abi.h"
#include "gfxshim/kfd.h"
#include "kfd/kfd_int.h"

#define TOPOLOGY_ROOT "/sys/class/kfd/kfd/topology"

const struct gs_target *gs_kfd_target_for_version(uint32_t v)
{
	char name[32];
	unsigned int major = v / 10000, minor = v / 100 % 100, step = v % 100;

	if (!major || minor > 15 || step > 15)
		return NULL;
	snprintf(name, sizeof(name), "gfx%u%x%x", major, minor, step);
	return gs_target_find(name);
}

/* Each "key value" line of path to fn; -errno when the file is unreadable. */
static int read_props(const char *path, void (*fn)(void *ctx, const char *key, uint64_t v), void *ctx)
{
	FILE *f = fopen(path, "r");
	char line[256], key[128];
	unsigned long long v;

	if (!f)
		return -errno;
	while (fgets(line, sizeof(line), f))
		if (sscanf(line, "%127s %llu", key, &v) == 2)
			fn(ctx, key, v);
	fclose(f);
	return 0;
}

static int read_line(const char *path, char *buf, size_t size)
{
	FILE *f = fopen(path, "r");
	size_t n;

	if (!f)
		return -errno;
	if (!fgets(buf, (int)size, f))
		buf[0] = 0;
	fclose(f);
	n = strlen(buf);
	while (n && (buf[n - 1] == '\n' || buf[n - 1] == ' '))
		buf[--n] = 0;
	return 0;
}

static void node_prop(void *ctx, const char *k, uint64_t v)
{
	struct gs_kfd_node *n = ctx;
	static const struct {
		const char *key;
		size_t off;
	} map[] = {
#define F(x) { #x, offsetof(struct gs_kfd_node, x) }
		F(simd_count), F(simd_per_cu), F(array_count), F(simd_arrays_per_engine), F(cu_per_simd_array),
		F(max_waves_per_simd), F(wave_front_size), F(lds_size_in_kb), F(num_xcc), F(drm_render_minor),
		F(vendor_id), F(device_id), F(location_id), F(domain), F(max_engine_clk_fcompute),
		F(fw_version), F(capability), F(num_cp_queues), F(cwsr_size), F(ctl_stack_size),
		F(gfx_target_version),
#undef F
	};

	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (strcmp(map[i].key, k) == 0)
			*(uint32_t *)((char *)n + map[i].off) = (uint32_t)v;
}

static void cache_prop(void *ctx, const char *k, uint64_t v)
{
	struct gs_kfd_cache *c = ctx;

	if (strcmp(k, "level") == 0)
		c->level = (uint32_t)v;
	else if (strcmp(k, "size") == 0)
		c->size_kb = (uint32_t)v;
	else if (strcmp(k, "cache_line_size") == 0)
		c->line_size = (uint32_t)v;
	else if (strcmp(k, "type") == 0)
		c->type = (uint32_t)v;
}

static void bank_prop(void *ctx, const char *k, uint64_t v)
{
	if (strcmp(k, "size_in_bytes") == 0)
		*(uint64_t *)ctx += v;
}

/* sibling_map: "1,1,0,0,..." -- one entry per CU (kfd_cache_show) */
static uint32_t siblings(const char *path)
{
	char buf[1024];
	uint32_t n = 0;

	if (read_line(path, buf, sizeof(buf)))
		return 0;
	for (const char *p = buf; *p; p++)
		n += *p == '1';
	return n;
}

static int by_number(const struct dirent **a, const struct dirent **b)
{
	return atoi((*a)->d_name) - atoi((*b)->d_name);
}

static int numeric(const struct dirent *e)
{
	return e->d_name[0] >= '0' && e->d_name[0] <= '9';
}

static void read_node(const char *dir, struct gs_kfd_node *n)
{
	char path[1200];
	struct dirent **list = NULL;
	int k;

	snprintf(path, sizeof(path), "%.512s/name", dir);
	read_line(path, n->name, sizeof(n->name));
	snprintf(path, sizeof(path), "%.512s/properties", dir);
	read_props(path, node_prop, n);
	n->target = gs_kfd_target_for_version(n->gfx_target_version);
	snprintf(path, sizeof(path), "%.512s/mem_banks", dir);
	k = scandir(path, &list, numeric, by_number);
	for (int i = 0; i < k; i++) {
		snprintf(path, sizeof(path), "%.512s/mem_banks/%.32s/properties", dir, list[i]->d_name);
		read_props(path, bank_prop, &n->local_mem_bytes);
		free(list[i]);
	}
	free(list);
	list = NULL;
	snprintf(path, sizeof(path), "%.512s/caches", dir);
	k = scandir(path, &list, numeric, by_number);
	for (int i = 0; i < k; i++) {
		if (n->n_caches < GS_KFD_MAX_CACHES) {
			struct gs_kfd_cache *c = &n->caches[n->n_caches++];

			snprintf(path, sizeof(path), "%.512s/caches/%.32s/properties", dir, list[i]->d_name);
			read_props(path, cache_prop, c);
			snprintf(path, sizeof(path), "%.512s/caches/%.32s/sibling_map", dir, list[i]->d_name);
			c->sibling_cus = siblings(path);
		}
		free(list[i]);
	}
	free(list);
}

enum gs_status gsi_kfd_nodes_at(const char *root, struct gs_kfd_node *nodes, int max, int *count,
				struct gs_error *err)
{
	char path[512], buf[64];
	struct dirent **list = NULL;
	int k, n = 0;

	*count = 0;
	if (strlen(root) > 200)
		return gs_error_set(err, GS_ERR_INVALID, "KFD topology path too long: %.60s...", root);
	snprintf(path, sizeof(path), "%s/nodes", root);
	k = scandir(path, &list, numeric, by_number);
	if (k < 0)
		return gs_error_set(err, GS_ERR_NODEV, "no KFD topology (%s: %s; amdkfd is not loaded)", path,
				    strerror(errno));
	for (int i = 0; i < k; i++) {
		char *end;
		unsigned long id;

		snprintf(path, sizeof(path), "%.200s/nodes/%.32s/gpu_id", root, list[i]->d_name);
		if (!read_line(path, buf, sizeof(buf)) && (id = strtoul(buf, &end, 10)) != 0 && end != buf &&
		    n < max) {
			/* a CPU node has gpu_id 0; the GPUs are what kfd:N counts */
			memset(&nodes[n], 0, sizeof(nodes[n]));
			nodes[n].node = atoi(list[i]->d_name);
			nodes[n].gpu_id = (uint32_t)id;
			snprintf(path, sizeof(path), "%.200s/nodes/%.32s", root, list[i]->d_name);
			read_node(path, &nodes[n]);
			n++;
		}
		free(list[i]);
	}
	free(list);
	*count = n;
	return GS_OK;
}

enum gs_status gs_kfd_nodes(struct gs_kfd_node *nodes, int max, int *n, struct gs_error *err)
{
	return gsi_kfd_nodes_at(TOPOLOGY_ROOT, nodes, max, n, err);
}

/* kfd_queue.c (6.12): the wave state a context save stores per CU */
#define SGPR_SIZE_PER_CU 0x4000u
#define LDS_SIZE_PER_CU 0x10000u
#define HWREG_SIZE_PER_CU 0x1000u
#define DEBUGGER_BYTES_ALIGN 64u
#define DEBUGGER_BYTES_PER_WAVE 32u
#define SAVE_AREA_HEADER 40u
#define PAGE 4096u

static uint32_t vgpr_size_per_cu(uint32_t gfxv)
{
	if (gfxv / 100 * 100 == 90400 || gfxv == 90010 || gfxv == 90008)
		return 0x80000;
	if (gfxv == 110000 || gfxv == 110001 || gfxv == 110501 || gfxv == 120000 || gfxv == 120001)
		return 0x60000;
	return 0x40000;
}

static uint64_t align_up(uint64_t v, uint64_t a)
{
	return (v + a - 1) / a * a;
}

static void cwsr_sizes(const struct gs_kfd_node *n, struct gs_kfd_cwsr *o)
{
	uint32_t gfxv = n->gfx_target_version, xcc = n->num_xcc ? n->num_xcc : 1;
	uint32_t cu = 0, waves = 0, wg_data, ctl;

	memset(o, 0, sizeof(*o));
	if (n->simd_per_cu)
		cu = n->simd_count / n->simd_per_cu / xcc;
	if (gfxv < 100100) {
		/* sysfs reports array_count times the XCCs (kfd_topology.c) */
		uint32_t arrays = n->array_count / xcc, per = n->simd_arrays_per_engine ? n->simd_arrays_per_engine : 1;
		uint32_t by_arrays = arrays / per * 512;

		waves = cu * 40 < by_arrays ? cu * 40 : by_arrays;
	} else {
		waves = cu * 32;
	}
	wg_data = (uint32_t)align_up((uint64_t)cu * (vgpr_size_per_cu(gfxv) + SGPR_SIZE_PER_CU + LDS_SIZE_PER_CU +
						    HWREG_SIZE_PER_CU), PAGE);
	ctl = waves * (gfxv >= 100100 ? 12u : 8u) + 8;
	ctl = (uint32_t)align_up(SAVE_AREA_HEADER + ctl, PAGE);
	if (gfxv / 10000 * 10000 == 100000 && ctl > 0x7000)
		ctl = 0x7000;
	o->ctl_stack_size = n->ctl_stack_size ? n->ctl_stack_size : ctl;
	o->cwsr_size = n->cwsr_size ? n->cwsr_size : ctl + wg_data;
	o->debug_memory_size = (uint32_t)align_up((uint64_t)waves * DEBUGGER_BYTES_PER_WAVE, DEBUGGER_BYTES_ALIGN);
	o->total_bytes = align_up(((uint64_t)o->cwsr_size + o->debug_memory_size) * xcc, PAGE);
}

enum gs_status gs_kfd_cwsr_sizes(const struct gs_kfd_node *n, struct gs_kfd_cwsr *o)
{
	struct gs_kfd_cwsr full;

	if (!n || gsi_abi_out_check(o, GS_KFD_CWSR_SIZE_V1, "gs_kfd_cwsr", NULL))
		return GS_ERR_INVALID;
	cwsr_sizes(n, &full);
	gsi_abi_out(o, &full, sizeof(full));
	return GS_OK;
}
