/* SPDX-License-Identifier: MIT */
/*
 * The table-driven assembler: assembles every instruction of the generated
 * tables (userspace/lib/isa, every target LLVM 22 knows: gfx9 CDNA, gfx11,
 * gfx12, gfx1250) from the class formats and each row's operand list, and
 * checks each line it emits by printing it back through the table printer
 * (isa/tab_print.h).  It takes every instruction line (asm/instruction.c
 * calls it after the rewrites llvm-mc-22 accepts).  Not a public interface.
 *
 * Files: tab_core_asm.c (row lookup, family dispatch), tab_operand_asm.c
 * (operand text -> codes), tab_scalar*_asm.c, tab_valu_asm.c, tab_vx*_asm.c,
 * tab_mem*_asm.c, tab_valu_split.c and tab_mem_split.c (one family each).
 */
#ifndef GS_ASM_TAB_H
#define GS_ASM_TAB_H

#include <stddef.h>
#include <stdint.h>

#include "asm/asm_int.h"
#include "gfxshim/isa.h"
#include "gfxshim/target.h"

#include "isa/tab_print.h"

/* ------------------------------------------------------------- operands */

/* A parsed operand (asm_int.h struct opnd, gfx11 numbering) -> layout code;
 * -1 when the layout has no such operand (e.g. null on gfx9). */
int gsi_tab_src_code(const struct gsi_tab_ctx *c, const struct opnd *o);
/* A name llvm accepts for a code above the SGPRs (flat_scratch, src_shared_base, null, ...):
 * 1 and *code, *width (0: any width); 0 when the layout has no such name. */
int gsi_tab_named_src(const struct gsi_tab_ctx *c, const char *s, unsigned int *code, unsigned int *width);
/* Inline constant code of an integer / a float (-1 when not inline). */
int gsi_tab_inline_code(int64_t v, unsigned int bits);
int gsi_tab_inline_float_code(double d, unsigned int bits);
/* An integer operand value whose bits are an inline constant of a bits-wide operand
 * (-16..64, or the pattern of 0.5 .. -4.0, 1/(2*pi)): its code, else -1. */
int gsi_tab_int_inline_code(int64_t v, unsigned int bits);
/* The bit pattern of a float in an operand of bits 16/32/64. */
int gsi_tab_float_bits(double d, unsigned int bits, uint64_t *out);

/* ------------------------------------------------------------- families */

/* What an assembler family gets: one instruction line and its candidate rows. */
struct gsi_tab_asm {
	struct asm_state *st;
	const struct gsi_tab_ctx *ctx;
	const char *mnem;                 /* as written */
	const char *name;                 /* _e32/_e64/_dpp/_sdwa suffix removed */
	const char *suffix;               /* "" or the suffix removed */
	unsigned int mcol;
	const char *rest;                 /* operand text */
	unsigned int rcol;
	unsigned int nrows;
	uint8_t out[40];                  /* the encoding, on success */
	struct asm_built_vop vop;         /* a VALU encoding's operands (asm_int.h), on success */
	unsigned int size;
	/* last: the lookup fills rows[0..nrows), the rest is never read (not zeroed) */
	struct gs_isa_inst rows[16];      /* the target's rows of this mnemonic, class order */
};

/*
 * Family assemblers: 1 and a->out/size on success, 0 after reporting an
 * error through gsi_asm_error(), -1 when the family does not take this
 * mnemonic.
 */
int gsi_tab_asm_scalar(struct gsi_tab_asm *a);
int gsi_tab_asm_valu(struct gsi_tab_asm *a);
/* VOP3P/VOP3PX2 (packed, dot, WMMA/SWMMAC, MFMA/SMFMAC), VOPD, VINTERP/VINTRP, LDSDIR */
int gsi_tab_asm_vx(struct gsi_tab_asm *a);
/* A gfx1250 VOPD3-only v_dual_* name as a row of class VOPD3_X (0: none) */
unsigned int gsi_vx_vopd3_row(const struct gsi_tab_ctx *c, const char *mnem, struct gs_isa_inst *row);
int gsi_tab_asm_mem(struct gsi_tab_asm *a);

/* ---------------------------------------------------------------- hooks */

/* Assemble one instruction line: 1 emitted, 0 errors reported. */
int gsi_tab_assemble(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
		     unsigned int rcol);

/* The one operand splitter (tab_split.c): operand text into words, which
 * each family reads as operands and modifiers.  Pointers into the text. */
#define GSI_MAX_WORDS 64
struct gsi_words {
	struct gsi_word {
		const char *s;           /* the word, len characters (not terminated) */
		unsigned int len, col;
		unsigned int comma;      /* column of the comma before it, 0 when none */
		unsigned char item_start, item_end;  /* first word of a comma item; a comma follows */
	} w[GSI_MAX_WORDS];
	unsigned int n;
	unsigned int empty;          /* column of a comma with no operand before it, 0 none */
	unsigned int trailing_comma; /* column after a comma that ends the text, 0 none */
	int overflow;                /* more than GSI_MAX_WORDS words */
};

void gsi_split_words(const char *rest, unsigned int rcol, struct gsi_words *ws);

/* The VALU family's reading of the words (tab_valu_split.c): "a, b, c mod:1 mod2". */
struct gsi_operands {
	struct opnd o[MAX_OPNDS];
	unsigned int n;
	struct modifier m[MAX_MODS];
	unsigned int nm;
};

int gsi_asm_split(struct asm_state *st, const char *rest, unsigned int rcol, struct gsi_operands *ops);

#endif /* GS_ASM_TAB_H */
