// SPDX-License-Identifier: MIT
/*
 * DS addresses are 32 bits: VADDR + OFFSET wraps before the LDS bounds
 * check (the ISA guides' pseudocode adds 32-bit operands, MEM[ADDR +
 * OFFSET.u32] / CalcDsAddr(vgpr_a.b32, offset.b32); LLVM folds constants
 * into OFFSET over a negative base from gfx8 on).  On gfx1100, gfx1151,
 * gfx1201 (wave32) and gfx942, gfx950 (wave64), with N lanes and a base of
 * -4 * lane, each form reads or writes element N - 1 - lane:
 *
 *   ds_load_b32 / ds_store_b32 offset:4(N-1) (the clang-22 s[63 - l] case),
 *   ds_load_2addr_b32 (offset0 and offset1 scaled by 4),
 *   ds_load_2addr_stride64_b32 (scaled by 256) over a base below -256,
 *   ds_add_rtn_u32 (an atomic: old value returned, sum stored),
 *   ds_bpermute_b32 (the source lane from the wrapped byte address),
 *   gfx950 ds_read_b64_tr_b16: VADDR - 0x8000 with offset:0x8000 loads
 *     what VADDR alone does.
 *
 * Out of range after the wrap still faults, and the message names the
 * 32-bit address: 0xfffffff0 with offset 0, 0xfffffffc + 0x1000 = 0xffc,
 * and a two-address form whose second address wraps past the allocation.
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"

static uint32_t rs = 0x2468ace1;

/* The target's spelling of the mnemonics the kernels use. */
struct names {
	const char *sload, *gload, *gstore, *ld, *st, *ld2, *ld2st64, *sub, *add;
};

static struct names names_of(const struct emu_env *e)
{
	if (e->gen == 9)
		return (struct names){ "s_load_dwordx4", "global_load_dword", "global_store_dword", "ds_read_b32",
				       "ds_write_b32", "ds_read2_b32", "ds_read2st64_b32", "v_sub_u32",
				       "v_add_u32" };
	return (struct names){ "s_load_b128", "global_load_b32", "global_store_b32", "ds_load_b32", "ds_store_b32",
			       "ds_load_2addr_b32", "ds_load_2addr_stride64_b32", "v_sub_nc_u32", "v_add_nc_u32" };
}

static const char *kd_of(const struct emu_env *e)
{
	return e->gen == 9 ? "\t.amdhsa_accum_offset 32\n\t.amdhsa_group_segment_fixed_size 2048\n"
			   : "\t.amdhsa_group_segment_fixed_size 2048\n";
}

/*
 * LDS: A (bytes 0..4N) = in[l] at element l; B (512..512+4N) written through
 * a wrapped store.  Results, a dword each, at out + 4 * (N * k + l):
 *   k 0 ds_load   A[N-1-l]            k 4 stride64 offset1 B[N-1-l] = in[l]
 *   k 1 load of B[l] = in[N-1-l]      k 5 ds_add_rtn old A[N-1-l]
 *   k 2 2addr offset0 A[N-1-l]        k 6 A[l] after the adds: in[l] + 1000
 *   k 3 2addr offset1 B[N-1-l] = in[l] (= k 4; two forms, two offsets)
 *                                     k 7 ds_bpermute: in[N-1-l]
 */
static void wrap_forms(struct emu_env *e)
{
	struct names n = names_of(e);
	unsigned int lanes = e->wave64 ? 64 : 32, top = 4 * (lanes - 1);
	uint32_t *in = emu_in(e), *out = emu_out(e), want[8];
	char body[4096];
	int bad = 0;

	for (unsigned int l = 0; l < lanes; l++)
		in[l] = emu_xs(&rs) & 0xffffff;
	memset(out, 0x55, 8 * 64 * 4);
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n"
		 "\tv_lshlrev_b32 v1, 2, v0\n"
		 "\tWAIT_KM\n"
		 "\t%s v2, v1, s[4:5]\n"
		 "\tWAIT_LOAD\n"
		 "\t%s v1, v2\n"                                  /* A[l] = in[l] */
		 "\t%s v3, 0, v1\n"                               /* -4l */
		 "\t%s v3, v2 offset:%u\n"                        /* B[N-1-l] = in[l] */
		 "\tWAIT_DS\n\tBARRIER\n"
		 "\t%s v10, v3 offset:%u\n"                       /* k 0 */
		 "\t%s v11, v1 offset:512\n"                      /* k 1 */
		 "\t%s v[12:13], v3 offset0:%u offset1:%u\n"      /* k 2, 3 */
		 "\t%s v4, %d, v3\n"                              /* 4(N-1) - 256 - 4l */
		 "\t%s v[14:15], v4 offset0:1 offset1:3\n"        /* k (A), 4 */
		 "\tds_bpermute_b32 v17, v3, v2 offset:%u\n"      /* k 7 */
		 "\tWAIT_DS\n\tBARRIER\n"
		 "\tv_mov_b32 v5, 1000\n"
		 "\tds_add_rtn_u32 v16, v3, v5 offset:%u\n"       /* k 5 */
		 "\tWAIT_DS\n\tBARRIER\n"
		 "\t%s v18, v1\n"                                 /* k 6 */
		 "\tWAIT_DS\n"
		 "\t%s v1, v10, s[6:7]\n"
		 "\t%s v1, v11, s[6:7] offset:%u\n"
		 "\t%s v1, v12, s[6:7] offset:%u\n"
		 "\t%s v1, v13, s[6:7] offset:%u\n"
		 "\t%s v1, v15, s[6:7] offset:%u\n"
		 "\t%s v1, v16, s[6:7] offset:%u\n"
		 "\t%s v1, v18, s[6:7] offset:%u\n"
		 "\t%s v1, v17, s[6:7] offset:%u\n",
		 n.sload, n.gload, n.st, n.sub, n.st, 512 + top, n.ld, top, n.ld, n.ld2, top / 4, (512 + top) / 4,
		 n.add, (int)top - 256, n.ld2st64, top, top, n.ld,
		 n.gstore, n.gstore, 4 * lanes, n.gstore, 8 * lanes, n.gstore, 12 * lanes, n.gstore, 16 * lanes,
		 n.gstore, 20 * lanes, n.gstore, 24 * lanes, n.gstore, 28 * lanes);
	if (!emu_run_ok(e, "DS forms over a negative base and a positive offset", body, kd_of(e), lanes, lanes))
		return;
	for (unsigned int l = 0; l < lanes && bad < 3; l++) {
		uint32_t r = in[lanes - 1 - l];

		want[0] = r, want[1] = r, want[2] = r, want[3] = in[l], want[4] = in[l], want[5] = r;
		want[6] = in[l] + 1000, want[7] = r;
		for (unsigned int k = 0; k < 8; k++)
			if (out[k * lanes + l] != want[k])
				bad += !CHECK(0, "%s: lane %u result %u: 0x%x, want 0x%x", e->tname, l, k,
					      out[k * lanes + l], want[k]);
	}
	CHECK(!bad, "%s: DS addresses wrap at 32 bits: load, store, 2addr, 2addr_stride64, ds_add_rtn, ds_bpermute over base -4 * lane",
	      e->tname);
}

/* gfx950: a transposing load over VADDR - 0x8000, offset:0x8000 equals one over VADDR. */
static void wrap_tr(struct emu_env *e)
{
	uint32_t *in = emu_in(e), *out = emu_out(e);
	int same = 1;
	const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n"
		"\tv_lshlrev_b32 v1, 2, v0\n"
		"\tWAIT_KM\n"
		"\tglobal_load_dword v2, v1, s[4:5]\n"
		"\tglobal_load_dword v3, v1, s[4:5] offset:256\n"
		"\tWAIT_LOAD\n"
		"\tds_write_b32 v1, v2\n"
		"\tds_write_b32 v1, v3 offset:256\n"
		"\tWAIT_DS\n\tBARRIER\n"
		"\tv_lshlrev_b32 v4, 3, v0\n"                   /* row l at 8l */
		"\tv_subrev_u32 v5, 0x8000, v4\n"               /* 8l - 0x8000 */
		"\tds_read_b64_tr_b16 v[8:9], v4\n"
		"\tds_read_b64_tr_b16 v[10:11], v5 offset:0x8000\n"
		"\tWAIT_DS\n"
		"\tv_lshlrev_b32 v1, 3, v0\n"
		"\tglobal_store_dwordx2 v1, v[8:9], s[6:7]\n"
		"\tglobal_store_dwordx2 v1, v[10:11], s[6:7] offset:512\n";

	for (unsigned int i = 0; i < 128; i++)
		in[i] = emu_xs(&rs);
	memset(out, 0x55, 1024);
	if (!emu_run_ok(e, "ds_read_b64_tr_b16 over a wrapped base", body, kd_of(e), 64, 64))
		return;
	for (unsigned int i = 0; i < 128; i++)
		same &= out[i] == out[128 + i] && out[i] != 0x55555555;
	CHECK(same && memcmp(out, in, 512), "%s: ds_read_b64_tr_b16 at (8l - 0x8000) + 0x8000 loads what it does at 8l",
	      e->tname);
}

/* Out of range after the wrap: a memory violation naming the 32-bit address. */
static void wrap_faults(struct emu_env *e)
{
	struct names n = names_of(e);
	char body[1024], a[64], b[64];
	const char *parts[] = { "LDS memory violation (emulated)", a, b, NULL };

	snprintf(body, sizeof(body), "\tv_mov_b32 v1, 0xfffffff0\n\t%s v2, v1\n\tWAIT_DS\n", n.ld);
	snprintf(a, sizeof(a), "lane 0 reads 4 bytes");
	snprintf(b, sizeof(b), "at LDS address 0xfffffff0,");
	emu_run_fails(e, "a 32-bit address beyond the allocation", body, kd_of(e), 1, 1, GS_ERR_FAULT, parts);

	snprintf(body, sizeof(body), "\tv_mov_b32 v1, 0xfffffffc\n\t%s v1, v1 offset:0x1000\n\tWAIT_DS\n", n.st);
	snprintf(a, sizeof(a), "lane 0 writes 4 bytes");
	snprintf(b, sizeof(b), "at LDS address 0xffc,");
	emu_run_fails(e, "a wrapped address beyond the 2 KiB allocation", body, kd_of(e), 1, 1, GS_ERR_FAULT, parts);

	/* the first address, -4 + 256, in range; the second, -4 + 255 * 256, past it */
	snprintf(body, sizeof(body), "\tv_mov_b32 v1, -4\n\t%s v[2:3], v1 offset0:1 offset1:255\n\tWAIT_DS\n",
		 n.ld2st64);
	snprintf(a, sizeof(a), "lane 0 reads 4 bytes");
	snprintf(b, sizeof(b), "at LDS address 0xfefc,");
	emu_run_fails(e, "a two-address form whose second address is beyond the allocation", body, kd_of(e), 1, 1,
		      GS_ERR_FAULT, parts);
}

static void tests(struct emu_env *e)
{
	wrap_forms(e);
	if (!strcmp(e->tname, "gfx950"))
		wrap_tr(e);
	wrap_faults(e);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1151 gfx1201 gfx942 gfx950", tests, "dswrap.s");
}
