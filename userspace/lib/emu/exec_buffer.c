// SPDX-License-Identifier: MIT
/*
 * Buffer loads, stores and atomics (MUBUF on gfx9/gfx11, VBUFFER on gfx12): the
 * address from the V# (a 4-SGPR buffer resource), the index and offset
 * VGPRs, soffset and the instruction's offset, with the V#'s range check.
 *
 * V# (Mesa sid.h SQ_BUF_RSRC_WORD0..3, the ISA guides' "Vector Memory
 * Buffer Instructions"): word0 base[31:0]; word1 base[47:32] in 15:0,
 * STRIDE 29:16, swizzle enable bit 31 (gfx9) / bits 31:30 (gfx11, gfx12);
 * word2 NUM_RECORDS; word3 ADD_TID_ENABLE 23 and, from gfx10, OOB_SELECT
 * 29:28.  Not swizzled, a lane's address is
 *   base + soffset + index * stride + offset,
 *   index = (idxen ? vaddr[0] : 0) + (ADD_TID_ENABLE ? lane : 0),
 *   offset = (offen ? vaddr[idxen] : 0) + inst_offset.
 * Range check (reads out of range return 0, writes are dropped; dword
 * loads and stores are checked per dword, each as a whole 4-byte word):
 *   gfx9: STRIDE 0 (raw): offset + bytes > NUM_RECORDS; else (structured)
 *         index >= NUM_RECORDS;
 *   gfx10+ OOB_SELECT 0: index >= NUM_RECORDS or offset + bytes > STRIDE;
 *         1: index >= NUM_RECORDS; 2: NUM_RECORDS == 0 only; 3 (raw):
 *         index * stride + offset + bytes > NUM_RECORDS.
 * soffset takes no part in the check.  Offsets add without wrapping, so an
 * offset near 2^32 (Composable Kernel's 0x80000000 "invalid lane" trick)
 * is out of range.
 *
 * Loads count on LOADcnt (gfx11 VMcnt), stores on STOREcnt (VScnt), both on
 * VMcnt on gfx9; a load's destination is written when a wait completes it
 * (waitcnt.c), the d16 forms into one half of the register.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"

/* What a buffer load or store moves. */
struct bkind {
	uint16_t sem;
	uint8_t bytes;   /* per lane: 1, 2, 4, 8, 12, 16 */
	uint8_t sign;    /* sub-dword load: sign-extend */
	uint8_t d16;     /* 1: low half of the register, 2: high half */
	uint8_t store;
};

static const struct bkind kinds[] = {
	/* gfx11, gfx12 */
	{ GS_SEM_BUFFER_LOAD_U8, 1, 0, 0, 0 }, { GS_SEM_BUFFER_LOAD_I8, 1, 1, 0, 0 },
	{ GS_SEM_BUFFER_LOAD_U16, 2, 0, 0, 0 }, { GS_SEM_BUFFER_LOAD_I16, 2, 1, 0, 0 },
	{ GS_SEM_BUFFER_LOAD_B32, 4, 0, 0, 0 }, { GS_SEM_BUFFER_LOAD_B64, 8, 0, 0, 0 },
	{ GS_SEM_BUFFER_LOAD_B96, 12, 0, 0, 0 }, { GS_SEM_BUFFER_LOAD_B128, 16, 0, 0, 0 },
	{ GS_SEM_BUFFER_LOAD_D16_U8, 1, 0, 1, 0 }, { GS_SEM_BUFFER_LOAD_D16_I8, 1, 1, 1, 0 },
	{ GS_SEM_BUFFER_LOAD_D16_B16, 2, 0, 1, 0 }, { GS_SEM_BUFFER_LOAD_D16_HI_U8, 1, 0, 2, 0 },
	{ GS_SEM_BUFFER_LOAD_D16_HI_I8, 1, 1, 2, 0 }, { GS_SEM_BUFFER_LOAD_D16_HI_B16, 2, 0, 2, 0 },
	{ GS_SEM_BUFFER_STORE_B8, 1, 0, 0, 1 }, { GS_SEM_BUFFER_STORE_B16, 2, 0, 0, 1 },
	{ GS_SEM_BUFFER_STORE_B32, 4, 0, 0, 1 }, { GS_SEM_BUFFER_STORE_B64, 8, 0, 0, 1 },
	{ GS_SEM_BUFFER_STORE_B96, 12, 0, 0, 1 }, { GS_SEM_BUFFER_STORE_B128, 16, 0, 0, 1 },
	{ GS_SEM_BUFFER_STORE_D16_HI_B8, 1, 0, 2, 1 }, { GS_SEM_BUFFER_STORE_D16_HI_B16, 2, 0, 2, 1 },
	/* gfx9 */
	{ GS_SEM_BUFFER_LOAD_UBYTE, 1, 0, 0, 0 }, { GS_SEM_BUFFER_LOAD_SBYTE, 1, 1, 0, 0 },
	{ GS_SEM_BUFFER_LOAD_USHORT, 2, 0, 0, 0 }, { GS_SEM_BUFFER_LOAD_SSHORT, 2, 1, 0, 0 },
	{ GS_SEM_BUFFER_LOAD_DWORD, 4, 0, 0, 0 }, { GS_SEM_BUFFER_LOAD_DWORDX2, 8, 0, 0, 0 },
	{ GS_SEM_BUFFER_LOAD_DWORDX3, 12, 0, 0, 0 }, { GS_SEM_BUFFER_LOAD_DWORDX4, 16, 0, 0, 0 },
	{ GS_SEM_BUFFER_LOAD_UBYTE_D16, 1, 0, 1, 0 }, { GS_SEM_BUFFER_LOAD_SBYTE_D16, 1, 1, 1, 0 },
	{ GS_SEM_BUFFER_LOAD_SHORT_D16, 2, 0, 1, 0 }, { GS_SEM_BUFFER_LOAD_UBYTE_D16_HI, 1, 0, 2, 0 },
	{ GS_SEM_BUFFER_LOAD_SBYTE_D16_HI, 1, 1, 2, 0 }, { GS_SEM_BUFFER_LOAD_SHORT_D16_HI, 2, 0, 2, 0 },
	{ GS_SEM_BUFFER_STORE_BYTE, 1, 0, 0, 1 }, { GS_SEM_BUFFER_STORE_SHORT, 2, 0, 0, 1 },
	{ GS_SEM_BUFFER_STORE_DWORD, 4, 0, 0, 1 }, { GS_SEM_BUFFER_STORE_DWORDX2, 8, 0, 0, 1 },
	{ GS_SEM_BUFFER_STORE_DWORDX3, 12, 0, 0, 1 }, { GS_SEM_BUFFER_STORE_DWORDX4, 16, 0, 0, 1 },
	{ GS_SEM_BUFFER_STORE_BYTE_D16_HI, 1, 0, 2, 1 }, { GS_SEM_BUFFER_STORE_SHORT_D16_HI, 2, 0, 2, 1 },
};

/* The V# fields the emulator uses. */
struct vsharp {
	uint64_t base;
	uint32_t stride, num, swizzle, add_tid, oob;
};

static void vsharp(enum gs_gen gen, const uint32_t *s, struct vsharp *v)
{
	v->base = s[0] | (uint64_t)(s[1] & 0xffff) << 32;
	v->stride = s[1] >> 16 & 0x3fff;
	v->swizzle = gen == GS_GEN_GFX9 ? s[1] >> 31 : s[1] >> 30;
	v->num = s[2];
	v->add_tid = s[3] >> 23 & 1;
	v->oob = s[3] >> 28 & 3;
}

/* Is [off, off + bytes) of element index out of range? */
static int out_of_range(enum gs_gen gen, const struct vsharp *v, uint32_t index, uint64_t off, unsigned int bytes)
{
	uint64_t raw = (uint64_t)index * v->stride + off + bytes;

	if (gen == GS_GEN_GFX9)
		return v->stride ? index >= v->num : raw > v->num;
	switch (v->oob) {
	case 0: return index >= v->num || off + bytes > v->stride;
	case 1: return index >= v->num;
	case 2: return v->num == 0;
	default: return raw > v->num;
	}
}

static const struct bkind *kind_of(unsigned int sem)
{
	for (size_t i = 0; i < sizeof(kinds) / sizeof(kinds[0]); i++)
		if (kinds[i].sem == sem)
			return &kinds[i];
	return NULL;
}

/* ---- format loads ---- */

/* Numeric formats, in the order of llvm-mc-22's BUF_NUM_FORMAT_* (gfx9
 * codes 0-5, FLOAT is 7) and of the unified BUF_FMT_* groups. */
enum { NF_UNORM, NF_SNORM, NF_USCALED, NF_SSCALED, NF_UINT, NF_SINT, NF_FLOAT };

struct bfmt {
	unsigned int nc, bits, nf;  /* components, bits of each, numeric format */
};

/* gfx11/gfx12 unified FORMAT codes (llvm-mc-22's BUF_FMT_* names, the same
 * on both): runs of one data format over consecutive numeric formats.
 * The packed formats (10_11_11, 2_10_10_10, ... codes 30-41) are left out. */
static const struct { uint8_t first, nc, bits, nf0, n; } ufmt[] = {
	{ 1, 1, 8, NF_UNORM, 6 }, { 7, 1, 16, NF_UNORM, 7 }, { 14, 2, 8, NF_UNORM, 6 },
	{ 20, 1, 32, NF_UINT, 3 }, { 23, 2, 16, NF_UNORM, 7 }, { 42, 4, 8, NF_UNORM, 6 },
	{ 48, 2, 32, NF_UINT, 3 }, { 51, 4, 16, NF_UNORM, 7 }, { 58, 3, 32, NF_UINT, 3 },
	{ 61, 4, 32, NF_UINT, 3 },
};

/* The V#'s format: gfx9 DATA_FORMAT word3[18:15] and NUM_FORMAT [14:12]
 * (BUF_DATA_FORMAT_8 = 1, 16, 8_8, 32, 16_16 = 5, 8_8_8_8 = 10, 32_32,
 * 16_16_16_16, 32_32_32, 32_32_32_32 = 14), gfx11/gfx12 FORMAT [18:12].
 * 0 when it is none the emulator converts. */
static int vsharp_format(enum gs_gen gen, uint32_t w3, struct bfmt *f)
{
	if (gen == GS_GEN_GFX9) {
		static const uint8_t nc[16] = { 0, 1, 1, 2, 1, 2, 0, 0, 0, 0, 4, 2, 4, 3, 4, 0 };
		static const uint8_t bits[16] = { 0, 8, 16, 8, 32, 16, 0, 0, 0, 0, 8, 32, 16, 32, 32, 0 };
		unsigned int d = w3 >> 15 & 15, n = w3 >> 12 & 7;

		if (!nc[d] || n == 6 || (n == 7 && bits[d] == 8) || (n < 4 && bits[d] == 32))
			return 0;
		f->nc = nc[d];
		f->bits = bits[d];
		f->nf = n == 7 ? NF_FLOAT : n;
		return 1;
	}
	for (size_t i = 0; i < sizeof(ufmt) / sizeof(ufmt[0]); i++) {
		unsigned int c = w3 >> 12 & 0x7f;

		if (c >= ufmt[i].first && c < ufmt[i].first + ufmt[i].n) {
			f->nc = ufmt[i].nc;
			f->bits = ufmt[i].bits;
			f->nf = ufmt[i].nf0 + (c - ufmt[i].first);
			return 1;
		}
	}
	return 0;
}

static uint32_t f32_bits(double d)
{
	float f = (float)d;
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

/* Component raw (bits wide) of numeric format nf as the 32-bit register value. */
static uint32_t fmt_convert(const struct bfmt *f, uint32_t raw)
{
	int32_t sx = f->bits == 32 ? (int32_t)raw : (int32_t)(raw << (32 - f->bits)) >> (32 - f->bits);
	double max = (double)((1ull << f->bits) - 1), smax = (double)((1ull << (f->bits - 1)) - 1);

	switch (f->nf) {
	case NF_UNORM: return f32_bits(raw / max);
	case NF_SNORM: return f32_bits(sx / smax < -1.0 ? -1.0 : sx / smax);
	case NF_USCALED: return f32_bits(raw);
	case NF_SSCALED: return f32_bits(sx);
	case NF_UINT: return raw;
	case NF_SINT: return (uint32_t)sx;
	default: return f->bits == 16 ? f32_bits(gsi_f16_to_double((uint16_t)raw)) : raw;
	}
}

/*
 * buffer_load_format_x..xyzw: one element of the V#'s format (range-checked
 * all or nothing), its components converted to 32 bits (UNORM/SNORM to
 * [0,1]/[-1,1] floats, SCALED to floats, UINT/SINT extended, 16-bit FLOAT
 * to f32), the components the format lacks 0 (x, y, z) and 1 (w), then
 * register i gets what DST_SEL_i (word3 bits 3i+2:3i) selects: 0 zero,
 * 1 one (1.0 for the float-valued formats), 4..7 component x..w.  Out of
 * range: 0, except a SEL_1 channel, which still reads one.
 */
static int format_load(struct emu *e, struct wave *w, const struct gs_inst *in, const struct vsharp *v,
		       uint32_t w3, uint32_t soff, uint64_t exec, char *msg, size_t size)
{
	enum gs_gen gen = e->target->gen;
	int idxen = !!(in->buf & GS_BUF_IDXEN), offen = !!(in->buf & GS_BUF_OFFEN);
	unsigned int nch = in->op->dregs, eb;
	struct emu_op op = { .pc = w->pc, .cnt = EMU_CNT_LOAD, .reg = in->vdata };
	struct bfmt f = { 1, 32, NF_UINT };
	int known = vsharp_format(gen, w3, &f), sel1 = 0;
	uint32_t one;

	/* a format the emulator does not convert matters only when a lane
	 * reads memory or a channel selects one (out of range, the other
	 * channels read 0 whatever the format) */
	for (unsigned int i = 0; i < nch; i++)
		sel1 |= (w3 >> (3 * i) & 7) == 1;
	eb = f.nc * f.bits / 8;
	one = f.nf == NF_UINT || f.nf == NF_SINT ? 1u : 0x3f800000u;
	op.nregs = (uint16_t)nch;
	op.vals = calloc((size_t)nch * EMU_MAX_LANES, 4);
	if (!op.vals) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t index = (idxen ? w->v[in->vaddr][l] : 0) + (v->add_tid ? l : 0), comp[4] = { 0, 0, 0, one };
		uint64_t off = (offen ? (uint64_t)w->v[in->vaddr + idxen][l] : 0) + (uint32_t)in->imm;
		uint64_t va = v->base + soff + (uint64_t)index * v->stride + off;
		int oob;

		if (!(exec >> l & 1))
			continue;
		op.lanes |= 1ull << l;
		oob = out_of_range(gen, v, index, off, eb);
		if (!known && (!oob || sel1)) {
			snprintf(msg, size,
				 "%s: the V#'s format (word3 0x%08x) is not one the emulator converts (8/16/32-bit components, not packed)",
				 in->op->name, w3);
			free(op.vals);
			return GS_ERR_UNSUPPORTED;
		}
		if (!oob) {
			const uint8_t *p = gsi_emu_mem_ptr(e, va, eb);

			if (!p) {
				snprintf(msg, size,
					 "GPU page fault (emulated): lane %u reads %u bytes at 0x%llx (inside the V#'s range), which is not inside any buffer object",
					 l, eb, (unsigned long long)va);
				free(op.vals);
				return GS_ERR_FAULT;
			}
			gsi_emu_complete_overlap(e, w, va, eb);
			for (unsigned int c = 0; c < f.nc; c++) {
				uint32_t raw = 0;

				memcpy(&raw, p + c * f.bits / 8, f.bits / 8);
				comp[c] = fmt_convert(&f, raw);
			}
		}
		for (unsigned int i = 0; i < nch; i++) {
			unsigned int sel = w3 >> (3 * i) & 7;
			uint32_t val = sel == 1 ? one : sel >= 4 && !oob ? comp[sel - 4] : 0;

			op.vals[i * EMU_MAX_LANES + l] = val;
		}
	}
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}

/* buffer_atomic_*: the whole operand is range-checked as one (all or
 * nothing); a returning atomic (glc / sc0 / th:TH_ATOMIC_RETURN) applies at
 * issue, after this wave's older stores to the bytes, and returns the old
 * value (0 out of range) on LOADcnt; a non-returning one applies when
 * STOREcnt (gfx9: VMcnt) completes it (emu/atomic.c does the arithmetic). */
static int atomic(struct emu *e, struct wave *w, const struct gs_inst *in, const struct emu_atomic_op *at,
		  const struct vsharp *v, uint32_t soff, uint64_t exec, char *msg, size_t size)
{
	enum gs_gen gen = e->target->gen;
	int idxen = !!(in->buf & GS_BUF_IDXEN), offen = !!(in->buf & GS_BUF_OFFEN), rtn = in->rtn;
	unsigned int nd = gsi_emu_atomic_data_dwords(at), nr = gsi_emu_atomic_ret_dwords(at);
	struct emu_op op = { .pc = w->pc };

	if (in->vdata + nd > w->n_vgprs) {
		snprintf(msg, size, "%s: the data registers are outside the wave's %u allocated VGPRs", in->op->name,
			 w->n_vgprs);
		return GS_ERR_INVALID;
	}
	op.cnt = rtn || gen == GS_GEN_GFX9 ? EMU_CNT_LOAD : EMU_CNT_STORE;
	if (rtn) {
		op.reg = in->vdata;
		op.nregs = (uint16_t)nr;
		op.vals = calloc((size_t)nr * EMU_MAX_LANES, 4);
	} else {
		op.stores = calloc(EMU_MAX_LANES, sizeof(*op.stores));
	}
	if (rtn ? !op.vals : !op.stores) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t index = (idxen ? w->v[in->vaddr][l] : 0) + (v->add_tid ? l : 0), d[4], old[2];
		uint64_t off = (offen ? (uint64_t)w->v[in->vaddr + idxen][l] : 0) + (uint32_t)in->imm;
		uint64_t va = v->base + soff + (uint64_t)index * v->stride + off;
		uint8_t *p;

		if (!(exec >> l & 1))
			continue;
		if (rtn)
			op.lanes |= 1ull << l;
		if (out_of_range(gen, v, index, off, at->bytes))
			continue;
		p = gsi_emu_mem_ptr(e, va, at->bytes);
		if (!p) {
			snprintf(msg, size,
				 "GPU page fault (emulated): lane %u's %s of %u bytes at 0x%llx (inside the V#'s range) is not inside any buffer object",
				 l, in->op->name, at->bytes, (unsigned long long)va);
			free(op.vals);
			free(op.stores);
			return GS_ERR_FAULT;
		}
		for (unsigned int i = 0; i < nd; i++)
			d[i] = w->v[in->vdata + i][l];
		if (rtn) {
			gsi_emu_complete_overlap(e, w, va, at->bytes);
			gsi_emu_atomic_rmw(at, p, d, old);
			for (unsigned int i = 0; i < nr; i++)
				op.vals[i * EMU_MAX_LANES + l] = old[i];
		} else {
			struct emu_lane_store *st = &op.stores[op.n_stores++];

			st->va = va;
			st->n = (uint8_t)(at->bytes / 4);
			st->at = *at;
			memcpy(st->data, d, nd * 4);
		}
	}
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}

int gsi_emu_buffer(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		   size_t size)
{
	enum gs_gen gen = e->target->gen;
	const struct bkind *k = kind_of(in->op->sem);
	int idxen = !!(in->buf & GS_BUF_IDXEN), offen = !!(in->buf & GS_BUF_OFFEN);
	unsigned int nv = (unsigned int)(idxen + offen), ndw = k ? (k->bytes + 3u) / 4u : 0;
	unsigned int csize = k && k->bytes < 4 ? k->bytes : 4;  /* bytes of one checked component */
	struct emu_op op = { .pc = w->pc };
	struct vsharp v;
	uint32_t soff = 0;
	struct emu_atomic_op at;
	int is_fmt = !k && !strncmp(in->op->name, "buffer_load_format_", 19);
	int is_at = !k && !is_fmt && gsi_emu_atomic_parse(in->op->name, &at);

	if (!k && !is_at && !is_fmt) {
		snprintf(msg, size, "buffer instruction %s not emulated yet", in->op->name);
		return GS_ERR_UNSUPPORTED;
	}
	if (in->sbase + 4u > 106 || (nv && in->vaddr + nv > w->n_vgprs) || in->vdata + ndw > w->n_vgprs) {
		snprintf(msg, size, "%s: a register operand is outside the wave's SGPRs or its %u allocated VGPRs",
			 in->op->name, w->n_vgprs);
		return GS_ERR_INVALID;
	}
	vsharp(gen, &w->s[in->sbase], &v);
	if (v.swizzle) {
		snprintf(msg, size,
			 "%s: swizzled buffer addressing (V# s[%u:%u] has SWIZZLE_ENABLE set) is not emulated",
			 in->op->name, in->sbase, in->sbase + 3);
		return GS_ERR_UNSUPPORTED;
	}
	if (in->soffset != GS_OPR_NULL && !gsi_emu_scalar_src(w, in->soffset, 0, 0, &soff)) {
		snprintf(msg, size, "%s: soffset operand code %u not emulated", in->op->name, in->soffset);
		return GS_ERR_UNSUPPORTED;
	}
	if (is_at)
		return atomic(e, w, in, &at, &v, soff, exec, msg, size);
	if (is_fmt) {
		if (in->vdata + in->op->dregs > w->n_vgprs) {
			snprintf(msg, size, "%s: the destination is outside the wave's %u allocated VGPRs", in->op->name,
				 w->n_vgprs);
			return GS_ERR_INVALID;
		}
		return format_load(e, w, in, &v, w->s[in->sbase + 3], soff, exec, msg, size);
	}
	/* loads and stores complete in order on their counters; gfx9 has one */
	op.cnt = k->store && gen != GS_GEN_GFX9 ? EMU_CNT_STORE : EMU_CNT_LOAD;
	if (k->store) {
		op.stores = calloc(EMU_MAX_LANES * 4, sizeof(*op.stores));
	} else {
		op.reg = in->vdata;
		op.nregs = (uint16_t)ndw;
		op.d16 = k->d16;
		op.vals = calloc((size_t)ndw * EMU_MAX_LANES, 4);
	}
	if (k->store ? !op.stores : !op.vals) {
		free(op.stores);
		free(op.vals);
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t index, vidx = 0;
		uint64_t off, va;

		if (!(exec >> l & 1))
			continue;
		if (idxen)
			vidx = w->v[in->vaddr][l];
		index = vidx + (v.add_tid ? l : 0);
		off = (offen ? (uint64_t)w->v[in->vaddr + idxen][l] : 0) + (uint32_t)in->imm;
		va = v.base + soff + (uint64_t)index * v.stride + off;
		if (!k->store)
			op.lanes |= 1ull << l;
		for (unsigned int c = 0; c < ndw; c++) {
			uint64_t cva = va + 4u * c;
			uint8_t *p;
			uint32_t d;

			if (out_of_range(gen, &v, index, off + 4u * c, csize))
				continue;  /* loads read 0 (vals are zeroed), stores are dropped */
			p = gsi_emu_mem_ptr(e, cva, csize);
			if (!p) {
				snprintf(msg, size,
					 "GPU page fault (emulated): lane %u %s %u bytes at 0x%llx (inside the V#'s range), which is not inside any buffer object",
					 l, k->store ? "writes" : "reads", csize, (unsigned long long)cva);
				free(op.stores);
				free(op.vals);
				return GS_ERR_FAULT;
			}
			if (k->store) {
				struct emu_lane_store *st = &op.stores[op.n_stores++];

				d = w->v[in->vdata + c][l];
				if (k->d16 == 2)
					d >>= 16;
				st->va = cva;
				st->n = 1;
				st->bytes = (uint8_t)(csize < 4 ? csize : 0);
				st->data[0] = d;
				continue;
			}
			/* same-address order: this wave's older stores land first */
			gsi_emu_complete_overlap(e, w, cva, csize);
			d = 0;
			memcpy(&d, p, csize);
			if (k->sign && csize == 1)
				d = (uint32_t)(int32_t)(int8_t)d;
			else if (k->sign)
				d = (uint32_t)(int32_t)(int16_t)d;
			op.vals[c * EMU_MAX_LANES + l] = d;
		}
	}
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}
