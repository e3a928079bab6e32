// SPDX-License-Identifier: MIT
/*
 * Compute queues the library builds through amdkfd (Documentation/queues.rst):
 * the memory the kernel requires of one (kfd_queue.c kfd_queue_acquire_buffers,
 * 6.12) -- a ring of a power-of-two size mapped exactly, read and write
 * pointers in a one-page mapping, an end-of-pipe buffer of at least the
 * node's 4096 bytes, a context-save area of (cwsr + debug) * XCCs with the
 * node's control-stack size -- then AMDKFD_IOC_CREATE_QUEUE, the doorbell
 * slice mapped from /dev/kfd, and submissions as a user-mode driver makes
 * them: packets written at the write pointer, the write pointer published,
 * the doorbell rung, completion seen in memory or through the event.
 *
 *   PM4: INDIRECT_BUFFER per submission, RELEASE_MEM of the sequence number
 *        to the queue's fence, RELEASE_MEM of the event id to the event's
 *        slot with INT_SEL 2 and INT_CTXID the event id (amdkfd signals it)
 *   AQL: packets with the barrier bit; the last one's completion signal is
 *        an amd_signal_t (value 1 -> 0) whose mailbox is the event's slot
 */
#ifdef GS_HAVE_KFD
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <sys/mman.h>

#include "device/kernarg.h"
#include "gfxshim/pm4.h"
#include "kfd/kfd_int.h"
#include "kfd/kfd_uapi.h"

#define EOP_BYTES 4096u          /* node_props.eop_buffer_size for gfx8.0.1+ but Tonga (kfd_queue.c) */
#define DOORBELL_SLICE 8192u     /* 8-byte doorbells x 1024 queues (kfd_doorbell_process_slice) */
#define QUEUE_PRIORITY 7u        /* the middle of 0..KFD_MAX_QUEUE_PRIORITY, as ROCr's normal */
/* the pointer page: PM4 wptr/rptr or the amd_queue_t, then the fence or the signal */
#define PM4_WPTR 0
#define PM4_RPTR 8
#define AMDQ_WRITE_DISPATCH_ID 56   /* amd_queue_t (ROCR-Runtime amd_hsa_queue.h) */
#define AMDQ_MAX_CU_ID 72
#define AMDQ_MAX_WAVE_ID 76
#define AMDQ_READ_DISPATCH_ID 128
#define AMDQ_READ_DISPATCH_ID_OFFSET 136
#define AMDQ_BASE_ADDRESS 8         /* hsa_queue_t.base_address */
#define AMDQ_SIZE 24                /* hsa_queue_t.size, in packets */
#define AMDQ_ID 32                  /* hsa_queue_t.id */
#define COMPLETION 512              /* the fence (8 bytes) or the amd_signal_t (64) */
#define SIGNAL_KIND_USER 1          /* AMD_SIGNAL_KIND_USER */
#define SPIN_NS 200000              /* poll memory this long before sleeping in WAIT_EVENTS */

static uint64_t now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static void put32(uint8_t *p, uint32_t v) { memcpy(p, &v, 4); }
static void put64(uint8_t *p, uint64_t v) { memcpy(p, &v, 8); }

static volatile uint64_t *at64(const struct gsi_kfd_mem *m, size_t off)
{
	return (volatile uint64_t *)((uint8_t *)m->cpu + off);
}

static enum gs_status doorbells(struct gsi_kfd *k, uint64_t offset, struct gs_error *err)
{
	uint64_t base = offset & ~(uint64_t)(DOORBELL_SLICE - 1);
	void *p;

	if (k->doorbells) {
		if (base != k->doorbell_mmap_offset)
			return gs_error_set(err, GS_ERR_IO, "kfd:%d: a second doorbell slice (offset 0x%llx, not 0x%llx)",
					    k->index, (unsigned long long)base,
					    (unsigned long long)k->doorbell_mmap_offset);
		return GS_OK;
	}
	p = mmap(NULL, DOORBELL_SLICE, PROT_READ | PROT_WRITE, MAP_SHARED, k->fd, (off_t)base);
	if (p == MAP_FAILED)
		return gs_error_set(err, GS_ERR_IO, "kfd:%d: mmap of the doorbell slice (offset 0x%llx): %s", k->index,
				    (unsigned long long)base, strerror(errno));
	k->doorbells = p;
	k->doorbell_bytes = DOORBELL_SLICE;
	k->doorbell_mmap_offset = base;
	return GS_OK;
}

static void free_mems(struct gsi_kfd_queue *q)
{
	gsi_kfd_mem_free(q->k, &q->ring);
	gsi_kfd_mem_free(q->k, &q->ptrs);
	gsi_kfd_mem_free(q->k, &q->eop);
	gsi_kfd_mem_free(q->k, &q->cwsr);
}

/* The amd_queue_t an AQL queue's read/write pointers live in. */
static void amd_queue(struct gsi_kfd_queue *q)
{
	struct gsi_kfd *k = q->k;
	uint8_t *a = q->ptrs.cpu;
	uint32_t simd_per_cu = k->node.simd_per_cu ? k->node.simd_per_cu : 1;

	gsi_queue_fill(a, k->lds_base, k->scratch_base);
	put64(a + AMDQ_BASE_ADDRESS, q->ring.va);
	put32(a + AMDQ_SIZE, (uint32_t)(q->ring.size / GS_AQL_PACKET_BYTES));
	put64(a + AMDQ_ID, q->id);
	put32(a + AMDQ_MAX_CU_ID, k->node.simd_count / simd_per_cu - 1);
	put32(a + AMDQ_MAX_WAVE_ID, k->node.max_waves_per_simd * simd_per_cu - 1);
	/* the CP finds amd_queue_t from the read pointer it is given */
	put32(a + AMDQ_READ_DISPATCH_ID_OFFSET, AMDQ_READ_DISPATCH_ID);
}

static void completion_signal(struct gsi_kfd_queue *q)
{
	uint8_t *s = (uint8_t *)q->ptrs.cpu + COMPLETION;

	memset(s, 0, 64);
	put64(s, SIGNAL_KIND_USER);
	put64(s + 16, q->event_slot);   /* event_mailbox_ptr */
	put32(s + 24, q->event_id);
}

enum gs_status gsi_kfd_queue_create(struct gsi_kfd *k, enum gsi_kfd_queue_kind kind, uint64_t ring_bytes,
				    uint64_t timeout_ns, struct gsi_kfd_queue **out, struct gs_error *err)
{
	struct kfd_ioctl_create_queue_args a;
	struct gs_kfd_cwsr cw;
	struct gsi_kfd_queue *q;
	enum gs_status st;
	int r;

	*out = NULL;
	if (ring_bytes < 4096 || (ring_bytes & (ring_bytes - 1)) || ring_bytes > (1u << 30))
		return gs_error_set(err, GS_ERR_INVALID, "kfd:%d: a ring of %llu bytes; expected a power of two, 4 KiB..1 GiB",
				    k->index, (unsigned long long)ring_bytes);
	q = calloc(1, sizeof(*q));
	if (!q)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	q->k = k;
	q->kind = kind;
	q->target = k->node.target;
	q->timeout_ns = timeout_ns ? timeout_ns : 10000000000ull;
	cw.size = sizeof(cw);
	gs_kfd_cwsr_sizes(&k->node, &cw);
	st = gsi_kfd_mem_alloc(k, GSI_KFD_GTT_UC, ring_bytes, 0, &q->ring, err);
	if (!st)
		st = gsi_kfd_mem_alloc(k, GSI_KFD_GTT_UC, 4096, 0, &q->ptrs, err);
	if (!st)
		st = gsi_kfd_mem_alloc(k, GSI_KFD_VRAM, EOP_BYTES, 0, &q->eop, err);
	if (!st && cw.total_bytes)
		st = gsi_kfd_mem_alloc(k, GSI_KFD_VRAM, cw.total_bytes, 0, &q->cwsr, err);
	if (!st)
		st = gsi_kfd_event_signal(k, &q->event_id, &q->event_slot, err);
	if (st) {
		free_mems(q);
		free(q);
		return gs_error_prefix(err, "creating a %s queue", kind == GSI_KFD_QUEUE_AQL ? "AQL" : "PM4");
	}
	memset(q->ring.cpu, 0, q->ring.size);
	memset(q->ptrs.cpu, 0, q->ptrs.size);
	q->r.aql = kind == GSI_KFD_QUEUE_AQL;
	q->r.base = q->ring.cpu;
	q->r.bytes = q->ring.size;
	if (q->r.aql) {
		amd_queue(q);
		gsi_ring_aql_init(&q->r);
		completion_signal(q);
		q->r.wptr_mem = at64(&q->ptrs, AMDQ_WRITE_DISPATCH_ID);
		q->r.rptr_mem = at64(&q->ptrs, AMDQ_READ_DISPATCH_ID);
	} else {
		q->r.wptr_mem = at64(&q->ptrs, PM4_WPTR);
		q->r.rptr_mem = at64(&q->ptrs, PM4_RPTR);
	}
	memset(&a, 0, sizeof(a));
	a.ring_base_address = q->ring.va;
	a.ring_size = (uint32_t)q->ring.size;
	a.write_pointer_address = q->ptrs.va + (q->r.aql ? AMDQ_WRITE_DISPATCH_ID : PM4_WPTR);
	a.read_pointer_address = q->ptrs.va + (q->r.aql ? AMDQ_READ_DISPATCH_ID : PM4_RPTR);
	a.gpu_id = k->node.gpu_id;
	a.queue_type = q->r.aql ? KFD_IOC_QUEUE_TYPE_COMPUTE_AQL : KFD_IOC_QUEUE_TYPE_COMPUTE;
	a.queue_percentage = KFD_MAX_QUEUE_PERCENTAGE;
	a.queue_priority = QUEUE_PRIORITY;
	a.eop_buffer_address = q->eop.va;
	a.eop_buffer_size = q->eop.size;
	a.ctx_save_restore_address = q->cwsr.va;
	a.ctx_save_restore_size = cw.cwsr_size;
	a.ctl_stack_size = cw.ctl_stack_size;
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_CREATE_QUEUE, &a);
	if (r) {
		st = gs_error_set(err, r == -ENOMEM ? GS_ERR_NOMEM : GS_ERR_IO,
				  "kfd:%d: AMDKFD_IOC_CREATE_QUEUE (%s, ring %llu bytes, context save %llu bytes): %s",
				  k->index, q->r.aql ? "AQL" : "PM4", (unsigned long long)q->ring.size,
				  (unsigned long long)cw.total_bytes, strerror(-r));
		gsi_kfd_event_destroy(k, q->event_id);
		free_mems(q);
		free(q);
		return st;
	}
	q->id = a.queue_id;
	q->doorbell_offset = a.doorbell_offset;
	if (q->r.aql)
		put64((uint8_t *)q->ptrs.cpu + AMDQ_ID, q->id);
	st = doorbells(k, a.doorbell_offset, err);
	if (st) {
		gsi_kfd_queue_destroy(q);
		return st;
	}
	q->r.doorbell = (volatile uint64_t *)(k->doorbells + (a.doorbell_offset & (DOORBELL_SLICE - 1)));
	k->queues++;
	*out = q;
	return GS_OK;
}

void gsi_kfd_queue_destroy(struct gsi_kfd_queue *q)
{
	struct kfd_ioctl_destroy_queue_args a;

	if (!q)
		return;
	memset(&a, 0, sizeof(a));
	a.queue_id = q->id;
	gsi_kfd_ioctl(q->k->fd, AMDKFD_IOC_DESTROY_QUEUE, &a);
	if (q->r.doorbell)
		q->k->queues--;
	gsi_kfd_event_destroy(q->k, q->event_id);
	free_mems(q);
	free(q);
}

enum gs_status gsi_kfd_queue_cu_mask(struct gsi_kfd_queue *q, const uint32_t *mask, uint32_t n_bits,
				     struct gs_error *err)
{
	struct kfd_ioctl_set_cu_mask_args a;
	int r;

	if (!n_bits || n_bits % 32)
		return gs_error_set(err, GS_ERR_INVALID, "kfd:%d: a CU mask of %u bits; expected a multiple of 32",
				    q->k->index, n_bits);
	memset(&a, 0, sizeof(a));
	a.queue_id = q->id;
	a.num_cu_mask = n_bits;
	a.cu_mask_ptr = (uintptr_t)mask;
	r = gsi_kfd_ioctl(q->k->fd, AMDKFD_IOC_SET_CU_MASK, &a);
	if (r)
		return gs_error_set(err, GS_ERR_IO, "kfd:%d: AMDKFD_IOC_SET_CU_MASK (%u bits): %s", q->k->index, n_bits,
				    strerror(-r));
	return GS_OK;
}

static const char *kind_name(const struct gsi_kfd_queue *q)
{
	return q->r.aql ? "AQL" : "PM4";
}

/* Room for n, waiting for the CP to consume (bounded by the timeout). */
static enum gs_status room(struct gsi_kfd_queue *q, uint64_t n, struct gs_error *err)
{
	uint64_t cap = q->r.aql ? q->r.bytes / GS_AQL_PACKET_BYTES : q->r.bytes / 4 - 1, t0 = now_ns();

	if (n > cap)
		return gs_error_set(err, GS_ERR_RANGE, "kfd:%d: %llu %s do not fit the %s ring (%llu at most)",
				    q->k->index, (unsigned long long)n, q->r.aql ? "packets" : "dwords", kind_name(q),
				    (unsigned long long)cap);
	while (gsi_ring_space(&q->r) < n) {
		if (now_ns() - t0 > q->timeout_ns) {
			q->dead = 1;
			return gs_error_set(err, GS_ERR_HANG, "kfd:%d: the %s ring stayed full for %llu ms; the queue is stopped",
					    q->k->index, kind_name(q), (unsigned long long)(q->timeout_ns / 1000000));
		}
		nanosleep(&(struct timespec){ 0, 20000 }, NULL);
	}
	return GS_OK;
}

/* Until done(q) or the timeout: memory first (the common fast case),
 * then WAIT_EVENTS in slices, a memory exception ending it at once. */
static enum gs_status wait_done(struct gsi_kfd_queue *q, int (*done)(const struct gsi_kfd_queue *q),
				struct gs_error *err)
{
	uint64_t t0 = now_ns(), t;

	while (!done(q)) {
		int r;

		t = now_ns() - t0;
		if (t < SPIN_NS)
			continue;
		if (t > q->timeout_ns) {
			q->dead = 1;
			return gs_error_set(err, GS_ERR_HANG,
					    "kfd:%d: the %s queue's submission %llu did not complete within %llu ms (read pointer %llu, write pointer %llu); the queue is stopped",
					    q->k->index, kind_name(q), (unsigned long long)q->seq,
					    (unsigned long long)(q->timeout_ns / 1000000),
					    (unsigned long long)*q->r.rptr_mem, (unsigned long long)q->r.wptr);
		}
		r = gsi_kfd_event_wait(q->k, q->event_id, 50, err);
		if (r < 0) {
			q->dead = 1;
			return gs_error_prefix(err, "kfd:%d: %s queue submission %llu", q->k->index, kind_name(q),
					       (unsigned long long)q->seq);
		}
	}
	return GS_OK;
}

static int pm4_done(const struct gsi_kfd_queue *q)
{
	return __atomic_load_n(at64(&q->ptrs, COMPLETION), __ATOMIC_ACQUIRE) >= q->seq;
}

static int aql_done(const struct gsi_kfd_queue *q)
{
	return (int64_t)__atomic_load_n(at64(&q->ptrs, COMPLETION + 8), __ATOMIC_ACQUIRE) <= 0;
}

static enum gs_status usable(struct gsi_kfd_queue *q, struct gs_error *err)
{
	if (q->dead)
		return gs_error_set(err, GS_ERR_HANG, "kfd:%d: the %s queue stopped after an earlier fault or hang",
				    q->k->index, kind_name(q));
	return GS_OK;
}

static enum gs_status pm4_submit(struct gsi_kfd_queue *q, uint64_t ib_va, uint32_t ndw, uint32_t count,
				 struct gs_error *err)
{
	struct gs_pm4 s;
	struct gs_pm4_release fence = { .size = sizeof(fence), .event = GS_PM4_EV_CACHE_FLUSH_AND_INV_TS,
					.caches = GS_PM4_CACHE_L2_WB | GS_PM4_CACHE_META,
					.data_sel = GS_PM4_DATA_64, .cache_policy = 3 };
	struct gs_pm4_release irq = { .size = sizeof(irq), .event = GS_PM4_EV_CACHE_FLUSH_AND_INV_TS, .data_sel = GS_PM4_DATA_32,
				      .int_sel = 2, .cache_policy = 3 };
	enum gs_status st;

	gs_pm4_init(&s, q->target);
	for (uint32_t i = 0; i < count; i++)
		gs_pm4_indirect_buffer(&s, ib_va, ndw, 0);
	fence.addr = q->ptrs.va + COMPLETION;
	fence.data = q->seq + 1;
	gs_pm4_release_mem(&s, &fence);
	/* the event: its slot written (not all ones) and the interrupt with
	 * its id as context (kfd_signal_event_interrupt) */
	irq.addr = q->event_slot;
	irq.data = q->event_id;
	irq.int_ctxid = q->event_id;
	gs_pm4_release_mem(&s, &irq);
	st = gs_pm4_status(&s, err);
	if (!st)
		st = room(q, s.n, err);
	if (!st) {
		gsi_ring_pm4_write(&q->r, s.dw, (uint32_t)s.n);
		q->seq++;
		gsi_ring_commit(&q->r);
		st = wait_done(q, pm4_done, err);
	}
	gs_pm4_free(&s);
	return st;
}

/* n packets (pkts[i * 64]) in the ring, the last one signalling. */
static enum gs_status aql_submit(struct gsi_kfd_queue *q, uint8_t *pkts, uint32_t n, struct gs_error *err)
{
	enum gs_status st = room(q, n, err);

	if (st)
		return st;
	put64(pkts + (n - 1) * 64ull + 56, q->ptrs.va + COMPLETION);
	__atomic_store_n(at64(&q->ptrs, COMPLETION + 8), 1, __ATOMIC_RELEASE);
	for (uint32_t i = 0; i < n; i++)
		gsi_ring_aql_write(&q->r, pkts + i * 64ull);
	q->seq++;
	gsi_ring_commit(&q->r);
	return wait_done(q, aql_done, err);
}

static enum gs_status ib_packet(struct gsi_kfd_queue *q, uint8_t *out, uint64_t va, uint32_t ndw, struct gs_error *err)
{
	return gs_aql_build_pm4_ib(out, GS_AQL_HEADER(GS_AQL_TYPE_VENDOR_SPECIFIC, 1, GS_AQL_SCOPE_SYSTEM, GS_AQL_SCOPE_SYSTEM),
				   va, ndw, 0, err) ? gs_error_prefix(err, "kfd:%d", q->k->index) : GS_OK;
}

enum gs_status gsi_kfd_queue_submit_ib(struct gsi_kfd_queue *q, uint64_t ib_va, uint32_t ndw, uint32_t count,
				       struct gs_error *err)
{
	enum gs_status st = usable(q, err);
	uint8_t *pkts;

	if (st)
		return st;
	if (!count)
		return GS_OK;
	if (!q->r.aql)
		return pm4_submit(q, ib_va, ndw, count, err);
	pkts = calloc(count, 64);
	if (!pkts)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	for (uint32_t i = 0; i < count && !st; i++)
		st = ib_packet(q, pkts + i * 64ull, ib_va, ndw, err);
	if (!st)
		st = aql_submit(q, pkts, count, err);
	free(pkts);
	return st;
}

enum gs_status gsi_kfd_queue_submit_aql(struct gsi_kfd_queue *q, const uint8_t pkt[64], uint32_t count,
					uint64_t pre_va, uint32_t pre_ndw, uint64_t post_va, uint32_t post_ndw,
					struct gs_error *err)
{
	enum gs_status st = usable(q, err);
	uint32_t n = 0, total = count + !!pre_ndw + !!post_ndw;
	uint8_t *pkts;

	if (st)
		return st;
	if (!q->r.aql)
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "kfd:%d: AQL packets on a PM4 queue", q->k->index);
	if (!count)
		return gs_error_set(err, GS_ERR_INVALID, "kfd:%d: no dispatch packet", q->k->index);
	pkts = calloc(total, 64);
	if (!pkts)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	if (pre_ndw)
		st = ib_packet(q, pkts + 64ull * n++, pre_va, pre_ndw, err);
	for (uint32_t i = 0; i < count && !st; i++) {
		uint8_t *p = pkts + 64ull * n++;
		uint16_t h;

		memcpy(p, pkt, 64);
		/* in order: each waits for the one before (the barrier bit) */
		memcpy(&h, p, 2);
		h |= 1u << 8;
		memcpy(p, &h, 2);
		put64(p + 56, 0);
	}
	if (!st && post_ndw)
		st = ib_packet(q, pkts + 64ull * n++, post_va, post_ndw, err);
	if (!st)
		st = aql_submit(q, pkts, n, err);
	free(pkts);
	return st;
}
#else
extern int gsi_kfd_queue_not_built;
#endif /* GS_HAVE_KFD */
