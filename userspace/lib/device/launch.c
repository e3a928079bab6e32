// SPDX-License-Identifier: MIT
/*
 * Module loading and kernel launch: upload the code object, put the kernel
 * arguments in a buffer, build one PM4 dispatch from the kernel descriptor
 * (user SGPRs as its code properties ask) and submit it with a fence;
 * optionally with GPU timestamps around the dispatch and performance
 * counters programmed before it and read after it (device/perf.c).
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "core/abi.h"
#include "device/backend.h"
#include "device/kernarg.h"
#include "gfxshim/asm.h"
#include "gfxshim/launch.h"
#include "gfxshim/pm4.h"

#define FENCE_VALUE 0x600dcafeu
#define TS_UNWRITTEN UINT64_MAX  /* what the timestamp slots hold until the GPU writes them */
#define LDS_GRANULE 512  /* COMPUTE_PGM_RSRC2.LDS_SIZE unit (Mesa lds_encode_granularity) */
#define SCRATCH_WAVES_PER_CU 32  /* scratch slots per CU, as Mesa radv sizes them */

struct gs_module {
	struct gs_device *dev;
	uint8_t *image;          /* our copy of the ELF (gs_codeobj points into it) */
	struct gs_codeobj co;
	struct gs_bo *code;
	struct gs_bo *queue;     /* amd_queue_t-shaped block for queue pointers, made on first use */
};

enum gs_status gs_module_load(struct gs_device *dev, const uint8_t *image, size_t size,
			      struct gs_module **out, struct gs_error *err)
{
	struct gs_module *m;
	enum gs_status st;

	*out = NULL;
	m = calloc(1, sizeof(*m));
	if (!m || !(m->image = malloc(size ? size : 1))) {
		free(m);
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	}
	memcpy(m->image, image, size);
	m->dev = dev;
	st = gs_codeobj_read(m->image, size, &m->co, err);
	if (st) {
		free(m->image);
		free(m);
		return st;
	}
	if (m->co.target != dev->info.target) {
		st = gs_error_set(err, GS_ERR_MISMATCH, "the code object is for %s but the device is %s",
				  m->co.target ? m->co.target->name : "an unknown target", dev->info.target->name);
		gs_module_free(m);
		return st;
	}
	st = gs_bo_alloc(dev, m->co.load_size, GS_BO_EXEC, &m->code, err);
	if (st) {
		gs_module_free(m);
		return st;
	}
	memcpy(m->code->cpu, m->co.load_image, m->co.load_size);
	*out = m;
	return GS_OK;
}

void gs_module_free(struct gs_module *m)
{
	if (!m)
		return;
	gs_bo_free(m->dev, m->code);
	gs_bo_free(m->dev, m->queue);
	gs_codeobj_free(&m->co);
	free(m->image);
	free(m);
}

const struct gs_codeobj *gs_module_codeobj(const struct gs_module *m)
{
	return &m->co;
}

uint64_t gs_module_va(const struct gs_module *m)
{
	return m->code->va;
}

enum gs_status gs_module_assemble(struct gs_device *dev, const char *src, size_t len, const char *filename,
				  int wave64, struct gs_module **out, struct gs_error *err)
{
	struct gs_asm_options ao = { 0 };
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	struct gs_program *p = NULL;
	uint8_t *co = NULL;
	size_t size = 0;
	enum gs_status st;

	*out = NULL;
	ao.target = dev->info.target;
	ao.filename = filename;
	ao.wave64 = wave64;
	st = gs_assemble(src, len, &ao, &p, err);
	if (!st && !p->n_kernels)
		st = gs_error_set(err, GS_ERR_INVALID, "%s: no .amdhsa_kernel block, nothing to launch",
				  filename ? filename : "<input>");
	if (!st) {
		in.target = p->target;
		in.text = p->text;
		in.text_size = p->text_size;
		in.kernels = p->kernels;
		in.n_kernels = p->n_kernels;
		st = gs_codeobj_write(&in, &co, &size, err);
	}
	if (!st)
		st = gs_module_load(dev, co, size, out, err);
	free(co);
	gs_program_free(p);
	return st;
}

size_t gs_module_kernel_count(const struct gs_module *m)
{
	return m->co.n_kernels;
}

const char *gs_module_kernel_name(const struct gs_module *m, size_t i)
{
	return i < m->co.n_kernels ? m->co.kernels[i].name : NULL;
}

enum gs_status gs_module_kernel_args(const struct gs_module *m, const char *name, const struct gs_kernel_arg **args,
				     uint32_t *n_args, uint32_t *kernarg_size, struct gs_error *err)
{
	const struct gs_kernel *k = gs_codeobj_kernel(&m->co, name, NULL);

	*args = NULL;
	*n_args = 0;
	*kernarg_size = 0;
	if (!k && name)
		return gs_error_set(err, GS_ERR_INVALID, "no kernel named '%s' in the code object", name);
	if (!k)
		return gs_error_set(err, GS_ERR_INVALID, "the code object has %zu kernels; name one", m->co.n_kernels);
	*args = k->meta.args;
	*n_args = k->meta.args ? k->meta.n_args : 0;
	*kernarg_size = k->kd.kernarg_size;
	return GS_OK;
}

/*
 * The private segment on gfx11+ and gfx942/gfx950 (architected flat
 * scratch, AMDGPUUsage's processor table): one buffer of
 * slots, WAVES (per shader engine) x WAVESIZE; the SPI gives each wave a
 * slot and loads its address into FLAT_SCRATCH, so the kernel needs no user
 * SGPR for it.  A real device gets 32 slots per CU (Mesa radv); the
 * emulator, which runs one workgroup at a time, one per wave of a workgroup.
 */
static enum gs_status scratch_setup(struct gs_device *dev, const struct gs_kernel *k, uint32_t threads,
				    struct gs_dispatch *d, struct gs_bo **bo, struct gs_error *err)
{
	const struct gs_target *t = dev->info.target;
	uint32_t priv = k->kd.private_segment_fixed_size, lanes = d->wave32 ? 32 : 64;
	uint32_t per_group = (threads + lanes - 1) / lanes, per_se = per_group, n_se = 1;
	uint32_t unit = t->scratch_unit;
	struct gs_device_facts facts = GS_DEVICE_FACTS_INIT;
	uint64_t wave_bytes;
	enum gs_status st;

	if (!priv && !(k->kd.compute_pgm_rsrc2 & 1))
		return GS_OK;
	if (!(t->features & GS_FEAT_PM4) || !unit)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "kernel %s uses scratch (private segment); gfxshim launches build it for gfx942/gfx950, gfx11 and gfx12 only, not %s",
				    k->name, t->name);
	if (!priv)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "kernel %s enables scratch (COMPUTE_PGM_RSRC2.SCRATCH_EN) with .amdhsa_private_segment_fixed_size 0; dynamic stack sizes are not supported",
				    k->name);
	wave_bytes = ((uint64_t)priv * lanes + unit - 1) / unit * unit;
	st = gs_device_get_facts(dev, &facts, err);
	if (st)
		return st;
	if (!facts.emulated && facts.cu_active && facts.num_se) {
		n_se = facts.num_se;
		per_se = (SCRATCH_WAVES_PER_CU * facts.cu_active + n_se - 1) / n_se;
		if (per_se < per_group)
			per_se = per_group;
		if (per_se > 4095)  /* the WAVES field */
			per_se = 4095;
	}
	if (wave_bytes > UINT32_MAX || wave_bytes * per_se * n_se > (1ull << 36))
		return gs_error_set(err, GS_ERR_RANGE,
				    "kernel %s: %u bytes of private segment per lane need %llu bytes of scratch per wave, too much",
				    k->name, priv, (unsigned long long)wave_bytes);
	st = gs_bo_alloc(dev, wave_bytes * per_se * n_se, 0, bo, err);
	if (st)
		return st;
	d->scratch_va = (*bo)->va;
	d->scratch_bytes_per_wave = (uint32_t)wave_bytes;
	d->scratch_waves = per_se;
	return GS_OK;
}

/* What the user SGPRs point at. */
struct sgpr_env {
	uint64_t dispatch_va, queue_va, kernarg_va;
	uint32_t private_size;    /* per work-item private segment bytes */
};

/* User SGPRs the descriptor enables, in AMDGPUUsage's fixed order
 * ("Initial Kernel Execution State"): private segment buffer (4), dispatch
 * ptr (2), queue ptr (2), kernarg segment ptr (2), dispatch id (2), flat
 * scratch init (2), private segment size (1).  The private segment buffer
 * and flat scratch init belong to targets without architected flat
 * scratch, which gfxshim does not launch. */
static enum gs_status user_sgprs(const struct gs_kernel *k, const struct sgpr_env *se,
				 struct gs_dispatch *d, struct gs_error *err)
{
	uint16_t kcp = k->kd.kernel_code_properties;
	unsigned int want = (k->kd.compute_pgm_rsrc2 >> 1) & 0x1f;
	uint16_t unsupported = GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER | GS_KCP_ENABLE_SGPR_FLAT_SCRATCH_INIT;
	const struct {
		uint16_t bit;
		uint64_t v;
		unsigned int n;
	} order[] = {
		{ GS_KCP_ENABLE_SGPR_DISPATCH_PTR, se->dispatch_va, 2 },
		{ GS_KCP_ENABLE_SGPR_QUEUE_PTR, se->queue_va, 2 },
		{ GS_KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR, se->kernarg_va, 2 },
		{ GS_KCP_ENABLE_SGPR_DISPATCH_ID, 0, 2 },  /* the first dispatch of its queue */
		{ GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_SIZE, se->private_size, 1 },
	};

	if (kcp & unsupported)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "kernel %s enables the %s user SGPRs (code properties 0x%x), which targets with architected flat scratch do not use; gfxshim launches do not provide them",
				    k->name, kcp & GS_KCP_ENABLE_SGPR_PRIVATE_SEGMENT_BUFFER ? "private segment buffer" : "flat scratch init",
				    kcp);
	d->n_user_sgpr = 0;
	for (size_t i = 0; i < sizeof(order) / sizeof(order[0]); i++) {
		if (!(kcp & order[i].bit))
			continue;
		if (d->n_user_sgpr + order[i].n > sizeof(d->user_sgpr) / sizeof(d->user_sgpr[0]))
			break;
		d->user_sgpr[d->n_user_sgpr++] = (uint32_t)order[i].v;
		if (order[i].n == 2)
			d->user_sgpr[d->n_user_sgpr++] = (uint32_t)(order[i].v >> 32);
	}
	if (want < d->n_user_sgpr || want > sizeof(d->user_sgpr) / sizeof(d->user_sgpr[0]))
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "kernel %s asks for %u user SGPRs but its code properties describe %u",
				    k->name, want, d->n_user_sgpr);
	/* LLVM may ask for more than it enables (clang-22 gives gfx11 OpenCL
	 * kernels 15, placing the workgroup id in s15; preloaded kernel
	 * arguments, which its prologue loads itself): the rest are zero */
	while (d->n_user_sgpr < want)
		d->user_sgpr[d->n_user_sgpr++] = 0;
	return GS_OK;
}

/* Grid and block as a ROCm runtime checks them: threads per group against
 * the hardware and the kernel's .max_flat_workgroup_size, work-items per
 * dimension in 32 bits (AQL grid_size; HIP's hipModuleLaunchKernel refuses
 * more), gfx12's 16-bit workgroup ids in y and z (TTMP7). */
static enum gs_status check_grid(const struct gs_target *t, const struct gs_kernel *k,
				 const struct gs_launch_desc *ld, struct gs_dispatch *d, uint64_t *items,
				 struct gs_error *err)
{
	static const char dim[] = "xyz";
	uint64_t threads = 1;

	*items = 1;
	for (int i = 0; i < 3; i++) {
		uint64_t n;

		d->grid[i] = ld->grid[i] ? ld->grid[i] : 1;
		d->block[i] = ld->block[i] ? ld->block[i] : 1;
		threads *= d->block[i];
		if (threads > 1024)
			return gs_error_set(err, GS_ERR_INVALID,
					    "a workgroup of %ux%ux%u threads; at most 1024 are allowed",
					    d->block[0], ld->block[1] ? ld->block[1] : 1, ld->block[2] ? ld->block[2] : 1);
		n = (uint64_t)d->grid[i] * d->block[i];
		if (n > UINT32_MAX)
			return gs_error_set(err, GS_ERR_RANGE,
					    "grid %c: %u workgroups of %u threads are %llu work-items, more than a dispatch holds (4294967295 per dimension: the AQL packet's grid size and HIP's launch check are 32-bit)",
					    dim[i], d->grid[i], d->block[i], (unsigned long long)n);
		if (i && t->max_grid_yz && d->grid[i] > t->max_grid_yz)
			return gs_error_set(err, GS_ERR_RANGE,
					    "grid %c: %u workgroups; %s passes workgroup ids y and z in 16 bits each (TTMP7), so at most %u",
					    dim[i], d->grid[i], t->name, t->max_grid_yz);
		*items = *items > UINT64_MAX / n ? UINT64_MAX : *items * n;  /* saturates past 2^64 */
	}
	if (k->meta.max_flat_workgroup_size && threads > k->meta.max_flat_workgroup_size)
		return gs_error_set(err, GS_ERR_INVALID,
				    "kernel %s: a workgroup of %llu threads, but it was compiled for at most %u (.max_flat_workgroup_size; OpenCL's default is 256, raise it with __attribute__((reqd_work_group_size)) or amdgpu_flat_work_group_size)",
				    k->name, (unsigned long long)threads, k->meta.max_flat_workgroup_size);
	return GS_OK;
}

static uint32_t work_dims(const struct gs_launch_desc *ld, const struct gs_dispatch *d)
{
	if (ld->work_dims)
		return ld->work_dims;
	if (d->grid[2] > 1 || d->block[2] > 1)
		return 3;
	return d->grid[1] > 1 || d->block[1] > 1 ? 2 : 1;
}

/* The AQL dispatch packet a dispatch-pointer SGPR points at: what a ROCm
 * queue would have held for this launch. */
static enum gs_status dispatch_packet(const struct gs_module *m, size_t idx, const struct gs_dispatch *d,
				      uint32_t dims, uint32_t lds_bytes, uint64_t kernarg_va, uint8_t *out,
				      struct gs_error *err)
{
	struct gs_aql_dispatch a;

	memset(&a, 0, sizeof(a));
	a.header = GS_AQL_HEADER(GS_AQL_TYPE_KERNEL_DISPATCH, 0, GS_AQL_SCOPE_SYSTEM, GS_AQL_SCOPE_SYSTEM);
	a.setup = (uint16_t)dims;
	for (int i = 0; i < 3; i++) {
		a.workgroup_size[i] = (uint16_t)d->block[i];
		a.grid_size[i] = d->grid[i] * d->block[i];  /* checked to fit */
	}
	a.private_segment_size = m->co.kernels[idx].kd.private_segment_fixed_size;
	a.group_segment_size = lds_bytes;
	a.kernel_object = m->code->va + m->co.kd_offsets[idx];
	a.kernarg_address = kernarg_va;
	return gs_aql_build_dispatch(out, &a, err);
}

/* One run of the launch's stream: the IB on a PM4 path; on an AQL queue
 * the dispatch packet between its PM4 (pre_ndw dwords before, the rest
 * after).  count > 1: back to back, the last one waited for. */
static enum gs_status run(struct gs_device *dev, const struct gs_bo *ib, uint32_t ndw, uint32_t pre_ndw,
			  const uint8_t *aql, uint32_t count, struct gs_error *err)
{
	if (aql)
		return gsi_device_submit_aql(dev, ib, ndw, pre_ndw, aql, count, err);
	if (count == 1)
		return gs_device_submit(dev, ib, 0, ndw, err);
	return gsi_device_submit_n(dev, ib->va, ndw, count, err);
}

static int cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return x < y ? -1 : x > y;
}

/* gs_launch_timed's repetitions of a launch that ran once and checked out:
 * the fence (and timestamps) reset before each, checked after. */
static enum gs_status timed_runs(struct gs_device *dev, const struct gs_bo *ib, uint32_t ndw, uint32_t pre_ndw,
				 const uint8_t *aql, struct gs_bo *fence, struct gs_bo *ts, uint64_t khz,
				 struct gs_launch_timing *t, struct gs_error *err)
{
	uint64_t *host = calloc(t->n ? t->n : 1, 8), *gpu = calloc(t->n ? t->n : 1, 8), sum = 0;
	struct gs_submit_time st_;
	enum gs_status st = GS_OK;

	if (!host || !gpu) {
		free(host);
		free(gpu);
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	}
	for (unsigned int i = 0; i <= t->n && !st; i++) {
		uint32_t count = i < t->n ? 1 : t->b2b;

		if (!count)
			break;
		memset(fence->cpu, 0, 8);
		if (ts)
			memcpy(ts->cpu, (const uint64_t[2]){ TS_UNWRITTEN, TS_UNWRITTEN }, 16);
		st = run(dev, ib, ndw, pre_ndw, aql, count, err);
		if (!st && *(volatile uint32_t *)fence->cpu != FENCE_VALUE)
			st = gs_error_set(err, GS_ERR_HANG, "timed run %u finished but its end-of-pipe fence was not written", i);
		if (st)
			break;
		st_.size = sizeof(st_);
		gs_device_last_submit(dev, &st_);
		if (i == t->n) {
			t->b2b_ns = st_.end_ns - st_.start_ns;
			break;
		}
		host[i] = st_.end_ns - st_.start_ns;
		sum += host[i];
		if (ts) {
			uint64_t stamp[2];

			memcpy(stamp, (const void *)ts->cpu, 16);
			if (stamp[0] != TS_UNWRITTEN && stamp[1] != TS_UNWRITTEN && stamp[1] >= stamp[0])
				gpu[i] = gs_ticks_to_ns(stamp[1] - stamp[0], khz);
		}
	}
	if (!st && t->n) {
		qsort(host, t->n, 8, cmp_u64);
		qsort(gpu, t->n, 8, cmp_u64);
		t->min_ns = host[0];
		t->median_ns = host[t->n / 2];
		t->max_ns = host[t->n - 1];
		t->mean_ns = sum / t->n;
		if (ts) {
			t->gpu_timed = 1;
			t->gpu_min_ns = gpu[0];
			t->gpu_median_ns = gpu[t->n / 2];
		}
	}
	free(host);
	free(gpu);
	return st;
}

static enum gs_status launch(struct gs_device *dev, struct gs_module *m, const struct gs_launch_desc *ld,
			     struct gs_launch_result *res, struct gs_launch_timing *tm, struct gs_error *err)
{
	const struct gs_kernel *k;
	struct gs_dispatch d;
	struct gs_pm4 s;
	struct gs_bo *args = NULL, *fence = NULL, *ib = NULL, *ts = NULL, *pbo = NULL, *scratch = NULL;
	struct gs_bo *dpkt = NULL;
	uint8_t aql[GS_AQL_PACKET_BYTES];
	uint32_t pre_ndw = 0;
	struct gs_perf_set ps;
	struct gs_perf_value vals[GS_PERF_MAX];
	struct gs_device_facts facts = GS_DEVICE_FACTS_INIT;
	struct gsi_hidden_env env;
	struct gsi_kernarg ka = { 0 };
	struct sgpr_env se = { 0 };
	uint64_t stamp[2] = { 0, 0 }, items;
	size_t idx;
	uint32_t threads, lds, lds_bytes;
	enum gs_status st;

	if (res)
		memset(res, 0, sizeof(*res));
	k = gs_codeobj_kernel(&m->co, ld->kernel, &idx);
	if (!k && ld->kernel)
		return gs_error_set(err, GS_ERR_INVALID, "no kernel named '%s' in the code object", ld->kernel);
	if (!k)
		return gs_error_set(err, GS_ERR_INVALID, "the code object has %zu kernels; name one with --kernel",
				    m->co.n_kernels);
	memset(&d, 0, sizeof(d));
	d.size = sizeof(d);
	st = check_grid(dev->info.target, k, ld, &d, &items, err);
	if (st)
		return st;
	threads = d.block[0] * d.block[1] * d.block[2];
	if (ld->work_dims > 3)
		return gs_error_set(err, GS_ERR_INVALID, "work_dims %u; expected 1, 2 or 3 (0: inferred)", ld->work_dims);
	d.wave32 = !!(k->kd.kernel_code_properties & GS_KCP_ENABLE_WAVEFRONT_SIZE32);
	d.code_va = m->code->va + k->entry_offset;
	d.rsrc1 = k->kd.compute_pgm_rsrc1;
	d.rsrc3 = k->kd.compute_pgm_rsrc3;
	lds_bytes = k->kd.group_segment_fixed_size + ld->dynamic_lds;
	if (ld->dynamic_lds > dev->info.target->lds_bytes ||
	    lds_bytes > dev->info.target->lds_bytes)
		return gs_error_set(err, GS_ERR_INVALID,
				    "kernel %s needs %llu bytes of LDS (%u static + %u dynamic); %s has %u per workgroup",
				    k->name, (unsigned long long)k->kd.group_segment_fixed_size + ld->dynamic_lds,
				    k->kd.group_segment_fixed_size, ld->dynamic_lds, dev->info.target->name,
				    dev->info.target->lds_bytes);
	lds = (lds_bytes + LDS_GRANULE - 1) / LDS_GRANULE;
	d.rsrc2 = (k->kd.compute_pgm_rsrc2 & ~(0x1ffu << 15)) | (lds & 0x1ff) << 15;

	/* facts give the apertures and the clock; a backend without them
	 * (apertures 0) can still run what needs neither */
	if (gs_device_get_facts(dev, &facts, ld->timestamps ? err : NULL)) {
		if (ld->timestamps)
			return err ? err->status : GS_ERR_UNSUPPORTED;
		memset(&facts, 0, sizeof(facts));
		facts.emulated = dev->info.emulated;
	}
	if (ld->timestamps && !facts.timestamp_khz)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "timestamps: %s does not report its GPU clock frequency%s%s",
				    dev->info.name, facts.missing[0] ? " (" : "",
				    facts.missing[0] ? facts.missing : "");

	ps.n = 0;
	if (ld->n_counters || ld->counters) {
		st = gs_perf_set_for_device(&ps, dev, ld->counters, ld->n_counters, err);
		if (!st && dev->ops->perf_prepare)
			st = dev->ops->perf_prepare(dev->priv, err);
		if (st)
			return gs_error_prefix(err, "kernel %s", k->name);
	}

	/* the queue block exists once per module, when a kernel points at it */
	if (!m->queue && (gsi_kernarg_wants_queue(k) || (k->kd.kernel_code_properties & GS_KCP_ENABLE_SGPR_QUEUE_PTR))) {
		st = gs_bo_alloc(dev, GSI_QUEUE_BYTES, 0, &m->queue, err);
		if (st)
			return st;
		gsi_queue_fill(m->queue->cpu, facts.shared_aperture, facts.private_aperture);
	}
	memset(&env, 0, sizeof(env));
	memcpy(env.grid, d.grid, sizeof(env.grid));
	memcpy(env.block, d.block, sizeof(env.block));
	env.work_dims = work_dims(ld, &d);
	env.dynamic_lds = ld->dynamic_lds;
	memcpy(env.global_offset, ld->global_offset, sizeof(env.global_offset));
	env.shared_aperture = facts.shared_aperture;
	env.private_aperture = facts.private_aperture;
	env.queue_va = m->queue ? m->queue->va : 0;
	st = gsi_kernarg_build(k, ld, &env, &ka, err);
	if (st)
		return st;

	st = gs_bo_alloc(dev, ka.alloc, 0, &args, err);
	if (!st && args->va % ka.align)
		st = gs_error_set(err, GS_ERR_INVALID,
				  "kernel %s: the kernarg buffer at 0x%llx is not %u-byte aligned as the kernel requires",
				  k->name, (unsigned long long)args->va, ka.align);
	if (!st)
		memcpy(args->cpu, ka.seg, ka.alloc);
	if (!st && (k->kd.kernel_code_properties & GS_KCP_ENABLE_SGPR_DISPATCH_PTR)) {
		st = gs_bo_alloc(dev, GS_AQL_PACKET_BYTES, 0, &dpkt, err);
		if (!st)
			st = dispatch_packet(m, idx, &d, env.work_dims, lds_bytes, args->va, dpkt->cpu, err);
	}
	if (!st)
		st = gs_bo_alloc(dev, 8, 0, &fence, err);
	if (!st && ld->timestamps)
		st = gs_bo_alloc(dev, 16, 0, &ts, err);
	if (!st && ps.n)
		st = gs_bo_alloc(dev, ps.n_reads * 8ull, 0, &pbo, err);
	if (!st) {
		se.dispatch_va = dpkt ? dpkt->va : 0;
		se.queue_va = env.queue_va;
		se.kernarg_va = args->va;
		se.private_size = k->kd.private_segment_fixed_size;
		st = user_sgprs(k, &se, &d, err);
	}
	if (!st)
		st = scratch_setup(dev, k, threads, &d, &scratch, err);
	if (st)
		goto out;
	memset(fence->cpu, 0, 8);
	d.fence_va = fence->va;
	d.fence_value = FENCE_VALUE;
	if (ts) {
		memcpy(ts->cpu, (const uint64_t[2]){ TS_UNWRITTEN, TS_UNWRITTEN }, 16);
		d.timestamp_va = ts->va;  /* start at +0, end at +8 */
	}

	if (pbo)
		memset(pbo->cpu, 0xff, ps.n_reads * 8ull);  /* all ones: not written */

	gs_pm4_init(&s, dev->info.target);
	if (dev->ops->submit_aql) {
		/* an AQL queue: the dispatch is a kernel dispatch packet, which
		 * the packet processor turns into the COMPUTE_* registers; the
		 * PM4 around it (counters, timestamps, the fence) travels in
		 * vendor PM4-IB packets before and after it */
		if (scratch)
			st = gs_error_set(err, GS_ERR_UNSUPPORTED,
					  "kernel %s uses scratch, which the AQL queue path does not give its queue yet; use kfd:N:pm4",
					  k->name);
		if (!st)
			st = dispatch_packet(m, idx, &d, env.work_dims, lds_bytes, args->va, aql, err);
		if (!st) {
			if (ps.n)
				gs_pm4_perf_begin(&s, &ps);
			if (ts)
				gs_pm4_timestamp_top(&s, ts->va);
			pre_ndw = (uint32_t)s.n;
			if (ts)
				gs_pm4_timestamp_bottom(&s, ts->va + 8);
			if (ps.n)
				gs_pm4_perf_end(&s, &ps, pbo->va);
			gs_pm4_release_mem_fence(&s, fence->va, FENCE_VALUE);
			st = gs_pm4_status(&s, err);
		}
	} else if (ps.n) {
		/* counters around the dispatch, read before the fence */
		d.fence_va = 0;
		gs_pm4_perf_begin(&s, &ps);
		st = gs_pm4_status(&s, err);
		if (!st)
			st = gs_pm4_build_dispatch(&s, &d, err);
		if (!st) {
			gs_pm4_perf_end(&s, &ps, pbo->va);
			gs_pm4_release_mem_fence(&s, fence->va, FENCE_VALUE);
			st = gs_pm4_status(&s, err);
		}
	} else {
		st = gs_pm4_build_dispatch(&s, &d, err);
	}
	if (!st)
		st = gs_bo_alloc(dev, s.n * 4, 0, &ib, err);
	if (!st) {
		memcpy(ib->cpu, s.dw, s.n * 4);
		st = run(dev, ib, (uint32_t)s.n, pre_ndw, dev->ops->submit_aql ? aql : NULL, 1, err);
	}
	if (!st && *(volatile uint32_t *)fence->cpu != FENCE_VALUE)
		st = gs_error_set(err, GS_ERR_HANG, "the dispatch finished but its end-of-pipe fence was not written");
	if (!st && ts) {
		memcpy(stamp, (const void *)ts->cpu, 16);
		if (stamp[0] == TS_UNWRITTEN || stamp[1] == TS_UNWRITTEN)
			st = gs_error_set(err, GS_ERR_IO, "the dispatch finished but its %s timestamp was not written",
					  stamp[0] == TS_UNWRITTEN ? "start" : "end");
		else if (stamp[1] < stamp[0])
			st = gs_error_set(err, GS_ERR_IO,
					  "GPU timestamps go backwards: start %llu, end %llu ticks",
					  (unsigned long long)stamp[0], (unsigned long long)stamp[1]);
	}
	if (!st && pbo) {
		uint64_t *raw = malloc(ps.n_reads * 8ull);

		if (!raw) {
			st = gs_error_set(err, GS_ERR_NOMEM, "out of memory");
		} else {
			memcpy(raw, (const void *)pbo->cpu, ps.n_reads * 8ull);
			st = gs_perf_collect(&ps, raw, vals, err);
			free(raw);
		}
	}
	if (!st && tm)
		st = timed_runs(dev, ib, (uint32_t)s.n, pre_ndw, dev->ops->submit_aql ? aql : NULL, fence, ts,
				facts.timestamp_khz, tm, err);
	if (res && s.dw) {
		res->pm4 = malloc(s.n * 4);
		if (res->pm4) {
			memcpy(res->pm4, s.dw, s.n * 4);
			res->pm4_ndw = s.n;
		}
		res->wave32 = d.wave32;
		res->waves_per_group = (threads + (d.wave32 ? 31 : 63)) / (d.wave32 ? 32 : 64);
		res->kernarg_bytes = ka.size;
		res->kernarg_alloc = ka.alloc;
		res->kernarg_from_metadata = ka.from_meta;
		res->n_hidden = ka.n_hidden;
		memcpy(res->warnings, ka.warnings, sizeof(res->warnings));
		res->work_items = items;
		if (!st && ts) {
			res->timed = 1;
			res->clock_emulated = facts.emulated;
			res->clock_khz = facts.timestamp_khz;
			res->ts_start = stamp[0];
			res->ts_end = stamp[1];
			res->ts_start_ns = gs_ticks_to_ns(stamp[0], facts.timestamp_khz);
			res->ts_end_ns = gs_ticks_to_ns(stamp[1], facts.timestamp_khz);
			res->elapsed_ticks = stamp[1] - stamp[0];
			res->elapsed_ns = gs_ticks_to_ns(res->elapsed_ticks, facts.timestamp_khz);
		}
		if (!st && pbo) {
			memcpy(res->counters, vals, ps.n * sizeof(vals[0]));
			res->n_counters = ps.n;
			res->counters_emulated = dev->info.emulated;
		}
	}
	gs_pm4_free(&s);
	if (st)
		gs_error_prefix(err, "kernel %s", k->name);
out:
	free(ka.seg);
	gs_bo_free(dev, ib);
	gs_bo_free(dev, pbo);
	gs_bo_free(dev, ts);
	gs_bo_free(dev, fence);
	gs_bo_free(dev, dpkt);
	gs_bo_free(dev, args);
	gs_bo_free(dev, scratch);
	return st;
}

/* The caller's result must hold what its launch asks for. */
static enum gs_status result_fits(const struct gs_launch_desc *d, const struct gs_launch_result *res,
				  struct gs_error *err)
{
	uint32_t size = gsi_abi_size(res);
	enum gs_status st = gsi_abi_out_check(res, GS_LAUNCH_RESULT_SIZE_V1, "gs_launch_result", err);

	if (st)
		return st;
	if (d->timestamps && size < offsetof(struct gs_launch_result, n_counters))
		return gs_error_set(err, GS_ERR_INVALID, "struct gs_launch_result: size %u holds no timestamps", size);
	if (d->n_counters && size < offsetof(struct gs_launch_result, kernarg_bytes))
		return gs_error_set(err, GS_ERR_INVALID, "struct gs_launch_result: size %u holds no counters", size);
	return GS_OK;
}

enum gs_status gs_launch(struct gs_device *dev, struct gs_module *m, const struct gs_launch_desc *ld,
			 struct gs_launch_result *res, struct gs_error *err)
{
	struct gs_launch_desc d;
	struct gs_launch_result full;
	enum gs_status st = gsi_abi_in(&d, sizeof(d), ld, GS_LAUNCH_DESC_SIZE_V1, "gs_launch_desc", err);

	if (!st && res)
		st = result_fits(&d, res, err);
	if (st)
		return st;
	st = launch(dev, m, &d, res ? &full : NULL, NULL, err);
	if (res)
		gsi_abi_out(res, &full, sizeof(full));
	return st;
}

static enum gs_status launch_timed(struct gs_device *dev, struct gs_module *m, const struct gs_launch_desc *ld,
				   unsigned int n, unsigned int b2b, struct gs_launch_timing *t, struct gs_error *err)
{
	struct gs_device_facts f = GS_DEVICE_FACTS_INIT;

	memset(t, 0, sizeof(*t));
	t->n = n;
	t->b2b = b2b;
	t->path = dev->info.path;
	t->evidence = gs_device_evidence(dev);
	t->clock_emulated = dev->info.emulated;
	if (n > GS_LAUNCH_TIMED_MAX || b2b > GS_LAUNCH_TIMED_MAX)
		return gs_error_set(err, GS_ERR_RANGE, "timed launch: %u single and %u back-to-back runs; at most %u each",
				    n, b2b, GS_LAUNCH_TIMED_MAX);
	if (gs_device_get_facts(dev, &f, NULL) == GS_OK)
		t->clock_emulated = f.emulated;
	return launch(dev, m, ld, NULL, t, err);
}

enum gs_status gs_launch_timed(struct gs_device *dev, struct gs_module *m, const struct gs_launch_desc *ld,
			       unsigned int n, unsigned int b2b, struct gs_launch_timing *t, struct gs_error *err)
{
	struct gs_launch_desc d;
	struct gs_launch_timing full;
	enum gs_status st = gsi_abi_in(&d, sizeof(d), ld, GS_LAUNCH_DESC_SIZE_V1, "gs_launch_desc", err);

	if (!st)
		st = gsi_abi_out_check(t, GS_LAUNCH_TIMING_SIZE_V1, "gs_launch_timing", err);
	if (st)
		return st;
	st = launch_timed(dev, m, &d, n, b2b, &full, err);
	gsi_abi_out(t, &full, sizeof(full));
	return st;
}

size_t gs_abi_struct_size(const char *name)
{
	static const struct {
		const char *name;
		size_t size;
	} t[] = {
		{ "gs_launch_desc", sizeof(struct gs_launch_desc) },
		{ "gs_launch_result", sizeof(struct gs_launch_result) },
		{ "gs_error", sizeof(struct gs_error) },
		{ "gs_device_info", sizeof(struct gs_device_info) },
		{ "gs_device_options", sizeof(struct gs_device_options) },
		{ "gs_bo", sizeof(struct gs_bo) },
		{ "gs_kernel_arg", sizeof(struct gs_kernel_arg) },
		{ "gs_perf_value", sizeof(struct gs_perf_value) },
		{ "gs_launch_timing", sizeof(struct gs_launch_timing) },
		{ "gs_device_facts", sizeof(struct gs_device_facts) },
		{ "gs_dispatch", sizeof(struct gs_dispatch) },
		{ "gs_pm4_release", sizeof(struct gs_pm4_release) },
	};

	for (size_t i = 0; name && i < sizeof(t) / sizeof(t[0]); i++)
		if (strcmp(t[i].name, name) == 0)
			return t[i].size;
	return 0;
}
