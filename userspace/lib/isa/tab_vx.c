// SPDX-License-Identifier: MIT
/*
 * Table-driven printing of VOP3P, VOP3PX2, VOPD, VINTERP and LDSDIR (see
 * isa/tab_print.h): the entry point and the helpers the family's printers
 * share (tab_vx_vop3p.c, tab_vx_x2.c, tab_vx_vopd.c, tab_vx_interp.c):
 * numbers as llvm-mc-22 encodes and prints them per type.
 */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <string.h>

#include "isa/tab_vx.h"

unsigned int gsi_tab_print_vx(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			      char *buf, size_t size)
{
	const char *cls = d->row.cls;

	if (gsi_streq(cls, "VOP3P"))
		return gsi_vx_print_vop3p(c, d, buf, size);
	if (gsi_streq(cls, "VOP3PX2"))
		return gsi_vx_print_x2(c, d, buf, size);
	if (!strncmp(cls, "VOPD", 4))
		return gsi_vx_print_vopd(c, d, buf, size);
	if (gsi_streq(cls, "VINTERP") || gsi_streq(cls, "LDSDIR"))
		return gsi_vx_print_interp(c, d, buf, size);
	return 0;
}

/* ----------------------------------------------------------------- output */

void gsi_vx_bits(struct gsi_tab_line *l, const char *name, unsigned int v, unsigned int n)
{
	char t[48];
	int k;

	if (!l->size)
		return;  /* a verdict: gsi_tab_modifier would write nothing */
	k = snprintf(t, sizeof(t), "%s:[", name);

	for (unsigned int i = 0; i < n && k > 0 && (size_t)k < sizeof(t) - 4; i++)
		k += snprintf(t + k, sizeof(t) - (size_t)k, "%s%u", i ? "," : "", (v >> i) & 1);
	if (k > 0 && (size_t)k < sizeof(t) - 2)
		snprintf(t + k, sizeof(t) - (size_t)k, "]");
	gsi_tab_modifier(l, t);
}

/* The inline code of a 32-bit pattern under type t, or -1. */
static int pattern_code(uint32_t v, enum gsi_vx_type t)
{
	for (unsigned int i = 0; i < 9; i++) {
		if (t == GSI_VX_T32 && v == gsi_inline_f32[i])
			return (int)(240 + i);
		if ((t == GSI_VX_TF16 || t == GSI_VX_TMIX) && v == gsi_inline_f16[i])
			return (int)(240 + i);
		if ((t == GSI_VX_TBF16 || t == GSI_VX_TMIXBF) && v == gsi_inline_bf16[i])
			return (int)(240 + i);
	}
	return -1;
}

/* An integer operand (lit: written as lit(v)) -> inline code, or 255 and *lit;
 * 0 when it cannot be encoded. */
int gsi_vx_int_imm(int64_t v, int forced_lit, enum gsi_vx_type t, unsigned int *code, uint32_t *lit)
{
	int pc;

	*lit = 0;
	if (forced_lit) {
		if (v < -(int64_t)0x80000000 || v > 0xffffffffll)
			return 0;
		*code = 255;
		*lit = (uint32_t)v;
		return 1;
	}
	if (t == GSI_VX_TMIX || t == GSI_VX_TMIXBF) {
		if (v > 0xffff || v < -0x8000)
			return 0;
		if (v >= 0x8000)
			v -= 0x10000;
	} else if (v >= 0x80000000ll && v <= 0xffffffffll) {
		v = (int32_t)(uint32_t)v;  /* 0xffffffff is -1 */
	}
	if (v >= -16 && v <= 64) {
		*code = v >= 0 ? 128 + (unsigned int)v : (unsigned int)(192 - v);
		return 1;
	}
	if (v < -(int64_t)0x80000000 || v > 0xffffffffll)
		return 0;
	pc = pattern_code(t == GSI_VX_TMIX || t == GSI_VX_TMIXBF ? (uint16_t)v : (uint32_t)v, t);
	if (pc >= 0) {
		*code = (unsigned int)pc;
		return 1;
	}
	*code = 255;
	*lit = t == GSI_VX_TMIX || t == GSI_VX_TMIXBF ? (uint16_t)v : (uint32_t)v;
	return 1;
}

void gsi_vx_lit_text(uint32_t v, enum gsi_vx_type t, char *buf, size_t size)
{
	unsigned int code;
	uint32_t lit;

	if (gsi_vx_int_imm(v, 0, t, &code, &lit) && code == 255 && lit == v)
		snprintf(buf, size, "0x%x", v);
	else
		snprintf(buf, size, "lit(0x%x)", v);
}
