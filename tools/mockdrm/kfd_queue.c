// SPDX-License-Identifier: MIT
/*
 * KFD compute queues on the mock: AMDKFD_IOC_CREATE_QUEUE checked as
 * kfd_chardev.c set_queue_properties_from_user and kfd_queue.c
 * kfd_queue_acquire_buffers (6.12) check it, each failure named on stderr
 * (the kernel's pr_debug), and the queue then run by the emulator's CP
 * (userspace/lib/emu/queue.h) when its doorbell changes.
 *
 * Doorbells are watched by polling, not trapped: a thread of the mock
 * reads every live queue's doorbell slot and runs the queue when the value
 * changed (or an AQL barrier waits).  A real doorbell is a posted write the
 * CP notices asynchronously, and a poller observes the same thing -- the
 * program writes memory and goes on -- without touching the program's
 * signal handlers (an mprotect/SIGSEGV trap would need the faulting write
 * emulated or single-stepped, conflict with the program's own SIGSEGV or
 * SIGTRAP use, debuggers and sanitizers, and cost two signals a doorbell).
 * The poller runs only while queues exist: every 20 us after recent
 * activity, every 500 us after 2 ms idle (GFXSHIM_MOCKDRM_DOORBELL_US
 * sets the first); a doorbell slot reads MOCK_KFD_UNWRITTEN until the
 * program writes it (AQL's first doorbell is packet id 0).
 *
 * A queue that faults (the emulator's page fault) stops, and the process's
 * memory-exception events fire with the address; one that hangs (the
 * watchdog, a packet the emulator cannot run, kfd_doorbell@N=hang) stops
 * with its packets never completing, as a queue on a hung CP.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "emu/extmem.h"
#include "emu/queue.h"
#include "mockdrm.h"

#define PAGE 4096ull
#define EOP_BYTES 4096u           /* the node's eop_buffer_size (kfd_queue.c, gfx8.0.1+) */
#define MAX_QUEUES 64
#define IDLE_NS 2000000
#define SLOW_POLL_NS 500000

struct mock_kfd_queue {
	struct mock_kfd_queue *next;
	uint32_t id;
	int dev;
	uint32_t slot;                /* doorbell index in the slice */
	struct gsi_emu_queue q;
	uint64_t last_doorbell;
	struct mock_kfd_mem *bufs[5]; /* ring, rptr, wptr, eop, cwsr (queue_refs held) */
	int dead;                     /* faulted or hung: never runs again */
	uint32_t cu_mask[32];
	uint32_t cu_bits;
};

static int poller_running;

static volatile uint64_t *doorbell_of(struct mock_kfd *k, const struct mock_kfd_queue *q)
{
	return (volatile uint64_t *)(k->pdd[q->dev].doorbells + q->slot * 8ull);
}

/* ---- running a queue ---- */

struct run_ctx {
	struct mock_kfd *k;
	int missed;
	uint64_t miss_va;
};

static void on_miss(void *ctx, uint64_t va, uint64_t size)
{
	struct run_ctx *c = ctx;

	(void)size;
	c->missed = 1;
	c->miss_va = va;
}

static void on_irq(void *ctx, uint32_t ctxid)
{
	mock_kfd_interrupt(((struct run_ctx *)ctx)->k, ctxid);
}

static void run_queue(struct mock_kfd *k, struct mock_kfd_queue *q, uint64_t doorbell)
{
	struct mock_dev *d = mock_dev_at(q->dev);
	struct mock_file *drm = k->pdd[q->dev].drm;
	enum mock_cs_fault inj = MCS_NONE;
	struct gsi_emu_ext_map *maps;
	struct run_ctx ctx = { k, 0, 0 };
	struct gs_error err = { 0 };
	struct emu *e;
	uint64_t *clock;
	size_t n = 0, cap = 16;
	enum gs_status st;

	mock_fault_check(d, MK_KFD_DOORBELL, &inj);
	if (inj == MCS_HANG || inj == MCS_RESET || inj == MCS_RESET_INNOCENT) {
		q->dead = 1;
		mock_msg("kfd: queue %u on %s: injected hang: its packets will never complete", q->id, d->t->name);
		return;
	}
	if (inj == MCS_FAULT) {
		q->dead = 1;
		mock_msg("[gfxhub] page fault (emulated, injected): kfd queue %u on %s at 0x%llx", q->id, d->t->name,
			 (unsigned long long)q->q.ring_va);
		mock_kfd_vm_fault(k, q->dev, q->q.ring_va, 0);
		return;
	}
	/* the compute VM: the KFD allocations mapped to this GPU and the
	 * render node's own GEM mappings (one VM since ACQUIRE_VM) */
	maps = malloc(cap * sizeof(*maps));
	for (struct mock_kfd_mem *m = k->mems; m && maps; m = m->next) {
		if (m->dev != q->dev || !m->mapped)
			continue;
		if (n == cap) {
			struct gsi_emu_ext_map *g = realloc(maps, 2 * cap * sizeof(*maps));

			if (!g)
				break;
			maps = g;
			cap *= 2;
		}
		maps[n].va = m->va;
		maps[n].size = m->size;
		maps[n].host = m->host;
		n++;
	}
	for (struct mock_va *v = drm ? drm->vas : NULL; v && maps; v = v->next) {
		if (!(v->flags & AMDGPU_VM_PAGE_READABLE))
			continue;
		if (n == cap) {
			struct gsi_emu_ext_map *g = realloc(maps, 2 * cap * sizeof(*maps));

			if (!g)
				break;
			maps = g;
			cap *= 2;
		}
		maps[n].va = v->start;
		maps[n].size = v->size;
		maps[n].host = v->bo->host + v->offset;
		n++;
	}
	if (!maps) {
		mock_msg("kfd: queue %u: out of memory for the VM's map", q->id);
		return;
	}
	st = gsi_emu_ext_bind(d->emu, maps, n, on_miss, &ctx, &e, &clock, &err);
	if (!st) {
		uint64_t before = q->q.packets;

		st = gsi_emu_queue_run(e, clock, &q->q, doorbell, on_irq, &ctx, &err);
		gsi_emu_ext_unbind(d->emu);
		mock_log("kfd: queue %u (%s) on %s: doorbell %llu: %llu packets", q->id,
			 q->q.kind == GSI_EMU_QUEUE_AQL ? "AQL" : "PM4", d->t->name, (unsigned long long)doorbell,
			 (unsigned long long)(q->q.packets - before));
	}
	free(maps);
	if (!st)
		return;
	q->dead = 1;
	if (st == GS_ERR_FAULT) {
		mock_msg("[gfxhub] page fault (emulated): kfd queue %u on %s: %s", q->id, d->t->name, err.msg);
		mock_kfd_vm_fault(k, q->dev, ctx.missed ? ctx.miss_va : 0, 0);
	} else {
		mock_msg("kfd: queue %u on %s hangs: %s", q->id, d->t->name, err.msg);
	}
}

/* The process whose queues the poller watches (set while it has any). */
static struct mock_kfd *watched;

static void *poller(void *arg)
{
	int64_t last_work = mock_now_ns();

	(void)arg;
	pthread_mutex_lock(&mock_lock);
	while (watched && watched->n_queues > 0) {
		struct mock_kfd *k = watched;
		int64_t now, wait;
		struct timespec ts;
		int work = 0;

		for (struct mock_kfd_queue *q = k->queues; q; q = q->next) {
			uint64_t v;

			if (q->dead)
				continue;
			v = __atomic_load_n(doorbell_of(k, q), __ATOMIC_ACQUIRE);
			if (v == q->last_doorbell && !q->q.stalled)
				continue;
			q->last_doorbell = v;
			run_queue(k, q, v);
			work = 1;
		}
		now = mock_now_ns();
		if (work) {
			last_work = now;
			pthread_cond_broadcast(&mock_cond);
		}
		wait = now - last_work > IDLE_NS ? SLOW_POLL_NS : mock_cfg.doorbell_poll_ns;
		pthread_mutex_unlock(&mock_lock);
		ts.tv_sec = 0;
		ts.tv_nsec = wait;
		nanosleep(&ts, NULL);
		pthread_mutex_lock(&mock_lock);
	}
	poller_running = 0;
	pthread_mutex_unlock(&mock_lock);
	return NULL;
}

static int start_poller(struct mock_kfd *k)
{
	pthread_attr_t at;
	pthread_t t;
	int r;

	watched = k;
	if (poller_running)
		return 0;
	pthread_attr_init(&at);
	pthread_attr_setdetachstate(&at, PTHREAD_CREATE_DETACHED);
	r = pthread_create(&t, &at, poller, NULL);
	pthread_attr_destroy(&at);
	if (r)
		return -r;
	poller_running = 1;
	return 0;
}

/* ---- CREATE_QUEUE / DESTROY_QUEUE / SET_CU_MASK ---- */

/* kfd_queue_buffer_get: a mapping that starts at addr's page and is exactly
 * size bytes (size 0: any) */
static struct mock_kfd_mem *queue_buffer(struct mock_file *f, int dev, uint64_t addr, uint64_t size,
					 const char *what)
{
	struct mock_kfd_mem *m = mock_kfd_mem_at(f, dev, addr, 1);

	if (m && m->va == (addr & ~(PAGE - 1)) && (!size || m->size == size))
		return m;
	if (m)
		mock_msg("kfd: CREATE_QUEUE: the %s at 0x%llx is in a mapping 0x%llx+0x%llx; kfd_queue.c wants one that starts at its page and is 0x%llx bytes",
			 what, (unsigned long long)addr, (unsigned long long)m->va, (unsigned long long)m->size,
			 (unsigned long long)size);
	else
		mock_msg("kfd: CREATE_QUEUE: the %s at 0x%llx is not in memory mapped to the GPU", what,
			 (unsigned long long)addr);
	return NULL;
}

int mock_kfd_create_queue(struct mock_file *f, struct kfd_ioctl_create_queue_args *a)
{
	struct mock_kfd *k = f->kfd;
	int dev = mock_kfd_dev_of(a->gpu_id), aql = a->queue_type == KFD_IOC_QUEUE_TYPE_COMPUTE_AQL;
	uint32_t ctl, cwsr, debug, id, slot;
	struct mock_kfd_queue *q;
	struct mock_kfd_mem *b[5] = { NULL };
	uint64_t ring_size = a->ring_size;
	int r;

	if ((a->queue_percentage & 0xff) > KFD_MAX_QUEUE_PERCENTAGE || a->queue_priority > KFD_MAX_QUEUE_PRIORITY)
		return -EINVAL;
	if (ring_size && (ring_size & (ring_size - 1)))
		return -EINVAL;   /* "Ring size must be a power of 2 or 0" */
	if (ring_size < KFD_MIN_QUEUE_RING_SIZE)
		ring_size = KFD_MIN_QUEUE_RING_SIZE;
	if (dev < 0 || !k->pdd[dev].drm)
		return -EINVAL;
	if (a->queue_type != KFD_IOC_QUEUE_TYPE_COMPUTE && !aql) {
		mock_msg("kfd: CREATE_QUEUE type %u: the mock models compute queues (PM4 and AQL) only", a->queue_type);
		return -EINVAL;
	}
	mock_kfd_cwsr(mock_dev_at(dev), &ctl, &cwsr, &debug);
	b[0] = queue_buffer(f, dev, a->ring_base_address, ring_size, "ring");
	b[1] = queue_buffer(f, dev, a->read_pointer_address, PAGE, "read pointer");
	b[2] = queue_buffer(f, dev, a->write_pointer_address, PAGE, "write pointer");
	if (!b[0] || !b[1] || !b[2] || a->ring_base_address % PAGE || a->read_pointer_address % 8 ||
	    a->write_pointer_address % 8)
		return -EINVAL;
	if (a->eop_buffer_address) {
		if (a->eop_buffer_size < EOP_BYTES) {
			mock_msg("kfd: CREATE_QUEUE: EOP buffer of %llu bytes, less than the node's %u",
				 (unsigned long long)a->eop_buffer_size, EOP_BYTES);
			return -EINVAL;
		}
		b[3] = queue_buffer(f, dev, a->eop_buffer_address, (a->eop_buffer_size + PAGE - 1) & ~(PAGE - 1),
				    "EOP buffer");
		if (!b[3])
			return -EINVAL;
	}
	if (a->ctl_stack_size != ctl) {
		mock_msg("kfd: CREATE_QUEUE: control stack of %u bytes, not the node's %u", a->ctl_stack_size, ctl);
		return -EINVAL;
	}
	if (a->ctx_save_restore_size < cwsr) {
		mock_msg("kfd: CREATE_QUEUE: context save area of %u bytes, less than the node's %u",
			 a->ctx_save_restore_size, cwsr);
		return -EINVAL;
	}
	b[4] = queue_buffer(f, dev, a->ctx_save_restore_address,
			    ((uint64_t)a->ctx_save_restore_size + debug + PAGE - 1) & ~(PAGE - 1), "context save area");
	if (!b[4])
		return -EINVAL;
	for (id = 0; id < MAX_QUEUES; id++) {
		int used = 0;

		for (q = k->queues; q && !used; q = q->next)
			used = q->id == id;
		if (!used)
			break;
	}
	/* doorbell 0 is left unused: a program must take the offset CREATE_QUEUE gives */
	for (slot = 1; slot < 64 && (k->pdd[dev].slots_used >> slot & 1); slot++)
		;
	if (id == MAX_QUEUES || slot == 64)
		return -ENOMEM;
	/* kfd_alloc_process_doorbells: the slice exists once a queue does */
	r = mock_kfd_doorbell_slice(&k->pdd[dev]);
	if (r)
		return r;
	q = calloc(1, sizeof(*q));
	if (!q)
		return -ENOMEM;
	q->id = id;
	q->dev = dev;
	q->slot = slot;
	q->q.kind = aql ? GSI_EMU_QUEUE_AQL : GSI_EMU_QUEUE_PM4;
	q->q.ring_va = a->ring_base_address;
	q->q.ring_bytes = ring_size;
	q->q.rptr_va = a->read_pointer_address;
	if (aql) {
		/* the CP finds amd_queue_t through read_dispatch_id_field_base_byte_offset */
		uint32_t off;

		memcpy(&off, b[1]->host + (a->read_pointer_address - b[1]->va) + 8, 4);
		q->q.queue_va = a->read_pointer_address - off;
	}
	q->last_doorbell = MOCK_KFD_UNWRITTEN;
	__atomic_store_n(doorbell_of(k, q), MOCK_KFD_UNWRITTEN, __ATOMIC_RELEASE);
	memcpy(q->bufs, b, sizeof(b));
	for (int i = 0; i < 5; i++)
		if (b[i])
			b[i]->queue_refs++;
	r = start_poller(k);
	if (r) {
		for (int i = 0; i < 5; i++)
			if (b[i])
				b[i]->queue_refs--;
		free(q);
		return r;
	}
	k->pdd[dev].slots_used |= 1ull << slot;
	q->next = k->queues;
	k->queues = q;
	k->n_queues++;
	a->queue_id = id;
	a->doorbell_offset = (3ull << 62) | (uint64_t)a->gpu_id << 46 | slot * 8ull;
	mock_log("kfd: queue %u (%s) on %s: ring 0x%llx+%llu, doorbell %u", id, aql ? "AQL" : "PM4",
		 mock_dev_at(dev)->t->name, (unsigned long long)a->ring_base_address, (unsigned long long)ring_size,
		 slot);
	return 0;
}

static void queue_free(struct mock_kfd *k, struct mock_kfd_queue *q)
{
	for (struct mock_kfd_queue **p = &k->queues; *p; p = &(*p)->next)
		if (*p == q) {
			*p = q->next;
			break;
		}
	for (int i = 0; i < 5; i++)
		if (q->bufs[i])
			q->bufs[i]->queue_refs--;
	k->pdd[q->dev].slots_used &= ~(1ull << q->slot);
	k->n_queues--;
	free(q);
}

int mock_kfd_destroy_queue(struct mock_file *f, uint32_t id)
{
	for (struct mock_kfd_queue *q = f->kfd->queues; q; q = q->next)
		if (q->id == id) {
			queue_free(f->kfd, q);
			return 0;
		}
	return -EINVAL;
}

int mock_kfd_set_cu_mask(struct mock_file *f, struct kfd_ioctl_set_cu_mask_args *a)
{
	const uint32_t *mask = (const uint32_t *)(uintptr_t)a->cu_mask_ptr;
	uint32_t bits = a->num_cu_mask > 1024 ? 1024 : a->num_cu_mask;

	if (a->num_cu_mask % 32 || !a->num_cu_mask)
		return -EINVAL;
	if (!mask)
		return -EFAULT;
	for (struct mock_kfd_queue *q = f->kfd->queues; q; q = q->next)
		if (q->id == a->queue_id) {
			/* recorded; the emulator runs every workgroup on one CU anyway */
			q->cu_bits = bits < 32 * 32 ? bits : 32 * 32;
			memcpy(q->cu_mask, mask, q->cu_bits / 8);
			mock_log("kfd: queue %u: CU mask of %u bits, first word 0x%08x", q->id, bits, mask[0]);
			return 0;
		}
	return -EINVAL;
}

void mock_kfd_queues_release(struct mock_file *f, char *buf, size_t size, unsigned int *n)
{
	struct mock_kfd *k = f->kfd;
	size_t len = 0;

	*n = 0;
	while (k->queues) {
		struct mock_kfd_queue *q = k->queues;

		if (len < size - 1)
			len += (size_t)snprintf(buf + len, size - len, "%s%u (%s on %s)", *n ? ", " : "", q->id,
						q->q.kind == GSI_EMU_QUEUE_AQL ? "AQL" : "PM4", mock_dev_at(q->dev)->t->name);
		(*n)++;
		queue_free(k, q);
	}
	if (watched == k)
		watched = NULL;   /* the poller ends */
}
