// SPDX-License-Identifier: MIT
/* The SVG plot writer (tools/gfxshim/svgplot.c): what a plot holds -- a
 * point per finite value with its exact data, gaps at NaN, levels, bars --
 * text escaped, and the plots stacked in one document. */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "svgplot.h"

static size_t count(const char *s, const char *needle)
{
	size_t n = 0;

	for (const char *p = s; (p = strstr(p, needle)); p += strlen(needle))
		n++;
	return n;
}

static void test_line(void)
{
	double x[6] = { 1024, 2048, 4096, 8192, 16384, 32768 };
	double y[6] = { 30, 31, NAN, 60, 61, INFINITY };
	struct svg_series s[2] = { { "vector <a&b>", x, y, 6 }, { "empty", x, y, 0 } };
	struct svg_level lv = { 1024, 2048, 30.5, "L1 <= 2 KiB", 0 };
	struct svg_line_plot p = { .title = "Load \"latency\"", .xlabel = "footprint", .ylabel = "cycles",
				   .note = "[EMULATED-UNTIMED]", .xlog = 1, .xfmt = SVG_FMT_BYTES,
				   .series = s, .n_series = 2, .levels = &lv, .n_levels = 1 };
	struct svg_doc d;
	char *text = NULL;
	size_t len = 0;

	CHECK(svg_doc_begin(&d, 640) == 0, "a document starts");
	svg_line(&d, 300, &p);
	svg_line(&d, 300, &p);
	CHECK(svg_doc_end(&d, &text, &len) == 0 && text && len == strlen(text), "and ends with its text");
	if (!text)
		return;
	CHECK(!strncmp(text, "<svg xmlns=\"http://www.w3.org/2000/svg\"", 39), "an <svg> element with its namespace");
	CHECK(strstr(text, "height=\"600\"") != NULL, "two plots of 300 stack to 600");
	CHECK_EQ(count(text, "class=\"pt\""), 8, "4 finite points per plot (NaN and infinity skipped)");
	CHECK_EQ(count(text, "<polyline"), 4, "a NaN splits a series into two lines");
	CHECK(strstr(text, "data-x=\"8192\" data-y=\"60\"") != NULL, "a point carries its exact values");
	CHECK_EQ(count(text, "class=\"level\""), 2, "one level per plot");
	CHECK(strstr(text, "data-x0=\"1024\" data-x1=\"2048\" data-y=\"30.5\"") != NULL, "the level's data");
	CHECK(strstr(text, "L1 &lt;= 2 KiB") && strstr(text, "vector &lt;a&amp;b&gt;") &&
		      strstr(text, "Load &quot;latency&quot;"),
	      "labels, series names and titles are escaped");
	CHECK(strstr(text, ">1 KiB<") && strstr(text, ">16 KiB<") && !strstr(text, ">32 KiB<"),
	      "a log2 byte axis spans the finite points: 1 KiB .. 16 KiB");
	CHECK(!strstr(text, "nan") && !strstr(text, "inf"), "no NaN or infinity reaches the markup");
	free(text);
}

static void test_bars(void)
{
	const char *groups[3] = { "1", "2", "4" }, *series[2] = { "latency", "throughput" };
	double v[6] = { 2, 4, 8, 1, NAN, 3 };
	struct svg_bar_plot p = { .title = "Bank conflicts", .ylabel = "cycles", .groups = groups, .n_groups = 3,
				  .series = series, .n_series = 2, .values = v };
	struct svg_line_plot empty = { .title = "nothing" };
	struct svg_doc d;
	char *text = NULL;

	CHECK(svg_doc_begin(&d, 500) == 0, "bars: a document starts");
	svg_bars(&d, 300, &p);
	svg_line(&d, 200, &empty);
	CHECK(svg_doc_end(&d, &text, NULL) == 0 && text, "bars: the document ends");
	if (!text)
		return;
	CHECK_EQ(count(text, "class=\"bar\""), 5, "a bar per finite value");
	CHECK(strstr(text, "data-group=\"4\" data-series=\"throughput\" data-value=\"3\"") != NULL,
	      "a bar carries its group, series and value");
	CHECK(strstr(text, ">latency<") && strstr(text, ">throughput<"), "two series: a legend");
	CHECK(strstr(text, ">no data<") != NULL, "an empty plot says so");
	free(text);
}

static void test_bytes(void)
{
	char b[32];

	svg_fmt_bytes(b, sizeof(b), 512);
	CHECK_STR(b, "512 B", "512 bytes");
	svg_fmt_bytes(b, sizeof(b), 65536);
	CHECK_STR(b, "64 KiB", "64 KiB");
	svg_fmt_bytes(b, sizeof(b), 1.5 * 1024 * 1024);
	CHECK_STR(b, "1.5 MiB", "1.5 MiB");
	svg_fmt_bytes(b, sizeof(b), 96.0 * 1024 * 1024 * 1024);
	CHECK_STR(b, "96 GiB", "96 GiB");
}

int main(void)
{
	test_line();
	test_bars();
	test_bytes();
	return t_done();
}
