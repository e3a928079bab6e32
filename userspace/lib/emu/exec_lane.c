// SPDX-License-Identifier: MIT
/*
 * VALU lane operations (issue #5): values moved between lanes or between
 * VGPRs chosen at run time.  RDNA3/RDNA4 and CDNA3/CDNA4 ISA pseudocode:
 *
 *   v_readlane_b32 sdst, vsrc, ssrc   SGPR = VGPR[lane ssrc] (EXEC ignored)
 *   v_writelane_b32 vdst, ssrc0, ssrc1  VGPR[lane ssrc1] = ssrc0 (EXEC ignored)
 *   v_permlane16_b32 / v_permlanex16_b32 vdst, vsrc, s1, s2: within each row
 *       of 16 lanes, lane i reads lane {s2,s1}[4i+3:4i] of its own row (x16:
 *       of the other row of the pair); OP_SEL[0] FI reads inactive source
 *       lanes too, else an inactive source writes 0 with OP_SEL[1]
 *       BOUND_CTRL and leaves the lane alone without it
 *   v_permlane16_var_b32 / v_permlanex16_var_b32 (gfx12): the selector is
 *       the lane's own src1 VGPR bits [3:0]
 *   v_permlane64_b32 (wave64): lane i reads lane i ^ 32; wave32: no operation
 *   v_permlane16_swap_b32 / v_permlane32_swap_b32 (gfx950): vdst's odd rows
 *       (upper 32 lanes) trade places with src0's even rows (lower 32 lanes)
 *   v_movrels_b32 vdst = VGPR[src0 + M0]; v_movreld_b32 VGPR[vdst + M0] =
 *       src0; v_movrelsd_b32 both; v_movrelsd_2_b32 src0 + M0[9:0], vdst +
 *       M0[25:16]; v_swap_b32 exchanges vdst and src0; v_swaprel_b32 as
 *       v_swap with movrelsd_2's offsets
 */
#include <stdio.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/exec_int.h"

static uint64_t exec_of(const struct wave *w)
{
	uint64_t m = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;

	return w->lanes == 32 ? m & 0xffffffffu : m;
}

static unsigned int vreg_of(struct vi *x, unsigned int code, const char *what)
{
	if (code < GS_OPR_VGPR0) {
		gsi_vi_fail(x, GS_ERR_INVALID, "%s needs a VGPR %s", what);
		return 0;
	}
	return code - GS_OPR_VGPR0;
}

static void permlane(struct vi *x, uint64_t exec)
{
	struct wave *w = x->w;
	unsigned int sem = x->in.op->sem, src = vreg_of(x, x->in.src[0], "source");
	int var = sem == GS_SEM_V_PERMLANE16_VAR_B32 || sem == GS_SEM_V_PERMLANEX16_VAR_B32;
	int cross = sem == GS_SEM_V_PERMLANEX16_B32 || sem == GS_SEM_V_PERMLANEX16_VAR_B32;
	int fi = x->in.opsel & 1, bc = x->in.opsel >> 1 & 1;
	uint64_t sel = 0;
	uint32_t tmp[EMU_MAX_LANES], vsel[EMU_MAX_LANES];

	if (!var)
		sel = gsi_vi_src(x, x->in.src[1], 0) | (uint64_t)gsi_vi_src(x, x->in.src[2], 0) << 32;
	for (unsigned int l = 0; l < w->lanes && !*x->st; l++) {
		tmp[l] = gsi_vi_vgpr(x, src, l);  /* a copy: vdst may be src */
		vsel[l] = var ? gsi_vi_src(x, x->in.src[1], l) : 0;
	}
	for (unsigned int l = 0; l < w->lanes && !*x->st; l++) {
		unsigned int row = l / 16, i = l % 16, k;

		if (!(exec >> l & 1))
			continue;
		k = var ? vsel[l] & 15 : (unsigned int)(sel >> (4 * i) & 15);
		k += 16 * (cross ? row ^ 1 : row);
		if (!fi && !(exec >> k & 1)) {
			if (bc)
				gsi_vi_vgpr_set(x, x->in.vdst, l, 0);
			continue;
		}
		gsi_vi_vgpr_set(x, x->in.vdst, l, tmp[k]);
	}
}

/* The swaps and M0-relative moves: per active lane. */
static void movrel(struct vi *x, uint64_t exec)
{
	struct wave *w = x->w;
	unsigned int sem = x->in.op->sem, m0 = w->s[GS_OPR_M0], so = 0, dso = 0;
	unsigned int d = x->in.vdst, s = x->in.src[0];
	int swap = sem == GS_SEM_V_SWAP_B32 || sem == GS_SEM_V_SWAPREL_B32;

	switch (sem) {
	case GS_SEM_V_MOVRELS_B32: so = m0; break;
	case GS_SEM_V_MOVRELD_B32: dso = m0; break;
	case GS_SEM_V_MOVRELSD_B32: so = dso = m0; break;
	case GS_SEM_V_MOVRELSD_2_B32:
	case GS_SEM_V_SWAPREL_B32: so = m0 & 0x3ff; dso = m0 >> 16 & 0x3ff; break;
	}
	if (s < GS_OPR_VGPR0 && (so || swap || sem == GS_SEM_V_MOVRELSD_2_B32)) {
		gsi_vi_fail(x, GS_ERR_INVALID, "%s needs a VGPR source%s", NULL);
		return;
	}
	if (s >= GS_OPR_VGPR0 && s - GS_OPR_VGPR0 + so >= w->n_vgprs) {
		char m[120];

		snprintf(m, sizeof(m), "v%u + M0 offset %u = v%u (%u allocated)", s - GS_OPR_VGPR0, so,
			 s - GS_OPR_VGPR0 + so, w->n_vgprs);
		gsi_vi_fail(x, GS_ERR_FAULT, "%s reads %s", m);
		return;
	}
	if (d + dso >= w->n_vgprs) {
		char m[120];

		snprintf(m, sizeof(m), "v%u + M0 offset %u = v%u (%u allocated)", d, dso, d + dso, w->n_vgprs);
		gsi_vi_fail(x, GS_ERR_FAULT, "%s writes %s", m);
		return;
	}
	for (unsigned int l = 0; l < w->lanes && !*x->st; l++) {
		uint32_t v;

		if (!(exec >> l & 1))
			continue;
		if (x->in.op == gsi_emu_swap16_op()) {  /* v_swap_b16 (exec_mix.c): OPSEL names the halves */
			unsigned int hd = x->in.opsel >> 3 & 1, hs = x->in.opsel & 1, sr = s - GS_OPR_VGPR0;
			uint32_t dv = gsi_vi_vgpr(x, d, l), sv = gsi_vi_vgpr(x, sr, l);
			uint32_t d16 = dv >> (16 * hd) & 0xffff, s16 = sv >> (16 * hs) & 0xffff;

			dv = (dv & ~(0xffffu << (16 * hd))) | s16 << (16 * hd);
			gsi_vi_vgpr_set(x, d, l, dv);
			sv = sr == d ? dv : sv;  /* the same VGPR: its other half */
			gsi_vi_vgpr_set(x, sr, l, (sv & ~(0xffffu << (16 * hs))) | d16 << (16 * hs));
			continue;
		}
		v = s >= GS_OPR_VGPR0 ? gsi_vi_vgpr(x, s - GS_OPR_VGPR0 + so, l) : gsi_vi_src(x, s, l);
		if (swap)
			gsi_vi_vgpr_set(x, s - GS_OPR_VGPR0 + so, l, gsi_vi_vgpr(x, d + dso, l));
		gsi_vi_vgpr_set(x, d + dso, l, v);
	}
}

int gsi_emu_vlane(struct vi *x)
{
	struct wave *w = x->w;
	unsigned int sem = x->in.op->sem, mask = w->lanes - 1;
	uint64_t exec = exec_of(w);

	switch (sem) {
	case GS_SEM_V_READLANE_B32: {
		unsigned int src = vreg_of(x, x->in.src[0], "source");
		unsigned int l = gsi_vi_src(x, x->in.src[1], 0) & mask;
		uint32_t v = gsi_vi_vgpr(x, src, l);

		if (*x->st)
			return 1;
		if (x->in.sdst >= 127 && x->in.sdst != GS_OPR_NULL)
			return gsi_vi_fail(x, GS_ERR_INVALID, "%s: the destination is not an SGPR%s", NULL);
		if (x->in.sdst != GS_OPR_NULL)
			w->s[x->in.sdst] = v;
		return 1;
	}
	case GS_SEM_V_WRITELANE_B32: {
		uint32_t v = gsi_vi_src(x, x->in.src[0], 0);
		unsigned int l = gsi_vi_src(x, x->in.src[1], 0) & mask;

		gsi_vi_vgpr_set(x, x->in.vdst, l, v);
		return 1;
	}
	case GS_SEM_V_PERMLANE16_B32: case GS_SEM_V_PERMLANEX16_B32:
	case GS_SEM_V_PERMLANE16_VAR_B32: case GS_SEM_V_PERMLANEX16_VAR_B32:
		permlane(x, exec);
		return 1;
	case GS_SEM_V_PERMLANE64_B32: {
		unsigned int src = vreg_of(x, x->in.src[0], "source");
		uint32_t tmp[EMU_MAX_LANES];

		if (w->lanes != 64)
			return 1;  /* wave32: no operation (RDNA3/RDNA4 ISA) */
		for (unsigned int l = 0; l < 64 && !*x->st; l++)
			tmp[l] = gsi_vi_vgpr(x, src, l);
		for (unsigned int l = 0; l < 64 && !*x->st; l++)
			if (exec >> l & 1)
				gsi_vi_vgpr_set(x, x->in.vdst, l, tmp[l ^ 32]);
		return 1;
	}
	case GS_SEM_V_PERMLANE16_SWAP_B32: case GS_SEM_V_PERMLANE32_SWAP_B32: {
		unsigned int src = vreg_of(x, x->in.src[0], "source");
		int r32 = sem == GS_SEM_V_PERMLANE32_SWAP_B32;

		for (unsigned int l = 0; l < 64 && !*x->st; l++) {
			unsigned int ld;
			uint32_t t;

			/* src lane l of an even row (the lower half) trades with
			 * vdst lane l + 16 (l + 32) */
			if (r32 ? l >= 32 : (l / 16) % 2)
				continue;
			ld = l + (r32 ? 32 : 16);
			t = gsi_vi_vgpr(x, src, l);
			gsi_vi_vgpr_set(x, src, l, gsi_vi_vgpr(x, x->in.vdst, ld));
			gsi_vi_vgpr_set(x, x->in.vdst, ld, t);
		}
		return 1;
	}
	case GS_SEM_V_MOVRELS_B32: case GS_SEM_V_MOVRELD_B32: case GS_SEM_V_MOVRELSD_B32:
	case GS_SEM_V_MOVRELSD_2_B32: case GS_SEM_V_SWAP_B32: case GS_SEM_V_SWAPREL_B32:
		movrel(x, exec);
		return 1;
	}
	return 0;
}
