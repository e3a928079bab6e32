// SPDX-License-Identifier: MIT
/*
 * A client of the amdgpu backend for tests/e2e/test-mockdrm.sh, run under
 * libgfxshim-mockdrm.so: it opens amdgpu:0, assembles and loads KERNEL (a
 * vadd: a, b, c pointers and n), and runs LAUNCHES launches of c = a + b,
 * each checked, printing one line per step that fails and one per launch:
 *
 *   launch 2: ok (mock)
 *   launch 1: launch: amdgpu: command submission on ... failed: ...
 *
 * A failed step is retried by the next launch (the module is loaded again
 * if loading failed), so a fault-injection case shows whether the device
 * works after the failure.  With GFXSHIM_MOCKDRM_IB_DUMP set it also checks
 * that each IB the mock executed is byte for byte what gs_launch built and
 * handed the backend, and that emu:TARGET builds the same packets.
 * Exit status: 0 when the last launch passed, 1 when it failed, 2 usage.
 *
 * usage: mockdrm-client TARGET KERNEL.s LAUNCHES [TIMEOUT_MS]
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
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
	c->dw = malloc(ndw * 4u);
	c->n = c->dw ? ndw : 0;
	if (c->dw)
		memcpy(c->dw, dw, ndw * 4u);
}

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf;
	long n;

	if (!f)
		return NULL;
	fseek(f, 0, SEEK_END);
	n = ftell(f);
	rewind(f);
	buf = malloc((size_t)n + 1);
	if (buf && fread(buf, 1, (size_t)n, f) != (size_t)n) {
		free(buf);
		buf = NULL;
	}
	fclose(f);
	if (buf) {
		buf[n] = 0;
		*len = (size_t)n;
	}
	return buf;
}

/* One launch of vadd on dev; 0 ok, else prints the failing step. */
static int launch(struct gs_device *dev, struct gs_module *m, struct capture *cap, uint32_t **pm4, size_t *ndw,
		  int i)
{
	struct gs_bo *a = NULL, *b = NULL, *c = NULL;
	struct gs_error err = { 0 };
	struct gs_launch_desc ld = { .size = sizeof(ld), .grid = { N / 64, 1, 1 }, .block = { 64, 1, 1 } };
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	struct {
		uint64_t a, b, c;
		uint32_t n;
	} __attribute__((packed)) ka;
	const char *step = "buffers";
	int bad = 0, rc = 1;

	if (gs_bo_alloc(dev, N * 4, 0, &a, &err) || gs_bo_alloc(dev, N * 4, 0, &b, &err) ||
	    gs_bo_alloc(dev, N * 4, 0, &c, &err))
		goto out;
	for (int k = 0; k < N; k++) {
		((float *)a->cpu)[k] = (float)k;
		((float *)b->cpu)[k] = 2.0f;
		((float *)c->cpu)[k] = -1.0f;
	}
	ka.a = a->va, ka.b = b->va, ka.c = c->va, ka.n = N;
	ld.kernarg = &ka;
	ld.kernarg_size = sizeof(ka);
	step = "launch";
	if (gs_launch(dev, m, &ld, &res, &err))
		goto out;
	step = "check";
	for (int k = 0; k < N; k++)
		bad += ((float *)c->cpu)[k] != (float)k + 2.0f;
	if (bad) {
		snprintf(err.msg, sizeof(err.msg), "%d of %d elements of c wrong", bad, N);
		goto out;
	}
	if (cap->n != res.pm4_ndw || memcmp(cap->dw, res.pm4, res.pm4_ndw * 4)) {
		snprintf(err.msg, sizeof(err.msg), "the backend was handed other dwords than gs_launch built");
		goto out;
	}
	*pm4 = res.pm4;
	*ndw = res.pm4_ndw;
	res.pm4 = NULL;
	rc = 0;
out:
	if (rc)
		printf("launch %d: %s: %s\n", i, step, err.msg);
	free(res.pm4);
	gs_bo_free(dev, a);
	gs_bo_free(dev, b);
	gs_bo_free(dev, c);
	return rc;
}

/* The mock's IB dump (one "ib TARGET NDW: hex..." line per executed IB)
 * against the streams built: count of equal ones. */
static int dump_matches(const char *path, uint32_t **pm4, size_t *ndw, int n)
{
	size_t len = 0;
	char *text = slurp(path, &len), *line, *save = NULL;
	int k = 0, same = 0;

	if (!text)
		return -1;
	for (line = strtok_r(text, "\n", &save); line && k < n; line = strtok_r(NULL, "\n", &save)) {
		char *p = strchr(line, ':');
		size_t i = 0;
		int eq = p != NULL;

		while (!pm4[k] && k < n)
			k++;   /* a launch that failed before submitting */
		if (k == n)
			break;
		for (p = p ? p + 1 : p; eq && *p; i++) {
			char *end;
			unsigned long v = strtoul(p, &end, 16);

			if (end == p)
				break;
			eq = i < ndw[k] && v == pm4[k][i];
			p = end;
		}
		same += eq && i == ndw[k];
		k++;
	}
	free(text);
	return same;
}

static int load(struct gs_device *dev, const uint8_t *co, size_t co_size, struct gs_module **m)
{
	struct gs_error err = { 0 };

	if (gs_module_load(dev, co, co_size, m, &err) == GS_OK)
		return 0;
	printf("load: %s\n", err.msg);
	*m = NULL;
	return 1;
}

int main(int argc, char **argv)
{
	const char *dump = getenv("GFXSHIM_MOCKDRM_IB_DUMP");
	struct gs_device_options opt = GS_DEVICE_OPTIONS_INIT;
	struct gs_asm_options ao = { 0 };
	struct gs_program *p = NULL;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	struct gs_error err = { 0 };
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct capture cap = { 0 };
	uint32_t *pm4[64] = { NULL };
	size_t ndw[64] = { 0 }, src_len = 0, co_size = 0;
	uint8_t *co = NULL;
	char *src;
	int n, last = 1, ok = 0;

	if (argc < 4 || (n = atoi(argv[3])) < 1 || n > 64) {
		fprintf(stderr, "usage: mockdrm-client TARGET KERNEL.s LAUNCHES [TIMEOUT_MS]\n");
		return 2;
	}
	if (argc > 4)
		opt.timeout_ns = strtoull(argv[4], NULL, 10) * 1000000ull;
	ao.target = gs_target_find(argv[1]);
	ao.filename = argv[2];
	src = slurp(argv[2], &src_len);
	if (!ao.target || !src || gs_assemble(src, src_len, &ao, &p, &err)) {
		fprintf(stderr, "mockdrm-client: %s: %s\n", argv[2], src ? err.msg : "cannot read");
		return 2;
	}
	in = (struct gs_codeobj_input){ .size = sizeof(in), .target = p->target, .text = p->text, .text_size = p->text_size,
					.kernels = p->kernels, .n_kernels = p->n_kernels };
	if (gs_codeobj_write(&in, &co, &co_size, &err)) {
		fprintf(stderr, "mockdrm-client: %s\n", err.msg);
		return 2;
	}
	if (gs_device_open("amdgpu:0", &opt, &dev, &err)) {
		printf("open: %s\n", err.msg);
		return 1;
	}
	{
		struct gs_device_info info = GS_DEVICE_INFO_INIT;

		gs_device_get_info(dev, &info);
		printf("device: %s, evidence %s\n", info.name, gs_device_evidence(dev));
	}
	gs_device_set_submit_observer(dev, observe, &cap);
	for (int i = 1; i <= n; i++) {
		last = (!m && load(dev, co, co_size, &m)) || launch(dev, m, &cap, &pm4[i - 1], &ndw[i - 1], i);
		if (!last) {
			printf("launch %d: ok (%s)\n", i, gs_device_evidence(dev));
			ok++;
		}
	}
	gs_module_free(m);
	gs_device_close(dev);
	if (dump) {
		int same = dump_matches(dump, pm4, ndw, n);

		printf("ib dump: %d of %d passed launches executed byte for byte what gs_launch built\n", same, ok);
		if (same != ok)
			last = 1;
	}
	/* the same launch built for the emulator: the same packets (addresses differ) */
	if (dump && ok && gs_device_open("emu", &(struct gs_device_options){ .size = sizeof(struct gs_device_options), .default_target = argv[1] }, &dev,
					 &err) == GS_OK) {
		struct gs_module *em = NULL;
		uint32_t *epm4 = NULL;
		size_t endw = 0;

		gs_device_set_submit_observer(dev, observe, &cap);
		if (load(dev, co, co_size, &em) || launch(dev, em, &cap, &epm4, &endw, 0)) {
			last = 1;
		} else {
			size_t k = 0, hdr = 0, diff = 0;

			for (size_t i = 0; i < endw && i < ndw[n - 1] && pm4[n - 1]; i++)
				diff += epm4[i] != pm4[n - 1][i];
			/* walk the type-3 headers of both */
			while (pm4[n - 1] && k < endw && k < ndw[n - 1] && epm4[k] == pm4[n - 1][k]) {
				hdr++;
				k += ((epm4[k] >> 16) & 0x3fff) + 2;
			}
			printf("emu: %zu dwords (mock %zu), %zu packet headers in step, %zu dwords differ (addresses)\n",
			       endw, ndw[n - 1], hdr, diff);
			if (endw != ndw[n - 1] || k != endw)
				last = 1;
		}
		free(epm4);
		gs_module_free(em);
		gs_device_close(dev);
	}
	for (int i = 0; i < n; i++)
		free(pm4[i]);
	free(cap.dw);
	free(co);
	free(src);
	gs_program_free(p);
	return last ? 1 : 0;
}
