// SPDX-License-Identifier: MIT
/*
 * GLOBAL/SCRATCH instructions the semantic table lacks (their operand
 * shapes are none of its signatures): decoded from the table-driven
 * layer's text and run here.
 *
 * global_load_addtid_b32 / global_store_addtid_b32 (gfx11, gfx12): no VGPR
 * address; lane l's dword is at SADDR (an SGPR pair, 0 when off) + the
 * signed instruction offset + l * 4 (RDNA3 ISA guide, 16.20.3:
 * "memory_Addr = sgpr_addr(64) + inst_offset(12) + tid*4"; LLVM's gfx11
 * saddr operand text: "Address = [saddr] + offset13s + ThreadID * 4").
 * EXEC selects the lanes; M0 is not read (the DS addtid forms use M0, these
 * do not).  Counted as the other global loads (LOADcnt) and stores
 * (STOREcnt; gfx11 VMcnt / VScnt).
 *
 * gfx12 global_load_block / global_store_block / scratch_load_block /
 * scratch_store_block (RDNA4 ISA guide, 11.5 "Block VGPR Load & Store"):
 * up to 32 consecutive VGPRs from VDST/VDATA to consecutive dwords of each
 * lane's address (GLOBAL and SCRATCH addressing as the b32 forms); bit n of
 * M0 (LSB first) moves VGPR n, a clear bit skips the VGPR and its dword
 * (memory is not compacted: dword n is at offset + 4n either way); M0 == 0
 * moves nothing.  The whole block counts once on LOADcnt / STOREcnt.
 * The emulator's pending operation spans the VGPRs from the lowest to the
 * highest set bit: a skipped VGPR inside that span gets back its value of
 * issue time at completion, and the checker treats the span as in flight
 * (a write to a skipped VGPR between issue and wait is flagged as a hazard,
 * which hardware would allow).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/scratch.h"
#include "emu/vmem_extra.h"
#include "emu/timing.h"

/* The instructions as the emulator sees them; opcode: gfx12's (gfx11's
 * addtid ones are the same numbers) */
static const struct gs_isa_op extra_ops[] = {
	{ .name = "global_load_addtid_b32", .enc = GS_ENC_FLAT, .opcode = 40, .op3 = 0xffff,
	  .sig = GS_SIG_GLOAD, .dregs = 1 },
	{ .name = "global_store_addtid_b32", .enc = GS_ENC_FLAT, .opcode = 41, .op3 = 0xffff,
	  .sig = GS_SIG_GSTORE, .sregs = 1 },
	{ .name = "global_load_block", .enc = GS_ENC_FLAT, .opcode = 83, .op3 = 0xffff,
	  .sig = GS_SIG_GLOAD, .dregs = 32 },
	{ .name = "global_store_block", .enc = GS_ENC_FLAT, .opcode = 84, .op3 = 0xffff,
	  .sig = GS_SIG_GSTORE, .sregs = 32 },
	{ .name = "scratch_load_block", .enc = GS_ENC_FLAT, .opcode = 83, .op3 = 0xffff,
	  .sig = GS_SIG_SLOAD, .dregs = 32 },
	{ .name = "scratch_store_block", .enc = GS_ENC_FLAT, .opcode = 84, .op3 = 0xffff,
	  .sig = GS_SIG_SSTORE, .sregs = 32 },
};

static uint32_t get32(const uint8_t *p)
{
	return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static int is_scratch(const struct gs_isa_op *op)
{
	return op->sig == GS_SIG_SLOAD || op->sig == GS_SIG_SSTORE;
}

static int is_load(const struct gs_isa_op *op)
{
	return op->sig == GS_SIG_GLOAD || op->sig == GS_SIG_SLOAD;
}

/*
 * Fields as llvm-mc-22 encodes them.  gfx11 GLOBAL (8 bytes): OFFSET [12:0]
 * signed, SEG [17:16] (2: global); word 1 VADDR [7:0], DATA [15:8], SADDR
 * [22:16], VDST [31:24].  gfx12 (12 bytes): SADDR [6:0], SEG [25:24] (1:
 * scratch, 2: global); word 1 VDST [7:0], SVE [17] (scratch: VADDR used),
 * DATA [30:23]; word 2 VADDR [7:0], signed 24-bit OFFSET [31:8].
 */
const struct gs_isa_op *gsi_emu_vmem_extra_ops(unsigned int *n)
{
	*n = sizeof(extra_ops) / sizeof(extra_ops[0]);
	return extra_ops;
}

const struct gs_isa_op *gsi_emu_vmem_extra_of(const char *name)
{
	for (size_t i = 0; i < sizeof(extra_ops) / sizeof(extra_ops[0]); i++)
		if (!strcmp(name, extra_ops[i].name))
			return &extra_ops[i];
	return NULL;
}

unsigned int gsi_emu_vmem_extra_fetch(struct emu *e, const uint8_t *p, size_t avail, const struct gs_isa_op *op,
				      struct gs_inst *in)
{
	enum gs_gen gen = e->target->gen;
	uint32_t w0, w1, w2;
	int addtid;

	if (gen != GS_GEN_GFX11 && gen != GS_GEN_GFX12)
		return 0;
	if (!op || avail < (gen == GS_GEN_GFX12 ? 12u : 8u))
		return 0;
	addtid = op == &extra_ops[0] || op == &extra_ops[1];
	if (gen == GS_GEN_GFX11 && !addtid)
		return 0;
	w0 = get32(p);
	w1 = get32(p + 4);
	memset(in, 0, sizeof(*in));
	in->op = op;
	in->enc = GS_ENC_FLAT;
	in->buf = addtid ? EMU_VMEM_ADDTID : EMU_VMEM_BLOCK;
	in->vaddr = GS_VADDR_OFF;  /* addtid: none (the checker reads no VGPR address) */
	if (gen == GS_GEN_GFX12) {
		w2 = get32(p + 8);
		if ((w0 >> 24 & 3) != (is_scratch(op) ? 1u : 2u))
			return 0;
		in->saddr = (uint16_t)(w0 & 0x7f);
		in->vdst = (uint16_t)(w1 & 0xff);
		in->vdata = (uint16_t)(w1 >> 23 & 0xff);
		in->imm = (int32_t)w2 >> 8;
		if (!addtid && (!is_scratch(op) || (w1 >> 17 & 1)))
			in->vaddr = (uint16_t)(w2 & 0xff);
		in->size = 12;
		return 12;
	}
	if ((w0 >> 16 & 3) != 2)
		return 0;
	in->imm = (int32_t)(w0 << 19) >> 19;
	in->vdata = (uint16_t)(w1 >> 8 & 0xff);
	in->saddr = (uint16_t)(w1 >> 16 & 0x7f);
	in->vdst = (uint16_t)(w1 >> 24);
	in->size = 8;
	return 8;
}

static int oom(char *msg, size_t size)
{
	snprintf(msg, size, "out of memory for a memory operation in flight");
	return GS_ERR_NOMEM;
}

static int issue(struct emu *e, struct wave *w, struct emu_op *op, char *msg, size_t size)
{
	return gsi_emu_op_issue(e, w, op) ? 0 : oom(msg, size);
}

static int vgpr_beyond(const struct wave *w, unsigned int last, char *msg, size_t size)
{
	snprintf(msg, size, "uses v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)", last,
		 w->n_vgprs);
	return GS_ERR_FAULT;
}

/* A 64-bit SADDR: an even operand code below null (SGPRs, vcc, ttmp) */
static int saddr_pair(const struct gs_inst *in, char *msg, size_t size)
{
	if (in->saddr == GS_OPR_NULL || (in->saddr < GS_OPR_NULL && !(in->saddr & 1)))
		return 1;
	snprintf(msg, size, "%s: saddr operand code %u is not an SGPR pair", in->op->name, in->saddr);
	return 0;
}

static int page_fault(const struct gs_inst *in, unsigned int l, int write, uint64_t va, const char *how,
		      char *msg, size_t size)
{
	snprintf(msg, size,
		 "GPU page fault (emulated): lane %u of %s %s 4 bytes at 0x%llx (%s), which is not inside any buffer object",
		 l, in->op->name, write ? "writes" : "reads", (unsigned long long)va, how);
	return GS_ERR_FAULT;
}

static int addtid(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg, size_t size)
{
	int load = is_load(in->op);
	unsigned int reg = load ? in->vdst : in->vdata;
	struct emu_op op = { .cnt = load ? EMU_CNT_LOAD : EMU_CNT_STORE, .pc = w->pc };
	uint64_t base = 0;

	if (reg >= w->n_vgprs)
		return vgpr_beyond(w, reg, msg, size);
	if (!saddr_pair(in, msg, size))
		return GS_ERR_UNSUPPORTED;
	if (in->saddr != GS_OPR_NULL)
		base = w->s[in->saddr] | (uint64_t)w->s[in->saddr + 1] << 32;
	if (load) {
		op.reg = (uint16_t)reg;
		op.nregs = 1;
		op.vals = calloc(EMU_MAX_LANES, 4);
	} else {
		op.stores = calloc(EMU_MAX_LANES, sizeof(*op.stores));
	}
	if (load ? !op.vals : !op.stores)
		return oom(msg, size);
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint64_t va = base + (uint64_t)(int64_t)in->imm + 4ull * l;
		uint8_t *p;

		if (!(exec >> l & 1))
			continue;
		p = gsi_emu_vptr(e, w, va, 4);
		if (!p) {
			free(op.vals);
			free(op.stores);
			return page_fault(in, l, !load, va, "saddr + offset + lane id * 4", msg, size);
		}
		if (load) {
			gsi_emu_complete_overlap(e, w, va, 4);  /* this wave's older stores land first */
			memcpy(&op.vals[l], p, 4);
			op.lanes |= 1ull << l;
		} else {
			struct emu_lane_store *s = &op.stores[op.n_stores++];

			s->va = va;
			s->n = 1;
			s->data[0] = w->v[reg][l];
		}
	}
	return issue(e, w, &op, msg, size);
}

/* One block instruction: lanes in exec, VGPRs reg + first .. reg + last of
 * the M0 mask. */
struct block {
	int load, scratch;
	uint32_t mask;
	unsigned int reg, first, last;
	struct emu_scratch s;
	uint32_t limit;  /* scratch: bytes of a lane's private segment */
};

static int scratch_setup(struct emu *e, const struct wave *w, struct block *b, char *msg, size_t size)
{
	if (!gsi_emu_scratch_regs(e, &b->s)) {
		snprintf(msg, size, "scratch: the register database %s lacks the scratch registers", e->db->name);
		return GS_ERR_UNSUPPORTED;
	}
	if (!b->s.enabled || !b->s.wave_bytes) {
		snprintf(msg, size,
			 "VM fault (emulated): scratch access, but the kernel has no private segment (COMPUTE_PGM_RSRC2.SCRATCH_EN %u, COMPUTE_TMPRING_SIZE.WAVESIZE 0x%x: set .amdhsa_enable_private_segment 1 and .amdhsa_private_segment_fixed_size)",
			 b->s.enabled, b->s.wave_bytes / 256);
		return GS_ERR_FAULT;
	}
	if (w->id >= b->s.waves) {
		snprintf(msg, size, "scratch: wave %u has no slot; COMPUTE_TMPRING_SIZE.WAVES is %u", w->id, b->s.waves);
		return GS_ERR_INVALID;
	}
	b->limit = b->s.wave_bytes / w->lanes;
	return 0;
}

/* Lane l's dword n of a scratch block at private offset o: its address
 * through the swizzle (byte o of lane l at base + o / 4 * 4 * lanes + l * 4
 * + o % 4, scratch.c); 0 with msg set when outside the lane's segment or
 * any buffer object.  Unaligned offsets go byte by byte (*bytes set). */
static int scratch_dword(struct emu *e, struct wave *w, const struct gs_inst *in, const struct block *b,
			 unsigned int l, uint32_t o, uint8_t **p, uint8_t *bytes[4], uint64_t *pa, char *msg,
			 size_t size)
{
	if (o >= b->limit || b->limit - o < 4) {
		snprintf(msg, size,
			 "VM fault (emulated): lane %u of %s %s 4 bytes of scratch at private offset %u (0x%x), outside the lane's private segment of %u bytes (COMPUTE_TMPRING_SIZE: %u bytes per wave / %u lanes)",
			 l, in->op->name, b->load ? "reads" : "writes", o, o, b->limit, b->s.wave_bytes, w->lanes);
		return 0;
	}
	*p = NULL;
	if (o & 3) {
		for (unsigned int i = 0; i < 4; i++)
			if (!(bytes[i] = gsi_emu_scratch_byte(e, w, &b->s, l, o + i, msg, size)))
				return 0;
		return 1;
	}
	*pa = b->s.base + (uint64_t)w->id * b->s.wave_bytes + (uint64_t)(o >> 2) * 4 * w->lanes + 4ull * l;
	*p = gsi_emu_vptr(e, w, *pa, 4);
	if (!*p)
		snprintf(msg, size,
			 "GPU page fault (emulated): lane %u scratch offset %u is at 0x%llx, which is not inside any buffer object (scratch buffer at 0x%llx, %u slots of %u bytes)",
			 l, o, (unsigned long long)*pa, (unsigned long long)b->s.base, b->s.waves, b->s.wave_bytes);
	return *p != NULL;
}

static int block(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg, size_t size)
{
	struct block b = { .load = is_load(in->op), .scratch = is_scratch(in->op), .mask = w->s[GS_OPR_M0] };
	struct emu_op op = { .pc = w->pc, .scratch = (uint8_t)b.scratch };
	unsigned int nva = b.scratch ? in->vaddr != GS_VADDR_OFF : in->saddr == GS_OPR_NULL ? 2 : 1;
	int st;

	b.reg = b.load ? in->vdst : in->vdata;
	op.cnt = b.load ? EMU_CNT_LOAD : EMU_CNT_STORE;
	if (!b.mask)  /* "If M0==0, no data is transferred"; the instruction still counts */
		return issue(e, w, &op, msg, size);
	b.first = (unsigned int)__builtin_ctz(b.mask);
	b.last = 31u - (unsigned int)__builtin_clz(b.mask);
	if (b.reg + b.last >= w->n_vgprs)
		return vgpr_beyond(w, b.reg + b.last, msg, size);
	if (nva && in->vaddr + nva > w->n_vgprs)
		return vgpr_beyond(w, in->vaddr + nva - 1, msg, size);
	if (b.scratch) {
		if (in->saddr != GS_OPR_NULL && in->saddr >= GS_OPR_NULL) {
			snprintf(msg, size, "%s: saddr operand code %u is not an SGPR", in->op->name, in->saddr);
			return GS_ERR_UNSUPPORTED;
		}
		if ((st = scratch_setup(e, w, &b, msg, size)) != 0)
			return st;
	} else if (!saddr_pair(in, msg, size)) {
		return GS_ERR_UNSUPPORTED;
	}
	if (b.load) {
		op.reg = (uint16_t)(b.reg + b.first);
		op.nregs = (uint16_t)(b.last - b.first + 1);
		op.regmask = b.mask >> b.first;  /* the skipped registers stay free */
		op.vals = calloc((size_t)op.nregs * EMU_MAX_LANES, 4);
	} else {
		op.stores = calloc((size_t)32 * EMU_MAX_LANES, sizeof(*op.stores));
	}
	if (b.load ? !op.vals : !op.stores)
		return oom(msg, size);
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint64_t va = 0;
		uint32_t o = (uint32_t)in->imm;

		if (!(exec >> l & 1))
			continue;
		if (b.scratch) {
			if (in->saddr != GS_OPR_NULL)
				o += w->s[in->saddr];
			if (in->vaddr != GS_VADDR_OFF)
				o += w->v[in->vaddr][l];
		} else if (in->saddr == GS_OPR_NULL) {
			va = (w->v[in->vaddr][l] | (uint64_t)w->v[in->vaddr + 1][l] << 32) + (uint64_t)(int64_t)in->imm;
		} else {
			va = (w->s[in->saddr] | (uint64_t)w->s[in->saddr + 1] << 32) + w->v[in->vaddr][l] +
			     (uint64_t)(int64_t)in->imm;
		}
		op.lanes |= 1ull << l;
		for (unsigned int n = b.first; n <= b.last; n++) {
			uint32_t *val = b.load ? &op.vals[(n - b.first) * EMU_MAX_LANES + l] : NULL;
			uint8_t *p, *bytes[4];
			uint64_t pa = va + 4ull * n;

			if (!(b.mask >> n & 1))
				continue;  /* skipped: op.regmask leaves the register alone */
			if (b.scratch) {
				if (!scratch_dword(e, w, in, &b, l, o + 4 * n, &p, bytes, &pa, msg, size))
					goto fault;
				if (!p) {  /* unaligned: byte by byte at issue, as scratch.c */
					for (unsigned int i = 0; i < 4; i++)
						if (val)
							*val |= (uint32_t)*bytes[i] << 8 * i;
						else
							*bytes[i] = (uint8_t)(w->v[b.reg + n][l] >> 8 * i);
					continue;
				}
			} else if (!(p = gsi_emu_vptr(e, w, pa, 4))) {
				page_fault(in, l, !b.load, pa, "the lane's address + offset + 4 * VGPR index", msg, size);
				goto fault;
			}
			if (val) {
				gsi_emu_complete_overlap(e, w, pa, 4);  /* this wave's older stores land first */
				memcpy(val, p, 4);
			} else {
				struct emu_lane_store *s = &op.stores[op.n_stores++];

				s->va = pa;
				s->n = 1;
				s->data[0] = w->v[b.reg + n][l];
			}
		}
	}
	if (!b.load)
		op.lanes = 0;
	return issue(e, w, &op, msg, size);
fault:
	free(op.vals);
	free(op.stores);
	return GS_ERR_FAULT;
}

int gsi_emu_vmem_extra_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
			  size_t size)
{
	if (in->buf == EMU_VMEM_ADDTID)
		return addtid(e, w, in, exec, msg, size);
	return block(e, w, in, exec, msg, size);
}
