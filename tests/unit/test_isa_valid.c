// SPDX-License-Identifier: MIT
/*
 * gsi_tab_valid (llvm-mc-22's verdict on bytes, no text) and the decoder's
 * gsi_tab_valid_dec (the same on the row gsi_tab_decode found) against
 * gsi_tab_disasm's size, on every target the tables cover, in wave32 and
 * wave64 and as llvm-mc --disassemble prints: 0 differences allowed.
 * The cases:
 *  - every line of the .s files in tests/asm and tests/asm/mc-classes the target
 *    assembles, and every tests/fuzz/corpus/disasm input, as they are and
 *    with each bit of their first 8 bytes flipped (valid encodings and
 *    their neighbours: refused bits, other rows, other modifiers);
 *  - random bytes (uniform, and with the first dword's top byte taken from
 *    a valid encoding, so that every class is reached), each found valid
 *    then mutated a few bits more;
 *  - every length cut (4..16 bytes available) of the valid ones.
 * GS_ISA_VALID_CASES=N sets the random cases per target (default 2000).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"
#include "isa/tab_fmt.h"
#include "isa/tab_print.h"

static unsigned long long cases, diffs, valid;
static char first[600];

static uint64_t rng = 0x9e3779b97f4a7c15ull;

static uint32_t rnd(void)
{
	rng ^= rng << 13;
	rng ^= rng >> 7;
	rng ^= rng << 17;
	return (uint32_t)(rng >> 16);
}

static const unsigned int flag_sets[] = { 0, GS_DISASM_WAVE64, GS_DISASM_LLVM_DISASSEMBLER,
					  GS_DISASM_WAVE64 | GS_DISASM_LLVM_DISASSEMBLER };

/* One comparison; the size (0: refused). */
static unsigned int one(const struct gs_target *t, unsigned int flags, const uint8_t *b, size_t n)
{
	char text[GS_DISASM_TEXT_MAX];
	unsigned int d = gsi_tab_disasm(t, flags, b, n, 0, text, sizeof(text));
	unsigned int v = gsi_tab_valid(t, flags, b, n);
	struct gsi_tab_dec dec;

	/* the decoder's verdict on bytes it identified (isa/decode.c) */
	if (v == d && gsi_tab_decode(t, b, n, &dec))
		v = gsi_tab_valid_dec(t, flags, &dec);
	cases++;
	if (d)
		valid++;
	if (d != v && !diffs++) {
		int k = snprintf(first, sizeof(first), "%s flags %u avail %zu: disasm %u ('%s'), valid %u; bytes", t->name,
				 flags, n, d, text, v);
		for (size_t i = 0; i < n && k < (int)sizeof(first) - 6; i++)
			k += snprintf(first + k, sizeof(first) - (size_t)k, " %02x", b[i]);
	}
	return d;
}

/* b (16 bytes) under every flag set; when valid, also every shorter cut. */
static unsigned int all(const struct gs_target *t, const uint8_t *b)
{
	unsigned int size = 0;

	for (size_t f = 0; f < sizeof(flag_sets) / sizeof(*flag_sets); f++) {
		unsigned int s = one(t, flag_sets[f], b, 16);

		if (s && !size)
			size = s;
		for (size_t n = 4; s && n < 16; n += 4)
			one(t, flag_sets[f], b, n);
	}
	return size;
}

/* A corpus encoding and its one-bit neighbours in the first 8 bytes. */
static void around(const struct gs_target *t, const uint8_t *e, size_t n)
{
	uint8_t b[16];

	memset(b, 0, sizeof(b));
	memcpy(b, e, n < 16 ? n : 16);
	for (size_t i = n; i < 16; i++)
		b[i] = (uint8_t)rnd();  /* what follows: other code */
	all(t, b);
	for (unsigned int bit = 0; bit < 64; bit++) {
		uint8_t m[16];

		memcpy(m, b, 16);
		m[bit / 8] ^= (uint8_t)(1u << (bit % 8));
		all(t, m);
	}
}

static void asm_file(const struct gs_target *t, const char *path, unsigned int *n)
{
	FILE *f = fopen(path, "r");
	char line[600];

	if (!f)
		return;
	while (fgets(line, sizeof(line), f)) {
		struct enc e;
		char *s = line + strspn(line, " \t");

		s[strcspn(s, "\n")] = 0;
		if (!*s || s[0] == '/' || s[0] == '#' || s[0] == '.' || s[0] == ';' || strchr(s, ':'))
			continue;
		if (!lo_asm(t, t->gen != GS_GEN_GFX9 ? 0 : 1, s, &e, NULL, 0) || !e.n)
			continue;
		around(t, e.b, e.n);
		++*n;
	}
	fclose(f);
}

static void asm_dir(const struct gs_target *t, const char *dir, unsigned int *n)
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	char path[1200];

	if (!dp)
		return;
	while ((de = readdir(dp)) != NULL) {
		size_t l = strlen(de->d_name);

		if (l < 3 || strcmp(de->d_name + l - 2, ".s"))
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		asm_file(t, path, n);
	}
	closedir(dp);
}

static unsigned int fuzz_dir(const struct gs_target *t, const char *dir)
{
	DIR *dp = opendir(dir);
	struct dirent *de;
	char path[1200];
	unsigned int n = 0;

	if (!dp)
		return 0;
	while ((de = readdir(dp)) != NULL) {
		uint8_t b[16];
		size_t got;
		FILE *f;

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		if (!(f = fopen(path, "rb")))
			continue;
		got = fread(b, 1, sizeof(b), f);
		fclose(f);
		if (got >= 4) {
			around(t, b, got);
			n++;
		}
	}
	closedir(dp);
	return n;
}

int main(void)
{
	const char *env = getenv("GS_ISA_VALID_CASES");
	unsigned long per = env ? strtoul(env, NULL, 10) : 2000;

	for (unsigned int i = 0; gs_target_at(i); i++) {
		const struct gs_target *t = gs_target_at(i);
		struct gsi_tab_ctx c;
		unsigned long long c0 = cases, v0 = valid;
		unsigned int nasm = 0, nfuzz;
		uint8_t tops[256];
		unsigned int ntops = 0;

		if (!gsi_tab_ctx_init(&c, t))
			continue;
		asm_dir(t, "tests/asm", &nasm);
		asm_dir(t, "tests/asm/mc-classes", &nasm);
		nfuzz = fuzz_dir(t, "tests/fuzz/corpus/disasm");
		for (unsigned long k = 0; k < per; k++) {
			uint8_t b[16];

			for (int j = 0; j < 16; j += 4) {
				uint32_t r = rnd();

				memcpy(b + j, &r, 4);
			}
			if (k & 1 && ntops)  /* a valid encoding's class bits */
				b[3] = tops[rnd() % ntops];
			if (all(t, b)) {
				int seen = 0;

				for (unsigned int j = 0; j < ntops; j++)
					seen |= tops[j] == b[3];
				if (!seen && ntops < sizeof(tops))
					tops[ntops++] = b[3];
				for (int m = 0; m < 4; m++) {  /* a few bits more */
					unsigned int bit = rnd() % 64;

					b[bit / 8] ^= (uint8_t)(1u << (bit % 8));
					all(t, b);
				}
			}
		}
		printf("# %s: %llu cases (%llu valid; %u assembled lines, %u fuzz inputs and their neighbours)\n",
		       t->name, cases - c0, valid - v0, nasm, nfuzz);
		CHECK(nasm > 0, "%s: the assembler corpus reaches it (%u lines)", t->name, nasm);
		CHECK(valid > v0, "%s: valid encodings are among the cases", t->name);
	}
	CHECK(diffs == 0, "gsi_tab_valid gives gsi_tab_disasm's size on all %llu cases (%llu valid): %llu differ%s%s",
	      cases, valid, diffs, diffs ? "; first: " : "", diffs ? first : "");
	return t_done();
}
