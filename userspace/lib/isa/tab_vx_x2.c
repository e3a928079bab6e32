// SPDX-License-Identifier: MIT
/*
 * VOP3PX2 (gfx1250 v_wmma_scale_*): a v_wmma_ld_scale_paired_b32 word pair
 * (the two scale sources and the scale modifiers) followed by the WMMA's
 * VOP3P word pair; the tables list the row under the WMMA's opcode.
 *
 * Scale pair: src0/src1 the scales, src2 v0 (256); word 0 matrix_b_scale_fmt
 * [9:8], matrix_a_scale 11, matrix_a_reuse 13, matrix_b_reuse 14; word 1
 * matrix_b_scale 27, matrix_a_scale_fmt [30:29].  WMMA pair: matrix_a_fmt
 * op_sel[13:11], matrix_b_fmt op_sel_hi (27, 28, 14), neg_hi of C at 10, neg_lo
 * of C at 31.  Other bits are invalid (llvm-mc-22 refuses or prints another
 * instruction), and so are refused here.
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_vx.h"

unsigned int gsi_vx_print_x2(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, char *buf, size_t size)
{
	const uint32_t *s = d->w, *w = d->w + 2;
	struct gsi_tab_line l;
	struct x2 x;
	char t[96];
	unsigned int src2 = gsi_tab_get(w, 1, 18, 9);

	gsi_tab_line_init(&l, buf, size);
	if (d->ndw < 4 || gsi_tab_get(s, 0, 16, 7) != LD_SCALE_PAIRED || gsi_tab_get(s, 0, 0, 8) ||
	    gsi_tab_get(s, 1, 18, 9) != 256 || (s[0] & 0x9400) || (s[1] & 0x90000000u) ||
	    (w[0] & 0x8300) || (w[1] & 0x60000000u))
		return 0;
	x.bsfmt = gsi_tab_get(s, 0, 8, 2);
	x.ascale = gsi_tab_get(s, 0, 11, 1);
	x.ra = gsi_tab_get(s, 0, 13, 1);
	x.rb = gsi_tab_get(s, 0, 14, 1);
	x.bscale = gsi_tab_get(s, 1, 27, 1);
	x.asfmt = gsi_tab_get(s, 1, 29, 2);
	x.afmt = gsi_tab_get(w, 0, 11, 3);
	x.bfmt = gsi_tab_get(w, 1, 27, 2) | gsi_tab_get(w, 0, 14, 1) << 2;
	x.nhi = gsi_tab_get(w, 0, 10, 1);
	x.nlo = gsi_tab_get(w, 1, 31, 1);
	if (x.bsfmt > 2 || x.asfmt > 2 || x.afmt > 4 || x.bfmt > 4)
		return 0;
	gsi_tab_text(&l, d->row.mnemonic);
	gsi_tab_reg_text(GS_ISA_K_VGPR, gsi_tab_get(w, 0, 0, 8), 8, t, sizeof(t));
	gsi_tab_operand(&l, t);
	for (unsigned int i = 0; i < 2; i++) {
		unsigned int code = gsi_tab_get(w, 1, 9 * i, 9), wd = width_of(i ? x.bfmt : x.afmt);

		if (code < 256 || code - 256 + wd > 256)
			return 0;
		gsi_tab_reg_text(GS_ISA_K_VGPR, code - 256, wd, t, sizeof(t));
		gsi_tab_operand(&l, t);
	}
	{
		struct gsi_tab_src c2 = { src2, 8, 0, 0, 0, 32 };

		if (src2 >= 256 ? src2 - 256 + 8 > 256 : !(src2 >= 128 && src2 <= 248 && (src2 <= 208 || src2 >= 240)))
			return 0;
		if (src2 < 256)
			c2.width = 1;
		gsi_tab_src_text(c, &c2, t, sizeof(t));
		gsi_tab_operand(&l, t);
	}
	for (unsigned int i = 0; i < 2; i++) {
		struct gsi_tab_src sc = { gsi_tab_get(s, 1, 9 * i, 9), 1, 0, 0, 0, 32 };

		if (sc.code == 255 || !gsi_tab_src_valid(c, sc.code, 1))
			return 0;
		gsi_tab_src_text(c, &sc, t, sizeof(t));
		gsi_tab_operand(&l, t);
	}
	if (x.afmt) {
		snprintf(t, sizeof(t), "matrix_a_fmt:MATRIX_FMT_%s", fmts[x.afmt]);
		gsi_tab_modifier(&l, t);
	}
	if (x.bfmt) {
		snprintf(t, sizeof(t), "matrix_b_fmt:MATRIX_FMT_%s", fmts[x.bfmt]);
		gsi_tab_modifier(&l, t);
	}
	if (x.ascale)
		gsi_tab_modifier(&l, "matrix_a_scale:MATRIX_SCALE_ROW1");
	if (x.bscale)
		gsi_tab_modifier(&l, "matrix_b_scale:MATRIX_SCALE_ROW1");
	if (x.asfmt) {
		snprintf(t, sizeof(t), "matrix_a_scale_fmt:MATRIX_SCALE_FMT_%s", sfmts[x.asfmt]);
		gsi_tab_modifier(&l, t);
	}
	if (x.bsfmt) {
		snprintf(t, sizeof(t), "matrix_b_scale_fmt:MATRIX_SCALE_FMT_%s", sfmts[x.bsfmt]);
		gsi_tab_modifier(&l, t);
	}
	if (x.ra)
		gsi_tab_modifier(&l, "matrix_a_reuse");
	if (x.rb)
		gsi_tab_modifier(&l, "matrix_b_reuse");
	if (x.nlo)
		gsi_tab_modifier(&l, "neg_lo:[0,0,1]");
	if (x.nhi)
		gsi_tab_modifier(&l, "neg_hi:[0,0,1]");
	return 16;
}
