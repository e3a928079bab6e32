// SPDX-License-Identifier: MIT
/*
 * Table-driven printing of the scalar classes (SOP1, SOP2, SOPK, SOPC, SOPP,
 * SMEM) on every layout, as llvm-mc-22 --disassemble prints them (see
 * isa/tab_print.h).  Encodings llvm would print differently from what they
 * re-assemble to (reserved codes, misaligned pairs, fields that must be zero)
 * are refused.
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_scalar.h"

static int starts(const char *s, const char *p)
{
	return gsi_starts(s, p);
}

static int ends(const char *s, const char *p)
{
	size_t n = strlen(s), m = strlen(p);

	return n >= m && !memcmp(s + n - m, p, m);  /* (p a literal: inline, no strcmp) */
}

enum sc_imm_style gsi_sc_imm_style(const char *m, const char *cls)
{
	static const char *const hex_sopp[] = {
		"s_set_inst_prefetch_distance", "s_clause", "s_wait_event", "s_round_mode",
		"s_ttracedata_imm", NULL,
	};

	/* every name below begins "s_": tested only where the byte after agrees
	 * (asked per scalar line by the printer and the assembler) */
	char k = m[0] == 's' && m[1] == '_' ? m[2] : 0;

	if ((k == 'b' && starts(m, "s_branch")) || (k == 'c' && (starts(m, "s_cbranch_") || starts(m, "s_call_"))) ||
	    (k == 's' && starts(m, "s_subvector_loop_")))
		return SC_IMM_UDEC;
	if (gsi_streq(cls, "SOPK"))
		return SC_IMM_HEX;
	if (k == 'w' && starts(m, "s_wait_") && !gsi_streq(m, "s_wait_alu") && !gsi_streq(m, "s_wait_idle"))
		return SC_IMM_HEX;
	for (unsigned int i = 0; hex_sopp[i]; i++)
		if (k == hex_sopp[i][2] && gsi_streq(m, hex_sopp[i]))
			return SC_IMM_HEX;
	return SC_IMM_DECHEX;
}

/* No text for a verdict (size 0 line): the scalar printers' operand texts
 * decide nothing, and snprintf per line was most of their cost. */
static int no_text(const struct gsi_tab_ctx *c, char *buf, size_t size)
{
	if (!c->verdict)
		return 0;
	if (size)
		buf[0] = 0;
	return 1;
}

/* A branch offset: unsigned as llvm-mc --disassemble prints it, signed otherwise. */
static int branch_text(const struct gsi_tab_ctx *c, unsigned int v, char *buf, size_t size)
{
	if (no_text(c, buf, size))
		return 0;
	if (c->llvm_disasm)
		return snprintf(buf, size, "%u", v);
	return snprintf(buf, size, "%d", (int)(int16_t)v);
}

int gsi_sc_imm_text(enum sc_imm_style s, unsigned int v, char *buf, size_t size)
{
	if (s == SC_IMM_UDEC || (s == SC_IMM_DECHEX && v <= 64))
		return snprintf(buf, size, "%u", v);
	return snprintf(buf, size, "0x%x", v);
}

/* gsi_sc_imm_text, nothing for a verdict */
static void imm_text(const struct gsi_tab_ctx *c, enum sc_imm_style s, unsigned int v, char *buf, size_t size)
{
	if (!no_text(c, buf, size))
		gsi_sc_imm_text(s, v, buf, size);
}

/* Operand size in bits for constants and literals: pairs are 64-bit; the
 * *_f16 sources of SOP2 are 16-bit (llvm types SOP1/SOPC f16 sources as 32-bit). */
unsigned int gsi_sc_src_bits(const char *m, const char *cls, unsigned int width)
{
	if (width >= 2)
		return 64;
	if (!ends(m, "_f16"))
		return 32;
	if (gsi_streq(cls, "SOPC"))
		return 17;  /* 32-bit, inline floats printed as f16 patterns */
	return gsi_streq(cls, "SOP2") ? 16 : 32;
}

/* Text of a scalar source; 0 when the code cannot be printed for this width. */
int gsi_sc_src_text(const struct gsi_tab_ctx *c, unsigned int bits, uint32_t lit, unsigned int code,
		    unsigned int width, char *buf, size_t size)
{
	struct gsi_tab_src s;

	if (!gsi_tab_src_valid(c, code, width))
		return 0;
	if (c->verdict) {  /* the paths below write no text then, and all answer 1 */
		if (size)
			buf[0] = 0;
		return 1;
	}
	memset(&s, 0, sizeof(s));
	s.code = code;
	s.width = width;
	s.bits = bits ? bits : width >= 2 ? 64 : 32;
	if (bits == 17 && code >= 240 && code <= 248) {
		/* s_cmp_*_f16: llvm prints inline floats as their f16 bit patterns */
		if (!no_text(c, buf, size))
			snprintf(buf, size, "0x%x", gsi_inline_f16[code - 240]);
		return 1;
	}
	if (bits == 17)
		s.bits = 32;
	s.literal = lit;
	if (code == 255 && s.bits == 16) {
		/* llvm-mc-22 reads the low half: lit() and the whole dword when
		 * that half is inline, else the half (strict helper, fuzz_disasm) */
		if (no_text(c, buf, size))
			;
		else if (gsi_tab_lit_inline(lit & 0xffff, 16))
			snprintf(buf, size, "lit(0x%x)", lit);
		else
			snprintf(buf, size, "0x%x", lit & 0xffff);
		return 1;
	}
	if (code == 255 && s.bits != 32) {
		/* a 32-bit literal: llvm marks it lit() when the value would be inline */
		if (no_text(c, buf, size))
			;
		else if (gsi_tab_lit_inline(lit, s.bits == 64 ? 64 : 32) ||
		    (s.bits == 16 && lit <= 0xffff && gsi_tab_lit_inline(lit, 16)))
			snprintf(buf, size, "lit(0x%x)", lit);
		else
			snprintf(buf, size, "0x%x", lit);
		return 1;
	}
	gsi_tab_src_text(c, &s, buf, size);
	return 1;
}

/* Destination (7-bit sdst): SGPRs, vcc, ttmps, m0/null, exec. */
static int dst_text(const struct gsi_tab_ctx *c, unsigned int code, unsigned int width, char *buf, size_t size)
{
	return code < 128 && gsi_sc_src_text(c, 0, 0, code, width, buf, size);
}

static unsigned int print_sop(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l)
{
	const struct gsi_tab_fmt *f = d->fmt;
	const char *m = d->row.mnemonic;
	unsigned int size = 4, used = 0;
	char t[96];

	for (unsigned int i = 0; i < d->row.nops; i++) {
		struct gs_isa_operand o;
		const struct gsi_tab_field *fl;
		unsigned int v;

		if (gsi_isa_operand(&d->row, i, &o) != GS_OK)
			return 0;
		if (o.kind == GS_ISA_K_LITERAL) {
			if (d->ndw < 2)
				return 0;
			if (!no_text(c, t, sizeof(t)))
				snprintf(t, sizeof(t), "0x%x", d->w[1]);
			size = 8;
			gsi_tab_operand(l, t);
			continue;
		}
		fl = gsi_tab_field_of(f, o.field[0] ? o.field : d->row.cls_id == GS_ISA_GEN_SOPC ? "ssrc1" : "ssrc0");
		if (!fl)
			return 0;
		used |= 1u << (unsigned int)(fl - f->f);
		v = gsi_tab_get(d->w, fl->dw, fl->lo, fl->width);
		if (o.kind == GS_ISA_K_NAMED) {
			/* s_sendmsg_rtn_*: the message id in ssrc0 */
			if (!gsi_sc_sendmsg_text(c, v, t, sizeof(t)))
				return 0;
		} else if (o.kind == GS_ISA_K_IMM) {
			/* s_set_gpr_idx_on: the mode in ssrc1 */
			if (!gsi_sc_gpr_idx_text(v, t, sizeof(t)))
				imm_text(c, SC_IMM_HEX, v, t, sizeof(t));
		} else if (gsi_streq(fl->name, "sdst")) {
			if (!dst_text(c, v, o.width, t, sizeof(t)))
				return 0;
		} else if (v == 254 && o.width == 2 && c->target && c->target->gen == GS_GEN_GFX125) {
			/* gfx1250's 64-bit literal; llvm marks the values a 32-bit one could hold */
			uint64_t lit;

			if (d->ndw < 3)
				return 0;
			lit = d->w[1] | (uint64_t)d->w[2] << 32;
			if (!no_text(c, t, sizeof(t)))
				snprintf(t, sizeof(t), lit <= 0xffffffffu ? "lit64(0x%llx)" : "0x%llx", (unsigned long long)lit);
			size = 12;
		} else {
			/* (the bits shape the text only: none for a verdict) */
			if (!gsi_sc_src_text(c, c->verdict ? 0 : gsi_sc_src_bits(m, d->row.cls, o.width), d->w[1], v, o.width, t,
					     sizeof(t)))
				return 0;
			if (v == 255) {
				if (d->ndw < 2 || size == 12)
					return 0;
				size = 8;
			}
		}
		gsi_tab_operand(l, t);
	}
	/* fields no operand uses must be zero */
	for (unsigned int k = 0; k < 8 && f->f[k].name; k++)
		if (!(used & (1u << k)) && gsi_tab_get(d->w, f->f[k].dw, f->f[k].lo, f->f[k].width))
			return 0;
	return size;
}

static unsigned int print_sopk(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l)
{
	const char *m = d->row.mnemonic;
	unsigned int sdst = gsi_tab_get(d->w, 0, 16, 7), imm = d->w[0] & 0xffff, size = 4;
	int has_dst = 0;
	char t[96];

	for (unsigned int i = 0; i < d->row.nops; i++) {
		struct gs_isa_operand o;

		if (gsi_isa_operand(&d->row, i, &o) != GS_OK)
			return 0;
		switch (o.kind) {
		case GS_ISA_K_NAMED:
			gsi_sc_hwreg_text(c, imm, t, sizeof(t));
			break;
		case GS_ISA_K_LITERAL:
			if (d->ndw < 2)
				return 0;
			imm_text(c, SC_IMM_DECHEX, d->w[1], t, sizeof(t));
			size = 8;
			break;
		case GS_ISA_K_IMM:
			if (c->verdict) {  /* the immediate's text decides nothing */
				t[0] = 0;
				break;
			}
			if (gsi_streq(m, "s_version") && gsi_sc_version_text(imm, t, sizeof(t)))
				break;
			if (gsi_streq(m, "s_version"))
				snprintf(t, sizeof(t), imm <= 0xff ? "%u" : "0x%x", imm);  /* llvm: 8-bit values in decimal */
			else if (gsi_sc_imm_style(m, "SOPK") == SC_IMM_UDEC)
				branch_text(c, imm, t, sizeof(t));
			else
				imm_text(c, gsi_sc_imm_style(m, "SOPK"), imm, t, sizeof(t));
			break;
		default:
			has_dst = 1;
			if (!dst_text(c, sdst, o.width, t, sizeof(t)))
				return 0;
			break;
		}
		gsi_tab_operand(l, t);
	}
	if (!has_dst && sdst)
		return 0;
	return size;
}

static unsigned int print_sopp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l)
{
	const char *m = d->row.mnemonic;
	unsigned int imm = d->w[0] & 0xffff;
	char t[200];
	int r;

	if (!d->row.nops) {
		if (!imm)
			return 4;
		if (!gsi_streq(m, "s_endpgm"))
			return 0;
		imm_text(c, SC_IMM_UDEC, imm, t, sizeof(t));
		gsi_tab_operand(l, t);
		return 4;
	}
	if (gsi_streq(m, "s_waitcnt"))
		r = gsi_sc_waitcnt_text(c, imm, t, sizeof(t));
	else if (gsi_streq(m, "s_sendmsg") || gsi_streq(m, "s_sendmsghalt"))
		r = gsi_sc_sendmsg_text(c, imm, t, sizeof(t));
	else if (gsi_streq(m, "s_waitcnt_depctr") || gsi_streq(m, "s_wait_alu"))
		r = gsi_sc_depctr_text(c, imm, t, sizeof(t));
	else if (gsi_streq(m, "s_delay_alu"))
		r = gsi_sc_delay_alu_text(imm, t, sizeof(t));
	else if (gsi_streq(m, "s_set_gpr_idx_mode"))
		r = gsi_sc_gpr_idx_text(imm, t, sizeof(t));
	else
		r = 0;
	if (r < 0)
		return 0;
	if (!r && c->verdict) {
		t[0] = 0;  /* the immediate's text decides nothing (no style asked) */
	} else if (!r) {
		enum sc_imm_style s = gsi_sc_imm_style(m, "SOPP");

		if (gsi_streq(m, "s_sendmsg") || gsi_streq(m, "s_sendmsghalt"))
			s = SC_IMM_UDEC;
		else if (gsi_streq(m, "s_waitcnt_depctr") || gsi_streq(m, "s_wait_alu") ||
			 gsi_streq(m, "s_set_gpr_idx_mode"))
			s = SC_IMM_HEX;
		else if (s == SC_IMM_UDEC || (!c->llvm_disasm && gsi_streq(m, "s_barrier_wait"))) {
			/* a branch offset; s_barrier_wait's barrier id (-1: the
			 * workgroup's), which llvm-mc's echo keeps signed */
			branch_text(c, imm, t, sizeof(t));
			gsi_tab_operand(l, t);
			return 4;
		}
		imm_text(c, s, imm, t, sizeof(t));
	}
	gsi_tab_operand(l, t);
	return 4;
}

unsigned int gsi_tab_print_scalar(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				  char *buf, size_t size)
{
	struct gsi_tab_line l;
	const char *cls = d->row.cls;

	gsi_tab_line_init(&l, buf, size);
	gsi_tab_text(&l, d->row.mnemonic);
	/* a table row: its class index says the class (no name compares) */
	if (d->row.cls_id < GS_ISA_NCLASS && cls == gsi_isa_class_names[d->row.cls_id]) {
		switch (d->row.cls_id) {
		case GS_ISA_GEN_SOPK:
			return print_sopk(c, d, &l);
		case GS_ISA_GEN_SOPP:
			return print_sopp(c, d, &l);
		case GS_ISA_GEN_SMEM:
			return gsi_sc_print_smem(c, d, &l);
		default:
			return print_sop(c, d, &l);
		}
	}
	if (gsi_streq(cls, "SOPK"))
		return print_sopk(c, d, &l);
	if (gsi_streq(cls, "SOPP"))
		return print_sopp(c, d, &l);
	if (gsi_streq(cls, "SMEM"))
		return gsi_sc_print_smem(c, d, &l);
	return print_sop(c, d, &l);
}
