// SPDX-License-Identifier: MIT
/* What `gfxshim run` does with buffers after the dispatch: print, save,
 * check (run_args.h). */
#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "npy.h"
#include "numparse.h"
#include "outfile.h"
#include "run_args.h"

/* Compare one element: exact unless a tolerance is given. */
static int close_enough(double got, double want, double rtol, double atol, double *err)
{
	*err = 0;
	if (isnan(got) || isnan(want))
		return isnan(got) && isnan(want);
	if (got == want)
		return 1;
	if (isinf(got) || isinf(want))
		return 0;
	*err = fabs(got - want);
	return *err <= atol + rtol * fabs(want);
}

static void report_mismatch(const struct run_arg *c, uint64_t i, uint64_t got, uint64_t want, unsigned int *shown)
{
	char g[48], w[48];

	if ((*shown)++ >= 5)
		return;
	elem_format(c->type, got, g, sizeof(g));
	elem_format(c->type, want, w, sizeof(w));
	fprintf(stderr, "gfxshim: mismatch: %s[%" PRIu64 "] = %s, expected %s\n", c->name, i, g, w);
}

/* The checks' common loop: want[i] from fn, compared with c[i]. */
struct ref {
	const struct run_arg *x, *y;   /* buffers (y only with an operator) */
	char op;                       /* '+', '-', '*' or 0 */
	int konst;                     /* compare with kbits */
	uint64_t kbits;
	const void *file;              /* reference elements of c's type */
};

static uint64_t want_bits(const struct run_arg *c, const struct ref *r, uint64_t i)
{
	enum elem_type ct = c->type;

	if (r->file)
		return elem_load(ct, r->file, i);
	if (r->konst)
		return r->kbits;
	if (!elem_info(ct)->is_float) {
		/* integers: exact, wrapping in c's width */
		uint64_t a = (uint64_t)elem_to_i64(r->x->type, elem_load(r->x->type, r->x->bo->cpu, i)), b = 0, v;
		unsigned int w = elem_info(ct)->size * 8;

		if (r->y)
			b = (uint64_t)elem_to_i64(r->y->type, elem_load(r->y->type, r->y->bo->cpu, i));
		v = !r->op ? a : r->op == '+' ? a + b : r->op == '-' ? a - b : a * b;
		return w == 64 ? v : v & ((1ull << w) - 1);
	} else {
		double a = elem_to_double(r->x->type, elem_load(r->x->type, r->x->bo->cpu, i)), b = 0, v;

		if (r->y)
			b = elem_to_double(r->y->type, elem_load(r->y->type, r->y->bo->cpu, i));
		v = !r->op ? a : r->op == '+' ? a + b : r->op == '-' ? a - b : a * b;
		return elem_from_double(ct, v);  /* double is wide enough to round once (2p+2 bits) */
	}
}

static void compare(const struct run_arg *c, const struct ref *r, uint64_t n, double rtol, double atol,
		    struct check_result *res)
{
	unsigned int shown = 0;

	res->n = n;
	res->bad = 0;
	res->max_abs = 0;
	for (uint64_t i = 0; i < n; i++) {
		uint64_t got = elem_load(c->type, c->bo->cpu, i), want = want_bits(c, r, i);
		double e = 0;
		int ok;

		if (!rtol && !atol && !elem_info(c->type)->is_float)
			ok = got == want;
		else
			ok = close_enough(elem_to_double(c->type, got), elem_to_double(c->type, want), rtol, atol, &e);
		if (e > res->max_abs && isfinite(e))
			res->max_abs = e;
		if (!ok) {
			res->bad++;
			report_mismatch(c, i, got, want, &shown);
		}
	}
	res->ok = res->bad == 0;
}

static void summary(const struct run_arg *c, double rtol, double atol, struct check_result *r)
{
	int n = snprintf(r->msg, sizeof(r->msg), "%" PRIu64 "/%" PRIu64 " elements of %s correct", r->n - r->bad, r->n,
			 c->name);

	if ((rtol || atol) && n > 0 && (size_t)n < sizeof(r->msg))
		snprintf(r->msg + n, sizeof(r->msg) - (size_t)n, " (within rtol %g, atol %g; largest error %g)", rtol, atol,
			 r->max_abs);
}

static const struct run_arg *buffer_named(const struct run_args *ra, const char *s, size_t n)
{
	const struct run_arg *a = run_args_find(ra, s, n);

	return a && a->is_buffer ? a : NULL;
}

void run_check(const struct run_args *ra, const char *expr, double rtol, double atol, struct check_result *res)
{
	const char *eq = strchr(expr, '='), *rhs, *opp;
	const struct run_arg *c;
	struct ref r = { 0 };
	char why[160];
	uint64_t n;

	memset(res, 0, sizeof(*res));
	res->ok = -1;
	if (!eq)
		goto syntax;
	c = buffer_named(ra, expr, (size_t)(eq - expr));
	if (!c) {
		snprintf(res->msg, sizeof(res->msg), "--expect %s: '%.*s' is not a buffer argument", expr, (int)(eq - expr), expr);
		return;
	}
	rhs = eq + 1;
	opp = *rhs ? strpbrk(rhs + 1, "+-*") : NULL;
	/* "1e-5" or "-3" is a number, not an operator */
	if (opp && (opp[-1] == 'e' || opp[-1] == 'E') && !buffer_named(ra, rhs, (size_t)(opp - rhs)))
		opp = NULL;
	if (opp) {
		r.op = *opp;
		r.x = buffer_named(ra, rhs, (size_t)(opp - rhs));
		r.y = buffer_named(ra, opp + 1, strlen(opp + 1));
		if (!r.x || !r.y)
			goto syntax;
	} else if ((r.x = buffer_named(ra, rhs, strlen(rhs))) == NULL) {
		if (elem_parse(c->type, rhs, &r.kbits, why, sizeof(why))) {
			if (run_args_find(ra, rhs, strlen(rhs)))
				goto syntax;
			snprintf(res->msg, sizeof(res->msg), "--expect %s: '%s' is neither a buffer nor a %s value (%s)", expr,
				 rhs, elem_info(c->type)->name, why);
			return;
		}
		r.konst = 1;
	}
	if (!elem_info(c->type)->is_float &&
	    ((r.x && elem_info(r.x->type)->is_float) || (r.y && elem_info(r.y->type)->is_float))) {
		snprintf(res->msg, sizeof(res->msg),
			 "--expect %s: %s is %s, an integer buffer, and is checked against integer buffers only",
			 expr, c->name, elem_info(c->type)->name);
		return;
	}
	n = c->count;
	if (r.x && r.x->count < n)
		n = r.x->count;
	if (r.y && r.y->count < n)
		n = r.y->count;
	compare(c, &r, n, rtol, atol, res);
	summary(c, rtol, atol, res);
	return;
syntax:
	snprintf(res->msg, sizeof(res->msg),
		 "bad --expect '%s', expected C=A+B, C=A-B, C=A*B, C=A or C=NUMBER over buffer names", expr);
}

void run_check_file(const struct run_args *ra, const char *expr, double rtol, double atol, struct check_result *res)
{
	const char *eq = strchr(expr, '=');
	const struct run_arg *c;
	struct ref r = { 0 };
	struct gs_error err = { 0 };
	void *data;

	memset(res, 0, sizeof(*res));
	res->ok = -1;
	if (!eq || !eq[1]) {
		snprintf(res->msg, sizeof(res->msg), "bad --expect-file '%s', expected BUFFER=PATH (.npy or raw)", expr);
		return;
	}
	c = buffer_named(ra, expr, (size_t)(eq - expr));
	if (!c) {
		snprintf(res->msg, sizeof(res->msg), "--expect-file %s: '%.*s' is not a buffer argument", expr,
			 (int)(eq - expr), expr);
		return;
	}
	data = run_read_data(eq + 1, c->type, c->count, &err);
	if (!data) {
		snprintf(res->msg, sizeof(res->msg), "--expect-file %.200s: %.1000s", expr, err.msg);
		return;
	}
	r.file = data;
	compare(c, &r, c->count, rtol, atol, res);
	summary(c, rtol, atol, res);
	free(data);
}

int run_print(const struct run_args *ra, const char *spec, int hex)
{
	const char *colon = strchr(spec, ':');
	size_t n = colon ? (size_t)(colon - spec) : strlen(spec);
	const struct run_arg *a = buffer_named(ra, spec, n);
	uint64_t count = 16;
	char why[160];

	if (!a) {
		fprintf(stderr, "gfxshim: error: --print%s %s: no such buffer argument\n", hex ? "-hex" : "", spec);
		return 0;
	}
	if (colon && num_u64(colon + 1, 1, UINT64_MAX, &count, why, sizeof(why))) {
		fprintf(stderr, "gfxshim: error: --print%s %s: bad element count: %s\n", hex ? "-hex" : "", spec, why);
		return 0;
	}
	if (count > a->count)
		count = a->count;
	printf("%s[0..%" PRIu64 "]:", a->name, count - 1);
	for (uint64_t i = 0; i < count; i++) {
		char b[48];
		uint64_t bits = elem_load(a->type, a->bo->cpu, i);

		if (hex)
			elem_format_hex(a->type, bits, b, sizeof(b));
		else
			elem_format(a->type, bits, b, sizeof(b));
		printf("%s%s", i % 8 ? " " : "\n  ", b);
	}
	printf("\n");
	return 1;
}

enum gs_status run_save(const struct run_args *ra, const char *spec, struct gs_error *err)
{
	const char *eq = strchr(spec, '='), *ext;
	const struct run_arg *a;
	size_t bytes, hlen = 0;
	uint8_t *out;
	enum gs_status st;

	if (!eq || !eq[1])
		return gs_error_set(err, GS_ERR_INVALID, "bad --save '%s', expected BUFFER=PATH (.npy, else raw bytes)", spec);
	a = buffer_named(ra, spec, (size_t)(eq - spec));
	if (!a)
		return gs_error_set(err, GS_ERR_INVALID, "--save %s: '%.*s' is not a buffer argument", spec, (int)(eq - spec),
				    spec);
	bytes = (size_t)a->count * elem_info(a->type)->size;
	ext = strrchr(eq + 1, '.');
	out = malloc(bytes + 128);
	if (!out)
		return gs_error_set(err, GS_ERR_NOMEM, "--save %s: out of memory", spec);
	if (ext && strcmp(ext, ".npy") == 0) {
		hlen = npy_header(out, 128, elem_info(a->type)->npy, a->count);
		if (!hlen) {
			free(out);
			return gs_error_set(err, GS_ERR_INVALID, "--save %s: .npy header too long", spec);
		}
	}
	memcpy(out + hlen, a->bo->cpu, bytes);
	st = out_write_atomic(eq + 1, out, hlen + bytes, err);
	free(out);
	return st;
}
