// SPDX-License-Identifier: MIT
/*
 * The emulator's decoder for what the hand-shaped tables do not know on
 * gfx11/gfx12: DPP16 and DPP8 forms of VOP1/VOP2/VOPC/VOP3, and VOPD (dual
 * issue) pairs.  The base instruction comes from the hand-shaped decoder
 * (its src0 field rewritten to the DPP word's VGPR), so exec.c runs it with
 * the usual VALU semantics and exec_dpp.c permutes src0.
 *
 * Bit positions, checked with llvm-mc-22 -show-encoding on gfx1100 and gfx1201:
 *   src0 field 0xFA: DPP16; the next dword (VOP1/2/C: dword 1, VOP3: dword 2)
 *     src0 VGPR [7:0], DPP_CTRL [16:8], FI [18], BOUND_CTRL [19],
 *     src0 neg/abs [20]/[21], src1 neg/abs [22]/[23] (VOP3 keeps its own),
 *     BANK_MASK [27:24], ROW_MASK [31:28]
 *   src0 field 0xE9 / 0xEA: DPP8 with FI 0 / 1; the next dword src0 VGPR
 *     [7:0], lane selects 3 bits each from [8]
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

/* The base instruction with src0 = the DPP word's VGPR. */
static unsigned int dpp(struct emu *e, const uint8_t *p, size_t avail, struct gs_inst *in, int *bad,
			const char **why)
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
	*bad = 1;  /* a DPP encoding from here on */
	if (avail < 4 * (dw + 1))
		return 0;
	d = get32(p + 4 * dw);
	put32(b, w0);
	if (vop3)
		put32(b + 4, (w1 & ~0x1ffu) | (GS_OPR_VGPR0 + (d & 0xff)));
	else
		put32(b, (w0 & ~0x1ffu) | (GS_OPR_VGPR0 + (d & 0xff)));
	n = gs_decode(e->isa, b, 4 * dw, in);
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
	f->size = dpp(e, p, avail, &f->in[0], bad, &f->why);
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
