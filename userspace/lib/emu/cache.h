/* SPDX-License-Identifier: MIT */
/*
 * Set-associative caches with LRU replacement (cache.c), and the view a
 * unit (WGP or CU) has of a shared one during an epoch of the timed
 * dispatch (timed.c): the shared cache's state at the epoch's start,
 * read-only, plus the unit's own accesses, which it logs; at the epoch's
 * end the logs of all units are applied to the shared cache in one order
 * -- (cycle, unit, sequence) -- so the state, and every latency that
 * depends on it, is the same for any number of host threads.
 */
#ifndef GS_EMU_CACHE_H
#define GS_EMU_CACHE_H

#include <stdint.h>

struct emu_cache {
	uint32_t sets, ways, line_shift;
	uint64_t bytes;
	uint64_t *tag;             /* sets * ways: line number + 1 (0: empty) */
	uint64_t *stamp;           /* last use; the smallest is evicted */
	uint64_t clock;
};

/* Access kinds (a log entry's op). */
enum emu_cop { EMU_C_READ, EMU_C_WRITE, EMU_C_STREAM, EMU_C_NOALLOC, EMU_C_INV, EMU_C_EVICT };

/* The set of a line number (sets need not be a power of two). */
static inline uint32_t gsi_cache_set(const struct emu_cache *c, uint64_t line)
{
	return (c->sets & (c->sets - 1)) ? (uint32_t)(line % c->sets) : (uint32_t)line & (c->sets - 1);
}

/* Set up an empty cache (storage comes at the first access); 0 if bytes,
 * line or ways make no cache (then every access misses). */
int gsi_cache_init(struct emu_cache *c, uint64_t bytes, uint32_t line, uint32_t ways);
void gsi_cache_free(struct emu_cache *c);
/* Look up the line holding va: 1 hit.  op READ/WRITE insert on a miss
 * (as most recently used), STREAM as the first to evict, NOALLOC and
 * EVICT never (EVICT also drops a hit); INV empties the cache. */
int gsi_cache_access(struct emu_cache *c, uint64_t va, enum emu_cop op);
void gsi_cache_clear(struct emu_cache *c);

struct emu_cache_log {
	uint64_t t;                /* cycle */
	uint64_t va;
	uint32_t unit, seq;
	uint8_t op;                /* enum emu_cop */
};

/* A unit's view of a shared cache for one epoch. */
struct emu_cache_view {
	struct emu_cache *g;       /* the shared cache */
	uint32_t unit;
	uint32_t gen;              /* from 1, one more each epoch (and invalidation): older hash entries are stale */
	uint32_t cap, n;           /* hash slots, sets copied */
	uint64_t *keys;            /* gen << 32 | set, per slot */
	uint32_t *slot_copy;       /* slot -> copy index */
	uint64_t *tag, *stamp;     /* copies: n * ways */
	uint32_t copies_cap;
	uint64_t local;            /* stamps of this epoch: after every shared one */
	int cleared;               /* invalidated this epoch: the shared state no longer counts */
	/* the other sharers' allocations, unseen during the epoch: the lines
	 * they allocated in the shared cache last epoch, per set and cycle
	 * (2^-32 units); a set's copy takes that many placeholder lines (as
	 * most recently used) by the time of each access since the epoch's
	 * start t0 */
	uint64_t rate, t0;
	uint32_t *aged;            /* per copy: placeholders taken */
	uint64_t phantom;          /* the next placeholder's tag (bit 63 set: never a line) */
	uint64_t merged;           /* lines its log allocated in the shared cache (merge) */
	struct emu_cache_log *log;
	uint32_t nlog, caplog, seq;
};

void gsi_cache_view_init(struct emu_cache_view *v, struct emu_cache *g, uint32_t unit);
void gsi_cache_view_free(struct emu_cache_view *v);
/* Start an epoch at cycle t0: forget the copies and the log. */
void gsi_cache_view_epoch(struct emu_cache_view *v, uint64_t t0);
/* An access at cycle t through the view: 1 hit; logged.  -1: out of memory
 * (the access counts as a miss and is not logged). */
int gsi_cache_view_access(struct emu_cache_view *v, uint64_t va, enum emu_cop op, uint64_t t);
/* Apply the logs of views (n of them, all of one shared cache) of an
 * epoch of len cycles to it in (cycle, unit, sequence) order, and set each
 * view's rate of the others' allocations for the next epoch; 0, or -1 out
 * of memory. */
int gsi_cache_merge(struct emu_cache *g, struct emu_cache_view *const *views, unsigned int n, uint64_t len);

#endif /* GS_EMU_CACHE_H */
