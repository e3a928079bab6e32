/* SPDX-License-Identifier: MIT */
/* The VALU family (tab_valu*.c): its decoded form, encoder, printer and name
 * tables, shared with the assembler (asm/tab_valu_asm.c). Not a public interface. */
#ifndef GS_ISA_TAB_VALU_H
#define GS_ISA_TAB_VALU_H

#include "isa/tab_print.h"
#include "isa/isa_int.h"

#define VOP_MAXOPS 8

struct vop {
	struct gs_isa_inst row;
	const struct gsi_tab_fmt *fmt;
	int sd;                       /* VOP3SD: no abs/op_sel bits */
	uint32_t code[VOP_MAXOPS];    /* per row operand: layout code, VGPR n = 256 + n */
	uint8_t hi[VOP_MAXOPS];       /* true16 high half */
	uint32_t lit, lit_hi;
	int has_lit, lit64;          /* lit64: a 64-bit K operand (gfx1250 v_fmamk_f64) or source (code 254) */
	unsigned int neg, abs, opsel, clamp, omod;  /* VOP3 modifier bits as encoded */
	unsigned int sext;           /* SDWA: sext(src0), sext(src1) bits */
	int skip_first;              /* print: leave out the first operand (SDWA VOPC sdst) */
	int dpp;                     /* a VOP3 DPP form (op_sel lists differ) */
	unsigned int bitop3;         /* gfx1250 v_bitop3: the truth table (in the abs/omod/neg bits) */
	unsigned int bytesel;        /* gfx1250 fp8/bf8 conversions: byte_sel (op_sel bits 0-1, swapped) */
};

/*
 * What a row's mnemonic says, recorded once per row (tab_valu_facts.c): the
 * printer's, encoder's and assembler's decisions read these, not the name.
 */
struct gsi_valu_facts {
	unsigned char ok;
	unsigned char fp, packed_srcs, mad_u32_u16, last16;  /* source type: float, 32-bit packed, 16-bit */
	unsigned char pk8_src16;  /* v_cvt_pk_f16_bf8/fp8: a 16-bit source holding two 8-bit values */
	unsigned char dot, lo_vdst, lo_vdst_gfx12, lo_src;   /* fake16 e32 operands in v0..v127 */
	unsigned char sdst_mask, cmp, cmpx, src2_mask;       /* lane masks; v_cmp*, v_cmpx* */
	unsigned char writelane, lane_rw, permlane, permlane_var, src0_vgpr;  /* VGPR-only sources */
	unsigned char nofp0, nofp1, nofp2;                   /* src0/src1/src2 without neg/abs */
	unsigned char has_opsel, bytesel, opsel_direct, opsel_ignored;
	unsigned char fmac, swap, cndmask_b16, pk_fmac_f16, same_name;  /* same_name: no _e32/_e64 */
	unsigned char srcs, osel;                            /* VOP3: sources' bits, op_sel's bits */
	uint32_t twin;                                       /* targets with the other encoding */
};

/* r's facts: the table's record, or for a row not of the tables computed
 * into spare.  Asked per operand: a recorded row's answer is inline. */
extern struct gsi_valu_facts gsi_valu_facts_tab[GS_ISA_NROWS];
extern atomic_uchar gsi_valu_facts_done[GS_ISA_NROWS];  /* row recorded */
const struct gsi_valu_facts *gsi_valu_facts_slow(const struct gs_isa_inst *r, struct gsi_valu_facts *spare);

static inline const struct gsi_valu_facts *gsi_valu_facts(const struct gs_isa_inst *r, struct gsi_valu_facts *spare)
{
	if (r->row < GS_ISA_NROWS && atomic_load_explicit(&gsi_valu_facts_done[r->row], memory_order_acquire) &&
	    r->mnemonic == gsi_isa_str + gsi_isa_rows[r->row].name && r->cls_id == gsi_isa_rows[r->row].cls &&
	    r->targets == gsi_isa_rows[r->row].targets)
		return &gsi_valu_facts_tab[r->row];
	return gsi_valu_facts_slow(r, spare);
}

#define GSI_VALU_LIT64 254       /* source code of a 64-bit literal (gfx1250) */
int gsi_valu_bytesel_row(const struct gs_isa_inst *r);
int gsi_valu_lit64_ok(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const struct gs_isa_operand *o);
void gsi_valu_lit64_text(uint64_t v, int fp, char *buf, size_t size);

/*
 * A row's operands as llvm prints them (tab_valu.c), asked for every operand
 * of every candidate row, by the assembler, the verdict, encoder and
 * printer: expanded once per table row and kept (a row the caller made up
 * is expanded into a per-thread memo, the last such row's).  With each
 * operand its source index and, per layout, its field in the row's class
 * format; what needs the row's facts (lane masks, VGPR-only sources) is
 * added on first use (lazy).  (The tables' rows have at most 6 operands;
 * a longer made-up row ends there.)
 */
#define GSI_VALU_MEMO_OPS 8
#define GSI_VALU_NLAYOUTS 3
struct gsi_valu_ops {
	unsigned int row, nops, n;          /* n: operands expanded (gsi_valu_op) */
	const char *mnemonic;               /* with row, cls_id, targets, rnops: the key */
	unsigned int cls_id, rnops;
	uint32_t targets;
	atomic_uint lazy;                   /* 0, or GSI_VALU_LAZY | lane-mask bits | VGPR-only codes */
	signed char si[GSI_VALU_MEMO_OPS];  /* gsi_valu_src_index() of the field */
	unsigned char wide;                 /* a 64-bit VGPR: bit 0 a source, bit 1 any (gsi_valu_dpp_wide) */
	unsigned char src0_at;              /* the last operand on field src0, else 0 (DPP's) */
	unsigned char h16f;                 /* bit i: operand i (of nops and n) true16 and on a field */
	unsigned char nbus;                 /* the constant bus's reads (gsi_valu_bus_bad), in order: */
	struct { unsigned char i, vcc, w; } bus[GSI_VALU_MEMO_OPS];  /* operand, through vcc, registers */
	struct gs_isa_operand o[GSI_VALU_MEMO_OPS];
	const struct gsi_tab_fmt *fmt[GSI_VALU_NLAYOUTS];  /* the class's format per layout */
	const struct gsi_tab_field *fl[GSI_VALU_NLAYOUTS][GSI_VALU_MEMO_OPS];  /* the field there, or NULL */
};
#define GSI_VALU_LAZY (1u << 31)
extern struct gsi_valu_ops gsi_valu_ops_tab[GS_ISA_NROWS];
extern atomic_uchar gsi_valu_ops_done[GS_ISA_NROWS];
/* r's expansion when it is not kept yet: the table row's, made now, or the memo's */
struct gsi_valu_ops *gsi_valu_ops_fill(const struct gs_isa_inst *r);
/* r's expansion in storage no later call changes: the table row's, or spare
 * filled (gsi_valu_ops_own below: the table row's inline, else this) */
const struct gsi_valu_ops *gsi_valu_ops_own_slow(const struct gs_isa_inst *r, struct gsi_valu_ops *spare);
/* the lazy part of m (r's expansion), added when missing */
unsigned int gsi_valu_ops_lazy_slow(const struct gs_isa_inst *r, const struct gsi_valu_ops *m);

static inline struct gsi_valu_ops *gsi_valu_ops(const struct gs_isa_inst *r)
{
	if (r->row < GS_ISA_NROWS && atomic_load_explicit(&gsi_valu_ops_done[r->row], memory_order_acquire)) {
		struct gsi_valu_ops *m = &gsi_valu_ops_tab[r->row];

		if (r->mnemonic == m->mnemonic && r->cls_id == m->cls_id && r->targets == m->targets &&
		    r->nops == m->rnops)
			return m;
	}
	return gsi_valu_ops_fill(r);
}

/* (gsi_valu_ops's kept answer is the table row's, never the memo: own storage) */
static inline const struct gsi_valu_ops *gsi_valu_ops_own(const struct gs_isa_inst *r, struct gsi_valu_ops *spare)
{
	if (r->row < GS_ISA_NROWS && atomic_load_explicit(&gsi_valu_ops_done[r->row], memory_order_acquire)) {
		const struct gsi_valu_ops *m = &gsi_valu_ops_tab[r->row];

		if (r->mnemonic == m->mnemonic && r->cls_id == m->cls_id && r->targets == m->targets &&
		    r->nops == m->rnops)
			return m;
	}
	return gsi_valu_ops_own_slow(r, spare);
}

static inline unsigned int gsi_valu_ops_lazy(const struct gs_isa_inst *r, const struct gsi_valu_ops *m)
{
	unsigned int z = atomic_load_explicit((atomic_uint *)&m->lazy, memory_order_acquire);

	return z ? z : gsi_valu_ops_lazy_slow(r, m);
}

/* Is operand i a lane mask (the lazy word's bits 0-7)? */
static inline int gsi_valu_lazy_mask(unsigned int lazy, unsigned int i)
{
	return (lazy >> i) & 1;
}

/* gsi_valu_vgpr_only() of operand i (-1, 0, 1; bits 8-23 of the lazy word) */
static inline int gsi_valu_lazy_vonly(unsigned int lazy, unsigned int i)
{
	return (int)((lazy >> (8 + 2 * i)) & 3) - 1;
}

/* operand i's field in format f (f is mostly the layout's, known) */
static inline const struct gsi_tab_field *gsi_valu_ops_field(const struct gsi_valu_ops *m, enum gsi_layout l,
							      const struct gsi_tab_fmt *f, unsigned int i)
{
	if ((unsigned int)l < GSI_VALU_NLAYOUTS && m->fmt[l] == f)
		return m->fl[l][i];
	return i < m->n && m->o[i].field[0] ? gsi_tab_field_of(f, m->o[i].field) : NULL;
}

/* m's fields on format f of layout l, by operand (NULL where an operand has
 * none), or NULL when m keeps none for f (gsi_valu_ops_field looks them up) */
static inline const struct gsi_tab_field *const *gsi_valu_ops_fields(const struct gsi_valu_ops *m, enum gsi_layout l,
								     const struct gsi_tab_fmt *f)
{
	return (unsigned int)l < GSI_VALU_NLAYOUTS && m->fmt[l] == f ? m->fl[l] : NULL;
}

/* gsi_tab_format(l, r->cls) for r of expansion m (the format kept with it) */
static inline const struct gsi_tab_fmt *gsi_valu_row_format(const struct gsi_valu_ops *m, enum gsi_layout l,
							     const struct gs_isa_inst *r)
{
	if ((unsigned int)l < GSI_VALU_NLAYOUTS && r->cls_id < GS_ISA_NCLASS && r->cls == gsi_isa_class_names[r->cls_id])
		return m->fmt[l];
	return gsi_tab_format(l, r->cls);
}

static inline unsigned int gsi_valu_nops(const struct gs_isa_inst *r)
{
	return gsi_valu_ops(r)->nops;
}

/* operand i without a copy (NULL past the last), valid until a call for another row */
static inline const struct gs_isa_operand *gsi_valu_opp(const struct gs_isa_inst *r, unsigned int i)
{
	const struct gsi_valu_ops *m = gsi_valu_ops(r);

	return i < m->n ? &m->o[i] : NULL;
}

static inline int gsi_valu_op(const struct gs_isa_inst *r, unsigned int i, struct gs_isa_operand *out)
{
	const struct gs_isa_operand *o = gsi_valu_opp(r, i);

	if (!o)
		return 0;
	*out = *o;
	return 1;
}
static inline int gsi_valu_is_vop3(const struct gs_isa_inst *r)
{
	return r->cls_id == GS_ISA_GEN_VOP3 || r->cls_id == GS_ISA_GEN_VOP3SD;
}
/* src0, src1 (vsrc1), src2: 0, 1, 2; -1 otherwise (called per operand per
 * candidate row, hence no strcmp) */
static inline int gsi_valu_src_index(const char *field)
{
	int v = field[0] == 'v';
	const char *f = field + v;

	if (f[0] != 's' || f[1] != 'r' || f[2] != 'c' || f[3] < '0' || f[3] > '2' || f[4])
		return -1;
	if (v && f[3] != '1')  /* vsrc1 only */
		return -1;
	return f[3] - '0';
}

int gsi_valu_has_twin(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r);
int gsi_valu_operand(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, unsigned int i,
		     struct gs_isa_operand *o, int *mask);
/* (inline, the three below: the assembler asks them per operand of every
 * candidate row) */
/* The same from r's expansion m and its lazy word (gsi_valu_ops_lazy). */
static inline int gsi_valu_operand_m(const struct gsi_tab_ctx *c, const struct gsi_valu_ops *m, unsigned int lazy, unsigned int i,
		       struct gs_isa_operand *o, int *mask)
{
	if (i >= m->n)
		return 0;
	*o = m->o[i];
	*mask = gsi_valu_lazy_mask(lazy, i);
	if (*mask && o->width <= 1) {
		o->width = c->wave64 ? 2 : 1;
		if (o->kind == GS_ISA_K_SPECIAL)
			o->special = c->wave64 ? "vcc" : "vcc_lo";
	}
	if (*mask && o->width == 2 && o->kind == GS_ISA_K_SPECIAL && !c->wave64 &&
	    c->layout != GSI_LAYOUT_GFX9)
		o->width = 1, o->special = "vcc_lo";
	return 1;
}

/* Size and type of a source (tab_valu.c: from the mnemonic's last type token). */
static inline __attribute__((always_inline)) void gsi_valu_src_type(const struct gs_isa_inst *r, const struct gs_isa_operand *o,
		       unsigned int *bits, int *fp)
{
	struct gsi_valu_facts sp;
	const struct gsi_valu_facts *f = gsi_valu_facts(r, &sp);

	*fp = f->fp;
	*bits = 32;
	if (o->width >= 2)
		*bits = 64;
	else if (f->pk8_src16 && !gsi_streq(o->field, "vdst"))
		*bits = 16;  /* llvm-mc-22 refuses a literal above 0xffff there */
	else if ((f->packed_srcs && !gsi_streq(o->field, "vdst")) || (f->mad_u32_u16 && gsi_streq(o->field, "src2")))
		*bits = 32;  /* packed or 32-bit sources */
	else if (o->h16 || f->last16)
		*bits = 16;
}

/* A gfx11/gfx12 fake16 e32 operand, in v0..v127 only (tab_valu.c). */
static inline int gsi_valu_lo128(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const struct gs_isa_operand *o)
{
	struct gsi_valu_facts sp;
	const struct gsi_valu_facts *f;

	if (c->layout == GSI_LAYOUT_GFX9 || gsi_valu_is_vop3(r) || o->h16 || o->kind != GS_ISA_K_VGPR ||
	    o->width > 1)
		return 0;
	f = gsi_valu_facts(r, &sp);
	if (f->dot)
		return 0;  /* packed sources */
	if (gsi_streq(o->field, "vdst"))
		return f->lo_vdst || (f->lo_vdst_gfx12 && c->layout == GSI_LAYOUT_GFX12);
	return f->lo_src;
}
int gsi_valu_aligned(const struct gsi_tab_ctx *c);
int gsi_valu_vgpr_only(const struct gs_isa_inst *r, const struct gs_isa_operand *o);
int gsi_valu_no_fpmods(const struct gs_isa_inst *r, const struct gs_isa_operand *o, int mask);
int gsi_valu_bus_bad(const struct gsi_tab_ctx *c, const struct vop *v);
int gsi_valu_src_special(const struct gsi_tab_ctx *c, const char *name);
int gsi_valu_lit_inlinable(uint32_t lit, unsigned int bits, int fp);
unsigned int gsi_valu_opsel_list(const struct gs_isa_inst *r, unsigned int opsel, unsigned int *n);
/* gfx950 partial-destination conversions: op_sel lists the OPSEL bits in order. */
int gsi_valu_opsel_direct(const struct gs_isa_inst *r);
int gsi_valu_lit64_vop3(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const struct gs_isa_operand *o);
int gsi_valu_has_opsel(const struct gs_isa_inst *r);
int gsi_valu_opsel_ignored(const struct gs_isa_inst *r);

/* words <-> struct vop; encode returns the dwords written (literal included) */
unsigned int gsi_valu_encode(const struct gsi_tab_ctx *c, const struct vop *v, uint32_t *w);
int gsi_valu_decode(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct vop *v);
/* the same with the row's expansion m (storage no later call changes) and
 * facts rf at hand (the verdict's; decode: rf NULL looks them up) */
unsigned int gsi_valu_encode_m(const struct gsi_tab_ctx *c, const struct vop *v, uint32_t *w,
			       const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf);
int gsi_valu_decode_m(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct vop *v,
		      const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf);

void gsi_valu_print_name(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const char *extra,
			 struct gsi_tab_line *l);
void gsi_valu_print_ops(const struct gsi_tab_ctx *c, const struct vop *v, struct gsi_tab_line *l);
void gsi_valu_print_mods(const struct vop *v, struct gsi_tab_line *l);

/* tab_valu_dpp.c: DPP16 (every layout) and DPP8 (gfx11+) forms of VOP1/VOP2/VOPC */
#define GSI_VALU_NOT_DPP 0xffffffffu
/* (m, rf: d's row's expansion and facts) */
unsigned int gsi_valu_dpp_print(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				char *buf, size_t size, const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf);

struct gsi_valu_dpp {
	unsigned int ctrl, fi, bc, bank, row;  /* DPP16 */
	unsigned int sel[8];                   /* DPP8 lane selects */
	unsigned int src0_op;                  /* index of src0 among the row's operands */
};

int gsi_valu_dpp_ctrl(const struct gsi_tab_ctx *c, const char *key, const char *val);
int gsi_valu_dpp_decode(const struct gsi_tab_ctx *c, uint32_t w, unsigned int s0, struct gsi_valu_dpp *p);
int gsi_valu_dpp_srcmods(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const char *mod);
/* (inline, the two below: the assembler asks them per candidate row) */
/* Does the row have a 64-bit VGPR operand (a source; on gfx9 the result too)? */
static inline int gsi_valu_dpp_wide(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r)
{
	/* recorded with the row's expansion */
	return gsi_valu_ops(r)->wide >> (c->layout == GSI_LAYOUT_GFX9) & 1;
}

/*
 * Does the row have this DPP kind ("dpp" / "dpp8") on the layout?  64-bit
 * operands take DPP on gfx9 (gfx90a+) with row_newbcast only (the caller
 * checks the control), never on gfx11+.
 */
static inline int gsi_valu_dpp_ok(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, int dpp8)
{
	if (gsi_valu_is_vop3(r) || (dpp8 && c->layout == GSI_LAYOUT_GFX9))
		return 0;
	if (gsi_valu_dpp_wide(c, r) && c->layout != GSI_LAYOUT_GFX9)
		return 0;
	return (dpp8 ? GSI_HAS_MOD(r, DPP8) : GSI_HAS_MOD(r, DPP));
}

uint32_t gsi_valu_dpp_word(const struct gsi_tab_ctx *c, const struct vop *v, unsigned int src0, int dpp8,
			   const struct gsi_valu_dpp *p);
void gsi_valu_dpp_print_ctl(const struct gsi_tab_ctx *c, const struct gsi_valu_dpp *p, int dpp8,
			    struct gsi_tab_line *l);
void gsi_valu_dpp_print_name(const struct gs_isa_inst *r, struct gsi_tab_line *l);

/* tab_valu_sdwa.c: gfx9 SDWA forms of VOP1/VOP2/VOPC */
struct gsi_valu_sdwa {
	unsigned int dst_sel, dst_unused, src0_sel, src1_sel;  /* selects as encoded (6: DWORD) */
	unsigned int sext;                                     /* per source */
	unsigned int sd, sdst;                                 /* VOPC: sdst valid, its code */
};

unsigned int gsi_valu_sdwa_print(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, char *buf, size_t size,
				 const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf);
int gsi_valu_sdwa_sel(const char *s);
int gsi_valu_sdwa_unused(const char *s);
int gsi_valu_sdwa_intmods(const struct gs_isa_inst *r, unsigned int si);
int gsi_valu_sdwa_fpresult(const struct gs_isa_inst *r);
/* gfx9's fp8/bf8 conversions to f32: an SDWA form without dst_sel/dst_unused
 * (always DWORD, UNUSED_PAD). */
int gsi_valu_sdwa_no_dst(const struct gs_isa_inst *r);
int gsi_valu_sdwa_bus_bad(const struct gs_isa_inst *r, unsigned int src0, unsigned int src1);
int gsi_valu_sdwa_const_bad(const struct gs_isa_inst *r, unsigned int si, unsigned int code);
int gsi_valu_op_index(const struct gs_isa_inst *r, const char *field);
uint32_t gsi_valu_sdwa_word(const struct vop *v, unsigned int src0, unsigned int src1, const struct gsi_valu_sdwa *s);

#endif /* GS_ISA_TAB_VALU_H */
