// SPDX-License-Identifier: MIT
/*
 * The one PM4 packet parser (decoder and emulated command processor).
 * Header layout from nvd.h: type 31:30; type 0: count 29:16, base register
 * 15:0; type 2: a one-dword filler; type 3: count 29:16 (body dwords - 1),
 * opcode 15:8, shader type bit 1, predicate bit 0.  Type 1 is not a valid
 * packet.  Every error names the header's dword offset.
 */
#include "pm4/pm4_internal.h"

int gsi_pm4_set_reg_range(unsigned int opcode, uint32_t *start, uint32_t *size,
			 enum gs_reg_aperture *ap)
{
	switch (opcode) {
	case GS_PM4_SET_CONFIG_REG:
		*start = GS_PM4_CONFIG_REG_START, *size = 0xc00, *ap = GS_APERTURE_CONFIG;
		return 1;
	case GS_PM4_SET_SH_REG:
	case GS_PM4_SET_SH_REG_INDEX:
		*start = GS_PM4_SH_REG_START, *size = 0x400, *ap = GS_APERTURE_SH;
		return 1;
	case GS_PM4_SET_CONTEXT_REG:
		*start = GS_PM4_CONTEXT_REG_START, *size = 0x2000, *ap = GS_APERTURE_CONTEXT;
		return 1;
	case GS_PM4_SET_UCONFIG_REG:
		*start = GS_PM4_UCONFIG_REG_START, *size = 0x4000, *ap = GS_APERTURE_UCONFIG;
		return 1;
	}
	return 0;
}

/* Body sizes the packets we execute must have. */
static enum gs_status check_body(const struct gs_pm4_packet *p, const char *name,
				 struct gs_error *err)
{
	uint32_t start, size, off;
	enum gs_reg_aperture ap;
	size_t want = 0, at_least = 0;

	switch (p->opcode) {
	case GS_PM4_DISPATCH_DIRECT:
		want = 4;   /* dim x, y, z, initiator */
		break;
	case GS_PM4_RELEASE_MEM:
		want = 7;   /* count 6, nvd.h / soc15d.h */
		break;
	case GS_PM4_ACQUIRE_MEM:
		if (p->body_dw != 6 && p->body_dw != 7) /* gfx9: count 5, gfx10+: 6 */
			return gs_error_set(err, GS_ERR_PM4,
					    "dword %zu: ACQUIRE_MEM with %zu body dwords, expected 6 (gfx9) or 7 (gfx10+)",
					    p->offset, p->body_dw);
		return GS_OK;
	case GS_PM4_WRITE_DATA:
		at_least = 4; /* control, address lo/hi, data... */
		break;
	case GS_PM4_WAIT_REG_MEM:
		want = 6;   /* control, addr lo/hi, ref, mask, poll interval */
		break;
	case GS_PM4_COPY_DATA:
		want = 5;   /* control, src lo/hi, dst lo/hi */
		break;
	case GS_PM4_INDIRECT_BUFFER:
		want = 3;   /* base lo/hi, control */
		break;
	case GS_PM4_PRED_EXEC:
		want = 1;   /* EXEC_COUNT | VIRTUAL_XCC_ID_SELECT */
		break;
	case GS_PM4_DISPATCH_INDIRECT:
		/* compute queue: addr lo/hi + initiator; gfx ring: offset + initiator */
		if (p->body_dw != 3 && p->body_dw != 2)
			return gs_error_set(err, GS_ERR_PM4,
					    "dword %zu: DISPATCH_INDIRECT with %zu body dwords, expected 3 (compute queue) or 2",
					    p->offset, p->body_dw);
		return GS_OK;
	case GS_PM4_EVENT_WRITE:
		/* the event, plus an address for sampling events */
		if (p->body_dw != 1 && p->body_dw != 3)
			return gs_error_set(err, GS_ERR_PM4,
					    "dword %zu: EVENT_WRITE with %zu body dwords, expected 1 or 3",
					    p->offset, p->body_dw);
		return GS_OK;
	default:
		if (gsi_pm4_set_reg_range(p->opcode, &start, &size, &ap))
			at_least = 2; /* offset, value... */
		break;
	}
	if (want && p->body_dw != want)
		return gs_error_set(err, GS_ERR_PM4, "dword %zu: %s with %zu body dwords, expected %zu",
				    p->offset, name, p->body_dw, want);
	if (p->body_dw < at_least)
		return gs_error_set(err, GS_ERR_PM4,
				    "dword %zu: %s with %zu body dwords, expected at least %zu",
				    p->offset, name, p->body_dw, at_least);
	if (gsi_pm4_set_reg_range(p->opcode, &start, &size, &ap)) {
		/* bits 31:16 hold the index of *_INDEX packets, not the offset */
		off = p->body[0] & 0xffff;
		if (off + (p->body_dw - 1) > size)
			return gs_error_set(err, GS_ERR_PM4,
					    "dword %zu: %s writes 0x%04zx..0x%04zx, outside the %s range 0x%04x..0x%04x",
					    p->offset, name, (size_t)start + off,
					    (size_t)start + off + p->body_dw - 2,
					    gs_reg_aperture_name(ap), start, start + size - 1);
	}
	return GS_OK;
}

enum gs_status gs_pm4_next(const uint32_t *dw, size_t ndw, size_t *pos,
			   struct gs_pm4_packet *pkt, struct gs_error *err)
{
	size_t at, left, body;
	uint32_t h;
	const char *name;

	if (!pos || !pkt || (!dw && ndw))
		return gs_error_set(err, GS_ERR_INVALID, "pm4: no stream, position or packet");
	at = *pos;
	if (at >= ndw)
		return gs_error_set(err, GS_ERR_RANGE, "dword %zu: past the end of the stream (%zu dwords)",
				    at, ndw);
	h = dw[at];
	left = ndw - at - 1;
	*pkt = (struct gs_pm4_packet){
		.offset = at,
		.type = h >> 30,
		.header = h,
		.body = dw + at + 1,
	};
	switch (pkt->type) {
	case 0:
		body = ((h >> 16) & 0x3fff) + 1;
		if (body > left)
			return gs_error_set(err, GS_ERR_PM4,
					    "dword %zu: truncated type-0 packet: %zu register values, only %zu dwords left",
					    at, body, left);
		break;
	case 1:
		return gs_error_set(err, GS_ERR_PM4, "dword %zu: type-1 packet header 0x%08x is invalid",
				    at, h);
	case 2:
		body = 0;
		break;
	default:
		pkt->opcode = (h >> 8) & 0xff;
		pkt->shader_type = (h >> 1) & 1;
		pkt->predicate = h & 1;
		name = gs_pm4_opcode_name(pkt->opcode);
		if (!name)
			return gs_error_set(err, GS_ERR_PM4, "dword %zu: unknown type-3 opcode 0x%02x",
					    at, pkt->opcode);
		body = ((h >> 16) & 0x3fff) + 1;
		/* NOP with count 0x3fff is the header alone (the gfx10+ ring nop) */
		if (pkt->opcode == GS_PM4_NOP && body == 0x4000)
			body = 0;
		if (body > left)
			return gs_error_set(err, GS_ERR_PM4,
					    "dword %zu: truncated %s packet: %zu body dwords, only %zu left",
					    at, name, body, left);
		pkt->body_dw = body;
		if (check_body(pkt, name, err) != GS_OK)
			return GS_ERR_PM4;
		if (pkt->opcode == GS_PM4_PRED_EXEC && (pkt->body[0] & 0x3fff) > left - body)
			return gs_error_set(err, GS_ERR_PM4,
					    "dword %zu: PRED_EXEC predicates %u dwords, only %zu follow",
					    at, pkt->body[0] & 0x3fff, left - body);
		break;
	}
	pkt->body_dw = body;
	*pos = at + 1 + body;
	return GS_OK;
}
