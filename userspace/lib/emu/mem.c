// SPDX-License-Identifier: MIT
/*
 * The emulated GPU virtual address space: buffer objects mapped at
 * page-aligned addresses with an unmapped guard page between them, so an
 * access past a buffer faults like it would on a GPU with a page table.
 */
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

#include "emu/code.h"
#include "emu/emu.h"

#define EMU_PAGE 4096u
#define EMU_VA_BASE 0x100000000ull  /* first BO at 4 GiB: 32-bit truncation bugs fault */
#define EMU_HUGE (2u << 20)          /* x86-64 transparent huge page */
#define EMU_HUGE_MIN (8u << 20)      /* buffers from this size on get them */

/*
 * A big buffer's host memory: an anonymous mapping aligned to 2 MiB and
 * advised MADV_HUGEPAGE, so that touching it takes a fault per 2 MiB, not
 * per 4 KiB page (the kernel's page faults were ~10% of a streaming kernel
 * over two 64 MiB buffers).  The cost: up to 2 MiB of memory more per big
 * buffer (its size rounded up to 2 MiB).  Zeroed, as calloc's.  NULL when
 * mmap fails (the caller falls back to calloc).
 */
static uint8_t *map_big(uint64_t rounded, size_t *mapped)
{
	size_t len = (size_t)((rounded + EMU_HUGE - 1) / EMU_HUGE * EMU_HUGE);
	uint8_t *p = mmap(NULL, len + EMU_HUGE, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
	uintptr_t a;

	if (p == MAP_FAILED)
		return NULL;
	a = ((uintptr_t)p + EMU_HUGE - 1) & ~(uintptr_t)(EMU_HUGE - 1);
	if (a > (uintptr_t)p)
		munmap(p, a - (uintptr_t)p);
	if ((uintptr_t)p + len + EMU_HUGE > a + len)
		munmap((uint8_t *)(a + len), (uintptr_t)p + len + EMU_HUGE - (a + len));
#ifdef MADV_HUGEPAGE
	madvise((void *)a, len, MADV_HUGEPAGE);  /* advice: ignored where THP is off */
#endif
	*mapped = len;
	return (uint8_t *)a;
}

void gsi_emu_mem_free_host(struct emu_map *m)
{
	if (m->mapped)
		munmap(m->host, m->mapped);
	else
		free(m->host);
	m->host = NULL;
	m->mapped = 0;
}

int gsi_emu_mem_map(struct emu *e, uint64_t size, uint64_t *va, uint8_t **host)
{
	uint64_t rounded = (size + EMU_PAGE - 1) / EMU_PAGE * EMU_PAGE;
	struct emu_map *m;

	if (size == 0 || rounded < size || rounded > (1ull << 36))
		return 0;
	if (e->n_maps == e->maps_cap) {
		size_t cap = e->maps_cap ? e->maps_cap * 2 : 16;
		struct emu_map *n = realloc(e->maps, cap * sizeof(*n));

		if (!n)
			return 0;
		e->maps = n;
		e->maps_cap = cap;
	}
	m = &e->maps[e->n_maps];
	memset(m, 0, sizeof(*m));
	if (rounded >= EMU_HUGE_MIN)
		m->host = map_big(rounded, &m->mapped);
	if (!m->host)
		m->host = calloc(1, rounded);
	if (!m->host)
		return 0;
	if (!e->next_va)
		e->next_va = EMU_VA_BASE;
	m->va = e->next_va;
	m->size = size;
	e->next_va += rounded + EMU_PAGE;  /* guard page */
	e->n_maps++;
	e->maps_gen++;
	*va = m->va;
	*host = m->host;
	return 1;
}

void gsi_emu_mem_unmap(struct emu *e, uint64_t va)
{
	for (size_t i = 0; i < e->n_maps; i++) {
		if (e->maps[i].va == va) {
			gsi_emu_code_free(&e->maps[i]);
			gsi_emu_mem_free_host(&e->maps[i]);
			e->maps[i] = e->maps[--e->n_maps];
			e->maps_gen++;
			return;
		}
	}
}

static int inside(const struct emu_map *m, uint64_t va, uint64_t size)
{
	return va >= m->va && va - m->va < m->size && size <= m->size - (va - m->va);
}

/* lanes of one access, and one wave's accesses, hit the same buffer:
 * each thread tries the last mapping it found first (valid while the
 * device's table is the one it found it in) */
static _Thread_local struct {
	const struct emu *e;
	uint64_t gen;
	size_t i;
} last;

const struct emu_map *gsi_emu_mem_find_quiet(struct emu *e, uint64_t va, uint64_t size)
{
	if (last.e == e && last.gen == e->maps_gen && last.i < e->n_maps && inside(&e->maps[last.i], va, size))
		return &e->maps[last.i];
	for (size_t i = 0; i < e->n_maps; i++) {
		const struct emu_map *m = &e->maps[i];

		if (inside(m, va, size)) {
			last.e = e;
			last.gen = e->maps_gen;
			last.i = i;
			return m;
		}
	}
	return NULL;
}

const struct emu_map *gsi_emu_mem_find(struct emu *e, uint64_t va, uint64_t size)
{
	const struct emu_map *m = gsi_emu_mem_find_quiet(e, va, size);

	if (!m && e->on_miss)
		e->on_miss(e->miss_ctx, va, size);
	return m;
}

uint8_t *gsi_emu_mem_ptr(struct emu *e, uint64_t va, uint64_t size)
{
	const struct emu_map *m = gsi_emu_mem_find(e, va, size);

	return m ? m->host + (va - m->va) : NULL;
}
