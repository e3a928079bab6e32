// SPDX-License-Identifier: MIT
/*
 * A program built against the first sized release's header
 * (tests/abi/gfxshim_v1.h, included alone -- none of today's headers):
 * it opens the emulator, launches a kernel and builds PM4 with the old,
 * smaller structs and gets correct results, the library writing nothing
 * past an old result; sizes of 0 or below the first release's are refused
 * with GS_ERR_INVALID, and a newer caller's bytes the library does not
 * know are refused unless zero.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "../abi/gfxshim_v1.h"
#include "harness.h"

size_t gs_abi_struct_size(const char *name);

#define OK 0
#define ERR_INVALID (-1)
#define ERR_UNSUPPORTED (-5)

/* out[lane] = lane + 7, one workgroup of 64 lanes (wave32). */
static const char src[] =
	"\t.text\n\t.globl k\n\t.p2align 8\nk:\n"
	"\ts_load_b64 s[2:3], s[0:1], 0x0\n"
	"\tv_add_nc_u32 v1, 7, v0\n"
	"\tv_lshlrev_b32 v2, 2, v0\n"
	"\ts_waitcnt lgkmcnt(0)\n"
	"\tglobal_store_b32 v2, v1, s[2:3]\n\ts_endpgm\n"
	"\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
	"\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size 8\n"
	"\t.amdhsa_next_free_vgpr 3\n\t.amdhsa_next_free_sgpr 4\n\t.end_amdhsa_kernel\n";

static int canary_intact(const uint8_t *p, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (p[i] != 0xa5)
			return 0;
	return 1;
}

static void launches(struct gs_device *dev, struct gs_module *m, struct gs_bo *out)
{
	struct gs_error err;
	struct gs_launch_desc ld = { .size = sizeof(ld), .grid = { 1, 1, 1 }, .block = { 64, 1, 1 } };
	struct {
		struct gs_launch_result r;
		uint8_t canary[256];
	} res;
	const uint32_t *o = out->cpu;
	int good = 1, st;

	ld.kernarg = &out->va;
	ld.kernarg_size = 8;
	memset(&res, 0xa5, sizeof(res));
	res.r.size = sizeof(res.r);
	memset(out->cpu, 0, 256);
	st = gs_launch(dev, m, &ld, &res.r, &err);
	if (CHECK(st == OK, "an old descriptor and result launch: %s", st ? err.msg : "")) {
		for (unsigned int i = 0; i < 64; i++)
			good &= o[i] == i + 7;
		CHECK(good, "the old caller's kernel wrote out[i] = i + 7 for all 64 lanes");
		CHECK(res.r.wave32 == 1 && res.r.waves_per_group == 2 && res.r.pm4 && res.r.pm4_ndw > 8,
		      "the old result's fields are filled (wave32 %d, %u waves, %zu PM4 dwords)", res.r.wave32,
		      res.r.waves_per_group, res.r.pm4_ndw);
		CHECK(res.r.size == sizeof(res.r), "its size member is left as the caller set it");
		CHECK(canary_intact(res.canary, sizeof(res.canary)),
		      "nothing written past the old result's %zu bytes", sizeof(res.r));
		free(res.r.pm4);
	}
	st = gs_launch(dev, m, &ld, NULL, &err);
	CHECK(st == OK, "an old descriptor without a result: %s", st ? err.msg : "");

	ld.size = 0;
	st = gs_launch(dev, m, &ld, NULL, &err);
	CHECK(st == ERR_INVALID && strncmp(err.msg, "struct gs_launch_desc: size is 0", 32) == 0,
	      "a descriptor of size 0 is refused: %s", err.msg);
	ld.size = sizeof(ld) - 8;
	st = gs_launch(dev, m, &ld, NULL, &err);
	CHECK(st == ERR_INVALID && strncmp(err.msg, "struct gs_launch_desc: size", 27) == 0,
	      "a descriptor smaller than the first release's is refused: %s", err.msg);
	ld.size = sizeof(ld);
	res.r.size = 0;
	st = gs_launch(dev, m, &ld, &res.r, &err);
	CHECK(st == ERR_INVALID && strncmp(err.msg, "struct gs_launch_result: size is 0", 34) == 0,
	      "a result of size 0 is refused: %s", err.msg);
	res.r.size = sizeof(res.r) - 4;
	CHECK(gs_launch(dev, m, &ld, &res.r, &err) == ERR_INVALID, "a result below the first release's is refused");

	/* a caller built against a newer header than this library's: its
	 * extra bytes must be zero (options this library does not know) */
	size_t full = gs_abi_struct_size("gs_launch_desc");
	uint8_t *big = calloc(1, full + 16);

	if (CHECK(big && full >= sizeof(ld), "the library's gs_launch_desc is %zu bytes", full)) {
		memcpy(big, &ld, sizeof(ld));
		*(uint32_t *)big = (uint32_t)(full + 16);
		st = gs_launch(dev, m, (const struct gs_launch_desc *)big, NULL, &err);
		CHECK(st == OK, "a larger descriptor whose unknown bytes are zero launches: %s", st ? err.msg : "");
		big[full + 3] = 1;
		st = gs_launch(dev, m, (const struct gs_launch_desc *)big, NULL, &err);
		CHECK(st == ERR_UNSUPPORTED && strstr(err.msg, "past the"),
		      "one setting a byte the library does not know is refused: %s", err.msg);
	}
	free(big);
}

static void pm4(void)
{
	const struct gs_target *t = gs_target_find("gfx1100");
	struct gs_dispatch d = { .size = sizeof(d), .code_va = 0x100000, .grid = { 2, 1, 1 }, .block = { 64, 1, 1 },
				 .wave32 = 1, .fence_va = 0x200000, .fence_value = 1 };
	struct gs_pm4_release r = { .size = sizeof(r), .event = 0x28, .data_sel = 3, .addr = 0x300000 };
	struct gs_error err;
	struct gs_pm4 s;
	size_t n;
	int st;

	gs_pm4_init(&s, t);
	st = gs_pm4_build_dispatch(&s, &d, &err);
	CHECK(st == OK && s.n > 10, "an old dispatch description builds a dispatch (%zu dwords): %s", s.n,
	      st ? err.msg : "");
	n = s.n;
	d.size = 0;
	st = gs_pm4_build_dispatch(&s, &d, &err);
	CHECK(st == ERR_INVALID && s.n == n && strncmp(err.msg, "struct gs_dispatch: size is 0", 29) == 0,
	      "a dispatch of size 0 is refused, nothing emitted: %s", err.msg);
	gs_pm4_release_mem(&s, &r);
	CHECK(s.status == OK && s.n == n + 8, "an old RELEASE_MEM description emits its 8 dwords");
	r.size = 4;
	gs_pm4_release_mem(&s, &r);
	CHECK(s.status == ERR_INVALID && strstr(s.msg, "struct gs_pm4_release: size 4"),
	      "a release description below the first release's is the stream's error: %s", s.msg);
	gs_pm4_free(&s);
}

static void codeobj(void)
{
	static const uint8_t text[4] = { 0 };
	struct gs_codeobj_input in = { .size = 0, .target = gs_target_find("gfx1100"), .text = text,
				       .text_size = sizeof(text) };
	struct gs_error err;
	uint8_t *img = NULL;
	size_t n = 0;

	CHECK(gs_codeobj_write(&in, &img, &n, &err) == ERR_INVALID && !img &&
	      strncmp(err.msg, "struct gs_codeobj_input: size is 0", 34) == 0,
	      "a code object input of size 0 is refused: %s", err.msg);
}

int main(void)
{
	struct gs_device_options opt = { .size = sizeof(opt), .no_check = 0, .threads = 1 };
	struct {
		struct gs_device_info i;
		uint8_t canary[128];
	} info;
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct gs_bo *out = NULL;
	struct gs_error err;
	int st;

	opt.size = 0;
	st = gs_device_open("emu:gfx1100", &opt, &dev, &err);
	CHECK(st == ERR_INVALID && !dev && strncmp(err.msg, "struct gs_device_options: size is 0", 35) == 0,
	      "options of size 0 are refused: %s", err.msg);
	opt.size = sizeof(opt);
	st = gs_device_open("emu:gfx1100", &opt, &dev, &err);
	if (!CHECK(st == OK, "the emulator opens with old options: %s", st ? err.msg : ""))
		return 1;
	memset(&info, 0xa5, sizeof(info));
	info.i.size = sizeof(info.i);
	CHECK(gs_device_get_info(dev, &info.i) == OK && info.i.emulated == 1 && strstr(info.i.name, "emulator") &&
	      strcmp(info.i.backend, "emu") == 0 && info.i.mock == 0,
	      "an old info record is filled (%s)", info.i.name);
	CHECK(canary_intact(info.canary, sizeof(info.canary)), "nothing written past the old info's %zu bytes",
	      sizeof(info.i));
	info.i.size = 0;
	memset(info.i.name, 0xa5, sizeof(info.i.name));
	CHECK(gs_device_get_info(dev, &info.i) == ERR_INVALID && (uint8_t)info.i.name[0] == 0xa5,
	      "an info record of size 0 is refused and left alone");

	st = gs_module_assemble(dev, src, strlen(src), "abi.s", 0, &m, &err);
	if (CHECK(st == OK, "assembles: %s", st ? err.msg : "")) {
		st = gs_bo_alloc(dev, 256, 0, &out, &err);
		if (CHECK(st == OK, "an output buffer: %s", st ? err.msg : ""))
			launches(dev, m, out);
	}
	gs_bo_free(dev, out);
	gs_module_free(m);
	gs_device_close(dev);
	pm4();
	codeobj();
	(void)t_fmt;
	printf("1..%d\n", t_count);
	return t_failed != 0;
}
