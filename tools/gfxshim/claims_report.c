// SPDX-License-Identifier: MIT
/* Claims reports: JSON in and out, Markdown / HTML / reST matrices (claims_report.h). */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claims_report.h"
#include "html.h"
#include "json.h"

const char *const cr_verdicts[4] = { "confirmed", "refuted", "inconclusive", "not-applicable" };
static const char *const evidences[] = { "silicon", "modelled", "emulated", "mock", "assembler" };
/* the order generations appear in a matrix; others follow in report order */
static const char *const gen_order[] = { "RDNA3", "RDNA3.5", "RDNA4", "CDNA3", "CDNA4", "CDNA5" };

#define N(a) (sizeof(a) / sizeof((a)[0]))

static int known(const char *v, const char *const *l, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(v, l[i]))
			return (int)i;
	return -1;
}

void cr_result_free(struct cr_result *r)
{
	free(r->id);
	free(r->title);
	free(r->group);
	free(r->statement);
	free(r->source);
	free(r->targets);
	free(r->verdict);
	free(r->evidence);
	free(r->reason);
	for (size_t i = 0; i < r->nobs; i++) {
		free(r->obs[i].name);
		free(r->obs[i].value);
	}
	free(r->obs);
	memset(r, 0, sizeof(*r));
}

void cr_report_free(struct cr_report *rep)
{
	for (size_t i = 0; i < rep->n; i++)
		cr_result_free(&rep->r[i]);
	free(rep->r);
	rep->r = NULL;
	rep->n = 0;
}

int cr_add_obs(struct cr_result *r, const char *name, const char *value)
{
	struct cr_obs *no = realloc(r->obs, (r->nobs + 1) * sizeof(*no));

	if (!no)
		return -1;
	r->obs = no;
	no[r->nobs].name = strdup(name);
	no[r->nobs].value = strdup(value);
	if (!no[r->nobs].name || !no[r->nobs].value) {
		free(no[r->nobs].name);
		free(no[r->nobs].value);
		return -1;
	}
	r->nobs++;
	return 0;
}

void cr_counts(const struct cr_report *rep, size_t counts[4])
{
	counts[0] = counts[1] = counts[2] = counts[3] = 0;
	for (size_t i = 0; i < rep->n; i++) {
		int k = known(rep->r[i].verdict, cr_verdicts, 4);

		if (k >= 0)
			counts[k]++;
	}
}

/* ---- JSON */

void cr_write_json(FILE *f, const struct cr_report *rep)
{
	struct json_w j;
	size_t counts[4];

	json_w_init(&j, f);
	json_w_obj(&j, NULL);
	json_w_str(&j, "report", "gfxshim claims");
	json_w_u64(&j, "schema", 1);
	provenance_json(&j, &rep->prov);
	json_w_str(&j, "arch", rep->arch);
	cr_counts(rep, counts);
	json_w_obj(&j, "summary");
	for (int k = 0; k < 4; k++)
		json_w_u64(&j, cr_verdicts[k], counts[k]);
	json_w_end_obj(&j);
	json_w_arr(&j, "claims");
	for (size_t i = 0; i < rep->n; i++) {
		const struct cr_result *r = &rep->r[i];

		json_w_obj(&j, NULL);
		json_w_str(&j, "id", r->id);
		json_w_str(&j, "title", r->title);
		json_w_str(&j, "group", r->group);
		json_w_str(&j, "statement", r->statement);
		json_w_str(&j, "source", r->source);
		json_w_str(&j, "targets", r->targets);
		json_w_str(&j, "verdict", r->verdict);
		json_w_str(&j, "evidence", r->evidence);
		json_w_str(&j, "reason", r->reason);
		json_w_num(&j, "seconds", r->seconds);
		json_w_arr(&j, "observation");
		for (size_t k = 0; k < r->nobs; k++) {
			json_w_obj(&j, NULL);
			json_w_str(&j, "name", r->obs[k].name);
			json_w_str(&j, "value", r->obs[k].value);
			json_w_end_obj(&j);
		}
		json_w_end_arr(&j);
		json_w_end_obj(&j);
	}
	json_w_end_arr(&j);
	json_w_end_obj(&j);
	json_w_done(&j);
}

static void copy_field(char *dst, size_t n, const struct json_v *o, const char *key)
{
	snprintf(dst, n, "%s", json_get_str(o, key, ""));
}

static char *dup_str(const struct json_v *o, const char *key)
{
	return strdup(json_get_str(o, key, ""));
}

enum gs_status cr_read_json(const char *name, const char *text, size_t n, struct cr_report *rep,
			    struct gs_error *err)
{
	struct json_v doc;
	const struct json_v *cl;
	enum gs_status st;

	memset(rep, 0, sizeof(*rep));
	st = json_parse(name, text, n, &doc, err);
	if (st)
		return st;
	if (doc.type != JSON_OBJ || strcmp(json_get_str(&doc, "report", ""), "gfxshim claims")) {
		json_free(&doc);
		return gs_error_set(err, GS_ERR_INVALID, "%s: not a gfxshim claims report (no \"report\": \"gfxshim claims\")",
				    name);
	}
	cl = json_get(&doc, "claims");
	if (!cl || cl->type != JSON_ARR || !json_get_str(&doc, "target", NULL) ||
	    known(json_get_str(&doc, "evidence", ""), evidences, 4) < 0) {
		json_free(&doc);
		return gs_error_set(err, GS_ERR_INVALID, "%s: a claims report needs \"target\", \"evidence\" (silicon, "
							 "modelled, emulated or mock) and a \"claims\" array", name);
	}
	copy_field(rep->prov.target, sizeof(rep->prov.target), &doc, "target");
	copy_field(rep->prov.device, sizeof(rep->prov.device), &doc, "device");
	copy_field(rep->prov.backend, sizeof(rep->prov.backend), &doc, "backend");
	copy_field(rep->prov.evidence, sizeof(rep->prov.evidence), &doc, "evidence");
	copy_field(rep->prov.driver, sizeof(rep->prov.driver), &doc, "driver");
	copy_field(rep->prov.kernel, sizeof(rep->prov.kernel), &doc, "kernel");
	copy_field(rep->prov.firmware, sizeof(rep->prov.firmware), &doc, "firmware");
	copy_field(rep->prov.date, sizeof(rep->prov.date), &doc, "date");
	copy_field(rep->prov.gfxshim, sizeof(rep->prov.gfxshim), &doc, "gfxshim");
	copy_field(rep->prov.command, sizeof(rep->prov.command), &doc, "command");
	copy_field(rep->arch, sizeof(rep->arch), &doc, "arch");
	snprintf(rep->file, sizeof(rep->file), "%s", name);
	rep->r = calloc(cl->n ? cl->n : 1, sizeof(*rep->r));
	if (!rep->r) {
		json_free(&doc);
		return gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory", name);
	}
	for (size_t i = 0; i < cl->n; i++) {
		const struct json_v *c = &cl->items[i], *obs;
		struct cr_result *r = &rep->r[rep->n];

		if (c->type != JSON_OBJ || !json_get_str(c, "id", NULL) ||
		    known(json_get_str(c, "verdict", ""), cr_verdicts, 4) < 0 ||
		    known(json_get_str(c, "evidence", ""), evidences, N(evidences)) < 0) {
			st = gs_error_set(err, GS_ERR_INVALID, "%s:%u:%u: a claim needs \"id\", a \"verdict\" (confirmed, refuted, "
								"inconclusive or not-applicable) and an \"evidence\" label",
					  name, c->line, c->col);
			json_free(&doc);
			cr_report_free(rep);
			return st;
		}
		r->id = dup_str(c, "id");
		r->title = dup_str(c, "title");
		r->group = dup_str(c, "group");
		r->statement = dup_str(c, "statement");
		r->source = dup_str(c, "source");
		r->targets = dup_str(c, "targets");
		r->verdict = dup_str(c, "verdict");
		r->evidence = dup_str(c, "evidence");
		r->reason = dup_str(c, "reason");
		r->seconds = json_get_num(c, "seconds", 0);
		rep->n++;
		obs = json_get(c, "observation");
		for (size_t k = 0; obs && obs->type == JSON_ARR && k < obs->n; k++)
			cr_add_obs(r, json_get_str(&obs->items[k], "name", ""), json_get_str(&obs->items[k], "value", ""));
	}
	json_free(&doc);
	return GS_OK;
}

/* ---- matrices */

/* A column of a generation's table: a report, or the "not yet run" silicon placeholder (rep NULL). */
struct col {
	const struct cr_report *rep;
	size_t index;     /* the report's number, for anchors */
};

struct gen {
	const char *arch;
	struct col cols[64];
	size_t ncol;
};

static int ev_rank(const char *e)
{
	int k = known(e, evidences, N(evidences));

	return k < 0 ? 9 : k;
}

static size_t gens_of(const struct cr_report *reps, size_t n, struct gen *g, size_t max)
{
	size_t ng = 0;
	const char *order[32];
	size_t no = 0;

	for (size_t i = 0; i < N(gen_order); i++)
		order[no++] = gen_order[i];
	for (size_t r = 0; r < n; r++)
		if (known(reps[r].arch, order, no) < 0 && no < N(order))
			order[no++] = reps[r].arch;
	for (size_t o = 0; o < no && ng < max; o++) {
		struct gen *x = &g[ng];
		int has_silicon = 0;

		x->arch = order[o];
		x->ncol = 0;
		/* silicon first, then modelled, emulated, mock; stable within a label */
		for (int rank = 0; rank < 10; rank++)
			for (size_t r = 0; r < n; r++)
				if (!strcmp(reps[r].arch, order[o]) && ev_rank(reps[r].prov.evidence) == rank &&
				    x->ncol < N(x->cols)) {
					x->cols[x->ncol].rep = &reps[r];
					x->cols[x->ncol++].index = r;
					has_silicon |= rank == 0;
				}
		if (!x->ncol)
			continue;
		if (!has_silicon) {
			memmove(&x->cols[1], &x->cols[0], (x->ncol < N(x->cols) ? x->ncol : N(x->cols) - 1) * sizeof(x->cols[0]));
			x->cols[0].rep = NULL;
			x->ncol = x->ncol < N(x->cols) ? x->ncol + 1 : x->ncol;
		}
		ng++;
	}
	return ng;
}

static const struct cr_result *find(const struct cr_report *rep, const char *id)
{
	for (size_t i = 0; rep && i < rep->n; i++)
		if (!strcmp(rep->r[i].id, id))
			return &rep->r[i];
	return NULL;
}

/* The rows of a generation: every claim some column decided or tried (not n/a),
 * in the order of the first report that has it. */
static size_t rows_of(const struct cr_report *reps, size_t n, const struct gen *g, const struct cr_result **rows,
		      size_t max)
{
	size_t nr = 0;

	(void)n;
	(void)reps;
	for (size_t c = 0; c < g->ncol; c++)
		for (size_t i = 0; g->cols[c].rep && i < g->cols[c].rep->n; i++) {
			const struct cr_result *r = &g->cols[c].rep->r[i];
			int dup = 0, any = 0;

			for (size_t k = 0; k < nr; k++)
				dup |= !strcmp(rows[k]->id, r->id);
			if (dup)
				continue;
			for (size_t c2 = 0; c2 < g->ncol; c2++) {
				const struct cr_result *x = find(g->cols[c2].rep, r->id);

				any |= x && strcmp(x->verdict, "not-applicable");
			}
			if (any && nr < max)
				rows[nr++] = r;
		}
	return nr;
}

static void col_title(char *buf, size_t n, const struct col *c)
{
	if (!c->rep)
		snprintf(buf, n, "silicon");
	else
		snprintf(buf, n, "%s %s [%zu]", c->rep->prov.target, c->rep->prov.evidence, c->index + 1);
}

/* A cell's short text: the verdict, and the evidence when it is not the column's. */
static void cell_text(char *buf, size_t n, const struct col *c, const struct cr_result *x)
{
	if (!c->rep)
		snprintf(buf, n, "not yet run");
	else if (!x)
		snprintf(buf, n, "-");
	else if (!strcmp(x->verdict, "not-applicable"))
		snprintf(buf, n, "n/a");
	else if (!strcmp(x->verdict, "inconclusive") && !strncmp(x->reason, "model assumption", 16))
		snprintf(buf, n, "inconclusive (model assumption)");
	else if (strcmp(x->evidence, c->rep->prov.evidence))
		snprintf(buf, n, "%s (%s)", x->verdict, x->evidence);
	else
		snprintf(buf, n, "%s", x->verdict);
}

#define MAX_ROWS 1024
#define MAX_GENS 16

static void md_cell(FILE *f, const char *s)
{
	for (; *s; s++)
		if (*s == '|')
			fputs("\\|", f);
		else if (*s == '\n')
			fputc(' ', f);
		else
			fputc(*s, f);
}

static void md_anchor(FILE *f, const char *prefix, size_t idx, const char *id)
{
	fprintf(f, "%s", prefix);
	if (idx != (size_t)-1)
		fprintf(f, "%zu-", idx + 1);
	html_id(f, id);
}

static const char legend[] =
	"Verdicts: confirmed (the observation is what the document says), refuted (it is not), inconclusive (the "
	"probe could not decide: the reason says why), n/a (the claim is not about this target).  Evidence: "
	"silicon (a real GPU), modelled (the emulator's timing model), emulated (the emulator), mock (the emulator "
	"behind the real backend), assembler (decided by assembling only; says nothing about hardware).  Emulated "
	"and assembler verdicts are not silicon results.";

static void md_provenance(FILE *f, const struct cr_report *reps, size_t n)
{
	fprintf(f, "## Devices\n\n| # | target | device | backend | evidence | driver | kernel | firmware | date | command |\n"
		   "|---|---|---|---|---|---|---|---|---|---|\n");
	for (size_t r = 0; r < n; r++) {
		const struct provenance *p = &reps[r].prov;
		const char *fields[] = { p->target, p->device, p->backend, p->evidence, p->driver, p->kernel,
					 p->firmware, p->date, p->command };

		fprintf(f, "| %zu ", r + 1);
		for (size_t k = 0; k < N(fields); k++) {
			fputs("| ", f);
			md_cell(f, fields[k][0] ? fields[k] : "-");
			fputc(' ', f);
		}
		fputs("|\n", f);
	}
	fputc('\n', f);
}

void cr_write_md(FILE *f, const struct cr_report *reps, size_t n)
{
	struct gen g[MAX_GENS];
	size_t ng = gens_of(reps, n, g, MAX_GENS);
	static const struct cr_result *rows[MAX_ROWS];
	static const char *printed[MAX_ROWS];
	size_t np = 0;

	fprintf(f, "# gfxshim claims\n\n%s\n\n", legend);
	md_provenance(f, reps, n);
	for (size_t gi = 0; gi < ng; gi++) {
		size_t nr = rows_of(reps, n, &g[gi], rows, MAX_ROWS);

		fprintf(f, "## %s\n\n| claim | group ", g[gi].arch);
		for (size_t c = 0; c < g[gi].ncol; c++) {
			char t[128];

			col_title(t, sizeof(t), &g[gi].cols[c]);
			fprintf(f, "| %s ", t);
		}
		fputs("|\n|---|---", f);
		for (size_t c = 0; c < g[gi].ncol; c++)
			fputs("|---", f);
		fputs("|\n", f);
		for (size_t k = 0; k < nr; k++) {
			fputs("| [", f);
			md_cell(f, rows[k]->id);
			fputs("](#", f);
			md_anchor(f, "claim-", (size_t)-1, rows[k]->id);
			fputs(") ", f);
			md_cell(f, rows[k]->title);
			fputs(" | ", f);
			md_cell(f, rows[k]->group);
			fputc(' ', f);
			for (size_t c = 0; c < g[gi].ncol; c++) {
				const struct col *col = &g[gi].cols[c];
				const struct cr_result *x = find(col->rep, rows[k]->id);
				char t[96];

				cell_text(t, sizeof(t), col, x);
				if (col->rep && x && strcmp(x->verdict, "not-applicable")) {
					fprintf(f, "| [%s](#", t);
					md_anchor(f, "ev-", col->index, rows[k]->id);
					fputs(") ", f);
				} else {
					fprintf(f, "| %s ", t);
				}
			}
			fputs("|\n", f);
		}
		fputc('\n', f);
	}
	fputs("## Evidence\n\n", f);
	for (size_t gi = 0; gi < ng; gi++) {
		size_t nr = rows_of(reps, n, &g[gi], rows, MAX_ROWS);

		for (size_t k = 0; k < nr; k++) {
			int seen = 0;

			for (size_t q = 0; q < np; q++)
				seen |= !strcmp(printed[q], rows[k]->id);
			if (seen || np == MAX_ROWS)
				continue;
			printed[np++] = rows[k]->id;
			fputs("<a id=\"", f);
			md_anchor(f, "claim-", (size_t)-1, rows[k]->id);
			fputs("\"></a>\n### ", f);
			md_cell(f, rows[k]->id);
			fputs(": ", f);
			md_cell(f, rows[k]->title);
			fputs("\n\n> ", f);
			md_cell(f, rows[k]->statement);
			fputs("\n\nSource: ", f);
			md_cell(f, rows[k]->source);
			fputs("\n\n", f);
			for (size_t r = 0; r < n; r++) {
				const struct cr_result *x = find(&reps[r], rows[k]->id);

				if (!x || !strcmp(x->verdict, "not-applicable"))
					continue;
				fputs("<a id=\"", f);
				md_anchor(f, "ev-", r, x->id);
				fprintf(f, "\"></a>\n- **%s** on %s [%zu] (%s; evidence: %s): ", x->verdict, reps[r].prov.target,
					r + 1, reps[r].prov.device, x->evidence);
				md_cell(f, x->reason);
				fputc('\n', f);
				for (size_t o = 0; o < x->nobs; o++) {
					fputs("  - `", f);
					for (const char *s = x->obs[o].name; *s; s++)
						fputc(*s == '`' ? '\'' : *s, f);
					fputs("`: ", f);
					md_cell(f, x->obs[o].value);
					fputc('\n', f);
				}
			}
			fputc('\n', f);
		}
	}
}

static const char css[] =
	"body { font-family: sans-serif; margin: 1.5em; color: #222; }\n"
	"table { border-collapse: collapse; margin: 0.5em 0 1.5em; }\n"
	"th, td { border: 1px solid #bbb; padding: 0.2em 0.5em; text-align: left; vertical-align: top; }\n"
	"th { background: #eee; } th.silicon { background: #dde8ff; } th.emulated, th.mock, th.modelled { background: #f3eedd; }\n"
	"td.confirmed { background: #d8f0d8; } td.refuted { background: #f6d0d0; }\n"
	"td.inconclusive { background: #f6edc8; } td.na, td.notrun { color: #888; }\n"
	"td a { color: inherit; } .obs { font-family: monospace; font-size: 90%; white-space: pre-wrap; }\n"
	"div.ev { margin: 0.3em 0 0.8em 1em; } div.claim { border-top: 1px solid #ccc; padding-top: 0.5em; }\n"
	"blockquote { margin: 0.3em 1em; font-style: italic; }\n";

static const char script[] =
	"(function () {\n"
	"  var cells = document.querySelectorAll('table.matrix td.v');\n"
	"  var n = { confirmed: 0, refuted: 0, inconclusive: 0 };\n"
	"  for (var i = 0; i < cells.length; i++) {\n"
	"    var c = cells[i].className.split(' ');\n"
	"    for (var k = 0; k < c.length; k++) if (n.hasOwnProperty(c[k])) n[c[k]]++;\n"
	"  }\n"
	"  var s = document.getElementById('summary');\n"
	"  s.textContent = cells.length + ' cells: ' + n.confirmed + ' confirmed, ' + n.refuted + ' refuted, ' +\n"
	"    n.inconclusive + ' inconclusive';\n"
	"  document.body.setAttribute('data-script-ok', '1');\n"
	"})();\n";

static void h(FILE *f, const char *s)
{
	html_escape(f, s);
}

void cr_write_html(FILE *f, const struct cr_report *reps, size_t n)
{
	struct gen g[MAX_GENS];
	size_t ng = gens_of(reps, n, g, MAX_GENS);
	static const struct cr_result *rows[MAX_ROWS];
	static const char *printed[MAX_ROWS];
	size_t np = 0;

	html_begin(f, "gfxshim claims", css);
	fputs("<h1>gfxshim claims</h1>\n<p>", f);
	h(f, legend);
	fputs("</p>\n<p id=\"summary\"></p>\n<h2>Devices</h2>\n<table class=\"devices\">\n<tr><th>#</th><th>target</th>"
	      "<th>device</th><th>backend</th><th>evidence</th><th>driver</th><th>kernel</th><th>firmware</th><th>date</th>"
	      "<th>command</th></tr>\n", f);
	for (size_t r = 0; r < n; r++) {
		const struct provenance *p = &reps[r].prov;
		const char *fields[] = { p->target, p->device, p->backend, p->evidence, p->driver, p->kernel,
					 p->firmware, p->date, p->command };

		fprintf(f, "<tr><td>%zu</td>", r + 1);
		for (size_t k = 0; k < N(fields); k++) {
			fputs("<td>", f);
			h(f, fields[k][0] ? fields[k] : "-");
			fputs("</td>", f);
		}
		fputs("</tr>\n", f);
	}
	fputs("</table>\n", f);
	for (size_t gi = 0; gi < ng; gi++) {
		size_t nr = rows_of(reps, n, &g[gi], rows, MAX_ROWS);

		fprintf(f, "<h2 id=\"gen-");
		html_id(f, g[gi].arch);
		fputs("\">", f);
		h(f, g[gi].arch);
		fputs("</h2>\n<table class=\"matrix\">\n<tr><th>claim</th><th>group</th>", f);
		for (size_t c = 0; c < g[gi].ncol; c++) {
			char t[128];

			col_title(t, sizeof(t), &g[gi].cols[c]);
			fprintf(f, "<th class=\"%s\">", g[gi].cols[c].rep ? g[gi].cols[c].rep->prov.evidence : "silicon");
			h(f, t);
			fputs("</th>", f);
		}
		fputs("</tr>\n", f);
		for (size_t k = 0; k < nr; k++) {
			fputs("<tr><td><a href=\"#claim-", f);
			html_id(f, rows[k]->id);
			fputs("\">", f);
			h(f, rows[k]->id);
			fputs("</a> ", f);
			h(f, rows[k]->title);
			fputs("</td><td>", f);
			h(f, rows[k]->group);
			fputs("</td>", f);
			for (size_t c = 0; c < g[gi].ncol; c++) {
				const struct col *col = &g[gi].cols[c];
				const struct cr_result *x = find(col->rep, rows[k]->id);
				char t[96];

				cell_text(t, sizeof(t), col, x);
				if (col->rep && x && strcmp(x->verdict, "not-applicable")) {
					fprintf(f, "<td class=\"v %s\"><a href=\"#ev-%zu-", x->verdict, col->index + 1);
					html_id(f, x->id);
					fputs("\">", f);
					h(f, t);
					fputs("</a></td>", f);
				} else {
					fprintf(f, "<td class=\"%s\">", col->rep ? "na" : "notrun");
					h(f, t);
					fputs("</td>", f);
				}
			}
			fputs("</tr>\n", f);
		}
		fputs("</table>\n", f);
	}
	fputs("<h2>Evidence</h2>\n", f);
	for (size_t gi = 0; gi < ng; gi++) {
		size_t nr = rows_of(reps, n, &g[gi], rows, MAX_ROWS);

		for (size_t k = 0; k < nr; k++) {
			int seen = 0;

			for (size_t q = 0; q < np; q++)
				seen |= !strcmp(printed[q], rows[k]->id);
			if (seen || np == MAX_ROWS)
				continue;
			printed[np++] = rows[k]->id;
			fputs("<div class=\"claim\" id=\"claim-", f);
			html_id(f, rows[k]->id);
			fputs("\">\n<h3>", f);
			h(f, rows[k]->id);
			fputs(": ", f);
			h(f, rows[k]->title);
			fputs("</h3>\n<blockquote>", f);
			h(f, rows[k]->statement);
			fputs("</blockquote>\n<p>Source: ", f);
			h(f, rows[k]->source);
			fputs("</p>\n", f);
			for (size_t r = 0; r < n; r++) {
				const struct cr_result *x = find(&reps[r], rows[k]->id);

				if (!x || !strcmp(x->verdict, "not-applicable"))
					continue;
				fprintf(f, "<div class=\"ev\" id=\"ev-%zu-", r + 1);
				html_id(f, x->id);
				fprintf(f, "\"><b>%s</b> on ", x->verdict);
				h(f, reps[r].prov.target);
				fprintf(f, " [%zu] (", r + 1);
				h(f, reps[r].prov.device);
				fputs("; evidence: ", f);
				h(f, x->evidence);
				fputs("): ", f);
				h(f, x->reason);
				fputs("\n<div class=\"obs\">", f);
				for (size_t o = 0; o < x->nobs; o++) {
					h(f, x->obs[o].name);
					fputs(": ", f);
					h(f, x->obs[o].value);
					fputc('\n', f);
				}
				fputs("</div></div>\n", f);
			}
			fputs("</div>\n", f);
		}
	}
	html_end(f, script);
}

static void rst_text(FILE *f, const char *s)
{
	/* inline markup characters that would start a role or emphasis */
	for (; *s; s++) {
		if (*s == '*' || *s == '`' || *s == '|' || *s == '_')
			fputc('\\', f);
		fputc(*s == '\n' ? ' ' : *s, f);
	}
}

void cr_write_rst(FILE *f, const struct cr_report *reps, size_t n)
{
	struct gen g[MAX_GENS];
	size_t ng = gens_of(reps, n, g, MAX_GENS);
	static const struct cr_result *rows[MAX_ROWS];

	fputs(".. SPDX-License-Identifier: MIT\n\n.. This file is generated by `make claims-doc`\n"
	      "   (gfxshim claims run on each emulated target, then gfxshim claims merge --rst); do not edit.\n\n", f);
	for (size_t gi = 0; gi < ng; gi++) {
		size_t nr = rows_of(reps, n, &g[gi], rows, MAX_ROWS);

		rst_text(f, g[gi].arch);
		fputc('\n', f);
		for (size_t k = 0; k < strlen(g[gi].arch); k++)
			fputc('~', f);
		fputs("\n\n.. list-table::\n   :header-rows: 1\n\n   * - claim\n", f);
		for (size_t c = 0; c < g[gi].ncol; c++) {
			const struct col *col = &g[gi].cols[c];

			if (col->rep)
				fprintf(f, "     - %s (%s)\n", col->rep->prov.target, col->rep->prov.evidence);
			else
				fputs("     - silicon\n", f);
		}
		for (size_t k = 0; k < nr; k++) {
			fputs("   * - ``", f);
			fputs(rows[k]->id, f);
			fputs("``\n", f);
			for (size_t c = 0; c < g[gi].ncol; c++) {
				char t[96];

				cell_text(t, sizeof(t), &g[gi].cols[c], find(g[gi].cols[c].rep, rows[k]->id));
				fputs("     - ", f);
				rst_text(f, t);
				fputc('\n', f);
			}
		}
		fputc('\n', f);
	}
}
