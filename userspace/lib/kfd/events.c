// SPDX-License-Identifier: MIT
/*
 * amdkfd events (kfd_events.c): on a dGPU the event page is user memory --
 * KFD_SIGNAL_EVENT_LIMIT 8-byte slots in GTT, handed over by handle with
 * the first CREATE_EVENT -- and a signal event's id is its slot.  The GPU
 * signals one by writing its slot (anything but all ones) and raising the
 * end-of-pipe interrupt with the id as context; WAIT_EVENTS sleeps until
 * then.  A memory-exception event (KFD_IOC_EVENT_MEMORY) is created beside
 * it, so a GPU page fault ends a wait at once with the address.
 */
#ifdef GS_HAVE_KFD
#include <string.h>

#include "kfd/kfd_int.h"
#include "kfd/kfd_uapi.h"

static enum gs_status create(struct gsi_kfd *k, uint32_t type, uint32_t *id, uint32_t *slot, struct gs_error *err)
{
	struct kfd_ioctl_create_event_args a;
	int r;

	memset(&a, 0, sizeof(a));
	a.event_type = type;
	a.auto_reset = 1;
	a.node_id = (uint32_t)k->node.node;
	if (!k->have_event_page && type == KFD_IOC_EVENT_SIGNAL)
		a.event_page_offset = k->event_page.handle;
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_CREATE_EVENT, &a);
	if (r)
		return gs_error_set(err, GS_ERR_IO, "kfd:%d: AMDKFD_IOC_CREATE_EVENT (%s): %s", k->index,
				    type == KFD_IOC_EVENT_SIGNAL ? "signal" : "memory exception", strerror(-r));
	*id = a.event_id;
	if (slot)
		*slot = a.event_slot_index;
	return GS_OK;
}

enum gs_status gsi_kfd_event_signal(struct gsi_kfd *k, uint32_t *id, uint64_t *slot_va, struct gs_error *err)
{
	uint32_t slot;
	enum gs_status st;

	if (!k->event_page.handle) {
		st = gsi_kfd_mem_alloc(k, GSI_KFD_GTT_UC, KFD_SIGNAL_EVENT_LIMIT * 8ull, 0, &k->event_page, err);
		if (st)
			return gs_error_prefix(err, "event page");
	}
	st = create(k, KFD_IOC_EVENT_SIGNAL, id, &slot, err);
	if (st) {
		/* not handed over: still ours to free */
		if (!k->have_event_page)
			gsi_kfd_mem_free(k, &k->event_page);
		return st;
	}
	k->have_event_page = 1;
	if (slot >= KFD_SIGNAL_EVENT_LIMIT) {
		gsi_kfd_event_destroy(k, *id);
		return gs_error_set(err, GS_ERR_IO, "kfd:%d: CREATE_EVENT gave slot %u, past the page's %u", k->index,
				    slot, KFD_SIGNAL_EVENT_LIMIT);
	}
	*slot_va = k->event_page.va + slot * 8ull;
	if (!k->have_mem_event) {
		st = create(k, KFD_IOC_EVENT_MEMORY, &k->mem_event, NULL, err);
		if (st) {
			gsi_kfd_event_destroy(k, *id);
			return st;
		}
		k->have_mem_event = 1;
	}
	return GS_OK;
}

void gsi_kfd_event_destroy(struct gsi_kfd *k, uint32_t id)
{
	struct kfd_ioctl_destroy_event_args a;

	memset(&a, 0, sizeof(a));
	a.event_id = id;
	gsi_kfd_ioctl(k->fd, AMDKFD_IOC_DESTROY_EVENT, &a);
}

int gsi_kfd_event_wait(struct gsi_kfd *k, uint32_t id, uint32_t timeout_ms, struct gs_error *err)
{
	struct kfd_event_data ev[2];
	struct kfd_ioctl_wait_events_args a;
	int r;

	memset(ev, 0, sizeof(ev));
	ev[0].event_id = id;
	ev[1].event_id = k->mem_event;
	memset(&a, 0, sizeof(a));
	a.events_ptr = (uintptr_t)ev;
	a.num_events = k->have_mem_event ? 2 : 1;
	a.wait_for_all = 0;
	a.timeout = timeout_ms;
	r = gsi_kfd_ioctl(k->fd, AMDKFD_IOC_WAIT_EVENTS, &a);
	if (r)
		return (int)gs_error_set(err, GS_ERR_IO, "kfd:%d: AMDKFD_IOC_WAIT_EVENTS: %s", k->index, strerror(-r));
	if (a.wait_result == KFD_IOC_WAIT_RESULT_TIMEOUT)
		return 0;
	if (a.wait_result != KFD_IOC_WAIT_RESULT_COMPLETE)
		return (int)gs_error_set(err, GS_ERR_IO, "kfd:%d: AMDKFD_IOC_WAIT_EVENTS: wait result %u", k->index,
					  a.wait_result);
	/* a memory exception names its page (kfd_signal_vm_fault_event) */
	if (k->have_mem_event && ev[1].memory_exception_data.gpu_id) {
		const struct kfd_hsa_memory_exception_data *m = &ev[1].memory_exception_data;

		return (int)gs_error_set(err, GS_ERR_FAULT,
					  "GPU page fault (amdkfd memory exception): address 0x%llx, gpu_id %u%s%s%s%s",
					  (unsigned long long)m->va, m->gpu_id,
					  m->failure.NotPresent ? ", page not present" : "",
					  m->failure.ReadOnly ? ", write to a read-only page" : "",
					  m->failure.NoExecute ? ", execute of a no-execute page" : "",
					  m->failure.imprecise ? ", imprecise" : "");
	}
	return 1;
}
#else
extern int gsi_kfd_events_not_built;
#endif /* GS_HAVE_KFD */
