/* SPDX-License-Identifier: MIT */
/*
 * Load a code object onto a device and launch its kernels: the kernel
 * descriptor becomes a PM4 dispatch (the same bytes for every backend).
 */
#ifndef GFXSHIM_LAUNCH_H
#define GFXSHIM_LAUNCH_H

#include <stddef.h>
#include <stdint.h>

#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/error.h"
#include "gfxshim/perf.h"

#ifdef __cplusplus
extern "C" {
#endif

struct gs_module;

/* Parse the code object (copied; the caller's buffer may go) and upload its
 * loadable segments into an executable buffer. */
enum gs_status gs_module_load(struct gs_device *dev, const uint8_t *image, size_t size,
			      struct gs_module **out, struct gs_error *err);
void gs_module_free(struct gs_module *m);
const struct gs_codeobj *gs_module_codeobj(const struct gs_module *m);
/* Assemble src (len bytes; LLVM AMDGPU syntax with .amdhsa_kernel blocks)
 * for the device's target, package it as a code object and load it;
 * filename names it in messages (NULL: "<input>"). */
enum gs_status gs_module_assemble(struct gs_device *dev, const char *src, size_t len, const char *filename,
				  int wave64, struct gs_module **out, struct gs_error *err);
/* The module's kernels by index, for bindings: how many, and the i-th's
 * name (NULL past the end). */
size_t gs_module_kernel_count(const struct gs_module *m);
const char *gs_module_kernel_name(const struct gs_module *m, size_t i);
/* Kernel name's (NULL: the only one) metadata arguments (.args, explicit
 * and hidden; *args NULL and 0 when the code object lists none) and its
 * .amdhsa_kernarg_size.  GS_ERR_INVALID when there is no such kernel. */
enum gs_status gs_module_kernel_args(const struct gs_module *m, const char *name, const struct gs_kernel_arg **args,
				     uint32_t *n_args, uint32_t *kernarg_size, struct gs_error *err);
/* GPU address where the module's load image starts (code at + entry_offset). */
uint64_t gs_module_va(const struct gs_module *m);

/* The structs passed by pointer start with their size (index.rst, "ABI"):
 * set it with the _INIT macro; the library reads and writes only that much
 * and refuses 0 or less than the _SIZE_V1 layout (GS_ERR_INVALID). */
struct gs_launch_desc {
	uint32_t size;             /* sizeof(struct gs_launch_desc) */
	const char *kernel;        /* NULL: the only kernel */
	uint32_t grid[3];          /* workgroups in x, y, z (0 counts as 1) */
	uint32_t block[3];         /* threads per workgroup (0 counts as 1) */
	/* Kernel arguments, copied.  When the code object's metadata lists
	 * them (.args, as clang writes it) these are the explicit arguments
	 * at their .offset (at least up to the last one's end, at most up to
	 * the first hidden one); gs_launch adds the hidden arguments.  Without
	 * .args, the whole segment of .amdhsa_kernarg_size bytes.  Either way
	 * the segment is padded as ROCm pads it (Documentation/runtime.rst). */
	const void *kernarg;
	size_t kernarg_size;
	/* ---- optional, zero = off (added fields) ---- */
	/* GPU timestamps around the dispatch (gs_dispatch.timestamp_va): the
	 * GPU clock right before DISPATCH_DIRECT (COPY_DATA) and once it
	 * finished (RELEASE_MEM bottom of pipe), returned in the result. */
	int timestamps;
	/* Performance counters (gfxshim/perf.h) counted over the dispatch:
	 * event names from the target's catalogue, at most GS_PERF_MAX.  On
	 * the emulator only the events it models; others fail by name. */
	const char *const *counters;
	unsigned int n_counters;
	/* ---- added: what a ROCm runtime passes beside the arguments, for the
	 * hidden arguments of code object v5 (0 = none / inferred) ---- */
	uint32_t dynamic_lds;        /* LDS bytes beyond the kernel's static group segment
				      * (HIP's sharedMemBytes; hidden_dynamic_lds_size) */
	uint32_t work_dims;          /* hidden_grid_dims (OpenCL get_work_dim): 1..3;
				      * 0: the highest dimension with grid or block > 1 */
	uint64_t global_offset[3];   /* hidden_global_offset_x/y/z, in work-items */
};
#define GS_LAUNCH_DESC_INIT { .size = sizeof(struct gs_launch_desc) }
#define GS_LAUNCH_DESC_SIZE_V1 offsetof(struct gs_launch_desc, timestamps)

/* What a launch did, for reports and --dump-pm4. */
struct gs_launch_result {
	uint32_t size;             /* sizeof(struct gs_launch_result) */
	uint32_t *pm4;             /* the dispatch stream as submitted (malloc'd) */
	size_t pm4_ndw;
	int wave32;
	uint32_t waves_per_group;
	/* ---- with gs_launch_desc.timestamps (else all 0) ---- */
	int timed;                 /* 1: the fields below are filled */
	int clock_emulated;        /* 1: the emulator's clock (a work count, not time) */
	uint64_t clock_khz;        /* ticks per millisecond (gs_device_facts.timestamp_khz) */
	uint64_t ts_start, ts_end; /* GPU clock ticks (ts_end >= ts_start, checked) */
	uint64_t ts_start_ns, ts_end_ns; /* the same in ns of the GPU clock (its epoch, not the host's) */
	uint64_t elapsed_ticks;    /* ts_end - ts_start */
	uint64_t elapsed_ns;       /* gs_ticks_to_ns(elapsed_ticks, clock_khz) */
	/* ---- with gs_launch_desc.counters (else n_counters 0) ---- */
	unsigned int n_counters;
	int counters_emulated;     /* 1: the emulator's model, not a silicon measurement */
	struct gs_perf_value counters[GS_PERF_MAX]; /* in the order asked */
	/* ---- added: the kernarg segment as dispatched ---- */
	uint32_t kernarg_bytes;    /* explicit + hidden arguments */
	uint32_t kernarg_alloc;    /* bytes allocated for it (padded as ROCm pads) */
	int kernarg_from_metadata; /* 1: hidden arguments laid out from the code object's .args */
	unsigned int n_hidden;     /* hidden arguments filled */
	/* Hidden arguments gfxshim provides no service for (hostcall/printf
	 * buffer, heap, multigrid sync, default queue, completion action,
	 * unknown kinds), left zero: "hidden_heap_v1 at 128, ..."; "" if none. */
	char warnings[512];
	uint64_t work_items;       /* threads in the whole grid */
};
#define GS_LAUNCH_RESULT_INIT { .size = sizeof(struct gs_launch_result) }
#define GS_LAUNCH_RESULT_SIZE_V1 offsetof(struct gs_launch_result, timed)

/* Launch and wait.  result may be NULL; else free result->pm4 (a result
 * too small for the timestamps or counters d asks for is GS_ERR_INVALID).  With
 * d->timestamps the device must report its timestamp clock rate
 * (GS_ERR_UNSUPPORTED otherwise, before anything is submitted), and a
 * timestamp the GPU did not write, or an end before the start, is an error. */
enum gs_status gs_launch(struct gs_device *dev, struct gs_module *m, const struct gs_launch_desc *d,
			 struct gs_launch_result *result, struct gs_error *err);

/* Launch latency per submission path (what `gfxshim bench launch` reports):
 * the launch is built once, runs once and is checked as gs_launch checks
 * it, then runs n more times one at a time and once as b2b dispatches back
 * to back (PM4 paths: the IB b2b times, one wait; an AQL queue: b2b
 * dispatch packets behind one doorbell).  Host times are CLOCK_MONOTONIC
 * from handing the submission to the backend to seeing it complete
 * (gs_device_last_submit): building and allocating are not in them.  With
 * d->timestamps the GPU's own view of each single run too.  Under the
 * emulator or a mock every figure is the host's time to emulate -- label
 * it with evidence, never as a GPU latency. */
#define GS_LAUNCH_TIMED_MAX 100000u
struct gs_launch_timing {
	uint32_t size;             /* sizeof(struct gs_launch_timing) */
	const char *path;          /* gs_device_info.path: emu, cs, kfd-pm4, kfd-aql */
	const char *evidence;      /* gs_device_evidence */
	unsigned int n;            /* single runs timed */
	uint64_t min_ns, median_ns, max_ns, mean_ns;  /* submit -> completion seen, host clock */
	unsigned int b2b;          /* dispatches in the back-to-back batch (0: none) */
	uint64_t b2b_ns;           /* the batch: submitted -> the last seen complete */
	int gpu_timed;             /* d->timestamps: the next two are filled */
	uint64_t gpu_min_ns, gpu_median_ns;  /* each single run's dispatch on the GPU clock */
	int clock_emulated;        /* 1: the GPU clock is the emulator's (a work count) */
};
#define GS_LAUNCH_TIMING_INIT { .size = sizeof(struct gs_launch_timing) }
#define GS_LAUNCH_TIMING_SIZE_V1 (offsetof(struct gs_launch_timing, clock_emulated) + sizeof(int))
enum gs_status gs_launch_timed(struct gs_device *dev, struct gs_module *m, const struct gs_launch_desc *d,
			       unsigned int n, unsigned int b2b, struct gs_launch_timing *t, struct gs_error *err);

/* sizeof of a public struct by name ("gs_launch_desc", "gs_launch_result",
 * "gs_error", "gs_device_info", "gs_bo", "gs_kernel_arg", ...), 0 for other names:
 * lets a binding (python/gfxshim) check its mirror of the layout. */
size_t gs_abi_struct_size(const char *name);

#ifdef __cplusplus
}
#endif

#endif /* GFXSHIM_LAUNCH_H */
