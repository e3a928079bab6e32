// SPDX-License-Identifier: MIT
/*
 * GPU memory through amdkfd: AMDKFD_IOC_ALLOC_MEMORY_OF_GPU at a VA the
 * library picks (a page of the process's reserved range: the buffer's CPU
 * address too), AMDKFD_IOC_MAP_MEMORY_TO_GPU into this GPU's VM, and for
 * CPU-visible kinds mmap of the render node at the returned offset
 * (MAP_FIXED over the reservation).  Freed in the reverse order, with the
 * range reserved again; an unmapped page separates buffers, so an access
 * past one faults as on the emulator.
 */
#ifdef GS_HAVE_KFD
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "kfd/kfd_int.h"
#include "kfd/kfd_uapi.h"

#define PAGE 4096ull

const char *gsi_kfd_mem_kind_name(enum gsi_kfd_mem_kind kind)
{
	static const char *const names[] = { "GTT", "GTT (coherent, uncached)", "VRAM", "CPU-visible VRAM",
					     "doorbell", "MMIO remap" };

	return (unsigned int)kind < sizeof(names) / sizeof(names[0]) ? names[kind] : "?";
}

/* An address range of the reservation: a freed hole that fits, or the next. */
static int va_take(struct gsi_kfd *k, uint64_t size, uint64_t *va)
{
	uint64_t span = size + PAGE;   /* the guard page after it */

	for (size_t i = 0; i < k->n_holes; i++)
		if (k->holes[i].size >= span) {
			*va = k->holes[i].va;
			k->holes[i].va += span;
			k->holes[i].size -= span;
			if (!k->holes[i].size)
				k->holes[i] = k->holes[--k->n_holes];
			return 1;
		}
	if (span > k->va_size - k->va_next)
		return 0;
	*va = (uint64_t)(uintptr_t)k->va_base + k->va_next;
	k->va_next += span;
	return 1;
}

static void va_give(struct gsi_kfd *k, uint64_t va, uint64_t size)
{
	if (k->n_holes == k->cap_holes) {
		size_t cap = k->cap_holes ? k->cap_holes * 2 : 16;
		struct gsi_kfd_va_hole *h = realloc(k->holes, cap * sizeof(*h));

		if (!h)
			return;   /* the range stays reserved, unused */
		k->holes = h;
		k->cap_holes = cap;
	}
	k->holes[k->n_holes].va = va;
	k->holes[k->n_holes].size = size + PAGE;
	k->n_holes++;
}

static void rereserve(uint64_t va, uint64_t size)
{
	mmap((void *)(uintptr_t)va, size, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE | MAP_FIXED, -1, 0);
}

static uint32_t kind_flags(enum gsi_kfd_mem_kind kind)
{
	switch (kind) {
	case GSI_KFD_GTT: return KFD_IOC_ALLOC_MEM_FLAGS_GTT;
	/* queues and signals: the CPU and the CP see each other's writes */
	case GSI_KFD_GTT_UC:
		return KFD_IOC_ALLOC_MEM_FLAGS_GTT | KFD_IOC_ALLOC_MEM_FLAGS_COHERENT | KFD_IOC_ALLOC_MEM_FLAGS_UNCACHED;
	case GSI_KFD_VRAM: return KFD_IOC_ALLOC_MEM_FLAGS_VRAM;
	case GSI_KFD_VRAM_CPU: return KFD_IOC_ALLOC_MEM_FLAGS_VRAM | KFD_IOC_ALLOC_MEM_FLAGS_PUBLIC;
	case GSI_KFD_DOORBELL: return KFD_IOC_ALLOC_MEM_FLAGS_DOORBELL;
	case GSI_KFD_MMIO: return KFD_IOC_ALLOC_MEM_FLAGS_MMIO_REMAP;
	}
	return 0;
}

enum gs_status gsi_kfd_mem_alloc(struct gsi_kfd *k, enum gsi_kfd_mem_kind kind, uint64_t size, int exec,
				 struct gsi_kfd_mem *m, struct gs_error *err)
{
	struct kfd_ioctl_alloc_memory_of_gpu_args a;
	struct kfd_ioctl_map_memory_to_gpu_args map;
	struct kfd_ioctl_free_memory_of_gpu_args fr;
	uint32_t gpu = k->node.gpu_id;
	const char *step;
	int r, cpu = kind == GSI_KFD_GTT || kind == GSI_KFD_GTT_UC || kind == GSI_KFD_VRAM_CPU || kind == GSI_KFD_MMIO;
	void *p;

	memset(m, 0, sizeof(*m));
	if (!size || size > (1ull << 40))
		return gs_error_set(err, GS_ERR_INVALID, "kfd:%d: a buffer of %llu bytes", k->index,
				    (unsigned long long)size);
	m->size = (size + PAGE - 1) & ~(PAGE - 1);
	if (!va_take(k, m->size, &m->va))
		return gs_error_set(err, GS_ERR_NOMEM, "kfd:%d: %llu bytes: the reserved GPU address range is full",
				    k->index, (unsigned long long)m->size);
	m->reserved = 1;
	m->flags = kind_flags(kind) | KFD_IOC_ALLOC_MEM_FLAGS_NO_SUBSTITUTE |
		   (kind == GSI_KFD_DOORBELL || kind == GSI_KFD_MMIO ? 0 : KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE) |
		   (exec ? KFD_IOC_ALLOC_MEM_FLAGS_EXECUTABLE : 0);
	if (kind == GSI_KFD_MMIO)
		m->flags |= KFD_IOC_ALLOC_MEM_FLAGS_WRITABLE;
	memset(&a, 0, sizeof(a));
	a.va_addr = m->va;
	a.size = m->size;
	a.gpu_id = gpu;
	a.flags = m->flags;
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_ALLOC_MEMORY_OF_GPU, &a);
	if (r) {
		step = "AMDKFD_IOC_ALLOC_MEMORY_OF_GPU";
		goto unreserve;
	}
	m->handle = a.handle;
	memset(&map, 0, sizeof(map));
	map.handle = m->handle;
	map.device_ids_array_ptr = (uintptr_t)&gpu;
	map.n_devices = 1;
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_MAP_MEMORY_TO_GPU, &map);
	if (!r && map.n_success != 1)
		r = -EIO;
	if (r) {
		step = "AMDKFD_IOC_MAP_MEMORY_TO_GPU";
		goto free;
	}
	m->mapped = 1;
	if (cpu) {
		/* VRAM and GTT through the render node that holds the VM; the
		 * MMIO page through /dev/kfd */
		int fd = kind == GSI_KFD_MMIO ? k->fd : k->drm_fd;

		p = mmap((void *)(uintptr_t)m->va, m->size, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_FIXED, fd,
			 (off_t)a.mmap_offset);
		if (p == MAP_FAILED || p != (void *)(uintptr_t)m->va) {
			r = p == MAP_FAILED ? -errno : -EFAULT;
			step = kind == GSI_KFD_MMIO ? "mmap of /dev/kfd (MMIO)" : "mmap of the render node";
			rereserve(m->va, m->size);
			goto unmap;
		}
		m->cpu = p;
	}
	return GS_OK;
unmap: {
	struct kfd_ioctl_unmap_memory_from_gpu_args um;

	memset(&um, 0, sizeof(um));
	um.handle = m->handle;
	um.device_ids_array_ptr = (uintptr_t)&gpu;
	um.n_devices = 1;
	gsi_kfd_ioctl(k->fd, AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU, &um);
	}
free:
	memset(&fr, 0, sizeof(fr));
	fr.handle = m->handle;
	gsi_kfd_ioctl(k->fd, AMDKFD_IOC_FREE_MEMORY_OF_GPU, &fr);
unreserve:
	va_give(k, m->va, m->size);
	memset(m, 0, sizeof(*m));
	return gs_error_set(err, r == -ENOMEM ? GS_ERR_NOMEM : r == -ENODEV ? GS_ERR_NODEV : GS_ERR_IO,
			    "kfd:%d: %s of %llu bytes of %s: %s", k->index, step, (unsigned long long)size,
			    gsi_kfd_mem_kind_name(kind), strerror(-r));
}

void gsi_kfd_mem_free(struct gsi_kfd *k, struct gsi_kfd_mem *m)
{
	uint32_t gpu = k->node.gpu_id;

	if (!m->handle)
		return;
	if (m->cpu)
		rereserve(m->va, m->size);
	if (m->mapped) {
		struct kfd_ioctl_unmap_memory_from_gpu_args um;

		memset(&um, 0, sizeof(um));
		um.handle = m->handle;
		um.device_ids_array_ptr = (uintptr_t)&gpu;
		um.n_devices = 1;
		gsi_kfd_ioctl(k->fd, AMDKFD_IOC_UNMAP_MEMORY_FROM_GPU, &um);
	}
	{
		struct kfd_ioctl_free_memory_of_gpu_args fr;

		memset(&fr, 0, sizeof(fr));
		fr.handle = m->handle;
		gsi_kfd_ioctl(k->fd, AMDKFD_IOC_FREE_MEMORY_OF_GPU, &fr);
	}
	if (m->reserved)
		va_give(k, m->va, m->size);
	memset(m, 0, sizeof(*m));
}
#else
extern int gsi_kfd_mem_not_built;
#endif /* GS_HAVE_KFD */
