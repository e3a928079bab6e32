// SPDX-License-Identifier: MIT
/* gfxshim disasm: llvm-mc's --disassemble input (hex bytes, [...] groups)
 * or a code object. */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "cli.h"
#include "gfxshim/codeobj.h"
#include "outfile.h"

static const char disasm_help[] =
	"usage: gfxshim disasm --mcpu=TARGET [-show-encoding] [--wave64] FILE|-\n"
	"\n"
	"Disassemble hex bytes as llvm-mc-22 --disassemble reads them (byte tokens\n"
	"such as 0xbf, 0b1, 017 or 12, separated by blanks or commas; each [ ... ]\n"
	"group decoded on its own; '#' and ';' start comments), or the kernels of a\n"
	"code object (target from the object).  A token that is no byte is an\n"
	"error at its line:col and nothing is decoded.\n"
	"\n"
	"example:\n"
	"  echo '0x00,0x00,0xb0,0xbf' | gfxshim disasm --mcpu=gfx1201 -show-encoding -\n";

/* Where a byte of hex input was written, for messages. */
struct hexpos {
	unsigned int line, col;
};

/* The hex input read: its bytes, their positions, and the groups to decode
 * on their own (a [ ... ] block, or the bytes between blocks). */
struct hexin {
	const char *name;        /* the file as messages name it (<stdin> for -) */
	uint8_t *b;
	struct hexpos *pos;
	size_t n;
	size_t cap;
	size_t *group;           /* start of each group in b; a group ends where the next starts */
	size_t n_groups, groups_cap;
	unsigned int errors;
};

static void print_inst(const struct gs_target *t, const struct hexin *in, const uint8_t *p, size_t n,
		       uint64_t pc, const struct mc_opts *mc, unsigned int *isz, int *ok)
{
	char text[GS_DISASM_TEXT_MAX];
	struct gs_error err = { 0 };
	int show = mc->show_encoding;

	*ok = gs_disasm_one_wave(t, (mc->wave64 ? GS_DISASM_WAVE64 : 0) | GS_DISASM_LLVM_DISASSEMBLER,
				 p, n, pc, text, sizeof(text), isz, &err) == GS_OK;
	if (!*ok) {
		/* llvm-mc's words, at the byte where decoding stopped */
		if (in)
			fprintf(stderr, "%s:%u:%u: warning: invalid instruction encoding\n", in->name,
				in->pos[pc].line, in->pos[pc].col);
		else
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
static int run_group(const struct gs_target *t, const struct hexin *in, size_t start, size_t end,
		     const struct mc_opts *show)
{
	size_t off = start;
	int ok = 1;

	while (off < end && ok) {
		unsigned int isz = 0;

		print_inst(t, in, in->b + off, end - off, off, show, &isz, &ok);
		off += isz;
	}
	return ok;
}

static void hex_error(struct hexin *in, unsigned int line, unsigned int col, const char *what)
{
	fprintf(stderr, "%s:%u:%u: error: %s\n", in->name, line, col, what);
	in->errors++;
}

/* A byte token as llvm-mc reads one (StringRef::getAsInteger, radix
 * sensed): 0x/0X hex, 0b/0B binary, 0o or a leading 0 octal, else decimal;
 * every character a digit of that radix, the value at most 255. */
static int byte_token(const char *s, size_t n, uint8_t *v)
{
	unsigned int radix = 10, x = 0;
	size_t i = 0;

	if (n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X'))
		radix = 16, i = 2;
	else if (n > 2 && s[0] == '0' && (s[1] == 'b' || s[1] == 'B'))
		radix = 2, i = 2;
	else if (n > 2 && s[0] == '0' && s[1] == 'o')
		radix = 8, i = 2;
	else if (n > 1 && s[0] == '0' && isdigit((unsigned char)s[1]))
		radix = 8, i = 1;
	if (i == n)
		return 0;
	for (; i < n; i++) {
		int c = (unsigned char)s[i];
		unsigned int d = isdigit(c) ? (unsigned int)(c - '0') :
				 isxdigit(c) ? (unsigned int)(tolower(c) - 'a' + 10) : 99;

		if (d >= radix)
			return 0;
		x = x * radix + d;
		if (x > 255)
			return 0;
	}
	*v = (uint8_t)x;
	return 1;
}

/* A new group starts at byte n. */
static int push_group(struct hexin *in, size_t n)
{
	if (in->n_groups == in->groups_cap) {
		size_t c = in->groups_cap ? in->groups_cap * 2 : 16;
		size_t *g = realloc(in->group, c * sizeof(*g));

		if (!g)
			return 0;
		in->group = g;
		in->groups_cap = c;
	}
	in->group[in->n_groups++] = n;
	return 1;
}

static int push_byte(struct hexin *in, uint8_t v, unsigned int line, unsigned int col)
{
	if (in->n == in->cap) {
		size_t c = in->cap ? in->cap * 2 : 256;
		uint8_t *b = realloc(in->b, c);
		struct hexpos *pos;

		if (!b)
			return 0;
		in->b = b;
		pos = realloc(in->pos, c * sizeof(*pos));
		if (!pos)
			return 0;
		in->pos = pos;
		in->cap = c;
	}
	in->b[in->n] = v;
	in->pos[in->n].line = line;
	in->pos[in->n].col = col;
	in->n++;
	return 1;
}

/* What ends a token (llvm-mc's set, plus ';' for gfxshim's comments). */
static int hex_delim(char c)
{
	return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == ',' || c == '#' || c == ';' ||
	       c == '[' || c == ']';
}

/* Read the whole input before decoding anything: any bad token, stray ']'
 * or unclosed '[' is reported with its line:col and nothing is decoded,
 * so no byte is silently dropped or shifted.  Returns 0 when out of memory. */
static int read_hex(struct hexin *in, const char *s, size_t len)
{
	unsigned int line = 1;
	const char *line0 = s, *end = s + len;
	int open = 0;

	if (!push_group(in, 0))
		return 0;
	while (s < end) {
		const char *t;
		unsigned int col = (unsigned int)(s - line0) + 1;

		if (*s == '\n') {
			line++;
			line0 = ++s;
		} else if (*s == ' ' || *s == '\t' || *s == '\r' || *s == ',') {
			s++;
		} else if (*s == '#' || *s == ';') {
			while (s < end && *s != '\n')
				s++;
		} else if (*s == '[' || *s == ']') {
			if (*s == '[' && open) {
				hex_error(in, line, col, "nested atomic blocks make no sense");
			} else if (*s == ']' && !open) {
				hex_error(in, line, col, "attempt to close atomic block without opening");
			} else {
				open = *s == '[';
				if (in->group[in->n_groups - 1] != in->n && !push_group(in, in->n))
					return 0;
			}
			s++;
		} else {
			uint8_t v;

			for (t = s + 1; t < end && !hex_delim(*t); t++)
				;
			if (!byte_token(s, (size_t)(t - s), &v)) {
				hex_error(in, line, col, "invalid input token");
			} else {
				if (!push_byte(in, v, line, col))
					return 0;
			}
			s = t;
		}
	}
	if (open)
		hex_error(in, line, (unsigned int)(s - line0) + 1, "unclosed atomic block");
	return 1;
}

static int disasm_hex(const struct gs_target *t, const char *file, const char *s, size_t len,
		      const struct mc_opts *show)
{
	struct hexin in = { .name = strcmp(file, "-") == 0 ? "<stdin>" : file };
	int ok = 1;

	if (!read_hex(&in, s, len)) {
		fprintf(stderr, "gfxshim: error: %s: out of memory\n", in.name);
		ok = 0;
	} else if (in.errors) {
		ok = 0;
	} else {
		for (size_t g = 0; g < in.n_groups; g++)
			ok &= run_group(t, &in, in.group[g], g + 1 < in.n_groups ? in.group[g + 1] : in.n, show);
	}
	free(in.b);
	free(in.pos);
	free(in.group);
	return ok ? EXIT_OK : EXIT_ERROR;
}

static int disasm_elf(const uint8_t *img, size_t size, const struct mc_opts *show)
{
	struct gs_codeobj co;
	struct gs_error err = { 0 };
	int rc = EXIT_OK;

	if (gs_codeobj_read(img, size, &co, &err))
		return report(&err);
	if (!co.n_kernels) {
		/* code is found through the kernels' entry points: say so, not nothing */
		fprintf(stderr, "gfxshim: error: the code object has no kernel (no .kd symbol), nothing to disassemble\n");
		gs_codeobj_free(&co);
		return EXIT_ERROR;
	}
	for (size_t k = 0; k < co.n_kernels; k++) {
		uint64_t start = co.kernels[k].entry_offset, end = co.load_size;

		for (size_t j = 0; j < co.n_kernels; j++)
			if (co.kernels[j].entry_offset > start && co.kernels[j].entry_offset < end)
				end = co.kernels[j].entry_offset;
		printf("%s:\n", co.kernels[k].name);
		for (uint64_t off = start; off < end;) {
			unsigned int isz = 0;
			int ok;

			print_inst(co.target, NULL, co.load_image + off, end - off, off, show, &isz, &ok);
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
			return stdout_finish(EXIT_OK);
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
		rc = disasm_hex(t, file ? file : "-", (const char *)data, n, &mc);
	}
	free(data);
	return stdout_finish(rc);
}
