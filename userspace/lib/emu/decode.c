// SPDX-License-Identifier: MIT
/*
 * The emulator's instruction fetch (decode.h): the decoder (isa/decode.c,
 * gsi_decode_inst) decodes the bytes for the wave's size; what is the
 * wave's -- the place of the AGPR file in gfx9's unified register file --
 * is applied here, after decoding.  Bytes of a row the decoder fills no
 * instruction for go to fetch.c, which may run the row as another.
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_print.h"
#include "gfxshim/asm.h"
#include "emu/decode.h"
#include "emu/emu.h"

/*
 * gfx9 AGPRs (AGPR n is v[agpr_base + n] of the wave's unified file): the
 * fields the decoder marks (gs_inst.agpr, GS_BUF_ACC) get the unified VGPR
 * index and lose the mark, so the executors and the checker need no AGPR
 * case.  MFMA's AGPRs (gs_inst.acc) stay AGPR numbers: emu/mfma.c adds the
 * base itself.
 */
static void agpr_unify(struct gs_inst *in, unsigned int base)
{
	if (in->agpr & GS_AGPR_VDST)
		in->vdst = (uint16_t)(in->vdst + base);
	if (in->agpr & GS_AGPR_SRC0)
		in->src[0] = (uint16_t)(in->src[0] + base);
	if (in->agpr & GS_AGPR_VDATA) {
		in->vdata = (uint16_t)(in->vdata + base);
		in->vdata1 = (uint16_t)(in->vdata1 + base);
	}
	in->agpr = 0;
	if (in->buf & GS_BUF_ACC) {  /* buffer data: vdst is vdata */
		in->buf &= (uint8_t)~GS_BUF_ACC;
		in->vdata = (uint16_t)(in->vdata + base);
		in->vdst = in->vdata;
	}
}

unsigned int gsi_emu_decode(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f)
{
	struct gs_decoded d;
	unsigned int size;

	memset(f, 0, sizeof(*f));
	size = gsi_decode_inst(e->target, p, avail, w->lanes == 64, &d);
	f->row = d.row;
	if (!size)
		return gsi_emu_refused(e, w, p, avail, &d, f);
	memcpy(f->in, d.in, sizeof(f->in));
	memcpy(f->vopd, d.vopd, sizeof(f->vopd));
	f->n = d.n;
	f->size = d.size;
	if (e->target->gen == GS_GEN_GFX9)
		agpr_unify(&f->in[0], w->agpr_base);
	return f->size;
}

unsigned int gsi_emu_img_addr_reg(const struct gs_inst *in, unsigned int k)
{
	const struct gs_img *m = &in->img;
	unsigned int last = m->nva ? m->nva - 1u : 0u;

	return k < last ? m->va[k] : m->va[last] + (k - last);
}

/* llvm's text of the bytes (the table printer, as the disassembler prints
 * them), for what the emulator runs and what it refuses alike. */
int gsi_emu_inst_text(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
		      uint64_t pc, char *buf, size_t size)
{
	unsigned int flags = w->lanes == 64 || e->target->gen == GS_GEN_GFX9 ? GS_DISASM_WAVE64 : 0;

	/* what only llvm-mc's disassembler prints (a VOPD pair against the bank rules) */
	if (!gsi_tab_disasm(e->target, flags, p, avail, pc, buf, size) &&
	    !gsi_tab_disasm(e->target, flags | GS_DISASM_LLVM_DISASSEMBLER, p, avail, pc, buf, size))
		return -1;
	return (int)strlen(buf);
}
