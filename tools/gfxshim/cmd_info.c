// SPDX-License-Identifier: MIT
/* gfxshim info / targets: what can run here. */
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>

#include "cli.h"
#include "gfxshim/device.h"

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

int cmd_info(int argc, char **argv)
{
	char node[64];
	int n;
	struct stat sb;

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
	printf("\nkernel module: %s\n", stat("/dev/gfxshim", &sb) == 0 ? "loaded (/dev/gfxshim)" : "not loaded");
	return EXIT_OK;
}
