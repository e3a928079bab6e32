/* SPDX-License-Identifier: MIT */
/* Internals shared by the scalar family's files (tab_scalar*.c). */
#ifndef GS_ASM_TAB_SCALAR_INT_H
#define GS_ASM_TAB_SCALAR_INT_H

#include "asm/tab.h"

/* How llvm prints a 16-bit immediate: hex, decimal up to 64 then hex, unsigned decimal (branches). */
enum sc_imm_style { SC_IMM_HEX, SC_IMM_DECHEX, SC_IMM_UDEC };

enum sc_imm_style gsi_sc_imm_style(const char *mnemonic, const char *cls);
int gsi_sc_imm_text(enum sc_imm_style s, unsigned int v, char *buf, size_t size);
unsigned int gsi_sc_src_bits(const char *mnemonic, const char *cls, unsigned int width);
/* Text of a scalar source code of width registers (bits: operand size, 0 from
 * the width; lit: the literal dword); 0 if it has none. */
int gsi_sc_src_text(const struct gsi_tab_ctx *c, unsigned int bits, uint32_t lit, unsigned int code,
		    unsigned int width, char *buf, size_t size);

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

/* SMEM per layout (tab_scalar_smem.c, tab_scalar_smem_asm.c). */
unsigned int gsi_sc_print_smem(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
int gsi_sc_asm_smem(struct gsi_tab_asm *a, const struct gs_isa_inst *row, const struct sc_items *it);

#endif /* GS_ASM_TAB_SCALAR_INT_H */
