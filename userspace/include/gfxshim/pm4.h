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

/* Raw emitters. reg names are looked up in the target's register database. */
void gs_pm4_emit(struct gs_pm4 *s, uint32_t dw);
/* Any type-3 packet: header (GS_PM4_PKT3_COMPUTE in flags, or 0) + body. */
void gs_pm4_packet3(struct gs_pm4 *s, unsigned int opcode, uint32_t flags,
		    const uint32_t *body, size_t n);
/* payload_dw 0 emits the one-dword NOP (GS_PM4_NOP1); at most 0x3fff. */
void gs_pm4_nop(struct gs_pm4 *s, unsigned int payload_dw);
void gs_pm4_set_sh_reg(struct gs_pm4 *s, const char *reg, const uint32_t *v, unsigned int n);
void gs_pm4_set_sh_reg1(struct gs_pm4 *s, const char *reg, uint32_t v);
void gs_pm4_acquire_mem_all(struct gs_pm4 *s);  /* invalidate caches before the dispatch */
void gs_pm4_release_mem_fence(struct gs_pm4 *s, uint64_t va, uint32_t value); /* EOP + write */

/* Everything needed for one compute dispatch. */
struct gs_dispatch {
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
};

/* Append a whole dispatch (gfx11 / gfx12; GS_ERR_UNSUPPORTED otherwise):
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
 * Checked: body sizes of DISPATCH_DIRECT (4), RELEASE_MEM (7), ACQUIRE_MEM
 * (6 or 7), WRITE_DATA and SET_*_REG (offset + values, inside the aperture).
 * NOP with count 0x3fff is a header-only packet. */
enum gs_status gs_pm4_next(const uint32_t *dw, size_t ndw, size_t *pos,
			   struct gs_pm4_packet *pkt, struct gs_error *err);
const char *gs_pm4_opcode_name(unsigned int opcode); /* NULL if unknown */

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

/* Print one line per packet: dword offset, opcode, and for register writes
 * each register = value with its fields, for DISPATCH_DIRECT the dims and
 * initiator bits, for RELEASE_MEM / ACQUIRE_MEM their main fields.  t picks
 * the register database (may be NULL: raw addresses).  Stops at the first
 * malformed packet and returns its error. */
enum gs_status gs_pm4_dump(FILE *f, const struct gs_target *t, const uint32_t *dw,
			   size_t ndw, struct gs_error *err);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_PM4_H */
