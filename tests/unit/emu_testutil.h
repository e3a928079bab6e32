/* SPDX-License-Identifier: MIT */
/*
 * Scaffolding shared by the emulator unit tests (test_emu*.c, test_wmma.c):
 * kernels are written as text, assembled, loaded and launched on an
 * "emu:<target>" device through the public API.  Include after harness.h.
 *
 *   emu_expand()   replace the generation tokens below (WAIT_KM, BARRIER, ...)
 *                  with their gfx11 or gfx12 spelling (gen 9: gfx942/gfx950's)
 *   emu_load()     write an assembled program's code object (freeing the
 *                  program) and load it as a module
 *   emu_launch()   assemble a whole source, write the code object, load it
 *                  and launch kernel "k" on grid x block threads (1-D);
 *                  an assembly error is a failed check and GS_ERR_SYNTAX
 *   emu_open()     open the test device (emu_device_spec: $GS_TEST_DEVICE,
 *                  default "emu:<target>") with two EMU_BUF-byte buffers in,
 *                  out (a failure is a failed check; returns 1 when ready, 0
 *                  without a check when the device is another target's GPU)
 *   emu_close()    free what emu_open() got
 *   emu_run()      wrap a kernel body as kernel "k" (kernarg: in and out
 *                  pointers in s[0:1]; kd: extra .amdhsa_ lines), expand
 *                  and launch it
 *   emu_run_ok()   emu_run() expecting success, as one check
 *   emu_run_fails()  emu_run() expecting a status and error text, as one check
 *   emu_in(), emu_out()  the buffers' CPU views
 *   emu_main()     run a test function on gfx1100 and gfx1201, each with
 *                  its own emu_open()ed device; returns the exit status
 *   emu_xs()       xorshift32 step (reproducible inputs from a fixed seed)
 *   EMU_CASE_KERNEL  printf format of a kernel applying one instruction (%s)
 *                  to v[2:3], v[4:5], v[6:7] loaded from in + 0/512/1024
 *                  (8 bytes a lane) and storing v[8:9] to out; emu_case()
 *                  (emu_case.h) runs one and checks each lane with a C model
 */
#ifndef GS_EMU_TESTUTIL_H
#define GS_EMU_TESTUTIL_H

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"

#define EMU_BUF 16384  /* bytes per buffer */

struct emu_env {
	const char *tname;      /* "gfx1100" */
	int gen;                /* 11 or 12 */
	int wave64;             /* assemble and launch as wave64 (kd must say so too) */
	const char *file;       /* file name in assembler messages */
	struct gs_device *dev;
	struct gs_bo *in, *out;
};

/* Copy src into dst replacing generation-specific tokens.  Tokens match
 * anywhere (even inside a word), so they must not occur in symbolic names;
 * a token that is a prefix of another comes after it. */
static inline void emu_expand(int gen, const char *src, char *dst, size_t size)
{
	static const struct { const char *tok, *g11, *g12; } subs[] = {
		{ "WAIT_KM", "s_waitcnt lgkmcnt(0)", "s_wait_kmcnt 0" },
		{ "WAIT_LOAD", "s_waitcnt vmcnt(0)", "s_wait_loadcnt 0" },
		{ "WAIT_STORE", "s_waitcnt_vscnt null, 0x0", "s_wait_storecnt 0" },
		{ "WAIT_DS", "s_waitcnt lgkmcnt(0)", "s_wait_dscnt 0" },
		{ "BARRIER", "s_barrier", "s_barrier_signal -1\n\ts_barrier_wait -1" },
		{ "ATOMIC_RTN", "glc", "th:TH_ATOMIC_RETURN" },
		{ "HWID1", "HW_REG_HW_ID1", "HW_REG_WAVE_HW_ID1" },
		{ "HWID2", "HW_REG_HW_ID2", "HW_REG_WAVE_HW_ID2" },
		{ "%CYC%", "HW_REG_SHADER_CYCLES", "HW_REG_SHADER_CYCLES_LO" },
		{ "S_ADDC", "s_addc_u32", "s_add_co_ci_u32" },
		{ "S_IADD", "s_add_i32", "s_add_co_i32" },
		{ "S_ISUB", "s_sub_i32", "s_sub_co_i32" },
		{ "S_ADD", "s_add_u32", "s_add_co_u32" },
		{ "S_SUB", "s_sub_u32", "s_sub_co_u32" },
		{ "V_MAXF", "v_max_f32", "v_max_num_f32" },
		{ "V_MINF", "v_min_f32", "v_min_num_f32" },
	};
	/* gfx9 (gen 9) spells the rest as gfx11 does */
	static const struct { const char *tok, *g9; } subs9[] = {
		{ "WAIT_STORE", "s_waitcnt vmcnt(0)" },  /* stores count on VMcnt */
		{ "ATOMIC_RTN", "sc0" },
	};
	size_t n = 0;

	while (*src && n + 64 < size) {
		size_t i, k;

		for (k = 0; gen == 9 && k < sizeof(subs9) / sizeof(subs9[0]); k++)
			if (!strncmp(src, subs9[k].tok, strlen(subs9[k].tok)))
				break;
		if (gen == 9 && k < sizeof(subs9) / sizeof(subs9[0])) {
			n += (size_t)snprintf(dst + n, size - n, "%s", subs9[k].g9);
			src += strlen(subs9[k].tok);
			continue;
		}
		for (i = 0; i < sizeof(subs) / sizeof(subs[0]); i++) {
			size_t l = strlen(subs[i].tok);

			if (!strncmp(src, subs[i].tok, l)) {
				n += (size_t)snprintf(dst + n, size - n, "%s", gen >= 12 ? subs[i].g12 : subs[i].g11);
				src += l;
				break;
			}
		}
		if (i == sizeof(subs) / sizeof(subs[0]))
			dst[n++] = *src++;
	}
	dst[n] = 0;
}

static inline enum gs_status emu_load(struct gs_device *dev, struct gs_program *prog,
				      struct gs_module **m, struct gs_error *err)
{
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	uint8_t *img = NULL;
	size_t img_size = 0;
	enum gs_status st;

	in.target = prog->target;
	in.text = prog->text;
	in.text_size = prog->text_size;
	in.kernels = prog->kernels;
	in.n_kernels = prog->n_kernels;
	st = gs_codeobj_write(&in, &img, &img_size, err);
	gs_program_free(prog);
	if (st)
		return st;
	st = gs_module_load(dev, img, img_size, m, err);
	free(img);
	return st;
}

static inline enum gs_status emu_launch(struct gs_device *dev, const char *tname, const char *file,
					int wave64, const char *src, unsigned int grid, unsigned int block,
					const void *args, size_t args_size, struct gs_error *err)
{
	struct gs_asm_options ao = { 0 };
	struct gs_program *prog = NULL;
	struct gs_module *m = NULL;
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	enum gs_status st;

	ao.target = gs_target_find(tname);
	ao.wave64 = wave64;
	ao.filename = file;
	st = gs_assemble(src, strlen(src), &ao, &prog, err);
	if (st) {
		CHECK(0, "%s: assembles: %s\n# source:\n%s", tname, err->msg, src);
		gs_program_free(prog);
		return GS_ERR_SYNTAX;
	}
	st = emu_load(dev, prog, &m, err);
	if (st)
		return st;
	ld.grid[0] = grid;
	ld.block[0] = block;
	ld.grid[1] = ld.grid[2] = ld.block[1] = ld.block[2] = 1;
	ld.kernarg = args;
	ld.kernarg_size = args_size;
	st = gs_launch(dev, m, &ld, NULL, err);
	gs_module_free(m);
	return st;
}

/* The device tests of target tname run on: $GS_TEST_DEVICE, default
 * "emu:TARGET"; the word TARGET in it stands for tname (GS_TEST_DEVICE=
 * amdgpu:0 runs them on a GPU, make check-hw). */
static inline const char *emu_device_spec(const char *tname, char *spec, size_t size)
{
	const char *d = getenv("GS_TEST_DEVICE"), *t;

	if (!d || !*d)
		d = "emu:TARGET";
	t = strstr(d, "TARGET");
	if (t)
		snprintf(spec, size, "%.*s%s%s", (int)(t - d), d, tname, t + 6);
	else
		snprintf(spec, size, "%s", d);
	return spec;
}

static inline int emu_open(struct emu_env *e, const char *tname, int gen, const char *file)
{
	struct gs_error err = { 0 };
	struct gs_device_info info = GS_DEVICE_INFO_INIT;
	char spec[64];

	memset(e, 0, sizeof(*e));
	e->tname = tname;
	e->gen = gen;
	e->file = file;
	emu_device_spec(tname, spec, sizeof(spec));
	if (!CHECK(gs_device_open(spec, NULL, &e->dev, &err) == GS_OK, "open %s: %s", spec, err.msg))
		return 0;
	gs_device_get_info(e->dev, &info);
	if (!info.target || strcmp(info.target->name, tname) != 0) {
		printf("# SKIP %s tests: %s is %s\n", tname, spec, info.target ? info.target->name : "no target");
		gs_device_close(e->dev);
		e->dev = NULL;
		return 0;
	}
	return CHECK(gs_bo_alloc(e->dev, EMU_BUF, 0, &e->in, &err) == GS_OK &&
		     gs_bo_alloc(e->dev, EMU_BUF, 0, &e->out, &err) == GS_OK, "%s: buffers", tname);
}

static inline void emu_close(struct emu_env *e)
{
	if (e->in)
		gs_bo_free(e->dev, e->in);
	if (e->out)
		gs_bo_free(e->dev, e->out);
	if (e->dev)
		gs_device_close(e->dev);
	e->in = e->out = NULL;
	e->dev = NULL;
}

static inline enum gs_status emu_run(struct emu_env *e, const char *body, const char *kd,
				     unsigned int grid, unsigned int block, struct gs_error *err)
{
	static char src[32768], exp[32768];
	uint64_t args[2] = { e->in->va, e->out->va };

	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n%s\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 16\n\t.amdhsa_next_free_sgpr 64\n"
		 "\t.amdhsa_next_free_vgpr 32\n%s\n\t.end_amdhsa_kernel\n", body, kd ? kd : "");
	emu_expand(e->gen, src, exp, sizeof(exp));
	return emu_launch(e->dev, e->tname, e->file, e->wave64, exp, grid, block, args, sizeof(args), err);
}

static inline int emu_run_ok(struct emu_env *e, const char *what, const char *body, const char *kd,
			     unsigned int grid, unsigned int block)
{
	struct gs_error err = { 0 };
	enum gs_status st = emu_run(e, body, kd, grid, block, &err);

	if (st == GS_ERR_SYNTAX)
		return 0;
	return CHECK(st == GS_OK, "%s: %s runs (%s)", e->tname, what, st ? err.msg : "ok");
}

/* emu_run() expecting status want and an error naming every one of parts
 * (NULL-terminated, generation tokens expanded), as one check. */
static inline void emu_run_fails(struct emu_env *e, const char *what, const char *body, const char *kd,
				 unsigned int grid, unsigned int block, enum gs_status want,
				 const char *const *parts)
{
	struct gs_error err = { 0 };
	char exp[256];
	enum gs_status st = emu_run(e, body, kd, grid, block, &err);
	int ok;

	if (st == GS_ERR_SYNTAX)
		return;
	ok = st == want;
	for (unsigned int i = 0; parts[i] && ok; i++) {
		emu_expand(e->gen, parts[i], exp, sizeof(exp));
		ok = strstr(err.msg, exp) != NULL;
	}
	CHECK(ok, "%s: %s (status %d, want %d): %s", e->tname, what, (int)st, (int)want, err.msg);
}

static inline uint32_t *emu_in(struct emu_env *e) { return e->in->cpu; }
static inline uint32_t *emu_out(struct emu_env *e) { return e->out->cpu; }

static inline int emu_main(void (*tests)(struct emu_env *e), const char *file)
{
	static const struct { const char *tname; int gen; } targets[] = { { "gfx1100", 11 }, { "gfx1201", 12 } };

	(void)t_fmt;  /* harness.h's CHECK_STR helper, not used by every test */
	for (size_t i = 0; i < sizeof(targets) / sizeof(targets[0]); i++) {
		struct emu_env e;

		if (emu_open(&e, targets[i].tname, targets[i].gen, file))
			tests(&e);
		emu_close(&e);
	}
	return t_done();
}

/* emu_main() on the targets of a space-separated list ("gfx1100 gfx942"),
 * gfx9 ones in wave64. */
static inline int emu_main_on(const char *targets, void (*tests)(struct emu_env *e), const char *file)
{
	(void)t_fmt;
	for (const char *p = targets; *p;) {
		char name[16];
		size_t n = strcspn(p, " ");
		const struct gs_target *t;
		struct emu_env e;

		snprintf(name, sizeof(name), "%.*s", (int)n, p);
		p += n + strspn(p + n, " ");
		t = gs_target_find(name);
		if (!CHECK(t != NULL, "target %s known", name))
			continue;
		if (emu_open(&e, name, t->gen == GS_GEN_GFX9 ? 9 : t->gen == GS_GEN_GFX11 ? 11 : 12, file)) {
			e.wave64 = t->gen == GS_GEN_GFX9;
			tests(&e);
		}
		emu_close(&e);
	}
	return t_done();
}

static inline uint32_t emu_xs(uint32_t *state)
{
	*state ^= *state << 13;
	*state ^= *state >> 17;
	*state ^= *state << 5;
	return *state;
}

/* Lane l of workgroup g handles element 32 * g + l; v8:9 start as 0xdeadbeef
 * so a result that leaves the high half alone shows it. */
#define EMU_CASE_KERNEL \
	"\ts_load_b128 s[4:7], s[0:1], 0x0\n" \
	"\ts_lshl_b32 s3, s2, 8\n" \
	"\tv_lshlrev_b32 v1, 3, v0\n" \
	"\tv_add_nc_u32 v1, s3, v1\n" \
	"\tWAIT_KM\n" \
	"\tglobal_load_b64 v[2:3], v1, s[4:5]\n" \
	"\tglobal_load_b64 v[4:5], v1, s[4:5] offset:512\n" \
	"\tglobal_load_b64 v[6:7], v1, s[4:5] offset:1024\n" \
	"\tv_mov_b32 v8, 0xdeadbeef\n\tv_mov_b32 v9, 0xdeadbeef\n" \
	"\tWAIT_LOAD\n" \
	"\t%s\n" \
	"\tglobal_store_b64 v1, v[8:9], s[6:7]\n"

#endif /* GS_EMU_TESTUTIL_H */
