// SPDX-License-Identifier: MIT
/*
 * The decoder of VOPD (dual issue) pairs on gfx11 and gfx12, into two
 * gs_inst and their halves as encoded (decode_fill.h: gsi_fill_vopd).  Each half
 * runs as the hand-shaped VOP1/VOP2 op of its name (fmaak/fmamk as
 * v_fma_f32 with the K literal, subrev as sub with its sources swapped;
 * dot2acc and mul_dx9_zero are marked for the emulator's own handlers).
 * Moved here from emu/decode_ext.c (issue 16: one decoder in isa/).
 *
 * Bit positions, checked with llvm-mc-22 -show-encoding on gfx1100 and gfx1201:
 *   VOPD (dword 0 [31:26] = 0x32): srcx0 [8:0], vsrcx1 [16:9], opy [21:17],
 *     opx [25:22]; dword 1 srcy0 [8:0], vsrcy1 [16:9], vdsty[7:1] [23:17]
 *     (bit 0 is the inverse of vdstx's), vdstx [31:24]; one literal shared.
 */
#include <stdio.h>
#include <string.h>

#include "gfxshim/isa.h"
#include "isa/decode_fill.h"
#include "isa/isa_int.h"

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static int bad_src(unsigned int code)
{
	return code == 254 || (code >= 209 && code <= 239) || (code >= 249 && code <= 252);
}

/* The hand-shaped op of a name (tests/e2e/test-gen.sh keeps the generated
 * name index in strcmp order). */
static const struct gs_isa_op *op_named(const struct gs_isa *isa, const char *name)
{
	return gsi_isa_by_name(isa, name);
}

/* The hand-shaped op running one half: the VOP1/VOP2 op of the same name,
 * fmaak/fmamk as v_fma_f32 with the K literal, subrev as sub with its
 * sources swapped; dot2acc and mul_dx9_zero are exec_dpp.c's own. */
static int half(const struct gs_isa *isa, const struct gs_isa_inst *row, unsigned int src0, unsigned int vsrc1,
		unsigned int vdst, uint32_t lit, struct gs_inst *in, struct gs_vopd_half *h)
{
	const char *m = row->mnemonic + 7;  /* after "v_dual_" */
	char name[48];

	memset(h, 0, sizeof(*h));
	h->name = row->mnemonic;
	h->src0 = (uint16_t)src0;
	h->vsrc1 = (uint8_t)vsrc1;
	h->vdst = (uint8_t)vdst;
	h->k_pos = -1;
	for (unsigned int i = 0; i < row->nops; i++) {
		struct gs_isa_operand o;

		if (gsi_isa_operand(row, i, &o) != GS_OK)
			return 0;
		if (o.kind == GS_ISA_K_LITERAL)
			h->k_pos = (int8_t)i;
		else if (!strncmp(o.field, "vsrc", 4))
			h->has_vsrc1 = 1;
	}
	if (!h->has_vsrc1 && vsrc1)
		return 0;
	h->mov = !strcmp(m, "mov_b32");
	h->acc = strstr(m, "fmac") || strstr(m, "dot2acc");
	if (!strcmp(m, "fmaak_f32") || !strcmp(m, "fmamk_f32"))
		snprintf(name, sizeof(name), "v_fma_f32");
	else if (!strcmp(m, "subrev_f32"))
		snprintf(name, sizeof(name), "v_sub_f32");
	else if (!strncmp(m, "dot2acc_f32_", 12)) {
		h->special = strstr(m, "bf16") ? GS_VOPD_DOT2ACC_BF16 : GS_VOPD_DOT2ACC_F16;
		snprintf(name, sizeof(name), "v_fmac_f32");
	} else if (!strcmp(m, "mul_dx9_zero_f32")) {
		h->special = GS_VOPD_MUL_DX9;
		snprintf(name, sizeof(name), "v_mul_f32");
	} else
		snprintf(name, sizeof(name), "v_%s", m);
	memset(in, 0, sizeof(*in));
	in->op = op_named(isa, name);
	if (!in->op)
		return 0;
	in->enc = in->op->enc;
	in->vdst = (uint16_t)vdst;
	in->src[0] = (uint16_t)src0;
	in->src[1] = (uint16_t)(GS_OPR_VGPR0 + vsrc1);
	in->literal = lit;
	in->has_literal = src0 == GS_OPR_LITERAL || h->k_pos >= 0;
	if (h->k_pos == 3) {         /* fmaak: src0 * vsrc1 + K */
		in->src[2] = GS_OPR_LITERAL;
	} else if (h->k_pos == 2) {  /* fmamk: src0 * K + vsrc1 */
		in->src[1] = GS_OPR_LITERAL;
		in->src[2] = (uint16_t)(GS_OPR_VGPR0 + vsrc1);
	} else if (!strcmp(m, "subrev_f32")) {
		in->src[0] = (uint16_t)(GS_OPR_VGPR0 + vsrc1);
		in->src[1] = (uint16_t)src0;
	}
	if (in->op->sig == GS_SIG_CNDMASK)  /* vcc_lo implicit (VOPD is wave32 only) */
		in->src[2] = in->sdst = GS_OPR_VCC_LO;
	return 1;
}

unsigned int gsi_fill_vopd(const struct gs_isa *isa, const struct gs_target *t, const uint8_t *p, size_t avail,
			   int wave64, struct gs_inst in[2], struct gs_vopd_half h[2], const char **why)
{
	uint32_t w0 = get32(p), w1, lit = 0;
	struct gs_isa_inst rx, ry;
	unsigned int sx, sy, vx, vy, size = 8;

	if (w0 >> 26 != 0x32)
		return 0;
	/* dual issue is wave32 only (llvm-mc-22: "instruction requires wavesize=32") */
	if (wave64)
		*why = "VOPD (dual issue) runs in wave32 only (llvm-mc-22: instruction requires wavesize=32)";
	if (avail < 8 || wave64)
		return 0;
	w1 = get32(p + 4);
	*why = "VOPD pair with an opcode or operand llvm-mc-22 does not know for this target";
	if (gs_isa_find_opcode(t->name, "VOPD_X", (w0 >> 22) & 0xf, &rx, NULL) != GS_OK ||
	    gs_isa_find_opcode(t->name, "VOPD_Y", (w0 >> 17) & 0x1f, &ry, NULL) != GS_OK)
		return 0;
	sx = w0 & 0x1ff;
	sy = w1 & 0x1ff;
	vx = w1 >> 24;
	vy = ((w1 >> 17) & 0x7f) << 1 | ((vx & 1) ^ 1);
	if (bad_src(sx) || bad_src(sy))
		return 0;
	if (sx == GS_OPR_LITERAL || sy == GS_OPR_LITERAL || strstr(rx.mnemonic, "fmaak") ||
	    strstr(rx.mnemonic, "fmamk") || strstr(ry.mnemonic, "fmaak") || strstr(ry.mnemonic, "fmamk")) {
		if (avail < 12)
			return 0;
		lit = get32(p + 8);
		size = 12;
	}
	if (!half(isa, &rx, sx, (w0 >> 9) & 0xff, vx, lit, &in[0], &h[0]) ||
	    !half(isa, &ry, sy, (w1 >> 9) & 0xff, vy, lit, &in[1], &h[1]))
		return 0;
	if ((h[0].k_pos >= 0 || h[1].k_pos >= 0) && size != 12)
		return 0;
	*why = NULL;
	in[0].size = in[1].size = (uint8_t)size;
	return size;
}
