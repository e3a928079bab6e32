// SPDX-License-Identifier: MIT
/* Looking up the generated table of legacy mnemonics (gen_asm_aliases.c). */
#include <string.h>

#include "asm/alias.h"

const char *gsi_asm_alias_of(const char *target, const char *mnem)
{
	for (const struct gsi_asm_alias_table *t = gsi_asm_alias_tables; t->target; t++) {
		size_t lo = 0, hi = 0;

		if (strcmp(t->target, target))
			continue;
		while (t->aliases[hi].alias)
			hi++;
		while (lo < hi) {  /* binary search: the table is in strcmp order */
			size_t mid = (lo + hi) / 2;
			int c = strcmp(mnem, t->aliases[mid].alias);

			if (!c)
				return t->aliases[mid].canonical;
			if (c < 0)
				hi = mid;
			else
				lo = mid + 1;
		}
		return NULL;
	}
	return NULL;
}
