/* SPDX-License-Identifier: MIT */
/*
 * Shared by exec_int.c and exec_lane.c (not a public interface): one VALU
 * instruction being run, and the operand accessors both use.
 */
#ifndef GS_EMU_EXEC_INT_H
#define GS_EMU_EXEC_INT_H

#include <stddef.h>
#include <stdint.h>

#include "emu/emu.h"

struct vi {
	struct emu *e;
	struct wave *w;
	struct gs_inst in;  /* a copy: DPP rewrites src0 per lane */
	int *st;            /* 0, or the failure status (msg set) */
	char *msg;
	size_t size;
	int probe;          /* only asking whether an op is ours: no reads, no writes */
};

/* Record a failure: fmt gets the mnemonic, then a (may be NULL). Returns 1. */
int gsi_vi_fail(struct vi *x, int st, const char *fmt, const char *a);
uint32_t gsi_vi_vgpr(struct vi *x, unsigned int r, unsigned int lane);
void gsi_vi_vgpr_set(struct vi *x, unsigned int r, unsigned int lane, uint32_t v);
uint32_t gsi_vi_src(struct vi *x, unsigned int code, unsigned int lane);

/* exec_lane.c: the lane ops (readlane, writelane, permlane, movrel, swap):
 * 1 when in is one of them (run, or failed in *x->st). */
int gsi_emu_vlane(struct vi *x);

#endif
