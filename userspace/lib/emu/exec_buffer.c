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
 *
 * Format loads and stores (buffer_*_format_*, tbuffer_*) convert through
 * emu/format.c; gfx9 loads with lds (LDS DMA) write LDS instead of VGPRs
 * (lds_dma below).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/format.h"
#include "emu/minifloat.h"
#include "emu/op_fact.h"
#include "emu/timing.h"
#include "emu/scratch.h"  /* the LDS DMA rule (exec_vmem.c) */

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

/* ---- format loads and stores (buffer_*_format_*, tbuffer_*) ---- */

/* What a format instruction moves, from its mnemonic (read once per op,
 * op_fact.h): buffer_load_format_xy, tbuffer_store_format_d16_x (gfx9
 * spelling), buffer_load_d16_hi_format_x (gfx11/gfx12 spelling), ... */
struct fop {
	int tbuf, store;
	unsigned int nch;  /* channels x.. */
	unsigned int d16;  /* 0: a register per channel; 1: 16-bit channels, two per
			      register from the low half; 2: d16_hi, one channel in
			      the high half */
};

static int fop_of(const struct gs_isa_op *op, struct fop *o);

static int fop_parse(const char *name, struct fop *o)
{
	const char *p = name, *ch;

	memset(o, 0, sizeof(*o));
	if (*p == 't') {
		o->tbuf = 1;
		p++;
	}
	if (strncmp(p, "buffer_", 7))
		return 0;
	p += 7;
	if (!strncmp(p, "store_", 6))
		o->store = 1;
	else if (strncmp(p, "load_", 5))
		return 0;
	if (!strstr(p, "format_"))
		return 0;
	o->d16 = strstr(p, "d16_hi") ? 2 : strstr(p, "d16") ? 1 : 0;
	ch = strrchr(p, '_') + 1;
	if (strcmp(ch, "x") && strcmp(ch, "xy") && strcmp(ch, "xyz") && strcmp(ch, "xyzw"))
		return 0;
	o->nch = (unsigned int)strlen(ch);
	return 1;
}

EMU_NAME_FACT(fop_of, struct fop, fop_parse)

static unsigned int fop_regs(const struct fop *o)
{
	return o->d16 == 2 ? 1 : o->d16 ? (o->nch + 1) / 2 : o->nch;
}

/* The element format: a tbuffer's FORMAT field (decode_buf.c leaves it in
 * in->literal; gfx9 dfmt | nfmt << 4), else the V#'s: gfx9 DATA_FORMAT
 * word3[18:15] and NUM_FORMAT [14:12], gfx11/gfx12 FORMAT [18:12]. */
static int op_format(enum gs_gen gen, const struct gs_inst *in, const struct fop *o, uint32_t w3,
		     struct gsi_fmt *f, char *why, size_t n)
{
	if (gen == GS_GEN_GFX9)
		return o->tbuf ? gsi_fmt_from_gfx9(in->literal & 15, in->literal >> 4 & 7, f, why, n)
			       : gsi_fmt_from_gfx9(w3 >> 15 & 15, w3 >> 12 & 7, f, why, n);
	return gsi_fmt_from_unified(gen, o->tbuf ? in->literal & 0x7f : w3 >> 12 & 0x7f, f, why, n);
}

/* A 32-bit register value of a format load as the 16-bit value a d16 form
 * returns: f16 (round to nearest even) for the float-valued formats, the
 * low 16 bits for UINT / SINT. */
static uint32_t to_d16(const struct gsi_fmt *f, uint32_t v)
{
	float x;

	if (gsi_fmt_is_int(f))
		return v & 0xffff;
	memcpy(&x, &v, 4);
	return gsi_mf_encode(GS_MF_F16, x, 0, 0, 0) & 0xffff;
}

/* A d16 store's 16-bit channel as the 32-bit value gsi_fmt_pack takes. */
static uint32_t from_d16(const struct gsi_fmt *f, uint32_t h)
{
	float x;
	uint32_t u;

	h &= 0xffff;
	if (f->nf == GSI_NF_UINT)
		return h;
	if (f->nf == GSI_NF_SINT)
		return (uint32_t)(int32_t)(int16_t)h;
	x = (float)gsi_mf_decode(GS_MF_F16, h);
	memcpy(&u, &x, 4);
	return u;
}

/*
 * Format loads: one element of the format (range-checked all or nothing),
 * its components converted by gsi_fmt_unpack (the components the format
 * lacks 0 for x, y, z and 1 for w), then channel i gets what DST_SEL_i (V#
 * word3 bits 3i+2:3i) selects: 0 zero, 1 one (1.0 for the float-valued
 * formats), 4..7 component x..w.  Out of range: 0, except a SEL_1 channel,
 * which still reads one.  d16 forms: each channel as f16 (float-valued
 * formats) or its low 16 bits, two per register (x low, y high; the high
 * half of d16_xyz's second register 0), d16_x into the low half and
 * d16_hi_x into the high half of the register, the other half kept.
 */
static int format_load(struct emu *e, struct wave *w, const struct gs_inst *in, const struct fop *o,
		       const struct vsharp *v, uint32_t w3, uint32_t soff, uint64_t exec, char *msg, size_t size)
{
	enum gs_gen gen = e->target->gen;
	int idxen = !!(in->buf & GS_BUF_IDXEN), offen = !!(in->buf & GS_BUF_OFFEN);
	unsigned int nch = o->nch, nregs = fop_regs(o);
	struct emu_op op = { .pc = w->pc, .cnt = EMU_CNT_LOAD, .reg = in->vdata };
	struct gsi_fmt f;
	char why[200];
	int known = op_format(gen, in, o, w3, &f, why, sizeof(why)), sel1 = 0;
	uint32_t one = known ? gsi_fmt_one(&f) : 0x3f800000u;

	/* a format the emulator does not convert matters only when a lane
	 * reads memory or a channel selects one (out of range, the other
	 * channels read 0 whatever the format) */
	for (unsigned int i = 0; i < nch; i++)
		sel1 |= (w3 >> (3 * i) & 7) == 1;
	op.nregs = (uint16_t)nregs;
	op.d16 = (uint8_t)(nch == 1 ? o->d16 : 0);
	op.vals = calloc((size_t)nregs * EMU_MAX_LANES, 4);
	if (!op.vals) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t index = (idxen ? w->v[in->vaddr][l] : 0) + (v->add_tid ? l : 0), comp[4] = { 0, 0, 0, one };
		uint64_t off = (offen ? (uint64_t)w->v[in->vaddr + idxen][l] : 0) + (uint32_t)in->imm;
		uint64_t va = v->base + soff + (uint64_t)index * v->stride + off;
		uint32_t ch[4];
		int oob;

		if (!(exec >> l & 1))
			continue;
		op.lanes |= 1ull << l;
		oob = out_of_range(gen, v, index, off, known ? f.bytes : 1);
		if (!known && (!oob || sel1)) {
			snprintf(msg, size, "%s: %s", in->op->name, why);
			free(op.vals);
			return GS_ERR_UNSUPPORTED;
		}
		if (!oob) {
			const uint8_t *p = gsi_emu_vptr(e, w, va, f.bytes);

			if (!p) {
				snprintf(msg, size,
					 "GPU page fault (emulated): lane %u reads %u bytes at 0x%llx (inside the V#'s range), which is not inside any buffer object",
					 l, f.bytes, (unsigned long long)va);
				free(op.vals);
				return GS_ERR_FAULT;
			}
			gsi_emu_complete_overlap(e, w, va, f.bytes);
			gsi_fmt_unpack(&f, p, comp);
		}
		for (unsigned int i = 0; i < nch; i++) {
			unsigned int sel = w3 >> (3 * i) & 7;

			ch[i] = sel == 1 ? one : sel >= 4 && !oob ? comp[sel - 4] : 0;
			if (o->d16)
				ch[i] = known ? to_d16(&f, ch[i]) : ch[i] ? 0x3c00 : 0;
		}
		for (unsigned int r = 0; r < nregs; r++) {
			uint32_t val = ch[o->d16 == 1 ? 2 * r : r];

			if (o->d16 == 1 && 2 * r + 1 < nch)
				val |= ch[2 * r + 1] << 16;
			op.vals[r * EMU_MAX_LANES + l] = val;
		}
	}
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}

/*
 * Format stores: the channels converted by gsi_fmt_pack into one element
 * (range-checked all or nothing, like the loads).  A store of fewer
 * channels than the format has writes only those components' bytes, which
 * needs byte-aligned components: a packed format (2_10_10_10, 10_11_11, ...)
 * is stored whole or refused.  Channels beyond the format's are ignored.
 * d16 forms take the channels from register halves (f16 for the
 * float-valued formats, 16-bit integers for UINT / SINT).  They count on
 * STOREcnt (gfx9: VMcnt) and land when it completes them, as other stores.
 */
static int format_store(struct emu *e, struct wave *w, const struct gs_inst *in, const struct fop *o,
			const struct vsharp *v, uint32_t w3, uint32_t soff, uint64_t exec, char *msg, size_t size)
{
	enum gs_gen gen = e->target->gen;
	int idxen = !!(in->buf & GS_BUF_IDXEN), offen = !!(in->buf & GS_BUF_OFFEN), aligned = 1;
	struct emu_op op = { .pc = w->pc, .cnt = gen == GS_GEN_GFX9 ? EMU_CNT_LOAD : EMU_CNT_STORE };
	struct gsi_fmt f;
	char why[200];
	int known = op_format(gen, in, o, w3, &f, why, sizeof(why));
	unsigned int nw;

	for (unsigned int c = 0; c < f.nc; c++)
		aligned &= f.bits[c] % 8 == 0;
	nw = o->nch < f.nc ? o->nch : f.nc;
	if (known && nw < f.nc && !aligned) {
		snprintf(msg, size,
			 "%s: storing %u of the %u components of a packed format (word3 0x%08x) would write part of a word; not emulated",
			 in->op->name, nw, f.nc, w3);
		return GS_ERR_UNSUPPORTED;
	}
	op.stores = calloc(EMU_MAX_LANES * 4, sizeof(*op.stores));
	if (!op.stores) {
		snprintf(msg, size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t index = (idxen ? w->v[in->vaddr][l] : 0) + (v->add_tid ? l : 0), ch[4] = { 0, 0, 0, 0 };
		uint64_t off = (offen ? (uint64_t)w->v[in->vaddr + idxen][l] : 0) + (uint32_t)in->imm;
		uint64_t va = v->base + soff + (uint64_t)index * v->stride + off;
		uint8_t el[16] = { 0 };
		unsigned int pos = 0;

		if (!(exec >> l & 1))
			continue;
		if (out_of_range(gen, v, index, off, known ? f.bytes : 1))
			continue;  /* dropped */
		if (!known) {
			snprintf(msg, size, "%s: %s", in->op->name, why);
			free(op.stores);
			return GS_ERR_UNSUPPORTED;
		}
		if (!gsi_emu_mem_ptr(e, va, f.bytes)) {
			snprintf(msg, size,
				 "GPU page fault (emulated): lane %u writes %u bytes at 0x%llx (inside the V#'s range), which is not inside any buffer object",
				 l, f.bytes, (unsigned long long)va);
			free(op.stores);
			return GS_ERR_FAULT;
		}
		for (unsigned int i = 0; i < o->nch; i++) {
			uint32_t r = w->v[in->vdata + (o->d16 == 1 ? i / 2 : i)][l];

			if (o->d16 == 2)
				r >>= 16;
			else if (o->d16 == 1)
				r >>= 16 * (i % 2);
			ch[i] = o->d16 ? from_d16(&f, r) : r;
		}
		gsi_fmt_pack(&f, ch, el);
		if (nw == f.nc) {  /* the whole element: one store */
			struct emu_lane_store *st = &op.stores[op.n_stores++];

			st->va = va;
			st->bytes = (uint8_t)(f.bytes < 4 ? f.bytes : 0);
			st->n = (uint8_t)(f.bytes < 4 ? 1 : f.bytes / 4);
			memcpy(st->data, el, f.bytes);
			continue;
		}
		for (unsigned int c = 0; c < nw; c++) {  /* byte-aligned components */
			struct emu_lane_store *st = &op.stores[op.n_stores++];
			unsigned int cb = f.bits[c] / 8;

			st->va = va + pos;
			st->bytes = (uint8_t)(cb < 4 ? cb : 0);
			st->n = 1;
			memcpy(st->data, el + pos, cb);
			pos += cb;
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
		p = gsi_emu_vptr(e, w, va, at->bytes);
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

/*
 * gfx9 (gfx942, gfx950) buffer loads with lds (LDS DMA): no VGPR is
 * written; each active lane's data goes to LDS by the one rule of
 * gsi_emu_lds_dma_put (exec_vmem.c, shared with global_load_lds_* and
 * scratch_load_lds_*): M0 (16 bits, gfx950 18) + inst_offset + lane * 4
 * (lane * 16 for the 12- and 16-byte loads), a byte/short zero- or
 * sign-extended to the lane's dword.  The immediate offset applies to both
 * addresses, soffset and the VGPR offset to the memory address only
 * (AMDGPUUsage, llvm.amdgcn.*.buffer.load.lds).  The memory side is an
 * ordinary load's (range-checked per dword, 0 out of range).  LDS is
 * written at issue; the operation counts on VMcnt (LLVM waits vmcnt before
 * reading LDS-DMA data), so a missing wait is not detected.  Format loads
 * with lds are refused.
 */
static int lds_dma(struct emu *e, struct wave *w, const struct gs_inst *in, const struct bkind *k,
		   const struct vsharp *v, uint32_t soff, uint64_t exec, char *msg, size_t size)
{
	enum gs_gen gen = e->target->gen;
	int idxen = !!(in->buf & GS_BUF_IDXEN), offen = !!(in->buf & GS_BUF_OFFEN);
	struct emu_vmem_kind vk;
	unsigned int csize;

	if (!k || k->store || k->d16) {
		snprintf(msg, size,
			 "%s with lds (LDS DMA): not emulated (only buffer_load_ubyte/sbyte/ushort/sshort/dword/dwordx3/dwordx4 are)",
			 in->op->name);
		return GS_ERR_UNSUPPORTED;
	}
	vk.bytes = k->bytes;
	vk.sign = k->sign;
	vk.d16 = 0;
	csize = k->bytes < 4 ? k->bytes : 4;
	for (unsigned int l = 0; l < w->lanes; l++) {
		uint32_t index = (idxen ? w->v[in->vaddr][l] : 0) + (v->add_tid ? l : 0);
		uint64_t off = (offen ? (uint64_t)w->v[in->vaddr + idxen][l] : 0) + (uint32_t)in->imm;
		uint64_t va = v->base + soff + (uint64_t)index * v->stride + off;
		uint8_t data[16] = { 0 };
		int st;

		if (!(exec >> l & 1))
			continue;
		for (unsigned int c = 0; c * 4 < k->bytes; c++) {
			const uint8_t *p;

			if (out_of_range(gen, v, index, off + 4u * c, csize))
				continue;
			p = gsi_emu_vptr(e, w, va + 4u * c, csize);
			if (!p) {
				snprintf(msg, size,
					 "GPU page fault (emulated): lane %u reads %u bytes at 0x%llx (inside the V#'s range), which is not inside any buffer object",
					 l, csize, (unsigned long long)(va + 4u * c));
				return GS_ERR_FAULT;
			}
			gsi_emu_complete_overlap(e, w, va + 4u * c, csize);
			memcpy(data + 4 * c, p, csize);
		}
		st = gsi_emu_lds_dma_put(e, w, in, l, &vk, data, msg, size);
		if (st)
			return st;
	}
	return gsi_emu_lds_dma_issue(e, w, msg, size);
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
	struct fop fo;
	int is_fmt = !k && fop_of(in->op, &fo);
	int is_at = !k && !is_fmt && gsi_emu_atomic_of(in->op, &at);

	if (is_fmt)
		ndw = fop_regs(&fo);
	if (!k && !is_at && !is_fmt) {
		snprintf(msg, size, "buffer instruction %s not emulated yet", in->op->name);
		return GS_ERR_UNSUPPORTED;
	}
	if (in->buf & GS_BUF_LDS)
		ndw = 0;  /* no VGPR data */
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
	if (in->buf & GS_BUF_LDS)
		return lds_dma(e, w, in, k, &v, soff, exec, msg, size);
	if (is_fmt)
		return (fo.store ? format_store : format_load)(e, w, in, &fo, &v, w->s[in->sbase + 3], soff, exec, msg,
							       size);
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
			p = gsi_emu_vptr(e, w, cva, csize);
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
