// SPDX-License-Identifier: MIT
/*
 * The emulated command processor: walks an indirect buffer with the same
 * packet parser as `gfxshim pm4 decode` and acts on each packet.  Packets
 * that only manage caches or sync (NOP, ACQUIRE_MEM) have nothing to do in
 * a coherent emulator; anything it does not model is an error, never
 * silently skipped.
 */
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"
#include "gfxshim/pm4.h"

static enum gs_status set_regs(struct emu *e, const struct gs_pm4_packet *pkt, struct gs_error *err)
{
	uint32_t addr;
	const uint32_t *v;
	size_t n;

	if (!gs_pm4_reg_writes(pkt, &addr, &v, &n))
		return gs_error_set(err, GS_ERR_PM4, "dword %zu: register packet carries no registers", pkt->offset);
	if (addr < EMU_SH_BASE || addr + n > EMU_SH_BASE + EMU_SH_SIZE)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "dword %zu: %s writes registers at 0x%x, which the emulator does not model (only SH registers)",
				    pkt->offset, gs_pm4_opcode_name(pkt->opcode), addr);
	memcpy(&e->sh[addr - EMU_SH_BASE], v, n * sizeof(*v));
	return GS_OK;
}

static enum gs_status release_mem(struct emu *e, const struct gs_pm4_packet *pkt, struct gs_error *err)
{
	struct gs_pm4_release_mem rm;
	enum gs_status st = gs_pm4_decode_release_mem(pkt, &rm, err);
	unsigned int bytes;
	uint8_t *p;

	if (st)
		return st;
	if (rm.data_sel == 0)
		return GS_OK;
	if (rm.data_sel != 1 && rm.data_sel != 2)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "dword %zu: RELEASE_MEM DATA_SEL %u (timestamps) is not emulated yet",
				    pkt->offset, rm.data_sel);
	bytes = rm.data_sel == 1 ? 4 : 8;
	p = emu_mem_ptr(e, rm.addr, bytes);
	if (!p || rm.addr % bytes)
		return gs_error_set(err, GS_ERR_FAULT,
				    "GPU page fault (emulated): RELEASE_MEM at dword %zu writes %u bytes at 0x%llx, %s",
				    pkt->offset, bytes, (unsigned long long)rm.addr,
				    p ? "which is not aligned" : "which is not inside any buffer object");
	memcpy(p, &rm.data, bytes);
	return GS_OK;
}

enum gs_status emu_cp_run(struct emu *e, uint64_t ib_va, uint32_t ndw, struct gs_error *err)
{
	const uint32_t *ib;
	size_t pos = 0;
	struct gs_pm4_packet pkt;
	enum gs_status st;

	ib = (const uint32_t *)emu_mem_ptr(e, ib_va, (uint64_t)ndw * 4);
	if (!ib || ib_va % 4)
		return gs_error_set(err, GS_ERR_FAULT,
				    "GPU page fault (emulated): indirect buffer at 0x%llx (%u dwords) is not inside a buffer object",
				    (unsigned long long)ib_va, ndw);
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
		case GS_PM4_ACQUIRE_MEM:  /* caches are coherent in the emulator */
			break;
		case GS_PM4_SET_SH_REG:
			st = set_regs(e, &pkt, err);
			break;
		case GS_PM4_DISPATCH_DIRECT:
			if (pkt.body_dw < 4)
				return gs_error_set(err, GS_ERR_PM4, "dword %zu: DISPATCH_DIRECT needs 4 dwords, has %zu",
						    pkt.offset, pkt.body_dw);
			st = emu_dispatch(e, pkt.body, pkt.body[3], err);
			if (st)
				gs_error_prefix(err, "dispatch at dword %zu", pkt.offset);
			break;
		case GS_PM4_RELEASE_MEM:
			st = release_mem(e, &pkt, err);
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
	}
	return GS_OK;
}
