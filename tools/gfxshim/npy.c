// SPDX-License-Identifier: MIT
/* .npy headers (npy.h): the header is a Python dict literal with 'descr',
 * 'fortran_order' and 'shape'; this reads only that grammar. */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <string.h>

#include "npy.h"

static const uint8_t magic[6] = { 0x93, 'N', 'U', 'M', 'P', 'Y' };

int npy_is(const uint8_t *buf, size_t n)
{
	return n >= 6 && memcmp(buf, magic, 6) == 0;
}

struct cur {
	const char *p, *end;
};

static void skip(struct cur *c)
{
	while (c->p < c->end && isspace((unsigned char)*c->p))
		c->p++;
}

static int eat(struct cur *c, char ch)
{
	skip(c);
	if (c->p < c->end && *c->p == ch) {
		c->p++;
		return 1;
	}
	return 0;
}

/* A quoted string ('...' or "...") into out. */
static int string(struct cur *c, char *out, size_t cap)
{
	char q;
	size_t n = 0;

	skip(c);
	if (c->p >= c->end || (*c->p != '\'' && *c->p != '"'))
		return 0;
	q = *c->p++;
	while (c->p < c->end && *c->p != q) {
		if (n + 1 >= cap)
			return 0;
		out[n++] = *c->p++;
	}
	if (c->p >= c->end)
		return 0;
	c->p++;
	out[n] = 0;
	return 1;
}

static int word(struct cur *c, const char *w)
{
	size_t n = strlen(w);

	skip(c);
	if ((size_t)(c->end - c->p) >= n && memcmp(c->p, w, n) == 0) {
		c->p += n;
		return 1;
	}
	return 0;
}

static int shape(struct cur *c, struct npy_info *o, char *why, size_t wn)
{
	if (!eat(c, '('))
		return snprintf(why, wn, "header: 'shape' is not a tuple"), 0;
	o->ndim = 0;
	o->count = 1;
	while (!eat(c, ')')) {
		uint64_t v = 0;
		int digits = 0;

		skip(c);
		while (c->p < c->end && isdigit((unsigned char)*c->p)) {
			if (v > (UINT64_MAX - 9) / 10)
				return snprintf(why, wn, "header: a dimension of 'shape' is too large"), 0;
			v = v * 10 + (uint64_t)(*c->p++ - '0');
			digits++;
		}
		if (!digits)
			return snprintf(why, wn, "header: expected a number in 'shape'"), 0;
		if (o->ndim == NPY_MAX_DIMS)
			return snprintf(why, wn, "header: more than %d dimensions", NPY_MAX_DIMS), 0;
		o->shape[o->ndim++] = v;
		if (v && o->count > UINT64_MAX / v)
			return snprintf(why, wn, "header: 'shape' holds more than 2^64 elements"), 0;
		o->count *= v;
		if (!eat(c, ',') && !(skip(c), c->p < c->end && *c->p == ')'))
			return snprintf(why, wn, "header: expected ',' or ')' in 'shape'"), 0;
	}
	return 1;
}

int npy_parse(const uint8_t *buf, size_t n, struct npy_info *o, char *why, size_t wn)
{
	size_t hlen, hstart;
	struct cur c;
	int have_descr = 0, have_order = 0, have_shape = 0;

	memset(o, 0, sizeof(*o));
	if (!npy_is(buf, n) || n < 10)
		return snprintf(why, wn, "not a .npy file (no \\x93NUMPY magic)"), -1;
	if (buf[6] == 1) {
		hlen = buf[8] | (size_t)buf[9] << 8;
		hstart = 10;
	} else if (buf[6] == 2 || buf[6] == 3) {
		if (n < 12)
			return snprintf(why, wn, "truncated header"), -1;
		hlen = buf[8] | (size_t)buf[9] << 8 | (size_t)buf[10] << 16 | (size_t)buf[11] << 24;
		hstart = 12;
	} else {
		return snprintf(why, wn, ".npy format version %u.%u; expected 1.0, 2.0 or 3.0", buf[6], buf[7]), -1;
	}
	if (hlen > n - hstart)
		return snprintf(why, wn, "header of %zu bytes runs past the end of the file", hlen), -1;
	c.p = (const char *)buf + hstart;
	c.end = c.p + hlen;
	if (!eat(&c, '{'))
		return snprintf(why, wn, "header: expected '{'"), -1;
	while (!eat(&c, '}')) {
		char key[32];

		if (!string(&c, key, sizeof(key)) || !eat(&c, ':'))
			return snprintf(why, wn, "header: expected 'key': value"), -1;
		if (strcmp(key, "descr") == 0) {
			if (!string(&c, o->descr, sizeof(o->descr)))
				return snprintf(why, wn, "header: 'descr' is not a simple type string (structured arrays are not read)"), -1;
			have_descr = 1;
		} else if (strcmp(key, "fortran_order") == 0) {
			if (word(&c, "True"))
				o->fortran_order = 1;
			else if (!word(&c, "False"))
				return snprintf(why, wn, "header: 'fortran_order' is neither True nor False"), -1;
			have_order = 1;
		} else if (strcmp(key, "shape") == 0) {
			if (!shape(&c, o, why, wn))
				return -1;
			have_shape = 1;
		} else {
			return snprintf(why, wn, "header: unknown key '%s'", key), -1;
		}
		if (!eat(&c, ',') && !(skip(&c), c.p < c.end && *c.p == '}'))
			return snprintf(why, wn, "header: expected ',' or '}'"), -1;
	}
	if (!have_descr || !have_order || !have_shape)
		return snprintf(why, wn, "header: missing '%s'", !have_descr ? "descr" : !have_order ? "fortran_order" : "shape"), -1;
	o->data_offset = hstart + hlen;
	return 0;
}

size_t npy_header(uint8_t *buf, size_t cap, const char *descr, uint64_t count)
{
	char dict[128];
	int len = snprintf(dict, sizeof(dict), "{'descr': '%s', 'fortran_order': False, 'shape': (%" PRIu64 ",), }",
			   descr, count);
	size_t total = ((size_t)10 + (size_t)len + 1 + 63) / 64 * 64;  /* + '\n', 64-byte aligned */
	size_t hlen = total - 10;

	if (len < 0 || total > cap || hlen > 65535)
		return 0;
	memcpy(buf, magic, 6);
	buf[6] = 1;
	buf[7] = 0;
	buf[8] = (uint8_t)hlen;
	buf[9] = (uint8_t)(hlen >> 8);
	memcpy(buf + 10, dict, (size_t)len);
	memset(buf + 10 + len, ' ', hlen - (size_t)len - 1);
	buf[total - 1] = '\n';
	return total;
}
