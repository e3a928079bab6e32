// SPDX-License-Identifier: MIT
/*
 * The timing model's clocks and determinism (Documentation/emulator-timing.rst):
 * every wave reads REALTIME and the shader clock at its start and end
 * (s_sendmsg_rtn_b64 MSG_RTN_GET_REALTIME and s_getreg SHADER_CYCLES on
 * gfx11/gfx12, s_memrealtime and s_memtime on gfx9) around memory and ALU
 * work whose length differs per workgroup; the CP's timestamps (COPY_DATA
 * before, RELEASE_MEM after the dispatch) bracket every wave's reads, each
 * wave's reads increase, the shader clock and REALTIME agree at the
 * machine's clock ratio, the waves' clocks differ as their work does, and
 * every value -- the kernel's clock reads, the CP's timestamps, the
 * modelled counters -- is the same for 1, 2, 3 and 5 host threads.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "gfxshim/machine.h"
#include "harness.h"

#define WG 96         /* workgroups: more than a 7900 XTX's 48 units; many epochs */
#define BLOCK 128     /* 4 wave32 (2 wave64 on gfx9) */
#define IN_BYTES (4u << 20)
#define REC 8         /* dwords each thread stores */
#define NCOUNT 8

static const char *const counters_rdna[NCOUNT] = { "SQ_WAVES", "SQ_INSTS_VALU", "GRBM_GUI_ACTIVE", "SQ_WAVE_CYCLES",
						    "SQ_WAIT_ANY", "SQ_BUSY_CYCLES", "GL2C_HIT", "GL2C_MISS" };
static const char *const counters_gfx9[NCOUNT] = { "SQ_WAVES", "SQ_INSTS_VALU", "GRBM_GUI_ACTIVE", "SQ_WAVE_CYCLES",
						    "TCC_HIT", "TCC_MISS", "TCC_REQ", "TCC_EA0_RDREQ" };

/* The kernel: args { in, out }, the workgroup id in s2. */
static void source(const struct gs_target *t, char *buf, size_t size)
{
	int g9 = t->gen == GS_GEN_GFX9, g12 = t->gen == GS_GEN_GFX12;
	const char *km = g12 ? "s_wait_kmcnt 0" : "s_waitcnt lgkmcnt(0)";
	const char *ld = g12 ? "s_wait_loadcnt 0" : "s_waitcnt vmcnt(0)";
	const char *vadd = g9 ? "v_add_u32" : "v_add_nc_u32", *ssub = g12 ? "s_sub_co_u32" : "s_sub_u32";
	const char *sadd = g12 ? "s_add_co_u32" : "s_add_u32";
	char clk0[200], clk1[200], body[512];
	size_t n = 0;

	if (g9) {
		snprintf(clk0, sizeof(clk0), "\ts_memrealtime s[6:7]\n\ts_memtime s[8:9]\n\t%s\n", km);
		snprintf(clk1, sizeof(clk1), "\ts_memrealtime s[10:11]\n\ts_memtime s[12:13]\n\t%s\n", km);
	} else {
		const char *cyc = g12 ? "HW_REG_SHADER_CYCLES_LO" : "HW_REG_SHADER_CYCLES";

		snprintf(clk0, sizeof(clk0), "\ts_sendmsg_rtn_b64 s[6:7], sendmsg(MSG_RTN_GET_REALTIME)\n"
			 "\ts_getreg_b32 s8, hwreg(%s)\n\ts_mov_b32 s9, 0\n\t%s\n", cyc, km);
		snprintf(clk1, sizeof(clk1), "\ts_sendmsg_rtn_b64 s[10:11], sendmsg(MSG_RTN_GET_REALTIME)\n"
			 "\ts_getreg_b32 s12, hwreg(%s)\n\ts_mov_b32 s13, 0\n\t%s\n", cyc, km);
	}
	for (int i = 0; i < 8; i++)
		n += (size_t)snprintf(body + n, sizeof(body) - n, "\t%s v2, v2, v0\n", vadd);
	snprintf(buf, size,
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n"
		 "\t%s s[4:7], s[0:1], 0x0\n\t%s\n"  /* in s[4:5], out s[6:7] (kept in s[14:15]) */
		 "\ts_mov_b32 s14, s6\n\ts_mov_b32 s15, s7\n"
		 "%s"                                 /* the clocks at the start */
		 /* a load at (wg * 4 KiB + tid * 4) mod 4 MiB, then 8 x (1 + wg %% 5) VALU ops */
		 "\ts_lshl_b32 s16, s2, 12\n\ts_and_b32 s16, s16, 0x3fffff\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n\t%s v1, s16, v1\n"
		 "\t%s v2, v1, s[4:5]\n\t%s\n"
		 "\ts_mov_b32 s18, s2\n"
		 ".Lmod:\n\ts_cmp_ge_u32 s18, 5\n\ts_cbranch_scc0 .Lmodded\n\t%s s18, s18, 5\n\ts_branch .Lmod\n"
		 ".Lmodded:\n\t%s s18, s18, 1\n"
		 ".Lwork:\n%s\t%s s18, s18, 1\n\ts_cmp_lg_u32 s18, 0\n\ts_cbranch_scc1 .Lwork\n"
		 "%s"                                 /* the clocks at the end */
		 /* out[(wg * BLOCK + tid) * 8 dwords] = rt0, cyc0, rt1, cyc1 */
		 "\ts_mul_i32 s16, s2, %u\n"
		 "\t%s v1, s16, v0\n\tv_lshlrev_b32 v1, 5, v1\n"
		 "\tv_mov_b32 v4, s6\n\tv_mov_b32 v5, s7\n\tv_mov_b32 v6, s8\n\tv_mov_b32 v7, s9\n"
		 "\tv_mov_b32 v8, s10\n\tv_mov_b32 v9, s11\n\tv_mov_b32 v10, s12\n\tv_mov_b32 v11, s13\n"
		 "\t%s v1, v[4:7], s[14:15]\n\t%s v1, v[8:11], s[14:15] offset:16\n"
		 "\ts_endpgm\n"
		 "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
		 "\t\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t\t.amdhsa_kernarg_size 16\n"
		 "\t\t.amdhsa_system_sgpr_workgroup_id_x 1\n"
		 "\t\t.amdhsa_next_free_vgpr 12\n\t\t.amdhsa_next_free_sgpr 24\n%s"
		 "\t.end_amdhsa_kernel\n",
		 g9 ? "s_load_dwordx4" : "s_load_b128", km, clk0, vadd, g9 ? "global_load_dword" : "global_load_b32", ld,
		 ssub, sadd, body, ssub, clk1, BLOCK, vadd, g9 ? "global_store_dwordx4" : "global_store_b128",
		 g9 ? "global_store_dwordx4" : "global_store_b128", g9 ? "\t\t.amdhsa_accum_offset 12\n" : "");
}

struct run {
	uint8_t *out;
	uint64_t ts_start, ts_end, counters[NCOUNT];
};

static int run_once(const struct gs_target *t, unsigned int threads, const char *src, struct run *r)
{
	struct gs_device_options o = GS_DEVICE_OPTIONS_INIT;
	struct gs_device *dev = NULL;
	struct gs_error err = { 0 };
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	struct gs_module *m = NULL;
	struct gs_bo *bin = NULL, *bout = NULL;
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	uint8_t *img = NULL;
	size_t img_size = 0, out_bytes = (size_t)WG * BLOCK * REC * 4;
	uint64_t args[2];
	char spec[32];
	int ok = 0;

	memset(r, 0, sizeof(*r));
	o.timing = GS_EMU_TIMING_ON;
	o.threads = threads;
	ao.target = t;
	ao.filename = "clock.s";
	snprintf(spec, sizeof(spec), "emu:%s", t->name);
	if (!CHECK(gs_device_open(spec, &o, &dev, &err) == GS_OK, "%s: open with timing", t->name))
		return 0;
	if (!CHECK(gs_assemble(src, strlen(src), &ao, &prog, &err) == GS_OK, "%s: assemble: %s", t->name, err.msg))
		goto out;
	in = (struct gs_codeobj_input){ .size = sizeof(struct gs_codeobj_input), .target = prog->target, .text = prog->text, .text_size = prog->text_size, .kernels = prog->kernels, .n_kernels = prog->n_kernels };
	if (gs_codeobj_write(&in, &img, &img_size, &err) || gs_module_load(dev, img, img_size, &m, &err) ||
	    gs_bo_alloc(dev, IN_BYTES, 0, &bin, &err) || gs_bo_alloc(dev, out_bytes, 0, &bout, &err)) {
		CHECK(0, "%s: load and buffers: %s", t->name, err.msg);
		goto out;
	}
	for (uint32_t i = 0; i < IN_BYTES / 4; i++)
		((uint32_t *)bin->cpu)[i] = i * 2654435761u;
	args[0] = bin->va;
	args[1] = bout->va;
	ld.grid[0] = WG;
	ld.block[0] = BLOCK;
	ld.kernarg = args;
	ld.kernarg_size = sizeof(args);
	ld.timestamps = 1;
	ld.counters = t->gen == GS_GEN_GFX9 ? counters_gfx9 : counters_rdna;
	ld.n_counters = NCOUNT;
	if (!CHECK(gs_launch(dev, m, &ld, &res, &err) == GS_OK, "%s, %u threads: launch: %s", t->name, threads,
		   err.msg))
		goto out;
	r->out = malloc(out_bytes);
	if (r->out)
		memcpy(r->out, bout->cpu, out_bytes);
	r->ts_start = res.ts_start;
	r->ts_end = res.ts_end;
	for (unsigned int i = 0; i < NCOUNT && i < res.n_counters; i++)
		r->counters[i] = res.counters[i].value;
	ok = r->out != NULL;
out:
	free(res.pm4);
	free(img);
	gs_program_free(prog);
	if (bin)
		gs_bo_free(dev, bin);
	if (bout)
		gs_bo_free(dev, bout);
	gs_module_free(m);
	gs_device_close(dev);
	return ok;
}

static void test_target(const char *name)
{
	const struct gs_target *t = gs_target_find(name);
	const struct gs_machine *mc = gs_machine_find(t, NULL);
	static char src[16384];
	struct run ref, r;
	const unsigned int threads[] = { 2, 3, 5 };
	unsigned int lanes = t->gen == GS_GEN_GFX9 ? 64 : 32, waves = WG * BLOCK / lanes;
	int in_order = 1, bracketed = 1, agree = 1, spread;
	uint64_t lo = UINT64_MAX, hi = 0;
	double ratio = (double)mc->realtime_khz / (mc->shader_mhz * 1000.0);

	source(t, src, sizeof(src));
	if (!run_once(t, 1, src, &ref))
		return;
	/* one record per wave (lane 0 of each): rt0, cyc0, rt1, cyc1 */
	for (unsigned int wv = 0; wv < waves; wv++) {
		const uint64_t *q = (const uint64_t *)(ref.out + (size_t)wv * lanes * REC * 4);
		uint64_t rt0 = q[0], cyc0 = q[1], rt1 = q[2], cyc1 = q[3];

		if (t->gen == GS_GEN_GFX11)  /* SHADER_CYCLES is 20 bits on gfx11 */
			cyc1 = cyc0 + ((cyc1 - cyc0) & 0xfffff);
		in_order &= rt0 <= rt1 && cyc0 < cyc1;
		bracketed &= ref.ts_start <= rt0 && rt1 <= ref.ts_end;
		if (t->gen != GS_GEN_GFX11) {  /* absolute shader cycles: at the clock ratio, within 2 ticks */
			double e0 = (double)cyc0 * ratio - (double)rt0, e1 = (double)cyc1 * ratio - (double)rt1;

			agree &= e0 > -2 && e0 < 2 && e1 > -2 && e1 < 2;
		}
		lo = rt1 - rt0 < lo ? rt1 - rt0 : lo;
		hi = rt1 - rt0 > hi ? rt1 - rt0 : hi;
	}
	CHECK(in_order, "%s: every wave's REALTIME and shader clock advance from its start to its end", name);
	CHECK(bracketed, "%s: the CP's timestamps (%llu, %llu) bracket every wave's REALTIME reads", name,
	      (unsigned long long)ref.ts_start, (unsigned long long)ref.ts_end);
	CHECK(agree, "%s: the shader clock and REALTIME agree at %u MHz / 100 MHz", name, mc->shader_mhz);
	spread = hi > lo + 1;
	CHECK(spread, "%s: waves with more work take longer (%llu to %llu ticks)", name, (unsigned long long)lo,
	      (unsigned long long)hi);
	CHECK_EQ(ref.counters[0], waves, "%s: SQ_WAVES", name);
	CHECK(ref.counters[2] > 0 && ref.counters[2] * ratio <= (double)(ref.ts_end - ref.ts_start) + 1,
	      "%s: GRBM_GUI_ACTIVE, %llu modelled cycles, within the timestamps' %llu ticks", name,
	      (unsigned long long)ref.counters[2], (unsigned long long)(ref.ts_end - ref.ts_start));
	for (unsigned int i = 0; i < sizeof(threads) / sizeof(threads[0]); i++) {
		int same;

		if (!run_once(t, threads[i], src, &r))
			continue;
		same = !memcmp(r.out, ref.out, (size_t)WG * BLOCK * REC * 4) && r.ts_start == ref.ts_start &&
		       r.ts_end == ref.ts_end && !memcmp(r.counters, ref.counters, sizeof(r.counters));
		if (!CHECK(same, "%s: %u threads: every clock read, timestamp and counter as with 1 (end %llu vs %llu)",
			   name, threads[i], (unsigned long long)r.ts_end, (unsigned long long)ref.ts_end)) {
			for (unsigned int c = 0; c < NCOUNT; c++)
				if (r.counters[c] != ref.counters[c])
					printf("#   counter %u: %llu vs %llu\n", c, (unsigned long long)r.counters[c],
					       (unsigned long long)ref.counters[c]);
			for (size_t b = 0; b < (size_t)WG * BLOCK * REC * 4; b += 8)
				if (memcmp(r.out + b, ref.out + b, 8)) {
					printf("#   first difference: dword %zu (workgroup %zu)\n", b / 4,
					       b / (BLOCK * REC * 4));
					break;
				}
		}
		free(r.out);
	}
	free(ref.out);
}

int main(void)
{
	test_target("gfx1100");
	test_target("gfx1201");
	test_target("gfx942");
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
