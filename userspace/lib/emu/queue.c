// SPDX-License-Identifier: MIT
/*
 * Emulated user-mode queues (queue.h): the ring read as the MEC reads it,
 * each packet run through the emulator's command processor (cp.c) or, for
 * AQL, through the packet processor's steps (aql.c for dispatches).
 */
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/queue.h"
#include "gfxshim/pm4.h"

#define IB_VALID (1u << 23)
#define IB_CHAIN (1u << 20)
#define IB_SIZE_MASK 0xfffffu
#define UNWRITTEN_DOORBELL UINT64_MAX  /* no doorbell write yet (see the mock's KFD) */

static enum gs_status write64(struct emu *e, uint64_t va, uint64_t v, const char *what, struct gs_error *err)
{
	uint8_t *p = gsi_emu_mem_ptr(e, va, 8);

	if (!p || va % 8)
		return gs_error_set(err, GS_ERR_FAULT,
				    "GPU page fault (emulated): the CP writes the %s at 0x%llx, %s", what,
				    (unsigned long long)va, p ? "which is not 8-byte aligned" : "which is not mapped");
	memcpy(p, &v, 8);
	return GS_OK;
}

/* One ring packet (dwords dw[0..n), header first). */
static enum gs_status pm4_packet(struct emu *e, uint64_t *clock, const struct gs_pm4_packet *pkt,
				 const uint32_t *dw, uint32_t n, gsi_emu_irq_fn irq, void *ctx, struct gs_error *err)
{
	struct gs_pm4_release_mem rm;
	enum gs_status st;

	if (pkt->type == 3 && pkt->opcode == GS_PM4_INDIRECT_BUFFER) {
		uint64_t va = pkt->body[0] | (uint64_t)pkt->body[1] << 32;
		uint32_t ctl = pkt->body[2];

		if (!(ctl & IB_VALID))
			return gs_error_set(err, GS_ERR_PM4, "INDIRECT_BUFFER without VALID (control 0x%08x)", ctl);
		if (ctl & IB_CHAIN)
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "INDIRECT_BUFFER with CHAIN is not emulated on a compute queue");
		st = gsi_emu_cp_run_clocked(e, clock, va & ~3ull, ctl & IB_SIZE_MASK, err);
		if (st)
			gs_error_prefix(err, "IB at 0x%llx (%u dwords)", (unsigned long long)va, ctl & IB_SIZE_MASK);
		return st;
	}
	st = gsi_emu_cp_exec(e, clock, dw, n, err);
	if (st || pkt->type != 3 || pkt->opcode != GS_PM4_RELEASE_MEM)
		return st;
	st = gs_pm4_decode_release_mem(pkt, &rm, err);
	if (!st && rm.int_sel && irq)
		irq(ctx, pkt->body[6]);   /* INT_CTXID */
	return st;
}

static enum gs_status run_pm4(struct emu *e, uint64_t *clock, struct gsi_emu_queue *q, uint64_t wptr,
			      gsi_emu_irq_fn irq, void *ctx, struct gs_error *err)
{
	uint64_t ring_dw = q->ring_bytes / 4, n, start = q->rptr;
	const uint32_t *ring;
	uint32_t *buf;
	size_t pos = 0;
	enum gs_status st = GS_OK;

	if (wptr == UNWRITTEN_DOORBELL || wptr <= q->rptr)
		return GS_OK;   /* nothing new (a repeated or stale doorbell) */
	n = wptr - q->rptr;
	if (n > ring_dw)
		return gs_error_set(err, GS_ERR_PM4,
				    "PM4 queue: the doorbell's write pointer %llu is %llu dwords ahead of the read pointer, more than the ring's %llu: the producer overran the ring",
				    (unsigned long long)wptr, (unsigned long long)n, (unsigned long long)ring_dw);
	ring = (const uint32_t *)gsi_emu_mem_ptr(e, q->ring_va, q->ring_bytes);
	if (!ring)
		return gs_error_set(err, GS_ERR_FAULT, "GPU page fault (emulated): the ring at 0x%llx (%llu bytes) is not mapped",
				    (unsigned long long)q->ring_va, (unsigned long long)q->ring_bytes);
	/* the packets as the CP fetches them: in ring order, across the wrap */
	buf = malloc(n * 4);
	if (!buf)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	for (uint64_t i = 0; i < n; i++)
		buf[i] = ring[(start + i) % ring_dw];
	while (pos < n) {
		struct gs_pm4_packet pkt;
		size_t at = pos;

		st = gs_pm4_next(buf, n, &pos, &pkt, err);
		if (!st)
			st = pm4_packet(e, clock, &pkt, buf + at, (uint32_t)(pos - at), irq, ctx, err);
		if (st) {
			gs_error_prefix(err, "PM4 queue: ring dword %llu", (unsigned long long)((start + at) % ring_dw));
			break;
		}
		q->rptr = start + pos;
		q->packets++;
		/* the read pointer report: the dword offset into the ring */
		st = write64(e, q->rptr_va, q->rptr % ring_dw, "read pointer", err);
		if (st)
			break;
	}
	free(buf);
	return st;
}

static enum gs_status signal_value(struct emu *e, uint64_t sig, int64_t *v, struct gs_error *err)
{
	uint8_t *p = gsi_emu_mem_ptr(e, sig + GSI_SIGNAL_VALUE, 8);

	if (!p || sig % 8)
		return gs_error_set(err, GS_ERR_FAULT, "GPU page fault (emulated): signal 0x%llx is not mapped",
				    (unsigned long long)sig);
	memcpy(v, p, 8);
	return GS_OK;
}

/* The packet processor's end of a packet: the completion signal's value
 * decremented (atomically on silicon; the emulator is the only writer), then
 * its event: event_id written to the mailbox and the interrupt raised. */
static enum gs_status complete(struct emu *e, uint64_t sig, gsi_emu_irq_fn irq, void *ctx, struct gs_error *err)
{
	uint8_t *p;
	int64_t v = 0;
	uint64_t mailbox;
	uint32_t id;
	enum gs_status st;

	if (!sig)
		return GS_OK;
	st = signal_value(e, sig, &v, err);
	if (st)
		return st;
	p = gsi_emu_mem_ptr(e, sig, GSI_SIGNAL_BYTES);
	if (!p)
		return gs_error_set(err, GS_ERR_FAULT, "GPU page fault (emulated): signal 0x%llx: its 64 bytes are not mapped",
				    (unsigned long long)sig);
	v--;
	memcpy(p + GSI_SIGNAL_VALUE, &v, 8);
	memcpy(&mailbox, p + GSI_SIGNAL_MAILBOX, 8);
	memcpy(&id, p + GSI_SIGNAL_EVENT_ID, 4);
	if (!mailbox)
		return GS_OK;
	p = gsi_emu_mem_ptr(e, mailbox, 4);
	if (!p || mailbox % 4)
		return gs_error_set(err, GS_ERR_FAULT,
				    "GPU page fault (emulated): signal 0x%llx: its event mailbox 0x%llx is not mapped",
				    (unsigned long long)sig, (unsigned long long)mailbox);
	memcpy(p, &id, 4);
	if (irq)
		irq(ctx, id);
	return GS_OK;
}

/* BARRIER_AND: every listed signal at 0; BARRIER_OR: any (HSA 1.2 2.8.x). */
static enum gs_status barrier_ready(struct emu *e, const struct gs_aql_packet *p, int *ready, struct gs_error *err)
{
	int any = 0, all = 1, listed = 0;

	for (int i = 0; i < 5; i++) {
		int64_t v = -1;
		enum gs_status st;

		if (!p->bar.dep_signal[i])
			continue;
		listed = 1;
		st = signal_value(e, p->bar.dep_signal[i], &v, err);
		if (st)
			return st;
		any |= v == 0;
		all &= v == 0;
	}
	/* a BARRIER_OR without a signal does not wait (ROCr's host queue) */
	*ready = p->type == GS_AQL_TYPE_BARRIER_AND ? all : (any || !listed);
	return GS_OK;
}

static enum gs_status aql_packet(struct emu *e, uint64_t *clock, struct gsi_emu_queue *q, uint64_t va,
				 const struct gs_aql_packet *p, int *stall, struct gs_error *err)
{
	int ready;
	enum gs_status st;

	switch (p->type) {
	case GS_AQL_TYPE_KERNEL_DISPATCH:
		return gsi_emu_aql_dispatch(e, clock, q, va, q->rptr, p, err);
	case GS_AQL_TYPE_BARRIER_AND:
	case GS_AQL_TYPE_BARRIER_OR:
		st = barrier_ready(e, p, &ready, err);
		*stall = !st && !ready;
		return st;
	case GS_AQL_TYPE_VENDOR_SPECIFIC: {
		uint64_t ib = p->pm4.ib[1] | (uint64_t)p->pm4.ib[2] << 32;

		st = gsi_emu_cp_run_clocked(e, clock, ib & ~3ull, p->pm4.ib[3] & IB_SIZE_MASK, err);
		if (st)
			gs_error_prefix(err, "PM4 IB at 0x%llx", (unsigned long long)ib);
		return st;
	}
	default:
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "%s packets are not emulated",
				    gs_aql_type_name(p->type) ? gs_aql_type_name(p->type) : "unknown");
	}
}

static uint64_t completion_of(const struct gs_aql_packet *p)
{
	switch (p->type) {
	case GS_AQL_TYPE_KERNEL_DISPATCH: return p->dispatch.completion_signal;
	case GS_AQL_TYPE_BARRIER_AND:
	case GS_AQL_TYPE_BARRIER_OR: return p->bar.completion_signal;
	case GS_AQL_TYPE_VENDOR_SPECIFIC: return p->pm4.completion_signal;
	}
	return 0;
}

static enum gs_status run_aql(struct emu *e, uint64_t *clock, struct gsi_emu_queue *q, uint64_t doorbell,
			      gsi_emu_irq_fn irq, void *ctx, struct gs_error *err)
{
	uint64_t slots = q->ring_bytes / GS_AQL_PACKET_BYTES, end;
	enum gs_status st = GS_OK;

	q->stalled = 0;
	if (doorbell == UNWRITTEN_DOORBELL)
		return GS_OK;
	end = doorbell + 1;   /* the doorbell names the last packet written */
	if (end > q->rptr && end - q->rptr > slots)
		return gs_error_set(err, GS_ERR_INVALID,
				    "AQL queue: the doorbell names packet %llu, %llu past the read index %llu, more than the ring's %llu slots: the producer overran the ring",
				    (unsigned long long)doorbell, (unsigned long long)(end - q->rptr),
				    (unsigned long long)q->rptr, (unsigned long long)slots);
	while (q->rptr < end) {
		uint64_t va = q->ring_va + (q->rptr % slots) * GS_AQL_PACKET_BYTES;
		uint8_t *slot = gsi_emu_mem_ptr(e, va, GS_AQL_PACKET_BYTES);
		struct gs_aql_packet p;
		int stall = 0;

		if (!slot)
			return gs_error_set(err, GS_ERR_FAULT, "GPU page fault (emulated): AQL packet %llu at 0x%llx is not mapped",
					    (unsigned long long)q->rptr, (unsigned long long)va);
		if ((slot[0] & 0xff) == GS_AQL_TYPE_INVALID)
			break;   /* not published yet: the packet processor waits for its header */
		st = gs_aql_decode(slot, &p, err);
		if (!st)
			st = aql_packet(e, clock, q, va, &p, &stall, err);
		if (!st && stall) {
			q->stalled = 1;
			return GS_OK;
		}
		if (!st)
			st = complete(e, completion_of(&p), irq, ctx, err);
		if (st)
			return gs_error_prefix(err, "AQL queue: packet %llu (%s)", (unsigned long long)q->rptr,
					       gs_aql_type_name(slot[0]) ? gs_aql_type_name(slot[0]) : "?");
		/* consumed: the slot back to INVALID, then the read index */
		slot[0] = GS_AQL_TYPE_INVALID;
		slot[1] = 0;
		q->rptr++;
		q->packets++;
		st = write64(e, q->rptr_va, q->rptr, "read_dispatch_id", err);
		if (st)
			return st;
	}
	return GS_OK;
}

enum gs_status gsi_emu_queue_run(struct emu *e, uint64_t *clock, struct gsi_emu_queue *q, uint64_t doorbell,
				 gsi_emu_irq_fn irq, void *irq_ctx, struct gs_error *err)
{
	if (q->ring_bytes < 256 || (q->ring_bytes & (q->ring_bytes - 1)))
		return gs_error_set(err, GS_ERR_INVALID, "queue: ring of %llu bytes, expected a power of two >= 256",
				    (unsigned long long)q->ring_bytes);
	if (q->kind == GSI_EMU_QUEUE_AQL)
		return run_aql(e, clock, q, doorbell, irq, irq_ctx, err);
	return run_pm4(e, clock, q, doorbell, irq, irq_ctx, err);
}
