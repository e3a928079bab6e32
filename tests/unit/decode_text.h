/* SPDX-License-Identifier: MIT */
/* The decoder's form of bytes and the printer's text of them, for tests that
 * compare both with llvm-mc-22 (isa/decode.c, isa/tab_print.h). */
#ifndef GS_TEST_DECODE_TEXT_H
#define GS_TEST_DECODE_TEXT_H

#include "isa/inst.h"
#include "isa/tab_print.h"

/* 1 when the decoder fills one instruction of exactly n bytes (*in) and the
 * printer prints them (ours); ours stays empty otherwise. */
static inline int decode_text(const struct gs_target *t, unsigned int flags, const uint8_t *b, unsigned int n,
			      struct gs_inst *in, char *ours, size_t size)
{
	struct gs_decoded d;

	ours[0] = 0;
	if (gsi_decode_inst(t, b, n, 0, &d) != n || d.n != 1)
		return 0;
	*in = d.in[0];
	return gsi_tab_disasm(t, flags, b, n, 0, ours, size) == n;
}

#endif /* GS_TEST_DECODE_TEXT_H */
