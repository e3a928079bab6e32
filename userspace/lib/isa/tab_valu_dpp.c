// SPDX-License-Identifier: MIT
/*
 * DPP forms of VOP1, VOP2 and VOPC: DPP16 (src0 = 0xFA, a second dword with
 * the VGPR source and the controls) on every layout, DPP8 (0xE9, 0xEA with
 * fi:1) on gfx11+.  The first dword is the e32 encoding with src0 replaced,
 * so it is decoded and printed by tab_valu.c; the same for the VOP3 DPP forms
 * (_e64_dpp, gfx11+) and their two VOP3 dwords.  SDWA: tab_valu_sdwa.c.
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_valu.h"
#include "isa/isa_int.h"

#define DPP16 0xFA
#define DPP8 0xE9
#define DPP8_FI 0xEA

/* Text of a DPP16 control; NULL when the layout has no such control. */
static int ctrl_known(const struct gsi_tab_ctx *c, unsigned int ctrl);

/* snprintf's answers for the control texts without it (each layout's
 * 0x170 texts are built once, and snprintf was most of that) */
static int ctrl_out(char *buf, size_t size, const char *t)
{
	size_t n = strlen(t), k = n < size - 1 ? n : size - 1;

	memcpy(buf, t, k);
	buf[k] = 0;
	return (int)n;
}

static int ctrl_num(char *buf, size_t size, const char *pre, unsigned int v)
{
	char t[32];
	size_t n = strlen(pre);

	memcpy(t, pre, n);
	if (v >= 10)
		t[n++] = (char)('0' + v / 10);
	t[n++] = (char)('0' + v % 10);
	t[n] = 0;
	return ctrl_out(buf, size, t);
}

static int ctrl_quad(char *buf, size_t size, unsigned int ctrl)
{
	char t[] = "quad_perm:[0,0,0,0]";

	for (unsigned int i = 0; i < 4; i++)
		t[11 + 2 * i] = (char)('0' + ((ctrl >> (2 * i)) & 3));
	return ctrl_out(buf, size, t);
}

static int ctrl_text(const struct gsi_tab_ctx *c, unsigned int ctrl, char *buf, size_t size)
{
	int gfx9 = c->layout == GSI_LAYOUT_GFX9;

	if (!size)
		return ctrl_known(c, ctrl);  /* the verdict: the same cases, no formatting */

	if (ctrl <= 0xff)
		return ctrl_quad(buf, size, ctrl);
	if (ctrl >= 0x101 && ctrl <= 0x10f)
		return ctrl_num(buf, size, "row_shl:", ctrl & 15);
	if (ctrl >= 0x111 && ctrl <= 0x11f)
		return ctrl_num(buf, size, "row_shr:", ctrl & 15);
	if (ctrl >= 0x121 && ctrl <= 0x12f)
		return ctrl_num(buf, size, "row_ror:", ctrl & 15);
	if (ctrl == 0x140)
		return ctrl_out(buf, size, "row_mirror");
	if (ctrl == 0x141)
		return ctrl_out(buf, size, "row_half_mirror");
	if (gfx9) {
		switch (ctrl) {
		case 0x130: return ctrl_out(buf, size, "wave_shl:1");
		case 0x134: return ctrl_out(buf, size, "wave_rol:1");
		case 0x138: return ctrl_out(buf, size, "wave_shr:1");
		case 0x13c: return ctrl_out(buf, size, "wave_ror:1");
		case 0x142: return ctrl_out(buf, size, "row_bcast:15");
		case 0x143: return ctrl_out(buf, size, "row_bcast:31");
		default: break;
		}
		if (ctrl >= 0x150 && ctrl <= 0x15f)  /* gfx90a+ */
			return ctrl_num(buf, size, "row_newbcast:", ctrl & 15);
		return 0;
	}
	if (ctrl >= 0x150 && ctrl <= 0x15f)
		return ctrl_num(buf, size, "row_share:", ctrl & 15);
	if (ctrl >= 0x160 && ctrl <= 0x16f)
		return ctrl_num(buf, size, "row_xmask:", ctrl & 15);
	return 0;
}

/* Has the layout a DPP16 control ctrl (ctrl_text's cases, nothing printed)? */
static int ctrl_known(const struct gsi_tab_ctx *c, unsigned int ctrl)
{
	if (ctrl <= 0xff || (ctrl >= 0x101 && ctrl <= 0x10f) || (ctrl >= 0x111 && ctrl <= 0x11f) ||
	    (ctrl >= 0x121 && ctrl <= 0x12f) || ctrl == 0x140 || ctrl == 0x141 || (ctrl >= 0x150 && ctrl <= 0x15f))
		return 1;
	if (c->layout == GSI_LAYOUT_GFX9)
		return ctrl == 0x130 || ctrl == 0x134 || ctrl == 0x138 || ctrl == 0x13c || ctrl == 0x142 ||
		       ctrl == 0x143;
	return ctrl >= 0x160 && ctrl <= 0x16f;
}

/* Each layout's control texts (ctrl_text's, "" where it has none), built
 * once per layout when first asked (a program has one target):
 * gsi_valu_dpp_ctrl compares against them per DPP line. */
enum { NCTRL = 0x170, NLAYOUT = GSI_LAYOUT_GFX12 + 1 };
static char ctrl_texts[NLAYOUT][NCTRL][24];
static struct gsi_once ctrl_texts_once[NLAYOUT] = { GSI_ONCE_INIT, GSI_ONCE_INIT, GSI_ONCE_INIT };

static void ctrl_texts_build(unsigned int l)
{
	struct gsi_tab_ctx c;

	memset(&c, 0, sizeof(c));
	c.layout = (enum gsi_layout)l;
	for (unsigned int ctrl = 0; ctrl < NCTRL; ctrl++) {
		char t[48];

		if (ctrl_text(&c, ctrl, t, sizeof(t)))
			gsi_copy(ctrl_texts[l][ctrl], sizeof(ctrl_texts[l][ctrl]), t);
	}
}

static void ctrl_texts_build0(void) { ctrl_texts_build(0); }
static void ctrl_texts_build1(void) { ctrl_texts_build(1); }
static void ctrl_texts_build2(void) { ctrl_texts_build(2); }

static int ctrl_texts_ready(enum gsi_layout l)
{
	static void (*const build[NLAYOUT])(void) = { ctrl_texts_build0, ctrl_texts_build1, ctrl_texts_build2 };

	_Static_assert(NLAYOUT == 3, "one builder per layout");
	return (unsigned int)l < NLAYOUT && gsi_once(&ctrl_texts_once[l], build[l]) == 0;
}

/* gsi_valu_dpp_ctrl by the control texts: a whole text in key, or a layout
 * without a table of them */
static int dpp_ctrl_texts(const struct gsi_tab_ctx *c, const char *key, const char *val)
{
	/* Only the controls whose name is key can match: try those (speed;
	 * row_mask, bank_mask etc. used to print all 0x170 texts). */
	static const struct { const char *name; unsigned int lo, hi; } kinds[] = {
		{ "row_shl", 0x101, 0x10f }, { "row_shr", 0x111, 0x11f }, { "row_ror", 0x121, 0x12f },
		{ "wave_shl", 0x130, 0x130 }, { "wave_rol", 0x134, 0x134 }, { "wave_shr", 0x138, 0x138 },
		{ "wave_ror", 0x13c, 0x13c }, { "row_mirror", 0x140, 0x140 }, { "row_half_mirror", 0x141, 0x141 },
		{ "row_bcast", 0x142, 0x143 }, { "row_newbcast", 0x150, 0x15f }, { "row_share", 0x150, 0x15f },
		{ "row_xmask", 0x160, 0x16f },
	};
	char want[48];
	unsigned int lo = 0, hi = 0x16f;

	if (gsi_streq(key, "quad_perm")) {
		/* the one text quad_perm:[a,b,c,d] can match: parse it, check below */
		const char *v = val ? val : "";

		if (strlen(v) != 9 || v[0] != '[' || v[2] != ',' || v[4] != ',' || v[6] != ',' || v[8] != ']')
			return -1;
		lo = hi = (unsigned int)((v[1] - '0') & 3) | (unsigned int)((v[3] - '0') & 3) << 2 |
			  (unsigned int)((v[5] - '0') & 3) << 4 | (unsigned int)((v[7] - '0') & 3) << 6;
	} else if (!strchr(key, ':')) {
		size_t i;

		for (i = 0; i < sizeof(kinds) / sizeof(*kinds) && strcmp(kinds[i].name, key); i++)
			;
		if (i == sizeof(kinds) / sizeof(*kinds))
			return -1;
		lo = kinds[i].lo;
		hi = kinds[i].hi;
	}
	if (ctrl_texts_ready(c->layout)) {
		/* the texts recorded once; t equals want when it is key, or key:val */
		size_t kl = strlen(key);

		if (kl >= sizeof(ctrl_texts[0][0]))
			return -1;  /* longer than any text */
		for (unsigned int ctrl = lo; ctrl <= hi && ctrl < NCTRL; ctrl++) {
			const char *t = ctrl_texts[c->layout][ctrl];

			/* (memcmp within the text's buffer; a shorter text differs at its end) */
			if (t[0] == key[0] && !memcmp(t, key, kl) &&
			    (val ? t[kl] == ':' && t[kl + 1] == val[0] && !strcmp(t + kl + 1, val) : !t[kl]))
				return (int)ctrl;
		}
		return -1;
	}
	snprintf(want, sizeof(want), "%s%s%s", key, val ? ":" : "", val ? val : "");
	for (unsigned int ctrl = lo; ctrl <= hi; ctrl++) {
		char t[48];
		size_t kl = strlen(key);

		if (!ctrl_text(c, ctrl, t, sizeof(t)))
			continue;
		if (!strcmp(t, want) || (!strncmp(t, key, kl) && t[kl] == ':' && val && !strcmp(t + kl + 1, val)))
			return (int)ctrl;
	}
	return -1;
}

/* A DPP16 control from its text ("row_shl", 3), -1 when unknown. */
int gsi_valu_dpp_ctrl(const struct gsi_tab_ctx *c, const char *key, const char *val)
{
	/*
	 * The controls per name, read straight from key and val (no text
	 * compares per line): ctrl_text's texts are name, or name:N with N
	 * base + val in [nlo, nhi] written as ctrl_num does (no leading zero);
	 * on gfx9 only (g9 1), elsewhere only (-1), or on every layout (0).
	 */
	static const struct { const char *name; unsigned short base; unsigned char nlo, nhi; signed char g9; } kinds[] = {
		{ "row_shl", 0x100, 1, 15, 0 }, { "row_shr", 0x110, 1, 15, 0 }, { "row_ror", 0x120, 1, 15, 0 },
		{ "wave_shl", 0x12f, 1, 1, 1 }, { "wave_rol", 0x133, 1, 1, 1 }, { "wave_shr", 0x137, 1, 1, 1 },
		{ "wave_ror", 0x13b, 1, 1, 1 }, { "row_mirror", 0x140, 0, 0, 0 }, { "row_half_mirror", 0x141, 0, 0, 0 },
		{ "row_bcast", 0, 15, 31, 1 }, { "row_newbcast", 0x150, 0, 15, 1 }, { "row_share", 0x150, 0, 15, -1 },
		{ "row_xmask", 0x160, 0, 15, -1 },
	};
	unsigned int n;
	size_t i;

	if ((unsigned int)c->layout >= NLAYOUT)
		return dpp_ctrl_texts(c, key, val);
	if (gsi_streq(key, "quad_perm")) {
		/* quad_perm:[a,b,c,d], each of 0-3 */
		const char *v = val;

		if (!v || v[0] != '[' || v[2] != ',' || v[4] != ',' || v[6] != ',' || v[8] != ']' || v[9])
			return -1;
		n = 0;
		for (unsigned int k = 0; k < 4; k++) {
			unsigned int d = (unsigned int)(unsigned char)v[1 + 2 * k] - '0';

			if (d > 3)
				return -1;
			n |= d << (2 * k);
		}
		return (int)n;
	}
	for (i = 0; i < sizeof(kinds) / sizeof(*kinds) && !gsi_streq(kinds[i].name, key); i++)
		;
	if (i == sizeof(kinds) / sizeof(*kinds))
		return strchr(key, ':') ? dpp_ctrl_texts(c, key, val) : -1;  /* a whole text in key */
	if (kinds[i].g9 && (kinds[i].g9 > 0) != (c->layout == GSI_LAYOUT_GFX9))
		return -1;
	if (!kinds[i].nhi)
		return val ? -1 : kinds[i].base;  /* row_mirror, row_half_mirror: no value */
	if (!val)
		return -1;
	/* N: one digit, or two without a leading zero */
	if ((unsigned int)(unsigned char)val[0] - '0' > 9)
		return -1;
	n = (unsigned int)(val[0] - '0');
	if (val[1]) {
		if (!n || (unsigned int)(unsigned char)val[1] - '0' > 9 || val[2])
			return -1;
		n = n * 10 + (unsigned int)(val[1] - '0');
	}
	if (n < kinds[i].nlo || n > kinds[i].nhi)
		return -1;
	if (!kinds[i].base)  /* row_bcast:15 0x142, :31 0x143 */
		return n == 15 ? 0x142 : n == 31 ? 0x143 : -1;
	return (int)(kinds[i].base + n);
}

/*
 * The controls of a DPP dword w after source marker s0 (0xFA DPP16, 0xE9/0xEA
 * DPP8; the VGPR in bits 0-7 is the caller's): 0 when the control has no text
 * on the layout.  The source-modifier bits are not looked at.
 */
int gsi_valu_dpp_decode(const struct gsi_tab_ctx *c, uint32_t w, unsigned int s0, struct gsi_valu_dpp *p)
{
	memset(p, 0, sizeof(*p));
	if (s0 != DPP16) {
		for (unsigned int i = 0; i < 8; i++)
			p->sel[i] = (w >> (8 + 3 * i)) & 7;
		p->fi = s0 == DPP8_FI;
		return 1;
	}
	p->ctrl = (w >> 8) & 0x1ff;
	p->fi = (w >> 18) & 1;
	p->bc = (w >> 19) & 1;
	p->bank = (w >> 24) & 15;
	p->row = w >> 28;
	return ctrl_known(c, p->ctrl);
}

/* The VOP3 form of the row, for which source modifiers DPP may carry. */
int gsi_valu_dpp_srcmods(const struct gsi_tab_ctx *c, const struct gs_isa_inst *r, const char *mod)
{
	struct gs_isa_inst rows[16];
	unsigned int n = gsi_isa_rows_named(c->tidx, r->mnemonic, rows, 16);

	for (unsigned int i = 0; i < n; i++)
		if (gsi_valu_is_vop3(&rows[i]))
			return gs_isa_has_modifier(&rows[i], mod);
	return strstr(r->mnemonic, "_f32") || strstr(r->mnemonic, "_f16");  /* e32-only float ops (v_dot2acc) */
}

/* (gsi_valu_dpp_wide, gsi_valu_dpp_ok: inline in tab_valu.h) */

/* The second dword from a decoded vop and its controls. */
uint32_t gsi_valu_dpp_word(const struct gsi_tab_ctx *c, const struct vop *v, unsigned int src0, int dpp8,
			   const struct gsi_valu_dpp *p)
{
	uint32_t w = (src0 - 256) & 0xff;

	if (v->hi[p->src0_op])
		w |= 0x80;
	if (dpp8) {
		for (unsigned int i = 0; i < 8; i++)
			w |= (p->sel[i] & 7u) << (8 + 3 * i);
		return w;
	}
	w |= p->ctrl << 8;
	if (p->fi && c->layout != GSI_LAYOUT_GFX9)
		w |= 1u << 18;
	if (p->bc)
		w |= 1u << 19;
	w |= (v->neg & 1) << 20 | (v->abs & 1) << 21 | ((v->neg >> 1) & 1) << 22 | ((v->abs >> 1) & 1) << 23;
	w |= (p->bank & 15u) << 24 | (p->row & 15u) << 28;
	return w;
}

void gsi_valu_dpp_print_ctl(const struct gsi_tab_ctx *c, const struct gsi_valu_dpp *p, int dpp8,
			    struct gsi_tab_line *l)
{
	char t[64];

	if (dpp8) {
		snprintf(t, sizeof(t), " dpp8:[%u,%u,%u,%u,%u,%u,%u,%u]", p->sel[0], p->sel[1], p->sel[2], p->sel[3],
			 p->sel[4], p->sel[5], p->sel[6], p->sel[7]);
		gsi_tab_text(l, t);
		if (p->fi)
			gsi_tab_text(l, " fi:1");
		return;
	}
	gsi_tab_text(l, " ");
	ctrl_text(c, p->ctrl, t, sizeof(t));
	gsi_tab_text(l, t);
	snprintf(t, sizeof(t), " row_mask:0x%x bank_mask:0x%x", p->row, p->bank);
	gsi_tab_text(l, t);
	if (p->bc)
		gsi_tab_text(l, " bound_ctrl:1");
	if (p->fi)
		gsi_tab_text(l, " fi:1");
}

/* VOPC DPP forms print without a suffix, VOP1/VOP2 ones with _dpp. */
void gsi_valu_dpp_print_name(const struct gs_isa_inst *r, struct gsi_tab_line *l)
{
	gsi_tab_text(l, r->mnemonic);
	if (r->cls_id != GS_ISA_GEN_VOPC)
		gsi_tab_text(l, "_dpp");
}

/*
 * VOP3 DPP (gfx11+, _e64_dpp): the two VOP3 dwords with src0 = 0xFA/0xE9/0xEA
 * and the DPP dword after them; neg/abs/op_sel stay in the VOP3 fields (the
 * DPP dword's modifier bits are zero).
 */
static unsigned int vop3_dpp_print(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, unsigned int s0,
				   char *buf, size_t size, const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf)
{
	const struct gsi_tab_field *f = gsi_tab_field_of(d->fmt, "src0");
	struct gsi_tab_dec d2;
	struct gsi_valu_dpp p;
	struct gsi_tab_line l;
	struct vop v;
	uint32_t w2, re[6];
	int dpp8 = s0 != DPP16, i0;

	if (d->ndw < 3 || !(dpp8 ? GSI_HAS_MOD(&d->row, DPP8) : GSI_HAS_MOD(&d->row, DPP)))
		return 0;
	w2 = d->w[2];
	d2 = *d;
	d2.ndw = 2;
	gsi_tab_put(d2.w, f->dw, f->lo, f->width, 256 + (w2 & 0xff));
	if (!gsi_valu_decode_m(c, &d2, &v, m, rf) || v.has_lit || !(i0 = gsi_valu_op_index(&v.row, "src0") + 1))
		return 0;
	i0--;
	memset(&p, 0, sizeof(p));
	p.src0_op = (unsigned int)i0;
	if (dpp8) {
		for (unsigned int i = 0; i < 8; i++)
			p.sel[i] = (w2 >> (8 + 3 * i)) & 7;
		p.fi = s0 == DPP8_FI;
	} else {
		p.ctrl = (w2 >> 8) & 0x1ff;
		p.fi = (w2 >> 18) & 1;
		p.bc = (w2 >> 19) & 1;
		p.bank = (w2 >> 24) & 15;
		p.row = w2 >> 28;
		if (!ctrl_text(c, p.ctrl, buf, size))
			return 0;
	}
	if (v.neg && !GSI_HAS_MOD(&v.row, NEG))
		return 0;
	if (v.abs && !GSI_HAS_MOD(&v.row, ABS))
		return 0;
	/* canonical: the same three dwords again */
	{
		struct vop e = v, x = v;

		e.code[i0] = s0;
		e.hi[i0] = 0;
		if (v.hi[i0])
			e.opsel |= 1;  /* the source's .h half */
		x.neg = x.abs = 0;
		x.hi[i0] = 0;
		if (gsi_valu_encode_m(c, &e, re, m, rf) != 2 || re[0] != d->w[0] || re[1] != d->w[1] ||
		    gsi_valu_dpp_word(c, &x, v.code[i0], dpp8, &p) != w2)
			return 0;
	}
	if (c->verdict)
		return 12;  /* the text below decides nothing */
	gsi_tab_line_init(&l, buf, size);
	gsi_tab_text(&l, v.row.mnemonic);
	gsi_tab_text(&l, "_e64_dpp");
	v.dpp = 1;
	gsi_valu_print_ops(c, &v, &l);
	gsi_valu_print_mods(&v, &l);
	gsi_valu_dpp_print_ctl(c, &p, dpp8, &l);
	return 12;
}

unsigned int gsi_valu_dpp_print(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
				char *buf, size_t size, const struct gsi_valu_ops *m, const struct gsi_valu_facts *rf)
{
	const struct gsi_tab_field *f = gsi_tab_field_of(d->fmt, "src0");
	struct gsi_tab_dec d2;
	struct gsi_valu_dpp p;
	struct gsi_tab_line l;
	struct vop v;
	unsigned int s0, i;
	uint32_t w1, re[6];
	int dpp8;

	if (!f)
		return GSI_VALU_NOT_DPP;
	s0 = gsi_tab_get(d->w, f->dw, f->lo, f->width);
	if (gsi_valu_is_vop3(&d->row))
		return c->layout == GSI_LAYOUT_GFX9 || (s0 != DPP16 && s0 != DPP8 && s0 != DPP8_FI)
		       ? GSI_VALU_NOT_DPP : vop3_dpp_print(c, d, s0, buf, size, m, rf);
	if (c->layout == GSI_LAYOUT_GFX9 ? s0 != DPP16 && s0 != 0xF9
					 : s0 != DPP16 && s0 != DPP8 && s0 != DPP8_FI)
		return GSI_VALU_NOT_DPP;
	dpp8 = s0 != DPP16;
	if (s0 == 0xF9 || d->ndw < 2 || !gsi_valu_dpp_ok(c, &d->row, dpp8))
		return 0;  /* SDWA: not done */

	w1 = d->w[1];
	/* decode the first dword with the VGPR source in place of the marker */
	d2 = *d;
	d2.ndw = 1;
	gsi_tab_put(d2.w, f->dw, f->lo, f->width, 256 + (w1 & 0xff));
	if (!gsi_valu_decode_m(c, &d2, &v, m, rf) || v.has_lit)
		return 0;
	memset(&p, 0, sizeof(p));
	p.src0_op = m->src0_at;  /* (m: v.row's, d's row) */
	if (dpp8) {
		for (i = 0; i < 8; i++)
			p.sel[i] = (w1 >> (8 + 3 * i)) & 7;
		p.fi = s0 == DPP8_FI;
	} else {
		p.ctrl = (w1 >> 8) & 0x1ff;
		p.fi = (w1 >> 18) & 1;
		p.bc = (w1 >> 19) & 1;
		p.bank = (w1 >> 24) & 15;
		p.row = w1 >> 28;
		v.neg = ((w1 >> 20) & 1) | ((w1 >> 22) & 1) << 1;
		v.abs = ((w1 >> 21) & 1) | ((w1 >> 23) & 1) << 1;
		if (v.row.cls_id == GS_ISA_GEN_VOP1 && ((v.neg | v.abs) & 2))
			return 0;  /* no second source */
		for (i = 0; (v.neg | v.abs) && i < m->nops; i++) {
			struct gs_isa_operand o;
			int mask, si;

			if (gsi_valu_operand(c, &v.row, i, &o, &mask) && (si = gsi_valu_src_index(o.field)) >= 0 &&
			    si < 2 && ((v.neg | v.abs) >> si) & 1 && gsi_valu_no_fpmods(&v.row, &o, mask) &&
			    !(strstr(v.row.mnemonic, "_class_f16")))  /* llvm takes neg/abs there */
				return 0;
		}
		if ((v.neg && !gsi_valu_dpp_srcmods(c, &v.row, "neg")) ||
		    (v.abs && !gsi_valu_dpp_srcmods(c, &v.row, "abs")))
			return 0;
		if (!ctrl_text(c, p.ctrl, buf, size))
			return 0;
		if (c->layout == GSI_LAYOUT_GFX9 && gsi_valu_dpp_wide(c, &v.row) && (p.ctrl & ~15u) != 0x150)
			return 0;  /* 64-bit DPP: row_newbcast only */
	}
	/* canonical: the same two dwords again */
	{
		struct vop e = v;

		e.code[p.src0_op] = s0;
		e.hi[p.src0_op] = 0;
		e.neg = e.abs = 0;
		if (gsi_valu_encode_m(c, &e, re, m, rf) != 1 || re[0] != d->w[0] ||
		    gsi_valu_dpp_word(c, &v, v.code[p.src0_op], dpp8, &p) != w1)
			return 0;
	}
	if (c->verdict)
		return 8;  /* the text below decides nothing */
	gsi_tab_line_init(&l, buf, size);
	gsi_valu_dpp_print_name(&v.row, &l);
	gsi_valu_print_ops(c, &v, &l);
	gsi_valu_dpp_print_ctl(c, &p, dpp8, &l);
	return 8;
}
