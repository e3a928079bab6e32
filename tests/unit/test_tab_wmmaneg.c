// SPDX-License-Identifier: MIT
/*
 * neg_lo/neg_hi on WMMA and SWMMAC against llvm-mc-22, live, generator
 * style: every WMMA/SWMMAC row of gfx1100, gfx1201 and gfx1250 is encoded
 * with plain registers, llvm-mc-22 prints it, and that text with each
 * neg_lo:[a,b,c] / neg_hi:[a,b,c] is assembled by both: both must accept it
 * with the same bytes, or both refuse it (ours with llvm's line:col and a
 * message naming the modifier).  Skipped without llvm-mc-22.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

#include "gfxshim/isa.h"

#define MAXI 4096

/* A VOP3P encoding of row in with D v0, A v40, B v80 and C/index v0/v120 (gfx11/gfx12 layout). */
static void build(const struct gs_isa_inst *in, struct enc *e)
{
	uint32_t w[2] = { 0xCC000000u | (in->opcode & 0x7f) << 16 | 0x4000, 0x18000000u };
	int sw = !strncmp(in->mnemonic, "v_swmmac", 8);

	w[1] |= (256 + 40) | (256 + 80) << 9 | (uint32_t)(sw ? 256 + 120 : 256) << 18;
	e->n = 8;
	for (unsigned int b = 0; b < 8; b++)
		e->b[b] = (uint8_t)(w[b / 4] >> (8 * (b % 4)));
}

static void run(const char *tname)
{
	const struct gs_target *t = gs_target_find(tname);
	struct lo_res *r1 = calloc(MAXI, sizeof(*r1)), *r2 = calloc(MAXI, sizeof(*r2));
	char **items = calloc(MAXI, sizeof(*items));
	unsigned int *ecol = calloc(MAXI, sizeof(*ecol)), limit = getenv("TWMMA_ALL") ? 100000 : 30;
	struct gs_isa_inst in;
	unsigned int n = 0, nl = 0, same = 0, refused = 0, shown = 0, rows = 0;

	if (!t || !r1 || !r2 || !items || !ecol)
		goto out;
	for (unsigned int i = 0; gs_isa_at(tname, i, &in) == GS_OK && n < MAXI; i++) {
		struct enc e;
		char hx[128];

		if (strcmp(in.cls, "VOP3P") || !strstr(in.mnemonic, "wmma"))
			continue;
		build(&in, &e);
		lo_hex(&e, hx, sizeof(hx));
		items[n] = malloc(strlen(hx) + 3);
		if (items[n])
			sprintf(items[n++], "[%s]", hx);
	}
	lo_batch(tname, 0, 1, items, n, r1);
	/* each printed row with every neg_lo/neg_hi value */
	for (unsigned int i = 0; i < n; i++)
		free(items[i]);
	for (unsigned int i = 0; i < n; i++) {
		if (r1[i].ninst != 1 || strstr(r1[i].text, "neg_") || strstr(r1[i].text, "/*") ||
		    strstr(r1[i].text, "_fmt:"))
			continue;  /* f8f6f4: the op_sel_hi bits are formats here */
		rows++;
		for (unsigned int k = 0; k < 2; k++)
			for (unsigned int v = 1; v < 8 && nl < MAXI; v++) {
				char l[300];

				snprintf(l, sizeof(l), "%s %s:[%u,%u,%u]", r1[i].text, k ? "neg_hi" : "neg_lo", v & 1,
					 v >> 1 & 1, v >> 2 & 1);
				items[nl++] = strdup(l);
			}
	}
	lo_batch(tname, 0, 0, items, nl, r2);
	/* llvm's error positions, one run: "<stdin>:LINE:COL: error" */
	{
		size_t cap = 1, k = 0;
		char *src, *out, *p;

		for (unsigned int i = 0; i < nl; i++)
			cap += strlen(items[i]) + 1;
		src = malloc(cap);
		for (unsigned int i = 0; src && i < nl; i++)
			k += (size_t)sprintf(src + k, "%s\n", items[i]);
		out = src ? lo_run(tname, 0, 0, src, 1) : NULL;
		for (p = out; p && (p = strstr(p, "<stdin>:")); p++) {
			unsigned int ln, col;

			if (sscanf(p, "<stdin>:%u:%u: error", &ln, &col) == 2 && ln >= 1 && ln <= nl && !ecol[ln - 1])
				ecol[ln - 1] = col;
		}
		free(src);
		free(out);
	}
	for (unsigned int i = 0; i < nl; i++) {
		char diag[512] = "", want[64] = "", hx[128];
		struct enc oe;
		int ours = items[i] && lo_asm(t, 0, items[i], &oe, diag, sizeof(diag));

		if (!items[i])
			continue;
		if (r2[i].ninst == 1) {
			if (ours && oe.n == r2[i].e.n && !memcmp(oe.b, r2[i].e.b, oe.n)) {
				same++;
				continue;
			}
			if (shown++ < limit) {
				lo_hex(&r2[i].e, hx, sizeof(hx));
				printf("# %s '%s': llvm [%s], ours %s\n", tname, items[i], hx, ours ? "other bytes" : diag);
			}
			continue;
		}
		/* llvm refuses: ours must too, at llvm's column, naming the modifier */
		snprintf(want, sizeof(want), ":1:%u:", ecol[i]);
		if (!ours && ecol[i] && strstr(diag, want) && strstr(diag, "neg_"))
			refused++;
		else if (shown++ < limit)
			printf("# %s '%s': llvm refuses (%s), ours %s\n", tname, items[i], want, ours ? "accepts" : diag);
	}
	printf("# %s: %u WMMA/SWMMAC rows printed by llvm-mc-22, %u neg_lo/neg_hi lines\n", tname, rows, nl);
	CHECK(rows > 0, "%s", t_fmt("%s: llvm-mc-22 prints %u WMMA/SWMMAC rows", tname, rows));
	CHECK(same + refused == nl, "%s: %u/%u neg_lo/neg_hi lines as llvm-mc-22 (%u same bytes, %u refused alike)",
	      tname, same + refused, nl, same, refused);
out:
	if (items)
		for (unsigned int i = 0; i < nl; i++)
			free(items[i]);
	free(items);
	free(ecol);
	free(r1);
	free(r2);
}

int main(void)
{
	if (!lo_setup())
		return 0;
	run("gfx1100");
	run("gfx1201");
	run("gfx1250");
	lo_cleanup();
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
