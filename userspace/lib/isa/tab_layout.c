// SPDX-License-Identifier: MIT
/*
 * Bit layout of every encoding class, per layout (gfx9 CDNA, gfx11, gfx12 and
 * gfx1250): the fixed prefix that identifies the class, the opcode field and
 * the operand fields the generated tables name.  Facts from the ISA documents'
 * microcode formats, checked by the conformance harness (tools/conformance)
 * against llvm-mc-22 on every class.
 */
#include <string.h>

#include "isa/isa_int.h"
#include "isa/tab_fmt.h"

#define S9(n, dw, lo) { n, dw, lo, 9, 1, 1 }
#define R(n, dw, lo, w) { n, dw, lo, w, 1, 0 }
#define RS(n, dw, lo, w, s) { n, dw, lo, w, s, 0 }
#define VOP3F S9("src0", 1, 0), S9("src1", 1, 9), S9("src2", 1, 18), R("vdst", 0, 0, 8), R("sdst", 0, 8, 7)
#define DSF R("offset0", 0, 0, 8), R("offset1", 0, 8, 8), R("addr", 1, 0, 8), R("data0", 1, 8, 8), \
	R("data1", 1, 16, 8), R("vdst", 1, 24, 8)

/* Classes shared by every layout (encodings of the SOP*, VOP1/2/C words). */
#define COMMON_SPECS \
	{ "SOP2", 1, 1, {{0, 30, 2, 2}}, 1, 0, 23, 7, \
	  { R("sdst", 0, 16, 7), R("ssrc1", 0, 8, 8), R("ssrc0", 0, 0, 8) }, {{0}}, 0 }, \
	{ "SOPK", 1, 1, {{0, 28, 4, 0xB}}, 1, 0, 23, 5, \
	  { R("sdst", 0, 16, 7), R("simm16", 0, 0, 16) }, {{0}}, 0 }, \
	{ "SOP1", 1, 1, {{0, 23, 9, 0x17D}}, 1, 0, 8, 8, \
	  { R("sdst", 0, 16, 7), R("ssrc0", 0, 0, 8) }, {{0}}, 0 }, \
	{ "SOPC", 1, 1, {{0, 23, 9, 0x17E}}, 1, 0, 16, 7, \
	  { R("ssrc1", 0, 8, 8), R("ssrc0", 0, 0, 8) }, {{0}}, 0 }, \
	{ "SOPP", 1, 1, {{0, 23, 9, 0x17F}}, 1, 0, 16, 7, { R("simm16", 0, 0, 16) }, {{0}}, 0 }, \
	{ "VOP2", 1, 1, {{0, 31, 1, 0}}, 1, 0, 25, 6, \
	  { R("vdst", 0, 17, 8), R("vsrc1", 0, 9, 8), S9("src0", 0, 0) }, {{0}}, 0 }, \
	{ "VOP1", 1, 1, {{0, 25, 7, 0x3F}}, 1, 0, 9, 8, \
	  { R("vdst", 0, 17, 8), S9("src0", 0, 0) }, {{0}}, 0 }, \
	{ "VOPC", 1, 1, {{0, 25, 7, 0x3E}}, 1, 0, 17, 8, \
	  { R("vsrc1", 0, 9, 8), S9("src0", 0, 0) }, {{0}}, 0 }

static const struct gsi_tab_fmt gfx9_specs[] = {
	COMMON_SPECS,
	{ "SMEM", 2, 1, {{0, 26, 6, 0x30}}, 1, 0, 18, 8,
	  { R("sdata", 0, 6, 7), RS("sbase", 0, 0, 6, 2), R("soffset", 1, 25, 7), R("offset", 1, 0, 21) },
	  {{ "imm", 0, 17, 1, 1 }}, 0 },
	{ "VOP3", 2, 1, {{0, 26, 6, 0x34}}, 1, 0, 16, 10, { VOP3F }, {{0}}, 0 },
	{ "VOP3SD", 2, 1, {{0, 26, 6, 0x34}}, 1, 0, 16, 10, { VOP3F }, {{0}}, 0 },
	{ "VOP3P", 2, 1, {{0, 23, 9, 0x1A7}}, 1, 0, 16, 7, { VOP3F },
	  {{ "opsel_hi2", 0, 14, 1, 1 }, { "opsel_hi", 1, 27, 2, 3 }}, 0 },
	{ "DS", 2, 1, {{0, 26, 6, 0x36}}, 1, 0, 17, 8, { DSF }, {{0}}, 0 },
#define G9FLAT(n, i) { n, 2, 2, {{0, 26, 6, 0x37}, {0, 14, 2, i}}, 1, 0, 18, 7, \
	{ R("addr", 1, 0, 8), R("data", 1, 8, 8), R("saddr", 1, 16, 7), R("vdst", 1, 24, 8) }, {{0}}, 0 }
	G9FLAT("FLAT", 0), G9FLAT("SCRATCH", 1), G9FLAT("GLOBAL", 2),
#define G9MUB R("vaddr", 1, 0, 8), R("vdata", 1, 8, 8), RS("srsrc", 1, 16, 5, 4), R("soffset", 1, 24, 8)
	{ "MUBUF", 2, 1, {{0, 26, 6, 0x38}}, 1, 0, 18, 7, { G9MUB }, {{0}}, 0 },
	{ "MTBUF", 2, 1, {{0, 26, 6, 0x3A}}, 1, 0, 15, 4, { G9MUB }, {{ "dfmt", 0, 19, 4, 1 }}, 0 },
	{ NULL, 0, 0, {{0}}, 0, 0, 0, 0, {{0}}, {{0}}, 0 },
};

#define G11VOPD(n, opdw, oplo, opw, other, odw, olo, ow, part) \
	{ n, 2, 1, {{0, 26, 6, 0x32}}, 1, opdw, oplo, opw, \
	  { S9("srcx0", 0, 0), R("vsrcx1", 0, 9, 8), S9("srcy0", 1, 0), R("vsrcy1", 1, 9, 8), \
	    RS("vdsty", 1, 17, 7, 2), R("vdstx", 1, 24, 8) }, {{ other, odw, olo, ow, 8 }}, part }

static const struct gsi_tab_fmt gfx11_specs[] = {
	COMMON_SPECS,
	{ "VOP3", 2, 1, {{0, 26, 6, 0x35}}, 1, 0, 16, 10, { VOP3F }, {{0}}, 0 },
	{ "VOP3SD", 2, 1, {{0, 26, 6, 0x35}}, 1, 0, 16, 10, { VOP3F }, {{0}}, 0 },
	{ "VOP3P", 2, 1, {{0, 24, 8, 0xCC}}, 1, 0, 16, 7, { VOP3F },
	  {{ "opsel_hi2", 0, 14, 1, 1 }, { "opsel_hi", 1, 27, 2, 3 }}, 0 },
	G11VOPD("VOPD_X", 0, 22, 4, "opy", 0, 17, 5, 1),
	G11VOPD("VOPD_Y", 0, 17, 5, "opx", 0, 22, 4, 2),
	{ "VINTERP", 2, 1, {{0, 24, 8, 0xCD}}, 1, 0, 16, 7, { VOP3F }, {{0}}, 0 },
	{ "LDSDIR", 1, 1, {{0, 24, 8, 0xCE}}, 1, 0, 20, 2, { R("vdst", 0, 0, 8) }, {{0}}, 0 },
	{ "DS", 2, 1, {{0, 26, 6, 0x36}}, 1, 0, 18, 8, { DSF }, {{0}}, 0 },
	{ "SMEM", 2, 1, {{0, 26, 6, 0x3D}}, 1, 0, 18, 8,
	  { R("sdata", 0, 6, 7), RS("sbase", 0, 0, 6, 2), R("soffset", 1, 25, 7), R("offset", 1, 0, 21) },
	  {{0}}, 0 },
#define G11FLAT(n, i) { n, 2, 2, {{0, 26, 6, 0x37}, {0, 16, 2, i}}, 1, 0, 18, 7, \
	{ R("addr", 1, 0, 8), R("data", 1, 8, 8), R("saddr", 1, 16, 7), R("vdst", 1, 24, 8) }, {{0}}, 0 }
	G11FLAT("FLAT", 0), G11FLAT("SCRATCH", 1), G11FLAT("GLOBAL", 2),
	{ "MUBUF", 2, 1, {{0, 26, 6, 0x38}}, 1, 0, 18, 8, { G9MUB }, {{0}}, 0 },
	{ "MTBUF", 2, 1, {{0, 26, 6, 0x3A}}, 1, 0, 15, 4, { G9MUB }, {{ "format", 0, 19, 7, 1 }}, 0 },
	{ "MIMG", 2, 1, {{0, 26, 6, 0x3C}}, 1, 0, 18, 8,
	  { R("vaddr", 1, 0, 8), R("vdata", 1, 8, 8), RS("srsrc", 1, 16, 5, 4), RS("ssamp", 1, 26, 5, 4) },
	  {{ "dmask", 0, 8, 4, 1 }}, 0 },
	{ "EXP", 2, 1, {{0, 26, 6, 0x3E}}, 0, 0, 0, 0, {{0}}, {{ "en", 0, 0, 4, 1 }}, 0 },
	{ NULL, 0, 0, {{0}}, 0, 0, 0, 0, {{0}}, {{0}}, 0 },
};

static const struct gsi_tab_fmt gfx12_specs[] = {
	COMMON_SPECS,
	{ "VOP3", 2, 1, {{0, 26, 6, 0x35}}, 1, 0, 16, 10, { VOP3F }, {{0}}, 0 },
	{ "VOP3SD", 2, 1, {{0, 26, 6, 0x35}}, 1, 0, 16, 10, { VOP3F }, {{0}}, 0 },
	{ "VOP3P", 2, 1, {{0, 24, 8, 0xCC}}, 1, 0, 16, 7, { VOP3F },
	  {{ "opsel_hi2", 0, 14, 1, 1 }, { "opsel_hi", 1, 27, 2, 3 }}, 0 },
	G11VOPD("VOPD_X", 0, 22, 4, "opy", 0, 17, 5, 1),
	G11VOPD("VOPD_Y", 0, 17, 5, "opx", 0, 22, 4, 2),
	{ "VINTERP", 2, 1, {{0, 24, 8, 0xCD}}, 1, 0, 16, 7, { VOP3F }, {{0}}, 0 },
	{ "LDSDIR", 1, 1, {{0, 24, 8, 0xCE}}, 1, 0, 20, 2, { R("vdst", 0, 0, 8) }, {{0}}, 0 },
	{ "DS", 2, 1, {{0, 26, 6, 0x36}}, 1, 0, 18, 8, { DSF }, {{0}}, 0 },
	{ "SMEM", 2, 1, {{0, 26, 6, 0x3D}}, 1, 0, 13, 6,
	  { R("sdata", 0, 6, 7), RS("sbase", 0, 0, 6, 2), R("soffset", 1, 25, 7), R("offset", 1, 0, 24) },
	  {{0}}, 0 },
#define G12FLAT(n, p) { n, 3, 1, {{0, 24, 8, p}}, 1, 0, 14, 7, \
	{ R("saddr", 0, 0, 7), R("vdst", 1, 0, 8), R("data", 1, 23, 8), R("addr", 2, 0, 8) }, {{0}}, 0 }
	G12FLAT("FLAT", 0xEC), G12FLAT("SCRATCH", 0xED), G12FLAT("GLOBAL", 0xEE),
	{ "VBUFFER", 3, 1, {{0, 23, 9, 0x188}}, 1, 0, 14, 8,
	  { R("soffset", 0, 0, 7), R("vdata", 1, 0, 8), R("rsrc", 1, 9, 7), R("vaddr", 2, 0, 8) },
	  {{ "format", 1, 23, 7, 1 }}, 0 },
	{ "VIMAGE", 3, 1, {{0, 26, 6, 0x34}}, 1, 0, 14, 8,
	  { R("vdata", 1, 0, 8), R("rsrc", 1, 9, 9), R("vaddr0", 2, 0, 8), R("vaddr1", 2, 8, 8),
	    R("vaddr2", 2, 16, 8), R("vaddr3", 2, 24, 8), R("vaddr4", 1, 24, 8) },
	  {{ "dmask", 0, 22, 4, 1 }}, 0 },
	{ "VSAMPLE", 3, 1, {{0, 26, 6, 0x39}}, 1, 0, 14, 8,
	  { R("vdata", 1, 0, 8), R("rsrc", 1, 9, 9), R("vaddr0", 2, 0, 8), R("samp", 1, 23, 9) },
	  {{ "dmask", 0, 22, 4, 1 }}, 0 },
	{ "EXP", 2, 1, {{0, 26, 6, 0x3E}}, 0, 0, 0, 0, {{0}}, {{ "en", 0, 0, 4, 1 }}, 0 },
	{ NULL, 0, 0, {{0}}, 0, 0, 0, 0, {{0}}, {{0}}, 0 },
};

const struct gsi_tab_fmt *gsi_tab_formats(enum gsi_layout l)
{
	return l == GSI_LAYOUT_GFX9 ? gfx9_specs : l == GSI_LAYOUT_GFX11 ? gfx11_specs : gfx12_specs;
}

const struct gsi_tab_fmt *gsi_tab_format(enum gsi_layout l, const char *cls)
{
	/* asked per operand with the row's class name (the tables' own
	 * strings): the last answer is kept, checked by address and text
	 * (fixed: cls is a table's own constant string, its text cannot have
	 * changed: no strcmp on a hit) */
	static _Thread_local struct { enum gsi_layout l; const char *cls; const struct gsi_tab_fmt *f; int fixed; } last;

	if (last.f && last.l == l && last.cls == cls && (last.fixed || !strcmp(last.f->cls, cls)))
		return last.f;
	/* the formats' names by address first: the linker merges the tables'
	 * class names with them (a layout's names are distinct) */
	for (const struct gsi_tab_fmt *f = gsi_tab_formats(l); f->cls; f++)
		if (f->cls == cls) {
			last.l = l;
			last.cls = cls;
			last.f = f;
			last.fixed = 1;
			return f;
		}
	for (const struct gsi_tab_fmt *f = gsi_tab_formats(l); f->cls; f++)
		if (!strcmp(f->cls, cls)) {
			last.l = l;
			last.cls = cls;
			last.f = f;
			last.fixed = cls == f->cls;
			for (unsigned int i = 0; i < GS_ISA_NCLASS && !last.fixed; i++)
				last.fixed = cls == gsi_isa_class_names[i];
			return f;
		}
	return NULL;
}

