// SPDX-License-Identifier: MIT
/*
 * The filler of the forms the hand-shaped execution table has (SOP*, SMEM,
 * VOP1/VOP2/VOPC/VOP3/VOP3P, LDSDIR, DS, GLOBAL, SCRATCH of gfx11 and
 * gfx12): the fields of bytes whose row gsi_decode_inst identified.
 */
#include <string.h>

#include "isa/inst.h"
#include "isa/decode_fill.h"
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

/* The hand-shaped execution table's form of a table class (0: none). */
static int enc_of_class(unsigned int cls, enum gs_enc *enc)
{
	static const struct { unsigned int cls; enum gs_enc enc; } map[] = {
		{ GS_ISA_GEN_SOP1, GS_ENC_SOP1 }, { GS_ISA_GEN_SOP2, GS_ENC_SOP2 },
		{ GS_ISA_GEN_SOPK, GS_ENC_SOPK }, { GS_ISA_GEN_SOPC, GS_ENC_SOPC },
		{ GS_ISA_GEN_SOPP, GS_ENC_SOPP }, { GS_ISA_GEN_SMEM, GS_ENC_SMEM },
		{ GS_ISA_GEN_VOP1, GS_ENC_VOP1 }, { GS_ISA_GEN_VOP2, GS_ENC_VOP2 },
		{ GS_ISA_GEN_VOPC, GS_ENC_VOPC }, { GS_ISA_GEN_VOP3, GS_ENC_VOP3 },
		{ GS_ISA_GEN_VOP3SD, GS_ENC_VOP3 }, { GS_ISA_GEN_VOP3P, GS_ENC_VOP3P },
		{ GS_ISA_GEN_LDSDIR, GS_ENC_LDSDIR }, { GS_ISA_GEN_DS, GS_ENC_DS },
		{ GS_ISA_GEN_GLOBAL, GS_ENC_FLAT }, { GS_ISA_GEN_SCRATCH, GS_ENC_SCRATCH },
	};

	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++)
		if (map[i].cls == cls) {
			*enc = map[i].enc;
			return 1;
		}
	return 0;
}

/* The fields of the bytes, whose row d identified (gsi_fill_hand checks
 * what the executors need beyond llvm's verdict). */
static unsigned int decode_fields(const struct gs_isa *isa, const struct gsi_tab_dec *d, const uint8_t *p,
				  size_t avail, struct gs_inst *in)
{
	enum gs_enc enc;
	unsigned int size;
	uint32_t w0, w1, w2;

	memset(in, 0, sizeof(*in));
	if (avail < 4 || !enc_of_class(d->row.cls_id, &enc))
		return 0;
	w0 = get32(p);
	in->op = gsi_isa_by_opcode(isa, enc, d->row.opcode);
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
		if (in->op->sem == GS_SEM_S_FMAAK_F32 || in->op->sem == GS_SEM_S_FMAMK_F32) {
			if (avail < 8)  /* K, the literal, always follows */
				return 0;
			in->literal = get32(p + 4);
			in->has_literal = 1;
			return 8;
		}
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
			in->opsel = (w0 >> 11) & 0xf;
			break;
		default:
			in->abs = (w0 >> 8) & 7;
			in->opsel = (w0 >> 11) & 0xf;  /* gsi_fill_hand checks it */
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
		/* SWMMAC: the index is a VGPR whatever the field's bit 8
		 * (llvm prints the low 8 bits as one) */
		if (in->op->sig == GS_SIG_SWMMAC)
			in->src[2] = (uint16_t)(GS_OPR_VGPR0 + (in->src[2] & 0xff));
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
			/* TH[0] returns the old value; TH[2:1] and SCOPE steer
			 * caches and coherence, not the value (gs_inst.cpol) */
			if (in->op->sig == GS_SIG_GATOMIC)
				in->rtn = (w1 >> 20) & 1;
			return 12;
		}
		/* GLC returns the old value; SLC/DLC steer caches (gs_inst.cpol) */
		if (in->op->sig == GS_SIG_GATOMIC)
			in->rtn = (w0 >> 14) & 1;
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
		/* gfx11's GDS bit: global data share, which a compute queue
		 * of this emulator does not have */
		if (avail < 8 || (isa->gen == GS_GEN_GFX11 && (w0 >> 17 & 1)))
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
static int exec_opsel_ok(const struct gsi_tab_dec *d, const struct gs_inst *in, unsigned int sel)
{
	const struct gs_isa_op *op = in->op;
	unsigned int nsrc = valu_nsrc(op), mask = 0;

	if (in->enc != GS_ENC_VOP3 || d->row.cls_id != GS_ISA_GEN_VOP3 ||
	    (op->sig != GS_SIG_VOP1 && op->sig != GS_SIG_VOP2 && op->sig != GS_SIG_VOP3 &&
	     op->sig != GS_SIG_VOP3S3 && op->sig != GS_SIG_CNDMASK))
		return 0;  /* VOP3SD/VOPC/readlane: those bits are other fields */
	if (GSI_HAS_MOD(&d->row, OP_SEL))
		mask = op->sem == GS_SEM_V_DOT2_F16_F16 || op->sem == GS_SEM_V_DOT2_BF16_BF16 ? 0xc
		       : ((1u << nsrc) - 1) | 8;
	else if (GSI_HAS_MOD(&d->row, BYTE_SEL))
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

/* gfx11 true16 OPSEL: a bit per 16-bit VGPR source picks its high half
 * (v0.h), bit 3 a 16-bit destination's; v_permlane's OP_SEL[1:0] are FI
 * and BOUND_CTRL. */
static int t16_opsel_ok(const struct gs_inst *in, unsigned int sel)
{
	const struct gs_isa_op *op = in->op;
	unsigned int nsrc = valu_nsrc(op);
	int cmp = op->sig == GS_SIG_VOPC || op->sig == GS_SIG_VOPCX;

	if ((sel & 7) >> nsrc || ((sel & 8) && (gsi_opnd_bits(op->sem, -1) != 16 || cmp)))
		return 0;
	for (unsigned int i = 0; i < nsrc; i++) {
		if (!(sel >> i & 1))
			continue;
		if (i < 2 && (op->sig == GS_SIG_VOP3S3 || op->sig == GS_SIG_VOP3) &&
		    !strncmp(op->name, "v_permlane", 10))
			continue;
		if (in->src[i] < GS_OPR_VGPR0 ||
		    (gsi_opnd_bits(op->sem, (int)i) != 16 && op->sem != GS_SEM_V_PACK_B32_F16))
			return 0;
	}
	return 1;
}

static int opsel_ok(enum gs_gen gen, const struct gsi_tab_dec *d, const struct gs_inst *in)
{
	int t16 = gen == GS_GEN_GFX11 && t16_opsel_ok(in, in->opsel);

	if (in->op->sig == GS_SIG_VOPC || in->op->sig == GS_SIG_VOPCX)
		return t16;
	return t16 || exec_opsel_ok(d, in, in->opsel);
}

/* A literal read only by 16-bit operands: the ALU reads bits 15:0
 * (compilers emit -512 as 0xfffffe00). */
static void lit16(struct gs_inst *in)
{
	int n = 0;

	if (!in->has_literal || in->literal <= 0xffff)
		return;
	for (int i = 0; i < 3; i++)
		if (in->src[i] == GS_OPR_LITERAL && gsi_opnd_bits(in->op->sem, i) != 16)
			return;
		else if (in->src[i] == GS_OPR_LITERAL)
			n++;
	if (n)
		in->literal &= 0xffff;
}

/* gfx12 has no true16 e32 forms: a 16-bit operand of a VOP1/VOP2/VOPC
 * encoding is v0..v127 (llvm-mc-22: invalid register past them). */
static int e32_16bit_ok(enum gs_gen gen, const struct gs_inst *in)
{
	const struct gs_isa_op *op = in->op;

	if (gen != GS_GEN_GFX12 || (in->enc != GS_ENC_VOP1 && in->enc != GS_ENC_VOP2 && in->enc != GS_ENC_VOPC))
		return 1;
	if (gsi_opnd_bits(op->sem, -1) == 16 && in->vdst >= 128 && op->sig != GS_SIG_VOPC && op->sig != GS_SIG_VOPCX)
		return 0;
	for (unsigned int i = 0; i < valu_nsrc(op) && i < 3; i++)
		if (gsi_opnd_bits(op->sem, (int)i) == 16 && in->src[i] >= GS_OPR_VGPR0 + 128)
			return 0;
	return 1;
}

unsigned int gsi_fill_hand(const struct gs_isa *isa, const struct gsi_tab_dec *d, const uint8_t *p, size_t avail,
			   struct gs_inst *in)
{
	unsigned int n = decode_fields(isa, d, p, avail, in);

	if (n && ((in->enc == GS_ENC_VOP3 && in->opsel && !opsel_ok(isa->gen, d, in)) || !e32_16bit_ok(isa->gen, in)))
		n = 0;
	if (!n) {
		memset(in, 0, sizeof(*in));
		return 0;
	}
	lit16(in);
	if (in->op->sig == GS_SIG_SALU && in->enc == GS_ENC_VOP3)
		in->sdst = in->vdst;  /* gfx12 v_s_*: VOP3 VDST names an SGPR */
	return n;
}
