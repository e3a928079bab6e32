// SPDX-License-Identifier: MIT
/* gfxshim pm4 decode: print a PM4 stream packet by packet. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gfxshim/pm4.h"
#include "outfile.h"

static const char pm4_help[] =
	"usage: gfxshim pm4 decode [--target T] [--json] FILE|-\n"
	"\n"
	"Decode a PM4 stream (a raw indirect buffer): binary little-endian dwords,\n"
	"or text of 0x-prefixed dwords separated by blanks or commas ('#' and ';'\n"
	"start comments; any other token is an error at its line:col).  Each packet is\n"
	"printed with its name, register names and decoded fields; register names\n"
	"and the packet layouts come from T (default gfx1201).  A malformed or\n"
	"unknown packet is reported with its dword offset and decoding goes on when\n"
	"its size is known; the exit status is then 3.\n"
	"\n"
	"  --json     a JSON array with one object per packet (one per line)\n"
	"\n"
	"`gfxshim run --dump-pm4` shows the stream of a real launch.\n"
	"\n"
	"example:\n"
	"  echo '0xc0027600 0x00000204 0x1 0x2' | gfxshim pm4 decode --target gfx1201 -\n";

static int pm4_delim(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == '#' || c == ';';
}

/* Text input: 0x-prefixed dwords separated by blanks or commas, '#' or ';'
 * to the end of a line a comment.  Anything else is an error at its
 * line:col (every one is reported; NULL then, *n the number of errors). */
static uint32_t *parse_hex(const char *name, const char *s, size_t len, size_t *n, unsigned int *errors)
{
	const char *end = s + len, *line0 = s;
	unsigned int line = 1;
	size_t cap = 64;
	uint32_t *dw = malloc(cap * 4);

	*n = 0;
	*errors = 0;
	while (dw && s < end) {
		const char *t;
		uint64_t v = 0;
		int ok;

		if (*s == '\n') {
			line++;
			line0 = ++s;
			continue;
		}
		if (pm4_delim(*s) && *s != '#' && *s != ';') {
			s++;
			continue;
		}
		if (*s == '#' || *s == ';') {
			while (s < end && *s != '\n')
				s++;
			continue;
		}
		for (t = s + 1; t < end && !pm4_delim(*t); t++)
			;
		ok = t - s > 2 && t - s <= 10 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
		for (const char *q = s + 2; ok && q < t; q++) {
			int c = (unsigned char)*q;

			ok = isxdigit(c);
			v = v * 16 + (unsigned int)(isdigit(c) ? c - '0' : tolower(c) - 'a' + 10);
		}
		if (!ok) {
			fprintf(stderr, "%s:%u:%u: error: invalid dword '%.*s', expected 0x and 1 to 8 hex digits\n", name,
				line, (unsigned int)(s - line0) + 1, (int)(t - s > 40 ? 40 : t - s), s);
			++*errors;
		} else {
			if (*n == cap) {
				uint32_t *nd = realloc(dw, (cap *= 2) * 4);

				if (!nd) {
					free(dw);
					return NULL;
				}
				dw = nd;
			}
			dw[(*n)++] = (uint32_t)v;
		}
		s = t;
	}
	if (dw && *errors) {
		free(dw);
		return NULL;
	}
	return dw;
}

int cmd_pm4(int argc, char **argv)
{
	const char *file = NULL, *tname = "gfx1201", *v;
	const struct gs_target *t;
	struct gs_error err = { 0 };
	uint8_t *data;
	uint32_t *dw;
	size_t n, ndw;
	int text = 1, rc = EXIT_OK;
	unsigned int flags = GS_PM4_DUMP_CONTINUE;

	if (argc < 2 || strcmp(argv[1], "decode") != 0) {
		if (argc >= 2 && (strcmp(argv[1], "--help") == 0 || strcmp(argv[1], "-h") == 0)) {
			fputs(pm4_help, stdout);
			return stdout_finish(EXIT_OK);
		}
		return usage_error("pm4", "expected the subcommand 'decode'");
	}
	for (int i = 2; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			fputs(pm4_help, stdout);
			return stdout_finish(EXIT_OK);
		} else if (strcmp(argv[i], "--json") == 0) {
			flags |= GS_PM4_DUMP_JSON;
		} else if ((v = opt_value(argc, argv, &i, "--target"))) {
			tname = v;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			return usage_error("pm4", "unknown option '%s'", argv[i]);
		} else {
			file = argv[i];
		}
	}
	t = gs_target_find(tname);
	if (!t)
		return usage_error("pm4", "unknown target '%s'", tname);
	data = read_input(file ? file : "-", &n, &err);
	if (!data)
		return report(&err);
	/* binary streams hold NULs and other control bytes; text may hold any
	 * other byte (UTF-8 in a comment is still text) */
	for (size_t i = 0; i < n && text; i++)
		text = data[i] >= 0x20 || (data[i] && isspace(data[i]));
	if (text) {
		const char *name = file && strcmp(file, "-") ? file : "<stdin>";
		unsigned int errors;

		dw = parse_hex(name, (const char *)data, n, &ndw, &errors);
		free(data);
		if (!dw) {
			if (!errors)
				fprintf(stderr, "gfxshim: error: %s: out of memory\n", name);
			return EXIT_ERROR;
		}
	} else {
		if (n % 4) {
			free(data);
			fprintf(stderr, "gfxshim: error: binary input of %zu bytes is not whole dwords\n", n);
			return EXIT_ERROR;
		}
		dw = (uint32_t *)(void *)data;
		ndw = n / 4;
	}
	if (gs_pm4_dump_ex(stdout, t, dw, ndw, flags, &err))
		rc = report(&err);
	free(dw);
	return stdout_finish(rc);
}
