// SPDX-License-Identifier: MIT
/*
 * Symbolic operands of the scalar instructions, printed as llvm-mc-22 does
 * (asm/tab_scalar_sym_asm.c parses them): s_waitcnt counters, sendmsg(), hwreg(), depctr_*(),
 * s_delay_alu's instid/instskip, s_version's UC_VERSION_* and gpr_idx().
 * Field layouts and names were read back from llvm-mc-22's disassembler on
 * every value of the 16-bit immediate (gfx942, gfx1100, gfx1201, gfx1250).
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa/tab_scalar_sym.h"

int gsi_sc_waitcnt_text(const struct gsi_tab_ctx *c, unsigned int imm, char *buf, size_t size)
{
	const struct cnt_field *fs = wait_fields(c);
	size_t n = 0;
	int all = 1;

	buf[0] = 0;
	if (c->verdict)
		return 1;  /* no text (a verdict); some counter is always printed */
	for (const struct cnt_field *f = fs; f->name; f++)
		if (cnt_get(f, imm) != cnt_max(f))
			all = 0;
	for (const struct cnt_field *f = fs; f->name && n < size; f++)
		if (all || cnt_get(f, imm) != cnt_max(f))
			n += (size_t)snprintf(buf + n, size - n, "%s%s(%u)", n ? " " : "", f->name, cnt_get(f, imm));
	return (int)n;
}


int gsi_sc_depctr_text(const struct gsi_tab_ctx *c, unsigned int imm, char *buf, size_t size)
{
	size_t n = 0;
	int all = imm == DEPCTR_DEFAULT;

	buf[0] = 0;
	if (imm & 0x60)
		return 0;
	for (const struct dep_field *f = depctr; f->name && n < size; f++) {
		unsigned int m = (1u << f->width) - 1, v = (imm >> f->lo) & m;

		if (all || v != m) {
			if (c->verdict)
				return 1;  /* no text (a verdict): whether there is one */
			n += (size_t)snprintf(buf + n, size - n, "%s%s(%u)", n ? " " : "", f->name, v);
		}
	}
	return (int)n;
}

int gsi_sc_sendmsg_text(const struct gsi_tab_ctx *c, unsigned int imm, char *buf, size_t size)
{
	enum gs_gen g = gen_of(c);
	unsigned int id, op = 0, stream = 0;
	const char *name;

	if (c->verdict && size)
		buf[0] = 0;  /* a verdict gets 1 for a text, nothing written */
	if (c->layout == GSI_LAYOUT_GFX9) {
		id = imm & 0xf;
		op = (imm >> 4) & 7;
		stream = (imm >> 8) & 3;
	} else {
		id = imm & 0xff;
	}
	name = gsi_msg_name(g, id);
	if (name && c->layout == GSI_LAYOUT_GFX9) {
		const char *on = op_name(id, op);

		if (id == MSG_GS || id == MSG_GS_DONE) {
			if (on && !(id == MSG_GS && op == 0) && (op || !stream))
				return c->verdict ? 1 : op ? snprintf(buf, size, "sendmsg(%s, %s, %u)", name, on, stream)
							  : snprintf(buf, size, "sendmsg(%s, %s)", name, on);
		} else if (id == MSG_SYSMSG) {
			if (on && !stream)
				return c->verdict ? 1 : snprintf(buf, size, "sendmsg(%s, %s)", name, on);
		} else if (!op && !stream) {
			return c->verdict ? 1 : snprintf(buf, size, "sendmsg(%s)", name);
		}
	} else if (name) {
		return c->verdict ? 1 : snprintf(buf, size, "sendmsg(%s)", name);
	}
	/* numeric when the fields re-encode to exactly the value */
	if (c->layout == GSI_LAYOUT_GFX9 ? !(imm & ~0x37fu) : imm <= 0xff)
		return c->verdict ? 1 : snprintf(buf, size, "sendmsg(%u, %u, %u)", id, op, stream);
	return 0;
}

/* ---------------------------------------------------------------- hwreg */

int gsi_sc_hwreg_text(const struct gsi_tab_ctx *c, unsigned int imm, char *buf, size_t size)
{
	unsigned int id = imm & 0x3f, off = (imm >> 6) & 0x1f, sz = ((imm >> 11) & 0x1f) + 1;
	const char *name;

	if (c->verdict) {  /* no text: it decides nothing */
		if (size)
			buf[0] = 0;
		return 1;
	}
	name = gsi_hwreg_name(gen_of(c), id);
	if (name && !off && sz == 32)
		return snprintf(buf, size, "hwreg(%s)", name);
	if (name)
		return snprintf(buf, size, "hwreg(%s, %u, %u)", name, off, sz);
	if (!off && sz == 32)
		return snprintf(buf, size, "hwreg(%u)", id);
	return snprintf(buf, size, "hwreg(%u, %u, %u)", id, off, sz);
}

int gsi_sc_delay_alu_text(unsigned int imm, char *buf, size_t size)
{
	unsigned int id0 = imm & 0xf, skip = (imm >> 4) & 7, id1 = (imm >> 7) & 0xf;
	size_t n = 0;

	buf[0] = 0;
	if (imm > 0x7ff || id0 >= 12 || id1 >= 12 || skip >= 6)
		return -1;
	if (!imm)
		return snprintf(buf, size, "0");
	if (id0)
		n += (size_t)snprintf(buf + n, size - n, "instid0(%s)", instids[id0]);
	if (skip && n < size)
		n += (size_t)snprintf(buf + n, size - n, "%sinstskip(%s)", n ? " | " : "", skips[skip]);
	if (id1 && n < size)
		n += (size_t)snprintf(buf + n, size - n, "%sinstid1(%s)", n ? " | " : "", instids[id1]);
	return (int)n;
}

int gsi_sc_version_text(unsigned int imm, char *buf, size_t size)
{
	char t[160];
	int named = 0;

	/* an 8-bit version (by name when known) and the three flag bits */
	if (imm & 0x1f00)
		return 0;
	snprintf(t, sizeof(t), "%u", imm & 0xff);
	for (unsigned int i = 0; i < 4; i++)
		if ((imm & 0xff) == uc_versions[i].v)
			snprintf(t, sizeof(t), "%s", uc_versions[i].name), named = 1;
	if (!named && !(imm & 0xe000))
		return 0;
	for (unsigned int b = 0, k = 0; b < 3; b++) {
		char u[160];

		if (!(imm & uc_bits[b].bit))
			continue;
		snprintf(u, sizeof(u), k++ ? "(%s)|%s" : "%s|%s", t, uc_bits[b].name);
		memcpy(t, u, sizeof(t));
	}
	return snprintf(buf, size, "%s", t);
}

int gsi_sc_gpr_idx_text(unsigned int imm, char *buf, size_t size)
{
	size_t n;

	if (imm > 15)
		return 0;
	n = (size_t)snprintf(buf, size, "gpr_idx(");
	for (unsigned int i = 0, k = 0; i < 4 && n < size; i++)
		if (imm & (1u << i))
			n += (size_t)snprintf(buf + n, size - n, "%s%s", k++ ? "," : "", gpr_idx_names[i]);
	return (int)n + snprintf(buf + n, size > n ? size - n : 0, ")");
}
