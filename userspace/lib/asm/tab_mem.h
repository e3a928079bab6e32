/* SPDX-License-Identifier: MIT */
/*
 * The mem family's assembler (DS, FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF/VBUFFER,
 * MIMG/VIMAGE/VSAMPLE, EXP): line splitting, modifier parsing and operand
 * checks.  tab_mem_asm.c holds the entry point, one file per class group
 * (tab_mem_*_asm.c) its assembler; isa/tab_mem.h is the printer's half.
 */
#ifndef GS_ASM_TAB_MEM_H
#define GS_ASM_TAB_MEM_H

#include "asm/tab.h"
#include "isa/tab_mem.h"

/* A line split into operands and trailing modifiers. */
#define MEM_MAX_LIST 16
struct mem_opnd {
	struct opnd o;
	unsigned int nlist;              /* a [v1, v2] list: registers */
	struct opnd list[MEM_MAX_LIST];
};

struct mem_modtok {
	char key[32];
	char val[96];
	int has_val;
	unsigned int col;
};

struct mem_line {
	struct mem_opnd op[8];
	unsigned int n;
	struct mem_modtok m[20];
	unsigned int nm;
};

/* Apply the parsed modifiers to w (defaults already set); 0 after an error. */
int gsi_mem_asm_mods(struct gsi_tab_asm *a, const struct mem_view *v, const struct mem_mod *l,
		     const struct mem_line *ml, uint32_t *w);
/* Split a's operand text; exp: the first word is a target without a comma. */
int gsi_mem_split(struct gsi_tab_asm *a, struct mem_line *ml, int exp);

/* Operand checks for the assembler: 1 and *n on success, 0 after an error. */
int gsi_mem_want_vreg(struct gsi_tab_asm *a, const struct opnd *o, unsigned int width, int agpr_ok,
		      unsigned int *n, int *agpr);
int gsi_mem_want_sreg(struct gsi_tab_asm *a, const struct opnd *o, unsigned int width,
		      unsigned int *code);
/* soffset-like source: SGPR, m0, null, inline integer; the layout's code. */
int gsi_mem_want_ssrc(struct gsi_tab_asm *a, const struct opnd *o, unsigned int *code);
int gsi_mem_count(struct gsi_tab_asm *a, const struct mem_line *ml, unsigned int lo, unsigned int hi);

void gsi_mem_store(struct gsi_tab_asm *a, const uint32_t *w, unsigned int ndw);

/* class groups */
int gsi_mem_asm_ds(struct gsi_tab_asm *a, const struct gs_isa_inst *row);
int gsi_mem_asm_flat(struct gsi_tab_asm *a, const struct gs_isa_inst *row);
int gsi_mem_asm_buf(struct gsi_tab_asm *a, const struct gs_isa_inst *row);
int gsi_mem_asm_img(struct gsi_tab_asm *a, const struct gs_isa_inst *row);
int gsi_mem_asm_exp(struct gsi_tab_asm *a, const struct gs_isa_inst *row);

#endif /* GS_ASM_TAB_MEM_H */
