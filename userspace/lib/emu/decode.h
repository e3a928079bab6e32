/* SPDX-License-Identifier: MIT */
/*
 * Instruction fetch for the emulator: the bytes at a wave's PC -> the
 * decoded form(s) exec.c executes, and their text for diagnostics.  Every
 * decoder the emulator uses plugs in here (decode.c), so exec.c never asks
 * which generation or encoding it runs.
 */
#ifndef GS_EMU_DECODE_H
#define GS_EMU_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "asm/isa.h"

struct emu;
struct wave;

struct emu_fetch {
	struct gs_inst in[2];  /* in[1]: the Y half of a VOPD pair */
	unsigned int n;        /* instructions: 1, or 2 for a VOPD pair */
	unsigned int size;     /* bytes, literal included */
};

/* Decode the instruction at p (avail bytes readable): its size, 0 when no
 * decoder of the target knows the bytes. */
unsigned int gsi_emu_decode(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f);

/* LLVM-syntax text of the instruction at p, for messages; the length
 * written (snprintf semantics), or -1 when the bytes do not decode. */
int gsi_emu_inst_text(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
		      uint64_t pc, char *buf, size_t size);

#endif /* GS_EMU_DECODE_H */
