/* SPDX-License-Identifier: MIT */
/*
 * Conformance harness: gfxshim's disassembler and assembler against
 * llvm-mc-22, on random valid encodings of every encoding class of the
 * instruction tables (userspace/lib/isa).  See Documentation/conformance.rst.
 *
 * For each target and class: pick N instructions of the table (deterministic
 * seed), build one encoding each (the class's canonical pattern, register
 * fields randomised within the operand's kind and width), and ask llvm-mc-22
 * to disassemble them (one [..] group per candidate, separated by marker
 * instructions) and to re-assemble its text.  Encodings whose bytes survive
 * both ways are the oracle; on those, gfxshim's disassembler must print
 * llvm-mc's text and its assembler must produce llvm-mc's bytes.
 */
#include <ctype.h>
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gfxshim/asm.h"
#include "gfxshim/isa.h"
#include "gfxshim/target.h"
#include "isa/inst.h"
#include "isa/tab_fmt.h"

#define MAXDW 6
#define MARK_BASE 0x5eed0000u

/* ------------------------------------------------------------ encodings */

/* The class formats are the library's (userspace/lib/isa/tab_layout.c). */
static const struct gsi_tab_fmt *spec_for(const char *target, const char *cls)
{
	enum gsi_layout l = !strncmp(target, "gfx9", 4) ? GSI_LAYOUT_GFX9
			    : !strncmp(target, "gfx11", 5) ? GSI_LAYOUT_GFX11 : GSI_LAYOUT_GFX12;

	return gsi_tab_format(l, cls);
}

static uint64_t rng_state;
static uint32_t rnd(void)
{
	/* splitmix64 */
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);
	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return (uint32_t)((z ^ (z >> 31)) >> 32);
}
static uint32_t rnd_below(uint32_t n) { return n ? rnd() % n : 0; }

/* A register number for a range of width w, aligned as llvm requires. */
static unsigned int rnd_reg(unsigned int nregs, unsigned int w)
{
	unsigned int align = w >= 4 ? 4 : w >= 2 ? 2 : 1;
	if (w == 0)
		w = 1;
	if (w > nregs)
		return 0;
	return rnd_below((nregs - w) / align + 1) * align;
}

static uint32_t special_code(int gfx9, const char *fieldname, const char *sp)
{
	if (!strcmp(sp, "off"))
		return gfx9 ? 0x7F : 0x7C;
	if (!strcmp(sp, "null"))
		return 0x7C;
	if (!strcmp(sp, "m0"))
		return gfx9 ? 124 : 125;
	if (!strncmp(sp, "vcc", 3))
		return strcmp(sp, "vcc_hi") ? 106 : 107;
	if (!strncmp(sp, "exec", 4))
		return strcmp(sp, "exec_hi") ? 126 : 127;
	(void)fieldname;
	return 0;
}

/*
 * Build an encoding of inst (class spec s) into w; returns its size in bytes
 * or 0 when the harness cannot build one.
 */
static unsigned int build(const char *target, const struct gsi_tab_fmt *s, const struct gs_isa_inst *in,
			  uint32_t *w)
{
	int gfx9 = !strncmp(target, "gfx9", 4);
	unsigned int ndw = s->ndw;
	unsigned int nsgpr = 100;
	memset(w, 0, MAXDW * sizeof(*w));
	for (unsigned int i = 0; i < s->npre; i++)
		gsi_tab_put(w, s->pre[i].dw, s->pre[i].lo, s->pre[i].width, s->pre[i].val);
	if (s->has_op)
		gsi_tab_put(w, s->op_dw, s->op_lo, s->op_width, in->opcode);
	for (unsigned int i = 0; i < 3 && s->d[i].name; i++)
		gsi_tab_put(w, s->d[i].dw, s->d[i].lo, s->d[i].width, s->d[i].val);
	if (s->vopd) {
		/* the other half is v_dual_mov_b32 (op 8) v4/v5, v17 */
		const struct gsi_tab_field *f = gsi_tab_field_of(s, s->vopd == 1 ? "srcy0" : "srcx0");
		gsi_tab_put(w, f->dw, f->lo, f->width, 256 + (s->vopd == 1 ? 17 : 16));
		f = gsi_tab_field_of(s, s->vopd == 1 ? "vdsty" : "vdstx");
		gsi_tab_put(w, f->dw, f->lo, f->width, s->vopd == 1 ? 2 : 8);
	}
	/* fields whose canonical "unused" value is not 0 */
	if (!strcmp(s->cls, "FLAT") || !strcmp(s->cls, "GLOBAL") || !strcmp(s->cls, "SCRATCH")) {
		const struct gsi_tab_field *f = gsi_tab_field_of(s, "saddr");
		/* gfx9 FLAT has no saddr: 0 */
		gsi_tab_put(w, f->dw, f->lo, f->width, gfx9 ? (strcmp(s->cls, "FLAT") ? 0x7F : 0) : 0x7C);
	}
	if (!gfx9 && !strcmp(s->cls, "SMEM"))
		gsi_tab_put(w, 1, 25, 7, 0x7C);
	if (!gfx9 && !strcmp(s->cls, "VOP3") && !strncmp(in->mnemonic, "v_cmpx_", 7))
		gsi_tab_put(w, 0, 0, 8, 126);
	unsigned int lit = 0;
	for (unsigned int i = 0; i < in->nops; i++) {
		struct gs_isa_operand o;
		if (gs_isa_operand(in, i, &o) != GS_OK)
			return 0;
		if (o.kind == GS_ISA_K_LITERAL) {
			lit++;
			if (o.field && *o.field) {
				const struct gsi_tab_field *f = gsi_tab_field_of(s, o.field);
				if (f)
					gsi_tab_put(w, f->dw, f->lo, f->width, 255);
			}
			continue;
		}
		if (!o.field || !*o.field) {
			if (o.kind == GS_ISA_K_IMM) {
				/* the class's immediate field */
				const struct gsi_tab_field *f = gsi_tab_field_of(s, "simm16");
				if (f && strcmp(in->mnemonic, "s_setkill") && strncmp(in->mnemonic, "s_call", 6))
					gsi_tab_put(w, f->dw, f->lo, f->width, rnd() & 0xffff);
				if (!strcmp(s->cls, "DS")) {
					gsi_tab_put(w, 0, 0, 16, rnd() & 0xffff);
				}
			}
			continue;
		}
		const struct gsi_tab_field *f = gsi_tab_field_of(s, o.field);
		if (!f)
			continue;
		unsigned int wdt = o.width ? o.width : 1;
		uint32_t v = 0;
		switch (o.kind) {
		case GS_ISA_K_VGPR:
		case GS_ISA_K_AGPR:
			if (s->vopd && !strcmp(o.field, "vdsty")) {
				/* vdsty = field * 2 + !(vdstx & 1); vdstx is even here */
				v = rnd_below(128);
				break;
			}
			if (s->vopd && !strcmp(o.field, "vdstx")) {
				v = rnd_below(128) * 2;
				break;
			}
			v = o.h16 ? rnd_below(256) : rnd_reg(256, wdt);
			if (f->src9)
				v += 256;
			break;
		case GS_ISA_K_SGPR:
			v = rnd_reg(nsgpr, wdt) / f->scale;
			if (gfx9 && !strcmp(s->cls, "SMEM") && !strcmp(o.field, "offset")) {
				/* gfx9 SMEM: an SGPR offset lives in the offset field with imm=0 */
				gsi_tab_put(w, 0, 17, 1, 0);
				v = rnd_reg(nsgpr, 1);
			}
			break;
		case GS_ISA_K_TTMP:
			v = (108 + rnd_reg(16, wdt)) / f->scale;
			break;
		case GS_ISA_K_SPECIAL:
			v = special_code(gfx9, o.field, o.special ? o.special : "");
			break;
		default:
			continue;
		}
		gsi_tab_put(w, f->dw, f->lo, f->width, v);
	}
	unsigned int size = ndw * 4;
	if (in->size > size && (in->size - size) % 4 == 0 && in->size - size <= 8) {
		for (unsigned int i = 0; i < (in->size - size) / 4; i++)
			w[ndw + i] = rnd();
		size = in->size;
	}
	(void)lit;
	return size;
}

/* ------------------------------------------------------------ forms */

/*
 * Forms that are not classes of the tables but modifiers of a row ("dpp",
 * "dpp8", "sdwa"): measured as classes of their own.  An encoding is the base
 * class's (build()) turned into the form, with the form's controls and the
 * source modifiers random; llvm-mc's round trip keeps the valid ones.
 */
#define L9 1
#define L11 2
#define L12 4
struct form {
	const char *name, *base, *mod;
	unsigned int layouts;
	int optin;      /* measured only when --classes names it (VOPD3: random opcodes, few kept) */
};
static const struct form forms[] = {
	{ "VOP1_DPP", "VOP1", "dpp", L9 | L11 | L12, 0 },
	{ "VOP2_DPP", "VOP2", "dpp", L9 | L11 | L12, 0 },
	{ "VOPC_DPP", "VOPC", "dpp", L9 | L11 | L12, 0 },
	{ "VOP1_SDWA", "VOP1", "sdwa", L9, 0 },
	{ "VOP2_SDWA", "VOP2", "sdwa", L9, 0 },
	{ "VOPC_SDWA", "VOPC", "sdwa", L9, 0 },
	{ "VOP3_DPP", "VOP3", "dpp", L11 | L12, 0 },
	{ "VOP3SD_DPP", "VOP3SD", "dpp", L11 | L12, 0 },
	{ "VOP3P_DPP", "VOP3P", "dpp", L11 | L12, 0 },
	{ "VOP1_LIT64", "VOP1", "lit64", L12, 0 },
	{ "VOP2_LIT64", "VOP2", "lit64", L12, 0 },
	{ "VOPC_LIT64", "VOPC", "lit64", L12, 0 },
	{ "VOP3_LIT64", "VOP3", "lit64", L12, 0 },
	{ "VOPD3", "VOPD_X", "vopd3", L12, 1 },
};
#define NFORMS (sizeof(forms) / sizeof(forms[0]))

static unsigned int layout_bit(const char *target)
{
	return !strncmp(target, "gfx9", 4) ? L9 : !strncmp(target, "gfx11", 5) ? L11 : L12;
}

/* Does the row belong to form f on this target? */
static int in_form(const struct form *f, const char *target, const struct gs_isa_inst *in)
{
	if (!(f->layouts & layout_bit(target)) || strcmp(in->cls, f->base))
		return 0;
	if (!strcmp(f->mod, "vopd3"))
		return !strcmp(target, "gfx1250");  /* the tables have no VOPD3 rows: see build_vopd3() */
	if (!strcmp(f->mod, "lit64")) {
		/* gfx1250: a 64-bit src0 of an e32 form takes a 64-bit literal (code 0xFE) */
		struct gs_isa_operand o;
		int v3 = !strcmp(f->base, "VOP3");  /* VOP3: lit64(x) with x < 2^32 (build_form) */
		if (strcmp(target, "gfx1250") || in->size != (v3 ? 8u : 4u))
			return 0;
		for (unsigned int i = 0; i < in->nops; i++)
			if (gs_isa_operand(in, i, &o) == GS_OK && o.field && !strcmp(o.field, "src0") && o.width == 2)
				return 1;
		return 0;
	}
	return gs_isa_has_modifier(in, f->mod);
}

/* 1 in n */
static int one_in(unsigned int n) { return rnd_below(n) == 0; }

/* A DPP16 control valid on the layout. */
static uint32_t rnd_dpp_ctrl(int gfx9)
{
	static const uint32_t g9[] = { 0x130, 0x134, 0x138, 0x13c, 0x142, 0x143 };
	switch (rnd_below(7)) {
	case 0: return rnd() & 0xff;
	case 1: return 0x101 + rnd_below(15);
	case 2: return 0x111 + rnd_below(15);
	case 3: return 0x121 + rnd_below(15);
	case 4: return 0x140 + rnd_below(2);
	case 5: return gfx9 ? g9[rnd_below(6)] : 0x150 + rnd_below(16);
	default: return gfx9 ? 0x150 + rnd_below(16) : 0x160 + rnd_below(16);
	}
}

/* The source-modifier and control bits of a DPP dword (src0 VGPR in bits 0-7). */
static uint32_t rnd_dpp_word(int gfx9, unsigned int vgpr, int dpp8)
{
	uint32_t w = vgpr & 0xff;
	if (dpp8)
		return w | (rnd() & 0xffffff) << 8;
	w |= rnd_dpp_ctrl(gfx9) << 8;
	if (one_in(3))
		w |= 1u << 18;  /* fi */
	if (one_in(3))
		w |= 1u << 19;  /* bound_ctrl */
	if (one_in(4))
		w |= (rnd() & 15u) << 20;  /* neg/abs of src0/src1 */
	w |= (one_in(2) ? 15u : rnd() & 15u) << 24;
	w |= (one_in(2) ? 15u : rnd() & 15u) << 28;
	return w;
}

/* A random scalar source code of gfx9 SDWA (SGPR or inline constant). */
static uint32_t rnd_scalar_src(void)
{
	switch (rnd_below(3)) {
	case 0: return rnd_below(102);
	case 1: return 128 + rnd_below(81);
	default: return 240 + rnd_below(9);
	}
}

/* Random VOP3 modifier bits of the modifiers the row has (abs, op_sel, clamp, omod, neg, bitop3). */
static void rnd_vop3_mods(uint32_t *w, const struct gs_isa_inst *in, int vop3p)
{
	int has = gs_isa_has_modifier(in, "bitop3");
	if (has) {
		gsi_tab_put(w, 0, 8, 3, rnd());
		gsi_tab_put(w, 1, 27, 5, rnd());
	}
	if (gs_isa_has_modifier(in, "abs") && one_in(3))
		gsi_tab_put(w, 0, 8, 3, rnd());  /* VOP3P: v_fma_mix* abs */
	if (gs_isa_has_modifier(in, "op_sel") && one_in(3))
		gsi_tab_put(w, 0, 11, vop3p ? 3 : 4, rnd());
	if (gs_isa_has_modifier(in, "clamp") && one_in(4))
		gsi_tab_put(w, 0, 15, 1, 1);
	if (!vop3p && gs_isa_has_modifier(in, "omod") && one_in(4))
		gsi_tab_put(w, 1, 27, 2, rnd());
	if (vop3p && gs_isa_has_modifier(in, "op_sel_hi") && one_in(3)) {
		gsi_tab_put(w, 0, 14, 1, rnd());
		gsi_tab_put(w, 1, 27, 2, rnd());
	}
	if (gs_isa_has_modifier(in, "neg") && one_in(3))
		gsi_tab_put(w, 1, 29, 3, rnd());
	if (vop3p && gs_isa_has_modifier(in, "neg_hi") && one_in(3))
		gsi_tab_put(w, 0, 8, 3, rnd());
}

/* A random register of a VOPD3 source field: a VGPR, now and then an SGPR or a constant (9-bit fields). */
static uint32_t rnd_vopd3_src(int nine)
{
	uint32_t v = rnd_below(256);
	if (nine && one_in(3))
		return rnd_scalar_src();
	if (!nine && one_in(4))
		return rnd_below(106);   /* cndmask's lane mask */
	if (one_in(2))
		v &= ~1u;                /* f64 pairs are even */
	return nine ? 256 + v : v;
}

/*
 * gfx1250 VOPD3 (12 bytes, first byte 0xCF; no table rows): random X and Y
 * opcodes of the lists below, sources, neg
 * bits and destinations in the fields of tab_vx_vopd.c.  llvm-mc keeps the
 * valid pairs it would encode as VOPD3 (not as VOPD).
 */
static unsigned int build_vopd3(uint32_t *w)
{
	/* the opcodes llvm-mc-22 decodes (X: VOPD's, 16-22 but bitop2, f64 32-36; Y: 0-24 but 1, 2, 14, 15) */
	static const uint8_t ox[] = { 0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 17, 19, 20, 21, 22, 32, 33, 34, 35, 36 };
	static const uint8_t oy[] = { 0, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 16, 17, 18, 19, 20, 21, 22, 23, 24 };
	w[0] = 0xCFu << 24 | (uint32_t)ox[rnd_below(sizeof(ox))] << 18 | (uint32_t)oy[rnd_below(sizeof(oy))] << 12 |
	       rnd_vopd3_src(1);
	w[1] = rnd_vopd3_src(1) | (one_in(2) ? rnd() & 0x3f : 0) << 9 | rnd_vopd3_src(0) << 16 |
	       (one_in(2) ? 0 : rnd_vopd3_src(0)) << 24;
	w[2] = rnd_below(256) | rnd_vopd3_src(0) << 8 | (one_in(2) ? 0 : rnd_vopd3_src(0)) << 16 | rnd_below(256) << 24;
	if (one_in(2))
		w[1] &= ~(0xffu << 16);  /* v_dual_mov_b32's unused vsrc1 */
	if (one_in(2))
		w[2] &= ~(0xffu << 8);
	if (one_in(2))
		w[2] ^= ((w[2] ^ w[2] >> 24) & 1) << 24;  /* same dst parity: not VOPD */
	return 12;
}

/* Turn the base encoding w (size bytes) into form f; the new size or 0. */
static unsigned int build_form(const char *target, const struct form *f, const struct gsi_tab_fmt *s,
			       const struct gs_isa_inst *in, uint32_t *w, unsigned int size)
{
	int gfx9 = layout_bit(target) == L9;
	const struct gsi_tab_field *src0 = gsi_tab_field_of(s, "src0");
	unsigned int ndw = s->ndw;
	if (!strcmp(f->mod, "vopd3"))
		return build_vopd3(w);
	if (!src0 || size != ndw * 4)
		return 0;  /* no literal forms */
	uint32_t v = gsi_tab_get(w, src0->dw, src0->lo, src0->width);
	if (!strcmp(f->mod, "lit64")) {
		/* random 64-bit values, some with a zero high or low half */
		gsi_tab_put(w, src0->dw, src0->lo, src0->width, 254);
		w[ndw] = one_in(4) ? 0 : rnd();
		w[ndw + 1] = one_in(4) ? 0 : one_in(4) ? 0xffffffffu : rnd();
		if (!strcmp(f->base, "VOP3"))
			w[ndw + 1] = 0;  /* llvm-mc-22 takes VOP3 64-bit literals below 2^32 only */
		return size + 8;
	}
	if (v < 256)
		v = 256 + rnd_below(256);
	if (!strcmp(f->mod, "sdwa")) {
		int vopc = !strcmp(f->base, "VOPC"), vop1 = !strcmp(f->base, "VOP1");
		uint32_t x = 0;
		if (one_in(4))
			x |= rnd_scalar_src() | 1u << 23;  /* S0 */
		else
			x |= v - 256;
		if (vopc) {
			if (one_in(2))
				x |= (one_in(4) ? 108 + 2 * rnd_below(8) : 2 * rnd_below(51)) << 8 | 1u << 15;
		} else {
			x |= (rnd_below(4) ? rnd_below(7) : 6) << 8;     /* dst_sel */
			x |= (rnd_below(4) ? rnd_below(3) : 2) << 11;    /* dst_unused */
			if (one_in(4))
				x |= 1u << 13;                           /* clamp */
			if (one_in(4))
				x |= (rnd() & 3) << 14;                  /* omod */
		}
		x |= (rnd_below(4) ? rnd_below(7) : 6) << 16;            /* src0_sel */
		if (one_in(2))
			x |= (rnd() & 7) << 19;                          /* sext, neg, abs */
		if (!vop1) {
			x |= (rnd_below(4) ? rnd_below(7) : 6) << 24;    /* src1_sel */
			if (one_in(2))
				x |= (rnd() & 7) << 27;
			if (one_in(4)) {
				gsi_tab_put(w, 0, 9, 8, rnd_scalar_src());
				x |= 1u << 31;                           /* S1 */
			}
		}
		gsi_tab_put(w, src0->dw, src0->lo, src0->width, 0xF9);
		w[ndw] = x;
		return size + 4;
	}
	/* DPP16 / DPP8 */
	int dpp8 = !gfx9 && gs_isa_has_modifier(in, "dpp8") && one_in(3);
	uint32_t code = 0xFA;
	if (dpp8)
		code = one_in(2) ? 0xEA : 0xE9;
	if (!s->ndw || strcmp(s->cls, f->base))
		return 0;
	int vop3 = !strcmp(f->base, "VOP3") || !strcmp(f->base, "VOP3SD") || !strcmp(f->base, "VOP3P");
	if (!vop3 && !gfx9 && strstr(in->mnemonic, "16")) {
		/* 16-bit operands of the e32 forms address v0..v127 only */
		w[0] &= ~(1u << 24 | 1u << 16);
		v &= ~0x80u;
	}
	if (vop3)
		rnd_vop3_mods(w, in, !strcmp(f->base, "VOP3P"));
	if (!strcmp(f->base, "VOP3P")) {
		/* src1/src2 may be SGPRs or inline constants in some VOP3P DPP forms */
		if (one_in(4))
			gsi_tab_put(w, 1, 9, 9, rnd_scalar_src());
		if (one_in(3))
			gsi_tab_put(w, 1, 18, 9, rnd_scalar_src());
	}
	gsi_tab_put(w, src0->dw, src0->lo, src0->width, code);
	w[ndw] = rnd_dpp_word(gfx9, v - 256, dpp8);
	if (vop3 && !dpp8)
		w[ndw] &= ~(15u << 20);  /* VOP3 forms keep neg/abs in the VOP3 bits */
	return size + 4;
}

/* ------------------------------------------------------------ special operands */

/*
 * --specials (issue 25): every special operand code in every source slot
 * of the chosen rows, without and with the slot's source modifiers.  The
 * codes: the SGPR file's named registers (flat_scratch/xnack_mask on
 * gfx9, vcc, m0, null, exec), a few inline integers, and every code from
 * 209 up (src_shared_base .. src_pops_exiting_wave_id, the inline floats,
 * vccz, execz, scc, lds_direct, the literal; reserved codes too: llvm-mc's
 * round trip drops what is no operand of the row).
 */
static const uint16_t special_codes[] = {
	102, 103, 104, 105, 106, 107, 124, 125, 126, 127, 128, 129, 136, 192, 193, 208,
	209, 210, 211, 212, 213, 214, 215, 216, 217, 218, 219, 220, 221, 222, 223, 224,
	225, 226, 227, 228, 229, 230, 231, 232, 233, 234, 235, 236, 237, 238, 239, 240,
	241, 242, 243, 244, 245, 246, 247, 248, 249, 250, 251, 252, 253, 254, 255,
};
#define NSPECIAL (sizeof(special_codes) / sizeof(special_codes[0]))

/* Source slots: the fields of the row's operands that take a scalar source code. */
static int source_field(const char *f)
{
	return !strcmp(f, "src0") || !strcmp(f, "src1") || !strcmp(f, "src2") || !strcmp(f, "ssrc0") ||
	       !strcmp(f, "ssrc1") || !strcmp(f, "soffset") || !strcmp(f, "saddr") || !strcmp(f, "srcx0") ||
	       !strcmp(f, "srcy0");
}

/* The source-modifier variants of a slot: 0 none, 1 neg (and neg_hi), 2 neg and abs. */
static unsigned int modifier_variants(const struct gsi_tab_fmt *s, const struct gs_isa_inst *in)
{
	int v3 = !strcmp(s->cls, "VOP3") || !strcmp(s->cls, "VOP3SD"), v3p = !strcmp(s->cls, "VOP3P");

	if (!(v3 || v3p) || !gs_isa_has_modifier(in, "neg"))
		return 1;
	return v3 && gs_isa_has_modifier(in, "abs") ? 3 : 2;
}

/* Variant (slot field f, code, mods) of the base encoding w (size bytes) into out: the new size or 0. */
static unsigned int special_variant(const struct gsi_tab_fmt *s, const struct gsi_tab_field *f, const uint32_t *w,
				    unsigned int size, unsigned int code, unsigned int mods, uint32_t *out)
{
	unsigned int slot = f->name[strlen(f->name) - 1] - '0';
	int v3p = !strcmp(s->cls, "VOP3P");

	if (f->width < 9 && code >= 1u << f->width)
		return 0;
	memcpy(out, w, (MAXDW + 2) * sizeof(*w));
	gsi_tab_put(out, f->dw, f->lo, f->width, code);
	if (mods && slot < 3 && s->ndw == 2) {
		gsi_tab_put(out, 1, 29 + slot, 1, 1);          /* neg */
		if (mods == 2 || v3p)
			gsi_tab_put(out, 0, 8 + slot, 1, 1);   /* abs (VOP3P: neg_hi) */
	}
	if (code == 255 && size == s->ndw * 4u && size + 4 <= MAXDW * 4) {
		out[size / 4] = rnd();
		size += 4;
	}
	return size;
}

static const char *class_name(unsigned int cl)
{
	unsigned int n = gs_isa_class_count();
	return cl < n ? gs_isa_class_name(cl) : forms[cl - n].name;
}

/* ------------------------------------------------------------ candidates */

struct cand {
	unsigned int cls;       /* class index */
	char mnemonic[64];      /* table mnemonic */
	uint8_t bytes[MAXDW * 4];
	unsigned int size;
	/* llvm-mc results */
	int crashed;
	char *text;             /* llvm-mc --disassemble text (NULL: not decoded) */
	uint8_t enc[32];        /* its re-encoding */
	unsigned int enc_size;
	int stable;             /* decoded, re-encoding equals bytes, assembles back to bytes */
	/* gfxshim results */
	int in_table;
	int dis_ok, asm_ok;
	const char *reason;
	char ours[400];         /* gfxshim's text (the longest instruction is ~330 bytes) */
};

static const char *llvm_mc = "llvm-mc-22";

static void marker(FILE *f, unsigned int i)
{
	uint32_t m = MARK_BASE + i;
	fprintf(f, "[0xff,0x00,0xdd,0xbe,0x%02x,0x%02x,0x%02x,0x%02x]\n",
		m & 0xff, (m >> 8) & 0xff, (m >> 16) & 0xff, m >> 24);
}

static int parse_encoding(const char *p, uint8_t *out, unsigned int max)
{
	unsigned int n = 0;
	p = strchr(p, '[');
	if (!p)
		return -1;
	p++;
	while (*p && *p != ']') {
		char *e;
		unsigned long v = strtoul(p, &e, 0);
		if (e == p)
			return -1;
		if (n < max)
			out[n] = (uint8_t)v;
		n++;
		p = e;
		while (*p == ',' || *p == ' ')
			p++;
	}
	return (int)n;
}

static char *trim_ws(char *s)
{
	/* collapse whitespace runs to one space; drop leading/trailing */
	char *o = s, *r = s;
	int sp = 0;
	while (isspace((unsigned char)*r))
		r++;
	for (; *r; r++) {
		if (isspace((unsigned char)*r)) {
			sp = 1;
			continue;
		}
		if (sp && o != s)
			*o++ = ' ';
		sp = 0;
		*o++ = *r;
	}
	*o = 0;
	return s;
}

struct mcline {
	char *text;
	uint8_t enc[32];
	unsigned int enc_size;
};

/*
 * Run llvm-mc on the file in; collect instruction lines between markers.
 * per[i] gets the lines before marker i.  Returns 0, or -1 when llvm-mc died
 * of a signal.
 */
static int run_mc(const char *cpu, int disasm, const char *in, unsigned int n,
		  struct mcline *per, unsigned int *count)
{
	char cmd[1024];
	char outp[] = "/tmp/gs-conf-out-XXXXXX";
	int fd = mkstemp(outp);
	if (fd < 0)
		return -1;
	close(fd);
	snprintf(cmd, sizeof(cmd), "%s %s -show-encoding -arch=amdgcn -mcpu=%s%s %s >%s 2>/dev/null",
		 llvm_mc, disasm ? "--disassemble" : "", cpu,
		 !strncmp(cpu, "gfx9", 4) ? "" : "", in, outp);
	int st = system(cmd);
	for (unsigned int i = 0; i < n; i++)
		count[i] = 0;
	FILE *f = fopen(outp, "r");
	if (f) {
		char *line = NULL;
		size_t cap = 0;
		unsigned int cur = 0;
		while (getline(&line, &cap, f) > 0) {
			char *e = strstr(line, "; encoding:");
			if (!e)
				continue;
			uint8_t enc[32];
			int sz = parse_encoding(e, enc, sizeof(enc));
			*e = 0;
			trim_ws(line);
			unsigned int mk;
			if (sscanf(line, "s_mov_b32 s93, 0x%x", &mk) == 1 && (mk & 0xffff0000u) == MARK_BASE) {
				cur = (mk & 0xffff) + 1;
				continue;
			}
			if (cur >= n)
				continue;
			if (count[cur]++ == 0) {
				per[cur].text = strdup(line);
				per[cur].enc_size = sz < 0 ? 0 : (unsigned int)(sz > 32 ? 32 : sz);
				memcpy(per[cur].enc, enc, per[cur].enc_size);
			}
		}
		free(line);
		fclose(f);
	}
	unlink(outp);
	if (st == -1 || (WIFEXITED(st) && WEXITSTATUS(st) > 128) || WIFSIGNALED(st))
		return -1;
	return 0;
}

/* Disassemble candidates [lo, hi) with llvm-mc; bisect around crashes. */
static void mc_disasm(const char *cpu, struct cand *c, unsigned int lo, unsigned int hi)
{
	if (lo >= hi)
		return;
	unsigned int n = hi - lo;
	char inp[] = "/tmp/gs-conf-in-XXXXXX";
	int fd = mkstemp(inp);
	FILE *f = fdopen(fd, "w");
	for (unsigned int i = 0; i < n; i++) {
		fputc('[', f);
		for (unsigned int b = 0; b < c[lo + i].size; b++)
			fprintf(f, "%s0x%02x", b ? "," : "", c[lo + i].bytes[b]);
		fputs("]\n", f);
		marker(f, i);
	}
	fclose(f);
	struct mcline *per = calloc(n, sizeof(*per));
	unsigned int *cnt = calloc(n, sizeof(*cnt));
	int rc = run_mc(cpu, 1, inp, n, per, cnt);
	unlink(inp);
	if (rc < 0) {
		for (unsigned int i = 0; i < n; i++)
			free(per[i].text);
		free(per);
		free(cnt);
		if (n == 1) {
			c[lo].crashed = 1;
			return;
		}
		mc_disasm(cpu, c, lo, lo + n / 2);
		mc_disasm(cpu, c, lo + n / 2, hi);
		return;
	}
	for (unsigned int i = 0; i < n; i++) {
		if (cnt[i] == 1) {
			c[lo + i].text = per[i].text;
			c[lo + i].enc_size = per[i].enc_size;
			memcpy(c[lo + i].enc, per[i].enc, per[i].enc_size);
		} else {
			free(per[i].text);
		}
	}
	free(per);
	free(cnt);
}

/* Re-assemble llvm-mc's texts with llvm-mc: the oracle keeps stable ones. */
static void mc_reasm(const char *cpu, struct cand *c, unsigned int n)
{
	char inp[] = "/tmp/gs-conf-in-XXXXXX";
	int fd = mkstemp(inp);
	FILE *f = fdopen(fd, "w");
	for (unsigned int i = 0; i < n; i++) {
		if (c[i].text)
			fprintf(f, "%s\n", c[i].text);
		fprintf(f, "s_mov_b32 s93, 0x%x\n", MARK_BASE + i);
	}
	fclose(f);
	struct mcline *per = calloc(n + 1, sizeof(*per));
	unsigned int *cnt = calloc(n + 1, sizeof(*cnt));
	run_mc(cpu, 0, inp, n, per, cnt);
	unlink(inp);
	for (unsigned int i = 0; i < n; i++) {
		struct cand *k = &c[i];
		k->stable = k->text && cnt[i] == 1 && k->enc_size == k->size &&
			    !memcmp(k->enc, k->bytes, k->size) && per[i].enc_size == k->size &&
			    !memcmp(per[i].enc, k->bytes, k->size);
		free(per[i].text);
	}
	free(per);
	free(cnt);
}

/* ------------------------------------------------------------ gfxshim side */

static int gs_enc_of_class(const char *cls)
{
	static const char *const names[] = { "SOP1", "SOP2", "SOPK", "SOPC", "SOPP", "SMEM", "VOP1",
					     "VOP2", "VOPC", "VOP3", "FLAT", "DS", "VOP3P" };
	for (int i = 0; i < (int)(sizeof(names) / sizeof(names[0])); i++)
		if (!strcmp(names[i], cls))
			return i;
	if (!strcmp(cls, "GLOBAL"))
		return GS_ENC_FLAT;
	if (!strcmp(cls, "SCRATCH"))
		return GS_ENC_SCRATCH;
	if (!strcmp(cls, "VOP3SD"))
		return GS_ENC_VOP3;
	return -1;
}

/* Is the instruction (llvm's mnemonic in text) in gfxshim's table for this class? */
static int in_gfxshim_table(const struct gs_isa *isa, const char *cls, const char *text)
{
	char mn[96];
	size_t n = strcspn(text, " ");
	if (!isa || n >= sizeof(mn))
		return 0;
	memcpy(mn, text, n);
	mn[n] = 0;
	char *sfx = strrchr(mn, '_');
	if (sfx && (!strcmp(sfx, "_e32") || !strcmp(sfx, "_e64")))
		*sfx = 0;
	const struct gs_isa_op *op = gsi_isa_by_name(isa, mn);
	if (!op)
		return 0;
	int e = gs_enc_of_class(cls);
	if (e < 0)
		return 0;
	if (op->enc == e)
		return 1;
	/* the VOP3 (_e64) form of a VOP1/VOP2/VOPC instruction */
	return e == GS_ENC_VOP3 && op->op3 != 0xffff;
}

/* Does text name a 16-bit VGPR half (v12.l, v12.h)? */
static int has_true16(const char *text)
{
	for (const char *p = text; (p = strchr(p, '.')); p++)
		if ((p[1] == 'l' || p[1] == 'h') && !isalnum((unsigned char)p[2]) && p > text &&
		    isdigit((unsigned char)p[-1]))
			return 1;
	return 0;
}

static void check_gfxshim(const struct gs_target *t, int wave64, const struct gs_isa *isa,
			  const char *clsname, struct cand *k)
{
	char buf[GS_DISASM_TEXT_MAX];
	unsigned int isize = 0;
	struct gs_error err;
	k->in_table = 0;
	k->dis_ok = k->asm_ok = 0;
	k->ours[0] = 0;
	if (!t) {
		k->reason = "target unknown to gfxshim";
		return;
	}
	memset(&err, 0, sizeof(err));
	enum gs_status st = gs_disasm_one_wave(t, GS_DISASM_LLVM_DISASSEMBLER | (wave64 ? GS_DISASM_WAVE64 : 0),
					       k->bytes, k->size, 0, buf, sizeof(buf), &isize, &err);
	int member = isa && in_gfxshim_table(isa, clsname, k->text);
	char want[GS_DISASM_TEXT_MAX];
	snprintf(want, sizeof(want), "%s", k->text);
	trim_ws(want);
	enum gs_status dst = st;
	if (st == GS_OK) {
		snprintf(k->ours, sizeof(k->ours), "%.399s", buf);
		trim_ws(k->ours);
		k->dis_ok = isize == k->size && !strcmp(k->ours, want);
	}
	k->in_table = member && st == GS_OK;

	/* the assembler, given llvm-mc's text */
	struct gs_asm_options opt;
	memset(&opt, 0, sizeof(opt));
	opt.target = t;
	opt.filename = "<conformance>";
	opt.max_errors = 1;
	opt.wave64 = wave64;
	struct gs_program *p = NULL;
	char src[GS_DISASM_TEXT_MAX + 8];
	int len = snprintf(src, sizeof(src), "%s\n", k->text);
	memset(&err, 0, sizeof(err));
	st = gs_assemble(src, (size_t)len, &opt, &p, &err);
	if (st == GS_OK && p)
		k->asm_ok = p->text_size == k->size && !memcmp(p->text, k->bytes, k->size);
	gs_program_free(p);

	enum gs_status ast = st;
	if (k->dis_ok && k->asm_ok)
		k->reason = NULL;
	else if (!member && dst != GS_OK)
		k->reason = "table-driven layer: not decoded";
	else if (!member && !k->dis_ok && !k->asm_ok)
		k->reason = "table-driven layer: disassembly text and assembly differ";
	else if (!member && !k->dis_ok)
		k->reason = "table-driven layer: disassembly text differs";
	else if (!member)
		k->reason = ast == GS_OK ? "table-driven layer: assembler gives other bytes"
					 : "table-driven layer: assembler refuses llvm-mc's text";
	else if (dst != GS_OK)
		/* not "in the table" for this encoding (an operand value outside
		 * gfxshim's model, e.g. sendmsg(0, 0, 0) for s_sendmsg_rtn_b32) */
		k->reason = "mnemonic in gfxshim's table, its disassembler refuses the encoding";
	else if (!k->dis_ok && !k->asm_ok)
		k->reason = "in table: disassembly text and assembly differ";
	else if (!k->dis_ok)
		k->reason = "in table: disassembly text differs";
	else if (ast != GS_OK && has_true16(k->text))
		k->reason = "in table, documented: the assembler takes no true16 syntax (v1.l)";
	else
		k->reason = ast == GS_OK ? "in table: assembler gives other bytes" : "in table: assembler refuses llvm-mc's text";
}

/* ------------------------------------------------------------ driver */

struct stat_row {
	unsigned int table;   /* rows of the class in the table */
	unsigned int tried;   /* encodings built */
	unsigned int oracle;  /* llvm-mc round-trip stable */
	unsigned int dis, as; /* gfxshim agreements */
	unsigned int member, member_dis, member_as;
	unsigned int member_bad; /* in table, disagreeing, not a documented difference */
	unsigned int crashed;
	unsigned int unbuilt; /* class the harness cannot encode */
};

/* --specials: the variants of one row's base encoding w, appended to c. */
static void add_specials(const struct gsi_tab_fmt *s, const struct gs_isa_inst *in, unsigned int cl,
			 const uint32_t *w, unsigned int size, struct cand **c, size_t *cap, unsigned int *n,
			 struct stat_row *st)
{
	unsigned int nmods = modifier_variants(s, in);

	for (unsigned int i = 0; i < in->nops; i++) {
		struct gs_isa_operand o;
		const struct gsi_tab_field *f;

		if (gs_isa_operand(in, i, &o) != GS_OK || !o.field || !source_field(o.field) ||
		    !(f = gsi_tab_field_of(s, o.field)) || f->width < 7)
			continue;
		for (unsigned int k = 0; k < NSPECIAL; k++)
			for (unsigned int m = 0; m < nmods; m++) {
				uint32_t out[MAXDW + 2];
				unsigned int sz = special_variant(s, f, w, size, special_codes[k], m, out);
				struct cand *q;

				if (!sz)
					continue;
				if (*n == *cap) {
					struct cand *g = realloc(*c, 2 * *cap * sizeof(**c));

					if (!g) {
						fprintf(stderr, "conformance: out of memory\n");
						exit(2);
					}
					memset(g + *cap, 0, *cap * sizeof(*g));
					*c = g;
					*cap *= 2;
				}
				q = &(*c)[(*n)++];
				q->cls = cl;
				snprintf(q->mnemonic, sizeof(q->mnemonic), "%s", in->mnemonic);
				q->size = sz;
				memcpy(q->bytes, out, sz);
				st->tried++;
			}
	}
}

#define MAXREASON 16
struct reason_count {
	const char *reason;
	unsigned int n;
};

static const char *const default_targets[] = { "gfx1100", "gfx1150", "gfx1201", "gfx942", "gfx950",
						"gfx1250", NULL };

static void usage(void)
{
	fprintf(stderr,
		"usage: conformance [--targets T,T|all] [--per-class N|all] [--rounds R] [--seed S]\n"
		"                   [--json] [--list|--list-unstable] [--strict] [--mods] [--specials]\n"
		"                   [--llvm-mc PATH] [--classes C,C]\n");
	exit(2);
}

static int name_in_list(const char *list, const char *name)
{
	if (!list)
		return 1;
	size_t n = strlen(name);
	for (const char *p = list; *p;) {
		const char *e = strchr(p, ',');
		size_t l = e ? (size_t)(e - p) : strlen(p);
		if (l == n && !strncmp(p, name, n))
			return 1;
		if (!e)
			break;
		p = e + 1;
	}
	return 0;
}

static void json_str(FILE *f, const char *s)
{
	fputc('"', f);
	for (; s && *s; s++) {
		if (*s == '"' || *s == '\\')
			fputc('\\', f);
		if ((unsigned char)*s < 0x20)
			fprintf(f, "\\u%04x", *s);
		else
			fputc(*s, f);
	}
	fputc('"', f);
}

int main(int argc, char **argv)
{
	const char *targets_arg = NULL, *classes_arg = NULL;
	unsigned int per_class = 20; /* 0: all */
	unsigned int rounds = 1;     /* encodings per chosen instruction */
	uint64_t seed = 1;
	int json = 0, list = 0, strict = 0, mods = 0, specials = 0;
	for (int i = 1; i < argc; i++) {
		const char *a = argv[i];
		if (!strcmp(a, "--targets") && i + 1 < argc)
			targets_arg = argv[++i];
		else if (!strcmp(a, "--classes") && i + 1 < argc)
			classes_arg = argv[++i];
		else if (!strcmp(a, "--per-class") && i + 1 < argc) {
			i++;
			per_class = !strcmp(argv[i], "all") ? 0 : (unsigned int)strtoul(argv[i], NULL, 0);
			if (!strcmp(argv[i], "0"))
				usage();
		} else if (!strcmp(a, "--seed") && i + 1 < argc)
			seed = strtoull(argv[++i], NULL, 0);
		else if (!strcmp(a, "--rounds") && i + 1 < argc) {
			rounds = (unsigned int)strtoul(argv[++i], NULL, 0);
			if (!rounds || rounds > 64)
				usage();
		} else if (!strcmp(a, "--json"))
			json = 1;
		else if (!strcmp(a, "--strict"))
			strict = 1;
		else if (!strcmp(a, "--specials"))
			specials = 1;  /* every special operand code in every source slot (add_specials) */
		else if (!strcmp(a, "--mods"))
			mods = 1;  /* random VOP3/VOP3P modifier bits on the plain encodings too */
		else if (!strcmp(a, "--list"))
			list = 1;
		else if (!strcmp(a, "--list-unstable"))
			list = 2;
		else if (!strcmp(a, "--texts"))
			list = 3;  /* llvm-mc's text of every stable encoding (tools/gen/gen-aliases.py) */
		else if (!strcmp(a, "--llvm-mc") && i + 1 < argc)
			llvm_mc = argv[++i];
		else
			usage();
	}
	const char *tl[32];
	unsigned int nt = 0;
	if (targets_arg && !strcmp(targets_arg, "all")) {
		for (unsigned int t = 0; t < gs_isa_target_count() && nt < 31; t++)
			tl[nt++] = gs_isa_target_name(t);
	} else if (targets_arg) {
		static char buf[512];
		snprintf(buf, sizeof(buf), "%s", targets_arg);
		for (char *s = strtok(buf, ","); s && nt < 31; s = strtok(NULL, ","))
			tl[nt++] = s;
	} else {
		for (; default_targets[nt]; nt++)
			tl[nt] = default_targets[nt];
	}
	unsigned int nbase = gs_isa_class_count(), ncls = nbase + (unsigned int)NFORMS;
	FILE *out = stdout;
	if (json)
		fprintf(out, "{\"seed\": %llu, \"per_class\": %u, \"rounds\": %u, \"targets\": [",
			(unsigned long long)seed, per_class, rounds);
	int fail = 0;
	struct stat_row all;
	memset(&all, 0, sizeof(all));
	for (unsigned int ti = 0; ti < nt; ti++) {
		const char *tn = tl[ti];
		if (gs_isa_target_index(tn) < 0) {
			fprintf(stderr, "conformance: unknown target %s\n", tn);
			return 2;
		}
		const struct gs_target *gt = gs_target_find(tn);
		const struct gs_isa *isa = gt ? gsi_isa_for(gt) : NULL;
		int wave64 = !strncmp(tn, "gfx9", 4);
		unsigned int total = gs_isa_count(tn, NULL);
		size_t cap = total ? 2 * (size_t)total * rounds : 1;  /* classes and forms */
		struct cand *c = calloc(cap, sizeof(*c));
		struct stat_row *st = calloc(ncls, sizeof(*st));
		unsigned int n = 0;
		/* pick per class: a seeded shuffle of the class's rows */
		for (unsigned int cl = 0; cl < ncls; cl++) {
			const char *cn = class_name(cl);
			const struct form *fm = cl >= nbase ? &forms[cl - nbase] : NULL;
			if (!name_in_list(classes_arg, cn) || (fm && fm->optin && !classes_arg) || (fm && specials))
				continue;
			unsigned int cnt = 0;
			struct gs_isa_inst in;
			for (unsigned int i = 0; gs_isa_at(tn, i, &in) == GS_OK; i++)
				cnt += fm ? in_form(fm, tn, &in) : in.cls_id == cl;
			st[cl].table = cnt;
			if (!cnt)
				continue;
			const struct gsi_tab_fmt *sp = spec_for(tn, fm ? fm->base : cn);
			unsigned int *idx = malloc(cnt * sizeof(*idx));
			unsigned int k = 0;
			for (unsigned int i = 0; gs_isa_at(tn, i, &in) == GS_OK; i++)
				if (fm ? in_form(fm, tn, &in) : in.cls_id == cl)
					idx[k++] = i;
			rng_state = seed * 0x100000001b3ull ^ ((uint64_t)cl << 32) ^ (uint64_t)gs_isa_target_index(tn);
			for (unsigned int i = k; i > 1; i--) {
				unsigned int j = rnd_below(i), tmp = idx[i - 1];
				idx[i - 1] = idx[j];
				idx[j] = tmp;
			}
			unsigned int take = per_class && per_class < k ? per_class : k;
			for (unsigned int i = 0; i < take * rounds; i++) {
				gs_isa_at(tn, idx[i % take], &in);
				uint32_t w[MAXDW + 2];
				unsigned int size = sp ? build(tn, sp, &in, w) : 0;
				if (size && fm)
					size = build_form(tn, fm, sp, &in, w, size);
				else if (size && mods && (!strcmp(sp->cls, "VOP3") || !strcmp(sp->cls, "VOP3P")) &&
					 !gs_isa_has_modifier(&in, "bitop3"))
					rnd_vop3_mods(w, &in, !strcmp(sp->cls, "VOP3P"));
				if (!size) {
					st[cl].unbuilt++;
					continue;
				}
				if (specials) {
					add_specials(sp, &in, cl, w, size, &c, &cap, &n, &st[cl]);
					continue;
				}
				struct cand *q = &c[n++];
				q->cls = cl;
				snprintf(q->mnemonic, sizeof(q->mnemonic), "%s", in.mnemonic);
				q->size = size;
				memcpy(q->bytes, w, size);
				st[cl].tried++;
			}
			free(idx);
		}
		mc_disasm(tn, c, 0, n);
		mc_reasm(tn, c, n);
		struct reason_count rc[MAXREASON];
		unsigned int nrc = 0;
		for (unsigned int i = 0; i < n; i++) {
			struct cand *k = &c[i];
			struct stat_row *s = &st[k->cls];
			if (k->crashed)
				s->crashed++;
			if (k->stable && list == 3)
				fprintf(stderr, "#text %s %s\n", tn, k->text);
			else if (list == 3)
				fprintf(stderr, "#name %s %s\n", tn, k->mnemonic);
			if (!k->stable) {
				if (list == 2) {
					fprintf(stderr, "#%s %s %s unstable:", tn, class_name(k->cls), k->mnemonic);
					for (unsigned int b = 0; b < k->size; b++)
						fprintf(stderr, "%s%02x", b % 4 ? "" : " ", k->bytes[b ^ 3 ^ (b & ~3u) ^ (b & ~3u)]);
					fprintf(stderr, " -> %s\n", k->text ? k->text : "(not decoded)");
				}
				continue;
			}
			s->oracle++;
			check_gfxshim(gt, wave64, isa, class_name(k->cls), k);
			s->dis += k->dis_ok;
			s->as += k->asm_ok;
			if (k->in_table) {
				s->member++;
				s->member_dis += k->dis_ok;
				s->member_as += k->asm_ok;
				if (k->reason && strncmp(k->reason, "in table, documented", 20))
					s->member_bad++;
			}
			if (k->reason) {
				unsigned int r;
				for (r = 0; r < nrc && strcmp(rc[r].reason, k->reason); r++)
					;
				if (r == nrc && nrc < MAXREASON)
					rc[nrc++] = (struct reason_count){ k->reason, 0 };
				if (r < nrc)
					rc[r].n++;
			}
			if (list && k->reason)
				fprintf(json ? stderr : out, "#%s %s [%s] llvm: %s | gfxshim: %s%s\n", tn,
					class_name(k->cls), k->reason, k->text,
					k->ours[0] ? k->ours : "(refused)", k->asm_ok ? "" : " | asm differs");
		}
		struct stat_row tot;
		memset(&tot, 0, sizeof(tot));
		for (unsigned int cl = 0; cl < ncls; cl++) {
			tot.table += st[cl].table;
			tot.tried += st[cl].tried;
			tot.oracle += st[cl].oracle;
			tot.dis += st[cl].dis;
			tot.as += st[cl].as;
			tot.member += st[cl].member;
			tot.member_dis += st[cl].member_dis;
			tot.member_as += st[cl].member_as;
			tot.member_bad += st[cl].member_bad;
			tot.crashed += st[cl].crashed;
			tot.unbuilt += st[cl].unbuilt;
		}
		if (tot.member_bad)
			fail = 1;
		all.tried += tot.tried;
		all.oracle += tot.oracle;
		all.dis += tot.dis;
		all.as += tot.as;
		all.member += tot.member;
		all.member_bad += tot.member_bad;
		if (json) {
			fprintf(out, "%s\n {\"target\": \"%s\", \"has_table\": %s, \"classes\": [", ti ? "," : "", tn,
				isa ? "true" : "false");
			int first = 1;
			for (unsigned int cl = 0; cl < ncls; cl++) {
				struct stat_row *s = &st[cl];
				if (!s->table)
					continue;
				fprintf(out, "%s\n  {\"class\": \"%s\", \"table\": %u, \"tried\": %u, \"oracle\": %u, "
					"\"disasm_agree\": %u, \"asm_agree\": %u, \"in_table\": %u, "
					"\"in_table_disasm_agree\": %u, \"in_table_asm_agree\": %u, "
					"\"llvm_mc_crashed\": %u, \"not_encodable\": %u}",
					first ? "" : ",", class_name(cl), s->table, s->tried, s->oracle, s->dis,
					s->as, s->member, s->member_dis, s->member_as, s->crashed, s->unbuilt);
				first = 0;
			}
			fprintf(out, "],\n  \"total\": {\"table\": %u, \"tried\": %u, \"oracle\": %u, \"disasm_agree\": %u, "
				"\"asm_agree\": %u, \"in_table\": %u, \"in_table_disasm_agree\": %u, "
				"\"in_table_asm_agree\": %u, \"in_table_undocumented_disagree\": %u, "
				"\"llvm_mc_crashed\": %u, \"not_encodable\": %u},\n"
				"  \"disagreements\": {",
				tot.table, tot.tried, tot.oracle, tot.dis, tot.as, tot.member, tot.member_dis,
				tot.member_as, tot.member_bad, tot.crashed, tot.unbuilt);
			for (unsigned int r = 0; r < nrc; r++) {
				fprintf(out, "%s", r ? ", " : "");
				json_str(out, rc[r].reason);
				fprintf(out, ": %u", rc[r].n);
			}
			fprintf(out, "}}");
		} else {
			fprintf(out, "%s%s (%s)\n", ti ? "\n" : "", tn,
				isa ? "gfxshim has an instruction table" : "no gfxshim instruction table");
			fprintf(out, "%-9s %6s %6s %6s %14s %14s %11s\n", "class", "table", "tried", "oracle",
				"disasm agree", "asm agree", "in-table");
			for (unsigned int cl = 0; cl < ncls; cl++) {
				struct stat_row *s = &st[cl];
				char d[32], a[32], m[32];
				if (!s->table)
					continue;
				snprintf(d, sizeof(d), "%u/%u", s->dis, s->oracle);
				snprintf(a, sizeof(a), "%u/%u", s->as, s->oracle);
				snprintf(m, sizeof(m), "%u", s->member);
				fprintf(out, "%-9s %6u %6u %6u %14s %14s %11s%s\n", class_name(cl), s->table,
					s->tried, s->oracle, d, a, m,
					s->unbuilt ? "  (no encoder in the harness)" : s->crashed ? "  (llvm-mc crashed)" : "");
			}
			fprintf(out, "%s total: tried %u, llvm-mc stable %u, disasm agree %u/%u (%.1f%%), "
				"asm agree %u/%u (%.1f%%); in gfxshim's table %u: disasm %u, asm %u, undocumented disagreements %u; "
				"llvm-mc crashed %u\n",
				tn, tot.tried, tot.oracle, tot.dis, tot.oracle,
				tot.oracle ? 100.0 * tot.dis / tot.oracle : 0.0, tot.as, tot.oracle,
				tot.oracle ? 100.0 * tot.as / tot.oracle : 0.0, tot.member, tot.member_dis,
				tot.member_as, tot.member_bad, tot.crashed);
			for (unsigned int r = 0; r < nrc; r++)
				fprintf(out, "  disagreement: %-58s %u\n", rc[r].reason, rc[r].n);
		}
		for (unsigned int i = 0; i < n; i++)
			free(c[i].text);
		free(c);
		free(st);
	}
	if (json)
		fprintf(out, "\n], \"total\": {\"tried\": %u, \"oracle\": %u, \"disasm_agree\": %u, "
			"\"asm_agree\": %u, \"in_table\": %u, \"in_table_undocumented_disagree\": %u}}\n",
			all.tried, all.oracle, all.dis, all.as, all.member, all.member_bad);
	else
		fprintf(out, "\nall %u targets: tried %u, llvm-mc stable %u, disasm agree %u (%.1f%%), asm agree %u (%.1f%%)\n",
			nt, all.tried, all.oracle, all.dis, all.oracle ? 100.0 * all.dis / all.oracle : 0.0,
			all.as, all.oracle ? 100.0 * all.as / all.oracle : 0.0);
	/* --strict: exit 1 when an instruction in gfxshim's table disagrees
	 * beyond the documented differences */
	return strict ? fail : 0;
}
