// SPDX-License-Identifier: MIT
/*
 * The ioctl entry and the DRM core ioctls of a mock render node.
 *
 * Sizes as drm_ioctl (drivers/gpu/drm/drm_ioctl.c) handles them: the ioctl
 * is found by its number alone; the argument is copied in for the size the
 * caller's command encodes, zero-extended to the kernel's size, and copied
 * back for the caller's size -- so libdrm 2.4.114's 32-byte drm_syncobj_wait
 * and 6.12's 40-byte one both work, as with the real kernel.  Ioctls a
 * render node may not use (no DRM_RENDER_ALLOW) fail with EACCES there.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "mockdrm.h"

struct mock_fence *mock_fence_new(int64_t signal_ns, int error)
{
	struct mock_fence *f = calloc(1, sizeof(*f));

	if (!f)
		return NULL;
	f->refs = 1;
	f->signal_ns = signal_ns;
	f->error = error;
	return f;
}

struct mock_fence *mock_fence_get(struct mock_fence *f)
{
	if (f)
		f->refs++;
	return f;
}

void mock_fence_put(struct mock_fence *f)
{
	if (f && --f->refs == 0)
		free(f);
}

int mock_fence_done(const struct mock_fence *f, int64_t now)
{
	return !f || f->signal_ns <= now;
}

int mock_wait_until(int (*done)(void *ctx, int64_t now), void *ctx, int64_t deadline_ns)
{
	for (;;) {
		int64_t now = mock_now_ns(), wake;
		struct timespec ts;

		if (done(ctx, now))
			return 1;
		if (now >= deadline_ns)
			return 0;
		/* fences signal at their time without anyone telling: look again
		 * at least every 2 ms; CS and syncobj changes broadcast at once */
		wake = deadline_ns - now > 2000000 ? now + 2000000 : deadline_ns;
		ts.tv_sec = wake / 1000000000;
		ts.tv_nsec = wake % 1000000000;
		pthread_cond_timedwait(&mock_cond, &mock_lock, &ts);
	}
}

/* ---- core ioctls ---- */

static int copy_field(char *buf, __kernel_size_t *len, const char *value)
{
	size_t n = strlen(value);

	if (buf && *len)
		memcpy(buf, value, n < *len ? n : *len);
	*len = n;   /* the whole length, as drm_copy_field */
	return 0;
}

static int version(struct mock_file *f, struct drm_version *v)
{
	(void)f;
	v->version_major = 3;
	v->version_minor = mock_cfg.drm_minor;
	v->version_patchlevel = 0;
	copy_field(v->name, &v->name_len, "amdgpu");
	copy_field(v->date, &v->date_len, "0");   /* 6.12: "driver date is deprecated" */
	copy_field(v->desc, &v->desc_len, MOCK_DRM_DESC);
	return 0;
}

static int get_cap(struct drm_get_cap *c)
{
	switch (c->capability) {
	case DRM_CAP_DUMB_BUFFER:
	case DRM_CAP_TIMESTAMP_MONOTONIC:
	case DRM_CAP_SYNCOBJ:
		c->value = 1;
		return 0;
	case DRM_CAP_PRIME:
		c->value = 0;   /* dma-buf export/import is not modelled */
		return 0;
	case DRM_CAP_SYNCOBJ_TIMELINE:
		c->value = 0;   /* timeline points are not modelled */
		return 0;
	default:
		return -EINVAL;
	}
}

static int get_client(struct mock_file *f, struct drm_client *c)
{
	(void)f;
	if (c->idx != 0)
		return -EINVAL;
	c->auth = 1;
	c->pid = getpid();
	c->uid = getuid();
	c->magic = 0;
	c->iocs = 0;
	return 0;
}

static int gem_close(struct mock_file *f, struct drm_gem_close *c)
{
	struct mock_bo *bo = mock_bo_find(f, c->handle);
	unsigned int removed = 0;

	if (!bo)
		return -EINVAL;
	/* amdgpu_gem_object_close: the BO leaves this file's VM with its mappings */
	for (struct mock_va **v = &f->vas; *v;) {
		if ((*v)->bo == bo) {
			struct mock_va *dead = *v;

			*v = dead->next;
			free(dead);
			removed++;
		} else {
			v = &(*v)->next;
		}
	}
	if (removed)
		mock_msg("note: %s: GEM_CLOSE of handle %u also removed %u VA mapping%s still in place", f->path,
			 c->handle, removed, removed == 1 ? "" : "s");
	mock_bo_free(f, bo);
	return 0;
}

struct mock_syncobj *mock_syncobj_find(struct mock_file *f, uint32_t handle)
{
	for (struct mock_syncobj *s = f->syncobjs; s; s = s->next)
		if (s->handle == handle)
			return s;
	return NULL;
}

static int syncobj_create(struct mock_file *f, struct drm_syncobj_create *c)
{
	struct mock_syncobj *s;

	if (c->flags & ~DRM_SYNCOBJ_CREATE_SIGNALED)
		return -EINVAL;
	s = calloc(1, sizeof(*s));
	if (!s)
		return -ENOMEM;
	if (c->flags & DRM_SYNCOBJ_CREATE_SIGNALED) {
		s->fence = mock_fence_new(0, 0);
		if (!s->fence) {
			free(s);
			return -ENOMEM;
		}
	}
	s->handle = f->next_syncobj++;
	s->next = f->syncobjs;
	f->syncobjs = s;
	c->handle = s->handle;
	return 0;
}

static int syncobj_destroy(struct mock_file *f, struct drm_syncobj_destroy *d)
{
	if (d->pad)
		return -EINVAL;
	for (struct mock_syncobj **s = &f->syncobjs; *s; s = &(*s)->next)
		if ((*s)->handle == d->handle) {
			struct mock_syncobj *dead = *s;

			*s = dead->next;
			mock_fence_put(dead->fence);
			free(dead);
			return 0;
		}
	return -EINVAL;
}

/* The syncobjs of a handle array (drm_syncobj_array_find): 0 or -ENOENT. */
static int find_all(struct mock_file *f, uint64_t handles, uint32_t n, struct mock_syncobj **out)
{
	const uint32_t *h = (const uint32_t *)(uintptr_t)handles;

	if (n && !h)
		return -EFAULT;
	for (uint32_t i = 0; i < n; i++)
		if (!(out[i] = mock_syncobj_find(f, h[i])))
			return -ENOENT;
	return 0;
}

struct sync_wait {
	struct mock_syncobj **s;
	uint32_t n, first;
	int all;
};

static int sync_done(void *ctx, int64_t now)
{
	struct sync_wait *w = ctx;
	uint32_t signalled = 0;

	w->first = ~0u;
	for (uint32_t i = 0; i < w->n; i++)
		if (w->s[i]->fence && mock_fence_done(w->s[i]->fence, now)) {
			signalled++;
			if (w->first == ~0u)
				w->first = i;
		}
	return w->all ? signalled == w->n : signalled > 0;
}

static int syncobj_wait(struct mock_file *f, struct drm_syncobj_wait *a)
{
	const uint32_t possible = DRM_SYNCOBJ_WAIT_FLAGS_WAIT_ALL | DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT |
				  DRM_SYNCOBJ_WAIT_FLAGS_WAIT_DEADLINE;
	struct mock_syncobj *s[64];
	struct sync_wait w;
	int r;

	if (a->flags & ~possible)
		return -EINVAL;
	if (a->count_handles == 0)
		return 0;
	if (a->count_handles > 64)
		return -ENOMEM;   /* the mock's limit (the kernel's is memory) */
	r = find_all(f, a->handles, a->count_handles, s);
	if (r)
		return r;
	/* without WAIT_FOR_SUBMIT a syncobj with no fence cannot be waited on */
	if (!(a->flags & DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT))
		for (uint32_t i = 0; i < a->count_handles; i++)
			if (!s[i]->fence)
				return -EINVAL;
	w = (struct sync_wait){ s, a->count_handles, ~0u, !!(a->flags & DRM_SYNCOBJ_WAIT_FLAGS_WAIT_ALL) };
	/* timeout_nsec is absolute CLOCK_MONOTONIC; 0 polls (drm_timeout_abs_to_jiffies) */
	if (!mock_wait_until(sync_done, &w, a->timeout_nsec))
		return -ETIME;
	a->first_signaled = w.first;
	return 0;
}

static int syncobj_reset_signal(struct mock_file *f, struct drm_syncobj_array *a, int signal)
{
	struct mock_syncobj *s[64];
	int r;

	if (a->pad)
		return -EINVAL;
	if (a->count_handles == 0)
		return -EINVAL;
	if (a->count_handles > 64)
		return -ENOMEM;
	r = find_all(f, a->handles, a->count_handles, s);
	if (r)
		return r;
	for (uint32_t i = 0; i < a->count_handles; i++) {
		mock_fence_put(s[i]->fence);
		s[i]->fence = signal ? mock_fence_new(0, 0) : NULL;
		if (signal && !s[i]->fence)
			return -ENOMEM;
	}
	pthread_cond_broadcast(&mock_cond);
	return 0;
}

static int syncobj_query(struct mock_file *f, struct drm_syncobj_timeline_array *a)
{
	struct mock_syncobj *s[64];
	uint64_t *points = (uint64_t *)(uintptr_t)a->points;
	int r;

	if (a->flags & ~DRM_SYNCOBJ_QUERY_FLAGS_LAST_SUBMITTED)
		return -EINVAL;
	if (a->count_handles == 0)
		return -EINVAL;
	if (a->count_handles > 64)
		return -ENOMEM;
	r = find_all(f, a->handles, a->count_handles, s);
	if (r)
		return r;
	if (!points)
		return -EFAULT;
	for (uint32_t i = 0; i < a->count_handles; i++)
		points[i] = 0;   /* binary syncobjs only: no timeline points */
	return 0;
}

/* ---- dispatch ---- */

#define R 1   /* DRM_RENDER_ALLOW */

static const struct ioctl_def {
	unsigned long cmd;     /* the kernel's definition: its size and direction */
	enum mock_kind kind;
	int render;
	const char *name;
} core[] = {
	[0x00] = { DRM_IOCTL_VERSION, MK_VERSION, R, "VERSION" },
	[0x05] = { DRM_IOCTL_GET_CLIENT, MK_GET_CLIENT, 0, "GET_CLIENT" },
	[0x09] = { DRM_IOCTL_GEM_CLOSE, MK_GEM_CLOSE, R, "GEM_CLOSE" },
	[0x0a] = { DRM_IOCTL_GEM_FLINK, MK_OTHER, 0, "GEM_FLINK" },
	[0x0b] = { DRM_IOCTL_GEM_OPEN, MK_OTHER, 0, "GEM_OPEN" },
	[0x0c] = { DRM_IOCTL_GET_CAP, MK_GET_CAP, R, "GET_CAP" },
	[0x0d] = { DRM_IOCTL_SET_CLIENT_CAP, MK_OTHER, 0, "SET_CLIENT_CAP" },
	[0x2d] = { DRM_IOCTL_PRIME_HANDLE_TO_FD, MK_PRIME, R, "PRIME_HANDLE_TO_FD" },
	[0x2e] = { DRM_IOCTL_PRIME_FD_TO_HANDLE, MK_PRIME, R, "PRIME_FD_TO_HANDLE" },
	[0xbf] = { DRM_IOCTL_SYNCOBJ_CREATE, MK_SYNCOBJ_CREATE, R, "SYNCOBJ_CREATE" },
	[0xc0] = { DRM_IOCTL_SYNCOBJ_DESTROY, MK_SYNCOBJ_DESTROY, R, "SYNCOBJ_DESTROY" },
	[0xc1] = { DRM_IOCTL_SYNCOBJ_HANDLE_TO_FD, MK_SYNCOBJ_OTHER, R, "SYNCOBJ_HANDLE_TO_FD" },
	[0xc2] = { DRM_IOCTL_SYNCOBJ_FD_TO_HANDLE, MK_SYNCOBJ_OTHER, R, "SYNCOBJ_FD_TO_HANDLE" },
	[0xc3] = { DRM_IOCTL_SYNCOBJ_WAIT, MK_SYNCOBJ_WAIT, R, "SYNCOBJ_WAIT" },
	[0xc4] = { DRM_IOCTL_SYNCOBJ_RESET, MK_SYNCOBJ_RESET, R, "SYNCOBJ_RESET" },
	[0xc5] = { DRM_IOCTL_SYNCOBJ_SIGNAL, MK_SYNCOBJ_SIGNAL, R, "SYNCOBJ_SIGNAL" },
	[0xca] = { DRM_IOCTL_SYNCOBJ_TIMELINE_WAIT, MK_SYNCOBJ_OTHER, R, "SYNCOBJ_TIMELINE_WAIT" },
	[0xcb] = { DRM_IOCTL_SYNCOBJ_QUERY, MK_SYNCOBJ_QUERY, R, "SYNCOBJ_QUERY" },
	[0xcc] = { DRM_IOCTL_SYNCOBJ_TRANSFER, MK_SYNCOBJ_OTHER, R, "SYNCOBJ_TRANSFER" },
	[0xcd] = { DRM_IOCTL_SYNCOBJ_TIMELINE_SIGNAL, MK_SYNCOBJ_OTHER, R, "SYNCOBJ_TIMELINE_SIGNAL" },
};

static const struct ioctl_def driver[] = {
	[DRM_AMDGPU_GEM_CREATE] = { DRM_IOCTL_AMDGPU_GEM_CREATE, MK_GEM_CREATE, R, "AMDGPU_GEM_CREATE" },
	[DRM_AMDGPU_GEM_MMAP] = { DRM_IOCTL_AMDGPU_GEM_MMAP, MK_GEM_MMAP, R, "AMDGPU_GEM_MMAP" },
	[DRM_AMDGPU_CTX] = { DRM_IOCTL_AMDGPU_CTX, MK_CTX, R, "AMDGPU_CTX" },
	[DRM_AMDGPU_BO_LIST] = { DRM_IOCTL_AMDGPU_BO_LIST, MK_BO_LIST, R, "AMDGPU_BO_LIST" },
	[DRM_AMDGPU_CS] = { DRM_IOCTL_AMDGPU_CS, MK_CS, R, "AMDGPU_CS" },
	[DRM_AMDGPU_INFO] = { DRM_IOCTL_AMDGPU_INFO, MK_INFO, R, "AMDGPU_INFO" },
	[DRM_AMDGPU_GEM_METADATA] = { DRM_IOCTL_AMDGPU_GEM_METADATA, MK_GEM_METADATA, R, "AMDGPU_GEM_METADATA" },
	[DRM_AMDGPU_GEM_WAIT_IDLE] = { DRM_IOCTL_AMDGPU_GEM_WAIT_IDLE, MK_GEM_WAIT_IDLE, R, "AMDGPU_GEM_WAIT_IDLE" },
	[DRM_AMDGPU_GEM_VA] = { DRM_IOCTL_AMDGPU_GEM_VA, MK_GEM_VA, R, "AMDGPU_GEM_VA" },
	[DRM_AMDGPU_WAIT_CS] = { DRM_IOCTL_AMDGPU_WAIT_CS, MK_WAIT_CS, R, "AMDGPU_WAIT_CS" },
	[DRM_AMDGPU_GEM_OP] = { DRM_IOCTL_AMDGPU_GEM_OP, MK_GEM_OP, R, "AMDGPU_GEM_OP" },
	[DRM_AMDGPU_GEM_USERPTR] = { DRM_IOCTL_AMDGPU_GEM_USERPTR, MK_GEM_USERPTR, R, "AMDGPU_GEM_USERPTR" },
	[DRM_AMDGPU_WAIT_FENCES] = { DRM_IOCTL_AMDGPU_WAIT_FENCES, MK_WAIT_FENCES, R, "AMDGPU_WAIT_FENCES" },
	[DRM_AMDGPU_VM] = { DRM_IOCTL_AMDGPU_VM, MK_VM, R, "AMDGPU_VM" },
	[DRM_AMDGPU_FENCE_TO_HANDLE] = { DRM_IOCTL_AMDGPU_FENCE_TO_HANDLE, MK_FENCE_TO_HANDLE, R,
					 "AMDGPU_FENCE_TO_HANDLE" },
	[DRM_AMDGPU_SCHED] = { DRM_IOCTL_AMDGPU_SCHED, MK_SCHED, 0, "AMDGPU_SCHED" },
};

static int core_ioctl(struct mock_file *f, unsigned int nr, void *data)
{
	switch (nr) {
	case 0x00:
		return version(f, data);
	case 0x05:
		return get_client(f, data);
	case 0x09:
		return gem_close(f, data);
	case 0x0c:
		return get_cap(data);
	case 0xbf:
		return syncobj_create(f, data);
	case 0xc0:
		return syncobj_destroy(f, data);
	case 0xc3:
		return syncobj_wait(f, data);
	case 0xc4:
		return syncobj_reset_signal(f, data, 0);
	case 0xc5:
		return syncobj_reset_signal(f, data, 1);
	case 0xcb:
		return syncobj_query(f, data);
	default:
		mock_log("%s: %s is not modelled", f->path, core[nr].name);
		return -EOPNOTSUPP;
	}
}

int mock_drm_ioctl(struct mock_file *f, unsigned long cmd, void *arg)
{
	unsigned int nr = _IOC_NR(cmd), usize = _IOC_SIZE(cmd), in_size, out_size, ksize;
	const struct ioctl_def *def = NULL;
	uint8_t stack[512], *k = stack;
	enum mock_cs_fault csf = MCS_NONE;
	int r, inj, is_driver = nr >= DRM_COMMAND_BASE && nr < DRM_COMMAND_END;

	if (_IOC_TYPE(cmd) != DRM_IOCTL_BASE)
		return -ENOTTY;
	if (is_driver) {
		if (nr - DRM_COMMAND_BASE < sizeof(driver) / sizeof(driver[0]))
			def = &driver[nr - DRM_COMMAND_BASE];
	} else if (nr < sizeof(core) / sizeof(core[0])) {
		def = &core[nr];
	}
	if (!def || !def->cmd) {
		mock_log("%s: ioctl 0x%lx (nr 0x%x) is not modelled", f->path, cmd, nr);
		return -EINVAL;
	}
	if (f->render && !def->render)
		return -EACCES;   /* drm_ioctl_permit: not for render nodes */
	in_size = out_size = usize;
	if (!(cmd & def->cmd & IOC_IN))
		in_size = 0;
	if (!(cmd & def->cmd & IOC_OUT))
		out_size = 0;
	ksize = _IOC_SIZE(def->cmd);
	if (in_size > ksize)
		ksize = in_size;
	if (out_size > ksize)
		ksize = out_size;
	if ((in_size || out_size) && !arg)
		return -EFAULT;
	if (ksize > sizeof(stack) && !(k = malloc(ksize)))
		return -ENOMEM;
	memcpy(k, arg, in_size);
	memset(k + in_size, 0, ksize - in_size);
	inj = mock_fault_check(f->dev, def->kind, def->kind == MK_CS ? &csf : NULL);
	if (inj) {
		r = -inj;
		mock_msg("injected: %s: %s #%lu fails with %s", f->path, def->name, f->dev->calls[def->kind],
			 strerror(inj));
	} else if (is_driver) {
		f->cs_fault = csf;
		r = mock_amdgpu_ioctl(f, nr - DRM_COMMAND_BASE, k);
		f->cs_fault = MCS_NONE;
	} else {
		r = core_ioctl(f, nr, k);
	}
	memcpy(arg, k, out_size);
	if (k != stack)
		free(k);
	mock_log("%s: %s -> %d%s%s", f->path, def->name, r, r ? " " : "", r ? strerror(-r) : "");
	return r;
}
