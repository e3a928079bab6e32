// SPDX-License-Identifier: MIT
/*
 * Assembler expressions and symbols (.set/.equ/.equiv/=, operators,
 * precedence, inline-constant boundaries, modifiers, directives, .if).
 * LLVM 22 is the oracle: every source here goes through llvm-mc-22 live and
 * gfxshim must produce the same bytes (instruction encodings, and the values
 * llvm-mc prints for .byte/.short/.long).  Errors must name the exact
 * line:col.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "harness.h"
#include "testutil.h"

#define TARGET "gfx1201"

struct stream {
	uint8_t b[4096];
	size_t n;
	unsigned int inst[512];  /* start offset of each instruction */
	unsigned int ninst;
};

static int have_llvm;

/* llvm-mc-22's bytes for src: encodings and the data values it prints. */
static int llvm_stream(const char *src, struct stream *s)
{
	char path[] = "/tmp/gs-expr-XXXXXX";
	char cmd[256], *out, *line, *save = NULL;
	int fd = mkstemp(path), st;

	memset(s, 0, sizeof(*s));
	if (fd < 0)
		return 0;
	close(fd);
	tu_write_file(path, src, strlen(src));
	snprintf(cmd, sizeof(cmd), "llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding %s 2>&1", TARGET, path);
	out = tu_run(cmd, &st);
	unlink(path);
	if (!out || st != 0) {
		printf("# llvm-mc-22 refused it (status %d): %s\n", st, out ? out : "(no output)");
		free(out);
		return 0;
	}
	for (line = strtok_r(out, "\n", &save); line; line = strtok_r(NULL, "\n", &save)) {
		char *enc = strstr(line, "; encoding: [");
		unsigned int size = strstr(line, "\t.byte\t") ? 1 : strstr(line, "\t.short\t") ? 2
				  : strstr(line, "\t.long\t") ? 4 : 0;

		if (enc) {
			if (s->ninst < 512)
				s->inst[s->ninst++] = (unsigned int)s->n;
			for (char *p = enc + 13; *p && *p != ']' && s->n < sizeof(s->b);) {
				s->b[s->n++] = (uint8_t)strtoul(p, &p, 16);
				if (*p == ',')
					p++;
			}
		} else if (size) {
			long long v = strtoll(strchr(line + 1, '\t') + 1, NULL, 0);

			for (unsigned int i = 0; i < size && s->n < sizeof(s->b); i++)
				s->b[s->n++] = (uint8_t)((unsigned long long)v >> (8 * i));
		}
	}
	free(out);
	return 1;
}

static struct gs_program *ours(const char *src, struct gs_error *err)
{
	struct gs_asm_options opt = { .target = gs_target_find(TARGET), .filename = "t.s" };
	struct gs_program *p = NULL;

	if (gs_assemble(src, strlen(src), &opt, &p, err) != GS_OK) {
		gs_program_free(p);
		return NULL;
	}
	return p;
}

static void hexdump(const char *what, const uint8_t *b, size_t n)
{
	printf("#   %s:", what);
	for (size_t i = 0; i < n; i++)
		printf(" %02x", b[i]);
	printf("\n");
}

/* The whole program: same bytes as llvm-mc-22. */
static void same_as_llvm(const char *what, const char *src)
{
	static struct stream ref;
	struct gs_error err = { 0 };
	struct gs_program *p;

	if (!llvm_stream(src, &ref)) {
		CHECK(0, "%s: llvm-mc-22 assembles it", what);
		return;
	}
	p = ours(src, &err);
	if (!CHECK(p != NULL, "%s: gfxshim assembles it (%s)", what, err.msg))
		return;
	if (!CHECK(p->text_size == ref.n && !memcmp(p->text, ref.b, ref.n),
		   "%s: %zu bytes identical to llvm-mc-22's", what, ref.n)) {
		hexdump("ours", p->text, p->text_size);
		hexdump("llvm", ref.b, ref.n);
	}
	gs_program_free(p);
}

static const char defs[] =
	".set N, 4\n"
	".equ M, N*2\n"
	"K = 0x10\n"
	"NEG=-17\n"
	".set BIG, 0x12345678\n"
	".set size, 2\n";

/* One instruction per line, each assembled after defs on its own. */
static const char *const lines[] = {
	/* the example */
	"s_mov_b32 s0, N", "s_mov_b32 s1, M+1", "s_mov_b32 s2, (1 << 4) | 3", "v_add_nc_u32 v0, N, v1",
	"s_nop 1+2", "global_load_b32 v1, v2, s[0:1] offset:N*4",
	/* precedence (GNU as: | ^ & ! above + -, below * / % << >>) */
	"s_mov_b32 s0, 1 + 2 * 3", "s_mov_b32 s0, 1 | 2 * 4", "s_mov_b32 s0, 8 - 1 | 2",
	"s_mov_b32 s0, 6 & 3 + 1", "s_mov_b32 s0, 7 ^ 1 - 1", "s_mov_b32 s0, 1 << 2 + 1",
	"s_mov_b32 s0, 2 == 2 + 0", "s_mov_b32 s0, 1 == 1 == 1", "s_mov_b32 s0, 1 || 0 && 0",
	"s_mov_b32 s0, 3 < 4 && 5", "s_mov_b32 s0, 1 ! 2", "s_mov_b32 s0, 1 <> 2", "s_mov_b32 s0, 2 <= 1",
	"s_mov_b32 s0, 2 >= 1", "s_mov_b32 s0, 12 / 4 * 3", "s_mov_b32 s0, 2 - 3 - 4",
	/* unary, division, numbers */
	"s_mov_b32 s0, -7/2", "s_mov_b32 s0, -7%2", "s_mov_b32 s0, ~0", "s_mov_b32 s0, !5",
	"s_mov_b32 s0, - -3", "s_mov_b32 s0, 010+0", "s_mov_b32 s0, 0b101+0", "s_mov_b32 s0, K*4",
	"s_mov_b32 s0, 0xffffffffffffffff+1", "s_mov_b32 s0, 0x7fffffff+1", "s_mov_b32 s0, 0x100 >> 4",
	"s_mov_b32 s0, BIG & 0xffff", "s_mov_b32 s0, (N)", "s_mov_b32 s0, (((1)))", "s_nop (3)",
	"s_mov_b32 s0, -N", "s_mov_b32 s0, -size", "s_mov_b32 s0, 0x12345678 + 0", "s_mov_b32 s0, BIG",
	/* character constants (data directives with them: tests/asm/listing.s) */
	"s_mov_b32 s0, 'a'", "s_mov_b32 s0, 'a' + 1", "s_mov_b32 s0, '\\n'", "s_mov_b32 s0, 'A' << 8 | 'B'",
	/* the table-driven layer's scalar ops (s_lshl_b64) take symbols too */
	"s_lshl_b64 s[0:1], s[2:3], N", "s_lshl_b64 s[0:1], BIG, s4",
	/* the value decides inline constant or literal */
	"s_mov_b32 s0, 0x3f800000+0", "v_add_f32 v0, 64+0, v1", "v_add_f32 v0, 64+1, v1",
	"v_add_nc_u32 v0, -16+0, v1", "v_add_nc_u32 v0, NEG, v1", "v_add_nc_u32 v0, -(16), v1",
	"v_add_nc_u32 v0, N * 16, v1", "v_add_nc_u32 v0, 1 | 2, v1", "v_add_f32 v0, N*2, v1",
	"v_add_f32_e64 v0, N * 2, v1 clamp", "s_branch N",
	/* modifiers */
	"global_load_b32 v1, v2, s[0:1] offset:N * 4", "global_load_b32 v1, v2, s[0:1] offset:-N",
	"global_load_b32 v1, v2, s[0:1] offset:(N*4) th:TH_LOAD_NT",
	"global_load_b32 v1, v2, s[0:1] offset:N*4 th:TH_LOAD_NT",
	"ds_load_2addr_b32 v[0:1], v2 offset0:N offset1:N+1", "ds_load_b32 v0, v1 offset:N<<2",
	/* a leading 0 is octal everywhere (issue 23: 010 was 10 in operands,
	 * modifiers and the scalar layer, which also had its own precedence) */
	"s_nop 010", "s_setprio 010", "v_mov_b32 v0, 010", "s_mov_b32 s0, -010", "s_load_b32 s0, s[0:1], 010",
	"ds_load_b32 v0, v1 offset:010", "s_sendmsg 010", "s_getreg_b32 s0, hwreg(010)",
	"s_nop 4|4+4", "s_sendmsg 4|4+4", "s_getreg_b32 s0, hwreg(4|4+4)", "s_delay_alu 4|4+4", "s_nop 2&3+4",
	"s_nop (-9223372036854775807-1) & 0xffff", "s_setprio (9223372036854775807+1) & 3",
	"s_waitcnt vmcnt(010) lgkmcnt(1+2)", "s_waitcnt expcnt(0x3) & lgkmcnt(0)",
};

static void test_lines(void)
{
	static struct stream ref;
	static char all[16384];
	size_t n = sizeof(lines) / sizeof(lines[0]), pos;
	unsigned int same = 0;

	pos = (size_t)snprintf(all, sizeof(all), "%s", defs);
	for (size_t i = 0; i < n; i++)
		pos += (size_t)snprintf(all + pos, sizeof(all) - pos, "%s\n", lines[i]);
	if (!CHECK(llvm_stream(all, &ref) && ref.ninst == n, "llvm-mc-22 encodes the %zu lines (%u)", n, ref.ninst))
		return;
	for (size_t i = 0; i < n; i++) {
		char src[512];
		struct gs_error err = { 0 };
		struct gs_program *p;
		size_t lo = ref.inst[i], hi = i + 1 < n ? ref.inst[i + 1] : ref.n;

		snprintf(src, sizeof(src), "%s%s\n", defs, lines[i]);
		p = ours(src, &err);
		if (p && p->text_size == hi - lo && !memcmp(p->text, ref.b + lo, hi - lo)) {
			same++;
		} else {
			CHECK(0, "'%s' encodes like llvm-mc-22 (%s)", lines[i], p ? "other bytes" : err.msg);
			if (p)
				hexdump("ours", p->text, p->text_size);
			hexdump("llvm", ref.b + lo, hi - lo);
		}
		gs_program_free(p);
	}
	CHECK_EQ(same, (unsigned int)n, "%u of %zu expression lines encode like llvm-mc-22", same, n);
}

static void test_programs(void)
{
	same_as_llvm("redefinition, forward reference in .set, NAME = EXPR",
		     ".set A, 1\n.set A, A+1\n.set F, G+1\n.set G, 2\ns_mov_b32 s0, A\ns_mov_b32 s1, F\n"
		     "X = 5\nY=X*2\nZ= Y+1\ns_mov_b32 s2, Y\ns_mov_b32 s3, Z\n.equiv E, 0x41\ns_mov_b32 s4, E\n");
	same_as_llvm(".if over expressions",
		     ".set A, 2\nY = 10\n.if A*2 == 4\ns_nop 1\n.else\ns_nop 2\n.endif\n"
		     ".if (A > 1) && (Y <> 10)\ns_nop 3\n.elseif Y & 2\ns_nop 4\n.endif\n"
		     ".if !(A - 2)\ns_nop 5\n.endif\n");
	/* names bound as llvm-mc-22 binds them: a redefinition after the use
	 * of a name does not change what the kept text saw (issue 23) */
	same_as_llvm("forward references bound to the definition they get next",
		     ".set b, 1\n.set a, b + c\n.set b, 5\n.set c, 10\ns_mov_b32 s0, a\n"
		     ".set p, q+1\n.set q, r\n.set r, 3\n.set r, 9\n.set q, 20\ns_mov_b32 s0, p\n"
		     ".set u, v+1\n.set v, 4\n.set u2, v+2\n.set v, 8\ns_mov_b32 s0, u2\ns_mov_b32 s0, u\n"
		     ".set A, 1\n.set A, A+1\ns_mov_b32 s0, A\nq0 = z\nq1 = q0+1\nz = 5\ns_mov_b32 s0, q1\n"
		     "z = 7\ns_mov_b32 s0, q1\n");
	{
		static char chain[4096];
		size_t n = 0;

		/* the chain: llvm-mc-22 gives 65 (gfxshim refused it at 64) */
		for (int i = 0; i < 65; i++)
			n += (size_t)snprintf(chain + n, sizeof(chain) - n, "x%d = x%d+1\n", i, i + 1);
		snprintf(chain + n, sizeof(chain) - n, "x65 = 0\ns_mov_b32 s0, x0\n.long x0, x32\n");
		same_as_llvm("a chain of 65 forward symbols", chain);
	}
	same_as_llvm("64-bit wrap-around in data",
		     ".long (9223372036854775807+1) >> 32, (9223372036854775807+1) & 0xffffffff\n"
		     ".long -(-9223372036854775807-1) >> 32, (9223372036854775807*3) >> 32\n"
		     ".long (-1 >> 60), 0xffffffffffffffff < 0, 18446744073709551615 >> 33\n"
		     ".byte 010, 0b11, 'a'\n");
	same_as_llvm("data directives",
		     ".set N, 4\n.long N*2, N+1, -1, 0x12345678 ^ 0xff\n.short 0x1234 ^ 0xff, -(2)\n"
		     ".byte N << 4, 255, ~0 & 0x7f, 1 + 1\n.p2align N-2\ns_nop 0\n");
}

/* .amdhsa_* fields take expressions: the same descriptor as plain numbers. */
static void test_kd(void)
{
	static const char fmt[] =
		".amdgcn_target \"amdgcn-amd-amdhsa--gfx1201\"\n%s.text\n.p2align 8\nk:\ns_endpgm\n"
		".rodata\n.p2align 6\n.amdhsa_kernel k\n"
		".amdhsa_next_free_vgpr %s\n.amdhsa_next_free_sgpr %s\n"
		".amdhsa_group_segment_fixed_size %s\n.amdhsa_user_sgpr_kernarg_segment_ptr %s\n"
		".end_amdhsa_kernel\n";
	char a[1024], b[1024], cmd[256], path[] = "/tmp/gs-expr-kd-XXXXXX";
	struct gs_error err = { 0 };
	struct gs_program *pa, *pb;
	int fd, st;
	char *out;

	snprintf(a, sizeof(a), fmt, ".set NV, 8\n", "NV*4", "NV+2", "1 << 10", "NV / 8");
	snprintf(b, sizeof(b), fmt, "", "32", "10", "1024", "1");
	pa = ours(a, &err);
	CHECK(pa != NULL, ".amdhsa_* fields with expressions assemble (%s)", err.msg);
	pb = ours(b, &err);
	CHECK(pb != NULL, "the plain form assembles (%s)", err.msg);
	if (pa && pb && CHECK(pa->n_kernels == 1 && pb->n_kernels == 1, "one kernel each"))
		CHECK(!memcmp(&pa->kernels[0].kd, &pb->kernels[0].kd, sizeof(pa->kernels[0].kd)),
		      "expressions give the descriptor of the plain numbers");
	gs_program_free(pa);
	gs_program_free(pb);
	fd = mkstemp(path);
	if (fd < 0)
		return;
	close(fd);
	tu_write_file(path, a, strlen(a));
	snprintf(cmd, sizeof(cmd), "llvm-mc-22 -triple=amdgcn-amd-amdhsa -mcpu=gfx1201 -filetype=obj -o /dev/null %s 2>&1",
		 path);
	out = tu_run(cmd, &st);
	CHECK(st == 0, "llvm-mc-22 takes the same expressions in .amdhsa_* fields (%s)", out ? out : "");
	free(out);
	unlink(path);
}

static void expect_error(const char *src, const char *want)
{
	struct gs_asm_options opt = { .target = gs_target_find(TARGET), .filename = "bad.s" };
	struct gs_program *p = NULL;
	struct gs_error err = { 0 };
	enum gs_status st = gs_assemble(src, strlen(src), &opt, &p, &err);

	CHECK(st != GS_OK, "rejected: %s", want);
	CHECK_STR(err.msg, want, "message for %s", src);
	gs_program_free(p);
}

static void test_errors(void)
{
	expect_error("s_mov_b32 s0, X+1\n",
		     "bad.s:1:15: error: undefined symbol 'X', expected a symbol defined earlier with .set, .equ or '='");
	expect_error("s_mov_b32 s0, 1/0\n", "bad.s:1:16: error: division by zero");
	expect_error("s_mov_b32 s0, 5 % (2 - 2)\n", "bad.s:1:17: error: remainder by zero");
	expect_error("s_mov_b32 s0, (1+2\n", "bad.s:1:19: error: missing ')' to close the '(' at column 15");
	expect_error("s_mov_b32 s0, 1+\n",
		     "bad.s:1:17: error: missing operand at the end of '1+', expected a number, a symbol or '('");
	expect_error("s_mov_b32 s0, 1 << 64\n", "bad.s:1:17: error: shift count 64 out of range, expected 0..63");
	expect_error("s_mov_b32 s0, 0x10000000000000000+1\n",
		     "bad.s:1:15: error: number '0x10000000000000000' out of range, expected at most 64 bits");
	expect_error("s_mov_b32 s0, 12ab+1\n",
		     "bad.s:1:15: error: invalid number '12ab', expected decimal, 0x hex, 0b binary or 0 octal digits");
	expect_error("global_load_b32 v1, v2, s[0:1] offset:N*4\n",
		     "bad.s:1:39: error: undefined symbol 'N', expected a symbol defined earlier with .set, .equ or '='");
	expect_error(".if X\n.endif\n",
		     "bad.s:1:5: error: undefined symbol 'X', expected a symbol defined earlier with .set, .equ or '='");
	expect_error(".set A, 3\n.equiv A, 4\n", "bad.s:2:11: error: redefinition of 'A' (line 1), which .equiv refuses");
	expect_error(".equiv A, 3\nA = 4\n", "bad.s:2:5: error: redefinition of 'A' (line 1), defined with .equiv");
	expect_error("L: s_nop 0\n.set L, 4\n", "bad.s:2:9: error: redefinition of 'L', a label at line 1");
	expect_error(".set , 3\n", "bad.s:1:6: error: missing symbol name, expected NAME before the value");
	expect_error(".set A 3\n", "bad.s:1:8: error: unexpected '3' after 'A', expected ',' (.set NAME, EXPR)");
	expect_error(".set 1A, 3\n",
		     "bad.s:1:6: error: invalid symbol name '1A', expected a letter, '_', '.' or '$' first");
	expect_error(".set A,\n", "bad.s:1:8: error: missing expression after 'A', expected a value");
	expect_error(".set A, B\ns_mov_b32 s0, A\n",
		     "bad.s:2:15: error: cannot evaluate 'A' (= B, line 1): undefined symbol 'B', expected a symbol "
		     "defined earlier with .set, .equ or '='");
	expect_error(".set A, A+1\ns_mov_b32 s0, A\n",
		     "bad.s:2:15: error: cannot evaluate 'A' (= A+1, line 1): symbol 'A' is defined in terms of itself, "
		     "expected a value");
	expect_error("s_mov_b32 s0, 2 * * 3\n",
		     "bad.s:1:19: error: unexpected '*' in '2 * * 3', expected a number, a symbol, '(' or a unary operator");
	expect_error(".long 1, 2 + Q\n",
		     "bad.s:1:14: error: undefined symbol 'Q', expected a symbol defined earlier with .set, .equ or '='");
	expect_error(".amdgcn_target \"amdgcn-amd-amdhsa--gfx1201\"\n.amdhsa_kernel k\n"
		     ".amdhsa_next_free_vgpr 4 / 0\n.amdhsa_next_free_sgpr 1\n.end_amdhsa_kernel\n",
		     "bad.s:3:26: error: division by zero");
	expect_error("L: s_nop 0\ns_mov_b32 s0, L+4\n",
		     "bad.s:2:15: error: label 'L' in an expression, expected a number or a .set symbol (label arithmetic "
		     "needs relocations, which gfxshim does not make)");
}

int main(void)
{
	int st;
	char *v = tu_run("llvm-mc-22 --version 2>&1", &st);

	have_llvm = v && st == 0;
	free(v);
	test_errors();
	if (!have_llvm) {
		printf("ok - # SKIP llvm-mc-22 not installed\n");
		return t_done();
	}
	test_lines();
	test_programs();
	test_kd();
	return t_done();
}
