// SPDX-License-Identifier: MIT
/* JSON writer and reader for the CLI (json.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "json.h"

/* ------------------------------------------------------------ writer */

void json_w_init(struct json_w *j, FILE *f)
{
	j->f = f;
	j->depth = 0;
	j->first[0] = 1;
}

void json_w_escape(FILE *f, const char *s)
{
	fputc('"', f);
	for (const unsigned char *p = (const unsigned char *)s; *p; p++) {
		switch (*p) {
		case '"': fputs("\\\"", f); break;
		case '\\': fputs("\\\\", f); break;
		case '\n': fputs("\\n", f); break;
		case '\r': fputs("\\r", f); break;
		case '\t': fputs("\\t", f); break;
		default:
			if (*p < 0x20)
				fprintf(f, "\\u%04x", *p);
			else
				fputc(*p, f);
		}
	}
	fputc('"', f);
}

/* Separator, indentation and key before a value. */
static void item(struct json_w *j, const char *key)
{
	if (j->depth > 0) {
		fputs(j->first[j->depth] ? "\n" : ",\n", j->f);
		for (int i = 0; i < j->depth; i++)
			fputs("  ", j->f);
	}
	j->first[j->depth] = 0;
	if (key) {
		json_w_escape(j->f, key);
		fputs(": ", j->f);
	}
}

static void open_(struct json_w *j, const char *key, char c)
{
	item(j, key);
	fputc(c, j->f);
	if (j->depth + 1 < JSON_MAX_DEPTH)
		j->depth++;
	j->first[j->depth] = 1;
}

static void close_(struct json_w *j, char c)
{
	int empty = j->first[j->depth];

	if (j->depth > 0)
		j->depth--;
	if (!empty) {
		fputc('\n', j->f);
		for (int i = 0; i < j->depth; i++)
			fputs("  ", j->f);
	}
	fputc(c, j->f);
}

void json_w_obj(struct json_w *j, const char *key) { open_(j, key, '{'); }
void json_w_arr(struct json_w *j, const char *key) { open_(j, key, '['); }
void json_w_end_obj(struct json_w *j) { close_(j, '}'); }
void json_w_end_arr(struct json_w *j) { close_(j, ']'); }

void json_w_str(struct json_w *j, const char *key, const char *v)
{
	item(j, key);
	if (v)
		json_w_escape(j->f, v);
	else
		fputs("null", j->f);
}

void json_w_u64(struct json_w *j, const char *key, uint64_t v)
{
	item(j, key);
	fprintf(j->f, "%llu", (unsigned long long)v);
}

void json_w_i64(struct json_w *j, const char *key, int64_t v)
{
	item(j, key);
	fprintf(j->f, "%lld", (long long)v);
}

void json_w_num(struct json_w *j, const char *key, double v)
{
	char buf[40];

	item(j, key);
	if (!isfinite(v)) {
		fputs("null", j->f);
		return;
	}
	/* the shortest %.*g that reads back as the same double */
	for (int p = 1; p <= 17; p++) {
		snprintf(buf, sizeof(buf), "%.*g", p, v);
		if (strtod(buf, NULL) == v)
			break;
	}
	fputs(buf, j->f);
}

void json_w_bool(struct json_w *j, const char *key, int v)
{
	item(j, key);
	fputs(v ? "true" : "false", j->f);
}

void json_w_null(struct json_w *j, const char *key)
{
	item(j, key);
	fputs("null", j->f);
}

void json_w_done(struct json_w *j)
{
	fputc('\n', j->f);
}

/* ------------------------------------------------------------ reader */

struct rd {
	const char *name, *s, *end;
	unsigned int line, col;
	struct gs_error *err;
	int depth;
};

static enum gs_status rd_fail(struct rd *r, const char *what)
{
	return gs_error_set(r->err, GS_ERR_SYNTAX, "%s:%u:%u: %s", r->name, r->line, r->col, what);
}

static void adv(struct rd *r)
{
	if (*r->s == '\n') {
		r->line++;
		r->col = 1;
	} else {
		r->col++;
	}
	r->s++;
}

static void ws(struct rd *r)
{
	while (r->s < r->end && (*r->s == ' ' || *r->s == '\t' || *r->s == '\n' || *r->s == '\r'))
		adv(r);
}

static int hexval(char c)
{
	if (c >= '0' && c <= '9')
		return c - '0';
	if (c >= 'a' && c <= 'f')
		return c - 'a' + 10;
	if (c >= 'A' && c <= 'F')
		return c - 'A' + 10;
	return -1;
}

static void put_utf8(char *o, size_t *k, unsigned int cp)
{
	if (cp < 0x80) {
		o[(*k)++] = (char)cp;
	} else if (cp < 0x800) {
		o[(*k)++] = (char)(0xc0 | cp >> 6);
		o[(*k)++] = (char)(0x80 | (cp & 0x3f));
	} else if (cp < 0x10000) {
		o[(*k)++] = (char)(0xe0 | cp >> 12);
		o[(*k)++] = (char)(0x80 | (cp >> 6 & 0x3f));
		o[(*k)++] = (char)(0x80 | (cp & 0x3f));
	} else {
		o[(*k)++] = (char)(0xf0 | cp >> 18);
		o[(*k)++] = (char)(0x80 | (cp >> 12 & 0x3f));
		o[(*k)++] = (char)(0x80 | (cp >> 6 & 0x3f));
		o[(*k)++] = (char)(0x80 | (cp & 0x3f));
	}
}

static enum gs_status rd_u4(struct rd *r, unsigned int *cp)
{
	*cp = 0;
	for (int i = 0; i < 4; i++) {
		int h = r->s < r->end ? hexval(*r->s) : -1;

		if (h < 0)
			return rd_fail(r, "expected 4 hex digits after \\u");
		*cp = *cp << 4 | (unsigned int)h;
		adv(r);
	}
	return GS_OK;
}

static enum gs_status rd_string(struct rd *r, char **out)
{
	const char *start;
	size_t k = 0;
	char *o;

	adv(r);  /* the opening quote */
	start = r->s;
	/* the decoded text is never longer than the source */
	o = malloc((size_t)(r->end - start) + 1);
	if (!o)
		return gs_error_set(r->err, GS_ERR_NOMEM, "%s: out of memory", r->name);
	for (;;) {
		unsigned char c;

		if (r->s >= r->end) {
			free(o);
			return rd_fail(r, "unterminated string");
		}
		c = (unsigned char)*r->s;
		if (c == '"') {
			adv(r);
			break;
		}
		if (c < 0x20) {
			free(o);
			return rd_fail(r, "control character in a string");
		}
		if (c != '\\') {
			o[k++] = (char)c;
			adv(r);
			continue;
		}
		adv(r);
		if (r->s >= r->end) {
			free(o);
			return rd_fail(r, "unterminated string");
		}
		c = (unsigned char)*r->s;
		adv(r);
		switch (c) {
		case '"': o[k++] = '"'; break;
		case '\\': o[k++] = '\\'; break;
		case '/': o[k++] = '/'; break;
		case 'b': o[k++] = '\b'; break;
		case 'f': o[k++] = '\f'; break;
		case 'n': o[k++] = '\n'; break;
		case 'r': o[k++] = '\r'; break;
		case 't': o[k++] = '\t'; break;
		case 'u': {
			unsigned int cp, lo;

			if (rd_u4(r, &cp)) {
				free(o);
				return r->err ? r->err->status : GS_ERR_SYNTAX;
			}
			if (cp >= 0xd800 && cp < 0xdc00 && r->end - r->s >= 6 && r->s[0] == '\\' && r->s[1] == 'u') {
				adv(r);
				adv(r);
				if (rd_u4(r, &lo)) {
					free(o);
					return r->err ? r->err->status : GS_ERR_SYNTAX;
				}
				if (lo >= 0xdc00 && lo < 0xe000)
					cp = 0x10000 + ((cp - 0xd800) << 10) + (lo - 0xdc00);
			}
			put_utf8(o, &k, cp);
			break;
		}
		default:
			free(o);
			return rd_fail(r, "unknown escape in a string");
		}
	}
	o[k] = 0;
	*out = o;
	return GS_OK;
}

static enum gs_status rd_value(struct rd *r, struct json_v *v);

static enum gs_status rd_push(struct rd *r, struct json_v *v, size_t *cap, char *key)
{
	if (v->n == *cap) {
		size_t nc = *cap ? *cap * 2 : 8;
		struct json_v *ni = realloc(v->items, nc * sizeof(*ni));
		char **nk;

		if (!ni) {
			free(key);
			return gs_error_set(r->err, GS_ERR_NOMEM, "%s: out of memory", r->name);
		}
		v->items = ni;
		if (v->type == JSON_OBJ) {
			nk = realloc(v->keys, nc * sizeof(*nk));
			if (!nk) {
				free(key);
				return gs_error_set(r->err, GS_ERR_NOMEM, "%s: out of memory", r->name);
			}
			v->keys = nk;
		}
		*cap = nc;
	}
	memset(&v->items[v->n], 0, sizeof(v->items[0]));
	if (v->type == JSON_OBJ)
		v->keys[v->n] = key;
	v->n++;
	return rd_value(r, &v->items[v->n - 1]);
}

static enum gs_status rd_container(struct rd *r, struct json_v *v, char close)
{
	size_t cap = 0;
	enum gs_status st;

	if (++r->depth > JSON_MAX_DEPTH)
		return rd_fail(r, "nested too deeply");
	adv(r);
	ws(r);
	if (r->s < r->end && *r->s == close) {
		adv(r);
		r->depth--;
		return GS_OK;
	}
	for (;;) {
		char *key = NULL;

		ws(r);
		if (v->type == JSON_OBJ) {
			if (r->s >= r->end || *r->s != '"')
				return rd_fail(r, "expected a member name in quotes");
			st = rd_string(r, &key);
			if (st)
				return st;
			ws(r);
			if (r->s >= r->end || *r->s != ':') {
				free(key);
				return rd_fail(r, "expected ':' after a member name");
			}
			adv(r);
			ws(r);
		}
		st = rd_push(r, v, &cap, key);
		if (st)
			return st;
		ws(r);
		if (r->s < r->end && *r->s == ',') {
			adv(r);
			continue;
		}
		if (r->s < r->end && *r->s == close) {
			adv(r);
			r->depth--;
			return GS_OK;
		}
		return rd_fail(r, close == '}' ? "expected ',' or '}'" : "expected ',' or ']'");
	}
}

static int word(struct rd *r, const char *w)
{
	size_t n = strlen(w);

	if ((size_t)(r->end - r->s) < n || memcmp(r->s, w, n))
		return 0;
	for (size_t i = 0; i < n; i++)
		adv(r);
	return 1;
}

static enum gs_status rd_value(struct rd *r, struct json_v *v)
{
	ws(r);
	v->line = r->line;
	v->col = r->col;
	if (r->s >= r->end)
		return rd_fail(r, "expected a value, found the end of the input");
	switch (*r->s) {
	case '{':
		v->type = JSON_OBJ;
		return rd_container(r, v, '}');
	case '[':
		v->type = JSON_ARR;
		return rd_container(r, v, ']');
	case '"':
		v->type = JSON_STR;
		return rd_string(r, &v->str);
	case 't':
	case 'f':
		v->type = JSON_BOOL;
		v->boolean = *r->s == 't';
		if (word(r, v->boolean ? "true" : "false"))
			return GS_OK;
		break;
	case 'n':
		v->type = JSON_NULL;
		if (word(r, "null"))
			return GS_OK;
		break;
	default: {
		char buf[64], *e;
		size_t k = 0;

		while (r->s + k < r->end && k < sizeof(buf) - 1 && r->s[k] && strchr("+-0123456789.eE", r->s[k]))
			k++;
		memcpy(buf, r->s, k);
		buf[k] = 0;
		if (k && (buf[0] == '-' || (buf[0] >= '0' && buf[0] <= '9'))) {
			v->type = JSON_NUM;
			v->num = strtod(buf, &e);
			if (*e == 0) {
				for (size_t i = 0; i < k; i++)
					adv(r);
				return GS_OK;
			}
		}
	}
	}
	return rd_fail(r, "expected a value (object, array, string, number, true, false or null)");
}

enum gs_status json_parse(const char *name, const char *text, size_t n, struct json_v *out, struct gs_error *err)
{
	struct rd r = { name, text, text + n, 1, 1, err, 0 };
	enum gs_status st;

	memset(out, 0, sizeof(*out));
	st = rd_value(&r, out);
	if (!st) {
		ws(&r);
		if (r.s < r.end)
			st = rd_fail(&r, "unexpected text after the JSON value");
	}
	if (st)
		json_free(out);
	return st;
}

void json_free(struct json_v *v)
{
	for (size_t i = 0; i < v->n; i++) {
		json_free(&v->items[i]);
		if (v->keys)
			free(v->keys[i]);
	}
	free(v->items);
	free(v->keys);
	free(v->str);
	memset(v, 0, sizeof(*v));
}

const struct json_v *json_get(const struct json_v *v, const char *key)
{
	if (!v || v->type != JSON_OBJ)
		return NULL;
	for (size_t i = 0; i < v->n; i++)
		if (strcmp(v->keys[i], key) == 0)
			return &v->items[i];
	return NULL;
}

const char *json_get_str(const struct json_v *v, const char *key, const char *dflt)
{
	const struct json_v *m = json_get(v, key);

	return m && m->type == JSON_STR ? m->str : dflt;
}

double json_get_num(const struct json_v *v, const char *key, double dflt)
{
	const struct json_v *m = json_get(v, key);

	return m && m->type == JSON_NUM ? m->num : dflt;
}
