// SPDX-License-Identifier: MIT
/*
 * /dev/kfd: amdkfd's ioctls as kfd_chardev.c (linux-source-6.12) services
 * them, for the mock's GPUs.  One kfd_process per process, as the kernel
 * keeps it: every open of /dev/kfd shares it, and it goes (with a leak
 * report of what the program left: queues, memory, events) when the last
 * descriptor closes.  Sizes as kfd_ioctl handles them: the user's struct
 * may be shorter than 6.12's (an older header), the rest reads as zero.
 *
 *   GET_VERSION                 1.17 (6.12)
 *   ACQUIRE_VM                  the render node of the same GPU; a second,
 *                               different one: EBUSY (one VM per GPU)
 *   GET_PROCESS_APERTURES_NEW   LDS and scratch where the emulator puts them
 *                               (gfxshim/device.h GS_EMU_APERTURE_*), GPUVM
 *   ALLOC_MEMORY_OF_GPU         VRAM/GTT (a memfd, mmap through the render
 *                               node), USERPTR (the program's own pages),
 *                               DOORBELL (the process's slice, 8 KiB), MMIO
 *                               remap (a page, mmap through /dev/kfd); the VA
 *                               page-aligned, inside GPUVM, not overlapping
 *   MAP/UNMAP_MEMORY_TO_GPU     per GPU; UNMAP of a queue's buffer: EBUSY
 *   FREE_MEMORY_OF_GPU          still mapped: EBUSY; the event page: EPERM
 *   CREATE/DESTROY/SET/RESET_EVENT, WAIT_EVENTS  signal events on the event
 *                               page handed over by handle (dGPU style),
 *                               memory-exception events carrying the fault
 *   GET_CLOCK_COUNTERS          the emulated GPU clock, CLOCK_MONOTONIC_RAW,
 *                               CLOCK_BOOTTIME
 *   CREATE/DESTROY_QUEUE, SET_CU_MASK   kfd_queue.c
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/mman.h>

#include "emu/extmem.h"
#include "gfxshim/device.h"
#include "mockdrm.h"

#define PAGE 4096ull
#define GPU_ID_BASE 0xcb00u      /* assumed: amdkfd hashes its gpu_ids; any 16-bit value but 0 */
#define FIRST_NONSIGNAL_ID 0x40000000u   /* KFD_FIRST_NONSIGNAL_EVENT_ID, (INT_MAX >> 1) + 1 */
#define MMAP_TYPE(off) ((off) & (3ull << 62))
#define MMAP_DOORBELL (3ull << 62)
#define MMAP_EVENTS (2ull << 62)
#define MMAP_MMIO (0ull << 62)
#define MMAP_GPU_ID(off) (((off) >> 46) & 0xffff)
#define APERTURE_BYTES (1ull << 32)

static struct mock_kfd *proc;     /* the process's kfd_process */
static int proc_refs;             /* /dev/kfd files open on it */

uint32_t mock_kfd_gpu_id(int dev)
{
	return GPU_ID_BASE + (uint32_t)dev;
}

int mock_kfd_dev_of(uint32_t gpu_id)
{
	int i = (int)gpu_id - (int)GPU_ID_BASE;

	return gpu_id >= GPU_ID_BASE && i < mock_cfg.n_devs ? i : -1;
}

struct mock_file *mock_kfd_file_new(void)
{
	struct mock_file *f = calloc(1, sizeof(*f));

	if (!f)
		return NULL;
	if (!proc) {
		proc = calloc(1, sizeof(*proc));
		if (!proc) {
			free(f);
			return NULL;
		}
		for (int i = 0; i < MOCK_MAX_DEVS; i++)
			proc->pdd[i].doorbell_fd = -1;
	}
	proc_refs++;
	f->ops = &mock_kfd_ops;
	f->refs = 1;
	f->kfd = proc;
	snprintf(f->path, sizeof(f->path), "%s", MOCK_KFD_PATH);
	return f;
}

/* ---- memory ---- */

static struct mock_kfd_mem *mem_by_handle(struct mock_kfd *k, uint64_t handle)
{
	for (struct mock_kfd_mem *m = k->mems; m; m = m->next)
		if (m->handle == handle)
			return m;
	return NULL;
}

struct mock_kfd_mem *mock_kfd_mem_at(struct mock_file *f, int dev, uint64_t va, uint64_t size)
{
	for (struct mock_kfd_mem *m = f->kfd->mems; m; m = m->next)
		if (m->dev == dev && m->mapped && va >= m->va && va - m->va < m->size && size <= m->size - (va - m->va))
			return m;
	return NULL;
}

static int overlaps(struct mock_kfd *k, int dev, uint64_t va, uint64_t size)
{
	struct mock_file *drm = k->pdd[dev].drm;

	for (struct mock_kfd_mem *m = k->mems; m; m = m->next)
		if (m->dev == dev && va < m->va + m->size && m->va < va + size)
			return 1;
	for (struct mock_va *v = drm ? drm->vas : NULL; v; v = v->next)
		if (va < v->start + v->size && v->start < va + size)
			return 1;
	return 0;
}

int mock_kfd_doorbell_slice(struct mock_kfd_pdd *p)
{
	void *h;

	if (p->doorbells)
		return 0;
	p->doorbell_fd = memfd_create("gfxshim-mockkfd-doorbells", MFD_CLOEXEC);
	if (p->doorbell_fd < 0)
		return -errno;
	if (ftruncate(p->doorbell_fd, MOCK_KFD_DOORBELL_SLICE)) {
		mock_real.close(p->doorbell_fd);
		p->doorbell_fd = -1;
		return -ENOMEM;
	}
	h = mock_real.mmap(NULL, MOCK_KFD_DOORBELL_SLICE, PROT_READ | PROT_WRITE, MAP_SHARED, p->doorbell_fd, 0);
	if (h == MAP_FAILED) {
		mock_real.close(p->doorbell_fd);
		p->doorbell_fd = -1;
		return -ENOMEM;
	}
	p->doorbells = h;
	return 0;
}

static void mem_free(struct mock_kfd *k, struct mock_kfd_mem *m)
{
	for (struct mock_kfd_mem **p = &k->mems; *p; p = &(*p)->next)
		if (*p == m) {
			*p = m->next;
			break;
		}
	if (m->memfd >= 0) {
		mock_real.munmap(m->host, m->size);
		mock_real.close(m->memfd);
	}
	free(m);
}

static int alloc_mem(struct mock_file *f, struct kfd_ioctl_alloc_memory_of_gpu_args *a)
{
	struct mock_kfd *k = f->kfd;
	int dev = mock_kfd_dev_of(a->gpu_id);
	uint32_t kinds = a->flags & 0x1f;
	struct mock_kfd_mem *m;
	struct mock_dev *d;

	if (dev < 0 || !a->size)
		return -EINVAL;
	if (!k->pdd[dev].drm)
		return -EINVAL;   /* no VM yet: ACQUIRE_VM first */
	if (kinds == 0 || (kinds & (kinds - 1)))
		return -EINVAL;
	if (a->va_addr % PAGE || a->size % PAGE || a->va_addr < MOCK_KFD_GPUVM_BASE ||
	    a->va_addr + a->size - 1 > MOCK_KFD_GPUVM_LIMIT || a->va_addr + a->size < a->va_addr) {
		mock_msg("kfd: ALLOC_MEMORY_OF_GPU at 0x%llx+0x%llx: not page-aligned or outside GPUVM 0x%llx..0x%llx",
			 (unsigned long long)a->va_addr, (unsigned long long)a->size,
			 (unsigned long long)MOCK_KFD_GPUVM_BASE, (unsigned long long)MOCK_KFD_GPUVM_LIMIT);
		return -EINVAL;
	}
	if (overlaps(k, dev, a->va_addr, a->size))
		return -EINVAL;   /* amdgpu_vm_bo_map: the range is taken */
	if ((a->flags & KFD_IOC_ALLOC_MEM_FLAGS_DOORBELL) && a->size != MOCK_KFD_DOORBELL_SLICE)
		return -EINVAL;
	if ((a->flags & KFD_IOC_ALLOC_MEM_FLAGS_MMIO_REMAP) && a->size != PAGE)
		return -EINVAL;
	m = calloc(1, sizeof(*m));
	if (!m)
		return -ENOMEM;
	d = mock_dev_at(dev);
	m->dev = dev;
	m->va = a->va_addr;
	m->size = a->size;
	m->flags = a->flags;
	m->memfd = -1;
	if (a->flags & KFD_IOC_ALLOC_MEM_FLAGS_USERPTR) {
		if (a->mmap_offset % PAGE) {
			free(m);
			return -EINVAL;
		}
		m->host = (uint8_t *)(uintptr_t)a->mmap_offset;   /* the program's pages, in this process */
	} else if (a->flags & KFD_IOC_ALLOC_MEM_FLAGS_DOORBELL) {
		int r = mock_kfd_doorbell_slice(&k->pdd[dev]);

		if (r) {
			free(m);
			return r;
		}
		m->host = k->pdd[dev].doorbells;
	} else {
		m->memfd = memfd_create("gfxshim-mockkfd", MFD_CLOEXEC);
		if (m->memfd < 0 || ftruncate(m->memfd, (off_t)m->size)) {
			if (m->memfd >= 0)
				mock_real.close(m->memfd);
			free(m);
			return -ENOMEM;
		}
		m->host = mock_real.mmap(NULL, m->size, PROT_READ | PROT_WRITE, MAP_SHARED, m->memfd, 0);
		if (m->host == MAP_FAILED) {
			mock_real.close(m->memfd);
			free(m);
			return -ENOMEM;
		}
		if (a->flags & KFD_IOC_ALLOC_MEM_FLAGS_MMIO_REMAP) {
			m->mmap_offset = MMAP_MMIO | (uint64_t)a->gpu_id << 46;
		} else {
			m->mmap_offset = d->mmap_next;   /* the render node's GEM offsets: one space */
			d->mmap_next += m->size;
		}
	}
	m->handle = (uint64_t)a->gpu_id << 32 | ++k->next_mem;
	m->next = k->mems;
	k->mems = m;
	a->handle = m->handle;
	a->mmap_offset = m->mmap_offset;
	return 0;
}

static int free_mem(struct mock_file *f, struct kfd_ioctl_free_memory_of_gpu_args *a)
{
	struct mock_kfd_mem *m = mem_by_handle(f->kfd, a->handle);

	if (m && m == f->kfd->event_page)
		return -EPERM;   /* "Free signal BO is not allowed" */
	if (!m)
		return -EINVAL;
	if (m->mapped)
		return -EBUSY;   /* still mapped to a GPU */
	mem_free(f->kfd, m);
	return 0;
}

static int map_mem(struct mock_file *f, void *arg, int map)
{
	struct kfd_ioctl_map_memory_to_gpu_args *a = arg;   /* the same layout for unmap */
	struct mock_kfd_mem *m = mem_by_handle(f->kfd, a->handle);
	const uint32_t *ids = (const uint32_t *)(uintptr_t)a->device_ids_array_ptr;

	if (!a->n_devices || a->n_success > a->n_devices || !ids)
		return -EINVAL;
	if (!m)
		return -EINVAL;
	for (uint32_t i = a->n_success; i < a->n_devices; i++) {
		int dev = mock_kfd_dev_of(ids[i]);

		/* the mock's GPUs share no VM: only the allocating GPU maps it */
		if (dev != m->dev)
			return -EINVAL;
		if (!map && m->queue_refs)
			return -EBUSY;   /* unmap_bo_from_gpuvm: a queue uses it */
		m->mapped = map;
		a->n_success = i + 1;
	}
	return 0;
}

/* ---- VM, apertures, clocks ---- */

static int acquire_vm(struct mock_file *f, struct kfd_ioctl_acquire_vm_args *a)
{
	struct mock_file *drm = mock_file_of((int)a->drm_fd);
	int dev = mock_kfd_dev_of(a->gpu_id);
	struct mock_kfd_pdd *p;

	if (!drm || drm->ops != &mock_drm_ops || dev < 0)
		return -EINVAL;
	if (!drm->render || drm->dev->index != dev) {
		mock_msg("kfd: ACQUIRE_VM of gpu_id %u with %s: not that GPU's render node", a->gpu_id, drm->path);
		return -EINVAL;
	}
	p = &f->kfd->pdd[dev];
	if (p->drm)
		return p->drm == drm ? 0 : -EBUSY;
	p->drm = drm;
	drm->refs++;   /* the process keeps the render node's file (fget) */
	drm->kfd_vm_refs++;
	return 0;
}

static int apertures(struct kfd_ioctl_get_process_apertures_new_args *a)
{
	struct kfd_process_device_apertures *pa = (void *)(uintptr_t)a->kfd_process_device_apertures_ptr;
	uint32_t n = (uint32_t)mock_cfg.n_devs;

	if (!a->num_of_nodes) {
		a->num_of_nodes = n;
		return 0;
	}
	if (a->num_of_nodes > n)
		return -EINVAL;
	if (!pa)
		return -EFAULT;
	for (uint32_t i = 0; i < a->num_of_nodes; i++) {
		memset(&pa[i], 0, sizeof(pa[i]));
		pa[i].gpu_id = mock_kfd_gpu_id((int)i);
		pa[i].lds_base = GS_EMU_APERTURE_SHARED;
		pa[i].lds_limit = GS_EMU_APERTURE_SHARED + APERTURE_BYTES - 1;
		pa[i].scratch_base = GS_EMU_APERTURE_PRIVATE;
		pa[i].scratch_limit = GS_EMU_APERTURE_PRIVATE + APERTURE_BYTES - 1;
		pa[i].gpuvm_base = MOCK_KFD_GPUVM_BASE;
		pa[i].gpuvm_limit = MOCK_KFD_GPUVM_LIMIT;
	}
	return 0;
}

static uint64_t clock_ns(clockid_t c)
{
	struct timespec ts;

	clock_gettime(c, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static int clocks(struct kfd_ioctl_get_clock_counters_args *a)
{
	int dev = mock_kfd_dev_of(a->gpu_id);
	struct mock_dev *d = mock_dev_at(dev);

	a->gpu_clock_counter = d && d->emu ? gsi_emu_ext_clock(d->emu) : 0;
	a->cpu_clock_counter = clock_ns(CLOCK_MONOTONIC_RAW);
	a->system_clock_counter = clock_ns(CLOCK_BOOTTIME);
	a->system_clock_freq = 1000000000;
	return 0;
}

/* ---- events ---- */

static struct mock_kfd_event *event_by_id(struct mock_kfd *k, uint32_t id)
{
	for (struct mock_kfd_event *e = k->events; e; e = e->next)
		if (e->id == id)
			return e;
	return NULL;
}

static uint64_t *slots(struct mock_kfd *k)
{
	return k->event_page ? (uint64_t *)k->event_page->host : NULL;
}

static int create_event(struct mock_file *f, struct kfd_ioctl_create_event_args *a)
{
	struct mock_kfd *k = f->kfd;
	struct mock_kfd_event *e;
	uint32_t id;

	if (a->event_page_offset && a->event_type == KFD_IOC_EVENT_SIGNAL) {
		struct mock_kfd_mem *m = mem_by_handle(k, a->event_page_offset);

		if (k->event_page || !m || !(m->flags & KFD_IOC_ALLOC_MEM_FLAGS_GTT) ||
		    m->size < KFD_SIGNAL_EVENT_LIMIT * 8ull)
			return -EINVAL;
		k->event_page = m;
		memset(m->host, 0xff, KFD_SIGNAL_EVENT_LIMIT * 8ull);   /* every slot unsignaled */
	}
	if (a->event_type == KFD_IOC_EVENT_SIGNAL) {
		if (!k->event_page) {
			mock_msg("kfd: CREATE_EVENT: no event page; the mock models dGPUs (event_page_offset = a GTT handle)");
			return -EINVAL;
		}
		for (id = 0; id < KFD_SIGNAL_EVENT_LIMIT && event_by_id(k, id); id++)
			;
		if (id == KFD_SIGNAL_EVENT_LIMIT)
			return -ENOSPC;
	} else {
		for (id = FIRST_NONSIGNAL_ID; event_by_id(k, id); id++)
			;
	}
	e = calloc(1, sizeof(*e));
	if (!e)
		return -ENOMEM;
	e->id = id;
	e->type = a->event_type;
	e->auto_reset = !!a->auto_reset;
	e->next = k->events;
	k->events = e;
	if (e->type == KFD_IOC_EVENT_SIGNAL) {
		slots(k)[id] = UINT64_MAX;
		a->event_slot_index = id;
		a->event_trigger_data = id;
		a->event_page_offset = MMAP_EVENTS;
	}
	a->event_id = id;
	return 0;
}

static int destroy_event(struct mock_kfd *k, uint32_t id)
{
	for (struct mock_kfd_event **p = &k->events; *p; p = &(*p)->next)
		if ((*p)->id == id) {
			struct mock_kfd_event *e = *p;

			*p = e->next;
			free(e);
			return 0;
		}
	return -EINVAL;
}

/* set_event_from_interrupt: a signal event whose slot the GPU wrote */
void mock_kfd_interrupt(struct mock_kfd *k, uint32_t ctxid)
{
	uint64_t *s = slots(k);
	struct mock_kfd_event *e = event_by_id(k, ctxid);

	if (!s)
		return;
	if (e && e->type == KFD_IOC_EVENT_SIGNAL && ctxid < KFD_SIGNAL_EVENT_LIMIT && s[ctxid] != UINT64_MAX) {
		s[ctxid] = UINT64_MAX;   /* acknowledge_signal */
		e->signaled = 1;
		pthread_cond_broadcast(&mock_cond);
		return;
	}
	/* the partial id matched nothing: every signal event whose slot is written */
	for (e = k->events; e; e = e->next)
		if (e->type == KFD_IOC_EVENT_SIGNAL && e->id < KFD_SIGNAL_EVENT_LIMIT && s[e->id] != UINT64_MAX) {
			s[e->id] = UINT64_MAX;
			e->signaled = 1;
		}
	pthread_cond_broadcast(&mock_cond);
}

void mock_kfd_vm_fault(struct mock_kfd *k, int dev, uint64_t va, int write)
{
	for (struct mock_kfd_event *e = k->events; e; e = e->next)
		if (e->type == KFD_IOC_EVENT_MEMORY) {
			memset(&e->mem, 0, sizeof(e->mem));
			e->mem.va = va & ~(PAGE - 1);
			e->mem.gpu_id = mock_kfd_gpu_id(dev);
			e->mem.failure.NotPresent = !write;
			e->mem.failure.ReadOnly = write;
			e->signaled = 1;
		}
	pthread_cond_broadcast(&mock_cond);
}

struct waiter {
	struct mock_kfd *k;
	const struct kfd_event_data *ev;
	uint32_t n;
	int all;
};

static int events_done(void *ctx, int64_t now)
{
	struct waiter *w = ctx;
	uint32_t hit = 0;

	(void)now;
	for (uint32_t i = 0; i < w->n; i++) {
		struct mock_kfd_event *e = event_by_id(w->k, w->ev[i].event_id);

		hit += e && e->signaled;
	}
	return w->all ? hit == w->n : hit > 0;
}

static int wait_events(struct mock_file *f, struct kfd_ioctl_wait_events_args *a)
{
	struct kfd_event_data *ev = (void *)(uintptr_t)a->events_ptr;
	struct waiter w = { f->kfd, ev, a->num_events, !!a->wait_for_all };
	int64_t deadline;

	if (!a->num_events || !ev)
		return -EINVAL;
	for (uint32_t i = 0; i < a->num_events; i++)
		if (!event_by_id(f->kfd, ev[i].event_id))
			return -EINVAL;
	deadline = a->timeout == 0xffffffffu ? INT64_MAX : mock_now_ns() + (int64_t)a->timeout * 1000000;
	if (!mock_wait_until(events_done, &w, deadline)) {
		a->wait_result = KFD_IOC_WAIT_RESULT_TIMEOUT;
		return 0;
	}
	/* the events may have gone while the lock was released */
	for (uint32_t i = 0; i < a->num_events; i++) {
		struct mock_kfd_event *e = event_by_id(f->kfd, ev[i].event_id);

		if (!e) {
			a->wait_result = KFD_IOC_WAIT_RESULT_FAIL;
			return 0;
		}
		mock_log("kfd: WAIT_EVENTS: event %u type %u %s", e->id, e->type, e->signaled ? "signaled" : "not signaled");
		if (e->signaled && e->type == KFD_IOC_EVENT_MEMORY)
			ev[i].memory_exception_data = e->mem;
		if (e->signaled && e->auto_reset)
			e->signaled = 0;
	}
	a->wait_result = KFD_IOC_WAIT_RESULT_COMPLETE;
	return 0;
}

/* ---- the ioctl table ---- */

struct kfd_ioctl_def {
	unsigned long cmd;
	enum mock_kind kind;
	const char *name;
};

static const struct kfd_ioctl_def defs[] = {
#define D(ioc, k) [_IOC_NR(ioc)] = { ioc, k, #ioc }
	D(AMDKFD_IOC_GET_VERSION, MK_KFD_VERSION),
	D(AMDKFD_IOC_CREATE_QUEUE, MK_KFD_CREATE_QUEUE),
	D(AMDKFD_IOC_DESTROY_QUEUE, MK_KFD_DESTROY_QUEUE),
	D(AMDKFD_IOC_GET_CLOCK_COUNTERS, MK_KFD_CLOCK),
	D(AMDKFD_IOC_CREATE_EVENT, MK_KFD_CREATE_EVENT),
	D(AMDKFD_IOC_DESTROY_EVENT, MK_KFD_DESTROY_EVENT),
	D(AMDKFD_IOC_SET_EVENT, MK_KFD_SET_EVENT),
	D(AMDKFD_IOC_RESET_EVENT, MK_KFD_SET_EVENT),
	D(AMDKFD_IOC_WAIT_EVENTS, MK_KFD_WAIT_EVENTS),
	D(AMDKFD_IOC_ACQUIRE_VM, MK_KFD_ACQUIRE_VM),
	D(AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, MK_KFD_ALLOC),
	D(AMDKFD_IOC_FREE_MEMORY_OF_GPU, MK_KFD_FREE),
	D(AMDKFD_IOC_MAP_MEMORY_TO_GPU, MK_KFD_MAP),
	D(AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU, MK_KFD_UNMAP),
	D(AMDKFD_IOC_SET_CU_MASK, MK_KFD_CU_MASK),
	D(AMDKFD_IOC_GET_PROCESS_APERTURES_NEW, MK_KFD_APERTURES),
#undef D
};

static int dispatch(struct mock_file *f, unsigned long cmd, void *k)
{
	struct mock_kfd *p = f->kfd;

	switch (cmd) {
	case AMDKFD_IOC_GET_VERSION: {
		struct kfd_ioctl_get_version_args *a = k;

		a->major_version = KFD_IOCTL_MAJOR_VERSION;
		a->minor_version = KFD_IOCTL_MINOR_VERSION;
		return 0;
	}
	case AMDKFD_IOC_ACQUIRE_VM: return acquire_vm(f, k);
	case AMDKFD_IOC_GET_PROCESS_APERTURES_NEW: return apertures(k);
	case AMDKFD_IOC_ALLOC_MEMORY_OF_GPU: return alloc_mem(f, k);
	case AMDKFD_IOC_FREE_MEMORY_OF_GPU: return free_mem(f, k);
	case AMDKFD_IOC_MAP_MEMORY_TO_GPU: return map_mem(f, k, 1);
	case AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU: return map_mem(f, k, 0);
	case AMDKFD_IOC_GET_CLOCK_COUNTERS: return clocks(k);
	case AMDKFD_IOC_CREATE_EVENT: return create_event(f, k);
	case AMDKFD_IOC_DESTROY_EVENT: return destroy_event(p, ((struct kfd_ioctl_destroy_event_args *)k)->event_id);
	case AMDKFD_IOC_SET_EVENT:
	case AMDKFD_IOC_RESET_EVENT: {
		struct mock_kfd_event *e = event_by_id(p, ((struct kfd_ioctl_set_event_args *)k)->event_id);

		if (!e)
			return -EINVAL;
		e->signaled = cmd == AMDKFD_IOC_SET_EVENT;
		pthread_cond_broadcast(&mock_cond);
		return 0;
	}
	case AMDKFD_IOC_WAIT_EVENTS: return wait_events(f, k);
	case AMDKFD_IOC_CREATE_QUEUE: return mock_kfd_create_queue(f, k);
	case AMDKFD_IOC_DESTROY_QUEUE: return mock_kfd_destroy_queue(f, ((struct kfd_ioctl_destroy_queue_args *)k)->queue_id);
	case AMDKFD_IOC_SET_CU_MASK: return mock_kfd_set_cu_mask(f, k);
	}
	return -EINVAL;
}

/* The device an ioctl is counted on (fault injection): the GPU it names. */
static struct mock_dev *counted_on(unsigned long cmd, const void *k)
{
	uint32_t gpu = 0;

	switch (cmd) {
	case AMDKFD_IOC_ACQUIRE_VM: gpu = ((const struct kfd_ioctl_acquire_vm_args *)k)->gpu_id; break;
	case AMDKFD_IOC_ALLOC_MEMORY_OF_GPU: gpu = ((const struct kfd_ioctl_alloc_memory_of_gpu_args *)k)->gpu_id; break;
	case AMDKFD_IOC_FREE_MEMORY_OF_GPU: gpu = (uint32_t)(((const struct kfd_ioctl_free_memory_of_gpu_args *)k)->handle >> 32); break;
	case AMDKFD_IOC_MAP_MEMORY_TO_GPU:
	case AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU: gpu = (uint32_t)(((const struct kfd_ioctl_map_memory_to_gpu_args *)k)->handle >> 32); break;
	case AMDKFD_IOC_CREATE_QUEUE: gpu = ((const struct kfd_ioctl_create_queue_args *)k)->gpu_id; break;
	case AMDKFD_IOC_GET_CLOCK_COUNTERS: gpu = ((const struct kfd_ioctl_get_clock_counters_args *)k)->gpu_id; break;
	}
	return mock_dev_at(mock_kfd_dev_of(gpu) < 0 ? 0 : mock_kfd_dev_of(gpu));
}

int mock_kfd_ioctl(struct mock_file *f, unsigned long cmd, void *arg)
{
	unsigned int nr = _IOC_NR(cmd), usize = _IOC_SIZE(cmd), ksize;
	const struct kfd_ioctl_def *def;
	uint8_t k[256];
	int r, inj;

	if (_IOC_TYPE(cmd) != AMDKFD_IOCTL_BASE || nr >= sizeof(defs) / sizeof(defs[0]) || !defs[nr].cmd) {
		mock_log("%s: ioctl 0x%lx: not modelled", f->path, cmd);
		return _IOC_TYPE(cmd) == AMDKFD_IOCTL_BASE ? -EINVAL : -ENOTTY;
	}
	def = &defs[nr];
	ksize = _IOC_SIZE(def->cmd);
	/* as kfd_ioctl: the user's size, the rest of the kernel's struct zero */
	memset(k, 0, sizeof(k));
	if (def->cmd & IOC_IN)
		memcpy(k, arg, usize < ksize ? usize : ksize);
	inj = mock_fault_check(counted_on(def->cmd, k), def->kind, NULL);
	if (inj) {
		mock_msg("injected: %s #%lu: %s", mock_kind_name(def->kind), counted_on(def->cmd, k)->calls[def->kind],
			 strerror(inj));
		return -inj;
	}
	r = dispatch(f, def->cmd, k);
	mock_log("%s: %s: %d", f->path, def->name + 11, r);
	if (!r && (def->cmd & IOC_OUT))
		memcpy(arg, k, usize < ksize ? usize : ksize);
	return r;
}

/* ---- mmap ---- */

void *mock_kfd_drm_mmap(struct mock_file *drm, void *addr, size_t len, int prot, int flags, uint64_t off, int *found)
{
	*found = 0;
	if (!proc || !drm->kfd_vm_refs)
		return MAP_FAILED;
	for (struct mock_kfd_mem *m = proc->mems; m; m = m->next) {
		if (proc->pdd[m->dev].drm != drm || m->memfd < 0 || (m->flags & KFD_IOC_ALLOC_MEM_FLAGS_MMIO_REMAP) ||
		    off < m->mmap_offset || off - m->mmap_offset >= m->size)
			continue;
		*found = 1;
		if (len > m->size - (off - m->mmap_offset)) {
			errno = EINVAL;
			return MAP_FAILED;
		}
		if ((m->flags & KFD_IOC_ALLOC_MEM_FLAGS_VRAM) && !(m->flags & KFD_IOC_ALLOC_MEM_FLAGS_PUBLIC)) {
			errno = EINVAL;   /* invisible VRAM has no CPU mapping */
			return MAP_FAILED;
		}
		return mock_real.mmap(addr, len, prot, flags, m->memfd, (off_t)(off - m->mmap_offset));
	}
	return MAP_FAILED;
}

static void *kfd_mmap(struct mock_file *f, void *addr, size_t len, int prot, int flags, off_t off)
{
	uint64_t o = (uint64_t)off;
	int dev = mock_kfd_dev_of((uint32_t)MMAP_GPU_ID(o));

	if (MMAP_TYPE(o) == MMAP_DOORBELL) {
		int r;

		if (dev < 0) {
			errno = ENODEV;
			return MAP_FAILED;
		}
		if (len != MOCK_KFD_DOORBELL_SLICE) {
			errno = EINVAL;   /* only the whole slice (kfd_doorbell_mmap) */
			return MAP_FAILED;
		}
		r = mock_kfd_doorbell_slice(&f->kfd->pdd[dev]);
		if (r) {
			errno = -r;
			return MAP_FAILED;
		}
		return mock_real.mmap(addr, len, prot, flags, f->kfd->pdd[dev].doorbell_fd, 0);
	}
	if (MMAP_TYPE(o) == MMAP_MMIO) {
		for (struct mock_kfd_mem *m = f->kfd->mems; m; m = m->next)
			if (m->dev == dev && (m->flags & KFD_IOC_ALLOC_MEM_FLAGS_MMIO_REMAP)) {
				if (len != PAGE) {
					errno = EINVAL;
					return MAP_FAILED;
				}
				return mock_real.mmap(addr, len, prot, flags, m->memfd, 0);
			}
		errno = dev < 0 ? ENODEV : EINVAL;
		return MAP_FAILED;
	}
	/* KFD_MMAP_TYPE_EVENTS: a kernel-allocated signal page, which the
	 * mock (dGPU style, the page in user memory) never makes */
	errno = EINVAL;
	return MAP_FAILED;
}

/* ---- release: the leak report, then what the kernel frees with the process ---- */

#define LIST_ADD(buf, len, ...)                                                           \
	do {                                                                              \
		if ((len) < sizeof(buf) - 1)                                              \
			(len) += (size_t)snprintf((buf) + (len), sizeof(buf) - (len), __VA_ARGS__); \
	} while (0)

static void kfd_release(struct mock_file *f)
{
	struct mock_kfd *k = f->kfd;
	char buf[512];
	size_t len = 0;
	unsigned int n = 0;

	if (--proc_refs > 0)
		return;
	buf[0] = 0;
	mock_kfd_queues_release(f, buf, sizeof(buf), &n);
	if (n)
		mock_msg("leak: %s closed with %u queue%s still alive: %s", MOCK_KFD_PATH, n, n == 1 ? "" : "s", buf);
	n = 0, len = 0, buf[0] = 0;
	for (struct mock_kfd_mem *m = k->mems; m; m = m->next)
		if (m != k->event_page) {
			LIST_ADD(buf, len, "%s0x%llx+0x%llx (%s%s)", n ? ", " : "", (unsigned long long)m->va,
				 (unsigned long long)m->size,
				 m->flags & KFD_IOC_ALLOC_MEM_FLAGS_VRAM ? "VRAM" :
				 m->flags & KFD_IOC_ALLOC_MEM_FLAGS_GTT ? "GTT" :
				 m->flags & KFD_IOC_ALLOC_MEM_FLAGS_USERPTR ? "userptr" :
				 m->flags & KFD_IOC_ALLOC_MEM_FLAGS_DOORBELL ? "doorbell" : "MMIO",
				 m->mapped ? ", mapped" : "");
			n++;
		}
	if (n)
		mock_msg("leak: %s closed with %u allocation%s still alive: %s", MOCK_KFD_PATH, n, n == 1 ? "" : "s", buf);
	n = 0, len = 0, buf[0] = 0;
	for (struct mock_kfd_event *e = k->events; e; e = e->next, n++)
		LIST_ADD(buf, len, "%s%u", n ? ", " : "", e->id);
	if (n)
		mock_msg("leak: %s closed with %u event%s still alive: %s", MOCK_KFD_PATH, n, n == 1 ? "" : "s", buf);
	while (k->events)
		destroy_event(k, k->events->id);
	while (k->mems)
		mem_free(k, k->mems);
	for (int i = 0; i < MOCK_MAX_DEVS; i++) {
		struct mock_kfd_pdd *p = &k->pdd[i];

		if (p->doorbells) {
			mock_real.munmap(p->doorbells, MOCK_KFD_DOORBELL_SLICE);
			mock_real.close(p->doorbell_fd);
		}
		if (p->drm) {
			p->drm->kfd_vm_refs--;
			mock_file_put(p->drm);
		}
	}
	free(k);
	proc = NULL;
	mock_log("%s: closed", MOCK_KFD_PATH);
}

const struct mock_file_ops mock_kfd_ops = {
	.name = "amdkfd",
	.ioctl = mock_kfd_ioctl,
	.mmap = kfd_mmap,
	.release = kfd_release,
};
