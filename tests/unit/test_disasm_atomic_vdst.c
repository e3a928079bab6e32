// SPDX-License-Identifier: MIT
/*
 * A non-returning FLAT/GLOBAL atomic with its unused VDST field set:
 * llvm-mc-22 --disassemble ignores the field and prints the instruction
 * (the hardware writes no register), so gfxshim's llvm-disassembler mode
 * (`gfxshim disasm`) must print the same text; the echo mode, whose text
 * re-assembles to the bytes, refuses them (llvm's source would put 0
 * there).  Live against llvm-mc-22 on gfx1100, gfx1201 and gfx942, with a
 * control: another unused bit (bit 7 of gfx11's 7-bit SADDR) that both
 * refuse.
 */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

struct vcase {
	const char *target, *line;
	unsigned int vdst_byte;  /* the byte holding VDST[7:0] */
};

static const struct vcase cases[] = {
	{ "gfx1100", "global_atomic_add_u32 v1, v2, s[4:5]", 7 },
	{ "gfx1100", "global_atomic_cmpswap_b32 v1, v[2:3], s[4:5] offset:16", 7 },
	{ "gfx1100", "flat_atomic_swap_b32 v[1:2], v3", 7 },
	{ "gfx1201", "global_atomic_add_u32 v1, v2, s[4:5]", 4 },
	{ "gfx1201", "global_atomic_max_i32 v[2:3], v1, off offset:-8", 4 },
	{ "gfx942", "global_atomic_add v1, v2, s[4:5]", 7 },
	{ "gfx942", "flat_atomic_or v[2:3], v4", 7 },
};

int main(void)
{
	if (!lo_setup())
		return 0;
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++) {
		const struct vcase *k = &cases[i];
		const struct gs_target *t = gs_target_find(k->target);
		int w64 = t && t->gen == GS_GEN_GFX9;
		char ours[512], theirs[512], echo[512], diag[256];
		unsigned int isz = 0;
		struct gs_error err;
		struct enc e;

		if (!CHECK(t && lo_asm(t, w64, k->line, &e, diag, sizeof(diag)), "%s: assembles '%s'", k->target,
			   k->line))
			continue;
		CHECK(e.b[k->vdst_byte] == 0, "%s: '%s' has VDST 0 as llvm encodes it", k->target, k->line);
		e.b[k->vdst_byte] = 0x2a;
		lo_llvm_disasm(k->target, w64, &e, theirs, sizeof(theirs));
		lo_squash(theirs);
		CHECK(theirs[0] && theirs[0] != '[', "%s: llvm-mc-22 prints '%s' with VDST 0x2a", k->target, k->line);
		CHECK(lo_disasm(t, w64, &e, ours, sizeof(ours)) == e.n && !strcmp(ours, theirs),
		      "%s: gfxshim disasm prints llvm's '%s' (ours '%s')", k->target, theirs, ours);
		CHECK(gs_disasm_one_wave(t, w64 ? GS_DISASM_WAVE64 : 0, e.b, e.n, 0, echo, sizeof(echo), &isz,
					 &err) != GS_OK || !isz,
		      "%s: the echo mode refuses '%s' with VDST set", k->target, k->line);
	}
	{
		/* control: gfx11 GLOBAL SADDR bit 7 (bit 23 of dword 1) is no field */
		const struct gs_target *t = gs_target_find("gfx1100");
		char ours[512], theirs[512];
		struct enc e;

		if (CHECK(t && lo_asm(t, 0, "global_atomic_add_u32 v1, v2, s[4:5]", &e, NULL, 0), "control assembles")) {
			e.b[6] |= 0x80;
			lo_llvm_disasm("gfx1100", 0, &e, theirs, sizeof(theirs));
			CHECK(!theirs[0] || theirs[0] == '[' || strstr(theirs, "invalid"),
			      "llvm-mc-22 refuses a set SADDR bit 7 ('%s')", theirs);
			CHECK(!lo_disasm(t, 0, &e, ours, sizeof(ours)), "gfxshim refuses it too ('%s')", ours);
		}
	}
	lo_cleanup();
	return t_done();
}
