// SPDX-License-Identifier: MIT
/* Kernel arguments for `gfxshim run` (see run_args.h and `gfxshim run --help`). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "run_args.h"

static int parse_type(const char *s, size_t n, enum elem_type *t)
{
	static const char *const names[] = { "u32", "i32", "f32", "u64" };

	for (int i = 0; i < 4; i++)
		if (n == 3 && strncmp(s, names[i], 3) == 0) {
			*t = (enum elem_type)i;
			return 1;
		}
	return 0;
}

static int parse_value(enum elem_type t, const char *s, uint64_t *bits)
{
	char *end;

	if (t == T_F32) {
		float f = strtof(s, &end);
		uint32_t b;

		memcpy(&b, &f, 4);
		*bits = b;
	} else if (t == T_I32) {
		long v = strtol(s, &end, 0);

		if (v < INT32_MIN || v > INT32_MAX)
			return 0;
		*bits = (uint32_t)(int32_t)v;
	} else {
		unsigned long long v = strtoull(s, &end, 0);

		if (t == T_U32 && v > 0xffffffffull)
			return 0;
		*bits = v;
	}
	return end != s && *end == 0;
}

int run_arg_parse(struct run_args *ra, const char *spec, char *msg, size_t msize)
{
	struct run_arg *a;
	const char *eq = strchr(spec, '='), *p = spec, *c1, *c2, *c3;

	if (ra->n == MAX_ARGS) {
		snprintf(msg, msize, "too many --arg (at most %d)", MAX_ARGS);
		return 0;
	}
	a = &ra->a[ra->n];
	memset(a, 0, sizeof(*a));
	if (eq && eq < strchr(spec, ':') && strchr(spec, ':')) {
		if (eq - spec >= (long)sizeof(a->name) || eq == spec) {
			snprintf(msg, msize, "bad argument name in '%s'", spec);
			return 0;
		}
		memcpy(a->name, spec, (size_t)(eq - spec));
		p = eq + 1;
	} else {
		snprintf(a->name, sizeof(a->name), "arg%u", ra->n);
	}
	c1 = strchr(p, ':');
	if (!c1)
		goto bad;
	if (strncmp(p, "buf:", 4) == 0) {
		a->is_buffer = 1;
		c2 = strchr(c1 + 1, ':');
		if (!c2 || !parse_type(c1 + 1, (size_t)(c2 - c1 - 1), &a->type) || a->type == T_U64)
			goto bad;
		a->count = strtoul(c2 + 1, (char **)&c3, 0);
		if (a->count == 0 || a->count > (1u << 28) || (*c3 && *c3 != ':'))
			goto bad;
		snprintf(a->init, sizeof(a->init), "%s", *c3 ? c3 + 1 : "zero");
		if (strcmp(a->init, "zero") && strcmp(a->init, "iota") && strcmp(a->init, "rand") &&
		    strncmp(a->init, "fill=", 5)) {
			snprintf(msg, msize, "unknown initialiser '%s' in '%s', expected zero, iota, rand or fill=V",
				 a->init, spec);
			return 0;
		}
		if (strncmp(a->init, "fill=", 5) == 0 && !parse_value(a->type, a->init + 5, &a->scalar)) {
			snprintf(msg, msize, "bad fill value in '%s'", spec);
			return 0;
		}
	} else {
		if (!parse_type(p, (size_t)(c1 - p), &a->type) || !parse_value(a->type, c1 + 1, &a->scalar))
			goto bad;
	}
	for (unsigned int i = 0; i < ra->n; i++)
		if (strcmp(ra->a[i].name, a->name) == 0) {
			snprintf(msg, msize, "argument name '%s' used twice", a->name);
			return 0;
		}
	ra->n++;
	return 1;
bad:
	snprintf(msg, msize,
		 "bad --arg '%s', expected [NAME=]buf:TYPE:COUNT[:INIT] or [NAME=]TYPE:VALUE with TYPE u32, i32, f32 (u64 for scalars)",
		 spec);
	return 0;
}

static void fill(struct run_arg *a)
{
	uint32_t *p = a->bo->cpu;
	uint32_t seed = 12345;

	for (size_t i = 0; i < a->count; i++) {
		if (strcmp(a->init, "iota") == 0) {
			if (a->type == T_F32) {
				float f = (float)i;

				memcpy(&p[i], &f, 4);
			} else {
				p[i] = (uint32_t)i;
			}
		} else if (strcmp(a->init, "rand") == 0) {
			seed = seed * 1664525u + 1013904223u;  /* fixed seed: runs repeat */
			if (a->type == T_F32) {
				float f = (float)(seed >> 8) / (float)(1u << 24);

				memcpy(&p[i], &f, 4);
			} else {
				p[i] = seed;
			}
		} else if (strncmp(a->init, "fill=", 5) == 0) {
			p[i] = (uint32_t)a->scalar;
		} else {
			p[i] = 0;
		}
	}
}

enum gs_status run_args_setup(struct run_args *ra, struct gs_device *dev, uint8_t *kernarg,
			      size_t cap, size_t *size, struct gs_error *err)
{
	size_t off = 0;

	for (unsigned int i = 0; i < ra->n; i++) {
		struct run_arg *a = &ra->a[i];
		size_t sz = a->is_buffer || a->type == T_U64 ? 8 : 4;
		uint64_t v = a->scalar;

		off = (off + sz - 1) / sz * sz;
		if (off + sz > cap)
			return gs_error_set(err, GS_ERR_RANGE, "kernel arguments exceed %zu bytes", cap);
		if (a->is_buffer) {
			enum gs_status st = gs_bo_alloc(dev, a->count * 4, 0, &a->bo, err);

			if (st)
				return st;
			fill(a);
			v = a->bo->va;
		}
		memcpy(kernarg + off, &v, sz);
		off += sz;
	}
	*size = off;
	return GS_OK;
}

void run_args_free(struct run_args *ra, struct gs_device *dev)
{
	for (unsigned int i = 0; i < ra->n; i++) {
		gs_bo_free(dev, ra->a[i].bo);
		ra->a[i].bo = NULL;
	}
}

static const struct run_arg *find(const struct run_args *ra, const char *name, size_t n)
{
	for (unsigned int i = 0; i < ra->n; i++)
		if (strlen(ra->a[i].name) == n && strncmp(ra->a[i].name, name, n) == 0)
			return &ra->a[i];
	return NULL;
}

static double elem(const struct run_arg *a, size_t i)
{
	const uint32_t *p = a->bo->cpu;
	float f;

	switch (a->type) {
	case T_F32:
		memcpy(&f, &p[i], 4);
		return f;
	case T_I32:
		return (int32_t)p[i];
	default:
		return p[i];
	}
}

static void fmt_elem(const struct run_arg *a, double v, char *buf, size_t n)
{
	if (a->type == T_F32)
		snprintf(buf, n, "%g", v);
	else
		snprintf(buf, n, "%lld", (long long)v);
}

int run_check(const struct run_args *ra, const char *expr, char *msg, size_t msize)
{
	const char *eq = strchr(expr, '='), *opp;
	const struct run_arg *c, *x = NULL, *y = NULL;
	char op = 0;
	double konst = 0;
	size_t bad = 0, n;

	if (!eq)
		goto syntax;
	c = find(ra, expr, (size_t)(eq - expr));
	if (!c || !c->is_buffer) {
		snprintf(msg, msize, "--expect '%s': '%.*s' is not a buffer argument", expr, (int)(eq - expr), expr);
		return -1;
	}
	opp = strpbrk(eq + 1, "+-*");
	if (opp && opp != eq + 1) {
		op = *opp;
		x = find(ra, eq + 1, (size_t)(opp - eq - 1));
		y = find(ra, opp + 1, strlen(opp + 1));
		if (!x || !y || !x->is_buffer || !y->is_buffer)
			goto syntax;
	} else {
		x = find(ra, eq + 1, strlen(eq + 1));
		if (!x) {
			char *end;

			konst = strtod(eq + 1, &end);
			if (end == eq + 1 || *end)
				goto syntax;
		} else if (!x->is_buffer) {
			goto syntax;
		}
	}
	n = c->count;
	if ((x && x->count < n) || (y && y->count < n))
		n = x && x->count < n ? x->count : y->count;
	for (size_t i = 0; i < n; i++) {
		double want = !x ? konst : !y ? elem(x, i)
				: op == '+' ? elem(x, i) + elem(y, i)
				: op == '-' ? elem(x, i) - elem(y, i) : elem(x, i) * elem(y, i);
		double got = elem(c, i);

		if (c->type == T_F32) {
			float wf = (float)want;

			want = wf;
		} else {
			want = (double)(uint32_t)(int64_t)want;
			if (c->type == T_I32)
				want = (int32_t)(uint32_t)want;
		}
		if (got != want && !(isnan(got) && isnan(want))) {
			if (bad++ < 5) {
				char g[32], w[32];

				fmt_elem(c, got, g, sizeof(g));
				fmt_elem(c, want, w, sizeof(w));
				fprintf(stderr, "gfxshim: mismatch: %s[%zu] = %s, expected %s\n", c->name, i, g, w);
			}
		}
	}
	snprintf(msg, msize, "%zu/%zu elements of %s correct", n - bad, n, c->name);
	return bad == 0;
syntax:
	snprintf(msg, msize, "bad --expect '%s', expected C=A+B, C=A-B, C=A*B, C=A or C=NUMBER over buffer names", expr);
	return -1;
}

int run_print(const struct run_args *ra, const char *spec)
{
	const char *colon = strchr(spec, ':');
	size_t n = colon ? (size_t)(colon - spec) : strlen(spec), count;
	const struct run_arg *a = find(ra, spec, n);

	if (!a || !a->is_buffer) {
		fprintf(stderr, "gfxshim: error: --print %s: no such buffer argument\n", spec);
		return 0;
	}
	count = colon ? strtoul(colon + 1, NULL, 0) : 16;
	if (count == 0 || count > a->count)
		count = a->count;
	printf("%s[0..%zu]:", a->name, count - 1);
	for (size_t i = 0; i < count; i++) {
		char b[32];

		fmt_elem(a, elem(a, i), b, sizeof(b));
		printf("%s%s", i % 8 ? " " : "\n  ", b);
	}
	printf("\n");
	return 1;
}
