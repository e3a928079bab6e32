// SPDX-License-Identifier: MIT
/*
 * The emulator's DPP16, DPP8 and VOPD (dual issue) on gfx1100 and gfx1201:
 * kernels assembled by gfxshim's assembler run on "emu:<target>" and each
 * lane's result is compared with the permutation computed here from the
 * modifier's definition (LLVM's AMDGPUModifierSyntax, the RDNA3/RDNA4 ISA
 * guides): every DPP16 control class, bound_ctrl, fi, row_mask/bank_mask,
 * inactive source lanes, DPP8, VOP2/VOPC/VOP3 bases, wave32 and wave64;
 * VOPD pairs (gfx11: Y reading X's destination sees the old value; X
 * reading Y's, both targets), and the checker flagging hand-encoded VOPD
 * bytes that break the bank rules and, on gfx12, a pair whose X writes a
 * source of Y (RDNA4 ISA section 7.8), which llvm-mc-22 assembles.
 */
#include <math.h>

#include "harness.h"
#include "fbits.h"
#include "emu_testutil.h"
#include "testutil.h"

#define NL 64

static uint32_t A[NL], B[NL], C[NL], D[NL];

/* The old value of the destination v4 in lane l (the kernel sets it). */
static uint32_t old4(unsigned int l)
{
	return 0x7f000000u | l;
}

/* ---------------------------------------------------------------- DPP16 */

enum { QP, SHL, SHR, ROR, MIR, HMIR, SHARE, XMASK, DPP8 };

struct dcase {
	const char *text;   /* the modifier as written */
	int kind;
	unsigned int n;     /* shift/share/xmask amount; QP and DPP8: selects packed 2/3 bits each */
};

/* Lane l's source lane under the control, -1 when outside its row. */
static int src_lane(const struct dcase *d, unsigned int l)
{
	unsigned int row = l / 16 * 16, i = l % 16;

	switch (d->kind) {
	case QP: return (int)(l / 4 * 4 + ((d->n >> (2 * (l % 4))) & 3));
	case SHL: return i + d->n <= 15 ? (int)(l + d->n) : -1;
	case SHR: return i >= d->n ? (int)(l - d->n) : -1;
	case ROR: return (int)(row + (i + 16 - d->n) % 16);
	case MIR: return (int)(row + 15 - i);
	case HMIR: return (int)(l / 8 * 8 + 7 - l % 8);
	case SHARE: return (int)(row + d->n);
	case XMASK: return (int)(row + (i ^ d->n));
	case DPP8: return (int)(l / 8 * 8 + ((d->n >> (3 * (l % 8))) & 7));
	}
	return -1;
}

/* Settings beyond the control. */
struct dopt {
	unsigned int row_mask, bank_mask;
	int bound_ctrl, fi;
	uint64_t exec;      /* EXEC during the DPP instruction */
};

enum op { OP_MOV, OP_ADD_U32, OP_ADD_F32_NEG_ABS, OP_CMP_GT_U32, OP_E64_ADD_F32, OP_E64_MAX_U32 };

/* The expected v4 of every lane: src0 = A permuted, src1 = B. */
static void model(const struct dcase *d, const struct dopt *o, enum op op, unsigned int lanes, uint32_t *want)
{
	uint64_t vcc = 0;

	for (unsigned int l = 0; l < lanes; l++) {
		int s = src_lane(d, l), w = 1;
		uint32_t a = 0, r;

		want[l] = old4(l);
		if (!(o->exec >> l & 1))
			continue;
		if (d->kind == DPP8) {
			a = o->exec >> s & 1 || o->fi ? A[s] : 0;
		} else if (!(o->row_mask >> (l / 16) & 1) || !(o->bank_mask >> (l % 16 / 4) & 1)) {
			w = 0;
		} else if (s >= 0 && (o->exec >> s & 1 || o->fi)) {
			a = A[s];
		} else if (!o->bound_ctrl) {
			w = 0;
		}
		if (!w) {
			if (op == OP_CMP_GT_U32)
				want[l] = 0;  /* a lane the compare does not write reads 0 in VCC */
			continue;
		}
		switch (op) {
		case OP_MOV: r = a; break;
		case OP_ADD_U32: r = a + B[l]; break;
		case OP_ADD_F32_NEG_ABS: r = fb(-bf(a) + fabsf(bf(B[l]))); break;
		case OP_CMP_GT_U32: r = a > B[l]; vcc |= (uint64_t)r << l; break;
		case OP_E64_ADD_F32: r = fb(bf(a) + bf(B[l])); break;
		default: r = a > B[l] ? a : B[l]; break;
		}
		want[l] = r;
	}
}

static const char *op_text(enum op op)
{
	switch (op) {
	case OP_MOV: return "v_mov_b32_dpp v4, v2";
	case OP_ADD_U32: return "v_add_nc_u32_dpp v4, v2, v3";
	case OP_ADD_F32_NEG_ABS: return "v_add_f32_dpp v4, -v2, |v3|";
	case OP_CMP_GT_U32: return "v_cmp_gt_u32_dpp VCC, v2, v3";
	case OP_E64_ADD_F32: return "v_add_f32_e64_dpp v4, v2, v3";
	default: return "v_max_u32_e64_dpp v4, v2, v3";
	}
}

static int is_float(enum op op)
{
	return op == OP_ADD_F32_NEG_ABS || op == OP_E64_ADD_F32;
}

static void fill_inputs(uint32_t seed, int fl)
{
	for (unsigned int l = 0; l < NL; l++) {
		A[l] = fl ? fb((float)(int)(emu_xs(&seed) % 200) - 100.0f) : emu_xs(&seed);
		B[l] = fl ? fb((float)(int)(emu_xs(&seed) % 200) - 100.0f) : emu_xs(&seed);
		C[l] = fl ? fb((float)(int)(emu_xs(&seed) % 64) * 0.25f) : emu_xs(&seed);
		D[l] = fl ? fb((float)(int)(emu_xs(&seed) % 64) * 0.5f - 8.0f) : emu_xs(&seed);
	}
}

/* A kernel of one wave: v2 = A, v3 = B, v5 = C, v8 = D (in + 0/256/512/768),
 * v4 = old4(lane); then body; then v4 (and v10, v11) stored to out. */
static int run_body(struct emu_env *e, const char *what, const char *body)
{
	char src[4096], k[6144];
	unsigned int lanes = e->wave64 ? 64 : 32;
	const char *vcc = e->wave64 ? "vcc" : "vcc_lo";
	size_t n = 0;

	/* VCC stands for the wave's lane-mask register */
	for (const char *p = body; *p && n + 8 < sizeof(src); ) {
		if (!strncmp(p, "VCC", 3)) {
			n += (size_t)snprintf(src + n, sizeof(src) - n, "%s", vcc);
			p += 3;
		} else {
			src[n++] = *p++;
		}
	}
	src[n] = 0;
	memcpy(emu_in(e), A, sizeof(A));
	memcpy(emu_in(e) + 64, B, sizeof(B));
	memcpy(emu_in(e) + 128, C, sizeof(C));
	memcpy(emu_in(e) + 192, D, sizeof(D));
	memset(emu_out(e), 0, 3 * 256);
	snprintf(k, sizeof(k),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tWAIT_KM\n"
		 "\tglobal_load_b32 v2, v1, s[4:5]\n"
		 "\tglobal_load_b32 v3, v1, s[4:5] offset:256\n"
		 "\tglobal_load_b32 v5, v1, s[4:5] offset:512\n"
		 "\tglobal_load_b32 v8, v1, s[4:5] offset:768\n"
		 "\tv_or_b32 v4, 0x7f000000, v0\n"
		 "\tv_mov_b32 v10, 0\n\tv_mov_b32 v11, 0\n"
		 "\tWAIT_LOAD\n"
		 "%s\n"
		 "\t%s\n"
		 "\tglobal_store_b32 v1, v4, s[6:7]\n"
		 "\tglobal_store_b32 v1, v10, s[6:7] offset:256\n"
		 "\tglobal_store_b32 v1, v11, s[6:7] offset:512\n",
		 src, e->wave64 ? "s_mov_b64 exec, -1" : "s_mov_b32 exec_lo, -1");
	return emu_run_ok(e, what, k, e->wave64 ? "\t.amdhsa_wavefront_size32 0\n" : NULL, lanes, lanes);
}

static void exec_set(const struct emu_env *e, uint64_t exec, char *buf, size_t size)
{
	if (e->wave64)
		snprintf(buf, size, "\ts_mov_b32 exec_lo, 0x%x\n\ts_mov_b32 exec_hi, 0x%x\n", (uint32_t)exec,
			 (uint32_t)(exec >> 32));
	else
		snprintf(buf, size, "\ts_mov_b32 exec_lo, 0x%x\n", (uint32_t)exec);
}

/* llvm-mc-22's encoding of one instruction as ".long w0, w1, ...": 1, or
 * 0 when llvm-mc-22 does not run or rejects it (*msg then holds its output). */
static int llvm_long(const char *tname, const char *text, char *out, size_t size, char *msg, size_t msize)
{
	char cmd[512];
	int st = -1;
	char *r, *p;
	uint8_t b[16];
	unsigned int n = 0, v;

	snprintf(cmd, sizeof(cmd), "printf '%%s\\n' '%s' | llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding 2>&1",
		 text, tname);
	r = tu_run(cmd, &st);
	snprintf(msg, msize, "%s", r ? r : "(llvm-mc-22 did not run)");
	p = r && st == 0 ? strstr(r, "encoding: [") : NULL;
	for (p = p ? p + 11 : NULL; p && n < sizeof(b) && sscanf(p, "0x%x", &v) == 1; n++) {
		b[n] = (uint8_t)v;
		p = strchr(p, ',');
		p = p ? p + 1 : NULL;
	}
	free(r);
	if (!n || n % 4)
		return 0;
	v = (unsigned int)snprintf(out, size, ".long ");
	for (unsigned int i = 0; i < n; i += 4)
		v += (unsigned int)snprintf(out + v, size - v, "%s0x%08x", i ? ", " : "",
					    b[i] | b[i + 1] << 8 | b[i + 2] << 16 | (uint32_t)b[i + 3] << 24);
	return 1;
}

static int have_llvm(void)
{
	static int have = -1;

	if (have < 0) {
		int st = -1;
		char *v = tu_run("llvm-mc-22 --version 2>/dev/null", &st);

		have = v && st == 0 && strstr(v, "LLVM");
		free(v);
	}
	return have;
}

/* Run one DPP instruction and compare every lane with model(). */
static void dpp_case(struct emu_env *e, const struct dcase *d, const struct dopt *o0, enum op op)
{
	char body[1024], ex[128], mods[128] = "", what[256], inst[256], enc[160], msg[512];
	unsigned int lanes = e->wave64 ? 64 : 32, bad = 0, first = 0;
	uint32_t want[NL];
	struct dopt o = *o0;

	if (!e->wave64)
		o.exec &= 0xffffffffu;
	fill_inputs(0x9e3779b9u ^ (uint32_t)d->kind * 77u ^ d->n ^ (uint32_t)op << 20, is_float(op));
	if (d->kind != DPP8) {
		if (o.row_mask != 0xf || o.bank_mask != 0xf)
			snprintf(mods, sizeof(mods), " row_mask:0x%x bank_mask:0x%x", o.row_mask, o.bank_mask);
		if (o.bound_ctrl)
			strcat(mods, " bound_ctrl:1");
	}
	if (o.fi)
		strcat(mods, " fi:1");
	exec_set(e, o.exec, ex, sizeof(ex));
	snprintf(inst, sizeof(inst), "%s %s%s", op_text(op), d->text, mods);
	/* VOP3 DPP: gfxshim's assembler does not take _e64_dpp yet; llvm-mc-22's bytes */
	if (op == OP_E64_ADD_F32 || op == OP_E64_MAX_U32) {
		if (!have_llvm()) {
			CHECK(1, "%s: %s # SKIP llvm-mc-22 not installed", e->tname, inst);
			return;
		}
		if (!CHECK(llvm_long(e->tname, inst, enc, sizeof(enc), msg, sizeof(msg)),
			   "%s: llvm-mc-22 encodes %s", e->tname, inst)) {
			printf("#   %s\n", msg);
			return;
		}
		snprintf(inst, sizeof(inst), "%s", enc);
	}
	snprintf(body, sizeof(body), "%s\t%s\n%s", ex, inst,
		 op == OP_CMP_GT_U32 ? "\tv_cndmask_b32_e64 v4, 0, 1, VCC\n" : "");
	snprintf(what, sizeof(what), "%s%s %s%s exec 0x%llx", e->wave64 ? "wave64 " : "", op_text(op), d->text,
		 mods, (unsigned long long)o.exec);
	if (!run_body(e, what, body))
		return;
	model(d, &o, op, lanes, want);
	for (unsigned int l = 0; l < lanes; l++)
		if (emu_out(e)[l] != want[l] && !bad++)
			first = l;
	CHECK(!bad, "%s: %s: every lane", e->tname, what);
	if (bad)
		printf("#   %u lanes differ; lane %u: got 0x%08x want 0x%08x\n", bad, first, emu_out(e)[first],
		       want[first]);
}

static const struct dcase d16[] = {
	{ "quad_perm:[1,2,3,0]", QP, 1 | 2 << 2 | 3 << 4 | 0 << 6 },
	{ "quad_perm:[3,2,1,0]", QP, 3 | 2 << 2 | 1 << 4 | 0 << 6 },
	{ "quad_perm:[0,0,0,0]", QP, 0 },
	{ "row_shl:1", SHL, 1 }, { "row_shl:15", SHL, 15 },
	{ "row_shr:1", SHR, 1 }, { "row_shr:7", SHR, 7 },
	{ "row_ror:1", ROR, 1 }, { "row_ror:15", ROR, 15 },
	{ "row_mirror", MIR, 0 }, { "row_half_mirror", HMIR, 0 },
	{ "row_share:5", SHARE, 5 }, { "row_share:0", SHARE, 0 },
	{ "row_xmask:7", XMASK, 7 }, { "row_xmask:15", XMASK, 15 },
};

#define SEL8(a, b, c, d, e, f, g, h) \
	((a) | (b) << 3 | (c) << 6 | (d) << 9 | (e) << 12 | (f) << 15 | (g) << 18 | (h) << 21)

static const struct dcase d8[] = {
	{ "dpp8:[7,6,5,4,3,2,1,0]", DPP8, SEL8(7, 6, 5, 4, 3, 2, 1, 0) },
	{ "dpp8:[1,1,3,3,5,5,0,2]", DPP8, SEL8(1, 1, 3, 3, 5, 5, 0, 2) },
};

static void test_dpp(struct emu_env *e)
{
	const struct dopt all = { 0xf, 0xf, 0, 0, ~0ull };
	/* lanes 3, 6, 9, ... off: some sources inactive */
	const uint64_t part = 0xb6db6db6db6db6dbull;

	for (size_t i = 0; i < sizeof(d16) / sizeof(d16[0]); i++)
		dpp_case(e, &d16[i], &all, OP_MOV);
	for (size_t i = 0; i < sizeof(d8) / sizeof(d8[0]); i++)
		dpp_case(e, &d8[i], &all, OP_MOV);
	/* bound_ctrl: out-of-row sources read 0 instead of leaving the lane */
	{
		struct dopt o = all;

		o.bound_ctrl = 1;
		dpp_case(e, &d16[4], &o, OP_MOV);
		dpp_case(e, &d16[6], &o, OP_ADD_U32);
	}
	/* row_mask/bank_mask: masked rows and banks keep the old value */
	{
		struct dopt o = all;

		o.row_mask = 0x5;
		o.bank_mask = 0xa;
		dpp_case(e, &d16[0], &o, OP_MOV);
		o.row_mask = 0xe;
		o.bank_mask = 0x7;
		o.bound_ctrl = 1;
		dpp_case(e, &d16[5], &o, OP_MOV);
	}
	/* inactive source lanes: fi:0 with/without bound_ctrl, fi:1 fetches them */
	for (int fi = 0; fi < 2; fi++) {
		for (int bc = 0; bc < 2; bc++) {
			struct dopt o = all;

			o.exec = part;
			o.fi = fi;
			o.bound_ctrl = bc;
			dpp_case(e, &d16[7], &o, OP_MOV);
			dpp_case(e, &d16[5], &o, OP_MOV);
		}
		{
			struct dopt o = all;

			o.exec = part;
			o.fi = fi;
			dpp_case(e, &d8[1], &o, OP_MOV);
		}
	}
	/* the permuted src0 feeds VOP2, VOPC and VOP3 operations */
	dpp_case(e, &d16[14], &all, OP_ADD_U32);
	dpp_case(e, &d16[10], &all, OP_ADD_F32_NEG_ABS);
	dpp_case(e, &d16[9], &all, OP_CMP_GT_U32);
	dpp_case(e, &d16[3], &all, OP_E64_ADD_F32);
	dpp_case(e, &d8[0], &all, OP_E64_MAX_U32);
	dpp_case(e, &d16[11], &all, OP_E64_MAX_U32);
}

/* ---------------------------------------------------------------- VOPD */

static void vopd_check(struct emu_env *e, const char *what, const char *pair, const uint32_t *w10,
		       const uint32_t *w11)
{
	unsigned int bad = 0, first = 0;

	if (!run_body(e, what, pair))
		return;
	for (unsigned int l = 0; l < 32; l++)
		if ((emu_out(e)[64 + l] != w10[l] || emu_out(e)[128 + l] != w11[l]) && !bad++)
			first = l;
	CHECK(!bad, "%s: %s: every lane", e->tname, what);
	if (bad)
		printf("#   lane %u: v10 0x%08x want 0x%08x, v11 0x%08x want 0x%08x\n", first,
		       emu_out(e)[64 + first], w10[first], emu_out(e)[128 + first], w11[first]);
}

static float h2f(uint16_t h)
{
	int ex = (h >> 10) & 0x1f, m = h & 0x3ff;
	float v = ex ? ldexpf((float)(m | 0x400), ex - 25) : ldexpf((float)m, -24);

	return h >> 15 ? -v : v;
}

static void test_vopd(struct emu_env *e)
{
	uint32_t w10[NL], w11[NL];
	int g12 = e->gen >= 12;
	char pair[512];

	if (e->wave64)
		return;
	fill_inputs(12345, 1);
	for (unsigned int l = 0; l < 32; l++) {
		w10[l] = fb(bf(A[l]) * bf(B[l]));
		w11[l] = fb(bf(C[l]) + bf(D[l]));
	}
	vopd_check(e, "v_dual_mul_f32 :: v_dual_add_f32",
		   "\tv_dual_mul_f32 v10, v2, v3 :: v_dual_add_f32 v11, v5, v8", w10, w11);

	/* gfx11: Y reads X's destination and sees the value before the pair
	 * (RDNA3 ISA 7.6; on gfx12 the checker stops it: test_vopd_x_dst) */
	for (unsigned int l = 0; l < 32; l++) {
		w10[l] = B[l];
		w11[l] = l + C[l];
	}
	if (!g12)
		vopd_check(e, "v_dual_mov_b32 :: v_dual_add_nc_u32 reading X's vdst (old value)",
			   "\tv_mov_b32 v10, v0\n\tv_dual_mov_b32 v10, v3 :: v_dual_add_nc_u32 v11, v10, v5", w10, w11);
	/* X reads Y's destination: also the old value (allowed on gfx12 too) */
	for (unsigned int l = 0; l < 32; l++) {
		w10[l] = fb(bf(A[l]) * bf(fb((float)l)));
		w11[l] = C[l];
	}
	vopd_check(e, "v_dual_mul_f32 reading Y's vdst :: v_dual_mov_b32",
		   "\tv_cvt_f32_u32 v11, v0\n\tv_dual_mul_f32 v10, v2, v11 :: v_dual_mov_b32 v11, v5", w10, w11);

	/* fmaak / fmamk share one literal */
	for (unsigned int l = 0; l < 32; l++) {
		w10[l] = fb(fmaf(bf(A[l]), bf(B[l]), 2.5f));
		w11[l] = fb(fmaf(bf(C[l]), 2.5f, bf(D[l])));
	}
	vopd_check(e, "v_dual_fmaak_f32 :: v_dual_fmamk_f32",
		   "\tv_dual_fmaak_f32 v10, v2, v3, 0x40200000 :: v_dual_fmamk_f32 v11, v5, 0x40200000, v8",
		   w10, w11);

	/* fmac accumulates into vdst; cndmask reads vcc_lo */
	for (unsigned int l = 0; l < 32; l++) {
		w10[l] = fb(fmaf(bf(A[l]), bf(B[l]), 1.0f));
		w11[l] = bf(A[l]) < bf(B[l]) ? D[l] : C[l];
	}
	vopd_check(e, "v_dual_fmac_f32 :: v_dual_cndmask_b32",
		   "\tv_mov_b32 v10, 1.0\n\tv_cmp_lt_f32 vcc_lo, v2, v3\n"
		   "\tv_dual_fmac_f32 v10, v2, v3 :: v_dual_cndmask_b32 v11, v5, v8", w10, w11);

	/* subrev, min/max, sub */
	for (unsigned int l = 0; l < 32; l++) {
		w10[l] = fb(bf(B[l]) - bf(A[l]));
		w11[l] = fb(bf(C[l]) > bf(D[l]) ? bf(C[l]) : bf(D[l]));
	}
	snprintf(pair, sizeof(pair), "\tv_dual_subrev_f32 v10, v2, v3 :: %s v11, v5, v8",
		 g12 ? "v_dual_max_num_f32" : "v_dual_max_f32");
	vopd_check(e, "v_dual_subrev_f32 :: v_dual_max_f32", pair, w10, w11);
	for (unsigned int l = 0; l < 32; l++) {
		w10[l] = fb(bf(A[l]) < bf(B[l]) ? bf(A[l]) : bf(B[l]));
		w11[l] = fb(bf(C[l]) - bf(D[l]));
	}
	snprintf(pair, sizeof(pair), "\t%s v10, v2, v3 :: v_dual_sub_f32 v11, v5, v8",
		 g12 ? "v_dual_min_num_f32" : "v_dual_min_f32");
	vopd_check(e, "v_dual_min_f32 :: v_dual_sub_f32", pair, w10, w11);

	/* integer halves: lshlrev, and */
	fill_inputs(777, 0);
	for (unsigned int l = 0; l < 32; l++) {
		w10[l] = B[l];
		w11[l] = D[l] << (C[l] & 31);
	}
	vopd_check(e, "v_dual_mov_b32 :: v_dual_lshlrev_b32",
		   "\tv_dual_mov_b32 v10, v3 :: v_dual_lshlrev_b32 v11, v5, v8", w10, w11);
	for (unsigned int l = 0; l < 32; l++)
		w11[l] = A[l] & D[l];
	vopd_check(e, "v_dual_mov_b32 :: v_dual_and_b32",
		   "\tv_dual_mov_b32 v10, v3 :: v_dual_and_b32 v11, v2, v8", w10, w11);

	/* dot2acc (packed f16 pairs, f32 accumulator) */
	for (unsigned int l = 0; l < 32; l++) {
		uint16_t a0 = (uint16_t)(0x3c00 + (A[l] & 0x3ff)), a1 = (uint16_t)(0xbc00 + (A[l] >> 10 & 0x1ff));
		uint16_t b0 = (uint16_t)(0x4000 + (B[l] & 0x3ff)), b1 = (uint16_t)(0x3800 + (B[l] >> 10 & 0x1ff));

		A[l] = a0 | (uint32_t)a1 << 16;
		B[l] = b0 | (uint32_t)b1 << 16;
		w10[l] = fb((float)((double)h2f(a0) * h2f(b0) + (double)h2f(a1) * h2f(b1) + 0.5));
		w11[l] = C[l] + D[l];
	}
	vopd_check(e, "v_dual_dot2acc_f32_f16 :: v_dual_add_nc_u32",
		   "\tv_mov_b32 v10, 0.5\n\tv_dual_dot2acc_f32_f16 v10, v2, v3 :: v_dual_add_nc_u32 v11, v5, v8",
		   w10, w11);

	/* mul_dx9_zero (0 * inf and 0 * NaN give 0) with dot2acc_bf16 */
	for (unsigned int l = 0; l < 32; l++) {
		static const float sp[4] = { 0.0f, INFINITY, NAN, -0.0f };
		uint16_t c0 = (uint16_t)(0x3f80 + (C[l] & 0x7f)), c1 = (uint16_t)(0xc000 + (C[l] >> 8 & 0x7f));
		uint16_t d0 = (uint16_t)(0x4040 + (D[l] & 0x7f)), d1 = (uint16_t)(0x3f00 + (D[l] >> 8 & 0x7f));
		float a = (float)(int)(l % 7) - 3.0f, b = l % 5 == 0 ? sp[l / 5 % 4] : 1.5f;

		A[l] = fb(a);
		B[l] = fb(b);
		C[l] = c0 | (uint32_t)c1 << 16;
		D[l] = d0 | (uint32_t)d1 << 16;
		w10[l] = fb(a == 0.0f || b == 0.0f ? 0.0f : a * b);
		w11[l] = fb((float)((double)bf((uint32_t)c0 << 16) * bf((uint32_t)d0 << 16) +
				    (double)bf((uint32_t)c1 << 16) * bf((uint32_t)d1 << 16) - 2.0));
	}
	vopd_check(e, "v_dual_mul_dx9_zero_f32 :: v_dual_dot2acc_f32_bf16",
		   "\tv_mov_b32 v11, -2.0\n\tv_dual_mul_dx9_zero_f32 v10, v2, v3 :: v_dual_dot2acc_f32_bf16 v11, v5, v8",
		   w10, w11);
}

/* The checker: a VOPD pair whose src0 VGPRs share a bank (v1, v5: 1 mod 4),
 * which llvm-mc-22's assembler rejects, written as bytes is flagged with
 * the wave, PC and text; the legal pair it came from runs clean. */
static void test_vopd_checker(struct emu_env *e)
{
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_error err = { 0 };
	const char *legal = "v_dual_mul_f32 v10, v1, v2 :: v_dual_add_f32 v11, v4, v7\n";
	char body[512];
	uint32_t w0, w1;
	enum gs_status st;

	ao.target = gs_target_find(e->tname);
	if (!CHECK(gs_assemble(legal, strlen(legal), &ao, &prog, &err) == GS_OK && prog->text_size == 8,
		   "%s: assembles the legal VOPD pair (%s)", e->tname, err.msg))
		goto out;
	memcpy(&w0, prog->text, 4);
	memcpy(&w1, (const uint8_t *)prog->text + 4, 4);
	snprintf(body, sizeof(body), "\t.long 0x%08x, 0x%08x", w0, w1);
	if (e->wave64) {  /* dual issue is wave32 only */
		st = emu_run(e, body, "\t.amdhsa_wavefront_size32 0\n", 64, 64, &err);
		CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "wave32 only") &&
		      strstr(err.msg, "v_dual_mul_f32 v10, v1, v2 :: v_dual_add_f32 v11, v4, v7"),
		      "%s: a VOPD pair in a wave64 kernel is refused (%s)", e->tname, err.msg);
		goto out;
	}
	run_body(e, "legal VOPD pair as .long bytes", body);
	/* srcY0 v4 -> v5: the same bank as srcX0 v1; llvm-mc-22 rejects it */
	w1 = (w1 & ~0x1ffu) | (256 + 5);
	if (have_llvm()) {
		char enc[160], msg[512];

		if (!CHECK(!llvm_long(e->tname, "v_dual_mul_f32 v10, v1, v2 :: v_dual_add_f32 v11, v5, v7", enc,
				      sizeof(enc), msg, sizeof(msg)) &&
			   strstr(msg, "src0 operands must use different VGPR banks"),
			   "%s: llvm-mc-22 rejects the pair (src0 operands must use different VGPR banks)", e->tname))
			printf("#   %s\n", msg);
	}
	snprintf(body, sizeof(body), "\t.long 0x%08x, 0x%08x", w0, w1);
	st = emu_run(e, body, NULL, 32, 32, &err);
	CHECK(st == GS_ERR_HAZARD, "%s: VOPD src0 bank conflict flagged (%d: %s)", e->tname, st, err.msg);
	CHECK(strstr(err.msg, "src0 operands") && strstr(err.msg, "v1 (X) and v5 (Y)") &&
	      strstr(err.msg, "wave 0 of workgroup (0,0,0) at PC") &&
	      strstr(err.msg, "v_dual_mul_f32 v10, v1, v2 :: v_dual_add_f32 v11, v5, v7"),
	      "%s: the message names the rule, the registers, the wave, PC and text: %s", e->tname, err.msg);
out:
	gs_program_free(prog);
}

/* gfx12: X writing a VGPR that Y reads is a hazard, for each of Y's
 * source slots (src0, vsrc1, fmamk's second source on the SRC2 port);
 * llvm-mc-22 assembles such pairs, so they come from gfxshim's assembler
 * here.  gfx11 runs them (test_vopd). */
static void test_vopd_x_dst(struct emu_env *e)
{
	static const struct { const char *pair, *slot; } t[] = {
		{ "v_dual_mov_b32 v10, v3 :: v_dual_add_nc_u32 v11, v10, v5", "reads as src0" },
		{ "v_dual_mul_f32 v10, v2, v3 :: v_dual_add_f32 v11, v5, v10", "reads as vsrc1" },
		{ "v_dual_add_f32 v10, v2, v3 :: v_dual_fmamk_f32 v11, v5, 0x40200000, v10", "reads as src2" },
	};

	if (e->gen < 12 || e->wave64)
		return;
	for (size_t i = 0; i < sizeof(t) / sizeof(t[0]); i++) {
		struct gs_error err = { 0 };
		char body[256];
		enum gs_status st;

		snprintf(body, sizeof(body), "\t%s\n", t[i].pair);
		st = emu_run(e, body, NULL, 32, 32, &err);
		CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "X must not overwrite sources of Y") &&
		      strstr(err.msg, "writes v10") && strstr(err.msg, t[i].slot) && strstr(err.msg, t[i].pair),
		      "%s: %s: X overwriting a Y source is flagged (%d: %s)", e->tname, t[i].pair, st, err.msg);
		if (have_llvm() && i == 0) {
			char enc[160], msg[512];

			CHECK(llvm_long(e->tname, t[i].pair, enc, sizeof(enc), msg, sizeof(msg)),
			      "%s: llvm-mc-22 assembles it (the rule is the checker's alone): %s", e->tname, msg);
		}
	}
}

/* An exact small integer as binary16. */
static uint16_t i2h(int v)
{
	unsigned int a = (unsigned int)(v < 0 ? -v : v);
	int e;

	if (!a)
		return 0;
	e = 31 - __builtin_clz(a);
	return (uint16_t)((v < 0 ? 0x8000 : 0) | (e + 15) << 10 | ((a << (10 - e)) & 0x3ff));
}

/* gfx11 true16: DPP's src0 v2.h (index bit 7 of the DPP word) reads the
 * high halves of the permuted lanes; v4.l keeps v4's high half. */
static void test_dpp_true16(struct emu_env *e)
{
	unsigned int lanes = e->wave64 ? 64 : 32, bad = 0, first = 0;
	uint32_t want[NL];
	struct dcase shl = { "row_shl:1", SHL, 1 };

	if (e->gen != 11)
		return;
	for (unsigned int l = 0; l < NL; l++) {
		A[l] = (uint32_t)i2h((int)(l % 13) - 6) << 16 | 0x7bff;  /* low half: a decoy */
		B[l] = (uint32_t)i2h((int)(l % 5) * 3) | 0xdead0000u;
	}
	if (!run_body(e, "v_add_f16_dpp v4.l, v2.h, v3.l row_shl:1", "\tv_add_f16_dpp v4.l, v2.h, v3.l row_shl:1"))
		return;
	for (unsigned int l = 0; l < lanes; l++) {
		int s = src_lane(&shl, l);

		want[l] = s < 0 ? old4(l) : (old4(l) & 0xffff0000u) | i2h((int)(s % 13) - 6 + (int)(l % 5) * 3);
		if (emu_out(e)[l] != want[l] && !bad++)
			first = l;
	}
	CHECK(!bad, "%s: %sv_add_f16_dpp v4.l, v2.h, v3.l row_shl:1: every lane", e->tname, e->wave64 ? "wave64 " : "");
	if (bad)
		printf("#   %u lanes differ; lane %u: got 0x%08x want 0x%08x\n", bad, first, emu_out(e)[first],
		       want[first]);
}

/* Messages name the DPP instruction in llvm's words; controls llvm-mc-22
 * marks "not supported starting from GFX10" (row_bcast, wave_shl) are refused. */
static void test_dpp_errors(struct emu_env *e)
{
	struct gs_error err = { 0 };
	const char *kd = e->wave64 ? "\t.amdhsa_wavefront_size32 0\n" : NULL;
	unsigned int n = e->wave64 ? 64 : 32;
	enum gs_status st;

	st = emu_run(e, "\tv_mov_b32_dpp v4, v40 row_shl:1", kd, n, n, &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "v_mov_b32_dpp v4, v40 row_shl:1 row_mask:0xf bank_mask:0xf") &&
	      strstr(err.msg, "reads v40"),
	      "%s: DPP source beyond the allocated VGPRs: a fault naming the instruction (%s)", e->tname, err.msg);
	/* v_mov_b32_dpp v4, v2 with DPP_CTRL 0x142 (row_bcast:15) */
	st = emu_run(e, "\t.long 0x7e0802fa, 0xff014202", kd, n, n, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "DPP_CTRL is not a gfx11/gfx12 control"),
	      "%s: DPP_CTRL row_bcast:15 is refused (%s)", e->tname, err.msg);
}

static void tests(struct emu_env *e)
{
	for (int w64 = 0; w64 < 2; w64++) {
		e->wave64 = w64;
		test_dpp(e);
		test_vopd(e);
		test_vopd_checker(e);
		test_vopd_x_dst(e);
		test_dpp_errors(e);
		test_dpp_true16(e);
	}
	e->wave64 = 0;
}

int main(void)
{
	return emu_main(tests, "test_emu_dpp.s");
}
