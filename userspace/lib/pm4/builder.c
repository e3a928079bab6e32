// SPDX-License-Identifier: MIT
/*
 * The PM4 stream buffer and its raw emitters.  Errors are sticky so a
 * caller can emit a whole sequence and check gs_pm4_status() once.
 * Packet layouts: the kernel's nvd.h (gfx10+) and soc15d.h (gfx9).
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "pm4/pm4_internal.h"

void gs_pm4_init(struct gs_pm4 *s, const struct gs_target *t)
{
	memset(s, 0, sizeof(*s));
	s->target = t;
	s->status = GS_OK;
}

void gs_pm4_free(struct gs_pm4 *s)
{
	if (!s)
		return;
	free(s->dw);
	s->dw = NULL;
	s->n = s->cap = 0;
}

enum gs_status gs_pm4_status(const struct gs_pm4 *s, struct gs_error *err)
{
	if (!s)
		return gs_error_set(err, GS_ERR_INVALID, "pm4: no stream");
	if (s->status != GS_OK)
		return gs_error_set(err, s->status, "%s", s->msg);
	return GS_OK;
}

void gsi_pm4_fail(struct gs_pm4 *s, enum gs_status status, const char *fmt, ...)
{
	va_list ap;

	if (s->status != GS_OK)
		return;
	s->status = status;
	va_start(ap, fmt);
	vsnprintf(s->msg, sizeof(s->msg), fmt, ap);
	va_end(ap);
}

void gs_pm4_emit(struct gs_pm4 *s, uint32_t dw)
{
	if (s->status != GS_OK)
		return;
	if (s->n == s->cap) {
		size_t cap = s->cap ? s->cap * 2 : 256;
		uint32_t *p = realloc(s->dw, cap * sizeof(*p));

		if (!p) {
			gsi_pm4_fail(s, GS_ERR_NOMEM, "pm4: out of memory growing the stream to %zu dwords", cap);
			return;
		}
		s->dw = p;
		s->cap = cap;
	}
	s->dw[s->n++] = dw;
}

void gs_pm4_packet3(struct gs_pm4 *s, unsigned int opcode, uint32_t flags,
		    const uint32_t *body, size_t n)
{
	/* count = body dwords - 1, 14 bits; count 0x3fff only means a NOP1. */
	if (n == 0 || n > 0x3fff || opcode > 0xff || (flags & ~3u)) {
		gsi_pm4_fail(s, GS_ERR_INVALID,
			    "pm4: type-3 packet 0x%x with %zu body dwords, flags 0x%x: expected 1..16383 dwords, flags 0..3",
			    opcode, n, flags);
		return;
	}
	gs_pm4_emit(s, GS_PM4_PKT3(opcode, n - 1) | flags);
	for (size_t i = 0; i < n; i++)
		gs_pm4_emit(s, body[i]);
}

void gs_pm4_nop(struct gs_pm4 *s, unsigned int payload_dw)
{
	if (payload_dw == 0) {
		gs_pm4_emit(s, GS_PM4_NOP1);
		return;
	}
	if (payload_dw > 0x3fff) {
		gsi_pm4_fail(s, GS_ERR_RANGE, "pm4: NOP payload of %u dwords, at most 16383", payload_dw);
		return;
	}
	gs_pm4_emit(s, GS_PM4_PKT3(GS_PM4_NOP, payload_dw - 1));
	for (unsigned int i = 0; i < payload_dw; i++)
		gs_pm4_emit(s, 0);
}

const struct gs_regdb *gsi_pm4_regdb(struct gs_pm4 *s)
{
	const struct gs_regdb *db;

	if (!s->target) {
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: stream has no target, cannot look registers up");
		return NULL;
	}
	db = gs_regdb_find(s->target->regdb);
	if (!db)
		gsi_pm4_fail(s, GS_ERR_UNSUPPORTED, "pm4: target %s has no register database",
			    s->target->name);
	return db;
}

void gsi_pm4_set_sh_raw(struct gs_pm4 *s, uint32_t addr, const uint32_t *v, size_t n)
{
	if (n == 0 || addr < GS_PM4_SH_REG_START || addr + n > 0x3000) {
		gsi_pm4_fail(s, GS_ERR_RANGE,
			    "pm4: SET_SH_REG of %zu registers at 0x%04x leaves the SH range 0x2c00..0x2fff",
			    n, addr);
		return;
	}
	if (n > 0x3ffe) /* cannot happen inside the SH range; keeps count sane */
		return;
	gs_pm4_emit(s, GS_PM4_PKT3(GS_PM4_SET_SH_REG, n));
	gs_pm4_emit(s, addr - GS_PM4_SH_REG_START);
	for (size_t i = 0; i < n; i++)
		gs_pm4_emit(s, v[i]);
}

static void set_sh(struct gs_pm4 *s, const struct gs_reg *r, const uint32_t *v, unsigned int n)
{
	if (!r)
		return;
	if (r->aperture != GS_APERTURE_SH) {
		gsi_pm4_fail(s, GS_ERR_INVALID,
			    "pm4: %s (0x%04x) is a %s register, SET_SH_REG needs the SH range 0x2c00..0x2fff",
			    r->name, r->addr, gs_reg_aperture_name(r->aperture));
		return;
	}
	if (n == 0) {
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: SET_SH_REG %s with no values", r->name);
		return;
	}
	gsi_pm4_set_sh_raw(s, r->addr, v, n);
}

void gs_pm4_set_sh_reg(struct gs_pm4 *s, const char *reg, const uint32_t *v, unsigned int n)
{
	const struct gs_regdb *db;
	const struct gs_reg *r;

	if (s->status != GS_OK)
		return;
	db = gsi_pm4_regdb(s);
	if (!db)
		return;
	r = gs_reg_by_name(db, reg);
	if (!r) {
		gsi_pm4_fail(s, GS_ERR_INVALID, "pm4: no register %s in %s", reg ? reg : "(null)",
			    db->name);
		return;
	}
	set_sh(s, r, v, n);
}

void gs_pm4_set_sh_reg_id(struct gs_pm4 *s, enum gs_reg_id id, const uint32_t *v, unsigned int n)
{
	set_sh(s, gsi_pm4_reg_id(s, id, GS_APERTURE_OTHER, "SET_SH_REG"), v, n);
}

void gs_pm4_set_sh_reg1(struct gs_pm4 *s, const char *reg, uint32_t v)
{
	gs_pm4_set_sh_reg(s, reg, &v, 1);
}
