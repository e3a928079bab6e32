// SPDX-License-Identifier: MIT
/*
 * The frozen first-release layouts (tests/abi/gfxshim_v1.h) against today's
 * headers: every field where it was, and each GS_..._SIZE_V1 the frozen
 * struct's sizeof -- so a field added later starts past the old tail
 * padding, never in bytes an old caller may leave unset.
 */
#include <stddef.h>
#include <stdio.h>

#define GS_ABI_V1_TYPES_ONLY
#define gs_device_options v1_device_options
#define gs_device_info v1_device_info
#define gs_launch_desc v1_launch_desc
#define gs_launch_result v1_launch_result
#define gs_dispatch v1_dispatch
#define gs_pm4_release v1_pm4_release
#define gs_codeobj_input v1_codeobj_input
#define gs_builder_options v1_builder_options
#define gs_builder_kernel v1_builder_kernel
#define gs_submit_time v1_submit_time
#define gs_clock_sample v1_clock_sample
#define gs_kfd_cwsr v1_kfd_cwsr
#include "../abi/gfxshim_v1.h"
#undef gs_device_options
#undef gs_device_info
#undef gs_launch_desc
#undef gs_launch_result
#undef gs_dispatch
#undef gs_pm4_release
#undef gs_codeobj_input
#undef gs_builder_options
#undef gs_builder_kernel
#undef gs_submit_time
#undef gs_clock_sample
#undef gs_kfd_cwsr

#include "gfxshim/builder.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/kfd.h"
#include "gfxshim/launch.h"
#include "gfxshim/pm4.h"
#include "harness.h"

#define SAME(s, f) (offsetof(struct v1_##s, f) == offsetof(struct gs_##s, f) && \
		    sizeof(((struct v1_##s *)0)->f) == sizeof(((struct gs_##s *)0)->f))

int main(void)
{
	CHECK(sizeof(struct v1_device_options) == GS_DEVICE_OPTIONS_SIZE_V1 && SAME(device_options, size) &&
	      SAME(device_options, default_target) && SAME(device_options, max_wave_insts) &&
	      SAME(device_options, no_check) && SAME(device_options, timeout_ns) &&
	      SAME(device_options, stable_pstate) && SAME(device_options, threads),
	      "gs_device_options: the first release's %zu bytes", sizeof(struct v1_device_options));
	CHECK(sizeof(struct v1_device_info) == GS_DEVICE_INFO_SIZE_V1 && SAME(device_info, size) &&
	      SAME(device_info, target) && SAME(device_info, backend) && SAME(device_info, emulated) &&
	      SAME(device_info, name) && SAME(device_info, note) && SAME(device_info, pci_bdf) &&
	      SAME(device_info, mock),
	      "gs_device_info: the first release's %zu bytes", sizeof(struct v1_device_info));
	CHECK(sizeof(struct v1_launch_desc) == GS_LAUNCH_DESC_SIZE_V1 && SAME(launch_desc, size) &&
	      SAME(launch_desc, kernel) && SAME(launch_desc, grid) && SAME(launch_desc, block) &&
	      SAME(launch_desc, kernarg) && SAME(launch_desc, kernarg_size),
	      "gs_launch_desc: the first release's %zu bytes", sizeof(struct v1_launch_desc));
	CHECK(sizeof(struct v1_launch_result) == GS_LAUNCH_RESULT_SIZE_V1 && SAME(launch_result, size) &&
	      SAME(launch_result, pm4) && SAME(launch_result, pm4_ndw) && SAME(launch_result, wave32) &&
	      SAME(launch_result, waves_per_group),
	      "gs_launch_result: the first release's %zu bytes", sizeof(struct v1_launch_result));
	CHECK(sizeof(struct v1_dispatch) == GS_DISPATCH_SIZE_V1 && SAME(dispatch, size) && SAME(dispatch, code_va) &&
	      SAME(dispatch, rsrc1) && SAME(dispatch, rsrc2) && SAME(dispatch, rsrc3) && SAME(dispatch, user_sgpr) &&
	      SAME(dispatch, n_user_sgpr) && SAME(dispatch, grid) && SAME(dispatch, block) &&
	      SAME(dispatch, wave32) && SAME(dispatch, scratch_va) && SAME(dispatch, scratch_bytes_per_wave) &&
	      SAME(dispatch, fence_va) && SAME(dispatch, fence_value) && SAME(dispatch, scratch_waves),
	      "gs_dispatch: the first release's %zu bytes", sizeof(struct v1_dispatch));
	CHECK(sizeof(struct v1_pm4_release) == GS_PM4_RELEASE_SIZE_V1 && SAME(pm4_release, size) &&
	      SAME(pm4_release, event) && SAME(pm4_release, caches) && SAME(pm4_release, data_sel) &&
	      SAME(pm4_release, int_sel) && SAME(pm4_release, cache_policy) && SAME(pm4_release, addr) &&
	      SAME(pm4_release, data),
	      "gs_pm4_release: the first release's %zu bytes", sizeof(struct v1_pm4_release));
	CHECK(sizeof(struct v1_codeobj_input) == GS_CODEOBJ_INPUT_SIZE_V1 && SAME(codeobj_input, size) &&
	      SAME(codeobj_input, target) && SAME(codeobj_input, text) && SAME(codeobj_input, text_size) &&
	      SAME(codeobj_input, kernels) && SAME(codeobj_input, n_kernels),
	      "gs_codeobj_input: the first release's %zu bytes", sizeof(struct v1_codeobj_input));
	CHECK(sizeof(struct v1_builder_options) == GS_BUILDER_OPTIONS_SIZE_V1 && SAME(builder_options, size) &&
	      SAME(builder_options, wave64), "gs_builder_options: the first release's %zu bytes",
	      sizeof(struct v1_builder_options));
	CHECK(sizeof(struct v1_builder_kernel) == GS_BUILDER_KERNEL_SIZE_V1 && SAME(builder_kernel, size) &&
	      SAME(builder_kernel, name) && SAME(builder_kernel, next_free_vgpr) &&
	      SAME(builder_kernel, next_free_sgpr) && SAME(builder_kernel, kernarg_size) &&
	      SAME(builder_kernel, kernarg_ptr) && SAME(builder_kernel, group_segment_size) &&
	      SAME(builder_kernel, workitem_id_dims) && SAME(builder_kernel, workgroup_id_y) &&
	      SAME(builder_kernel, workgroup_id_z) && SAME(builder_kernel, extra),
	      "gs_builder_kernel: the first release's %zu bytes", sizeof(struct v1_builder_kernel));
	CHECK(sizeof(struct v1_submit_time) == GS_SUBMIT_TIME_SIZE_V1 && SAME(submit_time, size) &&
	      SAME(submit_time, start_ns) && SAME(submit_time, end_ns) && SAME(submit_time, count) &&
	      SAME(submit_time, path), "gs_submit_time: the first release's %zu bytes", sizeof(struct v1_submit_time));
	CHECK(sizeof(struct v1_clock_sample) == GS_CLOCK_SAMPLE_SIZE_V1 && SAME(clock_sample, size) &&
	      SAME(clock_sample, gpu_ticks) && SAME(clock_sample, cpu_raw_ns) && SAME(clock_sample, boottime_ns),
	      "gs_clock_sample: the first release's %zu bytes", sizeof(struct v1_clock_sample));
	CHECK(sizeof(struct v1_kfd_cwsr) == GS_KFD_CWSR_SIZE_V1 && SAME(kfd_cwsr, size) &&
	      SAME(kfd_cwsr, ctl_stack_size) && SAME(kfd_cwsr, cwsr_size) && SAME(kfd_cwsr, debug_memory_size) &&
	      SAME(kfd_cwsr, total_bytes), "gs_kfd_cwsr: the first release's %zu bytes", sizeof(struct v1_kfd_cwsr));
	CHECK(GS_LAUNCH_TIMING_SIZE_V1 <= sizeof(struct gs_launch_timing) &&
	      GS_DEVICE_FACTS_SIZE_V1 <= sizeof(struct gs_device_facts) && GS_DEVICE_FACTS_SIZE_V1 % 8 == 0,
	      "gs_launch_timing and gs_device_facts: their first-release sizes are inside them");
	(void)t_fmt;
	printf("1..%d\n", t_count);
	return t_failed != 0;
}
