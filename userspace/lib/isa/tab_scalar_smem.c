// SPDX-License-Identifier: MIT
/*
 * SMEM printing per layout (see isa/tab_print.h):
 *   gfx9:  sbase 5:0, sdata 12:6, soe 14, glc 16, imm 17 (llvm ignores nv, 15); offset 20:0 (imm)
 *          or an SGPR code (!imm), soffset 31:25 with soe;
 *   gfx11: dlc 13, glc 14; offset 20:0, soffset 31:25 (null: none);
 *   gfx12/gfx1250: op 18:13, nv 20, scope 22:21, th 24:23; offset 23:0, scale_offset 24,
 *          soffset 31:25.
 * Offsets are signed and printed in hex, as llvm-mc-22 does.
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_scalar.h"

static int starts(const char *s, const char *p)
{
	return gsi_starts(s, p);
}

/* (no text for a verdict: a size 0 line formats nothing) */
static void hex_signed(const struct gsi_tab_ctx *c, int64_t v, char *buf, size_t size)
{
	if (c->verdict)
		buf[0] = 0;
	else if (v < 0)
		snprintf(buf, size, "-0x%llx", (unsigned long long)-v);
	else
		snprintf(buf, size, "0x%llx", (unsigned long long)v);
}

static int64_t sext(uint32_t v, unsigned int bits)
{
	return (int64_t)(v ^ (1u << (bits - 1))) - (int64_t)(1u << (bits - 1));
}

static void imm_text(const struct gsi_tab_ctx *c, unsigned int v, char *buf, size_t size)
{
	if (c->verdict)
		buf[0] = 0;
	else
		gsi_sc_imm_text(SC_IMM_DECHEX, v, buf, size);
}

/* Widths of sdata/sbase from the row (0: the row has no such operand). */
static void widths(const struct gsi_tab_dec *d, unsigned int *wdata, unsigned int *wbase, int *imm_first)
{
	*wdata = *wbase = 0;
	*imm_first = 0;
	for (unsigned int i = 0; i < d->row.nops; i++) {
		struct gs_isa_operand o;

		if (gsi_isa_operand(&d->row, i, &o) != GS_OK)
			continue;
		if (gsi_streq(o.field, "sdata"))
			*wdata = o.width;
		else if (gsi_streq(o.field, "sbase"))
			*wbase = o.width;
		else if (i == 0 && o.kind == GS_ISA_K_IMM)
			*imm_first = 1;
	}
}

unsigned int gsi_sc_print_smem(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d, struct gsi_tab_line *l)
{
	const char *m = d->row.mnemonic;
	unsigned int wdata, wbase, sdata = gsi_tab_get(d->w, 0, 6, 7), sbase = (d->w[0] & 0x3f) * 2;
	unsigned int soff = d->w[1] >> 25;
	int imm_first, gfx9 = c->layout == GSI_LAYOUT_GFX9, gfx12 = c->layout == GSI_LAYOUT_GFX12;
	int prefetch = starts(m, "s_prefetch_") || starts(m, "s_buffer_prefetch_");
	int64_t off = gfx12 ? sext(d->w[1] & 0xffffff, 24) : sext(d->w[1] & 0x1fffff, 21);
	char t[64];

	if (d->ndw < 2)
		return 0;
	/* bits no field uses: llvm ignores them and re-encodes without, so refuse */
	if (gfx9 ? (d->w[0] & 0xa000) || (d->w[1] & 0x01e00000)
		 : gfx12 ? (d->w[0] & 0x02080000)
			 : (d->w[0] & 0x38000) || (d->w[1] & 0x01e00000))
		return 0;
	widths(d, &wdata, &wbase, &imm_first);
	if (imm_first || prefetch) {
		imm_text(c, sdata, t, sizeof(t));
	} else if (wdata) {
		if (sdata == 124 && !gfx9)
			gsi_copy(t, sizeof(t), "null");  /* null takes any width here */
		else if (!gsi_sc_src_text(c, 0, 0, sdata, wdata, t, sizeof(t)) || sdata >= 128)
			return 0;
	} else if (sdata) {
		return 0;
	}
	if ((wdata || imm_first) && !prefetch)
		gsi_tab_operand(l, t);
	if (wbase) {
		if (sbase == 124 && !gfx9)
			gsi_copy(t, sizeof(t), "null");
		else if (!gsi_sc_src_text(c, 0, 0, sbase, wbase, t, sizeof(t)))
			return 0;
		gsi_tab_operand(l, t);
	} else if (sbase && !prefetch) {
		return 0;
	}
	if (prefetch) {
		/* [sbase,] offset, soffset, count */
		if (!wbase && sbase)
			return 0;
		hex_signed(c, off, t, sizeof(t));
		gsi_tab_operand(l, t);
		if (!gsi_sc_src_text(c, 0, 0, soff, 1, t, sizeof(t)))
			return 0;
		gsi_tab_operand(l, t);
		imm_text(c, sdata, t, sizeof(t));
		gsi_tab_operand(l, t);
		goto mods;
	}
	if (!wbase) {
		/* s_dcache_inv, s_memtime: no address */
		if (d->w[1] || (gfx9 && (d->w[0] & 0x3c000)))
			return 0;
		goto mods;
	}
	if (gfx9) {
		int soe = (d->w[0] >> 14) & 1, imm = (d->w[0] >> 17) & 1;

		if (!imm && soe) {
			if (d->w[1] & 0x1fffff)
				return 0;
			if (!gsi_sc_src_text(c, 0, 0, soff, 1, t, sizeof(t)))
				return 0;
			gsi_tab_operand(l, t);
		} else if (soe) {
			if (!gsi_sc_src_text(c, 0, 0, soff, 1, t, sizeof(t)))
				return 0;
			gsi_tab_operand(l, t);
			hex_signed(c, off, t, sizeof(t));
			gsi_tab_text(l, " offset:");
			gsi_tab_text(l, t);
		} else {
			if (soff)
				return 0;
			if (!imm && ((d->w[1] & 0x1fffff) >= 128 ||
				     !gsi_sc_src_text(c, 0, 0, d->w[1] & 0x7f, 1, t, sizeof(t))))
				return 0;
			if (imm)
				hex_signed(c, off, t, sizeof(t));
			gsi_tab_operand(l, t);
		}
	} else if (soff != 124) {
		if (!gsi_sc_src_text(c, 0, 0, soff, 1, t, sizeof(t)))
			return 0;
		gsi_tab_operand(l, t);
		if (off || gfx12) {
			hex_signed(c, off, t, sizeof(t));
			gsi_tab_text(l, " offset:");
			gsi_tab_text(l, t);
		}
	} else if (!off && !gfx12 && c->llvm_disasm) {
		gsi_tab_operand(l, "null");  /* llvm's echo of "0x0" keeps 0x0 */
	} else {
		hex_signed(c, off, t, sizeof(t));
		gsi_tab_operand(l, t);
	}
mods:
	if (gfx9) {
		if (d->w[0] & (1u << 16))
			gsi_tab_modifier(l, "glc");
	} else if (!gfx12) {
		if (d->w[0] & (1u << 14))
			gsi_tab_modifier(l, "glc");
		if (d->w[0] & (1u << 13))
			gsi_tab_modifier(l, "dlc");
	} else {
		static const char *const th[] = { NULL, "th:TH_LOAD_NT", "th:TH_LOAD_HT", "th:TH_LOAD_LU" };
		static const char *const scope[] = { NULL, "scope:SCOPE_SE", "scope:SCOPE_DEV", "scope:SCOPE_SYS" };
		unsigned int sc = (d->w[0] >> 21) & 3, tv = (d->w[0] >> 23) & 3;

		if (d->w[1] & (1u << 24))
			gsi_tab_modifier(l, "scale_offset");

		if (tv == 3 && sc == 3)
			gsi_tab_modifier(l, "th:TH_LOAD_BYPASS");
		else if (tv)
			gsi_tab_modifier(l, th[tv]);
		if (sc)
			gsi_tab_modifier(l, scope[sc]);
		if (d->w[0] & (1u << 20))
			gsi_tab_modifier(l, "nv");
	}
	return 8;
}
