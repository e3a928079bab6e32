/* SPDX-License-Identifier: MIT */
/*
 * The machine table: one row per GPU product the emulator's timing model
 * knows (userspace/lib/core/machine.c), beside the target table.  A target
 * (gfx1100) names an instruction set; a machine (the RX 7900 XTX) adds
 * what timing needs -- how many shader engines, arrays and compute units,
 * the clocks, and each level of the memory hierarchy with its size, line,
 * associativity, latency and bandwidth.  Every number cites its public
 * source in the table's comments and in Documentation/emulator-timing.rst;
 * a number no public source gives is marked "assumed" there with the
 * reason.  Devices select a machine as emu:TARGET:NAME (emu:gfx1100:7900xtx);
 * emu:TARGET takes the target's default machine.
 */
#ifndef GFXSHIM_MACHINE_H
#define GFXSHIM_MACHINE_H

#include <stdint.h>

#include "gfxshim/target.h"

#ifdef __cplusplus
extern "C" {
#endif

/* The levels of the memory hierarchy, nearest first. */
enum gs_mlevel {
	GS_ML_L0,      /* vector cache of a CU: RDNA's L0, CDNA's L1 (TCP) */
	GS_ML_SCALAR,  /* scalar data cache: one per WGP (RDNA), per 2 CUs (CDNA) */
	GS_ML_INST,    /* instruction cache, shared as the scalar cache */
	GS_ML_GL1,     /* graphics L1 of a shader array (RDNA3/3.5); bytes 0 where absent */
	GS_ML_L2,      /* L2: one per GPU (RDNA), one per XCD (CDNA3/CDNA4) */
	GS_ML_MALL,    /* Infinity Cache / MALL, memory-side, per GPU; bytes 0 where absent */
	GS_ML_DRAM,    /* device memory (bytes: its capacity) */
	GS_ML_N
};

/* One level.  Latencies are load-to-use shader cycles of a dependent load
 * served by this level (what a pointer chase measures per step). */
struct gs_mlevel_spec {
	uint64_t bytes;        /* capacity of one instance; 0: the machine has no such level */
	uint32_t line;         /* bytes per line */
	uint32_t ways;         /* associativity (0: DRAM) */
	uint32_t lat_vec;      /* vector load served here */
	uint32_t lat_scalar;   /* scalar load served here (0: not on the scalar path) */
	uint32_t bw;           /* bytes per shader clock one instance delivers */
};

/* A translation lookaside buffer: entries of `page` bytes each. */
struct gs_mtlb_spec {
	uint32_t entries;
	uint32_t page;         /* bytes an entry maps (the driver's fragment size) */
	uint32_t miss;         /* cycles added when it misses */
};

/* Issue rules and latencies of one shader generation (cycles). */
struct gs_core_timing {
	const char *name;          /* "RDNA3" */
	uint8_t valu_w32, valu_w64;    /* cycles a SIMD is busy with a 32-bit VALU op, per wave size */
	uint8_t valu_w64_dual;     /* the same for wave64 ops RDNA3/RDNA4 issue in one pass (dual issue) */
	uint8_t valu_lat;          /* result latency of a 32-bit VALU op */
	uint8_t trans_issue, trans_lat;    /* transcendental (rcp, exp, sqrt ...) */
	uint8_t quarter_issue, quarter_lat; /* 32-bit integer multiply and other quarter-rate ops */
	uint8_t dp_issue, dp_lat;  /* f64 */
	uint8_t salu_lat;          /* SALU result latency */
	uint8_t branch_taken;      /* extra cycles of a taken branch */
	uint8_t mem_issue;         /* cycles a VMEM/SMEM/DS instruction holds the wave's issue */
	uint8_t matrix_pass;       /* cycles of one MFMA/WMMA pass */
	uint16_t smem_clock;       /* cycles before s_memtime/s_memrealtime/sendmsg_rtn returns */
	uint16_t barrier;          /* cycles from the last arrival to the release */
	uint16_t wave_launch;      /* cycles between the launches of a workgroup's waves */
	uint16_t lds_lat;          /* DS load-to-use, no bank conflict */
	uint16_t lds_banks;        /* 4-byte banks one DS access spreads over */
};

struct gs_machine {
	const char *name;          /* "7900xtx": emu:gfx1100:7900xtx */
	const char *product;       /* "Radeon RX 7900 XTX" */
	const char *target;        /* "gfx1100" */
	int dflt;                  /* the target's default machine */
	uint32_t shader_mhz;       /* engine clock the model runs at */
	uint32_t realtime_khz;     /* REALTIME and the CP's GPU clock: 100000 */
	uint16_t xcds, ses, sas;   /* compute dies, shader engines and arrays on the chip */
	uint16_t units_per_sa;     /* WGPs (RDNA) or CUs (CDNA: per XCD) of one shader array */
	uint8_t cus_per_unit;      /* 2: a WGP of two CUs; 1: a CU */
	uint8_t simds_per_cu;
	uint8_t waves_per_simd;    /* wave slots */
	uint8_t simd_lanes;        /* 32 (RDNA) or 16 (CDNA) */
	uint32_t vgpr_bytes;       /* VGPR file of one SIMD */
	uint32_t lds_bytes;        /* LDS of one unit (WGP or CU) */
	uint8_t max_wg_per_unit;   /* workgroups one unit holds at once */
	struct gs_mlevel_spec lvl[GS_ML_N];
	struct gs_mtlb_spec tlb[2];  /* [0] per unit (UTCL1), [1] behind it (UTCL2) */
	const struct gs_core_timing *core;
	const char *sources;       /* one line naming the sources (Documentation/emulator-timing.rst has all) */
};

/* The i-th machine, NULL past the end. */
const struct gs_machine *gs_machine_at(unsigned int i);
/* A machine of target t by name (case-insensitive); name NULL or "": the
 * target's default.  NULL when there is none. */
const struct gs_machine *gs_machine_find(const struct gs_target *t, const char *name);
/* The names of t's machines, comma-separated ("7900xtx"), "" when none. */
void gs_machine_names(const struct gs_target *t, char *buf, unsigned int size);
/* Level name for reports: "L0", "scalar", "inst", "GL1", "L2", "MALL", "DRAM"
 * (CDNA's L0 is printed "L1"). */
const char *gs_mlevel_name(const struct gs_machine *m, enum gs_mlevel l);
/* Total units (WGPs or CUs) on the machine. */
unsigned int gs_machine_units(const struct gs_machine *m);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_MACHINE_H */
