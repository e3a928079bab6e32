/* SPDX-License-Identifier: MIT */
/*
 * The amdhsa metadata map carried in the NT_AMDGPU_METADATA note
 * (AMDGPUUsage "Code Object V5 Metadata"): built for the writer, parsed for
 * the reader.
 */
#ifndef GS_CODEOBJ_META_H
#define GS_CODEOBJ_META_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/codeobj.h"

/* amdhsa.version for code object v5. */
#define GS_META_VERSION_MAJOR 1
#define GS_META_VERSION_MINOR 2

/* The metadata the writer records for a kernel: the caller's values, with
 * zero fields filled from the descriptor/target where they follow from it. */
struct gs_kernel_meta gsi_meta_effective(const struct gs_kernel *k,
					const struct gs_target *t);

/* Serialise the metadata map for in->kernels into a malloc'd buffer. */
enum gs_status gsi_meta_build(const struct gs_codeobj_input *in,
			     uint8_t **out, size_t *out_size,
			     struct gs_error *err);

/* Parse a metadata map and fill kernels[i].meta for every kernel whose
 * "NAME.kd" equals an entry's .symbol.  Checks amdhsa.target against t. */
enum gs_status gsi_meta_parse(const uint8_t *buf, size_t size,
			     const struct gs_target *t,
			     struct gs_kernel *kernels, size_t n_kernels,
			     struct gs_error *err);

#endif /* GS_CODEOBJ_META_H */
