// SPDX-License-Identifier: MIT
/*
 * The queue code without silicon and without /dev/kfd: the library's ring
 * producer (kfd/ring.c, what the KFD backend writes into its queues) against
 * the emulated CP (emu/queue.c), on memory this test owns.
 *
 *   PM4: packets through the ring, the read pointer report, the end-of-pipe
 *        interrupt's context id, wrap-around of packets across the ring's
 *        end, a stale doorbell, an overrun, a dispatch in an IB;
 *   AQL: a kernel dispatch packet (gfx1100 and gfx942) with its completion
 *        signal (value, mailbox, interrupt), slots back to INVALID,
 *        read_dispatch_id, barrier-AND waiting for a signal and going on
 *        after it, barrier-OR, the vendor PM4-IB packet, wrap-around, a
 *        fault stopping the queue where it is;
 *   the producer's space accounting with wrapped and counting read pointers.
 */
#include <stdlib.h>
#include <string.h>

#include "emu/extmem.h"
#include "emu/queue.h"
#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/pm4.h"
#include "harness.h"
#include "kfd/kfd_int.h"
#include "testutil.h"

enum { RING, PTRS, CODE, DATA, IB, KARG, NBUF };

struct world {
	struct gsi_emu_ext *x;
	struct gsi_emu_ext_map maps[NBUF];
	struct emu *e;
	uint64_t *clock;
	const struct gs_target *t;
	uint64_t kd_va, code_va;
	struct gs_kernel k;
	uint32_t irq[16];
	unsigned int n_irq;
};

static const uint64_t base_va[NBUF] = { 0x100000000ull, 0x110000000ull, 0x120000000ull, 0x130000000ull,
					0x140000000ull, 0x150000000ull };
static const uint64_t sizes[NBUF] = { 4096, 4096, 65536, 65536, 4096, 4096 };

static uint8_t *host(struct world *w, int b)
{
	return w->maps[b].host;
}

static void on_irq(void *ctx, uint32_t id)
{
	struct world *w = ctx;

	if (w->n_irq < 16)
		w->irq[w->n_irq++] = id;
}

/* The example vadd for t, loaded at CODE. */
static int load_vadd(struct world *w)
{
	char path[512];
	const char *rel = w->t->gen == GS_GEN_GFX9 ? "examples/vadd-cdna.s" : "examples/vadd.s";
	struct gs_asm_options ao = { 0 };
	struct gs_program *p = NULL;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	struct gs_codeobj co;
	struct gs_error err = { 0 };
	uint8_t *img = NULL;
	size_t size = 0, len;
	char *src = NULL;
	FILE *f = fopen(tu_src(rel, path, sizeof(path)), "rb");
	int ok = 0;

	if (!f)
		return 0;
	src = malloc(1 << 16);
	len = src ? fread(src, 1, (1 << 16) - 1, f) : 0;
	fclose(f);
	ao.target = w->t;
	ao.filename = rel;
	if (src && !gs_assemble(src, len, &ao, &p, &err)) {
		in.target = p->target;
		in.text = p->text;
		in.text_size = p->text_size;
		in.kernels = p->kernels;
		in.n_kernels = p->n_kernels;
		if (!gs_codeobj_write(&in, &img, &size, &err) && !gs_codeobj_read(img, size, &co, &err)) {
			memcpy(host(w, CODE), co.load_image, co.load_size);
			w->code_va = base_va[CODE];
			w->kd_va = base_va[CODE] + co.kd_offsets[0];
			w->k = co.kernels[0];
			w->k.meta.args = NULL;
			gs_codeobj_free(&co);
			ok = 1;
		}
	}
	if (!ok)
		printf("# %s: %s\n", rel, err.msg);
	gs_program_free(p);
	free(img);
	free(src);
	return ok;
}

static int world_init(struct world *w, const char *target)
{
	struct gs_error err = { 0 };

	memset(w, 0, sizeof(*w));
	w->t = gs_target_find(target);
	if (gsi_emu_ext_create(target, 0, &w->x, &err)) {
		printf("# %s\n", err.msg);
		return 0;
	}
	for (int i = 0; i < NBUF; i++) {
		w->maps[i].va = base_va[i];
		w->maps[i].size = sizes[i];
		w->maps[i].host = calloc(1, sizes[i]);
	}
	return gsi_emu_ext_bind(w->x, w->maps, NBUF, NULL, NULL, &w->e, &w->clock, &err) == GS_OK;
}

static void world_free(struct world *w)
{
	gsi_emu_ext_unbind(w->x);
	gsi_emu_ext_destroy(w->x);
	for (int i = 0; i < NBUF; i++)
		free(w->maps[i].host);
}

/* A producer on the world's ring: pointers in PTRS, the doorbell there too. */
static void ring_init(struct world *w, struct gsi_ring *r, int aql, uint64_t bytes)
{
	memset(r, 0, sizeof(*r));
	r->aql = aql;
	r->base = host(w, RING);
	r->bytes = bytes;
	r->wptr_mem = (volatile uint64_t *)(host(w, PTRS) + 0);
	r->rptr_mem = (volatile uint64_t *)(host(w, PTRS) + 8);
	r->doorbell = (volatile uint64_t *)(host(w, PTRS) + 16);
	*r->doorbell = UINT64_MAX;
	if (aql)
		gsi_ring_aql_init(r);
}

static void queue_init(struct gsi_emu_queue *q, int aql, uint64_t bytes)
{
	memset(q, 0, sizeof(*q));
	q->kind = aql ? GSI_EMU_QUEUE_AQL : GSI_EMU_QUEUE_PM4;
	q->ring_va = base_va[RING];
	q->ring_bytes = bytes;
	q->rptr_va = base_va[PTRS] + 8;
	q->queue_va = base_va[PTRS];
}

static enum gs_status ring_run(struct world *w, struct gsi_emu_queue *q, struct gsi_ring *r, struct gs_error *err)
{
	return gsi_emu_queue_run(w->e, w->clock, q, *r->doorbell, on_irq, w, err);
}

static void push(struct world *w, struct gsi_ring *r, struct gs_pm4 *s)
{
	(void)w;
	gsi_ring_pm4_write(r, s->dw, (uint32_t)s->n);
	gs_pm4_free(s);
}

static uint32_t data32(struct world *w, unsigned int i)
{
	uint32_t v;

	memcpy(&v, host(w, DATA) + 4 * i, 4);
	return v;
}

static void test_pm4_basics(void)
{
	struct world w;
	struct gsi_ring r;
	struct gsi_emu_queue q;
	struct gs_pm4 s;
	struct gs_error err = { 0 };
	struct gs_pm4_release rel = { .size = sizeof(rel), .event = GS_PM4_EV_CACHE_FLUSH_AND_INV_TS, .data_sel = GS_PM4_DATA_32,
				      .int_sel = 2, .addr = base_va[DATA] + 64, .data = 77, .int_ctxid = 0x1234 };
	const uint32_t v[2] = { 0xcafe0001, 0xcafe0002 };
	enum gs_status st;

	if (!CHECK(world_init(&w, "gfx1100"), "gfx1100: the emulator on the test's memory"))
		return;
	ring_init(&w, &r, 0, 4096);
	queue_init(&q, 0, 4096);
	gs_pm4_init(&s, w.t);
	gs_pm4_write_data_mem(&s, base_va[DATA], v, 2, 1);
	gs_pm4_release_mem(&s, &rel);
	push(&w, &r, &s);
	st = ring_run(&w, &q, &r, &err);
	CHECK(st == GS_OK && data32(&w, 0) == 0, "PM4: nothing runs before the doorbell (unwritten)");
	gsi_ring_commit(&r);
	CHECK(*r.wptr_mem == r.wptr && *r.doorbell == r.wptr, "PM4 commit: write pointer and doorbell = %llu dwords",
	      (unsigned long long)r.wptr);
	st = ring_run(&w, &q, &r, &err);
	CHECK(st == GS_OK && data32(&w, 0) == v[0] && data32(&w, 1) == v[1], "PM4: WRITE_DATA ran from the ring (%s)",
	      err.msg);
	CHECK(data32(&w, 16) == 77, "PM4: RELEASE_MEM wrote its data");
	CHECK(w.n_irq == 1 && w.irq[0] == 0x1234, "PM4: RELEASE_MEM INT_SEL 2 raised the interrupt with INT_CTXID 0x1234");
	CHECK(*r.rptr_mem == r.wptr % 1024 && q.rptr == r.wptr, "PM4: the CP reports its read pointer (%llu)",
	      (unsigned long long)*r.rptr_mem);
	CHECK(gsi_ring_pending(&r) == 0 && gsi_ring_space(&r) == 1023, "producer: all consumed, 1023 dwords free");
	memset(host(&w, DATA), 0, 8);
	st = ring_run(&w, &q, &r, &err);
	CHECK(st == GS_OK && data32(&w, 0) == 0 && w.n_irq == 1, "PM4: the same doorbell again runs nothing");
	/* an overrun: the doorbell claims more than the ring holds */
	st = gsi_emu_queue_run(w.e, w.clock, &q, q.rptr + 2000, on_irq, &w, &err);
	CHECK(st == GS_ERR_PM4 && strstr(err.msg, "overran the ring"), "PM4: a doorbell past the ring is an error: %s",
	      err.msg);
	world_free(&w);
}

/* Packets that straddle the ring's end run whole and in order. */
static void test_pm4_wrap(void)
{
	struct world w;
	struct gsi_ring r;
	struct gsi_emu_queue q;
	struct gs_error err = { 0 };
	enum gs_status st = GS_OK;
	int straddled = 0;

	if (!CHECK(world_init(&w, "gfx1201"), "gfx1201: the emulator"))
		return;
	ring_init(&w, &r, 0, 256);   /* 64 dwords */
	queue_init(&q, 0, 256);
	for (uint32_t i = 0; i < 40 && !st; i++) {
		struct gs_pm4 s;
		uint32_t vals[5] = { i, i + 1000, i + 2000, i + 3000, i + 4000 };
		uint64_t at = r.wptr % 64;

		gs_pm4_init(&s, w.t);
		gs_pm4_write_data_mem(&s, base_va[DATA] + 20 * i, vals, 5, 0);   /* 9 dwords */
		straddled |= at + s.n > 64;
		if (gsi_ring_space(&r) < s.n) {
			gs_pm4_free(&s);
			st = GS_ERR_RANGE;
			break;
		}
		push(&w, &r, &s);
		gsi_ring_commit(&r);
		st = ring_run(&w, &q, &r, &err);
	}
	CHECK(st == GS_OK, "PM4 wrap: 40 packets of 9 dwords through a 64-dword ring (%s)", err.msg);
	CHECK(straddled, "PM4 wrap: some packets straddled the ring's end");
	{
		int good = 1;

		for (uint32_t i = 0; i < 40; i++)
			for (uint32_t k = 0; k < 5; k++)
				good &= data32(&w, 5 * i + k) == i + 1000 * k;
		CHECK(good, "PM4 wrap: every packet ran whole, in order");
	}
	CHECK_EQ(q.rptr, 360, "PM4 wrap: 360 dwords read");
	CHECK_EQ(*r.rptr_mem, 360 % 64, "PM4 wrap: the read pointer reported modulo the ring");
	/* several packets behind one doorbell, wrapping too */
	{
		struct gs_pm4 s;
		const uint32_t one = 0x5151;

		gs_pm4_init(&s, w.t);
		for (int i = 0; i < 6; i++)
			gs_pm4_write_data_mem(&s, base_va[DATA] + 4096 + 4 * i, &one, 1, 0);
		push(&w, &r, &s);
		gsi_ring_commit(&r);
		st = ring_run(&w, &q, &r, &err);
		CHECK(st == GS_OK && data32(&w, 1024) == one && data32(&w, 1029) == one,
		      "PM4: six packets behind one doorbell all ran");
	}
	world_free(&w);
}

/* A vadd dispatch: PM4 in an IB named by the ring, or an AQL packet. */
static void fill_inputs(struct world *w)
{
	float *a = (float *)host(w, DATA), *b = a + 256, *c = a + 512;
	uint64_t ka[4];
	uint32_t n = 256;

	for (int i = 0; i < 256; i++) {
		a[i] = (float)i;
		b[i] = 2.0f;
		c[i] = -1.0f;
	}
	ka[0] = base_va[DATA];
	ka[1] = base_va[DATA] + 1024;
	ka[2] = base_va[DATA] + 2048;
	memcpy(host(w, KARG), ka, 24);
	memcpy(host(w, KARG) + 24, &n, 4);
}

static int vadd_ok(struct world *w)
{
	const float *c = (const float *)host(w, DATA) + 512;
	int good = 1;

	for (int i = 0; i < 256; i++)
		good &= c[i] == (float)i + 2.0f;
	return good;
}

static void test_pm4_ib_dispatch(void)
{
	struct world w;
	struct gsi_ring r;
	struct gsi_emu_queue q;
	struct gs_dispatch d = GS_DISPATCH_INIT;
	struct gs_pm4 ib, s;
	struct gs_error err = { 0 };
	enum gs_status st;

	if (!CHECK(world_init(&w, "gfx1100") && load_vadd(&w), "gfx1100: vadd assembled and loaded"))
		return;
	fill_inputs(&w);
	memset(&d, 0, sizeof(d));
	d.size = sizeof(d);
	d.code_va = w.code_va + w.k.entry_offset;
	d.rsrc1 = w.k.kd.compute_pgm_rsrc1;
	d.rsrc2 = w.k.kd.compute_pgm_rsrc2;
	d.rsrc3 = w.k.kd.compute_pgm_rsrc3;
	d.user_sgpr[0] = (uint32_t)base_va[KARG];
	d.user_sgpr[1] = (uint32_t)(base_va[KARG] >> 32);
	d.n_user_sgpr = 2;
	d.grid[0] = 4, d.grid[1] = d.grid[2] = 1;
	d.block[0] = 64, d.block[1] = d.block[2] = 1;
	d.wave32 = 1;
	gs_pm4_init(&ib, w.t);
	st = gs_pm4_build_dispatch(&ib, &d, &err);
	memcpy(host(&w, IB), ib.dw, ib.n * 4);
	ring_init(&w, &r, 0, 4096);
	queue_init(&q, 0, 4096);
	gs_pm4_init(&s, w.t);
	gs_pm4_indirect_buffer(&s, base_va[IB], (uint32_t)ib.n, 0);
	push(&w, &r, &s);
	gsi_ring_commit(&r);
	if (!st)
		st = ring_run(&w, &q, &r, &err);
	CHECK(st == GS_OK && vadd_ok(&w), "PM4 queue: INDIRECT_BUFFER runs the dispatch; c = a + b (%s)", err.msg);
	gs_pm4_free(&ib);
	world_free(&w);
}

static void signal_init(struct world *w, size_t off, int64_t value, uint64_t mailbox, uint32_t id)
{
	uint8_t *sig = host(w, PTRS) + off;

	memset(sig, 0, 64);
	sig[0] = 1;   /* AMD_SIGNAL_KIND_USER */
	memcpy(sig + GSI_SIGNAL_VALUE, &value, 8);
	memcpy(sig + GSI_SIGNAL_MAILBOX, &mailbox, 8);
	memcpy(sig + GSI_SIGNAL_EVENT_ID, &id, 4);
}

static int64_t signal_get(struct world *w, size_t off)
{
	int64_t v;

	memcpy(&v, host(w, PTRS) + off + GSI_SIGNAL_VALUE, 8);
	return v;
}

static void aql_dispatch(struct world *w, uint8_t pkt[64], uint64_t signal)
{
	struct gs_aql_dispatch a;
	struct gs_error err = { 0 };

	memset(&a, 0, sizeof(a));
	a.header = GS_AQL_HEADER(GS_AQL_TYPE_KERNEL_DISPATCH, 1, GS_AQL_SCOPE_SYSTEM, GS_AQL_SCOPE_SYSTEM);
	a.setup = 1;
	a.workgroup_size[0] = 64, a.workgroup_size[1] = a.workgroup_size[2] = 1;
	a.grid_size[0] = 256, a.grid_size[1] = a.grid_size[2] = 1;
	a.kernel_object = w->kd_va;
	a.kernarg_address = base_va[KARG];
	a.completion_signal = signal;
	gs_aql_build_dispatch(pkt, &a, &err);
}

static void test_aql_dispatch(const char *target)
{
	struct world w;
	struct gsi_ring r;
	struct gsi_emu_queue q;
	struct gs_error err = { 0 };
	uint8_t pkt[64];
	uint64_t mailbox = base_va[PTRS] + 512, sig = base_va[PTRS] + 256, rd;
	uint32_t mb;
	enum gs_status st;

	if (!CHECK(world_init(&w, target) && load_vadd(&w), "%s: vadd assembled and loaded", target))
		return;
	fill_inputs(&w);
	ring_init(&w, &r, 1, 4096);
	queue_init(&q, 1, 4096);
	signal_init(&w, 256, 1, mailbox, 42);
	memset(host(&w, PTRS) + 512, 0xff, 8);
	aql_dispatch(&w, pkt, sig);
	gsi_ring_aql_write(&r, pkt);
	gsi_ring_commit(&r);
	CHECK(*r.doorbell == 0 && *r.wptr_mem == 1, "%s AQL commit: doorbell = packet id 0, write_dispatch_id 1", target);
	st = ring_run(&w, &q, &r, &err);
	CHECK(st == GS_OK && vadd_ok(&w), "%s AQL: the dispatch packet ran vadd; c = a + b (%s)", target, err.msg);
	memcpy(&mb, host(&w, PTRS) + 512, 4);
	CHECK(signal_get(&w, 256) == 0 && mb == 42 && w.n_irq == 1 && w.irq[0] == 42,
	      "%s AQL: completion signal 1 -> 0, event id 42 in its mailbox, interrupt 42", target);
	memcpy(&rd, host(&w, PTRS) + 8, 8);
	CHECK(rd == 1 && host(&w, RING)[0] == GS_AQL_TYPE_INVALID, "%s AQL: read_dispatch_id 1, the slot back to INVALID",
	      target);
	world_free(&w);
}

static void barrier(uint8_t pkt[64], unsigned int type, uint64_t dep0, uint64_t dep1, uint64_t signal)
{
	struct gs_aql_barrier b;
	struct gs_error err = { 0 };

	memset(&b, 0, sizeof(b));
	b.header = GS_AQL_HEADER(type, 1, GS_AQL_SCOPE_SYSTEM, GS_AQL_SCOPE_SYSTEM);
	b.dep_signal[0] = dep0;
	b.dep_signal[1] = dep1;
	b.completion_signal = signal;
	gs_aql_build_barrier(pkt, type, &b, &err);
}

static void test_aql_barriers_and_ib(void)
{
	struct world w;
	struct gsi_ring r;
	struct gsi_emu_queue q;
	struct gs_error err = { 0 };
	struct gs_pm4 s;
	uint8_t pkt[64];
	const uint32_t v = 0xabcd;
	uint64_t dep = base_va[PTRS] + 1024, dep2 = base_va[PTRS] + 1088, done = base_va[PTRS] + 1152, ibsig = base_va[PTRS] + 1216;
	enum gs_status st;

	if (!CHECK(world_init(&w, "gfx942"), "gfx942: the emulator"))
		return;
	ring_init(&w, &r, 1, 256);   /* four slots */
	queue_init(&q, 1, 256);
	signal_init(&w, 1024, 1, 0, 0);
	signal_init(&w, 1088, 0, 0, 0);
	signal_init(&w, 1152, 1, 0, 0);
	signal_init(&w, 1216, 1, 0, 0);
	barrier(pkt, GS_AQL_TYPE_BARRIER_AND, dep, dep2, done);
	gsi_ring_aql_write(&r, pkt);
	/* then a vendor PM4-IB packet: WRITE_DATA from an IB */
	gs_pm4_init(&s, w.t);
	gs_pm4_write_data_mem(&s, base_va[DATA], &v, 1, 1);
	memcpy(host(&w, IB), s.dw, s.n * 4);
	gs_aql_build_pm4_ib(pkt, GS_AQL_HEADER(GS_AQL_TYPE_VENDOR_SPECIFIC, 1, GS_AQL_SCOPE_SYSTEM, GS_AQL_SCOPE_SYSTEM),
			    base_va[IB], (uint32_t)s.n, ibsig, &err);
	gs_pm4_free(&s);
	gsi_ring_aql_write(&r, pkt);
	gsi_ring_commit(&r);
	st = ring_run(&w, &q, &r, &err);
	CHECK(st == GS_OK && q.stalled && q.rptr == 0 && signal_get(&w, 1152) == 1 && data32(&w, 0) == 0,
	      "AQL BARRIER_AND: one of its signals is 1: the queue waits, nothing behind it runs");
	memset(host(&w, PTRS) + 1024 + GSI_SIGNAL_VALUE, 0, 8);   /* the dependency completes */
	st = ring_run(&w, &q, &r, &err);
	CHECK(st == GS_OK && !q.stalled && q.rptr == 2 && signal_get(&w, 1152) == 0,
	      "AQL BARRIER_AND: both signals 0: it completes (%s)", err.msg);
	CHECK(data32(&w, 0) == v && signal_get(&w, 1216) == 0, "AQL vendor PM4-IB packet: its IB ran, its signal completed");
	/* BARRIER_OR: one signal done is enough; then wrap through the four slots */
	signal_init(&w, 1024, 1, 0, 0);
	signal_init(&w, 1152, 1, 0, 0);
	barrier(pkt, GS_AQL_TYPE_BARRIER_OR, dep, dep2, done);
	gsi_ring_aql_write(&r, pkt);
	gsi_ring_commit(&r);
	st = ring_run(&w, &q, &r, &err);
	CHECK(st == GS_OK && q.rptr == 3 && signal_get(&w, 1152) == 0, "AQL BARRIER_OR: one of two signals at 0 is enough");
	for (int i = 0; i < 9 && !st; i++) {
		signal_init(&w, 1152, 1, 0, 0);
		barrier(pkt, GS_AQL_TYPE_BARRIER_AND, 0, 0, done);
		if (gsi_ring_space(&r) < 1)
			st = GS_ERR_RANGE;
		gsi_ring_aql_write(&r, pkt);
		gsi_ring_commit(&r);
		st = ring_run(&w, &q, &r, &err);
		if (signal_get(&w, 1152) != 0)
			st = GS_ERR_HANG;
	}
	CHECK(st == GS_OK && q.rptr == 12, "AQL wrap: 12 packets through a 4-slot ring, in order (%s)", err.msg);
	/* a fault stops the queue where it is */
	{
		struct gs_aql_dispatch a;

		memset(&a, 0, sizeof(a));
		a.header = GS_AQL_HEADER(GS_AQL_TYPE_KERNEL_DISPATCH, 1, GS_AQL_SCOPE_SYSTEM, GS_AQL_SCOPE_SYSTEM);
		a.setup = 1;
		a.workgroup_size[0] = a.workgroup_size[1] = a.workgroup_size[2] = 1;
		a.grid_size[0] = a.grid_size[1] = a.grid_size[2] = 1;
		a.kernel_object = 0x7000000000ull;   /* mapped nowhere */
		gs_aql_build_dispatch(pkt, &a, &err);
		gsi_ring_aql_write(&r, pkt);
		gsi_ring_commit(&r);
		st = ring_run(&w, &q, &r, &err);
		CHECK(st == GS_ERR_FAULT && q.rptr == 12 && strstr(err.msg, "AQL queue: packet 12 (KERNEL_DISPATCH)"),
		      "AQL: a kernel descriptor nowhere: a fault naming the packet, the read index stays: %s", err.msg);
	}
	world_free(&w);
}

static void test_ring_space(void)
{
	uint8_t ring[256];
	uint64_t wp = 0, rp = 0, db = 0;
	struct gsi_ring r = { 0, ring, sizeof(ring), &wp, &rp, &db, 0 };
	const uint32_t dw[10] = { 0 };

	CHECK(gsi_ring_space(&r) == 63, "PM4 ring of 64 dwords: 63 usable (one stays free)");
	for (int i = 0; i < 6; i++)
		gsi_ring_pm4_write(&r, dw, 10);
	CHECK(gsi_ring_pending(&r) == 60 && gsi_ring_space(&r) == 3, "60 written, none consumed: 3 free");
	rp = 60 % 64;   /* a report modulo the ring */
	CHECK(gsi_ring_pending(&r) == 0 && gsi_ring_space(&r) == 63, "the report caught up (offset 60): all free");
	gsi_ring_pm4_write(&r, dw, 10);   /* wptr 70: crosses the end */
	CHECK(gsi_ring_pending(&r) == 10, "across the wrap: 10 pending with the wrapped report");
	rp = 70;   /* a firmware that reports a count: the same answer */
	CHECK(gsi_ring_pending(&r) == 0, "a counting read pointer reads the same");
	r.aql = 1;
	r.wptr = 7;
	rp = 5;
	CHECK(gsi_ring_pending(&r) == 2 && gsi_ring_space(&r) == 2, "AQL ring of 4 slots: 2 in flight, 2 free");
}

int main(void)
{
	test_ring_space();
	test_pm4_basics();
	test_pm4_wrap();
	test_pm4_ib_dispatch();
	test_aql_dispatch("gfx1100");
	test_aql_dispatch("gfx942");
	test_aql_barriers_and_ib();
	return t_failed != 0;
}
