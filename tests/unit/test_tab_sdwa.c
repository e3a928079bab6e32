// SPDX-License-Identifier: MIT
/*
 * gfx9 SDWA (VOP1/VOP2/VOPC _sdwa) and gfx11+ VOP3 DPP (_e64_dpp) forms of the
 * table-driven VALU family (userspace/lib/isa/tab_valu_sdwa.c, tab_valu_dpp.c)
 * against llvm-mc-22, live: hand-written lines are assembled by both and the
 * bytes and texts compared; random encodings of every row that has the form
 * (random selects, dst_unused, sext/neg/abs, clamp, omod, VOPC sdst, scalar
 * sources; random DPP16/DPP8 controls with random VOP3 modifier bits and
 * gfx1250 bitop3 tables) are
 * disassembled by both and llvm's text assembled by gfxshim.  What llvm-mc
 * does not round-trip is left out, except that whatever gfxshim prints for it
 * must assemble (by llvm) to the same bytes.  Skipped without llvm-mc-22.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "llvm_oracle.h"

#include "gfxshim/isa.h"

#define MAXI 1024

static const char *const l_gfx9[] = {
	"v_mov_b32_sdwa v1, v2 dst_sel:BYTE_1 dst_unused:UNUSED_SEXT src0_sel:WORD_1",
	"v_add_f32_sdwa v1, -v2, |v3| clamp mul:2 dst_sel:WORD_1 dst_unused:UNUSED_PRESERVE src0_sel:BYTE_2 src1_sel:WORD_0",
	"v_add_u32_sdwa v1, sext(v2), s3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
	"v_add_u32_sdwa v1, s2, sext(v3) dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
	"v_cmp_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_0",
	"v_cmp_eq_f32_sdwa s[4:5], -v1, |s2| src0_sel:WORD_1 src1_sel:BYTE_0",
	"v_cmp_eq_f32_sdwa s[4:5], 1.0, v2 src0_sel:WORD_1 src1_sel:BYTE_0",
	"v_cmpx_eq_f32_sdwa vcc, v1, v2 src0_sel:WORD_1 src1_sel:BYTE_0",
	"v_add_co_u32_sdwa v1, vcc, v2, v3 dst_sel:DWORD dst_unused:UNUSED_PAD src0_sel:DWORD src1_sel:DWORD",
	"v_cvt_f32_i32_sdwa v1, sext(v2) src0_sel:BYTE_0", "v_mov_b32_sdwa v1, v2", "v_mov_b32_sdwa v1, -1",
	"v_cvt_f32_ubyte3_sdwa v1, sext(v2) clamp dst_sel:DWORD", "v_cndmask_b32_sdwa v1, v2, -|v3|, vcc src1_sel:BYTE_2",
	"v_cvt_i32_f64_dpp v4, v[2:3] row_newbcast:15 row_mask:0xf bank_mask:0xf", NULL,
};

static const char *const l_gfx12[] = {
	"v_add_f32_e64_dpp v1, -v2, |v3| clamp mul:2 quad_perm:[1,2,3,0] row_mask:0x3 bank_mask:0xa bound_ctrl:1 fi:1",
	"v_add_f32_e64_dpp v1, -v2, |v3| clamp mul:2 dpp8:[1,2,3,0,4,5,6,7] fi:1",
	"v_fma_f32_e64_dpp v1, -v2, |v3|, v4 row_shl:3", "v_fma_f32_e64_dpp v1, -v2, |s3|, 1.0 row_shl:3",
	"v_cmp_lt_f32_e64_dpp s5, -v2, |v3| row_shl:3", "v_cmpx_lt_f32_e64_dpp -v2, |v3| row_xmask:2",
	"v_add_co_u32_e64_dpp v1, s5, v2, v3 row_share:3", "v_mov_b32_e64_dpp v1, v2 row_shl:3",
	"v_cndmask_b32_e64_dpp v1, v2, v3, s4 dpp8:[7,6,5,4,3,2,1,0]", NULL,
};

static uint64_t rng = 0x243f6a8885a308d3ull;

static uint32_t rnd(void)
{
	uint64_t z = (rng += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return (uint32_t)((z ^ (z >> 31)) >> 32);
}

/* Assemble each line with both, compare the bytes; then our disassembly with llvm's. */
static void check_lines(const char *tname, int wave64, const char *const *l)
{
	const struct gs_target *t = gs_target_find(tname);
	char *items[64] = { 0 };
	struct lo_res r[64], d[64];
	unsigned int n = 0, total = 0, ok_asm = 0, ok_dis = 0;

	for (n = 0; l[n] && n < 64; n++)
		items[n] = (char *)l[n];
	lo_batch(tname, wave64, 0, items, n, r);
	for (unsigned int i = 0; i < n; i++) {
		char hx[128];

		lo_hex(&r[i].e, hx, sizeof(hx));
		items[i] = malloc(strlen(hx) + 3);
		sprintf(items[i], "[%s]", hx);
	}
	lo_batch(tname, wave64, 1, items, n, d);
	for (unsigned int i = 0; i < n; i++) {
		struct enc oe;
		char diag[512], got[256] = "";

		free(items[i]);
		if (r[i].ninst != 1 || d[i].ninst != 1) {
			printf("# %s: llvm-mc-22 rejects '%s' (line skipped)\n", tname, l[i]);
			continue;
		}
		total++;
		if (lo_asm(t, wave64, l[i], &oe, diag, sizeof(diag)) && oe.n == r[i].e.n && !memcmp(oe.b, r[i].e.b, oe.n))
			ok_asm++;
		else
			CHECK(0, "%s: assemble '%s' as llvm-mc-22 (%.200s)", tname, l[i], diag);
		if (lo_disasm(t, wave64, &r[i].e, got, sizeof(got)) == r[i].e.n && !strcmp(got, d[i].text))
			ok_dis++;
		else
			CHECK_STR(got, d[i].text, "%s: disassemble '%s' as llvm-mc-22", tname, l[i]);
	}
	CHECK(total > 0 && ok_asm == total, "%s: %u/%u hand-written lines assemble as llvm-mc-22", tname, ok_asm, total);
	CHECK(total > 0 && ok_dis == total, "%s: %u/%u disassemble as llvm-mc-22", tname, ok_dis, total);
}

/* A random SDWA dword for a row of class cls (src0 v, or a scalar with S0). */
static uint32_t sdwa_word(const char *cls, unsigned int v)
{
	static const uint32_t scal[] = { 3, 17, 101, 106, 124, 128, 140, 193, 240, 242, 248 };
	uint32_t x = rnd() % 4 ? v & 0xff : scal[rnd() % 11] | 1u << 23;

	if (!strcmp(cls, "VOPC"))
		x |= rnd() % 2 ? (2 * (rnd() % 51)) << 8 | 1u << 15 : 0;
	else
		x |= (rnd() % 7) << 8 | (rnd() % 3) << 11 | (rnd() % 4 == 0) << 13 | (rnd() % 4 == 0 ? rnd() % 4 : 0) << 14;
	x |= (rnd() % 7) << 16 | (rnd() % 2 ? rnd() % 8 : 0) << 19;
	if (strcmp(cls, "VOP1"))
		x |= (rnd() % 7) << 24 | (rnd() % 2 ? rnd() % 8 : 0) << 27;
	return x;
}

/* Random encodings of the form (sdwa: gfx9 e32 rows; else VOP3 DPP) of every row that has it. */
static void check_random(const char *tname, int wave64, int sdwa, unsigned int rounds)
{
	const struct gs_target *t = gs_target_find(tname);
	struct enc *c = calloc(MAXI, sizeof(*c));
	struct lo_res *r1 = calloc(MAXI, sizeof(*r1)), *r2 = calloc(MAXI, sizeof(*r2)), *r3 = calloc(MAXI, sizeof(*r3));
	char **items = calloc(MAXI, sizeof(*items));
	unsigned int *xi = calloc(MAXI, sizeof(*xi));
	unsigned int nc = 0, kept = 0, dis_ok = 0, asm_ok = 0, nx = 0, wrong = 0, shown = 0;
	struct gs_isa_inst in;

	if (!t || !c || !r1 || !r2 || !r3 || !items || !xi)
		goto done;
	for (unsigned int round = 0; round < rounds; round++)
		for (unsigned int i = 0; gs_isa_at(tname, i, &in) == GS_OK && nc < MAXI; i++) {
			uint32_t w[3] = { 0, 0, 0 };
			unsigned int v = rnd() % 256;

			if (sdwa ? !gs_isa_has_modifier(&in, "sdwa") || in.size != 4
				 : strcmp(in.cls, "VOP3") || !gs_isa_has_modifier(&in, "dpp"))
				continue;
			if (sdwa) {
				w[0] = !strcmp(in.cls, "VOP1") ? (0x3Fu << 25) | (in.opcode << 9) | (rnd() % 256) << 17
				       : !strcmp(in.cls, "VOP2") ? in.opcode << 25 | (rnd() % 256) << 17 | (rnd() % 256) << 9
				       : (0x3Eu << 25) | (in.opcode << 17) | (rnd() % 256) << 9;
				if (strcmp(in.cls, "VOP1") && rnd() % 4 == 0)
					w[0] = (w[0] & ~(0xffu << 9)) | (rnd() % 102) << 9;  /* scalar src1 (S1) */
				w[0] |= 0xF9;
				w[1] = sdwa_word(in.cls, v) | ((w[0] >> 9 & 0xff) < 102 && rnd() % 2 ? 1u << 31 : 0);
				c[nc].n = 8;
			} else {
				int d8 = gs_isa_has_modifier(&in, "dpp8") && rnd() % 3 == 0;

				w[0] = 0xD4000000u | in.opcode << 16 | (rnd() % 256);
				static const uint32_t ctrls[] = { 0x1b, 0xe4, 0x00, 0x101, 0x10f, 0x111, 0x121, 0x140,
								  0x141, 0x153, 0x15f, 0x160, 0x16a };

				if (gs_isa_has_modifier(&in, "bitop3"))
					w[0] |= (rnd() % 8) << 8, w[1] |= (rnd() % 32) << 27;  /* the truth table */
				if (gs_isa_has_modifier(&in, "abs") && rnd() % 3 == 0)
					w[0] |= (rnd() % 8) << 8;
				if (gs_isa_has_modifier(&in, "op_sel") && rnd() % 3 == 0)
					w[0] |= (rnd() % 16) << 11;
				if (gs_isa_has_modifier(&in, "clamp") && rnd() % 4 == 0)
					w[0] |= 1u << 15;
				w[1] = (d8 ? 0xE9u + rnd() % 2 : 0xFAu) | (256 + rnd() % 256) << 9 | (256 + rnd() % 256) << 18;
				if (gs_isa_has_modifier(&in, "omod") && rnd() % 4 == 0)
					w[1] |= (rnd() % 4) << 27;
				if (gs_isa_has_modifier(&in, "neg") && rnd() % 3 == 0)
					w[1] |= (rnd() % 8) << 29;
				if (!strncmp(in.mnemonic, "v_cmpx", 6))
					w[0] = (w[0] & ~0xffu) | 126;
				w[2] = d8 ? v | rnd() << 8
					  : v | ctrls[rnd() % 13] << 8 | (rnd() % 2) << 18 | (rnd() % 2) << 19 |
					    (rnd() % 2 ? 0xffu : rnd() % 256) << 24;
				c[nc].n = 12;
			}
			for (unsigned int b = 0; b < c[nc].n; b++)
				c[nc].b[b] = (uint8_t)(w[b / 4] >> (8 * (b % 4)));
			nc++;
		}
	for (unsigned int i = 0; i < nc; i++) {
		char hx[128];

		lo_hex(&c[i], hx, sizeof(hx));
		items[i] = malloc(strlen(hx) + 3);
		sprintf(items[i], "[%s]", hx);
	}
	lo_batch(tname, wave64, 1, items, nc, r1);
	for (unsigned int i = 0; i < nc; i++) {
		free(items[i]);
		items[i] = strdup(r1[i].ninst == 1 ? r1[i].text : "s_nop 0");
	}
	lo_batch(tname, wave64, 0, items, nc, r2);
	for (unsigned int i = 0; i < nc; i++) {
		char got[256] = "", diag[512];
		struct enc oe;
		int stable = r1[i].ninst == 1 && r2[i].ninst == 1 && r1[i].e.n == c[i].n && r2[i].e.n == c[i].n &&
			     !memcmp(r1[i].e.b, c[i].b, c[i].n) && !memcmp(r2[i].e.b, c[i].b, c[i].n);
		int ours = lo_disasm(t, wave64, &c[i], got, sizeof(got)) == c[i].n;

		if (!stable) {
			if (ours) {
				/* we print it: llvm must assemble our text to these bytes */
				free(items[nx]);
				items[nx] = strdup(got);
				xi[nx++] = i;
			}
			continue;
		}
		kept++;
		if (ours && !strcmp(got, r1[i].text))
			dis_ok++;
		else if (shown++ < 10)
			printf("# %s disasm: llvm '%s', ours '%s'\n", tname, r1[i].text, ours ? got : "(refused)");
		if (lo_asm(t, wave64, r1[i].text, &oe, diag, sizeof(diag)) && oe.n == c[i].n && !memcmp(oe.b, c[i].b, oe.n))
			asm_ok++;
		else if (shown++ < 10)
			printf("# %s asm '%s': %.200s\n", tname, r1[i].text, diag);
	}
	lo_batch(tname, wave64, 0, items, nx, r3);
	for (unsigned int k = 0; k < nx; k++)
		if (!(r3[k].ninst == 1 && r3[k].e.n == c[xi[k]].n && !memcmp(r3[k].e.b, c[xi[k]].b, c[xi[k]].n))) {
			wrong++;
			if (shown++ < 16)
				printf("# %s: we print '%s', llvm assembles it to %s\n", tname, items[k],
				       r3[k].ninst == 1 ? "other bytes" : "nothing");
		}
	CHECK(kept > nc / 10, "%s %s: llvm-mc-22 keeps %u of %u random encodings", tname, sdwa ? "SDWA" : "VOP3 DPP",
	      kept, nc);
	CHECK(dis_ok == kept, "%s %s: %u/%u disassembled as llvm-mc-22", tname, sdwa ? "SDWA" : "VOP3 DPP", dis_ok, kept);
	CHECK(asm_ok == kept, "%s %s: %u/%u of llvm's texts assembled to its bytes", tname, sdwa ? "SDWA" : "VOP3 DPP",
	      asm_ok, kept);
	CHECK(wrong == 0, "%s %s: %u of %u encodings llvm does not round-trip printed as text llvm assembles otherwise",
	      tname, sdwa ? "SDWA" : "VOP3 DPP", wrong, nx);
done:
	if (items)
		for (unsigned int i = 0; i < nc; i++)
			free(items[i]);
	free(items);
	free(r1);
	free(r2);
	free(r3);
	free(xi);
	free(c);
}

int main(void)
{
	if (!lo_setup())
		return 0;
	if (getenv("TTS_SEED"))
		rng ^= strtoull(getenv("TTS_SEED"), NULL, 0) * 0x9e3779b97f4a7c15ull;
	check_lines("gfx942", 1, l_gfx9);
	check_lines("gfx950", 1, l_gfx9);
	check_lines("gfx1100", 0, l_gfx12);
	check_lines("gfx1201", 0, l_gfx12);
	check_lines("gfx1250", 0, l_gfx12);
	check_random("gfx942", 1, 1, 3);
	check_random("gfx950", 1, 1, 2);
	check_random("gfx1100", 0, 0, 1);
	check_random("gfx1201", 0, 0, 1);
	check_random("gfx1250", 0, 0, 1);
	lo_cleanup();
	printf("1..%d\n", t_count);
	return t_failed ? 1 : 0;
}
