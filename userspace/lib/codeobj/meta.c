// SPDX-License-Identifier: MIT
/*
 * amdhsa metadata <-> msgpack.  Keys are written in the order LLVM 22
 * writes them (sorted), with the fields LLVM emits for a minimal kernel
 * (llvm-readelf-22 --notes on clang-22/ld.lld-22 output).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "codeobj/meta.h"
#include "codeobj/msgpack.h"

#define TRIPLE_PREFIX "amdgcn-amd-amdhsa--"

struct gs_kernel_meta gsi_meta_effective(const struct gs_kernel *k,
					const struct gs_target *t)
{
	struct gs_kernel_meta m = k->meta;

	if (!m.wavefront_size) {
		int w32 = k->kd.kernel_code_properties & GS_KCP_ENABLE_WAVEFRONT_SIZE32;

		m.wavefront_size = (w32 && (t->features & GS_FEAT_WAVE32)) ? 32 : 64;
	}
	if (!m.kernarg_segment_size)
		m.kernarg_segment_size = k->kd.kernarg_size;
	if (!m.kernarg_segment_align)
		m.kernarg_segment_align = 8;  /* pointer alignment, as LLVM */
	if (!m.group_segment_fixed_size)
		m.group_segment_fixed_size = k->kd.group_segment_fixed_size;
	if (!m.private_segment_fixed_size)
		m.private_segment_fixed_size = k->kd.private_segment_fixed_size;
	if (!m.max_flat_workgroup_size)
		m.max_flat_workgroup_size = 1024;  /* LLVM's default bound */
	return m;
}

static const char *const kind_names[] = {
	[GS_ARG_UNKNOWN] = "unknown",
	[GS_ARG_BY_VALUE] = "by_value",
	[GS_ARG_GLOBAL_BUFFER] = "global_buffer",
	[GS_ARG_DYNAMIC_SHARED_POINTER] = "dynamic_shared_pointer",
	[GS_ARG_SAMPLER] = "sampler",
	[GS_ARG_IMAGE] = "image",
	[GS_ARG_PIPE] = "pipe",
	[GS_ARG_QUEUE] = "queue",
	[GS_ARG_HIDDEN_NONE] = "hidden_none",
	[GS_ARG_HIDDEN_GLOBAL_OFFSET_X] = "hidden_global_offset_x",
	[GS_ARG_HIDDEN_GLOBAL_OFFSET_Y] = "hidden_global_offset_y",
	[GS_ARG_HIDDEN_GLOBAL_OFFSET_Z] = "hidden_global_offset_z",
	[GS_ARG_HIDDEN_BLOCK_COUNT_X] = "hidden_block_count_x",
	[GS_ARG_HIDDEN_BLOCK_COUNT_Y] = "hidden_block_count_y",
	[GS_ARG_HIDDEN_BLOCK_COUNT_Z] = "hidden_block_count_z",
	[GS_ARG_HIDDEN_GROUP_SIZE_X] = "hidden_group_size_x",
	[GS_ARG_HIDDEN_GROUP_SIZE_Y] = "hidden_group_size_y",
	[GS_ARG_HIDDEN_GROUP_SIZE_Z] = "hidden_group_size_z",
	[GS_ARG_HIDDEN_REMAINDER_X] = "hidden_remainder_x",
	[GS_ARG_HIDDEN_REMAINDER_Y] = "hidden_remainder_y",
	[GS_ARG_HIDDEN_REMAINDER_Z] = "hidden_remainder_z",
	[GS_ARG_HIDDEN_GRID_DIMS] = "hidden_grid_dims",
	[GS_ARG_HIDDEN_DYNAMIC_LDS_SIZE] = "hidden_dynamic_lds_size",
	[GS_ARG_HIDDEN_PRIVATE_BASE] = "hidden_private_base",
	[GS_ARG_HIDDEN_SHARED_BASE] = "hidden_shared_base",
	[GS_ARG_HIDDEN_QUEUE_PTR] = "hidden_queue_ptr",
	[GS_ARG_HIDDEN_PRINTF_BUFFER] = "hidden_printf_buffer",
	[GS_ARG_HIDDEN_HOSTCALL_BUFFER] = "hidden_hostcall_buffer",
	[GS_ARG_HIDDEN_DEFAULT_QUEUE] = "hidden_default_queue",
	[GS_ARG_HIDDEN_COMPLETION_ACTION] = "hidden_completion_action",
	[GS_ARG_HIDDEN_MULTIGRID_SYNC_ARG] = "hidden_multigrid_sync_arg",
	[GS_ARG_HIDDEN_HEAP_V1] = "hidden_heap_v1",
	[GS_ARG_HIDDEN_OTHER] = "hidden",
};

const char *gs_arg_kind_name(enum gs_arg_kind k)
{
	if ((unsigned int)k >= sizeof(kind_names) / sizeof(kind_names[0]))
		return "unknown";
	return kind_names[k];
}

enum gs_arg_kind gs_arg_kind_parse(const char *s, size_t n)
{
	for (unsigned int k = GS_ARG_BY_VALUE; k < GS_ARG_HIDDEN_OTHER; k++)
		if (strlen(kind_names[k]) == n && memcmp(kind_names[k], s, n) == 0)
			return (enum gs_arg_kind)k;
	return n >= 7 && memcmp(s, "hidden_", 7) == 0 ? GS_ARG_HIDDEN_OTHER : GS_ARG_UNKNOWN;
}

static void put_kv_uint(struct gs_mp_writer *w, const char *key, uint64_t v)
{
	gsi_mp_put_str(w, key);
	gsi_mp_put_uint(w, v);
}

static void put_kv_str(struct gs_mp_writer *w, const char *key, const char *v)
{
	gsi_mp_put_str(w, key);
	gsi_mp_put_str(w, v);
}

/* One .args entry, keys sorted as LLVM writes them; empty strings are left out. */
static void put_arg(struct gs_mp_writer *w, const struct gs_kernel_arg *a)
{
	uint32_t n = 3 + !!a->address_space[0] + !!a->name[0] + !!a->type_name[0];

	gsi_mp_put_map(w, n);
	if (a->address_space[0])
		put_kv_str(w, ".address_space", a->address_space);
	if (a->name[0])
		put_kv_str(w, ".name", a->name);
	put_kv_uint(w, ".offset", a->offset);
	put_kv_uint(w, ".size", a->size);
	if (a->type_name[0])
		put_kv_str(w, ".type_name", a->type_name);
	put_kv_str(w, ".value_kind", a->kind_name[0] ? a->kind_name : gs_arg_kind_name(a->kind));
}

static void put_kernel(struct gs_mp_writer *w, const struct gs_kernel *k,
		       const struct gs_target *t)
{
	struct gs_kernel_meta m = gsi_meta_effective(k, t);
	char sym[sizeof(k->name) + 3];

	snprintf(sym, sizeof(sym), "%s.kd", k->name);
	gsi_mp_put_map(w, 14);
	gsi_mp_put_str(w, ".args");
	gsi_mp_put_array(w, m.args ? m.n_args : 0);
	for (uint32_t i = 0; m.args && i < m.n_args; i++)
		put_arg(w, &m.args[i]);
	put_kv_uint(w, ".group_segment_fixed_size", m.group_segment_fixed_size);
	put_kv_uint(w, ".kernarg_segment_align", m.kernarg_segment_align);
	put_kv_uint(w, ".kernarg_segment_size", m.kernarg_segment_size);
	put_kv_uint(w, ".max_flat_workgroup_size", m.max_flat_workgroup_size);
	put_kv_str(w, ".name", k->name);
	put_kv_uint(w, ".private_segment_fixed_size", m.private_segment_fixed_size);
	put_kv_uint(w, ".sgpr_count", m.sgpr_count);
	put_kv_uint(w, ".sgpr_spill_count", 0);
	put_kv_str(w, ".symbol", sym);
	gsi_mp_put_str(w, ".uses_dynamic_stack");
	gsi_mp_put_bool(w, !!(k->kd.kernel_code_properties & GS_KCP_USES_DYNAMIC_STACK));
	put_kv_uint(w, ".vgpr_count", m.vgpr_count);
	put_kv_uint(w, ".vgpr_spill_count", 0);
	put_kv_uint(w, ".wavefront_size", m.wavefront_size);
}

enum gs_status gsi_meta_build(const struct gs_codeobj_input *in,
			     uint8_t **out, size_t *out_size,
			     struct gs_error *err)
{
	struct gs_mp_writer w;
	char triple[64];

	if (in->n_kernels > UINT32_MAX)
		return gs_error_set(err, GS_ERR_INVALID, "code object: too many kernels");
	snprintf(triple, sizeof(triple), TRIPLE_PREFIX "%s", in->target->name);
	gsi_mp_writer_init(&w);
	gsi_mp_put_map(&w, 3);
	gsi_mp_put_str(&w, "amdhsa.kernels");
	gsi_mp_put_array(&w, (uint32_t)in->n_kernels);
	for (size_t i = 0; i < in->n_kernels; i++)
		put_kernel(&w, &in->kernels[i], in->target);
	put_kv_str(&w, "amdhsa.target", triple);
	gsi_mp_put_str(&w, "amdhsa.version");
	gsi_mp_put_array(&w, 2);
	gsi_mp_put_uint(&w, GS_META_VERSION_MAJOR);
	gsi_mp_put_uint(&w, GS_META_VERSION_MINOR);
	if (w.oom) {
		gsi_mp_writer_release(&w);
		return gs_error_set(err, GS_ERR_NOMEM, "code object: out of memory building metadata");
	}
	*out = w.buf;
	*out_size = w.len;
	return GS_OK;
}

/* ------------------------------------------------------------ parsing */

static enum gs_status bad(struct gs_error *err, const char *what)
{
	return gs_error_set(err, GS_ERR_INVALID,
			    "code object: malformed metadata note: %s", what);
}

/* Read a non-negative integer that fits in 32 bits. */
static enum gs_status read_u32(struct gs_mp_reader *r, uint32_t *out,
			       const char *key, struct gs_error *err)
{
	struct gs_mp_value v;

	if (gsi_mp_next(r, &v))
		return bad(err, "truncated value");
	if (v.type != GS_MP_UINT || v.u > UINT32_MAX)
		return gs_error_set(err, GS_ERR_INVALID,
				    "code object: metadata %s is not a 32-bit unsigned integer", key);
	*out = (uint32_t)v.u;
	return GS_OK;
}

/* Map keys we record, and where they go. */
static uint32_t *meta_field(struct gs_kernel_meta *m, const struct gs_mp_value *key)
{
	static const struct {
		const char *key;
		size_t off;
	} fields[] = {
		{ ".kernarg_segment_size", offsetof(struct gs_kernel_meta, kernarg_segment_size) },
		{ ".kernarg_segment_align", offsetof(struct gs_kernel_meta, kernarg_segment_align) },
		{ ".group_segment_fixed_size", offsetof(struct gs_kernel_meta, group_segment_fixed_size) },
		{ ".private_segment_fixed_size", offsetof(struct gs_kernel_meta, private_segment_fixed_size) },
		{ ".wavefront_size", offsetof(struct gs_kernel_meta, wavefront_size) },
		{ ".sgpr_count", offsetof(struct gs_kernel_meta, sgpr_count) },
		{ ".vgpr_count", offsetof(struct gs_kernel_meta, vgpr_count) },
		{ ".max_flat_workgroup_size", offsetof(struct gs_kernel_meta, max_flat_workgroup_size) },
	};

	for (size_t i = 0; i < sizeof(fields) / sizeof(fields[0]); i++)
		if (gsi_mp_str_eq(key, fields[i].key))
			return (uint32_t *)((char *)m + fields[i].off);
	return NULL;
}

/* A string value into a fixed field; too long is an error naming the key. */
static enum gs_status read_str(struct gs_mp_reader *r, char *dst, size_t cap, const char *key,
			       struct gs_error *err)
{
	struct gs_mp_value v;

	if (gsi_mp_next(r, &v))
		return bad(err, "truncated value");
	if (v.type != GS_MP_STR)
		return gs_error_set(err, GS_ERR_INVALID, "code object: metadata %s is not a string", key);
	if (v.n >= cap)
		return gs_error_set(err, GS_ERR_INVALID,
				    "code object: metadata %s of %u bytes is longer than the %zu this reader keeps",
				    key, v.n, cap - 1);
	memcpy(dst, v.str, v.n);
	dst[v.n] = '\0';
	return GS_OK;
}

/* One map of .args. */
static enum gs_status parse_arg(struct gs_mp_reader *r, struct gs_kernel_arg *a, uint32_t idx,
				struct gs_error *err)
{
	struct gs_mp_value v, key;
	int have_offset = 0, have_size = 0;
	enum gs_status st = GS_OK;

	memset(a, 0, sizeof(*a));
	if (gsi_mp_next(r, &v))
		return bad(err, "truncated .args entry");
	if (v.type != GS_MP_MAP)
		return bad(err, ".args entry is not a map");
	for (uint32_t i = 0; i < v.n && !st; i++) {
		if (gsi_mp_next(r, &key) || key.type != GS_MP_STR)
			return bad(err, ".args key is not a string");
		if (gsi_mp_str_eq(&key, ".name")) {
			st = read_str(r, a->name, sizeof(a->name), ".args .name", err);
		} else if (gsi_mp_str_eq(&key, ".type_name")) {
			st = read_str(r, a->type_name, sizeof(a->type_name), ".args .type_name", err);
		} else if (gsi_mp_str_eq(&key, ".value_kind")) {
			st = read_str(r, a->kind_name, sizeof(a->kind_name), ".args .value_kind", err);
		} else if (gsi_mp_str_eq(&key, ".address_space")) {
			st = read_str(r, a->address_space, sizeof(a->address_space), ".args .address_space", err);
		} else if (gsi_mp_str_eq(&key, ".offset")) {
			st = read_u32(r, &a->offset, ".args .offset", err);
			have_offset = 1;
		} else if (gsi_mp_str_eq(&key, ".size")) {
			st = read_u32(r, &a->size, ".args .size", err);
			have_size = 1;
		} else if (gsi_mp_skip(r)) {
			return bad(err, "truncated or too deeply nested .args value");
		}
	}
	if (st)
		return st;
	if (!have_offset || !have_size || !a->kind_name[0])
		return gs_error_set(err, GS_ERR_INVALID,
				    "code object: malformed metadata note: .args entry %u lacks .offset, .size or .value_kind",
				    idx);
	if ((uint64_t)a->offset + a->size > UINT32_MAX)
		return gs_error_set(err, GS_ERR_INVALID, "code object: metadata .args entry %u ends past 4 GiB", idx);
	a->kind = gs_arg_kind_parse(a->kind_name, strlen(a->kind_name));
	return GS_OK;
}

/* .args: an array of maps into a malloc'd array (*out, *n). */
static enum gs_status parse_args(struct gs_mp_reader *r, struct gs_kernel_arg **out, uint32_t *n,
				 struct gs_error *err)
{
	struct gs_mp_value v;
	struct gs_kernel_arg *a;
	enum gs_status st;

	*out = NULL;
	*n = 0;
	if (gsi_mp_next(r, &v) || v.type != GS_MP_ARRAY)
		return bad(err, ".args is not an array");
	/* every entry takes at least a byte: a count past the buffer is malformed */
	if (v.n > r->len - r->pos)
		return bad(err, ".args claims more entries than the note holds");
	if (!v.n)
		return GS_OK;
	a = calloc(v.n, sizeof(*a));
	if (!a)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory reading %u kernel arguments", v.n);
	for (uint32_t i = 0; i < v.n; i++) {
		st = parse_arg(r, &a[i], i, err);
		if (st) {
			free(a);
			return st;
		}
	}
	*out = a;
	*n = v.n;
	return GS_OK;
}

/* One key/value pair of a kernel entry into m, sym or the .args array. */
static enum gs_status parse_kernel_field(struct gs_mp_reader *r, struct gs_kernel_meta *m,
					 struct gs_mp_value *sym, struct gs_kernel_arg **args,
					 uint32_t *n_args, struct gs_error *err)
{
	struct gs_mp_value key;
	uint32_t *field;

	if (gsi_mp_next(r, &key))
		return bad(err, "truncated kernel key");
	if (key.type != GS_MP_STR)
		return bad(err, "kernel key is not a string");
	field = meta_field(m, &key);
	if (field)
		return read_u32(r, field, "field", err);
	if (gsi_mp_str_eq(&key, ".symbol")) {
		if (gsi_mp_next(r, sym) || sym->type != GS_MP_STR)
			return bad(err, ".symbol is not a string");
		return GS_OK;
	}
	if (gsi_mp_str_eq(&key, ".args")) {
		free(*args);
		return parse_args(r, args, n_args, err);
	}
	if (gsi_mp_skip(r))
		return bad(err, "truncated or too deeply nested kernel value");
	return GS_OK;
}

/* One entry of amdhsa.kernels: collect fields, then attach by .symbol. */
static enum gs_status parse_kernel(struct gs_mp_reader *r, struct gs_kernel *kernels,
				   size_t n_kernels, struct gs_error *err)
{
	struct gs_kernel_meta m;
	struct gs_mp_value v, sym = { .type = GS_MP_NIL };
	struct gs_kernel_arg *args = NULL;
	uint32_t n_args = 0;
	int attached = 0;
	enum gs_status st = GS_OK;

	memset(&m, 0, sizeof(m));
	if (gsi_mp_next(r, &v))
		return bad(err, "truncated kernel entry");
	if (v.type != GS_MP_MAP)
		return bad(err, "amdhsa.kernels entry is not a map");
	/* every error after the first .args frees them here, whichever key failed */
	for (uint32_t i = 0; i < v.n && !st; i++)
		st = parse_kernel_field(r, &m, &sym, &args, &n_args, err);
	if (st) {
		free(args);
		return st;
	}
	if (sym.type != GS_MP_STR) {
		free(args);
		return bad(err, "kernel entry without .symbol");
	}
	for (size_t k = 0; k < n_kernels; k++) {
		size_t len = strlen(kernels[k].name);

		if (sym.n == len + 3 && memcmp(sym.str, kernels[k].name, len) == 0 &&
		    memcmp(sym.str + len, ".kd", 3) == 0) {
			/* a second entry for the same kernel replaces the first */
			free((void *)kernels[k].meta.args);
			kernels[k].meta = m;
			if (!attached && args) {
				kernels[k].meta.args = args;
				kernels[k].meta.n_args = n_args;
				attached = 1;
			} else if (args) {
				struct gs_kernel_arg *copy = malloc(n_args * sizeof(*copy));

				if (!copy) {
					free(args);
					return gs_error_set(err, GS_ERR_NOMEM, "out of memory copying kernel arguments");
				}
				memcpy(copy, args, n_args * sizeof(*copy));
				kernels[k].meta.args = copy;
				kernels[k].meta.n_args = n_args;
			}
		}
	}
	if (!attached)
		free(args);
	return GS_OK;
}

static enum gs_status check_target(const struct gs_mp_value *v,
				   const struct gs_target *t, struct gs_error *err)
{
	char name[128];
	const struct gs_target *mt;

	if (v->type != GS_MP_STR || v->n >= sizeof(name))
		return bad(err, "amdhsa.target is not a short string");
	memcpy(name, v->str, v->n);
	name[v->n] = '\0';
	mt = gs_target_find(name);
	if (mt != t)
		return gs_error_set(err, GS_ERR_INVALID,
				    "code object: metadata target \"%s\" does not match e_flags target %s",
				    name, t->name);
	return GS_OK;
}

enum gs_status gsi_meta_parse(const uint8_t *buf, size_t size,
			     const struct gs_target *t,
			     struct gs_kernel *kernels, size_t n_kernels,
			     struct gs_error *err)
{
	struct gs_mp_reader r = { .buf = buf, .len = size, .pos = 0 };
	struct gs_mp_value root, key, v;
	uint32_t version = 0;
	enum gs_status st;

	if (gsi_mp_next(&r, &root) || root.type != GS_MP_MAP)
		return bad(err, "root is not a map");
	for (uint32_t i = 0; i < root.n; i++) {
		if (gsi_mp_next(&r, &key) || key.type != GS_MP_STR)
			return bad(err, "root key is not a string");
		if (gsi_mp_str_eq(&key, "amdhsa.kernels")) {
			if (gsi_mp_next(&r, &v) || v.type != GS_MP_ARRAY)
				return bad(err, "amdhsa.kernels is not an array");
			for (uint32_t k = 0; k < v.n; k++) {
				st = parse_kernel(&r, kernels, n_kernels, err);
				if (st)
					return st;
			}
		} else if (gsi_mp_str_eq(&key, "amdhsa.version")) {
			struct gs_mp_value maj, min;

			if (gsi_mp_next(&r, &v) || v.type != GS_MP_ARRAY || v.n != 2 || gsi_mp_next(&r, &maj) ||
			    gsi_mp_next(&r, &min) || maj.type != GS_MP_UINT || min.type != GS_MP_UINT)
				return bad(err, "amdhsa.version is not [major, minor]");
			if (maj.u == 1 && min.u < 100)
				version = (uint32_t)min.u + 3;
		} else if (gsi_mp_str_eq(&key, "amdhsa.target")) {
			if (gsi_mp_next(&r, &v))
				return bad(err, "truncated amdhsa.target");
			st = check_target(&v, t, err);
			if (st)
				return st;
		} else if (gsi_mp_skip(&r)) {
			return bad(err, "truncated or too deeply nested value");
		}
	}
	for (size_t k = 0; k < n_kernels; k++)
		kernels[k].meta.code_object_version = version;
	return GS_OK;
}
