/* SPDX-License-Identifier: MIT */
/*
 * RDNA4 transposing global loads, global_load_tr_b128 / global_load_tr_b64
 * (load_tr.c), and CDNA4 transposing LDS loads, ds_read_b64_tr_b4/b8/b16 and
 * ds_read_b96_tr_b6 (ds_tr.c); the layout rules and their sources are in
 * Documentation/emulator.rst.
 */
#ifndef GS_EMU_LOAD_TR_H
#define GS_EMU_LOAD_TR_H

#include <stdint.h>

#include "emu/emu.h"

/* Bits of one element (16 for _b128, 8 for _b64) when sem is a
 * transposing load, else 0. */
unsigned int gsi_emu_load_tr_bits(unsigned int sem);

/* The wave32 layout: element e (0..7) of lane l comes from byte offset
 * *off of the 16 (_b128) or 8 (_b64) bytes at lane *src's address. */
void gsi_emu_load_tr_src(unsigned int bits, unsigned int l, unsigned int e, unsigned int *src,
			 unsigned int *off);

/* Execute one (a gs_status; msg set on failure).  The result is pending
 * on LOADcnt like any global load. */
int gsi_emu_load_tr(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		    size_t size);

/* gfx950 transposing LDS loads: bits of one element (16, 8, 4 or 6) when
 * mnemonic is one, else 0. */
unsigned int gsi_emu_ds_tr_bits(const char *mnemonic);

/* Their layout: element r of lane l comes from element *elem of the row at
 * lane *src's address (both in the lane's group of 16). */
void gsi_emu_ds_tr_src(unsigned int bits, unsigned int l, unsigned int r, unsigned int *src,
		       unsigned int *elem);

/* Execute one (a gs_status; msg set on failure).  The result is pending
 * on LGKMcnt like any LDS load. */
int gsi_emu_ds_tr(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		  size_t size);

#endif /* GS_EMU_LOAD_TR_H */
