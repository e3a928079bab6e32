// SPDX-License-Identifier: MIT
/*
 * DS (LDS/GDS) instructions of the table-driven layer: operands from the
 * row, offset:N or offset0:/offset1: for the two-address forms, gds
 * (gfx11), AGPR data through the acc bit (gfx9), ds_swizzle_b32's
 * offset:swizzle(...) as llvm prints it.
 */
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "isa/tab_mem.h"

/* strstr(n, "2addr") || "write2" || "read2" || "xchg2" in one walk: each
 * has a '2' (asked per DS line by the printer and the assembler) */
static int two_offsets(const char *n)
{
	for (const char *p = n; *p; p++) {
		if (*p != '2')
			continue;
		if (gsi_starts(p + 1, "addr") || (p - n >= 5 && !memcmp(p - 5, "write", 5)) ||
		    (p - n >= 4 && (!memcmp(p - 4, "read", 4) || !memcmp(p - 4, "xchg", 4))))
			return 1;
	}
	return 0;
}

static int no_offset(const char *n)
{
	return gsi_streq(n, "ds_nop");
}

/* gfx11's GDS-only operations: llvm-mc-22 takes them with gds alone (the
 * rows exist only with the bit set). */
int gsi_mem_ds_gds_only(const struct gsi_tab_ctx *c, const char *n)
{
	return c->layout == GSI_LAYOUT_GFX11 &&
	       (!strncmp(n, "ds_gws_", 7) || gsi_streq(n, "ds_ordered_count") || strstr(n, "_gs_reg_rtn"));
}

int gsi_mem_is_swizzle(const char *n)
{
	return gsi_streq(n, "ds_swizzle_b32");
}

/* What a DS name says for its modifiers: bit 0 two offsets, 1 no offset
 * (ds_nop), 2 ds_swizzle_b32's offset; per table row once (the printer
 * asks per DS line, the name walk was most of it): 8 | the bits. */
static unsigned int ds_bits_by_name(const char *n)
{
	return (unsigned int)two_offsets(n) | (unsigned int)no_offset(n) << 1 | (unsigned int)gsi_mem_is_swizzle(n) << 2;
}

static atomic_uchar ds_bits_kept[GS_ISA_NROWS];

static unsigned int ds_bits(const struct gs_isa_inst *row)
{
	return gsi_row_name_bits(ds_bits_kept, row, ds_bits_by_name);
}

/* The modifier list of a row (its name's bits nb): offsets, then gds where the layout has it. */
static void ds_mods(const struct gsi_tab_ctx *c, unsigned int nb, struct mem_mod *m)
{
	unsigned int i = 0;

	if (nb & 1) {
		m[i++] = (struct mem_mod){ "offset0", MK_OFFU, 0, 0, 8, 0, 0 };
		m[i++] = (struct mem_mod){ "offset1", MK_OFFU, 0, 8, 8, 0, 0 };
	} else if (!(nb & 2) && !(nb & 4)) {
		m[i++] = (struct mem_mod){ "offset", MK_OFFU, 0, 0, 16, 0, 0 };
	}
	/* gds: gfx11 only (gfx90a+ CDNA and gfx12 have no GDS) */
	if (c->layout == GSI_LAYOUT_GFX11)
		m[i++] = (struct mem_mod){ "gds", MK_FLAG, 0, 17, 1, 0, 0 };
	m[i] = (struct mem_mod){ NULL, MK_END, 0, 0, 0, 0, 0 };
}

void gsi_mem_ds_mods(const struct gsi_tab_ctx *c, const char *n, struct mem_mod *m)
{
	ds_mods(c, ds_bits_by_name(n), m);
}

/* The field of operand i (rows of a few instructions name none). */
const char *gsi_mem_ds_field(const struct mem_view *v, const struct gs_isa_operand *o)
{
	if (o->field && o->field[0])
		return o->field;
	return v->store ? "data0" : "vdst";
}

unsigned int gsi_mem_ds_pos(const char *f)
{
	return gsi_streq(f, "addr") ? 0 : gsi_streq(f, "data0") ? 8 : gsi_streq(f, "data1") ? 16 : 24;
}

/* -------------------------------------------------------- swizzle text */

int gsi_mem_pow2(unsigned int x)
{
	return x && !(x & (x - 1));
}

static void swizzle_text(unsigned int imm, char *b, size_t size)
{
	if ((imm & 0xff00) == 0x8000) {
		snprintf(b, size, "offset:swizzle(QUAD_PERM,%u,%u,%u,%u)", imm & 3, (imm >> 2) & 3,
			 (imm >> 4) & 3, (imm >> 6) & 3);
	} else if (!(imm & 0x8000)) {
		unsigned int and_m = imm & 31, or_m = (imm >> 5) & 31, xor_m = (imm >> 10) & 31;
		unsigned int group = 32 - and_m;

		if (and_m == 31 && !or_m && gsi_mem_pow2(xor_m)) {
			snprintf(b, size, "offset:swizzle(SWAP,%u)", xor_m);
		} else if (and_m == 31 && !or_m && xor_m && gsi_mem_pow2(xor_m + 1)) {
			snprintf(b, size, "offset:swizzle(REVERSE,%u)", xor_m + 1);
		} else if (group > 1 && gsi_mem_pow2(group) && or_m < group && !xor_m && !(and_m & (group - 1))) {
			snprintf(b, size, "offset:swizzle(BROADCAST,%u,%u)", group, or_m);
		} else {
			char s[6];

			for (unsigned int i = 0; i < 5; i++) {
				unsigned int bit = 16u >> i;

				if (and_m & bit)
					s[i] = (or_m & bit) ? ((xor_m & bit) ? '0' : '1') : ((xor_m & bit) ? 'i' : 'p');
				else
					s[i] = ((or_m ^ xor_m) & bit) ? '1' : '0';
			}
			s[5] = 0;
			snprintf(b, size, "offset:swizzle(BITMASK_PERM,\"%s\")", s);
		}
	} else if ((imm & 0xe000) == 0xe000) {
		snprintf(b, size, "offset:swizzle(FFT,%u)", imm & 31);
	} else if ((imm & 0xe000) == 0xc000) {
		snprintf(b, size, "offset:swizzle(ROTATE,%u,%u)", (imm >> 10) & 1, (imm >> 5) & 31);
	} else {
		snprintf(b, size, "offset:%u", imm);
	}
}

/* -------------------------------------------------------- printing */

unsigned int gsi_mem_print_ds(const struct gsi_tab_ctx *c, const struct gsi_tab_dec *d,
			      struct gsi_tab_line *l)
{
	struct mem_view v;
	struct mem_mod mods[4];
	int acc = c->layout == GSI_LAYOUT_GFX9 && gsi_tab_get(d->w, 0, 25, 1);
	uint32_t used = 0;
	unsigned int nb;

	gsi_mem_view(&v, c, &d->row);
	for (unsigned int i = 0; i < d->row.nops; i++) {
		struct gs_isa_operand o;
		const char *f;
		enum gs_isa_kind k;

		if (gsi_isa_operand(&d->row, i, &o) != GS_OK)
			return 0;
		f = gsi_mem_ds_field(&v, &o);
		k = o.kind;
		if (k != GS_ISA_K_VGPR && k != GS_ISA_K_AGPR)
			return 0;
		if (acc && !gsi_streq(f, "addr"))
			k = GS_ISA_K_AGPR;
		used |= 0xffu << gsi_mem_ds_pos(f);
		gsi_mem_reg(l, k, gsi_tab_get(d->w, 1, gsi_mem_ds_pos(f), 8), o.width);
	}
	if (acc && !used)
		return 0;
	if (d->w[1] & ~used)
		return 0;  /* llvm re-encodes unused operand fields as zero */
	if (d->w[0] & ~(gsi_mem_fixed_mask(d->fmt, 0) | 0xffffu |
			(c->layout == GSI_LAYOUT_GFX9 ? 1u << 25 : c->layout == GSI_LAYOUT_GFX11 ? 1u << 17 : 0)))
		return 0;  /* gds where the target has none, reserved bits */
	if (gsi_mem_ds_gds_only(c, v.name) && !(d->w[0] >> 17 & 1))
		return 0;
	nb = ds_bits(&d->row);  /* (v.name is the row's name) */
	ds_mods(c, nb, mods);
	if ((nb & 4) && (d->w[0] & 0xffff)) {
		char b[64];

		if (l->size) {  /* (a verdict formats nothing: the text decides nothing) */
			swizzle_text(d->w[0] & 0xffff, b, sizeof(b));
			gsi_tab_modifier(l, b);
		}
	} else if ((nb & 2) && (d->w[0] & 0xffff)) {
		return 0;
	}
	if (!gsi_mem_print_mods(&v, mods, d->w, l))
		return 0;
	return 8;
}
