// SPDX-License-Identifier: MIT
/*
 * Which instructions the emulator executes, found by running them: every
 * line of tools/gen/isa-ops.txt is assembled for a target as a one-line
 * kernel and dispatched on the emulator.  "not emulated" errors mean the
 * emulator lacks it; anything else (success, a fault or a hazard on the
 * sample's operands) means it executed the instruction.  Then every
 * instruction LLVM 22 knows for the target (the enumerated tables) is
 * counted, by group of encoding classes, as emulated or not yet, and the
 * ones not yet emulated are listed by name.  Prints reStructuredText.
 *
 * usage: emu-coverage tools/gen/isa-ops.txt > Documentation/emulator-coverage.rst
 * (make coverage-doc)
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/isa.h"
#include "gfxshim/launch.h"

enum verdict { NOT_ON_TARGET, NOT_EMULATED, EMULATED };

struct line {
	char text[160];  /* "mnemonic sample operands" */
	int gfx9;        /* 1: a "gfx9:" line (gfx9 only), -1: a line a gfx9 line replaces there */
};

/* Groups of LLVM's encoding classes, in the order the document lists them. */
static const struct group {
	const char *name;
	const char *classes;  /* space separated, each with a trailing space */
} groups[] = {
	{ "SALU", "SOP1 SOP2 SOPK SOPC SOPP " },
	{ "SMEM", "SMEM " },
	{ "VALU", "VOP1 VOP2 VOPC VOP3 VOP3SD VOP3P VOP3PX2 " },
	{ "interpolation", "VINTERP VINTRP LDSDIR " },
	{ "LDS", "DS " },
	{ "flat/global/scratch", "FLAT GLOBAL SCRATCH " },
	{ "buffer", "MUBUF MTBUF VBUFFER " },
	{ "image", "MIMG VIMAGE VSAMPLE " },
	{ "export", "EXP " },
};
#define NGROUPS (sizeof(groups) / sizeof(groups[0]))

static int group_of(const char *cls)
{
	char key[24];

	snprintf(key, sizeof(key), " %s ", cls);  /* whole names: " VOP3 " is not " VOP3P " */
	for (unsigned int g = 0; g < NGROUPS; g++) {
		char list[96];

		snprintf(list, sizeof(list), " %s", groups[g].classes);
		if (strstr(list, key))
			return (int)g;
	}
	return -1;  /* VOPD: dual-issue pairs of VALU instructions, counted there */
}

/* Instructions the emulator executes though the semantic table lacks them
 * (emu/decode.c: cache write-back/invalidate as no-ops, the K-literal
 * VOP2 forms as v_fma_f32; emu/exec_mix.c); a sample each, tried on every
 * target. */
static const char *const beyond[] = {
	"buffer_gl0_inv", "buffer_gl1_inv", "global_inv", "global_wb", "global_wbinv",
	"buffer_wbinvl1", "buffer_wbinvl1_vol", "buffer_inv", "buffer_wbl2",
	"v_fmaak_f32 v0, v1, v2, 0x3fc00000", "v_fmamk_f32 v0, v1, 0x3fc00000, v2",
	/* gfx11/gfx12 (emu/exec_mix.c); gfx9's mix lines are in its table */
	"v_fma_mix_f32 v0, v1, v2, v3", "v_fma_mixlo_f16 v0, v1, v2, v3", "v_fma_mixhi_f16 v0, v1, v2, v3",
	"v_fmaak_f16 v0, v1, v2, 0x3c00", "v_fmamk_f16 v0, v1, 0x3c00, v2", "v_mov_b16 v0.l, v1.l",
	"v_swap_b16 v0.l, v1.l",
	/* gfx11/gfx12 addtid, gfx12 block loads/stores (emu/vmem_extra.c) */
	"global_load_addtid_b32 v5, s[2:3]", "global_store_addtid_b32 v5, s[2:3]",
	"global_load_block v[8:39], v[2:3], off", "global_store_block v[2:3], v[8:39], off",
	"scratch_load_block v[8:39], v2, off", "scratch_store_block v2, v[8:39], off",
	/* gfx11/gfx12 VINTERP (emu/exec_interp.c); v_illegal raises its fault */
	"v_interp_p10_f32 v0, v1, v2, v3", "v_interp_p2_f32 v0, v1, v2, v3",
	"v_interp_p10_f16_f32 v0, v1, v2, v3", "v_interp_p2_f16_f32 v0, v1, v2, v3",
	"v_interp_p10_rtz_f16_f32 v0, v1, v2, v3", "v_interp_p2_rtz_f16_f32 v0, v1, v2, v3", "v_illegal",
	/* gfx9: as v_mad_f16 with K as the literal (emu/decode.c) */
	"v_madak_f16 v0, v1, v2, 0x3c00", "v_madmk_f16 v0, v1, 0x3c00, v2",
};
#define NBEYOND (sizeof(beyond) / sizeof(beyond[0]))

static enum verdict try_one(const struct gs_target *t, const char *line)
{
	char src[512];
	struct gs_asm_options ao = { .target = t, .filename = "coverage.s" };
	struct gs_device_options dopt = { .size = sizeof(dopt), .no_check = 1, .max_wave_insts = 1000 };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	/* gfx9: wave64 with every lane (MFMA spans all 64) */
	struct gs_launch_desc ld = { .size = sizeof(ld), .grid = { 1, 1, 1 }, .block = { t->gen == GS_GEN_GFX9 ? 64 : 32, 1, 1 } };
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	uint8_t *co = NULL;
	size_t co_size = 0;
	enum verdict v = NOT_EMULATED;
	char spec[32];

	snprintf(src, sizeof(src),
		 ".text\n.p2align 8\nk:\n  %s\n  s_endpgm\n.rodata\n.amdhsa_kernel k\n"
		 "  .amdhsa_next_free_vgpr 256\n  .amdhsa_next_free_sgpr 100\n"
		 "  .amdhsa_group_segment_fixed_size 4096\n%s.end_amdhsa_kernel\n", line,
		 t->gen == GS_GEN_GFX9 ? "  .amdhsa_accum_offset 128\n" : "");
	if (gs_assemble(src, strlen(src), &ao, &p, &err) != GS_OK) {
		gs_program_free(p);
		return NOT_ON_TARGET;
	}
	in = (struct gs_codeobj_input){ .size = sizeof(struct gs_codeobj_input), .target = p->target, .text = p->text, .text_size = p->text_size, .kernels = p->kernels, .n_kernels = p->n_kernels };
	snprintf(spec, sizeof(spec), "emu:%s", t->name);
	if (gs_codeobj_write(&in, &co, &co_size, &err) || gs_device_open(spec, &dopt, &dev, &err) ||
	    gs_module_load(dev, co, co_size, &m, &err)) {
		fprintf(stderr, "emu-coverage: %s: %s: %s\n", t->name, line, err.msg);
	} else if (gs_launch(dev, m, &ld, NULL, &err) == GS_OK ||
		   (!strstr(err.msg, "not emulated") && !strstr(err.msg, "unemulated"))) {
		v = EMULATED;
	}
	gs_module_free(m);
	gs_device_close(dev);
	free(co);
	gs_program_free(p);
	return v;
}

/* Run one line of the table on t (trying "a | b" alternatives in order). */
static enum verdict try_line(const struct gs_target *t, const char *text)
{
	char one[160], first[160], second[160], *bar, *sp;
	enum verdict v;

	snprintf(one, sizeof(one), "%s", text);
	bar = strchr(one, '|');
	if (!bar)
		return try_one(t, one);
	sp = strchr(one, ' ');
	*bar = 0;
	snprintf(first, sizeof(first), "%s", one);
	snprintf(second, sizeof(second), "%.*s %s", sp ? (int)(sp - one) : 0, one, bar + 1);
	v = try_one(t, first);
	return v == NOT_ON_TARGET ? try_one(t, second) : v;
}

/* A growing string; on allocation failure it stops growing (the tool then
 * reports the failure at exit). */
struct sbuf {
	char *s;
	size_t len, cap;
	int oom;
};

static void sb_add(struct sbuf *b, const char *fmt, const char *a)
{
	size_t need = strlen(fmt) + strlen(a) + 1;

	if (b->len + need > b->cap) {
		size_t cap = (b->cap + need) * 2;
		char *s = realloc(b->s, cap);

		if (!s) {
			b->oom = 1;
			return;
		}
		b->s = s;
		b->cap = cap;
	}
	b->len += (size_t)snprintf(b->s + b->len, b->cap - b->len, fmt, a);
}

static int cmp_str(const void *a, const void *b)
{
	return strcmp(*(const char *const *)a, *(const char *const *)b);
}

static int in_sorted(const char *const *v, size_t n, const char *s)
{
	return bsearch(&s, v, n, sizeof(*v), cmp_str) != NULL;
}

/* Every instruction LLVM knows for t, by group: counts and the names of
 * those not emulated (emu: sorted names the emulator executed). */
static int llvm_groups(const struct gs_target *t, const char *const *emu, size_t nemu)
{
	unsigned int total = gs_isa_count(t->name, NULL), known[NGROUPS] = { 0 }, done[NGROUPS] = { 0 };
	const char **names[NGROUPS] = { 0 };
	size_t n[NGROUPS] = { 0 };
	struct sbuf out = { 0 };
	int oom = 0;

	for (unsigned int i = 0; i < total; i++) {
		struct gs_isa_inst in;
		int g;

		if (gs_isa_at(t->name, i, &in) != GS_OK || (g = group_of(in.cls)) < 0)
			continue;
		if (!names[g])
			names[g] = calloc(total, sizeof(char *));
		if (!names[g]) {
			oom = 1;
			continue;
		}
		names[g][n[g]++] = in.mnemonic;  /* one per encoding: deduplicated below */
	}
	printf("====================  ==============  ========  =======\n"
	       "group                 LLVM 22 knows   emulated  not yet\n"
	       "====================  ==============  ========  =======\n");
	for (unsigned int g = 0; g < NGROUPS; g++) {
		size_t u = 0;

		if (!n[g])
			continue;
		qsort(names[g], n[g], sizeof(char *), cmp_str);
		for (size_t i = 0; i < n[g]; i++)
			if (!u || strcmp(names[g][u - 1], names[g][i]))
				names[g][u++] = names[g][i];
		n[g] = u;
		known[g] = (unsigned int)u;
		for (size_t i = 0; i < u; i++)
			done[g] += (unsigned int)in_sorted(emu, nemu, names[g][i]);
		printf("%-20s  %14u  %8u  %7u\n", groups[g].name, known[g], done[g], known[g] - done[g]);
	}
	printf("====================  ==============  ========  =======\n\n");
	printf("Not yet emulated, by group (LLVM's encoding classes in parentheses):\n\n");
	for (unsigned int g = 0; g < NGROUPS; g++) {
		int first = 1;
		char cls[96];

		if (known[g] == done[g])
			continue;

		snprintf(cls, sizeof(cls), "%s", groups[g].classes);
		cls[strlen(cls) - 1] = 0;  /* the trailing space */
		sb_add(&out, "- %s ", groups[g].name);
		sb_add(&out, "(%s): ", cls);
		for (size_t i = 0; i < n[g]; i++) {
			if (in_sorted(emu, nemu, names[g][i]))
				continue;
			sb_add(&out, first ? "``%s``" : ", ``%s``", names[g][i]);
			first = 0;
		}
		sb_add(&out, "%s\n", "");
	}
	if (out.s)
		fputs(out.s, stdout);
	printf("\n");
	for (unsigned int g = 0; g < NGROUPS; g++)
		free(names[g]);
	free(out.s);
	return oom || out.oom;
}

static void usage_line(void)
{
	fprintf(stderr, "usage: emu-coverage tools/gen/isa-ops.txt\n");
}

int main(int argc, char **argv)
{
	static const char *const targets[] = { "gfx1100", "gfx1151", "gfx1201", "gfx942", "gfx950" };
	FILE *f = argc > 1 ? fopen(argv[1], "r") : NULL;
	struct line *lines = NULL;
	size_t n = 0, cap = 0;
	char buf[256];
	int bad = 0;

	if (!f) {
		usage_line();
		return 2;
	}
	while (fgets(buf, sizeof(buf), f)) {
		char mnem[64], sig[32], sample[160] = "";
		int dr, sr;

		if (buf[0] == '#' || sscanf(buf, "%63s %31s %d %d %159[^\n]", mnem, sig, &dr, &sr, sample) < 4)
			continue;
		if (n == cap) {
			struct line *l = realloc(lines, (cap = cap ? cap * 2 : 256) * sizeof(*l));

			if (!l) {
				fprintf(stderr, "emu-coverage: out of memory\n");
				fclose(f);
				free(lines);
				return 1;
			}
			lines = l;
		}
		/* one sample per line; alternatives (a | b) are for generations */
		lines[n].gfx9 = !strncmp(mnem, "gfx9:", 5);
		snprintf(lines[n].text, sizeof(lines[n].text), "%s %s", mnem + (lines[n].gfx9 ? 5 : 0), sample);
		n++;
	}
	fclose(f);
	for (size_t i = 0; i < n; i++)
		for (size_t j = 0; j < n && !lines[i].gfx9; j++) {
			size_t l = strcspn(lines[i].text, " ");

			if (lines[j].gfx9 == 1 && !strncmp(lines[i].text, lines[j].text, l) && lines[j].text[l] == ' ')
				lines[i].gfx9 = -1;
		}

	printf(".. SPDX-License-Identifier: MIT\n.. Generated by build/tools/emu-coverage from tools/gen/isa-ops.txt\n"
	       "   (make coverage-doc); do not edit.\n\n");
	printf("===================================\nEmulator coverage, per generation\n===================================\n\n");
	printf("Each instruction of the semantic table (``tools/gen/isa-ops.txt``: the\n"
	       "emulator's semantic tables, gfx11/gfx12 and gfx9) was\n"
	       "assembled as a one-line kernel and run on the emulator; \"emulated\" means the\n"
	       "emulator executed it.  DPP, DPP8 and VOPD forms of these instructions are\n"
	       "emulated too and not counted separately.  Then every instruction LLVM 22\n"
	       "knows for the target (the enumerated tables, :doc:`isa-tables`) is counted\n"
	       "by group of encoding classes, a mnemonic once however many encodings it\n"
	       "has, and the ones the emulator does not execute yet are listed.  VOPD\n"
	       "(dual issue) pairs are not counted: each half is a VALU instruction above.\n"
	       "A few instructions run outside the semantic table (cache write-back and\n"
	       "invalidate as no-ops, ``v_fmaak_f32``/``v_fmamk_f32`` as ``v_fma_f32``,\n"
	       "gfx11/gfx12 ``v_fma_mix*``, ``v_fmaak_f16``/``v_fmamk_f16``, ``v_mov_b16``,\n"
	       "``v_swap_b16``, gfx11/gfx12 ``flat_*`` as their ``global_*`` namesakes,\n"
	       "``global_*_addtid_b32``, gfx12 block loads and stores, gfx11/gfx12\n"
	       "VINTERP, ``v_illegal`` as its fault) and count as emulated here.\n"
	       "The other targets of a generation share these tables (gfx1101-gfx1103 with\n"
	       "gfx1100, gfx1150-gfx1153 with gfx1151, gfx1200 with gfx1201).\n\n");
	for (unsigned int ti = 0; ti < sizeof(targets) / sizeof(targets[0]); ti++) {
		const struct gs_target *t = gs_target_find(targets[ti]);
		unsigned int on = 0, emu = 0;
		const char **done = calloc(2 * n + NBEYOND + 1, sizeof(char *));
		char (*names)[64] = calloc(2 * n + NBEYOND + 1, sizeof(*names));
		struct sbuf missing = { 0 };

		if (!t || !done || !names) {
			fprintf(stderr, "emu-coverage: %s: %s\n", targets[ti], t ? "out of memory" : "unknown target");
			free(done);
			free(names);
			bad = 1;
			continue;
		}
		for (size_t i = 0; i < n; i++) {
			enum verdict v;

			if (lines[i].gfx9 == (t->gen == GS_GEN_GFX9 ? -1 : 1))
				continue;  /* the other generations' spelling */
			v = try_line(t, lines[i].text);
			if (v == NOT_ON_TARGET)
				continue;
			on++;
			snprintf(names[on - 1], sizeof(names[0]), "%.*s", (int)strcspn(lines[i].text, " "), lines[i].text);
			if (v == EMULATED)
				done[emu++] = names[on - 1];
			else
				sb_add(&missing, missing.len ? ", ``%s``" : "``%s``", names[on - 1]);
		}
		/* what the emulator runs outside the semantic table (emu/decode.c):
		 * counted against LLVM's tables only */
		for (size_t i = 0; i < sizeof(beyond) / sizeof(beyond[0]); i++)
			if (try_line(t, beyond[i]) == EMULATED) {
				unsigned int k = 0;

				snprintf(names[on + i], sizeof(names[0]), "%.*s", (int)strcspn(beyond[i], " "), beyond[i]);
				while (k < emu && strcmp(done[k], names[on + i]))
					k++;
				if (k == emu)  /* not counted from the table already */
					done[emu++] = names[on + i];
			}
		/* gfx11/gfx12 flat_* run as their global_* namesakes (emu/exec_vmem.c):
		 * each global line's sample without its "off" saddr, run as flat */
		for (size_t i = 0; i < n && t->gen != GS_GEN_GFX9; i++) {
			const char *tx = lines[i].text;
			size_t len = strlen(tx);
			char line[200];
			unsigned int k = 0, at = on + NBEYOND + (unsigned int)i;

			if (lines[i].gfx9 == 1 || strncmp(tx, "global_", 7) || len < 5 || strcmp(tx + len - 5, ", off") ||
			    len + 1 >= sizeof(line))
				continue;
			snprintf(line, sizeof(line), "flat_%.*s", (int)(len - 5 - 7), tx + 7);
			if (try_line(t, line) != EMULATED)
				continue;
			snprintf(names[at], sizeof(names[0]), "%.*s", (int)strcspn(line, " "), line);
			while (k < emu && strcmp(done[k], names[at]))
				k++;
			if (k == emu)
				done[emu++] = names[at];
		}
		qsort(done, emu, sizeof(char *), cmp_str);
		printf("%s (%s)\n%.*s\n\n", t->name, t->arch, (int)(strlen(t->name) + strlen(t->arch) + 3),
		       "----------------------------------------");
		printf("- semantic table: %u instructions, %u emulated\n", on, emu);
		printf("- in the table but not emulated: %s\n", missing.len ? missing.s : "none");
		printf("- LLVM 22 knows %u instructions for %s (encodings of a mnemonic counted apart);\n"
		       "  by mnemonic:\n\n", gs_isa_count(t->name, NULL), t->name);
		bad |= llvm_groups(t, done, emu) | missing.oom;
		free(missing.s);
		free(done);
		free(names);
	}
	free(lines);
	return bad;
}
