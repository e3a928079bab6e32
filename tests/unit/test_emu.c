// SPDX-License-Identifier: MIT
/*
 * Emulator semantics, one instruction at a time.  Every kernel is assembled
 * from text, written as a code object, loaded and launched on "emu:gfx1100"
 * and "emu:gfx1201" through the public API; results are compared with values
 * computed here in C from the ISA definitions (never from the emulator's
 * code).  Also: memory, control flow, workgroups, barriers, wave64 and the
 * emulator's error reports (page fault, watchdog, VGPR bounds, deadlock).
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "harness.h"

#define NV 64          /* test vectors per VALU table entry (2 workgroups of 32) */
#define BUF 16384      /* bytes per buffer */

struct env {
	const char *tname;      /* "gfx1100" */
	int gen;                /* 11 or 12 */
	int denorm;             /* FLOAT_DENORM_MODE_32 of the kernel being checked */
	struct gs_device *dev;
	struct gs_bo *a, *b, *c, *out;
};

/* ---------------------------------------------------------------- running */

static void append(char *d, size_t size, const char *s)
{
	size_t n = strlen(d);

	snprintf(d + n, size - n, "%s", s);
}

/* Copy src into dst replacing generation-specific tokens. */
static void expand(const struct env *e, const char *src, char *dst, size_t size)
{
	static const struct { const char *tok, *g11, *g12; } subs[] = {
		{ "WAIT_KM", "s_waitcnt lgkmcnt(0)", "s_wait_kmcnt 0" },
		{ "WAIT_LOAD", "s_waitcnt vmcnt(0)", "s_wait_loadcnt 0" },
		{ "WAIT_STORE", "s_waitcnt_vscnt null, 0", "s_wait_storecnt 0" },
		{ "BARRIER", "s_barrier", "s_barrier_signal -1\n\ts_barrier_wait -1" },
		{ "S_ADDC", "s_addc_u32", "s_add_co_ci_u32" },
		{ "S_IADD", "s_add_i32", "s_add_co_i32" },
		{ "S_ISUB", "s_sub_i32", "s_sub_co_i32" },
		{ "S_ADD", "s_add_u32", "s_add_co_u32" },
		{ "S_SUB", "s_sub_u32", "s_sub_co_u32" },
		{ "V_MAXF", "v_max_f32", "v_max_num_f32" },
		{ "V_MINF", "v_min_f32", "v_min_num_f32" },
	};
	size_t n = 0;

	while (*src && n + 64 < size) {
		size_t i;

		for (i = 0; i < sizeof(subs) / sizeof(subs[0]); i++) {
			size_t l = strlen(subs[i].tok);

			if (!strncmp(src, subs[i].tok, l)) {
				const char *r = e->gen >= 12 ? subs[i].g12 : subs[i].g11;

				n += (size_t)snprintf(dst + n, size - n, "%s", r);
				src += l;
				break;
			}
		}
		if (i == sizeof(subs) / sizeof(subs[0]))
			dst[n++] = *src++;
	}
	dst[n] = 0;
}

struct kopts {
	const char *kd;         /* extra .amdhsa_ lines */
	uint32_t grid[3], block[3];
	const void *args;
	size_t args_size;
	uint64_t fault_pc_line; /* 1-based source line whose PC is wanted (0: none) */
	uint64_t *pc;           /* out: that instruction's address */
	struct gs_device *dev;  /* NULL: e->dev */
};

/* Assemble body as kernel "k" and launch it.  Returns the launch status
 * (assembly failures are reported as a failed check and GS_ERR_SYNTAX). */
static enum gs_status run(struct env *e, const char *body, const struct kopts *o, struct gs_error *err)
{
	static char src[32768], exp[32768];
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_codeobj_input in;
	struct gs_module *m = NULL;
	struct gs_launch_desc ld = { 0 };
	uint8_t *img = NULL;
	size_t img_size = 0;
	enum gs_status st;
	int body_line0;

	snprintf(src, sizeof(src), "\t.text\n\t.globl k\n\t.p2align 8\nk:\n");
	body_line0 = 5;
	append(src, sizeof(src), body);
	append(src, sizeof(src), "\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
	       "\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size 64\n"
	       "\t.amdhsa_next_free_vgpr 32\n\t.amdhsa_next_free_sgpr 64\n");
	if (o->kd)
		append(src, sizeof(src), o->kd);
	append(src, sizeof(src), "\n\t.end_amdhsa_kernel\n");
	expand(e, src, exp, sizeof(exp));
	ao.target = gs_target_find(e->tname);
	ao.filename = "test_emu";
	st = gs_assemble(exp, strlen(exp), &ao, &prog, err);
	if (st) {
		CHECK(0, "%s: assembles: %s\n# source:\n%s", e->tname, err->msg, exp);
		gs_program_free(prog);
		return GS_ERR_SYNTAX;
	}
	if (o->pc && o->fault_pc_line) {
		for (size_t i = 0; i < prog->n_lines; i++)
			if (prog->lines[i].line == o->fault_pc_line + (uint64_t)body_line0 - 1)
				*o->pc = prog->lines[i].offset;
	}
	in.target = prog->target;
	in.text = prog->text;
	in.text_size = prog->text_size;
	in.kernels = prog->kernels;
	in.n_kernels = prog->n_kernels;
	st = gs_codeobj_write(&in, &img, &img_size, err);
	gs_program_free(prog);
	if (st) {
		CHECK(0, "%s: code object: %s", e->tname, err->msg);
		return st;
	}
	st = gs_module_load(o->dev ? o->dev : e->dev, img, img_size, &m, err);
	free(img);
	if (st) {
		CHECK(0, "%s: module load: %s", e->tname, err->msg);
		return st;
	}
	if (o->pc && o->fault_pc_line)
		*o->pc += gs_module_va(m) + gs_module_codeobj(m)->kernels[0].entry_offset;
	for (int d = 0; d < 3; d++) {
		ld.grid[d] = o->grid[d];
		ld.block[d] = o->block[d];
	}
	ld.kernarg = o->args;
	ld.kernarg_size = o->args_size;
	st = gs_launch(o->dev ? o->dev : e->dev, m, &ld, NULL, err);
	gs_module_free(m);
	return st;
}

/* Standard kernarg: a, b, c, out pointers then four u32 values. */
struct stdargs {
	uint64_t a, b, c, out;
	uint32_t u[8];
};

static struct stdargs std_args(const struct env *e)
{
	struct stdargs s = { e->a->va, e->b->va, e->c->va, e->out->va, { 0 } };

	return s;
}

/* Launch and expect success. */
static int run_ok(struct env *e, const char *what, const char *body, struct kopts *o)
{
	struct gs_error err = { 0 };
	struct stdargs sa = std_args(e);
	enum gs_status st;

	if (!o->args) {
		o->args = &sa;
		o->args_size = sizeof(sa);
	}
	st = run(e, body, o, &err);
	if (st == GS_ERR_SYNTAX)
		return 0;
	return CHECK(st == GS_OK, "%s: %s runs (%s)", e->tname, what, st ? err.msg : "ok");
}

static uint32_t *A(struct env *e) { return e->a->cpu; }
static uint32_t *B(struct env *e) { return e->b->cpu; }
static uint32_t *C(struct env *e) { return e->c->cpu; }
static uint32_t *OUT(struct env *e) { return e->out->cpu; }

/* ---------------------------------------------------------------- float helpers */

static float bf(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static uint32_t fb(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

static int is_nan(uint32_t u) { return (u & 0x7f800000) == 0x7f800000 && (u & 0x7fffff); }
static int is_snan(uint32_t u) { return is_nan(u) && !(u & 0x400000); }
static int is_den(uint32_t u) { return (u & 0x7f800000) == 0 && (u & 0x7fffff); }

/* FLOAT_DENORM_MODE_32: 0 flush in+out, 1 flush out, 2 flush in, 3 keep. */
static uint32_t din(const struct env *e, uint32_t u)
{
	return (e->denorm == 0 || e->denorm == 2) && is_den(u) ? u & 0x80000000u : u;
}

static uint32_t dout(const struct env *e, uint32_t u)
{
	return (e->denorm == 0 || e->denorm == 1) && is_den(u) ? u & 0x80000000u : u;
}

static float fi(const struct env *e, uint32_t u) { return bf(din(e, u)); }
static uint32_t fo(const struct env *e, float f) { return dout(e, fb(f)); }

/* ---------------------------------------------------------------- VALU table */

typedef uint32_t (*ref_fn)(const struct env *e, uint32_t a, uint32_t b, uint32_t c);

enum { IN_INT, IN_SHIFT, IN_FLT, IN_CVT, IN_SMALL };
#define F_NAN  1u   /* any NaN matches any NaN */
#define F_ULP1 2u   /* within 1 ulp (hardware rcp/sqrt are not correctly rounded) */
#define F_ZERO 4u   /* +0 and -0 match (sign of a clamped zero not asserted) */

struct vcase {
	const char *name;
	const char *op;        /* instructions: inputs v2 v3 v4, outputs v5 (v6) */
	ref_fn r5, r6;         /* r6 NULL: v6 unchecked */
	int inputs;
	unsigned int flags;
	const char *kd;        /* extra descriptor lines */
	int denorm;            /* denorm mode that kd sets (default 0) */
	int only_gen;          /* 0: both */
};

static const uint32_t int_edges[] = {
	0, 1, 2, 3, 0x7fffffff, 0x80000000, 0xffffffff, 0xfffffffe, 0x12345678, 0x00ffffff,
	0x01000000, 0x00fffffe, 0x80000001, 0xdeadbeef, 31, 32,
};

static const uint32_t flt_edges[] = {
	0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x3fc00000, 0xc0100000, /* 0 -0 1 -1 1.5 -2.25 */
	0x7f800000, 0xff800000, 0x7fc00000, 0x7fa00000,                         /* inf -inf qNaN sNaN */
	0x00000001, 0x80400000, 0x00800000, 0x7f7fffff, 0x40400000, 0x3dcccccd, /* den -den FLT_MIN MAX 3 0.1 */
	0x1e3ce508, 0x60ad78ec, 0x00c00000, 0x3f000000, 0x42c80000, 0xc0e00000, /* 1e-20 1e20 1.5*2^-126 .5 100 -7 */
	0x00ffffff, 0x3f7fffff,
};

static const uint32_t cvt_edges[] = {
	0x00000000, 0x80000000, 0x3f800000, 0xbf800000, 0x3fc00000, 0xbfc00000, /* 0 -0 1 -1 1.5 -1.5 */
	0x7f800000, 0xff800000, 0x7fc00000, 0xffc00000, 0x7fa00000, 0x00000001,
	0x4f800000, 0x4f7fffff, 0x4f000000, 0xcf000000, 0xcf000001, 0x4effffff, /* 2^32 <2^32 2^31 -2^31 .. */
	0x3f7fffff, 0x40490fdb, 0xc0490fdb, 0x60ad78ec, 0xe0ad78ec, 0x3f000000,
	0x3f400000, 0x447a0000,
};

static uint32_t xs_state;

static uint32_t xs(void)
{
	xs_state ^= xs_state << 13;
	xs_state ^= xs_state >> 17;
	xs_state ^= xs_state << 5;
	return xs_state;
}

/* Fill a[], b[], c[] with NV vectors of the given kind. */
static void fill_inputs(struct env *e, int kind)
{
	uint32_t *a = A(e), *b = B(e), *c = C(e);
	const uint32_t *t = int_edges;
	size_t n = sizeof(int_edges) / sizeof(int_edges[0]);

	xs_state = 0x9e3779b9u + (uint32_t)kind;
	if (kind == IN_FLT) {
		t = flt_edges;
		n = sizeof(flt_edges) / sizeof(flt_edges[0]);
	} else if (kind == IN_CVT) {
		t = cvt_edges;
		n = sizeof(cvt_edges) / sizeof(cvt_edges[0]);
	}
	for (unsigned int i = 0; i < NV; i++) {
		if (kind == IN_CVT) {
			a[i] = i < n ? t[i] : xs();
			b[i] = i < n ? t[i] : xs();   /* also reused as integers */
			c[i] = xs();
			if (i >= n && i % 3 == 0)
				a[i] = int_edges[i % 16];
			continue;
		}
		if (kind == IN_SMALL) {
			a[i] = xs() % 97;
			b[i] = xs() % 97;
			c[i] = xs() % 97;
			continue;
		}
		if (i < n * 3) {
			a[i] = t[i % n];
			b[i] = t[(i / n + i * 5 + 1) % n];
			c[i] = t[(i * 7 + 3) % n];
		} else {
			a[i] = xs();
			b[i] = xs();
			c[i] = xs();
		}
		if (kind == IN_SHIFT) {
			/* shift amounts in b: 0..40, some >= 32 (masked) */
			static const uint32_t sh[] = { 0, 1, 4, 31, 32, 33, 36, 63, 64, 0xffffffff, 7, 16 };

			b[i] = i < 24 ? sh[i % 12] : xs() % 41;
			c[i] = i < 24 ? sh[(i + 5) % 12] : xs() % 41;
		}
		if (kind == IN_FLT && i >= n * 3) {
			/* random finite floats of moderate magnitude */
			a[i] = fb(((float)(int32_t)a[i]) / 65536.0f);
			b[i] = fb(((float)(int32_t)b[i]) / 1048576.0f);
			c[i] = fb(((float)(int32_t)c[i]) / 4096.0f);
		}
	}
}

static const char vprologue[] =
	"\ts_load_b256 s[4:11], s[0:1], 0x0\n"
	"\ts_lshl_b32 s3, s2, 5\n"
	"\tv_add_nc_u32 v1, s3, v0\n"
	"\tv_lshlrev_b32 v1, 2, v1\n"
	"\tWAIT_KM\n"
	"\tglobal_load_b32 v2, v1, s[4:5]\n"
	"\tglobal_load_b32 v3, v1, s[6:7]\n"
	"\tglobal_load_b32 v4, v1, s[8:9]\n"
	"\tv_mov_b32 v5, 0xdeadbeef\n"
	"\tv_mov_b32 v6, 0xdeadbeef\n"
	"\tWAIT_LOAD\n";
static const char vepilogue[] =
	"\n\tv_lshlrev_b32 v7, 1, v1\n"
	"\tglobal_store_b64 v7, v[5:6], s[10:11]\n";

static int ulp_close(uint32_t g, uint32_t w)
{
	if (g == w)
		return 1;
	if ((g ^ w) & 0x80000000u)
		return (g & 0x7fffffff) == 0 && (w & 0x7fffffff) == 0;
	return (g > w ? g - w : w - g) <= 1;
}

static int match(uint32_t got, uint32_t want, unsigned int flags)
{
	if (got == want)
		return 1;
	if ((flags & F_NAN) && is_nan(got) && is_nan(want))
		return 1;
	if ((flags & F_ZERO) && !(got & 0x7fffffff) && !(want & 0x7fffffff))
		return 1;
	if ((flags & F_ULP1) && !is_nan(want) && ulp_close(got, want))
		return 1;
	return 0;
}

static void run_vcase(struct env *e, const struct vcase *vc)
{
	char body[4096];
	struct kopts o = { .kd = vc->kd, .grid = { NV / 32, 1, 1 }, .block = { 32, 1, 1 } };
	uint32_t *a = A(e), *b = B(e), *c = C(e), *out = OUT(e);
	int bad = 0;

	if (vc->only_gen && vc->only_gen != e->gen)
		return;
	fill_inputs(e, vc->inputs);
	memset(out, 0x55, NV * 8);
	snprintf(body, sizeof(body), "%s\t%s%s", vprologue, vc->op, vepilogue);
	if (!run_ok(e, vc->name, body, &o))
		return;
	e->denorm = vc->denorm;
	for (unsigned int i = 0; i < NV && bad < 3; i++) {
		uint32_t w5 = vc->r5(e, a[i], b[i], c[i]);
		uint32_t w6 = vc->r6 ? vc->r6(e, a[i], b[i], c[i]) : out[2 * i + 1];

		if (!match(out[2 * i], w5, vc->flags) || !match(out[2 * i + 1], w6, vc->flags)) {
			bad++;
			CHECK(0, "%s: %s lane %u: a=0x%08x b=0x%08x c=0x%08x -> 0x%08x 0x%08x, expected 0x%08x 0x%08x",
			      e->tname, vc->name, i, a[i], b[i], c[i], out[2 * i], out[2 * i + 1], w5, w6);
		}
	}
	e->denorm = 0;
	if (!bad)
		CHECK(1, "%s: %s (%d vectors)", e->tname, vc->name, NV);
}

/* integer references */
static uint32_t r_a(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return a; }
static uint32_t r_not(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return ~a; }
static uint32_t r_add(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a + b; }
static uint32_t r_sub(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a - b; }
static uint32_t r_subrev(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return b - a; }
static uint32_t r_mul24(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	(void)e; (void)c;
	return (uint32_t)((uint64_t)(a & 0xffffff) * (b & 0xffffff));
}
static uint32_t r_mad24(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	(void)e;
	return (uint32_t)((uint64_t)(a & 0xffffff) * (b & 0xffffff) + c);
}
static uint32_t r_mullo(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return (uint32_t)((uint64_t)a * b); }
static uint32_t r_mulhi(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return (uint32_t)(((uint64_t)a * b) >> 32); }
static uint32_t r_and(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a & b; }
static uint32_t r_or(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a | b; }
static uint32_t r_xor(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a ^ b; }
/* shifts: value a, amount b (only its low 5 bits count) */
static uint32_t r_shl(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return (uint32_t)((uint64_t)a << (b % 32)); }
static uint32_t r_shr(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a >> (b % 32); }
static uint32_t r_sar(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t s = b % 32;

	(void)e; (void)c;
	return s == 0 ? a : (a >> s) | (a & 0x80000000u ? ~0u << (32 - s) : 0);
}
static uint32_t r_minu(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a < b ? a : b; }
static uint32_t r_maxu(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a > b ? a : b; }
static uint32_t r_lshladd(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { return r_shl(e, a, b, 0) + c; }
static uint32_t r_add3(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; return a + b + c; }
static uint32_t r_bfe(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	uint64_t v = (uint64_t)a >> (b % 32);

	(void)e;
	return (uint32_t)(v & ((1ull << (c % 32)) - 1));
}
/* carries: v5 = sum, v6 = carry/borrow out */
static uint32_t r_co(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return (uint64_t)a + b > 0xffffffffu; }
static uint32_t r_bo(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return b > a; }
static uint32_t r_addci(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; return a + b + (c != 0); }
static uint32_t r_addci_co(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; return (uint64_t)a + b + (c != 0) > 0xffffffffu; }
static uint32_t r_subci(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; return a - b - (c != 0); }
static uint32_t r_subci_bo(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; return (uint64_t)b + (c != 0) > a; }
/* v_sub_co_ci with the borrow from c: check the wide difference */
static uint32_t r_cnd(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; return c & 1 ? b : a; }
/* compares (result 0/1) */
static uint32_t r_eq(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a == b; }
static uint32_t r_ne(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a != b; }
static uint32_t r_lt(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a < b; }
static uint32_t r_le(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a <= b; }
static uint32_t r_gt(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a > b; }
static uint32_t r_ge(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a >= b; }
static uint32_t r_lti(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return (int32_t)a < (int32_t)b; }
static uint32_t r_gti(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return (int32_t)a > (int32_t)b; }
static uint32_t r_ltf(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return fi(e, a) < fi(e, b); }
static uint32_t r_gtf(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return fi(e, a) > fi(e, b); }
static uint32_t r_eqf(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return fi(e, a) == fi(e, b); }
/* constants folded into the instruction */
static uint32_t r_addlit(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return a + 0x12345678u; }
static uint32_t r_addm16(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return a - 16; }
static uint32_t r_add64(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return a + 64; }
static uint32_t r_sub65(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return 65 - a; }
static uint32_t r_andneg1(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return a & 0xfffffff0u; }

/* float references */
static uint32_t r_fadd(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return fo(e, fi(e, a) + fi(e, b)); }
static uint32_t r_fsub(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return fo(e, fi(e, a) - fi(e, b)); }
static uint32_t r_fmul(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return fo(e, fi(e, a) * fi(e, b)); }
static uint32_t r_ffma(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { return fo(e, fmaf(fi(e, a), fi(e, b), fi(e, c))); }
static uint32_t r_frcp(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)b; (void)c; return fo(e, 1.0f / fi(e, a)); }
static uint32_t r_fsqrt(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)b; (void)c; return fo(e, sqrtf(fi(e, a))); }

/* v_max_f32 / v_min_f32 (gfx11, IEEE mode on by default) and
 * v_max_num_f32 / v_min_num_f32 (gfx12): a NaN input yields the other
 * operand, except that on gfx11 with IEEE=1 a signalling NaN is quieted and
 * returned; +0 counts as greater than -0. */
static uint32_t minmax(const struct env *e, uint32_t a, uint32_t b, int max)
{
	float fa, fb;

	a = din(e, a);
	b = din(e, b);
	if (e->gen == 11) {
		if (is_snan(a))
			return a | 0x400000;
		if (is_snan(b))
			return b | 0x400000;
	} else if (is_nan(a) && is_nan(b)) {
		return a | 0x400000;
	}
	if (is_nan(a))
		return b;
	if (is_nan(b))
		return a;
	fa = bf(a);
	fb = bf(b);
	if (fa == 0 && fb == 0)
		return max ? (a & b) : (a | b);   /* +0 > -0 */
	return (max ? fa > fb : fa < fb) ? a : b;
}
static uint32_t r_fmax(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return minmax(e, a, b, 1); }
static uint32_t r_fmin(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return minmax(e, a, b, 0); }

/* VOP3 modifiers and constants */
static uint32_t r_fadd_nabs(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	(void)c;
	return fo(e, fi(e, a ^ 0x80000000u) + fi(e, b & 0x7fffffffu));
}
static uint32_t r_fmul_nabs(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	(void)c;
	return fo(e, fi(e, a | 0x80000000u) * fi(e, b));
}
static uint32_t r_ffma_neg(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	return fo(e, fmaf(fi(e, a ^ 0x80000000u), fi(e, b), fi(e, c ^ 0x80000000u)));
}
static uint32_t r_fmul_half(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)b; (void)c; return fo(e, fi(e, a) * 0.5f); }
static uint32_t r_fadd_m4(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)b; (void)c; return fo(e, fi(e, a) + -4.0f); }
static uint32_t r_fmul_pi(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)b; (void)c; return fo(e, fi(e, a) * bf(0x40490fdb)); }
static uint32_t r_fma_lit(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)b; return fo(e, fmaf(fi(e, a), 3.0f, fi(e, c))); }
static uint32_t r_fmul_inv2pi(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)b; (void)c; return fo(e, fi(e, a) * bf(0x3e22f983)); }
static uint32_t r_fadd_clamp(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	uint32_t r = r_fadd(e, a, b, c);
	float f = bf(r);

	if (is_nan(r))
		return 0;
	return f < 0 ? 0 : f > 1 ? 0x3f800000 : r;
}
static uint32_t r_fmul2(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return fo(e, fi(e, a) * fi(e, b) * 2.0f); }

/* conversions */
static uint32_t r_cvt_f32_u32(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return fb((float)a); }
static uint32_t r_cvt_f32_i32(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return fb((float)(int32_t)a); }
static uint32_t r_cvt_u32_f32(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	double d = fi(e, a);

	(void)b; (void)c;
	if (is_nan(a) || d <= 0)
		return 0;
	if (d >= 4294967295.0)
		return 0xffffffffu;
	return (uint32_t)d;   /* truncates toward zero */
}
static uint32_t r_cvt_i32_f32(const struct env *e, uint32_t a, uint32_t b, uint32_t c)
{
	double d = fi(e, a);

	(void)b; (void)c;
	if (is_nan(a))
		return 0;
	if (d <= -2147483648.0)
		return 0x80000000u;
	if (d >= 2147483647.0)
		return 0x7fffffffu;
	return (uint32_t)(int32_t)d;
}

static const struct vcase vcases[] = {
	/* VOP1 */
	{ "v_mov_b32", "v_mov_b32 v5, v2", r_a, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_not_b32", "v_not_b32 v5, v2", r_not, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_not_b32_e64", "v_not_b32_e64 v5, v2", r_not, NULL, IN_INT, 0, NULL, 0, 0 },
	/* VOP2 integer */
	{ "v_add_nc_u32", "v_add_nc_u32 v5, v2, v3", r_add, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_add_nc_u32_e64", "v_add_nc_u32_e64 v5, v2, v3", r_add, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_sub_nc_u32", "v_sub_nc_u32 v5, v2, v3", r_sub, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_sub_nc_u32 (sgpr src0)", "v_readfirstlane_b32 s20, v3\n\tv_sub_nc_u32 v5, s20, v2\n\tv_mov_b32 v6, s20",
	  r_subrev, NULL, IN_SMALL, 0, NULL, 0, 0 },
	{ "v_mul_u32_u24", "v_mul_u32_u24 v5, v2, v3", r_mul24, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_and_b32", "v_and_b32 v5, v2, v3", r_and, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_or_b32", "v_or_b32 v5, v2, v3", r_or, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_xor_b32", "v_xor_b32 v5, v2, v3", r_xor, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_lshlrev_b32", "v_lshlrev_b32 v5, v3, v2", r_shl, NULL, IN_SHIFT, 0, NULL, 0, 0 },
	{ "v_lshrrev_b32", "v_lshrrev_b32 v5, v3, v2", r_shr, NULL, IN_SHIFT, 0, NULL, 0, 0 },
	{ "v_ashrrev_i32", "v_ashrrev_i32 v5, v3, v2", r_sar, NULL, IN_SHIFT, 0, NULL, 0, 0 },
	{ "v_min_u32", "v_min_u32 v5, v2, v3", r_minu, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_max_u32", "v_max_u32 v5, v2, v3", r_maxu, NULL, IN_INT, 0, NULL, 0, 0 },
	/* VOP3-only integer */
	{ "v_mul_lo_u32", "v_mul_lo_u32 v5, v2, v3", r_mullo, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_mul_hi_u32", "v_mul_hi_u32 v5, v2, v3", r_mulhi, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_mad_u32_u24", "v_mad_u32_u24 v5, v2, v3, v4", r_mad24, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_lshl_add_u32", "v_lshl_add_u32 v5, v2, v3, v4", r_lshladd, NULL, IN_SHIFT, 0, NULL, 0, 0 },
	{ "v_add3_u32", "v_add3_u32 v5, v2, v3, v4", r_add3, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_bfe_u32", "v_bfe_u32 v5, v2, v3, v4", r_bfe, NULL, IN_SHIFT, 0, NULL, 0, 0 },
	/* constants */
	{ "literal", "v_add_nc_u32 v5, 0x12345678, v2", r_addlit, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "inline -16", "v_add_nc_u32 v5, -16, v2", r_addm16, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "inline 64", "v_add_nc_u32 v5, 64, v2", r_add64, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "literal 65 (not inline)", "v_sub_nc_u32 v5, 65, v2", r_sub65, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "VOP3 literal", "v_and_b32_e64 v5, v2, 0xfffffff0", r_andneg1, NULL, IN_INT, 0, NULL, 0, 0 },
	/* carries: the lane mask read back with v_cndmask_b32 */
	{ "v_add_co_u32", "v_add_co_u32 v5, vcc_lo, v2, v3\n\tv_cndmask_b32 v6, 0, 1, vcc_lo", r_add, r_co, IN_INT, 0, NULL, 0, 0 },
	{ "v_add_co_u32 (sgpr mask)", "v_add_co_u32 v5, s20, v2, v3\n\tv_cndmask_b32_e64 v6, 0, 1, s20", r_add, r_co, IN_INT, 0, NULL, 0, 0 },
	{ "v_sub_co_u32", "v_sub_co_u32 v5, vcc_lo, v2, v3\n\tv_cndmask_b32 v6, 0, 1, vcc_lo", r_sub, r_bo, IN_INT, 0, NULL, 0, 0 },
	{ "v_add_co_ci_u32", "v_cmp_ne_u32 vcc_lo, 0, v4\n\tv_add_co_ci_u32 v5, vcc_lo, v2, v3, vcc_lo\n\tv_cndmask_b32 v6, 0, 1, vcc_lo",
	  r_addci, r_addci_co, IN_INT, 0, NULL, 0, 0 },
	{ "v_add_co_ci_u32_e64", "v_cmp_ne_u32_e64 s22, 0, v4\n\tv_add_co_ci_u32_e64 v5, s24, v2, v3, s22\n\tv_cndmask_b32_e64 v6, 0, 1, s24",
	  r_addci, r_addci_co, IN_INT, 0, NULL, 0, 0 },
	{ "v_sub_co_ci_u32", "v_cmp_ne_u32 vcc_lo, 0, v4\n\tv_sub_co_ci_u32 v5, vcc_lo, v2, v3, vcc_lo\n\tv_cndmask_b32 v6, 0, 1, vcc_lo",
	  r_subci, r_subci_bo, IN_INT, 0, NULL, 0, 0 },
	{ "v_cndmask_b32", "v_and_b32 v8, 1, v4\n\tv_cmp_eq_u32 vcc_lo, 1, v8\n\tv_cndmask_b32 v5, v2, v3, vcc_lo", r_cnd, NULL, IN_INT, 0, NULL, 0, 0 },
	/* compares: VOPC to vcc_lo and VOP3 to an SGPR */
#define CMP(n, r, in, fl) \
	{ n, n " vcc_lo, v2, v3\n\tv_cndmask_b32 v5, 0, 1, vcc_lo\n\t" n "_e64 s20, v2, v3\n\tv_cndmask_b32_e64 v6, 0, 1, s20", \
	  r, r, in, fl, NULL, 0, 0 }
	CMP("v_cmp_eq_u32", r_eq, IN_INT, 0),
	CMP("v_cmp_ne_u32", r_ne, IN_INT, 0),
	CMP("v_cmp_lt_u32", r_lt, IN_INT, 0),
	CMP("v_cmp_le_u32", r_le, IN_INT, 0),
	CMP("v_cmp_gt_u32", r_gt, IN_INT, 0),
	CMP("v_cmp_ge_u32", r_ge, IN_INT, 0),
	CMP("v_cmp_lt_i32", r_lti, IN_INT, 0),
	CMP("v_cmp_gt_i32", r_gti, IN_INT, 0),
	CMP("v_cmp_lt_f32", r_ltf, IN_FLT, 0),
	CMP("v_cmp_gt_f32", r_gtf, IN_FLT, 0),
	CMP("v_cmp_eq_f32", r_eqf, IN_FLT, 0),
	/* f32 arithmetic, default denorm mode (flush in and out) */
	{ "v_add_f32", "v_add_f32 v5, v2, v3", r_fadd, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_sub_f32", "v_sub_f32 v5, v2, v3", r_fsub, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_mul_f32", "v_mul_f32 v5, v2, v3", r_fmul, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_fma_f32", "v_fma_f32 v5, v2, v3, v4", r_ffma, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_fmac_f32", "v_mov_b32 v5, v4\n\tv_fmac_f32 v5, v2, v3", r_ffma, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_max_f32", "V_MAXF v5, v2, v3", r_fmax, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_min_f32", "V_MINF v5, v2, v3", r_fmin, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_rcp_f32", "v_rcp_f32 v5, v2", r_frcp, NULL, IN_FLT, F_NAN | F_ULP1, NULL, 0, 0 },
	{ "v_sqrt_f32", "v_sqrt_f32 v5, v2", r_fsqrt, NULL, IN_FLT, F_NAN | F_ULP1, NULL, 0, 0 },
	/* the same with denormals kept */
#define DN "\t.amdhsa_float_denorm_mode_32 3\n"
	{ "v_add_f32 denorm", "v_add_f32 v5, v2, v3", r_fadd, NULL, IN_FLT, F_NAN, DN, 3, 0 },
	{ "v_sub_f32 denorm", "v_sub_f32 v5, v2, v3", r_fsub, NULL, IN_FLT, F_NAN, DN, 3, 0 },
	{ "v_mul_f32 denorm", "v_mul_f32 v5, v2, v3", r_fmul, NULL, IN_FLT, F_NAN, DN, 3, 0 },
	{ "v_fma_f32 denorm", "v_fma_f32 v5, v2, v3, v4", r_ffma, NULL, IN_FLT, F_NAN, DN, 3, 0 },
	{ "v_fmac_f32 denorm", "v_mov_b32 v5, v4\n\tv_fmac_f32 v5, v2, v3", r_ffma, NULL, IN_FLT, F_NAN, DN, 3, 0 },
	{ "v_max_f32 denorm", "V_MAXF v5, v2, v3", r_fmax, NULL, IN_FLT, F_NAN, DN, 3, 0 },
	{ "v_min_f32 denorm", "V_MINF v5, v2, v3", r_fmin, NULL, IN_FLT, F_NAN, DN, 3, 0 },
	{ "v_rcp_f32 denorm", "v_rcp_f32 v5, v2", r_frcp, NULL, IN_FLT, F_NAN | F_ULP1, DN, 3, 0 },
	{ "v_sqrt_f32 denorm", "v_sqrt_f32 v5, v2", r_fsqrt, NULL, IN_FLT, F_NAN | F_ULP1, DN, 3, 0 },
	{ "v_cmp_eq_f32 denorm", "v_cmp_eq_f32 vcc_lo, v2, v3\n\tv_cndmask_b32 v5, 0, 1, vcc_lo", r_eqf, NULL, IN_FLT, 0, DN, 3, 0 },
	{ "v_mul_f32 flush out only", "v_mul_f32 v5, v2, v3", r_fmul, NULL, IN_FLT, F_NAN, "\t.amdhsa_float_denorm_mode_32 1\n", 1, 0 },
	{ "v_mul_f32 flush in only", "v_mul_f32 v5, v2, v3", r_fmul, NULL, IN_FLT, F_NAN, "\t.amdhsa_float_denorm_mode_32 2\n", 2, 0 },
	/* VOP3 modifiers, float constants */
	{ "v_add_f32 -a |b|", "v_add_f32_e64 v5, -v2, |v3|", r_fadd_nabs, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_mul_f32 -|a| b", "v_mul_f32_e64 v5, -|v2|, v3", r_fmul_nabs, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_fma_f32 -a b -c", "v_fma_f32 v5, -v2, v3, -v4", r_ffma_neg, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_mul_f32 0.5", "v_mul_f32 v5, 0.5, v2", r_fmul_half, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_add_f32 -4.0", "v_add_f32 v5, -4.0, v2", r_fadd_m4, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_mul_f32 literal pi", "v_mul_f32 v5, 0x40490fdb, v2", r_fmul_pi, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_mul_f32 1/(2pi)", "v_mul_f32 v5, 0.15915494, v2", r_fmul_inv2pi, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_fma_f32 literal", "v_fma_f32 v5, v2, 0x40400000, v4", r_fma_lit, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_add_f32 clamp", "v_add_f32_e64 v5, v2, v3 clamp", r_fadd_clamp, NULL, IN_FLT, F_ZERO, NULL, 0, 0 },
	{ "v_mul_f32 mul:2", "v_mul_f32_e64 v5, v2, v3 mul:2", r_fmul2, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	/* conversions */
	{ "v_cvt_u32_f32", "v_cvt_u32_f32 v5, v2", r_cvt_u32_f32, NULL, IN_CVT, 0, NULL, 0, 0 },
	{ "v_cvt_i32_f32", "v_cvt_i32_f32 v5, v2", r_cvt_i32_f32, NULL, IN_CVT, 0, NULL, 0, 0 },
	{ "v_cvt_f32_u32 ints", "v_cvt_f32_u32 v5, v2", r_cvt_f32_u32, NULL, IN_INT, 0, NULL, 0, 0 },
	{ "v_cvt_f32_i32 ints", "v_cvt_f32_i32 v5, v2", r_cvt_f32_i32, NULL, IN_INT, 0, NULL, 0, 0 },
};

/* ---------------------------------------------------------------- SALU table */

/* d and scc arrive preset (0xdeadbeef, the SCC input); a reference changes
 * what the instruction writes. */
typedef void (*sref_fn)(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *scc);

struct scase {
	const char *name;
	const char *op;     /* inputs s12 s13 s14 (SCC = s14 != 0); outputs s15, SCC */
	sref_fn ref;
	int inputs;
};

static void s_mov(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)b; (void)c; (void)s; *d = a; }
static void s_not(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)b; (void)c; *d = ~a; *s = *d != 0; }
static void s_add(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; *d = a + b; *s = (uint64_t)a + b > 0xffffffffu; }
static void s_sub(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; *d = a - b; *s = b > a; }
static void s_addc(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s)
{
	uint64_t r = (uint64_t)a + b + (c != 0);

	*d = (uint32_t)r;
	*s = r > 0xffffffffu;
}
static void s_addi(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s)
{
	int64_t r = (int64_t)(int32_t)a + (int32_t)b;

	(void)c;
	*d = (uint32_t)r;
	*s = r > INT32_MAX || r < INT32_MIN;
}
static void s_subi(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s)
{
	int64_t r = (int64_t)(int32_t)a - (int32_t)b;

	(void)c;
	*d = (uint32_t)r;
	*s = r > INT32_MAX || r < INT32_MIN;
}
static void s_mul(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; (void)s; *d = (uint32_t)((uint64_t)a * b); }
static void s_and(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; *d = a & b; *s = *d != 0; }
static void s_or(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; *d = a | b; *s = *d != 0; }
static void s_xor(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; *d = a ^ b; *s = *d != 0; }
static void s_shl(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { *d = r_shl(NULL, a, b, c); *s = *d != 0; }
static void s_shr(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { *d = r_shr(NULL, a, b, c); *s = *d != 0; }
static void s_sar(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { *d = r_sar(NULL, a, b, c); *s = *d != 0; }
static void s_minu(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; *d = a < b ? a : b; *s = a < b; }
static void s_maxu(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; *d = a > b ? a : b; *s = a > b; }
static void s_csel(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; *d = *s ? a : b; }
static void s_ceq(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; (void)d; *s = a == b; }
static void s_clg(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; (void)d; *s = a != b; }
static void s_clt(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; (void)d; *s = a < b; }
static void s_cle(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; (void)d; *s = a <= b; }
static void s_cgt(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; (void)d; *s = a > b; }
static void s_cge(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; (void)d; *s = a >= b; }
static void s_clti(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; (void)d; *s = (int32_t)a < (int32_t)b; }
static void s_cgei(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)c; (void)d; *s = (int32_t)a >= (int32_t)b; }
static void s_mov64(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)a; (void)c; (void)s; *d = b; }
static void s_and64(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s)
{
	uint64_t x = a | (uint64_t)b << 32, y = c | (uint64_t)a << 32, r = x & y;

	*d = (uint32_t)r ^ (uint32_t)(r >> 32);
	*s = r != 0;
}
static void s_addlit(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)b; s_add(a, 0x12345678u, c, d, s); }
static void s_andm8(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)b; s_and(0xfffffff8u, a, c, d, s); }
static void s_cbr(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)a; (void)b; (void)c; *d = *s ? 2 : 1; }
static void s_cbr0(uint32_t a, uint32_t b, uint32_t c, uint32_t *d, int *s) { (void)a; (void)b; (void)c; *d = *s ? 1 : 2; }

static const struct scase scases[] = {
	{ "s_mov_b32", "s_mov_b32 s15, s12", s_mov, IN_INT },
	{ "s_mov_b64", "s_mov_b64 s[20:21], s[12:13]\n\ts_mov_b32 s15, s21", s_mov64, IN_INT },
	{ "s_not_b32", "s_not_b32 s15, s12", s_not, IN_INT },
	{ "s_add_u32", "S_ADD s15, s12, s13", s_add, IN_INT },
	{ "s_sub_u32", "S_SUB s15, s12, s13", s_sub, IN_INT },
	{ "s_addc_u32", "S_ADDC s15, s12, s13", s_addc, IN_INT },
	{ "s_add_i32", "S_IADD s15, s12, s13", s_addi, IN_INT },
	{ "s_sub_i32", "S_ISUB s15, s12, s13", s_subi, IN_INT },
	{ "s_mul_i32", "s_mul_i32 s15, s12, s13", s_mul, IN_INT },
	{ "s_and_b32", "s_and_b32 s15, s12, s13", s_and, IN_INT },
	{ "s_or_b32", "s_or_b32 s15, s12, s13", s_or, IN_INT },
	{ "s_xor_b32", "s_xor_b32 s15, s12, s13", s_xor, IN_INT },
	{ "s_and_b64", "s_mov_b32 s22, s14\n\ts_mov_b32 s23, s12\n\ts_and_b64 s[20:21], s[12:13], s[22:23]\n\ts_xor_b32 s24, s20, s21\n\ts_mov_b32 s15, s24",
	  NULL, IN_INT },  /* s_xor_b32 overwrites SCC: handled below */
	{ "s_lshl_b32", "s_lshl_b32 s15, s12, s13", s_shl, IN_SHIFT },
	{ "s_lshr_b32", "s_lshr_b32 s15, s12, s13", s_shr, IN_SHIFT },
	{ "s_ashr_i32", "s_ashr_i32 s15, s12, s13", s_sar, IN_SHIFT },
	{ "s_min_u32", "s_min_u32 s15, s12, s13", s_minu, IN_INT },
	{ "s_max_u32", "s_max_u32 s15, s12, s13", s_maxu, IN_INT },
	{ "s_cselect_b32", "s_cselect_b32 s15, s12, s13", s_csel, IN_INT },
	{ "s_cmp_eq_u32", "s_cmp_eq_u32 s12, s13", s_ceq, IN_INT },
	{ "s_cmp_lg_u32", "s_cmp_lg_u32 s12, s13", s_clg, IN_INT },
	{ "s_cmp_lt_u32", "s_cmp_lt_u32 s12, s13", s_clt, IN_INT },
	{ "s_cmp_le_u32", "s_cmp_le_u32 s12, s13", s_cle, IN_INT },
	{ "s_cmp_gt_u32", "s_cmp_gt_u32 s12, s13", s_cgt, IN_INT },
	{ "s_cmp_ge_u32", "s_cmp_ge_u32 s12, s13", s_cge, IN_INT },
	{ "s_cmp_lt_i32", "s_cmp_lt_i32 s12, s13", s_clti, IN_INT },
	{ "s_cmp_ge_i32", "s_cmp_ge_i32 s12, s13", s_cgei, IN_INT },
	{ "s_cmp_eq_u32 literal", "s_cmp_eq_u32 s12, 0x7fffffff", NULL, IN_INT },
	{ "SOP2 literal", "S_ADD s15, s12, 0x12345678", s_addlit, IN_INT },
	{ "SOP2 inline -8", "s_and_b32 s15, -8, s12", s_andm8, IN_INT },
	{ "s_cbranch_scc1", "s_cbranch_scc1 .Lt\n\ts_mov_b32 s15, 1\n\ts_branch .Le\n.Lt:\n\ts_mov_b32 s15, 2\n.Le:", s_cbr, IN_INT },
	{ "s_cbranch_scc0", "s_cbranch_scc0 .Lt\n\ts_mov_b32 s15, 1\n\ts_branch .Le\n.Lt:\n\ts_mov_b32 s15, 2\n.Le:", s_cbr0, IN_INT },
};

static const char sprologue[] =
	"\ts_load_b256 s[4:11], s[0:1], 0x0\n"
	"\ts_lshl_b32 s3, s2, 2\n"
	"\tWAIT_KM\n"
	"\tS_ADD s4, s4, s3\n\tS_ADDC s5, s5, 0\n"
	"\tS_ADD s6, s6, s3\n\tS_ADDC s7, s7, 0\n"
	"\tS_ADD s8, s8, s3\n\tS_ADDC s9, s9, 0\n"
	"\ts_load_b32 s12, s[4:5], 0x0\n"
	"\ts_load_b32 s13, s[6:7], 0x0\n"
	"\ts_load_b32 s14, s[8:9], 0x0\n"
	"\tWAIT_KM\n"
	"\ts_mov_b32 s15, 0xdeadbeef\n"
	"\ts_cmp_lg_u32 s14, 0\n";
static const char sepilogue[] =
	"\n\ts_cselect_b32 s16, 1, 0\n"
	"\ts_lshl_b32 s3, s2, 3\n"
	"\tv_mov_b32 v1, s15\n"
	"\tv_mov_b32 v2, s16\n"
	"\tv_mov_b32 v3, s3\n"
	"\tglobal_store_b64 v3, v[1:2], s[10:11]\n";

static void run_scase(struct env *e, const struct scase *sc)
{
	char body[4096];
	struct kopts o = { .grid = { NV, 1, 1 }, .block = { 1, 1, 1 } };
	uint32_t *a = A(e), *b = B(e), *c = C(e), *out = OUT(e);
	int bad = 0;

	fill_inputs(e, sc->inputs);
	for (unsigned int i = 0; i < NV; i++)
		if (i % 4 == 0)
			c[i] = 0;   /* SCC in: both values */
	memset(out, 0x55, NV * 8);
	snprintf(body, sizeof(body), "%s\t%s%s", sprologue, sc->op, sepilogue);
	if (!run_ok(e, sc->name, body, &o))
		return;
	for (unsigned int i = 0; i < NV && bad < 3; i++) {
		uint32_t d = 0xdeadbeef;
		int s = c[i] != 0;

		if (sc->ref) {
			sc->ref(a[i], b[i], c[i], &d, &s);
		} else if (!strcmp(sc->name, "s_and_b64")) {
			s_and64(a[i], b[i], c[i], &d, &s);
			s = d != 0;   /* the closing s_xor_b32 sets SCC */
		} else {
			s = a[i] == 0x7fffffffu;
		}
		if (out[2 * i] != d || out[2 * i + 1] != (uint32_t)s) {
			bad++;
			CHECK(0, "%s: %s group %u: a=0x%08x b=0x%08x scc_in=%d -> 0x%08x scc %u, expected 0x%08x scc %d",
			      e->tname, sc->name, i, a[i], b[i], c[i] != 0, out[2 * i], out[2 * i + 1], d, s);
		}
	}
	if (!bad)
		CHECK(1, "%s: %s (%d vectors, result and SCC)", e->tname, sc->name, NV);
}
