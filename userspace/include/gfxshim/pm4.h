/* SPDX-License-Identifier: MIT */
/*
 * PM4 command streams: a builder for compute dispatches and the one packet
 * parser shared by the decoder and the emulator's command processor.
 * Packet layouts are facts from the kernel's nvd.h / soc15d.h.
 */
#ifndef GFXSHIM_PM4_H
#define GFXSHIM_PM4_H

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#include "gfxshim/error.h"
#include "gfxshim/reg_ids.h"
#include "gfxshim/target.h"

#ifdef __cplusplus
extern "C" {
#endif

/* Type-3 opcodes (nvd.h PACKET3_*); gs_pm4_opcode_name() knows all of nvd.h. */
#define GS_PM4_NOP               0x10
#define GS_PM4_SET_BASE          0x11
#define GS_PM4_DISPATCH_DIRECT   0x15
#define GS_PM4_DISPATCH_INDIRECT 0x16
#define GS_PM4_PRED_EXEC         0x23
#define GS_PM4_WRITE_DATA        0x37
#define GS_PM4_WAIT_REG_MEM      0x3C
#define GS_PM4_INDIRECT_BUFFER   0x3F
#define GS_PM4_COPY_DATA         0x40
#define GS_PM4_EVENT_WRITE       0x46
#define GS_PM4_RELEASE_MEM       0x49
#define GS_PM4_ACQUIRE_MEM       0x58
#define GS_PM4_SET_CONFIG_REG    0x68
#define GS_PM4_SET_CONTEXT_REG   0x69
#define GS_PM4_SET_SH_REG        0x76
#define GS_PM4_SET_UCONFIG_REG   0x79
#define GS_PM4_SET_SH_REG_INDEX  0x9B

/* Header words (nvd.h PACKET3()/PACKET0()): type 31:30, count 29:16 (body
 * dwords - 1), type-3 opcode 15:8, shader type bit 1, predicate bit 0. */
#define GS_PM4_PKT3(op, count) \
	((3u << 30) | (((uint32_t)(count) & 0x3fff) << 16) | (((uint32_t)(op) & 0xff) << 8))
#define GS_PM4_PKT3_COMPUTE      (1u << 1)  /* shader type: compute */
#define GS_PM4_PKT0(reg, count) \
	((((uint32_t)(count) & 0x3fff) << 16) | ((uint32_t)(reg) & 0xffff))
#define GS_PM4_PKT2              0x80000000u  /* one-dword filler */
#define GS_PM4_NOP1              0xffff1000u  /* NOP with count 0x3fff: header only
					       * (gfx10+ ring nop, gfx_v11_0.c) */

/* Register apertures' first dword (nvd.h PACKET3_SET_*_REG_START): a
 * SET_*_REG body starts with the offset from this base. */
#define GS_PM4_CONFIG_REG_START  0x2000u
#define GS_PM4_SH_REG_START      0x2c00u
#define GS_PM4_CONTEXT_REG_START 0xa000u
#define GS_PM4_UCONFIG_REG_START 0xc000u

/* A growing stream.  Errors are sticky: after the first failure further
 * calls do nothing and gs_pm4_status() reports it. */
struct gs_pm4 {
	uint32_t *dw;
	size_t n, cap;
	const struct gs_target *target;
	enum gs_status status;
	char msg[256];
};

void gs_pm4_init(struct gs_pm4 *s, const struct gs_target *t);
void gs_pm4_free(struct gs_pm4 *s);
enum gs_status gs_pm4_status(const struct gs_pm4 *s, struct gs_error *err);

/* Raw emitters.  reg names are looked up in the target's register
 * database; the _id forms take a gfxshim/reg_ids.h id (checked at build
 * time) instead. */
void gs_pm4_emit(struct gs_pm4 *s, uint32_t dw);
/* Any type-3 packet: header (GS_PM4_PKT3_COMPUTE in flags, or 0) + body. */
void gs_pm4_packet3(struct gs_pm4 *s, unsigned int opcode, uint32_t flags,
		    const uint32_t *body, size_t n);
/* payload_dw 0 emits the one-dword NOP (GS_PM4_NOP1); at most 0x3fff. */
void gs_pm4_nop(struct gs_pm4 *s, unsigned int payload_dw);
void gs_pm4_set_sh_reg(struct gs_pm4 *s, const char *reg, const uint32_t *v, unsigned int n);
void gs_pm4_set_sh_reg1(struct gs_pm4 *s, const char *reg, uint32_t v);
void gs_pm4_set_sh_reg_id(struct gs_pm4 *s, enum gs_reg_id id, const uint32_t *v, unsigned int n);
void gs_pm4_acquire_mem_all(struct gs_pm4 *s);  /* invalidate caches before the dispatch */
void gs_pm4_release_mem_fence(struct gs_pm4 *s, uint64_t va, uint32_t value); /* EOP + write */

/* Everything needed for one compute dispatch.  Size first (index.rst,
 * "ABI"): GS_DISPATCH_INIT; at least GS_DISPATCH_SIZE_V1. */
struct gs_dispatch {
	uint32_t size;           /* sizeof(struct gs_dispatch) */
	uint64_t code_va;        /* address of the kernel's first instruction (256-byte aligned) */
	uint32_t rsrc1, rsrc2, rsrc3;  /* from the kernel descriptor */
	uint32_t user_sgpr[16];  /* values for COMPUTE_USER_DATA_0.. */
	unsigned int n_user_sgpr;
	uint32_t grid[3];        /* workgroups in x, y, z */
	uint32_t block[3];       /* threads per workgroup in x, y, z */
	int wave32;              /* 1: wave32 (DISPATCH_INITIATOR CS_W32_EN) */
	uint64_t scratch_va;     /* 0: no scratch (COMPUTE_TMPRING_SIZE = 0) */
	uint32_t scratch_bytes_per_wave;
	uint64_t fence_va;       /* 0: no fence */
	uint32_t fence_value;
	/* COMPUTE_TMPRING_SIZE.WAVES: how many waves' scratch the buffer at
	 * scratch_va holds (gfx11+: per shader engine, as Mesa radv divides
	 * by num_se).  Required (1..4095) when scratch_va != 0. */
	uint32_t scratch_waves;
	/* ---- optional, zero = off (added fields; a memset(0) dispatch is the
	 * plain one) ---- */
	/* CU masks, COMPUTE_STATIC_THREAD_MGMT_SE<i> = cu_mask[i] for i <
	 * n_cu_mask, 0 (no CU) for the other SEs the database knows.  0: every
	 * CU of every SE.  Layout per SE: gfx10+ SA0_CU_EN 15:0, SA1_CU_EN
	 * 31:16; gfx9 SH0_CU_EN / SH1_CU_EN (gs_pm4_cu_mask_from_wgp helps). */
	uint32_t cu_mask[16];
	unsigned int n_cu_mask;
	/* GPU timestamps around the dispatch: 64-bit GPU clock at
	 * timestamp_va (COPY_DATA, top of pipe, right before DISPATCH_DIRECT)
	 * and at timestamp_va + 8 (RELEASE_MEM BOTTOM_OF_PIPE_TS, once the
	 * dispatch finished).  8-byte aligned; 0: none. */
	uint64_t timestamp_va;
};
#define GS_DISPATCH_INIT { .size = sizeof(struct gs_dispatch) }
#define GS_DISPATCH_SIZE_V1 offsetof(struct gs_dispatch, cu_mask)

/* Append a whole dispatch (gfx9 = gfx942/gfx950 wave64 without scratch,
 * gfx11, gfx12; GS_ERR_UNSUPPORTED otherwise):
 * ACQUIRE_MEM, SET_SH_REG of the COMPUTE_* registers (sorted by address,
 * consecutive ones share a packet), DISPATCH_DIRECT, and a RELEASE_MEM fence
 * when fence_va != 0.  Bad arguments fail before anything is emitted. */
enum gs_status gs_pm4_build_dispatch(struct gs_pm4 *s, const struct gs_dispatch *d,
				     struct gs_error *err);

/* DISPATCH_INITIATOR bits (COMPUTE_DISPATCH_INITIATOR fields). */
#define GS_DISPATCH_INIT_COMPUTE_SHADER_EN (1u << 0)
#define GS_DISPATCH_INIT_FORCE_START_AT_000 (1u << 2)
#define GS_DISPATCH_INIT_ORDER_MODE         (1u << 6) /* bit 4 is ORDERED_APPEND_MODE */
#define GS_DISPATCH_INIT_CS_W32_EN          (1u << 15)

/* ---- packet builders (pm4/packets.c).  Each emits one packet in the
 * stream target's layout (gfx9 = soc15d.h, gfx11/gfx12 = nvd.h); bad
 * arguments make the stream's sticky error.  Addresses are GPU VAs. ---- */

/* More type-3 opcodes (nvd.h / soc15d.h). */
#define GS_PM4_SET_UCONFIG_REG_INDEX 0x7A

/* Destination / source selects of WRITE_DATA and COPY_DATA (nvd.h
 * PACKET3_COPY_DATA__*_SEL__*, Mesa sid.h COPY_DATA_*). */
#define GS_PM4_SEL_REG       0   /* memory-mapped register (dword offset) */
#define GS_PM4_SEL_MEM       1   /* source: memory */
#define GS_PM4_SEL_TC_L2     2
#define GS_PM4_SEL_GDS       3
#define GS_PM4_SEL_PERF      4   /* perf-counter register (read across GRBM_GFX_INDEX) */
#define GS_PM4_SEL_IMM       5   /* source: immediate data */
#define GS_PM4_SEL_DST_MEM   5   /* destination: memory */
#define GS_PM4_SEL_GPU_CLOCK 9   /* source: 64-bit GPU clock count */

/* VGT_EVENT_TYPE values (vega10_enum.h, soc21_enum.h, soc24_enum.h agree). */
#define GS_PM4_EV_CACHE_FLUSH_TS         0x04
#define GS_PM4_EV_CS_PARTIAL_FLUSH       0x07
#define GS_PM4_EV_CACHE_FLUSH_AND_INV_TS 0x14
#define GS_PM4_EV_PERFCOUNTER_START      0x17
#define GS_PM4_EV_PERFCOUNTER_STOP       0x18
#define GS_PM4_EV_PERFCOUNTER_SAMPLE     0x1b
#define GS_PM4_EV_BOTTOM_OF_PIPE_TS      0x28
#define GS_PM4_EV_CS_DONE                0x2f

/* Named cache actions for ACQUIRE_MEM / RELEASE_MEM, mapped per generation:
 * gfx10+ GCR_CNTL bits (nvd.h), gfx9 CP_COHER_CNTL / EOP action bits
 * (soc15d.h).  A cache a generation lacks (GL1 on gfx9, GLM on gfx12
 * RELEASE_MEM) is skipped. */
#define GS_PM4_CACHE_ICACHE  (1u << 0) /* GLI / SH_ICACHE: instruction cache */
#define GS_PM4_CACHE_KCACHE  (1u << 1) /* GLK / SH_KCACHE: scalar cache */
#define GS_PM4_CACHE_VCACHE  (1u << 2) /* GLV / TCL1: vector L0 (gfx9 L1) */
#define GS_PM4_CACHE_GL1     (1u << 3) /* GL1 (gfx10+) */
#define GS_PM4_CACHE_L2_INV  (1u << 4) /* GL2_INV / TC_ACTION */
#define GS_PM4_CACHE_L2_WB   (1u << 5) /* GL2_WB / TC_WB_ACTION */
#define GS_PM4_CACHE_META    (1u << 6) /* GLM wb+inv (gfx10/11) / TC_MD (gfx9 EOP) */
#define GS_PM4_CACHE_ALL     0x7fu

/* WRITE_DATA of n dwords to memory (DST_SEL 5, WR_CONFIRM when confirm). */
void gs_pm4_write_data_mem(struct gs_pm4 *s, uint64_t va, const uint32_t *v, unsigned int n,
			   int confirm);
/* WRITE_DATA of one register (DST_SEL 0, by name from the database). */
void gs_pm4_write_data_reg(struct gs_pm4 *s, const char *reg, uint32_t v);
/* SET_UCONFIG_REG of n consecutive registers from reg (UCONFIG range). */
void gs_pm4_set_uconfig_reg(struct gs_pm4 *s, const char *reg, const uint32_t *v, unsigned int n);
void gs_pm4_set_uconfig_reg1(struct gs_pm4 *s, const char *reg, uint32_t v);
void gs_pm4_set_uconfig_reg_id(struct gs_pm4 *s, enum gs_reg_id id, const uint32_t *v, unsigned int n);
/* SET_SH_REG_INDEX: index in body dword 1 bits 31:28 (3 = AND with the
 * kernel's CU mask, as Mesa uses for COMPUTE_STATIC_THREAD_MGMT_SE* on gfx10+). */
void gs_pm4_set_sh_reg_index(struct gs_pm4 *s, const char *reg, unsigned int index,
			     const uint32_t *v, unsigned int n);
/* COPY_DATA: src_sel / dst_sel are GS_PM4_SEL_*; src is a register dword
 * offset, a VA or immediate data, dst a register offset or a VA; wide
 * copies 64 bits (COUNT_SEL); WR_CONFIRM is set for memory destinations. */
void gs_pm4_copy_data(struct gs_pm4 *s, unsigned int src_sel, uint64_t src,
		      unsigned int dst_sel, uint64_t dst, int wide);
/* WAIT_REG_MEM: poll memory (mem = 1, addr = VA) or a register (addr =
 * dword offset) until (value & mask) <func> ref; func 0..6 (always, <, <=,
 * ==, !=, >=, >); poll interval in clocks, as the kernel 0x4 / Mesa 4. */
#define GS_PM4_WAIT_EQ 3
#define GS_PM4_WAIT_NE 4
#define GS_PM4_WAIT_GE 5
void gs_pm4_wait_reg_mem(struct gs_pm4 *s, int mem, uint64_t addr, unsigned int func,
			 uint32_t ref, uint32_t mask, unsigned int poll_interval);
/* ACQUIRE_MEM over the whole address range with the named cache actions:
 * gfx9 count 5 (CP_COHER_CNTL form), gfx10+ count 6 (GCR_CNTL form). */
void gs_pm4_acquire_mem(struct gs_pm4 *s, uint32_t caches);
/* RELEASE_MEM, general form. */
#define GS_PM4_DATA_NONE      0
#define GS_PM4_DATA_32        1
#define GS_PM4_DATA_64        2
#define GS_PM4_DATA_GPU_CLOCK 3
#define GS_PM4_DATA_SYS_CLOCK 4
struct gs_pm4_release {
	uint32_t size;            /* sizeof(struct gs_pm4_release): GS_PM4_RELEASE_INIT */
	unsigned int event;       /* GS_PM4_EV_*, e.g. BOTTOM_OF_PIPE_TS */
	uint32_t caches;          /* GS_PM4_CACHE_* written back / invalidated at the event */
	unsigned int data_sel;    /* GS_PM4_DATA_* */
	unsigned int int_sel;     /* 0 none, 1 interrupt only, 2 after the write */
	unsigned int cache_policy; /* 0 LRU .. 3 bypass (dword 1 bits 26:25) */
	uint64_t addr;            /* destination (4- or 8-byte aligned per data_sel) */
	uint64_t data;
	/* INT_CTXID (the last dword): the end-of-pipe interrupt's context,
	 * which amdkfd takes for the id of the event to signal (added) */
	uint32_t int_ctxid;
};
#define GS_PM4_RELEASE_INIT { .size = sizeof(struct gs_pm4_release) }
#define GS_PM4_RELEASE_SIZE_V1 offsetof(struct gs_pm4_release, int_ctxid)
/* A size of 0 or below GS_PM4_RELEASE_SIZE_V1 is the stream's sticky
 * GS_ERR_INVALID. */
void gs_pm4_release_mem(struct gs_pm4 *s, const struct gs_pm4_release *r);
/* EVENT_WRITE of one event with its EVENT_INDEX (4 for CS_PARTIAL_FLUSH,
 * 0 for the perf-counter events, as nvd.h / Mesa). */
void gs_pm4_event_write(struct gs_pm4 *s, unsigned int event);
/* INDIRECT_BUFFER (compute form: VALID, IB_SIZE dwords, vmid 0);
 * chain = 1 sets CHAIN (bit 20). */
void gs_pm4_indirect_buffer(struct gs_pm4 *s, uint64_t va, uint32_t ndw, int chain);
/* DISPATCH_DIRECT / DISPATCH_INDIRECT (compute-queue form: the 64-bit VA
 * of the three dims, then the initiator). */
void gs_pm4_dispatch_direct(struct gs_pm4 *s, uint32_t x, uint32_t y, uint32_t z,
			    uint32_t initiator);
void gs_pm4_dispatch_indirect(struct gs_pm4 *s, uint64_t dims_va, uint32_t initiator);
/* PRED_EXEC (gfx9.4.x multi-XCC): the next exec_dw dwords run only on the
 * XCCs in xcc_mask (VIRTUAL_XCC_ID_SELECT 31:24, EXEC_COUNT 13:0; kernel
 * soc15d.h as of 2025).  GS_ERR_UNSUPPORTED on gfx10+. */
void gs_pm4_pred_exec(struct gs_pm4 *s, uint8_t xcc_mask, unsigned int exec_dw);

/* ---- helpers ---- */
/* 64-bit GPU clock now (COPY_DATA from the GPU clock, top of pipe). */
void gs_pm4_timestamp_top(struct gs_pm4 *s, uint64_t va);
/* 64-bit GPU clock once all previous work finished (RELEASE_MEM
 * BOTTOM_OF_PIPE_TS, DATA_SEL 3). */
void gs_pm4_timestamp_bottom(struct gs_pm4 *s, uint64_t va);
/* gfx10+ CU mask of one SE from WGP masks: WGP n of a shader array is its
 * CUs 2n and 2n+1 (SA0 in 15:0, SA1 in 31:16). */
uint32_t gs_pm4_cu_mask_from_wgp(uint8_t sa0_wgps, uint8_t sa1_wgps);

/* Performance counters: one counter of one block instance.  The select
 * register gets `select`; the counter is read from counter_lo and its own
 * *_HI (one 64-bit copy when HI follows LO, two 32-bit copies when it does
 * not, a zero high half when the database has no *_HI).  gfxshim/perf.h
 * builds these from the catalogue. */
struct gs_pm4_perfcounter {
	const char *select_reg;   /* e.g. "SQ_PERFCOUNTER0_SELECT" */
	uint32_t select;          /* PERF_SEL and friends */
	const char *counter_lo;   /* e.g. "SQ_PERFCOUNTER0_LO" */
	int se, sa, instance;     /* GRBM_GFX_INDEX selection; -1 = broadcast */
};
/* GRBM_GFX_INDEX for (se, sa, instance), -1 = broadcast to all. */
void gs_pm4_grbm_select(struct gs_pm4 *s, int se, int sa, int instance);
/* Reset the counters (CP_PERFMON_CNTL DISABLE_AND_RESET), program each
 * select register under its GRBM_GFX_INDEX, back to broadcast. */
void gs_pm4_perfcounters_setup(struct gs_pm4 *s, const struct gs_pm4_perfcounter *pc, unsigned int n);
/* EVENT_WRITE PERFCOUNTER_START, CP_PERFMON_CNTL START_COUNTING. */
void gs_pm4_perfcounters_start(struct gs_pm4 *s);
/* Wait for idle (CS_PARTIAL_FLUSH), PERFCOUNTER_SAMPLE + STOP events,
 * CP_PERFMON_CNTL STOP_COUNTING with PERFMON_SAMPLE_ENABLE. */
void gs_pm4_perfcounters_stop(struct gs_pm4 *s);
/* COPY_DATA (perf source) of each counter to va + 8 * i (64-bit, high half
 * 0 for 32-bit counters), under its GRBM_GFX_INDEX; back to broadcast.
 * At most 4096 counters. */
void gs_pm4_perfcounters_read(struct gs_pm4 *s, const struct gs_pm4_perfcounter *pc, unsigned int n,
			      uint64_t va);

/* ---- parsing (shared by `gfxshim pm4 decode` and the emulator) ---- */
struct gs_pm4_packet {
	size_t offset;         /* dword offset of the header in the stream */
	unsigned int type;     /* 0, 2 or 3 */
	unsigned int opcode;   /* type 3 */
	unsigned int shader_type; /* type 3 bit 1: 1 = compute */
	const uint32_t *body;  /* payload after the header */
	size_t body_dw;
	uint32_t header;       /* the header dword itself */
	unsigned int predicate; /* type 3 bit 0 */
};

/* Read the packet at *pos; advances *pos past it.  Returns GS_ERR_PM4 with
 * "dword N: ..." for a truncated, malformed or unknown packet (*pos is left
 * at the bad header), GS_ERR_RANGE when *pos >= ndw: loop while *pos < ndw.
 * Checked: body sizes of DISPATCH_DIRECT (4), DISPATCH_INDIRECT (3 or 2),
 * RELEASE_MEM (7), ACQUIRE_MEM (6 or 7), WAIT_REG_MEM (6), COPY_DATA (5),
 * INDIRECT_BUFFER (3), EVENT_WRITE (1 or 3), PRED_EXEC (1, and the dwords
 * it predicates are in the stream), WRITE_DATA and SET_*_REG (offset +
 * values, inside the aperture).
 * NOP with count 0x3fff is a header-only packet. */
enum gs_status gs_pm4_next(const uint32_t *dw, size_t ndw, size_t *pos,
			   struct gs_pm4_packet *pkt, struct gs_error *err);
const char *gs_pm4_opcode_name(unsigned int opcode); /* NULL if unknown */
const char *gs_pm4_event_name(unsigned int event);   /* VGT_EVENT_TYPE, NULL if not known */

/* Register writes carried by a packet (type 0, SET_{SH,UCONFIG,CONTEXT,
 * CONFIG}_REG, SET_SH_REG_INDEX): first absolute dword address and the
 * values.  Returns 0 when the packet writes no registers.  gs_pm4_next has
 * already checked the range stays inside the aperture. */
int gs_pm4_reg_writes(const struct gs_pm4_packet *pkt, uint32_t *first_addr,
		      const uint32_t **values, size_t *n);

/* RELEASE_MEM body (gfx10+ layout, nvd.h; 7 dwords, same on gfx9 soc15d.h
 * for the fields below). */
struct gs_pm4_release_mem {
	unsigned int event_type;  /* dw1 5:0, e.g. 0x28 BOTTOM_OF_PIPE_TS */
	unsigned int event_index; /* dw1 11:8 */
	uint32_t gcr;             /* dw1 12..22: GCR_* bits (gfx10+) */
	unsigned int cache_policy; /* dw1 26:25 */
	unsigned int dst_sel;     /* dw2 17:16 */
	unsigned int int_sel;     /* dw2 26:24 */
	unsigned int data_sel;    /* dw2 31:29: 0 none, 1 32-bit, 2 64-bit, 3 GPU clock */
	uint64_t addr;            /* dw3..4 */
	uint64_t data;            /* dw5..6 */
};
enum gs_status gs_pm4_decode_release_mem(const struct gs_pm4_packet *pkt,
					 struct gs_pm4_release_mem *rm,
					 struct gs_error *err);

/* Field-by-field view of a framed packet (pm4/decode.c), used by both
 * listings: name/value pairs from the layouts of nvd.h / soc15d.h for
 * gen (GS_GEN_GFX9 or later). Returns the number of fields (at most max). */
struct gs_pm4_field {
	const char *name;
	uint64_t value;
	const char *meaning;  /* enum name of the value, or NULL */
	int wide;             /* 64-bit address / data */
};
size_t gs_pm4_fields(const struct gs_pm4_packet *pkt, enum gs_gen gen,
		     struct gs_pm4_field *out, size_t max);

/* Listing flags. */
#define GS_PM4_DUMP_JSON     (1u << 0) /* a JSON array, one object per packet and line */
#define GS_PM4_DUMP_CONTINUE (1u << 1) /* report a bad packet and go on when its size is known */
/* gs_pm4_dump with flags; returns the first error (after listing what it
 * could) or GS_OK. */
enum gs_status gs_pm4_dump_ex(FILE *f, const struct gs_target *t, const uint32_t *dw,
			      size_t ndw, unsigned int flags, struct gs_error *err);

/* Print one line per packet: dword offset, opcode, and for register writes
 * each register = value with its fields, for DISPATCH_DIRECT the dims and
 * initiator bits, for RELEASE_MEM / ACQUIRE_MEM their main fields.  t picks
 * the register database (may be NULL: raw addresses).  Stops at the first
 * malformed packet and returns its error. */
enum gs_status gs_pm4_dump(FILE *f, const struct gs_target *t, const uint32_t *dw,
			   size_t ndw, struct gs_error *err);

/* ---- AQL packets (HSA runtime spec 1.2 section 2.8, hsa.h; the AMD vendor
 * packet from ROCR-Runtime's amd_aql_queue.cpp).  64 bytes each, little
 * endian; the builders fill every byte, the header last (a producer
 * publishes it with a release store). ---- */
#define GS_AQL_PACKET_BYTES 64
/* hsa_packet_type_t */
#define GS_AQL_TYPE_VENDOR_SPECIFIC 0
#define GS_AQL_TYPE_INVALID         1
#define GS_AQL_TYPE_KERNEL_DISPATCH 2
#define GS_AQL_TYPE_BARRIER_AND     3
#define GS_AQL_TYPE_AGENT_DISPATCH  4
#define GS_AQL_TYPE_BARRIER_OR      5
/* hsa_fence_scope_t */
#define GS_AQL_SCOPE_NONE   0
#define GS_AQL_SCOPE_AGENT  1
#define GS_AQL_SCOPE_SYSTEM 2
/* header: type 7:0, barrier bit 8, acquire scope 10:9, release scope 12:11 */
#define GS_AQL_HEADER(type, barrier, acq, rel) \
	((uint16_t)(((type) & 0xff) | (((barrier) & 1) << 8) | (((acq) & 3) << 9) | (((rel) & 3) << 11)))
#define GS_AQL_FORMAT_PM4_IB 1  /* AMD vendor packet format (ven_hdr) */

struct gs_aql_dispatch {
	uint16_t header, setup;          /* setup: dimensions in 1:0 */
	uint16_t workgroup_size[3];
	uint32_t grid_size[3];           /* in work-items */
	uint32_t private_segment_size, group_segment_size;
	uint64_t kernel_object;          /* VA of the kernel descriptor */
	uint64_t kernarg_address;
	uint64_t completion_signal;      /* hsa_signal_t handle, 0: none */
};
struct gs_aql_barrier {
	uint16_t header;
	uint64_t dep_signal[5];
	uint64_t completion_signal;
};
struct gs_aql_pm4_ib {
	uint16_t header, ven_hdr;        /* ven_hdr = GS_AQL_FORMAT_PM4_IB */
	uint32_t ib[4];                  /* INDIRECT_BUFFER packet */
	uint32_t dw_cnt_remain;          /* 0xA: dwords after the IB jump */
	uint64_t completion_signal;
};
/* Decoded view of any AQL packet. */
struct gs_aql_packet {
	unsigned int type;               /* GS_AQL_TYPE_* */
	int barrier;
	unsigned int acquire_scope, release_scope;
	struct gs_aql_dispatch dispatch; /* KERNEL_DISPATCH */
	struct gs_aql_barrier bar;       /* BARRIER_AND / BARRIER_OR */
	struct gs_aql_pm4_ib pm4;        /* VENDOR_SPECIFIC with ven_hdr 1 */
};

/* Build into out[64]: dispatch (grid in work-items, dims 1..3 = setup),
 * barrier (type AND or OR), and the vendor packet that runs the PM4 IB at
 * ib_va (ndw dwords).  Errors: GS_ERR_INVALID / GS_ERR_RANGE, nothing
 * written. */
enum gs_status gs_aql_build_dispatch(uint8_t out[GS_AQL_PACKET_BYTES], const struct gs_aql_dispatch *d,
				     struct gs_error *err);
enum gs_status gs_aql_build_barrier(uint8_t out[GS_AQL_PACKET_BYTES], unsigned int type,
				    const struct gs_aql_barrier *b, struct gs_error *err);
enum gs_status gs_aql_build_pm4_ib(uint8_t out[GS_AQL_PACKET_BYTES], uint16_t header, uint64_t ib_va,
				   uint32_t ndw, uint64_t completion_signal, struct gs_error *err);
/* Decode and check 64 bytes (reserved fields zero, sizes sane). */
enum gs_status gs_aql_decode(const uint8_t in[GS_AQL_PACKET_BYTES], struct gs_aql_packet *p,
			     struct gs_error *err);
const char *gs_aql_type_name(unsigned int type);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_PM4_H */
