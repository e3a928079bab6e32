// SPDX-License-Identifier: MIT
/*
 * A client of the device API for tests/e2e/test-kfd.sh and the first runs
 * on a GPU (Documentation/hardware.rst), on any path: kfd:N[:pm4|:aql],
 * amdgpu:N, emu:T.
 *
 *   kfd-client run DEVICE KERNEL.s LAUNCHES [TIMEOUT_MS]
 *       LAUNCHES launches of the vadd KERNEL (a, b, c pointers and n), each
 *       checked; one line per launch ("launch 2: ok (mock, kfd-aql)") or per
 *       failing step, the device retried by the next launch (the module
 *       loaded again if that failed), and the PM4 the backend was handed
 *       compared with what gs_launch built.  Exit 0 when the last passed.
 *   kfd-client cu-mask DEVICE BITS WORD
 *       gs_device_set_cu_mask with BITS bits, the first word WORD.
 *   kfd-client clocks DEVICE
 *       two CPU/GPU clock pairs (gs_device_clock_sample: GET_CLOCK_COUNTERS).
 *   kfd-client leak DEVICE
 *       opens DEVICE and exits without closing it (the mock's leak report).
 *   kfd-client latency DEVICE KERNEL.s N B2B
 *       gs_launch_timed: N launches one at a time, then B2B back to back;
 *       one line: path, evidence, host submit->completion min / median /
 *       max, the batch, the GPU's median dispatch time.  On the emulator
 *       and the mocks every figure is the host's time to emulate.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/device.h"
#include "gfxshim/launch.h"

#define N 256

struct capture {
	uint32_t *dw;
	size_t n;
};

static void observe(void *ctx, const uint32_t *dw, uint32_t ndw)
{
	struct capture *c = ctx;

	free(c->dw);
	c->dw = malloc(ndw * 4u + 4);
	c->n = c->dw ? ndw : 0;
	if (c->dw)
		memcpy(c->dw, dw, ndw * 4u);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	long n;

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) >= 0) {
		rewind(f);
		buf = malloc((size_t)n + 1);
		if (buf && fread(buf, 1, (size_t)n, f) == (size_t)n) {
			buf[n] = 0;
			*len = (size_t)n;
		} else {
			free(buf);
			buf = NULL;
		}
	}
	fclose(f);
	return buf;
}

struct bufs {
	struct gs_bo *a, *b, *c;
	struct {
		uint64_t a, b, c;
		uint32_t n;
	} __attribute__((packed)) ka;
};

static enum gs_status inputs(struct gs_device *dev, struct bufs *b, struct gs_error *err)
{
	memset(b, 0, sizeof(*b));
	if (gs_bo_alloc(dev, N * 4, 0, &b->a, err) || gs_bo_alloc(dev, N * 4, 0, &b->b, err) ||
	    gs_bo_alloc(dev, N * 4, 0, &b->c, err))
		return err->status;
	for (int k = 0; k < N; k++) {
		((float *)b->a->cpu)[k] = (float)k;
		((float *)b->b->cpu)[k] = 2.0f;
		((float *)b->c->cpu)[k] = -1.0f;
	}
	b->ka.a = b->a->va, b->ka.b = b->b->va, b->ka.c = b->c->va, b->ka.n = N;
	return GS_OK;
}

static void inputs_free(struct gs_device *dev, struct bufs *b)
{
	gs_bo_free(dev, b->a);
	gs_bo_free(dev, b->b);
	gs_bo_free(dev, b->c);
}

static int launch(struct gs_device *dev, struct gs_module *m, struct capture *cap, int i)
{
	struct gs_error err = { 0 };
	struct gs_launch_desc ld = { .size = sizeof(ld), .grid = { N / 64, 1, 1 }, .block = { 64, 1, 1 } };
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	struct gs_device_info info = GS_DEVICE_INFO_INIT;
	struct bufs b;
	const char *step = "buffers";
	int bad = 0, rc = 1;

	if (inputs(dev, &b, &err))
		goto out;
	ld.kernarg = &b.ka;
	ld.kernarg_size = sizeof(b.ka);
	step = "launch";
	if (gs_launch(dev, m, &ld, &res, &err))
		goto out;
	step = "check";
	for (int k = 0; k < N; k++)
		bad += ((float *)b.c->cpu)[k] != (float)k + 2.0f;
	if (bad) {
		snprintf(err.msg, sizeof(err.msg), "%d of %d elements of c wrong", bad, N);
		goto out;
	}
	if (cap->n != res.pm4_ndw || memcmp(cap->dw, res.pm4, res.pm4_ndw * 4)) {
		snprintf(err.msg, sizeof(err.msg), "the backend was handed other dwords than gs_launch built");
		goto out;
	}
	gs_device_get_info(dev, &info);
	printf("launch %d: ok (%s, %s)\n", i, gs_device_evidence(dev), info.path);
	rc = 0;
out:
	if (rc)
		printf("launch %d: %s: %s\n", i, step, err.msg);
	free(res.pm4);
	inputs_free(dev, &b);
	return rc;
}

static struct gs_module *load(struct gs_device *dev, const char *src, size_t len, const char *file)
{
	struct gs_error err = { 0 };
	struct gs_module *m = NULL;

	if (gs_module_assemble(dev, src, len, file, 0, &m, &err) == GS_OK)
		return m;
	printf("load: %s\n", err.msg);
	return NULL;
}

static int cmd_run(int argc, char **argv)
{
	struct gs_device_options opt = GS_DEVICE_OPTIONS_INIT;
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct gs_error err = { 0 };
	struct capture cap = { 0 };
	size_t len = 0;
	char *src;
	int n, last = 1;

	if (argc < 5 || (n = atoi(argv[4])) < 1 || n > 64)
		return -1;
	if (argc > 5)
		opt.timeout_ns = strtoull(argv[5], NULL, 10) * 1000000ull;
	src = slurp(argv[3], &len);
	if (!src) {
		fprintf(stderr, "kfd-client: cannot read %s\n", argv[3]);
		return 2;
	}
	if (gs_device_open(argv[2], &opt, &dev, &err)) {
		printf("open: %s\n", err.msg);
		free(src);
		return 1;
	}
	gs_device_set_submit_observer(dev, observe, &cap);
	for (int i = 1; i <= n; i++) {
		if (!m && !(m = load(dev, src, len, argv[3]))) {
			last = 1;
			continue;
		}
		last = launch(dev, m, &cap, i);
	}
	gs_module_free(m);
	gs_device_close(dev);
	free(cap.dw);
	free(src);
	return last;
}

static int cmd_cu_mask(int argc, char **argv)
{
	struct gs_device *dev = NULL;
	struct gs_error err = { 0 };
	uint32_t mask[32] = { 0 }, bits;

	if (argc != 5 || (bits = (uint32_t)strtoul(argv[3], NULL, 0)) > 1024)
		return -1;
	mask[0] = (uint32_t)strtoul(argv[4], NULL, 0);
	if (gs_device_open(argv[2], NULL, &dev, &err) || gs_device_set_cu_mask(dev, mask, bits, &err)) {
		printf("cu-mask: %s\n", err.msg);
		gs_device_close(dev);
		return 1;
	}
	printf("cu-mask: %u bits set\n", bits);
	gs_device_close(dev);
	return 0;
}

static int cmd_latency(int argc, char **argv)
{
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct gs_error err = { 0 };
	struct gs_launch_desc ld = { .size = sizeof(ld), .grid = { N / 64, 1, 1 }, .block = { 64, 1, 1 }, .timestamps = 1 };
	struct gs_launch_timing t = GS_LAUNCH_TIMING_INIT;
	struct bufs b = { 0 };
	size_t len = 0;
	char *src;
	int rc = 1;

	if (argc != 6)
		return -1;
	src = slurp(argv[3], &len);
	if (!src) {
		fprintf(stderr, "kfd-client: cannot read %s\n", argv[3]);
		return 2;
	}
	if (gs_device_open(argv[2], NULL, &dev, &err) || !(m = load(dev, src, len, argv[3])) || inputs(dev, &b, &err)) {
		if (err.msg[0])
			printf("latency: %s\n", err.msg);
		goto out;
	}
	ld.kernarg = &b.ka;
	ld.kernarg_size = sizeof(b.ka);
	if (gs_launch_timed(dev, m, &ld, (unsigned int)atoi(argv[4]), (unsigned int)atoi(argv[5]), &t, &err)) {
		printf("latency: %s\n", err.msg);
		goto out;
	}
	printf("latency %s [%s]: %u launches, submit->completion min %llu median %llu max %llu ns (host clock); "
	       "%u back to back in %llu ns (%llu ns each); GPU median %llu ns (%s)\n",
	       t.path, t.evidence, t.n, (unsigned long long)t.min_ns, (unsigned long long)t.median_ns,
	       (unsigned long long)t.max_ns, t.b2b, (unsigned long long)t.b2b_ns,
	       (unsigned long long)(t.b2b ? t.b2b_ns / t.b2b : 0), (unsigned long long)t.gpu_median_ns,
	       t.clock_emulated ? "emulated clock" : "GPU clock");
	rc = 0;
out:
	inputs_free(dev, &b);
	gs_module_free(m);
	gs_device_close(dev);
	free(src);
	return rc;
}

/* two clock pairs around a launch-free pause: the GPU ticks per ms they imply */
static int cmd_clocks(int argc, char **argv)
{
	struct gs_device *dev = NULL;
	struct gs_clock_sample a = GS_CLOCK_SAMPLE_INIT, b = GS_CLOCK_SAMPLE_INIT;
	struct gs_error err = { 0 };

	if (argc != 3)
		return -1;
	if (gs_device_open(argv[2], NULL, &dev, &err) || gs_device_clock_sample(dev, &a, &err) ||
	    gs_device_clock_sample(dev, &b, &err)) {
		printf("clocks: %s\n", err.msg);
		gs_device_close(dev);
		return 1;
	}
	printf("clocks [%s]: gpu %llu -> %llu ticks, cpu %llu -> %llu ns (CLOCK_MONOTONIC_RAW)%s\n",
	       gs_device_evidence(dev), (unsigned long long)a.gpu_ticks, (unsigned long long)b.gpu_ticks,
	       (unsigned long long)a.cpu_raw_ns, (unsigned long long)b.cpu_raw_ns,
	       b.gpu_ticks >= a.gpu_ticks && b.cpu_raw_ns >= a.cpu_raw_ns ? ", both forward" : ", NOT MONOTONIC");
	gs_device_close(dev);
	return 0;
}

static int cmd_leak(int argc, char **argv)
{
	struct gs_device *dev = NULL;
	struct gs_bo *bo = NULL;
	struct gs_error err = { 0 };

	if (argc != 3)
		return -1;
	if (gs_device_open(argv[2], NULL, &dev, &err) || gs_bo_alloc(dev, 4096, 0, &bo, &err)) {
		printf("leak: %s\n", err.msg);
		return 1;
	}
	printf("leak: %s left open with a buffer at 0x%llx\n", argv[2], (unsigned long long)bo->va);
	exit(0);   /* no close: what the kernel frees with the process */
}

int main(int argc, char **argv)
{
	int rc = -1;

	if (argc > 1 && strcmp(argv[1], "run") == 0)
		rc = cmd_run(argc, argv);
	else if (argc > 1 && strcmp(argv[1], "cu-mask") == 0)
		rc = cmd_cu_mask(argc, argv);
	else if (argc > 1 && strcmp(argv[1], "latency") == 0)
		rc = cmd_latency(argc, argv);
	else if (argc > 1 && strcmp(argv[1], "leak") == 0)
		rc = cmd_leak(argc, argv);
	else if (argc > 1 && strcmp(argv[1], "clocks") == 0)
		rc = cmd_clocks(argc, argv);
	if (rc < 0) {
		fprintf(stderr, "usage: kfd-client run DEVICE KERNEL.s LAUNCHES [TIMEOUT_MS]\n"
				"       kfd-client cu-mask DEVICE BITS WORD\n"
				"       kfd-client leak DEVICE\n"
				"       kfd-client clocks DEVICE\n"
				"       kfd-client latency DEVICE KERNEL.s N B2B\n");
		return 2;
	}
	return rc;
}
