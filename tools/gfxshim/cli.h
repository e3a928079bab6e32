/* SPDX-License-Identifier: MIT */
/* The gfxshim command-line tool: shared helpers and command entry points. */
#ifndef GFXSHIM_CLI_H
#define GFXSHIM_CLI_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/asm.h"
#include "gfxshim/error.h"
#include "gfxshim/target.h"

/* Exit codes. */
#define EXIT_OK 0
#define EXIT_FAIL 1     /* ran, but results were wrong */
#define EXIT_USAGE 2    /* bad command line */
#define EXIT_ERROR 3    /* input or device error */
#define EXIT_INTERRUPTED 130  /* stopped by Ctrl-C (128 + SIGINT, as shells report it) */

int cmd_run(int argc, char **argv);
int cmd_asm(int argc, char **argv);
int cmd_disasm(int argc, char **argv);
int cmd_pm4(int argc, char **argv);
int cmd_info(int argc, char **argv);
int cmd_targets(int argc, char **argv);
int cmd_counters(int argc, char **argv);
int cmd_claims(int argc, char **argv);
int cmd_bench(int argc, char **argv);

/* "--name value" or "--name=value": returns the value (advancing *i) or
 * NULL if argv[*i] is not this option.  Exits with a usage error if the
 * value is missing. */
const char *opt_value(int argc, char **argv, int *i, const char *name);

/* Read a file ("-" = stdin); NULL with err set on failure.  Caller frees. */
uint8_t *read_input(const char *path, size_t *size, struct gs_error *err);

/* Print "gfxshim: error: msg" to stderr and return EXIT_ERROR. */
int report(const struct gs_error *err);
int usage_error(const char *cmd, const char *fmt, ...) __attribute__((format(printf, 2, 3)));

/* Assemble a file: prints diagnostics (or why the file cannot be read) to
 * stderr; returns the program or NULL.
 * listing: GS_ASM_LISTING* flags (the echo `gfxshim asm` prints), or 0;
 * jobs: gs_asm_options.jobs (0: one thread per CPU). */
struct gs_program *assemble_file(const char *path, const struct gs_target *t,
				 const struct gs_target *dflt, int wave64, unsigned int listing,
				 unsigned int jobs, struct gs_error *err);

/* The options `asm` and `disasm` share with llvm-mc. */
struct mc_opts {
	const char *target;   /* --mcpu=T, -mcpu=T, --target T */
	int show_encoding;    /* -show-encoding */
	int wave64;           /* --wave64, -mattr=+wavefrontsize64 */
};

/* Consume argv[*i] if it is one of those (also the ignored -arch=amdgcn and
 * --disassemble); returns 1 if it was. */
int mc_option(int argc, char **argv, int *i, struct mc_opts *o);

/* Parse "N" or "X,Y,Z" (also "XxYxZ") into three counts. */
int parse_dims(const char *s, uint32_t out[3]);

#endif /* GFXSHIM_CLI_H */
