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
/* Facts the library branches on instead of comparing generations. */
#define GS_FEAT_PM4           (1u << 8)  /* gfxshim builds its PM4 packets and dispatches (gfx9, gfx11, gfx12) */
/* Cache actions as GCR_CNTL bits (nvd.h, gfx10+: count-6 ACQUIRE_MEM, a
 * BOTTOM_OF_PIPE_TS fence); else CP_COHER_CNTL and EOP action bits
 * (soc15d.h, gfx9: count-5 ACQUIRE_MEM, a CACHE_FLUSH_AND_INV_TS fence). */
#define GS_FEAT_PM4_GCR       (1u << 9)
#define GS_FEAT_RELEASE_GLM   (1u << 10) /* RELEASE_MEM writes back GLM (gfx11; gfx12 dropped the bits) */
/* Several XCCs: PRED_EXEC picks them, and a PM4 queue runs on one while
 * an AQL dispatch spreads over all (kfd_mqd_manager_v9.c). */
#define GS_FEAT_MULTI_XCC     (1u << 11)
#define GS_FEAT_SQ_CTRL2      (1u << 12) /* SQ_PERFCOUNTER_CTRL2 exists (gfx11+) */
#define GS_FEAT_SQ_SEL_MASKS  (1u << 13) /* SQ counter selects carry SQC bank/client and SIMD masks (gfx9) */
#define GS_FEAT_XNACK_SRAMECC (1u << 14) /* has xnack and sramecc: code objects say "any" for both */
#define GS_FEAT_EMU_ONLY      (1u << 15) /* the emulator runs it though no hardware backend dispatches it */
#define GS_FEAT_VSCNT         (1u << 16) /* stores have their own counter (gfx10+); gfx9 counts them in vmcnt */

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
	/* ---- added: facts with a value (core/target.c) ---- */
	uint32_t scratch_unit;   /* COMPUTE_TMPRING_SIZE.WAVESIZE unit, bytes: 1024 gfx9, 256 gfx11+ */
	/* most workgroups in grid y and z: 65536 on gfx12 (their ids share
	 * TTMP7, 16 bits each); 0: the 32-bit limit only */
	uint32_t max_grid_yz;
	uint8_t cu_per_wgp;      /* CUs per workgroup processor: 2 on gfx10+, 0 (no WGPs) on gfx9 */
	const char *perf_catalogue; /* its counter catalogue's name (gfxshim/perf.h); NULL: none */
	/* s_waitcnt's immediate where the counters share one (gfx9, gfx11):
	 * vmcnt bits 3:0 at vm_lo and 5:4 at vm_hi, expcnt (3 bits) at exp,
	 * lgkmcnt (lgkm_bits wide) at lgkm.  lgkm_bits 0: one s_wait_* per
	 * counter instead (GS_FEAT_SPLIT_WAITCNT). */
	uint8_t waitcnt_vm_lo, waitcnt_vm_hi, waitcnt_exp, waitcnt_lgkm, waitcnt_lgkm_bits;
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
