/* SPDX-License-Identifier: MIT */
/*
 * The small expression language of claim files (Documentation/claims.rst):
 * buffer initialisers ("i * 2"), verdict rules
 * ("all(l, 0, 32, A.out[l] == l + 1)") and observations.  Values are
 * doubles (integers exact to 2^53); bit operators work on integers.  Names
 * ("A.out[3]", "enc[1]", "bench.steps[0].size_bytes") are resolved by the
 * caller through a lookup function, so the language knows nothing of runs
 * or buffers.
 */
#ifndef GFXSHIM_CLAIMS_EXPR_H
#define GFXSHIM_CLAIMS_EXPR_H

#include <stddef.h>

#define CX_PATH_MAX 8

struct cx_node;

struct cx_expr {
	struct cx_node *root;
	char *text;          /* the source text, for messages and reports */
};

/* A name as the lookup function sees it: "A.out[3]" is parts {A, out, 3}
 * with is_index {0, 0, 1}.  len: 1 when asked as len(path): the number of
 * elements, not a value. */
struct cx_path {
	const char *name[CX_PATH_MAX];   /* NULL for an index part */
	double index[CX_PATH_MAX];
	int n;
	int len;
};

/* Return 0 and set *out, or -1 with a message in err. */
typedef int (*cx_lookup)(void *ctx, const struct cx_path *p, double *out, char *err, size_t errn);

/* Parse text; on error -1 with "col N: what, expected what" in err. */
int cx_parse(const char *text, struct cx_expr *out, char *err, size_t errn);
void cx_free(struct cx_expr *e);
/* Evaluate; -1 with a message on error (unknown name, index out of
 * range, a bit operation on a non-integer, a loop too long). */
int cx_eval(const struct cx_expr *e, cx_lookup fn, void *ctx, double *out, char *err, size_t errn);
/* Call fn(ctx, path) for every name the expression reads (loop variables
 * excluded), so a caller can check them before running anything; stops at
 * the first nonzero return. */
int cx_names(const struct cx_expr *e, int (*fn)(void *ctx, const struct cx_path *p), void *ctx);

/* Bits of IEEE half / bfloat16 / single values and back (round to nearest
 * even), shared with the runner's buffer initialisers. */
double cx_half_to_double(unsigned int h);
unsigned int cx_double_to_half(double x);
double cx_bf16_to_double(unsigned int h);
unsigned int cx_double_to_bf16(double x);

#endif /* GFXSHIM_CLAIMS_EXPR_H */
