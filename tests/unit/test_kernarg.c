// SPDX-License-Identifier: MIT
/*
 * The kernarg segment as gs_launch lays it out: .args metadata written and
 * read back (names, kinds, offsets, sizes, code object version), hidden
 * arguments of code object v5 filled from the launch (read back by a
 * kernel that copies its whole kernarg segment out), unsupported ones left
 * zero and named, the segment padded to 128 bytes, and the errors for too
 * few or too many argument bytes.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/device.h"
#include "gfxshim/launch.h"
#include "harness.h"

/* Each lane copies one dword of the kernarg segment to out[lane]: 96 lanes,
 * 384 bytes, the whole padded allocation of a 264-byte segment. */
static const char *const src_gfx11 =
	"\t.text\n\t.globl k\n\t.p2align 8\nk:\n"
	"\ts_load_b64 s[2:3], s[0:1], 0x0\n"
	"\tv_lshlrev_b32 v1, 2, v0\n"
	"\tglobal_load_b32 v2, v1, s[0:1]\n"
	".if .amdgcn.gfx_generation_number >= 12\n\ts_wait_kmcnt 0\n\ts_wait_loadcnt 0\n"
	".else\n\ts_waitcnt vmcnt(0) lgkmcnt(0)\n.endif\n"
	"\tglobal_store_b32 v1, v2, s[2:3]\n\ts_endpgm\n"
	"\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
	"\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size 264\n"
	"\t.amdhsa_next_free_vgpr 3\n\t.amdhsa_next_free_sgpr 4\n\t.end_amdhsa_kernel\n";
static const char *const src_gfx9 =
	"\t.text\n\t.globl k\n\t.p2align 8\nk:\n"
	"\ts_load_dwordx2 s[2:3], s[0:1], 0x0\n"
	"\tv_lshlrev_b32 v1, 2, v0\n"
	"\tglobal_load_dword v2, v1, s[0:1]\n"
	"\ts_waitcnt vmcnt(0) lgkmcnt(0)\n"
	"\tglobal_store_dword v1, v2, s[2:3]\n\ts_endpgm\n"
	"\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
	"\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size 264\n"
	"\t.amdhsa_next_free_vgpr 3\n\t.amdhsa_next_free_sgpr 4\n"
	"\t.amdhsa_accum_offset 4\n\t.end_amdhsa_kernel\n";

/* out at 0, then the v5 block from 8 as clang lays it out for one pointer */
static void make_args(struct gs_kernel_arg *a, unsigned int *n)
{
	static const struct {
		const char *name, *kind;
		uint32_t off, size;
	} t[] = {
		{ "out", "global_buffer", 0, 8 },
		{ "", "hidden_block_count_x", 8, 4 }, { "", "hidden_block_count_y", 12, 4 },
		{ "", "hidden_block_count_z", 16, 4 }, { "", "hidden_group_size_x", 20, 2 },
		{ "", "hidden_group_size_y", 22, 2 }, { "", "hidden_group_size_z", 24, 2 },
		{ "", "hidden_remainder_x", 26, 2 }, { "", "hidden_global_offset_x", 48, 8 },
		{ "", "hidden_grid_dims", 72, 2 }, { "", "hidden_hostcall_buffer", 88, 8 },
		{ "", "hidden_heap_v1", 104, 8 }, { "", "hidden_dynamic_lds_size", 128, 4 },
		{ "", "hidden_queue_ptr", 208, 8 },
	};

	*n = sizeof(t) / sizeof(t[0]);
	memset(a, 0, *n * sizeof(*a));
	for (unsigned int i = 0; i < *n; i++) {
		snprintf(a[i].name, sizeof(a[i].name), "%s", t[i].name);
		snprintf(a[i].kind_name, sizeof(a[i].kind_name), "%s", t[i].kind);
		if (i == 0) {
			snprintf(a[i].address_space, sizeof(a[i].address_space), "global");
			snprintf(a[i].type_name, sizeof(a[i].type_name), "uint*");
		}
		a[i].kind = gs_arg_kind_parse(t[i].kind, strlen(t[i].kind));
		a[i].offset = t[i].off;
		a[i].size = t[i].size;
	}
}

static uint32_t rd32(const uint8_t *p)
{
	return p[0] | p[1] << 8 | p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint64_t rd64(const uint8_t *p)
{
	return rd32(p) | (uint64_t)rd32(p + 4) << 32;
}

static void run_target(const char *tname)
{
	const struct gs_target *t = gs_target_find(tname);
	struct gs_asm_options ao = { 0 };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	struct gs_kernel_arg args[16];
	unsigned int n_args;
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	struct gs_codeobj co;
	uint8_t *img = NULL;
	size_t size = 0;
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct gs_bo *out = NULL;
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	const struct gs_kernel *k;
	const char *src = t->gen == GS_GEN_GFX9 ? src_gfx9 : src_gfx11;
	uint8_t blob[16] = { 0 }, *seg;
	char name[64];

	ao.target = t;
	if (!CHECK(gs_assemble(src, strlen(src), &ao, &p, &err) == GS_OK, "%s: assembles: %s", tname, err.msg))
		return;
	make_args(args, &n_args);
	p->kernels[0].meta.args = args;
	p->kernels[0].meta.n_args = n_args;
	p->kernels[0].meta.kernarg_segment_size = 264;
	in.target = p->target;
	in.text = p->text;
	in.text_size = p->text_size;
	in.kernels = p->kernels;
	in.n_kernels = p->n_kernels;
	CHECK(gs_codeobj_write(&in, &img, &size, &err) == GS_OK, "%s: code object with .args written: %s", tname, err.msg);
	gs_program_free(p);

	/* read back: the metadata as written */
	if (CHECK(gs_codeobj_read(img, size, &co, &err) == GS_OK, "%s: read back: %s", tname, err.msg)) {
		k = &co.kernels[0];
		CHECK_EQ(k->meta.n_args, n_args, "%s: every .args entry read back", tname);
		CHECK(k->meta.args && strcmp(k->meta.args[0].name, "out") == 0 &&
		      strcmp(k->meta.args[0].type_name, "uint*") == 0 &&
		      strcmp(k->meta.args[0].address_space, "global") == 0 &&
		      k->meta.args[0].kind == GS_ARG_GLOBAL_BUFFER && k->meta.args[0].size == 8,
		      "%s: the explicit argument's name, type, address space, kind, size", tname);
		CHECK(k->meta.args && k->meta.args[13].kind == GS_ARG_HIDDEN_QUEUE_PTR && k->meta.args[13].offset == 208,
		      "%s: a hidden argument's kind and offset", tname);
		CHECK_EQ(k->meta.code_object_version, 5, "%s: amdhsa.version 1.2 is code object v5", tname);
		CHECK_STR(gs_arg_kind_name(GS_ARG_HIDDEN_DYNAMIC_LDS_SIZE), "hidden_dynamic_lds_size",
			  "gs_arg_kind_name");
		CHECK(gs_arg_kind_parse("hidden_future", 13) == GS_ARG_HIDDEN_OTHER &&
		      gs_arg_kind_parse("image2d", 7) == GS_ARG_UNKNOWN, "unknown kinds: hidden ones and others");
		gs_codeobj_free(&co);
	}

	snprintf(name, sizeof(name), "emu:%s", tname);
	if (!CHECK(gs_device_open(name, NULL, &dev, &err) == GS_OK, "%s: open: %s", tname, err.msg))
		goto out;
	if (!CHECK(gs_module_load(dev, img, size, &m, &err) == GS_OK, "%s: load: %s", tname, err.msg))
		goto out;
	CHECK(gs_bo_alloc(dev, 512, 0, &out, &err) == GS_OK, "%s: out buffer", tname);
	memset(out->cpu, 0xee, 512);
	memcpy(blob, &out->va, 8);
	ld.grid[0] = 2;
	ld.grid[1] = 3;
	ld.block[0] = 96;
	ld.kernarg = blob;
	ld.kernarg_size = 8;
	ld.dynamic_lds = 4096;
	ld.global_offset[0] = 0x100000007ull;
	if (!CHECK(gs_launch(dev, m, &ld, &res, &err) == GS_OK, "%s: launch: %s", tname, err.msg))
		goto out;
	free(res.pm4);
	seg = out->cpu;
	CHECK(rd64(seg) == out->va, "%s: the explicit argument where .args puts it", tname);
	CHECK(rd32(seg + 8) == 2 && rd32(seg + 12) == 3 && rd32(seg + 16) == 1,
	      "%s: hidden_block_count_x/y/z: the grid in workgroups (2, 3, 1)", tname);
	CHECK(rd32(seg + 20) == (96u | 1u << 16) && (rd32(seg + 24) & 0xffff) == 1,
	      "%s: hidden_group_size_x/y/z: 96, 1, 1", tname);
	CHECK((rd32(seg + 24) >> 16) == 0, "%s: hidden_remainder_x 0 (whole workgroups)", tname);
	CHECK(rd64(seg + 48) == 0x100000007ull, "%s: hidden_global_offset_x as given", tname);
	CHECK((rd32(seg + 72) & 0xffff) == 2, "%s: hidden_grid_dims 2 (y is 3)", tname);
	CHECK(rd32(seg + 128) == 4096, "%s: hidden_dynamic_lds_size as given", tname);
	CHECK(rd32(seg + 200) == 0x20000 && rd32(seg + 204) == 0x10000,
	      "%s: hidden_private_base/shared_base (unlisted, at their v5 offsets): the emulator's apertures >> 32", tname);
	CHECK(rd64(seg + 208) != 0 && rd64(seg + 208) % 64 == 0, "%s: hidden_queue_ptr points at a queue", tname);
	CHECK(rd64(seg + 88) == 0 && rd64(seg + 104) == 0, "%s: hostcall and heap buffers left zero", tname);
	CHECK(strstr(res.warnings, "hidden_hostcall_buffer at 88") && strstr(res.warnings, "hidden_heap_v1 at 104"),
	      "%s: ... and named in the warnings (%s)", tname, res.warnings);
	CHECK(rd32(seg + 264) == 0 && rd32(seg + 380) == 0, "%s: the padding past the segment reads zero", tname);
	CHECK(res.kernarg_bytes == 264 && res.kernarg_alloc == 384 && res.kernarg_from_metadata && res.n_hidden == 11,
	      "%s: 264 bytes, 384 allocated, 11 hidden arguments filled (got %u, %u, %u)", tname, res.kernarg_bytes,
	      res.kernarg_alloc, res.n_hidden);
	CHECK(res.work_items == 2 * 3 * 96, "%s: work_items", tname);

	/* argument bytes that do not fit the metadata */
	ld.kernarg_size = 4;
	CHECK(gs_launch(dev, m, &ld, NULL, &err) == GS_ERR_INVALID &&
	      strstr(err.msg, "kernel k takes 8 bytes of explicit arguments (its metadata's .args), 4 given"),
	      "%s: too few bytes: %s", tname, err.msg);
	ld.kernarg_size = 16;
	CHECK(gs_launch(dev, m, &ld, NULL, &err) == GS_ERR_INVALID &&
	      strstr(err.msg, "16 bytes of arguments given, but its hidden arguments begin at byte 8"),
	      "%s: bytes over the hidden arguments: %s", tname, err.msg);
	ld.kernarg_size = 8;
	ld.grid[1] = 70000;
	if (t->gen == GS_GEN_GFX12)  /* elsewhere it would run, 140000 workgroups */
		CHECK(gs_launch(dev, m, &ld, NULL, &err) == GS_ERR_RANGE && strstr(err.msg, "at most 65536"),
		      "%s: a grid of 70000 in y: %s", tname, err.msg);
out:
	gs_bo_free(dev, out);
	gs_module_free(m);
	gs_device_close(dev);
	free(img);
}

/* Without .args: the segment is the caller's, exactly .amdhsa_kernarg_size. */
static void no_metadata(void)
{
	const char *src = "\t.text\n\t.globl k\n\t.p2align 8\nk:\n\ts_endpgm\n"
			  "\t.rodata\n\t.p2align 6\n\t.amdhsa_kernel k\n"
			  "\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size 12\n"
			  "\t.amdhsa_next_free_vgpr 1\n\t.amdhsa_next_free_sgpr 1\n\t.end_amdhsa_kernel\n";
	struct gs_device *dev = NULL;
	struct gs_module *m = NULL;
	struct gs_error err = { 0 };
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	struct gs_launch_result res = GS_LAUNCH_RESULT_INIT;
	uint8_t blob[16] = { 0 };

	if (!CHECK(gs_device_open("emu:gfx1100", NULL, &dev, &err) == GS_OK, "open: %s", err.msg))
		return;
	if (CHECK(gs_module_assemble(dev, src, strlen(src), "k.s", 0, &m, &err) == GS_OK, "gs_module_assemble: %s",
		  err.msg)) {
		ld.kernarg = blob;
		ld.kernarg_size = 16;
		CHECK(gs_launch(dev, m, &ld, NULL, &err) == GS_ERR_INVALID &&
		      strstr(err.msg, "takes 12 bytes of arguments (.amdhsa_kernarg_size), 16 given: too many"),
		      "no metadata: too many bytes are an error: %s", err.msg);
		ld.kernarg_size = 12;
		CHECK(gs_launch(dev, m, &ld, &res, &err) == GS_OK && res.kernarg_alloc == 128 && !res.kernarg_from_metadata,
		      "no metadata: 12 bytes in a 128-byte allocation: %s", err.msg);
		free(res.pm4);
		CHECK(gs_abi_struct_size("gs_launch_desc") == sizeof(struct gs_launch_desc) &&
		      gs_abi_struct_size("gs_kernel_arg") == sizeof(struct gs_kernel_arg) && !gs_abi_struct_size("nope"),
		      "gs_abi_struct_size");
	}
	gs_module_free(m);
	gs_device_close(dev);
}

int main(void)
{
	run_target("gfx1201");
	run_target("gfx1100");
	run_target("gfx942");
	no_metadata();
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
