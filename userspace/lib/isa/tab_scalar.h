/* SPDX-License-Identifier: MIT */
/*
 * The scalar family's printer (tab_scalar.c, tab_scalar_smem.c,
 * tab_scalar_sym.c): what its files and the assembler's (asm/tab_scalar.h)
 * share.  Not a public interface.
 */
#ifndef GS_ISA_TAB_SCALAR_H
#define GS_ISA_TAB_SCALAR_H

#include "isa/isa_int.h"
#include "isa/tab_print.h"

/* How llvm prints a 16-bit immediate: hex, decimal up to 64 then hex, unsigned decimal (branches). */
enum sc_imm_style { SC_IMM_HEX, SC_IMM_DECHEX, SC_IMM_UDEC };

enum sc_imm_style gsi_sc_imm_style(const char *mnemonic, const char *cls);
int gsi_sc_imm_text(enum sc_imm_style s, unsigned int v, char *buf, size_t size);
unsigned int gsi_sc_src_bits(const char *mnemonic, const char *cls, unsigned int width);
/* Text of a scalar source code of width registers (bits: operand size, 0 from
 * the width; lit: the literal dword); 0 if it has none. */
int gsi_sc_src_text(const struct gsi_tab_ctx *c, unsigned int bits, uint32_t lit, unsigned int code,
		    unsigned int width, char *buf, size_t size);

/* SMEM per layout (tab_scalar_smem.c). */
unsigned int gsi_sc_print_smem(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);

/* Symbolic operands (tab_scalar_sym.c): each returns the text length, 0 when
 * llvm prints no symbolic form (the caller then prints the number). */
int gsi_sc_waitcnt_text(const struct gsi_tab_ctx *c, unsigned int imm, char *buf, size_t size);
int gsi_sc_sendmsg_text(const struct gsi_tab_ctx *c, unsigned int imm, char *buf, size_t size);
int gsi_sc_hwreg_text(const struct gsi_tab_ctx *c, unsigned int imm, char *buf, size_t size);
int gsi_sc_depctr_text(const struct gsi_tab_ctx *c, unsigned int imm, char *buf, size_t size);
/* -1: a field llvm prints as invalid (the encoding is refused) */
int gsi_sc_delay_alu_text(unsigned int imm, char *buf, size_t size);
int gsi_sc_version_text(unsigned int imm, char *buf, size_t size);
int gsi_sc_gpr_idx_text(unsigned int imm, char *buf, size_t size);

#endif /* GS_ISA_TAB_SCALAR_H */
