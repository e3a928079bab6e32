// SPDX-License-Identifier: MIT
/*
 * Scalar memory on the emulator (emu/exec_smem.c) on gfx1100, gfx1151,
 * gfx1201, gfx942 and gfx950: every s_load and s_buffer_load width of the
 * target (gfx9 names on gfx942/gfx950, RDNA4's b96 and sub-dword loads on
 * gfx1201) with immediate, SGPR and M0 offsets; buffer descriptors with and
 * without a stride, dwords straddling and past num_records (0), a huge
 * SOFFSET and a descriptor whose base is unmapped (0, no fault); a plain
 * load from unmapped memory faults; cache and prefetch operations run as
 * no-ops; the checker reports a load result read before its wait, for
 * s_load and s_buffer_load, and the same kernels with the wait run clean.
 * Expected values come from the input buffer, byte by byte, in this file.
 */
#include <stdarg.h>

#include "harness.h"
#include "emu_testutil.h"

#define KD9 "\t.amdhsa_accum_offset 32\n\t.amdhsa_next_free_vgpr 64\n"

struct kb {
	char s[32768];
	size_t n;
};

static void __attribute__((format(printf, 2, 3))) add(struct kb *k, const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	if (k->n < sizeof(k->s))
		k->n += (size_t)vsnprintf(k->s + k->n, sizeof(k->s) - k->n, fmt, ap);
	va_end(ap);
}

static const char *kd(const struct emu_env *e)
{
	return e->gen == 9 ? KD9 : NULL;
}

/* s_load of n dwords, s_buffer_load of n dwords, in the target's spelling */
static const char *ld(const struct emu_env *e, unsigned int n, int buf)
{
	static char bufs[2][40];  /* two may appear in one add() */
	static unsigned int turn;
	char *b = bufs[turn++ & 1];

	if (e->gen == 9)
		snprintf(b, sizeof(bufs[0]), "s_%sload_dword%s%.0u", buf ? "buffer_" : "", n > 1 ? "x" : "", n > 1 ? n : 0);
	else
		snprintf(b, sizeof(bufs[0]), "s_%sload_b%u", buf ? "buffer_" : "", 32 * n);
	return b;
}

/* out[slot..] = SGPRs s[first..first+n-1] (after the waits) */
static void dump(struct kb *k, const struct emu_env *e, unsigned int first, unsigned int n, unsigned int slot)
{
	for (unsigned int i = 0; i < n; i++)
		add(k, "\tv_mov_b32 v1, s%u\n\t%s v2, v1, s[6:7] offset:%u\n", first + i,
		    e->gen == 9 ? "global_store_dword" : "global_store_b32", 4 * (slot + i));
}

static void head(struct kb *k, const struct emu_env *e)
{
	k->n = 0;
	add(k, "\t%s s[4:7], s[0:1], 0x0\n\tv_mov_b32 v2, 0\n\tWAIT_KM\n", ld(e, 4, 0));
}

static uint32_t xs = 20261130;

static void fill(struct emu_env *e)
{
	uint32_t *in = emu_in(e);

	for (unsigned int i = 0; i < EMU_BUF / 4; i++)
		in[i] = emu_xs(&xs);
	memset(emu_out(e), 0xa5, EMU_BUF);
}

static uint32_t dw(struct emu_env *e, uint64_t byte)
{
	return emu_in(e)[byte / 4];
}

static uint32_t sub(struct emu_env *e, uint64_t byte, unsigned int size, int sign)
{
	const uint8_t *p = (const uint8_t *)emu_in(e) + byte;
	uint32_t v = size == 1 ? p[0] : (uint32_t)(p[0] | p[1] << 8);

	if (sign)
		v = size == 1 ? (uint32_t)(int32_t)(int8_t)v : (uint32_t)(int32_t)(int16_t)v;
	return v;
}

/* out[slot + i] == want[i] for n slots */
static void expect(struct emu_env *e, const char *what, unsigned int slot, const uint32_t *want, unsigned int n)
{
	const uint32_t *out = emu_out(e);
	unsigned int bad = 0, first = 0;

	for (unsigned int i = 0; i < n; i++)
		if (out[slot + i] != want[i] && !bad++)
			first = i;
	CHECK(!bad, "%s: %s: %u of %u dwords differ (first: dword %u is 0x%08x, expected 0x%08x)", e->tname, what,
	      bad, n, first, out[slot + first], want[first]);
}

static void vsharp(struct kb *k, unsigned int base, unsigned int boff, unsigned int stride, uint32_t num);

/* s_load of every width, immediate/SGPR/M0/negative/unaligned offsets, cache policy */
static void t_load(struct emu_env *e)
{
	static const unsigned int widths[] = { 1, 2, 4, 8, 16 };
	struct kb *k = malloc(sizeof(*k));
	uint32_t want[64];
	unsigned int slot = 0, n = 0;

	if (!k)
		return;
	fill(e);
	head(k, e);
	/* s[8:23] per width, each at its own offset; dump right after */
	for (unsigned int i = 0; i < 5; i++) {
		unsigned int w = widths[i], off = 0x40 * (i + 1) + 4 * w;

		add(k, "\t%s s[%u:%u], s[4:5], 0x%x\n\tWAIT_KM\n", ld(e, w, 0), 8, 8 + w - 1, off);
		dump(k, e, 8, w, slot);
		for (unsigned int j = 0; j < w; j++)
			want[n++] = dw(e, off + 4 * j);
		slot += w;
	}
	/* SGPR offset, M0 offset, SGPR + immediate, negative immediate, low bits ignored */
	add(k, "\ts_movk_i32 s30, 0x180\n\ts_mov_b32 m0, 0x1c4\n"
	       "\ts_add_u32 s32, s4, 0x400\n\ts_addc_u32 s33, s5, 0\n"
	       "\t%s s24, s[4:5], s30\n", ld(e, 1, 0));
	add(k, "\t%s s25, s[4:5], m0\n", ld(e, 1, 0));
	add(k, "\t%s s26, s[4:5], s30 offset:0x8\n", ld(e, 1, 0));
	add(k, "\t%s s27, s[32:33], -0x10\n", ld(e, 1, 0));
	add(k, "\t%s s[28:29], s[4:5], 0x23\n\tWAIT_KM\n", ld(e, 2, 0));
	dump(k, e, 24, 6, slot);
	want[n++] = dw(e, 0x180);
	want[n++] = dw(e, 0x1c4);
	want[n++] = dw(e, 0x188);
	want[n++] = dw(e, 0x3f0);
	want[n++] = dw(e, 0x20);
	want[n++] = dw(e, 0x24);
	slot += 6;
	if (e->gen == 12) {  /* RDNA4: b96 and the sub-dword loads (no alignment beyond the access) */
		static const struct { const char *name; unsigned int off, size; int sign; } subs[] = {
			{ "s_load_u8", 0x203, 1, 0 }, { "s_load_i8", 0x207, 1, 1 }, { "s_load_i8", 0x20a, 1, 1 },
			{ "s_load_u16", 0x20e, 2, 0 }, { "s_load_i16", 0x212, 2, 1 }, { "s_load_i16", 0x216, 2, 1 },
		};

		add(k, "\ts_load_b96 s[36:38], s[4:5], 0x30c\n");
		for (unsigned int i = 0; i < 6; i++)
			add(k, "\t%s s%u, s[4:5], 0x%x\n", subs[i].name, 40 + i, subs[i].off);
		add(k, "\tWAIT_KM\n");
		dump(k, e, 36, 3, slot);
		dump(k, e, 40, 6, slot + 3);
		for (unsigned int j = 0; j < 3; j++)
			want[n++] = dw(e, 0x30c + 4 * j);
		for (unsigned int i = 0; i < 6; i++)
			want[n++] = sub(e, subs[i].off, subs[i].size, subs[i].sign);
		slot += 9;
	}
	/* cache policy (glc/dlc, th/scope) does not change what a load reads */
	vsharp(k, 8, 0x100, 0, 0x40);
	add(k, "\t%s s46, s[4:5], 0x10 %s\n", ld(e, 1, 0),
	    e->gen == 9 ? "glc" : e->gen == 11 ? "glc dlc" : "th:TH_LOAD_NT scope:SCOPE_SYS");
	add(k, "\t%s s47, s[8:11], 0x14 %s\n\tWAIT_KM\n", ld(e, 1, 1), e->gen == 12 ? "scope:SCOPE_DEV" : "glc");
	dump(k, e, 46, 2, slot);
	want[n++] = dw(e, 0x10);
	want[n++] = dw(e, 0x114);
	slot += 2;
	if (emu_run_ok(e, "s_load widths and offsets", k->s, kd(e), 1, e->gen == 9 ? 64 : 32))
		expect(e, "s_load widths and offsets", 0, want, n);
	free(k);
}

/* A V# in s[base:base+3] for in + boff with stride and num_records; dword3
 * gets bits scalar loads ignore (dst_sel, format, type). */
static void vsharp(struct kb *k, unsigned int base, unsigned int boff, unsigned int stride, uint32_t num)
{
	add(k, "\ts_add_u32 s%u, s4, 0x%x\n\ts_addc_u32 s%u, s5, 0\n", base, boff, base + 1);
	add(k, "\ts_and_b32 s%u, s%u, 0xffff\n\ts_or_b32 s%u, s%u, 0x%x\n", base + 1, base + 1, base + 1, base + 1,
	    stride << 16);
	add(k, "\ts_mov_b32 s%u, 0x%x\n\ts_mov_b32 s%u, 0x31016fac\n", base + 2, num, base + 3);
}

/* s_buffer_load: widths, in range, straddling and past num_records */
static void t_buffer(struct emu_env *e)
{
	static const unsigned int widths[] = { 1, 2, 4, 8, 16 };
	struct kb *k = malloc(sizeof(*k));
	uint32_t want[128];
	unsigned int slot = 0, n = 0;

	if (!k)
		return;
	fill(e);
	head(k, e);
	/* V# s[8:11]: in + 0x100, stride 0, 0x40 bytes; s[12:15]: in + 0x200,
	 * stride 12, 3 records = 36 bytes; s[16:19]: unmapped base */
	vsharp(k, 8, 0x100, 0, 0x40);
	vsharp(k, 12, 0x200, 12, 3);
	add(k, "\ts_mov_b32 s16, 0\n\ts_mov_b32 s17, 0x7fff\n\ts_mov_b32 s18, 0x40\n\ts_mov_b32 s19, 0\n");
	for (unsigned int i = 0; i < 5; i++) {  /* each width ending at num_records: all in range */
		unsigned int w = widths[i], off = 0x40 - 4 * w;

		add(k, "\t%s s[%u:%u], s[8:11], 0x%x\n\tWAIT_KM\n", ld(e, w, 1), 24, 24 + w - 1, off);
		dump(k, e, 24, w, slot);
		for (unsigned int j = 0; j < w; j++)
			want[n++] = dw(e, 0x100 + off + 4 * j);
		slot += w;
	}
	/* straddling: 4 dwords at 0x38 (2 in, 2 out); 16 at 0x20 (8 in) */
	add(k, "\t%s s[24:27], s[8:11], 0x38\n", ld(e, 4, 1));
	add(k, "\t%s s[40:55], s[8:11], 0x20\n\tWAIT_KM\n", ld(e, 16, 1));
	dump(k, e, 24, 4, slot);
	dump(k, e, 40, 16, slot + 4);
	for (unsigned int j = 0; j < 4; j++)
		want[n++] = j < 2 ? dw(e, 0x138 + 4 * j) : 0;
	for (unsigned int j = 0; j < 16; j++)
		want[n++] = j < 8 ? dw(e, 0x120 + 4 * j) : 0;
	slot += 20;
	/* SGPR offset, SGPR + immediate, exactly at the end, huge SOFFSET,
	 * stride 12 (range 36: 0x20 in, 0x24 out), unmapped base out of range */
	add(k, "\ts_movk_i32 s30, 0x10\n\ts_mov_b32 s31, 0xfffffffc\n");
	add(k, "\t%s s24, s[8:11], s30\n", ld(e, 1, 1));
	add(k, "\t%s s25, s[8:11], s30 offset:0x8\n", ld(e, 1, 1));
	add(k, "\t%s s26, s[8:11], 0x40\n", ld(e, 1, 1));
	add(k, "\t%s s27, s[8:11], s31\n", ld(e, 1, 1));
	add(k, "\t%s s[28:29], s[12:15], 0x20\n", ld(e, 2, 1));
	add(k, "\t%s s[32:33], s[16:19], 0x40\n\tWAIT_KM\n", ld(e, 2, 1));
	dump(k, e, 24, 6, slot);
	dump(k, e, 32, 2, slot + 6);
	want[n++] = dw(e, 0x110);
	want[n++] = dw(e, 0x118);
	want[n++] = 0;
	want[n++] = 0;
	want[n++] = dw(e, 0x220);
	want[n++] = 0;
	want[n++] = 0;
	want[n++] = 0;
	slot += 8;
	/* num_records 0x3e: the dword at 0x3c straddles the end and reads 0
	 * (the rule exec_smem.c documents), the one at 0x38 is inside */
	vsharp(k, 20, 0x100, 0, 0x3e);
	add(k, "\t%s s[24:25], s[20:23], 0x38\n\tWAIT_KM\n", ld(e, 2, 1));
	dump(k, e, 24, 2, slot);
	want[n++] = dw(e, 0x138);
	want[n++] = 0;
	slot += 2;
	if (e->gen == 12) {  /* a byte and a halfword inside the last, partial dword */
		add(k, "\ts_buffer_load_u8 s24, s[20:23], 0x3d\n\ts_buffer_load_u16 s25, s[20:23], 0x3c\n"
		       "\ts_buffer_load_u8 s26, s[20:23], 0x3e\n\tWAIT_KM\n");
		dump(k, e, 24, 3, slot);
		want[n++] = sub(e, 0x13d, 1, 0);
		want[n++] = sub(e, 0x13c, 2, 0);
		want[n++] = 0;
		slot += 3;
	}
	if (e->gen == 12) {  /* b96 and sub-dword accesses at the end of the range */
		static const struct { const char *name; unsigned int off, size; int sign; } subs[] = {
			{ "s_buffer_load_u8", 0x3f, 1, 0 }, { "s_buffer_load_i8", 0x3e, 1, 1 },
			{ "s_buffer_load_u8", 0x40, 1, 0 }, { "s_buffer_load_u16", 0x3e, 2, 0 },
			{ "s_buffer_load_i16", 0x3a, 2, 1 }, { "s_buffer_load_i16", 0x40, 2, 1 },
		};

		add(k, "\ts_buffer_load_b96 s[36:38], s[8:11], 0x38\n");
		for (unsigned int i = 0; i < 6; i++)
			add(k, "\t%s s%u, s[8:11], 0x%x\n", subs[i].name, 40 + i, subs[i].off);
		add(k, "\tWAIT_KM\n");
		dump(k, e, 36, 3, slot);
		dump(k, e, 40, 6, slot + 3);
		want[n++] = dw(e, 0x138);
		want[n++] = dw(e, 0x13c);
		want[n++] = 0;
		for (unsigned int i = 0; i < 6; i++)
			want[n++] = subs[i].off + subs[i].size > 0x40 ? 0 : sub(e, 0x100 + subs[i].off, subs[i].size, subs[i].sign);
		slot += 9;
	}
	if (emu_run_ok(e, "s_buffer_load widths and range", k->s, kd(e), 1, e->gen == 9 ? 64 : 32))
		expect(e, "s_buffer_load widths and range", 0, want, n);
	free(k);
}

/* cache, prefetch and probe operations of the target: no-ops */
static void t_nops(struct emu_env *e)
{
	struct kb *k = malloc(sizeof(*k));

	if (!k)
		return;
	fill(e);
	head(k, e);
	if (e->gen == 9)
		add(k, "\ts_dcache_inv\n\ts_dcache_wb\n\ts_dcache_inv_vol\n\ts_dcache_wb_vol\n"
		       "\ts_dcache_discard s[4:5], 0x0\n\ts_dcache_discard_x2 s[4:5], 0x0\n");
	else if (e->gen == 11)
		add(k, "\ts_dcache_inv\n\ts_gl1_inv\n");
	else
		add(k, "\ts_dcache_inv\n\ts_prefetch_data s[4:5], 0x0, null, 1\n\ts_prefetch_inst s[4:5], 0x0, null, 1\n"
		       "\ts_prefetch_data_pc_rel 0x0, null, 1\n\ts_prefetch_inst_pc_rel 0x0, null, 1\n"
		       "\ts_buffer_prefetch_data s[8:11], 0x0, null, 1\n");
	add(k, "\ts_atc_probe 7, s[4:5], 0x0\n\ts_atc_probe_buffer 7, s[8:11], 0x0\n");
	add(k, "\t%s s8, s[4:5], 0x8\n\tWAIT_KM\n", ld(e, 1, 0));
	dump(k, e, 8, 1, 0);
	if (emu_run_ok(e, "cache and prefetch operations", k->s, kd(e), 1, e->gen == 9 ? 64 : 32))
		CHECK(emu_out(e)[0] == emu_in(e)[2], "%s: a load after the cache operations reads memory", e->tname);
	free(k);
}

/* a plain load outside every buffer object faults; the checker wants the wait */
static void t_fault_and_wait(struct emu_env *e)
{
	struct kb *k = malloc(sizeof(*k));
	struct gs_error err = { 0 };
	enum gs_status st;
	const char *wait = e->gen == 12 ? "s_wait_kmcnt 0" : "s_waitcnt lgkmcnt(0)";

	if (!k)
		return;
	fill(e);
	head(k, e);
	add(k, "\ts_mov_b32 s8, 0\n\ts_mov_b32 s9, 0x7fff\n\t%s s[10:11], s[8:9], 0x40\n\tWAIT_KM\n", ld(e, 2, 0));
	st = emu_run(e, k->s, kd(e), 1, e->gen == 9 ? 64 : 32, &err);
	CHECK(st == GS_ERR_FAULT && strstr(err.msg, "scalar read of 8 bytes at 0x7fff00000040"),
	      "%s: an unmapped s_load faults (%d: %s)", e->tname, st, err.msg);

	for (int buf = 0; buf < 2; buf++) {
		for (int waited = 0; waited < 2; waited++) {
			head(k, e);
			vsharp(k, 8, 0x100, 0, 0x40);
			add(k, "\t%s s20, s[%s], 0x%x\n%s\ts_add_u32 s21, s20, 1\n", ld(e, 1, buf), buf ? "8:11" : "4:5",
			    buf ? 0x4 : 0x104, waited ? "\tWAIT_KM\n" : "");
			dump(k, e, 21, 1, 0);
			memset(&err, 0, sizeof(err));
			st = emu_run(e, k->s, kd(e), 1, e->gen == 9 ? 64 : 32, &err);
			if (waited)
				CHECK(st == GS_OK && emu_out(e)[0] == emu_in(e)[0x41] + 1,
				      "%s: %s result read after its wait (%d: %s)", e->tname, ld(e, 1, buf), st,
				      st ? err.msg : "ok");
			else
				CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "s20") && strstr(err.msg, wait),
				      "%s: %s result read before its wait is reported (%d: %s)", e->tname, ld(e, 1, buf), st,
				      err.msg);
		}
	}
	/* a V# whose high half an s_load still writes: the base's 4 SGPRs count */
	head(k, e);
	vsharp(k, 8, 0x100, 0, 0x40);
	add(k, "\t%s s[10:11], s[4:5], 0x0\n\t%s s20, s[8:11], 0x0\n\tWAIT_KM\n", ld(e, 2, 0), ld(e, 1, 1));
	memset(&err, 0, sizeof(err));
	st = emu_run(e, k->s, kd(e), 1, e->gen == 9 ? 64 : 32, &err);
	CHECK(st == GS_ERR_HAZARD && strstr(err.msg, "uses s10") && strstr(err.msg, wait),
	      "%s: a descriptor's third SGPR still loading is reported (%d: %s)", e->tname, st, err.msg);
	free(k);
}

/* gfx9 scalar stores and atomics: stores land, buffer ones in range only;
 * GLC atomics return the old value, out-of-range buffer atomics return 0 */
static void t_write9(struct emu_env *e)
{
	struct kb *k = malloc(sizeof(*k));
	uint32_t *in = emu_in(e), *out = emu_out(e), old[8], want[8];
	int64_t a64, b64;

	if (!k)
		return;
	fill(e);
	memcpy(old, in + 0x80, sizeof(old));
	head(k, e);
	add(k, "\ts_mov_b32 s8, 0x11111111\n\ts_mov_b64 s[10:11], -2\n\ts_mov_b32 s12, 1\n\ts_mov_b32 s13, 2\n"
	       "\ts_mov_b32 s14, 3\n\ts_mov_b32 s15, 4\n"
	       "\ts_store_dword s8, s[6:7], 0x0\n\ts_store_dwordx2 s[10:11], s[6:7], 0x8\n"
	       "\ts_store_dwordx4 s[12:15], s[6:7], 0x10\n");
	vsharp(k, 16, 0, 0, 0);  /* then pointed at out + 0x40 with 0x48 bytes */
	add(k, "\ts_add_u32 s16, s6, 0x40\n\ts_addc_u32 s17, s7, 0\n\ts_mov_b32 s18, 0x48\n"
	       "\ts_buffer_store_dwordx4 s[12:15], s[16:19], 0x0\n\ts_buffer_store_dwordx4 s[12:15], s[16:19], 0x40\n");
	vsharp(k, 28, 0x210, 0, 0x10);
	add(k, "\ts_load_dword s23, s[4:5], 0x204\n\ts_waitcnt lgkmcnt(0)\n"
	       "\ts_mov_b32 s20, 5\n\ts_atomic_add s20, s[4:5], 0x200 glc\n"
	       "\ts_mov_b32 s22, 0x777\n\ts_atomic_cmpswap s[22:23], s[4:5], 0x204\n"
	       "\ts_mov_b32 s24, 0\n\ts_mov_b32 s25, 0x40000000\n\ts_atomic_smax_x2 s[24:25], s[4:5], 0x208 glc\n"
	       "\ts_mov_b32 s26, 9\n\ts_buffer_atomic_sub s26, s[28:31], 0x10 glc\n"
	       "\ts_mov_b32 s27, 0xff\n\ts_buffer_atomic_xor s27, s[28:31], 0x0\n"
	       "\ts_waitcnt lgkmcnt(0)\n");
	dump(k, e, 20, 1, 0x100);
	dump(k, e, 24, 3, 0x101);
	if (!emu_run_ok(e, "scalar stores and atomics", k->s, kd(e), 1, 64)) {
		free(k);
		return;
	}
	want[0] = 0x11111111; want[1] = 0xa5a5a5a5; want[2] = 0xfffffffe; want[3] = 0xffffffff;
	want[4] = 1; want[5] = 2; want[6] = 3; want[7] = 4;
	expect(e, "s_store_dword/x2/x4", 0, want, 8);
	expect(e, "s_buffer_store_dwordx4 in range", 0x10, want + 4, 4);
	want[0] = 1; want[1] = 2; want[2] = want[3] = 0xa5a5a5a5;
	expect(e, "s_buffer_store_dwordx4 straddling num_records", 0x20, want, 4);
	a64 = (int64_t)((uint64_t)old[3] << 32 | old[2]);
	b64 = (int64_t)0x4000000000000000ll;
	want[0] = old[0];  /* returned by the add */
	want[1] = old[2];  /* the smax_x2's old value */
	want[2] = old[3];
	want[3] = 0;       /* out of range: 0 */
	expect(e, "GLC atomics return the old value", 0x100, want, 4);
	want[0] = old[0] + 5;
	want[1] = 0x777;
	want[2] = (uint32_t)(a64 > b64 ? a64 : b64);
	want[3] = (uint32_t)((uint64_t)(a64 > b64 ? a64 : b64) >> 32);
	want[4] = old[4] ^ 0xff;
	want[5] = old[5];
	for (unsigned int i = 0; i < 6; i++)
		CHECK(in[0x80 + i] == want[i], "%s: memory after the atomics, dword %u: 0x%08x, expected 0x%08x", e->tname,
		      i, in[0x80 + i], want[i]);
	(void)out;
	free(k);
}

static void tests(struct emu_env *e)
{
	t_load(e);
	t_buffer(e);
	t_nops(e);
	t_fault_and_wait(e);
	if (e->gen == 9)
		t_write9(e);
}

int main(void)
{
	return emu_main_on("gfx1100 gfx1151 gfx1201 gfx942 gfx950", tests, "test_emu_smem.s");
}
