// SPDX-License-Identifier: MIT
/*
 * Human-readable listing of a PM4 stream, one packet at a time through the
 * shared parser.  Register names and fields come from the target's register
 * database; GCR and event names from nvd.h / soc21_enum.h.
 */
#include <inttypes.h>

#include "pm4/pm4_internal.h"

struct bitname {
	unsigned int shift, width;
	const char *name;
};

/* nvd.h PACKET3_ACQUIRE_MEM_GCR_CNTL_* (gfx10+). */
static const struct bitname acquire_gcr[] = {
	{ 0, 2, "GLI_INV" }, { 2, 2, "GL1_RANGE" }, { 4, 1, "GLM_WB" },
	{ 5, 1, "GLM_INV" }, { 6, 1, "GLK_WB" }, { 7, 1, "GLK_INV" },
	{ 8, 1, "GLV_INV" }, { 9, 1, "GL1_INV" }, { 10, 1, "GL2_US" },
	{ 11, 2, "GL2_RANGE" }, { 13, 1, "GL2_DISCARD" }, { 14, 1, "GL2_INV" },
	{ 15, 1, "GL2_WB" }, { 16, 2, "SEQ" }, { 18, 1, "RANGE_IS_PA" },
	{ 0, 0, NULL },
};

/* nvd.h PACKET3_RELEASE_MEM_GCR_* (gfx10+, dword 1). */
static const struct bitname release_gcr[] = {
	{ 12, 1, "GLM_WB" }, { 13, 1, "GLM_INV" }, { 14, 1, "GLV_INV" },
	{ 15, 1, "GL1_INV" }, { 16, 1, "GL2_US" }, { 17, 1, "GL2_RANGE" },
	{ 19, 1, "GL2_DISCARD" }, { 20, 1, "GL2_INV" }, { 21, 1, "GL2_WB" },
	{ 22, 1, "SEQ" },
	{ 0, 0, NULL },
};

/* COMPUTE_DISPATCH_INITIATOR, when no register database is at hand. */
static const struct bitname initiator_bits[] = {
	{ 0, 1, "COMPUTE_SHADER_EN" }, { 2, 1, "FORCE_START_AT_000" },
	{ 6, 1, "ORDER_MODE" }, { 15, 1, "CS_W32_EN" },
	{ 0, 0, NULL },
};

static const char *event_name(unsigned int ev)
{
	switch (ev) {
	case 0x04: return "CACHE_FLUSH_TS";
	case 0x07: return "CS_PARTIAL_FLUSH";
	case 0x14: return "CACHE_FLUSH_AND_INV_TS_EVENT";
	case 0x16: return "CACHE_FLUSH_AND_INV_EVENT";
	case 0x28: return "BOTTOM_OF_PIPE_TS";
	case 0x2f: return "CS_DONE";
	case 0x30: return "PS_DONE";
	}
	return "?";
}

static void print_val(FILE *f, const char *name, uint32_t v)
{
	fprintf(f, v < 10 ? " %s=%" PRIu32 : " %s=0x%" PRIx32, name, v);
}

static void print_bits(FILE *f, const struct bitname *b, uint32_t v)
{
	fputs(" {", f);
	for (; b->name; b++) {
		uint32_t x = (v >> b->shift) & ((1u << b->width) - 1);

		if (x)
			print_val(f, b->name, x);
	}
	fputs(" }", f);
}

/* The non-zero fields of a register value. */
static void print_fields(FILE *f, const struct gs_reg *r, uint32_t v)
{
	if (!r || !r->n_fields || !v)
		return;
	fputs(" {", f);
	for (unsigned int i = 0; i < r->n_fields; i++) {
		uint32_t x = (v & r->fields[i].mask) >> r->fields[i].shift;

		if (x)
			print_val(f, r->fields[i].name, x);
	}
	fputs(" }", f);
}

static int dump_regs(FILE *f, const struct gs_regdb *db, const struct gs_pm4_packet *p)
{
	const uint32_t *v;
	uint32_t addr;
	size_t n;

	if (!gs_pm4_reg_writes(p, &addr, &v, &n))
		return 0;
	for (size_t i = 0; i < n; i++) {
		const struct gs_reg *al[8], *r = NULL;
		size_t na = gs_reg_aliases(db, addr + (uint32_t)i, al, 8);

		fputs("\n         ", f);
		if (na > 8)
			na = 8;
		/* every alias's name; fields from the one that names the most */
		for (size_t k = 0; k < na; k++) {
			fprintf(f, "%s%s", k ? "/" : "", al[k]->name);
			if (!r || al[k]->n_fields > r->n_fields)
				r = al[k];
		}
		fprintf(f, "%s (0x%04" PRIx32 ") = 0x%08" PRIx32, na ? "" : "?",
			addr + (uint32_t)i, v[i]);
		print_fields(f, r, v[i]);
	}
	return 1;
}

static void dump_dispatch(FILE *f, const struct gs_regdb *db, const struct gs_pm4_packet *p)
{
	const struct gs_reg *r = gs_reg_by_name(db, "COMPUTE_DISPATCH_INITIATOR");

	fprintf(f, " x=%" PRIu32 " y=%" PRIu32 " z=%" PRIu32 " initiator=0x%08" PRIx32,
		p->body[0], p->body[1], p->body[2], p->body[3]);
	if (r)
		print_fields(f, r, p->body[3]);
	else
		print_bits(f, initiator_bits, p->body[3]);
}

static void dump_acquire(FILE *f, const struct gs_pm4_packet *p)
{
	const uint32_t *b = p->body;

	fprintf(f, " coher_cntl=0x%08" PRIx32 " size=0x%02" PRIx32 "%08" PRIx32
		" base=0x%02" PRIx32 "%08" PRIx32 " poll_interval=%" PRIu32,
		b[0], b[2], b[1], b[4], b[3], b[5]);
	if (p->body_dw == 7) {
		fprintf(f, " gcr_cntl=0x%08" PRIx32, b[6]);
		print_bits(f, acquire_gcr, b[6]);
	}
}

static void dump_release(FILE *f, const struct gs_pm4_packet *p)
{
	struct gs_pm4_release_mem rm;

	if (gs_pm4_decode_release_mem(p, &rm, NULL) != GS_OK)
		return;
	fprintf(f, " event=0x%02x (%s) event_index=%u gcr=0x%06" PRIx32,
		rm.event_type, event_name(rm.event_type), rm.event_index, rm.gcr);
	print_bits(f, release_gcr, rm.gcr);
	fprintf(f, " cache_policy=%u dst_sel=%u int_sel=%u data_sel=%u addr=0x%" PRIx64
		" data=0x%" PRIx64, rm.cache_policy, rm.dst_sel, rm.int_sel, rm.data_sel,
		rm.addr, rm.data);
}

enum gs_status gs_pm4_dump(FILE *f, const struct gs_target *t, const uint32_t *dw,
			   size_t ndw, struct gs_error *err)
{
	const struct gs_regdb *db = t ? gs_regdb_find(t->regdb) : NULL;
	struct gs_pm4_packet p;
	size_t pos = 0;

	if (!f)
		return gs_error_set(err, GS_ERR_INVALID, "pm4 dump: no output file");
	while (pos < ndw) {
		enum gs_status st = gs_pm4_next(dw, ndw, &pos, &p, err);

		if (st != GS_OK)
			return st;
		fprintf(f, "[%5zu]", p.offset);
		if (p.type == 2) {
			fputs(" type-2 filler\n", f);
			continue;
		}
		if (p.type == 0) {
			fprintf(f, " type-0 write of %zu registers", p.body_dw);
			dump_regs(f, db, &p);
			fputc('\n', f);
			continue;
		}
		fprintf(f, " %s%s%s", gs_pm4_opcode_name(p.opcode),
			p.shader_type ? " compute" : "", p.predicate ? " predicated" : "");
		switch (p.opcode) {
		case GS_PM4_NOP:
			fprintf(f, " (%zu payload dwords)", p.body_dw);
			break;
		case GS_PM4_DISPATCH_DIRECT:
			dump_dispatch(f, db, &p);
			break;
		case GS_PM4_ACQUIRE_MEM:
			dump_acquire(f, &p);
			break;
		case GS_PM4_RELEASE_MEM:
			dump_release(f, &p);
			break;
		default:
			if (!dump_regs(f, db, &p))
				fprintf(f, " (%zu body dwords)", p.body_dw);
			break;
		}
		fputc('\n', f);
	}
	return ferror(f) ? gs_error_set(err, GS_ERR_IO, "pm4 dump: write failed") : GS_OK;
}
