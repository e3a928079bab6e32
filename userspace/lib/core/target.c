// SPDX-License-Identifier: MIT
/*
 * Target facts.  e_flags machine values were read from clang-22/ld.lld-22
 * output (llvm-readelf-22 -h); families are AMDGPU_FAMILY_* from
 * include/uapi/drm/amdgpu_drm.h; GC IP versions pick the asic_reg headers.
 */
#include <string.h>
#include <strings.h>

#include "gfxshim/target.h"
#include "gs_config.h"

#define RDNA (GS_FEAT_WAVE32 | GS_FEAT_WAVE64 | GS_FEAT_WMMA | GS_FEAT_PM4 | GS_FEAT_PM4_GCR | GS_FEAT_SQ_CTRL2 | \
	      GS_FEAT_VSCNT)
#define RDNA3 (RDNA | GS_FEAT_RELEASE_GLM)
#define RDNA4 (RDNA | GS_FEAT_SPLIT_BARRIER | GS_FEAT_SPLIT_WAITCNT)
#define CDNA (GS_FEAT_WAVE64 | GS_FEAT_MFMA | GS_FEAT_AGPR | GS_FEAT_PM4 | GS_FEAT_MULTI_XCC | \
	      GS_FEAT_SQ_SEL_MASKS | GS_FEAT_XNACK_SRAMECC | GS_FEAT_EMU_ONLY)
/* The valued facts: scratch unit (Mesa ac_get_scratch_tmpring_size), grid
 * y/z limit, CUs per WGP, counter catalogue, s_waitcnt layout (LLVM's
 * AMDGPUBaseInfo.cpp getVmcntBitShiftLo & co). */
#define GFX11_FACTS .scratch_unit = 256, .cu_per_wgp = 2, .perf_catalogue = "gfx11", \
	.waitcnt_vm_lo = 10, .waitcnt_vm_hi = 14, .waitcnt_exp = 0, .waitcnt_lgkm = 4, .waitcnt_lgkm_bits = 6
#define GFX12_FACTS .scratch_unit = 256, .max_grid_yz = 65536, .cu_per_wgp = 2, .perf_catalogue = "gfx12"
#define GFX9_FACTS(cat) .scratch_unit = 1024, .perf_catalogue = cat, \
	.waitcnt_vm_lo = 0, .waitcnt_vm_hi = 14, .waitcnt_exp = 4, .waitcnt_lgkm = 8, .waitcnt_lgkm_bits = 4

static const struct gs_target targets[] = {
	/* name      arch      gen          mach  family gc          regdb        lds     sgprs features */
	{ "gfx1100", "RDNA3",   GS_GEN_GFX11, 0x41, 145, 11, 0, 0, "gc_11_0_0", 65536, 106, RDNA3 | GS_FEAT_DISPATCH, GFX11_FACTS },
	{ "gfx1101", "RDNA3",   GS_GEN_GFX11, 0x46, 145, 11, 0, 3, "gc_11_0_3", 65536, 106, RDNA3 | GS_FEAT_DISPATCH, GFX11_FACTS },
	{ "gfx1102", "RDNA3",   GS_GEN_GFX11, 0x47, 145, 11, 0, 2, "gc_11_0_0", 65536, 106, RDNA3 | GS_FEAT_DISPATCH, GFX11_FACTS },
	{ "gfx1103", "RDNA3",   GS_GEN_GFX11, 0x44, 148, 11, 0, 1, "gc_11_0_0", 65536, 106, RDNA3 | GS_FEAT_DISPATCH, GFX11_FACTS },
	{ "gfx1150", "RDNA3.5", GS_GEN_GFX11, 0x43, 150, 11, 5, 0, "gc_11_5_0", 65536, 106, RDNA3 | GS_FEAT_DISPATCH, GFX11_FACTS },
	{ "gfx1151", "RDNA3.5", GS_GEN_GFX11, 0x4a, 150, 11, 5, 1, "gc_11_5_0", 65536, 106, RDNA3 | GS_FEAT_DISPATCH, GFX11_FACTS },
	{ "gfx1152", "RDNA3.5", GS_GEN_GFX11, 0x55, 150, 11, 5, 2, "gc_11_5_0", 65536, 106, RDNA3 | GS_FEAT_DISPATCH, GFX11_FACTS },
	{ "gfx1153", "RDNA3.5", GS_GEN_GFX11, 0x58, 150, 11, 5, 3, "gc_11_5_0", 65536, 106, RDNA3 | GS_FEAT_DISPATCH, GFX11_FACTS },
	{ "gfx1200", "RDNA4",   GS_GEN_GFX12, 0x48, 152, 12, 0, 0, "gc_12_0_0", 65536, 106, RDNA4 | GS_FEAT_DISPATCH, GFX12_FACTS },
	{ "gfx1201", "RDNA4",   GS_GEN_GFX12, 0x4e, 152, 12, 0, 1, "gc_12_0_0", 65536, 106, RDNA4 | GS_FEAT_DISPATCH, GFX12_FACTS },
	{ "gfx942",  "CDNA3",   GS_GEN_GFX9,  0x4c, 141,  9, 4, 3, "gc_9_4_3", 65536, 102, CDNA, GFX9_FACTS("gfx942") },
	{ "gfx950",  "CDNA4",   GS_GEN_GFX9,  0x4f, 141,  9, 5, 0, "gc_9_4_3", 163840, 102, CDNA, GFX9_FACTS("gfx950") },
	{ "gfx1250", "CDNA5",   GS_GEN_GFX125, 0x49, 0,  12, 5, 0, NULL, 327680, 106, GS_FEAT_WAVE32 | GS_FEAT_SPLIT_BARRIER | GS_FEAT_SPLIT_WAITCNT |
	  GS_FEAT_PM4_GCR | GS_FEAT_SQ_CTRL2 | GS_FEAT_XNACK_SRAMECC | GS_FEAT_VSCNT, .scratch_unit = 256, .cu_per_wgp = 2 },
};

#define N_TARGETS (sizeof(targets) / sizeof(targets[0]))

const struct gs_target *gs_target_at(unsigned int i)
{
	return i < N_TARGETS ? &targets[i] : NULL;
}

const struct gs_target *gs_target_find(const char *name)
{
	const char *p;
	size_t len;

	if (!name)
		return NULL;
	/* Accept full triples such as amdgcn-amd-amdhsa--gfx1100. */
	p = strstr(name, "gfx");
	if (!p)
		return NULL;
	len = strcspn(p, ":");
	for (size_t i = 0; i < N_TARGETS; i++)
		if (strlen(targets[i].name) == len &&
		    strncasecmp(targets[i].name, p, len) == 0)
			return &targets[i];
	return NULL;
}

const struct gs_target *gs_target_by_elf_mach(uint32_t mach)
{
	for (size_t i = 0; i < N_TARGETS; i++)
		if (targets[i].elf_mach == mach)
			return &targets[i];
	return NULL;
}

int gs_target_emulated(const struct gs_target *t)
{
	return gs_target_enabled(t) || (t && (t->features & GS_FEAT_EMU_ONLY));
}

int gs_target_enabled(const struct gs_target *t)
{
	if (!t || !(t->features & GS_FEAT_DISPATCH))
		return 0;
	switch (t->gen) {
	case GS_GEN_GFX11:
		return GS_CONFIG_TARGET_GFX11;
	case GS_GEN_GFX12:
		return GS_CONFIG_TARGET_GFX12;
	default:
		return 0;
	}
}
