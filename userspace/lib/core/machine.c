// SPDX-License-Identifier: MIT
/*
 * The machine table (gfxshim/machine.h): the products the timing model
 * knows.  Sources, cited by key here and listed with what each one says in
 * Documentation/emulator-timing.rst:
 *
 *  [rocm]   ROCm "GPU hardware specifications", docs/reference/gpu-arch-specs.rst
 *           (ROCm/ROCm e396b48; ROCm/legacy-rocm-build 089d751 for the RX 9070 XT
 *           and MI355X rows): CUs, LDS, cache sizes per level, VGPR file.
 *  [kfd]    Linux 6.12 drivers/gpu/drm/amd/amdkfd/kfd_crat.c,
 *           kfd_fill_gpu_cache_info_from_gfx_config{,_v2}: line sizes (gfx11/gfx12:
 *           TCP 128, scalar 64, instruction 128, GL1 128, L2 128, MALL 64 bytes;
 *           gfx942: TCP 128, scalar and instruction 64, L2 128, MALL 64).
 *  [cc-pwr] Chips and Cheese, "Latency Testing is Hard (RDNA 3 Power Saving)",
 *           2023-06-14: RX 7900 XTX Infinity Cache 128.4 ns scalar, 150.3 ns vector.
 *  [cc-r3]  Chips and Cheese, "Microbenchmarking AMD's RDNA 3 Graphics
 *           Architecture": scalar cache 16 KB, 4-way.
 *  [cc-890] Chips and Cheese, "AMD's Radeon 890M: Strix Point's Bigger iGPU",
 *           2024-08-24: 8 WGPs in two shader arrays of 256 KB L1, 2 MB L2, four
 *           32 B/cycle Infinity Fabric ports (up to 2 GHz), LPDDR5-7500, GFX1150's
 *           128 KB VGPR file.
 *  [cc-r4]  Chips and Cheese, "AMD's RDNA4 Architecture (Video)": four shader
 *           engines, L2 doubled per SE to 8 MB, the L1 now a coalescing buffer.
 *  [cc-mi3] Chips and Cheese, "Testing AMD's Giant MI300X": 8 XCDs x 38 CUs,
 *           4 MB L2 each, 256 MB Infinity Cache, 5.3 TB/s HBM3.
 *  [gpub]   te42kyfo/gpu-benches 1c36d50, gpu-latency/rx6900xt.txt and mi210.txt:
 *           pointer-chase cycles of RDNA2 (L0 73, L1 110, L2 198-218, Infinity
 *           Cache 389-409) and CDNA2 (L1 125, L2 242, HBM 570).
 *  [roy]    MrRoy09/AMD-CDNA3-CacheBenchmarking 0aa9f84, cache_latency_test/readme.md:
 *           MI300X L1 hit 112 cycles, L2 hit (nt/sc1 load) 224 cycles, cold load 1212.
 *  [llvm]   LLVM llvm/lib/Target/AMDGPU/SISchedule.td (03a5b92): GFX11SpeedModel
 *           VALU 5, transcendental 10, quarter rate 8, f64 38, SALU 2, SMEM 20;
 *           SIDPGFX940FullSpeedModel MFMA pass counts.
 *  [mi300]  ROCm docs/conceptual/gpu-arch/mi300.md (e396b48): 8 XCDs of 38 CUs,
 *           4 MB L2 per XCD, 5.3 TB/s; vector FP32 256 FLOPS/clock/CU and
 *           163.4 TFLOPS on 304 CUs, i.e. 2100 MHz.
 *  [tpu]    TechPowerUp's RDNA3 press-deck report (as copied by screenhacker.com):
 *           Navi 31 six shader engines of 16 CUs, 2.505 GHz, 384-bit 20 Gbps
 *           GDDR6, 960 GB/s.
 *  [lxf]    J. Walton, "Inside the DNA of AMD", Linux Format, June 2025: RX 9070 XT
 *           64 CUs, 2.97 GHz boost, 256-bit 20 Gb/s GDDR6.
 *  [wcc]    wccftech, 2025-08 (Hot Chips 2025): MI355X up to 2.4 GHz; aiwiki
 *           "AMD Instinct MI355X": 288 GB HBM3E, 8 TB/s.
 *  [amdlx]  AMD's gfx11 cache-info kernel patch as reported by wccftech
 *           2022-09-04: 192 KiB VGPR file per SIMD (Navi 31), 32 KiB L0 per CU,
 *           16 KiB scalar and 32 KiB instruction cache per WGP, 256 KiB GL1 per SA.
 *
 * "assumed" marks a number no source reachable here gives, with the reason
 * in Documentation/emulator-timing.rst.  Latencies are in shader cycles at
 * shader_mhz; bandwidths in bytes per shader cycle of one instance.
 */
#include <stdio.h>
#include <string.h>
#include <strings.h>

#include "gfxshim/machine.h"

#define KIB 1024ull
#define MIB (1024ull * 1024ull)
#define GIB (1024ull * 1024ull * 1024ull)

/* RDNA3 (gfx11): [llvm] GFX11SpeedModel latencies; one wave32 VALU op per
 * SIMD per cycle, wave64 in two passes except the dual-issue subset
 * (assumed: RDNA3 whitepaper's description, not reachable here); WMMA
 * 16x16x16 f16 = 8192 FLOPs at 256 FLOPs/clock/SIMD (122.8 TFLOPS FP16 on
 * 96 CUs at 2.5 GHz: 512/clock/CU) = 32 cycles = 8 passes of 4.  Taken
 * branch, barrier, wave launch, LDS: assumed. */
static const struct gs_core_timing rdna3 = {
	.name = "RDNA3", .valu_w32 = 1, .valu_w64 = 2, .valu_w64_dual = 1, .valu_lat = 5,
	.trans_issue = 4, .trans_lat = 10, .quarter_issue = 4, .quarter_lat = 8, .dp_issue = 16, .dp_lat = 38,
	.salu_lat = 2, .branch_taken = 4, .mem_issue = 1, .matrix_pass = 4, .smem_clock = 20,
	.barrier = 20, .wave_launch = 4, .lds_lat = 32, .lds_banks = 32,
};

/* RDNA3.5 and RDNA4: the RDNA3 rules (assumed: [llvm] has no separate
 * model for gfx1150 or gfx12 at 03a5b92). */
static const struct gs_core_timing rdna35 = {
	.name = "RDNA3.5", .valu_w32 = 1, .valu_w64 = 2, .valu_w64_dual = 1, .valu_lat = 5,
	.trans_issue = 4, .trans_lat = 10, .quarter_issue = 4, .quarter_lat = 8, .dp_issue = 16, .dp_lat = 38,
	.salu_lat = 2, .branch_taken = 4, .mem_issue = 1, .matrix_pass = 4, .smem_clock = 20,
	.barrier = 20, .wave_launch = 4, .lds_lat = 32, .lds_banks = 32,
};

static const struct gs_core_timing rdna4 = {
	.name = "RDNA4", .valu_w32 = 1, .valu_w64 = 2, .valu_w64_dual = 1, .valu_lat = 5,
	.trans_issue = 4, .trans_lat = 10, .quarter_issue = 4, .quarter_lat = 8, .dp_issue = 16, .dp_lat = 38,
	.salu_lat = 2, .branch_taken = 4, .mem_issue = 1, .matrix_pass = 4, .smem_clock = 20,
	.barrier = 20, .wave_launch = 4, .lds_lat = 32, .lds_banks = 32,
};

/* CDNA3/CDNA4 (gfx942/gfx950): wave64 on 16-lane SIMDs, 4 cycles per
 * VALU op ([mi300]: vector FP32/FP64 128 FLOPS/clock/CU = 4 SIMDs x 16
 * lanes x FMA; packed FP32 doubles it), dependent ops back to back on the
 * 4-cycle cadence; transcendental quarter rate ([llvm] "quarter rate");
 * MFMA passes of 4 cycles ([llvm] gfx940 pass counts: 32x32x8 f16 = 8
 * passes = 32 cycles = 16384 FLOPs at 512/clock/SIMD, [mi300]'s 2048
 * FLOPS/clock/CU for matrix FP16).  Branch, barrier, launch, LDS: assumed. */
static const struct gs_core_timing cdna3 = {
	.name = "CDNA3", .valu_w32 = 4, .valu_w64 = 4, .valu_w64_dual = 4, .valu_lat = 4,
	.trans_issue = 16, .trans_lat = 16, .quarter_issue = 16, .quarter_lat = 16, .dp_issue = 4, .dp_lat = 4,
	.salu_lat = 2, .branch_taken = 4, .mem_issue = 4, .matrix_pass = 4, .smem_clock = 20,
	.barrier = 20, .wave_launch = 4, .lds_lat = 64, .lds_banks = 32,
};

static const struct gs_core_timing cdna4 = {
	.name = "CDNA4", .valu_w32 = 4, .valu_w64 = 4, .valu_w64_dual = 4, .valu_lat = 4,
	.trans_issue = 16, .trans_lat = 16, .quarter_issue = 16, .quarter_lat = 16, .dp_issue = 4, .dp_lat = 4,
	.salu_lat = 2, .branch_taken = 4, .mem_issue = 4, .matrix_pass = 4, .smem_clock = 20,
	.barrier = 20, .wave_launch = 4, .lds_lat = 64, .lds_banks = 64,
};

/* Level rows: { bytes, line, ways, lat_vec, lat_scalar, bw } */
static const struct gs_machine machines[] = {
	{
		/* RX 7900 XTX (Navi 31) at 2500 MHz ([tpu] 2.505 GHz).  6 SEs [tpu],
		 * 2 SAs each of 4 WGPs (assumed: 48 WGPs [rocm] over RDNA's two
		 * arrays per SE), 2 SIMD32 per CU, 16 wave slots (assumed, RDNA2's
		 * per-SIMD count), 192 KiB VGPRs [amdlx], 128 KiB LDS per WGP [rocm]. */
		.name = "7900xtx", .product = "Radeon RX 7900 XTX", .target = "gfx1100", .dflt = 1,
		.shader_mhz = 2500, .realtime_khz = 100000, .xcds = 1, .ses = 6, .sas = 12, .units_per_sa = 4,
		.cus_per_unit = 2, .simds_per_cu = 2, .waves_per_simd = 16, .simd_lanes = 32,
		.vgpr_bytes = 192 * 1024, .lds_bytes = 128 * 1024, .max_wg_per_unit = 32,
		.lvl = {
			/* L0 32 KiB/CU [rocm], 128 B [kfd], 16-way assumed, 73 cycles
			 * assumed = RDNA2's [gpub], 128 B/clock assumed */
			[GS_ML_L0] = { 32 * KIB, 128, 16, 73, 0, 128 },
			/* 16 KiB 4-way [cc-r3], 64 B [kfd]; 40 cycles assumed */
			[GS_ML_SCALAR] = { 16 * KIB, 64, 4, 0, 40, 64 },
			/* 32 KiB [rocm], 128 B [kfd], 8-way assumed */
			[GS_ML_INST] = { 32 * KIB, 128, 8, 0, 40, 64 },
			/* GL1 256 KiB per SA [rocm], 128 B [kfd]; 110 cycles assumed =
			 * RDNA2's L1 [gpub]; scalar 22 ns sooner as at the MALL [cc-pwr] */
			[GS_ML_GL1] = { 256 * KIB, 128, 16, 110, 55, 256 },
			/* L2 6 MiB [rocm], 128 B [kfd]; 210 cycles assumed = RDNA2 [gpub] */
			[GS_ML_L2] = { 6 * MIB, 128, 16, 210, 155, 2048 },
			/* MALL 96 MiB [rocm], 64 B [kfd]; 150.3 / 128.4 ns [cc-pwr] at
			 * 2.5 GHz; 5.3 TB/s (AMD's stated Infinity Fabric peak, assumed) */
			[GS_ML_MALL] = { 96 * MIB, 64, 16, 376, 321, 2120 },
			/* 24 GiB [rocm], 960 GB/s [tpu]; 560 ns assumed */
			[GS_ML_DRAM] = { 24 * GIB, 64, 0, 1400, 1345, 384 },
		},
		.tlb = { { 64, 2 * 1024 * 1024, 60 }, { 4096, 2 * 1024 * 1024, 400 } },
		.core = &rdna3,
		.sources = "ROCm gpu-arch-specs; Linux kfd_crat.c; Chips and Cheese (RDNA 3, power saving); te42kyfo/gpu-benches (RDNA2, assumed); LLVM SISchedule.td",
	},
	{
		/* Radeon 890M (Strix Point) at 2900 MHz (AMD's boost clock, assumed:
		 * the [cc-890] text reachable here stops before clocks); 8 WGPs in 2
		 * SAs [cc-890], 1 SE assumed; 128 KiB VGPRs [cc-890]; no MALL. */
		.name = "890m", .product = "Radeon 890M", .target = "gfx1150", .dflt = 1,
		.shader_mhz = 2900, .realtime_khz = 100000, .xcds = 1, .ses = 1, .sas = 2, .units_per_sa = 4,
		.cus_per_unit = 2, .simds_per_cu = 2, .waves_per_simd = 16, .simd_lanes = 32,
		.vgpr_bytes = 128 * 1024, .lds_bytes = 128 * 1024, .max_wg_per_unit = 32,
		.lvl = {
			[GS_ML_L0] = { 32 * KIB, 128, 16, 73, 0, 128 },
			[GS_ML_SCALAR] = { 16 * KIB, 64, 4, 0, 40, 64 },
			[GS_ML_INST] = { 32 * KIB, 128, 8, 0, 40, 64 },
			/* GL1 256 KiB per SA [cc-890] */
			[GS_ML_GL1] = { 256 * KIB, 128, 16, 110, 55, 256 },
			/* L2 2 MiB [cc-890]; 200 cycles assumed */
			[GS_ML_L2] = { 2 * MIB, 128, 16, 200, 145, 512 },
			[GS_ML_MALL] = { 0, 64, 0, 0, 0, 0 },
			/* LPDDR5-7500 [cc-890] on a 128-bit bus (assumed) = 120 GB/s;
			 * 1650 cycles (570 ns) assumed */
			[GS_ML_DRAM] = { 32 * GIB, 64, 0, 1650, 1595, 41 },
		},
		.tlb = { { 64, 2 * 1024 * 1024, 60 }, { 4096, 2 * 1024 * 1024, 400 } },
		.core = &rdna35,
		.sources = "Chips and Cheese (Radeon 890M); Linux kfd_crat.c; te42kyfo/gpu-benches (RDNA2, assumed)",
	},
	{
		/* RX 9070 XT (Navi 48) at 2970 MHz [lxf]; 64 CUs [rocm] [lxf], 4 SEs
		 * [cc-r4], 2 SAs each of 4 WGPs (assumed); no GL1 [rocm] [cc-r4]. */
		.name = "9070xt", .product = "Radeon RX 9070 XT", .target = "gfx1201", .dflt = 1,
		.shader_mhz = 2970, .realtime_khz = 100000, .xcds = 1, .ses = 4, .sas = 8, .units_per_sa = 4,
		.cus_per_unit = 2, .simds_per_cu = 2, .waves_per_simd = 16, .simd_lanes = 32,
		.vgpr_bytes = 192 * 1024, .lds_bytes = 128 * 1024, .max_wg_per_unit = 32,
		.lvl = {
			[GS_ML_L0] = { 32 * KIB, 128, 16, 73, 0, 128 },
			[GS_ML_SCALAR] = { 16 * KIB, 64, 4, 0, 40, 64 },
			[GS_ML_INST] = { 32 * KIB, 128, 8, 0, 40, 64 },
			[GS_ML_GL1] = { 0, 128, 0, 0, 0, 0 },
			/* L2 8 MiB [rocm] [cc-r4]; 190 cycles assumed (no GL1 in front) */
			[GS_ML_L2] = { 8 * MIB, 128, 16, 190, 135, 2048 },
			/* MALL 64 MiB [rocm]; RDNA3's 150 ns assumed */
			[GS_ML_MALL] = { 64 * MIB, 64, 16, 445, 380, 1600 },
			/* 16 GiB [rocm], 640 GB/s [lxf]; 560 ns assumed */
			[GS_ML_DRAM] = { 16 * GIB, 64, 0, 1660, 1600, 215 },
		},
		.tlb = { { 64, 2 * 1024 * 1024, 60 }, { 4096, 2 * 1024 * 1024, 400 } },
		.core = &rdna4,
		.sources = "ROCm gpu-arch-specs; Chips and Cheese (RDNA4); Linux Format (RDNA 4); Linux kfd_crat.c",
	},
	{
		/* MI300X at 2100 MHz [mi300]; 8 XCDs x 38 CUs [rocm] [mi300]; the
		 * model's "array" is an XCD (CDNA has no GL1); 4 SEs per XCD assumed;
		 * 4 SIMD16 per CU, 8 wave slots (assumed); 512 KiB VGPRs per CU
		 * [rocm] = 128 KiB per SIMD; 64 KiB LDS [rocm]. */
		.name = "mi300x", .product = "Instinct MI300X", .target = "gfx942", .dflt = 1,
		.shader_mhz = 2100, .realtime_khz = 100000, .xcds = 8, .ses = 32, .sas = 8, .units_per_sa = 38,
		.cus_per_unit = 1, .simds_per_cu = 4, .waves_per_simd = 8, .simd_lanes = 16,
		.vgpr_bytes = 128 * 1024, .lds_bytes = 64 * 1024, .max_wg_per_unit = 16,
		.lvl = {
			/* L1 32 KiB [rocm], 128 B [kfd], 112 cycles [roy]; 64 B/clock assumed */
			[GS_ML_L0] = { 32 * KIB, 128, 16, 112, 0, 64 },
			/* 16 KiB per 2 CUs [rocm] (modelled per CU), 64 B [kfd] */
			[GS_ML_SCALAR] = { 16 * KIB, 64, 4, 0, 50, 64 },
			[GS_ML_INST] = { 64 * KIB, 64, 8, 0, 50, 64 },
			[GS_ML_GL1] = { 0, 128, 0, 0, 0, 0 },
			/* L2 4 MiB per XCD [rocm] [mi300], 128 B [kfd], 224 cycles [roy];
			 * 16 channels x 128 B/clock assumed */
			[GS_ML_L2] = { 4 * MIB, 128, 16, 224, 190, 2048 },
			/* MALL 256 MiB [rocm], 64 B [kfd]; 500 cycles and 17.2 TB/s
			 * (AMD CDNA3 whitepaper, not reachable here) assumed */
			[GS_ML_MALL] = { 256 * MIB, 64, 16, 500, 466, 8190 },
			/* 192 GiB HBM3 [rocm], 5.3 TB/s [mi300]; 900 cycles assumed
			 * (below [roy]'s 1212-cycle cold load, which adds a TLB walk) */
			[GS_ML_DRAM] = { 192 * GIB, 64, 0, 900, 866, 2524 },
		},
		.tlb = { { 64, 2 * 1024 * 1024, 60 }, { 4096, 2 * 1024 * 1024, 400 } },
		.core = &cdna3,
		.sources = "ROCm gpu-arch-specs and mi300.md; Linux kfd_crat.c; MrRoy09/AMD-CDNA3-CacheBenchmarking; LLVM SISchedule.td",
	},
	{
		/* MI355X at 2400 MHz [wcc]; 8 XCDs x 32 CUs [rocm]; 160 KiB LDS
		 * [rocm]; caches as MI300X [rocm]; 288 GiB HBM3E at 8 TB/s [wcc]. */
		.name = "mi355x", .product = "Instinct MI355X", .target = "gfx950", .dflt = 1,
		.shader_mhz = 2400, .realtime_khz = 100000, .xcds = 8, .ses = 32, .sas = 8, .units_per_sa = 32,
		.cus_per_unit = 1, .simds_per_cu = 4, .waves_per_simd = 8, .simd_lanes = 16,
		.vgpr_bytes = 128 * 1024, .lds_bytes = 160 * 1024, .max_wg_per_unit = 16,
		.lvl = {
			/* latencies: MI300X's cycles assumed */
			[GS_ML_L0] = { 32 * KIB, 128, 16, 112, 0, 64 },
			[GS_ML_SCALAR] = { 16 * KIB, 64, 4, 0, 50, 64 },
			[GS_ML_INST] = { 64 * KIB, 64, 8, 0, 50, 64 },
			[GS_ML_GL1] = { 0, 128, 0, 0, 0, 0 },
			[GS_ML_L2] = { 4 * MIB, 128, 16, 224, 190, 2048 },
			[GS_ML_MALL] = { 256 * MIB, 64, 16, 500, 466, 8190 },
			[GS_ML_DRAM] = { 288 * GIB, 64, 0, 900, 866, 3333 },
		},
		.tlb = { { 64, 2 * 1024 * 1024, 60 }, { 4096, 2 * 1024 * 1024, 400 } },
		.core = &cdna4,
		.sources = "ROCm gpu-arch-specs; wccftech (Hot Chips 2025); Linux kfd_crat.c; MI300X latencies (assumed)",
	},
};

#define N_MACHINES (sizeof(machines) / sizeof(machines[0]))

const struct gs_machine *gs_machine_at(unsigned int i)
{
	return i < N_MACHINES ? &machines[i] : NULL;
}

const struct gs_machine *gs_machine_find(const struct gs_target *t, const char *name)
{
	if (!t)
		return NULL;
	for (size_t i = 0; i < N_MACHINES; i++) {
		const struct gs_machine *m = &machines[i];

		if (strcmp(m->target, t->name))
			continue;
		if (!name || !name[0] ? m->dflt : !strcasecmp(m->name, name))
			return m;
	}
	return NULL;
}

void gs_machine_names(const struct gs_target *t, char *buf, unsigned int size)
{
	size_t len = 0;

	if (!size)
		return;
	buf[0] = 0;
	for (size_t i = 0; t && i < N_MACHINES; i++) {
		int n;

		if (strcmp(machines[i].target, t->name))
			continue;
		n = snprintf(buf + len, size - len, "%s%s", len ? "," : "", machines[i].name);
		if (n < 0 || (size_t)n >= size - len)
			return;
		len += (size_t)n;
	}
}

const char *gs_mlevel_name(const struct gs_machine *m, enum gs_mlevel l)
{
	static const char *const names[GS_ML_N] = { "L0", "scalar", "inst", "GL1", "L2", "MALL", "DRAM" };

	if (l == GS_ML_L0 && m && m->cus_per_unit == 1)
		return "L1";  /* CDNA's name for the per-CU vector cache */
	return (unsigned int)l < GS_ML_N ? names[l] : "?";
}

unsigned int gs_machine_units(const struct gs_machine *m)
{
	return (unsigned int)m->sas * m->units_per_sa;
}
