/* SPDX-License-Identifier: MIT */
/*
 * The read-modify-write operations of the DS, FLAT/GLOBAL and buffer
 * atomics, shared by every memory path of the emulator.  An instruction's
 * operation is read from its mnemonic (one rule for gfx9, gfx11 and gfx12
 * names), so no per-instruction list is kept.
 */
#ifndef GS_EMU_ATOMIC_H
#define GS_EMU_ATOMIC_H

#include <stdint.h>

struct gs_isa_op;

enum emu_atomic {
	EMU_AT_NONE,
	EMU_AT_ADD, EMU_AT_SUB, EMU_AT_RSUB, EMU_AT_INC, EMU_AT_DEC,
	EMU_AT_SMIN, EMU_AT_SMAX, EMU_AT_UMIN, EMU_AT_UMAX,
	EMU_AT_AND, EMU_AT_OR, EMU_AT_XOR,
	EMU_AT_MSKOR,      /* (mem & ~data0) | data1 */
	EMU_AT_SWAP,       /* data0 */
	EMU_AT_CMPSWAP,    /* mem == cmp ? src : mem (which data is cmp: cmp_first) */
	EMU_AT_WRAP,       /* mem >= data0 ? mem - data0 : mem + data1 */
	EMU_AT_SUB_CLAMP,  /* mem >= data0 ? mem - data0 : 0 (csub, sub_clamp) */
	EMU_AT_COND_SUB,   /* mem >= data0 ? mem - data0 : mem */
	EMU_AT_FADD, EMU_AT_FMIN, EMU_AT_FMAX,
	EMU_AT_PK_ADD_F16, EMU_AT_PK_ADD_BF16,
};

struct emu_atomic_op {
	uint8_t kind;       /* enum emu_atomic */
	uint8_t bytes;      /* 4 or 8: the memory operand and each data value */
	uint8_t fp;         /* float operands (add/min/max/cmpswap as f32/f64) */
	uint8_t num;        /* gfx12 *_num_f32/f64: IEEE minimumNumber/maximumNumber */
	uint8_t two;        /* two data values (cmpswap, mskor, wrap): data1 follows data0 */
	uint8_t cmp_first;  /* gfx9 ds_cmpst_*: data0 is the compare value, data1 the new one */
	uint8_t rtn;        /* the name says _rtn (DS); FLAT/buffer returning is an encoding bit */
};

/* 1 and *a filled when mnemonic (ds_*, flat_atomic_*, global_atomic_*,
 * buffer_atomic_*) is a read-modify-write this file applies; 0 for other
 * instructions and for atomics it does not know (ds_condxchg32_rtn_b64,
 * global_atomic_ordered_add_b64, ds_storexchg_2addr_*, ...). */
int gsi_emu_atomic_parse(const char *mnemonic, struct emu_atomic_op *a);
/* The same for op's mnemonic, parsed once per op (op_fact.h): what an
 * executing instruction asks. */
int gsi_emu_atomic_of(const struct gs_isa_op *op, struct emu_atomic_op *a);

/* Dwords of data one lane supplies (two values for cmpswap/mskor/wrap) and
 * returns (the old value). */
static inline unsigned int gsi_emu_atomic_data_dwords(const struct emu_atomic_op *a)
{
	return (a->two ? 2u : 1u) * a->bytes / 4u;
}

static inline unsigned int gsi_emu_atomic_ret_dwords(const struct emu_atomic_op *a)
{
	return a->bytes / 4u;
}

/* Apply a to the a->bytes at mem: data holds data0 then (two) data1, each
 * a->bytes long; old (may be NULL) receives the previous memory value. */
void gsi_emu_atomic_rmw(const struct emu_atomic_op *a, uint8_t *mem, const uint32_t *data, uint32_t *old);

#endif
