// SPDX-License-Identifier: MIT
/*
 * Set-associative LRU caches and the per-unit views of shared ones
 * (cache.h).  Sets are indexed by the line number's low bits; the victim is
 * an empty way, else the least recently used.  A view copies a set of the
 * shared cache the first time the unit touches it in an epoch and then
 * works on the copy; the copies live in a hash keyed by the epoch's
 * generation, so a new epoch needs no clearing.
 */
#include <stdlib.h>
#include <string.h>

#include "emu/cache.h"

static unsigned int log2u(uint64_t v)
{
	unsigned int n = 0;

	while (v > 1) {
		v >>= 1;
		n++;
	}
	return n;
}

int gsi_cache_init(struct emu_cache *c, uint64_t bytes, uint32_t line, uint32_t ways)
{
	uint64_t lines;

	memset(c, 0, sizeof(*c));
	if (!bytes || !line || !ways || (line & (line - 1)))
		return 0;
	lines = bytes / line;
	if (lines < ways)
		ways = (uint32_t)lines;
	c->ways = ways;
	c->sets = (uint32_t)(lines / ways);  /* 96 MiB of 64-byte lines in 16 ways: 98304 sets */
	c->line_shift = log2u(line);
	c->bytes = bytes;
	return 1;
}

void gsi_cache_free(struct emu_cache *c)
{
	free(c->tag);
	free(c->stamp);
	c->tag = c->stamp = NULL;
}

static int storage(struct emu_cache *c)
{
	if (c->tag)
		return 1;
	if (!c->sets)
		return 0;
	c->tag = calloc((size_t)c->sets * c->ways, sizeof(*c->tag));
	c->stamp = calloc((size_t)c->sets * c->ways, sizeof(*c->stamp));
	if (!c->tag || !c->stamp) {
		gsi_cache_free(c);
		return 0;
	}
	return 1;
}

void gsi_cache_clear(struct emu_cache *c)
{
	if (c->tag) {
		memset(c->tag, 0, (size_t)c->sets * c->ways * sizeof(*c->tag));
		memset(c->stamp, 0, (size_t)c->sets * c->ways * sizeof(*c->stamp));
	}
}

/* One set (ways tags and stamps): hit or insert per op; clock is the
 * stamp a use gets. */
static int set_access(uint64_t *tag, uint64_t *stamp, uint32_t ways, uint64_t key, enum emu_cop op,
		      uint64_t clock)
{
	uint32_t victim = 0;

	for (uint32_t i = 0; i < ways; i++) {
		if (tag[i] == key) {
			if (op == EMU_C_EVICT)
				tag[i] = stamp[i] = 0;
			else if (op != EMU_C_STREAM && op != EMU_C_NOALLOC)
				stamp[i] = clock;
			return 1;
		}
		if (!tag[victim])
			continue;
		if (!tag[i] || stamp[i] < stamp[victim])
			victim = i;
	}
	if (op == EMU_C_NOALLOC || op == EMU_C_EVICT)
		return 0;
	tag[victim] = key;
	/* a streaming line goes in as the next to evict (assumed: the ISA
	 * guides' "stream"/non-temporal policy, no public replacement detail) */
	stamp[victim] = op == EMU_C_STREAM ? 1 : clock;
	return 0;
}

int gsi_cache_access(struct emu_cache *c, uint64_t va, enum emu_cop op)
{
	uint64_t line = va >> c->line_shift;
	size_t base;

	if (op == EMU_C_INV) {
		gsi_cache_clear(c);
		return 0;
	}
	if (!storage(c))
		return 0;
	base = (size_t)gsi_cache_set(c, line) * c->ways;
	return set_access(c->tag + base, c->stamp + base, c->ways, line + 1, op, ++c->clock);
}

/* ---- views ---- */

void gsi_cache_view_init(struct emu_cache_view *v, struct emu_cache *g, uint32_t unit)
{
	memset(v, 0, sizeof(*v));
	v->g = g;
	v->unit = unit;
	v->gen = 1;
}

void gsi_cache_view_free(struct emu_cache_view *v)
{
	free(v->keys);
	free(v->slot_copy);
	free(v->tag);
	free(v->stamp);
	free(v->aged);
	free(v->log);
	memset(v, 0, sizeof(*v));
}

void gsi_cache_view_epoch(struct emu_cache_view *v, uint64_t t0)
{
	v->gen++;  /* every copy and hash entry of before is stale now */
	v->n = 0;
	v->local = 0;
	v->cleared = 0;
	v->nlog = 0;
	v->seq = 0;
	v->t0 = t0;
}

static uint32_t hash32(uint64_t x)
{
	x ^= x >> 33;
	x *= 0xff51afd7ed558ccdull;
	x ^= x >> 33;
	return (uint32_t)x;
}

/* Rebuild the hash at twice the size (only this epoch's entries count). */
static int grow(struct emu_cache_view *v)
{
	uint32_t cap = v->cap ? v->cap * 2 : 256;
	uint64_t *keys = calloc(cap, sizeof(*keys));
	uint32_t *copy = malloc(cap * sizeof(*copy));

	if (!keys || !copy) {
		free(keys);
		free(copy);
		return 0;
	}
	for (uint32_t i = 0; i < v->cap; i++) {
		uint32_t h;

		if (!v->keys[i] || v->keys[i] >> 32 != v->gen)
			continue;
		for (h = hash32(v->keys[i]) & (cap - 1); keys[h]; h = (h + 1) & (cap - 1))
			;
		keys[h] = v->keys[i];
		copy[h] = v->slot_copy[i];
	}
	free(v->keys);
	free(v->slot_copy);
	v->keys = keys;
	v->slot_copy = copy;
	v->cap = cap;
	return 1;
}

/* The copy of set s for this epoch (made now if need be), or -1. */
static int64_t copy_of(struct emu_cache_view *v, uint32_t s)
{
	struct emu_cache *g = v->g;
	uint64_t key = (uint64_t)v->gen << 32 | s;
	uint32_t h, ways = g->ways, idx;

	if ((v->n + 1) * 2 > v->cap && !grow(v))
		return -1;
	for (h = hash32(key) & (v->cap - 1); v->keys[h]; h = (h + 1) & (v->cap - 1)) {
		if (v->keys[h] == key)
			return v->slot_copy[h];
		if (v->keys[h] >> 32 != (key >> 32))
			break;  /* a stale slot: reuse it */
	}
	if (v->n == v->copies_cap) {
		uint32_t cap = v->copies_cap ? v->copies_cap * 2 : 64;
		uint64_t *t = realloc(v->tag, (size_t)cap * ways * sizeof(*t));
		uint64_t *st;
		uint32_t *a;

		if (!t)
			return -1;
		v->tag = t;
		st = realloc(v->stamp, (size_t)cap * ways * sizeof(*st));
		if (!st)
			return -1;
		v->stamp = st;
		a = realloc(v->aged, (size_t)cap * sizeof(*a));
		if (!a)
			return -1;
		v->aged = a;
		v->copies_cap = cap;
	}
	idx = v->n++;
	if (!v->cleared && g->tag) {
		memcpy(v->tag + (size_t)idx * ways, g->tag + (size_t)s * ways, ways * sizeof(*v->tag));
		memcpy(v->stamp + (size_t)idx * ways, g->stamp + (size_t)s * ways, ways * sizeof(*v->stamp));
	} else {
		memset(v->tag + (size_t)idx * ways, 0, ways * sizeof(*v->tag));
		memset(v->stamp + (size_t)idx * ways, 0, ways * sizeof(*v->stamp));
	}
	v->aged[idx] = 0;
	v->keys[h] = key;
	v->slot_copy[h] = idx;
	return idx;
}

static int log_add(struct emu_cache_view *v, uint64_t va, enum emu_cop op, uint64_t t)
{
	if (v->nlog == v->caplog) {
		uint32_t cap = v->caplog ? v->caplog * 2 : 256;
		struct emu_cache_log *l = realloc(v->log, cap * sizeof(*l));

		if (!l)
			return 0;
		v->log = l;
		v->caplog = cap;
	}
	v->log[v->nlog++] = (struct emu_cache_log){ t, va, v->unit, v->seq++, (uint8_t)op };
	return 1;
}

int gsi_cache_view_access(struct emu_cache_view *v, uint64_t va, enum emu_cop op, uint64_t t)
{
	struct emu_cache *g = v->g;
	uint64_t line, *tag, *stamp;
	int64_t c;

	if (!g->sets)
		return 0;
	if (op == EMU_C_INV) {
		v->cleared = 1;
		v->n = 0;
		v->gen++;  /* drop this epoch's copies too; the new generation only lives in this view */
		return log_add(v, va, op, t) ? 0 : -1;
	}
	line = va >> g->line_shift;
	c = copy_of(v, gsi_cache_set(g, line));
	if (c < 0 || !log_add(v, va, op, t))
		return -1;
	tag = v->tag + (size_t)c * g->ways;
	stamp = v->stamp + (size_t)c * g->ways;
	if (v->rate) {  /* the others' allocations in this set by now */
		uint64_t due = (t > v->t0 ? t - v->t0 : 0) * v->rate >> 32;

		if (due > g->ways)
			due = g->ways;
		for (; v->aged[c] < due; v->aged[c]++)
			set_access(tag, stamp, g->ways, (1ull << 63) | v->phantom++, EMU_C_READ, g->clock + ++v->local);
	}
	return set_access(tag, stamp, g->ways, line + 1, op, g->clock + ++v->local);
}

static int log_cmp(const void *a, const void *b)
{
	const struct emu_cache_log *x = a, *y = b;

	if (x->t != y->t)
		return x->t < y->t ? -1 : 1;
	if (x->unit != y->unit)
		return x->unit < y->unit ? -1 : 1;
	return x->seq < y->seq ? -1 : x->seq > y->seq;
}

int gsi_cache_merge(struct emu_cache *g, struct emu_cache_view *const *views, unsigned int n, uint64_t len)
{
	size_t total = 0, k = 0;
	struct emu_cache_log *all;
	uint64_t merged = 0;
	uint32_t max_unit = 0, *idx;

	for (unsigned int i = 0; i < n; i++) {
		total += views[i]->nlog;
		views[i]->merged = 0;
		max_unit = views[i]->unit > max_unit ? views[i]->unit : max_unit;
	}
	if (!total) {
		for (unsigned int i = 0; i < n; i++)
			views[i]->rate = 0;
		return 0;
	}
	idx = malloc(((size_t)max_unit + 1) * sizeof(*idx));
	if (!idx)
		return -1;
	for (unsigned int i = 0; i < n; i++)
		idx[views[i]->unit] = i;
	if (n == 1) {
		all = views[0]->log;  /* one view: its log is already in its own order */
	} else {
		all = malloc(total * sizeof(*all));
		if (!all) {
			free(idx);
			return -1;
		}
		for (unsigned int i = 0; i < n; i++) {
			memcpy(all + k, views[i]->log, views[i]->nlog * sizeof(*all));
			k += views[i]->nlog;
		}
	}
	qsort(all, total, sizeof(*all), log_cmp);
	for (size_t i = 0; i < total; i++) {
		enum emu_cop op = (enum emu_cop)all[i].op;

		if (!gsi_cache_access(g, all[i].va, op) && (op == EMU_C_READ || op == EMU_C_WRITE || op == EMU_C_STREAM)) {
			views[idx[all[i].unit]]->merged++;
			merged++;
		}
	}
	for (unsigned int i = 0; i < n; i++) {
		struct emu_cache_view *v = views[i];

		v->rate = len && g->sets ? ((merged - v->merged) << 32) / ((uint64_t)g->sets * len) : 0;
	}
	if (all != views[0]->log)
		free(all);
	free(idx);
	return 0;
}
