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

/* Why bytes no decoder of the emulator takes are refused: an instruction
 * of the target the emulator lacks, or none of the target's at all (the
 * enumerated tables of everything llvm-mc-22 knows decide). */
static unsigned int refused(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f)
{
	char text[GS_DISASM_TEXT_MAX];

	if (f->why)
		return 0;
	if (gsi_tab_disasm(e->target, w->lanes == 64 ? GS_DISASM_WAVE64 : 0, p, avail, w->pc, text, sizeof(text)))
		f->why = "an instruction of this target the emulator does not execute yet (not emulated; see Documentation/emulator-coverage.rst)";
	else
		f->why = "illegal instruction: no instruction of this target is encoded so (the target lacks it, or the bytes are not code)";
	return 0;
}

unsigned int gsi_emu_decode(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f)
{
	int ext_bad = 0;

	memset(f, 0, sizeof(*f));
	if (e->target->gen == GS_GEN_GFX9) {  /* CDNA: the table-driven layer */
		f->size = gsi_emu_decode_gfx9(e, w, p, avail, &f->in[0]);
		f->n = f->size ? 1 : 0;
		return f->size ? f->size : refused(e, w, p, avail, f);
	}
	/* DPP and VOPD first: the hand-shaped decoder would take a DPP form
	 * as its base instruction with src0 = 0xFA */
	if (!gsi_emu_decode_ext(e, w, p, avail, f, &ext_bad) && ext_bad)
		return refused(e, w, p, avail, f);
	if (!f->size)
		f->size = e->isa ? gs_decode(e->isa, p, avail, &f->in[0]) : 0;
	if (!f->size)
		return refused(e, w, p, avail, f);
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
	if (f.n == 2 || f.in[0].dpp)  /* llvm's text from the table-driven disassembler */
		return gsi_emu_ext_text(e, w, &f, p, avail, pc, buf, size);
	return gs_inst_text(e->target->gen, &f.in[0], pc, buf, size);
}
