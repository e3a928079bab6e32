// SPDX-License-Identifier: MIT
/*
 * gfx9 SDWA (sub-dword addressing; CDNA3/CDNA4 ISA guides, "SDWA"; LLVM's
 * AMDGPUModifierSyntax).  Each source is first narrowed to the part its
 * SRCn_SEL names -- BYTE_0..3, WORD_0/1 or the DWORD -- zero-extended, or
 * sign-extended with sext(); neg/abs then apply as usual.  The operation
 * runs on those values; its result's low bits go to the destination's
 * DST_SEL field, and the rest of the destination is
 *   UNUSED_PAD      zero
 *   UNUSED_SEXT     zero below the field, the field's sign bit above it
 *   UNUSED_PRESERVE the destination's previous bits.
 * VOPC SDWA writes its lane mask to vcc or the SDST pair, unselected.
 *
 * The operation itself runs through exec.c's VALU path (run), unchanged:
 * the selected values are written into VGPR rows for the duration of the
 * instruction -- each source's own row, or a spare row for an SGPR, a
 * constant or a src1 that names src0's VGPR with another select -- and
 * the instruction runs as VOP3 with those rows as sources (VOP3: no gfx11
 * true16 reading of v128+), after which the rows get their values back and
 * the destination's field is merged.  Lanes are independent, so no lane
 * sees another's patched value.
 */
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"

enum { SEL_WORD0 = 4, SEL_DWORD = 6 };
enum { UNUSED_PAD, UNUSED_SEXT, UNUSED_PRESERVE };

/* A select's width and shift. */
static void sel_field(unsigned int sel, unsigned int *bits, unsigned int *sh)
{
	*bits = sel < SEL_WORD0 ? 8 : sel < SEL_DWORD ? 16 : 32;
	*sh = sel < SEL_WORD0 ? 8 * sel : sel < SEL_DWORD ? 16 * (sel - SEL_WORD0) : 0;
}

/* Source v narrowed to sel, zero- or (sext) sign-extended. */
static uint32_t sel_src(uint32_t v, unsigned int sel, int sext)
{
	unsigned int bits, sh;
	uint32_t m;

	sel_field(sel, &bits, &sh);
	if (bits == 32)
		return v;
	m = (1u << bits) - 1;
	v = v >> sh & m;
	return sext && v >> (bits - 1) & 1 ? v | ~m : v;
}

/* Result r placed into the destination's sel field, old its previous value. */
static uint32_t sel_dst(uint32_t old, uint32_t r, unsigned int sel, unsigned int unused)
{
	unsigned int bits, sh;
	uint32_t mask, f;

	sel_field(sel, &bits, &sh);
	if (bits == 32)
		return r;
	mask = ((1u << bits) - 1) << sh;
	f = r << sh & mask;
	if (unused == UNUSED_PRESERVE)
		return (old & ~mask) | f;
	if (unused == UNUSED_SEXT && sh + bits < 32 && f >> (sh + bits - 1) & 1)
		f |= ~0u << (sh + bits);
	return f;
}

/* A row of v[0..7] none of the operands uses (gfx9 allocates at least 8). */
static unsigned int spare(const struct gs_inst *in, int vopc, const unsigned int *taken, unsigned int n)
{
	for (unsigned int r = 0;; r++) {
		int used = !vopc && r == in->vdst;

		for (unsigned int i = 0; i < 2; i++)
			used |= in->src[i] == GS_OPR_VGPR0 + r;
		for (unsigned int i = 0; i < n; i++)
			used |= taken[i] == r;
		if (!used)
			return r;
	}
}

int gsi_emu_sdwa(struct emu *e, struct wave *w, const struct gs_inst *in, gsi_emu_half_fn run, void *ctx,
		 char *msg, size_t size)
{
	uint32_t sw = in->dpp8_sel, vals[2][EMU_MAX_LANES], save[2][EMU_MAX_LANES], old[EMU_MAX_LANES],
		 res[EMU_MAX_LANES];
	int vopc = in->op->enc == GS_ENC_VOPC, ok;  /* the form (in->enc may say VOP3: decode_gfx9.c) */
	unsigned int ns = in->op->enc == GS_ENC_VOP1 ? 1 : 2, row[2] = { 0, 0 };
	unsigned int sel[2] = { sw >> 16 & 7, sw >> 24 & 7 }, sext[2] = { sw >> 19 & 1, sw >> 27 & 1 };
	unsigned int dsel = vopc ? SEL_DWORD : sw >> 8 & 7, unused = vopc ? UNUSED_PAD : sw >> 11 & 3;
	uint64_t exec = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;
	struct gs_inst x = *in;

	(void)e;
	if (sel[0] > SEL_DWORD || (ns == 2 && sel[1] > SEL_DWORD) || dsel > SEL_DWORD || unused > UNUSED_PRESERVE) {
		snprintf(msg, size, "SDWA select or dst_unused value is reserved (0x%08x)", sw);
		return GS_ERR_INVALID;
	}
	if (w->n_vgprs < 8 || (!vopc && in->vdst >= w->n_vgprs)) {
		snprintf(msg, size, "writes v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
			 in->vdst, w->n_vgprs);
		return GS_ERR_FAULT;
	}
	/* every selected value from the registers as they were */
	for (unsigned int i = 0; i < ns; i++) {
		unsigned int code = in->src[i];
		uint32_t v = 0;

		if (code >= GS_OPR_VGPR0 && code - GS_OPR_VGPR0 >= w->n_vgprs) {
			snprintf(msg, size, "reads v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
				 code - GS_OPR_VGPR0, w->n_vgprs);
			return GS_ERR_FAULT;
		}
		if (code < GS_OPR_VGPR0 && !gsi_emu_scalar_src(w, code, 0, gsi_opnd_bits(in->op->sem, (int)i) == 16, &v)) {
			snprintf(msg, size, "SDWA source operand code %u not emulated", code);
			return GS_ERR_UNSUPPORTED;
		}
		for (unsigned int l = 0; l < w->lanes; l++)
			vals[i][l] = sel_src(code >= GS_OPR_VGPR0 ? w->v[code - GS_OPR_VGPR0][l] : v, sel[i], (int)sext[i]);
		row[i] = code >= GS_OPR_VGPR0 && !(i == 1 && code == in->src[0]) ? code - GS_OPR_VGPR0
										: spare(in, vopc, row, i);
	}
	if (!vopc)
		memcpy(old, w->v[in->vdst], sizeof(old));
	for (unsigned int i = 0; i < ns; i++) {
		memcpy(save[i], w->v[row[i]], sizeof(save[i]));
		memcpy(w->v[row[i]], vals[i], sizeof(vals[i]));
		x.src[i] = (uint16_t)(GS_OPR_VGPR0 + row[i]);
	}
	x.dpp = 0;
	x.dpp8_sel = 0;
	x.enc = GS_ENC_VOP3;
	x.opsel = 0;
	ok = run(ctx, &x);
	if (!vopc)
		memcpy(res, w->v[in->vdst], sizeof(res));
	for (unsigned int i = ns; i-- > 0;)
		memcpy(w->v[row[i]], save[i], sizeof(save[i]));
	if (!ok)
		return 1;
	if (!vopc)
		for (unsigned int l = 0; l < w->lanes; l++)
			w->v[in->vdst][l] = exec >> l & 1 ? sel_dst(old[l], res[l], dsel, unused) : old[l];
	return 0;
}
