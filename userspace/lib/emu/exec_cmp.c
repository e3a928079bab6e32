// SPDX-License-Identifier: MIT
/*
 * The VALU compares v_cmp_<cond>_<type>: condition and type come from the
 * mnemonic (one rule for every generation's spelling), the result from the
 * ISA guides' condition table.  Float conditions: F and T constant; LT EQ LE
 * GT LG GE are false when either operand is NaN, O (ordered) and U
 * (unordered) test for NaN, and the N forms are the negations of their
 * ordered conditions (so true on NaN: NLT is !(a < b)).
 */
#include <string.h>

#include "emu/emu.h"

enum cond { C_F, C_LT, C_EQ, C_LE, C_GT, C_LG, C_GE, C_O, C_U, C_NGE, C_NLG, C_NGT, C_NLE,
	    C_NEQ, C_NLT, C_T, C_NE };

static const char *const cond_names[] = {
	[C_F] = "f", [C_LT] = "lt", [C_EQ] = "eq", [C_LE] = "le", [C_GT] = "gt", [C_LG] = "lg",
	[C_GE] = "ge", [C_O] = "o", [C_U] = "u", [C_NGE] = "nge", [C_NLG] = "nlg", [C_NGT] = "ngt",
	[C_NLE] = "nle", [C_NEQ] = "neq", [C_NLT] = "nlt", [C_T] = "t", [C_NE] = "ne",
};

int gsi_emu_cmp_parse(const char *name, struct emu_cmp *k)
{
	const char *p, *u;
	size_t n;

	if (strncmp(name, "v_cmp_", 6))
		return 0;
	p = name + 6;
	u = strchr(p, '_');
	if (!u)
		return 0;
	n = (size_t)(u - p);
	k->cond = -1;
	for (int i = 0; i < (int)(sizeof(cond_names) / sizeof(cond_names[0])); i++)
		if (strlen(cond_names[i]) == n && !strncmp(p, cond_names[i], n))
			k->cond = i;
	if (k->cond < 0)
		return 0;
	u++;
	if (!strcmp(u, "i32"))
		k->type = EMU_CMP_I32;
	else if (!strcmp(u, "u32"))
		k->type = EMU_CMP_U32;
	else if (!strcmp(u, "f32"))
		k->type = EMU_CMP_F32;
	else
		return 0;
	/* integers have F EQ NE LT LE GT GE T; floats every condition but NE */
	if (k->type == EMU_CMP_F32 ? k->cond == C_NE
				   : !(k->cond == C_F || k->cond == C_T || k->cond == C_EQ || k->cond == C_NE ||
				       k->cond == C_LT || k->cond == C_LE || k->cond == C_GT || k->cond == C_GE))
		return 0;
	return 1;
}

int gsi_emu_cmp_int(const struct emu_cmp *k, uint32_t a, uint32_t b)
{
	int s = k->type == EMU_CMP_I32;
	int lt = s ? (int32_t)a < (int32_t)b : a < b;

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
