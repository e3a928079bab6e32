// SPDX-License-Identifier: MIT
/*
 * The process's connection to one GPU through amdkfd, in the order the
 * kernel wants it (kfd_chardev.c, linux-source-6.12):
 *
 *   open /dev/kfd                 the process's kfd_process
 *   AMDKFD_IOC_GET_VERSION        1.x (6.12: 1.17)
 *   topology                      nodes/N: gpu_id, drm_render_minor, ...
 *   open /dev/dri/renderD<minor>  DRM_IOCTL_VERSION (amdgpu; the mock's marker),
 *                                 AMDGPU_INFO_DEV_INFO (clock rate, shape)
 *   AMDKFD_IOC_ACQUIRE_VM         the render node's VM becomes the process's
 *   GET_PROCESS_APERTURES_NEW     LDS, scratch and GPUVM apertures
 *   a CPU address range reserved  GPU VA = CPU address for every buffer: the
 *                                 kernel reads queue pointers through both
 */
#ifdef GS_HAVE_KFD
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/ioctl.h>
#include <sys/mman.h>

#include <kuapi-6.12/drm/amdgpu_drm.h>
#include <kuapi-6.12/linux/kfd_ioctl.h>

#include "amdgpu/mock_marker.h"
#include "kfd/kfd_int.h"
#include "kfd/kfd_uapi.h"

#define VA_RESERVE (1ull << 37)   /* 128 GiB of address space for buffers (nothing committed) */
#define MAX_NODES 64

int gsi_kfd_ioctl(int fd, unsigned long req, void *arg)
{
	int r;

	do {
		r = ioctl(fd, req, arg);
	} while (r == -1 && (errno == EINTR || errno == EAGAIN));
	return r == -1 ? -errno : 0;
}

static enum gs_status fail(struct gs_error *err, int index, const char *step, int r)
{
	enum gs_status st = r == -ENOENT || r == -ENODEV ? GS_ERR_NODEV : r == -ENOMEM ? GS_ERR_NOMEM : GS_ERR_IO;

	return gs_error_set(err, st, "kfd:%d: %s: %s", index, step, strerror(-r));
}

/* The render node's DRM version and AMDGPU_INFO_DEV_INFO (what KFD's
 * topology does not carry: the timestamp clock's rate, the SE/SA shape). */
static enum gs_status render_facts(struct gsi_kfd *k, struct gs_error *err)
{
	char name[64] = "", desc[128] = "";
	struct drm_version v;
	struct drm_amdgpu_info req;
	struct drm_amdgpu_info_device di;
	int r;

	memset(&v, 0, sizeof(v));
	v.name = name;
	v.name_len = sizeof(name) - 1;
	v.desc = desc;
	v.desc_len = sizeof(desc) - 1;
	r = gsi_kfd_ioctl(k->drm_fd, DRM_IOCTL_VERSION, &v);
	if (r)
		return fail(err, k->index, "DRM_IOCTL_VERSION on the render node", r);
	if (strcmp(name, "amdgpu") != 0)
		return gs_error_set(err, GS_ERR_NODEV, "kfd:%d: %s is driven by '%s', not amdgpu", k->index,
				    k->drm_name, name);
	k->mock = strcmp(desc, GS_AMDGPU_MOCK_DESC) == 0;
	k->drm_major = v.version_major;
	k->drm_minor = v.version_minor;
	k->drm_patch = v.version_patchlevel;
	memset(&req, 0, sizeof(req));
	memset(&di, 0, sizeof(di));
	req.return_pointer = (uintptr_t)&di;
	req.return_size = sizeof(di);
	req.query = AMDGPU_INFO_DEV_INFO;
	r = gsi_kfd_ioctl(k->drm_fd, DRM_IOCTL_AMDGPU_INFO, &req);
	if (r)
		return fail(err, k->index, "AMDGPU_INFO_DEV_INFO on the render node", r);
	k->gpu_counter_khz = di.gpu_counter_freq;
	k->family = di.family;
	k->num_se = di.num_shader_engines;
	k->num_sa_per_se = di.num_shader_arrays_per_engine;
	k->cu_active = di.cu_active_number;
	k->cu_per_sh = di.num_cu_per_sh;
	k->tcc = di.num_tcc_blocks;
	return GS_OK;
}

static enum gs_status apertures(struct gsi_kfd *k, struct gs_error *err)
{
	struct kfd_ioctl_get_process_apertures_new_args a;
	struct kfd_process_device_apertures pa[MAX_NODES];
	int r;

	memset(&a, 0, sizeof(a));
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_GET_PROCESS_APERTURES_NEW, &a);
	if (r)
		return fail(err, k->index, "AMDKFD_IOC_GET_PROCESS_APERTURES_NEW", r);
	if (a.num_of_nodes > MAX_NODES)
		a.num_of_nodes = MAX_NODES;
	memset(pa, 0, sizeof(pa));
	a.kfd_process_device_apertures_ptr = (uintptr_t)pa;
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_GET_PROCESS_APERTURES_NEW, &a);
	if (r)
		return fail(err, k->index, "AMDKFD_IOC_GET_PROCESS_APERTURES_NEW", r);
	for (uint32_t i = 0; i < a.num_of_nodes; i++)
		if (pa[i].gpu_id == k->node.gpu_id) {
			k->lds_base = pa[i].lds_base;
			k->lds_limit = pa[i].lds_limit;
			k->scratch_base = pa[i].scratch_base;
			k->scratch_limit = pa[i].scratch_limit;
			k->gpuvm_base = pa[i].gpuvm_base;
			k->gpuvm_limit = pa[i].gpuvm_limit;
			return GS_OK;
		}
	return gs_error_set(err, GS_ERR_IO, "kfd:%d: GET_PROCESS_APERTURES_NEW lists no aperture for gpu_id %u",
			    k->index, k->node.gpu_id);
}

/* GPU VA = CPU address: a range of the process's address space, reserved
 * PROT_NONE, that buffers are mapped into (MAP_FIXED), inside the GPUVM
 * aperture. */
static enum gs_status reserve(struct gsi_kfd *k, struct gs_error *err)
{
	void *p = mmap(NULL, VA_RESERVE, PROT_NONE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
	uint64_t a;

	if (p == MAP_FAILED)
		return gs_error_set(err, GS_ERR_NOMEM, "kfd:%d: cannot reserve %llu GiB of address space for GPU buffers: %s",
				    k->index, (unsigned long long)(VA_RESERVE >> 30), strerror(errno));
	a = (uint64_t)(uintptr_t)p;
	if (a < k->gpuvm_base || a + VA_RESERVE - 1 > k->gpuvm_limit) {
		munmap(p, VA_RESERVE);
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "kfd:%d: the CPU addresses 0x%llx.. are outside the GPU's VM aperture 0x%llx..0x%llx; GPU VA = CPU address cannot hold",
				    k->index, (unsigned long long)a, (unsigned long long)k->gpuvm_base,
				    (unsigned long long)k->gpuvm_limit);
	}
	k->va_base = p;
	k->va_size = VA_RESERVE;
	return GS_OK;
}

enum gs_status gsi_kfd_open(int index, struct gsi_kfd **out, struct gs_error *err)
{
	struct gs_kfd_node nodes[MAX_NODES];
	struct kfd_ioctl_get_version_args ver;
	struct kfd_ioctl_acquire_vm_args vm;
	struct gsi_kfd *k;
	enum gs_status st;
	int n = 0, r;

	*out = NULL;
	k = calloc(1, sizeof(*k));
	if (!k)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	k->index = index;
	k->drm_fd = -1;
	k->fd = open("/dev/kfd", O_RDWR | O_CLOEXEC);
	if (k->fd < 0) {
		r = errno;
		free(k);
		if (r == ENOENT)
			return gs_error_set(err, GS_ERR_NODEV,
					    "kfd:%d: no /dev/kfd (amdkfd is not loaded, or no GPU it supports is bound to amdgpu)",
					    index);
		return gs_error_set(err, r == EACCES || r == EPERM ? GS_ERR_NODEV : GS_ERR_IO,
				    "kfd:%d: open /dev/kfd: %s%s", index, strerror(r),
				    r == EACCES ? " (the render group, or video, is needed)" : "");
	}
	memset(&ver, 0, sizeof(ver));
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_GET_VERSION, &ver);
	if (r) {
		st = fail(err, index, "AMDKFD_IOC_GET_VERSION", r);
		goto out;
	}
	k->major = ver.major_version;
	k->minor = ver.minor_version;
	if (k->major != KFD_IOCTL_MAJOR_VERSION) {
		st = gs_error_set(err, GS_ERR_UNSUPPORTED, "kfd:%d: amdkfd interface %u.%u, expected %u.x", index,
				  k->major, k->minor, KFD_IOCTL_MAJOR_VERSION);
		goto out;
	}
	st = gs_kfd_nodes(nodes, MAX_NODES, &n, err);
	if (st) {
		gs_error_prefix(err, "kfd:%d", index);
		goto out;
	}
	if (index < 0 || index >= n) {
		st = gs_error_set(err, GS_ERR_NODEV, "kfd:%d: the KFD topology has %d GPU node%s", index, n,
				  n == 1 ? "" : "s");
		goto out;
	}
	k->node = nodes[index];
	if (!k->node.target) {
		st = gs_error_set(err, GS_ERR_UNSUPPORTED, "kfd:%d: gfx_target_version %u (%s) is not a gfxshim target",
				  index, k->node.gfx_target_version, k->node.name);
		goto out;
	}
	snprintf(k->drm_name, sizeof(k->drm_name), "/dev/dri/renderD%u", k->node.drm_render_minor);
	k->drm_fd = open(k->drm_name, O_RDWR | O_CLOEXEC);
	if (k->drm_fd < 0) {
		r = -errno;
		st = gs_error_set(err, GS_ERR_NODEV, "kfd:%d: open %s (the node's drm_render_minor): %s", index,
				  k->drm_name, strerror(-r));
		goto out;
	}
	st = render_facts(k, err);
	if (st)
		goto out;
	memset(&vm, 0, sizeof(vm));
	vm.drm_fd = (uint32_t)k->drm_fd;
	vm.gpu_id = k->node.gpu_id;
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_ACQUIRE_VM, &vm);
	if (r == -EBUSY) {
		/* amdkfd keeps one process per process, one VM per GPU */
		st = gs_error_set(err, GS_ERR_IO,
				  "kfd:%d: AMDKFD_IOC_ACQUIRE_VM: %s (this process holds the GPU's VM through another render node file already -- amdkfd gives a process one per GPU: close the other kfd:%d device first)",
				  index, strerror(-r), index);
		goto out;
	}
	if (r) {
		st = fail(err, index, "AMDKFD_IOC_ACQUIRE_VM", r);
		goto out;
	}
	st = apertures(k, err);
	if (!st)
		st = reserve(k, err);
out:
	if (st) {
		gsi_kfd_close(k);
		return st;
	}
	*out = k;
	return GS_OK;
}

void gsi_kfd_close(struct gsi_kfd *k)
{
	if (!k)
		return;
	if (k->have_mem_event)
		gsi_kfd_event_destroy(k, k->mem_event);
	if (k->doorbells)
		munmap(k->doorbells, k->doorbell_bytes);
	/* every CPU mapping lies in the reservation; the event page is the
	 * kernel's to free (FREE_MEMORY_OF_GPU refuses it, EPERM): closing
	 * /dev/kfd releases it with the process */
	if (k->va_base)
		munmap(k->va_base, k->va_size);
	free(k->holes);
	if (k->fd >= 0)
		close(k->fd);
	/* after /dev/kfd: the process held the VM through this file */
	if (k->drm_fd >= 0)
		close(k->drm_fd);
	free(k);
}

enum gs_status gsi_kfd_clocks(struct gsi_kfd *k, struct gsi_kfd_clocks *c, struct gs_error *err)
{
	struct kfd_ioctl_get_clock_counters_args a;
	int r;

	memset(&a, 0, sizeof(a));
	a.gpu_id = k->node.gpu_id;
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_GET_CLOCK_COUNTERS, &a);
	if (r)
		return fail(err, k->index, "AMDKFD_IOC_GET_CLOCK_COUNTERS", r);
	c->gpu = a.gpu_clock_counter;
	c->cpu_ns = a.cpu_clock_counter;
	c->system_ns = a.system_clock_counter;
	c->system_freq = a.system_clock_freq;
	return GS_OK;
}
#else
/* ISO C wants a declaration in a translation unit */
extern int gsi_kfd_not_built;
#endif /* GS_HAVE_KFD */
