// SPDX-License-Identifier: MIT
/*
 * The producer side of a user-mode queue: packets into the ring at the
 * write pointer, across the wrap, then the write pointer and the doorbell
 * published with release stores (the CP may read the ring the moment the
 * doorbell lands).  Pure memory: the same code writes a ring in GTT for a
 * real MEC and a ring the emulated CP reads in the unit tests.
 */
#include <string.h>

#include "kfd/kfd_int.h"

#define AQL_BYTES 64u
#define AQL_INVALID 1u  /* HSA_PACKET_TYPE_INVALID in the header's type field */

static uint64_t load(const volatile uint64_t *p)
{
	return __atomic_load_n(p, __ATOMIC_ACQUIRE);
}

uint64_t gsi_ring_pending(const struct gsi_ring *r)
{
	if (r->aql) {
		uint64_t rd = load(r->rptr_mem);

		return r->wptr > rd ? r->wptr - rd : 0;
	}
	/* the CP reports a dword offset into the ring, or (other firmware) a
	 * count: either way the distance modulo the ring size */
	return (r->wptr - load(r->rptr_mem)) & (r->bytes / 4 - 1);
}

uint64_t gsi_ring_space(const struct gsi_ring *r)
{
	uint64_t cap = r->aql ? r->bytes / AQL_BYTES : r->bytes / 4 - 1, used = gsi_ring_pending(r);

	return used >= cap ? 0 : cap - used;
}

void gsi_ring_pm4_write(struct gsi_ring *r, const uint32_t *dw, uint32_t n)
{
	uint64_t ring_dw = r->bytes / 4, at = r->wptr % ring_dw, first = ring_dw - at;
	uint32_t *ring = (uint32_t *)r->base;

	if (first > n)
		first = n;
	memcpy(ring + at, dw, first * 4);
	memcpy(ring, dw + first, (n - first) * 4);
	r->wptr += n;
}

void gsi_ring_aql_write(struct gsi_ring *r, const uint8_t pkt[64])
{
	uint8_t *slot = r->base + (r->wptr % (r->bytes / AQL_BYTES)) * AQL_BYTES;
	uint32_t first;

	memcpy(slot + 4, pkt + 4, AQL_BYTES - 4);
	memcpy(&first, pkt, 4);
	/* header and setup last, together: the packet processor may take the
	 * slot as soon as its type is not INVALID */
	__atomic_store_n((uint32_t *)slot, first, __ATOMIC_RELEASE);
	r->wptr++;
}

void gsi_ring_aql_init(struct gsi_ring *r)
{
	for (uint64_t i = 0; i < r->bytes / AQL_BYTES; i++) {
		uint8_t *slot = r->base + i * AQL_BYTES;

		memset(slot, 0, AQL_BYTES);
		slot[0] = AQL_INVALID;
	}
}

void gsi_ring_commit(struct gsi_ring *r)
{
	__atomic_store_n(r->wptr_mem, r->wptr, __ATOMIC_RELEASE);
	/* AQL doorbells carry the id of the last packet written (HSA's packet
	 * id); PM4 doorbells the write pointer itself */
	__atomic_store_n(r->doorbell, r->aql ? r->wptr - 1 : r->wptr, __ATOMIC_RELEASE);
}
