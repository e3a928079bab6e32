// SPDX-License-Identifier: MIT
/*
 * The emulator tells apart the two ways it refuses an instruction: one of
 * the target's instructions it does not execute yet ("not emulated"), and
 * bytes that are no instruction of the target at all ("illegal
 * instruction") -- llvm-mc-22 decides the latter (it prints the words as
 * invalid for that CPU); either way the message names the wave and PC.
 */
#include "harness.h"
#include "emu_testutil.h"

/* gfx9 kernels must say where their AGPRs start */
#define KD(e) ((e)->gen == 9 ? "\t.amdhsa_accum_offset 32" : NULL)

static void refused(struct emu_env *e, const char *what, const char *body, const char *want)
{
	struct gs_error err = { 0 };
	enum gs_status st = emu_run(e, body, KD(e), 1, e->gen == 9 ? 64 : 32, &err);

	if (st == GS_ERR_SYNTAX)
		return;
	CHECK(st == GS_ERR_UNSUPPORTED, "%s: %s is refused (status %d: %s)", e->tname, what, st, err.msg);
	CHECK(strstr(err.msg, want) != NULL, "%s: %s: message says \"%s\": %s", e->tname, what, want, err.msg);
	CHECK(strstr(err.msg, "wave 0 of workgroup (0,0,0) at PC 0x") != NULL, "%s: %s: message names wave and PC: %s",
	      e->tname, what, err.msg);
}

static void tests(struct emu_env *e)
{
	/* s_wait_loadcnt 0x1 on gfx12 (0xbfc00001): no instruction on gfx11 */
	if (e->gen == 11)
		refused(e, "gfx12's s_wait_loadcnt encoding", "\t.long 0xbfc00001", "illegal instruction");
	/* image_gather4h: every RDNA target has it, the emulator does not */
	if (e->gen == 11)
		refused(e, "image_gather4h",
			"\timage_gather4h v[0:3], v[0:1], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D", "not emulated");
	if (e->gen == 12)
		refused(e, "image_gather4h",
			"\timage_gather4h v[0:3], [v0, v1], s[0:7], s[8:11] dmask:0x1 dim:SQ_RSRC_IMG_2D", "not emulated");
	/* CDNA3: a format buffer load into LDS exists, the emulator does not run it */
	if (e->gen == 9)
		refused(e, "buffer_load_format_x lds", "\tbuffer_load_format_x off, s[0:3], 0 lds", "not emulated");
	/* all ones: a word no target decodes */
	refused(e, "0xffffffff", "\t.long 0xffffffff", "illegal instruction");
	/* and a correct kernel is not refused */
	emu_run_ok(e, "s_nop", "\ts_nop 0", KD(e), 1, e->gen == 9 ? 64 : 32);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1201 gfx942", tests, "test_emu_refuse.s");
}
