// SPDX-License-Identifier: MIT
/*
 * The disassembler's strictness on fuzz_disasm's round-trip findings: every
 * tests/fuzz/corpus/disasm/rt-<target>-* input (one instruction's bytes that
 * once printed text which did not re-assemble to them) is disassembled by
 * gfxshim and by llvm-mc-22 live, in wave32 and wave64 (gfx9: wave64), and
 * must agree:
 *
 *  - the same text; or
 *  - both refuse the bytes (llvm: an invalid encoding, or text carrying an
 *    "Invalid register/immediate" comment); or
 *  - gfxshim refuses bytes llvm-mc canonicalises: its -show-encoding is not
 *    the input (it drops the low bits of a misaligned SGPR tuple, bits the
 *    opcode ignores...); documented in Documentation/conformance.rst.
 *
 * test_fuzz_regress replays the same inputs through the fuzzer's round trip,
 * and the rtx-* ones, whose text still differs from llvm-mc-22's (gfx9 DS
 * VGPR tuples llvm wants aligned, WMMA literal A/B: conformance.rst).
 */
#include <dirent.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

/* llvm-mc-22's text for the bytes ("" when it refuses them) and whether its
 * re-encoding is the input. */
static void llvm_view(const char *target, int wave64, const struct enc *e, char *text, size_t size,
		      int *canonical)
{
	char hx[128], in[140], *out;
	struct enc re;

	lo_hex(e, hx, sizeof(hx));
	snprintf(in, sizeof(in), "[%s]\n", hx);
	out = lo_run(target, wave64, 1, in, 1);
	lo_first_text(out ? out : "", text, size);
	if (text[0] == '[')
		text[0] = 0;  /* its warning echoes the input: an invalid encoding */
	*canonical = out && lo_parse_enc(out, &re) && re.n == e->n && !memcmp(re.b, e->b, e->n);
	free(out);
}

static void check_one(const char *name, const struct gs_target *t, int wave64, const struct enc *e)
{
	char ours[512], theirs[512];
	unsigned int n = lo_disasm(t, wave64, e, ours, sizeof(ours));
	int canonical = 0;

	llvm_view(t->name, wave64, e, theirs, sizeof(theirs), &canonical);
	if (n == e->n && !strcmp(ours, theirs)) {
		CHECK(1, "%s wave%d: '%s' as llvm-mc-22 prints it", name, wave64 ? 64 : 32, ours);
		return;
	}
	if (!n && (!theirs[0] || theirs[0] == '[' || strstr(theirs, "/*Invalid"))) {
		CHECK(1, "%s wave%d: refused, llvm-mc-22 says invalid", name, wave64 ? 64 : 32);
		return;
	}
	if (!n && !canonical) {
		CHECK(1, "%s wave%d: refused, llvm-mc-22 canonicalises it to other bytes ('%s')", name,
		      wave64 ? 64 : 32, theirs);
		return;
	}
	CHECK(0, "%s wave%d: gfxshim and llvm-mc-22 agree", name, wave64 ? 64 : 32);
	printf("#   gfxshim (%u bytes): '%s'\n#   llvm-mc-22: '%s'\n", n, ours, theirs);
}

int main(void)
{
	const char *root = getenv("GS_ROOT");
	char dir[1024], path[1400];
	struct dirent *de;
	DIR *dp;
	int files = 0;

	if (!lo_setup())
		return 0;
	snprintf(dir, sizeof(dir), "%s/tests/fuzz/corpus/disasm", root ? root : ".");
	dp = opendir(dir);
	if (!CHECK(dp != NULL, "fuzz corpus directory %s exists", dir)) {
		lo_cleanup();
		return t_done();
	}
	while ((de = readdir(dp))) {
		char tname[32];
		const struct gs_target *t;
		struct enc e;
		FILE *f;

		if (strncmp(de->d_name, "rt-", 3) != 0 || sscanf(de->d_name + 3, "%31[a-z0-9]", tname) != 1)
			continue;
		t = gs_target_find(tname);
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		f = fopen(path, "rb");
		if (!CHECK(t && f, "%s: known target, readable", de->d_name)) {
			if (f)
				fclose(f);
			continue;
		}
		e.n = (unsigned int)fread(e.b, 1, sizeof(e.b), f);
		fclose(f);
		files++;
		if (t->gen != GS_GEN_GFX9)
			check_one(de->d_name, t, 0, &e);
		check_one(de->d_name, t, 1, &e);
	}
	closedir(dp);
	CHECK(files >= 20, "%s", t_fmt("round-trip regression inputs present (%d)", files));
	lo_cleanup();
	return t_done();
}
