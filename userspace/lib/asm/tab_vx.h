/* SPDX-License-Identifier: MIT */
/*
 * The vx family's assembler files (tab_vx*_asm.c): VOP3P/VOP3PX2, VOPD,
 * VINTERP, LDSDIR; isa/tab_vx.h is its printer.  Not a public interface.
 */
#ifndef GS_ASM_TAB_VX_H
#define GS_ASM_TAB_VX_H

#include "asm/tab.h"
#include "isa/tab_vx.h"

/* tab_vx_vop3p_asm.c, tab_vx_x2_asm.c, tab_vx_vopd_asm.c, tab_vx_interp_asm.c */
int gsi_vx_asm_vop3p(struct gsi_tab_asm *a);
int gsi_vx_asm_x2(struct gsi_tab_asm *a);
int gsi_vx_asm_vopd(struct gsi_tab_asm *a);
int gsi_vx_asm_interp(struct gsi_tab_asm *a);

/* -------------------------------------------------- tab_vx_asm.c helpers */

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

/* An operand with every field zero and its strings empty, without clearing
 * the string buffers past their first byte (gsi_opnd_clear). */
static inline void gsi_vx_opnd_clear(struct gsi_vx_opnd *x)
{
	gsi_opnd_clear(&x->o);
	x->neg = x->abs = x->lit = 0;
	x->col = 0;
	x->text[0] = 0;
}

/* gsi_vx_ops as memset would leave it, up to the bytes past each string's end */
static inline void gsi_vx_ops_clear(struct gsi_vx_ops *ops)
{
	for (unsigned int i = 0; i < 8; i++)
		gsi_vx_opnd_clear(&ops->o[i]);
	for (unsigned int i = 0; i < 16; i++) {
		ops->m[i].key[0] = ops->m[i].val[0] = 0;
		ops->m[i].has_val = 0;
		ops->m[i].col = 0;
	}
	ops->n = ops->nm = 0;
}

/* Split "a, b, c mod mod:v" (errors reported; 0 then). */
int gsi_vx_split(struct gsi_tab_asm *a, const char *rest, unsigned int rcol, struct gsi_vx_ops *ops);

/* A number operand -> code (inline) or 255 and *lit; 0 when it cannot be encoded. */
int gsi_vx_imm(const struct gsi_vx_opnd *o, enum gsi_vx_type t, unsigned int *code, uint32_t *lit);

/* "[1,0,1]" with 1..max(n,4) entries -> bits (the first n, missing ones 0); 0 when malformed. */
int gsi_vx_list(const char *val, unsigned int n, unsigned int *bits);
/* A modifier's integer value in 0..max (error reported otherwise). */
int gsi_vx_mod_int(struct gsi_tab_asm *a, const struct gsi_vx_mod *m, unsigned int max, unsigned int *v);

/* Emit words as little-endian bytes into a->out. */
void gsi_vx_out(struct gsi_tab_asm *a, const uint32_t *w, unsigned int bytes);

#endif /* GS_ASM_TAB_VX_H */
