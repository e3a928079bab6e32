// SPDX-License-Identifier: MIT
/*
 * The emulated command processor: walks an indirect buffer with the same
 * packet parser as `gfxshim pm4 decode` and acts on each packet.  Packets
 * that only manage caches or sync (NOP, ACQUIRE_MEM) have nothing to do in
 * a coherent emulator; anything it does not model is an error, never
 * silently skipped.
 *
 * The GPU clock (what COPY_DATA SRC_SEL GPU_CLOCK and RELEASE_MEM DATA_SEL
 * GPU_CLOCK write) is emulated: a deterministic count of the work the CP
 * did, not time.  It advances by one tick per packet executed and, for a
 * dispatch, by one tick per wave launched plus the longest wave's emulated
 * cycles (its instructions and s_sleep cycles), so the REALTIME a wave reads
 * (the dispatch's start plus its own cycles) lies between the timestamps
 * before and after the dispatch; it lives with the device (it
 * never goes back between submissions).  gs_device_facts gives its nominal
 * rate (GS_EMU_CLOCK_KHZ) for converting ticks to (emulated) nanoseconds.
 *
 * Performance counters (perf.c): SET_UCONFIG_REG / WRITE_DATA to the
 * perf-counter registers program them, EVENT_WRITE PERFCOUNTER_* and
 * CS_PARTIAL_FLUSH are accepted (the emulator is synchronous: everything
 * before them has finished), COPY_DATA SRC_SEL PERF reads them.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/timing.h"
#include "gfxshim/pm4.h"

static const char *reg_name(const struct emu *e, uint32_t addr)
{
	const struct gs_reg *r = gs_reg_by_addr(e->db, addr);

	return r ? r->name : "an unknown register";
}

static enum gs_status set_regs(struct emu *e, const struct gs_pm4_packet *pkt, struct gs_error *err)
{
	uint32_t addr;
	const uint32_t *v;
	size_t n;

	if (!gs_pm4_reg_writes(pkt, &addr, &v, &n))
		return gs_error_set(err, GS_ERR_PM4, "dword %zu: register packet carries no registers", pkt->offset);
	if (addr >= EMU_SH_BASE + EMU_SH_SIZE || addr + n <= EMU_SH_BASE) {
		/* outside the SH file: only perf-counter registers are modelled */
		for (size_t i = 0; i < n; i++) {
			enum gs_status st;

			if (!gsi_emu_perf_reg(e, pkt, addr + (uint32_t)i, v[i], &st, err))
				return gs_error_set(err, GS_ERR_UNSUPPORTED,
						    "dword %zu: %s writes %s (0x%x), which the emulator does not model (SH and perf-counter registers only)",
						    pkt->offset, gs_pm4_opcode_name(pkt->opcode), reg_name(e, addr + (uint32_t)i),
						    addr + (uint32_t)i);
			if (st)
				return st;
		}
		return GS_OK;
	}
	if (addr < EMU_SH_BASE || addr + n > EMU_SH_BASE + EMU_SH_SIZE)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "dword %zu: %s writes registers at 0x%x, which the emulator does not model (only SH registers)",
				    pkt->offset, gs_pm4_opcode_name(pkt->opcode), addr);
	memcpy(&e->sh[addr - EMU_SH_BASE], v, n * sizeof(*v));
	return GS_OK;
}

/* The host pointer for an aligned access of bytes at va, or a page fault. */
static enum gs_status mem_access(struct emu *e, const struct gs_pm4_packet *pkt, const char *what,
				 uint64_t va, unsigned int bytes, uint8_t **p, struct gs_error *err)
{
	*p = gsi_emu_mem_ptr(e, va, bytes);
	if (!*p || va % bytes)
		return gs_error_set(err, GS_ERR_FAULT,
				    "GPU page fault (emulated): %s at dword %zu %s %u bytes at 0x%llx, %s",
				    gs_pm4_opcode_name(pkt->opcode), pkt->offset, what, bytes, (unsigned long long)va,
				    *p ? "which is not aligned" : "which is not inside any buffer object");
	return GS_OK;
}

static enum gs_status release_mem(struct emu *e, uint64_t clock, const struct gs_pm4_packet *pkt,
				  struct gs_error *err)
{
	struct gs_pm4_release_mem rm;
	enum gs_status st = gs_pm4_decode_release_mem(pkt, &rm, err);
	unsigned int bytes;
	uint64_t v;
	uint8_t *p;

	if (st)
		return st;
	switch (rm.data_sel) {
	case GS_PM4_DATA_NONE:
		return GS_OK;
	case GS_PM4_DATA_32:
	case GS_PM4_DATA_64:
		v = rm.data;
		bytes = rm.data_sel == GS_PM4_DATA_32 ? 4 : 8;
		break;
	case GS_PM4_DATA_GPU_CLOCK:  /* the emulated clock, once the work before it is done */
		v = clock;
		bytes = 8;
		break;
	default:
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "dword %zu: RELEASE_MEM DATA_SEL %u (%s) is not emulated",
				    pkt->offset, rm.data_sel,
				    rm.data_sel == GS_PM4_DATA_SYS_CLOCK ? "the system clock counter" : "reserved");
	}
	st = mem_access(e, pkt, "writes", rm.addr, bytes, &p, err);
	if (st)
		return st;
	memcpy(p, &v, bytes);
	return GS_OK;
}

/* COPY_DATA (nvd.h PACKET3_COPY_DATA: control, SRC lo/hi, DST lo/hi) from
 * the GPU clock, immediate data or memory to memory.  Register and perf
 * counter sources or destinations are not modelled: an error. */
static enum gs_status copy_data(struct emu *e, uint64_t clock, const struct gs_pm4_packet *pkt,
				struct gs_error *err)
{
	uint32_t ctl = pkt->body[0];
	unsigned int src_sel = ctl & 0xf, dst_sel = (ctl >> 8) & 0xf;
	unsigned int bytes = (ctl >> 16) & 1 ? 8 : 4;  /* COUNT_SEL */
	uint64_t src = pkt->body[1] | (uint64_t)pkt->body[2] << 32;
	uint64_t dst = pkt->body[3] | (uint64_t)pkt->body[4] << 32;
	uint64_t v = 0;
	uint8_t *p;
	enum gs_status st;

	switch (src_sel) {
	case GS_PM4_SEL_GPU_CLOCK:  /* 32 bits: its low half, as the CP copies */
		v = clock;
		break;
	case GS_PM4_SEL_IMM:
		v = bytes == 8 ? src : (uint32_t)src;
		break;
	case GS_PM4_SEL_MEM:
	case GS_PM4_SEL_TC_L2:
		st = mem_access(e, pkt, "reads", src, bytes, &p, err);
		if (st)
			return st;
		memcpy(&v, p, bytes);
		break;
	case GS_PM4_SEL_PERF:  /* 64 bits: the counter's LO and HI */
		st = gsi_emu_perf_read(e, pkt, (uint32_t)src, &v, err);
		if (st)
			return st;
		if (bytes == 4)
			v = (uint32_t)v;
		break;
	default:
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "dword %zu: COPY_DATA SRC_SEL %u is not emulated (only GPU_CLOCK, IMM, memory and perf-counter sources)",
				    pkt->offset, src_sel);
	}
	if (dst_sel != GS_PM4_SEL_DST_MEM && dst_sel != GS_PM4_SEL_TC_L2)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "dword %zu: COPY_DATA DST_SEL %u is not emulated (only memory destinations)",
				    pkt->offset, dst_sel);
	st = mem_access(e, pkt, "writes", dst, bytes, &p, err);
	if (st)
		return st;
	memcpy(p, &v, bytes);
	return GS_OK;
}

/* WRITE_DATA (nvd.h: control, DST lo/hi, data...): to memory, or to one
 * register (SH or perf-counter). */
static enum gs_status write_data(struct emu *e, const struct gs_pm4_packet *pkt, struct gs_error *err)
{
	unsigned int dst_sel = (pkt->body[0] >> 8) & 0xf;
	uint64_t dst = pkt->body[1] | (uint64_t)pkt->body[2] << 32;
	size_t n = pkt->body_dw - 3;
	enum gs_status st;
	uint8_t *p;

	if (pkt->body_dw < 4)
		return gs_error_set(err, GS_ERR_PM4, "dword %zu: WRITE_DATA without data", pkt->offset);
	if (dst_sel == GS_PM4_SEL_DST_MEM || dst_sel == GS_PM4_SEL_TC_L2) {
		p = gsi_emu_mem_ptr(e, dst, n * 4);
		if (!p || dst % 4)
			return gs_error_set(err, GS_ERR_FAULT,
					    "GPU page fault (emulated): WRITE_DATA at dword %zu writes %zu bytes at 0x%llx, %s",
					    pkt->offset, n * 4, (unsigned long long)dst,
					    p ? "which is not dword aligned" : "which is not inside any buffer object");
		memcpy(p, &pkt->body[3], n * 4);
		return GS_OK;
	}
	if (dst_sel == GS_PM4_SEL_REG && n == 1) {
		uint32_t addr = (uint32_t)dst;

		if (addr >= EMU_SH_BASE && addr < EMU_SH_BASE + EMU_SH_SIZE) {
			e->sh[addr - EMU_SH_BASE] = pkt->body[3];
			return GS_OK;
		}
		if (gsi_emu_perf_reg(e, pkt, addr, pkt->body[3], &st, err))
			return st;
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "dword %zu: WRITE_DATA to %s (0x%x), which the emulator does not model",
				    pkt->offset, reg_name(e, addr), addr);
	}
	return gs_error_set(err, GS_ERR_UNSUPPORTED,
			    "dword %zu: WRITE_DATA DST_SEL %u with %zu dwords is not emulated (memory, or one register)",
			    pkt->offset, dst_sel, n);
}

static enum gs_status event_write(const struct gs_pm4_packet *pkt, struct gs_error *err)
{
	unsigned int ev = pkt->body[0] & 0x3f;
	const char *name = gs_pm4_event_name(ev);

	switch (ev) {
	case GS_PM4_EV_CS_PARTIAL_FLUSH:   /* every dispatch before it has finished */
	case GS_PM4_EV_PERFCOUNTER_START:  /* counting is gated by CP_PERFMON_CNTL */
	case GS_PM4_EV_PERFCOUNTER_STOP:
	case GS_PM4_EV_PERFCOUNTER_SAMPLE: /* reads see the live count */
		return GS_OK;
	default:
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "dword %zu: EVENT_WRITE %s (0x%x) is not emulated",
				    pkt->offset, name ? name : "?", ev);
	}
}

static uint64_t add_sat(uint64_t a, uint64_t b)
{
	return a > UINT64_MAX - b ? UINT64_MAX : a + b;
}

/* Advance the emulated clock; perf counters see the ticks (busy: spent
 * executing a dispatch). */
static void tick(struct emu *e, uint64_t *clock, uint64_t n, int busy)
{
	if (e->tm) {  /* the timing model's clock (timing.h) */
		gsi_emu_tm_cp_ticks(e, clock, n, busy);
		return;
	}
	*clock = add_sat(*clock, n);
	gsi_emu_perf_ticks(e, n, busy);
}

/* Clock ticks a dispatch adds: one per wave it launches plus its longest
 * wave's emulated cycles (saturating). */
static uint64_t dispatch_ticks(const struct emu *e, const struct gs_pm4_packet *pkt)
{
	unsigned int lanes = pkt->body[3] & GS_DISPATCH_INIT_CS_W32_EN ? 32 : 64;
	uint64_t threads = 1, waves;

	for (int d = 0; d < 3; d++)
		threads *= e->sh[e->r.num_thread[d] - EMU_SH_BASE] & 0xffff;
	waves = (threads + lanes - 1) / lanes;
	for (int d = 0; d < 3; d++) {
		if (pkt->body[d] && waves > UINT64_MAX / pkt->body[d])
			return UINT64_MAX;
		waves *= pkt->body[d];
	}
	return add_sat(waves, e->dispatch_cycles);
}

enum gs_status gsi_emu_cp_run(struct emu *e, uint64_t ib_va, uint32_t ndw, struct gs_error *err)
{
	uint64_t clock = 0;  /* a clock that starts with this submission */

	return gsi_emu_cp_run_clocked(e, &clock, ib_va, ndw, err);
}

enum gs_status gsi_emu_cp_run_clocked(struct emu *e, uint64_t *clock, uint64_t ib_va, uint32_t ndw,
				  struct gs_error *err)
{
	const uint32_t *ib;

	ib = (const uint32_t *)gsi_emu_mem_ptr(e, ib_va, (uint64_t)ndw * 4);
	if (!ib || ib_va % 4)
		return gs_error_set(err, GS_ERR_FAULT,
				    "GPU page fault (emulated): indirect buffer at 0x%llx (%u dwords) is not inside a buffer object",
				    (unsigned long long)ib_va, ndw);
	return gsi_emu_cp_exec(e, clock, ib, ndw, err);
}

enum gs_status gsi_emu_cp_exec(struct emu *e, uint64_t *clock, const uint32_t *ib, uint32_t ndw,
			       struct gs_error *err)
{
	size_t pos = 0;
	struct gs_pm4_packet pkt;
	enum gs_status st;

	while (pos < ndw) {
		st = gs_pm4_next(ib, ndw, &pos, &pkt, err);
		if (st)
			return st;
		if (pkt.type == 2)
			continue;
		if (pkt.type != 3)
			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "dword %zu: type-%u packets are not emulated", pkt.offset, pkt.type);
		switch (pkt.opcode) {
		case GS_PM4_NOP:
			break;
		case GS_PM4_ACQUIRE_MEM:  /* caches are coherent in the emulator; the timing model's are invalidated */
			if (e->tm)
				gsi_emu_tm_acquire(e, pkt.body, pkt.body_dw);
			break;
		case GS_PM4_SET_SH_REG:
		case GS_PM4_SET_UCONFIG_REG:
			st = set_regs(e, &pkt, err);
			break;
		case GS_PM4_WRITE_DATA:
			st = write_data(e, &pkt, err);
			break;
		case GS_PM4_EVENT_WRITE:
			st = event_write(&pkt, err);
			break;
		case GS_PM4_DISPATCH_DIRECT:
			if (pkt.body_dw < 4)
				return gs_error_set(err, GS_ERR_PM4, "dword %zu: DISPATCH_DIRECT needs 4 dwords, has %zu",
						    pkt.offset, pkt.body_dw);
			e->dispatch_t0 = *clock;  /* REALTIME in its waves counts from here */
			e->dispatch_cycles = 0;
			if (e->tm)
				gsi_emu_tm_dispatch_begin(e);
			st = gsi_emu_dispatch(e, pkt.body, pkt.body[3], err);
			if (st)
				gs_error_prefix(err, "dispatch at dword %zu", pkt.offset);
			else if (e->tm)
				gsi_emu_tm_dispatch_end(e, clock);  /* the modelled length */
			else
				tick(e, clock, dispatch_ticks(e, &pkt), 1);
			break;
		case GS_PM4_RELEASE_MEM:
			st = release_mem(e, *clock, &pkt, err);
			break;
		case GS_PM4_COPY_DATA:
			st = copy_data(e, *clock, &pkt, err);
			break;
		default: {
			const char *name = gs_pm4_opcode_name(pkt.opcode);

			return gs_error_set(err, GS_ERR_UNSUPPORTED,
					    "dword %zu: packet %s (0x%02x) is not emulated yet",
					    pkt.offset, name ? name : "?", pkt.opcode);
		}
		}
		if (st)
			return st;
		tick(e, clock, 1, 0);  /* one tick per packet executed */
	}
	return GS_OK;
}
