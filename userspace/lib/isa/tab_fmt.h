/* SPDX-License-Identifier: MIT */
/*
 * The encoding formats of the generated tables and the raw decoder on
 * them: which class and row a word belongs to, and the bit fields of each
 * class per encoding layout.  Below the one decoder (decode.c), the
 * assembler's table-driven layer and the disassembler's printers
 * (asm/tab*.c).  Not a public interface.
 */
#ifndef GS_ISA_TAB_FMT_H
#define GS_ISA_TAB_FMT_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/isa.h"
#include "gfxshim/target.h"
#include "isa/gen_isa_tables.h"

/* Encoding layouts: gfx1250 uses the gfx12 formats. */
enum gsi_layout { GSI_LAYOUT_GFX9, GSI_LAYOUT_GFX11, GSI_LAYOUT_GFX12 };

/* ---------------------------------------------------------------- formats */

/* A bit field of an encoding: dword index, low bit, width. */
struct gsi_tab_field {
	const char *name;   /* operand field name as in the tables ("vdst", "src0", ...) */
	uint8_t dw, lo, width;
	uint8_t scale;      /* register number = value * scale (SMEM sbase: 2) */
	uint8_t src9;       /* 9-bit source: VGPR n is 256 + n */
};

struct gsi_tab_const {
	const char *name;
	uint8_t dw, lo, width;
	uint32_t val;       /* canonical value of a non-operand field */
};

/* One encoding class in one layout. */
struct gsi_tab_fmt {
	const char *cls;            /* class name of the tables ("VOP3", "DS", ...) */
	uint8_t ndw;                /* dwords without literal */
	uint8_t npre;
	struct { uint8_t dw, lo, width; uint32_t val; } pre[2];  /* fixed prefix bits */
	int has_op;
	uint8_t op_dw, op_lo, op_width;
	struct gsi_tab_field f[8];  /* operand fields */
	struct gsi_tab_const d[3];  /* non-operand fields with a canonical value */
	int vopd;                   /* 1: X half, 2: Y half */
};

/* The formats of a layout, terminated by cls == NULL (tab_layout.c). */
const struct gsi_tab_fmt *gsi_tab_formats(enum gsi_layout l);
/* The format of one class (NULL when the layout has no such class). */
const struct gsi_tab_fmt *gsi_tab_format(enum gsi_layout l, const char *cls);

/* Equal strings?  Inline for the per-operand compares of field and class
 * names (most differ at the first byte; equal ones are often one pointer). */
static inline int gsi_streq(const char *a, const char *b)
{
	if (a == b)
		return 1;
	while (*a && *a == *b)
		a++, b++;
	return *a == *b;
}

/* Does s begin with p (strncmp(s, p, strlen(p)) == 0, no libc call: the
 * printers ask per line, and the names differ from p in a byte or two)? */
static inline int gsi_starts(const char *s, const char *p)
{
	while (*p)
		if (*s++ != *p++)
			return 0;
	return 1;
}

/* The field of f named name, NULL if none (asked per operand).  The names
 * callers pass are mostly the tables' own, which the linker merges with the
 * formats' literals: the addresses first (a format's names are distinct),
 * then the text. */
static inline const struct gsi_tab_field *gsi_tab_field_of(const struct gsi_tab_fmt *f, const char *name)
{
	for (unsigned int i = 0; i < 8 && f->f[i].name; i++)
		if (f->f[i].name == name)
			return &f->f[i];
	for (unsigned int i = 0; i < 8 && f->f[i].name; i++)
		if (gsi_streq(f->f[i].name, name))
			return &f->f[i];
	return NULL;
}

/* width bits set (all 32 from 32 on): a 64-bit shift, no branch per field */
static inline uint32_t gsi_tab_mask(unsigned int width)
{
	return (uint32_t)((1ull << (width < 32 ? width : 32)) - 1);
}

static inline uint32_t gsi_tab_get(const uint32_t *w, unsigned int dw, unsigned int lo, unsigned int width)
{
	uint32_t m = gsi_tab_mask(width);

	return (w[dw] >> lo) & m;
}

static inline void gsi_tab_put(uint32_t *w, unsigned int dw, unsigned int lo, unsigned int width, uint32_t v)
{
	uint32_t m = gsi_tab_mask(width);

	w[dw] = (w[dw] & ~(m << lo)) | ((v & m) << lo);
}

/* Does row r take modifier M (a GS_ISA_GEN_MOD_ name: ABS, OP_SEL, DPP8, ...)?
 * The row's modifier bits, tested without gs_isa_has_modifier's name lookup. */
#define GSI_HAS_MOD(r, M) ((((r)->modifiers) & GS_ISA_GEN_MOD_##M) != 0)

/* ---------------------------------------------------------------- context */

struct vop;

struct gsi_tab_ctx {
	/* (pointers first, then the ints: 64 bytes with no holes, copied per line) */
	const struct gs_target *target;
	const char *tname;       /* table target name ("gfx1201", "gfx942", ...) */
	uint64_t pc;             /* byte address of the instruction (branch targets) */
	struct vop *keep_vop;    /* when set, the VALU printer leaves its decoded form
				  * there and sets *kept (the assembler's re-decode check) */
	int *kept;
	int tidx;                /* gs_isa_target_index() */
	int gfx1250;             /* tidx is gfx1250's (asked per operand: no name lookup) */
	enum gsi_layout layout;
	int wave64;              /* lane masks are SGPR pairs */
	int llvm_disasm;         /* print as llvm-mc --disassemble does */
	int verdict;             /* only the verdict is wanted (gsi_tab_valid): operand
				  * formatters write nothing */
};

/* 0 when the tables do not cover the target. */
int gsi_tab_ctx_init(struct gsi_tab_ctx *c, const struct gs_target *t);

/* A decoded instruction: its row and its words (literals included). */
struct gsi_tab_dec {
	struct gs_isa_inst row;
	const struct gsi_tab_fmt *fmt;
	uint32_t w[8];
	unsigned int ndw;        /* dwords available in w (base encoding and what follows) */
};


/* ------------------------------------------------------- operand facts */

/* Named source operands (codes above the SGPRs) per layout, as llvm-mc-22
 * spells them (operand.c; NULL name ends the list): w64 1 a pair, 2 any
 * width; gfx9/gfx11 the layouts (gfx11 stands for gfx11 and gfx12). */
struct gsi_named_src {
	const char *name;
	unsigned int code;
	unsigned char w64, gfx9, gfx11;
};
extern const struct gsi_named_src gsi_named_srcs[];

/* SGPRs of the layout (s0..s101 on gfx9, s0..s105 on gfx11/gfx12). */
unsigned int gsi_tab_sgpr_limit(const struct gsi_tab_ctx *c);
/* Does a scalar source code of width registers exist on the layout (aligned pairs, named registers)? */
int gsi_tab_src_valid(const struct gsi_tab_ctx *c, unsigned int code, unsigned int width);
/* Would literal v (bits 16/32/64) be an inline constant?  llvm then prints lit(0x...). */
int gsi_tab_lit_inline(uint64_t v, unsigned int bits);

/* The row, format and words of one instruction (no text): 1 found, 0 not
 * an instruction of t's tables (tab_decode.c).  gsi_tab_decode_x2 also
 * takes gfx1250's VOP3PX2 pairs. */
int gsi_tab_decode(const struct gs_target *t, const uint8_t *p, size_t avail, struct gsi_tab_dec *d);
int gsi_tab_find(const struct gsi_tab_ctx *c, struct gsi_tab_dec *d);
int gsi_tab_find_x2(const struct gsi_tab_ctx *c, struct gsi_tab_dec *d);
/* The mnemonic of table row i (gs_isa_inst.row; GS_ISA_NROWS rows), NULL
 * past the last: for facts computed once per row (emu/fetch.c). */
const char *gsi_isa_row_name(unsigned int row);
/* The cache policy of an instruction gsi_tab_decode identified
 * (tab_mem_cpol.c; the decoder's, isa/decode.c, so one identification
 * serves the fields and the policy): 1 and *out, 0 (and *out zero) when it
 * is no FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF/VBUFFER or MIMG/VIMAGE/VSAMPLE
 * instruction of t. */
struct gs_cpol;
int gsi_tab_cpol_of(const struct gs_target *t, const struct gsi_tab_dec *d, struct gs_cpol *out);
/* The words at p (up to 8 dwords of avail bytes) into d, nothing else. */
void gsi_tab_words(const uint8_t *p, size_t avail, struct gsi_tab_dec *d);

#endif /* GS_ISA_TAB_FMT_H */
