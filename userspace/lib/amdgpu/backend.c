// SPDX-License-Identifier: MIT
/*
 * The amdgpu backend: real GPUs through libdrm_amdgpu, following the
 * documented interface (include/uapi/drm/amdgpu_drm.h, libdrm's amdgpu.h)
 * and the sequence libdrm's own tests and Mesa use:
 *
 *   open render node -> amdgpu_device_initialize -> AMDGPU_INFO_DEV_INFO,
 *   HW_IP_INFO (GFX) -> amdgpu_cs_ctx_create2 [-> stable pstate]
 *   buffers: amdgpu_bo_alloc (GTT, CPU-visible) -> amdgpu_va_range_alloc ->
 *            amdgpu_bo_va_op(MAP) -> amdgpu_bo_cpu_map
 *   submit:  BO list of every live buffer (amdgpu_bo_list_create_raw) ->
 *            IB chunk on the compute ring + SYNCOBJ_OUT chunk ->
 *            amdgpu_cs_submit_raw2 -> drmSyncobjWait (timeout; the
 *            sequence-number fence, amdgpu_cs_query_fence_status, when the
 *            kernel gave no syncobj) ->
 *            amdgpu_cs_query_reset_state2 (GPU reset / guilty context)
 *   buffers in VRAM when asked (GS_BO_VRAM, CPU-visible with
 *            GS_BO_CPU_VISIBLE)
 *   facts (at open): AMDGPU_INFO_DEV_INFO, AMDGPU_INFO_MEMORY,
 *            AMDGPU_INFO_FW_VERSION (GFX ME, MEC), drmGetVersion, uname,
 *            PCI ids and BARs through libpciaccess (pci.c)
 *
 * Documentation/hardware.rst walks through it.  Nothing here has run on
 * silicon yet; without a device every entry point fails cleanly.
 */
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <time.h>
#include <sys/utsname.h>
#include <amdgpu.h>
#include <amdgpu_drm.h>
#include <xf86drm.h>

#include "amdgpu/amdgpu_int.h"
#include "amdgpu/mock_marker.h"

#define DEFAULT_TIMEOUT_NS 10000000000ull

struct amd_bo {
	amdgpu_bo_handle bo;
	amdgpu_va_handle va_handle;
	uint32_t kms;            /* GEM handle for the BO list */
	uint64_t va, size;
	int mapped;              /* amdgpu_bo_cpu_map succeeded */
	int va_mapped;           /* GEM_VA MAP succeeded (unmapped at release) */
};

struct amd {
	int fd;
	amdgpu_device_handle dev;
	amdgpu_context_handle ctx;
	struct amd_bo **bos;     /* every live buffer: all go into each BO list */
	size_t n_bos, cap_bos;
	uint64_t timeout_ns;
	int stable_pstate;       /* the context asked for stable clocks */
	uint32_t syncobj;        /* out-fence of every submission; 0: none (fence status instead) */
	int mock;                /* the node is the mock render node (tools/mockdrm) */
	uint32_t drm_minor;      /* the amdgpu DRM interface, 3.minor */
	int vm_fault_query;      /* AMDGPU_INFO_GPUVM_FAULT works (3.55+) */
	struct gs_amdgpu_gpuvm_fault vm_fault;  /* the last one seen: a change is a new fault */
	char node[64];
	struct gs_device_facts facts;  /* gathered at open */
};

void gsi_amdgpu_facts_from_dev_info(const struct drm_amdgpu_info_device *di, const struct gs_target *t,
				   struct gs_device_facts *f)
{
	f->pci_device_id = di->device_id;
	f->pci_revision = di->pci_rev;
	f->family = di->family;
	f->external_rev = di->external_rev;
	f->num_se = di->num_shader_engines;
	f->num_sa_per_se = di->num_shader_arrays_per_engine;
	f->cu_per_sa = di->num_cu_per_sh;
	f->cu_active = di->cu_active_number;
	/* a WGP is two CUs on gfx10+ (RDNA); CDNA (gfx9) has none */
	f->wgp_active = t && t->cu_per_wgp ? di->cu_active_number / t->cu_per_wgp : 0;
	f->wave_size = di->wave_front_size;
	f->l2_channels = di->num_tcc_blocks;
	f->max_engine_clock_khz = di->max_engine_clock;   /* kHz (amdgpu_kms.c: sclk * 10) */
	f->max_memory_clock_khz = di->max_memory_clock;
	f->timestamp_khz = di->gpu_counter_freq;          /* kHz */
	f->vram_type = di->vram_type;
	f->vram_bit_width = di->vram_bit_width;
}

void gsi_amdgpu_facts_from_memory(const struct drm_amdgpu_memory_info *mem, struct gs_device_facts *f)
{
	f->vram_bytes = mem->vram.total_heap_size;
	f->vram_cpu_visible_bytes = mem->cpu_accessible_vram.total_heap_size;
	f->gtt_bytes = mem->gtt.total_heap_size;
}

void gsi_amdgpu_facts_missing(struct gs_device_facts *f, const char *what, int r)
{
	size_t n = strlen(f->missing);

	if (n + 1 >= sizeof(f->missing))
		return;
	snprintf(f->missing + n, sizeof(f->missing) - n, "%s%s: %s", n ? "; " : "", what,
		 strerror(r < 0 ? -r : r));
}

/* amdgpu's apertures for graphics-queue VMIDs: gmc_v9_0.c, gmc_v11_0.c and
 * gmc_v12_0.c (linux 6.12) set shared_aperture_start and
 * private_aperture_start; gfx_v9_4_3.c / gfx_v11_0.c / gfx_v12_0.c write
 * them to SH_MEM_BASES of VMIDs 1-15. */
#define AMDGPU_SHARED_APERTURE 0x2000000000000000ull
#define AMDGPU_PRIVATE_APERTURE 0x1000000000000000ull

static enum gs_status amd_get_facts(const void *priv, struct gs_device_facts *f, struct gs_error *err)
{
	(void)err;
	*f = ((const struct amd *)priv)->facts;
	f->shared_aperture = AMDGPU_SHARED_APERTURE;
	f->private_aperture = AMDGPU_PRIVATE_APERTURE;
	return GS_OK;
}

/* a mock render node is emulated behind this backend: never silicon */
static const char *amd_evidence(const void *priv)
{
	return ((const struct amd *)priv)->mock ? "mock" : "silicon";
}

/* Everything the driver tells about the device; a query that fails leaves
 * its facts 0 and is named in facts.missing. */
static void gather_facts(struct amd *a, const struct gs_target *t, uint32_t gc_version,
			 const struct gs_amdgpu_node *node, const char *product)
{
	struct gs_device_facts *f = &a->facts;
	struct drm_amdgpu_info_device di;
	struct drm_amdgpu_memory_info mem;
	struct utsname u;
	drmVersionPtr v;
	int r;

	memset(f, 0, sizeof(*f));
	f->target = t;
	f->backend = "amdgpu";
	/* a mock's results are the emulator's, its clock the emulated one */
	f->mock = f->emulated = a->mock;
	snprintf(f->name, sizeof(f->name), "%s%s", a->mock ? "mock: " : "", product ? product : "AMD GPU");
	snprintf(f->pci_bdf, sizeof(f->pci_bdf), "%s", node->bdf);
	f->pci_device_id = node->device;
	f->pci_revision = node->revision;
	f->gc_version = gc_version;
	f->lds_bytes = t->lds_bytes;
	memset(&di, 0, sizeof(di));
	r = amdgpu_query_info(a->dev, AMDGPU_INFO_DEV_INFO, sizeof(di), &di);
	if (r)
		gsi_amdgpu_facts_missing(f, "AMDGPU_INFO_DEV_INFO", r);
	else
		gsi_amdgpu_facts_from_dev_info(&di, t, f);
	memset(&mem, 0, sizeof(mem));
	r = amdgpu_query_info(a->dev, AMDGPU_INFO_MEMORY, sizeof(mem), &mem);
	if (r)
		gsi_amdgpu_facts_missing(f, "AMDGPU_INFO_MEMORY", r);
	else
		gsi_amdgpu_facts_from_memory(&mem, f);
	gsi_amdgpu_facts_pci(node, f);   /* after the memory: BAR0 vs VRAM */
	r = amdgpu_query_firmware_version(a->dev, AMDGPU_INFO_FW_GFX_ME, 0, 0, &f->fw_me, &f->fw_me_feature);
	if (r)
		gsi_amdgpu_facts_missing(f, "FW_VERSION(GFX_ME)", r);
	r = amdgpu_query_firmware_version(a->dev, AMDGPU_INFO_FW_GFX_MEC, 0, 0, &f->fw_mec, &f->fw_mec_feature);
	if (r)
		gsi_amdgpu_facts_missing(f, "FW_VERSION(GFX_MEC)", r);
	v = drmGetVersion(a->fd);
	if (v) {
		snprintf(f->drm_driver, sizeof(f->drm_driver), "%s", v->name ? v->name : "");
		f->drm_major = v->version_major;
		f->drm_minor = v->version_minor;
		f->drm_patch = v->version_patchlevel;
		drmFreeVersion(v);
	} else {
		gsi_amdgpu_facts_missing(f, "drmGetVersion", errno ? errno : EIO);
	}
	if (uname(&u) == 0)
		snprintf(f->kernel, sizeof(f->kernel), "%.63s", u.release);
}

void gsi_amdgpu_ib_chunk(uint64_t ib_va, uint32_t ndw, struct drm_amdgpu_cs_chunk_ib *ib,
			struct drm_amdgpu_cs_chunk *chunk)
{
	memset(ib, 0, sizeof(*ib));
	ib->va_start = ib_va;
	ib->ib_bytes = ndw * 4;
	ib->ip_type = AMDGPU_HW_IP_COMPUTE;
	ib->ip_instance = 0;
	ib->ring = 0;
	chunk->chunk_id = AMDGPU_CHUNK_ID_IB;
	chunk->length_dw = sizeof(*ib) / 4;
	chunk->chunk_data = (uint64_t)(uintptr_t)ib;
}

unsigned int gsi_amdgpu_submit_chunks(uint64_t ib_va, uint32_t ndw, uint32_t syncobj,
				     struct drm_amdgpu_cs_chunk_ib *ib, struct drm_amdgpu_cs_chunk_sem *sem,
				     struct drm_amdgpu_cs_chunk *chunks)
{
	gsi_amdgpu_ib_chunk(ib_va, ndw, ib, &chunks[0]);
	if (!syncobj)
		return 1;
	/* amdgpu_cs.c amdgpu_cs_p2_syncobj_out: an array of
	 * drm_amdgpu_cs_chunk_sem, each signalled when the job is done */
	memset(sem, 0, sizeof(*sem));
	sem->handle = syncobj;
	chunks[1].chunk_id = AMDGPU_CHUNK_ID_SYNCOBJ_OUT;
	chunks[1].length_dw = sizeof(*sem) / 4;
	chunks[1].chunk_data = (uint64_t)(uintptr_t)sem;
	return 2;
}

int64_t gsi_amdgpu_deadline(uint64_t now_ns, uint64_t timeout_ns)
{
	if (now_ns > (uint64_t)INT64_MAX || timeout_ns > (uint64_t)INT64_MAX - now_ns)
		return INT64_MAX;
	return (int64_t)(now_ns + timeout_ns);
}

void gsi_amdgpu_bo_request(uint64_t size, unsigned int flags, struct amdgpu_bo_alloc_request *req,
			  int *cpu_map)
{
	memset(req, 0, sizeof(*req));
	req->alloc_size = (size + 4095) & ~4095ull;
	req->phys_alignment = 4096;
	if (flags & GS_BO_VRAM) {
		req->preferred_heap = AMDGPU_GEM_DOMAIN_VRAM;
		/* nothing of a previous owner shows through, even where the
		 * CPU cannot clear it */
		req->flags = AMDGPU_GEM_CREATE_VRAM_CLEARED |
			     (flags & GS_BO_CPU_VISIBLE ? AMDGPU_GEM_CREATE_CPU_ACCESS_REQUIRED
							: AMDGPU_GEM_CREATE_NO_CPU_ACCESS);
		*cpu_map = !!(flags & GS_BO_CPU_VISIBLE);
	} else {
		req->preferred_heap = AMDGPU_GEM_DOMAIN_GTT;
		req->flags = AMDGPU_GEM_CREATE_CPU_ACCESS_REQUIRED;
		*cpu_map = 1;
	}
}

void gsi_amdgpu_vm_fault_text(const struct gs_amdgpu_gpuvm_fault *vf, char *buf, size_t size)
{
	/* GCVM_L2_PROTECTION_FAULT_STATUS (gc_9_4_3, gc_11_0_0, gc_12_0_0
	 * sh_mask.h): PERMISSION_FAULTS 7:4, MAPPING_ERROR 8, RW 18 */
	unsigned int perm = (vf->status >> 4) & 0xf, map = (vf->status >> 8) & 1, rw = (vf->status >> 18) & 1;
	static const char *const hub[] = { "gfxhub", "mmhub0", "mmhub1" };
	unsigned int type = vf->vmhub & 0xff;

	snprintf(buf, size, "%s at 0x%llx: %s%s%s, status 0x%08x, %s %u", rw ? "write" : "access",
		 (unsigned long long)vf->addr, map ? "no mapping there (MAPPING_ERROR)" : "",
		 map && perm ? " and " : "", perm ? "not permitted (PERMISSION_FAULTS)" : map ? "" : "fault",
		 vf->status, type < 3 ? hub[type] : "vmhub", (vf->vmhub >> 8) & 0xff);
}

/* The context every submission uses (stable clocks when they were asked
 * for); made again after a GPU reset, which leaves the old one marked. */
static int ctx_create(struct amd *a)
{
	uint32_t out = 0;
	int r = amdgpu_cs_ctx_create2(a->dev, AMDGPU_CTX_PRIORITY_NORMAL, &a->ctx);

	if (r) {
		a->ctx = NULL;
		return r;
	}
	if (a->stable_pstate) {
		r = amdgpu_cs_ctx_stable_pstate(a->ctx, AMDGPU_CTX_OP_SET_STABLE_PSTATE,
						AMDGPU_CTX_STABLE_PSTATE_STANDARD, &out);
		if (r)
			a->stable_pstate = 0;
	}
	return 0;
}

static const char *ctx_renew(struct amd *a)
{
	if (a->ctx)
		amdgpu_cs_ctx_free(a->ctx);
	a->ctx = NULL;
	return ctx_create(a) ? "; making a new context failed, the device is unusable"
			     : "; a new context takes the next submission";
}

static int vm_fault_read(struct amd *a, struct gs_amdgpu_gpuvm_fault *vf)
{
	memset(vf, 0, sizeof(*vf));
	return amdgpu_query_info(a->dev, GS_AMDGPU_INFO_GPUVM_FAULT, sizeof(*vf), vf);
}

static void bo_release(struct amd_bo *b);

static void amd_close(void *priv)
{
	struct amd *a = priv;

	/* buffers the caller did not free (the kernel would free them too) */
	for (size_t i = 0; i < a->n_bos; i++) {
		bo_release(a->bos[i]);
		free(a->bos[i]);
	}
	if (a->syncobj)
		amdgpu_cs_destroy_syncobj(a->dev, a->syncobj);
	if (a->ctx)
		amdgpu_cs_ctx_free(a->ctx);
	if (a->dev)
		amdgpu_device_deinitialize(a->dev);
	if (a->fd >= 0)
		close(a->fd);
	free(a->bos);
	free(a);
}

static void bo_release(struct amd_bo *b)
{
	if (!b->bo)
		return;
	if (b->mapped)
		amdgpu_bo_cpu_unmap(b->bo);
	if (b->va_mapped)
		amdgpu_bo_va_op(b->bo, 0, b->size, b->va, 0, AMDGPU_VA_OP_UNMAP);
	if (b->va_handle)
		amdgpu_va_range_free(b->va_handle);
	amdgpu_bo_free(b->bo);
}

static enum gs_status amd_bo_alloc(void *priv, uint64_t size, unsigned int flags,
				   struct gs_bo *bo, struct gs_error *err)
{
	struct amd *a = priv;
	struct amdgpu_bo_alloc_request req;
	struct amd_bo *b;
	uint64_t rounded;
	void *cpu = NULL;
	const char *step = "amdgpu_bo_alloc (GEM_CREATE)";
	int r, cpu_map;

	/* code and data share one request; the VA mapping is executable */
	gsi_amdgpu_bo_request(size, flags, &req, &cpu_map);
	rounded = req.alloc_size;
	if (!size)
		return gs_error_set(err, GS_ERR_INVALID, "amdgpu: zero-sized buffer");
	if (a->n_bos == a->cap_bos) {
		size_t cap = a->cap_bos ? a->cap_bos * 2 : 16;
		struct amd_bo **n = realloc(a->bos, cap * sizeof(*n));

		if (!n)
			return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
		a->bos = n;
		a->cap_bos = cap;
	}
	b = calloc(1, sizeof(*b));
	if (!b)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	r = amdgpu_bo_alloc(a->dev, &req, &b->bo);
	if (r)
		goto fail;
	b->size = rounded;
	step = "its GEM handle (amdgpu_bo_export)";
	r = amdgpu_bo_export(b->bo, amdgpu_bo_handle_type_kms, &b->kms);
	if (!r) {
		step = "a GPU address range (amdgpu_va_range_alloc)";
		r = amdgpu_va_range_alloc(a->dev, amdgpu_gpu_va_range_general, rounded, 4096, 0,
					  &b->va, &b->va_handle, 0);
		if (r)
			b->va = 0;
	}
	if (!r) {
		step = "the GPU mapping (GEM_VA map)";
		r = amdgpu_bo_va_op_raw(a->dev, b->bo, 0, rounded, b->va,
					AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE |
					AMDGPU_VM_PAGE_EXECUTABLE, AMDGPU_VA_OP_MAP);
		b->va_mapped = !r;
	}
	if (!r && cpu_map) {
		step = "the CPU mapping (GEM_MMAP, mmap)";
		r = amdgpu_bo_cpu_map(b->bo, &cpu);
		b->mapped = !r;
	}
	if (r)
		goto fail;
	if (cpu)
		memset(cpu, 0, rounded);
	a->bos[a->n_bos++] = b;
	bo->va = b->va;
	bo->cpu = cpu;
	bo->size = size;
	bo->backend = b;
	return GS_OK;
fail:
	bo_release(b);
	free(b);
	return gs_error_set(err, r == -ENOMEM ? GS_ERR_NOMEM : GS_ERR_IO,
			    "amdgpu: cannot allocate a %llu-byte %s buffer on %s: %s failed: %s",
			    (unsigned long long)size,
			    flags & GS_BO_VRAM ? (flags & GS_BO_CPU_VISIBLE ? "CPU-visible VRAM" : "VRAM") : "GTT",
			    a->node, step, strerror(-r));
}

static void amd_bo_free(void *priv, struct gs_bo *bo)
{
	struct amd *a = priv;
	struct amd_bo *b = bo->backend;

	for (size_t i = 0; i < a->n_bos; i++)
		if (a->bos[i] == b) {
			a->bos[i] = a->bos[--a->n_bos];
			break;
		}
	bo_release(b);
	free(b);
}

static enum gs_status amd_submit(void *priv, uint64_t ib_va, uint32_t ndw, struct gs_error *err)
{
	struct amd *a = priv;
	struct drm_amdgpu_bo_list_entry *list;
	struct drm_amdgpu_cs_chunk_ib ib;
	struct drm_amdgpu_cs_chunk_sem sem;
	struct drm_amdgpu_cs_chunk chunks[2];
	struct amdgpu_cs_fence fence = { 0 };
	uint32_t list_handle = 0, expired = 0, first = 0;
	uint64_t seq = 0, flags = 0;
	unsigned int n_chunks;
	enum gs_status st = GS_OK;
	struct timespec now;
	int r;

	list = calloc(a->n_bos ? a->n_bos : 1, sizeof(*list));
	if (!list)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	for (size_t i = 0; i < a->n_bos; i++)
		list[i].bo_handle = a->bos[i]->kms;
	r = amdgpu_bo_list_create_raw(a->dev, (uint32_t)a->n_bos, list, &list_handle);
	free(list);
	if (r)
		return gs_error_set(err, GS_ERR_IO, "amdgpu: the submission's BO list (amdgpu_bo_list_create_raw) on %s: %s",
				    a->node, strerror(-r));
	n_chunks = gsi_amdgpu_submit_chunks(ib_va, ndw, a->syncobj, &ib, &sem, chunks);
	/* unsignalled until this job ends: a reset that failed would leave the
	 * previous job's fence there, and the wait would return before the job
	 * finished */
	if (a->syncobj && (r = drmSyncobjReset(a->fd, &a->syncobj, 1)) != 0) {
		/* libdrm 2.4.114 returns drmIoctl's -1 and leaves the cause in errno */
		st = gs_error_set(err, GS_ERR_IO, "amdgpu: resetting the out-fence (drmSyncobjReset) on %s: %s",
				  a->node, strerror(r == -1 ? errno : r < 0 ? -r : r));
		goto out;
	}
	if (!a->ctx) {
		st = gs_error_set(err, GS_ERR_IO, "amdgpu: %s has no context (lost to a GPU reset)", a->node);
		goto out;
	}
	r = amdgpu_cs_submit_raw2(a->dev, a->ctx, list_handle, (int)n_chunks, chunks, &seq);
	if (r) {
		st = gs_error_set(err, r == -ECANCELED ? GS_ERR_HANG : GS_ERR_IO,
				  "amdgpu: command submission on %s failed: %s%s%s", a->node, strerror(-r),
				  r == -ECANCELED ? " (the context was lost to an earlier GPU reset)" : "",
				  r == -ECANCELED ? ctx_renew(a) : "");
		goto out;
	}
	if (a->syncobj) {
		/* the out-fence: an absolute CLOCK_MONOTONIC deadline */
		clock_gettime(CLOCK_MONOTONIC, &now);
		r = drmSyncobjWait(a->fd, &a->syncobj, 1,
				   gsi_amdgpu_deadline((uint64_t)now.tv_sec * 1000000000ull + (uint64_t)now.tv_nsec,
						      a->timeout_ns),
				   DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, &first);
		if (r > 0)
			r = -r;  /* libdrm before 2.4.9x returned errno itself */
		expired = r == 0;
		if (r == -ETIME)
			r = 0;  /* not expired: reported as a hang below */
	} else {
		fence.context = a->ctx;
		fence.ip_type = AMDGPU_HW_IP_COMPUTE;
		fence.fence = seq;
		r = amdgpu_cs_query_fence_status(&fence, a->timeout_ns, 0, &expired);
	}
	if (!amdgpu_cs_query_reset_state2(a->ctx, &flags) && (flags & AMDGPU_CTX_QUERY2_FLAGS_RESET)) {
		/* the flag stays set for this context: without a new one every
		 * later submission would read as reset too */
		int guilty = !!(flags & AMDGPU_CTX_QUERY2_FLAGS_GUILTY);

		st = gs_error_set(err, GS_ERR_HANG,
				  "amdgpu: the GPU was reset during this dispatch%s (submission %llu on %s)%s",
				  guilty ? " and this context is guilty" : "", (unsigned long long)seq, a->node,
				  ctx_renew(a));
	} else if (r) {
		st = gs_error_set(err, GS_ERR_IO, "amdgpu: waiting for submission %llu on %s (%s): %s",
				  (unsigned long long)seq, a->node,
				  a->syncobj ? "drmSyncobjWait" : "amdgpu_cs_query_fence_status", strerror(-r));
	} else if (!expired) {
		st = gs_error_set(err, GS_ERR_HANG,
				  "amdgpu: submission %llu did not finish within %.1f s on %s",
				  (unsigned long long)seq, a->timeout_ns / 1e9, a->node);
	} else if (a->vm_fault_query) {
		/* the kernel keeps the VM's last fault: a new one is a change */
		struct gs_amdgpu_gpuvm_fault vf;
		char what[200];

		if (!vm_fault_read(a, &vf) && (vf.addr != a->vm_fault.addr || vf.status != a->vm_fault.status)) {
			a->vm_fault = vf;
			gsi_amdgpu_vm_fault_text(&vf, what, sizeof(what));
			st = gs_error_set(err, GS_ERR_FAULT, "amdgpu: GPU page fault during submission %llu on %s: %s%s",
					  (unsigned long long)seq, a->node, what,
					  a->mock ? " (the mock's stderr names the wave and instruction)" : "");
		}
	}
out:
	amdgpu_bo_list_destroy_raw(a->dev, list_handle);
	return st;
}

/* Performance counters need stable clocks and no power gating of the
 * counting blocks while they run: the context's stable pstate (the same
 * request Mesa's radv makes for its counters and thread traces), asked
 * once per context. */
static enum gs_status amd_perf_prepare(void *priv, struct gs_error *err)
{
	struct amd *a = priv;
	uint32_t out = 0;
	int r;

	if (a->stable_pstate)
		return GS_OK;
	r = amdgpu_cs_ctx_stable_pstate(a->ctx, AMDGPU_CTX_OP_SET_STABLE_PSTATE,
					AMDGPU_CTX_STABLE_PSTATE_STANDARD, &out);
	if (r)
		return gs_error_set(err, r == -EPERM || r == -EACCES ? GS_ERR_IO : GS_ERR_UNSUPPORTED,
				    "amdgpu: performance counters need a stable-pstate context on %s: %s",
				    a->node, strerror(-r));
	a->stable_pstate = 1;
	return GS_OK;
}

static const struct gs_backend_ops amd_ops = {
	.name = "amdgpu",
	.close = amd_close,
	.bo_alloc = amd_bo_alloc,
	.bo_free = amd_bo_free,
	.submit = amd_submit,
	.perf_prepare = amd_perf_prepare,
	.get_facts = amd_get_facts,
	.evidence = amd_evidence,
};

/* The mock render node says so in its DRM version (mock_marker.h): 1 mock,
 * 0 not, -errno when the version cannot be read. */
static int is_mock(int fd)
{
	drmVersionPtr v = drmGetVersion(fd);
	int mock;

	if (!v)
		return errno ? -errno : -EIO;
	mock = v->desc && strcmp(v->desc, GS_AMDGPU_MOCK_DESC) == 0;
	drmFreeVersion(v);
	return mock;
}

enum gs_status gsi_amdgpu_open(int index, const struct gs_device_options *opt,
			      struct gs_device *dev, struct gs_error *err)
{
	struct gs_amdgpu_node nodes[16];
	int n = gsi_amdgpu_list(nodes, 16), r;
	struct amd *a;
	struct drm_amdgpu_info_hw_ip ip = { 0 };
	uint32_t major, minor, ipv;
	const struct gs_target *t;
	const char *product;

	if (n == 0)
		return gs_error_set(err, GS_ERR_NODEV,
				    "amdgpu:%d: no amdgpu device (no render node bound to amdgpu)", index);
	if (index < 0 || index >= n)
		return gs_error_set(err, GS_ERR_NODEV, "amdgpu:%d: there %s only %d amdgpu device%s",
				    index, n == 1 ? "is" : "are", n, n == 1 ? "" : "s");
	a = calloc(1, sizeof(*a));
	if (!a)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	snprintf(a->node, sizeof(a->node), "%s", nodes[index].path);
	a->timeout_ns = opt && opt->timeout_ns ? opt->timeout_ns : DEFAULT_TIMEOUT_NS;
	a->fd = open(a->node, O_RDWR | O_CLOEXEC);
	if (a->fd < 0) {
		r = -errno;
		goto fail_errno;
	}
	/* libdrm 2.4.114's amdgpu_device_initialize crashes when its own
	 * drmGetVersion fails (found under the mock's fault injection): ask
	 * first, and stop cleanly if the kernel does not answer */
	r = is_mock(a->fd);
	if (r < 0) {
		enum gs_status st = gs_error_set(err, GS_ERR_NODEV, "%s: the DRM version query (drmGetVersion) failed: %s",
						 a->node, strerror(-r));

		amd_close(a);
		return st;
	}
	a->mock = r;
	r = amdgpu_device_initialize(a->fd, &major, &minor, &a->dev);
	if (r) {
		enum gs_status st = gs_error_set(err, r == -EACCES || r == -EPERM ? GS_ERR_IO : GS_ERR_NODEV,
						 "%s: amdgpu_device_initialize: %s", a->node, strerror(-r));

		amd_close(a);
		return st;
	}
	a->drm_minor = minor;
	if (major != 3 || minor < GS_AMDGPU_MINOR_IP_DISCOVERY) {
		amd_close(a);
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "%s: the amdgpu DRM interface is %u.%u; gfxshim needs 3.%d (Linux 6.2) or later, "
				    "which reports the GC IP version that names the target",
				    nodes[index].path, major, minor, GS_AMDGPU_MINOR_IP_DISCOVERY);
	}
	r = amdgpu_query_hw_ip_info(a->dev, AMDGPU_HW_IP_GFX, 0, &ip);
	if (r) {
		enum gs_status st = gs_error_set(err, GS_ERR_NODEV, "%s: AMDGPU_INFO_HW_IP_INFO (GFX): %s", a->node,
						 strerror(-r));

		amd_close(a);
		return st;
	}
	/* libdrm 2.4.114 calls it _pad; kernels since 6.2 put the GC IP
	 * version there (ip_discovery_version, include/uapi/drm/amdgpu_drm.h). */
	memcpy(&ipv, &ip._pad, sizeof(ipv));
	t = gsi_amdgpu_target_for_ip(ipv);
	if (!t) {
		amd_close(a);
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "%s: GC IP %u.%u.%u (GFX %u.%u) is not a target gfxshim knows",
				    nodes[index].path, (ipv >> 16) & 0xff, (ipv >> 8) & 0xff, ipv & 0xff,
				    ip.hw_ip_version_major, ip.hw_ip_version_minor);
	}
	/* gs_pm4_build_dispatch builds gfx9 (CDNA) dispatches too, which the
	 * target table's DISPATCH flag (the RDNA targets .config enables) does
	 * not cover: the targets the emulator runs are the ones it builds */
	if (!(t->features & GS_FEAT_DISPATCH) && !gs_target_emulated(t)) {
		amd_close(a);
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "%s is %s (%s); gfxshim cannot build its dispatches yet",
				    nodes[index].path, t->name, t->arch);
	}
	r = ctx_create(a);
	if (r) {
		enum gs_status st = gs_error_set(err, r == -ENOMEM ? GS_ERR_NOMEM : GS_ERR_IO,
						 "%s: creating a context (amdgpu_cs_ctx_create2): %s", a->node, strerror(-r));

		amd_close(a);
		return st;
	}
	if (opt && opt->stable_pstate) {
		uint32_t out = 0;

		if (minor < GS_AMDGPU_MINOR_STABLE_PSTATE) {
			amd_close(a);
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "%s: stable clocks need amdgpu DRM 3.%d (the context's stable pstate); this kernel has 3.%u",
					    nodes[index].path, GS_AMDGPU_MINOR_STABLE_PSTATE, minor);
		}
		r = amdgpu_cs_ctx_stable_pstate(a->ctx, AMDGPU_CTX_OP_SET_STABLE_PSTATE,
						AMDGPU_CTX_STABLE_PSTATE_STANDARD, &out);
		if (r)
			goto fail_errno;
		a->stable_pstate = 1;
	}
	/* GPU page faults: the VM's last fault, compared after each submission */
	a->vm_fault_query = minor >= GS_AMDGPU_MINOR_GPUVM_FAULT && !vm_fault_read(a, &a->vm_fault);
	/* an out-fence for the submissions; without one (very old kernels)
	 * the sequence-number fence is waited on instead */
	if (amdgpu_cs_create_syncobj2(a->dev, 0, &a->syncobj))
		a->syncobj = 0;
	product = amdgpu_get_marketing_name(a->dev);
	gather_facts(a, t, ipv, &nodes[index], product);
	dev->ops = &amd_ops;
	dev->priv = a;
	dev->info.target = t;
	dev->info.backend = "amdgpu";
	/* a mock's results come from the emulator behind it */
	dev->info.emulated = dev->info.mock = a->mock;
	snprintf(dev->info.pci_bdf, sizeof(dev->info.pci_bdf), "%s", nodes[index].bdf);
	if (a->mock)
		snprintf(dev->info.name, sizeof(dev->info.name), GS_AMDGPU_MOCK_LABEL " (%.8s, %.12s, %.24s)",
			 t->name, nodes[index].bdf, a->node);
	else
		snprintf(dev->info.name, sizeof(dev->info.name), "%.40s (%s, %.16s, %.24s)",
			 product ? product : "AMD GPU", t->name, nodes[index].bdf, a->node);
	return GS_OK;
fail_errno:
	{
		enum gs_status st = gs_error_set(err, r == -EACCES || r == -EPERM ? GS_ERR_IO : GS_ERR_NODEV,
						 "%s: %s", a->node, strerror(-r));

		amd_close(a);
		return st;
	}
}
