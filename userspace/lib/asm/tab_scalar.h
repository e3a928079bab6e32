/* SPDX-License-Identifier: MIT */
/* The scalar family's symbolic operands, parsed (tab_scalar_sym_asm.c); isa/tab_scalar.h prints them. */
#ifndef GS_ASM_TAB_SCALAR_H
#define GS_ASM_TAB_SCALAR_H

#include "asm/tab.h"
#include "isa/tab_scalar.h"

/* Parsing one operand's text (s, starting at column col): 1 and *v, or 0
 * after an error naming what was expected. */
int gsi_sc_waitcnt_parse(struct asm_state *st, const struct gsi_tab_ctx *c, const char *s, unsigned int col,
			 uint32_t *v);
int gsi_sc_sendmsg_parse(struct asm_state *st, const struct gsi_tab_ctx *c, const char *s, unsigned int col,
			 uint32_t *v);
int gsi_sc_hwreg_parse(struct asm_state *st, const struct gsi_tab_ctx *c, const char *s, unsigned int col,
		       uint32_t *v);
int gsi_sc_depctr_parse(struct asm_state *st, const struct gsi_tab_ctx *c, const char *s, unsigned int col,
			uint32_t *v);
int gsi_sc_delay_alu_parse(struct asm_state *st, const char *s, unsigned int col, uint32_t *v);
int gsi_sc_version_parse(struct asm_state *st, const char *s, unsigned int col, uint32_t *v);
int gsi_sc_gpr_idx_parse(struct asm_state *st, const char *s, unsigned int col, uint32_t *v);

/* An integer expression: numbers (decimal, 0x, 0b), unary - ~, binary | & + -, parentheses. */
int gsi_sc_int(const char *s, int64_t *v);

#endif /* GS_ASM_TAB_SCALAR_H */
