// SPDX-License-Identifier: MIT
/* Looking up the generated table of legacy mnemonics (gen_asm_aliases.c). */
#include <stdint.h>
#include <string.h>

#include "asm/alias.h"
#include "isa/isa_int.h"

#define ALIAS_SLOTS 2048u  /* a power of two over twice the longest table */

const char *gsi_asm_alias_of(const char *target, const char *mnem)
{
	/* the last target's aliases hashed, per thread: looked up per line, and
	 * a file has one target (the names are the targets' static strings) */
	static _Thread_local const char *last;
	static _Thread_local const struct gsi_asm_alias *slot[ALIAS_SLOTS];
	static _Thread_local int hashed;

	if (!target || !mnem)
		return NULL;
	if (target != last) {
		const struct gsi_asm_alias *list = NULL;
		size_t count = 0;

		for (const struct gsi_asm_alias_table *t = gsi_asm_alias_tables; t->target; t++)
			if (!strcmp(t->target, target)) {
				list = t->aliases;
				break;
			}
		memset(slot, 0, sizeof(slot));
		hashed = 1;
		for (; list && list[count].alias; count++) {
			unsigned int h = gsi_name_hash(list[count].alias);

			if (count >= ALIAS_SLOTS / 2) {
				hashed = 0;  /* never: the tables are far shorter */
				break;
			}
			while (slot[h % ALIAS_SLOTS])
				h++;
			slot[h % ALIAS_SLOTS] = &list[count];
		}
		if (!hashed) {
			last = NULL;
			for (size_t i = 0; list && list[i].alias; i++)
				if (!strcmp(list[i].alias, mnem))
					return list[i].canonical;
			return NULL;
		}
		last = target;
	}
	for (unsigned int h = gsi_name_hash(mnem);; h++) {
		const struct gsi_asm_alias *a = slot[h % ALIAS_SLOTS];

		if (!a)
			return NULL;
		if (!strcmp(a->alias, mnem))
			return a->canonical;
	}
}
