/* SPDX-License-Identifier: MIT */
/*
 * A name -> index hash table for the assembler's labels and .set symbols:
 * open addressing with linear probing, FNV-1a hashes, at most half full, the
 * names copied into the table's own pool.  Lookups and insertions take
 * constant time on average, so a file of 300k labels assembles in linear
 * time.  Not a public interface.
 */
#ifndef GS_ASM_SYMTAB_H
#define GS_ASM_SYMTAB_H

#include <stddef.h>
#include <stdint.h>

struct gsi_symtab_slot {
	uint32_t hash;
	uint32_t key;    /* offset of the name in pool, plus 1 (0: empty slot) */
	uint32_t len;
	uint32_t val;
};

struct gsi_symtab {
	struct gsi_symtab_slot *slot;
	size_t cap, n;   /* cap: a power of two, or 0 */
	char *pool;      /* the names, each NUL-terminated */
	size_t pool_len, pool_cap;
};

/* 1 and *val when name[0..len) is in the table, else 0. */
int gsi_symtab_get(const struct gsi_symtab *t, const char *name, size_t len, uint32_t *val);
/* Insert name -> val, or change the value of a name already there.  Returns
 * the name's offset in the pool (for gsi_symtab_name) plus 1, 0 when out of
 * memory. */
uint32_t gsi_symtab_put(struct gsi_symtab *t, const char *name, size_t len, uint32_t val);
/* The name stored at an offset gsi_symtab_put returned. */
static inline const char *gsi_symtab_name(const struct gsi_symtab *t, uint32_t key)
{
	return t->pool + key - 1;
}
void gsi_symtab_free(struct gsi_symtab *t);

#endif /* GS_ASM_SYMTAB_H */
