// SPDX-License-Identifier: MIT
/* gfxshim counters: the performance-counter catalogue of a target. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gfxshim/perf.h"

static const char counters_help[] =
	"usage: gfxshim counters [--target T] [--json]\n"
	"\n"
	"List the performance-counter blocks of T's generation (registers, how many\n"
	"counters, how the block is replicated) and the events they count (name,\n"
	"PERF_SEL id, description), with their sources, and which events the\n"
	"emulator models.  Use the names with `gfxshim run --counters`.\n"
	"\n"
	"  --target T   gfx target (default gfx1201)\n"
	"  --json       one JSON object: target, catalogue, sources, blocks, events\n";

static void json_str(const char *v)
{
	putchar('"');
	for (; v && *v; v++) {
		unsigned char c = (unsigned char)*v;

		if (c == '"' || c == '\\')
			printf("\\%c", c);
		else if (c < 0x20)
			printf("\\u%04x", c);
		else
			putchar(c);
	}
	putchar('"');
}

static void print_json(const struct gs_target *t, const struct gs_perf_catalogue *c)
{
	char sel[64], lo[64], hi[64];

	printf("{\"target\": ");
	json_str(t->name);
	printf(", \"catalogue\": ");
	json_str(c->name);
	printf(", \"events_source\": ");
	json_str(c->source);
	printf(",\n \"blocks\": [");
	for (unsigned int i = 0; i < c->n_blocks; i++) {
		const struct gs_perf_block *b = &c->blocks[i];

		printf("%s\n  {\"name\": ", i ? "," : "");
		json_str(b->name);
		printf(", \"counters\": %u, \"bits\": %d, \"layout\": ", b->n_counters, b->has_hi ? 64 : 32);
		json_str(gs_perf_dist_name(b->dist));
		printf(", \"registers\": [");
		for (unsigned int k = 0; k < b->n_counters; k++) {
			gs_perf_block_regs(b, k, sel, lo, hi, sizeof(sel));
			printf("%s{\"select\": ", k ? ", " : "");
			json_str(sel);
			printf(", \"lo\": ");
			json_str(lo);
			printf(", \"hi\": ");
			if (hi[0])
				json_str(hi);
			else
				printf("null");
			printf("}");
		}
		printf("], \"source\": ");
		json_str(b->source);
		printf("}");
	}
	printf("\n ],\n \"events\": [");
	for (unsigned int i = 0; i < c->n_events; i++) {
		const struct gs_perf_event *e = &c->events[i];
		const char *emu = gs_perf_emulated_meaning(e->name);

		printf("%s\n  {\"name\": ", i ? "," : "");
		json_str(e->name);
		printf(", \"block\": ");
		json_str(e->block);
		printf(", \"id\": %u, \"emulated\": ", e->id);
		if (emu)
			json_str(emu);
		else
			printf("null");
		printf(", \"description\": ");
		json_str(e->description);
		printf("}");
	}
	printf("\n ]}\n");
}

static void print_text(const struct gs_target *t, const struct gs_perf_catalogue *c)
{
	char sel[64], lo[64], hi[64];

	printf("performance counters of %s (catalogue %s)\n", t->name, c->name);
	printf("events: %s\n\n", c->source);
	printf("%-6s %-8s %-4s %-14s %s\n", "block", "counters", "bits", "layout", "counter 0 registers; source");
	for (unsigned int i = 0; i < c->n_blocks; i++) {
		const struct gs_perf_block *b = &c->blocks[i];

		gs_perf_block_regs(b, 0, sel, lo, hi, sizeof(sel));
		printf("%-6s %-8u %-4d %-14s %s, %s%s%s; %s\n", b->name, b->n_counters, b->has_hi ? 64 : 32,
		       gs_perf_dist_name(b->dist), sel, lo, hi[0] ? ", " : "", hi, b->source);
	}
	printf("\n%-32s %-6s %-5s %-4s %s\n", "event", "block", "id", "emu", "description");
	for (unsigned int i = 0; i < c->n_events; i++) {
		const struct gs_perf_event *e = &c->events[i];

		printf("%-32s %-6s %-5u %-4s %.90s%s\n", e->name, e->block, e->id,
		       gs_perf_emulated_meaning(e->name) ? "yes" : "-", e->description,
		       strlen(e->description) > 90 ? "..." : "");
	}
	printf("\n%u blocks, %u events; emu = yes: the emulator counts it with its own model\n"
	       "(Documentation/perf-counters.rst), never a silicon measurement\n", c->n_blocks, c->n_events);
}

int cmd_counters(int argc, char **argv)
{
	const char *tname = "gfx1201", *v;
	const struct gs_target *t;
	const struct gs_perf_catalogue *c;
	int json = 0;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			fputs(counters_help, stdout);
			return EXIT_OK;
		} else if ((v = opt_value(argc, argv, &i, "--target"))) {
			tname = v;
		} else if (strcmp(argv[i], "--json") == 0) {
			json = 1;
		} else {
			return usage_error("counters", "unknown argument '%s'", argv[i]);
		}
	}
	t = gs_target_find(tname);
	if (!t)
		return usage_error("counters", "unknown target '%s' (see 'gfxshim targets')", tname);
	c = gs_perf_catalogue_for(t);
	if (!c) {
		fprintf(stderr, "gfxshim: error: no performance-counter catalogue for %s\n", t->name);
		return EXIT_ERROR;
	}
	if (json)
		print_json(t, c);
	else
		print_text(t, c);
	return EXIT_OK;
}
