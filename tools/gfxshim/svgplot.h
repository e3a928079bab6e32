/* SPDX-License-Identifier: MIT */
/*
 * SVG plots for the CLI's reports (the bench suite, the timing model's
 * calibration): line plots on linear or logarithmic axes with annotated
 * levels, and grouped bar charts, stacked in one document.
 *
 * The output is plain SVG 1.1 -- no script, no external reference, no
 * font file -- so a plot can be inlined in an HTML page as it is.  Every
 * point, level and bar carries data-* attributes with its exact values
 * (class "pt", "level", "bar"), so tests and tools can read a plot back.
 *
 *	struct svg_doc d;
 *	svg_doc_begin(&d, 720);
 *	svg_line(&d, 400, &plot);     (as many plots as wanted, top to bottom)
 *	svg_doc_end(&d, &text, &len); (the document, malloc'd)
 */
#ifndef GFXSHIM_SVGPLOT_H
#define GFXSHIM_SVGPLOT_H

#include <stddef.h>
#include <stdio.h>

/* How axis labels print: plain numbers, or byte sizes (1 KiB, 64 MiB). */
enum svg_fmt { SVG_FMT_NUM, SVG_FMT_BYTES };

struct svg_series {
	const char *name;          /* in the legend */
	const double *x, *y;       /* n points; a NaN or infinite value is a gap */
	size_t n;
};

/* A horizontal segment with a label: a detected level (plateau). */
struct svg_level {
	double x0, x1, y;
	const char *label;         /* "level 1 <= 16 KiB: 45 cycles" */
	size_t series;             /* the colour of this series */
};

struct svg_line_plot {
	const char *title, *xlabel, *ylabel;
	const char *note;          /* one line under the title (evidence, units); may be NULL */
	int xlog, ylog;            /* logarithmic axes (x: powers of 2, y: decades and halves) */
	enum svg_fmt xfmt, yfmt;
	const struct svg_series *series;
	size_t n_series;
	const struct svg_level *levels;
	size_t n_levels;
};

struct svg_bar_plot {
	const char *title, *ylabel, *note;
	const char *const *groups; /* categories along x */
	size_t n_groups;
	const char *const *series; /* bars within a category (legend); n_series >= 1 */
	size_t n_series;
	const double *values;      /* n_series rows of n_groups; NaN: no bar */
	int ylog;
};

struct svg_doc {
	FILE *f;                   /* the body, in memory */
	char *buf;
	size_t len;
	double width, height;
	unsigned int plots;
};

/* Start a document width pixels wide; 0 on success, -1 out of memory. */
int svg_doc_begin(struct svg_doc *d, double width);
/* Append a plot height pixels high below the previous ones. */
void svg_line(struct svg_doc *d, double height, const struct svg_line_plot *p);
void svg_bars(struct svg_doc *d, double height, const struct svg_bar_plot *p);
/* Finish: *text (malloc'd, NUL-terminated) is the whole <svg> element;
 * 0 on success, -1 out of memory (nothing to free then). */
int svg_doc_end(struct svg_doc *d, char **text, size_t *len);
/* Drop an unfinished document. */
void svg_doc_discard(struct svg_doc *d);

/* Text with XML's five escapes, for other writers (the HTML report). */
void svg_escape(FILE *f, const char *s);
/* A byte count the way the axes print it: "512 B", "64 KiB", "1.5 MiB". */
void svg_fmt_bytes(char *buf, size_t n, double bytes);

#endif /* GFXSHIM_SVGPLOT_H */
