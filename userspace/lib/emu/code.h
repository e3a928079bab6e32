/* SPDX-License-Identifier: MIT */
/*
 * The decode cache: every code address a wave executes is decoded once into
 * a ready-to-run operation (struct emu_uop: the decoded form, the registers
 * the checker watches, and a fast handler with its operands resolved when
 * the instruction has one).  Entries live per buffer object (one slot per
 * dword of the mapping) and are checked against the instruction's bytes on
 * every use, so code rewritten by the host or by the kernel itself is
 * decoded again, never run stale.
 */
#ifndef GS_EMU_CODE_H
#define GS_EMU_CODE_H

#include <stdint.h>

#include "emu/decode.h"
#include "gfxshim/error.h"

struct emu;
struct emu_map;
struct wave;
struct emu_uop;

/* A fast handler: runs the instruction for the wave and returns 1, or 0
 * when the wave's state needs the general path this time (the caller
 * then runs it there). */
typedef int (*emu_fast_fn)(struct wave *w, const struct emu_uop *u);

/* How a fast handler reads operand i. */
enum emu_opk {
	EMU_OPK_NONE,
	EMU_OPK_VGPR,    /* v[reg] */
	EMU_OPK_SGPR,    /* s[reg] (reg < 128, not null), read when the instruction runs */
	EMU_OPK_CONST,   /* k: an inline constant or the literal, resolved at decode */
};

#define EMU_CODE_MAX_BYTES 16

struct emu_uop {
	/* Hot fields first: what every execution reads -- the bytes check and
	 * the fast handler's operands -- fit in the first two cache lines of
	 * the 64-byte-aligned entry (code.c); the decoded form comes last. */
	/* what the decode depended on: the bytes and the wave's shape */
	uint32_t word[EMU_CODE_MAX_BYTES / 4];
	uint64_t mask8;            /* the bits of the first 8 bytes that are the instruction's */
	uint8_t size;              /* bytes; 0: the bytes do not decode (see f.why) */
	uint8_t lanes;             /* 32 or 64 */
	uint16_t agpr_base;        /* gfx9: AGPR n is VGPR agpr_base + n */
	uint32_t key;              /* lanes | agpr_base << 8 (struct wave's code_key) */

	/* the fast path (fast.c); fast NULL: none */
	emu_fast_fn fast;
	uint8_t kind[3];           /* enum emu_opk per source */
	uint8_t plain;             /* no source modifiers (neg 0, abs_ all ones) */
	uint16_t reg[3];           /* VGPR index / SGPR code per source */
	uint16_t vdst;             /* VGPR destination, or SGPR code (scalar ops) */
	uint32_t k[3];             /* constant per source */
	uint16_t vmax;             /* 1 + the highest VGPR index a fast handler touches */
	uint32_t neg;              /* f32 sign flip per source (bit i: source i) */
	uint32_t abs_[3];          /* f32 and-mask per source (0x7fffffff with abs) */
	int32_t simm;              /* branches: the signed dword offset; scalar: an immediate */

	/* the hazard checker: every register the instruction touches (reads
	 * or writes, as waitcnt.c's touched() lists them), as bitmasks */
	uint64_t vmask[8];         /* VGPRs (and gfx9 AGPRs in the unified file) 0..511 */
	uint64_t smask[2];         /* SGPR operand codes 0..127 */

	/* the timing model (timing.c's gsi_emu_timing_prepare; unused untimed) */
	uint8_t tcls;              /* enum emu_tcls */
	uint8_t tpipe;             /* enum emu_tpipe */
	uint8_t tissue;            /* cycles the pipe is busy */
	uint8_t tnext;             /* cycles until the wave's next instruction may issue */
	uint16_t tlat;             /* result latency */
	uint8_t tpol;              /* memory: EMU_POL_*; cache operations: EMU_COP_* */
	uint8_t tfast;             /* the fast path's operands below are valid */
	uint16_t tsrc[3], tdst, tdst2;  /* register ready-time slots (timing.h EMU_TR_*) */

	struct emu_fetch f;        /* the decoded form(s); f.why and f.fault when size is 0 */
};

/* The operation at the wave's PC (*out): from the cache, or decoded now.
 * An error (err set) when the PC is outside every buffer object or not
 * dword-aligned (a fault) or memory runs out; an undecodable instruction
 * gives an entry of size 0 (its f.why says why). */
enum gs_status gsi_emu_code_fetch(struct emu *e, struct wave *w, const struct emu_uop **out,
				  struct gs_error *err);
/* Free a mapping's cache (its buffer is being unmapped or the device closes). */
void gsi_emu_code_free(struct emu_map *m);

/* fast.c: pick the fast handler of a freshly decoded entry, if it has one. */
void gsi_emu_fast_prepare(const struct emu *e, struct emu_uop *u);

#endif /* GS_EMU_CODE_H */
