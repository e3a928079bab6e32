// SPDX-License-Identifier: MIT
/* gfxshim asm: llvm-mc's assembler mode, plus code object / raw output. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gfxshim/codeobj.h"
#include "numparse.h"
#include "outfile.h"

static const char asm_help[] =
	"usage: gfxshim asm [--mcpu=TARGET] [-show-encoding] [-j N] [-o OUT] FILE|-\n"
	"\n"
	"Assemble LLVM AMDGPU syntax.  Without -o, echo the source as\n"
	"llvm-mc-22 -arch=amdgcn -mcpu=TARGET [-show-encoding] does: instructions in\n"
	"canonical form, labels, directives in llvm's form, .amdhsa_kernel blocks\n"
	"with every default.\n"
	"\n"
	"  --mcpu=T, --target T  target (else .amdgcn_target in the source)\n"
	"  -show-encoding        append '; encoding: [0x..,...]' to each instruction\n"
	"  -triple T             accepted for llvm-mc's amdgcn-amd-amdhsa\n"
	"  --wave64              wave64 lane masks (vcc, s[n:n+1]); also\n"
	"                        -mattr=+wavefrontsize64 as llvm-mc spells it\n"
	"  -o OUT                write a code object (OUT.co, or any name), or the raw\n"
	"                        machine code when OUT ends in .bin; the file is\n"
	"                        replaced whole or, on an error, left as it was\n"
	"  -j N, --jobs N        threads for long runs of instruction lines (default:\n"
	"                        one per CPU, up to 16; 1: one thread); the output is\n"
	"                        the same whatever N (the echo is made on one thread)\n"
	"\n"
	"A line that does not assemble is an error at its file:line:col; every\n"
	"error is reported (stderr), the echo still shows every line that did\n"
	"assemble, and the exit status is 3 (-o then writes nothing).\n"
	"\n"
	"example:\n"
	"  gfxshim asm --mcpu=gfx1201 -show-encoding examples/vadd.s\n";

int cmd_asm(int argc, char **argv)
{
	const char *file = NULL, *out = NULL, *v;
	struct mc_opts mc = { 0 };
	int rc = EXIT_OK;
	const struct gs_target *t = NULL;
	struct gs_error err = { 0 };
	struct gs_program *p;
	uint64_t jobs = 0;
	char why[128];

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			fputs(asm_help, stdout);
			return stdout_finish(EXIT_OK);
		} else if (mc_option(argc, argv, &i, &mc)) {
			continue;
		} else if ((v = opt_value(argc, argv, &i, "-o"))) {
			out = v;
		} else if ((v = opt_value(argc, argv, &i, "-j")) || (v = opt_value(argc, argv, &i, "--jobs"))) {
			if (num_u64(v, 1, 16, &jobs, why, sizeof(why)))
				return usage_error("asm", "-j '%s': %s", v, why);
		} else if (argv[i][0] == '-' && argv[i][1]) {
			return usage_error("asm", "unknown option '%s'", argv[i]);
		} else if (!file) {
			file = argv[i];
		} else {
			return usage_error("asm", "more than one input file");
		}
	}
	if (!file)
		file = "-";
	if (mc.target && !(t = gs_target_find(mc.target)))
		return usage_error("asm", "unknown target '%s' (see 'gfxshim targets')", mc.target);
	p = assemble_file(file, t, NULL, mc.wave64,
			  out ? 0 : GS_ASM_LISTING | (mc.show_encoding ? GS_ASM_LISTING_ENCODING : 0),
			  (unsigned int)jobs, &err);
	if (!p)
		return EXIT_ERROR;
	if (out) {
		size_t n = strlen(out);

		if (n > 4 && strcmp(out + n - 4, ".bin") == 0) {
			if (out_write_atomic(out, p->text, p->text_size, &err))
				rc = report(&err);
		} else {
			struct gs_codeobj_input in = { .size = sizeof(in), .target = p->target, .text = p->text,
							.text_size = p->text_size, .kernels = p->kernels, .n_kernels = p->n_kernels };
			uint8_t *co = NULL;
			size_t co_size = 0;

			if (gs_codeobj_write(&in, &co, &co_size, &err) || out_write_atomic(out, co, co_size, &err))
				rc = report(&err);
			free(co);
		}
	} else {
		fputs(p->listing, stdout);
	}
	gs_program_free(p);
	/* -o - reported its own write error */
	return out ? rc : stdout_finish(rc);
}
