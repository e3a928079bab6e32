// SPDX-License-Identifier: MIT
/*
 * libFuzzer target for the assembler: the input's first byte picks the
 * target (bits 0, 3, 4: gfx1100, gfx1201, gfx942, gfx1250, gfx1150, gfx950;
 * seeds written for bit 0 alone keep their gfx1100/gfx1201 meaning), the
 * lane-mask width (bit 1: wave64)
 * and whether the target is forced or only a default that .amdgcn_target
 * may override (bit 2); the rest is source text, not NUL-terminated.
 * gs_assemble must never crash, read out of bounds, hit undefined behaviour
 * or leak, and whatever it produces must be consistent: a program on
 * success, diagnostics whenever a program comes back, machine code that
 * the disassembler can walk, and every instruction decoding back to text
 * that assembles to the same bytes (the re-decode check of issue 25: an
 * encoding the decoder reads as another instruction is a finding).  Built by tests/fuzz/run-fuzz.sh; the corpus
 * (tests/fuzz/corpus/asm, crash inputs kept there) is replayed by
 * test_fuzz_regress.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

/* Each instruction's disassembly, assembled again, gives its bytes back
 * (branches and relocated literals excepted: their text names a label). */
static void redecode(const struct gs_program *p, int wave64)
{
	for (size_t i = 0; i < p->n_lines; i++) {
		size_t off = p->lines[i].offset;
		size_t n = (i + 1 < p->n_lines ? p->lines[i + 1].offset : p->text_size) - off;
		struct gs_asm_options o = { .filename = "redecode.s", .target = p->target, .wave64 = wave64 };
		struct gs_program *q = NULL;
		char buf[GS_DISASM_TEXT_MAX + 8];
		unsigned int isize = 0;

		if (gs_disasm_one_wave(p->target, wave64 ? GS_DISASM_WAVE64 : 0, p->text + off, n, off, buf,
				       sizeof(buf) - 8, &isize, NULL) != GS_OK || isize > n)
			abort();  /* the assembler's own check lets none of these through */
		n = isize;  /* data (.long, .byte) may follow the instruction */
		if (!strncmp(buf, "s_branch", 8) || !strncmp(buf, "s_cbranch", 9) || !strncmp(buf, "s_call", 6) ||
		    strstr(buf, "@") || strchr(buf, '"'))
			continue;
		strcat(buf, "\n");
		if (gs_assemble(buf, strlen(buf), &o, &q, NULL) == GS_OK &&
		    (q->text_size != n || memcmp(q->text, p->text + off, n))) {
			/* other bytes for the text: only a finding when they read
			 * back differently (llvm-mc-22 too prints ds_swizzle's
			 * offset:0xffff as swizzle(FFT,31), which encodes 0xe01f) */
			char again[GS_DISASM_TEXT_MAX];
			unsigned int isz2 = 0;

			if (gs_disasm_one_wave(p->target, wave64 ? GS_DISASM_WAVE64 : 0, q->text, q->text_size, off,
					       again, sizeof(again), &isz2, NULL) != GS_OK ||
			    isz2 != q->text_size || strncmp(again, buf, strlen(again)) || buf[strlen(again)] != '\n')
				abort();  /* decodes to an instruction that encodes otherwise */
		}
		gs_program_free(q);
	}
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	const struct gs_target *t;
	struct gs_asm_options opt = { .filename = "fuzz.s" };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	enum gs_status st;
	char *src;

	if (size < 1)
		return 0;
	static const char *const names[] = { "gfx1100", "gfx1201", "gfx942", "gfx1250",
					     "gfx1150", "gfx950", "gfx1100", "gfx1201" };
	t = gs_target_find(names[(data[0] & 1) | ((data[0] >> 2) & 6)]);
	if (!t)
		abort();
	if (data[0] & 4)
		opt.default_target = t;
	else
		opt.target = t;
	opt.wave64 = !!(data[0] & 2);
	/* an exact-size copy so ASan sees any read past the end */
	src = malloc(size - 1 ? size - 1 : 1);
	if (!src)
		return 0;
	memcpy(src, data + 1, size - 1);
	st = gs_assemble(src, size - 1, &opt, &p, &err);
	if (st == GS_OK && !p)
		abort(); /* success must give a program */
	if (p) {
		if (!p->diagnostics || !p->target)
			abort();
		if (st == GS_OK && p->n_errors)
			abort(); /* errors reported but success returned */
		for (size_t pos = 0; pos < p->text_size;) {
			char buf[GS_DISASM_TEXT_MAX];
			unsigned int isize = 0;

			gs_disasm_one_wave(p->target, opt.wave64 ? GS_DISASM_WAVE64 : 0, p->text + pos,
					   p->text_size - pos, pos, buf, sizeof(buf), &isize, NULL);
			if (!isize || isize % 4)
				abort();
			pos += isize;
		}
		if (st == GS_OK)
			redecode(p, opt.wave64);
	} else if (st == GS_OK) {
		abort();
	}
	gs_program_free(p);
	free(src);
	return 0;
}
