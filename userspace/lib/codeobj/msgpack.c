// SPDX-License-Identifier: MIT
/* MessagePack writer and bounds-checked reader (see msgpack.h). */
#include <stdlib.h>
#include <string.h>

#include "codeobj/msgpack.h"

void gsi_mp_writer_init(struct gs_mp_writer *w)
{
	memset(w, 0, sizeof(*w));
}

void gsi_mp_writer_release(struct gs_mp_writer *w)
{
	free(w->buf);
	memset(w, 0, sizeof(*w));
}

static void put(struct gs_mp_writer *w, const void *p, size_t n)
{
	if (w->oom)
		return;
	if (n > w->cap - w->len) {
		size_t cap = w->cap ? w->cap : 256;
		uint8_t *nb;

		while (cap - w->len < n) {
			if (cap > SIZE_MAX / 2) {
				w->oom = 1;
				return;
			}
			cap *= 2;
		}
		nb = realloc(w->buf, cap);
		if (!nb) {
			w->oom = 1;
			return;
		}
		w->buf = nb;
		w->cap = cap;
	}
	memcpy(w->buf + w->len, p, n);
	w->len += n;
}

/* A type byte followed by a big-endian integer of `bytes` bytes. */
static void put_be(struct gs_mp_writer *w, uint8_t tag, uint64_t v, int bytes)
{
	uint8_t b[9];

	b[0] = tag;
	for (int i = 0; i < bytes; i++)
		b[1 + i] = (uint8_t)(v >> (8 * (bytes - 1 - i)));
	put(w, b, (size_t)bytes + 1);
}

void gsi_mp_put_uint(struct gs_mp_writer *w, uint64_t v)
{
	if (v < 0x80)
		put_be(w, (uint8_t)v, 0, 0);     /* positive fixint */
	else if (v <= 0xff)
		put_be(w, 0xcc, v, 1);
	else if (v <= 0xffff)
		put_be(w, 0xcd, v, 2);
	else if (v <= 0xffffffffu)
		put_be(w, 0xce, v, 4);
	else
		put_be(w, 0xcf, v, 8);
}

void gsi_mp_put_bool(struct gs_mp_writer *w, int v)
{
	put_be(w, v ? 0xc3 : 0xc2, 0, 0);
}

void gsi_mp_put_str(struct gs_mp_writer *w, const char *s)
{
	size_t n = strlen(s);

	if (n < 32)
		put_be(w, (uint8_t)(0xa0 | n), 0, 0);
	else if (n <= 0xff)
		put_be(w, 0xd9, n, 1);
	else if (n <= 0xffff)
		put_be(w, 0xda, n, 2);
	else if (n <= 0xffffffffu)
		put_be(w, 0xdb, n, 4);
	else {
		w->oom = 1;  /* cannot be encoded; report as failure */
		return;
	}
	put(w, s, n);
}

void gsi_mp_put_array(struct gs_mp_writer *w, uint32_t n)
{
	if (n < 16)
		put_be(w, (uint8_t)(0x90 | n), 0, 0);
	else if (n <= 0xffff)
		put_be(w, 0xdc, n, 2);
	else
		put_be(w, 0xdd, n, 4);
}

void gsi_mp_put_map(struct gs_mp_writer *w, uint32_t n)
{
	if (n < 16)
		put_be(w, (uint8_t)(0x80 | n), 0, 0);
	else if (n <= 0xffff)
		put_be(w, 0xde, n, 2);
	else
		put_be(w, 0xdf, n, 4);
}

/* ------------------------------------------------------------ reader */

static int take(struct gs_mp_reader *r, size_t n, const uint8_t **p)
{
	if (r->pos > r->len || n > r->len - r->pos)
		return -1;
	*p = r->buf + r->pos;
	r->pos += n;
	return 0;
}

static int take_be(struct gs_mp_reader *r, int bytes, uint64_t *v)
{
	const uint8_t *p;

	if (take(r, (size_t)bytes, &p))
		return -1;
	*v = 0;
	for (int i = 0; i < bytes; i++)
		*v = *v << 8 | p[i];
	return 0;
}

/* Payload of str/bin/ext: length already known. */
static int take_payload(struct gs_mp_reader *r, struct gs_mp_value *v, uint64_t n)
{
	if (n > UINT32_MAX)
		return -1;
	v->n = (uint32_t)n;
	return take(r, (size_t)n, &v->str);
}

int gsi_mp_next(struct gs_mp_reader *r, struct gs_mp_value *v)
{
	const uint8_t *p;
	uint64_t x;
	uint8_t t;

	memset(v, 0, sizeof(*v));
	if (take(r, 1, &p))
		return -1;
	t = *p;
	if (t <= 0x7f) {
		v->type = GS_MP_UINT;
		v->u = t;
		return 0;
	}
	if (t >= 0xe0) {
		v->type = GS_MP_INT;
		v->i = (int8_t)t;
		return 0;
	}
	if ((t & 0xf0) == 0x80 || (t & 0xf0) == 0x90) {
		v->type = (t & 0xf0) == 0x80 ? GS_MP_MAP : GS_MP_ARRAY;
		v->n = t & 0x0f;
		return 0;
	}
	if ((t & 0xe0) == 0xa0) {
		v->type = GS_MP_STR;
		return take_payload(r, v, t & 0x1f);
	}
	switch (t) {
	case 0xc0: v->type = GS_MP_NIL; return 0;
	case 0xc2: case 0xc3: v->type = GS_MP_BOOL; v->b = t == 0xc3; return 0;
	case 0xc4: case 0xc5: case 0xc6:       /* bin 8/16/32 */
		v->type = GS_MP_BIN;
		if (take_be(r, 1 << (t - 0xc4), &x))
			return -1;
		return take_payload(r, v, x);
	case 0xc7: case 0xc8: case 0xc9:       /* ext 8/16/32: len, type, data */
		v->type = GS_MP_EXT;
		if (take_be(r, 1 << (t - 0xc7), &x) || take(r, 1, &p))
			return -1;
		return take_payload(r, v, x);
	case 0xca: case 0xcb:                  /* float 32/64 */
		v->type = GS_MP_FLOAT;
		return take(r, t == 0xca ? 4 : 8, &p);
	case 0xcc: case 0xcd: case 0xce: case 0xcf:
		v->type = GS_MP_UINT;
		return take_be(r, 1 << (t - 0xcc), &v->u);
	case 0xd0: case 0xd1: case 0xd2: case 0xd3: {
		int bytes = 1 << (t - 0xd0);

		if (take_be(r, bytes, &x))
			return -1;
		/* Sign-extend from the encoded width. */
		if (bytes < 8 && (x >> (8 * bytes - 1)) & 1)
			x |= ~(uint64_t)0 << (8 * bytes);
		if ((int64_t)x >= 0) {
			v->type = GS_MP_UINT;
			v->u = x;
		} else {
			v->type = GS_MP_INT;
			v->i = (int64_t)x;
		}
		return 0;
	}
	case 0xd4: case 0xd5: case 0xd6: case 0xd7: case 0xd8: /* fixext */
		v->type = GS_MP_EXT;
		if (take(r, 1, &p))
			return -1;
		return take_payload(r, v, 1u << (t - 0xd4));
	case 0xd9: case 0xda: case 0xdb:
		v->type = GS_MP_STR;
		if (take_be(r, 1 << (t - 0xd9), &x))
			return -1;
		return take_payload(r, v, x);
	case 0xdc: case 0xdd:
		v->type = GS_MP_ARRAY;
		if (take_be(r, t == 0xdc ? 2 : 4, &x))
			return -1;
		v->n = (uint32_t)x;
		return 0;
	case 0xde: case 0xdf:
		v->type = GS_MP_MAP;
		if (take_be(r, t == 0xde ? 2 : 4, &x))
			return -1;
		v->n = (uint32_t)x;
		return 0;
	default:                               /* 0xc1 is never used */
		return -1;
	}
}

static int skip_depth(struct gs_mp_reader *r, int depth)
{
	struct gs_mp_value v;
	uint64_t items;

	if (depth > GS_MP_MAX_DEPTH || gsi_mp_next(r, &v))
		return -1;
	if (v.type != GS_MP_ARRAY && v.type != GS_MP_MAP)
		return 0;
	items = v.type == GS_MP_MAP ? 2ull * v.n : v.n;
	/* Every item takes at least one byte, so a bogus count stops at the
	 * end of the buffer instead of looping 2^33 times. */
	if (items > r->len - r->pos)
		return -1;
	for (uint64_t k = 0; k < items; k++)
		if (skip_depth(r, depth + 1))
			return -1;
	return 0;
}

int gsi_mp_skip(struct gs_mp_reader *r)
{
	return skip_depth(r, 0);
}

int gsi_mp_str_eq(const struct gs_mp_value *v, const char *s)
{
	size_t n = strlen(s);

	return v->type == GS_MP_STR && v->n == n && memcmp(v->str, s, n) == 0;
}
