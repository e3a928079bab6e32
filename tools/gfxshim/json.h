/* SPDX-License-Identifier: MIT */
/*
 * JSON for the CLI's reports: a streaming writer (json_w_*) that keeps the
 * commas and nesting right, and a small reader (json_parse) that builds a
 * tree for `merge` commands, with line:col in its errors.
 */
#ifndef GFXSHIM_JSON_H
#define GFXSHIM_JSON_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gfxshim/error.h"

#define JSON_MAX_DEPTH 64

/* ---- writer.  key: the member name inside an object; NULL in an array or
 * at the top level.  Output is indented, one member per line. */
struct json_w {
	FILE *f;
	int depth;
	unsigned char first[JSON_MAX_DEPTH];
};

void json_w_init(struct json_w *j, FILE *f);
void json_w_obj(struct json_w *j, const char *key);   /* { */
void json_w_arr(struct json_w *j, const char *key);   /* [ */
void json_w_end_obj(struct json_w *j);                /* } */
void json_w_end_arr(struct json_w *j);                /* ] */
void json_w_str(struct json_w *j, const char *key, const char *v);  /* NULL: null */
void json_w_u64(struct json_w *j, const char *key, uint64_t v);
void json_w_i64(struct json_w *j, const char *key, int64_t v);
void json_w_num(struct json_w *j, const char *key, double v);  /* shortest round-trip; NaN/inf: null */
void json_w_bool(struct json_w *j, const char *key, int v);
void json_w_null(struct json_w *j, const char *key);
/* Finish the document (a newline after the top-level value). */
void json_w_done(struct json_w *j);
/* A string with JSON escapes, quotes included (for other writers). */
void json_w_escape(FILE *f, const char *s);

/* ---- reader */
enum json_type { JSON_NULL, JSON_BOOL, JSON_NUM, JSON_STR, JSON_ARR, JSON_OBJ };

struct json_v {
	enum json_type type;
	int boolean;
	double num;
	char *str;               /* JSON_STR: the text (NUL-terminated, no escapes) */
	struct json_v *items;    /* JSON_ARR / JSON_OBJ: n values */
	char **keys;             /* JSON_OBJ: n member names */
	size_t n;
	unsigned int line, col;  /* where the value starts, for messages */
};

/* Parse text (n bytes) into *out; name is used in messages
 * ("r.json:3:14: expected ',' or '}'").  Free with json_free. */
enum gs_status json_parse(const char *name, const char *text, size_t n, struct json_v *out, struct gs_error *err);
void json_free(struct json_v *v);
/* A member of an object by name, or NULL (also when v is no object). */
const struct json_v *json_get(const struct json_v *v, const char *key);
/* Convenience: the member's string / number, or dflt when absent or of
 * another type. */
const char *json_get_str(const struct json_v *v, const char *key, const char *dflt);
double json_get_num(const struct json_v *v, const char *key, double dflt);

#endif /* GFXSHIM_JSON_H */
