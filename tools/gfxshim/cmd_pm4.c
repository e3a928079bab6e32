// SPDX-License-Identifier: MIT
/* gfxshim pm4 decode: print a PM4 stream packet by packet. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gfxshim/pm4.h"

static const char pm4_help[] =
	"usage: gfxshim pm4 decode [--target T] [--json] FILE|-\n"
	"\n"
	"Decode a PM4 stream (a raw indirect buffer): binary little-endian dwords,\n"
	"or text with one or more 0x-prefixed dwords per line.  Each packet is\n"
	"printed with its name, register names and decoded fields; register names\n"
	"and the packet layouts come from T (default gfx1201).  A malformed or\n"
	"unknown packet is reported with its dword offset and decoding goes on when\n"
	"its size is known; the exit status is then 3.\n"
	"\n"
	"  --json     a JSON array with one object per packet (one per line)\n"
	"\n"
	"`gfxshim run --dump-pm4` shows the stream of a real launch.\n";

/* Text input: every 0x... token is a dword. */
static uint32_t *parse_hex(const char *s, size_t *n)
{
	size_t cap = 64;
	uint32_t *dw = malloc(cap * 4);

	*n = 0;
	while (dw && *s) {
		if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
			char *end;
			unsigned long long v = strtoull(s, &end, 16);

			if (v > 0xffffffffull) {
				free(dw);
				return NULL;
			}
			if (*n == cap) {
				uint32_t *nd = realloc(dw, (cap *= 2) * 4);

				if (!nd) {
					free(dw);
					return NULL;
				}
				dw = nd;
			}
			dw[(*n)++] = (uint32_t)v;
			s = end;
		} else {
			s++;
		}
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
			return EXIT_OK;
		}
		return usage_error("pm4", "expected the subcommand 'decode'");
	}
	for (int i = 2; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			fputs(pm4_help, stdout);
			return EXIT_OK;
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
	for (size_t i = 0; i < n && text; i++)
		text = isprint(data[i]) || isspace(data[i]);
	if (text) {
		dw = parse_hex((const char *)data, &ndw);
		free(data);
		if (!dw) {
			fprintf(stderr, "gfxshim: error: bad hex dword in input\n");
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
	return rc;
}
