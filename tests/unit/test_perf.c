// SPDX-License-Identifier: MIT
/*
 * Performance counters: the catalogue against the register database, the
 * PM4 a counter set becomes (read back with the one packet parser), the
 * emulator's counts on kernels whose instruction mix the test generates
 * (expected values computed from that mix and the launch size), the
 * refusals (unknown, unmodelled, unknown layout, too many), and the
 * amdgpu side up to the ioctl boundary (layout from the kernel's answers,
 * no device); with it the amdgpu backend's buffer placement and syncobj
 * out-fence requests.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <amdgpu.h>
#include <amdgpu_drm.h>

#include "amdgpu/amdgpu_int.h"
#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "gfxshim/perf.h"
#include "gfxshim/pm4.h"
#include "gfxshim/regs.h"
#include "harness.h"

static const char *const targets[] = { "gfx1100", "gfx1151", "gfx1201", "gfx942", "gfx950" };

/* Every block's registers exist where the catalogue says, 64-bit exactly
 * when the database has its *_HI, and every event id fits its select
 * register's PERF_SEL (CNTR_SEL0) field. */
static void test_catalogue(void)
{
	for (size_t ti = 0; ti < sizeof(targets) / sizeof(targets[0]); ti++) {
		const struct gs_target *t = gs_target_find(targets[ti]);
		const struct gs_perf_catalogue *c = gs_perf_catalogue_for(t);
		unsigned int bad_regs = 0, bad_hi = 0, bad_id = 0, dup = 0, orphan = 0;
		char sel[64], lo[64], hi[64], first_bad[160] = "";

		if (!CHECK(c && c->n_blocks && c->n_events, "%s: a catalogue with blocks and events", targets[ti]))
			continue;
		for (unsigned int b = 0; b < c->n_blocks; b++) {
			const struct gs_perf_block *blk = &c->blocks[b];

			for (unsigned int i = 0; i < blk->n_counters; i++) {
				const struct gs_reg *rs, *rl, *rh;
				char hname[80];

				gs_perf_block_regs(blk, i, sel, lo, hi, sizeof(sel));
				rs = gs_target_reg_by_name(t, sel);
				rl = gs_target_reg_by_name(t, lo);
				snprintf(hname, sizeof(hname), "%s%u_HI", blk->prefix, i);
				rh = gs_target_reg_by_name(t, hname);
				if (!rs || !rl || rs->aperture != GS_APERTURE_UCONFIG || rl->aperture != GS_APERTURE_UCONFIG) {
					if (!bad_regs++)
						snprintf(first_bad, sizeof(first_bad), "%s/%s", sel, lo);
				}
				if (rl && blk->has_hi != !!rh)
					bad_hi++;
			}
		}
		for (unsigned int e = 0; e < c->n_events; e++) {
			const struct gs_perf_event *ev = &c->events[e];
			const struct gs_perf_block *blk = gs_perf_block_find(c, ev->block);
			const struct gs_reg_field *f;

			if (!blk) {
				orphan++;
				continue;
			}
			gs_perf_block_regs(blk, 0, sel, NULL, NULL, sizeof(sel));
			f = gs_reg_field(gs_target_reg_by_name(t, sel), "PERF_SEL");
			if (!f)  /* gc_9_4_3 CPC/CPF */
				f = gs_reg_field(gs_target_reg_by_name(t, sel), "CNTR_SEL0");
			if (!f || ev->id > f->mask >> f->shift)
				bad_id++;
			if (gs_perf_event_find(c, ev->name) != ev)
				dup++;
		}
		CHECK_EQ(bad_regs, 0, "%s: %u blocks' select/LO registers are UCONFIG registers of the database%s%s",
			 targets[ti], c->n_blocks, bad_regs ? ", first bad " : "", first_bad);
		CHECK_EQ(bad_hi, 0, "%s: 64-bit blocks have a *_HI register, 32-bit ones none", targets[ti]);
		CHECK_EQ(orphan, 0, "%s: every event's block is in the catalogue", targets[ti]);
		CHECK_EQ(bad_id, 0, "%s: all %u event ids fit PERF_SEL of their block's select register", targets[ti],
			 c->n_events);
		CHECK_EQ(dup, 0, "%s: event names are unique", targets[ti]);
		CHECK(gs_perf_event_find(c, "SQ_WAVES") && gs_perf_event_find(c, "GRBM_COUNT") &&
		      gs_perf_event_find(c, "GRBM_GUI_ACTIVE"), "%s: SQ_WAVES, GRBM_COUNT, GRBM_GUI_ACTIVE listed",
		      targets[ti]);
	}
	CHECK(gs_perf_catalogue_for(gs_target_find("gfx1100")) == gs_perf_catalogue_for(gs_target_find("gfx1151")),
	      "gfx1100 and gfx1151 share the gfx11 catalogue");
	CHECK(gs_perf_catalogue_for(gs_target_find("gfx1250")) == NULL, "gfx1250: no catalogue");
}

/* What the PM4 of a counter set does, read back packet by packet. */
struct perf_pm4 {
	int perfmon[8], n_perfmon;     /* CP_PERFMON_CNTL.PERFMON_STATE in order */
	int sample_on_stop;
	uint32_t select_value[4];      /* SET_UCONFIG_REG of the select registers asked about */
	int select_seen[4];
	unsigned int n_perf_copy, n_perf_copy64, n_zero_hi;
	uint64_t first_copy_src, first_copy_dst;
	uint32_t grbm_last_before_copy[64];
	int sq_ctrl_cs, perfcount_enable_on, perfcount_enable_off, start_event;
};

static void scan(const struct gs_target *t, const uint32_t *dw, size_t n, const char *const *sel,
		 unsigned int n_sel, struct perf_pm4 *o)
{
	static const char *const perfmon_names[] = { "CP_PERFMON_CNTL", "CP_CP_PERFMON_CNTL", NULL };
	const struct gs_reg *pm = gs_reg_by_names(gs_regdb_for_target(t), perfmon_names);
	const struct gs_reg *grbm = gs_target_reg_by_name(t, "GRBM_GFX_INDEX");
	const struct gs_reg *ctrl = gs_target_reg_by_name(t, "SQ_PERFCOUNTER_CTRL");
	const struct gs_reg *en = gs_target_reg_by_name(t, "COMPUTE_PERFCOUNT_ENABLE");
	struct gs_pm4_packet pkt;
	struct gs_error err = { 0 };
	uint32_t grbm_v = 0;
	size_t pos = 0;

	memset(o, 0, sizeof(*o));
	while (pos < n && gs_pm4_next(dw, n, &pos, &pkt, &err) == GS_OK) {
		uint32_t addr;
		const uint32_t *v;
		size_t nv;

		if (pkt.type == 3 && pkt.opcode == GS_PM4_EVENT_WRITE &&
		    (pkt.body[0] & 0x3f) == GS_PM4_EV_PERFCOUNTER_START)
			o->start_event++;
		if (pkt.type == 3 && pkt.opcode == GS_PM4_COPY_DATA && (pkt.body[0] & 0xf) == GS_PM4_SEL_PERF) {
			if (!o->n_perf_copy) {
				o->first_copy_src = pkt.body[1];
				o->first_copy_dst = pkt.body[3] | (uint64_t)pkt.body[4] << 32;
			}
			if (o->n_perf_copy < 64)
				o->grbm_last_before_copy[o->n_perf_copy] = grbm_v;
			o->n_perf_copy++;
			o->n_perf_copy64 += (pkt.body[0] >> 16) & 1;
		}
		if (pkt.type == 3 && pkt.opcode == GS_PM4_WRITE_DATA && pkt.body_dw == 4 && pkt.body[3] == 0)
			o->n_zero_hi++;
		if (!gs_pm4_reg_writes(&pkt, &addr, &v, &nv))
			continue;
		for (size_t i = 0; i < nv; i++, addr++) {
			if (pm && addr == pm->addr && o->n_perfmon < 8) {
				o->perfmon[o->n_perfmon++] = (int)gs_reg_field_get(pm, "PERFMON_STATE", v[i], NULL);
				o->sample_on_stop = (int)gs_reg_field_get(pm, "PERFMON_SAMPLE_ENABLE", v[i], NULL);
			}
			if (grbm && addr == grbm->addr)
				grbm_v = v[i];
			if (ctrl && addr == ctrl->addr)
				o->sq_ctrl_cs = (int)gs_reg_field_get(ctrl, "CS_EN", v[i], NULL);
			if (en && addr == en->addr)
				*(v[i] & 1 ? &o->perfcount_enable_on : &o->perfcount_enable_off) += 1;
			for (unsigned int k = 0; k < n_sel && k < 4; k++) {
				const struct gs_reg *r = gs_target_reg_by_name(t, sel[k]);

				if (r && r->addr == addr) {
					o->select_value[k] = v[i];
					o->select_seen[k] = 1;
				}
			}
		}
	}
}

static void test_pm4(void)
{
	const struct gs_target *t = gs_target_find("gfx1201");
	const struct gs_perf_catalogue *c = gs_perf_catalogue_for(t);
	const char *const names[] = { "SQ_WAVES", "GRBM_COUNT" };
	const char *const sels[] = { "SQ_PERFCOUNTER0_SELECT", "GRBM_PERFCOUNTER0_SELECT" };
	struct gs_perf_topology one = { 1, 1, 1, 1 }, big = { 2, 2, 3, 4 };
	struct gs_perf_set ps;
	struct gs_error err = { 0 };
	struct gs_pm4 s;
	struct perf_pm4 o;
	const uint64_t va = 0x100000;
	const struct gs_reg *sq_lo = gs_target_reg_by_name(t, "SQ_PERFCOUNTER0_LO");
	const struct gs_reg *grbm = gs_target_reg_by_name(t, "GRBM_GFX_INDEX");

	if (!CHECK(gs_perf_set_init(&ps, t, names, 2, &one, &err) == GS_OK, "gfx1201 set: %s", err.msg))
		return;
	CHECK(ps.n == 2 && ps.n_reads == 2, "two counters, one instance each on a 1x1x1 layout");
	gs_pm4_init(&s, t);
	gs_pm4_perf_begin(&s, &ps);
	gs_pm4_perf_end(&s, &ps, va);
	if (!CHECK(gs_pm4_status(&s, &err) == GS_OK, "PM4 built: %s", err.msg)) {
		gs_pm4_free(&s);
		return;
	}
	scan(t, s.dw, s.n, sels, 2, &o);
	CHECK(o.select_seen[0] && (o.select_value[0] & 0x1ff) == gs_perf_event_find(c, "SQ_WAVES")->id,
	      "SQ_PERFCOUNTER0_SELECT.PERF_SEL = SQ_WAVES's id %u", gs_perf_event_find(c, "SQ_WAVES")->id);
	CHECK(o.select_seen[1] && (o.select_value[1] & 0x3f) == gs_perf_event_find(c, "GRBM_COUNT")->id,
	      "GRBM_PERFCOUNTER0_SELECT.PERF_SEL = GRBM_COUNT's id");
	CHECK(o.n_perfmon == 3 && o.perfmon[0] == 0 && o.perfmon[1] == 1 && o.perfmon[2] == 2 && o.sample_on_stop,
	      "CP_CP_PERFMON_CNTL: reset, start, stop with PERFMON_SAMPLE_ENABLE (%d writes)", o.n_perfmon);
	CHECK(o.start_event == 1, "EVENT_WRITE PERFCOUNTER_START once");
	CHECK(o.sq_ctrl_cs == 1, "SQ_PERFCOUNTER_CTRL.CS_EN set (an SQ counter is used)");
	CHECK(o.perfcount_enable_on == 1 && o.perfcount_enable_off == 1, "COMPUTE_PERFCOUNT_ENABLE on, then off");
	CHECK(o.n_perf_copy == 2 && o.n_perf_copy64 == 1 && o.n_zero_hi == 1,
	      "two COPY_DATA perf reads: SQ 32-bit + a zero high half, GRBM 64-bit");
	CHECK(sq_lo && o.first_copy_src == sq_lo->addr && o.first_copy_dst == va,
	      "the first read copies SQ_PERFCOUNTER0_LO to the result buffer");
	gs_pm4_free(&s);

	/* per-WGP SQ on 2 SE x 2 SA x 3 WGP: 12 reads, each under its own index */
	if (!CHECK(gs_perf_set_init(&ps, t, names, 2, &big, &err) == GS_OK, "bigger layout: %s", err.msg))
		return;
	CHECK_EQ(ps.n_reads, 2 * 2 * 3 + 1, "SQ read per WGP, GRBM once");
	gs_pm4_init(&s, t);
	gs_pm4_perf_end(&s, &ps, va);
	scan(t, s.dw, s.n, sels, 0, &o);
	CHECK_EQ(o.n_perf_copy, ps.n_reads, "one COPY_DATA per instance");
	if (grbm && o.n_perf_copy >= 12) {
		uint32_t g = o.grbm_last_before_copy[11];  /* se 1, sa 1, wgp 2 */

		CHECK(gs_reg_field_get(grbm, "SE_INDEX", g, NULL) == 1 && gs_reg_field_get(grbm, "SA_INDEX", g, NULL) == 1 &&
		      gs_reg_field_get(grbm, "INSTANCE_INDEX", g, NULL) == 2 &&
		      !gs_reg_field_get(grbm, "SE_BROADCAST_WRITES", g, NULL),
		      "the 12th SQ read is under GRBM_GFX_INDEX SE 1 SA 1 instance 2 (0x%x)", g);
	}
	gs_pm4_free(&s);

	/* gfx942: SQ is per SE and 64-bit */
	t = gs_target_find("gfx942");
	if (CHECK(gs_perf_set_init(&ps, t, (const char *const[]){ "SQ_WAVES" }, 1,
				   &(struct gs_perf_topology){ 4, 1, 10, 16 }, &err) == GS_OK, "gfx942 set: %s", err.msg)) {
		gs_pm4_init(&s, t);
		gs_pm4_perf_begin(&s, &ps);
		gs_pm4_perf_end(&s, &ps, va);
		scan(t, s.dw, s.n, (const char *const[]){ "SQ_PERFCOUNTER0_SELECT" }, 1, &o);
		CHECK(gs_pm4_status(&s, &err) == GS_OK && o.n_perf_copy == 4 && o.n_perf_copy64 == 4 && !o.n_zero_hi,
		      "gfx942 SQ_WAVES: 4 64-bit reads, one per SE");
		CHECK((o.select_value[0] & 0x1ff) == gs_perf_event_find(gs_perf_catalogue_for(t), "SQ_WAVES")->id &&
		      (o.select_value[0] & 0x0f000000) == 0x0f000000,
		      "gfx942 SQ select: PERF_SEL plus SIMD_MASK (Mesa's select_or)");
		gs_pm4_free(&s);
	}
	/* gc_9_4_3 SPI keeps HI one dword below LO: two 32-bit copies per SE */
	{
		const struct gs_perf_catalogue *c9 = gs_perf_catalogue_for(t);
		const char *spi = NULL;
		const struct gs_reg *lo = gs_target_reg_by_name(t, "SPI_PERFCOUNTER0_LO");
		const struct gs_reg *hi = gs_target_reg_by_name(t, "SPI_PERFCOUNTER0_HI");

		for (unsigned int i = 0; i < c9->n_events && !spi; i++)
			if (strcmp(c9->events[i].block, "SPI") == 0)
				spi = c9->events[i].name;
		if (CHECK(spi && lo && hi && hi->addr + 1 == lo->addr, "gfx942 SPI_PERFCOUNTER0_HI is right below _LO") &&
		    CHECK(gs_perf_set_init(&ps, t, &spi, 1, &(struct gs_perf_topology){ 4, 1, 10, 16 }, &err) == GS_OK,
			  "gfx942 %s: %s", spi, err.msg)) {
			gs_pm4_init(&s, t);
			gs_pm4_perf_end(&s, &ps, va);
			scan(t, s.dw, s.n, NULL, 0, &o);
			CHECK(o.n_perf_copy == 8 && o.n_perf_copy64 == 0 && !o.n_zero_hi,
			      "gfx942 %s: LO and HI copied separately, per SE (%u copies)", spi, o.n_perf_copy);
			gs_pm4_free(&s);
		}
	}
}

static void test_refusals(void)
{
	const struct gs_target *t = gs_target_find("gfx1201");
	struct gs_perf_topology one = { 1, 1, 1, 1 };
	struct gs_perf_set ps;
	struct gs_error err = { 0 };
	const struct gs_perf_catalogue *c = gs_perf_catalogue_for(t);
	const char *sq[9];
	unsigned int n = 0;

	CHECK(gs_perf_set_init(&ps, t, (const char *const[]){ "SQ_NOPE" }, 1, &one, &err) == GS_ERR_INVALID &&
	      strstr(err.msg, "'SQ_NOPE'"), "an unknown counter is named: %s", err.msg);
	CHECK(gs_perf_set_init(&ps, t, (const char *const[]){ "SQ_WAVES", "SQ_WAVES" }, 2, &one, &err) ==
	      GS_ERR_INVALID && strstr(err.msg, "twice"), "a counter twice: %s", err.msg);
	for (unsigned int i = 0; i < c->n_events && n < 9; i++)
		if (strcmp(c->events[i].block, "SQ") == 0)
			sq[n++] = c->events[i].name;
	if (CHECK(n == 9, "gfx12 lists at least 9 SQ events"))
		CHECK(gs_perf_set_init(&ps, t, sq, 9, &one, &err) == GS_ERR_RANGE && strstr(err.msg, sq[8]) &&
		      strstr(err.msg, "8 counters"), "the 9th SQ counter is refused by name: %s", err.msg);
	CHECK(gs_perf_set_init(&ps, gs_target_find("gfx1100"), (const char *const[]){ "TA_TA_BUSY" }, 1, &one,
			       &err) == GS_ERR_UNSUPPORTED && strstr(err.msg, "TA_TA_BUSY") && strstr(err.msg, "TA"),
	      "gfx11 TA (layout not public): refused: %s", err.msg);
	CHECK(gs_perf_set_init(&ps, t, (const char *const[]){ "SQ_WAVES" }, 1,
			       &(struct gs_perf_topology){ 0, 1, 1, 1 }, &err) == GS_ERR_INVALID,
	      "a layout without SEs is refused");
}

/* ---- the emulator counts ---- */

/* A kernel whose mix the test knows: pre-loop 1 SALU + 2 VALU + 1 DS, a
 * loop of iters iterations with nv VALU, 2 SALU and a branch, then
 * s_endpgm. */
#define PRE_SALU 1
#define PRE_VALU 2
#define PRE_DS 1
#define LOOP_SALU 2
#define LOOP_SOPP 1
static char *kernel(const struct gs_target *t, unsigned int iters, unsigned int nv, int wave64)
{
	size_t cap = 4096 + nv * 64, len = 0;
	char *s = malloc(cap);
	const char *sub = t->gen == GS_GEN_GFX12 ? "s_sub_co_u32" : "s_sub_u32";

	if (!s)
		return NULL;
	len += (size_t)snprintf(s + len, cap - len,
				".text\n.p2align 8\nk:\n  s_mov_b32 s0, %u\n  v_mov_b32 v1, 0\n"
				"  v_lshlrev_b32 v2, 2, v0\n  ds_store_b32 v2, v1\nloop:\n", iters);
	for (unsigned int i = 0; i < nv; i++)
		len += (size_t)snprintf(s + len, cap - len, "  v_add_nc_u32 v1, 1, v1\n");
	snprintf(s + len, cap - len,
		 "  %s s0, s0, 1\n  s_cmp_lg_u32 s0, 0\n  s_cbranch_scc1 loop\n  s_endpgm\n"
		 ".rodata\n.amdhsa_kernel k\n  .amdhsa_next_free_vgpr 3\n  .amdhsa_next_free_sgpr 2\n"
		 "  .amdhsa_group_segment_fixed_size 1024\n%s.end_amdhsa_kernel\n", sub,
		 wave64 ? "  .amdhsa_wavefront_size32 0\n" : "");
	return s;
}

static void test_emulated_counts(const char *tname, int wave64)
{
	const struct gs_target *t = gs_target_find(tname);
	const unsigned int iters = 5, nv = 3, grid = 3, block = 80, lanes = wave64 ? 64 : 32;
	const char *const names[] = { "SQ_WAVES", "SQ_INSTS_VALU", "SQ_INSTS_SALU", "SQ_INSTS_SMEM",
				      "SQ_INSTS_LDS", wave64 ? "SQ_WAVE64_INSTS" : "SQ_WAVE32_INSTS",
				      "GRBM_COUNT", "GRBM_GUI_ACTIVE", "SQ_INSTS_WAVE32_VALU", "SQ_INSTS_FLAT" };
	const unsigned int nn = sizeof(names) / sizeof(names[0]);
	struct gs_asm_options opt = { .target = t, .filename = "k.s", .wave64 = wave64 };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	uint8_t *co = NULL;
	size_t co_size = 0;
	char spec[32], *src = kernel(t, iters, nv, wave64);
	uint64_t waves, want[10], packets = 0, valu;

	if (!CHECK(src && gs_assemble(src, strlen(src), &opt, &p, &err) == GS_OK, "%s: assemble: %s", tname, err.msg))
		goto out;
	in = (struct gs_codeobj_input){ .size = sizeof(struct gs_codeobj_input), .target = p->target, .text = p->text, .text_size = p->text_size, .kernels = p->kernels, .n_kernels = p->n_kernels };
	snprintf(spec, sizeof(spec), "emu:%s", tname);
	if (!CHECK(gs_codeobj_write(&in, &co, &co_size, &err) == GS_OK &&
		   gs_device_open(spec, NULL, &dev, &err) == GS_OK &&
		   gs_module_load(dev, co, co_size, &m, &err) == GS_OK, "%s: device and module: %s", tname, err.msg))
		goto out;
	ld.grid[0] = grid;
	ld.block[0] = block;
	ld.counters = names;
	ld.n_counters = nn;
	if (!CHECK(gs_launch(dev, m, &ld, &res, &err) == GS_OK, "%s: launch with %u counters: %s", tname, nn, err.msg))
		goto out;
	/* expected, from the kernel's mix and the launch */
	waves = (uint64_t)grid * ((block + lanes - 1) / lanes);
	valu = waves * (PRE_VALU + (uint64_t)iters * nv);
	want[0] = waves;
	want[1] = valu;
	want[2] = waves * (PRE_SALU + (uint64_t)LOOP_SALU * iters);
	want[3] = 0;
	want[4] = waves * PRE_DS;
	want[5] = waves * (PRE_SALU + PRE_VALU + PRE_DS + (uint64_t)iters * (nv + LOOP_SALU + LOOP_SOPP) + 1);
	want[8] = wave64 ? 0 : valu;
	want[9] = 0;
	/* GRBM_COUNT: the emulated clock from the START_COUNTING packet to
	 * the STOP_COUNTING one: one tick per packet, one per wave, plus the
	 * longest wave's cycles (every wave runs the same want[5] / waves
	 * instructions; no s_sleep) */
	{
		static const char *const pmn[] = { "CP_PERFMON_CNTL", "CP_CP_PERFMON_CNTL", NULL };
		const struct gs_reg *pm = gs_reg_by_names(gs_regdb_for_target(t), pmn);
		struct gs_pm4_packet pkt;
		size_t pos = 0;
		int on = 0;

		while (pm && pos < res.pm4_ndw && gs_pm4_next(res.pm4, res.pm4_ndw, &pos, &pkt, &err) == GS_OK) {
			uint32_t a;
			const uint32_t *v;
			size_t nv2;

			if (gs_pm4_reg_writes(&pkt, &a, &v, &nv2) && a == pm->addr)
				on = gs_reg_field_get(pm, "PERFMON_STATE", v[0], NULL) == 1;
			packets += on;
		}
	}
	want[6] = packets + waves + want[5] / waves;
	want[7] = waves + want[5] / waves;
	CHECK(res.n_counters == nn && res.counters_emulated == 1, "%s: %u counters back, labelled emulated", tname, nn);
	for (unsigned int i = 0; i < nn && i < res.n_counters; i++)
		CHECK_EQ(res.counters[i].value, want[i], "%s wave%u: %s = %llu (%s)", tname, lanes, names[i],
			 (unsigned long long)want[i], gs_perf_emulated_meaning(names[i]));
	CHECK(packets > 3, "%s: %llu packets counted between start and stop", tname, (unsigned long long)packets);

	/* unmodelled counters are refused before anything runs, all named */
	ld.counters = (const char *const[]){ "SQ_WAVES", "SQ_WAIT_INST_ANY", "GL2C_HIT" };
	ld.n_counters = 3;
	CHECK(gs_launch(dev, m, &ld, NULL, &err) == GS_ERR_UNSUPPORTED && strstr(err.msg, "SQ_WAIT_INST_ANY, GL2C_HIT") &&
	      strstr(err.msg, "emulator does not model"), "%s: unmodelled counters named: %s", tname, err.msg);
out:
	free(res.pm4);
	free(src);
	free(co);
	gs_program_free(p);
	gs_module_free(m);
	gs_device_close(dev);
}

/* The command processor refuses a select of an event it does not model,
 * and a read under a GRBM index it does not have. */
static void test_emu_cp(void)
{
	const struct gs_target *t = gs_target_find("gfx1201");
	const struct gs_perf_catalogue *c = gs_perf_catalogue_for(t);
	struct gs_device *dev = NULL;
	struct gs_error err = { 0 };
	struct gs_bo *ib = NULL, *out = NULL;
	struct gs_pm4 s;

	if (!CHECK(gs_device_open("emu:gfx1201", NULL, &dev, &err) == GS_OK &&
		   gs_bo_alloc(dev, 4096, 0, &ib, &err) == GS_OK && gs_bo_alloc(dev, 64, 0, &out, &err) == GS_OK,
		   "emulator: %s", err.msg))
		goto out;
	gs_pm4_init(&s, t);
	gs_pm4_set_uconfig_reg1(&s, "SQ_PERFCOUNTER0_SELECT", gs_perf_event_find(c, "SQ_WAIT_INST_ANY")->id);
	memcpy(ib->cpu, s.dw, s.n * 4);
	CHECK(gs_device_submit(dev, ib, 0, (uint32_t)s.n, &err) == GS_ERR_UNSUPPORTED &&
	      strstr(err.msg, "SQ_WAIT_INST_ANY") && strstr(err.msg, "does not count"),
	      "select of an unmodelled event: %s", err.msg);
	gs_pm4_free(&s);

	gs_pm4_init(&s, t);
	gs_pm4_set_uconfig_reg1(&s, "SQ_PERFCOUNTER0_SELECT", gs_perf_event_find(c, "SQ_WAVES")->id);
	gs_pm4_grbm_select(&s, 1, -1, -1);
	gs_pm4_copy_data(&s, GS_PM4_SEL_PERF, gs_target_reg_by_name(t, "SQ_PERFCOUNTER0_LO")->addr,
			 GS_PM4_SEL_DST_MEM, out->va, 0);
	memcpy(ib->cpu, s.dw, s.n * 4);
	CHECK(gs_device_submit(dev, ib, 0, (uint32_t)s.n, &err) == GS_ERR_UNSUPPORTED && strstr(err.msg, "SE_INDEX 1"),
	      "read under SE 1: %s", err.msg);
	gs_pm4_free(&s);

	gs_pm4_init(&s, t);
	gs_pm4_grbm_select(&s, -1, -1, -1);  /* GRBM_GFX_INDEX lasts across submissions */
	gs_pm4_set_uconfig_reg1(&s, "TA_PERFCOUNTER0_SELECT", 1);
	memcpy(ib->cpu, s.dw, s.n * 4);
	CHECK(gs_device_submit(dev, ib, 0, (uint32_t)s.n, &err) == GS_ERR_UNSUPPORTED && strstr(err.msg, "TA event 1"),
	      "a TA select: %s", err.msg);
	gs_pm4_free(&s);
out:
	gs_bo_free(dev, out);
	gs_bo_free(dev, ib);
	gs_device_close(dev);
}

/* amdgpu up to the ioctl boundary: the layout from the kernel's answer,
 * then no device. */
static void test_amdgpu(void)
{
	struct drm_amdgpu_info_device di;
	struct gs_device_facts f = GS_DEVICE_FACTS_INIT;
	struct gs_perf_topology topo;
	struct gs_perf_set ps;
	struct gs_error err = { 0 };
	struct gs_device *dev = NULL;
	const struct gs_target *t = gs_target_find("gfx1100");
	enum gs_status st;

	memset(&di, 0, sizeof(di));
	memset(&f, 0, sizeof(f));
	di.num_shader_engines = 6;
	di.num_shader_arrays_per_engine = 2;
	di.num_cu_per_sh = 8;
	di.cu_active_number = 96;
	di.num_tcc_blocks = 24;
	f.target = t;
	gsi_amdgpu_facts_from_dev_info(&di, t, &f);
	CHECK(gs_perf_topology_from_facts(&f, &topo, &err) == GS_OK && topo.se == 6 && topo.sa_per_se == 2 &&
	      topo.wgp_per_sa == 4 && topo.l2_channels == 24, "gfx1100-like DEV_INFO: 6 SE x 2 SA x 4 WGP, 24 L2 channels");
	st = gs_perf_set_init(&ps, t, (const char *const[]){ "SQ_WAVES", "GL2C_HIT", "GRBM_GUI_ACTIVE" }, 3, &topo,
			      &err);
	CHECK(st == GS_OK && ps.n_reads == 6 * 2 * 4 + 24 + 1, "SQ per WGP (48) + GL2C per channel (24) + GRBM (1) reads");
	di.num_tcc_blocks = 0;
	memset(&f, 0, sizeof(f));
	gsi_amdgpu_facts_from_dev_info(&di, t, &f);
	CHECK(gs_perf_topology_from_facts(&f, &topo, &err) == GS_ERR_UNSUPPORTED && strstr(err.msg, "0 L2 channels"),
	      "a fact missing: refused by name: %s", err.msg);
	CHECK(gs_device_open("amdgpu:0", NULL, &dev, &err) == GS_ERR_NODEV && strstr(err.msg, "no amdgpu device"),
	      "counters on amdgpu:0 without a GPU: the device does not open (%s)", err.msg);
	CHECK(gs_perf_set_for_device(&ps, NULL, (const char *const[]){ "SQ_WAVES" }, 1, &err) == GS_ERR_INVALID,
	      "no device: an error, not a crash");
}

/* Also here (the amdgpu backend's other additions, tested the same way up
 * to the ioctl boundary): buffer placement requests and the syncobj
 * out-fence chunk; the placement rule on the emulator. */
static void test_amdgpu_mem_sync(void)
{
	struct amdgpu_bo_alloc_request req;
	struct drm_amdgpu_cs_chunk_ib ib;
	struct drm_amdgpu_cs_chunk_sem sem;
	struct drm_amdgpu_cs_chunk ch[2];
	struct gs_device *dev = NULL;
	struct gs_bo *v = NULL, *vv = NULL, *g = NULL, *ibo = NULL, *x = NULL;
	struct gs_error err = { 0 };
	int map = -1;

	gsi_amdgpu_bo_request(100, 0, &req, &map);
	CHECK(req.preferred_heap == AMDGPU_GEM_DOMAIN_GTT && req.flags == AMDGPU_GEM_CREATE_CPU_ACCESS_REQUIRED &&
	      req.alloc_size == 4096 && req.phys_alignment == 4096 && map == 1, "GTT: CPU access, mapped, page-rounded");
	gsi_amdgpu_bo_request(5000, GS_BO_VRAM, &req, &map);
	CHECK(req.preferred_heap == AMDGPU_GEM_DOMAIN_VRAM &&
	      req.flags == (AMDGPU_GEM_CREATE_NO_CPU_ACCESS | AMDGPU_GEM_CREATE_VRAM_CLEARED) &&
	      req.alloc_size == 8192 && map == 0, "VRAM: no CPU access, cleared by the kernel, not mapped");
	gsi_amdgpu_bo_request(64, GS_BO_VRAM | GS_BO_CPU_VISIBLE | GS_BO_EXEC, &req, &map);
	CHECK(req.preferred_heap == AMDGPU_GEM_DOMAIN_VRAM &&
	      req.flags == (AMDGPU_GEM_CREATE_CPU_ACCESS_REQUIRED | AMDGPU_GEM_CREATE_VRAM_CLEARED) && map == 1,
	      "CPU-visible VRAM: CPU access required, mapped");

	CHECK(gsi_amdgpu_submit_chunks(0x1000, 40, 0, &ib, &sem, ch) == 1 && ch[0].chunk_id == AMDGPU_CHUNK_ID_IB &&
	      ib.ib_bytes == 160, "no syncobj: the IB chunk only");
	CHECK(gsi_amdgpu_submit_chunks(0x1000, 40, 7, &ib, &sem, ch) == 2 && ch[1].chunk_id == AMDGPU_CHUNK_ID_SYNCOBJ_OUT &&
	      ch[1].length_dw == 1 && ch[1].chunk_data == (uint64_t)(uintptr_t)&sem && sem.handle == 7 &&
	      ib.ip_type == AMDGPU_HW_IP_COMPUTE, "syncobj 7: IB chunk + SYNCOBJ_OUT chunk naming it");
	CHECK(gsi_amdgpu_deadline(1000, 10) == 1010 && gsi_amdgpu_deadline(INT64_MAX - 5, 10) == INT64_MAX &&
	      gsi_amdgpu_deadline(UINT64_MAX, 1) == INT64_MAX, "absolute deadline, saturating");

	if (!CHECK(gs_device_open("emu:gfx1201", NULL, &dev, &err) == GS_OK, "emulator: %s", err.msg))
		return;
	CHECK(gs_bo_alloc(dev, 64, GS_BO_VRAM, &v, &err) == GS_OK && v->cpu == NULL && v->va,
	      "emulator, GS_BO_VRAM: a GPU address, no CPU mapping (the same rule as amdgpu)");
	CHECK(gs_bo_alloc(dev, 64, GS_BO_VRAM | GS_BO_CPU_VISIBLE, &vv, &err) == GS_OK && vv->cpu,
	      "GS_BO_VRAM | GS_BO_CPU_VISIBLE: mapped");
	CHECK(gs_bo_alloc(dev, 64, GS_BO_CPU_VISIBLE, &x, &err) == GS_ERR_INVALID && !x,
	      "GS_BO_CPU_VISIBLE without VRAM: refused (%s)", err.msg);
	CHECK(gs_bo_alloc(dev, 64, 1u << 9, &x, &err) == GS_ERR_INVALID && !x, "an unknown flag: refused");
	if (CHECK(gs_bo_alloc(dev, 64, 0, &g, &err) == GS_OK && gs_bo_alloc(dev, 4096, 0, &ibo, &err) == GS_OK,
		  "GTT buffers") && v) {
		struct gs_pm4 s;
		const uint32_t val = 0x5eed1234;

		/* the GPU writes the VRAM buffer and copies it into a GTT one */
		gs_pm4_init(&s, gs_target_find("gfx1201"));
		gs_pm4_write_data_mem(&s, v->va, &val, 1, 1);
		gs_pm4_copy_data(&s, GS_PM4_SEL_MEM, v->va, GS_PM4_SEL_DST_MEM, g->va, 0);
		memcpy(ibo->cpu, s.dw, s.n * 4);
		CHECK(gs_device_submit(dev, ibo, 0, (uint32_t)s.n, &err) == GS_OK && *(uint32_t *)g->cpu == val,
		      "WRITE_DATA to the VRAM buffer, COPY_DATA into GTT: the value arrives (%s)", err.msg);
		gs_pm4_free(&s);
		CHECK(gs_device_submit(dev, v, 0, 4, &err) == GS_ERR_INVALID && strstr(err.msg, "no CPU mapping"),
		      "an indirect buffer without a CPU mapping is refused: %s", err.msg);
	}
	gs_bo_free(dev, ibo);
	gs_bo_free(dev, g);
	gs_bo_free(dev, vv);
	gs_bo_free(dev, v);
	gs_device_close(dev);
}

int main(void)
{
	test_catalogue();
	test_pm4();
	test_refusals();
	test_emulated_counts("gfx1201", 0);
	test_emulated_counts("gfx1100", 0);
	test_emulated_counts("gfx1100", 1);
	test_emu_cp();
	test_amdgpu();
	test_amdgpu_mem_sync();
	return t_failed != 0;
}
