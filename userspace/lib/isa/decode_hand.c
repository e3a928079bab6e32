// SPDX-License-Identifier: MIT
/* Bytes -> decoded form (the inverse of encode.c). */
#include <string.h>

#include "isa/inst.h"
#include "isa/tab_fmt.h"

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static int32_t sext(uint32_t v, unsigned int bits)
{
	uint32_t m = 1u << (bits - 1);

	v &= (bits == 32) ? 0xffffffffu : ((1u << bits) - 1);
	return (int32_t)((v ^ m) - m);
}

/* Classify the first dword (same rules as tools/gen/gen-isa.py). */
static int classify(enum gs_gen gen, uint32_t w, enum gs_enc *enc, unsigned int *opc)
{
	if (w >> 23 == 0x17D) { *enc = GS_ENC_SOP1; *opc = (w >> 8) & 0xff; return 1; }
	if (w >> 23 == 0x17E) { *enc = GS_ENC_SOPC; *opc = (w >> 16) & 0x7f; return 1; }
	if (w >> 23 == 0x17F) { *enc = GS_ENC_SOPP; *opc = (w >> 16) & 0x7f; return 1; }
	if (w >> 28 == 0xB)   { *enc = GS_ENC_SOPK; *opc = (w >> 23) & 0x1f; return 1; }
	if (w >> 30 == 0x2)   { *enc = GS_ENC_SOP2; *opc = (w >> 23) & 0x7f; return 1; }
	if (w >> 26 == 0x3D) {
		*enc = GS_ENC_SMEM;
		*opc = gen == GS_GEN_GFX12 ? (w >> 13) & 0x3f : (w >> 18) & 0xff;
		return 1;
	}
	if (w >> 25 == 0x3F)  { *enc = GS_ENC_VOP1; *opc = (w >> 9) & 0xff; return 1; }
	if (w >> 25 == 0x3E)  { *enc = GS_ENC_VOPC; *opc = (w >> 17) & 0xff; return 1; }
	if (w >> 31 == 0)     { *enc = GS_ENC_VOP2; *opc = (w >> 25) & 0x3f; return 1; }
	if (w >> 24 == 0xCC)  { *enc = GS_ENC_VOP3P; *opc = (w >> 16) & 0x7f; return 1; }
	if (w >> 24 == 0xCE)  { *enc = GS_ENC_LDSDIR; *opc = (w >> 20) & 3; return 1; }
	if (w >> 26 == 0x35)  { *enc = GS_ENC_VOP3; *opc = (w >> 16) & 0x3ff; return 1; }
	/* DS; gfx11's GDS bit (17) set is not an instruction gfxshim knows */
	if (w >> 26 == 0x36 && !(gen == GS_GEN_GFX11 && (w >> 17 & 1))) {
		*enc = GS_ENC_DS; *opc = (w >> 18) & 0xff; return 1;
	}
	if (gen == GS_GEN_GFX11 && w >> 26 == 0x37 && ((w >> 16) & 3) == 2) {
		*enc = GS_ENC_FLAT; *opc = (w >> 18) & 0x7f; return 1;
	}
	if (gen == GS_GEN_GFX12 && w >> 26 == 0x3B && ((w >> 24) & 3) == 2) {
		*enc = GS_ENC_FLAT; *opc = (w >> 14) & 0xff; return 1;
	}
	/* scratch: FLAT segment 1 */
	if (gen == GS_GEN_GFX11 && w >> 26 == 0x37 && ((w >> 16) & 3) == 1) {
		*enc = GS_ENC_SCRATCH; *opc = (w >> 18) & 0x7f; return 1;
	}
	if (gen == GS_GEN_GFX12 && w >> 26 == 0x3B && ((w >> 24) & 3) == 1) {
		*enc = GS_ENC_SCRATCH; *opc = (w >> 14) & 0xff; return 1;
	}
	return 0;
}

/* A source of 255 takes the next dword as literal. */
static unsigned int take_literal(struct gs_inst *in, const uint8_t *p, size_t avail,
				 unsigned int size, unsigned int nsrc)
{
	for (unsigned int i = 0; i < nsrc; i++) {
		if (in->src[i] == GS_OPR_LITERAL) {
			if (avail < size + 4)
				return 0;
			in->literal = get32(p + size);
			in->has_literal = 1;
			return size + 4;
		}
	}
	return size;
}

/* WMMA fields llvm-mc-22's disassembler accepts: A and B VGPRs, C a VGPR or
 * an inline constant (not 1/(2*pi), no literal); on gfx12 no OPSEL and the
 * default OPSEL_HI; iu8 takes no NEG on C (gfx12) and float types no
 * clamp; on gfx11 only the 16-bit-result forms take OPSEL. */
static int wmma_valid(enum gs_gen gen, const struct gs_inst *in)
{
	struct gs_wmma_shape s;
	unsigned int c = in->src[2];

	if (!gsi_wmma_shape(in->op->sem, gen, 0, &s))
		return 0;
	if (in->src[0] < GS_OPR_VGPR0 || in->src[1] < GS_OPR_VGPR0)
		return 0;
	if (c < GS_OPR_VGPR0 && !(c >= 128 && c <= 208) && !(c >= 240 && c <= 247))
		return 0;
	if (in->clamp && s.type != GS_WMMA_I32_IU8 && s.type != GS_WMMA_I32_IU4)
		return 0;
	if (gen == GS_GEN_GFX12 && s.type >= GS_WMMA_F32_FP8_FP8 && ((in->neg | in->neg_hi) & 3))
		return 0;  /* fp8/bf8: NEG on C only */
	if (gen == GS_GEN_GFX12)
		return in->opsel == 0 && in->opsel_hi == 7 &&
		       ((s.type != GS_WMMA_I32_IU8 && s.type != GS_WMMA_I32_IU4) ||
			(!(in->neg & 4) && !in->neg_hi));
	return s.cd16 || in->opsel == 0;
}

/* SWMMAC fields llvm-mc-22's disassembler accepts: A and B VGPRs;
 * the index is a VGPR whatever the source field's bit 8 (llvm prints the low
 * 8 bits as a VGPR, so the decoder normalises it); OPSEL only as index_key,
 * default OPSEL_HI; NEG_LO/NEG_HI on A and B of 16-bit floats, NEG_LO on A
 * and B of integers (signedness), none on fp8/bf8; clamp on integers. */
static int swmmac_valid(enum gs_gen gen, struct gs_inst *in, int wave64)
{
	struct gs_swmmac_shape s;
	int integer;

	/* index_key: the wave size's range (llvm-mc-22 prints index_key:2..3
	 * of 8/16-bit A in wave64 only) */
	if (!gsi_swmmac_shape(in->op->sem, gen, wave64, &s))
		return 0;
	integer = s.type == GS_WMMA_I32_IU8 || s.type == GS_WMMA_I32_IU4;
	if (in->src[0] < GS_OPR_VGPR0 || in->src[1] < GS_OPR_VGPR0)
		return 0;
	in->src[2] = (uint16_t)(GS_OPR_VGPR0 + (in->src[2] & 0xff));
	if (in->opsel >= s.nkey || in->opsel_hi != 7 || ((in->neg | in->neg_hi) & 4))
		return 0;
	if (in->clamp && !integer)
		return 0;
	if (s.ebits == 16)
		return 1;
	return !in->neg_hi && (integer || !in->neg);
}

/* The fields of the bytes; gsi_decode() then checks the operands. */
static unsigned int decode_fields_wave(const struct gs_isa *isa, const uint8_t *p, size_t avail,
				       struct gs_inst *in, int wave64)
{
	enum gs_enc enc;
	unsigned int opc, size;
	uint32_t w0, w1, w2;

	memset(in, 0, sizeof(*in));
	if (avail < 4)
		return 0;
	w0 = get32(p);
	if (!classify(isa->gen, w0, &enc, &opc))
		return 0;
	in->op = gsi_isa_by_opcode(isa, enc, opc);
	if (!in->op)
		return 0;
	in->enc = enc;
	switch (enc) {
	case GS_ENC_SOP1:
		in->sdst = (w0 >> 16) & 0x7f;
		in->src[0] = w0 & 0xff;
		if (in->op->sig == GS_SIG_SENDMSGRTN)  /* SSRC0 is the message id */
			return gsi_msg_rtn_name(isa->gen, in->src[0]) ? 4 : 0;
		return take_literal(in, p, avail, 4, 1);
	case GS_ENC_SOP2:
		in->sdst = (w0 >> 16) & 0x7f;
		in->src[0] = w0 & 0xff;
		in->src[1] = (w0 >> 8) & 0xff;
		return take_literal(in, p, avail, 4, 2);
	case GS_ENC_SOPC:
		in->src[0] = w0 & 0xff;
		in->src[1] = (w0 >> 8) & 0xff;
		return take_literal(in, p, avail, 4, 2);
	case GS_ENC_SOPP:
		in->imm = sext(w0, 16);
		return 4;
	case GS_ENC_SOPK:
		in->sdst = (w0 >> 16) & 0x7f;
		in->imm = sext(w0, 16);
		if (in->op->sem == GS_SEM_S_SETREG_IMM32_B32) {  /* its value follows */
			if (avail < 8)
				return 0;
			in->literal = get32(p + 4);
			in->has_literal = 1;
			return 8;
		}
		return 4;
	case GS_ENC_SMEM:
		if (avail < 8)
			return 0;
		w1 = get32(p + 4);
		in->sdata = (w0 >> 6) & 0x7f;
		in->sbase = (w0 & 0x3f) << 1;
		in->soffset = (w1 >> 25) & 0x7f;
		in->imm = isa->gen == GS_GEN_GFX12 ? sext(w1, 24) : sext(w1, 21);
		return 8;
	case GS_ENC_VOP1:
		if (in->op->sig == GS_SIG_READLANE)
			in->sdst = (w0 >> 17) & 0xff;
		else
			in->vdst = (w0 >> 17) & 0xff;
		in->src[0] = w0 & 0x1ff;
		return take_literal(in, p, avail, 4, 1);
	case GS_ENC_VOP2:
	case GS_ENC_VOPC:
		if (enc == GS_ENC_VOP2)
			in->vdst = (w0 >> 17) & 0xff;
		in->src[0] = w0 & 0x1ff;
		in->src[1] = GS_OPR_VGPR0 + ((w0 >> 9) & 0xff);
		if (in->op->sig == GS_SIG_CARRY || in->op->sig == GS_SIG_CNDMASK) {
			in->sdst = GS_OPR_VCC_LO;   /* implicit in the e32 form */
			in->src[2] = GS_OPR_VCC_LO;
		}
		if (enc == GS_ENC_VOPC)  /* gfx11/gfx12 v_cmpx_* write EXEC only */
			in->sdst = in->op->sig == GS_SIG_VOPCX ? GS_OPR_EXEC_LO : GS_OPR_VCC_LO;
		return take_literal(in, p, avail, 4, 1);
	case GS_ENC_VOP3:
		if (avail < 8)
			return 0;
		w1 = get32(p + 4);
		size = 8;
		in->vdst = w0 & 0xff;
		switch (in->op->sig) {
		case GS_SIG_VOP3SD:
		case GS_SIG_VOP3SD3:
		case GS_SIG_CARRY:
			in->sdst = (w0 >> 8) & 0x7f;
			break;
		case GS_SIG_VOPC:
		case GS_SIG_VOPCX:
		case GS_SIG_READLANE:
			in->sdst = w0 & 0xff;
			in->vdst = 0;
			if (in->op->sig == GS_SIG_READLANE)
				break;
			/* compares: abs, and OPSEL as for other VOP3 (gfx11 true16) */
			in->abs = (w0 >> 8) & 7;
			if (((w0 >> 11) & 0xf) && isa->gen != GS_GEN_GFX11)
				return 0;
			in->opsel = (w0 >> 11) & 0xf;
			break;
		default:
			in->abs = (w0 >> 8) & 7;
			/* OPSEL: gfx11 true16 high halves of 16-bit operands
			 * (operands_ok checks them); gfx12's, which this printer
			 * does not spell, only through gsi_decode_exec */
			if (((w0 >> 11) & 0xf) && isa->gen != GS_GEN_GFX11)
				return 0;
			in->opsel = (w0 >> 11) & 0xf;
			break;
		}
		in->clamp = (w0 >> 15) & 1;
		in->src[0] = w1 & 0x1ff;
		in->src[1] = (w1 >> 9) & 0x1ff;
		in->src[2] = (w1 >> 18) & 0x1ff;
		in->omod = (w1 >> 27) & 3;
		in->neg = (w1 >> 29) & 7;
		return take_literal(in, p, avail, size, 3);
	case GS_ENC_VOP3P:
		if (avail < 8)
			return 0;
		w1 = get32(p + 4);
		in->vdst = w0 & 0xff;
		in->neg_hi = (w0 >> 8) & 7;
		in->opsel = (w0 >> 11) & 7;
		in->opsel_hi = (uint8_t)(((w0 >> 14) & 1) << 2 | ((w1 >> 27) & 3));
		in->clamp = (w0 >> 15) & 1;
		in->src[0] = w1 & 0x1ff;
		in->src[1] = (w1 >> 9) & 0x1ff;
		in->src[2] = (w1 >> 18) & 0x1ff;
		in->neg = (w1 >> 29) & 7;
		if (in->op->sig == GS_SIG_WMMA && !wmma_valid(isa->gen, in))
			return 0;
		if (in->op->sig == GS_SIG_SWMMAC && !swmmac_valid(isa->gen, in, wave64))
			return 0;
		if (in->op->sig == GS_SIG_VOP3P || in->op->sig == GS_SIG_VOP3P3)
			return take_literal(in, p, avail, 8, 3);
		return 8;
	case GS_ENC_FLAT:
		if (avail < 8)
			return 0;
		w1 = get32(p + 4);
		if (isa->gen == GS_GEN_GFX12) {
			if (avail < 12)
				return 0;
			w2 = get32(p + 8);
			in->saddr = w0 & 0x7f;
			in->vdst = w1 & 0xff;
			in->vdata = (w1 >> 23) & 0xff;
			in->vaddr = w2 & 0xff;
			in->imm = sext(w2 >> 8, 24);
			if (in->op->sig == GS_SIG_GATOMIC) {
				/* TH[0] returns the old value; other TH bits and
				 * SCOPE are not modelled for atomics */
				if ((w1 >> 21 & 3) || (w1 >> 18 & 3))
					return 0;
				in->rtn = (w1 >> 20) & 1;
			}
			return 12;
		}
		if (in->op->sig == GS_SIG_GATOMIC) {
			/* GLC returns the old value; SLC/DLC are not modelled for atomics */
			if ((w0 >> 15 & 1) || (w0 >> 13 & 1))
				return 0;
			in->rtn = (w0 >> 14) & 1;
		}
		in->imm = sext(w0, 13);
		in->vdst = (w1 >> 24) & 0xff;
		in->saddr = (w1 >> 16) & 0x7f;
		in->vdata = (w1 >> 8) & 0xff;
		in->vaddr = w1 & 0xff;
		return 8;
	case GS_ENC_LDSDIR:
		/* direct load: no attribute (bits 15:8, which llvm-mc-22 ignores
		 * there: refused so re-encoding keeps the bytes); gfx11 bits
		 * 23:22 and gfx12 bit 22 reserved */
		if ((w0 >> 8 & 0xff) || (w0 >> 22 & (isa->gen == GS_GEN_GFX11 ? 3 : 1)))
			return 0;
		in->vdst = w0 & 0xff;
		in->imm = (int32_t)(w0 >> 16 & 0xff);
		return 4;
	case GS_ENC_SCRATCH:
		/* SVE set: a VGPR holds the offset (else GS_VADDR_OFF); cache
		 * policy bits are not modelled (the disassembler re-encodes) */
		if (avail < (isa->gen == GS_GEN_GFX12 ? 12u : 8u))
			return 0;
		w1 = get32(p + 4);
		if (isa->gen == GS_GEN_GFX12) {
			w2 = get32(p + 8);
			in->saddr = w0 & 0x7f;
			in->vdst = w1 & 0xff;
			in->vdata = (w1 >> 23) & 0xff;
			in->vaddr = (w1 >> 17 & 1) ? (w2 & 0xff) : GS_VADDR_OFF;
			in->imm = sext(w2 >> 8, 24);
			return 12;
		}
		in->imm = sext(w0, 13);
		in->vdst = (w1 >> 24) & 0xff;
		in->saddr = (w1 >> 16) & 0x7f;
		in->vdata = (w1 >> 8) & 0xff;
		in->vaddr = (w1 >> 23 & 1) ? (w1 & 0xff) : GS_VADDR_OFF;
		return 8;
	case GS_ENC_DS:
		if (avail < 8)
			return 0;
		w1 = get32(p + 4);
		in->imm = (int32_t)(w0 & 0xffff);
		in->vaddr = w1 & 0xff;
		in->vdata = (w1 >> 8) & 0xff;
		in->vdata1 = (w1 >> 16) & 0xff;
		in->vdst = (w1 >> 24) & 0xff;
		return 8;
	case GS_ENC_MUBUF:  /* buffers: the table-driven layer's (emu/decode_buf.c) */
	case GS_ENC_MTBUF:
	case GS_ENC_MIMG:  /* images: the table-driven layer's (emu/decode_img.c) */
	case GS_ENC_VSAMPLE:
		return 0;
	}
	return 0;
}

/* ------------------------------------------------------------ validity
 *
 * The hand-shaped decoder is a fast path for instructions a compiler emits:
 * what its encoder would not produce, what llvm-mc-22 calls an invalid
 * encoding or prints differently (misaligned or out-of-range register tuples,
 * reserved source codes, modifiers the opcode lacks, literals llvm prints as
 * inline constants or lit64) is refused here, and the table-driven layer,
 * which models every row, prints it or says it is not an instruction.
 * Operand validity is the table layer's (gsi_tab_src_valid); the widths are
 * the ones text.c prints.
 */

struct vctx {
	struct gsi_tab_ctx c;
	const struct gs_inst *in;
	int lit64;  /* gsi_decode_exec: a literal of a 64-bit integer operand too, and
		     * one an inline constant could carry (lit(0x0), as a resolved
		     * sym@rel32@hi leaves): the hardware reads it, llvm prints lit() */
};

static int vgprs_ok(unsigned int v, unsigned int n)
{
	return v + (n ? n : 1) <= 256;
}

/* Source code of width regs holding a bits-wide value; mods: may carry
 * neg/abs (VOP3). */
static int src_ok(const struct vctx *x, unsigned int code, unsigned int w, unsigned int bits, int mods)
{
	const struct gs_inst *in = x->in;

	w = w ? w : 1;
	if (!gsi_tab_src_valid(&x->c, code, w))
		return 0;
	if (code >= GS_OPR_VGPR0)
		return 1;  /* tuples past v255 print as llvm prints them (conformance.rst) */
	if (mods && code >= 128)
		return 0;  /* llvm's -/|| on a constant is not this printer's */
	if (code == GS_OPR_LITERAL) {
		uint32_t lit = in->literal;

		if (bits == 64)  /* the high half of a float (text.c prints it as llvm does) */
			return x->lit64 || ((in->op->enc == GS_ENC_VOP1 || in->op->enc == GS_ENC_VOP2 ||
				 in->op->enc == GS_ENC_VOPC || in->op->enc == GS_ENC_VOP3) &&
				strstr(in->op->name, "_f64") != NULL);
		if (bits == 16 && lit > 0xffff)
			return 0;
		return x->lit64 || (!gsi_tab_lit_inline(lit, bits == 16 ? 16 : 32) &&
				    !(bits == 16 && gsi_tab_lit_inline(lit, 32)));
	}
	if (code == 248 && bits == 64)
		return 0;  /* 1/(2*pi) prints per operand size */
	/* named codes the hand printer spells like llvm; the rest (src_scc,
	 * src_shared_base, ...) go to the table layer */
	return code < 128 || (code >= 128 && code <= 208) || (code >= 240 && code <= 248);
}

/* A scalar destination of width regs. */
static int sdst_ok(const struct vctx *x, unsigned int code, unsigned int w)
{
	/* m0 too: the emulator runs only what this decoder takes (s_mov_b32 m0, ...) */
	return code < 128 && (code != GS_OPR_M0 || w <= 1) && gsi_tab_src_valid(&x->c, code, w ? w : 1) &&
	       (code != GS_OPR_NULL || w <= 1);
}

/* A lane mask (VOPC/carry-out destination, carry-in or cndmask selector):
 * an SGPR (pair), vcc or, as a destination, null. */
static int lanes_reg_ok(const struct vctx *x, unsigned int code, unsigned int lm, int dst)
{
	if (code == GS_OPR_VCC_LO || (dst && code == GS_OPR_NULL))
		return 1;
	return code < gsi_tab_sgpr_limit(&x->c) && gsi_tab_src_valid(&x->c, code, lm);
}

static int lanes_ok(const struct vctx *x, unsigned int lm)
{
	const struct gs_inst *in = x->in;

	if (in->enc != GS_ENC_VOP3)
		return 1;  /* e32: vcc is implied */
	switch (in->op->sig) {
	case GS_SIG_VOPC:
		return lanes_reg_ok(x, in->sdst, lm, 1);
	case GS_SIG_VOPCX:
		return in->sdst == GS_OPR_EXEC_LO;  /* the only value llvm encodes */
	case GS_SIG_CARRY:
		return lanes_reg_ok(x, in->sdst, lm, 1) && lanes_reg_ok(x, in->src[2], lm, 0);
	case GS_SIG_VOP3SD:
	case GS_SIG_VOP3SD3:
		return lanes_reg_ok(x, in->sdst, lm, 1);
	case GS_SIG_CNDMASK:
		return lanes_reg_ok(x, in->src[2], lm, 0);
	default:
		return 1;
	}
}

static void vctx_init(struct vctx *x, enum gs_gen gen, const struct gs_inst *in)
{
	memset(x, 0, sizeof(*x));
	x->c.layout = gen == GS_GEN_GFX12 ? GSI_LAYOUT_GFX12 : GSI_LAYOUT_GFX11;
	x->in = in;
}

/* The VOP3 row's modifiers (llvm's operand list): neg/abs/clamp/omod only
 * where the opcode has them, and neg/abs only on sources it has. */
static int vop3_mods_ok(enum gs_gen gen, const struct gs_inst *in, unsigned int nsrc)
{
	struct gs_isa_inst row;
	const char *tn = gen == GS_GEN_GFX12 ? "gfx1201" : "gfx1100";
	unsigned int opc = in->op->enc == GS_ENC_VOP3 ? in->op->opcode : in->op->op3;

	if ((in->neg | in->abs) >> nsrc)
		return 0;
	if (!in->neg && !in->abs && !in->clamp && !in->omod)
		return 1;
	if (gs_isa_find_opcode(tn, "VOP3", opc, &row, NULL) != GS_OK &&
	    gs_isa_find_opcode(tn, "VOP3SD", opc, &row, NULL) != GS_OK)
		return 0;
	return (!in->neg || gs_isa_has_modifier(&row, "neg")) &&
	       (!in->abs || gs_isa_has_modifier(&row, "abs")) &&
	       (!in->clamp || gs_isa_has_modifier(&row, "clamp")) &&
	       (!in->omod || gs_isa_has_modifier(&row, "omod"));
}

/* Sources of a VALU instruction (widths and sizes per source, modifiers in VOP3). */
static int valu_srcs_ok(const struct vctx *x, unsigned int nsrc, int e64)
{
	const struct gs_inst *in = x->in;

	unsigned int sig = in->op->sig;

	for (unsigned int i = 0; i < nsrc; i++) {
		unsigned int bits = gsi_opnd_bits(in->op->sem, (int)i), w = bits == 64 ? 2 : 1;

		/* text.c prints these with the op's source width */
		if (sig == GS_SIG_CARRY || sig == GS_SIG_VOP3SD)
			w = in->op->sregs > 1 ? in->op->sregs : 1;
		if (w == 2)
			bits = 64;
		if (!src_ok(x, in->src[i], w, bits, e64 && ((in->neg | in->abs) >> i & 1)))
			return 0;
		/* a 16-bit VGPR of a 32-bit encoding is v0..v127 (bit 7 picks the high
		 * half: gfx11 true16, v0.h; llvm-mc-22 calls it invalid on gfx12) */
		if (!e64 && bits == 16 && in->src[i] >= GS_OPR_VGPR0 + 128 && x->c.layout != GSI_LAYOUT_GFX11)
			return 0;
		/* v_permlane(x)16_b32/_var_b32: OP_SEL[1:0] are FI and BOUND_CTRL */
		if (i < 2 && (sig == GS_SIG_VOP3S3 || sig == GS_SIG_VOP3) && !strncmp(in->op->name, "v_permlane", 10))
			continue;
		/* VOP3 OPSEL: only a 16-bit VGPR source has a high half to select */
		if (e64 && (in->opsel >> i & 1) && in->src[i] < GS_OPR_VGPR0)
			return 0;
		if (e64 && (in->opsel >> i & 1) && bits != 16 && in->op->sem != GS_SEM_V_PACK_B32_F16)
			return 0;
	}
	return 1;
}

static unsigned int valu_nsrc(const struct gs_isa_op *op)
{
	switch (op->sig) {
	case GS_SIG_VOP1:
	case GS_SIG_READLANE:
		return 1;
	case GS_SIG_VOP3S3:
	case GS_SIG_VOP3SD3:
		return 3;
	default:
		return 2;
	}
}

static int operands_ok(enum gs_gen gen, const struct gs_inst *in, int lit64)
{
	const struct gs_isa_op *op = in->op;
	struct vctx x;
	unsigned int sw = op->sregs > 1 ? op->sregs : 1;

	vctx_init(&x, gen, in);
	x.lit64 = lit64;
	if (op->sig == GS_SIG_SALU)
		return 1;  /* the emulator's; the disassembler prints these from the table-driven layer */
	switch (in->enc) {
	case GS_ENC_SOP1:
		if (op->sig == GS_SIG_SENDMSGRTN)
			return sdst_ok(&x, in->sdst, op->dregs);
		if (op->sig == GS_SIG_SOP1SRC)
			return src_ok(&x, in->src[0], 1, 32, 0);
		return sdst_ok(&x, in->sdst, op->dregs) && src_ok(&x, in->src[0], sw, sw * 32, 0);
	case GS_ENC_SOP2:
		if (!sdst_ok(&x, in->sdst, op->dregs))
			return 0;
		/* fall through */
	case GS_ENC_SOPC:
		return src_ok(&x, in->src[0], sw, sw * 32, 0) && src_ok(&x, in->src[1], sw, sw * 32, 0);
	case GS_ENC_SOPK:
		return sdst_ok(&x, in->sdst, 1);
	case GS_ENC_SOPP:
		return 1;
	case GS_ENC_SMEM: {
		unsigned int n = op->dregs > 1 ? op->dregs : 1;

		return in->sdata % (n >= 4 ? 4 : n) == 0 && in->sdata + n <= gsi_tab_sgpr_limit(&x.c) &&
		       in->sbase + 2u <= gsi_tab_sgpr_limit(&x.c) &&
		       (in->soffset < gsi_tab_sgpr_limit(&x.c) || in->soffset == GS_OPR_M0 ||
			in->soffset == GS_OPR_NULL);
	}
	case GS_ENC_VOP1:
	case GS_ENC_VOP2:
	case GS_ENC_VOPC:
	case GS_ENC_VOP3: {
		int e64 = in->enc == GS_ENC_VOP3;
		unsigned int nsrc = valu_nsrc(op);

		if (op->sig == GS_SIG_READLANE)
			return sdst_ok(&x, in->sdst, 1) && in->src[0] >= GS_OPR_VGPR0 &&
			       (!e64 || vop3_mods_ok(gen, in, 1));
		if (!e64 && gsi_opnd_bits(op->sem, -1) == 16 && in->vdst >= 128 && op->sig != GS_SIG_VOPC &&
		    op->sig != GS_SIG_VOPCX &&
		    gen != GS_GEN_GFX11)
			return 0;
		/* OPSEL bits past the sources; bit 3 is the 16-bit destination's */
		if (e64 && (in->opsel & 7) >> nsrc)
			return 0;
		if (e64 && (in->opsel & 8) && (gsi_opnd_bits(op->sem, -1) != 16 || op->sig == GS_SIG_VOPC ||
				       op->sig == GS_SIG_VOPCX))
			return 0;
		if (!valu_srcs_ok(&x, nsrc, e64))
			return 0;
		return (!e64 || vop3_mods_ok(gen, in, nsrc)) && lanes_ok(&x, 1);
	}
	case GS_ENC_VOP3P:
		if (op->sig == GS_SIG_SWMMAC) {
			struct gs_swmmac_shape s;

			if (!gsi_swmmac_shape(op->sem, gen, 0, &s))
				return 0;
			return vgprs_ok(in->vdst, s.ncd) && vgprs_ok(in->src[0] - GS_OPR_VGPR0, s.na) &&
			       vgprs_ok(in->src[1] - GS_OPR_VGPR0, s.nb);
		}
		if (op->sig == GS_SIG_WMMA) {
			struct gs_wmma_shape s;

			return gsi_wmma_shape(op->sem, gen, 0, &s);
		}
		for (unsigned int i = 0; i < (op->sig == GS_SIG_VOP3P3 ? 3u : 2u); i++)
			if (!src_ok(&x, in->src[i], 1, 16, 0) ||
			    (in->src[i] == GS_OPR_LITERAL && !x.lit64 && gsi_tab_lit_inline(in->literal, 32)))
				return 0;
		return 1;
	case GS_ENC_DS:
		/* fields the instruction does not use are zero (llvm: invalid encoding) */
		switch (op->sig) {
		case GS_SIG_DSLOAD:
		case GS_SIG_DSLOAD2:
		case GS_SIG_DSSWIZZLE:
			return !in->vdata && !in->vdata1;
		case GS_SIG_DSSTORE:
			return !in->vdst && !in->vdata1;
		case GS_SIG_DSSTORE2:
			return !in->vdst;
		case GS_SIG_DSRTN:
			return !in->vdata1;
		default:
			return 1;
		}
	case GS_ENC_FLAT:
		return in->saddr == GS_OPR_NULL ||
		       (in->saddr % 2 == 0 && in->saddr + 2u <= gsi_tab_sgpr_limit(&x.c));
	default:
		return 1;
	}
}

static unsigned int decode_fields(const struct gs_isa *isa, const uint8_t *p, size_t avail,
				  struct gs_inst *in)
{
	return decode_fields_wave(isa, p, avail, in, 0);
}

unsigned int gsi_decode_wave(const struct gs_isa *isa, const uint8_t *p, size_t avail,
			    struct gs_inst *in, int wave64)
{
	unsigned int n = decode_fields_wave(isa, p, avail, in, wave64);

	if (n && !operands_ok(isa->gen, in, 0)) {
		memset(in, 0, sizeof(*in));
		return 0;
	}
	return n;
}

unsigned int gsi_decode(const struct gs_isa *isa, const uint8_t *p, size_t avail,
		       struct gs_inst *in)
{
	return gsi_decode_wave(isa, p, avail, in, 0);
}

/*
 * VOP3 OPSEL bits (word 0 bits 14:11) of a decoded instruction that
 * llvm-mc-22 keeps: the bits of its op_sel operand (one per source, bit 3
 * the destination's; v_dot2_f16_f16/v_dot2_bf16_bf16 only src2's and the
 * destination's, their src0/src1 being packed) or of byte_sel (bits 1:0 of
 * one-source fp8 conversions, 3:2 of v_cvt_sr_*).  Where its row has
 * neither, llvm drops the bits when it re-encodes (gfx12's VOP3 forms of
 * VOP1/VOP2 16-bit ops): 0, refused.  A bit selecting the high half of a
 * 16-bit source (or of alignbit/alignbyte's shift) needs a VGPR there:
 * the executor reads halves of VGPRs only.  Bits on 32-bit operands are
 * kept and ignored (the ISA guides: OPSEL applies to 16-bit operands).
 */
static int exec_opsel_ok(enum gs_gen gen, const struct gs_inst *in, unsigned int sel)
{
	const struct gs_isa_op *op = in->op;
	const char *tn = gen == GS_GEN_GFX12 ? "gfx1201" : "gfx1100";
	unsigned int nsrc = valu_nsrc(op), mask = 0, opc = op->enc == GS_ENC_VOP3 ? op->opcode : op->op3;
	struct gs_isa_inst row;

	if (in->enc != GS_ENC_VOP3 || (op->sig != GS_SIG_VOP1 && op->sig != GS_SIG_VOP2 && op->sig != GS_SIG_VOP3 &&
				       op->sig != GS_SIG_VOP3S3 && op->sig != GS_SIG_CNDMASK))
		return 0;  /* VOP3SD/VOPC/readlane: those bits are other fields */
	if (gs_isa_find_opcode(tn, "VOP3", opc, &row, NULL) != GS_OK)
		return 0;
	if (gs_isa_has_modifier(&row, "op_sel"))
		mask = op->sem == GS_SEM_V_DOT2_F16_F16 || op->sem == GS_SEM_V_DOT2_BF16_BF16 ? 0xc
		       : ((1u << nsrc) - 1) | 8;
	else if (gs_isa_has_modifier(&row, "byte_sel"))
		return !(sel & ~(nsrc == 1 ? 3u : 0xcu));
	if (!mask || (sel & ~mask))
		return 0;
	if (!strncmp(op->name, "v_permlane", 10))
		return 1;  /* OPSEL[1:0] are FI and BOUND_CTRL */
	for (unsigned int i = 0; i < nsrc; i++) {
		int half = gsi_opnd_bits(op->sem, (int)i) == 16 ||
			   (i == 2 && (op->sem == GS_SEM_V_ALIGNBIT_B32 || op->sem == GS_SEM_V_ALIGNBYTE_B32));

		if ((sel >> i & 1) && half && in->src[i] < GS_OPR_VGPR0)
			return 0;
	}
	return 1;
}

/* A GLOBAL atomic whose cache-policy bits the hand-shaped printer does not
 * spell (gfx11 SLC/DLC, gfx12 TH[2:1]/SCOPE): they steer caches and
 * coherence, not the value one device computes, so the emulator runs the
 * atomic without them (its text comes from the table-driven layer). */
static unsigned int decode_atomic_cpol(const struct gs_isa *isa, const uint8_t *p, size_t avail, struct gs_inst *in)
{
	uint8_t b[16];
	size_t k = avail < sizeof(b) ? avail : sizeof(b);
	uint32_t w0 = get32(p);
	unsigned int n;

	memcpy(b, p, k);
	if (isa->gen == GS_GEN_GFX11 && w0 >> 26 == 0x37 && ((w0 >> 16) & 3) == 2) {
		b[1] &= (uint8_t)~0xa0;  /* SLC (bit 15), DLC (bit 13); GLC (14) is the return */
	} else if (isa->gen == GS_GEN_GFX12 && w0 >> 26 == 0x3B && ((w0 >> 24) & 3) == 2 && k >= 12) {
		b[6] &= (uint8_t)~0x6c;  /* TH[2:1] (bits 22:21), SCOPE (19:18); TH[0] is the return */
	} else {
		return 0;
	}
	if (!memcmp(b, p, k))
		return 0;
	n = gsi_decode(isa, b, k, in);
	if (n && in->op->sig == GS_SIG_GATOMIC)
		return n;
	memset(in, 0, sizeof(*in));
	return 0;
}

/* A 16-bit operand's literal with bits above 15 set (compilers emit -512 as
 * 0xfffffe00): the ALU reads bits 15:0; llvm-mc-22 prints them (0xfe00),
 * text that assembles to a zero-extended literal, so only the emulator
 * takes these bytes (decoded with the high half cleared). */
static unsigned int decode_lit16(const struct gs_isa *isa, const uint8_t *p, size_t avail, struct gs_inst *in)
{
	uint8_t b[16];
	size_t k = avail < sizeof(b) ? avail : sizeof(b);

	for (size_t off = 4; off + 4 <= k && off <= 8; off += 4) {
		unsigned int n;
		int ok;

		if (!p[off + 2] && !p[off + 3])
			continue;
		memcpy(b, p, k);
		b[off + 2] = b[off + 3] = 0;
		n = gsi_decode(isa, b, k, in);
		ok = n == off + 4 && in->has_literal;
		for (int i = 0; ok && i < 3; i++)
			if (in->src[i] == GS_OPR_LITERAL && gsi_opnd_bits(in->op->sem, i) != 16)
				ok = 0;
		if (ok)
			return n;
		memset(in, 0, sizeof(*in));
	}
	return 0;
}

/* A 32-bit literal of a 64-bit integer operand (clang-22: s_add_nc_u64
 * s[12:13], s[6:7], 0x200): llvm prints the 32 bits, text that does not say
 * how they widen, so only the emulator takes these (gsi_emu_lit64 widens). */
static unsigned int decode_lit64(const struct gs_isa *isa, const uint8_t *p, size_t avail, struct gs_inst *in)
{
	unsigned int n = decode_fields(isa, p, avail, in);

	if (n && in->has_literal && operands_ok(isa->gen, in, 1))
		return n;
	memset(in, 0, sizeof(*in));
	return 0;
}

unsigned int gsi_decode_exec(const struct gs_isa *isa, const uint8_t *p, size_t avail, struct gs_inst *in)
{
	unsigned int n = gsi_decode(isa, p, avail, in), sel;
	uint8_t b[16];
	size_t k = avail < sizeof(b) ? avail : sizeof(b);

	if (!n && avail >= 8 && (n = decode_atomic_cpol(isa, p, avail, in)) != 0)
		return n;
	if (!n && avail >= 8 && (n = decode_lit16(isa, p, avail, in)) != 0)
		return n;
	if (!n && avail >= 8 && (n = decode_lit64(isa, p, avail, in)) != 0)
		return n;
	if (n || avail < 8 || get32(p) >> 26 != 0x35 || !(get32(p) >> 11 & 0xf))
		return n;
	/* the same bytes without OPSEL, then OPSEL checked and put back */
	sel = get32(p) >> 11 & 0xf;
	memcpy(b, p, k);
	b[1] &= 0x87;
	n = gsi_decode(isa, b, k, in);
	if (!n || !exec_opsel_ok(isa->gen, in, sel)) {
		memset(in, 0, sizeof(*in));
		return 0;
	}
	in->opsel = (uint8_t)sel;
	return n;
}

int gsi_decode_lanes_ok(enum gs_gen gen, const struct gs_inst *in, int wave64)
{
	struct vctx x;

	vctx_init(&x, gen, in);
	if (in->enc == GS_ENC_VOP1 || in->enc == GS_ENC_VOP2 || in->enc == GS_ENC_VOPC || in->enc == GS_ENC_VOP3)
		for (unsigned int i = 0; i < valu_nsrc(in->op) && i < 3; i++)
			if (in->src[i] >= 240 && in->src[i] <= 248 && gsi_opnd_bits(in->op->sem, (int)i) == 16 &&
			    gsi_int_src_type(in->op->name))
				return 0;  /* llvm prints an integer's 0.5 as 0x3800: the table layer's text */
	if (in->op->sem == GS_SEM_V_PK_FMAC_F16 && in->src[0] == GS_OPR_LITERAL)
		return 0;  /* lit() on what is inline as packed f16: the table layer's text */
	return lanes_ok(&x, wave64 ? 2 : 1);
}
