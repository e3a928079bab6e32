/* SPDX-License-Identifier: MIT */
/*
 * The one table of GPU target facts.  Code asks this table instead of
 * testing target names: add a target by adding a row (userspace/lib/core/target.c).
 */
#ifndef GFXSHIM_TARGET_H
#define GFXSHIM_TARGET_H

#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* ISA generation: selects encodings, register database and PM4 details. */
enum gs_gen {
	GS_GEN_GFX9 = 9,   /* CDNA3/CDNA4: gfx942, gfx950 */
	GS_GEN_GFX11 = 11, /* RDNA3, RDNA3.5 */
	GS_GEN_GFX12 = 12, /* RDNA4 */
	GS_GEN_GFX125 = 125, /* CDNA5: gfx1250 (instruction level only) */
};

/* Feature bits (struct gs_target.features). */
#define GS_FEAT_WAVE32        (1u << 0)  /* wave32 supported */
#define GS_FEAT_WAVE64        (1u << 1)  /* wave64 supported */
#define GS_FEAT_SPLIT_BARRIER (1u << 2)  /* s_barrier_signal/s_barrier_wait */
#define GS_FEAT_SPLIT_WAITCNT (1u << 3)  /* s_wait_loadcnt & co (gfx12) */
#define GS_FEAT_WMMA          (1u << 4)
#define GS_FEAT_MFMA          (1u << 5)
#define GS_FEAT_AGPR          (1u << 6)
#define GS_FEAT_DISPATCH      (1u << 7)  /* gfxshim can build a dispatch for it */

struct gs_target {
	const char *name;        /* "gfx1201" */
	const char *arch;        /* "RDNA4" */
	enum gs_gen gen;
	uint32_t elf_mach;       /* EF_AMDGPU_MACH_* value for e_flags */
	uint32_t amdgpu_family;  /* AMDGPU_FAMILY_* from amdgpu_drm.h */
	uint8_t gc_major, gc_minor, gc_rev; /* GC IP version of the reg headers */
	const char *regdb;       /* register database name, e.g. "gc_12_0_0" */
	uint32_t lds_bytes;      /* LDS available to one workgroup */
	uint32_t max_sgprs;      /* addressable SGPRs per wave */
	uint32_t features;       /* GS_FEAT_* */
};

/* Look up by name ("gfx1100"; a "amdgcn-amd-amdhsa--" prefix and ":xnack-"
 * style suffixes are accepted).  Returns NULL if unknown. */
const struct gs_target *gs_target_find(const char *name);

/* Iterate: returns the i-th target or NULL past the end. */
const struct gs_target *gs_target_at(unsigned int i);

/* Find by ELF e_flags machine value; NULL if unknown. */
const struct gs_target *gs_target_by_elf_mach(uint32_t mach);

/* Is this target compiled in (per .config) and able to dispatch? */
int gs_target_enabled(const struct gs_target *t);

/* Does the emulator run it?  The enabled targets, and gfx9 (CDNA3/CDNA4),
 * which the emulator runs though no hardware backend dispatches it yet. */
int gs_target_emulated(const struct gs_target *t);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_TARGET_H */
