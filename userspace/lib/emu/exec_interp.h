/* SPDX-License-Identifier: MIT */
/*
 * gfx11/gfx12 VINTERP parameter interpolation (exec_interp.c): decoded
 * outside the hand-shaped tables (emu/decode.c asks when those refuse
 * bytes the table-driven layer names v_interp_*), executed by exec.c.
 */
#ifndef GS_EMU_EXEC_INTERP_H
#define GS_EMU_EXEC_INTERP_H

#include <stddef.h>
#include <stdint.h>

#include "emu/emu.h"

/* At open: the index of a table row's VINTERP mnemonic, -1 for others.
 * The VINTERP instruction of index k at p: its size (8) with in filled, or
 * 0 (with *why set when the bytes are a VINTERP instruction the emulator
 * refuses, e.g. OPSEL on a 32-bit operand). */
int gsi_emu_interp_index(const char *name);
unsigned int gsi_emu_interp_fetch(const struct gs_isa *isa, const uint8_t *p, size_t avail, unsigned int k,
				  struct gs_inst *in, const char **why);

/* 1 when op is one of the VINTERP operations gsi_emu_interp_fetch gives. */
int gsi_emu_interp_op(const struct gs_isa_op *op);
/* The VINTERP operations (*n of them; emu/op_fact.c). */
const struct gs_isa_op *gsi_emu_interp_ops(unsigned int *n);

/* Run one on the lanes of exec (sources read from any lane of the quad,
 * EXEC or not): GS_OK, or a gs_status with msg set. */
int gsi_emu_interp(struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg, size_t size);

#endif /* GS_EMU_EXEC_INTERP_H */
