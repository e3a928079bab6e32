// SPDX-License-Identifier: MIT
/*
 * Table-driven printing of the VALU classes (VOP1, VOP2, VOPC, VOP3, VOP3SD)
 * on every layout (see isa/tab_print.h).  An instruction is decoded into a struct
 * vop (operand codes, true16 halves, modifiers), printed as llvm-mc-22 does,
 * and re-encoded: bytes whose re-encoding differs (reserved bits, modifiers
 * the opcode lacks, non-canonical fields) are refused, so that whatever is
 * printed assembles back to the same bytes.  The assembler (asm/tab_valu_asm.c)
 * fills the same struct and uses the same encoder.
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_valu.h"
#include "isa/isa_int.h"

static const char *src_name(const struct gsi_tab_ctx *c, unsigned int code);
static int inline_fp64(uint64_t v);

/* ------------------------------------------------------------ row facts */


/* Does the mnemonic also exist in the other encoding (e32 <-> e64)? */
int gsi_valu_has_twin(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r)
{
	struct gsi_valu_facts sp;

	return c->tidx >= 0 && c->tidx < 32 && (gsi_valu_facts(r, &sp)->twin >> c->tidx & 1);
}

/*
 * The row's operands as llvm prints them, expanded in one walk (tab_valu.h):
 * its operands, up to the first the table lacks, and gsi_valu_nops's count.
 * The tables list the permlane rows' VGPR source as two unnamed "named"
 * operands: that is src0.
 */
static void expand(const struct gs_isa_inst *r, struct gsi_valu_ops *m)
{
	unsigned int n = 0, named = 0;
	int stop = 0;

	m->row = r->row;
	m->mnemonic = r->mnemonic;
	m->cls_id = r->cls_id;
	m->targets = r->targets;
	m->rnops = r->nops;
	atomic_store_explicit(&m->lazy, 0, memory_order_relaxed);
	m->n = 0;
	if (!strcmp(r->mnemonic, "v_accvgpr_mov_b32") && r->cls_id == GS_ISA_GEN_VOP1) {
		/* the table has vdst only (llvm-mc-22 crashed while it was generated) */
		for (unsigned int i = 0; i < 2; i++) {
			memset(&m->o[i], 0, sizeof(m->o[i]));
			m->o[i].kind = GS_ISA_K_AGPR;
			m->o[i].width = 1;
			m->o[i].field = i ? "src0" : "vdst";
			m->o[i].special = "";
		}
		m->nops = m->n = 2;
	} else {
		for (unsigned int k = 0; k < r->nops; k++) {
			struct gs_isa_operand o;
			int ok = gsi_isa_operand(r, k, &o) == GS_OK;

			if (ok && o.kind == GS_ISA_K_NAMED && !o.field[0]) {
				if (named++)
					continue;
				o.kind = GS_ISA_K_VGPR;
				o.width = 1;
				o.field = "src0";
			}
			n++;
			if (!ok)
				stop = 1;  /* gsi_valu_op ends at the first operand the table lacks */
			if (!stop && m->n < GSI_VALU_MEMO_OPS)
				m->o[m->n++] = o;
		}
		m->nops = n < VOP_MAXOPS ? n : VOP_MAXOPS;
	}
	for (unsigned int i = 0; i < m->n; i++)
		m->si[i] = (signed char)gsi_valu_src_index(m->o[i].field);
	m->wide = 0;
	m->src0_at = 0;
	m->h16f = 0;
	for (unsigned int i = 0; i < m->nops && i < m->n; i++) {
		if (m->o[i].h16 && m->o[i].field[0])
			m->h16f |= (unsigned char)(1u << i);
		if (m->o[i].width > 1 && m->o[i].kind == GS_ISA_K_VGPR)
			m->wide |= (m->si[i] >= 0 ? 1 : 0) | 2;
		if (gsi_streq(m->o[i].field, "src0"))
			m->src0_at = (unsigned char)i;
	}
	/* the operands gsi_valu_bus_bad counts: sources, and after one a vcc read */
	m->nbus = 0;
	for (unsigned int i = 0, after_src = 0; i < m->nops && i < m->n; i++) {
		const struct gs_isa_operand *o = &m->o[i];
		int vcc = o->kind == GS_ISA_K_SPECIAL && after_src && o->special && !strncmp(o->special, "vcc", 3);

		if (!vcc && (m->si[i] < 0 || o->field[0] == 'v'))  /* a source, not vsrc1 */
			continue;
		after_src = 1;
		m->bus[m->nbus].i = (unsigned char)i;
		m->bus[m->nbus].vcc = (unsigned char)vcc;
		m->bus[m->nbus++].w = (unsigned char)(o->width > 1 ? o->width : 1);
	}
	for (unsigned int l = 0; l < GSI_VALU_NLAYOUTS; l++) {
		const struct gsi_tab_fmt *f = r->cls_id < GS_ISA_NCLASS
					      ? gsi_tab_format((enum gsi_layout)l, gsi_isa_class_names[r->cls_id]) : NULL;

		m->fmt[l] = f;
		for (unsigned int i = 0; i < GSI_VALU_MEMO_OPS; i++)
			m->fl[l][i] = f && i < m->n && m->o[i].field[0] ? gsi_tab_field_of(f, m->o[i].field) : NULL;
	}
}

struct gsi_valu_ops gsi_valu_ops_tab[GS_ISA_NROWS];
atomic_uchar gsi_valu_ops_done[GS_ISA_NROWS];
static pthread_mutex_t ops_lock = PTHREAD_MUTEX_INITIALIZER;
static _Thread_local struct gsi_valu_ops memo = { .row = ~0u };

/* Is r the table's own row (not one the caller made up)? */
static int table_row(const struct gs_isa_inst *r)
{
	return r->row < GS_ISA_NROWS && r->mnemonic == gsi_isa_str + gsi_isa_rows[r->row].name &&
	       r->cls_id == gsi_isa_rows[r->row].cls && r->targets == gsi_isa_rows[r->row].targets &&
	       r->nops == gsi_isa_rows[r->row].nops;
}

struct gsi_valu_ops *gsi_valu_ops_fill(const struct gs_isa_inst *r)
{
	if (table_row(r)) {
		struct gsi_valu_ops *m = &gsi_valu_ops_tab[r->row];

		/* expanded once, under the lock (expand asks no facts: no other lock) */
		pthread_mutex_lock(&ops_lock);
		if (!atomic_load_explicit(&gsi_valu_ops_done[r->row], memory_order_relaxed)) {
			expand(r, m);
			atomic_store_explicit(&gsi_valu_ops_done[r->row], 1, memory_order_release);
		}
		pthread_mutex_unlock(&ops_lock);
		return m;
	}
	if (r->row != memo.row || r->mnemonic != memo.mnemonic || r->cls_id != memo.cls_id ||
	    r->targets != memo.targets || r->nops != memo.rnops)
		expand(r, &memo);
	return &memo;
}

const struct gsi_valu_ops *gsi_valu_ops_own_slow(const struct gs_isa_inst *r, struct gsi_valu_ops *spare)
{
	const struct gsi_valu_ops *m = gsi_valu_ops(r);

	if (m != &memo)
		return m;
	expand(r, spare);
	return spare;
}

/* Lane masks are one SGPR in wave32 and a pair in wave64. */
static int is_lane_mask(const struct gs_isa_inst *r, const struct gs_isa_operand *o)
{
	struct gsi_valu_facts sp;
	const struct gsi_valu_facts *f;

	if (o->kind == GS_ISA_K_SPECIAL)
		return o->special && !strncmp(o->special, "vcc", 3);
	f = gsi_valu_facts(r, &sp);
	if (gsi_streq(o->field, "sdst"))
		return f->sdst_mask;
	if (gsi_streq(o->field, "vdst"))
		return o->kind == GS_ISA_K_SGPR && f->cmp;
	if (gsi_streq(o->field, "src2"))
		return f->src2_mask;
	return 0;
}

unsigned int gsi_valu_ops_lazy_slow(const struct gs_isa_inst *r, const struct gsi_valu_ops *m)
{
	/* from m's own operands (the facts may expand other rows, never change m);
	 * the same word whoever writes it first */
	unsigned int z = GSI_VALU_LAZY;

	for (unsigned int k = 0; k < m->n; k++) {
		z |= (unsigned int)is_lane_mask(r, &m->o[k]) << k;
		z |= (unsigned int)(gsi_valu_vgpr_only(r, &m->o[k]) + 1) << (8 + 2 * k);
	}
	atomic_store_explicit((atomic_uint *)&m->lazy, z, memory_order_release);
	return z;
}

/* (gsi_valu_operand_m: tab_valu.h) */

/* Operand i of the row, widths adjusted for the wave size. */
int gsi_valu_operand(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, unsigned int i,
		     struct gs_isa_operand *o, int *mask)
{
	const struct gsi_valu_ops *m = gsi_valu_ops(r);
	unsigned int lazy;

	if (i >= m->n)
		return 0;
	lazy = gsi_valu_ops_lazy(r, m);
	m = gsi_valu_ops(r);  /* (the memo of a made-up row: the facts may have used it) */
	return gsi_valu_operand_m(c, m, lazy, i, o, mask);
}

/*
 * gsi_valu_src_type (tab_valu.h): size and type of a source, from the
 * mnemonic's last type token (the source type of conversions): 16, 32 or
 * 64 bits, floating point or not.
 */

/*
 * gsi_valu_lo128 (tab_valu.h): gfx11/gfx12 e32 forms address 16-bit operands that are not true16 ("fake16")
 * in v0..v127 only: llvm takes the e64 form for v128 and above and prints
 * "Invalid register" for such e32 bytes.  The operand's type comes from the
 * mnemonic: a conversion's destination is its first type, sources the last;
 * packed results are 32 bits.
 */

/* ---------------------------------------------------------------- encode */

static void put_field(uint32_t *w, const struct gsi_tab_fmt *f, const char *name, uint32_t v)
{
	const struct gsi_tab_field *fl = gsi_tab_field_of(f, name);

	if (fl)
		gsi_tab_put(w, fl->dw, fl->lo, fl->width, v);
}

/* gsi_valu_encode with v's row's facts rf and expansion m at hand (the
 * verdict has them: no lookups per line) */
unsigned int gsi_valu_encode_m(const struct gsi_tab_ctx *c, const struct vop *v, uint32_t *w,
			       const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf)
{
	const struct gsi_tab_fmt *f = v->fmt;
	int v3 = gsi_valu_is_vop3(&v->row);
	unsigned int n = f->ndw, opsel = v->opsel;

	memset(w, 0, 4 * 4);
	for (unsigned int i = 0; i < f->npre; i++)
		gsi_tab_put(w, f->pre[i].dw, f->pre[i].lo, f->pre[i].width, f->pre[i].val);
	gsi_tab_put(w, f->op_dw, f->op_lo, f->op_width, v->row.opcode);
	if (v3 && c->layout != GSI_LAYOUT_GFX9 && rf->cmpx)
		put_field(w, f, "vdst", GS_OPR_EXEC_LO);  /* canonical: llvm writes exec_lo */
	/* the fields looked up once, not per operand (nops <= GSI_VALU_MEMO_OPS) */
	const struct gsi_tab_field *const *fls = gsi_valu_ops_fields(m, c->layout, f);
	unsigned int nn = m->nops < m->n ? m->nops : m->n;

	for (unsigned int i = 0; i < nn; i++) {
		const struct gs_isa_operand *o = &m->o[i];
		const struct gsi_tab_field *fl;
		uint32_t code;
		int si;

		if (fls)
			fl = fls[i];  /* NULL where o has no field */
		else
			fl = o->field[0] ? gsi_tab_field_of(f, o->field) : NULL;
		if (!fl)
			continue;
		code = v->code[i];
		si = m->si[i];
		if (o->h16 && v->hi[i] && code >= 256) {
			if (v3)
				opsel |= 1u << (si < 0 ? 3 : si);
			else
				code |= 0x80;
		}
		if (!fl->src9 && code >= 256)
			code -= 256;
		gsi_tab_put(w, fl->dw, fl->lo, fl->width, code);
	}
	if (v3) {
		/* llvm keeps modifier bits of the sources the instruction has only
		 * (the row's sources, and its op_sel bits: tab_valu_facts.c) */
		unsigned int srcs = rf->srcs, osel = rf->osel;

		if (!v->sd) {
			gsi_tab_put(w, 0, 8, 3, GSI_HAS_MOD(&v->row, ABS) ? v->abs & srcs & 7 : 0);
			gsi_tab_put(w, 0, 11, 4, rf->has_opsel || opsel != v->opsel
						 ? opsel & osel : 0);
		}
		gsi_tab_put(w, 0, 15, 1, GSI_HAS_MOD(&v->row, CLAMP) ? v->clamp : 0);
		gsi_tab_put(w, 1, 27, 2, GSI_HAS_MOD(&v->row, OMOD) ? v->omod : 0);
		gsi_tab_put(w, 1, 29, 3, GSI_HAS_MOD(&v->row, NEG) ? v->neg & srcs & 7 : 0);
		if (rf->bytesel == 1)
			gsi_tab_put(w, 0, 11, 2, (v->bytesel >> 1 & 1) | (v->bytesel & 1) << 1);
		else if (rf->bytesel == 2)
			gsi_tab_put(w, 0, 13, 2, v->bytesel);
		if (GSI_HAS_MOD(&v->row, BITOP3)) {
			/* bits 0-2 in neg's place, 3-5 in abs's, 6-7 in omod's */
			gsi_tab_put(w, 1, 29, 3, v->bitop3);
			gsi_tab_put(w, 0, 8, 3, v->bitop3 >> 3);
			gsi_tab_put(w, 1, 27, 2, v->bitop3 >> 6);
		}
	}
	if (v->has_lit)
		w[n++] = v->lit;
	if (v->has_lit && v->lit64)
		w[n++] = v->lit_hi;
	return n;
}

unsigned int gsi_valu_encode(const struct gsi_tab_ctx *c, const struct vop *v, uint32_t *w)
{
	struct gsi_valu_facts sp;
	const struct gsi_valu_facts *rf = gsi_valu_facts(&v->row, &sp);

	return gsi_valu_encode_m(c, v, w, gsi_valu_ops(&v->row), rf);  /* ops after the facts (a made-up row's memo) */
}

/* ---------------------------------------------------------------- decode */

/* Source codes a 9-bit field may hold (besides registers and constants). */
static int src_code_ok(const struct gsi_tab_ctx *c, unsigned int code)
{
	if (code >= 256 || code <= 101 || (code >= 106 && code <= 123) || code == 124 ||
	    code == 126 || code == 127 || (code >= 128 && code <= 208) ||
	    (code >= 240 && code <= 248) || code == 255)
		return 1;
	if (src_name(c, code))
		return 1;
	if (c->layout == GSI_LAYOUT_GFX9)
		return code >= 102 && code <= 105;
	return code <= 105 || code == 125;
}

/*
 * Source names gsi_tab_src_text() does not print as llvm does (reported to its
 * owner): the src_* registers, and m0/null on gfx9.
 */
static const char *src_name(const struct gsi_tab_ctx *c, unsigned int code)
{
	switch (code) {
	case 235: return "src_shared_base";
	case 236: return "src_shared_limit";
	case 237: return "src_private_base";
	case 238: return "src_private_limit";
	case 239: return "src_pops_exiting_wave_id";
	case 251: return "src_vccz";
	case 252: return "src_execz";
	case 253: return "src_scc";
	case 254: return c->gfx1250 ? NULL : "src_lds_direct";
	case 230: return c->gfx1250 ? "src_flat_scratch_base_lo" : NULL;
	case 231: return c->gfx1250 ? "src_flat_scratch_base_hi" : NULL;
	case 125: return c->layout == GSI_LAYOUT_GFX9 ? "null" : NULL;
	default: return NULL;
	}
}

int gsi_valu_src_special(const struct gsi_tab_ctx *c, const char *name)
{
	for (unsigned int code = 230; code < 256; code++) {
		const char *n = src_name(c, code);

		if (n && !strcmp(n, name))
			return (int)code;
	}
	return -1;
}

/*
 * A row with byte_sel (gfx1250 fp8/bf8 conversions): 1 when its value lives in
 * op_sel bits 0-1, swapped (v_cvt_f32_fp8 ...), 2 when in bits 2-3 (v_cvt_sr_*).
 */
int gsi_valu_bytesel_row(const struct gs_isa_inst *r)
{
	struct gsi_valu_facts sp;

	return gsi_valu_facts(r, &sp)->bytesel;
}

/*
 * gfx1250 VOP3 64-bit sources: llvm-mc-22 takes lit64(x) for x below 2^32
 * (code 0xFE, two literal dwords, the high one zero) and prints those bytes
 * so; it refuses wider values there.
 */
int gsi_valu_lit64_vop3(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const struct gs_isa_operand *o)
{
	return c->gfx1250 && gsi_valu_is_vop3(r) && r->cls_id != GS_ISA_GEN_VOP3P &&
	       o->width == 2 && gsi_valu_src_index(o->field) >= 0;
}

/* Does the operand take a 64-bit literal (code 0xFE): gfx1250, a 64-bit src0 of an e32 form. */
int gsi_valu_lit64_ok(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const struct gs_isa_operand *o)
{
	return c->gfx1250 && !gsi_valu_is_vop3(r) && o->width == 2 &&
	       gsi_streq(o->field, "src0") && r->size == 4;
}

/*
 * Text of a 64-bit literal source as llvm-mc-22 prints it: lit64(...) when the
 * plain number would assemble to something else (an inline constant, a 32-bit
 * literal: a zero high half, or for floats a zero low half).
 */
void gsi_valu_lit64_text(uint64_t v, int fp, char *buf, size_t size)
{
	int plain;

	plain = (v >> 32) && v < (uint64_t)-16 && !inline_fp64(v);
	if (fp)
		plain = plain && (uint32_t)v;  /* a zero low half reads as a 32-bit literal */
	snprintf(buf, size, plain ? "0x%llx" : "lit64(0x%llx)", (unsigned long long)v);
}

/* VGPR tuples are 64-bit aligned on gfx90a+ (gfx942, gfx950) and gfx1250. */
int gsi_valu_aligned(const struct gsi_tab_ctx *c)
{
	return c->layout == GSI_LAYOUT_GFX9 || c->gfx1250;
}

/*
 * Sources that take VGPRs only, which llvm's disassembler prints from any
 * code (text its assembler then refuses): register tuples wider than a pair,
 * the VGPR-moving and lane-permuting instructions' src0.
 */
int gsi_valu_vgpr_only(const struct gs_isa_inst *r, const struct gs_isa_operand *o)
{
	struct gsi_valu_facts sp;
	const struct gsi_valu_facts *f = gsi_valu_facts(r, &sp);

	/* v_writelane: a scalar value and a lane select, no VGPRs */
	if (f->writelane)
		return -1;
	if (gsi_valu_src_index(o->field) < 0)
		return 0;
	if (f->lane_rw && !strcmp(o->field, "src1"))
		return -1;  /* v_readlane's lane select: an SGPR or a constant */
	if (o->width > 2)
		return 1;
	if (f->permlane_var && gsi_streq(o->field, "src1"))
		return 1;  /* the lane selects are per lane */
	if (!gsi_streq(o->field, "src0"))
		return 0;
	return f->src0_vgpr;
}

/*
 * Sources without neg/abs though the instruction has them: lane masks and
 * the integer operands of float instructions (exponents, class masks, seeds,
 * byte indices).
 */
int gsi_valu_no_fpmods(const struct gs_isa_inst *r, const struct gs_isa_operand *o, int mask)
{
	struct gsi_valu_facts sp;
	int si = gsi_valu_src_index(o->field);

	if (mask)
		return 1;
	if (si == 0)
		return gsi_valu_facts(r, &sp)->nofp0;
	if (si == 1)
		return gsi_valu_facts(r, &sp)->nofp1;  /* exponents, class masks, seeds, byte indices */
	if (si == 2)
		return gsi_valu_facts(r, &sp)->nofp2;
	return 0;
}

/* A register operand of width registers at code: in range and aligned. */
static int reg_ok(const struct gsi_tab_ctx *c, unsigned int code, unsigned int width)
{
	if (width <= 1)
		return 1;
	if (code >= 256)  /* gfx11/gfx12: llvm-mc-22 prints tuples past v255 (v[255:256]) */
		return !gsi_valu_aligned(c) || (code - 256 + width <= 256 && !(code & 1));
	if (code >= 128)
		return 1;  /* constants and literals */
	if (code & 1)
		return 0;
	if (code < gsi_tab_sgpr_limit(c))
		return code + width <= gsi_tab_sgpr_limit(c);
	if (code >= 108 && code <= 123)
		return code - 108 + width <= 16 && (width < 4 || !((code - 108) & 3));
	/* vcc, exec; gfx9 flat_scratch and xnack_mask; gfx11+ null (zero at any width) */
	return width == 2 && (code == 106 || code == 126 ||
			      (c->layout == GSI_LAYOUT_GFX9 ? code == 102 || code == 104 : code == 124));
}

/* gsi_valu_lo128 and gsi_valu_no_fpmods (operand o of row r, source index si)
 * with r's facts rf at hand (NULL: looked up) */
static inline int lo128_rf(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const struct gs_isa_operand *o,
			   const struct gsi_valu_facts *rf)
{
	if (c->layout == GSI_LAYOUT_GFX9 || gsi_valu_is_vop3(r) || o->h16 || o->kind != GS_ISA_K_VGPR ||
	    o->width > 1)
		return 0;
	if (!rf)
		return gsi_valu_lo128(c, r, o);
	if (rf->dot)
		return 0;  /* packed sources */
	if (gsi_streq(o->field, "vdst"))
		return rf->lo_vdst || (rf->lo_vdst_gfx12 && c->layout == GSI_LAYOUT_GFX12);
	return rf->lo_src;
}

static inline int no_fpmods_rf(const struct gs_isa_inst *r, const struct gs_isa_operand *o, int si, int mask,
			       const struct gsi_valu_facts *rf)
{
	if (!rf)
		return gsi_valu_no_fpmods(r, o, mask);
	if (mask)
		return 1;
	return si == 0 ? rf->nofp0 : si == 1 ? rf->nofp1 : si == 2 ? rf->nofp2 : 0;
}

/* gsi_valu_decode with d's row's expansion m (its own storage) and its facts
 * rf (NULL: looked up where needed) */
int gsi_valu_decode_m(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct vop *v,
		      const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf)
{
	const struct gsi_tab_fmt *f = d->fmt;
	int v3 = gsi_valu_is_vop3(&d->row);
	int need_lit = 0, lit_fp = 0;
	unsigned int lazy = gsi_valu_ops_lazy(&d->row, m);
	struct gsi_valu_facts sp;

	if (v3 && !rf)
		rf = gsi_valu_facts(&d->row, &sp);
	memset(v, 0, sizeof(*v));
	v->row = d->row;
	v->fmt = f;
	v->sd = d->row.cls_id == GS_ISA_GEN_VOP3SD;
	if (v3) {
		v->abs = gsi_tab_get(d->w, 0, 8, 3);
		v->opsel = gsi_tab_get(d->w, 0, 11, 4);
		v->clamp = gsi_tab_get(d->w, 0, 15, 1);
		v->omod = gsi_tab_get(d->w, 1, 27, 2);
		v->neg = gsi_tab_get(d->w, 1, 29, 3);
		if (v->sd)
			v->abs = v->opsel = 0;
		if (GSI_HAS_MOD(&d->row, BITOP3)) {
			v->bitop3 = v->neg | v->abs << 3 | v->omod << 6;
			v->neg = v->abs = v->omod = 0;
		}
		if (rf->bytesel == 1) {
			v->bytesel = (v->opsel >> 1 & 1) | (v->opsel & 1) << 1;
			v->opsel &= ~3u;
		} else if (rf->bytesel == 2) {
			v->bytesel = v->opsel >> 2 & 3;
			v->opsel &= 3u;
		}
	}
	/* the fields looked up once, not per operand; the bound read once
	 * (v's stores may alias m's counts) */
	const struct gsi_tab_field *const *fls = gsi_valu_ops_fields(m, c->layout, f);
	const unsigned int nops = m->nops < VOP_MAXOPS ? m->nops : VOP_MAXOPS;

	for (unsigned int i = 0; i < nops; i++) {
		struct gs_isa_operand adj;
		const struct gs_isa_operand *o;
		const struct gsi_tab_field *fl;
		uint32_t code;
		int si, mask;

		/* the expansion's operand in place; a copy only where a lane
		 * mask's width is the wave's (gsi_valu_operand_m) */
		if (i >= m->n)
			return 0;
		mask = gsi_valu_lazy_mask(lazy, i);
		o = &m->o[i];
		if (mask) {
			gsi_valu_operand_m(c, m, lazy, i, &adj, &mask);
			o = &adj;
		}
		if (o->kind == GS_ISA_K_LITERAL) {
			need_lit = 1;
			v->lit64 = d->row.size == f->ndw * 4u + 8;
			continue;
		}
		if (!o->field[0])
			continue;
		fl = fls ? fls[i] : gsi_valu_ops_field(m, c->layout, f, i);
		if (!fl)
			return 0;
		code = gsi_tab_get(d->w, fl->dw, fl->lo, fl->width);
		si = m->si[i];
		if (fl->src9 && code == GSI_VALU_LIT64 && (gsi_valu_lit64_ok(c, &d->row, o) ||
							  gsi_valu_lit64_vop3(c, &d->row, o))) {
			unsigned int bits;

			need_lit = 1;
			v->lit64 = 1;  /* a 64-bit literal source (gfx1250 e32 src0, VOP3 lit64()) */
			gsi_valu_src_type(&d->row, o, &bits, &lit_fp);
		} else if (fl->src9) {
			if (!src_code_ok(c, code))
				return 0;
			if (code == 255) {
				if (v3 && c->layout == GSI_LAYOUT_GFX9)
					return 0;
				need_lit = 1;
			}
		} else if (o->kind == GS_ISA_K_VGPR || o->kind == GS_ISA_K_AGPR) {
			code += 256;
		} else if (!src_code_ok(c, code) || code >= 128) {
			return 0;  /* a scalar destination */
		}
		if (o->h16 && code >= 256) {
			if (v3)
				v->hi[i] = (v->opsel >> (si < 0 ? 3 : si)) & 1;
			else
				v->hi[i] = (code >> 7) & 1, code &= ~0x80u;
		}
		if (!reg_ok(c, code, o->width ? o->width : 1))
			return 0;
		if (mask && fl->src9 && !(code < 128) && !src_name(c, code))
			return 0;  /* a lane mask is an SGPR or a src_* register (llvm: "Invalid immediate") */
		if (fl->src9 && code < 256 && gsi_valu_lazy_vonly(lazy, i) > 0)
			return 0;
		if (fl->src9 && code >= 256 && gsi_valu_lazy_vonly(lazy, i) < 0)
			return 0;
		if (si >= 0 && ((v->neg | v->abs) >> si) & 1 && no_fpmods_rf(&d->row, o, si, mask, rf))
			return 0;
		if (code >= 256 + 128 && lo128_rf(c, &d->row, o, rf))
			return 0;
		v->code[i] = code;
	}
	if (need_lit) {
		if (d->ndw <= f->ndw)
			return 0;
		v->has_lit = 1;
		v->lit = d->w[f->ndw];
		if (v->lit64) {
			if (d->ndw <= f->ndw + 1u || (!d->w[f->ndw + 1] && d->row.size == f->ndw * 4u + 8))
				return 0;  /* llvm would print a lit64() form of the K */
			/*
			 * VOP3: llvm prints a 32-bit literal's text for these bytes; with a
			 * zero low half on an f64 source gfxshim prints lit64(), which both
			 * assemblers take back to the same bytes (conformance.rst)
			 */
			if (v3 && d->w[f->ndw + 1] && (d->w[f->ndw] || !lit_fp) &&
			    !(d->w[f->ndw + 1] == 0xffffffffu && d->w[f->ndw] >= 0x80000000u))
				return 0;  /* (a sign-extended 32-bit value is lit64() as well) */
			v->lit_hi = d->w[f->ndw + 1];
		}
	}
	if (v3 && rf->opsel_ignored)
		v->opsel = 0;
	/* true16 halves travel in op_sel: keep only the bits no half explains */
	if (v3 && m->h16f)  /* (h16f: the operands this loop looked at) */
		for (unsigned int i = 0; i < m->nops && i < m->n && i < VOP_MAXOPS; i++) {
			int si = m->si[i];

			if (m->o[i].h16 && v->code[i] >= 256 && m->o[i].field[0])
				v->opsel &= ~(1u << (si < 0 ? 3 : si));
		}
	return 1;
}

int gsi_valu_decode(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct vop *v)
{
	struct gsi_valu_ops spare;

	return gsi_valu_decode_m(c, d, v, gsi_valu_ops_own(&d->row, &spare), NULL);
}

/*
 * The constant bus: gfx9 reads one scalar value (SGPR, literal) per VALU
 * instruction, gfx11+ two; implicit vcc reads count.  The operand index that
 * exceeds it, or -1.
 */
static int bus_bad_m(const struct gsi_tab_ctx *c, const struct vop *v, const struct gsi_valu_ops *m,
		     const struct gsi_valu_facts *rf)
{
	uint32_t seen[8];
	unsigned int ns = 0, lim = c->layout == GSI_LAYOUT_GFX9 ? 1 : 2;

	if (rf->lane_rw)
		return -1;
	for (unsigned int k = 0; k < m->nbus; k++) {
		/* the row's reads, listed with its expansion (expand) */
		unsigned int i = m->bus[k].i, j;
		uint32_t code = m->bus[k].vcc ? GS_OPR_VCC_LO : v->code[i];  /* carry-in or mask read through vcc */

		if (!(code < 128 || code == 255) || code == GS_OPR_NULL)
			continue;
		code |= (uint32_t)m->bus[k].w << 16;  /* s2 and s[2:3] are two reads */
		for (j = 0; j < ns && seen[j] != code; j++)
			;
		if (j == ns && ns < 8)
			seen[ns++] = code;
		if (ns > lim)
			return (int)i;
	}
	return -1;
}

int gsi_valu_bus_bad(const struct gsi_tab_ctx *c, const struct vop *v)
{
	struct gsi_valu_facts sp;
	const struct gsi_valu_facts *rf = gsi_valu_facts(&v->row, &sp);

	return bus_bad_m(c, v, gsi_valu_ops(&v->row), rf);  /* ops after the facts (a row's first facts expand it again) */
}

/* ----------------------------------------------------------------- print */

/* Is v the bit pattern of a 64-bit inline float (0.5 .. -4.0, 1/(2*pi))? */
static int inline_fp64(uint64_t v)
{
	for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
		if (v == gsi_inline_f64[i])
			return 1;
	return 0;
}

static int inline_fp_bits(uint32_t lit, unsigned int bits)
{
	if (bits == 64) {
		/* a 64-bit literal's high half; 1/(2*pi) would need its low half too */
		for (unsigned int i = 0; i < GSI_NINLINE_FLOATS - 1; i++)
			if (lit == (uint32_t)(gsi_inline_f64[i] >> 32))
				return 1;
		return 0;
	}
	for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
		if ((bits == 16 && lit == gsi_inline_f16[i]) || lit == gsi_inline_f32[i])
			return 1;
	return 0;
}

/* Would the assembler encode this literal value as an inline constant? */
int gsi_valu_lit_inlinable(uint32_t lit, unsigned int bits, int fp)
{
	int32_t s = (int32_t)lit;

	if (bits == 16) {
		if ((lit & 0xffff0000u) == 0 || (lit & 0xffff0000u) == 0xffff0000u) {
			int16_t h = (int16_t)lit;

			if (h >= -16 && h <= 64)
				return 1;
		}
		return fp && inline_fp_bits(lit, 16);
	}
	if (s >= -16 && s <= 64)
		return 1;
	return inline_fp_bits(lit, bits);
}

static void src_text(const struct gsi_tab_ctx *c, const struct vop *v, unsigned int i,
		     const struct gs_isa_operand *o, char *buf, size_t size)
{
	struct gsi_tab_src s;
	unsigned int code = v->code[i], bits;
	int fp;

	gsi_valu_src_type(&v->row, o, &bits, &fp);
	memset(&s, 0, sizeof(s));
	s.code = code;
	s.agpr = o->kind == GS_ISA_K_AGPR;
	s.width = o->width ? o->width : 1;
	s.literal = v->lit;
	s.fp = fp;
	s.bits = bits;
	if (code == 248 && bits == 64) {
		snprintf(buf, size, "0.15915494309189532");
		return;
	}
	if (code >= 240 && code <= 248 && bits == 16 && !fp) {
		/* llvm-mc-22 shows an inline float of a 16-bit integer operand as its f16 bits */
		static const unsigned short h[] = { 0x3800, 0xb800, 0x3c00, 0xbc00, 0x4000,
						    0xc000, 0x4400, 0xc400, 0x3118 };

		snprintf(buf, size, "0x%x", h[code - 240]);
		return;
	}
	if (code == GSI_VALU_LIT64 && v->lit64) {
		if (gsi_valu_is_vop3(&v->row) && v->lit_hi) {
			/* plain text there would assemble to a 32-bit literal */
			snprintf(buf, size, "lit64(0x%llx)", (unsigned long long)v->lit_hi << 32 | v->lit);
			return;
		}
		gsi_valu_lit64_text((uint64_t)v->lit_hi << 32 | v->lit, fp, buf, size);
		return;
	}
	if (code == 255 && bits == 64 && fp && o->kind != GS_ISA_K_LITERAL) {
		gsi_tab_src_text(c, &s, buf, size);  /* the f64 high half (tab_operand.c) */
		return;
	}
	if (code == 255) {
		uint32_t lit = bits == 16 && o->kind != GS_ISA_K_LITERAL ? v->lit & 0xffff : v->lit;

		int inl = gsi_valu_lit_inlinable(lit, bits, fp);

		struct gsi_valu_facts sp;

		if (gsi_valu_facts(&v->row, &sp)->pk_fmac_f16) {
			/* packed f16 (tab_valu_asm.c pk_fmac_const): gfx9 inlines an f16
			 * constant's bits, gfx11/gfx12 a pair of equal ones */
			inl = (int32_t)lit >= -16 && (int32_t)lit <= 64;
			for (unsigned int k = 0; k < GSI_NINLINE_FLOATS; k++)
				inl |= lit == (c->layout == GSI_LAYOUT_GFX9 ? gsi_inline_f16[k]
								    : (uint32_t)gsi_inline_f16[k] * 0x10001u);
		}
		if (o->kind != GS_ISA_K_LITERAL && inl)
			snprintf(buf, size, "lit(0x%x)", lit);
		else
			snprintf(buf, size, "0x%x", lit);
		return;
	}
	if (src_name(c, code)) {
		snprintf(buf, size, "%s", src_name(c, code));
		return;
	}
	gsi_tab_src_text(c, &s, buf, size);
	if (o->h16 && code >= 256) {
		size_t n = strlen(buf);

		snprintf(buf + n, size - n, ".%c", v->hi[i] ? 'h' : 'l');
	}
}

/* A scalar register code (not a constant or literal). */
static int is_reg_code(unsigned int code)
{
	/* named sources (src_scc, src_execz, ...) are registers to llvm: -src_scc */
	return !((code >= 128 && code <= 208) || (code >= 240 && code <= 248) || code == 255);
}

static void bits_list(struct gsi_tab_line *l, const char *key, unsigned int bits, unsigned int n)
{
	char t[48];
	size_t k = (size_t)snprintf(t, sizeof(t), " %s:[", key);

	for (unsigned int i = 0; i < n && k + 3 < sizeof(t); i++)
		k += (size_t)snprintf(t + k, sizeof(t) - k, "%s%u", i ? "," : "", (bits >> i) & 1);
	snprintf(t + k, sizeof(t) - k, "]");
	gsi_tab_text(l, t);
}

/* op_sel on the row; gfx11's permlane rows lack it but llvm takes op_sel:[fi,bound_ctrl]. */
int gsi_valu_has_opsel(const struct gs_isa_inst *r)
{
	struct gsi_valu_facts sp;

	return gsi_valu_facts(r, &sp)->has_opsel;
}

/*
 * llvm's VOP3 decoder leaves the op_sel bits of ops without op_sel (or
 * true16 halves, byte_sel) unchecked: it prints them without the bits.
 */
int gsi_valu_opsel_ignored(const struct gs_isa_inst *r)
{
	struct gsi_valu_facts sp;

	return gsi_valu_facts(r, &sp)->opsel_ignored;
}

/*
 * gfx950 conversions that write part of their destination (v_cvt_sr_fp8_f32,
 * v_cvt_scalef32_pk_fp4_f16, v_cvt_scalef32_sr_fp8_f32, ...): llvm-mc-22
 * lists their op_sel as the four OPSEL bits in order (the tied destination
 * input is a source) and takes shorter lists for the low bits.
 */
int gsi_valu_opsel_direct(const struct gs_isa_inst *r)
{
	struct gsi_valu_facts sp;

	return gsi_valu_facts(r, &sp)->opsel_direct;
}

/* op_sel bits as llvm lists them: one per source, then the destination. */
unsigned int gsi_valu_opsel_list(const struct gs_isa_inst *r, unsigned int opsel, unsigned int *n)
{
	unsigned int nsrc = 0;
	struct gsi_valu_facts sp;
	const struct gsi_valu_facts *f = gsi_valu_facts(r, &sp);

	if (f->opsel_direct) {
		*n = 4;
		return opsel & 15;
	}

	if (f->permlane) {
		*n = 2;  /* op_sel:[fi,bound_ctrl] */
		return opsel & 3;
	}
	unsigned int dst = 0;

	for (unsigned int i = 0; i < gsi_valu_nops(r); i++) {
		struct gs_isa_operand o;

		if (gsi_valu_op(r, i, &o) && gsi_valu_src_index(o.field) >= 0)
			nsrc++;
		else if (gsi_valu_op(r, i, &o) && gsi_streq(o.field, "vdst"))
			dst = 1;
	}
	if (f->fmac)
		nsrc = 3;  /* the tied accumulator has a bit of its own */
	*n = nsrc + dst;  /* v_cmpx e64 has no destination bit */
	return (opsel & ((1u << nsrc) - 1)) | (((opsel >> 3) & 1) << nsrc);
}

void gsi_valu_print_ops(const struct gsi_tab_ctx *c, const struct vop *v, struct gsi_tab_line *l)
{
	for (unsigned int i = 0; i < gsi_valu_nops(&v->row) && i < VOP_MAXOPS; i++) {
		struct gs_isa_operand o;
		char t[80], m[80];
		int si, mask;

		if (!gsi_valu_operand(c, &v->row, i, &o, &mask))
			continue;
		si = gsi_valu_src_index(o.field);
		if (!i && v->skip_first)
			continue;
		if (o.kind == GS_ISA_K_SPECIAL) {
			gsi_tab_operand(l, o.special ? o.special : "");
			continue;
		}
		if (o.kind == GS_ISA_K_LITERAL && v->lit64) {
			snprintf(t, sizeof(t), "0x%x%08x", v->lit_hi, v->lit);
		} else if (o.kind == GS_ISA_K_LITERAL) {
			snprintf(t, sizeof(t), "0x%x", v->lit);
		} else if (!o.field[0]) {
			continue;
		} else {
			src_text(c, v, i, &o, t, 64);
		}
		if (si >= 0 && (v->abs >> si) & 1)
			snprintf(m, sizeof(m), "|%.64s|", t);
		else if (si >= 0 && (v->sext >> si) & 1)
			snprintf(m, sizeof(m), "sext(%.64s)", t);
		else
			gsi_copy(m, sizeof(m), t);
		if (si >= 0 && (v->neg >> si) & 1 && v->code[i] < 256 && !((v->abs >> si) & 1) &&
		    !is_reg_code(v->code[i])) {
			snprintf(t, sizeof(t), "neg(%.64s)", m);
			gsi_tab_operand(l, t);
		} else if (si >= 0 && (v->neg >> si) & 1) {
			t[0] = '-';
			gsi_copy(t + 1, sizeof(t) - 1, m);
			gsi_tab_operand(l, t);
		} else {
			gsi_tab_operand(l, m);
		}
	}
}

void gsi_valu_print_mods(const struct vop *v, struct gsi_tab_line *l)
{
	static const char *const omod[] = { "", " mul:2", " mul:4", " div:2" };
	unsigned int opsel = v->opsel;
	struct gsi_valu_facts sp;
	const struct gsi_valu_facts *f = gsi_valu_facts(&v->row, &sp);

	if (!gsi_valu_is_vop3(&v->row))
		return;  /* e32 halves are in the register numbers */

	/* op_sel shows every half, the .h ones included */
	for (unsigned int i = 0; i < gsi_valu_nops(&v->row) && i < VOP_MAXOPS; i++) {
		struct gs_isa_operand o;
		int si;

		if (gsi_valu_op(&v->row, i, &o) && o.h16 && v->hi[i] && o.field[0]) {
			si = gsi_valu_src_index(o.field);
			opsel |= 1u << (si < 0 ? 3 : si);
		}
	}
	if (v->bitop3) {
		char t[24];

		snprintf(t, sizeof(t), v->bitop3 < 16 ? " bitop3:%u" : " bitop3:0x%x", v->bitop3);
		gsi_tab_text(l, t);
	}
	if (opsel && !f->cndmask_b16) {  /* llvm shows its halves only */
		unsigned int n, b = gsi_valu_opsel_list(&v->row, opsel, &n);

		if (!b && f->permlane)
			n = 0;  /* llvm ignores the bits past [fi,bound_ctrl] */

		if (v->dpp && f->cmp && n == 3)
			n = 2;  /* the DPP form shows no bit for the SGPR result */

		if (n && f->swap && f->permlane) {
			/* gfx950 v_permlane16/32_swap: llvm-mc-22 names the bits */
			if (b & 2)
				gsi_tab_text(l, " bound_ctrl:1");
			if (b & 1)
				gsi_tab_text(l, " fi:1");
		} else if (n) {
			bits_list(l, "op_sel", b, n);
		}
	}
	if (v->bytesel) {
		char t[24];

		snprintf(t, sizeof(t), " byte_sel:%u", v->bytesel & 3);
		gsi_tab_text(l, t);
	}
	if (v->clamp)
		gsi_tab_text(l, " clamp");
	gsi_tab_text(l, omod[v->omod & 3]);
}

void gsi_valu_print_name(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const char *extra,
			 struct gsi_tab_line *l)
{
	struct gsi_valu_facts sp;
	int twin = gsi_valu_has_twin(c, r);

	if (gsi_valu_facts(r, &sp)->same_name)
		twin = 0;  /* llvm names both forms of these without a suffix */
	if (!r->nops)
		twin = 0;  /* v_nop, v_clrexcp, v_pipeflush */
	gsi_tab_text(l, r->mnemonic);
	if (twin || extra[0])
		gsi_tab_text(l, gsi_valu_is_vop3(r) ? "_e64" : "_e32");
	gsi_tab_text(l, extra);
}

/* Does the row accept the modifiers the instruction carries? */
static int mods_ok(const struct vop *v, const struct gsi_valu_facts *rf)
{
	if (v->neg && !GSI_HAS_MOD(&v->row, NEG))
		return 0;
	if (v->abs && !GSI_HAS_MOD(&v->row, ABS))
		return 0;
	if (v->clamp && !GSI_HAS_MOD(&v->row, CLAMP))
		return 0;
	if (v->omod && !GSI_HAS_MOD(&v->row, OMOD))
		return 0;
	if (v->opsel && !rf->has_opsel)
		return 0;
	return 1;
}

/* Re-encode and compare: 1 when the bytes are the canonical encoding. */
static int canonical(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, const struct vop *v,
		     unsigned int *ndw, const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf)
{
	uint32_t w[6];
	int ign = rf->opsel_ignored;

	*ndw = gsi_valu_encode_m(c, v, w, m, rf);
	if (*ndw > d->ndw)
		return 0;
	for (unsigned int i = 0; i < *ndw; i++)
		if (w[i] != (i || !ign ? d->w[i] : d->w[i] & ~(0xfu << 11)))
			return 0;
	return 1;
}

unsigned int gsi_tab_print_valu(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				char *buf, size_t size)
{
	struct gsi_tab_line l;
	struct vop v, *vp;
	unsigned int ndw, dpp, s0;
	const struct gsi_tab_field *f0;
	struct gsi_valu_ops spare;
	const struct gsi_valu_ops *m;
	struct gsi_valu_facts sp;
	const struct gsi_valu_facts *rf;

	/* the row's expansion (its own copy) and facts once for the SDWA and
	 * DPP forms, the decode, the re-encoding and the bus check (their
	 * rows are d's row) */
	m = gsi_valu_ops_own(&d->row, &spare);
	rf = gsi_valu_facts(&d->row, &sp);
	/* the SDWA and DPP printers answer only where src0 holds a marker:
	 * SDWA's 0xF9 (gfx9 e32 rows), DPP16's 0xFA, DPP8's 0xE9/0xEA (and
	 * 0xF9 refused on gfx9 e32 rows after SDWA's answer) */
	f0 = gsi_tab_field_of(d->fmt, "src0");
	s0 = f0 ? gsi_tab_get(d->w, f0->dw, f0->lo, f0->width) : 0;
	if (f0 && s0 == 0xF9 && c->layout == GSI_LAYOUT_GFX9 && !gsi_valu_is_vop3(&d->row)) {
		dpp = gsi_valu_sdwa_print(c, d, buf, size, m, rf);
		if (dpp != GSI_VALU_NOT_DPP)
			return dpp;
	}
	if (f0 && (s0 == 0xFA || s0 == 0xE9 || s0 == 0xEA || s0 == 0xF9)) {
		dpp = gsi_valu_dpp_print(c, d, buf, size, m, rf);
		if (dpp != GSI_VALU_NOT_DPP)
			return dpp;
	}
	/* decoded into the caller's keep_vop where it wants the decoded operands
	 * (*kept says it holds them; a copy of them per line before) */
	vp = c->keep_vop ? c->keep_vop : &v;
	if (!gsi_valu_decode_m(c, d, vp, m, rf))
		return 0;
	if (c->keep_vop)
		*c->kept = 1;
	if (!mods_ok(vp, rf) || !canonical(c, d, vp, &ndw, m, rf) || bus_bad_m(c, vp, m, rf) >= 0)
		return 0;
	if (!vp->row.nops && gsi_valu_is_vop3(&vp->row) && gsi_valu_has_twin(c, &vp->row))
		return 0;  /* llvm prints "v_nop" for both forms and assembles the e32 one */
	if (c->verdict)
		return ndw * 4;  /* the text below decides nothing */
	gsi_tab_line_init(&l, buf, size);
	gsi_valu_print_name(c, &vp->row, "", &l);
	gsi_valu_print_ops(c, vp, &l);
	gsi_valu_print_mods(vp, &l);
	return ndw * 4;
}
