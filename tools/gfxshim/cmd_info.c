// SPDX-License-Identifier: MIT
/* gfxshim info / targets: what can run here. */
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "gfxshim/device.h"
#include "gfxshim/kmod.h"

int cmd_targets(int argc, char **argv)
{
	(void)argc;
	(void)argv;
	printf("%-8s %-8s %-10s %-6s %s\n", "target", "arch", "regdb", "lds", "emulator");
	for (unsigned int i = 0; gs_target_at(i); i++) {
		const struct gs_target *t = gs_target_at(i);

		printf("%-8s %-8s %-10s %-6u %s\n", t->name, t->arch, t->regdb ? t->regdb : "-",
		       t->lds_bytes / 1024, gs_target_enabled(t) ? "yes" : "not yet");
	}
	printf("(lds in KiB per workgroup)\n");
	return EXIT_OK;
}

/* gfxshim.ko: its ABI, devices and who holds their benchmark leases. */
static void print_module(void)
{
	struct gs_kmod *km;
	struct gs_kmod_info mi;
	struct gs_kmod_device d[32];
	struct gs_error err = { 0 };
	size_t n = 0;

	if (gs_kmod_open(NULL, 0, &km, &err)) {
		printf("kernel module: %s\n", err.status == GS_ERR_NODEV ? "not loaded" : err.msg);
		return;
	}
	if (gs_kmod_query(km, &mi, &err) || gs_kmod_devices(km, d, 32, &n, &err)) {
		printf("kernel module: %s\n", err.msg);
		gs_kmod_close(km);
		return;
	}
	printf("kernel module: loaded, ABI %u.%u, %zu device%s\n", mi.abi_version >> 16,
	       mi.abi_version & 0xffff, n, n == 1 ? "" : "s");
	for (size_t i = 0; i < n && i < 32; i++) {
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
	gs_kmod_close(km);
}

int cmd_info(int argc, char **argv)
{
	char node[64];
	int n;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			printf("usage: gfxshim info\n\nList real AMD GPUs, the emulated targets and the kernel module's state.\n");
			return EXIT_OK;
		}
		return usage_error("info", "unknown option '%s'", argv[i]);
	}
	n = gs_device_probe_amdgpu(node, sizeof(node));
	printf("real devices:\n");
	if (!n)
		printf("  none (no render node is bound to amdgpu)\n");
	for (int i = 0; i < n; i++) {
		char spec[24];
		struct gs_device *dev;
		struct gs_device_info info;
		struct gs_error err = { 0 };

		snprintf(spec, sizeof(spec), "amdgpu:%d", i);
		if (gs_device_open(spec, NULL, &dev, &err) == GS_OK) {
			gs_device_get_info(dev, &info);
			printf("  %-9s %s\n", spec, info.name);
			gs_device_close(dev);
		} else {
			printf("  %-9s unusable: %s\n", spec, err.msg);
		}
	}
	printf("emulated devices (results are labelled emulated):\n ");
	for (unsigned int i = 0; gs_target_at(i); i++)
		if (gs_target_enabled(gs_target_at(i)))
			printf(" emu:%s", gs_target_at(i)->name);
	printf("\n");
	print_module();
	return EXIT_OK;
}
