// SPDX-License-Identifier: MIT
/*
 * The mock's configuration, devices and open files, its log ("dmesg") and
 * the leak report when a file's last descriptor closes.
 *
 *   GFXSHIM_MOCKDRM=gfx1201,gfx942   one render node per target, in order
 *   GFXSHIM_MOCKDRM_FAULT=...        fault injection (faults.c)
 *   GFXSHIM_MOCKDRM_LOG=1            every ioctl to stderr
 *   GFXSHIM_MOCKDRM_LOCKUP_MS=N      a hung job's time until the mock resets
 *                                    the GPU (default 1000)
 *   GFXSHIM_MOCKDRM_MAX_INSTS=N      emulator watchdog per wave (default 1<<24)
 *   GFXSHIM_MOCKDRM_IB_DUMP=FILE     every executed IB appended (hex, one per line)
 *   GFXSHIM_MOCKDRM_DOORBELL_US=N    the KFD doorbell poller's interval (default 20)
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>

#include "mockdrm.h"
#include "emu/extmem.h"

struct mock_config mock_cfg;
pthread_mutex_t mock_lock = PTHREAD_MUTEX_INITIALIZER;
pthread_cond_t mock_cond;

static struct mock_dev devs[MOCK_MAX_DEVS];
static int active;

/* PCI device ids of the chips the mock stands in for (the PCI ID
 * database, pci.ids: Navi 31/32/33, Phoenix, Strix Point, Strix Halo,
 * Navi 44/48, MI300X, MI350X); the revision is assumed. */
static const struct {
	const char *target;
	uint16_t device;
	uint8_t rev;
} chips[] = {
	{ "gfx1100", 0x744c, 0xc8 }, { "gfx1101", 0x747e, 0xc8 }, { "gfx1102", 0x7480, 0xc0 },
	{ "gfx1103", 0x15bf, 0xc1 }, { "gfx1150", 0x150e, 0xc1 }, { "gfx1151", 0x1586, 0xc1 },
	{ "gfx1200", 0x7590, 0xc0 }, { "gfx1201", 0x7550, 0xc0 }, { "gfx942", 0x74a1, 0x00 },
	{ "gfx950", 0x75a0, 0x00 },
};

int mock_active(void)
{
	return active;
}

struct mock_dev *mock_dev_at(int i)
{
	return i >= 0 && i < mock_cfg.n_devs ? &devs[i] : NULL;
}

int64_t mock_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void vmsg(const char *fmt, va_list ap)
{
	char buf[1024];
	int n = snprintf(buf, sizeof(buf), "mockdrm: ");

	vsnprintf(buf + n, sizeof(buf) - (size_t)n - 1, fmt, ap);
	n = (int)strlen(buf);
	buf[n++] = '\n';
	/* one write: lines of concurrent processes do not interleave */
	if (write(2, buf, (size_t)n) < 0)
		return;
}

void mock_msg(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}

void mock_log(const char *fmt, ...)
{
	va_list ap;

	if (!mock_cfg.log)
		return;
	va_start(ap, fmt);
	vmsg(fmt, ap);
	va_end(ap);
}

static void die(const char *what, const char *msg)
{
	mock_msg("%s: %s", what, msg);
	_exit(2);
}

static long env_num(const char *name, long dflt, long lo, long hi)
{
	const char *s = getenv(name);
	char *end;
	long v;

	if (!s || !*s)
		return dflt;
	errno = 0;
	v = strtol(s, &end, 10);
	if (errno || *end || v < lo || v > hi) {
		char msg[128];

		snprintf(msg, sizeof(msg), "'%s' is not a number in [%ld, %ld]", s, lo, hi);
		die(name, msg);
	}
	return v;
}

/* The configuration, parsed once before main (preload.c calls this from its
 * constructor).  A bad value stops the program: a mock quietly running with
 * other settings than asked would test the wrong thing. */
int mock_setup(void)
{
	const char *spec = getenv("GFXSHIM_MOCKDRM"), *faults, *dump;
	char list[256], msg[256], *save = NULL;
	pthread_condattr_t ca;

	if (!spec || !*spec)
		return 0;
	pthread_condattr_init(&ca);
	pthread_condattr_setclock(&ca, CLOCK_MONOTONIC);
	pthread_cond_init(&mock_cond, &ca);
	pthread_condattr_destroy(&ca);
	snprintf(list, sizeof(list), "%s", spec);
	for (char *tok = strtok_r(list, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
		const struct gs_target *t = gs_target_find(tok);
		struct mock_dev *d = &devs[mock_cfg.n_devs];

		if (mock_cfg.n_devs == MOCK_MAX_DEVS)
			die("GFXSHIM_MOCKDRM", "at most 8 devices");
		if (!t || !gs_target_emulated(t)) {
			snprintf(msg, sizeof(msg), "'%s' is not a target the emulator runs (e.g. gfx1100, gfx1201, gfx942)",
				 tok);
			die("GFXSHIM_MOCKDRM", msg);
		}
		d->index = mock_cfg.n_devs;
		d->t = t;
		for (size_t i = 0; i < sizeof(chips) / sizeof(chips[0]); i++)
			if (strcmp(chips[i].target, t->name) == 0) {
				d->pci_device = chips[i].device;
				d->pci_rev = chips[i].rev;
			}
		/* a bus real machines rarely use, one per device */
		snprintf(d->bdf, sizeof(d->bdf), "0000:%02x:00.0", 0xc1 + d->index);
		d->mmap_next = 1ull << 32;   /* DRM_FILE_PAGE_OFFSET_START, in bytes */
		mock_cfg.targets[mock_cfg.n_devs++] = t;
	}
	if (!mock_cfg.n_devs)
		die("GFXSHIM_MOCKDRM", "no device, expected a list of targets like gfx1201,gfx942");
	mock_cfg.drm_minor = MOCK_DRM_MINOR;
	faults = getenv("GFXSHIM_MOCKDRM_FAULT");
	if (faults && *faults && mock_faults_parse(faults, &mock_cfg, msg, sizeof(msg)))
		die("GFXSHIM_MOCKDRM_FAULT", msg);
	mock_cfg.log = (int)env_num("GFXSHIM_MOCKDRM_LOG", 0, 0, 1);
	mock_cfg.lockup_ns = env_num("GFXSHIM_MOCKDRM_LOCKUP_MS", 1000, 0, 3600000) * 1000000;
	mock_cfg.max_wave_insts = (uint64_t)env_num("GFXSHIM_MOCKDRM_MAX_INSTS", 1 << 24, 1000, 1L << 40);
	mock_cfg.doorbell_poll_ns = env_num("GFXSHIM_MOCKDRM_DOORBELL_US", 20, 1, 100000) * 1000;
	dump = getenv("GFXSHIM_MOCKDRM_IB_DUMP");
	if (dump)
		snprintf(mock_cfg.ib_dump, sizeof(mock_cfg.ib_dump), "%s", dump);
	active = 1;
	return 1;
}

struct mock_file *mock_file_new(struct mock_dev *d, const char *path, int render)
{
	struct mock_file *f = calloc(1, sizeof(*f));

	if (!f)
		return NULL;
	if (!d->emu) {
		struct gs_error err = { 0 };

		/* the emulator is made at the first open (not at load time:
		 * programs that never open a node pay nothing) */
		if (gsi_emu_ext_create(d->t->name, mock_cfg.max_wave_insts, &d->emu, &err)) {
			mock_msg("%s: cannot start the emulator: %s", path, err.msg);
			free(f);
			errno = ENODEV;
			return NULL;
		}
	}
	f->ops = &mock_drm_ops;
	f->refs = 1;
	f->dev = d;
	f->render = render;
	snprintf(f->path, sizeof(f->path), "%s", path);
	f->next_handle = f->next_ctx = f->next_list = f->next_syncobj = 1;
	return f;
}

void mock_file_put(struct mock_file *f)
{
	if (--f->refs > 0)
		return;
	f->ops->release(f);
	free(f);
}

/* ---- leak report and release of a DRM file ---- */

static void report(struct mock_file *f, const char *what, unsigned int n, const char *list)
{
	if (n)
		mock_msg("leak: %s closed with %u %s%s still alive: %s", f->path, n, what, n == 1 ? "" : "s", list);
}

#define LIST_ADD(buf, len, ...)                                                           \
	do {                                                                              \
		if ((len) < sizeof(buf) - 1)                                              \
			(len) += (size_t)snprintf((buf) + (len), sizeof(buf) - (len), __VA_ARGS__); \
	} while (0)

static void drm_release(struct mock_file *f)
{
	char buf[512];
	size_t len;
	unsigned int n;

	/* what the program left behind, named; the kernel would free it all */
	n = 0, len = 0, buf[0] = 0;
	for (struct mock_va *v = f->vas; v; v = v->next, n++)
		LIST_ADD(buf, len, "%s0x%llx+0x%llx (handle %u)", n ? ", " : "", (unsigned long long)v->start,
			 (unsigned long long)v->size, v->bo->handle);
	report(f, "VA mapping", n, buf);
	n = 0, len = 0, buf[0] = 0;
	for (struct mock_bo *b = f->bos; b; b = b->next, n++)
		LIST_ADD(buf, len, "%s%u (%llu bytes)", n ? ", " : "", b->handle, (unsigned long long)b->size);
	report(f, "GEM handle", n, buf);
	n = 0, len = 0, buf[0] = 0;
	for (struct mock_ctx *c = f->ctxs; c; c = c->next, n++)
		LIST_ADD(buf, len, "%s%u", n ? ", " : "", c->id);
	report(f, "context", n, buf);
	n = 0, len = 0, buf[0] = 0;
	for (struct mock_bo_list *l = f->lists; l; l = l->next, n++)
		LIST_ADD(buf, len, "%s%u", n ? ", " : "", l->handle);
	report(f, "BO list", n, buf);
	n = 0, len = 0, buf[0] = 0;
	for (struct mock_syncobj *s = f->syncobjs; s; s = s->next, n++)
		LIST_ADD(buf, len, "%s%u", n ? ", " : "", s->handle);
	report(f, "syncobj", n, buf);
	n = 0, len = 0, buf[0] = 0;
	for (struct mock_cpu_map *m = f->cpu_maps; m; m = m->next, n++)
		LIST_ADD(buf, len, "%s%p+0x%zx (handle %u)", n ? ", " : "", m->addr, m->len, m->handle);
	report(f, "CPU mapping", n, buf);

	while (f->vas) {
		struct mock_va *v = f->vas;

		f->vas = v->next;
		free(v);
	}
	while (f->bos)
		mock_bo_free(f, f->bos);
	while (f->ctxs) {
		struct mock_ctx *c = f->ctxs;

		f->ctxs = c->next;
		mock_ctx_free(c);
	}
	while (f->lists) {
		struct mock_bo_list *l = f->lists;

		f->lists = l->next;
		free(l->handles);
		free(l);
	}
	while (f->syncobjs) {
		struct mock_syncobj *s = f->syncobjs;

		f->syncobjs = s->next;
		mock_fence_put(s->fence);
		free(s);
	}
	while (f->cpu_maps) {
		struct mock_cpu_map *m = f->cpu_maps;

		/* the pages stay mapped for the program, as the kernel keeps them */
		f->cpu_maps = m->next;
		free(m);
	}
	mock_log("%s: closed", f->path);
}

/* CPU mappings of a BO through GEM_MMAP's offset. */
static void *drm_mmap(struct mock_file *f, void *addr, size_t len, int prot, int flags, off_t off)
{
	uint64_t o = (uint64_t)off;
	struct mock_cpu_map *m;
	void *p;

	for (struct mock_bo *b = f->bos; b; b = b->next) {
		if (o < b->mmap_offset || o - b->mmap_offset >= b->size)
			continue;
		if (len > b->size - (o - b->mmap_offset)) {
			errno = EINVAL;
			return MAP_FAILED;
		}
		m = calloc(1, sizeof(*m));
		if (!m) {
			errno = ENOMEM;
			return MAP_FAILED;
		}
		p = mock_real.mmap(addr, len, prot, flags, b->memfd, (off_t)(o - b->mmap_offset));
		if (p == MAP_FAILED) {
			free(m);
			return p;
		}
		m->addr = p;
		m->len = len;
		m->handle = b->handle;
		m->next = f->cpu_maps;
		f->cpu_maps = m;
		return p;
	}
	/* a KFD allocation in this render node's VM (kfd.c) */
	{
		int found;

		p = mock_kfd_drm_mmap(f, addr, len, prot, flags, o, &found);
		if (found)
			return p;
	}
	/* no BO of this file at that offset (drm_gem_mmap: no node, or not this file's) */
	errno = EACCES;
	return MAP_FAILED;
}

const struct mock_file_ops mock_drm_ops = {
	.name = "amdgpu render node",
	.ioctl = mock_drm_ioctl,
	.mmap = drm_mmap,
	.release = drm_release,
};
