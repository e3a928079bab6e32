// SPDX-License-Identifier: MIT
/* The claims engine (tools/gfxshim/claims_*.c): the expression language,
 * the claim-file parser and its messages, target selectors, the token
 * expander, the runner's verdicts (true, false, faulting, hanging and
 * not-applicable claims on the emulator, the bench path), and the reports
 * (JSON round trip, Markdown, HTML escaping, reST). */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "claims_expr.h"
#include "claims_file.h"
#include "claims_report.h"
#include "claims_run.h"
#include "harness.h"

/* ---- expressions */

struct vars {
	double arr[8];
};

static int lookup(void *ctx, const struct cx_path *p, double *out, char *err, size_t n)
{
	struct vars *v = ctx;

	if (!strcmp(p->name[0], "arr")) {
		if (p->len && p->n == 1) {
			*out = 8;
			return 0;
		}
		if (p->n == 2 && !p->name[1] && p->index[1] >= 0 && p->index[1] < 8) {
			*out = v->arr[(int)p->index[1]];
			return 0;
		}
		snprintf(err, n, "arr[0..7]");
		return -1;
	}
	if (!strcmp(p->name[0], "x") && p->n == 1) {
		*out = 2.5;
		return 0;
	}
	if (!strcmp(p->name[0], "run") && p->n == 3 && p->name[1] && !strcmp(p->name[1], "out") && !p->name[2]) {
		*out = 100 + p->index[2];
		return 0;
	}
	snprintf(err, n, "unknown name '%s'", p->name[0]);
	return -1;
}

static double ev(const char *text, int *ok)
{
	struct cx_expr e;
	struct vars v = { { 5, 1, 4, 1, 5, 9, 2, 6 } };
	char err[256];
	double r = NAN;

	*ok = 0;
	if (cx_parse(text, &e, err, sizeof(err))) {
		printf("# parse %s: %s\n", text, err);
		return r;
	}
	if (cx_eval(&e, lookup, &v, &r, err, sizeof(err)))
		printf("# eval %s: %s\n", text, err);
	else
		*ok = 1;
	cx_free(&e);
	return r;
}

static void expr_value(const char *text, double want)
{
	int ok;
	double got = ev(text, &ok);

	CHECK(ok && (got == want || (isnan(want) && isnan(got))), "expr '%s' = %g (got %g)", text, want, got);
}

static void expr_error(const char *text, const char *part)
{
	struct cx_expr e;
	struct vars v = { { 0 } };
	char err[256] = "";
	double r;
	int failed;

	if (cx_parse(text, &e, err, sizeof(err)))
		failed = 1;
	else {
		failed = cx_eval(&e, lookup, &v, &r, err, sizeof(err)) != 0;
		cx_free(&e);
	}
	CHECK(failed && strstr(err, part), "expr '%s' fails with '%s' (got '%s')", text, part, err);
}

static void test_expr(void)
{
	expr_value("1 + 2 * 3", 7);
	expr_value("(1 + 2) * 3", 9);
	expr_value("7 % 3 + 10 / 4", 3.5);
	expr_value("1 << 4 | 3", 19);
	expr_value("0xff & 0x0f ^ 1", 14);
	expr_value("~0", 4294967295.0);
	expr_value("-x + 1", -1.5);
	expr_value("!0 && !(1 > 2)", 1);
	expr_value("3 >= 3 && 2 <= 1 || 4 != 5", 1);
	expr_value("1 ? 10 : 20", 10);
	expr_value("0 ? 10 : 0 ? 20 : 30", 30);
	expr_value("arr[5] + len(arr)", 17);
	expr_value("run.out[7]", 107);
	expr_value("all(i, 0, 8, arr[i] > 0)", 1);
	expr_value("any(i, 0, 8, arr[i] == 9)", 1);
	expr_value("count(i, 0, 8, arr[i] == 1)", 2);
	expr_value("sum(i, 0, 8, arr[i])", 33);
	expr_value("maxof(i, 0, 8, arr[i])", 9);
	expr_value("minof(i, 0, 8, arr[i])", 1);
	expr_value("all(i, 0, 3, all(j, 0, 3, i + j < 5))", 1);
	expr_value("floor(7 / 2) + abs(-3) + min(4, 2) + max(4, 2) + pow(2, 10)", 3 + 3 + 2 + 4 + 1024);
	expr_value("f32(1.5)", 0x3fc00000);
	expr_value("asf32(0x40490fdb) > 3.14159", 1);
	expr_value("f16(1.5)", 0x3e00);
	expr_value("f16(65504)", 0x7bff);
	expr_value("f16(70000)", 0x7c00);
	expr_value("f16(pow(2, -24))", 1);
	expr_value("f16(-2)", 0xc000);
	expr_value("asf16(0x3c00) + asf16(0x8001) * pow(2, 24)", 0);
	expr_value("bf16(1)", 0x3f80);
	expr_value("asbf16(0x4180)", 16);
	expr_value("pack(0x1234, 0xabcd)", 0xabcd1234);
	expr_value("lo(0xabcd1234) + hi(0xabcd1234)", 0x1234 + 0xabcd);
	expr_value("bit(0x80, 7) + bits(0xdaa80201, 31, 26)", 1 + 0x36);
	expr_value("near(33000, 32768, 0.3)", 1);
	expr_value("near(50000, 32768, 0.3)", 0);
	expr_value("isnan(asf32(0x7fc00000)) + isinf(inf)", 2);
	expr_value("nan == nan", 0);
	expr_error("1 +", "col 4");
	expr_error("1 = 2", "unexpected '='");
	expr_error("foo(1)", "unknown function 'foo'");
	expr_error("min(1)", "min() takes 2 arguments");
	expr_error("all(1, 0, 2, 1)", "loop variable");
	expr_error("len(3)", "len() takes a name");
	expr_error("y + 1", "unknown name 'y'");
	expr_error("arr[9]", "arr[0..7]");
	expr_error("1.5 & 1", "expected an integer");
	expr_error("1 / 0", "division by zero");
	expr_error("1 << 64", "shift by 64");
	expr_error("sum(i, 0, 2000000, i)", "at most");
	expr_error("(1 + 2", "expected ')'");
	expr_error("0xg", "hex digits");
}

/* ---- the parser */

static const char good[] =
	"# a comment\n"
	"id = test.good\n"
	"title = \"A title\"\n"
	"statement = \"first line\n"
	"    continued\"\n"
	"source = s\n"
	"group = test\n"
	"targets = gfx11 gfx12\n"
	"expected = e\n"
	"verdicts = v\n"
	"[asm]\n"
	"a = v_nop\n"
	"[run main @gfx12]\n"
	"buffer out = u32 4 i * 2\n"
	"kernel <<END\n"
	"\tv_nop\n"
	"END\n"
	"[check @gfx1201 gfx11]\n"
	"confirmed = 1\n"
	"because = yes\n";

static void parse_fails(const char *text, const char *part)
{
	struct claim c;
	struct gs_error err = { 0 };
	enum gs_status st = claim_parse("t.claim", text, strlen(text), &c, &err);

	CHECK(st == GS_ERR_SYNTAX && strstr(err.msg, part), "parse error contains '%s' (got %d '%s')", part, (int)st,
	      err.msg);
	if (st == GS_OK)
		claim_free(&c);
}

static char *with(const char *from, const char *to)
{
	static char buf[2048];
	const char *p = strstr(good, from);

	if (!p) {
		snprintf(buf, sizeof(buf), "%s", good);
		return buf;
	}
	snprintf(buf, sizeof(buf), "%.*s%s%s", (int)(p - good), good, to, p + strlen(from));
	return buf;
}

static void test_parse(void)
{
	struct claim c;
	struct gs_error err = { 0 };
	const struct gs_target *g1201 = gs_target_find("gfx1201"), *g1100 = gs_target_find("gfx1100"),
			       *g942 = gs_target_find("gfx942");
	const struct claim_section *secs[8];

	if (!CHECK(claim_parse("t.claim", good, strlen(good), &c, &err) == GS_OK, "a good claim parses (%s)", err.msg))
		return;
	CHECK_STR(c.id, "test.good", "id");
	CHECK_STR(c.title, "A title", "quotes around a value are dropped");
	CHECK_STR(c.statement, "first line continued", "an indented line continues the value");
	CHECK_STR(c.note, "", "an absent optional key reads empty");
	CHECK(c.nsec == 3 && c.sec[1].kind == SEC_RUN && !strcmp(c.sec[1].name, "main") && !strcmp(c.sec[1].sel, "@gfx12"),
	      "three sections; [run main @gfx12] keeps its name and selector");
	CHECK(claim_get((const struct claim_section *const[]){ &c.sec[1] }, 1, "kernel") &&
		      !strcmp(claim_get((const struct claim_section *const[]){ &c.sec[1] }, 1, "kernel")->val, "\tv_nop\n"),
	      "a here-document keeps its lines");
	CHECK(c.sec[1].kv[0].expr.root != NULL, "the buffer initialiser is parsed");
	CHECK(claim_applies(&c, g1201) && claim_applies(&c, g1100) && !claim_applies(&c, g942),
	      "targets gfx11 gfx12 select gfx1100 and gfx1201, not gfx942");
	CHECK(claim_sections(&c, SEC_RUN, "main", g1100, secs, 8) == 0 && claim_sections(&c, SEC_RUN, "main", g1201, secs, 8) == 1,
	      "[run main @gfx12] is gfx12's only");
	CHECK(claim_sections(&c, SEC_CHECK, NULL, g1100, secs, 8) == 1, "[check @gfx1201 gfx11] matches gfx1100 (several selectors)");
	claim_free(&c);

	CHECK(claim_sel_match("", g1100, NULL) == 1 && claim_sel_match("all", g1100, NULL) == 2 &&
		      claim_sel_match("gfx11", g1100, NULL) == 2 && claim_sel_match("rdna3", g1100, NULL) == 3 &&
		      claim_sel_match("gfx1100", g1100, NULL) == 4 && claim_sel_match("rdna3.5", g1100, NULL) == 0 &&
		      claim_sel_match("rdna3.5", gs_target_find("gfx1151"), NULL) == 3 &&
		      claim_sel_match("gfx9 cdna4", gs_target_find("gfx950"), NULL) == 3,
	      "selector specificity: none < all/generation < architecture < target");
	{
		const char *bad = NULL;

		CHECK(claim_sel_match("gfx12 rdna9", g1100, &bad) == -1 && bad && !strncmp(bad, "rdna9", 5),
		      "an unknown selector is refused and named");
	}
	parse_fails(with("id = test.good\n", ""), "t.claim:1:1: missing 'id'");
	parse_fails(with("group = test\n", "group = test\ncolour = red\n"), "t.claim:8:1: unknown header key 'colour'");
	parse_fails(with("group = test\n", "group = test\ngroup = again\n"), "t.claim:8:1: 'group' given twice");
	parse_fails(with("targets = gfx11 gfx12", "targets = gfx11 rdna9"), "t.claim:8:1: targets: unknown selector 'rdna9'");
	parse_fails(with("[run main @gfx12]", "[run main @gfx13]"), "t.claim:13:1: unknown target selector 'gfx13'");
	parse_fails(with("[asm]", "[asmx]"), "t.claim:11:2: unknown section 'asmx'");
	parse_fails(with("\tv_nop\nEND\n", "\tv_nop\nEDN\n"), "t.claim:15:1: here-document 'kernel' not closed, expected a line 'END'");
	parse_fails(with("buffer out = u32 4 i * 2", "buffer out = u64 4"), "t.claim:14:1: bad buffer 'u64 4'");
	parse_fails(with("buffer out = u32 4 i * 2", "buffer out = u32 4 i *"), "buffer out initialiser 'i *': col 4");
	parse_fails(with("confirmed = 1", "confirmed = 1 +"), "t.claim:19:1: confirmed = 1 +: col 4");
	parse_fails(with("confirmed = 1", "confirmd = 1"), "t.claim:19:1: unknown key 'confirmd' in [check]");
	parse_fails(with("a = v_nop", "a-b = v_nop"), "bad name 'a-b' in [asm]");
	parse_fails(with("[run main @gfx12]\n", "[run main @gfx12]\nblok = 3\n"), "unknown key 'blok' in [run]");
	parse_fails(with("[check @gfx1201 gfx11]", "[check x]"), "[check] sections have no name");
	parse_fails(with("id = test.good", "id = test good"), "id 'test good'");
	parse_fails(with("expected = e", "expected e"), "t.claim:9:1: expected KEY = VALUE");
	{
		static const char nul[] = "id = x\0y\n";

		CHECK(claim_parse("t.claim", nul, sizeof(nul) - 1, &c, &err) == GS_ERR_SYNTAX && strstr(err.msg, "a NUL byte"),
		      "a NUL byte is refused (%s)", err.msg);
	}
}

/* ---- tokens */

static void test_expand(void)
{
	char err[256];
	const struct claims_token user[] = { { "sep", "v_nop" }, { "twice", "${sep}\n${sep}" }, { "loop", "${loop}" } };
	char *s;

	s = claims_expand("${wait_load}|${barrier}|${rtn}", gs_target_find("gfx1100"), 1, NULL, 0, err, sizeof(err));
	CHECK(s && !strcmp(s, "s_waitcnt vmcnt(0)|s_barrier|glc"), "gfx11 spellings");
	free(s);
	s = claims_expand("${wait_load}|${barrier}|${rtn}", gs_target_find("gfx1201"), 1, NULL, 0, err, sizeof(err));
	CHECK(s && !strcmp(s, "s_wait_loadcnt 0|s_barrier_signal -1\n\ts_barrier_wait -1|th:TH_ATOMIC_RETURN"),
	      "gfx12 spellings");
	free(s);
	s = claims_expand("${load_args}", gs_target_find("gfx942"), 3, NULL, 0, err, sizeof(err));
	CHECK(s && !strcmp(s, "s_load_dwordx8 s[4:11], s[0:1], 0x0\n\ts_waitcnt lgkmcnt(0)"), "gfx9 loads 3 pointers");
	free(s);
	s = claims_expand("a ${twice} b", gs_target_find("gfx1201"), 0, user, 3, err, sizeof(err));
	CHECK(s && !strcmp(s, "a v_nop\nv_nop b"), "a claim's token may use another");
	free(s);
	s = claims_expand("${loop}", gs_target_find("gfx1201"), 0, user, 3, err, sizeof(err));
	CHECK(!s && strstr(err, "nested deeper"), "a token that names itself is refused (%s)", err);
	free(s);
	s = claims_expand("x ${nope}", gs_target_find("gfx1201"), 0, NULL, 0, err, sizeof(err));
	CHECK(!s && strstr(err, "unknown token '${nope}'"), "an unknown token is refused by name (%s)", err);
	free(s);
}

/* ---- the runner */

static const char *claim_text(const char *body_check, const char *kernel, const char *extra_run)
{
	static char buf[8192];

	snprintf(buf, sizeof(buf),
		 "id = test.x\ntitle = t\nstatement = s\nsource = src\ngroup = test\ntargets = gfx11 gfx12\n"
		 "expected = e\nverdicts = v\n"
		 "[run main]\n%sbuffer out = u32 32 7\nkernel <<END\n\t${load_args}\n%sEND\n"
		 "[check]\nobserve = out[0:2], twice := out[0] * 2\n%s",
		 extra_run, kernel, body_check);
	return buf;
}

static void run_text(const char *spec, const char *text, struct cr_result *r, uint64_t max_insts)
{
	struct claim c;
	struct gs_error err = { 0 };
	struct claims_env env = { 0 };

	memset(r, 0, sizeof(*r));
	if (!CHECK(claim_parse("t.claim", text, strlen(text), &c, &err) == GS_OK, "test claim parses (%s)", err.msg))
		return;
	env.spec = spec;
	env.max_insts = max_insts;
	if (CHECK(claims_env_open(&env, &err) == GS_OK, "open %s (%s)", spec, err.msg))
		claims_run_one(&env, &c, r);
	claims_env_close(&env);
	claim_free(&c);
}

static const char *obs(const struct cr_result *r, const char *name)
{
	for (size_t i = 0; i < r->nobs; i++)
		if (!strcmp(r->obs[i].name, name))
			return r->obs[i].value;
	return "";
}

static const char store_lane[] = "\tv_lshlrev_b32 v1, 2, v0\n\tv_add_nc_u32 v2, 40, v0\n\tglobal_store_b32 v1, v2, s[4:5]\n";

static void test_run(void)
{
	struct cr_result r;

	run_text("emu:gfx1201", claim_text("confirmed = all(l, 0, 32, out[l] == 40 + l)\nbecause = stored\n", store_lane, ""), &r, 0);
	CHECK_STR(r.verdict, "confirmed", "a true claim is confirmed on emu:gfx1201");
	CHECK_STR(r.evidence, "emulated", "labelled emulated");
	CHECK(strstr(r.reason, "stored -- rule: all(") != NULL, "the reason names the rule (%s)", r.reason);
	CHECK_STR(obs(&r, "out[0:2]"), "0x00000028 0x00000029", "the slice is recorded in hex");
	CHECK_STR(obs(&r, "twice"), "80", "a labelled observation");
	CHECK_STR(obs(&r, "run main"), "ran", "the run is recorded");
	cr_result_free(&r);

	run_text("emu:gfx1100", claim_text("confirmed = all(l, 0, 32, out[l] == 41 + l)\notherwise = refuted\nbecause = not stored so\n",
					   store_lane, ""), &r, 0);
	CHECK_STR(r.verdict, "refuted", "a false claim is refuted on emu:gfx1100");
	CHECK_STR(r.reason, "not stored so", "with the otherwise reason");
	cr_result_free(&r);

	run_text("emu:gfx942", claim_text("confirmed = 1\n", store_lane, ""), &r, 0);
	CHECK_STR(r.verdict, "not-applicable", "a claim about gfx11/gfx12 is not applicable on gfx942");
	cr_result_free(&r);

	run_text("emu:gfx1201",
		 claim_text("confirmed = 1\n", "\tv_mov_b32 v1, 0x7ff00000\n\tglobal_store_b32 v1, v1, s[4:5]\n", ""), &r, 0);
	CHECK(!strcmp(r.verdict, "inconclusive") && strstr(r.reason, "did not complete") && strstr(r.reason, "fault"),
	      "a faulting probe is inconclusive with the fault, not confirmed (%s: %s)", r.verdict, r.reason);
	cr_result_free(&r);

	run_text("emu:gfx1201", claim_text("confirmed = 1\n", ".Lx:\n\ts_branch .Lx\n", ""), &r, 4096);
	CHECK(!strcmp(r.verdict, "inconclusive") && strstr(r.reason, "watchdog"),
	      "a hanging probe is inconclusive with the watchdog (%s: %s)", r.verdict, r.reason);
	cr_result_free(&r);

	run_text("emu:gfx1201", claim_text("confirmed = 1\n", "\tv_frobnicate v1\n", ""), &r, 0);
	CHECK(!strcmp(r.verdict, "inconclusive") && strstr(r.reason, "assembly failed") && strstr(r.reason, "[run main]"),
	      "a kernel that does not assemble is inconclusive naming the run (%s)", r.reason);
	cr_result_free(&r);

	run_text("emu:gfx1201", claim_text("confirmed = 1\n", store_lane, "check = off\n"), &r, 0);
	CHECK(!strcmp(r.verdict, "inconclusive") && strstr(r.reason, "needs why"),
	      "check = off without a reason is refused (%s)", r.reason);
	cr_result_free(&r);

	run_text("emu:gfx1201", claim_text("confirmed = out[99] == 1\n", store_lane, ""), &r, 0);
	CHECK(!strcmp(r.verdict, "inconclusive") && strstr(r.reason, "could not be evaluated") && strstr(r.reason, "out of range"),
	      "a rule reading past a buffer is inconclusive, with why (%s)", r.reason);
	cr_result_free(&r);

	/* the hazard checker stops a read before its wait; allow = hazard makes that an observation */
	{
		static const char race[] = "\tv_mov_b32 v1, 0\n\tglobal_load_b32 v2, v1, s[4:5]\n\tv_mov_b32 v3, v2\n";

		run_text("emu:gfx1201", claim_text("confirmed = 1\n", race, ""), &r, 0);
		CHECK(!strcmp(r.verdict, "inconclusive") && strstr(r.reason, "hazard"),
		      "an unexpected hazard is inconclusive (%s)", r.reason);
		cr_result_free(&r);
		run_text("emu:gfx1201", claim_text("confirmed = main.hazard\n", race, "allow = hazard\n"), &r, 0);
		CHECK_STR(r.verdict, "confirmed", "allow = hazard lets a rule read main.hazard");
		cr_result_free(&r);
	}
}

/* The machine-fact path: a claim decided by a gfxshim bench report.  The
 * device's evidence label is overwritten with "silicon" here only to reach
 * that code on a machine without a GPU; nothing of this becomes a report. */
static void test_bench(void)
{
	static const char text[] =
		"id = test.bench\ntitle = t\nstatement = s\nsource = src\ngroup = test\ntargets = gfx1100\n"
		"expected = e\nverdicts = v\nneeds = silicon\nbench = latency\nmodel = no cache model\n"
		"[check]\nobserve = first := bench.steps[0].size_bytes\n"
		"confirmed = near(bench.steps[0].size_bytes, 32768, 0.3)\notherwise = refuted\n";
	static const char bench_ok[] =
		"{\"bench\": \"latency\", \"target\": \"gfx1100\", \"evidence\": \"silicon\", \"steps\": "
		"[{\"size_bytes\": 32768, \"latency_cycles\": 120, \"latency_ns\": 48}]}";
	static const char bench_emu[] =
		"{\"bench\": \"latency\", \"target\": \"gfx1100\", \"evidence\": \"emulated\", \"steps\": [{\"size_bytes\": 32768}]}";
	struct claim c;
	struct gs_error err = { 0 };
	struct claims_env env = { 0 };
	struct claims_bench b[1];
	struct cr_result r;

	if (!CHECK(claim_parse("b.claim", text, strlen(text), &c, &err) == GS_OK, "bench claim parses (%s)", err.msg))
		return;
	env.spec = "emu:gfx1100";
	if (!CHECK(claims_env_open(&env, &err) == GS_OK, "open (%s)", err.msg)) {
		claim_free(&c);
		return;
	}
	claims_run_one(&env, &c, &r);
	CHECK(!strcmp(r.verdict, "inconclusive") && strstr(r.reason, "model assumption: no cache model"),
	      "on the emulator a silicon fact is inconclusive (model assumption) (%s)", r.reason);
	cr_result_free(&r);

	snprintf(env.evidence, sizeof(env.evidence), "silicon");  /* test only, see above */
	claims_run_one(&env, &c, &r);
	CHECK(!strcmp(r.verdict, "inconclusive") && strstr(r.reason, "gfxshim bench latency"),
	      "without a bench report it says how to make one (%s)", r.reason);
	cr_result_free(&r);

	b[0].file = "emu.json";
	CHECK(json_parse("emu.json", bench_emu, strlen(bench_emu), &b[0].doc, &err) == GS_OK, "emulated bench parses");
	env.bench = b;
	env.nbench = 1;
	claims_run_one(&env, &c, &r);
	CHECK_STR(r.verdict, "inconclusive", "an emulated bench report does not decide a silicon fact");
	cr_result_free(&r);
	json_free(&b[0].doc);

	CHECK(json_parse("ok.json", bench_ok, strlen(bench_ok), &b[0].doc, &err) == GS_OK, "silicon bench parses");
	claims_run_one(&env, &c, &r);
	CHECK(!strcmp(r.verdict, "confirmed") && !strcmp(r.evidence, "silicon") && !strcmp(obs(&r, "first"), "32768"),
	      "a silicon bench report decides it (%s %s %s)", r.verdict, r.evidence, obs(&r, "first"));
	cr_result_free(&r);
	json_free(&b[0].doc);
	claims_env_close(&env);
	claim_free(&c);
}

/* ---- reports */

static char *render(void (*fn)(FILE *, const struct cr_report *, size_t), const struct cr_report *reps, size_t n)
{
	char *buf = NULL;
	size_t sz = 0;
	FILE *f = open_memstream(&buf, &sz);

	fn(f, reps, n);
	fclose(f);
	return buf;
}

static void json_one(FILE *f, const struct cr_report *reps, size_t n)
{
	(void)n;
	cr_write_json(f, reps);
}

static void fill(struct cr_report *rep, const char *target, const char *arch, const char *evidence, const char *verdict)
{
	struct cr_result *r;

	memset(rep, 0, sizeof(*rep));
	snprintf(rep->prov.target, sizeof(rep->prov.target), "%s", target);
	snprintf(rep->prov.device, sizeof(rep->prov.device), "dev %s", target);
	snprintf(rep->prov.evidence, sizeof(rep->prov.evidence), "%s", evidence);
	snprintf(rep->prov.date, sizeof(rep->prov.date), "2026-01-01T00:00:00Z");
	snprintf(rep->arch, sizeof(rep->arch), "%s", arch);
	rep->r = calloc(2, sizeof(*rep->r));
	rep->n = 2;
	r = &rep->r[0];
	r->id = strdup("a.one");
	r->title = strdup("<b>bold</b> | pipe");
	r->group = strdup("g");
	r->statement = strdup("says \"x\" & <script>alert(1)</script>");
	r->source = strdup("seed 000");
	r->targets = strdup("gfx11");
	r->verdict = strdup(verdict);
	r->evidence = strdup(evidence);
	r->reason = strdup("because");
	cr_add_obs(r, "out[0:2]", "0x1 0x2");
	r = &rep->r[1];
	r->id = strdup("b.two");
	r->title = strdup("two");
	r->group = strdup("g");
	r->statement = strdup("s");
	r->source = strdup("src");
	r->targets = strdup("gfx12");
	r->verdict = strdup("not-applicable");
	r->evidence = strdup(evidence);
	r->reason = strdup("n/a");
}

static void test_report(void)
{
	struct cr_report reps[2], back;
	struct gs_error err = { 0 };
	char *j, *md, *html, *rst;

	fill(&reps[0], "gfx1100", "RDNA3", "emulated", "confirmed");
	fill(&reps[1], "gfx1100", "RDNA3", "silicon", "refuted");
	j = render(json_one, &reps[0], 1);
	if (CHECK(cr_read_json("r.json", j, strlen(j), &back, &err) == GS_OK, "the JSON reads back (%s)", err.msg)) {
		CHECK(back.n == 2 && !strcmp(back.r[0].statement, reps[0].r[0].statement) &&
			      !strcmp(back.r[0].verdict, "confirmed") && back.r[0].nobs == 1 &&
			      !strcmp(back.r[0].obs[0].value, "0x1 0x2") && !strcmp(back.prov.evidence, "emulated") &&
			      !strcmp(back.arch, "RDNA3"),
		      "round trip keeps claims, observations and provenance");
		cr_report_free(&back);
	}
	CHECK(strstr(j, "\"summary\": {") && strstr(j, "\"confirmed\": 1") && strstr(j, "\"not-applicable\": 1"),
	      "the JSON carries a summary");
	free(j);
	{
		static const char bad_verdict[] =
			"{\"report\": \"gfxshim claims\", \"target\": \"gfx1100\", \"evidence\": \"emulated\",\n"
			" \"claims\": [{\"id\": \"x\", \"verdict\": \"maybe\", \"evidence\": \"emulated\"}]}";
		static const char not_claims[] = "{\"bench\": \"latency\"}";
		static const char bad_json[] = "{\"report\": ";

		CHECK(cr_read_json("v.json", bad_verdict, strlen(bad_verdict), &back, &err) != GS_OK &&
			      strstr(err.msg, "v.json:2:13: a claim needs"),
		      "an unknown verdict is refused with line:col (%s)", err.msg);
		CHECK(cr_read_json("n.json", not_claims, strlen(not_claims), &back, &err) != GS_OK &&
			      strstr(err.msg, "not a gfxshim claims report"),
		      "another report is refused (%s)", err.msg);
		CHECK(cr_read_json("b.json", bad_json, strlen(bad_json), &back, &err) != GS_OK && strstr(err.msg, "b.json:1:"),
		      "broken JSON is refused with its place (%s)", err.msg);
	}
	md = render(cr_write_md, reps, 2);
	CHECK(strstr(md, "## RDNA3\n") && strstr(md, "| gfx1100 silicon [2] | gfx1100 emulated [1] |") &&
		      strstr(md, "[refuted](#ev-2-a.one)") && strstr(md, "[confirmed](#ev-1-a.one)") &&
		      strstr(md, "\\| pipe") && !strstr(md, "b.two: two"),
	      "Markdown: silicon column first, cells linking to evidence, pipes escaped, n/a-only rows left out");
	free(md);
	md = render(cr_write_md, reps, 1);
	CHECK(strstr(md, "| silicon | gfx1100 emulated [1] |") && strstr(md, "| not yet run |"),
	      "a generation without silicon gets a 'not yet run' column");
	free(md);
	html = render(cr_write_html, reps, 2);
	CHECK(strstr(html, "&lt;script&gt;alert(1)&lt;/script&gt;") && !strstr(html, "<script>alert") &&
		      strstr(html, "&lt;b&gt;bold&lt;/b&gt;") && strstr(html, "says &quot;x&quot; &amp;"),
	      "HTML escapes text from the report");
	CHECK(strstr(html, "<table class=\"matrix\">") && strstr(html, "href=\"#ev-2-a.one\"") &&
		      strstr(html, "id=\"ev-2-a.one\"") && strstr(html, "data-script-ok") && strstr(html, "window.onerror"),
	      "HTML: a matrix, links to existing anchors, the self-check script");
	free(html);
	rst = render(cr_write_rst, reps, 1);
	CHECK(strstr(rst, ".. list-table::") && strstr(rst, "   * - ``a.one``\n     - not yet run\n     - confirmed\n"),
	      "reST list-table with the silicon column 'not yet run'");
	free(rst);
	cr_report_free(&reps[0]);
	cr_report_free(&reps[1]);
}

/* ---- the deliberately false claim in tests/claims */

static void test_false_claim(void)
{
	const char *root = getenv("GS_ROOT");
	char path[1024];
	struct claim *list = NULL;
	size_t n = 0;
	struct gs_error err = { 0 };
	struct claims_env env = { 0 };
	struct cr_result r;

	snprintf(path, sizeof(path), "%s/tests/claims", root ? root : ".");
	if (!CHECK(claims_load(path, &list, &n, &err) == GS_OK && n >= 1, "tests/claims loads (%s)", err.msg))
		return;
	env.spec = "emu:gfx1100";
	if (CHECK(claims_env_open(&env, &err) == GS_OK, "open (%s)", err.msg))
		for (size_t i = 0; i < n; i++) {
			claims_run_one(&env, &list[i], &r);
			CHECK_STR(r.verdict, "refuted", "the deliberately false claim %s comes out refuted", list[i].id);
			cr_result_free(&r);
		}
	claims_env_close(&env);
	claims_free(list, n);
}

int main(void)
{
	test_expr();
	test_parse();
	test_expand();
	test_run();
	test_bench();
	test_report();
	test_false_claim();
	return t_done();
}
