/* SPDX-License-Identifier: MIT */
/*
 * The emulator's checker for the gfx9 (CDNA3 gfx942, CDNA4 gfx950) MFMA
 * dependencies the hardware does not interlock: software must put enough
 * wait states (issued instructions, s_nop N counting N + 1) between an MFMA
 * and a dependent instruction, and between a VALU write and an MFMA that
 * reads it.  The rules and their sources are in mfma_hazard.c and
 * Documentation/emulator.rst.
 */
#ifndef GS_EMU_MFMA_HAZARD_H
#define GS_EMU_MFMA_HAZARD_H

#include <stddef.h>
#include <stdint.h>

/* One recent VALU or MFMA instruction of a wave. */
struct emu_mfh_ev {
	uint64_t t;             /* the wave's wait-state clock when it issued */
	uint64_t pc;
	uint16_t d, dn;         /* VGPRs written (unified VGPR/AGPR index; dn 0: none) */
	uint16_t c, cn;         /* MFMA: the VGPRs read as SrcC (cn 0: a constant) */
	uint8_t mfma;           /* 1: MFMA (then passes, xdl, dgemm), 0: other VALU */
	uint8_t passes, xdl, dgemm;
	uint8_t dot;            /* a v_dot* (its own rules; no "legacy" VALU write for MFMA) */
	const char *name;       /* the mnemonic (v_dot: same or different opcode) */
	uint8_t exec;           /* a VALU write of EXEC */
};

/* The largest number of wait states any rule requires is 20 (gfx950), and
 * each recorded instruction takes at least one: 24 covers the window. */
#define EMU_MFH_N 24

struct emu_mfh {
	uint64_t now;           /* wait states issued so far */
	unsigned int head, n;   /* ring of the newest n events, ev[head] the newest */
	struct emu_mfh_ev ev[EMU_MFH_N];
};

struct emu;
struct wave;
struct gs_inst;

/* Check the instruction about to execute against the wave's recent MFMA
 * and VALU instructions, then record it.  1 and msg set when it issues
 * with fewer wait states than a rule requires; 0 otherwise.  Call once
 * per executed gfx9 instruction, before it executes. */
int gsi_emu_mfma_hazard(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size);

/* The pass count, XDL and DGEMM class of an MFMA mnemonic (llvm-mc-22
 * spelling) on gfx942 (gfx950 0) or gfx950 (1): 1 when known, else 0. */
int gsi_mfma_class(const char *name, int gfx950, unsigned int *passes, int *xdl, int *dgemm);

#endif /* GS_EMU_MFMA_HAZARD_H */
