// SPDX-License-Identifier: MIT
/*
 * Operand facts per encoding layout (tab_fmt.h): the named registers above
 * the SGPRs, which codes and widths a layout has, which values are inline
 * constants.  No text: the assembler and the disassembler's printers
 * (isa/tab_operand.c, asm/tab_operand_asm.c) and the decoder share them.
 */
#include <string.h>

#include "isa/inst.h"
#include "isa/tab_fmt.h"

/* Named source operands (codes above the SGPRs) per layout; "*" in gfx9/gfx11 marks both. */
const struct gsi_named_src gsi_named_srcs[] = {
	{ "flat_scratch_lo", 102, 0, 1, 0 }, { "flat_scratch_hi", 103, 0, 1, 0 },
	{ "flat_scratch", 102, 1, 1, 0 },
	{ "xnack_mask_lo", 104, 0, 1, 0 }, { "xnack_mask_hi", 105, 0, 1, 0 },
	{ "xnack_mask", 104, 1, 1, 0 },
	{ "vcc_lo", 106, 0, 1, 1 }, { "vcc_hi", 107, 0, 1, 1 }, { "vcc", 106, 1, 1, 1 },
	{ "m0", 124, 0, 1, 0 }, { "null", 125, 2, 1, 0 },
	{ "null", 124, 2, 0, 1 }, { "m0", 125, 0, 0, 1 },
	{ "exec_lo", 126, 0, 1, 1 }, { "exec_hi", 127, 0, 1, 1 }, { "exec", 126, 1, 1, 1 },
	{ "src_flat_scratch_base_lo", 230, 2, 1, 1 }, { "src_flat_scratch_base_hi", 231, 0, 1, 1 },
	{ "src_shared_base", 235, 2, 1, 1 }, { "shared_base", 235, 2, 1, 1 },
	{ "src_shared_limit", 236, 2, 1, 1 }, { "shared_limit", 236, 2, 1, 1 },
	{ "src_private_base", 237, 2, 1, 1 }, { "private_base", 237, 2, 1, 1 },
	{ "src_private_limit", 238, 2, 1, 1 }, { "private_limit", 238, 2, 1, 1 },
	{ "src_pops_exiting_wave_id", 239, 2, 1, 1 }, { "pops_exiting_wave_id", 239, 2, 1, 1 },
	{ "src_vccz", 251, 2, 1, 1 }, { "vccz", 251, 2, 1, 1 },
	{ "src_execz", 252, 2, 1, 1 }, { "execz", 252, 2, 1, 1 },
	{ "src_scc", 253, 2, 1, 1 }, { "scc", 253, 2, 1, 1 },
	{ NULL, 0, 0, 0, 0 },
};

unsigned int gsi_tab_sgpr_limit(const struct gsi_tab_ctx *c)
{
	return c->layout == GSI_LAYOUT_GFX9 ? 102 : 106;
}

int gsi_tab_src_valid(const struct gsi_tab_ctx *c, unsigned int code, unsigned int width)
{
	int gfx9 = c->layout == GSI_LAYOUT_GFX9;
	unsigned int w = width ? width : 1;

	if (code >= 256)
		return 1;
	if (code < gsi_tab_sgpr_limit(c))
		return w == 1 || (code % (w >= 4 ? 4 : 2) == 0 && code + w <= gsi_tab_sgpr_limit(c));
	if (code >= 108 && code <= 123)
		return w == 1 || ((code - 108) % (w >= 4 ? 4 : 2) == 0 && code + w <= 124);
	if (code >= 128 && code <= 208)
		return 1;
	if (code >= 240 && code <= 248)
		return 1;
	if (w > 1) {
		for (const struct gsi_named_src *n = gsi_named_srcs; n->name; n++)
			if (n->code == code && n->w64 && (gfx9 ? n->gfx9 : n->gfx11))
				return w == 2;
		return code == 255;
	}
	for (const struct gsi_named_src *n = gsi_named_srcs; n->name; n++)
		if (n->code == code && (gfx9 ? n->gfx9 : n->gfx11))
			return 1;
	return code == 255;
}

int gsi_tab_lit_inline(uint64_t v, unsigned int bits)
{
	int64_t s = bits == 16 ? (int16_t)v : bits == 64 ? (int64_t)v : (int32_t)v;

	if (s >= -16 && s <= 64)
		return 1;
	for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
		if ((bits == 16 && v == gsi_inline_f16[i]) || (bits == 32 && v == gsi_inline_f32[i]) ||
		    (bits == 64 && v == gsi_inline_f64[i]))
			return 1;
	return 0;
}

