// SPDX-License-Identifier: MIT
/*
 * The DS instructions exec_ds.c gained after test_emu_ds.c, per target
 * (gfx1100, gfx1151, gfx1201 in wave32; gfx942, gfx950 in wave64), each
 * compared with a model written here from the ISA guides' pseudocode:
 *
 *   ds_append / ds_consume: a workgroup of 4 (wave32) or 2 (wave64) waves,
 *     each with its own EXEC (one of them 0), adds / subtracts popcount(EXEC)
 *     at one LDS counter and returns the old value to every active lane.
 *     The waves' order is the emulator's; the model checks what holds in any
 *     order: one value per wave, the values chain by the waves' popcounts,
 *     and the final counters.  Then the M0 rules: gfx11 counts at M0 +
 *     OFFSET; gfx12/gfx9 refuse a non-zero M0 (the guides say OFFSET alone,
 *     LLVM puts the address in M0).
 *   ds_condxchg32_rtn_b64: pairs of lanes hit one qword at (ADDR + OFFSET) &
 *     0xfff8; each dword takes DATA[30:0] when DATA[31] is set.
 *   ds_swizzle_b32 FFT and rotate modes: the guides' example sequences
 *     (RDNA4/CDNA3 wording) checked literally, then a model over more
 *     offsets with inactive lanes (which read as 0).
 */
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "emu_testutil.h"

#define NT 128

static uint32_t rs = 0x1357924f;

/* gfx9 spellings of the gfx11 names used below (a prefix of another comes after it) */
static void g9(struct emu_env *e, char *b, size_t size)
{
	static const struct { const char *a, *b; } sub[] = {
		{ "ds_load_b64", "ds_read_b64" }, { "ds_load_2addr_b32", "ds_read2_b32" },
		{ "s_load_b128", "s_load_dwordx4" }, { "s_load_b64", "s_load_dwordx2" },
		{ "s_load_b32", "s_load_dword" }, { "global_store_b64", "global_store_dwordx2" },
		{ "global_store_b32", "global_store_dword" }, { "global_load_b64", "global_load_dwordx2" },
		{ "global_load_b32", "global_load_dword" }, { "ds_store_b64", "ds_write_b64" },
		{ "ds_store_b32", "ds_write_b32" }, { "v_add_nc_u32", "v_add_u32" }, { "EXEC_SET", "s_mov_b64 exec, s[10:11]" },
		{ "EXEC_ALL", "s_mov_b64 exec, -1" }, { "WAVE_SHIFT", "6" },
	};
	static char tmp[16384];

	for (size_t i = 0; i < sizeof(sub) / sizeof(sub[0]); i++) {
		const char *to = sub[i].b;
		char *p;

		if (e->gen != 9) {  /* only the tokens (wave64: as gfx9's) */
			if (sub[i].a[0] != 'E' && sub[i].a[0] != 'W')
				continue;
			if (!e->wave64)
				to = !strcmp(sub[i].a, "EXEC_SET") ? "s_mov_b32 exec_lo, s10"
				     : !strcmp(sub[i].a, "EXEC_ALL") ? "s_mov_b32 exec_lo, -1" : "5";
		}
		while ((p = strstr(b, sub[i].a)) != NULL) {
			*p = 0;
			snprintf(tmp, sizeof(tmp), "%s%s%s", b, to, p + strlen(sub[i].a));
			snprintf(b, size, "%s", tmp);
		}
	}
}

static const char kd9[] = "\t.amdhsa_accum_offset 32\n\t.amdhsa_group_segment_fixed_size 512\n";
static const char kd11[] = "\t.amdhsa_group_segment_fixed_size 512\n";

/* ---- ds_append / ds_consume ---- */

static const char append_body[] =
	"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
	"\tv_lshlrev_b32 v10, 3, v0\n"
	"\tv_mov_b32 v2, 0xdead0001\n"
	"\tv_mov_b32 v3, 0xdead0002\n"
	"\tv_readfirstlane_b32 s8, v0\n"
	"\ts_lshr_b32 s8, s8, WAVE_SHIFT\n"
	"\ts_lshl_b32 s9, s8, 3\n"
	"\tWAIT_KM\n"
	"\ts_load_b64 s[10:11], s[4:5], s9\n"
	"\ts_load_b32 s12, s[4:5], 0x40\n"
	"\tWAIT_KM\n"
	"\tv_mov_b32 v4, s12\n"
	"\tv_mov_b32 v5, 0\n"
	"\tds_store_b32 v5, v4 offset:24\n"  /* every wave: the same initial value, before the barrier */
	"\tWAIT_DS\n"
	"\tBARRIER\n"
	"\ts_mov_b32 m0, %u\n"
	"\tEXEC_SET\n"
	"\tds_append v2 offset:%u\n"
	"\tds_consume v3 offset:%u\n"
	"\tEXEC_ALL\n"
	"\tWAIT_DS\n"
	"\tBARRIER\n"
	"\tds_load_2addr_b32 v[6:7], v5 offset0:4 offset1:6\n"
	"\tWAIT_DS\n"
	"\tglobal_store_b64 v10, v[2:3], s[6:7]\n"
	"\tglobal_store_b64 v10, v[6:7], s[6:7] offset:1024\n";

static void append_case(struct emu_env *e, const uint64_t *masks)
{
	int lanes = e->wave64 ? 64 : 32, nw = NT / lanes, bad = 0;
	uint32_t *in = emu_in(e), *out = emu_out(e), init = 1000 + emu_xs(&rs) % 1000;
	uint32_t a[4], c[4], sum = 0;
	unsigned int pop[4];
	int order[4], n = 0;
	/* counters at LDS 16 (append) and 24 (consume); gfx11 adds M0 */
	unsigned int m0 = e->gen == 11 ? 8 : 0;
	char body[4096];

	for (int w = 0; w < nw; w++) {
		in[2 * w] = (uint32_t)masks[w];
		in[2 * w + 1] = (uint32_t)(masks[w] >> 32);
		pop[w] = (unsigned int)__builtin_popcountll(lanes == 32 ? masks[w] & 0xffffffffu : masks[w]);
	}
	in[16] = init;
	memset(out, 0x55, 2048);
	snprintf(body, sizeof(body), append_body, m0, 16 - m0, 24 - m0);
	g9(e, body, sizeof(body));
	if (!emu_run_ok(e, "ds_append/ds_consume", body,
			e->gen == 9 ? kd9 : e->wave64 ? "\t.amdhsa_wavefront_size32 0\n\t.amdhsa_group_segment_fixed_size 512\n" : kd11,
			1, NT))
		return;
	for (int w = 0; w < nw; w++) {
		uint64_t m = masks[w];

		a[w] = c[w] = 0;
		for (int l = 0; l < lanes; l++) {
			int t = w * lanes + l;
			uint32_t ga = out[2 * t], gc = out[2 * t + 1];

			if (!(m >> l & 1)) {  /* inactive: untouched */
				if (ga != 0xdead0001 || gc != 0xdead0002)
					bad += !CHECK(0, "%s: wave %d lane %d (inactive) was written: 0x%x 0x%x", e->tname, w, l, ga, gc);
				continue;
			}
			if (l == (int)__builtin_ctzll(m))
				a[w] = ga, c[w] = gc;
			else if (ga != a[w] || gc != c[w])
				bad += !CHECK(0, "%s: wave %d lane %d got 0x%x/0x%x, its first active lane 0x%x/0x%x (one value per wave)",
					      e->tname, w, l, ga, gc, a[w], c[w]);
		}
		if (pop[w])
			order[n++] = w;
	}
	/* any order of the waves: sorted by the append value they chain */
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && a[order[j]] < a[order[j - 1]]; j--) {
			int t = order[j];

			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (int i = 0; i < n; i++) {
		uint32_t want = i ? a[order[i - 1]] + pop[order[i - 1]] : 0;

		if (a[order[i]] != want)
			bad += !CHECK(0, "%s: ds_append: wave %d got %u, want %u (the waves' popcounts chain)", e->tname,
				      order[i], a[order[i]], want);
		sum += pop[order[i]];
	}
	/* consume: the same chain downwards from init (its own order) */
	for (int i = 1; i < n; i++)
		for (int j = i; j > 0 && c[order[j]] > c[order[j - 1]]; j--) {
			int t = order[j];

			order[j] = order[j - 1];
			order[j - 1] = t;
		}
	for (int i = 0; i < n; i++) {
		uint32_t want = i ? c[order[i - 1]] - pop[order[i - 1]] : init;

		if (c[order[i]] != want)
			bad += !CHECK(0, "%s: ds_consume: wave %d got %u, want %u", e->tname, order[i], c[order[i]], want);
	}
	if (out[256] != sum || out[257] != init - sum)
		bad += !CHECK(0, "%s: final counters %u and %u, want %u and %u", e->tname, out[256], out[257], sum, init - sum);
	CHECK(bad == 0, "%s: ds_append/ds_consume, %d waves of %d, EXEC %016llx %016llx ...: one old value per wave, chained by popcount(EXEC); counters %u, %u",
	      e->tname, nw, lanes, (unsigned long long)masks[0], (unsigned long long)masks[1], sum, init - sum);
}

static void append_tests(struct emu_env *e)
{
	uint64_t m[4];
	struct gs_error err = { 0 };
	enum gs_status st;
	char body[512];

	for (int k = 0; k < 3; k++) {
		for (int w = 0; w < 4; w++)
			m[w] = (uint64_t)emu_xs(&rs) << 32 | emu_xs(&rs);
		if (k == 0)
			m[0] = ~0ull;  /* all lanes */
		if (k == 1)
			m[1] = 0;  /* EXEC 0: nothing happens */
		if (k == 2)
			m[1] = 1ull << 7;  /* one lane */
		append_case(e, m);
		if (e->gen != 9) {  /* gfx11/gfx12 wave64: one add over the 64-bit EXEC */
			e->wave64 = 1;
			append_case(e, m);
			e->wave64 = 0;
		}
	}
	/* M0: gfx11 refuses an M0 above 16 bits; gfx12/gfx9 any non-zero M0 */
	snprintf(body, sizeof(body), "\ts_mov_b32 m0, %s\n\tds_append v1\n\tWAIT_DS\n", e->gen == 11 ? "0x10000" : "4");
	st = emu_run(e, body, e->gen == 9 ? kd9 : kd11, 1, 64, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "M0 = 0x") && strstr(err.msg, "ds_append"),
	      "%s: ds_append with an M0 the guides do not settle is refused: %s", e->tname, err.msg);
	st = emu_run(e, "\ts_mov_b32 m0, 0\n\tds_append v1 offset:2\n\tWAIT_DS\n", e->gen == 9 ? kd9 : kd11, 1, 64, &err);
	CHECK(st == GS_ERR_UNSUPPORTED && strstr(err.msg, "dword-aligned"),
	      "%s: an unaligned append counter is refused: %s", e->tname, err.msg);
	st = emu_run(e, "\ts_mov_b32 m0, 0\n\tds_consume v1 offset:512\n\tWAIT_DS\n", e->gen == 9 ? kd9 : kd11, 1, 64, &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "LDS memory violation"),
	      "%s: a counter past the LDS allocation faults: %s", e->tname, err.msg);
	snprintf(body, sizeof(body), "\ts_mov_b32 m0, 0\n\tds_append v1\n\tv_mov_b32 v2, v1\n");
	st = emu_run(e, body, e->gen == 9 ? kd9 : kd11, 1, 64, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses v1"),
	      "%s: ds_append's result read before the wait is flagged: %s", e->tname, err.msg);
}

/* ---- ds_condxchg32_rtn_b64 ---- */

static const char condx_body[] =
	"\ts_load_b128 s[4:7], s[0:1], 0x0\n"
	"\tv_lshlrev_b32 v10, 3, v0\n"
	"\tv_lshlrev_b32 v11, 2, v0\n"
	"\tWAIT_KM\n"
	"\tglobal_load_b64 v[12:13], v10, s[4:5]\n"           /* LDS image: 8 bytes a thread */
	"\tglobal_load_b32 v14, v11, s[4:5] offset:1024\n"    /* address */
	"\tglobal_load_b64 v[16:17], v10, s[4:5] offset:2048\n"  /* data */
	"\tglobal_load_b64 v[20:21], v10, s[4:5] offset:3072\n"  /* destination before */
	"\tWAIT_LOAD\n"
	"\tds_store_b64 v10, v[12:13]\n"
	"\tWAIT_DS\n"
	"\tBARRIER\n"
	"\tEXEC_SET\n"
	"\tds_condxchg32_rtn_b64 v[20:21], v14, v[16:17] offset:%u\n"
	"\tEXEC_ALL\n"
	"\tWAIT_DS\n"
	"\tBARRIER\n"
	"\tds_load_b64 v[12:13], v10\n"
	"\tWAIT_DS\n"
	"\tglobal_store_b64 v10, v[12:13], s[6:7]\n"
	"\tglobal_store_b64 v10, v[20:21], s[6:7] offset:1024\n";

static void condxchg(struct emu_env *e)
{
	static uint32_t lds[2 * NT], addr[NT], data[NT][2], dst[NT][2];
	int bad = 0;
	uint32_t *in = emu_in(e), *out = emu_out(e);
	unsigned int off = 4 + emu_xs(&rs) % 8;
	char body[4096], pre[160];

	for (int t = 0; t < NT; t++) {
		lds[2 * t] = emu_xs(&rs);
		lds[2 * t + 1] = emu_xs(&rs);
		/* pairs of threads share a qword; the low bits (and OFFSET) fall to & 0xfff8 */
		addr[t] = (unsigned int)(t / 2) * 8 + emu_xs(&rs) % 8 - off;
		data[t][0] = emu_xs(&rs);
		data[t][1] = emu_xs(&rs);
		dst[t][0] = emu_xs(&rs);
		dst[t][1] = emu_xs(&rs);
	}
	memcpy(in, lds, sizeof(lds));
	memcpy(in + 256, addr, sizeof(addr));
	memcpy(in + 512, data, sizeof(data));
	memcpy(in + 768, dst, sizeof(dst));
	/* EXEC: lanes 5 and 37 of every wave inactive (read from s[10:11]) */
	snprintf(pre, sizeof(pre), "\ts_mov_b32 s10, 0xffffffdf\n\ts_mov_b32 s11, 0xffffffdf\n");
	snprintf(body, sizeof(body), "%s", pre);
	snprintf(body + strlen(pre), sizeof(body) - strlen(pre), condx_body, off);
	g9(e, body, sizeof(body));
	memset(out, 0x55, 2048);
	if (!emu_run_ok(e, "ds_condxchg32_rtn_b64", body, e->gen == 9 ? "\t.amdhsa_accum_offset 32\n\t.amdhsa_group_segment_fixed_size 1024\n"
					     : "\t.amdhsa_group_segment_fixed_size 1024\n", 1, NT))
		return;
	/* the model: lanes in ascending order (the pairs are within one wave) */
	for (int t = 0; t < NT; t++) {
		uint32_t a0 = ((addr[t] + off) & 0xfff8u) / 4;

		if (t % 32 == 5)  /* lane 5 of each 32 (EXEC 0xffffffdf per half) */
			continue;
		for (int i = 0; i < 2; i++) {
			dst[t][i] = lds[a0 + i];
			if (data[t][i] >> 31)
				lds[a0 + i] = data[t][i] & 0x7fffffffu;
		}
	}
	for (int i = 0; i < 2 * NT && bad < 3; i++) {
		if (out[i] != lds[i])
			bad += !CHECK(0, "%s: LDS dword %d is 0x%08x, want 0x%08x", e->tname, i, out[i], lds[i]);
		if (out[256 + i] != dst[i / 2][i % 2])
			bad += !CHECK(0, "%s: thread %d v%d is 0x%08x, want 0x%08x", e->tname, i / 2, 20 + i % 2,
				      out[256 + i], dst[i / 2][i % 2]);
	}
	CHECK(bad == 0, "%s: ds_condxchg32_rtn_b64 offset:%u (pairs of lanes on one qword, lanes 5 and 37 inactive) matches the model",
	      e->tname, off);
}

/* ---- ds_swizzle_b32 FFT and rotate ---- */

static unsigned int popc(unsigned int v)
{
	unsigned int n = 0;

	for (; v; v &= v - 1)
		n++;
	return n;
}

/* The model: source lane within the 32-lane half, written from the guides'
 * pseudocode (bit reversal by table lookup, rotation by modular arithmetic). */
static unsigned int model_src(unsigned int off, unsigned int l)
{
	unsigned int i = l % 32, m = off & 31, j;

	if (off >= 0xe000) {
		unsigned int r = 0;

		for (unsigned int b = 0; b < 5; b++)
			if (i & (1u << b))
				r += 16u >> b;
		j = (r >> popc(m)) | (i & m);
	} else {
		int rot = (int)((off >> 5) & 31);

		if (off & 0x400)
			rot = -rot;
		j = (i & m) | ((unsigned int)(((int)i + rot + 64) % 32) & ~m);
	}
	return l - l % 32 + j;
}

static const char swz_body[] =
	"\ts_load_b64 s[6:7], s[0:1], 0x8\n"
	"\tv_lshlrev_b32 v10, 2, v0\n"
	"\tv_add_nc_u32 v1, 1, v0\n"      /* lane l holds l + 1, as in the guides' examples */
	"\tv_mov_b32 v2, 0xdead\n"
	"\ts_mov_b32 s10, %s\n"
	"\ts_mov_b32 s11, %s\n"
	"\tEXEC_SET\n"
	"\tds_swizzle_b32 v2, v1 offset:%s\n"
	"\tEXEC_ALL\n"
	"\tWAIT_DS\n"
	"\tWAIT_KM\n"
	"\tglobal_store_b32 v10, v2, s[6:7]\n";

static void swizzle(struct emu_env *e)
{
	/* the guides' examples (RDNA4 and CDNA3 wording): thread i's result, input i + 1 */
	static const struct { const char *off; unsigned int want[32]; } ex[] = {
		{ "swizzle(FFT,0)", { 1, 0x11, 9, 0x19, 5, 0x15, 0xd, 0x1d, 3, 0x13, 0xb, 0x1b, 7, 0x17, 0xf, 0x1f,
				     2, 0x12, 0xa, 0x1a, 6, 0x16, 0xe, 0x1e, 4, 0x14, 0xc, 0x1c, 8, 0x18, 0x10, 0x20 } },
		{ "swizzle(FFT,16)", { 1, 9, 5, 0xd, 3, 0xb, 7, 0xf, 2, 0xa, 6, 0xe, 4, 0xc, 8, 0x10,
				      0x11, 0x19, 0x15, 0x1d, 0x13, 0x1b, 0x17, 0x1f, 0x12, 0x1a, 0x16, 0x1e, 0x14, 0x1c, 0x18, 0x20 } },
		{ "swizzle(ROTATE,0,1)", { 2, 3, 4, 5, 6, 7, 8, 9, 0xa, 0xb, 0xc, 0xd, 0xe, 0xf, 0x10, 0x11, 0x12, 0x13, 0x14,
					   0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f, 0x20, 1 } },
		{ "swizzle(ROTATE,1,1)", { 0x20, 1, 2, 3, 4, 5, 6, 7, 8, 9, 0xa, 0xb, 0xc, 0xd, 0xe, 0xf, 0x10, 0x11, 0x12,
					   0x13, 0x14, 0x15, 0x16, 0x17, 0x18, 0x19, 0x1a, 0x1b, 0x1c, 0x1d, 0x1e, 0x1f } },
		{ "0xc021", { 1, 4, 3, 6, 5, 8, 7, 0xa, 9, 0xc, 0xb, 0xe, 0xd, 0x10, 0xf, 0x12, 0x11, 0x14, 0x13, 0x16, 0x15,
			      0x18, 0x17, 0x1a, 0x19, 0x1c, 0x1b, 0x1e, 0x1d, 0x20, 0x1f, 2 } },  /* mask 1, left */
		{ "0xc421", { 0x1f, 2, 1, 4, 3, 6, 5, 8, 7, 0xa, 9, 0xc, 0xb, 0xe, 0xd, 0x10, 0xf, 0x12, 0x11, 0x14, 0x13,
			      0x16, 0x15, 0x18, 0x17, 0x1a, 0x19, 0x1c, 0x1b, 0x1e, 0x1d, 0x20 } },  /* mask 1, right */
	};
	static const unsigned int offs[] = {
		0xe000, 0xe005, 0xe01f, 0xe013, 0xffea, 0xc000, 0xc3e0, 0xc7e0, 0xc0e3, 0xc4a7, 0xc16c, 0xdfff, 0xd555,
	};
	int lanes = e->gen == 9 ? 64 : 32, bad = 0, runs = 0;
	uint32_t *out = emu_out(e);
	char body[2048], off[32];

	for (size_t k = 0; k < sizeof(ex) / sizeof(ex[0]); k++) {
		snprintf(body, sizeof(body), swz_body, "-1", "-1", ex[k].off);
		g9(e, body, sizeof(body));
		if (!emu_run_ok(e, ex[k].off, body, e->gen == 9 ? kd9 : NULL, 1, (unsigned int)lanes))
			continue;
		for (int l = 0; l < lanes; l++)
			if (out[l] != ex[k].want[l % 32] + (unsigned int)(l & 32))
				bad += !CHECK(0, "%s: ds_swizzle_b32 offset:%s lane %d: 0x%x, the guide's example says 0x%x",
					      e->tname, ex[k].off, l, out[l], ex[k].want[l % 32] + (l & 32));
		runs++;
	}
	for (size_t k = 0; k < sizeof(offs) / sizeof(offs[0]); k++) {
		uint64_t m = (uint64_t)emu_xs(&rs) << 32 | emu_xs(&rs) | 1;
		char lo[16], hi[16];

		if (lanes == 32)
			m &= 0xffffffffu;
		snprintf(off, sizeof(off), "0x%x", offs[k]);
		snprintf(lo, sizeof(lo), "0x%x", (uint32_t)m);
		snprintf(hi, sizeof(hi), "0x%x", (uint32_t)(m >> 32));
		snprintf(body, sizeof(body), swz_body, lo, hi, off);
		g9(e, body, sizeof(body));
		if (!emu_run_ok(e, off, body, e->gen == 9 ? kd9 : NULL, 1, (unsigned int)lanes))
			continue;
		for (int l = 0; l < lanes; l++) {
			unsigned int s = model_src(offs[k], (unsigned int)l);
			uint32_t want = !(m >> l & 1) ? 0xdead : m >> s & 1 ? s + 1 : 0;

			if (out[l] != want)
				bad += !CHECK(0, "%s: ds_swizzle_b32 offset:%s EXEC 0x%llx lane %d: 0x%x, want 0x%x", e->tname, off,
					      (unsigned long long)m, l, out[l], want);
		}
		runs++;
	}
	CHECK(bad == 0 && runs == (int)(sizeof(ex) / sizeof(ex[0]) + sizeof(offs) / sizeof(offs[0])),
	      "%s: ds_swizzle_b32 FFT and rotate: the guides' 6 examples and %zu more offsets with random EXEC match",
	      e->tname, sizeof(offs) / sizeof(offs[0]));
}

static void tests(struct emu_env *e)
{
	append_tests(e);
	condxchg(e);
	swizzle(e);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1151 gfx1201 gfx942 gfx950", tests, "test_emu_ds2.s");
}
