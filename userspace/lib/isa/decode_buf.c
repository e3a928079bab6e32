// SPDX-License-Identifier: MIT
/*
 * The filler of buffer instructions: MUBUF/MTBUF (gfx9, gfx11) and VBUFFER
 * (gfx12), into gs_inst (decode_fill.h: gsi_fill_buf).  The decoder
 * (decode.c) has found the class and the row, the execution table names
 * the semantics by the row's mnemonic ("buf" lines of
 * tools/gen/isa-ops.txt), and the fields below fill the decoded form that
 * emu/exec_buffer.c runs.  Field positions are those the table-driven
 * layer assembles and prints (isa/tab_mem_buf.c, asm/tab_mem_buf_asm.c), which llvm-mc-22's
 * encodings confirm.  Moved here from emu/ (issue 16: one decoder in isa/).
 */
#include <string.h>

#include "isa/gen_isa_tables.h"
#include "isa/decode_fill.h"
#include "isa/inst.h"
#include "isa/tab_fmt.h"

static uint32_t get(const uint32_t *w, unsigned int dw, unsigned int lo, unsigned int width)
{
	return gsi_tab_get(w, dw, lo, width);
}

unsigned int gsi_fill_buf(const struct gs_target *t, const struct gsi_tab_dec *dp, struct gs_inst *in,
			  const char **why)
{
	const struct gs_isa *isa = gsi_isa_exec_for(t);
	const struct gsi_tab_dec d = *dp;
	enum gs_gen gen = t->gen;
	unsigned int size = gen == GS_GEN_GFX12 ? 12 : 8, tfe = 0, lds = 0, acc = 0, soff, mtbuf;
	const uint32_t *x;

	memset(in, 0, sizeof(*in));
	if (!isa)
		return 0;
	if (d.row.cls_id != GS_ISA_GEN_MUBUF && d.row.cls_id != GS_ISA_GEN_MTBUF && d.row.cls_id != GS_ISA_GEN_VBUFFER)
		return 0;
	in->op = gsi_isa_by_name(isa, d.row.mnemonic);
	if (!in->op || in->op->sig != GS_SIG_BUF || d.ndw * 4 < size)
		return 0;  /* a buffer instruction the emulator lacks: refused by the caller */
	x = d.w;
	in->enc = in->op->enc;
	mtbuf = !strncmp(d.row.mnemonic, "tbuffer_", 8);
	if (gen == GS_GEN_GFX12) {
		/* dw0: soffset 6:0, tfe 22; dw1: vdata 7:0, rsrc 15:9 (an SGPR
		 * number), th 22:20, offen 30, idxen 31; dw2: vaddr 7:0, offset 31:8 */
		soff = get(x, 0, 0, 7);
		tfe = get(x, 0, 22, 1);
		in->vdata = (uint16_t)get(x, 1, 0, 8);
		in->sbase = (uint16_t)get(x, 1, 9, 7);
		in->rtn = (uint8_t)get(x, 1, 20, 1);  /* TH_ATOMIC_RETURN */
		in->buf = (uint8_t)(get(x, 1, 30, 1) * GS_BUF_OFFEN | get(x, 1, 31, 1) * GS_BUF_IDXEN);
		in->vaddr = (uint16_t)get(x, 2, 0, 8);
		in->imm = (int32_t)get(x, 2, 8, 24);
		if (mtbuf)  /* tbuffer FORMAT: dw1 29:23 */
			in->literal = get(x, 1, 23, 7);
	} else {
		/* dw0: offset 11:0, glc/sc0 14; gfx9: offen 12, idxen 13, lds 16
		 * (MUBUF; MTBUF has opcode bits there); MTBUF FORMAT 25:19 (gfx9
		 * dfmt 22:19, nfmt 25:23); dw1: vaddr 7:0, vdata 15:8, srsrc 20:16
		 * (SGPR / 4), soffset 31:24; gfx11: tfe 21, offen 22, idxen 23;
		 * gfx9: acc 23 */
		in->imm = (int32_t)get(x, 0, 0, 12);
		in->rtn = (uint8_t)get(x, 0, 14, 1);
		in->vaddr = (uint16_t)get(x, 1, 0, 8);
		in->vdata = (uint16_t)get(x, 1, 8, 8);
		in->sbase = (uint16_t)(get(x, 1, 16, 5) * 4);
		soff = get(x, 1, 24, 8);
		if (mtbuf)
			in->literal = get(x, 0, 19, 7);
		if (gen == GS_GEN_GFX9) {
			in->buf = (uint8_t)(get(x, 0, 12, 1) * GS_BUF_OFFEN | get(x, 0, 13, 1) * GS_BUF_IDXEN);
			lds = !mtbuf && get(x, 0, 16, 1);
			acc = get(x, 1, 23, 1);  /* AGPR data */
			/* m0 is 124 on gfx9 (the emulator numbers it 125); 125 is reserved */
			if (soff == 124)
				soff = GS_OPR_M0;
			else if (soff == 125)
				soff = 0x100;
		} else {
			tfe = get(x, 1, 21, 1);
			in->buf = (uint8_t)(get(x, 1, 22, 1) * GS_BUF_OFFEN | get(x, 1, 23, 1) * GS_BUF_IDXEN);
		}
	}
	if (soff == 0x100 || soff == GS_OPR_LITERAL || (soff >= 235 && soff <= 254)) {
		*why = "a buffer instruction whose soffset is not an SGPR or an inline integer";
		return 0;
	}
	/* tfe: the status VGPR after the data is written only "when set to 1 and
	 * fetch returns a NACK" (RDNA3 guide 9.1, RDNA4 guide 9.1: a partially
	 * resident texture's unmapped page); the emulator has none, so it is
	 * left alone and the load runs as without tfe */
	(void)tfe;
	if (lds) {  /* data to LDS at M0 (exec_buffer.c); vdata unused */
		in->buf |= GS_BUF_LDS;
		in->vdata = in->vaddr;
	} else if (acc) {
		in->buf |= GS_BUF_ACC;
	}
	in->soffset = (uint8_t)soff;
	in->vdst = in->vdata;  /* loads write vdata */
	in->size = (uint8_t)size;
	return size;
}
