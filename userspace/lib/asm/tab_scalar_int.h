/* SPDX-License-Identifier: MIT */
/* Internals shared by the scalar family's assembler files (tab_scalar*_asm.c). */
#ifndef GS_ASM_TAB_SCALAR_INT_H
#define GS_ASM_TAB_SCALAR_INT_H

#include "asm/tab.h"
#include "isa/tab_scalar.h"

/* Operand text split at commas, each item in blank-separated words (modifiers follow the operand). */
#define SC_MAX_ITEMS 8
#define SC_MAX_WORDS 8
struct sc_item { char w[SC_MAX_WORDS][96]; unsigned int col[SC_MAX_WORDS]; unsigned int nw; };
struct sc_items {
	struct sc_item item[SC_MAX_ITEMS];
	unsigned int n;
	int overflow;
	unsigned int trailing_comma, empty;   /* columns of a ',' ending the text, of an empty operand */
};

void gsi_sc_split(const char *rest, unsigned int rcol, struct sc_items *it);
/* Exactly n operands, one word each (SMEM items may carry modifiers); 0 after an error. */
int gsi_sc_count(struct gsi_tab_asm *a, const struct sc_items *it, unsigned int n);
int gsi_sc_parse_src(struct gsi_tab_asm *a, const char *s, unsigned int col, unsigned int width,
		     unsigned int *code, uint64_t *lit, int *has_lit);
int gsi_sc_parse_dst(struct gsi_tab_asm *a, const char *s, unsigned int col, unsigned int width, unsigned int *code);

/* SMEM per layout (tab_scalar_smem_asm.c). */
int gsi_sc_asm_smem(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct sc_items *it);

#endif /* GS_ASM_TAB_SCALAR_INT_H */
