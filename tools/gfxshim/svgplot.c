// SPDX-License-Identifier: MIT
/* SVG line and bar plots (svgplot.h). */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "svgplot.h"

/* margins of a plot's frame: room for the title, the axis labels, ticks */
#define M_LEFT 78.0
#define M_RIGHT 24.0
#define M_TOP 54.0
#define M_BOTTOM 52.0
#define MAX_TICKS 64

static const char *const palette[] = {
	"#1f77b4", "#d62728", "#2ca02c", "#ff7f0e", "#9467bd",
	"#8c564b", "#e377c2", "#7f7f7f", "#bcbd22", "#17becf",
};
#define N_PALETTE (sizeof(palette) / sizeof(palette[0]))

static const char *colour(size_t i)
{
	return palette[i % N_PALETTE];
}

void svg_escape(FILE *f, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '&': fputs("&amp;", f); break;
		case '<': fputs("&lt;", f); break;
		case '>': fputs("&gt;", f); break;
		case '"': fputs("&quot;", f); break;
		case '\'': fputs("&apos;", f); break;
		default:
			/* XML 1.0 has no other control characters */
			if ((unsigned char)*s >= 0x20 || *s == '\t' || *s == '\n')
				fputc(*s, f);
			else
				fputc('?', f);
		}
	}
}

void svg_fmt_bytes(char *buf, size_t n, double b)
{
	static const char *const unit[] = { "B", "KiB", "MiB", "GiB", "TiB", "PiB" };
	unsigned int u = 0;

	while (fabs(b) >= 1024.0 && u + 1 < sizeof(unit) / sizeof(unit[0])) {
		b /= 1024.0;
		u++;
	}
	if (b == floor(b))
		snprintf(buf, n, "%.0f %s", b, unit[u]);
	else
		snprintf(buf, n, "%.3g %s", b, unit[u]);
}

static void fmt_value(char *buf, size_t n, double v, enum svg_fmt fmt)
{
	if (fmt == SVG_FMT_BYTES)
		svg_fmt_bytes(buf, n, v);
	else if (v != 0.0 && (fabs(v) >= 1e6 || fabs(v) < 1e-3))
		snprintf(buf, n, "%.3g", v);
	else
		snprintf(buf, n, "%.4g", v);
}

/* One axis: the data range mapped onto [p0, p1] pixels. */
struct axis {
	int log;        /* x: log2; y: log10 */
	double lo, hi;  /* in the axis' own unit (the log of the value when log) */
	double p0, p1;
	double ticks[MAX_TICKS];
	unsigned int n_ticks;
};

static double ax_pos(const struct axis *a, double v)
{
	double u = a->log ? (a->log == 2 ? log2(v) : log10(v)) : v;

	return a->p0 + (u - a->lo) / (a->hi - a->lo) * (a->p1 - a->p0);
}

/* Does v belong on this axis (finite, and positive on a log axis)? */
static int ax_ok(const struct axis *a, double v)
{
	return isfinite(v) && (!a->log || v > 0);
}

/* A "nice" step (1, 2 or 5 times a power of ten) giving at most ~8 ticks. */
static double nice_step(double span)
{
	double raw = span / 8.0, p = pow(10.0, floor(log10(raw))), m = raw / p;

	return (m <= 1.0 ? 1.0 : m <= 2.0 ? 2.0 : m <= 5.0 ? 5.0 : 10.0) * p;
}

/* Range and ticks from the data minimum and maximum; from_zero: a linear
 * axis starts at 0 when the data are all non-negative. */
static void ax_setup(struct axis *a, double mn, double mx, int from_zero)
{
	a->n_ticks = 0;
	if (!(mn <= mx)) {  /* no data */
		mn = a->log ? 1.0 : 0.0;
		mx = a->log ? 10.0 : 1.0;
	}
	if (a->log == 2) {
		a->lo = floor(log2(mn));
		a->hi = ceil(log2(mx));
		if (a->hi <= a->lo)
			a->hi = a->lo + 1;
		/* every k-th power of two, at most ~12 labels */
		double k = ceil((a->hi - a->lo) / 12.0);

		for (double e = a->lo; e <= a->hi + 1e-9 && a->n_ticks < MAX_TICKS; e += k)
			a->ticks[a->n_ticks++] = exp2(e);
	} else if (a->log) {
		a->lo = floor(log10(mn));
		a->hi = ceil(log10(mx));
		if (a->hi <= a->lo)
			a->hi = a->lo + 1;
		for (double e = a->lo; e <= a->hi + 1e-9 && a->n_ticks < MAX_TICKS; e++) {
			a->ticks[a->n_ticks++] = pow(10.0, e);
			if (a->hi - a->lo <= 3 && e < a->hi && a->n_ticks + 1 < MAX_TICKS) {
				a->ticks[a->n_ticks++] = 2 * pow(10.0, e);
				a->ticks[a->n_ticks++] = 5 * pow(10.0, e);
			}
		}
	} else {
		double step;

		if (from_zero && mn >= 0)
			mn = 0;
		if (mx <= mn) {
			double pad = mx != 0 ? fabs(mx) * 0.1 : 1.0;

			mn = from_zero && mn >= 0 ? 0 : mn - pad;
			mx += pad;
		}
		step = nice_step(mx - mn);
		a->lo = floor(mn / step) * step;
		a->hi = ceil(mx / step) * step;
		if (a->hi <= a->lo)
			a->hi = a->lo + step;
		for (double v = a->lo; v <= a->hi + step * 1e-6 && a->n_ticks < MAX_TICKS; v += step)
			a->ticks[a->n_ticks++] = fabs(v) < step * 1e-9 ? 0.0 : v;
	}
}

int svg_doc_begin(struct svg_doc *d, double width)
{
	memset(d, 0, sizeof(*d));
	d->width = width > 200 ? width : 200;
	d->f = open_memstream(&d->buf, &d->len);
	return d->f ? 0 : -1;
}

void svg_doc_discard(struct svg_doc *d)
{
	if (d->f)
		fclose(d->f);
	free(d->buf);
	memset(d, 0, sizeof(*d));
}

int svg_doc_end(struct svg_doc *d, char **text, size_t *len)
{
	FILE *f;
	char *out = NULL;
	size_t n = 0;
	int bad;

	*text = NULL;
	bad = fclose(d->f) != 0;
	d->f = NULL;
	f = bad ? NULL : open_memstream(&out, &n);
	if (!f) {
		svg_doc_discard(d);
		return -1;
	}
	fprintf(f, "<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"%.0f\" height=\"%.0f\" "
		   "viewBox=\"0 0 %.0f %.0f\" font-family=\"sans-serif\" font-size=\"12\">\n",
		d->width, d->height, d->width, d->height);
	fprintf(f, "<rect width=\"100%%\" height=\"100%%\" fill=\"white\"/>\n");
	if (d->buf)
		fwrite(d->buf, 1, d->len, f);
	fprintf(f, "</svg>\n");
	bad = fclose(f) != 0;
	svg_doc_discard(d);
	if (bad) {
		free(out);
		return -1;
	}
	*text = out;
	if (len)
		*len = n;
	return 0;
}

static void text_at(FILE *f, double x, double y, const char *anchor, const char *extra, const char *s)
{
	fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"%s\"%s%s>", x, y, anchor, extra ? " " : "",
		extra ? extra : "");
	svg_escape(f, s);
	fputs("</text>\n", f);
}

/* The frame, title, note and both axes' ticks and labels. */
static void frame(FILE *f, double w, double h, const char *title, const char *note, const char *xlabel,
		  const char *ylabel, const struct axis *ay)
{
	char buf[48];

	if (title)
		text_at(f, w / 2, 20, "middle", "font-size=\"15\" font-weight=\"bold\"", title);
	if (note)
		text_at(f, w / 2, 38, "middle", "font-size=\"11\" fill=\"#a00\"", note);
	fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"none\" stroke=\"#444\"/>\n",
		M_LEFT, M_TOP, w - M_LEFT - M_RIGHT, h - M_TOP - M_BOTTOM);
	for (unsigned int i = 0; i < ay->n_ticks; i++) {
		double y = ax_pos(ay, ay->ticks[i]);

		fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", M_LEFT, y,
			w - M_RIGHT, y);
		fmt_value(buf, sizeof(buf), ay->ticks[i], SVG_FMT_NUM);
		text_at(f, M_LEFT - 6, y + 4, "end", NULL, buf);
	}
	if (xlabel)
		text_at(f, (M_LEFT + w - M_RIGHT) / 2, h - 10, "middle", NULL, xlabel);
	if (ylabel) {
		fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" transform=\"rotate(-90 %.1f %.1f)\">",
			16.0, (M_TOP + h - M_BOTTOM) / 2, 16.0, (M_TOP + h - M_BOTTOM) / 2);
		svg_escape(f, ylabel);
		fputs("</text>\n", f);
	}
}

static void legend(FILE *f, double w, const char *const *names, size_t n)
{
	double x = w - M_RIGHT - 8, y = M_TOP + 16;

	for (size_t i = 0; i < n; i++, y += 16) {
		fprintf(f, "<rect x=\"%.1f\" y=\"%.1f\" width=\"10\" height=\"10\" fill=\"%s\"/>\n", x - 10, y - 9,
			colour(i));
		text_at(f, x - 14, y, "end", "font-size=\"11\"", names[i] ? names[i] : "");
	}
}

static void plot_begin(struct svg_doc *d, const char *kind)
{
	fprintf(d->f, "<g class=\"plot %s\" transform=\"translate(0,%.0f)\">\n", kind, d->height);
}

static void plot_end(struct svg_doc *d, double height)
{
	fputs("</g>\n", d->f);
	d->height += height;
	d->plots++;
}

void svg_line(struct svg_doc *d, double h, const struct svg_line_plot *p)
{
	FILE *f = d->f;
	double w = d->width, xmn = INFINITY, xmx = -INFINITY, ymn = INFINITY, ymx = -INFINITY;
	struct axis ax = { .log = p->xlog ? 2 : 0, .p0 = M_LEFT, .p1 = w - M_RIGHT };
	struct axis ay = { .log = p->ylog ? 10 : 0, .p0 = h - M_BOTTOM, .p1 = M_TOP };
	const char *names[32];
	char buf[48];

	if (h < M_TOP + M_BOTTOM + 40)
		h = M_TOP + M_BOTTOM + 40;
	ay.p0 = h - M_BOTTOM;
	for (size_t s = 0; s < p->n_series; s++)
		for (size_t i = 0; i < p->series[s].n; i++) {
			double x = p->series[s].x[i], y = p->series[s].y[i];

			if (!ax_ok(&ax, x) || !ax_ok(&ay, y))
				continue;
			xmn = fmin(xmn, x);
			xmx = fmax(xmx, x);
			ymn = fmin(ymn, y);
			ymx = fmax(ymx, y);
		}
	for (size_t l = 0; l < p->n_levels; l++)
		if (ax_ok(&ay, p->levels[l].y)) {
			ymn = fmin(ymn, p->levels[l].y);
			ymx = fmax(ymx, p->levels[l].y);
		}
	ax_setup(&ax, xmn, xmx, 0);
	ax_setup(&ay, ymn, ymx, 1);
	if (!ay.log)  /* room above the top for the levels' labels */
		ay.hi += (ay.hi - ay.lo) * 0.12;
	plot_begin(d, "line");
	frame(f, w, h, p->title, p->note, p->xlabel, p->ylabel, &ay);
	for (unsigned int i = 0; i < ax.n_ticks; i++) {
		double x = ax_pos(&ax, ax.ticks[i]);

		fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#ddd\"/>\n", x, M_TOP, x,
			h - M_BOTTOM);
		fmt_value(buf, sizeof(buf), ax.ticks[i], p->xfmt);
		text_at(f, x, h - M_BOTTOM + 16, "middle", "font-size=\"11\"", buf);
	}
	if (!(xmn <= xmx))
		text_at(f, w / 2, h / 2, "middle", "fill=\"#888\"", "no data");
	for (size_t s = 0; s < p->n_series; s++) {
		const struct svg_series *sr = &p->series[s];
		int open = 0;

		fprintf(f, "<g class=\"series\" data-name=\"");
		svg_escape(f, sr->name);
		fprintf(f, "\" stroke=\"%s\" fill=\"%s\">\n", colour(s), colour(s));
		for (size_t i = 0; i < sr->n; i++) {
			if (!ax_ok(&ax, sr->x[i]) || !ax_ok(&ay, sr->y[i])) {
				if (open)
					fputs("\"/>\n", f);
				open = 0;
				continue;
			}
			fprintf(f, "%s%.1f,%.1f", open ? " " : "<polyline fill=\"none\" stroke-width=\"1.5\" points=\"",
				ax_pos(&ax, sr->x[i]), ax_pos(&ay, sr->y[i]));
			open = 1;
		}
		if (open)
			fputs("\"/>\n", f);
		for (size_t i = 0; i < sr->n; i++)
			if (ax_ok(&ax, sr->x[i]) && ax_ok(&ay, sr->y[i]))
				fprintf(f, "<circle class=\"pt\" cx=\"%.1f\" cy=\"%.1f\" r=\"2.5\" data-x=\"%.17g\" data-y=\"%.17g\"/>\n",
					ax_pos(&ax, sr->x[i]), ax_pos(&ay, sr->y[i]), sr->x[i], sr->y[i]);
		fputs("</g>\n", f);
	}
	for (size_t l = 0; l < p->n_levels; l++) {
		const struct svg_level *lv = &p->levels[l];
		double x0, x1, y;

		if (!ax_ok(&ay, lv->y) || !ax_ok(&ax, lv->x0) || !ax_ok(&ax, lv->x1))
			continue;
		x0 = ax_pos(&ax, lv->x0);
		x1 = ax_pos(&ax, lv->x1);
		y = ax_pos(&ay, lv->y);
		fprintf(f, "<g class=\"level\" data-x0=\"%.17g\" data-x1=\"%.17g\" data-y=\"%.17g\">\n", lv->x0, lv->x1,
			lv->y);
		fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-width=\"3\" "
			   "stroke-opacity=\"0.35\" stroke-dasharray=\"6,3\"/>\n",
			x0, y, x1 > x0 + 4 ? x1 : x0 + 4, y, colour(lv->series));
		fprintf(f, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"%s\" stroke-dasharray=\"2,2\"/>\n",
			x1, M_TOP, x1, h - M_BOTTOM, colour(lv->series));
		text_at(f, x0 + 2, y - 5 - 12.0 * (double)(l % 2), "start", "font-size=\"10\"", lv->label ? lv->label : "");
		fputs("</g>\n", f);
	}
	for (size_t s = 0; s < p->n_series && s < 32; s++)
		names[s] = p->series[s].name;
	legend(f, w, names, p->n_series < 32 ? p->n_series : 32);
	plot_end(d, h);
}

void svg_bars(struct svg_doc *d, double h, const struct svg_bar_plot *p)
{
	FILE *f = d->f;
	double w = d->width, ymn = INFINITY, ymx = -INFINITY, gw, bw;
	struct axis ay = { .log = p->ylog ? 10 : 0, .p1 = M_TOP };
	size_t ns = p->n_series ? p->n_series : 1, longest = 0;
	double extra;
	int rotate;

	/* labels turn 45 degrees when they would not fit under their group */
	for (size_t g = 0; g < p->n_groups; g++)
		if (strlen(p->groups[g]) > longest)
			longest = strlen(p->groups[g]);
	rotate = p->n_groups > 12 ||
		 (double)longest * 6.0 > (w - M_LEFT - M_RIGHT) / (double)(p->n_groups ? p->n_groups : 1);

	if (h < M_TOP + M_BOTTOM + 40)
		h = M_TOP + M_BOTTOM + 40;
	extra = rotate ? 4.5 * (double)(longest < 40 ? longest : 40) : 0;
	h += extra;
	ay.p0 = h - M_BOTTOM - extra;
	for (size_t i = 0; i < ns * p->n_groups; i++)
		if (ax_ok(&ay, p->values[i])) {
			ymn = fmin(ymn, p->values[i]);
			ymx = fmax(ymx, p->values[i]);
		}
	ax_setup(&ay, ymn, ymx, 1);
	if (!ay.log && p->series && p->n_series > 1)  /* room for the legend */
		ay.hi += (ay.hi - ay.lo) * 0.08 * (double)p->n_series;
	plot_begin(d, "bars");
	{
		/* the frame's bottom sits above the rotated labels */
		double hb = h - extra;

		frame(f, w, hb, p->title, p->note, NULL, p->ylabel, &ay);
	}
	gw = (w - M_LEFT - M_RIGHT) / (double)(p->n_groups ? p->n_groups : 1);
	bw = gw * 0.8 / (double)ns;
	if (!(ymn <= ymx))
		text_at(f, w / 2, h / 2, "middle", "fill=\"#888\"", "no data");
	for (size_t g = 0; g < p->n_groups; g++) {
		double gx = M_LEFT + gw * (double)g;
		double ly = ay.p0 + 14;

		for (size_t s = 0; s < ns; s++) {
			double v = p->values[s * p->n_groups + g], y, base;

			if (!ax_ok(&ay, v))
				continue;
			y = ax_pos(&ay, v);
			base = ay.log ? ay.p0 : ax_pos(&ay, ay.lo > 0 ? ay.lo : 0);
			fprintf(f, "<rect class=\"bar\" x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" fill=\"%s\" "
				   "data-group=\"",
				gx + gw * 0.1 + bw * (double)s, y < base ? y : base, bw > 1 ? bw - 1 : bw,
				fabs(base - y), colour(s));
			svg_escape(f, p->groups[g]);
			fprintf(f, "\" data-series=\"");
			svg_escape(f, p->series && p->n_series ? p->series[s] : "");
			fprintf(f, "\" data-value=\"%.17g\"/>\n", v);
		}
		if (rotate)
			fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"end\" font-size=\"10\" "
				   "transform=\"rotate(-45 %.1f %.1f)\">",
				gx + gw / 2, ly, gx + gw / 2, ly);
		else
			fprintf(f, "<text x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\" font-size=\"10\">", gx + gw / 2, ly);
		svg_escape(f, p->groups[g]);
		fputs("</text>\n", f);
	}
	if (p->series && p->n_series > 1)
		legend(f, w, p->series, p->n_series);
	plot_end(d, h);
}
