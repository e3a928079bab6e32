/* SPDX-License-Identifier: MIT */
/*
 * The emulator backend's internals: a GPU virtual address space, a command
 * processor that executes PM4, and waves that execute the ISA.
 */
#ifndef GS_EMU_H
#define GS_EMU_H

#include <pthread.h>
#include <stdint.h>

#include "isa/gen_isa_tables.h"
#include "isa/inst.h"
#include "gfxshim/device.h"
#include "gfxshim/regs.h"
#include "emu/atomic.h"
#include "emu/perf.h"
#include "emu/mfma_hazard.h"

struct emu_uop;
struct emu_tw;
struct emu_tm;
/* A decode-cache entry replaced while other threads may run it (code.c). */
struct emu_code_retired {
	struct emu_uop *u;
	struct emu_code_retired *next;
};

/* One mapping of the GPU virtual address space. */
struct emu_map {
	uint64_t va, size;
	uint8_t *host;
	size_t mapped;                      /* host is an mmap of this many bytes (mem.c), else 0: malloc'd */
	struct emu_uop **code;              /* decode cache: one slot per dword, or NULL (code.c) */
	struct emu_code_retired *retired;   /* entries replaced in it */
};

/* Register addresses the dispatch reads, looked up once per database. */
struct emu_regs {
	uint32_t pgm_lo, pgm_hi, rsrc1, rsrc2, rsrc3, user_data0, tmpring,
		num_thread[3], start[3], resource_limits;
};

#define EMU_SH_BASE 0x2c00u
#define EMU_SH_SIZE 0x400u

/* What s_getreg/s_setreg do with a hardware register id (hwreg.c): MODE,
 * a placement (HW_ID1/HW_ID2/HW_ID: fields WAVE_ID, SIMD_ID, ME_ID), gfx11's
 * 20-bit SHADER_CYCLES (field CYCLES) or gfx12's SHADER_CYCLES_LO/HI. */
enum emu_hwreg_kind { EMU_HWR_NONE, EMU_HWR_MODE, EMU_HWR_HW_ID, EMU_HWR_CYCLES, EMU_HWR_CYCLES_LO, EMU_HWR_CYCLES_HI };

struct emu_hwreg {
	unsigned char kind;  /* enum emu_hwreg_kind */
	const struct gs_reg *reg;
	const struct gs_reg_field *f[3];
};

#define EMU_HWREG_IDS 64  /* the 6-bit id of s_getreg/s_setreg's SIMM16 */

/* The MODE fields (SQ_WAVE_MODE) and COMPUTE_PGM_RSRC1's float fields of
 * the target's register database, and what each hardware register id is,
 * looked up once (hwreg.c) so running s_getreg/s_setreg compares no names;
 * NULL when the database lacks one. */
struct emu_mode_fields {
	const struct gs_reg_field *fp_round, *fp_denorm, *ieee, *dx10_clamp, *fp16_ovfl;
	const struct gs_reg_field *r_float_mode, *r_ieee, *r_dx10_clamp, *r_fp16_ovfl;
	const struct gs_reg_field *gpr_idx_en;  /* gfx9 s_set_gpr_idx_on/off */
	const struct gs_reg_field *csp, *vskip;  /* gfx9 s_call/s_setvskip (salu_ctl.c) */
	const struct gs_reg *mode;  /* SQ_WAVE_MODE */
	uint32_t modelled;          /* MODE's bits the emulator models (s_setreg) */
	struct emu_hwreg hw[EMU_HWREG_IDS];
};

/* What the emulator does with a table row the hand-shaped decoders leave
 * (fetch.c): decided once per row at open from the row's mnemonic, so no
 * name or text decides anything when code is decoded. */
enum emu_row_kind {
	EMU_ROW_NONE,
	EMU_ROW_CACHE,      /* cache write-back/invalidate: runs as s_nop 0 (op) */
	EMU_ROW_FMAAK,      /* v_fmaak_f32 (gfx9 v_madak_f16): op with K as src2 */
	EMU_ROW_FMAMK,      /* v_fmamk_f32 (gfx9 v_madmk_f16): op with K as src1 */
	EMU_ROW_MIX,        /* exec_mix.c: v_fma_mix*, v_fmaak/fmamk_f16, v_mov/swap_b16 (arg: which) */
	EMU_ROW_FLAT,       /* gfx11/gfx12 flat_*: runs as op, its global_* namesake */
	EMU_ROW_EXTRA,      /* vmem_extra.c: addtid, block loads/stores (op) */
	EMU_ROW_APERTURE,   /* s_mov/v_mov reading an aperture (op) */
	EMU_ROW_INTERP,     /* VINTERP (arg: exec_interp.c's index) */
	EMU_ROW_REFUSE,     /* refused with fetch.c's reason arg */
	EMU_ROW_ILLEGAL,    /* v_illegal: the program's illegal-instruction fault */
};

struct emu_row {
	uint8_t kind;       /* enum emu_row_kind */
	uint8_t arg;
	const struct gs_isa_op *op;
};

struct emu {
	const struct gs_target *target;
	const struct gs_isa *isa;
	const struct gs_regdb *db;
	struct emu_row rows[GS_ISA_NROWS];  /* per table row (fetch.c), built at open */
	struct emu_regs r;
	struct emu_mode_fields mode;
	uint64_t max_wave_insts;
	/* the dispatch loop (dispatch.c): host threads (0: every core), the
	 * caller's stop flag and limits, progress reports */
	unsigned int threads;
	const volatile int *cancel;
	uint64_t max_total_insts;
	double max_seconds;
	void (*progress)(void *ctx, uint64_t done, uint64_t total);
	void *progress_ctx;
	int check;                 /* report hazards (reads before the covering wait) */
	int gfx9;                  /* target->gen == GS_GEN_GFX9 */
	int tgsplit;               /* gfx90a+ COMPUTE_PGM_RSRC3.TG_SPLIT of the running dispatch */

	struct emu_map *maps;
	size_t n_maps, maps_cap;
	uint64_t maps_gen;          /* changes whenever maps does (mem.c's lookup cache) */
	pthread_mutex_t code_lock;  /* the decode caches' retired lists (code.c) */
	uint64_t next_va;

	uint32_t sh[EMU_SH_SIZE];  /* SH register file (0x2c00..0x2fff) */
	struct emu_perf perf;      /* performance counters (perf.c) */
	/* The running dispatch on the GPU clock (cp.c): the clock when its
	 * DISPATCH_DIRECT began, and its longest wave's emulated cycles so far
	 * (the dispatch then lasts one tick per wave plus that). */
	uint64_t dispatch_t0, dispatch_cycles;
	/* instructions executed since the device opened, and how many of them
	 * took a fast handler (tests and `make bench` read them) */
	uint64_t stat_insts, stat_fast;
	/* Optional (extmem.c): called with every access gsi_emu_mem_ptr finds
	 * no mapping for (faults and probes alike), so a caller that owns the
	 * memory can tell which of its buffers a fault touched. */
	void (*on_miss)(void *ctx, uint64_t va, uint64_t size);
	void *miss_ctx;
	/* the timing model (timing.h; NULL: off) */
	struct emu_tm *tm;
};

struct gs_device;
/* The emulator behind an emu: device (NULL for any other device). */
struct emu *gsi_emu_of(struct gs_device *dev);

#define EMU_MAX_LANES 64
/* The flat apertures the emulator reports (gfxshim/device.h); flat_*
 * addresses inside them go to LDS and scratch (exec_vmem.c). */
#define EMU_APERTURE_SHARED GS_EMU_APERTURE_SHARED
#define EMU_APERTURE_PRIVATE GS_EMU_APERTURE_PRIVATE

/* Wait counters, named as on gfx12; gfx11's VMcnt is LOAD, VScnt STORE,
 * LGKMcnt KM (scalar memory) and DS.  Seed 000 section 6 / the ISA guides. */
enum emu_cnt {
	EMU_CNT_LOAD, EMU_CNT_STORE, EMU_CNT_KM, EMU_CNT_DS, EMU_CNT_EXP,
	EMU_CNT_SAMPLE, EMU_CNT_BVH, EMU_CNT_N
};

/* One lane's part of a store or atomic still in flight. */
struct emu_lane_store {
	uint64_t va;
	uint32_t data[4];
	uint8_t n;           /* dwords */
	uint8_t bytes;       /* a sub-dword store's bytes (1 or 2; buffer_store_b8/b16); 0: n dwords */
	struct emu_atomic_op at;  /* at.kind: a read-modify-write (non-returning atomic), data its operands */
};

/* A memory operation issued but not complete: its destination registers
 * keep their old values until a wait (or the end of the wave) completes it. */
struct emu_op {
	uint8_t cnt;         /* enum emu_cnt */
	uint8_t ooo;         /* completes out of order (scalar memory) */
	uint8_t sgpr;        /* destination is SGPRs (else VGPRs) */
	uint16_t reg, nregs; /* destination registers of a load (nregs 0: none) */
	uint32_t regmask;    /* bit r clear: reg + r is skipped, not written (gfx12 block loads); 0: all */
	uint64_t lanes;      /* lanes a vector load writes */
	uint8_t d16;         /* 16-bit load into one half of each register: 1 low, 2 high (the other half kept) */
	uint8_t lds_write;   /* a DS operation that wrote LDS (at issue; see exec.c) */
	uint8_t scratch;     /* private memory (scratch.c): no other wave reads it */
	uint8_t flat;        /* a flat_* access: LGKMcnt/DScnt 0 completes it too (exec_vmem.c) */
	uint8_t pooled;      /* bit 0: vals, bit 1: stores came from the wave's pool (gsi_emu_pool_vals) */
	uint32_t dma_lo, dma_hi;  /* an LDS-DMA load: the LDS bytes [lo, hi) it writes */
	uint64_t done;       /* the timing model: the cycle it completes (timing.h) */
	uint32_t *vals;      /* loaded values: vals[i * EMU_MAX_LANES + lane], or vals[i] */
	struct emu_lane_store *stores;
	unsigned int n_stores;
	/* plain whole-dword stores all inside this mapping, checked at issue
	 * (exec_vmem.c's fast path): land_stores writes them without a lookup
	 * while the table is still generation smap_gen; NULL: look each up */
	const struct emu_map *smap;
	uint64_t smap_gen;
	uint64_t pc;
};

#define EMU_POOL_N 16
#define EMU_POOL_VAL_DWORDS (4 * EMU_MAX_LANES)  /* a pooled vals buffer: 4 dwords per lane */

struct emu_pending {
	struct emu_op *ops;  /* oldest first */
	size_t n, cap;
	uint64_t gen;        /* changes whenever ops do */
	/* the destination registers of ops, as bitmasks (VGPRs 0..511, SGPR
	 * codes 0..127), valid while mask_gen == gen (gsi_emu_pending_mask) */
	uint64_t mask_gen;
	uint64_t vmask[8], smask[2];
	/* spare buffers for ops' vals and stores (gsi_emu_pool_vals/stores),
	 * kept across the waves that reuse this struct wave (dispatch.c) */
	void *pool_vals[EMU_POOL_N], *pool_stores[EMU_POOL_N];
	unsigned int n_pool_vals, n_pool_stores;
};

/* A wave's part in the workgroup barrier.  gfx11 s_barrier arrives and
 * waits at once (WAITING); gfx12 s_barrier_signal arrives and runs on
 * (SIGNALLED) until s_barrier_wait, which blocks (WAITING) or, when every wave
 * signalled meanwhile (RELEASED), passes. */
enum emu_barrier {
	EMU_BAR_NONE = 0,
	EMU_BAR_SIGNALLED,         /* arrived, still running */
	EMU_BAR_WAITING,           /* arrived, blocked until the barrier completes */
	EMU_BAR_RELEASED,          /* completed after this wave signalled; its wait passes */
};

/* Architectural state of one wave. */
struct wave {
	uint32_t s[128];           /* indexed by operand code: s0..s105, vcc, ttmp, m0, exec */
	uint32_t (*v)[EMU_MAX_LANES];  /* v[reg][lane] */
	unsigned int n_vgprs;      /* allocated by COMPUTE_PGM_RSRC1 (gfx90a+: VGPRs and AGPRs) */
	unsigned int agpr_base;    /* gfx9 unified file: AGPR n is v[agpr_base + n] (RSRC3 ACCUM_OFFSET) */
	unsigned int lanes;        /* 32 or 64 */
	int scc;
	uint64_t pc;
	uint64_t n_insts;
	uint64_t n_fast;           /* of them, run by a fast handler (fast.c) */
	uint64_t slept;            /* emulated cycles s_sleep added (SHADER_CYCLES, REALTIME) */
	int ended;
	int barrier;               /* enum emu_barrier */
	struct wave *group;        /* the workgroup's waves (barrier.c), group_n of them */
	unsigned int group_n;
	unsigned int id;           /* wave index within the workgroup */
	unsigned int slot;         /* its scratch slot (the worker's first slot + id; dispatch.c) */
	uint64_t *perf;            /* where its performance-counter events add up (dispatch.c) */
	uint32_t wg[3];            /* workgroup id */
	uint32_t mode;             /* the MODE register (hwreg.c: from RSRC1 at launch) */
	/* MODE's float fields, cached (hwreg.c): FP_ROUND and FP_DENORM per size
	 * (denorm: 0 flush in and out, 1 flush out, 2 flush in, 3 keep) and IEEE */
	uint8_t round32, round16_64, denorm16_64;
	uint32_t denorm32;
	int ieee;                  /* gfx9/gfx11; gfx12 has none */
	uint8_t fp16_ovfl;         /* MODE.FP16_OVFL: f32 -> fp8/bf8 overflow saturates (exec_cvt.c) */
	uint8_t gpr_idx_en;        /* gfx9 MODE.GPR_IDX_EN (s_set_gpr_idx_on/off; operand.c) */
	struct emu_pending pend;   /* memory operations in flight */
	struct emu_map *cmap;      /* the mapping the PC was last fetched from (code.c) */
	/* that mapping's decode cache as exec.c's fast fetch reads it: PCs
	 * va + off with off < limit (8 bytes readable there) */
	uint64_t code_va, code_limit;
	const uint8_t *code_host;
	struct emu_uop **code_slots;
	uint32_t code_key;         /* lanes | agpr_base << 8: what entries must match */
	uint8_t *lds;              /* the workgroup's LDS (shared by its waves) */
	uint32_t lds_size;         /* bytes allocated: COMPUTE_PGM_RSRC2.LDS_SIZE * 512 */
	uint32_t dma_lo, dma_hi;   /* LDS bytes the LDS-DMA load being issued writes (exec_vmem.c) */
	/* the last VALU instruction was a WMMA writing v[wmma_d : wmma_d+wmma_dn-1]
	 * (wmma_dn 0: it was not), at wmma_pc: the D->A/B overlap rule */
	uint16_t wmma_d, wmma_dn;
	uint64_t wmma_pc;
	struct emu_mfh mfh;        /* gfx9: recent MFMA/VALU instructions for the MFMA hazard checker */
	/* the timing model (timing.h): the wave's clock in modelled shader
	 * cycles since its dispatch began, and the rest of its timing state
	 * (NULL when timing is off) */
	uint64_t t;
	struct emu_tw *tw;
};

/* wait counters and the hazard checker (waitcnt.c) */
int gsi_emu_op_issue(struct emu *e, struct wave *w, struct emu_op *op);  /* takes op's buffers */
void gsi_emu_wait(struct emu *e, struct wave *w, enum emu_cnt cnt, unsigned int n);
void gsi_emu_wait_all(struct emu *e, struct wave *w);       /* completes everything */
void gsi_emu_barrier_publish(struct emu *e, struct wave *w); /* gfx9: stores seen by the workgroup */
void gsi_emu_pending_free(struct wave *w);
/* An op's buffers from the wave's pool instead of malloc per operation:
 * vals of EMU_POOL_VAL_DWORDS dwords, stores of EMU_MAX_LANES; they mark
 * op->pooled, and completion (or gsi_emu_op_drop) hands them back. */
uint32_t *gsi_emu_pool_vals(struct wave *w, struct emu_op *op);
struct emu_lane_store *gsi_emu_pool_stores(struct wave *w, struct emu_op *op);
/* Free (or hand back) the buffers of an op that was never issued. */
void gsi_emu_op_drop(struct wave *w, struct emu_op *op);
/* Complete this wave's older stores that write [va, va + bytes) (and those
 * before them, in order): memory ops to one address stay in program order. */
void gsi_emu_complete_overlap(struct emu *e, struct wave *w, uint64_t va, unsigned int bytes);
/* The registers in touches (reads or writes, as the hazard checker sees
 * them) or'ed into bitmasks: VGPRs 0..511 and SGPR operand codes 0..127.
 * gsi_emu_hazard can report only when these meet the pending mask. */
void gsi_emu_touched_mask(const struct emu *e, const struct gs_inst *in, unsigned int lanes,
			  unsigned int agpr_base, uint64_t vmask[8], uint64_t smask[2]);
/* Recompute w->pend's destination masks (after w->pend.gen changed). */
void gsi_emu_pending_mask(struct wave *w);
/* Does in touch a register a pending load still writes?  Then describe it. */
int gsi_emu_hazard(struct emu *e, const struct wave *w, const struct gs_inst *in, char *msg, size_t size);
/* A barrier arrival with an LDS write or a global store in flight?  Then describe it. */
int gsi_emu_barrier_hazard(struct emu *e, const struct wave *w, char *msg, size_t size);
/* A DS access of LDS bytes [addr, addr + bytes) that an LDS-DMA load of the
 * wave, still in flight, writes: 1 with msg set. */
/* Is an LDS-DMA load of w in flight (so that DS accesses must ask
 * gsi_emu_lds_dma_hazard)? */
int gsi_emu_lds_dma_pending(const struct wave *w);
int gsi_emu_lds_dma_hazard(struct emu *e, const struct wave *w, uint64_t addr, unsigned int bytes, char *msg,
			   size_t size);
/* gfx12 barriers (barrier.c): complete the workgroup barrier when every live
 * wave arrived (1 if it did); is sem one barrier.c runs; run one (value: the
 * SSRC0 barrier number, or SIMM16 for s_barrier_wait other than -1). */
int gsi_emu_barrier_release(struct wave *waves, unsigned int n);
int gsi_emu_barrier_sem(unsigned int sem);
int gsi_emu_barrier_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint32_t value, char *msg,
		       size_t size);
/* The wait instructions: apply one to the wave. */
void gsi_emu_wait_inst(struct emu *e, struct wave *w, const struct gs_inst *in);

/* WMMA (wmma.c): execute one (a gs_status, msg set on failure); the
 * checker's D->A/B overlap test (1 and msg set when this WMMA breaks it);
 * track the last VALU instruction (call after each one executed). */
int gsi_emu_wmma(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size);
int gsi_emu_wmma_hazard(struct emu *e, const struct wave *w, const struct gs_inst *in, char *msg,
			size_t size);
void gsi_emu_wmma_track(struct emu *e, struct wave *w, const struct gs_inst *in);
/* SWMMAC (wmma.c, gfx12 sparse WMMA): execute one, as gsi_emu_wmma; the
 * hazard and track functions above cover it too. */
int gsi_emu_swmmac(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size);

/* true16 (exec_t16.c): operand i (-1: the destination) of a 16-bit VALU
 * operation names the high half of VGPR *reg (1) or the low half / not a
 * VGPR (0; *reg the index as encoded). */
int gsi_emu_t16_hi(const struct gs_inst *in, int i, unsigned int *reg);
/* VOP3 OPSEL bit i on a source read as 32 bits of which the low 16 count
 * (alignbit/alignbyte's shift; exec_t16.c): v >> 16 when it selects a VGPR's
 * high half, else v. */
uint32_t gsi_emu_opsel_lo16(const struct gs_inst *in, int i, uint32_t v);
/* gfx11/gfx12 v_fma_mix*, v_fmaak_f16/v_fmamk_f16, gfx11 v_mov_b16 and
 * v_swap_b16 (exec_mix.c).  gsi_emu_mix_row: at open, the row of mnemonic
 * name as one of them (1) or not (0).  gsi_emu_mix_fetch: the instruction
 * at p of such a row as one the emulator runs in *in; its size, or 0. */
int gsi_emu_mix_row(const struct gs_isa *isa, const char *name, struct emu_row *r);
unsigned int gsi_emu_mix_fetch(const struct gs_isa *isa, const uint8_t *p, size_t avail, const struct emu_row *r,
			       struct gs_inst *in);
/* At open: each table row's emu_row (fetch.c). */
void gsi_emu_rows_init(struct emu *e);
/* The operation gfx11's v_swap_b16 runs as (exec_mix.c; exec_lane.c swaps
 * the halves OPSEL[3] of vdst and OPSEL[0] of src0). */
const struct gs_isa_op *gsi_emu_swap16_op(void);
/* The mix operations (*n of them; emu/op_fact.c). */
const struct gs_isa_op *gsi_emu_mix_ops(unsigned int *n);
/* Integer VOP3 clamp (exec_t16.c): 1 and the saturated result of an
 * integer operation that has one (cin: the lane's carry-in), else 0. */
int gsi_emu_int_clamp(unsigned int sem, uint32_t a, uint32_t b, uint32_t s2, uint32_t cin, uint32_t *d);
/* lds_direct_load / ds_direct_load (exec_t16.c): issue one (a gs_status, msg set on failure). */
int gsi_emu_lds_direct(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		       size_t size);
/* DS (exec_ds.c): issue one LDS operation for the lanes in exec (a
 * gs_status, msg set on failure); the VGPRs (dwords from vaddr, vdata,
 * vdata1, vdst) and M0 it reads and writes, read from its mnemonic, for
 * the hazard checkers. */
struct emu_ds_regs {
	unsigned int addr, data0, data1, dst, m0;
};
int gsi_emu_ds_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		  size_t size);
void gsi_emu_ds_regs(const struct gs_inst *in, struct emu_ds_regs *r);

/* DPP and VOPD (exec_dpp.c).  dpp_src0: the permuted src0 of each lane of
 * exec in v[], and in *lanes the lanes the instruction writes (0 and msg
 * set on failure).  vopd_check: 1 and msg when a pair breaks the register
 * rules of dual issue.  vopd: run a pair, each half through run (which
 * returns 0 after reporting a failure itself); GS_OK done, 1 run failed,
 * else a gs_status (negative) with msg set. */
struct emu_fetch;
typedef int (*gsi_emu_half_fn)(void *ctx, const struct gs_inst *in);
int gsi_emu_dpp_src0(const struct wave *w, const struct gs_inst *in, uint64_t exec, uint32_t *v,
		     uint64_t *lanes, char *msg, size_t size);
int gsi_emu_vopd_check(const struct emu *e, const struct emu_fetch *f, char *msg, size_t size);
int gsi_emu_vopd(struct emu *e, struct wave *w, const struct emu_fetch *f, gsi_emu_half_fn run, void *ctx,
		 char *msg, size_t size);
/* gfx9's gs_inst.dpp values (isa/decode_gfx9.c, isa/inst.h).  sdwa
 * (exec_sdwa.c): run an SDWA instruction through run as gsi_emu_vopd runs
 * a half (same returns). */
#define EMU_DPP_GFX9 GS_DPP_GFX9
#define EMU_SDWA GS_DPP_SDWA
int gsi_emu_sdwa(struct emu *e, struct wave *w, const struct gs_inst *in, gsi_emu_half_fn run, void *ctx,
		 char *msg, size_t size);

/* gfx9 MFMA (mfma.c; pure layout/compute API in emu/mfma.h): execute one
 * (a gs_status, msg set on failure). */
int gsi_emu_mfma(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size);

/* Transcendental, rounding and bit operations as pure functions of their
 * operands (exec_trans.c): 1 when sem is one of theirs.  funary works in
 * double precision for the f16/f32/f64 forms (the caller rounds once). */
int gsi_emu_funary(unsigned int sem, double x, double *r);
/* gfx9 v_screen_partition_4se_b32 and v_exp/v_log_legacy_f32 (exec_trans.c)
 * on S0's bits after neg/abs: 1 with *d set, -1 for a legacy input whose
 * result the guides leave open (refused), 0 not one of these. */
int gsi_emu_legacy_op(unsigned int sem, uint32_t a, uint32_t *d);
int gsi_emu_int_op(unsigned int sem, uint32_t a, uint32_t b, uint32_t c, uint32_t *d);
float gsi_emu_fminmax(float a, float b, int max, int num, int ieee);
float gsi_emu_fmed3(float a, float b, float c, int num, int ieee);
/* Conversions (exec_cvt.c): one lane's sources by their widths
 * (gsi_opnd_bits) as bits (raw: 16-bit ones their half, 64-bit ones the
 * pair) and as floats (f: abs/neg and input flush applied).  The result is
 * either bits of the destination's width (fmt 0) or a value v that the
 * caller rounds to the float format fmt (16, 32, 64) per MODE, after omod
 * and clamp.  1 when sem is a conversion of theirs. */
struct emu_cvt_in {
	uint64_t raw[3];
	double f[3];
	uint32_t old;           /* the 32-bit destination's previous value */
	unsigned int opsel, clamp, vop3;
	int fnuz;               /* gfx942's FNUZ fp8/bf8 (else OCP) */
	int ovfl;               /* f32 -> fp8/bf8 overflow saturates: MODE.FP16_OVFL on gfx12/gfx950 */
};
#define EMU_CVT_PK16 1616u    /* fmt: two f16 results, v low and v2 high */
struct emu_cvt_out {
	unsigned int fmt;
	uint64_t bits;
	double v, v2;
};
int gsi_emu_cvt(unsigned int sem, const struct emu_cvt_in *s, struct emu_cvt_out *o);  /* s, o NULL: is sem one? */
/* gfx950's scaled small-float conversions, gfx12's fp8/bf8 dot products and
 * v_mqsad_u32_u8 (exec_scale.c; struct vi in exec_int.h): 1 when the
 * instruction is one of them (run, or failed in *x->st). */
struct vi;
int gsi_emu_vscale(struct vi *x);
/* Float arithmetic (exec_float.c): one lane's sources as raw bits by width
 * (gsi_opnd_bits; VOP3P: whole registers, pairs for 64-bit ops), the
 * destination's previous value (16-bit: its half) and the lane's VCC bit;
 * the result's bits and width (16: one half, which the caller places) and
 * a lane-mask bit (div_scale's VCC; -1 none).  1 when sem is theirs (s, r
 * NULL: ask).  float: VOP1/VOP2/VOP3, float_packed: VOP3P.  keeps_hi: a
 * gfx9 16-bit result keeps the high half (else zeroes it). */
struct emu_fop {
	const struct wave *w;
	const struct gs_inst *in;
	uint64_t raw[3], old;
	int vcc;
};
struct emu_fres {
	uint64_t bits;
	unsigned int width;
	int mask;
};
int gsi_emu_float(unsigned int sem, const struct emu_fop *s, struct emu_fres *r);
int gsi_emu_float_packed(unsigned int sem, const struct emu_fop *s, struct emu_fres *r);
int gsi_emu_gfx9_keeps_hi(unsigned int sem);


/* wave state registers (hwreg.c): MODE from RSRC1 at launch; s_getreg's
 * value of hardware register id (0 when not emulated); the emulated clock
 * (instructions executed plus cycles slept); host rounding per MODE.FP_ROUND
 * around a float operation whose result has bits 32 or 16/64 (enter returns
 * what leave restores; -1 when nothing changed). */
void gsi_emu_mode_init(struct emu *e, struct wave *w);
/* Look e->mode's fields and hardware registers up in the register
 * database (once, at open). */
void gsi_emu_mode_fields(struct emu *e);
int gsi_emu_getreg(struct emu *e, const struct wave *w, unsigned int id, uint32_t *v);
uint64_t gsi_emu_wave_cycles(const struct wave *w);
/* s_setreg_b32 of bits [off, off + size) of hardware register id: 1 done,
 * 0 with msg when not emulated (only MODE's float fields are); one MODE
 * field of e->mode, found at open (NULL: the database lacks it, nothing
 * changes): s_round_mode's FP_ROUND, s_denorm_mode's FP_DENORM, ... */
int gsi_emu_setreg(struct emu *e, struct wave *w, unsigned int id, unsigned int off, unsigned int size,
		   uint32_t v, char *msg, size_t msize);
void gsi_emu_mode_set(struct emu *e, struct wave *w, const struct gs_reg_field *f, uint32_t v);
/* REALTIME (s_sendmsg_rtn MSG_RTN_GET_REALTIME, gfx9 s_memrealtime): the
 * GPU clock, i.e. the dispatch's start plus the wave's cycles. */
uint64_t gsi_emu_realtime(const struct emu *e, const struct wave *w);
/* SHADER_CYCLES (s_getreg, gfx9 s_memtime): the wave's emulated cycles, or
 * with the timing model the modelled shader clock. */
uint64_t gsi_emu_shader_cycles(const struct emu *e, const struct wave *w);
int gsi_emu_round_enter(const struct wave *w, unsigned int bits);
void gsi_emu_round_leave(int prev);

/* The scalar ALU (exec_salu.c): run one SOP1/SOP2/SOPC/SOPK instruction or
 * a SOPP one that only affects timing: 1 done (*next changed by s_setpc,
 * s_swappc, s_call), 0 not one of its, else a gs_status with msg set.
 * salu_regs: SGPRs operand i (-1: the destination) of a "salu"-signature
 * instruction spans (0: none), for the hazard checker. */
int gsi_emu_salu(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t *next, char *msg, size_t size);
unsigned int gsi_emu_salu_regs(const struct gs_inst *in, int i);
/* Scalar memory (exec_smem.c): run one SMEM instruction (not s_memtime):
 * 0, or an error status with msg set.  smem_regs: the SGPRs its base and
 * data span and whether it reads SOFFSET, for the hazard checker. */
int gsi_emu_smem(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size);
void gsi_emu_smem_regs(const struct gs_inst *in, unsigned int *base, unsigned int *data, int *soff);

/* v_cmp_<cond>_<type>, v_cmpx_*, v_cmp[x]_class_* (exec_cmp.c): parse the
 * mnemonic (0: not a compare it knows), then the lane's result: integers
 * as bits (the low k->bits count), floats as values (the caller applies
 * modifiers and MODE's denormal flush), the class test on the raw bits. */
enum emu_cmp_kind { EMU_CMP_INT, EMU_CMP_UINT, EMU_CMP_FLOAT };
struct emu_cmp {
	int cond;
	enum emu_cmp_kind kind;
	unsigned int bits;   /* 16, 32 or 64 */
	int x;               /* v_cmpx_*: the result goes to EXEC */
	int cls;             /* v_cmp[x]_class_*: src1 is a class mask */
};
int gsi_emu_cmp_parse(const struct gs_isa_op *op, struct emu_cmp *k);
int gsi_emu_cmp_int(const struct emu_cmp *k, uint64_t a, uint64_t b);
uint64_t gsi_emu_cmp_int32_lanes(const struct emu_cmp *k, const uint32_t *a, const uint32_t *b, unsigned int n);
int gsi_emu_cmp_class(const struct emu_cmp *k, uint64_t v, uint32_t mask);
int gsi_emu_cmp_float(const struct emu_cmp *k, double a, double b);

/* Integer, bit, lane and packed-integer VALU ops (exec_int.c,
 * exec_lane.c): 1 when in is one of them (*st 0, or a gs_status with msg
 * set), 0 when it is not. */
int gsi_emu_vint(struct emu *e, struct wave *w, const struct gs_inst *in, int *st, char *msg, size_t size);

/* Buffer instructions ("buf" signature; decoded by isa/decode_buf.c, AGPR
 * data then at the wave's unified index, emu/decode.c).  exec_buffer.c: run one over the lanes of exec (a
 * gs_status, msg set on failure); GS_BUF_LDS: a gfx9 load to LDS. */
int gsi_emu_buffer(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		   size_t size);

/* Image instructions ("img" signature; decoded by isa/decode_img.c into
 * in->img): the VGPR of address dword k; exec_image.c: run one over the
 * lanes of exec. */
unsigned int gsi_emu_img_addr_reg(const struct gs_inst *in, unsigned int k);
int gsi_emu_image(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		  size_t size);

/* Set up e for target t (registers looked up, watchdog, checker) without
 * any memory (backend.c; the emulator backend and extmem.c use it). */
enum gs_status gsi_emu_init(struct emu *e, const struct gs_target *t, const struct gs_device_options *opt,
			    struct gs_error *err);

/* memory (mem.c) */
int gsi_emu_mem_map(struct emu *e, uint64_t size, uint64_t *va, uint8_t **host);
void gsi_emu_mem_unmap(struct emu *e, uint64_t va);
void gsi_emu_mem_free_host(struct emu_map *m);  /* a mapping's host memory (calloc'd or mmap'd) */
/* Host pointer for [va, va+size) or NULL if any byte is unmapped. */
uint8_t *gsi_emu_mem_ptr(struct emu *e, uint64_t va, uint64_t size);
/* The mapping holding [va, va+size), or NULL (on_miss told) if none. */
const struct emu_map *gsi_emu_mem_find(struct emu *e, uint64_t va, uint64_t size);
/* The same without telling e->on_miss of a miss (a probe: exec_vmem.c's
 * whole-wave range check, which falls back to lane-by-lane lookups). */
const struct emu_map *gsi_emu_mem_find_quiet(struct emu *e, uint64_t va, uint64_t size);
/* gsi_emu_mem_ptr trying *hint (the buffer the previous lane of this
 * access hit) first and remembering the one found; *hint starts NULL and
 * is valid for one instruction (the table does not change within it). */
static inline uint8_t *gsi_emu_mem_ptr_near(struct emu *e, const struct emu_map **hint, uint64_t va,
					    uint64_t size)
{
	const struct emu_map *m = *hint;

	if (!m || va < m->va || va - m->va >= m->size || size > m->size - (va - m->va)) {
		m = gsi_emu_mem_find(e, va, size);
		*hint = m;
		if (!m)
			return NULL;
	}
	return m->host + (va - m->va);
}

/* command processor (cp.c) */
enum gs_status gsi_emu_cp_run(struct emu *e, uint64_t ib_va, uint32_t ndw, struct gs_error *err);
/* The same with the device's emulated GPU clock (*clock, advanced): it
 * counts work (packets and waves), deterministically, not time. */
enum gs_status gsi_emu_cp_run_clocked(struct emu *e, uint64_t *clock, uint64_t ib_va, uint32_t ndw,
				  struct gs_error *err);

/* The same on dwords the caller fetched (emu/queue.c: packets read from a
 * ring, which wraps where an IB would not); "dword N" counts from dw. */
enum gs_status gsi_emu_cp_exec(struct emu *e, uint64_t *clock, const uint32_t *dw, uint32_t ndw,
			       struct gs_error *err);

/* dispatch (dispatch.c) */
enum gs_status gsi_emu_dispatch(struct emu *e, const uint32_t dims[3], uint32_t initiator,
			    struct gs_error *err);

/* one instruction (exec.c): 0 continue, else an error status with err set */
enum gs_status gsi_emu_step(struct emu *e, struct wave *w, struct gs_error *err);
/* up to n instructions, fewer when the wave ends or waits at a barrier
 * (exec.c): 0, or an error status with err set */
enum gs_status gsi_emu_run(struct emu *e, struct wave *w, unsigned int n, struct gs_error *err);

/* Describe where a wave is, for messages: "wave 1 of workgroup (2,0,0) at PC 0x..: text". */
void gsi_emu_where(struct emu *e, const struct wave *w, char *buf, size_t size);

/* operand.c: a scalar operand code's value (SGPRs, specials, inline
 * integers and floats -- f16 bits when f16 is set --, SCC, the literal);
 * 0 for a code no scalar source has. */
int gsi_emu_scalar_src(const struct wave *w, unsigned int code, uint32_t literal, int f16, uint32_t *v);
/* The same for a 64-bit operand: an SGPR pair, null or an inline integer
 * (sign-extended); 0 for anything else (literals and float constants
 * widen per operand type, so the callers decide). */
int gsi_emu_scalar_src64(const struct wave *w, unsigned int code, uint64_t *v);
/* A 32-bit literal read by op sem's 64-bit integer operand: sign-extended
 * for a signed (I64) operand, zero-extended otherwise; 0 when unknown. */
int gsi_emu_lit64(unsigned int sem, uint32_t lit, uint64_t *v);
/* gfx9 VGPR indexing (s_set_gpr_idx_on): a VALU instruction's VGPR operands
 * that M0[15:12] marks (src0, src1, src2, vdst) plus M0[7:0]; 0, or a
 * gs_status with msg set for an instruction that cannot be indexed. */
int gsi_emu_gpr_idx(const struct wave *w, struct gs_inst *in, char *msg, size_t size);
/* An f32 operand's bits as read under MODE.FP_DENORM (input denormals
 * flushed to signed zero when the mode says so), and a result's bits as
 * written (output denormals flushed likewise). */
float gsi_emu_f32_in(const struct wave *w, uint32_t b);
uint32_t gsi_emu_f32_out(const struct wave *w, float f);
/* f32 -> u32/i32 toward zero, saturating, NaN -> 0 (V_CVT/S_CVT_*_F32). */
uint32_t gsi_emu_f32_to_u32(float f);
int32_t gsi_emu_f32_to_i32(float f);
/* f32 -> f16 toward zero: overflow gives the largest finite value, NaN a
 * quiet NaN (the *_cvt_pk_rtz_f16_f32 halves). */
uint16_t gsi_emu_f16_rtz(float f);

#endif /* GS_EMU_H */
