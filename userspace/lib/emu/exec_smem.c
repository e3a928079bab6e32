// SPDX-License-Identifier: MIT
/*
 * Scalar memory (SMEM) on the emulator: s_load_* (gfx11/gfx12 names and
 * gfx9's s_load_dword*), s_buffer_load_* through a V# buffer descriptor,
 * RDNA4's sub-dword s_load_u8/i8/u16/i16 and s_buffer_load_u8/..., gfx9's
 * scalar stores and atomics (plain and through a V#), and the cache,
 * prefetch and probe operations, which are no-ops because the emulator's
 * memory is coherent and has no caches.
 *
 * A load reads memory at issue and writes its SGPRs when a wait completes
 * it (waitcnt.c): counted on KMcnt (gfx9/gfx11 LGKMcnt), out of order, so
 * the checker reports a read of the destination before the covering wait.
 *
 * Addresses (RDNA3/RDNA4/CDNA3 ISA guides, "Scalar Memory Operations"):
 * SGPR[SBASE] + OFFSET (signed immediate) + SGPR[SOFFSET] (null: 0); dword
 * loads ignore the address's low two bits, 16-bit loads its low bit.
 *
 * Buffer loads take base, stride and num_records from the 4-SGPR V# (the
 * same dword layout on gfx9, gfx11 and gfx12: dword0 base[31:0], dword1
 * base[47:32] in 15:0 and stride in 29:16, dword2 num_records; the other
 * fields are ignored by scalar loads, which neither swizzle nor index).
 * Offset = OFFSET + SGPR[SOFFSET] (32 bits, the stride does not scale it);
 * the range is num_records bytes when stride is 0, else num_records *
 * stride.  Each dword (each access of a sub-dword load) is checked alone:
 * wholly inside the range it reads memory, otherwise it returns 0 and
 * touches no memory.
 *
 * gfx9 scalar scratch (s_scratch_load_dword*, s_scratch_store_dword*): LLVM's
 * operand reference for these (docs/AMDGPU gfx9_sbase_0cd545, gfx10's
 * gfx10_sbase_b2d796) says the SBASE operand "is ignored by H/W and
 * flat_scratch is supplied instead": the address is s_load's, FLAT_SCRATCH +
 * OFFSET + SGPR[SOFFSET], low two bits ignored.  With architected flat
 * scratch (gfx942/gfx950) FLAT_SCRATCH is the wave's slot of the dispatch's
 * scratch buffer (scratch.c), so the offset is a byte offset into the wave's
 * slot, not swizzled (a scalar access has no lane to swizzle by; unverified
 * on silicon): byte o is at slot + o, which the vector swizzle gives to
 * lane (o / 4) % lanes at private offset (o / (4 * lanes)) * 4 + o % 4.
 * Bytes outside the slot are reported as a VM fault, as vector scratch does.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/op_fact.h"
#include "emu/timing.h"
#include "emu/scratch.h"

enum smem_kind { SMEM_NONE, SMEM_NOP, SMEM_LOAD, SMEM_BUFFER, SMEM_STORE, SMEM_ATOMIC };

struct smem_shape {
	int kind;           /* enum smem_kind */
	unsigned int size;  /* bytes of a sub-dword load (1, 2), 0: dwords */
	int sign;           /* sub-dword load sign-extends */
	int buf;            /* stores and atomics: through a V# (s_buffer_*) */
	int scratch;        /* gfx9 s_scratch_*: FLAT_SCRATCH + offset */
	struct emu_atomic_op at;
};

static void shape_parse(const struct gs_isa_op *op, struct smem_shape *s)
{
	unsigned int sem = op->sem;
	char name[64];

	memset(s, 0, sizeof(*s));
	/* gfx9 scalar atomics: the operation as its global/buffer twin's */
	if ((op->name[0] && op->name[1] && (op->name[2] == 'a' || op->name[2] == 'b')) &&  /* cheap first */
	    (!strncmp(op->name, "s_atomic_", 9) || !strncmp(op->name, "s_buffer_atomic_", 16))) {
		s->buf = op->name[2] == 'b';
		snprintf(name, sizeof(name), "%s%s", s->buf ? "buffer_atomic_" : "global_atomic_",
			 op->name + (s->buf ? 16 : 9));
		if (gsi_emu_atomic_parse(name, &s->at))
			s->kind = SMEM_ATOMIC;
		return;
	}
	switch (sem) {
	case GS_SEM_S_SCRATCH_LOAD_DWORD: case GS_SEM_S_SCRATCH_LOAD_DWORDX2: case GS_SEM_S_SCRATCH_LOAD_DWORDX4:
		s->kind = SMEM_LOAD;
		s->scratch = 1;
		return;
	case GS_SEM_S_SCRATCH_STORE_DWORD: case GS_SEM_S_SCRATCH_STORE_DWORDX2:
	case GS_SEM_S_SCRATCH_STORE_DWORDX4:
		s->kind = SMEM_STORE;
		s->scratch = 1;
		return;
	case GS_SEM_S_STORE_DWORD: case GS_SEM_S_STORE_DWORDX2: case GS_SEM_S_STORE_DWORDX4:
		s->kind = SMEM_STORE;
		return;
	case GS_SEM_S_BUFFER_STORE_DWORD: case GS_SEM_S_BUFFER_STORE_DWORDX2: case GS_SEM_S_BUFFER_STORE_DWORDX4:
		s->kind = SMEM_STORE;
		s->buf = 1;
		return;
	case GS_SEM_S_LOAD_B32: case GS_SEM_S_LOAD_B64: case GS_SEM_S_LOAD_B96: case GS_SEM_S_LOAD_B128:
	case GS_SEM_S_LOAD_B256: case GS_SEM_S_LOAD_B512:
	case GS_SEM_S_LOAD_DWORD: case GS_SEM_S_LOAD_DWORDX2: case GS_SEM_S_LOAD_DWORDX4:
	case GS_SEM_S_LOAD_DWORDX8: case GS_SEM_S_LOAD_DWORDX16:
		s->kind = SMEM_LOAD;
		return;
	case GS_SEM_S_LOAD_U8: s->kind = SMEM_LOAD; s->size = 1; return;
	case GS_SEM_S_LOAD_I8: s->kind = SMEM_LOAD; s->size = 1; s->sign = 1; return;
	case GS_SEM_S_LOAD_U16: s->kind = SMEM_LOAD; s->size = 2; return;
	case GS_SEM_S_LOAD_I16: s->kind = SMEM_LOAD; s->size = 2; s->sign = 1; return;
	case GS_SEM_S_BUFFER_LOAD_B32: case GS_SEM_S_BUFFER_LOAD_B64: case GS_SEM_S_BUFFER_LOAD_B96:
	case GS_SEM_S_BUFFER_LOAD_B128: case GS_SEM_S_BUFFER_LOAD_B256: case GS_SEM_S_BUFFER_LOAD_B512:
	case GS_SEM_S_BUFFER_LOAD_DWORD: case GS_SEM_S_BUFFER_LOAD_DWORDX2: case GS_SEM_S_BUFFER_LOAD_DWORDX4:
	case GS_SEM_S_BUFFER_LOAD_DWORDX8: case GS_SEM_S_BUFFER_LOAD_DWORDX16:
		s->kind = SMEM_BUFFER;
		return;
	case GS_SEM_S_BUFFER_LOAD_U8: s->kind = SMEM_BUFFER; s->size = 1; return;
	case GS_SEM_S_BUFFER_LOAD_I8: s->kind = SMEM_BUFFER; s->size = 1; s->sign = 1; return;
	case GS_SEM_S_BUFFER_LOAD_U16: s->kind = SMEM_BUFFER; s->size = 2; return;
	case GS_SEM_S_BUFFER_LOAD_I16: s->kind = SMEM_BUFFER; s->size = 2; s->sign = 1; return;
	/* caches and address translation: the emulator's memory is coherent */
	case GS_SEM_S_DCACHE_INV: case GS_SEM_S_GL1_INV: case GS_SEM_S_DCACHE_WB:
	case GS_SEM_S_DCACHE_INV_VOL: case GS_SEM_S_DCACHE_WB_VOL: case GS_SEM_S_DCACHE_DISCARD:
	case GS_SEM_S_DCACHE_DISCARD_X2: case GS_SEM_S_ATC_PROBE: case GS_SEM_S_ATC_PROBE_BUFFER:
	case GS_SEM_S_PREFETCH_DATA: case GS_SEM_S_PREFETCH_INST: case GS_SEM_S_PREFETCH_DATA_PC_REL:
	case GS_SEM_S_PREFETCH_INST_PC_REL: case GS_SEM_S_BUFFER_PREFETCH_DATA:
		s->kind = SMEM_NOP;
		return;
	}
}

static int shape_known(const struct gs_isa_op *op, struct smem_shape *s)
{
	shape_parse(op, s);
	return 1;
}

/* once per op (op_fact.h): every scalar memory instruction asks */
static int shape_fact(const struct gs_isa_op *op, struct smem_shape *s);
EMU_OP_FACT(shape_fact, struct smem_shape, shape_known)

static void shape_of(const struct gs_isa_op *op, struct smem_shape *s)
{
	shape_fact(op, s);
}

void gsi_emu_smem_regs(const struct gs_inst *in, unsigned int *base, unsigned int *data, int *soff)
{
	struct smem_shape s;

	shape_of(in->op, &s);
	*base = *data = 0;
	*soff = 0;
	if (s.kind == SMEM_NONE || s.kind == SMEM_NOP)
		return;  /* no-ops read and write no SGPR the checker tracks */
	*base = s.scratch ? 0 : s.kind == SMEM_BUFFER || s.buf ? 4 : 2;  /* scratch: SBASE unread */
	*data = in->op->dregs ? in->op->dregs : 1;
	*soff = 1;
}

static int fault(char *msg, size_t size, int write, uint64_t va, unsigned int bytes)
{
	snprintf(msg, size, "GPU page fault (emulated): scalar %s of %u bytes at 0x%llx, which is not inside any buffer object",
		 write ? "write" : "read", bytes, (unsigned long long)va);
	return GS_ERR_FAULT;
}

/* One access of n bytes (1, 2 or 4) at va into *v: 0, or a fault. */
static int rd(struct emu *e, uint64_t va, unsigned int n, int sign, uint32_t *v, char *msg, size_t size)
{
	const uint8_t *p = gsi_emu_mem_ptr(e, va, n);
	uint32_t x = 0;

	if (!p)
		return fault(msg, size, 0, va, n);
	memcpy(&x, p, n);  /* little-endian host, as the GPU */
	if (n == 1 && sign)
		x = (uint32_t)(int32_t)(int8_t)x;
	else if (n == 2 && sign)
		x = (uint32_t)(int32_t)(int16_t)x;
	*v = x;
	return 0;
}

/* The address of a plain access (low bits ignored) or the V#'s base and
 * range with the 32-bit offset. */
struct smem_addr {
	uint64_t base, range;
	int64_t off;
	int buf;
};

/* gfx9 stores and atomics: a store lands and a non-returning atomic applies
 * when a wait completes it; a returning atomic (GLC) applies at issue,
 * after this wave's older stores to its bytes, and returns the old value at
 * completion.  Buffer accesses out of range are dropped (an atomic returns 0). */
static int smem_write(struct emu *e, struct wave *w, const struct gs_inst *in, const struct smem_shape *s,
		      const struct smem_addr *a, char *msg, size_t size)
{
	struct emu_op op = { .cnt = EMU_CNT_KM, .ooo = 1, .sgpr = 1, .pc = w->pc };
	unsigned int n = in->op->dregs ? in->op->dregs : 1, bytes = s->kind == SMEM_ATOMIC ? s->at.bytes : 4;
	const uint8_t *ip = gsi_emu_mem_ptr(e, w->pc, 4);
	int glc = s->kind == SMEM_ATOMIC && ip && (ip[2] & 1);  /* GLC: dword 0 bit 16 (gfx9) */
	uint32_t data[4];

	if (in->sdata + n > 128) {
		snprintf(msg, size, "SDATA s%u..s%u is past the SGPRs", in->sdata, in->sdata + n - 1);
		return GS_ERR_INVALID;
	}
	for (unsigned int i = 0; i < n && i < 4; i++)
		data[i] = w->s[in->sdata + i];
	op.stores = calloc(4, sizeof(*op.stores));
	if (!op.stores) {
		snprintf(msg, size, "out of memory for a scalar store in flight");
		return GS_ERR_NOMEM;
	}
	if (s->kind == SMEM_STORE) {
		for (unsigned int i = 0; i < n; i++) {
			uint64_t o = (uint64_t)a->off + 4ull * i;
			struct emu_lane_store *st;

			if (a->buf && o + 4 > a->range)
				continue;  /* out of range: dropped */
			if (!gsi_emu_mem_ptr(e, a->base + o, 4)) {
				free(op.stores);
				return fault(msg, size, 1, a->base + o, 4);
			}
			st = &op.stores[op.n_stores++];
			st->va = a->base + o;
			st->n = 1;
			st->data[0] = data[i];
		}
	} else {
		uint64_t va = (a->base + (uint64_t)a->off) & ~(uint64_t)(bytes - 1);
		int in_range = !a->buf || (uint64_t)a->off + bytes <= a->range;
		uint8_t *p = in_range ? gsi_emu_mem_ptr(e, va, bytes) : NULL;

		if (in_range && !p) {
			free(op.stores);
			return fault(msg, size, 1, va, bytes);
		}
		if (glc) {  /* the old value returns into SDATA */
			uint32_t old[2] = { 0, 0 };

			op.nregs = (uint16_t)gsi_emu_atomic_ret_dwords(&s->at);
			op.reg = in->sdata;
			op.vals = calloc(op.nregs, 4);
			if (!op.vals) {
				free(op.stores);
				snprintf(msg, size, "out of memory for a scalar atomic in flight");
				return GS_ERR_NOMEM;
			}
			if (p) {
				gsi_emu_complete_overlap(e, w, va, bytes);
				gsi_emu_atomic_rmw(&s->at, p, data, old);
			}
			memcpy(op.vals, old, op.nregs * 4u);
		} else if (p) {
			struct emu_lane_store *st = &op.stores[op.n_stores++];

			st->va = va;
			st->n = (uint8_t)(bytes / 4);
			st->at = s->at;
			memcpy(st->data, data, sizeof(data));
		}
	}
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for a scalar store in flight");
		return GS_ERR_NOMEM;
	}
	return 0;
}

/* s_scratch_*: *va = the wave's slot + OFFSET + SGPR[SOFFSET] (low bits
 * ignored), checked to lie inside the slot: 0, or a gs_status with msg. */
static int scratch_addr(struct emu *e, struct wave *w, const struct gs_inst *in, uint32_t soff, unsigned int n,
			int store, uint64_t *va, char *msg, size_t size)
{
	struct emu_scratch sc;
	int64_t o = ((int64_t)in->imm + soff) & ~(int64_t)3;

	if (!gsi_emu_scratch_regs(e, &sc)) {
		snprintf(msg, size, "scratch: the register database %s lacks the scratch registers", e->db->name);
		return GS_ERR_UNSUPPORTED;
	}
	if (!sc.enabled || !sc.wave_bytes) {
		snprintf(msg, size,
			 "VM fault (emulated): scalar scratch access, but the kernel has no private segment (COMPUTE_PGM_RSRC2.SCRATCH_EN %u, COMPUTE_TMPRING_SIZE.WAVESIZE 0x%x: set .amdhsa_enable_private_segment 1 and .amdhsa_private_segment_fixed_size)",
			 sc.enabled, sc.wave_bytes / 1024);
		return GS_ERR_FAULT;
	}
	if (w->id >= sc.waves) {
		snprintf(msg, size, "scratch: wave %u has no slot; COMPUTE_TMPRING_SIZE.WAVES is %u", w->id, sc.waves);
		return GS_ERR_INVALID;
	}
	if (o < 0 || (uint64_t)o + 4ull * n > sc.wave_bytes) {
		snprintf(msg, size,
			 "VM fault (emulated): scalar scratch %s of %u bytes at wave offset %lld, outside the wave's scratch slot of %u bytes (FLAT_SCRATCH + OFFSET %d + SOFFSET %u)",
			 store ? "write" : "read", 4 * n, (long long)o, sc.wave_bytes, (int)in->imm, soff);
		return GS_ERR_FAULT;
	}
	*va = sc.base + (uint64_t)w->id * sc.wave_bytes + (uint64_t)o;
	return 0;
}

int gsi_emu_smem(struct emu *e, struct wave *w, const struct gs_inst *in, char *msg, size_t size)
{
	struct smem_shape s;
	struct smem_addr a = { 0, 0, 0, 0 };
	struct emu_op op = { .cnt = EMU_CNT_KM, .ooo = 1, .sgpr = 1, .pc = w->pc };
	unsigned int n = in->op->dregs ? in->op->dregs : 1;
	uint32_t soff = 0;
	int st = 0;

	shape_of(in->op, &s);
	if (s.kind == SMEM_NOP)
		return 0;
	if (s.kind == SMEM_NONE) {
		snprintf(msg, size, "scalar memory instruction not emulated yet (see Documentation/emulator-coverage.rst)");
		return GS_ERR_UNSUPPORTED;
	}
	if (in->soffset != GS_OPR_NULL && !gsi_emu_scalar_src(w, in->soffset, 0, 0, &soff)) {
		snprintf(msg, size, "SOFFSET operand code %u not emulated", in->soffset);
		return GS_ERR_UNSUPPORTED;
	}
	a.buf = s.kind == SMEM_BUFFER || s.buf;
	if (s.scratch) {  /* SBASE is ignored: FLAT_SCRATCH, the wave's slot */
		st = scratch_addr(e, w, in, soff, n, s.kind == SMEM_STORE, &a.base, msg, size);
		if (st)
			return st;
		if (s.kind == SMEM_STORE)
			return smem_write(e, w, in, &s, &a, msg, size);
		gsi_emu_complete_overlap(e, w, a.base, n * 4);  /* the wave's older stores land first */
	} else if (in->sbase + (a.buf ? 4u : 2u) > 128) {
		snprintf(msg, size, "SBASE s%u is not an SGPR %s", in->sbase, a.buf ? "quad" : "pair");
		return GS_ERR_INVALID;
	}
	if (s.scratch) {
		/* the address is set */
	} else if (!a.buf) {  /* the address's low bits are ignored */
		a.base = w->s[in->sbase] | (uint64_t)w->s[in->sbase + 1] << 32;
		a.base = (a.base + (uint64_t)((int64_t)in->imm + soff)) &
			 (s.size == 1 ? ~0ull : s.size == 2 ? ~1ull : ~3ull);
	} else {  /* the V#: base[47:0], stride, num_records */
		uint32_t d1 = w->s[in->sbase + 1], stride = d1 >> 16 & 0x3fff;

		a.base = w->s[in->sbase] | (uint64_t)(d1 & 0xffff) << 32;
		a.range = stride ? (uint64_t)w->s[in->sbase + 2] * stride : w->s[in->sbase + 2];
		a.off = (uint32_t)((uint32_t)in->imm + soff) & (s.size == 1 ? ~0u : s.size == 2 ? ~1u : ~3u);
	}
	if (s.kind == SMEM_STORE || s.kind == SMEM_ATOMIC)
		return smem_write(e, w, in, &s, &a, msg, size);
	op.reg = in->sdata;
	op.nregs = (uint16_t)n;
	if (n <= EMU_POOL_VAL_DWORDS) {  /* the wave's pool (waitcnt.c), zeroed as calloc's */
		if (gsi_emu_pool_vals(w, &op))
			memset(op.vals, 0, n * 4);
	} else {
		op.vals = calloc(n, 4);
	}
	if (!op.vals) {
		snprintf(msg, size, "out of memory for a scalar load in flight");
		return GS_ERR_NOMEM;
	}
	if (w->tw)  /* the timing model: the lines it reads (timing.h) */
		gsi_emu_tm_addr(w, a.buf ? a.base + a.off : a.base, n * 4ull);
	/* read now, written when a wait completes it */
	if (!a.buf && !s.size) {  /* one access: a fault names the whole load */
		const uint8_t *p = gsi_emu_mem_ptr(e, a.base, n * 4ull);

		if (p)
			memcpy(op.vals, p, n * 4);
		else
			st = fault(msg, size, 0, a.base, n * 4);
		n = 0;
	}
	for (unsigned int i = 0; i < n && !st; i++) {
		unsigned int bytes = s.size ? s.size : 4;
		uint64_t o = (uint64_t)a.off + 4ull * i;

		if (a.buf && o + bytes > a.range)
			continue;  /* out of range: reads 0 */
		st = rd(e, a.base + o, bytes, s.sign, &op.vals[i], msg, size);
	}
	if (st) {
		gsi_emu_op_drop(w, &op);
		return st;
	}
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for a scalar load in flight");
		return GS_ERR_NOMEM;
	}
	return 0;
}
