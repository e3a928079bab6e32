/* SPDX-License-Identifier: MIT */
/*
 * The vx family's files (tab_vx*.c): VOP3P/VOP3PX2, VOPD, VINTERP, LDSDIR.
 * Not a public interface.
 */
#ifndef GS_ASM_TAB_VX_H
#define GS_ASM_TAB_VX_H

#include "asm/tab.h"

/* tab_vx_vop3p.c, tab_vx_x2.c, tab_vx_vopd.c, tab_vx_interp.c */
unsigned int gsi_vx_print_vop3p(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				char *buf, size_t size);
int gsi_vx_asm_vop3p(struct gsi_tab_asm *a);
unsigned int gsi_vx_print_x2(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, char *buf, size_t size);
int gsi_vx_asm_x2(struct gsi_tab_asm *a);
unsigned int gsi_vx_print_vopd(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       char *buf, size_t size);
int gsi_vx_asm_vopd(struct gsi_tab_asm *a);
unsigned int gsi_vx_print_interp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				 char *buf, size_t size);
int gsi_vx_asm_interp(struct gsi_tab_asm *a);

/* ------------------------------------------------------ tab_vx.c helpers */

/* How a source takes numbers (inline constants, literal width and printing). */
enum gsi_vx_type {
	GSI_VX_T32,    /* 32-bit (and packed int16, f32 pairs): f32 inline patterns */
	GSI_VX_TF16,   /* (packed) f16: f16 inline patterns, floats as f16 */
	GSI_VX_TBF16,  /* (packed) bf16 */
	GSI_VX_TMIX,   /* v_fma_mix* sources: 16-bit values, always sign-extended */
	GSI_VX_TMIXBF, /* v_fma_mix*_bf16 sources: the same with bf16 inline patterns */
};

/* One parsed source: a register (layout code), a number, with -x/neg(x), |x|/abs(x), lit(x). */
struct gsi_vx_opnd {
	struct opnd o;          /* kind, nregs, vgpr, agpr, ival, fval; o.code: layout code */
	int neg, abs, lit;
	unsigned int col;
	char text[64];
};

struct gsi_vx_mod {
	char key[32];
	char val[64];           /* "" when the modifier has no value */
	int has_val;
	unsigned int col;
};

struct gsi_vx_ops {
	struct gsi_vx_opnd o[8];
	unsigned int n;
	struct gsi_vx_mod m[16];
	unsigned int nm;
};

/* Split "a, b, c mod mod:v" (errors reported; 0 then). */
int gsi_vx_split(struct gsi_tab_asm *a, const char *rest, unsigned int rcol, struct gsi_vx_ops *ops);

/* A number operand -> code (inline) or 255 and *lit; 0 when it cannot be encoded. */
int gsi_vx_imm(const struct gsi_vx_opnd *o, enum gsi_vx_type t, unsigned int *code, uint32_t *lit);
/* Text of literal v as llvm prints it for type t: "0x..", or "lit(0x..)" when the
 * plain number would assemble to something else. */
void gsi_vx_lit_text(uint32_t v, enum gsi_vx_type t, char *buf, size_t size);

/* "[1,0,1]" with 1..max(n,4) entries -> bits (the first n, missing ones 0); 0 when malformed. */
int gsi_vx_list(const char *val, unsigned int n, unsigned int *bits);
/* name:[b0,b1,...] with n entries. */
void gsi_vx_bits(struct gsi_tab_line *l, const char *name, unsigned int v, unsigned int n);
/* A modifier's integer value in 0..max (error reported otherwise). */
int gsi_vx_mod_int(struct gsi_tab_asm *a, const struct gsi_vx_mod *m, unsigned int max, unsigned int *v);

/* Emit words as little-endian bytes into a->out. */
void gsi_vx_out(struct gsi_tab_asm *a, const uint32_t *w, unsigned int bytes);

#endif /* GS_ASM_TAB_VX_H */
