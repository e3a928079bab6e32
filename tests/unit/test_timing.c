// SPDX-License-Identifier: MIT
/*
 * GPU timestamps and device facts: tick conversion, gs_launch with
 * timestamps on the emulator end to end (the PM4 that reaches the backend
 * carries the timestamp packets; the emulated clock follows its documented
 * model), the command processor's COPY_DATA / RELEASE_MEM timestamp cases
 * and their errors, and the emulator's facts.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "gfxshim/pm4.h"
#include "harness.h"
#include "testutil.h"

static void test_ticks_to_ns(void)
{
	CHECK_EQ(gs_ticks_to_ns(1, 100000), 10, "1 tick at 100 MHz is 10 ns");
	CHECK_EQ(gs_ticks_to_ns(100, 100000), 1000, "100 ticks at 100 MHz");
	CHECK_EQ(gs_ticks_to_ns(0, 100000), 0, "0 ticks");
	CHECK_EQ(gs_ticks_to_ns(12345, 0), 0, "no frequency: 0");
	CHECK_EQ(gs_ticks_to_ns(1, 3), 333333, "rounded down (1e6 / 3)");
	CHECK_EQ(gs_ticks_to_ns(7, 27000), 259, "27 MHz: 7 ticks = 259.26 ns");
	CHECK_EQ(gs_ticks_to_ns(3, 3), 1000000, "3 ticks at 3 kHz = 1 ms");
	CHECK(gs_ticks_to_ns(1ull << 40, 100000) == (1ull << 40) * 10, "2^40 ticks exact (no early overflow)");
	CHECK(gs_ticks_to_ns(0xffffffffffffull, 25000) == 0xffffffffffffull * 40, "2^48-1 ticks at 25 MHz exact");
	CHECK(gs_ticks_to_ns(UINT64_MAX, 100000) == UINT64_MAX, "saturates instead of wrapping");
	CHECK(gs_ticks_to_ns(UINT64_MAX, UINT64_MAX) == 1000000, "any frequency is safe");
	CHECK(gs_ticks_to_ns(UINT64_MAX - 1, UINT64_MAX) == 999999, "huge remainder: rounded down");
	CHECK(gs_ticks_to_ns(UINT64_MAX / 3, UINT64_MAX / 2) == 666666, "2/3 of a huge tick: exact digits");
	CHECK(gs_ticks_to_ns(3ull << 62, 0xffffffffffffffffull) == 750000, "3/4 exactly");
}

static const char kernel_src[] =
	".text\n.p2align 8\nk:\n  s_endpgm\n.rodata\n.amdhsa_kernel k\n"
	"  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n";

static uint8_t *build(const char *target, size_t *size)
{
	struct gs_asm_options opt = { .target = gs_target_find(target), .filename = "k.s" };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	uint8_t *co = NULL;

	if (!CHECK(gs_assemble(kernel_src, strlen(kernel_src), &opt, &p, &err) == GS_OK, "%s: assemble: %s",
		   target, err.msg))
		return NULL;
	in = (struct gs_codeobj_input){ .size = sizeof(struct gs_codeobj_input), .target = p->target, .text = p->text, .text_size = p->text_size, .kernels = p->kernels, .n_kernels = p->n_kernels };
	if (!CHECK(gs_codeobj_write(&in, &co, size, &err) == GS_OK, "%s: code object: %s", target, err.msg))
		co = NULL;
	gs_program_free(p);
	return co;
}


/* Where the timestamp packets are in a captured stream. */
struct ts_packets {
	long copy_at, dispatch_at, release_at, fence_at;  /* packet offsets, -1: none */
	uint64_t copy_dst, release_addr;
	int copy_wide;
	int n_copy, n_clock_release;
};

static void find_packets(const struct tu_capture *c, struct ts_packets *tp)
{
	struct gs_pm4_packet pkt;
	struct gs_error err = { 0 };
	size_t pos = 0;

	memset(tp, 0, sizeof(*tp));
	tp->copy_at = tp->dispatch_at = tp->release_at = tp->fence_at = -1;
	while (c->dw && pos < c->n && gs_pm4_next(c->dw, c->n, &pos, &pkt, &err) == GS_OK) {
		if (pkt.type != 3)
			continue;
		if (pkt.opcode == GS_PM4_COPY_DATA) {
			tp->n_copy++;
			if ((pkt.body[0] & 0xf) == GS_PM4_SEL_GPU_CLOCK && ((pkt.body[0] >> 8) & 0xf) == GS_PM4_SEL_DST_MEM) {
				tp->copy_at = (long)pkt.offset;
				tp->copy_dst = pkt.body[3] | (uint64_t)pkt.body[4] << 32;
				tp->copy_wide = (pkt.body[0] >> 16) & 1;
			}
		} else if (pkt.opcode == GS_PM4_DISPATCH_DIRECT) {
			tp->dispatch_at = (long)pkt.offset;
		} else if (pkt.opcode == GS_PM4_RELEASE_MEM) {
			struct gs_pm4_release_mem rm;

			if (gs_pm4_decode_release_mem(&pkt, &rm, &err) != GS_OK)
				continue;
			if (rm.data_sel == GS_PM4_DATA_GPU_CLOCK && rm.event_type == GS_PM4_EV_BOTTOM_OF_PIPE_TS) {
				tp->n_clock_release++;
				tp->release_at = (long)pkt.offset;
				tp->release_addr = rm.addr;
			} else if (rm.data_sel == GS_PM4_DATA_32) {
				tp->fence_at = (long)pkt.offset;
			}
		}
	}
}

static void test_launch_timestamps(const char *target)
{
	struct gs_error err = { 0 };
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct gs_launch_desc ld = { .size = sizeof(ld), .grid = { 4, 1, 1 }, .block = { 64, 1, 1 }, .timestamps = 1 };
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT, res2 = GS_LAUNCH_RESULT_INIT;
	struct tu_capture cap = { 0 };
	struct ts_packets tp;
	size_t co_size = 0;
	uint8_t *co = build(target, &co_size);
	char spec[32];
	uint64_t waves;

	if (!co)
		return;
	snprintf(spec, sizeof(spec), "emu:%s", target);
	if (!CHECK(gs_device_open(spec, NULL, &dev, &err) == GS_OK, "%s: open: %s", spec, err.msg))
		goto out;
	gs_device_set_submit_observer(dev, tu_observe, &cap);
	if (!CHECK(gs_module_load(dev, co, co_size, &m, &err) == GS_OK, "%s: load: %s", target, err.msg))
		goto out;
	if (!CHECK(gs_launch(dev, m, &ld, &res, &err) == GS_OK, "%s: timed launch: %s", target, err.msg))
		goto out;
	CHECK(res.timed, "%s: the result is timed", target);
	CHECK(res.clock_emulated, "%s: and says its clock is emulated", target);
	CHECK_EQ(res.clock_khz, GS_EMU_CLOCK_KHZ, "%s: at the documented rate", target);
	CHECK(res.ts_end > res.ts_start, "%s: end (%llu) after start (%llu)", target,
	      (unsigned long long)res.ts_end, (unsigned long long)res.ts_start);
	CHECK(res.ts_start > 0, "%s: the clock already counted the packets before the dispatch", target);
	CHECK_EQ(res.elapsed_ticks, res.ts_end - res.ts_start, "%s: elapsed ticks", target);
	CHECK_EQ(res.elapsed_ns, res.elapsed_ticks * (1000000 / GS_EMU_CLOCK_KHZ), "%s: elapsed ns = ticks * 10", target);
	CHECK_EQ(res.ts_start_ns, res.ts_start * 10, "%s: start in ns", target);
	CHECK_EQ(res.ts_end_ns, res.ts_end * 10, "%s: end in ns", target);
	/* the model (hardware.rst): +1 for the COPY_DATA, +1 + one per wave
	 * + the longest wave's cycles (s_endpgm alone: 1) for DISPATCH_DIRECT,
	 * then RELEASE_MEM reads the clock */
	waves = 4ull * res.waves_per_group;
	CHECK_EQ(res.elapsed_ticks, waves + 1 + 2, "%s: elapsed = %llu waves + 1 cycle + 2 packets", target,
		 (unsigned long long)waves);

	/* what reached the backend */
	find_packets(&cap, &tp);
	CHECK(cap.n == res.pm4_ndw && cap.dw && memcmp(cap.dw, res.pm4, cap.n * 4) == 0,
	      "%s: the backend got the stream the result reports", target);
	CHECK(tp.copy_at >= 0, "%s: COPY_DATA GPU_CLOCK -> memory is in the stream", target);
	CHECK(tp.copy_wide, "%s: 64 bits of it (COUNT_SEL)", target);
	CHECK(tp.n_clock_release == 1, "%s: one RELEASE_MEM BOTTOM_OF_PIPE_TS with DATA_SEL GPU_CLOCK", target);
	CHECK(tp.copy_at < tp.dispatch_at && tp.dispatch_at < tp.release_at,
	      "%s: COPY_DATA, DISPATCH_DIRECT, RELEASE_MEM timestamp in that order", target);
	CHECK(tp.release_at < tp.fence_at, "%s: the fence comes after the end timestamp", target);
	CHECK(tp.copy_dst && tp.release_addr == tp.copy_dst + 8, "%s: start at +0, end at +8", target);

	/* the clock never goes back: a second launch starts after the first ended */
	if (CHECK(gs_launch(dev, m, &ld, &res2, &err) == GS_OK, "%s: second timed launch: %s", target, err.msg)) {
		CHECK(res2.ts_start > res.ts_end, "%s: second start %llu after first end %llu", target,
		      (unsigned long long)res2.ts_start, (unsigned long long)res.ts_end);
		CHECK_EQ(res2.elapsed_ticks, res.elapsed_ticks, "%s: the same work takes the same ticks (deterministic)",
			 target);
	}
	free(res2.pm4);
	memset(&res2, 0, sizeof(res2));
	res2.size = sizeof(res2);

	/* without timestamps: no timestamp packets, nothing timed */
	ld.timestamps = 0;
	if (CHECK(gs_launch(dev, m, &ld, &res2, &err) == GS_OK, "%s: untimed launch: %s", target, err.msg)) {
		find_packets(&cap, &tp);
		CHECK(!res2.timed && !res2.ts_start && !res2.ts_end && !res2.elapsed_ns,
		      "%s: untimed result has no timestamps", target);
		CHECK(tp.n_copy == 0 && tp.n_clock_release == 0, "%s: and its stream no timestamp packets", target);
		CHECK_EQ(res2.pm4_ndw + 6 + 8, res.pm4_ndw,
			 "%s: the timed stream is the untimed one + COPY_DATA (6) + RELEASE_MEM (8) dwords", target);
	}
out:
	free(res.pm4);
	free(res2.pm4);
	free(cap.dw);
	gs_module_free(m);
	gs_device_close(dev);
	free(co);
}

/* Run a hand-built stream on a fresh gfx1201 emulator; data is a 64-byte
 * buffer at *data_va whose contents come back in out[8]. */
static enum gs_status run_stream(void (*build_fn)(struct gs_pm4 *s, uint64_t data_va), uint64_t out[8],
				 struct gs_error *err)
{
	struct gs_device *dev = NULL;
	struct gs_bo *data = NULL, *ib = NULL;
	struct gs_pm4 s;
	enum gs_status st;

	st = gs_device_open("emu:gfx1201", NULL, &dev, err);
	if (st)
		return st;
	st = gs_bo_alloc(dev, 64, 0, &data, err);
	if (st)
		goto out;
	memset(data->cpu, 0xee, 64);
	gs_pm4_init(&s, gs_target_find("gfx1201"));
	build_fn(&s, data->va);
	st = gs_pm4_status(&s, err);
	if (!st)
		st = gs_bo_alloc(dev, s.n * 4, 0, &ib, err);
	if (!st) {
		memcpy(ib->cpu, s.dw, s.n * 4);
		st = gs_device_submit(dev, ib, 0, (uint32_t)s.n, err);
	}
	gs_pm4_free(&s);
	memcpy(out, data->cpu, 64);
out:
	gs_bo_free(dev, ib);
	gs_bo_free(dev, data);
	gs_device_close(dev);
	return st;
}

static void s_clock_pair(struct gs_pm4 *s, uint64_t va)
{
	gs_pm4_timestamp_top(s, va);
	gs_pm4_nop(s, 0);
	gs_pm4_nop(s, 0);
	gs_pm4_timestamp_bottom(s, va + 8);
}

static void s_copies(struct gs_pm4 *s, uint64_t va)
{
	gs_pm4_copy_data(s, GS_PM4_SEL_IMM, 0xcafef00du, GS_PM4_SEL_DST_MEM, va + 16, 0);
	gs_pm4_copy_data(s, GS_PM4_SEL_IMM, 0x5566778811223344ull, GS_PM4_SEL_DST_MEM, va + 24, 1);
	gs_pm4_copy_data(s, GS_PM4_SEL_MEM, va + 24, GS_PM4_SEL_TC_L2, va + 32, 1);
	gs_pm4_copy_data(s, GS_PM4_SEL_GPU_CLOCK, 0, GS_PM4_SEL_DST_MEM, va + 40, 0);  /* forced wide */
}

/* COPY_DATA of the clock, 32 bits (COUNT_SEL 0): built by hand, the builder
 * always widens the clock. */
static void s_clock32(struct gs_pm4 *s, uint64_t va)
{
	const uint32_t body[5] = { GS_PM4_SEL_GPU_CLOCK | GS_PM4_SEL_DST_MEM << 8 | 1u << 20,
				   0, 0, (uint32_t)(va + 4), (uint32_t)((va + 4) >> 32) };

	gs_pm4_nop(s, 0);
	gs_pm4_packet3(s, GS_PM4_COPY_DATA, 0, body, 5);
}

static void s_copy_from_reg(struct gs_pm4 *s, uint64_t va)
{
	gs_pm4_copy_data(s, GS_PM4_SEL_REG, 0x2c00, GS_PM4_SEL_DST_MEM, va, 0);
}

static void s_copy_to_reg(struct gs_pm4 *s, uint64_t va)
{
	(void)va;
	gs_pm4_copy_data(s, GS_PM4_SEL_IMM, 1, GS_PM4_SEL_REG, 0x2c00, 0);
}

static void s_sys_clock(struct gs_pm4 *s, uint64_t va)
{
	struct gs_pm4_release r = { .size = sizeof(r), .event = GS_PM4_EV_BOTTOM_OF_PIPE_TS, .data_sel = GS_PM4_DATA_SYS_CLOCK,
				    .addr = va };

	gs_pm4_release_mem(s, &r);
}

static void s_clock_unmapped(struct gs_pm4 *s, uint64_t va)
{
	gs_pm4_timestamp_top(s, va + 0x100000);
}

static void s_clock_release_unmapped(struct gs_pm4 *s, uint64_t va)
{
	gs_pm4_timestamp_bottom(s, va + 0x100000);
}

static void s_clock_misaligned(struct gs_pm4 *s, uint64_t va)
{
	const uint32_t body[5] = { GS_PM4_SEL_GPU_CLOCK | GS_PM4_SEL_DST_MEM << 8 | 1u << 16,
				   0, 0, (uint32_t)(va + 4), (uint32_t)((va + 4) >> 32) };

	gs_pm4_packet3(s, GS_PM4_COPY_DATA, 0, body, 5);
}

static void test_cp(void)
{
	struct gs_error err = { 0 };
	uint64_t out[8];

	if (CHECK(run_stream(s_clock_pair, out, &err) == GS_OK, "COPY_DATA clock, 2 NOPs, RELEASE_MEM clock: %s",
		  err.msg)) {
		CHECK_EQ(out[0], 0, "the top timestamp of the first packet reads 0 (the clock starts at open)");
		CHECK_EQ(out[1], 3, "the bottom one 3 ticks later (one per packet before it)");
	}
	if (CHECK(run_stream(s_copies, out, &err) == GS_OK, "COPY_DATA from IMM, memory and the clock: %s",
		  err.msg)) {
		CHECK_EQ((uint32_t)out[2], 0xcafef00du, "IMM -> memory, 32 bits");
		CHECK_EQ(out[2] >> 32, 0xeeeeeeeeu, "and nothing past them");
		CHECK_EQ(out[3], 0x5566778811223344ull, "IMM -> memory, 64 bits");
		CHECK_EQ(out[4], 0x5566778811223344ull, "memory -> TC_L2, 64 bits");
		CHECK_EQ(out[5], 3, "the clock after 3 packets, 64 bits");
	}
	if (CHECK(run_stream(s_clock32, out, &err) == GS_OK, "COPY_DATA of the clock, 32 bits: %s", err.msg))
		CHECK_EQ(out[0], 0x00000001eeeeeeeeull, "its low half only");
	CHECK_EQ(run_stream(s_copy_from_reg, out, &err), GS_ERR_UNSUPPORTED, "COPY_DATA from a register: an error");
	CHECK_STR(err.msg, "dword 0: COPY_DATA SRC_SEL 0 is not emulated (only GPU_CLOCK, IMM, memory and perf-counter sources)",
		  "naming the select");
	CHECK_EQ(run_stream(s_copy_to_reg, out, &err), GS_ERR_UNSUPPORTED, "COPY_DATA to a register: an error");
	CHECK_STR(err.msg, "dword 0: COPY_DATA DST_SEL 0 is not emulated (only memory destinations)", "its message");
	CHECK_EQ(run_stream(s_sys_clock, out, &err), GS_ERR_UNSUPPORTED, "RELEASE_MEM of the system clock: an error");
	CHECK_STR(err.msg, "dword 0: RELEASE_MEM DATA_SEL 4 (the system clock counter) is not emulated", "its message");
	CHECK_EQ(run_stream(s_clock_unmapped, out, &err), GS_ERR_FAULT, "a timestamp to an unmapped address faults");
	CHECK(strstr(err.msg, "GPU page fault (emulated): COPY_DATA at dword 0 writes 8 bytes at 0x") != NULL,
	      "as an emulated page fault: %s", err.msg);
	CHECK_EQ(run_stream(s_clock_release_unmapped, out, &err), GS_ERR_FAULT, "so does an end-of-pipe one");
	CHECK(strstr(err.msg, "RELEASE_MEM at dword 0 writes 8 bytes") != NULL, "named: %s", err.msg);
	CHECK_EQ(run_stream(s_clock_misaligned, out, &err), GS_ERR_FAULT, "a 64-bit timestamp must be 8-byte aligned");
	CHECK(strstr(err.msg, "which is not aligned") != NULL, "said so: %s", err.msg);
}

static void test_facts(void)
{
	struct gs_device *dev = NULL;
	struct gs_device_facts f = GS_DEVICE_FACTS_INIT;
	struct gs_error err = { 0 };
	const struct gs_target *t = gs_target_find("gfx1100");

	memset(&f, 0x5a, sizeof(f));
	f.size = sizeof(f);
	gs_device_facts_emulated(t, &f);
	CHECK(f.emulated && f.target == t, "emulated facts for gfx1100");
	CHECK_STR(f.backend, "emu", "backend emu");
	CHECK_STR(f.name, "gfxshim emulator", "named as the emulator");
	CHECK_EQ(f.family, 145, "family from the target table (AMDGPU_FAMILY_GC_11_0_0)");
	CHECK_EQ(f.gc_version, 0x0b0000, "GC 11.0.0");
	CHECK_EQ(f.lds_bytes, 65536, "LDS from the table");
	CHECK_EQ(f.wave_size, 32, "native wave32");
	CHECK_EQ(f.timestamp_khz, GS_EMU_CLOCK_KHZ, "the emulated clock rate");
	CHECK(!f.cu_active && !f.wgp_active && !f.num_se && !f.max_engine_clock_khz && !f.vram_bytes &&
	      !f.gtt_bytes && !f.fw_me && !f.fw_mec && !f.external_rev && !f.pci_device_id,
	      "no invented hardware numbers (CUs, clocks, memory, firmware are 0)");
	CHECK(!f.pci_bdf[0] && !f.drm_driver[0] && !f.kernel[0] && !f.missing[0], "and no strings for them");
	gs_device_facts_emulated(gs_target_find("gfx942"), &f);
	CHECK_EQ(f.wave_size, 64, "gfx942: wave64");
	gs_device_facts_emulated(NULL, &f);
	CHECK(f.emulated && !f.target && f.timestamp_khz == GS_EMU_CLOCK_KHZ, "no target: still a sane record");

	CHECK_EQ(gs_device_get_facts(NULL, &f, &err), GS_ERR_INVALID, "facts of no device: an error");
	CHECK_STR(err.msg, "device facts: no device", "its message");
	if (CHECK(gs_device_open("emu:gfx1201", NULL, &dev, &err) == GS_OK, "open emu:gfx1201: %s", err.msg)) {
		CHECK_EQ(gs_device_get_facts(dev, NULL, &err), GS_ERR_INVALID, "no facts record: an error");
		CHECK_EQ(gs_device_get_facts(dev, &f, &err), GS_OK, "facts of an emulated device");
		CHECK(f.emulated && f.target == gs_target_find("gfx1201"), "its target, emulated");
		CHECK_EQ(f.family, 152, "RDNA4 family");
		gs_device_close(dev);
	}
}

/* REALTIME read in a kernel lies between the launch's start and end
 * timestamps: both are the one emulated GPU clock. */
static void test_realtime_in_window(const char *target, int gen)
{
	static const char src[] =
		".text\n.p2align 8\nk:\n"
		"  s_load_b64 s[2:3], s[0:1], 0x0\n"
		"  s_sleep 2\n"
		"  s_sendmsg_rtn_b64 s[4:5], sendmsg(MSG_RTN_GET_REALTIME)\n"
		"  %s\n"
		"  v_mov_b32 v0, 0\n  v_mov_b32 v1, s4\n  v_mov_b32 v2, s5\n"
		"  global_store_b64 v0, v[1:2], s[2:3]\n"
		"  s_endpgm\n.rodata\n.amdhsa_kernel k\n"
		"  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_kernarg_size 8\n"
		"  .amdhsa_next_free_vgpr 3\n  .amdhsa_next_free_sgpr 6\n.end_amdhsa_kernel\n";
	struct gs_asm_options opt = { .target = gs_target_find(target), .filename = "rt.s" };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct gs_bo *bo = NULL;
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	uint8_t *co = NULL;
	size_t co_size = 0;
	char text[1024], spec[32];
	uint64_t rt;

	snprintf(text, sizeof(text), src, gen >= 12 ? "s_wait_kmcnt 0" : "s_waitcnt lgkmcnt(0)");
	snprintf(spec, sizeof(spec), "emu:%s", target);
	if (!CHECK(gs_assemble(text, strlen(text), &opt, &p, &err) == GS_OK, "%s: assemble: %s", target, err.msg))
		goto out;
	in = (struct gs_codeobj_input){ .size = sizeof(struct gs_codeobj_input), .target = p->target, .text = p->text, .text_size = p->text_size, .kernels = p->kernels, .n_kernels = p->n_kernels };
	if (!CHECK(gs_codeobj_write(&in, &co, &co_size, &err) == GS_OK, "%s: code object: %s", target, err.msg) ||
	    !CHECK(gs_device_open(spec, NULL, &dev, &err) == GS_OK, "%s: open: %s", spec, err.msg) ||
	    !CHECK(gs_bo_alloc(dev, 64, 0, &bo, &err) == GS_OK, "%s: buffer: %s", target, err.msg) ||
	    !CHECK(gs_module_load(dev, co, co_size, &m, &err) == GS_OK, "%s: load: %s", target, err.msg))
		goto out;
	{
		uint64_t va = bo->va;
		struct gs_launch_desc ld = { .size = sizeof(ld), .grid = { 1, 1, 1 }, .block = { 32, 1, 1 }, .timestamps = 1,
					     .kernarg = &va, .kernarg_size = 8 };

		if (!CHECK(gs_launch(dev, m, &ld, &res, &err) == GS_OK, "%s: launch: %s", target, err.msg))
			goto out;
	}
	memcpy(&rt, bo->cpu, 8);
	CHECK(res.ts_start < rt && rt <= res.ts_end,
	      "%s: REALTIME in the kernel (%llu) lies in the launch's window (%llu, %llu]", target,
	      (unsigned long long)rt, (unsigned long long)res.ts_start, (unsigned long long)res.ts_end);
	/* 1 wave of 9 instructions + 128 sleep cycles: the dispatch lasts 1 + 137 ticks */
	CHECK_EQ(res.elapsed_ticks, 1 + 137 + 2, "%s: elapsed = 1 wave + 137 cycles + 2 packets", target);
out:
	free(res.pm4);
	gs_module_free(m);
	if (bo)
		gs_bo_free(dev, bo);
	gs_device_close(dev);
	free(co);
	gs_program_free(p);
}

int main(void)
{
	test_ticks_to_ns();
	test_realtime_in_window("gfx1100", 11);
	test_realtime_in_window("gfx1201", 12);
	test_launch_timestamps("gfx1100");
	test_launch_timestamps("gfx1201");
	test_cp();
	test_facts();
	return t_done();
}
