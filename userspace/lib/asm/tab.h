/* SPDX-License-Identifier: MIT */
/*
 * The table-driven instruction layer: assembles and disassembles every
 * instruction of the generated tables (userspace/lib/isa, every target LLVM 22
 * knows: gfx9 CDNA, gfx11, gfx12, gfx1250) from the class formats below and
 * each row's operand list.  The hand-shaped path (inst.c/decode.c/text.c, whose
 * decoded form the emulator executes) runs first; this layer takes whatever it
 * does not know.  Not a public interface.
 *
 * Files: tab_layout.c (bit layout of each class per layout), tab_core.c (class
 * detection, row lookup, dispatch, the two hooks), tab_operand.c (operand codes
 * <-> text per layout), tab_scalar.c (SOP*, SMEM), tab_valu.c (VOP1, VOP2, VOPC,
 * VOP3, VOP3SD with DPP/SDWA), tab_vx.c (VOP3P, VOPD, VINTERP, LDSDIR), tab_mem.c (DS, FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF,
 * VBUFFER, MIMG/VIMAGE/VSAMPLE, EXP).
 */
#ifndef GS_ASM_TAB_H
#define GS_ASM_TAB_H

#include <stddef.h>
#include <stdint.h>

#include "asm/asm_int.h"
#include "gfxshim/isa.h"
#include "gfxshim/target.h"

#include "isa/tab_fmt.h"

/* ---------------------------------------------------------- text building */

struct gsi_tab_line {
	char *buf;
	size_t size, len;
	int nops;                /* operands written so far */
};

void gsi_tab_line_init(struct gsi_tab_line *l, char *buf, size_t size);
void gsi_tab_text(struct gsi_tab_line *l, const char *s);              /* raw append */
void gsi_tab_operand(struct gsi_tab_line *l, const char *s);           /* " s" first, ", s" later */
void gsi_tab_modifier(struct gsi_tab_line *l, const char *s);          /* " s" */

/* ------------------------------------------------------------- operands */

/*
 * Scalar/vector source operand codes use the layout's numbering: on gfx9
 * m0 is 124 and there is no null; on gfx11/gfx12 null is 124 and m0 125.
 * In a 9-bit source field VGPR n is 256 + n; AGPR n (gfx9, acc bit set) is
 * passed as 256 + n with agpr = 1.
 */
struct gsi_tab_src {
	unsigned int code;       /* operand code in the layout's numbering */
	unsigned int width;      /* registers (dwords) of a register operand */
	int agpr;                /* the VGPR code names an AGPR */
	uint32_t literal;        /* code 255: the literal dword */
	int fp;                  /* operand is floating point (prints inline floats) */
	unsigned int bits;       /* 16, 32 or 64: operand size (literal/constant printing) */
};

/* Text of an operand; returns the length (snprintf semantics). */
int gsi_tab_src_text(const struct gsi_tab_ctx *c, const struct gsi_tab_src *s, char *buf, size_t size);

/* Register text for a VGPR/AGPR/SGPR/TTMP index of kind k (gs_isa_kind), width registers. */
int gsi_tab_reg_text(enum gs_isa_kind k, unsigned int n, unsigned int width, char *buf, size_t size);

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
	struct gs_isa_inst rows[16];      /* the target's rows of this mnemonic, class order */
	unsigned int nrows;
	uint8_t out[40];                  /* the encoding, on success */
	unsigned int size;
};

/*
 * Family entry points.  print: text of d (d->row/fmt/w filled; w holds every
 * available dword), returns the instruction's size in bytes or 0 when the
 * bytes are not a valid encoding.  assemble: 1 and a->out/size on success,
 * 0 after reporting an error through gsi_asm_error(), -1 when the family does
 * not take this mnemonic.
 */
unsigned int gsi_tab_print_scalar(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				  char *buf, size_t size);
int gsi_tab_asm_scalar(struct gsi_tab_asm *a);
unsigned int gsi_tab_print_valu(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				char *buf, size_t size);
int gsi_tab_asm_valu(struct gsi_tab_asm *a);
/* VOP3P/VOP3PX2 (packed, dot, WMMA/SWMMAC, MFMA/SMFMAC), VOPD, VINTERP/VINTRP, LDSDIR */
unsigned int gsi_tab_print_vx(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			      char *buf, size_t size);
int gsi_tab_asm_vx(struct gsi_tab_asm *a);
/* gfx1250 VOPD3, which the tables have no rows for: print d's words (0: not
 * VOPD3); a VOPD3-only v_dual_* name as a row of class VOPD3_X (0: none) */
unsigned int gsi_vx_print_vopd3(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, char *buf, size_t size);
unsigned int gsi_vx_vopd3_row(const struct gsi_tab_ctx *c, const char *mnem, struct gs_isa_inst *row);
unsigned int gsi_tab_print_mem(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       char *buf, size_t size);
int gsi_tab_asm_mem(struct gsi_tab_asm *a);

/* ---------------------------------------------------------------- hooks */

/* Disassemble one instruction of any class: its size in bytes, 0 when the
 * bytes are not an instruction of the target (buf then holds ".long"). */
unsigned int gsi_tab_disasm(const struct gs_target *t, unsigned int flags, const uint8_t *p,
			    size_t avail, uint64_t pc, char *buf, size_t size);

/* Assemble one line whose mnemonic the hand-shaped table does not know:
 * 1 emitted, 0 errors reported, -1 the tables do not know the mnemonic either. */
int gsi_tab_assemble(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
		     unsigned int rcol);

/* Operand splitting shared with inst.c: "a, b, c mod:1 mod2". */
struct gsi_operands {
	struct opnd o[MAX_OPNDS];
	unsigned int n;
	struct modifier m[MAX_MODS];
	unsigned int nm;
};

int gsi_asm_split(struct asm_state *st, const char *rest, unsigned int rcol, struct gsi_operands *ops);

#endif /* GS_ASM_TAB_H */
