/* SPDX-License-Identifier: MIT */
/*
 * Instruction fetch for the emulator: the bytes at a wave's PC -> the
 * decoded form(s) exec.c executes, and their text for diagnostics: the
 * one decoder (isa/decode.c) and what the wave adds (decode.c), so exec.c
 * never asks which generation or encoding it runs.
 */
#ifndef GS_EMU_DECODE_H
#define GS_EMU_DECODE_H

#include <stddef.h>
#include <stdint.h>

#include "isa/inst.h"

struct emu;
struct wave;

struct emu_fetch {
	struct gs_inst in[2];  /* in[1]: the Y half of a VOPD pair */
	unsigned int n;        /* instructions: 1, or 2 for a VOPD pair */
	unsigned int size;     /* bytes, literal included */
	struct gs_vopd_half vopd[2];  /* n == 2: X and Y as encoded */
	const char *why;       /* size 0: why the bytes are refused, when known */
	int table_text;        /* run as another instruction: print with the table-driven layer */
	unsigned int row;      /* the table row the decoder found (GS_ISA_NROWS: none) */
	int fault;             /* size 0: why is a fault the program raised (v_illegal), not a refusal */
};

/* Decode the instruction at p (avail bytes readable): its size, 0 when no
 * decoder of the target knows the bytes. */
unsigned int gsi_emu_decode(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f);

/* Bytes the decoder filled no instruction for (fetch.c; d: what it found):
 * their row run as another instruction (its size, f filled), else 0 with
 * f->why set. */
unsigned int gsi_emu_refused(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			     const struct gs_decoded *d, struct emu_fetch *f);

/* LLVM-syntax text of the instruction at p, for messages; the length
 * written (snprintf semantics), or -1 when the bytes do not decode. */
int gsi_emu_inst_text(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
		      uint64_t pc, char *buf, size_t size);

#endif /* GS_EMU_DECODE_H */
