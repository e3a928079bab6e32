// SPDX-License-Identifier: MIT
/*
 * The files drmGetDevices2 (libdrm 2.4.114, xf86drm.c) and libpciaccess
 * (linux_sysfs.c) read for a PCI DRM device, written once under a private
 * directory that preload.c redirects these paths into:
 *
 *   /dev/dri/renderD128, card0            (stat answered as char 226:N)
 *   /sys/dev/char/226:128 -> ../../devices/pci-gfxshim-mockdrm/BDF/drm/renderD128
 *   /sys/devices/pci-gfxshim-mockdrm/BDF/ uevent (PCI_SLOT_NAME), vendor,
 *        device, revision, subsystem_vendor, subsystem_device, class,
 *        config (256 bytes), resource, subsystem -> ../../../bus/pci,
 *        driver -> ../../../bus/pci/drivers/amdgpu, drm/{renderD128,card0}/
 *        (dev, uevent, device -> ../../../BDF, subsystem)
 *   /sys/bus/pci/devices/BDF, /sys/bus/pci/drivers/amdgpu/BDF, /sys/class/drm/NODE
 *
 * libdrm: stat(/dev/dri/X), stat(/sys/dev/char/M:N/device/drm),
 * readlink(.../device/subsystem), realpath(.../device), fopen(.../uevent),
 * fopen of vendor/device/revision/subsystem_*, open+read of config, and
 * opendir(/sys/dev/char/M:N/device/drm) to find the primary node.
 * libpciaccess: stat and scandir of /sys/bus/pci/devices, open+read of the
 * attribute files, open+pread of config, open+read of resource.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <dirent.h>
#include <sys/stat.h>

#include "mockdrm.h"

/* The mock's BARs (an RDNA3 board's layout, as test_amdgpu.c's; assumed):
 * BAR0 the VRAM aperture, all of the mock's VRAM (resizable BAR), BAR2
 * doorbells, BAR4 I/O, BAR5 registers.  Nothing is behind them. */
#define VRAM_BYTES (2ull << 30)

static int put(const char *root, const char *rel, const void *data, size_t n)
{
	char path[512];
	int fd;

	snprintf(path, sizeof(path), "%s/%s", root, rel);
	fd = mock_real.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
	if (fd < 0)
		return -errno;
	if (write(fd, data, n) != (ssize_t)n) {
		mock_real.close(fd);
		return -EIO;
	}
	mock_real.close(fd);
	return 0;
}

static int puts_(const char *root, const char *rel, const char *s)
{
	return put(root, rel, s, strlen(s));
}

static int dir(const char *root, const char *rel)
{
	char path[512], *p;

	snprintf(path, sizeof(path), "%s/%s", root, rel);
	for (p = path + strlen(root) + 1; (p = strchr(p, '/')); p++) {
		*p = 0;
		if (mkdir(path, 0755) && errno != EEXIST)
			return -errno;
		*p = '/';
	}
	if (mkdir(path, 0755) && errno != EEXIST)
		return -errno;
	return 0;
}

static int link_(const char *root, const char *rel, const char *target)
{
	char path[512];

	snprintf(path, sizeof(path), "%s/%s", root, rel);
	return symlink(target, path) ? -errno : 0;
}

static int minor_node(const char *root, const struct mock_dev *d, const char *name, unsigned int minor)
{
	char rel[128], buf[192], text[160], tgt[160];
	int r;

	snprintf(rel, sizeof(rel), "sys/devices/pci-gfxshim-mockdrm/%s/drm/%s", d->bdf, name);
	r = dir(root, rel);
	if (!r) {
		snprintf(buf, sizeof(buf), "%s/dev", rel);
		snprintf(text, sizeof(text), "%d:%u\n", MOCK_DRM_MAJOR, minor);
		r = puts_(root, buf, text);
	}
	if (!r) {
		snprintf(buf, sizeof(buf), "%s/uevent", rel);
		snprintf(text, sizeof(text), "MAJOR=%d\nMINOR=%u\nDEVNAME=dri/%s\nDEVTYPE=drm_minor\n", MOCK_DRM_MAJOR,
			 minor, name);
		r = puts_(root, buf, text);
	}
	if (!r) {
		snprintf(buf, sizeof(buf), "%s/device", rel);
		snprintf(tgt, sizeof(tgt), "../../../%s", d->bdf);
		r = link_(root, buf, tgt);
	}
	if (!r) {
		snprintf(buf, sizeof(buf), "%s/subsystem", rel);
		r = link_(root, buf, "../../../../../class/drm");
	}
	snprintf(tgt, sizeof(tgt), "../../devices/pci-gfxshim-mockdrm/%s/drm/%s", d->bdf, name);
	if (!r) {
		snprintf(buf, sizeof(buf), "sys/dev/char/%d:%u", MOCK_DRM_MAJOR, minor);
		r = link_(root, buf, tgt);
	}
	if (!r) {
		snprintf(buf, sizeof(buf), "sys/class/drm/%s", name);
		r = link_(root, buf, tgt);
	}
	if (!r) {
		snprintf(buf, sizeof(buf), "dev/dri/%s", name);
		r = puts_(root, buf, "");
	}
	return r;
}

static int pci_device(const char *root, const struct mock_dev *d)
{
	char base[128], rel[256], text[512], l[256];
	uint8_t cfg[256] = { 0 };
	int gfx9 = d->t->gen == GS_GEN_GFX9, r;
	uint32_t class_code = gfx9 ? 0x038000 : 0x030000;   /* display controller / VGA */
	uint64_t bar0 = 0x7800000000ull + ((uint64_t)d->index << 36);

	snprintf(base, sizeof(base), "sys/devices/pci-gfxshim-mockdrm/%s", d->bdf);
	r = dir(root, base);
	if (r)
		return r;
#define ATTR(name, fmt, v)                                                  \
	do {                                                                \
		snprintf(rel, sizeof(rel), "%s/" name, base);               \
		snprintf(text, sizeof(text), fmt "\n", v);                  \
		if ((r = puts_(root, rel, text)))                           \
			return r;                                           \
	} while (0)
	ATTR("vendor", "0x%04x", 0x1002);
	ATTR("device", "0x%04x", d->pci_device);
	ATTR("revision", "0x%02x", d->pci_rev);
	ATTR("subsystem_vendor", "0x%04x", 0x1002);
	ATTR("subsystem_device", "0x%04x", d->pci_device);
	ATTR("class", "0x%06x", class_code);
#undef ATTR
	snprintf(rel, sizeof(rel), "%s/uevent", base);
	snprintf(text, sizeof(text),
		 "DRIVER=amdgpu\nPCI_CLASS=%X\nPCI_ID=1002:%04X\nPCI_SUBSYS_ID=1002:%04X\nPCI_SLOT_NAME=%s\n"
		 "MODALIAS=pci:v00001002d0000%04Xsv00001002sd0000%04Xbc%02Xsc%02Xi00\n",
		 class_code, d->pci_device, d->pci_device, d->bdf, d->pci_device, d->pci_device,
		 class_code >> 16, (class_code >> 8) & 0xff);
	if ((r = puts_(root, rel, text)))
		return r;
	/* configuration space: ids, command/status, class, header type 0, BARs, subsystem */
	cfg[0] = 0x02, cfg[1] = 0x10;
	cfg[2] = (uint8_t)d->pci_device, cfg[3] = (uint8_t)(d->pci_device >> 8);
	cfg[4] = 0x07, cfg[6] = 0x10;
	cfg[8] = d->pci_rev;
	cfg[9] = (uint8_t)class_code, cfg[10] = (uint8_t)(class_code >> 8), cfg[11] = (uint8_t)(class_code >> 16);
	for (int i = 0; i < 4; i++)
		cfg[0x10 + i] = (uint8_t)((bar0 | 0xc) >> (8 * i)), cfg[0x14 + i] = (uint8_t)(bar0 >> (32 + 8 * i));
	cfg[0x2c] = 0x02, cfg[0x2d] = 0x10;
	cfg[0x2e] = (uint8_t)d->pci_device, cfg[0x2f] = (uint8_t)(d->pci_device >> 8);
	snprintf(rel, sizeof(rel), "%s/config", base);
	if ((r = put(root, rel, cfg, sizeof(cfg))))
		return r;
	/* resource: start end flags for BAR0..5, the ROM and the windows */
	snprintf(text, sizeof(text),
		 "0x%016llx 0x%016llx 0x000000000014220c\n"
		 "0x0000000000000000 0x0000000000000000 0x0000000000000000\n"
		 "0x%016llx 0x%016llx 0x000000000014220c\n"
		 "0x0000000000000000 0x0000000000000000 0x0000000000000000\n"
		 "0x000000000000e000 0x000000000000e0ff 0x0000000000040101\n"
		 "0x00000000fcc00000 0x00000000fccfffff 0x0000000000040200\n"
		 "0x0000000000000000 0x0000000000000000 0x0000000000000000\n",
		 (unsigned long long)bar0, (unsigned long long)(bar0 + VRAM_BYTES - 1),
		 (unsigned long long)(bar0 + (8ull << 30)), (unsigned long long)(bar0 + (8ull << 30) + (2u << 20) - 1));
	snprintf(rel, sizeof(rel), "%s/resource", base);
	if ((r = puts_(root, rel, text)))
		return r;
	snprintf(rel, sizeof(rel), "%s/subsystem", base);
	if ((r = link_(root, rel, "../../../bus/pci")))
		return r;
	snprintf(rel, sizeof(rel), "%s/driver", base);
	if ((r = link_(root, rel, "../../../bus/pci/drivers/amdgpu")))
		return r;
	snprintf(rel, sizeof(rel), "sys/bus/pci/devices/%s", d->bdf);
	snprintf(l, sizeof(l), "../../../devices/pci-gfxshim-mockdrm/%s", d->bdf);
	if ((r = link_(root, rel, l)))
		return r;
	snprintf(rel, sizeof(rel), "sys/bus/pci/drivers/amdgpu/%s", d->bdf);
	snprintf(l, sizeof(l), "../../../../devices/pci-gfxshim-mockdrm/%s", d->bdf);
	return link_(root, rel, l);
}

int mock_sysfs_build(const char *root)
{
	static const char *const dirs[] = { "dev/dri", "sys/dev/char", "sys/bus/pci/devices",
					    "sys/bus/pci/drivers/amdgpu", "sys/class/drm",
					    "sys/devices/pci-gfxshim-mockdrm" };
	char name[32];
	int r = 0;

	for (size_t i = 0; i < sizeof(dirs) / sizeof(dirs[0]) && !r; i++)
		r = dir(root, dirs[i]);
	for (int i = 0; i < mock_cfg.n_devs && !r; i++) {
		struct mock_dev *d = mock_dev_at(i);

		r = pci_device(root, d);
		snprintf(name, sizeof(name), "renderD%d", MOCK_RENDER_MINOR0 + i);
		if (!r)
			r = minor_node(root, d, name, (unsigned int)(MOCK_RENDER_MINOR0 + i));
		snprintf(name, sizeof(name), "card%d", i);
		if (!r)
			r = minor_node(root, d, name, (unsigned int)i);
	}
	if (!r)
		r = puts_(root, "dev/kfd", "");
	return r ? r : mock_kfd_sysfs_build(root);   /* kfd_sysfs.c */
}

/* rm -r of the tree (only a directory named like ours). */
static void rm_r(const char *path)
{
	struct stat st;
	DIR *d;
	struct dirent *e;
	char sub[1024];

	if (lstat(path, &st))
		return;
	if (!S_ISDIR(st.st_mode)) {
		unlink(path);
		return;
	}
	d = opendir(path);
	if (d) {
		while ((e = readdir(d)))
			if (strcmp(e->d_name, ".") && strcmp(e->d_name, "..")) {
				snprintf(sub, sizeof(sub), "%s/%s", path, e->d_name);
				rm_r(sub);
			}
		closedir(d);
	}
	rmdir(path);
}

void mock_sysfs_remove(const char *root)
{
	if (strstr(root, "/gfxshim-mockdrm."))
		rm_r(root);
}
