// SPDX-License-Identifier: MIT
/* Observation lists of claim files (claims_obs.h). */
#include <ctype.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claims_obs.h"

/* The next item of a comma list: commas inside () and [] do not split. */
static const char *item_end(const char *p)
{
	int depth = 0;

	for (; *p; p++) {
		if (*p == '(' || *p == '[')
			depth++;
		else if ((*p == ')' || *p == ']') && depth)
			depth--;
		else if (*p == ',' && !depth)
			break;
	}
	return p;
}

static int is_name_text(const char *b, const char *e)
{
	if (b == e || !(isalpha((unsigned char)*b) || *b == '_'))
		return 0;
	for (; b < e; b++)
		if (!isalnum((unsigned char)*b) && *b != '_' && *b != '.')
			return 0;
	return 1;
}

static int parse_item(const char *b, const char *e, struct obs_item *it, char *err, size_t errn)
{
	const char *lb, *colon;
	char *text;

	while (b < e && isspace((unsigned char)*b))
		b++;
	while (e > b && isspace((unsigned char)e[-1]))
		e--;
	memset(it, 0, sizeof(*it));
	if (b == e) {
		snprintf(err, errn, "an empty item, expected EXPRESSION or NAME[LO:HI]");
		return -1;
	}
	text = strndup(b, (size_t)(e - b));
	if (!text) {
		snprintf(err, errn, "out of memory");
		return -1;
	}
	it->label = text;
	/* "LABEL := EXPRESSION" names an item */
	{
		char *def = strstr(text, ":=");

		if (def && is_name_text(text, def - (def > text && def[-1] == ' ' ? 1 : 0))) {
			char *e2 = def + 2;

			while (*e2 == ' ')
				e2++;
			*def = 0;
			if (def > text && def[-1] == ' ')
				def[-1] = 0;
			if (cx_parse(e2, &it->e, err, errn))
				return -1;
			return 0;
		}
	}
	lb = strrchr(text, '[');
	colon = lb ? strchr(lb, ':') : NULL;
	if (lb && colon && text[strlen(text) - 1] == ']' && is_name_text(text, lb)) {
		char *end1, *end2;

		it->lo = strtol(lb + 1, &end1, 0);
		it->hi = strtol(colon + 1, &end2, 0);
		if (end1 != colon || *end2 != ']' || it->lo < 0 || it->hi <= it->lo ||
		    it->hi - it->lo > OBS_SLICE_MAX) {
			snprintf(err, errn, "bad slice '%s', expected NAME[LO:HI] with 0 <= LO < HI, at most %d elements",
				 text, OBS_SLICE_MAX);
			return -1;
		}
		it->base = strndup(text, (size_t)(lb - text));
		if (!it->base) {
			snprintf(err, errn, "out of memory");
			return -1;
		}
		return 0;
	}
	if (cx_parse(text, &it->e, err, errn))
		return -1;
	/* a bare name: letters, dots and [index] parts only */
	it->plain = isalpha((unsigned char)text[0]) && !strpbrk(text, "()+-*/%&|^!~<>=?");
	return 0;
}

int obs_parse(const char *list, struct obs_item **items, size_t *n, char *err, size_t errn)
{
	const char *p = list;

	*items = NULL;
	*n = 0;
	while (*p) {
		const char *e = item_end(p);
		struct obs_item *ni = realloc(*items, (*n + 1) * sizeof(*ni));

		if (!ni) {
			snprintf(err, errn, "out of memory");
			return -1;
		}
		*items = ni;
		if (parse_item(p, e, &ni[*n], err, errn)) {
			(*n)++;
			obs_free(*items, *n);
			*items = NULL;
			*n = 0;
			return -1;
		}
		(*n)++;
		p = *e ? e + 1 : e;
	}
	return 0;
}

int obs_validate(const char *list, char *err, size_t errn)
{
	struct obs_item *it;
	size_t n;

	if (obs_parse(list, &it, &n, err, errn))
		return -1;
	obs_free(it, n);
	return 0;
}

void obs_free(struct obs_item *items, size_t n)
{
	for (size_t i = 0; i < n; i++) {
		free(items[i].label);
		free(items[i].base);
		cx_free(&items[i].e);
	}
	free(items);
}

void obs_format(double v, int hex, char *buf, size_t n)
{
	if (hex && v >= 0 && v < 4294967296.0 && v == floor(v))
		snprintf(buf, n, "0x%08llx", (unsigned long long)v);
	else if (isfinite(v) && v == floor(v) && fabs(v) < 1e15)
		snprintf(buf, n, "%lld", (long long)v);
	else
		snprintf(buf, n, "%.9g", v);
}

char *obs_value(const struct obs_item *it, cx_lookup fn, void *ctx, char *err, size_t errn)
{
	char num[40];

	if (!it->base) {
		double v;

		if (cx_eval(&it->e, fn, ctx, &v, err, errn))
			return NULL;
		obs_format(v, it->plain, num, sizeof(num));
		return strdup(num);
	} else {
		size_t cap = (size_t)(it->hi - it->lo) * 44 + 1, len = 0;  /* 40-byte numbers and a space */
		char *out = malloc(cap), *text = NULL;

		if (!out) {
			snprintf(err, errn, "out of memory");
			return NULL;
		}
		out[0] = 0;
		for (long k = it->lo; k < it->hi; k++) {
			struct cx_expr e;
			double v;
			size_t tl = strlen(it->base) + 24;

			free(text);
			text = malloc(tl);
			if (!text) {
				free(out);
				snprintf(err, errn, "out of memory");
				return NULL;
			}
			snprintf(text, tl, "%s[%ld]", it->base, k);
			if (cx_parse(text, &e, err, errn)) {
				free(out);
				free(text);
				return NULL;
			}
			if (cx_eval(&e, fn, ctx, &v, err, errn)) {
				cx_free(&e);
				free(out);
				free(text);
				return NULL;
			}
			cx_free(&e);
			obs_format(v, 1, num, sizeof(num));
			len += (size_t)snprintf(out + len, cap - len, "%s%s", len ? " " : "", num);
		}
		free(text);
		return out;
	}
}
