// SPDX-License-Identifier: MIT
/*
 * Operand text -> codes for the table-driven assembler, per layout: named
 * registers, inline constants and literals as llvm-mc-22 parses them (the
 * printer's half is isa/tab_operand.c).
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab.h"
#include "isa/isa_int.h"

int gsi_tab_src_code(const struct gsi_tab_ctx *c, const struct opnd *o)
{
	if (o->kind != OPND_REG)
		return -1;
	if (o->code >= 256)
		return (int)o->code;
	if (c->layout != GSI_LAYOUT_GFX9)
		return (int)o->code;
	switch (o->code) {
	case GS_OPR_NULL: return 125;
	case GS_OPR_M0: return 124;
	default: return o->code >= 102 && o->code <= 105 ? -1 : (int)o->code;
	}
}

int gsi_tab_src_gfx9_only(unsigned int code)
{
	return code == 251 || code == 252 || code == 239;
}

/*
 * Asked for every scalar register operand (s10, v[2:3]), which names none:
 * the names are chained by their first two characters, in table order,
 * built once; a lookup walks the one chain that can hold s.
 */
enum { NAMED_MAX = 64 };
static unsigned char named_head[256], named_next[NAMED_MAX];  /* 1 + index, 0: none */
static int named_chained;
static struct gsi_once named_once = GSI_ONCE_INIT;

static unsigned int named_key(const char *s)
{
	return ((unsigned int)(unsigned char)s[0] * 31u + (unsigned char)s[1]) & 255u;
}

static void named_build(void)
{
	unsigned char tail[256] = { 0 };
	unsigned int i;

	for (i = 0; gsi_named_srcs[i].name && i < NAMED_MAX; i++) {
		unsigned int k = gsi_named_srcs[i].name[0] ? named_key(gsi_named_srcs[i].name) : 0;

		if (tail[k])
			named_next[tail[k] - 1] = (unsigned char)(i + 1);
		else
			named_head[k] = (unsigned char)(i + 1);
		tail[k] = (unsigned char)(i + 1);
	}
	named_chained = !gsi_named_srcs[i].name;  /* all of them fit */
}

static int named_ok(const struct gsi_named_src *n, int gfx9)
{
	return gfx9 ? n->gfx9 && n->code != 125 : n->gfx11 && !gsi_tab_src_gfx9_only(n->code);  /* gfx9 prints null, takes none */
}

int gsi_tab_named_src(const struct gsi_tab_ctx *c, const char *s, unsigned int *code, unsigned int *width)
{
	int gfx9 = c->layout == GSI_LAYOUT_GFX9;
	const struct gsi_named_src *hit = NULL;

	if (!s[0])
		return 0;  /* no name is empty */
	if (gsi_once(&named_once, named_build) == 0 && named_chained) {
		for (unsigned int i = named_head[named_key(s)]; i && !hit; i = named_next[i - 1]) {
			const struct gsi_named_src *n = &gsi_named_srcs[i - 1];

			if (named_ok(n, gfx9) && gsi_streq(n->name, s))
				hit = n;
		}
	} else {
		for (const struct gsi_named_src *n = gsi_named_srcs; n->name && !hit; n++)
			if (n->name[0] == s[0] && named_ok(n, gfx9) && gsi_streq(n->name, s))
				hit = n;
	}
	if (!hit)
		return 0;
	*code = hit->code;
	*width = hit->w64 == 1 ? 2 : hit->w64 == 2 ? 0 : 1;  /* 0: any width */
	return 1;
}

int gsi_tab_inline_code(int64_t v, unsigned int bits)
{
	(void)bits;
	if (v >= 0 && v <= 64)
		return (int)(128 + v);
	if (v >= -16 && v < 0)
		return (int)(192 - v);
	return -1;
}

int gsi_tab_int_inline_code(int64_t v, unsigned int bits)
{
	uint64_t u = (uint64_t)v;

	if (bits == 16)
		v = (int16_t)v, u &= 0xffff;
	else if (bits == 32)
		v = (int32_t)v, u &= 0xffffffffu;
	if (v >= -16 && v <= 64)
		return gsi_tab_inline_code(v, bits);
	for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
		if ((bits == 16 && u == gsi_inline_f16[i]) || (bits == 32 && u == gsi_inline_f32[i]) ||
		    (bits == 64 && u == gsi_inline_f64[i]))
			return (int)(240 + i);
	return -1;
}

int gsi_tab_inline_float_code(double d, unsigned int bits)
{
	static const double vals[] = { 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0 };

	for (unsigned int i = 0; i < 8; i++)
		if (d == vals[i])
			return (int)(240 + i);
	(void)bits;
	return -1;
}

int gsi_tab_float_bits(double d, unsigned int bits, uint64_t *out)
{
	if (bits == 64) {
		memcpy(out, &d, sizeof(d));
		return 1;
	}
	if (bits == 16) {
		*out = gsi_f16_from_double(d);
		return 1;
	}
	{
		float f = (float)d;
		uint32_t u;

		memcpy(&u, &f, sizeof(u));
		*out = u;
	}
	return 1;
}
