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

struct gs_kernel_meta gs_meta_effective(const struct gs_kernel *k,
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

static void put_kv_uint(struct gs_mp_writer *w, const char *key, uint64_t v)
{
	gs_mp_put_str(w, key);
	gs_mp_put_uint(w, v);
}

static void put_kv_str(struct gs_mp_writer *w, const char *key, const char *v)
{
	gs_mp_put_str(w, key);
	gs_mp_put_str(w, v);
}

static void put_kernel(struct gs_mp_writer *w, const struct gs_kernel *k,
		       const struct gs_target *t)
{
	struct gs_kernel_meta m = gs_meta_effective(k, t);
	char sym[sizeof(k->name) + 3];

	snprintf(sym, sizeof(sym), "%s.kd", k->name);
	gs_mp_put_map(w, 14);
	gs_mp_put_str(w, ".args");
	gs_mp_put_array(w, 0);
	put_kv_uint(w, ".group_segment_fixed_size", m.group_segment_fixed_size);
	put_kv_uint(w, ".kernarg_segment_align", m.kernarg_segment_align);
	put_kv_uint(w, ".kernarg_segment_size", m.kernarg_segment_size);
	put_kv_uint(w, ".max_flat_workgroup_size", m.max_flat_workgroup_size);
	put_kv_str(w, ".name", k->name);
	put_kv_uint(w, ".private_segment_fixed_size", m.private_segment_fixed_size);
	put_kv_uint(w, ".sgpr_count", m.sgpr_count);
	put_kv_uint(w, ".sgpr_spill_count", 0);
	put_kv_str(w, ".symbol", sym);
	gs_mp_put_str(w, ".uses_dynamic_stack");
	gs_mp_put_bool(w, !!(k->kd.kernel_code_properties & GS_KCP_USES_DYNAMIC_STACK));
	put_kv_uint(w, ".vgpr_count", m.vgpr_count);
	put_kv_uint(w, ".vgpr_spill_count", 0);
	put_kv_uint(w, ".wavefront_size", m.wavefront_size);
}

enum gs_status gs_meta_build(const struct gs_codeobj_input *in,
			     uint8_t **out, size_t *out_size,
			     struct gs_error *err)
{
	struct gs_mp_writer w;
	char triple[64];

	if (in->n_kernels > UINT32_MAX)
		return gs_error_set(err, GS_ERR_INVALID, "code object: too many kernels");
	snprintf(triple, sizeof(triple), TRIPLE_PREFIX "%s", in->target->name);
	gs_mp_writer_init(&w);
	gs_mp_put_map(&w, 3);
	gs_mp_put_str(&w, "amdhsa.kernels");
	gs_mp_put_array(&w, (uint32_t)in->n_kernels);
	for (size_t i = 0; i < in->n_kernels; i++)
		put_kernel(&w, &in->kernels[i], in->target);
	put_kv_str(&w, "amdhsa.target", triple);
	gs_mp_put_str(&w, "amdhsa.version");
	gs_mp_put_array(&w, 2);
	gs_mp_put_uint(&w, GS_META_VERSION_MAJOR);
	gs_mp_put_uint(&w, GS_META_VERSION_MINOR);
	if (w.oom) {
		gs_mp_writer_release(&w);
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

	if (gs_mp_next(r, &v))
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
		if (gs_mp_str_eq(key, fields[i].key))
			return (uint32_t *)((char *)m + fields[i].off);
	return NULL;
}

/* One entry of amdhsa.kernels: collect fields, then attach by .symbol. */
static enum gs_status parse_kernel(struct gs_mp_reader *r, struct gs_kernel *kernels,
				   size_t n_kernels, struct gs_error *err)
{
	struct gs_kernel_meta m;
	struct gs_mp_value v, key, sym = { .type = GS_MP_NIL };
	enum gs_status st;

	memset(&m, 0, sizeof(m));
	if (gs_mp_next(r, &v))
		return bad(err, "truncated kernel entry");
	if (v.type != GS_MP_MAP)
		return bad(err, "amdhsa.kernels entry is not a map");
	for (uint32_t i = 0; i < v.n; i++) {
		uint32_t *field;

		if (gs_mp_next(r, &key))
			return bad(err, "truncated kernel key");
		if (key.type != GS_MP_STR)
			return bad(err, "kernel key is not a string");
		field = meta_field(&m, &key);
		if (field) {
			st = read_u32(r, field, "field", err);
			if (st)
				return st;
		} else if (gs_mp_str_eq(&key, ".symbol")) {
			if (gs_mp_next(r, &sym) || sym.type != GS_MP_STR)
				return bad(err, ".symbol is not a string");
		} else if (gs_mp_skip(r)) {
			return bad(err, "truncated or too deeply nested kernel value");
		}
	}
	if (sym.type != GS_MP_STR)
		return bad(err, "kernel entry without .symbol");
	for (size_t k = 0; k < n_kernels; k++) {
		size_t len = strlen(kernels[k].name);

		if (sym.n == len + 3 && memcmp(sym.str, kernels[k].name, len) == 0 &&
		    memcmp(sym.str + len, ".kd", 3) == 0)
			kernels[k].meta = m;
	}
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

enum gs_status gs_meta_parse(const uint8_t *buf, size_t size,
			     const struct gs_target *t,
			     struct gs_kernel *kernels, size_t n_kernels,
			     struct gs_error *err)
{
	struct gs_mp_reader r = { .buf = buf, .len = size, .pos = 0 };
	struct gs_mp_value root, key, v;
	enum gs_status st;

	if (gs_mp_next(&r, &root) || root.type != GS_MP_MAP)
		return bad(err, "root is not a map");
	for (uint32_t i = 0; i < root.n; i++) {
		if (gs_mp_next(&r, &key) || key.type != GS_MP_STR)
			return bad(err, "root key is not a string");
		if (gs_mp_str_eq(&key, "amdhsa.kernels")) {
			if (gs_mp_next(&r, &v) || v.type != GS_MP_ARRAY)
				return bad(err, "amdhsa.kernels is not an array");
			for (uint32_t k = 0; k < v.n; k++) {
				st = parse_kernel(&r, kernels, n_kernels, err);
				if (st)
					return st;
			}
		} else if (gs_mp_str_eq(&key, "amdhsa.target")) {
			if (gs_mp_next(&r, &v))
				return bad(err, "truncated amdhsa.target");
			st = check_target(&v, t, err);
			if (st)
				return st;
		} else if (gs_mp_skip(&r)) {
			return bad(err, "truncated or too deeply nested value");
		}
	}
	return GS_OK;
}
