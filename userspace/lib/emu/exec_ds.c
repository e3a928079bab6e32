// SPDX-License-Identifier: MIT
/*
 * DS instructions: LDS loads, stores, atomics and the lane permutes.
 *
 * The operation is read from the mnemonic (gfx11/gfx12 names and gfx9's
 * ds_read/ds_write spellings alike), so one rule covers every width and
 * variant instead of a case per semantic id.  LDS is accessed at issue, lane
 * by lane in ascending lane order (so lanes of one instruction that hit the
 * same address see each other's atomics in lane order), in the wave's
 * program order; loaded and returned values reach the registers when the
 * operation completes (LGKMcnt on gfx9/gfx11, DScnt on gfx12; waitcnt.c).
 *
 * Addresses: VADDR + the 16-bit OFFSET, used as is (no alignment mask).  The
 * two-address forms use OFFSET0/OFFSET1 (8 bits each) in units of the
 * element size (4 or 8 bytes), times 64 for the stride64 forms.  The sum
 * is 32 bits, wrapping before the bounds check: the guides' pseudocode adds
 * 32-bit operands (RDNA3/RDNA3.5 MEM[ADDR + OFFSET.u32], RDNA4
 * CalcDsAddr(vgpr_a.b32, offset.b32), CDNA3/CDNA4 CalcDsAddr(ADDR.b32, ...)),
 * and LLVM relies on it from gfx8 on (isDSOffsetLegal: a negative base with
 * a positive offset, e.g. s[63 - l] as v = -4 * l, offset:252).  The
 * addtid forms have no VADDR: M0[15:0] + OFFSET + lane id * 4 (the RDNA ISA
 * guides' LDS addressing table: M0 supplies the byte offset of the ADDTID
 * instructions only).  gfx9 (CDNA3/CDNA4) does not clamp LDS addresses
 * against M0: LLVM initialises M0 for LDS only before gfx9
 * (ldsRequiresM0Init), so no gfx9 kernel sets it.  An access outside the
 * workgroup's allocation is a memory violation (the wave fails).
 * ds_append/ds_consume count at M0 + OFFSET or OFFSET alone (see append());
 * ds_condxchg32_rtn_b64 at (VADDR + OFFSET) & 0xfff8.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/atomic.h"
#include "emu/emu.h"
#include "emu/load_tr.h"
#include "emu/op_fact.h"

enum ds_kind {
	DS_REFUSE, DS_NOP, DS_LOAD, DS_STORE, DS_LOAD2, DS_STORE2, DS_XCHG2, DS_ATOMIC,
	DS_TID_LOAD, DS_TID_STORE, DS_PERMUTE, DS_BPERMUTE, DS_SWIZZLE, DS_APPEND, DS_CONDXCHG,
	DS_TR,
};

struct ds_desc {
	uint8_t kind;       /* enum ds_kind */
	uint8_t bytes;      /* bytes per address (each one of a two-address form) */
	uint8_t sext;       /* sub-dword load: sign extend (to 32 bits, or 16 for d16) */
	uint8_t d16;        /* load into one half of the register: 1 low, 2 high */
	uint8_t hi;         /* store: the data's high 16 bits (b8/b16_d16_hi) */
	uint8_t fi;         /* ds_bpermute_fi_b32: inactive source lanes are read too */
	int8_t sign;        /* DS_APPEND: +1 ds_append, -1 ds_consume */
	uint16_t unit;      /* two-address forms: bytes per offset step */
	struct emu_atomic_op at;
	const char *why;    /* DS_REFUSE: why not */
};

/* gfx9 spellings -> gfx11 ones (prefix rewrites; the rest of the name is kept). */
static const struct { const char *g9, *g11; } spell[] = {
	{ "ds_read2st64_", "ds_load_2addr_stride64_" },
	{ "ds_read2_", "ds_load_2addr_" },
	{ "ds_write2st64_", "ds_store_2addr_stride64_" },
	{ "ds_write2_", "ds_store_2addr_" },
	{ "ds_wrxchg2st64_rtn_", "ds_storexchg_2addr_stride64_rtn_" },
	{ "ds_wrxchg2_rtn_", "ds_storexchg_2addr_rtn_" },
	{ "ds_read_", "ds_load_" },
	{ "ds_write_", "ds_store_" },
};

static int pre(const char **s, const char *p)
{
	size_t n = strlen(p);

	if (strncmp(*s, p, n))
		return 0;
	*s += n;
	return 1;
}

/* "b32" "u8" ...: bytes and signedness; 0 when not a width. */
static unsigned int width(const char *t, int *sign)
{
	static const struct { const char *t; uint8_t bytes, sign; } w[] = {
		{ "b8", 1, 0 }, { "u8", 1, 0 }, { "i8", 1, 1 }, { "b16", 2, 0 }, { "u16", 2, 0 },
		{ "i16", 2, 1 }, { "b32", 4, 0 }, { "b64", 8, 0 }, { "b96", 12, 0 }, { "b128", 16, 0 },
	};
	size_t n = strcspn(t, "_");

	for (size_t i = 0; i < sizeof(w) / sizeof(w[0]); i++)
		if (strlen(w[i].t) == n && !strncmp(t, w[i].t, n)) {
			*sign = w[i].sign;
			return w[i].bytes;
		}
	return 0;
}

static int refuse(struct ds_desc *d, const char *why)
{
	d->kind = DS_REFUSE;
	d->why = why;
	return 0;
}

/* Fill d from the mnemonic: 1, or 0 with d->kind DS_REFUSE. */
static int parse(const char *mnemonic, struct ds_desc *d)
{
	char name[64];
	const char *s = name;
	int sign = 0;

	memset(d, 0, sizeof(*d));
	snprintf(name, sizeof(name), "%s", mnemonic);
	for (size_t i = 0; i < sizeof(spell) / sizeof(spell[0]); i++)
		if (!strncmp(mnemonic, spell[i].g9, strlen(spell[i].g9))) {
			snprintf(name, sizeof(name), "%s%s", spell[i].g11, mnemonic + strlen(spell[i].g9));
			break;
		}
	if (!strcmp(s, "ds_nop")) {
		d->kind = DS_NOP;
	} else if (!strcmp(s, "ds_load_addtid_b32") || !strcmp(s, "ds_store_addtid_b32")) {
		d->kind = s[3] == 'l' ? DS_TID_LOAD : DS_TID_STORE;
		d->bytes = 4;
	} else if (!strcmp(s, "ds_permute_b32")) {
		d->kind = DS_PERMUTE;
	} else if (!strcmp(s, "ds_bpermute_b32") || !strcmp(s, "ds_bpermute_fi_b32")) {
		d->kind = DS_BPERMUTE;
		d->fi = s[12] == 'f';
	} else if (!strcmp(s, "ds_swizzle_b32")) {
		d->kind = DS_SWIZZLE;
	} else if (pre(&s, "ds_load_2addr_") || pre(&s, "ds_store_2addr_") ||
		   pre(&s, "ds_storexchg_2addr_")) {
		int st64 = pre(&s, "stride64_");

		d->kind = name[3] == 'l' ? DS_LOAD2 : name[8] == 'x' ? DS_XCHG2 : DS_STORE2;
		if (d->kind == DS_XCHG2 && !pre(&s, "rtn_"))
			return refuse(d, "unknown DS exchange form");
		d->bytes = (uint8_t)width(s, &sign);
		if ((d->bytes != 4 && d->bytes != 8) || s[3])
			return refuse(d, "unknown DS two-address width");
		d->unit = (uint16_t)(d->bytes * (st64 ? 64 : 1));
	} else if (gsi_emu_ds_tr_bits(mnemonic)) {  /* gfx950 ds_read_b64_tr_b16 ... (ds_tr.c) */
		d->kind = DS_TR;
		d->bytes = gsi_emu_ds_tr_bits(mnemonic) == 6 ? 12 : 8;
	} else if (strstr(s, "_tr_") || strstr(s, "_tr4_") || strstr(s, "_tr8_") || strstr(s, "_tr16_")) {
		refuse(d, "this transposing LDS load is not emulated: only gfx950's ds_read_b64_tr_b4/b8/b16 and ds_read_b96_tr_b6 are (ds_tr.c)");
	} else if (pre(&s, "ds_load_")) {
		d->kind = DS_LOAD;
		d->bytes = (uint8_t)width(s, &sign);
		d->sext = (uint8_t)sign;
		s += strcspn(s, "_");
		if (!strcmp(s, "_d16"))
			d->d16 = 1;
		else if (!strcmp(s, "_d16_hi"))
			d->d16 = 2;
		else if (*s)
			return refuse(d, "unknown DS load form");
		if (!d->bytes || (d->d16 && d->bytes > 2))
			return refuse(d, "unknown DS load width");
	} else if (pre(&s, "ds_store_")) {
		d->kind = DS_STORE;
		d->bytes = (uint8_t)width(s, &sign);
		s += strcspn(s, "_");
		if (!strcmp(s, "_d16_hi"))
			d->hi = 1;
		else if (*s)
			return refuse(d, "unknown DS store form");
		if (!d->bytes || (d->hi && d->bytes > 2))
			return refuse(d, "unknown DS store width");
	} else if (!strcmp(s, "ds_append") || !strcmp(s, "ds_consume")) {
		d->kind = DS_APPEND;
		d->sign = s[3] == 'a' ? 1 : -1;
	} else if (!strcmp(s, "ds_condxchg32_rtn_b64")) {
		d->kind = DS_CONDXCHG;
		d->bytes = 8;
	} else if (!strncmp(s, "ds_bvh_stack", 12)) {
		/* what the sources do and do not say: Documentation/emulator.rst */
		refuse(d, "ds_bvh_stack_* is not emulated: the RDNA3/RDNA4 guides (section 12.5.3) leave DECODE_ADDR/ENCODE_ADDR, INVALID_NODE, the ring wrap and an empty-stack pop undefined, and Mesa's RADV relies on more (a 128-byte entry stride, the terminal value 0xfffffffe, gfx12's skip values and address flags)");
	} else if (!strncmp(s, "ds_gws_", 7) || !strncmp(s, "ds_ordered", 10) || strstr(s, "_src2_")) {
		refuse(d, "GDS/GWS operations are not emulated");
	} else if (gsi_emu_atomic_parse(mnemonic, &d->at)) {
		d->kind = DS_ATOMIC;
		d->bytes = d->at.bytes;
	} else {
		return refuse(d, "DS instruction not emulated yet");
	}
	return d->kind != DS_REFUSE;
}

/* parse(), once per op (op_fact.h): every DS instruction asks, twice.
 * A refusal is a description too (its kind and why). */
static int parse_any(const char *mnemonic, struct ds_desc *d)
{
	parse(mnemonic, d);
	return 1;
}

static int describe(const struct gs_isa_op *op, struct ds_desc *d);
EMU_NAME_FACT(describe, struct ds_desc, parse_any)

static unsigned int dw(unsigned int bytes)
{
	return (bytes + 3) / 4;
}

void gsi_emu_ds_regs(const struct gs_inst *in, struct emu_ds_regs *r)
{
	struct ds_desc d;

	memset(r, 0, sizeof(*r));
	describe(in->op, &d);
	switch (d.kind) {
	case DS_LOAD:
	case DS_TR:
		r->addr = 1;
		r->dst = d.d16 ? 1 : dw(d.bytes);
		break;
	case DS_STORE:
		r->addr = 1;
		r->data0 = dw(d.bytes);
		break;
	case DS_LOAD2:
		r->addr = 1;
		r->dst = 2 * dw(d.bytes);
		break;
	case DS_STORE2:
	case DS_XCHG2:
		r->addr = 1;
		r->data0 = r->data1 = dw(d.bytes);
		r->dst = d.kind == DS_XCHG2 ? 2 * dw(d.bytes) : 0;
		break;
	case DS_ATOMIC:
		r->addr = 1;
		r->data0 = dw(d.bytes);
		r->data1 = d.at.two ? dw(d.bytes) : 0;
		r->dst = d.at.rtn ? dw(d.bytes) : 0;
		break;
	case DS_TID_LOAD:
		r->m0 = 1;
		r->dst = 1;
		break;
	case DS_TID_STORE:
		r->m0 = 1;
		r->data0 = 1;
		break;
	case DS_PERMUTE:
	case DS_BPERMUTE:
		r->addr = 1;
		r->data0 = 1;
		r->dst = 1;
		break;
	case DS_SWIZZLE:  /* the data is in the address operand */
		r->addr = 1;
		r->dst = 1;
		break;
	case DS_APPEND:  /* no VGPR operand: M0 and OFFSET give the address */
		r->m0 = 1;
		r->dst = 1;
		break;
	case DS_CONDXCHG:
		r->addr = 1;
		r->data0 = 2;
		r->dst = 2;
		break;
	default:  /* refused: the table's counts */
		r->addr = 1;
		r->data0 = in->op->sregs;
		r->dst = in->op->dregs;
		break;
	}
}

struct ds {
	struct emu *e;
	struct wave *w;
	const struct gs_inst *in;
	char *msg;
	size_t size;
	int st;  /* why lds_ptr failed: GS_ERR_FAULT or GS_ERR_HAZARD */
	int dma;  /* the checker is on and an LDS-DMA load is in flight: ask per access */
};

/* [addr, addr + bytes) of the workgroup's LDS, or NULL with msg set when it
 * is outside the allocation -- a memory violation on a GPU. */
static uint8_t *lds_ptr(struct ds *x, uint32_t addr, unsigned int bytes, int write, unsigned int lane)
{
	x->st = GS_ERR_HAZARD;
	if (x->dma && gsi_emu_lds_dma_hazard(x->e, x->w, addr, bytes, x->msg, x->size))
		return NULL;
	x->st = GS_ERR_FAULT;
	if ((uint64_t)addr + bytes <= x->w->lds_size)
		return x->w->lds + addr;
	snprintf(x->msg, x->size,
		 "LDS memory violation (emulated): lane %u %s %u bytes at LDS address 0x%x, outside the workgroup's %u bytes of LDS (.amdhsa_group_segment_fixed_size, allocated in 512-byte granules)",
		 lane, write ? "writes" : "reads", bytes, addr, x->w->lds_size);
	return NULL;
}

/* Source lane of ds_bpermute_b32 / destination lane of ds_permute_b32 for
 * lane l: the byte address / 4.  RDNA3 (gfx11) selects within the lane's own
 * 32-lane half even in wave64; RDNA4 (gfx12) across the whole wave (RDNA3 ISA
 * pp.137-138, RDNA4 ISA p.163). */
static unsigned int permute_lane(const struct ds *x, uint32_t byte_addr, unsigned int l)
{
	uint32_t idx = byte_addr / 4;

	if (x->e->target->gen == GS_GEN_GFX11)
		return (l & ~31u) | (idx & 31);
	return idx % x->w->lanes;
}

/* 5-bit bit reversal (ds_swizzle_b32's FFT mode). */
static unsigned int rev5(unsigned int v)
{
	unsigned int r = 0;

	for (int i = 0; i < 5; i++)
		r |= ((v >> i) & 1) << (4 - i);
	return r;
}

/* ds_swizzle_b32's source lane for lane l: the ISA guides' pseudocode
 * (RDNA3/RDNA4/CDNA3, identical), always within the lane's own 32-lane half.
 *   offset >= 0xe000 FFT: j = (rev5(l) >> popcount(mask)) | (l & mask), mask
 *     offset[4:0];
 *   offset >= 0xc000 rotate: j = (l & mask) | ((l + r) & ~mask & 31), r =
 *     offset[9:5], negated when offset[10] is set (rotate right), mask
 *     offset[4:0] -- the pseudocode omits the & 31, its examples (the last
 *     lane of a left rotate by 1 reads lane 0) need it;
 *   offset[15] set: quad permute (lane k of a quad reads offset[2k+1:2k]);
 *   else bitmask mode: j = ((l & and_mask) | or_mask) ^ xor_mask (masks in
 *     offset[4:0], [9:5], [14:10]). */
static unsigned int swizzle_lane(unsigned int off, unsigned int l)
{
	unsigned int mask = off & 0x1f, i = l & 0x1f, j;

	if (off >= 0xe000) {
		j = (rev5(i) >> __builtin_popcount(mask)) | (i & mask);
	} else if (off >= 0xc000) {
		unsigned int r = (off >> 5) & 0x1f;

		if (off & 0x400)
			r = 32 - r;
		j = (i & mask) | ((i + r) & ~mask & 0x1f);
	} else if (off & 0x8000) {
		j = (i & ~3u) | ((off >> ((l & 3) * 2)) & 3);
	} else {
		j = ((i & (off & 0x1f)) | ((off >> 5) & 0x1f)) ^ ((off >> 10) & 0x1f);
	}
	return j | (l & 0x20);
}

static uint32_t vg(const struct ds *x, unsigned int r, unsigned int l)
{
	return x->w->v[r][l];
}

/* The register ranges the instruction names exist in the allocation. */
static int regs_ok(struct ds *x, const struct emu_ds_regs *r)
{
	const struct { unsigned int reg, n; } u[] = {
		{ x->in->vaddr, r->addr }, { x->in->vdata, r->data0 }, { x->in->vdata1, r->data1 },
		{ x->in->vdst, r->dst },
	};

	for (size_t i = 0; i < sizeof(u) / sizeof(u[0]); i++)
		if (u[i].n && u[i].reg + u[i].n > x->w->n_vgprs) {
			snprintf(x->msg, x->size,
				 "uses v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
				 u[i].reg + u[i].n - 1, x->w->n_vgprs);
			return 0;
		}
	return 1;
}

/* One lane of the LDS-accessing kinds: 0, or a gs_status with msg set. */
static int lane_op(struct ds *x, const struct ds_desc *d, struct emu_op *op, unsigned int l)
{
	const struct gs_inst *in = x->in;
	unsigned int off = (unsigned int)in->imm & 0xffff, n = dw(d->bytes);
	/* 32-bit sums: the address wraps (see the top of the file) */
	uint32_t a = d->kind == DS_TID_LOAD || d->kind == DS_TID_STORE
		     ? (x->w->s[GS_OPR_M0] & 0xffff) + off + 4u * l : vg(x, in->vaddr, l) + off;
	uint32_t data[8] = { 0 }, old[4] = { 0 };
	uint8_t *p, *p1;

	switch (d->kind) {
	case DS_LOAD:
	case DS_TID_LOAD:
		if (!(p = lds_ptr(x, a, d->bytes, 0, l)))
			return x->st;
		memcpy(data, p, d->bytes);
		if (d->bytes == 1)
			data[0] = d->sext ? (uint32_t)(int32_t)(int8_t)data[0] : data[0];
		else if (d->bytes == 2)
			data[0] = d->sext ? (uint32_t)(int32_t)(int16_t)data[0] : data[0];
		for (unsigned int i = 0; i < (d->d16 ? 1 : n); i++)
			op->vals[i * EMU_MAX_LANES + l] = data[i];
		return 0;
	case DS_STORE:
	case DS_TID_STORE:
		if (!(p = lds_ptr(x, a, d->bytes, 1, l)))
			return x->st;
		for (unsigned int i = 0; i < n; i++)
			data[i] = vg(x, in->vdata + i, l);
		if (d->hi)
			data[0] >>= 16;
		memcpy(p, data, d->bytes);
		return 0;
	case DS_LOAD2:
	case DS_STORE2:
	case DS_XCHG2: {
		uint32_t a0 = vg(x, in->vaddr, l) + (off & 0xff) * d->unit;
		uint32_t a1 = vg(x, in->vaddr, l) + (off >> 8) * d->unit;
		int wr = d->kind != DS_LOAD2;

		if (!(p = lds_ptr(x, a0, d->bytes, wr, l)) || !(p1 = lds_ptr(x, a1, d->bytes, wr, l)))
			return x->st;
		if (d->kind != DS_STORE2) {  /* the old values, before either write */
			memcpy(old, p, d->bytes);
			memcpy(old + n, p1, d->bytes);
			for (unsigned int i = 0; i < 2 * n; i++)
				op->vals[i * EMU_MAX_LANES + l] = old[i];
		}
		if (wr) {
			for (unsigned int i = 0; i < n; i++) {
				data[i] = vg(x, in->vdata + i, l);
				data[n + i] = vg(x, in->vdata1 + i, l);
			}
			memcpy(p, data, d->bytes);
			memcpy(p1, data + n, d->bytes);
		}
		return 0;
	}
	case DS_CONDXCHG: {
		/* two dwords at (VADDR + OFFSET) & 0xfff8 (the guides' 16-bit mask):
		 * each returns its old value and takes DATA's dword with bit 31
		 * cleared when that bit is set (RDNA3/RDNA4/CDNA3 pseudocode) */
		uint32_t a0 = ((uint32_t)vg(x, in->vaddr, l) + off) & 0xfff8u;

		if (!(p = lds_ptr(x, a0, 8, 1, l)))
			return x->st;
		memcpy(old, p, 8);
		for (unsigned int i = 0; i < 2; i++) {
			uint32_t v = vg(x, in->vdata + i, l);

			op->vals[i * EMU_MAX_LANES + l] = old[i];
			if (v >> 31) {
				v &= 0x7fffffffu;
				memcpy(p + 4 * i, &v, 4);
			}
		}
		return 0;
	}
	case DS_ATOMIC:
		if (!(p = lds_ptr(x, a, d->bytes, 1, l)))
			return x->st;
		for (unsigned int i = 0; i < n; i++) {
			data[i] = vg(x, in->vdata + i, l);
			if (d->at.two)
				data[n + i] = vg(x, in->vdata1 + i, l);
		}
		gsi_emu_atomic_rmw(&d->at, p, data, old);
		if (op->vals)
			for (unsigned int i = 0; i < n; i++)
				op->vals[i * EMU_MAX_LANES + l] = old[i];  /* the pre-op value */
		return 0;
	default:
		return 0;
	}
}

/* ds_append / ds_consume: one 32-bit add of +-popcount(EXEC) at the
 * counter, its old value returned to every active lane (the guides: "do one
 * atomic add for first valid lane and broadcast result"); EXEC 0 does
 * nothing.  The counter's LDS address: RDNA3 (gfx11) M0.base + OFFSET;
 * RDNA4 (gfx12), CDNA3 and CDNA4 OFFSET alone.  LLVM 22 writes the LDS
 * pointer to M0 and folds constants into OFFSET on every target
 * (AMDGPUISelDAGToDAG SelectDSAppendConsume), so on gfx12/gfx9 the two
 * readings agree only when M0 is 0: other M0 values are refused. */
static int append(struct ds *x, const struct ds_desc *d, struct emu_op *op, uint64_t exec)
{
	unsigned int off = (unsigned int)x->in->imm & 0xffff, first = (unsigned int)__builtin_ctzll(exec | (1ull << 63));
	uint32_t m0 = x->w->s[GS_OPR_M0], old, v;
	uint32_t a = off;
	uint8_t *p;

	if (!exec)
		return 0;
	if (x->e->target->gen == GS_GEN_GFX11) {
		if (m0 > 0xffff) {
			snprintf(x->msg, x->size,
				 "%s with M0 = 0x%x: the RDNA3 guide counts at M0.base + OFFSET but does not say which M0 bits form the base of an LDS counter; emulated only for M0 below 0x10000",
				 x->in->op->name, m0);
			return GS_ERR_UNSUPPORTED;
		}
		a += m0;
	} else if (m0) {
		snprintf(x->msg, x->size,
			 "%s with M0 = 0x%x: the %s ISA guide counts an LDS counter at OFFSET alone, while LLVM 22 puts the counter's address in M0; the two readings differ unless M0 is 0, so this is not emulated (set M0 to 0 and the address in offset:)",
			 x->in->op->name, m0, x->e->target->gen == GS_GEN_GFX12 ? "RDNA4" : "CDNA3/CDNA4");
		return GS_ERR_UNSUPPORTED;
	}
	if (a & 3) {
		snprintf(x->msg, x->size,
			 "%s at LDS address 0x%x: the ISA guides support only dword-aligned append counters",
			 x->in->op->name, a);
		return GS_ERR_UNSUPPORTED;
	}
	if (!(p = lds_ptr(x, a, 4, 1, first)))
		return x->st;
	memcpy(&old, p, 4);
	v = old + (uint32_t)d->sign * (uint32_t)__builtin_popcountll(exec);
	memcpy(p, &v, 4);
	for (unsigned int l = 0; l < x->w->lanes; l++)
		if (exec >> l & 1)
			op->vals[l] = old;
	return 0;
}

int gsi_emu_ds_op(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		  size_t size)
{
	struct ds x = { e, w, in, msg, size, 0, e->check && gsi_emu_lds_dma_pending(w) };
	struct ds_desc d;
	struct emu_ds_regs r;
	unsigned int lanes = w->lanes, off = (unsigned int)in->imm & 0xffff;
	/* gfx12 counts DS on DScnt; gfx9/gfx11 on LGKMcnt, shared with scalar loads */
	struct emu_op op = { .cnt = e->target->features & GS_FEAT_SPLIT_WAITCNT ? EMU_CNT_DS : EMU_CNT_KM,
			     .pc = w->pc };
	int st = 0;

	describe(in->op, &d);
	if (d.kind == DS_REFUSE) {
		snprintf(msg, size, "%s", d.why);
		return GS_ERR_UNSUPPORTED;
	}
	if (d.kind == DS_NOP)
		return 0;
	if (d.kind == DS_TR)  /* lanes exchange rows: its own loop (ds_tr.c) */
		return gsi_emu_ds_tr(e, w, in, exec, msg, size);
	gsi_emu_ds_regs(in, &r);
	if (!regs_ok(&x, &r))
		return GS_ERR_FAULT;
	if (r.dst) {
		op.reg = in->vdst;
		op.nregs = (uint16_t)r.dst;
		op.lanes = exec;
		op.d16 = d.d16;
		op.vals = calloc((size_t)r.dst * EMU_MAX_LANES, 4);
		if (!op.vals) {
			snprintf(msg, size, "out of memory for a DS operation in flight");
			return GS_ERR_NOMEM;
		}
	}
	switch (d.kind) {
	case DS_BPERMUTE:
		for (unsigned int l = 0; l < lanes; l++) {
			unsigned int s;

			if (!(exec >> l & 1))
				continue;
			s = permute_lane(&x, vg(&x, in->vaddr, l) + off, l);
			/* an inactive source lane gives 0; the _fi form reads every lane,
			 * EXEC only choosing which lanes are written (RDNA4 guide, LDS
			 * lane-permute operations) */
			op.vals[l] = d.fi || exec >> s & 1 ? vg(&x, in->vdata, s) : 0;
		}
		break;
	case DS_PERMUTE:
		/* inactive lanes send nothing; the highest source lane wins */
		for (unsigned int l = 0; l < lanes; l++)
			if (exec >> l & 1)
				op.vals[permute_lane(&x, vg(&x, in->vaddr, l) + off, l)] = vg(&x, in->vdata, l);
		break;
	case DS_SWIZZLE:
		for (unsigned int l = 0; l < lanes; l++) {
			unsigned int s;

			if (!(exec >> l & 1))
				continue;
			s = swizzle_lane(off, l);
			op.vals[l] = exec >> s & 1 ? vg(&x, in->vaddr, s) : 0;  /* invalid thread: 0 */
		}
		break;
	case DS_APPEND:
		st = append(&x, &d, &op, exec);
		op.lds_write = 1;
		break;
	default:
		for (unsigned int l = 0; l < lanes && !st; l++)
			if (exec >> l & 1)
				st = lane_op(&x, &d, &op, l);
		op.lds_write = d.kind != DS_LOAD && d.kind != DS_LOAD2 && d.kind != DS_TID_LOAD;
		break;
	}
	if (st) {
		free(op.vals);
		return st;
	}
	if (!gsi_emu_op_issue(e, w, &op)) {
		snprintf(msg, size, "out of memory for a DS operation in flight");
		return GS_ERR_NOMEM;
	}
	return 0;
}
