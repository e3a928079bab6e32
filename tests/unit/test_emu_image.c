// SPDX-License-Identifier: MIT
/*
 * Image instructions in the emulator (issue #5) on gfx1100 (MIMG) and
 * gfx1201 (VIMAGE): the test builds a linear T# (SW_MODE 0) in the kernel
 * arguments, puts per-lane coordinates and data in memory, runs one image
 * instruction and compares with a model written here: coordinates -> the
 * emulator's documented linear address (levels one after another, each on
 * 256 bytes; ((slice * rows + y) * pitch + x) * samples + fragment) ->
 * the texel converted by the format (R32_UINT, 8_8_8_8_UNORM/UINT,
 * 16_16_16_16_FLOAT, 32_32_32_32_FLOAT), DST_SEL, dmask, d16.  Each dim,
 * dmask subsets, a16, NSA and range addresses (gfx11), mips with
 * BASE_LEVEL/LAST_LEVEL, BASE_ARRAY, out-of-range lanes (loads 0, stores
 * dropped), _pck loads and stores, atomics returning and not, 64-bit
 * cmpswap, image_get_resinfo, image_msaa_load (four samples of one
 * component; gfx12 waits on SAMPLEcnt), tfe leaving the status VGPR alone.
 * Also: a load's destination read before its wait is flagged, a tiled T#,
 * image_gather4h, lwe on a sample and an msaa_load fragment id that is not
 * a multiple of 4 are refused, and the assembler's bytes match llvm-mc-22's
 * when it is installed.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"
#include "emu/sampler.h"

#define LANES 32
#define COORDS 0x2000u  /* in: per lane 8 dwords of address VGPR values */
#define DATA 0x3000u    /* in: per lane 4 dwords of data VGPR values */

enum { F_R32_UINT = 20, F_8888_UNORM = 42, F_8888_UINT = 46, F_16X4_FLOAT = 57, F_32X4_UINT = 61,
       F_32X4_FLOAT = 63, F_32X2_UINT = 48 };

struct tdesc {
	unsigned int type, fmt, w, h, depth, pitch, base_level, last_level, base_array, sw_mode;
	unsigned int sel;  /* DST_SEL x | y << 3 | z << 6 | w << 9; 0: identity */
};

#define SEL_ID (4u | 5u << 3 | 6u << 6 | 7u << 9)

static void build_tsharp(int gen, uint64_t base, const struct tdesc *t, uint32_t *w)
{
	uint32_t wd = t->w - 1, dep = (t->pitch ? t->pitch : t->depth) - 1;

	memset(w, 0, 32);
	w[0] = (uint32_t)(base >> 8);
	w[1] = (uint32_t)(base >> 40) & 0xff;
	w[3] = (t->sel ? t->sel : SEL_ID) | t->sw_mode << 20 | t->type << 28;
	if (gen == 12) {
		w[1] |= t->fmt << 17 | t->base_level << 25 | (wd & 3) << 30;
		w[2] = wd >> 2 | (t->h - 1) << 14;
		w[3] |= t->last_level << 15;
		w[4] = (dep & 0xffff) | t->base_array << 16;
	} else {
		w[1] |= t->fmt << 20 | (wd & 3) << 30;
		w[2] = wd >> 2 | (t->h - 1) << 14;
		w[3] |= t->base_level << 12 | t->last_level << 16;
		w[4] = (dep & 0x3fff) | t->base_array << 16;
	}
}

static unsigned int fmt_bytes(unsigned int f)
{
	switch (f) {
	case F_R32_UINT: case F_8888_UNORM: case F_8888_UINT: return 4;
	case F_16X4_FLOAT: case F_32X2_UINT: return 8;
	default: return 16;
	}
}

/* ---- the model: the emulator's documented linear layout ---- */

struct lvl {
	uint32_t w, h, pitch, slices, samples;
	uint64_t off;
};

static uint32_t mn(uint32_t v, unsigned int l)
{
	return v >> l ? v >> l : 1;
}

static void model_level(const struct tdesc *t, unsigned int level, struct lvl *o)
{
	uint64_t off = 0;
	unsigned int bpe = fmt_bytes(t->fmt);

	for (unsigned int i = 0;; i++) {
		int one_d = t->type == 8 || t->type == 12;
		uint32_t pitch0 = (t->type == 8 || t->type == 9 || t->type == 14) && t->pitch >= t->w ? t->pitch : t->w;

		o->w = mn(t->w, i);
		o->h = one_d ? 1 : mn(t->h, i);
		o->pitch = mn(pitch0, i) > o->w ? mn(pitch0, i) : o->w;
		o->slices = t->type == 10 ? mn(t->depth, i) : (t->type >= 11 && t->type != 14) ? t->depth : 1;
		o->samples = t->type >= 14 ? 1u << t->last_level : 1;
		o->off = off;
		if (i == level)
			return;
		off += (uint64_t)o->pitch * o->h * o->slices * o->samples * bpe;
		off = (off + 255) & ~255ull;
	}
}

/* Byte offset of lane's texel from the base, or -1 out of range. */
static int64_t model_addr(const struct tdesc *t, const uint32_t *c, unsigned int ncoord, int mip)
{
	uint32_t x = c[0], y = 0, s = 0, f = 0, m = mip ? c[ncoord] : 0;
	struct lvl l;

	switch (t->type) {
	case 12: s = c[1]; break;
	case 9: y = c[1]; break;
	case 10: case 11: case 13: y = c[1]; s = c[2]; break;
	case 14: y = c[1]; f = c[2]; break;
	case 15: y = c[1]; s = c[2]; f = c[3]; break;
	}
	if (t->base_level + m > t->last_level)
		return -1;
	model_level(t, t->base_level + m, &l);
	if (t->type != 10)
		s += t->base_array;
	if (x >= l.w || y >= l.h || s >= l.slices || f >= l.samples)
		return -1;
	return (int64_t)(l.off + ((((uint64_t)s * l.h + y) * l.pitch + x) * l.samples + f) * fmt_bytes(t->fmt));
}

static uint32_t f32b(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static float half_to_float(uint16_t h)
{
	int e = h >> 10 & 31, m = h & 1023;
	float v = e == 0 ? ldexpf((float)m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexpf((float)(m | 1024), e - 25);

	return h & 0x8000 ? -v : v;
}

/* The four channels of a texel before DST_SEL, as registers hold them. */
static void model_texel(unsigned int fmt, const uint8_t *p, uint32_t ch[4], int pck)
{
	uint32_t v[4] = { 0 };

	memcpy(v, p, fmt_bytes(fmt));
	ch[0] = ch[1] = ch[2] = 0;
	ch[3] = pck ? 0 : (fmt == F_R32_UINT || fmt == F_32X2_UINT || fmt == F_8888_UINT || fmt == F_32X4_UINT)
		? 1 : f32b(1.0f);
	switch (fmt) {
	case F_R32_UINT: ch[0] = v[0]; break;
	case F_32X2_UINT: ch[0] = v[0]; ch[1] = v[1]; break;
	case F_32X4_UINT: case F_32X4_FLOAT: memcpy(ch, v, 16); break;
	case F_8888_UINT:
		for (int i = 0; i < 4; i++)
			ch[i] = v[0] >> (8 * i) & 0xff;
		break;
	case F_8888_UNORM:
		for (int i = 0; i < 4; i++)
			ch[i] = pck ? v[0] >> (8 * i) & 0xff : f32b((float)(v[0] >> (8 * i) & 0xff) / 255.0f);
		break;
	case F_16X4_FLOAT:
		for (int i = 0; i < 4; i++) {
			uint16_t h = (uint16_t)(v[i / 2] >> (16 * (i & 1)));

			ch[i] = pck ? h : f32b(half_to_float(h));
		}
		break;
	}
}

/* ---- running ---- */

struct icase {
	const char *what, *op;     /* op: mnemonic */
	unsigned int dim;          /* 0..7 */
	struct tdesc t;
	unsigned int dmask, d16, a16, nsa11;
	unsigned int cx, cy, cz, cq;  /* coordinate ranges (lane-dependent, some past the size) */
	unsigned int mips;         /* _mip: mip = lane % mips */
};

static uint32_t g_ssharp[4];  /* the S# of sample cases (kernel argument dwords 12..15) */
static unsigned int g_naddr;  /* nonzero: the address dwords of a sample variant */

static const unsigned int ncoord_of[8] = { 1, 2, 3, 3, 2, 3, 3, 4 };
static const char *const dims[8] = { "1D", "2D", "3D", "CUBE", "1D_ARRAY", "2D_ARRAY", "2D_MSAA", "2D_MSAA_ARRAY" };

static void lane_coords(const struct icase *c, unsigned int l, uint32_t *co)
{
	unsigned int n = ncoord_of[c->dim];
	const unsigned int r[4] = { c->cx, c->cy, c->cz, c->cq };

	for (unsigned int i = 0; i < n; i++)
		co[i] = (l * (3 + 2 * i) + i) % (r[i] ? r[i] : 1);
	co[n] = c->mips ? l % c->mips : 0;
	if (!strcmp(c->op, "image_msaa_load"))  /* fragment ids 0, 4, 8: multiples of 4 */
		co[n - 1] = 4 * (l % 3);
}

static uint32_t data_val(unsigned int l, unsigned int i)
{
	return 0x9e3779b9u * (l + 1) + 0x85ebca6bu * (i + 1);
}

/* NSA address VGPRs: spread out, clear of the data v[8:11] */
static unsigned int nsa_reg(unsigned int i)
{
	return i < 3 ? 2 + 2 * i : 13 + 2 * (i - 3);
}

static int run(struct emu_env *e, const struct icase *c, uint64_t base, const char *extra_mods, const char *tail,
	       const char *what, enum gs_status want, char *errmsg, size_t errsize)
{
	static char src[16384], exp[16384];
	char body[4096], addr[96], vd[32];
	unsigned int ncomp = ncoord_of[c->dim] + (c->mips ? 1 : 0), nva = c->a16 ? (ncomp + 1) / 2 : ncomp;
	unsigned int nd = (unsigned int)__builtin_popcount(c->dmask);
	uint32_t args[16];
	int smp = !strncmp(c->op, "image_sample", 12);
	struct gs_error err = { 0 };
	enum gs_status st;
	size_t k = 0;

	if (!strcmp(c->op, "image_get_resinfo"))
		nva = 1;
	if (g_naddr)
		nva = g_naddr;
	if (!strcmp(c->op, "image_msaa_load"))
		nd = 4;  /* four samples of one component */
	if (c->d16)
		nd = (nd + 1) / 2;
	if (extra_mods && strstr(extra_mods, "tfe"))
		nd++;  /* the status VGPR after the data */
	args[0] = (uint32_t)e->in->va;
	args[1] = (uint32_t)(e->in->va >> 32);
	args[2] = (uint32_t)e->out->va;
	args[3] = (uint32_t)(e->out->va >> 32);
	build_tsharp(e->gen, base, &c->t, &args[4]);
	memcpy(&args[12], g_ssharp, 16);
	/* addresses: v2.. (gfx11 range) or v2, v4, v6 ... (NSA) */
	if (nva == 1)
		snprintf(addr, sizeof(addr), "v2");
	else if (e->gen == 11 && !c->nsa11)
		snprintf(addr, sizeof(addr), "v[2:%u]", 1 + nva);
	else {
		size_t n = (size_t)snprintf(addr, sizeof(addr), "[");

		for (unsigned int i = 0; i < nva; i++)
			n += (size_t)snprintf(addr + n, sizeof(addr) - n, "%sv%u", i ? ", " : "", nsa_reg(i));
		snprintf(addr + n, sizeof(addr) - n, "]");
	}
	if (nd > 1)
		snprintf(vd, sizeof(vd), "v[8:%u]", 7 + nd);
	else
		snprintf(vd, sizeof(vd), "v8");
	k += (size_t)snprintf(body + k, sizeof(body) - k,
			      "\ts_load_b128 s[4:7], s[0:1], 0x0\n\ts_load_b256 s[8:15], s[0:1], 0x10\n"
			      "\ts_load_b128 s[16:19], s[0:1], 0x30\n"
			      "\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v1, 5, v0\n\tv_add_nc_u32 v1, 0x%x, v1\n"
			      "\tv_lshlrev_b32 v20, 4, v0\n\tv_add_nc_u32 v21, 0x%x, v20\n\tWAIT_KM\n", COORDS, DATA);
	/* address VGPR j comes from coordinate dword j */
	for (unsigned int i = 0; i < nva; i++) {
		unsigned int reg = (e->gen == 11 && !c->nsa11) || nva == 1 ? 2 + i : nsa_reg(i);

		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tglobal_load_b32 v%u, v1, s[4:5] offset:%u\n", reg, 4 * i);
	}
	k += (size_t)snprintf(body + k, sizeof(body) - k, "\tglobal_load_b128 v[8:11], v21, s[4:5]\n\tWAIT_LOAD\n"
			      "\t%s %s, %s, s[8:15]%s dmask:0x%x dim:SQ_RSRC_IMG_%s%s%s%s\n%s",
			      c->op, vd, addr, smp ? ", s[16:19]" : "", c->dmask, dims[c->dim], c->a16 ? " a16" : "", c->d16 ? " d16" : "",
			      extra_mods ? extra_mods : "", tail ? tail : "\tWAIT_LOAD\n\tWAIT_STORE\n");
	k += (size_t)snprintf(body + k, sizeof(body) - k, "\tglobal_store_b128 v20, v[8:11], s[6:7] offset:0\n");
	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n%s\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 64\n\t.amdhsa_next_free_sgpr 64\n\t.amdhsa_next_free_vgpr 64\n"
		 "\t.end_amdhsa_kernel\n", body);
	emu_expand(e->gen, src, exp, sizeof(exp));
	st = emu_launch(e->dev, e->tname, e->file, 0, exp, 1, LANES, args, sizeof(args), &err);
	if (errmsg)
		snprintf(errmsg, errsize, "%s", err.msg);
	if (st == GS_ERR_SYNTAX && want != GS_ERR_SYNTAX)
		return 0;
	return CHECK(st == want, "%s: %s: status %d, want %d (%s)", e->tname, what, st, want, st ? err.msg : "ok");
}

/* Fill the coordinate and data areas of in for case c. */
static void setup_lanes(struct emu_env *e, const struct icase *c)
{
	uint32_t *in = emu_in(e);

	for (unsigned int l = 0; l < LANES; l++) {
		uint32_t co[5] = { 0 }, *dst = &in[COORDS / 4 + 8 * l];
		unsigned int n = ncoord_of[c->dim] + (c->mips ? 1 : 0);

		lane_coords(c, l, co);
		if (!strcmp(c->op, "image_get_resinfo"))
			co[0] = l % (c->mips ? c->mips : 1), n = 1;
		memset(dst, 0, 32);
		for (unsigned int i = 0; i < n; i++) {
			if (c->a16)
				dst[i / 2] |= (co[i] & 0xffff) << (16 * (i & 1));
			else
				dst[i] = co[i];
		}
		for (unsigned int i = 0; i < 4; i++)
			in[DATA / 4 + 4 * l + i] = data_val(l, i);
	}
}

static uint16_t model_f16(uint32_t f32)
{
	/* the formats used with d16 hold f16 values, so this is exact */
	float f;
	uint32_t u;
	int ex;

	memcpy(&f, &f32, 4);
	if (f == 0)
		return (uint16_t)(f32 >> 16 & 0x8000);
	u = (uint32_t)(fabsf(frexpf(f, &ex)) * 2048.0f);  /* 11 significant bits */
	if (ex - 1 < -14)
		return (uint16_t)((f32 >> 16 & 0x8000) | (uint32_t)lrintf(fabsf(f) * 16777216.0f));
	return (uint16_t)((f32 >> 16 & 0x8000) | (uint32_t)(ex - 1 + 15) << 10 | (u & 1023));
}

static void check_load(struct emu_env *e, const struct icase *c)
{
	uint8_t *img = (uint8_t *)emu_in(e);
	uint32_t *out = emu_out(e);
	int pck = strstr(c->op, "_pck") != NULL, sgn = strstr(c->op, "_sgn") != NULL;
	int is_int = c->t.fmt == F_R32_UINT || c->t.fmt == F_8888_UINT || c->t.fmt == F_32X4_UINT;
	unsigned int bad = 0, oob = 0;
	char first[200] = "";

	srand(7);
	for (unsigned int i = 0; i < COORDS; i++)
		img[i] = (uint8_t)(rand() >> 3);
	if (c->t.fmt == F_16X4_FLOAT)  /* finite halves only (exponent < 31) */
		for (unsigned int i = 1; i < COORDS; i += 2)
			img[i] &= 0x7b;
	if (c->t.fmt == F_32X4_FLOAT)
		for (unsigned int i = 3; i < COORDS; i += 4)
			img[i] &= 0x7e;
	setup_lanes(e, c);
	memset(out, 0, 4 * LANES * 4);
	if (!run(e, c, e->in->va, NULL, NULL, c->what, GS_OK, NULL, 0))
		return;
	for (unsigned int l = 0; l < LANES; l++) {
		uint32_t co[5] = { 0 }, ch[4] = { 0 }, want[4], n = 0;
		int64_t a;

		lane_coords(c, l, co);
		a = model_addr(&c->t, co, ncoord_of[c->dim], c->mips != 0);
		if (a >= 0) {
			uint32_t raw[4];

			model_texel(c->t.fmt, img + a, raw, pck);
			if (sgn && c->t.fmt == F_8888_UNORM)
				for (int i = 0; i < 4; i++)
					raw[i] = (uint32_t)(int32_t)(int8_t)raw[i];
			if (sgn && c->t.fmt == F_16X4_FLOAT)
				for (int i = 0; i < 4; i++)
					raw[i] = (uint32_t)(int32_t)(int16_t)raw[i];
			for (int i = 0; i < 4; i++) {
				unsigned int s = pck ? 4u + (unsigned int)i : (c->t.sel ? c->t.sel : SEL_ID) >> (3 * i) & 7;

				ch[i] = s >= 4 ? raw[s - 4] : s == 1 ? (is_int ? 1 : f32b(1.0f)) : 0;
			}
		} else {
			oob++;
		}
		for (int i = 0; i < 4; i++)
			want[i] = data_val(l, (unsigned int)i);  /* registers past the data keep their value */
		for (unsigned int i = 0; i < 4; i++) {
			if (!(c->dmask >> i & 1))
				continue;
			if (c->d16) {
				uint32_t h = is_int || pck ? ch[i] & 0xffff : model_f16(ch[i]);

				if (!(n & 1))
					want[n / 2] = 0;
				want[n / 2] |= h << (16 * (n & 1));
			} else {
				want[n] = ch[i];
			}
			n++;
		}
		for (unsigned int i = 0; i < 4; i++)
			if (out[4 * l + i] != want[i] && !bad++)
				snprintf(first, sizeof(first), "lane %u v%u: 0x%08x, want 0x%08x%s", l, 8 + i,
					 out[4 * l + i], want[i], a < 0 ? " (out of range)" : "");
	}
	CHECK(!bad, "%s: %s: %u wrong (%s); %u lanes out of range", e->tname, c->what, bad, first, oob);
}

static const struct icase loads[] = {
	{ "image_load 1D R32_UINT dmask 0x1, past the width", "image_load", 0,
	  { 8, F_R32_UINT, 20, 1, 1, 0, 0, 0, 0, 0, 0 }, 0x1, 0, 0, 0, 24, 0, 0, 0, 0 },
	{ "image_load 2D 8_8_8_8_UNORM dmask 0xf, custom pitch", "image_load", 1,
	  { 9, F_8888_UNORM, 5, 6, 1, 8, 0, 0, 0, 0, 0 }, 0xf, 0, 0, 0, 6, 7, 0, 0, 0 },
	{ "image_load 2D dmask 0xa, DST_SEL zyx1", "image_load", 1,
	  { 9, F_8888_UNORM, 7, 5, 1, 0, 0, 0, 0, 0, 6u | 5u << 3 | 4u << 6 | 1u << 9 }, 0xa, 0, 0, 0, 8, 6, 0, 0, 0 },
	{ "image_load 2D dmask 0xd DST_SEL x01w", "image_load", 1,
	  { 9, F_8888_UINT, 7, 5, 1, 0, 0, 0, 0, 0, 4u | 0u << 3 | 1u << 6 | 7u << 9 }, 0xd, 0, 0, 0, 8, 6, 0, 0, 0 },
	{ "image_load 3D 32_32_32_32_FLOAT", "image_load", 2,
	  { 10, F_32X4_FLOAT, 4, 3, 3, 0, 0, 0, 0, 0, 0 }, 0xf, 0, 0, 0, 5, 4, 4, 0, 0 },
	{ "image_load 3D NSA (gfx11)", "image_load", 2,
	  { 10, F_R32_UINT, 4, 3, 3, 0, 0, 0, 0, 0, 0 }, 0x1, 0, 0, 1, 5, 4, 4, 0, 0 },
	{ "image_load CUBE (face as slice)", "image_load", 3,
	  { 11, F_R32_UINT, 3, 3, 6, 0, 0, 0, 0, 0, 0 }, 0x1, 0, 0, 0, 4, 4, 7, 0, 0 },
	{ "image_load 1D_ARRAY BASE_ARRAY 1", "image_load", 4,
	  { 12, F_32X4_UINT, 6, 1, 5, 0, 0, 0, 1, 0, 0 }, 0x7, 0, 0, 0, 7, 5, 0, 0, 0 },
	{ "image_load 2D_ARRAY", "image_load", 5,
	  { 13, F_R32_UINT, 5, 4, 4, 0, 0, 0, 0, 0, 0 }, 0x1, 0, 0, 0, 6, 5, 5, 0, 0 },
	{ "image_load 2D_MSAA 4 samples", "image_load", 6,
	  { 14, F_R32_UINT, 4, 3, 1, 0, 0, 2, 0, 0, 0 }, 0x1, 0, 0, 0, 5, 4, 5, 0, 0 },
	{ "image_load 2D_MSAA_ARRAY 2 samples", "image_load", 7,
	  { 15, F_R32_UINT, 3, 3, 3, 0, 0, 1, 0, 0, 0 }, 0x1, 0, 0, 0, 4, 4, 4, 3, 0 },
	{ "image_load 2D a16", "image_load", 1,
	  { 9, F_32X4_UINT, 6, 5, 1, 0, 0, 0, 0, 0, 0 }, 0x3, 0, 1, 0, 7, 6, 0, 0, 0 },
	{ "image_load d16 16_16_16_16_FLOAT dmask 0xf", "image_load", 1,
	  { 9, F_16X4_FLOAT, 6, 5, 1, 0, 0, 0, 0, 0, 0 }, 0xf, 1, 0, 0, 7, 6, 0, 0, 0 },
	{ "image_load d16 dmask 0x7 (three halves)", "image_load", 0,
	  { 8, F_16X4_FLOAT, 20, 1, 1, 0, 0, 0, 0, 0, 0 }, 0x7, 1, 0, 0, 22, 0, 0, 0, 0 },
	{ "image_load d16 8_8_8_8_UINT (low 16 bits)", "image_load", 0,
	  { 8, F_8888_UINT, 20, 1, 1, 0, 0, 0, 0, 0, 0 }, 0xb, 1, 0, 0, 22, 0, 0, 0, 0 },
	{ "image_load 16_16_16_16_FLOAT to f32", "image_load", 0,
	  { 8, F_16X4_FLOAT, 20, 1, 1, 0, 0, 0, 0, 0, 0 }, 0xf, 0, 0, 0, 22, 0, 0, 0, 0 },
	{ "image_load_mip 2D, levels 1..3, mip past LAST_LEVEL", "image_load_mip", 1,
	  { 9, F_R32_UINT, 9, 7, 1, 0, 1, 3, 0, 0, 0 }, 0x1, 0, 0, 0, 5, 4, 0, 0, 4 },
	{ "image_load_mip 2D_ARRAY", "image_load_mip", 5,
	  { 13, F_8888_UNORM, 8, 4, 3, 0, 0, 2, 0, 0, 0 }, 0xf, 0, 0, 0, 9, 5, 4, 0, 3 },
	{ "image_load_pck 8_8_8_8_UNORM (raw bytes)", "image_load_pck", 0,
	  { 8, F_8888_UNORM, 20, 1, 1, 0, 0, 0, 0, 0, 0 }, 0xf, 0, 0, 0, 22, 0, 0, 0, 0 },
	{ "image_load_pck_sgn 8_8_8_8 (sign-extended)", "image_load_pck_sgn", 0,
	  { 8, F_8888_UNORM, 20, 1, 1, 0, 0, 0, 0, 0, 0 }, 0x5, 0, 0, 0, 22, 0, 0, 0, 0 },
	{ "image_load_pck 16_16_16_16 (raw halves)", "image_load_pck", 0,
	  { 8, F_16X4_FLOAT, 20, 1, 1, 0, 0, 0, 0, 0, 0 }, 0xf, 0, 0, 0, 22, 0, 0, 0, 0 },
	{ "image_load_mip_pck_sgn 16_16_16_16", "image_load_mip_pck_sgn", 0,
	  { 8, F_16X4_FLOAT, 20, 1, 1, 0, 0, 1, 0, 0, 0 }, 0x3, 0, 0, 0, 22, 0, 0, 0, 3 },
};

/* ---- image_msaa_load: one component of samples F .. F + 3 ---- */

static void check_msaa(struct emu_env *e, const struct icase *c)
{
	uint8_t *img = (uint8_t *)emu_in(e);
	uint32_t *out = emu_out(e);
	int is_int = c->t.fmt == F_R32_UINT || c->t.fmt == F_8888_UINT || c->t.fmt == F_32X4_UINT;
	unsigned int bad = 0, comp = (unsigned int)__builtin_ctz(c->dmask), n = ncoord_of[c->dim];
	char first[200] = "";

	srand(11);
	for (unsigned int i = 0; i < COORDS; i++)
		img[i] = (uint8_t)(rand() >> 3);
	if (c->t.fmt == F_16X4_FLOAT)
		for (unsigned int i = 1; i < COORDS; i += 2)
			img[i] &= 0x7b;
	setup_lanes(e, c);
	memset(out, 0, 4 * LANES * 4);
	if (e->gen == 12) {  /* counted on SAMPLEcnt (LLVM: MSAA is a sampler op for waits) */
		char msg[512];

		if (run(e, c, e->in->va, NULL, NULL, "image_msaa_load with a wait on LOADcnt only is flagged", GS_ERR_HAZARD,
			msg, sizeof(msg)))
			CHECK(strstr(msg, "s_wait_samplecnt 0") != NULL, "%s: the hazard names s_wait_samplecnt: %s",
			      e->tname, msg);
	}
	if (!run(e, c, e->in->va, NULL, e->gen == 12 ? "\ts_wait_samplecnt 0\n" : NULL, c->what, GS_OK, NULL, 0))
		return;
	for (unsigned int l = 0; l < LANES; l++) {
		uint32_t co[5] = { 0 }, ch[4], want[4];

		lane_coords(c, l, co);
		for (unsigned int i = 0; i < 4; i++) {
			uint32_t cs[5], raw[4], s;
			int64_t a;

			memcpy(cs, co, sizeof(cs));
			cs[n - 1] += i;  /* sample F + i */
			a = model_addr(&c->t, cs, n, 0);
			ch[i] = 0;
			if (a < 0)
				continue;
			model_texel(c->t.fmt, img + a, raw, 0);
			s = (c->t.sel ? c->t.sel : SEL_ID) >> (3 * comp) & 7;
			ch[i] = s >= 4 ? raw[s - 4] : s == 1 ? (is_int ? 1 : f32b(1.0f)) : 0;
		}
		for (unsigned int i = 0; i < 4; i++)
			want[i] = c->d16 ? (i < 2 ? 0 : data_val(l, i)) : ch[i];
		if (c->d16)
			for (unsigned int i = 0; i < 4; i++)
				want[i / 2] |= (is_int ? ch[i] & 0xffff : model_f16(ch[i])) << (16 * (i & 1));
		for (unsigned int i = 0; i < 4; i++)
			if (out[4 * l + i] != want[i] && !bad++)
				snprintf(first, sizeof(first), "lane %u v%u: 0x%08x, want 0x%08x (fragment %u)", l, 8 + i,
					 out[4 * l + i], want[i], co[n - 1]);
	}
	CHECK(!bad, "%s: %s: %u wrong (%s)", e->tname, c->what, bad, first);
}

static const struct icase msaas[] = {
	{ "image_msaa_load 2D_MSAA 8 samples R32_UINT, fragment 8 past them", "image_msaa_load", 6,
	  { 14, F_R32_UINT, 4, 3, 1, 0, 0, 3, 0, 0, 0 }, 0x1, 0, 0, 0, 5, 4, 1, 0, 0 },
	{ "image_msaa_load 2D_MSAA 4 samples 8_8_8_8_UNORM dmask 0x4, DST_SEL zyx1", "image_msaa_load", 6,
	  { 14, F_8888_UNORM, 5, 4, 1, 0, 0, 2, 0, 0, 6u | 5u << 3 | 4u << 6 | 1u << 9 }, 0x4, 0, 0, 0, 5, 4, 1, 0, 0 },
	{ "image_msaa_load 2D_MSAA_ARRAY 2 samples 16_16_16_16_FLOAT d16 dmask 0x8", "image_msaa_load", 7,
	  { 15, F_16X4_FLOAT, 3, 3, 3, 0, 0, 1, 0, 0, 0 }, 0x8, 1, 0, 0, 4, 4, 4, 1, 0 },
};

/* tfe: data as without it; the status VGPR after the data keeps its value
 * (no lane NACKs: the emulator has no partially resident textures) */
static void check_tfe(struct emu_env *e)
{
	struct icase c = { "image_load with tfe", "image_load", 1, { 9, F_R32_UINT, 5, 4, 1, 0, 0, 0, 0, 0, 0 },
			   0x1, 0, 0, 0, 6, 5, 0, 0, 0 };
	uint8_t *img = (uint8_t *)emu_in(e);
	uint32_t *out = emu_out(e);
	unsigned int bad = 0;

	for (unsigned int i = 0; i < COORDS; i++)
		img[i] = (uint8_t)(i * 13 + 5);
	setup_lanes(e, &c);
	if (!run(e, &c, e->in->va, " tfe", NULL, c.what, GS_OK, NULL, 0))
		return;
	for (unsigned int l = 0; l < LANES; l++) {
		uint32_t co[5] = { 0 }, want[4], raw[4];
		int64_t a;

		lane_coords(&c, l, co);
		a = model_addr(&c.t, co, 2, 0);
		for (unsigned int i = 0; i < 4; i++)
			want[i] = data_val(l, i);
		want[0] = 0;
		if (a >= 0) {
			model_texel(c.t.fmt, img + a, raw, 0);
			want[0] = raw[0];
		}
		for (unsigned int i = 0; i < 4; i++)
			bad += out[4 * l + i] != want[i];
	}
	CHECK(!bad, "%s: image_load tfe loads the texel and leaves the status VGPR v9 alone (%u wrong)", e->tname, bad);
}

/* ---- stores ---- */

static void check_store(struct emu_env *e, const struct icase *c)
{
	uint8_t *img = (uint8_t *)emu_out(e), want[COORDS];
	uint32_t *in = emu_in(e);
	int pck = strstr(c->op, "_pck") != NULL;
	unsigned int bpe = fmt_bytes(c->t.fmt), bad = 0, oob = 0;
	char first[200] = "";

	setup_lanes(e, c);
	/* data registers: f32 values a unorm/f16 format keeps exactly */
	for (unsigned int l = 0; l < LANES; l++)
		for (unsigned int i = 0; i < 4; i++) {
			uint32_t v = data_val(l, i);

			if (c->t.fmt == F_8888_UNORM && !pck)
				v = f32b((float)(v >> 8 & 0xff) / 255.0f);
			else if (c->t.fmt == F_16X4_FLOAT && !pck && !c->d16)
				v = f32b(half_to_float((uint16_t)(v & 0x7bff)));
			else if (c->t.fmt == F_16X4_FLOAT && c->d16)
				v &= 0x7bff7bffu;
			in[DATA / 4 + 4 * l + i] = v;
		}
	for (unsigned int i = 0; i < COORDS; i++)
		img[i] = (uint8_t)(0x5a ^ i);
	memcpy(want, img, COORDS);
	for (unsigned int l = 0; l < LANES; l++) {
		uint32_t co[5] = { 0 }, ch[4] = { 0 }, n = 0;
		uint32_t *d = &in[DATA / 4 + 4 * l];
		int64_t a;
		uint8_t t[16] = { 0 };

		lane_coords(c, l, co);
		a = model_addr(&c->t, co, ncoord_of[c->dim], c->mips != 0);
		if (a < 0) {
			oob++;
			continue;
		}
		for (unsigned int i = 0; i < 4; i++)
			if (c->dmask >> i & 1) {
				ch[i] = c->d16 ? d[n / 2] >> (16 * (n & 1)) & 0xffff : d[n];
				n++;
			}
		for (unsigned int i = 0; i < 4; i++) {
			uint32_t v = ch[i];

			switch (c->t.fmt) {
			case F_32X4_UINT: memcpy(t + 4 * i, &v, 4); break;
			case F_R32_UINT: if (i == 0) memcpy(t, &v, 4); break;
			case F_8888_UNORM: {
				float f;

				memcpy(&f, &v, 4);
				t[i] = (uint8_t)(pck ? v : (uint32_t)lrintf(f * 255.0f));
				break;
			}
			case F_16X4_FLOAT: {
				uint16_t h = (uint16_t)(pck || c->d16 ? v : model_f16(v));

				memcpy(t + 2 * i, &h, 2);
				break;
			}
			}
		}
		memcpy(want + a, t, bpe);
	}
	if (!run(e, c, e->out->va, NULL, "\tWAIT_STORE\n\ts_endpgm\n", c->what, GS_OK, NULL, 0))
		return;
	for (unsigned int i = 0; i < COORDS; i++)
		if (img[i] != want[i] && !bad++)
			snprintf(first, sizeof(first), "byte 0x%x: 0x%02x, want 0x%02x", i, img[i], want[i]);
	CHECK(!bad, "%s: %s: %u bytes wrong (%s); %u lanes out of range", e->tname, c->what, bad, first, oob);
}

static const struct icase stores[] = {
	{ "image_store 2D 32_32_32_32_UINT dmask 0x5 (y, w written 0), OOB dropped", "image_store", 1,
	  { 9, F_32X4_UINT, 5, 4, 1, 0, 0, 0, 0, 0, 0 }, 0x5, 0, 0, 0, 6, 5, 0, 0, 0 },
	{ "image_store 1D R32_UINT", "image_store", 0,
	  { 8, F_R32_UINT, 28, 1, 1, 0, 0, 0, 0, 0, 0 }, 0x1, 0, 0, 0, 31, 0, 0, 0, 0 },
	{ "image_store 2D_ARRAY 8_8_8_8_UNORM", "image_store", 5,
	  { 13, F_8888_UNORM, 4, 3, 3, 0, 0, 0, 1, 0, 0 }, 0xf, 0, 0, 0, 5, 4, 3, 0, 0 },
	{ "image_store d16 16_16_16_16_FLOAT dmask 0xf", "image_store", 1,
	  { 9, F_16X4_FLOAT, 6, 5, 1, 0, 0, 0, 0, 0, 0 }, 0xf, 1, 0, 0, 7, 6, 0, 0, 0 },
	{ "image_store 16_16_16_16_FLOAT from f32", "image_store", 0,
	  { 8, F_16X4_FLOAT, 28, 1, 1, 0, 0, 0, 0, 0, 0 }, 0xf, 0, 0, 0, 31, 0, 0, 0, 0 },
	{ "image_store_mip 2D levels", "image_store_mip", 1,
	  { 9, F_R32_UINT, 9, 7, 1, 0, 0, 2, 0, 0, 0 }, 0x1, 0, 0, 0, 5, 4, 0, 0, 4 },
	{ "image_store_pck 8_8_8_8 raw", "image_store_pck", 0,
	  { 8, F_8888_UNORM, 28, 1, 1, 0, 0, 0, 0, 0, 0 }, 0xf, 0, 0, 0, 31, 0, 0, 0, 0 },
	{ "image_store_mip_pck 3D", "image_store_mip_pck", 2,
	  { 10, F_R32_UINT, 4, 3, 4, 0, 0, 1, 0, 0, 0 }, 0x1, 0, 0, 0, 5, 4, 5, 0, 2 },
};

/* ---- atomics ---- */

struct acase {
	const char *what, *op11, *op12;
	unsigned int fmt, dmask, rtn;
	int (*apply)(uint64_t *mem, const uint32_t *d, unsigned int bytes);
};

static int at_add(uint64_t *m, const uint32_t *d, unsigned int b)
{
	*m = b == 4 ? (uint32_t)(*m + d[0]) : *m + (d[0] | (uint64_t)d[1] << 32);
	return 1;
}

static int at_smax(uint64_t *m, const uint32_t *d, unsigned int b)
{
	(void)b;
	*m = (int32_t)*m > (int32_t)d[0] ? *m : d[0];
	return 1;
}

static int at_cmpswap(uint64_t *m, const uint32_t *d, unsigned int b)
{
	uint64_t src = b == 4 ? d[0] : d[0] | (uint64_t)d[1] << 32;
	uint64_t cmp = b == 4 ? d[1] : d[2] | (uint64_t)d[3] << 32;

	if (*m == cmp)
		*m = src;
	return 1;
}

static const struct acase atomics[] = {
	{ "image_atomic add, returning", "image_atomic_add", "image_atomic_add_uint", F_R32_UINT, 0x1, 1, at_add },
	{ "image_atomic add, not returning", "image_atomic_add", "image_atomic_add_uint", F_R32_UINT, 0x1, 0, at_add },
	{ "image_atomic smax, returning", "image_atomic_smax", "image_atomic_max_int", F_R32_UINT, 0x1, 1, at_smax },
	{ "image_atomic_cmpswap, returning", "image_atomic_cmpswap", "image_atomic_cmpswap", F_R32_UINT, 0x3, 1, at_cmpswap },
	{ "image_atomic_cmpswap 64-bit (dmask 0xf), returning", "image_atomic_cmpswap", "image_atomic_cmpswap",
	  F_32X2_UINT, 0xf, 1, at_cmpswap },
	{ "image_atomic add 64-bit (dmask 0x3), not returning", "image_atomic_add", "image_atomic_add_uint",
	  F_32X2_UINT, 0x3, 0, at_add },
};

static void check_atomic(struct emu_env *e, const struct acase *a)
{
	struct icase c = { a->what, e->gen == 12 ? a->op12 : a->op11, 0,
			   { 8, a->fmt, 30, 1, 1, 0, 0, 0, 0, 0, 0 }, a->dmask, 0, 0, 0, 33, 0, 0, 0, 0 };
	uint8_t *img = (uint8_t *)emu_out(e), want[1024];
	uint32_t *in = emu_in(e), *out = emu_out(e), ret[LANES][2];
	unsigned int bpe = fmt_bytes(a->fmt), bad = 0, nr = bpe / 4, nd = (unsigned int)__builtin_popcount(a->dmask);
	char first[200] = "", mods[64];

	setup_lanes(e, &c);
	for (unsigned int i = 0; i < 1024; i++)
		img[i] = (uint8_t)(i * 37 + 11);
	/* cmpswap: even lanes compare equal */
	for (unsigned int l = 0; l < LANES; l++) {
		uint32_t co[5];

		lane_coords(&c, l, co);
		if (a->apply == at_cmpswap && !(l & 1) && co[0] < 30)
			memcpy(&in[DATA / 4 + 4 * l + nd / 2], img + co[0] * bpe, bpe);
	}
	memcpy(want, img, sizeof(want));
	memset(ret, 0, sizeof(ret));
	for (unsigned int l = 0; l < LANES; l++) {
		uint32_t co[5];
		uint64_t m = 0;

		lane_coords(&c, l, co);
		if (co[0] >= 30)
			continue;  /* out of range: dropped, returns 0 */
		memcpy(&m, want + co[0] * bpe, bpe);
		ret[l][0] = (uint32_t)m;
		ret[l][1] = (uint32_t)(m >> 32);
		a->apply(&m, &in[DATA / 4 + 4 * l], bpe);
		memcpy(want + co[0] * bpe, &m, bpe);
	}
	snprintf(mods, sizeof(mods), "%s", a->rtn ? " ATOMIC_RTN" : "");
	/* v[8:11] go to out + 0x800 (outside the image) */
	if (!run(e, &c, e->out->va, mods,
		 "\tWAIT_LOAD\n\tWAIT_STORE\n\tv_add_nc_u32 v20, 0x800, v20\n", a->what, GS_OK, NULL, 0))
		return;
	for (unsigned int i = 0; i < 30 * bpe; i++)
		if (img[i] != want[i] && !bad++)
			snprintf(first, sizeof(first), "memory byte 0x%x: 0x%02x, want 0x%02x", i, img[i], want[i]);
	for (unsigned int l = 0; l < LANES; l++)
		for (unsigned int i = 0; i < nr; i++) {
			uint32_t got = out[0x800 / 4 + 4 * l + i], w = a->rtn ? ret[l][i] : in[DATA / 4 + 4 * l + i];

			if (got != w && !bad++)
				snprintf(first, sizeof(first), "lane %u v%u: 0x%08x, want 0x%08x", l, 8 + i, got, w);
		}
	CHECK(!bad, "%s: %s: %u wrong (%s)", e->tname, a->what, bad, first);
}

/* ---- image_get_resinfo ---- */

static void check_resinfo(struct emu_env *e)
{
	static const struct { struct tdesc t; unsigned int dim; const char *what; } rs[] = {
		{ { 13, F_R32_UINT, 13, 7, 5, 0, 1, 3, 2, 0, 0 }, 5, "2D_ARRAY, BASE_LEVEL 1, BASE_ARRAY 2" },
		{ { 10, F_R32_UINT, 16, 9, 6, 0, 0, 4, 0, 0, 0 }, 2, "3D" },
		{ { 12, F_R32_UINT, 40, 1, 3, 0, 0, 2, 0, 0, 0 }, 4, "1D_ARRAY" },
	};
	uint32_t *out = emu_out(e);

	for (size_t k = 0; k < sizeof(rs) / sizeof(rs[0]); k++) {
		struct icase c = { rs[k].what, "image_get_resinfo", rs[k].dim, rs[k].t, 0xf, 0, 0, 0, 1, 1, 1, 1, 5 };
		unsigned int bad = 0;
		char first[160] = "";

		setup_lanes(e, &c);
		if (!run(e, &c, e->in->va, NULL, NULL, rs[k].what, GS_OK, NULL, 0))
			continue;
		for (unsigned int l = 0; l < LANES; l++) {
			const struct tdesc *t = &rs[k].t;
			unsigned int lv = t->base_level + l % 5;
			uint32_t want[4] = { 0, 0, 0, 0 };

			if (lv <= t->last_level) {
				want[0] = mn(t->w, lv);
				want[1] = t->type == 12 ? t->depth - t->base_array : mn(t->h, lv);
				want[2] = t->type == 10 ? mn(t->depth, lv) : t->type == 12 ? 1 : t->depth - t->base_array;
				want[3] = t->last_level - t->base_level + 1;
			}
			for (unsigned int i = 0; i < 4; i++)
				if (out[4 * l + i] != want[i] && !bad++)
					snprintf(first, sizeof(first), "lane %u v%u: %u, want %u", l, 8 + i, out[4 * l + i], want[i]);
		}
		CHECK(!bad, "%s: image_get_resinfo %s: %u wrong (%s)", e->tname, rs[k].what, bad, first);
	}
}

/* ---- refusals and the checker ---- */

static void refusals(struct emu_env *e)
{
	struct icase c = { "", "image_load", 0, { 8, F_R32_UINT, 20, 1, 1, 0, 0, 0, 0, 0, 0 }, 0x1, 0, 0, 0, 20, 0, 0, 0, 0 };
	char msg[512];

	setup_lanes(e, &c);
	if (run(e, &c, e->in->va, NULL, "\tv_add_nc_u32 v12, v8, v8\n\tWAIT_LOAD\n",
		"a load's destination read before its wait", GS_ERR_HAZARD, msg, sizeof(msg)))
		CHECK(strstr(msg, "v8") && strstr(msg, e->gen == 12 ? "s_wait_loadcnt 0" : "s_waitcnt vmcnt(0)"),
		      "%s: the hazard names v8 and the wait: %s", e->tname, msg);
	c.t.sw_mode = 9;
	if (run(e, &c, e->in->va, NULL, NULL, "a tiled T# (SW_MODE 9) is refused", GS_ERR_UNSUPPORTED, msg, sizeof(msg)))
		CHECK(strstr(msg, "SW_MODE 9") && strstr(msg, "linear"), "%s: tiled refusal says why: %s", e->tname, msg);
	{  /* refused at decode, before any descriptor is read */
		static const struct { const char *what, *body, *part; } dec[] = {
			{ "image_gather4h is refused with its reason",
			  "\timage_gather4h v[8:11], %s, s[8:15], s[16:19] dmask:0x1 dim:SQ_RSRC_IMG_2D\n", "4x1 texels" },
			{ "an image sample with lwe is refused",
			  "\timage_sample_lz v[8:11], %s, s[8:15], s[16:19] dmask:0xf dim:SQ_RSRC_IMG_2D lwe\n", "MIN_LOD_WARN" },
		};

		for (size_t i = 0; i < sizeof(dec) / sizeof(dec[0]); i++) {
			struct gs_error err = { 0 };
			char body[256];
			enum gs_status st;

			snprintf(body, sizeof(body), dec[i].body, e->gen == 12 ? "[v2, v3]" : "v[2:3]");
			st = emu_run(e, body, NULL, 1, LANES, &err);
			if (st != GS_ERR_SYNTAX)
				CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, dec[i].part) && strstr(err.msg, "not emulated"),
				      "%s: %s: %s", e->tname, dec[i].what, err.msg);
		}
	}
	{  /* image_msaa_load with a fragment id that is not a multiple of 4 */
		struct icase m = { "", "image_msaa_load", 6, { 14, F_R32_UINT, 4, 3, 1, 0, 0, 3, 0, 0, 0 }, 0x1, 0, 0, 0,
				   4, 3, 1, 0, 0 };

		setup_lanes(e, &m);
		emu_in(e)[COORDS / 4 + 8 * 3 + 2] = 6;  /* lane 3's fragment id */
		if (run(e, &m, e->in->va, NULL, NULL, "image_msaa_load with fragment id 6 is refused", GS_ERR_UNSUPPORTED,
			msg, sizeof(msg)))
			CHECK(strstr(msg, "lane 3's fragment id 6 is not a multiple of 4") != NULL,
			      "%s: the msaa_load refusal names the lane and the id: %s", e->tname, msg);
	}
	c.t.sw_mode = 0;
	c.t.fmt = 67;
	if (run(e, &c, e->in->va, NULL, NULL, "a format the emulator does not convert", GS_ERR_UNSUPPORTED, msg,
		sizeof(msg)))
		CHECK(strstr(msg, "FORMAT 67") != NULL, "%s: format refusal names it: %s", e->tname, msg);
}

/* ---- sampling (emu/sampler.c) with point filtering ---- */

static void check_sample(struct emu_env *e, int with_lod)
{
	/* 2D 8_8_8_8_UNORM 8x6, levels 0..2; S#: CLAMP_LAST_TEXEL, point
	 * filters, MIP_FILTER point, MAX_LOD 15 */
	struct icase c = { with_lod ? "image_sample_l 2D, normalized, lod 0..2" : "image_sample_lz 2D unorm, clamped",
			   with_lod ? "image_sample_l" : "image_sample_lz", 1,
			   { 9, F_8888_UNORM, 8, 6, 1, 0, 0, 2, 0, 0, 0 }, 0xf, 0, 0, 0, 1, 1, 0, 0, (unsigned int)with_lod };
	uint8_t *img = (uint8_t *)emu_in(e);
	uint32_t *in = emu_in(e), *out = emu_out(e);
	unsigned int bad = 0;
	char first[200] = "";

	g_ssharp[0] = 2u | 2u << 3 | 2u << 6;
	g_ssharp[1] = (15u * 256u) << (e->gen == 12 ? 13 : 12);
	g_ssharp[2] = 1u << 26;
	g_ssharp[3] = 0;
	for (unsigned int i = 0; i < COORDS; i++)
		img[i] = (uint8_t)(i * 29 + 3);
	for (unsigned int l = 0; l < LANES; l++) {
		unsigned int lod = with_lod ? l % 3 : 0, w = mn(8, lod), h = mn(6, lod);
		float fx, fy;

		if (with_lod) {  /* texel centres of level lod */
			fx = ((float)(l % w) + 0.5f) / (float)w;
			fy = ((float)(l / 3 % h) + 0.5f) / (float)h;
		} else {  /* unnormalized, some past the edge (clamped) */
			fx = (float)(l % 11) + 0.5f;
			fy = (float)(l / 4) + 0.25f;
		}
		memset(&in[COORDS / 4 + 8 * l], 0, 32);
		in[COORDS / 4 + 8 * l] = f32b(fx);
		in[COORDS / 4 + 8 * l + 1] = f32b(fy);
		in[COORDS / 4 + 8 * l + 2] = f32b((float)lod);
		for (unsigned int i = 0; i < 4; i++)
			in[DATA / 4 + 4 * l + i] = data_val(l, i);
	}
	if (!run(e, &c, e->in->va, with_lod ? NULL : " unorm", e->gen == 12 ? "\ts_wait_samplecnt 0\n" : NULL, c.what,
		 GS_OK, NULL, 0))
		return;
	for (unsigned int l = 0; l < LANES; l++) {
		unsigned int lod = with_lod ? l % 3 : 0, w = mn(8, lod), h = mn(6, lod), x, y;
		uint32_t co[5] = { 0 }, ch[4];
		int64_t a;

		if (with_lod) {
			x = l % w;
			y = l / 3 % h;
		} else {
			x = l % 11 < 8 ? l % 11 : 7;
			y = l / 4 < 6 ? l / 4 : 5;
		}
		co[0] = x;
		co[1] = y;
		co[2] = lod;
		a = model_addr(&c.t, co, 2, 1);
		if (a < 0)
			continue;
		model_texel(F_8888_UNORM, img + a, ch, 0);
		for (unsigned int i = 0; i < 4; i++)
			if (out[4 * l + i] != ch[i] && !bad++)
				snprintf(first, sizeof(first), "lane %u v%u: 0x%08x, want 0x%08x (texel %u,%u level %u)", l, 8 + i,
					 out[4 * l + i], ch[i], x, y, lod);
	}
	CHECK(!bad, "%s: %s: %u wrong (%s)", e->tname, c.what, bad, first);
}

/* Sample variants with a single level and point filtering: whatever the
 * bias, lod, clamp, zero offsets and derivatives, the texel under the
 * unnormalized coordinate comes back; the address dwords are placed by the
 * sampler's layout (gsi_emu_sample_layout, checked against llc-22 there). */
static void check_sample_variants(struct emu_env *e)
{
	static const char *const ops[] = { "image_sample", "image_sample_b", "image_sample_cl", "image_sample_o",
					   "image_sample_lz_o", "image_sample_l_o", "image_sample_b_cl",
					   "image_sample_d_g16" };
	uint8_t *img = (uint8_t *)emu_in(e);
	uint32_t *in = emu_in(e), *out = emu_out(e);

	g_ssharp[0] = 2u | 2u << 3 | 2u << 6;
	g_ssharp[1] = (15u * 256u) << (e->gen == 12 ? 13 : 12);
	g_ssharp[2] = 1u << 26;
	g_ssharp[3] = 0;
	for (unsigned int i = 0; i < COORDS; i++)
		img[i] = (uint8_t)(i * 13 + 5);
	for (size_t k = 0; k < sizeof(ops) / sizeof(ops[0]); k++) {
		struct icase c = { ops[k], ops[k], 1, { 9, F_8888_UNORM, 8, 6, 1, 0, 0, 0, 0, 0, 0 }, 0xf, 0, 0, 0,
				   1, 1, 0, 0, 0 };
		struct gsi_addr_comp ac[GSI_ADDR_MAX];
		unsigned int flags, n, ndw, bad = 0;
		char msg[200], first[200] = "";

		if (!CHECK(gsi_emu_sample_flags(ops[k], &flags) == 0 &&
			   gsi_emu_sample_layout(flags, GSI_DIM_2D, 0, ac, &n, &ndw, msg, sizeof(msg)) == 0,
			   "%s: layout of %s", e->tname, ops[k]))
			continue;
		for (unsigned int l = 0; l < LANES; l++) {
			memset(&in[COORDS / 4 + 8 * l], 0, 32);
			for (unsigned int i = 0; i < n; i++)
				if (ac[i].kind == GSI_ADDR_COORD)
					in[COORDS / 4 + 8 * l + ac[i].dword] =
						f32b((float)(ac[i].index ? l / 8 % 6 : l % 8) + 0.5f);
			for (unsigned int i = 0; i < 4; i++)
				in[DATA / 4 + 4 * l + i] = data_val(l, i);
		}
		g_naddr = ndw;
		if (!run(e, &c, e->in->va, " unorm", e->gen == 12 ? "\ts_wait_samplecnt 0\n" : NULL, ops[k], GS_OK, NULL, 0)) {
			g_naddr = 0;
			continue;
		}
		g_naddr = 0;
		for (unsigned int l = 0; l < LANES; l++) {
			uint32_t co[5] = { l % 8, l / 8 % 6, 0, 0, 0 }, ch[4];
			int64_t a = model_addr(&c.t, co, 2, 0);

			model_texel(F_8888_UNORM, img + a, ch, 0);
			for (unsigned int i = 0; i < 4; i++)
				if (out[4 * l + i] != ch[i] && !bad++)
					snprintf(first, sizeof(first), "lane %u v%u: 0x%08x, want 0x%08x", l, 8 + i, out[4 * l + i],
						 ch[i]);
		}
		CHECK(!bad, "%s: %s (%u address dwords), point, one level: %u wrong (%s)", e->tname, ops[k], ndw, bad,
		      first);
	}
}

/* ---- the assembler against llvm-mc-22 ---- */

static void asm_vs_llvm(struct emu_env *e)
{
	static const char *const l11[] = {
		"image_load v[0:3], [v4, v6], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D",
		"image_store v1, v[2:4], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D glc",
		"image_atomic_cmpswap v[0:1], v4, s[8:15] dmask:0x3 dim:SQ_RSRC_IMG_1D glc",
	};
	static const char *const l12[] = {
		"image_load_mip v[0:3], [v4, v6, v7, v9], s[8:15] dmask:0xf dim:SQ_RSRC_IMG_2D_ARRAY",
		"image_store v1, [v2, v3, v4], s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_3D th:TH_STORE_NT",
		"image_atomic_add_uint v0, v4, s[8:15] dmask:0x1 dim:SQ_RSRC_IMG_1D th:TH_ATOMIC_RETURN",
	};
	const char *const *lines = e->gen == 12 ? l12 : l11;

	for (unsigned int i = 0; i < 3; i++) {
		char cmd[512], want[256] = "", got[256] = "";
		struct gs_asm_options ao = { 0 };
		struct gs_program *p = NULL;
		struct gs_error err = { 0 };
		FILE *f;
		size_t n = 0;

		snprintf(cmd, sizeof(cmd), "echo '%s' | llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding 2>/dev/null", lines[i],
			 e->tname);
		f = popen(cmd, "r");
		if (f) {
			char ln[512];

			while (fgets(ln, sizeof(ln), f)) {
				char *s = strstr(ln, "encoding: [");

				if (s)
					snprintf(want, sizeof(want), "%.*s", (int)strcspn(s + 11, "]"), s + 11);
			}
			pclose(f);
		}
		if (!want[0]) {
			printf("ok - # SKIP %s: llvm-mc-22 gives no encoding for '%s'\n", e->tname, lines[i]);
			continue;
		}
		ao.target = gs_target_find(e->tname);
		ao.filename = "img.s";
		if (!CHECK(gs_assemble(lines[i], strlen(lines[i]), &ao, &p, &err) == GS_OK, "%s: assembles '%s': %s",
			   e->tname, lines[i], err.msg)) {
			gs_program_free(p);
			continue;
		}
		for (size_t b = 0; b < p->text_size && n + 8 < sizeof(got); b++)
			n += (size_t)snprintf(got + n, sizeof(got) - n, "%s0x%02x", b ? "," : "", p->text[b]);
		CHECK(!strcmp(got, want), "%s: '%s': ours [%s], llvm-mc-22 [%s]", e->tname, lines[i], got, want);
		gs_program_free(p);
	}
}

static void tests(struct emu_env *e)
{
	for (size_t i = 0; i < sizeof(loads) / sizeof(loads[0]); i++) {
		if (loads[i].nsa11 && e->gen != 11)
			continue;
		check_load(e, &loads[i]);
	}
	for (size_t i = 0; i < sizeof(stores) / sizeof(stores[0]); i++)
		check_store(e, &stores[i]);
	for (size_t i = 0; i < sizeof(atomics) / sizeof(atomics[0]); i++)
		check_atomic(e, &atomics[i]);
	check_resinfo(e);
	for (size_t i = 0; i < sizeof(msaas) / sizeof(msaas[0]); i++)
		check_msaa(e, &msaas[i]);
	check_tfe(e);
	check_sample(e, 0);
	check_sample(e, 1);
	check_sample_variants(e);
	refusals(e);
	asm_vs_llvm(e);
}

int main(void)
{
	return emu_main(tests, "test_emu_image.s");
}
