// SPDX-License-Identifier: MIT
/*
 * One instruction line -> bytes: look the mnemonic up in the generation's
 * table, check each operand against the instruction's signature, pick the
 * encoding LLVM would pick (e32 when the operands fit, else e64) and emit.
 */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "asm/tab.h"
#include "asm/alias.h"


/* One instruction being built. */
struct build {
	struct asm_state *st;
	const struct gs_isa_op *op;
	const char *mnem;
	struct gs_inst in;
	int lit_set;
	int ok;
};

static void bad(struct build *b, const struct opnd *o, unsigned int idx, const char *expected)
{
	gsi_asm_error(b->st, o->col, GS_ERR_SYNTAX,
		  "invalid operand '%s' for operand %u of %s, expected %s",
		  o->text, idx + 1, b->mnem, expected);
	b->ok = 0;
}

/* The instruction's one 32-bit literal (a second, different one is an error). */
static unsigned int literal(struct build *b, const struct opnd *o, unsigned int idx, uint32_t bits,
			    int allow_literal)
{
	if (!allow_literal) {
		bad(b, o, idx, "a register or an inline constant");
		return 0;
	}
	if (b->lit_set && b->in.literal != bits) {
		gsi_asm_error(b->st, o->col, GS_ERR_SYNTAX,
			      "second literal '%s' in %s, expected at most one 32-bit literal per instruction",
			      o->text, b->mnem);
		b->ok = 0;
		return 0;
	}
	b->lit_set = 1;
	b->in.literal = bits;
	b->in.has_literal = 1;
	return GS_OPR_LITERAL;
}

/* Encode a 32-bit constant as inline code or the instruction's literal. */
static unsigned int constant_code(struct build *b, const struct opnd *o, unsigned int idx,
				  int allow_literal)
{
	uint32_t bits;

	if (o->kind == OPND_INT) {
		/* A 32-bit operand sees the value's low 32 bits as signed:
		 * 0xffffffff is the inline constant -1, as in llvm-mc. */
		int32_t sv = (int32_t)(uint32_t)o->ival;

		if (o->ival >= -2147483648LL && o->ival <= 0xffffffffLL && sv >= -16 && sv <= 64)
			return sv >= 0 ? 128 + (unsigned int)sv : 192 + (unsigned int)(-sv);
		if (o->ival < -2147483648LL || o->ival > 0xffffffffLL) {
			gsi_asm_error(b->st, o->col, GS_ERR_RANGE,
				  "immediate %s out of range for operand %u of %s, expected a 32-bit value",
				  o->text, idx + 1, b->mnem);
			b->ok = 0;
			return 0;
		}
		bits = (uint32_t)o->ival;
	} else {
		float f = (float)o->fval;

		memcpy(&bits, &f, 4);
	}
	for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
		if (gsi_inline_f32[i] == bits)
			return 240 + i;
	return literal(b, o, idx, bits, allow_literal);
}

static int is_sreg(const struct opnd *o)
{
	return o->kind == OPND_REG && !o->vgpr && o->code != GS_OPR_SCC;
}

/* Scalar destination of nregs registers. */
static unsigned int sdst(struct build *b, const struct opnd *o, unsigned int idx, unsigned int nregs)
{
	if (o->kind == OPND_REG && (o->code == GS_OPR_VCC_LO || o->code == GS_OPR_EXEC_LO) &&
	    o->nregs != nregs && nregs <= 2) {
		gsi_asm_error(b->st, o->col, GS_ERR_SYNTAX,
			  "invalid operand '%s' for operand %u of %s, expected %s (%s)", o->text, idx + 1,
			  b->mnem, nregs == 1 ? "a 32-bit lane mask such as vcc_lo" : "a 64-bit lane mask such as vcc",
			  b->st->wave64 ? "assembling for wave64" : "assembling for wave32; --wave64 selects wave64");
		b->ok = 0;
		return 0;
	}
	if (o->kind == OPND_REG && o->code == GS_OPR_NULL && nregs <= 2 && idx <= 1)
		return o->code;  /* null as a 32- or 64-bit destination (llvm-mc-22) */
	if (!is_sreg(o) || o->nregs != nregs || (o->code == GS_OPR_NULL && nregs > 1)) {
		bad(b, o, idx, nregs == 1 ? "an SGPR" : nregs == 2 ? "an SGPR pair s[2n:2n+1]"
								     : "an SGPR range");
		return 0;
	}
	if (nregs > 1 && o->code < 106 && o->code % (nregs > 2 ? 4 : 2)) {
		gsi_asm_error(b->st, o->col, GS_ERR_SYNTAX,
			  "invalid register alignment '%s' for operand %u of %s, expected the first register to be a multiple of %u",
			  o->text, idx + 1, b->mnem, nregs > 2 ? 4 : 2);
		b->ok = 0;
	}
	return o->code;
}

/* Scalar source: SGPR / special / constant. */
static unsigned int ssrc(struct build *b, const struct opnd *o, unsigned int idx, unsigned int nregs)
{
	if (o->kind == OPND_INT || o->kind == OPND_FLOAT)
		return constant_code(b, o, idx, nregs == 1);
	if (o->kind == OPND_REG && !o->vgpr && (o->nregs == nregs || o->code == GS_OPR_SCC ||
						 (o->code == GS_OPR_NULL && nregs <= 2)))
		return o->code;
	bad(b, o, idx, nregs == 1 ? "an SGPR or a constant" : "an SGPR pair or a constant");
	return 0;
}

/* Vector source (any of VGPR, SGPR, constant). */
static unsigned int vsrc_any(struct build *b, const struct opnd *o, unsigned int idx)
{
	if (o->kind == OPND_INT || o->kind == OPND_FLOAT)
		return constant_code(b, o, idx, 1);
	if (o->kind == OPND_REG && o->nregs == 1)
		return o->code;
	bad(b, o, idx, "a VGPR, an SGPR or a constant");
	return 0;
}


/* Is the op's source type (its name's last type token: v_cvt_f16_i16 -> i16)
 * an integer one?  llvm-mc-22 takes an integer written as an f16 inline
 * constant's bits (0x3800) as that constant only for float operands. */
int gsi_int_src_type(const char *name)
{
	const char *last = NULL;

	for (const char *p = name; (p = strchr(p, '_')); p++)
		if (strchr("fiub", p[1]) && p[2] >= '1' && p[2] <= '8')
			last = p + 1;
	return last && last[0] != 'f' && strncmp(last, "bf", 2);
}

/* A constant for a 16- or 64-bit float operand, as llvm-mc encodes it:
 * integers -16..64 inline; a float (or an integer bit pattern: 16 bits for
 * f16, the high 32 bits for f64) that is an inline float of that width;
 * else the 32-bit literal (f16: the low 16 bits; f64: the high 32 bits, so
 * the value's low 32 bits must be zero). */
static unsigned int constant_code_w(struct build *b, const struct opnd *o, unsigned int idx,
				    unsigned int bits, int allow_literal)
{
	uint32_t lit;

	if (bits == 32)
		return constant_code(b, o, idx, allow_literal);
	if (o->kind == OPND_INT && o->ival >= -16 && o->ival <= 64)
		return o->ival >= 0 ? 128 + (unsigned int)o->ival : 192 + (unsigned int)(-o->ival);
	if (bits == 16) {
		uint16_t h;

		if (o->kind == OPND_INT) {
			if (o->ival < -32768 || o->ival > 0xffff) {
				gsi_asm_error(b->st, o->col, GS_ERR_RANGE,
					      "immediate %s out of range for operand %u of %s, expected a 16-bit value",
					      o->text, idx + 1, b->mnem);
				b->ok = 0;
				return 0;
			}
			h = (uint16_t)o->ival;
		} else {
			h = gsi_f16_from_double(o->fval);
		}
		for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
			if (gsi_inline_f16[i] == h && (o->kind != OPND_INT || !gsi_int_src_type(b->op->name)))
				return 240 + i;
		lit = h;
	} else {
		uint64_t d;

		if (o->kind == OPND_INT) {
			if (o->ival < 0 || o->ival > 0xffffffffLL) {
				gsi_asm_error(b->st, o->col, GS_ERR_RANGE,
					      "immediate %s out of range for operand %u of %s, expected -16..64 or the high 32 bits of a double",
					      o->text, idx + 1, b->mnem);
				b->ok = 0;
				return 0;
			}
			d = (uint64_t)o->ival << 32;
		} else {
			memcpy(&d, &o->fval, 8);
		}
		/* an integer on a 64-bit integer source is that integer, never the
		 * double whose high half it spells (v_lshlrev_b64 v[0:1], v0,
		 * 0x3ff00000 shifts 0x3ff00000, a literal: llvm-mc-22) */
		for (unsigned int i = 0; i < GSI_NINLINE_FLOATS; i++)
			if (gsi_inline_f64[i] == d && (o->kind != OPND_INT || !gsi_int_src_type(b->op->name)))
				return 240 + i;
		if ((uint32_t)d) {
			gsi_asm_error(b->st, o->col, GS_ERR_RANGE,
				      "float %s for operand %u of %s needs more than the 32-bit literal, expected a double whose low 32 bits are zero",
				      o->text, idx + 1, b->mnem);
			b->ok = 0;
			return 0;
		}
		lit = (uint32_t)(d >> 32);
	}
	return literal(b, o, idx, lit, allow_literal);
}

/* Vector source of a bits-wide operand (64: register pairs). */
static unsigned int vsrc_w(struct build *b, const struct opnd *o, unsigned int idx, unsigned int bits)
{
	if (bits == 32)
		return vsrc_any(b, o, idx);
	if (o->kind == OPND_INT || o->kind == OPND_FLOAT)
		return constant_code_w(b, o, idx, bits, 1);
	if (o->kind == OPND_REG && (o->nregs == (bits == 64 ? 2u : 1u) || (o->code == GS_OPR_NULL && bits == 64))) {
		if (bits == 64 && !o->vgpr && o->code < 106 && o->code % 2) {
			gsi_asm_error(b->st, o->col, GS_ERR_SYNTAX,
				      "invalid register alignment '%s' for operand %u of %s, expected the first register to be a multiple of 2",
				      o->text, idx + 1, b->mnem);
			b->ok = 0;
		}
		return o->code;
	}
	bad(b, o, idx, bits == 64 ? "a VGPR pair, an SGPR pair or a constant"
				  : "a VGPR, an SGPR or a constant");
	return 0;
}

static unsigned int vreg(struct build *b, const struct opnd *o, unsigned int idx, unsigned int nregs)
{
	if (o->kind != OPND_REG || !o->vgpr || o->nregs != nregs || o->neg || o->abs) {
		char want[48];

		snprintf(want, sizeof(want), nregs == 1 ? "a VGPR" : "a range of %u VGPRs", nregs);
		bad(b, o, idx, want);
		return 0;
	}
	return o->code - GS_OPR_VGPR0;
}

/* Registers in a lane mask: 1 in wave32 (vcc_lo), 2 in wave64 (vcc). */
static unsigned int lanemask(const struct build *b)
{
	return b->st->wave64 ? 2 : 1;
}

/* The implicit VCC of the 32-bit encodings. */
static int is_vcc(const struct build *b, const struct opnd *o)
{
	return o->kind == OPND_REG && o->code == GS_OPR_VCC_LO && o->nregs == lanemask(b);
}

/* Float-result VALU ops take clamp and output modifiers (the emulator
 * applies them to f32 results only, so only those accept them). */
static int float_result(const struct gs_isa_op *op)
{
	const char *n = op->name;
	size_t len = strlen(n);

	if (strncmp(n, "v_cmp", 5) == 0)
		return 0;
	if (strncmp(n, "v_cvt_", 6) == 0)  /* v_cvt_DST_SRC */
		return strncmp(n + 6, "f32_", 4) == 0 || strcmp(n, "v_cvt_f16_f32") == 0;
	if (strcmp(n, "v_pack_b32_f16") == 0)
		return 0;
	return len > 4 && (strcmp(n + len - 4, "_f32") == 0 || strcmp(n + len - 4, "_f16") == 0 ||
			   strcmp(n + len - 4, "_f64") == 0);
}

/* clamp, mul:2, mul:4, div:2 on VALU instructions; returns 1 if any. */
static int vop_mods(struct build *b, const struct gsi_operands *ops)
{
	int any = 0;

	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct modifier *m = &ops->m[i];
		int ok = float_result(b->op);

		if (ok && strcmp(m->key, "clamp") == 0 && !m->has_val) {
			b->in.clamp = 1;
		} else if (ok && strcmp(m->key, "mul") == 0 && m->has_val && (m->val == 2 || m->val == 4)) {
			b->in.omod = m->val == 2 ? 1 : 2;
		} else if (ok && strcmp(m->key, "div") == 0 && m->has_val && m->val == 2) {
			b->in.omod = 3;
		} else {
			gsi_asm_error(b->st, m->col, GS_ERR_SYNTAX,
				  ok ? "invalid modifier '%s%s' for %s, expected clamp, mul:2, mul:4 or div:2"
				     : "unexpected '%s%s' after the operands of %s, expected the end of the line",
				  m->key, m->has_val ? ":..." : "", b->mnem);
			b->ok = 0;
			return 0;
		}
		any = 1;
	}
	return any;
}

/* Instructions without modifiers: anything after the operands is an error. */
static void no_mods(struct build *b, const struct gsi_operands *ops)
{
	if (ops->nm) {
		gsi_asm_error(b->st, ops->m[0].col, GS_ERR_SYNTAX,
			  "unexpected '%s' after the operands of %s, expected the end of the line",
			  ops->m[0].key, b->mnem);
		b->ok = 0;
	}
}

static int count_ok(struct build *b, const struct gsi_operands *ops, unsigned int lo, unsigned int hi,
		    unsigned int col)
{
	if (ops->n < lo || ops->n > hi) {
		gsi_asm_error(b->st, ops->n ? ops->o[ops->n - 1].col : col, GS_ERR_SYNTAX,
			  "%s takes %u%s operand%s, got %u", b->mnem, lo,
			  hi > lo ? " or more" : "", hi == 1 ? "" : "s", ops->n);
		b->ok = 0;
		return 0;
	}
	return 1;
}

static int mods_ok(struct build *b, const struct gsi_operands *ops, int offset_bits)
{
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct modifier *m = &ops->m[i];
		int64_t lim = offset_bits ? (1LL << (offset_bits - 1)) : 0;

		if (offset_bits && strcmp(m->key, "offset") == 0 && m->has_val && !m->macro[0]) {
			if (m->val < -lim || m->val >= lim) {
				gsi_asm_error(b->st, m->col, GS_ERR_RANGE,
					  "offset %lld out of range for %s, expected a %d-bit signed offset (%lld..%lld)",
					  (long long)m->val, b->mnem, offset_bits, (long long)-lim,
					  (long long)lim - 1);
				b->ok = 0;
				return 0;
			}
			b->in.imm = (int32_t)m->val;
			continue;
		}
		gsi_asm_error(b->st, m->col, m->has_val || offset_bits ? GS_ERR_UNSUPPORTED : GS_ERR_SYNTAX,
			  "modifier '%s' is not supported for %s%s", m->key, b->mnem,
			  offset_bits ? ", expected offset:N" : "");
		b->ok = 0;
		return 0;
	}
	return 1;
}

/* swizzle(QUAD_PERM,a,b,c,d), (BITMASK_PERM,"mask"), (SWAP,n), (REVERSE,n),
 * (BROADCAST,size,lane), (FFT,n), (ROTATE,dir,size): the offset llvm-mc
 * encodes for it (AMDGPUAsmParser::parseSwizzleOp).  Returns -1 with why set. */
static long swizzle_macro(const char *s, char *why, size_t wsize)
{
	static const char *const modes[] = { "QUAD_PERM", "BITMASK_PERM", "SWAP", "REVERSE",
					     "BROADCAST", "FFT", "ROTATE" };
	static const unsigned int nargs[] = { 4, 1, 1, 1, 2, 1, 2 };
	char mode[16];
	long a[4] = { 0 };
	char mask[8] = "";
	unsigned int i = 0, m, n = 0;
	const char *p = s + 8;

	while (*p == ' ')
		p++;
	while ((isalpha((unsigned char)*p) || *p == '_') && i < sizeof(mode) - 1)
		mode[i++] = *p++;
	mode[i] = 0;
	for (m = 0; m < 7 && strcmp(mode, modes[m]); m++)
		;
	if (m == 7) {
		snprintf(why, wsize, "unknown swizzle mode '%s', expected QUAD_PERM, BITMASK_PERM, SWAP, REVERSE, BROADCAST, FFT or ROTATE", mode);
		return -1;
	}
	for (;;) {
		while (*p == ' ')
			p++;
		if (*p == ')')
			break;
		if (*p != ',' || n == nargs[m]) {
			snprintf(why, wsize, "swizzle(%s, ...) takes %u argument%s", mode, nargs[m], nargs[m] > 1 ? "s" : "");
			return -1;
		}
		p++;
		while (*p == ' ')
			p++;
		if (m == 1) {
			const char *q = p + 1;
			size_t len;

			if (*p != '"' || !(q = strchr(q, '"')) || (len = (size_t)(q - p - 1)) != 5) {
				snprintf(why, wsize, "swizzle(BITMASK_PERM, ...) expects a 5-character mask such as \"01pip\"");
				return -1;
			}
			memcpy(mask, p + 1, 5);
			mask[5] = 0;
			p = q + 1;
		} else {
			char *end;

			a[n] = strtol(p, &end, 0);
			if (end == p) {
				snprintf(why, wsize, "swizzle(%s, ...) expects numbers", mode);
				return -1;
			}
			p = end;
		}
		n++;
	}
	if (n != nargs[m] || p[1]) {
		snprintf(why, wsize, "swizzle(%s, ...) takes %u argument%s", mode, nargs[m], nargs[m] > 1 ? "s" : "");
		return -1;
	}
	switch (m) {
	case 0:
		for (i = 0; i < 4; i++)
			if (a[i] < 0 || a[i] > 3) {
				snprintf(why, wsize, "QUAD_PERM lane %ld out of range, expected 0..3", a[i]);
				return -1;
			}
		return 0x8000 | a[0] | a[1] << 2 | a[2] << 4 | a[3] << 6;
	case 1: {
		unsigned int and_m = 0, or_m = 0, xor_m = 0;

		for (i = 0; i < 5; i++) {
			unsigned int bit = 0x10u >> i;

			switch (mask[i]) {
			case '0': break;
			case '1': or_m |= bit; break;
			case 'p': and_m |= bit; break;
			case 'i': and_m |= bit; xor_m |= bit; break;
			default:
				snprintf(why, wsize, "invalid BITMASK_PERM mask character '%c', expected 0, 1, p or i", mask[i]);
				return -1;
			}
		}
		return and_m | or_m << 5 | xor_m << 10;
	}
	case 2:
		if (a[0] < 1 || a[0] > 16 || (a[0] & (a[0] - 1))) {
			snprintf(why, wsize, "SWAP group size %ld, expected a power of two 1..16", a[0]);
			return -1;
		}
		return 0x1f | a[0] << 10;
	case 3:
		if (a[0] < 2 || a[0] > 32 || (a[0] & (a[0] - 1))) {
			snprintf(why, wsize, "REVERSE group size %ld, expected a power of two 2..32", a[0]);
			return -1;
		}
		return 0x1f | (a[0] - 1) << 10;
	case 4:
		if (a[0] < 2 || a[0] > 32 || (a[0] & (a[0] - 1)) || a[1] < 0 || a[1] >= a[0]) {
			snprintf(why, wsize, "BROADCAST(%ld, %ld), expected a power-of-two group size 2..32 and a lane below it", a[0], a[1]);
			return -1;
		}
		return (0x20 - a[0]) | a[1] << 5;
	case 5:
		if (a[0] < 0 || a[0] > 31) {
			snprintf(why, wsize, "FFT swizzle %ld out of range, expected 0..31", a[0]);
			return -1;
		}
		return 0xe000 | a[0];
	default:
		if (a[0] < 0 || a[0] > 1 || a[1] < 0 || a[1] > 31) {
			snprintf(why, wsize, "ROTATE(%ld, %ld), expected direction 0..1 and size 0..31", a[0], a[1]);
			return -1;
		}
		return 0xc000 | a[0] << 10 | a[1] << 5;
	}
}

/* DS modifiers: offset:N (16 bits; ds_swizzle_b32 also offset:swizzle(...)),
 * or offset0:N offset1:N (8 bits each) on the two-address forms. */
static void ds_mods(struct build *b, const struct gsi_operands *ops)
{
	int two = b->op->sig == GS_SIG_DSLOAD2 || b->op->sig == GS_SIG_DSSTORE2;

	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct modifier *m = &ops->m[i];
		int k0 = strcmp(m->key, "offset0") == 0, k1 = strcmp(m->key, "offset1") == 0;

		if (m->has_val && m->macro[0] && !two && strcmp(m->key, "offset") == 0) {
			char why[160];
			long v;

			if (b->op->sig != GS_SIG_DSSWIZZLE) {
				gsi_asm_error(b->st, m->col, GS_ERR_SYNTAX,
					  "invalid value '%s' for offset of %s, expected a number", m->macro, b->mnem);
				b->ok = 0;
				return;
			}
			v = swizzle_macro(m->macro, why, sizeof(why));
			if (v < 0) {
				gsi_asm_error(b->st, m->col, GS_ERR_SYNTAX, "%s in %s", why, m->macro);
				b->ok = 0;
				return;
			}
			b->in.imm = (int32_t)v;
		} else if (m->has_val && !two && strcmp(m->key, "offset") == 0) {
			if (m->val < 0 || m->val > 0xffff) {
				gsi_asm_error(b->st, m->col, GS_ERR_RANGE,
					  "offset %lld out of range for %s, expected a 16-bit unsigned offset (0..65535)",
					  (long long)m->val, b->mnem);
				b->ok = 0;
				return;
			}
			b->in.imm = (int32_t)m->val;
		} else if (m->has_val && !m->macro[0] && two && (k0 || k1)) {
			if (m->val < 0 || m->val > 0xff) {
				gsi_asm_error(b->st, m->col, GS_ERR_RANGE,
					  "%s %lld out of range for %s, expected 0..255 (dwords)",
					  m->key, (long long)m->val, b->mnem);
				b->ok = 0;
				return;
			}
			b->in.imm = k0 ? (b->in.imm & 0xff00) | (int32_t)m->val
				       : (b->in.imm & 0xff) | (int32_t)m->val << 8;
		} else {
			gsi_asm_error(b->st, m->col, strcmp(m->key, "gds") == 0 ? GS_ERR_UNSUPPORTED : GS_ERR_SYNTAX,
				  "modifier '%s' is not supported for %s, expected %s", m->key, b->mnem,
				  two ? "offset0:N and offset1:N" : b->op->sig == GS_SIG_DSSWIZZLE
				  ? "offset:swizzle(...) or offset:N" : "offset:N");
			b->ok = 0;
			return;
		}
	}
}

static void build_vop_srcs(struct build *b, const struct gsi_operands *ops, unsigned int first,
			   unsigned int n)
{
	for (unsigned int i = 0; i < n; i++) {
		const struct opnd *o = &ops->o[first + i];

		b->in.src[i] = (uint16_t)vsrc_w(b, o, first + i, gsi_opnd_bits(b->op->sem, (int)i));
		b->in.neg |= (uint8_t)(o->neg << i);
		b->in.abs |= (uint8_t)(o->abs << i);
	}
}

/* Global atomics: offset:N, and the return flag -- glc (gfx11) or
 * th:TH_ATOMIC_RETURN (gfx12) -- exactly when a destination is given.
 * Other cache-policy bits are not modelled. */
static void atomic_mods(struct build *b, const struct gsi_operands *ops, int rtn, unsigned int mcol)
{
	int g12 = b->st->target->gen == GS_GEN_GFX12, flag = 0;
	const char *want = g12 ? "th:TH_ATOMIC_RETURN" : "glc";
	struct gsi_operands rest = *ops;

	rest.nm = 0;
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct modifier *m = &ops->m[i];

		if (g12 ? strcmp(m->key, "th") == 0 && strcmp(m->macro, "TH_ATOMIC_RETURN") == 0
			: strcmp(m->key, "glc") == 0 && !m->has_val) {
			flag = 1;
			if (!rtn) {
				gsi_asm_error(b->st, m->col, GS_ERR_SYNTAX,
					      "%s returns the old value only into a destination: expected a VGPR before the address, or no %s",
					      b->mnem, want);
				b->ok = 0;
				return;
			}
			continue;
		}
		rest.m[rest.nm++] = *m;
	}
	if (rtn && !flag) {
		gsi_asm_error(b->st, mcol, GS_ERR_SYNTAX,
			      "%s with a destination (the returning form) needs %s", b->mnem, want);
		b->ok = 0;
		return;
	}
	b->in.rtn = (uint8_t)flag;
	mods_ok(b, &rest, g12 ? 24 : 13);
}

/* The 64-bit shifts read at most one scalar value (SGPR or literal) on
 * gfx10+, where other VALU ops may read two (LLVM's constant bus limit). */
static void shift64_bus(struct build *b, const struct gsi_operands *ops, unsigned int first)
{
	unsigned int n = 0;

	if (b->op->sem != GS_SEM_V_LSHLREV_B64 && b->op->sem != GS_SEM_V_LSHRREV_B64 &&
	    b->op->sem != GS_SEM_V_ASHRREV_I64)
		return;
	for (unsigned int i = 0; i < 2; i++) {
		unsigned int c = b->in.src[i];

		if ((c < 128 && c != GS_OPR_NULL) || c == GS_OPR_LITERAL)
			n++;
		if (n > 1) {
			gsi_asm_error(b->st, ops->o[first + i].col, GS_ERR_SYNTAX,
				      "invalid operand '%s' for %s: it reads one scalar value at most (constant bus), expected a VGPR or an inline constant",
				      ops->o[first + i].text, b->mnem);
			b->ok = 0;
			return;
		}
	}
}

/* Does the 32-bit (e32) form take these operands? */
static int fits_e32(const struct build *b, const struct opnd *src1)
{
	unsigned int sem = b->op->sem;

	if (b->in.neg || b->in.abs)
		return 0;
	/* 16-bit VGPRs of the 32-bit encodings are v0..v127: index bit 7
	 * selects the high half (true16), so llvm-mc takes e64 for v128+ */
	if (gsi_opnd_bits(sem, -1) == 16 && b->in.vdst >= 128)
		return 0;
	for (unsigned int i = 0; i < 2; i++)
		if (gsi_opnd_bits(sem, (int)i) == 16 && b->in.src[i] >= GS_OPR_VGPR0 + 128)
			return 0;
	return !src1 || (src1->kind == OPND_REG && src1->vgpr);
}

static void pick_form(struct build *b, int e32_fits, int force)
{
	if (force == 32 && !e32_fits) {
		gsi_asm_error(b->st, 1, GS_ERR_SYNTAX,
			  "operands of %s_e32 do not fit the 32-bit encoding, expected VGPR operand 2 and vcc_lo where implied",
			  b->op->name);
		b->ok = 0;
		return;
	}
	if (force == 64 || !e32_fits) {
		if (b->op->op3 == 0xffff) {
			gsi_asm_error(b->st, 1, GS_ERR_SYNTAX,
				  "operands of %s need the 64-bit encoding, which it lacks: expected a VGPR as second source",
				  b->op->name);
			b->ok = 0;
			return;
		}
		b->in.enc = GS_ENC_VOP3;
	}
}

/* "[a,b,c]" of 0/1 values -> bits (a is bit 0); -1 if malformed. */
static int bit_list(const char *s)
{
	int v = 0, n = 0;

	if (*s++ != '[')
		return -1;
	for (;;) {
		while (*s == ' ')
			s++;
		if (*s != '0' && *s != '1')
			return -1;
		v |= (*s++ - '0') << n++;
		while (*s == ' ')
			s++;
		if (*s == ']')
			return n == 3 && !s[1] ? v : -1;
		if (*s++ != ',' || n == 3)
			return -1;
	}
}

/* "[a,b]" or "[a,b,c]" of n 0/1 values -> bits (a is bit 0); -1 if malformed. */
static int bit_list_n(const char *s, unsigned int n)
{
	int v = 0;
	unsigned int k = 0;

	if (*s++ != '[')
		return -1;
	for (;;) {
		while (*s == ' ')
			s++;
		if (*s != '0' && *s != '1')
			return -1;
		v |= (*s++ - '0') << k++;
		while (*s == ' ')
			s++;
		if (*s == ']')
			return k == n && !s[1] ? v : -1;
		if (*s++ != ',' || k == n)
			return -1;
	}
}

/* Packed math (v_pk_*): op_sel, op_sel_hi, neg_lo, neg_hi with one 0/1 per
 * source, and clamp.  op_sel_hi defaults to all ones (bit 2 stays set for
 * two-source forms, as llvm-mc encodes it). */
static void vop3p_mods(struct build *b, const struct gsi_operands *ops, unsigned int n)
{
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct modifier *m = &ops->m[i];
		int v = m->macro[0] ? bit_list_n(m->macro, n) : -1;

		if (strcmp(m->key, "clamp") == 0 && !m->has_val) {
			b->in.clamp = 1;
			continue;
		}
		if (v >= 0 && strcmp(m->key, "op_sel") == 0)
			b->in.opsel = (uint8_t)v;
		else if (v >= 0 && strcmp(m->key, "op_sel_hi") == 0)
			b->in.opsel_hi = (uint8_t)((b->in.opsel_hi & ~((1u << n) - 1)) | (unsigned int)v);
		else if (v >= 0 && strcmp(m->key, "neg_lo") == 0)
			b->in.neg = (uint8_t)v;
		else if (v >= 0 && strcmp(m->key, "neg_hi") == 0)
			b->in.neg_hi = (uint8_t)v;
		else {
			gsi_asm_error(b->st, m->col, GS_ERR_SYNTAX,
				      "invalid modifier '%s%s%s' for %s, expected op_sel:[..], op_sel_hi:[..], neg_lo:[..] or neg_hi:[..] with %u values of 0 or 1, or clamp",
				      m->key, m->macro[0] ? ":" : "", m->macro, b->mnem, n);
			b->ok = 0;
			return;
		}
	}
}

/* WMMA: D, A, B, C with the generation's (and wave size's) register counts;
 * C may be an inline constant.  Modifiers as llvm-mc-22 accepts them:
 * neg_lo:[a,b,c] and neg_hi:[a,b,c] (gfx12 iu8: neg_lo on A and B only),
 * clamp (iu8), op_sel:[..] and op_sel_hi:[..] (gfx11 16-bit results). */
static void wmma(struct build *b, const struct gsi_operands *ops, unsigned int mcol)
{
	struct asm_state *st = b->st;
	const struct opnd *o = ops->o;
	struct gs_wmma_shape s;
	static const char *const role[] = { "D", "A", "B", "C" };

	if (!gsi_wmma_shape(b->op->sem, st->target->gen, st->wave64, &s) || !count_ok(b, ops, 4, 4, mcol))
		return;
	for (unsigned int i = 0; i < 4; i++) {
		unsigned int want = i == 1 || i == 2 ? s.nab : s.ncd;
		unsigned int code = 0;

		if (i == 3 && o[i].kind == OPND_INT && o[i].ival >= -16 && o[i].ival <= 64) {
			code = o[i].ival >= 0 ? 128 + (unsigned int)o[i].ival : 192 + (unsigned int)-o[i].ival;
		} else if (i == 3 && o[i].kind == OPND_FLOAT && !o[i].neg && !o[i].abs) {
			static const double fl[] = { 0.5, -0.5, 1.0, -1.0, 2.0, -2.0, 4.0, -4.0 };

			for (unsigned int k = 0; k < 8 && !code; k++)
				if (o[i].fval == fl[k])
					code = 240 + k;
		} else if (o[i].kind == OPND_REG && o[i].vgpr && o[i].nregs == want && !o[i].neg && !o[i].abs) {
			code = o[i].code;
		}
		if (!code) {
			char want_s[160];

			snprintf(want_s, sizeof(want_s), "a range of %u VGPRs (%s on %s, %s)%s", want,
				 role[i], st->target->name, st->wave64 ? "wave64" : "wave32",
				 i == 3 ? " or an inline constant (-16..64, +-0.5, +-1.0, +-2.0, +-4.0)" : "");
			bad(b, &o[i], i, want_s);
			return;
		}
		if (i == 0)
			b->in.vdst = (uint16_t)(code - GS_OPR_VGPR0);
		else
			b->in.src[i - 1] = (uint16_t)code;
	}
	b->in.opsel_hi = 7;
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct modifier *m = &ops->m[i];
		int v = m->has_val && m->macro[0] ? bit_list(m->macro) : -1;
		int g11 = st->target->gen == GS_GEN_GFX11;
		int iu8 = s.type == GS_WMMA_I32_IU8 || s.type == GS_WMMA_I32_IU4;
		int f8 = s.type >= GS_WMMA_F32_FP8_FP8;
		const char *why = NULL;

		if (strcmp(m->key, "clamp") == 0 && !m->has_val) {
			if (!iu8)
				why = "clamp applies to v_wmma_i32_16x16x16_iu8 only";
			b->in.clamp = 1;
		} else if (!strcmp(m->key, "neg_lo") || !strcmp(m->key, "neg_hi") ||
			   !strcmp(m->key, "op_sel") || !strcmp(m->key, "op_sel_hi")) {
			if (v < 0)
				why = "expected a list of three 0/1 values such as [1,0,0]";
			else if (m->key[0] == 'o' && !(g11 && s.cd16))
				why = "op_sel and op_sel_hi apply to the 16-bit-result WMMA of gfx11 only";
			else if (!g11 && iu8 && (!strcmp(m->key, "neg_hi") || (v & 4)))
				why = "on gfx12 the iu8 WMMA takes neg_lo on A and B only (their signedness)";
			else if (f8 && (v & 3))
				why = "the fp8/bf8 WMMA takes neg_lo and neg_hi on C only";
			else if (!strcmp(m->key, "neg_lo"))
				b->in.neg = (uint8_t)v;
			else if (!strcmp(m->key, "neg_hi"))
				b->in.neg_hi = (uint8_t)v;
			else if (!strcmp(m->key, "op_sel"))
				b->in.opsel = (uint8_t)v;
			else
				b->in.opsel_hi = (uint8_t)v;
		} else {
			why = "expected neg_lo:[..], neg_hi:[..], op_sel:[..], op_sel_hi:[..] or clamp";
		}
		if (why) {
			gsi_asm_error(st, m->col, GS_ERR_SYNTAX, "invalid modifier '%s%s%s' for %s on %s: %s",
				      m->key, m->has_val ? ":" : "", m->has_val ? m->macro : "",
				      b->mnem, st->target->name, why);
			b->ok = 0;
			return;
		}
	}
}

/* SWMMAC (gfx12): D (also C), sparse A, B and the index VGPR with the wave
 * size's register counts; modifiers as llvm-mc-22 takes them: index_key:N,
 * neg_lo:[a,b,0] (16-bit floats: negate; integers: A/B signed),
 * neg_hi:[a,b,0] (16-bit floats), clamp (integers). */
static void swmmac(struct build *b, const struct gsi_operands *ops, unsigned int mcol)
{
	struct asm_state *st = b->st;
	const struct opnd *o = ops->o;
	struct gs_swmmac_shape s;
	static const char *const role[] = { "D", "A", "B", "the sparse index" };

	if (!gsi_swmmac_shape(b->op->sem, st->target->gen, st->wave64, &s) || !count_ok(b, ops, 4, 4, mcol))
		return;
	for (unsigned int i = 0; i < 4; i++) {
		unsigned int want = i == 0 ? s.ncd : i == 1 ? s.na : i == 2 ? s.nb : 1;

		if (!(o[i].kind == OPND_REG && o[i].vgpr && o[i].nregs == want && !o[i].neg && !o[i].abs)) {
			char want_s[160];

			snprintf(want_s, sizeof(want_s), "%s %u VGPR%s (%s on %s, %s)", want == 1 ? "one" : "a range of",
				 want, want == 1 ? "" : "s", role[i], st->target->name, st->wave64 ? "wave64" : "wave32");
			bad(b, &o[i], i, want_s);
			return;
		}
		if (i == 0)
			b->in.vdst = (uint16_t)(o[i].code - GS_OPR_VGPR0);
		else
			b->in.src[i - 1] = (uint16_t)o[i].code;
	}
	b->in.opsel_hi = 7;
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct modifier *m = &ops->m[i];
		int v = m->has_val && m->macro[0] ? bit_list(m->macro) : -1;
		int integer = s.type == GS_WMMA_I32_IU8 || s.type == GS_WMMA_I32_IU4;
		int f16 = s.ebits == 16;
		const char *why = NULL;
		char key_why[96];

		if (!strcmp(m->key, "clamp") && !m->has_val) {
			if (!integer)
				why = "clamp applies to the integer (iu8, iu4) SWMMAC only";
			b->in.clamp = 1;
		} else if (!strcmp(m->key, "index_key") && m->has_val && !m->macro[0]) {
			if (m->val < 0 || m->val >= (int64_t)s.nkey) {
				snprintf(key_why, sizeof(key_why), "expected index_key 0..%u for this instruction and wave size",
					 s.nkey - 1);
				why = key_why;
			} else {
				b->in.opsel = (uint8_t)m->val;
			}
		} else if (!strcmp(m->key, "neg_lo") || !strcmp(m->key, "neg_hi")) {
			if (v < 0)
				why = "expected a list of three 0/1 values such as [1,0,0]";
			else if (v & 4)
				why = "the sparse index takes no negation (third value 0)";
			else if (!f16 && !(integer && m->key[4] == 'l'))
				why = integer ? "the integer SWMMAC takes neg_lo on A and B only (their signedness)"
					      : "the fp8/bf8 SWMMAC takes no neg_lo/neg_hi";
			else if (m->key[4] == 'l')
				b->in.neg = (uint8_t)v;
			else
				b->in.neg_hi = (uint8_t)v;
		} else {
			why = "expected index_key:N, neg_lo:[..], neg_hi:[..] or clamp";
		}
		if (why) {
			char val[64];

			if (m->has_val && !m->macro[0])
				snprintf(val, sizeof(val), "%lld", (long long)m->val);
			else
				snprintf(val, sizeof(val), "%s", m->macro);
			gsi_asm_error(st, m->col, GS_ERR_SYNTAX, "invalid modifier '%s%s%s' for %s on %s: %s",
				      m->key, m->has_val ? ":" : "", m->has_val ? val : "",
				      b->mnem, st->target->name, why);
			b->ok = 0;
			return;
		}
	}
}

/* lds_direct_load / ds_direct_load vdst with the generation's wait fields:
 * gfx11 wait_vdst:0..15; gfx12 wait_va_vdst:0..15, wait_vm_vsrc:0..1. */
static void ldsdir(struct build *b, const struct gsi_operands *ops, unsigned int mcol)
{
	struct asm_state *st = b->st;
	int g12 = st->target->gen == GS_GEN_GFX12;

	if (!count_ok(b, ops, 1, 1, mcol))
		return;
	b->in.vdst = (uint16_t)vreg(b, &ops->o[0], 0, 1);
	for (unsigned int i = 0; i < ops->nm; i++) {
		const struct modifier *m = &ops->m[i];
		int va = !strcmp(m->key, g12 ? "wait_va_vdst" : "wait_vdst"), vm = g12 && !strcmp(m->key, "wait_vm_vsrc");

		if ((va || vm) && m->has_val && !m->macro[0] && m->val >= 0 && m->val <= (va ? 15 : 1)) {
			b->in.imm = va ? (b->in.imm & ~15) | (int32_t)m->val : (b->in.imm & 15) | (int32_t)m->val << 7;
			continue;
		}
		gsi_asm_error(st, m->col, GS_ERR_SYNTAX, "invalid modifier '%s' for %s on %s: expected %s", m->key, b->mnem,
			      st->target->name, g12 ? "wait_va_vdst:0..15 or wait_vm_vsrc:0..1" : "wait_vdst:0..15");
		b->ok = 0;
		return;
	}
}

static void waitcnt(struct build *b, const char *rest, unsigned int rcol)
{
	unsigned int vm = 0x3f, exp = 7, lgkm = 0x3f;
	const char *p = rest;
	int64_t v;

	if (gsi_asm_parse_int(rest, &v)) {
		if (v < 0 || v > 0xffff) {
			gsi_asm_error(b->st, rcol, GS_ERR_RANGE,
				  "immediate %s out of range for s_waitcnt, expected 0..65535", rest);
			b->ok = 0;
		}
		b->in.imm = (int32_t)v;
		return;
	}
	int sep = 1, any = 0;

	while (*p) {
		char name[16], num[64];
		unsigned int col = rcol + (unsigned int)(p - rest), i = 0, max;
		int64_t val;
		const char *end;

		while (*p == ' ' || *p == '\t')
			p++;
		if (!*p)
			break;
		col = rcol + (unsigned int)(p - rest);
		/* one '&' or ',' between counters, as llvm-mc-22 takes them */
		if (*p == '&' || *p == ',') {
			if (sep) {
				gsi_asm_error(b->st, col, GS_ERR_SYNTAX, "unexpected '%c', expected a counter such as vmcnt(N)",
					      *p);
				b->ok = 0;
				return;
			}
			sep = 1;
			p++;
			continue;
		}
		while (isalpha((unsigned char)*p) && i < sizeof(name) - 1)
			name[i++] = *p++;
		name[i] = 0;
		end = *p == '(' ? strchr(p, ')') : NULL;
		if (!end || end == p + 1) {
			gsi_asm_error(b->st, col, GS_ERR_SYNTAX,
				  "invalid s_waitcnt operand near '%s', expected vmcnt(N), expcnt(N) or lgkmcnt(N)", name);
			b->ok = 0;
			return;
		}
		/* N as every number of the assembler reads (010 is 8, 1+2 is 3) */
		if ((size_t)(end - p - 1) >= sizeof(num)) {
			gsi_asm_error(b->st, col, GS_ERR_SYNTAX, "missing ')' after %s(, expected %s(N)", name, name);
			b->ok = 0;
			return;
		}
		memcpy(num, p + 1, (size_t)(end - p - 1));
		num[end - p - 1] = 0;
		if (!gsi_asm_parse_int(num, &val)) {
			gsi_asm_error(b->st, col, GS_ERR_SYNTAX, "invalid value '%s' in %s(...), expected a number", num, name);
			b->ok = 0;
			return;
		}
		p = end + 1;
		sep = 0;
		any = 1;
		max = strcmp(name, "expcnt") == 0 ? 7 : 63;
		if (strcmp(name, "vmcnt") && strcmp(name, "expcnt") && strcmp(name, "lgkmcnt")) {
			gsi_asm_error(b->st, col, GS_ERR_SYNTAX,
				  "unknown counter '%s', expected vmcnt, expcnt or lgkmcnt", name);
			b->ok = 0;
			return;
		}
		if (val < 0 || val > max) {
			gsi_asm_error(b->st, col, GS_ERR_RANGE, "%s(%lld) out of range, expected 0..%u", name, (long long)val,
				      max);
			b->ok = 0;
			return;
		}
		if (name[0] == 'v')
			vm = (unsigned int)val;
		else if (name[0] == 'e')
			exp = (unsigned int)val;
		else
			lgkm = (unsigned int)val;
	}
	if (any && sep) {
		gsi_asm_error(b->st, rcol + (unsigned int)(p - rest), GS_ERR_SYNTAX,
			      "missing counter after the last separator, expected vmcnt(N), expcnt(N) or lgkmcnt(N)");
		b->ok = 0;
		return;
	}
	b->in.imm = (int32_t)(vm << 10 | lgkm << 4 | exp);
}

/* Skip blanks; parse a non-negative integer (decimal or 0x); 1 on success. */
static int macro_int(const char **pp, long *v)
{
	const char *p = *pp;
	char *end;

	while (*p == ' ' || *p == '\t')
		p++;
	if (!isdigit((unsigned char)*p))
		return 0;
	*v = strtol(p, &end, 0);
	*pp = end;
	return 1;
}

/* Skip blanks and expect ch. */
static int macro_char(const char **pp, char ch)
{
	while (**pp == ' ' || **pp == '\t')
		(*pp)++;
	if (**pp != ch)
		return 0;
	(*pp)++;
	return 1;
}

/* s_getreg_b32 SDST, hwreg(NAME|ID[, OFFSET, SIZE]) or a 16-bit number;
 * s_setreg_b32 hwreg(...) or a 16-bit number, SSRC (the SGPR in the SDST
 * field); s_sendmsg_rtn_b32/b64 SDST, sendmsg(MSG_RTN_NAME) or the id. */
static void reg_macro(struct build *b, const char *rest, unsigned int rcol, unsigned int mcol)
{
	struct asm_state *st = b->st;
	enum gs_gen gen = st->target->gen;
	int setreg = b->op->sig == GS_SIG_SETREG;
	int getreg = b->op->sig == GS_SIG_GETREG || setreg;
	const char *comma = setreg ? strrchr(rest, ',') : strchr(rest, ','), *p, *macro, *arg;
	const char *rtext = rest;
	unsigned int regcol = rcol;
	char first[64], name[40], mtext[128];
	unsigned int col;
	struct opnd o;
	size_t n;
	long v, off = 0, size = 32;
	int64_t iv;

	if (!comma) {
		gsi_asm_error(st, *rest ? rcol : mcol, GS_ERR_SYNTAX, "%s takes 2 operands, got %u",
			      b->mnem, *rest ? 1u : 0u);
		b->ok = 0;
		return;
	}
	if (setreg) {  /* the register comes last: the macro is everything before it */
		rtext = comma + 1;
		while (*rtext == ' ' || *rtext == '\t')
			rtext++;
		regcol = rcol + (unsigned int)(rtext - rest);
		n = (size_t)(comma - rest);
		while (n && (rest[n - 1] == ' ' || rest[n - 1] == '\t'))
			n--;
		if (n >= sizeof(mtext))
			n = sizeof(mtext) - 1;
		memcpy(mtext, rest, n);
		mtext[n] = 0;
		comma = rtext + strlen(rtext);
	}
	n = (size_t)(comma - rtext);
	while (n && (rtext[n - 1] == ' ' || rtext[n - 1] == '\t'))
		n--;
	if (n >= sizeof(first))
		n = sizeof(first) - 1;
	memcpy(first, rtext, n);
	first[n] = 0;
	if (!gsi_asm_parse_operand(st, first, regcol, &o)) {
		b->ok = 0;
		return;
	}
	b->in.sdst = (uint16_t)sdst(b, &o, setreg ? 1 : 0, setreg ? 1 : b->op->dregs);
	if (setreg) {
		p = mtext;
		col = rcol;
	} else {
		p = comma + 1;
		while (*p == ' ' || *p == '\t')
			p++;
		col = rcol + (unsigned int)(p - rest);
	}
	arg = p;
	macro = getreg ? "hwreg(" : "sendmsg(";
	if (gsi_asm_parse_int(p, &iv)) {
		if (iv < 0 || iv > (getreg ? 0xffff : 0xff)) {
			gsi_asm_error(st, col, GS_ERR_RANGE, "immediate %s out of range for %s, expected 0..%u",
				      p, b->mnem, getreg ? 0xffffu : 0xffu);
			b->ok = 0;
		}
		v = (long)iv;
		goto done;
	}
	if (strncmp(p, macro, strlen(macro)) != 0)
		goto bad;
	p += strlen(macro);
	while (*p == ' ' || *p == '\t')
		p++;
	if (isdigit((unsigned char)*p)) {
		if (!macro_int(&p, &v) || v < 0 || v > (getreg ? 63 : 255))
			goto bad;
	} else {
		n = 0;
		while ((isalnum((unsigned char)*p) || *p == '_') && n < sizeof(name) - 1)
			name[n++] = *p++;
		name[n] = 0;
		v = getreg ? gsi_hwreg_id(gen, name) : gsi_msg_rtn_id(gen, name);
		if (v < 0) {
			gsi_asm_error(st, col, GS_ERR_SYNTAX,
				      "unknown %s '%s' for %s, expected %s",
				      getreg ? "hardware register" : "message", name, st->target->name,
				      getreg ? (gen == GS_GEN_GFX12 ? "a name such as HW_REG_WAVE_HW_ID1 or a number"
								    : "a name such as HW_REG_HW_ID1 or a number")
					     : "a MSG_RTN_* name");
			b->ok = 0;
			return;
		}
	}
	if (getreg && macro_char(&p, ',')) {
		if (!macro_int(&p, &off) || !macro_char(&p, ',') || !macro_int(&p, &size))
			goto bad;
		if (off > 31 || size < 1 || size > 32) {
			gsi_asm_error(st, col, GS_ERR_RANGE,
				      "hwreg offset %ld / size %ld out of range, expected offset 0..31 and size 1..32",
				      off, size);
			b->ok = 0;
			return;
		}
	}
	if (!macro_char(&p, ')'))
		goto bad;
	while (*p == ' ' || *p == '\t')
		p++;
	if (*p)
		goto bad;
	if (getreg)
		v |= off << 6 | (size - 1) << 11;
done:
	if (!getreg && b->ok && !gsi_msg_rtn_name(gen, (unsigned int)v)) {
		gsi_asm_error(st, col, GS_ERR_UNSUPPORTED,
			      "message %ld is not a MSG_RTN_* message of %s, expected sendmsg(MSG_RTN_NAME)",
			      v, st->target->name);
		b->ok = 0;
		return;
	}
	if (getreg)
		b->in.imm = (int32_t)(int16_t)v;
	else
		b->in.src[0] = (uint16_t)v;
	return;
bad:
	gsi_asm_error(st, col, GS_ERR_SYNTAX, "invalid operand '%s' for operand %d of %s, expected %s",
		      arg, setreg ? 1 : 2, b->mnem,
		      getreg ? "hwreg(NAME), hwreg(NAME, OFFSET, SIZE) or a 16-bit number"
			     : "sendmsg(MSG_RTN_NAME)");
	b->ok = 0;
}

/* The bytes gsi_asm_split's operand scan acts on. */
static const unsigned char split_special[256] = {
	[0] = 1, [','] = 1, ['['] = 1, ['('] = 1, [']'] = 1, [')'] = 1, ['|'] = 1,
};

/* Split "a, b, c mod:1 mod2" into operands and trailing modifiers. */
int gsi_asm_split(struct asm_state *st, const char *rest, unsigned int rcol, struct gsi_operands *ops)
{
	const char *p = rest;

	ops->n = ops->nm = 0;
	while (*p) {
		char item[160];
		const char *start = p;
		size_t len = 0;
		int depth = 0, bars = 0;

		while (*p == ' ' || *p == '\t')
			p++;
		start = p;
		while (*p && (depth || bars % 2 || *p != ',')) {
			/* skip the bytes the loop does not look at (speed) */
			while (!split_special[(unsigned char)*p])
				p++;
			if (!*p || (!depth && !(bars % 2) && *p == ','))
				break;
			if (*p == '[' || *p == '(')
				depth++;
			else if ((*p == ']' || *p == ')') && depth)
				depth--;
			else if (*p == '|' && (*start == '|' || (*start == '-' && start[1] == '|')))
				bars++;  /* |v1| abs bars; elsewhere '|' is an or */
			p++;
		}
		len = (size_t)(p - start);
		while (len && (start[len - 1] == ' ' || start[len - 1] == '\t'))
			len--;
		if (len >= sizeof(item)) {
			gsi_asm_error(st, rcol + (unsigned int)(start - rest), GS_ERR_SYNTAX, "operand too long");
			return 0;
		}
		if (!len) {
			/* "s0,, s1" or ", s1": an empty operand is no operand to drop */
			gsi_asm_error(st, rcol + (unsigned int)(start - rest), GS_ERR_SYNTAX,
				      "unexpected ',', expected an operand before it");
			return 0;
		}
		memcpy(item, start, len);
		item[len] = 0;
		/* first word is the operand, later words are modifiers */
		{
			char *w = item, *sp;
			unsigned int col = rcol + (unsigned int)(start - rest);
			int first = 1;

			while (w && *w) {
				char *lp, *lb;

				/* one scan for the common word without blank, '(' or '['
				 * (speed); else the three searches */
				for (sp = w; *sp && *sp != ' ' && *sp != '\t' && *sp != '(' && *sp != '['; sp++)
					;
				if (!*sp) {
					lp = lb = NULL;
					sp = NULL;
				} else {
					lp = strchr(w, '(');
					lb = strchr(w, '[');
					sp = strpbrk(w, " \t");
				}
				/* a macro such as swizzle(SWAP, 16) or a list such as
				 * neg_lo:[1, 0, 0] may hold blanks */
				if (lp && sp && lp < sp) {
					char *rp = strchr(lp, ')');

					sp = rp ? strpbrk(rp, " \t") : NULL;
				} else if (lb && sp && lb < sp) {
					char *rb = strchr(lb, ']');

					sp = rb ? strpbrk(rb, " \t") : NULL;
				}
				sp = gsi_expr_word_end(w, sp);  /* (1 << 4) | 3 */
				if (sp)
					*sp++ = 0;
				if (first && ops->nm == 0) {
					if (ops->n == MAX_OPNDS) {
						gsi_asm_error(st, col, GS_ERR_SYNTAX, "too many operands");
						return 0;
					}
					if (!gsi_asm_parse_operand(st, w, col, &ops->o[ops->n]))
						return 0;
					ops->n++;
				} else {
					struct modifier *m;
					char *colon = strchr(w, ':');

					if (ops->nm == MAX_MODS) {
						gsi_asm_error(st, col, GS_ERR_SYNTAX, "too many modifiers");
						return 0;
					}
					m = &ops->m[ops->nm++];
					memset(m, 0, sizeof(*m));
					m->col = col;
					if (colon && (strncmp(colon + 1, "swizzle(", 8) == 0 || colon[1] == '[' ||
						      strncmp(colon + 1, "TH_", 3) == 0 ||
						      strncmp(colon + 1, "SCOPE_", 6) == 0)) {
						*colon = 0;
						gsi_copy(m->macro, sizeof(m->macro), colon + 1);
						m->has_val = 1;
					} else if (colon) {
						*colon = 0;
						if (!gsi_asm_parse_int(colon + 1, &m->val)) {
							if (gsi_expr_explain(st, colon + 1, col + (unsigned int)(colon + 1 - w)))
								return 0;
							gsi_asm_error(st, col, GS_ERR_SYNTAX,
								  "invalid value '%s' for modifier '%s', expected a number",
								  colon + 1, w);
							return 0;
						}
						m->has_val = 1;
					}
					gsi_copy(m->key, sizeof(m->key), w);
				}
				first = 0;
				col += (unsigned int)((sp ? sp : w + strlen(w)) - w);
				while (sp && (*sp == ' ' || *sp == '\t')) {
					sp++;
					col++;
				}
				w = sp;
			}
		}
		if (*p == ',') {
			p++;
			if (!*p) {
				gsi_asm_error(st, rcol + (unsigned int)(p - rest), GS_ERR_SYNTAX,
					  "missing operand after ','");
				return 0;
			}
		}
	}
	return 1;
}

static int add_fixup(struct asm_state *st, const struct opnd *o)
{
	struct asm_fixup *f;

	if (!gsi_asm_grow(st, (void **)&st->fixups, &st->fixups_cap, st->n_fixups + 1, sizeof(*f)))
		return 0;
	f = &st->fixups[st->n_fixups++];
	gsi_copy(f->name, sizeof(f->name), o->sym);
	f->inst_offset = (uint32_t)st->text_len;
	f->line = st->line;
	f->col = o->col;
	return 1;
}

/* FNV-1a over the mnemonic; the table is a power of two, probed linearly. */
static unsigned int mnem_hash(const char *s)
{
	uint32_t h = 2166136261u;

	while (*s)
		h = (h ^ (unsigned char)*s++) * 16777619u;
	return h;
}

#define MNEM_SLOTS (sizeof(((struct asm_state *)0)->mnem_slot) / sizeof(uint16_t))

void gsi_asm_index_mnemonics(struct asm_state *st)
{
	memset(st->mnem_slot, 0, sizeof(st->mnem_slot));
	for (unsigned int i = 0; st->isa && i < st->isa->n_ops && i < MNEM_SLOTS / 2 && i < 0xffff; i++) {
		unsigned int h = mnem_hash(st->isa->ops[i].name);

		while (st->mnem_slot[h % MNEM_SLOTS])
			h++;
		st->mnem_slot[h % MNEM_SLOTS] = (uint16_t)(i + 1);
	}
}

static const struct gs_isa_op *lookup(const struct asm_state *st, const char *name)
{
	for (unsigned int h = mnem_hash(name);; h++) {
		unsigned int k = st->mnem_slot[h % MNEM_SLOTS];
		const struct gs_isa_op *op = k ? &st->isa->ops[k - 1] : NULL;

		if (!op)
			return gsi_isa_by_name(st->isa, name);  /* aliases, or unknown */
		if (strcmp(op->name, name) == 0)
			return op;
	}
}

/* Is the mnemonic known for any other generation?  For a precise message. */
static const char *other_gen(const char *name, const struct gs_target *t)
{
	for (unsigned int i = 0; gs_target_at(i); i++) {
		const struct gs_target *o = gs_target_at(i);
		const struct gs_isa *isa = gsi_isa_for(o);

		if (isa && o->gen != t->gen && gsi_isa_by_name(isa, name))
			return o->name;
	}
	return NULL;
}

/* Does the operand text spell a literal lit(...) or lit64(...)?  The
 * hand-shaped path does not model them (it would drop the lit() mark llvm
 * keeps in its text, and take lit64() nowhere); the table-driven layer does. */
static int spells_lit(const char *rest)
{
	for (const char *p = rest; (p = strstr(p, "lit")) != NULL; p += 3) {
		const char *q = p + 3;

		if (p > rest && (isalnum((unsigned char)p[-1]) || p[-1] == '_' || p[-1] == '.' || p[-1] == '$'))
			continue;
		if (!strncmp(q, "64", 2))
			q += 2;
		while (*q == ' ' || *q == '\t')
			q++;
		if (*q == '(')
			return 1;
	}
	return 0;
}

static void hand_shaped_instruction(struct asm_state *st, const char *mnem_in, unsigned int mcol,
				    const char *rest, unsigned int rcol)
{
	struct build b = { st, NULL, mnem_in, { 0 }, 0, 1 };
	struct gsi_operands ops;
	char name[64];
	size_t len = strlen(mnem_in);
	int force = 0;
	const struct gs_isa_op *op;
	uint8_t bytes[16];
	unsigned int size, n_src;
	const struct opnd *o;
	size_t n_fixups = st->n_fixups; /* a branch fixup needs its instruction */

	if (!st->target) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX,
			  "instruction '%s' before the target is known, expected .amdgcn_target or --target first", mnem_in);
		return;
	}
	if (len >= sizeof(name)) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "unknown instruction '%.40s...'", mnem_in);
		return;
	}
	memcpy(name, mnem_in, len + 1);
	if (len > 4 && (strcmp(name + len - 4, "_e32") == 0 || strcmp(name + len - 4, "_e64") == 0)) {
		force = name[len - 2] == '3' ? 32 : 64;
		name[len - 4] = 0;
	}
	op = st->isa ? lookup(st, name) : NULL;
	if (op && (op->sig == GS_SIG_SALU || op->sig == GS_SIG_BUF || op->sig == GS_SIG_DSX ||
		   op->sig == GS_SIG_IMG || op->sem == GS_SEM_V_PK_FMAC_F16 || spells_lit(rest)))
		op = NULL;  /* the table-driven layer's (it knows which CPUs have it; v_pk_fmac_f16: its
			     * constants; lit()/lit64(): their text and encodings) */
	if (!op) {
		const char *g;
		int r = gsi_tab_assemble(st, mnem_in, mcol, rest, rcol);

		if (r >= 0)
			return;  /* the table-driven layer took it */
		g = other_gen(name, st->target);

		if (g)
			gsi_asm_error(st, mcol, GS_ERR_UNSUPPORTED,
				  "instruction '%s' is not available on %s (%s); it exists on %s",
				  mnem_in, st->target->name, st->target->arch, g);
		else
			gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "unknown instruction '%s' for %s",
				  mnem_in, st->target->name);
		return;
	}
	if (force && op->enc != GS_ENC_VOP1 && op->enc != GS_ENC_VOP2 && op->enc != GS_ENC_VOPC) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "instruction '%s' has no %s form, expected '%s'",
			  mnem_in, force == 32 ? "_e32" : "_e64", name);
		return;
	}
	b.op = op;
	b.in.op = op;
	b.in.enc = op->enc;
	if (op->sig == GS_SIG_WAITCNT) {
		if (st->target->features & GS_FEAT_SPLIT_WAITCNT)
			gsi_asm_warn(st, mcol,
				 "s_waitcnt on %s (%s) acts as S_WAIT_IDLE and ignores its operand; expected s_wait_loadcnt, s_wait_storecnt, s_wait_dscnt or s_wait_kmcnt",
				 st->target->name, st->target->arch);
		waitcnt(&b, rest, rcol);
		goto emit;
	}
	if (op->sig == GS_SIG_GETREG || op->sig == GS_SIG_SETREG || op->sig == GS_SIG_SENDMSGRTN) {
		reg_macro(&b, rest, rcol, mcol);
		goto emit;
	}
	if (!gsi_asm_split(st, rest, rcol, &ops))
		return;
	o = ops.o;
	for (unsigned int i = 0; i < ops.n; i++)
		if (o[i].kind == OPND_REG && o[i].agpr) {
			gsi_asm_error(st, o[i].col, GS_ERR_UNSUPPORTED,
				      "AGPR '%s' on %s, expected a VGPR (AGPRs exist on gfx90a, gfx942 and gfx950)",
				      o[i].text, st->target->name);
			return;
		}

	switch (op->sig) {
	case GS_SIG_NONE:
		count_ok(&b, &ops, 0, 0, mcol);
		break;
	case GS_SIG_SIMM16:
	case GS_SIG_LABEL:
		if (!count_ok(&b, &ops, 1, 1, mcol))
			break;
		if (op->sig == GS_SIG_LABEL && o[0].kind == OPND_SYM) {
			if (!add_fixup(st, &o[0]))
				return;
		} else if (o[0].kind != OPND_INT) {
			bad(&b, &o[0], 0, op->sig == GS_SIG_LABEL ? "a label or a number" : "a 16-bit immediate");
		} else if (o[0].ival < -32768 || o[0].ival > 65535) {
			gsi_asm_error(st, o[0].col, GS_ERR_RANGE,
				  "immediate %s out of range for %s, expected a 16-bit value (-32768..65535)",
				  o[0].text, mnem_in);
			b.ok = 0;
		} else {
			b.in.imm = (int32_t)o[0].ival;
		}
		break;
	case GS_SIG_SOPK:
		if (!count_ok(&b, &ops, 2, 2, mcol))
			break;
		b.in.sdst = (uint16_t)sdst(&b, &o[0], 0, 1);
		if (o[1].kind != OPND_INT || o[1].ival < -32768 || o[1].ival > 65535) {
			gsi_asm_error(st, o[1].col, o[1].kind == OPND_INT ? GS_ERR_RANGE : GS_ERR_SYNTAX,
				  "invalid operand '%s' for operand 2 of %s, expected a 16-bit value (-32768..65535)",
				  o[1].text, mnem_in);
			b.ok = 0;
		}
		b.in.imm = (int32_t)o[1].ival;
		break;
	case GS_SIG_SOP1:
		if (count_ok(&b, &ops, 2, 2, mcol)) {
			b.in.sdst = (uint16_t)sdst(&b, &o[0], 0, op->dregs);
			b.in.src[0] = (uint16_t)ssrc(&b, &o[1], 1, op->sregs);
		}
		break;
	case GS_SIG_SOP1SRC:
		if (count_ok(&b, &ops, 1, 1, mcol))
			b.in.src[0] = (uint16_t)ssrc(&b, &o[0], 0, 1);
		if (b.ok && (op->sem == GS_SEM_S_BARRIER_SIGNAL || op->sem == GS_SEM_S_BARRIER_SIGNAL_ISFIRST) &&
		    !(b.in.src[0] == GS_OPR_M0 || (b.in.src[0] >= 128 && b.in.src[0] < 255)))
			bad(&b, &o[0], 0, "m0 or an inline constant (the barrier id)");
		break;
	case GS_SIG_SOP2:
		if (count_ok(&b, &ops, 3, 3, mcol)) {
			b.in.sdst = (uint16_t)sdst(&b, &o[0], 0, op->dregs);
			b.in.src[0] = (uint16_t)ssrc(&b, &o[1], 1, op->sregs);
			b.in.src[1] = (uint16_t)ssrc(&b, &o[2], 2, op->sregs);
		}
		break;
	case GS_SIG_SOPC:
		if (count_ok(&b, &ops, 2, 2, mcol)) {
			b.in.src[0] = (uint16_t)ssrc(&b, &o[0], 0, op->sregs);
			b.in.src[1] = (uint16_t)ssrc(&b, &o[1], 1, op->sregs);
		}
		break;
	case GS_SIG_SMEM: {
		int bits = st->target->gen == GS_GEN_GFX12 ? 24 : 21;

		if (!count_ok(&b, &ops, 3, 3, mcol))
			break;
		b.in.sdata = (uint16_t)sdst(&b, &o[0], 0, op->dregs);
		if (!is_sreg(&o[1]) || o[1].nregs != 2 || o[1].code >= 106 || o[1].code % 2)
			bad(&b, &o[1], 1, "an SGPR pair s[2n:2n+1] holding the base address");
		b.in.sbase = (uint16_t)o[1].code;
		b.in.soffset = GS_OPR_NULL;
		if (o[2].kind == OPND_INT) {
			if (o[2].ival < -(1LL << (bits - 1)) || o[2].ival >= (1LL << (bits - 1))) {
				gsi_asm_error(st, o[2].col, GS_ERR_RANGE,
					  "offset %s out of range for %s, expected a %d-bit signed offset",
					  o[2].text, mnem_in, bits);
				b.ok = 0;
			}
			b.in.imm = (int32_t)o[2].ival;
		} else if (is_sreg(&o[2]) && o[2].nregs == 1) {
			b.in.soffset = (uint8_t)o[2].code;
		} else {
			bad(&b, &o[2], 2, "an offset or an SGPR");
		}
		mods_ok(&b, &ops, 0);
		break;
	}
	case GS_SIG_READLANE:  /* v_readlane_b32 (VOP3 only) adds the lane select */
		if (count_ok(&b, &ops, op->enc == GS_ENC_VOP3 ? 3 : 2, op->enc == GS_ENC_VOP3 ? 3 : 2, mcol)) {
			b.in.sdst = (uint16_t)sdst(&b, &o[0], 0, 1);
			b.in.src[0] = (uint16_t)(GS_OPR_VGPR0 + vreg(&b, &o[1], 1, 1));
			if (op->enc == GS_ENC_VOP3)
				b.in.src[1] = (uint16_t)ssrc(&b, &o[2], 2, 1);
		}
		no_mods(&b, &ops);
		break;
	case GS_SIG_VOP1:
		if (!count_ok(&b, &ops, 2, 2, mcol))
			break;
		b.in.vdst = (uint16_t)vreg(&b, &o[0], 0, op->dregs);
		build_vop_srcs(&b, &ops, 1, 1);
		pick_form(&b, !vop_mods(&b, &ops) && fits_e32(&b, NULL), force);
		break;
	case GS_SIG_VOP2:
	case GS_SIG_CNDMASK:
		n_src = op->sig == GS_SIG_CNDMASK ? 3 : 2;
		if (!count_ok(&b, &ops, n_src + 1, n_src + 1, mcol))
			break;
		b.in.vdst = (uint16_t)vreg(&b, &o[0], 0, op->dregs);
		build_vop_srcs(&b, &ops, 1, 2);
		shift64_bus(&b, &ops, 1);
		if (op->sig == GS_SIG_CNDMASK)
			b.in.src[2] = (uint16_t)sdst(&b, &o[3], 3, lanemask(&b));
		pick_form(&b, !vop_mods(&b, &ops) && fits_e32(&b, &o[2]) &&
			      (op->sig != GS_SIG_CNDMASK || is_vcc(&b, &o[3])), force);
		break;
	case GS_SIG_VOP3:
	case GS_SIG_VOP3S3:
		n_src = op->sig == GS_SIG_VOP3S3 ? 3 : 2;
		if (!count_ok(&b, &ops, n_src + 1, n_src + 1, mcol))
			break;
		b.in.vdst = (uint16_t)vreg(&b, &o[0], 0, op->dregs);
		build_vop_srcs(&b, &ops, 1, n_src);
		vop_mods(&b, &ops);
		break;
	case GS_SIG_VOPC:
		if (!count_ok(&b, &ops, 3, 3, mcol))
			break;
		b.in.sdst = (uint16_t)sdst(&b, &o[0], 0, lanemask(&b));
		build_vop_srcs(&b, &ops, 1, 2);
		no_mods(&b, &ops);
		pick_form(&b, fits_e32(&b, &o[2]) && is_vcc(&b, &o[0]), force);
		break;
	case GS_SIG_VOPCX:  /* v_cmpx_*: EXEC is the implied destination (exec_lo in e64's sdst) */
		if (!count_ok(&b, &ops, 2, 2, mcol))
			break;
		b.in.sdst = GS_OPR_EXEC_LO;
		build_vop_srcs(&b, &ops, 0, 2);
		no_mods(&b, &ops);
		pick_form(&b, fits_e32(&b, &o[1]), force);
		break;
	case GS_SIG_CARRY:
	case GS_SIG_VOP3SD:
		n_src = op->sig == GS_SIG_CARRY ? 3 : 2;
		if (!count_ok(&b, &ops, n_src + 2, n_src + 2, mcol))
			break;
		b.in.vdst = (uint16_t)vreg(&b, &o[0], 0, 1);
		b.in.sdst = (uint16_t)sdst(&b, &o[1], 1, lanemask(&b));
		no_mods(&b, &ops);
		build_vop_srcs(&b, &ops, 2, 2);
		if (b.in.neg || b.in.abs) {
			gsi_asm_error(st, o[2].col, GS_ERR_SYNTAX, "%s takes no source modifiers", mnem_in);
			b.ok = 0;
		}
		if (op->sig == GS_SIG_CARRY) {
			b.in.src[2] = (uint16_t)sdst(&b, &o[4], 4, lanemask(&b));
			pick_form(&b, fits_e32(&b, &o[3]) && is_vcc(&b, &o[1]) && is_vcc(&b, &o[4]),
				  force);
		}
		break;
	case GS_SIG_VOP3SD3:  /* v_mad_u64_u32 v[0:1], s0, v1, v2, v[3:4] [clamp] */
		if (!count_ok(&b, &ops, 5, 5, mcol))
			break;
		b.in.vdst = (uint16_t)vreg(&b, &o[0], 0, op->dregs);
		b.in.sdst = (uint16_t)sdst(&b, &o[1], 1, lanemask(&b));
		build_vop_srcs(&b, &ops, 2, 3);
		if (b.in.neg || b.in.abs) {
			gsi_asm_error(st, o[2].col, GS_ERR_SYNTAX, "%s takes no source modifiers", mnem_in);
			b.ok = 0;
		}
		no_mods(&b, &ops);  /* clamp (saturation) not supported */
		break;
	case GS_SIG_WMMA:
		wmma(&b, &ops, mcol);
		break;
	case GS_SIG_SWMMAC:
		swmmac(&b, &ops, mcol);
		break;
	case GS_SIG_LDSDIR:
		ldsdir(&b, &ops, mcol);
		break;
	case GS_SIG_GETREG:
	case GS_SIG_SETREG:
	case GS_SIG_SENDMSGRTN:
		break;  /* reg_macro() above */
	case GS_SIG_VOP3P:
	case GS_SIG_VOP3P3:
		n_src = op->sig == GS_SIG_VOP3P3 ? 3 : 2;
		if (!count_ok(&b, &ops, n_src + 1, n_src + 1, mcol))
			break;
		b.in.vdst = (uint16_t)vreg(&b, &o[0], 0, 1);
		build_vop_srcs(&b, &ops, 1, n_src);
		if (b.in.neg || b.in.abs) {
			gsi_asm_error(st, o[1].col, GS_ERR_UNSUPPORTED,
				      "%s takes neg_lo:[..] and neg_hi:[..], not '-' or '|..|' on a source", mnem_in);
			b.ok = 0;
			break;
		}
		b.in.opsel_hi = 7;
		vop3p_mods(&b, &ops, n_src);
		break;
	case GS_SIG_GLOAD:
	case GS_SIG_GSTORE:
	case GS_SIG_GATOMIC: {
		/* a returning atomic has its destination first (and glc / th:TH_ATOMIC_RETURN) */
		int rtn = op->sig == GS_SIG_GATOMIC && ops.n == 4;
		int load = op->sig == GS_SIG_GLOAD, k = rtn;
		const struct opnd *addr = &o[load ? 1 : k];
		const struct opnd *sa = &o[2 + k];

		if (!count_ok(&b, &ops, 3, op->sig == GS_SIG_GATOMIC ? 4 : 3, mcol))
			break;
		if (load || rtn)
			b.in.vdst = (uint16_t)vreg(&b, &o[0], 0, load || op->dregs ? op->dregs : op->sregs);  /* gatomic dregs: cmpswap's return */
		if (!load)
			b.in.vdata = (uint16_t)vreg(&b, &o[1 + k], 1 + (unsigned int)k, op->sregs);
		if (sa->kind == OPND_OFF) {
			b.in.saddr = GS_OPR_NULL;
			b.in.vaddr = (uint16_t)vreg(&b, addr, load ? 1 : (unsigned int)k, 2);
		} else if (is_sreg(sa) && sa->nregs == 2 && sa->code < 106 && sa->code % 2 == 0) {
			b.in.saddr = (uint16_t)sa->code;
			b.in.vaddr = (uint16_t)vreg(&b, addr, load ? 1 : (unsigned int)k, 1);
		} else {
			bad(&b, sa, 2 + (unsigned int)k, "an SGPR pair s[2n:2n+1] or off");
		}
		if (op->sig == GS_SIG_GATOMIC)
			atomic_mods(&b, &ops, rtn, mcol);
		else
			mods_ok(&b, &ops, st->target->gen == GS_GEN_GFX12 ? 24 : 13);
		break;
	}
	case GS_SIG_SLOAD:
	case GS_SIG_SSTORE: {
		/* scratch: a VGPR offset or off, an SGPR offset or off ("null"
		 * encodes as off but prints as null: the table-driven layer's) */
		int load = op->sig == GS_SIG_SLOAD;
		const struct opnd *addr = &o[load ? 1 : 0], *sa = &o[2];

		if (!count_ok(&b, &ops, 3, 3, mcol))
			break;
		if (load)
			b.in.vdst = (uint16_t)vreg(&b, &o[0], 0, op->dregs);
		else
			b.in.vdata = (uint16_t)vreg(&b, &o[1], 1, op->sregs);
		b.in.vaddr = addr->kind == OPND_OFF ? GS_VADDR_OFF
			     : (uint16_t)vreg(&b, addr, load ? 1 : 0, 1);
		if (sa->kind == OPND_OFF)
			b.in.saddr = GS_OPR_NULL;
		else if (is_sreg(sa) && sa->nregs == 1 && sa->code < 128 && sa->code != GS_OPR_EXEC_HI &&
			 sa->code != GS_OPR_NULL)
			b.in.saddr = (uint16_t)sa->code;
		else
			bad(&b, sa, 2, "an SGPR or off");
		mods_ok(&b, &ops, st->target->gen == GS_GEN_GFX12 ? 24 : 13);
		break;
	}
	case GS_SIG_DSLOAD:
	case GS_SIG_DSLOAD2:
	case GS_SIG_DSSWIZZLE:
	case GS_SIG_DSRTN:
	case GS_SIG_DSSTORE:
	case GS_SIG_DSSTORE2: {
		int dst = op->sig != GS_SIG_DSSTORE && op->sig != GS_SIG_DSSTORE2;
		unsigned int ndata = op->sig == GS_SIG_DSSTORE2 ? 2
				     : op->sig == GS_SIG_DSSTORE || op->sig == GS_SIG_DSRTN ? 1 : 0;
		unsigned int k = 0;

		if (!count_ok(&b, &ops, dst + 1 + ndata, dst + 1 + ndata, mcol))
			break;
		if (dst) {
			b.in.vdst = (uint16_t)vreg(&b, &o[0], 0, op->dregs);
			k = 1;
		}
		b.in.vaddr = (uint16_t)vreg(&b, &o[k], k, 1);
		if (ndata >= 1)
			b.in.vdata = (uint16_t)vreg(&b, &o[k + 1], k + 1, op->sregs);
		if (ndata == 2)
			b.in.vdata1 = (uint16_t)vreg(&b, &o[k + 2], k + 2, op->sregs);
		ds_mods(&b, &ops);
		break;
	}
	}
	/* scalar instructions take no modifiers (reported once the operands were fine) */
	if (b.ok && (op->enc == GS_ENC_SOPP || op->enc == GS_ENC_SOPK || op->enc == GS_ENC_SOP1 ||
		     op->enc == GS_ENC_SOP2 || op->enc == GS_ENC_SOPC))
		no_mods(&b, &ops);
emit:
	if (!b.ok) {
		st->n_fixups = n_fixups; /* not emitted: nothing to patch */
		return;
	}
	size = gsi_encode(st->target->gen, &b.in, bytes);
	if (!size) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "cannot encode '%s' with these operands", mnem_in);
		st->n_fixups = n_fixups;
		return;
	}
	st->built.kind = 1;
	st->built.line = st->n_lines;
	st->built.in = b.in;
	gsi_asm_emit_instruction(st, bytes, size);
}

/* What an instruction line left in the assembler's state, to undo a try. */
struct asm_mark {
	size_t diag_len, text_len, n_lines, n_fixups;
	unsigned int n_errors, n_warnings;
	enum gs_status first_status;
	int had_first_msg;   /* first_msg is only ever set once, when empty */
};

static void mark(const struct asm_state *st, struct asm_mark *m)
{
	m->diag_len = st->diag_len;
	m->text_len = st->text_len;
	m->n_lines = st->n_lines;
	m->n_fixups = st->n_fixups;
	m->n_errors = st->n_errors;
	m->n_warnings = st->n_warnings;
	m->first_status = st->first_status;
	m->had_first_msg = st->first_msg[0] != 0;
}

static void rewind_to(struct asm_state *st, const struct asm_mark *m)
{
	st->diag_len = m->diag_len;
	if (st->diag)
		st->diag[st->diag_len] = 0;
	st->text_len = m->text_len;
	st->n_lines = m->n_lines;
	st->n_fixups = m->n_fixups;
	st->n_errors = m->n_errors;
	st->n_warnings = m->n_warnings;
	st->first_status = m->first_status;
	if (!m->had_first_msg)
		st->first_msg[0] = 0;
}

/*
 * An instruction line: the table-driven layer first (it knows every row of
 * the target).  While the hand-shaped path still exists it runs only on a
 * line the layer refuses, for its tuned messages.  Tries are quiet (their
 * errors counted, not formatted); when both refuse, each runs again to say
 * why, and the hand-shaped path's diagnostics stand unless the layer knows a
 * modifier the hand-shaped path does not model.
 */
static void instruction_once(struct asm_state *st, const char *mnem, unsigned int mcol,
			     const char *rest, unsigned int rcol)
{
	struct asm_mark before, tab;
	char *saved = NULL, first[GS_ERROR_MSG_MAX];
	int r;

	mark(st, &before);
	if (!st->target || st->nomem || strlen(mnem) >= 64) {
		hand_shaped_instruction(st, mnem, mcol, rest, rcol);
		return;
	}
	st->quiet++;
	r = gsi_tab_assemble(st, mnem, mcol, rest, rcol);
	st->quiet--;
	if (r == 1 && st->n_errors == before.n_errors)
		return;
	if (st->nomem)
		return;
	rewind_to(st, &before);
	if (r < 0) {
		hand_shaped_instruction(st, mnem, mcol, rest, rcol);
		return;  /* unknown to the tables: the hand-shaped path says so */
	}
	st->quiet++;
	hand_shaped_instruction(st, mnem, mcol, rest, rcol);
	st->quiet--;
	if (st->n_errors == before.n_errors)
		return;
	rewind_to(st, &before);
	if (gsi_tab_assemble(st, mnem, mcol, rest, rcol) == 1 && st->n_errors == before.n_errors)
		return;
	/* both refused: the layer's diagnostics aside, the hand-shaped path's */
	mark(st, &tab);
	if (tab.diag_len > before.diag_len) {
		saved = malloc(tab.diag_len - before.diag_len + 1);
		if (!saved)
			return;
		memcpy(saved, st->diag + before.diag_len, tab.diag_len - before.diag_len);
		saved[tab.diag_len - before.diag_len] = 0;
	}
	memcpy(first, st->first_msg, sizeof(first));
	rewind_to(st, &before);
	hand_shaped_instruction(st, mnem, mcol, rest, rcol);
	if (st->diag && strstr(st->diag + before.diag_len, ": error: modifier '") &&
	    strstr(st->diag + before.diag_len, "' is not supported for ") && tab.n_errors > before.n_errors &&
	    gsi_asm_grow(st, (void **)&st->diag, &st->diag_cap, tab.diag_len + 1, 1)) {
		/* the hand-shaped path does not model a modifier the line has
		 * (cache policy th:/scope:, ...): the layer, which knows every
		 * modifier of the row, says what is wrong with it */
		rewind_to(st, &before);
		if (saved)
			memcpy(st->diag + before.diag_len, saved, tab.diag_len - before.diag_len);
		rewind_to(st, &tab);
		memcpy(st->first_msg, first, sizeof(first));
	}
	free(saved);
}

/* Top-level operands of a line (commas outside brackets and parentheses):
 * their count, and where the first starts and ends. */
static unsigned int top_operands(const char *rest, const char **first, size_t *first_len)
{
	unsigned int n = 0, depth = 0;
	const char *p = rest;

	while (*p == ' ' || *p == '\t')
		p++;
	*first = p;
	*first_len = strcspn(p, ", \t");
	if (!*p)
		return 0;
	for (n = 1; *p; p++) {
		if (*p == '[' || *p == '(')
			depth++;
		else if ((*p == ']' || *p == ')') && depth)
			depth--;
		else if (*p == ',' && !depth && p[1 + strspn(p + 1, " \t")])
			n++;  /* (a trailing comma starts no operand) */
	}
	return n;
}

/* Could this operand be a compare's lane-mask destination (an SGPR, or
 * SGPR pair in wave64, by name)?  llvm-mc-22 then reports missing operands
 * at the mnemonic, else the first operand as the invalid one. */
static int mask_like(const struct asm_state *st, const char *o, size_t n)
{
	int w64 = st->wave64 || st->target->gen == GS_GEN_GFX9;

	if (n == 3 && !strncmp(o, "vcc", 3))
		return w64;
	if ((n == 6 && !strncmp(o, "vcc_lo", 6)) || (n == 4 && !strncmp(o, "null", 4)))
		return !w64 || o[0] == 'n';
	if (o[0] == 's' && o[1] == '[')
		return w64;
	if (o[0] == 's' && isdigit((unsigned char)o[1]))
		return !w64;
	return 0;
}

/*
 * VOPC compares: llvm-mc-22 takes the e32 form without its vcc destination
 * (v_cmp_lt_f64 v[0:1], v[2:3] is v_cmp_lt_f64_e32 vcc_lo, v[0:1], v[2:3]),
 * and reports a line short of operands at the mnemonic when what is there
 * could start the line (a lane mask; any source of v_cmpx), else at the
 * first operand.  1 when this took the line.
 */
static int vopc_short_line(struct asm_state *st, const char *mnem, unsigned int mcol, const char *rest,
			   unsigned int rcol, const struct asm_mark *before)
{
	size_t len = strlen(mnem), flen;
	int cmpx = !strncmp(mnem, "v_cmpx_", 7), e64 = len > 4 && !strcmp(mnem + len - 4, "_e64");
	const char *first, *msg = st->diag ? st->diag + before->diag_len : "";
	unsigned int n = top_operands(rest, &first, &flen), want;

	if ((strncmp(mnem, "v_cmp_", 6) && !cmpx) || strstr(mnem, "_sdwa") || strstr(mnem, "_dpp") ||
	    (!strstr(msg, "operands, got") && !strstr(msg, "too few operands") && !strstr(msg, "missing operand")))
		return 0;
	want = cmpx && st->target->gen != GS_GEN_GFX9 ? 2 : 3;  /* gfx9's v_cmpx write a lane mask too */
	if (n == want - 1 && (!cmpx || want == 3) && !e64 && len + 4 < 64) {
		char e32[64];
		const char *dst = st->wave64 || st->target->gen == GS_GEN_GFX9 ? "vcc, " : "vcc_lo, ";
		char line[512];

		if (strlen(dst) + strlen(first) < sizeof(line) && rcol > strlen(dst)) {
			memcpy(line, dst, strlen(dst));
			memcpy(line + strlen(dst), first, strlen(first) + 1);
			rewind_to(st, before);
			/* the e32 form: the e64 one has no implicit destination */
			snprintf(e32, sizeof(e32), "%s%s", mnem, len > 4 && !strcmp(mnem + len - 4, "_e32") ? "" : "_e32");
			instruction_once(st, e32, mcol, line, rcol + (unsigned int)(first - rest) - (unsigned int)strlen(dst));
			if (st->n_errors == before->n_errors)
				return 1;
		}
	}
	if (n >= want)
		return 0;
	rewind_to(st, before);
	if (!n || cmpx || mask_like(st, first, flen))
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "too few operands for %s, expected %u", mnem, want);
	else
		gsi_asm_error(st, rcol + (unsigned int)(first - rest), GS_ERR_SYNTAX,
			      "invalid operand '%.*s' for %s, expected a lane-mask destination (or the e32 form's two sources)",
			      (int)flen, first, mnem);
	return 1;
}

/*
 * |lit(x)| (operand.c gsi_asm_lit_mods): llvm-mc-22 folds the modifiers
 * into the value when it picks the e32 form, which it does when the |x|
 * line is valid and the folded one encodes as e32; 1 when that line stands.
 */
static int lit_mods_folded(struct asm_state *st, const char *mnem, unsigned int mcol, const char *mods,
			   const char *fold, unsigned int rcol, const struct asm_mark *before)
{
	char text[GS_DISASM_TEXT_MAX];
	size_t len = strlen(mnem);
	unsigned int isz = 0;
	const char *sp;

	if (!fold[0] || (len > 4 && !strcmp(mnem + len - 4, "_e64")))
		return 0;
	instruction_once(st, mnem, mcol, mods, rcol);
	if (st->n_errors != before->n_errors || st->n_lines != before->n_lines + 1) {
		rewind_to(st, before);
		return 0;
	}
	rewind_to(st, before);
	instruction_once(st, mnem, mcol, fold, rcol);
	if (st->n_errors == before->n_errors && st->n_lines == before->n_lines + 1 &&
	    gs_disasm_one_wave(st->target, st->wave64 ? GS_DISASM_WAVE64 : 0, st->text + st->lines[before->n_lines].offset,
			       st->text_len - st->lines[before->n_lines].offset, 0, text, sizeof(text), &isz, NULL) == GS_OK &&
	    (sp = strchr(text, ' ')) && sp - text > 4 && !strncmp(sp - 4, "_e32", 4))
		return 1;
	rewind_to(st, before);
	return 0;
}

/*
 * Every instruction is decoded again before it stays.  First the table
 * decoder, without text (redecode.c): the bytes must read back as the row
 * the line was built for, of the class's size, with the registers, sources,
 * literal and VOP3 modifiers the hand-shaped path built -- a mismatch (another
 * row, a field read back otherwise) is an error at the line.  What it cannot
 * decide (VOPD, DPP/SDWA words, no row) goes to the disassembler: bytes it does not read
 * back as one instruction of exactly their length (a field the decoder finds
 * invalid, a dropped dword) are an error at the line, never silent output.
 */
static void redecode_check(struct asm_state *st, const char *mnem, unsigned int mcol, size_t n_lines,
			   const struct asm_mark *before)
{
	st->built.kind = st->built.kind && st->built.line >= n_lines && st->built.line < st->n_lines
			 ? st->built.kind : 0;
	for (size_t i = n_lines; i < st->n_lines; i++) {
		uint32_t off = st->lines[i].offset;
		size_t n = (i + 1 < st->n_lines ? st->lines[i + 1].offset : st->text_len) - off;
		char text[GS_DISASM_TEXT_MAX];
		unsigned int isz = 0;
		int r = st->built.kind && st->built.line == i
			? gsi_asm_redecode(st->target, st->text + off, n, &st->built, text, sizeof(text)) : -1;

		/* the fields read back; the verdict on the bytes as a whole (a
		 * tfe bit on a store, clamp where the row has none) is the
		 * disassembler's, without text (assemble.c); when it refuses,
		 * the check below says so */
		if (r == 1 && gsi_asm_valid_size(st->target, st->wave64 ? GS_DISASM_WAVE64 : 0, st->text + off, n) == n)
			continue;
		if (r == 0) {
			rewind_to(st, before);
			gsi_asm_error(st, mcol, GS_ERR_INVALID,
				      "'%s' encodes as bytes that gfxshim's decoder reads back with other operands (%s), "
				      "refused: an assembler defect, expected an encoding that decodes to itself",
				      mnem, text);
			return;
		}
		if (gs_disasm_one_wave(st->target, st->wave64 ? GS_DISASM_WAVE64 : 0, st->text + off, n, off, text,
				       sizeof(text), &isz, NULL) == GS_OK && isz == n)
			continue;
		rewind_to(st, before);
		gsi_asm_error(st, mcol, GS_ERR_INVALID,
			      "'%s' encodes as %zu bytes that gfxshim's decoder reads back as %u (%s), refused: "
			      "an assembler defect, expected an encoding that decodes to itself",
			      mnem, n, isz, text);
		return;
	}
}

/*
 * gfx950 v_permlane16_swap_b32 / v_permlane32_swap_b32 take bound_ctrl:N and
 * fi:N (the VOP3 op_sel bits 1 and 0; llvm-mc-22 sets bound_ctrl for any N)
 * and no op_sel: rewritten to the _e64 form with op_sel, which the tables
 * know.  1 when the line was refused.
 */
static int permlane_swap(struct asm_state *st, const char **mnem, unsigned int mcol, const char **rest,
			 char *name, size_t nsize, char *out, size_t osize)
{
	const char *m = *mnem, *p;
	size_t n = strlen(m), o = 0;
	int bc = 0, fi = 0, any = 0, e32 = n > 4 && !strcmp(m + n - 4, "_e32");

	if (strncmp(m, "v_permlane", 10) || !strstr(m, "_swap_b32") || !st->target ||
	    st->target->gen != GS_GEN_GFX9 || n + 5 > nsize)
		return 0;
	if (strstr(*rest, "op_sel")) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "not a valid operand: %s takes bound_ctrl:N and fi:N, "
			      "expected no op_sel", m);
		return 1;
	}
	for (p = *rest; *p && o + 1 < osize;) {
		if ((p == *rest || p[-1] == ' ') && (!strncmp(p, "bound_ctrl:", 11) || !strncmp(p, "fi:", 3))) {
			int is_bc = p[0] == 'b';
			const char *v = p + (is_bc ? 11 : 3);
			long x = strtol(v, (char **)&p, 0);

			if (p == v || x < 0 || x > 1) {
				gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "invalid value for %s, expected 0 or 1",
					      is_bc ? "bound_ctrl" : "fi");
				return 1;
			}
			if (is_bc)
				bc = 1;  /* bound_ctrl:0 sets it too, as in llvm-mc-22 */
			else
				fi = (int)x;
			any = 1;
			continue;
		}
		out[o++] = *p++;
	}
	out[o] = 0;
	if (!any)
		return 0;
	if (e32) {
		gsi_asm_error(st, mcol, GS_ERR_SYNTAX, "invalid operand for instruction: %s has no bound_ctrl or fi, "
			      "expected the _e64 form", m);
		return 1;
	}
	while (o && out[o - 1] == ' ')
		out[--o] = 0;
	if (bc || fi)
		snprintf(out + o, osize - o, " op_sel:[%d,%d]", fi, bc);
	memcpy(name, m, n + 1);
	if (!(n > 4 && !strcmp(m + n - 4, "_e64")))
		memcpy(name + n, "_e64", 5);
	*mnem = name;
	*rest = out;
	return 0;
}

void gsi_asm_instruction(struct asm_state *st, const char *mnem, unsigned int mcol,
			 const char *rest, unsigned int rcol)
{
	struct asm_mark before;
	size_t n_lines = st->n_lines;
	char mods[512], fold[512];
	unsigned int ecol = 0;
	const char *canon = st->target ? gsi_asm_alias_of(st->target->name, mnem) : NULL;
	int lm;

	char pl_name[64], pl_rest[512];

	if (canon)
		mnem = canon;  /* an older spelling llvm-mc-22 takes (gen_asm_aliases.c) */
	if (permlane_swap(st, &mnem, mcol, &rest, pl_name, sizeof(pl_name), pl_rest, sizeof(pl_rest)))
		return;
	lm = strstr(rest, "lit") ? gsi_asm_lit_mods(mnem, rest, rcol, mods, fold, sizeof(mods), &ecol) : 0;

	mark(st, &before);
	if (lm < 0) {
		/* -lit(x): refused, unless the line has a worse fault first (an unknown mnemonic) */
		char at[32];

		instruction_once(st, mnem, mcol, rest, rcol);
		snprintf(at, sizeof(at), ":%u:%u: ", st->line, mcol);
		if (st->n_errors != before.n_errors && st->diag && strstr(st->diag + before.diag_len, at))
			return;
		rewind_to(st, &before);
		gsi_asm_error(st, ecol, GS_ERR_SYNTAX, "%s", mods);
		return;
	}
	if (lm > 0 && lit_mods_folded(st, mnem, mcol, mods, fold, rcol, &before))
		return;
	instruction_once(st, mnem, mcol, lm > 0 ? mods : rest, rcol);
	if (st->listing && st->n_lines == n_lines + 1) {
		gsi_list_lits(st, n_lines, lm > 0 ? mods : rest);  /* llvm keeps the lit() mark in its text */
		gsi_list_true16(st, n_lines, rest);
	}
	if (st->n_errors != before.n_errors && st->target && !st->nomem)
		vopc_short_line(st, mnem, mcol, rest, rcol, &before);
	if (st->n_errors == before.n_errors && st->target && !st->nomem)
		redecode_check(st, mnem, mcol, n_lines, &before);
}
