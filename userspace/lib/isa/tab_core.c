// SPDX-License-Identifier: MIT
/*
 * The table printer's core: which family prints a class, the disassembler's
 * entry (gsi_tab_disasm), and text building.
 */
#include <stdio.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "isa/tab_print.h"
#include "isa/isa_int.h"

/* ------------------------------------------------------------ text lines */

void gsi_tab_line_init(struct gsi_tab_line *l, char *buf, size_t size)
{
	l->buf = buf;
	l->size = size;
	l->len = 0;
	l->nops = 0;
	if (size)
		buf[0] = 0;
}

void gsi_tab_text_put(struct gsi_tab_line *l, const char *s)
{
	size_t n = strlen(s);

	if (l->len + n >= l->size)
		n = l->len + 1 < l->size ? l->size - l->len - 1 : 0;
	memcpy(l->buf + l->len, s, n);
	l->len += n;
	l->buf[l->len] = 0;
}

void gsi_tab_operand_put(struct gsi_tab_line *l, const char *s)
{
	gsi_tab_text_put(l, l->nops++ ? ", " : " ");
	gsi_tab_text_put(l, s);
}

void gsi_tab_modifier_put(struct gsi_tab_line *l, const char *s)
{
	gsi_tab_text_put(l, " ");
	gsi_tab_text_put(l, s);
}

/* ------------------------------------------------------------- families */

enum gsi_tab_family gsi_tab_family(const char *cls)
{
	static const char *const scalar[] = { "SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM" };
	static const char *const mem[] = { "DS", "FLAT", "GLOBAL", "SCRATCH", "MUBUF", "MTBUF",
					   "VBUFFER", "MIMG", "VIMAGE", "VSAMPLE", "EXP" };

	if (!strncmp(cls, "VOP", 3) && strncmp(cls, "VOP3P", 5) && strncmp(cls, "VOPD", 4))
		return GSI_FAM_VALU;  /* the common case first (speed): VOP1, VOP2, VOPC, VOP3, VOP3SD */
	for (size_t i = 0; i < sizeof(scalar) / sizeof(*scalar); i++)
		if (cls[0] == scalar[i][0] && !strcmp(cls, scalar[i]))  /* [0]: per line, keep it cheap */
			return GSI_FAM_SCALAR;
	for (size_t i = 0; i < sizeof(mem) / sizeof(*mem); i++)
		if (cls[0] == mem[i][0] && !strcmp(cls, mem[i]))
			return GSI_FAM_MEM;
	if (!strncmp(cls, "VOP3P", 5) || !strncmp(cls, "VOPD", 4) || gsi_streq(cls, "VINTERP") ||
	    gsi_streq(cls, "VINTRP") || gsi_streq(cls, "LDSDIR"))
		return GSI_FAM_VX;
	return GSI_FAM_VALU;  /* VOP1, VOP2, VOPC, VOP3, VOP3SD */
}

/* (gsi_tab_family_of, gsi_tab_row_family: inline in tab_print.h) */

/* ----------------------------------------------------------- disassembly */

/*
 * The one place that judges bytes: the family printer's decisions on d's
 * class, row and fields.  With size 0 (gsi_tab_valid) no line is built: the
 * text functions (gsi_tab_text and those built on it) write nothing, and
 * only the verdict and size come back.
 */
static int ctx_for(struct gsi_tab_ctx *c, const struct gs_target *t, unsigned int flags, uint64_t pc, size_t size)
{
	if (!gsi_tab_ctx_init(c, t))
		return 0;
	c->wave64 = c->wave64 || !!(flags & GS_DISASM_WAVE64);
	c->llvm_disasm = !!(flags & GS_DISASM_LLVM_DISASSEMBLER);
	c->pc = pc;
	c->verdict = !size;
	return 1;
}

/* The verdict and text of an identified instruction (its row found). */
static unsigned int judge_found(struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, char *buf, size_t size)
{
	unsigned int n;

	switch (gsi_tab_family_of(d->row.cls_id)) {
	case GSI_FAM_SCALAR:
		n = gsi_tab_print_scalar(c, d, buf, size);
		break;
	case GSI_FAM_MEM:
		n = gsi_tab_print_mem(c, d, buf, size);
		break;
	case GSI_FAM_VX:
		n = gsi_tab_print_vx(c, d, buf, size);
		break;
	default:
		n = gsi_tab_print_valu(c, d, buf, size);
		break;
	}
	return n > d->ndw * 4 ? 0 : n;  /* truncated */
}

static unsigned int judge(const struct gs_target *t, unsigned int flags, const uint8_t *p, size_t avail,
			  uint64_t pc, char *buf, size_t size)
{
	struct gsi_tab_ctx c;
	struct gsi_tab_dec d;

	if (avail < 4 || !ctx_for(&c, t, flags, pc, size))
		return 0;
	gsi_tab_words(p, avail, &d);
	if (!gsi_tab_find(&c, &d) && !gsi_tab_find_x2(&c, &d))
		return gsi_vx_print_vopd3(&c, &d, buf, size);
	return judge_found(&c, &d, buf, size);
}

unsigned int gsi_tab_disasm(const struct gs_target *t, unsigned int flags, const uint8_t *p,
			    size_t avail, uint64_t pc, char *buf, size_t size)
{
	unsigned int n;

	if (size)
		buf[0] = 0;
	n = judge(t, flags, p, avail, pc, buf, size);
	if (!n && size)
		buf[0] = 0;
	return n;
}

unsigned int gsi_tab_valid(const struct gs_target *t, unsigned int flags, const uint8_t *p, size_t avail)
{
	char none[1];

	return judge(t, flags, p, avail, 0, none, 0);
}

unsigned int gsi_tab_valid_dec_vop(const struct gs_target *t, unsigned int flags, const struct gsi_tab_dec *found,
				   struct vop *vop, int *kept)
{
	struct gsi_tab_ctx c;
	char none[1];

	*kept = 0;
	if (!ctx_for(&c, t, flags, 0, 0))
		return 0;
	c.keep_vop = vop;
	c.kept = kept;
	return judge_found(&c, found, none, 0);  /* (the printers take d const: no copy) */
}

unsigned int gsi_tab_valid_dec(const struct gs_target *t, unsigned int flags, const struct gsi_tab_dec *found)
{
	struct gsi_tab_ctx c;
	char none[1];

	if (!ctx_for(&c, t, flags, 0, 0))
		return 0;
	return judge_found(&c, found, none, 0);  /* (the printers take d const: no copy) */
}
