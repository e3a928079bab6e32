// SPDX-License-Identifier: MIT
/*
 * e_flags for a target.  Code object v4+ encodes xnack/sramecc as
 * "unsupported", "any", "off" or "on"; with no feature suffix LLVM 22
 * writes "any" for targets that have the feature and nothing otherwise
 * (llvm-readelf-22 -h: gfx942 0x54c, gfx950 0x54f, gfx1250 0x549;
 * gfx1100 0x41, gfx1201 0x4e).
 * TODO(target table): this belongs in a column of userspace/lib/core/target.c;
 * until then CDNA (gen 9) and gfx125x are the targets with both features.
 */
#include "gfxshim/codeobj.h"
#include "codeobj/elf.h"

uint32_t gsi_codeobj_elf_flags(const struct gs_target *t)
{
	uint32_t flags = t->elf_mach & GS_EF_AMDGPU_MACH;

	if (t->features & GS_FEAT_XNACK_SRAMECC)
		flags |= GS_EF_AMDGPU_FEATURE_XNACK_ANY_V4 |
			 GS_EF_AMDGPU_FEATURE_SRAMECC_ANY_V4;
	return flags;
}
