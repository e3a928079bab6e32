/* SPDX-License-Identifier: MIT */
/*
 * AMDGPU HSA code objects (ELF64, code object v5): the kernel descriptor,
 * writing a code object from assembled code, and reading one back for
 * loading.  Layouts follow LLVM's AMDGPUUsage documentation.
 */
#ifndef GFXSHIM_CODEOBJ_H
#define GFXSHIM_CODEOBJ_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/error.h"
#include "gfxshim/target.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The 64-byte amdhsa kernel descriptor, exactly as it sits in memory. */
struct gs_kernel_descriptor {
	uint32_t group_segment_fixed_size;    /* 0 */
	uint32_t private_segment_fixed_size;  /* 4 */
	uint32_t kernarg_size;                /* 8 */
	uint8_t reserved0[4];                 /* 12 */
	int64_t kernel_code_entry_byte_offset;/* 16: entry - descriptor address */
	uint8_t reserved1[20];                /* 24 */
	uint32_t compute_pgm_rsrc3;           /* 44 */
	uint32_t compute_pgm_rsrc1;           /* 48 */
	uint32_t compute_pgm_rsrc2;           /* 52 */
	uint16_t kernel_code_properties;      /* 56 */
	uint16_t kernarg_preload;             /* 58 */
	uint8_t reserved3[4];                 /* 60 */
};

_Static_assert(sizeof(struct gs_kernel_descriptor) == 64, "kernel descriptor is 64 bytes");

/* kernel_code_properties bits (AMDGPUUsage "Kernel Code Properties"). */
#define GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER (1u << 0)
#define GS_KCP_ENABLE_SGPR_DISPATCH_PTR           (1u << 1)
#define GS_KCP_ENABLE_SGPR_QUEUE_PTR              (1u << 2)
#define GS_KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR    (1u << 3)
#define GS_KCP_ENABLE_SGPR_DISPATCH_ID            (1u << 4)
#define GS_KCP_ENABLE_SGPR_FLAT_SCRATCH_INIT      (1u << 5)
#define GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE   (1u << 6)
#define GS_KCP_ENABLE_WAVEFRONT_SIZE32            (1u << 10)
#define GS_KCP_USES_DYNAMIC_STACK                 (1u << 11)

/* What a kernel argument is: its .value_kind in the metadata (AMDGPUUsage
 * "Code Object V5 Metadata", amdhsa.kernels .args).  The hidden kinds are
 * the runtime's to fill (gs_launch does, see Documentation/runtime.rst). */
enum gs_arg_kind {
	GS_ARG_UNKNOWN = 0,              /* a kind this library does not know: kind_name says which */
	GS_ARG_BY_VALUE,
	GS_ARG_GLOBAL_BUFFER,
	GS_ARG_DYNAMIC_SHARED_POINTER,
	GS_ARG_SAMPLER,
	GS_ARG_IMAGE,
	GS_ARG_PIPE,
	GS_ARG_QUEUE,
	GS_ARG_HIDDEN_NONE,              /* first hidden kind (GS_ARG_IS_HIDDEN) */
	GS_ARG_HIDDEN_GLOBAL_OFFSET_X,
	GS_ARG_HIDDEN_GLOBAL_OFFSET_Y,
	GS_ARG_HIDDEN_GLOBAL_OFFSET_Z,
	GS_ARG_HIDDEN_BLOCK_COUNT_X,
	GS_ARG_HIDDEN_BLOCK_COUNT_Y,
	GS_ARG_HIDDEN_BLOCK_COUNT_Z,
	GS_ARG_HIDDEN_GROUP_SIZE_X,
	GS_ARG_HIDDEN_GROUP_SIZE_Y,
	GS_ARG_HIDDEN_GROUP_SIZE_Z,
	GS_ARG_HIDDEN_REMAINDER_X,
	GS_ARG_HIDDEN_REMAINDER_Y,
	GS_ARG_HIDDEN_REMAINDER_Z,
	GS_ARG_HIDDEN_GRID_DIMS,
	GS_ARG_HIDDEN_DYNAMIC_LDS_SIZE,
	GS_ARG_HIDDEN_PRIVATE_BASE,
	GS_ARG_HIDDEN_SHARED_BASE,
	GS_ARG_HIDDEN_QUEUE_PTR,
	GS_ARG_HIDDEN_PRINTF_BUFFER,
	GS_ARG_HIDDEN_HOSTCALL_BUFFER,
	GS_ARG_HIDDEN_DEFAULT_QUEUE,
	GS_ARG_HIDDEN_COMPLETION_ACTION,
	GS_ARG_HIDDEN_MULTIGRID_SYNC_ARG,
	GS_ARG_HIDDEN_HEAP_V1,
	GS_ARG_HIDDEN_OTHER,             /* "hidden_..." this library does not know */
};
#define GS_ARG_IS_HIDDEN(k) ((k) >= GS_ARG_HIDDEN_NONE)

/* One entry of a kernel's .args. */
struct gs_kernel_arg {
	char name[128];          /* .name; "" when the compiler wrote none (HIP does not) */
	char type_name[64];      /* .type_name (OpenCL: "float*", "uint"); "" if none */
	char kind_name[40];      /* .value_kind as written ("global_buffer") */
	char address_space[16];  /* .address_space ("global", "local", ...); "" if none */
	enum gs_arg_kind kind;
	uint32_t offset, size;   /* bytes in the kernarg segment */
};

/* "by_value", "hidden_block_count_x", ...; the metadata's spelling. */
const char *gs_arg_kind_name(enum gs_arg_kind k);
/* The kind a .value_kind string names (GS_ARG_UNKNOWN / GS_ARG_HIDDEN_OTHER
 * for unknown ones). */
enum gs_arg_kind gs_arg_kind_parse(const char *s, size_t n);

/* What the metadata note says about one kernel (the subset we write/read). */
struct gs_kernel_meta {
	uint32_t kernarg_segment_size;
	uint32_t kernarg_segment_align;
	uint32_t group_segment_fixed_size;
	uint32_t private_segment_fixed_size;
	uint32_t wavefront_size;
	uint32_t sgpr_count;
	uint32_t vgpr_count;
	uint32_t max_flat_workgroup_size;
	/* ---- added: .args, explicit and hidden arguments in metadata order
	 * (NULL / 0 when the note lists none).  In a code object read by
	 * gs_codeobj_read they belong to it (gs_codeobj_free frees them);
	 * gs_codeobj_write writes the caller's. */
	const struct gs_kernel_arg *args;
	uint32_t n_args;
	/* The code object version amdhsa.version names (1.0: 3, 1.1: 4,
	 * 1.2: 5, 1.3: 6); 0 when the note has none. */
	uint32_t code_object_version;
};

/* One kernel inside a program or code object. */
struct gs_kernel {
	char name[128];
	uint64_t entry_offset;  /* byte offset of the first instruction in .text */
	struct gs_kernel_descriptor kd;
	struct gs_kernel_meta meta;
};

/* Input for the writer: machine code plus its kernels. */
/* Size first (Documentation/index.rst, "ABI"): GS_CODEOBJ_INPUT_INIT. */
struct gs_codeobj_input {
	uint32_t size;           /* sizeof(struct gs_codeobj_input) */
	const struct gs_target *target;
	const uint8_t *text;
	size_t text_size;
	const struct gs_kernel *kernels;
	size_t n_kernels;
};
#define GS_CODEOBJ_INPUT_INIT { .size = sizeof(struct gs_codeobj_input) }
#define GS_CODEOBJ_INPUT_SIZE_V1 (offsetof(struct gs_codeobj_input, n_kernels) + sizeof(size_t))

/* Build an ELF code object in a malloc'd buffer (*out, *out_size).
 * Caller frees *out with free(). */
enum gs_status gs_codeobj_write(const struct gs_codeobj_input *in,
				uint8_t **out, size_t *out_size,
				struct gs_error *err);

/* A code object read back (e.g. for loading).  Points into the caller's
 * buffer, which must outlive it; kernels[] is malloc'd. */
struct gs_codeobj {
	const struct gs_target *target;  /* from e_flags */
	const uint8_t *image;            /* whole ELF */
	size_t image_size;
	/* Loadable image: PT_LOAD segments laid out by vaddr (malloc'd). */
	uint8_t *load_image;
	size_t load_size;
	struct gs_kernel *kernels;       /* entry_offset/kd relative to load_image */
	uint64_t *kd_offsets;            /* offset of each kernel's .kd in load_image */
	size_t n_kernels;
};

/* Parse and lay out a code object; every bound is checked (bad input gives
 * GS_ERR_INVALID with a message, never a crash). */
enum gs_status gs_codeobj_read(const uint8_t *image, size_t size,
			       struct gs_codeobj *out, struct gs_error *err);
void gs_codeobj_free(struct gs_codeobj *co);

/* Find a kernel by name (NULL name: the only kernel, if exactly one). */
const struct gs_kernel *gs_codeobj_kernel(const struct gs_codeobj *co,
					  const char *name, size_t *index);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_CODEOBJ_H */
