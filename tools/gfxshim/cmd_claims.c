// SPDX-License-Identifier: MIT
/* gfxshim claims: list, show, run and merge the catalogue of ISA claims. */
#include <limits.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include "claims_file.h"
#include "claims_report.h"
#include "claims_run.h"
#include "cli.h"
#include "json.h"
#include "numparse.h"
#include "outfile.h"
#include "provenance.h"

static const char claims_help[] =
	"usage: gfxshim claims list [--target T] [--json] [--catalog DIR|FILE ...] [--no-builtin]\n"
	"       gfxshim claims show ID [--catalog ...]\n"
	"       gfxshim claims run [--device D] [--only ID,...] [--catalog ...] [--no-builtin]\n"
	"                          [--json FILE] [--md FILE] [--html FILE] [--bench FILE ...]\n"
	"       gfxshim claims merge A.json B.json ... [--md FILE] [--html FILE] [--rst FILE]\n"
	"\n"
	"Statements of the reference documents (WMMA layouts, wait counters, cross-lane\n"
	"operations, memory instructions, encodings, machine facts) as executable probes.\n"
	"`run` gives each claim a verdict on a device -- confirmed, refuted, inconclusive\n"
	"(with why) or not-applicable -- labelled with its evidence (silicon, modelled,\n"
	"emulated, mock; assembler when assembling alone decided it) and the raw\n"
	"observation.  Emulated verdicts are not silicon results.\n"
	"\n"
	"  --device D       auto (default: a real GPU when one can be used, else the\n"
	"                   emulator), emu:TARGET, amdgpu:N\n"
	"  --only IDS       run only these claims (comma-separated ids)\n"
	"  --catalog P      add the claims of a directory (*.claim) or one file; repeat\n"
	"  --no-builtin     leave out the catalogue shipped with gfxshim (claims/)\n"
	"  --json/--md/--html FILE   write the report (\"-\": standard output)\n"
	"  --rst FILE       merge: the matrix as reStructuredText (Documentation/claims-matrix.rst)\n"
	"  --bench FILE     a `gfxshim bench --json` report from silicon: the machine-fact\n"
	"                   claims read their measurement from it; repeat\n"
	"  --target T       list: only the claims that apply to T\n"
	"  --max-insts N    emulator watchdog per wave (default 1048576)\n"
	"\n"
	"The catalogue: $GFXSHIM_CLAIMS, else claims/ beside the build or the install.\n"
	"Exit status: 0 ran (whatever the verdicts), 2 usage, 3 a bad claim file or device.\n"
	"\n"
	"examples:\n"
	"  gfxshim claims list --target gfx1201\n"
	"  gfxshim claims run --device emu:gfx1201 --json r4.json --md r4.md --html r4.html\n"
	"  gfxshim claims run --device amdgpu:0 --json silicon.json --bench latency.json\n"
	"  gfxshim claims merge r3.json r4.json silicon.json --html matrix.html\n";

#define MAX_CATALOGS 16
#define MAX_FILES 64

struct copts {
	const char *device, *only, *target, *json, *md, *html, *rst;
	const char *catalogs[MAX_CATALOGS];
	size_t ncat;
	const char *files[MAX_FILES];   /* merge inputs; show: the id */
	size_t nfiles;
	const char *bench[MAX_FILES];
	size_t nbench;
	int no_builtin, want_json;
	uint64_t max_insts;
};

/* The built-in catalogue: $GFXSHIM_CLAIMS, else claims/ two levels above the
 * executable (build/bin/gfxshim in the tree), else ../share/gfxshim/claims. */
static int builtin_dir(char *out, size_t n)
{
	const char *env = getenv("GFXSHIM_CLAIMS");
	char exe[PATH_MAX], cand[PATH_MAX + 64];
	ssize_t l;
	struct stat st;

	if (env && *env) {
		snprintf(out, n, "%s", env);
		return 1;
	}
	l = readlink("/proc/self/exe", exe, sizeof(exe) - 1);
	if (l <= 0)
		return 0;
	exe[l] = 0;
	if (!strrchr(exe, '/'))
		return 0;
	*strrchr(exe, '/') = 0;   /* the executable's directory */
	snprintf(cand, sizeof(cand), "%s/../../claims", exe);   /* build/bin/gfxshim in the tree */
	if (stat(cand, &st) == 0 && S_ISDIR(st.st_mode)) {
		snprintf(out, n, "%.4000s", cand);
		return 1;
	}
	snprintf(cand, sizeof(cand), "%s/../share/gfxshim/claims", exe);   /* PREFIX/bin/gfxshim */
	if (stat(cand, &st) == 0 && S_ISDIR(st.st_mode)) {
		snprintf(out, n, "%.4000s", cand);
		return 1;
	}
	return 0;
}

static enum gs_status load_all(const struct copts *o, struct claim **list, size_t *n, struct gs_error *err)
{
	char dir[PATH_MAX];
	enum gs_status st = GS_OK;

	*list = NULL;
	*n = 0;
	if (!o->no_builtin) {
		if (!builtin_dir(dir, sizeof(dir)))
			return gs_error_set(err, GS_ERR_IO, "the built-in claim catalogue was not found (set GFXSHIM_CLAIMS to "
							    "its directory, or use --no-builtin with --catalog)");
		st = claims_load(dir, list, n, err);
	}
	for (size_t i = 0; !st && i < o->ncat; i++)
		st = claims_load(o->catalogs[i], list, n, err);
	if (!st && !*n)
		st = gs_error_set(err, GS_ERR_INVALID, "no claims (--no-builtin without --catalog?)");
	if (st) {
		claims_free(*list, *n);
		*list = NULL;
		*n = 0;
	}
	return st;
}

static int parse(int argc, char **argv, struct copts *o, const char *sub)
{
	const char *v;
	char why[160];

	for (int i = 2; i < argc; i++) {
		if (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help")) {
			fputs(claims_help, stdout);
			exit(EXIT_OK);
		} else if ((v = opt_value(argc, argv, &i, "--device"))) {
			o->device = v;
		} else if ((v = opt_value(argc, argv, &i, "--only"))) {
			o->only = v;
		} else if ((v = opt_value(argc, argv, &i, "--target"))) {
			o->target = v;
		} else if ((v = opt_value(argc, argv, &i, "--catalog"))) {
			if (o->ncat == MAX_CATALOGS)
				return usage_error("claims", "at most %d --catalog", MAX_CATALOGS);
			o->catalogs[o->ncat++] = v;
		} else if ((v = opt_value(argc, argv, &i, "--bench"))) {
			if (o->nbench == MAX_FILES)
				return usage_error("claims", "at most %d --bench", MAX_FILES);
			o->bench[o->nbench++] = v;
		} else if (!strcmp(sub, "list") && !strcmp(argv[i], "--json")) {
			o->want_json = 1;
		} else if ((v = opt_value(argc, argv, &i, "--json"))) {
			o->json = v;
		} else if ((v = opt_value(argc, argv, &i, "--md"))) {
			o->md = v;
		} else if ((v = opt_value(argc, argv, &i, "--html"))) {
			o->html = v;
		} else if ((v = opt_value(argc, argv, &i, "--rst"))) {
			o->rst = v;
		} else if ((v = opt_value(argc, argv, &i, "--max-insts"))) {
			if (num_u64(v, 1, 1ull << 40, &o->max_insts, why, sizeof(why)))
				return usage_error("claims", "--max-insts: %s", why);
		} else if (!strcmp(argv[i], "--no-builtin")) {
			o->no_builtin = 1;
		} else if (argv[i][0] == '-' && argv[i][1]) {
			return usage_error("claims", "unknown option '%s' for claims %s", argv[i], sub);
		} else {
			if (o->nfiles == MAX_FILES)
				return usage_error("claims", "at most %d inputs", MAX_FILES);
			o->files[o->nfiles++] = argv[i];
		}
	}
	return EXIT_OK;
}

/* ---- list / show */

static int cmd_list(const struct copts *o)
{
	struct claim *list;
	size_t n;
	struct gs_error err = { 0 };
	const struct gs_target *t = NULL;
	struct json_w j;

	if (o->nfiles)
		return usage_error("claims", "list takes no file ('%s'); use --catalog", o->files[0]);
	if (o->target && !(t = gs_target_find(o->target)))
		return usage_error("claims", "unknown target '%s' (see 'gfxshim targets')", o->target);
	if (load_all(o, &list, &n, &err))
		return report(&err);
	if (o->want_json) {
		json_w_init(&j, stdout);
		json_w_obj(&j, NULL);
		json_w_str(&j, "report", "gfxshim claims list");
		json_w_arr(&j, "claims");
	}
	for (size_t i = 0; i < n; i++) {
		const struct claim *c = &list[i];

		if (t && !claim_applies(c, t))
			continue;
		if (o->want_json) {
			json_w_obj(&j, NULL);
			json_w_str(&j, "id", c->id);
			json_w_str(&j, "title", c->title);
			json_w_str(&j, "group", c->group);
			json_w_str(&j, "targets", c->targets);
			json_w_str(&j, "statement", c->statement);
			json_w_str(&j, "source", c->source);
			json_w_str(&j, "expected", c->expected);
			json_w_str(&j, "verdicts", c->verdicts);
			json_w_str(&j, "needs", c->needs[0] ? c->needs : NULL);
			json_w_str(&j, "file", c->path);
			json_w_end_obj(&j);
		} else {
			printf("%-34s %-9s %-22s %s\n", c->id, c->group, c->targets, c->title);
		}
	}
	if (o->want_json) {
		json_w_end_arr(&j);
		json_w_end_obj(&j);
		json_w_done(&j);
	}
	claims_free(list, n);
	return stdout_finish(EXIT_OK);
}

static int cmd_show(const struct copts *o)
{
	struct claim *list;
	size_t n;
	struct gs_error err = { 0 };
	int found = 0;

	if (o->nfiles != 1)
		return usage_error("claims", "show takes one claim id");
	if (load_all(o, &list, &n, &err))
		return report(&err);
	for (size_t i = 0; i < n; i++) {
		const struct claim *c = &list[i];

		if (strcmp(c->id, o->files[0]))
			continue;
		found = 1;
		printf("id:        %s\ntitle:     %s\ngroup:     %s\ntargets:   %s\nstatement: %s\nsource:    %s\n"
		       "expected:  %s\nverdicts:  %s\n",
		       c->id, c->title, c->group, c->targets, c->statement, c->source, c->expected, c->verdicts);
		if (c->needs[0])
			printf("needs:     %s (%s)\n", c->needs, c->model);
		if (c->note[0])
			printf("note:      %s\n", c->note);
		printf("file:      %s\n\n%s", c->path, c->text);
	}
	claims_free(list, n);
	if (!found) {
		fprintf(stderr, "gfxshim: error: no claim '%s' (gfxshim claims list shows them)\n", o->files[0]);
		return EXIT_ERROR;
	}
	return stdout_finish(EXIT_OK);
}

/* ---- run */

static int selected(const char *only, const char *id)
{
	size_t l = strlen(id);

	if (!only)
		return 1;
	for (const char *p = only; *p;) {
		size_t k = strcspn(p, ",");

		if (k == l && !strncmp(p, id, l))
			return 1;
		p += k;
		if (*p)
			p++;
	}
	return 0;
}

static int write_out(const char *path, const struct cr_report *reps, size_t n,
		     void (*fn)(FILE *, const struct cr_report *, size_t))
{
	struct outbuf b;
	struct gs_error err = { 0 };

	if (outbuf_open(&b, &err))
		return report(&err);
	fn(b.f, reps, n);
	if (outbuf_commit(&b, path, &err))
		return report(&err);
	if (strcmp(path, "-"))
		fprintf(stderr, "gfxshim: wrote %s\n", path);
	return EXIT_OK;
}

static void json_one(FILE *f, const struct cr_report *reps, size_t n)
{
	(void)n;
	cr_write_json(f, &reps[0]);
}

static int load_bench(const struct copts *o, struct claims_env *env, struct gs_error *err)
{
	env->bench = calloc(o->nbench ? o->nbench : 1, sizeof(*env->bench));
	if (!env->bench)
		return gs_error_set(err, GS_ERR_NOMEM, "out of memory");
	for (size_t i = 0; i < o->nbench; i++) {
		size_t sz;
		uint8_t *text = read_input(o->bench[i], &sz, err);

		if (!text)
			return -1;
		if (json_parse(o->bench[i], (const char *)text, sz, &env->bench[env->nbench].doc, err)) {
			free(text);
			return -1;
		}
		free(text);
		env->bench[env->nbench++].file = (char *)o->bench[i];
	}
	return 0;
}

static int cmd_run_claims(const struct copts *o, int argc, char **argv)
{
	struct claim *list;
	size_t n, todo = 0, done = 0;
	struct gs_error err = { 0 };
	struct claims_env env = { 0 };
	struct cr_report rep;
	struct gs_device_info info = GS_DEVICE_INFO_INIT;
	int tty = isatty(2), rc = EXIT_OK;
	int to_stdout = (o->json && !strcmp(o->json, "-")) || (o->md && !strcmp(o->md, "-")) ||
			(o->html && !strcmp(o->html, "-"));
	size_t counts[4];

	memset(&rep, 0, sizeof(rep));
	if (o->nfiles)
		return usage_error("claims", "run takes no file ('%s'); use --catalog", o->files[0]);
	if (load_all(o, &list, &n, &err))
		return report(&err);
	for (size_t i = 0; i < n; i++)
		todo += selected(o->only, list[i].id);
	if (o->only) {
		/* every id asked for must exist */
		for (const char *p = o->only; *p;) {
			size_t k = strcspn(p, ","), hit = 0;

			for (size_t i = 0; i < n; i++)
				hit |= strlen(list[i].id) == k && !strncmp(list[i].id, p, k);
			if (!hit) {
				fprintf(stderr, "gfxshim: error: --only: no claim '%.*s' (gfxshim claims list shows them)\n",
					(int)k, p);
				claims_free(list, n);
				return EXIT_ERROR;
			}
			p += k;
			if (*p)
				p++;
		}
	}
	env.spec = o->device ? o->device : "auto";
	env.max_insts = o->max_insts;
	if (load_bench(o, &env, &err) || claims_env_open(&env, &err)) {
		rc = report(&err);
		goto out;
	}
	gs_device_get_info(env.dev, &info);
	fprintf(stderr, "gfxshim: device: %s%s\n", info.name,
		info.emulated ? " [EMULATED: not a silicon result]" : " [silicon]");
	if (info.note[0])
		fprintf(stderr, "gfxshim: note: %s\n", info.note);
	provenance_fill(&rep.prov, env.dev, argc, argv);
	snprintf(rep.arch, sizeof(rep.arch), "%s", env.target->arch);
	rep.r = calloc(todo ? todo : 1, sizeof(*rep.r));
	if (!rep.r) {
		rc = EXIT_ERROR;
		goto out;
	}
	for (size_t i = 0; i < n; i++) {
		struct cr_result *r;

		if (!selected(o->only, list[i].id))
			continue;
		if (tty)
			fprintf(stderr, "\r\033[K[%zu/%zu] %s", done + 1, todo, list[i].id);
		r = &rep.r[rep.n++];
		claims_run_one(&env, &list[i], r);
		done++;
		if (tty)
			fputs("\r\033[K", stderr);
		/* a report on standard output keeps it clean: the lines go to stderr */
		fprintf(to_stdout ? stderr : stdout, "%-34s %-14s %-9s %s\n", r->id, r->verdict, r->evidence, r->reason);
	}
	cr_counts(&rep, counts);
	fprintf(stderr, "gfxshim: %zu claims on %s (%s): %zu confirmed, %zu refuted, %zu inconclusive, %zu not applicable\n",
		rep.n, env.target->name, env.evidence, counts[0], counts[1], counts[2], counts[3]);
	if (o->json && (rc = write_out(o->json, &rep, 1, json_one)))
		goto out;
	if (o->md && (rc = write_out(o->md, &rep, 1, cr_write_md)))
		goto out;
	if (o->html && (rc = write_out(o->html, &rep, 1, cr_write_html)))
		goto out;
out:
	for (size_t i = 0; i < env.nbench; i++)
		json_free(&env.bench[i].doc);
	free(env.bench);
	claims_env_close(&env);
	cr_report_free(&rep);
	claims_free(list, n);
	return stdout_finish(rc);
}

/* ---- merge */

static int cmd_merge(const struct copts *o)
{
	struct cr_report *reps;
	struct gs_error err = { 0 };
	int rc = EXIT_OK;
	size_t n = 0;

	if (!o->nfiles)
		return usage_error("claims", "merge needs at least one report (A.json B.json ...)");
	if (o->json)
		return usage_error("claims", "merge writes --md, --html or --rst (the inputs are the JSON)");
	reps = calloc(o->nfiles, sizeof(*reps));
	if (!reps)
		return EXIT_ERROR;
	for (size_t i = 0; i < o->nfiles; i++) {
		size_t sz;
		uint8_t *text = read_input(o->files[i], &sz, &err);

		if (!text || cr_read_json(o->files[i], (const char *)text, sz, &reps[n], &err)) {
			free(text);
			rc = report(&err);
			goto out;
		}
		free(text);
		n++;
	}
	if (!o->md && !o->html && !o->rst) {
		for (size_t i = 0; i < n; i++) {
			size_t c[4];

			cr_counts(&reps[i], c);
			printf("[%zu] %s %s (%s): %zu confirmed, %zu refuted, %zu inconclusive, %zu not applicable\n", i + 1,
			       reps[i].prov.target, reps[i].prov.evidence, reps[i].file, c[0], c[1], c[2], c[3]);
		}
		fprintf(stderr, "gfxshim: no output asked for; --md, --html or --rst FILE writes the matrix\n");
	}
	if (o->md && (rc = write_out(o->md, reps, n, cr_write_md)))
		goto out;
	if (o->html && (rc = write_out(o->html, reps, n, cr_write_html)))
		goto out;
	if (o->rst && (rc = write_out(o->rst, reps, n, cr_write_rst)))
		goto out;
out:
	for (size_t i = 0; i < n; i++)
		cr_report_free(&reps[i]);
	free(reps);
	return stdout_finish(rc);
}

int cmd_claims(int argc, char **argv)
{
	struct copts o;
	const char *sub = argc > 1 ? argv[1] : "";
	int rc;

	memset(&o, 0, sizeof(o));
	if (!strcmp(sub, "-h") || !strcmp(sub, "--help")) {
		fputs(claims_help, stdout);
		return EXIT_OK;
	}
	if (strcmp(sub, "list") && strcmp(sub, "show") && strcmp(sub, "run") && strcmp(sub, "merge"))
		return usage_error("claims", "%s'%s', expected list, show, run or merge", *sub ? "unknown subcommand " : "no subcommand", sub);
	rc = parse(argc, argv, &o, sub);
	if (rc)
		return rc;
	if (!strcmp(sub, "list"))
		return cmd_list(&o);
	if (!strcmp(sub, "show"))
		return cmd_show(&o);
	if (!strcmp(sub, "run"))
		return cmd_run_claims(&o, argc, argv);
	return cmd_merge(&o);
}
