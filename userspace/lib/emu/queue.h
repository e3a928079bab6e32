/* SPDX-License-Identifier: MIT */
/*
 * Emulated user-mode compute queues: what the MEC does for a queue amdkfd
 * created (Documentation/queues.rst).  The queue lives in GPU memory -- a
 * ring buffer, the producer's write pointer, the read pointer the CP
 * reports -- and a doorbell write tells the CP how far the ring is valid:
 *
 *   PM4  ring of dwords; the doorbell carries the new write pointer in
 *        dwords (64-bit, counting from the queue's creation); the CP
 *        executes each packet as it reads it (INDIRECT_BUFFER runs the IB)
 *        and reports its read pointer as the dword offset into the ring;
 *   AQL  ring of 64-byte packets; the doorbell carries the id of the last
 *        packet written (HSA: the packet id); read_dispatch_id counts the
 *        packets consumed (64-bit); each consumed slot's header is set back
 *        to INVALID, as ROCr's own software packet processor does.
 *
 * A RELEASE_MEM with INT_SEL in the ring, and an AQL completion signal with
 * an event mailbox, raise the end-of-pipe interrupt: the owner's irq hook
 * gets its context id (amdkfd signals the event of that id).
 */
#ifndef GS_EMU_QUEUE_H
#define GS_EMU_QUEUE_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"

struct emu;

enum gsi_emu_queue_kind { GSI_EMU_QUEUE_PM4, GSI_EMU_QUEUE_AQL };

struct gsi_emu_queue {
	enum gsi_emu_queue_kind kind;
	uint64_t ring_va;        /* GPU VA of the ring */
	uint64_t ring_bytes;     /* a power of two; AQL: a multiple of 64 */
	uint64_t rptr_va;        /* where the CP writes its read pointer (8 bytes) */
	/* AQL: the amd_queue_t the queue-pointer SGPR points at (the
	 * read pointer minus amd_queue_t's read_dispatch_id_field_base_byte_offset) */
	uint64_t queue_va;
	/* ---- the CP's state ---- */
	uint64_t rptr;           /* PM4: dwords read; AQL: packets consumed */
	int stalled;             /* AQL: a barrier packet waits for its signals */
	uint64_t packets;        /* packets executed (for the owner's log) */
};

/* The end-of-pipe interrupt of a packet, with its context id. */
typedef void (*gsi_emu_irq_fn)(void *ctx, uint32_t ctxid);

/* Run what the doorbell value made available, from q->rptr on, on e (its
 * memory bound; clock: the device's GPU clock).  GS_OK when everything
 * before the doorbell ran, or an AQL barrier waits (q->stalled: run again
 * after its signals change).  A fault, a hang or a packet the emulator
 * cannot run stops the queue at that packet with the emulator's error
 * ("ring dword N: ..." / "AQL packet N: ..."), as a real queue would stop. */
enum gs_status gsi_emu_queue_run(struct emu *e, uint64_t *clock, struct gsi_emu_queue *q, uint64_t doorbell,
				 gsi_emu_irq_fn irq, void *irq_ctx, struct gs_error *err);

/* One AQL kernel dispatch packet at pkt_va (already decoded in p) as the
 * packet processor runs it: the kernel descriptor read from memory, the
 * COMPUTE_* registers and user SGPRs it implies, through the same PM4
 * builder and command processor as every other dispatch (emu/aql.c). */
struct gs_aql_packet;
enum gs_status gsi_emu_aql_dispatch(struct emu *e, uint64_t *clock, const struct gsi_emu_queue *q,
				    uint64_t pkt_va, uint64_t pkt_id, const struct gs_aql_packet *p,
				    struct gs_error *err);

/* The AMD completion signal (ROCr amd_hsa_signal.h amd_signal_t, 64 bytes):
 * value at 8 (int64), event_mailbox_ptr at 16, event_id at 24. */
#define GSI_SIGNAL_VALUE 8
#define GSI_SIGNAL_MAILBOX 16
#define GSI_SIGNAL_EVENT_ID 24
#define GSI_SIGNAL_BYTES 64

#endif /* GS_EMU_QUEUE_H */
