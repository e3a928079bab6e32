/* SPDX-License-Identifier: MIT */
/*
 * The mem family of the table-driven layer (DS, FLAT/GLOBAL/SCRATCH,
 * MUBUF/MTBUF/VBUFFER, MIMG/VIMAGE/VSAMPLE, EXP): shared modifier engine,
 * line splitting and operand helpers.  tab_mem.c holds the entry points, one
 * file per class group holds its print and assemble functions.
 */
#ifndef GS_ASM_TAB_MEM_H
#define GS_ASM_TAB_MEM_H

#include "asm/tab.h"

/* Modifier kinds, in the order a class prints them (llvm's asm strings). */
enum mem_mk {
	MK_END = 0,
	MK_FLAG,      /* name when the bit is set */
	MK_OFFU,      /* offset:N, unsigned field */
	MK_OFFS,      /* offset:N, signed field */
	MK_TH,        /* th:TH_* (gfx12) */
	MK_SCOPE,     /* scope:SCOPE_* (gfx12) */
	MK_FMT9,      /* format:[BUF_DATA_FORMAT_*,BUF_NUM_FORMAT_*] (gfx9: dfmt here, nfmt at aux) */
	MK_UFMT,      /* format:[BUF_FMT_*] unified format (gfx11+) */
	MK_DMASK,     /* dmask:0xN (not printed when 0) */
	MK_DIM,       /* dim:SQ_RSRC_IMG_* (always printed) */
};

struct mem_mod {
	const char *name;
	uint8_t kind, dw, lo, width;
	uint8_t adw, alo;    /* MK_FMT9: the nfmt field (3 bits) */
};

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

/* What the class printers/assemblers share. */
struct mem_view {
	const struct gsi_tab_ctx *c;
	const struct gs_isa_inst *row;
	const char *name;
	int atomic, store, cmpswap;
	int th_kind;                     /* 0 load, 1 store, 2 atomic */
};

void gsi_mem_view(struct mem_view *v, const struct gsi_tab_ctx *c, const struct gs_isa_inst *row);

/* Print the modifiers of list l from words w. 0 when a field holds a value
 * llvm would not print back the same (the encoding is then refused). */
int gsi_mem_print_mods(const struct mem_view *v, const struct mem_mod *l, const uint32_t *w,
		       struct gsi_tab_line *line);
/* Apply the parsed modifiers to w (defaults already set); 0 after an error. */
int gsi_mem_asm_mods(struct gsi_tab_asm *a, const struct mem_view *v, const struct mem_mod *l,
		     const struct mem_line *ml, uint32_t *w);
/* Split a's operand text; exp: the first word is a target without a comma. */
int gsi_mem_split(struct gsi_tab_asm *a, struct mem_line *ml, int exp);

/* Register text helpers. */
void gsi_mem_reg(struct gsi_tab_line *l, enum gs_isa_kind k, unsigned int n, unsigned int width);
/* An SGPR-ish operand (soffset, saddr) in the layout's numbering. */
void gsi_mem_src(const struct gsi_tab_ctx *c, struct gsi_tab_line *l, unsigned int code,
		 unsigned int width);

/* Operand checks for the assembler: 1 and *n on success, 0 after an error. */
int gsi_mem_want_vreg(struct gsi_tab_asm *a, const struct opnd *o, unsigned int width, int agpr_ok,
		      unsigned int *n, int *agpr);
int gsi_mem_want_sreg(struct gsi_tab_asm *a, const struct opnd *o, unsigned int width,
		      unsigned int *code);
/* soffset-like source: SGPR, m0, null, inline integer; the layout's code. */
int gsi_mem_want_ssrc(struct gsi_tab_asm *a, const struct opnd *o, unsigned int *code);
int gsi_mem_count(struct gsi_tab_asm *a, const struct mem_line *ml, unsigned int lo, unsigned int hi);

/* The "off" saddr code of the layout (gfx9: 0x7f, later: null). */
static inline unsigned int gsi_mem_saddr_off(const struct gsi_tab_ctx *c)
{
	return c->layout == GSI_LAYOUT_GFX9 ? 0x7f : 0x7c;
}

void gsi_mem_store(struct gsi_tab_asm *a, const uint32_t *w, unsigned int ndw);
/* The prefix and opcode bits of format f in dword dw (bits every encoding
 * of the class may set without an operand or modifier describing them). */
uint32_t gsi_mem_fixed_mask(const struct gsi_tab_fmt *f, unsigned int dw);
/* The bits of dword dw the modifier list l describes. */
uint32_t gsi_mem_mods_mask(const struct mem_mod *l, unsigned int dw);

/* class groups */
unsigned int gsi_mem_print_ds(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
int gsi_mem_asm_ds(struct gsi_tab_asm *a, const struct gs_isa_inst *row);
unsigned int gsi_mem_print_flat(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
int gsi_mem_asm_flat(struct gsi_tab_asm *a, const struct gs_isa_inst *row);
unsigned int gsi_mem_print_buf(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
int gsi_mem_asm_buf(struct gsi_tab_asm *a, const struct gs_isa_inst *row);
unsigned int gsi_mem_print_img(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
int gsi_mem_asm_img(struct gsi_tab_asm *a, const struct gs_isa_inst *row);
unsigned int gsi_mem_print_exp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
int gsi_mem_asm_exp(struct gsi_tab_asm *a, const struct gs_isa_inst *row);

#endif /* GS_ASM_TAB_MEM_H */
