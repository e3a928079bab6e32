/* SPDX-License-Identifier: MIT */
/*
 * The KFD layer's internals (Documentation/queues.rst): the process's
 * /dev/kfd connection to one GPU (kfd.c), its memory (mem.c), events
 * (events.c), the queues built on it (queue.c), the producer side of a ring
 * (ring.c, no ioctl: the unit tests drive it against the emulated CP), the
 * gs_device backend (backend.c) and the topology (topology.c).
 */
#ifndef GS_KFD_INT_H
#define GS_KFD_INT_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"
#include "gfxshim/kfd.h"

/* ---- topology.c ---- */
/* gs_kfd_nodes under another root (tests). */
enum gs_status gsi_kfd_nodes_at(const char *root, struct gs_kfd_node *nodes, int max, int *count,
				struct gs_error *err);

/* ---- ring.c: the producer side of a user-mode queue (pure memory) ---- */
struct gsi_ring {
	int aql;                      /* 0: PM4 dwords; 1: 64-byte AQL packets */
	uint8_t *base;                /* the ring, CPU view */
	uint64_t bytes;               /* a power of two */
	volatile uint64_t *wptr_mem;  /* the write pointer in memory (PM4: wptr; AQL: write_dispatch_id) */
	volatile uint64_t *rptr_mem;  /* the CP's report (PM4: dword offset into the ring; AQL: read_dispatch_id) */
	volatile uint64_t *doorbell;  /* the queue's 64-bit doorbell */
	uint64_t wptr;                /* next free slot: dwords (PM4) or packets (AQL), from creation */
};
/* Room for how many more dwords (PM4) / packets (AQL) before the producer
 * would pass the consumer; one PM4 dword stays free so that a full ring
 * never looks empty through a wrapped read pointer. */
uint64_t gsi_ring_space(const struct gsi_ring *r);
/* How much is written but not yet consumed. */
uint64_t gsi_ring_pending(const struct gsi_ring *r);
/* Copy n dwords at the write pointer, wrapping at the end of the ring
 * (the caller checked gsi_ring_space). */
void gsi_ring_pm4_write(struct gsi_ring *r, const uint32_t *dw, uint32_t n);
/* One AQL packet into the next slot: everything but the first 4 bytes,
 * then header and setup with one release store, as HSA requires. */
void gsi_ring_aql_write(struct gsi_ring *r, const uint8_t pkt[64]);
/* Publish: the write pointer to memory, then the doorbell (PM4: the write
 * pointer; AQL: the last packet's id), both release stores. */
void gsi_ring_commit(struct gsi_ring *r);
/* Set every slot's header to INVALID (an AQL ring before its first use). */
void gsi_ring_aql_init(struct gsi_ring *r);

#ifdef GS_HAVE_KFD
#include "device/backend.h"

/* ---- kfd.c: the connection ---- */
struct gsi_kfd_mem {
	uint64_t handle;              /* ALLOC_MEMORY_OF_GPU's */
	uint64_t va;                  /* GPU VA = CPU address when cpu != NULL */
	uint64_t size;                /* page-aligned */
	void *cpu;                    /* the CPU mapping (NULL: none) */
	uint32_t flags;               /* KFD_IOC_ALLOC_MEM_FLAGS_* */
	int mapped;                   /* MAP_MEMORY_TO_GPU done */
	int reserved;                 /* the VA came from the connection's reservation */
};

struct gsi_kfd_va_hole {
	uint64_t va, size;
};

struct gsi_kfd {
	int fd;                       /* /dev/kfd */
	int drm_fd;                   /* the render node whose VM the process acquired */
	uint32_t major, minor;        /* GET_VERSION */
	struct gs_kfd_node node;      /* the GPU */
	int index;                    /* kfd:N */
	int mock;                     /* the render node is the mock's (tools/mockdrm) */
	char drm_name[32];            /* /dev/dri/renderD128 */
	int drm_major, drm_minor, drm_patch;
	/* GET_PROCESS_APERTURES_NEW for this GPU */
	uint64_t lds_base, lds_limit, scratch_base, scratch_limit, gpuvm_base, gpuvm_limit;
	/* AMDGPU_INFO_DEV_INFO through the render node: what KFD does not say */
	uint64_t gpu_counter_khz;
	uint32_t family, num_se, num_sa_per_se, cu_active, cu_per_sh, tcc;
	/* CPU address space reserved (PROT_NONE) for allocations, so a
	 * buffer's GPU VA is its CPU address (the kernel reads queue pointers
	 * through both) */
	uint8_t *va_base;
	uint64_t va_size, va_next;
	struct gsi_kfd_va_hole *holes;
	size_t n_holes, cap_holes;
	/* events */
	struct gsi_kfd_mem event_page;   /* KFD_SIGNAL_EVENT_LIMIT slots; freed with the process */
	int have_event_page;
	uint32_t mem_event;              /* KFD_IOC_EVENT_MEMORY: GPU faults (0 with have_mem_event 0) */
	int have_mem_event;
	/* the process doorbell slice of this GPU, mapped on first use */
	uint8_t *doorbells;
	uint64_t doorbell_bytes, doorbell_mmap_offset;
	unsigned int queues;             /* live queues */
};

/* Open GPU node index of the topology: /dev/kfd, version, render node,
 * ACQUIRE_VM, apertures, the VA reservation.  Errors name the step. */
enum gs_status gsi_kfd_open(int index, struct gsi_kfd **out, struct gs_error *err);
void gsi_kfd_close(struct gsi_kfd *k);
/* ioctl with EINTR/EAGAIN retried; 0 or -errno. */
int gsi_kfd_ioctl(int fd, unsigned long req, void *arg);
/* GET_CLOCK_COUNTERS: GPU, CPU (CLOCK_MONOTONIC_RAW ns) and system clocks. */
struct gsi_kfd_clocks {
	uint64_t gpu, cpu_ns, system_ns, system_freq;
};
enum gs_status gsi_kfd_clocks(struct gsi_kfd *k, struct gsi_kfd_clocks *c, struct gs_error *err);

/* ---- mem.c ---- */
/* Kinds of memory the kernel offers (ALLOC_MEMORY_OF_GPU). */
enum gsi_kfd_mem_kind {
	GSI_KFD_GTT,       /* system memory the GPU reaches through GART; CPU-mapped */
	GSI_KFD_GTT_UC,    /* the same, coherent and uncached (queues, signals) */
	GSI_KFD_VRAM,      /* device memory, no CPU mapping */
	GSI_KFD_VRAM_CPU,  /* CPU-visible VRAM (large BAR only) */
	GSI_KFD_DOORBELL,  /* the process's doorbell slice in the GPU's VM */
	GSI_KFD_MMIO,      /* the MMIO remap page (HDP flush), where the kernel offers it */
};
/* Allocate, map to the GPU and (CPU-visible kinds) map for the CPU at the
 * same address.  exec: code may run from it.  Every failure undoes what was
 * done and names the step. */
enum gs_status gsi_kfd_mem_alloc(struct gsi_kfd *k, enum gsi_kfd_mem_kind kind, uint64_t size, int exec,
				 struct gsi_kfd_mem *m, struct gs_error *err);
void gsi_kfd_mem_free(struct gsi_kfd *k, struct gsi_kfd_mem *m);
const char *gsi_kfd_mem_kind_name(enum gsi_kfd_mem_kind kind);

/* ---- events.c ---- */
/* A signal event whose slot the GPU writes (RELEASE_MEM, AQL signals):
 * its id and slot address in the event page. */
enum gs_status gsi_kfd_event_signal(struct gsi_kfd *k, uint32_t *id, uint64_t *slot_va, struct gs_error *err);
void gsi_kfd_event_destroy(struct gsi_kfd *k, uint32_t id);
/* WAIT_EVENTS on the signal event and the memory-exception event: 1 the
 * signal fired, 0 timed out, or (negative) GS_ERR_FAULT with the fault's
 * address and kind when the GPU faulted, GS_ERR_IO when the wait failed. */
int gsi_kfd_event_wait(struct gsi_kfd *k, uint32_t id, uint32_t timeout_ms, struct gs_error *err);

/* ---- queue.c ---- */
enum gsi_kfd_queue_kind { GSI_KFD_QUEUE_PM4, GSI_KFD_QUEUE_AQL };

struct gsi_kfd_queue {
	struct gsi_kfd *k;
	enum gsi_kfd_queue_kind kind;
	uint32_t id;                     /* CREATE_QUEUE's queue_id */
	struct gsi_kfd_mem ring, ptrs, eop, cwsr, fence;
	struct gsi_ring r;
	uint64_t doorbell_offset;        /* CREATE_QUEUE's */
	/* completion: a 64-bit fence (PM4: RELEASE_MEM writes seq) or an
	 * amd_signal_t (AQL), plus the event the GPU interrupts */
	uint32_t event_id;
	uint64_t event_slot;
	uint64_t seq;                    /* last sequence submitted */
	uint64_t timeout_ns;
	int dead;                        /* a fault or hang: refuses submissions */
	const struct gs_target *target;
};

enum gs_status gsi_kfd_queue_create(struct gsi_kfd *k, enum gsi_kfd_queue_kind kind, uint64_t ring_bytes,
				    uint64_t timeout_ns, struct gsi_kfd_queue **out, struct gs_error *err);
void gsi_kfd_queue_destroy(struct gsi_kfd_queue *q);
/* SET_CU_MASK: n_bits a multiple of 32. */
enum gs_status gsi_kfd_queue_cu_mask(struct gsi_kfd_queue *q, const uint32_t *mask, uint32_t n_bits,
				     struct gs_error *err);
/* PM4 queue: count times INDIRECT_BUFFER(ib_va, ndw), then the fence and
 * the event; one doorbell; wait.  AQL queue: count vendor PM4-IB packets,
 * the last with the completion signal. */
enum gs_status gsi_kfd_queue_submit_ib(struct gsi_kfd_queue *q, uint64_t ib_va, uint32_t ndw, uint32_t count,
				       struct gs_error *err);
/* AQL queue: [pre PM4 IB] count dispatch packets [post PM4 IB], the last
 * packet with the completion signal, every one with the barrier bit; one
 * doorbell; wait. */
enum gs_status gsi_kfd_queue_submit_aql(struct gsi_kfd_queue *q, const uint8_t pkt[64], uint32_t count,
					uint64_t pre_va, uint32_t pre_ndw, uint64_t post_va, uint32_t post_ndw,
					struct gs_error *err);
#endif /* GS_HAVE_KFD */

#endif /* GS_KFD_INT_H */
