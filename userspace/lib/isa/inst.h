/* SPDX-License-Identifier: MIT */
/*
 * Instruction layer internals: the generated per-generation opcode tables,
 * one decoded-instruction form shared by the disassembler and the emulator
 * (the decoder fills it; tests/unit/ref_encode.h encodes it for tests).
 */
#ifndef GS_ISA_INST_H
#define GS_ISA_INST_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "isa/gen_isa_ops.h"
#include "gfxshim/target.h"

/* Copy a string into a fixed buffer, truncating; the hot path's snprintf("%s"). */
static inline void gsi_copy(char *dst, size_t size, const char *src)
{
	size_t n = strlen(src);

	if (n >= size)
		n = size - 1;
	memcpy(dst, src, n);
	dst[n] = 0;
}

/* Encoding classes (microcode formats). */
enum gs_enc {
	GS_ENC_SOP1, GS_ENC_SOP2, GS_ENC_SOPK, GS_ENC_SOPC, GS_ENC_SOPP,
	GS_ENC_SMEM, GS_ENC_VOP1, GS_ENC_VOP2, GS_ENC_VOPC, GS_ENC_VOP3,
	GS_ENC_FLAT, GS_ENC_DS, GS_ENC_VOP3P,
	GS_ENC_SCRATCH,  /* FLAT segment 1 (gfx11) / VSCRATCH (gfx12): opcodes shared with GLOBAL */
	GS_ENC_LDSDIR,   /* gfx11 LDSDIR / gfx12 VDSDIR: lds_direct_load / ds_direct_load */
	GS_ENC_MUBUF,    /* buffer_* (gfx12 VBUFFER, tbuffer_* included); emu/decode_buf.c */
	GS_ENC_MTBUF,    /* gfx9/gfx11 tbuffer_* */
	GS_ENC_MIMG,     /* image_*: gfx11 MIMG, gfx12 VIMAGE; isa/decode_img.c */
	GS_ENC_VSAMPLE,  /* gfx12 VSAMPLE (image_sample*, image_msaa_load): opcodes of their own */
};

/* gs_inst.vaddr of a scratch instruction without a VGPR address (SVE 0: "off"). */
enum { GS_VADDR_OFF = 0xffff };

/* Operand shapes (tools/gen/isa-ops.txt "signature" column). */
enum gs_sig {
	GS_SIG_NONE,     /* no operands */
	GS_SIG_SIMM16,   /* 16-bit immediate */
	GS_SIG_LABEL,    /* branch target */
	GS_SIG_WAITCNT,  /* gfx11 s_waitcnt vmcnt(N) expcnt(N) lgkmcnt(N) */
	GS_SIG_SOPK,     /* sdst, simm16 */
	GS_SIG_SOP1,     /* sdst, ssrc0 */
	GS_SIG_SOP1SRC,  /* ssrc0 */
	GS_SIG_SOP2,     /* sdst, ssrc0, ssrc1 */
	GS_SIG_SOPC,     /* ssrc0, ssrc1 */
	GS_SIG_SMEM,     /* sdata, sbase, offset */
	GS_SIG_VOP1,     /* vdst, src0 */
	GS_SIG_READLANE, /* sdst, vsrc0 (VOP1 writing an SGPR) */
	GS_SIG_VOP2,     /* vdst, src0, vsrc1 */
	GS_SIG_CNDMASK,  /* vdst, src0, vsrc1, vcc/ssrc2 */
	GS_SIG_CARRY,    /* vdst, sdst, src0, vsrc1, carry-in */
	GS_SIG_VOP3SD,   /* vdst, sdst, src0, src1 */
	GS_SIG_VOP3,     /* vdst, src0, src1 */
	GS_SIG_VOP3S3,   /* vdst, src0, src1, src2 */
	GS_SIG_VOPC,     /* vcc/sdst, src0, vsrc1 */
	GS_SIG_GLOAD,    /* vdst, vaddr, saddr|off [offset:N] */
	GS_SIG_GSTORE,   /* vaddr, vdata, saddr|off [offset:N] */
	GS_SIG_GATOMIC,  /* [vdst,] vaddr, vdata, saddr|off [offset:N] [glc | th:TH_ATOMIC_RETURN] */
	GS_SIG_DSLOAD,   /* vdst, addr [offset:N] */
	GS_SIG_DSLOAD2,  /* vdst, addr [offset0:N] [offset1:N] (dword units) */
	GS_SIG_DSSTORE,  /* addr, data0 [offset:N] (also non-returning atomics) */
	GS_SIG_DSSTORE2, /* addr, data0, data1 [offset0:N] [offset1:N] */
	GS_SIG_DSRTN,    /* vdst, addr, data0 [offset:N] (returning atomics, permutes) */
	GS_SIG_DSSWIZZLE,/* vdst, addr [offset:swizzle(...)|N] */
	GS_SIG_VOP3P,    /* VOP3P vdst, src0, src1 [op_sel:[..]] [op_sel_hi:[..]] [neg_lo:[..]] [neg_hi:[..]] [clamp] */
	GS_SIG_VOP3P3,   /* the same with src2 */
	GS_SIG_GETREG,   /* SOPK sdst, hwreg(ID[, OFFSET, SIZE]) or simm16 */
	GS_SIG_SENDMSGRTN, /* SOP1 sdst, sendmsg(MSG_RTN_...): the message id in SSRC0 */
	GS_SIG_WMMA,     /* VOP3P vdst(D), src0(A), src1(B), src2(C) [op_sel..] [neg_lo..] [clamp];
			  * register counts per generation and wave size: gsi_wmma_shape() */
	GS_SIG_VOP3SD3,  /* vdst, sdst, src0, src1, src2 (v_mad_u64_u32: widths from gsi_opnd_bits) */
	GS_SIG_MFMA,     /* gfx9 VOP3P-MAI vdst(D), src0(A), src1(B), src2(C) [cbsz:N abid:N blgp:N];
			  * D/C may be AGPRs (gs_inst.acc) */
	GS_SIG_MEMTIME,  /* gfx9 SMEM s_memtime/s_memrealtime sdata[2] */
	GS_SIG_SETREG,   /* SOPK hwreg(ID[, OFFSET, SIZE]) or simm16, ssrc (in the SDST field) */
	GS_SIG_SWMMAC,   /* gfx12 VOP3P vdst(D), src0(A), src1(B), src2(sparse index) [index_key:N] */
	GS_SIG_SLOAD,    /* scratch vdst, vaddr|off, saddr|off [offset:N] (saddr one SGPR) */
	GS_SIG_SSTORE,   /* scratch vaddr|off, vdata, saddr|off [offset:N] */
	GS_SIG_LDSDIR,   /* vdst [wait_vdst:N] (gfx11) / [wait_va_vdst:N] [wait_vm_vsrc:N] (gfx12);
			  * gs_inst.imm holds the word's bits 23:16 */
	GS_SIG_SALU,     /* scalar ALU/SOPP op the table-driven layer assembles and prints (mixed
			  * operand widths, named immediates, RDNA3.5-only scalar float); the
			  * emulator decodes it by class (emu/exec_salu.c) */
	GS_SIG_VOPCX,    /* gfx11/gfx12 v_cmpx_*: src0, vsrc1; writes EXEC only (VOP3: the
			  * sdst field holds exec_lo); gfx9's v_cmpx_* are vopc, with a destination */
	GS_SIG_BUF,      /* buffer and tbuffer: vdata, vaddr|off, srsrc, soffset [idxen] [offen] [offset:N]
			  * ...: the table-driven layer assembles and prints them; the emulator
			  * decodes them itself (emu/decode_buf.c: vdata, vaddr, sbase = srsrc SGPR,
			  * soffset, imm = offset, buf = GS_BUF_* flags) */
	GS_SIG_DSX,      /* DS shapes the others do not cover (two data and one offset, no address,
			  * no operands: ds_cmpstore*, ds_mskor*, ds_storexchg_2addr*, ds_nop,
			  * ds_*_addtid_b32, ...): the table-driven layer assembles and prints them;
			  * the emulator reads the DS fields and the operation from the mnemonic
			  * (emu/exec_ds.c) */
	GS_SIG_IMG,      /* image (MIMG, VIMAGE, VSAMPLE): vdata, vaddr|[NSA list], srsrc[, ssamp]
			  * dmask:N dim:... ...: the table-driven layer assembles and prints them;
			  * the emulator decodes the fields itself (isa/decode_img.c: gs_inst.img) */
};

struct gs_isa_op {
	const char *name;
	uint8_t enc;        /* enum gs_enc of the native form */
	uint16_t opcode;    /* opcode in that form */
	uint16_t op3;       /* VOP3 (_e64) opcode, 0xffff if none */
	uint16_t sem;       /* enum gs_sem */
	uint8_t sig;        /* enum gs_sig */
	uint8_t dregs;      /* data registers written (dwords) */
	uint8_t sregs;      /* data registers read (dwords) */
};

struct gs_isa_alias {
	const char *alias;
	const char *name;
};

struct gs_isa {
	enum gs_gen gen;
	const struct gs_isa_op *ops;
	unsigned int n_ops;
	const struct gs_isa_alias *aliases;
	const uint16_t *by_name;  /* indices of ops sorted by name (strcmp) */
};

/* The table for a target's generation; NULL when there is none yet. */
const struct gs_isa *gsi_isa_for(const struct gs_target *t);
/* The table the emulator executes: gsi_isa_for()'s, and gfx9's (CDNA3/CDNA4,
 * decoded by the table-driven layer, decode_gfx9.c). */
const struct gs_isa *gsi_isa_exec_for(const struct gs_target *t);
/* Every generation's table, i = 0, 1, ...; NULL past the last. */
const struct gs_isa *gsi_isa_nth(unsigned int i);
const struct gs_isa_op *gsi_isa_by_name(const struct gs_isa *isa, const char *name);
/* The canonical mnemonic an alias list maps name to, or NULL. */
const char *gsi_isa_alias_name(const struct gs_isa_alias *list, const char *name);
/* gfx1250's aliases (gen_isa_gfx1250_aliases.c, generated). */
extern const struct gs_isa_alias gsi_isa_gfx1250_aliases[];
const struct gs_isa_op *gsi_isa_by_opcode(const struct gs_isa *isa, enum gs_enc enc,
					 unsigned int opcode);

/* Scalar/vector operand codes (9-bit src encoding, gfx11/gfx12). */
#define GS_OPR_VCC_LO    106
#define GS_OPR_VCC_HI    107
#define GS_OPR_NULL      124
#define GS_OPR_M0        125
#define GS_OPR_EXEC_LO   126
#define GS_OPR_EXEC_HI   127
#define GS_OPR_ZERO      128
#define GS_OPR_SCC       253
#define GS_OPR_LITERAL   255
#define GS_OPR_VGPR0     256

/* gs_inst.img: an image instruction's fields (isa/decode_img.c). */
struct gs_img {
	uint16_t va[5];       /* address VGPRs: gfx11 NSA list / gfx12 VADDR0..4; gfx11 without
			       * NSA: va[0] starts a range; the last slot used continues as a range */
	uint8_t nva;          /* address slots in the encoding (gfx11 without NSA: 1) */
	uint8_t naddr;        /* address dwords the instruction reads */
	uint8_t ndata;        /* data VGPRs (dmask, d16, tfe) */
	uint8_t dmask, dim, unorm, a16, d16, r128, tfe, lwe;
	uint8_t has_samp;     /* VSAMPLE / MIMG sample: samp holds the S# */
	uint16_t rsrc, samp;  /* first SGPR of the T# and of the S# */
};

/* gs_inst.cpol: a memory instruction's cache policy as encoded (gsi_tab_cpol_of):
 * the flag bits of gfx11 (GLC, SLC, DLC) and gfx9 (SC0, SC1, NT), gfx12's
 * TH and SCOPE fields; TH_NT: a TH whose llvm name streams (*_NT*). */
enum { GS_CPOL_GLC = 1, GS_CPOL_SLC = 2, GS_CPOL_DLC = 4, GS_CPOL_SC0 = 8, GS_CPOL_SC1 = 16,
       GS_CPOL_NT = 32, GS_CPOL_TH_NT = 64 };
struct gs_cpol {
	uint8_t flags;        /* GS_CPOL_* */
	uint8_t th, scope;    /* gfx12 */
};

/* A decoded instruction, independent of its byte layout. */
struct gs_inst {
	const struct gs_isa_op *op;
	uint8_t enc;          /* form actually used (VOP3 for _e64) */
	uint8_t size;         /* bytes, literal included */
	uint16_t vdst;        /* VGPR index (FLAT/VOP vdst) */
	uint16_t sdst;        /* SGPR operand code (SOP, VOP3SD, VOPC e64, readlane) */
	uint16_t src[3];      /* 9-bit operand codes */
	uint32_t literal;
	uint8_t has_literal;
	uint8_t neg, abs;     /* VOP3 modifier bits per source (VOP3P: neg is NEG_LO) */
	uint8_t neg_hi;       /* VOP3P NEG_HI per source */
	uint8_t opsel;        /* VOP3P OPSEL per source */
	uint8_t opsel_hi;     /* VOP3P OPSEL_HI per source (7 = llvm-mc's default) */
	uint8_t clamp, omod;
	int32_t imm;          /* SOPP/SOPK simm16, SMEM/FLAT offset, DS offset1 << 8 | offset0 */
	uint16_t sbase;       /* SMEM base SGPR index (even) */
	uint16_t sdata;       /* SMEM data SGPR index */
	uint16_t saddr;       /* FLAT scalar address operand code (GS_OPR_NULL: off) */
	uint16_t vaddr;       /* FLAT/DS VGPR address index */
	uint16_t vdata;       /* FLAT VGPR data index, DS data0 */
	uint16_t vdata1;      /* DS data1 */
	uint8_t soffset;      /* SMEM soffset operand code */
	uint8_t rtn;          /* FLAT atomic returns the old value (gfx11 GLC, gfx12 TH[0]) */
	struct gs_cpol cpol;  /* memory instructions: cache policy (gsi_tab_cpol_of) */
	/* Emulator-only fields, filled by the emulator's decoders (emu/decode*.c);
	 * the assembler and disassembler leave them zero. */
	uint8_t acc;          /* gfx9 MFMA AGPRs: bit 0 vdst, bit 1+i src[i] is an AGPR */
	uint8_t agpr;         /* gfx9, not MFMA: GS_AGPR_* fields hold AGPR numbers (decode_gfx9.c) */
	uint8_t cbsz, abid, blgp;  /* gfx9 MFMA broadcast controls */
	uint8_t dpp;          /* 0 none, 1 DPP16, 2 DPP8 (src[0] then holds the VGPR),
			       * GS_DPP_GFX9, GS_DPP_SDWA (decode_gfx9.c) */
	uint16_t dpp_ctrl;    /* DPP16 DPP_CTRL */
	uint8_t row_mask, bank_mask, bound_ctrl, fi;  /* DPP16 (fi also DPP8) */
	uint32_t dpp8_sel;    /* DPP8: lane select 3 bits per lane of each group of 8 */
	uint8_t buf;          /* buffer instructions: GS_BUF_* */
	struct gs_img img;    /* image instructions (isa/decode_img.c) */
	uint8_t wave64;       /* print lane masks as pairs (set by the caller) */
	uint8_t llvm_disasm;  /* print as llvm-mc --disassemble (set by the caller) */
};

/* gs_inst.dpp of gfx9 (decode_gfx9.c): DPP with gfx9's controls (wave_*,
 * row_bcast, row_newbcast; no FI, no true16) in the DPP16 fields, and SDWA
 * with its second dword in dpp8_sel. */
enum { GS_DPP_GFX9 = 3, GS_DPP_SDWA = 4 };

/* gs_inst.agpr (gfx9 AGPRs outside MFMA, decode_gfx9.c): which fields hold
 * AGPR numbers as encoded -- vdst (v_accvgpr_write/mov, memory with ACC),
 * src[0] (v_accvgpr_read/mov), vdata and vdata1 (memory with ACC).  The
 * AGPR file's place in the unified file is the wave's: the emulator adds
 * it after decoding (emu/decode.c). */
enum { GS_AGPR_VDST = 1, GS_AGPR_SRC0 = 2, GS_AGPR_VDATA = 4 };

/* gs_inst.buf: a buffer instruction's address modes and data (decode_buf.c):
 * ACC the data VGPRs are AGPRs (gfx9 acc bit; vdata/vdst keep AGPR
 * numbers), LDS a gfx9 load to LDS at M0 (vdata = vaddr). */
enum { GS_BUF_OFFEN = 1, GS_BUF_IDXEN = 2, GS_BUF_ACC = 0x40, GS_BUF_LDS = 0x80 };

/* WMMA operand shapes: element type and VGPRs per lane of A/B and of C/D,
 * which differ between RDNA3 (gfx11) and RDNA4 (gfx12) and with the wave
 * size (seed 000 section 3; llvm-mc-22's operand classes). */
enum gs_wmma_type {
	GS_WMMA_F32_F16, GS_WMMA_F32_BF16, GS_WMMA_F16_F16, GS_WMMA_BF16_BF16, GS_WMMA_I32_IU8,
	GS_WMMA_I32_IU4, GS_WMMA_F32_FP8_FP8, GS_WMMA_F32_FP8_BF8, GS_WMMA_F32_BF8_FP8,
	GS_WMMA_F32_BF8_BF8,
};

struct gs_wmma_shape {
	enum gs_wmma_type type;
	unsigned int nab;     /* VGPRs of A and of B */
	unsigned int ncd;     /* VGPRs of C and of D */
	int cd16;             /* C/D hold 16-bit values */
	unsigned int k;       /* K: 16, or 32 (gfx12 v_wmma_i32_16x16x32_iu4) */
	unsigned int ebits;   /* bits of an A/B element: 16, 8 or 4 */
};

/* Fills *s and returns 1 for a WMMA instruction (by semantic id), else 0. */
int gsi_wmma_shape(unsigned int sem, enum gs_gen gen, int wave64, struct gs_wmma_shape *s);

/* SWMMAC (gfx12 sparse WMMA, D += sparse A x B): VGPRs per lane of the
 * stored (half-K) A, of B and of C/D (vdst), plus one index VGPR; K of the
 * product and how many index_key values pick a set of indices in that VGPR.
 * Fills *s and returns 1 for a SWMMAC instruction, else 0. */
struct gs_swmmac_shape {
	enum gs_wmma_type type;
	unsigned int na, nb, ncd;
	int cd16;
	unsigned int k;       /* 32 or 64 */
	unsigned int nkey;    /* index_key values: 1, 2 or 4 */
	unsigned int ebits;   /* bits of an A/B element: 16, 8 or 4 */
};

int gsi_swmmac_shape(unsigned int sem, enum gs_gen gen, int wave64, struct gs_swmmac_shape *s);

/* Bits of a VALU operand's value: 16, 32 or 64 (i: source index, -1: the
 * destination).  16-bit VGPR operands of the 32-bit encodings must be
 * v0..v127 (index bit 7 selects the high half on RDNA3/RDNA4, true16). */
unsigned int gsi_opnd_bits(unsigned int sem, int i);
/* The same from a mnemonic's type suffixes (the rule for what has no
 * explicit case). */
unsigned int gsi_opnd_bits_named(const char *name, int i);
/* The mnemonic of each semantic id (generated, gen_isa_sems.c). */
extern const char *const gsi_sem_names[GS_SEM_COUNT];

/* binary16 <-> double: rounding to nearest even once (isa.c). */
/* The inline float constants, source codes 240..248 (0.5, -0.5, 1.0, -1.0,
 * 2.0, -2.0, 4.0, -4.0, 1/(2*pi)): their bits as f32, f16, bf16 and f64 operands
 * and their text as llvm prints them. */
#define GSI_NINLINE_FLOATS 9
extern const uint32_t gsi_inline_f32[GSI_NINLINE_FLOATS];
extern const uint16_t gsi_inline_f16[GSI_NINLINE_FLOATS];
extern const uint16_t gsi_inline_bf16[GSI_NINLINE_FLOATS];
extern const uint64_t gsi_inline_f64[GSI_NINLINE_FLOATS];
extern const char *const gsi_inline_text[GSI_NINLINE_FLOATS];

uint16_t gsi_f16_from_double(double d);
double gsi_f16_to_double(uint16_t h);

/* hwreg()/sendmsg() names llvm-mc-22 knows on a generation (hwreg.c):
 * NULL / -1 when it has none. */
const char *gsi_hwreg_name(enum gs_gen gen, unsigned int id);
int gsi_hwreg_id(enum gs_gen gen, const char *name);
const char *gsi_msg_rtn_name(enum gs_gen gen, unsigned int id);
int gsi_msg_rtn_id(enum gs_gen gen, const char *name);
/* s_sendmsg message names (every id llvm-mc-22 names on the generation). */
const char *gsi_msg_name(enum gs_gen gen, unsigned int id);
int gsi_msg_id(enum gs_gen gen, const char *name);

/* VOPD halves the hand-shaped table has no op for: the emulator's
 * exec_dpp.c runs them. */
enum gs_vopd_special { GS_VOPD_NONE, GS_VOPD_DOT2ACC_F16, GS_VOPD_DOT2ACC_BF16, GS_VOPD_MUL_DX9 };

/* One half of a VOPD pair as encoded (the checker's view). */
struct gs_vopd_half {
	const char *name;      /* "v_dual_mul_f32" */
	uint16_t src0;         /* 9-bit operand code */
	uint8_t vsrc1, vdst;   /* VGPR numbers */
	uint8_t has_vsrc1;
	int8_t k_pos;          /* operand index of the K literal (fmamk 2, fmaak 3), -1 none */
	uint8_t special;       /* enum gs_vopd_special */
	uint8_t mov;           /* v_dual_mov_b32 (gfx12 exempts two of them from src0's bank rule) */
	uint8_t acc;           /* fmac/dot2acc: vdst is also read, as src2 */
};

/*
 * The decoder (decode.c), for every target: bytes -> the decoded form the
 * emulator executes and its checker reads.  llvm-mc-22's verdict on the
 * bytes (taken or not, their size) is gsi_tab_valid's, the decisions the
 * disassembler prints from; the raw table decoder identifies their class
 * and row once, and the row's form picks the one filler that reads its
 * fields (decode_fill.h).
 */
struct gs_decoded {
	struct gs_inst in[2];         /* in[1]: the Y half of a VOPD pair */
	struct gs_vopd_half vopd[2];  /* n == 2: X and Y as encoded */
	unsigned int n;               /* instructions filled: 0, 1, or 2 (VOPD) */
	unsigned int size;            /* llvm-mc-22's size of the bytes; 0: no instruction of the target */
	unsigned int row;             /* the table row (gsi_isa_row_name), GS_ISA_NROWS when none */
	struct gs_cpol cpol;          /* a memory row's cache policy as encoded (also in in[0].cpol) */
	const char *why;              /* n == 0: why the filler refused the bytes, when known */
};

/* Decode the bytes at p (avail readable) for a wave of 32 or 64 lanes: the
 * size when an instruction is filled (d->n > 0), else 0 -- d->size then
 * says whether the target has the bytes at all, d->row which row they are
 * (the emulator may run it as another), d->why why they were refused.
 * gfx9 AGPR operands stay AGPR numbers, marked (gs_inst.acc, .agpr,
 * GS_BUF_ACC); in->wave64 is set. */
unsigned int gsi_decode_inst(const struct gs_target *t, const uint8_t *p, size_t avail, int wave64,
			     struct gs_decoded *d);

/* Does sem's VOP3 OPSEL select bytes/halves as the operation defines (the
 * conversions), rather than a 16-bit operand's half (decode_gfx9.c)? */
int gsi_sem_opsel_selects(unsigned int sem);

#endif /* GS_ISA_INST_H */
