// SPDX-License-Identifier: MIT
/*
 * libFuzzer target for the disassembler.  The input is machine code; it is
 * walked instruction by instruction with gs_disasm_one_wave for gfx1100,
 * gfx1150, gfx1201, gfx942, gfx950 and gfx1250, each with every flag set (wave32/wave64, as llvm-mc's assembler
 * echoes source or as its disassembler prints).  Besides never crashing:
 *
 *  - the size is 4..avail and a multiple of 4, the text fits the buffer;
 *  - a short buffer is truncated, never overrun;
 *  - round trip: the text of every instruction that decodes re-assembles
 *    (gs_assemble, same target and wave size) to the same bytes.
 *
 * Documented exceptions to the byte-for-byte round trip: the
 * GS_DISASM_LLVM_DISASSEMBLER spelling is llvm-mc's disassembler output
 * (gfx11 true16 halves v0.l, unsigned branch offsets, "null" for a zero
 * SMEM offset), which llvm-mc's own assembler mode, and so gs_assemble,
 * does not take back; and re-assembled bytes that differ only in bits the
 * instruction ignores pass when they print the same text.
 *
 * Round-trip mismatches are findings about invalid encodings the decoder
 * accepts (reserved source values, misaligned or out-of-range register
 * tuples, modifiers an opcode lacks...), not memory errors: each distinct
 * (target, mnemonic, kind) is printed once and the run goes on, unless
 * GS_FUZZ_ROUNDTRIP=abort makes the first one fatal.  Bad sizes, buffer
 * overruns and sanitizer reports always abort.
 *
 * Built by tests/fuzz/run-fuzz.sh; the corpus (tests/fuzz/corpus/disasm,
 * crash inputs kept there) is replayed by test_fuzz_regress.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/target.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

static void dump(const char *what, const struct gs_target *t, unsigned int flags, const uint8_t *b,
		 size_t n, const char *text, const char *extra)
{
	fprintf(stderr, "%s: %s flags %u: text '%s'%s%s\n  bytes:", what, t->name, flags, text,
		extra ? ": " : "", extra ? extra : "");
	for (size_t i = 0; i < n; i++)
		fprintf(stderr, " %02x", b[i]);
	fprintf(stderr, "\n");
}

/* Report a round-trip mismatch: once per target, mnemonic and kind. */
static void roundtrip_finding(const struct gs_target *t, unsigned int flags, const uint8_t *b,
			      unsigned int n, const char *text, const char *why)
{
	static char seen[4096][48];
	static unsigned int nseen;
	const char *abort_env = getenv("GS_FUZZ_ROUNDTRIP");
	char key[48];
	size_t m = strcspn(text, " ");

	snprintf(key, sizeof(key), "%c%c%.*s", t->name[4], why[0], (int)(m < 40 ? m : 40), text);
	for (unsigned int i = 0; i < nseen; i++)
		if (strcmp(seen[i], key) == 0)
			return;
	if (nseen < 4096)
		strcpy(seen[nseen++], key);
	dump("round trip", t, flags, b, n, text, why);
	if (abort_env && strcmp(abort_env, "abort") == 0)
		abort();
}

/* Is this text one llvm-mc-22 --disassemble prints for these bytes but its
 * own assembler rejects?  Documented in Documentation/conformance.rst
 * ("Known differences", llvm's own non-round-trips); the rules:
 *  - a VGPR/AGPR tuple running past v255/a255 (ds_load_b64 v[255:256]);
 *  - gfx9's null operand (printed, not accepted by the gfx9 assembler);
 *  - a 16-bit operand's literal printed with all 32 bits: the constant K
 *    of v_fmamk_f16, v_madak_f16, ..., and lit(0x10000) where the low
 *    half is an inline value (SOP2 *_f16);
 *  - a WMMA/SWMMAC literal operand (llvm's parser takes none);
 *  - gfx11/gfx12 src_vccz, src_execz, src_pops_exiting_wave_id ("register
 *    not available on this GPU" to llvm's assembler);
 *  - ds_swizzle_b32's swizzle(BITMASK_PERM,...) (llvm assembles the
 *    pattern into other, equivalent masks);
 *  - a 64-bit float operand's literal 0x1..0x40 (the high half; llvm
 *    assembles the number as an inline integer). */
static int llvm_nonrt_text(const struct gs_target *t, const char *text, const char *msg)
{
	const char *p;
	size_t m = strcspn(text, " ");

	for (p = text; (p = strpbrk(p, "va")) != NULL; p++) {
		unsigned int a, b;

		if ((p == text || strchr(" ,-|(", p[-1])) && sscanf(p + 1, "[%u:%u]", &a, &b) == 2 &&
		    b > 255)
			return 1;
	}
	if (t->gen == GS_GEN_GFX9)
		for (p = strstr(text, "null"); p; p = strstr(p + 1, "null"))
			if (strchr(" ,", p[-1]) && strchr(", ", p[4] ? p[4] : ' '))
				return 1;
	if (strstr(msg, "expected a 16-bit value") &&
	    ((m > 6 && !strncmp(text + m - 5, "k_f16", 5)) ||
	     ((p = strstr(text, "lit(0x")) && strtoul(p + 4, NULL, 16) > 0xffff)))
		return 1;
	if (t->gen != GS_GEN_GFX9 && (strstr(text, "src_vccz") || strstr(text, "src_execz") ||
				      strstr(text, "src_pops_exiting_wave_id")))
		return 1;
	if ((!strncmp(text, "v_wmma_", 7) || !strncmp(text, "v_swmmac_", 9)) && strstr(text, " 0x"))
		return 1;
	if (!strncmp(text, "ds_swizzle_b32 ", 15) && strstr(text, "swizzle(BITMASK_PERM,"))
		return 1;
	if (strstr(text, "_f64") && strstr(text, "_f64") < text + m)
		for (p = strstr(text, "0x"); p; p = strstr(p + 1, "0x")) {
			unsigned long v = strtoul(p, NULL, 16);

			if (strchr(" (", p[-1]) && v >= 1 && v <= 64)
				return 1;
		}
	return 0;
}

/* Two texts of one instruction, up to spellings both assemblers take: a
 * gfx11 true16 low half "v1.l" is "v1" (the table-driven layer prints the
 * halves, the hand-shaped one plain VGPRs); on gfx1250 a 64-bit operand's
 * literal, which llvm prints bare and assembles as lit64(...). */
static int same_text(const struct gs_target *t, const char *a, const char *b)
{
	char na[GS_DISASM_TEXT_MAX], nb[GS_DISASM_TEXT_MAX];
	const char *in[2] = { a, b };
	char *out[2] = { na, nb };

	for (int k = 0; k < 2; k++) {
		size_t j = 0;

		for (const char *p = in[k]; *p && j + 1 < sizeof(na); p++) {
			if (p[0] == '.' && p[1] == 'l' && (p[2] == 0 || strchr(" ,|", p[2])) && p > in[k] &&
			    p[-1] >= '0' && p[-1] <= '9') {
				p++;
				continue;
			}
			if (!strcmp(t->name, "gfx1250") && !strncmp(p, "lit64(", 6)) {
				const char *e = strchr(p, ')');

				if (e) {
					size_t n = (size_t)(e - p - 6);

					if (j + n + 1 < sizeof(na)) {
						memcpy(out[k] + j, p + 6, n);
						j += n;
					}
					p = e;
					continue;
				}
			}
			out[k][j++] = *p;
		}
		out[k][j] = 0;
	}
	return strcmp(na, nb) == 0;
}

/* Re-assemble text; NULL when it gives the same bytes (or, for the
 * documented exceptions, the same text), else what differs. */
static const char *fuzz_disasm_roundtrip(const struct gs_target *t, unsigned int flags,
					 const uint8_t *b, unsigned int n, const char *text)
{
	static char why[512];
	struct gs_asm_options opt = { .target = t, .filename = "rt.s",
				      .wave64 = !!(flags & GS_DISASM_WAVE64) };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	char src[GS_DISASM_TEXT_MAX + 8], again[GS_DISASM_TEXT_MAX];
	unsigned int isize = 0;
	const char *res = NULL;

	snprintf(src, sizeof(src), "%s\n", text);
	if (gs_assemble(src, strlen(src), &opt, &p, &err) != GS_OK) {
		gs_program_free(p);
		if (llvm_nonrt_text(t, text, err.msg))
			return NULL;
		p = NULL;
		snprintf(why, sizeof(why), "does not re-assemble: %s", err.msg);
		gs_program_free(p);
		return why;
	}
	if ((p->text_size == n && memcmp(p->text, b, n) == 0) || llvm_nonrt_text(t, text, ""))
		goto out;
	/* Other bytes: fine if they are the same instruction, i.e. print the
	 * same (bits the instruction ignores). */
	if (gs_disasm_one_wave(t, flags, p->text, p->text_size, 0, again, sizeof(again), &isize,
			       NULL) != GS_OK || isize != p->text_size || !same_text(t, again, text)) {
		int k = snprintf(why, sizeof(why), "re-assembles to");

		for (size_t i = 0; i < p->text_size && k < 400; i++)
			k += snprintf(why + k, sizeof(why) - k, " %02x", p->text[i]);
		snprintf(why + k, sizeof(why) - k, " = '%s'", again);
		res = why;
	}
out:
	gs_program_free(p);
	return res;
}

/* GS_FUZZ_TARGETS="gfx1100 gfx942" limits a run to those targets. */
static int target_wanted(const char *name)
{
	const char *l = getenv("GS_FUZZ_TARGETS");
	size_t n = strlen(name);

	if (!l || !*l)
		return 1;
	for (const char *p = strstr(l, name); p; p = strstr(p + 1, name))
		if ((p == l || p[-1] == ' ' || p[-1] == ',') && (p[n] == 0 || p[n] == ' ' || p[n] == ','))
			return 1;
	return 0;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
	static const char *const names[] = { "gfx1100", "gfx1150", "gfx1201", "gfx942", "gfx950", "gfx1250" };
	uint8_t *code;

	if (size < 1)
		return 0;
	code = malloc(size); /* exact size so ASan sees reads past the end */
	if (!code)
		return 0;
	memcpy(code, data, size);
	for (unsigned int ti = 0; ti < sizeof(names) / sizeof(names[0]); ti++) {
		const struct gs_target *t = gs_target_find(names[ti]);

		if (!t)
			abort();
		if (!target_wanted(names[ti]))
			continue;
		for (unsigned int flags = 0; flags < 4; flags++) {
			for (size_t pos = 0; pos < size;) {
				char text[GS_DISASM_TEXT_MAX], *small;
				unsigned int isize = 0, isize2 = 0;
				size_t sn = 1 + (code[pos] & 15);
				struct gs_error err = { 0 };
				enum gs_status st;
				const char *why;

				st = gs_disasm_one_wave(t, flags, code + pos, size - pos, pos, text,
							sizeof(text), &isize, &err);
				if (isize < 4 || isize % 4 || (st == GS_OK && isize > size - pos) ||
				    !memchr(text, 0, sizeof(text)) || strlen(text) >= sizeof(text) - 1) {
					dump("bad size or text", t, flags, code + pos, size - pos < 16 ? size - pos : 16, text, NULL);
					abort();
				}
				small = malloc(sn);
				if (small) {
					gs_disasm_one_wave(t, flags, code + pos, size - pos, pos, small, sn,
							   &isize2, NULL);
					if (isize2 != isize || !memchr(small, 0, sn) ||
					    strncmp(small, text, sn - 1) != 0) {
						dump("truncated text differs", t, flags, code + pos, isize, text, small);
						abort();
					}
					free(small);
				}
				if (st == GS_OK && !(flags & GS_DISASM_LLVM_DISASSEMBLER) &&
				    (why = fuzz_disasm_roundtrip(t, flags, code + pos, isize, text)))
					roundtrip_finding(t, flags, code + pos, isize, text, why);
				pos += isize;
			}
		}
	}
	free(code);
	return 0;
}
