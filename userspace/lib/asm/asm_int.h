/* SPDX-License-Identifier: MIT */
/* Assembler internals shared by its files (not a public interface). */
#ifndef GS_ASM_INT_H
#define GS_ASM_INT_H

#include <stdint.h>
#include <stddef.h>
#include <string.h>

#include "asm/symtab.h"
#include "isa/inst.h"
#include "gfxshim/asm.h"

#define GS_NAME_MAX 128

/* Symbol and mnemonic characters, ASCII as the C locale's isalpha/isalnum
 * (which cost a __ctype_b_loc call each; these are per character of a line):
 * chars.c. */
extern const unsigned char gsi_ident_class[256];

static inline int gsi_ident_start(char c)
{
	return gsi_ident_class[(unsigned char)c] == 1;
}

static inline int gsi_is_digit(char c)
{
	return (unsigned int)(unsigned char)c - '0' < 10;
}

static inline int gsi_ident_char(char c)
{
	return gsi_ident_class[(unsigned char)c] != 0;
}

/* A whole symbol name (a label, a .set symbol). */
static inline int gsi_is_ident(const char *s)
{
	if (!gsi_ident_start(*s))
		return 0;
	for (s++; *s; s++)
		if (!gsi_ident_char(*s))
			return 0;
	return 1;
}

/* One parsed operand. */
enum opnd_kind { OPND_REG, OPND_INT, OPND_FLOAT, OPND_SYM, OPND_OFF };

struct opnd {
	enum opnd_kind kind;
	unsigned int code;   /* REG: operand code (sgpr n, 106.., 256+v) */
	unsigned int nregs;  /* REG: registers in the range */
	int vgpr;            /* REG: is a VGPR (or an AGPR, agpr set) */
	int agpr;            /* REG: an AGPR a0..a255 (code 256 + n, vgpr set) */
	int64_t ival;        /* INT */
	double fval;         /* FLOAT */
	int neg, abs;        /* -x, |x| */
	char sym[GS_NAME_MAX];
	unsigned int col;    /* 1-based column of the operand */
	char text[64];       /* as written, for messages */
};

/* An operand with every field zero and both strings empty, without
 * clearing the string buffers past their first byte (per operand). */
static inline void gsi_opnd_clear(struct opnd *o)
{
	memset(o, 0, offsetof(struct opnd, sym));
	o->sym[0] = 0;
	o->col = 0;
	o->text[0] = 0;
}

/* A trailing modifier such as offset:16 or glc. */
struct modifier {
	char key[32];
	int64_t val;
	int has_val;
	unsigned int col;
	char macro[64];      /* offset:swizzle(...): the macro text, val unset */
};

#define MAX_OPNDS 8
#define MAX_MODS 16

struct asm_sym {
	char name[GS_NAME_MAX];
	uint32_t offset;
	unsigned int line, col;
};

struct asm_fixup {
	char name[GS_NAME_MAX];
	uint32_t inst_offset;    /* SOPP branch at this .text offset */
	unsigned int line, col;
};

/* A label's address in a 32-bit literal (reloc.c): sym@rel32@lo/hi+addend. */
struct asm_reloc {
	char name[GS_NAME_MAX];
	char text[GS_NAME_MAX + 32];  /* as llvm prints it: data@rel32@lo+4 */
	int64_t addend;
	int hi;
	uint32_t inst_offset, lit_offset;
	unsigned int line, col;
};

/* A listing line (gsi_list_line): text in list_pool, printed after the
 * first `at` instructions. */
struct asm_list_item {
	size_t at;
	size_t text;
	int lit;  /* not printed: 1 the lit()/lit64() operands of instruction `at`,
		   * 2 instruction `at` spelled with true16 halves (listing.c) */
};

/* .amdhsa_kernel block being read. */
struct kd_block {
	struct gs_kernel k;
	unsigned int line;
	int have_vgpr, have_sgpr;
	unsigned int next_free_vgpr, next_free_sgpr;
	/* user SGPR enables, in their fixed order */
	int private_segment_buffer, dispatch_ptr, queue_ptr, kernarg_ptr,
	    dispatch_id, flat_scratch_init, private_segment_size;
	int user_sgpr_count;     /* -1: computed */
	int wave32;
	int reserve_vcc;
	int accum_offset;            /* gfx90a+: -1 until given */
	unsigned int preload_length, preload_offset;  /* kernarg preload (SGPRs, dwords) */
};

struct asm_state {
	const struct gs_asm_options *opt;
	const char *fname;
	const struct gs_target *target;
	const struct gs_isa *isa;
	int target_fixed;        /* given by the caller */
	int wave64;              /* lane masks are SGPR pairs */

	uint8_t *text;
	size_t text_len, text_cap;
	struct gs_line_info *lines;
	size_t n_lines, lines_cap;

	struct asm_sym *syms;
	size_t n_syms, syms_cap;
	struct asm_fixup *fixups;
	size_t n_fixups, fixups_cap;
	struct asm_reloc *relocs;
	size_t n_relocs, relocs_cap;

	struct gs_kernel *kernels;
	size_t n_kernels, kernels_cap;
	int in_kernel, in_metadata;
	/* the current section (listing.c); "" is the .text the assembly starts
	 * in, which llvm-mc lists only when a directive names it */
	char section[GS_NAME_MAX];
	struct kd_block kd;

	char *diag;
	size_t diag_len, diag_cap;
	unsigned int n_errors, n_warnings, max_errors;
	enum gs_status first_status;
	char first_msg[GS_ERROR_MSG_MAX];
	int nomem;

	unsigned int line;       /* current line (1-based) */
	unsigned int quiet;      /* > 0: errors are counted, not formatted (a try that is retried) */

	/* parallel.c: runs of instruction lines are collected in batch and
	 * assembled on up to jobs threads, each in a copy of this state with
	 * its own outputs (par_worker; symbols and tables read only); a worker
	 * that meets what only the assembly's own thread may do sets par_abort
	 * and the batch is assembled again here, in order */
	struct asm_batch *batch;
	unsigned int jobs;
	int par_worker, par_abort;

	/* What the last instruction emitted was built from, for the re-decode
	 * check (instruction.c redecode_check): kind 2 the table-driven layer's
	 * candidate rows (mnemonic, classes); kind 1, a gs_inst whose operand
	 * fields are compared too, only tests build; line is its index in lines. */
	struct asm_built {
		int kind;
		size_t line;
		struct gs_inst in;
		const char *name;        /* kind 2: the rows' mnemonic (static table text) */
		unsigned int ncls;
		uint16_t cls[16];        /* kind 2: cls_id of each candidate row */
		/* kind 2, a VALU line encoded without DPP/SDWA words: the operands
		 * it was built from (tab_valu_asm.c's struct vop, as parsed from the
		 * text), compared with what the decoder reads back (redecode.c) */
		struct asm_built_vop {
			int set;
			unsigned int nops;
			uint32_t code[8];
			uint8_t hi[8];
			unsigned int neg, abs, clamp, omod;
			int has_lit;
			uint32_t lit;
		} vop;
	} built;

	/* mnemonic -> instruction, hashed for this assembly's table (the hot
	 * path; gsi_isa_by_name's binary search is the fallback for aliases) */

	/* .if/.elseif/.else/.endif nesting */
	struct asm_cond {
		int active;          /* lines here are assembled */
		int taken;           /* some branch of this .if was taken */
		int seen_else;
		unsigned int line;
	} cond[16];
	unsigned int n_cond;

	/* listing.c: what `gfxshim asm` echoes (gs_asm_options.listing) */
	unsigned int listing;
	struct asm_list_item *list;
	size_t n_list, list_cap;
	char *list_pool;
	size_t list_pool_len, list_pool_cap;
	unsigned int list_tmp;   /* .LtmpN labels made for '.' */

	/* labels: name -> index in syms */
	struct gsi_symtab labels;

	/* expr.c: symbols of .set/.equ/.equiv/'=' */
	struct asm_var *vars;              /* every definition, redefinitions too */
	size_t n_vars, vars_cap;
	struct gsi_symtab var_names;       /* name -> its current definition */
	char *var_text;                    /* the text of definitions kept as text */
	size_t var_text_len, var_text_cap;
	uint32_t *var_refs;                /* ... and the definitions their names are bound to */
	size_t n_var_refs, var_refs_cap;
	uint32_t *var_stack;               /* evaluation's work stack */
	size_t var_stack_cap;
	int def_known;                     /* the last definition had a value: def_val (listing) */
	int64_t def_val;
};

/* conditional.c: handles .if & co; returns 1 if the statement was one.
 * gsi_asm_skipping() says whether lines are currently skipped. */
int gsi_asm_conditional(struct asm_state *st, const char *name, unsigned int col,
		    const char *rest, unsigned int rcol);
int gsi_asm_skipping(const struct asm_state *st);

/* Diagnostics: "file:line:col: error: ..." collected in st->diag. */
void gsi_asm_error(struct asm_state *st, unsigned int col, enum gs_status status,
	       const char *fmt, ...) __attribute__((format(printf, 4, 5)));
void gsi_asm_warn(struct asm_state *st, unsigned int col, const char *fmt, ...)
	__attribute__((format(printf, 3, 4)));

/* Grow *buf (of *cap elements of size elem) to hold n; 0 on failure. */
int gsi_asm_grow_slow(struct asm_state *st, void **buf, size_t *cap, size_t n, size_t elem);
static inline int gsi_asm_grow(struct asm_state *st, void **buf, size_t *cap, size_t n, size_t elem)
{
	return n <= *cap || gsi_asm_grow_slow(st, buf, cap, n, elem);  /* (per line: the room is there) */
}


/* operand.c */
int gsi_asm_parse_operand(struct asm_state *st, const char *s, unsigned int col, struct opnd *o);
/* the same with s's strlen known (n; s is NUL-terminated there) */
int gsi_asm_parse_operand_n(struct asm_state *st, const char *s, size_t n, unsigned int col, struct opnd *o);
int gsi_asm_parse_int(const char *s, int64_t *v);
int gsi_asm_lit_mods(const char *mnem, const char *rest, unsigned int rcol, char *mods, char *fold, size_t size,
		     unsigned int *errcol);

/* instruction.c */
void gsi_asm_instruction(struct asm_state *st, const char *mnem, unsigned int mcol,
		     const char *rest, unsigned int rcol);

/* directive.c */
void gsi_asm_directive(struct asm_state *st, const char *name, unsigned int col,
		   const char *rest, unsigned int rcol);
void gsi_asm_kernel_finish(struct asm_state *st);
int gsi_asm_set_target(struct asm_state *st, const char *name, unsigned int col);

/* emit bytes into .text */
int gsi_asm_emit(struct asm_state *st, const uint8_t *p, size_t n);
/* An instruction's bytes, with its source line recorded for the line table. */
int gsi_asm_emit_instruction(struct asm_state *st, const uint8_t *p, size_t n);
/* The re-decode check's fast half (redecode.c): the bytes of one emitted
 * instruction decoded by the table decoder against what was built.  1 they
 * agree, 0 they do not (why says how), -1 undecided: the full check (the
 * disassembler) decides. */
/* src_vccz, src_execz, src_pops_exiting_wave_id (by code): llvm-mc-22
 * prints them on gfx11+ but assembles them on gfx9 only (tab_operand_asm.c). */
int gsi_tab_src_gfx9_only(unsigned int code);

/* The size the disassembler reads the bytes as (the table printer's verdict
 * without text), 0 when it refuses them (assemble.c). */
unsigned int gsi_asm_valid_size(const struct gs_target *t, unsigned int flags, const uint8_t *code, size_t avail);
/* llvm-mc-22's echo of gfx11/gfx12 source from the printer's text of its bytes
 * (echo.c): t16 keeps true16 halves (the line wrote them). */
void gsi_asm_echo_text(char *text, const uint8_t *code, unsigned int isz, int t16);
int gsi_asm_redecode(const struct gs_target *t, const uint8_t *p, size_t n, const struct asm_built *b,
		     char *why, size_t wsize);
/* The same, handing back the decoded instruction when it agrees (1), so the
 * verdict need not find the row again (found may be NULL). */
struct gsi_tab_dec;
int gsi_asm_redecode_dec(const struct gs_target *t, const uint8_t *p, size_t n, const struct asm_built *b,
			 char *why, size_t wsize, struct gsi_tab_dec *found);
/* A VALU line's operands as built (b->set) against the decoded form the
 * verdict made of its bytes (gsi_tab_valid_dec_vop): 1 the same, 0 not (why
 * says which), -1 nothing built to compare. */
struct vop;
int gsi_asm_vop_agrees(const struct gsi_tab_dec *d, const struct vop *v, const struct asm_built_vop *b, char *why,
		       size_t wsize);

/* reloc.c: an instruction line with LABEL@rel32@lo/hi (1: handled, 0: none
 * in it); resolving them once labels are known; the one at an instruction. */
int gsi_asm_reloc_line(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
		       unsigned int rcol);
void gsi_asm_reloc_resolve(struct asm_state *st);
const struct asm_reloc *gsi_asm_reloc_at(const struct asm_state *st, size_t *k, uint32_t inst_offset);
uint32_t gsi_asm_reloc_placeholder(void);
const struct asm_sym *gsi_asm_find_sym(const struct asm_state *st, const char *name);
/* A label at the current offset and line (its index in syms), or -1 after
 * an error (redefined, too long); gsi_asm_label_free: may it be defined. */
long gsi_asm_define_label(struct asm_state *st, const char *name, size_t len, unsigned int col);
int gsi_asm_label_free(const struct asm_state *st, const char *name, size_t len);

/* data.c: data and alignment directives in .text (each lists itself) */
void gsi_asm_data(struct asm_state *st, const char *name, const char *rest, unsigned int rcol);
void gsi_asm_string(struct asm_state *st, const char *name, const char *rest, unsigned int rcol);
void gsi_asm_fill(struct asm_state *st, const char *name, const char *rest, unsigned int rcol);
void gsi_asm_align(struct asm_state *st, const char *name, const char *rest, unsigned int rcol);

/* listing.c: llvm-mc's echo of the source (labels, directives in llvm's
 * canonical form, instructions disassembled from the final bytes). */
void gsi_list_line(struct asm_state *st, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
void gsi_list_directive(struct asm_state *st, const char *name, const char *rest);
void gsi_list_assignment(struct asm_state *st, const char *name, const char *expr);
char *gsi_list_build(const struct asm_state *st);
void gsi_list_lits(struct asm_state *st, size_t inst, const char *rest);
/* Instruction `inst` was written with true16 halves (v1.l, v2.h): it is
 * echoed with them, as llvm-mc-22 does (else in the 32-bit spelling). */
void gsi_list_true16(struct asm_state *st, size_t inst, const char *rest);

/* expr.c: absolute integer expressions and assembler symbols, evaluated
 * as llvm-mc does (GNU operator precedence, 64-bit wrap-around); struct
 * asm_var (one definition of a symbol) is expr.c's own. */
struct asm_var;

/* .text/.data/.rodata/.section NAME[, FLAGS]: switch sections (and list
 * the line when the section changes, as llvm-mc does). */
void gsi_asm_section(struct asm_state *st, const char *name, const char *rest);
/* The current section holds code: the assembly's start or .text*. */
int gsi_asm_in_text(const struct asm_state *st);
/* The next comma-separated item of *p, trimmed, into out; *p moves past
 * it and its comma.  Returns the item's column (rest starts at rcol). */
unsigned int gsi_asm_next_item(const char **p, const char *rest, unsigned int rcol, char *out, size_t size);

/* Evaluate all of s; errors reported at col + offset.  1 on success. */
int gsi_expr_eval(struct asm_state *st, const char *s, unsigned int col, int64_t *v);
/* The same without diagnostics, with the symbols of the assembly running on
 * this thread (gsi_asm_parse_int's fallback for text that is no plain number). */
int gsi_expr_quiet(const char *s, int64_t *v);
/* An operand that is an expression: 1 evaluated (o is OPND_INT), -1 error
 * reported, 0 not an expression. */
int gsi_expr_operand(struct asm_state *st, struct opnd *o);
/* An operand text the instruction refused: if it is an expression or a
 * .set symbol the evaluator cannot evaluate, report why (as llvm-mc-22 does,
 * at the fault) and return 1; 0 otherwise. */
int gsi_expr_explain_operand(struct asm_state *st, const char *s, unsigned int col);
/* .set/.equ/.equiv (gsi_asm_directive) and NAME = EXPR (statements): 1 if handled. */
int gsi_expr_directive(struct asm_state *st, const char *name, unsigned int col,
		       const char *rest, unsigned int rcol);
/* parallel.c: instruction lines in a batch (gsi_asm_batch_add copies them),
 * assembled in source order or on the batch's threads by gsi_asm_batch_flush,
 * which every other statement calls first; the outputs are as if each line
 * had gone through gsi_asm_instruction in turn.  gsi_asm_batch_free at the
 * end.  A batch of jobs <= 1 or of few lines stays on this thread. */
int gsi_asm_batch_add(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
		      unsigned int rcol);
void gsi_asm_batch_flush(struct asm_state *st);
/* A label among a batch's lines: defined now, its offset set when the lines
 * before it are placed; 0 when it cannot wait (no batch, a label already
 * defined or too long: the caller flushes and defines it, its error in order). */
int gsi_asm_batch_label(struct asm_state *st, const char *name, size_t len, unsigned int col);
void gsi_asm_batch_free(struct asm_state *st);
/* Threads when the caller names none: one per CPU, up to 16. */
unsigned int gsi_asm_default_jobs(void);
/* Batches handed to the threads so far, process-wide: merged, and redone in
 * order (for tests: that the shared path ran, and its way back). */
extern _Atomic unsigned long gsi_asm_batches_shared, gsi_asm_batches_redone;

/* Is the statement NAME REST an assignment (N = 4, N=4)? */
int gsi_expr_is_assignment(const char *name, const char *rest);
/* The assembly gsi_expr_quiet reads on this thread (a batch's worker, parallel.c). */
void gsi_expr_bind(struct asm_state *st);
int gsi_expr_assignment(struct asm_state *st, const char *name, unsigned int col,
			const char *rest, unsigned int rcol);
/* .amdgcn.gfx_generation_number/_minor/_stepping of the target. */
int gsi_expr_target_symbol(const struct asm_state *st, const char *name, int64_t *v);
/* After a value that is not a number: if s is an expression, report why it
 * cannot be evaluated and return 1. */
int gsi_expr_explain(struct asm_state *st, const char *s, unsigned int col);
void gsi_expr_free(struct asm_state *st);

#endif /* GS_ASM_INT_H */
