/* SPDX-License-Identifier: MIT */
/*
 * A reference encoder for tests: the decoded form (gs_inst) -> bytes, with
 * field positions llvm-mc-22 produces for gfx1100/gfx1201.  It was the
 * hand-shaped assembler's encoder; the assembler no longer uses it (the
 * table-driven layer encodes every line), and it lives on as code apart
 * from the table layout, so tests can re-encode what the decoder read
 * (test_swmmac, test_emu_t16) and feed the re-decode check bytes built
 * independently of it (test_asm_redecode).  Returns the size, 0 when the
 * form cannot hold these operands.
 */
#ifndef GS_TEST_REF_ENCODE_H
#define GS_TEST_REF_ENCODE_H

#include <string.h>

#include "isa/inst.h"

static void ref_put32(uint8_t *p, uint32_t v)
{
	p[0] = v & 0xff;
	p[1] = (v >> 8) & 0xff;
	p[2] = (v >> 16) & 0xff;
	p[3] = v >> 24;
}

/* Append the literal dword when a source asks for one. */
static unsigned int with_literal(const struct gs_inst *in, uint8_t *out, unsigned int size)
{
	if (in->has_literal) {
		ref_put32(out + size, in->literal);
		size += 4;
	}
	return size;
}

static unsigned int encode_vop3(const struct gs_inst *in, uint8_t *out)
{
	const struct gs_isa_op *op = in->op;
	unsigned int opc = op->enc == GS_ENC_VOP3 ? op->opcode : op->op3;
	uint32_t w0, w1;

	if (opc == 0xffff)
		return 0;
	w0 = 0xD4000000u | (opc & 0x3ff) << 16 | (uint32_t)(in->clamp & 1) << 15 |
	     (in->vdst & 0xff);
	if (op->sig == GS_SIG_VOP3SD || op->sig == GS_SIG_VOP3SD3 || op->sig == GS_SIG_CARRY || op->sig == GS_SIG_VOPC ||
	    op->sig == GS_SIG_VOPCX || op->sig == GS_SIG_READLANE) {
		if (op->sig == GS_SIG_VOPC || op->sig == GS_SIG_VOPCX)  /* compares keep abs and OPSEL */
			w0 = (w0 & ~0x7fffu) | (in->sdst & 0xff) | (uint32_t)(in->abs & 7) << 8 |
			     (uint32_t)(in->opsel & 0xf) << 11;
		else if (op->sig == GS_SIG_READLANE)
			w0 = (w0 & ~0xffu) | (in->sdst & 0xff);
		else
			w0 |= (uint32_t)(in->sdst & 0x7f) << 8;
	} else {
		/* OPSEL: gfx11 true16 high halves (src i: bit 11+i, dst: bit 14) */
		w0 |= (uint32_t)(in->abs & 7) << 8 | (uint32_t)(in->opsel & 0xf) << 11;
	}
	w1 = (uint32_t)(in->neg & 7) << 29 | (uint32_t)(in->omod & 3) << 27 |
	     (uint32_t)(in->src[2] & 0x1ff) << 18 | (uint32_t)(in->src[1] & 0x1ff) << 9 |
	     (in->src[0] & 0x1ff);
	ref_put32(out, w0);
	ref_put32(out + 4, w1);
	return with_literal(in, out, 8);
}

/* LDSDIR (gfx11) / VDSDIR (gfx12): opcode [21:20], waits [23:16], vdst. */
static unsigned int encode_ldsdir(const struct gs_inst *in, uint8_t *out)
{
	ref_put32(out, 0xCE000000u | (uint32_t)(in->op->opcode & 3) << 20 | ((uint32_t)in->imm & 0x8f) << 16 |
		   (in->vdst & 0xff));
	return 4;
}

/* VOP3P (WMMA): the ENC_VOP3P layout of the RDNA3/RDNA4 ISA guides. */
static unsigned int encode_vop3p(const struct gs_inst *in, uint8_t *out)
{
	uint32_t w0 = 0xCC000000u | (uint32_t)(in->op->opcode & 0x7f) << 16 |
		      (uint32_t)(in->clamp & 1) << 15 | (uint32_t)(in->opsel_hi >> 2 & 1) << 14 |
		      (uint32_t)(in->opsel & 7) << 11 | (uint32_t)(in->neg_hi & 7) << 8 | (in->vdst & 0xff);
	uint32_t w1 = (uint32_t)(in->neg & 7) << 29 | (uint32_t)(in->opsel_hi & 3) << 27 |
		      (uint32_t)(in->src[2] & 0x1ff) << 18 | (uint32_t)(in->src[1] & 0x1ff) << 9 |
		      (in->src[0] & 0x1ff);

	ref_put32(out, w0);
	ref_put32(out + 4, w1);
	return with_literal(in, out, 8);
}

static unsigned int encode_smem(enum gs_gen gen, const struct gs_inst *in, uint8_t *out)
{
	uint32_t w0 = 0xF4000000u | (in->sdata & 0x7f) << 6 | ((in->sbase >> 1) & 0x3f);
	uint32_t w1 = (uint32_t)(in->soffset & 0x7f) << 25;

	if (gen == GS_GEN_GFX12) {
		w0 |= (uint32_t)(in->op->opcode & 0x3f) << 13;
		w1 |= (uint32_t)in->imm & 0xffffff;
	} else {
		w0 |= (uint32_t)(in->op->opcode & 0xff) << 18;
		w1 |= (uint32_t)in->imm & 0x1fffff;
	}
	ref_put32(out, w0);
	ref_put32(out + 4, w1);
	return 8;
}

/* GLOBAL (FLAT segment 2). */
static unsigned int encode_flat(enum gs_gen gen, const struct gs_inst *in, uint8_t *out)
{
	unsigned int data = in->vdata;

	if (gen == GS_GEN_GFX12) {
		/* VGLOBAL: 96 bits, 24-bit offset in the third dword. */
		uint32_t w0 = 0xEC000000u | 2u << 24 | (uint32_t)(in->op->opcode & 0xff) << 14 |
			      (in->saddr & 0x7f);
		uint32_t w1 = (uint32_t)(data & 0xff) << 23 | (in->vdst & 0xff) |
			      (uint32_t)(in->rtn & 1) << 20;  /* TH[0]: atomic returns */
		uint32_t w2 = ((uint32_t)in->imm & 0xffffff) << 8 | (in->vaddr & 0xff);

		ref_put32(out, w0);
		ref_put32(out + 4, w1);
		ref_put32(out + 8, w2);
		return 12;
	}
	ref_put32(out, 0xDC000000u | (uint32_t)(in->op->opcode & 0x7f) << 18 | 2u << 16 |
		   (uint32_t)(in->rtn & 1) << 14 | ((uint32_t)in->imm & 0x1fff));  /* GLC */
	ref_put32(out + 4, (uint32_t)(in->vdst & 0xff) << 24 | (uint32_t)(in->saddr & 0x7f) << 16 |
		       (data & 0xff) << 8 | (in->vaddr & 0xff));
	return 8;
}

/* SCRATCH: gfx11 FLAT segment 1 with SVE (bit 55) set when a VGPR holds
 * the offset; gfx12 VSCRATCH (segment 1 in bits 25:24, SVE bit 49).
 * Without a VGPR the address field is 0, as llvm-mc-22 writes it. */
static unsigned int encode_scratch(enum gs_gen gen, const struct gs_inst *in, uint8_t *out)
{
	uint32_t sve = in->vaddr != GS_VADDR_OFF, vaddr = sve ? in->vaddr & 0xff : 0;
	uint32_t data = in->op->sig == GS_SIG_SSTORE ? in->vdata & 0xff : 0;
	uint32_t vdst = in->op->sig == GS_SIG_SLOAD ? in->vdst & 0xff : 0;

	if (gen == GS_GEN_GFX12) {
		ref_put32(out, 0xEC000000u | 1u << 24 | (uint32_t)(in->op->opcode & 0xff) << 14 |
			   (in->saddr & 0x7f));
		ref_put32(out + 4, data << 23 | sve << 17 | vdst);
		ref_put32(out + 8, ((uint32_t)in->imm & 0xffffff) << 8 | vaddr);
		return 12;
	}
	ref_put32(out, 0xDC000000u | (uint32_t)(in->op->opcode & 0x7f) << 18 | 1u << 16 |
		   ((uint32_t)in->imm & 0x1fff));
	ref_put32(out + 4, vdst << 24 | sve << 23 | (uint32_t)(in->saddr & 0x7f) << 16 | data << 8 | vaddr);
	return 8;
}

/* DS: 64 bits, the same layout on gfx11 and gfx12 (gfx11's GDS bit 17 is
 * never set: gfxshim has no GDS). */
static unsigned int encode_ds(const struct gs_inst *in, uint8_t *out)
{
	ref_put32(out, 0xD8000000u | (uint32_t)(in->op->opcode & 0xff) << 18 |
		   ((uint32_t)in->imm & 0xffff));
	ref_put32(out + 4, (uint32_t)(in->vdst & 0xff) << 24 | (uint32_t)(in->vdata1 & 0xff) << 16 |
		       (uint32_t)(in->vdata & 0xff) << 8 | (in->vaddr & 0xff));
	return 8;
}

static unsigned int ref_encode(enum gs_gen gen, const struct gs_inst *in, uint8_t *out)
{
	const struct gs_isa_op *op = in->op;
	uint32_t opc = op->opcode;

	if (in->enc == GS_ENC_VOP3)
		return encode_vop3(in, out);
	switch (op->enc) {
	case GS_ENC_SOP1:
		ref_put32(out, 0xBE800000u | (uint32_t)(in->sdst & 0x7f) << 16 | (opc & 0xff) << 8 |
			   (in->src[0] & 0xff));
		return with_literal(in, out, 4);
	case GS_ENC_SOP2:
		ref_put32(out, 0x80000000u | (opc & 0x7f) << 23 | (uint32_t)(in->sdst & 0x7f) << 16 |
			   (uint32_t)(in->src[1] & 0xff) << 8 | (in->src[0] & 0xff));
		return with_literal(in, out, 4);
	case GS_ENC_SOPC:
		ref_put32(out, 0xBF000000u | (opc & 0x7f) << 16 | (uint32_t)(in->src[1] & 0xff) << 8 |
			   (in->src[0] & 0xff));
		return with_literal(in, out, 4);
	case GS_ENC_SOPP:
		ref_put32(out, 0xBF800000u | (opc & 0x7f) << 16 | ((uint32_t)in->imm & 0xffff));
		return 4;
	case GS_ENC_SOPK:
		ref_put32(out, 0xB0000000u | (opc & 0x1f) << 23 | (uint32_t)(in->sdst & 0x7f) << 16 |
			   ((uint32_t)in->imm & 0xffff));
		return 4;
	case GS_ENC_SMEM:
		return encode_smem(gen, in, out);
	case GS_ENC_VOP1:
		ref_put32(out, 0x7E000000u | (uint32_t)((op->sig == GS_SIG_READLANE ? in->sdst : in->vdst) & 0xff) << 17 |
			   (opc & 0xff) << 9 | (in->src[0] & 0x1ff));
		return with_literal(in, out, 4);
	case GS_ENC_VOP2:
		ref_put32(out, (opc & 0x3f) << 25 | (uint32_t)(in->vdst & 0xff) << 17 |
			   (uint32_t)((in->src[1] - GS_OPR_VGPR0) & 0xff) << 9 | (in->src[0] & 0x1ff));
		return with_literal(in, out, 4);
	case GS_ENC_VOPC:
		ref_put32(out, 0x7C000000u | (opc & 0xff) << 17 |
			   (uint32_t)((in->src[1] - GS_OPR_VGPR0) & 0xff) << 9 | (in->src[0] & 0x1ff));
		return with_literal(in, out, 4);
	case GS_ENC_FLAT:
		return encode_flat(gen, in, out);
	case GS_ENC_SCRATCH:
		return encode_scratch(gen, in, out);
	case GS_ENC_DS:
		return encode_ds(in, out);
	case GS_ENC_VOP3P:
		return encode_vop3p(in, out);
	case GS_ENC_LDSDIR:
		return encode_ldsdir(in, out);
	default:
		return 0;
	}
}

#endif /* GS_TEST_REF_ENCODE_H */
