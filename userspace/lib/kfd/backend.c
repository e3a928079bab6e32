// SPDX-License-Identifier: MIT
/*
 * The KFD backend (kfd:N, kfd:N:pm4, kfd:N:aql): buffers are amdkfd
 * allocations mapped at the same address for the CPU and the GPU, and
 * every submission goes through one queue the library built at open --
 * written into the ring and rung by doorbell, no ioctl per dispatch.
 */
#ifdef GS_HAVE_KFD
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/utsname.h>

#include "amdgpu/mock_marker.h"
#include "kfd/kfd_int.h"

#define RING_BYTES (64u << 10)   /* 16384 PM4 dwords, or 1024 AQL packets */

struct kfd_dev {
	struct gsi_kfd *k;
	struct gsi_kfd_queue *q;
	int aql;
	uint64_t timeout_ns;
};

/* A queue that faulted or hung is dead (the CP stopped it); the next
 * submission gets a new one, as a context after a GPU reset. */
static enum gs_status live_queue(struct kfd_dev *d, struct gs_error *err)
{
	if (d->q && !d->q->dead)
		return GS_OK;
	gsi_kfd_queue_destroy(d->q);
	d->q = NULL;
	return gsi_kfd_queue_create(d->k, d->aql ? GSI_KFD_QUEUE_AQL : GSI_KFD_QUEUE_PM4, RING_BYTES, d->timeout_ns,
				    &d->q, err);
}

static void kfd_close(void *priv)
{
	struct kfd_dev *d = priv;

	gsi_kfd_queue_destroy(d->q);
	gsi_kfd_close(d->k);
	free(d);
}

static enum gs_status kfd_bo_alloc(void *priv, uint64_t size, unsigned int flags, struct gs_bo *bo,
				   struct gs_error *err)
{
	struct kfd_dev *d = priv;
	struct gsi_kfd_mem *m = calloc(1, sizeof(*m));
	enum gsi_kfd_mem_kind kind = GSI_KFD_GTT;
	enum gs_status st;

	if (!m)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	if (flags & GS_BO_VRAM)
		kind = flags & GS_BO_CPU_VISIBLE ? GSI_KFD_VRAM_CPU : GSI_KFD_VRAM;
	st = gsi_kfd_mem_alloc(d->k, kind, size, !!(flags & GS_BO_EXEC), m, err);
	if (st) {
		free(m);
		return st;
	}
	bo->va = m->va;
	bo->cpu = m->cpu;
	bo->size = size;
	bo->backend = m;
	return GS_OK;
}

static void kfd_bo_free(void *priv, struct gs_bo *bo)
{
	struct kfd_dev *d = priv;

	gsi_kfd_mem_free(d->k, bo->backend);
	free(bo->backend);
}

static enum gs_status kfd_submit(void *priv, uint64_t ib_va, uint32_t ndw, struct gs_error *err)
{
	struct kfd_dev *d = priv;
	enum gs_status st = live_queue(d, err);

	return st ? st : gsi_kfd_queue_submit_ib(d->q, ib_va, ndw, 1, err);
}

static enum gs_status kfd_submit_repeat(void *priv, uint64_t ib_va, uint32_t ndw, uint32_t count,
					struct gs_error *err)
{
	struct kfd_dev *d = priv;
	enum gs_status st = live_queue(d, err);

	return st ? st : gsi_kfd_queue_submit_ib(d->q, ib_va, ndw, count, err);
}

static enum gs_status kfd_submit_aql(void *priv, const uint8_t pkt[64], uint32_t count, uint64_t pre_va,
				     uint32_t pre_ndw, uint64_t post_va, uint32_t post_ndw, struct gs_error *err)
{
	struct kfd_dev *d = priv;
	enum gs_status st = live_queue(d, err);

	return st ? st : gsi_kfd_queue_submit_aql(d->q, pkt, count, pre_va, pre_ndw, post_va, post_ndw, err);
}

static enum gs_status kfd_cu_mask(void *priv, const uint32_t *mask, uint32_t n_bits, struct gs_error *err)
{
	struct kfd_dev *d = priv;
	enum gs_status st = live_queue(d, err);

	return st ? st : gsi_kfd_queue_cu_mask(d->q, mask, n_bits, err);
}

static enum gs_status kfd_clock_sample(void *priv, struct gs_clock_sample *s, struct gs_error *err)
{
	struct gsi_kfd_clocks c;
	enum gs_status st = gsi_kfd_clocks(((struct kfd_dev *)priv)->k, &c, err);

	if (!st) {
		s->gpu_ticks = c.gpu;
		s->cpu_raw_ns = c.cpu_ns;
		s->boottime_ns = c.system_ns;
	}
	return st;
}

/* a mock /dev/kfd is the emulator behind the mock render node: never silicon */
static const char *kfd_evidence(const void *priv)
{
	return ((const struct kfd_dev *)priv)->k->mock ? "mock" : "silicon";
}

static enum gs_status kfd_facts(const void *priv, struct gs_device_facts *f, struct gs_error *err)
{
	const struct kfd_dev *d = priv;
	const struct gsi_kfd *k = d->k;
	const struct gs_kfd_node *n = &k->node;
	const struct gs_target *t = n->target;
	struct utsname u;

	(void)err;
	memset(f, 0, sizeof(*f));
	f->target = t;
	f->backend = "kfd";
	f->mock = f->emulated = k->mock;
	snprintf(f->name, sizeof(f->name), "%s%s", k->mock ? "mock: " : "", n->name[0] ? n->name : "AMD GPU");
	/* location_id: bus << 8 | device << 3 | function (kfd_topology.c) */
	snprintf(f->pci_bdf, sizeof(f->pci_bdf), "%04x:%02x:%02x.%x", n->domain & 0xffff, (n->location_id >> 8) & 0xff,
		 (n->location_id >> 3) & 0x1f, n->location_id & 7);
	f->pci_device_id = n->device_id;
	f->family = k->family;
	f->gc_version = (uint32_t)t->gc_major << 16 | (uint32_t)t->gc_minor << 8 | t->gc_rev;
	f->num_se = k->num_se;
	f->num_sa_per_se = k->num_sa_per_se;
	f->cu_per_sa = n->cu_per_simd_array ? n->cu_per_simd_array : k->cu_per_sh;
	f->cu_active = n->simd_per_cu ? n->simd_count / n->simd_per_cu : k->cu_active;
	f->wgp_active = t->cu_per_wgp ? f->cu_active / t->cu_per_wgp : 0;
	f->wave_size = n->wave_front_size;
	f->l2_channels = k->tcc;
	f->lds_bytes = n->lds_size_in_kb ? n->lds_size_in_kb * 1024u : t->lds_bytes;
	f->max_engine_clock_khz = (uint64_t)n->max_engine_clk_fcompute * 1000u;
	f->timestamp_khz = k->gpu_counter_khz;
	f->vram_bytes = n->local_mem_bytes;
	f->fw_mec = n->fw_version;
	snprintf(f->drm_driver, sizeof(f->drm_driver), "amdgpu");
	f->drm_major = k->drm_major;
	f->drm_minor = k->drm_minor;
	f->drm_patch = k->drm_patch;
	if (!k->mock && uname(&u) == 0)
		snprintf(f->kernel, sizeof(f->kernel), "%.63s", u.release);
	f->shared_aperture = k->lds_base;
	f->private_aperture = k->scratch_base;
	snprintf(f->missing, sizeof(f->missing), "%s",
		 k->gpu_counter_khz ? "" : "timestamp clock rate (AMDGPU_INFO_DEV_INFO gpu_counter_freq 0)");
	return GS_OK;
}

static const struct gs_backend_ops kfd_ops = {
	.name = "kfd",
	.close = kfd_close,
	.bo_alloc = kfd_bo_alloc,
	.bo_free = kfd_bo_free,
	.submit = kfd_submit,
	.get_facts = kfd_facts,
	.evidence = kfd_evidence,
	.submit_repeat = kfd_submit_repeat,
	.cu_mask = kfd_cu_mask,
	.clock_sample = kfd_clock_sample,
};

static const struct gs_backend_ops kfd_aql_ops = {
	.name = "kfd",
	.close = kfd_close,
	.bo_alloc = kfd_bo_alloc,
	.bo_free = kfd_bo_free,
	.submit = kfd_submit,
	.get_facts = kfd_facts,
	.evidence = kfd_evidence,
	.submit_repeat = kfd_submit_repeat,
	.submit_aql = kfd_submit_aql,
	.cu_mask = kfd_cu_mask,
	.clock_sample = kfd_clock_sample,
};

enum gs_status gsi_kfd_backend_open(int index, int aql, const struct gs_device_options *opt, struct gs_device *dev,
			   struct gs_error *err)
{
	struct kfd_dev *d = calloc(1, sizeof(*d));
	const struct gs_kfd_node *n;
	enum gs_status st;

	if (!d)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	d->aql = aql;
	d->timeout_ns = opt ? opt->timeout_ns : 0;
	st = gsi_kfd_open(index, &d->k, err);
	if (!st)
		st = gsi_kfd_queue_create(d->k, aql ? GSI_KFD_QUEUE_AQL : GSI_KFD_QUEUE_PM4, RING_BYTES,
					  opt ? opt->timeout_ns : 0, &d->q, err);
	if (st) {
		gsi_kfd_close(d->k);
		free(d);
		return st;
	}
	n = &d->k->node;
	dev->ops = aql ? &kfd_aql_ops : &kfd_ops;
	dev->priv = d;
	dev->info.target = n->target;
	dev->info.backend = "kfd";
	dev->info.path = aql ? "kfd-aql" : "kfd-pm4";
	dev->info.emulated = dev->info.mock = d->k->mock;
	snprintf(dev->info.pci_bdf, sizeof(dev->info.pci_bdf), "%04x:%02x:%02x.%x", n->domain & 0xffff,
		 (n->location_id >> 8) & 0xff, (n->location_id >> 3) & 0x1f, n->location_id & 7);
	snprintf(dev->info.name, sizeof(dev->info.name), "%s (%s, KFD %s queue, gpu_id %u, %s)",
		 d->k->mock ? "mock /dev/kfd (emulated): not a silicon result" : n->name[0] ? n->name : "AMD GPU",
		 n->target->name, aql ? "AQL" : "PM4", n->gpu_id, d->k->drm_name);
	return GS_OK;
}
#else
extern int gsi_kfd_backend_not_built;
#endif /* GS_HAVE_KFD */
