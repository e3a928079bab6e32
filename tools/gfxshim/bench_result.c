// SPDX-License-Identifier: MIT
/*
 * The bench suite's result model: points (named values), detected levels,
 * headline figures and notes; written as JSON, CSV and a terminal table,
 * and read back from JSON for `bench merge`.
 */
#include <math.h>
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli.h"

void bench_result_init(struct bench_result *r, const char *bench)
{
	memset(r, 0, sizeof(*r));
	snprintf(r->bench, sizeof(r->bench), "%s", bench);
}

void bench_result_free(struct bench_result *r)
{
	free(r->pts);
	free(r->steps);
	free(r->sums);
	memset(r, 0, sizeof(*r));
}

void bench_report_free(struct bench_report *rep)
{
	for (size_t i = 0; i < rep->nres; i++)
		bench_result_free(&rep->res[i]);
	free(rep->res);
	memset(rep, 0, sizeof(*rep));
}

/* Room for one more element of an array of size elements. */
static int grow(void **arr, size_t *cap, size_t n, size_t size)
{
	void *p;
	size_t nc;

	if (n < *cap)
		return 1;
	nc = *cap ? *cap * 2 : 16;
	p = realloc(*arr, nc * size);
	if (!p)
		return 0;
	*arr = p;
	*cap = nc;
	return 1;
}

struct bench_point *bench_point_add(struct bench_result *r)
{
	struct bench_point *p;

	if (!grow((void **)&r->pts, &r->cap, r->npts, sizeof(*r->pts))) {
		r->oom = 1;
		return NULL;
	}
	p = &r->pts[r->npts++];
	memset(p, 0, sizeof(*p));
	return p;
}

static struct bench_kv *kv_slot(struct bench_point *p, const char *key)
{
	for (unsigned int i = 0; i < p->n; i++)
		if (!strcmp(p->kv[i].key, key))
			return &p->kv[i];
	if (p->n == BENCH_KV_MAX)
		return NULL;
	memset(&p->kv[p->n], 0, sizeof(p->kv[0]));
	snprintf(p->kv[p->n].key, sizeof(p->kv[0].key), "%s", key);
	return &p->kv[p->n++];
}

void bench_pt_num(struct bench_point *p, const char *key, double v)
{
	struct bench_kv *kv = p ? kv_slot(p, key) : NULL;

	if (kv) {
		kv->is_str = 0;
		kv->num = v;
	}
}

void bench_pt_str(struct bench_point *p, const char *key, const char *v)
{
	struct bench_kv *kv = p ? kv_slot(p, key) : NULL;

	if (kv) {
		kv->is_str = 1;
		snprintf(kv->str, sizeof(kv->str), "%s", v ? v : "");
	}
}

const struct bench_kv *bench_pt_get(const struct bench_point *p, const char *key)
{
	for (unsigned int i = 0; p && i < p->n; i++)
		if (!strcmp(p->kv[i].key, key))
			return &p->kv[i];
	return NULL;
}

double bench_pt_numv(const struct bench_point *p, const char *key, double dflt)
{
	const struct bench_kv *kv = bench_pt_get(p, key);

	return kv && !kv->is_str ? kv->num : dflt;
}

const char *bench_pt_strv(const struct bench_point *p, const char *key, const char *dflt)
{
	const struct bench_kv *kv = bench_pt_get(p, key);

	return kv && kv->is_str ? kv->str : dflt;
}

struct bench_step *bench_step_add(struct bench_result *r)
{
	struct bench_step *s;

	if (!grow((void **)&r->steps, &r->steps_cap, r->nsteps, sizeof(*r->steps))) {
		r->oom = 1;
		return NULL;
	}
	s = &r->steps[r->nsteps++];
	memset(s, 0, sizeof(*s));
	s->value_ns = NAN;
	return s;
}

void bench_sum_add(struct bench_result *r, const char *key, const char *label, double value, const char *unit)
{
	struct bench_sum *s;

	if (!grow((void **)&r->sums, &r->sums_cap, r->nsums, sizeof(*r->sums))) {
		r->oom = 1;
		return;
	}
	s = &r->sums[r->nsums++];
	snprintf(s->key, sizeof(s->key), "%s", key);
	snprintf(s->label, sizeof(s->label), "%s", label);
	s->value = value;
	snprintf(s->unit, sizeof(s->unit), "%s", unit ? unit : "");
}

static void vnote(struct bench_result *r, const char *prefix, const char *fmt, va_list ap)
{
	char buf[320];
	int n;

	if (r->nnotes == sizeof(r->notes) / sizeof(r->notes[0]))
		return;
	n = snprintf(buf, sizeof(buf), "%s", prefix);
	vsnprintf(buf + n, sizeof(buf) - (size_t)n, fmt, ap);
	memcpy(r->notes[r->nnotes++], buf, sizeof(buf));
}

void bench_note(struct bench_result *r, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vnote(r, "", fmt, ap);
	va_end(ap);
}

void bench_fail(struct bench_result *r, const char *fmt, ...)
{
	va_list ap;

	r->n_failed++;
	va_start(ap, fmt);
	vnote(r, "CHECK FAILED: ", fmt, ap);
	va_end(ap);
}

const char *bench_evidence_tag(const char *ev)
{
	if (!strcmp(ev, "silicon"))
		return "[silicon]";
	if (!strcmp(ev, "modelled"))
		return "[MODELLED: the emulator's timing model, not a silicon result]";
	if (!strcmp(ev, "emulated-untimed"))
		return "[EMULATED-UNTIMED: the emulator counts instructions, not time; not a silicon result]";
	if (!strcmp(ev, "mock"))
		return "[MOCK: emulated behind the amdgpu backend; not a silicon result]";
	return "[UNLABELLED: not a silicon result]";
}

/* ---------------------------------------------------------------- JSON */

static void kv_json(struct json_w *j, const struct bench_point *p)
{
	for (unsigned int i = 0; i < p->n; i++) {
		if (p->kv[i].is_str)
			json_w_str(j, p->kv[i].key, p->kv[i].str);
		else
			json_w_num(j, p->kv[i].key, p->kv[i].num);
	}
}

/* A result's members (without "bench" when the report's top level names it). */
static void result_json(struct json_w *j, const struct bench_result *r, int with_bench)
{
	int lat = !strcmp(r->bench, "latency");

	if (with_bench)
		json_w_str(j, "bench", r->bench);
	json_w_obj(j, "settings");
	kv_json(j, &r->settings);
	json_w_end_obj(j);
	json_w_u64(j, "checks_failed", r->n_failed);
	json_w_arr(j, "notes");
	for (unsigned int i = 0; i < r->nnotes; i++)
		json_w_str(j, NULL, r->notes[i]);
	json_w_end_arr(j);
	json_w_arr(j, "points");
	for (size_t i = 0; i < r->npts; i++) {
		json_w_obj(j, NULL);
		kv_json(j, &r->pts[i]);
		json_w_end_obj(j);
	}
	json_w_end_arr(j);
	/* "steps": the primary curve's levels, in order (what a reader of one
	 * cache hierarchy wants); "series_steps": every series' levels */
	for (int all = 0; all < 2 && (r->nsteps || lat); all++) {
		json_w_arr(j, all ? "series_steps" : "steps");
		for (size_t i = 0; i < r->nsteps; i++) {
			const struct bench_step *s = &r->steps[i];

			if (!all && !s->primary)
				continue;
			json_w_obj(j, NULL);
			json_w_str(j, "series", s->series);
			json_w_str(j, "path", s->path);
			json_w_num(j, "stride_bytes", s->stride_bytes);
			json_w_u64(j, "level", s->level);
			json_w_num(j, "size_begin", s->size_begin);
			json_w_num(j, "size_bytes", s->size_bytes);
			if (lat) {
				json_w_num(j, "latency_cycles", s->value);
				json_w_num(j, "latency_ns", s->value_ns);
			} else {
				json_w_num(j, "bytes_per_second", s->value);
			}
			json_w_u64(j, "points", s->points);
			json_w_bool(j, "open", s->open);
			if (all)
				json_w_bool(j, "primary", s->primary);
			json_w_end_obj(j);
		}
		json_w_end_arr(j);
	}
	json_w_arr(j, "summary");
	for (size_t i = 0; i < r->nsums; i++) {
		json_w_obj(j, NULL);
		json_w_str(j, "key", r->sums[i].key);
		json_w_str(j, "label", r->sums[i].label);
		json_w_num(j, "value", r->sums[i].value);
		json_w_str(j, "unit", r->sums[i].unit);
		json_w_end_obj(j);
	}
	json_w_end_arr(j);
}

void bench_report_json(FILE *f, const struct bench_report *rep)
{
	struct json_w j;
	struct provenance p = rep->prov;
	int single = rep->nres == 1 && strcmp(rep->bench, "all");

	snprintf(p.evidence, sizeof(p.evidence), "%s", rep->evidence);
	json_w_init(&j, f);
	json_w_obj(&j, NULL);
	json_w_str(&j, "schema", BENCH_SCHEMA);
	json_w_str(&j, "bench", rep->bench);
	provenance_json(&j, &p);
	json_w_obj(&j, "run");
	kv_json(&j, &rep->run);
	json_w_end_obj(&j);
	if (single) {
		result_json(&j, &rep->res[0], 0);
	} else {
		json_w_arr(&j, "results");
		for (size_t i = 0; i < rep->nres; i++) {
			json_w_obj(&j, NULL);
			result_json(&j, &rep->res[i], 1);
			json_w_end_obj(&j);
		}
		json_w_end_arr(&j);
	}
	json_w_end_obj(&j);
	json_w_done(&j);
}

/* ---------------------------------------------------------------- CSV */

static void csv_field(FILE *f, const char *s)
{
	if (!strpbrk(s, ",\"\n\r")) {
		fputs(s, f);
		return;
	}
	fputc('"', f);
	for (; *s; s++) {
		if (*s == '"')
			fputc('"', f);
		fputc(*s, f);
	}
	fputc('"', f);
}

void bench_report_csv(FILE *f, const struct bench_report *rep)
{
	char (*keys)[32] = NULL;
	size_t nk = 0, cap = 0;

	/* every key of every point, in the order first seen */
	for (size_t r = 0; r < rep->nres; r++)
		for (size_t i = 0; i < rep->res[r].npts; i++)
			for (unsigned int k = 0; k < rep->res[r].pts[i].n; k++) {
				const char *key = rep->res[r].pts[i].kv[k].key;
				size_t q = 0;

				while (q < nk && strcmp(keys[q], key))
					q++;
				if (q < nk)
					continue;
				if (!grow((void **)&keys, &cap, nk, sizeof(*keys)))
					goto out;
				snprintf(keys[nk++], sizeof(keys[0]), "%s", key);
			}
	fputs("bench,target,device,backend,evidence", f);
	for (size_t q = 0; q < nk; q++) {
		fputc(',', f);
		csv_field(f, keys[q]);
	}
	fputc('\n', f);
	for (size_t r = 0; r < rep->nres; r++)
		for (size_t i = 0; i < rep->res[r].npts; i++) {
			const struct bench_point *p = &rep->res[r].pts[i];

			csv_field(f, rep->res[r].bench);
			fputc(',', f);
			csv_field(f, rep->prov.target);
			fputc(',', f);
			csv_field(f, rep->prov.device);
			fputc(',', f);
			csv_field(f, rep->prov.backend);
			fputc(',', f);
			csv_field(f, rep->evidence);
			for (size_t q = 0; q < nk; q++) {
				const struct bench_kv *kv = bench_pt_get(p, keys[q]);

				fputc(',', f);
				if (kv && kv->is_str)
					csv_field(f, kv->str);
				else if (kv && isfinite(kv->num))
					fprintf(f, "%.10g", kv->num);
			}
			fputc('\n', f);
		}
out:
	free(keys);
}

/* ---------------------------------------------------------------- table */

static void cell(char *buf, size_t n, const struct bench_kv *kv, const char *fmt)
{
	if (!kv) {
		snprintf(buf, n, "-");
	} else if (kv->is_str) {
		snprintf(buf, n, "%.*s", (int)n - 1, kv->str);
	} else if (!isfinite(kv->num)) {
		snprintf(buf, n, "-");
	} else if (fmt && !strcmp(fmt, "bytes")) {
		svg_fmt_bytes(buf, n, kv->num);
	} else if (fmt && fmt[0] == '%') {
		snprintf(buf, n, fmt, kv->num);
	} else if (kv->num == floor(kv->num) && fabs(kv->num) < 1e15) {
		snprintf(buf, n, "%.0f", kv->num);
	} else {
		snprintf(buf, n, "%.4g", kv->num);
	}
}

void bench_result_table(FILE *f, const struct bench_result *r, const char *evidence)
{
	struct bench_col all[BENCH_KV_MAX];
	const struct bench_col *cols = r->cols;
	size_t nc = 0, w[BENCH_KV_MAX];
	char buf[96];

	fprintf(f, "\n== %s %s\n", r->bench, bench_evidence_tag(evidence));
	if (!cols && r->npts) {
		for (unsigned int k = 0; k < r->pts[0].n && k < BENCH_KV_MAX; k++) {
			all[k].key = r->pts[0].kv[k].key;
			all[k].head = all[k].key;
			all[k].fmt = NULL;
		}
		all[r->pts[0].n < BENCH_KV_MAX ? r->pts[0].n : BENCH_KV_MAX - 1].key = NULL;
		cols = all;
	}
	for (; cols && cols[nc].key && nc < BENCH_KV_MAX; nc++) {
		w[nc] = strlen(cols[nc].head);
		for (size_t i = 0; i < r->npts; i++) {
			cell(buf, sizeof(buf), bench_pt_get(&r->pts[i], cols[nc].key), cols[nc].fmt);
			if (strlen(buf) > w[nc])
				w[nc] = strlen(buf);
		}
	}
	for (size_t c = 0; c < nc; c++)
		fprintf(f, "%s%*s", c ? "  " : "  ", (int)w[c], cols[c].head);
	fputc('\n', f);
	for (size_t i = 0; i < r->npts; i++) {
		for (size_t c = 0; c < nc; c++) {
			cell(buf, sizeof(buf), bench_pt_get(&r->pts[i], cols[c].key), cols[c].fmt);
			fprintf(f, "  %*s", (int)w[c], buf);
		}
		fputc('\n', f);
	}
	if (r->nsteps) {
		fprintf(f, "levels detected from the curve%s:\n",
			strcmp(evidence, "emulated-untimed") ? "" : " (untimed: one flat level is all there is)");
		for (size_t i = 0; i < r->nsteps; i++) {
			const struct bench_step *s = &r->steps[i];
			char sz[32];

			svg_fmt_bytes(sz, sizeof(sz), s->size_bytes);
			if (!strcmp(r->bench, "latency"))
				fprintf(f, "  %-28s level %u: up to %s%s: %.1f cycles, %.1f ns (%u points)\n", s->series,
					s->level, sz, s->open ? " (and beyond: the sweep ended)" : "", s->value,
					s->value_ns, s->points);
			else
				fprintf(f, "  %-28s level %u: up to %s%s: %.4g GB/s (%u points)\n", s->series, s->level,
					sz, s->open ? " (and beyond)" : "", s->value / 1e9, s->points);
		}
	}
	for (unsigned int i = 0; i < r->nnotes; i++)
		fprintf(f, "note: %s\n", r->notes[i]);
}

/* ---------------------------------------------------------------- reading */

static void kv_read(struct bench_point *p, const struct json_v *o)
{
	for (size_t i = 0; o && o->type == JSON_OBJ && i < o->n; i++) {
		const struct json_v *v = &o->items[i];

		if (v->type == JSON_STR)
			bench_pt_str(p, o->keys[i], v->str);
		else if (v->type == JSON_NUM)
			bench_pt_num(p, o->keys[i], v->num);
		else if (v->type == JSON_BOOL)
			bench_pt_num(p, o->keys[i], v->boolean);
		else if (v->type == JSON_NULL)
			bench_pt_num(p, o->keys[i], NAN);
	}
}

static enum gs_status result_read(const char *path, const struct json_v *o, const char *bench,
				  struct bench_result *r, struct gs_error *err)
{
	const struct json_v *pts = json_get(o, "points"), *steps = json_get(o, "series_steps");
	const struct json_v *sum = json_get(o, "summary"), *notes = json_get(o, "notes");

	if (!steps)
		steps = json_get(o, "steps");  /* every level is of one curve */
	bench_result_init(r, bench);
	if (!pts || pts->type != JSON_ARR)
		return gs_error_set(err, GS_ERR_SYNTAX, "%s:%u:%u: benchmark '%s' has no \"points\" array", path,
				    o->line, o->col, bench);
	kv_read(&r->settings, json_get(o, "settings"));
	r->n_failed = (unsigned int)json_get_num(o, "checks_failed", 0);
	for (size_t i = 0; i < pts->n; i++) {
		struct bench_point *p = bench_point_add(r);

		if (!p)
			return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
		kv_read(p, &pts->items[i]);
	}
	for (size_t i = 0; steps && steps->type == JSON_ARR && i < steps->n; i++) {
		const struct json_v *s = &steps->items[i];
		struct bench_step *st = bench_step_add(r);

		if (!st)
			return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
		snprintf(st->series, sizeof(st->series), "%s", json_get_str(s, "series", ""));
		snprintf(st->path, sizeof(st->path), "%s", json_get_str(s, "path", ""));
		st->stride_bytes = json_get_num(s, "stride_bytes", NAN);
		st->level = (unsigned int)json_get_num(s, "level", 0);
		st->size_begin = json_get_num(s, "size_begin", NAN);
		st->size_bytes = json_get_num(s, "size_bytes", NAN);
		st->value = json_get_num(s, "latency_cycles", json_get_num(s, "bytes_per_second", NAN));
		st->value_ns = json_get_num(s, "latency_ns", NAN);
		st->points = (unsigned int)json_get_num(s, "points", 0);
		st->open = json_get(s, "open") && json_get(s, "open")->type == JSON_BOOL && json_get(s, "open")->boolean;
		st->primary = !json_get(o, "series_steps") || (json_get(s, "primary") && json_get(s, "primary")->boolean);
	}
	for (size_t i = 0; sum && sum->type == JSON_ARR && i < sum->n; i++) {
		const struct json_v *s = &sum->items[i];

		bench_sum_add(r, json_get_str(s, "key", ""), json_get_str(s, "label", ""),
			      json_get_num(s, "value", NAN), json_get_str(s, "unit", ""));
	}
	for (size_t i = 0; notes && notes->type == JSON_ARR && i < notes->n; i++)
		if (notes->items[i].type == JSON_STR)
			bench_note(r, "%s", notes->items[i].str);
	return r->oom ? gs_error_set(err, GS_ERR_NOMEM, "out of memory") : GS_OK;
}

static void prov_str(char *dst, size_t n, const struct json_v *o, const char *key)
{
	snprintf(dst, n, "%s", json_get_str(o, key, ""));
}

enum gs_status bench_report_read(const char *path, struct bench_report *rep, struct gs_error *err)
{
	struct json_v doc;
	size_t n = 0;
	uint8_t *text = read_input(path, &n, err);
	const struct json_v *res;
	const char *schema, *bench, *ev;
	enum gs_status st;

	memset(rep, 0, sizeof(*rep));
	if (!text)
		return err->status;
	st = json_parse(path, (const char *)text, n, &doc, err);
	free(text);
	if (st)
		return st;
	schema = json_get_str(&doc, "schema", NULL);
	bench = json_get_str(&doc, "bench", NULL);
	ev = json_get_str(&doc, "evidence", NULL);
	if (doc.type != JSON_OBJ || !schema || strcmp(schema, BENCH_SCHEMA)) {
		st = gs_error_set(err, GS_ERR_SYNTAX, "%s: not a gfxshim bench report (expected \"schema\": \"%s\")", path,
				  BENCH_SCHEMA);
		goto out;
	}
	if (!bench || !ev || !ev[0]) {
		st = gs_error_set(err, GS_ERR_SYNTAX, "%s: the report lacks \"%s\"", path, bench ? "evidence" : "bench");
		goto out;
	}
	snprintf(rep->source, sizeof(rep->source), "%s", path);
	snprintf(rep->bench, sizeof(rep->bench), "%s", bench);
	snprintf(rep->evidence, sizeof(rep->evidence), "%s", ev);
	prov_str(rep->prov.target, sizeof(rep->prov.target), &doc, "target");
	prov_str(rep->prov.device, sizeof(rep->prov.device), &doc, "device");
	prov_str(rep->prov.backend, sizeof(rep->prov.backend), &doc, "backend");
	prov_str(rep->prov.evidence, sizeof(rep->prov.evidence), &doc, "evidence");
	prov_str(rep->prov.driver, sizeof(rep->prov.driver), &doc, "driver");
	prov_str(rep->prov.kernel, sizeof(rep->prov.kernel), &doc, "kernel");
	prov_str(rep->prov.firmware, sizeof(rep->prov.firmware), &doc, "firmware");
	prov_str(rep->prov.date, sizeof(rep->prov.date), &doc, "date");
	prov_str(rep->prov.gfxshim, sizeof(rep->prov.gfxshim), &doc, "gfxshim");
	prov_str(rep->prov.command, sizeof(rep->prov.command), &doc, "command");
	kv_read(&rep->run, json_get(&doc, "run"));
	res = json_get(&doc, "results");
	if (res && res->type == JSON_ARR) {
		rep->res = calloc(res->n ? res->n : 1, sizeof(*rep->res));
		if (!rep->res) {
			st = gs_error_set(err, GS_ERR_NOMEM, "out of memory");
			goto out;
		}
		for (size_t i = 0; i < res->n && !st; i++) {
			const char *b = json_get_str(&res->items[i], "bench", NULL);

			if (!b) {
				st = gs_error_set(err, GS_ERR_SYNTAX, "%s:%u:%u: a result without \"bench\"", path,
						  res->items[i].line, res->items[i].col);
				break;
			}
			st = result_read(path, &res->items[i], b, &rep->res[i], err);
			rep->nres = i + 1;
		}
	} else {
		rep->res = calloc(1, sizeof(*rep->res));
		if (!rep->res) {
			st = gs_error_set(err, GS_ERR_NOMEM, "out of memory");
			goto out;
		}
		rep->nres = 1;
		st = result_read(path, &doc, bench, &rep->res[0], err);
	}
out:
	json_free(&doc);
	if (st)
		bench_report_free(rep);
	return st;
}
