// SPDX-License-Identifier: MIT
/*
 * FLAT and GLOBAL loads, stores and atomics (gfx9, gfx11, gfx12), and the
 * access kind of every FLAT/GLOBAL/SCRATCH load and store read from its
 * mnemonic (scratch.c runs the scratch ones with it).
 *
 * A lane's address: GLOBAL with SADDR an SGPR pair plus the lane's 32-bit
 * VGPR offset (zero-extended), else the lane's 64-bit VGPR pair; plus the
 * signed instruction offset.  Loads and returning atomics count on
 * LOADcnt/VMcnt, stores and non-returning atomics on STOREcnt/VScnt (gfx9:
 * everything on VMcnt); each counter completes in order (waitcnt.c).
 *
 * Atomics (atomic.c): the lanes of one instruction apply in ascending lane
 * order.  A returning atomic applies at issue (after this wave's older
 * stores to the same bytes) and writes the old value to vdst at completion;
 * a non-returning one applies at its completion, in order with the wave's
 * other stores.  Sub-dword and d16 accesses: loads zero/sign-extend into
 * the register or (d16) into one half, keeping the other half at
 * completion; d16_hi stores write the register's high half.
 *
 * FLAT addresses (flat_*; gfx11/gfx12 ones run as global_* marked
 * EMU_VMEM_FLAT) go by aperture, lane by lane: inside the shared aperture
 * (EMU_APERTURE_SHARED, what src_shared_base reports) to LDS at the
 * address's low 32 bits, inside the private one (src_private_base) to the
 * lane's scratch at that private offset (scratch.c, as the scratch_*
 * namesake), anywhere else to memory.  Every flat access counts on
 * VMcnt/LOADcnt (STOREcnt for gfx11/gfx12 stores) and, as on hardware, on
 * LGKMcnt/DScnt too: a wait for either counter to reach 0 completes it
 * (waitcnt.c; a wait for a non-zero LGKMcnt/DScnt does not).
 * Flat atomics into the shared aperture apply to LDS at issue (as DS
 * atomics), into the private one to the lane's swizzled scratch bytes at
 * issue (atomic.c does the arithmetic; counters as the aperture's other flat
 * ops).  A flat address outside both
 * apertures and every buffer object is a page fault naming the apertures.
 * (Messages avoid the words "not emulated" except for refusals:
 * tools/gen/emu-coverage.c reads those as one.)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/scratch.h"
#include "emu/op_fact.h"
#include "emu/vmem_extra.h"
#include "emu/timing.h"

/* mnemonic suffix after load_/store_ -> access; gfx11/gfx12 and gfx9 names */
static const struct {
	const char *sfx;
	struct emu_vmem_kind k;
} kinds[] = {
	{ "b32", { 4, 0, 0 } }, { "dword", { 4, 0, 0 } },
	{ "b64", { 8, 0, 0 } }, { "dwordx2", { 8, 0, 0 } },
	{ "b96", { 12, 0, 0 } }, { "dwordx3", { 12, 0, 0 } },
	{ "b128", { 16, 0, 0 } }, { "dwordx4", { 16, 0, 0 } },
	{ "u8", { 1, 0, 0 } }, { "ubyte", { 1, 0, 0 } }, { "b8", { 1, 0, 0 } }, { "byte", { 1, 0, 0 } },
	{ "i8", { 1, 1, 0 } }, { "sbyte", { 1, 1, 0 } },
	{ "u16", { 2, 0, 0 } }, { "ushort", { 2, 0, 0 } }, { "b16", { 2, 0, 0 } }, { "short", { 2, 0, 0 } },
	{ "i16", { 2, 1, 0 } }, { "sshort", { 2, 1, 0 } },
	{ "d16_u8", { 1, 0, 1 } }, { "ubyte_d16", { 1, 0, 1 } },
	{ "d16_i8", { 1, 1, 1 } }, { "sbyte_d16", { 1, 1, 1 } },
	{ "d16_b16", { 2, 0, 1 } }, { "short_d16", { 2, 0, 1 } },
	{ "d16_hi_u8", { 1, 0, 2 } }, { "ubyte_d16_hi", { 1, 0, 2 } }, { "d16_hi_b8", { 1, 0, 2 } },
	{ "byte_d16_hi", { 1, 0, 2 } },
	{ "d16_hi_i8", { 1, 1, 2 } }, { "sbyte_d16_hi", { 1, 1, 2 } },
	{ "d16_hi_b16", { 2, 0, 2 } }, { "short_d16_hi", { 2, 0, 2 } },
};

static int vmem_kind(const char *mnemonic, struct emu_vmem_kind *k);

/* Once per op (op_fact.h): every memory instruction asks. */
EMU_NAME_FACT(gsi_emu_vmem_kind, struct emu_vmem_kind, vmem_kind)

static int vmem_kind(const char *mnemonic, struct emu_vmem_kind *k)
{
	const char *p = strchr(mnemonic, '_');

	if (!p)
		return 0;
	p++;
	if (!strncmp(p, "load_", 5))
		p += 5;
	else if (!strncmp(p, "store_", 6))
		p += 6;
	else
		return 0;
	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
		if (!strcmp(p, kinds[i].sfx)) {
			*k = kinds[i].k;
			return 1;
		}
	return 0;
}

uint32_t gsi_emu_vmem_extend(const struct emu_vmem_kind *k, uint32_t v)
{
	if (k->bytes == 1)
		return k->sign ? (uint32_t)(int32_t)(int8_t)v : (v & 0xff);
	if (k->bytes == 2)
		return k->sign ? (uint32_t)(int32_t)(int16_t)v : (v & 0xffff);
	return v;
}

/*
 * gfx9 LDS DMA (CDNA3/CDNA4 ISA, "load to LDS"): the data goes to LDS, not
 * to a VGPR, at LDS_ADDR = M0 (CDNA3 bits 15:0, CDNA4 17:0) + the
 * instruction offset + lane * 4 (dwordx3/x4, gfx950: lane * 16, the fourth
 * dword of an x3 untouched); a byte/short load writes its zero/sign-extended
 * dword.  The read and the LDS write happen at issue (as DS writes do here);
 * the instruction counts on VMcnt, so a barrier before its wait is flagged.
 */
static int lds_dma_kind(const char *mnemonic, struct emu_vmem_kind *k)
{
	const char *p = strstr(mnemonic, "_load_lds_");
	char name[32];

	if (!p || (strncmp(mnemonic, "global_", 7) && strncmp(mnemonic, "scratch_", 8)))
		return 0;
	snprintf(name, sizeof(name), "x_load_%s", p + 10);
	return vmem_kind(name, k) && !k->d16;
}

/* Once per op as gsi_emu_vmem_kind: every global/scratch access asks. */
EMU_NAME_FACT(gsi_emu_lds_dma_kind, struct emu_vmem_kind, lds_dma_kind)

int gsi_emu_lds_dma_put(struct emu *e, struct wave *w, const struct gs_inst *in, unsigned int l,
			const struct emu_vmem_kind *k, const uint8_t *src, char *msg, size_t size)
{
	uint32_t mask = e->target->lds_bytes > 65536 ? 0x3ffff : 0xffff;  /* CDNA4: 18 bits */
	uint32_t stride = k->bytes > 4 ? 16 : 4, wbytes = k->bytes < 4 ? 4 : k->bytes;
	uint32_t addr = (w->s[GS_OPR_M0] & mask) + (uint32_t)in->imm + l * stride;

	if (!w->lds || addr > w->lds_size || w->lds_size - addr < wbytes) {
		snprintf(msg, size,
			 "LDS memory violation (emulated): lane %u of %s writes %u bytes at LDS address 0x%x (M0 0x%x + offset %d + lane * %u), outside the workgroup's %u bytes of LDS (.amdhsa_group_segment_fixed_size)",
			 l, in->op->name, wbytes, addr, w->s[GS_OPR_M0], in->imm, stride, w->lds_size);
		return GS_ERR_FAULT;
	}
	if (k->bytes < 4) {
		uint32_t v = 0;

		memcpy(&v, src, k->bytes);
		v = gsi_emu_vmem_extend(k, v);
		memcpy(w->lds + addr, &v, 4);
	} else {
		memcpy(w->lds + addr, src, k->bytes);
	}
	/* the span the checker guards until the wait (gsi_emu_lds_dma_issue) */
	if (w->dma_hi == w->dma_lo || addr < w->dma_lo)
		w->dma_lo = addr;
	if (addr + wbytes > w->dma_hi)
		w->dma_hi = addr + wbytes;
	return 0;
}

int gsi_emu_lds_dma_issue(struct emu *e, struct wave *w, char *msg, size_t size)
{
	struct emu_op op = { .cnt = EMU_CNT_LOAD, .lds_write = 1, .pc = w->pc, .dma_lo = w->dma_lo,
			     .dma_hi = w->dma_hi };

	w->dma_lo = w->dma_hi = 0;
	if (gsi_emu_op_issue(e, w, &op))
		return 0;
	snprintf(msg, size, "out of memory for a memory operation in flight");
	return GS_ERR_NOMEM;
}

static uint32_t get32(const uint8_t *p)
{
	return p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/*
 * gfx11/gfx12 flat_* (FLAT segment 0): the hand-shaped tables hold the
 * GLOBAL forms only (the opcodes are shared), so the flat instruction runs
 * as its global_* namesake with SADDR off, marked EMU_VMEM_FLAT.  Fields
 * as llvm-mc-22 encodes them: gfx11 OFFSET [11:0] unsigned, GLC [14] (an
 * atomic's return), SEG [17:16], OP [24:18]; VADDR, DATA, SADDR (0x7c),
 * VDST in word 1.  gfx12 SADDR [6:0], OP [21:14], SEG [25:24]; VDST [7:0],
 * TH [22:20] (bit 20 an atomic's return), SCOPE [19:18], DATA [30:23];
 * VADDR [7:0] and a signed 24-bit OFFSET [31:8] in word 2.
 */
const struct gs_isa_op *gsi_emu_flat_op(const struct gs_isa *isa, const char *text)
{
	size_t n = strlen(text);
	char name[64];
	const struct gs_isa_op *op;

	if (!isa || n < 6 || n > 40 || strncmp(text, "flat_", 5) || (isa->gen != GS_GEN_GFX11 && isa->gen != GS_GEN_GFX12))
		return NULL;
	snprintf(name, sizeof(name), "global_%.*s", (int)n - 5, text + 5);
	op = gsi_isa_by_name(isa, name);
	if (!op || op->enc != GS_ENC_FLAT ||
	    (op->sig != GS_SIG_GLOAD && op->sig != GS_SIG_GSTORE && op->sig != GS_SIG_GATOMIC))
		return NULL;
	return op;
}

unsigned int gsi_emu_flat_fetch(struct emu *e, const uint8_t *p, size_t avail, const struct gs_isa_op *op,
				struct gs_inst *in)
{
	enum gs_gen gen = e->target->gen;
	uint32_t w0, w1, w2;

	if (!e->isa || !op || (gen != GS_GEN_GFX11 && gen != GS_GEN_GFX12) || avail < (gen == GS_GEN_GFX12 ? 12u : 8u))
		return 0;
	memset(in, 0, sizeof(*in));
	w0 = get32(p);
	w1 = get32(p + 4);
	in->op = op;
	in->enc = GS_ENC_FLAT;
	in->saddr = GS_OPR_NULL;
	in->buf = EMU_VMEM_FLAT;
	if (gen == GS_GEN_GFX12) {
		w2 = get32(p + 8);
		if ((w0 >> 14 & 0xff) != op->opcode || (w0 >> 24 & 3) || (w0 & 0x7f) != GS_OPR_NULL)
			return 0;
		/* an atomic's other TH bits and SCOPE (clang-22: scope:SCOPE_SE) do
		 * not change a single device's result, as for GLOBAL atomics */
		in->vdst = w1 & 0xff;
		in->vdata = (w1 >> 23) & 0xff;
		in->rtn = op->sig == GS_SIG_GATOMIC && (w1 >> 20 & 1);
		in->vaddr = w2 & 0xff;
		in->imm = (int32_t)w2 >> 8;
		in->size = 12;
		return 12;
	}
	if ((w0 >> 18 & 0x7f) != op->opcode || (w0 >> 16 & 3) || (w0 >> 12 & 1) || (w1 >> 16 & 0x7f) != GS_OPR_NULL)
		return 0;
	/* an atomic's SLC/DLC: no change to a single device's result */
	in->imm = (int32_t)(w0 & 0xfff);
	in->rtn = op->sig == GS_SIG_GATOMIC && (w0 >> 14 & 1);
	in->vaddr = w1 & 0xff;
	in->vdata = (w1 >> 8) & 0xff;
	in->vdst = (w1 >> 24) & 0xff;
	in->size = 8;
	return 8;
}

const struct gs_isa_op *gsi_emu_aperture_op(const struct gs_isa *isa, const char *name)
{
	if (!isa || (isa->gen != GS_GEN_GFX11 && isa->gen != GS_GEN_GFX12) ||
	    (strcmp(name, "s_mov_b32") && strcmp(name, "s_mov_b64") && strcmp(name, "v_mov_b32")))
		return NULL;
	return gsi_isa_by_name(isa, name);
}

unsigned int gsi_emu_aperture_fetch(struct emu *e, const uint8_t *p, size_t avail, const struct gs_isa_op *op,
				    struct gs_inst *in)
{
	enum gs_gen gen = e->target->gen;
	uint32_t w;

	if (!e->isa || !op || avail < 4 || (gen != GS_GEN_GFX11 && gen != GS_GEN_GFX12))
		return 0;
	w = get32(p);
	memset(in, 0, sizeof(*in));
	in->op = op;
	in->size = 4;
	if (op->enc == GS_ENC_SOP1) {  /* SOP1: SSRC0 [7:0], OP [15:8], SDST [22:16] */
		if (w >> 23 != 0x17d || (w >> 8 & 0xff) != op->opcode || (w & 0xff) < 235 || (w & 0xff) > 238 ||
		    (w >> 16 & 0x7f) >= 106)
			return 0;
		in->enc = GS_ENC_SOP1;
		in->sdst = (uint16_t)(w >> 16 & 0x7f);
		in->src[0] = (uint16_t)(w & 0xff);
		return 4;
	}
	/* VOP1: SRC0 [8:0], OP [16:9], VDST [24:17] */
	if (w >> 25 != 0x3f || (w >> 9 & 0xff) != op->opcode || (w & 0x1ff) < 235 || (w & 0x1ff) > 238)
		return 0;
	in->enc = GS_ENC_VOP1;
	in->vdst = (uint16_t)(w >> 17 & 0xff);
	in->src[0] = (uint16_t)(w & 0x1ff);
	return 4;
}

static int regs_ok(const struct wave *w, unsigned int r, unsigned int n, char *msg, size_t size)
{
	if (r + n <= w->n_vgprs)
		return 1;
	snprintf(msg, size, "uses v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
		 r + n - 1, w->n_vgprs);
	return 0;
}

/* A flat_* mnemonic (gfx9's table has them; gfx11/gfx12 flat runs as its
 * global twin with buf EMU_VMEM_FLAT), once per op. */
static int flat_parse(const char *name, unsigned char *f)
{
	*f = !strncmp(name, "flat_", 5);
	return 1;
}

static int flat_named(const struct gs_isa_op *op, unsigned char *f);
EMU_NAME_FACT(flat_named, unsigned char, flat_parse)

static int is_flat(const struct gs_inst *in, const struct gs_isa_op *op)
{
	unsigned char f = 0;

	return in->buf == EMU_VMEM_FLAT || (flat_named(op, &f) && f);
}

static int page_fault(const struct gs_inst *in, unsigned int l, int write, unsigned int bytes, uint64_t va,
		      char *msg, size_t size)
{
	if (is_flat(in, in->op))
		snprintf(msg, size,
			 "GPU page fault (emulated): lane %u %s %u bytes at 0x%llx, which is not inside any buffer object (a flat address outside the shared (LDS) aperture at 0x%llx and the private (scratch) one at 0x%llx, 4 GiB each)",
			 l, write ? "writes" : "reads", bytes, (unsigned long long)va,
			 (unsigned long long)EMU_APERTURE_SHARED, (unsigned long long)EMU_APERTURE_PRIVATE);
	else
		snprintf(msg, size, "GPU page fault (emulated): lane %u %s %u bytes at 0x%llx, which is not inside any buffer object",
			 l, write ? "writes" : "reads", bytes, (unsigned long long)va);
	return GS_ERR_FAULT;
}

static int issue(struct emu *e, struct wave *w, struct emu_op *op, char *msg, size_t size)
{
	if (gsi_emu_op_issue(e, w, op))
		return 0;
	snprintf(msg, size, "out of memory for a memory operation in flight");
	return GS_ERR_NOMEM;
}

/* Flat lanes in the shared aperture: LDS at the address's low 32 bits,
 * read or written at issue as DS operations are (exec_ds.c); an atomic (at)
 * applies there at issue too, lanes in ascending order, as DS atomics do. */
static int flat_lds(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t mask,
		    const struct emu_vmem_kind *k, const struct emu_atomic_op *at, int load, char *msg, size_t size)
{
	unsigned int bytes = at ? at->bytes : k->bytes;
	unsigned int n = at ? gsi_emu_atomic_ret_dwords(at) : (bytes + 3) / 4;
	struct emu_op op = { .cnt = load || e->target->gen == GS_GEN_GFX9 ? EMU_CNT_LOAD : EMU_CNT_STORE,
			     .lds_write = (uint8_t)(!load || at), .flat = 1, .pc = w->pc };

	if (load) {
		op.reg = in->vdst;
		op.nregs = (uint16_t)n;
		op.d16 = k->d16;
		op.vals = calloc((size_t)n * EMU_MAX_LANES, 4);
		if (!op.vals) {
			snprintf(msg, size, "out of memory for a memory operation in flight");
			return GS_ERR_NOMEM;
		}
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t a;

		if (!(mask >> l & 1))
			continue;
		a = (uint32_t)((w->v[in->vaddr][l] | (uint64_t)w->v[in->vaddr + 1][l] << 32) + (uint64_t)(int64_t)in->imm);
		if (!w->lds || a > w->lds_size || w->lds_size - a < bytes) {
			snprintf(msg, size,
				 "LDS memory violation (emulated): lane %u %s %u bytes at LDS address 0x%x (a flat address in the shared aperture), outside the workgroup's %u bytes of LDS (.amdhsa_group_segment_fixed_size)",
				 l, load && !at ? "reads" : "writes", bytes, a, w->lds_size);
			free(op.vals);
			return GS_ERR_FAULT;
		}
		if (at) {
			uint32_t d[4], old[2];

			for (unsigned int i = 0; i < gsi_emu_atomic_data_dwords(at); i++)
				d[i] = w->v[in->vdata + i][l];
			gsi_emu_atomic_rmw(at, w->lds + a, d, old);
			if (load) {
				op.lanes |= 1ull << l;
				for (unsigned int i = 0; i < n; i++)
					op.vals[i * EMU_MAX_LANES + l] = old[i];
			}
		} else if (load) {
			op.lanes |= 1ull << l;
			if (k->bytes < 4) {
				uint32_t v = 0;

				memcpy(&v, w->lds + a, k->bytes);
				op.vals[l] = gsi_emu_vmem_extend(k, v);
			} else {
				for (unsigned int i = 0; i < n; i++)
					memcpy(&op.vals[i * EMU_MAX_LANES + l], w->lds + a + 4 * i, 4);
			}
		} else if (k->bytes < 4) {
			uint32_t v = w->v[in->vdata][l] >> (k->d16 == 2 ? 16 : 0);  /* d16_hi: the high half */

			memcpy(w->lds + a, &v, k->bytes);
		} else {
			for (unsigned int i = 0; i < n; i++)
				memcpy(w->lds + a + 4 * i, &w->v[in->vdata + i][l], 4);
		}
	}
	return issue(e, w, &op, msg, size);
}

/* Flat atomics in the private aperture: each lane's bytes at the private
 * offset (the address's low 32 bits), gathered through the scratch swizzle
 * (scratch.c: byte o of lane l at base + o / 4 * 4 * lanes + l * 4 + o % 4),
 * applied at issue after this wave's older stores to them (no other wave
 * reads private memory, so issue and completion cannot be told apart) and
 * scattered back; the returned value arrives at completion. */
static int flat_private_atomic(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t mask,
			       const struct emu_atomic_op *at, int rtn, char *msg, size_t size)
{
	unsigned int n = gsi_emu_atomic_ret_dwords(at);
	struct emu_op op = { .cnt = rtn || e->target->gen == GS_GEN_GFX9 ? EMU_CNT_LOAD : EMU_CNT_STORE,
			     .scratch = 1, .flat = 1, .pc = w->pc };
	struct emu_scratch s;
	uint32_t limit;

	if (!gsi_emu_scratch_regs(e, &s)) {
		snprintf(msg, size, "scratch: the register database %s lacks the scratch registers", e->db->name);
		return GS_ERR_UNSUPPORTED;
	}
	if (!s.enabled || !s.wave_bytes || w->id >= s.waves) {
		snprintf(msg, size,
			 "VM fault (emulated): %s into the private aperture, but wave %u has no private segment (COMPUTE_PGM_RSRC2.SCRATCH_EN %u, %u bytes per wave, %u slots: set .amdhsa_enable_private_segment 1 and .amdhsa_private_segment_fixed_size)",
			 in->op->name, w->id, s.enabled, s.wave_bytes, s.waves);
		return GS_ERR_FAULT;
	}
	limit = s.wave_bytes / w->lanes;
	if (rtn) {
		op.reg = in->vdst;
		op.nregs = (uint16_t)n;
		op.vals = calloc((size_t)n * EMU_MAX_LANES, 4);
		if (!op.vals) {
			snprintf(msg, size, "out of memory for a memory operation in flight");
			return GS_ERR_NOMEM;
		}
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint8_t buf[8], *p[8];
		uint32_t o, d[4], old[2];

		if (!(mask >> l & 1))
			continue;
		o = w->v[in->vaddr][l] + (uint32_t)in->imm;
		if (o >= limit || limit - o < at->bytes) {
			snprintf(msg, size,
				 "VM fault (emulated): lane %u of %s writes %u bytes of scratch at private offset %u (0x%x), outside the lane's private segment of %u bytes",
				 l, in->op->name, at->bytes, o, o, limit);
			free(op.vals);
			return GS_ERR_FAULT;
		}
		for (unsigned int b = 0; b < at->bytes; b++) {
			p[b] = gsi_emu_scratch_byte(e, w, &s, l, o + b, msg, size);
			if (!p[b]) {
				free(op.vals);
				return GS_ERR_FAULT;
			}
			buf[b] = *p[b];
		}
		for (unsigned int i = 0; i < gsi_emu_atomic_data_dwords(at); i++)
			d[i] = w->v[in->vdata + i][l];
		gsi_emu_atomic_rmw(at, buf, d, old);
		for (unsigned int b = 0; b < at->bytes; b++)
			*p[b] = buf[b];
		if (rtn) {
			op.lanes |= 1ull << l;
			for (unsigned int i = 0; i < n; i++)
				op.vals[i * EMU_MAX_LANES + l] = old[i];
		}
	}
	return issue(e, w, &op, msg, size);
}

/* Flat lanes in the private aperture: the scratch_* namesake with the
 * address's low 32 bits (VADDR's low register + the offset) as the private
 * offset (scratch.c) */
static int twin_parse(const struct gs_isa_op *op, const struct gs_isa_op **twin)
{
	const struct gs_isa *isa = gsi_emu_op_isa(op);
	const char *u = strchr(op->name, '_');
	char name[64];

	*twin = NULL;
	if (isa && u) {
		snprintf(name, sizeof(name), "scratch_%s", u + 1);
		*twin = gsi_isa_by_name(isa, name);
	}
	return 1;
}

/* once per op (op_fact.h): the scratch_* namesake of a flat/global op */
static int scratch_twin(const struct gs_isa_op *op, const struct gs_isa_op **twin);
EMU_OP_FACT(scratch_twin, const struct gs_isa_op *, twin_parse)

static int flat_private(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t mask, char *msg,
			size_t size)
{
	struct gs_inst x = *in;

	x.op = NULL;
	scratch_twin(in->op, &x.op);
	if (!x.op || (x.op->sig != GS_SIG_SLOAD && x.op->sig != GS_SIG_SSTORE)) {
		snprintf(msg, size, "%s into the private (scratch) aperture: scratch_%s not emulated yet", in->op->name,
			 strchr(in->op->name, '_') ? strchr(in->op->name, '_') + 1 : in->op->name);
		return GS_ERR_UNSUPPORTED;
	}
	x.saddr = GS_OPR_NULL;
	x.buf = EMU_VMEM_FLAT;  /* scratch.c marks the operation flat */
	return gsi_emu_scratch_op(e, w, &x, mask, msg, size);
}

/* global_load_lds_*: each lane's global address as a load's; the bytes to LDS */
static int lds_dma(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec,
		   const struct emu_vmem_kind *k, char *msg, size_t size)
{
	if (!regs_ok(w, in->vaddr, in->saddr == GS_OPR_NULL ? 2 : 1, msg, size))
		return GS_ERR_FAULT;
	if (in->saddr != GS_OPR_NULL && (in->saddr >= 106 || in->saddr & 1)) {
		snprintf(msg, size, "%s: saddr operand code %u is not an SGPR pair", in->op->name, in->saddr);
		return GS_ERR_UNSUPPORTED;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint64_t va;
		uint8_t *p;
		int st;

		if (!(exec >> l & 1))
			continue;
		if (in->saddr == GS_OPR_NULL)
			va = w->v[in->vaddr][l] | (uint64_t)w->v[in->vaddr + 1][l] << 32;
		else
			va = (w->s[in->saddr] | (uint64_t)w->s[in->saddr + 1] << 32) + w->v[in->vaddr][l];
		va += (uint64_t)(int64_t)in->imm;
		p = gsi_emu_vptr(e, w, va, k->bytes);
		if (!p)
			return page_fault(in, l, 0, k->bytes, va, msg, size);
		gsi_emu_complete_overlap(e, w, va, k->bytes);  /* this wave's older stores land first */
		st = gsi_emu_lds_dma_put(e, w, in, l, k, p, msg, size);
		if (st)
			return st;
	}
	return gsi_emu_lds_dma_issue(e, w, msg, size);
}

/* A lane's bytes to its vals (loads) or a lane store (stores), nd dwords:
 * always inlined with nd a constant (fast_lanes) */
static inline __attribute__((always_inline)) void fast_move(struct wave *w, const struct gs_inst *in,
							    const struct emu_map *m, const uint64_t *vas,
							    uint64_t exec, int load, unsigned int nd,
							    struct emu_op *op)
{
	const uint32_t(*d)[EMU_MAX_LANES];

	if (load) {
		for (uint64_t x = exec; x; x &= x - 1) {
			unsigned int l = (unsigned int)__builtin_ctzll(x);
			const uint8_t *p = m->host + (vas[l] - m->va);
			uint32_t *v = &op->vals[l];

			/* spelt out: nd is a constant, each dword one move */
			memcpy(&v[0], p, 4);
			if (nd > 1)
				memcpy(&v[EMU_MAX_LANES], p + 4, 4);
			if (nd > 2)
				memcpy(&v[2 * EMU_MAX_LANES], p + 8, 4);
			if (nd > 3)
				memcpy(&v[3 * EMU_MAX_LANES], p + 12, 4);
		}
		op->lanes = exec;
		return;
	}
	d = &w->v[in->vdata];
	for (uint64_t x = exec; x; x &= x - 1) {
		unsigned int l = (unsigned int)__builtin_ctzll(x);
		struct emu_lane_store *s = &op->stores[op->n_stores++];

		s->va = vas[l];
		s->n = (uint8_t)nd;
		s->bytes = 0;
		s->at.kind = 0;  /* a plain store (land_stores reads only kind) */
		s->data[0] = d[0][l];
		if (nd > 1)
			s->data[1] = d[1][l];
		if (nd > 2)
			s->data[2] = d[2][l];
		if (nd > 3)
			s->data[3] = d[3][l];
	}
}

/*
 * The common case at speed: a plain load or store of whole dwords with
 * every lane inside one buffer object, checked once for the wave (the
 * span from the lowest lane address to the end of the highest) instead of
 * a lookup per lane.  Returns 0, having changed nothing, when the lanes are
 * not all inside one buffer: the caller goes lane by lane, which names the
 * first lane that faults.  The same values, stores and address log as the
 * lane-by-lane loop.
 */
static int fast_lanes(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, int load,
		      unsigned int bytes, struct emu_op *op)
{
	uint64_t vas[EMU_MAX_LANES], lo = UINT64_MAX, hi = 0, base = 0;
	const uint32_t *a0 = w->v[in->vaddr], *a1 = NULL;
	const struct emu_map *m;

	exec &= w->lanes == 64 ? ~0ull : 0xffffffffull;
	if (!exec)
		return 0;
	if (in->saddr == GS_OPR_NULL)
		a1 = w->v[in->vaddr + 1];
	else
		base = w->s[in->saddr] | (uint64_t)w->s[in->saddr + 1] << 32;
	for (uint64_t x = exec; x; x &= x - 1) {
		unsigned int l = (unsigned int)__builtin_ctzll(x);
		uint64_t va = (a1 ? a0[l] | (uint64_t)a1[l] << 32 : base + a0[l]) + (uint64_t)(int64_t)in->imm;

		vas[l] = va;
		lo = va < lo ? va : lo;
		hi = va > hi ? va : hi;
	}
	if (hi + bytes < hi || !(m = gsi_emu_mem_find_quiet(e, lo, hi + bytes - lo)))
		return 0;
	if (w->tw)  /* the timing model's address log (timing.h), lane order */
		for (uint64_t x = exec; x; x &= x - 1)
			gsi_emu_tm_addr(w, vas[__builtin_ctzll(x)], bytes);
	if (!load) {
		op->smap = m;
		op->smap_gen = e->maps_gen;
	}
	switch (bytes) {
	case 4: fast_move(w, in, m, vas, exec, load, 1, op); break;
	case 8: fast_move(w, in, m, vas, exec, load, 2, op); break;
	case 12: fast_move(w, in, m, vas, exec, load, 3, op); break;
	default: fast_move(w, in, m, vas, exec, load, 4, op); break;
	}
	return 1;
}

int gsi_emu_vmem_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		    size_t size)
{
	const struct gs_isa_op *gop = in->op;
	int atomic = gop->sig == GS_SIG_GATOMIC, rtn = atomic && in->rtn;
	int load = gop->sig == GS_SIG_GLOAD || rtn;
	struct emu_op op = { .pc = w->pc };
	struct emu_atomic_op at;
	struct emu_vmem_kind k = { 0, 0, 0 };
	const struct emu_map *hint = NULL;
	unsigned int n, ndata = 0, bytes;
	int st = 0, flat, older_stores = 0;

	if (in->buf == EMU_VMEM_ADDTID || in->buf == EMU_VMEM_BLOCK)  /* addtid, block (vmem_extra.c) */
		return gsi_emu_vmem_extra_op(e, w, in, exec, msg, size);
	if (gop->sig == GS_SIG_SLOAD || gop->sig == GS_SIG_SSTORE)  /* gfx9 scratch_* (FLAT encoding) */
		return gsi_emu_scratch_op(e, w, in, exec, msg, size);
	if (gsi_emu_lds_dma_kind(gop, &k))
		return lds_dma(e, w, in, exec, &k, msg, size);
	if (atomic) {
		if (!gsi_emu_atomic_of(gop, &at)) {
			snprintf(msg, size, "%s: atomic not emulated yet", gop->name);
			return GS_ERR_UNSUPPORTED;
		}
		ndata = gsi_emu_atomic_data_dwords(&at);
		n = rtn ? gsi_emu_atomic_ret_dwords(&at) : 0;
		bytes = at.bytes;
	} else {
		if (!gsi_emu_vmem_kind(gop, &k)) {
			snprintf(msg, size, "%s not emulated yet", gop->name);
			return GS_ERR_UNSUPPORTED;
		}
		bytes = k.bytes;
		n = load ? (bytes + 3) / 4 : 0;
		ndata = load ? 0 : (bytes + 3) / 4;
	}
	if (!regs_ok(w, in->vaddr, in->saddr == GS_OPR_NULL ? 2 : 1, msg, size) ||
	    (n && !regs_ok(w, in->vdst, n, msg, size)) || (ndata && !regs_ok(w, in->vdata, ndata, msg, size)))
		return GS_ERR_FAULT;
	if (in->saddr != GS_OPR_NULL && (in->saddr >= 106 || in->saddr & 1)) {
		snprintf(msg, size, "%s: saddr operand code %u is not an SGPR pair", gop->name, in->saddr);
		return GS_ERR_UNSUPPORTED;
	}

	flat = is_flat(in, gop);
	if (in->saddr == GS_OPR_NULL && flat) {
		uint64_t sh = 0, pr = 0;

		for (unsigned int l = 0; l < w->lanes; l++) {
			uint64_t hi = ((w->v[in->vaddr][l] | (uint64_t)w->v[in->vaddr + 1][l] << 32) +
				       (uint64_t)(int64_t)in->imm) >> 32;

			if (exec >> l & 1) {
				sh |= (uint64_t)(hi == EMU_APERTURE_SHARED >> 32) << l;
				pr |= (uint64_t)(hi == EMU_APERTURE_PRIVATE >> 32) << l;
			}
		}
		if (sh && (st = flat_lds(e, w, in, sh, &k, atomic ? &at : NULL, load, msg, size)) != 0)
			return st;
		if (pr && atomic && (st = flat_private_atomic(e, w, in, pr, &at, rtn, msg, size)) != 0)
			return st;
		if (pr && !atomic && (st = flat_private(e, w, in, pr, msg, size)) != 0)
			return st;
		if ((sh | pr) && !(exec &= ~(sh | pr)))
			return 0;
	}
	op.cnt = load || e->target->gen == GS_GEN_GFX9 ? EMU_CNT_LOAD : EMU_CNT_STORE;  /* gfx9: all on VMcnt */
	op.flat = (uint8_t)flat;
	/* not zeroed: complete() reads only the lanes in op.lanes, land_stores
	 * only the n_stores filled */
	if (load) {
		op.reg = in->vdst;
		op.nregs = (uint16_t)n;
		op.d16 = k.d16;
		if (n * EMU_MAX_LANES <= EMU_POOL_VAL_DWORDS)
			gsi_emu_pool_vals(w, &op);
		else
			op.vals = malloc((size_t)n * EMU_MAX_LANES * 4);
	} else {
		gsi_emu_pool_stores(w, &op);
	}
	/* this wave's older stores to the bytes land before a load or atomic
	 * reads them: only worth asking per lane when some are pending */
	for (size_t i = 0; i < w->pend.n && !older_stores; i++)
		older_stores = w->pend.ops[i].n_stores != 0;
	if (load ? !op.vals : !op.stores) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	if (!atomic && (bytes == 4 || bytes == 8 || bytes == 12 || bytes == 16) && !(load && older_stores) &&
	    fast_lanes(e, w, in, exec, load, bytes, &op))
		return issue(e, w, &op, msg, size);
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint64_t va;
		uint8_t *p;

		if (!(exec >> l & 1))
			continue;
		if (in->saddr == GS_OPR_NULL)
			va = w->v[in->vaddr][l] | (uint64_t)w->v[in->vaddr + 1][l] << 32;
		else
			va = (w->s[in->saddr] | (uint64_t)w->s[in->saddr + 1] << 32) + w->v[in->vaddr][l];
		va += (uint64_t)(int64_t)in->imm;
		if (w->tw)  /* the timing model's address log (timing.h) */
			gsi_emu_tm_addr(w, va, bytes);
		p = gsi_emu_mem_ptr_near(e, &hint, va, bytes);
		if (!p) {
			st = page_fault(in, l, !load || rtn, bytes, va, msg, size);
			break;
		}
		if (rtn) {
			uint32_t d[4], old[2];

			if (older_stores)
				gsi_emu_complete_overlap(e, w, va, bytes);
			for (unsigned int i = 0; i < ndata; i++)
				d[i] = w->v[in->vdata + i][l];
			gsi_emu_atomic_rmw(&at, p, d, old);
			for (unsigned int i = 0; i < n; i++)
				op.vals[i * EMU_MAX_LANES + l] = old[i];
			op.lanes |= 1ull << l;
		} else if (load) {
			/* this wave's older stores to these bytes land first */
			if (older_stores)
				gsi_emu_complete_overlap(e, w, va, bytes);
			op.lanes |= 1ull << l;
			if (bytes < 4) {
				uint32_t v = 0;

				memcpy(&v, p, bytes);
				op.vals[l] = gsi_emu_vmem_extend(&k, v);
			} else {
				for (unsigned int i = 0; i < n; i++)
					memcpy(&op.vals[i * EMU_MAX_LANES + l], p + 4 * i, 4);
			}
		} else {
			struct emu_lane_store *s = &op.stores[op.n_stores++];

			s->va = va;
			s->n = (uint8_t)((bytes + 3) / 4);
			s->bytes = (uint8_t)(bytes < 4 ? bytes : 0);
			if (atomic)
				s->at = at;
			else
				s->at.kind = 0;  /* a plain store (land_stores reads only kind) */
			for (unsigned int i = 0; i < ndata; i++)
				s->data[i] = w->v[in->vdata + i][l];
			if (k.d16 == 2)  /* d16_hi stores: the register's high half */
				s->data[0] >>= 16;
		}
	}
	if (st) {
		gsi_emu_op_drop(w, &op);
		return st;
	}
	return issue(e, w, &op, msg, size);
}
