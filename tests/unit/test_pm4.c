// SPDX-License-Identifier: MIT
/*
 * PM4 layer: golden gfx11 / gfx12 dispatch streams decoded field by field
 * through the shared parser, builder -> parser round trips for every
 * emitter, malformed streams with their exact messages, and the dump.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/pm4.h"
#include "gfxshim/regs.h"
#include "gfxshim/target.h"
#include "harness.h"

/* ---- decoding helper: every SH register a stream writes ---- */
struct decoded {
	uint32_t sh[0x400];
	unsigned int sh_writes[0x400];
	unsigned int n_writes;
	struct gs_pm4_packet acquire, dispatch, release;
	int n_acquire, n_dispatch, n_release, n_other;
	enum gs_status status;
	char msg[GS_ERROR_MSG_MAX];
	size_t dispatch_idx, release_idx, n_packets;
};

static void decode(const uint32_t *dw, size_t ndw, struct decoded *d)
{
	struct gs_error err = { 0 };
	struct gs_pm4_packet p;
	size_t pos = 0;

	memset(d, 0, sizeof(*d));
	while (pos < ndw) {
		const uint32_t *v;
		uint32_t addr;
		size_t n;

		d->status = gs_pm4_next(dw, ndw, &pos, &p, &err);
		if (d->status != GS_OK) {
			memcpy(d->msg, err.msg, sizeof(d->msg));
			return;
		}
		if (p.type == 3 && p.opcode == GS_PM4_SET_SH_REG && gs_pm4_reg_writes(&p, &addr, &v, &n)) {
			for (size_t i = 0; i < n; i++) {
				d->sh[addr + i - 0x2c00] = v[i];
				d->sh_writes[addr + i - 0x2c00]++;
				d->n_writes++;
			}
		} else if (p.type == 3 && p.opcode == GS_PM4_ACQUIRE_MEM) {
			d->acquire = p, d->n_acquire++;
		} else if (p.type == 3 && p.opcode == GS_PM4_DISPATCH_DIRECT) {
			d->dispatch = p, d->n_dispatch++, d->dispatch_idx = d->n_packets;
		} else if (p.type == 3 && p.opcode == GS_PM4_RELEASE_MEM) {
			d->release = p, d->n_release++, d->release_idx = d->n_packets;
		} else {
			d->n_other++;
		}
		d->n_packets++;
	}
}

static void check_reg(const struct decoded *d, const struct gs_regdb *db, const char *name,
		      uint32_t want)
{
	const struct gs_reg *r = gs_reg_by_name(db, name);

	CHECK(r != NULL, "%s: %s exists", db->name, name);
	if (!r)
		return;
	CHECK_EQ(d->sh_writes[r->addr - 0x2c00], 1, "%s written once", name);
	CHECK_EQ(d->sh[r->addr - 0x2c00], want, "%s value", name);
}

/* ---- golden streams ---- */

/* gfx1100, wave32, two user SGPRs, no scratch, fence. */
static const uint32_t golden_gfx11[] = {
	0xc0065800, 0x00000000, 0xffffffff, 0x00ffffff, 0x00000000, 0x00000000,
	0x0000000a, 0x0000c3b1, 0xc0067600, 0x00000204, 0x00000000, 0x00000000,
	0x00000000, 0x00000040, 0x00000001, 0x00000001, 0xc0027600, 0x0000020c,
	0x12345678, 0x00000000, 0xc0027600, 0x00000212, 0x60af0041, 0x00000084,
	0xc0067600, 0x00000215, 0x00000000, 0xffffffff, 0xffffffff, 0x00000000,
	0xffffffff, 0xffffffff, 0xc0017600, 0x00000228, 0x00000000, 0xc0047600,
	0x0000022b, 0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xc0027600,
	0x00000240, 0xdeadbeef, 0x00000012, 0xc0031502, 0x00000004, 0x00000002,
	0x00000001, 0x00008045, 0xc0064900, 0x06603528, 0x20000000, 0x00100000,
	0x00000000, 0x00000007, 0x00000000, 0x00000000,
};

/* gfx1201, wave64, scratch, fence. */
static const uint32_t golden_gfx12[] = {
	0xc0065800, 0x00000000, 0xffffffff, 0x00ffffff, 0x00000000, 0x00000000,
	0x0000000a, 0x0000c3b1, 0xc0067600, 0x00000204, 0x00000000, 0x00000000,
	0x00000000, 0x00000040, 0x00000001, 0x00000001, 0xc0027600, 0x0000020c,
	0x12345678, 0x00000000, 0xc0047600, 0x00000210, 0x12345678, 0x0000007f,
	0x60af0041, 0x00000085, 0xc0067600, 0x00000215, 0x00000000, 0xffffffff,
	0xffffffff, 0x00004020, 0xffffffff, 0xffffffff, 0xc0017600, 0x00000223,
	0xffffffff, 0xc0017600, 0x00000228, 0x00000000, 0xc0047600, 0x0000022b,
	0xffffffff, 0xffffffff, 0xffffffff, 0xffffffff, 0xc0027600, 0x00000240,
	0xdeadbeef, 0x00000012, 0xc0031502, 0x00000004, 0x00000002, 0x00000001,
	0x00000045, 0xc0064900, 0x06600528, 0x20000000, 0x00100000, 0x00000000,
	0x00000007, 0x00000000, 0x00000000,
};

static struct gs_dispatch base_dispatch(void)
{
	struct gs_dispatch d = {
		.code_va = 0x1234567800ull,
		.rsrc1 = 0x60af0041,
		.rsrc2 = 0x84,          /* USER_SGPR=2, TGID_X_EN */
		.rsrc3 = 0,
		.user_sgpr = { 0xdeadbeef, 0x12 },
		.n_user_sgpr = 2,
		.grid = { 4, 2, 1 },
		.block = { 64, 1, 1 },
		.wave32 = 1,
		.fence_va = 0x100000,
		.fence_value = 7,
	};
	return d;
}

static void check_common(const struct decoded *d, const struct gs_regdb *db,
			 uint32_t initiator, uint32_t release_gcr)
{
	struct gs_pm4_release_mem rm;
	char name[64];

	CHECK_EQ(d->status, GS_OK, "stream decodes");
	CHECK_EQ(d->n_acquire, 1, "one ACQUIRE_MEM");
	CHECK_EQ(d->n_dispatch, 1, "one DISPATCH_DIRECT");
	CHECK_EQ(d->n_release, 1, "one RELEASE_MEM");
	CHECK_EQ(d->n_other, 0, "no other packets");
	CHECK_EQ(d->acquire.offset, 0, "ACQUIRE_MEM comes first");
	CHECK_EQ(d->release_idx, d->n_packets - 1, "RELEASE_MEM comes last");
	CHECK_EQ(d->dispatch_idx, d->n_packets - 2, "DISPATCH_DIRECT right before it");

	/* ACQUIRE_MEM gfx10+: gfx_v11_0_emit_mem_sync layout */
	CHECK_EQ(d->acquire.body_dw, 7, "ACQUIRE_MEM has 7 body dwords");
	CHECK_EQ(d->acquire.body[0], 0, "ACQUIRE_MEM CP_COHER_CNTL");
	CHECK_EQ(d->acquire.body[1], 0xffffffff, "ACQUIRE_MEM COHER_SIZE");
	CHECK_EQ(d->acquire.body[2], 0xffffff, "ACQUIRE_MEM COHER_SIZE_HI");
	CHECK_EQ(d->acquire.body[5], 0xa, "ACQUIRE_MEM POLL_INTERVAL");
	CHECK_EQ(d->acquire.body[6], 0xc3b1, "ACQUIRE_MEM GCR_CNTL: GL2/GLM wb+inv, GL1/GLV/GLK/GLI inv");

	check_reg(d, db, "COMPUTE_PGM_LO", 0x12345678);
	check_reg(d, db, "COMPUTE_PGM_HI", 0);
	check_reg(d, db, "COMPUTE_PGM_RSRC1", 0x60af0041);
	check_reg(d, db, "COMPUTE_PGM_RSRC3", 0);
	check_reg(d, db, "COMPUTE_USER_DATA_0", 0xdeadbeef);
	check_reg(d, db, "COMPUTE_USER_DATA_1", 0x12);
	check_reg(d, db, "COMPUTE_RESOURCE_LIMITS", 0);
	check_reg(d, db, "COMPUTE_START_X", 0);
	check_reg(d, db, "COMPUTE_START_Y", 0);
	check_reg(d, db, "COMPUTE_START_Z", 0);
	check_reg(d, db, "COMPUTE_NUM_THREAD_X", 64);
	check_reg(d, db, "COMPUTE_NUM_THREAD_Y", 1);
	check_reg(d, db, "COMPUTE_NUM_THREAD_Z", 1);
	for (int se = 0; se < 16; se++) {
		snprintf(name, sizeof(name), "COMPUTE_STATIC_THREAD_MGMT_SE%d", se);
		if (gs_reg_by_name(db, name))
			check_reg(d, db, name, 0xffffffff);
	}
	CHECK_EQ(d->sh_writes[gs_reg_by_name(db, "COMPUTE_USER_DATA_2")->addr - 0x2c00], 0,
		 "USER_DATA_2 not written");

	CHECK_EQ(d->dispatch.shader_type, 1, "DISPATCH_DIRECT is a compute packet");
	CHECK_EQ(d->dispatch.body[0], 4, "DISPATCH_DIRECT dim x");
	CHECK_EQ(d->dispatch.body[1], 2, "DISPATCH_DIRECT dim y");
	CHECK_EQ(d->dispatch.body[2], 1, "DISPATCH_DIRECT dim z");
	CHECK_EQ(d->dispatch.body[3], initiator, "DISPATCH_DIRECT initiator");

	CHECK_EQ(gs_pm4_decode_release_mem(&d->release, &rm, NULL), GS_OK, "RELEASE_MEM decodes");
	CHECK_EQ(rm.event_type, 0x28, "RELEASE_MEM event BOTTOM_OF_PIPE_TS");
	CHECK_EQ(rm.event_index, 5, "RELEASE_MEM event index 5 (EOP)");
	CHECK_EQ(rm.gcr, release_gcr, "RELEASE_MEM GCR bits");
	CHECK_EQ(rm.cache_policy, 3, "RELEASE_MEM cache policy bypass");
	CHECK_EQ(rm.data_sel, 1, "RELEASE_MEM DATA_SEL 32-bit");
	CHECK_EQ(rm.int_sel, 0, "RELEASE_MEM INT_SEL none");
	CHECK_EQ(rm.dst_sel, 0, "RELEASE_MEM DST_SEL memory");
	CHECK_EQ(rm.addr, 0x100000, "RELEASE_MEM address");
	CHECK_EQ(rm.data, 7, "RELEASE_MEM value");
}

static void test_golden_gfx11(void)
{
	const struct gs_target *t = gs_target_find("gfx1100");
	const struct gs_regdb *db = gs_regdb_find(t->regdb);
	struct gs_dispatch disp = base_dispatch();
	struct gs_error err = { 0 };
	struct decoded *d = calloc(1, sizeof(*d));
	struct gs_pm4 s;

	gs_pm4_init(&s, t);
	CHECK_EQ(gs_pm4_build_dispatch(&s, &disp, &err), GS_OK, "gfx11 dispatch builds: %s", err.msg);
	CHECK_EQ(s.n, sizeof(golden_gfx11) / 4, "gfx11 stream length");
	CHECK(s.n == sizeof(golden_gfx11) / 4 && memcmp(s.dw, golden_gfx11, sizeof(golden_gfx11)) == 0,
	      "gfx11 stream matches the golden dwords");

	decode(s.dw, s.n, d);
	check_common(d, db, 0x8045, 0x00603000); /* GCR: GLM_WB GLM_INV GL2_WB SEQ */
	check_reg(d, db, "COMPUTE_PGM_RSRC2", 0x84);
	check_reg(d, db, "COMPUTE_TMPRING_SIZE", 0);
	CHECK_EQ(d->sh_writes[gs_reg_by_name(db, "COMPUTE_DISPATCH_SCRATCH_BASE_LO")->addr - 0x2c00], 0,
		 "no scratch base without scratch");
	/* PGM x2, RSRC x3, TMPRING, USER_DATA x2, LIMITS, START x3, NUM_THREAD x3, SE0..7 */
	CHECK_EQ(d->n_writes, 2 + 3 + 1 + 2 + 1 + 3 + 3 + 8, "gfx11 register write count");
	CHECK_EQ(d->dispatch.body[3],
		 GS_DISPATCH_INIT_COMPUTE_SHADER_EN | GS_DISPATCH_INIT_FORCE_START_AT_000 |
		 GS_DISPATCH_INIT_ORDER_MODE | GS_DISPATCH_INIT_CS_W32_EN, "wave32 initiator bits");
	gs_pm4_free(&s);
	free(d);
}

static void test_golden_gfx12(void)
{
	const struct gs_target *t = gs_target_find("gfx1201");
	const struct gs_regdb *db = gs_regdb_find(t->regdb);
	struct gs_dispatch disp = base_dispatch();
	struct gs_error err = { 0 };
	struct decoded *d = calloc(1, sizeof(*d));
	struct gs_pm4 s;

	disp.wave32 = 0;
	disp.rsrc2 |= 1; /* SCRATCH_EN */
	disp.scratch_va = 0x7f1234567800ull;
	disp.scratch_bytes_per_wave = 1000; /* 4 units of 256 bytes */
	disp.scratch_waves = 32;

	gs_pm4_init(&s, t);
	CHECK_EQ(gs_pm4_build_dispatch(&s, &disp, &err), GS_OK, "gfx12 dispatch builds: %s", err.msg);
	CHECK_EQ(s.n, sizeof(golden_gfx12) / 4, "gfx12 stream length");
	CHECK(s.n == sizeof(golden_gfx12) / 4 && memcmp(s.dw, golden_gfx12, sizeof(golden_gfx12)) == 0,
	      "gfx12 stream matches the golden dwords");

	decode(s.dw, s.n, d);
	check_common(d, db, 0x45, 0x00600000); /* gfx12: GL2_WB SEQ only */
	check_reg(d, db, "COMPUTE_PGM_RSRC2", 0x85);
	check_reg(d, db, "COMPUTE_TMPRING_SIZE", 32 | 4 << 12);
	check_reg(d, db, "COMPUTE_DISPATCH_SCRATCH_BASE_LO", 0x12345678);
	check_reg(d, db, "COMPUTE_DISPATCH_SCRATCH_BASE_HI", 0x7f);
	check_reg(d, db, "COMPUTE_STATIC_THREAD_MGMT_SE8", 0xffffffff);
	CHECK_EQ(d->n_writes, 2 + 3 + 1 + 2 + 2 + 1 + 3 + 3 + 9, "gfx12 register write count");
	gs_pm4_free(&s);
	free(d);
}

static void test_dispatch_errors(void)
{
	struct gs_error err = { 0 };
	struct gs_dispatch d;
	struct gs_pm4 s;

	gs_pm4_init(&s, gs_target_find("gfx942"));
	d = base_dispatch();
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_UNSUPPORTED, "gfx942 dispatch unsupported");
	CHECK_STR(err.msg, "dispatch: no PM4 dispatch for gfx942 (gfx11 and gfx12 only)", "gfx942 message");
	CHECK_EQ(s.n, 0, "nothing emitted for gfx942");
	gs_pm4_free(&s);

	gs_pm4_init(&s, gs_target_find("gfx1250"));
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_UNSUPPORTED, "gfx1250 dispatch unsupported");
	gs_pm4_free(&s);

	gs_pm4_init(&s, gs_target_find("gfx1100"));
	d = base_dispatch();
	d.code_va = 0x1234567880ull;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_INVALID, "unaligned code rejected");
	CHECK_STR(err.msg, "dispatch: code address 0x1234567880 is not 256-byte aligned", "alignment message");

	d = base_dispatch();
	d.n_user_sgpr = 1;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_INVALID, "too few user SGPRs rejected");
	CHECK_STR(err.msg, "dispatch: kernel expects 2 user SGPRs (COMPUTE_PGM_RSRC2.USER_SGPR), dispatch sets 1",
		  "user SGPR message");

	d = base_dispatch();
	d.rsrc2 |= 1;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_INVALID, "scratch kernel without scratch rejected");
	CHECK_STR(err.msg, "dispatch: kernel uses scratch (COMPUTE_PGM_RSRC2.SCRATCH_EN) but scratch_va is 0",
		  "scratch message");

	d = base_dispatch();
	d.scratch_va = 0x10000;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_INVALID, "scratch without scratch_waves rejected");

	d = base_dispatch();
	d.scratch_va = 0x10000, d.scratch_waves = 8, d.scratch_bytes_per_wave = 0x8000000;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_RANGE, "huge scratch per wave rejected");
	CHECK_STR(err.msg, "dispatch: COMPUTE_TMPRING_SIZE.WAVESIZE = 524288 does not fit (max 32767)",
		  "WAVESIZE range message");

	d = base_dispatch();
	d.block[0] = 1024, d.block[1] = 2;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_RANGE, "2048-thread block rejected");
	d = base_dispatch();
	d.grid[2] = 0;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_INVALID, "empty grid rejected");
	CHECK_EQ(s.n, 0, "rejected dispatches emit nothing");
	CHECK_EQ(gs_pm4_status(&s, NULL), GS_OK, "and leave the stream usable");
	gs_pm4_free(&s);
}

/* ---- emitters round trip through the parser ---- */

static void test_round_trips(void)
{
	const struct gs_target *t = gs_target_find("gfx1100");
	struct gs_error err = { 0 };
	struct gs_pm4_packet p;
	struct gs_pm4_release_mem rm;
	const uint32_t vals[3] = { 1, 2, 3 };
	const uint32_t wd[4] = { 0x500, 0x1000, 0, 0x55 };
	const uint32_t *v = NULL;
	uint32_t addr = 0;
	size_t pos = 0, n = 0;
	struct gs_pm4 s;

	gs_pm4_init(&s, t);
	gs_pm4_emit(&s, GS_PM4_PKT2);                       /* 0: type-2 filler */
	gs_pm4_nop(&s, 0);                                  /* 1: NOP1 */
	gs_pm4_nop(&s, 3);                                  /* 2: NOP + 3 */
	gs_pm4_set_sh_reg(&s, "COMPUTE_USER_DATA_4", vals, 3); /* 6 */
	gs_pm4_set_sh_reg1(&s, "COMPUTE_PGM_RSRC3", 0x77);  /* 11 */
	gs_pm4_acquire_mem_all(&s);                         /* 14 */
	gs_pm4_release_mem_fence(&s, 0x123456789abcull, 42); /* 22 */
	gs_pm4_packet3(&s, GS_PM4_WRITE_DATA, GS_PM4_PKT3_COMPUTE, wd, 4); /* 30 */
	gs_pm4_emit(&s, GS_PM4_PKT0(0x2e40, 1));            /* 35: type 0, 2 values */
	gs_pm4_emit(&s, 9);
	gs_pm4_emit(&s, 10);
	CHECK_EQ(gs_pm4_status(&s, &err), GS_OK, "emitters succeed: %s", err.msg);
	CHECK_EQ(s.n, 38, "stream length");

	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "filler parses");
	CHECK(p.type == 2 && p.body_dw == 0 && pos == 1, "type-2 filler is one dword");

	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "NOP1 parses");
	CHECK(p.type == 3 && p.opcode == GS_PM4_NOP && p.body_dw == 0 && pos == 2, "NOP1 is header only");

	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "NOP parses");
	CHECK(p.opcode == GS_PM4_NOP && p.body_dw == 3 && p.offset == 2 && pos == 6, "NOP carries 3 dwords");

	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "SET_SH_REG parses");
	CHECK(p.opcode == GS_PM4_SET_SH_REG && gs_pm4_reg_writes(&p, &addr, &v, &n), "SET_SH_REG writes registers");
	CHECK_EQ(addr, 0x2e44, "SET_SH_REG first register COMPUTE_USER_DATA_4");
	CHECK(n == 3 && v[0] == 1 && v[1] == 2 && v[2] == 3, "SET_SH_REG values 1 2 3");
	CHECK_EQ(p.shader_type, 0, "SET_SH_REG shader type 0");

	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "SET_SH_REG (1) parses");
	CHECK(gs_pm4_reg_writes(&p, &addr, &v, &n) && addr == 0x2e28 && n == 1 && v[0] == 0x77,
	      "set_sh_reg1 writes COMPUTE_PGM_RSRC3 = 0x77");

	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "ACQUIRE_MEM parses");
	CHECK(p.opcode == GS_PM4_ACQUIRE_MEM && p.body_dw == 7 && p.body[6] == 0xc3b1, "ACQUIRE_MEM gfx11 form");

	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "RELEASE_MEM parses");
	CHECK_EQ(gs_pm4_decode_release_mem(&p, &rm, &err), GS_OK, "RELEASE_MEM decodes");
	CHECK(rm.addr == 0x123456789abcull && rm.data == 42 && rm.data_sel == 1, "RELEASE_MEM address and value");

	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "WRITE_DATA parses");
	CHECK(p.opcode == GS_PM4_WRITE_DATA && p.shader_type == 1 && p.body_dw == 4 && p.body[3] == 0x55,
	      "packet3 with the compute flag");
	CHECK(!gs_pm4_reg_writes(&p, &addr, &v, &n), "WRITE_DATA writes no registers");

	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "type-0 parses");
	CHECK(p.type == 0 && gs_pm4_reg_writes(&p, &addr, &v, &n) && addr == 0x2e40 && n == 2 &&
	      v[0] == 9 && v[1] == 10, "type-0 writes 0x2e40 = 9, 10");
	CHECK_EQ(pos, s.n, "whole stream consumed");
	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_ERR_RANGE, "reading past the end");
	CHECK_STR(err.msg, "dword 38: past the end of the stream (38 dwords)", "past-the-end message");
	gs_pm4_free(&s);

	/* gfx9 forms: ACQUIRE_MEM count 5, CACHE_FLUSH_AND_INV_TS_EVENT fence */
	gs_pm4_init(&s, gs_target_find("gfx942"));
	gs_pm4_acquire_mem_all(&s);
	gs_pm4_release_mem_fence(&s, 0x2000, 1);
	pos = 0;
	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "gfx9 ACQUIRE_MEM parses");
	CHECK(p.body_dw == 6 && p.body[0] == 0x28c40000, "gfx9 ACQUIRE_MEM CP_COHER_CNTL (gfx_v9_4_3_emit_mem_sync)");
	CHECK_EQ(gs_pm4_next(s.dw, s.n, &pos, &p, &err), GS_OK, "gfx9 RELEASE_MEM parses");
	CHECK(gs_pm4_decode_release_mem(&p, &rm, NULL) == GS_OK && rm.event_type == 0x14 && rm.addr == 0x2000,
	      "gfx9 fence event and address");
	gs_pm4_free(&s);
}

static void test_builder_errors(void)
{
	struct gs_error err = { 0 };
	struct gs_pm4 s;

	gs_pm4_init(&s, gs_target_find("gfx1201"));
	gs_pm4_set_sh_reg1(&s, "GRBM_GFX_INDEX", 0);
	CHECK_EQ(gs_pm4_status(&s, &err), GS_ERR_INVALID, "SET_SH_REG of a UCONFIG register fails");
	CHECK_STR(err.msg, "pm4: GRBM_GFX_INDEX (0xc200) is a uconfig register, SET_SH_REG needs the SH range 0x2c00..0x2fff",
		  "non-SH register message");
	CHECK_EQ(s.n, 0, "nothing emitted");
	gs_pm4_nop(&s, 1);
	gs_pm4_set_sh_reg1(&s, "COMPUTE_PGM_LO", 1);
	CHECK_EQ(s.n, 0, "errors are sticky: later emitters do nothing");
	CHECK_STR(s.msg, "pm4: GRBM_GFX_INDEX (0xc200) is a uconfig register, SET_SH_REG needs the SH range 0x2c00..0x2fff",
		  "first error kept");
	gs_pm4_free(&s);

	gs_pm4_init(&s, gs_target_find("gfx1201"));
	gs_pm4_set_sh_reg1(&s, "DB_RENDER_CONTROL", 0);
	CHECK_EQ(gs_pm4_status(&s, &err), GS_ERR_INVALID, "SET_SH_REG of a CONTEXT register fails");
	gs_pm4_free(&s);

	gs_pm4_init(&s, gs_target_find("gfx1100"));
	gs_pm4_set_sh_reg1(&s, "COMPUTE_NO_SUCH", 0);
	CHECK_EQ(gs_pm4_status(&s, &err), GS_ERR_INVALID, "unknown register fails");
	CHECK_STR(err.msg, "pm4: no register COMPUTE_NO_SUCH in gc_11_0_0", "unknown register message");
	gs_pm4_free(&s);

	gs_pm4_init(&s, gs_target_find("gfx1100"));
	gs_pm4_nop(&s, 0x4000);
	CHECK_EQ(gs_pm4_status(&s, &err), GS_ERR_RANGE, "oversized NOP fails");
	gs_pm4_free(&s);

	gs_pm4_init(&s, gs_target_find("gfx1100"));
	gs_pm4_release_mem_fence(&s, 0x1002, 1);
	CHECK_EQ(gs_pm4_status(&s, &err), GS_ERR_INVALID, "unaligned fence fails");
	gs_pm4_free(&s);

	gs_pm4_init(&s, gs_target_find("gfx1250"));
	gs_pm4_set_sh_reg1(&s, "COMPUTE_PGM_LO", 0);
	CHECK_EQ(gs_pm4_status(&s, &err), GS_ERR_UNSUPPORTED, "target without regdb fails");
	CHECK_STR(err.msg, "pm4: target gfx1250 has no register database", "no-regdb message");
	gs_pm4_free(&s);
}

/* ---- malformed streams ---- */

static void expect_pm4_error(const uint32_t *dw, size_t ndw, const char *want, const char *what)
{
	struct gs_error err = { 0 };
	struct gs_pm4_packet p;
	enum gs_status st = GS_OK;
	size_t pos = 0, before = 0;

	while (pos < ndw) {
		before = pos;
		st = gs_pm4_next(dw, ndw, &pos, &p, &err);
		if (st != GS_OK)
			break;
	}
	CHECK_EQ(st, GS_ERR_PM4, "%s: GS_ERR_PM4", what);
	CHECK_STR(err.msg, want, "%s: message", what);
	CHECK_EQ(pos, before, "%s: position stays at the bad packet", what);
}

static void test_malformed(void)
{
	const uint32_t trunc[] = { GS_PM4_NOP1, GS_PM4_PKT3(GS_PM4_SET_SH_REG, 2), 0x240 };
	const uint32_t trunc0[] = { GS_PM4_PKT0(0x2e40, 3), 1, 2 };
	const uint32_t bad_dispatch[] = { GS_PM4_PKT3(GS_PM4_DISPATCH_DIRECT, 2), 1, 1, 1 };
	const uint32_t bad_set[] = { GS_PM4_PKT3(GS_PM4_SET_SH_REG, 0), 0x240 };
	const uint32_t bad_release[] = { GS_PM4_PKT3(GS_PM4_RELEASE_MEM, 4), 0, 0, 0, 0, 0 };
	const uint32_t unknown[] = { GS_PM4_PKT2, GS_PM4_NOP1, GS_PM4_PKT3(0xee, 0), 0 };
	const uint32_t type1[] = { GS_PM4_PKT3(GS_PM4_NOP, 0), 0, 0x40000000 };
	const uint32_t sh_range[] = { GS_PM4_PKT3(GS_PM4_SET_SH_REG, 2), 0x3ff, 1, 2 };
	const uint32_t uc_range[] = { GS_PM4_PKT3(GS_PM4_SET_UCONFIG_REG, 1), 0x4000, 1 };

	expect_pm4_error(trunc, 3, "dword 1: truncated SET_SH_REG packet: 3 body dwords, only 1 left",
			 "truncated type 3");
	expect_pm4_error(trunc0, 3, "dword 0: truncated type-0 packet: 4 register values, only 2 dwords left",
			 "truncated type 0");
	expect_pm4_error(bad_dispatch, 4, "dword 0: DISPATCH_DIRECT with 3 body dwords, expected 4",
			 "bad DISPATCH_DIRECT count");
	expect_pm4_error(bad_set, 2, "dword 0: SET_SH_REG with 1 body dwords, expected at least 2",
			 "SET_SH_REG without values");
	expect_pm4_error(bad_release, 6, "dword 0: RELEASE_MEM with 5 body dwords, expected 7",
			 "bad RELEASE_MEM count");
	expect_pm4_error(unknown, 4, "dword 2: unknown type-3 opcode 0xee", "unknown opcode");
	expect_pm4_error(type1, 3, "dword 2: type-1 packet header 0x40000000 is invalid", "type-1 header");
	expect_pm4_error(sh_range, 4,
			 "dword 0: SET_SH_REG writes 0x2fff..0x3000, outside the sh range 0x2c00..0x2fff",
			 "SET_SH_REG past the SH range");
	expect_pm4_error(uc_range, 3,
			 "dword 0: SET_UCONFIG_REG writes 0x10000..0x10000, outside the uconfig range 0xc000..0xffff",
			 "SET_UCONFIG_REG past the UCONFIG range");
}

static void test_names(void)
{
	static const struct { unsigned int op; const char *name; } ops[] = {
		{ GS_PM4_NOP, "NOP" }, { GS_PM4_SET_BASE, "SET_BASE" },
		{ GS_PM4_DISPATCH_DIRECT, "DISPATCH_DIRECT" }, { GS_PM4_DISPATCH_INDIRECT, "DISPATCH_INDIRECT" },
		{ GS_PM4_PRED_EXEC, "PRED_EXEC" }, { GS_PM4_WRITE_DATA, "WRITE_DATA" },
		{ GS_PM4_WAIT_REG_MEM, "WAIT_REG_MEM" }, { GS_PM4_INDIRECT_BUFFER, "INDIRECT_BUFFER" },
		{ GS_PM4_COPY_DATA, "COPY_DATA" }, { GS_PM4_EVENT_WRITE, "EVENT_WRITE" },
		{ GS_PM4_RELEASE_MEM, "RELEASE_MEM" }, { GS_PM4_ACQUIRE_MEM, "ACQUIRE_MEM" },
		{ GS_PM4_SET_CONFIG_REG, "SET_CONFIG_REG" }, { GS_PM4_SET_CONTEXT_REG, "SET_CONTEXT_REG" },
		{ GS_PM4_SET_SH_REG, "SET_SH_REG" }, { GS_PM4_SET_UCONFIG_REG, "SET_UCONFIG_REG" },
		{ GS_PM4_SET_SH_REG_INDEX, "SET_SH_REG_INDEX" },
	};

	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		CHECK_STR(gs_pm4_opcode_name(ops[i].op), ops[i].name, "opcode 0x%02x name", ops[i].op);
	CHECK(gs_pm4_opcode_name(0xee) == NULL, "0xee is unknown");
	CHECK(gs_pm4_opcode_name(0x100) == NULL, "0x100 is out of range");
}

static void test_dump(void)
{
	const struct gs_target *t = gs_target_find("gfx1100");
	const uint32_t bad[] = { GS_PM4_NOP1, GS_PM4_PKT3(0xee, 0), 0 };
	struct gs_error err = { 0 };
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	CHECK(f != NULL, "memstream opens");
	if (!f)
		return;
	CHECK_EQ(gs_pm4_dump(f, t, golden_gfx11, sizeof(golden_gfx11) / 4, &err), GS_OK, "golden dumps");
	fclose(f);
	CHECK(strstr(buf, "[    0] ACQUIRE_MEM coher_cntl=0x00000000") != NULL, "dump shows ACQUIRE_MEM");
	CHECK(strstr(buf, "GL2_INV=1 GL2_WB=1 }") != NULL, "dump decodes GCR_CNTL");
	CHECK(strstr(buf, "COMPUTE_PGM_LO (0x2e0c) = 0x12345678") != NULL, "dump names SH registers");
	CHECK(strstr(buf, "COMPUTE_PGM_RSRC2 (0x2e13) = 0x00000084 { USER_SGPR=2 TGID_X_EN=1 }") != NULL,
	      "dump decodes register fields");
	CHECK(strstr(buf, "COMPUTE_DESTINATION_EN_SE0/COMPUTE_STATIC_THREAD_MGMT_SE0 (0x2e16)") != NULL,
	      "dump shows register aliases");
	CHECK(strstr(buf, "[   45] DISPATCH_DIRECT compute x=4 y=2 z=1 initiator=0x00008045 "
			  "{ COMPUTE_SHADER_EN=1 FORCE_START_AT_000=1 ORDER_MODE=1 CS_W32_EN=1 }") != NULL,
	      "dump shows dispatch dims and initiator bits");
	CHECK(strstr(buf, "[   50] RELEASE_MEM event=0x28 (BOTTOM_OF_PIPE_TS) event_index=5") != NULL,
	      "dump shows RELEASE_MEM event");
	CHECK(strstr(buf, "data_sel=1 addr=0x100000 data=0x7") != NULL, "dump shows fence address and value");
	free(buf);

	f = open_memstream(&buf, &len);
	if (!f)
		return;
	CHECK_EQ(gs_pm4_dump(f, t, bad, 3, &err), GS_ERR_PM4, "dump stops at a bad packet");
	CHECK_STR(err.msg, "dword 1: unknown type-3 opcode 0xee", "dump error message");
	fclose(f);
	CHECK(strstr(buf, "[    0] NOP (0 payload dwords)") != NULL, "packets before the error are listed");
	free(buf);
}

int main(void)
{
	test_golden_gfx11();
	test_golden_gfx12();
	test_dispatch_errors();
	test_round_trips();
	test_builder_errors();
	test_malformed();
	test_names();
	test_dump();
	return t_done();
}
