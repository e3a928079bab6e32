// SPDX-License-Identifier: MIT
/*
 * Reading the payload of packets gs_pm4_next() has framed and checked:
 * register writes and the RELEASE_MEM fields (nvd.h PACKET3_RELEASE_MEM_*).
 */
#include "pm4/pm4_internal.h"

int gs_pm4_reg_writes(const struct gs_pm4_packet *pkt, uint32_t *first_addr,
		      const uint32_t **values, size_t *n)
{
	uint32_t start, size;
	enum gs_reg_aperture ap;

	if (!pkt)
		return 0;
	if (pkt->type == 0) {
		*first_addr = pkt->header & 0xffff;
		*values = pkt->body;
		*n = pkt->body_dw;
		return 1;
	}
	if (pkt->type != 3 || pkt->body_dw < 2 ||
	    !gsi_pm4_set_reg_range(pkt->opcode, &start, &size, &ap))
		return 0;
	*first_addr = start + (pkt->body[0] & 0xffff);
	*values = pkt->body + 1;
	*n = pkt->body_dw - 1;
	return 1;
}

enum gs_status gs_pm4_decode_release_mem(const struct gs_pm4_packet *pkt,
					 struct gs_pm4_release_mem *rm,
					 struct gs_error *err)
{
	const uint32_t *b;

	if (!pkt || !rm || pkt->type != 3 || pkt->opcode != GS_PM4_RELEASE_MEM ||
	    pkt->body_dw != 7)
		return gs_error_set(err, GS_ERR_PM4, "dword %zu: not a 7-dword RELEASE_MEM packet",
				    pkt ? pkt->offset : 0);
	b = pkt->body;
	rm->event_type = b[0] & 0x3f;
	rm->event_index = (b[0] >> 8) & 0xf;
	rm->gcr = b[0] & 0x007ff000;
	rm->cache_policy = (b[0] >> 25) & 3;
	rm->dst_sel = (b[1] >> 16) & 3;
	rm->int_sel = (b[1] >> 24) & 7;
	rm->data_sel = (b[1] >> 29) & 7;
	rm->addr = b[2] | (uint64_t)b[3] << 32;
	rm->data = b[4] | (uint64_t)b[5] << 32;
	return GS_OK;
}
