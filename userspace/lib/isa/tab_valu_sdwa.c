// SPDX-License-Identifier: MIT
/*
 * SDWA forms of VOP1, VOP2 and VOPC on gfx9 (src0 = 0xF9 and a second dword):
 * sub-dword selects of the sources and the result, sext/neg/abs of the
 * sources, clamp and omod; VOPC writes vcc or an SGPR pair (sdst, SD bit).
 * Sources may be SGPRs or inline constants (S0/S1 bits), never literals.
 * The first dword is the e32 encoding with src0 replaced, decoded by
 * tab_valu.c; the assembler side is try_sdwa() in asm/tab_valu_asm.c.
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_valu.h"
#include "isa/isa_int.h"

#define SDWA 0xF9

static const char *const sel_names[] = { "BYTE_0", "BYTE_1", "BYTE_2", "BYTE_3", "WORD_0", "WORD_1", "DWORD" };
static const char *const unused_names[] = { "UNUSED_PAD", "UNUSED_SEXT", "UNUSED_PRESERVE" };

int gsi_valu_sdwa_sel(const char *s)
{
	for (unsigned int i = 0; i < 7; i++)
		if (!strcmp(s, sel_names[i]))
			return (int)i;
	return -1;
}

int gsi_valu_sdwa_unused(const char *s)
{
	for (unsigned int i = 0; i < 3; i++)
		if (!strcmp(s, unused_names[i]))
			return (int)i;
	return -1;
}

/* Does the source take sext (integer) rather than neg/abs (float)? */
int gsi_valu_sdwa_intmods(const struct gs_isa_inst *r, unsigned int si)
{
	struct gs_isa_operand o;
	unsigned int bits;
	int fp;

	memset(&o, 0, sizeof(o));
	o.field = si ? "src1" : "src0";
	o.width = 1;
	o.special = "";
	gsi_valu_src_type(r, &o, &bits, &fp);
	if (!strncmp(r->mnemonic, "v_cvt_f32_ubyte", 15))
		return 1;  /* integer bytes in, float out */
	if (!strncmp(r->mnemonic, "v_cndmask", 9))
		return 0;  /* llvm takes neg/abs there */
	if (!strncmp(r->mnemonic, "v_cmp_class", 11) || !strncmp(r->mnemonic, "v_cmpx_class", 12) ||
	    !strncmp(r->mnemonic, "v_ldexp", 7))
		return si == 1;
	return !fp;
}

/* Is the result floating point (the mnemonic's first type)?  Only then is there omod. */
int gsi_valu_sdwa_fpresult(const struct gs_isa_inst *r)
{
	for (const char *p = r->mnemonic; (p = strchr(p, '_')); p++)
		if ((strchr("fiub", p[1]) && p[2] >= '1' && p[2] <= '8') || !strncmp(p + 1, "bf", 2))
			return p[1] == 'f' && strncmp(p + 1, "fp", 2);
	return 0;
}

/*
 * gfx9 reads one scalar value per instruction: two different SGPRs (vcc_lo,
 * m0 and the like included) are refused; inline constants do not count.
 */
int gsi_valu_sdwa_bus_bad(const struct gs_isa_inst *r, unsigned int src0, unsigned int src1)
{
	const char *m = r->mnemonic;

	if (!strncmp(m, "v_cndmask", 9) || !strncmp(m, "v_addc", 6) || !strncmp(m, "v_subb", 6))
		return (src0 < 128 && src0 != GS_OPR_VCC_LO) || (src1 < 128 && src1 != GS_OPR_VCC_LO);  /* vcc is read */
	return src0 < 128 && src1 < 128 && src0 != src1;
}

/* llvm prints 1/(2*pi) in a 16-bit integer source as 0.15915494, text it then refuses. */
int gsi_valu_sdwa_const_bad(const struct gs_isa_inst *r, unsigned int si, unsigned int code)
{
	struct gs_isa_operand o;
	unsigned int bits;
	int fp;

	if (code != 248 || !gsi_valu_sdwa_intmods(r, si))
		return 0;
	memset(&o, 0, sizeof(o));
	o.field = si ? "src1" : "src0";
	o.width = 1;
	o.special = "";
	gsi_valu_src_type(r, &o, &bits, &fp);
	return bits == 16;
}

/* The SDWA dword of v and its controls. */
uint32_t gsi_valu_sdwa_word(const struct vop *v, unsigned int src0, unsigned int src1, const struct gsi_valu_sdwa *s)
{
	int vopc = v->row.cls_id == GS_ISA_GEN_VOPC;
	uint32_t w = 0;

	w |= src0 >= 256 ? (src0 - 256) & 0xff : (src0 & 0xff) | 1u << 23;
	if (vopc) {
		if (s->sd)
			w |= (s->sdst & 0x7f) << 8 | 1u << 15;
	} else {
		w |= (s->dst_sel & 7) << 8 | (s->dst_unused & 3) << 11 | (v->clamp & 1) << 13 | (v->omod & 3) << 14;
	}
	w |= (s->src0_sel & 7) << 16 | (s->sext & 1) << 19 | (v->neg & 1) << 20 | (v->abs & 1) << 21;
	if (v->row.cls_id != GS_ISA_GEN_VOP1) {
		w |= (s->src1_sel & 7) << 24 | ((s->sext >> 1) & 1) << 27 | ((v->neg >> 1) & 1) << 28 |
		     ((v->abs >> 1) & 1) << 29;
		if (src1 < 256)
			w |= 1u << 31;
	}
	return w;
}

/* The index of the operand of field among the row's operands, or -1. */
int gsi_valu_op_index(const struct gs_isa_inst *r, const char *field)
{
	for (unsigned int i = 0; i < gsi_valu_nops(r); i++) {
		struct gs_isa_operand o;

		if (gsi_valu_op(r, i, &o) && !strcmp(o.field, field))
			return (int)i;
	}
	return -1;
}

/* A scalar source code SDWA takes (S0/S1 set): SGPRs, named registers, inline constants. */
static int scalar_ok(unsigned int code)
{
	return code <= 101 || (code >= 102 && code <= 107) || (code >= 108 && code <= 123) || code == 124 ||
	       code == 126 || code == 127 || (code >= 128 && code <= 208) || (code >= 240 && code <= 248) ||
	       (code >= 235 && code <= 239) || code == 251 || code == 252 || code == 253;
}

/* An inline float (240..248) as operand i of a 16-bit integer op: llvm-mc-22
 * prints its f16 bits (0x3800 ...), which SDWA cannot take as a literal, so
 * such an encoding has no text that assembles back (refused). */
static int int16_inline_float(const struct vop *v, int i, unsigned int code)
{
	struct gs_isa_operand o;
	unsigned int bits;
	int fp;

	if (i < 0 || code < 240 || code > 248 || !gsi_valu_op(&v->row, (unsigned int)i, &o))
		return 0;
	gsi_valu_src_type(&v->row, &o, &bits, &fp);
	return bits == 16 && !fp;
}

int gsi_valu_sdwa_no_dst(const struct gs_isa_inst *r)
{
	const char *m = r->mnemonic;

	return r->cls_id == GS_ISA_GEN_VOP1 && (!strncmp(m, "v_cvt_f32_", 10) || !strncmp(m, "v_cvt_pk_f32_", 13)) &&
	       (strstr(m, "_fp8") || strstr(m, "_bf8"));
}

static void sdwa_print_ctl(const struct vop *v, const struct gsi_valu_sdwa *s, struct gsi_tab_line *l)
{
	static const char *const omod[] = { "", " mul:2", " mul:4", " div:2" };
	char t[96];

	if (v->clamp)
		gsi_tab_text(l, " clamp");
	gsi_tab_text(l, omod[v->omod & 3]);
	if (v->row.cls_id != GS_ISA_GEN_VOPC && !gsi_valu_sdwa_no_dst(&v->row)) {
		snprintf(t, sizeof(t), " dst_sel:%s dst_unused:%s", sel_names[s->dst_sel], unused_names[s->dst_unused]);
		gsi_tab_text(l, t);
	}
	snprintf(t, sizeof(t), " src0_sel:%s", sel_names[s->src0_sel]);
	gsi_tab_text(l, t);
	if (v->row.cls_id != GS_ISA_GEN_VOP1) {
		snprintf(t, sizeof(t), " src1_sel:%s", sel_names[s->src1_sel]);
		gsi_tab_text(l, t);
	}
}

/* Operand text with the VOPC destination replaced by sdst. */
static void sdwa_print_ops(const struct gsi_tab_ctx *c, const struct vop *v, const struct gsi_valu_sdwa *s,
			     struct gsi_tab_line *l)
{
	if (v->row.cls_id == GS_ISA_GEN_VOPC && s->sd) {
		struct gsi_tab_src d;
		char t[48];
		struct vop rest = *v;

		memset(&d, 0, sizeof(d));
		d.code = s->sdst;
		d.width = 2;
		d.bits = 64;
		gsi_tab_src_text(c, &d, t, sizeof(t));
		gsi_tab_operand(l, t);
		rest.skip_first = 1;
		gsi_valu_print_ops(c, &rest, l);
		return;
	}
	gsi_valu_print_ops(c, v, l);
}

unsigned int gsi_valu_sdwa_print(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, char *buf, size_t size,
				 const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf)
{
	const struct gsi_tab_field *f = gsi_tab_field_of(d->fmt, "src0");
	struct gsi_tab_dec d2;
	struct gsi_valu_sdwa s;
	struct gsi_tab_line l;
	struct vop v;
	uint32_t w1, re[6];
	unsigned int s0, src0, src1 = 256;
	int i0, i1, vopc = d->row.cls_id == GS_ISA_GEN_VOPC, vop1 = d->row.cls_id == GS_ISA_GEN_VOP1;

	if (!f || gsi_valu_is_vop3(&d->row) || c->layout != GSI_LAYOUT_GFX9)
		return GSI_VALU_NOT_DPP;
	s0 = gsi_tab_get(d->w, f->dw, f->lo, f->width);
	if (s0 != SDWA)
		return GSI_VALU_NOT_DPP;
	if (d->ndw < 2 || !GSI_HAS_MOD(&d->row, SDWA))
		return 0;
	w1 = d->w[1];
	memset(&s, 0, sizeof(s));
	src0 = (w1 >> 23) & 1 ? w1 & 0xff : 256 + (w1 & 0xff);
	if ((w1 >> 23 & 1) && !scalar_ok(src0))
		return 0;
	d2 = *d;
	d2.ndw = 1;
	gsi_tab_put(d2.w, f->dw, f->lo, f->width, 256 + (w1 & 0xff));
	if (!gsi_valu_decode_m(c, &d2, &v, m, rf) || v.has_lit)
		return 0;
	i0 = gsi_valu_op_index(&v.row, "src0");
	i1 = gsi_valu_op_index(&v.row, "vsrc1");
	if (i0 < 0)
		return 0;
	v.code[i0] = src0;
	if (i1 >= 0 && (w1 >> 31)) {
		src1 = v.code[i1] - 256;
		if (!scalar_ok(src1))
			return 0;
		v.code[i1] = src1;
	} else if (i1 >= 0) {
		src1 = v.code[i1];
	}
	if (int16_inline_float(&v, i0, src0) || (i1 >= 0 && int16_inline_float(&v, i1, src1)))
		return 0;
	if (vopc) {
		s.sd = (w1 >> 15) & 1;
		s.sdst = (w1 >> 8) & 0x7f;
		if (s.sd && (s.sdst == GS_OPR_VCC_LO || !gsi_tab_src_valid(c, s.sdst, 2)))
			return 0;
	} else {
		s.dst_sel = (w1 >> 8) & 7;
		s.dst_unused = (w1 >> 11) & 3;
		v.clamp = (w1 >> 13) & 1;
		v.omod = (w1 >> 14) & 3;
		if (s.dst_sel > 6 || s.dst_unused > 2)
			return 0;
		/* no dst_sel/dst_unused operands: llvm-mc-22 encodes DWORD,
		 * UNUSED_PAD (and calls another dst_sel invalid) */
		if (gsi_valu_sdwa_no_dst(&d->row) && (s.dst_sel != 6 || s.dst_unused != 0))
			return 0;
	}
	s.src0_sel = (w1 >> 16) & 7;
	s.src1_sel = (w1 >> 24) & 7;
	s.sext = ((w1 >> 19) & 1) | ((w1 >> 27) & 1) << 1;
	v.neg = ((w1 >> 20) & 1) | ((w1 >> 28) & 1) << 1;
	v.abs = ((w1 >> 21) & 1) | ((w1 >> 29) & 1) << 1;
	if (s.src0_sel > 6 || s.src1_sel > 6 || (w1 >> 22 & 1) || (w1 >> 30 & 1))
		return 0;
	if (vop1 && (w1 >> 24))
		return 0;  /* no second source */
	if (i1 < 0 && !vop1)
		return 0;
	for (unsigned int si = 0; si < 2; si++) {
		if (((s.sext >> si) & 1) && !gsi_valu_sdwa_intmods(&v.row, si))
			return 0;
		if ((((v.neg | v.abs) >> si) & 1) &&
		    (gsi_valu_sdwa_intmods(&v.row, si) || !gsi_valu_dpp_srcmods(c, &v.row, v.neg >> si & 1 ? "neg" : "abs")))
			return 0;
	}
	if (v.omod && (!gsi_valu_dpp_srcmods(c, &v.row, "omod") || !gsi_valu_sdwa_fpresult(&v.row)))
		return 0;  /* clamp: every SDWA form */
	if (gsi_valu_sdwa_bus_bad(&v.row, src0, i1 >= 0 ? src1 : 256) || gsi_valu_sdwa_const_bad(&v.row, 0, src0) ||
	    (i1 >= 0 && gsi_valu_sdwa_const_bad(&v.row, 1, src1)))
		return 0;
	v.sext = s.sext;
	/* canonical: the same two dwords again */
	{
		struct vop e = v;

		e.code[i0] = SDWA;
		if (i1 >= 0)
			e.code[i1] = 256 + (src1 & 0xff);
		e.neg = e.abs = e.clamp = e.omod = 0;
		if (gsi_valu_encode_m(c, &e, re, m, rf) != 1 || re[0] != d->w[0] || gsi_valu_sdwa_word(&v, src0, src1, &s) != w1)
			return 0;
	}
	if (c->verdict)
		return 8;  /* the text below decides nothing */
	gsi_tab_line_init(&l, buf, size);
	gsi_tab_text(&l, v.row.mnemonic);
	gsi_tab_text(&l, "_sdwa");
	sdwa_print_ops(c, &v, &s, &l);
	sdwa_print_ctl(&v, &s, &l);
	return 8;
}
