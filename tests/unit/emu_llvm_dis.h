/* SPDX-License-Identifier: MIT */
/*
 * The gfx9 emulator's decoder against llvm-mc-22, for tests of 8-byte
 * encodings (DPP, SDWA, VOP3 op_sel): llvm-mc-22 assembles one line per
 * case (wave64), each encoding is disassembled by llvm-mc-22 again, and the
 * emulator must decode the same bytes to 8 bytes that accept() approves and
 * print llvm's disassembly text.  Include after llvm_oracle.h.
 */
#ifndef GS_EMU_LLVM_DIS_H
#define GS_EMU_LLVM_DIS_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "emu/decode.h"
#include "emu/emu.h"

/* The emulator's fetch of one instruction (emu/decode.h) into in: its
 * size, 0 when it is refused. */
static inline unsigned int emu_decode1(struct emu *e, const struct wave *w, const uint8_t *p, size_t avail,
				       struct gs_inst *in)
{
	struct emu_fetch f;
	unsigned int size = gsi_emu_decode(e, w, p, avail, &f);

	memset(in, 0, sizeof(*in));
	if (size)
		*in = f.in[0];
	return size;
}

struct lo_dis_result {
	int ran;                /* llvm-mc-22 ran (else: skip) */
	unsigned int checked;   /* lines llvm encoded in 8 bytes and compared */
	unsigned int bad;       /* of those, decoded or printed differently */
	char first[700];        /* the first difference, or llvm's first error */
};

/* accept(in, i, ctx): the i-th line decoded as the test expects (e.g. as DPP). */
static LO_UNUSED void lo_emu_gfx9_vs_llvm(const char *tname, const char *input, unsigned int max,
					  int (*accept)(const struct gs_inst *in, unsigned int i, const void *ctx),
					  const void *ctx, struct lo_dis_result *r)
{
	static char dis_in[65536];
	const struct gs_target *t = gs_target_find(tname);
	struct emu em;
	struct wave w;
	char *out, *dis, *save = NULL, *save2 = NULL, *line, *dl, hx[64];
	struct enc *bytes = calloc(max ? max : 1, sizeof(*bytes));
	size_t m = 0;
	int st;

	memset(r, 0, sizeof(*r));
	memset(&em, 0, sizeof(em));
	memset(&w, 0, sizeof(w));
	em.target = t;
	em.isa = gsi_isa_exec_for(t);
	w.lanes = 64;
	out = bytes ? lo_run_st(tname, 1, 0, input, 1, &st) : NULL;
	if (!out) {
		free(bytes);
		return;
	}
	r->ran = 1;
	for (line = strtok_r(out, "\n", &save); line && r->checked < max; line = strtok_r(NULL, "\n", &save)) {
		if (strstr(line, "error:")) {
			snprintf(r->first, sizeof(r->first), "llvm-mc-22: %.600s", line);
			break;
		}
		if (!lo_parse_enc(line, &bytes[r->checked]))
			continue;
		if (bytes[r->checked].n != 8)
			break;
		lo_hex(&bytes[r->checked], hx, sizeof(hx));
		m += (size_t)snprintf(dis_in + m, sizeof(dis_in) - m, "%s\n", hx);
		r->checked++;
	}
	dis = lo_run_st(tname, 1, 1, dis_in, 0, &st);
	dl = dis ? strtok_r(dis, "\n", &save2) : NULL;
	for (unsigned int i = 0; i < r->checked; i++) {
		char want[400] = "", got[GS_DISASM_TEXT_MAX];
		struct gs_inst in;
		unsigned int size = emu_decode1(&em, &w, bytes[i].b, 8, &in);

		while (dl && (dl[strspn(dl, " \t")] == '.' || !dl[strspn(dl, " \t")]))
			dl = strtok_r(NULL, "\n", &save2);
		if (dl) {
			lo_inst_text(dl, want, sizeof(want));
			dl = strtok_r(NULL, "\n", &save2);
		}
		if (gsi_emu_inst_text(&em, &w, bytes[i].b, 8, 0, got, sizeof(got)) < 0)
			got[0] = 0;
		lo_squash(got);
		if (size == 8 && accept(&in, i, ctx) && !strcmp(got, want))
			continue;
		if (!r->bad++)
			snprintf(r->first, sizeof(r->first), "decoded %u bytes (dpp %u, op_sel %u), text \"%.250s\", llvm \"%.250s\"",
				 size, in.dpp, in.opsel, got, want);
	}
	free(dis);
	free(out);
	free(bytes);
}

#endif /* GS_EMU_LLVM_DIS_H */
