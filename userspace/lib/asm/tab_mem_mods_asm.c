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
		if (i < 0 && v->th_kind == 0 && !strcmp(val, "TH_LOAD_RT"))
			i = 0;
		if (i < 0 && v->th_kind == 1 && !strcmp(val, "TH_STORE_RT"))
			i = 0;
		if (i < 0 && v->th_kind == 2 && !strcmp(val, "TH_ATOMIC_RT"))
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

int gsi_mem_asm_mods(struct gsi_tab_asm *a, const struct mem_view *v, const struct mem_mod *l,
		     const struct mem_line *ml, uint32_t *w)
{
	for (unsigned int i = 0; i < ml->nm; i++) {
		const struct mem_modtok *t = &ml->m[i];
		const struct mem_mod *m;
		int64_t n;
		uint32_t x = 0, nf = 0;

		for (m = l; m->kind != MK_END; m++)
			if (!strcmp(m->name, t->key))
				break;
		if (m->kind == MK_END) {
			gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX,
				      "modifier '%s' is not valid for %s on %s, expected one of its modifiers",
				      t->key, a->mnem, a->ctx->tname);
			return 0;
		}
		if ((!strcmp(m->name, "nv") || !strcmp(m->name, "scale_offset")) &&
		    strcmp(a->ctx->tname, "gfx1250")) {
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
				gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX,
					      "invalid value '%s' for '%s', expected a number", t->val, t->key);
				return 0;
			}
			if (n < lo || n > hi) {
				gsi_asm_error(a->st, t->col, GS_ERR_RANGE,
					      "%s:%lld out of range for %s on %s, expected %lld..%lld",
					      t->key, (long long)n, a->mnem, a->ctx->tname, (long long)lo,
					      (long long)hi);
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
			gsi_tab_put(w, m->dw, m->lo, m->width, x);
			break;
		}
		continue;
bad:
		gsi_asm_error(a->st, t->col, GS_ERR_SYNTAX, "invalid value '%s' for '%s', expected %s",
			      t->val, t->key, kind_expect(m));
		return 0;
	}
	return 1;
}
