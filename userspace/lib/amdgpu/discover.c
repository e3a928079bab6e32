// SPDX-License-Identifier: MIT
/*
 * Discovery: AMD render nodes through libdrm's drmGetDevices2, and the gfx
 * target of a GC IP version through the one target table.
 */
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>
#include <xf86drm.h>

#include "amdgpu/amdgpu_int.h"

#define AMD_VENDOR 0x1002

static int driver_is_amdgpu(const char *path)
{
	int fd = open(path, O_RDWR | O_CLOEXEC);
	drmVersionPtr v;
	int ok = 0;

	if (fd < 0)
		return 0;
	v = drmGetVersion(fd);
	if (v) {
		ok = v->name && strcmp(v->name, "amdgpu") == 0;
		drmFreeVersion(v);
	}
	close(fd);
	return ok;
}

int gsi_amdgpu_list(struct gs_amdgpu_node *out, int max)
{
	drmDevicePtr devs[64];
	int n = drmGetDevices2(0, devs, 64), found = 0;

	if (n <= 0)
		return 0;
	for (int i = 0; i < n && found < max; i++) {
		drmDevicePtr d = devs[i];
		const char *node;

		if (d->bustype != DRM_BUS_PCI || d->deviceinfo.pci->vendor_id != AMD_VENDOR ||
		    !(d->available_nodes & (1 << DRM_NODE_RENDER)))
			continue;
		node = d->nodes[DRM_NODE_RENDER];
		if (!driver_is_amdgpu(node))
			continue;
		snprintf(out[found].path, sizeof(out[found].path), "%s", node);
		out[found].vendor = d->deviceinfo.pci->vendor_id;
		out[found].device = d->deviceinfo.pci->device_id;
		out[found].revision = d->deviceinfo.pci->revision_id;
		snprintf(out[found].bdf, sizeof(out[found].bdf), "%04x:%02x:%02x.%u",
			 d->businfo.pci->domain, d->businfo.pci->bus, d->businfo.pci->dev,
			 d->businfo.pci->func);
		out[found].pci_domain = d->businfo.pci->domain;
		out[found].pci_bus = d->businfo.pci->bus;
		out[found].pci_dev = d->businfo.pci->dev;
		out[found].pci_func = d->businfo.pci->func;
		found++;
	}
	drmFreeDevices(devs, n);
	return found;
}

int gsi_amdgpu_probe(char *first_node, size_t size)
{
	struct gs_amdgpu_node nodes[16];
	int n = gsi_amdgpu_list(nodes, 16);

	if (first_node && size)
		snprintf(first_node, size, "%s", n ? nodes[0].path : "");
	return n;
}

const struct gs_target *gsi_amdgpu_target_for_ip(uint32_t v)
{
	unsigned int major = (v >> 16) & 0xff, minor = (v >> 8) & 0xff, rev = v & 0xff;

	for (unsigned int i = 0; gs_target_at(i); i++) {
		const struct gs_target *t = gs_target_at(i);

		if (t->gc_major == major && t->gc_minor == minor && t->gc_rev == rev)
			return t;
	}
	/* GC 11.0.4 is a second gfx1103 (Phoenix 2); 9.4.4 a second gfx942. */
	if (major == 11 && minor == 0 && rev == 4)
		return gs_target_find("gfx1103");
	if (major == 9 && minor == 4 && (rev == 2 || rev == 4))
		return gs_target_find("gfx942");
	return NULL;
}
