/* SPDX-License-Identifier: MIT */
/*
 * The mem family's printer (DS, FLAT/GLOBAL/SCRATCH, MUBUF/MTBUF/VBUFFER,
 * MIMG/VIMAGE/VSAMPLE, EXP): the modifier engine and operand helpers its
 * class printers and the assembler (asm/tab_mem.h) share.  tab_mem.c holds
 * the entry point, one file per class group its printer.
 */
#ifndef GS_ISA_TAB_MEM_H
#define GS_ISA_TAB_MEM_H

#include "isa/isa_int.h"
#include "isa/tab_print.h"

/* Modifier kinds, in the order a class prints them (llvm's asm strings). */
enum mem_mk {
	MK_END = 0,
	MK_FLAG,      /* name when the bit is set */
	MK_OFFU,      /* offset:N, unsigned field */
	MK_OFFS,      /* offset:N, signed field */
	MK_TH,        /* th:TH_* (gfx12) */
	MK_SCOPE,     /* scope:SCOPE_* (gfx12) */
	MK_FMT9,      /* format:[BUF_DATA_FORMAT_*,BUF_NUM_FORMAT_*] (gfx9: dfmt here, nfmt at aux) */
	MK_UFMT,      /* format:[BUF_FMT_*] unified format (gfx11+) */
	MK_DMASK,     /* dmask:0xN (not printed when 0) */
	MK_DIM,       /* dim:SQ_RSRC_IMG_* (always printed) */
};

struct mem_mod {
	const char *name;
	uint8_t kind, dw, lo, width;
	uint8_t adw, alo;    /* MK_FMT9: the nfmt field (3 bits) */
};

/* What the class printers/assemblers share. */
struct mem_view {
	const struct gsi_tab_ctx *c;
	const struct gs_isa_inst *row;
	const char *name;
	int atomic, store, cmpswap;
	int th_kind;                     /* 0 load, 1 store, 2 atomic */
};

void gsi_mem_view(struct mem_view *v, const struct gsi_tab_ctx *c, const struct gs_isa_inst *row);

/* Print the modifiers of list l from words w. 0 when a field holds a value
 * llvm would not print back the same (the encoding is then refused). */
int gsi_mem_print_mods(const struct mem_view *v, const struct mem_mod *l, const uint32_t *w,
		       struct gsi_tab_line *line);

/* Register text helpers. */
void gsi_mem_reg(struct gsi_tab_line *l, enum gs_isa_kind k, unsigned int n, unsigned int width);
/* An SGPR-ish operand (soffset, saddr) in the layout's numbering. */
void gsi_mem_src(const struct gsi_tab_ctx *c, struct gsi_tab_line *l, unsigned int code,
		 unsigned int width);

/* The "off" saddr code of the layout (gfx9: 0x7f, later: null). */
static inline unsigned int gsi_mem_saddr_off(const struct gsi_tab_ctx *c)
{
	return c->layout == GSI_LAYOUT_GFX9 ? 0x7f : 0x7c;
}

/* The prefix and opcode bits of format f in dword dw (bits every encoding
 * of the class may set without an operand or modifier describing them). */
uint32_t gsi_mem_fixed_mask(const struct gsi_tab_fmt *f, unsigned int dw);
/* The bits of dword dw the modifier list l describes. */
uint32_t gsi_mem_mods_mask(const struct mem_mod *l, unsigned int dw);

/* keep[dw] |= both masks above, for dwords 0 .. ndw-1 */
void gsi_mem_keep_masks(const struct gsi_tab_fmt *f, const struct mem_mod *l, uint32_t *keep, unsigned int ndw);

/* class groups */
unsigned int gsi_mem_print_ds(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
unsigned int gsi_mem_print_flat(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
unsigned int gsi_mem_print_buf(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
unsigned int gsi_mem_print_img(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);
unsigned int gsi_mem_print_exp(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l);

/* MUBUF/MTBUF/VBUFFER (tab_mem_buf.c) */
struct buf_bits {
	uint8_t vaddr_dw, vaddr_lo, vdata_dw, vdata_lo, rsrc_dw, rsrc_lo, rsrc_w, rsrc_scale;
	uint8_t soff_dw, soff_lo, soff_w;
	uint8_t idxen_dw, idxen_lo, offen_dw, offen_lo;
	uint8_t tfe_dw, tfe_lo;           /* tfe_dw 255: none */
	uint8_t acc;                      /* gfx9: dw1 bit 23 */
};

struct buf_form {
	int has_vdata, vdata_w, has_vaddr, vaddr_w, has_rsrc, has_soff;
};

const struct buf_bits *gsi_mem_buf_bits(const struct gsi_tab_ctx *c);
int gsi_mem_is_tbuffer(const struct gs_isa_inst *row);
void gsi_mem_buf_mods(const struct gsi_tab_ctx *c, const struct gs_isa_inst *row, struct mem_mod *m);
/* Whether the row takes a flag (the tables omit tfe on VBUFFER). */
int gsi_mem_flag_ok(const struct gsi_tab_ctx *c, const struct mem_view *v, const char *name);
void gsi_mem_buf_form(const struct gs_isa_inst *row, int idxen, int offen, int tfe, int lds,
		     struct buf_form *f);

/* FLAT/GLOBAL/SCRATCH (tab_mem_flat.c) */
/* Field positions of one layout. */
struct flat_bits {
	uint8_t addr_dw, addr_lo, data_dw, data_lo, vdst_dw, vdst_lo, saddr_dw, saddr_lo;
	uint8_t sve_dw, sve_lo;       /* scratch: vaddr present */
	uint8_t ret_dw, ret_lo;       /* atomics: returns (glc, sc0, th bit 0) */
};

/* The operand list of an instruction as printed: row operands plus the
 * returned value of an atomic, with the widths of this encoding. */
struct flat_op {
	const char *field;     /* "vdst", "addr", "data", "saddr" */
	enum gs_isa_kind kind;
	unsigned int width;
	int off;               /* printed as "off" */
};

const struct flat_bits *gsi_mem_flat_bits(const struct gsi_tab_ctx *c);
void gsi_mem_flat_mods(const struct gsi_tab_ctx *c, const char *cls, struct mem_mod *m);
unsigned int gsi_mem_flat_ops(const struct mem_view *v, const struct gs_isa_inst *row, int ret,
			     int saddr_off, int sve, int scratch, struct flat_op *ops);
unsigned int gsi_mem_flat_field(const struct flat_bits *b, const char *f, unsigned int *lo);

/* MIMG/VIMAGE/VSAMPLE (tab_mem_img.c) */
struct img_bits {
	uint8_t vdata_dw, vdata_lo, rsrc_dw, rsrc_lo, rsrc_w, rsrc_scale;
	uint8_t samp_dw, samp_lo, samp_w, samp_scale;
	uint8_t dmask_dw, dmask_lo, dim_dw, dim_lo;
	uint8_t d16_dw, d16_lo, a16_dw, a16_lo, tfe_dw, tfe_lo;
	uint8_t slots;            /* address slots (gfx12), 0: range/NSA (gfx11) */
};

struct img_form {
	unsigned int vdata_w;
	unsigned int naddr;       /* address dwords */
	int has_samp, has_vdata;
	unsigned int row_addr_w;  /* the row's 1D width */
};

/* tensor_load_to_lds / tensor_store_from_lds: SGPR groups in the address
 * slots (s[0:3], s[4:11], and optionally two more s[N:N+3]); unused slots
 * hold null (0x7c); dw0 has bit 0 and dmask 0x1 set. */
static const struct mem_mod tensor_mods[] = {
	{ "th", MK_TH, 1, 20, 3, 1, 18 },
	{ "scope", MK_SCOPE, 1, 18, 2, 0, 0 },
	{ "nv", MK_FLAG, 0, 7, 1, 0, 0 },
	{ NULL, MK_END, 0, 0, 0, 0, 0 },
};

const struct img_bits *gsi_mem_img_bits(const char *cls);
void gsi_mem_img_mods(const struct gs_isa_inst *row, struct mem_mod *out);
/* 0 when the encoding's shape is not one we can describe. */
int gsi_mem_img_form(const struct mem_view *v, const struct gs_isa_inst *row, unsigned int dmask,
		    unsigned int dim, int a16, int d16, int tfe, struct img_form *f);
/* Where address slot i lives: gfx11 NSA (dw1 byte 0, then dw2), gfx12
 * (dw2, then VIMAGE's fifth slot in dw1 bits 31:24). */
void gsi_mem_img_slot(int mimg, unsigned int i, unsigned int *dw, unsigned int *lo);
int gsi_mem_is_tensor(const struct gs_isa_inst *row);

/* DS (tab_mem_ds.c) */
int gsi_mem_is_swizzle(const char *n);
int gsi_mem_ds_gds_only(const struct gsi_tab_ctx *c, const char *n);
/* The modifier list of a row: offsets, then gds where the layout has it. */
void gsi_mem_ds_mods(const struct gsi_tab_ctx *c, const char *n, struct mem_mod *m);
/* The field of operand i (rows of a few instructions name none). */
const char *gsi_mem_ds_field(const struct mem_view *v, const struct gs_isa_operand *o);
unsigned int gsi_mem_ds_pos(const char *f);
int gsi_mem_pow2(unsigned int x);

/* EXP (tab_mem_exp.c) */
static const struct mem_mod exp_mods[] = {
	{ "done", MK_FLAG, 0, 11, 1, 0, 0 },
	{ "row_en", MK_FLAG, 0, 13, 1, 0, 0 },
	{ NULL, MK_END, 0, 0, 0, 0, 0 },
};

int gsi_mem_target_name(unsigned int t, char *b, size_t size);

/* modifier value names (tab_mem_mods.c) */
static const char *const th_load[8] = { "", "TH_LOAD_NT", "TH_LOAD_HT", "TH_LOAD_LU",
					"TH_LOAD_NT_RT", "TH_LOAD_RT_NT", "TH_LOAD_NT_HT", NULL };
static const char *const th_store[8] = { "", "TH_STORE_NT", "TH_STORE_HT", "TH_STORE_WB",
					 "TH_STORE_NT_RT", "TH_STORE_RT_NT", "TH_STORE_NT_HT",
					 "TH_STORE_NT_WB" };
static const char *const th_atomic[8] = { "", "TH_ATOMIC_RETURN", "TH_ATOMIC_NT",
					  "TH_ATOMIC_NT_RETURN", "TH_ATOMIC_CASCADE_RT", NULL,
					  "TH_ATOMIC_CASCADE_NT", NULL };
static const char *const scopes[4] = { "SCOPE_CU", "SCOPE_SE", "SCOPE_DEV", "SCOPE_SYS" };

static const char *const dims[8] = {
	"SQ_RSRC_IMG_1D", "SQ_RSRC_IMG_2D", "SQ_RSRC_IMG_3D", "SQ_RSRC_IMG_CUBE",
	"SQ_RSRC_IMG_1D_ARRAY", "SQ_RSRC_IMG_2D_ARRAY", "SQ_RSRC_IMG_2D_MSAA",
	"SQ_RSRC_IMG_2D_MSAA_ARRAY",
};

static const char *const dfmt9[16] = {
	"BUF_DATA_FORMAT_INVALID", "BUF_DATA_FORMAT_8", "BUF_DATA_FORMAT_16", "BUF_DATA_FORMAT_8_8",
	"BUF_DATA_FORMAT_32", "BUF_DATA_FORMAT_16_16", "BUF_DATA_FORMAT_10_11_11",
	"BUF_DATA_FORMAT_11_11_10", "BUF_DATA_FORMAT_10_10_10_2", "BUF_DATA_FORMAT_2_10_10_10",
	"BUF_DATA_FORMAT_8_8_8_8", "BUF_DATA_FORMAT_32_32", "BUF_DATA_FORMAT_16_16_16_16",
	"BUF_DATA_FORMAT_32_32_32", "BUF_DATA_FORMAT_32_32_32_32", "BUF_DATA_FORMAT_RESERVED_15",
};
static const char *const nfmt9[8] = {
	"BUF_NUM_FORMAT_UNORM", "BUF_NUM_FORMAT_SNORM", "BUF_NUM_FORMAT_USCALED",
	"BUF_NUM_FORMAT_SSCALED", "BUF_NUM_FORMAT_UINT", "BUF_NUM_FORMAT_SINT",
	"BUF_NUM_FORMAT_RESERVED_6", "BUF_NUM_FORMAT_FLOAT",
};

/* gfx11+ unified formats (llvm's UfmtSymbolicGFX11): index = value, "" = none. */
static const char *const ufmt11[64] = {
	"BUF_FMT_INVALID", "BUF_FMT_8_UNORM", "BUF_FMT_8_SNORM", "BUF_FMT_8_USCALED",
	"BUF_FMT_8_SSCALED", "BUF_FMT_8_UINT", "BUF_FMT_8_SINT", "BUF_FMT_16_UNORM",
	"BUF_FMT_16_SNORM", "BUF_FMT_16_USCALED", "BUF_FMT_16_SSCALED", "BUF_FMT_16_UINT",
	"BUF_FMT_16_SINT", "BUF_FMT_16_FLOAT", "BUF_FMT_8_8_UNORM", "BUF_FMT_8_8_SNORM",
	"BUF_FMT_8_8_USCALED", "BUF_FMT_8_8_SSCALED", "BUF_FMT_8_8_UINT", "BUF_FMT_8_8_SINT",
	"BUF_FMT_32_UINT", "BUF_FMT_32_SINT", "BUF_FMT_32_FLOAT", "BUF_FMT_16_16_UNORM",
	"BUF_FMT_16_16_SNORM", "BUF_FMT_16_16_USCALED", "BUF_FMT_16_16_SSCALED", "BUF_FMT_16_16_UINT",
	"BUF_FMT_16_16_SINT", "BUF_FMT_16_16_FLOAT", "BUF_FMT_10_11_11_FLOAT", "BUF_FMT_11_11_10_FLOAT",
	"BUF_FMT_10_10_10_2_UNORM", "BUF_FMT_10_10_10_2_SNORM", "BUF_FMT_10_10_10_2_UINT",
	"BUF_FMT_10_10_10_2_SINT", "BUF_FMT_2_10_10_10_UNORM", "BUF_FMT_2_10_10_10_SNORM",
	"BUF_FMT_2_10_10_10_USCALED", "BUF_FMT_2_10_10_10_SSCALED", "BUF_FMT_2_10_10_10_UINT",
	"BUF_FMT_2_10_10_10_SINT", "BUF_FMT_8_8_8_8_UNORM", "BUF_FMT_8_8_8_8_SNORM",
	"BUF_FMT_8_8_8_8_USCALED", "BUF_FMT_8_8_8_8_SSCALED", "BUF_FMT_8_8_8_8_UINT",
	"BUF_FMT_8_8_8_8_SINT", "BUF_FMT_32_32_UINT", "BUF_FMT_32_32_SINT", "BUF_FMT_32_32_FLOAT",
	"BUF_FMT_16_16_16_16_UNORM", "BUF_FMT_16_16_16_16_SNORM", "BUF_FMT_16_16_16_16_USCALED",
	"BUF_FMT_16_16_16_16_SSCALED", "BUF_FMT_16_16_16_16_UINT", "BUF_FMT_16_16_16_16_SINT",
	"BUF_FMT_16_16_16_16_FLOAT", "BUF_FMT_32_32_32_UINT", "BUF_FMT_32_32_32_SINT",
	"BUF_FMT_32_32_32_FLOAT", "BUF_FMT_32_32_32_32_UINT", "BUF_FMT_32_32_32_32_SINT",
	"BUF_FMT_32_32_32_32_FLOAT",
};

#endif /* GS_ISA_TAB_MEM_H */
