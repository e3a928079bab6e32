// SPDX-License-Identifier: MIT
/*
 * The assembler's re-decode check (asm/redecode.c, issue 25: never a wrong
 * encoding): what an instruction was built from against the bytes it
 * emitted, decoded again.  Right bytes are confirmed; bytes with a wrong
 * register, source, modifier, literal or opcode are refused with a reason;
 * through gs_assemble, correct lines still assemble; and an integer on a
 * 64-bit integer source stays that integer (a class the check cannot see:
 * the operand code built was the wrong one).  The table layer's VALU
 * operands (asm_built_vop: codes, K literal, VOP3 modifiers) are compared
 * with the decoder's the same way.
 */
#include <stdio.h>
#include <string.h>

#include "harness.h"
#include "asm/asm_int.h"
#include "gfxshim/asm.h"
#include "gfxshim/isa.h"
#include "isa/tab_fmt.h"
#include "isa/tab_print.h"
#include "isa/tab_valu.h"
#include "ref_encode.h"

static struct asm_built built(const struct gs_target *t, const char *name, unsigned int enc)
{
	struct asm_built b;

	memset(&b, 0, sizeof(b));
	b.kind = 1;
	b.in.op = gsi_isa_by_name(gsi_isa_for(t), name);
	b.in.enc = (uint8_t)enc;
	return b;
}

static void put32(uint8_t *p, uint32_t v)
{
	for (int i = 0; i < 4; i++)
		p[i] = (uint8_t)(v >> (8 * i));
}

static uint32_t get32(const uint8_t *p)
{
	return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

/* n built VALU operands: v1, v2, v3 (codes 256 + 1 .. 256 + 3) for the first
 * three, the rest zero. */
static struct asm_built_vop vgprs_built(unsigned int n)
{
	struct asm_built_vop v;

	memset(&v, 0, sizeof(v));
	v.set = 1;
	v.nops = n;
	for (unsigned int i = 0; i < n && i < 3; i++)
		v.code[i] = 256 + i + 1;
	return v;
}

/* The row of bytes found, and the verdict's decoded form of them kept. */
static int verdict_vop(const struct gs_target *t, const uint8_t *p, size_t n, struct gsi_tab_dec *d, struct vop *vd)
{
	int kept = 0;

	return gsi_tab_decode(t, p, n, d) && gsi_tab_valid_dec_vop(t, 0, d, vd, &kept) == n && kept;
}

int main(void)
{
	const struct gs_target *t = gs_target_find("gfx1201"), *t9 = gs_target_find("gfx1100");
	char why[256];
	uint8_t bytes[16], bad[16];
	unsigned int n;
	struct asm_built b;

	if (!CHECK(t && t9, "targets gfx1201 and gfx1100 known"))
		return 1;

	/* v_add_f32_e32 v1, v2, v3 (VOP2) */
	b = built(t, "v_add_f32", GS_ENC_VOP2);
	CHECK(b.in.op != NULL, "v_add_f32 is in the gfx12 table");
	b.in.vdst = 1;
	b.in.src[0] = GS_OPR_VGPR0 + 2;
	b.in.src[1] = GS_OPR_VGPR0 + 3;
	n = ref_encode(t->gen, &b.in, bytes);
	CHECK(n == 4, "v_add_f32_e32 encodes as 4 bytes (%u)", n);
	CHECK(gsi_asm_redecode(t, bytes, n, &b, why, sizeof(why)) == 1, "right VOP2 bytes confirmed");

	memcpy(bad, bytes, n);
	put32(bad, get32(bad) ^ (1u << 17));  /* vdst v1 -> v0 */
	CHECK(gsi_asm_redecode(t, bad, n, &b, why, sizeof(why)) == 0 && strstr(why, "vdst"),
	      "a wrong destination register is refused (%s)", why);
	memcpy(bad, bytes, n);
	put32(bad, get32(bad) ^ (1u << 9));  /* vsrc1 v3 -> v2 */
	CHECK(gsi_asm_redecode(t, bad, n, &b, why, sizeof(why)) == 0 && strstr(why, "vsrc1"),
	      "a wrong second source is refused (%s)", why);
	memcpy(bad, bytes, n);
	put32(bad, get32(bad) ^ (1u << 25));  /* another VOP2 opcode */
	CHECK(gsi_asm_redecode(t, bad, n, &b, why, sizeof(why)) == 0 && strstr(why, "reads back as"),
	      "a wrong opcode is refused (%s)", why);

	/* v_add_f32 v1, 0x12345678, v3: a literal dword */
	b.in.src[0] = GS_OPR_LITERAL;
	b.in.literal = 0x12345678;
	b.in.has_literal = 1;
	n = ref_encode(t->gen, &b.in, bytes);
	CHECK(n == 8, "with a literal: 8 bytes (%u)", n);
	CHECK(gsi_asm_redecode(t, bytes, n, &b, why, sizeof(why)) == 1, "right literal bytes confirmed");
	memcpy(bad, bytes, n);
	bad[4] ^= 1;
	CHECK(gsi_asm_redecode(t, bad, n, &b, why, sizeof(why)) == 0 && strstr(why, "literal"),
	      "a wrong literal is refused (%s)", why);
	CHECK(gsi_asm_redecode(t, bytes, 4, &b, why, sizeof(why)) != 1,
	      "a dropped literal dword is not confirmed");

	/* v_fma_f32 v0, -v1, |v2|, v3 (VOP3 modifiers) */
	b = built(t, "v_fma_f32", GS_ENC_VOP3);
	b.in.vdst = 0;
	b.in.src[0] = GS_OPR_VGPR0 + 1;
	b.in.src[1] = GS_OPR_VGPR0 + 2;
	b.in.src[2] = GS_OPR_VGPR0 + 3;
	b.in.neg = 1;
	b.in.abs = 2;
	n = ref_encode(t->gen, &b.in, bytes);
	CHECK(n == 8, "v_fma_f32 encodes as 8 bytes (%u)", n);
	CHECK(gsi_asm_redecode(t, bytes, n, &b, why, sizeof(why)) == 1, "right VOP3 bytes confirmed");
	memcpy(bad, bytes, n);
	put32(bad + 4, get32(bad + 4) ^ (1u << 30));  /* neg on src1 too */
	CHECK(gsi_asm_redecode(t, bad, n, &b, why, sizeof(why)) == 0 && strstr(why, "neg"),
	      "a wrong neg bit is refused (%s)", why);
	memcpy(bad, bytes, n);
	put32(bad, get32(bad) ^ (1u << 8));  /* abs on src0 too */
	CHECK(gsi_asm_redecode(t, bad, n, &b, why, sizeof(why)) == 0 && strstr(why, "abs"),
	      "a wrong abs bit is refused (%s)", why);
	memcpy(bad, bytes, n);
	put32(bad + 4, get32(bad + 4) ^ (1u << 18));  /* src2 v3 -> v2 */
	CHECK(gsi_asm_redecode(t, bad, n, &b, why, sizeof(why)) == 0 && strstr(why, "src2"),
	      "a wrong third source is refused (%s)", why);

	/* s_add_u32 s1, s2, s3 on gfx1100 (SOP2) */
	b = built(t9, "s_add_u32", GS_ENC_SOP2);
	if (CHECK(b.in.op != NULL, "s_add_u32 is in the gfx11 table")) {
		b.in.sdst = 1;
		b.in.src[0] = 2;
		b.in.src[1] = 3;
		n = ref_encode(t9->gen, &b.in, bytes);
		CHECK(n == 4 && gsi_asm_redecode(t9, bytes, n, &b, why, sizeof(why)) == 1,
		      "right SOP2 bytes confirmed");
		memcpy(bad, bytes, n);
		put32(bad, get32(bad) ^ (1u << 16));  /* sdst s1 -> s0 */
		CHECK(gsi_asm_redecode(t9, bad, n, &b, why, sizeof(why)) == 0 && strstr(why, "sdst"),
		      "a wrong scalar destination is refused (%s)", why);
	}

	/* the table-driven layer's kind: the row's name and class */
	{
		struct asm_built tb;
		struct gs_isa_inst row;

		memset(&tb, 0, sizeof(tb));
		b = built(t, "v_add_f32", GS_ENC_VOP2);
		b.in.vdst = 1;
		b.in.src[0] = GS_OPR_VGPR0 + 2;
		b.in.src[1] = GS_OPR_VGPR0 + 3;
		n = ref_encode(t->gen, &b.in, bytes);
		if (CHECK(gs_isa_find_opcode("gfx1201", "VOP2", get32(bytes) >> 25 & 0x3f, &row, NULL) == GS_OK,
			  "v_add_f32's VOP2 row")) {
			tb.kind = 2;
			tb.name = row.mnemonic;
			tb.ncls = 1;
			tb.cls[0] = (uint16_t)row.cls_id;
			CHECK(gsi_asm_redecode(t, bytes, n, &tb, why, sizeof(why)) == 1, "table row confirmed");
			memcpy(bad, bytes, n);
			put32(bad, get32(bad) ^ (1u << 25));
			CHECK(gsi_asm_redecode(t, bad, n, &tb, why, sizeof(why)) == 0,
			      "another row's opcode is refused (%s)", why);
		}
	}

	/* gfx942 DPP: the DPP word counts in the size; a DPP_CTRL value the layout
	 * lacks is not confirmed (the full check, the disassembler, decides) */
	{
		const struct gs_target *t942 = gs_target_find("gfx942");
		uint8_t dpp[8] = { 0xfa, 0x02, 0x00, 0x7e, 0x01, 0x42, 0x01, 0xff };  /* v_mov_b32_dpp row_bcast:15 */
		struct gs_isa_inst row;
		struct asm_built tb;

		memset(&tb, 0, sizeof(tb));
		if (CHECK(t942 && gs_isa_find_opcode("gfx942", "VOP1", 1, &row, NULL) == GS_OK, "gfx942 v_mov_b32 row")) {
			tb.kind = 2;
			tb.name = row.mnemonic;
			tb.ncls = 1;
			tb.cls[0] = (uint16_t)row.cls_id;
			CHECK(gsi_asm_redecode(t942, dpp, 8, &tb, why, sizeof(why)) == 1, "gfx942 DPP bytes confirmed");
			CHECK(gsi_asm_redecode(t942, dpp, 4, &tb, why, sizeof(why)) != 1, "a dropped DPP word is not confirmed");
			dpp[5] = 0x31;  /* DPP_CTRL 0x131: none */
			CHECK(gsi_asm_redecode(t942, dpp, 8, &tb, why, sizeof(why)) != 1,
			      "an unknown DPP_CTRL is not confirmed");
		}
	}

	/* through the assembler: lines still assemble (the check passes them) */
	{
		static const char src[] = "v_add_f32 v1, v2, v3\nv_fma_f32 v0, -v1, |v2|, v3\n"
					  "v_add_f32 v1, 0x12345678, v3\ns_add_u32 s1, s2, s3\n"
					  "ds_load_b32 v1, v2 offset:16\nglobal_load_b32 v1, v2, s[0:1]\n";
		struct gs_asm_options o;
		struct gs_program *p = NULL;
		struct gs_error e;

		memset(&o, 0, sizeof(o));
		o.target = t;
		CHECK(gs_assemble(src, strlen(src), &o, &p, &e) == GS_OK, "%s", t_fmt("lines assemble through the check (%s)", p && p->diagnostics ? p->diagnostics : ""));
		gs_program_free(p);
	}
	/* an integer on a 64-bit integer source is that integer (a literal),
	 * never the inline double whose high half it spells: these went out as
	 * 2.0, -1.0, 0.5, 1.0 -- other values, silently (bytes from llvm-mc-22) */
	{
		static const struct { const char *line; unsigned int n; uint8_t b[12]; } want[] = {
			{ "v_lshlrev_b64 v[0:1], v0, 0x40000000", 12,
			  { 0x00, 0x00, 0x3c, 0xd7, 0x00, 0xff, 0x01, 0x00, 0x00, 0x00, 0x00, 0x40 } },
			{ "v_ashrrev_i64 v[0:1], v0, 0xbff00000", 12,
			  { 0x00, 0x00, 0x3e, 0xd7, 0x00, 0xff, 0x01, 0x00, 0x00, 0x00, 0xf0, 0xbf } },
			{ "v_lshrrev_b64 v[0:1], v0, 0x3fe00000", 12,
			  { 0x00, 0x00, 0x3d, 0xd7, 0x00, 0xff, 0x01, 0x00, 0x00, 0x00, 0xe0, 0x3f } },
			{ "v_cmp_eq_u64 vcc_lo, 0x3ff00000, v[0:1]", 8,
			  { 0xff, 0x00, 0xb4, 0x7c, 0x00, 0x00, 0xf0, 0x3f } },
			{ "v_mad_u64_u32 v[0:1], s0, v1, v2, 0x3ff00000", 12,
			  { 0x00, 0x00, 0xfe, 0xd6, 0x01, 0x05, 0xfe, 0x03, 0x00, 0x00, 0xf0, 0x3f } },
			{ "v_add_f64 v[0:1], v[2:3], 0x3ff00000", 8,  /* a float source: 1.0 */
			  { 0x00, 0x00, 0x27, 0xd7, 0x02, 0xe5, 0x01, 0x00 } },
		};
		const struct gs_target *t11 = gs_target_find("gfx1100");

		for (size_t i = 0; t11 && i < sizeof(want) / sizeof(*want); i++) {
			struct gs_asm_options o;
			struct gs_program *p = NULL;
			struct gs_error e;
			int ok;

			memset(&o, 0, sizeof(o));
			o.target = t11;
			ok = gs_assemble(want[i].line, strlen(want[i].line), &o, &p, &e) == GS_OK && p &&
			     p->text_size == want[i].n && !memcmp(p->text, want[i].b, want[i].n);
			CHECK(ok, "gfx1100 %s: llvm-mc-22's %u bytes", want[i].line, want[i].n);
			gs_program_free(p);
		}
	}
	/* The table layer's VALU operands (kind 2, asm_built_vop) against the
	 * verdict's decode, as instruction.c's check asks: llvm-mc-22's bytes of
	 * v_add_f32_e64 v1, -v2, |v3| clamp and of v_fmaak_f32 v1, v2, v3,
	 * 0x12345678, with the operands they were built from, then each built
	 * field changed once. */
	{
		static const uint8_t add3[] = { 0x01, 0x82, 0x03, 0xd5, 0x02, 0x07, 0x02, 0x20 };
		static const uint8_t fmaak[] = { 0x02, 0x07, 0x02, 0x5a, 0x78, 0x56, 0x34, 0x12 };
		struct asm_built_vop v = vgprs_built(3);
		struct gsi_tab_dec d;
		struct vop vd;

		v.neg = 1;
		v.abs = 2;
		v.clamp = 1;
		CHECK(verdict_vop(t, add3, sizeof(add3), &d, &vd), "v_add_f32_e64 bytes decode, the verdict keeps its form");
		CHECK(gsi_asm_vop_agrees(&d, &vd, &v, why, sizeof(why)) == 1, "VALU operands as built confirmed (%s)", why);
		v.code[1] = 256 + 4;
		CHECK(gsi_asm_vop_agrees(&d, &vd, &v, why, sizeof(why)) == 0 && strstr(why, "operand 2"),
		      "a source built otherwise is refused: %s", why);
		v.code[1] = 256 + 2;
		v.neg = 2;
		CHECK(gsi_asm_vop_agrees(&d, &vd, &v, why, sizeof(why)) == 0 && strstr(why, "modifiers"),
		      "a neg bit built otherwise is refused: %s", why);
		v.neg = 1;
		v.clamp = 0;
		CHECK(gsi_asm_vop_agrees(&d, &vd, &v, why, sizeof(why)) == 0 && strstr(why, "clamp"),
		      "clamp built otherwise is refused: %s", why);

		v = vgprs_built(4);
		v.code[3] = 255;  /* the K operand: compared as the literal */
		v.has_lit = 1;
		v.lit = 0x12345678;
		CHECK(verdict_vop(t, fmaak, sizeof(fmaak), &d, &vd), "v_fmaak_f32 bytes decode, the verdict keeps its form");
		CHECK(gsi_asm_vop_agrees(&d, &vd, &v, why, sizeof(why)) == 1, "v_fmaak_f32 with its K confirmed (%s)", why);
		v.lit = 0x12345679;
		CHECK(gsi_asm_vop_agrees(&d, &vd, &v, why, sizeof(why)) == 0 && strstr(why, "literal"),
		      "a K built otherwise is refused: %s", why);
		v.set = 0;
		CHECK(gsi_asm_vop_agrees(&d, &vd, &v, why, sizeof(why)) == -1, "nothing built: undecided");
	}
	return t_failed ? 1 : 0;
}
