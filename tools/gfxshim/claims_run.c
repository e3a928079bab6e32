// SPDX-License-Identifier: MIT
/* Running one claim on a device (claims_run.h). */
#include <ctype.h>
#include <math.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "claims_obs.h"
#include "claims_run.h"
#include "gfxshim/asm.h"
#include "gfxshim/codeobj.h"
#include "gfxshim/launch.h"

#define MAX_SECS 16
#define MAX_ASM 32
#define MAX_RUNS 8
#define MAX_BUFS 8
#define ASM_BYTES 64

struct asm_res {
	const char *name;
	int ok;
	uint8_t bytes[ASM_BYTES];
	size_t len;
	char msg[256];
};

struct buf_res {
	const char *name;
	uint32_t *words;
	size_t n;
};

struct run_res {
	const char *name;
	int skipped, ran, ok, hazard;
	char msg[GS_ERROR_MSG_MAX + 256];
	struct buf_res buf[MAX_BUFS];
	size_t nbuf;
};

struct state {
	struct claims_env *env;
	const struct claim *c;
	const struct gs_target *t;
	struct asm_res as[MAX_ASM];
	size_t nas;
	struct run_res run[MAX_RUNS];
	size_t nrun;
	const struct json_v *bench;    /* the bench report this claim reads, or NULL */
	int init_i;                    /* buffer initialiser: i and n are bound */
	double init_iv, init_n;
};

/* ---- devices */

enum gs_status claims_env_open(struct claims_env *env, struct gs_error *err)
{
	struct gs_device_options o = GS_DEVICE_OPTIONS_INIT;
	struct gs_device_info info = GS_DEVICE_INFO_INIT;
	enum gs_status st;

	if (!env->spec || strlen(env->spec) >= sizeof(env->spec_copy))
		return gs_error_set(err, GS_ERR_INVALID, "device '%s': expected auto, emu:TARGET or amdgpu:N",
				    env->spec ? env->spec : "(none)");
	snprintf(env->spec_copy, sizeof(env->spec_copy), "%s", env->spec);
	env->spec = env->spec_copy;
	o.max_wave_insts = env->max_insts ? env->max_insts : 1u << 20;
	o.timeout_ns = 5ull * 1000 * 1000 * 1000;
	st = gs_device_open(env->spec, &o, &env->dev, err);
	if (st)
		return st;
	gs_device_get_info(env->dev, &info);
	env->target = info.target;
	snprintf(env->evidence, sizeof(env->evidence), "%s", gs_device_evidence(env->dev));
	return GS_OK;
}

static struct gs_device *device_for(struct claims_env *env, int check, struct gs_error *err)
{
	struct gs_device_options o = GS_DEVICE_OPTIONS_INIT;

	if (check)
		return env->dev;
	if (!env->dev_nocheck) {
		struct gs_device_info info = GS_DEVICE_INFO_INIT;

		gs_device_get_info(env->dev, &info);
		o.max_wave_insts = env->max_insts ? env->max_insts : 1u << 20;
		o.timeout_ns = 5ull * 1000 * 1000 * 1000;
		o.no_check = 1;
		o.default_target = info.target->name;
		if (gs_device_open(env->spec, &o, &env->dev_nocheck, err))
			return NULL;
	}
	return env->dev_nocheck;
}

void claims_env_close(struct claims_env *env)
{
	if (env->dev_nocheck)
		gs_device_close(env->dev_nocheck);
	if (env->dev)
		gs_device_close(env->dev);
	env->dev = env->dev_nocheck = NULL;
}

/* ---- tokens */

struct token {
	const char *name;
	const char *g9, *g11, *g12;
};

static const struct token tokens[] = {
	{ "wait_load", "s_waitcnt vmcnt(0)", "s_waitcnt vmcnt(0)", "s_wait_loadcnt 0" },
	{ "wait_store", "s_waitcnt vmcnt(0)", "s_waitcnt_vscnt null, 0x0", "s_wait_storecnt 0" },
	{ "wait_ds", "s_waitcnt lgkmcnt(0)", "s_waitcnt lgkmcnt(0)", "s_wait_dscnt 0" },
	{ "wait_km", "s_waitcnt lgkmcnt(0)", "s_waitcnt lgkmcnt(0)", "s_wait_kmcnt 0" },
	{ "wait_exp", "s_waitcnt expcnt(0)", "s_waitcnt expcnt(0)", "s_wait_expcnt 0" },
	{ "barrier", "s_barrier", "s_barrier", "s_barrier_signal -1\n\ts_barrier_wait -1" },
	{ "rtn", "sc0", "glc", "th:TH_ATOMIC_RETURN" },
	{ "global_load_b32", "global_load_dword", "global_load_b32", "global_load_b32" },
	{ "global_store_b32", "global_store_dword", "global_store_b32", "global_store_b32" },
	{ "global_store_b64", "global_store_dwordx2", "global_store_b64", "global_store_b64" },
	{ "ds_load_b32", "ds_read_b32", "ds_load_b32", "ds_load_b32" },
	{ "ds_store_b32", "ds_write_b32", "ds_store_b32", "ds_store_b32" },
	{ "v_add_u32", "v_add_u32", "v_add_nc_u32", "v_add_nc_u32" },
	{ "s_add_u32", "s_add_u32", "s_add_u32", "s_add_co_u32" },
	{ "s_addc_u32", "s_addc_u32", "s_addc_u32", "s_add_co_ci_u32" },
	{ "s_sub_u32", "s_sub_u32", "s_sub_u32", "s_sub_co_u32" },
	{ "hw_id", "hwreg(HW_REG_HW_ID)", "hwreg(HW_REG_HW_ID1)", "hwreg(HW_REG_WAVE_HW_ID1)" },
	{ "cycles", "hwreg(HW_REG_SHADER_CYCLES)", "hwreg(HW_REG_SHADER_CYCLES)", "hwreg(HW_REG_SHADER_CYCLES_LO)" },
	{ "s_load_b32", "s_load_dword", "s_load_b32", "s_load_b32" },
	{ "exec", "exec", "exec_lo", "exec_lo" },
	{ "vcc", "vcc", "vcc_lo", "vcc_lo" },
};

/* the s_load that fetches nbuf 8-byte pointers into s[4:...] */
static void load_args(const struct gs_target *t, unsigned int nbuf, char *out, size_t n)
{
	static const char *const w11[] = { "b64", "b128", "b256", "b256", "b512", "b512", "b512", "b512" };
	static const char *const w9[] = { "dwordx2", "dwordx4", "dwordx8", "dwordx8",
					  "dwordx16", "dwordx16", "dwordx16", "dwordx16" };
	static const unsigned int last[] = { 5, 7, 11, 11, 19, 19, 19, 19 };
	unsigned int k = nbuf ? nbuf - 1 : 0;

	snprintf(out, n, "s_load_%s s[4:%u], s[0:1], 0x0\n\t%s", t->gen == GS_GEN_GFX9 ? w9[k] : w11[k], last[k],
		 t->gen == GS_GEN_GFX12 ? "s_wait_kmcnt 0" : "s_waitcnt lgkmcnt(0)");
}

static unsigned int args_bytes(unsigned int nbuf)
{
	static const unsigned int b[] = { 8, 16, 32, 32, 64, 64, 64, 64, 64 };

	return b[nbuf > 8 ? 8 : nbuf];
}

static char *expand(const char *body, const struct gs_target *t, unsigned int nbuf,
		    const struct claims_token *user, size_t nuser, int depth, char *err, size_t errn)
{
	char *owned = NULL;
	size_t cap = strlen(body) * 2 + 256, len = 0;
	char *out = malloc(cap);

	if (!out) {
		snprintf(err, errn, "out of memory");
		return NULL;
	}
	for (const char *p = body; *p;) {
		const char *rep = NULL, *close;
		char tmp[160];
		size_t rl;

		if (p[0] != '$' || p[1] != '{') {
			out[len++] = *p++;
			if (len + 200 > cap) {
				char *no = realloc(out, cap *= 2);

				if (!no) {
					free(out);
					snprintf(err, errn, "out of memory");
					return NULL;
				}
				out = no;
			}
			continue;
		}
		close = strchr(p, '}');
		if (!close) {
			free(out);
			snprintf(err, errn, "'${' without '}'");
			return NULL;
		}
		if ((size_t)(close - p - 2) == strlen("load_args") && !strncmp(p + 2, "load_args", 9)) {
			if (nbuf > MAX_BUFS) {
				free(out);
				snprintf(err, errn, "${load_args} loads at most %d buffers", MAX_BUFS);
				return NULL;
			}
			load_args(t, nbuf, tmp, sizeof(tmp));
			rep = tmp;
		} else {
			for (size_t i = 0; i < nuser && !rep; i++)
				if (strlen(user[i].name) == (size_t)(close - p - 2) &&
				    !strncmp(p + 2, user[i].name, (size_t)(close - p - 2))) {
					/* a claim's token may use the others */
					if (depth >= 4) {
						snprintf(err, errn, "tokens nested deeper than 4 (${%s})", user[i].name);
						free(out);
						return NULL;
					}
					owned = expand(user[i].value, t, nbuf, user, nuser, depth + 1, err, errn);
					if (!owned) {
						free(out);
						return NULL;
					}
					rep = owned;
				}
			for (size_t i = 0; i < sizeof(tokens) / sizeof(tokens[0]) && !rep; i++)
				if (strlen(tokens[i].name) == (size_t)(close - p - 2) &&
				    !strncmp(p + 2, tokens[i].name, (size_t)(close - p - 2)))
					rep = t->gen == GS_GEN_GFX9 ? tokens[i].g9 : t->gen == GS_GEN_GFX11 ? tokens[i].g11
													   : tokens[i].g12;
		}
		if (!rep) {
			snprintf(err, errn, "unknown token '%.*s', expected one of load_args, wait_load, wait_store, wait_ds, "
					    "wait_km, wait_exp, barrier, rtn, exec, vcc, ... (Documentation/claims.rst)",
				 (int)(close - p + 1), p);
			free(out);
			return NULL;
		}
		rl = strlen(rep);
		if (len + rl + 200 > cap) {
			char *no = realloc(out, cap = (len + rl) * 2 + 256);

			if (!no) {
				free(out);
				free(owned);
				snprintf(err, errn, "out of memory");
				return NULL;
			}
			out = no;
		}
		memcpy(out + len, rep, rl);
		len += rl;
		free(owned);
		owned = NULL;
		p = close + 1;
	}
	out[len] = 0;
	return out;
}

char *claims_expand(const char *body, const struct gs_target *t, unsigned int nbuf,
		    const struct claims_token *user, size_t nuser, char *err, size_t errn)
{
	return expand(body, t, nbuf, user, nuser, 0, err, errn);
}

/* ---- name lookup for expressions */

static int lerr(char *err, size_t errn, const char *fmt, ...) __attribute__((format(printf, 3, 4)));
static int lerr(char *err, size_t errn, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(err, errn, fmt, ap);
	va_end(ap);
	return -1;
}

static int index_of(double x, size_t n, size_t *i, char *err, size_t errn)
{
	if (!(x >= 0) || x != floor(x) || x >= (double)n)
		return lerr(err, errn, "index %g out of range 0..%zu", x, n ? n - 1 : 0);
	*i = (size_t)x;
	return 0;
}

static int lookup_buf(const struct buf_res *b, const struct cx_path *p, int at, double *out, char *err, size_t errn)
{
	size_t i;

	if (p->len && p->n == at) {
		*out = (double)b->n;
		return 0;
	}
	if (p->n != at + 1 || p->name[at])
		return lerr(err, errn, "buffer '%s' takes one index: %s[I]", b->name, b->name);
	if (index_of(p->index[at], b->n, &i, err, errn))
		return -1;
	*out = b->words[i];
	return 0;
}

static int lookup_run(const struct run_res *r, const struct cx_path *p, int at, double *out, char *err, size_t errn)
{
	if (p->n > at && p->name[at]) {
		const char *f = p->name[at];

		for (size_t b = 0; b < r->nbuf; b++)
			if (!strcmp(r->buf[b].name, f)) {
				if (!r->ran)
					return lerr(err, errn, "run %s did not run, its buffer %s has no values", r->name, f);
				return lookup_buf(&r->buf[b], p, at + 1, out, err, errn);
			}
		if (p->n == at + 1 && !p->len) {
			if (!strcmp(f, "ok"))
				*out = r->ok;
			else if (!strcmp(f, "hazard"))
				*out = r->hazard;
			else if (!strcmp(f, "ran"))
				*out = r->ran;
			else if (!strcmp(f, "skipped"))
				*out = r->skipped;
			else
				return lerr(err, errn, "run %s has no '%s', expected a buffer name, ok, hazard, ran or skipped",
					    r->name, f);
			return 0;
		}
	}
	return lerr(err, errn, "expected %s.BUFFER[I], %s.ok, %s.hazard, %s.ran or %s.skipped", r->name, r->name,
		    r->name, r->name, r->name);
}

static int lookup_asm(const struct asm_res *a, const struct cx_path *p, double *out, char *err, size_t errn)
{
	size_t i;

	if (p->len && p->n == 1) {
		*out = (double)(a->len / 4);
		return 0;
	}
	if (p->n == 2 && p->name[1] && !strcmp(p->name[1], "ok")) {
		*out = a->ok;
		return 0;
	}
	if (p->n == 2 && p->name[1] && !strcmp(p->name[1], "len")) {
		*out = (double)a->len;
		return 0;
	}
	if (p->n == 2 && !p->name[1]) {
		if (!a->ok)
			return lerr(err, errn, "[asm] %s was rejected (%s), it has no dwords", a->name, a->msg);
		if (index_of(p->index[1], a->len / 4, &i, err, errn))
			return -1;
		*out = (double)((uint32_t)a->bytes[4 * i] | (uint32_t)a->bytes[4 * i + 1] << 8 |
				(uint32_t)a->bytes[4 * i + 2] << 16 | (uint32_t)a->bytes[4 * i + 3] << 24);
		return 0;
	}
	return lerr(err, errn, "expected %s[I] (a dword of its encoding), %s.ok or %s.len", a->name, a->name, a->name);
}

static int lookup_json(const struct json_v *v, const struct cx_path *p, int at, double *out, char *err, size_t errn)
{
	for (int k = at; k < p->n; k++) {
		if (p->name[k]) {
			const struct json_v *m = json_get(v, p->name[k]);

			if (!m)
				return lerr(err, errn, "the bench report has no member '%s'", p->name[k]);
			v = m;
		} else {
			size_t i;

			if (v->type != JSON_ARR)
				return lerr(err, errn, "an index into a JSON value that is not an array");
			if (index_of(p->index[k], v->n, &i, err, errn))
				return -1;
			v = &v->items[i];
		}
	}
	if (p->len) {
		if (v->type != JSON_ARR && v->type != JSON_OBJ)
			return lerr(err, errn, "len() of a JSON value that is not an array or object");
		*out = (double)v->n;
		return 0;
	}
	if (v->type == JSON_NUM)
		*out = v->num;
	else if (v->type == JSON_BOOL)
		*out = v->boolean;
	else
		return lerr(err, errn, "a JSON value that is not a number");
	return 0;
}

static int lookup(void *ctx, const struct cx_path *p, double *out, char *err, size_t errn)
{
	struct state *s = ctx;
	const char *n0 = p->name[0];

	if (s->init_i) {
		if (p->n == 1 && !strcmp(n0, "i"))
			*out = s->init_iv;
		else if (p->n == 1 && !strcmp(n0, "n"))
			*out = s->init_n;
		else
			return lerr(err, errn, "a buffer initialiser reads only i (the element) and n (the count), not '%s'",
				    n0);
		return 0;
	}
	for (size_t r = 0; r < s->nrun; r++)
		if (!strcmp(s->run[r].name, n0))
			return lookup_run(&s->run[r], p, 1, out, err, errn);
	for (size_t a = 0; a < s->nas; a++)
		if (!strcmp(s->as[a].name, n0))
			return lookup_asm(&s->as[a], p, out, err, errn);
	if (!strcmp(n0, "bench")) {
		if (!s->bench)
			return lerr(err, errn, "no bench report for this claim");
		return lookup_json(s->bench, p, 1, out, err, errn);
	}
	if (s->nrun == 1)
		for (size_t b = 0; b < s->run[0].nbuf; b++)
			if (!strcmp(s->run[0].buf[b].name, n0)) {
				if (!s->run[0].ran)
					return lerr(err, errn, "run %s did not run, its buffer %s has no values", s->run[0].name, n0);
				return lookup_buf(&s->run[0].buf[b], p, 1, out, err, errn);
			}
	return lerr(err, errn, "unknown name '%s', expected a run, a buffer of the only run, an [asm] name or bench", n0);
}

/* ---- [asm] */

static void do_asm(struct state *s, struct asm_res *a, const char *line)
{
	struct gs_asm_options o = { 0 };
	struct gs_program *prog = NULL;
	struct gs_error err = { 0 };
	const struct gs_target *t = s->t;
	int wave64 = t->gen == GS_GEN_GFX9;
	char fname[96], *expanded;

	for (;;) {
		while (*line == ' ' || *line == '\t')
			line++;
		if (*line == '@') {
			char tn[32];
			size_t k = strcspn(line + 1, " \t");

			snprintf(tn, sizeof(tn), "%.*s", (int)k, line + 1);
			t = gs_target_find(tn);
			if (!t) {
				snprintf(a->msg, sizeof(a->msg), "unknown target '%s' in [asm] %s", tn, a->name);
				return;
			}
			wave64 = t->gen == GS_GEN_GFX9;
			line += k + 1;
		} else if (!strncmp(line, "+wave64", 7)) {
			wave64 = 1;
			line += 7;
		} else {
			break;
		}
	}
	snprintf(fname, sizeof(fname), "asm %s", a->name);
	/* the generation spellings (${rtn} & co) of the line's own target */
	expanded = claims_expand(line, t, 0, NULL, 0, a->msg, sizeof(a->msg));
	if (!expanded)
		return;
	line = expanded;
	o.target = t;
	o.wave64 = wave64;
	o.filename = fname;
	o.max_errors = 1;
	if (gs_assemble(line, strlen(line), &o, &prog, &err) == GS_OK && prog->text_size > 0 &&
	    prog->text_size <= ASM_BYTES) {
		a->ok = 1;
		a->len = prog->text_size;
		memcpy(a->bytes, prog->text, prog->text_size);
	} else {
		const char *m = prog && prog->diagnostics && prog->diagnostics[0] ? prog->diagnostics : err.msg;

		snprintf(a->msg, sizeof(a->msg), "%.*s", (int)strcspn(m, "\n"), m);
		if (!a->msg[0])
			snprintf(a->msg, sizeof(a->msg), "no code");
	}
	gs_program_free(prog);
	free(expanded);
}

/* ---- [run] */

static long kv_long(const struct claim_section *const *secs, size_t n, const char *key, long dflt, long lo, long hi,
		    char *err, size_t errn, int *bad)
{
	const struct claim_kv *kv = claim_get(secs, n, key);
	char *end;
	long v;

	if (!kv)
		return dflt;
	v = strtol(kv->val, &end, 0);
	if (end == kv->val || *end || v < lo || v > hi) {
		snprintf(err, errn, "[run %s] line %u: %s = '%s', expected an integer from %ld to %ld", secs[0]->name,
			 kv->line, key, kv->val, lo, hi);
		*bad = 1;
	}
	return v;
}

static int truthy(const struct claim_kv *kv)
{
	return kv && (!strcmp(kv->val, "1") || !strcmp(kv->val, "yes") || !strcmp(kv->val, "on") ||
		      !strcmp(kv->val, "true"));
}

static void run_one(struct state *s, struct run_res *r, const struct claim_section *const *secs, size_t ns)
{
	const struct gs_target *t = s->t;
	const struct claim_kv *kv, *bufs[MAX_BUFS];
	struct gs_error err = { 0 };
	struct gs_device *dev = NULL;
	struct gs_program *prog = NULL;
	struct gs_module *mod = NULL;
	struct gs_bo *bo[MAX_BUFS] = { 0 };
	struct gs_launch_desc ld = GS_LAUNCH_DESC_INIT;
	char *body = NULL, *src = NULL, msg[512];
	unsigned int nbuf = 0;
	int bad = 0, check, wave64;
	long block, grid, lds, vgprs, sgprs;
	uint64_t kernarg[8] = { 0 };
	size_t srclen;
	enum gs_status st;

	if (truthy(claim_get(secs, ns, "skip"))) {
		r->skipped = 1;
		snprintf(r->msg, sizeof(r->msg), "skipped on %s (skip = 1)", t->name);
		return;
	}
	kv = claim_get(secs, ns, "when");
	if (kv && strcmp(kv->val, "always") && strcmp(kv->val, "checker") && strcmp(kv->val, "silicon")) {
		snprintf(r->msg, sizeof(r->msg), "when = '%s', expected always, checker or silicon", kv->val);
		return;
	}
	if (kv && !strcmp(kv->val, "silicon") && strcmp(s->env->evidence, "silicon")) {
		r->skipped = 1;
		snprintf(r->msg, sizeof(r->msg), "skipped: a measurement for silicon (when = silicon); this device is %s",
			 s->env->evidence);
		return;
	}
	if (kv && !strcmp(kv->val, "checker") && strcmp(s->env->evidence, "emulated")) {
		r->skipped = 1;
		snprintf(r->msg, sizeof(r->msg), "skipped: needs the emulator's checker (when = checker); %s has none",
			 s->env->evidence);
		return;
	}
	kv = claim_get(secs, ns, "check");
	check = !kv || !strcmp(kv->val, "on");
	if (kv && strcmp(kv->val, "on") && strcmp(kv->val, "off")) {
		snprintf(r->msg, sizeof(r->msg), "check = '%s', expected on or off", kv->val);
		return;
	}
	if (!check && !claim_get(secs, ns, "why")) {
		snprintf(r->msg, sizeof(r->msg), "check = off needs why = (the reason the checker is off)");
		return;
	}
	wave64 = t->gen == GS_GEN_GFX9 || truthy(claim_get(secs, ns, "wave64"));
	block = kv_long(secs, ns, "block", wave64 ? 64 : 32, 1, 1024, r->msg, sizeof(r->msg), &bad);
	grid = kv_long(secs, ns, "grid", 1, 1, 65536, r->msg, sizeof(r->msg), &bad);
	lds = kv_long(secs, ns, "lds", 0, 0, 327680, r->msg, sizeof(r->msg), &bad);
	vgprs = kv_long(secs, ns, "vgprs", 64, 1, 512, r->msg, sizeof(r->msg), &bad);
	sgprs = kv_long(secs, ns, "sgprs", 96, 8, 106, r->msg, sizeof(r->msg), &bad);
	if (bad)
		return;
	/* buffers: the keys "buffer NAME", most specific section first, each name once */
	for (size_t i = 0; i < ns; i++)
		for (size_t k = 0; k < secs[i]->n; k++) {
			const struct claim_kv *b = &secs[i]->kv[k];
			int dup = 0;

			if (strncmp(b->key, "buffer ", 7))
				continue;
			for (unsigned int j = 0; j < nbuf; j++)
				dup |= !strcmp(bufs[j]->key, b->key);
			if (dup)
				continue;
			if (nbuf == MAX_BUFS) {
				snprintf(r->msg, sizeof(r->msg), "more than %d buffers", MAX_BUFS);
				return;
			}
			bufs[nbuf++] = b;
		}
	kv = claim_get(secs, ns, "kernel");
	if (!kv) {
		snprintf(r->msg, sizeof(r->msg), "no kernel for %s", t->name);
		return;
	}
	{
		struct claims_token user[16];
		size_t nuser = 0;

		for (size_t i = 0; i < ns; i++)
			for (size_t k = 0; k < secs[i]->n && nuser < 16; k++) {
				const struct claim_kv *u = &secs[i]->kv[k];
				int dup = 0;

				if (strncmp(u->key, "set ", 4))
					continue;
				for (size_t j = 0; j < nuser; j++)
					dup |= !strcmp(user[j].name, u->key + 4);
				if (!dup) {
					user[nuser].name = u->key + 4;
					user[nuser++].value = u->val;
				}
			}
		body = claims_expand(kv->val, t, nbuf, user, nuser, msg, sizeof(msg));
	}
	if (!body) {
		snprintf(r->msg, sizeof(r->msg), "kernel: %s", msg);
		return;
	}
	kv = claim_get(secs, ns, "kd");
	srclen = strlen(body) + (kv ? strlen(kv->val) : 0) + 1024;
	src = malloc(srclen);
	if (!src) {
		snprintf(r->msg, sizeof(r->msg), "out of memory");
		goto out;
	}
	if (t->gen == GS_GEN_GFX9) {
		/* every VGPR an arch VGPR: accum_offset at the (4-aligned) end, no AGPRs */
		vgprs = (vgprs + 3) / 4 * 4;
		snprintf(msg, sizeof(msg), "\t.amdhsa_accum_offset %ld\n", vgprs);
	} else {
		snprintf(msg, sizeof(msg), "%s", wave64 ? "\t.amdhsa_wavefront_size32 0\n" : "");
	}
	snprintf(src, srclen,
		 "\t.set GEN, %d\n\t.set GFX, %s\n\t.set WAVE64, %d\n"
		 "\t.text\n\t.globl probe\n\t.p2align 8\nprobe:\n%s\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel probe\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n\t.amdhsa_kernarg_size %u\n"
		 "\t.amdhsa_next_free_vgpr %ld\n\t.amdhsa_next_free_sgpr %ld\n\t.amdhsa_group_segment_fixed_size %ld\n"
		 "%s%s\n\t.end_amdhsa_kernel\n",
		 t->gen == GS_GEN_GFX9 ? 9 : t->gen == GS_GEN_GFX11 ? 11 : 12, t->name + 3, wave64, body,
		 args_bytes(nbuf), vgprs, sgprs, lds, msg, kv ? kv->val : "");
	{
		struct gs_asm_options o = { 0 };
		char fname[128];

		snprintf(fname, sizeof(fname), "%s [run %s]", s->c->path, r->name);
		o.target = t;
		o.wave64 = wave64;
		o.filename = fname;
		o.max_errors = 3;
		if (gs_assemble(src, strlen(src), &o, &prog, &err) != GS_OK) {
			const char *m = prog && prog->diagnostics && prog->diagnostics[0] ? prog->diagnostics : err.msg;

			snprintf(r->msg, sizeof(r->msg), "assembly failed: %.*s", (int)strcspn(m, "\n"), m);
			goto out;
		}
	}
	dev = device_for(s->env, check, &err);
	if (!dev) {
		snprintf(r->msg, sizeof(r->msg), "device: %s", err.msg);
		goto out;
	}
	{
		struct gs_codeobj_input in = { .size = sizeof(in), .target = prog->target, .text = prog->text, .text_size = prog->text_size,
					       .kernels = prog->kernels, .n_kernels = prog->n_kernels };
		uint8_t *img = NULL;
		size_t img_size = 0;

		st = gs_codeobj_write(&in, &img, &img_size, &err);
		if (!st)
			st = gs_module_load(dev, img, img_size, &mod, &err);
		free(img);
		if (st) {
			snprintf(r->msg, sizeof(r->msg), "load: %s", err.msg);
			goto out;
		}
	}
	for (unsigned int b = 0; b < nbuf; b++) {
		char type[8];
		unsigned long cnt = 0;
		uint32_t *w;

		sscanf(bufs[b]->val, "%7s %lu", type, &cnt);
		r->buf[b].name = bufs[b]->key + 7;
		r->buf[b].n = cnt;
		r->buf[b].words = calloc(cnt, 4);
		r->nbuf = b + 1;
		if (!r->buf[b].words || gs_bo_alloc(dev, cnt * 4, 0, &bo[b], &err)) {
			snprintf(r->msg, sizeof(r->msg), "buffer %s: %s", r->buf[b].name, err.msg[0] ? err.msg : "out of memory");
			goto out;
		}
		w = bo[b]->cpu;
		for (size_t i = 0; i < cnt; i++) {
			double v = 0;

			if (bufs[b]->expr.root) {
				s->init_i = 1;
				s->init_iv = (double)i;
				s->init_n = (double)cnt;
				if (cx_eval(&bufs[b]->expr, lookup, s, &v, msg, sizeof(msg))) {
					s->init_i = 0;
					snprintf(r->msg, sizeof(r->msg), "buffer %s initialiser at i = %zu: %s", r->buf[b].name, i,
						 msg);
					goto out;
				}
				s->init_i = 0;
			}
			if (!strcmp(type, "f32")) {
				float f = (float)v;

				memcpy(&w[i], &f, 4);
			} else if (v != floor(v) || v < -2147483648.0 || v > 4294967295.0) {
				snprintf(r->msg, sizeof(r->msg), "buffer %s initialiser at i = %zu gives %g, expected a 32-bit integer",
					 r->buf[b].name, i, v);
				goto out;
			} else {
				w[i] = v < 0 ? (uint32_t)(int32_t)v : (uint32_t)v;
			}
		}
		kernarg[b] = bo[b]->va;
	}
	ld.grid[0] = (uint32_t)grid;
	ld.block[0] = (uint32_t)block;
	ld.grid[1] = ld.grid[2] = ld.block[1] = ld.block[2] = 1;
	ld.kernarg = kernarg;
	ld.kernarg_size = args_bytes(nbuf);
	st = gs_launch(dev, mod, &ld, NULL, &err);
	r->ran = 1;
	for (unsigned int b = 0; b < nbuf; b++)
		memcpy(r->buf[b].words, bo[b]->cpu, r->buf[b].n * 4);
	if (st == GS_OK) {
		r->ok = 1;
	} else if (st == GS_ERR_HAZARD) {
		const struct claim_kv *al = claim_get(secs, ns, "allow");

		r->hazard = 1;
		snprintf(r->msg, sizeof(r->msg), "%s%s", al && strstr(al->val, "hazard") ? "stopped by the checker: " : "",
			 err.msg);
	} else {
		snprintf(r->msg, sizeof(r->msg), "%s: %s", gs_status_name(st), err.msg);
	}
out:
	for (unsigned int b = 0; b < nbuf; b++)
		if (bo[b])
			gs_bo_free(dev, bo[b]);
	gs_module_free(mod);
	gs_program_free(prog);
	free(src);
	free(body);
}

/* ---- the claim */

static void set(char **dst, const char *v)
{
	free(*dst);
	*dst = strdup(v ? v : "");
}

static void set_reason(struct cr_result *res, const char *fmt, ...) __attribute__((format(printf, 2, 3)));
static void set_reason(struct cr_result *res, const char *fmt, ...)
{
	char buf[2048];
	va_list ap;

	va_start(ap, fmt);
	vsnprintf(buf, sizeof(buf), fmt, ap);
	va_end(ap);
	set(&res->reason, buf);
}

static const struct json_v *find_bench(struct claims_env *env, const char *name, const struct gs_target *t)
{
	for (size_t i = 0; i < env->nbench; i++) {
		const struct json_v *d = &env->bench[i].doc;

		if (!strcmp(json_get_str(d, "bench", ""), name) && !strcmp(json_get_str(d, "target", ""), t->name) &&
		    !strcmp(json_get_str(d, "evidence", ""), "silicon"))
			return d;
	}
	return NULL;
}

static double now_s(void)
{
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC, &ts);
	return (double)ts.tv_sec + ts.tv_nsec / 1e9;
}

static void decide(struct state *s, struct cr_result *res)
{
	const struct claim_section *secs[MAX_SECS], *rules = NULL;
	size_t ns = claim_sections(s->c, SEC_CHECK, NULL, s->t, secs, MAX_SECS);
	const struct claim_kv *kv;
	char msg[512];

	kv = claim_get(secs, ns, "observe");
	if (kv) {
		struct obs_item *items;
		size_t n;

		if (obs_parse(kv->val, &items, &n, msg, sizeof(msg))) {
			set(&res->verdict, "inconclusive");
			set_reason(res, "claim error: observe: %s", msg);
			return;
		}
		for (size_t i = 0; i < n; i++) {
			char *v = obs_value(&items[i], lookup, s, msg, sizeof(msg));

			if (v) {
				cr_add_obs(res, items[i].label, v);
			} else {
				char e[600];

				snprintf(e, sizeof(e), "(%s)", msg);
				cr_add_obs(res, items[i].label, e);
			}
			free(v);
		}
		obs_free(items, n);
	}
	for (size_t i = 0; i < ns && !rules; i++)
		for (size_t k = 0; k < secs[i]->n; k++)
			if (secs[i]->kv[k].expr.root) {
				rules = secs[i];
				break;
			}
	if (!rules) {
		set(&res->verdict, "inconclusive");
		set_reason(res, "claim error: no verdict rules ([check] confirmed/refuted/inconclusive) for %s", s->t->name);
		return;
	}
	for (size_t k = 0; k < rules->n; k++) {
		const struct claim_kv *r = &rules->kv[k];
		const char *because = k + 1 < rules->n && !strcmp(rules->kv[k + 1].key, "because") ? rules->kv[k + 1].val : NULL;
		double v;

		if (!r->expr.root)
			continue;
		if (cx_eval(&r->expr, lookup, s, &v, msg, sizeof(msg))) {
			set(&res->verdict, "inconclusive");
			set_reason(res, "the rule '%s = %s' could not be evaluated: %s", r->key, r->val, msg);
			return;
		}
		if (v != 0) {
			set(&res->verdict, r->key);
			set_reason(res, "%s%s%s", because ? because : "", because ? " -- rule: " : "rule: ", r->val);
			return;
		}
	}
	kv = claim_get(secs, ns, "otherwise");
	set(&res->verdict, kv ? kv->val : "inconclusive");
	{
		const struct claim_kv *b = NULL;

		for (size_t i = 0; i < ns && !b; i++)
			for (size_t k = 0; k + 1 < secs[i]->n; k++)
				if (!strcmp(secs[i]->kv[k].key, "otherwise") && !strcmp(secs[i]->kv[k + 1].key, "because"))
					b = &secs[i]->kv[k + 1];
		set_reason(res, "%s", b ? b->val : "no rule matched the observation");
	}
}

void claims_run_one(struct claims_env *env, const struct claim *c, struct cr_result *res)
{
	struct state *s = calloc(1, sizeof(*s));
	const struct claim_section *secs[MAX_SECS];
	size_t ns;
	double t0 = now_s();
	int runs = 0;
	const char *failed = NULL;

	memset(res, 0, sizeof(*res));
	set(&res->id, c->id);
	set(&res->title, c->title);
	set(&res->group, c->group);
	set(&res->statement, c->statement);
	set(&res->source, c->source);
	set(&res->targets, c->targets);
	set(&res->evidence, env->evidence);
	if (!s) {
		set(&res->verdict, "inconclusive");
		set(&res->reason, "out of memory");
		return;
	}
	s->env = env;
	s->c = c;
	s->t = env->target;
	if (!claim_applies(c, s->t)) {
		set(&res->verdict, "not-applicable");
		set_reason(res, "the claim is about %s, not %s (%s)", c->targets, s->t->name, s->t->arch);
		goto done;
	}
	/* [asm]: each name once, the most specific section's line */
	ns = claim_sections(c, SEC_ASM, NULL, s->t, secs, MAX_SECS);
	for (size_t i = 0; i < ns; i++)
		for (size_t k = 0; k < secs[i]->n; k++) {
			const struct claim_kv *kv = &secs[i]->kv[k];
			int dup = 0;

			for (size_t a = 0; a < s->nas; a++)
				dup |= !strcmp(s->as[a].name, kv->key);
			if (dup || s->nas == MAX_ASM)
				continue;
			s->as[s->nas].name = kv->key;
			do_asm(s, &s->as[s->nas], kv->val);
			{
				char val[400], hex[ASM_BYTES * 3 + 1] = "";
				struct asm_res *a = &s->as[s->nas];

				for (size_t b = 0; b + 3 < a->len; b += 4)
					snprintf(hex + strlen(hex), sizeof(hex) - strlen(hex), "%s0x%02x%02x%02x%02x",
						 b ? " " : "", a->bytes[b + 3], a->bytes[b + 2], a->bytes[b + 1], a->bytes[b]);
				if (a->ok)
					snprintf(val, sizeof(val), "%s", hex);
				else
					snprintf(val, sizeof(val), "rejected: %s", a->msg);
				snprintf(hex, sizeof(hex), "asm %s", a->name);
				cr_add_obs(res, hex, val);
			}
			s->nas++;
		}
	/* [run]s in file order of their first section */
	for (size_t i = 0; i < c->nsec && s->nrun < MAX_RUNS; i++) {
		const struct claim_section *rs[MAX_SECS];
		struct run_res *r;
		int seen = 0;
		size_t nr;

		if (c->sec[i].kind != SEC_RUN)
			continue;
		for (size_t k = 0; k < s->nrun; k++)
			seen |= !strcmp(s->run[k].name, c->sec[i].name);
		if (seen)
			continue;
		nr = claim_sections(c, SEC_RUN, c->sec[i].name, s->t, rs, MAX_SECS);
		if (!nr)
			continue;
		/* like = OTHER: the other run's sections after this run's own (chains up to 4) */
		{
			size_t from = 0;
			const char *bad_like = NULL;

			for (int depth = 0; depth < 4; depth++) {
				const struct claim_kv *lk = claim_get(rs + from, nr - from, "like");
				size_t got;

				if (!lk)
					break;
				from = nr;
				got = claim_sections(c, SEC_RUN, lk->val, s->t, rs + nr, MAX_SECS - nr);
				if (!got || !strcmp(lk->val, c->sec[i].name)) {
					bad_like = lk->val;
					break;
				}
				nr += got;
			}
			if (bad_like) {
				r = &s->run[s->nrun++];
				r->name = c->sec[i].name;
				snprintf(r->msg, sizeof(r->msg), "like = %s: no such run for %s", bad_like, s->t->name);
				cr_add_obs(res, "run", r->msg);
				failed = failed ? failed : r->name;
				continue;
			}
		}
		r = &s->run[s->nrun++];
		r->name = c->sec[i].name;
		run_one(s, r, rs, nr);
		{
			char key[64], val[GS_ERROR_MSG_MAX + 320];

			snprintf(key, sizeof(key), "run %s", r->name);
			if (r->ok)
				snprintf(val, sizeof(val), "ran");
			else if (r->skipped)
				snprintf(val, sizeof(val), "%s", r->msg);
			else if (r->hazard)
				snprintf(val, sizeof(val), "hazard: %s", r->msg);
			else
				snprintf(val, sizeof(val), "error: %s", r->msg);
			cr_add_obs(res, key, val);
		}
		runs += r->ran;
		if (!r->ok && !r->skipped && !failed) {
			const struct claim_kv *al = claim_get(rs, nr, "allow");

			if (!(r->hazard && al && strstr(al->val, "hazard")))
				failed = r->name;
		}
	}
	if (!runs && s->nas)
		set(&res->evidence, "assembler");
	if (failed) {
		struct run_res *r = NULL;

		for (size_t k = 0; k < s->nrun; k++)
			if (!strcmp(s->run[k].name, failed))
				r = &s->run[k];
		set(&res->verdict, "inconclusive");
		set_reason(res, "run %s did not complete: %s", failed, r->msg);
		goto done;
	}
	if (c->bench[0]) {
		s->bench = find_bench(env, c->bench, s->t);
		if (s->bench)
			set(&res->evidence, "silicon");
	}
	if (c->needs[0] && strcmp(env->evidence, "silicon") &&
	    !(strcmp(c->needs, "timing") == 0 && strcmp(env->evidence, "modelled") == 0)) {
		decide(s, res);  /* record the observation; the verdict does not stand */
		set(&res->verdict, "inconclusive");
		set(&res->evidence, env->evidence);
		set_reason(res, "model assumption: %s", c->model[0] ? c->model : "the emulator's model decides this, not a measurement");
		goto done;
	}
	if (c->bench[0] && !s->bench) {
		set(&res->verdict, "inconclusive");
		set_reason(res, "needs a silicon measurement: run `gfxshim bench %s --device amdgpu:N --json B.json` and pass "
				"`--bench B.json` to claims run", c->bench);
		goto done;
	}
	decide(s, res);
done:
	for (size_t r = 0; r < s->nrun; r++)
		for (size_t b = 0; b < s->run[r].nbuf; b++)
			free(s->run[r].buf[b].words);
	free(s);
	res->seconds = now_s() - t0;
}
