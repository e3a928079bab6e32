// SPDX-License-Identifier: MIT
/*
 * AMDGPU_CS on the emulator, and the fence waits.
 *
 * A submission is checked as amdgpu_cs.c checks it (chunks, context,
 * entity, BO list, syncobjs), then its IBs run at once, in the caller's
 * thread, on the device's emulator (emu/extmem.h) against the memory of the
 * BOs this file has mapped in its VM -- only those in the submission's BO
 * list (or created VM_ALWAYS_VALID): a BO mapped but not listed is not
 * resident for the job, and an access to it is the VM fault a real GPU may
 * raise.  A mapping without AMDGPU_VM_PAGE_WRITEABLE is given to the
 * emulator as a copy; a job that changed the copy wrote to a read-only page:
 * a permission fault, and the BO keeps its bytes (the write is dropped).
 *
 * How a job ends:
 *   ran to its end       fence signals (after the ring's previous job)
 *   GPU page fault       the emulator stopped at the access; the fault goes to
 *                        the file's AMDGPU_INFO_GPUVM_FAULT record and to
 *                        stderr (the mock's dmesg); the fence signals
 *   hang (watchdog, a packet the emulator cannot run, injected hang)
 *                        the fence signals only when the mock "resets the GPU"
 *                        GFXSHIM_MOCKDRM_LOCKUP_MS later, with error -ETIME;
 *                        the context is guilty from then on (CS: -ECANCELED)
 *   injected reset       at once: reset, guilty, fence error -ETIME
 *
 * Stricter than the kernel in one place, as asked of the mock: an IB whose
 * range is not inside one VA mapping of the file fails the CS with EINVAL
 * (amdgpu_cs.c checks IB addresses only for rings that patch IBs; on the
 * compute ring silicon would fault at fetch time).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "emu/extmem.h"
#include "mockdrm.h"

#define MAX_IBS 16
#define MAX_DEPS 64

/* GCVM_L2_PROTECTION_FAULT_STATUS fields (gc_9_4_3/11_0_0/12_0_0 sh_mask.h) */
#define FAULT_PERMISSION_SHIFT 4
#define FAULT_MAPPING_ERROR (1u << 8)
#define FAULT_RW (1u << 18)
#define FAULT_VMID_SHIFT 20
/* PERMISSION_FAULTS bit for a write (assumed: the field's bits follow the
 * PTE's readable/writeable/executable order; no public source names them) */
#define FAULT_PERMISSION_WRITE (0x4u << FAULT_PERMISSION_SHIFT)

struct job {
	struct mock_file *f;
	struct drm_amdgpu_cs_chunk_ib ib[MAX_IBS];
	unsigned int n_ib;
	struct mock_entity *entity;
	uint32_t ip, ring;
	uint32_t *bos;             /* handles the job may touch */
	uint32_t n_bos;
	int own_bos;               /* bos was allocated here (BO_HANDLES chunk) */
	struct mock_fence *deps[MAX_DEPS];
	unsigned int n_deps;
	struct mock_syncobj *out[MAX_DEPS];
	unsigned int n_out;
	struct mock_bo *uf_bo;     /* user fence */
	uint64_t uf_offset;
	/* the last access that found no resident mapping */
	int missed;
	uint64_t miss_va;
	struct mock_bo *miss_bo;   /* mapped but not in the BO list */
};

static int listed(const struct job *j, const struct mock_bo *bo)
{
	if (bo->flags & AMDGPU_GEM_CREATE_VM_ALWAYS_VALID)
		return 1;
	for (uint32_t i = 0; i < j->n_bos; i++)
		if (j->bos[i] == bo->handle)
			return 1;
	return 0;
}

static struct mock_va *va_at(struct mock_file *f, uint64_t va)
{
	for (struct mock_va *v = f->vas; v; v = v->next)
		if (va >= v->start && va - v->start < v->size)
			return v;
	return NULL;
}

/* The emulator found no mapping at va: remember a real fault, not the
 * fetch unit's look-ahead past the end of a resident code buffer. */
static void on_miss(void *ctx, uint64_t va, uint64_t size)
{
	struct job *j = ctx;
	struct mock_va *v = va_at(j->f, va);

	(void)size;
	if (v && listed(j, v->bo) && (v->flags & AMDGPU_VM_PAGE_READABLE))
		return;
	j->missed = 1;
	j->miss_va = va;
	j->miss_bo = v ? v->bo : NULL;
}

static void record_fault(struct mock_file *f, uint64_t addr, uint32_t status)
{
	f->fault_addr = addr & ~(MOCK_PAGE - 1);
	f->fault_status = status | 1u << FAULT_VMID_SHIFT;
	f->fault_vmhub = AMDGPU_VMHUB_TYPE_GFX;
}

static void dump_ib(const struct mock_dev *d, const uint32_t *dw, uint32_t ndw)
{
	char line[64];
	int fd;

	if (!mock_cfg.ib_dump[0] || !dw)
		return;
	fd = mock_real.open(mock_cfg.ib_dump, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0644);
	if (fd < 0) {
		mock_msg("GFXSHIM_MOCKDRM_IB_DUMP: %s: %s", mock_cfg.ib_dump, strerror(errno));
		return;
	}
	snprintf(line, sizeof(line), "ib %s %u:", d->t->name, ndw);
	if (write(fd, line, strlen(line)) < 0)
		goto out;
	for (uint32_t i = 0; i < ndw; i++) {
		snprintf(line, sizeof(line), " %08x", dw[i]);
		if (write(fd, line, 9) < 0)
			goto out;
	}
	if (write(fd, "\n", 1) < 0)
		goto out;
out:
	mock_real.close(fd);
}

/* The host bytes of [va, va + n) if one mapping of the file holds them. */
static const uint32_t *ib_bytes(struct mock_file *f, uint64_t va, uint64_t n)
{
	struct mock_va *v = va_at(f, va);

	if (!v || n > v->size - (va - v->start))
		return NULL;
	return (const uint32_t *)(v->bo->host + v->offset + (va - v->start));
}

/* Run the job's IBs: 0 ran, 1 hung, 2 faulted (recorded). */
static int run(struct job *j, char *why, size_t size)
{
	struct mock_file *f = j->f;
	struct gsi_emu_ext_map maps[256];
	uint8_t *shadow[256] = { NULL };
	size_t n = 0;
	struct gs_error err = { 0 };
	enum gs_status st = GS_OK;
	int result = 0;

	for (struct mock_va *v = f->vas; v; v = v->next) {
		if (!listed(j, v->bo) || !(v->flags & AMDGPU_VM_PAGE_READABLE))
			continue;   /* not resident for this job, or unreadable: every access faults */
		if (n == sizeof(maps) / sizeof(maps[0])) {
			snprintf(why, size, "more than %zu VA mappings in one job (the mock's limit)", n);
			return 1;
		}
		maps[n].va = v->start;
		maps[n].size = v->size;
		maps[n].host = v->bo->host + v->offset;
		if (!(v->flags & AMDGPU_VM_PAGE_WRITEABLE)) {
			shadow[n] = malloc(v->size);
			if (!shadow[n]) {
				snprintf(why, size, "out of memory for a read-only mapping's copy");
				result = 1;
				goto out;
			}
			memcpy(shadow[n], maps[n].host, v->size);
			maps[n].host = shadow[n];
		}
		n++;
	}
	for (unsigned int i = 0; i < j->n_ib && !st; i++) {
		dump_ib(f->dev, ib_bytes(f, j->ib[i].va_start, j->ib[i].ib_bytes), j->ib[i].ib_bytes / 4);
		st = gsi_emu_ext_run(f->dev->emu, maps, n, j->ib[i].va_start, j->ib[i].ib_bytes / 4, on_miss, j, &err);
	}
	/* a write through a read-only mapping: the first changed byte faults */
	for (size_t i = 0; i < n && !result; i++) {
		const uint8_t *orig;
		uint64_t k;

		if (!shadow[i])
			continue;
		orig = va_at(f, maps[i].va)->bo->host + va_at(f, maps[i].va)->offset;
		for (k = 0; k < maps[i].size && shadow[i][k] == orig[k]; k++)
			;
		if (k < maps[i].size) {
			record_fault(f, maps[i].va + k, FAULT_PERMISSION_WRITE | FAULT_RW);
			mock_msg("[gfxhub] page fault (emulated): %s: write to the read-only mapping at 0x%llx "
				 "(handle %u, byte 0x%llx); the write is dropped", f->path,
				 (unsigned long long)maps[i].va, va_at(f, maps[i].va)->bo->handle,
				 (unsigned long long)k);
			result = 2;
		}
	}
	if (st == GS_ERR_FAULT && !result) {
		uint64_t addr = j->missed ? j->miss_va : 0;

		record_fault(f, addr, FAULT_MAPPING_ERROR);
		if (j->missed && j->miss_bo)
			mock_msg("[gfxhub] page fault (emulated): %s: 0x%llx is in handle %u, mapped but not in the "
				 "submission's BO list: %s", f->path, (unsigned long long)addr, j->miss_bo->handle,
				 err.msg);
		else
			mock_msg("[gfxhub] page fault (emulated): %s: %s", f->path, err.msg);
		result = 2;
	} else if (st && !result) {
		/* a wave past the watchdog, or PM4 the emulator cannot run: on
		 * silicon the job would not end either */
		snprintf(why, size, "%s", err.msg);
		result = 1;
	}
out:
	for (size_t i = 0; i < n; i++)
		free(shadow[i]);
	return result;
}

static int64_t max64(int64_t a, int64_t b)
{
	return a > b ? a : b;
}

static void add_reset(struct mock_dev *d, int64_t when)
{
	if (d->n_resets == (int)(sizeof(d->resets) / sizeof(d->resets[0]))) {
		memmove(d->resets, d->resets + 1, sizeof(d->resets) - sizeof(d->resets[0]));
		d->n_resets--;
	}
	d->resets[d->n_resets++] = when;
}

static int add_dep(struct job *j, struct mock_fence *fence)
{
	if (!fence)
		return 0;
	if (j->n_deps == MAX_DEPS)
		return -EINVAL;
	j->deps[j->n_deps++] = mock_fence_get(fence);
	return 0;
}

static int parse_chunk(struct job *j, struct mock_ctx *ctx, const struct drm_amdgpu_cs_chunk *c)
{
	struct mock_file *f = j->f;
	size_t size = (size_t)c->length_dw * 4;
	const void *data = (const void *)(uintptr_t)c->chunk_data;
	int r;

	if (size && !data)
		return -EFAULT;
	switch (c->chunk_id) {
	case AMDGPU_CHUNK_ID_IB: {
		struct drm_amdgpu_cs_chunk_ib ib;
		struct mock_entity *e;

		if (size < sizeof(ib))
			return -EINVAL;
		memcpy(&ib, data, sizeof(ib));
		e = mock_ctx_entity(ctx, ib.ip_type, ib.ip_instance, ib.ring, &r);
		if (!e) {
			static const char *const ips[AMDGPU_HW_IP_NUM] = { "GFX", "COMPUTE", "DMA (SDMA)", "UVD", "VCE",
									  "UVD_ENC", "VCN_DEC", "VCN_ENC", "VCN_JPEG",
									  "VPE" };

			mock_msg("%s: CS refused: an IB for %s ring %u instance %u, which the mock does not model (GFX ring 0 "
				 "and COMPUTE rings 0-3 run PM4 on the emulator)", f->path,
				 ib.ip_type < AMDGPU_HW_IP_NUM ? ips[ib.ip_type] : "an unknown IP", ib.ring, ib.ip_instance);
			return r;
		}
		if (j->entity && j->entity != e) {
			mock_log("%s: CS: a gang submission (IBs on two rings) is not modelled", f->path);
			return -EINVAL;
		}
		if (j->n_ib == MAX_IBS || ib.ib_bytes / 4 > 0xfffff)
			return -EINVAL;
		j->entity = e;
		j->ip = ib.ip_type;
		j->ring = ib.ring;
		j->ib[j->n_ib++] = ib;
		return 0;
	}
	case AMDGPU_CHUNK_ID_FENCE: {
		struct drm_amdgpu_cs_chunk_fence uf;

		if (size < sizeof(uf) || j->uf_bo)
			return -EINVAL;
		memcpy(&uf, data, sizeof(uf));
		j->uf_bo = mock_bo_find(f, uf.handle);
		if (!j->uf_bo || j->uf_bo->size != MOCK_PAGE || uf.offset > MOCK_PAGE - 8)
			return -EINVAL;
		j->uf_offset = uf.offset;
		return 0;
	}
	case AMDGPU_CHUNK_ID_BO_HANDLES: {
		struct drm_amdgpu_bo_list_in in;
		const uint8_t *p;

		if (size < sizeof(in) || j->own_bos)
			return -EINVAL;
		memcpy(&in, data, sizeof(in));
		p = (const uint8_t *)(uintptr_t)in.bo_info_ptr;
		if (in.bo_number > 65536 || (in.bo_number && !p))
			return -EINVAL;
		j->bos = calloc(in.bo_number ? in.bo_number : 1, sizeof(uint32_t));
		if (!j->bos)
			return -ENOMEM;
		j->own_bos = 1;
		j->n_bos = in.bo_number;
		for (uint32_t i = 0; i < in.bo_number; i++) {
			struct drm_amdgpu_bo_list_entry e = { 0, 0 };

			memcpy(&e, p + (size_t)i * in.bo_info_size,
			       in.bo_info_size < sizeof(e) ? in.bo_info_size : sizeof(e));
			if (!mock_bo_find(f, e.bo_handle))
				return -ENOENT;
			j->bos[i] = e.bo_handle;
		}
		return 0;
	}
	case AMDGPU_CHUNK_ID_DEPENDENCIES:
	case AMDGPU_CHUNK_ID_SCHEDULED_DEPENDENCIES: {
		const struct drm_amdgpu_cs_chunk_dep *d = data;

		for (size_t i = 0; i < size / sizeof(*d); i++) {
			struct mock_fence *fence;

			r = mock_entity_fence(f, d[i].ctx_id, d[i].ip_type, d[i].ip_instance, d[i].ring, d[i].handle,
					      &fence);
			if (r)
				return r;
			if ((r = add_dep(j, fence)))
				return r;
		}
		return 0;
	}
	case AMDGPU_CHUNK_ID_SYNCOBJ_IN:
	case AMDGPU_CHUNK_ID_SYNCOBJ_OUT: {
		const struct drm_amdgpu_cs_chunk_sem *s = data;

		if (c->chunk_id == AMDGPU_CHUNK_ID_SYNCOBJ_OUT && j->n_out)
			return -EINVAL;
		for (size_t i = 0; i < size / sizeof(*s); i++) {
			struct mock_syncobj *so = mock_syncobj_find(f, s[i].handle);

			if (!so)
				return -EINVAL;
			if (c->chunk_id == AMDGPU_CHUNK_ID_SYNCOBJ_OUT) {
				if (j->n_out == MAX_DEPS)
					return -EINVAL;
				j->out[j->n_out++] = so;
			} else if (!so->fence) {
				return -EINVAL;   /* drm_syncobj_find_fence: nothing to wait for */
			} else if ((r = add_dep(j, so->fence))) {
				return r;
			}
		}
		return 0;
	}
	case AMDGPU_CHUNK_ID_SYNCOBJ_TIMELINE_WAIT:
	case AMDGPU_CHUNK_ID_SYNCOBJ_TIMELINE_SIGNAL: {
		const struct drm_amdgpu_cs_chunk_syncobj *s = data;

		for (size_t i = 0; i < size / sizeof(*s); i++) {
			struct mock_syncobj *so = mock_syncobj_find(f, s[i].handle);

			if (!so)
				return -EINVAL;
			if (s[i].point) {
				mock_log("%s: CS: timeline points are not modelled", f->path);
				return -EINVAL;
			}
			if (c->chunk_id == AMDGPU_CHUNK_ID_SYNCOBJ_TIMELINE_SIGNAL) {
				if (j->n_out == MAX_DEPS)
					return -EINVAL;
				j->out[j->n_out++] = so;
			} else if (!so->fence) {
				return -EINVAL;
			} else if ((r = add_dep(j, so->fence))) {
				return r;
			}
		}
		return 0;
	}
	case AMDGPU_CHUNK_ID_CP_GFX_SHADOW:
		return size < sizeof(struct drm_amdgpu_cs_chunk_cp_gfx_shadow) ? -EINVAL : 0;
	default:
		return -EINVAL;
	}
}

int mock_cs(struct mock_file *f, union drm_amdgpu_cs *cs)
{
	struct mock_dev *d = f->dev;
	struct drm_amdgpu_cs_in in = cs->in;
	const uint64_t *chunks = (const uint64_t *)(uintptr_t)in.chunks;
	struct job j;
	struct mock_ctx *ctx;
	struct mock_fence *fence;
	struct mock_bo_list *list = NULL;
	int64_t now = mock_now_ns(), start, end;
	char why[1100] = "";
	uint64_t seq;
	int r = 0, outcome = 0, error = 0;

	if (in.num_chunks == 0)
		return -EINVAL;
	ctx = mock_ctx_find(f, in.ctx_id);
	if (!ctx)
		return -EINVAL;
	if (mock_ctx_guilty(ctx, now))
		return -ECANCELED;
	if (!chunks)
		return -EFAULT;
	memset(&j, 0, sizeof(j));
	j.f = f;
	for (uint32_t i = 0; i < in.num_chunks && !r; i++) {
		const struct drm_amdgpu_cs_chunk *c = (const void *)(uintptr_t)chunks[i];

		r = c ? parse_chunk(&j, ctx, c) : -EFAULT;
	}
	if (!r && !j.n_ib)
		r = -EINVAL;
	if (!r && in.bo_list_handle) {
		if (j.own_bos) {
			r = -EINVAL;   /* a BO list and a BO_HANDLES chunk */
		} else {
			for (list = f->lists; list && list->handle != in.bo_list_handle; list = list->next)
				;
			if (!list)
				r = -ENOENT;
			else
				j.bos = list->handles, j.n_bos = list->n;
		}
	}
	/* the IBs lie in mapped memory (the mock's strict check, see above) */
	for (unsigned int i = 0; i < j.n_ib && !r; i++)
		if (!ib_bytes(f, j.ib[i].va_start, j.ib[i].ib_bytes)) {
			mock_msg("%s: CS rejected: IB %u at 0x%llx (%u bytes) is not inside one VA mapping", f->path, i,
				 (unsigned long long)j.ib[i].va_start, j.ib[i].ib_bytes);
			r = -EINVAL;
		}
	if (r)
		goto out;

	/* it starts once its dependencies signalled and its ring is free */
	start = max64(now, d->ring_busy_ns[j.ip][j.ring]);
	for (unsigned int i = 0; i < j.n_deps; i++)
		if (j.deps[i]->signal_ns != INT64_MAX)
			start = max64(start, j.deps[i]->signal_ns);
	end = start;
	switch (f->cs_fault) {
	case MCS_HANG:
		outcome = 1;
		snprintf(why, sizeof(why), "injected hang");
		break;
	case MCS_RESET:
		outcome = 3;
		break;
	case MCS_RESET_INNOCENT:
		add_reset(d, now);
		mock_msg("injected: %s: GPU reset caused by another process (this context is innocent)", f->path);
		/* fall through: the job itself runs */
		__attribute__((fallthrough));
	default:
		outcome = run(&j, why, sizeof(why));
		end = max64(start, mock_now_ns());
		break;
	}
	if (outcome == 1) {
		/* the kernel's job timeout, then a GPU reset that blames this context */
		end = max64(start, mock_now_ns()) + mock_cfg.lockup_ns;
		error = -ETIME;
		add_reset(d, end);
		ctx->guilty_ns = end;
		mock_msg("%s: job on %s ring %u hangs (%s); the mock resets the GPU in %lld ms, this context guilty",
			 f->path, j.ip == AMDGPU_HW_IP_GFX ? "gfx" : "compute", j.ring, why,
			 (long long)(mock_cfg.lockup_ns / 1000000));
	} else if (outcome == 3) {
		error = -ETIME;
		add_reset(d, end);
		ctx->guilty_ns = end;
		mock_msg("injected: %s: GPU reset during this job, this context guilty", f->path);
	}
	fence = mock_fence_new(end, error);
	if (!fence) {
		r = -ENOMEM;
		goto out;
	}
	d->ring_busy_ns[j.ip][j.ring] = end;
	seq = j.entity->sequence++;
	mock_fence_put(j.entity->fences[seq % MOCK_SCHED_JOBS]);
	j.entity->fences[seq % MOCK_SCHED_JOBS] = mock_fence_get(fence);
	for (unsigned int i = 0; i < j.n_out; i++) {
		mock_fence_put(j.out[i]->fence);
		j.out[i]->fence = mock_fence_get(fence);
	}
	for (uint32_t i = 0; i < j.n_bos; i++) {
		struct mock_bo *bo = mock_bo_find(f, j.bos[i]);

		if (bo) {
			mock_fence_put(bo->last);
			bo->last = mock_fence_get(fence);
		}
	}
	/* the user fence: the ring writes the sequence number when the job ends */
	if (j.uf_bo && !error)
		memcpy(j.uf_bo->host + j.uf_offset, &seq, 8);
	mock_fence_put(fence);
	pthread_cond_broadcast(&mock_cond);
	memset(cs, 0, sizeof(*cs));
	cs->out.handle = seq;
out:
	for (unsigned int i = 0; i < j.n_deps; i++)
		mock_fence_put(j.deps[i]);
	if (j.own_bos)
		free(j.bos);
	return r;
}

int mock_entity_fence(struct mock_file *f, uint32_t ctx_id, uint32_t ip, uint32_t instance, uint32_t ring,
		      uint64_t seq, struct mock_fence **out)
{
	struct mock_ctx *c = mock_ctx_find(f, ctx_id);
	struct mock_entity *e;
	int r;

	*out = NULL;
	if (!c)
		return -EINVAL;
	e = mock_ctx_entity(c, ip, instance, ring, &r);
	if (!e)
		return r;
	if (seq >= e->sequence)
		return -EINVAL;   /* not submitted yet */
	if (seq + MOCK_SCHED_JOBS < e->sequence)
		return 0;         /* long signalled */
	*out = e->fences[seq % MOCK_SCHED_JOBS];
	return 0;
}

struct fence_wait {
	struct mock_fence *fences[64];
	unsigned int n;
	int all;
	uint32_t first;
};

static int fences_done(void *ctx, int64_t now)
{
	struct fence_wait *w = ctx;
	unsigned int done = 0;

	w->first = ~0u;
	for (unsigned int i = 0; i < w->n; i++)
		if (mock_fence_done(w->fences[i], now)) {
			done++;
			if (w->first == ~0u)
				w->first = i;
		}
	return w->all ? done == w->n : done > 0;
}

/* amdgpu_gem_timeout: an absolute CLOCK_MONOTONIC time; negative as a
 * signed number: forever */
static int64_t deadline_of(uint64_t timeout)
{
	return (int64_t)timeout < 0 ? INT64_MAX : (int64_t)timeout;
}

int mock_wait_cs(struct mock_file *f, union drm_amdgpu_wait_cs *w)
{
	struct fence_wait fw = { .n = 1, .all = 1 };
	struct mock_fence *fence;
	int r, done, error = 0;

	r = mock_entity_fence(f, w->in.ctx_id, w->in.ip_type, w->in.ip_instance, w->in.ring, w->in.handle, &fence);
	if (r)
		return r;
	fw.fences[0] = mock_fence_get(fence);
	done = mock_wait_until(fences_done, &fw, deadline_of(w->in.timeout));
	if (done && fence)
		error = fence->error;
	mock_fence_put(fw.fences[0]);
	if (error)
		return error;   /* a job that ended in a reset: its fence's error */
	memset(w, 0, sizeof(*w));
	w->out.status = !done;
	return 0;
}

int mock_wait_fences(struct mock_file *f, union drm_amdgpu_wait_fences *w)
{
	const struct drm_amdgpu_fence *in = (const void *)(uintptr_t)w->in.fences;
	struct fence_wait fw = { .all = !!w->in.wait_all };
	int r = 0, done, error = 0;

	if (w->in.fence_count > 64)
		return -ENOMEM;   /* the mock's limit */
	if (w->in.fence_count && !in)
		return -EFAULT;
	for (uint32_t i = 0; i < w->in.fence_count && !r; i++) {
		struct mock_fence *fence;

		r = mock_entity_fence(f, in[i].ctx_id, in[i].ip_type, in[i].ip_instance, in[i].ring, in[i].seq_no,
				      &fence);
		if (!r)
			fw.fences[fw.n++] = mock_fence_get(fence);
	}
	if (!r) {
		done = fw.n == 0 || mock_wait_until(fences_done, &fw, deadline_of(w->in.timeout_ns));
		if (done && fw.first != ~0u && fw.fences[fw.first])
			error = fw.fences[fw.first]->error;
		if (done && fw.all)
			for (unsigned int i = 0; i < fw.n && !error; i++)
				error = fw.fences[i] ? fw.fences[i]->error : 0;
		memset(w, 0, sizeof(*w));
		w->out.status = done;
		w->out.first_signaled = fw.all ? 0 : fw.first;
		r = error;
	}
	for (unsigned int i = 0; i < fw.n; i++)
		mock_fence_put(fw.fences[i]);
	return r;
}

int mock_fence_to_handle(struct mock_file *f, union drm_amdgpu_fence_to_handle *h)
{
	struct drm_amdgpu_fence in = h->in.fence;
	struct mock_fence *fence;
	struct mock_syncobj *s;
	int r;

	r = mock_entity_fence(f, in.ctx_id, in.ip_type, in.ip_instance, in.ring, in.seq_no, &fence);
	if (r)
		return r;
	if (h->in.what != AMDGPU_FENCE_TO_HANDLE_GET_SYNCOBJ) {
		mock_log("%s: FENCE_TO_HANDLE to a file descriptor is not modelled", f->path);
		return h->in.what > AMDGPU_FENCE_TO_HANDLE_GET_SYNC_FILE_FD ? -EINVAL : -EOPNOTSUPP;
	}
	s = calloc(1, sizeof(*s));
	if (!s)
		return -ENOMEM;
	s->fence = fence ? mock_fence_get(fence) : mock_fence_new(0, 0);   /* NULL: the stub fence */
	s->handle = f->next_syncobj++;
	s->next = f->syncobjs;
	f->syncobjs = s;
	memset(h, 0, sizeof(*h));
	h->out.handle = s->handle;
	return 0;
}
