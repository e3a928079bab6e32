// SPDX-License-Identifier: MIT
/*
 * The kernarg segment (kernarg.h): explicit arguments where the metadata
 * puts them, hidden arguments as code object v5 defines them (AMDGPUUsage
 * "Code Object V5 Metadata", hidden .value_kind), padding as ROCm pads.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "device/kernarg.h"

int gsi_kernarg_wants_queue(const struct gs_kernel *k)
{
	for (uint32_t i = 0; k->meta.args && i < k->meta.n_args; i++)
		if (k->meta.args[i].kind == GS_ARG_HIDDEN_QUEUE_PTR)
			return 1;
	return 0;
}

static void put(uint8_t *p, uint64_t v, uint32_t size)
{
	for (uint32_t i = 0; i < size && i < 8; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static const char *arg_label(const struct gs_kernel_arg *a, uint32_t i, char *buf, size_t n)
{
	if (a->name[0])
		snprintf(buf, n, "argument %u '%s'", i, a->name);
	else
		snprintf(buf, n, "argument %u", i);
	return buf;
}

/* The value and the size code object v5 gives a hidden kind; 0 size: no
 * value (left zero with a warning, or silently for hidden_none). */
static uint32_t hidden_value(enum gs_arg_kind kind, const struct gsi_hidden_env *env, uint64_t *v)
{
	unsigned int d;

	*v = 0;
	switch (kind) {
	case GS_ARG_HIDDEN_BLOCK_COUNT_X:
	case GS_ARG_HIDDEN_BLOCK_COUNT_Y:
	case GS_ARG_HIDDEN_BLOCK_COUNT_Z:
		*v = env->grid[kind - GS_ARG_HIDDEN_BLOCK_COUNT_X];
		return 4;
	case GS_ARG_HIDDEN_GROUP_SIZE_X:
	case GS_ARG_HIDDEN_GROUP_SIZE_Y:
	case GS_ARG_HIDDEN_GROUP_SIZE_Z:
		*v = env->block[kind - GS_ARG_HIDDEN_GROUP_SIZE_X];
		return 2;
	case GS_ARG_HIDDEN_REMAINDER_X:
	case GS_ARG_HIDDEN_REMAINDER_Y:
	case GS_ARG_HIDDEN_REMAINDER_Z:
		/* the work-items of a partial last workgroup: a grid here is whole
		 * workgroups, so there is none (ockl reads it only for the last
		 * group's id == block count, which never happens then) */
		return 2;
	case GS_ARG_HIDDEN_GLOBAL_OFFSET_X:
	case GS_ARG_HIDDEN_GLOBAL_OFFSET_Y:
	case GS_ARG_HIDDEN_GLOBAL_OFFSET_Z:
		d = kind - GS_ARG_HIDDEN_GLOBAL_OFFSET_X;
		*v = env->global_offset[d];
		return 8;
	case GS_ARG_HIDDEN_GRID_DIMS:
		*v = env->work_dims;
		return 2;
	case GS_ARG_HIDDEN_DYNAMIC_LDS_SIZE:
		*v = env->dynamic_lds;
		return 4;
	case GS_ARG_HIDDEN_PRIVATE_BASE:
		*v = env->private_aperture >> 32;
		return 4;
	case GS_ARG_HIDDEN_SHARED_BASE:
		*v = env->shared_aperture >> 32;
		return 4;
	case GS_ARG_HIDDEN_QUEUE_PTR:
		*v = env->queue_va;
		return 8;
	default:
		return 0;
	}
}

/* Code object v5's implicit-argument block: each hidden kind's offset from
 * its start (AMDGPUUsage "Code Object V5 Metadata", the hidden argument
 * table; LLVM lays them out the same way, AMDGPUImplicitArgs). */
static const struct {
	enum gs_arg_kind kind;
	uint32_t offset;
} v5_block[] = {
	{ GS_ARG_HIDDEN_BLOCK_COUNT_X, 0 }, { GS_ARG_HIDDEN_BLOCK_COUNT_Y, 4 }, { GS_ARG_HIDDEN_BLOCK_COUNT_Z, 8 },
	{ GS_ARG_HIDDEN_GROUP_SIZE_X, 12 }, { GS_ARG_HIDDEN_GROUP_SIZE_Y, 14 }, { GS_ARG_HIDDEN_GROUP_SIZE_Z, 16 },
	{ GS_ARG_HIDDEN_REMAINDER_X, 18 }, { GS_ARG_HIDDEN_REMAINDER_Y, 20 }, { GS_ARG_HIDDEN_REMAINDER_Z, 22 },
	{ GS_ARG_HIDDEN_GLOBAL_OFFSET_X, 40 }, { GS_ARG_HIDDEN_GLOBAL_OFFSET_Y, 48 },
	{ GS_ARG_HIDDEN_GLOBAL_OFFSET_Z, 56 }, { GS_ARG_HIDDEN_GRID_DIMS, 64 },
	{ GS_ARG_HIDDEN_PRINTF_BUFFER, 72 }, { GS_ARG_HIDDEN_HOSTCALL_BUFFER, 80 },
	{ GS_ARG_HIDDEN_MULTIGRID_SYNC_ARG, 88 }, { GS_ARG_HIDDEN_HEAP_V1, 96 },
	{ GS_ARG_HIDDEN_DEFAULT_QUEUE, 104 }, { GS_ARG_HIDDEN_COMPLETION_ACTION, 112 },
	{ GS_ARG_HIDDEN_DYNAMIC_LDS_SIZE, 120 }, { GS_ARG_HIDDEN_PRIVATE_BASE, 192 },
	{ GS_ARG_HIDDEN_SHARED_BASE, 196 }, { GS_ARG_HIDDEN_QUEUE_PTR, 200 },
};

static int v5_offset(enum gs_arg_kind kind, uint32_t *off)
{
	for (size_t i = 0; i < sizeof(v5_block) / sizeof(v5_block[0]); i++)
		if (v5_block[i].kind == kind) {
			*off = v5_block[i].offset;
			return 1;
		}
	return 0;
}

/* Where a v5 kernel's implicit-argument block starts, from the hidden
 * arguments its metadata lists (all of them must agree, after the
 * explicit ones); 0 when it cannot be told (no such argument, code
 * object v4 or older, disagreement). */
static int v5_base(const struct gs_kernel *k, uint32_t explicit_end, uint32_t *base)
{
	int found = 0;

	if (k->meta.code_object_version < 5)
		return 0;
	for (uint32_t i = 0; i < k->meta.n_args; i++) {
		uint32_t std;

		if (!v5_offset(k->meta.args[i].kind, &std))
			continue;
		if (k->meta.args[i].offset < std)
			return 0;
		if (!found)
			*base = k->meta.args[i].offset - std;
		else if (*base != k->meta.args[i].offset - std)
			return 0;
		found = 1;
	}
	return found && *base >= explicit_end;
}

/* Where the explicit arguments end and the hidden ones begin. */
static void explicit_bounds(const struct gs_kernel *k, uint32_t *end, uint32_t *hidden_start,
			    uint32_t seg_size)
{
	*end = 0;
	*hidden_start = seg_size;
	for (uint32_t i = 0; i < k->meta.n_args; i++) {
		const struct gs_kernel_arg *a = &k->meta.args[i];

		if (GS_ARG_IS_HIDDEN(a->kind)) {
			if (a->offset < *hidden_start)
				*hidden_start = a->offset;
		} else if (a->offset + a->size > *end) {
			*end = a->offset + a->size;
		}
	}
}

static void add_warning(struct gsi_kernarg *o, const struct gs_kernel_arg *a)
{
	size_t used = strlen(o->warnings);

	if (used + 2 >= sizeof(o->warnings))
		return;
	snprintf(o->warnings + used, sizeof(o->warnings) - used, "%s%s at %u", used ? ", " : "",
		 a->kind_name, a->offset);
}

enum gs_status gsi_kernarg_build(const struct gs_kernel *k, const struct gs_launch_desc *ld,
				 const struct gsi_hidden_env *env, struct gsi_kernarg *o,
				 struct gs_error *err)
{
	uint64_t size = k->kd.kernarg_size, align = GSI_KERNARG_ALIGN, alloc;
	uint32_t end = 0, hidden_start = 0, base = 0;
	char label[160];

	memset(o, 0, sizeof(*o));
	o->from_meta = k->meta.args && k->meta.n_args;
	if (k->meta.kernarg_segment_size > size)
		size = k->meta.kernarg_segment_size;
	for (uint32_t i = 0; o->from_meta && i < k->meta.n_args; i++)
		if ((uint64_t)k->meta.args[i].offset + k->meta.args[i].size > size)
			size = (uint64_t)k->meta.args[i].offset + k->meta.args[i].size;
	if (k->meta.kernarg_segment_align > align)
		align = k->meta.kernarg_segment_align;
	if (align & (align - 1) || align > 4096)
		return gs_error_set(err, GS_ERR_INVALID,
				    "kernel %s: .kernarg_segment_align %u is not a power of two up to 4096",
				    k->name, k->meta.kernarg_segment_align);
	if (size > GSI_KERNARG_MAX || ld->kernarg_size > GSI_KERNARG_MAX)
		return gs_error_set(err, GS_ERR_RANGE,
				    "kernel %s: %llu bytes of kernel arguments; gfxshim allocates at most %u",
				    k->name, (unsigned long long)(size > ld->kernarg_size ? size : ld->kernarg_size),
				    GSI_KERNARG_MAX);
	if (ld->kernarg_size && !ld->kernarg)
		return gs_error_set(err, GS_ERR_INVALID, "kernel %s: kernarg_size %zu with no kernarg bytes",
				    k->name, ld->kernarg_size);
	if (o->from_meta) {
		explicit_bounds(k, &end, &hidden_start, (uint32_t)size);
		if (ld->kernarg_size < end)
			return gs_error_set(err, GS_ERR_INVALID,
					    "kernel %s takes %u bytes of explicit arguments (its metadata's .args), %zu given",
					    k->name, end, ld->kernarg_size);
		if (ld->kernarg_size > hidden_start)
			return gs_error_set(err, GS_ERR_INVALID,
					    "kernel %s: %zu bytes of arguments given, but its hidden arguments begin at byte %u (the explicit ones take %u; gs_launch fills the hidden ones)",
					    k->name, ld->kernarg_size, hidden_start, end);
	} else {
		if (ld->kernarg_size < size)
			return gs_error_set(err, GS_ERR_INVALID,
					    "kernel %s takes %llu bytes of arguments (.amdhsa_kernarg_size), %zu given",
					    k->name, (unsigned long long)size, ld->kernarg_size);
		if (ld->kernarg_size > size)
			return gs_error_set(err, GS_ERR_INVALID,
					    "kernel %s takes %llu bytes of arguments (.amdhsa_kernarg_size), %zu given: too many",
					    k->name, (unsigned long long)size, ld->kernarg_size);
	}
	alloc = (size + align - 1) / align * align;
	if (!alloc)
		alloc = align;
	o->seg = calloc(1, alloc);
	if (!o->seg)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	o->size = (uint32_t)size;
	o->alloc = (uint32_t)alloc;
	o->align = (uint32_t)align;
	if (ld->kernarg_size)
		memcpy(o->seg, ld->kernarg, ld->kernarg_size);
	for (uint32_t i = 0; o->from_meta && i < k->meta.n_args; i++) {
		const struct gs_kernel_arg *a = &k->meta.args[i];
		uint64_t v;
		uint32_t want;

		if (!GS_ARG_IS_HIDDEN(a->kind))
			continue;
		want = hidden_value(a->kind, env, &v);
		if (!want) {
			if (a->kind != GS_ARG_HIDDEN_NONE)
				add_warning(o, a);
			continue;
		}
		if (a->size != want) {
			free(o->seg);
			o->seg = NULL;
			return gs_error_set(err, GS_ERR_INVALID,
					    "kernel %s: %s (%s) is %u bytes in the metadata; code object v5 makes it %u",
					    k->name, arg_label(a, i, label, sizeof(label)), a->kind_name, a->size, want);
		}
		put(o->seg + a->offset, v, a->size);
		o->n_hidden++;
	}
	/* code object v5 reserves the whole block: what the metadata does not
	 * list (LLVM lists only what it saw used) is filled too, so a kernel
	 * that reads the block at its fixed offsets (hand-written code, a
	 * device library) finds the values there */
	if (o->from_meta && v5_base(k, end, &base)) {
		for (size_t i = 0; i < sizeof(v5_block) / sizeof(v5_block[0]); i++) {
			uint64_t v;
			uint32_t want = hidden_value(v5_block[i].kind, env, &v), at = base + v5_block[i].offset;

			if (want && (uint64_t)at + want <= o->size)
				put(o->seg + at, v, want);
		}
	}
	return GS_OK;
}

void gsi_queue_fill(uint8_t q[GSI_QUEUE_BYTES], uint64_t shared_aperture, uint64_t private_aperture)
{
	memset(q, 0, GSI_QUEUE_BYTES);
	put(q + 4, 1, 4);                             /* hsa_queue.features: KERNEL_DISPATCH */
	put(q + 0x40, shared_aperture >> 32, 4);      /* group_segment_aperture_base_hi */
	put(q + 0x44, private_aperture >> 32, 4);     /* private_segment_aperture_base_hi */
	put(q + 180, 1u << 1, 4);                     /* queue_properties: IS_PTR64 */
}
