// SPDX-License-Identifier: MIT
/*
 * The decoder (inst.h: gsi_decode_inst), one for every target.  Three
 * steps, each done once per instruction of a code range (the emulator's
 * decode cache keeps the result):
 *
 *   1. llvm-mc-22's verdict: whether the target has the bytes and their
 *      size (gsi_tab_valid, the table printer's own decisions, so the
 *      disassembler and the emulator cannot disagree on what is code);
 *   2. identification: the raw table decoder finds the class and row
 *      (tab_decode.c);
 *   3. the row's form picks the one filler that reads the fields
 *      (decode_fill.h): gfx9's, buffers', images', VOPD's, DPP's, or the
 *      hand-shaped execution table's.
 *
 * Nothing here compares text or looks a name up: the form comes from the
 * class index and, for DPP, the source field's code.
 */
#include <string.h>

#include "gfxshim/asm.h"
#include "isa/decode_fill.h"
#include "isa/tab_print.h"

enum form { FORM_NONE, FORM_HAND, FORM_DPP, FORM_VOPD, FORM_BUF, FORM_IMG, FORM_GFX9 };

/* src0 codes that say a DPP word follows: DPP16, DPP8 (FI 0, 1) */
static int dpp_code(uint32_t code)
{
	return code == 0xfa || code == 0xe9 || code == 0xea;
}

static enum form form_of(const struct gs_target *t, const struct gsi_tab_dec *d)
{
	unsigned int c = d->row.cls_id;

	if (t->gen == GS_GEN_GFX9)
		return c == GS_ISA_GEN_MUBUF || c == GS_ISA_GEN_MTBUF ? FORM_BUF : FORM_GFX9;
	switch (c) {
	case GS_ISA_GEN_VOPD_X:
		return FORM_VOPD;
	case GS_ISA_GEN_MUBUF:
	case GS_ISA_GEN_MTBUF:
	case GS_ISA_GEN_VBUFFER:
		return FORM_BUF;
	case GS_ISA_GEN_MIMG:
	case GS_ISA_GEN_VIMAGE:
	case GS_ISA_GEN_VSAMPLE:
		return FORM_IMG;
	case GS_ISA_GEN_VOP1:
	case GS_ISA_GEN_VOP2:
	case GS_ISA_GEN_VOPC:
		return dpp_code(d->w[0] & 0x1ff) ? FORM_DPP : FORM_HAND;
	case GS_ISA_GEN_VOP3:
	case GS_ISA_GEN_VOP3SD:
		return dpp_code(d->w[1] & 0x1ff) ? FORM_DPP : FORM_HAND;
	case GS_ISA_GEN_VOP3P:  /* its DPP forms are not emulated */
		return dpp_code(d->w[1] & 0x1ff) ? FORM_NONE : FORM_HAND;
	default:
		return FORM_HAND;  /* SOP*, SMEM, LDSDIR, DS, GLOBAL, SCRATCH; the rest has no op there */
	}
}

static unsigned int fill(const struct gs_target *t, const struct gs_isa *isa, const struct gsi_tab_dec *dec,
			 const uint8_t *p, size_t avail, int wave64, struct gs_decoded *d)
{
	switch (form_of(t, dec)) {
	case FORM_VOPD:
		d->n = 2;
		return gsi_fill_vopd(isa, t, p, avail, wave64, d->in, d->vopd, &d->why);
	case FORM_DPP:
		return gsi_fill_dpp(isa, dec, p, avail, &d->in[0], &d->why);
	case FORM_BUF:
		return gsi_fill_buf(t, dec, &d->in[0], &d->why);
	case FORM_IMG:
		return gsi_fill_img(t, dec, &d->in[0], &d->why);
	case FORM_GFX9:
		return gsi_fill_gfx9(isa, t, dec, p, avail, &d->in[0]);
	case FORM_HAND:
		return gsi_fill_hand(isa, dec, p, avail, &d->in[0]);
	default:
		return 0;
	}
}

unsigned int gsi_decode_inst(const struct gs_target *t, const uint8_t *p, size_t avail, int wave64,
			     struct gs_decoded *d)
{
	const struct gs_isa *isa = gsi_isa_exec_for(t);
	struct gsi_tab_dec dec;
	int found;
	unsigned int n;

	memset(d, 0, sizeof(*d));
	d->row = GS_ISA_NROWS;
	if (!t)
		return 0;
	found = gsi_tab_decode(t, p, avail, &dec);
	if (found) {
		d->row = dec.row.row;
		gsi_tab_cpol_of(t, &dec, &d->cpol);
	}
	/* llvm's verdict on the row found, or on bytes of no row (VOPD3) */
	d->size = found ? gsi_tab_valid_dec(t, wave64 ? GS_DISASM_WAVE64 : 0, &dec)
			: gsi_tab_valid(t, wave64 ? GS_DISASM_WAVE64 : 0, p, avail);
	/* a VOPD pair breaking the assembler's bank rules: llvm-mc's
	 * disassembler takes it, the hardware runs it, the checker flags it */
	if (!d->size && found && isa && form_of(t, &dec) == FORM_VOPD)
		d->size = gsi_tab_valid_dec(t, GS_DISASM_LLVM_DISASSEMBLER | (wave64 ? GS_DISASM_WAVE64 : 0), &dec);
	if (!found || !isa)
		return 0;
	n = fill(t, isa, &dec, p, avail, wave64, d);
	/* Taken: the bytes llvm takes, at its size; and bytes of a row of this
	 * target that the printer refuses only for a field value it would not
	 * print back (a non-returning atomic's vdst field, gfx9 v_nop_e64),
	 * which the hardware decodes by the opcode -- but no DPP form llvm
	 * refuses (its controls are checked by the verdict). */
	if (!n || (d->size ? n != d->size : d->in[0].dpp != 0)) {
		const char *why = d->why;
		unsigned int size = d->size, row = d->row;
		struct gs_cpol cpol = d->cpol;

		memset(d, 0, sizeof(*d));
		d->why = why;
		d->size = size;
		d->row = row;
		d->cpol = cpol;
		return 0;
	}
	if (!d->n)
		d->n = 1;
	d->size = n;
	d->in[0].cpol = d->cpol;
	d->in[0].wave64 = d->in[1].wave64 = (uint8_t)(wave64 != 0);
	return n;
}
