// SPDX-License-Identifier: MIT
/*
 * The 64-byte kernel descriptor in memory (AMDGPUUsage "Kernel Descriptor"
 * table: offsets 0/4/8 sizes, 16 entry offset, 44..56 rsrc3/1/2 and code
 * properties, 58 kernarg preload).  Explicit little-endian packing keeps
 * the bytes right whatever the host.
 */
#include <string.h>

#include "gfxshim/codeobj.h"
#include "codeobj/elf.h"

void gsi_kd_encode(uint8_t out[GS_KD_SIZE], const struct gs_kernel_descriptor *kd)
{
	memset(out, 0, GS_KD_SIZE);
	gs_wr32(out + 0, kd->group_segment_fixed_size);
	gs_wr32(out + 4, kd->private_segment_fixed_size);
	gs_wr32(out + 8, kd->kernarg_size);
	memcpy(out + 12, kd->reserved0, sizeof(kd->reserved0));
	gs_wr64(out + 16, (uint64_t)kd->kernel_code_entry_byte_offset);
	memcpy(out + 24, kd->reserved1, sizeof(kd->reserved1));
	gs_wr32(out + 44, kd->compute_pgm_rsrc3);
	gs_wr32(out + 48, kd->compute_pgm_rsrc1);
	gs_wr32(out + 52, kd->compute_pgm_rsrc2);
	gs_wr16(out + 56, kd->kernel_code_properties);
	gs_wr16(out + 58, kd->kernarg_preload);
	memcpy(out + 60, kd->reserved3, sizeof(kd->reserved3));
}

void gsi_kd_decode(struct gs_kernel_descriptor *kd, const uint8_t in[GS_KD_SIZE])
{
	memset(kd, 0, sizeof(*kd));
	kd->group_segment_fixed_size = gs_rd32(in + 0);
	kd->private_segment_fixed_size = gs_rd32(in + 4);
	kd->kernarg_size = gs_rd32(in + 8);
	memcpy(kd->reserved0, in + 12, sizeof(kd->reserved0));
	kd->kernel_code_entry_byte_offset = (int64_t)gs_rd64(in + 16);
	memcpy(kd->reserved1, in + 24, sizeof(kd->reserved1));
	kd->compute_pgm_rsrc3 = gs_rd32(in + 44);
	kd->compute_pgm_rsrc1 = gs_rd32(in + 48);
	kd->compute_pgm_rsrc2 = gs_rd32(in + 52);
	kd->kernel_code_properties = gs_rd16(in + 56);
	kd->kernarg_preload = gs_rd16(in + 58);
	memcpy(kd->reserved3, in + 60, sizeof(kd->reserved3));
}
