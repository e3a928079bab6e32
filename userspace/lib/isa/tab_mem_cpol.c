// SPDX-License-Identifier: MIT
/*
 * The cache policy of a memory instruction (FLAT/GLOBAL/SCRATCH,
 * MUBUF/MTBUF/VBUFFER, MIMG/VIMAGE/VSAMPLE), read from its words through the
 * same modifier lists the printer prints (tab_mem_*.c): gfx11 GLC/SLC/DLC,
 * gfx9 SC0/SC1/NT, gfx12 TH/SCOPE.  The decoder records it (gs_decoded.cpol,
 * gs_inst.cpol); the emulator's timing model reads it once per decoded
 * instruction (emu/timing.c).
 */
#include <string.h>

#include "isa/gen_isa_tables.h"
#include "isa/tab_mem.h"

static unsigned int flag_of(const char *name)
{
	static const struct { const char *name; unsigned int bit; } flags[] = {
		{ "glc", GS_CPOL_GLC }, { "slc", GS_CPOL_SLC }, { "dlc", GS_CPOL_DLC },
		{ "sc0", GS_CPOL_SC0 }, { "sc1", GS_CPOL_SC1 }, { "nt", GS_CPOL_NT },
	};

	for (size_t i = 0; i < sizeof(flags) / sizeof(flags[0]); i++)
		if (!strcmp(name, flags[i].name))
			return flags[i].bit;
	return 0;
}

/* Does TH value x print as a name with _NT (gsi_mem_print_mods' choice)? */
static int th_streams(const struct mem_view *v, unsigned int x, unsigned int scope)
{
	const char *const *tab = v->th_kind == 2 ? th_atomic : v->th_kind ? th_store : th_load;

	if (v->th_kind == 2 && x >= 4)
		return (x & 2) != 0;  /* TH_ATOMIC_CASCADE_NT */
	if (x == 3 && scope == 3 && v->th_kind != 2)
		return 0;             /* TH_*_BYPASS */
	return x < 8 && tab[x] && strstr(tab[x], "_NT") != NULL;
}

int gsi_tab_cpol_of(const struct gs_target *t, const struct gsi_tab_dec *d, struct gs_cpol *out)
{
	unsigned int cls = d->row.cls_id;
	int buf = cls == GS_ISA_GEN_MUBUF || cls == GS_ISA_GEN_MTBUF || cls == GS_ISA_GEN_VBUFFER;
	int flat = cls == GS_ISA_GEN_FLAT || cls == GS_ISA_GEN_GLOBAL || cls == GS_ISA_GEN_SCRATCH;
	int img = cls == GS_ISA_GEN_MIMG || cls == GS_ISA_GEN_VIMAGE || cls == GS_ISA_GEN_VSAMPLE;
	struct gsi_tab_ctx c;
	struct mem_mod m[20];
	struct mem_view v;

	memset(out, 0, sizeof(*out));
	if ((!buf && !flat && !img) || !gsi_tab_ctx_init(&c, t))
		return 0;
	if (buf)
		gsi_mem_buf_mods(&c, &d->row, m);
	else if (flat)
		gsi_mem_flat_mods(&c, d->row.cls, m);
	else
		gsi_mem_img_mods(&d->row, m);
	gsi_mem_view(&v, &c, &d->row);
	for (const struct mem_mod *l = m; l->kind != MK_END; l++) {
		uint32_t x = gsi_tab_get(d->w, l->dw, l->lo, l->width);

		if (l->kind == MK_FLAG && x)
			out->flags |= (uint8_t)flag_of(l->name);
		else if (l->kind == MK_SCOPE)
			out->scope = (uint8_t)x;
		else if (l->kind == MK_TH) {
			out->th = (uint8_t)x;
			if (th_streams(&v, x, gsi_tab_get(d->w, l->adw, l->alo, 2)))
				out->flags |= GS_CPOL_TH_NT;
		}
	}
	return 1;
}
