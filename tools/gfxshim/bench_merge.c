// SPDX-License-Identifier: MIT
/*
 * gfxshim bench merge: several machines' reports (bench JSON) in one
 * report -- Markdown, and HTML with the plots inline -- one table per
 * benchmark, a column per report.  Columns are grouped by evidence
 * (silicon, modelled, emulated-untimed, mock) and every column header and
 * every table names its evidence, so no emulated or modelled figure can
 * pass for a silicon one.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "bench.h"
#include "cli.h"
#include "outfile.h"

#define MAX_REPORTS 32

static const char merge_help[] =
	"usage: gfxshim bench merge A.json B.json ... [--md FILE] [--html FILE] [--title TEXT]\n"
	"\n"
	"One cross-machine report from bench reports (gfxshim bench ... --json): a\n"
	"table per benchmark with a column per report (its headline figures: the\n"
	"\"summary\" of each result), the provenance of every column, and in HTML the\n"
	"plots with every machine's curves overlaid.  Columns are grouped by evidence\n"
	"-- silicon, then modelled, emulated-untimed and mock -- and labelled with it.\n"
	"\n"
	"  --md FILE           Markdown (default: to standard output when no --html)\n"
	"  --html FILE         one self-contained HTML file (SVG plots inline)\n"
	"  --title TEXT        the report's title\n"
	"\n"
	"example:\n"
	"  gfxshim bench all --device emu:gfx1201 --quick --json a.json\n"
	"  gfxshim bench all --device emu:gfx942 --quick --json b.json\n"
	"  gfxshim bench merge a.json b.json --md report.md --html report.html\n";

static int ev_rank(const char *ev)
{
	static const char *const order[] = { "silicon", "modelled", "emulated-untimed", "mock" };

	for (int i = 0; i < 4; i++)
		if (!strcmp(ev, order[i]))
			return i;
	return 4;
}

/* The CSS class of an evidence label: only the known kinds (the label comes
 * from a file and must not reach the markup as it is). */
static const char *ev_class(const char *ev)
{
	static const char *const known[] = { "silicon", "modelled", "emulated-untimed", "mock" };

	for (int i = 0; i < 4; i++)
		if (!strcmp(ev, known[i]))
			return known[i];
	return "other";
}

struct column {
	const struct bench_report *rep;
	char label[96];
};

struct merge {
	struct bench_report reps[MAX_REPORTS];
	size_t nrep;
	struct column cols[MAX_REPORTS];
	char benches[32][16];
	size_t nbench;
	int mixed;  /* columns of more than one evidence kind */
	const char *title;
};

static const struct bench_result *find_result(const struct bench_report *rep, const char *bench)
{
	for (size_t i = 0; i < rep->nres; i++)
		if (!strcmp(rep->res[i].bench, bench))
			return &rep->res[i];
	return NULL;
}

static void plan(struct merge *g)
{
	size_t n = 0;

	/* columns: by evidence, input order within each kind */
	for (int rank = 0; rank <= 4; rank++)
		for (size_t i = 0; i < g->nrep; i++)
			if (ev_rank(g->reps[i].evidence) == rank) {
				struct column *c = &g->cols[n++];
				int dup = 0;

				c->rep = &g->reps[i];
				for (size_t j = 0; j < g->nrep; j++)
					dup += j != i && !strcmp(g->reps[j].prov.target, g->reps[i].prov.target) &&
					       !strcmp(g->reps[j].evidence, g->reps[i].evidence);
				if (dup)
					snprintf(c->label, sizeof(c->label), "%s #%zu [%s]", c->rep->prov.target, i + 1,
						 c->rep->evidence);
				else
					snprintf(c->label, sizeof(c->label), "%s [%s]", c->rep->prov.target, c->rep->evidence);
			}
	for (size_t i = 1; i < g->nrep; i++)
		g->mixed |= ev_rank(g->reps[i].evidence) != ev_rank(g->reps[0].evidence);
	/* benchmarks in the order first seen */
	for (size_t i = 0; i < g->nrep; i++)
		for (size_t r = 0; r < g->reps[i].nres; r++) {
			size_t b = 0;

			while (b < g->nbench && strcmp(g->benches[b], g->reps[i].res[r].bench))
				b++;
			if (b == g->nbench && g->nbench < 32)
				snprintf(g->benches[g->nbench++], sizeof(g->benches[0]), "%s", g->reps[i].res[r].bench);
		}
}

/* The rows of a benchmark's table: every summary key, first seen first. */
static size_t rows(const struct merge *g, const char *bench, const struct bench_sum **out, size_t max)
{
	size_t n = 0;

	for (size_t c = 0; c < g->nrep; c++) {
		const struct bench_result *r = find_result(g->cols[c].rep, bench);

		for (size_t i = 0; r && i < r->nsums; i++) {
			size_t k = 0;

			while (k < n && strcmp(out[k]->key, r->sums[i].key))
				k++;
			if (k == n && n < max)
				out[n++] = &r->sums[i];
		}
	}
	return n;
}

static void value_text(char *buf, size_t n, const struct bench_result *r, const struct bench_sum *row)
{
	for (size_t i = 0; r && i < r->nsums; i++)
		if (!strcmp(r->sums[i].key, row->key)) {
			if (r->sums[i].value != r->sums[i].value)  /* NaN */
				snprintf(buf, n, "-");
			else if (!strcmp(row->unit, "bytes"))
				svg_fmt_bytes(buf, n, r->sums[i].value);
			else
				snprintf(buf, n, "%.4g", r->sums[i].value);
			return;
		}
	snprintf(buf, n, "n/a");
}

static const char evidence_words[] =
	"silicon: measured on a real GPU. modelled: the emulator's timing model. emulated-untimed: "
	"the emulator's clock counts instructions, so its cycles, ns and bytes per second are work "
	"counts, not timings. mock: emulated behind the amdgpu backend. Only silicon columns are "
	"measurements of hardware; compare figures within one kind only.";

/* ---------------------------------------------------------------- Markdown */

static void md_cell(FILE *f, const char *s)
{
	for (; *s; s++)
		fputs(*s == '|' ? "\\|" : (char[2]){ *s, 0 }, f);
}

/* A table row is "| a | b |": each cell written as "| text ", the row
 * closed by "|". */
static void md_td(FILE *f, const char *s)
{
	fputs("| ", f);
	md_cell(f, s);
	fputc(' ', f);
}

static void md_sep(FILE *f, size_t ncols, const char *first, const char *rest)
{
	fputs(first, f);
	for (size_t c = 0; c < ncols; c++)
		fputs(rest, f);
	fputs("|\n", f);
}

static void markdown(FILE *f, const struct merge *g)
{
	static const char *const prov_rows[] = { "device", "backend", "evidence", "driver", "kernel", "firmware", "date",
						 "gfxshim" };
	const struct bench_sum *rw[256];

	fprintf(f, "# %s\n\n", g->title);
	fprintf(f, "%s%s\n\n", g->mixed ? "**These columns are of different evidence.** " : "", evidence_words);
	fputs("## Sources\n\n", f);
	md_td(f, "");
	for (size_t c = 0; c < g->nrep; c++)
		md_td(f, g->cols[c].label);
	fputs("|\n", f);
	md_sep(f, g->nrep, "|---", "|---");
	for (size_t k = 0; k < sizeof(prov_rows) / sizeof(prov_rows[0]); k++) {
		md_td(f, prov_rows[k]);
		for (size_t c = 0; c < g->nrep; c++) {
			const struct provenance *p = &g->cols[c].rep->prov;
			const char *v = k == 0 ? p->device : k == 1 ? p->backend : k == 2 ? g->cols[c].rep->evidence
				      : k == 3 ? p->driver : k == 4 ? p->kernel : k == 5 ? p->firmware : k == 6 ? p->date
				      : p->gfxshim;

			md_td(f, v[0] ? v : "-");
		}
		fputs("|\n", f);
	}
	md_td(f, "file");
	for (size_t c = 0; c < g->nrep; c++)
		md_td(f, g->cols[c].rep->source);
	fputs("|\n\n", f);
	for (size_t b = 0; b < g->nbench; b++) {
		size_t n = rows(g, g->benches[b], rw, 256);

		fputs("## ", f);
		md_cell(f, g->benches[b]);
		fputs("\n\n", f);
		md_td(f, "figure");
		md_td(f, "unit");
		for (size_t c = 0; c < g->nrep; c++)
			md_td(f, g->cols[c].label);
		fputs("|\n", f);
		md_sep(f, g->nrep, "|---|---", "|---:");
		for (size_t i = 0; i < n; i++) {
			md_td(f, rw[i]->label);
			md_td(f, rw[i]->unit);
			for (size_t c = 0; c < g->nrep; c++) {
				char v[48];

				value_text(v, sizeof(v), find_result(g->cols[c].rep, g->benches[b]), rw[i]);
				md_td(f, v);
			}
			fputs("|\n", f);
		}
		md_td(f, "checks failed");
		md_td(f, "");
		for (size_t c = 0; c < g->nrep; c++) {
			const struct bench_result *r = find_result(g->cols[c].rep, g->benches[b]);
			char v[16];

			snprintf(v, sizeof(v), "%u", r ? r->n_failed : 0);
			md_td(f, r ? v : "n/a");
		}
		fputs("|\n\n", f);
		for (size_t c = 0; c < g->nrep; c++) {
			const struct bench_result *r = find_result(g->cols[c].rep, g->benches[b]);

			for (unsigned int i = 0; r && i < r->nnotes; i++) {
				fputs("- ", f);
				md_cell(f, g->cols[c].label);
				fputs(": ", f);
				md_cell(f, r->notes[i]);
				fputc('\n', f);
			}
		}
		fputc('\n', f);
	}
}

/* ---------------------------------------------------------------- HTML */

static void html(FILE *f, const struct merge *g)
{
	const struct bench_sum *rw[256];

	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>", f);
	svg_escape(f, g->title);
	fputs("</title>\n<style>\n"
	      "body{font-family:sans-serif;margin:2em;max-width:1100px}\n"
	      "table{border-collapse:collapse;margin:1em 0}\n"
	      "td,th{border:1px solid #bbb;padding:3px 8px;font-size:13px}\n"
	      "td.n{text-align:right}\n"
	      "th.ev-silicon{background:#dfd}th.ev-modelled{background:#ffd}\n"
	      "th.ev-emulated-untimed,th.ev-mock{background:#fdd}\n"
	      ".warn{color:#a00;font-weight:bold}\n"
	      "</style>\n</head>\n<body>\n<h1>",
	      f);
	svg_escape(f, g->title);
	fputs("</h1>\n<p>", f);
	if (g->mixed)
		fputs("<span class=\"warn\">These columns are of different evidence.</span> ", f);
	svg_escape(f, evidence_words);
	fputs("</p>\n<h2>Sources</h2>\n<table>\n<tr><th></th>", f);
	for (size_t c = 0; c < g->nrep; c++) {
		fprintf(f, "<th class=\"ev-%s\">", ev_class(g->cols[c].rep->evidence));
		svg_escape(f, g->cols[c].label);
		fputs("</th>", f);
	}
	fputs("</tr>\n", f);
	for (int k = 0; k < 9; k++) {
		static const char *const names[] = { "device", "backend", "evidence", "driver", "kernel",
						     "firmware", "date", "command", "file" };

		fprintf(f, "<tr><td>%s</td>", names[k]);
		for (size_t c = 0; c < g->nrep; c++) {
			const struct provenance *p = &g->cols[c].rep->prov;
			const char *v = k == 0 ? p->device : k == 1 ? p->backend : k == 2 ? g->cols[c].rep->evidence
				      : k == 3 ? p->driver : k == 4 ? p->kernel : k == 5 ? p->firmware : k == 6 ? p->date
				      : k == 7 ? p->command : g->cols[c].rep->source;

			fputs("<td>", f);
			svg_escape(f, v[0] ? v : "-");
			fputs("</td>", f);
		}
		fputs("</tr>\n", f);
	}
	fputs("</table>\n", f);
	for (size_t b = 0; b < g->nbench; b++) {
		size_t n = rows(g, g->benches[b], rw, 256);
		const struct bench_result *res[MAX_REPORTS];
		const char *labels[MAX_REPORTS];
		size_t nr = 0;

		fputs("<h2>", f);
		svg_escape(f, g->benches[b]);
		fputs("</h2>\n<table>\n<tr><th>figure</th><th>unit</th>", f);
		for (size_t c = 0; c < g->nrep; c++) {
			fprintf(f, "<th class=\"ev-%s\">", ev_class(g->cols[c].rep->evidence));
			svg_escape(f, g->cols[c].label);
			fputs("</th>", f);
		}
		fputs("</tr>\n", f);
		for (size_t i = 0; i < n; i++) {
			fputs("<tr><td>", f);
			svg_escape(f, rw[i]->label);
			fputs("</td><td>", f);
			svg_escape(f, rw[i]->unit);
			fputs("</td>", f);
			for (size_t c = 0; c < g->nrep; c++) {
				char v[48];

				value_text(v, sizeof(v), find_result(g->cols[c].rep, g->benches[b]), rw[i]);
				fprintf(f, "<td class=\"n\">%s</td>", v);
			}
			fputs("</tr>\n", f);
		}
		fputs("</table>\n", f);
		for (size_t c = 0; c < g->nrep; c++) {
			const struct bench_result *r = find_result(g->cols[c].rep, g->benches[b]);

			if (r && nr < MAX_REPORTS) {
				res[nr] = r;
				labels[nr++] = g->cols[c].label;
			}
		}
		if (nr && bench_has_plot(g->benches[b])) {
			struct svg_doc d;
			char *svg = NULL;

			if (!svg_doc_begin(&d, 900)) {
				bench_plot(&d, res, labels, nr,
					   g->mixed ? "curves of different evidence: see each label" : NULL);
				if (!svg_doc_end(&d, &svg, NULL)) {
					fputs("<div class=\"plot\">\n", f);
					fputs(svg, f);
					fputs("</div>\n", f);
				}
				free(svg);
			}
		}
	}
	fputs("</body>\n</html>\n", f);
}

int bench_merge(int argc, char **argv)
{
	struct merge *g = calloc(1, sizeof(*g));
	const char *md = NULL, *htm = NULL, *v;
	struct gs_error err = { 0 };
	int rc = EXIT_OK;

	if (!g) {
		fprintf(stderr, "gfxshim: error: out of memory\n");
		return EXIT_ERROR;
	}
	g->title = "gfxshim bench: results across machines";
	for (int i = 1; i < argc && !rc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			fputs(merge_help, stdout);
			goto out;
		} else if ((v = opt_value(argc, argv, &i, "--md"))) {
			md = v;
		} else if ((v = opt_value(argc, argv, &i, "--html"))) {
			htm = v;
		} else if ((v = opt_value(argc, argv, &i, "--title"))) {
			g->title = v;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			rc = usage_error("bench merge", "unknown option '%s'", argv[i]);
		} else if (g->nrep == MAX_REPORTS) {
			rc = usage_error("bench merge", "at most %d reports", MAX_REPORTS);
		} else if (bench_report_read(argv[i], &g->reps[g->nrep], &err)) {
			rc = report(&err);
		} else {
			g->nrep++;
		}
	}
	if (!rc && !g->nrep)
		rc = usage_error("bench merge", "no reports given (gfxshim bench merge A.json B.json ...)");
	if (rc)
		goto out;
	plan(g);
	if (md || !htm) {
		struct outbuf b;

		if (outbuf_open(&b, &err)) {
			rc = report(&err);
			goto out;
		}
		markdown(b.f, g);
		if (outbuf_commit(&b, md ? md : "-", &err))
			rc = report(&err);
	}
	if (htm && !rc) {
		struct outbuf b;

		if (outbuf_open(&b, &err)) {
			rc = report(&err);
			goto out;
		}
		html(b.f, g);
		if (outbuf_commit(&b, htm, &err))
			rc = report(&err);
	}
	if (!rc)
		fprintf(stderr, "gfxshim bench merge: %zu report%s, %zu benchmark%s%s\n", g->nrep, g->nrep == 1 ? "" : "s",
			g->nbench, g->nbench == 1 ? "" : "s",
			g->mixed ? "; columns of different evidence, each labelled" : "");
out:
	for (size_t i = 0; i < g->nrep; i++)
		bench_report_free(&g->reps[i]);
	free(g);
	return stdout_finish(rc);
}
