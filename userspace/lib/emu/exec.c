// SPDX-License-Identifier: MIT
/*
 * Fetch, decode and execute one instruction of a wave.  Semantics follow
 * the RDNA3/RDNA4 ISA reference guides' pseudocode; dispatch is on the
 * generation-independent semantic id from the generated tables, so one
 * implementation serves every generation that has the instruction.
 * Memory operations complete as late as their wait counters allow
 * (waitcnt.c); DS operations access LDS at issue, in the wave's program
 * order as LDS executes them, and return their results at completion.
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/code.h"
#include "emu/decode.h"
#include "emu/emu.h"
#include "emu/exec_interp.h"
#include "emu/load_tr.h"
#include "emu/salu_ctl.h"
#include "emu/scratch.h"
#include "emu/timing.h"
#include "gfxshim/asm.h"

struct ctx {
	struct emu *e;
	struct wave *w;
	struct gs_inst in;
	struct gs_error *err;
	enum gs_status st;
};

void gsi_emu_where(struct emu *e, const struct wave *w, char *buf, size_t size)
{
	char text[GS_DISASM_TEXT_MAX] = "(unreadable)";
	const uint8_t *p = gsi_emu_mem_ptr(e, w->pc, 4);

	if (p) {
		size_t avail = 4;

		while (avail < 16 && gsi_emu_mem_ptr(e, w->pc, avail + 4))
			avail += 4;
		if (gsi_emu_inst_text(e, w, p, avail, w->pc, text, sizeof(text)) < 0)
			snprintf(text, sizeof(text), "undecodable 0x%08x on %s (%s)",
				 p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24, e->target->name, e->target->arch);
	}
	snprintf(buf, size, "wave %u of workgroup (%u,%u,%u) at PC 0x%llx: %s", w->id, w->wg[0],
		 w->wg[1], w->wg[2], (unsigned long long)w->pc, text);
}

static void fail(struct ctx *c, enum gs_status st, const char *what)
{
	char where[640];

	if (c->st)
		return;
	gsi_emu_where(c->e, c->w, where, sizeof(where));
	c->st = gs_error_set(c->err, st, "%s: %s", where, what);
}


/* ---- operands ---- */

static uint32_t vgpr(struct ctx *c, unsigned int r, unsigned int lane)
{
	if (r >= c->w->n_vgprs) {
		char m[160];

		snprintf(m, sizeof(m), "reads v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
			 r, c->w->n_vgprs);
		fail(c, GS_ERR_FAULT, m);
		return 0;
	}
	return c->w->v[r][lane];
}

static void vgpr_set(struct ctx *c, unsigned int r, unsigned int lane, uint32_t val)
{
	if (r >= c->w->n_vgprs) {
		char m[160];

		snprintf(m, sizeof(m), "writes v%u but the kernel allocates only %u VGPRs (raise .amdhsa_next_free_vgpr)",
			 r, c->w->n_vgprs);
		fail(c, GS_ERR_FAULT, m);
		return;
	}
	c->w->v[r][lane] = val;
}

/* A 32-bit source operand for one lane. */
static uint32_t src(struct ctx *c, unsigned int code, unsigned int lane)
{
	uint32_t v;

	if (code >= GS_OPR_VGPR0)
		return vgpr(c, code - GS_OPR_VGPR0, lane);
	if (gsi_emu_scalar_src(c->w, code, c->in.literal, 0, &v))
		return v;
	fail(c, GS_ERR_UNSUPPORTED, "operand code not emulated");
	return 0;
}

static uint64_t src64(struct ctx *c, unsigned int code)
{
	uint64_t v;

	if (gsi_emu_scalar_src64(c->w, code, &v))
		return v;
	fail(c, GS_ERR_UNSUPPORTED, "64-bit operand not emulated");
	return 0;
}

static void sdst_set(struct ctx *c, unsigned int code, uint32_t v)
{
	if (code == GS_OPR_NULL)
		return;
	if (code >= 128) {
		fail(c, GS_ERR_INVALID, "scalar destination is not a register");
		return;
	}
	c->w->s[code] = v;
}

static void sdst_set64(struct ctx *c, unsigned int code, uint64_t v)
{
	sdst_set(c, code, (uint32_t)v);
	if (code != GS_OPR_NULL)
		sdst_set(c, code + 1, (uint32_t)(v >> 32));
}

static uint64_t exec_mask(const struct wave *w)
{
	uint64_t m = w->s[GS_OPR_EXEC_LO] | (uint64_t)w->s[GS_OPR_EXEC_HI] << 32;

	return w->lanes == 32 ? m & 0xffffffffu : m;
}

/* A lane mask operand (vcc_lo or an SGPR in wave32, a pair in wave64). */
static uint64_t mask_rd(struct ctx *c, unsigned int code)
{
	return c->w->lanes == 32 ? src(c, code, 0) : src64(c, code);
}

static void mask_wr(struct ctx *c, unsigned int code, uint64_t m)
{
	if (c->w->lanes == 32)
		sdst_set(c, code, (uint32_t)m);
	else
		sdst_set64(c, code, m);
}

/* ---- floats ---- */

/* Source i's 32 bits; a true16 v0.h of a 32-bit encoding (exec_t16.c)
 * gives its high half in the low 16 bits. */
static uint32_t opnd32(struct ctx *c, unsigned int i, unsigned int lane)
{
	unsigned int reg;

	if (c->in.enc != GS_ENC_VOP3 && gsi_emu_t16_hi(&c->in, (int)i, &reg))
		return vgpr(c, reg, lane) >> 16;
	return src(c, c->in.src[i], lane);
}

/* Source i as float, with VOP3 abs/neg applied. */
static float fsrc(struct ctx *c, unsigned int i, unsigned int lane)
{
	uint32_t b = opnd32(c, i, lane);

	if (c->in.abs >> i & 1)
		b &= 0x7fffffff;
	if (c->in.neg >> i & 1)
		b ^= 0x80000000;
	return gsi_emu_f32_in(c->w, b);
}

static uint32_t fresult(struct ctx *c, float r)
{
	switch (c->in.omod) {
	case 1: r *= 2.0f; break;
	case 2: r *= 4.0f; break;
	case 3: r *= 0.5f; break;
	}
	if (c->in.clamp)
		r = isnan(r) ? 0.0f : r < 0.0f ? 0.0f : r > 1.0f ? 1.0f : r;
	return gsi_emu_f32_out(c->w, r);
}

/* The emulator's NaN rule for f32 arithmetic (as exec_float.c's
 * first_nan): a NaN result takes the first NaN operand in the operation's
 * operand order, quieted; a NaN made from none (inf - inf, 0 * inf) stays
 * the host's default NaN.  The guides' pseudocode leaves the payload open
 * (assumed; fast_ops.h's nan3 keeps the same rule). */
static float nan_first(float r, float a, float b, float c, int n)
{
	const float *x[3] = { &a, &b, &c };
	uint32_t u;

	if (!isnan(r))
		return r;
	for (int i = 0; i < n; i++)
		if (isnan(*x[i])) {
			memcpy(&u, x[i], 4);
			u |= 0x00400000u;
			memcpy(&r, &u, 4);
			return r;
		}
	return r;
}

/* V_MAX_F32/V_MIN_F32 (RDNA3) and V_MAX_NUM_F32/V_MIN_NUM_F32 (RDNA4), per
 * the ISA guides' pseudocode (exec_trans.c): a NaN operand selects the other
 * operand, except that in IEEE mode V_MAX_F32/V_MIN_F32 quiet and return a
 * signalling NaN; the _NUM forms return a NaN only when both are; +0 counts
 * as greater than -0.  (C's fmaxf/fminf differ on signed zeros and sNaNs.) */
static float fminmax(struct ctx *c, unsigned int l, int sem)
{
	int max = sem == GS_SEM_V_MAX_F32 || sem == GS_SEM_V_MAX_NUM_F32;
	int num = sem == GS_SEM_V_MAX_NUM_F32 || sem == GS_SEM_V_MIN_NUM_F32;

	return gsi_emu_fminmax(fsrc(c, 0, l), fsrc(c, 1, l), max, num, c->w->ieee);
}

/* ---- scalar state: s_getreg_b32, s_sendmsg_rtn ---- */

static void s_setreg(struct ctx *c)
{
	unsigned int imm = (unsigned int)c->in.imm & 0xffff;
	char m[200];

	if (!gsi_emu_setreg(c->e, c->w, imm & 0x3f, (imm >> 6) & 0x1f, (imm >> 11) + 1,
			    src(c, c->in.sdst, 0), m, sizeof(m)))
		fail(c, GS_ERR_UNSUPPORTED, m);
}

static void s_getreg(struct ctx *c)
{
	unsigned int imm = (unsigned int)c->in.imm & 0xffff, id = imm & 0x3f;
	unsigned int off = (imm >> 6) & 0x1f, size = (imm >> 11) + 1;
	uint32_t v;

	if (!gsi_emu_getreg(c->e, c->w, id, &v)) {
		char m[160];
		const char *n = gsi_hwreg_name(c->e->target->gen, id);

		if (n)
			snprintf(m, sizeof(m), "hardware register %s (%u) is not emulated (emulated: MODE, HW_ID, SHADER_CYCLES)",
				 n, id);
		else
			snprintf(m, sizeof(m), "hardware register %u is not emulated (emulated: MODE, HW_ID, SHADER_CYCLES)",
				 id);
		fail(c, GS_ERR_UNSUPPORTED, m);
		return;
	}
	v >>= off;
	sdst_set(c, c->in.sdst, size >= 32 ? v : v & ((1u << size) - 1));
}

/* s_sendmsg_rtn_b32/b64 MSG_RTN_GET_REALTIME: the value returns like a
 * scalar load, counted on KMcnt (gfx11 LGKMcnt), so the checker wants the wait. */
/* A clock value returned like a scalar load into SGPRs reg.. (nregs; 0 for
 * null): counted on KMcnt (gfx9/gfx11 LGKMcnt), out of order, so the
 * checker wants the wait before a read. */
static void clock_rtn(struct ctx *c, unsigned int reg, unsigned int nregs, uint64_t t)
{
	struct emu_op op = { .cnt = EMU_CNT_KM, .ooo = 1, .sgpr = 1, .reg = (uint16_t)reg,
			     .nregs = (uint16_t)nregs, .pc = c->w->pc };

	op.vals = malloc(2 * 4);
	if (op.vals) {
		op.vals[0] = (uint32_t)t;
		op.vals[1] = (uint32_t)(t >> 32);
	}
	if (!op.vals || !gsi_emu_op_issue(c->e, c->w, &op))
		fail(c, GS_ERR_NOMEM, "out of memory for a clock value in flight");
}

/* gfx9 s_memtime (the shader clock, as SHADER_CYCLES counts it) and
 * s_memrealtime (REALTIME): 64 bits into an SGPR pair. */
static void s_memtime(struct ctx *c)
{
	clock_rtn(c, c->in.sdata, 2, c->in.op->sem == GS_SEM_S_MEMREALTIME ? gsi_emu_realtime(c->e, c->w)
									    : gsi_emu_shader_cycles(c->e, c->w));
}

static void s_sendmsg_rtn(struct ctx *c)
{
	if ((c->in.src[0] & 0xff) != 131) {
		char m[160];
		const char *nm = gsi_msg_rtn_name(c->e->target->gen, c->in.src[0] & 0xff);

		snprintf(m, sizeof(m), "message %s is not emulated (emulated: MSG_RTN_GET_REALTIME)",
			 nm ? nm : "?");
		fail(c, GS_ERR_UNSUPPORTED, m);
		return;
	}
	clock_rtn(c, c->in.sdst, c->in.sdst == GS_OPR_NULL ? 0 : c->in.op->dregs, gsi_emu_realtime(c->e, c->w));
}

/* ---- scalar ---- */

/* The scalar ALU (exec_salu.c): 1 done, 0 not one of its (or failed). */
static int salu(struct ctx *c, uint64_t *next)
{
	char m[300];
	int r = gsi_emu_salu(c->e, c->w, &c->in, next, m, sizeof(m));

	if (r < 0)
		fail(c, (enum gs_status)r, m);
	return r > 0;
}

/* ---- f16 and f64 ---- */

/* MODE.FP_DENORM for 16/64-bit values: 0 flush in and out, 1 flush out,
 * 2 flush in, 3 keep. */
static unsigned int denorm16_64(const struct ctx *c)
{
	return c->w->denorm16_64;
}



/* The 16 bits of a 16-bit operand: a register's low half, an inline
 * integer's low 16 bits, an inline float as f16, the literal's low half. */
static uint16_t raw16(struct ctx *c, unsigned int code, unsigned int lane)
{
	if (code >= 240 && code <= 248)
		return gsi_inline_f16[code - 240];
	return (uint16_t)src(c, code, lane);
}

static double h_in(const struct ctx *c, uint16_t h)
{
	unsigned int m = denorm16_64(c);

	if ((m == 0 || m == 2) && (h & 0x7c00) == 0)
		h &= 0x8000;
	return gsi_f16_to_double(h);
}

/* r rounded to f16 per MODE.FP_ROUND (0 nearest even, 1 +inf, 2 -inf, 3
 * toward zero): the nearest-even result, moved one step when it lies on the
 * wrong side of r.  (r may already be rounded in the same direction in
 * double: directed roundings compose.) */
static uint16_t f16_round(double r, unsigned int mode)
{
	uint16_t h = gsi_f16_from_double(r);
	double back = gsi_f16_to_double(h);

	if (!mode || isnan(r) || back == r)
		return h;
	if (mode == 1 && back < r)
		h = h == 0x8000 ? 0x0001 : (h & 0x8000) ? h - 1 : h + 1;
	else if (mode == 2 && back > r)
		h = h == 0x0000 ? 0x8001 : (h & 0x8000) ? h + 1 : h - 1;
	else if (mode == 3 && fabs(back) > fabs(r))
		h = h - 1;  /* one step toward zero keeps the sign (|h| > 0 here) */
	return h;
}

/* Round (once, per MODE) to f16 after omod and clamp; flush per mode. */
static uint16_t h_out(const struct ctx *c, double r)
{
	unsigned int m = denorm16_64(c);
	uint16_t h;

	switch (c->in.omod) {
	case 1: r *= 2.0; break;
	case 2: r *= 4.0; break;
	case 3: r *= 0.5; break;
	}
	if (c->in.clamp)
		r = isnan(r) ? 0.0 : r < 0.0 ? 0.0 : r > 1.0 ? 1.0 : r;
	h = f16_round(r, c->w->round16_64);
	if ((m == 0 || m == 1) && (h & 0x7c00) == 0)
		h &= 0x8000;
	return h;
}

/* VOP3 source i of a 16-bit operand with abs/neg, as a double. */
static double hsrc(struct ctx *c, unsigned int i, unsigned int lane)
{
	unsigned int reg;
	uint16_t h = gsi_emu_t16_hi(&c->in, (int)i, &reg) ? (uint16_t)(vgpr(c, reg, lane) >> 16)
		     : raw16(c, c->in.src[i], lane);

	if (c->in.abs >> i & 1)
		h &= 0x7fff;
	if (c->in.neg >> i & 1)
		h ^= 0x8000;
	return h_in(c, h);
}

/* a * b + c for f16 values, as a double that rounds to f16 like the exact
 * result: the product is exact in double; the sum's rounding error (TwoSum)
 * makes the result round-to-odd, which leaves a correct single rounding to
 * f16 (53 >= 11 + 2 bits). */
static double fma16(double a, double b, double c)
{
	double p = a * b, s = p + c, bb, e;
	uint64_t u;

	if (!isfinite(s))
		return s;
	bb = s - p;
	e = (p - (s - bb)) + (c - bb);
	if (e == 0.0)
		return s;
	if ((e > 0) != (s > 0))   /* s is beyond the exact value: step back toward zero */
		s = nextafter(s, 0.0);
	memcpy(&u, &s, 8);
	u |= 1;                   /* round to odd */
	memcpy(&s, &u, 8);
	return s;
}

static uint64_t f64_flush(const struct ctx *c, uint64_t u, int out)
{
	unsigned int m = denorm16_64(c);

	if ((out ? (m == 0 || m == 1) : (m == 0 || m == 2)) && (u & 0x7ff0000000000000ull) == 0)
		u &= 0x8000000000000000ull;
	return u;
}

/* The bits of 64-bit float source i: a VGPR or SGPR pair, an inline integer
 * (sign-extended) or float (as a double), the literal as the high 32 bits. */
static uint64_t fsrc64_bits(struct ctx *c, unsigned int i, unsigned int lane)
{
	unsigned int code = c->in.src[i];

	if (code >= GS_OPR_VGPR0)
		return vgpr(c, code - GS_OPR_VGPR0, lane) | (uint64_t)vgpr(c, code - GS_OPR_VGPR0 + 1, lane) << 32;
	if (code == GS_OPR_LITERAL)
		return (uint64_t)c->in.literal << 32;
	if (code >= 240 && code <= 248)
		return gsi_inline_f64[code - 240];
	return src64(c, code);
}

/* VOP3 source i of a 64-bit float operand: a VGPR or SGPR pair, an inline
 * integer (sign-extended) or float (as a double), the literal as the high
 * 32 bits; abs/neg; input denormals per mode. */
static double dsrc(struct ctx *c, unsigned int i, unsigned int lane)
{
	uint64_t u = fsrc64_bits(c, i, lane);
	double d;

	if (c->in.abs >> i & 1)
		u &= ~0x8000000000000000ull;
	if (c->in.neg >> i & 1)
		u ^= 0x8000000000000000ull;
	u = f64_flush(c, u, 0);
	memcpy(&d, &u, 8);
	return d;
}

static void f64_result(struct ctx *c, unsigned int lane, double r)
{
	uint64_t u;

	switch (c->in.omod) {
	case 1: r *= 2.0; break;
	case 2: r *= 4.0; break;
	case 3: r *= 0.5; break;
	}
	if (c->in.clamp)
		r = isnan(r) ? 0.0 : r < 0.0 ? 0.0 : r > 1.0 ? 1.0 : r;
	memcpy(&u, &r, 8);
	u = f64_flush(c, u, 1);
	vgpr_set(c, c->in.vdst, lane, (uint32_t)u);
	vgpr_set(c, c->in.vdst + 1, lane, (uint32_t)(u >> 32));
}

/* A 16-bit result goes to the low half; the high half is kept (RDNA3/RDNA4
 * write 16-bit results into one half of the VGPR). */
static void h_result(struct ctx *c, unsigned int lane, uint16_t h)
{
	unsigned int reg;
	int hi = gsi_emu_t16_hi(&c->in, -1, &reg);  /* true16 .h: the high half, the low kept */
	uint32_t old = vgpr(c, reg, lane);

	if (c->e->target->gen == GS_GEN_GFX9 && !hi && !gsi_emu_gfx9_keeps_hi(c->in.op->sem))
		old = 0;  /* gfx9 zeroes the high half (exec_float.c); OPSEL[3] writes it, the low kept */

	vgpr_set(c, reg, lane, hi ? (old & 0xffffu) | (uint32_t)h << 16 : (old & 0xffff0000u) | h);
}

/* 16-bit VGPR operands of the 32-bit encodings with index bit 7 set name
 * the high half (true16): gfx11 runs them (exec_t16.c); elsewhere 1 and
 * the wave failed (the gfx12 decoder already refuses them). */
static int true16_refused(struct ctx *c)
{
	unsigned int sem = c->in.op->sem;
	char m[200];

	if (c->in.enc == GS_ENC_VOP3 || c->e->target->gen == GS_GEN_GFX11)
		return 0;  /* gfx11: exec_t16.c picks the half */
	if (gsi_opnd_bits(sem, -1) == 16 && c->in.vdst >= 128) {
		snprintf(m, sizeof(m), "16-bit destination v%u of a 32-bit encoding is v%u.h (true16); high halves are not emulated",
			 c->in.vdst, c->in.vdst - 128);
		fail(c, GS_ERR_UNSUPPORTED, m);
		return 1;
	}
	for (unsigned int i = 0; i < 2; i++) {
		if (gsi_opnd_bits(sem, (int)i) == 16 && c->in.src[i] >= GS_OPR_VGPR0 + 128) {
			snprintf(m, sizeof(m), "16-bit source v%u of a 32-bit encoding is v%u.h (true16); high halves are not emulated",
				 c->in.src[i] - GS_OPR_VGPR0, c->in.src[i] - GS_OPR_VGPR0 - 128);
			fail(c, GS_ERR_UNSUPPORTED, m);
			return 1;
		}
	}
	return 0;
}

/* ---- float arithmetic of exec_float.c ---- */

/* Source i's raw bits for a width (exec_float.c applies the modifiers). */
static uint64_t raw_src(struct ctx *c, unsigned int i, unsigned int bits, unsigned int lane)
{
	unsigned int code = c->in.src[i], reg;

	if (bits == 16)
		return gsi_emu_t16_hi(&c->in, (int)i, &reg) ? vgpr(c, reg, lane) >> 16 : raw16(c, code, lane);
	if (bits == 32)
		return opnd32(c, i, lane);
	return fsrc64_bits(c, i, lane);  /* a float literal is the high half */
}

/* One lane of a VOP1/VOP2/VOP3 op of exec_float.c: 1 done, 0 not one. */
static int float_lane(struct ctx *c, unsigned int l, uint64_t *mask)
{
	unsigned int sem = c->in.op->sem, sig = c->in.op->sig, db = gsi_opnd_bits(sem, -1), reg, ns;
	struct emu_fop s = { c->w, &c->in, { 0, 0, 0 }, 0, 0 };
	struct emu_fres r;

	if (!gsi_emu_float(sem, NULL, NULL))
		return 0;
	ns = sig == GS_SIG_VOP1 ? 1 : sig == GS_SIG_VOP3S3 || sig == GS_SIG_VOP3SD3 ? 3 : 2;
	for (unsigned int i = 0; i < ns; i++)
		s.raw[i] = raw_src(c, i, gsi_opnd_bits(sem, (int)i), l);
	if (db == 16)
		s.old = gsi_emu_t16_hi(&c->in, -1, &reg) ? vgpr(c, reg, l) >> 16 : vgpr(c, c->in.vdst, l) & 0xffff;
	else
		s.old = vgpr(c, c->in.vdst, l) | (db == 64 ? (uint64_t)vgpr(c, c->in.vdst + 1, l) << 32 : 0);
	s.vcc = (int)(mask_rd(c, GS_OPR_VCC_LO) >> l & 1);
	if (c->st || !gsi_emu_float(sem, &s, &r))
		return 1;
	if (r.mask >= 0)
		*mask |= (uint64_t)r.mask << l;
	if (r.width == 16) {
		h_result(c, l, (uint16_t)r.bits);
		return 1;
	}
	vgpr_set(c, c->in.vdst, l, (uint32_t)r.bits);
	if (r.width == 64)
		vgpr_set(c, c->in.vdst + 1, l, (uint32_t)(r.bits >> 32));
	return 1;
}

/* A VOP3P op of exec_float.c (all lanes): 1 done, 0 not one. */
static int float_packed(struct ctx *c)
{
	unsigned int sem = c->in.op->sem, ns = c->in.op->sig == GS_SIG_VOP3P3 ? 3 : 2, pair = c->in.op->dregs == 2;
	uint64_t exec = exec_mask(c->w);
	struct emu_fop s = { c->w, &c->in, { 0, 0, 0 }, 0, 0 };
	struct emu_fres r;
	int rm;

	if (!gsi_emu_float_packed(sem, NULL, NULL))
		return 0;
	for (unsigned int i = 0; i < ns; i++)
		if (c->in.src[i] >= 128 && c->in.src[i] < GS_OPR_VGPR0) {
			fail(c, GS_ERR_UNSUPPORTED,
			     "constants in packed math are not emulated (the ISA guides do not say what fills the high half); use a register");
			return 1;
		}
	rm = gsi_emu_round_enter(c->w, gsi_opnd_bits(sem, -1));  /* MODE.FP_ROUND of the result's size */
	for (unsigned int l = 0; l < c->w->lanes && !c->st; l++) {
		if (!(exec >> l & 1))
			continue;
		for (unsigned int i = 0; i < ns; i++)
			s.raw[i] = pair ? raw_src(c, i, 64, l) : src(c, c->in.src[i], l);
		s.old = vgpr(c, c->in.vdst, l);
		if (c->st || !gsi_emu_float_packed(sem, &s, &r))
			break;
		vgpr_set(c, c->in.vdst, l, (uint32_t)r.bits);
		if (r.width == 64)
			vgpr_set(c, c->in.vdst + 1, l, (uint32_t)(r.bits >> 32));
	}
	gsi_emu_round_leave(rm);
	return 1;
}

/* v_pk_add_f16, v_pk_mul_f16, v_pk_fma_f16: each half k of the result from
 * the halves of the sources OPSEL (k = 0) / OPSEL_HI (k = 1) select, NEG_LO
 * / NEG_HI negating them; clamp; one rounding per half. */
static int packed16(struct ctx *c)
{
	struct wave *w = c->w;
	uint64_t exec = exec_mask(w);
	unsigned int sem = c->in.op->sem, ns = c->in.op->sig == GS_SIG_VOP3P3 ? 3 : 2;

	if (float_packed(c))  /* exec_float.c */
		return 1;

	for (unsigned int i = 0; i < ns; i++) {
		unsigned int code = c->in.src[i];

		if (code >= 128 && code < GS_OPR_VGPR0) {
			fail(c, GS_ERR_UNSUPPORTED,
			     "constants in packed math are not emulated (the ISA guides do not say what fills the high half); use a register");
			return 1;
		}
	}
	for (unsigned int l = 0; l < w->lanes && !c->st; l++) {
		uint32_t d = 0;

		if (!(exec >> l & 1))
			continue;
		for (unsigned int k = 0; k < 2; k++) {
			double x[3] = { 0, 0, 0 }, r;

			for (unsigned int i = 0; i < ns; i++) {
				unsigned int sel = (k ? c->in.opsel_hi : c->in.opsel) >> i & 1;
				uint16_t h = (uint16_t)(src(c, c->in.src[i], l) >> (16 * sel));

				if ((k ? c->in.neg_hi : c->in.neg) >> i & 1)
					h ^= 0x8000;
				x[i] = h_in(c, h);
			}
			r = sem == GS_SEM_V_PK_ADD_F16 ? x[0] + x[1]
			    : sem == GS_SEM_V_PK_MUL_F16 ? x[0] * x[1] : fma16(x[0], x[1], x[2]);
			d |= (uint32_t)h_out(c, r) << (16 * k);
		}
		vgpr_set(c, c->in.vdst, l, d);
	}
	return 1;
}

/* ---- vector ---- */

/* A 64-bit integer source (v_lshlrev_b64, v_mad_u64_u32): a VGPR or SGPR
 * pair, an inline integer (sign-extended), the literal sign- or
 * zero-extended per operand type (gsi_emu_lit64).  Float constants are
 * refused: the guides do not say how they widen for these operands. */
static uint64_t isrc64(struct ctx *c, unsigned int i, unsigned int lane)
{
	unsigned int code = c->in.src[i];

	if (code >= GS_OPR_VGPR0)
		return vgpr(c, code - GS_OPR_VGPR0, lane) |
		       (uint64_t)vgpr(c, code - GS_OPR_VGPR0 + 1, lane) << 32;
	if (code == GS_OPR_LITERAL) {  /* sign- or zero-extended per operand type */
		uint64_t v;

		if (gsi_emu_lit64(c->in.op->sem, c->in.literal, &v))
			return v;
	}
	if (code == GS_OPR_LITERAL || (code >= 240 && code <= 248)) {
		fail(c, GS_ERR_UNSUPPORTED,
		     "a float constant as a 64-bit integer operand is not emulated; use a register or an inline integer");
		return 0;
	}
	return src64(c, code);
}

/* The conversions of exec_cvt.c: sources fetched by width, float results
 * finished (omod, clamp, rounding per MODE, flush) here.  1 done, 0 not one. */
static int cvt_lane(struct ctx *c, unsigned int l)
{
	unsigned int sem = c->in.op->sem, reg, ns = c->in.op->sig == GS_SIG_VOP1 ? 1
						 : c->in.op->sig == GS_SIG_VOP3S3 ? 3 : 2;
	const struct gs_target *t = c->e->target;
	int fnuz = t->gen == GS_GEN_GFX9 && t->gc_minor < 5;
	/* ovfl: the RDNA4 (7.6.2) and CDNA4 (7.3) guides' FP16_OVFL rule; not
	 * applied on gfx942 (FNUZ), where no guide text was found (exec_cvt.c) */
	struct emu_cvt_in s = { .opsel = c->in.opsel, .clamp = c->in.clamp, .vop3 = c->in.enc == GS_ENC_VOP3,
				.fnuz = fnuz, .ovfl = !fnuz && c->w->fp16_ovfl };
	struct emu_cvt_out o;
	unsigned int dbits = gsi_opnd_bits(sem, -1);

	if (!gsi_emu_cvt(sem, NULL, NULL))
		return 0;
	for (unsigned int i = 0; i < ns; i++) {
		switch (gsi_opnd_bits(sem, (int)i)) {
		case 16:
			s.raw[i] = gsi_emu_t16_hi(&c->in, (int)i, &reg) ? vgpr(c, reg, l) >> 16
				   : raw16(c, c->in.src[i], l);
			s.f[i] = hsrc(c, i, l);
			break;
		case 64: s.f[i] = dsrc(c, i, l); break;
		default: s.raw[i] = opnd32(c, i, l); s.f[i] = fsrc(c, i, l); break;
		}
	}
	if (dbits != 16)
		s.old = vgpr(c, c->in.vdst, l);
	if (!gsi_emu_cvt(sem, &s, &o))
		return 0;
	if (o.fmt == 16 || (!o.fmt && dbits == 16))
		h_result(c, l, o.fmt ? h_out(c, o.v) : (uint16_t)o.bits);
	else if (o.fmt == 32)
		vgpr_set(c, c->in.vdst, l, fresult(c, (float)o.v));
	else if (o.fmt == 64)
		f64_result(c, l, o.v);
	else if (o.fmt == EMU_CVT_PK16)
		vgpr_set(c, c->in.vdst, l, h_out(c, o.v) | (uint32_t)h_out(c, o.v2) << 16);
	else {
		vgpr_set(c, c->in.vdst, l, (uint32_t)o.bits);
		if (dbits == 64)
			vgpr_set(c, c->in.vdst + 1, l, (uint32_t)(o.bits >> 32));
	}
	return 1;
}

/* The 16 bits of 16-bit source i (a true16 high half included). */
static uint16_t src16(struct ctx *c, unsigned int i, unsigned int lane)
{
	unsigned int reg;

	if (gsi_emu_t16_hi(&c->in, (int)i, &reg))
		return (uint16_t)(vgpr(c, reg, lane) >> 16);
	return raw16(c, c->in.src[i], lane);
}

/* The bits of float source i of width bits with VOP3 abs/neg, unflushed
 * (the class test reads them so); a 64-bit literal is the high half. */
static uint64_t fbits_mod(struct ctx *c, unsigned int i, unsigned int bits, unsigned int lane)
{
	uint64_t u, sign = 1ull << (bits - 1);

	if (bits == 16)
		u = src16(c, i, lane);
	else if (bits == 32)
		u = opnd32(c, i, lane);
	else
		u = fsrc64_bits(c, i, lane);
	if (c->in.abs >> i & 1)
		u &= ~sign;
	if (c->in.neg >> i & 1)
		u ^= sign;
	return u;
}

/* One lane of a compare (conditions in exec_cmp.c): sources of the type's
 * width, floats with modifiers and MODE's denormal flush for their size. */
static int cmp_lane(struct ctx *c, const struct emu_cmp *k, unsigned int l)
{
	if (k->cls)  /* the class mask is 32-bit (f16: 16-bit) */
		return gsi_emu_cmp_class(k, fbits_mod(c, 0, k->bits, l),
					 k->bits == 16 ? src16(c, 1, l) : opnd32(c, 1, l));
	if (k->kind == EMU_CMP_FLOAT) {
		switch (k->bits) {
		case 16: return gsi_emu_cmp_float(k, hsrc(c, 0, l), hsrc(c, 1, l));
		case 32: return gsi_emu_cmp_float(k, fsrc(c, 0, l), fsrc(c, 1, l));
		default: return gsi_emu_cmp_float(k, dsrc(c, 0, l), dsrc(c, 1, l));
		}
	}
	switch (k->bits) {
	case 16: return gsi_emu_cmp_int(k, src16(c, 0, l), src16(c, 1, l));
	case 32: return gsi_emu_cmp_int(k, opnd32(c, 0, l), opnd32(c, 1, l));
	default: return gsi_emu_cmp_int(k, isrc64(c, 0, l), isrc64(c, 1, l));
	}
}

/* The transcendental, rounding, conversion and bit operations of
 * exec_trans.c: 1 done, 0 not one of them. */
static int valu_ext(struct ctx *c, unsigned int l, uint32_t a, uint32_t b, uint32_t s2, uint64_t *mask)
{
	unsigned int sem = c->in.op->sem;
	int g12 = sem == GS_SEM_V_MED3_NUM_F32 || sem == GS_SEM_V_MIN3_NUM_F32 ||
		  sem == GS_SEM_V_MAX3_NUM_F32;
	uint32_t d;
	uint64_t r64;
	double r;
	float x, y, z;

	if (cvt_lane(c, l))  /* exec_cvt.c */
		return 1;
	if (float_lane(c, l, mask))  /* exec_float.c */
		return 1;
	/* one-source f16 and f64 forms (source and result of that width) */
	switch (gsi_opnd_bits(sem, 0) == gsi_opnd_bits(sem, -1) ? gsi_opnd_bits(sem, 0) : 32) {
	case 16:
		if (!gsi_emu_funary(sem, hsrc(c, 0, l), &r))
			return 0;
		h_result(c, l, h_out(c, r));
		return 1;
	case 64:
		if (!gsi_emu_funary(sem, dsrc(c, 0, l), &r))
			return 0;
		f64_result(c, l, r);
		return 1;
	}
	switch (sem) {
	case GS_SEM_V_CVT_F64_F32: f64_result(c, l, (double)fsrc(c, 0, l)); return 1;
	case GS_SEM_V_CVT_F32_F64: vgpr_set(c, c->in.vdst, l, fresult(c, (float)dsrc(c, 0, l))); return 1;
	case GS_SEM_V_LDEXP_F32:
		vgpr_set(c, c->in.vdst, l, fresult(c, ldexpf(fsrc(c, 0, l), (int32_t)b)));
		return 1;
	case GS_SEM_V_LSHLREV_B64:
		r64 = isrc64(c, 1, l) << (a & 63);
		vgpr_set(c, c->in.vdst, l, (uint32_t)r64);
		vgpr_set(c, c->in.vdst + 1, l, (uint32_t)(r64 >> 32));
		return 1;
	case GS_SEM_V_MAD_U64_U32:
	case GS_SEM_V_MAD_CO_U64_U32: {
		uint64_t p = (uint64_t)a * b, add = isrc64(c, 2, l);

		r64 = p + add;
		*mask |= (uint64_t)(r64 < p) << l;  /* carry out of the 64-bit sum */
		if (c->in.clamp && r64 < p)          /* clamp: saturate to all ones */
			r64 = UINT64_MAX;
		vgpr_set(c, c->in.vdst, l, (uint32_t)r64);
		vgpr_set(c, c->in.vdst + 1, l, (uint32_t)(r64 >> 32));
		return 1;
	}
	case GS_SEM_V_MED3_F32:
	case GS_SEM_V_MED3_NUM_F32:
	case GS_SEM_V_MIN3_F32:
	case GS_SEM_V_MIN3_NUM_F32:
	case GS_SEM_V_MAX3_F32:
	case GS_SEM_V_MAX3_NUM_F32: {
		int ieee = c->w->ieee;

		x = fsrc(c, 0, l);
		y = fsrc(c, 1, l);
		z = fsrc(c, 2, l);
		if (sem == GS_SEM_V_MED3_F32 || sem == GS_SEM_V_MED3_NUM_F32)
			x = gsi_emu_fmed3(x, y, z, g12, ieee);
		else {
			int max = sem == GS_SEM_V_MAX3_F32 || sem == GS_SEM_V_MAX3_NUM_F32;

			x = gsi_emu_fminmax(gsi_emu_fminmax(x, y, max, g12, ieee), z, max, g12, ieee);
		}
		vgpr_set(c, c->in.vdst, l, fresult(c, x));
		return 1;
	}
	}
	switch (gsi_emu_legacy_op(sem, sem == GS_SEM_V_SCREEN_PARTITION_4SE_B32 ? a : (uint32_t)fbits_mod(c, 0, 32, l), &d)) {
	case 1:  /* exec_trans.c: the screen table, or a legacy f32 result */
		vgpr_set(c, c->in.vdst, l, sem == GS_SEM_V_SCREEN_PARTITION_4SE_B32 ? d : fresult(c, gsi_emu_f32_in(c->w, d)));
		return 1;
	case -1: {
		char m[400];

		snprintf(m, sizeof(m), "%s: lane %u's input 0x%08x is %s; the guides define it only as %s \"with legacy semantics\" and publish no legacy rules for such inputs (not emulated)",
			 c->in.op->name, l, (uint32_t)fbits_mod(c, 0, 32, l),
			 sem == GS_SEM_V_EXP_LEGACY_F32 ? "infinite, NaN or outside [-126, 128) (2^x not a normal number)"
							: "zero, negative, denormal, infinite or NaN",
			 sem == GS_SEM_V_EXP_LEGACY_F32 ? "D = pow(2.0, S0)" : "D = log2(S0)");
		fail(c, GS_ERR_UNSUPPORTED, m);
		return 1;
	}
	}
	if (gsi_emu_int_op(sem, a, b, s2, &d)) {
		if (c->in.clamp && !gsi_emu_int_clamp(sem, a, b, s2, 0, &d)) {  /* integer saturation */
			fail(c, GS_ERR_UNSUPPORTED, "clamp (saturation) on this integer operation is not emulated");
			return 1;
		}
		vgpr_set(c, c->in.vdst, l, d);
		return 1;
	}
	if (!gsi_emu_funary(sem, (double)fsrc(c, 0, l), &r))
		return 0;
	vgpr_set(c, c->in.vdst, l, fresult(c, (float)r));
	return 1;
}

static int valu_lane(struct ctx *c, unsigned int l, uint64_t *mask, uint64_t carry_in)
{
	uint32_t a = opnd32(c, 0, l), b = 0, s2 = 0, d;
	float x, y, z;
	uint64_t r64;
	int sem = c->in.op->sem;
	int sig = c->in.op->sig;

	if (sig != GS_SIG_VOP1 && sig != GS_SIG_READLANE)
		b = opnd32(c, 1, l);
	if (sig == GS_SIG_VOP3S3)
		s2 = src(c, c->in.src[2], l);
	if (sem == GS_SEM_V_ALIGNBIT_B32)  /* the shift's half per OPSEL[2] (exec_t16.c) */
		s2 = gsi_emu_opsel_lo16(&c->in, 2, s2);
	if (valu_ext(c, l, a, b, s2, mask))
		return 1;
	if (c->st)
		return 1;
	switch (sem) {
	case GS_SEM_V_ADD_F16: h_result(c, l, h_out(c, hsrc(c, 0, l) + hsrc(c, 1, l))); return 1;
	case GS_SEM_V_MUL_F16: h_result(c, l, h_out(c, hsrc(c, 0, l) * hsrc(c, 1, l))); return 1;
	case GS_SEM_V_FMA_F16:
		h_result(c, l, h_out(c, fma16(hsrc(c, 0, l), hsrc(c, 1, l), hsrc(c, 2, l))));
		return 1;
	case GS_SEM_V_CVT_F16_F32: h_result(c, l, h_out(c, (double)fsrc(c, 0, l))); return 1;
	case GS_SEM_V_CVT_F32_F16: d = fresult(c, (float)hsrc(c, 0, l)); break;
	case GS_SEM_V_ADD_F64: f64_result(c, l, dsrc(c, 0, l) + dsrc(c, 1, l)); return 1;
	case GS_SEM_V_MUL_F64: f64_result(c, l, dsrc(c, 0, l) * dsrc(c, 1, l)); return 1;
	case GS_SEM_V_FMA_F64: f64_result(c, l, fma(dsrc(c, 0, l), dsrc(c, 1, l), dsrc(c, 2, l))); return 1;
	case GS_SEM_V_MOV_B32:
	case GS_SEM_V_ACCVGPR_READ_B32:   /* gfx9: the decoder gave AGPRs their */
	case GS_SEM_V_ACCVGPR_WRITE_B32:  /* unified-file VGPR indices */
	case GS_SEM_V_ACCVGPR_MOV_B32:
		d = a; break;
	case GS_SEM_V_NOT_B32: d = ~a; break;
	case GS_SEM_V_CVT_F32_U32: d = fresult(c, (float)a); break;
	case GS_SEM_V_CVT_F32_I32: d = fresult(c, (float)(int32_t)a); break;
	case GS_SEM_V_CVT_U32_F32: d = gsi_emu_f32_to_u32(fsrc(c, 0, l)); break;
	case GS_SEM_V_CVT_I32_F32: d = (uint32_t)gsi_emu_f32_to_i32(fsrc(c, 0, l)); break;
	case GS_SEM_V_RCP_F32: d = fresult(c, 1.0f / fsrc(c, 0, l)); break;
	case GS_SEM_V_SQRT_F32: d = fresult(c, sqrtf(fsrc(c, 0, l))); break;
	case GS_SEM_V_ADD_F32: x = fsrc(c, 0, l); y = fsrc(c, 1, l); d = fresult(c, nan_first(x + y, x, y, 0, 2)); break;
	case GS_SEM_V_SUB_F32: x = fsrc(c, 0, l); y = fsrc(c, 1, l); d = fresult(c, nan_first(x - y, x, y, 0, 2)); break;
	case GS_SEM_V_MUL_F32: x = fsrc(c, 0, l); y = fsrc(c, 1, l); d = fresult(c, nan_first(x * y, x, y, 0, 2)); break;
	case GS_SEM_V_MAX_F32:
	case GS_SEM_V_MAX_NUM_F32:
	case GS_SEM_V_MIN_F32:
	case GS_SEM_V_MIN_NUM_F32: d = fresult(c, fminmax(c, l, sem)); break;
	case GS_SEM_V_FMAC_F32:
	case GS_SEM_V_FMA_F32:
		x = fsrc(c, 0, l);
		y = fsrc(c, 1, l);
		z = sem == GS_SEM_V_FMA_F32 ? fsrc(c, 2, l) : gsi_emu_f32_in(c->w, vgpr(c, c->in.vdst, l));
		d = fresult(c, nan_first(fmaf(x, y, z), x, y, z, 3));
		break;
	case GS_SEM_V_ADD_NC_U32: case GS_SEM_V_ADD_U32: d = a + b; break;  /* gfx9: _u32 */
	case GS_SEM_V_SUB_NC_U32: case GS_SEM_V_SUB_U32: d = a - b; break;
	case GS_SEM_V_MUL_U32_U24: d = (a & 0xffffff) * (b & 0xffffff); break;
	case GS_SEM_V_MUL_LO_U32: d = a * b; break;
	case GS_SEM_V_MUL_HI_U32: d = (uint32_t)(((uint64_t)a * b) >> 32); break;
	case GS_SEM_V_MAD_U32_U24: d = (a & 0xffffff) * (b & 0xffffff) + s2; break;
	case GS_SEM_V_LSHL_ADD_U32: d = (a << (b & 31)) + s2; break;
	case GS_SEM_V_ADD3_U32: d = a + b + s2; break;
	case GS_SEM_V_BFE_U32: d = (b & 31) + (s2 & 31) >= 32 || (s2 & 31) == 0
				   ? ((s2 & 31) ? a >> (b & 31) : 0)
				   : (a >> (b & 31)) & ((1u << (s2 & 31)) - 1);
		break;
	case GS_SEM_V_PACK_B32_F16:
		/* VOP3 neg applies to each 16-bit source's sign bit */
		d = (((c->in.opsel & 1 ? a >> 16 : a) ^ (c->in.neg & 1 ? 0x8000u : 0)) & 0xffff) |
		    (((c->in.opsel & 2 ? b >> 16 : b) ^ (c->in.neg & 2 ? 0x8000u : 0)) & 0xffff) << 16;
		break;
	case GS_SEM_V_CVT_PK_RTZ_F16_F32:
	case GS_SEM_V_CVT_PKRTZ_F16_F32:  /* gfx9's name */
		d = gsi_emu_f16_rtz(fsrc(c, 0, l)) | (uint32_t)gsi_emu_f16_rtz(fsrc(c, 1, l)) << 16;
		break;
	case GS_SEM_V_AND_B32: d = a & b; break;
	case GS_SEM_V_OR_B32: d = a | b; break;
	case GS_SEM_V_XOR_B32: d = a ^ b; break;
	case GS_SEM_V_LSHLREV_B32: d = b << (a & 31); break;
	case GS_SEM_V_LSHRREV_B32: d = b >> (a & 31); break;
	case GS_SEM_V_ASHRREV_I32: d = (uint32_t)((int32_t)b >> (a & 31)); break;
	case GS_SEM_V_MIN_U32: d = a < b ? a : b; break;
	case GS_SEM_V_MAX_U32: d = a > b ? a : b; break;
	case GS_SEM_V_CNDMASK_B32: d = carry_in >> l & 1 ? b : a; break;
	case GS_SEM_V_ADD_CO_U32:
		d = a + b;
		*mask |= (uint64_t)(d < a) << l;
		break;
	case GS_SEM_V_SUB_CO_U32:
		d = a - b;
		*mask |= (uint64_t)(b > a) << l;
		break;
	case GS_SEM_V_ADD_CO_CI_U32:
	case GS_SEM_V_ADDC_CO_U32:  /* gfx9 */
		r64 = (uint64_t)a + b + (carry_in >> l & 1);
		d = (uint32_t)r64;
		*mask |= (r64 >> 32) << l;
		break;
	case GS_SEM_V_SUB_CO_CI_U32:
	case GS_SEM_V_SUBB_CO_U32:  /* gfx9 */
		r64 = (uint64_t)a - b - (carry_in >> l & 1);
		d = (uint32_t)r64;
		*mask |= (uint64_t)((r64 >> 32) != 0) << l;
		break;
	default: {  /* the compares, by their mnemonic (exec_cmp.c) */
		struct emu_cmp k;
		int cmp;

		if ((sig != GS_SIG_VOPC && sig != GS_SIG_VOPCX) || !gsi_emu_cmp_parse(c->in.op, &k))
			return 0;
		cmp = cmp_lane(c, &k, l);
		*mask |= (uint64_t)cmp << l;
		return 2;  /* compare: no VGPR result */
	}
	}
	if (c->in.clamp)  /* integer saturation (float results clamp in fresult) */
		gsi_emu_int_clamp((unsigned int)sem, a, b, s2, (uint32_t)(carry_in >> l & 1), &d);
	vgpr_set(c, c->in.vdst, l, d);
	return 1;
}

/* DPP (exec_dpp.c): src0 becomes the literal, set per lane to the lane's
 * permuted value; exec narrows to the lanes the instruction writes. */
static int dpp_src0(struct ctx *c, uint64_t *exec, uint32_t *v)
{
	char m[200];

	if (!gsi_emu_dpp_src0(c->w, &c->in, *exec, v, exec, m, sizeof(m))) {
		fail(c, GS_ERR_FAULT, m);
		return 0;
	}
	c->in.src[0] = GS_OPR_LITERAL;
	return 1;
}

/* The integer, bit, lane and packed-integer ops of exec_int.c and
 * exec_lane.c: 1 when in is one of them (run, or failed). */
static int vint(struct ctx *c)
{
	char m[300];
	int st = 0;

	if (!gsi_emu_vint(c->e, c->w, &c->in, &st, m, sizeof(m)))
		return 0;
	if (st)
		fail(c, (enum gs_status)st, m);
	return 1;
}

static int valu(struct ctx *c)
{
	struct wave *w = c->w;
	uint64_t exec = exec_mask(w), mask = 0, carry_in = 0;
	uint32_t dppv[EMU_MAX_LANES];
	int sig = c->in.op->sig, kind = 0;

	if (vint(c))
		return 1;
	if (sig == GS_SIG_READLANE) {
		unsigned int l = exec ? (unsigned int)__builtin_ctzll(exec) : 0;

		if (c->in.src[0] < GS_OPR_VGPR0) {
			fail(c, GS_ERR_INVALID, "v_readfirstlane_b32 needs a VGPR source");
			return 1;
		}
		sdst_set(c, c->in.sdst, src(c, c->in.src[0], l));
		return 1;
	}
	if (c->in.op->sem == GS_SEM_V_NOP)
		return 1;
	if (true16_refused(c))
		return 1;
	if (c->in.dpp && !dpp_src0(c, &exec, dppv))
		return 1;
	if (sig == GS_SIG_CARRY || sig == GS_SIG_CNDMASK)
		carry_in = mask_rd(c, c->in.src[2]);
	for (unsigned int l = 0; l < w->lanes && !c->st; l++) {
		if (!(exec >> l & 1))
			continue;
		if (c->in.dpp)
			c->in.literal = dppv[l];  /* this lane's permuted src0 */
		kind = valu_lane(c, l, &mask, carry_in);
		if (!kind)
			return 0;
	}
	/* Lane-mask results: inactive lanes read 0.  v_cmpx_* write EXEC: only
	 * it on gfx11/gfx12 (vopcx, sdst exec_lo), gfx9's the destination too. */
	if (sig == GS_SIG_VOPC || sig == GS_SIG_VOPCX) {
		struct emu_cmp k;

		if (!gsi_emu_cmp_parse(c->in.op, &k))
			return 0;
		if (sig == GS_SIG_VOPC)
			mask_wr(c, c->in.sdst, mask);
		if (k.x)
			mask_wr(c, GS_OPR_EXEC_LO, mask);
	}
	else if (sig == GS_SIG_CARRY || sig == GS_SIG_VOP3SD || sig == GS_SIG_VOP3SD3)
		mask_wr(c, c->in.sdst, mask);
	return 1;
}

/* One half of a VOPD pair through the VALU path (gsi_emu_vopd's callback). */
static int vopd_half(void *cc, const struct gs_inst *in)
{
	struct ctx *c = cc;

	c->in = *in;
	if (!valu(c) && !c->st)
		fail(c, GS_ERR_UNSUPPORTED, "vector instruction not emulated yet");
	return !c->st;
}

static void vopd(struct ctx *c, const struct emu_fetch *f)
{
	char m[600];
	int st = gsi_emu_vopd(c->e, c->w, f, vopd_half, c, m, sizeof(m));

	if (st < 0)
		fail(c, (enum gs_status)st, m);
	if (!c->st)
		gsi_emu_wmma_track(c->e, c->w, &f->in[1]);
}

/* gfx9 SDWA (exec_sdwa.c): selected sources in, the result merged into
 * the destination's field; the instruction itself runs through valu(). */
static void sdwa(struct ctx *c)
{
	struct gs_inst in = c->in;
	char m[300];
	int st = gsi_emu_sdwa(c->e, c->w, &in, vopd_half, c, m, sizeof(m));

	c->in = in;
	if (st < 0)
		fail(c, (enum gs_status)st, m);
}

/* ---- control ---- */

static int branch_taken(struct ctx *c)
{
	struct wave *w = c->w;
	uint64_t vcc = w->s[GS_OPR_VCC_LO] | (w->lanes == 64 ? (uint64_t)w->s[GS_OPR_VCC_HI] << 32 : 0);

	switch (c->in.op->sem) {
	case GS_SEM_S_BRANCH: return 1;
	case GS_SEM_S_CBRANCH_SCC0: return !w->scc;
	case GS_SEM_S_CBRANCH_SCC1: return w->scc;
	case GS_SEM_S_CBRANCH_VCCZ: return vcc == 0;
	case GS_SEM_S_CBRANCH_VCCNZ: return vcc != 0;
	case GS_SEM_S_CBRANCH_EXECZ: return exec_mask(w) == 0;
	case GS_SEM_S_CBRANCH_EXECNZ: return exec_mask(w) != 0;
	}
	return 0;
}

/* The checker at a barrier arrival: an LDS write still in flight may land
 * after another wave reads LDS past the barrier (AMDGPUUsage's memory model
 * waits for DS before a workgroup release).  Returns 1 when it failed the wave. */
static int barrier_checked(struct ctx *c)
{
	char m[400];

	if (!c->e->check || !gsi_emu_barrier_hazard(c->e, c->w, m, sizeof(m)))
		return 0;
	fail(c, GS_ERR_HAZARD, m);
	return 1;
}

/* The checks before an instruction issues, for either path: the
 * watchdog, skipped and indexed operands (gfx9), the VINTERP wait, the
 * hazard checker, the performance counters.  GS_OK to run it; 1 when the
 * instruction is skipped (the PC already moved on); else an error. */
static enum gs_status pre_issue(struct ctx *c, const struct emu_uop *u)
{
	struct emu *e = c->e;
	struct wave *w = c->w;

	if (!u->size) {
		fail(c, u->f.fault ? GS_ERR_FAULT : GS_ERR_UNSUPPORTED,
		     u->f.why ? u->f.why : "illegal or unemulated instruction for this target");
		return c->st;
	}
	if (++w->n_insts > e->max_wave_insts) {
		char m[200];

		snprintf(m, sizeof(m), "watchdog: executed %llu instructions without reaching s_endpgm; the kernel never ends (or raise the limit with --max-insts)",
			 (unsigned long long)e->max_wave_insts);
		fail(c, GS_ERR_HANG, m);
		return c->st;
	}
	if (gsi_emu_vskipped(e, w, &c->in)) {  /* gfx9 s_setvskip: not issued (salu_ctl.c) */
		w->pc += u->size;
		return 1;
	}
	if (w->gpr_idx_en) {  /* gfx9 s_set_gpr_idx_on: M0-relative VGPR operands (operand.c) */
		char m[200];
		int st = gsi_emu_gpr_idx(w, &c->in, m, sizeof(m));

		if (st) {
			fail(c, (enum gs_status)st, m);
			return c->st;
		}
	}
	if (gsi_emu_interp_op(c->in.op))  /* VINTERP WAIT_EXP: EXPcnt <= N before issue */
		gsi_emu_wait(e, w, EMU_CNT_EXP, (unsigned int)c->in.imm);
	if (e->check && w->pend.n) {
		int near = 1;

		/* the registers it touches against those pending loads write:
		 * the full check only when they meet (or operands moved) */
		if (!w->gpr_idx_en) {
			if (w->pend.mask_gen != w->pend.gen)
				gsi_emu_pending_mask(w);
			near = 0;
			for (int i = 0; i < 8; i++)
				near |= (u->vmask[i] & w->pend.vmask[i]) != 0;
			near |= (u->smask[0] & w->pend.smask[0]) != 0 || (u->smask[1] & w->pend.smask[1]) != 0;
		}
		if (near) {
			char m[400];

			if (gsi_emu_hazard(e, w, &c->in, m, sizeof(m)) ||
			    (u->f.n == 2 && gsi_emu_hazard(e, w, &u->f.in[1], m, sizeof(m)))) {
				fail(c, GS_ERR_HAZARD, m);
				return c->st;
			}
		}
	}
	if (e->check && (c->in.op->sig == GS_SIG_WMMA || c->in.op->sig == GS_SIG_SWMMAC)) {
		char m[600];

		if (gsi_emu_wmma_hazard(e, w, &c->in, m, sizeof(m))) {
			fail(c, GS_ERR_HAZARD, m);
			return c->st;
		}
	}
	if (e->check && e->target->gen == GS_GEN_GFX9) {  /* MFMA wait states (mfma_hazard.c) */
		char m[900];

		if (gsi_emu_mfma_hazard(e, w, &c->in, m, sizeof(m))) {
			fail(c, GS_ERR_HAZARD, m);
			return c->st;
		}
	}
	gsi_emu_perf_inst(e, w, &c->in);  /* performance counters (perf.c) */
	return GS_OK;
}

/* Run one decoded instruction on the general path. */
static enum gs_status exec_general(struct ctx *cc, const struct emu_uop *u)
{
	struct ctx c = *cc;
	struct emu *e = c.e;
	struct wave *w = c.w;
	const struct emu_fetch *fp = &u->f;
	uint64_t next = w->pc + u->size;

	if (fp->n == 2) {  /* a VOPD pair (exec_dpp.c) */
		vopd(&c, fp);
		if (c.st)
			return c.st;
		w->pc = next;
		return GS_OK;
	}
	switch (c.in.op->enc) {
	case GS_ENC_SOPP:
		switch (c.in.op->sem) {
		case GS_SEM_S_ENDPGM:
			gsi_emu_wait_all(e, w);  /* stores land; nothing waits for loads */
			w->ended = 1;  /* the dispatch's length takes its cycles (dispatch.c) */
			return GS_OK;
		case GS_SEM_S_BARRIER:
			gsi_emu_barrier_publish(e, w);  /* gfx9: the CU's waves see the stores */
			if (barrier_checked(&c))
				return c.st;
			w->barrier = EMU_BAR_WAITING;
			if (w->tw)
				gsi_emu_tm_bar_arrive(w);  /* timing.h: the release waits for the last arrival */
			break;
		case GS_SEM_S_BARRIER_WAIT:
			/* The workgroup barrier (-1): wait until every live wave signalled. */
			if (c.in.imm != -1) {  /* the trap barrier and the rest (barrier.c) */
				char m[300];
				int st = gsi_emu_barrier_op(e, w, &c.in, (uint32_t)c.in.imm, m, sizeof(m));

				if (st)
					fail(&c, (enum gs_status)st, m);
				break;
			}
			if (w->barrier == EMU_BAR_NONE) {
				fail(&c, GS_ERR_HANG,
				     "barrier deadlock (emulated): s_barrier_wait without a preceding s_barrier_signal; this wave would wait forever");
				return c.st;
			}
			/* Released already: pass; else block until the others signal. */
			if (w->barrier == EMU_BAR_RELEASED && w->tw)
				gsi_emu_tm_bar_pass(w);  /* not before the release (timing.h) */
			w->barrier = w->barrier == EMU_BAR_RELEASED ? EMU_BAR_NONE : EMU_BAR_WAITING;
			break;
		case GS_SEM_S_BARRIER_LEAVE: {  /* refused with the reason (barrier.c) */
			char m[300];
			int st = gsi_emu_barrier_op(e, w, &c.in, 0, m, sizeof(m));

			if (st)
				fail(&c, (enum gs_status)st, m);
			break;
		}
		case GS_SEM_S_SLEEP:
			/* about 64 * SIMM16[6:0] clocks (RDNA3/RDNA4 ISA): the wave's
			 * emulated clock advances by exactly that */
			w->slept += 64u * ((unsigned int)c.in.imm & 0x7f);
			if (w->tw)
				w->t += 64u * ((unsigned int)c.in.imm & 0x7f);
			break;
		case GS_SEM_S_ROUND_MODE:  /* MODE.FP_ROUND = SIMM16[3:0] */
			gsi_emu_mode_set(e, w, e->mode.fp_round, (uint32_t)c.in.imm & 0xf);
			break;
		case GS_SEM_S_DENORM_MODE:  /* MODE.FP_DENORM = SIMM16[3:0] */
			gsi_emu_mode_set(e, w, e->mode.fp_denorm, (uint32_t)c.in.imm & 0xf);
			break;
		case GS_SEM_S_NOP:
		case GS_SEM_S_SETPRIO:  /* the round-robin scheduler has no priorities */
			break;
		case GS_SEM_S_WAITCNT:
		case GS_SEM_S_WAIT_LOADCNT:
		case GS_SEM_S_WAIT_STORECNT:
		case GS_SEM_S_WAIT_KMCNT:
		case GS_SEM_S_WAIT_DSCNT:
		case GS_SEM_S_WAIT_LOADCNT_DSCNT:
		case GS_SEM_S_WAIT_STORECNT_DSCNT:
		case GS_SEM_S_WAIT_EXPCNT:
		case GS_SEM_S_WAIT_SAMPLECNT:
		case GS_SEM_S_WAIT_BVHCNT:
			gsi_emu_wait_inst(e, w, &c.in);
			break;
		default:
			if (c.in.op->sig != GS_SIG_LABEL) {  /* timing-only SOPP (exec_salu.c) */
				if (!salu(&c, &next) && !c.st)
					fail(&c, GS_ERR_UNSUPPORTED, "instruction not emulated yet");
				break;
			}
			if (branch_taken(&c))
				next = w->pc + 4 + (int64_t)c.in.imm * 4;
		}
		break;
	case GS_ENC_SOPK:
		if (c.in.op->sem == GS_SEM_S_MOVK_I32)
			sdst_set(&c, c.in.sdst, (uint32_t)c.in.imm);  /* imm is sign-extended */
		else if (c.in.op->sem == GS_SEM_S_WAITCNT_VSCNT)
			gsi_emu_wait_inst(e, w, &c.in);
		else if (c.in.op->sem == GS_SEM_S_GETREG_B32)
			s_getreg(&c);
		else if (c.in.op->sem == GS_SEM_S_SETREG_B32)
			s_setreg(&c);
		else if (!salu(&c, &next) && !c.st)
			fail(&c, GS_ERR_UNSUPPORTED, "instruction not emulated yet");
		break;
	case GS_ENC_SOP1:
		if (c.in.op->sig == GS_SIG_SENDMSGRTN) {
			s_sendmsg_rtn(&c);
			break;
		}
		if (gsi_emu_barrier_sem(c.in.op->sem)) {  /* gfx12 barriers (barrier.c) */
			char m[400];
			uint32_t id = src(&c, c.in.src[0], 0);
			int st;

			if ((c.in.op->sem == GS_SEM_S_BARRIER_SIGNAL || c.in.op->sem == GS_SEM_S_BARRIER_SIGNAL_ISFIRST) &&
			    c.in.src[0] != GS_OPR_M0 && id == 0xffffffffu && barrier_checked(&c))
				return c.st;
			if (w->tw && w->barrier == EMU_BAR_NONE)
				gsi_emu_tm_bar_arrive(w);
			st = gsi_emu_barrier_op(e, w, &c.in, id, m, sizeof(m));
			if (st) {
				fail(&c, (enum gs_status)st, m);
				return c.st;
			}
			/* the last signal completed it at once: the release (timing.h) */
			if (w->tw && w->barrier == EMU_BAR_RELEASED)
				gsi_emu_tm_bar_release(w->group ? w->group : w, w->group ? w->group_n : 1,
						       gsi_emu_tm_machine(e)->core->barrier);
			w->pc = next;
			return GS_OK;
		}
		/* fall through */
	case GS_ENC_SOP2:
	case GS_ENC_SOPC:
		if (!salu(&c, &next) && !c.st)
			fail(&c, GS_ERR_UNSUPPORTED, "scalar instruction not emulated yet");
		break;
	case GS_ENC_SMEM:
		if (c.in.op->sig == GS_SIG_MEMTIME)
			s_memtime(&c);
		else {  /* exec_smem.c */
			char m[300];
			int st = gsi_emu_smem(e, w, &c.in, m, sizeof(m));

			if (st)
				fail(&c, (enum gs_status)st, m);
		}
		break;
	case GS_ENC_FLAT:
		if (gsi_emu_load_tr_bits(c.in.op->sem)) {  /* RDNA4 transposing loads (load_tr.c) */
			char m[400];
			int st = gsi_emu_load_tr(e, w, &c.in, exec_mask(w), m, sizeof(m));

			if (st)
				fail(&c, (enum gs_status)st, m);
			break;
		}
		{  /* exec_vmem.c */
			char m[400];
			int st = gsi_emu_vmem_op(e, w, &c.in, exec_mask(w), m, sizeof(m));

			if (st)
				fail(&c, (enum gs_status)st, m);
		}
		break;
	case GS_ENC_MIMG:
	case GS_ENC_VSAMPLE: {  /* exec_image.c */
		char m[400];
		int st = gsi_emu_image(e, w, &c.in, exec_mask(w), m, sizeof(m));

		if (st)
			fail(&c, (enum gs_status)st, m);
		break;
	}
	case GS_ENC_MUBUF:
	case GS_ENC_MTBUF: {  /* exec_buffer.c */
		char m[400];
		int st = gsi_emu_buffer(e, w, &c.in, exec_mask(w), m, sizeof(m));

		if (st)
			fail(&c, (enum gs_status)st, m);
		break;
	}
	case GS_ENC_SCRATCH: {
		char m[400];
		int st = gsi_emu_scratch_op(e, w, &c.in, exec_mask(w), m, sizeof(m));

		if (st)
			fail(&c, (enum gs_status)st, m);
		break;
	}
	case GS_ENC_DS: {  /* exec_ds.c */
		char m[400];
		int st = gsi_emu_ds_op(e, w, &c.in, exec_mask(w), m, sizeof(m));

		if (st)
			fail(&c, (enum gs_status)st, m);
		break;
	}
	case GS_ENC_LDSDIR: {  /* exec_t16.c */
		char m[300];
		enum gs_status st = (enum gs_status)gsi_emu_lds_direct(e, w, &c.in, exec_mask(w), m, sizeof(m));

		if (st)
			fail(&c, st, m);
		break;
	}
	case GS_ENC_VOP3P:
		if (c.in.op->sig == GS_SIG_WMMA || c.in.op->sig == GS_SIG_SWMMAC) {
			char m[400];
			enum gs_status st = (enum gs_status)(c.in.op->sig == GS_SIG_WMMA
				? gsi_emu_wmma(e, w, &c.in, m, sizeof(m)) : gsi_emu_swmmac(e, w, &c.in, m, sizeof(m)));

			if (st)
				fail(&c, st, m);
		} else if (c.in.op->sig == GS_SIG_VOP3P || c.in.op->sig == GS_SIG_VOP3P3) {
			if (!vint(&c))
				packed16(&c);
		} else if (c.in.op->sig == GS_SIG_MFMA) {  /* gfx9 (mfma.c) */
			char m[400];
			enum gs_status st = (enum gs_status)gsi_emu_mfma(e, w, &c.in, m, sizeof(m));

			if (st)
				fail(&c, st, m);
		} else if (c.in.op->sig == GS_SIG_VOP1) {  /* gfx9 v_accvgpr_read/write_b32 */
			if (!valu(&c) && !c.st)
				fail(&c, GS_ERR_UNSUPPORTED, "vector instruction not emulated yet");
		} else {
			fail(&c, GS_ERR_UNSUPPORTED, "vector instruction not emulated yet");
		}
		if (!c.st)
			gsi_emu_wmma_track(e, w, &c.in);
		break;
	case GS_ENC_VOP3:
		if (gsi_emu_interp_op(c.in.op)) {  /* VINTERP (exec_interp.c) */
			char m[300];
			enum gs_status st = (enum gs_status)gsi_emu_interp(w, &c.in, exec_mask(w), m, sizeof(m));

			if (st)
				fail(&c, st, m);
			break;
		}
		if (c.in.op->sig == GS_SIG_SALU) {  /* gfx12 v_s_*: an SGPR result (exec_salu.c) */
			if (!salu(&c, &next) && !c.st)
				fail(&c, GS_ERR_UNSUPPORTED, "instruction not emulated yet");
			break;
		}
		/* fall through */
	default: {
		/* MODE.FP_ROUND of the result's size, as the host's rounding */
		int rm = gsi_emu_round_enter(w, gsi_opnd_bits(c.in.op->sem, -1));

		if (c.in.dpp == EMU_SDWA)
			sdwa(&c);
		else if (!valu(&c) && !c.st)
			fail(&c, GS_ERR_UNSUPPORTED, "vector instruction not emulated yet");
		gsi_emu_round_leave(rm);
		if (!c.st)
			gsi_emu_wmma_track(e, w, &c.in);
		break;
	}
	}
	if (c.st)
		return c.st;
	w->pc = next;
	return GS_OK;
}

enum gs_status gsi_emu_step(struct emu *e, struct wave *w, struct gs_error *err)
{
	struct ctx c = { e, w, { 0 }, err, GS_OK };
	const struct emu_uop *u;
	enum gs_status st = gsi_emu_code_fetch(e, w, &u, err);

	if (st)
		return st;
	c.in = u->f.in[0];
	st = pre_issue(&c, u);
	if (st)
		return st == 1 ? GS_OK : st;
	if (w->tw) {  /* the timing model (timing.h): operands, pipe, issue cycle */
		uint64_t issue;

		if (u->fast && !w->gpr_idx_en) {  /* exactly as gsi_emu_run's fast path */
			uint64_t pc0 = w->pc;

			gsi_emu_tm_fast(e, w, u);
			if (u->fast(w, u)) {
				w->n_fast++;
				if (u->tcls == EMU_TC_BRANCH)
					gsi_emu_tm_branch(w, u, pc0);
				return GS_OK;
			}
			return exec_general(&c, u);
		}
		if (w->pc >> 6 != w->tw->fetch_line)
			gsi_emu_tm_fetch(e, w);
		w->tw->cur = u;
		gsi_emu_tm_before(e, w, u);
		issue = w->t;
		{
			uint64_t pc0 = w->pc;

			st = exec_general(&c, u);
			w->tw->cur = NULL;
			if (!st) {
				gsi_emu_tm_after(e, w, u, issue);
				if (u->tcls == EMU_TC_BRANCH)
					gsi_emu_tm_branch(w, u, pc0);
			}
		}
		return st;
	}
	/* the fast handler (fast.c), unless operands were moved by indexing
	 * or the wave's state asks for the general path this time */
	if (u->fast && !w->gpr_idx_en && u->fast(w, u)) {
		w->n_fast++;
		return GS_OK;
	}
	return exec_general(&c, u);
}

/* The cached entry for the wave's PC when the cache already holds a
 * current one (the common case, inlined here); else NULL and the caller
 * takes gsi_emu_code_fetch's path. */
static inline const struct emu_uop *cached(const struct wave *w)
{
	uint64_t off = w->pc - w->code_va, x;
	const struct emu_uop *u;

	if (off >= w->code_limit || (off & 3))
		return NULL;
	u = __atomic_load_n(&w->code_slots[off / 4], __ATOMIC_ACQUIRE);
	if (!u || u->key != w->code_key)
		return NULL;
	memcpy(&x, w->code_host + off, 8);
	if ((x ^ ((uint64_t)u->word[0] | (uint64_t)u->word[1] << 32)) & u->mask8)
		return NULL;
	if (u->size <= 8)
		return u;
	for (unsigned int i = 2; i < u->size / 4u; i++) {  /* the rest of a 12- or 16-byte one */
		uint32_t y;

		memcpy(&y, w->code_host + off + 4 * i, 4);
		if (y != u->word[i])
			return NULL;
	}
	return u;
}

/* Does u touch a register a pending load still writes?  (The bitmask
 * test; gsi_emu_hazard then decides and words the report.) */
static inline int near_pending(struct wave *w, const struct emu_uop *u)
{
	uint64_t near = 0;

	if (w->pend.mask_gen != w->pend.gen)
		gsi_emu_pending_mask(w);
	for (int i = 0; i < 8; i++)
		near |= u->vmask[i] & w->pend.vmask[i];
	near |= (u->smask[0] & w->pend.smask[0]) | (u->smask[1] & w->pend.smask[1]);
	return near != 0;
}

/* Wave state that sends every instruction down the general path: gfx9
 * VGPR indexing (operands move) and s_setvskip (vector instructions are
 * skipped).  Only general-path instructions change it. */
static inline int slow_state(const struct emu *e, const struct wave *w)
{
	return w->gpr_idx_en || (e->gfx9 && (w->mode >> 28 & 1));
}

/* The fast loop's instruction counts per encoding (the SQ counters'
 * events), added up over a quantum and counted once at its end
 * (gsi_emu_perf_insts: the same sums as one count per instruction). */
#define EMU_ENC_BATCH 32
struct enc_batch {
	uint32_t n[EMU_ENC_BATCH];
	uint32_t used;  /* bit enc: n[enc] != 0 */
};

static inline void batch_inst(struct emu *e, struct wave *w, struct enc_batch *b, const struct gs_inst *in)
{
	unsigned int enc = in->op->enc;

	if (enc >= EMU_ENC_BATCH) {
		gsi_emu_perf_inst_sq(e, w, in);
		return;
	}
	b->n[enc]++;
	b->used |= 1u << enc;
}

static enum gs_status run_quantum(struct emu *e, struct wave *w, unsigned int n, struct gs_error *err,
				  struct enc_batch *pb);

enum gs_status gsi_emu_run(struct emu *e, struct wave *w, unsigned int n, struct gs_error *err)
{
	struct enc_batch b = { { 0 }, 0 };
	enum gs_status st;

	st = run_quantum(e, w, n, err, &b);
	for (uint32_t m = b.used; m; m &= m - 1) {
		unsigned int enc = (unsigned int)__builtin_ctz(m);

		gsi_emu_perf_insts(e, w, enc, b.n[enc]);
	}
	return st;
}

static enum gs_status run_quantum(struct emu *e, struct wave *w, unsigned int n, struct gs_error *err,
				  struct enc_batch *pb)
{
	const int mfh = e->check && e->gfx9, perf = gsi_emu_perf_sq_on(e), check = e->check, extras = mfh || perf;
	const int timed = w->tw != NULL;
	const uint64_t yield = timed ? w->tw->yield : UINT64_MAX;  /* the timed dispatch's turn (timed.c) */
	int slow = slow_state(e, w);

	for (unsigned int q = 0; q < n; q++) {
		const struct emu_uop *u;
		enum gs_status st;

		if (w->t >= yield)
			break;
		u = slow ? NULL : cached(w);

		/* the fast path: a cached entry with a fast handler, nothing in
		 * flight that it touches, the watchdog not due */
		if (u && u->fast && w->n_insts < e->max_wave_insts && !(check && w->pend.n && near_pending(w, u))) {
			if (extras) {
				if (mfh) {  /* gfx9: the MFMA wait-state checker sees every instruction */
					struct ctx c = { e, w, { 0 }, err, GS_OK };
					char m[900];

					if (gsi_emu_mfma_hazard(e, w, &u->f.in[0], m, sizeof(m))) {
						fail(&c, GS_ERR_HAZARD, m);
						return c.st;
					}
				}
				if (perf)
					batch_inst(e, w, pb, &u->f.in[0]);
			}
			w->n_insts++;
			if (timed) {  /* timing.h: operands, pipe, result latency */
				uint64_t pc0 = w->pc;

				gsi_emu_tm_fast(e, w, u);
				if (u->fast(w, u)) {
					w->n_fast++;
					if (u->tcls == EMU_TC_BRANCH)
						gsi_emu_tm_branch(w, u, pc0);
					continue;
				}
			} else if (u->fast(w, u)) {
				w->n_fast++;
				continue;
			}
			{  /* the wave's state needs the general path after all */
				struct ctx c = { e, w, u->f.in[0], err, GS_OK };

				st = exec_general(&c, u);
			}
		} else {
			st = gsi_emu_step(e, w, err);
		}
		if (st)
			return st;
		if (w->ended || w->barrier == EMU_BAR_WAITING)
			break;
		slow = slow_state(e, w);
	}
	return GS_OK;
}
