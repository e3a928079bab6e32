// SPDX-License-Identifier: MIT
/* gfxshim: the command-line front end of libgfxshim. */
#include <signal.h>
#include <stdio.h>
#include <string.h>

#include "cli.h"
#include "outfile.h"

static const struct {
	const char *name;
	int (*fn)(int argc, char **argv);
	const char *summary;
} commands[] = {
	{ "run", cmd_run, "assemble a kernel, launch it on a device, check the results" },
	{ "asm", cmd_asm, "assemble (llvm-mc -show-encoding compatible) or write a code object" },
	{ "disasm", cmd_disasm, "disassemble hex bytes (llvm-mc --disassemble input) or a code object" },
	{ "pm4", cmd_pm4, "decode a PM4 command stream" },
	{ "info", cmd_info, "list devices (real and emulated) and the kernel module's state" },
	{ "targets", cmd_targets, "list the GPU targets gfxshim knows" },
	{ "counters", cmd_counters, "list the performance counters of a target (blocks, events)" },
	{ "claims", cmd_claims, "the reference documents' ISA claims as probes: list, show, run, merge" },
	{ "bench", cmd_bench, "microbenchmarks: latency, bandwidth, LDS, atomics, barriers, wait counters, launch, matrix" },
};

static void help(FILE *f)
{
	fprintf(f, "usage: gfxshim COMMAND [options]   (gfxshim COMMAND --help for details)\n\n"
		   "Launch hand-built kernels on AMD GPUs, or on gfxshim's emulator.\n\ncommands:\n");
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		fprintf(f, "  %-9s %s\n", commands[i].name, commands[i].summary);
	fprintf(f, "\nexample:\n  gfxshim run examples/vadd.s --grid 4 --block 64 \\\n"
		   "      --arg a=buf:f32:256:iota --arg b=buf:f32:256:fill=2 --arg c=buf:f32:256 \\\n"
		   "      --arg n=u32:256 --expect c=a+b\n");
}

int main(int argc, char **argv)
{
	/* a file-size limit must fail the write (EFBIG, reported), not kill
	 * the process half-way through a file */
	signal(SIGXFSZ, SIG_IGN);
	if (argc < 2) {
		help(stderr);
		return EXIT_USAGE;
	}
	if (strcmp(argv[1], "-h") == 0 || strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "help") == 0) {
		help(stdout);
		return EXIT_OK;
	}
	if (strcmp(argv[1], "--version") == 0) {
		printf("gfxshim %s\n", gs_version());
		return EXIT_OK;
	}
	for (size_t i = 0; i < sizeof(commands) / sizeof(commands[0]); i++)
		if (strcmp(argv[1], commands[i].name) == 0)
			/* every command: a failed write to stdout is an error (exit 3) */
			return stdout_finish(commands[i].fn(argc - 1, argv + 1));
	fprintf(stderr, "gfxshim: unknown command '%s'\n\n", argv[1]);
	help(stderr);
	return EXIT_USAGE;
}
