// SPDX-License-Identifier: MIT
/*
 * AQL packets for a later KFD path.  Layouts are facts of the HSA Platform
 * System Architecture / Runtime specifications 1.2 (hsa.h:
 * hsa_kernel_dispatch_packet_t, hsa_barrier_and_packet_t,
 * hsa_barrier_or_packet_t, hsa_packet_header_t) and of ROCR-Runtime's
 * amd_aql_pm4_ib vendor packet (amd_aql_queue.cpp: ven_hdr
 * AMD_AQL_FORMAT_PM4_IB = 1, a 4-dword INDIRECT_BUFFER, dw_cnt_remain 0xA).
 * Every packet is 64 bytes; multi-byte fields are little endian.
 *
 *   kernel dispatch            barrier-AND / -OR          AMD PM4 IB
 *    0 header   2 setup         0 header  2 reserved0      0 header  2 ven_hdr
 *    4 wg x  6 wg y  8 wg z     4 reserved1 (u32)          4 ib_jump_cmd[4]
 *   10 reserved0                8 dep_signal[5]           20 dw_cnt_remain
 *   12 grid x 16 grid y 20 z   48 reserved2 (u64)         24 reserved[8]
 *   24 private_segment_size    56 completion_signal       56 completion_signal
 *   28 group_segment_size
 *   32 kernel_object  40 kernarg_address
 *   48 reserved2      56 completion_signal
 */
#include <string.h>

#include "pm4/pm4_internal.h"

static void put16(uint8_t *p, uint16_t v) { p[0] = (uint8_t)v, p[1] = (uint8_t)(v >> 8); }
static void put32(uint8_t *p, uint32_t v) { for (int i = 0; i < 4; i++) p[i] = (uint8_t)(v >> (8 * i)); }
static void put64(uint8_t *p, uint64_t v) { for (int i = 0; i < 8; i++) p[i] = (uint8_t)(v >> (8 * i)); }
static uint16_t get16(const uint8_t *p) { return (uint16_t)(p[0] | p[1] << 8); }
static uint32_t get32(const uint8_t *p) { return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24; }
static uint64_t get64(const uint8_t *p) { return get32(p) | (uint64_t)get32(p + 4) << 32; }

const char *gs_aql_type_name(unsigned int type)
{
	switch (type) {
	case GS_AQL_TYPE_VENDOR_SPECIFIC: return "VENDOR_SPECIFIC";
	case GS_AQL_TYPE_INVALID: return "INVALID";
	case GS_AQL_TYPE_KERNEL_DISPATCH: return "KERNEL_DISPATCH";
	case GS_AQL_TYPE_BARRIER_AND: return "BARRIER_AND";
	case GS_AQL_TYPE_AGENT_DISPATCH: return "AGENT_DISPATCH";
	case GS_AQL_TYPE_BARRIER_OR: return "BARRIER_OR";
	}
	return NULL;
}

static enum gs_status check_header(uint16_t h, unsigned int want_type, struct gs_error *err)
{
	if ((h & 0xff) != want_type)
		return gs_error_set(err, GS_ERR_INVALID, "aql: header type %u, expected %u (%s)", h & 0xff,
				    want_type, gs_aql_type_name(want_type));
	if (((h >> 9) & 3) == 3 || ((h >> 11) & 3) == 3 || (h >> 13))
		return gs_error_set(err, GS_ERR_INVALID,
				    "aql: header 0x%04x: fence scopes are 0..2 and bits 15:13 are reserved",
				    h);
	return GS_OK;
}

enum gs_status gs_aql_build_dispatch(uint8_t out[GS_AQL_PACKET_BYTES], const struct gs_aql_dispatch *d,
				     struct gs_error *err)
{
	unsigned int dims;

	if (!out || !d)
		return gs_error_set(err, GS_ERR_INVALID, "aql: no packet buffer or dispatch");
	if (check_header(d->header, GS_AQL_TYPE_KERNEL_DISPATCH, err))
		return GS_ERR_INVALID;
	dims = d->setup & 3;
	if (dims == 0 || (d->setup >> 2))
		return gs_error_set(err, GS_ERR_INVALID, "aql: setup 0x%x: dimensions (bits 1:0) must be 1..3, the rest 0",
				    d->setup);
	for (unsigned int i = 0; i < 3; i++) {
		int used = i < dims;

		if ((used && (!d->workgroup_size[i] || !d->grid_size[i])) ||
		    (!used && (d->workgroup_size[i] != 1 || d->grid_size[i] != 1)))
			return gs_error_set(err, GS_ERR_INVALID,
					    "aql: %u-dimensional dispatch, dimension %u has workgroup %u grid %u: used ones must be >= 1, unused ones 1",
					    dims, i, d->workgroup_size[i], d->grid_size[i]);
	}
	if ((uint32_t)d->workgroup_size[0] * d->workgroup_size[1] * d->workgroup_size[2] > 1024)
		return gs_error_set(err, GS_ERR_RANGE, "aql: workgroup %ux%ux%u has more than 1024 work-items",
				    d->workgroup_size[0], d->workgroup_size[1], d->workgroup_size[2]);
	if (!d->kernel_object || (d->kernel_object & 63))
		return gs_error_set(err, GS_ERR_INVALID,
				    "aql: kernel object 0x%llx must be a non-zero, 64-byte aligned kernel descriptor address",
				    (unsigned long long)d->kernel_object);
	if (d->kernarg_address & 15)
		return gs_error_set(err, GS_ERR_INVALID, "aql: kernarg address 0x%llx is not 16-byte aligned",
				    (unsigned long long)d->kernarg_address);
	memset(out + 2, 0, GS_AQL_PACKET_BYTES - 2);
	put16(out + 2, d->setup);
	for (int i = 0; i < 3; i++) {
		put16(out + 4 + 2 * i, d->workgroup_size[i]);
		put32(out + 12 + 4 * i, d->grid_size[i]);
	}
	put32(out + 24, d->private_segment_size);
	put32(out + 28, d->group_segment_size);
	put64(out + 32, d->kernel_object);
	put64(out + 40, d->kernarg_address);
	put64(out + 56, d->completion_signal);
	put16(out, d->header); /* last: the header publishes the packet */
	return GS_OK;
}

enum gs_status gs_aql_build_barrier(uint8_t out[GS_AQL_PACKET_BYTES], unsigned int type,
				    const struct gs_aql_barrier *b, struct gs_error *err)
{
	if (!out || !b)
		return gs_error_set(err, GS_ERR_INVALID, "aql: no packet buffer or barrier");
	if (type != GS_AQL_TYPE_BARRIER_AND && type != GS_AQL_TYPE_BARRIER_OR)
		return gs_error_set(err, GS_ERR_INVALID, "aql: barrier type %u, expected %u (AND) or %u (OR)",
				    type, GS_AQL_TYPE_BARRIER_AND, GS_AQL_TYPE_BARRIER_OR);
	if (check_header(b->header, type, err))
		return GS_ERR_INVALID;
	memset(out + 2, 0, GS_AQL_PACKET_BYTES - 2);
	for (int i = 0; i < 5; i++)
		put64(out + 8 + 8 * i, b->dep_signal[i]);
	put64(out + 56, b->completion_signal);
	put16(out, b->header);
	return GS_OK;
}

enum gs_status gs_aql_build_pm4_ib(uint8_t out[GS_AQL_PACKET_BYTES], uint16_t header, uint64_t ib_va,
				   uint32_t ndw, uint64_t completion_signal, struct gs_error *err)
{
	if (!out)
		return gs_error_set(err, GS_ERR_INVALID, "aql: no packet buffer");
	if (check_header(header, GS_AQL_TYPE_VENDOR_SPECIFIC, err))
		return GS_ERR_INVALID;
	if (!ib_va || (ib_va & 3) || (ib_va >> 48) || !ndw || ndw > 0xfffff)
		return gs_error_set(err, GS_ERR_RANGE,
				    "aql: PM4 IB at 0x%llx of %u dwords: expected a dword-aligned 48-bit address and 1..1048575 dwords",
				    (unsigned long long)ib_va, ndw);
	memset(out + 2, 0, GS_AQL_PACKET_BYTES - 2);
	put16(out + 2, GS_AQL_FORMAT_PM4_IB);
	/* INDIRECT_BUFFER, count 2: base lo/hi, IB_SIZE | VALID (nvd.h) */
	put32(out + 4, GS_PM4_PKT3(GS_PM4_INDIRECT_BUFFER, 2));
	put32(out + 8, (uint32_t)ib_va);
	put32(out + 12, (uint32_t)(ib_va >> 32));
	put32(out + 16, ndw | (1u << 23));
	put32(out + 20, 0xA);
	put64(out + 56, completion_signal);
	put16(out, header);
	return GS_OK;
}

static int zero(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i])
			return 0;
	return 1;
}

enum gs_status gs_aql_decode(const uint8_t in[GS_AQL_PACKET_BYTES], struct gs_aql_packet *p,
			     struct gs_error *err)
{
	uint16_t h;

	if (!in || !p)
		return gs_error_set(err, GS_ERR_INVALID, "aql: no packet");
	memset(p, 0, sizeof(*p));
	h = get16(in);
	p->type = h & 0xff;
	p->barrier = (h >> 8) & 1;
	p->acquire_scope = (h >> 9) & 3;
	p->release_scope = (h >> 11) & 3;
	if (!gs_aql_type_name(p->type))
		return gs_error_set(err, GS_ERR_INVALID, "aql: unknown packet type %u", p->type);
	if (check_header(h, p->type, err))
		return GS_ERR_INVALID;
	switch (p->type) {
	case GS_AQL_TYPE_KERNEL_DISPATCH: {
		struct gs_aql_dispatch *d = &p->dispatch;

		d->header = h;
		d->setup = get16(in + 2);
		for (int i = 0; i < 3; i++) {
			d->workgroup_size[i] = get16(in + 4 + 2 * i);
			d->grid_size[i] = get32(in + 12 + 4 * i);
		}
		d->private_segment_size = get32(in + 24);
		d->group_segment_size = get32(in + 28);
		d->kernel_object = get64(in + 32);
		d->kernarg_address = get64(in + 40);
		d->completion_signal = get64(in + 56);
		if (!zero(in + 10, 2) || !zero(in + 48, 8))
			return gs_error_set(err, GS_ERR_INVALID, "aql: kernel dispatch with non-zero reserved fields");
		{
			/* re-run the builder's checks on the decoded fields */
			uint8_t tmp[GS_AQL_PACKET_BYTES];

			return gs_aql_build_dispatch(tmp, d, err);
		}
	}
	case GS_AQL_TYPE_BARRIER_AND:
	case GS_AQL_TYPE_BARRIER_OR:
		p->bar.header = h;
		for (int i = 0; i < 5; i++)
			p->bar.dep_signal[i] = get64(in + 8 + 8 * i);
		p->bar.completion_signal = get64(in + 56);
		if (!zero(in + 2, 6) || !zero(in + 48, 8))
			return gs_error_set(err, GS_ERR_INVALID, "aql: barrier with non-zero reserved fields");
		return GS_OK;
	case GS_AQL_TYPE_VENDOR_SPECIFIC:
		p->pm4.header = h;
		p->pm4.ven_hdr = get16(in + 2);
		for (int i = 0; i < 4; i++)
			p->pm4.ib[i] = get32(in + 4 + 4 * i);
		p->pm4.dw_cnt_remain = get32(in + 20);
		p->pm4.completion_signal = get64(in + 56);
		if (p->pm4.ven_hdr != GS_AQL_FORMAT_PM4_IB)
			return gs_error_set(err, GS_ERR_UNSUPPORTED, "aql: vendor packet format %u (only %u, PM4 IB, is known)",
					    p->pm4.ven_hdr, GS_AQL_FORMAT_PM4_IB);
		if (p->pm4.ib[0] != GS_PM4_PKT3(GS_PM4_INDIRECT_BUFFER, 2) || !(p->pm4.ib[3] & (1u << 23)))
			return gs_error_set(err, GS_ERR_INVALID,
					    "aql: PM4 IB packet does not start with a valid INDIRECT_BUFFER (0x%08x ... 0x%08x)",
					    p->pm4.ib[0], p->pm4.ib[3]);
		if (p->pm4.dw_cnt_remain != 0xA || !zero(in + 24, 32))
			return gs_error_set(err, GS_ERR_INVALID, "aql: PM4 IB packet with dw_cnt_remain %u (expected 10) or non-zero reserved dwords",
					    p->pm4.dw_cnt_remain);
		return GS_OK;
	default:
		/* INVALID (a free slot) and AGENT_DISPATCH: header only */
		return GS_OK;
	}
}
