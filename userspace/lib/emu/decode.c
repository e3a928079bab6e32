// SPDX-License-Identifier: MIT
/*
 * The emulator's instruction fetch (decode.h): the hand-shaped tables'
 * decoder (isa/decode_hand.c, gfx11 and gfx12) after VOPD and DPP
 * (isa/decode_vopd.c, isa/decode_dpp.c), then isa/decode_buf.c and
 * isa/decode_img.c; gfx9 through isa/decode_gfx9.c.  What the decoders leave
 * to the wave -- the place of the AGPR file in gfx9's unified register file
 * -- is applied here, after decoding.  What none of them takes goes to
 * fetch.c.
 */
#include <stdio.h>
#include <string.h>

#include "isa/img.h"
#include "isa/tab_print.h"
#include "gfxshim/asm.h"
#include "emu/decode.h"
#include "emu/emu.h"

/* DPP and VOPD forms (gfx11, gfx12): isa/decode_vopd.c, isa/decode_dpp.c */
static unsigned int decode_ext(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			       struct emu_fetch *f, int *bad)
{
	*bad = 0;
	if (!e->isa || avail < 4 || (e->target->gen != GS_GEN_GFX11 && e->target->gen != GS_GEN_GFX12))
		return 0;
	f->size = gsi_decode_vopd(e->isa, e->target, p, avail, w->lanes != 32, f->in, f->vopd, bad, &f->why);
	if (f->size) {
		f->n = 2;
		return f->size;
	}
	if (*bad)
		return 0;
	f->size = gsi_decode_dpp(e->isa, p, avail, &f->in[0], bad, &f->why);
	if (!f->size)
		return 0;
	f->n = 1;
	return f->size;
}

/*
 * gfx9 AGPRs (AGPR n is v[agpr_base + n] of the wave's unified file): the
 * fields the decoder marks (gs_inst.agpr, GS_BUF_ACC) get the unified VGPR
 * index and lose the mark, so the executors and the checker need no AGPR
 * case.  MFMA's AGPRs (gs_inst.acc) stay AGPR numbers: emu/mfma.c adds the
 * base itself.
 */
static void agpr_unify(struct gs_inst *in, unsigned int base)
{
	if (in->agpr & GS_AGPR_VDST)
		in->vdst = (uint16_t)(in->vdst + base);
	if (in->agpr & GS_AGPR_SRC0)
		in->src[0] = (uint16_t)(in->src[0] + base);
	if (in->agpr & GS_AGPR_VDATA) {
		in->vdata = (uint16_t)(in->vdata + base);
		in->vdata1 = (uint16_t)(in->vdata1 + base);
	}
	in->agpr = 0;
	if (in->buf & GS_BUF_ACC) {  /* buffer data: vdst is vdata */
		in->buf &= (uint8_t)~GS_BUF_ACC;
		in->vdata = (uint16_t)(in->vdata + base);
		in->vdst = in->vdata;
	}
}

unsigned int gsi_emu_decode_buf(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
				struct gs_inst *in, const char **why)
{
	unsigned int size = e->isa ? gsi_decode_buf(e->target, p, avail, in, why) : 0;

	if (size)
		agpr_unify(in, w->agpr_base);
	if (size)
		in->wave64 = w->lanes == 64;
	return size;
}

unsigned int gsi_emu_decode_gfx9(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
				 struct gs_inst *in)
{
	unsigned int size = gsi_decode_gfx9(e->isa, e->target, p, avail, in);

	if (size)
		agpr_unify(in, w->agpr_base);
	return size;
}

static unsigned int decode(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			   struct emu_fetch *f)
{
	int ext_bad = 0;

	memset(f, 0, sizeof(*f));
	if (e->target->gen == GS_GEN_GFX9) {  /* CDNA: the table-driven layer */
		f->size = gsi_emu_decode_gfx9(e, w, p, avail, &f->in[0]);
		if (!f->size)  /* MUBUF (decode_buf.c) */
			f->size = gsi_emu_decode_buf(e, w, p, avail, &f->in[0], &f->why);
		f->n = f->size ? 1 : 0;
		return f->size ? f->size : gsi_emu_refused(e, w, p, avail, f);
	}
	/* DPP and VOPD first: the hand-shaped decoder would take a DPP form
	 * as its base instruction with src0 = 0xFA */
	if (!decode_ext(e, w, p, avail, f, &ext_bad) && ext_bad)
		return gsi_emu_refused(e, w, p, avail, f);
	if (!f->size)
		f->size = e->isa ? gsi_decode(e->isa, p, avail, &f->in[0]) : 0;
	if (!f->size && e->isa && (f->size = gsi_decode_exec(e->isa, p, avail, &f->in[0])) != 0)
		f->table_text = 1;  /* VOP3 OPSEL the hand-shaped printer does not spell */
	if (!f->size)  /* MUBUF / VBUFFER (decode_buf.c) */
		f->size = gsi_emu_decode_buf(e, w, p, avail, &f->in[0], &f->why);
	if (!f->size && !f->why)  /* MIMG / VIMAGE / VSAMPLE (decode_img.c) */
		f->size = gsi_emu_decode_img(e, w, p, avail, &f->in[0], &f->why);
	if (!f->size)
		return gsi_emu_refused(e, w, p, avail, f);
	if (f->in[0].op->sig == GS_SIG_SALU && f->in[0].enc == GS_ENC_VOP3)
		f->in[0].sdst = f->in[0].vdst;  /* gfx12 v_s_*: VOP3 VDST names an SGPR */
	if (!f->n)
		f->n = 1;
	f->in[0].wave64 = f->in[1].wave64 = w->lanes == 64;
	return f->size;
}

/* The cache policy of a memory instruction, and of a cache operation run as
 * s_nop (fetch.c), into gs_inst.cpol: read once here, when the code is
 * decoded, for the timing model (timing.c). */
static int has_cpol(const struct emu_fetch *f)
{
	switch (f->in[0].enc) {
	case GS_ENC_FLAT: case GS_ENC_SCRATCH: case GS_ENC_MUBUF: case GS_ENC_MTBUF: case GS_ENC_MIMG:
	case GS_ENC_VSAMPLE:
		return 1;
	default:
		return f->table_text && f->in[0].enc == GS_ENC_SOPP;
	}
}

unsigned int gsi_emu_decode_img(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
				struct gs_inst *in, const char **why)
{
	unsigned int size = e->isa ? gsi_decode_img(e->target, p, avail, in, why) : 0;

	if (size)
		in->wave64 = w->lanes == 64;
	return size;
}

unsigned int gsi_emu_img_addr_reg(const struct gs_inst *in, unsigned int k)
{
	const struct gs_img *m = &in->img;
	unsigned int last = m->nva ? m->nva - 1u : 0u;

	return k < last ? m->va[k] : m->va[last] + (k - last);
}

unsigned int gsi_emu_decode(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
			    struct emu_fetch *f)
{
	unsigned int size = decode(e, w, p, avail, f);

	if (size && f->n == 1 && has_cpol(f))
		gsi_tab_cpol(e->target, p, size, &f->in[0].cpol);
	return size;
}

/* One VOPD half as llvm writes it: name vdst, src0[, K][, vsrc1][, K]. */
static size_t half_text(const struct gs_inst *in, const struct gs_vopd_half *h, char *buf, size_t size)
{
	char s0[48];
	int n;

	gsi_operand_text(in, h->src0, 1, s0, sizeof(s0));
	n = snprintf(buf, size, "%s v%u, %s", h->name, h->vdst, s0);
	if (h->k_pos == 2)
		n += snprintf(buf + n, size > (size_t)n ? size - n : 0, ", 0x%x", in->literal);
	if (h->has_vsrc1)
		n += snprintf(buf + n, size > (size_t)n ? size - n : 0, ", v%u", h->vsrc1);
	if (h->k_pos == 3)
		n += snprintf(buf + n, size > (size_t)n ? size - n : 0, ", 0x%x", in->literal);
	return (size_t)n;
}

static int ext_text(struct emu *e, const struct wave *w, const struct emu_fetch *f, const uint8_t *p,
		    size_t avail, uint64_t pc, char *buf, size_t size)
{
	char x[160], y[160];

	if (gsi_tab_disasm(e->target, w->lanes == 64 ? GS_DISASM_WAVE64 : 0, p, avail, pc, buf, size))
		return (int)strlen(buf);
	if (f->n != 2)
		return gsi_inst_text(e->target->gen, &f->in[0], pc, buf, size);
	half_text(&f->in[0], &f->vopd[0], x, sizeof(x));
	half_text(&f->in[1], &f->vopd[1], y, sizeof(y));
	return snprintf(buf, size, "%s :: %s", x, y);
}

int gsi_emu_inst_text(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
		      uint64_t pc, char *buf, size_t size)
{
	struct emu_fetch f;

	if (e->target->gen == GS_GEN_GFX9) {  /* text even for what the emulator cannot run */
		if (!gsi_tab_disasm(e->target, GS_DISASM_WAVE64, p, avail, pc, buf, size))
			return -1;
		return (int)strlen(buf);
	}
	if (!gsi_emu_decode(e, w, p, avail, &f)) {  /* llvm's text of what the emulator refuses */
		if (!gsi_tab_disasm(e->target, w->lanes == 64 ? GS_DISASM_WAVE64 : 0, p, avail, pc, buf, size))
			return -1;
		return (int)strlen(buf);
	}
	if (f.in[0].op->sig == GS_SIG_SALU || f.in[0].op->sig == GS_SIG_BUF || f.in[0].op->sig == GS_SIG_DSX ||
	    f.in[0].op->sig == GS_SIG_IMG ||
	    f.table_text)  /* printed by the table-driven layer only */
		return gsi_tab_disasm(e->target, w->lanes == 64 ? GS_DISASM_WAVE64 : 0, p, avail, pc, buf, size)
		       ? (int)strlen(buf) : -1;
	if (f.n == 2 || f.in[0].dpp)  /* llvm's text from the table-driven disassembler */
		return ext_text(e, w, &f, p, avail, pc, buf, size);
	return gsi_inst_text(e->target->gen, &f.in[0], pc, buf, size);
}
