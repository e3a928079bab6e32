// SPDX-License-Identifier: MIT
/*
 * Atomic read-modify-write operations (atomic.h).  Semantics follow the
 * pseudocode of the RDNA3/RDNA4/CDNA3 ISA guides (DS_*, FLAT_ATOMIC_*,
 * GLOBAL_ATOMIC_*, BUFFER_ATOMIC_*).  Operand order facts: gfx9's
 * ds_cmpst_* take the compare value in DATA0 and the new value in DATA1;
 * gfx11/gfx12's ds_cmpstore_* and every FLAT/GLOBAL/buffer cmpswap take the
 * new value first and the compare value second (LLVM 22 emits
 * `ds_cmpst_rtn_b32 dst, addr, cmp, new` before gfx11 and
 * `ds_cmpstore_rtn_b32 dst, addr, new, cmp` from gfx11 on; CodeGen test
 * lds-atomic-cmpxchg).  Float atomics run in the memory pipeline, which
 * does not read the shader's MODE register: results are rounded to nearest
 * even and denormals are kept.
 */
#include <math.h>
#include <string.h>

#include "emu/atomic.h"
#include "emu/op_fact.h"
#include "isa/inst.h"

static const char *const prefixes[] = { "ds_", "flat_atomic_", "global_atomic_", "buffer_atomic_" };

static int type_token(const char *t, struct emu_atomic_op *a, int *sign)
{
	static const struct { const char *name; uint8_t bytes, fp; int sign; } types[] = {
		{ "u32", 4, 0, 0 }, { "i32", 4, 0, 1 }, { "b32", 4, 0, 0 }, { "f32", 4, 1, 0 },
		{ "u64", 8, 0, 0 }, { "i64", 8, 0, 1 }, { "b64", 8, 0, 0 }, { "f64", 8, 1, 0 },
		{ "x2", 8, 0, -1 },
	};

	for (size_t i = 0; i < sizeof(types) / sizeof(types[0]); i++) {
		if (strcmp(t, types[i].name) == 0) {
			a->bytes = types[i].bytes;
			a->fp = types[i].fp;
			if (types[i].sign >= 0)
				*sign = types[i].sign;
			return 1;
		}
	}
	return 0;
}

static int op_token(const char *t, struct emu_atomic_op *a, int *sign)
{
	static const struct { const char *name; uint8_t kind; int sign; uint8_t two; } ops[] = {
		{ "add", EMU_AT_ADD, -1, 0 }, { "sub", EMU_AT_SUB, -1, 0 }, { "rsub", EMU_AT_RSUB, -1, 0 },
		{ "inc", EMU_AT_INC, -1, 0 }, { "dec", EMU_AT_DEC, -1, 0 },
		{ "min", EMU_AT_UMIN, -1, 0 }, { "max", EMU_AT_UMAX, -1, 0 },
		{ "smin", EMU_AT_UMIN, 1, 0 }, { "smax", EMU_AT_UMAX, 1, 0 },
		{ "umin", EMU_AT_UMIN, 0, 0 }, { "umax", EMU_AT_UMAX, 0, 0 },
		{ "and", EMU_AT_AND, -1, 0 }, { "or", EMU_AT_OR, -1, 0 }, { "xor", EMU_AT_XOR, -1, 0 },
		{ "mskor", EMU_AT_MSKOR, -1, 1 }, { "swap", EMU_AT_SWAP, -1, 0 },
		{ "wrxchg", EMU_AT_SWAP, -1, 0 }, { "storexchg", EMU_AT_SWAP, -1, 0 },
		{ "cmpswap", EMU_AT_CMPSWAP, -1, 1 }, { "cmpstore", EMU_AT_CMPSWAP, -1, 1 },
		{ "cmpst", EMU_AT_CMPSWAP, -1, 1 }, { "wrap", EMU_AT_WRAP, -1, 1 },
		{ "csub", EMU_AT_SUB_CLAMP, -1, 0 },
	};

	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++) {
		if (strcmp(t, ops[i].name) == 0) {
			a->kind = ops[i].kind;
			a->two = ops[i].two;
			a->cmp_first = strcmp(t, "cmpst") == 0;
			if (ops[i].sign >= 0)
				*sign = ops[i].sign;
			return 1;
		}
	}
	return 0;
}

int gsi_emu_atomic_parse(const char *mnemonic, struct emu_atomic_op *a)
{
	char buf[64], *tok[8], *p;
	size_t n = 0, plen = 0, i = 0;
	int sign = -1;

	memset(a, 0, sizeof(*a));
	for (size_t k = 0; k < sizeof(prefixes) / sizeof(prefixes[0]); k++)
		if (strncmp(mnemonic, prefixes[k], strlen(prefixes[k])) == 0)
			plen = strlen(prefixes[k]);
	if (!plen || strlen(mnemonic + plen) >= sizeof(buf))
		return 0;
	strcpy(buf, mnemonic + plen);
	for (p = buf; n < 8;) {
		tok[n++] = p;
		p = strchr(p, '_');
		if (!p)
			break;
		*p++ = 0;
	}
	if (p)
		return 0;
	a->bytes = 4;
	if (n >= 2 && strcmp(tok[0], "pk") == 0 && strcmp(tok[1], "add") == 0) {
		i = 2;
		if (i < n && strcmp(tok[i], "rtn") == 0)
			a->rtn = 1, i++;
		if (i + 1 != n || (strcmp(tok[i], "f16") && strcmp(tok[i], "bf16")))
			return 0;
		a->kind = strcmp(tok[i], "f16") == 0 ? EMU_AT_PK_ADD_F16 : EMU_AT_PK_ADD_BF16;
		return 1;
	}
	if (n >= 2 && strcmp(tok[0], "cond") == 0 && strcmp(tok[1], "sub") == 0) {
		a->kind = EMU_AT_COND_SUB;
		i = 2;
	} else if (!op_token(tok[0], a, &sign)) {
		return 0;
	} else {
		i = 1;
	}
	for (; i < n; i++) {
		if (strcmp(tok[i], "rtn") == 0 && !a->rtn)
			a->rtn = 1;
		else if (strcmp(tok[i], "clamp") == 0 && a->kind == EMU_AT_SUB)
			a->kind = EMU_AT_SUB_CLAMP;
		else if (strcmp(tok[i], "num") == 0 && (a->kind == EMU_AT_UMIN || a->kind == EMU_AT_UMAX))
			a->num = 1;
		else if (i + 1 != n || !type_token(tok[i], a, &sign))
			return 0;
	}
	if (a->fp) {
		switch (a->kind) {
		case EMU_AT_ADD: a->kind = EMU_AT_FADD; break;
		case EMU_AT_UMIN: a->kind = EMU_AT_FMIN; break;
		case EMU_AT_UMAX: a->kind = EMU_AT_FMAX; break;
		case EMU_AT_CMPSWAP: break;
		default: return 0;
		}
	} else if (a->num) {
		return 0;
	} else if (sign == 1 && (a->kind == EMU_AT_UMIN || a->kind == EMU_AT_UMAX)) {
		a->kind = a->kind == EMU_AT_UMIN ? EMU_AT_SMIN : EMU_AT_SMAX;
	}
	return 1;
}

static uint64_t get(const void *p, unsigned int bytes)
{
	uint64_t v = 0;

	memcpy(&v, p, bytes);  /* little endian host, as the GPU */
	return v;
}

static int64_t sx(uint64_t v, unsigned int bytes)
{
	return bytes == 4 ? (int64_t)(int32_t)(uint32_t)v : (int64_t)v;
}

static double fval(uint64_t v, unsigned int bytes)
{
	if (bytes == 4) {
		float f;
		uint32_t u = (uint32_t)v;

		memcpy(&f, &u, 4);
		return f;
	}
	{
		double d;

		memcpy(&d, &v, 8);
		return d;
	}
}

static uint64_t fbits(double d, unsigned int bytes)
{
	uint64_t v = 0;

	if (bytes == 4) {
		float f = (float)d;
		uint32_t u;

		memcpy(&u, &f, 4);
		return u;
	}
	memcpy(&v, &d, 8);
	return v;
}

/* f32/f64 add rounded once in the operand's own precision. */
static uint64_t fadd(uint64_t m, uint64_t d, unsigned int bytes)
{
	if (bytes == 4)
		return fbits((double)((float)fval(m, 4) + (float)fval(d, 4)), 4);
	return fbits(fval(m, 8) + fval(d, 8), 8);
}

/* min/max: the *_num forms are IEEE minimumNumber/maximumNumber (a NaN
 * operand loses, -0 < +0); the others follow the guides' pseudocode
 * `src < tmp ? src : tmp` (a NaN on either side keeps memory). */
static uint64_t fminmax(const struct emu_atomic_op *a, uint64_t m, uint64_t d)
{
	double x = fval(m, a->bytes), y = fval(d, a->bytes);
	int max = a->kind == EMU_AT_FMAX;

	if (a->num) {
		if (isnan(x))
			return isnan(y) ? fbits(NAN, a->bytes) : d;
		if (isnan(y))
			return m;
		if (x == y)  /* +0/-0: the sign decides */
			return (signbit(x) != 0) == !max ? m : d;
		return (max ? y > x : y < x) ? d : m;
	}
	return (max ? y > x : y < x) ? d : m;
}

/* bf16 bits of d rounded once to nearest even (overflow: infinity; NaN:
 * quiet, sign kept). */
static uint16_t bf16_round(double d)
{
	double a = fabs(d);
	uint16_t sign = signbit(d) ? 0x8000 : 0;
	int ex, q;
	uint32_t n;

	if (isnan(d))
		return sign | 0x7fc0;
	if (a == 0.0)
		return sign;
	frexp(a, &ex);        /* a in [2^(ex-1), 2^ex): 8 significant bits */
	q = ex - 8;
	if (q < -133)
		q = -133;     /* subnormals: quantum 2^-133 */
	n = (uint32_t)nearbyint(ldexp(a, -q));
	if (q == -133)        /* n * 2^-133: the bit pattern is n */
		return (uint16_t)(sign | n);
	if (n == 256) {
		n = 128;
		q++;
	}
	if (q + 134 >= 255)
		return sign | 0x7f80;
	return (uint16_t)(sign | (uint32_t)(q + 134) << 7 | (n - 128));
}

static double bf16_val(uint16_t h)
{
	uint32_t u = (uint32_t)h << 16;
	float f;

	memcpy(&f, &u, 4);
	return f;
}

/* Packed adds: each 16-bit half added and rounded once to nearest even. */
static uint32_t pk_add(unsigned int kind, uint32_t m, uint32_t d)
{
	uint32_t r = 0;

	for (unsigned int k = 0; k < 32; k += 16) {
		uint16_t x = (uint16_t)(m >> k), y = (uint16_t)(d >> k);

		if (kind == EMU_AT_PK_ADD_F16)
			r |= (uint32_t)gsi_f16_from_double(gsi_f16_to_double(x) + gsi_f16_to_double(y)) << k;
		else
			r |= (uint32_t)bf16_round(bf16_val(x) + bf16_val(y)) << k;
	}
	return r;
}

static void rmw(const struct emu_atomic_op *a, uint8_t *mem, const uint32_t *data, uint32_t *old)
{
	unsigned int b = a->bytes;
	uint64_t mask = b == 4 ? 0xffffffffull : ~0ull;
	uint64_t m = get(mem, b), d0 = get(data, b), d1 = a->two ? get((const uint8_t *)data + b, b) : 0;
	uint64_t r = m;

	switch (a->kind) {
	case EMU_AT_ADD: r = m + d0; break;
	case EMU_AT_SUB: r = m - d0; break;
	case EMU_AT_RSUB: r = d0 - m; break;
	case EMU_AT_INC: r = m >= d0 ? 0 : m + 1; break;
	case EMU_AT_DEC: r = m == 0 || m > d0 ? d0 : m - 1; break;
	case EMU_AT_SMIN: r = sx(d0, b) < sx(m, b) ? d0 : m; break;
	case EMU_AT_SMAX: r = sx(d0, b) > sx(m, b) ? d0 : m; break;
	case EMU_AT_UMIN: r = d0 < m ? d0 : m; break;
	case EMU_AT_UMAX: r = d0 > m ? d0 : m; break;
	case EMU_AT_AND: r = m & d0; break;
	case EMU_AT_OR: r = m | d0; break;
	case EMU_AT_XOR: r = m ^ d0; break;
	case EMU_AT_MSKOR: r = (m & ~d0) | d1; break;
	case EMU_AT_SWAP: r = d0; break;
	case EMU_AT_CMPSWAP: {
		uint64_t src = a->cmp_first ? d1 : d0, cmp = a->cmp_first ? d0 : d1;
		int eq = a->fp ? fval(m, b) == fval(cmp, b) : m == cmp;

		r = eq ? src : m;
		break;
	}
	case EMU_AT_WRAP: r = m >= d0 ? m - d0 : m + d1; break;
	case EMU_AT_SUB_CLAMP: r = m >= d0 ? m - d0 : 0; break;
	case EMU_AT_COND_SUB: r = m >= d0 ? m - d0 : m; break;
	case EMU_AT_FADD: r = fadd(m, d0, b); break;
	case EMU_AT_FMIN: case EMU_AT_FMAX: r = fminmax(a, m, d0); break;
	case EMU_AT_PK_ADD_F16: case EMU_AT_PK_ADD_BF16: r = pk_add(a->kind, (uint32_t)m, (uint32_t)d0); break;
	default: break;
	}
	r &= mask;
	if (old)
		memcpy(old, &m, b);
	memcpy(mem, &r, b);
}

/* Workgroups run on several host threads (dispatch.c), so one location's
 * read-modify-write must not interleave with another thread's: a spin lock
 * per 64-byte line, hashed into a table.  (Synchronisation only: the table
 * holds no state between calls.) */
static unsigned char line_lock[1024];

void gsi_emu_atomic_rmw(const struct emu_atomic_op *a, uint8_t *mem, const uint32_t *data, uint32_t *old)
{
	uintptr_t line = (uintptr_t)mem >> 6;
	unsigned char *l = &line_lock[(line ^ line >> 10) & 1023];

	while (__atomic_test_and_set(l, __ATOMIC_ACQUIRE))
		while (__atomic_load_n(l, __ATOMIC_RELAXED))
			;
	rmw(a, mem, data, old);
	__atomic_clear(l, __ATOMIC_RELEASE);
}

EMU_NAME_FACT(gsi_emu_atomic_of, struct emu_atomic_op, gsi_emu_atomic_parse)
