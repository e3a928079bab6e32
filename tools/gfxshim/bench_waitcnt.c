// SPDX-License-Identifier: MIT
/*
 * bench waitcnt: which results each wait delivers and when it returns
 * (in-order retirement per class), which counter an operation decrements
 * (cross-counter timing), and what s_wait_idle and gfx12's legacy
 * s_waitcnt wait for (probe kernels in tools/gfxshim/bench/waitcnt.s).
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"

#define PAGE 4096u
#define HEADER 128u
#define SENTINEL 0xdeadbeefu

static const struct bench_col cols[] = {
	{ "probe", "probe", "text" },
	{ "class", "class", "text" },
	{ "wait", "wait", "text" },
	{ "done", "done", "%.0f" },
	{ "cycles", "cycles", "%.0f" },
	{ "visible_lanes", "visible", "%.0f" },
	{ "verdict", "verdict", "text" },
	{ NULL, NULL, NULL },
};

static uint32_t rd32(const struct gs_bo *b, uint64_t off)
{
	uint32_t v;

	memcpy(&v, (const uint8_t *)b->cpu + off, 4);
	return v;
}

/* Cycle counter difference between two stamps (the counter's width). */
static double stamp_delta(const struct bench_env *e, uint32_t a, uint32_t b)
{
	if (e->t->gen == GS_GEN_GFX11)
		return (double)((b - a) & 0xfffffu);
	return (double)(uint32_t)(b - a);
}

/* What op i returns in lane l (the .s file's layout). */
static uint32_t want_load(unsigned int i, unsigned int l)
{
	return 0x1000u + i * (PAGE / 4) + l;
}

static uint32_t want_lds(unsigned int i, unsigned int l)
{
	return 0x2000u + i * 256 + l * 4;
}

static const char *counter_name(const struct bench_env *e, const char *cnt)
{
	if (e->t->gen == GS_GEN_GFX12)
		return !strcmp(cnt, "load") ? "s_wait_loadcnt" : !strcmp(cnt, "store") ? "s_wait_storecnt"
							       : !strcmp(cnt, "ds")	  ? "s_wait_dscnt"
											  : "s_wait_kmcnt";
	if (e->t->gen == GS_GEN_GFX11)
		return !strcmp(cnt, "load") ? "vmcnt" : !strcmp(cnt, "store") ? "vscnt" : "lgkmcnt";
	return !strcmp(cnt, "load") || !strcmp(cnt, "store") ? "vmcnt" : "lgkmcnt";
}

static enum gs_status launch(struct bench_env *e, struct gs_module *m, const char *k, struct gs_bo *out,
			     struct gs_bo *a, struct gs_bo *b, struct gs_error *err)
{
	struct bench_args args = { .out = out->va, .a = a->va, .b = b->va };

	memset(out->cpu, 0, HEADER + 64ull * e->lanes);
	memset(b->cpu, 0, 8 * PAGE);
	return bench_launch(e, m, k, 1, e->lanes, &args, NULL, err);
}

static enum gs_status order(struct bench_env *e, struct gs_module *m, const char *cls, struct gs_bo *out,
			    struct gs_bo *a, struct gs_bo *b, struct bench_result *r, struct gs_error *err)
{
	char kernel[32], key[48], label[96];
	uint32_t t[9];
	int vm = !strcmp(cls, "load") || !strcmp(cls, "store"), copies = !strcmp(cls, "load") || !strcmp(cls, "lds");
	int stamps = e->t->gen != GS_GEN_GFX9 || vm;
	const char *cnt = !strcmp(cls, "lds") ? "ds" : !strcmp(cls, "smem") ? "km" : cls;
	unsigned int all_visible = 1;
	enum gs_status st;

	snprintf(kernel, sizeof(kernel), "wc_%s_order", cls);
	st = launch(e, m, kernel, out, a, b, err);
	if (st)
		return st;
	for (int i = 0; i < 9; i++)
		t[i] = rd32(out, 4u * i);
	for (int k = 7; k >= 0; k--) {
		unsigned int n = 7 - (unsigned int)k, vis = 0;
		struct bench_point *pt = bench_point_add(r);
		char w[32];

		for (unsigned int l = 0; copies && l < e->lanes; l++) {
			uint32_t want = !strcmp(cls, "load") ? want_load(n, l) : want_lds(n, l);

			vis += rd32(out, HEADER + 64u * l + 32 + 4 * n) == want;
		}
		snprintf(w, sizeof(w), "%s(%d)", counter_name(e, cnt), k);
		bench_pt_str(pt, "probe", "inorder");
		bench_pt_str(pt, "class", cls);
		bench_pt_str(pt, "wait", w);
		bench_pt_num(pt, "outstanding", k);
		bench_pt_num(pt, "done", n + 1);
		bench_pt_num(pt, "cycles", stamps ? stamp_delta(e, t[0], t[n + 1]) : NAN);
		bench_pt_num(pt, "visible_lanes", copies ? vis : NAN);
		bench_pt_num(pt, "lanes", e->lanes);
		if (copies && vis != e->lanes) {
			all_visible = 0;
			if (!e->timed)
				bench_fail(r, "%s: after %s result %u was visible in %u of %u lanes (the emulator's own "
					      "in-order model says all)",
					   cls, w, n, vis, e->lanes);
		}
	}
	if (copies && !all_visible && e->timed)
		bench_note(r, "%s: a wait returned before the result it covers was visible in every lane: the "
			      "counter does not retire in order for this class (see points)",
			   cls);
	/* the results once everything was waited for */
	for (unsigned int i = 0; i < 8; i++)
		for (unsigned int l = 0; l < e->lanes; l++) {
			uint32_t got, want;

			if (!strcmp(cls, "store")) {
				got = rd32(b, i * PAGE + 4 * l);
				want = 0x3000u + i * 1024 + l;
			} else if (!strcmp(cls, "smem")) {
				got = rd32(out, 64 + 4 * i);
				want = want_load(i, 0);
			} else {
				got = rd32(out, HEADER + 64u * l + 4 * i);
				want = !strcmp(cls, "load") ? want_load(i, l) : want_lds(i, l);
			}
			if (got != want) {
				bench_fail(r, "%s: operation %u, lane %u: 0x%08x after the final wait, expected 0x%08x", cls, i,
					   l, got, want);
				i = 8;
				break;
			}
		}
	if (stamps) {
		snprintf(key, sizeof(key), "order.%s.first.cycles", cls);
		snprintf(label, sizeof(label), "%s: cycles until the first of 8 was waited for", cls);
		bench_sum_add(r, key, label, stamp_delta(e, t[0], t[1]), "cycles");
		snprintf(key, sizeof(key), "order.%s.all.cycles", cls);
		snprintf(label, sizeof(label), "%s: cycles until all 8 were waited for", cls);
		bench_sum_add(r, key, label, stamp_delta(e, t[0], t[8]), "cycles");
	} else {
		bench_note(r, "%s on gfx9: no stamps (s_memtime returns on LGKMcnt, the counter under test)", cls);
	}
	if (copies) {
		snprintf(key, sizeof(key), "order.%s.in_order", cls);
		snprintf(label, sizeof(label), "%s: every wait(k) delivered its result (1 yes, 0 no)", cls);
		bench_sum_add(r, key, label, all_visible, "");
	}
	return GS_OK;
}

static enum gs_status cross(struct bench_env *e, struct gs_module *m, const char *cls, struct gs_bo *out,
			    struct gs_bo *a, struct gs_bo *b, struct bench_result *r, struct gs_error *err)
{
	/* the waits of wc_cross_<cls>, in order, then its own counter */
	static const char *const g12[4][4] = {
		{ "store", "ds", "km", "load" }, { "load", "ds", "km", "store" },
		{ "load", "store", "km", "ds" }, { "load", "store", "ds", "km" },
	};
	static const char *const g11[4][3] = {
		{ "store", "ds", "load" }, { "load", "ds", "store" }, { "load", "store", "ds" }, { "load", "store", "km" },
	};
	static const char *const classes[4] = { "load", "store", "lds", "smem" };
	unsigned int c = 0, nw = e->t->gen == GS_GEN_GFX12 ? 4 : 3, best = 0;
	double d[4], total;
	uint32_t t[5];
	char kernel[32], verdict[128];
	enum gs_status st;

	while (strcmp(classes[c], cls))
		c++;
	snprintf(kernel, sizeof(kernel), "wc_cross_%s", cls);
	st = launch(e, m, kernel, out, a, b, err);
	if (st)
		return st;
	for (unsigned int i = 0; i <= nw; i++)
		t[i] = rd32(out, 4u * i);
	total = stamp_delta(e, t[0], t[nw]);
	for (unsigned int i = 0; i < nw; i++) {
		d[i] = stamp_delta(e, t[i], t[i + 1]);
		if (d[i] > d[best])
			best = i;
	}
	if (!e->timed)
		snprintf(verdict, sizeof(verdict), "untimed: no verdict");
	else if (d[best] >= 0.5 * total && d[best] >= 16)
		snprintf(verdict, sizeof(verdict), "decrements %s",
			 counter_name(e, nw == 4 ? g12[c][best] : g11[c][best]));
	else
		snprintf(verdict, sizeof(verdict), "no wait took the latency (%.0f cycles in all)", total);
	for (unsigned int i = 0; i < nw; i++) {
		struct bench_point *pt = bench_point_add(r);

		bench_pt_str(pt, "probe", "cross");
		bench_pt_str(pt, "class", cls);
		bench_pt_str(pt, "wait", counter_name(e, nw == 4 ? g12[c][i] : g11[c][i]));
		bench_pt_num(pt, "done", i + 1);
		bench_pt_num(pt, "cycles", d[i]);
		bench_pt_str(pt, "verdict", i == nw - 1 ? verdict : "");
	}
	if (e->timed)
		bench_note(r, "cross: one %s operation %s", cls, verdict);
	return GS_OK;
}

/* wc_idle_legacy: every result copied right after the legacy s_waitcnt
 * (data: did it wait for all?); wc_idle: s_wait_idle, a stamp, the explicit
 * waits, a stamp (timing: which of them took the latency?). */
static enum gs_status idle(struct bench_env *e, struct gs_module *m, const char *kernel, const char *what,
			   int legacy, struct gs_bo *out, struct gs_bo *a, struct gs_bo *b, struct bench_result *r,
			   struct gs_error *err)
{
	unsigned int vis = 0, n = 0;
	struct bench_point *pt;
	double t_idle, t_rest;
	char key[48], label[96], verdict[96];
	enum gs_status st;

	st = launch(e, m, kernel, out, a, b, err);
	if (st)
		return st;
	for (unsigned int l = 0; l < e->lanes; l++)
		for (unsigned int i = 0; i < 8; i++, n++)
			vis += rd32(out, HEADER + 64u * l + 32 + 4 * i) == (i < 6 ? want_load(i, l) : want_lds(i, l));
	vis += rd32(out, 64 + 4) == want_load(0, 0);  /* the scalar load's copy */
	n++;
	t_idle = stamp_delta(e, rd32(out, 0), rd32(out, 4));
	t_rest = legacy ? NAN : stamp_delta(e, rd32(out, 4), rd32(out, 8));
	if (legacy)
		snprintf(verdict, sizeof(verdict), "%s", vis == n ? "waited for every counter" : "returned before some results");
	else if (!e->timed)
		snprintf(verdict, sizeof(verdict), "untimed: no verdict");
	else
		snprintf(verdict, sizeof(verdict), "%s", t_idle > 4 * t_rest ? "waited for every counter"
							: "the explicit waits after it took the latency");
	pt = bench_point_add(r);
	bench_pt_str(pt, "probe", "idle");
	bench_pt_str(pt, "class", "load+lds+smem");
	bench_pt_str(pt, "wait", what);
	bench_pt_num(pt, "done", 9);
	bench_pt_num(pt, "cycles", t_idle);
	bench_pt_num(pt, "cycles_after", t_rest);
	bench_pt_num(pt, "visible_results", legacy ? vis : NAN);
	bench_pt_num(pt, "results", n);
	bench_pt_str(pt, "verdict", verdict);
	if (legacy && vis != n && !e->timed)
		bench_fail(r, "%s: %u of %u results visible right after it (the emulator models it as a full wait)",
			   what, vis, n);
	if (!legacy && vis != n)
		bench_fail(r, "%s: %u of %u results right after the explicit waits", what, vis, n);
	if (e->timed)
		bench_note(r, "%s after loads of every class: %s", what, verdict);
	if (legacy) {
		snprintf(key, sizeof(key), "idle.%s.visible_pct", kernel + 3);
		snprintf(label, sizeof(label), "%s: results visible right after it", what);
		bench_sum_add(r, key, label, 100.0 * vis / n, "%");
	} else {
		snprintf(key, sizeof(key), "idle.%s.cycles", kernel + 3);
		snprintf(label, sizeof(label), "%s: cycles it took after loads of every class", what);
		bench_sum_add(r, key, label, t_idle, "cycles");
	}
	return GS_OK;
}

enum gs_status bench_waitcnt(struct bench_env *e, const struct bench_opts *o, struct bench_result *r,
			     struct gs_error *err)
{
	static const char *const classes[4] = { "load", "store", "lds", "smem" };
	struct gs_module *m;
	struct gs_bo *out = NULL, *a = NULL, *b = NULL;
	size_t done = 0;
	enum gs_status st;

	(void)o;
	r->cols = cols;
	bench_pt_num(&r->settings, "operations", 8);
	bench_pt_str(&r->settings, "sentinel", "0xdeadbeef: a copy still holding it was not delivered");
	if (!e->timed)
		bench_note(r, "untimed emulator: an operation completes at the wait that covers it, so the cycles "
			      "are instruction counts and the cross-counter probes give no verdict");
	st = bench_module_get(e, "waitcnt", &m, err);
	if (!st)
		st = gs_bo_alloc(e->dev, HEADER + 64ull * e->lanes, 0, &out, err);
	if (!st)
		st = bench_bo(e, 8 * PAGE, &a, err);
	if (!st)
		st = bench_bo(e, 8 * PAGE, &b, err);
	if (st)
		goto done;
	for (uint32_t j = 0; j < 8 * PAGE / 4; j++) {
		uint32_t v = 0x1000u + j;

		memcpy((uint8_t *)a->cpu + 4 * j, &v, 4);
	}
	for (int c = 0; c < 4 && !st; c++) {
		bench_progress(e, "waitcnt", classes[c], done++, 10);
		st = order(e, m, classes[c], out, a, b, r, err);
	}
	for (int c = 0; c < 4 && !st; c++) {
		char k[32];

		snprintf(k, sizeof(k), "wc_cross_%s", classes[c]);
		bench_progress(e, "waitcnt", k, done++, 10);
		if (bench_has_kernel(m, k))
			st = cross(e, m, classes[c], out, a, b, r, err);
		else if (c == 0)
			bench_note(r, "cross-counter probes: not on %s (s_memtime, its only timer, uses LGKMcnt)",
				   e->t->name);
	}
	if (!st && bench_has_kernel(m, "wc_idle"))
		st = idle(e, m, "wc_idle", "s_wait_idle", 0, out, a, b, r, err);
	if (!st && bench_has_kernel(m, "wc_idle_legacy"))
		st = idle(e, m, "wc_idle_legacy", "s_waitcnt (legacy opcode)", 1, out, a, b, r, err);
done:
	bench_progress_end(e);
	gs_bo_free(e->dev, b);
	gs_bo_free(e->dev, a);
	gs_bo_free(e->dev, out);
	return st;
}
