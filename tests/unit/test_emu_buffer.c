// SPDX-License-Identifier: MIT
/*
 * Buffer loads, stores and atomics in the emulator (issue #5) on gfx1100
 * and gfx1201 (wave32 and wave64), gfx1151 (wave32), gfx942 and gfx950
 * (wave64, also AGPR data): MUBUF/VBUFFER with a V#
 * the test builds (base, stride, NUM_RECORDS, ADD_TID_ENABLE, OOB_SELECT)
 * passed in the kernel arguments; offen, idxen, both and neither, soffset
 * and the instruction offset; dword(s), sub-dword with sign extension, the
 * d16 low/high forms; lanes out of range (reads 0, writes dropped, dword
 * tuples per dword).  Every expected value is computed here from the
 * input bytes and the range rule of the generation:
 *   gfx9: STRIDE 0: offset + bytes > NUM_RECORDS, else index >= NUM_RECORDS;
 *   gfx11/gfx12 OOB_SELECT 0: index >= NUM_RECORDS or offset + bytes > STRIDE,
 *   1: index >= NUM_RECORDS, 2: NUM_RECORDS == 0, 3: index * STRIDE + offset
 *   + bytes > NUM_RECORDS (soffset outside the check).
 * Atomics (add, signed min, cmpswap, swap, 64-bit add/umax; returning and
 * not, every lane on one dword) against the same model.
 * Also: a buffer load's destination read before its wait is flagged, a
 * swizzled V# is refused, and the assembler's bytes for buffer lines match
 * llvm-mc-22's when it is installed.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "gfxshim/asm.h"
#include "harness.h"
#include "emu_testutil.h"

/* One buffer instruction: gfx11/gfx12 and gfx9 mnemonics, bytes per lane. */
struct bop {
	const char *n11, *n9;
	unsigned int bytes, sign, d16, store;
};

static const struct bop ops[] = {
	{ "buffer_load_b32", "buffer_load_dword", 4, 0, 0, 0 },
	{ "buffer_load_b64", "buffer_load_dwordx2", 8, 0, 0, 0 },
	{ "buffer_load_b96", "buffer_load_dwordx3", 12, 0, 0, 0 },
	{ "buffer_load_b128", "buffer_load_dwordx4", 16, 0, 0, 0 },
	{ "buffer_load_u8", "buffer_load_ubyte", 1, 0, 0, 0 },
	{ "buffer_load_i8", "buffer_load_sbyte", 1, 1, 0, 0 },
	{ "buffer_load_u16", "buffer_load_ushort", 2, 0, 0, 0 },
	{ "buffer_load_i16", "buffer_load_sshort", 2, 1, 0, 0 },
	{ "buffer_load_d16_u8", "buffer_load_ubyte_d16", 1, 0, 1, 0 },
	{ "buffer_load_d16_i8", "buffer_load_sbyte_d16", 1, 1, 1, 0 },
	{ "buffer_load_d16_b16", "buffer_load_short_d16", 2, 0, 1, 0 },
	{ "buffer_load_d16_hi_u8", "buffer_load_ubyte_d16_hi", 1, 0, 2, 0 },
	{ "buffer_load_d16_hi_i8", "buffer_load_sbyte_d16_hi", 1, 1, 2, 0 },
	{ "buffer_load_d16_hi_b16", "buffer_load_short_d16_hi", 2, 0, 2, 0 },
	{ "buffer_store_b32", "buffer_store_dword", 4, 0, 0, 1 },
	{ "buffer_store_b64", "buffer_store_dwordx2", 8, 0, 0, 1 },
	{ "buffer_store_b96", "buffer_store_dwordx3", 12, 0, 0, 1 },
	{ "buffer_store_b128", "buffer_store_dwordx4", 16, 0, 0, 1 },
	{ "buffer_store_b8", "buffer_store_byte", 1, 0, 0, 1 },
	{ "buffer_store_b16", "buffer_store_short", 2, 0, 0, 1 },
	{ "buffer_store_d16_hi_b8", "buffer_store_byte_d16_hi", 1, 0, 2, 1 },
	{ "buffer_store_d16_hi_b16", "buffer_store_short_d16_hi", 2, 0, 2, 1 },
};

static const struct bop *op_named(const char *n11)
{
	for (size_t i = 0; i < sizeof(ops) / sizeof(ops[0]); i++)
		if (!strcmp(ops[i].n11, n11))
			return &ops[i];
	return NULL;
}

/*
 * A case: vaddr[0] = a0 * lane + b0 (the index with idxen, else the
 * offset), vaddr[1] = a1 * lane + b1 (the offset with idxen and offen);
 * ck: odd lanes' offset gets bit 31 (Composable Kernel's invalid-lane
 * offset).  soff: soffset's value (an SGPR), inst: offset:N.  V#: stride,
 * num (NUM_RECORDS; per generation: num9 on gfx9 when nonzero), oob
 * (OOB_SELECT, gfx11/gfx12), tid (ADD_TID_ENABLE).
 */
struct bcase {
	const char *what, *op;
	int idxen, offen;
	uint32_t a0, b0, a1, b1;
	int ck;
	uint32_t soff, inst;
	uint32_t stride, num, num9, oob, tid;
	int no9;   /* gfx11/gfx12 only (OOB_SELECT modes) */
};

#define LANES_NUM(per, minus) 0x40000000u | (per) << 8 | (minus)  /* num = per * lanes - minus */

static const struct bcase cases[] = {
	{ "b32 offen, soffset, offset, the last lanes out of range", "buffer_load_b32", 0, 1, 4, 0, 0, 0, 0, 12, 8,
	  0, LANES_NUM(4, 6), 0, 3, 0, 0 },
	{ "b64 offen, the last lane's second dword out of range", "buffer_load_b64", 0, 1, 8, 0, 0, 0, 0, 0, 0,
	  0, LANES_NUM(8, 4), 0, 3, 0, 0 },
	{ "b96 offen, per-dword range check", "buffer_load_b96", 0, 1, 12, 4, 0, 0, 0, 4, 0,
	  0, LANES_NUM(12, 20), 0, 3, 0, 0 },
	{ "b128 offen offset:16", "buffer_load_b128", 0, 1, 16, 0, 0, 0, 0, 0, 16,
	  0, LANES_NUM(16, 8), 0, 3, 0, 0 },
	{ "u8 odd offsets", "buffer_load_u8", 0, 1, 3, 1, 0, 0, 0, 8, 2, 0, LANES_NUM(3, 2), 0, 3, 0, 0 },
	{ "i8 sign extension", "buffer_load_i8", 0, 1, 3, 1, 0, 0, 0, 8, 2, 0, LANES_NUM(3, 2), 0, 3, 0, 0 },
	{ "u16", "buffer_load_u16", 0, 1, 2, 0, 0, 0, 0, 4, 6, 0, LANES_NUM(2, 7), 0, 3, 0, 0 },
	{ "i16 sign extension", "buffer_load_i16", 0, 1, 2, 0, 0, 0, 0, 4, 6, 0, LANES_NUM(2, 7), 0, 3, 0, 0 },
	{ "d16 u8 into the low half", "buffer_load_d16_u8", 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, LANES_NUM(1, 1), 0, 3, 0, 0 },
	{ "d16 i8 into the low half", "buffer_load_d16_i8", 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, LANES_NUM(1, 1), 0, 3, 0, 0 },
	{ "d16 b16 into the low half", "buffer_load_d16_b16", 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, LANES_NUM(2, 2), 0, 3, 0, 0 },
	{ "d16_hi u8 into the high half", "buffer_load_d16_hi_u8", 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, LANES_NUM(1, 1), 0, 3, 0, 0 },
	{ "d16_hi i8 into the high half", "buffer_load_d16_hi_i8", 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, LANES_NUM(1, 1), 0, 3, 0, 0 },
	{ "d16_hi b16 into the high half", "buffer_load_d16_hi_b16", 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, LANES_NUM(2, 2), 0, 3, 0, 0 },
	{ "idxen + offen, structured (index >= NUM_RECORDS)", "buffer_load_b32", 1, 1, 1, 0, 4, 0, 0, 0, 0,
	  20, LANES_NUM(1, 3), 0, 1, 0, 0 },
	{ "idxen, OOB_SELECT 0: the second dword past the stride", "buffer_load_b64", 1, 0, 1, 0, 0, 0, 0, 0, 4,
	  8, LANES_NUM(1, 2), 0, 0, 0, 1 },
	{ "offset 0x80000000 on odd lanes (out of range)", "buffer_load_b32", 0, 1, 4, 0, 0, 0, 1, 0, 0,
	  0, LANES_NUM(4, 0), 0, 3, 0, 0 },
	{ "ADD_TID_ENABLE, no vaddr", "buffer_load_b32", 0, 0, 0, 0, 0, 0, 0, 0, 0,
	  4, LANES_NUM(4, 4), LANES_NUM(1, 1), 3, 1, 0 },
	{ "OOB_SELECT 2: only NUM_RECORDS 0 is out of range", "buffer_load_b32", 0, 1, 4, 0, 0, 0, 0, 0, 0,
	  0, 4, 0, 2, 0, 1 },
	{ "store b32 offen, soffset, the last lanes dropped", "buffer_store_b32", 0, 1, 4, 0, 0, 0, 0, 8, 4,
	  0, LANES_NUM(4, 6), 0, 3, 0, 0 },
	{ "store b64, the last lane's second dword dropped", "buffer_store_b64", 0, 1, 8, 0, 0, 0, 0, 0, 0,
	  0, LANES_NUM(8, 4), 0, 3, 0, 0 },
	{ "store b96", "buffer_store_b96", 0, 1, 12, 0, 0, 0, 0, 16, 0, 0, LANES_NUM(12, 8), 0, 3, 0, 0 },
	{ "store b128 offset:32", "buffer_store_b128", 0, 1, 16, 0, 0, 0, 0, 0, 32, 0, LANES_NUM(16, 4), 0, 3, 0, 0 },
	{ "store b8 (neighbouring lanes share dwords)", "buffer_store_b8", 0, 1, 1, 0, 0, 0, 0, 4, 1,
	  0, LANES_NUM(1, 3), 0, 3, 0, 0 },
	{ "store b16", "buffer_store_b16", 0, 1, 2, 0, 0, 0, 0, 0, 2, 0, LANES_NUM(2, 3), 0, 3, 0, 0 },
	{ "store d16_hi b8", "buffer_store_d16_hi_b8", 0, 1, 1, 0, 0, 0, 0, 0, 0, 0, LANES_NUM(1, 2), 0, 3, 0, 0 },
	{ "store d16_hi b16", "buffer_store_d16_hi_b16", 0, 1, 2, 0, 0, 0, 0, 0, 0, 0, LANES_NUM(2, 2), 0, 3, 0, 0 },
	{ "store idxen + offen, structured stride 12", "buffer_store_b32", 1, 1, 1, 0, 0, 4, 0, 0, 0,
	  12, LANES_NUM(1, 5), 0, 1, 0, 0 },
};

static uint32_t num_of(uint32_t v, unsigned int lanes)
{
	if (v & 0x40000000u)
		return (v >> 8 & 0xff) * lanes - (v & 0xff);
	return v;
}

static uint32_t xs_state = 0x5eed;

/* gfx9 or gfx11/gfx12 spelling of the few instructions that differ */
static const char *sp(const struct emu_env *e, const char *g11, const char *g9)
{
	return e->gen == 9 ? g9 : g11;
}

/* Kernel descriptor lines: gfx9's AGPR split, wave64 on gfx11/gfx12. */
static const char *kd_extra(const struct emu_env *e)
{
	if (e->gen == 9)
		return "\t.amdhsa_accum_offset 32\n";
	return e->wave64 ? "\t.amdhsa_wavefront_size32 0\n" : "";
}

/* The expected range rule (see the file comment). */
static int oob(int gen, const struct bcase *c, uint32_t num, uint32_t index, uint64_t off, unsigned int bytes)
{
	if (gen == 9)
		return c->stride ? index >= num : off + bytes > num;
	switch (c->oob) {
	case 0: return index >= num || off + bytes > c->stride;
	case 1: return index >= num;
	case 2: return num == 0;
	default: return (uint64_t)index * c->stride + off + bytes > num;
	}
}

/* Run one case; 1 when it ran. */
static int run_case(struct emu_env *e, const struct bcase *c, const struct bop *b, uint32_t num)
{
	static char src[8192], exp[8192];
	char body[4096], vaddr[32], vdata[32];
	struct gs_error err = { 0 };
	unsigned int lanes = e->wave64 ? 64 : 32, nd = (b->bytes + 3) / 4, nv = (unsigned int)(c->idxen + c->offen);
	uint64_t base = b->store ? e->out->va : e->in->va;
	uint32_t args[12] = { 0 };
	size_t k = 0;
	enum gs_status st;

	args[0] = (uint32_t)e->in->va;
	args[1] = (uint32_t)(e->in->va >> 32);
	args[2] = (uint32_t)e->out->va;
	args[3] = (uint32_t)(e->out->va >> 32);
	args[4] = (uint32_t)base;
	args[5] = (uint32_t)(base >> 32 & 0xffff) | c->stride << 16;
	args[6] = num;
	args[7] = c->tid << 23 | (e->gen == 9 ? 0 : c->oob << 28);
	args[8] = c->soff;
	k += (size_t)snprintf(body + k, sizeof(body) - k,
			      "\t%s s[4:7], s[0:1], 0x0\n\t%s s[8:11], s[0:1], 0x10\n\t%s s12, s[0:1], 0x20\n"
			      "\tv_and_b32 v0, 0x3ff, v0\n",
			      sp(e, "s_load_b128", "s_load_dwordx4"), sp(e, "s_load_b128", "s_load_dwordx4"),
			      sp(e, "s_load_b32", "s_load_dword"));
	/* vaddr: v2 (and v3; gfx950 wants the pair even-aligned) */
	for (unsigned int i = 0; i < nv; i++)
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tv_mul_u32_u24 v%u, 0x%x, v0\n\t%s v%u, 0x%x, v%u\n",
				      2 + i, i ? c->a1 : c->a0, sp(e, "v_add_nc_u32", "v_add_u32"), 2 + i,
				      i ? c->b1 : c->b0, 2 + i);
	if (c->ck)
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tv_lshlrev_b32 v4, 31, v0\n\tv_or_b32 v2, v2, v4\n");
	/* data v8..v11: lane-dependent words (stores), or marks a d16 load keeps */
	for (unsigned int i = 0; i < 4; i++)
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tv_mul_u32_u24 v%u, 0x%x, v0\n\t%s v%u, 0x%x, v%u\n",
				      8 + i, 0x10203u + i * 0x1111u, sp(e, "v_add_nc_u32", "v_add_u32"), 8 + i,
				      0x8a5c3e10u + i * 0x01010101u, 8 + i);
	if (nv == 0)
		snprintf(vaddr, sizeof(vaddr), "off");
	else if (nv == 1)
		snprintf(vaddr, sizeof(vaddr), "v2");
	else
		snprintf(vaddr, sizeof(vaddr), "v[2:3]");
	if (nd > 1)
		snprintf(vdata, sizeof(vdata), "v[8:%u]", 7 + nd);
	else
		snprintf(vdata, sizeof(vdata), "v8");
	k += (size_t)snprintf(body + k, sizeof(body) - k, "\tWAIT_KM\n\t%s %s, %s, s[8:11], s12%s%s",
			      e->gen == 9 ? b->n9 : b->n11, vdata, vaddr, c->idxen ? " idxen" : "",
			      c->offen ? " offen" : "");
	if (c->inst)
		k += (size_t)snprintf(body + k, sizeof(body) - k, " offset:%u", c->inst);
	k += (size_t)snprintf(body + k, sizeof(body) - k, "\n");
	if (!b->store)
		k += (size_t)snprintf(body + k, sizeof(body) - k,
				      "\tWAIT_LOAD\n\tv_lshlrev_b32 v20, 4, v0\n\t%s v20, v[8:11], s[6:7]\n",
				      sp(e, "global_store_b128", "global_store_dwordx4"));
	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n%s\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 48\n\t.amdhsa_next_free_sgpr 64\n\t.amdhsa_next_free_vgpr 64\n%s"
		 "\t.end_amdhsa_kernel\n",
		 body, kd_extra(e));
	emu_expand(e->gen, src, exp, sizeof(exp));
	st = emu_launch(e->dev, e->tname, e->file, e->wave64, exp, 1, lanes, args, sizeof(args), &err);
	if (st == GS_ERR_SYNTAX)
		return 0;
	return CHECK(st == GS_OK, "%s: %s runs (%s)", e->tname, c->what, st ? err.msg : "ok");
}

/* Lane l's data register i as the kernel sets it. */
static uint32_t data_reg(unsigned int l, unsigned int i)
{
	return (0x10203u + i * 0x1111u) * l + 0x8a5c3e10u + i * 0x01010101u;
}

static void one_case(struct emu_env *e, const struct bcase *c)
{
	const struct bop *b = op_named(c->op);
	unsigned int lanes = e->wave64 ? 64 : 32, nd, bad = 0, oobs = 0, ins = 0;
	uint32_t num = num_of(e->gen == 9 && c->num9 ? c->num9 : c->num, lanes);
	uint8_t *in = (uint8_t *)emu_in(e), *want;
	uint32_t *out = emu_out(e);
	char first[200] = "";

	if (!b || (c->no9 && e->gen == 9))
		return;
	nd = (b->bytes + 3) / 4;
	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		emu_in(e)[i] = emu_xs(&xs_state);
	memset(out, 0xee, EMU_BUF);
	want = malloc(EMU_BUF);
	if (!want)
		return;
	memcpy(want, out, EMU_BUF);
	if (!run_case(e, c, b, num)) {
		free(want);
		return;
	}
	for (unsigned int l = 0; l < lanes; l++) {
		uint32_t v0 = c->a0 * l + c->b0, v1 = c->a1 * l + c->b1;
		uint32_t index = (c->idxen ? v0 : 0) + (c->tid ? l : 0);
		uint32_t voff = c->offen ? (c->idxen ? v1 : v0) : 0;
		uint64_t off, rel;

		if (c->ck && (l & 1))
			voff |= 0x80000000u;
		off = (uint64_t)voff + c->inst;
		rel = c->soff + (uint64_t)index * c->stride + off;
		for (unsigned int d = 0; d < nd; d++) {
			unsigned int cb = b->bytes < 4 ? b->bytes : 4;
			int out_r = oob(e->gen, c, num, index, off + 4u * d, cb);
			uint32_t reg = data_reg(l, d), v = 0;

			out_r ? oobs++ : ins++;
			if (b->store) {
				uint32_t s = b->d16 == 2 ? reg >> 16 : reg;

				if (!out_r && rel + 4u * d + cb <= EMU_BUF)
					memcpy(want + rel + 4u * d, &s, cb);
				continue;
			}
			if (!out_r && rel + 4u * d + cb <= EMU_BUF)
				memcpy(&v, in + rel + 4u * d, cb);
			if (b->sign)
				v = cb == 1 ? (uint32_t)(int32_t)(int8_t)v : (uint32_t)(int32_t)(int16_t)v;
			if (b->d16 == 1)
				v = (reg & 0xffff0000u) | (v & 0xffffu);
			else if (b->d16 == 2)
				v = (reg & 0xffffu) | v << 16;
			((uint32_t *)want)[l * 4 + d] = v;
		}
		if (!b->store)  /* the registers the load did not write keep their values */
			for (unsigned int d = nd; d < 4; d++)
				((uint32_t *)want)[l * 4 + d] = data_reg(l, d);
	}
	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		if (out[i] != ((uint32_t *)want)[i] && !bad++)
			snprintf(first, sizeof(first), "first: out dword %u = 0x%08x, want 0x%08x", i, out[i],
				 ((uint32_t *)want)[i]);
	CHECK(!bad, "%s: %s: %s (%u in range, %u out of range components; %u dwords differ) %s", e->tname,
	      e->gen == 9 ? b->n9 : b->n11, c->what, ins, oobs, bad, first);
	free(want);
}

/* A kernel expected to fail with status want and every part in its message. */
static void expect_fail(struct emu_env *e, const char *what, const char *body, uint32_t w1, enum gs_status want,
			const char *const *parts)
{
	static char src[4096], exp[4096];
	struct gs_error err = { 0 };
	unsigned int lanes = e->wave64 ? 64 : 32;
	uint32_t args[12] = { (uint32_t)e->in->va, (uint32_t)(e->in->va >> 32), 0, 0, (uint32_t)e->in->va,
			      (uint32_t)(e->in->va >> 32 & 0xffff) | w1, 256, e->gen == 9 ? 0 : 3u << 28, 0, 0 };
	enum gs_status st;
	int ok;

	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n\t%s s[8:11], s[0:1], 0x10\n\ts_mov_b32 s12, 0\n\tv_mov_b32 v1, 0\n\tWAIT_KM\n%s\n"
		 "\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 48\n\t.amdhsa_next_free_sgpr 64\n\t.amdhsa_next_free_vgpr 64\n%s"
		 "\t.end_amdhsa_kernel\n",
		 sp(e, "s_load_b128", "s_load_dwordx4"), body, kd_extra(e));
	emu_expand(e->gen, src, exp, sizeof(exp));
	st = emu_launch(e->dev, e->tname, e->file, e->wave64, exp, 1, lanes, args, sizeof(args), &err);
	if (st == GS_ERR_SYNTAX)
		return;
	ok = st == want;
	for (unsigned int i = 0; parts[i] && ok; i++)
		ok = strstr(err.msg, parts[i]) != NULL;
	CHECK(ok, "%s: %s (status %d, want %d): %s", e->tname, what, (int)st, (int)want, err.msg);
}

/* gfx9: a load into AGPRs (the acc bit: unified VGPR index) and a store from them */
static void agprs(struct emu_env *e)
{
	static const char body[] =
		"\ts_load_dwordx4 s[4:7], s[0:1], 0x0\n\ts_load_dwordx4 s[8:11], s[0:1], 0x10\n\ts_mov_b32 s12, 0\n"
		"\tv_and_b32 v0, 0x3ff, v0\n\tv_lshlrev_b32 v2, 2, v0\n\ts_waitcnt lgkmcnt(0)\n"
		"\tbuffer_load_dword a1, v2, s[8:11], s12 offen\n\ts_waitcnt vmcnt(0)\n"
		"\tv_accvgpr_read_b32 v5, a1\n\tv_xor_b32 v5, 0x5a5a5a5a, v5\n\tv_accvgpr_write_b32 a2, v5\n"
		"\tbuffer_store_dword a2, v2, s[8:11], s12 offen offset:256\n";
	static char src[4096];
	uint32_t args[12] = { (uint32_t)e->in->va, (uint32_t)(e->in->va >> 32), 0, 0, (uint32_t)e->in->va,
			      (uint32_t)(e->in->va >> 32 & 0xffff), 512, 0, 0, 0, 0, 0 };
	uint32_t *in = emu_in(e), want[64];
	struct gs_error err = { 0 };
	enum gs_status st;
	unsigned int bad = 0;

	if (e->gen != 9)
		return;
	for (unsigned int i = 0; i < 128; i++)
		in[i] = emu_xs(&xs_state);
	for (unsigned int l = 0; l < 64; l++)
		want[l] = in[l] ^ 0x5a5a5a5au;
	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n%s\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 48\n\t.amdhsa_next_free_sgpr 64\n\t.amdhsa_next_free_vgpr 64\n"
		 "\t.amdhsa_accum_offset 32\n\t.end_amdhsa_kernel\n", body);
	st = emu_launch(e->dev, e->tname, e->file, 1, src, 1, 64, args, sizeof(args), &err);
	if (st == GS_ERR_SYNTAX || !CHECK(st == GS_OK, "%s: AGPR buffer kernel runs (%s)", e->tname, st ? err.msg : "ok"))
		return;
	for (unsigned int l = 0; l < 64; l++)
		bad += in[64 + l] != want[l];
	CHECK(!bad, "%s: buffer_load_dword into a1 and buffer_store_dword from a2 (AGPRs): %u of 64 lanes wrong",
	      e->tname, bad);
}

static void faults(struct emu_env *e)
{
	const char *wait[] = { "hazard (emulated checker)", "v5", e->gen == 12 ? "s_wait_loadcnt 0" : "s_waitcnt vmcnt(0)",
			       NULL };
	const char *swz[] = { "swizzled buffer addressing", "not emulated", NULL };
	char body[512];

	snprintf(body, sizeof(body), "\t%s v5, v1, s[8:11], s12 offen\n\t%s v6, v5, v5\n",
		 sp(e, "buffer_load_b32", "buffer_load_dword"), sp(e, "v_add_nc_u32", "v_add_u32"));
	expect_fail(e, "a buffer load's destination read before its wait is flagged", body, 0, GS_ERR_HAZARD, wait);
	snprintf(body, sizeof(body), "\t%s v5, v1, s[8:11], s12 offen\n\tWAIT_LOAD\n",
		 sp(e, "buffer_load_b32", "buffer_load_dword"));
	expect_fail(e, "a swizzled V# is refused", body, 1u << 31, GS_ERR_UNSUPPORTED, swz);
}

/* ---------------------------------------------------------------- llvm-mc-22 */

static void asm_vs_llvm(struct emu_env *e)
{
	static const char *const lines11[] = {
		"buffer_load_b32 v1, v2, s[4:7], s3 offen offset:16",
		"buffer_load_b128 v[4:7], v[2:3], s[8:11], s3 idxen offen",
		"buffer_store_d16_hi_b16 v1, off, s[4:7], m0 offset:4095",
		"buffer_load_d16_hi_i8 v9, v2, s[4:7], s100 idxen",
	};
	static const char *const lines9[] = {
		"buffer_load_dword v1, v2, s[4:7], s3 offen offset:16",
		"buffer_load_dwordx4 v[4:7], v[2:3], s[8:11], 0 idxen offen",
		"buffer_store_short_d16_hi v1, off, s[4:7], m0 offset:4095",
		"buffer_load_sbyte_d16_hi v9, v2, s[4:7], s100 idxen",
	};
	const char *const *lines = e->gen == 9 ? lines9 : lines11;

	if (system("command -v llvm-mc-22 >/dev/null 2>&1")) {
		printf("ok - %s: buffer lines vs llvm-mc-22 # SKIP llvm-mc-22 not installed\n", e->tname);
		return;
	}
	for (unsigned int i = 0; i < 4; i++) {
		char cmd[512], buf[512], want[256] = "", got[256] = "", src[512];
		struct gs_asm_options ao = { 0 };
		struct gs_program *prog = NULL;
		struct gs_error err = { 0 };
		FILE *f;
		size_t n = 0;

		snprintf(cmd, sizeof(cmd), "echo '%s' | llvm-mc-22 -arch=amdgcn -mcpu=%s -show-encoding 2>/dev/null",
			 lines[i], e->tname);
		f = popen(cmd, "r");
		while (f && fgets(buf, sizeof(buf), f))
			if (strstr(buf, "encoding: ["))
				snprintf(want, sizeof(want), "%s", strstr(buf, "encoding: [") + 11);
		if (f)
			pclose(f);
		want[strcspn(want, "]")] = 0;
		ao.target = gs_target_find(e->tname);
		ao.wave64 = e->wave64;
		snprintf(src, sizeof(src), "%s\n", lines[i]);
		if (gs_assemble(src, strlen(src), &ao, &prog, &err) == GS_OK) {
			for (size_t j = 0; j < prog->text_size; j++)
				n += (size_t)snprintf(got + n, sizeof(got) - n, "%s0x%02x", j ? "," : "",
						      prog->text[j]);
		}
		gs_program_free(prog);
		CHECK(want[0] && !strcmp(want, got), "%s: '%s' assembles as llvm-mc-22 does ([%s] vs [%s]) %s",
		      e->tname, lines[i], got, want, err.msg);
	}
}

/* ---------------------------------------------------------------- formats */

enum { UN, SN, US, SS, UI, SI, FL };

/* buffer_load_format_*: the V#'s format (gfx9 DATA_FORMAT/NUM_FORMAT,
 * gfx11/gfx12 unified FORMAT code, as llvm-mc-22 numbers BUF_FMT_*) and
 * DST_SEL (0 zero, 1 one, 4..7 x..w). */
struct fcase {
	const char *what;
	unsigned int nch, nc, bits, nf, dfmt9, nfmt9, ufmt;
	unsigned int sel[4];
};

static const struct fcase fcases[] = {
	{ "8_8_8_8 UNORM, DST_SEL wzyx", 4, 4, 8, UN, 10, 0, 42, { 7, 6, 5, 4 } },
	{ "16_16 FLOAT, missing z/w read 0/1.0", 4, 2, 16, FL, 5, 7, 29, { 4, 5, 6, 7 } },
	{ "8 SNORM, SEL_1 in y (1.0 even out of range)", 2, 1, 8, SN, 1, 1, 2, { 4, 1, 0, 0 } },
	{ "16_16_16_16 SINT, xyz", 3, 4, 16, SI, 12, 5, 56, { 4, 5, 6, 0 } },
	{ "32_32_32 UINT", 3, 3, 32, UI, 13, 4, 58, { 4, 5, 6, 0 } },
	{ "8_8 USCALED, SEL_0 in y", 2, 2, 8, US, 3, 2, 16, { 5, 0, 0, 0 } },
	{ "16 SSCALED", 1, 1, 16, SS, 2, 3, 10, { 4, 0, 0, 0 } },
};

static uint32_t fbits(double d)
{
	float f = (float)d;
	uint32_t u;

	memcpy(&u, &f, 4);
	return u;
}

/* binary16 -> double, for the expected values */
static double half(uint32_t h)
{
	int ex = (int)(h >> 10 & 31);
	double m = h & 1023, v = ex == 0 ? ldexp(m, -24) : ex == 31 ? (m ? NAN : INFINITY) : ldexp(m + 1024, ex - 25);

	return h & 0x8000 ? -v : v;
}

static uint32_t expect_comp(const struct fcase *c, uint32_t raw)
{
	int32_t sx = c->bits == 32 ? (int32_t)raw : (int32_t)(raw << (32 - c->bits)) >> (32 - c->bits);
	double umax = (double)((1ull << c->bits) - 1), smax = (double)((1ull << (c->bits - 1)) - 1);

	switch (c->nf) {
	case UN: return fbits(raw / umax);
	case SN: return fbits(sx / smax < -1 ? -1 : sx / smax);
	case US: return fbits(raw);
	case SS: return fbits(sx);
	case UI: return raw;
	case SI: return (uint32_t)sx;
	default: return c->bits == 16 ? fbits(half(raw)) : raw;
	}
}

static void one_format(struct emu_env *e, const struct fcase *c)
{
	static char src[8192], exp[8192];
	char body[2048], name[40];
	unsigned int lanes = e->wave64 ? 64 : 32, eb = c->nc * c->bits / 8, bad = 0;
	uint32_t args[12] = { 0 }, *out = emu_out(e), sel = 0, one = c->nf == UI || c->nf == SI ? 1 : 0x3f800000u;
	const uint8_t *in = (const uint8_t *)emu_in(e);
	struct gs_error err = { 0 };
	char first[160] = "";
	enum gs_status st;

	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		emu_in(e)[i] = emu_xs(&xs_state);
	memset(out, 0xee, EMU_BUF);
	for (unsigned int i = 0; i < 4; i++)
		sel |= c->sel[i] << (3 * i);
	args[0] = (uint32_t)e->in->va;
	args[1] = (uint32_t)(e->in->va >> 32);
	args[2] = (uint32_t)e->out->va;
	args[3] = (uint32_t)(e->out->va >> 32);
	args[4] = (uint32_t)e->in->va;
	args[5] = (uint32_t)(e->in->va >> 32 & 0xffff);
	args[6] = eb * (lanes - 1);  /* the last lane out of range */
	args[7] = sel | (e->gen == 9 ? c->nfmt9 << 12 | c->dfmt9 << 15 : c->ufmt << 12 | 3u << 28);
	snprintf(name, sizeof(name), "buffer_load_format_%s", c->nch == 1 ? "x" : c->nch == 2 ? "xy" : c->nch == 3 ? "xyz" : "xyzw");
	snprintf(body, sizeof(body),
		 "\t%s s[4:7], s[0:1], 0x0\n\t%s s[8:11], s[0:1], 0x10\n\ts_mov_b32 s12, 0\n"
		 "\tv_and_b32 v0, 0x3ff, v0\n\tv_mul_u32_u24 v2, %u, v0\n"
		 "\tv_mov_b32 v8, 0x11111111\n\tv_mov_b32 v9, 0x22222222\n\tv_mov_b32 v10, 0x33333333\n\tv_mov_b32 v11, 0x44444444\n"
		 "\tWAIT_KM\n\t%s %s, v2, s[8:11], s12 offen\n\tWAIT_LOAD\n"
		 "\tv_lshlrev_b32 v20, 4, v0\n\t%s v20, v[8:11], s[6:7]\n",
		 sp(e, "s_load_b128", "s_load_dwordx4"), sp(e, "s_load_b128", "s_load_dwordx4"), eb, name,
		 c->nch == 1 ? "v8" : c->nch == 2 ? "v[8:9]" : c->nch == 3 ? "v[8:10]" : "v[8:11]",
		 sp(e, "global_store_b128", "global_store_dwordx4"));
	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n%s\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 48\n\t.amdhsa_next_free_sgpr 64\n\t.amdhsa_next_free_vgpr 64\n%s"
		 "\t.end_amdhsa_kernel\n", body, kd_extra(e));
	emu_expand(e->gen, src, exp, sizeof(exp));
	st = emu_launch(e->dev, e->tname, e->file, e->wave64, exp, 1, lanes, args, sizeof(args), &err);
	if (st == GS_ERR_SYNTAX || !CHECK(st == GS_OK, "%s: %s (%s) runs (%s)", e->tname, name, c->what, st ? err.msg : "ok"))
		return;
	for (unsigned int l = 0; l < lanes; l++) {
		uint32_t comp[4] = { 0, 0, 0, one };
		int oob = l == lanes - 1;

		for (unsigned int k = 0; k < c->nc; k++) {
			uint32_t raw = 0;

			memcpy(&raw, in + l * eb + k * c->bits / 8, c->bits / 8);
			comp[k] = expect_comp(c, raw);
		}
		for (unsigned int i = 0; i < 4; i++) {
			uint32_t want = i >= c->nch ? 0x11111111u * (i + 1)
					: c->sel[i] == 1 ? one : c->sel[i] >= 4 && !oob ? comp[c->sel[i] - 4] : 0;

			if (out[l * 4 + i] != want && !bad++)
				snprintf(first, sizeof(first), "lane %u register %u = 0x%08x, want 0x%08x", l, i,
					 out[l * 4 + i], want);
		}
	}
	CHECK(!bad, "%s: %s, %s: converted values, the last lane out of range (%u wrong) %s", e->tname, name,
	      c->what, bad, first);
}

/* ---------------------------------------------------------------- atomics */

enum { A_ADD32, A_SMIN32, A_CMPSWAP32, A_ADD64, A_SWAP32, A_UMAX64 };

/* An atomic case: lanes hit their own element (bytes * lane) of a V# on
 * the in buffer whose last two elements are out of range, or all the same
 * element (same, no return: the adds accumulate). */
struct acase {
	const char *n11, *n9;
	int kind, rtn, same;
};

static const struct acase acases[] = {
	{ "buffer_atomic_add_u32", "buffer_atomic_add", A_ADD32, 1, 0 },
	{ "buffer_atomic_add_u32", "buffer_atomic_add", A_ADD32, 0, 1 },
	{ "buffer_atomic_min_i32", "buffer_atomic_smin", A_SMIN32, 1, 0 },
	{ "buffer_atomic_cmpswap_b32", "buffer_atomic_cmpswap", A_CMPSWAP32, 1, 0 },
	{ "buffer_atomic_swap_b32", "buffer_atomic_swap", A_SWAP32, 0, 0 },
	{ "buffer_atomic_add_u64", "buffer_atomic_add_x2", A_ADD64, 1, 0 },
	{ "buffer_atomic_max_u64", "buffer_atomic_umax_x2", A_UMAX64, 0, 0 },
};

/* The new memory value of lane l's element (old: its previous value, the
 * returned one); 64-bit kinds work on the pair. */
static uint64_t apply(int kind, uint64_t old, unsigned int l)
{
	uint64_t d0 = data_reg(l, 0), d01 = d0 | (uint64_t)data_reg(l, 1) << 32;

	switch (kind) {
	case A_ADD32: return (uint32_t)(old + d0);
	case A_SMIN32: return (int32_t)old < (int32_t)d0 ? old : d0;
	case A_CMPSWAP32: return (uint32_t)old == data_reg(l, 1) ? d0 : old;
	case A_SWAP32: return d0;
	case A_ADD64: return old + d01;
	default: return old > d01 ? old : d01;
	}
}

static void one_atomic(struct emu_env *e, const struct acase *c)
{
	static char src[8192], exp[8192];
	char body[4096];
	unsigned int lanes = e->wave64 ? 64 : 32, bytes = c->kind >= A_ADD64 && c->kind != A_SWAP32 ? 8 : 4;
	unsigned int nd = (c->kind == A_CMPSWAP32 ? 2 : 1) * bytes / 4, bad = 0;
	uint32_t num = c->same ? 4 : bytes * (lanes - 2), args[12] = { 0 };
	uint32_t *in = emu_in(e), *out = emu_out(e), *want_in, want_out[64 * 4];
	const char *name = e->gen == 9 ? c->n9 : c->n11;
	struct gs_error err = { 0 };
	char first[160] = "";
	enum gs_status st;
	size_t k = 0;

	want_in = malloc(EMU_BUF);
	if (!want_in)
		return;
	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		in[i] = emu_xs(&xs_state);
	for (unsigned int l = 0; l < lanes; l += 2)  /* cmpswap: the even lanes' compare matches */
		if (c->kind == A_CMPSWAP32)
			in[l] = data_reg(l, 1);
	memset(out, 0xee, EMU_BUF);
	memcpy(want_in, in, EMU_BUF);
	args[0] = (uint32_t)e->in->va;
	args[1] = (uint32_t)(e->in->va >> 32);
	args[2] = (uint32_t)e->out->va;
	args[3] = (uint32_t)(e->out->va >> 32);
	args[4] = (uint32_t)e->in->va;
	args[5] = (uint32_t)(e->in->va >> 32 & 0xffff);
	args[6] = num;
	args[7] = e->gen == 9 ? 0 : 3u << 28;
	k += (size_t)snprintf(body + k, sizeof(body) - k,
			      "\t%s s[4:7], s[0:1], 0x0\n\t%s s[8:11], s[0:1], 0x10\n\ts_mov_b32 s12, 0\n"
			      "\tv_and_b32 v0, 0x3ff, v0\n\tv_mul_u32_u24 v2, %u, v0\n",
			      sp(e, "s_load_b128", "s_load_dwordx4"), sp(e, "s_load_b128", "s_load_dwordx4"),
			      c->same ? 0 : bytes);
	for (unsigned int i = 0; i < 4; i++)
		k += (size_t)snprintf(body + k, sizeof(body) - k, "\tv_mul_u32_u24 v%u, 0x%x, v0\n\t%s v%u, 0x%x, v%u\n",
				      8 + i, 0x10203u + i * 0x1111u, sp(e, "v_add_nc_u32", "v_add_u32"), 8 + i,
				      0x8a5c3e10u + i * 0x01010101u, 8 + i);
	k += (size_t)snprintf(body + k, sizeof(body) - k, "\tWAIT_KM\n\t%s %s, v2, s[8:11], s12 offen%s\n", name,
			      nd == 1 ? "v8" : nd == 2 ? "v[8:9]" : "v[8:11]", c->rtn ? " ATOMIC_RTN" : "");
	if (c->rtn)
		k += (size_t)snprintf(body + k, sizeof(body) - k,
				      "\tWAIT_LOAD\n\tv_lshlrev_b32 v20, 4, v0\n\t%s v20, v[8:11], s[6:7]\n",
				      sp(e, "global_store_b128", "global_store_dwordx4"));
	snprintf(src, sizeof(src),
		 "\t.text\n\t.globl k\n\t.p2align 8\nk:\n%s\n\ts_endpgm\n\t.rodata\n\t.p2align 6\n"
		 "\t.amdhsa_kernel k\n\t.amdhsa_user_sgpr_kernarg_segment_ptr 1\n"
		 "\t.amdhsa_kernarg_size 48\n\t.amdhsa_next_free_sgpr 64\n\t.amdhsa_next_free_vgpr 64\n%s"
		 "\t.end_amdhsa_kernel\n",
		 body, kd_extra(e));
	emu_expand(e->gen, src, exp, sizeof(exp));
	st = emu_launch(e->dev, e->tname, e->file, e->wave64, exp, 1, lanes, args, sizeof(args), &err);
	if (st == GS_ERR_SYNTAX || !CHECK(st == GS_OK, "%s: %s runs (%s)", e->tname, name, st ? err.msg : "ok")) {
		free(want_in);
		return;
	}
	for (unsigned int l = 0; l < lanes; l++) {
		unsigned int at = c->same ? 0 : l * bytes / 4;
		int in_range = c->same || l < lanes - 2;
		uint64_t old = 0, nv;

		if (in_range) {
			old = want_in[at] | (bytes == 8 ? (uint64_t)want_in[at + 1] << 32 : 0);
			nv = apply(c->kind, old, l);
			want_in[at] = (uint32_t)nv;
			if (bytes == 8)
				want_in[at + 1] = (uint32_t)(nv >> 32);
		}
		for (unsigned int d = 0; d < 4; d++)  /* returned: the old value, the other registers kept */
			want_out[l * 4 + d] = d < bytes / 4 ? (uint32_t)(old >> (32 * d)) : data_reg(l, d);
	}
	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		if (in[i] != want_in[i] && !bad++)
			snprintf(first, sizeof(first), "memory dword %u = 0x%08x, want 0x%08x", i, in[i], want_in[i]);
	for (unsigned int i = 0; c->rtn && i < lanes * 4; i++)
		if (out[i] != want_out[i] && !bad++)
			snprintf(first, sizeof(first), "returned dword %u = 0x%08x, want 0x%08x", i, out[i], want_out[i]);
	CHECK(!bad, "%s: %s%s%s: memory%s as computed (%u differ) %s", e->tname, name,
	      c->rtn ? " (returning)" : "", c->same ? " (every lane adds to one dword)" : " (the last two lanes out of range)",
	      c->rtn ? " and returned values" : "", bad, first);
	free(want_in);
}

static void tests(struct emu_env *e)
{
	for (size_t i = 0; i < sizeof(cases) / sizeof(cases[0]); i++)
		one_case(e, &cases[i]);
	for (size_t i = 0; i < sizeof(acases) / sizeof(acases[0]); i++)
		one_atomic(e, &acases[i]);
	for (size_t i = 0; i < sizeof(fcases) / sizeof(fcases[0]); i++)
		one_format(e, &fcases[i]);
	agprs(e);
	faults(e);
	asm_vs_llvm(e);
}

/* gfx11/gfx12 in wave32 and wave64 (the 64-lane EXEC and lane loops), gfx9 in wave64 */
int main(void)
{
	static const struct { const char *t; int gen, wave64; } runs[] = {
		{ "gfx1100", 11, 0 }, { "gfx1100", 11, 1 }, { "gfx1151", 11, 0 }, { "gfx1201", 12, 0 },
		{ "gfx1201", 12, 1 }, { "gfx942", 9, 1 }, { "gfx950", 9, 1 },
	};

	(void)t_fmt;
	for (size_t i = 0; i < sizeof(runs) / sizeof(runs[0]); i++) {
		struct emu_env e;

		printf("# %s wave%d\n", runs[i].t, runs[i].wave64 ? 64 : 32);
		if (emu_open(&e, runs[i].t, runs[i].gen, "test_emu_buffer.c")) {
			e.wave64 = runs[i].wave64;
			tests(&e);
		}
		emu_close(&e);
	}
	return t_done();
}
