// SPDX-License-Identifier: MIT
/*
 * The emulator's instruction fetch (decode.h): the hand-shaped tables'
 * decoder (asm/decode.c, gfx11 and gfx12) first.
 */
#include <stdio.h>
#include <string.h>

#include "emu/decode.h"
#include "emu/emu.h"

unsigned int gsi_emu_decode(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f)
{
	memset(f, 0, sizeof(*f));
	f->size = e->isa ? gs_decode(e->isa, p, avail, &f->in[0]) : 0;
	if (!f->size)
		return 0;
	f->n = 1;
	f->in[0].wave64 = w->lanes == 64;
	return f->size;
}

int gsi_emu_inst_text(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
		      uint64_t pc, char *buf, size_t size)
{
	struct emu_fetch f;

	if (!gsi_emu_decode(e, w, p, avail, &f))
		return -1;
	return gs_inst_text(e->target->gen, &f.in[0], pc, buf, size);
}
