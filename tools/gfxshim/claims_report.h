/* SPDX-License-Identifier: MIT */
/*
 * Results of `gfxshim claims run` and the reports made of them: JSON (one
 * device), read back for `claims merge`, and Markdown, HTML and
 * reStructuredText matrices over any number of devices (claims x devices,
 * one table per generation, silicon columns apart from emulated ones, each
 * cell linking to its evidence).
 */
#ifndef GFXSHIM_CLAIMS_REPORT_H
#define GFXSHIM_CLAIMS_REPORT_H

#include <stddef.h>
#include <stdio.h>

#include "gfxshim/error.h"
#include "provenance.h"

struct cr_obs {
	char *name, *value;
};

/* One claim's verdict on one device. */
struct cr_result {
	char *id, *title, *group, *statement, *source, *targets;
	char *verdict;     /* confirmed, refuted, inconclusive, not-applicable */
	char *evidence;    /* silicon, modelled, emulated, mock, or assembler (decided by assembling only) */
	char *reason;      /* the rule that decided, or why none could */
	struct cr_obs *obs;
	size_t nobs;
	double seconds;
};

/* One device's run. */
struct cr_report {
	struct provenance prov;
	char arch[16];     /* RDNA3, RDNA3.5, RDNA4, CDNA3, CDNA4 (the target's) */
	char file[256];    /* where it was read from ("" when made by this process) */
	struct cr_result *r;
	size_t n;
};

void cr_result_free(struct cr_result *r);
void cr_report_free(struct cr_report *rep);
/* Append a copy of an observation. */
int cr_add_obs(struct cr_result *r, const char *name, const char *value);

/* JSON: write one report; read one back (name for messages).  A report
 * without the fields `merge` needs, or with an unknown verdict or
 * evidence, is refused with the reason. */
void cr_write_json(FILE *f, const struct cr_report *rep);
enum gs_status cr_read_json(const char *name, const char *text, size_t n, struct cr_report *rep,
			    struct gs_error *err);

/* Matrices over reps[0..n): Markdown, a self-contained HTML page,
 * reStructuredText (for Documentation/claims.rst).  A generation with no
 * silicon report gets a silicon column reading "not yet run". */
void cr_write_md(FILE *f, const struct cr_report *reps, size_t n);
void cr_write_html(FILE *f, const struct cr_report *reps, size_t n);
void cr_write_rst(FILE *f, const struct cr_report *reps, size_t n);

/* Counts of each verdict in a report: confirmed, refuted, inconclusive, not-applicable. */
void cr_counts(const struct cr_report *rep, size_t counts[4]);
extern const char *const cr_verdicts[4];

#endif /* GFXSHIM_CLAIMS_REPORT_H */
