/* SPDX-License-Identifier: MIT */
/*
 * Claim files (Documentation/claims.rst): one statement of a reference
 * document, the probe that tests it and how its observation maps to a
 * verdict.  INI-like text:
 *
 *   id = wmma.cd-rows                     header keys, before any section
 *   statement = "..."                     (indented lines continue a value)
 *   [run A @gfx12]                        a section: kind, name, target selectors
 *   kernel <<END                          a here-document up to a line "END"
 *   ...
 *   END
 *
 * The parser checks the structure, the keys and the expressions
 * (file:line:col messages); the runner (claims_run.h) executes them.
 */
#ifndef GFXSHIM_CLAIMS_FILE_H
#define GFXSHIM_CLAIMS_FILE_H

#include <stddef.h>

#include "claims_expr.h"
#include "gfxshim/error.h"
#include "gfxshim/target.h"

struct claim_kv {
	char *key;
	char *val;
	unsigned int line;
	struct cx_expr expr;   /* parsed for expression keys (rules, observe items, buffer inits); else empty */
};

enum claim_sec_kind { SEC_ASM, SEC_RUN, SEC_CHECK, SEC_EMULATOR };

struct claim_section {
	enum claim_sec_kind kind;
	char *name;            /* [run NAME]; "" when unnamed */
	char *sel;             /* "@gfx12 rdna3.5" selectors, "" for every target */
	unsigned int line;
	struct claim_kv *kv;
	size_t n;
};

struct claim {
	char *path;
	char *text;            /* the whole file, for `claims show` */
	/* header */
	char *id, *title, *statement, *source, *group, *targets, *expected, *verdicts;
	char *note, *needs, *model, *bench;   /* optional; "" when absent */
	unsigned int targets_line;
	struct claim_section *sec;
	size_t nsec;
};

/* Parse one claim file.  GS_ERR_SYNTAX with "path:line:col: what,
 * expected what" on bad input. */
enum gs_status claim_parse(const char *path, const char *text, size_t n, struct claim *c, struct gs_error *err);
void claim_free(struct claim *c);

/* How well a selector list ("gfx12 gfx1151 rdna3", '@' and ',' allowed)
 * matches t: 0 no match; 1 the empty list (every target); 2 "all" or a
 * generation (gfx9, gfx11, gfx12, gfx125); 3 an architecture (rdna3,
 * rdna3.5, rdna4, cdna3, cdna4, cdna5); 4 a target name.  -1 when a
 * selector is none of those (*bad points at it).  t may be NULL (checks
 * the words only). */
int claim_sel_match(const char *sel, const struct gs_target *t, const char **bad);
/* Does the claim apply to target t? */
int claim_applies(const struct claim *c, const struct gs_target *t);

/* The sections of kind (and name, NULL for any) that match t, the most
 * specific first; returns how many were stored in out (at most max). */
size_t claim_sections(const struct claim *c, enum claim_sec_kind kind, const char *name,
		      const struct gs_target *t, const struct claim_section **out, size_t max);
/* A key's value from the first section of secs that has it, or NULL. */
const struct claim_kv *claim_get(const struct claim_section *const *secs, size_t n, const char *key);

/* The claims of a catalogue: every *.claim file of a directory (sorted by
 * name), or one file.  Appends to *list (n entries); a duplicate id is an
 * error naming both files. */
enum gs_status claims_load(const char *path, struct claim **list, size_t *n, struct gs_error *err);
void claims_free(struct claim *list, size_t n);

#endif /* GFXSHIM_CLAIMS_FILE_H */
