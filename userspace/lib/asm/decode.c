// SPDX-License-Identifier: MIT
/* Bytes -> decoded form (the inverse of encode.c). */
#include <string.h>

#include "asm/isa.h"

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
	if (in->clamp && s.type != GS_WMMA_I32_IU8)
		return 0;
	if (gen == GS_GEN_GFX12)
		return in->opsel == 0 && in->opsel_hi == 7 &&
		       (s.type != GS_WMMA_I32_IU8 || (!(in->neg & 4) && !in->neg_hi));
	return s.cd16 || in->opsel == 0;
}

unsigned int gs_decode(const struct gs_isa *isa, const uint8_t *p, size_t avail,
		       struct gs_inst *in)
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
	in->op = gs_isa_by_opcode(isa, enc, opc);
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
		if (enc == GS_ENC_VOPC)
			in->sdst = GS_OPR_VCC_LO;
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
		case GS_SIG_READLANE:
			in->sdst = w0 & 0xff;
			in->vdst = 0;
			break;
		default:
			in->abs = (w0 >> 8) & 7;
			/* OPSEL (16-bit halves) is not modelled: refuse rather than
			 * print and execute it as if clear */
			if ((w0 >> 11) & 0xf)
				return 0;
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
	}
	return 0;
}
