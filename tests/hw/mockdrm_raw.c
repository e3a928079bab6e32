// SPDX-License-Identifier: MIT
/*
 * The mock render node through libdrm_amdgpu alone (no gfxshim backend), as
 * any libdrm program would use it: the kernel's rules it must keep (GEM_VA
 * alignment, ranges and overlaps, unknown handles, CS chunks, IB placement,
 * fence and syncobj waits with absolute deadlines) and the faults it must
 * raise (a BO mapped but not in the BO list, a write to a read-only
 * mapping).  TAP output; run under libgfxshim-mockdrm.so by
 * tests/e2e/test-mockdrm.sh.  "mockdrm-raw leak" leaves one object of each
 * kind behind for the leak report instead.
 */
#include <errno.h>
#include <stdbool.h>
#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <amdgpu.h>
#include <amdgpu_drm.h>
#include <xf86drm.h>

#include "amdgpu/amdgpu_int.h"
#include "amdgpu/mock_marker.h"

static int n_tests, n_failed;

#define CHECK(cond, ...)                                         \
	do {                                                     \
		n_tests++;                                       \
		if (cond) {                                      \
			printf("ok %d - ", n_tests);             \
		} else {                                         \
			n_failed++;                              \
			printf("not ok %d - ", n_tests);         \
		}                                                \
		printf(__VA_ARGS__);                             \
		printf("\n");                                    \
	} while (0)

struct buf {
	amdgpu_bo_handle bo;
	uint32_t kms;
	uint64_t va;
	amdgpu_va_handle vah;
	uint32_t *cpu;
};

static amdgpu_device_handle dev;
static int fd;

static int buf_new(struct buf *b, uint64_t flags)
{
	struct amdgpu_bo_alloc_request req = { .alloc_size = 4096, .phys_alignment = 4096,
					       .preferred_heap = AMDGPU_GEM_DOMAIN_GTT,
					       .flags = AMDGPU_GEM_CREATE_CPU_ACCESS_REQUIRED };
	void *p = NULL;
	int r = amdgpu_bo_alloc(dev, &req, &b->bo);

	if (!r)
		r = amdgpu_bo_export(b->bo, amdgpu_bo_handle_type_kms, &b->kms);
	if (!r)
		r = amdgpu_va_range_alloc(dev, amdgpu_gpu_va_range_general, 4096, 4096, 0, &b->va, &b->vah, 0);
	if (!r)
		r = amdgpu_bo_va_op_raw(dev, b->bo, 0, 4096, b->va, flags, AMDGPU_VA_OP_MAP);
	if (!r)
		r = amdgpu_bo_cpu_map(b->bo, &p);
	b->cpu = p;
	if (b->cpu)
		memset(b->cpu, 0, 4096);
	return r;
}

static void buf_free(struct buf *b)
{
	amdgpu_bo_cpu_unmap(b->bo);
	amdgpu_bo_va_op(b->bo, 0, 4096, b->va, 0, AMDGPU_VA_OP_UNMAP);
	amdgpu_va_range_free(b->vah);
	amdgpu_bo_free(b->bo);
}

/* An IB in ib->cpu writing value to the dword at dst (WRITE_DATA to memory). */
static uint32_t ib_write(struct buf *ib, uint64_t dst, uint32_t value)
{
	uint32_t *p = ib->cpu;

	p[0] = 3u << 30 | 3u << 16 | 0x37u << 8;   /* PKT3 WRITE_DATA, 4 body dwords */
	p[1] = 5u << 8 | 1u << 20;                 /* DST_SEL memory, WR_CONFIRM */
	p[2] = (uint32_t)dst;
	p[3] = (uint32_t)(dst >> 32);
	p[4] = value;
	return 5;
}

/* Submit ndw dwords at va with the listed BOs (and a SYNCOBJ_OUT when
 * syncobj); the CS result, seq out. */
static int submit(amdgpu_context_handle ctx, uint64_t va, uint32_t ndw, const uint32_t *bos, uint32_t n,
		  uint32_t syncobj, uint64_t *seq)
{
	struct drm_amdgpu_bo_list_entry e[8];
	struct drm_amdgpu_cs_chunk_ib ib = { 0 };
	struct drm_amdgpu_cs_chunk_sem sem = { syncobj };
	struct drm_amdgpu_cs_chunk c[2];
	uint32_t list = 0;
	int r;

	for (uint32_t i = 0; i < n; i++)
		e[i] = (struct drm_amdgpu_bo_list_entry){ bos[i], 0 };
	r = amdgpu_bo_list_create_raw(dev, n, e, &list);
	if (r)
		return r;
	ib.ip_type = AMDGPU_HW_IP_COMPUTE;
	ib.va_start = va;
	ib.ib_bytes = ndw * 4;
	c[0] = (struct drm_amdgpu_cs_chunk){ AMDGPU_CHUNK_ID_IB, sizeof(ib) / 4, (uint64_t)(uintptr_t)&ib };
	c[1] = (struct drm_amdgpu_cs_chunk){ AMDGPU_CHUNK_ID_SYNCOBJ_OUT, 1, (uint64_t)(uintptr_t)&sem };
	r = amdgpu_cs_submit_raw2(dev, ctx, list, syncobj ? 2 : 1, c, seq);
	amdgpu_bo_list_destroy_raw(dev, list);
	return r;
}

static int64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (int64_t)ts.tv_sec * 1000000000 + ts.tv_nsec;
}

static void vm_rules(void)
{
	struct buf b;
	int r;

	CHECK(buf_new(&b, AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE) == 0, "a GTT BO mapped at 0x%llx",
	      (unsigned long long)b.va);
	r = amdgpu_bo_va_op_raw(dev, b.bo, 0, 4096, b.va, AMDGPU_VM_PAGE_READABLE, AMDGPU_VA_OP_MAP);
	CHECK(r == -EINVAL, "a second mapping over the first: EINVAL (got %d)", r);
	r = amdgpu_bo_va_op_raw(dev, b.bo, 0, 4096, b.va + 0x100000 + 16, AMDGPU_VM_PAGE_READABLE, AMDGPU_VA_OP_MAP);
	CHECK(r == -EINVAL, "an address not page-aligned: EINVAL (got %d)", r);
	r = amdgpu_bo_va_op_raw(dev, b.bo, 0, 8192, b.va + 0x100000, AMDGPU_VM_PAGE_READABLE, AMDGPU_VA_OP_MAP);
	CHECK(r == -EINVAL, "a mapping larger than the BO: EINVAL (got %d)", r);
	r = amdgpu_bo_va_op_raw(dev, b.bo, 0, 4096, 0x8000, AMDGPU_VM_PAGE_READABLE, AMDGPU_VA_OP_MAP);
	CHECK(r == -EINVAL, "below AMDGPU_VA_RESERVED_BOTTOM (64 KiB): EINVAL (got %d)", r);
	r = amdgpu_bo_va_op_raw(dev, b.bo, 0, 4096, 0x0000900000000000ull, AMDGPU_VM_PAGE_READABLE, AMDGPU_VA_OP_MAP);
	CHECK(r == -EINVAL, "inside the GMC hole: EINVAL (got %d)", r);
	r = amdgpu_bo_va_op_raw(dev, b.bo, 0, 4096, b.va + 0x200000, AMDGPU_VM_PAGE_READABLE | 0x4000,
				AMDGPU_VA_OP_MAP);
	CHECK(r == -EINVAL, "an unknown VM flag: EINVAL (got %d)", r);
	r = amdgpu_bo_va_op_raw(dev, b.bo, 0, 4096, b.va + 0x300000, 0, AMDGPU_VA_OP_UNMAP);
	CHECK(r == -ENOENT, "unmapping where the BO is not mapped: ENOENT (got %d)", r);
	buf_free(&b);
}

static void handles(amdgpu_context_handle ctx)
{
	struct drm_amdgpu_bo_list_entry e = { 12345, 0 };
	struct drm_gem_close gc = { 12345, 0 };
	union drm_amdgpu_ctx args;
	uint32_t list = 0;
	uint64_t flags = ~0ull;
	int r;

	r = amdgpu_bo_list_create_raw(dev, 1, &e, &list);
	CHECK(r == -ENOENT, "a BO list naming an unknown handle: ENOENT (got %d)", r);
	r = drmIoctl(fd, DRM_IOCTL_GEM_CLOSE, &gc) ? -errno : 0;
	CHECK(r == -EINVAL, "GEM_CLOSE of an unknown handle: EINVAL (got %d)", r);
	memset(&args, 0, sizeof(args));
	args.in.op = AMDGPU_CTX_OP_FREE_CTX;
	args.in.ctx_id = 999;
	r = drmCommandWriteRead(fd, DRM_AMDGPU_CTX, &args, sizeof(args));
	CHECK(r == -EINVAL, "freeing an unknown context: EINVAL (got %d)", r);
	r = amdgpu_cs_query_reset_state2(ctx, &flags);
	CHECK(r == 0 && flags == 0, "a fresh context: no reset, not guilty (flags 0x%llx)", (unsigned long long)flags);
}

static void cs_and_faults(amdgpu_context_handle ctx)
{
	struct buf ib, dst, other, ro;
	struct gs_amdgpu_gpuvm_fault vf;
	struct amdgpu_cs_fence fence = { 0 };
	uint32_t ndw, expired = 0, listed[3];
	uint64_t seq = 0;
	int r;

	buf_new(&ib, AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE | AMDGPU_VM_PAGE_EXECUTABLE);
	buf_new(&dst, AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE);
	buf_new(&other, AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE);
	buf_new(&ro, AMDGPU_VM_PAGE_READABLE);
	listed[0] = ib.kms, listed[1] = dst.kms, listed[2] = ro.kms;

	ndw = ib_write(&ib, dst.va + 8, 0xc0ffee);
	r = submit(ctx, ib.va, ndw, listed, 2, 0, &seq);
	fence = (struct amdgpu_cs_fence){ ctx, AMDGPU_HW_IP_COMPUTE, 0, 0, seq };
	if (!r)
		r = amdgpu_cs_query_fence_status(&fence, 1000000000ull, 0, &expired);
	CHECK(r == 0 && expired && dst.cpu[2] == 0xc0ffee, "a WRITE_DATA IB ran on the emulator: 0x%x, fence %llu",
	      dst.cpu[2], (unsigned long long)seq);
	fence.fence = seq + 5;
	r = amdgpu_cs_query_fence_status(&fence, 0, 0, &expired);
	CHECK(r == -EINVAL, "waiting on a sequence number not submitted: EINVAL (got %d)", r);
	{
		struct amdgpu_cs_fence two[2] = { fence, fence };
		uint32_t status = 0, first = 9;
		bool busy = true;

		two[0].fence = two[1].fence = seq;
		r = amdgpu_cs_wait_fences(two, 2, true, 1000000000ull, &status, &first);
		CHECK(r == 0 && status == 1, "WAIT_FENCES (all) on a finished job: signalled (status %u)", status);
		r = amdgpu_cs_wait_fences(two, 2, false, 1000000000ull, &status, &first);
		CHECK(r == 0 && status == 1 && first == 0, "WAIT_FENCES (any): signalled, the first is 0 (%u)", first);
		r = amdgpu_bo_wait_for_idle(dst.bo, 1000000000ull, &busy);
		CHECK(r == 0 && !busy, "GEM_WAIT_IDLE: the BO the job wrote is idle");
	}

	r = submit(ctx, ib.va + 0x10000000, ndw, listed, 2, 0, &seq);
	CHECK(r == -EINVAL, "an IB outside every mapping: EINVAL (got %d)", r);

	/* a BO mapped but left out of the BO list: not resident, a VM fault */
	ndw = ib_write(&ib, other.va + 16, 0x1234);
	r = submit(ctx, ib.va, ndw, listed, 2, 0, &seq);
	fence.fence = seq;
	if (!r)
		r = amdgpu_cs_query_fence_status(&fence, 1000000000ull, 0, &expired);
	memset(&vf, 0, sizeof(vf));
	amdgpu_query_info(dev, GS_AMDGPU_INFO_GPUVM_FAULT, sizeof(vf), &vf);
	CHECK(r == 0 && other.cpu[4] == 0 && vf.addr == other.va && (vf.status & 0x100),
	      "a write to a mapped BO not in the BO list: dropped, VM fault at 0x%llx status 0x%x (MAPPING_ERROR)",
	      (unsigned long long)vf.addr, vf.status);

	/* a read-only mapping */
	ndw = ib_write(&ib, ro.va + 4, 0x5678);
	r = submit(ctx, ib.va, ndw, listed, 3, 0, &seq);
	fence.fence = seq;
	if (!r)
		r = amdgpu_cs_query_fence_status(&fence, 1000000000ull, 0, &expired);
	memset(&vf, 0, sizeof(vf));
	amdgpu_query_info(dev, GS_AMDGPU_INFO_GPUVM_FAULT, sizeof(vf), &vf);
	CHECK(r == 0 && ro.cpu[1] == 0 && vf.addr == ro.va && (vf.status & (1u << 18)),
	      "a write to a read-only mapping: dropped, VM fault status 0x%x (RW: write)", vf.status);

	buf_free(&ro);
	buf_free(&other);
	buf_free(&dst);
	buf_free(&ib);
}

static void syncobjs(amdgpu_context_handle ctx)
{
	uint32_t s = 0, sig = 0, first = 0;
	struct buf ib, dst;
	uint64_t seq;
	int64_t t0, dt;
	int r;

	CHECK(amdgpu_cs_create_syncobj2(dev, 0, &s) == 0 && s, "a syncobj");
	r = drmSyncobjWait(fd, &s, 1, now_ns() + 1000000000, 0, &first);
	CHECK(r == -EINVAL, "waiting without WAIT_FOR_SUBMIT on one with no fence: EINVAL (got %d)", r);
	t0 = now_ns();
	r = drmSyncobjWait(fd, &s, 1, t0 + 50000000, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, &first);
	dt = now_ns() - t0;
	CHECK(r == -ETIME && dt >= 50000000 && dt < 2000000000,
	      "WAIT_FOR_SUBMIT until an absolute deadline 50 ms ahead: ETIME after %lld ms", (long long)(dt / 1000000));
	r = drmSyncobjWait(fd, &s, 1, 0, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, &first);
	CHECK(r == -ETIME, "a deadline of 0 polls: ETIME at once (got %d)", r);
	CHECK(amdgpu_cs_create_syncobj2(dev, DRM_SYNCOBJ_CREATE_SIGNALED, &sig) == 0 &&
	      drmSyncobjWait(fd, &sig, 1, now_ns(), 0, &first) == 0, "one created signalled is signalled");
	buf_new(&ib, AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE | AMDGPU_VM_PAGE_EXECUTABLE);
	buf_new(&dst, AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE);
	r = submit(ctx, ib.va, ib_write(&ib, dst.va, 7), (uint32_t[]){ ib.kms, dst.kms }, 2, s, &seq);
	if (!r)
		r = drmSyncobjWait(fd, &s, 1, now_ns() + 1000000000, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, &first);
	CHECK(r == 0 && dst.cpu[0] == 7, "a CS with a SYNCOBJ_OUT chunk signals it when the job ends");
	CHECK(drmSyncobjReset(fd, &s, 1) == 0 &&
	      drmSyncobjWait(fd, &s, 1, now_ns() + 1000000, DRM_SYNCOBJ_WAIT_FLAGS_WAIT_FOR_SUBMIT, &first) == -ETIME,
	      "reset: unsignalled again");
	buf_free(&dst);
	buf_free(&ib);
	amdgpu_cs_destroy_syncobj(dev, s);
	amdgpu_cs_destroy_syncobj(dev, sig);
	/* libdrm 2.4.114's drmSyncobjDestroy returns drmIoctl's -1, errno set */
	errno = 0;
	CHECK(amdgpu_cs_destroy_syncobj(dev, s) != 0 && errno == EINVAL, "destroying it twice: EINVAL");
}

static void leak(amdgpu_context_handle ctx)
{
	struct buf b;
	struct drm_amdgpu_bo_list_entry e;
	uint32_t list = 0, s = 0;

	(void)ctx;   /* left alive */
	buf_new(&b, AMDGPU_VM_PAGE_READABLE | AMDGPU_VM_PAGE_WRITEABLE);
	amdgpu_bo_cpu_unmap(b.bo);
	e = (struct drm_amdgpu_bo_list_entry){ b.kms, 0 };
	amdgpu_bo_list_create_raw(dev, 1, &e, &list);
	amdgpu_cs_create_syncobj2(dev, 0, &s);
	printf("# left behind: a BO (handle %u) mapped at 0x%llx, a context, BO list %u, syncobj %u\n", b.kms,
	       (unsigned long long)b.va, list, s);
}

int main(int argc, char **argv)
{
	amdgpu_context_handle ctx = NULL;
	drmVersionPtr v;
	uint32_t major, minor;

	fd = open("/dev/dri/renderD128", O_RDWR | O_CLOEXEC);
	if (fd < 0 || amdgpu_device_initialize(fd, &major, &minor, &dev)) {
		printf("not ok 1 - open /dev/dri/renderD128 and amdgpu_device_initialize\n");
		return 1;
	}
	v = drmGetVersion(fd);
	CHECK(v && v->desc && strcmp(v->desc, GS_AMDGPU_MOCK_DESC) == 0, "the DRM version's description says mock");
	drmFreeVersion(v);
	CHECK(amdgpu_cs_ctx_create2(dev, AMDGPU_CTX_PRIORITY_NORMAL, &ctx) == 0, "a context");
	if (argc > 1 && strcmp(argv[1], "leak") == 0) {
		leak(ctx);
		amdgpu_device_deinitialize(dev);
		close(fd);
		return 0;
	}
	vm_rules();
	handles(ctx);
	cs_and_faults(ctx);
	syncobjs(ctx);
	amdgpu_cs_ctx_free(ctx);
	amdgpu_device_deinitialize(dev);
	close(fd);
	return n_failed != 0;
}
