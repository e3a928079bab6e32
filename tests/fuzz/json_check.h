/* SPDX-License-Identifier: MIT */
/*
 * A strict JSON validator (RFC 8259 grammar, no extensions) for tests:
 * the `pm4 decode --json` output must parse as one JSON value.  Shared by
 * tests/unit/test_pm4.c and the decoder fuzzer (static, header-only).
 */
#ifndef GS_JSON_CHECK_H
#define GS_JSON_CHECK_H

#include <stddef.h>
#include <string.h>

struct jc {
	const char *p, *end;
	int depth;
};

static int jc_value(struct jc *j);

static void jc_ws(struct jc *j)
{
	while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r'))
		j->p++;
}

static int jc_lit(struct jc *j, const char *w)
{
	size_t n = strlen(w);

	if ((size_t)(j->end - j->p) < n || memcmp(j->p, w, n))
		return 0;
	j->p += n;
	return 1;
}

static int jc_string(struct jc *j)
{
	if (j->p >= j->end || *j->p != '"')
		return 0;
	for (j->p++; j->p < j->end; j->p++) {
		unsigned char c = (unsigned char)*j->p;

		if (c == '"') {
			j->p++;
			return 1;
		}
		if (c < 0x20)
			return 0;
		if (c == '\\') {
			if (++j->p >= j->end)
				return 0;
			if (*j->p == 'u') {
				for (int i = 0; i < 4; i++) {
					char h;

					if (++j->p >= j->end)
						return 0;
					h = *j->p;
					if (!((h >= '0' && h <= '9') || (h >= 'a' && h <= 'f') || (h >= 'A' && h <= 'F')))
						return 0;
				}
			} else if (!strchr("\"\\/bfnrt", *j->p)) {
				return 0;
			}
		}
	}
	return 0;
}

static int jc_digits(struct jc *j)
{
	const char *s = j->p;

	while (j->p < j->end && *j->p >= '0' && *j->p <= '9')
		j->p++;
	return j->p > s;
}

static int jc_number(struct jc *j)
{
	if (j->p < j->end && *j->p == '-')
		j->p++;
	if (j->p < j->end && *j->p == '0')
		j->p++;
	else if (!jc_digits(j))
		return 0;
	if (j->p < j->end && *j->p == '.') {
		j->p++;
		if (!jc_digits(j))
			return 0;
	}
	if (j->p < j->end && (*j->p == 'e' || *j->p == 'E')) {
		j->p++;
		if (j->p < j->end && (*j->p == '+' || *j->p == '-'))
			j->p++;
		if (!jc_digits(j))
			return 0;
	}
	return 1;
}

static int jc_container(struct jc *j, char close, int object)
{
	j->p++;
	if (++j->depth > 64)
		return 0;
	jc_ws(j);
	if (j->p < j->end && *j->p == close) {
		j->p++;
		j->depth--;
		return 1;
	}
	for (;;) {
		jc_ws(j);
		if (object) {
			if (!jc_string(j))
				return 0;
			jc_ws(j);
			if (j->p >= j->end || *j->p != ':')
				return 0;
			j->p++;
		}
		if (!jc_value(j))
			return 0;
		jc_ws(j);
		if (j->p < j->end && *j->p == ',') {
			j->p++;
			continue;
		}
		if (j->p < j->end && *j->p == close) {
			j->p++;
			j->depth--;
			return 1;
		}
		return 0;
	}
}

static int jc_value(struct jc *j)
{
	jc_ws(j);
	if (j->p >= j->end)
		return 0;
	switch (*j->p) {
	case '{': return jc_container(j, '}', 1);
	case '[': return jc_container(j, ']', 0);
	case '"': return jc_string(j);
	case 't': return jc_lit(j, "true");
	case 'f': return jc_lit(j, "false");
	case 'n': return jc_lit(j, "null");
	default: return jc_number(j);
	}
}

/* 1 when s[0..n) is exactly one JSON value (surrounding whitespace allowed). */
static int __attribute__((unused)) json_valid(const char *s, size_t n)
{
	struct jc j = { s, s + n, 0 };

	if (!jc_value(&j))
		return 0;
	jc_ws(&j);
	return j.p == j.end;
}

#endif /* GS_JSON_CHECK_H */
