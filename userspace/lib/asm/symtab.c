// SPDX-License-Identifier: MIT
/* The assembler's name -> index hash table (symtab.h). */
#include <stdlib.h>
#include <string.h>

#include "asm/symtab.h"

static uint32_t hash_name(const char *s, size_t n)
{
	uint32_t h = 2166136261u;

	for (size_t i = 0; i < n; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
}

/* The slot holding name, or the empty slot where it would go. */
static struct gsi_symtab_slot *find(const struct gsi_symtab *t, const char *name, size_t len, uint32_t h)
{
	size_t mask = t->cap - 1;

	for (size_t i = h & mask;; i = (i + 1) & mask) {
		struct gsi_symtab_slot *s = &t->slot[i];

		if (!s->key)
			return s;
		if (s->hash == h && s->len == len && !memcmp(t->pool + s->key - 1, name, len))
			return s;
	}
}

int gsi_symtab_get(const struct gsi_symtab *t, const char *name, size_t len, uint32_t *val)
{
	const struct gsi_symtab_slot *s;

	if (!t->cap)
		return 0;
	s = find(t, name, len, hash_name(name, len));
	if (!s->key)
		return 0;
	*val = s->val;
	return 1;
}

static int rehash(struct gsi_symtab *t)
{
	size_t cap = t->cap ? t->cap * 2 : 256;
	struct gsi_symtab_slot *old = t->slot, *ns = calloc(cap, sizeof(*ns));
	size_t oldcap = t->cap;

	if (!ns)
		return 0;
	t->slot = ns;
	t->cap = cap;
	for (size_t i = 0; i < oldcap; i++)
		if (old[i].key)
			*find(t, t->pool + old[i].key - 1, old[i].len, old[i].hash) = old[i];
	free(old);
	return 1;
}

uint32_t gsi_symtab_put(struct gsi_symtab *t, const char *name, size_t len, uint32_t val)
{
	uint32_t h = hash_name(name, len);
	struct gsi_symtab_slot *s;

	if ((t->n + 1) * 2 > t->cap && !rehash(t))
		return 0;
	s = find(t, name, len, h);
	if (s->key) {
		s->val = val;
		return s->key;
	}
	if (t->pool_len + len + 1 > t->pool_cap) {
		size_t cap = t->pool_cap ? t->pool_cap : 4096;
		char *np;

		while (cap < t->pool_len + len + 1)
			cap *= 2;
		if (cap >= UINT32_MAX)
			return 0;
		np = realloc(t->pool, cap);
		if (!np)
			return 0;
		t->pool = np;
		t->pool_cap = cap;
	}
	memcpy(t->pool + t->pool_len, name, len);
	t->pool[t->pool_len + len] = 0;
	s->hash = h;
	s->key = (uint32_t)t->pool_len + 1;
	s->len = (uint32_t)len;
	s->val = val;
	t->pool_len += len + 1;
	t->n++;
	return s->key;
}

void gsi_symtab_free(struct gsi_symtab *t)
{
	free(t->slot);
	free(t->pool);
	memset(t, 0, sizeof(*t));
}
