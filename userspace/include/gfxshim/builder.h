/* SPDX-License-Identifier: MIT */
/*
 * The builder: emit instructions from C with typed, checked operands (the
 * way a JIT would), then get a struct gs_program or a code object with a
 * kernel descriptor.  Every instruction is checked when it is emitted; the
 * first error is sticky (later calls do nothing and return it) and reads
 * "instruction 3 (v_add_f32): operand 2 must be a VGPR".
 *
 *	struct gs_builder *b;
 *	gs_builder_new(gs_target_find("gfx1201"), NULL, &b, &err);
 *	gs_emit(b, "v_add_f32", gs_vreg(0), gs_vreg(1), gs_vreg(2));
 *	gs_emit(b, "s_endpgm");
 *	gs_builder_codeobj(b, &kernel_opts, &image, &size, &err);
 *	gs_builder_free(b);
 *
 * See Documentation/builder.rst.
 */
#ifndef GFXSHIM_BUILDER_H
#define GFXSHIM_BUILDER_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/error.h"
#include "gfxshim/target.h"

#ifdef __cplusplus
extern "C" {
#endif

/* ---------------------------------------------------------------- operands */

enum gs_opnd_kind {
	GS_OPND_END = 0,   /* terminates gs_emit()'s list (gs_end()) */
	GS_OPND_SREG,      /* s[reg .. reg+count-1] */
	GS_OPND_VREG,      /* v[reg .. reg+count-1] */
	GS_OPND_IMM,       /* integer constant (inline or literal) */
	GS_OPND_FIMM,      /* floating-point constant */
	GS_OPND_SPECIAL,   /* vcc, exec, m0, scc, null, off (enum gs_special) */
	GS_OPND_LABEL,     /* branch target (gs_label_new) */
	GS_OPND_MOD,       /* trailing modifier: offset:, offset0:/offset1:, clamp, op_sel ... */
	GS_OPND_HWREG,     /* hwreg(id, offset, size): s_getreg / s_setreg */
	GS_OPND_SENDMSG,   /* sendmsg(msg[, op[, stream]]): s_sendmsg* */
};

enum gs_special {
	GS_SPECIAL_VCC,    /* vcc_lo in wave32, vcc in wave64 */
	GS_SPECIAL_EXEC,   /* exec_lo in wave32, exec in wave64 */
	GS_SPECIAL_VCC_LO, GS_SPECIAL_VCC_HI, GS_SPECIAL_EXEC_LO, GS_SPECIAL_EXEC_HI,
	GS_SPECIAL_M0, GS_SPECIAL_SCC, GS_SPECIAL_NULL,
	GS_SPECIAL_OFF,    /* global memory: no scalar base */
};

enum gs_mod_kind {
	GS_MOD_OFFSET,     /* offset:N (global, DS, ds_swizzle) */
	GS_MOD_OFFSET2,    /* offset0:N offset1:N (DS two-address forms) */
	GS_MOD_CLAMP,      /* clamp (VALU) */
	GS_MOD_OP_SEL,     /* op_sel:[..] (VOP3P; imm: bit i = source i) */
	GS_MOD_OP_SEL_HI,  /* op_sel_hi:[..] (VOP3P) */
	GS_MOD_NEG_LO,     /* neg_lo:[..] (VOP3P) */
	GS_MOD_NEG_HI,     /* neg_hi:[..] (VOP3P) */
};

/* One operand, a value: build it with the constructors below. */
struct gs_operand {
	uint8_t kind;      /* enum gs_opnd_kind */
	uint8_t neg, abs;  /* VALU source modifiers (gs_neg, gs_abs) */
	uint8_t sub;       /* enum gs_special / enum gs_mod_kind */
	uint32_t reg;      /* first register, or label id; HWREG: id; SENDMSG: msg */
	uint32_t count;    /* registers */
	int64_t imm;       /* GS_OPND_IMM; MOD: offset (offset0), VOP3P bit mask;
			    * HWREG: bit offset; SENDMSG: operation (-1: none) */
	int64_t imm2;      /* MOD offset1; HWREG: bit count; SENDMSG: stream (-1: none) */
	double fimm;       /* GS_OPND_FIMM */
};

/* A label: a value naming a position, bound once with gs_label_bind(). */
struct gs_label {
	uint32_t id;
};

static inline struct gs_operand gs_sregs(unsigned int n, unsigned int count)
{
	struct gs_operand o = { GS_OPND_SREG, 0, 0, 0, n, count, 0, 0, 0.0 };
	return o;
}
static inline struct gs_operand gs_vregs(unsigned int n, unsigned int count)
{
	struct gs_operand o = { GS_OPND_VREG, 0, 0, 0, n, count, 0, 0, 0.0 };
	return o;
}
static inline struct gs_operand gs_sreg(unsigned int n) { return gs_sregs(n, 1); }
static inline struct gs_operand gs_vreg(unsigned int n) { return gs_vregs(n, 1); }
static inline struct gs_operand gs_imm(int64_t v)
{
	struct gs_operand o = { GS_OPND_IMM, 0, 0, 0, 0, 0, v, 0, 0.0 };
	return o;
}
static inline struct gs_operand gs_fimm(double v)
{
	struct gs_operand o = { GS_OPND_FIMM, 0, 0, 0, 0, 0, 0, 0, v };
	return o;
}
static inline struct gs_operand gs_special(enum gs_special s)
{
	struct gs_operand o = { GS_OPND_SPECIAL, 0, 0, (uint8_t)s, 0, 0, 0, 0, 0.0 };
	return o;
}
static inline struct gs_operand gs_vcc(void) { return gs_special(GS_SPECIAL_VCC); }
static inline struct gs_operand gs_exec(void) { return gs_special(GS_SPECIAL_EXEC); }
static inline struct gs_operand gs_m0(void) { return gs_special(GS_SPECIAL_M0); }
static inline struct gs_operand gs_scc(void) { return gs_special(GS_SPECIAL_SCC); }
static inline struct gs_operand gs_null(void) { return gs_special(GS_SPECIAL_NULL); }
static inline struct gs_operand gs_off(void) { return gs_special(GS_SPECIAL_OFF); }
static inline struct gs_operand gs_lbl(struct gs_label l)
{
	struct gs_operand o = { GS_OPND_LABEL, 0, 0, 0, l.id, 0, 0, 0, 0.0 };
	return o;
}
static inline struct gs_operand gs_offset(int64_t n)
{
	struct gs_operand o = { GS_OPND_MOD, 0, 0, GS_MOD_OFFSET, 0, 0, n, 0, 0.0 };
	return o;
}
static inline struct gs_operand gs_offset2(int64_t offset0, int64_t offset1)
{
	struct gs_operand o = { GS_OPND_MOD, 0, 0, GS_MOD_OFFSET2, 0, 0, offset0, offset1, 0.0 };
	return o;
}
static inline struct gs_operand gs_clamp(void)
{
	struct gs_operand o = { GS_OPND_MOD, 0, 0, GS_MOD_CLAMP, 0, 0, 0, 0, 0.0 };
	return o;
}
/* VOP3P modifiers: bit i of mask is source i (src0 first); the builder
 * writes one element per source of the instruction (op_sel:[1,0,1]) and
 * refuses bits beyond its sources.  op_sel_hi defaults to all ones. */
static inline struct gs_operand gs_vop3p_mod_(enum gs_mod_kind k, unsigned int mask)
{
	struct gs_operand o = { GS_OPND_MOD, 0, 0, (uint8_t)k, 0, 0, mask, 0, 0.0 };
	return o;
}
static inline struct gs_operand gs_op_sel(unsigned int mask) { return gs_vop3p_mod_(GS_MOD_OP_SEL, mask); }
static inline struct gs_operand gs_op_sel_hi(unsigned int mask) { return gs_vop3p_mod_(GS_MOD_OP_SEL_HI, mask); }
static inline struct gs_operand gs_neg_lo(unsigned int mask) { return gs_vop3p_mod_(GS_MOD_NEG_LO, mask); }
static inline struct gs_operand gs_neg_hi(unsigned int mask) { return gs_vop3p_mod_(GS_MOD_NEG_HI, mask); }
/* hwreg(id, offset, size): hardware register id (0..63), first bit (0..31)
 * and bit count (1..32), for s_getreg_b32 / s_setreg_b32 / s_setreg_imm32_b32. */
static inline struct gs_operand gs_hwreg(unsigned int id, unsigned int offset, unsigned int size)
{
	struct gs_operand o = { GS_OPND_HWREG, 0, 0, 0, id, 0, offset, size, 0.0 };
	return o;
}
/* sendmsg(msg[, op[, stream]]): message id (0..255), a negative op or stream
 * is left out (gfx9 GS messages take them; gfx11+ messages take none). */
static inline struct gs_operand gs_sendmsg(unsigned int msg, int op, int stream)
{
	struct gs_operand o = { GS_OPND_SENDMSG, 0, 0, 0, msg, 0, op, stream, 0.0 };
	return o;
}
/* VALU source modifiers -x and |x| (VOP3; the builder's check refuses them
 * elsewhere). */
static inline struct gs_operand gs_neg(struct gs_operand o) { o.neg = 1; return o; }
static inline struct gs_operand gs_abs(struct gs_operand o) { o.abs = 1; return o; }
static inline struct gs_operand gs_end(void)
{
	struct gs_operand o = { GS_OPND_END, 0, 0, 0, 0, 0, 0, 0, 0.0 };
	return o;
}

/* ---------------------------------------------------------------- builder */

struct gs_builder;

/* Size first (Documentation/index.rst, "ABI"): GS_BUILDER_OPTIONS_INIT. */
struct gs_builder_options {
	uint32_t size;     /* sizeof(struct gs_builder_options) */
	int wave64;        /* lane masks are SGPR pairs; descriptor says wave64 */
};
#define GS_BUILDER_OPTIONS_INIT { .size = sizeof(struct gs_builder_options) }
#define GS_BUILDER_OPTIONS_SIZE_V1 (offsetof(struct gs_builder_options, wave64) + sizeof(int))

/* A builder for target t (which must have an instruction table: gfx11, gfx12).
 * opt may be NULL (wave32). */
enum gs_status gs_builder_new(const struct gs_target *t, const struct gs_builder_options *opt,
			      struct gs_builder **out, struct gs_error *err);
void gs_builder_free(struct gs_builder *b);

/* The sticky status: GS_OK, or the first error (its message in err). */
enum gs_status gs_builder_status(const struct gs_builder *b, struct gs_error *err);

/* Emit one instruction: mnemonic (as the assembler spells it, "_e32"/"_e64"
 * suffixes allowed) and its operands in LLVM order, trailing modifiers last.
 * Returns GS_OK or the (sticky) error. */
enum gs_status gs_emit_array(struct gs_builder *b, const char *mnemonic,
			     const struct gs_operand *ops, size_t n);
/* Variadic form: operands by value, ended by gs_end() (gs_emit adds it). */
enum gs_status gs_emit_list(struct gs_builder *b, const char *mnemonic, ...);
#define gs_emit(b, ...) gs_emit_list((b), __VA_ARGS__, gs_end())

/* Number of instructions emitted so far (the next one's index). */
size_t gs_builder_count(const struct gs_builder *b);

/* Labels: new, then bind at the current position (once); branches may use
 * a label before or after it is bound.  Unbound labels fail at finish. */
struct gs_label gs_label_new(struct gs_builder *b);
enum gs_status gs_label_bind(struct gs_builder *b, struct gs_label l);

/* ---- convenience wrappers, each one or two instructions ---- */

enum gs_wait_counter {
	GS_WAIT_LOAD,      /* vector memory loads: gfx11 vmcnt, gfx12 s_wait_loadcnt */
	GS_WAIT_STORE,     /* vector memory stores: gfx11 s_waitcnt_vscnt, gfx12 s_wait_storecnt */
	GS_WAIT_DS,        /* LDS: gfx11 lgkmcnt, gfx12 s_wait_dscnt */
	GS_WAIT_KM,        /* scalar memory: gfx11 lgkmcnt, gfx12 s_wait_kmcnt */
	GS_WAIT_EXP,       /* exports, GDS: gfx11 expcnt, gfx12 s_wait_expcnt */
	GS_WAIT_SAMPLE,    /* image samples: gfx11 vmcnt, gfx12 s_wait_samplecnt */
	GS_WAIT_BVH,       /* BVH intersections: gfx11 vmcnt, gfx12 s_wait_bvhcnt */
};

/* The largest count of counter c on target t (the counter's width: gfx9
 * lgkmcnt 15, gfx12 kmcnt 31, expcnt and bvhcnt 7, the others 63); -1 for an
 * unknown counter or target. */
int gs_wait_max(const struct gs_target *t, enum gs_wait_counter c);

/* s_waitcnt's 16-bit operand for target t from its counts, in the target's
 * layout (gfx9/gfx10: vmcnt split over bits 3:0 and 15:14, expcnt 6:4,
 * lgkmcnt 11:8 (gfx10: 13:8); gfx11: expcnt 2:0, lgkmcnt 9:4, vmcnt 15:10);
 * a negative count is "don't wait" (all ones).  Refused on gfx12, which has
 * one instruction per counter (gs_emit_wait), and for counts too large. */
enum gs_status gs_waitcnt_value(const struct gs_target *t, int vmcnt, int expcnt, int lgkmcnt,
				uint16_t *out, struct gs_error *err);

/* Wait until the counter is at most n, in the target's own instruction
 * (n above gs_wait_max is refused). */
enum gs_status gs_emit_wait(struct gs_builder *b, enum gs_wait_counter c, unsigned int n);
/* gfx11 s_waitcnt with its fields; a negative count leaves that field out
 * (refused on gfx12, where s_waitcnt acts as s_wait_idle: use gs_emit_wait). */
enum gs_status gs_emit_waitcnt(struct gs_builder *b, int vmcnt, int expcnt, int lgkmcnt);
/* Workgroup barrier: gfx11 s_barrier; gfx12 s_barrier_signal -1 and
 * s_barrier_wait -1. */
enum gs_status gs_emit_barrier(struct gs_builder *b);
enum gs_status gs_emit_branch(struct gs_builder *b, const char *mnemonic, struct gs_label l);
enum gs_status gs_emit_endpgm(struct gs_builder *b);

/* ---------------------------------------------------------------- finish */

/* The .amdhsa_kernel fields the builder writes; zero means the default. */
/* Size first: GS_BUILDER_KERNEL_INIT; a bad size fails the call
 * (gs_builder_source: NULL). */
struct gs_builder_kernel {
	uint32_t size;                /* sizeof(struct gs_builder_kernel) */
	const char *name;             /* NULL: "kernel" */
	unsigned int next_free_vgpr;  /* 0: highest VGPR used + 1 (at least 1) */
	unsigned int next_free_sgpr;  /* 0: highest SGPR used + 1 (at least 1) */
	unsigned int kernarg_size;    /* .amdhsa_kernarg_size */
	int kernarg_ptr;              /* .amdhsa_user_sgpr_kernarg_segment_ptr (s[0:1]) */
	unsigned int group_segment_size; /* LDS bytes */
	unsigned int workitem_id_dims;   /* 0: x, 1: x,y, 2: x,y,z (v0) */
	int workgroup_id_y, workgroup_id_z;
	const char *extra;            /* further ".amdhsa_* value" lines, verbatim */
};
#define GS_BUILDER_KERNEL_INIT { .size = sizeof(struct gs_builder_kernel) }
#define GS_BUILDER_KERNEL_SIZE_V1 (offsetof(struct gs_builder_kernel, extra) + sizeof(const char *))

/* Assemble everything emitted into a program.  k NULL: code only (no kernel).
 * The builder stays usable (finish may be called again). */
enum gs_status gs_builder_finish(struct gs_builder *b, const struct gs_builder_kernel *k,
				 struct gs_program **out, struct gs_error *err);
/* The same written as a code object (gs_codeobj_write); free *image with free(). */
enum gs_status gs_builder_codeobj(struct gs_builder *b, const struct gs_builder_kernel *k,
				  uint8_t **image, size_t *size, struct gs_error *err);
/* The LLVM-syntax source the builder generated so far (owned by b, valid
 * until the next call on b); k as for gs_builder_finish. */
const char *gs_builder_source(struct gs_builder *b, const struct gs_builder_kernel *k);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_BUILDER_H */
