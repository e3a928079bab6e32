// SPDX-License-Identifier: MIT
/* Kernel arguments for `gfxshim run` (see run_args.h and `gfxshim run --help`). */
#include <ctype.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "npy.h"
#include "numparse.h"
#include "run_args.h"

/* rand without a seed: argument i starts from 12345 + i * 0x9e3779b9 (mod
 * 2^32), so buffers differ and runs repeat; argument 0 keeps the stream
 * gfxshim always had. */
#define RAND_SEED0 12345u
#define RAND_SEED_STEP 0x9e3779b9u

static int valid_name(const char *s, size_t n)
{
	if (!n || !(isalpha((unsigned char)s[0]) || s[0] == '_'))
		return 0;
	for (size_t i = 1; i < n; i++)
		if (!isalnum((unsigned char)s[i]) && s[i] != '_')
			return 0;
	return 1;
}

/* Parse the buffer part after "buf:" into a. */
static int parse_buffer(struct run_arg *a, const char *p, const char *spec, char *msg, size_t msize)
{
	const char *c1 = strchr(p, ':'), *c2, *init;
	char cnt[32], why[160];
	uint64_t count, max;
	size_t n;

	if (!c1)
		goto syntax;
	if (!elem_type_parse(p, (size_t)(c1 - p), &a->type)) {
		snprintf(msg, msize, "--arg %s: unknown element type '%.*s', expected one of %s", spec,
			 (int)(c1 - p), p, elem_type_list());
		return 0;
	}
	c2 = strchr(c1 + 1, ':');
	n = c2 ? (size_t)(c2 - c1 - 1) : strlen(c1 + 1);
	if (!n)
		goto syntax;
	if (n >= sizeof(cnt))
		n = sizeof(cnt) - 1;
	memcpy(cnt, c1 + 1, n);
	cnt[n] = 0;
	max = RUN_MAX_BUFFER_BYTES / elem_info(a->type)->size;
	if (num_u64(cnt, 0, UINT64_MAX, &count, why, sizeof(why))) {
		snprintf(msg, msize, "--arg %s: bad element count: expected an integer from 1 to %" PRIu64
			 " (%s elements fill the 4 GiB a buffer may hold), got '%s'", spec, max,
			 elem_info(a->type)->name, cnt);
		return 0;
	}
	if (!count) {
		snprintf(msg, msize, "--arg %s: a buffer of 0 elements; it needs at least 1 (the kernel gets its address)",
			 spec);
		return 0;
	}
	if (count > max) {
		snprintf(msg, msize,
			 "--arg %s: %" PRIu64 " %s elements are %s%" PRIu64 " bytes, more than the 4 GiB (%llu bytes) a buffer may hold; "
			 "gfxshim run's limit, so that a typo does not take the host's memory (the emulator keeps every buffer there)",
			 spec, count, elem_info(a->type)->name, count > UINT64_MAX / elem_info(a->type)->size ? "over " : "",
			 count > UINT64_MAX / elem_info(a->type)->size ? UINT64_MAX : count * elem_info(a->type)->size,
			 (unsigned long long)RUN_MAX_BUFFER_BYTES);
		return 0;
	}
	a->count = count;
	init = c2 ? c2 + 1 : "zero";
	if (strcmp(init, "zero") == 0) {
		a->init = INIT_ZERO;
	} else if (strcmp(init, "iota") == 0) {
		a->init = INIT_IOTA;
	} else if (strcmp(init, "rand") == 0 || strncmp(init, "rand:", 5) == 0) {
		a->init = INIT_RAND;
		a->seed = (RAND_SEED0 + (uint64_t)a->pos * RAND_SEED_STEP) & 0xffffffffu;
		if (init[4] && num_u64(init + 5, 0, UINT32_MAX, &a->seed, why, sizeof(why))) {
			snprintf(msg, msize, "--arg %s: bad rand seed: %s", spec, why);
			return 0;
		}
	} else if (strncmp(init, "fill=", 5) == 0) {
		a->init = INIT_FILL;
		if (elem_parse(a->type, init + 5, &a->scalar, why, sizeof(why))) {
			snprintf(msg, msize, "--arg %s: bad fill value for %s: %s", spec, elem_info(a->type)->name, why);
			return 0;
		}
	} else if (strncmp(init, "file=", 5) == 0 && init[5]) {
		a->init = INIT_FILE;
		a->file = strdup(init + 5);
		if (!a->file) {
			snprintf(msg, msize, "out of memory");
			return 0;
		}
	} else {
		snprintf(msg, msize, "--arg %s: unknown initialiser '%s', expected zero, iota, rand[:SEED], fill=V or file=PATH",
			 spec, init);
		return 0;
	}
	return 1;
syntax:
	snprintf(msg, msize, "--arg %s: expected [NAME=]buf:TYPE:COUNT[:INIT] with TYPE one of %s", spec,
		 elem_type_list());
	return 0;
}

int run_arg_parse(struct run_args *ra, const char *spec, char *msg, size_t msize)
{
	struct run_arg *a;
	const char *colon = strchr(spec, ':'), *eq = strchr(spec, '='), *p = spec, *c1;
	char why[160];

	if (ra->n == ra->cap) {
		unsigned int cap = ra->cap ? ra->cap * 2 : 8;
		struct run_arg *na = realloc(ra->a, cap * sizeof(*na));

		if (!na) {
			snprintf(msg, msize, "out of memory");
			return 0;
		}
		ra->a = na;
		ra->cap = cap;
	}
	a = &ra->a[ra->n];
	memset(a, 0, sizeof(*a));
	a->pos = ra->n;
	if (eq && colon && eq < colon) {
		if (!valid_name(spec, (size_t)(eq - spec)) || eq - spec >= (long)sizeof(a->name)) {
			snprintf(msg, msize, "--arg %s: bad argument name '%.*s', expected letters, digits and '_' (not first)",
				 spec, (int)(eq - spec), spec);
			return 0;
		}
		memcpy(a->name, spec, (size_t)(eq - spec));
		a->named = 1;
		p = eq + 1;
	} else {
		snprintf(a->name, sizeof(a->name), "arg%u", ra->n);
	}
	a->spec = strdup(spec);
	if (!a->spec) {
		snprintf(msg, msize, "out of memory");
		return 0;
	}
	if (strncmp(p, "buf:", 4) == 0) {
		a->is_buffer = 1;
		if (!parse_buffer(a, p + 4, spec, msg, msize))
			goto fail;
	} else {
		c1 = strchr(p, ':');
		if (!c1) {
			snprintf(msg, msize, "--arg %s: expected [NAME=]buf:TYPE:COUNT[:INIT] or [NAME=]TYPE:VALUE with TYPE one of %s",
				 spec, elem_type_list());
			goto fail;
		}
		if (!elem_type_parse(p, (size_t)(c1 - p), &a->type)) {
			snprintf(msg, msize, "--arg %s: unknown type '%.*s', expected one of %s (or buf:TYPE:COUNT for a buffer)",
				 spec, (int)(c1 - p), p, elem_type_list());
			goto fail;
		}
		if (elem_parse(a->type, c1 + 1, &a->scalar, why, sizeof(why))) {
			snprintf(msg, msize, "--arg %s: bad %s value: %s", spec, elem_info(a->type)->name, why);
			goto fail;
		}
	}
	for (unsigned int i = 0; i < ra->n; i++)
		if (strcmp(ra->a[i].name, a->name) == 0) {
			snprintf(msg, msize, "--arg %s: argument name '%s' used twice", spec, a->name);
			goto fail;
		}
	ra->n++;
	return 1;
fail:
	free(a->spec);
	free(a->file);
	return 0;
}

static uint32_t arg_bytes(const struct run_arg *a)
{
	return a->is_buffer ? 8 : elem_info(a->type)->size;
}

static const char *meta_label(const struct gs_kernel_arg *m, unsigned int i, char *buf, size_t n)
{
	if (m->name[0])
		snprintf(buf, n, "argument %u '%s' (%s, %u bytes at offset %u%s%s%s)", i, m->name, m->kind_name,
			 m->size, m->offset, m->type_name[0] ? ", type '" : "", m->type_name, m->type_name[0] ? "'" : "");
	else
		snprintf(buf, n, "argument %u (%s, %u bytes at offset %u)", i, m->kind_name, m->size, m->offset);
	return buf;
}

/* Which given argument goes where in .args; adopt names. */
static int layout_meta(struct run_args *ra, const struct gs_kernel *k, char *msg, size_t msize)
{
	const struct gs_kernel_arg *ex[256], **e = ex;
	unsigned int ne = 0, cap = 256;
	char label[320], list[512] = "";
	uint32_t end = 0;
	int rc = 0;

	for (uint32_t i = 0; i < k->meta.n_args; i++) {
		if (GS_ARG_IS_HIDDEN(k->meta.args[i].kind))
			continue;
		if (ne == cap) {
			const struct gs_kernel_arg **ne2 = malloc(2 * cap * sizeof(*ne2));

			if (!ne2) {
				snprintf(msg, msize, "out of memory");
				goto out;
			}
			memcpy(ne2, e, ne * sizeof(*e));
			if (e != ex)
				free(e);
			e = ne2;
			cap *= 2;
		}
		e[ne++] = &k->meta.args[i];
	}
	for (unsigned int i = 0; i < ne; i++) {
		size_t used = strlen(list);

		snprintf(list + used, sizeof(list) - used, "%s%s", i ? ", " : "", e[i]->name[0] ? e[i]->name : e[i]->kind_name);
	}
	/* each given argument against its entry first, then the count */
	for (unsigned int i = 0; i < ne && i < ra->n; i++) {
		struct run_arg *a = &ra->a[i];
		const struct gs_kernel_arg *m = e[i];

		meta_label(m, i, label, sizeof(label));
		if (a->named && m->name[0] && strcmp(a->name, m->name)) {
			snprintf(msg, msize, "--arg %s: kernel %s's %s is named '%s' in its metadata, not '%s' (use '%s', or leave the name out)",
				 a->spec, k->name, label, m->name, a->name, m->name);
			goto out;
		}
		if (m->kind == GS_ARG_GLOBAL_BUFFER) {
			if (!a->is_buffer && !(arg_bytes(a) == 8 && !elem_info(a->type)->is_float)) {
				snprintf(msg, msize, "--arg %s: kernel %s's %s is a pointer; give a buffer (buf:TYPE:COUNT) or a u64 address",
					 a->spec, k->name, label);
				goto out;
			}
			if (m->size != 8) {
				snprintf(msg, msize, "--arg %s: kernel %s's %s: a pointer of %u bytes; gfxshim passes 64-bit addresses",
					 a->spec, k->name, label, m->size);
				goto out;
			}
		} else if (m->kind == GS_ARG_BY_VALUE) {
			if (a->is_buffer) {
				snprintf(msg, msize, "--arg %s: kernel %s's %s is a value, not a buffer; give TYPE:VALUE",
					 a->spec, k->name, label);
				goto out;
			}
			if (m->size != arg_bytes(a)) {
				snprintf(msg, msize, "--arg %s: kernel %s's %s takes %u bytes; %s is %u",
					 a->spec, k->name, label, m->size, elem_info(a->type)->name, arg_bytes(a));
				goto out;
			}
		} else {
			snprintf(msg, msize, "--arg %s: kernel %s's %s is of kind %s, which gfxshim run cannot pass (buffers and values only)",
				 a->spec, k->name, label, m->kind_name);
			goto out;
		}
		if (m->offset < end) {
			snprintf(msg, msize, "kernel %s: malformed metadata: %s overlaps the argument before it", k->name, label);
			goto out;
		}
		a->meta = m;
		a->offset = m->offset;
		a->size = m->size;
		end = m->offset + m->size;
	}
	if (ra->n > ne) {
		snprintf(msg, msize, "--arg %s: kernel %s takes %u explicit argument%s (its metadata's .args: %s); this would be argument %u",
			 ra->a[ne].spec, k->name, ne, ne == 1 ? "" : "s", ne ? list : "none", ne);
		goto out;
	}
	if (ra->n < ne) {
		snprintf(msg, msize, "kernel %s's %s has no --arg (it takes %u: %s)", k->name,
			 meta_label(e[ra->n], ra->n, label, sizeof(label)), ne, list);
		goto out;
	}
	/* unnamed arguments take the metadata's names, where free */
	for (unsigned int i = 0; i < ne; i++) {
		struct run_arg *a = &ra->a[i];
		int taken = 0;

		if (a->named || !e[i]->name[0] || !valid_name(e[i]->name, strlen(e[i]->name)))
			continue;
		for (unsigned int j = 0; j < ra->n; j++)
			taken |= strcmp(ra->a[j].name, e[i]->name) == 0;
		if (!taken)
			snprintf(a->name, sizeof(a->name), "%s", e[i]->name);
	}
	ra->blob_size = end;
	ra->from_meta = 1;
	rc = 1;
out:
	if (e != ex)
		free(e);
	return rc;
}

int run_args_layout(struct run_args *ra, const struct gs_kernel *k, char *msg, size_t msize)
{
	uint32_t off = 0, want = k->kd.kernarg_size;

	ra->from_meta = 0;
	if (k->meta.args && k->meta.n_args)
		return layout_meta(ra, k, msg, msize);
	for (unsigned int i = 0; i < ra->n; i++) {
		struct run_arg *a = &ra->a[i];
		uint32_t sz = arg_bytes(a);

		off = (off + sz - 1) / sz * sz;
		if ((uint64_t)off + sz > want) {
			snprintf(msg, msize,
				 "--arg %s would take bytes %u..%u, past the %u bytes of arguments kernel %s takes (.amdhsa_kernarg_size; the code object has no .args metadata to say more)",
				 a->spec, off, off + sz - 1, want, k->name);
			return 0;
		}
		a->offset = off;
		a->size = sz;
		off += sz;
	}
	/* trailing padding up to 8-byte alignment is the segment's, not missing arguments */
	if (off < want && want > (off + 7) / 8 * 8) {
		snprintf(msg, msize,
			 "kernel %s takes %u bytes of arguments (.amdhsa_kernarg_size), %u given by %u --arg: missing arguments?",
			 k->name, want, off, ra->n);
		return 0;
	}
	ra->blob_size = want;
	return 1;
}

/* The LCG gfxshim has always used (Numerical Recipes' constants). */
static uint32_t lcg(uint32_t *s)
{
	*s = *s * 1664525u + 1013904223u;
	return *s;
}

static uint64_t rand_elem(enum elem_type t, uint32_t *s)
{
	uint32_t a, b;

	switch (t) {
	case T_U8:
	case T_I8:
		return lcg(s) >> 24;
	case T_U16:
	case T_I16:
		return lcg(s) >> 16;
	case T_F16:
	case T_BF16:
	case T_F32:
		/* [0, 1): 24 random bits (f16/bf16 then rounded, so 1.0 can occur) */
		return elem_from_double(t, (double)(lcg(s) >> 8) / (double)(1u << 24));
	case T_F64:
		a = lcg(s) >> 5;
		b = lcg(s) >> 6;
		return elem_from_double(t, ((double)a * 67108864.0 + b) / 9007199254740992.0);
	case T_U64:
	case T_I64:
		a = lcg(s);
		b = lcg(s);
		return (uint64_t)a << 32 | b;
	default:
		return lcg(s);
	}
}

static enum gs_status fill(struct run_arg *a, struct gs_error *err)
{
	uint32_t s = (uint32_t)a->seed;
	void *p = a->bo->cpu;
	void *data;

	if (!p)
		return gs_error_set(err, GS_ERR_INVALID, "--arg %s: the buffer has no CPU mapping", a->spec);
	switch (a->init) {
	case INIT_ZERO:
		memset(p, 0, a->count * elem_info(a->type)->size);
		break;
	case INIT_IOTA:
		for (uint64_t i = 0; i < a->count; i++)
			elem_store(a->type, p, i, elem_info(a->type)->is_float ? elem_from_double(a->type, (double)i) : i);
		break;
	case INIT_RAND:
		for (uint64_t i = 0; i < a->count; i++)
			elem_store(a->type, p, i, rand_elem(a->type, &s));
		break;
	case INIT_FILL:
		for (uint64_t i = 0; i < a->count; i++)
			elem_store(a->type, p, i, a->scalar);
		break;
	case INIT_FILE:
		data = run_read_data(a->file, a->type, a->count, err);
		if (!data)
			return gs_error_prefix(err, "--arg %s", a->spec);
		memcpy(p, data, a->count * elem_info(a->type)->size);
		free(data);
		break;
	}
	return GS_OK;
}

enum gs_status run_args_alloc(struct run_args *ra, struct gs_device *dev, struct gs_error *err)
{
	for (unsigned int i = 0; i < ra->n; i++) {
		struct run_arg *a = &ra->a[i];
		enum gs_status st;

		if (!a->is_buffer)
			continue;
		st = gs_bo_alloc(dev, a->count * elem_info(a->type)->size, 0, &a->bo, err);
		if (!st)
			st = fill(a, err);
		if (st)
			return st;
	}
	return GS_OK;
}

void run_args_blob(const struct run_args *ra, uint8_t *blob)
{
	memset(blob, 0, ra->blob_size);
	for (unsigned int i = 0; i < ra->n; i++) {
		const struct run_arg *a = &ra->a[i];
		uint64_t v = a->is_buffer ? a->bo->va : a->scalar;

		for (uint32_t b = 0; b < a->size && b < 8; b++)
			blob[a->offset + b] = (uint8_t)(v >> (8 * b));
	}
}

void run_args_free(struct run_args *ra, struct gs_device *dev)
{
	for (unsigned int i = 0; i < ra->n; i++) {
		if (dev)
			gs_bo_free(dev, ra->a[i].bo);
		free(ra->a[i].file);
		free(ra->a[i].spec);
	}
	free(ra->a);
	memset(ra, 0, sizeof(*ra));
}

const struct run_arg *run_args_find(const struct run_args *ra, const char *name, size_t n)
{
	for (unsigned int i = 0; i < ra->n; i++)
		if (strlen(ra->a[i].name) == n && strncmp(ra->a[i].name, name, n) == 0)
			return &ra->a[i];
	return NULL;
}

void run_arg_init_text(const struct run_arg *a, char *buf, size_t n)
{
	char v[48];

	switch (a->init) {
	case INIT_ZERO:
		snprintf(buf, n, "zero");
		break;
	case INIT_IOTA:
		snprintf(buf, n, "iota");
		break;
	case INIT_RAND:
		snprintf(buf, n, "rand:%" PRIu64, a->seed);
		break;
	case INIT_FILL:
		elem_format(a->type, a->scalar, v, sizeof(v));
		snprintf(buf, n, "fill=%s", v);
		break;
	case INIT_FILE:
		snprintf(buf, n, "file=%s", a->file);
		break;
	}
}

/* Does a .npy descr name type t?  '=' and '|' are little-endian here. */
static int descr_is(const char *d, enum elem_type t)
{
	const char *want = elem_info(t)->npy;

	if (!d[0] || (d[0] != '<' && d[0] != '=' && d[0] != '|'))
		return 0;
	return strcmp(d + 1, want + 1) == 0 && (d[0] != '|' || elem_info(t)->size == 1);
}

void *run_read_data(const char *path, enum elem_type t, uint64_t count, struct gs_error *err)
{
	size_t n, want = (size_t)count * elem_info(t)->size;
	uint8_t *raw = read_input(path, &n, err), *out;
	struct npy_info h;
	const char *ext = strrchr(path, '.');
	char why[200];

	if (!raw)
		return NULL;
	if (npy_is(raw, n) || (ext && strcmp(ext, ".npy") == 0)) {
		if (npy_parse(raw, n, &h, why, sizeof(why))) {
			gs_error_set(err, GS_ERR_INVALID, "%s: %s", path, why);
			goto bad;
		}
		if (!descr_is(h.descr, t)) {
			gs_error_set(err, GS_ERR_INVALID, "%s: holds '%s' elements; a %s buffer reads '%s'%s", path, h.descr,
				     elem_info(t)->name, elem_info(t)->npy,
				     h.descr[0] == '>' ? " (big-endian data is not read)" :
				     t == T_BF16 ? " (bf16 travels as its uint16 bit patterns: NumPy has no bfloat16)" : "");
			goto bad;
		}
		if (h.fortran_order && h.ndim > 1) {
			gs_error_set(err, GS_ERR_INVALID, "%s: Fortran-order array; save it C-ordered (numpy.ascontiguousarray)",
				     path);
			goto bad;
		}
		if (h.count != count) {
			gs_error_set(err, GS_ERR_INVALID, "%s: holds %" PRIu64 " elements; the buffer has %" PRIu64, path,
				     h.count, count);
			goto bad;
		}
		if (n - h.data_offset != want) {
			gs_error_set(err, GS_ERR_INVALID, "%s: %zu bytes of data after the header; %" PRIu64 " %s elements are %zu",
				     path, n - h.data_offset, count, elem_info(t)->name, want);
			goto bad;
		}
		memmove(raw, raw + h.data_offset, want);
		return raw;
	}
	if (n != want) {
		gs_error_set(err, GS_ERR_INVALID, "%s: %zu bytes of raw data; %" PRIu64 " %s elements are %zu", path, n, count,
			     elem_info(t)->name, want);
		goto bad;
	}
	if (!want) {
		out = malloc(1);
		free(raw);
		return out;
	}
	return raw;
bad:
	free(raw);
	return NULL;
}
