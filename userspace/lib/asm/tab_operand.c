// SPDX-License-Identifier: MIT
/*
 * Operand codes <-> text for the table-driven layer, per layout: SGPRs,
 * VGPRs, AGPRs, TTMPs, named registers, inline constants and literals.
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab.h"

static const char *const inline_floats[] = {
	"0.5", "-0.5", "1.0", "-1.0", "2.0", "-2.0", "4.0", "-4.0", "0.15915494",
};

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

	if (code >= 256)
		return gsi_tab_reg_text(s->agpr ? GS_ISA_K_AGPR : GS_ISA_K_VGPR, code - 256, w, buf, size);
	if (code <= (gfx9 ? 101u : 105u))
		return gsi_tab_reg_text(GS_ISA_K_SGPR, code, w, buf, size);
	if (code >= 108 && code <= 123)
		return gsi_tab_reg_text(GS_ISA_K_TTMP, code - 108, w, buf, size);
	if (gfx9) {
		switch (code) {
		case 102: return snprintf(buf, size, w == 2 ? "flat_scratch" : "flat_scratch_lo");
		case 103: return snprintf(buf, size, "flat_scratch_hi");
		case 104: return snprintf(buf, size, w == 2 ? "xnack_mask" : "xnack_mask_lo");
		case 105: return snprintf(buf, size, "xnack_mask_hi");
		case 124: return snprintf(buf, size, "m0");
		case 235: return snprintf(buf, size, "src_shared_base");
		case 236: return snprintf(buf, size, "src_shared_limit");
		case 237: return snprintf(buf, size, "src_private_base");
		case 238: return snprintf(buf, size, "src_private_limit");
		case 239: return snprintf(buf, size, "src_pops_exiting_wave_id");
		case 251: return snprintf(buf, size, "src_vccz");
		case 252: return snprintf(buf, size, "src_execz");
		case 254: return snprintf(buf, size, "src_lds_direct");
		default: break;
		}
	} else {
		switch (code) {
		case 124: return snprintf(buf, size, "null");
		case 125: return snprintf(buf, size, "m0");
		default: break;
		}
	}
	switch (code) {
	case 106: return snprintf(buf, size, w == 2 ? "vcc" : "vcc_lo");
	case 107: return snprintf(buf, size, "vcc_hi");
	case 126: return snprintf(buf, size, w == 2 ? "exec" : "exec_lo");
	case 127: return snprintf(buf, size, "exec_hi");
	case 253: return snprintf(buf, size, "scc");
	case 255: return snprintf(buf, size, "0x%x", s->literal);
	default: break;
	}
	if (code >= 128 && code <= 192)
		return snprintf(buf, size, "%u", code - 128);
	if (code >= 193 && code <= 208)
		return snprintf(buf, size, "%d", 192 - (int)code);
	if (code >= 240 && code <= 248)
		return snprintf(buf, size, "%s", inline_floats[code - 240]);
	return snprintf(buf, size, "src%u", code);
}

int gsi_tab_src_code(const struct gsi_tab_ctx *c, const struct opnd *o)
{
	if (o->kind != OPND_REG)
		return -1;
	if (c->layout != GSI_LAYOUT_GFX9)
		return (int)o->code;
	switch (o->code) {
	case GS_OPR_NULL: return -1;
	case GS_OPR_M0: return 124;
	default: return o->code >= 102 && o->code <= 105 ? -1 : (int)o->code;
	}
}
