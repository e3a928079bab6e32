// SPDX-License-Identifier: MIT
/*
 * VINTERP and LDSDIR (gfx11, gfx12), table-driven.
 *
 * VINTERP: word 0 vdst[7:0], wait_exp[10:8], op_sel[14:11] (src0, src1,
 * src2, dst), clamp 15; word 1 src0/1/2 (9-bit, VGPRs only), neg[31:29].
 * llvm prints "clamp op_sel:[..] wait_exp:N" (wait_exp always), and on gfx11
 * the 16-bit operands in true16 syntax (v2.l / v2.h after their op_sel bit).
 * LDSDIR: vdst[7:0], attr_chan[9:8], attr[15:10], wait_vdst (gfx12:
 * wait_va_vdst)[19:16], op[21:20], gfx12 wait_vm_vsrc 23; bit 22 reserved.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa/tab_vx.h"

static unsigned int print_vinterp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				  struct gsi_tab_line *l)
{
	const uint32_t *w = d->w;
	unsigned int opsel = gsi_tab_get(w, 0, 11, 4), neg = gsi_tab_get(w, 1, 29, 3);
	int t16 = c->layout == GSI_LAYOUT_GFX11;
	char t[48];

	if (d->row.nops != 4 || (opsel && !GSI_HAS_MOD(&d->row, OP_SEL)))
		return 0;  /* op_sel bits of an instruction without op_sel do not re-assemble */
	gsi_tab_text(l, d->row.mnemonic);
	for (unsigned int i = 0; i < 4; i++) {
		unsigned int v = i ? gsi_tab_get(w, 1, 9 * (i - 1), 9) : 256 + gsi_tab_get(w, 0, 0, 8);
		unsigned int bit = i ? i - 1 : 3;
		int k;

		if (v < 256)
			return 0;  /* llvm prints an invalid-register comment */
		if (c->verdict)
			continue;  /* no text (a size 0 line): it decides nothing */
		k = snprintf(t, sizeof(t), "%sv%u", i && (neg >> (i - 1)) & 1 ? "-" : "", v - 256);
		if (t16 && h16_of(&d->row, i) && k > 0)
			snprintf(t + k, sizeof(t) - (size_t)k, ".%c", (opsel >> bit) & 1 ? 'h' : 'l');
		gsi_tab_operand(l, t);
	}
	if (c->verdict)
		return 8;
	if (gsi_tab_get(w, 0, 15, 1))
		gsi_tab_modifier(l, "clamp");
	if (opsel) {
		snprintf(t, sizeof(t), "op_sel:[%u,%u,%u,%u]", opsel & 1, opsel >> 1 & 1, opsel >> 2 & 1, opsel >> 3 & 1);
		gsi_tab_modifier(l, t);
	}
	snprintf(t, sizeof(t), "wait_exp:%u", gsi_tab_get(w, 0, 8, 3));
	gsi_tab_modifier(l, t);
	return 8;
}

static unsigned int print_ldsdir(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				 struct gsi_tab_line *l)
{
	const uint32_t *w = d->w;
	int param = d->row.nops >= 2;
	unsigned int attr = gsi_tab_get(w, 0, 10, 6), chan = gsi_tab_get(w, 0, 8, 2);
	char t[48];

	if (gsi_tab_get(w, 0, 22, 1) || (c->layout == GSI_LAYOUT_GFX11 && gsi_tab_get(w, 0, 23, 1)))
		return 0;
	if ((!param && (attr || chan)) || attr > 32)
		return 0;  /* llvm would drop or refuse them */
	if (c->verdict)
		return 4;  /* the text below decides nothing */
	gsi_tab_text(l, d->row.mnemonic);
	gsi_tab_reg_text(GS_ISA_K_VGPR, gsi_tab_get(w, 0, 0, 8), 1, t, sizeof(t));
	gsi_tab_operand(l, t);
	if (param) {
		snprintf(t, sizeof(t), "attr%u.%c", attr, chans[chan]);
		gsi_tab_operand(l, t);
	}
	if (c->layout == GSI_LAYOUT_GFX11) {
		snprintf(t, sizeof(t), "wait_vdst:%u", gsi_tab_get(w, 0, 16, 4));
	} else {
		snprintf(t, sizeof(t), "wait_va_vdst:%u wait_vm_vsrc:%u", gsi_tab_get(w, 0, 16, 4),
			 gsi_tab_get(w, 0, 23, 1));
	}
	gsi_tab_modifier(l, t);
	return 4;
}

unsigned int gsi_vx_print_interp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				 char *buf, size_t size)
{
	struct gsi_tab_line l;

	gsi_tab_line_init(&l, buf, size);
	if (d->row.cls_id == GS_ISA_GEN_VINTERP)
		return print_vinterp(c, d, &l);
	return print_ldsdir(c, d, &l);
}
