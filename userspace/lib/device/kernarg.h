/* SPDX-License-Identifier: MIT */
/*
 * The kernarg segment of one launch, laid out as a ROCm runtime lays it
 * out: the caller's explicit arguments, the hidden arguments of code
 * object v5 filled from the metadata's .args, the whole padded to the
 * alignment ROCm's CLR gives it (Documentation/runtime.rst).
 */
#ifndef GS_DEVICE_KERNARG_H
#define GS_DEVICE_KERNARG_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/codeobj.h"
#include "gfxshim/launch.h"

/* CLR aligns each dispatch's kernarg block to max(.kernarg_segment_align,
 * 128) rounded up to the cache line (rocclr/device/rocm/rockernel.cpp,
 * LightningKernel::init) and carves the blocks out of one pool, so a
 * kernel may read up to the next 128-byte boundary past its segment (LLVM
 * widens a 3-dword scalar load to s_load_b128). */
#define GSI_KERNARG_ALIGN 128u
/* Larger segments are refused: no compiler emits one, a corrupt
 * descriptor could ask for 4 GiB. */
#define GSI_KERNARG_MAX (1u << 20)

/* What the hidden arguments get. */
struct gsi_hidden_env {
	uint32_t grid[3], block[3];   /* workgroups, threads per workgroup (>= 1) */
	uint32_t work_dims;           /* 1..3 */
	uint32_t dynamic_lds;
	uint64_t global_offset[3];
	uint64_t shared_aperture, private_aperture;
	uint64_t queue_va;            /* amd_queue_t-shaped block, or 0 */
};

struct gsi_kernarg {
	uint8_t *seg;           /* alloc bytes, malloc'd; zero past the arguments */
	uint32_t size;          /* explicit + hidden */
	uint32_t alloc;         /* padded */
	uint32_t align;
	int from_meta;          /* laid out from .args */
	unsigned int n_hidden;  /* hidden arguments filled */
	char warnings[512];     /* hidden arguments left zero for want of a service */
};

/* Does the kernel's metadata list a hidden_queue_ptr (so the launch needs
 * a queue block before building the segment)? */
int gsi_kernarg_wants_queue(const struct gs_kernel *k);

/* Build the segment for k from the caller's bytes (ld->kernarg,
 * ld->kernarg_size); errors name the kernel and, with metadata, the
 * argument.  Free out->seg. */
enum gs_status gsi_kernarg_build(const struct gs_kernel *k, const struct gs_launch_desc *ld,
				 const struct gsi_hidden_env *env, struct gsi_kernarg *out,
				 struct gs_error *err);

/* The 256-byte amd_queue_t (ROCR-Runtime amd_hsa_queue.h) that
 * hidden_queue_ptr and the queue-pointer user SGPR point at: only the
 * fields a kernel reads without a real queue (the aperture bases LLVM
 * loads from offsets 0x40/0x44 on targets without aperture registers, the
 * 64-bit-pointer property); the rest zero. */
#define GSI_QUEUE_BYTES 256u
void gsi_queue_fill(uint8_t q[GSI_QUEUE_BYTES], uint64_t shared_aperture, uint64_t private_aperture);

#endif /* GS_DEVICE_KERNARG_H */
