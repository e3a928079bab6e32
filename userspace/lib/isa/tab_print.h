/* SPDX-License-Identifier: MIT */
/*
 * The table-driven printer: llvm-mc-22's text of every instruction of the
 * generated tables (every target LLVM 22 knows: gfx9 CDNA, gfx11, gfx12,
 * gfx1250), from the class formats (tab_fmt.h) and each row's operand list.
 * The assembler (asm/tab.h) builds on it; the emulator asks it for llvm's
 * verdict on bytes.  Not a public interface.
 *
 * Files: tab_core.c (family dispatch, text building), tab_operand.c (operand
 * codes -> text per layout), tab_scalar*.c (SOP*, SMEM), tab_valu*.c (VOP1,
 * VOP2, VOPC, VOP3, VOP3SD with DPP/SDWA), tab_vx*.c (VOP3P, VOPD, VINTERP,
 * LDSDIR), tab_mem*.c (DS, FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF, VBUFFER,
 * MIMG/VIMAGE/VSAMPLE, EXP).
 */
#ifndef GS_ISA_TAB_PRINT_H
#define GS_ISA_TAB_PRINT_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/isa.h"
#include "gfxshim/target.h"

#include "isa/inst.h"
#include "isa/isa_int.h"
#include "isa/tab_fmt.h"

/* ---------------------------------------------------------- text building */

struct gsi_tab_line {
	char *buf;
	size_t size, len;
	int nops;                /* operands written so far */
};

void gsi_tab_line_init(struct gsi_tab_line *l, char *buf, size_t size);
/* (the text of a line with room: size > 0) */
void gsi_tab_text_put(struct gsi_tab_line *l, const char *s);
void gsi_tab_operand_put(struct gsi_tab_line *l, const char *s);
void gsi_tab_modifier_put(struct gsi_tab_line *l, const char *s);

/* Inline: a verdict (size 0) asks them per operand and writes nothing. */
static inline void gsi_tab_text(struct gsi_tab_line *l, const char *s)      /* raw append */
{
	if (l->size)
		gsi_tab_text_put(l, s);
}

static inline void gsi_tab_operand(struct gsi_tab_line *l, const char *s)   /* " s" first, ", s" later */
{
	if (l->size)
		gsi_tab_operand_put(l, s);
	else
		l->nops++;  /* (the operand still counts) */
}

static inline void gsi_tab_modifier(struct gsi_tab_line *l, const char *s)  /* " s" */
{
	if (l->size)
		gsi_tab_modifier_put(l, s);
}

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

/* ------------------------------------------------------------- families */

/* The family that prints (and assembles) a class: by its name. */
enum gsi_tab_family { GSI_FAM_NONE, GSI_FAM_SCALAR, GSI_FAM_VALU, GSI_FAM_VX, GSI_FAM_MEM };
enum gsi_tab_family gsi_tab_family(const char *cls);
/* (inline, the two below: the assembler and the verdict ask per line) */
/* The family of a table row's class, by its index (gsi_tab_family's answer). */
static inline enum gsi_tab_family gsi_tab_family_of(unsigned int cls_id)
{
	switch (cls_id) {
	case GS_ISA_GEN_SOP1: case GS_ISA_GEN_SOP2: case GS_ISA_GEN_SOPK: case GS_ISA_GEN_SOPC:
	case GS_ISA_GEN_SOPP: case GS_ISA_GEN_SMEM:
		return GSI_FAM_SCALAR;
	case GS_ISA_GEN_DS: case GS_ISA_GEN_FLAT: case GS_ISA_GEN_GLOBAL: case GS_ISA_GEN_SCRATCH:
	case GS_ISA_GEN_MUBUF: case GS_ISA_GEN_MTBUF: case GS_ISA_GEN_VBUFFER: case GS_ISA_GEN_MIMG:
	case GS_ISA_GEN_VIMAGE: case GS_ISA_GEN_VSAMPLE: case GS_ISA_GEN_EXP:
		return GSI_FAM_MEM;
	case GS_ISA_GEN_VOP3P: case GS_ISA_GEN_VOP3PX2: case GS_ISA_GEN_VOPD_X: case GS_ISA_GEN_VOPD_Y:
	case GS_ISA_GEN_VOPD3_X: case GS_ISA_GEN_VOPD3_Y: case GS_ISA_GEN_VINTERP: case GS_ISA_GEN_VINTRP:
	case GS_ISA_GEN_LDSDIR:
		return GSI_FAM_VX;
	default:
		return GSI_FAM_VALU;  /* VOP1, VOP2, VOPC, VOP3, VOP3SD */
	}
}

/* A row's family: by its class index when its class name is the index's
 * (a table row), else by the name (a row made up with a class name only,
 * e.g. gfx1250's VOPD3-only names). */
static inline enum gsi_tab_family gsi_tab_row_family(const struct gs_isa_inst *r)
{
	if (r->cls_id < GS_ISA_NCLASS && r->cls == gsi_isa_class_names[r->cls_id])
		return gsi_tab_family_of(r->cls_id);
	return gsi_tab_family(r->cls);
}

/*
 * Family printers: text of d (d->row/fmt/w filled; w holds every available
 * dword), returns the instruction's size in bytes or 0 when the bytes are
 * not a valid encoding.
 */
unsigned int gsi_tab_print_scalar(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				  char *buf, size_t size);
unsigned int gsi_tab_print_valu(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				char *buf, size_t size);
/* VOP3P/VOP3PX2 (packed, dot, WMMA/SWMMAC, MFMA/SMFMAC), VOPD, VINTERP/VINTRP, LDSDIR */
unsigned int gsi_tab_print_vx(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			      char *buf, size_t size);
/* gfx1250 VOPD3, which the tables have no rows for: print d's words (0: not VOPD3) */
unsigned int gsi_vx_print_vopd3(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, char *buf, size_t size);
unsigned int gsi_tab_print_mem(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			       char *buf, size_t size);

/* Disassemble one instruction of any class: its size in bytes, 0 when the
 * bytes are not an instruction of the target (buf then empty). */
unsigned int gsi_tab_disasm(const struct gs_target *t, unsigned int flags, const uint8_t *p,
			    size_t avail, uint64_t pc, char *buf, size_t size);

/* llvm-mc-22's verdict on the bytes without their text: gsi_tab_disasm's
 * size (0: no instruction of the target), from the same decisions with no
 * line built (the decoders and the emulator's refusals ask this). */
unsigned int gsi_tab_valid(const struct gs_target *t, unsigned int flags, const uint8_t *p, size_t avail);
/* The same for bytes gsi_tab_decode identified (found its row): the
 * decoder's (isa/decode.c), which identifies them once. */
struct gsi_tab_dec;
unsigned int gsi_tab_valid_dec(const struct gs_target *t, unsigned int flags, const struct gsi_tab_dec *found);
/* The same, also handing back a VALU row's decoded form (*kept set when it did:
 * the assembler's re-decode check compares it with what it built). */
struct vop;
unsigned int gsi_tab_valid_dec_vop(const struct gs_target *t, unsigned int flags, const struct gsi_tab_dec *found,
				   struct vop *vop, int *kept);

#endif /* GS_ISA_TAB_PRINT_H */
