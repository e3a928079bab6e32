// SPDX-License-Identifier: MIT
/*
 * The emulator's decoder for what the hand-shaped tables do not know on
 * gfx11/gfx12: VOPD (dual issue) pairs, and DPP16/DPP8 forms through
 * isa/decode_dpp.c (gs_decode_dpp).
 *
 * Bit positions, checked with llvm-mc-22 -show-encoding on gfx1100 and gfx1201:
 *   VOPD (dword 0 [31:26] = 0x32): srcx0 [8:0], vsrcx1 [16:9], opy [21:17],
 *     opx [25:22]; dword 1 srcy0 [8:0], vsrcy1 [16:9], vdsty[7:1] [23:17]
 *     (bit 0 is the inverse of vdstx's), vdstx [31:24]; one literal shared.
 */
#include <stdio.h>
#include <string.h>

#include "emu/decode.h"
#include "asm/tab.h"
#include "emu/emu.h"
#include "gfxshim/asm.h"
#include "gfxshim/isa.h"

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* ---- VOPD ---- */

static int bad_src(unsigned int code)
{
	return code == 254 || (code >= 209 && code <= 239) || (code >= 249 && code <= 252);
}

/* The hand-shaped op of a name (tests/e2e/test-gen.sh keeps the generated
 * name index in strcmp order). */
static const struct gs_isa_op *op_named(const struct gs_isa *isa, const char *name)
{
	return gs_isa_by_name(isa, name);
}

/* The hand-shaped op running one half: the VOP1/VOP2 op of the same name,
 * fmaak/fmamk as v_fma_f32 with the K literal, subrev as sub with its
 * sources swapped; dot2acc and mul_dx9_zero are exec_dpp.c's own. */
static int half(struct emu *e, const struct gs_isa_inst *row, unsigned int src0, unsigned int vsrc1,
		unsigned int vdst, uint32_t lit, struct gs_inst *in, struct emu_vopd_half *h)
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

		if (gs_isa_operand(row, i, &o) != GS_OK)
			return 0;
		if (o.kind == GS_ISA_K_LITERAL)
			h->k_pos = (int8_t)i;
		else if (!strncmp(o.field, "vsrc", 4))
			h->has_vsrc1 = 1;
	}
	if (!h->has_vsrc1 && vsrc1)
		return 0;
	if (!strcmp(m, "fmaak_f32") || !strcmp(m, "fmamk_f32"))
		snprintf(name, sizeof(name), "v_fma_f32");
	else if (!strcmp(m, "subrev_f32"))
		snprintf(name, sizeof(name), "v_sub_f32");
	else if (!strncmp(m, "dot2acc_f32_", 12)) {
		h->special = strstr(m, "bf16") ? EMU_VOPD_DOT2ACC_BF16 : EMU_VOPD_DOT2ACC_F16;
		snprintf(name, sizeof(name), "v_fmac_f32");
	} else if (!strcmp(m, "mul_dx9_zero_f32")) {
		h->special = EMU_VOPD_MUL_DX9;
		snprintf(name, sizeof(name), "v_mul_f32");
	} else
		snprintf(name, sizeof(name), "v_%s", m);
	memset(in, 0, sizeof(*in));
	in->op = op_named(e->isa, name);
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

static unsigned int vopd(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			 struct emu_fetch *f, int *bad)
{
	uint32_t w0 = get32(p), w1, lit = 0;
	struct gs_isa_inst rx, ry;
	unsigned int sx, sy, vx, vy, size = 8;

	if (w0 >> 26 != 0x32)
		return 0;
	*bad = 1;
	/* dual issue is wave32 only (llvm-mc-22: "instruction requires wavesize=32") */
	if (w->lanes != 32)
		f->why = "VOPD (dual issue) runs in wave32 only (llvm-mc-22: instruction requires wavesize=32)";
	if (avail < 8 || w->lanes != 32)
		return 0;
	w1 = get32(p + 4);
	f->why = "VOPD pair with an opcode or operand llvm-mc-22 does not know for this target";
	if (gs_isa_find_opcode(e->target->name, "VOPD_X", (w0 >> 22) & 0xf, &rx, NULL) != GS_OK ||
	    gs_isa_find_opcode(e->target->name, "VOPD_Y", (w0 >> 17) & 0x1f, &ry, NULL) != GS_OK)
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
	if (!half(e, &rx, sx, (w0 >> 9) & 0xff, vx, lit, &f->in[0], &f->vopd[0]) ||
	    !half(e, &ry, sy, (w1 >> 9) & 0xff, vy, lit, &f->in[1], &f->vopd[1]))
		return 0;
	if ((f->vopd[0].k_pos >= 0 || f->vopd[1].k_pos >= 0) && size != 12)
		return 0;
	f->why = NULL;
	f->in[0].size = f->in[1].size = (uint8_t)size;
	f->n = 2;
	f->size = size;
	return size;
}

unsigned int gsi_emu_decode_ext(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
				struct emu_fetch *f, int *bad)
{
	*bad = 0;
	if (!e->isa || avail < 4 || (e->target->gen != GS_GEN_GFX11 && e->target->gen != GS_GEN_GFX12))
		return 0;
	if (vopd(e, w, p, avail, f, bad))
		return f->size;
	if (*bad)
		return 0;
	f->size = gs_decode_dpp(e->isa, p, avail, &f->in[0], bad, &f->why);
	if (!f->size)
		return 0;
	f->n = 1;
	return f->size;
}

/* One VOPD half as llvm writes it: name vdst, src0[, K][, vsrc1][, K]. */
static size_t half_text(const struct gs_inst *in, const struct emu_vopd_half *h, char *buf, size_t size)
{
	char s0[48];
	int n;

	gs_operand_text(in, h->src0, 1, s0, sizeof(s0));
	n = snprintf(buf, size, "%s v%u, %s", h->name, h->vdst, s0);
	if (h->k_pos == 2)
		n += snprintf(buf + n, size > (size_t)n ? size - n : 0, ", 0x%x", in->literal);
	if (h->has_vsrc1)
		n += snprintf(buf + n, size > (size_t)n ? size - n : 0, ", v%u", h->vsrc1);
	if (h->k_pos == 3)
		n += snprintf(buf + n, size > (size_t)n ? size - n : 0, ", 0x%x", in->literal);
	return (size_t)n;
}

int gsi_emu_ext_text(struct emu *e, const struct wave *w, const struct emu_fetch *f, const uint8_t *p,
		     size_t avail, uint64_t pc, char *buf, size_t size)
{
	char x[160], y[160];

	if (gsi_tab_disasm(e->target, w->lanes == 64 ? GS_DISASM_WAVE64 : 0, p, avail, pc, buf, size))
		return (int)strlen(buf);
	if (f->n != 2)
		return gs_inst_text(e->target->gen, &f->in[0], pc, buf, size);
	half_text(&f->in[0], &f->vopd[0], x, sizeof(x));
	half_text(&f->in[1], &f->vopd[1], y, sizeof(y));
	return snprintf(buf, size, "%s :: %s", x, y);
}
