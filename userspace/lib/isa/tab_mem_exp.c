// SPDX-License-Identifier: MIT
/*
 * Exports (EXP; "exp" on gfx11, "export" on gfx12) of the table-driven
 * layer: the target (mrt0-7, mrtz, pos0-4, prim, dual_src_blend0/1), four
 * sources that are VGPRs or off by the en mask, done and row_en.
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_mem.h"

int gsi_mem_target_name(unsigned int t, char *b, size_t size)
{
	if (t <= 7)
		return snprintf(b, size, "mrt%u", t);
	if (t == 8)
		return snprintf(b, size, "mrtz");
	if (t >= 12 && t <= 16)
		return snprintf(b, size, "pos%u", t - 12);
	if (t == 20)
		return snprintf(b, size, "prim");
	if (t == 21 || t == 22)
		return snprintf(b, size, "dual_src_blend%u", t - 21);
	return 0;
}

unsigned int gsi_mem_print_exp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       struct gsi_tab_line *l)
{
	struct mem_view v;
	char b[32];
	unsigned int en = d->w[0] & 15;

	if (c->layout == GSI_LAYOUT_GFX9)
		return 0;
	if (d->w[0] & 0x03ffd400u)
		return 0;  /* bits llvm drops */
	if (!gsi_mem_target_name((d->w[0] >> 4) & 63, b, sizeof(b)))
		return 0;
	gsi_tab_text(l, " ");
	gsi_tab_text(l, b);
	for (unsigned int i = 0; i < 4; i++) {
		unsigned int r = (d->w[1] >> (8 * i)) & 255;

		if (en & (1u << i)) {
			gsi_tab_reg_text(GS_ISA_K_VGPR, r, 1, b, sizeof(b));
		} else {
			if (r)
				return 0;
			snprintf(b, sizeof(b), "off");
		}
		gsi_tab_text(l, i ? ", " : " ");
		gsi_tab_text(l, b);
	}
	gsi_mem_view(&v, c, &d->row);
	if (!gsi_mem_print_mods(&v, exp_mods, d->w, l))
		return 0;
	return 8;
}
