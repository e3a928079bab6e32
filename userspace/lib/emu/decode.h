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

#include "isa/inst.h"

struct emu;
struct wave;

/* VOPD halves the hand-shaped table has no op for: exec_dpp.c runs them. */
enum emu_vopd_special { EMU_VOPD_NONE, EMU_VOPD_DOT2ACC_F16, EMU_VOPD_DOT2ACC_BF16, EMU_VOPD_MUL_DX9 };

/* One half of a VOPD pair as encoded (the checker's view). */
struct emu_vopd_half {
	const char *name;      /* "v_dual_mul_f32" */
	uint16_t src0;         /* 9-bit operand code */
	uint8_t vsrc1, vdst;   /* VGPR numbers */
	uint8_t has_vsrc1;
	int8_t k_pos;          /* operand index of the K literal (fmamk 2, fmaak 3), -1 none */
	uint8_t special;       /* enum emu_vopd_special */
};

struct emu_fetch {
	struct gs_inst in[2];  /* in[1]: the Y half of a VOPD pair */
	unsigned int n;        /* instructions: 1, or 2 for a VOPD pair */
	unsigned int size;     /* bytes, literal included */
	struct emu_vopd_half vopd[2];  /* n == 2: X and Y as encoded */
	const char *why;       /* size 0: why the bytes are refused, when known */
	int table_text;        /* run as another instruction: print with the table-driven layer */
	int fault;             /* size 0: why is a fault the program raised (v_illegal), not a refusal */
};

/* Decode the instruction at p (avail bytes readable): its size, 0 when no
 * decoder of the target knows the bytes. */
unsigned int gsi_emu_decode(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f);

/* DPP16/DPP8 forms of VOP1/VOP2/VOPC/VOP3 and VOPD pairs (decode_ext.c,
 * gfx11 and gfx12): the size, 0 when the bytes are none of them (then the
 * hand-shaped decoder takes them), with *bad set when they are but cannot
 * be emulated. */
unsigned int gsi_emu_decode_ext(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
				struct emu_fetch *f, int *bad);

/* Their text: the table-driven disassembler's, else (a VOPD pair breaking
 * the assembler's rules) composed from the halves. */
int gsi_emu_ext_text(struct emu *e, const struct wave *w, const struct emu_fetch *f, const uint8_t *p,
		     size_t avail, uint64_t pc, char *buf, size_t size);

/* gfx9 (CDNA3/CDNA4) through the table-driven layer (decode_gfx9.c): the
 * size, 0 when the bytes are no instruction the emulator executes. */
unsigned int gsi_emu_decode_gfx9(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
				 struct gs_inst *in);

/* LLVM-syntax text of the instruction at p, for messages; the length
 * written (snprintf semantics), or -1 when the bytes do not decode. */
int gsi_emu_inst_text(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
		      uint64_t pc, char *buf, size_t size);

#endif /* GS_EMU_DECODE_H */
