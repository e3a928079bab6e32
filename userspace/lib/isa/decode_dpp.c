// SPDX-License-Identifier: MIT
/*
 * The decoder of DPP16 and DPP8 forms of VOP1/VOP2/VOPC/VOP3 on gfx11 and
 * gfx12, into gs_inst (decode_fill.h: gsi_fill_dpp).  The base instruction comes
 * from the hand-shaped filler (decode_hand.c) with its src0 field
 * rewritten to the DPP word's VGPR, so the emulator runs it with the usual
 * VALU semantics and permutes src0 (emu/exec_dpp.c).  Moved here from
 * emu/decode_ext.c (issue 16: one decoder in isa/).
 *
 * Bit positions, checked with llvm-mc-22 -show-encoding on gfx1100 and gfx1201:
 *   src0 field 0xFA: DPP16; the next dword (VOP1/2/C: dword 1, VOP3: dword 2)
 *     src0 VGPR [7:0], DPP_CTRL [16:8], FI [18], BOUND_CTRL [19],
 *     src0 neg/abs [20]/[21], src1 neg/abs [22]/[23] (VOP3 keeps its own),
 *     BANK_MASK [27:24], ROW_MASK [31:28]
 *   src0 field 0xE9 / 0xEA: DPP8 with FI 0 / 1; the next dword src0 VGPR
 *     [7:0], lane selects 3 bits each from [8]
 */
#include <string.h>

#include "isa/decode_fill.h"

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static void put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

/* DPP_CTRL values llvm-mc-22 accepts on gfx11/gfx12: quad_perm, row_shl,
 * row_shr, row_ror (1..15), row_mirror, row_half_mirror, row_share,
 * row_xmask (wave_* and row_bcast are gone since gfx10). */
static int dpp_ctrl_ok(unsigned int c)
{
	return c <= 0xff || (c >= 0x101 && c <= 0x12f && (c & 0xf)) || c == 0x140 || c == 0x141 ||
	       (c >= 0x150 && c <= 0x16f);
}

unsigned int gsi_fill_dpp(const struct gs_isa *isa, const struct gsi_tab_dec *dec, const uint8_t *p, size_t avail,
			  struct gs_inst *in, const char **why)
{
	uint32_t w0 = get32(p), w1 = 0, d;
	uint8_t b[8];
	int vop3 = w0 >> 26 == 0x35;
	unsigned int code, dw = vop3 ? 2 : 1, n;

	if (vop3) {
		if (avail < 8)
			return 0;
		w1 = get32(p + 4);
		code = w1 & 0x1ff;
	} else if (w0 >> 25 == 0x3f || w0 >> 25 == 0x3e || w0 >> 31 == 0) {  /* VOP1, VOPC, VOP2 */
		code = w0 & 0x1ff;
	} else {
		return 0;
	}
	if (code != 0xfa && code != 0xe9 && code != 0xea)
		return 0;
	if (avail < 4 * (dw + 1))
		return 0;
	d = get32(p + 4 * dw);
	put32(b, w0);
	if (vop3)
		put32(b + 4, (w1 & ~0x1ffu) | (GS_OPR_VGPR0 + (d & 0xff)));
	else
		put32(b, (w0 & ~0x1ffu) | (GS_OPR_VGPR0 + (d & 0xff)));
	n = gsi_fill_hand(isa, dec, b, 4 * dw, in);
	if (n != 4 * dw)
		return 0;
	/* DPP reads src0 lanes of 32 bits; readlane, 64-bit operands and
	 * VOP3P have no DPP form */
	if (in->op->sig == GS_SIG_READLANE || gsi_opnd_bits(in->op->sem, 0) == 64 ||
	    gsi_opnd_bits(in->op->sem, -1) == 64) {
		*why = "DPP on an instruction without a DPP form (v_readfirstlane, 64-bit operands) is illegal";
		return 0;
	}
	if (code == 0xfa) {
		in->dpp = 1;
		in->dpp_ctrl = (d >> 8) & 0x1ff;
		in->fi = (d >> 18) & 1;
		in->bound_ctrl = (d >> 19) & 1;
		in->bank_mask = (d >> 24) & 0xf;
		in->row_mask = d >> 28;
		if (!dpp_ctrl_ok(in->dpp_ctrl) || (d >> 17 & 1)) {
			*why = "DPP_CTRL is not a gfx11/gfx12 control (row_bcast and wave_* are gone since GFX10) or reserved bit 17 is set";
			return 0;
		}
		if (!vop3) {
			in->neg = (uint8_t)((d >> 20 & 1) | (d >> 22 & 1) << 1);
			in->abs = (uint8_t)((d >> 21 & 1) | (d >> 23 & 1) << 1);
		}
	} else {
		in->dpp = 2;
		in->fi = code == 0xea;
		in->dpp8_sel = d >> 8;
	}
	in->size = (uint8_t)(4 * (dw + 1));
	return in->size;
}
