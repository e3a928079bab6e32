/* SPDX-License-Identifier: MIT */
/*
 * The "observe" list of a claim's [check]: what a report records as the
 * raw observation.  Comma-separated items, each an expression ("A.out[3]",
 * "asf32(A.out[0])"), a named one ("rule8 := all(...)"), or a slice of a
 * name ("A.out[0:8]": elements 0..7).
 * A plain name prints as a hex word, anything else as a number.
 */
#ifndef GFXSHIM_CLAIMS_OBS_H
#define GFXSHIM_CLAIMS_OBS_H

#include <stddef.h>

#include "claims_expr.h"

#define OBS_SLICE_MAX 256

struct obs_item {
	char *label;           /* the item's text */
	char *base;            /* slice: the name before '[' ; else NULL */
	long lo, hi;           /* slice bounds */
	struct cx_expr e;      /* not a slice: the expression */
	int plain;             /* a bare name (printed in hex) */
};

/* Split and parse; -1 with a message. */
int obs_parse(const char *list, struct obs_item **items, size_t *n, char *err, size_t errn);
int obs_validate(const char *list, char *err, size_t errn);
void obs_free(struct obs_item *items, size_t n);
/* The item's value as text (malloc'd), or NULL with err set. */
char *obs_value(const struct obs_item *it, cx_lookup fn, void *ctx, char *err, size_t errn);
/* A number as a report prints it: integers in decimal (hex when hex is set
 * and 0 <= v < 2^32), others with 9 significant digits. */
void obs_format(double v, int hex, char *buf, size_t n);

#endif /* GFXSHIM_CLAIMS_OBS_H */
