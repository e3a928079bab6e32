// SPDX-License-Identifier: MIT
/* gfxshim info / targets: what can run here, and the devices' facts. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gfxshim/device.h"
#include "gfxshim/kfd.h"
#include "gfxshim/kmod.h"

int cmd_targets(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	printf("%-8s %-8s %-10s %-6s %s\n", "target", "arch", "regdb", "lds", "emulator");
	for (unsigned int i = 0; gs_target_at(i); i++) {
		const struct gs_target *t = gs_target_at(i);

		printf("%-8s %-8s %-10s %-6u %s\n", t->name, t->arch, t->regdb ? t->regdb : "-",
		       t->lds_bytes / 1024, gs_target_emulated(t) ? "yes" : "not yet");
	}
	printf("(lds in KiB per workgroup)\n");
	return EXIT_OK;
}

/* ---- JSON output ---- */

static void json_str(const char *v)
{
	if (!v || !v[0]) {
		printf("null");
		return;
	}
	putchar('"');
	for (const unsigned char *p = (const unsigned char *)v; *p; p++) {
		if (*p == '"' || *p == '\\')
			printf("\\%c", *p);
		else if (*p < 0x20)
			printf("\\u%04x", *p);
		else
			putchar(*p);
	}
	putchar('"');
}

/* "key": value, with 0 (no such fact, or not known) as null */
static void json_num(const char *key, uint64_t v, int last)
{
	if (v)
		printf("\"%s\": %llu%s", key, (unsigned long long)v, last ? "" : ", ");
	else
		printf("\"%s\": null%s", key, last ? "" : ", ");
}

static void json_key_str(const char *key, const char *v)
{
	printf("\"%s\": ", key);
	json_str(v);
	printf(", ");
}

/* "pci": the libpciaccess facts (null when emulated or unreadable) */
static void json_pci(const struct gs_pci_facts *p)
{
	int first = 1;

	if (!p->valid) {
		printf("\"pci\": null, ");
		return;
	}
	printf("\"pci\": {\"vendor_id\": %u, \"device_id\": %u, \"subvendor_id\": %u, \"subdevice_id\": %u, "
	       "\"revision\": %u, \"bars\": [", p->vendor_id, p->device_id, p->subvendor_id, p->subdevice_id,
	       p->revision);
	for (int i = 0; i < 6; i++) {
		const struct gs_pci_bar *b = &p->bars[i];

		if (!b->size)
			continue;
		printf("%s{\"bar\": %d, \"base\": %llu, \"size\": %llu, \"io\": %s, \"is_64\": %s, "
		       "\"prefetchable\": %s}", first ? "" : ", ", i, (unsigned long long)b->base,
		       (unsigned long long)b->size, b->is_io ? "true" : "false", b->is_64 ? "true" : "false",
		       b->is_prefetchable ? "true" : "false");
		first = 0;
	}
	printf("], \"vram_aperture_bytes\": %llu, \"vram_all_cpu_visible\": %s}, ",
	       (unsigned long long)p->bars[0].size,
	       p->vram_all_visible < 0 ? "null" : p->vram_all_visible ? "true" : "false");
}

/* the object's members, its closing brace left to the caller */
static void json_facts_open(const char *spec, const struct gs_device_facts *f)
{
	char buf[32];

	printf("{");
	json_key_str("device", spec);
	json_key_str("target", f->target ? f->target->name : NULL);
	json_key_str("arch", f->target ? f->target->arch : NULL);
	json_key_str("backend", f->backend);
	printf("\"emulated\": %s, ", f->emulated ? "true" : "false");
	/* what its results are evidence of */
	json_key_str("evidence", f->mock ? "mock" : f->emulated ? "emulated" : "silicon");
	/* what timestamps count: real GPU clock ticks, or emulated work */
	json_key_str("timestamp_clock", f->emulated ? "emulated" : "gpu");
	json_key_str("name", f->name);
	json_key_str("pci_bdf", f->pci_bdf);
	json_num("pci_device_id", f->pci_device_id, 0);
	json_num("pci_revision", f->pci_revision, 0);
	json_num("family", f->family, 0);
	json_num("external_rev", f->external_rev, 0);
	snprintf(buf, sizeof(buf), "%u.%u.%u", f->gc_version >> 16, (f->gc_version >> 8) & 0xff,
		 f->gc_version & 0xff);
	json_key_str("gc_version", f->gc_version ? buf : NULL);
	json_num("num_se", f->num_se, 0);
	json_num("num_sa_per_se", f->num_sa_per_se, 0);
	json_num("cu_per_sa", f->cu_per_sa, 0);
	json_num("cu_active", f->cu_active, 0);
	json_num("wgp_active", f->wgp_active, 0);
	json_num("wave_size", f->wave_size, 0);
	json_num("l2_channels", f->l2_channels, 0);
	json_num("lds_bytes", f->lds_bytes, 0);
	json_num("max_engine_clock_khz", f->max_engine_clock_khz, 0);
	json_num("max_memory_clock_khz", f->max_memory_clock_khz, 0);
	json_num("timestamp_khz", f->timestamp_khz, 0);
	json_num("vram_type", f->vram_type, 0);
	json_num("vram_bit_width", f->vram_bit_width, 0);
	json_num("vram_bytes", f->vram_bytes, 0);
	json_num("vram_cpu_visible_bytes", f->vram_cpu_visible_bytes, 0);
	json_num("gtt_bytes", f->gtt_bytes, 0);
	json_num("fw_me", f->fw_me, 0);
	json_num("fw_me_feature", f->fw_me_feature, 0);
	json_num("fw_mec", f->fw_mec, 0);
	json_num("fw_mec_feature", f->fw_mec_feature, 0);
	json_key_str("drm_driver", f->drm_driver);
	snprintf(buf, sizeof(buf), "%d.%d.%d", f->drm_major, f->drm_minor, f->drm_patch);
	json_key_str("drm_version", f->drm_driver[0] ? buf : NULL);
	json_key_str("kernel", f->kernel);
	json_pci(&f->pci);
	printf("\"missing\": ");
	json_str(f->missing);
}

static void json_facts(const char *spec, const struct gs_device_facts *f)
{
	json_facts_open(spec, f);
	printf("}");
}

/* ---- text output ---- */

static void col_num(uint64_t v, unsigned int div, int width)
{
	if (v)
		printf(" %-*llu", width, (unsigned long long)(v / div));
	else
		printf(" %-*s", width, "-");
}

static void facts_header(void)
{
	printf("  %-12s %-8s %-7s %-6s %-7s %-4s %-4s %-3s %-4s %-4s %-5s %-16s %-8s %s\n", "device", "target",
	       "arch", "family", "GC", "wave", "LDS", "SE", "CU", "WGP", "sclk", "timestamp clock", "VRAM",
	       "GTT");
}

static void facts_row(const char *spec, const struct gs_device_facts *f)
{
	char gc[16], ts[40];

	snprintf(gc, sizeof(gc), "%u.%u.%u", f->gc_version >> 16, (f->gc_version >> 8) & 0xff,
		 f->gc_version & 0xff);
	if (f->timestamp_khz)
		snprintf(ts, sizeof(ts), "%llu kHz%s", (unsigned long long)f->timestamp_khz,
			 f->emulated ? " (emu)" : "");
	else
		snprintf(ts, sizeof(ts), "-");
	printf("  %-12s %-8s %-7s", spec, f->target ? f->target->name : "?", f->target ? f->target->arch : "?");
	col_num(f->family, 1, 6);
	printf(" %-7s", f->gc_version ? gc : "-");
	col_num(f->wave_size, 1, 4);
	col_num(f->lds_bytes, 1024, 4);
	col_num(f->num_se, 1, 3);
	col_num(f->cu_active, 1, 4);
	col_num(f->wgp_active, 1, 4);
	col_num(f->max_engine_clock_khz, 1000, 5);
	printf(" %-16s", ts);
	col_num(f->vram_bytes, 1u << 20, 8);
	col_num(f->gtt_bytes, 1u << 20, 0);
	printf("\n");
}

/* The facts only real devices have, one line each. */
static void facts_details(const char *spec, const struct gs_device_facts *f)
{
	printf("  %s: %s, PCI %s [1002:%04x] rev 0x%02x, external rev 0x%x; %u SE x %u SA x %u CU, %u L2 channels\n",
	       spec, f->name, f->pci_bdf[0] ? f->pci_bdf : "-", f->pci_device_id, f->pci_revision, f->external_rev,
	       f->num_se, f->num_sa_per_se, f->cu_per_sa, f->l2_channels);
	printf("  %s: firmware ME %u (feature %u), MEC %u (feature %u); DRM %s %d.%d.%d; kernel %s\n", spec,
	       f->fw_me, f->fw_me_feature, f->fw_mec, f->fw_mec_feature, f->drm_driver[0] ? f->drm_driver : "-",
	       f->drm_major, f->drm_minor, f->drm_patch, f->kernel[0] ? f->kernel : "-");
	if (f->pci.valid)
		printf("  %s: PCI %s\n", spec, f->pci.text);
	if (f->missing[0])
		printf("  %s: not reported by the driver: %s\n", spec, f->missing);
}

/* gfxshim.ko: its ABI, devices and who holds their benchmark leases. */
static void print_module(int json)
{
	struct gs_kmod *km;
	struct gs_kmod_info mi;
	struct gs_kmod_device d[32];
	struct gs_error err = { 0 };
	size_t n = 0;

	if (gs_kmod_open(NULL, 0, &km, &err)) {
		if (json) {
			printf("\"kernel_module\": {\"loaded\": false, \"error\": ");
			json_str(err.status == GS_ERR_NODEV ? "not loaded" : err.msg);
			printf("}");
		} else {
			printf("kernel module: %s\n", err.status == GS_ERR_NODEV ? "not loaded" : err.msg);
		}
		return;
	}
	if (gs_kmod_query(km, &mi, &err) || gs_kmod_devices(km, d, 32, &n, &err)) {
		if (json) {
			printf("\"kernel_module\": {\"loaded\": true, \"error\": ");
			json_str(err.msg);
			printf("}");
		} else {
			printf("kernel module: %s\n", err.msg);
		}
		gs_kmod_close(km);
		return;
	}
	if (json)
		printf("\"kernel_module\": {\"loaded\": true, \"abi\": \"%u.%u\", \"devices\": [",
		       mi.abi_version >> 16, mi.abi_version & 0xffff);
	else
		printf("kernel module: loaded, ABI %u.%u, %zu device%s\n", mi.abi_version >> 16,
		       mi.abi_version & 0xffff, n, n == 1 ? "" : "s");
	for (size_t i = 0; i < n && i < 32; i++) {
		if (json) {
			char bdf[32];

			snprintf(bdf, sizeof(bdf), "%04x:%02x:%02x.%u", d[i].pci_domain, d[i].pci_bus,
				 d[i].pci_dev, d[i].pci_func);
			printf("%s{\"index\": %u, \"virtual\": %s, \"target\": ", i ? ", " : "", d[i].index,
			       d[i].flags & GS_KMOD_DEV_VIRTUAL ? "true" : "false");
			json_str(d[i].target);
			printf(", \"pci_bdf\": ");
			json_str(d[i].flags & GS_KMOD_DEV_PCI ? bdf : NULL);
			printf(", \"lease_pid\": %d}", d[i].lease_pid > 0 ? d[i].lease_pid : 0);
			continue;
		}
		printf("  %u: %s %s", d[i].index, d[i].flags & GS_KMOD_DEV_VIRTUAL ? "virtual" : "pci",
		       d[i].target[0] ? d[i].target : "(target unknown)");
		if (d[i].flags & GS_KMOD_DEV_PCI)
			printf(" %04x:%02x:%02x.%u [%04x:%04x]", d[i].pci_domain, d[i].pci_bus, d[i].pci_dev,
			       d[i].pci_func, d[i].vendor_id, d[i].device_id);
		if (d[i].lease_pid > 0)
			printf(", leased by pid %d", d[i].lease_pid);
		else if (d[i].lease_pid == 0)
			printf(", no lease");
		printf("\n");
	}
	if (json)
		printf("]}");
	gs_kmod_close(km);
}

/* ---- the KFD topology's GPUs (kfd:N), opened to show their facts ---- */

#define MAX_KFD 16

struct kfd_dev {
	struct gs_kfd_node node;
	char spec[24];
	int usable;
	struct gs_device_info info;
	struct gs_device_facts facts;
	struct gs_error err;
};

static int kfd_devices(struct kfd_dev *kd, struct gs_error *why)
{
	struct gs_kfd_node nodes[MAX_KFD];
	int n = 0;

	if (gs_kfd_nodes(nodes, MAX_KFD, &n, why))
		return 0;
	for (int i = 0; i < n; i++) {
		struct gs_device *dev;

		memset(&kd[i], 0, sizeof(kd[i]));
		kd[i].node = nodes[i];
		snprintf(kd[i].spec, sizeof(kd[i].spec), "kfd:%d", i);
		if (gs_device_open(kd[i].spec, NULL, &dev, &kd[i].err) == GS_OK) {
			kd[i].info.size = sizeof(kd[i].info);
			kd[i].facts.size = sizeof(kd[i].facts);
			gs_device_get_info(dev, &kd[i].info);
			kd[i].usable = gs_device_get_facts(dev, &kd[i].facts, &kd[i].err) == GS_OK;
			gs_device_close(dev);
		}
	}
	return n;
}

static void kfd_node_text(const struct kfd_dev *k)
{
	const struct gs_kfd_node *n = &k->node;
	struct gs_kfd_cwsr cw = GS_KFD_CWSR_INIT;

	gs_kfd_cwsr_sizes(n, &cw);
	printf("  %s: node %d, gpu_id %u, %s (gfx_target_version %u), renderD%u; %u SIMDs (%u per CU), %u arrays, %u XCC, LDS %u KiB, wave %u; context save %llu bytes (control stack %u)\n",
	       k->spec, n->node, n->gpu_id, n->target ? n->target->name : "no gfxshim target", n->gfx_target_version,
	       n->drm_render_minor, n->simd_count, n->simd_per_cu, n->array_count, n->num_xcc, n->lds_size_in_kb,
	       n->wave_front_size, (unsigned long long)cw.total_bytes, cw.ctl_stack_size);
	for (unsigned int c = 0; c < n->n_caches; c++)
		printf("  %s: cache L%u %u KiB, %u-byte lines, type 0x%x, shared by %u CU%s\n", k->spec,
		       n->caches[c].level, n->caches[c].size_kb, n->caches[c].line_size, n->caches[c].type,
		       n->caches[c].sibling_cus, n->caches[c].sibling_cus == 1 ? "" : "s");
}

static void kfd_node_json(const struct kfd_dev *k)
{
	const struct gs_kfd_node *n = &k->node;
	struct gs_kfd_cwsr cw = GS_KFD_CWSR_INIT;

	gs_kfd_cwsr_sizes(n, &cw);
	printf("\"kfd\": {\"node\": %d, \"gpu_id\": %u, \"gfx_target_version\": %u, \"drm_render_minor\": %u, "
	       "\"simd_count\": %u, \"simd_per_cu\": %u, \"array_count\": %u, \"num_xcc\": %u, \"lds_size_in_kb\": %u, "
	       "\"context_save_bytes\": %llu, \"ctl_stack_size\": %u, \"caches\": [", n->node, n->gpu_id,
	       n->gfx_target_version, n->drm_render_minor, n->simd_count, n->simd_per_cu, n->array_count, n->num_xcc,
	       n->lds_size_in_kb, (unsigned long long)cw.total_bytes, cw.ctl_stack_size);
	for (unsigned int c = 0; c < n->n_caches; c++)
		printf("%s{\"level\": %u, \"size_kb\": %u, \"line_size\": %u, \"type\": %u, \"sibling_cus\": %u}",
		       c ? ", " : "", n->caches[c].level, n->caches[c].size_kb, n->caches[c].line_size, n->caches[c].type,
		       n->caches[c].sibling_cus);
	printf("]}");
}

struct real_dev {
	char spec[24];
	int usable;
	struct gs_device_info info;
	struct gs_device_facts facts;
	struct gs_error err;
};

int cmd_info(int argc, char **argv)
{
	char node[64];
	int n, json = 0, first, nk;
	struct real_dev *rd;
	struct kfd_dev kd[MAX_KFD];
	struct gs_error kwhy = { 0 };

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			printf("usage: gfxshim info [--json]\n\n"
			       "List real AMD GPUs, the emulated targets, their facts side by side, and the\n"
			       "kernel module's state.  Emulated rows come from the target table: \"-\" (null\n"
			       "in JSON) is a fact that does not exist there; their timestamp clock counts\n"
			       "emulated work, not time.\n\n"
			       "  --json   one JSON object (real_devices, kfd_devices, emulated_devices,\n"
			       "           kernel_module)\n");
			return EXIT_OK;
		}
		if (strcmp(argv[i], "--json") == 0) {
			json = 1;
			continue;
		}
		return usage_error("info", "unknown option '%s'", argv[i]);
	}
	nk = kfd_devices(kd, &kwhy);
	n = gs_device_probe_amdgpu(node, sizeof(node));
	rd = calloc(n ? (size_t)n : 1, sizeof(*rd));
	if (!rd) {
		fprintf(stderr, "gfxshim: error: out of memory\n");
		return EXIT_ERROR;
	}
	for (int i = 0; i < n; i++) {
		struct gs_device *dev;

		snprintf(rd[i].spec, sizeof(rd[i].spec), "amdgpu:%d", i);
		if (gs_device_open(rd[i].spec, NULL, &dev, &rd[i].err) == GS_OK) {
			rd[i].info.size = sizeof(rd[i].info);
			rd[i].facts.size = sizeof(rd[i].facts);
			gs_device_get_info(dev, &rd[i].info);
			rd[i].usable = gs_device_get_facts(dev, &rd[i].facts, &rd[i].err) == GS_OK;
			gs_device_close(dev);
		}
	}
	if (json) {
		printf("{\"real_devices\": [");
		for (int i = 0; i < n; i++) {
			printf("%s\n  ", i ? "," : "");
			if (rd[i].usable) {
				json_facts(rd[i].spec, &rd[i].facts);
			} else {
				printf("{\"device\": ");
				json_str(rd[i].spec);
				printf(", \"usable\": false, \"error\": ");
				json_str(rd[i].err.msg);
				printf("}");
			}
		}
		printf("],\n\"kfd_devices\": [");
		for (int i = 0; i < nk; i++) {
			printf("%s\n  ", i ? "," : "");
			if (kd[i].usable) {
				json_facts_open(kd[i].spec, &kd[i].facts);
				printf(", \"submission_path\": \"%s\", ", kd[i].info.path);
			} else {
				printf("{\"device\": ");
				json_str(kd[i].spec);
				printf(", \"usable\": false, \"error\": ");
				json_str(kd[i].err.msg);
				printf(", ");
			}
			kfd_node_json(&kd[i]);
			printf("}");
		}
		printf("],\n\"emulated_devices\": [");
		first = 1;
		for (unsigned int i = 0; gs_target_at(i); i++) {
			const struct gs_target *t = gs_target_at(i);
			struct gs_device_facts f = GS_DEVICE_FACTS_INIT;
			char spec[32];

			if (!gs_target_emulated(t))
				continue;
			gs_device_facts_emulated(t, &f);
			snprintf(spec, sizeof(spec), "emu:%s", t->name);
			printf("%s\n  ", first ? "" : ",");
			json_facts(spec, &f);
			first = 0;
		}
		printf("],\n");
		print_module(1);
		printf("}\n");
		free(rd);
		return EXIT_OK;
	}
	printf("real devices:\n");
	if (!n)
		printf("  none (no render node is bound to amdgpu)\n");
	for (int i = 0; i < n; i++) {
		if (rd[i].usable)
			printf("  %-9s %s\n", rd[i].spec, rd[i].info.name);
		else
			printf("  %-9s unusable: %s\n", rd[i].spec, rd[i].err.msg);
	}
	printf("KFD devices (a compute queue the library builds: kfd:N PM4, kfd:N:aql AQL):\n");
	if (!nk)
		printf("  none (%s)\n", kwhy.msg[0] ? kwhy.msg : "the KFD topology lists no GPU");
	for (int i = 0; i < nk; i++) {
		if (kd[i].usable)
			printf("  %-9s %s\n", kd[i].spec, kd[i].info.name);
		else
			printf("  %-9s unusable: %s\n", kd[i].spec, kd[i].err.msg);
	}
	printf("emulated devices (results are labelled emulated):\n ");
	for (unsigned int i = 0; gs_target_at(i); i++)
		if (gs_target_emulated(gs_target_at(i)))
			printf(" emu:%s", gs_target_at(i)->name);
	printf("\n");
	printf("device facts (LDS in KiB, sclk in MHz, VRAM/GTT in MiB; emulated rows are the target\n"
	       "table, \"-\" = no such fact, and their timestamp clock counts work, not time):\n");
	facts_header();
	for (int i = 0; i < n; i++)
		if (rd[i].usable)
			facts_row(rd[i].spec, &rd[i].facts);
	for (int i = 0; i < nk; i++)
		if (kd[i].usable)
			facts_row(kd[i].spec, &kd[i].facts);
	for (unsigned int i = 0; gs_target_at(i); i++) {
		const struct gs_target *t = gs_target_at(i);
		struct gs_device_facts f = GS_DEVICE_FACTS_INIT;
		char spec[32];

		if (!gs_target_emulated(t))
			continue;
		gs_device_facts_emulated(t, &f);
		snprintf(spec, sizeof(spec), "emu:%s", t->name);
		facts_row(spec, &f);
	}
	for (int i = 0; i < n; i++)
		if (rd[i].usable)
			facts_details(rd[i].spec, &rd[i].facts);
	for (int i = 0; i < nk; i++)
		kfd_node_text(&kd[i]);
	print_module(0);
	free(rd);
	return EXIT_OK;
}
