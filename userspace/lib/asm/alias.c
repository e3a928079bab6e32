// SPDX-License-Identifier: MIT
/* Looking up the generated table of legacy mnemonics (gen_asm_aliases.c). */
#include <string.h>

#include "asm/alias.h"

const char *gsi_asm_alias_of(const char *target, const char *mnem)
{
	/* the table of the last target, per thread: looked up per line, and a
	 * file has one target (the names are the targets' static strings) */
	static _Thread_local const char *last;
	static _Thread_local const struct gsi_asm_alias *list;
	static _Thread_local size_t count;
	size_t lo = 0, hi;

	if (!target || !mnem)
		return NULL;
	if (target != last) {
		list = NULL;
		count = 0;
		for (const struct gsi_asm_alias_table *t = gsi_asm_alias_tables; t->target; t++)
			if (!strcmp(t->target, target)) {
				list = t->aliases;
				while (list[count].alias)
					count++;
				break;
			}
		last = target;
	}
	hi = count;
	while (lo < hi) {  /* binary search: the table is in strcmp order */
		size_t mid = (lo + hi) / 2;
		int c = strcmp(mnem, list[mid].alias);

		if (!c)
			return list[mid].canonical;
		if (c < 0)
			hi = mid;
		else
			lo = mid + 1;
	}
	return NULL;
}
