/* SPDX-License-Identifier: MIT */
/*
 * One instruction against a C model, lane by lane, for the emulator unit
 * tests: emu_case() runs inst inside EMU_CASE_KERNEL (emu_testutil.h) on 32
 * lanes of the inputs the test already wrote to emu_in() (in + 0/512/1024,
 * 8 bytes a lane), then asks the test's lane_ok() for each lane and makes
 * it one check that names the first wrong lane.  Each test keeps only its
 * cases, its input fill and its model.  Include after emu_testutil.h.
 */
#ifndef GS_EMU_CASE_H
#define GS_EMU_CASE_H

#define EMU_CASE_LANES 32

/* 1 when lane l's out words (out[2 * l], out[2 * l + 1]) are right; *want
 * gets the expected out[2 * l] for the message. */
typedef int (*emu_lane_fn)(void *ctx, const uint32_t *in, const uint32_t *out, unsigned int l, uint32_t *want);

/* inst's text on one line ("a\n\tb" -> "a; \tb"), for messages */
static inline void emu_case_name(const char *inst, char *what, size_t size)
{
	snprintf(what, size, "%s", inst);
	for (char *q = what; (q = strchr(q, '\n')) != NULL;)
		memcpy(q, "; ", 2);
}

/* Run inst (what names it in messages; NULL: inst on one line) and check
 * every lane with lane_ok; 1 when the kernel ran (the lanes checked). */
static inline int emu_case(struct emu_env *e, const char *inst, const char *what, emu_lane_fn lane_ok, void *ctx)
{
	static char body[4096];
	char name[320];
	uint32_t *in = emu_in(e), *out = emu_out(e), g1 = 0, w1 = 0;
	unsigned int bad = 0, first = 0;

	if (!what) {
		emu_case_name(inst, name, sizeof(name));
		what = name;
	}
	memset(out, 0, 512);  /* the 64 lanes' v[8:9] the inputs have room for */
	snprintf(body, sizeof(body), EMU_CASE_KERNEL, inst);
	if (!emu_run_ok(e, what, body, NULL, 1, EMU_CASE_LANES))
		return 0;
	for (unsigned int l = 0; l < EMU_CASE_LANES; l++) {
		uint32_t want = 0;

		if (!lane_ok(ctx, in, out, l, &want) && !bad++) {
			first = l;
			g1 = out[2 * l];
			w1 = want;
		}
	}
	CHECK(!bad, "%s: '%s' on %u lanes as computed in C (%u wrong; lane %u got 0x%08x want 0x%08x)", e->tname,
	      what, EMU_CASE_LANES, bad, first, g1, w1);
	return 1;
}

#endif /* GS_EMU_CASE_H */
