// SPDX-License-Identifier: MIT
/*
 * PM4 layer: golden gfx11 / gfx12 dispatch streams decoded field by field
 * through the shared parser, builder -> parser round trips for every
 * emitter, malformed streams with their exact messages, and the dump.
 */
#include <dirent.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/pm4.h"
#include "gfxshim/regs.h"
#include "gfxshim/target.h"
#include "harness.h"
#include "../fuzz/json_check.h"

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
		.size = sizeof(d),
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
	struct gs_dispatch d = GS_DISPATCH_INIT;
	struct gs_pm4 s;

	gs_pm4_init(&s, gs_target_find("gfx942"));
	d = base_dispatch();
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_UNSUPPORTED, "gfx942 wave32 dispatch unsupported");
	CHECK_STR(err.msg, "dispatch: gfx942 has no wave32", "gfx942 wave32 message");
	CHECK_EQ(s.n, 0, "nothing emitted for gfx942");
	gs_pm4_free(&s);
	/* gfx942 architected flat scratch: WAVESIZE in 1 KiB units (2000 bytes -> 2) */
	gs_pm4_init(&s, gs_target_find("gfx942"));
	d.wave32 = 0, d.rsrc2 |= 1, d.scratch_va = 0x7f1234567800ull, d.scratch_waves = 4;
	d.scratch_bytes_per_wave = 2000;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_OK, "gfx942 scratch dispatch builds: %s", err.msg);
	{
		const struct gs_regdb *db = gs_regdb_find(gs_target_find("gfx942")->regdb);
		struct decoded *dd = calloc(1, sizeof(*dd));

		if (dd) {
			decode(s.dw, s.n, dd);
			check_reg(dd, db, "COMPUTE_TMPRING_SIZE", 4 | 2 << 12);
			check_reg(dd, db, "COMPUTE_DISPATCH_SCRATCH_BASE_LO", 0x12345678);
			check_reg(dd, db, "COMPUTE_DISPATCH_SCRATCH_BASE_HI", 0x7f);
			free(dd);
		}
	}
	gs_pm4_free(&s);

	gs_pm4_init(&s, gs_target_find("gfx1250"));
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_UNSUPPORTED, "gfx1250 dispatch unsupported");
	CHECK_STR(err.msg, "dispatch: no PM4 dispatch for gfx1250 (gfx9, gfx11 and gfx12 only)", "gfx1250 message");
	gs_pm4_free(&s);

	gs_pm4_init(&s, gs_target_find("gfx1100"));
	d = base_dispatch();
	d.n_cu_mask = 9;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_RANGE, "gfx11 CU mask for SE8 rejected");
	CHECK_STR(err.msg, "dispatch: CU mask for SE8, but gc_11_0_0 has no COMPUTE_STATIC_THREAD_MGMT_SE8",
		  "no-SE message");
	d.n_cu_mask = 2;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_INVALID, "all-zero CU masks rejected");
	CHECK_STR(err.msg, "dispatch: the CU masks enable no CU", "zero CU mask message");
	d = base_dispatch();
	d.timestamp_va = 0x1004;
	CHECK_EQ(gs_pm4_build_dispatch(&s, &d, &err), GS_ERR_INVALID, "unaligned timestamp rejected");
	CHECK_EQ(s.n, 0, "nothing emitted");
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


/* ---- gfx9 (gfx942) golden dispatch ---- */

/* gfx942, wave64, RSRC3 ACCUM_OFFSET=3, two user SGPRs, fence. */
static const uint32_t golden_gfx942[] = {
	0xc0055800, 0x28c40000, 0xffffffff, 0x00ffffff, 0x00000000, 0x00000000,
	0x0000000a, 0xc0067600, 0x00000204, 0x00000000, 0x00000000, 0x00000000,
	0x00000040, 0x00000001, 0x00000001, 0xc0027600, 0x0000020c, 0x12345678,
	0x00000000, 0xc0027600, 0x00000212, 0x60af0041, 0x00000084, 0xc0067600,
	0x00000215, 0x00000000, 0xffffffff, 0xffffffff, 0x00000000, 0xffffffff,
	0xffffffff, 0xc0017600, 0x0000022d, 0x00000003, 0xc0027600, 0x00000240,
	0xdeadbeef, 0x00000012, 0xc0031502, 0x00000004, 0x00000002, 0x00000001,
	0x00000045, 0xc0064900, 0x00238514, 0x20000000, 0x00100000, 0x00000000,
	0x00000007, 0x00000000, 0x00000000,
};

static void test_golden_gfx942(void)
{
	const struct gs_target *t = gs_target_find("gfx942");
	const struct gs_regdb *db = gs_regdb_find(t->regdb);
	struct gs_dispatch disp = base_dispatch();
	struct gs_error err = { 0 };
	struct decoded *d = calloc(1, sizeof(*d));
	struct gs_pm4_release_mem rm;
	struct gs_pm4 s;

	disp.wave32 = 0;
	disp.rsrc3 = 3; /* ACCUM_OFFSET */
	gs_pm4_init(&s, t);
	CHECK_EQ(gs_pm4_build_dispatch(&s, &disp, &err), GS_OK, "gfx942 dispatch builds: %s", err.msg);
	CHECK_EQ(s.n, sizeof(golden_gfx942) / 4, "gfx942 stream length");
	CHECK(s.n == sizeof(golden_gfx942) / 4 && memcmp(s.dw, golden_gfx942, sizeof(golden_gfx942)) == 0,
	      "gfx942 stream matches the golden dwords");
	decode(s.dw, s.n, d);
	CHECK_EQ(d->status, GS_OK, "gfx942 stream decodes");
	CHECK(d->n_acquire == 1 && d->n_dispatch == 1 && d->n_release == 1 && d->n_other == 0,
	      "gfx942: one ACQUIRE_MEM, DISPATCH_DIRECT, RELEASE_MEM");
	/* gfx_v9_4_3_emit_mem_sync: count 5, CP_COHER_CNTL actions */
	CHECK_EQ(d->acquire.body_dw, 6, "gfx9 ACQUIRE_MEM has 6 body dwords");
	CHECK_EQ(d->acquire.body[0], (1u << 29) | (1u << 27) | (1u << 23) | (1u << 22) | (1u << 18),
		 "gfx9 CP_COHER_CNTL: SH_ICACHE SH_KCACHE TC TCL1 TC_WB");
	CHECK_EQ(d->acquire.body[5], 0xa, "gfx9 POLL_INTERVAL");
	CHECK_EQ(gs_reg_by_name(db, "COMPUTE_PGM_RSRC3")->addr, 0x2e2d, "gc_9_4_3 COMPUTE_PGM_RSRC3 at 0x2e2d");
	check_reg(d, db, "COMPUTE_PGM_RSRC3", 3);
	check_reg(d, db, "COMPUTE_PGM_LO", 0x12345678);
	check_reg(d, db, "COMPUTE_PGM_HI", 0);
	check_reg(d, db, "COMPUTE_PGM_RSRC1", 0x60af0041);
	check_reg(d, db, "COMPUTE_PGM_RSRC2", 0x84);
	check_reg(d, db, "COMPUTE_TMPRING_SIZE", 0);
	check_reg(d, db, "COMPUTE_USER_DATA_0", 0xdeadbeef);
	check_reg(d, db, "COMPUTE_USER_DATA_1", 0x12);
	check_reg(d, db, "COMPUTE_NUM_THREAD_X", 64);
	for (int se = 0; se < 4; se++)
		check_reg(d, db, t_fmt("COMPUTE_STATIC_THREAD_MGMT_SE%d", se), 0xffffffff);
	CHECK(gs_reg_by_name(db, "COMPUTE_STATIC_THREAD_MGMT_SE4") == NULL, "gc_9_4_3 has SE0..3 only");
	CHECK_EQ(d->sh_writes[0x2e28 - 0x2c00], 0, "nothing written at the gfx11 RSRC3 address");
	CHECK_EQ(d->n_writes, 2 + 3 + 1 + 2 + 1 + 3 + 3 + 4, "gfx942 register write count");
	CHECK_EQ(d->dispatch.body[3], 0x45, "gfx9 initiator: no CS_W32_EN");
	CHECK(!gs_reg_field(gs_reg_by_name(db, "COMPUTE_DISPATCH_INITIATOR"), "CS_W32_EN"),
	      "gc_9_4_3 DISPATCH_INITIATOR has no CS_W32_EN");
	CHECK_EQ(gs_pm4_decode_release_mem(&d->release, &rm, NULL), GS_OK, "gfx9 RELEASE_MEM decodes");
	CHECK_EQ(rm.event_type, 0x14, "gfx9 fence event CACHE_FLUSH_AND_INV_TS_EVENT");
	CHECK_EQ(rm.gcr, (1u << 15) | (1u << 16) | (1u << 17) | (1u << 21),
		 "gfx9 fence EOP actions TC_WB TCL1 TC TC_MD");
	CHECK(rm.data_sel == 1 && rm.addr == 0x100000 && rm.data == 7, "gfx9 fence value and address");
	gs_pm4_free(&s);
	free(d);
}

/* ---- every builder, through the parser and the field decoder ---- */

static int get_field(const struct gs_pm4_packet *p, enum gs_gen gen, const char *name, uint64_t *v)
{
	struct gs_pm4_field fl[64];
	size_t n = gs_pm4_fields(p, gen, fl, 64);

	for (size_t i = 0; i < n; i++)
		if (strcmp(fl[i].name, name) == 0) {
			*v = fl[i].value;
			return 1;
		}
	return 0;
}

#define CHECK_FIELD(p, gen, name, want, what) do { \
	uint64_t v_ = ~0ull; \
	CHECK(get_field((p), (gen), (name), &v_) && v_ == (uint64_t)(want), \
	      "%s: %s = 0x%llx (got 0x%llx)", (what), (name), (unsigned long long)(want), \
	      (unsigned long long)v_); \
} while (0)

/* Parse the whole stream into pk[]; returns the packet count or -1. */
static int parse_all(const struct gs_pm4 *s, struct gs_pm4_packet *pk, int max)
{
	struct gs_error err = { 0 };
	size_t pos = 0;
	int n = 0;

	while (pos < s->n && n < max)
		if (gs_pm4_next(s->dw, s->n, &pos, &pk[n++], &err) != GS_OK) {
			printf("# parse error: %s\n", err.msg);
			return -1;
		}
	return n;
}

static void test_builders(void)
{
	static const char *const tn[] = { "gfx942", "gfx1100", "gfx1201" };
	struct gs_pm4_packet pk[64];
	struct gs_error err = { 0 };
	const uint32_t three[3] = { 7, 8, 9 };
	const uint32_t *v;
	uint32_t addr;
	size_t nv;

	for (int ti = 0; ti < 3; ti++) {
		const struct gs_target *t = gs_target_find(tn[ti]);
		const struct gs_regdb *db = gs_regdb_find(t->regdb);
		enum gs_gen gen = t->gen;
		int gfx9 = gen == GS_GEN_GFX9, k = 0, n;
		struct gs_pm4_release rel = {
			.size = sizeof(rel),
			.event = GS_PM4_EV_BOTTOM_OF_PIPE_TS, .caches = GS_PM4_CACHE_L2_WB,
			.data_sel = GS_PM4_DATA_64, .int_sel = 2, .cache_policy = 3,
			.addr = 0x7f0000001000ull, .data = 0x1122334455667788ull,
		};
		struct gs_pm4 s;

		gs_pm4_init(&s, t);
		gs_pm4_write_data_mem(&s, 0x123456789abcull, three, 3, 1);          /* 0 */
		gs_pm4_write_data_reg(&s, "COMPUTE_USER_DATA_3", 0x55);            /* 1 */
		gs_pm4_set_uconfig_reg(&s, "GRBM_GFX_INDEX", three, 1);            /* 2 */
		gs_pm4_set_sh_reg_index(&s, "COMPUTE_STATIC_THREAD_MGMT_SE0", 3, three, 2); /* 3 */
		gs_pm4_copy_data(&s, GS_PM4_SEL_REG, 0x2e40, GS_PM4_SEL_DST_MEM, 0x2000, 0); /* 4 */
		gs_pm4_copy_data(&s, GS_PM4_SEL_MEM, 0x3000, GS_PM4_SEL_DST_MEM, 0x4000, 1); /* 5 */
		gs_pm4_copy_data(&s, GS_PM4_SEL_PERF, 0xd1c0, GS_PM4_SEL_DST_MEM, 0x5000, 1); /* 6 */
		gs_pm4_copy_data(&s, GS_PM4_SEL_IMM, 0xabcd, GS_PM4_SEL_REG, 0xc200, 0); /* 7 */
		gs_pm4_timestamp_top(&s, 0x6000);                                   /* 8 */
		gs_pm4_wait_reg_mem(&s, 1, 0x7000, GS_PM4_WAIT_GE, 5, 0xff, 4);     /* 9 */
		gs_pm4_wait_reg_mem(&s, 0, 0xc200, GS_PM4_WAIT_EQ, 0, 1, 0x10);     /* 10 */
		gs_pm4_acquire_mem(&s, GS_PM4_CACHE_ICACHE | GS_PM4_CACHE_L2_INV);  /* 11 */
		gs_pm4_release_mem(&s, &rel);                                       /* 12 */
		gs_pm4_event_write(&s, GS_PM4_EV_CS_PARTIAL_FLUSH);                 /* 13 */
		gs_pm4_event_write(&s, GS_PM4_EV_PERFCOUNTER_SAMPLE);               /* 14 */
		gs_pm4_indirect_buffer(&s, 0x800000ull, 100, 0);                    /* 15 */
		gs_pm4_dispatch_direct(&s, 2, 3, 4, 0x45);                          /* 16 */
		gs_pm4_dispatch_indirect(&s, 0x9000, 0x45);                         /* 17 */
		gs_pm4_timestamp_bottom(&s, 0xa000);                                /* 18 */
		if (gfx9) {
			gs_pm4_pred_exec(&s, 0x05, 5);                              /* 19 */
			gs_pm4_nop(&s, 4);                                          /* 20 */
		}
		CHECK_EQ(gs_pm4_status(&s, &err), GS_OK, "%s: every builder succeeds: %s", tn[ti], err.msg);
		n = parse_all(&s, pk, 64);
		CHECK_EQ(n, gfx9 ? 21 : 19, "%s: packet count", tn[ti]);
		if (n != (gfx9 ? 21 : 19)) {
			gs_pm4_free(&s);
			continue;
		}
		const char *w = tn[ti];

		/* 0 WRITE_DATA to memory */
		CHECK(pk[k].opcode == GS_PM4_WRITE_DATA && pk[k].body_dw == 6, "%s WRITE_DATA mem: 6 dwords", w);
		CHECK_FIELD(&pk[k], gen, "DST_SEL", 5, w);
		CHECK_FIELD(&pk[k], gen, "WR_CONFIRM", 1, w);
		CHECK_FIELD(&pk[k], gen, "DST_ADDR", 0x123456789abcull, w);
		CHECK(pk[k].body[3] == 7 && pk[k].body[5] == 9, "%s WRITE_DATA data", w);
		k++;
		/* 1 WRITE_DATA to a register */
		CHECK_FIELD(&pk[k], gen, "DST_SEL", 0, w);
		CHECK_FIELD(&pk[k], gen, "DST_ADDR", 0x2e43, w);
		CHECK_EQ(pk[k].body[3], 0x55, "%s WRITE_DATA register value", w);
		k++;
		/* 2 SET_UCONFIG_REG */
		CHECK(pk[k].opcode == GS_PM4_SET_UCONFIG_REG && gs_pm4_reg_writes(&pk[k], &addr, &v, &nv) &&
		      addr == 0xc200 && nv == 1 && v[0] == 7, "%s SET_UCONFIG_REG GRBM_GFX_INDEX = 7", w);
		k++;
		/* 3 SET_SH_REG_INDEX */
		CHECK(pk[k].opcode == GS_PM4_SET_SH_REG_INDEX && gs_pm4_reg_writes(&pk[k], &addr, &v, &nv) &&
		      addr == 0x2e16 && nv == 2 && v[1] == 8, "%s SET_SH_REG_INDEX SE0.. = 7, 8", w);
		CHECK_FIELD(&pk[k], gen, "INDEX", 3, w);
		CHECK_EQ(pk[k].body[0], 0x30000216, "%s SET_SH_REG_INDEX offset | index 3 << 28", w);
		k++;
		/* 4..8 COPY_DATA */
		CHECK_EQ(pk[k].body[0], (5u << 8) | (1u << 20), "%s COPY_DATA reg->mem control (kernel rreg form)", w);
		CHECK_FIELD(&pk[k], gen, "SRC", 0x2e40, w);
		CHECK_FIELD(&pk[k], gen, "DST", 0x2000, w);
		k++;
		CHECK_FIELD(&pk[k], gen, "SRC_SEL", 1, w);
		CHECK_FIELD(&pk[k], gen, "COUNT_SEL", 1, w);
		k++;
		CHECK_EQ(pk[k].body[0], 4u | (5u << 8) | (1u << 16) | (1u << 20), "%s COPY_DATA perf->mem 64-bit", w);
		k++;
		CHECK_EQ(pk[k].body[0], 5u, "%s COPY_DATA imm->reg", w);
		CHECK(pk[k].body[1] == 0xabcd && pk[k].body[3] == 0xc200, "%s COPY_DATA imm data and register", w);
		k++;
		CHECK_EQ(pk[k].body[0], 9u | (5u << 8) | (1u << 16) | (1u << 20), "%s timestamp: GPU clock -> mem, 64-bit", w);
		CHECK_FIELD(&pk[k], gen, "DST", 0x6000, w);
		k++;
		/* 9, 10 WAIT_REG_MEM */
		CHECK(pk[k].opcode == GS_PM4_WAIT_REG_MEM && pk[k].body_dw == 6, "%s WAIT_REG_MEM 6 dwords", w);
		CHECK_EQ(pk[k].body[0], 5u | (1u << 4), "%s WAIT_REG_MEM GE, memory", w);
		CHECK_FIELD(&pk[k], gen, "POLL_ADDR", 0x7000, w);
		CHECK_FIELD(&pk[k], gen, "REFERENCE", 5, w);
		CHECK_FIELD(&pk[k], gen, "MASK", 0xff, w);
		CHECK_FIELD(&pk[k], gen, "POLL_INTERVAL", 4, w);
		k++;
		CHECK_EQ(pk[k].body[0], 3u, "%s WAIT_REG_MEM EQ, register", w);
		CHECK_FIELD(&pk[k], gen, "POLL_ADDR", 0xc200, w);
		k++;
		/* 11 ACQUIRE_MEM named actions */
		if (gfx9) {
			CHECK(pk[k].body_dw == 6 && pk[k].body[0] == ((1u << 29) | (1u << 23)),
			      "%s ACQUIRE_MEM ICACHE|L2_INV = SH_ICACHE|TC", w);
			CHECK_FIELD(&pk[k], gen, "SH_ICACHE_ACTION_ENA", 1, w);
		} else {
			CHECK(pk[k].body_dw == 7 && pk[k].body[0] == 0 && pk[k].body[6] == ((1u << 0) | (1u << 14)),
			      "%s ACQUIRE_MEM ICACHE|L2_INV = GLI_INV(1)|GL2_INV", w);
			CHECK_FIELD(&pk[k], gen, "GCR_GL2_INV", 1, w);
		}
		k++;
		/* 12 RELEASE_MEM general */
		{
			struct gs_pm4_release_mem rm;

			CHECK_EQ(gs_pm4_decode_release_mem(&pk[k], &rm, &err), GS_OK, "%s RELEASE_MEM decodes", w);
			CHECK(rm.event_type == 0x28 && rm.event_index == 5 && rm.data_sel == 2 && rm.int_sel == 2 &&
			      rm.cache_policy == 3 && rm.addr == 0x7f0000001000ull && rm.data == 0x1122334455667788ull,
			      "%s RELEASE_MEM fields", w);
			CHECK_EQ(rm.gcr, gfx9 ? (1u << 15) : (1u << 21) | (1u << 22),
				 "%s RELEASE_MEM L2_WB = %s", w, gfx9 ? "TC_WB" : "GL2_WB|SEQ");
			CHECK_FIELD(&pk[k], gen, "DATA_SEL", 2, w);
			CHECK_FIELD(&pk[k], gen, gfx9 ? "TC_WB_ACTION_EN" : "GCR_GL2_WB", 1, w);
		}
		k++;
		/* 13, 14 EVENT_WRITE */
		CHECK(pk[k].body_dw == 1 && pk[k].body[0] == (7u | 4u << 8), "%s CS_PARTIAL_FLUSH, index 4", w);
		k++;
		CHECK(pk[k].body_dw == 1 && pk[k].body[0] == 0x1b, "%s PERFCOUNTER_SAMPLE, index 0", w);
		k++;
		/* 15 INDIRECT_BUFFER */
		CHECK(pk[k].body_dw == 3 && pk[k].body[0] == 0x800000 && pk[k].body[2] == (100u | 1u << 23),
		      "%s INDIRECT_BUFFER base, size | VALID", w);
		CHECK_FIELD(&pk[k], gen, "IB_SIZE", 100, w);
		CHECK_FIELD(&pk[k], gen, "VALID", 1, w);
		k++;
		/* 16, 17 dispatches */
		CHECK(pk[k].shader_type == 1 && pk[k].body[0] == 2 && pk[k].body[2] == 4, "%s DISPATCH_DIRECT", w);
		CHECK_FIELD(&pk[k], gen, "DISPATCH_INITIATOR", 0x45, w);
		k++;
		CHECK(pk[k].opcode == GS_PM4_DISPATCH_INDIRECT && pk[k].shader_type == 1 && pk[k].body_dw == 3,
		      "%s DISPATCH_INDIRECT compute form", w);
		CHECK_FIELD(&pk[k], gen, "ADDR", 0x9000, w);
		k++;
		/* 18 bottom-of-pipe timestamp */
		CHECK(pk[k].opcode == GS_PM4_RELEASE_MEM && (pk[k].body[1] >> 29) == 3 && (pk[k].body[0] & 0x3f) == 0x28,
		      "%s bottom timestamp: BOTTOM_OF_PIPE_TS, DATA_SEL GPU clock", w);
		k++;
		if (gfx9) {
			CHECK(pk[k].opcode == GS_PM4_PRED_EXEC && pk[k].body[0] == (5u | 0x05u << 24),
			      "%s PRED_EXEC EXEC_COUNT 5, XCC mask 0x05", w);
			CHECK_FIELD(&pk[k], gen, "VIRTUAL_XCC_ID_SELECT", 5, w);
		}
		(void)db;
		gs_pm4_free(&s);
	}
}

static void test_builder_errors2(void)
{
	struct gs_error err = { 0 };
	struct gs_pm4 s;
	const uint32_t one = 1;

#define EXPECT_FAIL(tgt_, call, st_, want_) do { \
	gs_pm4_init(&s, gs_target_find(tgt_)); \
	call; \
	CHECK_EQ(gs_pm4_status(&s, &err), st_, "%s: %s fails", tgt_, #call); \
	if (want_) \
		CHECK_STR(err.msg, (const char *)want_, "%s: %s message", tgt_, #call); \
	CHECK_EQ(s.n, 0, "%s: %s emits nothing", tgt_, #call); \
	gs_pm4_free(&s); \
} while (0)
	EXPECT_FAIL("gfx1100", gs_pm4_pred_exec(&s, 1, 4), GS_ERR_UNSUPPORTED,
		    "pm4: PRED_EXEC selects XCCs, gfx1100 has one (gfx9.4.x only)");
	EXPECT_FAIL("gfx942", gs_pm4_pred_exec(&s, 0, 4), GS_ERR_RANGE, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_set_uconfig_reg1(&s, "COMPUTE_PGM_LO", 0), GS_ERR_INVALID,
		    "pm4: COMPUTE_PGM_LO (0x2e0c) is a sh register, SET_UCONFIG_REG needs the uconfig range");
	EXPECT_FAIL("gfx1201", gs_pm4_set_sh_reg_index(&s, "COMPUTE_PGM_LO", 16, &one, 1), GS_ERR_RANGE, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_copy_data(&s, 7, 0, GS_PM4_SEL_DST_MEM, 0x1000, 0), GS_ERR_INVALID, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_copy_data(&s, GS_PM4_SEL_GPU_CLOCK, 0, GS_PM4_SEL_DST_MEM, 0x1004, 0),
		    GS_ERR_INVALID,
		    "pm4: COPY_DATA destination address 0x1004 must be non-zero, 8-byte aligned and below 2^48");
	EXPECT_FAIL("gfx1201", gs_pm4_wait_reg_mem(&s, 1, 0x1000, 7, 0, 0, 4), GS_ERR_RANGE, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_wait_reg_mem(&s, 0, 0x40000, 3, 0, 0, 4), GS_ERR_RANGE, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_event_write(&s, GS_PM4_EV_BOTTOM_OF_PIPE_TS), GS_ERR_INVALID, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_indirect_buffer(&s, 0x1000, 0x100000, 0), GS_ERR_RANGE, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_indirect_buffer(&s, 0x1002, 4, 0), GS_ERR_INVALID, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_dispatch_direct(&s, 0, 1, 1, 0), GS_ERR_INVALID, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_acquire_mem(&s, 0x100), GS_ERR_INVALID, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_timestamp_bottom(&s, 0x1004), GS_ERR_INVALID,
		    "pm4: RELEASE_MEM address 0x1004 must be non-zero and 8-byte aligned");
	EXPECT_FAIL("gfx1201", gs_pm4_write_data_mem(&s, 0x1000, &one, 0, 0), GS_ERR_RANGE, NULL);
	EXPECT_FAIL("gfx1201", gs_pm4_grbm_select(&s, 16, -1, -1), GS_ERR_RANGE,
		    "pm4: GRBM_GFX_INDEX SE 16, at most 15");
	EXPECT_FAIL("gfx1250", gs_pm4_acquire_mem(&s, GS_PM4_CACHE_ALL), GS_ERR_UNSUPPORTED, NULL);
#undef EXPECT_FAIL
}

/* CU masks and timestamps inside a whole dispatch; the WGP helper. */
static void test_dispatch_options(void)
{
	const struct gs_target *t = gs_target_find("gfx1100");
	const struct gs_regdb *db = gs_regdb_find(t->regdb);
	struct gs_dispatch disp = base_dispatch();
	struct gs_pm4_packet pk[64];
	struct gs_error err = { 0 };
	struct decoded *d = calloc(1, sizeof(*d));
	struct gs_pm4 s;
	int n;

	CHECK_EQ(gs_pm4_cu_mask_from_wgp(0x01, 0x00), 0x3, "WGP 0 of SA0 = CUs 0, 1");
	CHECK_EQ(gs_pm4_cu_mask_from_wgp(0x81, 0x02), 0x000cc003u, "WGPs 0, 7 of SA0 and 1 of SA1");
	disp.cu_mask[0] = gs_pm4_cu_mask_from_wgp(0x3, 0);
	disp.cu_mask[1] = 0xffff;
	disp.n_cu_mask = 2;
	disp.timestamp_va = 0x20000;
	gs_pm4_init(&s, t);
	CHECK_EQ(gs_pm4_build_dispatch(&s, &disp, &err), GS_OK, "dispatch with CU masks and timestamps: %s", err.msg);
	decode(s.dw, s.n, d);
	check_reg(d, db, "COMPUTE_STATIC_THREAD_MGMT_SE0", 0xf);
	check_reg(d, db, "COMPUTE_STATIC_THREAD_MGMT_SE1", 0xffff);
	for (int se = 2; se < 8; se++)
		check_reg(d, db, t_fmt("COMPUTE_STATIC_THREAD_MGMT_SE%d", se), 0);
	n = parse_all(&s, pk, 64);
	CHECK(n >= 4, "dispatch parses");
	if (n >= 4) {
		CHECK(pk[n - 4].opcode == GS_PM4_COPY_DATA && pk[n - 4].body[0] == (9u | 5u << 8 | 1u << 16 | 1u << 20) &&
		      pk[n - 4].body[3] == 0x20000, "start timestamp right before DISPATCH_DIRECT");
		CHECK(pk[n - 3].opcode == GS_PM4_DISPATCH_DIRECT, "then the dispatch");
		CHECK(pk[n - 2].opcode == GS_PM4_RELEASE_MEM && (pk[n - 2].body[1] >> 29) == 3 &&
		      pk[n - 2].body[2] == 0x20008, "end timestamp at +8 after it");
		CHECK(pk[n - 1].opcode == GS_PM4_RELEASE_MEM && (pk[n - 1].body[1] >> 29) == 1, "fence last");
	}
	gs_pm4_free(&s);
	free(d);
}

/* Perf-counter programming sequence, per generation. */
static void test_perfcounters(void)
{
	static const char *const tn[] = { "gfx942", "gfx1100", "gfx1201" };
	static const uint32_t grbm_bcast = 0xe0000000u; /* SE/SA(SH)/INSTANCE_BROADCAST_WRITES */

	for (int ti = 0; ti < 3; ti++) {
		const struct gs_target *t = gs_target_find(tn[ti]);
		const struct gs_pm4_perfcounter pc[2] = {
			{ "SQ_PERFCOUNTER0_SELECT", 0x4, "SQ_PERFCOUNTER0_LO", -1, -1, -1 },
			{ "GRBM_PERFCOUNTER0_SELECT", 0x2, "GRBM_PERFCOUNTER0_LO", 1, 0, 2 },
		};
		struct gs_pm4_packet pk[64];
		struct gs_error err = { 0 };
		const uint32_t *v;
		uint32_t addr, perfmon = 0xd808;
		size_t nv;
		struct gs_pm4 s;
		int n, k = 0, sq64 = ti == 0; /* gc_9_4_3 has SQ_PERFCOUNTER0_HI, gfx11/12 do not */

		gs_pm4_init(&s, t);
		gs_pm4_perfcounters_setup(&s, pc, 2);
		gs_pm4_perfcounters_start(&s);
		gs_pm4_perfcounters_stop(&s);
		gs_pm4_perfcounters_read(&s, pc, 2, 0x40000);
		CHECK_EQ(gs_pm4_status(&s, &err), GS_OK, "%s perf-counter sequence builds: %s", tn[ti], err.msg);
		n = parse_all(&s, pk, 64);
#define REGW(i, a, val, what) CHECK(gs_pm4_reg_writes(&pk[i], &addr, &v, &nv) && addr == (a) && nv == 1 && v[0] == (val), \
				    "%s: %s (0x%x = 0x%x)", tn[ti], what, (unsigned)(a), (unsigned)(val))
		CHECK_EQ(n, 18 + (sq64 ? 0 : 1), "%s perf-counter packet count", tn[ti]);
		if (n != 18 + (sq64 ? 0 : 1)) {
			gs_pm4_free(&s);
			continue;
		}
		REGW(k, 0xc200, grbm_bcast, "broadcast"); k++;
		REGW(k, perfmon, 0, "CP_PERFMON_CNTL DISABLE_AND_RESET"); k++;
		REGW(k, 0xc200, grbm_bcast, "SQ counter: broadcast"); k++;
		REGW(k, 0xd9c0, 4, "SQ_PERFCOUNTER0_SELECT"); k++;
		REGW(k, 0xc200, 2u | 0u << 8 | 1u << 16, "GRBM counter: SE1 SA0 instance 2"); k++;
		REGW(k, 0xd840, 2, "GRBM_PERFCOUNTER0_SELECT"); k++;
		REGW(k, 0xc200, grbm_bcast, "back to broadcast"); k++;
		CHECK(pk[k].opcode == GS_PM4_EVENT_WRITE && pk[k].body[0] == 0x17, "%s PERFCOUNTER_START", tn[ti]); k++;
		REGW(k, perfmon, 1, "CP_PERFMON_CNTL START_COUNTING"); k++;
		CHECK(pk[k].body[0] == (7u | 4u << 8), "%s CS_PARTIAL_FLUSH before sampling", tn[ti]); k++;
		CHECK(pk[k].body[0] == 0x1b, "%s PERFCOUNTER_SAMPLE", tn[ti]); k++;
		CHECK(pk[k].body[0] == 0x18, "%s PERFCOUNTER_STOP", tn[ti]); k++;
		REGW(k, perfmon, 2 | 1u << 10, "CP_PERFMON_CNTL STOP_COUNTING | PERFMON_SAMPLE_ENABLE"); k++;
		REGW(k, 0xc200, grbm_bcast, "read SQ: broadcast"); k++;
		CHECK(pk[k].opcode == GS_PM4_COPY_DATA && (pk[k].body[0] & 0xf) == 4 && pk[k].body[1] == 0xd1c0 &&
		      pk[k].body[3] == 0x40000 && !!(pk[k].body[0] & (1u << 16)) == sq64,
		      "%s COPY_DATA perf SQ_PERFCOUNTER0_LO -> +0 (%s)", tn[ti], sq64 ? "64-bit" : "32-bit");
		k++;
		if (!sq64) {
			CHECK(pk[k].opcode == GS_PM4_WRITE_DATA && pk[k].body[1] == 0x40004 && pk[k].body[3] == 0,
			      "%s zero high half of a 32-bit counter", tn[ti]);
			k++;
		}
		REGW(k, 0xc200, 2u | 1u << 16, "read GRBM: SE1 SA0 instance 2"); k++;
		CHECK(pk[k].opcode == GS_PM4_COPY_DATA && pk[k].body[1] == 0xd040 && pk[k].body[3] == 0x40008 &&
		      (pk[k].body[0] & (1u << 16)), "%s COPY_DATA perf GRBM_PERFCOUNTER0_LO/HI -> +8", tn[ti]);
		k++;
		REGW(k, 0xc200, grbm_bcast, "broadcast at the end");
#undef REGW
		gs_pm4_free(&s);
	}
}

/* New parser checks: each malformed packet names its dword offset. */
static void test_malformed2(void)
{
	const uint32_t wrm[] = { GS_PM4_PKT3(GS_PM4_WAIT_REG_MEM, 4), 0, 0, 0, 0, 0 };
	const uint32_t cpd[] = { GS_PM4_NOP1, GS_PM4_PKT3(GS_PM4_COPY_DATA, 3), 0, 0, 0, 0 };
	const uint32_t ib[] = { GS_PM4_PKT3(GS_PM4_INDIRECT_BUFFER, 1), 0, 0 };
	const uint32_t ew[] = { GS_PM4_PKT3(GS_PM4_EVENT_WRITE, 1), 7, 0 };
	const uint32_t di[] = { GS_PM4_PKT3(GS_PM4_DISPATCH_INDIRECT, 3), 0, 0, 0, 0 };
	const uint32_t pe[] = { GS_PM4_PKT3(GS_PM4_PRED_EXEC, 0), 0x01000004, GS_PM4_NOP1, GS_PM4_NOP1 };
	const uint32_t pe2[] = { GS_PM4_PKT3(GS_PM4_PRED_EXEC, 1), 0x01000001, 0, GS_PM4_NOP1 };
	const uint32_t idx_range[] = { GS_PM4_PKT3(GS_PM4_SET_SH_REG_INDEX, 1), 0x300003ff, 1 };
	const uint32_t idx_bad[] = { GS_PM4_PKT3(GS_PM4_SET_SH_REG_INDEX, 2), 0x300003ff, 1, 2 };

	expect_pm4_error(wrm, 6, "dword 0: WAIT_REG_MEM with 5 body dwords, expected 6", "short WAIT_REG_MEM");
	expect_pm4_error(cpd, 6, "dword 1: COPY_DATA with 4 body dwords, expected 5", "short COPY_DATA");
	expect_pm4_error(ib, 3, "dword 0: INDIRECT_BUFFER with 2 body dwords, expected 3", "short INDIRECT_BUFFER");
	expect_pm4_error(ew, 3, "dword 0: EVENT_WRITE with 2 body dwords, expected 1 or 3", "EVENT_WRITE of 2");
	expect_pm4_error(di, 5, "dword 0: DISPATCH_INDIRECT with 4 body dwords, expected 3 (compute queue) or 2",
			 "DISPATCH_INDIRECT of 4");
	expect_pm4_error(pe, 4, "dword 0: PRED_EXEC predicates 4 dwords, only 2 follow", "PRED_EXEC past the end");
	expect_pm4_error(pe2, 4, "dword 0: PRED_EXEC with 2 body dwords, expected 1", "PRED_EXEC of 2");
	{
		struct gs_pm4_packet p;
		struct gs_error err = { 0 };
		size_t pos = 0;
		const uint32_t *v;
		uint32_t addr;
		size_t nv;

		CHECK_EQ(gs_pm4_next(idx_range, 3, &pos, &p, &err), GS_OK, "SET_SH_REG_INDEX of the last SH register");
		CHECK(gs_pm4_reg_writes(&p, &addr, &v, &nv) && addr == 0x2fff, "index bits are not part of the offset");
	}
	expect_pm4_error(idx_bad, 4,
			 "dword 0: SET_SH_REG_INDEX writes 0x2fff..0x3000, outside the sh range 0x2c00..0x2fff",
			 "SET_SH_REG_INDEX past the SH range");
}

/* The listing in keep-going mode, as text and as JSON. */
static char *dump_to_string(const struct gs_target *t, const uint32_t *dw, size_t ndw, unsigned int flags,
			    enum gs_status *st, struct gs_error *err)
{
	char *buf = NULL;
	size_t len = 0;
	FILE *f = open_memstream(&buf, &len);

	if (!f)
		return NULL;
	*st = gs_pm4_dump_ex(f, t, dw, ndw, flags, err);
	fclose(f);
	return buf;
}

static void test_decode_listing(void)
{
	const struct gs_target *t11 = gs_target_find("gfx1100"), *t9 = gs_target_find("gfx942");
	const uint32_t bad[] = {
		GS_PM4_NOP1,
		GS_PM4_PKT3(0xee, 1), 1, 2,                 /* unknown opcode: skipped by its count */
		GS_PM4_PKT3(GS_PM4_SET_SH_REG, 1), 0x240, 0xdeadbeef, /* COMPUTE_USER_DATA_0 */
		0x40000000,                                  /* type 1: one dword skipped */
		GS_PM4_PKT3(GS_PM4_WAIT_REG_MEM, 1), 0, 0,   /* bad count: skipped */
		GS_PM4_PKT3(GS_PM4_EVENT_WRITE, 0), 7 | 4 << 8,
		GS_PM4_PKT3(GS_PM4_SET_SH_REG, 5), 0x240,    /* truncated: the end */
	};
	const size_t nbad = sizeof(bad) / 4;
	struct gs_error err = { 0 };
	enum gs_status st;
	char *out;

	out = dump_to_string(t11, bad, nbad, GS_PM4_DUMP_CONTINUE, &st, &err);
	CHECK(out != NULL, "text listing");
	if (out) {
		CHECK_EQ(st, GS_ERR_PM4, "keep-going listing still fails");
		CHECK_STR(err.msg, "dword 1: unknown type-3 opcode 0xee", "and reports the first error");
		CHECK(strstr(out, "[    1] error: dword 1: unknown type-3 opcode 0xee\n") != NULL, "unknown opcode flagged");
		CHECK(strstr(out, "[    4] SET_SH_REG\n         COMPUTE_USER_DATA_0 (0x2e40) = 0xdeadbeef") != NULL,
		      "decoding resumes after the unknown packet");
		CHECK(strstr(out, "[    7] error: dword 7: type-1 packet header 0x40000000 is invalid") != NULL,
		      "type-1 flagged");
		CHECK(strstr(out, "[    8] error: dword 8: WAIT_REG_MEM with 2 body dwords, expected 6") != NULL,
		      "bad count flagged");
		CHECK(strstr(out, "[   11] EVENT_WRITE EVENT_TYPE=7 (CS_PARTIAL_FLUSH) EVENT_INDEX=4") != NULL,
		      "EVENT_WRITE decoded by name");
		CHECK(strstr(out, "[   13] error: dword 13: truncated SET_SH_REG packet") != NULL, "truncation flagged");
		free(out);
	}
	out = dump_to_string(t11, bad, nbad, GS_PM4_DUMP_CONTINUE | GS_PM4_DUMP_JSON, &st, &err);
	CHECK(out != NULL && json_valid(out, strlen(out)), "JSON listing of a broken stream is valid JSON");
	if (out) {
		CHECK(strstr(out, "{\"offset\":1,\"header\":\"0xc001ee00\",\"error\":\"dword 1: unknown type-3 opcode 0xee\"}") != NULL,
		      "JSON error object");
		CHECK(strstr(out, "\"writes\":[{\"addr\":\"0x2e40\",\"reg\":\"COMPUTE_USER_DATA_0\",\"value\":3735928559,\"fields\":{\"DATA\":3735928559}}]") != NULL,
		      "JSON register write with fields");
		CHECK(strstr(out, "\"fields\":{\"EVENT_TYPE\":7,\"EVENT_INDEX\":4},\"meaning\":{\"EVENT_TYPE\":\"CS_PARTIAL_FLUSH\"}") != NULL,
		      "JSON packet fields and meanings");
		free(out);
	}
	/* golden streams: every packet as one JSON object per line */
	out = dump_to_string(t11, golden_gfx11, sizeof(golden_gfx11) / 4, GS_PM4_DUMP_JSON, &st, &err);
	CHECK(out && st == GS_OK && json_valid(out, strlen(out)), "gfx11 golden JSON is valid");
	if (out) {
		size_t lines = 0;

		for (char *c = out; *c; c++)
			lines += *c == '\n';
		CHECK_EQ(lines, 2 + 10, "one line per packet (10) plus the brackets");
		CHECK(strstr(out, "\"name\":\"DISPATCH_DIRECT\",\"compute\":true") != NULL, "JSON DISPATCH_DIRECT");
		CHECK(strstr(out, "\"GCR_GL2_WB\":1") != NULL, "JSON GCR bits");
		CHECK(strstr(out, "\"reg\":\"COMPUTE_DESTINATION_EN_SE0\",\"aliases\":[\"COMPUTE_STATIC_THREAD_MGMT_SE0\"]") != NULL,
		      "JSON register aliases");
		CHECK(strstr(out, "\"ADDR\":\"0x100000\",\"DATA\":\"0x7\"") != NULL, "JSON 64-bit values as hex strings");
		free(out);
	}
	out = dump_to_string(t9, golden_gfx942, sizeof(golden_gfx942) / 4, 0, &st, &err);
	CHECK(out && st == GS_OK, "gfx942 golden lists");
	if (out) {
		CHECK(strstr(out, "COMPUTE_PGM_RSRC3 (0x2e2d) = 0x00000003 { ACCUM_OFFSET=3 }") != NULL,
		      "gfx9 RSRC3 named at its own address");
		CHECK(strstr(out, "{ TC_WB=1 TCL1=1 TC=1 SH_KCACHE=1 SH_ICACHE=1 }") != NULL, "gfx9 CP_COHER_CNTL named");
		CHECK(strstr(out, "actions=0x238000 { TC_WB=1 TCL1=1 TC=1 TC_MD=1 }") != NULL, "gfx9 EOP actions named");
		free(out);
	}
	out = dump_to_string(t9, golden_gfx942, sizeof(golden_gfx942) / 4, GS_PM4_DUMP_JSON, &st, &err);
	CHECK(out && st == GS_OK && json_valid(out, strlen(out)), "gfx942 golden JSON is valid");
	CHECK(out && strstr(out, "\"TC_MD_ACTION_EN\":1") != NULL, "gfx9 RELEASE_MEM fields in JSON");
	free(out);
	CHECK(json_valid("[]", 2) && !json_valid("[1,]", 4) && !json_valid("{\"a\":1", 6) && !json_valid("[01]", 4),
	      "the JSON checker itself rejects bad JSON");
}

/* ---- AQL ---- */

/* Field by field: the struct has padding after workgroup_size, which
 * memcmp would compare (it differs between builds: -O1 under ASan). */
static int same_dispatch(const struct gs_aql_dispatch *a, const struct gs_aql_dispatch *b)
{
	return a->header == b->header && a->setup == b->setup &&
	       !memcmp(a->workgroup_size, b->workgroup_size, sizeof(a->workgroup_size)) &&
	       !memcmp(a->grid_size, b->grid_size, sizeof(a->grid_size)) &&
	       a->private_segment_size == b->private_segment_size && a->group_segment_size == b->group_segment_size &&
	       a->kernel_object == b->kernel_object && a->kernarg_address == b->kernarg_address &&
	       a->completion_signal == b->completion_signal;
}

static void test_aql(void)
{
	uint8_t pkt[64];
	struct gs_aql_packet a;
	struct gs_error err = { 0 };
	struct gs_aql_dispatch d = {
		.header = GS_AQL_HEADER(GS_AQL_TYPE_KERNEL_DISPATCH, 1, GS_AQL_SCOPE_SYSTEM, GS_AQL_SCOPE_SYSTEM),
		.setup = 2,
		.workgroup_size = { 16, 4, 1 },
		.grid_size = { 1024, 64, 1 },
		.private_segment_size = 128,
		.group_segment_size = 4096,
		.kernel_object = 0x7f0012345640ull,
		.kernarg_address = 0x7f00abcd0010ull,
		.completion_signal = 0x1122334455667788ull,
	};
	struct gs_aql_barrier b = {
		.header = GS_AQL_HEADER(GS_AQL_TYPE_BARRIER_AND, 1, GS_AQL_SCOPE_AGENT, GS_AQL_SCOPE_NONE),
		.dep_signal = { 1, 2, 0, 0, 5 },
		.completion_signal = 9,
	};

	CHECK_EQ(sizeof(pkt), GS_AQL_PACKET_BYTES, "AQL packets are 64 bytes");
	CHECK_EQ(d.header, 0x1502, "dispatch header: type 2, barrier, system acquire/release (0x1502)");
	memset(pkt, 0xcc, sizeof(pkt));
	CHECK_EQ(gs_aql_build_dispatch(pkt, &d, &err), GS_OK, "dispatch builds: %s", err.msg);
	CHECK(pkt[0] == 0x02 && pkt[1] == 0x15 && pkt[2] == 2 && pkt[4] == 16 && pkt[6] == 4 && pkt[8] == 1 &&
	      pkt[10] == 0 && pkt[13] == 4 && pkt[16] == 64 && pkt[24] == 128 && pkt[29] == 0x10 &&
	      pkt[32] == 0x40 && pkt[37] == 0x7f && pkt[40] == 0x10 && pkt[48] == 0 && pkt[56] == 0x88,
	      "dispatch bytes at their hsa_kernel_dispatch_packet_t offsets");
	CHECK_EQ(gs_aql_decode(pkt, &a, &err), GS_OK, "dispatch decodes: %s", err.msg);
	CHECK(a.type == GS_AQL_TYPE_KERNEL_DISPATCH && a.barrier == 1 && a.acquire_scope == 2 && a.release_scope == 2 &&
	      same_dispatch(&a.dispatch, &d), "dispatch round trip");

	CHECK_EQ(gs_aql_build_barrier(pkt, GS_AQL_TYPE_BARRIER_AND, &b, &err), GS_OK, "barrier-AND builds");
	CHECK(pkt[0] == 3 && pkt[1] == 0x03 && pkt[8] == 1 && pkt[16] == 2 && pkt[40] == 5 && pkt[56] == 9,
	      "barrier bytes: header 0x0303, dep_signal[] at 8, completion at 56");
	CHECK(gs_aql_decode(pkt, &a, &err) == GS_OK && a.type == GS_AQL_TYPE_BARRIER_AND &&
	      a.bar.dep_signal[4] == 5 && a.bar.completion_signal == 9, "barrier-AND round trip");
	b.header = GS_AQL_HEADER(GS_AQL_TYPE_BARRIER_OR, 0, 0, 0);
	CHECK(gs_aql_build_barrier(pkt, GS_AQL_TYPE_BARRIER_OR, &b, &err) == GS_OK &&
	      gs_aql_decode(pkt, &a, &err) == GS_OK && a.type == GS_AQL_TYPE_BARRIER_OR && a.barrier == 0,
	      "barrier-OR round trip");

	CHECK_EQ(gs_aql_build_pm4_ib(pkt, GS_AQL_HEADER(GS_AQL_TYPE_VENDOR_SPECIFIC, 1, 2, 2), 0x123456789000ull,
				     40, 77, &err), GS_OK, "PM4 IB vendor packet builds");
	CHECK_EQ(gs_aql_decode(pkt, &a, &err), GS_OK, "PM4 IB packet decodes: %s", err.msg);
	CHECK(a.pm4.ven_hdr == GS_AQL_FORMAT_PM4_IB && a.pm4.ib[0] == 0xc0023f00 && a.pm4.ib[1] == 0x56789000 &&
	      a.pm4.ib[2] == 0x1234 && a.pm4.ib[3] == (40u | 1u << 23) && a.pm4.dw_cnt_remain == 10 &&
	      a.pm4.completion_signal == 77, "PM4 IB packet: INDIRECT_BUFFER jump, dw_cnt_remain 0xA");
	{
		/* the embedded jump is a packet the shared parser accepts */
		struct gs_pm4_packet p;
		size_t pos = 0;

		CHECK(gs_pm4_next(a.pm4.ib, 4, &pos, &p, &err) == GS_OK && p.opcode == GS_PM4_INDIRECT_BUFFER,
		      "the vendor packet's IB jump parses as INDIRECT_BUFFER");
	}

	/* errors */
	d.setup = 0;
	CHECK_EQ(gs_aql_build_dispatch(pkt, &d, &err), GS_ERR_INVALID, "0-dimensional dispatch rejected");
	d.setup = 2, d.workgroup_size[2] = 2;
	CHECK_EQ(gs_aql_build_dispatch(pkt, &d, &err), GS_ERR_INVALID, "unused dimension must be 1");
	d.workgroup_size[2] = 1, d.workgroup_size[0] = 512;
	CHECK_EQ(gs_aql_build_dispatch(pkt, &d, &err), GS_ERR_RANGE, "2048-item workgroup rejected");
	d.workgroup_size[0] = 16, d.kernel_object = 0x1008;
	CHECK_EQ(gs_aql_build_dispatch(pkt, &d, &err), GS_ERR_INVALID, "unaligned kernel object rejected");
	d.kernel_object = 0x1000, d.header = GS_AQL_HEADER(GS_AQL_TYPE_BARRIER_AND, 0, 0, 0);
	CHECK_EQ(gs_aql_build_dispatch(pkt, &d, &err), GS_ERR_INVALID, "wrong header type rejected");
	CHECK_STR(err.msg, "aql: header type 3, expected 2 (KERNEL_DISPATCH)", "header type message");
	CHECK_EQ(gs_aql_build_pm4_ib(pkt, 0, 0x1002, 4, 0, &err), GS_ERR_RANGE, "unaligned IB rejected");
	memset(pkt, 0, sizeof(pkt));
	pkt[0] = 9;
	CHECK_EQ(gs_aql_decode(pkt, &a, &err), GS_ERR_INVALID, "unknown AQL type rejected");
	CHECK_STR(err.msg, "aql: unknown packet type 9", "unknown type message");
	pkt[0] = GS_AQL_TYPE_VENDOR_SPECIFIC, pkt[2] = 2;
	CHECK_EQ(gs_aql_decode(pkt, &a, &err), GS_ERR_UNSUPPORTED, "unknown vendor format rejected");
	pkt[0] = GS_AQL_TYPE_BARRIER_OR, pkt[2] = 0, pkt[50] = 1;
	CHECK_EQ(gs_aql_decode(pkt, &a, &err), GS_ERR_INVALID, "barrier with reserved bits rejected");
	pkt[50] = 0, pkt[1] = 0x06; /* acquire scope 3 */
	CHECK_EQ(gs_aql_decode(pkt, &a, &err), GS_ERR_INVALID, "fence scope 3 rejected");
	CHECK_STR(gs_aql_type_name(GS_AQL_TYPE_BARRIER_OR), "BARRIER_OR", "type names");
}

/* ---- fuzz corpus replay: every seed and kept crash input decodes
 * without crashing and lists as valid JSON ---- */

static void test_fuzz_corpus(void)
{
	const char *root = getenv("GS_ROOT");
	char dir[1024], path[1400];
	static const char *const names[] = { "gfx942", "gfx1100", "gfx1201", NULL };
	struct dirent *de;
	DIR *dp;
	int n = 0, ok = 0;

	snprintf(dir, sizeof(dir), "%s/tests/fuzz/corpus", root ? root : ".");
	dp = opendir(dir);
	if (!dp) {
		snprintf(dir, sizeof(dir), "tests/fuzz/corpus");
		dp = opendir(dir);
	}
	CHECK(dp != NULL, "fuzz corpus directory %s exists", dir);
	if (!dp)
		return;
	while ((de = readdir(dp))) {
		uint8_t *data;
		uint32_t *dw;
		size_t size = 0, ndw;
		FILE *f;
		enum gs_status st;
		struct gs_error err = { 0 };
		char *out;

		if (de->d_name[0] == '.')
			continue;
		snprintf(path, sizeof(path), "%s/%s", dir, de->d_name);
		f = fopen(path, "rb");
		if (!f)
			continue;
		data = malloc(1 << 16);
		size = data ? fread(data, 1, 1 << 16, f) : 0;
		fclose(f);
		if (!data || size < 1) {
			free(data);
			continue;
		}
		n++;
		ndw = (size - 1) / 4;
		dw = malloc(ndw * 4 + 4);
		memcpy(dw, data + 1, ndw * 4);
		{
			const struct gs_target *t = names[data[0] & 3] ? gs_target_find(names[data[0] & 3]) : NULL;

			out = dump_to_string(t, dw, ndw, GS_PM4_DUMP_CONTINUE | GS_PM4_DUMP_JSON, &st, &err);
			if (out && json_valid(out, strlen(out)))
				ok++;
			else
				printf("# %s: invalid JSON listing\n", de->d_name);
			free(out);
			out = dump_to_string(t, dw, ndw, GS_PM4_DUMP_CONTINUE, &st, &err);
			free(out);
		}
		free(dw);
		free(data);
	}
	closedir(dp);
	CHECK(n >= 4, "fuzz corpus has seeds (%d)", n);
	CHECK_EQ(ok, n, "every corpus input lists as valid JSON");
}

/* The _id setters emit what the by-name ones do, and fail the same way. */
static void test_setters_by_id(void)
{
	static const char *const tgts[] = { "gfx942", "gfx1100", "gfx1201" };
	const uint32_t v[3] = { 7, 8, 9 };
	struct gs_error err = { 0 };
	struct gs_pm4 a, b;

	for (size_t i = 0; i < sizeof(tgts) / sizeof(tgts[0]); i++) {
		gs_pm4_init(&a, gs_target_find(tgts[i]));
		gs_pm4_init(&b, gs_target_find(tgts[i]));
		gs_pm4_set_sh_reg(&a, "COMPUTE_USER_DATA_2", v, 3);
		gs_pm4_set_sh_reg_id(&b, GS_REG_COMPUTE_USER_DATA_2, v, 3);
		gs_pm4_set_uconfig_reg(&a, "GRBM_GFX_INDEX", v, 1);
		gs_pm4_set_uconfig_reg_id(&b, GS_REG_GRBM_GFX_INDEX, v, 1);
		CHECK(a.status == GS_OK && b.status == GS_OK && a.n == 8 && b.n == a.n &&
		      memcmp(a.dw, b.dw, a.n * 4) == 0, "%s: by id = by name", tgts[i]);
		gs_pm4_free(&a);
		gs_pm4_free(&b);
	}
	gs_pm4_init(&a, gs_target_find("gfx1201"));
	gs_pm4_set_sh_reg_id(&a, GS_REG_GRBM_GFX_INDEX, v, 1);
	CHECK_EQ(gs_pm4_status(&a, &err), GS_ERR_INVALID, "SET_SH_REG by id of a UCONFIG register fails");
	CHECK_STR(err.msg, "pm4: GRBM_GFX_INDEX (0xc200) is a uconfig register, SET_SH_REG needs the SH range 0x2c00..0x2fff",
		  "same message as by name");
	gs_pm4_free(&a);
	gs_pm4_init(&a, gs_target_find("gfx942"));
	gs_pm4_set_sh_reg_id(&a, GS_REG_COMPUTE_STATIC_THREAD_MGMT_SE4, v, 1);
	CHECK_EQ(gs_pm4_status(&a, &err), GS_ERR_UNSUPPORTED, "an id the database lacks fails");
	CHECK_STR(err.msg, "pm4: gc_9_4_3 has no register COMPUTE_STATIC_THREAD_MGMT_SE4", "absent id message");
	CHECK_EQ(a.n, 0, "nothing emitted");
	gs_pm4_free(&a);
	gs_pm4_init(&a, gs_target_find("gfx1100"));
	gs_pm4_set_uconfig_reg_id(&a, GS_REG_ID_COUNT, v, 1);
	CHECK_EQ(gs_pm4_status(&a, &err), GS_ERR_UNSUPPORTED, "an out-of-range id fails");
	gs_pm4_free(&a);
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
	test_golden_gfx942();
	test_builders();
	test_builder_errors2();
	test_dispatch_options();
	test_perfcounters();
	test_malformed2();
	test_decode_listing();
	test_aql();
	test_fuzz_corpus();
	test_setters_by_id();
	return t_done();
}
