// SPDX-License-Identifier: MIT
/*
 * The mem family's modifier engine: llvm's names (th/scope per instruction
 * kind, dim, buffer formats; isa/tab_mem.h) and printing a class's modifier
 * list in llvm's order (asm/tab_mem_mods_asm.c applies written modifiers).
 */
#include <stdio.h>
#include <string.h>

#include "isa/tab_mem.h"

static int64_t sext(uint32_t v, unsigned int bits)
{
	uint32_t m = 1u << (bits - 1);

	return (int64_t)(int32_t)((v ^ m) - m);
}

/* ------------------------------------------------------------ printing */

int gsi_mem_print_mods(const struct mem_view *v, const struct mem_mod *l, const uint32_t *w,
		       struct gsi_tab_line *line)
{
	char b[96];
	int text = line->size != 0;  /* a verdict (size 0): the decisions, no text */

	for (; l->kind != MK_END; l++) {
		uint32_t x = gsi_tab_get(w, l->dw, l->lo, l->width);

		switch (l->kind) {
		case MK_FLAG:
			if (x)
				gsi_tab_modifier(line, l->name);
			break;
		case MK_OFFU:
		case MK_OFFS:
			if (x && text) {
				snprintf(b, sizeof(b), "%s:%lld", l->name,
					 (long long)(l->kind == MK_OFFS ? sext(x, l->width) : (int64_t)x));
				gsi_tab_modifier(line, b);
			}
			break;
		case MK_TH: {
			const char *const *tab = v->th_kind == 2 ? th_atomic : v->th_kind ? th_store : th_load;
			unsigned int scope = gsi_tab_get(w, l->adw, l->alo, 2);
			const char *th;

			if (!x)
				break;
			if (v->th_kind == 2 && x >= 4 && (scope < 2 || (x & 1)))
				return 0;  /* llvm prints TH_ATOMIC_0xN or a cascade with a
					    * return, neither of which it assembles */
			if (v->th_kind == 2 && x >= 4)
				th = x & 2 ? "TH_ATOMIC_CASCADE_NT" : "TH_ATOMIC_CASCADE_RT";
			else if (x == 3 && scope == 3 && v->th_kind != 2)
				th = v->th_kind ? "TH_STORE_BYPASS" : "TH_LOAD_BYPASS";
			else if (tab[x])
				th = tab[x];
			else
				return 0;  /* llvm prints names that do not assemble back */
			if (text) {
				snprintf(b, sizeof(b), "th:%s", th);
				gsi_tab_modifier(line, b);
			}
			break;
		}
		case MK_SCOPE:
			if (x && text) {
				snprintf(b, sizeof(b), "scope:%s", scopes[x & 3]);
				gsi_tab_modifier(line, b);
			}
			break;
		case MK_FMT9: {
			uint32_t nf = gsi_tab_get(w, l->adw, l->alo, 3);

			if ((x == 1 && nf == 0) || !text)
				break;
			snprintf(b, sizeof(b), "format:[%s%s%s]", x != 1 ? dfmt9[x] : "",
				 x != 1 && nf ? "," : "", nf ? nfmt9[nf] : "");
			gsi_tab_modifier(line, b);
			break;
		}
		case MK_UFMT:
			if (x == 1 || !text)
				break;
			if (x < 64 && ufmt11[x])
				snprintf(b, sizeof(b), "format:[%s]", ufmt11[x]);
			else
				snprintf(b, sizeof(b), "format:%u", x);
			gsi_tab_modifier(line, b);
			break;
		case MK_DMASK:
			if (!x || !text)
				break;
			snprintf(b, sizeof(b), "dmask:0x%x", x);
			gsi_tab_modifier(line, b);
			break;
		case MK_DIM:
			if (!text)
				break;
			snprintf(b, sizeof(b), "dim:%s", dims[x & 7]);
			gsi_tab_modifier(line, b);
			break;
		default:
			return 0;
		}
	}
	return 1;
}
