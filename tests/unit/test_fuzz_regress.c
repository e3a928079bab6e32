// SPDX-License-Identifier: MIT
/*
 * Fuzz regression: replay every input of tests/fuzz/corpus/asm (seeds from
 * tests/asm/enc-*.s lines and every crash input fuzz_asm found) through the
 * assembler and of tests/fuzz/corpus/disasm (their encodings and fuzz_disasm
 * crash inputs) through the disassembler and its round trip, with exactly
 * the checks the fuzzers make (their sources are included here).  Each
 * input runs in a child process so a crash or abort fails that input only.
 * Disassembler inputs named rt-<target>-* (rtx-: llvm-mc-22 still prints
 * them otherwise, see conformance.rst) are fixed round-trip findings:
 * they replay on that target with GS_FUZZ_ROUNDTRIP=abort, so a round-trip
 * mismatch fails them too (test_disasm_strict compares them with llvm-mc-22).
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "harness.h"

#define LLVMFuzzerTestOneInput fuzz_asm_one
#include "../fuzz/fuzz_asm.c"
#undef LLVMFuzzerTestOneInput
#define LLVMFuzzerTestOneInput fuzz_disasm_one
#include "../fuzz/fuzz_disasm.c"
#undef LLVMFuzzerTestOneInput

static int run_one(int (*fn)(const uint8_t *, size_t), const uint8_t *data, size_t size,
		   const char *rt_target)
{
	pid_t pid;
	int st;

	fflush(stdout);
	pid = fork();
	if (pid < 0)
		return fn(data, size) == 0;
	if (pid == 0) {
		/* round-trip findings go to stderr; only crashes and aborts count */
		if (!freopen("/dev/null", "w", stderr))
			_exit(2);
		if (rt_target) {
			setenv("GS_FUZZ_TARGETS", rt_target, 1);
			setenv("GS_FUZZ_ROUNDTRIP", "abort", 1);
		}
		_exit(fn(data, size) == 0 ? 0 : 1);
	}
	if (waitpid(pid, &st, 0) != pid)
		return 0;
	return WIFEXITED(st) && WEXITSTATUS(st) == 0;
}

static void replay(const char *sub, int (*fn)(const uint8_t *, size_t), int min_seeds)
{
	const char *root = getenv("GS_ROOT");
	char dir[1024], path[1400];
	struct dirent *de;
	DIR *dp;
	int n = 0, ok = 0, crashes = 0, rts = 0;
	char rt[32];

	snprintf(dir, sizeof(dir), "%s/tests/fuzz/corpus/%s", root ? root : ".", sub);
	dp = opendir(dir);
	if (!dp) {
		snprintf(dir, sizeof(dir), "tests/fuzz/corpus/%s", sub);
		dp = opendir(dir);
	}
	if (!CHECK(dp != NULL, "fuzz corpus directory %s exists", dir))
		return;
	while ((de = readdir(dp))) {
		uint8_t *data;
		size_t size;
		FILE *f;

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		f = fopen(path, "rb");
		if (!f)
			continue;
		data = malloc(1 << 16);
		size = data ? fread(data, 1, 1 << 16, f) : 0;
		fclose(f);
		if (!data || size < 1) {
			free(data);
			continue;
		}
		n++;
		if (strncmp(de->d_name, "crash-", 6) == 0)
			crashes++;
		if ((sscanf(de->d_name, "rt-%31[a-z0-9]-", rt) != 1 &&
		     sscanf(de->d_name, "rtx-%31[a-z0-9]-", rt) != 1) || fn != fuzz_disasm_one)
			rt[0] = 0;
		else
			rts++;
		if (run_one(fn, data, size, rt[0] ? rt : NULL))
			ok++;
		else
			CHECK(0, "%s/%s replays without crash or failed check", sub, de->d_name);
		free(data);
	}
	closedir(dp);
	CHECK(n >= min_seeds, "%s corpus has seeds (%d, %d of them crash inputs, %d round-trip regressions)",
	      sub, n, crashes, rts);
	CHECK_EQ(ok, n, "every %s corpus input replays cleanly", sub);
}

int main(void)
{
	replay("asm", fuzz_asm_one, 50);
	replay("disasm", fuzz_disasm_one, 50);
	return t_done();
}
