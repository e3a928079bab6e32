// SPDX-License-Identifier: MIT
/*
 * The amdgpu driver ioctls of a mock render node except CS and the fence
 * waits (cs.c): INFO, GEM_CREATE/MMAP/VA/OP/METADATA/WAIT_IDLE, CTX,
 * BO_LIST, VM.  Each checks its arguments as linux 6.12's amdgpu does
 * (amdgpu_kms.c, amdgpu_gem.c, amdgpu_vm.c, amdgpu_ctx.c, amdgpu_bo_list.c)
 * and fails with the same errno.
 *
 * What the mock is (numbers it cannot take from the emulator are the mock's
 * own and labelled assumed): 1 SE, 1 SA, 1 WGP (2 CUs; gfx9: 1 CU), 1 L2
 * channel -- the emulator's topology; the GPU clock is the emulator's
 * (GS_EMU_CLOCK_KHZ); VRAM and GTT heaps of 2 GiB each (assumed: the
 * mock's cap, all VRAM CPU-visible); no engine/memory clocks, no firmware
 * (versions 0), no SDMA/video rings; a 48-bit VM (gmc_v9/v11/v12:
 * amdgpu_vm_adjust_size(..., 48)) with the kernel's reserved areas.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <sys/mman.h>

#include "gfxshim/device.h"
#include "gfxshim/regs.h"
#include "emu/extmem.h"
#include "mockdrm.h"

#define HEAP_BYTES (2ull << 30)
#define VM_BITS 48
#define MAX_PFN (1ull << (VM_BITS - 12))
#define VA_RESERVED_BOTTOM (1ull << 16)                     /* amdgpu_vm.h */
#define VA_RESERVED_TOP ((1ull << 16) + (2ull << 20) + (2ull << 20))  /* trap + seq64 + CSA */
#define GMC_HOLE_START 0x0000800000000000ull                  /* amdgpu_gmc.h */
#define GMC_HOLE_END 0xffff800000000000ull
#define GMC_HOLE_MASK 0x0000ffffffffffffull

/* ---- lookups ---- */

struct mock_bo *mock_bo_find(struct mock_file *f, uint32_t handle)
{
	for (struct mock_bo *b = f->bos; b; b = b->next)
		if (b->handle == handle)
			return b;
	return NULL;
}

void mock_bo_free(struct mock_file *f, struct mock_bo *bo)
{
	for (struct mock_bo **b = &f->bos; *b; b = &(*b)->next)
		if (*b == bo) {
			*b = bo->next;
			break;
		}
	if (bo->host)
		mock_real.munmap(bo->host, bo->size);
	if (bo->memfd >= 0)
		mock_real.close(bo->memfd);
	mock_fence_put(bo->last);
	free(bo);
}

struct mock_ctx *mock_ctx_find(struct mock_file *f, uint32_t id)
{
	for (struct mock_ctx *c = f->ctxs; c; c = c->next)
		if (c->id == id)
			return c;
	return NULL;
}

static void entity_free(struct mock_entity *e)
{
	for (unsigned int i = 0; i < MOCK_SCHED_JOBS; i++)
		mock_fence_put(e->fences[i]);
}

void mock_ctx_free(struct mock_ctx *c)
{
	entity_free(&c->gfx);
	for (unsigned int i = 0; i < MOCK_COMPUTE_RINGS; i++)
		entity_free(&c->compute[i]);
	free(c);
}

/* amdgpu_ctx_get_entity: GFX and COMPUTE run on the emulator; the other
 * engines are not modelled (the mock reports no rings for them). */
struct mock_entity *mock_ctx_entity(struct mock_ctx *c, uint32_t ip, uint32_t instance, uint32_t ring, int *err)
{
	*err = -EINVAL;
	if (ip >= AMDGPU_HW_IP_NUM || instance != 0)
		return NULL;
	if (ip == AMDGPU_HW_IP_GFX && ring == 0)
		return &c->gfx;
	if (ip == AMDGPU_HW_IP_COMPUTE && ring < MOCK_COMPUTE_RINGS)
		return &c->compute[ring];
	return NULL;
}

int mock_ctx_guilty(const struct mock_ctx *c, int64_t now)
{
	return c->guilty_ns <= now;
}

int mock_device_reset_since(const struct mock_dev *d, int64_t since, int64_t now)
{
	for (int i = 0; i < d->n_resets; i++)
		if (d->resets[i] > since && d->resets[i] <= now)
			return 1;
	return 0;
}

static uint64_t heap_usage(const struct mock_file *f, uint32_t domain)
{
	uint64_t n = 0;

	for (const struct mock_bo *b = f->bos; b; b = b->next)
		if ((b->domains & AMDGPU_GEM_DOMAIN_VRAM ? AMDGPU_GEM_DOMAIN_VRAM : AMDGPU_GEM_DOMAIN_GTT) == domain)
			n += b->size;
	return n;
}

static uint64_t vm_size(void)
{
	return MAX_PFN * MOCK_PAGE - VA_RESERVED_TOP;
}

/* ---- AMDGPU_INFO ---- */

static int out(const struct drm_amdgpu_info *in, const void *v, size_t n)
{
	void *p = (void *)(uintptr_t)in->return_pointer;

	memcpy(p, v, in->return_size < n ? in->return_size : n);
	return 0;
}

static void dev_info(const struct mock_dev *d, struct drm_amdgpu_info_device *di)
{
	int gfx9 = d->t->gen == GS_GEN_GFX9;
	uint64_t vm = vm_size();

	memset(di, 0, sizeof(*di));
	di->device_id = d->pci_device;
	di->chip_rev = 0;
	di->external_rev = 0;
	di->pci_rev = d->pci_rev;
	di->family = d->t->amdgpu_family;
	di->num_shader_engines = 1;
	di->num_shader_arrays_per_engine = 1;
	di->gpu_counter_freq = GS_EMU_CLOCK_KHZ;   /* the emulator's clock, kHz */
	di->cu_active_number = gfx9 ? 1 : 2;
	di->cu_ao_mask = gfx9 ? 1 : 3;
	di->cu_bitmap[0][0] = gfx9 ? 1 : 3;
	di->enabled_rb_pipes_mask = 1;
	di->num_rb_pipes = 1;
	di->num_hw_gfx_contexts = 8;
	di->virtual_address_offset = VA_RESERVED_BOTTOM;
	di->virtual_address_max = vm < GMC_HOLE_START ? vm : GMC_HOLE_START;
	di->virtual_address_alignment = (uint32_t)MOCK_PAGE;
	di->pte_fragment_size = 2u << 20;   /* assumed: amdgpu's default fragment of 9 bits */
	di->gart_page_size = (uint32_t)MOCK_PAGE;
	if (vm > GMC_HOLE_START) {
		di->high_va_offset = GMC_HOLE_END;
		di->high_va_max = GMC_HOLE_END | vm;
	}
	di->wave_front_size = d->t->features & GS_FEAT_WAVE32 ? 32 : 64;
	di->num_shader_visible_vgprs = 256;
	di->num_cu_per_sh = gfx9 ? 1 : 2;
	di->num_tcc_blocks = 1;
}

static int hw_ip_info(const struct mock_dev *d, const struct drm_amdgpu_info *in)
{
	struct drm_amdgpu_info_hw_ip ip;
	uint32_t type = in->query_hw_ip.type;
	const struct gs_target *t = d->t;

	if (in->query_hw_ip.ip_instance >= AMDGPU_HW_IP_INSTANCE_MAX_COUNT || type >= AMDGPU_HW_IP_NUM)
		return -EINVAL;
	memset(&ip, 0, sizeof(ip));
	if (type == AMDGPU_HW_IP_GFX || type == AMDGPU_HW_IP_COMPUTE) {
		/* the GFX IP block's version (gfx_v9_4_3: 9.4, gfx_v11_0: 11.0,
		 * gfx_v12_0: 12.0) and GC's IP discovery version (3.48+) */
		ip.hw_ip_version_major = t->gc_major;
		ip.hw_ip_version_minor = t->gen == GS_GEN_GFX9 ? t->gc_minor : 0;
		if (mock_cfg.drm_minor >= 48)
			ip.ip_discovery_version = (uint32_t)t->gc_major << 16 | (uint32_t)t->gc_minor << 8 | t->gc_rev;
		ip.ib_start_alignment = 32;
		ip.ib_size_alignment = 32;
		/* CDNA has no graphics ring */
		if (type == AMDGPU_HW_IP_COMPUTE)
			ip.available_rings = (1u << MOCK_COMPUTE_RINGS) - 1;
		else
			ip.available_rings = t->gen == GS_GEN_GFX9 ? 0 : 1;
	}
	/* other engines: no IP block, all zero (amdgpu_hw_ip_info returns 0) */
	return out(in, &ip, sizeof(ip));
}

static int fw_version(const struct drm_amdgpu_info *in)
{
	struct drm_amdgpu_info_firmware fw = { 0, 0 };
	uint32_t type = in->query_fw.fw_type;

	if (in->query_fw.ip_instance != 0)
		return -EINVAL;
	if ((type == AMDGPU_INFO_FW_GFX_ME && (mock_cfg.no_fw & 1)) ||
	    (type == AMDGPU_INFO_FW_GFX_MEC && (mock_cfg.no_fw & 2)))
		return -EINVAL;   /* injected: as a kernel without that firmware query */
	if (type == AMDGPU_INFO_FW_GFX_MEC && in->query_fw.index > 1)
		return -EINVAL;
	if (type == 0 || type > AMDGPU_INFO_FW_VPE)
		return -EINVAL;
	/* the mock runs no firmware: every version is 0 */
	return out(in, &fw, sizeof(fw));
}

/* The registers amdgpu lets userspace read (soc15.c/soc21.c/soc24.c
 * allowed_read_registers): status registers and GB_ADDR_CONFIG.  The mock is
 * always idle; GB_ADDR_CONFIG is not modelled (0). */
static int read_mmr(const struct mock_dev *d, const struct drm_amdgpu_info *in)
{
	static const char *const allowed[] = {
		"GRBM_STATUS", "GRBM_STATUS2", "GRBM_STATUS_SE0", "GRBM_STATUS_SE1", "GRBM_STATUS_SE2",
		"GRBM_STATUS_SE3", "CP_STAT", "CP_STALLED_STAT1", "CP_STALLED_STAT2", "CP_STALLED_STAT3",
		"CP_CPF_BUSY_STAT", "CP_CPF_STALLED_STAT1", "CP_CPF_STATUS", "CP_CPC_BUSY_STAT",
		"CP_CPC_STALLED_STAT1", "CP_CPC_STATUS", "GB_ADDR_CONFIG",
	};
	const struct gs_regdb *db = gs_regdb_find(d->t->regdb);
	unsigned int se = (in->read_mmr_reg.instance >> AMDGPU_INFO_MMR_SE_INDEX_SHIFT) & AMDGPU_INFO_MMR_SE_INDEX_MASK;
	unsigned int sh = (in->read_mmr_reg.instance >> AMDGPU_INFO_MMR_SH_INDEX_SHIFT) & AMDGPU_INFO_MMR_SH_INDEX_MASK;
	uint32_t regs[128];

	if (se != AMDGPU_INFO_MMR_SE_INDEX_MASK && se >= 8)   /* AMDGPU_GFX_MAX_SE */
		return -EINVAL;
	if (sh != AMDGPU_INFO_MMR_SH_INDEX_MASK && sh >= 4)   /* AMDGPU_GFX_MAX_SH_PER_SE */
		return -EINVAL;
	if (in->read_mmr_reg.count > 128)
		return -EINVAL;
	for (uint32_t i = 0; i < in->read_mmr_reg.count; i++) {
		uint32_t off = in->read_mmr_reg.dword_offset + i;
		int ok = 0;

		for (size_t k = 0; k < sizeof(allowed) / sizeof(allowed[0]) && !ok; k++) {
			const struct gs_reg *r = db ? gs_reg_by_name(db, allowed[k]) : NULL;

			ok = r && r->addr == off;
		}
		if (!ok) {
			mock_log("READ_MMR_REG: 0x%x is not a register amdgpu lets userspace read", off);
			return -EFAULT;
		}
		regs[i] = 0;
	}
	return out(in, regs, in->read_mmr_reg.count * 4u);
}

static int info(struct mock_file *f, struct drm_amdgpu_info *in)
{
	struct mock_dev *d = f->dev;
	uint32_t ui32;
	uint64_t ui64;

	if (!in->return_size || !in->return_pointer)
		return -EINVAL;
	switch (in->query) {
	case AMDGPU_INFO_ACCEL_WORKING:
		ui32 = 1;
		return out(in, &ui32, 4);
	case AMDGPU_INFO_HW_IP_INFO:
		return hw_ip_info(d, in);
	case AMDGPU_INFO_HW_IP_COUNT:
		if (in->query_hw_ip.type != AMDGPU_HW_IP_GFX && in->query_hw_ip.type != AMDGPU_HW_IP_COMPUTE)
			return -EINVAL;   /* no such IP block */
		ui32 = 1;
		return out(in, &ui32, 4);
	case AMDGPU_INFO_TIMESTAMP:
		ui64 = gsi_emu_ext_clock(d->emu);
		return out(in, &ui64, 8);
	case AMDGPU_INFO_FW_VERSION:
		return fw_version(in);
	case AMDGPU_INFO_NUM_BYTES_MOVED:
	case AMDGPU_INFO_NUM_EVICTIONS:
	case AMDGPU_INFO_NUM_VRAM_CPU_PAGE_FAULTS:
	case AMDGPU_INFO_VRAM_LOST_COUNTER:
		ui64 = 0;   /* nothing moves, nothing is evicted or lost */
		return out(in, &ui64, in->query == AMDGPU_INFO_VRAM_LOST_COUNTER ? 4 : 8);
	case AMDGPU_INFO_VRAM_USAGE:
	case AMDGPU_INFO_VIS_VRAM_USAGE:
		ui64 = heap_usage(f, AMDGPU_GEM_DOMAIN_VRAM);
		return out(in, &ui64, 8);
	case AMDGPU_INFO_GTT_USAGE:
		ui64 = heap_usage(f, AMDGPU_GEM_DOMAIN_GTT);
		return out(in, &ui64, 8);
	case AMDGPU_INFO_VRAM_GTT: {
		struct drm_amdgpu_info_vram_gtt vg = { HEAP_BYTES, HEAP_BYTES, HEAP_BYTES };

		return out(in, &vg, sizeof(vg));
	}
	case AMDGPU_INFO_MEMORY: {
		struct drm_amdgpu_memory_info m;

		memset(&m, 0, sizeof(m));
		m.vram.total_heap_size = m.vram.usable_heap_size = HEAP_BYTES;
		m.vram.heap_usage = heap_usage(f, AMDGPU_GEM_DOMAIN_VRAM);
		m.vram.max_allocation = HEAP_BYTES * 3 / 4;
		m.cpu_accessible_vram = m.vram;
		m.gtt.total_heap_size = m.gtt.usable_heap_size = HEAP_BYTES;
		m.gtt.heap_usage = heap_usage(f, AMDGPU_GEM_DOMAIN_GTT);
		m.gtt.max_allocation = HEAP_BYTES * 3 / 4;
		return out(in, &m, sizeof(m));
	}
	case AMDGPU_INFO_READ_MMR_REG:
		return read_mmr(d, in);
	case AMDGPU_INFO_DEV_INFO: {
		struct drm_amdgpu_info_device di;

		dev_info(d, &di);
		return out(in, &di, sizeof(di));
	}
	case AMDGPU_INFO_MAX_IBS: {
		uint32_t max[AMDGPU_HW_IP_NUM] = { 0 };

		max[AMDGPU_HW_IP_GFX] = max[AMDGPU_HW_IP_COMPUTE] = 192;   /* amdgpu_ring_max_ibs */
		return out(in, max, sizeof(max));
	}
	case AMDGPU_INFO_GPUVM_FAULT: {
		struct drm_amdgpu_info_gpuvm_fault vf = { f->fault_addr, f->fault_status, f->fault_vmhub };

		if (mock_cfg.drm_minor < 55)
			return -EINVAL;   /* the query came with 3.55 */
		return out(in, &vf, sizeof(vf));
	}
	default:
		mock_log("%s: AMDGPU_INFO query 0x%x is not modelled", f->path, in->query);
		return -EINVAL;
	}
}

/* ---- GEM ---- */

static int domains_valid(uint32_t domains)
{
	uint32_t normal = AMDGPU_GEM_DOMAIN_CPU | AMDGPU_GEM_DOMAIN_GTT | AMDGPU_GEM_DOMAIN_VRAM;
	uint32_t special = domains & AMDGPU_GEM_DOMAIN_MASK & ~normal;

	if (!special)
		return 1;
	if (domains & normal)
		return 0;
	return !(special & (special - 1));
}

static int gem_create(struct mock_file *f, union drm_amdgpu_gem_create *args)
{
	const uint64_t valid = AMDGPU_GEM_CREATE_CPU_ACCESS_REQUIRED | AMDGPU_GEM_CREATE_NO_CPU_ACCESS |
			       AMDGPU_GEM_CREATE_CPU_GTT_USWC | AMDGPU_GEM_CREATE_VRAM_CLEARED |
			       AMDGPU_GEM_CREATE_VM_ALWAYS_VALID | AMDGPU_GEM_CREATE_EXPLICIT_SYNC |
			       AMDGPU_GEM_CREATE_ENCRYPTED | AMDGPU_GEM_CREATE_GFX12_DCC |
			       AMDGPU_GEM_CREATE_DISCARDABLE;
	uint64_t size = args->in.bo_size, flags = args->in.domain_flags, rounded;
	uint32_t domains = (uint32_t)args->in.domains;
	struct mock_bo *bo;
	char name[32];

	if (args->in.domains & AMDGPU_GEM_DOMAIN_DOORBELL)
		return -EINVAL;
	if (flags & ~valid)
		return -EINVAL;
	if ((args->in.domains & ~(uint64_t)AMDGPU_GEM_DOMAIN_MASK) || !domains_valid(domains))
		return -EINVAL;
	if (flags & AMDGPU_GEM_CREATE_ENCRYPTED)
		return -EINVAL;   /* no TMZ */
	if (domains & (AMDGPU_GEM_DOMAIN_GDS | AMDGPU_GEM_DOMAIN_GWS | AMDGPU_GEM_DOMAIN_OA)) {
		mock_log("%s: GDS/GWS/OA buffers are not modelled", f->path);
		return -EINVAL;
	}
	rounded = (size + MOCK_PAGE - 1) & ~(MOCK_PAGE - 1);
	if (!size || rounded < size)
		return -EINVAL;
	/* the heap it goes to (VRAM falls back to GTT, as the retry in
	 * amdgpu_gem_create_ioctl) */
	if (rounded > HEAP_BYTES - heap_usage(f, AMDGPU_GEM_DOMAIN_VRAM) &&
	    rounded > HEAP_BYTES - heap_usage(f, AMDGPU_GEM_DOMAIN_GTT))
		return -ENOMEM;
	bo = calloc(1, sizeof(*bo));
	if (!bo)
		return -ENOMEM;
	snprintf(name, sizeof(name), "gfxshim-mockdrm-bo%u", f->next_handle);
	bo->memfd = memfd_create(name, MFD_CLOEXEC);
	if (bo->memfd < 0 || ftruncate(bo->memfd, (off_t)rounded)) {
		int e = errno;

		if (bo->memfd >= 0)
			mock_real.close(bo->memfd);
		free(bo);
		return e == ENOSPC || e == EFBIG ? -ENOMEM : -e;
	}
	/* zero-filled, as VRAM_CLEARED (always set since 6.12) and GTT pages are */
	bo->host = mock_real.mmap(NULL, rounded, PROT_READ | PROT_WRITE, MAP_SHARED, bo->memfd, 0);
	if (bo->host == MAP_FAILED) {
		mock_real.close(bo->memfd);
		free(bo);
		return -ENOMEM;
	}
	bo->handle = f->next_handle++;
	bo->size = rounded;
	bo->alignment = args->in.alignment;
	bo->domains = domains;
	bo->flags = flags | AMDGPU_GEM_CREATE_VRAM_CLEARED;
	bo->mmap_offset = f->dev->mmap_next;
	f->dev->mmap_next += rounded + MOCK_PAGE;
	bo->next = f->bos;
	f->bos = bo;
	memset(args, 0, sizeof(*args));
	args->out.handle = bo->handle;
	return 0;
}

static int gem_mmap(struct mock_file *f, union drm_amdgpu_gem_mmap *args)
{
	struct mock_bo *bo = mock_bo_find(f, args->in.handle);

	memset(args, 0, sizeof(*args));
	if (!bo)
		return -ENOENT;
	if (bo->flags & AMDGPU_GEM_CREATE_NO_CPU_ACCESS)
		return -EPERM;
	args->out.addr_ptr = bo->mmap_offset;
	return 0;
}

static struct mock_va *va_overlap(struct mock_file *f, uint64_t start, uint64_t size)
{
	for (struct mock_va *v = f->vas; v; v = v->next)
		if (start < v->start + v->size && v->start < start + size)
			return v;
	return NULL;
}

static int va_map(struct mock_file *f, struct mock_bo *bo, uint64_t saddr, uint64_t offset, uint64_t size,
		  uint32_t flags)
{
	struct mock_va *v, *o;

	/* amdgpu_vm_verify_parameters */
	if ((saddr | offset | size) & (MOCK_PAGE - 1))
		return -EINVAL;
	if (size == 0 || saddr + size < saddr || offset + size < offset)
		return -EINVAL;
	if (offset + size > bo->size)
		return -EINVAL;
	if ((saddr + size - 1) / MOCK_PAGE >= MAX_PFN)
		return -EINVAL;
	o = va_overlap(f, saddr, size);
	if (o) {
		mock_msg("%s: GEM_VA MAP of handle %u at 0x%llx-0x%llx conflicts with 0x%llx-0x%llx (handle %u)",
			 f->path, bo->handle, (unsigned long long)saddr, (unsigned long long)(saddr + size),
			 (unsigned long long)o->start, (unsigned long long)(o->start + o->size), o->bo->handle);
		return -EINVAL;
	}
	v = calloc(1, sizeof(*v));
	if (!v)
		return -ENOMEM;
	v->start = saddr;
	v->size = size;
	v->offset = offset;
	v->flags = flags;
	v->bo = bo;
	v->next = f->vas;
	f->vas = v;
	return 0;
}

static int va_unmap(struct mock_file *f, struct mock_bo *bo, uint64_t saddr)
{
	/* amdgpu_vm_bo_unmap: the BO's mapping that starts at that page */
	for (struct mock_va **v = &f->vas; *v; v = &(*v)->next)
		if ((*v)->bo == bo && (*v)->start / MOCK_PAGE == saddr / MOCK_PAGE) {
			struct mock_va *dead = *v;

			*v = dead->next;
			free(dead);
			return 0;
		}
	return -ENOENT;
}

/* AMDGPU_VA_OP_CLEAR: every mapping in [saddr, saddr + size) goes, the
 * ones crossing its ends trimmed (amdgpu_vm_bo_clear_mappings). */
static int va_clear(struct mock_file *f, uint64_t saddr, uint64_t size)
{
	uint64_t eaddr = saddr + size;

	if ((saddr | size) & (MOCK_PAGE - 1) || size == 0 || eaddr < saddr)
		return -EINVAL;
	for (struct mock_va **pv = &f->vas; *pv;) {
		struct mock_va *v = *pv;
		uint64_t end = v->start + v->size;

		if (end <= saddr || v->start >= eaddr) {
			pv = &v->next;
			continue;
		}
		if (v->start < saddr && end > eaddr) {
			/* split: keep both ends */
			struct mock_va *tail = calloc(1, sizeof(*tail));

			if (!tail)
				return -ENOMEM;
			*tail = *v;
			tail->start = eaddr;
			tail->offset = v->offset + (eaddr - v->start);
			tail->size = end - eaddr;
			v->size = saddr - v->start;
			tail->next = v->next;
			v->next = tail;
			pv = &tail->next;
		} else if (v->start < saddr) {
			v->size = saddr - v->start;
			pv = &v->next;
		} else if (end > eaddr) {
			v->offset += eaddr - v->start;
			v->size = end - eaddr;
			v->start = eaddr;
			pv = &v->next;
		} else {
			*pv = v->next;
			free(v);
		}
	}
	return 0;
}

static int gem_va(struct mock_file *f, struct drm_amdgpu_gem_va *a)
{
	const uint32_t valid = AMDGPU_VM_DELAY_UPDATE | AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE |
			       AMDGPU_VM_PAGE_EXECUTABLE | AMDGPU_VM_MTYPE_MASK | AMDGPU_VM_PAGE_NOALLOC;
	const uint32_t prt = AMDGPU_VM_DELAY_UPDATE | AMDGPU_VM_PAGE_PRT;
	struct mock_bo *bo = NULL;
	int r;

	if (a->va_address < VA_RESERVED_BOTTOM)
		return -EINVAL;
	if (a->va_address >= GMC_HOLE_START && a->va_address < GMC_HOLE_END)
		return -EINVAL;
	a->va_address &= GMC_HOLE_MASK;
	if (a->va_address + a->map_size > vm_size())
		return -EINVAL;
	if ((a->flags & ~valid) && (a->flags & ~prt))
		return -EINVAL;
	switch (a->operation) {
	case AMDGPU_VA_OP_MAP:
	case AMDGPU_VA_OP_UNMAP:
	case AMDGPU_VA_OP_CLEAR:
	case AMDGPU_VA_OP_REPLACE:
		break;
	default:
		return -EINVAL;
	}
	if (a->flags & AMDGPU_VM_PAGE_PRT) {
		mock_log("%s: PRT mappings are not modelled", f->path);
		return -EINVAL;
	}
	if (a->operation != AMDGPU_VA_OP_CLEAR && !(bo = mock_bo_find(f, a->handle)))
		return -ENOENT;
	switch (a->operation) {
	case AMDGPU_VA_OP_MAP:
		return va_map(f, bo, a->va_address, a->offset_in_bo, a->map_size, a->flags);
	case AMDGPU_VA_OP_UNMAP:
		return va_unmap(f, bo, a->va_address);
	case AMDGPU_VA_OP_CLEAR:
		return va_clear(f, a->va_address, a->map_size);
	default:   /* REPLACE: clear the range, then map */
		if ((a->va_address | a->offset_in_bo | a->map_size) & (MOCK_PAGE - 1) || !a->map_size ||
		    a->offset_in_bo + a->map_size > bo->size)
			return -EINVAL;
		r = va_clear(f, a->va_address, a->map_size);
		return r ? r : va_map(f, bo, a->va_address, a->offset_in_bo, a->map_size, a->flags);
	}
}

static int gem_op(struct mock_file *f, struct drm_amdgpu_gem_op *a)
{
	struct mock_bo *bo = mock_bo_find(f, a->handle);

	if (!bo)
		return -ENOENT;
	switch (a->op) {
	case AMDGPU_GEM_OP_GET_GEM_CREATE_INFO: {
		struct drm_amdgpu_gem_create_in *info = (void *)(uintptr_t)a->value;

		if (!info)
			return -EFAULT;
		info->bo_size = bo->size;
		info->alignment = bo->alignment;
		info->domains = bo->domains;
		info->domain_flags = bo->flags;
		return 0;
	}
	case AMDGPU_GEM_OP_SET_PLACEMENT:
		if (a->value & ~(uint64_t)AMDGPU_GEM_DOMAIN_MASK)
			return -EINVAL;
		bo->domains = (uint32_t)a->value;
		return 0;
	default:
		return -EINVAL;
	}
}

static int gem_metadata(struct mock_file *f, struct drm_amdgpu_gem_metadata *a)
{
	struct mock_bo *bo = mock_bo_find(f, a->handle);

	if (!bo)
		return -ENOENT;
	if (a->op == AMDGPU_GEM_METADATA_OP_GET_METADATA) {
		a->data.tiling_info = bo->tiling_info;
		a->data.data_size_bytes = bo->metadata_size;
		memcpy(a->data.data, bo->metadata, bo->metadata_size);
		return 0;
	}
	if (a->op == AMDGPU_GEM_METADATA_OP_SET_METADATA) {
		if (a->data.data_size_bytes > sizeof(bo->metadata))
			return -EINVAL;
		bo->tiling_info = a->data.tiling_info;
		bo->metadata_size = a->data.data_size_bytes;
		memcpy(bo->metadata, a->data.data, bo->metadata_size);
		return 0;
	}
	return -EINVAL;
}

struct idle_wait {
	struct mock_fence *fence;
};

static int idle_done(void *ctx, int64_t now)
{
	return mock_fence_done(((struct idle_wait *)ctx)->fence, now);
}

static int gem_wait_idle(struct mock_file *f, union drm_amdgpu_gem_wait_idle *a)
{
	struct mock_bo *bo = mock_bo_find(f, a->in.handle);
	struct idle_wait w;
	int64_t deadline;
	int done;

	if (!bo)
		return -ENOENT;
	/* the timeout is absolute (amdgpu_gem_timeout); negative: forever */
	deadline = (int64_t)a->in.timeout < 0 ? INT64_MAX : (int64_t)a->in.timeout;
	w.fence = mock_fence_get(bo->last);
	done = mock_wait_until(idle_done, &w, deadline);
	mock_fence_put(w.fence);
	memset(a, 0, sizeof(*a));
	a->out.status = !done;
	return 0;
}

/* ---- CTX ---- */

static int ctx_ioctl(struct mock_file *f, union drm_amdgpu_ctx *args)
{
	uint32_t id = args->in.ctx_id, op = args->in.op, flags = args->in.flags;
	int32_t prio = args->in.priority;
	struct mock_ctx *c;
	int64_t now = mock_now_ns();

	switch (op) {
	case AMDGPU_CTX_OP_ALLOC_CTX:
		if (flags)
			return -EINVAL;
		if (prio < AMDGPU_CTX_PRIORITY_VERY_LOW || prio > AMDGPU_CTX_PRIORITY_VERY_HIGH)
			prio = AMDGPU_CTX_PRIORITY_NORMAL;   /* garbage means NORMAL */
		if (prio > AMDGPU_CTX_PRIORITY_NORMAL && geteuid() != 0)
			return -EACCES;   /* amdgpu_ctx_priority_permit: CAP_SYS_NICE */
		c = calloc(1, sizeof(*c));
		if (!c)
			return -ENOMEM;
		c->id = f->next_ctx++;
		c->priority = prio;
		c->created_ns = now;
		c->guilty_ns = INT64_MAX;
		c->gfx.sequence = 1;
		for (unsigned int i = 0; i < MOCK_COMPUTE_RINGS; i++)
			c->compute[i].sequence = 1;
		c->next = f->ctxs;
		f->ctxs = c;
		memset(args, 0, sizeof(*args));
		args->out.alloc.ctx_id = c->id;
		return 0;
	case AMDGPU_CTX_OP_FREE_CTX:
		if (flags)
			return -EINVAL;
		for (struct mock_ctx **p = &f->ctxs; *p; p = &(*p)->next)
			if ((*p)->id == id) {
				c = *p;
				*p = c->next;
				mock_ctx_free(c);
				return 0;
			}
		return -EINVAL;
	case AMDGPU_CTX_OP_QUERY_STATE:
	case AMDGPU_CTX_OP_QUERY_STATE2:
		if (flags)
			return -EINVAL;
		c = mock_ctx_find(f, id);
		if (!c)
			return -EINVAL;
		memset(&args->out, 0, sizeof(args->out));
		if (op == AMDGPU_CTX_OP_QUERY_STATE) {
			/* the old query: reset_status AMDGPU_CTX_GUILTY_RESET /
			 * INNOCENT_RESET once after a reset */
			if (mock_device_reset_since(f->dev, c->created_ns, now))
				args->out.state.reset_status = mock_ctx_guilty(c, now) ? AMDGPU_CTX_GUILTY_RESET
										 : AMDGPU_CTX_INNOCENT_RESET;
			return 0;
		}
		if (mock_device_reset_since(f->dev, c->created_ns, now))
			args->out.state.flags |= AMDGPU_CTX_QUERY2_FLAGS_RESET;
		if (mock_ctx_guilty(c, now))
			args->out.state.flags |= AMDGPU_CTX_QUERY2_FLAGS_GUILTY;
		return 0;
	case AMDGPU_CTX_OP_GET_STABLE_PSTATE:
	case AMDGPU_CTX_OP_SET_STABLE_PSTATE:
		if (mock_cfg.drm_minor < 45)
			return -EINVAL;   /* the op came with 3.45 */
		if (op == AMDGPU_CTX_OP_GET_STABLE_PSTATE && flags)
			return -EINVAL;
		if (op == AMDGPU_CTX_OP_SET_STABLE_PSTATE &&
		    ((flags & ~AMDGPU_CTX_STABLE_PSTATE_FLAGS_MASK) || flags > AMDGPU_CTX_STABLE_PSTATE_PEAK))
			return -EINVAL;
		c = mock_ctx_find(f, id);
		if (!c)
			return -EINVAL;
		if (op == AMDGPU_CTX_OP_SET_STABLE_PSTATE) {
			/* accepted and remembered; the emulator has no clocks to pin */
			c->pstate = flags;
			return 0;
		}
		memset(&args->out, 0, sizeof(args->out));
		args->out.pstate.flags = c->pstate;
		return 0;
	default:
		return -EINVAL;
	}
}

/* ---- BO_LIST ---- */

static int bo_list_entries(struct mock_file *f, const struct drm_amdgpu_bo_list_in *in, uint32_t **out)
{
	const uint8_t *p = (const uint8_t *)(uintptr_t)in->bo_info_ptr;
	uint32_t *h;

	*out = NULL;
	if (in->bo_number > 65536)
		return -EINVAL;   /* the mock's limit */
	if (in->bo_number && !p)
		return -EFAULT;
	h = calloc(in->bo_number ? in->bo_number : 1, sizeof(*h));
	if (!h)
		return -ENOMEM;
	for (uint32_t i = 0; i < in->bo_number; i++) {
		struct drm_amdgpu_bo_list_entry e = { 0, 0 };

		/* amdgpu_bo_create_list_entry_array: entries of bo_info_size bytes */
		memcpy(&e, p + (size_t)i * in->bo_info_size,
		       in->bo_info_size < sizeof(e) ? in->bo_info_size : sizeof(e));
		if (!mock_bo_find(f, e.bo_handle)) {
			free(h);
			return -ENOENT;
		}
		h[i] = e.bo_handle;
	}
	*out = h;
	return 0;
}

static int bo_list(struct mock_file *f, union drm_amdgpu_bo_list *args)
{
	struct drm_amdgpu_bo_list_in in = args->in;
	struct mock_bo_list *l;
	uint32_t *h;
	int r;

	switch (in.operation) {
	case AMDGPU_BO_LIST_OP_CREATE:
		r = bo_list_entries(f, &in, &h);
		if (r)
			return r;
		l = calloc(1, sizeof(*l));
		if (!l) {
			free(h);
			return -ENOMEM;
		}
		l->handle = f->next_list++;
		l->n = in.bo_number;
		l->handles = h;
		l->next = f->lists;
		f->lists = l;
		memset(args, 0, sizeof(*args));
		args->out.list_handle = l->handle;
		return 0;
	case AMDGPU_BO_LIST_OP_DESTROY:
		for (struct mock_bo_list **p = &f->lists; *p; p = &(*p)->next)
			if ((*p)->handle == in.list_handle) {
				l = *p;
				*p = l->next;
				free(l->handles);
				free(l);
				memset(args, 0, sizeof(*args));
				return 0;
			}
		return -EINVAL;
	case AMDGPU_BO_LIST_OP_UPDATE:
		for (l = f->lists; l && l->handle != in.list_handle; l = l->next)
			;
		if (!l)
			return -ENOENT;
		r = bo_list_entries(f, &in, &h);
		if (r)
			return r;
		free(l->handles);
		l->handles = h;
		l->n = in.bo_number;
		memset(args, 0, sizeof(*args));
		args->out.list_handle = l->handle;
		return 0;
	default:
		return -EINVAL;
	}
}

static int vm_ioctl(union drm_amdgpu_vm *a)
{
	if (a->in.flags)
		return -EINVAL;
	switch (a->in.op) {
	case AMDGPU_VM_OP_RESERVE_VMID:
	case AMDGPU_VM_OP_UNRESERVE_VMID:
		memset(a, 0, sizeof(*a));
		return 0;   /* one VM per file; nothing to reserve */
	default:
		return -EINVAL;
	}
}

int mock_amdgpu_ioctl(struct mock_file *f, unsigned int nr, void *data)
{
	switch (nr) {
	case DRM_AMDGPU_GEM_CREATE:
		return gem_create(f, data);
	case DRM_AMDGPU_GEM_MMAP:
		return gem_mmap(f, data);
	case DRM_AMDGPU_CTX:
		return ctx_ioctl(f, data);
	case DRM_AMDGPU_BO_LIST:
		return bo_list(f, data);
	case DRM_AMDGPU_CS:
		return mock_cs(f, data);
	case DRM_AMDGPU_INFO:
		return info(f, data);
	case DRM_AMDGPU_GEM_METADATA:
		return gem_metadata(f, data);
	case DRM_AMDGPU_GEM_WAIT_IDLE:
		return gem_wait_idle(f, data);
	case DRM_AMDGPU_GEM_VA:
		return gem_va(f, data);
	case DRM_AMDGPU_WAIT_CS:
		return mock_wait_cs(f, data);
	case DRM_AMDGPU_GEM_OP:
		return gem_op(f, data);
	case DRM_AMDGPU_WAIT_FENCES:
		return mock_wait_fences(f, data);
	case DRM_AMDGPU_VM:
		return vm_ioctl(data);
	case DRM_AMDGPU_FENCE_TO_HANDLE:
		return mock_fence_to_handle(f, data);
	default:
		mock_log("%s: amdgpu ioctl 0x%x is not modelled", f->path, nr);
		return -EINVAL;
	}
}
