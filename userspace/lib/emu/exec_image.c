// SPDX-License-Identifier: MIT
/*
 * Image loads, stores, atomics, image_msaa_load and image_get_resinfo
 * (gfx11 MIMG, gfx12 VIMAGE/VSAMPLE): the T# (emu/tsharp.c) gives the base, size, format, swizzle,
 * levels and slices; the emulator addresses images as linear (SW_MODE 0,
 * its own level layout, tsharp.c) and refuses tiled swizzle modes.
 *
 * Per lane: integer coordinates from the address VGPRs (a16: 16-bit halves,
 * low first), in the order x[, y][, z | face | slice][, fragment][, mip];
 * mip counts from the T#'s BASE_LEVEL; the slice of an array (and the face
 * of a cube) from BASE_ARRAY.  A coordinate outside the level, a slice past
 * DEPTH, a fragment past the samples or a level past LAST_LEVEL is out of
 * range: loads return 0 in every component, stores and atomics are dropped
 * (a returning atomic returns 0).
 *
 * Loads convert the texel with the format (emu/format.c), apply DST_SEL and
 * return the dmask components in order, one VGPR each or, with d16, two per
 * VGPR (f16 for float formats, the low 16 bits of integers).  _pck loads
 * return the raw component bits (zero-extended, _sgn sign-extended) without
 * DST_SEL; _pck stores write raw bits.  Stores take the dmask components in
 * order (the others 0) without DST_SEL.
 *
 * Counters: loads, resinfo and returning atomics on LOADcnt (gfx11 VMcnt),
 * stores and non-returning atomics on STOREcnt (gfx11 VScnt), like the
 * other vector memory instructions.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/emu.h"
#include "emu/format.h"
#include "emu/op_fact.h"
#include "emu/sampler.h"
#include "emu/tsharp.h"
#include "emu/timing.h"

enum ikind { IK_LOAD, IK_STORE, IK_ATOMIC, IK_RESINFO, IK_SAMPLE, IK_MSAA };

/* What the name says, once per op (op_fact.h).  An atomic's operation
 * depends on the instruction's dmask too: both widths are kept and
 * atomic_op picks one. */
struct iop {
	enum ikind kind;
	int mip, pck, sgn;
	int cmp;                     /* image_atomic_cmpswap: two data values */
	unsigned char at_ok[2];      /* [0] 32-bit, [1] 64-bit */
	struct emu_atomic_op at[2];
};

static int classify(const struct gs_isa_op *op, struct iop *k);
static void atomic_parse(const char *op, struct iop *k);

static int classify_op(const struct gs_isa_op *op, struct iop *k)
{
	const char *n = op->name;

	memset(k, 0, sizeof(*k));
	k->mip = strstr(n, "_mip") != NULL;
	k->pck = strstr(n, "_pck") != NULL;
	k->sgn = strstr(n, "_sgn") != NULL;
	if (!strncmp(n, "image_load", 10))
		k->kind = IK_LOAD;
	else if (!strncmp(n, "image_store", 11))
		k->kind = IK_STORE;
	else if (!strncmp(n, "image_atomic_", 13))
		k->kind = IK_ATOMIC;
	else if (!strcmp(n, "image_get_resinfo"))
		k->kind = IK_RESINFO;
	else if (!strncmp(n, "image_sample", 12) || !strncmp(n, "image_gather4", 13) || !strcmp(n, "image_get_lod"))
		k->kind = IK_SAMPLE;
	else if (!strcmp(n, "image_msaa_load"))
		k->kind = IK_MSAA;
	else
		return 0;
	if (k->kind == IK_ATOMIC)
		atomic_parse(n + 13, k);
	return 1;
}

EMU_OP_FACT(classify, struct iop, classify_op)

/* ---- f16 (d16 data) ---- */

static uint16_t f32_to_f16(uint32_t x)
{
	uint32_t sign = (x >> 16) & 0x8000, mant = x & 0x7fffff;
	int exp = (int)((x >> 23) & 0xff);

	if (exp == 0xff)
		return (uint16_t)(sign | 0x7c00 | (mant ? 0x200 | mant >> 13 : 0));
	exp -= 127 - 15;
	if (exp >= 31)
		return (uint16_t)(sign | 0x7c00);
	if (exp <= 0) {  /* subnormal or zero: shift in the implicit bit, round to nearest even */
		uint32_t m = mant | 0x800000, shift = (uint32_t)(14 - exp), r;

		if (shift > 24)
			return (uint16_t)sign;
		r = m >> shift;
		if ((m & ((1u << shift) - 1)) > (1u << (shift - 1)) ||
		    ((m & ((1u << shift) - 1)) == (1u << (shift - 1)) && (r & 1)))
			r++;
		return (uint16_t)(sign | r);
	}
	{
		uint32_t r = (uint32_t)exp << 10 | mant >> 13, rest = mant & 0x1fff;

		if (rest > 0x1000 || (rest == 0x1000 && (r & 1)))
			r++;  /* may carry into the exponent, up to infinity: correct */
		return (uint16_t)(sign | r);
	}
}

static uint32_t f16_to_f32(uint16_t h)
{
	uint32_t sign = (uint32_t)(h & 0x8000) << 16, exp = (h >> 10) & 0x1f, mant = h & 0x3ff;

	if (exp == 0x1f)
		return sign | 0x7f800000 | mant << 13;
	if (exp == 0) {
		float f = ldexpf((float)mant, -24);
		uint32_t u;

		memcpy(&u, &f, 4);
		return sign | u;
	}
	return sign | (exp + 112) << 23 | mant << 13;
}

/* ---- component access for _pck ---- */

static unsigned int comp_lo(const struct gsi_fmt *f, unsigned int c)
{
	unsigned int lo = 0;

	for (unsigned int i = 0; i < c; i++)
		lo += f->bits[i];
	return lo;
}

static uint64_t texel_bits(const uint8_t *p, unsigned int bytes)
{
	uint64_t v = 0;

	memcpy(&v, p, bytes < 8 ? bytes : 8);
	return v;
}

static void raw_unpack(const struct gsi_fmt *f, const uint8_t *p, int sgn, uint32_t out[4])
{
	for (unsigned int c = 0; c < 4; c++) {
		unsigned int b = c < f->nc ? f->bits[c] : 0, lo = comp_lo(f, c);
		uint32_t v;

		out[c] = 0;
		if (!b)
			continue;
		if (lo + b <= 64) {
			v = (uint32_t)(texel_bits(p, f->bytes) >> lo);
		} else {  /* 128-bit formats: components are whole dwords */
			memcpy(&v, p + lo / 8, 4);
		}
		if (b < 32) {
			v &= (1u << b) - 1;
			if (sgn && v >> (b - 1))
				v |= ~((1u << b) - 1);
		}
		out[c] = v;
	}
}

static void raw_pack(const struct gsi_fmt *f, const uint32_t in[4], uint8_t *p)
{
	memset(p, 0, f->bytes);
	for (unsigned int c = 0; c < f->nc && c < 4; c++) {
		unsigned int b = f->bits[c], lo = comp_lo(f, c);
		uint32_t v = b < 32 ? in[c] & ((1u << b) - 1) : in[c];

		if (lo % 8 == 0 && b % 8 == 0) {
			memcpy(p + lo / 8, &v, b / 8);
		} else {  /* sub-byte packed components: fit inside 64 bits */
			uint64_t t = texel_bits(p, f->bytes) | (uint64_t)v << lo;

			memcpy(p, &t, f->bytes < 8 ? f->bytes : 8);
		}
	}
}

/* ---- the instruction ---- */

struct ictx {
	struct emu *e;
	struct wave *w;
	const struct gs_inst *in;
	struct gsi_tsharp t;
	struct gsi_fmt f;
	struct iop k;
	char *msg;
	size_t size;
};

static uint32_t addr_comp(const struct ictx *x, unsigned int l, unsigned int i)
{
	const struct gs_img *m = &x->in->img;

	if (m->a16) {
		uint32_t v = x->w->v[gsi_emu_img_addr_reg(x->in, i / 2)][l];

		return (i & 1 ? v >> 16 : v) & 0xffff;
	}
	return x->w->v[gsi_emu_img_addr_reg(x->in, i)][l];
}

/* The texel's address for lane l, 0 when out of range (*oob), or -1 (msg set). */
static int texel_addr(struct ictx *x, unsigned int l, uint64_t *va, int *oob)
{
	static const uint8_t ncoord[8] = { 1, 2, 3, 3, 2, 3, 3, 4 };
	unsigned int dim = x->in->img.dim, n = ncoord[dim], type = x->t.type;
	uint32_t c[5] = { 0 }, mip = 0, xx, yy = 0, slice = 0, frag = 0, level;
	struct gsi_img_level lv;

	for (unsigned int i = 0; i < n; i++)
		c[i] = addr_comp(x, l, i);
	if (x->k.mip)
		mip = addr_comp(x, l, n);
	xx = c[0];
	switch (type) {
	case GSI_IMG_1D: break;
	case GSI_IMG_1D_ARRAY: slice = c[1]; break;
	case GSI_IMG_2D: yy = c[1]; break;
	case GSI_IMG_3D: yy = c[1]; slice = c[2]; break;
	case GSI_IMG_CUBE: case GSI_IMG_2D_ARRAY: yy = c[1]; slice = c[2]; break;
	case GSI_IMG_2D_MSAA: yy = c[1]; frag = c[2]; break;
	case GSI_IMG_2D_MSAA_ARRAY: yy = c[1]; slice = c[2]; frag = c[3]; break;
	}
	/* the instruction's dim supplies the coordinates; the T#'s type places them */
	if (dim + 8 != type && !(dim + 8 == GSI_IMG_2D_ARRAY && type == GSI_IMG_CUBE)) {
		snprintf(x->msg, x->size,
			 "%s: the instruction's dim (SQ_RSRC_IMG type %u) differs from the T#'s TYPE %u (s[%u:%u]); the emulator runs matching ones only",
			 x->in->op->name, dim + 8, type, x->in->img.rsrc, x->in->img.rsrc + 7);
		return -1;
	}
	level = x->t.base_level + mip;
	*oob = level > x->t.last_level;
	if (*oob)
		return 0;
	if (!gsi_tsharp_level(&x->t, level, x->f.bytes, &lv, x->msg, x->size))
		return -1;
	if (type != GSI_IMG_3D)
		slice += x->t.base_array;
	*oob = xx >= lv.w || yy >= lv.h || slice >= lv.slices || frag >= lv.samples;
	*va = x->t.base + lv.offset +
	      ((((uint64_t)slice * lv.h + yy) * lv.pitch + xx) * lv.samples + frag) * x->f.bytes;
	return 0;
}

static int fault(struct ictx *x, unsigned int l, uint64_t va, int write)
{
	snprintf(x->msg, x->size,
		 "GPU page fault (emulated): lane %u's %s %s %u bytes at 0x%llx (a texel inside the T#'s extent), which is not inside any buffer object",
		 l, x->in->op->name, write ? "writes" : "reads", x->f.bytes, (unsigned long long)va);
	return GS_ERR_FAULT;
}

/* The four channels a load returns for one texel. */
static void load_texel(const struct ictx *x, const uint8_t *p, uint32_t out[4])
{
	uint32_t raw[4];

	if (x->k.pck) {
		raw_unpack(&x->f, p, x->k.sgn, out);
		return;
	}
	gsi_fmt_unpack(&x->f, p, raw);
	for (unsigned int i = 0; i < 4; i++) {
		unsigned int s = x->t.sel[i];

		out[i] = s >= GSI_SEL_X ? raw[s - GSI_SEL_X] : s == GSI_SEL_1 ? gsi_fmt_one(&x->f) : 0;
	}
}

/* dmask components of ch[] into the data registers' values d[]. */
static void to_regs(const struct ictx *x, const uint32_t ch[4], int is_float, uint32_t d[4])
{
	unsigned int n = 0;

	memset(d, 0, 4 * sizeof(*d));
	for (unsigned int i = 0; i < 4; i++) {
		uint32_t v = ch[i];

		if (!(x->in->img.dmask >> i & 1))
			continue;
		if (x->in->img.d16) {
			v = is_float ? f32_to_f16(v) : v & 0xffff;
			d[n / 2] |= v << (16 * (n & 1));
		} else {
			d[n] = v;
		}
		n++;
	}
}

static void from_regs(const struct ictx *x, unsigned int l, int is_float, uint32_t ch[4])
{
	unsigned int n = 0;

	memset(ch, 0, 4 * sizeof(*ch));
	for (unsigned int i = 0; i < 4; i++) {
		uint32_t v;

		if (!(x->in->img.dmask >> i & 1))
			continue;
		if (x->in->img.d16) {
			v = (x->w->v[x->in->vdata + n / 2][l] >> (16 * (n & 1))) & 0xffff;
			v = is_float ? f16_to_f32((uint16_t)v) : v;
		} else {
			v = x->w->v[x->in->vdata + n][l];
		}
		ch[i] = v;
		n++;
	}
}

static int resinfo(struct ictx *x, uint64_t exec)
{
	struct emu_op op = { .pc = x->w->pc, .cnt = EMU_CNT_LOAD, .reg = x->in->vdata,
			     .nregs = x->in->img.ndata };

	op.vals = calloc((size_t)op.nregs * EMU_MAX_LANES, 4);
	if (!op.vals) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < x->w->lanes; l++) {
		uint32_t ch[4] = { 0 }, d[4];
		unsigned int level = x->t.base_level + addr_comp(x, l, 0);
		struct gsi_img_level lv;

		if (!(exec >> l & 1))
			continue;
		op.lanes |= 1ull << l;
		if (level <= x->t.last_level) {
			if (!gsi_tsharp_level(&x->t, level, 1, &lv, x->msg, x->size)) {
				free(op.vals);
				return GS_ERR_UNSUPPORTED;
			}
			ch[0] = lv.w;
			ch[1] = x->t.type == GSI_IMG_1D_ARRAY ? lv.slices - x->t.base_array : lv.h;
			ch[2] = x->t.type == GSI_IMG_3D ? lv.d
				: x->t.type == GSI_IMG_1D_ARRAY || lv.slices == 1 ? 1 : lv.slices - x->t.base_array;
			ch[3] = (uint32_t)(x->t.last_level - x->t.base_level + 1);
		}
		to_regs(x, ch, 0, d);
		for (unsigned int i = 0; i < op.nregs; i++)
			op.vals[i * EMU_MAX_LANES + l] = d[i];
	}
	if (!gsi_emu_op_issue(x->e, x->w, &op)) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}

/* The buffer-atomic spelling of an image atomic (emu/atomic.c reads the
 * operation from it): gfx11 add/smin/umax..., gfx12 add_uint/min_int/
 * max_flt...; the 64-bit one (_b64/_u64/...) where the 32-bit spelling
 * ends in 32.  op is the name past "image_atomic_". */
static void atomic_parse(const char *op, struct iop *k)
{
	static const struct { const char *img, *buf; } map[] = {
		{ "add", "add_u32" }, { "add_uint", "add_u32" }, { "sub", "sub_u32" }, { "sub_uint", "sub_u32" },
		{ "smin", "min_i32" }, { "min_int", "min_i32" }, { "umin", "min_u32" }, { "min_uint", "min_u32" },
		{ "smax", "max_i32" }, { "max_int", "max_i32" }, { "umax", "max_u32" }, { "max_uint", "max_u32" },
		{ "and", "and_b32" }, { "or", "or_b32" }, { "xor", "xor_b32" }, { "inc", "inc_u32" },
		{ "inc_uint", "inc_u32" }, { "dec", "dec_u32" }, { "dec_uint", "dec_u32" }, { "swap", "swap_b32" },
		{ "cmpswap", "cmpswap_b32" }, { "add_flt", "add_f32" }, { "min_flt", "min_num_f32" },
		{ "max_flt", "max_num_f32" }, { "pk_add_f16", "pk_add_f16" }, { "pk_add_bf16", "pk_add_bf16" },
	};

	k->cmp = !strcmp(op, "cmpswap");
	for (size_t i = 0; i < sizeof(map) / sizeof(map[0]); i++) {
		char name[64];
		size_t n;

		if (strcmp(op, map[i].img))
			continue;
		n = (size_t)snprintf(name, sizeof(name), "buffer_atomic_%s", map[i].buf);
		k->at_ok[0] = gsi_emu_atomic_parse(name, &k->at[0]) != 0;
		if (n > 2 && !strcmp(name + n - 2, "32")) {
			memcpy(name + n - 2, "64", 2);
			k->at_ok[1] = gsi_emu_atomic_parse(name, &k->at[1]) != 0;
		}
		return;
	}
}

/* The operation of the width dmask asks for: one dword per value (cmpswap
 * two), 64-bit with two (cmpswap four); 0 for another dmask. */
static int atomic_op(const struct ictx *x, struct emu_atomic_op *at)
{
	unsigned int nd = (unsigned int)__builtin_popcount(x->in->img.dmask);
	int w = nd == (x->k.cmp ? 4u : 2u) ? 1 : nd == (x->k.cmp ? 2u : 1u) ? 0 : -1;

	if (w < 0 || !x->k.at_ok[w])
		return 0;
	*at = x->k.at[w];
	return 1;
}

static int atomic(struct ictx *x, uint64_t exec)
{
	struct emu_atomic_op at;
	int rtn = x->in->rtn;
	unsigned int nd, nr;
	struct emu_op op = { .pc = x->w->pc };

	if (!atomic_op(x, &at)) {
		snprintf(x->msg, x->size, "%s with dmask 0x%x: not an atomic width the emulator runs (dmask 0x1 or 0x3, cmpswap 0x3 or 0xf)",
			 x->in->op->name, x->in->img.dmask);
		return GS_ERR_UNSUPPORTED;
	}
	if (x->f.bytes != at.bytes || x->f.nc != 1 + (x->f.bytes == 8 && x->f.bits[0] == 32)) {
		snprintf(x->msg, x->size,
			 "%s on a %u-byte, %u-component texel format (T# FORMAT %u): the emulator applies image atomics to one 32-bit component (64-bit: one or two 32-bit components) of the operation's width only",
			 x->in->op->name, x->f.bytes, x->f.nc, x->t.format);
		return GS_ERR_UNSUPPORTED;
	}
	nd = gsi_emu_atomic_data_dwords(&at);
	nr = gsi_emu_atomic_ret_dwords(&at);
	op.cnt = rtn ? EMU_CNT_LOAD : EMU_CNT_STORE;
	if (rtn) {
		op.reg = x->in->vdata;
		op.nregs = (uint16_t)nr;
		op.vals = calloc((size_t)nr * EMU_MAX_LANES, 4);
	} else {
		op.stores = calloc(EMU_MAX_LANES, sizeof(*op.stores));
	}
	if (rtn ? !op.vals : !op.stores) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < x->w->lanes; l++) {
		uint32_t d[4], old[2];
		uint64_t va = 0;
		uint8_t *p;
		int oob = 0, st;

		if (!(exec >> l & 1))
			continue;
		if (rtn)
			op.lanes |= 1ull << l;
		st = texel_addr(x, l, &va, &oob);
		if (st < 0 || oob) {
			if (st < 0) {
				free(op.vals);
				free(op.stores);
				return GS_ERR_UNSUPPORTED;
			}
			continue;
		}
		if (!(p = gsi_emu_vptr(x->e, x->w, va, at.bytes))) {
			free(op.vals);
			free(op.stores);
			return fault(x, l, va, 1);
		}
		for (unsigned int i = 0; i < nd; i++)
			d[i] = x->w->v[x->in->vdata + i][l];
		if (rtn) {
			gsi_emu_complete_overlap(x->e, x->w, va, at.bytes);
			gsi_emu_atomic_rmw(&at, p, d, old);
			for (unsigned int i = 0; i < nr; i++)
				op.vals[i * EMU_MAX_LANES + l] = old[i];
		} else {
			struct emu_lane_store *s = &op.stores[op.n_stores++];

			s->va = va;
			s->n = (uint8_t)(at.bytes / 4);
			s->at = at;
			memcpy(s->data, d, nd * 4);
		}
	}
	if (!gsi_emu_op_issue(x->e, x->w, &op)) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}

static int load_store(struct ictx *x, uint64_t exec)
{
	int store = x->k.kind == IK_STORE, is_float = !x->k.pck && !gsi_fmt_is_int(&x->f);
	unsigned int nreg = x->in->img.ndata, bytes = x->f.bytes;
	struct emu_op op = { .pc = x->w->pc, .cnt = store ? EMU_CNT_STORE : EMU_CNT_LOAD };

	if (store && bytes != 1 && bytes != 2 && bytes % 4) {
		snprintf(x->msg, x->size, "%s: a %u-byte texel format is not stored by the emulator", x->in->op->name, bytes);
		return GS_ERR_UNSUPPORTED;
	}
	if (store) {
		op.stores = calloc(EMU_MAX_LANES, sizeof(*op.stores));
	} else {
		op.reg = x->in->vdata;
		op.nregs = (uint16_t)nreg;
		op.vals = calloc((size_t)nreg * EMU_MAX_LANES, 4);
	}
	if (store ? !op.stores : !op.vals) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < x->w->lanes; l++) {
		uint32_t ch[4] = { 0 }, d[4];
		uint64_t va = 0;
		uint8_t *p = NULL;
		int oob = 0, st;

		if (!(exec >> l & 1))
			continue;
		if (!store)
			op.lanes |= 1ull << l;
		st = texel_addr(x, l, &va, &oob);
		if (st < 0) {
			free(op.vals);
			free(op.stores);
			return GS_ERR_UNSUPPORTED;
		}
		if (oob)
			continue;  /* loads read 0 (vals are zeroed), stores are dropped */
		if (!(p = gsi_emu_vptr(x->e, x->w, va, bytes))) {
			free(op.vals);
			free(op.stores);
			return fault(x, l, va, store);
		}
		if (store) {
			struct emu_lane_store *s = &op.stores[op.n_stores++];
			uint8_t buf[16];

			from_regs(x, l, is_float, ch);
			if (x->k.pck)
				raw_pack(&x->f, ch, buf);
			else
				gsi_fmt_pack(&x->f, ch, buf);
			s->va = va;
			s->bytes = (uint8_t)(bytes < 4 ? bytes : 0);
			s->n = (uint8_t)(bytes < 4 ? 1 : bytes / 4);
			memset(s->data, 0, sizeof(s->data));
			memcpy(s->data, buf, bytes);
			continue;
		}
		gsi_emu_complete_overlap(x->e, x->w, va, bytes);  /* this wave's older stores land first */
		load_texel(x, p, ch);
		to_regs(x, ch, is_float, d);
		for (unsigned int i = 0; i < nreg; i++)
			op.vals[i * EMU_MAX_LANES + l] = d[i];
	}
	if (!gsi_emu_op_issue(x->e, x->w, &op)) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}

/*
 * image_msaa_load (RDNA3 guide 10.1, RDNA4 guide 10.1: "Load up to 4
 * samples of 1 component from an MSAA resource with a user-specified
 * fragment ID ... Uses DMASK as component select - it behaves like gather4
 * ops and returns 4 VGPR (2 if D16=1)"): the DMASK component (after the
 * format conversion and DST_SEL, as gather4's) of samples F .. F + 3 of the
 * texel, F the fragment-id address component.  LLVM only emits F a
 * multiple of 4 (AMDGPUImageIntrinsicOptimizer: F / 4 * 4, element F % 4);
 * what other F return is not documented, so the emulator refuses them.
 * Samples past the T#'s count (2^LAST_LEVEL) and texels out of range read
 * 0.  Counted on SAMPLEcnt on gfx12 (LLVM SIInsertWaitcnts: MSAA base
 * opcodes are VMEM_SAMPLER), on VMcnt on gfx11.
 */
static int msaa_load(struct ictx *x, uint64_t exec)
{
	const struct gs_img *m = &x->in->img;
	unsigned int dm = m->dmask, ncoord = m->dim == 7 ? 4 : 3;
	int is_float = !gsi_fmt_is_int(&x->f);
	struct emu_op op = { .pc = x->w->pc, .reg = x->in->vdata, .nregs = m->ndata,
			     .cnt = x->e->target->gen == GS_GEN_GFX12 ? EMU_CNT_SAMPLE : EMU_CNT_LOAD };
	struct gs_inst in4 = *x->in;
	struct ictx y = *x;
	uint32_t samples = 1u << (x->t.last_level & 7);

	if (m->dim != 6 && m->dim != 7) {
		snprintf(x->msg, x->size, "image_msaa_load with dim %u: it needs SQ_RSRC_IMG_2D_MSAA or _2D_MSAA_ARRAY", m->dim);
		return GS_ERR_INVALID;
	}
	if (!dm || (dm & (dm - 1))) {
		snprintf(x->msg, x->size,
			 "image_msaa_load needs exactly one DMASK bit (the component it returns of 4 samples), not 0x%x", dm);
		return GS_ERR_INVALID;
	}
	in4.img.dmask = 0xf;  /* the four samples fill the registers as four components */
	y.in = &in4;
	op.vals = calloc((size_t)op.nregs * EMU_MAX_LANES, 4);
	if (!op.vals) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < x->w->lanes; l++) {
		uint32_t frag = addr_comp(x, l, ncoord - 1), ch[4] = { 0 }, d[4];
		uint64_t va = 0;
		int oob = 0, st;

		if (!(exec >> l & 1))
			continue;
		if (frag & 3) {
			snprintf(x->msg, x->size,
				 "image_msaa_load: lane %u's fragment id %u is not a multiple of 4; which 4 samples the hardware returns then is not documented (RDNA3/RDNA4 guides), so the emulator refuses it",
				 l, frag);
			free(op.vals);
			return GS_ERR_UNSUPPORTED;
		}
		op.lanes |= 1ull << l;
		if ((st = texel_addr(x, l, &va, &oob)) < 0) {
			free(op.vals);
			return GS_ERR_UNSUPPORTED;
		}
		for (unsigned int i = 0; i < 4 && !oob && frag + i < samples; i++) {
			uint64_t a = va + (uint64_t)i * x->f.bytes;  /* samples follow each other (tsharp.c) */
			uint32_t t[4];
			uint8_t *p = gsi_emu_vptr(x->e, x->w, a, x->f.bytes);

			if (!p) {
				free(op.vals);
				return fault(x, l, a, 0);
			}
			gsi_emu_complete_overlap(x->e, x->w, a, x->f.bytes);
			load_texel(x, p, t);
			ch[i] = t[__builtin_ctz(dm)];
		}
		to_regs(&y, ch, is_float, d);
		for (unsigned int i = 0; i < op.nregs; i++)
			op.vals[i * EMU_MAX_LANES + l] = d[i];
	}
	if (!gsi_emu_op_issue(x->e, x->w, &op)) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}

/* ---- sampling through emu/sampler.c ---- */

/* The sampler's texel fetch: in-range coordinates of an absolute level. */
static int fetch(void *ctx, int xx, int yy, int z, unsigned int level, uint32_t texel[4])
{
	struct ictx *x = ctx;
	struct gsi_img_level lv;
	uint64_t va;
	uint8_t *p;

	if (!gsi_tsharp_level(&x->t, level, x->f.bytes, &lv, x->msg, x->size))
		return GS_ERR_UNSUPPORTED;
	if (xx < 0 || yy < 0 || z < 0 || (uint32_t)xx >= lv.w || (uint32_t)yy >= lv.h || (uint32_t)z >= lv.slices) {
		memset(texel, 0, 16);
		return GS_OK;
	}
	va = x->t.base + lv.offset + (((uint64_t)z * lv.h + (uint32_t)yy) * lv.pitch + (uint32_t)xx) * x->f.bytes;
	if (!(p = gsi_emu_vptr(x->e, x->w, va, x->f.bytes))) {
		snprintf(x->msg, x->size,
			 "GPU page fault (emulated): %s reads %u bytes at 0x%llx (a texel inside the T#'s extent), which is not inside any buffer object",
			 x->in->op->name, x->f.bytes, (unsigned long long)va);
		return GS_ERR_FAULT;
	}
	gsi_emu_complete_overlap(x->e, x->w, va, x->f.bytes);
	load_texel(x, p, texel);
	return GS_OK;
}

static int sample(struct ictx *x, uint64_t exec)
{
	const struct gs_img *m = &x->in->img;
	struct gsi_addr_comp ac[GSI_ADDR_MAX];
	struct gsi_ssharp ss;
	struct gsi_img_view v = { 0 };
	struct gsi_sample_in si[EMU_MAX_LANES];
	unsigned int flags, n, ndw, lanes = x->w->lanes;
	int is_float = !gsi_fmt_is_int(&x->f), st;
	/* gfx12 counts samples on SAMPLEcnt; gfx11 on VMcnt with the loads */
	struct emu_op op = { .pc = x->w->pc, .reg = x->in->vdata, .nregs = m->ndata,
			     .cnt = x->e->target->gen == GS_GEN_GFX12 ? EMU_CNT_SAMPLE : EMU_CNT_LOAD };

	if (m->samp + 4u > 106) {
		snprintf(x->msg, x->size, "%s: the S# s[%u:%u] is outside the SGPRs", x->in->op->name, m->samp, m->samp + 3);
		return GS_ERR_INVALID;
	}
	if ((st = gsi_emu_ssharp_read(x->e->target->gen, &x->w->s[m->samp], &ss, x->msg, x->size)) != 0)
		return st;
	if (m->dim > 5 || gsi_emu_sample_flags(x->in->op->name, &flags) ||
	    (st = gsi_emu_sample_layout(flags, (enum gsi_img_dim)m->dim, m->a16, ac, &n, &ndw, x->msg, x->size)) != 0) {
		if (!st)
			snprintf(x->msg, x->size, "%s with dim %u: not emulated", x->in->op->name, m->dim);
		return GS_ERR_UNSUPPORTED;
	}
	if (m->dim + 8u != x->t.type && !(m->dim == GSI_DIM_2D_ARRAY && x->t.type == GSI_IMG_CUBE)) {
		snprintf(x->msg, x->size,
			 "%s: the instruction's dim (SQ_RSRC_IMG type %u) differs from the T#'s TYPE %u; the emulator samples matching ones only",
			 x->in->op->name, m->dim + 8, x->t.type);
		return GS_ERR_UNSUPPORTED;
	}
	v.dim = (enum gsi_img_dim)m->dim;
	v.width = x->t.width;
	v.height = x->t.height;
	v.depth = x->t.type == GSI_IMG_3D ? x->t.depth : 1;
	v.base_level = x->t.base_level;
	v.last_level = x->t.last_level;
	v.base_array = x->t.base_array;
	v.last_array = x->t.depth - 1;
	v.numclass = is_float ? GSI_IMG_FLOAT : x->f.nf == GSI_NF_SINT ? GSI_IMG_SINT : GSI_IMG_UINT;
	v.fetch = fetch;
	v.ctx = x;
	memset(si, 0, sizeof(si));
	for (unsigned int l = 0; l < lanes; l++) {
		uint32_t dw[GSI_ADDR_MAX];

		for (unsigned int i = 0; i < ndw && i < GSI_ADDR_MAX; i++)
			dw[i] = x->w->v[gsi_emu_img_addr_reg(x->in, i)][l];
		gsi_emu_sample_unpack(ac, n, dw, &si[l]);
		si[l].flags = flags;
		si[l].unorm = m->unorm;
		si[l].dmask = m->dmask;
	}
	/* implicit derivatives (no _l, _lz, _d): from the lane's quad, coarse */
	if (!(flags & (GSI_SMP_L | GSI_SMP_LZ | GSI_SMP_D)))
		for (unsigned int l = 0; l < lanes; l++)
			for (unsigned int c = 0; c < gsi_emu_dim_derivs(v.dim); c++) {
				float q[4];

				for (unsigned int i = 0; i < 4; i++)
					q[i] = si[(l & ~3u) + i].coord[c];
				gsi_emu_quad_derivs(q, &si[l].dh[c], &si[l].dv[c]);
			}
	op.vals = calloc((size_t)op.nregs * EMU_MAX_LANES, 4);
	if (!op.vals) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	for (unsigned int l = 0; l < lanes; l++) {
		uint32_t out[4], d[4];
		struct gs_img one = *m;

		if (!(exec >> l & 1))
			continue;
		op.lanes |= 1ull << l;
		if ((st = gsi_emu_sample(&ss, &v, &si[l], out, x->msg, x->size)) != 0) {
			free(op.vals);
			return st;
		}
		if (flags & GSI_SMP_GATHER) {  /* four values of one component */
			struct ictx y = *x;
			struct gs_inst in4 = *x->in;

			one.dmask = 0xf;
			in4.img = one;
			y.in = &in4;
			to_regs(&y, out, is_float, d);
		} else {
			to_regs(x, out, is_float || (flags & GSI_SMP_GET_LOD), d);
		}
		for (unsigned int i = 0; i < op.nregs; i++)
			op.vals[i * EMU_MAX_LANES + l] = d[i];
	}
	if (!gsi_emu_op_issue(x->e, x->w, &op)) {
		snprintf(x->msg, x->size, "out of memory for a memory operation in flight");
		return GS_ERR_NOMEM;
	}
	return GS_OK;
}

int gsi_emu_image(struct emu *e, struct wave *w, const struct gs_inst *in, uint64_t exec, char *msg,
		  size_t size)
{
	struct ictx x = { .e = e, .w = w, .in = in, .msg = msg, .size = size };
	const struct gs_img *m = &in->img;
	unsigned int nrsrc = m->r128 ? 4 : 8;
	char fm[200];

	if (!classify(in->op, &x.k)) {
		snprintf(msg, size, "%s: not emulated (the emulator runs image loads, stores, atomics, samples, image_msaa_load and image_get_resinfo)",
			 in->op->name);
		return GS_ERR_UNSUPPORTED;
	}
	if (m->rsrc + nrsrc > 106 || in->vdata + m->ndata > w->n_vgprs ||
	    gsi_emu_img_addr_reg(in, m->naddr ? m->naddr - 1u : 0u) >= w->n_vgprs) {
		snprintf(msg, size, "%s: a register operand is outside the wave's SGPRs or its %u allocated VGPRs",
			 in->op->name, w->n_vgprs);
		return GS_ERR_INVALID;
	}
	for (unsigned int i = 0; i < m->nva && i + 1 < m->naddr; i++)
		if (m->va[i] >= w->n_vgprs) {
			snprintf(msg, size, "%s: address VGPR v%u is outside the wave's %u allocated VGPRs", in->op->name,
				 m->va[i], w->n_vgprs);
			return GS_ERR_INVALID;
		}
	gsi_tsharp_read(e->target->gen, &w->s[m->rsrc], m->r128, &x.t);
	if (x.k.kind == IK_RESINFO)
		return resinfo(&x, exec);
	if (!gsi_fmt_from_unified(e->target->gen, x.t.format, &x.f, fm, sizeof(fm))) {
		snprintf(msg, size, "%s: the T# in s[%u:%u] has FORMAT %u: %s", in->op->name, m->rsrc,
			 m->rsrc + nrsrc - 1, x.t.format, fm);
		return GS_ERR_UNSUPPORTED;
	}
	if (x.k.kind == IK_ATOMIC)
		return atomic(&x, exec);
	if (x.k.kind == IK_SAMPLE)
		return sample(&x, exec);
	if (x.k.kind == IK_MSAA)
		return msaa_load(&x, exec);
	return load_store(&x, exec);
}
