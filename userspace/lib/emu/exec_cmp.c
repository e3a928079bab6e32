// SPDX-License-Identifier: MIT
/*
 * The VALU compares v_cmp_<cond>_<type>, v_cmpx_<cond>_<type> and
 * v_cmp[x]_class_<type>: condition, type and form come from the mnemonic
 * (one rule for every generation's spelling), the result from the ISA
 * guides' condition table.  Float conditions: F and T (gfx9 spells it TRU)
 * constant; LT EQ LE GT LG GE are false when either operand is NaN, O
 * (ordered) and U (unordered) test for NaN, and the N forms are the
 * negations of their ordered conditions (so true on NaN: NLT is !(a < b)).
 * Integer conditions: F LT EQ LE GT NE GE T, signed for iN, unsigned for uN.
 * The class test reads the value's bits as the guides' pseudocode does (no
 * denormal flush): bit k of the mask selects class k in the order signaling
 * NaN, quiet NaN, -inf, -normal, -denormal, -0, +0, +denormal, +normal, +inf.
 */
#include <string.h>

#include "emu/emu.h"
#include "emu/op_fact.h"

enum cond { C_F, C_LT, C_EQ, C_LE, C_GT, C_LG, C_GE, C_O, C_U, C_NGE, C_NLG, C_NGT, C_NLE,
	    C_NEQ, C_NLT, C_T, C_NE, C_CLASS };

static const char *const cond_names[] = {
	[C_F] = "f", [C_LT] = "lt", [C_EQ] = "eq", [C_LE] = "le", [C_GT] = "gt", [C_LG] = "lg",
	[C_GE] = "ge", [C_O] = "o", [C_U] = "u", [C_NGE] = "nge", [C_NLG] = "nlg", [C_NGT] = "ngt",
	[C_NLE] = "nle", [C_NEQ] = "neq", [C_NLT] = "nlt", [C_T] = "t", [C_NE] = "ne",
	[C_CLASS] = "class",
};

static int int_cond(int c)
{
	return c == C_F || c == C_T || c == C_EQ || c == C_NE || c == C_LT || c == C_LE || c == C_GT ||
	       c == C_GE;
}

static int cmp_parse(const char *name, struct emu_cmp *k);

/* Once per op (op_fact.h): compares run per lane. */
EMU_NAME_FACT(gsi_emu_cmp_parse, struct emu_cmp, cmp_parse)

static int cmp_parse(const char *name, struct emu_cmp *k)
{
	const char *p, *u;
	size_t n;

	memset(k, 0, sizeof(*k));
	if (!strncmp(name, "v_cmpx_", 7)) {
		k->x = 1;
		p = name + 7;
	} else if (!strncmp(name, "v_cmp_", 6)) {
		p = name + 6;
	} else {
		return 0;
	}
	u = strchr(p, '_');
	if (!u)
		return 0;
	n = (size_t)(u - p);
	k->cond = -1;
	for (int i = 0; i < (int)(sizeof(cond_names) / sizeof(cond_names[0])); i++)
		if (strlen(cond_names[i]) == n && !strncmp(p, cond_names[i], n))
			k->cond = i;
	if (n == 3 && !strncmp(p, "tru", 3))  /* gfx9's float "true" */
		k->cond = C_T;
	if (k->cond < 0)
		return 0;
	u++;
	if ((u[0] != 'i' && u[0] != 'u' && u[0] != 'f') || strlen(u) != 3)
		return 0;
	k->kind = u[0] == 'i' ? EMU_CMP_INT : u[0] == 'u' ? EMU_CMP_UINT : EMU_CMP_FLOAT;
	if (!strcmp(u + 1, "16"))
		k->bits = 16;
	else if (!strcmp(u + 1, "32"))
		k->bits = 32;
	else if (!strcmp(u + 1, "64"))
		k->bits = 64;
	else
		return 0;
	k->cls = k->cond == C_CLASS;
	/* integers have F EQ NE LT LE GT GE T; floats every condition but NE,
	 * and the class test */
	if (k->kind == EMU_CMP_FLOAT ? k->cond == C_NE : !int_cond(k->cond))
		return 0;
	return 1;
}

int gsi_emu_cmp_int(const struct emu_cmp *k, uint64_t a, uint64_t b)
{
	unsigned int sh = 64 - k->bits;
	int lt;

	a = a << sh >> sh;  /* the operand's width */
	b = b << sh >> sh;
	lt = k->kind == EMU_CMP_INT ? (int64_t)(a << sh) < (int64_t)(b << sh) : a < b;
	switch (k->cond) {
	case C_F: return 0;
	case C_T: return 1;
	case C_EQ: return a == b;
	case C_NE: return a != b;
	case C_LT: return lt;
	case C_LE: return lt || a == b;
	case C_GT: return !lt && a != b;
	default: return !lt;  /* C_GE */
	}
}

/* gsi_emu_cmp_int over n lanes of 32-bit sources at once (the fast path's
 * rows, fast_ops.h): bit l of the result is lane l's answer; the condition
 * chosen once, not per lane */
uint64_t gsi_emu_cmp_int32_lanes(const struct emu_cmp *k, const uint32_t *a, const uint32_t *b, unsigned int n)
{
	uint64_t m = 0;
	int s = k->kind == EMU_CMP_INT;

#define LANES(EXPR)                                                            \
	for (unsigned int l = 0; l < n; l++) {                                 \
		uint32_t x = a[l], y = b[l];                                   \
		int32_t sx = (int32_t)x, sy = (int32_t)y;                      \
                                                                               \
		(void)sx;                                                      \
		(void)sy;                                                      \
		m |= (uint64_t)(EXPR) << l;                                    \
	}
	switch (k->cond) {
	case C_F: return 0;
	case C_T: return n >= 64 ? ~0ull : (1ull << n) - 1;
	case C_EQ: LANES(x == y); break;
	case C_NE: LANES(x != y); break;
	case C_LT: if (s) { LANES(sx < sy); } else { LANES(x < y); } break;
	case C_LE: if (s) { LANES(sx <= sy); } else { LANES(x <= y); } break;
	case C_GT: if (s) { LANES(sx > sy); } else { LANES(x > y); } break;
	default: if (s) { LANES(sx >= sy); } else { LANES(x >= y); } break;  /* C_GE */
	}
#undef LANES
	return m;
}

int gsi_emu_cmp_float(const struct emu_cmp *k, double a, double b)
{
	int un = a != a || b != b;

	switch (k->cond) {
	case C_F: return 0;
	case C_T: return 1;
	case C_LT: return a < b;
	case C_EQ: return a == b;
	case C_LE: return a <= b;
	case C_GT: return a > b;
	case C_LG: return !un && a != b;
	case C_GE: return a >= b;
	case C_O: return !un;
	case C_U: return un;
	case C_NGE: return !(a >= b);
	case C_NLG: return un || a == b;
	case C_NGT: return !(a > b);
	case C_NLE: return !(a <= b);
	case C_NEQ: return !(a == b);
	default: return !(a < b);  /* C_NLT */
	}
}

int gsi_emu_cmp_class(const struct emu_cmp *k, uint64_t v, uint32_t mask)
{
	/* exponent and mantissa widths of f16, f32, f64 */
	unsigned int eb = k->bits == 16 ? 5 : k->bits == 32 ? 8 : 11, mb = k->bits - 1 - eb;
	uint64_t m = v & ((1ull << mb) - 1), e = v >> mb & ((1ull << eb) - 1);
	int neg = (int)(v >> (k->bits - 1) & 1), c;

	if (e == (1ull << eb) - 1)
		c = !m ? (neg ? 2 : 9) : (m >> (mb - 1) & 1) ? 1 : 0;  /* inf, quiet / signaling NaN */
	else if (e)
		c = neg ? 3 : 8;
	else if (m)
		c = neg ? 4 : 7;
	else
		c = neg ? 5 : 6;
	return (int)(mask >> c & 1);
}
