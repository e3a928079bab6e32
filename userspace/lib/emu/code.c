// SPDX-License-Identifier: MIT
/*
 * The decode cache (code.h).  A mapping gets its slot array the first time
 * a wave fetches from it; a slot holds the entry decoded at that dword.
 * Entries are published with an atomic compare-and-swap, so waves on other
 * host threads see either nothing (and decode themselves) or a complete
 * entry; an entry replaced because its bytes changed is kept on the
 * mapping's retired list until the mapping goes (another thread may still
 * be running it).
 */
#include <stdlib.h>
#include <string.h>

#include "emu/code.h"
#include "emu/emu.h"
#include "emu/timing.h"

/* The entry still describes the bytes at p for this wave's shape? */
static int matches(const struct emu_uop *u, const uint8_t *p, unsigned int avail, const struct wave *w)
{
	unsigned int n = u->size ? u->size : avail;

	if (u->lanes != w->lanes || u->agpr_base != w->agpr_base)
		return 0;
	for (unsigned int i = 0; i < n / 4; i++) {
		uint32_t x;

		memcpy(&x, p + 4 * i, 4);
		if (x != u->word[i])
			return 0;
	}
	return 1;
}

static struct emu_map *find_map(struct emu *e, uint64_t va)
{
	for (size_t i = 0; i < e->n_maps; i++) {
		struct emu_map *m = &e->maps[i];

		if (va >= m->va && va - m->va < m->size)
			return m;
	}
	return NULL;
}

static struct emu_uop *decode(struct emu *e, const struct wave *w, const uint8_t *p, unsigned int avail)
{
	/* cache-line aligned: the hot fields are the first two lines */
	struct emu_uop *u = aligned_alloc(64, (sizeof(*u) + 63) / 64 * 64);

	if (!u)
		return NULL;
	memset(u, 0, sizeof(*u));
	u->lanes = (uint8_t)w->lanes;
	u->agpr_base = (uint16_t)w->agpr_base;
	u->key = w->lanes | w->agpr_base << 8;
	u->size = (uint8_t)gsi_emu_decode(e, w, p, avail, &u->f);
	memcpy(u->word, p, u->size ? u->size : avail);
	u->mask8 = u->size >= 8 ? ~0ull : u->size == 4 ? 0xffffffffull : 0;
	if (!u->size)
		return u;
	gsi_emu_touched_mask(e, &u->f.in[0], w->lanes, w->agpr_base, u->vmask, u->smask);
	if (u->f.n == 2)
		gsi_emu_touched_mask(e, &u->f.in[1], w->lanes, w->agpr_base, u->vmask, u->smask);
	gsi_emu_fast_prepare(e, u);
	gsi_emu_timing_prepare(e, u);  /* timing.c: the instruction's class, pipe and latency */
	return u;
}

/* A replaced entry: freed with its mapping. */
static void retire(struct emu *e, struct emu_map *m, struct emu_uop *u)
{
	struct emu_code_retired *r = malloc(sizeof(*r));

	if (!r)  /* leak rather than free what another thread may run */
		return;
	r->u = u;
	pthread_mutex_lock(&e->code_lock);
	r->next = m->retired;
	m->retired = r;
	pthread_mutex_unlock(&e->code_lock);
}

enum gs_status gsi_emu_code_fetch(struct emu *e, struct wave *w, const struct emu_uop **out,
				  struct gs_error *err)
{
	struct emu_map *m = w->cmap;
	struct emu_uop **slots, *u, *old;
	uint64_t off;
	unsigned int avail;
	const uint8_t *p;

	if (!m || w->pc - m->va >= m->size) {
		m = find_map(e, w->pc);
		if (!m || m->size - (w->pc - m->va) < 4) {
			return gs_error_set(err, GS_ERR_FAULT,
					    "GPU page fault (emulated): wave %u of workgroup (%u,%u,%u): instruction fetch at PC 0x%llx is not inside any buffer object",
					    w->id, w->wg[0], w->wg[1], w->wg[2], (unsigned long long)w->pc);
		}
		w->cmap = m;
		w->code_slots = NULL;
		w->code_limit = 0;
	}
	off = w->pc - m->va;
	p = m->host + off;
	avail = m->size - off < EMU_CODE_MAX_BYTES ? (unsigned int)(m->size - off) & ~3u : EMU_CODE_MAX_BYTES;
	if (off & 3) {  /* instructions are dwords at dword addresses */
		return gs_error_set(err, GS_ERR_FAULT,
				    "GPU page fault (emulated): wave %u of workgroup (%u,%u,%u): instruction fetch at PC 0x%llx, which is not a multiple of 4 (a branch or s_setpc to a misaligned address)",
				    w->id, w->wg[0], w->wg[1], w->wg[2], (unsigned long long)w->pc);
	}
	slots = __atomic_load_n(&m->code, __ATOMIC_ACQUIRE);
	if (!slots) {
		struct emu_uop **fresh = calloc((m->size + 3) / 4, sizeof(*fresh)), **none = NULL;

		if (!fresh)
			return gs_error_set(err, GS_ERR_NOMEM, "out of memory for the decode cache of %llu bytes of code",
					    (unsigned long long)m->size);
		if (__atomic_compare_exchange_n(&m->code, &none, fresh, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE))
			slots = fresh;
		else {
			free(fresh);
			slots = none;
		}
	}
	/* the fast fetch's view of this mapping (exec.c) */
	w->code_va = m->va;
	w->code_host = m->host;
	w->code_slots = slots;
	w->code_limit = m->size >= 8 ? m->size - 7 : 0;
	w->code_key = w->lanes | w->agpr_base << 8;
	old = __atomic_load_n(&slots[off / 4], __ATOMIC_ACQUIRE);
	if (old && matches(old, p, avail, w)) {
		*out = old;
		return GS_OK;
	}
	u = decode(e, w, p, avail);
	if (!u)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory decoding the instruction at PC 0x%llx",
				    (unsigned long long)w->pc);
	if (__atomic_compare_exchange_n(&slots[off / 4], &old, u, 0, __ATOMIC_ACQ_REL, __ATOMIC_ACQUIRE)) {
		if (old)
			retire(e, m, old);
	} else {
		retire(e, m, u);  /* another thread published first: run ours once, keep theirs */
	}
	*out = u;
	return GS_OK;
}

void gsi_emu_code_free(struct emu_map *m)
{
	if (m->code) {
		for (uint64_t i = 0; i < (m->size + 3) / 4; i++)
			free(m->code[i]);
		free(m->code);
		m->code = NULL;
	}
	while (m->retired) {
		struct emu_code_retired *r = m->retired;

		m->retired = r->next;
		free(r->u);
		free(r);
	}
}
