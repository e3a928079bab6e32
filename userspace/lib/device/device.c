// SPDX-License-Identifier: MIT
/* gs_device: parse the device spec, pick the backend, forward calls. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "core/abi.h"
#include "device/backend.h"
#include "gfxshim/kfd.h"
#include "gfxshim/machine.h"
#include "gs_config.h"

/* "gfx1100", "gfx1100:7900xtx" (a machine, gfxshim/machine.h) or a
 * feature suffix such as "gfx942:xnack-" (accepted and ignored, as before). */
static enum gs_status open_emu(const char *tname, const struct gs_device_options *opt,
			       struct gs_device *dev, struct gs_error *err)
{
	const struct gs_target *t = gs_target_find(tname);
	const char *colon = strchr(tname, ':');
	struct gs_device_options o = GS_DEVICE_OPTIONS_INIT;
	char names[128];

	if (!GS_CONFIG_BACKEND_EMU)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "the emulator backend is disabled in .config (CONFIG_GFXSHIM_BACKEND_EMU)");
	if (!t)
		return gs_error_set(err, GS_ERR_INVALID, "unknown target '%s', expected e.g. gfx1100 or gfx1201", tname);
	if (colon && colon[1] && !strpbrk(colon + 1, "+-:")) {
		if (opt)
			o = *opt;
		o.machine = colon + 1;
		if (!gs_machine_find(t, o.machine)) {
			gs_machine_names(t, names, sizeof(names));
			return gs_error_set(err, GS_ERR_INVALID, "unknown machine '%s' for %s, expected %s%s", o.machine,
					    t->name, names[0] ? "one of " : "none: the target has no machine model", names);
		}
		opt = &o;
	}
	return gsi_emu_open(t, opt, dev, err);
}

int gs_device_probe_amdgpu(char *first_node, size_t size)
{
	return gsi_amdgpu_probe(first_node, size);
}

#if !GS_CONFIG_BACKEND_AMDGPU
int gsi_amdgpu_probe(char *first_node, size_t size)
{
	if (first_node && size)
		first_node[0] = 0;
	return 0;
}

enum gs_status gsi_amdgpu_open(int index, const struct gs_device_options *opt,
			      struct gs_device *dev, struct gs_error *err)
{
	(void)opt;
	(void)dev;
	return gs_error_set(err, GS_ERR_UNSUPPORTED,
			    "amdgpu:%d: the amdgpu backend is disabled in .config (CONFIG_GFXSHIM_BACKEND_AMDGPU)",
			    index);
}
#endif

#if !defined(GS_HAVE_KFD) || !GS_CONFIG_BACKEND_KFD
enum gs_status gsi_kfd_backend_open(int index, int aql, const struct gs_device_options *opt, struct gs_device *dev,
			   struct gs_error *err)
{
	(void)aql;
	(void)opt;
	(void)dev;
	if (!GS_CONFIG_BACKEND_KFD)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "kfd:%d: the KFD backend is disabled in .config (CONFIG_GFXSHIM_BACKEND_KFD)", index);
	return gs_error_set(err, GS_ERR_UNSUPPORTED,
			    "kfd:%d: the KFD backend was not built: linux-source-6.12 (its include/uapi/linux/kfd_ioctl.h) was missing at build time; install it and rebuild",
			    index);
}
#endif

/* gfx942/gfx950 dispatch through AQL under ROCm: the CP spreads an AQL
 * dispatch over every XCC, while a PM4 queue runs on one (kfd_mqd_manager_v9.c
 * pm4_target_xcc); elsewhere the PM4 queue runs the very bytes "emu" runs. */
static int prefers_aql(const struct gs_target *t)
{
	return t && (t->features & GS_FEAT_MULTI_XCC);
}

/* "auto": the first real GPU when it can be opened -- through a KFD queue,
 * else its render node -- else the emulator, saying why in info.note. */
static enum gs_status open_auto(const struct gs_device_options *opt, const char *dflt,
				struct gs_device *dev, struct gs_error *err)
{
	struct gs_error why = { 0 }, kwhy = { 0 };
	struct gs_kfd_node kn;
	char node[64];
	int nk = 0, n;
	enum gs_status st;

	if (GS_CONFIG_BACKEND_KFD && gs_kfd_nodes(&kn, 1, &nk, NULL) == GS_OK && nk &&
	    gsi_kfd_backend_open(0, prefers_aql(kn.target), opt, dev, &kwhy) == GS_OK)
		return GS_OK;
	memset(dev, 0, sizeof(*dev));
	n = gs_device_probe_amdgpu(node, sizeof(node));
	if (n && gsi_amdgpu_open(0, opt, dev, &why) == GS_OK) {
		if (nk)
			snprintf(dev->info.note, sizeof(dev->info.note),
				 "the KFD queue could not be used (%.150s); submitting through the render node", kwhy.msg);
		return GS_OK;
	}
	memset(dev, 0, sizeof(*dev));
	st = open_emu(dflt, opt, dev, err);
	if (st)
		return st;
	if (n)
		snprintf(dev->info.note, sizeof(dev->info.note),
			 "found %.40s but could not use it (%.150s); running on the emulator", node, why.msg);
	else if (nk)
		snprintf(dev->info.note, sizeof(dev->info.note),
			 "found a KFD GPU but could not use it (%.150s); running on the emulator", kwhy.msg);
	else
		snprintf(dev->info.note, sizeof(dev->info.note), "no AMD GPU found; running on the emulator");
	return GS_OK;
}

/* "kfd", "kfd:N", "kfd:N:pm4", "kfd:N:aql", "kfd:aql", "kfd:pm4" */
static enum gs_status open_kfd(const char *spec, const struct gs_device_options *opt, struct gs_device *dev,
			       struct gs_error *err)
{
	const char *p = spec + 3, *kind = NULL;
	long idx = 0;
	char *end;

	if (*p == ':' && p[1] >= '0' && p[1] <= '9') {
		idx = strtol(p + 1, &end, 10);
		p = end;
		if (idx > 63)
			p = "!";
	}
	if (*p == ':') {
		kind = p + 1;
		p = strcmp(kind, "pm4") == 0 || strcmp(kind, "aql") == 0 ? "" : "!";
	}
	if (*p)
		return gs_error_set(err, GS_ERR_INVALID, "bad device '%s', expected kfd:N, kfd:N:pm4 or kfd:N:aql", spec);
	return gsi_kfd_backend_open((int)idx, kind && strcmp(kind, "aql") == 0, opt, dev, err);
}

enum gs_status gs_device_open(const char *spec, const struct gs_device_options *opt,
			      struct gs_device **out, struct gs_error *err)
{
	struct gs_device_options o;
	const char *dflt;
	struct gs_device *dev;
	enum gs_status st;
	char *end;
	long idx;

	*out = NULL;
	if (opt) {
		st = gsi_abi_in(&o, sizeof(o), opt, GS_DEVICE_OPTIONS_SIZE_V1, "gs_device_options", err);
		if (st)
			return st;
		opt = &o;
	}
	dflt = opt && opt->default_target ? opt->default_target : "gfx1201";
	if (!spec)
		spec = "auto";
	dev = calloc(1, sizeof(*dev));
	if (!dev)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	if (strcmp(spec, "emu") == 0) {
		st = open_emu(dflt, opt, dev, err);
	} else if (strncmp(spec, "emu:", 4) == 0) {
		st = open_emu(spec + 4, opt, dev, err);
	} else if (strcmp(spec, "auto") == 0) {
		st = open_auto(opt, dflt, dev, err);
	} else if (strcmp(spec, "kfd") == 0 || strncmp(spec, "kfd:", 4) == 0) {
		st = open_kfd(spec, opt, dev, err);
	} else if (strcmp(spec, "amdgpu") == 0 || strncmp(spec, "amdgpu:", 7) == 0) {
		idx = spec[6] ? strtol(spec + 7, &end, 10) : 0;
		if (spec[6] && (end == spec + 7 || *end || idx < 0 || idx > 63))
			st = gs_error_set(err, GS_ERR_INVALID, "bad device '%s', expected amdgpu:N", spec);
		else
			st = gsi_amdgpu_open((int)idx, opt, dev, err);
	} else {
		st = gs_error_set(err, GS_ERR_INVALID,
				  "unknown device '%s', expected auto, emu, emu:TARGET, emu:TARGET:MACHINE, amdgpu:N or kfd:N[:pm4|:aql]",
				  spec);
	}
	if (st) {
		free(dev);
		return st;
	}
	if (!dev->info.path)
		dev->info.path = strcmp(dev->ops->name, "emu") == 0 ? "emu" : "cs";
	*out = dev;
	return GS_OK;
}

void gs_device_close(struct gs_device *dev)
{
	if (!dev)
		return;
	dev->ops->close(dev->priv);
	free(dev);
}

enum gs_status gs_device_get_info(const struct gs_device *dev, struct gs_device_info *info)
{
	if (!dev || gsi_abi_out_check(info, GS_DEVICE_INFO_SIZE_V1, "gs_device_info", NULL))
		return GS_ERR_INVALID;
	gsi_abi_out(info, &dev->info, sizeof(dev->info));
	return GS_OK;
}

const char *gs_device_evidence(const struct gs_device *dev)
{
	if (dev->ops->evidence)
		return dev->ops->evidence(dev->priv);
	return dev->info.emulated ? "emulated" : "unknown";
}

enum gs_status gs_bo_alloc(struct gs_device *dev, uint64_t size, unsigned int flags,
			   struct gs_bo **out, struct gs_error *err)
{
	struct gs_bo *bo = calloc(1, sizeof(*bo));
	enum gs_status st;

	*out = NULL;
	if (!bo)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	if (flags & ~(GS_BO_EXEC | GS_BO_VRAM | GS_BO_CPU_VISIBLE) ||
	    ((flags & GS_BO_CPU_VISIBLE) && !(flags & GS_BO_VRAM))) {
		free(bo);
		return gs_error_set(err, GS_ERR_INVALID,
				    "buffer flags 0x%x: expected GS_BO_EXEC, GS_BO_VRAM, GS_BO_CPU_VISIBLE (the last only with GS_BO_VRAM)",
				    flags);
	}
	st = dev->ops->bo_alloc(dev->priv, size, flags, bo, err);
	if (st) {
		free(bo);
		return st;
	}
	/* the same rule on every backend: VRAM without CPU visibility has no
	 * CPU mapping (the emulator keeps its host memory to itself) */
	if ((flags & GS_BO_VRAM) && !(flags & GS_BO_CPU_VISIBLE))
		bo->cpu = NULL;
	*out = bo;
	return GS_OK;
}

void gs_bo_free(struct gs_device *dev, struct gs_bo *bo)
{
	if (!bo)
		return;
	dev->ops->bo_free(dev->priv, bo);
	free(bo);
}

enum gs_status gs_device_submit(struct gs_device *dev, const struct gs_bo *ib, uint64_t offset,
				uint32_t ndw, struct gs_error *err)
{
	if (!ib || offset % 4 || offset + (uint64_t)ndw * 4 > ib->size)
		return gs_error_set(err, GS_ERR_INVALID, "submit: %u dwords at offset %llu do not fit the buffer",
				    ndw, (unsigned long long)offset);
	if (!ib->cpu)
		return gs_error_set(err, GS_ERR_INVALID,
				    "submit: the indirect buffer has no CPU mapping (VRAM without GS_BO_CPU_VISIBLE)");
	if (dev->observer)
		dev->observer(dev->observer_ctx, (const uint32_t *)((const uint8_t *)ib->cpu + offset), ndw);
	return gsi_device_submit_n(dev, ib->va + offset, ndw, 1, err);
}

uint64_t gsi_now_ns(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

enum gs_status gsi_device_submit_n(struct gs_device *dev, uint64_t ib_va, uint32_t ndw, uint32_t count,
				   struct gs_error *err)
{
	enum gs_status st = GS_OK;

	dev->last.count = count;
	dev->last.path = dev->info.path;
	dev->last.start_ns = gsi_now_ns();
	if (count > 1 && dev->ops->submit_repeat)
		st = dev->ops->submit_repeat(dev->priv, ib_va, ndw, count, err);
	else
		for (uint32_t i = 0; i < count && !st; i++)
			st = dev->ops->submit(dev->priv, ib_va, ndw, err);
	dev->last.end_ns = gsi_now_ns();
	return st;
}

enum gs_status gsi_device_submit_aql(struct gs_device *dev, const struct gs_bo *ib, uint32_t ndw, uint32_t pre_ndw,
				     const uint8_t pkt[64], uint32_t count, struct gs_error *err)
{
	enum gs_status st;

	if (!ib->cpu || (uint64_t)ndw * 4 > ib->size || pre_ndw > ndw)
		return gs_error_set(err, GS_ERR_INVALID, "submit: %u dwords of PM4 around an AQL dispatch do not fit the buffer",
				    ndw);
	if (dev->observer)
		dev->observer(dev->observer_ctx, ib->cpu, ndw);
	dev->last.count = count;
	dev->last.path = dev->info.path;
	dev->last.start_ns = gsi_now_ns();
	st = dev->ops->submit_aql(dev->priv, pkt, count, ib->va, pre_ndw, ib->va + pre_ndw * 4ull, ndw - pre_ndw, err);
	dev->last.end_ns = gsi_now_ns();
	return st;
}

enum gs_status gs_device_clock_sample(struct gs_device *dev, struct gs_clock_sample *s, struct gs_error *err)
{
	struct gs_clock_sample full = GS_CLOCK_SAMPLE_INIT;
	enum gs_status st = gsi_abi_out_check(s, GS_CLOCK_SAMPLE_SIZE_V1, "gs_clock_sample", err);

	if (st)
		return st;
	if (!dev->ops->clock_sample)
		st = gs_error_set(err, GS_ERR_UNSUPPORTED,
				  "clock sample: the %s path has none (kfd:N reads one through /dev/kfd; gfxshim.ko correlates clocks for amdgpu:N)",
				  dev->info.path);
	else
		st = dev->ops->clock_sample(dev->priv, &full, err);
	gsi_abi_out(s, &full, sizeof(full));
	return st;
}

enum gs_status gs_device_set_cu_mask(struct gs_device *dev, const uint32_t *mask, uint32_t n_bits,
				     struct gs_error *err)
{
	if (!dev->ops->cu_mask)
		return gs_error_set(err, GS_ERR_UNSUPPORTED,
				    "CU mask: the %s path has no queue of its own to restrict (use gs_dispatch.cu_mask)",
				    dev->info.path);
	if (!mask || !n_bits || n_bits % 32)
		return gs_error_set(err, GS_ERR_INVALID, "CU mask of %u bits; expected a multiple of 32", n_bits);
	return dev->ops->cu_mask(dev->priv, mask, n_bits, err);
}

enum gs_status gs_device_last_submit(const struct gs_device *dev, struct gs_submit_time *t)
{
	if (!dev || gsi_abi_out_check(t, GS_SUBMIT_TIME_SIZE_V1, "gs_submit_time", NULL))
		return GS_ERR_INVALID;
	gsi_abi_out(t, &dev->last, sizeof(dev->last));
	return GS_OK;
}

void gs_device_set_submit_observer(struct gs_device *dev, gs_submit_observer fn, void *ctx)
{
	dev->observer = fn;
	dev->observer_ctx = ctx;
}

static void facts_emulated(const struct gs_target *t, struct gs_device_facts *f)
{
	memset(f, 0, sizeof(*f));
	f->size = sizeof(*f);
	f->target = t;
	f->backend = "emu";
	f->emulated = 1;
	snprintf(f->name, sizeof(f->name), "gfxshim emulator");
	f->timestamp_khz = GS_EMU_CLOCK_KHZ;
	if (!t)
		return;
	f->family = t->amdgpu_family;
	f->gc_version = (uint32_t)t->gc_major << 16 | (uint32_t)t->gc_minor << 8 | t->gc_rev;
	f->lds_bytes = t->lds_bytes;
	f->wave_size = t->features & GS_FEAT_WAVE32 ? 32 : 64;
	f->shared_aperture = GS_EMU_APERTURE_SHARED;
	f->private_aperture = GS_EMU_APERTURE_PRIVATE;
}

enum gs_status gs_device_facts_emulated(const struct gs_target *t, struct gs_device_facts *f)
{
	struct gs_device_facts full;

	if (gsi_abi_out_check(f, GS_DEVICE_FACTS_SIZE_V1, "gs_device_facts", NULL))
		return GS_ERR_INVALID;
	facts_emulated(t, &full);
	gsi_abi_out(f, &full, sizeof(full));
	return GS_OK;
}

/* The backend fills the library's whole layout; the caller gets its size. */
enum gs_status gs_device_get_facts(const struct gs_device *dev, struct gs_device_facts *f,
				   struct gs_error *err)
{
	struct gs_device_facts full;
	enum gs_status st;

	if (!dev || !f)
		return gs_error_set(err, GS_ERR_INVALID, "device facts: no device");
	st = gsi_abi_out_check(f, GS_DEVICE_FACTS_SIZE_V1, "gs_device_facts", err);
	if (st)
		return st;
	if (dev->ops->get_facts) {
		memset(&full, 0, sizeof(full));
		full.size = sizeof(full);
		st = dev->ops->get_facts(dev->priv, &full, err);
	} else if (!dev->info.emulated) {
		return gs_error_set(err, GS_ERR_UNSUPPORTED, "device facts: the %s backend has none",
				    dev->ops->name);
	} else {
		facts_emulated(dev->info.target, &full);
	}
	if (st == GS_OK)
		gsi_abi_out(f, &full, sizeof(full));
	return st;
}

uint64_t gs_ticks_to_ns(uint64_t ticks, uint64_t khz)
{
	uint64_t whole, part;

	if (!khz)
		return 0;
	/* ns = ticks * 1e6 / khz, split so that nothing overflows early */
	whole = ticks / khz;
	part = ticks % khz;
	if (whole > UINT64_MAX / 1000000u)
		return UINT64_MAX;
	whole *= 1000000u;
	if (part <= UINT64_MAX / 1000000u) {
		part = part * 1000000u / khz;
	} else {
		/* khz above 1.8e13 (no clock runs that fast): the six decimal
		 * digits of part / khz one by one, in exact modular steps */
		uint64_t q = 0, r = part;

		for (int d = 0; d < 6; d++) {
			uint64_t digit = 0, r10 = 0;

			for (int k = 0; k < 10; k++) {  /* r10 = 10 r mod khz, digit = 10 r / khz */
				if (r10 >= khz - r) {
					r10 -= khz - r;
					digit++;
				} else {
					r10 += r;
				}
			}
			q = q * 10 + digit;
			r = r10;
		}
		part = q;
	}
	return whole > UINT64_MAX - part ? UINT64_MAX : whole + part;
}
