// SPDX-License-Identifier: MIT
/*
 * DS (LDS) instructions on the emulator (emu/exec_ds.c), per target:
 * a workgroup of 128 threads (4 waves of 32 on gfx11/gfx12, 2 of 64 on
 * gfx9) fills 4 KiB of LDS from memory, runs one DS instruction with lane 5
 * of every wave inactive, and copies LDS and the destination registers out.
 * Both are compared with a model written here in C from the ISA guides:
 * zero/sign extension, d16 halves kept, two-address offset units, addtid's
 * M0-based addresses, and atomics whose lanes collide on a few addresses --
 * applied in ascending lane order, the order exec_ds.c documents.  Then an
 * access past the LDS allocation must fault and a missing wait must be
 * flagged by the hazard checker.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"

#define NT 128          /* threads */
#define LDSB 4096       /* LDS bytes */
/* byte offsets in the input buffer */
#define IN_ADDR 4096
#define IN_D0 4608
#define IN_D1 6656
#define IN_DST 8704
#define IN_M0 10752
#define OUT_DST 4096

enum { G11 = 1, G12 = 2, G9 = 4 };
enum { A_DISTINCT, A_RANDOM, A_CONFLICT, A_NONE };
enum kind { LOAD, STORE, LOAD2, STORE2, XCHG2, TIDLOAD, TIDSTORE, ATOM };
enum at {
	AT_ADD, AT_SUB, AT_RSUB, AT_INC, AT_DEC, AT_MINI, AT_MAXU, AT_AND, AT_OR, AT_XOR, AT_MSKOR,
	AT_CMP_NEWFIRST, AT_CMP_CMPFIRST, AT_SWAP, AT_MAXI, AT_MINU, AT_FADD, AT_WRAP,
};

struct dcase {
	const char *op, *op9;  /* instruction text (gfx11/gfx12, gfx9), operands included */
	int gens;
	enum kind kind;
	int bytes;             /* per element */
	int sext, d16, hi;     /* loads: sign extend, d16 half; stores: high half */
	int unit;              /* two-address: bytes per offset step */
	int off, off0, off1;   /* offsets (bytes; two-address: steps) */
	int amode;
	int at, rtn;           /* ATOM: operation and whether it returns */
};

static const struct dcase cases[] = {
	{ "ds_load_b32 v20, v10 offset:8", "ds_read_b32 v20, v10 offset:8", G11 | G12 | G9, LOAD, 4, 0, 0, 0, 0, 8, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_b64 v[20:21], v10 offset:16", "ds_read_b64 v[20:21], v10 offset:16", G11 | G12 | G9, LOAD, 8, 0, 0, 0, 0, 16, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_b96 v[20:22], v10 offset:4", "ds_read_b96 v[20:22], v10 offset:4", G11 | G12 | G9, LOAD, 12, 0, 0, 0, 0, 4, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_b128 v[20:23], v10 offset:32", "ds_read_b128 v[20:23], v10 offset:32", G11 | G12 | G9, LOAD, 16, 0, 0, 0, 0, 32, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_u8 v20, v10 offset:3", "ds_read_u8 v20, v10 offset:3", G11 | G12 | G9, LOAD, 1, 0, 0, 0, 0, 3, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_i8 v20, v10 offset:1", "ds_read_i8 v20, v10 offset:1", G11 | G12 | G9, LOAD, 1, 1, 0, 0, 0, 1, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_u16 v20, v10 offset:2", "ds_read_u16 v20, v10 offset:2", G11 | G12 | G9, LOAD, 2, 0, 0, 0, 0, 2, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_i16 v20, v10", "ds_read_i16 v20, v10", G11 | G12 | G9, LOAD, 2, 1, 0, 0, 0, 0, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_u8_d16 v20, v10", "ds_read_u8_d16 v20, v10", G11 | G12 | G9, LOAD, 1, 0, 1, 0, 0, 0, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_u8_d16_hi v20, v10 offset:5", "ds_read_u8_d16_hi v20, v10 offset:5", G11 | G12 | G9, LOAD, 1, 0, 2, 0, 0, 5, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_i8_d16 v20, v10", "ds_read_i8_d16 v20, v10", G11 | G12 | G9, LOAD, 1, 1, 1, 0, 0, 0, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_i8_d16_hi v20, v10", "ds_read_i8_d16_hi v20, v10", G11 | G12 | G9, LOAD, 1, 1, 2, 0, 0, 0, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_u16_d16 v20, v10 offset:6", "ds_read_u16_d16 v20, v10 offset:6", G11 | G12 | G9, LOAD, 2, 0, 1, 0, 0, 6, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_u16_d16_hi v20, v10", "ds_read_u16_d16_hi v20, v10", G11 | G12 | G9, LOAD, 2, 0, 2, 0, 0, 0, 0, 0, A_RANDOM, 0, 0 },
	{ "ds_load_2addr_b32 v[20:21], v10 offset0:1 offset1:7", "ds_read2_b32 v[20:21], v10 offset0:1 offset1:7", G11 | G12 | G9, LOAD2, 4, 0, 0, 0, 4, 0, 1, 7, A_RANDOM, 0, 0 },
	{ "ds_load_2addr_b64 v[20:23], v10 offset0:3 offset1:1", "ds_read2_b64 v[20:23], v10 offset0:3 offset1:1", G11 | G12 | G9, LOAD2, 8, 0, 0, 0, 8, 0, 3, 1, A_RANDOM, 0, 0 },
	{ "ds_load_2addr_stride64_b32 v[20:21], v10 offset0:2 offset1:5", "ds_read2st64_b32 v[20:21], v10 offset0:2 offset1:5", G11 | G12 | G9, LOAD2, 4, 0, 0, 0, 256, 0, 2, 5, A_RANDOM, 0, 0 },
	{ "ds_load_2addr_stride64_b64 v[20:23], v10 offset0:1 offset1:2", "ds_read2st64_b64 v[20:23], v10 offset0:1 offset1:2", G11 | G12 | G9, LOAD2, 8, 0, 0, 0, 512, 0, 1, 2, A_RANDOM, 0, 0 },
	{ "ds_load_addtid_b32 v20 offset:12", "ds_read_addtid_b32 v20 offset:12", G11 | G12 | G9, TIDLOAD, 4, 0, 0, 0, 0, 12, 0, 0, A_NONE, 0, 0 },
	{ "ds_store_b8 v10, v12 offset:1", "ds_write_b8 v10, v12 offset:1", G11 | G12 | G9, STORE, 1, 0, 0, 0, 0, 1, 0, 0, A_DISTINCT, 0, 0 },
	{ "ds_store_b16 v10, v12 offset:2", "ds_write_b16 v10, v12 offset:2", G11 | G12 | G9, STORE, 2, 0, 0, 0, 0, 2, 0, 0, A_DISTINCT, 0, 0 },
	{ "ds_store_b8_d16_hi v10, v12", "ds_write_b8_d16_hi v10, v12", G11 | G12 | G9, STORE, 1, 0, 0, 1, 0, 0, 0, 0, A_DISTINCT, 0, 0 },
	{ "ds_store_b16_d16_hi v10, v12 offset:6", "ds_write_b16_d16_hi v10, v12 offset:6", G11 | G12 | G9, STORE, 2, 0, 0, 1, 0, 6, 0, 0, A_DISTINCT, 0, 0 },
	{ "ds_store_b32 v10, v12 offset:4", "ds_write_b32 v10, v12 offset:4", G11 | G12 | G9, STORE, 4, 0, 0, 0, 0, 4, 0, 0, A_DISTINCT, 0, 0 },
	{ "ds_store_b64 v10, v[12:13] offset:8", "ds_write_b64 v10, v[12:13] offset:8", G11 | G12 | G9, STORE, 8, 0, 0, 0, 0, 8, 0, 0, A_DISTINCT, 0, 0 },
	{ "ds_store_b96 v10, v[12:14] offset:4", "ds_write_b96 v10, v[12:14] offset:4", G11 | G12 | G9, STORE, 12, 0, 0, 0, 0, 4, 0, 0, A_DISTINCT, 0, 0 },
	{ "ds_store_b128 v10, v[12:15] offset:16", "ds_write_b128 v10, v[12:15] offset:16", G11 | G12 | G9, STORE, 16, 0, 0, 0, 0, 16, 0, 0, A_DISTINCT, 0, 0 },
	{ "ds_store_2addr_b32 v10, v12, v16 offset1:1", "ds_write2_b32 v10, v12, v16 offset1:1", G11 | G12 | G9, STORE2, 4, 0, 0, 0, 4, 0, 0, 1, A_DISTINCT, 0, 0 },
	{ "ds_store_2addr_b64 v10, v[12:13], v[16:17] offset0:1", "ds_write2_b64 v10, v[12:13], v[16:17] offset0:1", G11 | G12 | G9, STORE2, 8, 0, 0, 0, 8, 0, 1, 0, A_DISTINCT, 0, 0 },
	{ "ds_store_2addr_stride64_b32 v10, v12, v16 offset1:2", "ds_write2st64_b32 v10, v12, v16 offset1:2", G11 | G12 | G9, STORE2, 4, 0, 0, 0, 256, 0, 0, 2, A_DISTINCT, 0, 0 },
	{ "ds_store_2addr_stride64_b64 v10, v[12:13], v[16:17] offset1:2", "ds_write2st64_b64 v10, v[12:13], v[16:17] offset1:2", G11 | G12 | G9, STORE2, 8, 0, 0, 0, 512, 0, 0, 2, A_DISTINCT, 0, 0 },
	{ "ds_store_addtid_b32 v12 offset:8", "ds_write_addtid_b32 v12 offset:8", G11 | G12 | G9, TIDSTORE, 4, 0, 0, 0, 0, 8, 0, 0, A_NONE, 0, 0 },
	{ "ds_storexchg_2addr_rtn_b32 v[20:21], v10, v12, v16 offset1:1", "ds_wrxchg2_rtn_b32 v[20:21], v10, v12, v16 offset1:1", G11 | G12 | G9, XCHG2, 4, 0, 0, 0, 4, 0, 0, 1, A_DISTINCT, 0, 0 },
	{ "ds_storexchg_2addr_stride64_rtn_b64 v[20:23], v10, v[12:13], v[16:17] offset1:2", "ds_wrxchg2st64_rtn_b64 v[20:23], v10, v[12:13], v[16:17] offset1:2", G11 | G12 | G9, XCHG2, 8, 0, 0, 0, 512, 0, 0, 2, A_DISTINCT, 0, 0 },
	/* atomics: lanes collide on four addresses per wave */
	{ "ds_add_u32 v10, v12 offset:4", "ds_add_u32 v10, v12 offset:4", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 4, 0, 0, A_CONFLICT, AT_ADD, 0 },
	{ "ds_add_rtn_u32 v20, v10, v12", "ds_add_rtn_u32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_ADD, 1 },
	{ "ds_sub_rtn_u32 v20, v10, v12", "ds_sub_rtn_u32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_SUB, 1 },
	{ "ds_rsub_rtn_u32 v20, v10, v12", "ds_rsub_rtn_u32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_RSUB, 1 },
	{ "ds_inc_rtn_u32 v20, v10, v12", "ds_inc_rtn_u32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_INC, 1 },
	{ "ds_dec_rtn_u32 v20, v10, v12 offset:8", "ds_dec_rtn_u32 v20, v10, v12 offset:8", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 8, 0, 0, A_CONFLICT, AT_DEC, 1 },
	{ "ds_min_rtn_i32 v20, v10, v12", "ds_min_rtn_i32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_MINI, 1 },
	{ "ds_max_rtn_u32 v20, v10, v12", "ds_max_rtn_u32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_MAXU, 1 },
	{ "ds_and_rtn_b32 v20, v10, v12", "ds_and_rtn_b32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_AND, 1 },
	{ "ds_or_b32 v10, v12", "ds_or_b32 v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_OR, 0 },
	{ "ds_xor_rtn_b32 v20, v10, v12", "ds_xor_rtn_b32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_XOR, 1 },
	{ "ds_mskor_rtn_b32 v20, v10, v12, v16", "ds_mskor_rtn_b32 v20, v10, v12, v16", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_MSKOR, 1 },
	{ "ds_cmpstore_rtn_b32 v20, v10, v12, v16", "ds_cmpst_rtn_b32 v20, v10, v16, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_CMP_NEWFIRST, 1 },
	{ "ds_cmpstore_b64 v10, v[12:13], v[16:17] offset:8", "ds_cmpst_b64 v10, v[16:17], v[12:13] offset:8", G11 | G12 | G9, ATOM, 8, 0, 0, 0, 0, 8, 0, 0, A_CONFLICT, AT_CMP_NEWFIRST, 0 },
	{ "ds_storexchg_rtn_b32 v20, v10, v12", "ds_wrxchg_rtn_b32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_SWAP, 1 },
	{ "ds_add_rtn_u64 v[20:21], v10, v[12:13]", "ds_add_rtn_u64 v[20:21], v10, v[12:13]", G11 | G12 | G9, ATOM, 8, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_ADD, 1 },
	{ "ds_max_rtn_i64 v[20:21], v10, v[12:13] offset:16", "ds_max_rtn_i64 v[20:21], v10, v[12:13] offset:16", G11 | G12 | G9, ATOM, 8, 0, 0, 0, 0, 16, 0, 0, A_CONFLICT, AT_MAXI, 1 },
	{ "ds_min_u64 v10, v[12:13]", "ds_min_u64 v10, v[12:13]", G11 | G12 | G9, ATOM, 8, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_MINU, 0 },
	{ "ds_add_rtn_f32 v20, v10, v12", "ds_add_rtn_f32 v20, v10, v12", G11 | G12 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_FADD, 1 },
	{ "ds_wrap_rtn_b32 v20, v10, v12, v16", "ds_wrap_rtn_b32 v20, v10, v12, v16", G11 | G9, ATOM, 4, 0, 0, 0, 0, 0, 0, 0, A_CONFLICT, AT_WRAP, 1 },
};

/* ---- the model ---- */

static uint64_t rd(const uint8_t *lds, unsigned int a, int bytes)
{
	uint64_t v = 0;

	for (int i = 0; i < bytes && i < 8; i++)
		v |= (uint64_t)lds[a + i] << (8 * i);
	return v;
}

static void wr(uint8_t *lds, unsigned int a, int bytes, uint64_t v)
{
	for (int i = 0; i < bytes && i < 8; i++)
		lds[a + i] = (uint8_t)(v >> (8 * i));
}

static float as_f(uint32_t u)
{
	float f;

	memcpy(&f, &u, 4);
	return f;
}

static uint32_t as_u(float f)
{
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

/* New memory value of an atomic (bits: 32 or 64). */
static uint64_t atom(int at, int bits, uint64_t m, uint64_t d0, uint64_t d1)
{
	uint64_t mask = bits == 64 ? ~0ull : 0xffffffffull;
	int64_t sm = bits == 64 ? (int64_t)m : (int32_t)m, sd = bits == 64 ? (int64_t)d0 : (int32_t)d0;

	switch (at) {
	case AT_ADD: return (m + d0) & mask;
	case AT_SUB: return (m - d0) & mask;
	case AT_RSUB: return (d0 - m) & mask;
	case AT_INC: return m >= d0 ? 0 : m + 1;
	case AT_DEC: return (m == 0 || m > d0) ? d0 : m - 1;
	case AT_MINI: return sd < sm ? d0 : m;
	case AT_MAXI: return sd > sm ? d0 : m;
	case AT_MAXU: return d0 > m ? d0 : m;
	case AT_MINU: return d0 < m ? d0 : m;
	case AT_AND: return m & d0;
	case AT_OR: return m | d0;
	case AT_XOR: return m ^ d0;
	case AT_MSKOR: return (m & ~d0) | d1;
	case AT_CMP_NEWFIRST: return m == d1 ? d0 : m;
	case AT_SWAP: return d0;
	case AT_FADD: return as_u(as_f((uint32_t)m) + as_f((uint32_t)d0));
	case AT_WRAP: return m >= d0 ? m - d0 : m + d1;
	default: return m;
	}
}

struct inputs {
	uint32_t addr[NT], d0[NT][4], d1[NT][4], dst[NT][4], m0;
	uint8_t lds[LDSB];
};

static void model(const struct dcase *k, int lanes, struct inputs *x)
{
	for (int t = 0; t < NT; t++) {
		int l = t % lanes, n = (k->bytes + 3) / 4;
		unsigned int a = x->addr[t] + (unsigned int)k->off;
		uint32_t *dst = x->dst[t];

		if (l == 5)
			continue;  /* inactive */
		switch (k->kind) {
		case LOAD:
		case TIDLOAD: {
			uint64_t v;

			if (k->kind == TIDLOAD)
				a = ((x->m0 + (unsigned int)(t - l) * 4) & 0xffff) + (unsigned int)k->off + (unsigned int)l * 4;
			if (k->bytes > 8) {
				for (int i = 0; i < n; i++)
					dst[i] = (uint32_t)rd(x->lds, a + 4 * i, 4);
				break;
			}
			v = rd(x->lds, a, k->bytes);
			if (k->sext && k->bytes == 1)
				v = (uint32_t)(int32_t)(int8_t)v;
			if (k->sext && k->bytes == 2)
				v = (uint32_t)(int32_t)(int16_t)v;
			if (k->d16 == 1)
				dst[0] = (dst[0] & 0xffff0000u) | (uint32_t)(v & 0xffff);
			else if (k->d16 == 2)
				dst[0] = (dst[0] & 0xffffu) | (uint32_t)(v << 16);
			else
				for (int i = 0; i < n; i++)
					dst[i] = (uint32_t)(v >> (32 * i));
			break;
		}
		case STORE:
		case TIDSTORE:
			if (k->kind == TIDSTORE)
				a = ((x->m0 + (unsigned int)(t - l) * 4) & 0xffff) + (unsigned int)k->off + (unsigned int)l * 4;
			for (int i = 0; i < k->bytes; i++) {
				uint32_t w = x->d0[t][i / 4];

				x->lds[a + i] = (uint8_t)((k->hi ? w >> 16 : w) >> (8 * (i % 4)));
			}
			break;
		case LOAD2:
		case STORE2:
		case XCHG2: {
			unsigned int a0 = x->addr[t] + (unsigned int)(k->off0 * k->unit);
			unsigned int a1 = x->addr[t] + (unsigned int)(k->off1 * k->unit);
			uint64_t o0 = rd(x->lds, a0, k->bytes), o1 = rd(x->lds, a1, k->bytes);

			if (k->kind != STORE2)
				for (int i = 0; i < n; i++) {
					dst[i] = (uint32_t)(o0 >> (32 * i));
					dst[n + i] = (uint32_t)(o1 >> (32 * i));
				}
			if (k->kind != LOAD2) {
				wr(x->lds, a0, k->bytes, x->d0[t][0] | (n > 1 ? (uint64_t)x->d0[t][1] << 32 : 0));
				wr(x->lds, a1, k->bytes, x->d1[t][0] | (n > 1 ? (uint64_t)x->d1[t][1] << 32 : 0));
			}
			break;
		}
		case ATOM: {
			uint64_t m = rd(x->lds, a, k->bytes);
			uint64_t d0 = x->d0[t][0] | (n > 1 ? (uint64_t)x->d0[t][1] << 32 : 0);
			uint64_t d1 = x->d1[t][0] | (n > 1 ? (uint64_t)x->d1[t][1] << 32 : 0);

			wr(x->lds, a, k->bytes, atom(k->at, 8 * k->bytes, m, d0, d1));
			if (k->rtn)
				for (int i = 0; i < n; i++)
					dst[i] = (uint32_t)(m >> (32 * i));
			break;
		}
		}
	}
}

/* ---- the kernel ---- */

/* gfx11/gfx12 spelling; gfx9 substitutes (see body9) */
static const char body11[] =
	"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
	"\tv_lshlrev_b32 v1, 2, v0\n"
	"\tv_lshlrev_b32 v2, 4, v0\n"
	"\tv_add_nc_u32 v7, 0x1200, v2\n"
	"\tv_add_nc_u32 v8, 0x1a00, v2\n"
	"\tv_add_nc_u32 v9, 0x2200, v2\n"
	"\tv_add_nc_u32 v11, 0x1000, v2\n"
	"\tv_add_nc_u32 v24, 0x1000, v1\n"
	"\tv_readfirstlane_b32 s9, v1\n"
	"\tWAIT_KM\n"
	"\ts_load_b32 s8, s[4:5], 0x2a00\n"
	"%s"  /* LDS fill loads */
	"\tglobal_load_b32 v10, v24, s[4:5]\n"
	"\tglobal_load_b128 v[12:15], v7, s[4:5]\n"
	"\tglobal_load_b128 v[16:19], v8, s[4:5]\n"
	"\tglobal_load_b128 v[20:23], v9, s[4:5]\n"
	"\tWAIT_LOAD\n"
	"%s"  /* LDS fill stores */
	"\tWAIT_KM\n"
	"\tS_ADD s9, s9, s8\n"
	"\ts_mov_b32 m0, s9\n"
	"\tWAIT_DS\n"
	"\tBARRIER\n"
	"\ts_mov_b32 exec_lo, 0xffffffdf\n"
	"\t%s\n"
	"\ts_mov_b32 exec_lo, -1\n"
	"\tWAIT_DS\n"
	"\tBARRIER\n"
	"%s"  /* LDS copy-out loads */
	"\tWAIT_DS\n"
	"%s"  /* copy-out stores */
	"\tglobal_store_b128 v11, v[20:23], s[6:7]\n";

static int build(struct emu_env *e, const char *op, char *out, size_t size)
{
	char fl[1024] = "", fs[1024] = "", cl[1024] = "", cs[1024] = "", b[8192];
	int g9 = e->gen == 9;

	/* thread t copies LDS dwords t + 128 k, k = 0..7, through v3 + k */
	for (int k = 0; k < 8; k++) {
		char t[160];

		snprintf(t, sizeof(t), g9 ? "\tglobal_load_dword v%d, v1, s[4:5] offset:%d\n"
					  : "\tglobal_load_b32 v%d, v1, s[4:5] offset:%d\n", k < 4 ? 3 + k : 25 + k - 4, k * 512);
		strcat(fl, t);
		snprintf(t, sizeof(t), g9 ? "\tds_write_b32 v1, v%d offset:%d\n" : "\tds_store_b32 v1, v%d offset:%d\n",
			 k < 4 ? 3 + k : 25 + k - 4, k * 512);
		strcat(fs, t);
		snprintf(t, sizeof(t), g9 ? "\tds_read_b32 v%d, v1 offset:%d\n" : "\tds_load_b32 v%d, v1 offset:%d\n",
			 k < 4 ? 3 + k : 25 + k - 4, k * 512);
		strcat(cl, t);
		snprintf(t, sizeof(t), g9 ? "\tglobal_store_dword v1, v%d, s[6:7] offset:%d\n"
					  : "\tglobal_store_b32 v1, v%d, s[6:7] offset:%d\n", k < 4 ? 3 + k : 25 + k - 4, k * 512);
		strcat(cs, t);
	}
	snprintf(b, sizeof(b), body11, fl, fs, op, cl, cs);
	if (g9) {  /* gfx9 spellings of the scaffolding */
		static const struct { const char *a, *b; } sub[] = {
			{ "s_load_b128", "s_load_dwordx4" }, { "s_load_b32", "s_load_dword" },
			{ "v_add_nc_u32", "v_add_u32" }, { "global_load_b32", "global_load_dword" },
			{ "global_load_b128", "global_load_dwordx4" }, { "global_store_b128", "global_store_dwordx4" },
		};
		char tmp[8192];

		for (size_t i = 0; i < sizeof(sub) / sizeof(sub[0]); i++) {
			char *p;

			while ((p = strstr(b, sub[i].a)) != NULL) {
				*p = 0;
				snprintf(tmp, sizeof(tmp), "%s%s%s", b, sub[i].b, p + strlen(sub[i].a));
				snprintf(b, sizeof(b), "%s", tmp);
			}
		}
	}
	snprintf(out, size, "%s", b);
	return 1;
}

static uint32_t rs = 0x2468ace1;

static void fill(const struct dcase *k, int lanes, struct inputs *x)
{
	for (int i = 0; i < LDSB; i++)
		x->lds[i] = (uint8_t)emu_xs(&rs);
	x->m0 = 0x10000 + 64 * (emu_xs(&rs) % 8);  /* bit 16 set: only M0[15:0] counts */
	for (int t = 0; t < NT; t++) {
		int w = t / lanes, l = t % lanes;

		for (int i = 0; i < 4; i++) {
			x->d0[t][i] = emu_xs(&rs);
			x->d1[t][i] = emu_xs(&rs);
			x->dst[t][i] = emu_xs(&rs);
		}
		switch (k->amode) {
		case A_RANDOM:  /* anywhere the access fits, element aligned */
			x->addr[t] = (emu_xs(&rs) % (LDSB - 2048)) & ~(unsigned int)(k->bytes >= 4 ? 3 : k->bytes - 1);
			break;
		case A_DISTINCT: {  /* thread t's own span; the two-address forms' span is 2 elements */
			unsigned int span = k->kind == STORE ? 16 : 2 * (unsigned int)k->bytes;

			if (k->unit >= 256)
				span = (unsigned int)k->bytes;
			x->addr[t] = (unsigned int)t * span;
			break;
		}
		case A_CONFLICT:  /* four addresses per wave, 8-byte aligned, in the wave's own region */
			x->addr[t] = (unsigned int)w * 256 + (unsigned int)(l % 4) * 8;
			if (k->at == AT_CMP_NEWFIRST && l % 3 == 0)  /* some compares succeed */
				x->d1[t][0] = 0, x->d1[t][1] = 0;
			break;
		default:
			x->addr[t] = 0;
		}
		if (k->kind == ATOM) {  /* small operands, so collisions give varied results */
			for (int i = 0; i < 4; i++) {
				x->d0[t][i] %= (k->at == AT_INC || k->at == AT_DEC || k->at == AT_WRAP) ? 8 : 0xffffffffu;
				x->d1[t][i] %= k->at == AT_WRAP ? 16 : 0xffffffffu;
			}
			if (k->at == AT_FADD)
				x->d0[t][0] = as_u((float)(emu_xs(&rs) % 64) * 0.25f);
			if (k->at == AT_MSKOR)
				x->d0[t][0] = 0xffu << (8 * (l % 4)), x->d1[t][0] = (uint32_t)t << (8 * (l % 4));
		}
	}
	if (k->kind == ATOM)  /* collided-on words: small values (inc/dec/wrap/compare see hits) */
		for (int w = 0; w < NT / lanes; w++)
			for (int s = 0; s < 4; s++) {
				unsigned int a = (unsigned int)w * 256 + (unsigned int)s * 8 + (unsigned int)k->off;

				wr(x->lds, a, k->bytes, k->at == AT_FADD ? as_u(1.5f) : k->at == AT_CMP_NEWFIRST ? 0 : emu_xs(&rs) % 6);
			}
}

static void run_case(struct emu_env *e, const struct dcase *k)
{
	static struct inputs x;
	static char src[8192];
	int lanes = e->gen == 9 ? 64 : 32, mask = e->gen == 9 ? G9 : e->gen == 11 ? G11 : G12, bad = 0;
	const char *op = e->gen == 9 ? k->op9 : k->op;
	uint8_t *in = (uint8_t *)emu_in(e), *out = (uint8_t *)emu_out(e);
	char mn[64], kd[160];

	if (!(k->gens & mask))
		return;
	sscanf(op, "%63s", mn);
	fill(k, lanes, &x);
	memcpy(in, x.lds, LDSB);
	for (int t = 0; t < NT; t++) {
		memcpy(in + IN_ADDR + 4 * t, &x.addr[t], 4);
		memcpy(in + IN_D0 + 16 * t, x.d0[t], 16);
		memcpy(in + IN_D1 + 16 * t, x.d1[t], 16);
		memcpy(in + IN_DST + 16 * t, x.dst[t], 16);
	}
	memcpy(in + IN_M0, &x.m0, 4);
	memset(out, 0x55, EMU_BUF);
	build(e, op, src, sizeof(src));
	snprintf(kd, sizeof(kd), "%s\t.amdhsa_group_segment_fixed_size %d\n",
		 e->gen == 9 ? "\t.amdhsa_accum_offset 32\n" : "", LDSB);
	if (!emu_run_ok(e, op, src, kd, 1, NT))
		return;
	model(k, lanes, &x);
	for (int i = 0; i < LDSB && bad < 3; i++)
		if (out[i] != x.lds[i])
			bad += !CHECK(0, "%s: %s: LDS byte 0x%x is 0x%02x, want 0x%02x", e->tname, mn, i, out[i], x.lds[i]);
	for (int t = 0; t < NT && bad < 3; t++)
		for (int i = 0; i < 4; i++) {
			uint32_t got;

			memcpy(&got, out + OUT_DST + 16 * t + 4 * i, 4);
			if (got != x.dst[t][i]) {
				bad += !CHECK(0, "%s: %s: thread %d v%d is 0x%08x, want 0x%08x", e->tname, mn, t, 20 + i,
					      got, x.dst[t][i]);
				break;
			}
		}
	CHECK(bad == 0, "%s: %s: LDS and destinations match the model (%d threads, lane 5 of each wave inactive)",
	      e->tname, op, NT);
}

/* Past the allocation: a fault naming lane and address; a result used
 * before its wait: the checker's hazard naming the wait. */
static void errors(struct emu_env *e)
{
	struct gs_error err = { 0 };
	char body[512], kd[160], want[160];
	enum gs_status st;
	int g9 = e->gen == 9;

	snprintf(kd, sizeof(kd), "%s\t.amdhsa_group_segment_fixed_size 512\n", g9 ? "\t.amdhsa_accum_offset 32\n" : "");
	snprintf(body, sizeof(body), "\tv_lshlrev_b32 v1, 3, v0\n\t%s v[2:3], v1 offset:256\n",
		 g9 ? "ds_read_b64" : "ds_load_b64");
	st = emu_run(e, body, kd, 1, 64, &err);
	snprintf(want, sizeof(want), "LDS memory violation (emulated): lane %d reads 8 bytes at LDS address 0x200", g9 ? 32 : 0);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, want), "%s: an LDS read past the allocation faults: %s", e->tname,
	      err.msg);
	snprintf(body, sizeof(body), "\tv_mov_b32 v1, 0\n\tv_mov_b32 v2, 5\n\t%s v3, v1, v2, v2 offset:508\n",
		 g9 ? "ds_cmpst_rtn_b32" : "ds_cmpstore_rtn_b32");
	st = emu_run(e, body, kd, 1, 64, &err);
	CHECK(st == GS_OK, "%s: a compare-store at the last dword of LDS runs: %s", e->tname, st ? err.msg : "ok");
	snprintf(body, sizeof(body), "\tv_mov_b32 v1, 0\n\tv_mov_b32 v2, 5\n\tds_add_rtn_u32 v3, v1, v2 offset:4\n\t%s v4, v3, v3\n",
		 g9 ? "v_add_u32" : "v_add_nc_u32");
	st = emu_run(e, body, kd, 1, 64, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v3, which the load at") &&
	      strstr(err.msg, e->gen == 12 ? "expected s_wait_dscnt 0" : "expected s_waitcnt lgkmcnt(0)"),
	      "%s: a returning DS atomic's result used without a wait is flagged: %s", e->tname, err.msg);
	snprintf(body, sizeof(body), "\tv_mov_b32 v1, 0\n\t%s v[2:3], v1, v4, v5\n\tv_mov_b32 v4, 1\n",
		 g9 ? "ds_wrxchg2_rtn_b32" : "ds_storexchg_2addr_rtn_b32");
	st = emu_run(e, body, kd, 1, 64, &err);
	CHECK(st == GS_OK, "%s: overwriting an exchange's data VGPR after issue is fine (read at issue): %s",
	      e->tname, st ? err.msg : "ok");
	snprintf(body, sizeof(body), "\tv_mov_b32 v1, 0\n\t%s v[2:3], v1, v4, v5\n\tv_mov_b32 v3, 1\n",
		 g9 ? "ds_wrxchg2_rtn_b32" : "ds_storexchg_2addr_rtn_b32");
	st = emu_run(e, body, kd, 1, 64, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v3"),
	      "%s: writing the exchange's second destination before the wait is flagged: %s", e->tname, err.msg);
	if (g9) {  /* no clamp against M0 (LLVM leaves it unset for LDS on gfx9) */
		st = emu_run(e, "\ts_mov_b32 m0, 0\n\tv_mov_b32 v1, 16\n\tds_write_b32 v1, v1\n\tds_read_b32 v2, v1\n"
			     "\ts_waitcnt lgkmcnt(0)\n", kd, 1, 64, &err);
		CHECK(st == GS_OK, "%s: DS with M0 = 0 runs: %s", e->tname, st ? err.msg : "ok");
	}
	if (g9)
		return;  /* every DS instruction of gfx942 and gfx950 runs (the transposing loads: test_emu_ds3.c) */
	snprintf(body, sizeof(body), "\t%s\n", e->gen == 11 ? "ds_bvh_stack_rtn_b32 v1, v0, v1, v[2:5]"
		 : "ds_bvh_stack_push4_pop1_rtn_b32 v1, v0, v1, v[2:5]");
	st = emu_run(e, body, kd, 1, 64, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "DECODE_ADDR/ENCODE_ADDR") &&
	      strstr(err.msg, "0xfffffffe"),
	      "%s: the BVH stack op is refused with the reason: %s", e->tname, err.msg);
}

/* gfx12 ds_bpermute_fi_b32 reads inactive source lanes; ds_bpermute_b32 gives 0 there. */
static void bpermute_fi(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_b64 s[4:5], s[0:1], 0x8\n"
		"\tv_xor_b32 v1, 1, v0\n"
		"\tv_lshlrev_b32 v1, 2, v1\n"
		"\tv_add_nc_u32 v2, 100, v0\n"
		"\tv_mov_b32 v3, 7\n"
		"\tv_mov_b32 v4, 7\n"
		"\ts_mov_b32 exec_lo, 0xfffffffe\n"
		"\tds_bpermute_fi_b32 v3, v1, v2\n"
		"\tds_bpermute_b32 v4, v1, v2\n"
		"\ts_mov_b32 exec_lo, -1\n"
		"\ts_wait_dscnt 0\n"
		"\tv_lshlrev_b32 v5, 3, v0\n"
		"\ts_wait_kmcnt 0\n"
		"\tglobal_store_b64 v5, v[3:4], s[4:5]\n";
	uint32_t *out = emu_out(e);
	int bad = 0;

	if (e->gen != 12)
		return;
	memset(out, 0x55, 256);
	if (!emu_run_ok(e, "ds_bpermute_fi_b32", body, NULL, 1, 32))
		return;
	for (unsigned int l = 0; l < 32; l++) {
		uint32_t fi = l == 0 ? 7 : 100 + (l ^ 1), plain = l == 0 ? 7 : l == 1 ? 0 : 100 + (l ^ 1);

		if (out[2 * l] != fi || out[2 * l + 1] != plain)
			bad += !CHECK(0, "%s: lane %u: ds_bpermute_fi_b32 0x%x (want 0x%x), ds_bpermute_b32 0x%x (want 0x%x)",
				      e->tname, l, out[2 * l], fi, out[2 * l + 1], plain);
	}
	CHECK(bad == 0, "%s: ds_bpermute_fi_b32 reads an inactive source lane, ds_bpermute_b32 gives 0", e->tname);
}

static void tests(struct emu_env *e)
{
	bpermute_fi(e);
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		run_case(e, &cases[i]);
	errors(e);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1151 gfx1201 gfx942 gfx950", tests, "test_emu_ds.s");
}
