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
#include "fbits.h"
#include "emu_testutil.h"

#define NV 64          /* test vectors per VALU table entry (2 workgroups of 32) */
#define BUF 16384      /* bytes per buffer */

struct env {
	const char *tname;      /* "gfx1100" */
	int gen;                /* 11 or 12 */
	int denorm;             /* FLOAT_DENORM_MODE_32 of the kernel being checked */
	int ieee0;              /* IEEE_MODE 0 (gfx11) for the kernel being checked */
	struct gs_device *dev;
	struct gs_bo *a, *b, *c, *out;
};

/* ---------------------------------------------------------------- running */

static void append(char *d, size_t size, const char *s)
{
	size_t n = strlen(d);

	snprintf(d + n, size - n, "%s", s);
}

struct kopts {
	const char *kd;         /* extra .amdhsa_ lines */
	uint32_t grid[3], block[3];
	const void *args;
	size_t args_size;
	uint64_t fault_pc_line; /* 1-based source line whose PC is wanted (0: none) */
	uint64_t *pc;           /* out: that instruction's address */
	struct gs_device *dev;  /* NULL: e->dev */
	int asm_may_fail;       /* assembly errors are returned (in err), not failed checks */
	int wave64;             /* assemble with wave64 lane masks */
};

/* Assemble body as kernel "k" and launch it.  Returns the launch status
 * (assembly failures are reported as a failed check and GS_ERR_SYNTAX). */
static enum gs_status run(struct env *e, const char *body, const struct kopts *o, struct gs_error *err)
{
	static char src[32768], exp[32768];
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_module *m = NULL;
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	enum gs_status st;
	int body_line0;

	snprintf(src, sizeof(src), "\t.text\n\t.globl k\n\t.p2align 8\nk:\n");
	body_line0 = 5;
	append(src, sizeof(src), body);
	append(src, sizeof(src), "\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
	       "\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size 64\n"
	       "\t.amdhsa_next_free_sgpr 64\n");
	if (!o->kd || !strstr(o->kd, "next_free_vgpr"))
		append(src, sizeof(src), "\t.amdhsa_next_free_vgpr 32\n");
	if (o->kd)
		append(src, sizeof(src), o->kd);
	append(src, sizeof(src), "\n\t.end_amdhsa_kernel\n");
	emu_expand(e->gen, src, exp, sizeof(exp));
	ao.target = gs_target_find(e->tname);
	ao.filename = "test_emu";
	ao.wave64 = o->wave64;
	st = gs_assemble(exp, strlen(exp), &ao, &prog, err);
	if (st) {
		if (!o->asm_may_fail)
			CHECK(0, "%s: assembles: %s\n# source:\n%s", e->tname, err->msg, exp);
		gs_program_free(prog);
		return GS_ERR_SYNTAX;
	}
	if (o->pc && o->fault_pc_line) {
		for (size_t i = 0; i < prog->n_lines; i++)
			if (prog->lines[i].line == o->fault_pc_line + (uint64_t)body_line0 - 1)
				*o->pc = prog->lines[i].offset;
	}
	st = emu_load(o->dev ? o->dev : e->dev, prog, &m, err);
	if (st) {
		CHECK(0, "%s: code object or module load: %s", e->tname, err->msg);
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
#define F_IEEE0 8u  /* the kernel sets .amdhsa_ieee_mode 0 (gfx11) */

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
	e->ieee0 = !!(vc->flags & F_IEEE0);
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
	e->ieee0 = 0;
	if (!bad)
		CHECK(1, "%s: %s (%d vectors)", e->tname, vc->name, NV);
}

/* integer references */
static uint32_t r_a(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return a; }
static uint32_t r_not(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return ~a; }
static uint32_t r_add(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a + b; }
static uint32_t r_sub(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)c; return a - b; }
static uint32_t r_sgprsub(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)e; (void)b; (void)c; return 0x80000001u - a; }
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
	if (e->gen == 11 && !e->ieee0) {
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
static uint32_t r_fmuldiv2(const struct env *e, uint32_t a, uint32_t b, uint32_t c) { (void)c; return fo(e, fi(e, a) * fi(e, b) * 0.5f); }

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
	{ "v_sub_nc_u32 (sgpr src0)", "s_mov_b32 s20, 0x80000001\n\tv_sub_nc_u32 v5, s20, v2", r_sgprsub, NULL, IN_INT, 0, NULL, 0, 0 },
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
	{ "v_max_f32 ieee_mode 0", "v_max_f32 v5, v2, v3", r_fmax, NULL, IN_FLT, F_NAN | F_IEEE0,
	  "\t.amdhsa_ieee_mode 0\n", 0, 11 },
	{ "v_min_f32 ieee_mode 0", "v_min_f32 v5, v2, v3", r_fmin, NULL, IN_FLT, F_NAN | F_IEEE0,
	  "\t.amdhsa_ieee_mode 0\n", 0, 11 },
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
	/* clamp and output modifiers: encodings from llvm-mc-22 (identical on
	 * gfx1100 and gfx1201), because gfxshim's assembler does not parse the
	 * VOP3 modifiers yet */
	{ "v_add_f32 clamp", ".long 0xd5038005, 0x00020702 // v_add_f32_e64 v5, v2, v3 clamp",
	  r_fadd_clamp, NULL, IN_FLT, F_ZERO, NULL, 0, 0 },
	{ "v_mul_f32 mul:2", ".long 0xd5080005, 0x08020702 // v_mul_f32_e64 v5, v2, v3 mul:2",
	  r_fmul2, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
	{ "v_mul_f32 div:2", ".long 0xd5080005, 0x18020702 // v_mul_f32_e64 v5, v2, v3 div:2",
	  r_fmuldiv2, NULL, IN_FLT, F_NAN, NULL, 0, 0 },
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

/* ---------------------------------------------------------------- EXEC */

static void test_exec(struct env *e)
{
	static const char body[] =
		"\ts_load_b256 s[4:11], s[0:1], 0x0\n"
		"\tWAIT_KM\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tv_mov_b32 v5, 0\n"
		"\tv_mad_u32_u24 v9, v0, 3, 100\n"
		"\tv_cmp_gt_u32 vcc_lo, 20, v0\n"           /* lanes 0..19 */
		"\ts_and_saveexec_b32 s20, vcc_lo\n"         /* s20 = all lanes */
		"\ts_cselect_b32 s21, 1, 0\n"
		"\tv_and_b32 v8, 1, v0\n"
		"\tv_cmp_eq_u32 vcc_lo, 0, v8\n"            /* even lanes among the active */
		"\ts_mov_b32 s30, vcc_lo\n"
		"\ts_and_saveexec_b32 s22, vcc_lo\n"         /* exec = even lanes < 20 */
		"\tv_add_nc_u32 v5, 7, v5\n"
		"\tv_cmp_lt_u32 vcc_lo, 5, v0\n"
		"\ts_and_saveexec_b32 s23, vcc_lo\n"         /* exec = even lanes 6..18 */
		"\tv_readfirstlane_b32 s24, v9\n"           /* lane 6 */
		"\tv_add_nc_u32 v5, 0x100, v5\n"
		"\tv_cmp_gt_u32 vcc_lo, 0, v0\n"            /* none */
		"\ts_and_saveexec_b32 s25, vcc_lo\n"         /* exec = 0, SCC = 0 */
		"\ts_cselect_b32 s26, 1, 0\n"
		"\tv_readfirstlane_b32 s27, v9\n"           /* no lane active: lane 0 */
		"\tv_mov_b32 v5, 0xbad\n"                   /* writes nothing */
		"\ts_mov_b32 s28, 0\n"
		"\ts_cbranch_execnz .Lskip\n"
		"\ts_or_b32 s28, s28, 1\n"
		"\ts_cbranch_execz .Lz\n"
		"\ts_or_b32 s28, s28, 2\n"
		".Lz:\n"
		"\ts_or_saveexec_b32 s29, s23\n"             /* exec = 0 | s23; s29 = 0 */
		"\ts_cselect_b32 s31, 1, 0\n"
		"\tv_add_nc_u32 v5, 0x1000, v5\n"           /* even lanes < 20 again */
		".Lskip:\n"
		"\ts_mov_b32 exec_lo, s20\n"
		"\tglobal_store_b32 v1, v5, s[10:11]\n"
		"\tv_mov_b32 v10, s21\n\tv_mov_b32 v11, s22\n\tv_mov_b32 v12, s23\n\tv_mov_b32 v13, s24\n"
		"\tv_mov_b32 v14, s25\n\tv_mov_b32 v15, s26\n\tv_mov_b32 v16, s27\n\tv_mov_b32 v17, s28\n"
		"\tv_mov_b32 v18, s29\n\tv_mov_b32 v19, s31\n\tv_mov_b32 v20, s30\n\tv_mov_b32 v21, s20\n"
		"\tv_mov_b32 v2, 0\n"
		"\tglobal_store_b128 v2, v[10:13], s[10:11] offset:128\n"
		"\tglobal_store_b128 v2, v[14:17], s[10:11] offset:144\n"
		"\tglobal_store_b128 v2, v[18:21], s[10:11] offset:160\n";
	struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 } };
	uint32_t *out = OUT(e);
	uint32_t even20 = 0, s23 = 0;
	int ok = 1;

	memset(out, 0x55, 256);
	if (!run_ok(e, "saveexec/readfirstlane", body, &o))
		return;
	for (unsigned int l = 0; l < 32; l++) {
		uint32_t want = 0;

		if (l < 20 && l % 2 == 0) {
			even20 |= 1u << l;
			want += 7 + 0x1000;   /* s_or_saveexec_b32 restored EXEC = even lanes < 20 */
			if (l > 5) {
				want += 0x100;
				s23 |= 1u << l;
			}
		}
		ok &= CHECK_EQ(out[l], want, "%s: lane %u under nested s_and_saveexec_b32", e->tname, l);
	}
	(void)ok;
	CHECK_EQ(out[32], 1, "%s: s_and_saveexec_b32 SCC=1 for a non-zero EXEC", e->tname);
	CHECK_EQ(out[33], 0x000fffff, "%s: s_and_saveexec_b32 saves the old EXEC", e->tname);
	CHECK_EQ(out[34], even20, "%s: second saved EXEC", e->tname);
	CHECK_EQ(out[35], 6 * 3 + 100, "%s: v_readfirstlane_b32 with partial EXEC reads lane 6", e->tname);
	CHECK_EQ(out[36], s23, "%s: third saved EXEC", e->tname);
	CHECK_EQ(out[37], 0, "%s: s_and_saveexec_b32 SCC=0 when EXEC becomes 0", e->tname);
	CHECK_EQ(out[38], 100, "%s: v_readfirstlane_b32 with EXEC=0 reads lane 0", e->tname);
	CHECK_EQ(out[39], 1, "%s: s_cbranch_execnz not taken, s_cbranch_execz taken at EXEC=0", e->tname);
	CHECK_EQ(out[40], 0, "%s: s_or_saveexec_b32 saves EXEC=0", e->tname);
	CHECK_EQ(out[41], 1, "%s: s_or_saveexec_b32 SCC", e->tname);
	CHECK_EQ(out[42], even20, "%s: v_cmp writes 0 for inactive lanes", e->tname);
	CHECK_EQ(out[43], 0xffffffffu, "%s: first saved EXEC", e->tname);
}

/* vccz/vccnz and an all-lanes compare */
static void test_vcc_branch(struct env *e)
{
	static const char body[] =
		"\ts_load_b256 s[4:11], s[0:1], 0x0\n"
		"\tWAIT_KM\n"
		"\ts_mov_b32 s20, 0\n"
		"\tv_cmp_eq_u32 vcc_lo, 99, v0\n"
		"\ts_cbranch_vccnz .La\n"
		"\ts_or_b32 s20, s20, 1\n"
		".La:\n"
		"\ts_cbranch_vccz .Lb\n"
		"\ts_or_b32 s20, s20, 2\n"
		".Lb:\n"
		"\tv_cmp_eq_u32 vcc_lo, 31, v0\n"
		"\ts_cbranch_vccz .Lc\n"
		"\ts_or_b32 s20, s20, 4\n"
		".Lc:\n"
		"\ts_cbranch_vccnz .Ld\n"
		"\ts_or_b32 s20, s20, 8\n"
		".Ld:\n"
		"\ts_mov_b32 s21, vcc_lo\n"
		"\tv_mov_b32 v1, s20\n"
		"\tv_mov_b32 v2, s21\n"
		"\tv_mov_b32 v3, 0\n"
		"\tglobal_store_b64 v3, v[1:2], s[10:11]\n";
	struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 } };
	uint32_t *out = OUT(e);

	memset(out, 0x55, 64);
	if (!run_ok(e, "vccz/vccnz", body, &o))
		return;
	CHECK_EQ(out[0], 1 | 4, "%s: s_cbranch_vccz/vccnz", e->tname);
	CHECK_EQ(out[1], 0x80000000u, "%s: v_cmp_eq_u32 sets only lane 31", e->tname);
}

/* ---------------------------------------------------------------- loops */

static void test_loops(struct env *e)
{
	static const char body[] =
		"\ts_load_b256 s[4:11], s[0:1], 0x0\n"
		"\ts_load_b32 s12, s[0:1], 0x20\n"
		"\tWAIT_KM\n"
		/* scalar: sum n..1 with s_cbranch_scc1 */
		"\ts_mov_b32 s20, 0\n"
		"\ts_mov_b32 s21, s12\n"
		".Lsum:\n"
		"\tS_ADD s20, s20, s21\n"
		"\tS_SUB s21, s21, 1\n"
		"\ts_cmp_lg_u32 s21, 0\n"
		"\ts_cbranch_scc1 .Lsum\n"
		/* scalar: count up with s_cbranch_scc0 and an exit branch */
		"\ts_mov_b32 s22, 0\n"
		"\ts_mov_b32 s23, 1\n"
		".Lpow:\n"
		"\ts_lshl_b32 s23, s23, 1\n"
		"\tS_ADD s22, s22, 1\n"
		"\ts_cmp_ge_u32 s23, 1000\n"
		"\ts_cbranch_scc0 .Lpow\n"
		/* vector: each lane iterates v0 times (EXEC-masked loop) */
		"\tv_mov_b32 v5, 0\n"
		"\tv_mov_b32 v6, v0\n"
		"\ts_mov_b32 s24, exec_lo\n"
		".Lv:\n"
		"\tv_cmp_ne_u32 vcc_lo, 0, v6\n"
		"\ts_and_b32 exec_lo, exec_lo, vcc_lo\n"
		"\ts_cbranch_execz .Lvend\n"
		"\tv_add_nc_u32 v5, v5, v6\n"
		"\tv_sub_nc_u32 v6, v6, 1\n"
		"\ts_branch .Lv\n"
		".Lvend:\n"
		"\ts_mov_b32 exec_lo, s24\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tglobal_store_b32 v1, v5, s[10:11]\n"
		"\tv_mov_b32 v1, s20\n"
		"\tv_mov_b32 v2, s22\n"
		"\tv_mov_b32 v3, s23\n"
		"\tv_mov_b32 v4, 0\n"
		"\tglobal_store_b64 v4, v[1:2], s[10:11] offset:128\n"
		"\tglobal_store_b32 v4, v3, s[10:11] offset:136\n";
	struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 } };
	struct stdargs sa = std_args(e);
	uint32_t *out = OUT(e);
	int ok = 1;

	sa.u[0] = 100;
	o.args = &sa;
	o.args_size = sizeof(sa);
	memset(out, 0x55, 256);
	if (!run_ok(e, "loops", body, &o))
		return;
	CHECK_EQ(out[32], 5050, "%s: counted scalar loop (s_cmp_lg_u32/s_cbranch_scc1) sums 1..100", e->tname);
	CHECK_EQ(out[33], 10, "%s: s_cbranch_scc0 loop runs 10 times", e->tname);
	CHECK_EQ(out[34], 1024, "%s: s_cbranch_scc0 loop result", e->tname);
	for (unsigned int l = 0; l < 32; l++)
		ok &= out[l] == l * (l + 1) / 2;
	CHECK(ok, "%s: divergent EXEC-masked vector loop (lane l sums 1..l)", e->tname);
}

/* s_nop, s_sleep and every wait instruction execute and change nothing */
static void test_nops(struct env *e)
{
	const char *waits = e->gen >= 12
		? "\ts_wait_loadcnt 0\n\ts_wait_storecnt 0\n\ts_wait_kmcnt 0\n\ts_wait_dscnt 0\n"
		  "\ts_wait_loadcnt_dscnt 0\n\ts_wait_storecnt_dscnt 0\n\ts_wait_expcnt 0\n"
		  "\ts_wait_samplecnt 0\n\ts_wait_bvhcnt 0\n"
		: "\ts_waitcnt vmcnt(0) expcnt(0) lgkmcnt(0)\n\ts_waitcnt 0\n";
	char body[1024];
	struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 } };
	uint32_t *out = OUT(e);
	int ok = 1;

	snprintf(body, sizeof(body),
		 "\ts_load_b64 s[10:11], s[0:1], 0x18\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tv_mov_b32 v2, 0x600d\n"
		 "\ts_cmp_eq_u32 s2, 0\n"
		 "\ts_nop 0\n\ts_nop 7\n\ts_sleep 1\n%s"
		 "\ts_cselect_b32 s20, 1, 0\n"
		 "\tv_add_nc_u32 v2, s20, v2\n"
		 "\tglobal_store_b32 v1, v2, s[10:11]\n", waits);
	memset(out, 0x55, 128);
	if (!run_ok(e, "s_nop/s_sleep/waits", body, &o))
		return;
	for (unsigned int l = 0; l < 32; l++)
		ok &= out[l] == 0x600e;
	CHECK(ok, "%s: s_nop, s_sleep and the wait instructions keep SCC, SGPRs and VGPRs", e->tname);
}

/* ---------------------------------------------------------------- memory */

static void test_global(struct env *e)
{
	static const char body[] =
		"\ts_load_b256 s[4:11], s[0:1], 0x0\n"
		"\tWAIT_KM\n"
		"\tv_lshlrev_b32 v1, 4, v0\n"
		"\tv_add_nc_u32 v1, 64, v1\n"                 /* 16*L + 64 */
		/* saddr + 32-bit vaddr + immediate offset */
		"\tglobal_load_b128 v[8:11], v1, s[4:5] offset:32\n"
		"\tglobal_load_b64 v[12:13], v1, s[4:5] offset:-8\n"
		"\tglobal_load_b32 v14, v1, s[4:5] offset:4\n"
		"\tv_lshlrev_b32 v2, 5, v0\n"                 /* 32*L */
		"\tWAIT_LOAD\n"
		"\tv_mov_b32 v15, v0\n"
		"\tglobal_store_b128 v2, v[8:11], s[10:11]\n"
		"\tglobal_store_b64 v2, v[12:13], s[10:11] offset:16\n"
		"\tglobal_store_b32 v2, v14, s[10:11] offset:24\n"
		"\tglobal_store_b32 v2, v15, s[10:11] offset:28\n"
		/* 64-bit vaddr = a + 16*L + 64, negative and positive offsets */
		"\tv_add_co_u32 v16, vcc_lo, s4, v1\n"
		"\tv_add_co_ci_u32 v17, vcc_lo, s5, 0, vcc_lo\n"
		"\tglobal_load_b128 v[18:21], v[16:17], off offset:-16\n"
		"\tglobal_load_b64 v[24:25], v[16:17], off offset:8\n"
		"\tglobal_load_b32 v26, v[16:17], off\n"
		"\tv_add_co_u32 v22, vcc_lo, s10, v2\n"
		"\tv_add_co_ci_u32 v23, vcc_lo, s11, 0, vcc_lo\n"
		"\tWAIT_LOAD\n"
		"\tglobal_store_b128 v[22:23], v[18:21], off offset:2048\n"
		"\tglobal_store_b64 v[22:23], v[24:25], off offset:2064\n"
		"\tglobal_store_b32 v[22:23], v26, off offset:2072\n";
	struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 } };
	uint32_t *a = A(e), *out = OUT(e);
	int ok1 = 1, ok2 = 1;

	for (unsigned int i = 0; i < 1024; i++)
		a[i] = 0xa0000000u + i * 0x10001u;
	memset(out, 0x55, 4096);
	if (!run_ok(e, "global loads/stores", body, &o))
		return;
	for (unsigned int l = 0; l < 32; l++) {
		const uint32_t *p = out + l * 8, *q = out + 512 + l * 8;
		unsigned int base = l * 4 + 16;   /* dword index of a + 16*L + 64 */

		ok1 &= p[0] == a[base + 8] && p[1] == a[base + 9] && p[2] == a[base + 10] &&
		       p[3] == a[base + 11] && p[4] == a[base - 2] && p[5] == a[base - 1] &&
		       p[6] == a[base + 1] && p[7] == l;
		ok2 &= q[0] == a[base - 4] && q[1] == a[base - 3] && q[2] == a[base - 2] &&
		       q[3] == a[base - 1] && q[4] == a[base + 2] && q[5] == a[base + 3] &&
		       q[6] == a[base] && q[7] == 0x55555555u;
	}
	CHECK(ok1, "%s: global_load/store b32/b64/b128 with saddr, 32-bit vaddr and offsets", e->tname);
	CHECK(ok2, "%s: global_load/store b32/b64/b128 with 64-bit vaddr and +/- offsets", e->tname);
}

static void test_atomic(struct env *e)
{
	static const char body[] =
		"\ts_load_b256 s[4:11], s[0:1], 0x0\n"
		"\tWAIT_KM\n"
		"\tv_and_b32 v1, 3, v0\n"
		"\tv_lshlrev_b32 v1, 2, v1\n"
		"\tv_add_nc_u32 v2, 1, v0\n"
		"\tglobal_atomic_add_u32 v1, v2, s[10:11]\n"
		"\tv_add_co_u32 v16, vcc_lo, s10, v1\n"
		"\tv_add_co_ci_u32 v17, vcc_lo, s11, 0, vcc_lo\n"
		"\tv_lshlrev_b32 v3, 8, v2\n"
		"\tglobal_atomic_add_u32 v[16:17], v3, off offset:16\n";
	struct kopts o = { .grid = { 2, 1, 1 }, .block = { 64, 1, 1 } };
	uint32_t *out = OUT(e), want[8];

	memset(out, 0, 64);
	for (unsigned int k = 0; k < 8; k++)
		out[k] = want[k] = 1000 * k;
	for (unsigned int g = 0; g < 2; g++)
		for (unsigned int t = 0; t < 64; t++) {
			want[t % 4] += t + 1;
			want[4 + t % 4] += (t + 1) << 8;
		}
	if (!run_ok(e, "global_atomic_add_u32", body, &o))
		return;
	for (unsigned int k = 0; k < 8; k++)
		CHECK_EQ(out[k], want[k], "%s: global_atomic_add_u32: 32 lanes of 4 waves on 4 addresses, word %u",
			 e->tname, k);
}

static void test_smem(struct env *e)
{
	static const char body[] =
		"\ts_load_b64 s[4:5], s[0:1], 0x0\n"
		"\ts_load_b64 s[10:11], s[0:1], 0x18\n"
		"\tWAIT_KM\n"
		"\ts_load_b32 s20, s[4:5], 0x4\n"
		"\ts_load_b64 s[22:23], s[4:5], 0x8\n"
		"\ts_load_b128 s[24:27], s[4:5], 0x10\n"
		"\ts_load_b256 s[32:39], s[4:5], 0x40\n"
		"\ts_mov_b32 s12, 0xa4\n"
		"\ts_load_b32 s40, s[4:5], s12\n"           /* SGPR offset */
		"\tWAIT_KM\n"
		"\tv_mov_b32 v16, s40\n"
		"\tv_mov_b32 v17, 0\n"
		"\tglobal_store_b32 v17, v16, s[10:11] offset:64\n"
		"\tv_mov_b32 v0, s20\n\tv_mov_b32 v1, s22\n\tv_mov_b32 v2, s23\n\tv_mov_b32 v3, s24\n"
		"\tv_mov_b32 v4, s25\n\tv_mov_b32 v5, s26\n\tv_mov_b32 v6, s27\n\tv_mov_b32 v7, s32\n"
		"\tv_mov_b32 v8, s33\n\tv_mov_b32 v9, s34\n\tv_mov_b32 v10, s35\n\tv_mov_b32 v11, s36\n"
		"\tv_mov_b32 v12, s37\n\tv_mov_b32 v13, s38\n\tv_mov_b32 v14, s39\n\tv_mov_b32 v15, 0\n"
		"\tglobal_store_b128 v15, v[0:3], s[10:11]\n"
		"\tglobal_store_b128 v15, v[4:7], s[10:11] offset:16\n"
		"\tglobal_store_b128 v15, v[8:11], s[10:11] offset:32\n"
		"\tglobal_store_b128 v15, v[12:15], s[10:11] offset:48\n";
	struct kopts o = { .grid = { 1, 1, 1 }, .block = { 1, 1, 1 } };
	uint32_t *a = A(e), *out = OUT(e);
	static const unsigned int idx[15] = { 1, 2, 3, 4, 5, 6, 7, 16, 17, 18, 19, 20, 21, 22, 23 };

	for (unsigned int i = 0; i < 64; i++)
		a[i] = 0x5a000000u | i;
	memset(out, 0x55, 128);
	if (!run_ok(e, "s_load", body, &o))
		return;
	for (unsigned int i = 0; i < 15; i++)
		CHECK_EQ(out[i], a[idx[i]], "%s: s_load_b32..b256 dword %u", e->tname, i);
	CHECK_EQ(out[16], a[0xa4 / 4], "%s: s_load_b32 with an SGPR offset", e->tname);
}

/* ---------------------------------------------------------------- workgroups */

static void test_ids(struct env *e)
{
	static const char body[] =
		"\ts_load_b64 s[10:11], s[0:1], 0x18\n"
		"\tv_and_b32 v1, 0x3ff, v0\n"             /* x */
		"\tv_bfe_u32 v2, v0, 10, 10\n"            /* y */
		"\tv_bfe_u32 v3, v0, 20, 10\n"            /* z */
		"\tv_lshl_add_u32 v4, v2, 3, v1\n"        /* x + 8y */
		"\tv_lshl_add_u32 v4, v3, 4, v4\n"        /* + 16z */
		"\ts_mul_i32 s5, s4, 2\n"
		"\tS_ADD s5, s5, s3\n"
		"\ts_mul_i32 s5, s5, 3\n"
		"\tS_ADD s5, s5, s2\n"                    /* linear group */
		"\ts_lshl_b32 s5, s5, 5\n"
		"\tv_add_nc_u32 v4, s5, v4\n"
		"\tv_lshlrev_b32 v4, 4, v4\n"
		"\tv_mov_b32 v8, s2\n\tv_mov_b32 v9, s3\n\tv_mov_b32 v10, s4\n\tv_mov_b32 v11, v0\n"
		"\tWAIT_KM\n"
		"\tglobal_store_b128 v4, v[8:11], s[10:11]\n";
	struct kopts o = { .grid = { 3, 2, 2 }, .block = { 8, 2, 2 },
			   .kd = "\t.amdhsa_system_sgpr_workgroup_id_y 1\n\t.amdhsa_system_sgpr_workgroup_id_z 1\n"
				 "\t.amdhsa_system_vgpr_workitem_id 2\n" };
	uint32_t *out = OUT(e);
	int ok = 1;

	memset(out, 0x55, 12 * 32 * 16);
	if (!run_ok(e, "workgroup/workitem ids", body, &o))
		return;
	for (unsigned int z = 0; z < 2; z++)
		for (unsigned int y = 0; y < 2; y++)
			for (unsigned int x = 0; x < 3; x++)
				for (unsigned int t = 0; t < 32; t++) {
					const uint32_t *p = out + (((z * 2 + y) * 3 + x) * 32 + t) * 4;
					uint32_t v0 = (t % 8) | ((t / 8) % 2) << 10 | (t / 16) << 20;

					if (p[0] != x || p[1] != y || p[2] != z || p[3] != v0) {
						if (ok)
							printf("# group (%u,%u,%u) thread %u: got %u %u %u 0x%x\n", x, y, z, t,
							       p[0], p[1], p[2], p[3]);
						ok = 0;
					}
				}
	CHECK(ok, "%s: 12 workgroups (3x2x2): s2/s3/s4 = workgroup id, v0 = packed x|y<<10|z<<20", e->tname);
}

static void test_multiwave(struct env *e)
{
	static const char body[] =
		"\ts_load_b64 s[10:11], s[0:1], 0x18\n"
		"\ts_mul_i32 s3, s2, 80\n"
		"\tv_add_nc_u32 v1, s3, v0\n"
		"\tv_lshlrev_b32 v1, 2, v1\n"
		"\tv_or_b32 v2, 0x10000, v0\n"
		"\tWAIT_KM\n"
		"\tglobal_store_b32 v1, v2, s[10:11]\n";
	struct kopts o = { .grid = { 2, 1, 1 }, .block = { 80, 1, 1 } };
	uint32_t *out = OUT(e);
	int ok = 1;

	memset(out, 0x55, 4096);
	if (!run_ok(e, "3 waves per workgroup", body, &o))
		return;
	for (unsigned int i = 0; i < 160; i++)
		ok &= out[i] == (0x10000 | (i % 80));
	CHECK(ok, "%s: workgroup of 80 threads = 3 waves (last partial): v0 = 0..79", e->tname);
	CHECK_EQ(out[160], 0x55555555u, "%s: nothing written past the grid", e->tname);
}

static void test_barrier(struct env *e, int with_barrier)
{
	char body[2048];
	struct kopts o = { .grid = { 1, 1, 1 }, .block = { 64, 1, 1 } };
	uint32_t *out = OUT(e);
	int ok = 1, stale = 1;

	snprintf(body, sizeof(body),
		 "\ts_load_b64 s[10:11], s[0:1], 0x18\n"
		 "\tWAIT_KM\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tv_cmp_gt_u32 vcc_lo, 32, v0\n"
		 "\ts_cbranch_vccz .Lreader\n"
		 /* wave 0: a long delay, then write, then the barrier */
		 "\ts_mov_b32 s20, 300\n"
		 ".Ldelay:\n"
		 "\tS_SUB s20, s20, 1\n"
		 "\ts_cmp_lg_u32 s20, 0\n"
		 "\ts_cbranch_scc1 .Ldelay\n"
		 "\tv_mad_u32_u24 v2, v0, 3, 1\n"
		 "\tglobal_store_b32 v1, v2, s[10:11]\n"
		 "%s\n"
		 "\t%s\n"
		 "\ts_branch .Lend\n"
		 ".Lreader:\n"
		 "\t%s\n"
		 "\tv_sub_nc_u32 v3, v1, 0x80\n"
		 "\tglobal_load_b32 v4, v3, s[10:11]\n"
		 "\tWAIT_LOAD\n"
		 "\tglobal_store_b32 v3, v4, s[10:11] offset:256\n"
		 ".Lend:",
		 /* the store must complete before the barrier (the checker
		  * reports a store in flight at a barrier) */
		 e->gen >= 12 ? "\ts_wait_storecnt 0" : "\ts_waitcnt_vscnt null, 0x0",
		 with_barrier ? "BARRIER" : "",
		 with_barrier ? "BARRIER" : "");
	memset(out, 0, 512);
	if (!run_ok(e, with_barrier ? "barrier" : "no barrier", body, &o))
		return;
	for (unsigned int i = 0; i < 32; i++) {
		ok &= out[i] == 3 * i + 1 && out[64 + i] == 3 * i + 1;
		stale &= out[64 + i] == 0;
	}
	if (with_barrier)
		CHECK(ok, "%s: 2-wave workgroup: wave 1 reads after the barrier what wave 0 wrote before it (%s)",
		      e->tname, e->gen >= 12 ? "s_barrier_signal/s_barrier_wait" : "s_barrier");
	else
		CHECK(stale, "%s: control: without the barrier wave 1 reads before wave 0 writes (the barrier test is sensitive)",
		      e->tname);
}

/* ---------------------------------------------------------------- wave64 (gfx11) */

static void test_wave64(struct env *e)
{
	static const char body[] =
		"\ts_load_b64 s[10:11], s[0:1], 0x18\n"
		"\tWAIT_KM\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tv_cmp_gt_u32 vcc, 40, v0\n"
		"\tv_cndmask_b32 v2, 0, 1, vcc\n"
		"\tglobal_store_b32 v1, v2, s[10:11]\n"
		"\ts_mov_b64 s[20:21], vcc\n"
		"\tv_cmp_lt_u32 vcc, 35, v0\n"
		"\ts_and_saveexec_b64 s[22:23], vcc\n"
		"\tv_readfirstlane_b32 s24, v0\n"
		"\tv_add_co_u32 v3, vcc, -1, v0\n"
		"\ts_mov_b64 s[26:27], vcc\n"
		"\ts_mov_b64 exec, s[22:23]\n"
		"\tv_mov_b32 v8, s20\n\tv_mov_b32 v9, s21\n\tv_mov_b32 v10, s22\n\tv_mov_b32 v11, s23\n"
		"\tv_mov_b32 v12, s24\n\tv_mov_b32 v13, s26\n\tv_mov_b32 v14, s27\n\tv_mov_b32 v15, 0\n"
		"\tglobal_store_b128 v15, v[8:11], s[10:11] offset:256\n"
		"\tglobal_store_b128 v15, v[12:15], s[10:11] offset:272\n";
	struct kopts o = { .grid = { 1, 1, 1 }, .block = { 64, 1, 1 }, .kd = "\t.amdhsa_wavefront_size32 0\n",
			   .wave64 = 1 };
	struct gs_error err = { 0 };
	struct stdargs sa = std_args(e);
	uint32_t *out = OUT(e);
	enum gs_status st;
	int ok = 1;

	o.args = &sa;
	o.args_size = sizeof(sa);
	memset(out, 0x55, 512);
	st = run(e, body, &o, &err);
	if (!CHECK(st == GS_OK, "%s: wave64 kernel runs (%s)", e->tname, st ? err.msg : "ok"))
		return;
	for (unsigned int l = 0; l < 64; l++)
		ok &= out[l] == (l < 40);
	CHECK(ok, "%s: wave64: v_cmp to vcc and v_cndmask over 64 lanes", e->tname);
	CHECK_EQ(out[64], 0xffffffffu, "%s: wave64 vcc low half", e->tname);
	CHECK_EQ(out[65], 0xff, "%s: wave64 vcc high half", e->tname);
	CHECK_EQ(out[66], 0xffffffffu, "%s: s_and_saveexec_b64 saves exec low", e->tname);
	CHECK_EQ(out[67], 0xffffffffu, "%s: s_and_saveexec_b64 saves exec high", e->tname);
	CHECK_EQ(out[68], 36, "%s: wave64 v_readfirstlane_b32 with EXEC = lanes 36..63", e->tname);
	CHECK_EQ(out[69], 0, "%s: wave64 carry mask low (inactive lanes 0)", e->tname);
	CHECK_EQ(out[70], 0xfffffff0u, "%s: wave64 carry mask high", e->tname);
}

/* wave64 code that names no lane mask (the assembler accepts it) */
static void test_wave64_exec(struct env *e)
{
	static const char body[] =
		"\ts_load_b64 s[10:11], s[0:1], 0x18\n"
		"\tWAIT_KM\n"
		"\ts_lshl_b32 s3, s2, 7\n"
		"\tv_add_nc_u32 v1, s3, v0\n"
		"\tv_lshlrev_b32 v1, 2, v1\n"
		"\tv_or_b32 v2, 0x10000, v0\n"
		"\ts_mov_b64 s[20:21], exec\n"
		"\ts_mov_b32 s30, 0x0f0f0f0f\n"
		"\ts_mov_b32 s31, 0xf0000001\n"
		"\ts_and_saveexec_b64 s[22:23], s[30:31]\n"
		"\ts_cselect_b32 s24, 1, 0\n"
		"\tv_add_nc_u32 v2, 0x100000, v2\n"
		"\ts_mov_b32 exec_lo, 0\n"
		"\tv_readfirstlane_b32 s25, v2\n"          /* lane 32 */
		"\ts_mov_b64 exec, s[22:23]\n"
		"\tglobal_store_b32 v1, v2, s[10:11]\n"
		"\ts_cmp_eq_u32 s2, 0\n"
		"\ts_cbranch_scc0 .Lend\n"
		"\ts_and_b32 s27, s25, 0x40\n"             /* wave 0 only */
		"\ts_cbranch_scc1 .Lend\n"
		"\tv_mov_b32 v8, s20\n\tv_mov_b32 v9, s21\n\tv_mov_b32 v10, s22\n\tv_mov_b32 v11, s23\n"
		"\tv_mov_b32 v12, s24\n\tv_mov_b32 v13, s25\n\tv_mov_b32 v14, 0\n\tv_mov_b32 v15, 0\n"
		"\tglobal_store_b128 v15, v[8:11], s[10:11] offset:1024\n"
		"\tglobal_store_b128 v15, v[12:15], s[10:11] offset:1040\n"
		".Lend:";
	struct kopts o = { .grid = { 2, 1, 1 }, .block = { 128, 1, 1 }, .kd = "\t.amdhsa_wavefront_size32 0\n" };
	uint32_t *out = OUT(e);
	int ok = 1;

	memset(out, 0x55, 2048);
	if (!run_ok(e, "wave64 (no lane-mask operands)", body, &o))
		return;
	for (unsigned int i = 0; i < 256; i++) {
		unsigned int t = i % 128, l = t % 64;
		uint64_t m = 0xf00000010f0f0f0full;

		ok &= out[i] == ((m >> l & 1 ? 0x110000u : 0x10000u) | t);
	}
	CHECK(ok, "%s: wave64: 2 waves of 64 per group, v0 = 0..127, 64-bit EXEC from s_and_saveexec_b64", e->tname);
	CHECK_EQ(out[256], 0xffffffffu, "%s: wave64 exec low", e->tname);
	CHECK_EQ(out[257], 0xffffffffu, "%s: wave64 exec high", e->tname);
	CHECK_EQ(out[258], 0xffffffffu, "%s: s_and_saveexec_b64 saves exec low", e->tname);
	CHECK_EQ(out[259], 0xffffffffu, "%s: s_and_saveexec_b64 saves exec high", e->tname);
	CHECK_EQ(out[260], 1, "%s: s_and_saveexec_b64 SCC", e->tname);
	CHECK_EQ(out[261], 0x110020u, "%s: wave64 v_readfirstlane_b32 with only EXEC high set reads lane 32", e->tname);
}

/* ---------------------------------------------------------------- LDS (DS) */

static int has(const char *msg, const char *sub)
{
	return strstr(msg, sub) != NULL;
}


/* One DS kernel body (after vprologue: v1 = 4 * lane, v2/v3/v4 = a/b/c,
 * v5/v6 = 0xdeadbeef, stored by vepilogue) and its reference: w5/w6 for the
 * 32 lanes of one workgroup from that workgroup's a/b/c, computed in C from
 * the ISA's definitions. */
struct dscase {
	const char *name;
	const char *op;
	void (*ref)(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c,
		    uint32_t *w5, uint32_t *w6);
};

#define DEAD 0xdeadbeefu
#define EXEC_MASK 0x5a5a5a5au

static void d_b32(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	(void)e; (void)b; (void)c;
	for (unsigned int i = 0; i < 32; i++) {
		w5[i] = a[31 - i];
		w6[i] = i < 31 ? a[i + 1] : 0;  /* LDS starts zeroed */
	}
}

static void d_b64(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	(void)e; (void)c;
	for (unsigned int i = 0; i < 32; i++) {
		w5[i] = a[31 - i];
		w6[i] = b[31 - i];
	}
}

static void d_b128(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	(void)e;
	for (unsigned int i = 0; i < 32; i++) {
		unsigned int j = i ^ 1;

		w5[i] = a[j] ^ c[j];
		w6[i] = b[j] + (a[j] ^ b[j]);
	}
}

/* LDS as a C array, for the references that need it */
static void d_2addr(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	uint32_t lds[256] = { 0 };

	(void)e; (void)c;
	for (unsigned int i = 0; i < 32; i++) {
		lds[i + 2] = a[i];
		lds[i + 40] = b[i];
	}
	for (unsigned int i = 0; i < 32; i++) {
		unsigned int j = i ^ 3;

		w5[i] = lds[j + 2];
		w6[i] = lds[j + 40 + 1];
	}
}

static void d_atomic(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	uint32_t sum[8] = { 0 }, max[8] = { 0 };

	(void)e;
	for (unsigned int i = 0; i < 32; i++) {
		unsigned int k = (b[i] >> 2) & 7;

		sum[k] += a[i];
		if (c[i] > max[k])
			max[k] = c[i];
	}
	for (unsigned int i = 0; i < 32; i++) {
		w5[i] = sum[(b[i] >> 2) & 7] ^ max[(b[i] >> 2) & 7];
		w6[i] = c[i] + 0;  /* second ds_add_rtn_u32 returns c; the first returned 0 */
	}
}

static unsigned int active(unsigned int l) { return EXEC_MASK >> l & 1; }

static void d_bperm(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	(void)e; (void)c;
	for (unsigned int i = 0; i < 32; i++) {
		unsigned int s = ((b[i] & 0xfffc) / 4) % 32, s1 = (((b[i] & 0xfffc) + 8) / 4) % 32;

		w5[i] = a[s];
		w6[i] = !active(i) ? DEAD : active(s1) ? a[s1] : 0;
	}
}

static void d_perm(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	uint32_t t5[32] = { 0 }, t6[32] = { 0 };

	(void)e; (void)c;
	for (unsigned int i = 0; i < 32; i++) {  /* ascending: the highest source wins */
		t5[((b[i] & 0xfffc) / 4) % 32] = a[i];
		if (active(i))
			t6[(((b[i] & 0xfffc) + 4) / 4) % 32] = a[i];
	}
	for (unsigned int i = 0; i < 32; i++) {
		w5[i] = t5[i];
		w6[i] = active(i) ? t6[i] : DEAD;
	}
}

/* ds_swizzle_b32: quad permute and bitmask modes from the ISA's pseudocode */
static unsigned int swz(unsigned int off, unsigned int l)
{
	if (off & 0x8000)
		return (l & ~3u) | ((off >> ((l & 3) * 2)) & 3);
	return ((((l & 31) & (off & 31)) | ((off >> 5) & 31)) ^ ((off >> 10) & 31)) | (l & 32);
}

static void swz_ref(unsigned int off5, unsigned int off6, int masked6, const uint32_t *a,
		    uint32_t *w5, uint32_t *w6)
{
	for (unsigned int i = 0; i < 32; i++) {
		unsigned int s6 = swz(off6, i);

		w5[i] = a[swz(off5, i)];
		w6[i] = !masked6 ? a[s6] : !active(i) ? DEAD : active(s6) ? a[s6] : 0;
	}
}

/* swizzle(QUAD_PERM,1,0,3,2) = 0x80b1, swizzle(SWAP,16) = 0x401f */
static void d_swz1(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	(void)e; (void)b; (void)c;
	swz_ref(0x80b1, 0x401f, 0, a, w5, w6);
}

/* swizzle(REVERSE,8) = 0x1c1f, swizzle(BROADCAST,4,1) under EXEC_MASK = 0x3c */
static void d_swz2(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	(void)e; (void)b; (void)c;
	swz_ref(0x1c1f, 0x3c, 1, a, w5, w6);
}

/* swizzle(BITMASK_PERM,"01pip") = 0x907, 0x8100 (bit 15: quad permute of its low byte) masked */
static void d_swz3(const struct env *e, const uint32_t *a, const uint32_t *b, const uint32_t *c, uint32_t *w5, uint32_t *w6)
{
	(void)e; (void)b; (void)c;
	swz_ref(0x907, 0x8100, 1, a, w5, w6);
}

static const struct dscase dscases[] = {
	{ "ds_store_b32/ds_load_b32 (reverse, offset:4)",
	  "ds_store_b32 v1, v2\n"
	  "\tv_sub_nc_u32 v7, 0x7c, v1\n"
	  "\tds_load_b32 v5, v7\n"
	  "\tds_load_b32 v6, v1 offset:4\n"
	  "\tWAIT_DS\n", d_b32 },
	{ "ds_store_b64/ds_load_b64",
	  "v_lshlrev_b32 v7, 1, v1\n"
	  "\tds_store_b64 v7, v[2:3] offset:8\n"
	  "\tv_sub_nc_u32 v8, 0xf8, v7\n"
	  "\tds_load_b64 v[5:6], v8 offset:8\n"
	  "\tWAIT_DS\n", d_b64 },
	{ "ds_store_b128/ds_load_b128",
	  "v_mov_b32 v8, v2\n\tv_mov_b32 v9, v3\n\tv_mov_b32 v10, v4\n\tv_xor_b32 v11, v2, v3\n"
	  "\tv_lshlrev_b32 v7, 2, v1\n"
	  "\tds_store_b128 v7, v[8:11] offset:16\n"
	  "\tv_xor_b32 v12, 16, v7\n"
	  "\tds_load_b128 v[12:15], v12 offset:16\n"
	  "\tWAIT_DS\n"
	  "\tv_xor_b32 v5, v12, v14\n"
	  "\tv_add_nc_u32 v6, v13, v15\n", d_b128 },
	{ "ds_store_2addr_b32/ds_load_2addr_b32",
	  "ds_store_2addr_b32 v1, v2, v3 offset0:2 offset1:40\n"
	  "\tv_xor_b32 v7, 12, v1\n"
	  "\tds_load_2addr_b32 v[5:6], v7 offset0:2 offset1:41\n"
	  "\tWAIT_DS\n", d_2addr },
	{ "ds_add_u32/ds_max_u32/ds_add_rtn_u32",
	  "v_and_b32 v7, 28, v3\n"
	  "\tds_add_u32 v7, v2\n"
	  "\tds_max_u32 v7, v4 offset:64\n"
	  "\tds_add_rtn_u32 v8, v1, v4 offset:128\n"
	  "\tds_add_rtn_u32 v6, v1, v2 offset:128\n"
	  "\tWAIT_DS\n"
	  "\tds_load_b32 v9, v7\n"
	  "\tds_load_b32 v10, v7 offset:64\n"
	  "\tWAIT_DS\n"
	  "\tv_xor_b32 v5, v9, v10\n"
	  "\tv_add_nc_u32 v5, v5, v8\n", d_atomic },
	{ "ds_bpermute_b32 (all lanes; EXEC 0x5a5a5a5a, offset:8)",
	  "v_and_b32 v7, 0xfffc, v3\n"
	  "\tds_bpermute_b32 v5, v7, v2\n"
	  "\ts_mov_b32 exec_lo, 0x5a5a5a5a\n"
	  "\tds_bpermute_b32 v6, v7, v2 offset:8\n"
	  "\ts_mov_b32 exec_lo, -1\n"
	  "\tWAIT_DS\n", d_bperm },
	{ "ds_permute_b32 (all lanes; EXEC 0x5a5a5a5a, offset:4)",
	  "v_and_b32 v7, 0xfffc, v3\n"
	  "\tds_permute_b32 v5, v7, v2\n"
	  "\ts_mov_b32 exec_lo, 0x5a5a5a5a\n"
	  "\tds_permute_b32 v6, v7, v2 offset:4\n"
	  "\ts_mov_b32 exec_lo, -1\n"
	  "\tWAIT_DS\n", d_perm },
	{ "ds_swizzle_b32 QUAD_PERM, SWAP",
	  "ds_swizzle_b32 v5, v2 offset:swizzle(QUAD_PERM,1,0,3,2)\n"
	  "\tds_swizzle_b32 v6, v2 offset:swizzle(SWAP,16)\n"
	  "\tWAIT_DS\n", d_swz1 },
	{ "ds_swizzle_b32 REVERSE, BROADCAST (EXEC 0x5a5a5a5a)",
	  "ds_swizzle_b32 v5, v2 offset:swizzle(REVERSE,8)\n"
	  "\ts_mov_b32 exec_lo, 0x5a5a5a5a\n"
	  "\tds_swizzle_b32 v6, v2 offset:swizzle(BROADCAST,4,1)\n"
	  "\ts_mov_b32 exec_lo, -1\n"
	  "\tWAIT_DS\n", d_swz2 },
	{ "ds_swizzle_b32 BITMASK_PERM, 0x8100 (EXEC 0x5a5a5a5a)",
	  "ds_swizzle_b32 v5, v2 offset:swizzle(BITMASK_PERM,\"01pip\")\n"
	  "\ts_mov_b32 exec_lo, 0x5a5a5a5a\n"
	  "\tds_swizzle_b32 v6, v2 offset:0x8100\n"
	  "\ts_mov_b32 exec_lo, -1\n"
	  "\tWAIT_DS\n", d_swz3 },
};

static void run_dscase(struct env *e, const struct dscase *dc)
{
	char body[4096];
	struct kopts o = { .kd = "\t.amdhsa_group_segment_fixed_size 1024\n", .grid = { NV / 32, 1, 1 },
			   .block = { 32, 1, 1 } };
	uint32_t *a = A(e), *b = B(e), *c = C(e), *out = OUT(e);
	int bad = 0;

	fill_inputs(e, IN_INT);
	memset(out, 0x55, NV * 8);
	/* v1 is the workgroup's LDS byte address 4 * lane during the DS code */
	snprintf(body, sizeof(body), "%s\tv_lshlrev_b32 v1, 2, v0\n\t%s\tv_add_nc_u32 v1, s3, v0\n\tv_lshlrev_b32 v1, 2, v1%s",
		 vprologue, dc->op, vepilogue);
	if (!run_ok(e, dc->name, body, &o))
		return;
	for (unsigned int g = 0; g < NV / 32; g++) {
		uint32_t w5[32], w6[32];

		dc->ref(e, a + 32 * g, b + 32 * g, c + 32 * g, w5, w6);
		for (unsigned int l = 0; l < 32 && bad < 3; l++) {
			unsigned int i = 32 * g + l;

			if (out[2 * i] != w5[l] || out[2 * i + 1] != w6[l]) {
				bad++;
				CHECK(0, "%s: %s lane %u: a=0x%08x b=0x%08x c=0x%08x -> 0x%08x 0x%08x, expected 0x%08x 0x%08x",
				      e->tname, dc->name, i, a[i], b[i], c[i], out[2 * i], out[2 * i + 1], w5[l], w6[l]);
			}
		}
	}
	if (!bad)
		CHECK(1, "%s: %s (%d lanes, 2 workgroups)", e->tname, dc->name, NV);
}

/* wave64 ds_bpermute_b32: RDNA3 selects within each 32-lane half, RDNA4
 * across the wave (seed 000 section 4; RDNA3 ISA pp.137-138, RDNA4 p.163). */
static void test_ds_wave64(struct env *e)
{
	static const char body[] =
		"\ts_load_b64 s[10:11], s[0:1], 0x18\n"
		"\tWAIT_KM\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tv_sub_nc_u32 v2, 63, v0\n"
		"\tv_lshlrev_b32 v2, 2, v2\n"            /* byte address of lane 63 - l */
		"\tv_or_b32 v3, 0x1000, v0\n"            /* data: 0x1000 | lane */
		"\tds_bpermute_b32 v4, v2, v3\n"
		"\tds_permute_b32 v5, v2, v3\n"
		"\tWAIT_DS\n"
		"\tglobal_store_b32 v1, v4, s[10:11]\n"
		"\tglobal_store_b32 v1, v5, s[10:11] offset:256\n";
	struct kopts o = { .grid = { 1, 1, 1 }, .block = { 64, 1, 1 }, .kd = "\t.amdhsa_wavefront_size32 0\n",
			   .wave64 = 1 };
	uint32_t *out = OUT(e);
	int ok = 1;

	memset(out, 0x55, 512);
	if (!run_ok(e, "wave64 ds_bpermute_b32/ds_permute_b32", body, &o))
		return;
	for (unsigned int l = 0; l < 64; l++) {
		unsigned int idx = 63 - l;
		unsigned int s = e->gen == 11 ? (l & 32) | (idx & 31) : idx;
		/* permute: lane l sends to lane d(l); with this bijection per half/wave,
		 * lane d receives from the lane that maps to it */
		unsigned int from = e->gen == 11 ? (l & 32) | (31 - (l & 31)) : 63 - l;

		ok &= out[l] == (0x1000u | s) && out[64 + l] == (0x1000u | from);
	}
	CHECK(ok, "%s: wave64 ds_bpermute_b32/ds_permute_b32 select %s (lane 40 <- lane %u)", e->tname,
	      e->gen == 11 ? "within each 32-lane half" : "across all 64 lanes", out[40] & 0xff);
}

/* Waves of one workgroup exchange data through LDS across the barrier: each
 * of 4 waves writes its lanes' values, waits for DS, passes the barrier and
 * reads another wave's values. */
static void test_ds_exchange(struct env *e)
{
	static const char body[] =
		"\ts_load_b64 s[10:11], s[0:1], 0x18\n"
		"\tWAIT_KM\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tv_mad_u32_u24 v2, v0, 7, 3\n"
		"\tds_store_b32 v1, v2\n"
		"\tWAIT_DS\n"
		"\tBARRIER\n"
		"\tv_sub_nc_u32 v3, 0x1fc, v1\n"       /* thread 127 - t */
		"\tds_load_b32 v4, v3\n"
		"\tWAIT_DS\n"
		"\tglobal_store_b32 v1, v4, s[10:11]\n";
	struct kopts o = { .grid = { 2, 1, 1 }, .block = { 128, 1, 1 },
			   .kd = "\t.amdhsa_group_segment_fixed_size 512\n" };
	uint32_t *out = OUT(e);
	int ok = 1;

	memset(out, 0x55, 1024);
	if (!run_ok(e, "LDS exchange across the barrier", body, &o))
		return;
	for (unsigned int t = 0; t < 128; t++)
		ok &= out[t] == (127 - t) * 7 + 3;
	CHECK(ok, "%s: 4 waves exchange data through LDS across %s (with %s)", e->tname,
	      e->gen >= 12 ? "s_barrier_signal/s_barrier_wait" : "s_barrier",
	      e->gen >= 12 ? "s_wait_dscnt 0" : "s_waitcnt lgkmcnt(0)");
}

/* The checker and LDS bounds. */
static void test_ds_errors(struct env *e)
{
	struct gs_error err = { 0 };
	struct stdargs sa = std_args(e);
	enum gs_status st;
	uint64_t pc = 0;
	char want[200];

	/* a DS load's destination read before the DS wait */
	{
		static const char body[] =
			"\tv_lshlrev_b32 v1, 2, v0\n"
			"\tds_store_b32 v1, v0\n"
			"\tds_load_b32 v2, v1\n"
			"\tds_load_b32 v3, v1 offset:128\n"
			"\tv_add_nc_u32 v4, v2, 1\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa),
				   .kd = "\t.amdhsa_group_segment_fixed_size 512\n", .fault_pc_line = 3, .pc = &pc };

		st = run(e, body, &o, &err);
		CHECK_EQ(st, GS_ERR_HAZARD, "%s: reading a DS load's destination before the wait is a hazard", e->tname);
		snprintf(want, sizeof(want), "uses v2, which the load at PC 0x%llx: ds_load_b32 v2, v1 has not written yet; expected %s before this instruction",
			 (unsigned long long)pc, e->gen >= 12 ? "s_wait_dscnt 1" : "s_waitcnt lgkmcnt(1)");
		CHECK(has(err.msg, "v_add_nc_u32_e64 v4, v2, 1") && has(err.msg, want),
		      "%s: DS hazard message names the reader, the load and %s: %s", e->tname,
		      e->gen >= 12 ? "s_wait_dscnt 1" : "s_waitcnt lgkmcnt(1)", err.msg);
	}
	/* gfx11: one LGKMcnt for DS and scalar loads: lgkmcnt(1) is not enough
	 * when a scalar load is outstanding too */
	if (e->gen == 11) {
		static const char body[] =
			"\tv_lshlrev_b32 v1, 2, v0\n"
			"\tds_load_b32 v2, v1\n"
			"\ts_load_b64 s[10:11], s[0:1], 0x18\n"
			"\ts_waitcnt lgkmcnt(1)\n"
			"\tv_add_nc_u32 v4, v2, 1\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa),
				   .kd = "\t.amdhsa_group_segment_fixed_size 512\n" };

		st = run(e, body, &o, &err);
		CHECK(st == GS_ERR_HAZARD && has(err.msg, "uses v2") && has(err.msg, "lgkmcnt(0)"),
		      "%s: lgkmcnt(1) with a DS load and a later scalar load outstanding does not cover the DS load: %s",
		      e->tname, err.msg);
	}
	/* an LDS store in flight at the barrier */
	{
		static const char body[] =
			"\tv_lshlrev_b32 v1, 2, v0\n"
			"\tds_store_b32 v1, v0\n"
			"\tBARRIER\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 64, 1, 1 }, .args = &sa, .args_size = sizeof(sa),
				   .kd = "\t.amdhsa_group_segment_fixed_size 512\n" };

		st = run(e, body, &o, &err);
		CHECK(st == GS_ERR_HAZARD && has(err.msg, "barrier while the LDS write at PC") &&
		      has(err.msg, "ds_store_b32 v1, v0") &&
		      has(err.msg, e->gen >= 12 ? "expected s_wait_dscnt 0 before the barrier"
					       : "expected s_waitcnt lgkmcnt(0) before the barrier"),
		      "%s: a barrier with an LDS store in flight is a hazard: %s", e->tname, err.msg);
	}
	/* out of range: 400 bytes asked, 512 allocated; workgroup 1's lane 2 reads at 0x208 */
	{
		static const char body[] =
			"\tv_lshlrev_b32 v1, 2, v0\n"
			"\ts_lshl_b32 s3, s2, 7\n"
			"\tv_add_nc_u32 v1, s3, v1\n"
			"\ts_mov_b32 exec_lo, 0xfffffffc\n"
			"\tds_load_b32 v2, v1 offset:384\n";
		struct kopts o = { .grid = { 2, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa),
				   .kd = "\t.amdhsa_group_segment_fixed_size 400\n", .fault_pc_line = 5, .pc = &pc };

		st = run(e, body, &o, &err);
		CHECK_EQ(st, GS_ERR_FAULT, "%s: an LDS access past the allocation gives GS_ERR_FAULT", e->tname);
		printf("# %s\n", err.msg);
		snprintf(want, sizeof(want), "wave 0 of workgroup (1,0,0) at PC 0x%llx: ds_load_b32 v2, v1 offset:384: LDS memory violation (emulated): lane 2 reads 4 bytes at LDS address 0x208, outside the workgroup's 512 bytes of LDS",
			 (unsigned long long)pc);
		CHECK(has(err.msg, want), "%s: LDS violation message names wave, PC, instruction, lane, address and size", e->tname);
	}
	/* no LDS allocated at all */
	{
		static const char body[] = "\tv_mov_b32 v1, 0\n\tds_store_b32 v1, v1\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa) };

		st = run(e, body, &o, &err);
		CHECK(st == GS_ERR_FAULT && has(err.msg, "lane 0 writes 4 bytes at LDS address 0x0, outside the workgroup's 0 bytes"),
		      "%s: a DS store without .amdhsa_group_segment_fixed_size faults: %s", e->tname, err.msg);
	}
}

/* ---------------------------------------------------------------- errors */

static void test_errors(struct env *e)
{
	struct gs_error err = { 0 };
	struct stdargs sa = std_args(e);
	struct gs_device_options dopt = { .size = sizeof(dopt), .max_wave_insts = 10000 };
	struct gs_device *wd = NULL;
	char spec[32], want[160];
	uint64_t pc = 0;
	enum gs_status st;

	/* page fault: workgroup 2 loads from an unmapped address */
	{
		static const char body[] =
			"\ts_load_b64 s[4:5], s[0:1], 0x20\n"
			"\tWAIT_KM\n"
			"\ts_cmp_eq_u32 s2, 2\n"
			"\ts_cbranch_scc0 .Lend\n"
			"\tv_mov_b32 v1, 0\n"
			"\tglobal_load_b32 v2, v1, s[4:5] offset:8\n"
			".Lend:";
		struct kopts o = { .grid = { 4, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa,
				   .args_size = sizeof(sa), .fault_pc_line = 6, .pc = &pc };

		sa.u[0] = 0xdead0000u;
		sa.u[1] = 0;
		st = run(e, body, &o, &err);
		CHECK_EQ(st, GS_ERR_FAULT, "%s: load from an unmapped address gives GS_ERR_FAULT", e->tname);
		printf("# %s\n", err.msg);
		CHECK(has(err.msg, "GPU page fault (emulated)"), "%s: fault message says GPU page fault (emulated)", e->tname);
		CHECK(has(err.msg, "wave 0 of workgroup (2,0,0)"), "%s: fault message names the wave and workgroup", e->tname);
		snprintf(want, sizeof(want), "PC 0x%llx", (unsigned long long)pc);
		CHECK(pc && has(err.msg, want), "%s: fault message has the faulting PC (%s)", e->tname, want);
		CHECK(has(err.msg, "global_load_b32 v2, v1, s[4:5] offset:8"), "%s: fault message has the instruction", e->tname);
		CHECK(has(err.msg, "0xdead0008"), "%s: fault message has the address", e->tname);
		CHECK(has(err.msg, "lane 0 reads 4 bytes"), "%s: fault message has the lane and access", e->tname);
	}
	/* scalar fault */
	{
		static const char body[] =
			"\ts_load_b64 s[4:5], s[0:1], 0x20\n"
			"\tWAIT_KM\n"
			"\ts_load_b128 s[8:11], s[4:5], 0x10\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa) };

		sa.u[0] = 0x100u;
		sa.u[1] = 0;
		st = run(e, body, &o, &err);
		CHECK_EQ(st, GS_ERR_FAULT, "%s: s_load from an unmapped address gives GS_ERR_FAULT", e->tname);
		CHECK(has(err.msg, "GPU page fault (emulated)") && has(err.msg, "0x110") &&
		      has(err.msg, "s_load_b128 s[8:11], s[4:5], 0x10"),
		      "%s: scalar fault message: %s", e->tname, err.msg);
	}
	/* store past the end of a buffer (into the guard page) */
	{
		static const char body[] =
			"\ts_load_b64 s[10:11], s[0:1], 0x18\n"
			"\tWAIT_KM\n"
			"\tv_lshlrev_b32 v1, 2, v0\n"
			"\tv_add_nc_u32 v1, 0x3ff0, v1\n"
			"\tglobal_store_b32 v1, v0, s[10:11]\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa) };

		st = run(e, body, &o, &err);
		snprintf(want, sizeof(want), "lane 4 writes 4 bytes at 0x%llx", (unsigned long long)(e->out->va + BUF));
		CHECK(st == GS_ERR_FAULT && has(err.msg, want), "%s: store one past the buffer faults at lane 4 (%s)",
		      e->tname, err.msg);
	}
	/* watchdog */
	snprintf(spec, sizeof(spec), "emu:%s", e->tname);
	if (CHECK(gs_device_open(spec, &dopt, &wd, &err) == GS_OK, "%s: open with max_wave_insts", e->tname)) {
		static const char body[] = ".Lself:\n\ts_branch .Lself";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa),
				   .dev = wd };

		st = run(e, body, &o, &err);
		CHECK_EQ(st, GS_ERR_HANG, "%s: endless kernel gives GS_ERR_HANG", e->tname);
		CHECK(has(err.msg, "watchdog") && has(err.msg, "10000") && has(err.msg, "s_branch"),
		      "%s: watchdog message: %s", e->tname, err.msg);
		gs_device_close(wd);
	}
	/* VGPR beyond the allocation */
	{
		static const char body[] = "\tv_mov_b32 v1, v20\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa),
				   .kd = "\t.amdhsa_next_free_vgpr 8\n" };

		st = run(e, body, &o, &err);
		CHECK_EQ(st, GS_ERR_FAULT, "%s: reading v20 with 8 VGPRs allocated fails", e->tname);
		CHECK(has(err.msg, "v20") && has(err.msg, "8 VGPRs") && has(err.msg, "next_free_vgpr"),
		      "%s: VGPR message: %s", e->tname, err.msg);
	}
	{
		static const char body[] = "\tv_mov_b32 v17, 0\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa),
				   .kd = "\t.amdhsa_next_free_vgpr 9\n" };

		st = run(e, body, &o, &err);
		CHECK(st == GS_ERR_FAULT && has(err.msg, "writes v17") && has(err.msg, "16 VGPRs"),
		      "%s: writing v17 with 9 VGPRs (granule 8 => 16) fails: %s", e->tname, err.msg);
	}
	{
		static const char body[] = "\tv_mov_b32 v15, 0\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .args = &sa, .args_size = sizeof(sa),
				   .kd = "\t.amdhsa_next_free_vgpr 9\n" };

		st = run(e, body, &o, &err);
		CHECK(st == GS_OK, "%s: v15 is inside the 16-VGPR allocation (%s)", e->tname, st ? err.msg : "ok");
	}
	/* gfx12: waiting without signalling */
	if (e->gen >= 12) {
		static const char body[] = "\ts_barrier_wait -1\n";
		struct kopts o = { .grid = { 1, 1, 1 }, .block = { 64, 1, 1 }, .args = &sa, .args_size = sizeof(sa) };

		st = run(e, body, &o, &err);
		CHECK_EQ(st, GS_ERR_HANG, "%s: s_barrier_wait -1 without s_barrier_signal is a deadlock", e->tname);
		CHECK(has(err.msg, "deadlock") && has(err.msg, "s_barrier_wait"), "%s: deadlock message: %s",
		      e->tname, err.msg);
	}
}

/* ---------------------------------------------------------------- main */

static void test_target(const char *tname, int gen)
{
	struct env e = { tname, gen, 0, 0, NULL, NULL, NULL, NULL, NULL };
	struct gs_error err = { 0 };
	char spec[32];

	snprintf(spec, sizeof(spec), "emu:%s", tname);
	if (!CHECK(gs_device_open(spec, NULL, &e.dev, &err) == GS_OK, "open %s: %s", spec, err.msg))
		return;
	if (!CHECK(gs_bo_alloc(e.dev, BUF, 0, &e.a, &err) == GS_OK && gs_bo_alloc(e.dev, BUF, 0, &e.b, &err) == GS_OK &&
		   gs_bo_alloc(e.dev, BUF, 0, &e.c, &err) == GS_OK && gs_bo_alloc(e.dev, BUF, 0, &e.out, &err) == GS_OK,
		   "%s: buffers", tname))
		goto out;
	for (size_t i = 0; i < sizeof(vcases) / sizeof(vcases[0]); i++)
		run_vcase(&e, &vcases[i]);
	for (size_t i = 0; i < sizeof(scases) / sizeof(scases[0]); i++)
		run_scase(&e, &scases[i]);
	test_exec(&e);
	test_vcc_branch(&e);
	test_nops(&e);
	test_loops(&e);
	test_global(&e);
	test_atomic(&e);
	test_smem(&e);
	test_ids(&e);
	test_multiwave(&e);
	test_barrier(&e, 1);
	test_barrier(&e, 0);
	if (gen == 11) {
		test_wave64(&e);
		test_wave64_exec(&e);
	}
	for (size_t i = 0; i < sizeof(dscases) / sizeof(dscases[0]); i++)
		run_dscase(&e, &dscases[i]);
	test_ds_wave64(&e);
	test_ds_exchange(&e);
	test_ds_errors(&e);
	test_errors(&e);
out:
	if (e.a)
		gs_bo_free(e.dev, e.a);
	if (e.b)
		gs_bo_free(e.dev, e.b);
	if (e.c)
		gs_bo_free(e.dev, e.c);
	if (e.out)
		gs_bo_free(e.dev, e.out);
	gs_device_close(e.dev);
}

int main(void)
{
	test_target("gfx1100", 11);
	test_target("gfx1201", 12);
	return t_done();
}
