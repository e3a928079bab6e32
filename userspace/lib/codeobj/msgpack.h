/* SPDX-License-Identifier: MIT */
/*
 * The small part of MessagePack (github.com/msgpack/msgpack/blob/master/spec.md)
 * that AMDGPU metadata notes use: a growable writer and a bounds-checked
 * reader that never reads past the buffer it was given.
 */
#ifndef GS_CODEOBJ_MSGPACK_H
#define GS_CODEOBJ_MSGPACK_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"

/* ------------------------------------------------------------ writer */
struct gs_mp_writer {
	uint8_t *buf;   /* malloc'd */
	size_t len;
	size_t cap;
	int oom;        /* sticky: an allocation failed, output is incomplete */
};

void gsi_mp_writer_init(struct gs_mp_writer *w);
void gsi_mp_writer_release(struct gs_mp_writer *w);
void gsi_mp_put_uint(struct gs_mp_writer *w, uint64_t v);
void gsi_mp_put_bool(struct gs_mp_writer *w, int v);
void gsi_mp_put_str(struct gs_mp_writer *w, const char *s);
void gsi_mp_put_array(struct gs_mp_writer *w, uint32_t n);
void gsi_mp_put_map(struct gs_mp_writer *w, uint32_t n);

/* ------------------------------------------------------------ reader */
enum gs_mp_type {
	GS_MP_NIL,
	GS_MP_BOOL,
	GS_MP_UINT,    /* non-negative integer: u */
	GS_MP_INT,     /* negative integer: i */
	GS_MP_FLOAT,   /* value not decoded (metadata has none we need) */
	GS_MP_STR,     /* str/len point into the buffer, not NUL-terminated */
	GS_MP_BIN,
	GS_MP_EXT,
	GS_MP_ARRAY,   /* n elements follow */
	GS_MP_MAP,     /* n key/value pairs follow */
};

struct gs_mp_value {
	enum gs_mp_type type;
	uint64_t u;
	int64_t i;
	int b;
	const uint8_t *str;
	uint32_t n;     /* str/bin/ext byte length, or array/map count */
};

struct gs_mp_reader {
	const uint8_t *buf;
	size_t len;
	size_t pos;
};

/* Deepest nesting gsi_mp_skip follows (metadata is 4-5 levels deep). */
#define GS_MP_MAX_DEPTH 32

/* Read one value header (plus the payload of str/bin/ext/scalars).
 * Returns 0, or -1 if the buffer ends early or the byte is invalid. */
int gsi_mp_next(struct gs_mp_reader *r, struct gs_mp_value *v);
/* Skip one whole value including nested containers.  0 or -1. */
int gsi_mp_skip(struct gs_mp_reader *r);
/* Does a GS_MP_STR value equal the C string s? */
int gsi_mp_str_eq(const struct gs_mp_value *v, const char *s);

#endif /* GS_CODEOBJ_MSGPACK_H */
