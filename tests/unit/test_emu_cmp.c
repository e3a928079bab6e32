// SPDX-License-Identifier: MIT
/*
 * Every VALU compare llvm-mc-22 knows for gfx1100, gfx1201 and gfx942 --
 * v_cmp_<cond>_<type>, v_cmpx_<cond>_<type> and v_cmp[x]_class_<type>,
 * types f16 f32 f64 i16 u16 i32 u32 i64 u64 -- is in the emulator's table
 * and runs, in its VOPC (e32, vcc) and VOP3 (e64, an SGPR destination,
 * abs/neg on float sources) forms, against a reference written here
 * independently of the emulator:
 *   - float conditions by their position in the guides' list, a 4-bit
 *     mask over the relations LT (bit 0), EQ (1), GT (2), unordered (3);
 *     integer ones a 3-bit mask over LT EQ GT;
 *   - the class test from the value's IEEE class (fpclassify), the quiet
 *     bit telling signaling from quiet NaN;
 *   - MODE's denormal flush: f32 per FP_DENORM 32, f16 and f64 per 16/64,
 *     each kernel run once flushing f32 and keeping f16/f64 denormals and
 *     once the other way round;
 *   - v_cmpx_*: the lanes the result disables really skip the next
 *     instruction; gfx11/gfx12 leave VCC alone, gfx9 writes it (e32) or
 *     the SGPR pair (e64) as well.
 * Inputs: edge values (NaN of both kinds, +-0, +-inf, denormals, INT_MIN,
 * 64-bit values whose halves order differently), every pair of some and
 * random pairs; on gfx1100 16-bit operands come from both VGPR halves
 * (true16 v2.h in e32, op_sel in e64).  gfx942 runs wave64, gfx1100 one
 * wave64 kernel per kind of compare.
 */
#include <math.h>

#include "harness.h"
#include "emu_testutil.h"
#include "isa/inst.h"
#include "gfxshim/isa.h"

#define NL 128  /* lanes (threads) per kernel */

static const char *const fconds[16] = { "f", "lt", "eq", "le", "gt", "lg", "ge", "o",
					"u", "nge", "nlg", "ngt", "nle", "neq", "nlt", "t" };
static const char *const iconds[8] = { "f", "lt", "eq", "le", "gt", "ne", "ge", "t" };

static const uint64_t f16v[] = { 0x0000, 0x8000, 0x3c00, 0xbc00, 0x0001, 0x8001, 0x03ff, 0x0400, 0x7c00, 0xfc00,
				 0x7e00, 0x7c01, 0xfe00, 0x7bff, 0x3c01 };
static const uint64_t f32v[] = { 0, 0x80000000u, 0x3f800000u, 0xbf800000u, 0x00000001u, 0x80000001u, 0x007fffffu,
				 0x00800000u, 0x7f800000u, 0xff800000u, 0x7fc00000u, 0x7f800001u, 0xffc00000u,
				 0x7f7fffffu, 0x3f800001u };
static const uint64_t f64v[] = { 0, 0x8000000000000000ull, 0x3ff0000000000000ull, 0xbff0000000000000ull, 1,
				 0x8000000000000001ull, 0x000fffffffffffffull, 0x0010000000000000ull,
				 0x7ff0000000000000ull, 0xfff0000000000000ull, 0x7ff8000000000000ull,
				 0x7ff0000000000001ull, 0x3ff0000000000001ull, 0x3ff0000100000000ull,
				 0x7fefffffffffffffull };
static const uint64_t i16v[] = { 0, 1, 0xffff, 0x8000, 0x7fff, 0x0100, 0x00ff, 0x8001 };
static const uint64_t i32v[] = { 0, 1, 0xffffffffu, 0x80000000u, 0x7fffffffu, 0x10000u, 0xffffu, 0x80000001u };
static const uint64_t i64v[] = { 0, 1, ~0ull, 0x8000000000000000ull, 0x7fffffffffffffffull, 0x100000000ull,
				 0xffffffffull, 0xffffffff00000000ull, 0x80000000ull, 0x180000000ull };

struct ty {
	char kind;          /* 'f', 'i', 'u' */
	unsigned int bits;
	int cls, x;         /* class test, cmpx */
	int cond;           /* index into fconds / iconds; -1 for class */
};

static int parse(const char *m, struct ty *t)
{
	char c[8];
	const char *p, *u;
	size_t n;

	memset(t, 0, sizeof(*t));
	t->x = !strncmp(m, "v_cmpx_", 7);
	p = m + (t->x ? 7 : 6);
	u = strchr(p, '_');
	if (!u || (size_t)(u - p) >= sizeof(c))
		return 0;
	n = (size_t)(u - p);
	memcpy(c, p, n);
	c[n] = 0;
	t->kind = u[1];
	t->bits = (unsigned int)atoi(u + 2);
	t->cls = !strcmp(c, "class");
	t->cond = -1;
	if (t->cls)
		return 1;
	if (!strcmp(c, "tru"))
		strcpy(c, "t");
	for (int i = 0; i < (t->kind == 'f' ? 16 : 8); i++)
		if (!strcmp(c, t->kind == 'f' ? fconds[i] : iconds[i]))
			t->cond = i;
	return t->cond >= 0;
}

/* IEEE value of bits (no flush), as a double. */
static double fval(uint64_t b, unsigned int bits)
{
	if (bits == 64) {
		double d;

		memcpy(&d, &b, 8);
		return d;
	}
	if (bits == 32) {
		uint32_t u = (uint32_t)b;
		float f;

		memcpy(&f, &u, 4);
		return f;
	}
	{
		int e = (int)(b >> 10 & 31), m = (int)(b & 1023);
		double v = e == 31 ? (m ? NAN : INFINITY) : e ? ldexp(1024 + m, e - 25) : ldexp(m, -24);

		return b & 0x8000 ? -v : v;
	}
}

static int rel_f(double a, double b)
{
	return isnan(a) || isnan(b) ? 3 : a < b ? 0 : a == b ? 1 : 2;
}

/* the class index of the guides' mask (0 signaling NaN .. 9 +inf) */
static int fclass(uint64_t v, unsigned int bits)
{
	double d = fval(v, bits);
	int neg = (int)(v >> (bits - 1) & 1);
	uint64_t quiet = 1ull << (bits == 16 ? 9 : bits == 32 ? 22 : 51);

	switch (fpclassify(d)) {
	case FP_NAN: return v & quiet ? 1 : 0;
	case FP_INFINITE: return neg ? 2 : 9;
	case FP_ZERO: return neg ? 5 : 6;
	case FP_SUBNORMAL: return neg ? 4 : 7;
	default:
		/* f16/f32 denormals are normal doubles: tell them by the exponent */
		if (bits != 64 && !(v >> (bits == 16 ? 10 : 23) & (bits == 16 ? 31 : 255)))
			return neg ? 4 : 7;
		return neg ? 3 : 8;
	}
}

struct mode {
	int flush32, flush16_64;
	const char *kd, *name;
};

/* The reference result of one compare: a, b as loaded (bits of the type's
 * width); mods: VOP3 |a| and -b on floats (class: -a). */
static int ref(const struct ty *t, const struct mode *md, uint64_t a, uint64_t b, int mods)
{
	uint64_t sign = 1ull << (t->bits - 1), wmask = t->bits == 64 ? ~0ull : (1ull << t->bits) - 1;
	int flush = t->bits == 32 ? md->flush32 : md->flush16_64;
	uint64_t emask = t->bits == 16 ? 0x7c00 : t->bits == 32 ? 0x7f800000u : 0x7ff0000000000000ull;

	a &= wmask;
	b &= wmask;
	if (t->cls)
		return (int)((b >> fclass(mods ? a ^ sign : a, t->bits)) & 1);
	if (t->kind == 'f') {
		if (mods) {
			a &= ~sign;
			b ^= sign;
		}
		if (flush && !(a & emask))
			a &= sign;
		if (flush && !(b & emask))
			b &= sign;
		return (int)(t->cond >> rel_f(fval(a, t->bits), fval(b, t->bits)) & 1);
	}
	if (t->kind == 'i') {
		int64_t sa = (int64_t)(a << (64 - t->bits)), sb = (int64_t)(b << (64 - t->bits));

		return t->cond >> (sa < sb ? 0 : sa == sb ? 1 : 2) & 1;
	}
	return t->cond >> (a < b ? 0 : a == b ? 1 : 2) & 1;
}

static const uint64_t *values(const struct ty *t, unsigned int *n)
{
#define PICK(a) (*n = sizeof(a) / sizeof(a[0]), a)
	if (t->kind == 'f')
		return t->bits == 16 ? PICK(f16v) : t->bits == 32 ? PICK(f32v) : PICK(f64v);
	return t->bits == 16 ? PICK(i16v) : t->bits == 32 ? PICK(i32v) : PICK(i64v);
#undef PICK
}

/* Operand text: register r (2 = A, 4 = B) for the type, half h on gfx11. */
static void opnd(char *buf, size_t size, const struct emu_env *e, const struct ty *t, int src1, int h)
{
	unsigned int r = src1 ? 4 : 2;

	if (t->bits == 64 && !(src1 && t->cls))
		snprintf(buf, size, "v[%u:%u]", r, r + 1);
	else if (t->bits == 16 && e->gen == 11)
		snprintf(buf, size, "v%u.%s", r, h ? "h" : "l");
	else
		snprintf(buf, size, "v%u", r);
}

static void one(struct emu_env *e, const char *mnem, const struct mode *md, uint32_t *seed)
{
	struct ty t;
	int g9 = e->gen == 9, w64 = e->wave64;
	unsigned int lanes = w64 ? 64 : 32, nv, bad = 0, first = 0, firstk = 0;
	uint32_t *in = emu_in(e), *out = emu_out(e);
	uint64_t a[NL], b[NL], ahi[NL], bhi[NL];
	const uint64_t *vals;
	char body[4096], a0[16], b0[16], a1[24], b1[24], ins[160];
	const char *vcc = w64 ? "vcc" : "vcc_lo", *sd = w64 ? "s[20:21]" : "s20";
	const char *save = w64 ? "s_mov_b64 s[30:31], exec" : "s_mov_b32 s30, exec_lo";
	const char *restore = w64 ? "s_mov_b64 exec, s[30:31]" : "s_mov_b32 exec_lo, s30";
	int n;

	if (!CHECK(parse(mnem, &t), "%s: %s parses", e->tname, mnem))
		return;
	vals = values(&t, &nv);
	for (unsigned int l = 0; l < NL; l++) {
		uint64_t *v[4] = { &a[l], &b[l], &ahi[l], &bhi[l] };

		for (int k = 0; k < 4; k++)
			*v[k] = vals[emu_xs(seed) % nv];
		if (l < nv * 8) {  /* every pair of the first values */
			a[l] = vals[l % nv];
			b[l] = vals[(l / nv) % nv];
		}
		if (t.cls) {  /* masks: one class each, then random ones */
			b[l] = l < 40 ? 1u << (l % 10) : emu_xs(seed) & 0x3ff;
			bhi[l] = emu_xs(seed) & 0x3ff;
		}
		if (t.bits == 16) {  /* both halves of one VGPR */
			in[2 * l] = (uint32_t)(a[l] | ahi[l] << 16);
			in[256 + 2 * l] = (uint32_t)(b[l] | bhi[l] << 16);
		} else {
			in[2 * l] = (uint32_t)a[l];
			in[2 * l + 1] = (uint32_t)(a[l] >> 32);
			in[256 + 2 * l] = (uint32_t)b[l];
			in[256 + 2 * l + 1] = (uint32_t)(b[l] >> 32);
		}
	}
	/* e32: A (gfx11 16-bit: its high half), B; e64: modifiers, gfx11 A.l, B.h */
	opnd(a0, sizeof(a0), e, &t, 0, 1);
	opnd(b0, sizeof(b0), e, &t, 1, 0);
	opnd(a1 + 2, sizeof(a1) - 2, e, &t, 0, 0);
	opnd(b1 + 2, sizeof(b1) - 2, e, &t, 1, 1);
	if (t.cls) {
		memmove(a1 + 1, a1 + 2, strlen(a1 + 2) + 1);
		a1[0] = '-';
		memmove(b1, b1 + 2, strlen(b1 + 2) + 1);
	} else if (t.kind == 'f') {
		char x[24];

		snprintf(x, sizeof(x), "|%s|", a1 + 2);
		strcpy(a1, x);
		b1[1] = '-';
		memmove(b1, b1 + 1, strlen(b1 + 1) + 1);
	} else {
		memmove(a1, a1 + 2, strlen(a1 + 2) + 1);
		memmove(b1, b1 + 2, strlen(b1 + 2) + 1);
	}
	n = snprintf(body, sizeof(body),
		     "\t%s s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 3, v0\n\tv_lshlrev_b32 v9, 2, v0\n\tWAIT_KM\n"
		     "\t%s v[2:3], v1, s[4:5]\n\t%s v[4:5], v1, s[4:5] offset:1024\n\tWAIT_LOAD\n"
		     "\t%s\n\ts_mov_b32 vcc_lo, 0x5a5a5a5a\n%s",
		     g9 ? "s_load_dwordx4" : "s_load_b128", g9 ? "global_load_dwordx2" : "global_load_b64",
		     g9 ? "global_load_dwordx2" : "global_load_b64", save,
		     w64 ? "\ts_mov_b32 vcc_hi, 0x5a5a5a5a\n" : "");
	if (!t.x)
		n += snprintf(body + n, sizeof(body) - (size_t)n,
			      "\t%s_e32 %s, %s, %s\n\tv_cndmask_b32 v10, 0, 1, %s\n"
			      "\t%s_e64 %s, %s, %s\n\tv_cndmask_b32 v11, 0, 1, %s\n",
			      mnem, vcc, a0, b0, vcc, mnem, sd, a1, b1, sd);
	else
		n += snprintf(body + n, sizeof(body) - (size_t)n,
			      "\tv_mov_b32 v12, 0\n\t%s_e32 %s%s%s, %s\n\tv_mov_b32 v12, 1\n\t%s\n"
			      "\tv_cndmask_b32 v14, 0, 1, %s\n"
			      "\tv_mov_b32 v13, 0\n\t%s_e64 %s%s%s, %s\n\tv_mov_b32 v13, 1\n\t%s\n"
			      "\tv_cndmask_b32 v15, 0, 1, %s\n",
			      mnem, g9 ? vcc : "", g9 ? ", " : "", a0, b0, restore, vcc,
			      mnem, g9 ? sd : "", g9 ? ", " : "", a1, b1, restore, g9 ? sd : vcc);
	for (int k = 0; k < 6; k++)
		n += snprintf(body + n, sizeof(body) - (size_t)n, "\t%s v9, v%d, s[6:7] offset:%d\n",
			      g9 ? "global_store_dword" : "global_store_b32", 10 + k, 512 * k);
	memset(out, 0x55, 512 * 6);
	snprintf(ins, sizeof(ins), "%s (%s)", mnem, md->name);
	{
		char kd[256];

		snprintf(kd, sizeof(kd), "%s%s%s", md->kd, g9 ? "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n" : "",
			 w64 && !g9 ? "\t.amdhsa_wavefront_size32 0\n" : "");
		if (!emu_run_ok(e, ins, body, kd, 1, NL))
			return;
	}
	for (unsigned int l = 0; l < NL; l++) {
		/* gfx11 16-bit: e32 reads A's high half, e64 B's */
		int h = t.bits == 16 && e->gen == 11;
		uint64_t ae = h ? ahi[l] : a[l], be1 = h ? bhi[l] : b[l];
		int r32 = ref(&t, md, ae, b[l], 0), r64 = ref(&t, md, a[l], be1, 1);
		unsigned int vpat = 0x5a5a5a5au >> (l % lanes % 32) & 1;
		uint32_t want[6], got[6];

		for (int k = 0; k < 6; k++)
			got[k] = out[128 * k + l];
		if (!t.x) {
			want[0] = (uint32_t)r32;
			want[1] = (uint32_t)r64;
			for (int k = 0; k < 2; k++)
				if (got[k] != want[k] && !bad++) {
					first = l;
					firstk = (unsigned int)k;
				}
			continue;
		}
		want[2] = (uint32_t)r32;  /* the next instruction ran on exactly these lanes */
		want[3] = (uint32_t)r64;
		want[4] = g9 ? (uint32_t)r32 : vpat;  /* gfx9 writes vcc too, gfx11/12 do not */
		want[5] = g9 ? (uint32_t)r64 : vpat;
		for (int k = 2; k < 6; k++)
			if (got[k] != want[k] && !bad++) {
				first = l;
				firstk = (unsigned int)k;
			}
	}
	{
		int h = t.bits == 16 && e->gen == 11;
		uint64_t fa = firstk == 0 || firstk == 2 || firstk == 4 ? (h ? ahi[first] : a[first]) : a[first];
		uint64_t fb = firstk == 0 || firstk == 2 || firstk == 4 ? b[first] : (h ? bhi[first] : b[first]);

		CHECK(!bad, "%s%s: %s (%s): %u results wrong (first lane %u, result %u: 0x%llx vs 0x%llx -> %u)",
		      e->tname, w64 && !g9 ? " wave64" : "", mnem, md->name, bad, first, firstk, (unsigned long long)fa,
		      (unsigned long long)fb, out[128 * firstk + first]);
	}
}

/* Every compare LLVM knows for the target is in the emulator's table. */
static void coverage(struct emu_env *e, unsigned int *nllvm, unsigned int *ntab)
{
	const struct gs_isa *isa = gsi_isa_exec_for(gs_target_find(e->tname));
	unsigned int n = gs_isa_count(e->tname, NULL), missing = 0;
	const char *firstm = "";

	*nllvm = *ntab = 0;
	for (unsigned int i = 0; i < n; i++) {
		struct gs_isa_inst r;

		if (gs_isa_at(e->tname, i, &r) != GS_OK || strncmp(r.mnemonic, "v_cmp", 5) || strcmp(r.cls, "VOPC"))
			continue;
		(*nllvm)++;
		if (isa && gsi_isa_by_name(isa, r.mnemonic))
			(*ntab)++;
		else if (!missing++)
			firstm = r.mnemonic;
	}
	CHECK(!missing && *nllvm > 100, "%s: %u of llvm's %u compares in the emulator's table (first missing: %s)",
	      e->tname, *ntab, *nllvm, firstm);
}

/* DPP16 forms through the emulator's DPP path (gfx11/gfx12): src0 from the
 * neighbour lane l ^ 1 (quad_perm:[1,0,3,2]); VOPC, v_cmpx_* and VOP3. */
static void dpp(struct emu_env *e)
{
	static const struct { const char *inst; struct ty t; int mods; } cases[] = {
		{ "v_cmp_lt_f32 vcc_lo, v2, v4", { 'f', 32, 0, 0, 1 }, 0 },
		{ "v_cmpx_lt_i32 v2, v4", { 'i', 32, 0, 1, 1 }, 0 },
		{ "v_cmp_le_u16 vcc_lo, v2, v4", { 'u', 16, 0, 0, 3 }, 0 },
		{ "v_cmp_class_f32 vcc_lo, v2, v4", { 'f', 32, 1, 0, -1 }, 0 },
		{ "v_cmp_nge_f32_e64_dpp s20, |v2|, -v4", { 'f', 32, 0, 0, 9 }, 1 },
	};
	static const struct mode md = { 1, 0, "", "" };
	uint32_t *in = emu_in(e), *out = emu_out(e), seed = 0x9e3779b9u;
	char body[2048];

	for (unsigned int c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		const struct ty *t = &cases[c].t;
		const char *sd = strstr(cases[c].inst, "s20") ? "s20" : "vcc_lo";
		unsigned int nv, bad = 0, first = 0;
		const uint64_t *vals = values(t, &nv);

		for (unsigned int l = 0; l < 32; l++) {
			in[l] = (uint32_t)vals[emu_xs(&seed) % nv];
			in[64 + l] = t->cls ? emu_xs(&seed) & 0x3ff : (uint32_t)vals[emu_xs(&seed) % nv];
		}
		snprintf(body, sizeof(body),
			 "\ts_load_b128 s[4:7], s[0:1], 0x0\n\tv_lshlrev_b32 v1, 2, v0\n\tWAIT_KM\n"
			 "\tglobal_load_b32 v2, v1, s[4:5]\n\tglobal_load_b32 v4, v1, s[4:5] offset:256\n\tWAIT_LOAD\n"
			 "\tv_mov_b32 v10, 0\n\t%s quad_perm:[1,0,3,2] row_mask:0xf bank_mask:0xf\n%s"
			 "\ts_mov_b32 exec_lo, -1\n\tglobal_store_b32 v1, v10, s[6:7]\n",
			 cases[c].inst,
			 t->x ? "\tv_mov_b32 v10, 1\n" : strcmp(sd, "s20") ? "\tv_cndmask_b32 v10, 0, 1, vcc_lo\n"
									   : "\tv_cndmask_b32 v10, 0, 1, s20\n");
		if (!emu_run_ok(e, cases[c].inst, body, "\t.amdhsa_float_denorm_mode_32 0\n", 1, 32))
			continue;
		for (unsigned int l = 0; l < 32; l++)
			if (out[l] != (uint32_t)ref(t, &md, in[l ^ 1], in[64 + l], cases[c].mods) && !bad++)
				first = l;
		CHECK(!bad, "%s: DPP %s: %u lanes wrong (first %u: 0x%08x vs 0x%08x -> %u)", e->tname, cases[c].inst,
		      bad, first, in[first ^ 1], in[64 + first], out[first]);
	}
}

static void tests(struct emu_env *e)
{
	static const struct mode modes[] = {
		{ 1, 0, "\t.amdhsa_float_denorm_mode_32 0\n\t.amdhsa_float_denorm_mode_16_64 3\n", "f32 flushed" },
		{ 0, 1, "\t.amdhsa_float_denorm_mode_32 3\n\t.amdhsa_float_denorm_mode_16_64 0\n", "f16/f64 flushed" },
	};
	const struct gs_isa *isa = gsi_isa_exec_for(gs_target_find(e->tname));
	unsigned int nllvm, ntab, ran = 0;
	uint32_t seed = 0x2545f491u;

	coverage(e, &nllvm, &ntab);
	for (unsigned int i = 0; isa && i < isa->n_ops; i++) {
		const char *m = isa->ops[i].name;

		if (strncmp(m, "v_cmp", 5))
			continue;
		for (unsigned int k = 0; k < 2; k++)
			one(e, m, &modes[k], &seed);
		ran++;
	}
	CHECK(ran == ntab, "%s: ran %u compares", e->tname, ran);
	if (e->gen == 11) {  /* one wave64 kernel per kind of compare */
		static const char *const w64[] = { "v_cmp_nge_f16", "v_cmp_lt_f32", "v_cmpx_class_f64", "v_cmpx_lt_u64",
						   "v_cmp_gt_i16", "v_cmpx_neq_f32" };

		e->wave64 = 1;
		for (unsigned int i = 0; i < sizeof(w64) / sizeof(w64[0]); i++)
			one(e, w64[i], &modes[i & 1], &seed);
		e->wave64 = 0;
	}
	if (e->gen != 9)
		dpp(e);
	printf("# %s: %u of llvm-mc-22's %u compares emulated\n", e->tname, ran, nllvm);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1201 gfx942", tests, "test_emu_cmp.s");
}
