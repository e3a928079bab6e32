// SPDX-License-Identifier: MIT
/*
 * Code objects: write for gfx1100/gfx1201/gfx942 and let LLVM 22 judge the
 * result (llvm-readelf-22, llvm-objdump-22), read back ours and LLVM's own
 * (clang-22 + ld.lld-22 built at run time), and feed the reader malformed
 * and randomly mutated files.  The LLVM tools are a required oracle: if
 * they are missing the test fails, it does not skip.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <unistd.h>

#include "gfxshim/codeobj.h"
#include "codeobj/meta.h"
#include "codeobj/msgpack.h"
#include "harness.h"

/*
 * Machine code, from `llvm-mc-22 -triple amdgcn-amd-amdhsa -mcpu=TARGET
 * -show-encoding` on "v_mov_b32 v0, 1 / s_endpgm / s_nop 0 / v_mov_b32 v1, 2":
 *   gfx1100, gfx1201: 7e000281, bfb00000, bf800000, 7e020282
 *   gfx942:           7e000281, bf810000, bf800000, 7e020282
 */
#define V_MOV_V0_1 0x81, 0x02, 0x00, 0x7e
#define V_MOV_V1_2 0x82, 0x02, 0x02, 0x7e
#define S_ENDPGM_GFX11 0x00, 0x00, 0xb0, 0xbf
#define S_ENDPGM_GFX9 0x00, 0x00, 0x81, 0xbf
#define S_NOP_0 0x00, 0x00, 0x80, 0xbf

#define TOOL_READELF "llvm-readelf-22"
#define TOOL_OBJDUMP "llvm-objdump-22"
#define TOOL_CLANG "clang-22"
#define TOOL_LLD "ld.lld-22"

#define OUT_MAX (1 << 16)

struct case_target {
	const char *name;
	const char *flags;      /* llvm-readelf-22 -h "Flags:" line */
	uint32_t rsrc1;         /* as clang-22 encodes .amdhsa_next_free_vgpr 1 */
	uint16_t kcp;
	uint32_t wave;
	uint8_t endpgm[4];
};

static const struct case_target cases[] = {
	{ "gfx1100", "0x41, gfx1100", 0xe0ac0000, 0x0408, 32, { S_ENDPGM_GFX11 } },
	{ "gfx1201", "0x4e, gfx1201", 0xe00c0000, 0x0408, 32, { S_ENDPGM_GFX11 } },
	{ "gfx942", "0x54c, gfx942, xnack, sramecc", 0x00ac0000, 0x0008, 64, { S_ENDPGM_GFX9 } },
};

static char tmpdir[64];

/* Run a shell command, capture stdout+stderr; returns its exit status. */
static int run(const char *cmd, char *out, size_t cap)
{
	char full[2048];
	FILE *p;
	size_t n = 0;
	int st;

	snprintf(full, sizeof(full), "%s 2>&1", cmd);
	p = popen(full, "r");
	if (!p) {
		snprintf(out, cap, "popen failed");
		return -1;
	}
	while (n + 1 < cap) {
		size_t r = fread(out + n, 1, cap - 1 - n, p);

		if (r == 0)
			break;
		n += r;
	}
	out[n] = '\0';
	while (fgetc(p) != EOF)
		;
	st = pclose(p);
	return WIFEXITED(st) ? WEXITSTATUS(st) : -1;
}

static int write_file(const char *path, const void *data, size_t size)
{
	FILE *f = fopen(path, "wb");
	int ok;

	if (!f)
		return 0;
	ok = fwrite(data, 1, size, f) == size;
	return fclose(f) == 0 && ok;
}

static uint8_t *read_file(const char *path, size_t *size)
{
	FILE *f = fopen(path, "rb");
	uint8_t *b = NULL;
	long n;

	if (!f)
		return NULL;
	if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0) {
		b = malloc((size_t)n);
		if (b && fread(b, 1, (size_t)n, f) != (size_t)n) {
			free(b);
			b = NULL;
		}
		*size = (size_t)n;
	}
	fclose(f);
	return b;
}

/* Is there a line "KEY: VALUE" (YAML from --notes; spaces and a list
 * dash before KEY are ignored)? */
static int has_kv(const char *text, const char *key, const char *value)
{
	size_t klen = strlen(key), vlen = strlen(value);

	for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		const char *p = l, *e = strchr(l, '\n');

		if (!e)
			e = l + strlen(l);
		while (p < e && (*p == ' ' || *p == '-' || *p == '\t'))
			p++;
		if ((size_t)(e - p) <= klen || strncmp(p, key, klen) || p[klen] != ':')
			continue;
		p += klen + 1;
		while (p < e && *p == ' ')
			p++;
		while (e > p && (e[-1] == ' ' || e[-1] == '\r'))
			e--;
		if ((size_t)(e - p) == vlen && strncmp(p, value, vlen) == 0)
			return 1;
	}
	return 0;
}

/* Instructions from llvm-objdump -d: tab-indented lines, text before the
 * "//" address comment, trailing blanks removed.  Returns the count. */
static int objdump_insts(char *text, char insts[][64], int max)
{
	int n = 0;

	for (char *l = strtok(text, "\n"); l; l = strtok(NULL, "\n")) {
		char *c;
		size_t len;

		if (l[0] != '\t')
			continue;
		c = strstr(l, "//");
		if (c)
			*c = '\0';
		len = strlen(l + 1);
		while (len && (l[len] == ' ' || l[len] == '\t'))
			l[len--] = '\0';
		if (n < max)
			snprintf(insts[n], 64, "%s", l + 1);
		n++;
	}
	return n;
}

/* Value and size of a symbol from llvm-readelf -s output; 0 if absent. */
static int sym_lookup(const char *text, const char *name, unsigned long long *value,
		      unsigned long long *size, char type[16])
{
	for (const char *l = text; l && *l; l = strchr(l, '\n') ? strchr(l, '\n') + 1 : NULL) {
		char t[16], b[16], v[16], ndx[16], nm[160];
		unsigned long long val, sz;

		if (sscanf(l, " %*u: %llx %llu %15s %15s %15s %15s %159s", &val, &sz, t, b, v,
			   ndx, nm) == 7 && strcmp(nm, name) == 0) {
			*value = val;
			*size = sz;
			snprintf(type, 16, "%s", t);
			return 1;
		}
	}
	return 0;
}

static int tools_present(void)
{
	static const char *const tools[] = { TOOL_READELF, TOOL_OBJDUMP, TOOL_CLANG, TOOL_LLD };
	char cmd[128], out[256];
	int all = 1;

	for (size_t i = 0; i < sizeof(tools) / sizeof(tools[0]); i++) {
		snprintf(cmd, sizeof(cmd), "command -v %s", tools[i]);
		if (!CHECK(run(cmd, out, sizeof(out)) == 0,
			   "LLVM oracle %s is installed (Debian package llvm-22/clang-22/lld-22)",
			   tools[i]))
			all = 0;
	}
	return all;
}

static struct gs_kernel make_kernel(const struct case_target *c, const char *name,
				    uint64_t entry)
{
	struct gs_kernel k;

	memset(&k, 0, sizeof(k));
	snprintf(k.name, sizeof(k.name), "%s", name);
	k.entry_offset = entry;
	k.kd.kernarg_size = 8;
	k.kd.group_segment_fixed_size = 256;
	k.kd.private_segment_fixed_size = 16;
	k.kd.compute_pgm_rsrc1 = c->rsrc1;
	k.kd.compute_pgm_rsrc2 = 0x84;
	k.kd.kernel_code_properties = c->kcp;
	k.kd.kernel_code_entry_byte_offset = 12345;  /* the writer must replace it */
	k.meta.sgpr_count = 2;
	k.meta.vgpr_count = 2;
	k.meta.max_flat_workgroup_size = 256;
	return k;
}

/* Write two kernels for one target, check with LLVM, read back. */
static void test_write_target(const struct case_target *c)
{
	/* kernel "first" at 0, "second" at 256; s_nop padding between. */
	uint8_t text[264];
	const uint8_t first[] = { V_MOV_V0_1, c->endpgm[0], c->endpgm[1], c->endpgm[2],
				  c->endpgm[3] };
	const uint8_t second[] = { V_MOV_V1_2, c->endpgm[0], c->endpgm[1], c->endpgm[2],
				   c->endpgm[3] };
	const uint8_t nop[] = { S_NOP_0 };
	const struct gs_target *t = gs_target_find(c->name);
	struct gs_kernel ks[2];
	struct gs_codeobj_input in = GS_CODEOBJ_INPUT_INIT;
	struct gs_error err = { 0 };
	struct gs_codeobj co;
	uint8_t *obj = NULL;
	size_t obj_size = 0;
	char path[128], cmd[512], want[64];
	char *out = malloc(OUT_MAX);
	char (*insts)[64] = malloc(80 * sizeof(*insts));
	int n, ok;

	if (!CHECK(t && out && insts, "%s: target known", c->name))
		goto done;
	memcpy(text, first, 8);
	for (size_t i = 8; i < 256; i += 4)
		memcpy(text + i, nop, 4);
	memcpy(text + 256, second, 8);
	ks[0] = make_kernel(c, "first", 0);
	ks[1] = make_kernel(c, "second", 256);
	in = (struct gs_codeobj_input){ .size = sizeof(struct gs_codeobj_input), .target = t, .text = text, .text_size = sizeof(text),
					.kernels = ks, .n_kernels = 2 };
	CHECK_EQ(gs_codeobj_write(&in, &obj, &obj_size, &err), GS_OK, "%s: write (%s)",
		 c->name, err.msg);
	if (!obj)
		goto done;
	snprintf(path, sizeof(path), "%s/%s.co", tmpdir, c->name);
	CHECK(write_file(path, obj, obj_size), "%s: saved %s", c->name, path);

	/* ELF header as llvm-readelf sees it. */
	snprintf(cmd, sizeof(cmd), TOOL_READELF " -h %s", path);
	CHECK_EQ(run(cmd, out, OUT_MAX), 0, "%s: readelf -h accepts it", c->name);
	CHECK(has_kv(out, "Flags", c->flags), "%s: e_flags %s", c->name, c->flags);
	CHECK(has_kv(out, "OS/ABI", "AMDGPU - HSA"), "%s: OS/ABI AMDGPU HSA", c->name);
	CHECK(has_kv(out, "ABI Version", "3"), "%s: ABI version 3 (code object v5)", c->name);
	CHECK(has_kv(out, "Type", "DYN (Shared object file)"), "%s: shared object", c->name);
	CHECK(has_kv(out, "Machine", "EM_AMDGPU"), "%s: EM_AMDGPU", c->name);

	/* Everything else, with no warnings. */
	snprintf(cmd, sizeof(cmd), TOOL_READELF " -l -S -s --dyn-syms -d -r --wide %s", path);
	CHECK_EQ(run(cmd, out, OUT_MAX), 0, "%s: readelf -lSsd accepts it", c->name);
	CHECK(!strstr(out, "warning") && !strstr(out, "error"), "%s: readelf has no complaints",
	      c->name);
	{
		unsigned long long fv, fs, kv, kz;
		char ft[16], kt[16];

		ok = sym_lookup(out, "second", &fv, &fs, ft) &&
		     sym_lookup(out, "second.kd", &kv, &kz, kt);
		CHECK(ok, "%s: symbols second and second.kd listed", c->name);
		if (ok) {
			CHECK_STR(ft, "FUNC", "%s: second is FUNC", c->name);
			CHECK_STR(kt, "OBJECT", "%s: second.kd is OBJECT", c->name);
			CHECK_EQ(kz, 64, "%s: second.kd has size 64", c->name);
			CHECK_EQ(kv % 64, 0, "%s: descriptor 64-byte aligned", c->name);
			CHECK_EQ(fv % 256, 0, "%s: entry 256-byte aligned", c->name);
			CHECK_EQ(obj[kv + 16] | (uint64_t)obj[kv + 17] << 8, (fv - kv) & 0xffff,
				 "%s: kernel_code_entry_byte_offset == entry - kd (file bytes)",
				 c->name);
		}
	}

	/* The metadata note. */
	snprintf(cmd, sizeof(cmd), TOOL_READELF " --notes %s", path);
	CHECK_EQ(run(cmd, out, OUT_MAX), 0, "%s: readelf --notes accepts it", c->name);
	CHECK(strstr(out, "NT_AMDGPU_METADATA") != NULL, "%s: NT_AMDGPU_METADATA note", c->name);
	CHECK(!strstr(out, "warning") && !strstr(out, "error"), "%s: note has no complaints",
	      c->name);
	snprintf(want, sizeof(want), "amdgcn-amd-amdhsa--%s", c->name);
	CHECK(has_kv(out, "amdhsa.target", want), "%s: amdhsa.target %s", c->name, want);
	CHECK(has_kv(out, ".name", "first") && has_kv(out, ".name", "second"),
	      "%s: .name of both kernels", c->name);
	CHECK(has_kv(out, ".symbol", "first.kd") && has_kv(out, ".symbol", "second.kd"),
	      "%s: .symbol of both kernels", c->name);
	snprintf(want, sizeof(want), "%u", c->wave);
	CHECK(has_kv(out, ".wavefront_size", want), "%s: .wavefront_size %s", c->name, want);
	CHECK(has_kv(out, ".kernarg_segment_size", "8"), "%s: .kernarg_segment_size", c->name);
	CHECK(has_kv(out, ".group_segment_fixed_size", "256"), "%s: .group_segment_fixed_size",
	      c->name);
	CHECK(has_kv(out, ".uses_dynamic_stack", "false"), "%s: .uses_dynamic_stack", c->name);
	CHECK(strstr(out, "amdhsa.version:\n  - 1\n  - 2\n") != NULL, "%s: amdhsa.version [1, 2]",
	      c->name);

	/* Disassembly: exactly our instructions, under the right labels. */
	snprintf(cmd, sizeof(cmd), TOOL_OBJDUMP " -d --mcpu=%s %s", c->name, path);
	CHECK_EQ(run(cmd, out, OUT_MAX), 0, "%s: objdump -d accepts it", c->name);
	CHECK(strstr(out, "<first>:") && strstr(out, "<second>:"), "%s: objdump labels kernels",
	      c->name);
	n = objdump_insts(out, insts, 80);
	CHECK_EQ(n, 2 + 62 + 2, "%s: objdump shows 66 instructions", c->name);
	if (n == 66) {
		int nops = 1;

		CHECK_STR(insts[0], "v_mov_b32_e32 v0, 1", "%s: insn 0", c->name);
		CHECK_STR(insts[1], "s_endpgm", "%s: insn 1", c->name);
		for (int i = 2; i < 64; i++)
			nops &= strcmp(insts[i], "s_nop 0") == 0;
		CHECK(nops, "%s: 62 x s_nop 0 padding", c->name);
		CHECK_STR(insts[64], "v_mov_b32_e32 v1, 2", "%s: insn 64", c->name);
		CHECK_STR(insts[65], "s_endpgm", "%s: insn 65", c->name);
	}

	/* Round trip through our reader. */
	CHECK_EQ(gs_codeobj_read(obj, obj_size, &co, &err), GS_OK, "%s: read back (%s)", c->name,
		 err.msg);
	CHECK(co.target == t, "%s: target from e_flags", c->name);
	CHECK_EQ(co.n_kernels, 2, "%s: two kernels", c->name);
	for (size_t i = 0; i < co.n_kernels && i < 2; i++) {
		size_t idx = 99;
		const struct gs_kernel *k = gs_codeobj_kernel(&co, ks[i].name, &idx);
		struct gs_kernel_descriptor kd = ks[i].kd;

		if (!CHECK(k != NULL && idx < 2, "%s: find kernel %s", c->name, ks[i].name))
			continue;
		kd.kernel_code_entry_byte_offset = k->kd.kernel_code_entry_byte_offset;
		CHECK(memcmp(&kd, &k->kd, sizeof(kd)) == 0, "%s/%s: descriptor round trip",
		      c->name, k->name);
		CHECK_EQ(k->entry_offset, co.kd_offsets[idx] + (uint64_t)k->kd.kernel_code_entry_byte_offset,
			 "%s/%s: entry = kd + entry byte offset", c->name, k->name);
		CHECK(k->entry_offset + 8 <= co.load_size &&
		      memcmp(co.load_image + k->entry_offset, text + ks[i].entry_offset, 8) == 0,
		      "%s/%s: code at entry", c->name, k->name);
		CHECK(co.kd_offsets[idx] + 64 <= co.load_size &&
		      memcmp(co.load_image + co.kd_offsets[idx] + 48, &c->rsrc1, 4) == 0,
		      "%s/%s: descriptor bytes in load image", c->name, k->name);
		CHECK_EQ(k->meta.wavefront_size, c->wave, "%s/%s: meta wavefront", c->name, k->name);
		CHECK_EQ(k->meta.kernarg_segment_size, 8, "%s/%s: meta kernarg size", c->name, k->name);
		CHECK_EQ(k->meta.kernarg_segment_align, 8, "%s/%s: meta kernarg align", c->name, k->name);
		CHECK_EQ(k->meta.group_segment_fixed_size, 256, "%s/%s: meta group", c->name, k->name);
		CHECK_EQ(k->meta.private_segment_fixed_size, 16, "%s/%s: meta private", c->name, k->name);
		CHECK_EQ(k->meta.sgpr_count, 2, "%s/%s: meta sgprs", c->name, k->name);
		CHECK_EQ(k->meta.vgpr_count, 2, "%s/%s: meta vgprs", c->name, k->name);
		CHECK_EQ(k->meta.max_flat_workgroup_size, 256, "%s/%s: meta max wg", c->name, k->name);
	}
	CHECK(gs_codeobj_kernel(&co, NULL, NULL) == NULL, "%s: NULL name is ambiguous with 2 kernels",
	      c->name);
	CHECK(gs_codeobj_kernel(&co, "third", NULL) == NULL, "%s: unknown kernel", c->name);
	gs_codeobj_free(&co);
done:
	free(obj);
	free(out);
	free(insts);
}

/* Writer input validation. */
static void test_write_errors(void)
{
	const uint8_t text[8] = { V_MOV_V0_1, S_ENDPGM_GFX11 };
	struct gs_kernel ks[2] = { make_kernel(&cases[0], "a", 0), make_kernel(&cases[0], "a", 0) };
	struct gs_codeobj_input in = { .size = sizeof(in), .target = gs_target_find("gfx1100"), .text = text,
				       .text_size = sizeof(text), .kernels = ks, .n_kernels = 1 };
	struct gs_error err = { 0 };
	uint8_t *obj = NULL;
	size_t size = 0;

	CHECK_EQ(gs_codeobj_write(NULL, &obj, &size, &err), GS_ERR_INVALID, "write: NULL input");
	in.n_kernels = 2;
	CHECK_EQ(gs_codeobj_write(&in, &obj, &size, &err), GS_ERR_INVALID, "write: duplicate name");
	CHECK(strstr(err.msg, "used twice") != NULL, "write: message says why (%s)", err.msg);
	in.n_kernels = 1;
	ks[0].entry_offset = 4;
	CHECK_EQ(gs_codeobj_write(&in, &obj, &size, &err), GS_ERR_INVALID, "write: unaligned entry");
	ks[0].entry_offset = 256;
	CHECK_EQ(gs_codeobj_write(&in, &obj, &size, &err), GS_ERR_INVALID, "write: entry past text");
	ks[0].entry_offset = 0;
	ks[0].name[0] = '\0';
	CHECK_EQ(gs_codeobj_write(&in, &obj, &size, &err), GS_ERR_INVALID, "write: empty name");
	snprintf(ks[0].name, sizeof(ks[0].name), "a");
	in.text_size = 6;
	CHECK_EQ(gs_codeobj_write(&in, &obj, &size, &err), GS_ERR_INVALID, "write: text not dwords");
	in.text_size = 8;
	in.target = NULL;
	CHECK_EQ(gs_codeobj_write(&in, &obj, &size, &err), GS_ERR_INVALID, "write: no target");
	CHECK(obj == NULL && size == 0, "write: no output on error");
}

static const char llvm_src[] =
	".amdgcn_target \"amdgcn-amd-amdhsa--gfx1100\"\n"
	".text\n"
	".globl k_one\n.p2align 8\n.type k_one,@function\n"
	"k_one:\n  v_mov_b32 v0, 1\n  s_endpgm\n"
	".globl k_two\n.p2align 8\n.type k_two,@function\n"
	"k_two:\n  v_mov_b32 v1, 2\n  s_endpgm\n"
	".rodata\n"
	".p2align 6\n"
	".amdhsa_kernel k_one\n"
	"  .amdhsa_next_free_vgpr 1\n  .amdhsa_next_free_sgpr 0\n"
	"  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_kernarg_size 8\n"
	"  .amdhsa_group_segment_fixed_size 512\n"
	".end_amdhsa_kernel\n"
	".p2align 6\n"
	".amdhsa_kernel k_two\n"
	"  .amdhsa_next_free_vgpr 2\n  .amdhsa_next_free_sgpr 0\n"
	"  .amdhsa_private_segment_fixed_size 32\n  .amdhsa_kernarg_size 16\n"
	"  .amdhsa_wavefront_size32 0\n"
	".end_amdhsa_kernel\n"
	".amdgpu_metadata\n---\n"
	"amdhsa.version: [ 1, 2 ]\n"
	"amdhsa.target: amdgcn-amd-amdhsa--gfx1100\n"
	"amdhsa.kernels:\n"
	"  - .name: k_one\n    .symbol: k_one.kd\n    .kernarg_segment_size: 8\n"
	"    .kernarg_segment_align: 8\n    .group_segment_fixed_size: 512\n"
	"    .private_segment_fixed_size: 0\n    .wavefront_size: 32\n"
	"    .sgpr_count: 2\n    .vgpr_count: 1\n    .max_flat_workgroup_size: 256\n"
	"    .args: []\n"
	"  - .name: k_two\n    .symbol: k_two.kd\n    .kernarg_segment_size: 16\n"
	"    .kernarg_segment_align: 16\n    .group_segment_fixed_size: 0\n"
	"    .private_segment_fixed_size: 32\n    .wavefront_size: 64\n"
	"    .sgpr_count: 4\n    .vgpr_count: 2\n    .max_flat_workgroup_size: 1024\n"
	"    .args:\n      - .size: 8\n        .offset: 0\n        .value_kind: global_buffer\n"
	"        .address_space: global\n"
	"...\n"
	".end_amdgpu_metadata\n";

/* Read a clang-22/ld.lld-22 code object; compare with what LLVM reports.
 * Returns the file (malloc'd) for the fuzzer, or NULL. */
static uint8_t *test_read_llvm(size_t *size_out)
{
	char src[128], objf[128], co_path[128], cmd[640];
	char *out = malloc(OUT_MAX);
	struct gs_codeobj co;
	struct gs_error err = { 0 };
	uint8_t *img = NULL;
	size_t size = 0;

	if (!out)
		return NULL;
	snprintf(src, sizeof(src), "%s/llvm.s", tmpdir);
	snprintf(objf, sizeof(objf), "%s/llvm.o", tmpdir);
	snprintf(co_path, sizeof(co_path), "%s/llvm.co", tmpdir);
	CHECK(write_file(src, llvm_src, strlen(llvm_src)), "llvm: write %s", src);
	snprintf(cmd, sizeof(cmd),
		 TOOL_CLANG " -target amdgcn-amd-amdhsa -mcpu=gfx1100 -mcode-object-version=5 -c %s -o %s && "
		 TOOL_LLD " -shared %s -o %s", src, objf, objf, co_path);
	if (!CHECK(run(cmd, out, OUT_MAX) == 0, "llvm: clang-22 + ld.lld-22 build a code object"))
		printf("# %s\n", out);
	img = read_file(co_path, &size);
	if (!CHECK(img != NULL, "llvm: read %s", co_path))
		goto done;
	snprintf(cmd, sizeof(cmd), TOOL_READELF " -s --wide %s", co_path);
	CHECK_EQ(run(cmd, out, OUT_MAX), 0, "llvm: readelf -s");
	CHECK_EQ(gs_codeobj_read(img, size, &co, &err), GS_OK, "llvm: gs_codeobj_read (%s)", err.msg);
	CHECK_EQ(co.n_kernels, 2, "llvm: two kernels");
	CHECK(co.target == gs_target_find("gfx1100"), "llvm: target gfx1100");
	for (int i = 0; i < 2; i++) {
		const char *name = i ? "k_two" : "k_one";
		char kdname[32], t1[16], t2[16];
		unsigned long long fv = 0, fs, kv = 0, ks;
		size_t idx = 0;
		const struct gs_kernel *k = gs_codeobj_kernel(&co, name, &idx);

		snprintf(kdname, sizeof(kdname), "%s.kd", name);
		CHECK(sym_lookup(out, name, &fv, &fs, t1) && sym_lookup(out, kdname, &kv, &ks, t2),
		      "llvm: readelf lists %s and %s", name, kdname);
		if (!CHECK(k != NULL, "llvm: kernel %s found", name))
			continue;
		/* lld links at vaddr 0, so load_image offsets are vaddrs. */
		CHECK_EQ(co.kd_offsets[idx], kv, "llvm: %s descriptor offset = readelf value", name);
		CHECK_EQ(k->entry_offset, fv, "llvm: %s entry = readelf value of %s", name, name);
		CHECK_EQ(k->kd.kernel_code_entry_byte_offset, (long long)(fv - kv),
			 "llvm: %s kernel_code_entry_byte_offset", name);
		CHECK(k->entry_offset + 4 <= co.load_size &&
		      memcmp(co.load_image + k->entry_offset,
			     i ? (const uint8_t[]){ V_MOV_V1_2 } : (const uint8_t[]){ V_MOV_V0_1 },
			     4) == 0,
		      "llvm: %s first instruction at entry", name);
	}
	{
		const struct gs_kernel *a = gs_codeobj_kernel(&co, "k_one", NULL);
		const struct gs_kernel *b = gs_codeobj_kernel(&co, "k_two", NULL);

		if (a && b) {
			CHECK_EQ(a->kd.kernarg_size, 8, "llvm: k_one kd kernarg_size");
			CHECK_EQ(a->kd.group_segment_fixed_size, 512, "llvm: k_one kd group size");
			CHECK_EQ(a->kd.kernel_code_properties,
				 GS_KCP_ENABLE_SGPR_KERNARG_SEGMENT_PTR | GS_KCP_ENABLE_WAVEFRONT_SIZE32,
				 "llvm: k_one kd code properties");
			CHECK_EQ(a->kd.compute_pgm_rsrc1, 0xe0ac0000, "llvm: k_one kd rsrc1");
			CHECK_EQ(b->kd.kernarg_size, 16, "llvm: k_two kd kernarg_size");
			CHECK_EQ(b->kd.private_segment_fixed_size, 32, "llvm: k_two kd private size");
			CHECK_EQ(b->kd.kernel_code_properties & GS_KCP_ENABLE_WAVEFRONT_SIZE32, 0,
				 "llvm: k_two is wave64");
			CHECK_EQ(a->meta.group_segment_fixed_size, 512, "llvm: k_one meta group");
			CHECK_EQ(a->meta.vgpr_count, 1, "llvm: k_one meta vgprs");
			CHECK_EQ(a->meta.max_flat_workgroup_size, 256, "llvm: k_one meta max wg");
			CHECK_EQ(b->meta.wavefront_size, 64, "llvm: k_two meta wavefront");
			CHECK_EQ(b->meta.kernarg_segment_align, 16, "llvm: k_two meta kernarg align");
			CHECK_EQ(b->meta.sgpr_count, 4, "llvm: k_two meta sgprs");
			CHECK_EQ(b->meta.max_flat_workgroup_size, 1024, "llvm: k_two meta max wg");
		}
	}
	gs_codeobj_free(&co);
	CHECK(co.load_image == NULL && co.n_kernels == 0, "llvm: free clears");
	/* ET_REL (the .o) is not loadable and says so. */
	{
		size_t osz = 0;
		uint8_t *o = read_file(objf, &osz);

		CHECK_EQ(o ? gs_codeobj_read(o, osz, &co, &err) : GS_OK, GS_ERR_INVALID,
			 "llvm: relocatable .o refused");
		CHECK(strstr(err.msg, "e_type") != NULL, "llvm: message names e_type (%s)", err.msg);
		free(o);
	}
done:
	free(out);
	*size_out = size;
	return img;
}

/* Bytes of the first section of a type in an ELF image (test-side). */
static const uint8_t *section_bytes(const uint8_t *b, size_t size, uint32_t type, size_t *len);

/*
 * Equivalence with LLVM: build a one-kernel object with clang-22/ld.lld-22
 * whose metadata lists exactly the fields we write, read it, write it again
 * with our writer from what was read, and compare: the NT_AMDGPU_METADATA
 * note must be byte-identical and the descriptor identical except
 * kernel_code_entry_byte_offset (our layout puts .text elsewhere).
 */
static void test_llvm_equivalence(const char *target, unsigned int wave)
{
	char src[128], objf[128], co_path[128], cmd[640], text_s[2048];
	char *out = malloc(OUT_MAX);
	struct gs_codeobj co;
	struct gs_error err = { 0 };
	uint8_t *img = NULL, *ours = NULL;
	size_t size = 0, ours_size = 0, ln = 0, on = 0;
	const uint8_t *lnote, *onote;

	if (!out)
		return;
	snprintf(text_s, sizeof(text_s),
		 ".amdgcn_target \"amdgcn-amd-amdhsa--%s\"\n"
		 ".text\n.globl mykern\n.p2align 8\n.type mykern,@function\n"
		 "mykern:\n  v_mov_b32 v0, 1\n  s_endpgm\n"
		 ".rodata\n.p2align 6\n.amdhsa_kernel mykern\n"
		 "  .amdhsa_next_free_vgpr 3\n  .amdhsa_next_free_sgpr 0\n"
		 "  .amdhsa_user_sgpr_kernarg_segment_ptr 1\n  .amdhsa_kernarg_size 24\n"
		 "  .amdhsa_group_segment_fixed_size 1024\n%s"
		 ".end_amdhsa_kernel\n"
		 ".amdgpu_metadata\n---\n"
		 "amdhsa.version: [ 1, 2 ]\n"
		 "amdhsa.target: amdgcn-amd-amdhsa--%s\n"
		 "amdhsa.kernels:\n"
		 "  - .name: mykern\n    .symbol: mykern.kd\n    .kernarg_segment_size: 24\n"
		 "    .kernarg_segment_align: 8\n    .group_segment_fixed_size: 1024\n"
		 "    .private_segment_fixed_size: 0\n    .wavefront_size: %u\n"
		 "    .sgpr_count: 6\n    .vgpr_count: 3\n    .max_flat_workgroup_size: 128\n"
		 "    .args: []\n    .sgpr_spill_count: 0\n    .vgpr_spill_count: 0\n"
		 "    .uses_dynamic_stack: false\n"
		 "...\n.end_amdgpu_metadata\n",
		 target, wave == 64 && strcmp(target, "gfx942") == 0 ? "  .amdhsa_accum_offset 4\n" :
		 wave == 64 ? "  .amdhsa_wavefront_size32 0\n" : "", target, wave);
	snprintf(src, sizeof(src), "%s/eq_%s.s", tmpdir, target);
	snprintf(objf, sizeof(objf), "%s/eq_%s.o", tmpdir, target);
	snprintf(co_path, sizeof(co_path), "%s/eq_%s.co", tmpdir, target);
	CHECK(write_file(src, text_s, strlen(text_s)), "equiv %s: write .s", target);
	snprintf(cmd, sizeof(cmd),
		 TOOL_CLANG " -target amdgcn-amd-amdhsa -mcpu=%s -mcode-object-version=5 -c %s -o %s && "
		 TOOL_LLD " -shared %s -o %s", target, src, objf, objf, co_path);
	if (!CHECK(run(cmd, out, OUT_MAX) == 0, "equiv %s: clang-22 + ld.lld-22", target))
		printf("# %s\n", out);
	img = read_file(co_path, &size);
	if (!CHECK(img != NULL, "equiv %s: LLVM object read", target))
		goto done;
	if (!CHECK(gs_codeobj_read(img, size, &co, &err) == GS_OK, "equiv %s: parse LLVM's (%s)",
		   target, err.msg))
		goto done;
	if (CHECK(co.n_kernels == 1, "equiv %s: one kernel", target) &&
	    co.kernels[0].entry_offset + 8 <= co.load_size) {
		struct gs_kernel k = co.kernels[0];
		struct gs_codeobj_input in = { .size = sizeof(in), .target = co.target,
					       .text = co.load_image + k.entry_offset,
					       .text_size = 8, .kernels = &k, .n_kernels = 1 };
		struct gs_codeobj back;
		uint8_t lkd[64], okd[64];

		k.entry_offset = 0;
		CHECK_EQ(gs_codeobj_write(&in, &ours, &ours_size, &err), GS_OK,
			 "equiv %s: rewrite with gs_codeobj_write", target);
		lnote = section_bytes(img, size, 7, &ln);
		onote = ours ? section_bytes(ours, ours_size, 7, &on) : NULL;
		CHECK(lnote && onote && ln == on && memcmp(lnote, onote, ln) == 0,
		      "equiv %s: metadata note byte-identical to LLVM's (%zu vs %zu bytes)", target,
		      ln, on);
		memcpy(lkd, co.load_image + co.kd_offsets[0], 64);
		if (ours && CHECK(gs_codeobj_read(ours, ours_size, &back, &err) == GS_OK,
				  "equiv %s: read ours back", target)) {
			memcpy(okd, back.load_image + back.kd_offsets[0], 64);
			memset(lkd + 16, 0, 8);
			memset(okd + 16, 0, 8);
			CHECK(memcmp(lkd, okd, 64) == 0,
			      "equiv %s: descriptor identical except the entry offset", target);
			CHECK(memcmp(back.load_image + back.kernels[0].entry_offset,
				     co.load_image + co.kernels[0].entry_offset, 8) == 0,
			      "equiv %s: same code at entry", target);
			gs_codeobj_free(&back);
		}
		/* e_flags as LLVM wrote them. */
		CHECK(ours && memcmp(ours + 48, img + 48, 4) == 0, "equiv %s: e_flags equal LLVM's",
		      target);
		CHECK(ours && memcmp(ours, img, 16) == 0, "equiv %s: e_ident equal LLVM's", target);
	}
	gs_codeobj_free(&co);
done:
	free(img);
	free(ours);
	free(out);
}

static void put64(uint8_t *p, uint64_t v)
{
	for (int i = 0; i < 8; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint64_t get64(const uint8_t *p)
{
	uint64_t v = 0;

	for (int i = 7; i >= 0; i--)
		v = v << 8 | p[i];
	return v;
}

/* Offset of the section header of the first section of a type. */
static size_t shdr_of(const uint8_t *b, uint32_t type)
{
	uint64_t shoff = get64(b + 40);
	unsigned int shnum = b[60] | b[61] << 8;

	for (unsigned int i = 0; i < shnum; i++) {
		const uint8_t *s = b + shoff + i * 64;

		if ((uint32_t)(s[4] | s[5] << 8 | s[6] << 16 | (uint32_t)s[7] << 24) == type)
			return (size_t)(shoff + i * 64);
	}
	return 0;
}

static const uint8_t *section_bytes(const uint8_t *b, size_t size, uint32_t type, size_t *len)
{
	size_t sh = size >= 64 ? shdr_of(b, type) : 0;
	uint64_t off, n;

	if (!sh || sh + 64 > size)
		return NULL;
	off = get64(b + sh + 24);
	n = get64(b + sh + 32);
	if (off > size || n > size - off)
		return NULL;
	*len = (size_t)n;
	return b + off;
}

/* One malformed variant: mutate a copy with f, expect status want. */
static void expect_bad(const uint8_t *img, size_t size, size_t new_size,
		       void (*f)(uint8_t *b, size_t size), enum gs_status want,
		       const char *what, const char *msg_part)
{
	uint8_t *b = malloc(size ? size : 1);
	struct gs_codeobj co;
	struct gs_error err = { 0 };
	enum gs_status st;

	memcpy(b, img, size);
	if (f)
		f(b, size);
	st = gs_codeobj_read(b, new_size, &co, &err);
	CHECK_EQ(st, want, "malformed: %s -> %s (%s)", what, gs_status_name(want), err.msg);
	if (msg_part)
		CHECK(strstr(err.msg, msg_part) != NULL, "malformed: %s message mentions \"%s\"",
		      what, msg_part);
	if (st == GS_OK)
		gs_codeobj_free(&co);
	free(b);
}

static void m_machine(uint8_t *b, size_t s) { (void)s; b[18] = 62; b[19] = 0; }
static void m_mach(uint8_t *b, size_t s) { (void)s; b[48] = 0x01; }
static void m_shoff(uint8_t *b, size_t s) { put64(b + 40, s); }
static void m_phoff(uint8_t *b, size_t s) { put64(b + 32, s - 8); }
static void m_phnum(uint8_t *b, size_t s) { (void)s; b[56] = 0xff; b[57] = 0xff; }
static void m_shnum(uint8_t *b, size_t s) { (void)s; b[60] = 0xff; b[61] = 0xff; }
static void m_magic(uint8_t *b, size_t s) { (void)s; b[1] = 'X'; }
static void m_class(uint8_t *b, size_t s) { (void)s; b[4] = 1; }

static void m_symtab_off(uint8_t *b, size_t s)
{
	put64(b + shdr_of(b, 2) + 24, s + 100);
}

static void m_symtab_size(uint8_t *b, size_t s)
{
	(void)s;
	put64(b + shdr_of(b, 2) + 32, UINT64_MAX / 2);
}

static void m_strtab_off(uint8_t *b, size_t s)
{
	size_t sym = shdr_of(b, 2);
	unsigned int link = b[sym + 40];

	put64(b + get64(b + 40) + link * 64 + 24, s - 2);
}

static void m_load_memsz(uint8_t *b, size_t s)
{
	(void)s;
	put64(b + 64 + 56 + 40, UINT64_MAX - 4);   /* phdr 1 is the first PT_LOAD */
}

static void m_load_filesz(uint8_t *b, size_t s)
{
	put64(b + 64 + 56 + 32, s * 2);
}

/* The note: first bytes of the .note section. */
static uint8_t *note_of(uint8_t *b)
{
	return b + get64(b + shdr_of(b, 7) + 24);
}

static void m_note_descsz(uint8_t *b, size_t s)
{
	uint8_t *n = note_of(b);

	(void)s;
	n[4] = n[5] = n[6] = n[7] = 0xff;
}

static void m_note_namesz(uint8_t *b, size_t s)
{
	uint8_t *n = note_of(b);

	(void)s;
	n[0] = 0xf0; n[1] = 0xff; n[2] = 0xff; n[3] = 0x7f;
}

static void m_note_short(uint8_t *b, size_t s)
{
	uint8_t *n = note_of(b);

	uint32_t d = (uint32_t)(n[4] | n[5] << 8 | n[6] << 16 | (uint32_t)n[7] << 24) - 5;

	(void)s;
	for (int i = 0; i < 4; i++)   /* metadata cut short: msgpack truncated */
		n[4 + i] = (uint8_t)(d >> (8 * i));
}

static void m_note_garbage(uint8_t *b, size_t s)
{
	(void)s;
	note_of(b)[20] = 0xc1;   /* msgpack "never used" byte */
}

/* Make the first kernel's descriptor point its entry far away / unaligned. */
static void m_kd_far(uint8_t *b, size_t s)
{
	(void)s;
	/* .rodata is the only 64-aligned PROGBITS we write: find by align. */
	uint64_t shoff = get64(b + 40);
	unsigned int shnum = b[60] | b[61] << 8;

	for (unsigned int i = 0; i < shnum; i++)
		if (get64(b + shoff + i * 64 + 48) == 64)
			put64(b + get64(b + shoff + i * 64 + 24) + 16, (uint64_t)1 << 40);
}

static void m_kd_unaligned(uint8_t *b, size_t s)
{
	uint64_t shoff = get64(b + 40);
	unsigned int shnum = b[60] | b[61] << 8;

	(void)s;
	for (unsigned int i = 0; i < shnum; i++)
		if (get64(b + shoff + i * 64 + 48) == 64) {
			uint8_t *kd = b + get64(b + shoff + i * 64 + 24);

			put64(kd + 16, get64(kd + 16) + 4);
		}
}

static void test_malformed(const uint8_t *img, size_t size)
{
	struct gs_codeobj co;
	struct gs_error err = { 0 };

	CHECK_EQ(gs_codeobj_read(NULL, 10, &co, &err), GS_ERR_INVALID, "malformed: NULL image");
	CHECK_EQ(gs_codeobj_read(img, size, NULL, &err), GS_ERR_INVALID, "malformed: NULL output");
	expect_bad(img, size, 0, NULL, GS_ERR_INVALID, "empty", "truncated ELF header");
	expect_bad(img, size, 10, NULL, GS_ERR_INVALID, "10 bytes", "truncated ELF header");
	expect_bad(img, size, 63, NULL, GS_ERR_INVALID, "63 bytes", "truncated ELF header");
	expect_bad(img, size, 64, NULL, GS_ERR_INVALID, "header only", "program headers");
	expect_bad(img, size, size / 2, NULL, GS_ERR_INVALID, "half a file", NULL);
	expect_bad(img, size, size - 1, NULL, GS_ERR_INVALID, "one byte short", "section headers");
	expect_bad(img, size, size, m_magic, GS_ERR_INVALID, "bad magic", "magic");
	expect_bad(img, size, size, m_class, GS_ERR_INVALID, "ELF32 class", "ELF class");
	expect_bad(img, size, size, m_machine, GS_ERR_INVALID, "e_machine x86-64", "e_machine");
	expect_bad(img, size, size, m_mach, GS_ERR_UNSUPPORTED, "unknown EF_AMDGPU_MACH", "unknown GPU");
	expect_bad(img, size, size, m_shoff, GS_ERR_INVALID, "e_shoff past end", "section headers");
	expect_bad(img, size, size, m_phoff, GS_ERR_INVALID, "e_phoff past end", "program headers");
	expect_bad(img, size, size, m_phnum, GS_ERR_INVALID, "e_phnum 65535", "program headers");
	expect_bad(img, size, size, m_shnum, GS_ERR_INVALID, "e_shnum 65535", "section headers");
	expect_bad(img, size, size, m_symtab_off, GS_ERR_INVALID, ".symtab offset past end", "symbol table");
	expect_bad(img, size, size, m_symtab_size, GS_ERR_INVALID, ".symtab size huge", "symbol table");
	expect_bad(img, size, size, m_strtab_off, GS_ERR_INVALID, ".strtab past end", "string table");
	expect_bad(img, size, size, m_load_memsz, GS_ERR_INVALID, "PT_LOAD memsz huge", "PT_LOAD");
	expect_bad(img, size, size, m_load_filesz, GS_ERR_INVALID, "PT_LOAD filesz past end", "PT_LOAD");
	expect_bad(img, size, size, m_note_descsz, GS_ERR_INVALID, "note descsz 4G", "note");
	expect_bad(img, size, size, m_note_namesz, GS_ERR_INVALID, "note namesz 2G", "note");
	expect_bad(img, size, size, m_note_short, GS_ERR_INVALID, "note desc cut short", "metadata");
	expect_bad(img, size, size, m_note_garbage, GS_ERR_INVALID, "note msgpack 0xc1", "metadata");
	expect_bad(img, size, size, NULL, GS_OK, "untouched copy", NULL);
	expect_bad(img, size, size, m_kd_far, GS_ERR_INVALID, "entry offset 1 TiB", "outside");
	expect_bad(img, size, size, m_kd_unaligned, GS_ERR_INVALID, "entry off by 4", "aligned");
}

/* The msgpack reader directly, on hostile input. */
static void test_msgpack(void)
{
	static const uint8_t huge_map[] = { 0xdf, 0xff, 0xff, 0xff, 0xff, 0x01 };
	static const uint8_t huge_str[] = { 0xdb, 0xff, 0xff, 0xff, 0xf0, 'a' };
	static const uint8_t trunc_u64[] = { 0xcf, 1, 2, 3 };
	static const uint8_t neg[] = { 0xd0, 0xfe, 0xd3, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff };
	uint8_t deep[200];
	struct gs_mp_reader r;
	struct gs_mp_value v;
	struct gs_mp_writer w;

	r = (struct gs_mp_reader){ huge_map, sizeof(huge_map), 0 };
	CHECK_EQ(gsi_mp_skip(&r), -1, "msgpack: map32 with 4G pairs in 6 bytes");
	r = (struct gs_mp_reader){ huge_str, sizeof(huge_str), 0 };
	CHECK_EQ(gsi_mp_next(&r, &v), -1, "msgpack: str32 longer than buffer");
	r = (struct gs_mp_reader){ trunc_u64, sizeof(trunc_u64), 0 };
	CHECK_EQ(gsi_mp_next(&r, &v), -1, "msgpack: truncated uint64");
	memset(deep, 0x91, sizeof(deep));   /* [[[[...]]]] nested 200 deep */
	r = (struct gs_mp_reader){ deep, sizeof(deep), 0 };
	CHECK_EQ(gsi_mp_skip(&r), -1, "msgpack: nesting deeper than the limit");
	r = (struct gs_mp_reader){ neg, sizeof(neg), 0 };
	CHECK(gsi_mp_next(&r, &v) == 0 && v.type == GS_MP_INT && v.i == -2, "msgpack: int8 -2");
	CHECK(gsi_mp_next(&r, &v) == 0 && v.type == GS_MP_INT && v.i == -1, "msgpack: int64 -1");

	/* Writer/reader round trip across encoding widths. */
	gsi_mp_writer_init(&w);
	gsi_mp_put_array(&w, 6);
	gsi_mp_put_uint(&w, 127);
	gsi_mp_put_uint(&w, 255);
	gsi_mp_put_uint(&w, 65535);
	gsi_mp_put_uint(&w, 0xffffffffu);
	gsi_mp_put_uint(&w, 0x100000000ull);
	gsi_mp_put_str(&w, "a string longer than thirty-one characters");
	CHECK(!w.oom && w.len == 1 + 1 + 2 + 3 + 5 + 9 + 2 + 42, "msgpack: writer sizes (%zu)", w.len);
	r = (struct gs_mp_reader){ w.buf, w.len, 0 };
	CHECK(gsi_mp_next(&r, &v) == 0 && v.type == GS_MP_ARRAY && v.n == 6, "msgpack: array 6");
	{
		const uint64_t want[] = { 127, 255, 65535, 0xffffffffu, 0x100000000ull };
		int ok = 1;

		for (int i = 0; i < 5; i++)
			ok &= gsi_mp_next(&r, &v) == 0 && v.type == GS_MP_UINT && v.u == want[i];
		CHECK(ok, "msgpack: uints round trip");
	}
	CHECK(gsi_mp_next(&r, &v) == 0 && gsi_mp_str_eq(&v, "a string longer than thirty-one characters"),
	      "msgpack: str8 round trip");
	CHECK_EQ(r.pos, w.len, "msgpack: consumed everything");
	gsi_mp_writer_release(&w);
}

/* xorshift64: a fixed seed gives the same mutations on every run. */
static uint64_t rng_next(uint64_t *s)
{
	*s ^= *s << 13;
	*s ^= *s >> 7;
	*s ^= *s << 17;
	return *s;
}

/* Random byte changes and truncations of a valid file: the reader must
 * return a status (never crash, never read out of bounds — valgrind/ASan
 * runs make that visible) and whatever it accepts must be self-consistent. */
static void fuzz(const char *what, const uint8_t *img, size_t size, int rounds, uint64_t seed)
{
	uint8_t *b = malloc(size);
	int bad_status = 0, bad_result = 0, accepted = 0;

	if (!CHECK(b != NULL, "fuzz %s: buffer", what))
		return;
	for (int i = 0; i < rounds; i++) {
		struct gs_codeobj co;
		struct gs_error err = { 0 };
		size_t len = size;
		int flips = 1 + (int)(rng_next(&seed) % 4);
		enum gs_status st;

		memcpy(b, img, size);
		for (int f = 0; f < flips; f++) {
			size_t at = (size_t)(rng_next(&seed) % size);

			/* Mostly small header-sized region, where damage matters. */
			if (rng_next(&seed) % 2)
				at %= size < 512 ? size : 512;
			b[at] = (uint8_t)rng_next(&seed);
		}
		if (rng_next(&seed) % 16 == 0)
			len = (size_t)(rng_next(&seed) % size);
		st = gs_codeobj_read(b, len, &co, &err);
		if (st != GS_OK && st != GS_ERR_INVALID && st != GS_ERR_UNSUPPORTED) {
			if (!bad_status++)
				printf("# fuzz %s round %d: status %d (%s)\n", what, i, st, err.msg);
		}
		if (st != GS_OK && !err.msg[0])
			bad_status++;
		if (st == GS_OK) {
			accepted++;
			for (size_t k = 0; k < co.n_kernels; k++)
				if (co.kd_offsets[k] + 64 > co.load_size ||
				    co.kernels[k].entry_offset >= co.load_size)
					bad_result++;
			gs_codeobj_free(&co);
		}
	}
	CHECK_EQ(bad_status, 0, "fuzz %s: %d mutations give ok/invalid/unsupported with a message",
		 what, rounds);
	CHECK_EQ(bad_result, 0, "fuzz %s: accepted results are in bounds (%d accepted)", what,
		 accepted);
	free(b);
}

/* A kernel entry that fails after its .args were read: every failing key
 * (here one that is not a string, the fuzz round that found it) must free
 * them; the sanitizer pass turns a leak into a failure. */
static void test_meta_args_then_error(void)
{
	struct gs_kernel k = { .name = "k" };
	struct gs_error err = { 0 };
	struct gs_mp_writer w;
	enum gs_status st;

	for (int bad_key = 0; bad_key < 2; bad_key++) {
		gsi_mp_writer_init(&w);
		gsi_mp_put_map(&w, 1);
		gsi_mp_put_str(&w, "amdhsa.kernels");
		gsi_mp_put_array(&w, 1);
		gsi_mp_put_map(&w, 3);
		gsi_mp_put_str(&w, ".args");
		gsi_mp_put_array(&w, 1);
		gsi_mp_put_map(&w, 3);
		gsi_mp_put_str(&w, ".offset");
		gsi_mp_put_uint(&w, 0);
		gsi_mp_put_str(&w, ".size");
		gsi_mp_put_uint(&w, 8);
		gsi_mp_put_str(&w, ".value_kind");
		gsi_mp_put_str(&w, "global_buffer");
		if (bad_key)
			gsi_mp_put_uint(&w, 7);      /* a key that is not a string */
		/* else: the map ends early, a truncated key */
		memset(&err, 0, sizeof(err));
		st = gsi_meta_parse(w.buf, w.len, gs_target_find("gfx1100"), &k, 1, &err);
		CHECK(st == GS_ERR_INVALID && strstr(err.msg, bad_key ? "not a string" : "truncated"),
		      "metadata: %s after .args is refused (%s)",
		      bad_key ? "a non-string key" : "a truncated key", err.msg);
		CHECK(k.meta.args == NULL, "metadata: nothing attached on error");
		gsi_mp_writer_release(&w);
	}
}

int main(void)
{
	uint8_t *ours = NULL, *llvm;
	size_t ours_size = 0, llvm_size = 0;
	char cmd[128], out[64];

	snprintf(tmpdir, sizeof(tmpdir), "/tmp/gs_codeobj.XXXXXX");
	if (!CHECK(mkdtemp(tmpdir) != NULL, "temp dir"))
		return t_done();
	if (tools_present())
		for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
			test_write_target(&cases[i]);
	test_write_errors();
	test_msgpack();
	test_meta_args_then_error();
	test_llvm_equivalence("gfx1100", 32);
	test_llvm_equivalence("gfx1201", 64);
	test_llvm_equivalence("gfx942", 64);

	/* A fresh object of ours for the malformed-input tests. */
	{
		const uint8_t text[8] = { V_MOV_V0_1, S_ENDPGM_GFX11 };
		struct gs_kernel k = make_kernel(&cases[0], "k", 0);
		struct gs_codeobj_input in = { .size = sizeof(in), .target = gs_target_find("gfx1100"), .text = text,
					       .text_size = sizeof(text), .kernels = &k,
					       .n_kernels = 1 };
		struct gs_codeobj co;
		struct gs_error err = { 0 };

		CHECK_EQ(gs_codeobj_write(&in, &ours, &ours_size, &err), GS_OK, "write fuzz seed");
		if (ours) {
			CHECK_EQ(gs_codeobj_read(ours, ours_size, &co, &err), GS_OK, "read fuzz seed");
			CHECK(gs_codeobj_kernel(&co, NULL, NULL) == &co.kernels[0],
			      "NULL name finds the only kernel");
			gs_codeobj_free(&co);
			test_malformed(ours, ours_size);
			fuzz("ours", ours, ours_size, 3000, 0x9e3779b97f4a7c15ull);
		}
	}
	llvm = test_read_llvm(&llvm_size);
	if (llvm)
		fuzz("llvm", llvm, llvm_size, 2000, 0xd1b54a32d192ed03ull);
	free(ours);
	free(llvm);
	snprintf(cmd, sizeof(cmd), "rm -rf '%s'", tmpdir);
	run(cmd, out, sizeof(out));
	return t_done();
}
