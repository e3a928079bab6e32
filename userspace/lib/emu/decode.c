// SPDX-License-Identifier: MIT
/*
 * The emulator's instruction fetch (decode.h): the hand-shaped tables'
 * decoder (asm/decode.c, gfx11 and gfx12) first.
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab.h"
#include "emu/decode.h"
#include "emu/emu.h"
#include "emu/exec_interp.h"
#include "emu/scratch.h"
#include "emu/vmem_extra.h"

/* Why bytes no decoder of the emulator takes are refused: an instruction
 * of the target the emulator lacks, or none of the target's at all (the
 * enumerated tables of everything llvm-mc-22 knows decide). */
/* VOP2 with a K literal after it (v_fmaak_f32: D = S0 * S1 + K,
 * v_fmamk_f32: D = S0 * K + S1; the same bit fields on gfx9, gfx11 and
 * gfx12) run as v_fma_f32 with K as its literal source: 1 when it was one. */
static int fma_k(struct emu *e, const struct wave *w, const uint8_t *p, const char *text, size_t n,
		 unsigned int size, struct emu_fetch *f)
{
	int ak = n == 11 && !strncmp(text, "v_fmaak_f32", 11), mk = n == 11 && !strncmp(text, "v_fmamk_f32", 11);
	/* gfx9 v_madak_f16/v_madmk_f16 (valurest): v_mad_f16 with K in the literal's low half */
	int h = e->target->gen == GS_GEN_GFX9 && n == 11 && (!strncmp(text, "v_madak_f16", 11) || !strncmp(text, "v_madmk_f16", 11));
	const struct gs_isa_op *fma = e->isa && (ak || mk || h) ? gs_isa_by_name(e->isa, h ? "v_mad_f16" : "v_fma_f32") : NULL;
	uint32_t w0, k;

	if (!fma || size != 8)
		return 0;
	memcpy(&w0, p, 4);
	memcpy(&k, p + 4, 4);
	f->in[0].op = fma;
	f->in[0].enc = fma->enc;
	f->in[0].size = 8;
	f->in[0].vdst = (uint16_t)(w0 >> 17 & 0xff);
	f->in[0].src[0] = (uint16_t)(w0 & 0x1ff);
	ak |= h && text[5] == 'a';  /* madak: S0 * S1 + K */
	f->in[0].src[ak ? 1 : 2] = (uint16_t)(GS_OPR_VGPR0 + (w0 >> 9 & 0xff));
	f->in[0].src[ak ? 2 : 1] = GS_OPR_LITERAL;
	f->in[0].literal = k;
	f->in[0].has_literal = 1;
	f->in[0].wave64 = w->lanes == 64;
	return 1;
}

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

unsigned int gsi_emu_decode_buf(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
				struct gs_inst *in, const char **why)
{
	unsigned int size = e->isa ? gs_decode_buf(e->target, p, avail, in, why) : 0;

	if (size && (in->buf & GS_BUF_ACC)) {  /* AGPR data: the unified index */
		in->buf &= (uint8_t)~GS_BUF_ACC;
		in->vdata = (uint16_t)(in->vdata + w->agpr_base);
		in->vdst = in->vdata;
	}
	if (size)
		in->wave64 = w->lanes == 64;
	return size;
}

static unsigned int refused(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f)
{
	/* cache write-back/invalidate: no-ops, the emulator's memory is coherent
	 * (compilers put them around workgroup and agent fences) */
	static const char *const cache_ops[] = { "buffer_gl0_inv", "buffer_gl1_inv", "global_inv", "global_wb",
						 "global_wbinv", "buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_inv",
						 "buffer_wbl2" };
	char text[GS_DISASM_TEXT_MAX];
	const struct gs_isa_op *nop;
	const char *iwhy = NULL;
	unsigned int size;
	size_t n;

	if (f->why)
		return 0;
	size = gsi_tab_disasm(e->target, w->lanes == 64 ? GS_DISASM_WAVE64 : 0, p, avail, w->pc, text, sizeof(text));
	if (!size) {
		f->why = "illegal instruction: no instruction of this target is encoded so (the target lacks it, or the bytes are not code)";
		return 0;
	}
	n = strcspn(text, " ");
	nop = e->isa ? gs_isa_by_name(e->isa, "s_nop") : NULL;
	for (unsigned int i = 0; nop && i < sizeof(cache_ops) / sizeof(cache_ops[0]); i++)
		if (strlen(cache_ops[i]) == n && !strncmp(text, cache_ops[i], n)) {
			f->in[0].op = nop;  /* executes as s_nop 0 */
			f->in[0].enc = nop->enc;
			f->in[0].imm = 0;
			f->in[0].wave64 = w->lanes == 64;
			f->n = 1;
			f->size = size;
			f->table_text = 1;
			return size;
		}
	/* v_fma_mix*, v_fmaak_f16/v_fmamk_f16 (exec_mix.c) */
	/* gfx11/gfx12 flat_* run as global_* (exec_vmem.c) */
	if (fma_k(e, w, p, text, n, size, f) || gsi_emu_mix_fetch(e->isa, p, avail, text, n, &f->in[0]) == size ||
	    gsi_emu_flat_fetch(e, p, avail, text, n, &f->in[0]) == size ||
	    gsi_emu_vmem_extra_fetch(e, p, avail, text, n, &f->in[0]) == size ||  /* addtid, block */
	    gsi_emu_aperture_fetch(e, p, avail, text, n, &f->in[0]) == size ||  /* exec_vmem.c */
	    gsi_emu_interp_fetch(e->isa, p, avail, text, n, &f->in[0], &iwhy) == size) {  /* VINTERP: exec_interp.c */
		f->in[0].wave64 = w->lanes == 64;
		f->n = 1;
		f->size = size;
		f->table_text = 1;
		return size;
	}
	f->why = "an instruction of this target the emulator does not execute yet (not emulated; see Documentation/emulator-coverage.rst)";
	if (n > 4 && (!strncmp(text + n - 4, "_e32", 4) || !strncmp(text + n - 4, "_e64", 4)))
		n -= 4;  /* llvm's encoding suffix */
	for (size_t i = 0; i < sizeof(refuse_why) / sizeof(refuse_why[0]); i++)
		if (strlen(refuse_why[i].name) == n && !strncmp(text, refuse_why[i].name, n))
			f->why = refuse_why[i].why;
	if (iwhy)  /* a VINTERP form refused with its reason */
		f->why = iwhy;
	/* gfx11/gfx12 v_illegal (the all-zero dword): the RDNA3/RDNA4 guides
	 * raise an illegal-instruction exception (trap status ILLEGAL_INST),
	 * as s_trap the wave would enter the trap handler (exec_salu.c) */
	if (n == 9 && !strncmp(text, "v_illegal", 9)) {
		f->why = "illegal instruction (emulated): v_illegal raises an illegal-instruction exception (trap status ILLEGAL_INST: the wave jumps to the trap handler, or without one sends an interrupt and halts); the emulator has no trap handler, so the wave stops here";
		f->fault = 1;
	}
	return 0;
}

unsigned int gsi_emu_decode(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f)
{
	int ext_bad = 0;

	memset(f, 0, sizeof(*f));
	if (e->target->gen == GS_GEN_GFX9) {  /* CDNA: the table-driven layer */
		f->size = gsi_emu_decode_gfx9(e, w, p, avail, &f->in[0]);
		if (!f->size)  /* MUBUF (decode_buf.c) */
			f->size = gsi_emu_decode_buf(e, w, p, avail, &f->in[0], &f->why);
		f->n = f->size ? 1 : 0;
		return f->size ? f->size : refused(e, w, p, avail, f);
	}
	/* DPP and VOPD first: the hand-shaped decoder would take a DPP form
	 * as its base instruction with src0 = 0xFA */
	if (!gsi_emu_decode_ext(e, w, p, avail, f, &ext_bad) && ext_bad)
		return refused(e, w, p, avail, f);
	if (!f->size)
		f->size = e->isa ? gs_decode(e->isa, p, avail, &f->in[0]) : 0;
	if (!f->size && e->isa && (f->size = gs_decode_exec(e->isa, p, avail, &f->in[0])) != 0)
		f->table_text = 1;  /* VOP3 OPSEL the hand-shaped printer does not spell */
	if (!f->size)  /* MUBUF / VBUFFER (decode_buf.c) */
		f->size = gsi_emu_decode_buf(e, w, p, avail, &f->in[0], &f->why);
	if (!f->size && !f->why)  /* MIMG / VIMAGE / VSAMPLE (decode_img.c) */
		f->size = gsi_emu_decode_img(e, w, p, avail, &f->in[0], &f->why);
	if (!f->size)
		return refused(e, w, p, avail, f);
	if (f->in[0].op->sig == GS_SIG_SALU && f->in[0].enc == GS_ENC_VOP3)
		f->in[0].sdst = f->in[0].vdst;  /* gfx12 v_s_*: VOP3 VDST names an SGPR */
	if (!f->n)
		f->n = 1;
	f->in[0].wave64 = f->in[1].wave64 = w->lanes == 64;
	return f->size;
}

int gsi_emu_inst_text(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
		      uint64_t pc, char *buf, size_t size)
{
	struct emu_fetch f;

	if (e->target->gen == GS_GEN_GFX9) {  /* text even for what the emulator cannot run */
		if (!gsi_tab_disasm(e->target, GS_DISASM_WAVE64, p, avail, pc, buf, size))
			return -1;
		return (int)strlen(buf);
	}
	if (!gsi_emu_decode(e, w, p, avail, &f)) {  /* llvm's text of what the emulator refuses */
		if (!gsi_tab_disasm(e->target, w->lanes == 64 ? GS_DISASM_WAVE64 : 0, p, avail, pc, buf, size))
			return -1;
		return (int)strlen(buf);
	}
	if (f.in[0].op->sig == GS_SIG_SALU || f.in[0].op->sig == GS_SIG_BUF || f.in[0].op->sig == GS_SIG_DSX ||
	    f.in[0].op->sig == GS_SIG_IMG ||
	    f.table_text)  /* printed by the table-driven layer only */
		return gsi_tab_disasm(e->target, w->lanes == 64 ? GS_DISASM_WAVE64 : 0, p, avail, pc, buf, size)
		       ? (int)strlen(buf) : -1;
	if (f.n == 2 || f.in[0].dpp)  /* llvm's text from the table-driven disassembler */
		return gsi_emu_ext_text(e, w, &f, p, avail, pc, buf, size);
	return gs_inst_text(e->target->gen, &f.in[0], pc, buf, size);
}
