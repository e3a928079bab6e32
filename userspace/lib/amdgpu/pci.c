// SPDX-License-Identifier: MIT
/*
 * PCI facts of an amdgpu device through libpciaccess: ids, revision and the
 * BARs, and whether the VRAM aperture (BAR0) shows all of VRAM to the CPU.
 */
#include <errno.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>
#include <pciaccess.h>

#include "amdgpu/amdgpu_int.h"

void gsi_amdgpu_pci_from_device(const struct pci_device *pd, struct gs_pci_facts *p)
{
	memset(p, 0, sizeof(*p));
	p->valid = 1;
	p->vendor_id = pd->vendor_id;
	p->device_id = pd->device_id;
	p->subvendor_id = pd->subvendor_id;
	p->subdevice_id = pd->subdevice_id;
	p->revision = pd->revision;
	for (int i = 0; i < 6; i++) {
		p->bars[i].base = pd->regions[i].base_addr;
		p->bars[i].size = pd->regions[i].size;
		p->bars[i].is_io = pd->regions[i].is_IO;
		p->bars[i].is_64 = pd->regions[i].is_64;
		p->bars[i].is_prefetchable = pd->regions[i].is_prefetchable;
	}
	p->vram_all_visible = -1;
}

/* 256 MiB, 16 GiB, 2 MiB, 512 KiB, 4096 B: the largest exact unit. */
static void size_str(uint64_t v, char *buf, size_t n)
{
	static const char *const unit[] = { "B", "KiB", "MiB", "GiB", "TiB" };
	int u = 0;

	while (u < 4 && v && !(v & 1023)) {
		v >>= 10;
		u++;
	}
	snprintf(buf, n, "%" PRIu64 " %s", v, unit[u]);
}

void gsi_amdgpu_pci_finish(struct gs_pci_facts *p, uint64_t vram_bytes)
{
	char sz[24], vr[24];
	size_t n;

	if (!p->valid)
		return;
	if (!vram_bytes || !p->bars[0].size || p->bars[0].is_io)
		p->vram_all_visible = -1;
	else
		p->vram_all_visible = p->bars[0].size >= vram_bytes;
	n = (size_t)snprintf(p->text, sizeof(p->text), "[%04x:%04x] subsystem [%04x:%04x] rev 0x%02x;",
			     p->vendor_id, p->device_id, p->subvendor_id, p->subdevice_id, p->revision);
	for (int i = 0; i < 6 && n < sizeof(p->text); i++) {
		const struct gs_pci_bar *b = &p->bars[i];

		if (!b->size)
			continue;
		size_str(b->size, sz, sizeof(sz));
		n += (size_t)snprintf(p->text + n, sizeof(p->text) - n, " BAR%d %s%s%s;", i, sz,
				      b->is_io ? " I/O" : b->is_64 ? " 64-bit" : " 32-bit",
				      b->is_prefetchable ? " pref" : "");
	}
	if (n >= sizeof(p->text))
		return;
	size_str(p->bars[0].size, sz, sizeof(sz));
	size_str(vram_bytes, vr, sizeof(vr));
	if (!p->bars[0].size || p->bars[0].is_io)
		snprintf(p->text + n, sizeof(p->text) - n, " no VRAM aperture at BAR0");
	else if (p->vram_all_visible < 0)
		snprintf(p->text + n, sizeof(p->text) - n, " VRAM aperture %s (VRAM size unknown)", sz);
	else
		snprintf(p->text + n, sizeof(p->text) - n, " VRAM aperture %s of %s VRAM: %s", sz, vr,
			 p->vram_all_visible ? "all VRAM CPU-visible (resizable BAR)"
					     : "only part of VRAM CPU-visible (no resizable BAR)");
}

void gsi_amdgpu_facts_pci(const struct gs_amdgpu_node *node, struct gs_device_facts *f)
{
	struct pci_device *pd;
	int r;

	memset(&f->pci, 0, sizeof(f->pci));
	/* global libpciaccess state: set up and torn down around this one
	 * read, so nothing stays behind */
	r = pci_system_init();
	if (r) {
		gsi_amdgpu_facts_missing(f, "PCI facts unavailable", r);
		return;
	}
	pd = pci_device_find_by_slot(node->pci_domain, node->pci_bus, node->pci_dev, node->pci_func);
	r = pd ? pci_device_probe(pd) : ENODEV;
	if (r)
		gsi_amdgpu_facts_missing(f, "PCI facts unavailable", r);
	else
		gsi_amdgpu_pci_from_device(pd, &f->pci);
	pci_system_cleanup();
	gsi_amdgpu_pci_finish(&f->pci, f->vram_bytes);
}
