// SPDX-License-Identifier: MIT
/*
 * The mem family's modifier parser: applying written modifiers (llvm's
 * names, isa/tab_mem.h) to the encoding words.
 */
#include <stdio.h>
#include <string.h>

#include "asm/tab_mem.h"

/* ------------------------------------------------------------ assembly */

static int name_index(const char *s, const char *const *tab, unsigned int n)
{
	for (unsigned int i = 0; i < n; i++)
		if (tab[i] && tab[i][0] && !strcmp(s, tab[i]))
			return (int)i;
	return -1;
}

static int parse_num(const char *s, int64_t *v)
{
	return gsi_asm_parse_int(s, v);
}

/* gfx11+ also takes the split spelling [BUF_DATA_FORMAT_d, BUF_NUM_FORMAT_n]
 * (either order, d defaulting to 8 and n to UNORM) for the unified format
 * BUF_FMT_d_n, as llvm-mc-22 does; -1 when that format does not exist. */
static int split_ufmt(const char *list)
{
	char d[32] = "8", n[32] = "UNORM", name[80], buf[128], *tok, *p;

	gsi_copy(buf, sizeof(buf), list);
	for (p = buf; (tok = strtok(p, ",")) != NULL; p = NULL) {
		size_t len;

		while (*tok == ' ')
			tok++;
		for (len = strlen(tok); len && tok[len - 1] == ' '; len--)
			tok[len - 1] = 0;
		if (name_index(tok, dfmt9, 16) >= 0)
			gsi_copy(d, sizeof(d), tok + strlen("BUF_DATA_FORMAT_"));
		else if (name_index(tok, nfmt9, 8) >= 0)
			gsi_copy(n, sizeof(n), tok + strlen("BUF_NUM_FORMAT_"));
		else
			return -1;
	}
	snprintf(name, sizeof(name), "BUF_FMT_%s_%s", d, n);
	return name_index(name, ufmt11, 64);
}

static int fmt_value(const struct mem_mod *l, const char *val, uint32_t *dfmt, uint32_t *nfmt)
{
	char buf[96], *p, *tok;
	int64_t n;

	if (parse_num(val, &n)) {
		if (n < 0 || n > 127)
			return 0;
		*dfmt = l->kind == MK_FMT9 ? (uint32_t)n & 15 : (uint32_t)n;
		*nfmt = l->kind == MK_FMT9 ? (uint32_t)n >> 4 : 0;
		return 1;
	}
	if (val[0] != '[' || val[strlen(val) - 1] != ']')
		return 0;
	gsi_copy(buf, sizeof(buf), val + 1);
	buf[strlen(buf) - 1] = 0;
	if (l->kind == MK_UFMT) {
		int i;

		for (p = buf; *p == ' '; p++)
			;
		i = name_index(p, ufmt11, 64);
		if (i < 0)
			i = split_ufmt(p);
		if (i < 0)
			return 0;
		*dfmt = (uint32_t)i;
		return 1;
	}
	*dfmt = 1;
	*nfmt = 0;
	for (p = buf; (tok = strtok(p, ",")) != NULL; p = NULL) {
		int i;

		while (*tok == ' ')
			tok++;
		if ((i = name_index(tok, dfmt9, 16)) >= 0)
			*dfmt = (uint32_t)i;
		else if ((i = name_index(tok, nfmt9, 8)) >= 0)
			*nfmt = (uint32_t)i;
		else
			return 0;
	}
	return 1;
}

static int sym_value(const struct mem_view *v, const struct mem_mod *l, const char *val, uint32_t *x)
{
	int64_t n;
	int i = -1;

	if (parse_num(val, &n)) {
		if (l->kind == MK_TH || l->kind == MK_SCOPE || n < 0 || n >= (1 << l->width))
			return 0;  /* llvm takes names only for th and scope */
		*x = (uint32_t)n;
		return 1;
	}
	if (l->kind == MK_SCOPE)
		i = name_index(val, scopes, 4);
	else if (l->kind == MK_DIM) {
		i = name_index(val, dims, 8);
		if (i < 0 && !strncmp(val, "SQ_RSRC_IMG_", 12))
			return 0;
		if (i < 0) {  /* short forms: 1D, 2D_ARRAY, ... */
			char full[64];

			snprintf(full, sizeof(full), "SQ_RSRC_IMG_%s", val);
			i = name_index(full, dims, 8);
		}
	} else if (l->kind == MK_TH) {
		const char *const *tab = v->th_kind == 2 ? th_atomic : v->th_kind ? th_store : th_load;

		i = name_index(val, tab, 8);
		if (i < 0 && !strcmp(val, v->th_kind ? "TH_STORE_BYPASS" : "TH_LOAD_BYPASS"))
			i = 3;
		if (i < 0 && v->th_kind == 0 && gsi_streq(val, "TH_LOAD_RT"))
			i = 0;
		if (i < 0 && v->th_kind == 1 && gsi_streq(val, "TH_STORE_RT"))
			i = 0;
		if (i < 0 && v->th_kind == 2 && gsi_streq(val, "TH_ATOMIC_RT"))
			i = 0;
	}
	if (i < 0)
		return 0;
	*x = (uint32_t)i;
	return 1;
}

static const char *kind_expect(const struct mem_mod *l)
{
	switch (l->kind) {
	case MK_TH: return "a TH_* name";
	case MK_SCOPE: return "SCOPE_CU, SCOPE_SE, SCOPE_DEV or SCOPE_SYS";
	case MK_FMT9: return "[BUF_DATA_FORMAT_*,BUF_NUM_FORMAT_*] or a number";
	case MK_UFMT: return "[BUF_FMT_*] or a number";
	case MK_DIM: return "an SQ_RSRC_IMG_* name";
	default: return "a number";
	}
}

/* A cache-policy bit (1 << index, else 0): llvm-mc-22 also takes it spelled
 * off ("no" + name), and either spelling once only. */
static unsigned int cpol_bit(const char *name)
{
	static const char *const cpol[] = { "glc", "slc", "dlc", "scc", "sc0", "sc1", "nt" };

	for (unsigned int k = 0; k < sizeof(cpol) / sizeof(cpol[0]); k++)
		if (!strcmp(name, cpol[k]))
			return 1u << k;
	return 0;
}

int gsi_mem_asm_mods(struct gsi_tab_asm *a, const struct mem_view *v, const struct mem_mod *l,
		     const struct mem_line *ml, uint32_t *w)
{
	unsigned int cpol_seen = 0;
	int th_col = 0, scope_col = 0;
	uint32_t th = 0, scope = 0;

	for (unsigned int i = 0; i < ml->nm; i++) {
		const struct mem_modtok *t = &ml->m[i];
		const struct mem_mod *m;
		int64_t n;
		uint32_t x = 0, nf = 0;
		unsigned int cb = t->has_val ? 0 : cpol_bit(strncmp(t->key, "no", 2) ? t->key : t->key + 2);

		if (cb & cpol_seen) {
			gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX, "duplicate cache policy modifier '%s', expected each once",
				      t->key);
			return 0;
		}
		cpol_seen |= cb;

		for (m = l; m->kind != MK_END; m++)
			if (!strcmp(m->name, t->key))
				break;
		if (m->kind == MK_END && !strncmp(t->key, "no", 2) && !t->has_val && cpol_bit(t->key + 2)) {
			/* noglc, nosc0, nont: a cache-policy bit spelled off (llvm-mc-22) */
			const struct mem_mod *b;

			for (b = l; b->kind != MK_END; b++)
				if (b->kind == MK_FLAG && !strcmp(b->name, t->key + 2))
					break;
			if (b->kind != MK_END) {
				gsi_tab_put(w, b->dw, b->lo, 1, 0);
				continue;
			}
		}
		if (m->kind == MK_END) {
			gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX,
				      "modifier '%s' is not valid for %s on %s, expected one of its modifiers",
				      t->key, a->mnem, a->ctx->tname);
			return 0;
		}
		if ((gsi_streq(m->name, "nv") || gsi_streq(m->name, "scale_offset")) &&
		    !gsi_streq(a->ctx->tname, "gfx1250")) {
			/* llvm-mc prints them on gfx12 but assembles them on gfx1250 only */
			gsi_asm_error(a->st, t->col, GS_ERR_UNSUPPORTED, "%s is not supported on %s, expected it on gfx1250 only",
				      t->key, a->ctx->tname);
			return 0;
		}
		if (m->kind == MK_FLAG) {
			if (t->has_val) {
				gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX,
					      "modifier '%s' takes no value, expected '%s' alone", t->key, t->key);
				return 0;
			}
			gsi_tab_put(w, m->dw, m->lo, m->width, 1);
			continue;
		}
		if (!t->has_val) {
			gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX, "modifier '%s' needs a value, expected %s:%s",
				      t->key, t->key, kind_expect(m));
			return 0;
		}
		switch (m->kind) {
		case MK_OFFU:
		case MK_OFFS: {
			int64_t lo = m->kind == MK_OFFS ? -((int64_t)1 << (m->width - 1)) : 0;
			int64_t hi = m->kind == MK_OFFS ? ((int64_t)1 << (m->width - 1)) - 1
					: ((int64_t)1 << m->width) - 1;

			if (!parse_num(t->val, &n)) {
				if (gsi_expr_explain_operand(a->st, t->val, t->col + (unsigned int)strlen(t->key) + 1))
					return 0;  /* offset:N*4 with N undefined: what the evaluator says */
				gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX,
					      "invalid value '%s' for %s of %s, expected a number", t->val, t->key, a->mnem);
				return 0;
			}
			if (n < lo || n > hi) {
				gsi_asm_error(a->st, t->col, GS_ERR_RANGE,
					      "%s %lld out of range for %s, expected %s %u-bit %s offset (%lld..%lld)",
					      t->key, (long long)n, a->mnem,
					      m->width == 8 || m->width == 11 || m->width == 18 ? "an" : "a", m->width,
					      m->kind == MK_OFFS ? "signed" : "unsigned", (long long)lo, (long long)hi);
				return 0;
			}
			gsi_tab_put(w, m->dw, m->lo, m->width, (uint32_t)n);
			break;
		}
		case MK_FMT9:
		case MK_UFMT:
			if (!fmt_value(m, t->val, &x, &nf))
				goto bad;
			gsi_tab_put(w, m->dw, m->lo, m->width, x);
			if (m->kind == MK_FMT9)
				gsi_tab_put(w, m->adw, m->alo, 3, nf);
			break;
		case MK_DMASK:
			if (!parse_num(t->val, &n) || n < 0 || n > 15)
				goto bad;
			gsi_tab_put(w, m->dw, m->lo, m->width, (uint32_t)n);
			break;
		default:
			if (!sym_value(v, m, t->val, &x))
				goto bad;
			if (m->kind == MK_TH || m->kind == MK_SCOPE) {
				int *seen = m->kind == MK_TH ? &th_col : &scope_col;

				if (*seen) {
					gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX,
						      "invalid operand for instruction: '%s' given twice, expected it once", t->key);
					return 0;
				}
				*seen = (int)t->col;
				if (m->kind == MK_TH)  /* th 3 is LU/WB, or BYPASS with SCOPE_SYS */
					th = strstr(t->val, "BYPASS") ? 2 : (gsi_streq(t->val, "TH_LOAD_LU") ||
									 gsi_streq(t->val, "TH_STORE_WB"));
				else
					scope = x;
			}
			gsi_tab_put(w, m->dw, m->lo, m->width, x);
			break;
		}
		continue;
bad:
		gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX, "invalid value '%s' for '%s', expected %s",
			      t->val, t->key, kind_expect(m));
		return 0;
	}
	/* loads and stores: th:*_BYPASS needs SCOPE_SYS, th:TH_LOAD_LU and
	 * th:TH_STORE_WB (the same code) refuse it (llvm-mc-22) */
	if (th_col && v->th_kind != 2 && ((th == 2 && scope != 3) || (th == 1 && scope == 3))) {
		gsi_asm_error(a->st, (unsigned int)(scope_col ? scope_col : th_col), GS_ERR_SYNTAX,
			      "scope and th combination is not valid, expected SCOPE_SYS with a BYPASS th and "
			      "another scope with LU/WB");
		return 0;
	}
	return 1;
}
