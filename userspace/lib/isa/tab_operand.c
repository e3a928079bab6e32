// SPDX-License-Identifier: MIT
/*
 * Operand codes -> text for the table printer, per layout: SGPRs, VGPRs,
 * AGPRs, TTMPs, named registers, inline constants and literals, as
 * llvm-mc-22 prints them (checked code by code against it on gfx942,
 * gfx1100, gfx1201 and gfx1250).
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_print.h"

int gsi_tab_reg_text(enum gs_isa_kind k, unsigned int n, unsigned int width, char *buf, size_t size)
{
	const char *p = k == GS_ISA_K_VGPR ? "v" : k == GS_ISA_K_AGPR ? "a"
			: k == GS_ISA_K_TTMP ? "ttmp" : "s";

	if (width <= 1)
		return snprintf(buf, size, "%s%u", p, n);
	return snprintf(buf, size, "%s[%u:%u]", p, n, n + width - 1);
}

int gsi_tab_src_text(const struct gsi_tab_ctx *c, const struct gsi_tab_src *s, char *buf, size_t size)
{
	unsigned int code = s->code, w = s->width ? s->width : 1;
	int gfx9 = c->layout == GSI_LAYOUT_GFX9;

	if (c->verdict) {  /* an operand's text is no part of the verdict */
		if (size)
			buf[0] = 0;
		return 0;
	}
	if (code >= 256)
		return gsi_tab_reg_text(s->agpr ? GS_ISA_K_AGPR : GS_ISA_K_VGPR, code - 256, w, buf, size);
	if (code < gsi_tab_sgpr_limit(c))
		return gsi_tab_reg_text(GS_ISA_K_SGPR, code, w, buf, size);
	if (code >= 108 && code <= 123)
		return gsi_tab_reg_text(GS_ISA_K_TTMP, code - 108, w, buf, size);
	if (code == 255 && s->bits == 64 && s->fp && c->layout != GSI_LAYOUT_GFX9) {
		/* llvm reads a 64-bit float literal as the high half and prints
		 * the value: an inline one by its name, never lit() (llvm then
		 * assembles the name as the inline constant: see conformance.rst) */
		uint64_t v = (uint64_t)s->literal << 32;

		if (!v)
			return snprintf(buf, size, "0");
		for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
			if (v == gsi_inline_f64[i])
				return snprintf(buf, size, "%s", gsi_inline_text[i]);
		return snprintf(buf, size, "0x%x", s->literal);
	}
	if (code == 255) {
		uint32_t lit = s->bits == 16 ? s->literal & 0xffff : s->literal;

		if (gsi_tab_lit_inline(lit, s->bits == 16 ? 16 : 32))
			return snprintf(buf, size, "lit(0x%x)", lit);
		return snprintf(buf, size, "0x%x", lit);
	}
	if (code >= 128 && code <= 192)
		return snprintf(buf, size, "%u", code - 128);
	if (code >= 193 && code <= 208)
		return snprintf(buf, size, "%d", 192 - (int)code);
	if (code == 248 && s->bits == 64)
		return snprintf(buf, size, "0.15915494309189532");
	if (code >= 240 && code <= 248)
		return snprintf(buf, size, "%s", gsi_inline_text[code - 240]);
	for (const struct gsi_named_src *n = gsi_named_srcs; n->name; n++)
		if (n->code == code && (gfx9 ? n->gfx9 : n->gfx11) && (w == 1 ? n->w64 != 1 : n->w64 != 0))
			return snprintf(buf, size, "%s", n->name);
	return snprintf(buf, size, "src%u", code);
}
