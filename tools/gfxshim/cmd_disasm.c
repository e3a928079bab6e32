// SPDX-License-Identifier: MIT
/* gfxshim disasm: llvm-mc's --disassemble input (hex bytes, [...] groups)
 * or a code object. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gfxshim/codeobj.h"

static const char disasm_help[] =
	"usage: gfxshim disasm --mcpu=TARGET [-show-encoding] [--wave64] FILE|-\n"
	"\n"
	"Disassemble hex bytes as llvm-mc-22 --disassemble reads them (0x.. tokens;\n"
	"each [ ... ] group decoded on its own; '#' and ';' start comments), or the\n"
	"kernels of a code object (target from the object).\n";

static void print_inst(const struct gs_target *t, const uint8_t *p, size_t n, uint64_t pc,
		       const struct mc_opts *mc, unsigned int *isz, int *ok)
{
	char text[GS_DISASM_TEXT_MAX];
	struct gs_error err = { 0 };
	int show = mc->show_encoding;

	*ok = gs_disasm_one_wave(t, (mc->wave64 ? GS_DISASM_WAVE64 : 0) | GS_DISASM_LLVM_DISASSEMBLER,
				 p, n, pc, text, sizeof(text), isz, &err) == GS_OK;
	if (!*ok) {
		fprintf(stderr, "gfxshim: warning: invalid instruction encoding at byte %llu\n",
			(unsigned long long)pc);
		return;
	}
	if (!show) {
		printf("\t%s\n", text);
		return;
	}
	printf("\t%-39s ; encoding: [", text);
	for (unsigned int k = 0; k < *isz; k++)
		printf("%s0x%02x", k ? "," : "", p[k]);
	printf("]\n");
}

/* Decode one group of bytes; stop at the first undecodable word. */
static int run_group(const struct gs_target *t, const uint8_t *b, size_t n, uint64_t base,
		     const struct mc_opts *show)
{
	size_t off = 0;
	int ok = 1;

	while (off < n && ok) {
		unsigned int isz = 0;

		print_inst(t, b + off, n - off, base + off, show, &isz, &ok);
		off += isz;
	}
	return ok;
}

static int disasm_hex(const struct gs_target *t, const char *s, const struct mc_opts *show)
{
	uint8_t *bytes = malloc(strlen(s) / 2 + 16);
	size_t n = 0, total = 0;
	int in_group = 0, ok = 1;

	if (!bytes)
		return EXIT_ERROR;
	while (*s) {
		if (*s == '#' || *s == ';') {
			while (*s && *s != '\n')
				s++;
		} else if (*s == '[') {
			if (n)
				ok &= run_group(t, bytes, n, total - n, show);
			n = 0;
			in_group = 1;
			s++;
		} else if (*s == ']') {
			ok &= run_group(t, bytes, n, total - n, show);
			n = 0;
			in_group = 0;
			s++;
		} else if (isxdigit((unsigned char)*s)) {
			char *end;
			unsigned long v = strtoul(s, &end, 0);

			if (v > 0xff || end == s) {
				fprintf(stderr, "gfxshim: error: invalid byte near '%.10s'\n", s);
				free(bytes);
				return EXIT_ERROR;
			}
			bytes[n++] = (uint8_t)v;
			total++;
			s = end;
		} else {
			s++;
		}
	}
	(void)in_group;
	if (n)
		ok &= run_group(t, bytes, n, total - n, show);
	free(bytes);
	return ok ? EXIT_OK : EXIT_ERROR;
}

static int disasm_elf(const uint8_t *img, size_t size, const struct mc_opts *show)
{
	struct gs_codeobj co;
	struct gs_error err = { 0 };
	int rc = EXIT_OK;

	if (gs_codeobj_read(img, size, &co, &err))
		return report(&err);
	for (size_t k = 0; k < co.n_kernels; k++) {
		uint64_t start = co.kernels[k].entry_offset, end = co.load_size;

		for (size_t j = 0; j < co.n_kernels; j++)
			if (co.kernels[j].entry_offset > start && co.kernels[j].entry_offset < end)
				end = co.kernels[j].entry_offset;
		printf("%s:\n", co.kernels[k].name);
		for (uint64_t off = start; off < end;) {
			unsigned int isz = 0;
			int ok;

			print_inst(co.target, co.load_image + off, end - off, off, show, &isz, &ok);
			if (!ok) {
				rc = EXIT_ERROR;
				break;
			}
			/* s_endpgm ends the kernel; what follows is padding */
			if (co.load_image[off + 3] == 0xbf && co.load_image[off + 2] == 0xb0 &&
			    co.load_image[off + 1] == 0 && co.load_image[off] == 0)
				break;
			off += isz;
		}
	}
	gs_codeobj_free(&co);
	return rc;
}

int cmd_disasm(int argc, char **argv)
{
	const char *file = NULL;
	struct mc_opts mc = { 0 };
	int rc;
	const struct gs_target *t = NULL;
	struct gs_error err = { 0 };
	uint8_t *data;
	size_t n;

	for (int i = 1; i < argc; i++) {
		if (strcmp(argv[i], "-h") == 0 || strcmp(argv[i], "--help") == 0) {
			fputs(disasm_help, stdout);
			return EXIT_OK;
		} else if (mc_option(argc, argv, &i, &mc)) {
			continue;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			return usage_error("disasm", "unknown option '%s'", argv[i]);
		} else if (!file) {
			file = argv[i];
		} else {
			return usage_error("disasm", "more than one input file");
		}
	}
	data = read_input(file ? file : "-", &n, &err);
	if (!data)
		return report(&err);
	if (n >= 4 && memcmp(data, "\177ELF", 4) == 0) {
		rc = disasm_elf(data, n, &mc);
	} else if (!mc.target || !(t = gs_target_find(mc.target))) {
		rc = usage_error("disasm", mc.target ? "unknown target '%s'" : "--mcpu=TARGET is needed for hex input%s",
				 mc.target ? mc.target : "");
	} else {
		rc = disasm_hex(t, (const char *)data, &mc);
	}
	free(data);
	return rc;
}
