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

/* soc15d.h PACKET3_ACQUIRE_MEM_CP_COHER_CNTL_* (gfx9 dword 1). */
static const struct bitname acquire_coher_gfx9[] = {
	{ 3, 1, "TC_NC" }, { 4, 1, "TC_WC" }, { 5, 1, "TC_INV_METADATA" },
	{ 15, 1, "TCL1_VOL" }, { 18, 1, "TC_WB" }, { 22, 1, "TCL1" }, { 23, 1, "TC" },
	{ 25, 1, "CB" }, { 26, 1, "DB" }, { 27, 1, "SH_KCACHE" }, { 28, 1, "SH_KCACHE_VOL" },
	{ 29, 1, "SH_ICACHE" }, { 30, 1, "SH_KCACHE_WB" },
	{ 0, 0, NULL },
};

/* COMPUTE_DISPATCH_INITIATOR, when no register database is at hand. */
static const struct bitname initiator_bits[] = {
	{ 0, 1, "COMPUTE_SHADER_EN" }, { 2, 1, "FORCE_START_AT_000" },
	{ 6, 1, "ORDER_MODE" }, { 15, 1, "CS_W32_EN" },
	{ 0, 0, NULL },
};

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
	const struct gs_reg *r = gs_reg_by_id(db, GS_REG_COMPUTE_DISPATCH_INITIATOR);

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

/* soc15d.h EOP_* actions (gfx9 RELEASE_MEM dword 1). */
static const struct bitname release_gfx9[] = {
	{ 12, 1, "TCL1_VOL" }, { 13, 1, "TC_VOL" }, { 15, 1, "TC_WB" }, { 16, 1, "TCL1" },
	{ 17, 1, "TC" }, { 19, 1, "TC_NC" }, { 20, 1, "TC_WC" }, { 21, 1, "TC_MD" },
	{ 0, 0, NULL },
};

static void dump_release(FILE *f, const struct gs_pm4_packet *p, int gcr)
{
	struct gs_pm4_release_mem rm;

	if (gs_pm4_decode_release_mem(p, &rm, NULL) != GS_OK)
		return;
	fprintf(f, " event=0x%02x (%s) event_index=%u %s=0x%06" PRIx32,
		rm.event_type, gs_pm4_event_name(rm.event_type) ? gs_pm4_event_name(rm.event_type) : "?", rm.event_index,
		gcr ? "gcr" : "actions", rm.gcr);
	print_bits(f, gcr ? release_gcr : release_gfx9, rm.gcr);
	fprintf(f, " cache_policy=%u dst_sel=%u int_sel=%u data_sel=%u addr=0x%" PRIx64
		" data=0x%" PRIx64, rm.cache_policy, rm.dst_sel, rm.int_sel, rm.data_sel,
		rm.addr, rm.data);
}

/* The generic field list of a packet (text). */
static void dump_fields(FILE *f, const struct gs_pm4_packet *p, enum gs_gen gen)
{
	struct gs_pm4_field fl[48];
	size_t n = gs_pm4_fields(p, gen, fl, 48);

	if (!n) {
		fprintf(f, " (%zu body dwords)", p->body_dw);
		return;
	}
	for (size_t i = 0; i < n; i++) {
		if (fl[i].wide)
			fprintf(f, " %s=0x%" PRIx64, fl[i].name, fl[i].value);
		else
			print_val(f, fl[i].name, (uint32_t)fl[i].value);
		if (fl[i].meaning)
			fprintf(f, " (%s)", fl[i].meaning);
	}
	if (p->opcode == GS_PM4_WRITE_DATA)
		fprintf(f, " data[%zu]", p->body_dw - 3);
}

/* ---- JSON ---- */

static void json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;

		if (c == '"' || c == '\\')
			fprintf(f, "\\%c", c);
		else if (c < 0x20 || c >= 0x7f)
			fprintf(f, "\\u%04x", c);
		else
			fputc(c, f);
	}
	fputc('"', f);
}

static void json_regs(FILE *f, const struct gs_regdb *db, const struct gs_pm4_packet *p)
{
	const uint32_t *v;
	uint32_t addr;
	size_t n;

	if (!gs_pm4_reg_writes(p, &addr, &v, &n))
		return;
	fputs(",\"writes\":[", f);
	for (size_t i = 0; i < n; i++) {
		const struct gs_reg *al[8], *r = NULL;
		size_t na = gs_reg_aliases(db, addr + (uint32_t)i, al, 8);

		if (na > 8)
			na = 8;
		fprintf(f, "%s{\"addr\":\"0x%04" PRIx32 "\",\"reg\":", i ? "," : "", addr + (uint32_t)i);
		if (na) {
			json_str(f, al[0]->name);
		} else {
			fputs("null", f);
		}
		if (na > 1) {
			fputs(",\"aliases\":[", f);
			for (size_t k = 1; k < na; k++) {
				if (k > 1)
					fputc(',', f);
				json_str(f, al[k]->name);
			}
			fputc(']', f);
		}
		for (size_t k = 0; k < na; k++)
			if (!r || al[k]->n_fields > r->n_fields)
				r = al[k];
		fprintf(f, ",\"value\":%" PRIu32, v[i]);
		if (r && r->n_fields) {
			fputs(",\"fields\":{", f);
			for (unsigned int k = 0; k < r->n_fields; k++) {
				if (k)
					fputc(',', f);
				json_str(f, r->fields[k].name);
				fprintf(f, ":%" PRIu32, (v[i] & r->fields[k].mask) >> r->fields[k].shift);
			}
			fputc('}', f);
		}
		fputc('}', f);
	}
	fputc(']', f);
}

static void json_packet(FILE *f, const struct gs_regdb *db, enum gs_gen gen,
			const struct gs_pm4_packet *p)
{
	struct gs_pm4_field fl[48];
	size_t n;

	fprintf(f, "{\"offset\":%zu,\"header\":\"0x%08" PRIx32 "\",\"type\":%u", p->offset,
		p->header, p->type);
	if (p->type == 3) {
		fprintf(f, ",\"opcode\":\"0x%02x\",\"name\":", p->opcode);
		json_str(f, gs_pm4_opcode_name(p->opcode));
		fprintf(f, ",\"compute\":%s,\"predicate\":%s", p->shader_type ? "true" : "false",
			p->predicate ? "true" : "false");
	} else {
		fprintf(f, ",\"name\":\"%s\"", p->type == 0 ? "TYPE0" : "TYPE2");
	}
	fprintf(f, ",\"body_dw\":%zu", p->body_dw);
	n = gs_pm4_fields(p, gen, fl, 48);
	if (n) {
		fputs(",\"fields\":{", f);
		for (size_t i = 0; i < n; i++) {
			if (i)
				fputc(',', f);
			json_str(f, fl[i].name);
			if (fl[i].wide)
				fprintf(f, ":\"0x%" PRIx64 "\"", fl[i].value);
			else
				fprintf(f, ":%" PRIu64, fl[i].value);
		}
		fputc('}', f);
		int first = 1;

		for (size_t i = 0; i < n; i++) {
			if (!fl[i].meaning)
				continue;
			fputs(first ? ",\"meaning\":{" : ",", f);
			first = 0;
			json_str(f, fl[i].name);
			fputc(':', f);
			json_str(f, fl[i].meaning);
		}
		if (!first)
			fputc('}', f);
	}
	if (p->type == 3 && p->opcode == GS_PM4_WRITE_DATA && p->body_dw > 3) {
		fputs(",\"data\":[", f);
		for (size_t i = 3; i < p->body_dw; i++)
			fprintf(f, "%s%" PRIu32, i > 3 ? "," : "", p->body[i]);
		fputc(']', f);
	}
	json_regs(f, db, p);
	fputc('}', f);
}

/* How far to skip past a packet gs_pm4_next refused, or 0 when its
 * extent is unknown (truncated). */
static size_t skip_bad(const uint32_t *dw, size_t ndw, size_t pos)
{
	uint32_t h = dw[pos];
	size_t body = ((h >> 16) & 0x3fff) + 1;

	if (h >> 30 == 1)
		return 1; /* invalid header: resynchronise on the next dword */
	if (h >> 30 == 3 && ((h >> 8) & 0xff) == GS_PM4_NOP && body == 0x4000)
		body = 0;
	return 1 + body <= ndw - pos ? 1 + body : 0;
}

enum gs_status gs_pm4_dump_ex(FILE *f, const struct gs_target *t, const uint32_t *dw,
			      size_t ndw, unsigned int flags, struct gs_error *err)
{
	const struct gs_regdb *db = gs_regdb_for_target(t);
	enum gs_gen gen = t ? t->gen : GS_GEN_GFX12;
	int json = !!(flags & GS_PM4_DUMP_JSON);
	enum gs_status first = GS_OK;
	struct gs_error e1 = { 0 };
	struct gs_pm4_packet p;
	size_t pos = 0, count = 0;

	if (!f)
		return gs_error_set(err, GS_ERR_INVALID, "pm4 dump: no output file");
	if (!dw && ndw)
		return gs_error_set(err, GS_ERR_INVALID, "pm4 dump: no stream");
	if (json)
		fputs("[\n", f);
	while (pos < ndw) {
		enum gs_status st = gs_pm4_next(dw, ndw, &pos, &p, &e1);

		if (st != GS_OK) {
			size_t skip = skip_bad(dw, ndw, pos);

			if (first == GS_OK) {
				first = st;
				gs_error_set(err, st, "%s", e1.msg);
			}
			if (json) {
				fprintf(f, "%s{\"offset\":%zu,\"header\":\"0x%08" PRIx32 "\",\"error\":",
					count++ ? ",\n" : "", pos, dw[pos]);
				json_str(f, e1.msg);
				fputc('}', f);
			} else {
				fprintf(f, "[%5zu] error: %s\n", pos, e1.msg);
			}
			if (!(flags & GS_PM4_DUMP_CONTINUE) || !skip)
				break;
			pos += skip;
			continue;
		}
		if (json) {
			fputs(count++ ? ",\n" : "", f);
			json_packet(f, db, gen, &p);
			continue;
		}
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
			if (p.body_dw == 6)
				print_bits(f, acquire_coher_gfx9, p.body[0]);
			break;
		case GS_PM4_RELEASE_MEM:
			dump_release(f, &p, !t || (t->features & GS_FEAT_PM4_GCR));
			break;
		default:
			if (!dump_regs(f, db, &p))
				dump_fields(f, &p, gen);
			break;
		}
		fputc('\n', f);
	}
	if (json)
		fputs(count ? "\n]\n" : "]\n", f);
	if (ferror(f))
		return gs_error_set(err, GS_ERR_IO, "pm4 dump: write failed");
	return first;
}

enum gs_status gs_pm4_dump(FILE *f, const struct gs_target *t, const uint32_t *dw,
			   size_t ndw, struct gs_error *err)
{
	return gs_pm4_dump_ex(f, t, dw, ndw, 0, err);
}
