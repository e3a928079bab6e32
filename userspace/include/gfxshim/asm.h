/* SPDX-License-Identifier: MIT */
/*
 * The assembler (LLVM AMDGPU syntax) and disassembler.
 */
#ifndef GFXSHIM_ASM_H
#define GFXSHIM_ASM_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/codeobj.h"
#include "gfxshim/error.h"
#include "gfxshim/target.h"

#ifdef __cplusplus
extern "C" {
#endif

struct gs_asm_options {
	const struct gs_target *target; /* forced; NULL: taken from .amdgcn_target */
	const struct gs_target *default_target; /* when target is NULL and the source
						   names none before its first instruction */
	const char *filename;           /* for messages; "<input>" if NULL */
	unsigned int max_errors;        /* stop after this many (0: 1000) */
	int wave64;                     /* lane masks are SGPR pairs (llvm-mc -mattr=+wavefrontsize64) */
	unsigned int listing;           /* GS_ASM_LISTING*: fill gs_program.listing */
	unsigned int jobs;              /* threads for long runs of instruction lines
					   (0: one per CPU, up to 16; 1: the caller's
					   thread only); the output is the same */
};

/* gs_asm_options.listing: echo the source as llvm-mc-22's assembler does
 * (labels, directives in llvm's form, instructions in canonical text) */
#define GS_ASM_LISTING (1u << 0)
#define GS_ASM_LISTING_ENCODING (1u << 1)  /* with "; encoding: [...]" and fixups */

/* Where an instruction came from, for diagnostics (emulator faults etc.). */
struct gs_line_info {
	uint32_t offset;   /* byte offset in .text */
	uint32_t line;     /* 1-based source line */
};

/* The result of assembling one source file. */
struct gs_program {
	const struct gs_target *target;
	uint8_t *text;                 /* machine code of .text */
	size_t text_size;
	struct gs_kernel *kernels;     /* from .amdhsa_kernel blocks */
	size_t n_kernels;
	struct gs_line_info *lines;    /* one per instruction */
	size_t n_lines;
	char *diagnostics;             /* every error and warning, one per line ("" if none) */
	char *listing;                 /* with gs_asm_options.listing: the echo; else NULL */
	unsigned int n_errors, n_warnings;
};

/*
 * Assemble src (len bytes, need not be NUL-terminated).  On success returns
 * GS_OK with *out set.  On bad input returns GS_ERR_SYNTAX (or
 * GS_ERR_UNSUPPORTED / GS_ERR_RANGE) with the first message in err and, when
 * *out is set, every message in (*out)->diagnostics.  Messages read
 * "file:line:col: error: what, expected what".
 */
enum gs_status gs_assemble(const char *src, size_t len, const struct gs_asm_options *opt,
			   struct gs_program **out, struct gs_error *err);
void gs_program_free(struct gs_program *p);

/* Disassemble one instruction at code[0..avail) located at address pc.
 * Writes LLVM-syntax text to buf and the instruction's size to *isize. */
enum gs_status gs_disasm_one(const struct gs_target *t, const uint8_t *code, size_t avail,
			     uint64_t pc, char *buf, size_t bufsize, unsigned int *isize,
			     struct gs_error *err);
/* The same with GS_DISASM_* flags. */
#define GS_DISASM_WAVE64 (1u << 0)       /* lane masks printed as SGPR pairs */
/* A text buffer of this size holds any one instruction's disassembly (the
 * longest, a fully modified gfx1250 v_wmma_scale_*, is about 330 bytes). */
#define GS_DISASM_TEXT_MAX 512
#define GS_DISASM_LLVM_DISASSEMBLER (1u << 1)  /* print as llvm-mc --disassemble does
						* (e.g. branch offsets unsigned), not as
						* its assembler echoes source */
enum gs_status gs_disasm_one_wave(const struct gs_target *t, unsigned int flags, const uint8_t *code,
				  size_t avail, uint64_t pc, char *buf, size_t bufsize,
				  unsigned int *isize, struct gs_error *err);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_ASM_H */
