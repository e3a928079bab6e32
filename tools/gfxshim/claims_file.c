// SPDX-License-Identifier: MIT
/* Claim files: the parser, target selectors, catalogue loading (claims_file.h). */
#include <ctype.h>
#include <dirent.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <sys/stat.h>

#include "claims_file.h"
#include "claims_obs.h"

static const char *const header_keys[] = {
	"id", "title", "statement", "source", "group", "targets", "expected", "verdicts",
	"note", "needs", "model", "bench",
};
static const char *const required_keys[] = {
	"id", "title", "statement", "source", "group", "targets", "expected", "verdicts",
};
static const char *const run_keys[] = {
	"block", "grid", "wave64", "lds", "vgprs", "sgprs", "check", "why", "allow", "when", "skip",
	"kernel", "kd", "max_insts", "like",
};
static const char *const check_keys[] = {
	"observe", "confirmed", "refuted", "inconclusive", "otherwise", "because",
};
static const char *const emulator_keys[] = { "expect", "disagreement", "note" };
static const char *const sec_names[] = { "asm", "run", "check", "emulator" };

#define N(a) (sizeof(a) / sizeof((a)[0]))

static int in_list(const char *k, const char *const *l, size_t n)
{
	for (size_t i = 0; i < n; i++)
		if (!strcmp(k, l[i]))
			return 1;
	return 0;
}

/* ---- selectors */

static const struct {
	const char *sel;
	int gen;             /* enum gs_gen, or 0 */
	const char *arch;    /* gs_target.arch, or NULL */
} sels[] = {
	{ "gfx9", GS_GEN_GFX9, NULL },      { "gfx11", GS_GEN_GFX11, NULL }, { "gfx12", GS_GEN_GFX12, NULL },
	{ "gfx125", GS_GEN_GFX125, NULL },  { "rdna3", 0, "RDNA3" },         { "rdna3.5", 0, "RDNA3.5" },
	{ "rdna4", 0, "RDNA4" },            { "cdna3", 0, "CDNA3" },         { "cdna4", 0, "CDNA4" },
	{ "cdna5", 0, "CDNA5" },
};

/* One selector word against t: 0 no, else 1 + specificity; -1 unknown word. */
static int sel_word(const char *w, size_t n, const struct gs_target *t)
{
	char buf[32];
	const struct gs_target *x;

	if (n == 0 || n >= sizeof(buf))
		return -1;
	memcpy(buf, w, n);
	buf[n] = 0;
	if (!strcasecmp(buf, "all"))
		return 2;
	for (size_t i = 0; i < N(sels); i++)
		if (!strcasecmp(buf, sels[i].sel)) {
			if (sels[i].gen)
				return t && (int)t->gen == sels[i].gen ? 2 : 0;
			return t && !strcmp(t->arch, sels[i].arch) ? 3 : 0;
		}
	x = gs_target_find(buf);
	if (!x || strcasecmp(x->name, buf))
		return -1;
	return x == t ? 4 : 0;
}

/* 0: no match; 1: the empty list (every target); 2 "all" or a generation;
 * 3 an architecture; 4 a target name.  -1: an unknown selector (*bad). */
int claim_sel_match(const char *sel, const struct gs_target *t, const char **bad)
{
	int best = 0, any = 0;

	for (const char *p = sel; *p;) {
		size_t n;
		int m;

		while (*p == ' ' || *p == '\t' || *p == ',' || *p == '@')
			p++;
		if (!*p)
			break;
		n = strcspn(p, " \t,");
		m = sel_word(p, n, t);
		if (m < 0) {
			if (bad)
				*bad = p;
			return -1;
		}
		any = 1;
		if (m > best)
			best = m;
		p += n;
	}
	return any ? best : 1;
}

int claim_applies(const struct claim *c, const struct gs_target *t)
{
	return claim_sel_match(c->targets, t, NULL) > 1;
}

size_t claim_sections(const struct claim *c, enum claim_sec_kind kind, const char *name,
		      const struct gs_target *t, const struct claim_section **out, size_t max)
{
	size_t n = 0;

	/* most specific first: selection by descending match level, file order within a level */
	for (int lvl = 4; lvl >= 1; lvl--)
		for (size_t i = 0; i < c->nsec; i++) {
			const struct claim_section *s = &c->sec[i];

			if (s->kind != kind || (name && strcmp(s->name, name)))
				continue;
			if (claim_sel_match(s->sel, t, NULL) == lvl && n < max)
				out[n++] = s;
		}
	return n;
}

const struct claim_kv *claim_get(const struct claim_section *const *secs, size_t n, const char *key)
{
	for (size_t i = 0; i < n; i++)
		for (size_t k = 0; k < secs[i]->n; k++)
			if (!strcmp(secs[i]->kv[k].key, key))
				return &secs[i]->kv[k];
	return NULL;
}

/* ---- parser */

struct pstate {
	const char *path;
	struct gs_error *err;
	int failed;
};

static int perr(struct pstate *ps, unsigned int line, unsigned int col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
static int perr(struct pstate *ps, unsigned int line, unsigned int col, const char *fmt, ...)
{
	char msg[400];
	va_list ap;

	if (ps->failed)
		return -1;
	ps->failed = 1;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof(msg), fmt, ap);
	va_end(ap);
	gs_error_set(ps->err, GS_ERR_SYNTAX, "%s:%u:%u: %s", ps->path, line, col, msg);
	return -1;
}

static char *trim_dup(const char *b, const char *e)
{
	while (b < e && isspace((unsigned char)*b))
		b++;
	while (e > b && isspace((unsigned char)e[-1]))
		e--;
	return strndup(b, (size_t)(e - b));
}

static int add_kv(struct claim_section *s, char *key, char *val, unsigned int line)
{
	struct claim_kv *nk = realloc(s->kv, (s->n + 1) * sizeof(*nk));

	if (!nk)
		return -1;
	s->kv = nk;
	memset(&nk[s->n], 0, sizeof(nk[0]));
	nk[s->n].key = key;
	nk[s->n].val = val;
	nk[s->n].line = line;
	s->n++;
	return 0;
}

/* Append text to *v (a continuation line: joined with a space). */
static int append(char **v, const char *b, const char *e)
{
	char *t = trim_dup(b, e), *nv;
	size_t l0 = strlen(*v), l1;

	if (!t)
		return -1;
	l1 = strlen(t);
	nv = realloc(*v, l0 + l1 + 2);
	if (!nv) {
		free(t);
		return -1;
	}
	if (l0)
		nv[l0++] = ' ';
	memcpy(nv + l0, t, l1 + 1);
	*v = nv;
	free(t);
	return 0;
}

static void unquote(char *v)
{
	size_t n = strlen(v);

	if (n >= 2 && v[0] == '"' && v[n - 1] == '"') {
		memmove(v, v + 1, n - 2);
		v[n - 2] = 0;
	}
}

static int parse_header_section(struct pstate *ps, struct claim *c, const char *b, const char *e, unsigned int line)
{
	struct claim_section s = { 0 }, *ns;
	char *w[3] = { NULL, NULL, NULL };
	const char *p = b + 1;
	size_t nw = 0;
	char sel[256] = "";

	/* [kind NAME @sel sel ...] */
	while (p < e && *p != ']') {
		const char *q;

		while (p < e && (*p == ' ' || *p == '\t'))
			p++;
		if (p >= e || *p == ']')
			break;
		q = p;
		while (q < e && *q != ' ' && *q != '\t' && *q != ']')
			q++;
		if (*p == '@' || sel[0]) {
			size_t l = strlen(sel);

			snprintf(sel + l, sizeof(sel) - l, "%s%.*s", l ? " " : "", (int)(q - p), p);
		} else if (nw < 2) {
			w[nw++] = strndup(p, (size_t)(q - p));
		} else {
			for (size_t i = 0; i < nw; i++)
				free(w[i]);
			return perr(ps, line, (unsigned int)(p - b) + 1,
				    "unexpected '%.*s' in a section header, expected [KIND NAME @SELECTOR ...]",
				    (int)(q - p), p);
		}
		p = q;
	}
	if (p >= e || *p != ']' || nw == 0) {
		for (size_t i = 0; i < nw; i++)
			free(w[i]);
		return perr(ps, line, 1, "bad section header, expected [asm|run|check|emulator NAME @SELECTOR ...]");
	}
	for (size_t k = 0; k < N(sec_names); k++)
		if (!strcmp(w[0], sec_names[k])) {
			s.kind = (enum claim_sec_kind)k;
			goto known;
		}
	perr(ps, line, 2, "unknown section '%s', expected asm, run, check or emulator", w[0]);
	free(w[0]);
	free(w[1]);
	return -1;
known:
	free(w[0]);
	s.name = w[1] ? w[1] : strdup("");
	s.sel = strdup(sel);
	s.line = line;
	if (s.kind == SEC_RUN && !s.name[0]) {
		free(s.name);
		s.name = strdup("main");
	}
	if (s.kind != SEC_RUN && s.name[0]) {
		perr(ps, line, 2, "[%s] sections have no name (got '%s'), expected [%s @SELECTOR ...]",
		     sec_names[s.kind], s.name, sec_names[s.kind]);
		free(s.name);
		free(s.sel);
		return -1;
	}
	if (sel[0]) {
		const char *bad = NULL;

		if (claim_sel_match(sel, NULL, &bad) < 0) {
			perr(ps, line, 1, "unknown target selector '%.*s', expected a target (gfx1100), a generation "
				 "(gfx9, gfx11, gfx12, gfx125), an architecture (rdna3, rdna3.5, rdna4, cdna3, cdna4, cdna5) or all",
			     (int)strcspn(bad, " \t,"), bad);
			free(s.name);
			free(s.sel);
			return -1;
		}
	}
	ns = realloc(c->sec, (c->nsec + 1) * sizeof(*ns));
	if (!ns) {
		free(s.name);
		free(s.sel);
		return perr(ps, line, 1, "out of memory");
	}
	c->sec = ns;
	c->sec[c->nsec++] = s;
	return 0;
}

static char **header_field(struct claim *c, const char *key)
{
	char **f[] = { &c->id, &c->title, &c->statement, &c->source, &c->group, &c->targets,
		       &c->expected, &c->verdicts, &c->note, &c->needs, &c->model, &c->bench };

	for (size_t i = 0; i < N(header_keys); i++)
		if (!strcmp(key, header_keys[i]))
			return f[i];
	return NULL;
}

/* Check one key of a section and parse the expressions it holds. */
static int check_key(struct pstate *ps, struct claim_section *s, struct claim_kv *kv)
{
	char msg[300];

	switch (s->kind) {
	case SEC_ASM:
		for (const char *k = kv->key; *k; k++)
			if (!isalnum((unsigned char)*k) && *k != '_')
				return perr(ps, kv->line, 1, "bad name '%s' in [asm], expected letters, digits and '_'", kv->key);
		if (!kv->val[0])
			return perr(ps, kv->line, 1, "[asm] %s has no instruction", kv->key);
		return 0;
	case SEC_RUN:
		if (!strncmp(kv->key, "buffer ", 7)) {
			const char *nm = kv->key + 7, *v = kv->val;
			char type[8];
			unsigned long cnt;
			int used = 0;

			for (const char *k = nm; *k; k++)
				if (!isalnum((unsigned char)*k) && *k != '_')
					return perr(ps, kv->line, 1, "bad buffer name '%s', expected letters, digits and '_'", nm);
			if (sscanf(v, "%7s %lu %n", type, &cnt, &used) < 2 ||
			    (strcmp(type, "u32") && strcmp(type, "i32") && strcmp(type, "f32")) || cnt == 0 ||
			    cnt > (1u << 22))
				return perr(ps, kv->line, 1, "bad buffer '%s', expected TYPE COUNT [INIT], TYPE u32, i32 or f32, "
							 "COUNT 1..4194304", v);
			if (v[used] && cx_parse(v + used, &kv->expr, msg, sizeof(msg)))
				return perr(ps, kv->line, 1, "buffer %s initialiser '%s': %s", nm, v + used, msg);
			return 0;
		}
		if (!strncmp(kv->key, "set ", 4)) {
			for (const char *k = kv->key + 4; *k; k++)
				if (!isalnum((unsigned char)*k) && *k != '_')
					return perr(ps, kv->line, 1, "bad token name '%s', expected letters, digits and '_'",
						    kv->key + 4);
			return 0;
		}
		if (!in_list(kv->key, run_keys, N(run_keys)))
			return perr(ps, kv->line, 1, "unknown key '%s' in [run], expected one of block, grid, wave64, lds, "
						     "vgprs, sgprs, check, why, allow, when, skip, kernel, kd, max_insts, like, buffer NAME, set NAME",
				    kv->key);
		return 0;
	case SEC_CHECK:
		if (!in_list(kv->key, check_keys, N(check_keys)))
			return perr(ps, kv->line, 1, "unknown key '%s' in [check], expected observe, confirmed, refuted, "
						     "inconclusive, otherwise or because", kv->key);
		if (!strcmp(kv->key, "observe")) {
			if (obs_validate(kv->val, msg, sizeof(msg)))
				return perr(ps, kv->line, 1, "observe: %s", msg);
			return 0;
		}
		if (!strcmp(kv->key, "otherwise")) {
			if (strcmp(kv->val, "confirmed") && strcmp(kv->val, "refuted") && strcmp(kv->val, "inconclusive"))
				return perr(ps, kv->line, 1, "otherwise = '%s', expected confirmed, refuted or inconclusive",
					    kv->val);
			return 0;
		}
		if (!strcmp(kv->key, "because"))
			return 0;
		if (cx_parse(kv->val, &kv->expr, msg, sizeof(msg)))
			return perr(ps, kv->line, 1, "%s = %s: %s", kv->key, kv->val, msg);
		return 0;
	case SEC_EMULATOR:
		if (!in_list(kv->key, emulator_keys, N(emulator_keys)))
			return perr(ps, kv->line, 1, "unknown key '%s' in [emulator], expected expect, disagreement or note",
				    kv->key);
		if (!strcmp(kv->key, "expect") && strcmp(kv->val, "confirmed") && strcmp(kv->val, "refuted") &&
		    strcmp(kv->val, "inconclusive"))
			return perr(ps, kv->line, 1, "expect = '%s', expected confirmed, refuted or inconclusive", kv->val);
		return 0;
	}
	return 0;
}

static int finish(struct pstate *ps, struct claim *c)
{
	const char *bad = NULL;

	for (size_t i = 0; i < N(required_keys); i++) {
		char **f = header_field(c, required_keys[i]);

		if (!*f || !**f)
			return perr(ps, 1, 1, "missing '%s', expected every one of id, title, statement, source, group, "
					      "targets, expected, verdicts", required_keys[i]);
	}
	for (size_t i = 0; i < N(header_keys); i++) {
		char **f = header_field(c, header_keys[i]);

		if (!*f && !(*f = strdup("")))
			return perr(ps, 1, 1, "out of memory");
	}
	for (const char *k = c->id; *k; k++)
		if (!isalnum((unsigned char)*k) && !strchr("-_.", *k))
			return perr(ps, 1, 1, "id '%s': expected letters, digits, '-', '_' and '.'", c->id);
	if (claim_sel_match(c->targets, NULL, &bad) < 0)
		return perr(ps, c->targets_line, 1, "targets: unknown selector '%.*s'", (int)strcspn(bad, " \t,"), bad);
	if (c->needs[0] && strcmp(c->needs, "silicon") && strcmp(c->needs, "timing"))
		return perr(ps, 1, 1, "needs = '%s', expected silicon or timing", c->needs);
	for (size_t i = 0; i < c->nsec; i++) {
		struct claim_section *s = &c->sec[i];

		for (size_t k = 0; k < s->n; k++)
			if (check_key(ps, s, &s->kv[k]))
				return -1;
	}
	return 0;
}

/* Where "<<TERM" starts when the line is a here-document: "KEY <<TERM" or
 * "KEY = <<TERM" with TERM a word; NULL otherwise. */
static const char *heredoc_start(const char *b, const char *eq, const char *le)
{
	const char *q = eq ? eq + 1 : b;

	if (!eq) {
		/* KEY WORDS <<TERM: the first " <<" after the key */
		while (q + 2 < le && !(isspace((unsigned char)q[0]) && q[1] == '<' && q[2] == '<'))
			q++;
	}
	while (q < le && isspace((unsigned char)*q))
		q++;
	if (le - q < 3 || q[0] != '<' || q[1] != '<' || !isalpha((unsigned char)q[2]))
		return NULL;
	for (const char *t = q + 2; t < le; t++)
		if (!isalnum((unsigned char)*t) && *t != '_') {
			for (const char *u = t; u < le; u++)
				if (!isspace((unsigned char)*u))
					return NULL;
			break;
		}
	return q;
}

enum gs_status claim_parse(const char *path, const char *text, size_t n, struct claim *c, struct gs_error *err)
{
	struct pstate ps = { .path = path, .err = err };
	const char *p = text, *end = text + n;
	unsigned int line = 0;
	char **cont = NULL;          /* value a continuation line extends */
	struct claim_section *cur = NULL;

	memset(c, 0, sizeof(*c));
	c->path = strdup(path);
	c->text = strndup(text, n);
	if (!c->path || !c->text)
		return gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory", path);
	if (memchr(text, 0, n)) {
		perr(&ps, 1, 1, "a NUL byte, expected text");
		goto fail;
	}
	while (p < end) {
		const char *le = memchr(p, '\n', (size_t)(end - p)), *b = p, *eq, *hd;
		char *key, *val;

		if (!le)
			le = end;
		line++;
		p = le < end ? le + 1 : end;
		if (le > b && le[-1] == '\r')
			le--;
		/* continuation of the previous value */
		if (b < le && (*b == ' ' || *b == '\t') && cont) {
			const char *q = b;

			while (q < le && isspace((unsigned char)*q))
				q++;
			if (q < le && *q != '#') {
				if (append(cont, q, le))
					goto oom;
				continue;
			}
		}
		while (b < le && isspace((unsigned char)*b))
			b++;
		if (b == le || *b == '#') {
			cont = NULL;
			continue;
		}
		if (*b == '[') {
			cont = NULL;
			if (parse_header_section(&ps, c, b, le, line))
				goto fail;
			cur = &c->sec[c->nsec - 1];
			continue;
		}
		eq = memchr(b, '=', (size_t)(le - b));
		hd = heredoc_start(b, eq, le);
		if (hd) {
			/* KEY <<END  or  KEY = <<END */
			const char *kend = eq ? eq : hd, *body = p;
			unsigned int start;
			char *term;
			size_t tl;

			key = trim_dup(b, kend);
			term = trim_dup(hd + 2, le);
			if (!key || !term) {
				free(key);
				free(term);
				goto oom;
			}
			tl = strlen(term);
			if (!key[0]) {
				perr(&ps, line, 1, "a here-document without a key, expected KEY <<TERMINATOR");
				free(key);
				free(term);
				goto fail;
			}
			val = NULL;
			start = line;
			for (;;) {
				const char *l2 = memchr(p, '\n', (size_t)(end - p)), *t2 = p, *e2;

				if (p >= end) {
					perr(&ps, start, 1, "here-document '%s' not closed, expected a line '%s'", key, term);
					free(key);
					free(term);
					goto fail;
				}
				if (!l2)
					l2 = end;
				e2 = l2;
				line++;
				while (t2 < e2 && isspace((unsigned char)*t2))
					t2++;
				while (e2 > t2 && isspace((unsigned char)e2[-1]))
					e2--;
				if ((size_t)(e2 - t2) == tl && !memcmp(t2, term, tl)) {
					val = strndup(body, (size_t)(p - body));
					p = l2 < end ? l2 + 1 : end;
					break;
				}
				p = l2 < end ? l2 + 1 : end;
			}
			free(term);
			if (!val) {
				free(key);
				goto oom;
			}
		} else {
			if (!eq) {
				perr(&ps, line, 1, "expected KEY = VALUE, [SECTION] or KEY <<END, got '%.*s'", (int)(le - b), b);
				goto fail;
			}
			key = trim_dup(b, eq);
			val = trim_dup(eq + 1, le);
			if (!key || !val) {
				free(key);
				free(val);
				goto oom;
			}
			if (!key[0]) {
				free(key);
				free(val);
				perr(&ps, line, 1, "a value without a key, expected KEY = VALUE");
				goto fail;
			}
		}
		if (!cur) {
			char **f = header_field(c, key);

			if (!f) {
				perr(&ps, line, 1, "unknown header key '%s', expected one of id, title, statement, source, group, "
						   "targets, expected, verdicts, note, needs, model, bench (or a [section])", key);
				free(key);
				free(val);
				goto fail;
			}
			if (*f) {
				perr(&ps, line, 1, "'%s' given twice", key);
				free(key);
				free(val);
				goto fail;
			}
			*f = val;
			if (!strcmp(key, "targets"))
				c->targets_line = line;
			free(key);
			cont = f;
		} else {
			int rule = cur->kind == SEC_CHECK &&
				   (!strcmp(key, "confirmed") || !strcmp(key, "refuted") || !strcmp(key, "inconclusive") ||
				    !strcmp(key, "because"));

			for (size_t k = 0; !rule && k < cur->n; k++)
				if (!strcmp(cur->kv[k].key, key)) {
					perr(&ps, line, 1, "'%s' given twice in this section (line %u)", key, cur->kv[k].line);
					free(key);
					free(val);
					goto fail;
				}
			if (add_kv(cur, key, val, line)) {
				free(key);
				free(val);
				goto oom;
			}
			cont = strchr(val, '\n') ? NULL : &cur->kv[cur->n - 1].val;
		}
	}
	/* quotes around single-line header values */
	{
		char *hs[] = { c->id, c->title, c->statement, c->source, c->group, c->targets,
			       c->expected, c->verdicts, c->note, c->needs, c->model, c->bench };

		for (size_t i = 0; i < N(hs); i++)
			if (hs[i])
				unquote(hs[i]);
	}
	if (finish(&ps, c))
		goto fail;
	return GS_OK;
oom:
	gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory", path);
	claim_free(c);
	return GS_ERR_NOMEM;
fail:
	claim_free(c);
	return GS_ERR_SYNTAX;
}

void claim_free(struct claim *c)
{
	char *hs[] = { c->id, c->title, c->statement, c->source, c->group, c->targets,
		       c->expected, c->verdicts, c->note, c->needs, c->model, c->bench };

	for (size_t i = 0; i < N(hs); i++)
		free(hs[i]);
	for (size_t i = 0; i < c->nsec; i++) {
		for (size_t k = 0; k < c->sec[i].n; k++) {
			free(c->sec[i].kv[k].key);
			free(c->sec[i].kv[k].val);
			cx_free(&c->sec[i].kv[k].expr);
		}
		free(c->sec[i].kv);
		free(c->sec[i].name);
		free(c->sec[i].sel);
	}
	free(c->sec);
	free(c->path);
	free(c->text);
	memset(c, 0, sizeof(*c));
}

/* ---- catalogues */

static int by_name(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

static enum gs_status load_file(const char *path, struct claim **list, size_t *n, struct gs_error *err)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, len = 0, r;
	struct claim c, *nl;
	enum gs_status st;
	char chunk[8192];

	if (!f)
		return gs_error_set(err, GS_ERR_IO, "%s: %s", path, strerror(errno));
	while ((r = fread(chunk, 1, sizeof(chunk), f)) > 0) {
		if (len + r > cap) {
			char *nb = realloc(buf, cap = (len + r) * 2);

			if (!nb) {
				free(buf);
				fclose(f);
				return gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory", path);
			}
			buf = nb;
		}
		memcpy(buf + len, chunk, r);
		len += r;
		if (len > (1u << 20)) {
			free(buf);
			fclose(f);
			return gs_error_set(err, GS_ERR_INVALID, "%s: larger than 1 MiB, expected a claim file", path);
		}
	}
	if (ferror(f)) {
		free(buf);
		fclose(f);
		return gs_error_set(err, GS_ERR_IO, "%s: read error", path);
	}
	fclose(f);
	st = claim_parse(path, buf ? buf : "", len, &c, err);
	free(buf);
	if (st)
		return st;
	for (size_t i = 0; i < *n; i++)
		if (!strcmp((*list)[i].id, c.id)) {
			st = gs_error_set(err, GS_ERR_INVALID, "%s: id '%s' is already defined in %s", path, c.id,
					  (*list)[i].path);
			claim_free(&c);
			return st;
		}
	nl = realloc(*list, (*n + 1) * sizeof(*nl));
	if (!nl) {
		claim_free(&c);
		return gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory", path);
	}
	*list = nl;
	nl[(*n)++] = c;
	return GS_OK;
}

enum gs_status claims_load(const char *path, struct claim **list, size_t *n, struct gs_error *err)
{
	struct stat sb;
	DIR *d;
	struct dirent *de;
	char **names = NULL;
	size_t nn = 0;
	enum gs_status st = GS_OK;

	if (stat(path, &sb))
		return gs_error_set(err, GS_ERR_IO, "%s: %s", path, strerror(errno));
	if (!S_ISDIR(sb.st_mode))
		return load_file(path, list, n, err);
	d = opendir(path);
	if (!d)
		return gs_error_set(err, GS_ERR_IO, "%s: %s", path, strerror(errno));
	while ((de = readdir(d))) {
		size_t l = strlen(de->d_name);
		char **nn2;

		if (l < 7 || strcmp(de->d_name + l - 6, ".claim") || de->d_name[0] == '.')
			continue;
		nn2 = realloc(names, (nn + 1) * sizeof(*names));
		if (!nn2 || !(nn2[nn] = malloc(strlen(path) + l + 2))) {
			names = nn2 ? nn2 : names;
			st = gs_error_set(err, GS_ERR_NOMEM, "%s: out of memory", path);
			break;
		}
		names = nn2;
		sprintf(names[nn++], "%s/%s", path, de->d_name);
	}
	closedir(d);
	if (!st && !nn)
		st = gs_error_set(err, GS_ERR_INVALID, "%s: no *.claim files in this directory", path);
	if (!st)
		qsort(names, nn, sizeof(*names), by_name);
	for (size_t i = 0; i < nn; i++) {
		if (!st)
			st = load_file(names[i], list, n, err);
		free(names[i]);
	}
	free(names);
	return st;
}

void claims_free(struct claim *list, size_t n)
{
	for (size_t i = 0; i < n; i++)
		claim_free(&list[i]);
	free(list);
}
