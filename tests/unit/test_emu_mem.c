// SPDX-License-Identifier: MIT
/*
 * Emulator memory semantics added for issue #5: the RDNA4 packed 16-bit
 * float atomics (global_atomic_pk_add_f16/bf16, returning and not;
 * ds_pk_add_f16/bf16 and their _rtn forms), returning global atomics on
 * both generations, and the checker's report of a global store still in
 * flight at a barrier.  Expected values are computed here in C.
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
#include "emu_testutil.h"


/* ---------------------------------------------------------------- references */

static uint32_t xs_state = 4242;

static uint32_t xs(void) { return emu_xs(&xs_state); }

static double h2d(uint16_t u) { _Float16 h; memcpy(&h, &u, 2); return (double)h; }
static uint16_t d2h(double d) { _Float16 h = (_Float16)d; uint16_t u; memcpy(&u, &h, 2); return u; }
static double b2d(uint16_t u) { uint32_t w = (uint32_t)u << 16; float f; memcpy(&f, &w, 4); return f; }

/* bf16 of an exact double in the normal range: round the significand to 8
 * bits, to nearest even, on the double's bits */
static uint16_t d2b(double d)
{
	uint64_t u;
	float f;
	uint32_t w;

	memcpy(&u, &d, 8);
	u += (1ull << 44) - 1 + (u >> 45 & 1);
	u &= ~((1ull << 45) - 1);
	memcpy(&d, &u, 8);
	f = (float)d;  /* exact: 8 significant bits */
	memcpy(&w, &f, 4);
	return (uint16_t)(w >> 16);
}

static uint32_t pk_f16(uint32_t m, uint32_t v)
{
	return d2h(h2d((uint16_t)m) + h2d((uint16_t)v)) |
	       (uint32_t)d2h(h2d((uint16_t)(m >> 16)) + h2d((uint16_t)(v >> 16))) << 16;
}

static uint32_t pk_bf16(uint32_t m, uint32_t v)
{
	return d2b(b2d((uint16_t)m) + b2d((uint16_t)v)) |
	       (uint32_t)d2b(b2d((uint16_t)(m >> 16)) + b2d((uint16_t)(v >> 16))) << 16;
}

/* moderate values (no overflow, no subnormal sums) with random signs */
static uint16_t rnd_h(void) { return (uint16_t)((xs() & 0x83ff) | (0x3000 + xs() % 0x1000)); }
static uint16_t rnd_b(void) { return (uint16_t)((xs() & 0x807f) | (0x3c00 + (xs() % 0x300 & 0x3f80))); }

/* ---------------------------------------------------------------- packed atomics */

/* 32 lanes; lane l adds IN[l] to word (l % 4) of OUT (8 lanes per word, in
 * lane order); the returning forms write the old value to OUT[64 + l]. */
static void test_pk_atomic(struct emu_env *e, const char *what, const char *inst, int rtn, int bf)
{
	char body[2048];
	uint32_t *in = emu_in(e), *out = emu_out(e), mem[4], want_ret[32];
	int bad = 0;

	for (unsigned int i = 0; i < 32; i++)
		in[i] = bf ? (uint32_t)rnd_b() << 16 | rnd_b() : (uint32_t)rnd_h() << 16 | rnd_h();
	for (unsigned int i = 0; i < 4; i++)
		out[i] = mem[i] = bf ? (uint32_t)rnd_b() << 16 | rnd_b() : (uint32_t)rnd_h() << 16 | rnd_h();
	memset(out + 64, 0x55, 32 * 4);
	for (unsigned int l = 0; l < 32; l++) {
		want_ret[l] = mem[l % 4];
		mem[l % 4] = bf ? pk_bf16(mem[l % 4], in[l]) : pk_f16(mem[l % 4], in[l]);
	}
	snprintf(body, sizeof(body),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tv_and_b32 v2, 12, v1\n"
		 "\tWAIT_KM\n"
		 "\tglobal_load_b32 v3, v1, s[4:5]\n"
		 "\tWAIT_LOAD\n"
		 "%s"
		 "\tWAIT_LOAD\n"
		 "%s",
		 inst, rtn ? "\tglobal_store_b32 v1, v4, s[6:7] offset:256\n" : "");
	if (!emu_run_ok(e, what, body, NULL, 1, 32))
		return;
	for (unsigned int i = 0; i < 4; i++)
		if (out[i] != mem[i] && bad++ < 3)
			CHECK(0, "%s: %s word %u = 0x%08x, expected 0x%08x", e->tname, what, i, out[i], mem[i]);
	for (unsigned int l = 0; rtn && l < 32; l++)
		if (out[64 + l] != want_ret[l] && bad++ < 3)
			CHECK(0, "%s: %s lane %u returned 0x%08x, expected 0x%08x", e->tname, what, l, out[64 + l],
			      want_ret[l]);
	if (!bad)
		CHECK(1, "%s: %s: 32 lanes on 4 words, in lane order%s", e->tname, what,
		      rtn ? ", old values returned" : "");
}

static void test_ds_pk(struct emu_env *e, const char *what, const char *inst, int rtn, int bf)
{
	char body[2048];
	uint32_t *in = emu_in(e), *out = emu_out(e), mem[4], want_ret[32];
	int bad = 0;

	for (unsigned int i = 0; i < 32; i++)
		in[i] = bf ? (uint32_t)rnd_b() << 16 | rnd_b() : (uint32_t)rnd_h() << 16 | rnd_h();
	for (unsigned int i = 0; i < 4; i++)
		in[32 + i] = mem[i] = bf ? (uint32_t)rnd_b() << 16 | rnd_b() : (uint32_t)rnd_h() << 16 | rnd_h();
	memset(out, 0x55, 512);
	for (unsigned int l = 0; l < 32; l++) {
		want_ret[l] = mem[l % 4];
		mem[l % 4] = bf ? pk_bf16(mem[l % 4], in[l]) : pk_f16(mem[l % 4], in[l]);
	}
	/* LDS words 0..3 from IN[32..35] (lanes 0..3), then the atomic, then out */
	snprintf(body, sizeof(body),
		 "\ts_load_b128 s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tv_and_b32 v2, 12, v1\n"
		 "\tWAIT_KM\n"
		 "\tglobal_load_b32 v3, v1, s[4:5]\n"
		 "\tglobal_load_b32 v5, v2, s[4:5] offset:128\n"
		 "\tWAIT_LOAD\n"
		 "\tds_store_b32 v2, v5\n"
		 "%s"
		 "\tWAIT_DS\n"
		 "\tds_load_b32 v6, v2\n"
		 "\tWAIT_DS\n"
		 "\tglobal_store_b32 v1, v6, s[6:7]\n"
		 "%s",
		 inst, rtn ? "\tglobal_store_b32 v1, v4, s[6:7] offset:256\n" : "");
	if (!emu_run_ok(e, what, body, "\t.amdhsa_group_segment_fixed_size 512\n", 1, 32))
		return;
	for (unsigned int l = 0; l < 32; l++)
		if (out[l] != mem[l % 4] && bad++ < 3)
			CHECK(0, "%s: %s LDS word %u = 0x%08x, expected 0x%08x", e->tname, what, l % 4, out[l], mem[l % 4]);
	for (unsigned int l = 0; rtn && l < 32; l++)
		if (out[64 + l] != want_ret[l] && bad++ < 3)
			CHECK(0, "%s: %s lane %u returned 0x%08x, expected 0x%08x", e->tname, what, l, out[64 + l],
			      want_ret[l]);
	if (!bad)
		CHECK(1, "%s: %s: 32 lanes on 4 LDS words, in lane order%s", e->tname, what,
		      rtn ? ", old values returned" : "");
}

/* ---------------------------------------------------------------- returning atomics */

static void test_atomic_rtn(struct emu_env *e)
{
	char body[2048];
	uint32_t *out = emu_out(e);
	struct gs_error err = { 0 };
	enum gs_status st;
	int ok = 1;

	/* an older store to the same word is ordered before the atomic: 5, then
	 * each lane adds 1 and gets 5 + lane */
	memset(out, 0x55, 512);
	snprintf(body, sizeof(body),
		 "\ts_load_b64 s[6:7], s[0:1], 0x8\n"
		 "\tv_mov_b32 v1, 0\n\tv_mov_b32 v2, 5\n\tv_mov_b32 v3, 1\n"
		 "\tv_lshlrev_b32 v5, 2, v0\n"
		 "\tWAIT_KM\n"
		 "\tglobal_store_b32 v1, v2, s[6:7]\n"
		 "\tglobal_atomic_add_u32 v4, v1, v3, s[6:7] ATOMIC_RTN\n"
		 "\tWAIT_LOAD\n"
		 "\tglobal_store_b32 v5, v4, s[6:7] offset:256\n");
	if (emu_run_ok(e, "global_atomic_add_u32 returning", body, NULL, 1, 32)) {
		for (unsigned int l = 0; l < 32; l++)
			ok &= out[64 + l] == 5 + l;
		CHECK(ok && out[0] == 37, "%s: returning global_atomic_add_u32 after a store to the same word: old values 5..36, final %u (expected 37)",
		      e->tname, out[0]);
	}
	/* the returned value is a load: reading it before the wait is a hazard */
	st = emu_run(e, "\ts_load_b64 s[6:7], s[0:1], 0x8\n\tv_mov_b32 v1, 0\n\tv_mov_b32 v3, 1\n\tWAIT_KM\n"
		    "\tglobal_atomic_add_u32 v4, v1, v3, s[6:7] ATOMIC_RTN\n\tv_add_nc_u32 v5, v4, 1\n\tWAIT_LOAD\n",
		 NULL, 1, 32, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v4") &&
	      strstr(err.msg, e->gen >= 12 ? "s_wait_loadcnt 0" : "s_waitcnt vmcnt(0)"),
	      "%s: reading a returning atomic's result before the wait is a hazard: %s", e->tname, err.msg);
}

/* ---------------------------------------------------------------- checker: stores at a barrier */

/* Wave 0 stores, both waves meet at a barrier, wave 1 reads the store. */
static void test_store_barrier(struct emu_env *e)
{
	char body[2048];
	struct gs_error err = { 0 };
	enum gs_status st;
	uint32_t *out = emu_out(e);

	for (int with_wait = 0; with_wait < 2; with_wait++) {
		snprintf(body, sizeof(body),
			 "\ts_load_b64 s[6:7], s[0:1], 0x8\n"
			 "\tv_lshlrev_b32 v1, 2, v0\n"
			 "\tv_and_b32 v1, 0x7c, v1\n"
			 "\tv_add_nc_u32 v2, 100, v0\n"
			 "\tWAIT_KM\n"
			 "\tv_cmp_gt_u32 vcc_lo, 32, v0\n"
			 "\ts_cbranch_vccz .Lreader\n"
			 "\tglobal_store_b32 v1, v2, s[6:7]\n"
			 "%s"
			 "\tBARRIER\n"
			 "\ts_branch .Lend\n"
			 ".Lreader:\n"
			 "\tBARRIER\n"
			 "\tglobal_load_b32 v3, v1, s[6:7]\n"
			 "\tWAIT_LOAD\n"
			 "\tglobal_store_b32 v1, v3, s[6:7] offset:256\n"
			 ".Lend:", with_wait ? "\tWAIT_STORE\n" : "");
		memset(out, 0, 512);
		st = emu_run(e, body, NULL, 1, 64, &err);
		if (!with_wait) {
			CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "global_store_b32 v1, v2, s[6:7]") &&
			      strstr(err.msg, "barrier while the memory write") &&
			      strstr(err.msg, e->gen >= 12 ? "expected s_wait_storecnt 0 before the barrier"
							   : "expected s_waitcnt_vscnt null, 0x0 before the barrier"),
			      "%s: a global store in flight at a barrier is reported: %s", e->tname, err.msg);
		} else {
			int ok = st == GS_OK;

			for (unsigned int i = 0; ok && i < 32; i++)
				ok = out[64 + i] == 100 + i;
			CHECK(ok, "%s: ... and with the wait the kernel runs clean and wave 1 reads wave 0's data (%s)",
			      e->tname, st ? err.msg : "ok");
		}
	}
	/* the same without the checker: runs (silicon might show stale data) */
}

/* ---------------------------------------------------------------- main */

static void test_all(struct emu_env *e)
{
	if (e->gen >= 12) {
		for (int i = 0; i < 4; i++) {  /* several random rounds */
			test_pk_atomic(e, "global_atomic_pk_add_f16",
				       "\tglobal_atomic_pk_add_f16 v2, v3, s[6:7]\n", 0, 0);
			test_pk_atomic(e, "global_atomic_pk_add_bf16",
				       "\tglobal_atomic_pk_add_bf16 v2, v3, s[6:7]\n", 0, 1);
			test_pk_atomic(e, "global_atomic_pk_add_f16 returning",
				       "\tglobal_atomic_pk_add_f16 v4, v2, v3, s[6:7] th:TH_ATOMIC_RETURN\n", 1, 0);
			test_pk_atomic(e, "global_atomic_pk_add_bf16 returning",
				       "\tglobal_atomic_pk_add_bf16 v4, v2, v3, s[6:7] th:TH_ATOMIC_RETURN\n", 1, 1);
			test_ds_pk(e, "ds_pk_add_f16", "\tds_pk_add_f16 v2, v3\n", 0, 0);
			test_ds_pk(e, "ds_pk_add_bf16", "\tds_pk_add_bf16 v2, v3\n", 0, 1);
			test_ds_pk(e, "ds_pk_add_rtn_f16", "\tds_pk_add_rtn_f16 v4, v2, v3\n\tWAIT_DS\n", 1, 0);
			test_ds_pk(e, "ds_pk_add_rtn_bf16", "\tds_pk_add_rtn_bf16 v4, v2, v3\n\tWAIT_DS\n", 1, 1);
		}
	}
	test_atomic_rtn(e);
	test_store_barrier(e);
}

int main(void)
{
	return emu_main(test_all, "test_emu_mem");
}
