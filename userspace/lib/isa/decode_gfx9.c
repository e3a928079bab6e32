// SPDX-License-Identifier: MIT
/*
 * The gfx9 (CDNA3 gfx942, CDNA4 gfx950) filler (decode_fill.h, gsi_fill_gfx9).
 * The decoder (decode.c) has found the words' class and row, the
 * execution table (gen_isa_gfx9.c) names the semantics by the row's
 * mnemonic, and the class's format fields fill a gs_inst the way the
 * hand-shaped decoder does for gfx11 (decode_hand.c), in the gfx11 operand
 * numbering.  Whether llvm-mc-22 takes the bytes at all is gsi_tab_valid's
 * verdict (the printer's decisions, no text).
 *
 * AGPRs (gfx90a+ unified register file: AGPR n is v[agpr_base + n], the
 * base a property of the wave): MFMA keeps AGPR numbers and marks them in
 * gs_inst.acc (emu/mfma.c reads them with the wave's base); every other
 * instruction keeps the AGPR numbers as encoded and marks the fields in
 * gs_inst.agpr (GS_AGPR_*; buffers: GS_BUF_ACC), which the emulator turns
 * into unified VGPR indices after decoding (emu/decode.c), so its executors
 * and the checker need no AGPR case.
 *
 * DPP and SDWA (src0 code 250 / 249 in VOP1, VOP2, VOPC): the second dword
 * holds src0 and the modifiers.  Only encodings the table-driven
 * disassembler prints (llvm-mc-22's set: no VOPC DPP, no neg on integer
 * sources, valid controls) run.  Bit positions, checked with llvm-mc-22
 * -mcpu=gfx942 -show-encoding:
 *   DPP:  src0 VGPR [7:0], DPP_CTRL [16:8], BOUND_CTRL [19], src0 neg/abs
 *         [20]/[21], src1 neg/abs [22]/[23], BANK_MASK [27:24], ROW_MASK [31:28]
 *   SDWA: src0 [7:0] (an SGPR/constant when S0 [23]), DST_SEL [10:8],
 *         DST_UNUSED [12:11], CLAMP [13], OMOD [15:14] (VOPC: SDST [14:8],
 *         used when SD [15], else vcc), SRC0_SEL [18:16], SRC0_SEXT [19],
 *         src0 neg/abs [20]/[21], SRC1_SEL [26:24], SRC1_SEXT [27], src1
 *         neg/abs [28]/[29], S1 [31] (vsrc1 is an SGPR/constant)
 * DPP keeps its fields in gs_inst's DPP16 ones (gs_inst.dpp GS_DPP_GFX9,
 * emu/exec_dpp.c permutes src0); SDWA keeps the whole second dword in
 * dpp8_sel (gs_inst.dpp GS_DPP_SDWA, emu/exec_sdwa.c).
 */
#include <pthread.h>
#include <string.h>

#include "isa/tab_print.h"
#include "isa/gen_isa_tables.h"
#include "isa/isa_int.h"
#include "isa/decode_fill.h"
#include "isa/inst.h"
#include "gfxshim/asm.h"

static uint32_t bits(const struct gsi_tab_dec *d, unsigned int dw, unsigned int lo, unsigned int width)
{
	return gsi_tab_get(d->w, dw, lo, width);
}

/* An operand field of the class's format (register number, scaled). */
static uint32_t fld(const struct gsi_tab_dec *d, const char *name)
{
	const struct gsi_tab_field *f = gsi_tab_field_of(d->fmt, name);

	return f ? gsi_tab_get(d->w, f->dw, f->lo, f->width) * f->scale : 0;
}

static int32_t sext(uint32_t v, unsigned int n)
{
	return (int32_t)(v << (32 - n)) >> (32 - n);
}

/*
 * A gfx9 scalar/vector operand code in the emulator's numbering: m0 is 124
 * on gfx9 and 125 on gfx11 (where 124 is null, which gfx9 lacks); 125 is
 * reserved on gfx9; 249/250 select SDWA/DPP (vop12c takes them in src0).
 * flat_scratch and xnack_mask (102..105) keep their slots.  -1: refuse.
 */
static int opr(unsigned int c)
{
	if (c == 124)
		return GS_OPR_M0;
	if (c == 125 || c == 249 || c == 250)
		return -1;
	return (int)c;
}

struct dec {
	const struct gsi_tab_dec *d;
	struct gs_inst *in;
	int bad;
};

/*
 * Per table row, found once (by mnemonic, when the first gfx9 code is
 * decoded): the execution table's op and the row's role in the decoder,
 * so that decoding compares no names.
 */
enum { ROLE_LD_SCALE = 1, ROLE_F8F6F4 = 2, ROLE_SMFMAC = 4 };
struct row9 {
	const struct gs_isa_op *op;
	uint8_t role;
};

extern const struct gs_isa gsi_isa_gfx9;
static struct row9 rows9[GS_ISA_NROWS];
static struct gsi_once rows9_once = GSI_ONCE_INIT;

static unsigned int role_of(const char *n)
{
	if (!strcmp(n, "v_mfma_ld_scale_b32"))
		return ROLE_LD_SCALE;
	if (!strncmp(n, "v_mfma_", 7) && strstr(n, "f8f6f4"))
		return ROLE_F8F6F4;
	if (!strncmp(n, "v_smfmac_", 9))
		return ROLE_SMFMAC;
	return 0;
}

static void rows9_build(void)
{
	for (unsigned int i = 0; i < GS_ISA_NROWS; i++) {
		rows9[i].op = gsi_isa_by_name(&gsi_isa_gfx9, gsi_isa_row_name(i));
		rows9[i].role = (uint8_t)role_of(gsi_isa_row_name(i));
	}
}

/* The row's op and role; by name for another table than gfx9's. */
static const struct gs_isa_op *row_op(const struct gs_isa *isa, const struct gsi_tab_dec *d, unsigned int *role)
{
	unsigned int r = d->row.row;

	if (isa == &gsi_isa_gfx9 && r < GS_ISA_NROWS && !gsi_once(&rows9_once, rows9_build)) {
		*role = rows9[r].role;
		return rows9[r].op;
	}
	*role = role_of(d->row.mnemonic);
	return gsi_isa_by_name(isa, d->row.mnemonic);
}

static uint16_t src_of(struct dec *x, uint32_t code)
{
	int c = opr(code);

	if (c < 0)
		x->bad = 1;
	return (uint16_t)(c < 0 ? 0 : c);
}

/* SOP/VOP1/VOP2/VOPC: a source code 255 takes the next dword. */
static unsigned int literal(struct dec *x, unsigned int size)
{
	int lit = 0;

	for (int i = 0; i < 3; i++)
		lit |= x->in->src[i] == GS_OPR_LITERAL;
	if (!lit)
		return size;
	if (x->d->ndw * 4 < size + 4)
		return 0;
	x->in->literal = x->d->w[size / 4];
	x->in->has_literal = 1;
	return size + 4;
}

static unsigned int scalar(struct dec *x, unsigned int cls)
{
	struct gs_inst *in = x->in;

	if (cls == GS_ISA_GEN_SOPP) {
		in->enc = GS_ENC_SOPP;
		in->imm = sext(fld(x->d, "simm16"), 16);
		return 4;
	}
	if (cls == GS_ISA_GEN_SOPK) {
		in->enc = GS_ENC_SOPK;
		in->sdst = src_of(x, fld(x->d, "sdst"));
		in->imm = sext(fld(x->d, "simm16"), 16);
		if (x->d->row.size == 8 && x->d->ndw >= 2) {  /* s_setreg_imm32_b32: its value follows */
			in->literal = x->d->w[1];
			in->has_literal = 1;
			return 8;
		}
		return 4;
	}
	if (cls == GS_ISA_GEN_SMEM) {
		/* IMM (bit 17): OFFSET is a signed byte offset, else an SGPR;
		 * SOE (bit 14): SOFFSET adds an SGPR too */
		int imm = bits(x->d, 0, 17, 1), soe = bits(x->d, 0, 14, 1);

		in->enc = GS_ENC_SMEM;
		in->sdata = (uint16_t)fld(x->d, "sdata");
		in->sbase = (uint16_t)fld(x->d, "sbase");
		in->soffset = GS_OPR_NULL;
		if (imm)
			in->imm = sext(fld(x->d, "offset"), 21);
		if (soe)
			in->soffset = (uint8_t)src_of(x, fld(x->d, "soffset"));
		else if (!imm)
			in->soffset = (uint8_t)src_of(x, fld(x->d, "offset") & 0xff);
		return 8;
	}
	in->enc = cls == GS_ISA_GEN_SOP1 ? GS_ENC_SOP1 : cls == GS_ISA_GEN_SOP2 ? GS_ENC_SOP2 : GS_ENC_SOPC;
	if (in->enc != GS_ENC_SOPC)
		in->sdst = src_of(x, fld(x->d, "sdst"));
	in->src[0] = src_of(x, fld(x->d, "ssrc0"));
	if (in->enc != GS_ENC_SOP1)
		in->src[1] = src_of(x, fld(x->d, "ssrc1"));
	return literal(x, 4);
}

/* A 64-bit operand (dst -1, src 0/1): DPP/SDWA of those are not emulated. */
static int wide(const struct gs_inst *in)
{
	return gsi_opnd_bits(in->op->sem, -1) > 32 || gsi_opnd_bits(in->op->sem, 0) > 32 ||
	       (in->enc != GS_ENC_VOP1 && gsi_opnd_bits(in->op->sem, 1) > 32);
}

/* DPP: src0 from the second dword, the controls into gs_inst's DPP16 fields. */
static unsigned int dpp(struct dec *x)
{
	struct gs_inst *in = x->in;
	uint32_t w1 = x->d->w[1];

	if (x->d->ndw < 2 || wide(in))
		x->bad = 1;
	in->src[0] = (uint16_t)(GS_OPR_VGPR0 + (w1 & 0xff));
	in->dpp = GS_DPP_GFX9;
	in->dpp_ctrl = (uint16_t)(w1 >> 8 & 0x1ff);
	in->bound_ctrl = (uint8_t)(w1 >> 19 & 1);
	in->neg = (uint8_t)((w1 >> 20 & 1) | (w1 >> 22 & 1) << 1);
	in->abs = (uint8_t)((w1 >> 21 & 1) | (w1 >> 23 & 1) << 1);
	in->bank_mask = (uint8_t)(w1 >> 24 & 15);
	in->row_mask = (uint8_t)(w1 >> 28);
	return 8;
}

/* SDWA: sources (VGPRs, or SGPRs/constants by S0/S1), modifiers, VOPC's sdst. */
static unsigned int sdwa(struct dec *x)
{
	struct gs_inst *in = x->in;
	uint32_t w1 = x->d->w[1];

	if (x->d->ndw < 2 || wide(in))
		x->bad = 1;
	in->dpp = GS_DPP_SDWA;
	in->dpp8_sel = w1;
	in->src[0] = w1 >> 23 & 1 ? src_of(x, w1 & 0xff) : (uint16_t)(GS_OPR_VGPR0 + (w1 & 0xff));
	if (in->enc != GS_ENC_VOP1 && w1 >> 31)
		in->src[1] = src_of(x, in->src[1] - GS_OPR_VGPR0);
	in->neg = (uint8_t)((w1 >> 20 & 1) | (w1 >> 28 & 1) << 1);
	in->abs = (uint8_t)((w1 >> 21 & 1) | (w1 >> 29 & 1) << 1);
	if (in->enc == GS_ENC_VOPC) {
		in->sdst = w1 >> 15 & 1 ? src_of(x, w1 >> 8 & 0x7f) : GS_OPR_VCC_LO;
	} else {
		in->clamp = (uint8_t)(w1 >> 13 & 1);
		in->omod = (uint8_t)(w1 >> 14 & 3);
	}
	if (in->src[0] == GS_OPR_LITERAL || in->src[1] == GS_OPR_LITERAL)
		x->bad = 1;  /* SDWA has no literal */
	return 8;
}

/* VOP1, VOP2, VOPC (one dword and a literal, or a DPP/SDWA dword). */
static unsigned int vop12c(struct dec *x, unsigned int cls)
{
	struct gs_inst *in = x->in;
	unsigned int sig = in->op->sig, s0 = fld(x->d, "src0");
	int ext = s0 == 249 || s0 == 250;  /* SDWA, DPP: src0 is in the next dword */

	in->src[0] = ext ? 0 : src_of(x, s0);
	if (cls == GS_ISA_GEN_VOP1) {
		in->enc = GS_ENC_VOP1;
		if (sig == GS_SIG_READLANE)
			in->sdst = src_of(x, fld(x->d, "vdst"));
		else
			in->vdst = (uint16_t)fld(x->d, "vdst");
		if (in->op->sem == GS_SEM_V_ACCVGPR_MOV_B32) {  /* AGPR to AGPR */
			in->agpr = GS_AGPR_VDST;
			if (ext)
				x->bad = 1;
			else if (in->src[0] >= GS_OPR_VGPR0)
				in->agpr |= GS_AGPR_SRC0;
		}
	} else if (cls == GS_ISA_GEN_VOPC) {
		in->src[1] = (uint16_t)(GS_OPR_VGPR0 + fld(x->d, "vsrc1"));
		in->enc = GS_ENC_VOPC;
		in->sdst = GS_OPR_VCC_LO;
	} else {
		in->src[1] = (uint16_t)(GS_OPR_VGPR0 + fld(x->d, "vsrc1"));
		in->enc = GS_ENC_VOP2;
		in->vdst = (uint16_t)fld(x->d, "vdst");
		/* the e32 forms' lane masks are vcc */
		if (sig == GS_SIG_CARRY || sig == GS_SIG_CNDMASK || sig == GS_SIG_VOP3SD) {
			in->sdst = GS_OPR_VCC_LO;
			if (sig != GS_SIG_VOP3SD)
				in->src[2] = GS_OPR_VCC_LO;
		}
	}
	if (ext)
		return s0 == 250 ? dpp(x) : sdwa(x);
	return literal(x, 4);
}

/*
 * The VALU ops whose VOP3 OPSEL bits are operands of the operation itself
 * (which byte or half of a source a conversion reads, which half or word of
 * the destination it writes: the fp8/bf8 and scaled conversions, the packed
 * and normalising ones, frexp, v_sat_pk_u8_i16 ...) rather than a 16-bit
 * operand's half: OPSEL on them is valid whatever the operand sizes.  The
 * emulator's conversions (emu/exec_cvt.c) are these ops; test_isa_gfx9dec
 * checks the two sets are one.
 */
int gsi_sem_opsel_selects(unsigned int sem)
{
	switch (sem) {
	case GS_SEM_V_CVT_F16_I16: case GS_SEM_V_CVT_F16_U16: case GS_SEM_V_CVT_F32_BF16:
	case GS_SEM_V_CVT_F32_BF8: case GS_SEM_V_CVT_F32_FP8: case GS_SEM_V_CVT_F32_UBYTE0:
	case GS_SEM_V_CVT_F32_UBYTE1: case GS_SEM_V_CVT_F32_UBYTE2: case GS_SEM_V_CVT_F32_UBYTE3:
	case GS_SEM_V_CVT_F64_I32: case GS_SEM_V_CVT_F64_U32: case GS_SEM_V_CVT_FLOOR_I32_F32:
	case GS_SEM_V_CVT_FLR_I32_F32: case GS_SEM_V_CVT_I16_F16: case GS_SEM_V_CVT_I32_F64:
	case GS_SEM_V_CVT_I32_I16: case GS_SEM_V_CVT_NEAREST_I32_F32: case GS_SEM_V_CVT_NORM_I16_F16:
	case GS_SEM_V_CVT_NORM_U16_F16: case GS_SEM_V_CVT_OFF_F32_I4: case GS_SEM_V_CVT_PK_BF16_F32:
	case GS_SEM_V_CVT_PK_BF8_F32: case GS_SEM_V_CVT_PK_F16_F32: case GS_SEM_V_CVT_PK_F32_BF8:
	case GS_SEM_V_CVT_PK_F32_FP8: case GS_SEM_V_CVT_PK_FP8_F32: case GS_SEM_V_CVT_PK_I16_F32:
	case GS_SEM_V_CVT_PK_I16_I32: case GS_SEM_V_CVT_PK_NORM_I16_F16:
	case GS_SEM_V_CVT_PK_NORM_I16_F32: case GS_SEM_V_CVT_PK_NORM_U16_F16:
	case GS_SEM_V_CVT_PK_NORM_U16_F32: case GS_SEM_V_CVT_PK_U16_F32: case GS_SEM_V_CVT_PK_U16_U32:
	case GS_SEM_V_CVT_PK_U8_F32: case GS_SEM_V_CVT_PKACCUM_U8_F32: case GS_SEM_V_CVT_PKNORM_I16_F16:
	case GS_SEM_V_CVT_PKNORM_I16_F32: case GS_SEM_V_CVT_PKNORM_U16_F16:
	case GS_SEM_V_CVT_PKNORM_U16_F32: case GS_SEM_V_CVT_RPI_I32_F32:
	case GS_SEM_V_CVT_SCALEF32_2XPK16_BF6_F32: case GS_SEM_V_CVT_SCALEF32_2XPK16_FP6_F32:
	case GS_SEM_V_CVT_SCALEF32_F16_BF8: case GS_SEM_V_CVT_SCALEF32_F16_FP8:
	case GS_SEM_V_CVT_SCALEF32_F32_BF8: case GS_SEM_V_CVT_SCALEF32_F32_FP8:
	case GS_SEM_V_CVT_SCALEF32_PK32_BF16_BF6: case GS_SEM_V_CVT_SCALEF32_PK32_BF16_FP6:
	case GS_SEM_V_CVT_SCALEF32_PK32_BF6_BF16: case GS_SEM_V_CVT_SCALEF32_PK32_BF6_F16:
	case GS_SEM_V_CVT_SCALEF32_PK32_F16_BF6: case GS_SEM_V_CVT_SCALEF32_PK32_F16_FP6:
	case GS_SEM_V_CVT_SCALEF32_PK32_F32_BF6: case GS_SEM_V_CVT_SCALEF32_PK32_F32_FP6:
	case GS_SEM_V_CVT_SCALEF32_PK32_FP6_BF16: case GS_SEM_V_CVT_SCALEF32_PK32_FP6_F16:
	case GS_SEM_V_CVT_SCALEF32_PK_BF16_BF8: case GS_SEM_V_CVT_SCALEF32_PK_BF16_FP4:
	case GS_SEM_V_CVT_SCALEF32_PK_BF16_FP8: case GS_SEM_V_CVT_SCALEF32_PK_BF8_BF16:
	case GS_SEM_V_CVT_SCALEF32_PK_BF8_F16: case GS_SEM_V_CVT_SCALEF32_PK_BF8_F32:
	case GS_SEM_V_CVT_SCALEF32_PK_F16_BF8: case GS_SEM_V_CVT_SCALEF32_PK_F16_FP4:
	case GS_SEM_V_CVT_SCALEF32_PK_F16_FP8: case GS_SEM_V_CVT_SCALEF32_PK_F32_BF8:
	case GS_SEM_V_CVT_SCALEF32_PK_F32_FP4: case GS_SEM_V_CVT_SCALEF32_PK_F32_FP8:
	case GS_SEM_V_CVT_SCALEF32_PK_FP4_BF16: case GS_SEM_V_CVT_SCALEF32_PK_FP4_F16:
	case GS_SEM_V_CVT_SCALEF32_PK_FP4_F32: case GS_SEM_V_CVT_SCALEF32_PK_FP8_BF16:
	case GS_SEM_V_CVT_SCALEF32_PK_FP8_F16: case GS_SEM_V_CVT_SCALEF32_PK_FP8_F32:
	case GS_SEM_V_CVT_SCALEF32_SR_BF8_BF16: case GS_SEM_V_CVT_SCALEF32_SR_BF8_F16:
	case GS_SEM_V_CVT_SCALEF32_SR_BF8_F32: case GS_SEM_V_CVT_SCALEF32_SR_FP8_BF16:
	case GS_SEM_V_CVT_SCALEF32_SR_FP8_F16: case GS_SEM_V_CVT_SCALEF32_SR_FP8_F32:
	case GS_SEM_V_CVT_SCALEF32_SR_PK32_BF6_BF16: case GS_SEM_V_CVT_SCALEF32_SR_PK32_BF6_F16:
	case GS_SEM_V_CVT_SCALEF32_SR_PK32_BF6_F32: case GS_SEM_V_CVT_SCALEF32_SR_PK32_FP6_BF16:
	case GS_SEM_V_CVT_SCALEF32_SR_PK32_FP6_F16: case GS_SEM_V_CVT_SCALEF32_SR_PK32_FP6_F32:
	case GS_SEM_V_CVT_SCALEF32_SR_PK_FP4_BF16: case GS_SEM_V_CVT_SCALEF32_SR_PK_FP4_F16:
	case GS_SEM_V_CVT_SCALEF32_SR_PK_FP4_F32: case GS_SEM_V_CVT_SR_BF16_F32:
	case GS_SEM_V_CVT_SR_BF8_F32: case GS_SEM_V_CVT_SR_F16_F32: case GS_SEM_V_CVT_SR_FP8_F32:
	case GS_SEM_V_CVT_U16_F16: case GS_SEM_V_CVT_U32_F64: case GS_SEM_V_CVT_U32_U16:
	case GS_SEM_V_FREXP_EXP_I16_F16: case GS_SEM_V_FREXP_EXP_I32_F32: case GS_SEM_V_FREXP_EXP_I32_F64:
	case GS_SEM_V_FREXP_MANT_F16: case GS_SEM_V_FREXP_MANT_F32: case GS_SEM_V_FREXP_MANT_F64:
	case GS_SEM_V_SAT_PK_U8_I16:
		return 1;
	default:
		return 0;
	}
}

/*
 * VOP3 OP_SEL (bits 14:11: src0, src1, src2, dst) of the gfx9 ops llvm-mc-22
 * takes it on (v_fma_f16, v_mad_u16/i16, v_add/sub_i16, v_max3/min3/med3
 * 16-bit, v_div_fixup_f16, v_mad_u32_u16, v_pack_b32_f16, v_cvt_pknorm_*,
 * the fp8/bf8 and scaled conversions ...): a source bit reads the VGPR's high
 * half, the destination bit writes the high half and keeps the low one
 * (the emulator's gsi_emu_t16_hi gives its executors the half).  The
 * conversions whose OPSEL bits pick bytes or halves as the op defines them
 * (gsi_sem_opsel_selects) read OPSEL themselves.  Refused: a bit on an operand that is
 * not 16-bit, and on an SGPR or constant source (which half of those the
 * float paths read is not modelled).
 */
static int opsel_ok(const struct gs_inst *in)
{
	unsigned int sem = in->op->sem;

	if (gsi_sem_opsel_selects(sem))
		return 1;
	for (int i = 0; i < 4; i++) {
		if (!(in->opsel >> i & 1))
			continue;
		if (gsi_opnd_bits(sem, i == 3 ? -1 : i) != 16)
			return 0;
		if (i < 3 && in->src[i] < GS_OPR_VGPR0)
			return 0;
	}
	return 1;
}

static unsigned int vop3(struct dec *x)
{
	struct gs_inst *in = x->in;

	in->enc = GS_ENC_VOP3;
	in->vdst = (uint16_t)fld(x->d, "vdst");
	switch (in->op->sig) {
	case GS_SIG_VOP3SD:
	case GS_SIG_VOP3SD3:
	case GS_SIG_CARRY:
		in->sdst = src_of(x, fld(x->d, "sdst"));
		break;
	case GS_SIG_VOPC:
	case GS_SIG_READLANE:
		in->sdst = src_of(x, fld(x->d, "vdst"));
		in->vdst = 0;
		if (in->op->sig == GS_SIG_VOPC)  /* compares take abs (VOP3 bits 10:8) */
			in->abs = (uint8_t)bits(x->d, 0, 8, 3);
		break;
	default:
		in->abs = (uint8_t)bits(x->d, 0, 8, 3);
		in->opsel = (uint8_t)bits(x->d, 0, 11, 4);  /* checked by opsel_ok() */
		break;
	}
	in->clamp = (uint8_t)bits(x->d, 0, 15, 1);
	in->src[0] = src_of(x, fld(x->d, "src0"));
	in->src[1] = src_of(x, fld(x->d, "src1"));
	in->src[2] = src_of(x, fld(x->d, "src2"));
	in->omod = (uint8_t)bits(x->d, 1, 27, 2);
	in->neg = (uint8_t)bits(x->d, 1, 29, 3);
	if (in->src[0] == GS_OPR_LITERAL || in->src[1] == GS_OPR_LITERAL || in->src[2] == GS_OPR_LITERAL)
		x->bad = 1;  /* gfx9 VOP3 has no literal */
	if (in->opsel && !opsel_ok(in))
		x->bad = 1;
	return 8;
}

static unsigned int vop3p(struct dec *x, unsigned int role)
{
	struct gs_inst *in = x->in;
	unsigned int sem = in->op->sem;

	in->enc = GS_ENC_VOP3P;
	in->vdst = (uint16_t)fld(x->d, "vdst");
	in->src[0] = src_of(x, fld(x->d, "src0"));
	in->src[1] = src_of(x, fld(x->d, "src1"));
	in->src[2] = src_of(x, fld(x->d, "src2"));
	if (in->op->sig == GS_SIG_MFMA) {
		/* MAI: CBSZ[10:8] ABID[14:11] ACC_CD[15] (D and C are AGPRs),
		 * ACC[60:59] (A, B are AGPRs), BLGP[63:61] */
		in->cbsz = (uint8_t)bits(x->d, 0, 8, 3);
		in->abid = (uint8_t)bits(x->d, 0, 11, 4);
		in->blgp = (uint8_t)bits(x->d, 1, 29, 3);
		in->acc = (uint8_t)(bits(x->d, 0, 15, 1) * (1u | 1u << 3) | bits(x->d, 1, 27, 1) << 1 |
				    bits(x->d, 1, 28, 1) << 2);
		if (role & ROLE_SMFMAC)
			in->acc &= (uint8_t)~(1u << 3);  /* SMFMAC: src2 is the index, an ArchVGPR */
		return 8;
	}
	if (sem == GS_SEM_V_ACCVGPR_READ_B32) {  /* VGPR <- AGPR */
		if (in->src[0] >= GS_OPR_VGPR0)
			in->agpr = GS_AGPR_SRC0;
		return 8;
	}
	if (sem == GS_SEM_V_ACCVGPR_WRITE_B32) {  /* AGPR <- VGPR or inline constant */
		in->agpr = GS_AGPR_VDST;
		return 8;
	}
	in->neg_hi = (uint8_t)bits(x->d, 0, 8, 3);
	in->opsel = (uint8_t)bits(x->d, 0, 11, 3);
	in->opsel_hi = (uint8_t)(bits(x->d, 0, 14, 1) << 2 | bits(x->d, 1, 27, 2));
	in->clamp = (uint8_t)bits(x->d, 0, 15, 1);
	in->neg = (uint8_t)bits(x->d, 1, 29, 3);
	if (in->src[0] == GS_OPR_LITERAL || in->src[1] == GS_OPR_LITERAL || in->src[2] == GS_OPR_LITERAL)
		x->bad = 1;
	return 8;
}

static unsigned int mem(struct dec *x, unsigned int cls)
{
	struct gs_inst *in = x->in;
	unsigned int acc;

	in->vaddr = (uint16_t)fld(x->d, "addr");
	in->vdst = (uint16_t)fld(x->d, "vdst");
	if (cls == GS_ISA_GEN_DS) {
		in->enc = GS_ENC_DS;
		in->imm = (int32_t)(fld(x->d, "offset0") | fld(x->d, "offset1") << 8);
		in->vdata = (uint16_t)fld(x->d, "data0");
		in->vdata1 = (uint16_t)fld(x->d, "data1");
		if (bits(x->d, 0, 16, 1))  /* GDS is not emulated */
			x->bad = 1;
		acc = bits(x->d, 0, 25, 1);
	} else {
		unsigned int saddr = fld(x->d, "saddr");

		in->enc = GS_ENC_FLAT;
		in->vdata = (uint16_t)fld(x->d, "data");
		/* FLAT: a 12-bit unsigned offset and no SADDR; GLOBAL: 13-bit
		 * signed, SADDR 0x7f is "off" */
		if (cls == GS_ISA_GEN_FLAT) {
			in->imm = (int32_t)bits(x->d, 0, 0, 12);
			in->saddr = GS_OPR_NULL;
		} else {
			in->imm = sext(bits(x->d, 0, 0, 13), 13);
			in->saddr = saddr == 0x7f ? GS_OPR_NULL : src_of(x, saddr);
		}
		/* SCRATCH (gfx940+): bit 13 is SVE, VADDR in use; scratch_* stay
		 * GS_ENC_FLAT and exec_vmem.c hands them to scratch.c */
		if (cls == GS_ISA_GEN_SCRATCH && !bits(x->d, 0, 13, 1))
			in->vaddr = GS_VADDR_OFF;
		else if (cls != GS_ISA_GEN_SCRATCH && bits(x->d, 0, 13, 1))  /* FLAT/GLOBAL LDS bit: not emulated */
			x->bad = 1;
		/* SC0 (gfx940 name of GLC) returns the old value of an atomic */
		if (in->op->sig == GS_SIG_GATOMIC)
			in->rtn = (uint8_t)bits(x->d, 0, 16, 1);
		acc = bits(x->d, 1, 23, 1);
	}
	if (acc)  /* data and destination are AGPRs */
		in->agpr = GS_AGPR_VDST | GS_AGPR_VDATA;
	return 8;
}

/* gfx950 v_mfma_scale_*: a v_mfma_ld_scale_b32 word pair (the scale VGPRs
 * in src0/src1, their byte selects in OP_SEL[12:11] and OP_SEL_HI[60:59])
 * and an f8f6f4 MFMA with bit 11 set are one 16-byte instruction, as
 * llvm-mc-22 encodes and prints them; it decodes as that MFMA with the
 * scales in vdata/vdata1 and opsel/opsel_hi (emu/mfma.c runs it).  A lone
 * v_mfma_ld_scale_b32 is no instruction here (0). */
static unsigned int mfma_scale_pair(const struct gs_isa *isa, const struct gs_target *t, const uint8_t *p,
				    size_t avail, const struct gsi_tab_dec *ld, struct gs_inst *in)
{
	struct gsi_tab_dec d;
	struct dec x = { &d, in, 0 };
	struct dec y = { ld, in, 0 };

	unsigned int role;

	if (avail < 16 || !gsi_tab_decode(t, p + 8, avail - 8, &d) || d.row.cls_id != GS_ISA_GEN_VOP3P)
		return 0;
	in->op = row_op(isa, &d, &role);
	if (!(role & ROLE_F8F6F4) || !bits(&d, 0, 11, 1))
		return 0;
	if (!in->op || vop3p(&x, role) != 8 || x.bad)
		return 0;
	in->vdata = src_of(&y, fld(ld, "src0"));
	in->vdata1 = src_of(&y, fld(ld, "src1"));
	in->opsel = (uint8_t)bits(ld, 0, 11, 2);
	in->opsel_hi = (uint8_t)bits(ld, 1, 27, 2);
	if (y.bad)
		return 0;
	in->size = 16;
	in->wave64 = 1;
	return 16;
}

unsigned int gsi_fill_gfx9(const struct gs_isa *isa, const struct gs_target *t, const struct gsi_tab_dec *dp,
			   const uint8_t *p, size_t avail, struct gs_inst *in)
{
	const struct gsi_tab_dec d = *dp;
	struct dec x = { &d, in, 0 };
	unsigned int cls, role;
	unsigned int size;

	memset(in, 0, sizeof(*in));
	if (!isa)
		return 0;
	in->op = row_op(isa, &d, &role);
	if (role & ROLE_LD_SCALE) {
		memset(in, 0, sizeof(*in));
		return mfma_scale_pair(isa, t, p, avail, &d, in);
	}
	if (!in->op)
		return 0;  /* an instruction the execution table lacks */
	cls = d.row.cls_id;
	if (cls <= GS_ISA_GEN_SOPP || cls == GS_ISA_GEN_SMEM)
		size = scalar(&x, cls);
	else if (cls == GS_ISA_GEN_VOP1 || cls == GS_ISA_GEN_VOP2 || cls == GS_ISA_GEN_VOPC)
		size = vop12c(&x, cls);
	else if (cls == GS_ISA_GEN_VOP3 || cls == GS_ISA_GEN_VOP3SD)
		size = vop3(&x);
	else if (cls == GS_ISA_GEN_VOP3P)
		size = vop3p(&x, role);
	else if (cls == GS_ISA_GEN_DS || cls == GS_ISA_GEN_FLAT || cls == GS_ISA_GEN_GLOBAL || cls == GS_ISA_GEN_SCRATCH)
		size = mem(&x, cls);
	else
		return 0;
	if (x.bad || !size || size > d.ndw * 4)
		return 0;
	/* gfx9 has no true16: a 16-bit operand's VGPR number is the whole
	 * register, v128+ included, but the executors and the checker read index
	 * bit 7 of a VOP1/VOP2/VOPC 16-bit operand as gfx11's .h -- so such
	 * instructions decode marked VOP3 with OPSEL 0 (gs_inst.op keeps the form) */
	if ((in->enc == GS_ENC_VOP1 || in->enc == GS_ENC_VOP2 || in->enc == GS_ENC_VOPC) &&
	    (gsi_opnd_bits(in->op->sem, -1) == 16 || gsi_opnd_bits(in->op->sem, 0) == 16 ||
	     gsi_opnd_bits(in->op->sem, 1) == 16))
		in->enc = GS_ENC_VOP3;
	in->size = (uint8_t)size;
	in->wave64 = 1;
	return size;
}
