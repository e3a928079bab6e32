// SPDX-License-Identifier: MIT
/*
 * What the emulator does with bytes the decoder (isa/decode.c) fills no
 * instruction for: table rows it runs as another instruction (cache
 * operations as s_nop, v_fmaak as v_fma, flat_* as global_*, ...) or
 * refuses with a reason.  Which row is which is decided once per row at
 * open (gsi_emu_rows_init, from the rows' mnemonics); when code is decoded
 * only the row's number, which the decoder found, picks the case, and
 * llvm's verdict (taken or not, the size) is the decoder's too.
 */
#include <string.h>

#include "gfxshim/asm.h"
#include "isa/tab_print.h"
#include "emu/decode.h"
#include "emu/emu.h"
#include "emu/exec_interp.h"
#include "emu/scratch.h"
#include "emu/vmem_extra.h"

/* Instructions that stay refused, with the reason (issue #5): their effect
 * is outside what the emulator models, or their semantics are not in the
 * guides at hand. */
static const struct {
	const char *name, *why;
} refuse_why[] = {
	/* scalar wave control (s_setkill, s_rfe_*, s_endpgm_saved, s_wait_event,
	 * fork/join, ...) is in the tables and refused by salu_ctl.c */
	/* vmem3: Mesa's gfx12 streamout (ac_nir_lower_ngg.c) is its only user */
	{ "global_atomic_ordered_add_b64", "global_atomic_ordered_add_b64 (gfx12 ordered append for streamout: memory holds {ordered id, count} pairs and the add applies only in ordered-id order, retried until it succeeds): its rule for a mismatched id is not in the RDNA4 guide at hand; not emulated" },
	/* the CDNA4 guide ("Scale values are set for MFMA with 4-dword
	 * instructions"): ld_scale is the first half of v_mfma_scale_* only */
	/* the RDNA3 guide (16.14): LDS_PARAM_LOAD expands per-primitive
	 * attribute data by M0's NewPrimMask, which the SPI sets up for pixel
	 * shader waves; ds_param_load is gfx12's name */
	{ "lds_param_load", "lds_param_load loads pixel-shader attribute parameters laid out per primitive (M0's NewPrimMask, the SPI's parameter cache of a pixel shader wave): a compute dispatch has no primitives; not emulated" },
	{ "ds_param_load", "ds_param_load loads pixel-shader attribute parameters laid out per primitive (M0's NewPrimMask, the SPI's parameter cache of a pixel shader wave): a compute dispatch has no primitives; not emulated" },
	{ "v_mfma_ld_scale_b32", "v_mfma_ld_scale_b32 not followed by a v_mfma_scale_f32_*_f8f6f4 half (bit 11 set): the CDNA4 guide defines it only as the first two dwords of the 4-dword scaled MFMA, whose scales do not carry to other MFMAs; alone it is no instruction the guide defines (not emulated)" },
};

/* cache write-back/invalidate: no-ops, the emulator's memory is coherent
 * (compilers put them around workgroup and agent fences) */
static const char *const cache_ops[] = { "buffer_gl0_inv", "buffer_gl1_inv", "global_inv", "global_wb",
					 "global_wbinv", "buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_inv",
					 "buffer_wbl2" };

static const struct gs_isa_op *by_name(const struct gs_isa *isa, const char *name)
{
	return isa ? gsi_isa_by_name(isa, name) : NULL;
}

static void row_of(const struct emu *e, const char *name, struct emu_row *r)
{
	const struct gs_isa *isa = e->isa;
	int k;

	for (size_t i = 0; i < sizeof(cache_ops) / sizeof(cache_ops[0]); i++)
		if (!strcmp(name, cache_ops[i])) {
			r->kind = EMU_ROW_CACHE;
			r->op = by_name(isa, "s_nop");
			return;
		}
	/* VOP2 with a K literal after it (v_fmaak_f32: D = S0 * S1 + K,
	 * v_fmamk_f32: D = S0 * K + S1; gfx9 v_madak_f16/v_madmk_f16: v_mad_f16
	 * with K in the literal's low half) */
	if (!strcmp(name, "v_fmaak_f32") || !strcmp(name, "v_fmamk_f32")) {
		r->kind = name[5] == 'a' ? EMU_ROW_FMAAK : EMU_ROW_FMAMK;
		r->op = by_name(isa, "v_fma_f32");
		return;
	}
	if (e->target->gen == GS_GEN_GFX9 && (!strcmp(name, "v_madak_f16") || !strcmp(name, "v_madmk_f16"))) {
		r->kind = name[5] == 'a' ? EMU_ROW_FMAAK : EMU_ROW_FMAMK;
		r->op = by_name(isa, "v_mad_f16");
		return;
	}
	if (isa && gsi_emu_mix_row(isa, name, r))
		return;
	if ((r->op = gsi_emu_flat_op(isa, name)) != NULL) {
		r->kind = EMU_ROW_FLAT;
		return;
	}
	if ((r->op = gsi_emu_vmem_extra_of(name)) != NULL) {
		r->kind = EMU_ROW_EXTRA;
		return;
	}
	if ((r->op = gsi_emu_aperture_op(isa, name)) != NULL) {
		r->kind = EMU_ROW_APERTURE;
		return;
	}
	if ((k = gsi_emu_interp_index(name)) >= 0) {
		r->kind = EMU_ROW_INTERP;
		r->arg = (uint8_t)k;
		return;
	}
	for (size_t i = 0; i < sizeof(refuse_why) / sizeof(refuse_why[0]); i++)
		if (!strcmp(name, refuse_why[i].name)) {
			r->kind = EMU_ROW_REFUSE;
			r->arg = (uint8_t)i;
			return;
		}
	if (!strcmp(name, "v_illegal"))
		r->kind = EMU_ROW_ILLEGAL;
}

void gsi_emu_rows_init(struct emu *e)
{
	memset(e->rows, 0, sizeof(e->rows));
	for (unsigned int i = 0; i < GS_ISA_NROWS; i++)
		row_of(e, gsi_isa_row_name(i), &e->rows[i]);
}

/* v_fmaak/v_fmamk (and gfx9's f16 mad forms; the same bit fields on gfx9,
 * gfx11 and gfx12) run as r->op with K as its literal source: 1 when the
 * bytes are one. */
static int fma_k(const struct wave *w, const uint8_t *p, unsigned int size, const struct emu_row *r,
		 struct emu_fetch *f)
{
	int ak = r->kind == EMU_ROW_FMAAK;
	uint32_t w0, k;

	if (!r->op || size != 8)
		return 0;
	memcpy(&w0, p, 4);
	memcpy(&k, p + 4, 4);
	f->in[0].op = r->op;
	f->in[0].enc = r->op->enc;
	f->in[0].size = 8;
	f->in[0].vdst = (uint16_t)(w0 >> 17 & 0xff);
	f->in[0].src[0] = (uint16_t)(w0 & 0x1ff);
	f->in[0].src[ak ? 1 : 2] = (uint16_t)(GS_OPR_VGPR0 + (w0 >> 9 & 0xff));
	f->in[0].src[ak ? 2 : 1] = GS_OPR_LITERAL;
	f->in[0].literal = k;
	f->in[0].has_literal = 1;
	f->in[0].wave64 = w->lanes == 64;
	return 1;
}

/* The bytes as the row they decode to runs them: their size, 0 when not. */
static unsigned int run_as(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail, unsigned int size,
			   const struct emu_row *r, struct emu_fetch *f, const char **iwhy)
{
	struct gs_inst *in = &f->in[0];

	switch (r->kind) {
	case EMU_ROW_CACHE:
		if (!r->op)
			return 0;
		in->op = r->op;  /* executes as s_nop 0 */
		in->enc = r->op->enc;
		in->imm = 0;
		return size;
	case EMU_ROW_FMAAK:
	case EMU_ROW_FMAMK:
		return fma_k(w, p, size, r, f) ? size : 0;
	case EMU_ROW_MIX:  /* v_fma_mix*, v_fmaak_f16/v_fmamk_f16 (exec_mix.c) */
		return gsi_emu_mix_fetch(e->isa, p, avail, r, in) == size ? size : 0;
	case EMU_ROW_FLAT:  /* gfx11/gfx12 flat_* run as global_* (exec_vmem.c) */
		return gsi_emu_flat_fetch(e, p, avail, r->op, in) == size ? size : 0;
	case EMU_ROW_EXTRA:  /* addtid, block */
		return gsi_emu_vmem_extra_fetch(e, p, avail, r->op, in) == size ? size : 0;
	case EMU_ROW_APERTURE:  /* exec_vmem.c */
		return gsi_emu_aperture_fetch(e, p, avail, r->op, in) == size ? size : 0;
	case EMU_ROW_INTERP:  /* VINTERP: exec_interp.c */
		return gsi_emu_interp_fetch(e->isa, p, avail, r->arg, in, iwhy) == size ? size : 0;
	default:
		return 0;
	}
}

unsigned int gsi_emu_refused(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			     const struct gs_decoded *d, struct emu_fetch *f)
{
	static const struct emu_row none;
	const struct emu_row *r = &none;
	const char *iwhy = NULL;
	unsigned int size = d->size;

	if ((f->why = d->why) != NULL)
		return 0;
	if (!size) {  /* llvm's verdict: the target has no such bytes */
		f->why = "illegal instruction: no instruction of this target is encoded so (the target lacks it, or the bytes are not code)";
		return 0;
	}
	if (d->row < GS_ISA_NROWS)
		r = &e->rows[d->row];
	if (run_as(e, w, p, avail, size, r, f, &iwhy) == size) {
		f->in[0].wave64 = w->lanes == 64;
		f->n = 1;
		f->size = size;
		f->table_text = 1;
		f->in[0].cpol = d->cpol;  /* a cache operation's, or a memory row run as another */
		return size;
	}
	f->why = "an instruction of this target the emulator does not execute yet (not emulated; see Documentation/emulator-coverage.rst)";
	if (r->kind == EMU_ROW_REFUSE)
		f->why = refuse_why[r->arg].why;
	if (iwhy)  /* a VINTERP form refused with its reason */
		f->why = iwhy;
	/* gfx11/gfx12 v_illegal (the all-zero dword): the RDNA3/RDNA4 guides
	 * raise an illegal-instruction exception (trap status ILLEGAL_INST),
	 * as s_trap the wave would enter the trap handler (exec_salu.c) */
	if (r->kind == EMU_ROW_ILLEGAL) {
		f->why = "illegal instruction (emulated): v_illegal raises an illegal-instruction exception (trap status ILLEGAL_INST: the wave jumps to the trap handler, or without one sends an interrupt and halts); the emulator has no trap handler, so the wave stops here";
		f->fault = 1;
	}
	return 0;
}
