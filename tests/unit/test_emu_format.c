// SPDX-License-Identifier: MIT
/*
 * The emulator's element formats (emu/format.c), checked against things
 * computed here:
 *  - the format tables against llvm-mc-22's names: every gfx11/gfx12
 *    unified code 1-63 (tbuffer format:N prints format:[BUF_FMT_...]) and
 *    every gfx9 DATA_FORMAT/NUM_FORMAT pair the emulator accepts
 *    (format:[BUF_DATA_FORMAT_...,BUF_NUM_FORMAT_...]); the component
 *    widths are the name's, least significant first (Mesa's rule);
 *  - the bit placement of each component of the packed formats;
 *  - conversions of hand-picked values with their known results (0.5 ->
 *    unorm8 128, -1.0 -> snorm8 -127, sRGB 0.5 -> 188, f11/f10 codes, ...)
 *    and every unorm8/unorm16 value through load then store.
 * Without llvm-mc-22 the name checks print "# SKIP" lines.
 */
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "harness.h"
#include "fbits.h"
#include "testutil.h"
#include "emu/format.h"

/* ---------------------------------------------------------------- names */

/* "10_11_11" / "2_10_10_10" ... -> widths least significant first. */
static unsigned int widths_of(const char *s, unsigned int w[4])
{
	unsigned int v[4], n = 0;

	while (*s >= '0' && *s <= '9' && n < 4) {
		v[n++] = (unsigned int)strtoul(s, (char **)&s, 10);
		if (*s == '_')
			s++;
	}
	for (unsigned int i = 0; i < n; i++)
		w[i] = v[n - 1 - i];
	return n;
}

static int nf_of(const char *s)
{
	static const char *const names[] = { "UNORM", "SNORM", "USCALED", "SSCALED", "UINT", "SINT", "FLOAT", "SRGB" };

	for (int i = 0; i < 8; i++)
		if (!strncmp(s, names[i], strlen(names[i])))
			return i;
	return -1;
}

/* Does f have the widths and numeric format of the name? */
static int matches(const struct gsi_fmt *f, const unsigned int w[4], unsigned int n, int nf)
{
	unsigned int sum = 0;

	if (f->nc != n || f->nf != nf)
		return 0;
	for (unsigned int i = 0; i < n; i++) {
		if (f->bits[i] != w[i])
			return 0;
		sum += w[i];
	}
	return f->bytes * 8 == sum;
}

/* llvm-mc-22's text for "tbuffer_load_format_x ... format:N", N = 0..count-1, one line each. */
static char *llvm_formats(const char *cpu, unsigned int count)
{
	char dir[256], path[320], cmd[600], *src;
	size_t n = 0;
	int st;

	if (!tu_tmpdir(dir, sizeof(dir)))
		return NULL;
	src = malloc(count * 80);
	if (!src)
		return NULL;
	for (unsigned int i = 0; i < count; i++)
		n += (size_t)sprintf(src + n, "tbuffer_load_format_x v1, off, s[4:7], s0 format:%u\n", i);
	snprintf(path, sizeof(path), "%s/f.s", dir);
	tu_write_file(path, src, n);
	free(src);
	snprintf(cmd, sizeof(cmd), "llvm-mc-22 -arch=amdgcn -mcpu=%s < %s 2>/dev/null; rm -rf %s", cpu, path, dir);
	src = tu_run(cmd, &st);
	if (src && (st || !strstr(src, "tbuffer"))) {
		free(src);
		return NULL;
	}
	return src;
}

/* The n-th instruction line of llvm's output (NULL when missing). */
static const char *line_n(const char *text, unsigned int n)
{
	const char *p = text;

	for (unsigned int k = 0; p; k++) {
		p = strstr(p, "tbuffer_load_format_x");
		if (!p)
			return NULL;
		if (k == n)
			return p;
		p++;
	}
	return NULL;
}

static void unified_names(const char *cpu, enum gs_gen gen)
{
	char *out = llvm_formats(cpu, 64), why[200];
	unsigned int bad = 0, n = 0;
	char first[300] = "";

	if (!out) {
		printf("ok %d - # SKIP %s unified format names: llvm-mc-22 not available\n", ++t_count, cpu);
		return;
	}
	for (unsigned int code = 1; code < 64; code++) {
		const char *l = line_n(out, code), *fmt = l ? strstr(l, "BUF_FMT_") : NULL, *eol = l ? strchr(l, '\n') : NULL, *q;
		struct gsi_fmt f;
		unsigned int w[4] = { 0 }, nc;
		int nf, got;

		if (!l)
			break;
		if (!fmt || (eol && fmt > eol))
			fmt = code == 1 ? "BUF_FMT_8_UNORM" : NULL;  /* llvm leaves the default out */
		if (!fmt)
			continue;
		fmt += 8;
		nc = widths_of(fmt, w);
		for (q = fmt; (*q >= '0' && *q <= '9') || *q == '_'; q++)
			;
		nf = nf_of(q);
		got = gsi_fmt_from_unified(gen, code, &f, why, sizeof(why));
		n++;
		if ((!got || !matches(&f, w, nc, nf)) && !bad++)
			snprintf(first, sizeof(first), "code %u (%.40s): got=%d nc %u bits %u,%u,%u,%u nf %u %s", code, fmt,
				 got, f.nc, f.bits[0], f.bits[1], f.bits[2], f.bits[3], f.nf, got ? "" : why);
	}
	free(out);
	CHECK(n == 63 && !bad, "%s: unified codes 1-63 match llvm-mc-22's BUF_FMT_ names (%u named, %u differ) %s",
	      cpu, n, bad, first);
}

static void gfx9_names(void)
{
	char *out = llvm_formats("gfx942", 128), why[200];
	unsigned int bad = 0, n = 0;
	char first[300] = "";

	if (!out) {
		printf("ok %d - # SKIP gfx942 data/num format names: llvm-mc-22 not available\n", ++t_count);
		return;
	}
	for (unsigned int code = 1; code < 128; code++) {
		const char *l = line_n(out, code), *eol = l ? strchr(l, '\n') : NULL, *d, *nm;
		unsigned int w[4] = { 0 }, nc;
		struct gsi_fmt f;
		int nf;

		if (!l)
			break;
		if (!gsi_fmt_from_gfx9(code & 15, code >> 4, &f, why, sizeof(why)))
			continue;
		d = strstr(l, "BUF_DATA_FORMAT_");
		nm = strstr(l, "BUF_NUM_FORMAT_");
		if (d && eol && d > eol)
			d = NULL;
		if (nm && eol && nm > eol)
			nm = NULL;
		nc = widths_of(d ? d + 16 : "8", w);
		nf = nm ? nf_of(nm + 15) : 0;
		n++;
		if (!matches(&f, w, nc, nf) && !bad++)
			snprintf(first, sizeof(first), "dfmt %u nfmt %u: %.60s", code & 15, code >> 4, l);
	}
	free(out);
	CHECK(n >= 60 && !bad, "gfx942: the %u accepted DATA_FORMAT/NUM_FORMAT pairs match llvm-mc-22's names (%u differ) %s",
	      n, bad, first);
}

/* ---------------------------------------------------------------- conversions */

static struct gsi_fmt uni(unsigned int code)
{
	struct gsi_fmt f;
	char why[200];

	memset(&f, 0, sizeof(f));
	if (!gsi_fmt_from_unified(GS_GEN_GFX11, code, &f, why, sizeof(why)))
		printf("# unified %u: %s\n", code, why);
	return f;
}

static struct gsi_fmt g9(unsigned int dfmt, unsigned int nfmt)
{
	struct gsi_fmt f;
	char why[200];

	memset(&f, 0, sizeof(f));
	if (!gsi_fmt_from_gfx9(dfmt, nfmt, &f, why, sizeof(why)))
		printf("# gfx9 %u/%u: %s\n", dfmt, nfmt, why);
	return f;
}

/* Unpack a little-endian element given as a 32-bit word. */
static void unpack32(const struct gsi_fmt *f, uint32_t el, uint32_t out[4])
{
	uint8_t b[16] = { 0 };

	memcpy(b, &el, 4);
	gsi_fmt_unpack(f, b, out);
}

/* Pack four values; the element as a 32-bit word, bytes past it checked untouched. */
static uint32_t pack32(const struct gsi_fmt *f, uint32_t x, uint32_t y, uint32_t z, uint32_t w, int *spill)
{
	uint32_t in[4] = { x, y, z, w }, el = 0;
	uint8_t b[20];

	memset(b, 0xa5, sizeof(b));
	gsi_fmt_pack(f, in, b);
	*spill = 0;
	for (unsigned int i = f->bytes; i < sizeof(b); i++)
		*spill |= b[i] != 0xa5;
	memcpy(&el, b, f->bytes < 4 ? f->bytes : 4);
	return el;
}

static void known_values(void)
{
	struct gsi_fmt un8 = uni(1), sn8 = uni(2), us8 = uni(3), ss8 = uni(4), ui8 = uni(5), si16 = uni(12);
	struct gsi_fmt f16 = uni(13), ui16x2 = uni(27), a2 = uni(36), rg11b10 = uni(30), b10 = uni(31);
	struct gsi_fmt a2s = uni(37), r10_2 = uni(32), srgb8 = g9(1, 9);
	struct gsi_fmt f565 = g9(16, 0), f1555 = g9(17, 0), f5551 = g9(18, 0), f4444 = g9(19, 0), f824 = g9(20, 0);
	uint32_t o[4];
	int sp;

	/* unorm8 */
	unpack32(&un8, 0x80, o);
	CHECK(o[0] == fb(128.0f / 255.0f) && o[1] == 0 && o[2] == 0 && o[3] == fb(1.0f),
	      "8 UNORM: 0x80 reads 128/255, missing y,z 0 and w 1.0 (0x%08x 0x%x 0x%x 0x%08x)", o[0], o[1], o[2], o[3]);
	CHECK(pack32(&un8, fb(0.5f), 0, 0, 0, &sp) == 128 && !sp, "8 UNORM: 0.5 stores 128 (127.5 to even), one byte");
	CHECK(pack32(&un8, fb(1.0f), 0, 0, 0, &sp) == 255, "8 UNORM: 1.0 stores 255");
	CHECK(pack32(&un8, fb(2.0f), 0, 0, 0, &sp) == 255, "8 UNORM: 2.0 clamps to 255");
	CHECK(pack32(&un8, fb(-0.25f), 0, 0, 0, &sp) == 0, "8 UNORM: -0.25 clamps to 0");
	CHECK(pack32(&un8, 0x7fc00000u, 0, 0, 0, &sp) == 0, "8 UNORM: NaN stores 0");
	CHECK(pack32(&un8, fb(0.75f), 0, 0, 0, &sp) == 191, "8 UNORM: 0.75 stores 191 (191.25)");
	/* snorm8 */
	unpack32(&sn8, 0x80, o);
	CHECK(o[0] == fb(-1.0f), "8 SNORM: -128 reads -1.0 (clamped)");
	unpack32(&sn8, 0x81, o);
	CHECK(o[0] == fb(-1.0f), "8 SNORM: -127 reads -1.0");
	unpack32(&sn8, 0x40, o);
	CHECK(o[0] == fb(64.0f / 127.0f), "8 SNORM: 64 reads 64/127");
	CHECK(pack32(&sn8, fb(-1.0f), 0, 0, 0, &sp) == 0x81, "8 SNORM: -1.0 stores -127 (0x81)");
	CHECK(pack32(&sn8, fb(-3.0f), 0, 0, 0, &sp) == 0x81, "8 SNORM: -3.0 clamps to -127");
	CHECK(pack32(&sn8, fb(0.5f), 0, 0, 0, &sp) == 0x40, "8 SNORM: 0.5 stores 64 (63.5 to even)");
	CHECK(pack32(&sn8, fb(-0.5f), 0, 0, 0, &sp) == 0xc0, "8 SNORM: -0.5 stores -64");
	/* scaled and integers */
	unpack32(&us8, 0xfe, o);
	CHECK(o[0] == fb(254.0f), "8 USCALED: 254 reads 254.0");
	unpack32(&ss8, 0xfe, o);
	CHECK(o[0] == fb(-2.0f), "8 SSCALED: 0xfe reads -2.0");
	CHECK(pack32(&us8, fb(3.75f), 0, 0, 0, &sp) == 3, "8 USCALED: 3.75 stores 3 (toward zero)");
	CHECK(pack32(&us8, fb(300.0f), 0, 0, 0, &sp) == 255, "8 USCALED: 300 clamps to 255");
	CHECK(pack32(&ss8, fb(-3.75f), 0, 0, 0, &sp) == 0xfd, "8 SSCALED: -3.75 stores -3");
	CHECK(pack32(&ss8, fb(-200.0f), 0, 0, 0, &sp) == 0x80, "8 SSCALED: -200 clamps to -128");
	unpack32(&ui8, 0xfe, o);
	CHECK(o[0] == 0xfe && o[3] == 1, "8 UINT: 0xfe reads 254, missing w reads integer 1");
	unpack32(&si16, 0x8001, o);
	CHECK(o[0] == 0xffff8001u, "16 SINT: 0x8001 sign-extends");
	CHECK(pack32(&ui8, 0x1234, 0, 0, 0, &sp) == 0x34, "8 UINT: 0x1234 keeps the low byte");
	CHECK(pack32(&si16, 0x12345678, 0, 0, 0, &sp) == 0x5678 && !sp, "16 SINT: keeps the low 16 bits, two bytes");
	unpack32(&ui16x2, 0x00020001, o);
	CHECK(o[0] == 1 && o[1] == 2 && o[2] == 0 && o[3] == 1, "16_16 UINT: x, y, missing z 0, w 1");
	/* f16 */
	unpack32(&f16, 0x3555, o);
	CHECK(o[0] == fb((float)(1.0 + 341.0 / 1024.0) / 4.0f), "16 FLOAT: 0x3555 reads 0.33325195");
	CHECK(pack32(&f16, fb(1.0f), 0, 0, 0, &sp) == 0x3c00, "16 FLOAT: 1.0 stores 0x3c00");
	CHECK(pack32(&f16, fb(0.1f), 0, 0, 0, &sp) == 0x2e66, "16 FLOAT: 0.1 stores 0x2e66");
	CHECK(pack32(&f16, fb(65520.0f), 0, 0, 0, &sp) == 0x7c00, "16 FLOAT: 65520 rounds to infinity");
	CHECK(pack32(&f16, fb(-2.0f), 0, 0, 0, &sp) == 0xc000, "16 FLOAT: -2.0 stores 0xc000");
	/* 10_11_11 FLOAT: x f11 bits 10:0, y f11 21:11, z f10 31:22 */
	unpack32(&rg11b10, 0x3c0u | 0x400u << 11 | 0x1c0u << 22, o);
	CHECK(o[0] == fb(1.0f) && o[1] == fb(2.0f) && o[2] == fb(0.5f) && o[3] == fb(1.0f),
	      "10_11_11 FLOAT: f11 1.0, f11 2.0, f10 0.5, w 1.0");
	CHECK(pack32(&rg11b10, fb(1.0f), fb(2.0f), fb(0.5f), 0, &sp) == (0x3c0u | 0x400u << 11 | 0x1c0u << 22),
	      "10_11_11 FLOAT: stores 1.0, 2.0, 0.5 back");
	CHECK(pack32(&rg11b10, fb(-1.0f), fb(1e6f), 0x7fc00000u, 0, &sp) == (0u | 0x7c0u << 11 | 0x3f0u << 22),
	      "10_11_11 FLOAT: -1 stores 0, 1e6 infinity, NaN a NaN");
	CHECK(pack32(&rg11b10, fb(ldexpf(1.0f, -20)), fb(65024.0f), fb(ldexpf(1.0f, -19)), 0, &sp) ==
	      (1u | 0x7bfu << 11 | 1u << 22), "10_11_11 FLOAT: f11 subnormal 2^-20, largest f11 65024, f10 subnormal 2^-19");
	unpack32(&b10, 0x1e0u | 0x3c0u << 10 | 0x3c0u << 21, o);
	CHECK(o[0] == fb(1.0f) && o[1] == fb(1.0f) && o[2] == fb(1.0f), "11_11_10 FLOAT: x is the 10-bit float");
	/* 2_10_10_10 and 10_10_10_2 */
	unpack32(&a2, 0xc00003ffu, o);
	CHECK(o[0] == fb(1.0f) && o[1] == 0 && o[2] == 0 && o[3] == fb(1.0f), "2_10_10_10 UNORM: x bits 9:0, w bits 31:30");
	CHECK(pack32(&a2, fb(0.5f), fb(0.25f), fb(1.0f), fb(0.4f), &sp) == (512u | 256u << 10 | 1023u << 20 | 1u << 30),
	      "2_10_10_10 UNORM: 0.5, 0.25, 1.0, 0.4 store 512, 256, 1023, 1");
	unpack32(&a2s, 0x200u | 2u << 30, o);
	CHECK(o[0] == fb(-1.0f) && o[3] == fb(-1.0f), "2_10_10_10 SNORM: x -512 and w -2 read -1.0");
	unpack32(&r10_2, 3u | 1023u << 22, o);
	CHECK(o[0] == fb(1.0f) && o[3] == fb(1.0f) && o[1] == 0, "10_10_10_2 UNORM: x bits 1:0, w bits 31:22");
	/* 16-bit packed and 8_24 (image data formats) */
	unpack32(&f565, 0x001f, o);
	CHECK(o[0] == fb(1.0f) && o[1] == 0 && o[2] == 0 && o[3] == fb(1.0f), "5_6_5 UNORM: x bits 4:0");
	unpack32(&f565, 0x07e0, o);
	CHECK(o[1] == fb(1.0f) && o[0] == 0, "5_6_5 UNORM: y bits 10:5");
	CHECK(pack32(&f565, fb(1.0f), fb(0.5f), 0, 0, &sp) == (31u | 32u << 5) && !sp, "5_6_5 UNORM: 1.0, 0.5 (31.5 to even 32), 0; two bytes");
	unpack32(&f1555, 0x8000, o);
	CHECK(o[3] == fb(1.0f) && o[0] == 0, "1_5_5_5 UNORM: w is bit 15");
	unpack32(&f5551, 0x0001, o);
	CHECK(o[0] == fb(1.0f) && o[1] == 0, "5_5_5_1 UNORM: x is bit 0");
	unpack32(&f4444, 0x1234, o);
	CHECK(o[0] == fb(4.0f / 15.0f) && o[1] == fb(3.0f / 15.0f) && o[2] == fb(2.0f / 15.0f) && o[3] == fb(1.0f / 15.0f),
	      "4_4_4_4 UNORM: 0x1234 reads 4/15, 3/15, 2/15, 1/15");
	unpack32(&f824, 0xff000000u, o);
	CHECK(o[0] == 0 && o[1] == fb(1.0f), "8_24 UNORM: x bits 23:0, y bits 31:24");
	/* sRGB */
	unpack32(&srgb8, 0x80, o);
	CHECK(fabsf(bf(o[0]) - 0.2158605f) < 1e-6f, "8 SRGB: 128 reads 0.2158605 (the sRGB curve)");
	CHECK(pack32(&srgb8, fb(0.5f), 0, 0, 0, &sp) == 188, "8 SRGB: linear 0.5 stores 188");
	CHECK(pack32(&srgb8, fb(0.002f), 0, 0, 0, &sp) == 7, "8 SRGB: 0.002 stores 7 (the linear segment: 6.59)");
	/* 32-bit */
	{
		struct gsi_fmt f4 = uni(63);
		uint8_t b[16], c[16];
		uint32_t in[4] = { 0x3f800000u, 0xc0000000u, 0x7fc00001u, 0x00000001u };

		gsi_fmt_pack(&f4, in, b);
		gsi_fmt_unpack(&f4, b, o);
		memcpy(c, in, 16);
		CHECK(!memcmp(b, c, 16) && !memcmp(o, in, 16), "32_32_32_32 FLOAT: bits unchanged both ways (NaN payload kept)");
	}
}

/* Every code of an 8- and 16-bit UNORM component loads and stores back to itself. */
static void round_trips(void)
{
	struct gsi_fmt un8 = uni(1), un16 = uni(7), sn16 = uni(8);
	unsigned int bad = 0;
	int sp;

	for (uint32_t r = 0; r < 256; r++) {
		uint32_t o[4];

		unpack32(&un8, r, o);
		bad += pack32(&un8, o[0], 0, 0, 0, &sp) != r;
	}
	for (uint32_t r = 0; r < 65536; r++) {
		uint32_t o[4];

		unpack32(&un16, r, o);
		bad += pack32(&un16, o[0], 0, 0, 0, &sp) != r;
		unpack32(&sn16, r, o);
		bad += r != 0x8000 && pack32(&sn16, o[0], 0, 0, 0, &sp) != r;
	}
	CHECK(!bad, "unorm8, unorm16 and snorm16 (but -32768) codes load and store back unchanged (%u differ)", bad);
}

/* Component c all ones, the rest zero: only component c reads its maximum. */
static void placement(void)
{
	static const unsigned int codes[] = { 30, 31, 32, 36, 42, 68, 69, 70, 71 };
	unsigned int bad = 0;
	char first[200] = "";

	for (size_t i = 0; i < sizeof(codes) / sizeof(codes[0]); i++) {
		struct gsi_fmt f = uni(codes[i]);
		unsigned int pos = 0;

		for (unsigned int c = 0; c < f.nc; c++) {
			uint32_t el = (uint32_t)(((1ull << f.bits[c]) - 1) << pos), o[4];

			unpack32(&f, el, o);
			for (unsigned int k = 0; k < f.nc; k++) {
				int ok = k == c ? o[k] != 0 : o[k] == 0;

				if (!ok && !bad++)
					snprintf(first, sizeof(first), "code %u component %u set: component %u = 0x%08x",
						 codes[i], c, k, o[k]);
			}
			pos += f.bits[c];
		}
	}
	CHECK(!bad, "packed formats: each component reads only its own bits (%s)", first);
}

static void refusals(void)
{
	struct gsi_fmt f;
	char why[200] = "";

	CHECK(!gsi_fmt_from_unified(GS_GEN_GFX11, 0, &f, why, sizeof(why)) && strstr(why, "INVALID"),
	      "unified code 0 refused: %s", why);
	CHECK(!gsi_fmt_from_unified(GS_GEN_GFX9, 1, &f, why, sizeof(why)) && why[0], "unified code on gfx9 refused: %s", why);
	CHECK(!gsi_fmt_from_gfx9(4, 0, &f, why, sizeof(why)) && why[0], "gfx9 32 UNORM refused: %s", why);
	CHECK(!gsi_fmt_from_gfx9(1, 7, &f, why, sizeof(why)) && why[0], "gfx9 8 FLOAT refused: %s", why);
	CHECK(!gsi_fmt_from_gfx9(15, 0, &f, why, sizeof(why)) && why[0], "gfx9 reserved DATA_FORMAT 15 refused: %s", why);
	CHECK(!gsi_fmt_from_gfx9(1, 6, &f, why, sizeof(why)) && why[0], "gfx9 NUM_FORMAT 6 refused: %s", why);
}

int main(void)
{
	(void)t_fmt;
	unified_names("gfx1100", GS_GEN_GFX11);
	unified_names("gfx1201", GS_GEN_GFX12);
	gfx9_names();
	known_values();
	round_trips();
	placement();
	refusals();
	return t_done();
}
