// SPDX-License-Identifier: MIT
/*
 * The emulated GPU virtual address space: buffer objects mapped at
 * page-aligned addresses with an unmapped guard page between them, so an
 * access past a buffer faults like it would on a GPU with a page table.
 */
#include <stdlib.h>
#include <string.h>

#include "emu/code.h"
#include "emu/emu.h"

#define EMU_PAGE 4096u
#define EMU_VA_BASE 0x100000000ull  /* first BO at 4 GiB: 32-bit truncation bugs fault */

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
			free(e->maps[i].host);
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

uint8_t *gsi_emu_mem_ptr(struct emu *e, uint64_t va, uint64_t size)
{
	/* lanes of one access, and one wave's accesses, hit the same buffer:
	 * each thread tries the last mapping it found first (valid while the
	 * device's table is the one it found it in) */
	static _Thread_local struct {
		const struct emu *e;
		uint64_t gen;
		size_t i;
	} last;

	if (last.e == e && last.gen == e->maps_gen && last.i < e->n_maps && inside(&e->maps[last.i], va, size))
		return e->maps[last.i].host + (va - e->maps[last.i].va);
	for (size_t i = 0; i < e->n_maps; i++) {
		const struct emu_map *m = &e->maps[i];

		if (inside(m, va, size)) {
			last.e = e;
			last.gen = e->maps_gen;
			last.i = i;
			return m->host + (va - m->va);
		}
	}
	if (e->on_miss)
		e->on_miss(e->miss_ctx, va, size);
	return NULL;
}
