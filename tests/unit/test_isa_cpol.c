// SPDX-License-Identifier: MIT
/*
 * The cache policy the decoder records for a memory instruction
 * (gsi_decode_inst: gs_decoded.cpol, gs_inst.cpol), which the emulator's timing model reads:
 * the bits of known encodings on gfx11 (GLC/SLC/DLC), gfx12 (TH/SCOPE) and
 * gfx942 (SC0/SC1/NT), and for each of them the same verdict the timing
 * model used to take from the instruction's disassembly text (" glc",
 * "scope:SCOPE_SYS", "_NT", " sc0" ...).
 */
#include <stdio.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "harness.h"
#include "llvm_oracle.h"
#include "isa/inst.h"
#include "isa/tab_print.h"

struct ccase {
	const char *target;
	const char *line;
	unsigned int flags, th, scope;
};

static const struct ccase cases[] = {
	{ "gfx1100", "global_load_b32 v1, v0, s[0:1] glc slc dlc", GS_CPOL_GLC | GS_CPOL_SLC | GS_CPOL_DLC, 0, 0 },
	{ "gfx1100", "global_store_b32 v0, v1, s[0:1] slc", GS_CPOL_SLC, 0, 0 },
	{ "gfx1100", "flat_load_b32 v1, v[2:3] offset:4095 glc", GS_CPOL_GLC, 0, 0 },
	{ "gfx1100", "scratch_load_b32 v1, v2, off dlc", GS_CPOL_DLC, 0, 0 },
	{ "gfx1100", "buffer_load_b32 v1, off, s[4:7], 0 glc slc", GS_CPOL_GLC | GS_CPOL_SLC, 0, 0 },
	{ "gfx1100", "buffer_gl0_inv", 0, 0, 0 },
	{ "gfx1100", "image_load v[0:3], v0, s[0:7] dmask:0xf dim:SQ_RSRC_IMG_1D glc dlc", GS_CPOL_GLC | GS_CPOL_DLC, 0, 0 },
	{ "gfx1201", "global_load_b32 v1, v0, s[0:1] th:TH_LOAD_NT scope:SCOPE_SYS", GS_CPOL_TH_NT, 1, 3 },
	{ "gfx1201", "global_load_b32 v1, v0, s[0:1] th:TH_LOAD_HT scope:SCOPE_SE", 0, 2, 1 },
	{ "gfx1201", "global_store_b32 v0, v1, s[0:1] th:TH_STORE_NT_WB scope:SCOPE_DEV", GS_CPOL_TH_NT, 7, 2 },
	{ "gfx1201", "global_load_b32 v1, v0, s[0:1] th:TH_LOAD_BYPASS scope:SCOPE_SYS", 0, 3, 3 },
	{ "gfx1201", "global_atomic_add_u32 v0, v1, s[0:1] th:TH_ATOMIC_NT", GS_CPOL_TH_NT, 2, 0 },
	{ "gfx1201", "global_inv scope:SCOPE_SYS", 0, 0, 3 },
	{ "gfx1201", "buffer_load_b32 v1, off, s[4:7], null th:TH_LOAD_LU scope:SCOPE_DEV", 0, 3, 2 },
	{ "gfx942", "global_load_dword v1, v[2:3], off sc0 sc1 nt", GS_CPOL_SC0 | GS_CPOL_SC1 | GS_CPOL_NT, 0, 0 },
	{ "gfx942", "global_store_dword v[2:3], v1, off sc1", GS_CPOL_SC1, 0, 0 },
	{ "gfx942", "buffer_load_dword v1, v2, s[4:7], s1 offen offset:4095 sc0 nt sc1",
	  GS_CPOL_SC0 | GS_CPOL_SC1 | GS_CPOL_NT, 0, 0 },
	{ "gfx942", "buffer_wbl2 sc0 sc1", GS_CPOL_SC0 | GS_CPOL_SC1, 0, 0 },
	{ "gfx942", "buffer_inv sc1", GS_CPOL_SC1, 0, 0 },
};

/* The bits the timing model read from the text before (emu/timing.c). */
static void from_text(enum gs_gen gen, const char *text, struct gs_cpol *c)
{
	memset(c, 0, sizeof(*c));
	if (gen == GS_GEN_GFX11) {
		c->flags |= strstr(text, " glc") ? GS_CPOL_GLC : 0;
		c->flags |= strstr(text, " slc") ? GS_CPOL_SLC : 0;
		c->flags |= strstr(text, " dlc") ? GS_CPOL_DLC : 0;
	} else if (gen == GS_GEN_GFX12) {
		c->scope = strstr(text, "scope:SCOPE_SYS") ? 3 : strstr(text, "scope:SCOPE_DEV") ? 2
			   : strstr(text, "scope:SCOPE_SE") ? 1 : 0;
		c->flags |= strstr(text, "_NT") ? GS_CPOL_TH_NT : 0;
	} else {
		c->flags |= strstr(text, " sc0") ? GS_CPOL_SC0 : 0;
		c->flags |= strstr(text, " sc1") ? GS_CPOL_SC1 : 0;
		c->flags |= strstr(text, " nt") ? GS_CPOL_NT : 0;
	}
}

int main(void)
{
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct ccase *k = &cases[i];
		const struct gs_target *t = gs_target_find(k->target);
		struct gs_cpol c, txt;
		struct gs_decoded d;
		struct enc e;
		char diag[256], text[GS_DISASM_TEXT_MAX];
		int got;

		if (!t || !lo_asm(t, 0, k->line, &e, diag, sizeof(diag))) {
			CHECK(0, "%s: assembles '%s' (%s)", k->target, k->line, t ? diag : "no target");
			continue;
		}
		/* a row the decoder fills no instruction for (gfx11 flat_*, the
		 * cache operations) still has its policy: the emulator runs it
		 * as another (emu/fetch.c) */
		got = gsi_decode_inst(t, e.b, e.n, t->gen == GS_GEN_GFX9, &d) != 0;
		c = d.cpol;
		CHECK(!got || !memcmp(&d.in[0].cpol, &c, sizeof(c)), "%s: the decoded instruction of '%s' carries it",
		      k->target, k->line);
		got = d.row < GS_ISA_NROWS;
		CHECK(got && c.flags == k->flags && c.th == k->th && c.scope == k->scope,
		      "%s: cache policy of '%s' (flags 0x%x th %u scope %u)", k->target, k->line, c.flags, c.th, c.scope);
		if (!gsi_tab_disasm(t, 0, e.b, e.n, 0, text, sizeof(text))) {
			CHECK(0, "%s: '%s' prints", k->target, k->line);
			continue;
		}
		from_text(t->gen, text, &txt);
		CHECK(txt.flags == c.flags && txt.scope == c.scope,
		      "%s: same verdict as the text '%s'", k->target, text);
	}
	{
		const struct gs_target *t = gs_target_find("gfx1201");
		struct gs_decoded d;
		struct enc e;

		CHECK(t && lo_asm(t, 0, "v_add_f32 v0, v1, v2", &e, NULL, 0) && gsi_decode_inst(t, e.b, e.n, 0, &d) &&
		      !d.cpol.flags && !d.cpol.th && !d.cpol.scope && !d.in[0].cpol.flags,
		      "a VALU instruction has no cache policy (zeroed)");
	}
	return t_done();
}
