// SPDX-License-Identifier: MIT
/*
 * The emulator's gfx9 DPP on gfx942 and gfx950 (wave64): kernels assembled
 * by gfxshim run on "emu:<target>", and each lane's result is compared with
 * the permutation computed here from the controls' definitions (LLVM's
 * AMDGPUModifierSyntax, the GCN3/CDNA3 ISA guides): every control class --
 * quad_perm, row_shl/shr/ror, wave_shl/rol/shr/ror, row_mirror,
 * row_half_mirror, row_bcast:15/31, row_newbcast -- with row_mask,
 * bank_mask, bound_ctrl and inactive lanes, on VOP1 and VOP2 (f32 neg/abs,
 * f16, carry out, cndmask, fmac).  Against llvm-mc-22: the emulator decodes
 * llvm's encodings and prints llvm's disassembly for them, and refuses what
 * llvm calls invalid.  clang-22 -O2 OpenCL kernels: a wave reduction built
 * on __builtin_amdgcn_update_dpp/mov_dpp, and LLVM's atomic optimizer with
 * its DPP strategy (a row_bcast wave scan), give the C model's values.
 */
#include <math.h>

#include "emu/decode.h"
#include "emu/emu.h"
#include "harness.h"
#include "fbits.h"
#include "emu_testutil.h"
#include "llvm_oracle.h"
#include "emu_llvm_dis.h"

#define KD "\t.amdhsa_accum_offset 64\n\t.amdhsa_next_free_vgpr 128\n"
#define NL 64

static uint32_t A[NL], B[NL];
static int AI[NL], BI[NL];  /* f16 cases: the integer each low half holds */
static const uint64_t VCC_IN = 0x3c5a96f00ff0a55aull;

enum kind { QP, SHL, SHR, ROR, WSHL, WROL, WSHR, WROR, MIR, HMIR, BC15, BC31, NBC };

struct dcase {
	const char *text;
	int kind;
	unsigned int n;  /* shift amount, newbcast lane; quad_perm: selects 2 bits each */
};

static const struct dcase cases[] = {
	{ "quad_perm:[1,0,3,2]", QP, 1 | 0 << 2 | 3 << 4 | 2 << 6 },
	{ "quad_perm:[3,3,0,1]", QP, 3 | 3 << 2 | 0 << 4 | 1 << 6 },
	{ "row_shl:1", SHL, 1 }, { "row_shl:15", SHL, 15 },
	{ "row_shr:1", SHR, 1 }, { "row_shr:4", SHR, 4 }, { "row_shr:8", SHR, 8 },
	{ "row_ror:3", ROR, 3 }, { "row_ror:15", ROR, 15 },
	{ "wave_shl:1", WSHL, 1 }, { "wave_rol:1", WROL, 1 }, { "wave_shr:1", WSHR, 1 }, { "wave_ror:1", WROR, 1 },
	{ "row_mirror", MIR, 0 }, { "row_half_mirror", HMIR, 0 },
	{ "row_bcast:15", BC15, 0 }, { "row_bcast:31", BC31, 0 }, { "row_newbcast:5", NBC, 5 },
};
#define NCASES ((unsigned int)(sizeof(cases) / sizeof(cases[0])))

/* Lane l's source lane, -1 when the control gives it none. */
static int src_lane(int kind, unsigned int n, unsigned int l)
{
	unsigned int row = l / 16 * 16, i = l % 16;

	switch (kind) {
	case QP: return (int)(l / 4 * 4 + ((n >> (2 * (l % 4))) & 3));
	case SHL: return i + n <= 15 ? (int)(l + n) : -1;
	case SHR: return i >= n ? (int)(l - n) : -1;
	case ROR: return (int)(row + (i + 16 - n) % 16);
	case WSHL: return l + 1 < NL ? (int)(l + 1) : -1;
	case WROL: return (int)((l + 1) % NL);
	case WSHR: return l >= 1 ? (int)(l - 1) : -1;
	case WROR: return (int)((l + NL - 1) % NL);
	case MIR: return (int)(row + 15 - i);
	case HMIR: return (int)(l / 8 * 8 + 7 - l % 8);
	case BC15: return row >= 16 ? (int)(row - 1) : -1;  /* the previous row's lane 15 */
	case BC31: return l >= 32 ? 31 : -1;                 /* rows 2 and 3 */
	case NBC: return (int)(row + n);
	}
	return -1;
}

struct dopt {
	unsigned int row_mask, bank_mask;
	int bound_ctrl;
	uint64_t exec;
};

static const struct dopt opts[] = {
	{ 0xf, 0xf, 0, ~0ull },
	{ 0xf, 0xf, 1, ~0ull },
	{ 0xa, 0xf, 0, ~0ull },
	{ 0xc, 0x5, 1, 0xfff0ffff7fff0ffeull },
	{ 0x5, 0xe, 0, 0xaaaaaaaaffff5555ull },
};

enum op { OP_MOV, OP_ADD_U32, OP_SUBREV_U32, OP_ADD_F32, OP_ADD_F16, OP_ADD_CO, OP_CNDMASK, OP_FMAC_F32, NOPS };

static const char *const op_fmt[] = {
	"v_mov_b32_dpp v%u, v2", "v_add_u32_dpp v%u, v2, v3", "v_subrev_u32_dpp v%u, v2, v3",
	"v_add_f32_dpp v%u, -v2, |v3|", "v_add_f16_dpp v%u, -v2, v3", "v_add_co_u32_dpp v%u, vcc, v2, v3",
	"v_cndmask_b32_dpp v%u, v2, v3, vcc", "v_fmac_f32_dpp v%u, v2, v3",
};

/* f16 bits of an integer |v| < 2048 (exact). */
static uint32_t h_of(int v)
{
	unsigned int m = (unsigned int)(v < 0 ? -v : v), e = 0;

	if (!m)
		return 0;
	while (m >> (e + 1))
		e++;
	return (v < 0 ? 0x8000u : 0) | (e + 15) << 10 | ((m << (10 - e)) & 0x3ff);
}

/* The destination's value before the instruction (the kernel sets it;
 * v_fmac_f32 accumulates into it: the float k + l). */
static uint32_t old_of(enum op op, unsigned int k, unsigned int l)
{
	return op == OP_FMAC_F32 ? fb((float)(k + l)) : 0x7f000000u | k << 16 | l;
}

static void fill(enum op op, uint32_t seed)
{
	for (unsigned int l = 0; l < NL; l++) {
		A[l] = emu_xs(&seed);
		B[l] = emu_xs(&seed);
		if (op == OP_ADD_F32 || op == OP_FMAC_F32) {
			A[l] = fb((float)(int)(A[l] % 200) - 100.0f);
			B[l] = fb((float)(int)(B[l] % 200) - 100.0f);
		} else if (op == OP_ADD_F16) {  /* junk in the high halves */
			AI[l] = (int)(A[l] % 200) - 100;
			BI[l] = (int)(B[l] % 200) - 100;
			A[l] = (A[l] & 0xffff0000u) | h_of(AI[l]);
			B[l] = (B[l] & 0xffff0000u) | h_of(BI[l]);
		}
	}
}

/* Expected destination (want) and VCC bit (wvcc) of every lane. */
static void model(const struct dcase *d, const struct dopt *o, enum op op, unsigned int k, uint32_t *want,
		  uint32_t *wvcc)
{
	for (unsigned int l = 0; l < NL; l++) {
		int s = src_lane(d->kind, d->n, l);
		uint32_t a;
		uint64_t sum;

		want[l] = old_of(op, k, l);
		wvcc[l] = 0;
		if (!(o->exec >> l & 1) || !(o->row_mask >> (l / 16) & 1) || !(o->bank_mask >> (l % 16 / 4) & 1))
			continue;
		if (s >= 0 && o->exec >> s & 1)
			a = A[s];
		else if (o->bound_ctrl)
			a = 0;
		else
			continue;
		switch (op) {
		case OP_MOV: want[l] = a; break;
		case OP_ADD_U32: want[l] = a + B[l]; break;
		case OP_SUBREV_U32: want[l] = B[l] - a; break;
		case OP_ADD_F32: want[l] = fb(-bf(a) + fabsf(bf(B[l]))); break;
		case OP_ADD_F16: want[l] = h_of(-(s >= 0 && o->exec >> s & 1 ? AI[s] : 0) + BI[l]); break;
		case OP_ADD_CO:
			sum = (uint64_t)a + B[l];
			want[l] = (uint32_t)sum;
			wvcc[l] = (uint32_t)(sum >> 32);
			break;
		case OP_FMAC_F32: want[l] = fb(fmaf(bf(a), bf(B[l]), bf(want[l]))); break;
		default: want[l] = VCC_IN >> l & 1 ? B[l] : a; break;
		}
	}
}

/* One kernel per (op, opt): every control on its own destination
 * v[12 + k] and, after it, VCC as 0/1 in v[32 + k]; value j of lane l is
 * stored at out + 256 j + 4 l. */
static void t_exec(struct emu_env *e)
{
	static char body[24576];
	const uint32_t *out = emu_out(e);

	for (unsigned int op = 0; op < NOPS; op++) {
		for (size_t oi = 0; oi < sizeof(opts) / sizeof(opts[0]); oi++) {
			const struct dopt *o = &opts[oi];
			size_t n = 0;
			unsigned int bad = 0;
			char first[300] = "", name[40];

			snprintf(name, sizeof(name), "%.*s", (int)strcspn(op_fmt[op], " "), op_fmt[op]);
			fill(op, 7u + op * 131u + (unsigned int)oi);
			memcpy(emu_in(e), A, sizeof(A));
			memcpy(emu_in(e) + 64, B, sizeof(B));
			memset(emu_out(e), 0, EMU_BUF);
			n += (size_t)snprintf(body + n, sizeof(body) - n,
					      "\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
					      "\tv_lshlrev_b32 v1, 2, v0\n"
					      "\tv_add_u32 v6, 0x1000, v1\n\tv_add_u32 v7, 0x2000, v1\n"
					      "\ts_waitcnt lgkmcnt(0)\n"
					      "\tglobal_load_dword v2, v1, s[4:5]\n"
					      "\tglobal_load_dword v3, v1, s[4:5] offset:256\n");
			for (unsigned int k = 0; k < NCASES; k++)
				n += (size_t)snprintf(body + n, sizeof(body) - n,
						      op == OP_FMAC_F32 ? "\tv_add_u32 v%u, 0x%x, v0\n\tv_cvt_f32_u32 v%u, v%u\n"
									: "\tv_or_b32 v%u, 0x%x, v0\n",
						      12 + k, op == OP_FMAC_F32 ? k : old_of(op, k, 0), 12 + k, 12 + k);
			n += (size_t)snprintf(body + n, sizeof(body) - n, "\ts_waitcnt vmcnt(0)\n\ts_nop 1\n");
			for (unsigned int k = 0; k < NCASES; k++) {
				char inst[200];

				snprintf(inst, sizeof(inst), op_fmt[op], 12 + k);
				n += (size_t)snprintf(body + n, sizeof(body) - n,
						      "\ts_mov_b32 vcc_lo, 0x%x\n\ts_mov_b32 vcc_hi, 0x%x\n"
						      "\ts_mov_b32 exec_lo, 0x%x\n\ts_mov_b32 exec_hi, 0x%x\n"
						      "\t%s %s row_mask:0x%x bank_mask:0x%x%s\n"
						      "\ts_mov_b64 exec, -1\n"
						      "\tv_cndmask_b32_e64 v%u, 0, 1, vcc\n",
						      (uint32_t)VCC_IN, (uint32_t)(VCC_IN >> 32), (uint32_t)o->exec,
						      (uint32_t)(o->exec >> 32), inst, cases[k].text, o->row_mask,
						      o->bank_mask, o->bound_ctrl ? " bound_ctrl:1" : "", 32 + k);
			}
			for (unsigned int j = 0; j < 2 * NCASES; j++)
				n += (size_t)snprintf(body + n, sizeof(body) - n,
						      "\tglobal_store_dword v%u, v%u, s[6:7] offset:%u\n",
						      j < 16 ? 1 : j < 32 ? 6 : 7, j < NCASES ? 12 + j : 32 + j - NCASES,
						      256 * (j % 16));
			if (!emu_run_ok(e, name, body, KD, 1, 64))
				continue;
			for (unsigned int k = 0; k < NCASES; k++) {
				uint32_t want[NL], wvcc[NL];

				model(&cases[k], o, op, k, want, wvcc);
				for (unsigned int l = 0; l < NL; l++) {
					uint32_t got = out[64 * k + l], gv = out[64 * (NCASES + k) + l];
					uint32_t wv = op == OP_ADD_CO ? wvcc[l] : (uint32_t)(VCC_IN >> l & 1);

					if (got == want[l] && gv == wv)
						continue;
					if (!bad++)
						snprintf(first, sizeof(first),
							 "%s: lane %u got 0x%08x vcc %u, want 0x%08x vcc %u", cases[k].text, l,
							 got, gv, want[l], wv);
				}
			}
			CHECK(bad == 0, "%s: %s with row_mask:0x%x bank_mask:0x%x%s exec 0x%016llx: %u controls x 64 lanes (%u wrong%s%s)",
			      e->tname, name, o->row_mask, o->bank_mask, o->bound_ctrl ? " bound_ctrl:1" : "",
			      (unsigned long long)o->exec, (unsigned int)NCASES, bad, bad ? "; first: " : "", first);
		}
	}
}

/* ---------------------------------------------------------------- llvm */

/*
 * Each DPP line: llvm-mc-22 encodes it, the emulator decodes the bytes as a
 * gfx9 DPP instruction of that size, and its text is llvm-mc-22
 * --disassemble's for the bytes.
 */
static int dpp_accept(const struct gs_inst *in, unsigned int i, const void *ctx)
{
	(void)i;
	(void)ctx;
	return in->dpp == EMU_DPP_GFX9;
}

static void t_llvm(const char *tname)
{
	static char input[65536];
	struct lo_dis_result r;
	size_t n = 0;
	unsigned int lines = 0;

	for (unsigned int op = 0; op < NOPS; op++)
		for (unsigned int k = 0; k < NCASES; k++) {
			const struct dopt *o = &opts[(op + k) % (sizeof(opts) / sizeof(opts[0]))];
			char inst[100];

			snprintf(inst, sizeof(inst), op_fmt[op], 4 + k % 3);
			n += (size_t)snprintf(input + n, sizeof(input) - n, "%s %s row_mask:0x%x bank_mask:0x%x%s\n", inst,
					      cases[k].text, o->row_mask, o->bank_mask, o->bound_ctrl ? " bound_ctrl:1" : "");
			lines++;
		}
	lo_emu_gfx9_vs_llvm(tname, input, 600, dpp_accept, NULL, &r);
	if (!r.ran) {
		CHECK(1, "# SKIP %s: llvm-mc-22 did not run", tname);
		return;
	}
	CHECK(r.checked == lines && r.bad == 0,
	      "%s: %u of %u DPP lines assembled by llvm-mc-22 decode as DPP and print as llvm-mc-22 --disassemble does (%u wrong%s%s)",
	      tname, r.checked, lines, r.bad, r.first[0] ? "; first: " : "", r.first);
}

/* Encodings llvm-mc-22 --disassemble calls invalid are refused by the
 * decoder (and so not executed). */
static void t_refused(const char *tname)
{
	static const struct { const char *why; uint8_t b[8]; } bad[] = {
		{ "VOPC DPP", { 0xfa, 0x06, 0x98, 0x7d, 0x02, 0x12, 0x01, 0xff } },
		{ "row_xmask (gfx10+)", { 0xfa, 0x02, 0x08, 0x7e, 0x02, 0x61, 0x01, 0xff } },
		{ "dpp_ctrl 0x131", { 0xfa, 0x02, 0x08, 0x7e, 0x02, 0x31, 0x01, 0xff } },
		{ "dpp_ctrl 0x100", { 0xfa, 0x02, 0x08, 0x7e, 0x02, 0x00, 0x01, 0xff } },
		{ "VOP1 with src1 neg", { 0xfa, 0x02, 0x08, 0x7e, 0x02, 0x01, 0x41, 0xff } },
		{ "v_add_u32 with neg", { 0xfa, 0x06, 0x08, 0x68, 0x02, 0x12, 0x41, 0xff } },
	};
	const struct gs_target *t = gs_target_find(tname);
	struct emu em;
	struct wave w;
	struct gs_inst in;

	memset(&em, 0, sizeof(em));
	memset(&w, 0, sizeof(w));
	em.target = t;
	em.isa = gsi_isa_exec_for(t);
	w.lanes = 64;
	for (size_t i = 0; i < sizeof(bad) / sizeof(bad[0]); i++) {
		struct enc en;
		char text[300];

		memcpy(en.b, bad[i].b, 8);
		en.n = 8;
		lo_llvm_disasm(tname, 1, &en, text, sizeof(text));
		CHECK(emu_decode1(&em, &w, bad[i].b, 8, &in) == 0 &&
		      (!text[0] || text[0] == '[' || strstr(text, "Invalid") || strstr(text, "not supported")),
		      "%s: %s is refused (llvm-mc-22: \"%s\")", tname, bad[i].why, text);
	}
}

/* ---------------------------------------------------------------- clang */

static const char reduce_cl[] =
	"kernel void wred(global const uint *in, global uint *out)\n"
	"{\n"
	"\tuint l = __builtin_amdgcn_workitem_id_x(), v = in[l];\n"
	"\tv += __builtin_amdgcn_update_dpp(0u, v, 0x111, 0xf, 0xf, false);\n"
	"\tv += __builtin_amdgcn_update_dpp(0u, v, 0x112, 0xf, 0xf, false);\n"
	"\tv += __builtin_amdgcn_update_dpp(0u, v, 0x113, 0xf, 0xf, false);\n"
	"\tv += __builtin_amdgcn_update_dpp(0u, v, 0x114, 0xf, 0xe, false);\n"
	"\tv += __builtin_amdgcn_update_dpp(0u, v, 0x118, 0xf, 0xc, false);\n"
	"\tv += __builtin_amdgcn_update_dpp(0u, v, 0x142, 0xa, 0xf, false);\n"
	"\tv += __builtin_amdgcn_update_dpp(0u, v, 0x143, 0xc, 0xf, false);\n"
	"\tout[l] = v;\n"
	"\tout[64 + l] = __builtin_amdgcn_mov_dpp(in[l], 0x138, 0xf, 0xf, true);\n"
	"\tout[128 + l] = __builtin_amdgcn_update_dpp(in[l] ^ 1u, in[l] * 3u, 0x134, 0xf, 0x7, false);\n"
	"\tout[192 + l] = __builtin_amdgcn_update_dpp(5u, in[l], 0x1b, 0xf, 0xf, false);\n"
	"}\n";

/* llvm.amdgcn.update.dpp in C: old where row/bank mask disable the lane,
 * 0 (bound_ctrl) or old for a lane without a source, else src of it. */
static void update_dpp(const uint32_t *old, const uint32_t *src, int kind, unsigned int n, unsigned int rm,
		       unsigned int bm, int bc, uint32_t *r)
{
	for (unsigned int l = 0; l < NL; l++) {
		int s = src_lane(kind, n, l);

		if (!(rm >> (l / 16) & 1) || !(bm >> (l % 16 / 4) & 1))
			r[l] = old[l];
		else
			r[l] = s >= 0 ? src[s] : bc ? 0 : old[l];
	}
}

/* LLVM's atomic optimizer with its DPP strategy: an inclusive wave scan
 * (row_shr:1/2/4/8, row_bcast:15, row_bcast:31), then wave_shr:1 for the
 * exclusive prefix each lane's old value gets, and one atomic per wave. */
static const char scan_cl[] =
	"kernel void scan(global const uint *in, global uint *out)\n"
	"{\n"
	"\tuint l = __builtin_amdgcn_workitem_id_x();\n"
	"\tout[1 + l] = __atomic_fetch_add(out, in[l], __ATOMIC_RELAXED);\n"
	"}\n";

/* clang-22 -O2 (plus flags) builds src (kernel name.cl) for the target in
 * dir: the code object (its size in *len) and, in *asm_text, the assembly;
 * NULL when clang-22 or ld.lld-22 failed. */
static uint8_t *clang_build(const struct emu_env *e, const char *dir, const char *name, const char *src,
			    const char *flags, size_t *len, char **asm_text)
{
	char cmd[1600], path[300];
	uint8_t *img;
	int st;

	snprintf(path, sizeof(path), "%s/%s.cl", dir, name);
	tu_write_file(path, src, strlen(src));
	snprintf(cmd, sizeof(cmd),
		 "cd %s && clang-22 -x cl -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=%s -O2 -Wno-everything %s -S %s.cl -o %s.s && "
		 "clang-22 -x cl -cl-std=CL2.0 -nogpulib -target amdgcn-amd-amdhsa -mcpu=%s -O2 -Wno-everything %s -c %s.cl -o %s.o && "
		 "ld.lld-22 -shared %s.o -o %s.co 2>&1",
		 dir, e->tname, flags, name, name, e->tname, flags, name, name, name, name);
	free(tu_run(cmd, &st));
	snprintf(path, sizeof(path), "%s/%s.co", dir, name);
	img = st == 0 ? (uint8_t *)tu_read_file(path, len) : NULL;
	snprintf(path, sizeof(path), "%s/%s.s", dir, name);
	*asm_text = img ? tu_read_file(path, &(size_t){ 0 }) : NULL;
	if (!*asm_text) {
		free(img);
		img = NULL;
	}
	return img;
}

/* Launch a code object as one workgroup of 64 lanes with in and out. */
static enum gs_status launch_co(struct emu_env *e, const uint8_t *img, size_t len, struct gs_error *err)
{
	uint64_t args[64] = { 0 };
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	struct gs_module *m = NULL;
	enum gs_status st;

	args[0] = e->in->va;
	args[1] = e->out->va;
	ld.grid[0] = ld.grid[1] = ld.grid[2] = 1;
	ld.block[0] = 64;
	ld.block[1] = ld.block[2] = 1;
	ld.kernarg = args;
	ld.kernarg_size = 2 * sizeof(args[0]);  /* in, out: gs_launch adds the hidden arguments */
	st = gs_module_load(e->dev, img, len, &m, err);
	if (!st)
		st = gs_launch(e->dev, m, &ld, NULL, err);
	gs_module_free(m);
	return st;
}

static void t_clang_scan(struct emu_env *e, const char *dir)
{
	struct gs_error err = { 0 };
	size_t len = 0;
	char *asm_text = NULL;
	uint8_t *img = clang_build(e, dir, "scan", scan_cl, "-mllvm -amdgpu-atomic-optimizer-strategy=DPP", &len, &asm_text);
	uint32_t seed = 31337, *in = emu_in(e), *out = emu_out(e), sum;
	unsigned int bad = 0, first = 0;

	if (!img) {
		CHECK(1, "# SKIP %s: clang-22 or ld.lld-22 did not build the atomic scan", e->tname);
		return;
	}
	CHECK(strstr(asm_text, "row_bcast:31") && strstr(asm_text, "wave_shr:1"),
	      "%s: clang-22's DPP atomic optimizer scans with row_bcast:15/31 and wave_shr:1", e->tname);
	memset(out, 0, EMU_BUF);
	out[0] = 1000;
	for (unsigned int l = 0; l < NL; l++)
		in[l] = emu_xs(&seed) % 5000;
	if (CHECK(launch_co(e, img, len, &err) == GS_OK, "%s: the clang-22 DPP atomic scan runs (%s)", e->tname, err.msg)) {
		sum = 1000;
		for (unsigned int l = 0; l < NL; l++) {
			if (out[1 + l] != sum && !bad++)
				first = l;
			sum += in[l];
		}
		CHECK(bad == 0 && out[0] == sum,
		      "%s: the scan gives every lane its exclusive prefix (%u wrong, first lane %u: 0x%x) and the total %u (got %u)",
		      e->tname, bad, first, out[1 + first], sum, out[0]);
	}
	free(img);
	free(asm_text);
}

static void t_clang(struct emu_env *e)
{
	static const struct { int kind; unsigned int n, rm, bm; } red[] = {
		{ SHR, 1, 0xf, 0xf }, { SHR, 2, 0xf, 0xf }, { SHR, 3, 0xf, 0xf }, { SHR, 4, 0xf, 0xe },
		{ SHR, 8, 0xf, 0xc }, { BC15, 0, 0xa, 0xf }, { BC31, 0, 0xc, 0xf },
	};
	char dir[256], cmd[300], *asm_text = NULL;
	uint32_t v[NL], t[NL], zero[NL] = { 0 }, want[4 * NL], x[NL], x3[NL], five[NL];
	struct gs_error err = { 0 };
	uint8_t *img;
	size_t len = 0;
	int st;
	unsigned int bad = 0, first = 0, seed = 4242;

	if (!tu_tmpdir(dir, sizeof(dir))) {
		CHECK(1, "# SKIP %s: no temporary directory", e->tname);
		return;
	}
	img = clang_build(e, dir, "wred", reduce_cl, "", &len, &asm_text);
	if (!img) {
		CHECK(1, "# SKIP %s: clang-22 or ld.lld-22 did not build the OpenCL kernel", e->tname);
		goto out;
	}
	CHECK(strstr(asm_text, "row_bcast:15") && strstr(asm_text, "row_bcast:31") && strstr(asm_text, "wave_shr:1") &&
	      strstr(asm_text, "wave_rol:1") && strstr(asm_text, "_dpp"),
	      "%s: clang-22 -O2 emits row_bcast:15/31, wave_shr:1 and wave_rol:1 DPP for the reduction", e->tname);
	for (unsigned int l = 0; l < NL; l++) {
		x[l] = emu_xs(&seed);
		x3[l] = x[l] * 3u;
		five[l] = 5;
		emu_in(e)[l] = x[l];
	}
	memset(emu_out(e), 0, EMU_BUF);
	memcpy(v, x, sizeof(v));
	for (size_t i = 0; i < sizeof(red) / sizeof(red[0]); i++) {
		update_dpp(zero, v, red[i].kind, red[i].n, red[i].rm, red[i].bm, 0, t);
		for (unsigned int l = 0; l < NL; l++)
			v[l] += t[l];
	}
	memcpy(want, v, sizeof(v));
	update_dpp(zero, x, WSHR, 1, 0xf, 0xf, 1, want + NL);
	for (unsigned int l = 0; l < NL; l++)
		t[l] = x[l] ^ 1u;
	update_dpp(t, x3, WROL, 1, 0xf, 0x7, 0, want + 2 * NL);
	update_dpp(five, x, QP, 0x1b, 0xf, 0xf, 0, want + 3 * NL);
	if (CHECK(launch_co(e, img, len, &err) == GS_OK, "%s: the clang-22 DPP reduction runs (%s)", e->tname, err.msg)) {
		for (unsigned int i = 0; i < 4 * NL; i++)
			if (emu_out(e)[i] != want[i] && !bad++)
				first = i;
		CHECK(bad == 0, "%s: clang-22 reduction, wave_shr, wave_rol and quad_perm results equal the C model (%u wrong; first out[%u] = 0x%x, want 0x%x)",
		      e->tname, bad, first, emu_out(e)[first], want[first]);
	}
	t_clang_scan(e, dir);
out:
	free(img);
	free(asm_text);
	snprintf(cmd, sizeof(cmd), "rm -rf %s", dir);
	free(tu_run(cmd, &st));
}

static void tests(struct emu_env *e)
{
	t_exec(e);
	t_clang(e);
}

int main(void)
{
	static const char *const targets[] = { "gfx942", "gfx950" };

	(void)t_fmt;
	if (lo_setup()) {
		for (size_t i = 0; i < 2; i++) {
			t_llvm(targets[i]);
			t_refused(targets[i]);
		}
		lo_cleanup();
	}
	return emu_main_on("gfx942 gfx950", tests, "test_emu_gfx9_dpp.s");
}
