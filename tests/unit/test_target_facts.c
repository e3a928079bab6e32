// SPDX-License-Identifier: MIT
/*
 * The named target facts (gfxshim/target.h) say what the generation checks
 * they replace said, for every target: the PM4 forms, scratch unit, grid
 * limit, WGPs, counter catalogue, code object feature bits and the
 * s_waitcnt layout (checked by encoding against LLVM's values).
 */
#include <stdio.h>
#include <string.h>

#include "gfxshim/builder.h"
#include "gfxshim/target.h"
#include "harness.h"

#define HAS(t, f) (((t)->features & (f)) != 0)

int main(void)
{
	const struct gs_target *t;
	uint16_t w;

	for (unsigned int i = 0; (t = gs_target_at(i)); i++) {
		int g9 = t->gen == GS_GEN_GFX9, g11 = t->gen == GS_GEN_GFX11, g12 = t->gen == GS_GEN_GFX12;

		CHECK(HAS(t, GS_FEAT_PM4) == (g9 || g11 || g12) && HAS(t, GS_FEAT_PM4_GCR) == !g9 &&
		      HAS(t, GS_FEAT_RELEASE_GLM) == g11 && HAS(t, GS_FEAT_MULTI_XCC) == g9,
		      "%s: PM4 forms (built %d, GCR %d, GLM %d, XCCs %d)", t->name, HAS(t, GS_FEAT_PM4),
		      HAS(t, GS_FEAT_PM4_GCR), HAS(t, GS_FEAT_RELEASE_GLM), HAS(t, GS_FEAT_MULTI_XCC));
		CHECK(t->scratch_unit == (g9 ? 1024u : 256u) && t->max_grid_yz == (g12 ? 65536u : 0u) &&
		      t->cu_per_wgp == (g9 ? 0 : 2),
		      "%s: scratch unit %u, grid y/z limit %u, %u CUs per WGP", t->name, t->scratch_unit,
		      t->max_grid_yz, t->cu_per_wgp);
		CHECK(HAS(t, GS_FEAT_SQ_CTRL2) == !g9 && HAS(t, GS_FEAT_SQ_SEL_MASKS) == g9 &&
		      HAS(t, GS_FEAT_XNACK_SRAMECC) == (g9 || t->gen == GS_GEN_GFX125) &&
		      HAS(t, GS_FEAT_EMU_ONLY) == g9 && HAS(t, GS_FEAT_VSCNT) == !g9,
		      "%s: counter, code object and emulator facts", t->name);
		CHECK((g9 || g11 || g12) ? t->perf_catalogue && strcmp(t->perf_catalogue, g11 ? "gfx11" : g12 ? "gfx12" :
									     t->name) == 0 : !t->perf_catalogue,
		      "%s: counter catalogue %s", t->name, t->perf_catalogue ? t->perf_catalogue : "none");
		CHECK(!t->waitcnt_lgkm_bits == HAS(t, GS_FEAT_SPLIT_WAITCNT),
		      "%s: a shared s_waitcnt exactly where the counters are not split", t->name);
	}
	/* s_waitcnt vmcnt(0x2a) expcnt(5) lgkmcnt(9): llvm-mc-22 encodes it
	 * 0x895a for gfx942 and 0xa895 for gfx1100 */
	CHECK(gs_waitcnt_value(gs_target_find("gfx942"), 0x2a, 5, 9, &w, NULL) == GS_OK && w == 0x895a,
	      "gfx942: s_waitcnt layout (0x%04x)", w);
	CHECK(gs_waitcnt_value(gs_target_find("gfx1100"), 0x2a, 5, 9, &w, NULL) == GS_OK && w == 0xa895,
	      "gfx1100: s_waitcnt layout (0x%04x)", w);
	(void)t_fmt;
	printf("1..%d\n", t_count);
	return t_failed != 0;
}
